"""The recycling truck: its moves, loading waste, and unloading it at a centre.

The truck carries one waste tile at a time; loading is optional (D-ECO-14); entering a
recycling centre with a load recycles it for the waste's blue steps (``tiles.waste``).
"""

from __future__ import annotations

from engine.core import Event
from engine.core.frozen import replace

from . import track
from .actions import MoveTruck
from .board import is_centre, square_index, truck_moves
from .content import content_index
from .state import EcoState


def truck_actions(state: EcoState) -> list[MoveTruck]:
    """Every truck move, with and without loading the destination's waste."""
    out = []
    for to in truck_moves(state.truck):
        out.append(MoveTruck(to))
        if not is_centre(to) and not state.truck_load and state.waste[square_index(to)]:
            out.append(MoveTruck(to, True))
    return out


def move_truck(state: EcoState, action: MoveTruck) -> EcoState:
    state = replace(state, truck=action.to, log=state.log + (
        Event("eco.log.truck", {"seat": state.turn, "to": action.to}),))
    if action.load:
        square = square_index(action.to)
        item = state.waste[square]
        state = replace(state, truck_load=item,
                        waste=tuple("" if i == square else w for i, w in enumerate(state.waste)),
                        log=state.log + (Event("eco.log.loaded", {
                            "waste_key": f"eco.waste.{item}", "cell": action.to}),))
    if is_centre(action.to) and state.truck_load:
        item = state.truck_load
        state = replace(state, truck_load="", recycled=(*state.recycled, item),
                        log=state.log + (Event("eco.log.recycled", {
                            "waste_key": f"eco.waste.{item}"}),))
        state = track.blue(state, content_index().waste_blue[item], "recycled")
    return state
