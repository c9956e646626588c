"""The Défis Nature species data: deck composition, schema, sources, spelling, and the DATA CHECK
of every figure against the reference data sets (amniote database, AnAge, AmphiBIO).

The data check reads the rows of the raw data sets committed in ``tools/defis_nature_species/reference``
(an extract of the full data sets: nothing outside the repository is read) with its own small
reader (deliberately not the derivation script's), so a bug in ``tools/defis_nature_species/derive.py``
cannot hide itself.
"""

from __future__ import annotations

import csv
import importlib.util
import json
import math
import re
import sys
from collections import Counter
from decimal import ROUND_HALF_UP, Decimal
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from tests.support.spelling import misspelled

ROOT = Path(__file__).parents[2]
DATA_DIR = ROOT / "tools" / "defis_nature_species" / "reference"
PACKAGE_DATA = ROOT / "engine" / "defis_nature" / "data"
CURATED_PATH = ROOT / "tools" / "defis_nature_species" / "curated.json"
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
    "article",  # issue 37: "la Baleine bleue ... la met"
    "gender",
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


IUCN_SOURCE = re.compile(
    r"IUCN Red List \((?:assessed (?P<year>\d{4})"
    r"|not evaluated, checked (?P<month>[A-Z][a-z]+) (?P<checked>\d{4}))\)"
)


def test_every_iucn_category_names_its_source_and_year() -> None:
    """Issue 13: each Red List category carries its source and its year: the year of the
    assessment, or, for a species never assessed (NE), the Red List update checked."""
    for s in species_doc()["species"]:
        match = IUCN_SOURCE.fullmatch(s["sources"]["iucn"])
        assert match, (s["id"], s["sources"]["iucn"])
        if s["iucn"] == "NE":
            assert match["checked"] and match["month"], s["id"]
            assert 2020 <= int(match["checked"]) <= 2026, s["id"]
        else:
            assert match["year"], s["id"]
            assert 1996 <= int(match["year"]) <= 2026, s["id"]
    by_id = species()
    # checked against the Red List (issue 13): keep these two
    assert by_id["manchot-empereur"]["iucn"] == "EN"
    assert by_id["manchot-empereur"]["sources"]["iucn"] == "IUCN Red List (assessed 2026)"
    assert by_id["benitier-geant"]["iucn"] == "CR"
    assert by_id["benitier-geant"]["sources"]["iucn"] == "IUCN Red List (assessed 2024)"


def printed(value: float) -> float:
    """``value`` as a printed card rounds it (SPECIES.md, "Rounding"), computed here
    independently of the derivation script: whole numbers with at most three significant digits
    from 10 up, two significant digits below 10."""
    if value >= 10:
        digits = len(str(int(value)))
        step = 10 ** max(0, digits - 3)
        return int(Decimal(value / step).quantize(Decimal(1), rounding=ROUND_HALF_UP)) * step
    exponent = math.floor(math.log10(value)) - 1
    return float(Decimal(repr(value)).quantize(Decimal(1).scaleb(exponent), rounding=ROUND_HALF_UP))


def test_figures_are_rounded_as_printed_cards_round_them() -> None:
    """Issue 13: "36 jours", not "36,1 jours". species.json stores the figure the card prints."""
    assert printed(36.0675) == 36 and printed(128800) == 129000 and printed(5.24) == 5.2
    assert printed(0.034) == 0.034 and printed(14.5) == 15 and printed(1825) == 1830
    for s in species_doc()["species"]:
        for field in FIELDS:
            value = s[field]
            assert printed(value) == value, (s["id"], field, value, printed(value))
            if value >= 10:
                assert isinstance(value, int), (s["id"], field, value)


