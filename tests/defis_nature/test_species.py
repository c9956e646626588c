"""The Défis Nature species data: deck composition, schema, sources, spelling, and the DATA CHECK
of every figure against the reference data sets (amniote database, AnAge, AmphiBIO).

The data check reads the rows of the raw data sets committed in ``tools/defis_species/reference``
(an extract of the full data sets: nothing outside the repository is read) with its own small
reader (deliberately not the derivation script's), so a bug in ``tools/defis_species/derive.py``
cannot hide itself.
"""

from __future__ import annotations

import csv
import importlib.util
import json
import re
import sys
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from tests.support.spelling import misspelled

ROOT = Path(__file__).parents[2]
DATA_DIR = ROOT / "tools" / "defis_species" / "reference"
PACKAGE_DATA = ROOT / "engine" / "defis_nature" / "data"
CURATED_PATH = ROOT / "tools" / "defis_species" / "curated.json"
SPECIES_MD = ROOT / "engine" / "defis_nature" / "SPECIES.md"
HERE = Path(__file__).parent

CATEGORIES = {
    "mammiferes",
    "poissons",
    "reptiles",
    "oiseaux",
    "mollusques",
    "arthropodes",
    "amphibiens",
    "autres",
}
COLOUR = {
    "NE": "green",
    "DD": "green",
    "LC": "green",
    "NT": "green",
    "VU": "yellow",
    "EN": "orange",
    "CR": "red",
}
DECK_SPLIT = {"green": 18, "yellow": 8, "orange": 6, "red": 2}
HALF_SPLIT = {"green": 9, "yellow": 4, "orange": 3, "red": 1}
FIELDS = ("weight_g", "length_cm", "longevity_years", "gestation_days")
DATASETS = ("amniote", "anage", "amphibio")
TOLERANCE = 0.15
KEYS = {
    "id",
    "name",
    "scientific",
    "category",
    "iucn",
    "weight_g",
    "length_cm",
    "longevity_years",
    "gestation_days",
    "reproduction",
    "totem",
    "comment",
    "sources",
}


# ---------------------------------------------------------------- loading


@cache
def species_doc() -> dict[str, Any]:
    return json.loads((PACKAGE_DATA / "species.json").read_text(encoding="utf-8"))


@cache
def decks_doc() -> dict[str, Any]:
    return json.loads((PACKAGE_DATA / "decks.json").read_text(encoding="utf-8"))


@cache
def curated_doc() -> dict[str, Any]:
    return json.loads(CURATED_PATH.read_text(encoding="utf-8"))


def species() -> dict[str, dict[str, Any]]:
    return {s["id"]: s for s in species_doc()["species"]}


def curated() -> dict[str, dict[str, Any]]:
    return {s["id"]: s for s in curated_doc()["species"]}


def colours(cards: list[str]) -> dict[str, int]:
    by_id = species()
    counts = Counter(COLOUR[by_id[c]["iucn"]] for c in cards)
    return {colour: counts.get(colour, 0) for colour in DECK_SPLIT}


# ---------------------------------------------------------------- decks


def test_at_least_128_species_with_unique_ids() -> None:
    ids = [s["id"] for s in species_doc()["species"]]
    assert len(ids) >= 128
    assert len(set(ids)) == len(ids)
    assert all(re.fullmatch(r"[a-z0-9-]+", i) for i in ids)


def test_two_starter_decks_of_34_with_the_booklet_colour_split() -> None:
    decks = decks_doc()["starter_decks"]
    assert len(decks) == 2
    for deck in decks:
        assert len(deck["cards"]) == 34 == len(set(deck["cards"]))
        assert colours(deck["cards"]) == DECK_SPLIT, deck["id"]
        assert set(deck["name"]) == {"fr", "en"}


def test_half_decks_split_each_deck_in_two_with_half_of_each_colour() -> None:
    decks = decks_doc()["starter_decks"]
    assert [[h["symbol"] for h in d["half_decks"]] for d in decks] == [
        ["sun", "leaf"],
        ["paw", "snow"],
    ]
    for deck in decks:
        halves = deck["half_decks"]
        assert sorted(halves[0]["cards"] + halves[1]["cards"]) == sorted(deck["cards"])
        for half in halves:
            assert len(half["cards"]) == 17
            assert colours(half["cards"]) == HALF_SPLIT, half["symbol"]


