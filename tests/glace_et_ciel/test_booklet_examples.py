"""The rule booklet's worked examples, replayed on the engine.

Seats: 0 = Luc, 1 = Claude, 2 = Francis. Generation 2 starts with Claude holding the
first-player card; the board is the end of a full generation 1 (see ``helpers.BOOKLET_BOARD``:
tops Air 1 3 0, Terre 3 1 2, Eau 3 0 1, so columns W 7, N 4, E 3).
"""

from __future__ import annotations

from engine.glace_et_ciel.actions import Place
from engine.glace_et_ciel.content import result_name
from engine.glace_et_ciel.deduction import possible_objectives
from engine.glace_et_ciel.rules import GAME
from engine.glace_et_ciel.state import Objective, Recap

from .helpers import BOOKLET_BOARD, game_with_molecules, make_state

LUC, CLAUDE, FRANCIS = 0, 1, 2


def _possible(state, seat):  # type: ignore[no-untyped-def]
    return {(c["repere"], c["biosphere"]): round(c["probability"], 3)
            for c in possible_objectives(GAME.view(state, seat), seat)}


def _booklet_start():  # type: ignore[no-untyped-def]
    return make_state(
        stacks=BOOKLET_BOARD,
        hands=[["g2-air-3", "g2-terre-2", "g2-terre-3", "g2-eau-3"],   # Luc
               ["g2-air-2", "g2-air-0", "g2-terre-0", "g2-eau-0"],     # Claude
               ["g2-eau-2", "g2-air-1", "g2-terre-1", "g2-eau-1"]],    # Francis
        objectives=[("eau", 4), ("air", 6), ("terre", 3)],
        generation=2, first_player=CLAUDE)


def test_setup_example_what_i_know_from_the_others() -> None:
    """"I see Air 6 (Claude) and Nord 4 (Francis): mine is neither Air nor Nord, nor 6."""
    state = make_state(stacks={"air/W": ["start-air"], "terre/N": ["start-terre"],
                             "eau/E": ["start-eau"]},
                     hands=[[], [], []], objectives=[("E", 5), ("air", 6), ("N", 4)],
                     generation=1)
    found = _possible(state, LUC)
    assert {r for r, _ in found} == {"terre", "eau", "W", "E"}
    assert {b for _, b in found} == {3, 4, 5}
    # one 4 is left against two 5s: a 5 is twice as likely as a 4 for each line
    weights = {(c["repere"], c["biosphere"]): c["weight"]
               for c in possible_objectives(GAME.view(state, LUC), LUC)}
    assert weights[("eau", 5)] == 2 * weights[("eau", 4)] == 2 * weights[("W", 3)]
    assert sum(found.values()) == 1.0 or abs(sum(found.values()) - 1) < 0.01


def test_claude_lays_air_2_and_deduces_air_6_or_east_5() -> None:
    state = _booklet_start()
    assert _possible(state, LUC) == {("eau", 4): 0.5, ("N", 4): 0.5}
    state = GAME.apply(state, CLAUDE, Place("g2-air-2", "air", "E"))
    assert state.log[-1].key == "glace.announce.achieved"
    assert state.log[-1].args == {"seat": CLAUDE}
    view = GAME.view(state, CLAUDE)
    assert view["announcements"] == [{"seat": CLAUDE, "kind": "achieved",
                                      "key": "glace.announce.achieved"}]
    # two Biosphère 5 cards are left against one 6: East 5 is twice as likely
    assert _possible(state, CLAUDE) == {("air", 6): 0.333, ("E", 5): 0.667}
    # Luc's objective stayed achieved while Air and East changed: nothing new for him
    assert _possible(state, LUC) == {("eau", 4): 0.5, ("N", 4): 0.5}


def test_francis_covers_eau_1_claude_deduces_air_6_luc_deduces_eau_4() -> None:
    state = GAME.apply(_booklet_start(), CLAUDE, Place("g2-air-2", "air", "E"))
    before = len(state.log)
    state = GAME.apply(state, FRANCIS, Place("g2-eau-2", "eau", "E"))
    assert [e.key for e in state.log[before + 1:]] == ["glace.announce.lost"]
    assert state.log[-1].args == {"seat": LUC}
    assert state.board[8][-2:] == ("g1-eau-1", "g2-eau-2"), "Eau 2 lies on Eau 1"
    assert _possible(state, CLAUDE) == {("air", 6): 1.0}
    assert _possible(state, LUC) == {("eau", 4): 1.0}


def test_end_of_game_example_scores_two() -> None:
    """Ciel −1, +2, then +1 − 1 + 1 = +1 in generation 3 with a visible CO2: Glace 1 × 2."""
    game = game_with_molecules(co2={"g3-eau-3"}, ch4=set())
    earlier = (Recap(1, (), (), 0, 0, 0, 3, -1), Recap(2, (), (), 1, 0, 1, 2, 2))
    state = make_state(game, stacks=BOOKLET_BOARD, hands=[["g3-eau-3"], [], []],
                     objectives=[("air", 4), ("terre", 5), ("E", 3)], generation=3,
                     placed=11, glace_flips=1, recaps=earlier)
    state = game.apply(state, 0, Place("g3-eau-3", "eau", "N"))
    outcome = game.outcome(state)
    assert state.over and outcome is not None
    last = state.recaps[-1]
    assert last.achieved == (True, False, True) and last.ciel == 1
    assert last.co2_visible == 1 and last.glace_after == 1
    assert outcome.score == 2 and outcome.won
    assert outcome.result_key == "glace.result.narrow"
    assert game.view(state, None)["ciel"] == [-1, 2, 1]
    assert game.view(state, None)["objectives"][1] == {"repere": "terre", "biosphere": 5}
    assert Objective("terre", 5) in last.objectives


def test_result_scale_every_boundary() -> None:
    table = {
        2: [(0, "lost"), (1, "narrow"), (5, "narrow"), (6, "promising"), (9, "promising"),
            (10, "excellent"), (17, "excellent"), (18, "perfect")],
        3: [(0, "lost"), (1, "narrow"), (8, "narrow"), (9, "promising"), (14, "promising"),
            (15, "excellent"), (26, "excellent"), (27, "perfect")],
        4: [(0, "lost"), (1, "narrow"), (11, "narrow"), (12, "promising"), (19, "promising"),
            (20, "excellent"), (35, "excellent"), (36, "perfect")],
    }
    for players, rows in table.items():
        assert result_name(players, -6) == "lost"
        for score, name in rows:
            assert result_name(players, score) == name, (players, score)
