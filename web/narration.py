"""The log told in words: an engine event (a key and ids) becomes a sentence in the reader's
language, with seat names, translated sub-keys and the game's own formatting.

Used for the game's log panel, "Depuis ton dernier tour", the hand-off recall, the live
region's announcements, the replay's log, the result of a finished game and the illegal-move
message. It takes what it uses (the words, the seats' names, the game's shell), never the app.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .i18n import Translator, catalog
from .seam import Shell
from .tables import load_table
from .turns import Turns


def seat_names(turns: Turns) -> list[str]:
    """Every seat's name, by seat."""
    return [turns.name(i) for i in range(len(turns.seats))]


def render_args(t: Translator, args: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """Event and result arguments made readable, by the shell's conventions:

    - ``seat``, ``player``, ``winner``, ``loser`` and ``*_seat`` (ints) become seat names,
      and ``*seats``/``winners`` (lists of ints) a list of names;
    - ``*_key`` arguments are translation keys, translated in place (and also given
      without the suffix); a key ``<game>.player.<n>`` stands for seat n's name.
    """
    for key, value in list(args.items()):
        if (key in ("seat", "player", "winner", "loser") or key.endswith("_seat")) \
                and isinstance(value, int) and 0 <= value < len(names):
            args[key] = names[value]
        elif key.endswith("_key") and isinstance(value, str):
            head, _, tail = value.rpartition(".player.")
            if head and tail.isdigit() and int(tail) < len(names):
                text = names[int(tail)]
            else:
                text = t(value)
            args[key] = args[key[:-4]] = text
        elif isinstance(value, list) and all(isinstance(v, int) for v in value) and \
                (key.endswith("seats") or key == "winners") and names:
            args[key] = [names[v] for v in value if 0 <= v < len(names)]  # "A, B et C"
    return args


def subject(args: dict[str, Any]) -> int | None:
    """The seat an event is about, by the conventions of ``render_args``: its ``seat`` or
    ``player`` (an int), else the seat its ``player_key`` (``<game>.player.<n>``) stands for."""
    for name in ("seat", "player"):
        if isinstance(args.get(name), int):
            return int(args[name])
    head, _, tail = str(args.get("player_key", "")).rpartition(".player.")
    return int(tail) if head and tail.isdigit() else None


class _Told:
    """Sentences already told: a table draws its log's last 40 lines again after every move,
    and a line is the same as long as the words it was told with (forgotten when a game's
    wheel brings its own, or past a bound)."""

    LIMIT = 4096

    def __init__(self) -> None:
        self.lines: dict[tuple[Any, ...], str] = {}
        self.words: object = None

    def table(self) -> dict[tuple[Any, ...], str]:
        words = catalog()
        if words is not self.words or len(self.lines) >= self.LIMIT:
            self.lines, self.words = {}, words
        return self.lines


_TOLD = _Told()


@dataclass(frozen=True)
class Narrator:
    """Tells one game's events: the reader's words, the seats' names, and the game's shell
    (its table's ``log_args``); no shell, no game's own formatting."""

    t: Translator
    names: list[str]
    shell: Shell | None = None
    #: the seat told in the second person (a lesson's learner): an event it is the subject of
    #: is said with the key's ``.you`` variant where the game has one ("Tu as regardé…",
    #: "You looked at…"), not "Toi a regardé…"
    you: int | None = None

    def line(self, event: dict[str, Any]) -> str:
        """One log event as a sentence (the game's ``log_args`` first, then the conventions)."""
        key = str(event.get("key", ""))
        try:
            told_as = (self.t.lang, tuple(self.names), self.shell.game_id if self.shell else None,
                       self.you, key, json.dumps(event.get("args", {}), sort_keys=True))
        except (TypeError, ValueError):  # not an engine's event: told afresh
            return self._tell(key, event)
        told = _TOLD.table()
        text = told.get(told_as)
        if text is None:
            text = told[told_as] = self._tell(key, event)
        return text

    def _tell(self, key: str, event: dict[str, Any]) -> str:
        args = dict(event.get("args", {}))
        about = [subject(args)]
        if self.shell is not None:  # the game's own formatting (figures with units...)
            args = load_table(self.shell.game_id).log_args(self.shell, key, args)
        text = self.t.to(self.you, about, key, **render_args(self.t, args, self.names))
        # an emptied placeholder must not leave "129 kg ." (French keeps its space before ! ? :)
        return re.sub(r"[ \u00a0]+([.,)])", r"\1", re.sub(r"  +", " ", text))

    def lines(self, events: Iterable[dict[str, Any]]) -> list[str]:
        return [self.line(event) for event in events]
