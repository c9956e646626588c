"""Derive the Défis Nature species cards from the reference data sets.

Reads the three public data sets (amniote database, AnAge, AmphiBIO) from the committed extract
``tools/defis_nature_species/reference/`` (their rows for the species of the game, see its README;
``--data`` reads another folder, such as the full data sets) and the curated file ``tools/defis_nature_species/curated.json`` (names, category, IUCN category, comments,
deck placement, and the figures the data sets lack, each with its source) and writes:

- ``engine/defis_nature/data/species.json``: one card per species, every figure with its source;
- ``engine/defis_nature/data/decks.json``: the two starter decks, their half-decks, the collection;
- the table of documented exceptions in ``engine/defis_nature/SPECIES.md`` (between markers).

Every figure the data sets hold is taken from them, in this order of preference:

===================  ==============================================  ==========================
figure               amniotes (mammals, birds, reptiles)             amphibians / others
===================  ==============================================  ==========================
``weight_g``         amniote ``adult_body_mass_g``, then AnAge       AmphiBIO, then AnAge
``length_cm``        amniote ``adult_svl_cm``                        AmphiBIO ``Body_size_mm``
``longevity_years``  AnAge, then amniote ``maximum_longevity_y``     AnAge, then AmphiBIO
                     (AnAge last when it rates its record
                     "questionable")
``gestation_days``   amniote ``gestation_d`` / ``incubation_d``,     AnAge
                     then AnAge
===================  ==============================================  ==========================

A figure in ``curated.json`` is used only where the data sets have none, or where the card
deliberately departs from them: then the species must carry an ``exceptions`` entry (field,
data set, reason, source), which ``--check`` and the tests enforce for any gap above 15 %.

Usage (from the project root)::

    python3 tools/defis_nature_species/derive.py [--data FOLDER] [--check] [--report]

``--check`` writes nothing and fails if the committed JSON differs from a fresh derivation;
``--report`` lists every disagreement above 15 % between a card and a data set.
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import sys
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
CURATED = Path(__file__).resolve().parent / "curated.json"
REFERENCE = Path(__file__).resolve().parent / "reference"
OUT_DIR = ROOT / "engine" / "defis_nature" / "data"
SPECIES_MD = ROOT / "engine" / "defis_nature" / "SPECIES.md"
FIELDS = ("weight_g", "length_cm", "longevity_years", "gestation_days")
TOLERANCE = 0.15
AMNIOTE_CATEGORIES = {"mammiferes", "oiseaux", "reptiles"}
SIGNIFICANT_DIGITS = 3


@dataclass(frozen=True)
class DataSets:
    """The three reference tables, each keyed by ``"Genus species"``."""

    amniote: dict[str, dict[str, str]]
    anage: dict[str, dict[str, str]]
    amphibio: dict[str, dict[str, str]]

    @classmethod
    def load(cls, folder: Path) -> DataSets:
        with (folder / "amniote-life-history-2015.csv").open(encoding="utf-8") as f:
            amniote = {
                f"{r['genus']} {r['species']}": r
                for r in csv.DictReader(f)
                if r["subspecies"] in ("NA", "")
            }
        with (folder / "anage.tsv").open(encoding="utf-8") as f:
            anage = {f"{r['Genus']} {r['Species']}": r for r in csv.DictReader(f, delimiter="\t")}
        # AmphiBIO is distributed in Latin-1, not UTF-8
        with (folder / "amphibio-v1.csv").open(encoding="latin-1") as f:
            amphibio = {r["Species"]: r for r in csv.DictReader(f)}
        return cls(amniote, anage, amphibio)


def number(raw: str | None) -> float | None:
    """A data-set cell as a positive number; ``NA``, ``-999`` and blanks are unknown."""
    if raw is None:
        return None
    raw = raw.strip()
    if raw in ("", "NA", "-999"):
        return None
    try:
        value = float(raw)
    except ValueError:
        return None
    return value if value > 0 and math.isfinite(value) else None


def dataset_values(
    data: DataSets, names: Iterable[str], field: str, reproduction: str
) -> dict[str, float]:
    """Every data set's value of ``field`` for the species known under any of ``names``,
    keyed by source id (``amniote``, ``anage``, ``amphibio``), converted to the card's unit."""
    out: dict[str, float] = {}
    for name in names:
        am = data.amniote.get(name)
        an = data.anage.get(name)
        ab = data.amphibio.get(name)
        candidates: dict[str, float | None] = {}
        if am is not None:
            column = {
                "weight_g": "adult_body_mass_g",
                "length_cm": "adult_svl_cm",
                "longevity_years": "maximum_longevity_y",
                "gestation_days": "gestation_d" if reproduction == "gestation" else "incubation_d",
            }[field]
            candidates["amniote"] = number(am[column])
        if an is not None:
            column = {
                "weight_g": "Adult weight (g)",
                "length_cm": "",
                "longevity_years": "Maximum longevity (yrs)",
                "gestation_days": "Gestation/Incubation (days)",
            }[field]
            candidates["anage"] = number(an[column]) if column else None
        if ab is not None:
            column = {
                "weight_g": "Body_mass_g",
                "length_cm": "Body_size_mm",
                "longevity_years": "Longevity_max_y",
                "gestation_days": "",
            }[field]
            value = number(ab[column]) if column else None
            if value is not None and field == "length_cm":
                value /= 10  # millimetres to centimetres
            candidates["amphibio"] = value
        for source, value in candidates.items():
            if value is not None and source not in out:
                out[source] = value
    return out