def test_comments_are_one_or_two_sentences_in_both_languages() -> None:
    for s in species_doc()["species"]:
        for lang in ("fr", "en"):
            text = s["comment"][lang]
            # a sentence ends with . ! or ? (maybe inside a quotation) before a capital letter
            breaks = re.findall(r"[.!?](?:\s?[»\"])?\s+(?=[A-ZÀ-ÝŒ«\"])", text.strip())
            assert len(breaks) <= 1, (s["id"], lang, text)
            assert re.search(r"[.!?][»\"]?$", re.sub(r"[ \u202f]»", "»", text.strip())), (s["id"], lang)
            assert 6 <= len(text.split()) <= 45, (s["id"], lang)
        assert s["comment"]["fr"] != s["comment"]["en"]


def test_figures_are_plausible_for_their_category() -> None:
    """Catches unit slips (kilograms for grams, millimetres for centimetres)."""
    by_id = species()
    assert by_id["baleine-bleue"]["weight_g"] >= 1e8  # the heaviest animal: an average adult, about 100 tonnes
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


# ---------------------------------------------------------------- what a family knows (issue 13)


def _largest(field: str, ids: list[str]) -> str:
    by_id = species()
    return max(ids, key=lambda i: by_id[i][field])


def test_the_cards_agree_with_what_a_family_knows() -> None:
    """The record holders a child knows, and the comments' claims, hold card against card."""
    by_id = species()
    of = lambda category: [i for i, s in by_id.items() if s["category"] == category]  # noqa: E731
    for field in ("weight_g", "length_cm"):
        assert _largest(field, list(by_id)) == "baleine-bleue"
        assert _largest(field, of("oiseaux")) == "autruche"
        assert _largest(field, of("amphibiens")) == "salamandre-geante-chine"  # largest amphibian
        frogs = ["grenouille-goliath", "grenouille-taureau", "crapaud-buffle", "crapaud-commun"]
        assert _largest(field, frogs) == "grenouille-goliath"  # largest frog
        lizards = ["dragon-de-komodo", "iguane-vert", "iguane-marin", "iguane-bleu",
                   "cameleon-panthere", "monstre-de-gila"]
        assert _largest(field, lizards) == "dragon-de-komodo"  # largest lizard
        assert _largest(field, of("reptiles")) == "crocodile-marin"  # largest living reptile
        turtles = ["tortue-luth", "tortue-caouanne", "tortue-imbriquee", "tortue-radiee",
                   "tortue-hermann"]
        assert _largest(field, turtles) == "tortue-luth"  # largest turtle
        shells = ["benitier-geant", "grande-nacre", "mulette-perliere", "ormeau-noir",
                  "cyprine-islande", "coquille-saint-jacques", "moule-commune"]
        assert _largest(field, shells) == "benitier-geant"  # largest shellfish
        assert _largest(field, ["pieuvre-geante-pacifique", "pieuvre-commune"]) == (
            "pieuvre-geante-pacifique"
        )
        assert _largest(field, ["ornithoptere-reine-alexandra", "monarque"]) == (
            "ornithoptere-reine-alexandra"
        )
    assert _largest("longevity_years", list(by_id)) == "cyprine-islande"  # 507 years
    assert by_id["cyprine-islande"]["longevity_years"] == 507
    assert by_id["baleine-a-bosse"]["weight_g"] == 30_000_000  # "malgré ses 30 tonnes"
    assert 200 <= by_id["dragon-de-komodo"]["length_cm"] <= 300  # it reaches 2-3 m


