"""The game's content: species (Défis cards), starter decks, power cards, bonus tokens, texts.

Species and decks are written by the data side of the project (``data/species.json``,
``data/decks.json``); power cards, tokens and strings are the rules side's. Everything is
loaded once, validated, and turned into small frozen records the rules work on. A
``Catalogue`` can also be built from other documents (the tests' fixture) with
``build_catalogue``.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal, cast, get_args

from engine.core.content import check_text, check_unique, load_json, require
from engine.core.errors import ContentError

PACKAGE = "engine.defis_nature"

#: the enumerations of the game (their JSON form is the plain string)
Battle = Literal["weight", "length", "longevity", "gestation"]
Category = Literal["mammiferes", "poissons", "reptiles", "oiseaux",
                   "mollusques", "arthropodes", "amphibiens", "autres"]
Colour = Literal["green", "yellow", "orange", "red"]
HalfSymbol = Literal["sun", "leaf", "paw", "snow"]
PowerKind = Literal["junior", "protect", "action"]
#: one effect per Action card (see README, "Power cards")
ActionEffect = Literal["multiply_self", "divide_others", "swap_highest", "force_smallest",
                       "win_ties", "bonus_points", "cancel_others", "double_points",
                       "red_list", "herd", "all_equal", "close_call"]
#: the ``bonus`` option: Biodiversité tokens "Trio gagnant", "Jetons triples", or none
Bonus = Literal["trio", "triple", "none"]
#: the ``deck`` option: each seat its deck, or the booklet's Option 2 (one common deck)
DeckMode = Literal["own", "shared"]

#: the four battles, in the order they are revealed (booklet: Poids, Longueur, Longévité,
#: Gestation ou Incubation), with the species field each one compares
BATTLES: tuple[Battle, ...] = get_args(Battle)
BONUS_CHOICES: tuple[Bonus, ...] = get_args(Bonus)
DECK_MODES: tuple[DeckMode, ...] = get_args(DeckMode)
BATTLE_FIELDS: dict[str, str] = {
    "weight": "weight_g",
    "length": "length_cm",
    "longevity": "longevity_years",
    "gestation": "gestation_days",
}
CATEGORIES: tuple[Category, ...] = get_args(Category)
#: colours from the least to the most threatened (the booklet's green, yellow, orange, red)
COLOURS: tuple[Colour, ...] = get_args(Colour)
IUCN_COLOURS: dict[str, Colour] = {
    "NE": "green", "DD": "green", "LC": "green", "NT": "green",
    "VU": "yellow", "EN": "orange", "CR": "red",
}
#: threat order red > orange > yellow > green, as an integer for comparisons
COLOUR_THREAT: dict[Colour, int] = {"green": 0, "yellow": 1, "orange": 2, "red": 3}
#: points per protected card (booklet: 2, 3, 4, 5)
COLOUR_POINTS: dict[Colour, int] = {"green": 2, "yellow": 3, "orange": 4, "red": 5}
#: cards of each colour in a 34-card deck (booklet's deck-building rule)
DECK_COLOURS: dict[Colour, int] = {"green": 18, "yellow": 8, "orange": 6, "red": 2}
DECK_SIZE = 34
HALF_DECK_SIZE = 17
HALF_SYMBOLS: tuple[HalfSymbol, ...] = get_args(HalfSymbol)
POWER_KINDS: tuple[PowerKind, ...] = get_args(PowerKind)
#: the Action effects the engine knows, and whether each takes an ``amount``
ACTION_EFFECTS: dict[ActionEffect, bool] = {
    "multiply_self": True,
    "divide_others": True,
    "swap_highest": False,
    "force_smallest": False,
    "win_ties": False,
    "bonus_points": True,
    "cancel_others": False,
    "double_points": False,
    "red_list": False,
    "herd": True,
    "all_equal": False,
    "close_call": True,
}
assert set(ACTION_EFFECTS) == set(get_args(ActionEffect))
#: characters reserved by the custom-deck option's text form (see decks.py)
_ID = re.compile(r"^[A-Za-z0-9_.\-]+$")


@dataclass(frozen=True)
class Species:
    """One Défis card. ``figures`` follow ``BATTLES``: grams, centimetres, years, days."""

    id: str
    name_fr: str
    name_en: str
    category: Category
    iucn: str
    colour: Colour
    threat: int
    points: int
    figures: tuple[float, float, float, float]
    totem: bool
    #: the French article of its name ("la", "le", "l'") and its noun's gender ("f", "m"), so
    #: sentences agree ("avec la Baleine bleue ... et la met")
    article_fr: str = ""
    gender: str = "m"


@dataclass(frozen=True)
class HalfDeck:
    symbol: HalfSymbol
    cards: tuple[str, ...]


@dataclass(frozen=True)
class StarterDeck:
    id: str
    name_fr: str
    name_en: str
    cards: tuple[str, ...]
    halves: tuple[HalfDeck, ...]


@dataclass(frozen=True)
class PowerCard:
    id: str
    kind: PowerKind
    effect: ActionEffect | Literal[""]  # "" unless kind == "action"
    amount: float
    name_fr: str
    name_en: str
    #: a card of an earlier version, no longer in the box: kept only so that a game saved
    #: with it can still be read and finished (never dealt, refused in custom decks)
    retired: bool = False


@dataclass(frozen=True)
class Token:
    id: str
    trio: Category
    triple: tuple[Category, Category, Category]


@dataclass(frozen=True)
class Catalogue:
    """Everything the rules and the bots read, validated."""

    species: Mapping[str, Species]
    starter_decks: tuple[StarterDeck, ...]
    collection: tuple[str, ...]
    power_cards: Mapping[str, PowerCard]  # every card, retired ones included
    power_order: tuple[str, ...]  # the cards in the box (the pile is dealt from these)
    tokens: tuple[Token, ...]

    @functools.cached_property
    def tokens_by_id(self) -> Mapping[str, Token]:
        """The Biodiversité tokens by id (the rules, the bots and the table look them up)."""
        return {t.id: t for t in self.tokens}

    def half_decks(self) -> tuple[HalfDeck, ...]:
        """The four half-decks in the booklet's seat order (☀, 🌿, 🐾, ❄)."""
        halves = [h for d in self.starter_decks for h in d.halves]
        return tuple(sorted(halves, key=lambda h: HALF_SYMBOLS.index(h.symbol)))

    def shared_deck(self) -> tuple[str, ...]:
        """Option 2's common deck: both starter decks without the shiny Totem cards."""
        cards = [c for d in self.starter_decks for c in d.cards]
        return tuple(c for c in cards if not self.species[c].totem)

    def all_card_ids(self) -> tuple[str, ...]:
        """Starter cards first, then the wider collection (the deck builder's choice)."""
        seen: dict[str, None] = {}
        for deck in self.starter_decks:
            for c in deck.cards:
                seen[c] = None
        for c in self.collection:
            seen[c] = None
        return tuple(seen)