def is_questionable(item: dict[str, Any], data: DataSets) -> bool:
    """AnAge rates each longevity record; "questionable" ones yield to the other data sets."""
    for name in names_of(item):
        row = data.anage.get(name)
        if row is not None:
            return row["Data quality"].strip() == "questionable"
    return False


def preference(field: str, category: str, *, questionable: bool = False) -> tuple[str, ...]:
    """Which data set a figure is taken from first (see the module docstring)."""
    if field == "longevity_years":
        if questionable:
            return ("amniote", "amphibio", "anage")
        return ("anage", "amniote", "amphibio")
    if category in AMNIOTE_CATEGORIES:
        return ("amniote", "anage")
    return ("amphibio", "anage")


def round_figure(value: float) -> float | int:
    """The figure as a printed card shows it (SPECIES.md, "Rounding"): a whole number from 10 up,
    with at most three significant digits (``36.07`` → ``36``, ``128800`` → ``129000``); below 10,
    two significant digits (``5.24`` → ``5.2``, ``0.034`` → ``0.034``). Halves round up."""
    if value >= 10:
        exponent = max(0, math.floor(math.log10(value)) - SIGNIFICANT_DIGITS + 1)
    else:
        exponent = math.floor(math.log10(value)) - 1
    step = Decimal(1).scaleb(exponent)
    rounded = Decimal(repr(value)).quantize(step, rounding=ROUND_HALF_UP) if exponent <= 0 else (
        (Decimal(repr(value)) / step).quantize(Decimal(1), rounding=ROUND_HALF_UP) * step
    )
    return int(rounded) if rounded == rounded.to_integral_value() else float(rounded)


def is_printed(value: float) -> bool:
    """Whether ``value`` is already rounded as a card prints it."""
    return round_figure(value) == value


def names_of(item: dict[str, Any]) -> list[str]:
    return [item["scientific"], *item.get("data_names", [])]


def body_length_only(item: dict[str, Any]) -> bool:
    """The data sets' length of this species is its head-and-body (snout–vent) length, while the
    card shows the total length, tail included: the two are different measures."""
    return item.get("length_in_data") == "head-body"


def held_values(data: DataSets, item: dict[str, Any], field: str) -> dict[str, float]:
    """The data sets' values of the card's figure ``field`` (a head-and-body length is not the
    card's total length, so it is left out here and checked by ``disagreements`` as a minimum)."""
    if field == "length_cm" and body_length_only(item):
        return {}
    return dataset_values(data, names_of(item), field, item["reproduction"])


