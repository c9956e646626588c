"""Planète – Ciel et Espace content: the 68 cards, the five characteristics with their memo,
the star values, and the round-2 word lists — loaded from ``data/``.

Two ways in:

* **The index** (``index()``, a ``ContentIndex``): the typed cards, characteristics, picture cues
  and star values that the rules, the bots' view and the web table read, loaded once without
  checks (cheap at play time). The other modules read it through ``card(id)``, ``deck()``,
  ``characteristic(id)``, ``star_values()``, ``picture_cue_words()`` and ``vocabulary(lang)``,
  never by holding ``index`` itself: a test that needs other content replaces ``index``.
* **The validation** (``content_json()``, backing ``python3 -m engine content
  planete-ciel-espace --json``, and ``cards()``, ``characteristics()``, ``scoring()``,
  ``picture_cues()``, ``strings()``): every check raises ``ContentError`` naming the exact
  place that is wrong (``cards[12].text.fr: ...``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from engine.core.content import LANGUAGES, check_text, check_unique, load_json, require

GAME_ID = "planete-ciel-espace"
PACKAGE = "engine.planete_ciel_espace"
CARD_COUNT = 68
#: words of a card's explanatory text, counted like ``check_text`` (whitespace-separated)
TEXT_WORDS = {"fr": (45, 80), "en": (40, 90)}
ID_PATTERN = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
ROUND1_KEYS = ("shared_characteristic", "two_or_three_identical", "four_identical")


# --- the index: what the rules and the table read ---------------------------------------------
@dataclass(frozen=True)
class Card:
    """One card. The face shows the illustration and ``title``; the back shows the two
    characteristics (``pair``: the spatial scope, then the second one); ``text`` and
    ``seen_from`` are read aloud in round 2, once the card is played."""

    id: str
    pair: tuple[str, str]
    title: Mapping[str, str]
    text: Mapping[str, str]
    seen_from: Mapping[str, str]


@dataclass(frozen=True)
class Characteristic:
    """A pictogram of a card's back: its ``label`` is printed under it (those words never
    score on the card); ``scope``: it may be a card's first characteristic."""

    id: str
    label: Mapping[str, str]
    scope: bool


#: stars won by a round-1 alignment: shared characteristic, two or three identical, four identical
StarValues = tuple[int, int, int]


class ContentIndex:
    """The content, typed and indexed by id (built once by ``index()``)."""

    def __init__(self, cards: tuple[Card, ...], characteristics: tuple[Characteristic, ...],
                 cues: Mapping[str, Mapping[str, tuple[str, ...]]],
                 star_values: StarValues) -> None:
        #: the 68 cards in the order of ``cards.json`` (the order the deck is shuffled from)
        self.cards = cards
        #: the five characteristics, scopes first
        self.characteristics = characteristics
        #: per card and language, the words its picture and title suggest (``data/cues.json``)
        self.cues = cues
        self.star_values = star_values
        self.cards_by_id = {c.id: c for c in cards}
        self.characteristics_by_id = {c.id: c for c in characteristics}


def _card_from_json(data: Mapping[str, Any]) -> Card:
    first, second = data["characteristics"]
    return Card(data["id"], (first, second), dict(data["title"]), dict(data["text"]),
                dict(data["seen_from"]))


@cache
def index() -> ContentIndex:
    """The content index, loaded on first use (unchecked: the tests check the files)."""
    cards = tuple(_card_from_json(c) for c in load_json(PACKAGE, "data/cards.json")["cards"])
    chars = tuple(Characteristic(c["id"], dict(c["label"]), bool(c["scope"]))
                  for c in load_json(PACKAGE, "data/characteristics.json")["characteristics"])
    cues = {card_id: {lang: tuple(words) for lang, words in per.items()}
            for card_id, per in load_json(PACKAGE, "data/cues.json")["cues"].items()}
    round1 = load_json(PACKAGE, "data/scoring.json")["round1"]
    values = (round1["shared_characteristic"], round1["two_or_three_identical"],
              round1["four_identical"])
    return ContentIndex(cards, chars, cues, values)


def deck() -> tuple[Card, ...]:
    """The 68 cards, in file order."""
    return index().cards


