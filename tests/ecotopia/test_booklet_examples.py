"""The rule book's own examples, played through the engine."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core import Prng
from engine.ecotopia import track
from engine.ecotopia.actions import ActivateCoal, EndRecharge, MoveTeam, MoveTruck, PlantTree
from engine.ecotopia.board import CENTRE_SW
from engine.ecotopia.content import content_index
from engine.ecotopia.rules import GAME

from .helpers import keys, make_state, put, rng_where


def test_crossing_of_the_discs_red_moves_score_is_blue() -> None:
    # booklet p. 7: blue on 53, red on 54, red must move back 4: red lands on 50, crossing
    # blue; the game ends at once and the score is 53, the disc that did not move.
    state = make_state(blue=53, red=54, battery=3)
    state = put(state, "trees", {"B5": 4})
    state = replace(state, phase="lieu", lieu_display=("B5",), cons_display=("village-1",),
                    cons_pile=("mine-1",), lieu_pile=("E2",))
    state = GAME.apply(state, 0, GAME.legal_actions(state, 0)[0])  # PickLieu B5
    # B5 is worth 1, and 4 trees stand on it: red −1 → 53 meets blue: over at once
    state = GAME.apply(state, 0, GAME.legal_actions(state, 0)[0])
    assert GAME.is_over(state)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.score == 53 and outcome.cooperative
    assert outcome.result_key == "eco.result.balance"
    # no further step of the turn after the crossing (D-ECO-13): the trees were not counted
    assert keys(state).count("eco.log.red") == 1


def test_crossing_red_back_four_from_54() -> None:
    state = make_state(blue=53, red=54)
    state = track.red(state, 4, "lieu")
    assert GAME.is_over(state) and state.score == 53 and state.red == 50


def test_crossing_blue_moves_score_is_red() -> None:
    # blue catches red: the score is red's space
    state = make_state(blue=60, red=61, truck="A6", truck_load="canette", battery=2)
    state = GAME.apply(state, 0, MoveTruck(CENTRE_SW))
    assert GAME.is_over(state)
    assert GAME.outcome(state).score == 61  # type: ignore[union-attr]
    assert GAME.legal_actions(state, 0) == [] and GAME.current_players(state) == ()


def test_phase_one_example_geothermal_coal_and_wind() -> None:
    # booklet p. 8: geothermal (+1), coal with 4 cubes (a cube off, red −1, +1), wind rolled
    # sun (nothing): the battery ends on 2.
    sun_first = rng_where(lambda r: r.below(6) % 2 == 0)  # faces: sun, wind, sun, ...
    state = make_state(battery=1, rng=sun_first)
    state = put(state, "built", {"A1": "geothermal-start", "C1": "coal-1", "E1": "wind-1"})
    state = put(state, "cubes", {"C1": 4})
    state = GAME.apply(state, 0, MoveTruck("A6"))  # the last battery unit: the turn ends
    assert state.turn == 1 and state.phase == "recharge"
    assert state.red == 99 and state.battery == 1  # red −1 (phase I a), geothermal +1
    assert "eco.log.weather" in keys(state)
    assert GAME.legal_actions(state, 1) == [ActivateCoal("C1"), EndRecharge()]
    state = GAME.apply(state, 1, ActivateCoal("C1"))
    assert state.cubes[2] == 3 and state.red == 98 and state.battery == 2
    assert state.phase in ("lieu", "construction", "actions")


def test_recycling_example_can_from_a6() -> None:
    # booklet p. 12: the truck on A6 carries the can; one battery unit moves it into the
    # adjacent centre and the blue disc moves up 4.
    state = make_state(truck="A6", truck_load="canette", battery=3)
    state = GAME.apply(state, 0, MoveTruck(CENTRE_SW))
    assert state.blue == 4 and state.battery == 2 and state.truck_load == ""
    assert state.recycled == ("canette",)


def test_truck_starts_in_the_centre_and_can_only_go_to_a6() -> None:
    state = GAME.setup(2, {}, 3)
    state = replace(state, phase="actions", turn=0, battery=2, choosing=())
    assert [a for a in GAME.legal_actions(state, 0) if isinstance(a, MoveTruck)] in (
        [MoveTruck("A6")], [MoveTruck("A6"), MoveTruck("A6", True)])


def test_placement_red_value_endangered_and_trees() -> None:
    # page 9 d–f: building on B6 (birds, value 2) when it is the last visible bird, with
    # one tree: red −2, −3 (endangered), −1 (the tree back to the supply)
    state = make_state(phase="lieu", lieu_display=("B6",), cons_display=("village-1",),
                  cons_pile=("mine-1", "mine-2", "mine-3"), lieu_pile=("A1", "A2", "A3"))
    state = put(state, "built", {c: "datacenter-1" for c in ("B1", "E3", "E4")})
    state = put(state, "trees", {"B6": 1})
    state = GAME.apply(state, 0, GAME.legal_actions(state, 0)[0])
    state = GAME.apply(state, 0, GAME.legal_actions(state, 0)[0])
    assert state.red == 100 - 2 - 3 - 1
    assert state.trees[30 + 1] == 0
    assert "eco.log.endangered" in keys(state)


def test_plant_tree_two_on_open_meadow_one_on_forest_or_beside_a_tree() -> None:
    state = make_state(battery=5)
    state = GAME.apply(state, 0, PlantTree("C3"))  # meadow, no tree: +2
    assert state.blue == 2
    state = replace(state, used=())
    state = GAME.apply(state, 0, PlantTree("C3"))  # a tree already: +1
    assert state.blue == 3
    state = replace(state, used=())
    state = GAME.apply(state, 0, PlantTree("A1"))  # forest: +1
    assert state.blue == 4
    state = replace(state, used=(), specialists=("gardener",))
    state = GAME.apply(state, 0, PlantTree("E2"))  # +2, gardener +1
    assert state.blue == 7


def test_move_team_leaf_and_disc() -> None:
    # page 10: a leaf on a face-up construction (+1), a neutral disc on the kind seen (+3)
    state = make_state(team="C3", battery=3)
    state = put(state, "built", {"C3": "village-1"})
    moves = [a for a in GAME.legal_actions(state, 0) if isinstance(a, MoveTeam)]
    # D3 shows a reptile; a leaf may go on C3, the square the pawn leaves
    assert MoveTeam("D3", "C3", "reptiles") in moves
    assert MoveTeam("D3", "", "reptiles") not in moves  # both are taken (never harmful)
    state = GAME.apply(state, 0, MoveTeam("D3", "C3", "reptiles"))
    assert state.blue == 4 and state.discs == ("reptiles",) and state.leaves[14]
    # the app is used: no second move this turn
    assert not any(isinstance(a, MoveTeam) for a in GAME.legal_actions(state, 0))


def test_face_down_nuclear_takes_no_leaf_and_flips_next_phase_one() -> None:
    state = make_state(team="C3", battery=1)
    state = put(state, "built", {"C3": "nuclear-1"})
    state = put(state, "face_down", {"C3": True})
    assert MoveTeam("D3", "", "reptiles") in GAME.legal_actions(state, 0)
    state = GAME.apply(state, 0, MoveTeam("D3", "", "reptiles"))
    assert state.turn == 1 and not state.face_down[14]
    assert "eco.log.nuclear_up" in keys(state) and state.battery == 0


def test_weather_is_a_real_roll() -> None:
    wind_first = rng_where(lambda r: r.below(6) % 2 == 1)
    state = make_state(battery=1, rng=wind_first)
    state = put(state, "built", {"E1": "wind-1"})
    state = GAME.apply(state, 0, MoveTruck("A6"))
    assert state.battery == 1
    assert Prng(wind_first).below(6) % 2 == 1


def test_plants_recharge_as_the_data_says(monkeypatch: pytest.MonkeyPatch) -> None:
    # the rules read each kind's recharge from tiles.json (content_index().recharge), they do
    # not hard-code the kinds: a geothermal plant given the wind turbine's rule rolls the die
    wind_first = rng_where(lambda r: r.below(6) % 2 == 1)
    state = make_state(battery=1, rng=wind_first)
    state = put(state, "built", {"A1": "geothermal-start"})
    after = GAME.apply(state, 0, MoveTruck("A6"))
    assert after.battery == 1 and "eco.log.weather" not in keys(after)
    monkeypatch.setitem(content_index().recharge, "geothermal", "weather_sun")
    after = GAME.apply(state, 0, MoveTruck("A6"))
    assert after.battery == 0 and "eco.log.weather" in keys(after)
    # and the coal plant's red steps per cube are the data's too
    monkeypatch.setitem(content_index().recharge_red_steps, "coal", 2)
    state = put(make_state(battery=1), "built", {"C1": "coal-1"})
    state = GAME.apply(put(state, "cubes", {"C1": 4}), 0, MoveTruck("A6"))
    state = GAME.apply(state, 1, ActivateCoal("C1"))
    assert state.red == 100 - 1 - 2 and state.battery == 1
