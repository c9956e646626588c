"""The game screen (``#/game/<save id>``): what the table shows, and what it keeps.

What is drawn, in order of precedence: a public moment (the whole table looks, "Continuer"),
the end screen, a hand-off ("Passe l'appareil à Léa" → "Je suis Léa"), else the board of the
seat holding the device with "Depuis ton dernier tour", the undo button, the menu and the log.
The commands the table's buttons send live in ``play.py``. Every change is saved at once
(``autosave``). Every way into a save (the saves list, a link, Back, an import, a reload)
opens it through ``resume``; ``GameScreen`` holds the match at the table and what the screen
keeps around it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.errors import SaveError
from engine.core.game import visible_log
from engine.core.match import Match

from .. import layout, marks, settings
from ..effects import Effects
from ..html import button, esc
from ..narration import Narrator, seat_names
from ..saves import MissingSave, SaveConflict, StorageError
from ..seam import Ctx, GameTable
from ..sounds import Cue
from ..tables import load_table
from ..timers import Timers
from ..turns import Turns
from . import home
from .result import celebration, render_result, won_by_the_table

if TYPE_CHECKING:
    from ..app import App

#: ``Effects.focus`` for "the step to play": the browser focuses its first control (the first
#: target once a choice is on), brings it on screen and reads its instruction out
STEP = "@step"
#: the lines "Depuis ton dernier tour" keeps at most (the log beside the table keeps them all)
NEWS_LINES = 10
#: the controls a table that declares none is played with
GENERIC_CONTROLS = "button[data-cmd=act]:not(:disabled), button[data-cmd=ui]:not(:disabled)"


class GameScreen:
    """The game screen's own state: the match at the table, its open questions, its
    countdowns, the public moment asked of the table for this state, and what the table
    asked to read aloud once. Other screens ask through its methods."""

    def __init__(self) -> None:
        self.turns: Turns | None = None
        #: the match at the table when another tab moved it on (``web.one_writer``)
        self.behind: Turns | None = None
        self.confirm_undo = False
        self.confirm_restart = False
        self.timers = Timers()
        #: the timers' sounds still to play (``App.take_sounds``), when the "Sons" setting is on
        self.sounds_due: list[Cue] = []
        self.moment_cache: tuple[Any, Any, str | None] | None = None
        self.read_keys: set[str] = set()
        #: what the last render asked to read aloud (``App.take_speech``)
        self.to_speak: list[str] = []
        #: events of the moment on show still face down (``GameTable.face_down``): the live
        #: region tells them when they are turned over, not before
        self.face_down: list[dict[str, Any]] = []
        #: what each move changed on the board (asked of the table once per move)
        self.moves = marks.Moves()
        #: a robot's last visible move stays on the shared table for the pace's time before
        #: the hand-off to the next person hides the board
        self.showing_bot = False

    def holds(self, save_id: str) -> bool:
        """Whether the match at the table is the save ``save_id``."""
        return self.turns is not None and self.turns.save_id == save_id

    def forget(self, save_id: str) -> None:
        """The save ``save_id`` was deleted: it is no longer at the table."""
        if self.holds(save_id):
            self.turns = None

    def command_sent(self, name: str) -> None:
        """A question ("Annuler le coup ?") closes when the player does something else."""
        self.confirm_undo = self.confirm_undo and name == "undo"
        self.confirm_restart = self.confirm_restart and name == "restart"
        self.showing_bot = self.showing_bot and name == "bot"


# --- the match in play -------------------------------------------------------------------------
def open_new(app: App, match: Match) -> Effects:
    """A new match at the table, saved under a new id, and the game screen opened on it."""
    save_id = app.new_id()
    app.game_screen.turns = Turns(match, save_id)
    app.game_screen.face_down = []
    fx = autosave(app)
    fx.set_hash = f"#/game/{save_id}"
    return fx


def resume(app: App, save_id: str) -> Effects | None:
    """Open the save ``save_id`` at the table (``#/game/<id>``): every way in (the saves
    list, Back/Forward, a link, a restored tab, an import, a reload) comes here, and each
    goes through the hand-off when several humans share the device. A game already in memory
    is entered again as it is. None when it is open; else the way home (the navigation goes
    there), with the reason shown: the save is kept."""
    screen = app.game_screen
    screen.confirm_undo = screen.confirm_restart = False
    if (screen.turns is not None and screen.turns.save_id == save_id
            and not app.saves.changed_elsewhere(save_id)):  # else read again (another tab)
        screen.turns.reenter()
        return None
    screen.turns = None
    screen.face_down = []
    try:
        match = app.saves.load(save_id)
    except SaveError as exc:  # kept (a save missing on this device has nothing to keep)
        kept = "" if isinstance(exc, MissingSave) else " " + app.t("save.kept")
        app.set_flash("error", app.t(exc.key) + kept)
        return Effects(set_hash="#/")
    screen.turns = Turns(match, save_id)
    # a public moment the table had not acknowledged is shown again; nothing is announced again
    screen.turns.restore_marks(app.saves.table_marks(save_id))
    if match.resumed_from_rules is not None:
        app.set_flash("info", app.t("save.resumed_older_rules"))
    elif match.resumed_from_snapshot:
        app.set_flash("info", app.t("save.resumed_from_snapshot"))
    return None


def autosave(app: App) -> Effects:
    """Save the match as it is now (a full storage is said, never raised)."""
    fx = Effects()
    if app.turns is None:
        return fx
    try:
        app.saves.save(app.turns.save_id, app.turns.match, app.now(), app.turns.marks())
    except StorageError as exc:
        app.set_flash("error", app.t(exc.key))
    except SaveConflict:  # another tab moved it on: this one says so (web/one_writer.py)
        app.game_screen.behind = app.turns
    return fx


def bot_delay(app: App, after_bot: bool = False) -> int | None:
    """When the browser should ask for the next bot move (``bot``), or None: no bot to move,
    or a moment or a package wait to get past first."""
    if app.turns is None or moment(app) is not None:
        return None
    if app.game_screen.showing_bot:  # the robot's move on show, then the hand-off
        return settings.bot_pace_ms(app.settings)
    if app.turns.bot_to_move() is None:
        return None
    if app.route_waits():
        return None
    if after_bot and not app.turns.last_bot_move_visible:
        return 0  # nobody saw that move (a hidden placement): no pause to look at it
    return settings.bot_pace_ms(app.settings)


def after_change(app: App) -> Effects:
    """After a move: save, schedule the bots, announce the news, open the end on its result."""
    fx = autosave(app)
    assert app.turns is not None
    fx.schedule_bot_ms = bot_delay(app)
    # every untold line, a long robot phase summed up (a secret placement each, counted)
    fx.announce = marks.summary(narrator(app).lines(_shown_now(app, app.turns.unannounced())),
                                lambda n: app.t("game.news_more", n=n))
    _queue_sound(app)
    fx.focus = STEP
    if app.turns.over:  # the end screen opens on its result, not scrolled to the middle
        fx.focus, fx.scroll = "#end-h", True
    return fx


def _face_down_ids(app: App) -> set[int]:
    """The moment's events its screen does not show yet (by identity: the log's own args)."""
    turns = app.turns
    assert turns is not None
    if moment(app) is None:
        return set()
    table = load_table(turns.game.id)
    return {id(e["args"]) for e in table.face_down(table_ctx(app), turns.moment_events())}


def _shown_now(app: App, events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Of the events to announce, those the screen shows now; the others (a Défis battle
    still face down) wait in ``GameScreen.face_down`` for their reveal."""
    assert app.turns is not None
    unspoken = load_table(app.turns.game.id).unspoken_keys
    events = [e for e in events if e.get("key") not in unspoken]
    hidden = _face_down_ids(app)
    if not hidden:
        return events
    app.game_screen.face_down.extend(e for e in events if id(e["args"]) in hidden)
    return [e for e in events if id(e["args"]) not in hidden]