def test_every_category_in_each_starter_deck_and_half_deck() -> None:
    by_id = species()
    for deck in decks_doc()["starter_decks"]:
        assert {by_id[c]["category"] for c in deck["cards"]} == CATEGORIES, deck["id"]
        for half in deck["half_decks"]:
            # not required by the booklet, but it keeps the Biodiversité bonus open at 3-4 players
            assert {by_id[c]["category"] for c in half["cards"]} == CATEGORIES, half["symbol"]


def test_the_two_totems_are_the_lion_and_the_elephant_in_different_decks() -> None:
    by_id = species()
    totems = {i for i, s in by_id.items() if s["totem"]}
    assert totems == {"lion-afrique", "elephant-afrique"}
    assert by_id["lion-afrique"]["name"]["fr"] == "Lion d'Afrique"
    assert by_id["elephant-afrique"]["name"]["fr"] == "Éléphant d'Afrique"
    decks_of = [
        {d["id"] for d in decks_doc()["starter_decks"] if t in d["cards"]} for t in sorted(totems)
    ]
    assert all(len(d) == 1 for d in decks_of)
    assert decks_of[0] != decks_of[1]


def test_collection_has_60_more_species_with_a_spread_of_colours_and_categories() -> None:
    by_id = species()
    starter = {c for d in decks_doc()["starter_decks"] for c in d["cards"]}
    collection = decks_doc()["collection"]
    assert len(collection) >= 60
    assert len(set(collection)) == len(collection)
    assert not starter & set(collection)
    assert starter | set(collection) == set(by_id), "every species is in a deck or the collection"
    spread = colours(collection)
    assert min(spread.values()) >= 6, spread
    per_category = Counter(by_id[c]["category"] for c in collection)
    assert set(per_category) == CATEGORIES
    assert min(per_category.values()) >= 3, per_category
    # enough cards of each colour, starters included, to build a third deck
    assert all(n >= DECK_SPLIT[c] for c, n in colours(list(by_id)).items())


# ---------------------------------------------------------------- schema and sources


def test_schema_is_exactly_what_the_engine_reads() -> None:
    for s in species_doc()["species"]:
        assert set(s) == KEYS, s["id"]
        assert s["category"] in CATEGORIES
        assert s["iucn"] in COLOUR
        assert s["reproduction"] in ("gestation", "incubation")
        assert isinstance(s["totem"], bool)
        assert set(s["name"]) == {"fr", "en"} and all(s["name"].values())
        assert re.fullmatch(r"[A-Z][a-z]+ [a-z]+", s["scientific"]), s["scientific"]


def test_every_figure_is_positive_and_has_a_source() -> None:
    for s in species_doc()["species"]:
        assert set(s["sources"]) == {*FIELDS, "iucn"}, s["id"]
        for field in FIELDS:
            value = s[field]
            assert isinstance(value, (int, float)) and not isinstance(value, bool)
            assert value > 0, (s["id"], field)
            assert isinstance(s["sources"][field], str) and len(s["sources"][field]) >= 3
        assert re.fullmatch(r"IUCN Red List \((\d{4}|not evaluated)\)", s["sources"]["iucn"]), s[
            "id"
        ]
        assert (s["iucn"] == "NE") == (s["sources"]["iucn"] == "IUCN Red List (not evaluated)"), s[
            "id"
        ]


def test_comments_are_one_or_two_sentences_in_both_languages() -> None:
    for s in species_doc()["species"]:
        for lang in ("fr", "en"):
            text = s["comment"][lang]
            # a sentence ends with . ! or ? (maybe inside a quotation) before a capital letter
            breaks = re.findall(r"[.!?](?:\s?[»\"])?\s+(?=[A-ZÀ-ÝŒ«\"])", text.strip())
            assert len(breaks) <= 1, (s["id"], lang, text)
            assert re.search(r"[.!?][»\"]?$", text.strip().replace(" »", "»")), (s["id"], lang)
            assert 6 <= len(text.split()) <= 45, (s["id"], lang)
        assert s["comment"]["fr"] != s["comment"]["en"]


def test_figures_are_plausible_for_their_category() -> None:
    """Catches unit slips (kilograms for grams, millimetres for centimetres)."""
    by_id = species()
    assert by_id["baleine-bleue"]["weight_g"] > 1e8  # the heaviest animal, over 100 tonnes
    assert by_id["colibri-gorge-rubis"]["weight_g"] < 10
    for s in by_id.values():
        assert 0.01 <= s["weight_g"] <= 2e8
        assert 0.5 <= s["length_cm"] <= 3500
        assert 0.1 <= s["longevity_years"] <= 600
        assert 0.5 <= s["gestation_days"] <= 2000
        if s["category"] in ("mammiferes",) and s["id"] != "ornithorynque":
            assert s["reproduction"] == "gestation", s["id"]
        if s["category"] in ("oiseaux", "reptiles", "amphibiens"):
            assert s["reproduction"] == "incubation", s["id"]


