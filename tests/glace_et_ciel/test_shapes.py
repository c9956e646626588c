"""What crosses to the UI: ids and whole numbers only, the variant's own result scale, the
recap of each variant, the closing announcements of a generation, and the module layout."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import pytest

from engine.core import Prng, seed_state
from engine.glace_et_ciel import content
from engine.glace_et_ciel.actions import Place
from engine.glace_et_ciel.rules import GAME
from engine.glace_et_ciel.state import VARIANTS, GlaceState

from .helpers import BOOKLET_BOARD, game_with_molecules, make_state, random_game

PACKAGE = Path(__file__).parents[2] / "engine" / "glace_et_ciel"
CARD_ID = re.compile(r"^(start-(air|terre|eau)|g[123]-(air|terre|eau)-[0-3])$")


def _strong_game(players: int, variant: str, seed: int) -> GlaceState:
    """The final state of a seeded game of strong bots."""
    state = GAME.setup(players, {"variant": variant}, seed)
    bot = GAME.make_bot("strong")
    rng = Prng(seed_state(seed))
    while not GAME.is_over(state):
        seat = GAME.current_players(state)[0]
        state = GAME.apply(state, seat, bot.choose(GAME.bot_view(state, seat, "strong"),
                                                   GAME.legal_actions(state, seat), rng))
    return state


def _no_float(value: Any, where: str) -> None:
    assert not isinstance(value, float), f"{where} is a float: {value!r}"
    if isinstance(value, dict):
        for k, v in value.items():
            _no_float(v, f"{where}.{k}")
    elif isinstance(value, list | tuple):
        for i, v in enumerate(value):
            _no_float(v, f"{where}[{i}]")


GAMES = [(players, variant, seed) for players in (2, 3, 4) for variant in VARIANTS
         for seed in (1, 2)]


@pytest.mark.parametrize(("players", "variant", "seed"), GAMES)
def test_events_views_and_outcomes_carry_ids_and_whole_numbers(players: int, variant: str,
                                                                 seed: int) -> None:
    states = random_game(players, variant, seed)
    final = states[-1]
    strings = content.strings()
    for event in final.log:
        assert event.key in strings and event.seats is None, event
        for name, value in event.args.items():
            if name.endswith("_key"):
                assert value in strings, (event.key, name, value)
            elif isinstance(value, str):
                assert CARD_ID.match(value), (event.key, name, value)  # a card id, no text
            else:
                assert value is None or type(value) in (int, bool), (event.key, name, value)
    outcome = GAME.outcome(final)
    assert outcome is not None and type(outcome.score) is int
    _no_float(outcome.to_json(), "outcome")
    for state in (states[0], states[len(states) // 2], final):
        for seat in (None, *range(players)):
            _no_float(GAME.view(state, seat), f"view[{seat}]")
    assert GAME.view(final, None)["result"]["score"] == outcome.score


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_result_names_a_row_of_the_variants_own_scale(variant: str) -> None:
    named = 0
    finals = [random_game(players, variant, seed)[-1] for players in (2, 3, 4)
              for seed in range(3)]
    finals.append(_strong_game(2, variant, 1))  # random play ends below the scale in some variants
    for final in finals:
        players = final.players
        outcome = GAME.outcome(final)
        view = GAME.view(final, None)
        assert outcome is not None
        scale_id = "ciel" if variant == "poussin" else "glace_ciel"
        assert view["scale_id"] == outcome.result_args["scale_id"] == scale_id
        row = outcome.result_args["scale_row"]
        assert view["result"]["scale_row"] == row
        if row is None:
            assert outcome.result_key in ("glace.result.lost", "glace.result.melted")
            assert outcome.score is not None and outcome.score < 1
        else:
            band = view["scale"][row]
            assert band["result_key"] == outcome.result_key
            assert band["min"] <= outcome.score <= band["max"]
            named += 1
        top = 3 * players if variant == "poussin" else 9 * players
        assert view["scale"][-1] == {"result_key": "glace.result.perfect", "min": top,
                                     "max": top}
    assert named, "every game ended below the scale: no row was named"


def test_poussin_scale_counts_the_ciel_alone() -> None:
    """The issue's case: Poussin at 3 players, Ciel 3, is in the row "3 – 4" of its own scale
    (the booklet's table would put 3 in "1 – 8")."""
    assert content.scale("ciel")[3] == (("narrow", 1, 2), ("promising", 3, 4),
                                        ("excellent", 5, 8), ("perfect", 9, 9))
    for players in (2, 3, 4):
        for ciel in range(-3 * players, 3 * players + 1):
            # the same names as before: as if the Glace had stayed at 3
            assert content.result_name(players, ciel, "ciel") == content.result_name(
                players, 3 * ciel), (players, ciel)
    assert content.scale_by_variant() == {"standard": "glace_ciel", "expert": "glace_ciel",
                                          "jeunes": "glace_ciel", "poussin": "ciel"}


def test_the_recap_counts_only_what_the_variant_counts() -> None:
    keys = {}
    for variant in VARIANTS:
        final = random_game(3, variant, 4)[-1]
        recap = GAME.view(final, None)["recaps"][0]
        keys[variant] = set(recap)
        events = {e.key for e in final.log}
        assert ("glace.co2_visible" in events) == (variant != "poussin"), variant
        assert ("glace.ch4_visible" in events) == (variant == "expert"), variant
    common = {"generation", "objectives", "ciel"}
    assert keys["poussin"] == common
    assert keys["standard"] == keys["jeunes"] == common | {"co2_visible", "glace_flips",
                                                           "glace_after"}
    assert keys["expert"] == keys["standard"] | {"ch4_visible"}


def test_the_last_placements_announcements_are_public_events_and_in_the_view() -> None:
    # tops Air 1 3 0, Terre 3 1 2, Eau 3 0 1: seats 0 (Terre 6) and 1 (Eau 4) are achieved,
    # seat 2 (E 4) is not (E = 0 + 2 + 1 = 3); the generation's 12th card is Eau 2 on Eau E
    game = game_with_molecules(co2=set(), ch4=set())
    state = make_state(game, stacks=BOOKLET_BOARD, hands=[["g2-eau-2"], [], []],
                     objectives=[("terre", 6), ("eau", 4), ("E", 4)], placed=11)
    assert state.status_history[-1] == (True, True, False)
    after = game.apply(state, 0, Place("g2-eau-2", "eau", "E"))
    assert after.generation == 3 and after.placed == 0
    keys = [e.key for e in after.log]
    placed = keys.index("glace.placed")
    end = keys.index("glace.generation_end")
    closing = after.log[placed + 1:end]
    # Eau 3 + 0 + 2 = 5: seat 1 loses its goal; E 0 + 2 + 2 = 4: seat 2 reaches it
    assert [(e.key, e.args, e.seats) for e in closing] == [
        ("glace.announce.lost", {"seat": 1}, None),
        ("glace.announce.achieved", {"seat": 2}, None)]
    view = game.view(after, None)
    assert view["closing_announcements"] == [
        {"seat": 1, "kind": "lost", "key": "glace.announce.lost"},
        {"seat": 2, "kind": "achieved", "key": "glace.announce.achieved"}]
    # once the next generation's first card is laid, the banner has moved on
    seat = after.turn
    later = game.apply(after, seat, game.legal_actions(after, seat)[0])
    assert game.view(later, None)["closing_announcements"] == []
    assert game.view(state, None)["closing_announcements"] == []


def _imports(path: Path) -> set[str]:
    """Modules ``path`` imports at module level (relative ones as ``.name``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = set()
    for node in tree.body:
        if isinstance(node, ast.ImportFrom):
            out.add("." * node.level + (node.module or ""))
        elif isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
    return out


def test_rules_and_bots_do_not_import_each_other() -> None:
    bots = PACKAGE / "bots.py"
    everything = {("." * n.level + (n.module or "")) for n in ast.walk(
        ast.parse(bots.read_text(encoding="utf-8"))) if isinstance(n, ast.ImportFrom)}
    assert ".rules" not in everything and "engine.glace_et_ciel.rules" not in everything
    # the rules never import the bots: the core finds them through bots.BOTS (make_bot)
    assert not {".bots", "engine.glace_et_ciel.bots"} & _imports(PACKAGE / "rules.py")
    assert GAME.make_bot("strong").__class__.__module__ == "engine.glace_et_ciel.bots"