def turned_over(app: App) -> list[str]:
    """The lines of the waiting events the screen now shows (a battle just turned over), as
    "Depuis ton dernier tour" tells them (the results, not every card put back)."""
    screen = app.game_screen
    turns = app.turns
    if not screen.face_down or turns is None:
        return []
    hidden = _face_down_ids(app)
    shown = [e for e in screen.face_down if id(e["args"]) not in hidden]
    screen.face_down = [e for e in screen.face_down if id(e["args"]) in hidden]
    public = turns.game.view(turns.match.state, None)
    return narrator(app).lines(load_table(turns.game.id).news(public, shown))


def narrator(app: App) -> Narrator:
    """Tells the match's events with its seats' names and its table's formatting."""
    turns = app.turns
    assert turns is not None
    return Narrator(app.t, seat_names(turns), app.shell(turns.game.id), you=turns.you)


def move_change(app: App, number: int) -> marks.MoveChange:
    """What move ``number`` of the match changed (computed once, then remembered)."""
    turns = app.turns
    assert turns is not None
    return app.game_screen.moves.change(turns.game, load_table(turns.game.id),
                                        turns.match.states, number)


def marked_moves(app: App) -> list[marks.MoveChange]:
    """The moves whose changes the board marks now: when a person's turn comes back, every
    move since their own last one (the robots', the others'); else the last move alone (a
    robot's while it plays, a person's own just played)."""
    turns = app.turns
    assert turns is not None
    actions = turns.match.actions
    if not actions:
        return []
    seat = turns.acting_seat()
    if seat is None or actions[-1][0] == seat:
        return [move_change(app, len(actions))]
    start = len(actions)
    while start > 0 and actions[start - 1][0] != seat and len(actions) - start < marks.MARKED_MOVES:
        start -= 1
    return [move_change(app, number) for number in range(start + 1, len(actions) + 1)]


