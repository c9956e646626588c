"""The deck builder's rules (validate_deck) and the custom decks' text form."""

from __future__ import annotations

from dataclasses import replace

from engine.defis_nature.decks import (
    CustomDeck,
    custom_decks_option,
    deck_code,
    example_custom_deck,
    parse_custom_decks,
    parse_deck_code,
    starter_as_custom,
    validate_deck,
)
from tests.defis_nature.helpers import rules_catalogue

CAT = rules_catalogue()


def _first_of(colour: str, exclude: tuple[str, ...]) -> str:
    return next(c for c in CAT.all_card_ids()
                if CAT.species[c].colour == colour and c not in exclude)


def test_starter_decks_and_example_are_valid() -> None:
    for i in range(len(CAT.starter_decks)):
        assert validate_deck(starter_as_custom(CAT, i), CAT) == []
    example = example_custom_deck(CAT)
    assert validate_deck(example, CAT) == []
    assert validate_deck(example.to_json(), CAT) == [], "the JSON form is accepted too"
    assert any(c in CAT.collection for c in example.cards), "the example uses the collection"


def test_card_count() -> None:
    deck = starter_as_custom(CAT, 0)
    problems = validate_deck(replace(deck, cards=deck.cards[:33]), CAT)
    assert "defis.deck.card_count" in problems


def test_colour_counts_are_exact() -> None:
    deck = starter_as_custom(CAT, 0)
    red = next(c for c in deck.cards if CAT.species[c].colour == "red")
    green = _first_of("green", deck.cards)
    swapped = tuple(green if c == red else c for c in deck.cards)
    problems = validate_deck(replace(deck, cards=swapped), CAT)
    assert problems == ["defis.deck.colour_green", "defis.deck.colour_red"]


def test_unknown_and_duplicate_cards() -> None:
    deck = starter_as_custom(CAT, 0)
    assert "defis.deck.unknown_card" in validate_deck(
        replace(deck, cards=(*deck.cards[:-1], "dragon")), CAT)
    assert "defis.deck.duplicate_card" in validate_deck(
        replace(deck, cards=(*deck.cards[:-1], deck.cards[0])), CAT)


def test_power_cards_five_with_at_most_one_protect() -> None:
    deck = starter_as_custom(CAT, 0)
    protects = [p for p in CAT.power_order if CAT.power_cards[p].kind == "protect"]
    others = [p for p in CAT.power_order if CAT.power_cards[p].kind != "protect"]
    one = CustomDeck(deck.cards, (protects[0], *others[:4]))
    none = CustomDeck(deck.cards, tuple(others[:5]))
    two = CustomDeck(deck.cards, (*protects[:2], *others[:3]))
    assert validate_deck(one, CAT) == []
    assert validate_deck(none, CAT) == []
    assert validate_deck(two, CAT) == ["defis.deck.too_many_protect"]
    assert validate_deck(CustomDeck(deck.cards, tuple(others[:4])), CAT) == ["defis.deck.power_count"]
    assert validate_deck(CustomDeck(deck.cards, tuple(others[:6])), CAT) == ["defis.deck.power_count"]
    assert "defis.deck.unknown_power" in validate_deck(
        CustomDeck(deck.cards, (*others[:4], "laser")), CAT)
    assert "defis.deck.duplicate_power" in validate_deck(
        CustomDeck(deck.cards, (*others[:4], others[0])), CAT)


def test_deck_code_round_trip_and_option_text() -> None:
    deck = example_custom_deck(CAT)
    assert parse_deck_code(deck_code(deck)) == deck
    text = custom_decks_option([None, deck, None])
    assert parse_custom_decks(text, 3) == (None, deck, None)
    assert parse_custom_decks("", 2) == (None, None)