def _number(value: Any, where: str) -> float:
    """A figure: a plain positive number, or an object carrying it under ``value``."""
    if isinstance(value, dict) and "value" in value:
        value = value["value"]
    require(isinstance(value, (int, float)) and not isinstance(value, bool), where, "not a number")
    require(value > 0, where, f"{value} is not positive")
    return float(value)


def parse_species(doc: Any) -> dict[str, Species]:
    require(isinstance(doc, dict) and isinstance(doc.get("species"), list), "species",
            "expected {'species': [...]}")
    items = doc["species"]
    check_unique(items, "id", "species")
    out: dict[str, Species] = {}
    for i, item in enumerate(items):
        where = f"species[{i}]"
        sid = item.get("id")
        require(isinstance(sid, str) and bool(_ID.match(sid)), f"{where}.id", f"bad id {sid!r}")
        check_text(item.get("name"), f"{where}.name")
        category = item.get("category")
        require(category in CATEGORIES, f"{where}.category", f"unknown category {category!r}")
        iucn = item.get("iucn")
        require(iucn in IUCN_COLOURS, f"{where}.iucn", f"unknown IUCN category {iucn!r}")
        colour = IUCN_COLOURS[iucn]
        require(item.get("gender", "m") in ("f", "m"), f"{where}.gender", "expected 'f' or 'm'")
        require(item.get("article", {}).get("fr", "le") in ("le", "la", "l'"), f"{where}.article",
                "expected le, la or l'")
        figures = tuple(_number(item.get(BATTLE_FIELDS[b]), f"{where}.{BATTLE_FIELDS[b]}")
                        for b in BATTLES)
        out[sid] = Species(
            id=sid, name_fr=item["name"]["fr"], name_en=item["name"]["en"],
            category=cast(Category, category),
            iucn=iucn, colour=colour, threat=COLOUR_THREAT[colour], points=COLOUR_POINTS[colour],
            figures=(figures[0], figures[1], figures[2], figures[3]),
            totem=bool(item.get("totem", False)),
            article_fr=str(item.get("article", {}).get("fr", "")),
            gender=str(item.get("gender", "m")),
        )
    return out


