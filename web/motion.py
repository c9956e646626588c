"""Motion (issue 35): a card or a piece glides from where it was to where it goes, a card turned
over turns, in one shared way for every table (FLIP: first, last, invert, play).

A table marks the elements that keep their identity from one screen to the next with
``travel(key)`` (``data-travel``: a card by its id, a pawn, the truck), and a card that may be
turned over with its face (``data-face="down"``/``"up"``). Before a screen is drawn again the
browser measures where each keyed element is (one ``getBoundingClientRect`` per keyed element,
nothing else); after, this module says how each one that moved or turned over is animated from
its old place to its new one; the browser plays it with the Web Animations API
(``web/browser.py``). Short (``DURATION_MS``), never in the way of a tap (a transform only), and
none at all with reduced motion (the app's setting or the system's): the browser then measures
nothing.

Pure Python (no ``js``): the same code is tested in CPython."""

from __future__ import annotations

from dataclasses import dataclass

from .html import esc

#: how long a move or a turn lasts (the issue: at most 400 ms)
DURATION_MS = 300
#: a move smaller than this (px) is a relayout's wobble, not a move
MIN_MOVE_PX = 2.0
#: the animations' ids (``Animation.id``): what a test or a later render looks for
TRAVEL_ID = "travel"
FLIP_ID = "flip"


def travel(key: str, face: str = "") -> str:
    """The attributes that give an element its identity across renders (``key`` unique on the
    screen), and its face (``"up"``/``"down"``) when it may be turned over."""
    attributes = f" data-travel=\"{esc(key)}\""
    return attributes + (f" data-face=\"{esc(face)}\"" if face else "")


@dataclass(frozen=True)
class Place:
    """Where a keyed element was drawn (viewport CSS pixels), and its face ("" for none)."""

    left: float
    top: float
    width: float
    height: float
    face: str = ""


@dataclass(frozen=True)
class Motion:
    """One animation to play on the keyed element ``key``: keyframes and its id."""

    key: str
    keyframes: tuple[dict[str, str], ...]
    id: str


def motions(before: dict[str, Place], after: dict[str, Place]) -> list[Motion]:
    """The animations that take each keyed element from its place ``before`` to ``after``:
    a card turned face up turns over (it does not glide: it was laid there face down); any
    other keyed element that moved glides from its old place, scaled from its old size (a
    card from the hand to a smaller cell). Elements new or gone, or not drawn (no size), do
    not move."""
    out: list[Motion] = []
    for key, new in after.items():
        old = before.get(key)
        if old is None or not (new.width and new.height and old.width and old.height):
            continue
        if old.face == "down" and new.face == "up":
            out.append(Motion(key, ({"transform": "perspective(600px) rotateY(90deg)"},
                                    {"transform": "none"}), FLIP_ID))
            continue
        dx, dy = old.left - new.left, old.top - new.top
        if abs(dx) < MIN_MOVE_PX and abs(dy) < MIN_MOVE_PX:
            continue
        sx, sy = old.width / new.width, old.height / new.height
        first = f"translate({dx:.1f}px, {dy:.1f}px)"
        if abs(sx - 1) > .02 or abs(sy - 1) > .02:
            first += f" scale({sx:.3f}, {sy:.3f})"
        out.append(Motion(key, ({"transform": first, "transformOrigin": "0 0"},
                                {"transform": "none", "transformOrigin": "0 0"}), TRAVEL_ID))
    return out
