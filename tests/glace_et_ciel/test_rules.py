"""The rules of La Glace et le Ciel, one by one."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import IllegalAction, Prng, seed_state
from engine.glace_et_ciel.actions import Place
from engine.glace_et_ciel.board import line_sums
from engine.glace_et_ciel.content import LINES
from engine.glace_et_ciel.deduction import possible_objectives
from engine.glace_et_ciel.rules import GAME, GlaceEtCiel
from engine.glace_et_ciel.state import GlaceState

from .helpers import BOOKLET_BOARD, game_with_molecules, make_state, random_game


def _refusal(state: GlaceState, seat: int, action: Any) -> str:
    with pytest.raises(IllegalAction) as info:
        GAME.apply(state, seat, action)
    return info.value.key


# --- setup -------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_deal_and_objectives(players: int) -> None:
    state = GAME.setup(players, {"variant": "standard"}, 5)
    assert [len(h) for h in state.hands] == [12 // players] * players
    dealt = sorted(c for h in state.hands for c in h)
    assert dealt == sorted(c.id for c in GAME.deck.generations[0])
    assert len({o.repere for o in state.objectives}) == players
    assert all(o.biosphere in (3, 4, 5, 6) for o in state.objectives)
    assert state.generation == 1 and state.first_player == 0 and state.turn == 0
    # the three starting cards lie on the diagonal, value 0
    assert [state.board[i] for i in (0, 4, 8)] == [("start-air",), ("start-terre",),
                                                   ("start-eau",)]
    assert sum(bool(s) for s in state.board) == 3


# --- placing cards -----------------------------------------------------------------------
def test_a_card_goes_to_its_own_row_in_an_empty_cell_first() -> None:
    state = GAME.setup(3, {}, 1)
    seat = state.turn
    air = next(c for c in state.hands[seat] if GAME.deck.by_id[c].element == "air")
    legal = [a for a in GAME.legal_actions(state, seat) if a.card == air]
    assert {(a.row, a.column) for a in legal} == {("air", "N"), ("air", "E")}
    assert _refusal(state, seat, Place(air, "terre", "W")) == "glace.illegal.wrong_row"
    assert _refusal(state, seat, Place(air, "air", "W")) == "glace.illegal.row_not_full"
    other = next(c for c in state.hands[(seat + 1) % 3])
    assert _refusal(state, seat, Place(other, "air", "N")) == "glace.illegal.not_in_hand"
    assert _refusal(state, seat, Place(air, "air", "X")) == "glace.illegal.no_such_cell"
    assert _refusal(state, (seat + 1) % 3, Place(air, "air", "N")) == "illegal.not_your_turn"


def test_covering_allowed_once_the_row_is_full_and_cards_never_move() -> None:
    state = make_state(stacks={**BOOKLET_BOARD, "air/N": []},
                     hands=[["g2-air-2", "g2-eau-0"], [], []], objectives=[("air", 6)] * 3)
    cells = {(a.card, a.column) for a in GAME.legal_actions(state, 0)}
    assert cells == {("g2-air-2", "N"), ("g2-eau-0", "W"), ("g2-eau-0", "N"), ("g2-eau-0", "E")}
    state = GAME.apply(state, 0, Place("g2-eau-0", "eau", "W"))
    assert state.board[6] == ("g1-eau-3", "g2-eau-0")
    assert line_sums(state.board, GAME.deck)[LINES.index("eau")] == 0 + 0 + 1
    view = GAME.view(state, 1)
    stack = view["board"][2]["cells"][0]["stack"]
    assert [c["id"] for c in stack] == ["g1-eau-3", "g2-eau-0"], "the stack shows what lies under"


def test_announcements_after_every_placement_match_the_sums() -> None:
    announced = 0
    for variant in ("standard", "poussin"):
        states = random_game(3, variant, 11)
        for before, after in zip(states, states[1:], strict=False):
            if after.generation != before.generation or after.over:
                continue
            sums = line_sums(after.board, GAME.deck)
            new = [e for e in after.log[len(before.log):] if e.key.startswith("glace.announce")]
            expected = []
            for p, o in enumerate(after.objectives):
                was, now = before.status_history[-1][p], o.achieved(sums)
                if was != now:
                    key = "glace.announce.achieved" if now else "glace.announce.lost"
                    expected.append((key, p))
            assert [(e.key, e.args["seat"]) for e in new] == expected
            announced += bool(expected)
    assert announced, "no placement changed an objective: the test says nothing"


def test_start_of_generation_announces_objectives_already_achieved() -> None:
    seen_one = False
    for seed in range(30):
        for state in random_game(2, "standard", seed):
            if state.placed or state.over:
                continue
            sums = state.sums_history[0]
            achieved = [p for p, o in enumerate(state.objectives) if o.achieved(sums)]
            start = max(i for i, e in enumerate(state.log) if e.key == "glace.generation_start")
            told = [e.args["seat"] for e in state.log[start:]
                    if e.key == "glace.announce.already"]
            assert told == achieved
            seen_one = seen_one or bool(told)
            assert GAME.view(state, None)["announcements"] == [
                {"seat": p, "kind": "already", "key": "glace.announce.already"} for p in told]
    assert seen_one, "no generation started with an achieved objective: test says nothing"


# --- end of generation -------------------------------------------------------------------
def _last_card(game: GlaceEtCiel, variant: str, card: str, glace_flips: int = 0,
               generation: int = 2, column: str = "N") -> GlaceState:
    state = make_state(game, variant=variant, stacks=BOOKLET_BOARD, hands=[[card], [], []],
                     objectives=[("air", 4), ("terre", 6), ("W", 5)], placed=11,
                     glace_flips=glace_flips, generation=generation)
    return game.apply(state, 0, Place(card, game.deck.by_id[card].element, column))


def test_visible_co2_turns_glace_and_glace_0_loses() -> None:
    game = game_with_molecules(co2={"g2-air-3"}, ch4=set())
    state = _last_card(game, "standard", "g2-air-3")
    assert state.recaps[-1].co2_visible == 1 and state.glace_flips == 1
    assert not state.over and state.generation == 3
    assert game.view(state, 0)["glace"] == {"values": [3, 2, 1, 0], "flips": 1, "value": 2}
    lost = _last_card(game, "standard", "g2-air-3", glace_flips=2)
    outcome = game.outcome(lost)
    assert lost.over and outcome is not None
    assert outcome.result_key == "glace.result.melted" and not outcome.won and outcome.score == 0
    assert lost.log[-1].key == "glace.melted"
    # a covered CO2 does not count
    covered = game_with_molecules(co2={"g1-air-0"}, ch4=set())
    assert _last_card(covered, "standard", "g2-air-2", column="N").glace_flips == 1
    assert _last_card(covered, "standard", "g2-air-2", column="E").glace_flips == 0


def test_methane_counts_only_in_expert_mode() -> None:
    game = game_with_molecules(co2=set(), ch4={"g2-terre-3"})
    assert _last_card(game, "standard", "g2-terre-3").glace_flips == 0
    state = _last_card(game, "expert", "g2-terre-3")
    assert state.glace_flips == 1 and state.recaps[-1].ch4_visible == 1


def test_poussin_ignores_co2_and_scores_the_ciel_only() -> None:
    game = game_with_molecules(co2={"g3-air-3"}, ch4=set())
    state = _last_card(game, "poussin", "g3-air-3", generation=3)
    outcome = game.outcome(state)
    assert state.over and outcome is not None
    assert state.glace_flips == 0 and state.recaps[-1].co2_visible == 0
    assert game.view(state, 0)["glace"] is None
    # Air 1+3+0 = 4, Terre 6, W 1+3+3 = 7 ≠ 5: Ciel +1, nothing before; named as 3 × 1
    assert outcome.score == 1 and outcome.won
    assert outcome.result_key == "glace.result.narrow"


def test_first_player_passes_left_and_objectives_are_drawn_again() -> None:
    redrawn = 0
    for players in (2, 3, 4):
        states = random_game(players, "poussin", players)  # poussin: no melting on the way
        starts = [s for s in states if s.placed == 0 and not s.over]
        assert [s.generation for s in starts] == [1, 2, 3]
        redrawn += sum(a.objectives != b.objectives for a, b in zip(starts, starts[1:],
                                                                     strict=False))
        assert [s.first_player for s in starts] == [0, 1 % players, 2 % players]
        assert [s.turn for s in starts] == [s.first_player for s in starts]
        # the board stays from one generation to the next
        for a, b in zip(states, states[1:], strict=False):
            for before, after in zip(a.board, b.board, strict=True):
                assert after[:len(before)] == before
        # turn order is clockwise inside a generation
        for a, b in zip(states, states[1:], strict=False):
            if b.generation == a.generation and not b.over:
                assert b.turn == (a.turn + 1) % players
        final = states[-1]
        assert final.over and len(final.recaps) == 3
        assert [r.objectives for r in final.recaps] == [s.objectives for s in starts]
    assert redrawn >= 4, "objectives go back to their decks and are drawn again"


def test_score_is_glace_times_the_sum_of_the_ciel() -> None:
    for seed in range(6):
        final = random_game(3, "standard", seed)[-1]
        outcome = GAME.outcome(final)
        assert outcome is not None
        glace = (3, 2, 1, 0)[final.glace_flips]
        assert outcome.score == glace * sum(r.ciel for r in final.recaps)
        assert outcome.won == (outcome.score >= 1)
        for recap in final.recaps:
            assert recap.ciel == sum(1 if a else -1 for a in recap.achieved)


# --- information -------------------------------------------------------------------------
def test_views_hide_exactly_what_a_seat_may_not_know() -> None:
    state = GAME.setup(3, {"variant": "standard"}, 3)
    view = GAME.view(state, 1)
    assert view["objectives"][1] is None
    assert view["objectives"][0] == {"repere": state.objectives[0].repere,
                                     "biosphere": state.objectives[0].biosphere}
    assert view["hands"][0] is None and view["hands"][2] is None
    assert [c["id"] for c in view["hand"]] == list(state.hands[1])
    assert view["hand_sizes"] == [4, 4, 4]
    table = GAME.view(state, None)
    assert table["objectives"] == [None, None, None] and table["hand"] is None
    assert table["hands"] == [None, None, None]
    open_view = GAME.view(GAME.setup(3, {"variant": "jeunes"}, 3), 1)
    assert all(h is not None for h in open_view["hands"])
    assert open_view["objectives"][1] is None
    oracle = GAME.bot_view(state, 1, "oracle")
    assert oracle["objectives"][1] == {"repere": state.objectives[1].repere,
                                       "biosphere": state.objectives[1].biosphere}
    assert GAME.bot_view(state, 1, "strong")["objectives"][1] is None


def test_placements_bump_the_epoch_when_they_reveal_something() -> None:
    states = random_game(3, "standard", 2)
    for a, b in zip(states, states[1:], strict=False):
        assert b.epoch > a.epoch, "a hidden card was shown: no undo across it"
    kept = bumped = 0
    for seed in range(4):
        states = random_game(3, "jeunes", seed)
        for a, b in zip(states, states[1:], strict=False):
            if b.generation != a.generation or b.over:
                assert b.epoch > a.epoch
                continue
            narrowed = False
            for seat in range(3):
                def pairs(state: GlaceState, seat: int = seat) -> set[tuple[str, int]]:
                    return {(c["repere"], c["biosphere"])
                            for c in possible_objectives(GAME.view(state, seat), seat)}
                narrowed = narrowed or pairs(b) < pairs(a)
                assert pairs(b) <= pairs(a)
            assert (b.epoch > a.epoch) == narrowed
            kept += not narrowed
            bumped += narrowed
    assert kept and bumped, "both kinds of placement happen"


def test_sampled_states_keep_the_view_and_a_possible_objective() -> None:
    states = random_game(3, "standard", 8)
    for state in states[::5]:
        for seat in range(3):
            view = GAME.view(state, seat)
            possible = {(c["repere"], c["biosphere"]) for c in possible_objectives(view, seat)}
            for k in range(3):
                sampled = GAME.sample_state(view, seat, Prng(seed_state(k)))
                assert GAME.view(sampled, seat) == view
                own = sampled.objectives[seat]
                assert (own.repere, own.biosphere) in possible
