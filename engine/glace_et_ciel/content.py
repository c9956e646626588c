"""The cards, objectives, score scale, texts and educational notes of La Glace et le Ciel.

Everything lives in ``data/*.json`` and is validated here on load, so a wrong count or a
missing translation fails loudly with a ``ContentError`` that names the exact place.
``content_json()`` is what ``python3 -m engine content glace-et-ciel --json`` prints.
"""

from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass
from typing import Any

from engine.core.content import check_text, check_unique, load_json, require

PACKAGE = "engine.glace_et_ciel"
ELEMENTS = ("air", "terre", "eau")
COLUMNS = ("W", "N", "E")
#: the six lines an objective can name: the three rows, then the three columns
LINES = ELEMENTS + COLUMNS
GENERATIONS = (1, 2, 3)
CARDS_PER_GENERATION = 12
#: CO2 molecules per generation, fixed by the booklet
CO2_PER_GENERATION = {1: 2, 2: 3, 3: 4}
RESULTS = ("lost", "narrow", "promising", "excellent", "perfect")


@dataclass(frozen=True)
class Card:
    """A Génération card (``generation`` 1–3) or a Début de partie card (``generation`` 0)."""

    id: str
    generation: int
    element: str
    value: int
    co2: bool = False
    ch4: bool = False

    @property
    def row(self) -> int:
        return ELEMENTS.index(self.element)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "element": self.element, "value": self.value,
                "generation": self.generation, "co2": self.co2, "ch4": self.ch4}


@dataclass(frozen=True)
class Deck:
    """All the cards of one box: the three starting cards with their cell, and the 36 others."""

    start: tuple[tuple[Card, int], ...]  # (card, column index)
    generations: tuple[tuple[Card, ...], ...]  # index 0 = generation 1

    @functools.cached_property
    def by_id(self) -> dict[str, Card]:
        cards = {card.id: card for card, _ in self.start}
        for generation in self.generations:
            cards.update({card.id: card for card in generation})
        return cards


def parse_deck(data: Any, *, booklet_molecules: bool = True) -> Deck:
    """Validate ``cards.json``-shaped data (also used to try other molecule layouts).

    ``booklet_molecules=False`` skips the molecule counts, for tests that place their own.
    """
    require(isinstance(data, dict), "cards", "expected an object")
    start = data.get("start")
    require(isinstance(start, list) and len(start) == 3, "cards.start", "three cards expected")
    start_cards = []
    for i, item in enumerate(start):
        where = f"cards.start[{i}]"
        require(item.get("element") in ELEMENTS, where, "unknown element")
        require(item.get("column") in COLUMNS, where, "unknown column")
        require(item.get("value") in (0, 1, 2, 3), where, "value must be 0–3")
        start_cards.append((Card(item["id"], 0, item["element"], item["value"]),
                            COLUMNS.index(item["column"])))
    require(sorted(c.element for c, _ in start_cards) == sorted(ELEMENTS), "cards.start",
            "one starting card per row")
    generations = data.get("generations")
    require(isinstance(generations, list) and len(generations) == 3, "cards.generations",
            "three generations expected")
    parsed = []
    for g, block in enumerate(generations, start=1):
        where = f"cards.generations[{g - 1}]"
        require(block.get("generation") == g, where, f"generation {g} expected here")
        items = block.get("cards")
        require(isinstance(items, list) and len(items) == CARDS_PER_GENERATION, where,
                "12 cards expected")
        cards = tuple(Card(c["id"], g, c["element"], c["value"], bool(c["co2"]), bool(c["ch4"]))
                      for c in items)
        require(Counter((c.element, c.value) for c in cards)
                == Counter((e, v) for e in ELEMENTS for v in range(4)), where,
                "each element needs exactly the values 0, 1, 2 and 3")
        if booklet_molecules:
            require(sum(c.co2 for c in cards) == CO2_PER_GENERATION[g], where,
                    f"{CO2_PER_GENERATION[g]} CO2 molecules expected")
            require(sum(c.ch4 for c in cards) == 1, where, "one CH4 molecule expected")
        require(not any(c.co2 and c.ch4 for c in cards), where, "a card carries one molecule")
        parsed.append(cards)
    all_ids = [c.id for c, _ in start_cards] + [c.id for cards in parsed for c in cards]
    require(len(set(all_ids)) == len(all_ids), "cards", "card ids must be unique")
    return Deck(tuple(start_cards), tuple(parsed))


@functools.cache
def deck() -> Deck:
    return parse_deck(load_json(PACKAGE, "data/cards.json"))


