"""The commands at the table (``#/game/<save id>``): play an action, a table's own step, a
bot's move, the public moment's "Continuer", hand-offs, undo, restart, play again, timers and
reading aloud. What the screen draws and keeps is ``game.py``; each command changes the match
through ``GameScreen``'s ``Turns`` and returns what the browser must do (``Effects``).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from engine.core.errors import IllegalAction
from engine.core.match import Match

from ..effects import Effects
from ..narration import render_args, seat_names
from ..seam import AsSeat, Form
from ..tables import load_table
from ..turns import Turns
from . import replay
from .game import (
    STEP,
    after_change,
    autosave,
    bot_delay,
    ctx,
    moment,
    moment_done,
    open_new,
    table_ctx,
    turned_over,
)

if TYPE_CHECKING:
    from ..app import App, Command


def act(app: App, arg: str, form: Form) -> Effects:
    """An action button (``arg``: the action's JSON): the engine validates and plays it, or the
    reason it is refused is shown and announced."""
    if app.turns is None:
        return Effects()
    try:
        action = app.turns.game.decode_action(json.loads(arg))
        watched = app.turns.private_screen() and load_table(app.turns.game.id).watched(
            app.turns.view())
        app.turns.play(action, watched=watched)
    except (IllegalAction, ValueError) as exc:
        key = exc.key if isinstance(exc, IllegalAction) else "illegal.malformed"
        args: dict[str, Any] = dict(exc.args_) if isinstance(exc, IllegalAction) else {}
        message = app.t(key, **render_args(app.t, args, seat_names(app.turns)))
        app.set_flash("error", message)
        return Effects(announce=[message])
    return after_change(app)


def table_step(app: App, arg: str, form: Form) -> Effects:
    """A table's own step (``name:value``), or a form it submitted (a typed word): the table
    updates its UI state, or returns the action to play."""
    if app.turns is None:
        return Effects()
    name, _, value = arg.partition(":")
    hook_ctx = table_ctx(app) if moment(app) is not None else ctx(app)
    aids_before = app.turns.marks().get("aids")
    action = load_table(app.turns.game.id).command(hook_ctx, name, value, form)
    if action is None:  # a choice: its targets (the table's own, or those it names)
        fx = autosave(app) if app.turns.marks().get("aids") != aids_before else Effects()
        fx.focus = hook_ctx.focus_after or STEP
        fx.announce = turned_over(app)
        return fx
    if isinstance(action, AsSeat):
        return _act_as(app, action, form)
    if isinstance(action, list):  # several moves in one tap: each validated, in order
        fx = Effects()
        for one in action:
            fx = act(app, json.dumps(app.turns.game.encode_action(one)), form)
            if app.flash is not None and app.flash[0] == "error":
                break
        return fx
    return act(app, json.dumps(app.turns.game.encode_action(action)), form)


def _act_as(app: App, vote: AsSeat, form: Form) -> Effects:
    """A person's vote at a public step, whoever's screen it is: played for that seat when it
    is a person to move with nothing private on screen; else for the seat on screen (the
    engine refuses what is not that seat's to play, as for any stale tap)."""
    turns = app.turns
    assert turns is not None
    encoded = json.dumps(turns.game.encode_action(vote.action))
    seat = vote.seat
    if seat not in turns.humans or seat not in turns.movers() or turns.private_view(seat):
        return act(app, encoded, form)
    turns.viewer = seat
    fx = act(app, encoded, form)
    turns.viewer = None  # nobody is known to hold the device: a private view needs its hand-off
    return fx


def bot_move(app: App, arg: str, form: Form) -> Effects:
    """The browser's timer fired: the bot to move plays (not during a moment, nor elsewhere)."""
    if app.route.name == "replay":  # the same timer plays a replay on by itself
        return replay.tick(app)
    if app.turns is None or app.route.name != "game" or moment(app) is not None:
        return Effects(redraw=False)  # a late timer (the player left, a moment came): nothing
    screen = app.game_screen
    if screen.showing_bot:  # the robot's move has been seen: the hand-off now
        screen.showing_bot = False
        return Effects(focus="#handoff-ready" if app.turns.handoff_needed() is not None else STEP,
                       schedule_bot_ms=bot_delay(app))
    if app.turns.bot_step() is None:
        return Effects(redraw=False)
    # a visible move is shown on the table at the pace's speed before a hand-off hides it
    screen.showing_bot = (app.turns.last_bot_move_visible and app.turns.bot_to_move() is None
                          and app.turns.handoff_needed() is not None)
    fx = after_change(app)
    fx.schedule_bot_ms = bot_delay(app, after_bot=True)
    waits_for_a_person = (app.turns.over or moment(app) is not None
                          or app.turns.handoff_needed() is not None)
    if fx.focus == STEP and app.turns.acting_seat() is None and not waits_for_a_person:
        # still the robots' turn: the player's focus (and a screen reader's place in the log)
        # stays where it is; the step is focused and read when it is theirs to play, or when
        # a moment or a hand-off asks the table for a tap
        fx.focus = None
    return fx


def moment_ok(app: App, arg: str, form: Form) -> Effects:
    """"Continuer" after a public moment: the hand-off or the bots come next."""
    if app.turns is None:
        return Effects()
    if moment(app) is not None and not moment_done(app):
        return Effects()  # a tap too early (a disabled button cannot send it; a script could)
    app.turns.close_moment()
    app.turns.ui = {}
    told = turned_over(app)  # nothing is left face down once the moment closes
    # the whole table was looking: a private view now needs its owner's hand-off again
    app.turns.viewer = None
    fx = autosave(app)  # acknowledged: a resume no longer shows it
    fx.announce = told
    fx.focus = "#handoff-ready" if app.turns.handoff_needed() is not None else STEP
    fx.schedule_bot_ms = bot_delay(app)
    if app.turns.over:
        fx.focus, fx.scroll = "#end-h", True
    return fx


def handoff(app: App, arg: str, form: Form) -> Effects:
    """"Je suis Léa": the seat ``arg`` holds the device; its view may be drawn."""
    if app.turns is not None and arg.isdigit():
        app.turns.confirm_handoff(int(arg))
    return Effects(focus=STEP)


def undo(app: App, arg: str, form: Form) -> Effects:
    """Take back the last move. From a hand-off screen it asks first, and the author gets the
    device back through their own hand-off: a private move is never shown to whoever holds
    the device."""
    if app.turns is None:
        return Effects()
    screen = app.game_screen
    if app.turns.undo_needs_handback() and not screen.confirm_undo:
        if not app.turns.undo_steps():
            app.set_flash("error", app.t("game.undo_refused"))
            return Effects()
        screen.confirm_undo = True
        return Effects(focus="#confirm-undo")
    screen.confirm_undo = False
    if not app.turns.undo():
        app.set_flash("error", app.t("game.undo_refused"))
        return Effects()
    fx = autosave(app)
    fx.announce = [app.t("game.undone")]
    fx.focus = "#handoff-ready" if app.turns.handoff_needed() is not None else STEP
    if app.turns.handback is not None and app.turns.handoff_needed() == app.turns.handback:
        # whoever tapped "Oui" reads "Rends la tablette à Léa"; "Je suis Léa" is Léa's to tap
        fx.focus = "#handoff-h"
    return fx


def cancel(app: App, arg: str, form: Form) -> Effects:
    """Close a question ("Annuler le coup ?", "Recommencer ?") without doing it."""
    app.game_screen.confirm_undo = app.game_screen.confirm_restart = False
    return Effects()


def restart(app: App, arg: str, form: Form) -> Effects:
    """Start the same game again from the beginning (same seed, same save); asks first (the
    game is lost)."""
    if app.turns is None:
        return Effects()
    screen = app.game_screen
    if not screen.confirm_restart:
        screen.confirm_restart = True
        return Effects(focus="#confirm-restart")
    screen.confirm_restart = False
    old = app.turns.match
    screen.turns = Turns(Match(old.game, old.seats, old.options, old.seed), app.turns.save_id)
    fx = autosave(app)
    fx.schedule_bot_ms = bot_delay(app)
    return fx


def play_again(app: App, arg: str, form: Form) -> Effects:
    """"Rejouer" on the end screen: the same table and options, a new seed, a new save."""
    if app.turns is None:
        return Effects()
    old = app.turns.match
    seed = int(app.new_id(), 36) % 1_000_000
    return open_new(app, Match(old.game, old.seats, old.options, seed))


def timer(app: App, arg: str, form: Form) -> Effects:
    """Pause or resume a countdown on the table (``pause:<id>``, ``resume:<id>``)."""
    verb, _, timer_id = arg.partition(":")
    if verb == "pause":
        app.game_screen.timers.pause(timer_id)
        return Effects(announce=[app.t("timer.paused")], focus=f'[data-arg="resume:{timer_id}"]')
    if verb == "resume":
        app.game_screen.timers.resume(timer_id)
        return Effects(announce=[app.t("timer.resumed")], focus=f'[data-arg="pause:{timer_id}"]')
    return Effects()


def speak(app: App, arg: str, form: Form) -> Effects:
    """"Écouter": read a table's text aloud now."""
    return Effects(speak=[arg] if arg and app.can_speak else [])


COMMANDS: dict[str, Command] = {
    "act": act,
    "ui": table_step,
    "bot": bot_move,
    "moment-ok": moment_ok,
    "handoff": handoff,
    "undo": undo,
    "cancel": cancel,
    "restart": restart,
    "play-again": play_again,
    "timer": timer,
    "speak": speak,
}
