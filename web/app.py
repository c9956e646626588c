"""The application: routes, screens and commands, as pure Python.

The browser layer (``browser.py``) feeds it DOM events as ``command(name, arg, form)`` calls and
hash changes as ``navigate(hash)``, paints ``render()`` into ``#main`` and carries out the
returned ``Effects`` (schedule a bot move, download a file, announce a line...). Nothing here
touches the DOM, so whole games can be driven through the UI logic in CPython tests.
"""

from __future__ import annotations

import importlib.util
import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core.errors import IllegalAction, SaveError, TerraludoError, UnknownGame
from engine.core.match import Match, SeatSpec
from engine.core.registry import PACKAGES, catalogue_ids, get_game, playable_ids

from .effects import Effects
from .html import attrs, button, esc
from .i18n import Translator, pick_language
from .saves import KeyValue, SaveEntry, SaveStore, StorageError
from .seam import (
    Ctx,
    FlashKind,
    SeatSetup,
    SetupState,
    Shell,
    home_screens,
    load_table,
    needed_packages,
)
from .timers import SECONDS_CHOICES, Timers
from .turns import Turns

SETTINGS_KEY = "terraludo:settings"
#: the pause after a visible move before the next bot plays, by the player's pace setting;
#: a bot's secret move (a hidden placement) needs none. "Réduire les animations" removes
#: motion, never the pacing.
BOT_PACE_MS = {"calm": 1400, "normal": 800, "fast": 250}
#: the app's own settings switches (a game keeps its own through ``Shell.game_setting``)
TOGGLES = ("reduced_motion", "large_text", "read_aloud")
#: switches that are on until the player turns them off
TOGGLES_ON = ("read_aloud",)

__all__ = ["SETTINGS_KEY", "App", "Effects", "Route"]


@dataclass
class Route:
    name: str  # home | setup | game | rules | settings | about | screen (a game's own screen)
    arg: str = ""

    @staticmethod
    def parse(hash_: str) -> Route:
        parts = [p for p in hash_.lstrip("#").split("/") if p]
        if not parts:
            return Route("home")
        head, rest = parts[0], "/".join(parts[1:])
        if head == "play" and rest:
            return Route("setup", rest)
        if head in ("game", "rules") and rest:
            return Route(head, rest)
        if head == "screen" and len(parts) == 3:
            return Route("screen", f"{parts[1]}/{parts[2]}")
        if head in ("settings", "about"):
            return Route(head)
        return Route("home")