def colour_counts(cards: tuple[str, ...] | list[str], species: Mapping[str, Species]
                  ) -> dict[Colour, int]:
    counts = dict.fromkeys(DECK_COLOURS, 0)
    for c in cards:
        if c in species:
            counts[species[c].colour] += 1
    return counts


def parse_decks(doc: Any, species: Mapping[str, Species]) -> tuple[tuple[StarterDeck, ...], tuple[str, ...]]:
    require(isinstance(doc, dict), "decks", "expected an object")
    raw = doc.get("starter_decks")
    require(isinstance(raw, list) and len(raw) == 2, "decks.starter_decks", "expected 2 decks")
    decks: list[StarterDeck] = []
    symbols: list[str] = []
    for i, item in enumerate(raw):
        where = f"starter_decks[{i}]"
        check_text(item.get("name"), f"{where}.name")
        cards = item.get("cards")
        require(isinstance(cards, list) and len(cards) == DECK_SIZE, f"{where}.cards",
                f"expected {DECK_SIZE} cards")
        require(len(set(cards)) == DECK_SIZE, f"{where}.cards", "duplicate card")
        for c in cards:
            require(c in species, f"{where}.cards", f"unknown species {c!r}")
        require(colour_counts(cards, species) == DECK_COLOURS, f"{where}.cards",
                f"colours {colour_counts(cards, species)} != {DECK_COLOURS}")
        halves_raw = item.get("half_decks")
        require(isinstance(halves_raw, list) and len(halves_raw) == 2, f"{where}.half_decks",
                "expected 2 half-decks")
        halves = []
        for j, half in enumerate(halves_raw):
            hwhere = f"{where}.half_decks[{j}]"
            require(half.get("symbol") in HALF_SYMBOLS, f"{hwhere}.symbol", "unknown symbol")
            hcards = half.get("cards")
            require(isinstance(hcards, list) and len(hcards) == HALF_DECK_SIZE, f"{hwhere}.cards",
                    f"expected {HALF_DECK_SIZE} cards")
            symbols.append(half["symbol"])
            halves.append(HalfDeck(cast(HalfSymbol, half["symbol"]), tuple(hcards)))
        require(sorted(c for h in halves for c in h.cards) == sorted(cards), f"{where}.half_decks",
                "the two halves are not the deck")
        decks.append(StarterDeck(str(item.get("id")), item["name"]["fr"], item["name"]["en"],
                                 tuple(cards), tuple(halves)))
    require(sorted(symbols) == sorted(HALF_SYMBOLS), "decks.half_decks",
            f"symbols {symbols} are not each of {HALF_SYMBOLS} once")
    collection = doc.get("collection", [])
    require(isinstance(collection, list), "decks.collection", "expected a list")
    for c in collection:
        require(c in species, "decks.collection", f"unknown species {c!r}")
    return tuple(decks), tuple(collection)


def parse_power_cards(doc: Any) -> dict[str, PowerCard]:
    require(isinstance(doc, dict) and isinstance(doc.get("power_cards"), list), "power_cards",
            "expected {'power_cards': [...]}")
    items = doc["power_cards"]
    check_unique(items, "id", "power_cards")
    for kind in POWER_KINDS:
        check_text(doc.get("kinds", {}).get(kind, {}).get("text"), f"kinds.{kind}.text", min_words=5)
        check_text(doc.get("kinds", {}).get(kind, {}).get("name"), f"kinds.{kind}.name")
    for effect in ACTION_EFFECTS:
        check_text(doc.get("effects", {}).get(effect), f"effects.{effect}", min_words=5)
    out: dict[str, PowerCard] = {}
    for i, item in enumerate(items):
        where = f"power_cards[{i}]"
        pid = item.get("id")
        require(isinstance(pid, str) and bool(_ID.match(pid)), f"{where}.id", f"bad id {pid!r}")
        kind = item.get("kind")
        require(kind in POWER_KINDS, f"{where}.kind", f"unknown kind {kind!r}")
        check_text(item.get("name"), f"{where}.name")
        effect = item.get("effect", "")
        amount = 0.0
        if kind == "action":
            require(effect in ACTION_EFFECTS, f"{where}.effect", f"unknown effect {effect!r}")
            if ACTION_EFFECTS[effect]:
                amount = _number(item.get("amount"), f"{where}.amount")
        else:
            require(effect == "", f"{where}.effect", "only Action cards have an effect")
        retired = item.get("retired", False)
        require(isinstance(retired, bool), f"{where}.retired", "expected true or false")
        out[pid] = PowerCard(pid, cast(PowerKind, kind), cast(ActionEffect, effect), amount,
                             item["name"]["fr"], item["name"]["en"], retired)
    in_box = {pid: c for pid, c in out.items() if not c.retired}
    actions = [c.effect for c in in_box.values() if c.kind == "action"]
    # booklet: « Chaque carte a un effet différent »
    require(len(set(actions)) == len(actions), "power_cards",
            "two Action cards share an effect (each Action card has its own)")
    require(len(in_box) >= 20, "power_cards", "fewer than 20 power cards (4 players x 5)")
    require(sum(c.kind == "junior" for c in in_box.values()) >= 4, "power_cards",
            "fewer than 4 Junior cards")
    return out