def _queue_sound(app: App) -> None:
    """The last move's sound (a card laid, a reveal, a goal met or missed; the end), when the
    "Sons" setting is on."""
    turns = app.turns
    assert turns is not None
    if not turns.match.actions or not settings.toggle_on(app.settings, "sound", app.embed):
        return
    cue: Cue | None = move_change(app, len(turns.match.actions)).change.cue or None
    if turns.over:
        cue = "end"
    if cue is not None:
        app.game_screen.sounds_due.append(cue)


def ctx(app: App) -> Ctx:
    """What the table's hooks see: the seat holding the device, its view and legal actions."""
    turns = app.turns
    assert turns is not None
    return Ctx(app.shell(turns.game.id), turns.game, turns.view(), turns.legal(),
               turns.screen_seat(), seat_names(turns), turns.ui,
               app.game_screen.timers, turns.news(), tuple(turns.humans),
               turns.seat_aids(turns.screen_seat()), you=turns.you)


def table_ctx(app: App) -> Ctx:
    """The table's context: what everyone may see, for public moments."""
    turns = app.turns
    assert turns is not None
    return Ctx(app.shell(turns.game.id), turns.game, turns.game.view(turns.match.state, None),
               [], None, seat_names(turns), turns.ui,
               app.game_screen.timers, human_seats=tuple(turns.humans), you=turns.you)


def moment(app: App) -> str | None:
    """The public moment on show, if any (asked of the table once per state)."""
    turns = app.turns
    if turns is None:
        return None
    state = turns.match.state
    key = (turns.moment_seen, app.lang, repr(turns.ui))
    cached = app.game_screen.moment_cache
    if cached is not None and cached[0] is state and cached[1] == key:
        return cached[2]
    events = turns.moment_events()
    # a table of bots alone has nobody to stop for
    markup = (load_table(turns.game.id).moment(table_ctx(app), events)
              if events and turns.humans else None)
    if markup is None:
        turns.close_moment()  # nothing worth a pause: those events are covered
        key = (turns.moment_seen, app.lang, repr(turns.ui))
    app.game_screen.moment_cache = (state, key, markup)
    return markup


def moment_done(app: App) -> bool:
    """Whether the table lets the moment on show be closed yet."""
    turns = app.turns
    assert turns is not None
    return load_table(turns.game.id).moment_done(table_ctx(app), turns.moment_events())