def card(card_id: str) -> Card:
    """The card ``card_id`` (``KeyError`` for an unknown id)."""
    return index().cards_by_id[card_id]


def characteristic(char_id: str) -> Characteristic:
    """The characteristic ``char_id`` (``KeyError`` for an unknown id)."""
    return index().characteristics_by_id[char_id]


def characteristic_ids() -> tuple[str, ...]:
    """The five characteristic ids, scopes first."""
    return tuple(c.id for c in index().characteristics)


def star_values() -> StarValues:
    """Round-1 stars: (shared characteristic, two or three identical, four identical)."""
    return index().star_values


def picture_cue_words(card_id: str, lang: str) -> tuple[str, ...]:
    """The words card ``card_id``'s picture and title suggest, most obvious first (the bots'
    only source in round 2)."""
    return index().cues[card_id][lang]


@cache
def vocabulary(lang: str) -> tuple[str, ...]:
    """Every picture-cue word of ``lang``, sorted: the fixed suggestion menu of round 2
    (cross-game X2), the same on every card and for every seat."""
    words: set[str] = set()
    for per in index().cues.values():
        words.update(per[lang])
    return tuple(sorted(words))


# --- validation: what the CLI and the tests check ----------------------------------------------
def art_path(card_id: str) -> str:
    """The card's illustration, relative to the package: ``art/<id>.svg``."""
    return f"art/{card_id}.svg"


def art_files() -> set[str]:
    """Ids of the SVG files present in ``art/``. The illustrations are drawn by their own
    generator (tools/planete_ciel_espace_art) and tested in tests/planete_ciel_espace/test_art.py; here we
    only check that every card has one and every picture has a card."""
    from importlib import resources  # not at import time: a costly import, needed only here

    folder = resources.files(PACKAGE) / "art"
    if not folder.is_dir():
        return set()
    return {entry.name[:-4] for entry in folder.iterdir() if entry.name.endswith(".svg")}


def characteristics() -> list[dict[str, Any]]:
    data = load_json(PACKAGE, "data/characteristics.json")["characteristics"]
    where = "characteristics.json"
    require(isinstance(data, list) and len(data) == 5, where, "expected the five characteristics")
    check_unique(data, "id", where)
    for i, item in enumerate(data):
        check_text(item["label"], f"{where}[{i}].label", max_words=3)
        check_text(item["memo"], f"{where}[{i}].memo", min_words=20, max_words=80)
        require(isinstance(item["scope"], bool), f"{where}[{i}].scope", "expected true/false")
    scopes = [c["id"] for c in data if c["scope"]]
    require(scopes == ["atmosphere", "systeme-solaire", "univers"], where,
            f"the spatial scopes must be atmosphere, systeme-solaire, univers, not {scopes}")
    return data


def scoring() -> dict[str, Any]:
    data = load_json(PACKAGE, "data/scoring.json")
    round1 = data["round1"]
    require(set(round1) == set(ROUND1_KEYS), "scoring.json.round1", f"keys must be {ROUND1_KEYS}")
    values = [round1[k] for k in ROUND1_KEYS]
    require(all(isinstance(v, int) and v > 0 for v in values), "scoring.json.round1",
            "star values must be positive integers")
    require(values == sorted(set(values)), "scoring.json.round1",
            "a rarer alignment must win strictly more stars")
    require(data["round2"]["per_scoring_word"] == 1, "scoring.json.round2",
            "the booklet gives one star per scoring word")
    return data


def check_card(card: dict[str, Any], where: str, scopes: set[str], all_ids: set[str]) -> None:
    require(isinstance(card.get("id"), str) and bool(ID_PATTERN.match(card["id"])),
            f"{where}.id", "expected a short ascii slug")
    check_text(card.get("title"), f"{where}.title", max_words=7)
    pair: Any = card.get("characteristics")
    require(isinstance(pair, list) and len(pair) == 2, f"{where}.characteristics",
            "expected exactly two characteristics")
    require(pair[0] in scopes, f"{where}.characteristics[0]",
            f"{pair[0]!r} is not a spatial scope ({sorted(scopes)})")
    require(pair[1] in all_ids, f"{where}.characteristics[1]", f"unknown {pair[1]!r}")
    require(pair[0] != pair[1], f"{where}.characteristics", "the two must differ")
    check_text(card.get("text"), f"{where}.text")
    for lang in LANGUAGES:
        low, high = TEXT_WORDS[lang]
        check_text({"fr": card["text"][lang], "en": card["text"][lang]}, f"{where}.text.{lang}",
                   min_words=low, max_words=high)
    check_text(card.get("seen_from"), f"{where}.seen_from", max_words=14)
    require(isinstance(card.get("source"), str) and len(card["source"]) > 10,
            f"{where}.source", "every card names its source")


