"""The seam between the shell and a game's table: the one protocol every game's UI follows.

A game's UI is a package ``web/games/<package>/`` (the engine package's name) holding its
table (``TABLE``, a ``GameTable``), its card faces and screens, and ``strings.json`` (the UI's
own words, French and English). The shell (``app.py``) never names a game: it finds the table
through the engine registry's ids, and calls only the methods below.

Every hook receives the ``Shell`` first (translation, storage, settings, messages); in a game,
it is a ``Ctx``, which adds the seat's view and legal actions. What a hook returns is markup
(escaped by the game: everything dynamic goes through ``esc``), an action, or ``Effects``.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, TypedDict

from engine.core.game import Game
from engine.core.registry import PACKAGES

from .effects import Effects
from .html import button, esc
from .i18n import Translator
from .timers import DEFAULT_SECONDS, SECONDS_CHOICES, Timers

if TYPE_CHECKING:
    from .saves import KeyValue

#: a submitted form: field name -> value, as the browser sends it
Form = Mapping[str, str]
FlashKind = Literal["error", "info"]


class SeatSetup(TypedDict):
    """One seat on the set-up screen."""

    kind: Literal["human", "bot"]
    name: str
    level: str


class SetupState(TypedDict):
    """The set-up screen's choices, before a match starts."""

    game: str
    players: int
    seats: list[SeatSetup]
    options: dict[str, Any]
    seed: str
    #: what a game's own set-up fields keep between renders (e.g. the deck chosen per seat)
    extra: dict[str, Any]


@dataclass(frozen=True)
class ScreenLink:
    """A game's own screen, linked from the home page (``#/screen/<game>/<name>``)."""

    label_key: str
    name: str


#: a loudspeaker drawn inline (an emoji may be missing from a school tablet's fonts)
SPEAKER_ICON = ("<svg class=\"icon\" viewBox=\"0 0 24 24\" width=\"18\" height=\"18\" aria-hidden=\"true\">"
                "<path d=\"M3 9v6h4l5 4V5L7 9H3z\" fill=\"currentColor\"/>"
                "<path d=\"M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12\" fill=\"none\" "
                "stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\"/></svg>")


class Shell:
    """What the shell lends every game hook: words, storage, settings and messages."""

    def __init__(self, t: Translator, store: KeyValue, settings: dict[str, Any],
                 flash: Callable[[FlashKind, str], None], save_settings: Callable[[], None],
                 game_id: str = "", can_speak: bool = False) -> None:
        self.t = t
        self.store = store
        self.settings = settings
        self._flash = flash
        self._save_settings = save_settings
        self.game_id = game_id
        #: the device can read texts aloud (speech synthesis)
        self.can_speak = can_speak

    @property
    def lang(self) -> str:
        return self.t.lang

    @property
    def colon(self) -> str:
        """" : " in French typography, ": " in English (nothing in it to escape)."""
        return str(self.t("ui.colon"))

    def flash(self, kind: FlashKind, text: str) -> None:
        """A message above the screen until the next command."""
        self._flash(kind, text)

    def game_setting(self, name: str) -> Any:
        """A setting of this game's own (saved with the app's settings)."""
        return self.settings.get(f"{self.game_id}:{name}")

    def set_game_setting(self, name: str, value: Any) -> None:
        self.settings[f"{self.game_id}:{name}"] = value
        self._save_settings()