def test_length_is_the_total_length_tail_included() -> None:
    """Issue 13: one convention. Where the data sets measure head and body only, the card adds
    the tail; a lizard's or a cat's total length is well above its head and body."""
    by_id = species()
    cur = curated()
    tailed = {i for i, s in cur.items() if s.get("length_in_data") == "head-body"}
    assert {"dragon-de-komodo", "iguane-vert", "iguane-marin", "monstre-de-gila", "tigre",
            "panthere-des-neiges", "kangourou-roux", "guepard"} <= tailed
    for sid in tailed:
        names = [by_id[sid]["scientific"], *cur[sid].get("data_names", [])]
        body = reference_values(by_id[sid], names).get(("length_cm", "amniote"))
        assert body is not None, sid
        if not any(e["field"] == "length_cm" for e in cur[sid]["exceptions"]):
            assert by_id[sid]["length_cm"] >= body * (1 - TOLERANCE), sid
    # every tailed mammal and every lizard is measured with its tail: the data sets' length of
    # those is a head-and-body length, so it must be flagged (a new species cannot slip through)
    whole = {  # no tail, or a data-set length that is already the total length
        "orang-outan-sumatra", "chimpanze", "bonobo", "gorille-ouest", "koala",  # no tail
        "baleine-bleue", "baleine-a-bosse", "orque", "grand-dauphin", "dugong",  # whole animal
    }
    for sid, s in by_id.items():
        names = [s["scientific"], *cur[sid].get("data_names", [])]
        has_length = ("length_cm", "amniote") in reference_values(s, names)
        if s["category"] == "mammiferes" and has_length and sid not in whole:
            assert sid in tailed, f"{sid}: mammal measured without its tail?"
        if sid in ("iguane-vert", "iguane-marin", "dragon-de-komodo", "monstre-de-gila"):
            assert sid in tailed, sid
    # long tails: a lizard's tail is longer than its body, a snow leopard's nearly as long
    for sid in ("iguane-vert", "dragon-de-komodo", "panthere-des-neiges", "kangourou-roux"):
        names = [by_id[sid]["scientific"], *cur[sid].get("data_names", [])]
        body = reference_values(by_id[sid], names)[("length_cm", "amniote")]
        assert by_id[sid]["length_cm"] >= 1.5 * body, sid


#: adult mass / total length³ (g/cm³) of an average adult, for animals of ordinary build: a card
#: whose weight is an average adult's and length a record's (a 94 kg crocodile 5 m long, a 17 kg
#: python 5 m long) falls far below its band
BUILD = {
    "crocodiles": (("crocodile-du-nil", "crocodile-marin", "gavial"), 0.002, 0.01),
    "pythons": (("python-birman",), 0.0004, 0.003),
    "fish": (("grand-requin-blanc", "requin-mako", "requin-citron", "requin-bouledogue",
              "grand-requin-marteau", "napoleon", "rascasse-volante", "thon-rouge",
              "saumon-atlantique", "brochet", "truite-commune", "coelacanthe", "poisson-clown"),
             0.003, 0.025),
}


def test_weight_and_length_describe_the_same_adult() -> None:
    by_id = species()
    for group, (ids, low, high) in BUILD.items():
        for sid in ids:
            s = by_id[sid]
            build = s["weight_g"] / s["length_cm"] ** 3
            assert low <= build <= high, (group, sid, round(build, 5))


def test_longevity_is_a_verified_maximum() -> None:
    """The card says "jusqu'à": the longest life recorded, never an unverified claim."""
    by_id = species()
    assert by_id["tortue-radiee"]["longevity_years"] == 100  # not Tu'i Malila's unproven 188
    for s in by_id.values():
        assert "Guinness" not in s["sources"]["longevity_years"], s["id"]
    assert by_id["flamant-rose"]["longevity_years"] == 83  # Adelaide Zoo's flamingo, 1933-2014


def test_gestation_runs_from_mating_to_birth_delayed_implantation_included() -> None:
    by_id = species()
    assert 180 <= by_id["ours-brun"]["gestation_days"] <= 270  # mating May-July, birth Jan-Feb
    assert 195 <= by_id["ours-polaire"]["gestation_days"] <= 265  # mating Apr-May, birth Nov-Jan
    assert 95 <= by_id["panda-geant"]["gestation_days"] <= 160
    assert 110 <= by_id["panda-roux"]["gestation_days"] <= 160
    assert by_id["kangourou-roux"]["gestation_days"] == 33  # a pregnancy without diapause


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


def body_length(sid: str, field: str) -> bool:
    """The data sets' length of this species is its head and body (snout–vent) length, and the
    card's is the total length, tail included (``length_in_data`` in curated.json)."""
    return field == "length_cm" and curated()[sid].get("length_in_data") == "head-body"