def derive_species(item: dict[str, Any], data: DataSets) -> dict[str, Any]:
    figures: dict[str, float | int] = {}
    sources: dict[str, str] = {}
    for field in FIELDS:
        found = held_values(data, item, field)
        curated = item["figures"].get(field)
        if curated is not None:
            if not is_printed(curated["value"]):
                raise SystemExit(
                    f"{item['id']}: {field} = {curated['value']} is not rounded as cards print "
                    f"it ({round_figure(curated['value'])})"
                )
            figures[field] = curated["value"]
            sources[field] = curated["source"]
            continue
        for source in preference(field, item["category"], questionable=is_questionable(item, data)):
            if source in found:
                figures[field] = round_figure(found[source])
                sources[field] = source
                break
        else:
            raise SystemExit(
                f"{item['id']}: no value for {field} in the data sets nor in curated.json"
            )
    sources["iucn"] = iucn_source(item)
    return {
        "id": item["id"],
        "name": item["name"],
        "article": item["article"],  # "la Baleine bleue", "l'Éléphant d'Afrique": sentences agree
        "gender": item["gender"],
        "scientific": item["scientific"],
        "category": item["category"],
        "iucn": item["iucn"],
        **figures,
        "reproduction": item["reproduction"],
        "totem": item["totem"],
        "comment": item["comment"],
        "sources": sources,
    }


def iucn_source(item: dict[str, Any]) -> str:
    """The Red List category's source and year: the year of the assessment, or for a species
    never assessed (NE) the Red List update that was checked (``iucn_checked``)."""
    if item["iucn"] == "NE":
        return f"IUCN Red List (not evaluated, checked {item['iucn_checked']})"
    return f"IUCN Red List (assessed {item['iucn_year']})"


def disagreements(
    item: dict[str, Any], card: dict[str, Any], data: DataSets
) -> list[tuple[str, str, float, float]]:
    """Every ``(field, data set, data-set value, card value)`` more than 15 % apart."""
    out = []
    for field in FIELDS:
        for source, value in dataset_values(
            data, names_of(item), field, item["reproduction"]
        ).items():
            if field == "length_cm" and body_length_only(item):
                # the total length cannot be shorter than the head and body
                if card[field] < value * (1 - TOLERANCE):
                    out.append((field, source, value, card[field]))
            elif abs(card[field] - value) / value > TOLERANCE:
                out.append((field, source, value, card[field]))
    return out


def build_decks(curated: dict[str, Any]) -> dict[str, Any]:
    decks = []
    for deck in curated["decks"]:
        halves = [
            {
                "symbol": symbol,
                "cards": [
                    s["id"]
                    for s in curated["species"]
                    if s["placement"] == f"{deck['id']}/{symbol}"
                ],
            }
            for symbol in deck["halves"]
        ]
        cards = [c for half in halves for c in half["cards"]]
        decks.append({"id": deck["id"], "name": deck["name"], "cards": cards, "half_decks": halves})
    collection = [s["id"] for s in curated["species"] if s["placement"] == "collection"]
    return {"starter_decks": decks, "collection": collection}


def exceptions_table(curated: dict[str, Any], cards: list[dict[str, Any]]) -> str:
    """The Markdown table of documented exceptions that SPECIES.md carries (kept in sync by
    ``--species-md``)."""
    lines = [
        "| species | figure | card | data set says | why | source followed |",
        "|---|---|---|---|---|---|",
    ]
    for item, card in zip(curated["species"], cards, strict=True):
        for e in item["exceptions"]:
            lines.append(
                f"| `{item['id']}` ({item['name']['en']}) | {e['field']} | {card[e['field']]:,g} "
                f"| {e['dataset']}: {e['dataset_value']:,g} | {e['reason']} | {e['source']} |"
            )
    return "\n".join(lines) + "\n"


COLOURS = {
    "NE": "green",
    "DD": "green",
    "LC": "green",
    "NT": "green",
    "VU": "yellow",
    "EN": "orange",
    "CR": "red",
}


