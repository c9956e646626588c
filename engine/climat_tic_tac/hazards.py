"""Hazard pawns on the cities of Climat Tic Tac: the supply left, putting a pawn on a city,
and the loss of a city — its pawns go back to the supply and its people move to the other
cities of its zone (``lose_city``)."""

from __future__ import annotations

from engine.core import Event
from engine.core.frozen import replace

from .content import content_index
from .ending import finish, max_lost
from .state import HAZARDS, CttState, Pawns, Task, replaced_at


def supply_left(state: CttState, hazard: int) -> int:
    """Pawns of type ``hazard`` (index in ``HAZARDS``) still in the box."""
    total = content_index().supply[HAZARDS[hazard]]
    return int(total - sum(city_pawns[hazard] for city_pawns in state.pawns))


def city_lost_by(pawns: Pawns) -> bool:
    """A city falls at 3 pawns of one type or 4 pawns in all (CTT-36)."""
    loss = content_index().rules["city_loss"]
    return max(pawns) >= loss["same_type"] or sum(pawns) >= loss["any_types"]


def put_pawn(state: CttState, city: str, hazard: int, quiet: bool = False) -> CttState:
    """Put one pawn of type ``hazard`` on ``city`` (logged unless ``quiet``); the city may
    fall (``lose_city``)."""
    position = content_index().index[city]
    before = state.pawns[position]
    after = replaced_at(before, hazard, before[hazard] + 1)
    placed = Event("ctt.log.placed", {"city": city, "hazard_key": f"ctt.hazard.{HAZARDS[hazard]}"})
    log = state.log if quiet else state.log + (placed,)
    if not city_lost_by((after[0], after[1], after[2])):
        pawns = replaced_at(state.pawns, position, (after[0], after[1], after[2]))
        return replace(state, pawns=pawns, log=log)
    return lose_city(replace(state, log=log), city)


def lose_city(state: CttState, city: str) -> CttState:
    """``city`` falls: its pawns return to the supply (D-CTT-6); one city too many loses the
    game; otherwise its people leave for the other cities of its zone: 2 Infrastructure pawns
    to place there, before the rest of the effect (CTT-37, D-CTT-5)."""
    index = content_index()
    lost = state.lost + (city,)
    pawns = replaced_at(state.pawns, index.index[city], (0, 0, 0))
    event = Event("ctt.log.city_lost", {"city": city, "lost": len(lost), "max": max_lost(state)})
    state = replace(state, pawns=pawns, lost=lost, log=state.log + (event,))
    if len(lost) > max_lost(state):
        return finish(state, "lost_cities")
    displaced = index.rules["displaced"]
    people = Task("place", f"zone:{index.zone_of[city]}", displaced["hazard"], displaced["pawns"],
                  cause=city)
    return replace(state, tasks=(people, *state.tasks))