def parse_tokens(doc: Any) -> tuple[Token, ...]:
    require(isinstance(doc, dict) and isinstance(doc.get("tokens"), list), "tokens", "expected list")
    items = doc["tokens"]
    check_unique(items, "id", "tokens")
    require(len(items) >= 3, "tokens", "the booklet draws 3 tokens")
    out = []
    for i, item in enumerate(items):
        where = f"tokens[{i}]"
        require(item.get("trio") in CATEGORIES, f"{where}.trio", "unknown category")
        triple = item.get("triple")
        require(isinstance(triple, list) and len(set(triple)) == 3
                and all(c in CATEGORIES for c in triple), f"{where}.triple",
                "expected 3 different categories")
        out.append(Token(item["id"], item["trio"], (triple[0], triple[1], triple[2])))  # checked
    require(len({t.trio for t in out}) == len(out), "tokens", "two tokens share a Trio category")
    return tuple(out)


def build_catalogue(species_doc: Any, decks_doc: Any, power_doc: Any | None = None,
                    tokens_doc: Any | None = None) -> Catalogue:
    """A validated catalogue; power cards and tokens default to the packaged ones."""
    species = parse_species(species_doc)
    decks, collection = parse_decks(decks_doc, species)
    powers = parse_power_cards(power_doc if power_doc is not None
                               else load_json(PACKAGE, "data/power_cards.json"))
    tokens = parse_tokens(tokens_doc if tokens_doc is not None
                          else load_json(PACKAGE, "data/bonus_tokens.json"))
    order = tuple(pid for pid, card in powers.items() if not card.retired)
    return Catalogue(species, decks, collection, powers, order, tokens)


@functools.cache
def catalogue() -> Catalogue:
    """The packaged catalogue (loaded on first use; raises ``ContentError`` if data is missing)."""
    return build_catalogue(load_json(PACKAGE, "data/species.json"),
                           load_json(PACKAGE, "data/decks.json"))


@functools.cache
def strings() -> dict[str, dict[str, str]]:
    data = load_json(PACKAGE, "data/strings.json")
    require(isinstance(data, dict), "strings", "expected an object")
    for key, value in data.items():
        require(key.startswith("defis."), f"strings.{key}", "keys start with 'defis.'")
        check_text(value, f"strings.{key}")
    return dict(data)


@functools.cache
def species_details() -> Mapping[str, Mapping[str, Any]]:
    """Each species' whole record by id, with what the rules do not need but a card shows
    (scientific name, gestation or incubation, comment): the table reads it."""
    doc = load_json(PACKAGE, "data/species.json")
    return {record["id"]: record for record in doc["species"]}


def content_json() -> dict[str, Any]:
    """Species, decks, power cards, tokens and strings, validated (``python3 -m engine content``)."""
    from .decks import deck_rules

    cat = catalogue()  # validates species and decks
    species_doc = load_json(PACKAGE, "data/species.json")
    decks_doc = load_json(PACKAGE, "data/decks.json")
    power_doc = load_json(PACKAGE, "data/power_cards.json")
    tokens_doc = load_json(PACKAGE, "data/bonus_tokens.json")
    texts = strings()
    for key in ("defis.battle." + b for b in BATTLES):
        if key not in texts:
            raise ContentError(f"strings: missing {key}")
    return {
        "species": species_doc["species"],
        "decks": decks_doc,
        "power_cards": power_doc,
        "bonus_tokens": tokens_doc,
        "battles": [{"id": b, "field": BATTLE_FIELDS[b]} for b in BATTLES],
        "colours": {c: {"threat": COLOUR_THREAT[c], "points": COLOUR_POINTS[c],
                        "deck_count": DECK_COLOURS[c]} for c in DECK_COLOURS},
        "iucn_colours": IUCN_COLOURS,
        "shared_deck_size": len(cat.shared_deck()),
        "deck_rules": deck_rules(),
        "strings": texts,
    }