class App:
    def __init__(
        self,
        store: KeyValue,
        *,
        lang: str | None = None,
        browser_langs: Sequence[str] = (),
        embed: bool = False,
        now: Callable[[], str] = lambda: "",
        new_id: Callable[[], str] = lambda: "0",
        storage_ok: bool = True,
        framed: bool = False,
        full_screen_url: str = "",
        can_speak: bool = False,
    ) -> None:
        """``lang``: the language the page asks for (``?lang=``), which wins over the saved
        setting for this visit without changing it; ``browser_langs``: the browser's
        preferences, used when neither says. The language lives in one place: ``self.t``."""
        self.store = store
        self.saves = SaveStore(store)
        self.settings = self._load_settings()
        stored = self.settings.get("lang")
        self.t = Translator(pick_language(lang, stored if isinstance(stored, str) else None,
                                          list(browser_langs)))
        self.embed = embed
        self.now = now
        self.new_id = new_id
        self.route = Route("home")
        self.turns: Turns | None = None
        self.flash: tuple[FlashKind, str] | None = None
        self.setup: SetupState | None = None
        self.confirm_undo = False
        self.confirm_restart = False
        self.timers = Timers()
        self._moment_cache: tuple[Any, Any, str | None] | None = None
        #: packages loaded on demand for a game's table; those still on their way
        self.packages_ready: set[str] = set()
        self.packages_loading: set[str] = set()
        self.package_failed: str | None = None
        self.update_available = False
        self.confirm_delete: str | None = None
        self.pending_import = False
        #: saving is off (private browsing, or a cross-site frame that denies storage)
        self.storage_ok = storage_ok
        #: the app runs inside another site's page (an <iframe>), with the page's own address
        self.framed = framed
        self.full_screen_url = full_screen_url
        #: the device reads texts aloud (speech synthesis); what the tables asked to read once
        self.can_speak = can_speak
        self._read_keys: set[str] = set()
        self._to_speak: list[str] = []

    # --- settings -----------------------------------------------------------------------------
    def _load_settings(self) -> dict[str, Any]:
        raw = self.store.get(SETTINGS_KEY)
        try:
            data = json.loads(raw) if raw else {}
        except ValueError:
            data = {}
        return data if isinstance(data, dict) else {}

    def _save_settings(self) -> None:
        try:
            self.store.set(SETTINGS_KEY, json.dumps(self.settings))
        except StorageError as exc:
            self.flash = ("error", self.t(exc.key))

    @property
    def lang(self) -> str:
        return self.t.lang

    # --- packages a game loads on demand -------------------------------------------------------
    def _missing_packages(self, game_id: str) -> list[str]:
        missing = []
        for name in needed_packages(game_id):
            if name in self.packages_ready:
                continue
            if importlib.util.find_spec(name) is not None:  # installed (CPython, tests)
                self.packages_ready.add(name)
                continue
            missing.append(name)
        return missing

    def package_loaded(self, name: str) -> Effects:
        """The browser unpacked a package the game on screen needs."""
        self.packages_loading.discard(name)
        self.packages_ready.add(name)
        fx = Effects(focus="#main")
        fx.schedule_bot_ms = self._bot_delay() if self.route.name == "game" else None
        return fx

    def package_not_loaded(self, name: str) -> Effects:
        """The download failed (offline before the game was ever opened...): say so, and let
        the player try again."""
        self.packages_loading.discard(name)
        self.package_failed = name
        return Effects()

    def cmd_retry_packages(self, arg: str, form: dict[str, str]) -> Effects:
        self.package_failed = None
        return self.navigate("#" + "/".join(("", "game" if self.route.name == "game" else "play",
                                                 self.route.arg)))

    def _waiting_for_packages(self) -> str | None:
        """The screen while a game's packages load, or None when they are there."""
        game_id = ""
        if self.route.name == "game" and self.turns is not None:
            game_id = self.turns.game.id
        elif self.route.name == "setup" and self.setup is not None:
            game_id = self.setup["game"]
        if not game_id or not (self.packages_loading or self.package_failed):
            return None
        if not set(needed_packages(game_id)) & (self.packages_loading | {self.package_failed or ""}):
            return None
        if self.package_failed:
            return (f"{self._nav()}<div class=\"flash error\" role=\"alert\">"
                    f"{esc(self.t('packages.failed'))}</div>"
                    f"{button(esc(self.t('packages.retry')), 'retry-packages', cls='button primary')}")
        return (f"{self._nav()}<div class=\"loading-panel\" role=\"status\" aria-live=\"polite\">"
                f"<span class=\"spinner\" aria-hidden=\"true\"></span> "
                f"{esc(self.t('packages.loading'))}</div>")

    # --- navigation ---------------------------------------------------------------------------
    def navigate(self, hash_: str) -> Effects:
        self.route = Route.parse(hash_)
        self.confirm_delete = None
        fx = Effects(focus="#main")
        fx.load_packages = self._packages_for_route()
        if fx.load_packages:
            self.packages_loading.update(fx.load_packages)
        if self.route.name == "game":
            if self.turns is None or self.turns.save_id != self.route.arg:
                self.turns = None
                try:
                    match = self.saves.load(self.route.arg)
                except SaveError as exc:
                    self.flash = ("error", self.t(exc.key) + " " + self.t("save.kept"))
                    self.route = Route("home")
                    return Effects(set_hash="#/")
                self.turns = Turns(match, self.route.arg)
                self.turns.announced = self.turns.moment_seen = len(match.state.log)
                if match.resumed_from_rules is not None:
                    self.flash = ("info", self.t("save.resumed_older_rules"))
            fx.schedule_bot_ms = self._bot_delay()
        elif self.route.name == "setup":
            try:
                game = get_game(self.route.arg)
            except UnknownGame:
                self.flash = ("error", self.t("setup.unknown_game"))
                self.route = Route("home")
                return Effects(set_hash="#/")
            if self.setup is None or self.setup["game"] != game.id:
                self._init_setup(game.id)
        return fx

    def _packages_for_route(self) -> list[str]:
        game_id = ""
        if self.route.name == "setup":
            game_id = self.route.arg
        elif self.route.name == "game":
            entry = self.saves.entry(self.route.arg)
            game_id = entry.game if entry else ""
        if game_id not in catalogue_ids():
            return []
        return [p for p in self._missing_packages(game_id) if p not in self.packages_loading]

    def _bot_delay(self, after_bot: bool = False) -> int | None:
        if self.turns is None or self.turns.bot_to_move() is None or self._moment() is not None:
            return None
        if self._waiting_for_packages() is not None:
            return None
        if after_bot and not self.turns.last_bot_move_visible:
            return 0
        return BOT_PACE_MS.get(str(self.settings.get("bot_pace")), BOT_PACE_MS["normal"])

    # --- commands -------------------------------------------------------------------------------
    def command(self, name: str, arg: str = "", form: dict[str, str] | None = None) -> Effects:
        handler = getattr(self, "cmd_" + name.replace("-", "_"), None)
        if handler is None:
            return Effects()
        if name != "bot":  # a bot's move must not wipe the message a player is reading
            self.flash = None
            # a question ("Annuler le coup ?") closes when the player does something else
            self.confirm_undo = self.confirm_undo and name == "undo"
            self.confirm_restart = self.confirm_restart and name == "restart"
        result: Effects = handler(arg, form or {})
        return result

    def cmd_go(self, arg: str, form: dict[str, str]) -> Effects:
        return Effects(set_hash=arg or "#/")

    def cmd_lang(self, arg: str, form: dict[str, str]) -> Effects:
        if arg in ("fr", "en"):
            self.settings["lang"] = arg
            self.t = Translator(arg)
            self._save_settings()
        return Effects(apply_settings=True)

    def cmd_toggle(self, arg: str, form: dict[str, str]) -> Effects:
        if arg in TOGGLES:
            self.settings[arg] = not self.toggle_on(arg)
            self._save_settings()
        return Effects(apply_settings=True)

    def toggle_on(self, name: str) -> bool:
        return bool(self.settings.get(name, name in TOGGLES_ON))

    def cmd_speak(self, arg: str, form: dict[str, str]) -> Effects:
        """"Écouter": read a table's text aloud now."""
        return Effects(speak=[arg] if arg and self.can_speak else [])

    def take_speech(self) -> list[str]:
        """The texts the last render asked to read by themselves (each once), then forget them."""
        texts, self._to_speak = self._to_speak, []
        return texts

    def cmd_timer_length(self, arg: str, form: dict[str, str]) -> Effects:
        if arg.isdigit() and int(arg) in SECONDS_CHOICES:
            self.settings["timer_seconds"] = int(arg)
            self._save_settings()
        return Effects()

    def cmd_timer(self, arg: str, form: dict[str, str]) -> Effects:
        """Pause or resume a countdown on the table (``pause:<id>``, ``resume:<id>``)."""
        verb, _, timer_id = arg.partition(":")
        if verb == "pause":
            self.timers.pause(timer_id)
            return Effects(announce=[self.t("timer.paused")], focus=f'[data-arg="resume:{timer_id}"]')
        if verb == "resume":
            self.timers.resume(timer_id)
            return Effects(announce=[self.t("timer.resumed")], focus=f'[data-arg="pause:{timer_id}"]')
        return Effects()

    def tick(self, now_ms: float) -> tuple[dict[str, str], list[str], bool]:
        """The browser's clock ticked: the timer faces to redraw, the lines to announce, and
        whether the screen must be repainted (a timer reached zero)."""
        result = self.timers.tick(now_ms)
        lines = [self.t("timer.over") if s == 0 else self.t("timer.seconds_left", n=s)
                 for s in result.announce_seconds]
        return result.faces, lines, result.finished

    # setup
    def _init_setup(self, game_id: str) -> None:
        game = get_game(game_id)
        players = min(max(3, game.min_players), game.max_players)
        # bots start at a friendly level (the weakest real one); the table can raise it
        friendly = game.bot_levels[0] if game.bot_levels else "random"
        seats: list[SeatSetup] = [
            {"kind": "human" if i == 0 else "bot", "name": self.t("setup.default_name", n=i + 1),
             "level": friendly}
            for i in range(game.max_players)]
        self.setup = {"game": game_id, "players": players, "seats": seats,
                      "options": {o.name: o.default for o in game.options}, "seed": "",
                      "extra": {}}

    def _read_setup_form(self, form: dict[str, str]) -> None:
        if self.setup is None:
            return
        game = get_game(self.setup["game"])
        if "players" in form:
            try:
                n = int(form["players"])
            except ValueError:
                n = self.setup["players"]
            self.setup["players"] = min(max(n, game.min_players), game.max_players)
        for i, seat in enumerate(self.setup["seats"]):
            if f"kind-{i}" in form:
                seat["kind"] = "bot" if form[f"kind-{i}"] == "bot" else "human"
            if f"name-{i}" in form:
                seat["name"] = form[f"name-{i}"].strip()[:24]
            if f"level-{i}" in form and form[f"level-{i}"] in game.all_bot_levels():
                seat["level"] = form[f"level-{i}"]
        for spec in game.options:
            if f"opt-{spec.name}" in form:
                self.setup["options"][spec.name] = form[f"opt-{spec.name}"]
        load_table(game.id).read_setup(self.shell(game.id), self.setup, form)
        if "seed" in form:
            self.setup["seed"] = form["seed"].strip()[:12]

    def shell(self, game_id: str = "") -> Shell:
        """What a game's hooks may use: words, storage, settings, messages."""
        return Shell(self.t, self.store, self.settings, self._set_flash, self._save_settings,
                     game_id, self.can_speak)

    def _set_flash(self, kind: FlashKind, text: str) -> None:
        self.flash = (kind, text)

    def cmd_setup_change(self, arg: str, form: dict[str, str]) -> Effects:
        self._read_setup_form(form)
        return Effects()

    def cmd_setup_start(self, arg: str, form: dict[str, str]) -> Effects:
        self._read_setup_form(form)
        if self.setup is None:
            return Effects(set_hash="#/")
        game = get_game(self.setup["game"])
        seats = []
        for i in range(self.setup["players"]):
            s = self.setup["seats"][i]
            if s["kind"] == "bot":
                seats.append(SeatSpec("bot", name=self.t("seat.bot_name", n=i + 1), level=s["level"]))
            else:
                seats.append(SeatSpec("human", name=s["name"] or self.t("setup.default_name", n=i + 1)))
        seed_text = self.setup["seed"]
        try:
            seed = int(seed_text) if seed_text else int(self.new_id(), 36) % 1_000_000
        except ValueError:
            self.flash = ("error", self.t("setup.bad_seed"))
            return Effects(focus="#seed")
        try:
            match = Match(game, seats, dict(self.setup["options"]), seed)
        except TerraludoError as exc:
            self.flash = ("error", self.t("setup.bad_options", detail=str(exc)))
            return Effects()
        return self._start(match)

    def _start(self, match: Match) -> Effects:
        save_id = self.new_id()
        self.turns = Turns(match, save_id)
        fx = self._autosave()
        fx.set_hash = f"#/game/{save_id}"
        return fx

    def cmd_play_again(self, arg: str, form: dict[str, str]) -> Effects:
        if self.turns is None:
            return Effects()
        old = self.turns.match
        seed = int(self.new_id(), 36) % 1_000_000
        return self._start(Match(old.game, old.seats, old.options, seed))

    def cmd_restart(self, arg: str, form: dict[str, str]) -> Effects:
        """Start the same game again from the beginning; asks first (the game is lost)."""
        if self.turns is None:
            return Effects()
        if not self.confirm_restart:
            self.confirm_restart = True
            return Effects(focus="#confirm-restart")
        self.confirm_restart = False
        old = self.turns.match
        self.turns = Turns(Match(old.game, old.seats, old.options, old.seed), self.turns.save_id)
        fx = self._autosave()
        fx.schedule_bot_ms = self._bot_delay()
        return fx

    # in game
    def _autosave(self) -> Effects:
        fx = Effects()
        if self.turns is None:
            return fx
        try:
            self.saves.save(self.turns.save_id, self.turns.match, self.now())
        except StorageError as exc:
            self.flash = ("error", self.t(exc.key))
        return fx

    def _after_change(self) -> Effects:
        fx = self._autosave()
        assert self.turns is not None
        fx.schedule_bot_ms = self._bot_delay()
        fx.announce = self._new_log_lines()
        if self.turns.over:  # the end screen opens on its result, not scrolled to the middle
            fx.focus, fx.scroll = "#end-h", True
        return fx

    def _new_log_lines(self) -> list[str]:
        if self.turns is None:
            return []
        return [self.log_line(e) for e in self.turns.unannounced()][-4:]

    def cmd_act(self, arg: str, form: dict[str, str]) -> Effects:
        if self.turns is None:
            return Effects()
        try:
            action = self.turns.game.decode_action(json.loads(arg))
            self.turns.play(action)
        except (IllegalAction, ValueError) as exc:
            key = exc.key if isinstance(exc, IllegalAction) else "illegal.malformed"
            args = dict(exc.args_) if isinstance(exc, IllegalAction) else {}
            names = [self.turns.name(i) for i in range(len(self.turns.seats))]
            message = self.t(key, **self.render_args(args, names))
            self.flash = ("error", message)
            return Effects(announce=[message])
        return self._after_change()

    def _moment(self) -> str | None:
        """The public moment on show, if any (asked of the table once per state)."""
        turns = self.turns
        if turns is None:
            return None
        state = turns.match.state
        key = (turns.moment_seen, self.lang, repr(turns.ui))
        cached = self._moment_cache
        if cached is not None and cached[0] is state and cached[1] == key:
            return cached[2]
        events = turns.moment_events()
        # a table of bots alone has nobody to stop for
        markup = (load_table(turns.game.id).moment(self._table_ctx(), events)
                  if events and turns.humans else None)
        if markup is None:
            turns.close_moment()  # nothing worth a pause: those events are covered
            key = (turns.moment_seen, self.lang, repr(turns.ui))
        self._moment_cache = (state, key, markup)
        return markup

    def cmd_moment_ok(self, arg: str, form: dict[str, str]) -> Effects:
        """"Continuer" after a public moment: the hand-off or the bots come next."""
        if self.turns is None:
            return Effects()
        self.turns.close_moment()
        self.turns.ui = {}
        # the whole table was looking: a private view now needs its owner's hand-off again
        self.turns.viewer = None
        fx = Effects(focus="#handoff-ready" if self.turns.handoff_needed() is not None else "#board")
        fx.schedule_bot_ms = self._bot_delay()
        if self.turns.over:
            fx.focus, fx.scroll = "#end-h", True
        return fx

    def cmd_ui(self, arg: str, form: dict[str, str]) -> Effects:
        """A table's own step (``name:value``), or a form it submitted (a typed word)."""
        if self.turns is None:
            return Effects()
        name, _, value = arg.partition(":")
        ctx = self._table_ctx() if self._moment() is not None else self._ctx()
        action = load_table(self.turns.game.id).command(ctx, name, value, form)
        if action is None:
            if ctx.focus_after:
                return Effects(focus=ctx.focus_after, scroll=True)
            return Effects()
        return self.cmd_act(json.dumps(self.turns.game.encode_action(action)), form)

    def cmd_bot(self, arg: str, form: dict[str, str]) -> Effects:
        if self.turns is None or self.route.name != "game" or self._moment() is not None:
            return Effects()
        if self.turns.bot_step() is None:
            return Effects()
        fx = self._after_change()
        fx.schedule_bot_ms = self._bot_delay(after_bot=True)
        return fx

    def cmd_bot_pace(self, arg: str, form: dict[str, str]) -> Effects:
        if arg in BOT_PACE_MS:
            self.settings["bot_pace"] = arg
            self._save_settings()
        return Effects()

    def cmd_handoff(self, arg: str, form: dict[str, str]) -> Effects:
        if self.turns is not None and arg.isdigit():
            self.turns.confirm_handoff(int(arg))
        return Effects(focus="#board")

    def cmd_undo(self, arg: str, form: dict[str, str]) -> Effects:
        """Take back the last move. From a hand-off screen it asks first, and the author
        gets the device back through their own hand-off: a private move is never shown to
        whoever holds the device."""
        if self.turns is None:
            return Effects()
        if self.turns.undo_needs_handback() and not self.confirm_undo:
            if not self.turns.undo_steps():
                self.flash = ("error", self.t("game.undo_refused"))
                return Effects()
            self.confirm_undo = True
            return Effects(focus="#confirm-undo")
        self.confirm_undo = False
        if not self.turns.undo():
            self.flash = ("error", self.t("game.undo_refused"))
            return Effects()
        fx = self._autosave()
        fx.announce = [self.t("game.undone")]
        fx.focus = "#handoff-ready" if self.turns.handoff_needed() is not None else "#board"
        return fx

    def cmd_cancel(self, arg: str, form: dict[str, str]) -> Effects:
        """Close a question ("Annuler le coup ?", "Recommencer ?") without doing it."""
        self.confirm_undo = self.confirm_restart = False
        return Effects()

    def cmd_export(self, arg: str, form: dict[str, str]) -> Effects:
        save_id = arg or (self.turns.save_id if self.turns else "")
        raw = self.saves.raw(save_id)
        if raw is None:
            return Effects()
        entry = self.saves.entry(save_id)
        game = entry.game if entry and entry.game else "save"
        safe = "".join(c for c in game if c.isalnum() or c == "-") or "save"
        return Effects(download=(f"terraludo-{safe}-{save_id}.json", raw))

    def cmd_import(self, arg: str, form: dict[str, str]) -> Effects:
        return Effects(pick_file=True)

    def imported(self, text: str) -> Effects:
        """The browser read a file the player picked."""
        save_id = self.new_id()
        try:
            self.saves.import_text(text, save_id, self.now())
        except SaveError as exc:
            message = self.t("import.refused") + " " + self.t(exc.key)
            self.flash = ("error", message)
            return Effects(announce=[message])
        except StorageError as exc:
            self.flash = ("error", self.t(exc.key))
            return Effects()
        self.flash = ("info", self.t("import.done"))
        return Effects(set_hash=f"#/game/{save_id}")

    def cmd_delete(self, arg: str, form: dict[str, str]) -> Effects:
        if self.confirm_delete != arg:
            self.confirm_delete = arg
            return Effects(focus=f"#confirm-{arg}")
        self.saves.delete(arg)
        self.confirm_delete = None
        if self.turns and self.turns.save_id == arg:
            self.turns = None
        self.flash = ("info", self.t("saves.deleted"))
        return Effects()

    def cmd_cancel_delete(self, arg: str, form: dict[str, str]) -> Effects:
        self.confirm_delete = None
        return Effects()

    def cmd_screen(self, arg: str, form: dict[str, str]) -> Effects:
        """A command of a game's own screen (e.g. the deck builder): ``name:value``."""
        if self.route.name != "screen":
            return Effects()
        game_id, _, screen = self.route.arg.partition("/")
        if game_id not in PACKAGES:
            return Effects()
        name, _, value = arg.partition(":")
        result = load_table(game_id).screen_command(self.shell(game_id), screen, name, value, form)
        return result if isinstance(result, Effects) else Effects()

    def cmd_reload(self, arg: str, form: dict[str, str]) -> Effects:
        return Effects(reload=True)

    # --- rendering -------------------------------------------------------------------------------
    def title(self) -> str:
        return self.t("app.title")

    def game_title(self, game_id: str) -> str:
        return self.t(f"game.{game_id}.title")

    def log_line(self, event: dict[str, Any]) -> str:
        names = [self.turns.name(i) for i in range(len(self.turns.seats))] if self.turns else []
        args = dict(event.get("args", {}))
        if self.turns is not None:  # the game's own formatting (figures with units...)
            game_id = self.turns.game.id
            args = load_table(game_id).log_args(self.shell(game_id), event.get("key", ""), args)
        text = self.t(event.get("key", ""), **self.render_args(args, names))
        # an emptied placeholder must not leave "129 kg ." (French keeps its space before ! ? :)
        return re.sub(r"[ \u00a0]+([.,)])", r"\1", re.sub(r"  +", " ", text))

    def render_args(self, args: dict[str, Any], names: list[str]) -> dict[str, Any]:
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
                    text = self.t(value)
                args[key] = args[key[:-4]] = text
            elif isinstance(value, list) and all(isinstance(v, int) for v in value) and \
                    (key.endswith("seats") or key == "winners") and names:
                args[key] = [names[v] for v in value if 0 <= v < len(names)]  # "A, B et C"
        return args

    def render(self) -> str:
        screen = self._waiting_for_packages() or getattr(self, "render_" + self.route.name)()
        banner = ""
        if self.update_available:
            banner = (f"<div class=\"update-banner\" role=\"status\">{esc(self.t('update.available'))} "
                      f"{button(esc(self.t('update.reload')), 'reload', cls='button small')}</div>")
        flash = ""
        if self.flash:
            kind, text = self.flash
            role = "alert" if kind == "error" else "status"
            flash = f"<div class=\"flash {kind}\" role=\"{role}\">{esc(text)}</div>"
        return banner + flash + screen

    def _nav(self) -> str:
        return (f"<nav class=\"subnav\" aria-label=\"{esc(self.t('nav.label'))}\">"
                f"{button(esc(self.t('nav.home')), 'go', '#/', cls='link')}</nav>")

    def _storage_notice(self) -> str:
        """Why games will not be kept, said once on the home page, never as a success."""
        if self.storage_ok:
            return ""
        if self.framed and self.full_screen_url:
            link = (f"<a class=\"button small\" href=\"{esc(self.full_screen_url)}\" target=\"_blank\" "
                    f"rel=\"noopener\">{esc(self.t('storage.open_full'))}</a>")
            return f"<div class=\"notice\" role=\"note\"><p>{esc(self.t('storage.framed'))}</p>{link}</div>"
        return f"<div class=\"notice\" role=\"note\"><p>{esc(self.t('storage.unavailable'))}</p></div>"

    def render_home(self) -> str:
        playable = set(playable_ids())
        cards = []
        for game_id in catalogue_ids():
            title = esc(self.game_title(game_id))
            pitch = esc(self.t(f"game.{game_id}.pitch"))
            if game_id in playable:
                action = button(esc(self.t("home.play")), "go", f"#/play/{game_id}",
                                cls="button primary", aria_label=f"{self.t('home.play')} — {self.game_title(game_id)}")
                rules = button(esc(self.t("home.rules")), "go", f"#/rules/{game_id}", cls="button",
                               aria_label=f"{self.t('home.rules')} — {self.game_title(game_id)}")
                status = ""
                for link in home_screens(game_id):
                    rules += button(esc(self.t(link.label_key)), "go",
                                    f"#/screen/{game_id}/{link.name}", cls="button")
            else:
                action = rules = ""
                status = f"<span class=\"badge\">{esc(self.t('home.soon'))}</span>"
            cards.append(f"<li class=\"game-card{'' if game_id in playable else ' soon'}\">"
                         f"<h3>{title} {status}</h3><p>{pitch}</p>"
                         f"<div class=\"row\">{action}{rules}</div></li>")
        saves = self.render_saves()
        return (f"{self._storage_notice()}<p class=\"lead\">{esc(self.t('home.lead'))}</p>"
                f"<section aria-labelledby=\"games-h\"><h2 id=\"games-h\">{esc(self.t('home.games'))}</h2>"
                f"<ul class=\"game-grid\">{''.join(cards)}</ul></section>"
                f"{saves}"
                f"<section class=\"home-links\" aria-label=\"{esc(self.t('home.more'))}\">"
                f"{button(esc(self.t('home.settings')), 'go', '#/settings')}"
                f"{button(esc(self.t('home.about')), 'go', '#/about')}</section>")

    def render_saves(self) -> str:
        """Games in progress first (date, whose turn), then finished ones, folded."""
        going: list[str] = []
        done: list[str] = []
        for entry in self.saves.entries():
            (done if entry.readable and entry.over else going).append(self._save_row(entry))
        body = (f"<ul class=\"save-list\">{''.join(going)}</ul>" if going
                else f"<p>{esc(self.t('saves.none'))}</p>")
        finished = ""
        if done:
            finished = (f"<details class=\"finished-saves\"><summary>"
                        f"{esc(self.t('saves.finished_title'))} ({len(done)})</summary>"
                        f"<ul class=\"save-list\">{''.join(done)}</ul></details>")
        return (f"<section aria-labelledby=\"saves-h\"><h2 id=\"saves-h\">{esc(self.t('saves.title'))}</h2>"
                f"{body}{finished}{button(esc(self.t('saves.import')), 'import', cls='button')}</section>")

    def _save_row(self, entry: SaveEntry) -> str:
        sid = entry.id
        if entry.readable:
            title = esc(self.game_title(entry.game))
            who = esc(", ".join(entry.seat_names))
            details = [self.t("saves.moves", n=entry.moves)]
            date = _date(entry.saved_at, self.lang)
            if date:
                details.append(self.t("saves.saved_on", date=date))
            if entry.over:
                details.append(self.t("saves.finished"))
            elif entry.to_move:
                details.append(self.t("saves.turn_of", name=", ".join(entry.to_move)))
            label = self.t("saves.resume")
            main = button(esc(label), "go", f"#/game/{sid}", cls="button primary",
                          aria_label=f"{label} — {self.game_title(entry.game)}, {', '.join(entry.seat_names)}")
            line = f"<strong>{title}</strong> <span>{who}</span> <small>{esc(' · '.join(details))}</small>"
        else:
            main = ""
            line = (f"<strong>{esc(self.t('saves.unreadable'))}</strong> "
                    f"<span>{esc(self.t(entry.error_key))}</span> <small>{esc(self.t('save.kept'))}</small>")
        export = button(esc(self.t("saves.export")), "export", sid, cls="button small")
        if self.confirm_delete == sid:
            delete = (button(esc(self.t("saves.confirm_delete")), "delete", sid, cls="button small danger",
                             id=f"confirm-{sid}")
                      + button(esc(self.t("saves.cancel")), "cancel-delete", sid, cls="button small"))
        else:
            delete = button(esc(self.t("saves.delete")), "delete", sid, cls="button small")
        return (f"<li class=\"save{'' if entry.readable else ' unreadable'}\" data-save=\"{esc(sid)}\">"
                f"<div>{line}</div><div class=\"row\">{main}{export}{delete}</div></li>")

    def render_setup(self) -> str:
        s = self.setup
        if s is None:
            return self.render_home()
        game = get_game(s["game"])
        options_players = "".join(
            f"<option value=\"{n}\"{' selected' if n == s['players'] else ''}>{n}</option>"
            for n in range(game.min_players, game.max_players + 1))
        rows = []
        table = load_table(game.id)
        levels = game.all_bot_levels()
        for i in range(s["players"]):
            seat = s["seats"][i]
            kind_opts = "".join(
                f"<option value=\"{k}\"{' selected' if seat['kind'] == k else ''}>{esc(self.t('setup.kind.' + k))}</option>"
                for k in ("human", "bot"))
            if seat["kind"] == "bot":
                lvl_opts = "".join(
                    f"<option value=\"{lv}\"{' selected' if seat['level'] == lv else ''}>{esc(self.t('bot.level.' + lv))}</option>"
                    for lv in levels)
                detail = (f"<label>{esc(self.t('setup.level'))} <select name=\"level-{i}\" "
                          f"data-change=\"setup-change\">{lvl_opts}</select></label>")
            else:
                detail = (f"<label>{esc(self.t('setup.name'))} <input name=\"name-{i}\" maxlength=\"24\" "
                          f"autocomplete=\"off\" value=\"{esc(seat['name'])}\"></label>")
            rows.append(f"<fieldset class=\"seat\"><legend>{esc(self.t('setup.seat', n=i + 1))}</legend>"
                        f"<label>{esc(self.t('setup.kind'))} <select name=\"kind-{i}\" data-change=\"setup-change\">"
                        f"{kind_opts}</select></label>{detail}</fieldset>")
        opts = []
        for spec in game.options:
            if len(spec.choices) < 2:
                continue  # free-form options (e.g. custom decks) are the game module's setup_extra
            if spec.name in table.fills_options:
                continue  # the table sets it itself (e.g. the language words are judged in)
            choices = "".join(
                f"<option value=\"{esc(c)}\"{' selected' if str(s['options'].get(spec.name)) == str(c) else ''}>"
                f"{esc(self._choice_label(spec, c))}</option>" for c in spec.choices)
            # one line says what the chosen setting changes
            help_key = self._choice_key(spec, s["options"].get(spec.name, spec.default)) + ".help"
            help_line = (f"<small class=\"option-help\" id=\"help-{spec.name}\">{esc(self.t(help_key))}</small>"
                         if self.t.has(help_key) else "")
            described = f" aria-describedby=\"help-{spec.name}\"" if help_line else ""
            opts.append(f"<label class=\"option\">{esc(self.t(spec.label_key or spec.name))} "
                        f"<select name=\"opt-{spec.name}\" data-change=\"setup-change\"{described}>"
                        f"{choices}</select>{help_line}</label>")
        return (f"{self._nav()}<h2>{esc(self.t('setup.title', game=self.game_title(game.id)))}</h2>"
                f"<form class=\"setup\" data-submit=\"setup-start\">"
                f"<label>{esc(self.t('setup.players'))} <select name=\"players\" data-change=\"setup-change\">"
                f"{options_players}</select></label>"
                f"<div class=\"seats\">{''.join(rows)}</div>"
                f"{''.join(opts)}{load_table(game.id).setup_fields(self.shell(game.id), s)}"
                f"<details><summary>{esc(self.t('setup.advanced'))}</summary>"
                f"<label>{esc(self.t('setup.seed'))} <input id=\"seed\" name=\"seed\" inputmode=\"numeric\" "
                f"value=\"{esc(s.get('seed', ''))}\"></label></details>"
                f"<button type=\"submit\" class=\"button primary big\">{esc(self.t('setup.start'))}</button>"
                f"</form>")

    def _choice_key(self, spec: Any, choice: Any) -> str:
        """``<label_key>.<choice>``, or ``<prefix>.<option>.<choice>`` (e.g. glace.variant.expert)."""
        base = spec.label_key or spec.name
        keys = (f"{base}.{choice}", f"{base.split('.')[0]}.{spec.name}.{choice}")
        return next((key for key in keys if self.t.has(key)), keys[0])

    def _choice_label(self, spec: Any, choice: Any) -> str:
        key = self._choice_key(spec, choice)
        return self.t(key) if self.t.has(key) else str(choice)

    def _table_ctx(self) -> Ctx:
        """The table's context: what everyone may see, for public moments."""
        turns = self.turns
        assert turns is not None
        return Ctx(self.shell(turns.game.id), turns.game, turns.game.view(turns.match.state, None),
                   [], None, [turns.name(i) for i in range(len(turns.seats))], turns.ui,
                   self.timers, human_seats=tuple(turns.humans))

    def _ctx(self) -> Ctx:
        turns = self.turns
        assert turns is not None
        return Ctx(self.shell(turns.game.id), turns.game, turns.view(), turns.legal(),
                   turns.screen_seat(), [turns.name(i) for i in range(len(turns.seats))], turns.ui,
                   self.timers, turns.news(), tuple(turns.humans))

    def render_game(self) -> str:
        table = self.turns
        if table is None:
            return self.render_home()
        game_title = esc(self.game_title(table.game.id))
        handoff = table.handoff_needed()
        head = f"<h2 class=\"game-title\">{game_title}</h2>"
        moment = self._moment()
        if moment is not None:  # public: shown once to the whole table, before anything else
            return (f"{head}<section class=\"moment\" aria-labelledby=\"moment-h\">"
                    f"<h3 id=\"moment-h\" tabindex=\"-1\">{esc(self.t('moment.title'))}</h3>"
                    f"{moment}<div class=\"row\">"
                    f"{button(esc(self.t('moment.continue')), 'moment-ok', cls='button primary big', id='moment-ok')}"
                    f"</div></section>")
        if table.over:
            return head + self.render_end()
        if handoff is not None:
            return (f"{head}<section class=\"handoff\" aria-labelledby=\"handoff-h\">"
                    f"<h3 id=\"handoff-h\">{esc(self.t('handoff.title', name=table.name(handoff)))}</h3>"
                    f"<p>{esc(self.t('handoff.hint'))}</p>{self._handoff_recall(handoff)}"
                    f"{button(esc(self.t('handoff.ready', name=table.name(handoff))), 'handoff', str(handoff), cls='button primary big', id='handoff-ready')}"
                    f"{self._undo_and_menu()}</section>")
        bot = table.bot_to_move()
        acting = table.acting_seat()
        if acting is not None:
            status = self.t("game.your_turn", name=table.name(acting))
        elif bot is not None:
            status = self.t("game.bot_thinking", name=table.name(bot))
        else:
            status = self.t("game.waiting")
        ctx = self._ctx()
        board = load_table(table.game.id).render(ctx)
        self.timers.keep_only(ctx.timers_shown)
        for text, once_key in ctx.to_read:
            if once_key not in self._read_keys:
                self._read_keys.add(once_key)
                if self.can_speak and self.toggle_on("read_aloud"):
                    self._to_speak.append(text)
        return (f"{head}<p class=\"turn\" role=\"status\">{esc(status)}</p>{self._news_html(ctx)}"
                f"<div class=\"game-layout\"><div id=\"board\" class=\"board-area\" tabindex=\"-1\">{board}</div>"
                f"<aside class=\"side\">{self._undo_and_menu()}{self._log_html()}</aside></div>")

    def _handoff_recall(self, seat: int) -> str:
        """The hand-off screen is public: it recalls what happened since that seat's turn."""
        assert self.turns is not None
        lines = [self.log_line(e) for e in self.turns.public_news(seat)][-6:]
        if not lines:
            return ""
        items = "".join(f"<li>{esc(line)}</li>" for line in lines)
        return (f"<div class=\"recall\"><h4>{esc(self.t('handoff.since'))}</h4>"
                f"<ol>{items}</ol></div>")

    def _news_html(self, ctx: Ctx) -> str:
        """"Depuis ton dernier tour": what the others did, above the board, without scrolling."""
        if not ctx.news:
            return ""
        lines = [self.log_line(e) for e in ctx.news][-8:]
        items = "".join(f"<li>{esc(line)}</li>" for line in lines)
        return (f"<details class=\"news\" open><summary>{esc(self.t('game.news'))}</summary>"
                f"<ol>{items}</ol></details>")

    def _undo_and_menu(self) -> str:
        table = self.turns
        assert table is not None
        undo = ""
        if self.confirm_undo and table.undo_steps():
            author = table.match.actions[-table.undo_steps()][0]
            undo = (f"<div class=\"confirm\" role=\"alertdialog\" aria-labelledby=\"confirm-undo-q\">"
                    f"<p id=\"confirm-undo-q\">{esc(self.t('game.undo_confirm', name=table.name(author)))}</p>"
                    f"{button(esc(self.t('game.undo_yes')), 'undo', cls='button danger', id='confirm-undo')}"
                    f"{button(esc(self.t('saves.cancel')), 'cancel', cls='button')}</div>")
        elif table.undo_steps():
            author = table.match.actions[-table.undo_steps()][0]
            label = (self.t("game.undo") if author == table.screen_seat()
                     else self.t("game.undo_of", name=table.name(author)))
            undo = button(esc(label), "undo", cls="button")
        if self.confirm_restart:
            restart = (f"<div class=\"confirm\" role=\"alertdialog\" aria-labelledby=\"confirm-restart-q\">"
                       f"<p id=\"confirm-restart-q\">{esc(self.t('game.restart_confirm'))}</p>"
                       f"{button(esc(self.t('game.restart_yes')), 'restart', cls='button danger', id='confirm-restart')}"
                       f"{button(esc(self.t('saves.cancel')), 'cancel', cls='button')}</div>")
        else:
            restart = button(esc(self.t("game.restart")), "restart", cls="button danger")
        menu = (f"<details class=\"menu\"{' open' if self.confirm_restart else ''}>"
                f"<summary>{esc(self.t('game.menu'))}</summary>"
                f"<div class=\"menu-items\">"
                f"{button(esc(self.t('game.save_quit')), 'go', '#/')}"
                f"{button(esc(self.t('game.rules')), 'go', f'#/rules/{table.game.id}')}"
                f"{button(esc(self.t('saves.export')), 'export', table.save_id)}"
                f"{restart}</div></details>")
        return f"<div class=\"game-actions\">{undo}{menu}</div>"

    def _log_html(self) -> str:
        if self.turns is None:
            return ""
        lines = [self.log_line(e) for e in self.turns.log()[-40:]]  # only what is shown
        items = "".join(f"<li>{esc(line)}</li>" for line in reversed(lines))
        return (f"<section class=\"log\" tabindex=\"0\" aria-labelledby=\"log-h\"><h3 id=\"log-h\">{esc(self.t('game.log'))}</h3>"
                f"<ol reversed>{items}</ol></section>")

    def render_end(self) -> str:
        table = self.turns
        assert table is not None
        outcome = table.game.outcome(table.match.state)
        assert outcome is not None
        names = [table.name(i) for i in range(len(table.seats))]
        result = esc(self.t(outcome.result_key, **self.render_args(dict(outcome.result_args), names)))
        details = ""
        if outcome.cooperative:
            details = f"<p class=\"score\">{esc(self.t('end.team_score', score=_num(outcome.score)))}</p>"
        else:
            rows = "".join(
                f"<li>{'★ ' if i in outcome.winners else ''}{esc(table.name(i))} — "
                f"{esc(self.t('end.points', n=_num(score)))}</li>"
                for i, score in sorted(enumerate(outcome.scores), key=lambda p: -p[1]))
            details = f"<ol class=\"ranking\">{rows}</ol>"
        extra = load_table(table.game.id).render_end(self._ctx())
        return (f"<section class=\"end\" aria-labelledby=\"end-h\"><h3 id=\"end-h\" tabindex=\"-1\">"
                f"{esc(self.t('end.title'))}</h3>"
                f"<p class=\"result\">{result}</p>{details}{extra}"
                f"<div class=\"row\">{button(esc(self.t('end.again')), 'play-again', cls='button primary big')}"
                f"{button(esc(self.t('nav.home')), 'go', '#/', cls='button')}</div></section>"
                f"{self._log_html()}")

    def render_rules(self) -> str:
        game_id = self.route.arg
        if game_id not in catalogue_ids():
            return self.render_home()
        intro = load_table(game_id).rules_intro(self.shell(game_id))
        paragraphs = self.t(f"rules.{game_id}").split("\n\n")
        body = "".join(f"<p>{esc(p)}</p>" for p in paragraphs)
        if self.turns and self.turns.game.id == game_id:
            go = button(esc(self.t("rules.back_to_game")), "go", f"#/game/{self.turns.save_id}",
                        cls="button primary big")
        elif game_id in playable_ids():
            go = button(esc(self.t("home.play")), "go", f"#/play/{game_id}", cls="button primary big")
        else:
            go = ""
        return (f"{self._nav()}<article class=\"rules\"><h2>{esc(self.t('rules.title', game=self.game_title(game_id)))}</h2>"
                f"{intro}{body}</article><div class=\"row\">{go}</div>")

    def render_screen(self) -> str:
        game_id, _, screen = self.route.arg.partition("/")
        try:
            get_game(game_id)
        except UnknownGame:
            return self.render_home()
        body = load_table(game_id).render_screen(self.shell(game_id), screen)
        if body is None:
            body = f"<p>{esc(self.t('screen.none'))}</p>"
        return f"{self._nav()}{body}"

    def render_settings(self) -> str:
        def check(name: str) -> str:
            on = self.toggle_on(name)
            return (f"<button type=\"button\" class=\"toggle\" role=\"switch\"{attrs(aria_checked='true' if on else 'false')}"
                    f" data-cmd=\"toggle\" data-arg=\"{name}\">{esc(self.t('settings.' + name))}</button>")

        langs = "".join(
            button(esc(label), "lang", code, cls="button" + (" primary" if self.lang == code else ""),
                   aria_pressed="true" if self.lang == code else "false", lang=code)
            for code, label in (("fr", "Français"), ("en", "English")))
        pace = self.settings.get("bot_pace", "normal")
        paces = "".join(
            button(esc(self.t(f"settings.pace.{p}")), "bot-pace", p,
                   cls="button" + (" primary" if pace == p else ""),
                   aria_pressed="true" if pace == p else "false")
            for p in BOT_PACE_MS)
        chosen = self.settings.get("timer_seconds", 45)
        lengths = "".join(
            button(esc(self.t("settings.seconds", n=n)), "timer-length", str(n),
                   cls="button" + (" primary" if chosen == n else ""),
                   aria_pressed="true" if chosen == n else "false")
            for n in SECONDS_CHOICES)
        return (f"{self._nav()}<h2>{esc(self.t('settings.title'))}</h2>"
                f"<section><h3>{esc(self.t('settings.language'))}</h3><div class=\"row\">{langs}</div></section>"
                f"<section><h3>{esc(self.t('settings.display'))}</h3>{check('reduced_motion')}{check('large_text')}"
                f"{check('read_aloud') if self.can_speak else ''}</section>"
                f"<section><h3>{esc(self.t('settings.pace'))}</h3>"
                f"<p>{esc(self.t('settings.pace_help'))}</p><div class=\"row\">{paces}</div></section>"
                f"<section><h3>{esc(self.t('settings.timer'))}</h3>"
                f"<p>{esc(self.t('settings.timer_help'))}</p><div class=\"row\">{lengths}</div></section>")

    def render_about(self) -> str:
        paragraphs = "".join(f"<p>{esc(p)}</p>" for p in self.t("about.body").split("\n\n"))
        credits = "".join(f"<li>{esc(line)}</li>" for line in self.t("about.credits").split("\n"))
        return (f"{self._nav()}<h2>{esc(self.t('about.title'))}</h2>{paragraphs}"
                f"<h3>{esc(self.t('about.credits_title'))}</h3><ul class=\"credits\">{credits}</ul>")


_MONTHS = {
    "fr": ("janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.",
           "nov.", "déc."),
    "en": ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"),
}


def _date(iso: str, lang: str) -> str:
    """``2026-11-25T10:00:00Z`` → ``25 nov. 2026`` (fr) or ``25 Nov 2026`` (en); "" if unreadable."""
    match = re.match(r"(\d{4})-(\d{2})-(\d{2})", iso)
    if not match or not 1 <= int(match.group(2)) <= 12:
        return ""
    year, month, day = match.groups()
    return f"{int(day)} {_MONTHS[lang if lang in _MONTHS else 'fr'][int(month) - 1]} {year}"


def _num(value: float | None) -> str:
    if value is None:
        return "0"
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"
