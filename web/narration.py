"""The log told in words: an engine event (a key and ids) becomes a sentence in the reader's
language, with seat names, translated sub-keys and the game's own formatting.

Used for the game's log panel, "Depuis ton dernier tour", the hand-off recall, the live
region's announcements, the end screen's result and the illegal-move message.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from .i18n import Translator
from .tables import load_table
from .turns import Turns

if TYPE_CHECKING:
    from .app import App


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


def log_line(app: App, event: dict[str, Any]) -> str:
    """One log event as a sentence (the game's ``log_args`` first, then the conventions)."""
    names = seat_names(app.turns) if app.turns else []
    args = dict(event.get("args", {}))
    if app.turns is not None:  # the game's own formatting (figures with units...)
        game_id = app.turns.game.id
        args = load_table(game_id).log_args(app.shell(game_id), event.get("key", ""), args)
    text = app.t(event.get("key", ""), **render_args(app.t, args, names))
    # an emptied placeholder must not leave "129 kg ." (French keeps its space before ! ? :)
    return re.sub(r"[ \u00a0]+([.,)])", r"\1", re.sub(r"  +", " ", text))


def new_lines(app: App) -> list[str]:
    """What the live region announces after a move: the last few events not yet told."""
    if app.turns is None:
        return []
    return [log_line(app, e) for e in app.turns.unannounced()][-4:]
