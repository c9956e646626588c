"""The power plants: how each kind is placed and how it recharges the battery in Phase I.

How a kind recharges is data (``tiles.json``: ``recharge`` and ``recharge_red_steps``, read
through ``content_index()``), checked against the booklet by the content loader:

- ``always`` (geothermal, hydro): one unit each turn;
- ``weather_sun`` / ``weather_wind`` (solar, wind): the weather die is rolled, one unit when
  it shows the plant's symbol;
- ``face_up`` (nuclear): placed face down; its first Phase I turns it face up without a unit,
  then one unit each turn;
- ``coal_cube`` (coal): placed with 6 cubes; the player chooses to burn a cube (red −1 for one
  unit, ``burn_coal``), once per plant a turn, and only while cubes are left (D-ECO-7).

In the simplified game every plant recharges one unit, without condition or decision.
"""

from __future__ import annotations

from engine.core import Event, Prng
from engine.core.frozen import replace

from . import track
from .board import square_index
from .content import content_index
from .state import EcoState

ASKS_FIRST = "coal_cube"


def kind_of(tile: str) -> str:
    """The construction kind of tile ``tile`` ("" for no tile)."""
    return content_index().kind_of[tile] if tile else ""


def place(state: EcoState, square: int, kind: str) -> EcoState:
    """A power plant's build rule, in the normal game: coal gets its cubes, nuclear goes
    face down (the simplified game places every plant with no rule)."""
    if state.simplified or kind not in content_index().power_plants:
        return state
    build = content_index().kinds[kind]["build"]
    if build == "face_down":
        return replace(state, face_down=tuple(down or i == square
                                              for i, down in enumerate(state.face_down)))
    if build == "coal_cubes":
        cubes = content_index().kinds[kind]["build_cubes"]
        return replace(state, cubes=tuple(cubes if i == square else n
                                          for i, n in enumerate(state.cubes)))
    return state


def recharge(state: EcoState) -> EcoState:
    """Phase I's automatic recharge: the battery starts from 0 and every plant that needs
    no decision adds its unit (capped at the battery's maximum); coal waits for a choice."""
    index = content_index()
    battery = 0
    face_down = list(state.face_down)
    rolled = False
    rng = Prng(state.rng)
    events: list[Event] = []
    for square, tile in enumerate(state.built):
        kind = kind_of(tile)
        rule = index.recharge.get(kind)
        if rule is None:
            continue
        cell = index.cells[square]
        if state.simplified:
            battery += 1
        elif rule == ASKS_FIRST:
            continue
        elif rule == "face_up" and face_down[square]:
            face_down[square] = False
            events.append(Event("eco.log.nuclear_up", {"cell": cell}))
        elif rule.startswith("weather_"):
            face = rng.choice(index.weather_faces)
            rolled = True
            charged = face == rule.removeprefix("weather_")
            battery += charged
            events.append(Event("eco.log.weather", {"cell": cell, "kind_key": f"eco.kind.{kind}",
                                                    "face_key": f"eco.weather.{face}",
                                                    "charged": charged}))
        else:
            battery += 1
    battery = min(battery, index.battery_max)
    events.append(Event("eco.log.recharged", {"seat": state.turn, "battery": battery}))
    return replace(state, battery=battery, face_down=tuple(face_down), rng=rng.state,
                   epoch=state.epoch + rolled, log=state.log + tuple(events))


def coal_to_burn(state: EcoState) -> list[str]:
    """The squares of the coal plants the active seat may still burn a cube of this Phase I."""
    if state.simplified:
        return []
    index = content_index()
    return [cell for square, cell in enumerate(index.cells)
            if index.recharge.get(kind_of(state.built[square])) == ASKS_FIRST
            and state.cubes[square] > 0 and cell not in state.coal_used]


def burn_coal(state: EcoState, cell: str) -> EcoState:
    """Burn one cube of the coal plant on ``cell``: red steps first (they can end the game),
    then one battery unit."""
    index = content_index()
    square = square_index(cell)
    cubes = tuple(n - (i == square) for i, n in enumerate(state.cubes))
    state = replace(state, cubes=cubes, coal_used=(*state.coal_used, cell),
                    log=state.log + (Event("eco.log.coal", {"cell": cell,
                                                            "cubes": cubes[square]}),))
    kind = kind_of(state.built[square])
    state = track.red(state, index.recharge_red_steps[kind], "coal")
    if state.phase == "over":
        return state
    return replace(state, battery=min(index.battery_max, state.battery + 1))
