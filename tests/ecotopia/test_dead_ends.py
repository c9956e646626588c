"""The dead ends the booklet does not foresee are reached by whole games and handled by a
written rule (README, D-ECO-2/3/6/9), never a crash or a stuck state.

Random playouts (what the conformance suite plays) end early — the discs cross after 15 to
25 turns — so they reach only some dead ends. A *thrifty* table that slows both discs down
(cheapest lieux, no blue: wrong answers, an empty truck, recruiting) plays long games that
reach the rest: the lieu pile shuffled from its discard, a dry lieu sent under the pile, the
simplified game out of constructions, every specialist recruited.
"""

from __future__ import annotations

import json
from typing import Any

from engine.core import Match, Prng, SeatSpec, seed_state
from engine.core.codec import is_json_clean
from engine.ecotopia.rules import (
    GAME,
    Answer,
    AskQuestion,
    ChooseApp,
    EcoState,
    EndRecharge,
    MoveTruck,
    PickLieu,
    Recruit,
    index,
    rules_content,
)

from .helpers import keys


def _thrifty(state: EcoState, legal: list[Any], rng: Prng) -> Any:
    rc = rules_content()
    if ChooseApp("answer_question") in legal:
        return ChooseApp("answer_question")
    if state.phase == "question":
        right = GAME._answer_index(rc.questions[state.question])
        return next(a for a in legal if isinstance(a, Answer) and a.choice != right)
    if state.phase == "lieu":
        picks = [a for a in legal if isinstance(a, PickLieu)]
        return min(picks, key=lambda a: rc.value[index(a.cell)]) if picks else legal[-1]
    for wanted in (EndRecharge(), Recruit(), AskQuestion()):
        if wanted in legal:
            return wanted
    empty = [a for a in legal if isinstance(a, MoveTruck) and not a.load
             and not a.to.startswith("centre")]
    return rng.choice(empty or legal)


def _play(version: str, seed: int, thrifty: bool) -> EcoState:
    """One whole game; the long (thrifty) ones also get the conformance suite's main checks
    every few steps: JSON round trip, clean views, no leak through ``sample_state``, and the
    record replays to the same end."""
    match = Match(GAME, [SeatSpec("bot", level="random")] * 3, {"version": version}, seed)
    rng = Prng(seed_state(seed))
    steps = 0
    while not GAME.is_over(match.state):
        state = match.state
        seat = GAME.current_players(state)[0]
        legal = GAME.legal_actions(state, seat)
        assert legal, "stuck"
        if thrifty and steps % 23 == 0:
            assert GAME.decode_state(json.loads(json.dumps(GAME.encode_state(state)))) == state
            view = GAME.view(state, seat)
            assert is_json_clean(view)
            assert GAME.view(GAME.sample_state(view, seat, rng.fork()), seat) == view
        action = _thrifty(state, legal, rng) if thrifty else rng.choice(legal)
        match.play(seat, action)
        steps += 1
        assert steps < 5000
    assert GAME.outcome(match.state) is not None
    if thrifty:
        record = json.loads(json.dumps(match.to_record()))
        assert Match.from_record(record, GAME).state == match.state
    return match.state


def _reached(version: str, thrifty: bool, seeds: range, wanted: set[str]) -> set[str]:
    found: set[str] = set()
    for seed in seeds:
        state = _play(version, seed, thrifty)
        found |= set(keys(state)) & wanted
        if "all_recruited" in wanted and len(state.specialists) == 4:
            found.add("all_recruited")
        if found == wanted:
            break
    return found


def test_random_playouts_reach_the_common_dead_ends() -> None:
    normal = {"eco.log.hydro_under", "eco.log.datacenter_nothing"}
    assert _reached("normal", False, range(20), normal) == normal
    simplified = {"eco.log.cons_reshuffle"}
    assert _reached("simplified", False, range(20), simplified) == simplified


def test_long_games_reach_the_rare_dead_ends() -> None:
    normal = {"eco.log.lieu_reshuffle", "eco.log.lieu_under", "eco.log.cons_reshuffle",
              "all_recruited"}
    assert _reached("normal", True, range(40), normal) == normal
    simplified = {"eco.log.no_build"}
    assert _reached("simplified", True, range(5), simplified) == simplified
