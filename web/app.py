"""The application: its state, navigation, command dispatch and the top-level render.

The browser layer (``browser.py``) feeds it DOM events as ``command(name, arg, form)`` calls and
hash changes as ``navigate(hash)``, paints ``render()`` into ``#main`` and carries out the
returned ``Effects`` (schedule a bot move, download a file, announce a line...). Nothing here
touches the DOM, so whole games can be driven through the UI logic in CPython tests.

Each screen is a module of ``screens/`` (``render(app)`` and the ``COMMANDS`` its buttons
send); the settings, the packages loaded on demand and the log's narration have their own
modules. ``App`` holds the state they share and routes to them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from . import embedding, keeping, one_writer, packages, settings
from .effects import Effects
from .embedding import HostLink
from .html import button, esc
from .i18n import Translator, pick_language
from .layout import SizeClass, size_class
from .packages import OnDemandPackages
from .saves import KeyValue, SaveStore, StorageError
from .screens import game, home, pages, replay, setup
from .seam import FlashKind, Form, SetupState, Shell
from .settings import SETTINGS_KEY
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
        if head in ("game", "rules", "replay") and rest:
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
    "game": game.render,
    "rules": pages.render_rules,
    "settings": pages.render_settings,
    "about": pages.render_about,
    "screen": pages.render_screen,
    "replay": replay.render,
}


def _go(app: App, arg: str, form: Form) -> Effects:
    """A link drawn as a button: go to the hash ``arg``."""
    return Effects(set_hash=arg or "#/")


def _reload(app: App, arg: str, form: Form) -> Effects:
    """"Recharger" on the new-version banner."""
    return Effects(reload=True)


def _merge(*tables: dict[str, Command]) -> dict[str, Command]:
    merged: dict[str, Command] = {}
    for table in tables:
        for name, handler in table.items():
            if name in merged:
                raise ValueError(f"two screens answer the command {name!r}")
            merged[name] = handler
    return merged


#: every command, by the name a button sends (``data-cmd``); each lives with its screen
COMMANDS = _merge({"go": _go, "reload": _reload}, home.COMMANDS, setup.COMMANDS, game.COMMANDS,
                  pages.COMMANDS, packages.COMMANDS, replay.COMMANDS, one_writer.COMMANDS,
                  keeping.COMMANDS)


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
        self.settings = settings.load(store)
        stored = self.settings.get("lang")
        self.t = Translator(pick_language(lang, stored if isinstance(stored, str) else None,
                                          list(browser_langs)))
        self.embed = embed
        self.now = now
        self.new_id = new_id
        self.route = Route("home")
        self.route_hash = "#/"  # the address of the route (opened again when packages arrive)
        #: a save file read while its game's code was on its way: (game id, its text)
        self.pending_import: tuple[str, str] | None = None
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
        #: the screen's size class (``layout.py``), told by the browser
        self.size: SizeClass = "compact" if embed else "wide"
        # the home screen: the save whose "Supprimer" asks for confirmation
        self.confirm_delete: str | None = None
        # the set-up screen's choices, and whether its share panel (link, QR code) is open
        self.setup: SetupState | None = None
        self.share_open = False
        # the replay on screen (``#/replay/…``): its moves and the step shown
        self.replay: replay.ReplayView | None = None
        # the game screen: the match at the table, its open questions, its countdowns, the
        # public moment asked of the table for this state, what the table asked to read once
        self.turns: Turns | None = None
        #: the game at the table when another tab moved it on (``web.one_writer``)
        self.behind: Turns | None = None
        self.confirm_undo = False
        self.confirm_restart = False
        self.timers = Timers()
        self.moment_cache: tuple[Any, Any, str | None] | None = None
        self.read_keys: set[str] = set()
        self.to_speak: list[str] = []

    @property
    def lang(self) -> str:
        return self.t.lang

    def save_settings(self) -> None:
        """Store the settings; a refusal (storage full or off) is shown, never raised."""
        try:
            settings.save(self.store, self.settings)
        except StorageError as exc:
            self.flash = ("error", self.t(exc.key))

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
        self.confirm_delete = None
        self.share_open = False
        fx = Effects(focus="#main")
        fx.load_packages = packages.for_route(self)
        if self.packages.waiting_for(packages.route_game(self)):
            # the game's code is on its way (its wheel): the save or the set-up opens when it
            # has arrived (package_loaded navigates again)
            return fx
        if self.route.name == "game":
            refused = home.resume(self, self.route.arg)
            if refused is not None:
                self.route = Route("home")
                return refused
            fx.schedule_bot_ms = game.bot_delay(self)
            fx.focus, fx.from_top = game.STEP, True  # the page opens on the step to play
        elif self.route.name == "setup":
            refused = setup.open_setup(self, self.route.arg, self.route.query)
            if refused is not None:
                self.route = Route("home")
                return refused
        elif self.route.name == "replay":
            refused = replay.open_replay(self, self.route.arg)
            if refused is not None:
                self.route = Route("home")
                return refused
            fx.load_packages = packages.for_route(self)
        return fx

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
            # a question ("Annuler le coup ?") closes when the player does something else
            self.confirm_undo = self.confirm_undo and name == "undo"
            self.confirm_restart = self.confirm_restart and name == "restart"
        return handler(self, arg, form or {})

    # --- what the browser reports ---------------------------------------------------------------
    def imported(self, text: str) -> Effects:
        """The browser read a file the player picked (``import``). Reading a save replays it
        with its game's rules: when they are not loaded yet (the game's wheel, in the
        browser), the file waits for them (``package_loaded`` imports it)."""
        game_id = _game_of_save(text)
        wanted = self.packages.request(game_id) if game_id else []
        if game_id and self.packages.waiting_for(game_id):
            self.pending_import = (game_id, text)
            fx = Effects()
            fx.load_packages = wanted
            return fx
        self.pending_import = None
        return home.imported(self, text)

    def package_loaded(self, name: str) -> Effects:
        """The browser unpacked a package the game on screen needs."""
        self.packages.arrived(name)
        if self.pending_import and not self.packages.waiting_for(self.pending_import[0]):
            return self.imported(self.pending_import[1])
        start = self.host.pending_start
        if start is not None and not self.packages.waiting_for(str(start.get("game"))):
            return embedding.host_message(self, start)
        game_id = packages.route_game(self)
        # the save or the set-up form that waited for the game's code is not open yet
        if self.route.name == "game":
            opened = self.turns is not None and self.turns.save_id == self.route.arg
        elif self.route.name == "setup":
            opened = self.setup is not None and self.setup["game"] == self.route.arg
        else:  # the rules and a game's own screens read the table when they render
            opened = True
        if game_id and not opened and not self.packages.waiting_for(game_id):
            return self.navigate(self.route_hash)  # open what waited for it
        fx = Effects(focus="#main")
        fx.schedule_bot_ms = game.bot_delay(self) if self.route.name == "game" else None
        return fx

    def package_not_loaded(self, name: str) -> Effects:
        """The download failed: the wait screen says so and offers to retry."""
        self.packages.did_not_arrive(name)
        if self.pending_import is not None:  # a file to import waited for its game: say so
            self.pending_import = None
            self.flash = ("error", self.t("packages.failed"))
        return Effects()

    def tick(self, now_ms: float) -> tuple[dict[str, str], list[str], bool]:
        """The browser's clock ticked: the timer faces to redraw, the lines to announce, and
        whether the screen must be repainted (a timer reached zero)."""
        result = self.timers.tick(now_ms)
        lines = [self.t("timer.over") if s == 0 else self.t("timer.seconds_left", n=s)
                 for s in result.announce_seconds]
        return result.faces, lines, result.finished

    def take_speech(self) -> list[str]:
        """The texts the last render asked to read by themselves (each once), then forget them."""
        texts, self.to_speak = self.to_speak, []
        return texts

    # --- rendering ----------------------------------------------------------------------------
    def title(self) -> str:
        return self.t("app.title")

    def game_title(self, game_id: str) -> str:
        return self.t(f"game.{game_id}.title")

    def render(self) -> str:
        """The screen of the route (or the wait for its packages), under the update banner
        and the message of the last command."""
        screen = packages.waiting_screen(self) or (
            one_writer.render_notice(self) if one_writer.is_behind(self)
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
