"""The team pawn: its moves, and the leaf and the neutral disc a move can place.

A move puts at most one leaf (on a face-up construction without one, at the origin or the
destination: +1 blue, +1 more with the police officer) and one neutral disc (on an animal kind
not yet protected: +3 blue); the zoologist pays +1 when the pawn ends on a visible animal icon
(D-ECO-4, ECO-44). Phase III moves one square straight; the bonus die's face 5 one square,
diagonals too, and face 6 anywhere.
"""

from __future__ import annotations

from engine.core import Event
from engine.core.frozen import replace

from . import track
from .actions import MoveTeam
from .board import square_index
from .content import content_index
from .state import EcoState


def visible_animal(state: EcoState, cell: str) -> str:
    """The animal kind whose icon shows on ``cell`` ("" if none or built over)."""
    square = square_index(cell)
    return content_index().animal[square] if not state.built[square] else ""


def team_options(state: EcoState, to: str) -> tuple[list[str], list[str]]:
    """The leaf squares and disc kinds a move from the pawn's square to ``to`` offers."""
    leaves: list[str] = []
    discs: list[str] = []
    for cell in dict.fromkeys((state.team, to)):
        square = square_index(cell)
        if state.built[square] and not state.face_down[square] and not state.leaves[square]:
            leaves.append(cell)
        animal = visible_animal(state, cell)
        if animal and animal not in state.discs and animal not in discs:
            discs.append(animal)
    return leaves, discs


def team_moves(state: EcoState, targets: tuple[str, ...]) -> list[MoveTeam]:
    """Every move to one of ``targets``, with each leaf and disc choice it offers."""
    out = []
    for to in targets:
        leaves, discs = team_options(state, to)
        for leaf in leaves or [""]:
            for disc in discs or [""]:
                out.append(MoveTeam(to, leaf, disc))
    return out


def move_team(state: EcoState, action: MoveTeam) -> EcoState:
    rewards = content_index().rewards
    state = replace(state, team=action.to, log=state.log + (
        Event("eco.log.team", {"seat": state.turn, "cell": action.to}),))
    if action.leaf:
        leaf = square_index(action.leaf)
        state = replace(state, leaves=tuple(has or i == leaf for i, has in enumerate(state.leaves)))
        state = track.blue(state, rewards["leaf_blue"], "leaf")
        if "police_officer" in state.specialists:
            state = track.blue(state, 1, "police_officer")
    if state.phase == "over":  # the leaf's steps crossed the discs: nothing more (D-ECO-13)
        return state
    if action.disc:
        state = replace(state, discs=(*state.discs, action.disc))
        state = track.blue(state, rewards["animal_disc_blue"], "disc")
    if visible_animal(state, action.to) and "zoologist" in state.specialists:
        state = track.blue(state, 1, "zoologist")
    return state
