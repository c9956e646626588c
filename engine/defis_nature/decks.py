"""The deck builder's rules and the text form of custom decks.

A custom deck is 34 Défis cards (18 green, 8 yellow, 6 orange, 2 red) and 5 power cards with
at most one Protect (booklet, « Construisez votre deck »). ``validate_deck`` lists what is
wrong as translation keys, so the deck builder screen can show every problem at once.

Game options may only be text, numbers or booleans, so a table that plays with custom decks
passes them in the ``custom_decks`` option as text::

    "<deck of seat 1>;<deck of seat 2>;..."   with each deck  "card,card,...|power,power,..."

An empty entry (or a missing one) means "this seat plays its starter deck". ``deck_code``
writes a deck in that form and ``parse_deck_code`` reads it back.

The deck workshop takes every rule from here, never from its own copy: ``DECK_SIZE``,
``DECK_COLOURS`` (with ``COLOURS``, least threatened first), ``POWER_DECK_SIZE``,
``MAX_PROTECT``, ``deck_rules()`` (all of them as JSON), ``validate_deck`` (the problems as
keys) and ``deck_summary`` (every count the screen shows, with what is wanted and whether
each part is right).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.errors import ContentError

from .content import (
    CATEGORIES,
    COLOURS,
    DECK_COLOURS,
    DECK_SIZE,
    POWER_KINDS,
    Catalogue,
    colour_counts,
)

#: power cards in a deck (booklet: « 5 cartes Pouvoir »), also the 5 each seat is dealt
POWER_DECK_SIZE = 5
#: at most one Protect card in a custom deck (booklet: « 0 ou 1 Protect »)
MAX_PROTECT = 1
SEAT_SEPARATOR = ";"
PART_SEPARATOR = "|"
ID_SEPARATOR = ","


@dataclass(frozen=True)
class CustomDeck:
    cards: tuple[str, ...]
    power_cards: tuple[str, ...]

    def to_json(self) -> dict[str, list[str]]:
        return {"cards": list(self.cards), "power_cards": list(self.power_cards)}


def as_deck(deck: CustomDeck | Mapping[str, Any]) -> CustomDeck:
    """Accept the dataclass or its JSON form ``{"cards": [...], "power_cards": [...]}``."""
    if isinstance(deck, CustomDeck):
        return deck
    cards = deck.get("cards", [])
    powers = deck.get("power_cards", [])
    return CustomDeck(tuple(str(c) for c in cards), tuple(str(p) for p in powers))


def validate_deck(deck: CustomDeck | Mapping[str, Any], catalogue: Catalogue | None = None) -> list[str]:
    """Every rule the deck breaks, as ``defis.deck.*`` keys (empty list: the deck is valid)."""
    from .content import catalogue as packaged

    cat = catalogue or packaged()
    d = as_deck(deck)
    problems: list[str] = []
    if len(d.cards) != DECK_SIZE:
        problems.append("defis.deck.card_count")
    if any(c not in cat.species for c in d.cards):
        problems.append("defis.deck.unknown_card")
    if len(set(d.cards)) != len(d.cards):
        problems.append("defis.deck.duplicate_card")
    counts = colour_counts(list(d.cards), cat.species)
    for colour, wanted in DECK_COLOURS.items():
        if counts[colour] != wanted:
            problems.append(f"defis.deck.colour_{colour}")
    if len(d.power_cards) != POWER_DECK_SIZE:
        problems.append("defis.deck.power_count")
    if any(p not in cat.power_cards for p in d.power_cards):
        problems.append("defis.deck.unknown_power")
    if any(p in cat.power_cards and cat.power_cards[p].retired for p in d.power_cards):
        problems.append("defis.deck.retired_power")
    if len(set(d.power_cards)) != len(d.power_cards):
        problems.append("defis.deck.duplicate_power")
    protects = sum(1 for p in d.power_cards
                   if p in cat.power_cards and cat.power_cards[p].kind == "protect")
    if protects > MAX_PROTECT:
        problems.append("defis.deck.too_many_protect")
    return problems


#: the problems that concern the power cards (the workshop marks that part of the deck)
POWER_PROBLEMS = frozenset({"defis.deck.power_count", "defis.deck.unknown_power",
                            "defis.deck.duplicate_power", "defis.deck.retired_power",
                            "defis.deck.too_many_protect"})


def deck_rules() -> dict[str, Any]:
    """The deck-building rules as JSON, for the workshop's texts and counters."""
    return {
        "cards": DECK_SIZE,
        "colours": [{"colour": c, "wanted": DECK_COLOURS[c]} for c in COLOURS],
        "power_cards": POWER_DECK_SIZE,
        "max_protect": MAX_PROTECT,
    }


