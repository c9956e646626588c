"""The browser side of the focus: where the next thing to do is when the board has no step,
and how an element is found again after the screen is drawn anew. Runs only in the page (it
imports ``js``)."""

from __future__ import annotations

from typing import Any

import js

from .jsglue import nothing

#: where the next thing to do is when the board has no step (in this order): a moment's
#: "Continuer" once it may be pressed, else the moment's own next step (a battle to turn over),
#: else any of its buttons; the hand-off's "Je suis Léa"
NEXT_OUTSIDE_BOARD = ("#moment-ok:not(:disabled)", ".moment .primary:not(:disabled)",
                      ".moment button:not(:disabled)", "#handoff-ready")


def first_of(selectors: tuple[str, ...]) -> Any:
    """The first element found, trying the selectors in their order (not the page's), that
    can take the focus (shown and enabled); None if none."""
    for selector in selectors:
        for el in js.Array.from_(js.document.querySelectorAll(selector)):
            if el.getClientRects().length > 0 and not bool(getattr(el, "disabled", False)):
                return el
    return None


def focus_key(el: Any) -> str | None:
    if el.id:
        return f"#{el.id}"
    cmd, arg, name = el.getAttribute("data-cmd"), el.getAttribute("data-arg"), el.getAttribute("name")
    if not nothing(cmd):
        sel = f'[data-cmd="{cmd}"]'
        if not nothing(arg):
            sel += f'[data-arg="{js.CSS.escape(arg)}"]'
        return sel
    if not nothing(name):
        return f'[name="{name}"]'
    return None