@functools.cache
def objectives() -> dict[str, Any]:
    data = load_json(PACKAGE, "data/objectives.json")
    require([r["id"] for r in data["reperes"]] == list(LINES), "objectives.reperes",
            "the six repères Air, Terre, Eau, W, N, E expected")
    require(sorted(data["biosphere"]) == [3, 4, 4, 5, 5, 6], "objectives.biosphere",
            "biosphère values 3, 4, 4, 5, 5, 6 expected")
    require(data["glace"] == [3, 2, 1, 0], "objectives.glace", "Glace 3, 2, 1, 0 expected")
    return data


#: one band of a result scale: (result name, lowest score, highest score)
Band = tuple[str, int, int]


@functools.cache
def scales() -> dict[str, dict[int, tuple[Band, ...]]]:
    """Every result scale, by id then player count: ``{"glace_ciel": {2: (("narrow", 1, 5),
    ...)}}``; below 1 is lost. ``glace_ciel`` is the booklet's (score = Glace × Ciel),
    ``ciel`` is Poussin's (score = the Ciel alone)."""
    data = load_json(PACKAGE, "data/scale.json")
    out: dict[str, dict[int, tuple[Band, ...]]] = {}
    for scale_id, block in data["scales"].items():
        out[scale_id] = {}
        for players, bands in block["by_players"].items():
            where = f"scale.scales.{scale_id}.by_players.{players}"
            low = 1
            for name, first, last in bands:
                require(name in RESULTS and first == low and last >= first, where,
                        f"bands must follow each other from 1 ({name})")
                low = last + 1
            require(low - 1 == block["perfect_per_player"] * int(players), where,
                    "the last band is the perfect score")
            require([b[0] for b in bands] == list(RESULTS[1:]), where,
                    "one band per result, in order")
            out[scale_id][int(players)] = tuple((n, f, la) for n, f, la in bands)
    require(set(out.get("glace_ciel", {})) == {2, 3, 4}, "scale.scales.glace_ciel",
            "bands for 2, 3 and 4 players expected")
    return out


@functools.cache
def scale_by_variant() -> dict[str, str]:
    """Which scale names the result of each variant (``poussin`` → ``ciel``)."""
    data = load_json(PACKAGE, "data/scale.json")["by_variant"]
    for variant, scale_id in data.items():
        require(scale_id in scales(), f"scale.by_variant.{variant}", "unknown scale")
    return dict(data)


def scale(scale_id: str = "glace_ciel") -> dict[int, tuple[Band, ...]]:
    """The bands of one scale by player count (the booklet's by default)."""
    return scales()[scale_id]


def result_row(players: int, score: int, scale_id: str = "glace_ciel") -> int | None:
    """Index of the band ``score`` falls in (``None`` below 1: lost)."""
    for row, (_, first, last) in enumerate(scale(scale_id)[players]):
        if first <= score <= last:
            return row
    return None


def result_name(players: int, score: int, scale_id: str = "glace_ciel") -> str:
    """The name for ``score`` at ``players`` players on a scale ("lost" below 1)."""
    row = result_row(players, score, scale_id)
    return "lost" if row is None else scale(scale_id)[players][row][0]


@functools.cache
def strings() -> dict[str, dict[str, str]]:
    data = load_json(PACKAGE, "data/strings.json")
    for key, text in data.items():
        require(key.startswith("glace."), f"strings.{key}", "keys start with 'glace.'")
        check_text(text, f"strings.{key}")
    return data


@functools.cache
def notes() -> list[dict[str, Any]]:
    data = load_json(PACKAGE, "data/notes.json")
    require(isinstance(data, list) and len(data) > 0, "notes", "a list of notes expected")
    check_unique(data, "id", "notes")
    for i, note in enumerate(data):
        check_text(note["title"], f"notes[{i}].title", max_words=12)
        check_text(note["text"], f"notes[{i}].text", min_words=40, max_words=220)
        require(bool(note.get("sources")), f"notes[{i}].sources", "facts need a source")
    return data


def content_json() -> dict[str, Any]:
    """The whole content, validated and JSON-clean."""
    d = deck()
    return {
        "game": "glace-et-ciel",
        "start_cards": [{**card.to_json(), "column": COLUMNS[col]} for card, col in d.start],
        "generation_cards": [[c.to_json() for c in cards] for cards in d.generations],
        "objectives": objectives(),
        "scale": {str(n): [list(b) for b in bands] for n, bands in scale().items()},
        "scales": {scale_id: {str(n): [list(b) for b in bands] for n, bands in by_n.items()}
                   for scale_id, by_n in scales().items()},
        "scale_by_variant": scale_by_variant(),
        "notes": notes(),
        "strings": strings(),
    }
