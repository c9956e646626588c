"""Content of La Glace et le Ciel: counts from the booklet, texts, spelling, string keys."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from engine.core import Match, Prng, SeatSpec, seed_state
from engine.core.content import iter_texts
from engine.core.errors import ContentError
from engine.core.registry import get_game, load_content
from engine.glace_et_ciel import content
from engine.glace_et_ciel.content import parse_deck
from engine.glace_et_ciel.rules import GAME
from engine.glace_et_ciel.state import VARIANTS
from tests.support.spelling import misspelled

HERE = Path(__file__).parent
PLACEHOLDER = re.compile(r"\{([a-z_]+)(?::[^{}]*)?\}")  # "{seat:de}" (d'Inès), "{n:point|points}": the argument


def _words(lang: str) -> list[str]:
    path = HERE / f"wordlist-{lang}.txt"
    return [w.strip() for w in path.read_text(encoding="utf-8").splitlines() if w.strip()]


def test_registry_sees_the_game_and_its_content() -> None:
    assert get_game("glace-et-ciel") is GAME
    data = load_content("glace-et-ciel")
    assert len(data["generation_cards"]) == 3 and len(data["start_cards"]) == 3


def test_generation_cards_follow_the_booklet() -> None:
    deck = content.deck()
    assert sum(len(g) for g in deck.generations) == 36
    for number, cards in enumerate(deck.generations, start=1):
        assert Counter(c.element for c in cards) == {"air": 4, "terre": 4, "eau": 4}
        for element in ("air", "terre", "eau"):
            assert sorted(c.value for c in cards if c.element == element) == [0, 1, 2, 3]
        assert sum(c.co2 for c in cards) == {1: 2, 2: 3, 3: 4}[number]
        assert sum(c.ch4 for c in cards) == 1
        assert all(c.generation == number for c in cards)


def test_start_cards_on_the_diagonal_with_value_0() -> None:
    start = content.deck().start
    assert [(c.element, c.value, col) for c, col in start] == [
        ("air", 0, 0), ("terre", 0, 1), ("eau", 0, 2)]
    assert not any(c.co2 or c.ch4 for c, _ in start)


def test_objectives_glace_and_scale() -> None:
    data = content.objectives()
    assert [r["id"] for r in data["reperes"]] == ["air", "terre", "eau", "W", "N", "E"]
    assert sorted(data["biosphere"]) == [3, 4, 4, 5, 5, 6]
    assert data["glace"] == [3, 2, 1, 0]
    assert {n: bands[-1] for n, bands in content.scale().items()} == {
        2: ("perfect", 18, 18), 3: ("perfect", 27, 27), 4: ("perfect", 36, 36)}


def test_bad_decks_are_refused_precisely() -> None:
    good = load_content("glace-et-ciel")
    raw = {"start": [dict(c) for c in good["start_cards"]],
           "generations": [{"generation": g + 1, "cards": [dict(c) for c in cards]}
                           for g, cards in enumerate(good["generation_cards"])]}
    parse_deck(raw)
    raw["generations"][0]["cards"][0]["co2"] = not raw["generations"][0]["cards"][0]["co2"]
    with pytest.raises(ContentError, match=r"generations\[0\].*CO2"):
        parse_deck(raw)
    parse_deck(raw, booklet_molecules=False)
    raw["generations"][1]["cards"][0]["value"] = 3
    with pytest.raises(ContentError, match="values 0, 1, 2 and 3"):
        parse_deck(raw, booklet_molecules=False)


def test_notes_carry_sources_and_both_languages() -> None:
    notes = {n["id"]: n for n in content.notes()}
    assert {"co2", "ch4"} <= set(notes)
    for note in notes.values():
        assert note["sources"]
        assert "CO₂" in note["text"]["fr"] or "CH₄" in note["text"]["fr"]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_spelling_of_every_text(lang: str) -> None:
    data = {"strings": content.strings(),
            "notes": [{"title": n["title"], "text": n["text"]} for n in content.notes()]}
    texts = [PLACEHOLDER.sub(" ", text) for _, tl, text in iter_texts(data) if tl == lang]
    assert len(texts) > 60
    assert misspelled(texts, lang, _words(lang)) == []


def test_every_key_the_engine_uses_has_a_translation() -> None:
    strings = content.strings()
    used: set[str] = set()
    for variant in VARIANTS:
        for seed in range(4):
            match = Match(GAME, [SeatSpec("bot", level="random")] * 3, {"variant": variant}, seed)
            rng = Prng(seed_state(seed))
            while not GAME.is_over(match.state):
                seat = GAME.current_players(match.state)[0]
                match.play(seat, rng.choice(GAME.legal_actions(match.state, seat)))
            for event in match.state.log:
                used.add(event.key)
                if event.key in strings:
                    wanted = set(PLACEHOLDER.findall(strings[event.key]["fr"]))
                    assert wanted <= set(event.args), (event.key, event.args)
                used.update(v for k, v in event.args.items() if k.endswith("_key") and v)
            outcome = GAME.outcome(match.state)
            assert outcome is not None
            used.add(outcome.result_key)
    used.update(f"glace.result.{name}" for name in (*content.RESULTS, "melted"))
    used.update(f"glace.variant.{v}" for v in VARIANTS)
    used.update(f"glace.scale.{scale_id}" for scale_id in content.scales())
    used.update(f"glace.illegal.{k}" for k in ("not_an_action", "not_in_hand", "no_such_cell",
                                               "wrong_row", "row_not_full"))
    used.update(spec.label_key for spec in GAME.options)
    used.update(f"glace.repere.{r}" for r in content.LINES)
    missing = sorted(k for k in used if k not in strings)
    assert missing == []
    for key in ("glace.placed", "glace.announce.achieved", "glace.generation_start"):
        assert key in used
    # both languages use the same placeholders
    for key, text in strings.items():
        assert sorted(set(PLACEHOLDER.findall(text["fr"]))) == sorted(
            set(PLACEHOLDER.findall(text["en"]))), key