# --- drawing -----------------------------------------------------------------------------------
def render(app: App) -> str:
    turns = app.turns
    if turns is None:
        return home.render(app)
    head = f"<h2 class=\"game-title\">{esc(app.game_title(turns.game.id))}</h2>"
    shown = moment(app)
    if shown is not None:  # public: shown once to the whole table, before anything else
        extra = {} if moment_done(app) else {"disabled": True}
        return (f"{head}<section class=\"moment\" aria-labelledby=\"moment-h\">"
                f"<h3 id=\"moment-h\" tabindex=\"-1\">{esc(app.t('moment.title'))}</h3>"
                f"{marks.apply(shown, marks.union(marked_moves(app)))}<div class=\"row\">"
                f"{button(esc(app.t('moment.continue')), 'moment-ok', cls='button primary big', id='moment-ok', **extra)}"
                f"</div></section>")
    if turns.over:
        return head + _end(app)
    handoff = turns.handoff_needed()
    if handoff is not None and not app.game_screen.showing_bot:
        # a move taken back from another screen: the device goes back to its author first
        given_back = turns.handback == handoff
        title = app.t("handoff.give_back" if given_back else "handoff.title",
                      name=turns.name(handoff))
        hint = app.t("handoff.give_back_hint" if given_back else "handoff.hint",
                     name=turns.name(handoff))
        return (f"{head}<section class=\"handoff\" aria-labelledby=\"handoff-h\">"
                f"<h3 id=\"handoff-h\" tabindex=\"-1\">{esc(title)}</h3>"
                f"<p>{esc(hint)}</p>{_handoff_recall(app, handoff)}"
                f"{button(esc(app.t('handoff.ready', name=turns.name(handoff))), 'handoff', str(handoff), cls='button primary big', id='handoff-ready')}"
                f"{_undo_and_menu(app)}</section>")
    bot = turns.bot_to_move()
    acting = turns.acting_seat()
    if acting is not None:
        status = app.t.to(turns.you, [acting], "game.your_turn", name=turns.name(acting))
    elif bot is not None:
        status = app.t("game.bot_thinking", name=turns.name(bot))
    else:
        status = app.t("game.waiting")
    if handoff is not None:  # the robot's move on show before the hand-off (see above)
        status = app.t("game.bot_played", name=turns.name(turns.match.actions[-1][0]))
    seat_ctx = ctx(app)
    table = load_table(turns.game.id)
    parts = table.parts(seat_ctx)
    moves = marked_moves(app)
    app.game_screen.timers.keep_only(seat_ctx.timers_shown)
    _read_once(app, seat_ctx)
    tools = _undo_and_menu(app)
    arranged = layout.arrange(parts, app.size, app.t, turns.game.id, tools if parts.step else '')
    return (f"{head}<p class=\"turn\" role=\"status\">{esc(status)}</p>{_news(app, seat_ctx, moves)}"
            f"<div class=\"game-layout\"><div id=\"board\" class=\"board-area\" tabindex=\"-1\"{_step_marks(table)}>"
            f"{marks.apply(arranged, marks.union(moves))}</div>"
            f"<aside class=\"side\">{'' if parts.step else tools}{_log(app)}</aside></div>")



def _step_marks(table: GameTable) -> str:
    """The table's step, as the board's data attributes (read by the browser after a paint)."""
    marks = {"controls": table.step_controls or GENERIC_CONTROLS, "targets": table.step_targets,
             "labels": table.target_labels, "instruction": table.step_instruction}
    return "".join(f" data-step-{name}=\"{esc(value)}\"" for name, value in marks.items() if value)


def _read_once(app: App, seat_ctx: Ctx) -> None:
    """Queue what the table asked to read aloud by itself, the first time it is shown."""
    screen = app.game_screen
    for text, once_key in seat_ctx.to_read:
        if once_key not in screen.read_keys:
            screen.read_keys.add(once_key)
            if app.can_speak and settings.toggle_on(app.settings, "read_aloud"):
                screen.to_speak.append(text)


def _handoff_recall(app: App, seat: int) -> str:
    """The hand-off screen is public: it recalls what happened since that seat's turn."""
    assert app.turns is not None
    turns = app.turns
    public = turns.game.view(turns.match.state, None)
    news = load_table(turns.game.id).news(public, turns.public_news(seat))
    lines = narrator(app).lines(news)[-NEWS_LINES:]
    if not lines:
        return ""
    items = "".join(f"<li>{esc(line)}</li>" for line in lines)
    return (f"<div class=\"recall\"><h4>{esc(app.t('handoff.since'))}</h4>"
            f"<ol>{items}</ol></div>")


def _news(app: App, seat_ctx: Ctx, moves: list[marks.MoveChange]) -> str:
    """"Depuis ton dernier tour": the marks on the board say where; one folded line here says
    what (the last move's sentence), its list one tap away, so the step stays on the first
    screen. With no news (the robots playing, a person's own move), the last move's sentence."""
    assert app.turns is not None
    tell = narrator(app)
    last = marks.sentence(tell.lines(moves[-1].events)) if moves else ""
    lines: list[str] = []
    table = load_table(app.turns.game.id)
    if seat_ctx.news and not table.watched(seat_ctx.view):
        lines = tell.lines(table.news(seat_ctx.view, seat_ctx.news))[-NEWS_LINES:]
    if not lines:
        if not last or table.watched(seat_ctx.view):
            return ""
        return (f"<p class=\"last-move\"><span class=\"news-title\">{esc(app.t('game.last_move'))}"
                f"{esc(app.t('ui.colon'))}</span>{esc(last)}</p>")
    items = "".join(f"<li>{esc(line)}</li>" for line in lines)
    return (f"<details class=\"news\"><summary><span class=\"news-title\">{esc(app.t('game.news'))}"
            f"{esc(app.t('ui.colon'))}</span><span class=\"news-last\">{esc(lines[-1])}</span>"
            f"</summary><ol>{items}</ol></details>")


