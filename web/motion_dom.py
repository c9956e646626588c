"""The browser side of ``web.motion``: where the keyed elements (``data-travel``) are, measured
before a render, and after it the Web Animations that take each one from there. Runs only in
the page (it imports ``js``)."""

from __future__ import annotations

from typing import Any

import js
from pyodide.ffi import to_js

from .jsglue import nothing, obj
from .motion import DURATION_MS, Place, motions


def _measure(root: Any) -> tuple[dict[str, Place], dict[str, Any]]:
    """Each keyed element under ``root`` and its place: one ``getBoundingClientRect`` each."""
    found: dict[str, Place] = {}
    elements: dict[str, Any] = {}
    for el in js.Array.from_(root.querySelectorAll("[data-travel]")):
        key = str(el.getAttribute("data-travel"))
        if key in found:  # drawn twice: the first one travels
            continue
        box = el.getBoundingClientRect()
        face = el.getAttribute("data-face")
        found[key] = Place(float(box.left), float(box.top), float(box.width), float(box.height),
                           "" if nothing(face) else str(face))
        elements[key] = el
    return found, elements


def places(root: Any) -> dict[str, Place]:
    """Where each keyed element under ``root`` is now (before a render)."""
    return _measure(root)[0]


def move_pieces(root: Any, before: dict[str, Place]) -> None:
    """After a render: each keyed element that moved glides from where it was ``before``, a
    card turned over turns (a transform only: a tap is never held up, nor the next render)."""
    if not before:
        return
    try:
        after, elements = _measure(root)
        for motion in motions(before, after):
            frames = to_js([dict(frame) for frame in motion.keyframes],
                           dict_converter=js.Object.fromEntries)
            elements[motion.key].animate(frames, obj(duration=DURATION_MS, easing="ease-out",
                                                     id=motion.id))
    except Exception as exc:  # motion is never worth a stopped game
        js.console.warn(f"motion failed: {exc!r}")
