"""How far the app scrolls its own page to show the step to play (issue 23), as plain numbers.

The browser measures boxes (``browser.py``); this decides, so that it is tested in CPython. The
rule: move as little as possible. If everything the step needs (its instruction and controls,
or after a choice its targets and their labels) fits on the screen, bring it all in; else bring
in what matters most (the first control and its instruction, or the targets), its top first.
The page never moves when the step is already in view, so a player reading the log below is
not pulled back while the bots play.
"""

from __future__ import annotations

from collections.abc import Sequence

#: a box's vertical extent on screen, in CSS pixels: (top, bottom)
Span = tuple[float, float]
#: the breathing space kept above and below what is brought into view
MARGIN = 8.0


def scroll_delta(groups: Sequence[Sequence[Span]], view: Span, margin: float = MARGIN) -> float:
    """The vertical scroll (positive: down) that brings the first of ``groups`` that fits in
    ``view`` wholly into it (they go from everything the step needs to what matters most);
    if none fits, the top of the last one. 0 when what is brought in is already in view."""
    last: Sequence[Span] = ()
    for boxes in groups:
        if not boxes:
            continue
        last = boxes
        top = min(b[0] for b in boxes)
        bottom = max(b[1] for b in boxes)
        if top >= view[0] and bottom <= view[1]:
            return 0.0
        if bottom - top <= view[1] - view[0] - 2 * margin:
            if top < view[0]:
                return top - view[0] - margin
            return bottom - view[1] + margin
    if not last:
        return 0.0
    return min(b[0] for b in last) - view[0] - margin  # taller than the screen: its top first
