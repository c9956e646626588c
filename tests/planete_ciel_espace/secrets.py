"""Planète Ciel Espace's private things, for the conformance suite's secrets check.

A seat's private things are the backs it alone looks at: its flip (until its next action) and
its two peeks (until it is done), and the private log line each peek leaves (which cards it
saw). While the top spins every back is public, so nobody's. Another seat sees one of these
backs only when it looks at the same place itself (two seats may peek at the same card).
"""

from __future__ import annotations

import json
from typing import Any

from engine.planete_ciel_espace.state import PceState
from tests.support.conformance import Secrets

PEEK_LINE = "pce.log.peek_own"


def _back(place: int, card: str) -> str:
    return f"back:{place}:{card}"


def _peek_line(args: dict[str, Any]) -> str:
    return f"peeked:{json.dumps(args['places'])}:{json.dumps(args['cards'])}"


def private(state: PceState, owner: int) -> frozenset[str]:
    backs = set() if state.phase == "spin" else {
        _back(place, state.layout[place]) for place in state.looking[owner]}
    lines = {_peek_line(e.args) for e in state.log
             if e.key == PEEK_LINE and e.args.get("seat") == owner}
    return frozenset(backs | lines)


def shown(view: dict[str, Any], owner: int) -> frozenset[str]:
    backs = {_back(up["place"], up["card"]) for up in view["face_up"]}
    lines = {_peek_line(line["args"]) for line in view["log"]
             if line["key"] == PEEK_LINE and line["args"].get("seat") == owner}
    return frozenset(backs | lines)


def revealed(state: PceState, owner: int, viewer: int | None) -> frozenset[str]:
    if viewer == owner:
        return private(state, owner)
    if viewer is None or state.phase == "spin":
        return frozenset()
    # the backs the viewer looks at itself, on the same places
    return frozenset(_back(place, state.layout[place]) for place in state.looking[owner]
                     if place in state.looking[viewer])


SECRETS = Secrets(private, shown, revealed)