def cards() -> list[dict[str, Any]]:
    data = load_json(PACKAGE, "data/cards.json")["cards"]
    where = "cards.json"
    require(isinstance(data, list) and len(data) == CARD_COUNT, where,
            f"expected {CARD_COUNT} cards, found {len(data)}")
    chars = characteristics()
    scopes = {c["id"] for c in chars if c["scope"]}
    all_ids = {c["id"] for c in chars}
    for i, card in enumerate(data):
        check_card(card, f"{where}[{i}]", scopes, all_ids)
    check_unique(data, "id", where)
    pairs = {tuple(c["characteristics"]) for c in data}
    for first, second in pairs:
        require((second, first) not in pairs, where,
                f"both ({first}, {second}) and ({second}, {first}) exist: 'identical' would be ambiguous")
    drawn = art_files()
    ids = {c["id"] for c in data}
    require(not drawn - ids, "art/", f"illustrations without a card: {sorted(drawn - ids)}")
    require(not ids - drawn, "art/", f"cards without an illustration: {sorted(ids - drawn)}")
    return [{**card, "art": art_path(card["id"])} for card in data]


CUES_PER_CARD = (6, 15)


def picture_cues(card_ids: list[str]) -> dict[str, dict[str, list[str]]]:
    """``data/cues.json``: per card and language, 6–15 distinct single words a player could
    say from the picture and the title alone (the bots' round-2 words and the suggestion
    vocabulary); never function words."""
    data = load_json(PACKAGE, "data/cues.json")["cues"]
    where = "cues.json"
    require(isinstance(data, dict) and sorted(data) == sorted(card_ids), where,
            "one entry per card")
    from . import words  # the matcher's stopwords and tokens (it reads this module's index)

    low, high = CUES_PER_CARD
    for card_id, per in data.items():
        require(isinstance(per, dict) and set(per) == set(LANGUAGES), f"{where}.{card_id}",
                f"languages must be {list(LANGUAGES)}")
        for lang in LANGUAGES:
            cues = per[lang]
            place = f"{where}.{card_id}.{lang}"
            require(isinstance(cues, list) and low <= len(cues) <= high, place,
                    f"expected {low}–{high} words")
            require(len(set(cues)) == len(cues), place, "a word is listed twice")
            lng = words.language(lang)
            for word in cues:
                require(isinstance(word, str) and words.tokens(word, lang) == [word], place,
                        f"{word!r} is not one lower-case word")
                require(not lng.is_stopword(word), place, f"{word!r} is a function word")
    return data


def strings() -> dict[str, dict[str, str]]:
    data = load_json(PACKAGE, "data/strings.json")
    require(isinstance(data, dict), "strings", "expected an object")
    for key, value in data.items():
        require(key.startswith("pce."), f"strings.{key}", "keys start with 'pce.'")
        check_text(value, f"strings.{key}")
    return data


@lru_cache(maxsize=1)
def _content() -> dict[str, Any]:
    from . import words

    for lang in words.LANGUAGES:
        words.language(lang)  # validates the stopwords and the family table
    all_cards = cards()
    return {
        "game": GAME_ID,
        "cards": all_cards,
        "cues": picture_cues([c["id"] for c in all_cards]),
        "strings": strings(),
        "characteristics": characteristics(),
        "scoring": scoring(),
        "words": {
            "stopwords": load_json(PACKAGE, "data/stopwords.json"),
            "families": load_json(PACKAGE, "data/word_families.json"),
        },
    }


def content_json() -> dict[str, Any]:
    """The whole content as JSON-clean data, validated (a fresh copy on every call)."""
    import copy

    return copy.deepcopy(_content())
