"""The truck on the table: its picture, and "the truck ends the turn here" (one tap for the moves
left when only truck moves remain, the engine's ``board.truck_moves`` walked ahead)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.ecotopia.actions import MoveTruck
from engine.ecotopia.board import is_centre, truck_moves
from engine.ecotopia.view import as_view

from ...motion import travel
from ...seam import Ctx


@dataclass(frozen=True)
class TruckPlan:
    """Not an action: "the truck ends the turn here", a square to tap when only truck moves
    are left (the table plays the moves that lead there, one per battery unit)."""

    to: str


def only_truck_left(ctx: Ctx) -> bool:
    """Only truck moves are left this turn, and more than one of them (the battery decides)."""
    return (int(as_view(ctx.view).get("battery", 0)) > 1 and bool(ctx.legal)
            and all(isinstance(a, MoveTruck) for a in ctx.legal))


def truck_ends(start: str, moves: int) -> list[set[str]]:
    """Where the truck can be after exactly 0, 1, ... ``moves`` moves (through squares only:
    a centre on the way would recycle what it carries, which is a choice of its own)."""
    reach = [{start}]
    for _ in range(moves):
        here = reach[-1]
        reach.append({to for place in here if place == start or not is_centre(place)
                      for to in truck_moves(place)})
    return reach


def truck_path(start: str, goal: str, moves: int) -> list[str]:
    """The squares of a way from ``start`` to ``goal`` in exactly ``moves`` moves, or []."""
    reach = truck_ends(start, moves)
    if moves < 1 or goal not in reach[moves]:
        return []
    path = [goal]
    for k in range(moves - 1, 0, -1):
        path.append(next(p for p in sorted(reach[k]) if path[-1] in truck_moves(p)
                         and not is_centre(p)))
    return list(reversed(path))


def truck_svg(cls: str = "truck-ico", keyed: bool = False) -> str:
    """The truck; ``keyed``: the one on the board, which glides where it goes (web.motion)."""
    key = travel("truck") if keyed else ""
    return (f"<svg class=\"{cls}\"{key} viewBox=\"0 0 24 16\" aria-hidden=\"true\" focusable=\"false\">"
            "<rect x=\"1\" y=\"2\" width=\"14\" height=\"9\" rx=\"1\" fill=\"#2f6f3e\"/>"
            "<path d=\"M15 5h4l3 3v3h-7z\" fill=\"#1f4d2b\"/>"
            "<circle cx=\"6\" cy=\"13\" r=\"2.3\" fill=\"#222\"/><circle cx=\"18\" cy=\"13\" r=\"2.3\" fill=\"#222\"/>"
            "<text x=\"8\" y=\"9.5\" font-size=\"7\" text-anchor=\"middle\" fill=\"#fff\">♻</text></svg>")
