"""The application: its state, navigation, command dispatch and the top-level render.

The browser layer (``browser.py``) feeds it DOM events as ``command(name, arg, form)`` calls and
hash changes as ``navigate(hash)``, paints ``render()`` into ``#main`` and carries out the
returned ``Effects`` (schedule a bot move, download a file, announce a line...). Nothing here
touches the DOM, so whole games can be driven through the UI logic in CPython tests.

Each screen is a module of ``screens/`` (``render(app)``, the ``COMMANDS`` its buttons send,
and a class holding the screen's own state: ``app.home_screen``, ``app.setup_screen``,
``app.game_screen``, ``app.replay_screen``). A screen writes only its own state and asks the
others through their methods; ``App`` holds what they share (the words, the settings, the
saves, the route, the message above the screen, the packages loaded on demand, the host page)
and routes to them. Services (narration, packages, embedding) take what they use, not ``App``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from engine.core.errors import UnknownGame
from engine.core.registry import get_game

from . import embedding, keeping, lessons, one_writer, settings
from .effects import Effects
from .embedding import HostLink
from .html import button, esc
from .i18n import Translator, pick_language
from .layout import SizeClass, size_class
from .packages import OnDemandPackages, waiting_screen
from .saves import KeyValue, SaveStore, StorageError
from .screens import game, home, pages, play, replay, setup
from .seam import FlashKind, Form, SetupState, Shell
from .settings import SETTINGS_KEY
from .sounds import Cue
from .timers import Timers
from .turns import Turns

__all__ = ["SETTINGS_KEY", "App", "Command", "Effects", "Route"]

#: what a button's ``data-cmd`` runs: ``handler(app, arg, form)``
Command = Callable[["App", str, Form], Effects]


@dataclass
class Route:
    name: str  # home | setup | game | rules | settings | about | screen (a game's own screen)
    arg: str = ""
    #: a set-up link's query (``#/play/<game>?v=1&…``, read by ``web.links``)
    query: str = ""

    @staticmethod
    def parse(hash_: str) -> Route:
        path, _, query = hash_.partition("?")
        parts = [p for p in path.lstrip("#").split("/") if p]
        if not parts:
            return Route("home")
        head, rest = parts[0], "/".join(parts[1:])
        if head == "play" and rest:
            return Route("setup", rest, query)
        if head in ("game", "rules", "replay", "learn") and rest:
            return Route(head, rest)
        if head == "screen" and len(parts) == 3:
            return Route("screen", f"{parts[1]}/{parts[2]}")
        if head in ("settings", "about"):
            return Route(head)
        return Route("home")


#: each route's screen
SCREENS: dict[str, Callable[[App], str]] = {
    "home": home.render,
    "setup": setup.render,
    "game": lessons.render_game,  # the game screen, with a lesson's coach
    "rules": pages.render_rules,
    "settings": pages.render_settings,
    "about": pages.render_about,
    "screen": pages.render_screen,
    "replay": replay.render,
    "learn": lessons.render_game,  # the lesson's match, once opened (``lessons.start``)
}


def _go(app: App, arg: str, form: Form) -> Effects:
    """A link drawn as a button: go to the hash ``arg``."""
    return Effects(set_hash=arg or "#/")


def _reload(app: App, arg: str, form: Form) -> Effects:
    """"Recharger" on the new-version banner."""
    return Effects(reload=True)


def _retry(app: App, arg: str, form: Form) -> Effects:
    """"Réessayer" on the wait screen: open the same screen again, which asks again."""
    app.packages.retry()
    head = {"game": "game", "screen": "screen", "replay": "replay"}.get(app.route.name, "play")
    return app.navigate("#" + "/".join(("", head, app.route.arg)))


def _merge(*tables: dict[str, Command]) -> dict[str, Command]:
    merged: dict[str, Command] = {}
    for table in tables:
        for name, handler in table.items():
            if name in merged:
                raise ValueError(f"two screens answer the command {name!r}")
            merged[name] = handler
    return merged


#: every command, by the name a button sends (``data-cmd``); each lives with its screen
COMMANDS = _merge({"go": _go, "reload": _reload, "retry-packages": _retry}, home.COMMANDS,
                  setup.COMMANDS, play.COMMANDS, pages.COMMANDS, replay.COMMANDS,
                  one_writer.COMMANDS, keeping.COMMANDS, lessons.COMMANDS)

#: what may wait for a game's code (its wheel, loaded on demand): the screen of the address,
#: a save file read by "Importer", a host page's request to start a game
Waiter = Literal["route", "import", "host"]


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
        system_reduced_motion: bool = False,
    ) -> None:
        """``lang``: the language the page asks for (``?lang=``), which wins over the saved
        setting for this visit without changing it; ``browser_langs``: the browser's
        preferences, used when neither says. The language lives in one place: ``self.t``."""
        self.store = store
        #: the language the address asks for and the browser's (what a first visit picks from)
        self.asked_lang = lang
        self.browser_langs = list(browser_langs)
        self._read_device()
        self.embed = embed
        self.now = now
        self.new_id = new_id
        self.route = Route("home")
        self.route_hash = "#/"  # the address of the route (web/recovery.py resets it)
        #: what waits for a game's code, by who asked: (the game's id, what to do when it is
        #: here); ``when_ready`` keeps it, ``package_loaded`` runs it
        self.waiting: dict[Waiter, tuple[str, Callable[[], Effects]]] = {}
        #: the message above the screen, until the next command
        self.flash: tuple[FlashKind, str] | None = None
        self.update_available = False
        self.packages = OnDemandPackages()
        #: saving is off (private browsing, or a cross-site frame that denies storage)
        self.storage_ok = storage_ok
        #: the app runs inside another site's page (an <iframe>), with the page's own address
        self.framed = framed
        self.full_screen_url = full_screen_url
        #: what the embedding page was told, and asked for (``web.embedding``)
        self.host = HostLink()
        #: the device reads texts aloud (speech synthesis)
        self.can_speak = can_speak
        #: the system asks for less motion (``prefers-reduced-motion``): the app's own switch
        #: is on until the player turns it off
        self.system_reduced_motion = system_reduced_motion
        #: the screen's size class (``layout.py``), told by the browser
        self.size: SizeClass = "compact" if embed else "wide"

    def _read_device(self) -> None:
        """What the app knows from the device's storage (saves, settings, the language), and
        its screens, each with its own state, as they are when the app starts."""
        self.saves = SaveStore(self.store)
        self.settings = settings.load(self.store)
        stored = self.settings.get("lang")
        self.t = Translator(pick_language(self.asked_lang, stored if isinstance(stored, str) else None,
                                          self.browser_langs))
        self.home_screen = home.HomeScreen()
        self.setup_screen = setup.SetupScreen()
        self.game_screen = game.GameScreen()
        self.replay_screen = replay.ReplayScreen()

    @property
    def lang(self) -> str:
        return self.t.lang

    # what the screens keep, read (each screen writes its own)
    @property
    def turns(self) -> Turns | None:
        """The match at the table (the game screen's)."""
        return self.game_screen.turns

    @property
    def timers(self) -> Timers:
        """The table's countdowns (the game screen's)."""
        return self.game_screen.timers

    @property
    def setup(self) -> SetupState | None:
        """The set-up form's choices (the set-up screen's)."""
        return self.setup_screen.choices

    @property
    def replay(self) -> replay.ReplayView | None:
        """The replay on screen (the replay screen's)."""
        return self.replay_screen.view

    def toggle_on(self, name: str) -> bool:
        """Whether the settings switch ``name`` is on for this device (its defaults included)."""
        return settings.toggle_on(self.settings, name, self.embed,
                                  system_reduced_motion=self.system_reduced_motion)

    def set_setting(self, name: str, value: Any) -> None:
        """Change one of the app's settings and keep it."""
        self.settings[name] = value
        self.save_settings()

    def set_language(self, lang: str) -> None:
        """The app's language, kept for the next visits."""
        self.settings["lang"] = lang
        self.t = Translator(lang)
        self.save_settings()

    def save_settings(self) -> None:
        """Store the settings; a refusal (storage full or off) is shown, never raised."""
        try:
            settings.save(self.store, self.settings)
        except StorageError as exc:
            self.flash = ("error", self.t(exc.key))

    def forget_device(self) -> None:
        """Everything this copy of the app keeps on the device erased (its games, the lessons
        in progress, a game's own data such as Défis's decks, the settings), and the app as on
        a first visit, in memory too: a class's tablet lent to another class, a family passing
        the device on. Other sites' data on the same origin is left alone; the games' code
        already loaded stays (it is the same for everyone)."""
        for key in self.store.list_keys():
            if key.startswith(("terraludo:", "terraludo@")):
                self.store.remove(key)
        self.waiting.clear()
        self._read_device()

    def set_flash(self, kind: FlashKind, text: str) -> None:
        self.flash = (kind, text)

    def shell(self, game_id: str = "") -> Shell:
        """What a game's hooks may use: words, storage, settings, messages."""
        return Shell(self.t, self.store, self.settings, self.set_flash, self.save_settings,
                     game_id, self.can_speak, self.size)

    def resize(self, width: float, height: float, embedded: bool) -> bool:
        """The window is now ``width`` × ``height`` (``embedded``: inside another site's frame):
        whether its size class changed (then the screen is drawn again, what a phone folds
        being markup)."""
        size = size_class(width, height, embedded)
        changed = size != self.size
        self.size = size
        return changed

    # --- navigation ---------------------------------------------------------------------------
    def navigate(self, hash_: str) -> Effects:
        """The address changed: open that screen (a save to resume, a set-up form), ask for
        the packages its game needs, and let the bots go on."""
        self.route = Route.parse(hash_)
        self.route_hash = hash_
        self.home_screen.navigated()
        self.setup_screen.navigated()
        self.waiting.pop("route", None)  # a new address: the one that waited is left
        fx = Effects(focus="#main")
        if self.route.name == "replay":  # the link says its game
            refused = replay.open_replay(self, self.route.arg)
            if refused is not None:
                self.route = Route("home")
                return refused
        waits = self.when_ready("route", self.route_game(), lambda: self.navigate(hash_))
        if waits is not None:  # the screen opens when the game's code is here
            waits.focus = "#main"
            return waits
        if self.route.name == "game":
            refused = game.resume(self, self.route.arg)
            if refused is not None:
                self.route = Route("home")
                return refused
            fx.schedule_bot_ms = game.bot_delay(self)
            fx.focus, fx.from_top = game.STEP, True  # the page opens on the step to play
        elif self.route.name == "learn":  # a guided first game: opened, or resumed
            return lessons.start(self, self.route.arg)
        elif self.route.name == "setup":
            refused = setup.open_setup(self, self.route.arg, self.route.query)
            if refused is not None:
                self.route = Route("home")
                return refused
        return fx

    def route_game(self) -> str:
        """The game of the screen on the route ("" for the shell's own screens)."""
        if self.route.name in ("setup", "rules", "learn"):
            return self.route.arg
        if self.route.name == "game":
            if self.game_screen.holds(self.route.arg):
                assert self.turns is not None
                return self.turns.game.id
            entry = self.saves.entry(self.route.arg)
            return entry.game if entry else ""
        if self.route.name == "screen":  # a game's own screen (Défis's deck workshop)
            return self.route.arg.split("/", 1)[0]
        if self.route.name == "replay":  # its moves are played again (a word judge, pictures)
            return self.replay_screen.game_id
        return ""

    def route_waits(self) -> bool:
        """Whether the screen on the route waits for its game's code (the wait screen shows)."""
        return self.packages.waiting_for(self.route_game())

    # --- the game's code, loaded on demand ------------------------------------------------------
    def when_ready(self, waiter: Waiter, game_id: str, then: Callable[[], Effects]) -> Effects | None:
        """The one way anything waits for a game's code (its wheel, loaded on demand): None
        when it is here (go on now); else the effects that ask the browser for it, and
        ``then`` runs when it has arrived (``package_loaded``). A waiter's newer wait
        replaces its older one."""
        wanted = self.packages.request(game_id) if game_id else []
        if not game_id or not self.packages.waiting_for(game_id):
            self.waiting.pop(waiter, None)
            return None
        self.waiting[waiter] = (game_id, then)
        fx = Effects()
        fx.load_packages = wanted
        return fx

    def package_loaded(self, name: str) -> Effects:
        """The browser unpacked a package: what waited for it goes on (a file to import, a
        host's request, then the screen of the address), else the screen is drawn again."""
        self.packages.arrived(name)
        for waiter in ("import", "host", "route"):
            waiting = self.waiting.get(waiter)
            if waiting is not None and not self.packages.waiting_for(waiting[0]):
                del self.waiting[waiter]
                return waiting[1]()
        # nothing waited for it (the share panel's QR encoder): the screen is drawn again and
        # the focus stays where the player is
        fx = Effects()
        fx.schedule_bot_ms = game.bot_delay(self) if self.route.name == "game" else None
        return fx

    def package_not_loaded(self, name: str) -> Effects:
        """The download failed: the wait screen says so and offers to retry."""
        self.packages.did_not_arrive(name)
        if self.waiting.pop("import", None) is not None:  # a file waited for its game: say so
            self.flash = ("error", self.t("packages.failed"))
        return Effects()

    # --- commands -----------------------------------------------------------------------------
    def command(self, name: str, arg: str = "", form: Form | None = None) -> Effects:
        """A button (``data-cmd``/``data-arg``) or a form (``data-submit``, ``data-change``)."""
        name = name.replace("_", "-")
        handler = COMMANDS.get(name)
        if handler is None:
            return Effects()
        blocked = one_writer.guard(self, name)  # the game moved on in another tab
        if blocked is not None:
            return blocked
        if name != "bot":  # a bot's move must not wipe the message a player is reading
            self.flash = None
            self.game_screen.command_sent(name)
        return handler(self, arg, form or {})

    # --- what the browser reports ---------------------------------------------------------------
    def imported(self, text: str) -> Effects:
        """The browser read a file the player picked (``import``). Reading a save replays it
        with its game's rules: when they are not loaded yet, the file waits for them."""
        waits = self.when_ready("import", _game_of_save(text), lambda: self.imported(text))
        return waits if waits is not None else home.imported(self, text)

    def host_message(self, data: Any) -> Effects:
        """A message from the embedding page (``browser.py`` checked it came from the parent):
        ``listen`` is answered (``web.embedding``); ``start`` opens the set-up form as asked
        and starts the game, once its code is here. A game in progress is never discarded."""
        game_id = embedding.read_request(self.host, data, self.lang)
        if game_id is None:
            return Effects()
        if not game_id:
            self.flash = ("error", self.t("setup.unknown_game"))
            return Effects()
        waits = self.when_ready("host", game_id, lambda: self.host_message(data))
        if waits is not None:
            return waits
        try:
            get_game(game_id)
        except UnknownGame:
            self.flash = ("error", self.t("setup.unknown_game"))
            return Effects()
        address = embedding.start_address(game_id, data)
        if self.turns is not None and not self.turns.over:
            # the game stays in the saves list; the player decides to start the new one (the
            # address opens the form, which adds what the request asked that was impossible)
            self.flash = ("info", self.t("embed.start_asked"))
            return Effects(set_hash=address)
        self.flash = None
        fx = self.navigate(address)
        notes = self.flash
        started = setup.start(self, "", {})
        if notes and not self.flash:
            self.flash = notes
        started.load_packages = [*fx.load_packages, *started.load_packages]
        return started

    def host_messages(self) -> list[dict[str, Any]]:
        """What to post to the embedding page now (``web.embedding.messages``)."""
        return embedding.messages(self.host, self.turns, self.framed)

    def tick(self, now_ms: float) -> tuple[dict[str, str], list[str], bool]:
        """The browser's clock ticked: the timer faces to redraw, the lines to announce, and
        whether the screen must be repainted (a timer reached zero)."""
        result = self.game_screen.timers.tick(now_ms)
        lines = [self.t(result.over_key) if s == 0 else self.t("timer.seconds_left", n=s)
                 for s in result.announce_seconds]
        if self.turns is not None and self.route.name != "game":
            # the table's countdown runs on while its screen is left (the settings, the rules),
            # but says nothing there: "Temps écoulé !" belongs to the table
            return result.faces, [], False
        if settings.toggle_on(self.settings, "sound", self.embed):
            self.game_screen.sounds_due.extend(result.cues)
        return result.faces, lines, result.finished

    def take_sounds(self) -> list[Cue]:
        """The sounds the timers asked for since the last call (the browser plays them)."""
        cues, self.game_screen.sounds_due = self.game_screen.sounds_due, []
        return cues

    def take_speech(self) -> list[str]:
        """The texts the last render asked to read by themselves (each once), then forget them."""
        texts, self.game_screen.to_speak = self.game_screen.to_speak, []
        return texts

    # --- rendering ----------------------------------------------------------------------------
    def title(self) -> str:
        return self.t("app.title")

    def game_title(self, game_id: str) -> str:
        return self.t(f"game.{game_id}.title")

    def render(self) -> str:
        """The screen of the route (or the wait for its packages), under the update banner
        and the message of the last command."""
        wait = waiting_screen(self.packages, self.route_game(), self.t, self.nav())
        screen = wait or (one_writer.render_notice(self) if one_writer.is_behind(self)
                          else SCREENS[self.route.name](self))
        banner = ""
        if self.update_available:
            banner = (f"<div class=\"update-banner\" role=\"status\">{esc(self.t('update.available'))} "
                      f"{button(esc(self.t('update.reload')), 'reload', cls='button small')}</div>")
        flash = ""
        if self.flash:
            kind, text = self.flash
            role = "alert" if kind == "error" else "status"
            flash = f"<div class=\"flash {kind}\" role=\"{role}\">{esc(text)}</div>"
        return banner + flash + keeping.notice(self) + screen

    def nav(self) -> str:
        """The way home, above every screen but the home and the game."""
        return (f"<nav class=\"subnav\" aria-label=\"{esc(self.t('nav.label'))}\">"
                f"{button(esc(self.t('nav.home')), 'go', '#/', cls='link')}</nav>")


def _game_of_save(text: str) -> str:
    """The game id a save file names ("" when it names none: the import then says why)."""
    from engine.core import bounded

    try:
        record = bounded.loads(text, bounded.SAVE)
    except ValueError:  # too large, too deep, not JSON: the import says why
        return ""
    game_id = record.get("game") if isinstance(record, dict) else None
    return game_id if isinstance(game_id, str) else ""