def _undo_and_menu(app: App) -> str:
    """The undo button (or its question) and the menu: save and quit, rules, export, restart."""
    turns = app.turns
    assert turns is not None
    undo_ = ""
    if app.game_screen.confirm_undo and turns.undo_steps():
        author = turns.match.actions[-turns.undo_steps()][0]
        undo_ = (f"<div class=\"confirm\" role=\"alertdialog\" aria-labelledby=\"confirm-undo-q\">"
                 f"<p id=\"confirm-undo-q\">{esc(app.t('game.undo_confirm', name=turns.name(author)))}</p>"
                 f"{button(esc(app.t('game.undo_yes')), 'undo', cls='button danger', id='confirm-undo')}"
                 f"{button(esc(app.t('saves.cancel')), 'cancel', cls='button')}</div>")
    elif turns.undo_steps():
        author = turns.match.actions[-turns.undo_steps()][0]
        label = (app.t("game.undo") if author == turns.screen_seat()
                 else app.t("game.undo_of", name=turns.name(author)))
        undo_ = button(esc(label), "undo", cls="button")
    confirm_restart = app.game_screen.confirm_restart
    if confirm_restart:
        restart_ = (f"<div class=\"confirm\" role=\"alertdialog\" aria-labelledby=\"confirm-restart-q\">"
                    f"<p id=\"confirm-restart-q\">{esc(app.t('game.restart_confirm'))}</p>"
                    f"{button(esc(app.t('game.restart_yes')), 'restart', cls='button danger', id='confirm-restart')}"
                    f"{button(esc(app.t('saves.cancel')), 'cancel', cls='button')}</div>")
    else:
        restart_ = button(esc(app.t("game.restart")), "restart", cls="button danger")
    menu = (f"<details class=\"menu\" id=\"game-menu\"{' open' if confirm_restart else ''}>"
            f"<summary>{esc(app.t('game.menu'))}</summary>"
            f"<div class=\"menu-items\">"
            f"{button(esc(app.t('game.save_quit')), 'go', '#/')}"
            f"{button(esc(app.t('game.rules')), 'go', f'#/rules/{turns.game.id}')}"
            f"{button(esc(app.t('saves.export')), 'export', turns.save_id)}"
            f"{restart_}</div></details>")
    return f"<div class=\"game-actions\">{undo_}{menu}</div>"


def _log(app: App) -> str:
    """The log panel, newest first."""
    if app.turns is None:
        return ""
    events = app.turns.log()
    if app.turns.private_screen() and load_table(app.turns.game.id).watched(app.turns.view()):
        events = visible_log(app.turns.match.state.log, None)  # the whole table is looking
    lines = narrator(app).lines(events[-40:])  # only what is shown
    items = "".join(f"<li>{esc(line)}</li>" for line in reversed(lines))
    return (f"<section id=\"game-log\" class=\"log\" tabindex=\"0\" aria-labelledby=\"log-h\"><h3 id=\"log-h\">{esc(app.t('game.log'))}</h3>"
            f"<ol reversed>{items}</ol></section>")


def _end(app: App) -> str:
    """The end screen: the result, the team's score or the ranking, the table's recap."""
    turns = app.turns
    assert turns is not None
    outcome = turns.game.outcome(turns.match.state)
    assert outcome is not None
    table = load_table(turns.game.id)
    result = render_result(app.t, outcome, seat_names(turns), table.team_score_key, table.score_key)
    if won_by_the_table(outcome, turns.humans):
        result = celebration() + result
    extra = table.render_end(ctx(app))
    return (f"<section class=\"end\" aria-labelledby=\"end-h\"><h3 id=\"end-h\" tabindex=\"-1\">"
            f"{esc(app.t('end.title'))}</h3>"
            f"{result}{extra}"
            f"<div class=\"row\">{button(esc(app.t('end.again')), 'play-again', cls='button primary big')}"
            f"{button(esc(app.t('replay.open')), 'replay-open', turns.save_id, cls='button')}"
            f"{button(esc(app.t('nav.home')), 'go', '#/', cls='button')}</div></section>"
            f"{_log(app)}")