class Ctx(Shell):
    """A game's hooks during a match: the shell, plus what the screen's seat may see."""

    def __init__(self, shell: Shell, game: Game[Any, Any], view: dict[str, Any],
                 legal: list[Any], seat: int | None, names: list[str],
                 ui: dict[str, Any], timers: Timers | None = None,
                 news: list[dict[str, Any]] | None = None,
                 human_seats: tuple[int, ...] = ()) -> None:
        super().__init__(shell.t, shell.store, shell.settings, shell._flash,
                         shell._save_settings, game.id, shell.can_speak)
        self.game = game
        self.view = view
        self.legal = legal
        self.seat = seat
        self.names = names
        #: the table's UI-local state (a selected card...), reset after every action
        self.ui = ui
        self.timers = timers or Timers()
        #: the log events this seat has not seen yet (what changed since its last turn)
        self.news = news or []
        #: the seats people sit at (the others are bots): e.g. a challenge the table cannot
        #: judge with fewer than two people is resolved by chance
        self.human_seats = human_seats
        #: timers drawn by this render (the shell forgets the others)
        self.timers_shown: set[str] = set()
        #: set by ``command``: the element to bring into view after this tap (the targets
        #: of a chosen card, on a phone where they are above the screen)
        self.focus_after: str | None = None
        #: texts this render asks the app to read aloud once: (text, once_key)
        self.to_read: list[tuple[str, str]] = []

    # --- interaction helpers: every game draws these the same way ---------------------------
    def timer(self, timer_id: str, seconds: int | None = None) -> str:
        """A countdown (45 s by default, the player's setting): pause and resume, announced
        to screen readers at 30 s, 10 s and zero. At zero it says so; the verdict stays the
        players' to tap (a timer never decides)."""
        if seconds is None:
            chosen = self.settings.get("timer_seconds", DEFAULT_SECONDS)
            seconds = chosen if chosen in SECONDS_CHOICES else DEFAULT_SECONDS
        timer = self.timers.ensure(timer_id, seconds)
        self.timers_shown.add(timer_id)
        if timer.done:
            control = f"<strong class=\"timer-over\">{esc(self.t('timer.over'))}</strong>"
        elif timer.running:
            control = button(esc(self.t("timer.pause")), "timer", f"pause:{timer_id}",
                             cls="button small")
        else:
            control = button(esc(self.t("timer.resume")), "timer", f"resume:{timer_id}",
                             cls="button small primary")
        state = "done" if timer.done else ("running" if timer.running else "paused")
        return (f"<div class=\"timer {state}\" role=\"timer\" "
                f"aria-label=\"{esc(self.t('timer.label'))}\">"
                f"<span class=\"timer-face\" data-timer-face=\"{esc(timer_id)}\">{timer.face()}</span>"
                f"{control}</div>")

    def timer_done(self, timer_id: str) -> bool:
        timer = self.timers.get(timer_id)
        return timer is not None and timer.done

    def word_form(self, name: str, label: str, submit: str, *,
                  suggestions: tuple[str, ...] = ()) -> str:
        """A field to type a word: submitting it sends ``name`` with ``form["word"]`` to the
        table's ``command``; suggestions (words already on the table) are one tap each."""
        chips = "".join(self.ui_button(esc(w), name, w, cls="button small chip")
                        for w in suggestions)
        chips = f"<div class=\"chips\">{chips}</div>" if chips else ""
        return (f"<form class=\"word-form\" data-submit=\"ui\" data-arg=\"{esc(name)}:\">"
                f"<label>{esc(label)} <input name=\"word\" id=\"word-{esc(name)}\" "
                f"autocomplete=\"off\" autocapitalize=\"off\" spellcheck=\"false\" "
                f"maxlength=\"30\" lang=\"{self.lang}\"></label>"
                f"<button type=\"submit\" class=\"button primary\">{esc(submit)}</button>"
                f"{chips}</form>")

    def dice(self, values: list[int], label: str, *, fresh: bool) -> str:
        """Dice as they land: a short roll when ``fresh`` (none under reduced motion, by
        CSS), the values in digits, and one label for screen readers."""
        faces = "".join(f"<span class=\"die{' roll' if fresh else ''}\" aria-hidden=\"true\">"
                        f"{int(v)}</span>" for v in values)
        return f"<span class=\"dice\" role=\"img\" aria-label=\"{esc(label)}\">{faces}</span>"

    def act_button(self, action: Any, label: str, *, cls: str = "button", **kw: Any) -> str:
        """A button that plays ``action`` (the shell decodes, validates and plays it)."""
        return button(label, "act", self.game.encode_action(action), cls=cls, **kw)

    def ui_button(self, label: str, name: str, arg: str = "", *, cls: str = "button",
                  **kw: Any) -> str:
        """A button that sends ``name:arg`` to the table's ``command``."""
        return button(label, "ui", f"{name}:{arg}", cls=cls, **kw)

    def read_aloud(self, text: str, label: str, *, once_key: str = "") -> str:
        """A button that reads ``text`` aloud in the app's language (none where the device
        cannot speak). With ``once_key``, the app also reads it by itself the first time it is
        shown (a quiz question), unless the player turned reading off in the settings."""
        if once_key:
            self.to_read.append((text, once_key))
        if not self.can_speak:
            return ""
        return button(f"{SPEAKER_ICON} {esc(self.t('ui.listen'))}", "speak", text,
                      cls="button small read-aloud", aria_label=label)

    def pick(self, face: str, name: str, value: str, *, playable: bool, selected: bool,
             cls: str) -> str:
        """A card in a hand: a toggle button sending ``ui name:value`` when it may be played
        now (pressed when selected), else the same face, inert."""
        if not playable:
            return f"<span class=\"{cls}\">{face}</span>"
        return self.ui_button(face, name, value, cls=cls + (" selected" if selected else ""),
                              aria_pressed="true" if selected else "false")

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return "?"
        return self.names[seat]


