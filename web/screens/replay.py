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

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.core.errors import SaveError
from engine.core.game import visible_log
from engine.core.replay import ROUTE, Replay, decode_link, encode_link, replay

from .. import layout, marks
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
    #: autoplay: on, and its speed (``SPEEDS``)
    playing: bool = False
    #: the beat on show inside the move ``step`` (``GameTable.beats``: Défis's battles)
    beat: int = 0
    speed: str = "normal"
    #: the moves where a step ends (``stops``), computed once
    stops: list[int] | None = None
    moves: marks.Moves = field(default_factory=marks.Moves)


#: the pause between two steps of the autoplay, by speed (ms)
SPEEDS = {"slow": 2400, "normal": 1400, "fast": 600}


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
        app.set_flash("error", app.t("replay.unreadable"))
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
        view.beat = len(beats(view, view.played, view.step)) - 1  # every battle turned over
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


def stops(view: ReplayView, played: Replay) -> list[int]:
    """The moves where a step of the replay ends: a public moment (a move the table saw
    something of); moves told nothing of (a round of secret placements) are one step with the
    next one that is. Always the last move."""
    if view.stops is None:
        states = played.states
        ends = [n for n in range(1, played.moves + 1)
                if visible_log(states[n].log[len(states[n - 1].log):], None)]
        if not ends or ends[-1] != played.moves:
            ends.append(played.moves)
        view.stops = ends if played.moves else []
    return view.stops


def beats(view: ReplayView, played: Replay, move: int) -> list[int]:
    """Where the replay pauses inside ``move`` (its public events' indices; [0]: none)."""
    if move <= 0:
        return [0]
    table = load_table(played.game.id)
    events = view.moves.change(played.game, table, played.states, move).events
    return table.beats(events) or [0]


def _advance(view: ReplayView, played: Replay, forward: bool) -> None:
    """One step on (or back): the next beat inside the move on show, else the next move that
    is a public moment (back: its last beat)."""
    count = len(beats(view, played, view.step))
    if forward and view.beat + 1 < count:
        view.beat += 1
        return
    if not forward and view.beat > 0:
        view.beat -= 1
        return
    view.step = _neighbour(view, played, forward)
    view.beat = 0 if forward else len(beats(view, played, view.step)) - 1


def _neighbour(view: ReplayView, played: Replay, forward: bool) -> int:
    """The step after (or before) the one on show."""
    ends = [0, *stops(view, played)]
    if forward:
        return next((n for n in ends if n > view.step), played.moves)
    return next((n for n in reversed(ends) if n < view.step), 0)


def step_moves(view: ReplayView, played: Replay) -> range:
    """The moves the step on show is made of (since the step before)."""
    return range(_neighbour(view, played, forward=False) + 1, view.step + 1)


def _step_told(app: App, view: ReplayView, played: Replay) -> tuple[frozenset[str], str]:
    """The step's changed parts and its sentence, as in play."""
    table = load_table(played.game.id)
    changes = [view.moves.change(played.game, table, played.states, n)
               for n in step_moves(view, played)]
    events = [e for c in changes for e in c.events]
    cuts = beats(view, played, view.step)
    if len(cuts) > 1 and changes:  # one beat of the move (one battle turned over)
        own = changes[-1].events
        earlier = len(events) - len(own)
        beat = min(view.beat, len(cuts) - 1)
        end = cuts[beat + 1] if beat + 1 < len(cuts) else len(own)
        events = events[:earlier] + own[:end] if beat == 0 else own[cuts[beat]:end]
    lines = _narrator(app, played).lines(events)
    return marks.union(changes), marks.sentence(lines)


def _step(app: App, arg: str, form: Form) -> Effects:
    """First, back, forward, last: the step changes, the address does not. A step is a public
    moment (``stops``); its sentence is announced."""
    played = _played(app)
    view = app.replay_screen.view
    if played is None or view is None:
        return Effects()
    view.playing = False
    if arg in ("next", "prev"):
        _advance(view, played, forward=arg == "next")
    else:
        view.step = {"first": 0, "last": played.moves}.get(arg, view.step)
        # "Fin" shows the end whole (its last beat: every battle turned), "Début" the start
        view.beat = len(beats(view, played, view.step)) - 1 if arg == "last" else 0
    told = _step_told(app, view, played)[1] if view.step else ""
    # the button pressed keeps the focus, unless it is now disabled ("Début" at the start):
    # then the way back out of that end does
    if view.step == 0 and arg in ("first", "prev") and played.moves:
        arg = "next"
    elif view.step == played.moves and arg in ("last", "next") and played.moves:
        arg = "prev"
    return Effects(focus=f"[data-cmd=\"replay-step\"][data-arg=\"{arg}\"]",
                   announce=[told] if told else [])


