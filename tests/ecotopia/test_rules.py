"""Checklist rules (ECO-xx in the spec) and the decisions D-ECO-x, one scenario each."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from engine.core import IllegalAction, Prng
from engine.ecotopia.actions import (
    ActivateCoal,
    Answer,
    AskQuestion,
    BonusRefresh,
    ChooseApp,
    EndRecharge,
    Hire,
    MoveTeam,
    MoveTruck,
    PickConstruction,
    PickLieu,
    PlantTree,
    Recruit,
    RevealConstruction,
    RevealLieu,
    RollBonus,
)
from engine.ecotopia.board import CENTRE_NE
from engine.ecotopia.content import SINGLE_USE_APPS, content_index
from engine.ecotopia.rules import GAME

from .helpers import keys, make_state, put, rng_where

# --- set-up ----------------------------------------------------------------------------------

@pytest.mark.parametrize("version", ["normal", "simplified"])
@pytest.mark.parametrize("players", [2, 6])
def test_setup(players: int, version: str) -> None:
    state = GAME.setup(players, {"version": version}, 5)
    built = [t for t in state.built if t]
    assert state.blue == 0 and state.red == (100 if version == "normal" else 99)
    assert len(built) == (4 if version == "normal" else 3)  # ECO-05, ECO-60
    assert sum(1 for w in state.waste if w) == 6
    assert state.truck == "centre-sud-ouest" and state.truck_load == ""
    assert len(state.lieu_display) == 3 and len(state.cons_display) == 3
    # the 4 (3) lieu tiles of the starting constructions are boxed; the rest are in play
    assert len(state.lieu_pile) + 3 == 36 - len(built)
    assert len(state.cons_pile) + 3 == (32 if version == "normal" else 25)
    if version == "simplified":
        assert not any(t.startswith("datacenter") for t in built + list(state.cons_pile))
        assert state.phase != "apps" and all(a == ("move_team", "answer_question")
                                              for a in state.apps)
    else:
        # ECO-17: every seat picks one single-use app, all at once (X4)
        assert state.phase == "apps" and GAME.current_players(state) == tuple(range(players))
        assert GAME.legal_actions(state, 0) == [ChooseApp(a) for a in SINGLE_USE_APPS]
        for seat in range(players):
            state = GAME.apply(state, seat, ChooseApp("plant_tree"))
        assert GAME.current_players(state) == (state.first_player,)
        assert state.turn_number == 1 and state.red == 99  # ECO-21


def test_first_player_is_random() -> None:
    firsts = Counter(GAME.setup(4, {"version": "simplified"}, s).first_player for s in range(80))
    assert set(firsts) == {0, 1, 2, 3}


# --- phase I -----------------------------------------------------------------------------------

def test_coal_may_be_declined_and_empty_coal_does_nothing() -> None:
    state = make_state(battery=1)
    state = put(state, "built", {"C1": "coal-1", "D1": "coal-2"})
    state = put(state, "cubes", {"C1": 1, "D1": 0})
    state = GAME.apply(state, 0, MoveTruck("A6"))
    assert GAME.legal_actions(state, 1) == [ActivateCoal("C1"), EndRecharge()]
    declined = GAME.apply(state, 1, EndRecharge())
    assert declined.battery == 0 and declined.cubes[2] == 1 and declined.red == 99


def test_battery_capped_at_ten() -> None:
    state = make_state(battery=1)
    plants = {c: "hydro-1" for c in ("A1", "B1", "C1", "D1", "E1", "F1",
                                     "A2", "B2", "C2", "D2", "E2", "F2")}
    state = put(state, "built", plants)
    state = GAME.apply(state, 0, MoveTruck("A6"))
    assert state.battery == 10


def test_simplified_every_plant_recharges_without_condition() -> None:
    state = make_state(version="simplified", battery=1)
    state = put(state, "built", {"A1": "coal-1", "B1": "nuclear-1", "C1": "solar-1",
                                 "D1": "wind-1", "E1": "hydro-1", "F1": "village-1"})
    state = put(state, "face_down", {"B1": True})
    state = GAME.apply(state, 0, MoveTruck("A6"))
    assert state.turn == 1 and state.battery == 5 and state.red == 99


# --- phase II ----------------------------------------------------------------------------------

def _build_state(lieu: str, display: tuple[str, ...], pile: tuple[str, ...], **kw: object):
    return make_state(phase="lieu", lieu_display=(lieu,), lieu_pile=("F6", "E6", "D6"),
                 cons_display=display, cons_pile=pile, **kw)


def test_dam_only_on_water_and_must_reveal_when_only_dams_are_shown() -> None:
    # ECO-49 case 2: dry lieu (C3), only dams on the display: the player must reveal
    state = _build_state("C3", ("hydro-1", "hydro-2"), ("hydro-3", "solar-1"))
    state = GAME.apply(state, 0, PickLieu("C3"))
    assert GAME.legal_actions(state, 0) == [RevealConstruction()]
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, 0, PickConstruction("hydro-1"))
    assert err.value.key == "eco.illegal.dam_needs_water"
    # case 1: the revealed dam goes under the pile, the next tile is revealed
    state = GAME.apply(state, 0, RevealConstruction())
    assert state.built[14] == "solar-1" and state.cons_pile == ("hydro-3",)
    assert "eco.log.hydro_under" in keys(state)
    assert GAME.view(state, 0)["construction_pile_bottom"] == ["hydro-3"]


def test_dam_on_water_is_fine() -> None:
    state = _build_state("C2", ("hydro-1",), ("mine-1",))
    state = GAME.apply(state, 0, PickLieu("C2"))
    assert PickConstruction("hydro-1") in GAME.legal_actions(state, 0)


def test_dry_lieu_with_only_dams_left_cannot_be_chosen() -> None:
    # D-ECO-3: the loop of ECO-49 would never end: the dry lieu is not offered
    state = make_state(phase="lieu", lieu_display=("C3", "C2"), lieu_pile=(),
                  cons_display=("hydro-1",), cons_pile=("hydro-2",))
    assert GAME.legal_actions(state, 0) == [PickLieu("C2")]
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, 0, PickLieu("C3"))
    assert err.value.key == "eco.illegal.only_dams"


def test_revealed_dry_lieu_with_only_dams_goes_under_the_pile() -> None:
    state = make_state(phase="lieu", lieu_display=(), lieu_pile=("C3", "C2"),
                  cons_display=("hydro-1",), cons_pile=())
    state = GAME.apply(state, 0, RevealLieu())
    assert state.lieu == "C2" and state.lieu_pile == ("C3",)
    assert "eco.log.lieu_under" in keys(state)


def test_nothing_to_build_skips_phase_two() -> None:
    # D-ECO-2: no construction tile left anywhere (the simplified game's 25 tiles)
    state = make_state(version="simplified", battery=1, lieu_display=("C3",), cons_display=(),
                  cons_pile=(), cons_discard=())
    state = put(state, "built", {"A1": "geothermal-start"})
    state = GAME.apply(state, 0, MoveTruck("A6"))
    assert state.turn == 1 and state.phase == "actions"
    assert "eco.log.no_build" in keys(state)


def test_reveal_from_an_empty_pile_shuffles_the_discard() -> None:
    state = make_state(phase="lieu", lieu_display=(), lieu_pile=(), lieu_discard=("E2", "E1"),
                  cons_display=("mine-1",), cons_pile=())
    state = GAME.apply(state, 0, RevealLieu())
    assert state.lieu in ("E1", "E2") and state.lieu_discard == ()
    assert "eco.log.lieu_reshuffle" in keys(state)
    state = GAME.apply(state, 0, PickConstruction("mine-1"))
    # the mine refreshes the construction display from an empty pile and discard: nothing
    assert state.cons_display == ()


def test_village_and_mine_refresh_their_display() -> None:
    state = _build_state("C3", ("village-1", "solar-1", "wind-1"), ("coal-1", "coal-2"))
    state = replace(state, lieu_display=("C3", "F6", "E6"), lieu_pile=("A1", "A2", "A3", "A4"))
    state = GAME.apply(state, 0, PickLieu("C3"))
    state = GAME.apply(state, 0, PickConstruction("village-1"))
    assert state.lieu_display == ("A1", "A2", "A3") and state.lieu_discard == ("F6", "E6")
    # D-ECO-1: the construction display is not refilled after the pick
    assert state.cons_display == ("solar-1", "wind-1")


def test_coal_gets_six_cubes_and_nuclear_goes_face_down() -> None:
    state = _build_state("C3", ("coal-1", "nuclear-1"), ("mine-1",))
    coal = GAME.apply(GAME.apply(state, 0, PickLieu("C3")), 0, PickConstruction("coal-1"))
    assert coal.cubes[14] == 6
    nuclear = GAME.apply(GAME.apply(state, 0, PickLieu("C3")), 0, PickConstruction("nuclear-1"))
    assert nuclear.face_down[14]
    simple = replace(state, version="simplified")
    coal = GAME.apply(GAME.apply(simple, 0, PickLieu("C3")), 0, PickConstruction("coal-1"))
    assert coal.cubes[14] == 0
    nuclear = GAME.apply(GAME.apply(simple, 0, PickLieu("C3")), 0, PickConstruction("nuclear-1"))
    assert not nuclear.face_down[14]


def test_waste_and_pawns_stay_on_a_square_built_over() -> None:
    state = _build_state("C3", ("village-1",), ("mine-1",), team="C3", truck="C3")
    state = put(state, "waste", {"C3": "pile"})
    state = GAME.apply(GAME.apply(state, 0, PickLieu("C3")), 0, PickConstruction("village-1"))
    assert state.waste[14] == "pile" and state.team == "C3" and state.truck == "C3"


def test_datacenter_lets_each_player_add_an_app() -> None:
    state = _build_state("C3", ("datacenter-1",), ("mine-1",), players=3)
    state = replace(state, apps=(("plant_tree",), SINGLE_USE_APPS, ("plant_tree", "move_team",
                                                                      "answer_question")))
    state = GAME.apply(GAME.apply(state, 0, PickLieu("C3")), 0, PickConstruction("datacenter-1"))
    # seat 2 lacked only the bonus die: it gets it; seat 1 has all four; seat 0 chooses
    assert state.apps[2][-1] == "bonus_die"
    assert GAME.current_players(state) == (0,) and state.phase == "apps"
    state = GAME.apply(state, 0, ChooseApp("bonus_die"))
    assert state.phase == "actions" and state.apps[0] == ("plant_tree", "bonus_die")


def test_datacenter_without_benefit() -> None:
    state = _build_state("C3", ("datacenter-1",), ("mine-1",))
    state = GAME.apply(GAME.apply(state, 0, PickLieu("C3")), 0, PickConstruction("datacenter-1"))
    assert state.phase == "actions" and "eco.log.datacenter_nothing" in keys(state)


# --- phase III ---------------------------------------------------------------------------------

def test_every_unit_must_be_spent_and_the_turn_ends_at_zero() -> None:
    state = make_state(battery=2)
    assert state.phase == "actions"
    state = GAME.apply(state, 0, MoveTruck("A6"))
    assert state.turn == 0 and state.battery == 1
    state = GAME.apply(state, 0, MoveTruck("A5"))
    assert state.turn == 1


def test_single_use_once_a_turn_multi_use_many_times() -> None:
    state = make_state(battery=6)
    state = GAME.apply(state, 0, PlantTree("C4"))
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, 0, PlantTree("C5"))
    assert err.value.key == "eco.illegal.app_used"
    state = GAME.apply(state, 0, Recruit())
    state = GAME.apply(state, 0, Recruit())
    assert state.recruiter == 2


def test_an_app_not_on_the_phone_is_refused() -> None:
    state = make_state(battery=3, apps=(("plant_tree",), ("plant_tree",)))
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, 0, RollBonus())
    assert err.value.key == "eco.illegal.no_app"


def test_tree_not_on_a_construction() -> None:
    state = put(make_state(battery=3), "built", {"C4": "village-1"})
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, 0, PlantTree("C4"))
    assert err.value.key == "eco.illegal.built"


def test_recruit_hire_and_all_recruited() -> None:
    state = make_state(battery=8, recruiter=3)
    state = GAME.apply(state, 0, Recruit())
    assert state.phase == "hire" and len(GAME.legal_actions(state, 0)) == 4
    state = GAME.apply(state, 0, Hire("zoologist"))
    assert state.recruiter == 0 and state.specialists == ("zoologist",)
    # the last specialist is hired without a choice; then recruiting is over (D-ECO-6)
    state = replace(state, specialists=("zoologist", "gardener", "scientist"), recruiter=3)
    state = GAME.apply(state, 0, Recruit())
    assert state.specialists[-1] == "police_officer" and state.phase == "actions"
    assert Recruit() not in GAME.legal_actions(state, 0)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, 0, Recruit())
    assert err.value.key == "eco.illegal.no_specialist"


def test_zoologist_and_police_officer() -> None:
    state = make_state(battery=3, specialists=("zoologist", "police_officer"), discs=("reptiles",))
    state = put(state, "built", {"C3": "village-1"})
    state = GAME.apply(state, 0, MoveTeam("D3", "C3", ""))
    # leaf +1, police +1, zoologist +1 (reptile visible on D3, even with its disc placed)
    assert state.blue == 3


def test_scientist_and_answers() -> None:
    rc = content_index()
    state = make_state(battery=3, specialists=("scientist",), questions=("q06", "q01"))
    state = GAME.apply(state, 0, AskQuestion())
    assert state.phase == "question" and state.question == "q06"
    view = GAME.view(state, 0)
    assert view["question"] == {"id": "q06", "kind": "choice", "choices": 3, "steps": 3}
    assert "answer" not in view["question"] and view["last_answer"] is None
    epoch = state.epoch
    right = rc.questions["q06"]["answer"]
    state = GAME.apply(state, 0, Answer(right))
    assert state.blue == 3 + 1 and state.epoch > epoch
    assert GAME.view(state, 0)["last_answer"] == {"id": "q06", "choice": right, "right": True,
                                                  "answer": right}
    state = replace(state, used=())
    state = GAME.apply(state, 0, AskQuestion())
    wrong = 1 if rc.questions["q01"]["answer"] else 0  # true/false: 0 true, 1 false
    state = GAME.apply(state, 0, Answer(wrong))
    assert state.blue == 4 and state.last_answer == ("q01", wrong, False)


def test_questions_not_repeated_before_the_deck_is_used_up() -> None:
    state = make_state(battery=60, apps=(("answer_question",), ("answer_question",)))
    seen = []
    for _ in range(55):
        state = GAME.apply(replace(state, used=()), 0, AskQuestion())
        seen.append(state.question)
        state = GAME.apply(state, 0, Answer(0))
        if state.phase == "over":
            break
    assert len(set(seen[:50])) == 50 and len(seen) == 55
    assert "eco.log.questions_reshuffle" in keys(state)


def _roll(face: int, **kw: object):
    seed = rng_where(lambda r: r.below(6) + 1 == face)
    state = make_state(rng=seed, **kw)
    return GAME.apply(state, 0, RollBonus())


def test_bonus_die_faces() -> None:
    two = _roll(2, battery=3)
    assert two.battery == 2 - 0 + 2 and two.epoch > 0
    four = _roll(4, battery=9)
    assert four.battery == 10  # capped
    one = _roll(1, battery=3)
    assert one.phase == "bonus_1" and GAME.legal_actions(one, 0)[0] == Recruit()
    one = GAME.apply(one, 0, Recruit())
    assert one.recruiter == 1 and one.battery == 2  # free
    one_all = _roll(1, battery=3, specialists=("zoologist", "gardener", "scientist",
                                               "police_officer"))
    assert all(isinstance(a, MoveTruck) for a in GAME.legal_actions(one_all, 0))
    three = _roll(3, battery=3, lieu_display=("A1",), lieu_pile=("B1", "C1", "D1"))
    assert GAME.legal_actions(three, 0) == [BonusRefresh("lieux"), BonusRefresh("constructions"),
                                            BonusRefresh("none")]
    three = GAME.apply(three, 0, BonusRefresh("lieux"))
    assert three.lieu_display == ("B1", "C1", "D1") and three.battery == 2
    five = _roll(5, battery=3, team="C3")
    targets = {a.to for a in GAME.legal_actions(five, 0)}
    assert targets == {"B2", "C2", "D2", "B3", "D3", "B4", "C4", "D4"}
    five = GAME.apply(five, 0, MoveTeam("B2", "", "amphibiens"))
    assert five.blue == 3 and five.battery == 2 and "move_team" not in five.used
    six = _roll(6, battery=3, team="C3")
    assert six.red == 99 and six.phase == "bonus_jump"
    assert len({a.to for a in GAME.legal_actions(six, 0)}) == 35


def test_truck_loads_one_waste_and_centres_only_from_f1_and_a6() -> None:
    state = make_state(truck="E2", battery=5)
    state = put(state, "waste", {"F1": "smartphone", "E1": "carton"})
    assert MoveTruck("F1", True) in GAME.legal_actions(state, 0)
    state = GAME.apply(state, 0, MoveTruck("F1", True))
    assert state.truck_load == "smartphone" and state.waste[5] == ""
    assert MoveTruck("E1", True) not in GAME.legal_actions(state, 0)  # already carrying
    state = GAME.apply(state, 0, MoveTruck(CENTRE_NE))
    assert state.blue == 6 and state.recycled == ("smartphone",)
    assert [a.to for a in GAME.legal_actions(state, 0) if isinstance(a, MoveTruck)] == ["F1"]
    assert CENTRE_NE not in {a.to for a in GAME.legal_actions(make_state(truck="E2"), 0)
                             if isinstance(a, MoveTruck)}


def test_simplified_phone_has_no_tree_die_or_recruit() -> None:
    state = make_state(version="simplified", battery=4)
    kinds = {type(a).__name__ for a in GAME.legal_actions(state, 0)}
    assert kinds == {"AskQuestion", "MoveTeam", "MoveTruck"}


def test_views_are_open_and_json_clean() -> None:
    state = GAME.setup(3, {}, 9)
    assert not GAME.has_private_view(state, 0)
    view = GAME.view(state, 1)
    assert view["seat"] == 1 and view["lieu_pile"] == len(state.lieu_pile)
    assert "rng" not in view and view["scale"][0]["min"] == 0


def test_sample_state_keeps_the_view() -> None:
    state = GAME.setup(4, {}, 11)
    for seat in range(4):
        state = GAME.apply(state, seat, ChooseApp("answer_question"))
    view = GAME.view(state, 2)
    sampled = GAME.sample_state(view, 2, Prng(5))
    assert GAME.view(sampled, 2) == view
    assert sorted(sampled.lieu_pile) == sorted(state.lieu_pile)
    assert sorted(sampled.cons_pile) == sorted(state.cons_pile)


def test_the_answer_stays_visible_when_it_ends_the_turn() -> None:
    state = make_state(battery=1, questions=("q01",))
    state = GAME.apply(state, 0, AskQuestion())
    state = GAME.apply(state, 0, Answer(0))
    assert state.turn == 1
    assert GAME.view(state, None)["last_answer"]["id"] == "q01"


def test_bonus_face_six_red_step_can_end_the_game() -> None:
    seed = rng_where(lambda r: r.below(6) + 1 == 6)
    state = GAME.apply(make_state(rng=seed, battery=2, blue=40, red=41), 0, RollBonus())
    assert GAME.is_over(state) and state.score == 40


def test_burning_coal_can_end_the_game() -> None:
    state = put(make_state(battery=1, blue=40, red=43), "built", {"C1": "coal-1"})
    state = put(state, "cubes", {"C1": 2})
    state = GAME.apply(state, 0, MoveTruck("A6"))  # turn ends: red 42
    state = GAME.apply(state, 1, ActivateCoal("C1"))  # red 41
    assert not GAME.is_over(state)
    state = replace(state, phase="recharge", coal_used=(), red=41, blue=40)
    state = GAME.apply(state, 1, ActivateCoal("C1"))
    assert GAME.is_over(state) and state.score == 40


@pytest.mark.parametrize(("action", "key"), [
    (PickLieu("A1"), "eco.illegal.wrong_phase"),
    (MoveTruck("F6"), "eco.illegal.too_far"),
    (MoveTruck("A6", True), "eco.illegal.no_waste"),
    (MoveTeam("F6"), "eco.illegal.too_far"),
    (PlantTree("Z9"), "eco.illegal.no_square"),
    (Hire("zoologist"), "eco.illegal.wrong_phase"),
    ("nonsense", "illegal.malformed"),  # the core refuses what is no action of the game
])
def test_refusals_name_their_reason(action: object, key: str) -> None:
    state = make_state(battery=3)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, 0, action)
    assert err.value.key == key


def test_simplified_game_does_not_depend_on_the_player_count() -> None:
    # every phone is the same and the battery is spent in the turn: a seat is only who taps
    games = []
    for players in (2, 5):
        state = GAME.setup(players, {"version": "simplified"}, 3)
        rng = Prng(11)
        actions = []
        while not GAME.is_over(state):
            seat = GAME.current_players(state)[0]
            action = rng.choice(GAME.legal_actions(state, seat))
            actions.append(action)
            state = GAME.apply(state, seat, action)
        games.append((actions, state.score))
    assert games[0] == games[1]
