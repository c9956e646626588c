"""A finished game replayed (``#/replay/1.<data>``, ``engine.core.replay``): move by move,
forward and back, the table as everyone saw it, the log beside it.

The steps are the screen's own state, not addresses: going forward and back never fills the
browser's history, and Back leaves the replay. Every step shows the public view
(``view(state, None)``): no hand is shown that the table did not see; at the end, what the
rules reveal is in that view, and the result is drawn by the end screen's renderer
(``result.py``). A link edited by
hand replays as far as its moves are legal and says where it stopped; a link from other
rules says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.core.errors import SaveError
from engine.core.game import visible_log
from engine.core.replay import ROUTE, Replay, decode_link, encode_link, replay

from .. import layout
from ..effects import Effects
from ..html import button, esc
from ..narration import Narrator
from ..saves import SaveStore
from ..seam import Ctx, Form
from ..tables import load_table
from ..timers import Timers
from .result import render_result

if TYPE_CHECKING:
    from ..app import App, Command


@dataclass
class ReplayView:
    """The replay on screen: the link's record, its moves once played, the step shown."""

    data: str
    record: dict[str, Any]
    game_id: str
    played: Replay | None = None
    step: int = 0


class ReplayScreen:
    """The replay screen's own state: the replay on screen, if any."""

    def __init__(self) -> None:
        self.view: ReplayView | None = None

    @property
    def game_id(self) -> str:
        """The game replayed ("" for none): its code must be here to play its moves again."""
        return self.view.game_id if self.view else ""


def open_replay(app: App, data: str) -> Effects | None:
    """Open a replay link (kept while it is the same link). None when it is open; else the
    way home, with the reason."""
    screen = app.replay_screen
    if screen.view is not None and screen.view.data == data:
        return None
    try:
        record = decode_link(data)
    except SaveError:
        app.flash = ("error", app.t("replay.unreadable"))
        return Effects(set_hash="#/")
    screen.view = ReplayView(data, record, str(record.get("game", "")))
    return None


def _played(app: App) -> Replay | None:
    """The moves played (once the game's packages are there: a word judge, pictures)."""
    view = app.replay_screen.view
    if view is None:
        return None
    if view.played is None:
        try:
            view.played = replay(view.record)
        except SaveError:
            return None
        view.step = view.played.moves  # it opens on the end, as the end screen does
    return view.played


def link_for(saves: SaveStore, save_id: str) -> str | None:
    """``#/replay/1.<data>`` for a save on this device, or None when it is unreadable."""
    raw = saves.raw(save_id)
    if raw is None:
        return None
    import json

    try:
        record = json.loads(raw)
    except ValueError:
        return None
    return ROUTE + encode_link(record) if isinstance(record, dict) else None


def open_from_save(app: App, arg: str, form: Form) -> Effects:
    """"Revoir la partie" on the end screen or the saves list (``arg``: the save's id)."""
    link = link_for(app.saves, arg or (app.turns.save_id if app.turns else ""))
    return Effects(set_hash=link) if link else Effects()


def _names(played: Replay) -> list[str]:
    return [s.name or f"#{i + 1}" for i, s in enumerate(played.seats)]


def _narrator(app: App, played: Replay) -> Narrator:
    """Tells the replayed game's events with its seats' names (no match at the table)."""
    return Narrator(app.t, _names(played), app.shell(played.game.id))


def _step(app: App, arg: str, form: Form) -> Effects:
    """First, back, forward, last: the step changes, the address does not."""
    played = _played(app)
    view = app.replay_screen.view
    if played is None or view is None:
        return Effects()
    targets = {"first": 0, "prev": view.step - 1, "next": view.step + 1, "last": played.moves}
    view.step = min(max(targets.get(arg, view.step), 0), played.moves)
    # the button pressed keeps the focus, unless it is now disabled ("Début" at the start):
    # then the way back out of that end does
    if view.step == 0 and arg in ("first", "prev"):
        arg = "next" if played.moves else arg
    elif view.step == played.moves and arg in ("last", "next"):
        arg = "prev" if played.moves else arg
    return Effects(focus=f"[data-cmd=\"replay-step\"][data-arg=\"{arg}\"]",
                   announce=move_told(app, played, view.step))