def test_deck_summary_for_the_builder_screen() -> None:
    from engine.defis_nature.decks import deck_summary

    deck = example_custom_deck(CAT)
    summary = deck_summary(deck, CAT)
    assert summary["colours"] == summary["colours_wanted"] == {
        "green": 18, "yellow": 8, "orange": 6, "red": 2}
    assert sum(summary["categories"].values()) == 34
    assert summary["power_kinds"]["protect"] <= 1 and summary["power_cards"] == 5
    assert summary["problems"] == []
    half = deck_summary({"cards": list(deck.cards[:10]), "power_cards": []}, CAT)
    assert half["cards"] == 10 and "defis.deck.card_count" in half["problems"]


def test_deck_rules_live_in_the_engine() -> None:
    """The workshop reads every number from here (issue 11: no copy in the UI)."""
    from engine.defis_nature.decks import (
        COLOURS,
        DECK_COLOURS,
        DECK_SIZE,
        MAX_PROTECT,
        POWER_DECK_SIZE,
        deck_rules,
    )

    rules = deck_rules()
    assert rules == {"cards": 34, "colours": [{"colour": "green", "wanted": 18},
                                             {"colour": "yellow", "wanted": 8},
                                             {"colour": "orange", "wanted": 6},
                                             {"colour": "red", "wanted": 2}],
                     "power_cards": 5, "max_protect": 1}
    assert (DECK_SIZE, POWER_DECK_SIZE, MAX_PROTECT) == (34, 5, 1)
    assert COLOURS == ("green", "yellow", "orange", "red") and sum(DECK_COLOURS.values()) == 34


def test_deck_problem_texts_name_the_engine_numbers() -> None:
    """The ``defis.deck.*`` texts write the numbers out; they must be the engine's."""
    from engine.defis_nature.content import strings
    from engine.defis_nature.decks import DECK_COLOURS, DECK_SIZE, MAX_PROTECT, POWER_DECK_SIZE

    texts = strings()
    wanted = {"defis.deck.card_count": DECK_SIZE, "defis.deck.power_count": POWER_DECK_SIZE,
              **{f"defis.deck.colour_{c}": n for c, n in DECK_COLOURS.items()}}
    for key, n in wanted.items():
        for lang in ("fr", "en"):
            assert f" {n} " in texts[key][lang], (key, lang)
    words = {1: ("une", "one")}
    assert words[MAX_PROTECT][0] in texts["defis.deck.too_many_protect"]["fr"]
    assert words[MAX_PROTECT][1] in texts["defis.deck.too_many_protect"]["en"]


def test_deck_summary_says_what_is_right_and_wrong() -> None:
    from engine.defis_nature.decks import deck_summary

    deck = example_custom_deck(CAT)
    good = deck_summary(deck, CAT)
    assert good["ok"] and good["powers_ok"] and all(good["colours_ok"].values())
    assert good["cards_wanted"] == 34 and good["power_cards_wanted"] == 5
    assert good["max_protect"] == 1 and good["protects"] <= 1
    red = next(c for c in deck.cards if CAT.species[c].colour == "red")
    green = _first_of("green", deck.cards)
    protects = [p for p in CAT.power_order if CAT.power_cards[p].kind == "protect"]
    others = [p for p in CAT.power_order if CAT.power_cards[p].kind != "protect"]
    bad = deck_summary(CustomDeck(tuple(green if c == red else c for c in deck.cards),
                                  (*protects[:2], *others[:3])), CAT)
    assert not bad["ok"] and not bad["powers_ok"] and bad["protects"] == 2
    assert bad["colours_ok"] == {"green": False, "yellow": True, "orange": True, "red": False}


def test_retired_power_cards_are_refused_in_a_deck() -> None:
    deck = starter_as_custom(CAT, 0)
    retired = next(p for p, card in CAT.power_cards.items() if card.retired)
    assert retired not in CAT.power_order
    problems = validate_deck(replace(deck, power_cards=(*deck.power_cards[:4], retired)), CAT)
    assert problems == ["defis.deck.retired_power"]