# ---------------------------------------------------------------- the DATA CHECK


def _number(raw: str | None) -> float | None:
    if raw is None or raw.strip() in ("", "NA", "-999"):
        return None
    value = float(raw)
    return value if value > 0 else None


@cache
def reference_rows() -> dict[str, dict[str, dict[str, str]]]:
    assert DATA_DIR.is_dir(), f"reference data sets not found in {DATA_DIR}"
    with (DATA_DIR / "amniote-life-history-2015.csv").open(encoding="utf-8") as f:
        amniote = {
            f"{r['genus']} {r['species']}": r for r in csv.DictReader(f) if r["subspecies"] == "NA"
        }
    with (DATA_DIR / "anage.tsv").open(encoding="utf-8") as f:
        anage = {f"{r['Genus']} {r['Species']}": r for r in csv.DictReader(f, delimiter="\t")}
    with (DATA_DIR / "amphibio-v1.csv").open(encoding="latin-1") as f:
        amphibio = {r["Species"]: r for r in csv.DictReader(f)}
    return {"amniote": amniote, "anage": anage, "amphibio": amphibio}


def reference_values(card: dict[str, Any], names: list[str]) -> dict[tuple[str, str], float]:
    """``(field, data set) -> value`` in the card's units, for every data set holding the species."""
    rows = reference_rows()
    incubation = card["reproduction"] == "incubation"
    columns = {
        "amniote": {
            "weight_g": "adult_body_mass_g",
            "length_cm": "adult_svl_cm",
            "longevity_years": "maximum_longevity_y",
            "gestation_days": "incubation_d" if incubation else "gestation_d",
        },
        "anage": {
            "weight_g": "Adult weight (g)",
            "longevity_years": "Maximum longevity (yrs)",
            "gestation_days": "Gestation/Incubation (days)",
        },
        "amphibio": {
            "weight_g": "Body_mass_g",
            "length_cm": "Body_size_mm",
            "longevity_years": "Longevity_max_y",
        },
    }
    out: dict[tuple[str, str], float] = {}
    for dataset in DATASETS:
        row = next((rows[dataset][n] for n in names if n in rows[dataset]), None)
        if row is None:
            continue
        for field, column in columns[dataset].items():
            value = _number(row[column])
            if value is not None:
                out[(field, dataset)] = value / 10 if column == "Body_size_mm" else value
    return out


def all_comparisons() -> list[tuple[str, str, str, float, float]]:
    """``(species id, field, data set, data-set value, card value)`` for every comparable figure."""
    out = []
    cur = curated()
    for sid, card in species().items():
        names = [card["scientific"], *cur[sid].get("data_names", [])]
        for (field, dataset), value in reference_values(card, names).items():
            out.append((sid, field, dataset, value, card[field]))
    return out


def test_many_species_are_found_in_the_data_sets() -> None:
    found = {sid for sid, *_ in all_comparisons()}
    assert len(found) >= 90, len(found)
    assert len(all_comparisons()) >= 250


def test_data_check_every_figure_within_15_percent_of_the_data_sets_or_documented() -> None:
    cur = curated()
    species_md = SPECIES_MD.read_text(encoding="utf-8")
    failures = []
    for sid, field, dataset, value, shown in all_comparisons():
        if abs(shown - value) / value <= TOLERANCE:
            continue
        documented = [
            e for e in cur[sid]["exceptions"] if (e["field"], e["dataset"]) == (field, dataset)
        ]
        if not documented:
            failures.append(f"{sid}.{field} = {shown} but {dataset} says {value:g}")
            continue
        entry = documented[0]
        assert entry["reason"].strip() and entry["source"].strip(), (sid, field)
        assert f"`{sid}`" in species_md and field in species_md, f"{sid} {field} not in SPECIES.md"
    assert failures == []


def test_no_stale_exceptions() -> None:
    """Every documented exception is needed: a data set really is more than 15 % away."""
    beyond = {
        (sid, f, d)
        for sid, f, d, value, shown in all_comparisons()
        if abs(shown - value) / value > TOLERANCE
    }
    for sid, item in curated().items():
        for e in item["exceptions"]:
            assert (sid, e["field"], e["dataset"]) in beyond, (sid, e)