def move_told(app: App, played: Replay, step: int) -> list[str]:
    """What the move that led to ``step`` was (its public events), after "Coup N sur M"."""
    position = app.t("replay.position", n=step, total=played.moves)
    if step == 0:
        return [position]
    before, after = played.states[step - 1].log, played.states[step].log
    return [position, *_narrator(app, played).lines(visible_log(after[len(before):], None))]


def _notes(app: App, played: Replay) -> str:
    notes = []
    if played.rules_differ:
        key = ("replay.older_rules" if played.played_rules < played.game.rules_version
               else "replay.newer_rules")
        notes.append(app.t(key, played=played.played_rules, now=played.game.rules_version))
    if played.stopped_at is not None:
        notes.append(app.t("replay.stopped", n=played.stopped_at + 1, total=played.moves_in_link))
    return "".join(f"<p class=\"flash info\" role=\"status\">{esc(n)}</p>" for n in notes)


def _result(app: App, played: Replay, state: Any) -> str:
    """At the end, the result as the end screen draws it."""
    outcome = played.game.outcome(state) if played.game.is_over(state) else None
    if outcome is None:
        return ""
    return render_result(app.t, outcome, _names(played), load_table(played.game.id).team_score_key)


def render(app: App) -> str:
    view = app.replay_screen.view
    played = _played(app)
    if view is None or played is None:
        return (f"{app.nav()}<div class=\"flash error\" role=\"alert\">"
                f"{esc(app.t('replay.unreadable'))}</div>")
    game = played.game
    state = played.states[view.step]
    public = game.view(state, None)
    names = _names(played)
    table_ctx = Ctx(app.shell(game.id), game, public, [], None, names, {}, Timers(),
                    human_seats=tuple(i for i, s in enumerate(played.seats) if not s.is_bot))
    table = load_table(game.id)
    board = layout.arrange(table.parts(table_ctx), app.size, app.t, game.id)
    if game.is_over(state):
        board += table.render_end(table_ctx)
    lines = _narrator(app, played).lines(visible_log(state.log, None))[-60:]
    log_items = "".join(f"<li>{esc(line)}</li>" for line in reversed(lines))
    at_start, at_end = view.step == 0, view.step == played.moves

    def step_button(arg: str, label: str, disabled: bool) -> str:
        return button(esc(app.t(label)), "replay-step", arg, cls="button", disabled=disabled)

    controls = (f"<div class=\"replay-controls\" role=\"group\" aria-label=\"{esc(app.t('replay.controls'))}\">"
                f"{step_button('first', 'replay.first', at_start)}"
                f"{step_button('prev', 'replay.prev', at_start)}"
                f"<span class=\"replay-step\">"  # told with the move in the live region
                f"{esc(app.t('replay.position', n=view.step, total=played.moves))}</span>"
                f"{step_button('next', 'replay.next', at_end)}"
                f"{step_button('last', 'replay.last', at_end)}</div>")
    link = f"{app.full_screen_url.split('#', 1)[0]}{ROUTE}{view.data}"
    share = (f"<details class=\"replay-share\"><summary>{esc(app.t('replay.share'))}</summary>"
             f"<input id=\"replay-link\" readonly aria-label=\"{esc(app.t('replay.share'))}\" "
             f"value=\"{esc(link)}\"></details>")
    return (f"{app.nav()}<h2 class=\"game-title\">"
            f"{esc(app.t('replay.title', game=app.game_title(game.id)))}</h2>"
            f"<p>{esc(', '.join(names))}</p>{_notes(app, played)}{controls}"
            f"{_result(app, played, state) if at_end else ''}"
            f"<div class=\"game-layout replay\"><div id=\"board\" class=\"board-area\">{board}</div>"
            f"<aside class=\"side\"><section class=\"log\" tabindex=\"0\" aria-labelledby=\"log-h\">"
            f"<h3 id=\"log-h\">{esc(app.t('game.log'))}</h3><ol reversed>{log_items}</ol></section>"
            f"{share}</aside></div>")


COMMANDS: dict[str, Command] = {"replay-step": _step, "replay-open": open_from_save}
