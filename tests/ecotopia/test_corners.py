"""Rules version 2: the corners issue #22 §4 found (D-ECO-18, D-ECO-19), one scenario each.

Each failed under rules version 1: a crossing that still removed a tree or placed a disc, a
Phase II skipped while usable tiles lay in the discard, a save's position at battery 0 in
Phase III that the engine accepted.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from engine.core import Match, Prng, SaveError, SeatSpec, seed_state
from engine.ecotopia.actions import (
    MoveTeam,
    MoveTruck,
    PickConstruction,
    PickLieu,
    RevealConstruction,
)
from engine.ecotopia.board import orthogonal, square_index
from engine.ecotopia.content import content_index
from engine.ecotopia.rules import GAME
from engine.ecotopia.state import EcoState

from .helpers import keys, make_state, put


def test_a_build_whose_red_steps_cross_leaves_the_trees_on_the_square() -> None:
    # the lieu's own value crosses the discs (p. 9 d): step f, which returns the trees to the
    # supply, is never reached ("la partie se termine immédiatement")
    state = make_state(phase="lieu", lieu_display=("B2",), lieu_pile=("F6",),
                  cons_display=("solar-1",), cons_pile=("mine-1",), blue=50, red=51)
    state = put(state, "trees", {"B2": 1})
    state = GAME.apply(state, 0, PickLieu("B2"))
    state = GAME.apply(state, 0, PickConstruction("solar-1"))
    assert state.phase == "over" and state.score == 50
    assert state.built[square_index("B2")] == "solar-1"
    assert state.trees[square_index("B2")] == 1
    assert "eco.reason.trees" not in json.dumps([e.args for e in state.log])


def test_a_build_that_does_not_cross_returns_the_trees() -> None:
    state = make_state(phase="lieu", lieu_display=("B2",), lieu_pile=("F6",),
                  cons_display=("solar-1",), cons_pile=("mine-1",), blue=10, red=80)
    state = put(state, "trees", {"B2": 2})
    state = GAME.apply(state, 0, PickLieu("B2"))
    state = GAME.apply(state, 0, PickConstruction("solar-1"))
    assert state.phase != "over" and state.trees[square_index("B2")] == 0


def _leaf_then_disc_move() -> tuple[str, str, str]:
    """A square to build on and a straight step from it to a square with an animal icon:
    (origin, destination, animal)."""
    index = content_index()
    for origin in index.cells:
        for to in orthogonal(origin):
            animal = index.animal[square_index(to)]
            if animal:
                return origin, to, animal
    raise AssertionError("no animal square on the board")


def test_a_leaf_that_crosses_places_no_disc() -> None:
    origin, to, animal = _leaf_then_disc_move()
    state = make_state(team=origin, blue=60, red=61)
    state = put(state, "built", {origin: "solar-1"})
    move = MoveTeam(to, origin, animal)
    assert move in GAME.legal_actions(state, 0)
    state = GAME.apply(state, 0, move)
    assert state.phase == "over" and state.score == 61  # the leaf's +1 met the red disc
    assert state.leaves[square_index(origin)]
    assert state.discs == ()  # the reptile (or any) disc is not put on the board
    assert state.blue == 61


def test_a_dam_pile_with_usable_tiles_in_the_discard_shuffles_them_in() -> None:
    # only a dry lieu left (C3), a pile of one dam, a solar plant and a mine in the discard:
    # the table shuffles the discard into the pile rather than skip Phase II (D-ECO-18)
    state = make_state(battery=1, lieu_display=("C3",), lieu_pile=(), cons_display=(),
                  cons_pile=("hydro-1",), cons_discard=("solar-1", "mine-1"))
    state = GAME.apply(state, 0, MoveTruck("A6"))
    assert state.turn == 1 and state.phase == "lieu"
    assert "eco.log.no_build" not in keys(state)
    state = GAME.apply(state, 1, PickLieu("C3"))
    assert GAME.legal_actions(state, 1) == [RevealConstruction()]
    state = GAME.apply(state, 1, RevealConstruction())
    assert "eco.log.cons_reshuffle" in keys(state) and state.cons_discard == ()
    assert state.built[square_index("C3")] in ("solar-1", "mine-1")
    assert "hydro-1" in state.cons_pile + state.cons_display


def _state_in_phase_three(seed: int = 3) -> EcoState:
    """A real position of a random game, in Phase III with battery to spend."""
    rng = Prng(seed_state(seed))
    state = GAME.setup(3, {"version": "normal"}, seed)
    while not (state.phase == "actions" and state.battery > 1):
        seat = GAME.current_players(state)[0]
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    return state


def test_a_position_in_phase_three_with_an_empty_battery_does_not_decode() -> None:
    state = _state_in_phase_three()
    assert GAME.decode_state(GAME.encode_state(state)) == state
    broken = GAME.encode_state(replace(state, battery=0))
    with pytest.raises(ValueError, match="empty battery"):
        GAME.decode_state(broken)
    # nor as a save's base (and its snapshot): the save cannot be read rather than play on
    record = Match(GAME, [SeatSpec("human")] * 3, {"version": "normal"}, 3,
                   base=replace(state, battery=0)).to_record()
    with pytest.raises(SaveError):
        Match.from_record(json.loads(json.dumps(record)))


@pytest.mark.parametrize(("field", "value", "reason"), [
    ("battery", -1, "battery"),
    ("battery", 11, "battery"),
    ("red", 101, "off the track"),
    ("cubes", (-1,) + (0,) * 35, "negative"),
    ("turn", 3, "no seat"),
])
def test_positions_breaking_an_invariant_do_not_decode(field: str, value: object,
                                                       reason: str) -> None:
    state = _state_in_phase_three()
    with pytest.raises(ValueError, match=reason):
        GAME.decode_state(GAME.encode_state(replace(state, **{field: value})))


def test_a_tile_in_two_places_does_not_decode() -> None:
    state = _state_in_phase_three()
    tile = next(t for t in state.built if t)
    with pytest.raises(ValueError, match="construction tile"):
        GAME.decode_state(GAME.encode_state(replace(state, cons_discard=(*state.cons_discard,
                                                                          tile))))
    cell = state.lieu_pile[0]
    with pytest.raises(ValueError, match="lieu tile"):
        GAME.decode_state(GAME.encode_state(replace(state, lieu_discard=(*state.lieu_discard,
                                                                          cell))))