def too_far(sid: str, field: str, value: float, shown: float) -> bool:
    """More than 15 % from the data set; for a total length against a head-and-body length, more
    than 15 % shorter (the tail only adds to it)."""
    if body_length(sid, field):
        return shown < value * (1 - TOLERANCE)
    return abs(shown - value) / value > TOLERANCE


def test_many_species_are_found_in_the_data_sets() -> None:
    found = {sid for sid, *_ in all_comparisons()}
    assert len(found) >= 90, len(found)
    assert len(all_comparisons()) >= 250


def test_data_check_every_figure_within_15_percent_of_the_data_sets_or_documented() -> None:
    cur = curated()
    species_md = SPECIES_MD.read_text(encoding="utf-8")
    failures = []
    for sid, field, dataset, value, shown in all_comparisons():
        if not too_far(sid, field, value, shown):
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
        if too_far(sid, f, value, shown)
    }
    for sid, item in curated().items():
        for e in item["exceptions"]:
            assert (sid, e["field"], e["dataset"]) in beyond, (sid, e)


def test_figures_come_from_the_data_sets_whenever_they_hold_them() -> None:
    """A figure sourced elsewhere while a data set has it must be a documented exception, and a
    figure credited to a data set must be that data set's value (rounded as cards print it)."""
    cur = curated()
    by_id = species()
    held: dict[tuple[str, str], dict[str, float]] = {}
    for sid, field, dataset, value, _ in all_comparisons():
        if not body_length(sid, field):  # a head-and-body length is not the card's figure
            held.setdefault((sid, field), {})[dataset] = value
    for sid, card in by_id.items():
        for field in FIELDS:
            source = card["sources"][field]
            values = held.get((sid, field), {})
            if source in DATASETS:
                assert source in values, (sid, field, source)
                assert card[field] == printed(values[source]), (sid, field)
            elif values:
                excepted = {e["dataset"] for e in cur[sid]["exceptions"] if e["field"] == field}
                assert excepted, (
                    f"{sid}.{field} credited to {source!r} though {sorted(values)} hold it"
                )


def test_named_sources_are_cited_in_species_md() -> None:
    text = " ".join(SPECIES_MD.read_text(encoding="utf-8").split())
    for label in ("CC0", "CC BY 3.0", "CC BY 4.0", "Myhrvold", "de Magalhães", "Oliveira"):
        assert label in text
    block = text[text.index("<!-- references:begin") : text.index("<!-- references:end")]
    references = re.findall(r"\*\*(.+?)\*\*", block)
    assert len(references) >= 20, references
    named = {s["sources"][f] for s in species().values() for f in FIELDS} - set(DATASETS)
    for source in named:
        assert any(r in source for r in (*references, *DATASETS)), (
            f"source {source!r} names no reference listed in SPECIES.md"
        )


def test_the_extract_holds_the_rows_of_every_species_and_its_licences() -> None:
    """The committed extract was refreshed after the last change of names (``extract.py``), keeps
    each data set's header, and credits each data set with its licence."""
    searched = (DATA_DIR / "searched-names.txt").read_text(encoding="utf-8").split("\n")
    names = {s["scientific"] for s in curated().values()}
    names |= {n for s in curated().values() for n in s.get("data_names", [])}
    assert set(filter(None, searched)) == names, "run tools/defis_nature_species/extract.py"
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
    files = [*HERE.glob("*.py"), *(ROOT / "tools" / "defis_nature_species").glob("*.py")]
    # assembled from parts, so that neither this file nor a grep for those paths matches it
    outside = "".join(("sha", "red"))
    forbidden = (f'/ "{outside}"', f"../{outside}", f"{outside}/data", "parents[2]" + ".parent",
                 "ROOT" + ".parent")
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert not [f for f in forbidden if f in text], path.name


def test_species_json_is_what_derive_produces() -> None:
    spec = importlib.util.spec_from_file_location(
        "defis_species_derive", ROOT / "tools" / "defis_nature_species" / "derive.py"
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