def summary(curated: dict[str, Any], cards: list[dict[str, Any]], data: DataSets) -> str:
    """The counts quoted in SPECIES.md, computed rather than typed."""
    by_id = {c["id"]: c for c in cards}
    collection = [s["id"] for s in curated["species"] if s["placement"] == "collection"]
    colours = Counter(COLOURS[by_id[c]["iucn"]] for c in collection)
    categories = Counter(by_id[c]["category"] for c in collection)
    found = sum(
        any(dataset_values(data, names_of(s), f, s["reproduction"]) for f in FIELDS)
        for s in curated["species"]
    )
    from_data = sum(
        c["sources"][f] in ("amniote", "anage", "amphibio") for c in cards for f in FIELDS
    )
    return (
        f"- {len(cards)} species: {len(cards) - len(collection)} in the two starter decks, "
        f"{len(collection)} in the collection.\n"
        f"- Collection colours: {colours['green']} green, {colours['yellow']} yellow, "
        f"{colours['orange']} orange, {colours['red']} red.\n"
        "- Collection categories: "
        + ", ".join(f"{n} {c}" for c, n in sorted(categories.items(), key=lambda x: (-x[1], x[0])))
        + ".\n"
        f"- {found} species are found in at least one data set; {from_data} of the "
        f"{len(cards) * len(FIELDS)} figures are taken straight from the data sets.\n"
    )


def marker(name: str) -> tuple[str, str]:
    return (
        f"<!-- {name}:begin (generated by tools/defis_nature_species/derive.py) -->\n",
        f"<!-- {name}:end -->",
    )


def with_block(markdown: str, name: str, block: str) -> str:
    """``markdown`` with the text between the ``name`` markers replaced by ``block``."""
    begin, end = marker(name)
    start = markdown.index(begin) + len(begin)
    return markdown[:start] + block + markdown[markdown.index(end) :]


def dumps(doc: Any) -> str:
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--data",
        type=Path,
        default=REFERENCE,
        help="folder holding the three data sets (default: the committed extract, "
        "tools/defis_nature_species/reference; the full data sets give the same cards)",
    )
    parser.add_argument("--check", action="store_true", help="compare with the committed files")
    parser.add_argument("--report", action="store_true", help="list disagreements above 15 %%")
    args = parser.parse_args(argv)

    curated = json.loads(CURATED.read_text(encoding="utf-8"))
    data = DataSets.load(args.data)
    cards = [derive_species(item, data) for item in curated["species"]]
    species_text = dumps({"species": cards})
    decks_text = dumps(build_decks(curated))
    md_text = SPECIES_MD.read_text(encoding="utf-8")
    md_text = with_block(md_text, "exceptions", exceptions_table(curated, cards))
    md_text = with_block(md_text, "summary", summary(curated, cards, data))

    undocumented = 0
    for item, card in zip(curated["species"], cards, strict=True):
        documented = {(e["field"], e["dataset"]) for e in item["exceptions"]}
        found = set()
        for field, source, value, shown in disagreements(item, card, data):
            found.add((field, source))
            mark = "documented" if (field, source) in documented else "UNDOCUMENTED"
            undocumented += mark == "UNDOCUMENTED"
            if args.report or mark == "UNDOCUMENTED":
                print(f"{mark}: {item['id']} {field}: card {shown} vs {source} {value:g}")
        for field, source in sorted(documented - found):
            undocumented += 1
            print(f"STALE exception (no longer needed): {item['id']} {field} vs {source}")
    if args.check:
        stale = [
            path.name
            for path, text in (
                (OUT_DIR / "species.json", species_text),
                (OUT_DIR / "decks.json", decks_text),
                (SPECIES_MD, md_text),
            )
            if not path.exists() or path.read_text(encoding="utf-8") != text
        ]
        if stale:
            print("out of date, run tools/defis_nature_species/derive.py:", ", ".join(stale))
            return 1
    else:
        OUT_DIR.mkdir(parents=True, exist_ok=True)
        (OUT_DIR / "species.json").write_text(species_text, encoding="utf-8")
        (OUT_DIR / "decks.json").write_text(decks_text, encoding="utf-8")
        SPECIES_MD.write_text(md_text, encoding="utf-8")
        print(f"wrote {len(cards)} species and 2 starter decks to {OUT_DIR.relative_to(ROOT)}")
    return 1 if undocumented else 0


if __name__ == "__main__":
    sys.exit(main())
