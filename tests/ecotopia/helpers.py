"""Building Ecotopia positions for the scenario tests, and a table started through the app."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from engine.core import Prng
from engine.ecotopia.board import CENTRE_SW, square_index
from engine.ecotopia.rules import GAME
from engine.ecotopia.state import EcoState
from tests.support.ui import make_app, start_game
from web.app import App

N = 36


def make_state(players: int = 2, version: str = "normal", seed: int = 1, **changes: Any) -> EcoState:
    """A set-up state with an empty board (no start tiles, no waste), team on C3, truck in
    the south-west centre, in the active seat's Phase III with ``changes`` applied."""
    state = GAME.setup(players, {"version": version}, seed)
    base: dict[str, Any] = dict(
        phase="actions", turn=0, turn_number=1, blue=0, red=100, built=("",) * N,
        face_down=(False,) * N, cubes=(0,) * N, leaves=(False,) * N, trees=(0,) * N,
        waste=("",) * N, team="C3", truck=CENTRE_SW, truck_load="", battery=5,
        apps=tuple(("bonus_die", "move_team", "plant_tree", "answer_question")
                   if version == "normal" else ("move_team", "answer_question")
                   for _ in range(players)),
        used=(), choosing=(), log=())
    base.update(changes)
    return replace(state, **base)


def put(state: EcoState, field: str, cells: dict[str, Any]) -> EcoState:
    """Set the per-square ``field`` (built, waste, trees, cubes, ...) on some squares."""
    values = list(getattr(state, field))
    for cell, value in cells.items():
        values[square_index(cell)] = value
    return replace(state, **{field: tuple(values)})


def rng_where(check: Callable[[Prng], bool], start: int = 1) -> int:
    """A PRNG state whose next draws pass ``check`` (to script dice and reveals)."""
    for seed in range(start, start + 100_000):
        if check(Prng(seed)):
            return seed
    raise AssertionError("no such PRNG state")


def keys(state: EcoState) -> list[str]:
    return [e.key for e in state.log]


def play(state: EcoState, *actions: Any, seat: int | None = None) -> EcoState:
    for action in actions:
        who = seat if seat is not None else GAME.current_players(state)[0]
        state = GAME.apply(state, who, action)
    return state


def start_table(lang: str, players: int, humans: int = 1, version: str = "normal", seed: int = 5,
                can_speak: bool = False) -> App:
    """An Ecotopia table: ``humans`` people first, then medium bots."""
    app = make_app(lang=lang, can_speak=can_speak)
    form = {"players": str(players), "seed": str(seed), "version": version}
    for i in range(players):
        form[f"kind-{i}"] = "human" if i < humans else "bot"
        form[f"level-{i}"] = "medium"
    start_game(app, "ecotopia", form)
    return app