def deck_summary(deck: CustomDeck | Mapping[str, Any], catalogue: Catalogue | None = None
                 ) -> dict[str, Any]:
    """What the deck workshop shows while a deck is being made: cards per colour (with the
    counts wanted and whether each is right), per animal category, power cards per kind,
    the Protect count, and the problems (``validate_deck``); ``ok`` when there are none."""
    from .content import catalogue as packaged

    cat = catalogue or packaged()
    d = as_deck(deck)
    known = [c for c in d.cards if c in cat.species]
    powers = [cat.power_cards[p] for p in d.power_cards if p in cat.power_cards]
    colours = colour_counts(known, cat.species)
    protects = sum(1 for p in powers if p.kind == "protect")
    problems = validate_deck(d, cat)
    return {
        "cards": len(d.cards),
        "cards_wanted": DECK_SIZE,
        "colours": dict(colours),
        "colours_wanted": dict(DECK_COLOURS),
        "colours_ok": {c: colours[c] == DECK_COLOURS[c] for c in COLOURS},
        "categories": {k: sum(1 for c in known if cat.species[c].category == k)
                       for k in CATEGORIES},
        "power_cards": len(d.power_cards),
        "power_cards_wanted": POWER_DECK_SIZE,
        "power_kinds": {k: sum(1 for p in powers if p.kind == k) for k in POWER_KINDS},
        "protects": protects,
        "max_protect": MAX_PROTECT,
        "powers_ok": not set(problems) & POWER_PROBLEMS,
        "problems": problems,
        "ok": not problems,
    }


def deck_code(deck: CustomDeck | Mapping[str, Any]) -> str:
    d = as_deck(deck)
    return ID_SEPARATOR.join(d.cards) + PART_SEPARATOR + ID_SEPARATOR.join(d.power_cards)


def parse_deck_code(code: str) -> CustomDeck:
    """The inverse of ``deck_code`` (no validation: call ``validate_deck``)."""
    cards, _, powers = code.strip().partition(PART_SEPARATOR)
    return CustomDeck(tuple(c for c in cards.split(ID_SEPARATOR) if c),
                      tuple(p for p in powers.split(ID_SEPARATOR) if p))


def parse_custom_decks(text: str, seats: int) -> tuple[CustomDeck | None, ...]:
    """The ``custom_decks`` option: one entry per seat, ``None`` for the starter deck."""
    entries = text.split(SEAT_SEPARATOR) if text.strip() else []
    out: list[CustomDeck | None] = []
    for seat in range(seats):
        entry = entries[seat].strip() if seat < len(entries) else ""
        out.append(parse_deck_code(entry) if entry else None)
    return tuple(out)


def custom_decks_option(decks: list[CustomDeck | Mapping[str, Any] | None]) -> str:
    """Build the option text from one deck (or ``None``) per seat."""
    return SEAT_SEPARATOR.join("" if d is None else deck_code(d) for d in decks)


def custom_decks_problems(text: str, seats: int, catalogue: Catalogue) -> dict[int, list[str]]:
    """Problems of each custom deck in the option text, by seat (only seats with problems)."""
    out: dict[int, list[str]] = {}
    entries = text.split(SEAT_SEPARATOR) if text.strip() else []
    if len(entries) > seats:
        out[seats] = ["defis.deck.too_many_decks"]
    for seat, deck in enumerate(parse_custom_decks(text, seats)):
        if deck is not None:
            problems = validate_deck(deck, catalogue)
            if problems:
                out[seat] = problems
    return out


def starter_as_custom(catalogue: Catalogue, index: int) -> CustomDeck:
    """A starter deck with the first legal power cards: a handy valid example deck."""
    powers: list[str] = []
    protects = 0
    for pid in catalogue.power_order:  # the cards in the box (never a retired one)
        kind = catalogue.power_cards[pid].kind
        if kind == "protect":
            if protects >= MAX_PROTECT:
                continue
            protects += 1
        powers.append(pid)
        if len(powers) == POWER_DECK_SIZE:
            break
    return CustomDeck(catalogue.starter_decks[index].cards, tuple(powers))


__all__ = ["COLOURS", "DECK_COLOURS", "DECK_SIZE", "MAX_PROTECT", "POWER_DECK_SIZE",
           "POWER_PROBLEMS", "CustomDeck",
           "as_deck", "custom_decks_option", "custom_decks_problems", "deck_code", "deck_rules",
           "deck_summary", "parse_custom_decks", "parse_deck_code", "starter_as_custom",
           "validate_deck"]


def example_custom_deck(cat: Catalogue) -> CustomDeck:
    """A valid custom deck that mixes collection and starter cards (used by the conformance
    variants and the tests): the last cards of each colour in catalogue order, and one power
    card of each kind plus Actions."""
    wanted = dict(DECK_COLOURS)
    cards: list[str] = []
    for cid in reversed(cat.all_card_ids()):
        colour = cat.species[cid].colour
        if wanted[colour] > 0:
            wanted[colour] -= 1
            cards.append(cid)
    if any(wanted.values()):
        raise ContentError(f"not enough species to build a custom deck: missing {wanted}")
    powers: list[str] = []
    for kind in ("protect", "junior", "action"):
        for pid in cat.power_order:
            card = cat.power_cards[pid]
            if card.kind == kind and (kind == "action" or not any(
                    cat.power_cards[p].kind == kind for p in powers)):
                if kind == "action" and any(cat.power_cards[p].effect == card.effect for p in powers):
                    continue
                powers.append(pid)
            if len(powers) == 5:
                break
    return CustomDeck(tuple(cards), tuple(powers[:5]))