class GameTable:
    """One game's table. Each game subclasses it once (``TABLE`` in its package); every
    method has a sensible default, so a new game starts playable with ``render`` alone."""

    #: engine options the table fills itself in ``read_setup`` (not shown as a choice)
    fills_options: tuple[str, ...] = ()


    def render(self, ctx: Ctx) -> str:
        """The board for ``ctx.seat`` (the view is already what that seat may see)."""
        actions = "".join(f"<li>{ctx.act_button(a, esc(str(a)))}</li>" for a in ctx.legal)
        public = {k: v for k, v in ctx.view.items() if k != "log"}
        return (f"<pre class=\"generic-view\">{esc(json.dumps(public, ensure_ascii=False, indent=1))}"
                f"</pre><ul class=\"action-list\">{actions}</ul>")

    def command(self, ctx: Ctx, name: str, value: str, form: Form) -> Any | None:
        """A tap on a ``ui`` button (``name:value``) or a submitted form (a typed word...):
        update ``ctx.ui`` and return None, or return the action to play."""
        return None

    def render_end(self, ctx: Ctx) -> str:
        """What the end screen shows below the result (a recap, a scale...)."""
        return ""

    def moment(self, ctx: Ctx, events: list[dict[str, Any]]) -> str | None:
        """A public moment worth a pause (battles turned over, a generation's end), from the
        public ``events`` since the last one: markup the whole table sees once, before any
        hand-off and before the bots go on, closed by "Continuer". ``ctx`` is the table's
        (seat None). None: nothing to stop for."""
        return None

    def rules_intro(self, shell: Shell) -> str:
        """The top of the rules screen: a picture of the table, the goal in one sentence, an
        example turn (the rest comes from ``rules.<game id>`` in strings.json)."""
        return ""

    def log_args(self, shell: Shell, key: str, args: dict[str, Any]) -> dict[str, Any]:
        """The game's own formatting of a log line's arguments (figures with units...),
        before the shell's conventions (see ``App.render_args``)."""
        return args

    def setup_fields(self, shell: Shell, setup: SetupState) -> str:
        """Extra fields of the set-up form (e.g. a deck per seat)."""
        return ""

    def read_setup(self, shell: Shell, setup: SetupState, form: Form) -> None:
        """Read the extra fields back into ``setup["options"]``."""

    def render_screen(self, shell: Shell, screen: str) -> str | None:
        """A screen of the game's own (``#/screen/<game>/<screen>``); None: no such screen."""
        return None

    def screen_command(self, shell: Shell, screen: str, name: str, value: str,
                       form: Form) -> Effects | None:
        """A command on one of the game's own screens."""
        return None


def web_package(game_id: str) -> str | None:
    """``web.games.<package>`` for a registered game (the engine package's own name)."""
    engine_package = PACKAGES.get(game_id)
    return None if engine_package is None else "web.games." + engine_package.rsplit(".", 1)[1]


_tables: dict[str, GameTable] = {}


_needs: dict[str, tuple[str, ...]] = {}


def register_table(game_id: str, table: GameTable, needs: tuple[str, ...] = ()) -> None:
    """The table of a game registered at run time (``engine.core.registry.register``)."""
    _tables[game_id] = table
    _needs[game_id] = needs


def load_table(game_id: str) -> GameTable:
    """The game's table (imported on first use), or the generic one for a game without."""
    if game_id not in _tables:
        package = web_package(game_id)
        table: GameTable | None = None
        if package is not None:
            try:
                table = getattr(importlib.import_module(package), "TABLE", None)
            except ModuleNotFoundError as exc:
                if not (exc.name and package.startswith(exc.name)):
                    raise
        _tables[game_id] = table if isinstance(table, GameTable) else GameTable()
    return _tables[game_id]


def needed_packages(game_id: str) -> tuple[str, ...]:
    """Pure-Python packages the game's table needs that the app does not load at boot
    (``NEEDS`` in its package, e.g. a stemmer): the shell loads them when the game opens."""
    package = web_package(game_id)
    if package is None:
        return _needs.get(game_id, ())
    try:
        module = importlib.import_module(package)
    except ModuleNotFoundError:
        return ()
    needs = getattr(module, "NEEDS", ())
    return tuple(n for n in needs if isinstance(n, str))


def home_screens(game_id: str) -> tuple[ScreenLink, ...]:
    """The game's home-page links, read from its package without importing its table."""
    package = web_package(game_id)
    if package is None:
        return ()
    try:
        module = importlib.import_module(package)
    except ModuleNotFoundError:
        return ()
    links = getattr(module, "HOME_SCREENS", ())
    return tuple(link for link in links if isinstance(link, ScreenLink))