def test_figures_come_from_the_data_sets_whenever_they_hold_them() -> None:
    """A figure sourced elsewhere while a data set has it must be a documented exception, and a
    figure credited to a data set must be that data set's value (rounded to 3 digits)."""
    cur = curated()
    by_id = species()
    held: dict[tuple[str, str], dict[str, float]] = {}
    for sid, field, dataset, value, _ in all_comparisons():
        held.setdefault((sid, field), {})[dataset] = value
    for sid, card in by_id.items():
        for field in FIELDS:
            source = card["sources"][field]
            values = held.get((sid, field), {})
            if source in DATASETS:
                assert source in values, (sid, field, source)
                assert card[field] == pytest.approx(values[source], rel=0.005), (sid, field)
            elif values:
                excepted = {e["dataset"] for e in cur[sid]["exceptions"] if e["field"] == field}
                assert excepted, (
                    f"{sid}.{field} credited to {source!r} though {sorted(values)} hold it"
                )


def test_named_sources_are_cited_in_species_md() -> None:
    text = " ".join(SPECIES_MD.read_text(encoding="utf-8").split())
    for label in ("CC0", "CC BY 3.0", "CC BY 4.0", "Myhrvold", "de Magalhães", "Oliveira"):
        assert label in text
    named = {s["sources"][f] for s in species().values() for f in FIELDS} - set(DATASETS)
    for source in named:
        assert source.split(" (")[0] in text, f"source {source!r} not listed in SPECIES.md"


def test_the_extract_holds_the_rows_of_every_species_and_its_licences() -> None:
    """The committed extract was refreshed after the last change of names (``extract.py``), keeps
    each data set's header, and credits each data set with its licence."""
    searched = (DATA_DIR / "searched-names.txt").read_text(encoding="utf-8").split("\n")
    names = {s["scientific"] for s in curated().values()}
    names |= {n for s in curated().values() for n in s.get("data_names", [])}
    assert set(filter(None, searched)) == names, "run tools/defis_species/extract.py"
    headers = {
        "amniote-life-history-2015.csv": ("utf-8", "class,order,family,genus,species"),
        "anage.tsv": ("utf-8", "HAGRID\tKingdom\tPhylum"),
        "amphibio-v1.csv": ("latin-1", "id,Order,Family,Genus,Species"),
    }
    for name, (encoding, start) in headers.items():
        assert (DATA_DIR / name).read_text(encoding=encoding).startswith(start), name
    readme = " ".join((DATA_DIR / "README.md").read_text(encoding="utf-8").split())
    for label in ("CC0", "CC BY 3.0", "CC BY 4.0", "Myhrvold", "de Magalhães", "Oliveira",
                  "Ecology", "Journal of Evolutionary Biology", "Scientific Data"):
        assert label in readme, label


def test_no_data_read_from_outside_the_repository() -> None:
    """Issue 12: a clone with nothing beside it passes. The species tests and tools name no
    folder outside the repository (the full data sets are only ever an explicit ``--data``)."""
    files = [*HERE.glob("*.py"), *(ROOT / "tools" / "defis_species").glob("*.py")]
    # written in two halves so that this file does not match itself
    forbidden = ("/ " + '"shared"', ".." + "/shared", "shared" + "/data", "parents[2]" + ".parent",
                 "ROOT" + ".parent")
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert not [f for f in forbidden if f in text], path.name


def test_species_json_is_what_derive_produces() -> None:
    spec = importlib.util.spec_from_file_location(
        "defis_species_derive", ROOT / "tools" / "defis_species" / "derive.py"
    )
    assert spec is not None and spec.loader is not None
    derive = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = derive  # dataclasses look their module up while being built
    try:
        spec.loader.exec_module(derive)
        assert derive.main(["--data", str(DATA_DIR), "--check"]) == 0
    finally:
        del sys.modules[spec.name]


# ---------------------------------------------------------------- spelling


def _wordlist(lang: str) -> list[str]:
    return (HERE / f"wordlist-{lang}.txt").read_text(encoding="utf-8").split()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_spelling_of_names_comments_and_deck_names(lang: str) -> None:
    texts = [s["name"][lang] for s in species().values()]
    texts += [s["comment"][lang] for s in species().values()]
    texts += [d["name"][lang] for d in decks_doc()["starter_decks"]]
    assert misspelled(texts, lang, _wordlist(lang)) == []


def test_french_texts_use_french_typography() -> None:
    for s in species().values():
        fr = s["comment"]["fr"]
        assert '"' not in fr, s["id"]  # guillemets « » in French
        assert not re.search(r"\w[!?:;]", fr), (s["id"], fr)  # a space before ! ? : ;