def _play(app: App, arg: str, form: Form) -> Effects:
    """"Lecture" / "Pause": the steps go on by themselves at the chosen speed (from the start
    when the replay is on its end)."""
    played = _played(app)
    view = app.replay_screen.view
    if played is None or view is None:
        return Effects()
    view.playing = not view.playing
    if view.playing and view.step >= played.moves:
        view.step = view.beat = 0
    fx = Effects(focus="#replay-play")
    fx.schedule_bot_ms = SPEEDS[view.speed] if view.playing else None
    return fx


def _speed(app: App, arg: str, form: Form) -> Effects:
    """The autoplay's speed, one tap to the next (slow, normal, fast)."""
    view = app.replay_screen.view
    if view is None:
        return Effects()
    order = list(SPEEDS)
    view.speed = order[(order.index(view.speed) + 1) % len(order)] if view.speed in order else "normal"
    return Effects(focus="#replay-speed")


def tick(app: App) -> Effects:
    """The browser's timer fired while the replay plays: the next step, its sentence read."""
    played = _played(app)
    view = app.replay_screen.view
    if played is None or view is None or not view.playing:
        return Effects()
    _advance(view, played, forward=True)
    view.playing = (view.step < played.moves
                    or view.beat + 1 < len(beats(view, played, view.step)))
    told = _step_told(app, view, played)[1]
    fx = Effects(announce=[told] if told else [])
    fx.schedule_bot_ms = SPEEDS[view.speed] if view.playing else None
    return fx


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
    table = load_table(played.game.id)
    return render_result(app.t, outcome, _names(played), table.team_score_key, table.score_key)


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
    changed, told = _step_told(app, view, played) if view.step else (frozenset(), "")
    board = marks.apply(layout.arrange(table.parts(table_ctx), app.size, app.t, game.id), changed)
    if game.is_over(state):
        board += table.render_end(table_ctx)
    lines = _narrator(app, played).lines(visible_log(state.log, None))[-60:]
    log_items = "".join(f"<li>{esc(line)}</li>" for line in reversed(lines))
    cuts = beats(view, played, view.step)
    at_start = view.step == 0
    at_end = view.step == played.moves and view.beat + 1 >= len(cuts)
    beat = f" · {view.beat + 1}/{len(cuts)}" if len(cuts) > 1 else ""

    def step_button(arg: str, label: str, disabled: bool) -> str:
        return button(esc(app.t(label)), "replay-step", arg, cls="button", disabled=disabled)

    controls = (f"<div class=\"replay-controls\" role=\"group\" aria-label=\"{esc(app.t('replay.controls'))}\">"
                f"{step_button('first', 'replay.first', at_start)}"
                f"{step_button('prev', 'replay.prev', at_start)}"
                f"<span class=\"replay-step\" role=\"status\" aria-live=\"polite\">"
                f"{esc(app.t('replay.position', n=view.step, total=played.moves) + beat)}</span>"
                f"{step_button('next', 'replay.next', at_end)}"
                f"{step_button('last', 'replay.last', at_end)}"
                f"{button(esc(app.t('replay.pause' if view.playing else 'replay.play')), 'replay-play', cls='button primary', id='replay-play', aria_pressed='true' if view.playing else 'false')}"
                f"{button(esc(app.t('replay.speed', speed=app.t('replay.speed.' + view.speed))), 'replay-speed', cls='button small', id='replay-speed')}"
                f"<progress class=\"replay-bar\" max=\"{max(played.moves, 1)}\" value=\"{view.step}\" "
                f"aria-label=\"{esc(app.t('replay.bar'))}\"></progress></div>")
    said = (f"<p class=\"last-move\"><span class=\"news-title\">{esc(app.t('game.last_move'))}"
            f"{esc(app.t('ui.colon'))}</span>{esc(told)}</p>") if told else ""
    link = f"{app.full_screen_url.split('#', 1)[0]}{ROUTE}{view.data}"
    share = (f"<details class=\"replay-share\"><summary>{esc(app.t('replay.share'))}</summary>"
             f"<input id=\"replay-link\" readonly aria-label=\"{esc(app.t('replay.share'))}\" "
             f"value=\"{esc(link)}\"></details>")
    return (f"{app.nav()}<h2 class=\"game-title\">"
            f"{esc(app.t('replay.title', game=app.game_title(game.id)))}</h2>"
            f"<p>{esc(', '.join(names))}</p>{_notes(app, played)}{controls}"
            f"{_result(app, played, state) if at_end else ''}{said}"
            f"<div class=\"game-layout replay\"><div id=\"board\" class=\"board-area\">{board}</div>"
            f"<aside class=\"side\"><section class=\"log\" tabindex=\"0\" aria-labelledby=\"log-h\">"
            f"<h3 id=\"log-h\">{esc(app.t('game.log'))}</h3><ol reversed>{log_items}</ol></section>"
            f"{share}</aside></div>")


COMMANDS: dict[str, Command] = {"replay-step": _step, "replay-open": open_from_save,
                                "replay-play": _play, "replay-speed": _speed}
