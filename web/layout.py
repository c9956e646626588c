"""How the game screen is arranged at each size of screen (issue 23): one rule for every game.

A table gives its screen in parts (``seam.TableParts``): the **step** (what to do now and its
controls), the **board** (where a chosen card goes: a map, a grid, the battles), the **status**
(scores and tracks, read at a glance) and **more** (piles, the others' hands, notes). The shell
places them by the screen's *size class*, so that the step and its targets share the first
screen and no game patches its own layout:

- ``wide`` — a landscape tablet or a computer: the board on the left, the step in a column
  beside it that stays on screen while the rest scrolls; status and more under the board.
- ``tall`` — a portrait tablet: the board above the step, status and more below.
- ``phone`` — a narrow screen: the board and the step; status and more one tap away (folded).
- ``compact`` — the app embedded in another site's frame (``?embed=1``, about 800×600): the
  wide arrangement with less around it, its small case.

The browser tells the size class from the window (``size_class``) when the app starts and when
the window changes (a tablet turned), sets it on the root (``html[data-size]``, what the
stylesheet reads) and repaints when it changes (what the phone folds is markup).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, get_args

from .html import esc

if TYPE_CHECKING:
    from .i18n import Translator
    from .seam import TableParts

SizeClass = Literal["wide", "tall", "phone", "compact"]
SIZE_CLASSES: tuple[SizeClass, ...] = get_args(SizeClass)
#: narrower than this, a screen is a phone's whatever way it is held
PHONE_MAX_WIDTH = 600


def size_class(width: float, height: float, embedded: bool = False) -> SizeClass:
    """The size class of a window ``width`` × ``height`` CSS pixels (``embedded``: inside
    another site's frame).

    >>> size_class(1024, 768), size_class(768, 1024), size_class(390, 844)
    ('wide', 'tall', 'phone')
    >>> size_class(800, 600, embedded=True), size_class(400, 600, embedded=True)
    ('compact', 'phone')
    """
    if width < PHONE_MAX_WIDTH:
        return "phone"
    if embedded:
        return "compact"
    return "wide" if width > height else "tall"


def part(name: str, markup: str, *, folded_label: str = "") -> str:
    """One part of the table in its area; with ``folded_label``, folded under that label (on a
    phone: one tap away; the browser keeps it open across repaints once opened, by its id).
    Nothing for an empty part."""
    if not markup:
        return ""
    if folded_label:
        return (f"<details class=\"part part-{name}\" id=\"part-{name}\"><summary>{esc(folded_label)}</summary>"
                f"{markup}</details>")
    return f"<div class=\"part part-{name}\">{markup}</div>"


def arrange(parts: TableParts, size: SizeClass, t: Translator, game_id: str,
            tools: str = "") -> str:
    """The table's ``parts`` in the areas of the ``size`` class (the stylesheet places the
    areas): ``tools`` (the undo button, the menu) under the step, or last on a phone, where
    status and more are folded under their labels (the table's, else the shell's ``game.part.*``). ``game_id`` lets the game's stylesheet tune the columns."""
    phone = size == "phone"

    def fold(label: str, default_key: str) -> str:
        return (label or str(t(default_key))) if phone else ""

    split = " split" if parts.step else ""  # a table in one block keeps the whole width
    # on a phone the board comes right after the step: the undo button and the menu go last
    return (f"<div class=\"table-layout{split}\" data-game=\"{esc(game_id)}\">"
            f"{part('board', parts.board)}"
            f"{part('step', parts.step if phone else parts.step + tools)}"
            f"{part('status', parts.status, folded_label=fold(parts.status_label, 'game.part.status'))}"
            f"{part('more', parts.more, folded_label=fold(parts.more_label, 'game.part.more'))}"
            f"{part('tools', tools) if phone else ''}"
            "</div>")
