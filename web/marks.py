"""What changed, marked on the board: each move's ``Change`` (named by its table from the public
views on either side of it), its sentence, and the ``data-changed`` marks drawn from them.

A move's change is asked of the table once (``Moves.change``, cached by the state it led to),
never per render; a render only copies a few attributes (``apply``). Everything here is public:
the views and events are the table's (seat None), so a mark never tells a secret.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from engine.core.game import Game, visible_log

from .seam import Change, GameTable

#: at most this many moves back are marked when a person's turn comes back (a long robot phase)
MARKED_MOVES = 12


@dataclass(frozen=True)
class MoveChange:
    """One move as the table saw it: what it changed, and its public events."""

    change: Change
    events: list[dict[str, Any]]


@dataclass
class Moves:
    """The changes of a match's moves, by move number (1 = the first action), computed once."""

    _cache: dict[int, tuple[Any, MoveChange]] = field(default_factory=dict)
    _views: dict[int, tuple[Any, dict[str, Any]]] = field(default_factory=dict)

    def _public(self, game: Game[Any, Any], state: Any) -> dict[str, Any]:
        """The table's view without its log, kept while its state lives (a move's ``after`` is
        the next move's ``before``)."""
        cached = self._views.get(id(state))
        if cached is not None and cached[0] is state:
            return cached[1]
        view = dict(game.view(state, None))
        view.pop("log", None)
        if len(self._views) > 8:
            self._views.clear()
        self._views[id(state)] = (state, view)
        return view

    def change(self, game: Game[Any, Any], table: GameTable, states: list[Any],
               number: int) -> MoveChange:
        """What move ``number`` changed (``states[number - 1]`` → ``states[number]``)."""
        after = states[number]
        cached = self._cache.get(number)
        if cached is not None and cached[0] is after:
            return cached[1]
        before = states[number - 1]
        events = visible_log(after.log[len(before.log):], None)
        try:
            change = table.changed(self._public(game, before), self._public(game, after), events)
        except Exception:  # noqa: BLE001 — a mark is never worth a stopped game
            change = Change()
        result = MoveChange(change, events)
        self._cache[number] = (after, result)
        return result


def union(changes: Iterable[MoveChange]) -> frozenset[str]:
    """Every part the moves changed."""
    parts: set[str] = set()
    for move in changes:
        parts |= move.change.parts
    return frozenset(parts)


#: a part a phone folds (``layout.part``): its summary, then the rest of it
_FOLD = re.compile(r'(<details class="part[^"]*"[^>]*><summary>.*?)(</summary>)(.*?)(?=<details class="part|$)',
                   re.S)
#: the mark a folded part's summary shows when a changed part is inside (on the first screen)
FOLD_MARK = "<span class=\"fold-mark\" data-changed aria-hidden=\"true\">●</span>"


def apply(markup: str, parts: frozenset[str]) -> str:
    """The markup with ``data-changed`` on every element of a changed part (``data-part``);
    a folded part (on a phone) holding one shows a mark on its summary, on the first screen."""
    hit = False
    for name in parts:
        attribute = f"data-part=\"{name}\""
        if attribute in markup:
            markup = markup.replace(attribute, f"{attribute} data-changed")
            hit = True
    if hit and "<details class=\"part" in markup:
        markup = _FOLD.sub(lambda m: m.group(1) + (FOLD_MARK if "data-changed" in m.group(3) else "")
                           + m.group(2) + m.group(3), markup)
    return markup


def sentence(lines: list[str]) -> str:
    """A move's events in one line for the live region (nothing dropped)."""
    return " ".join(line for line in lines if line)


def summary(lines: list[str], more: Callable[[int], str], keep: int = 6) -> list[str]:
    """The lines to announce: all of them, repeated lines counted once ("… (×3)"); a long
    robot phase keeps its last ``keep`` lines and says how many came before (``more``)."""
    folded: list[str] = []
    counts: list[int] = []
    for line in lines:
        if folded and folded[-1] == line:
            counts[-1] += 1
        else:
            folded.append(line)
            counts.append(1)
    told = [f"{line} (×{n})" if n > 1 else line for line, n in zip(folded, counts, strict=True)]
    if len(told) <= keep:
        return told
    return [more(len(told) - keep), *told[-keep:]]
