"""The seam between the shell and a game's table: the one protocol every game's UI follows.

A game's UI is a package ``web/games/<package>/`` (the engine package's name) holding its
table (``TABLE`` in ``table.py``, a ``GameTable``), its card faces and screens, and
``strings.json`` (the UI's own words, French and English). The shell (``app.py`` and its
screens) never names a game: it finds the table through the engine registry's ids
(``tables.py``), and calls only the methods below.

Every hook receives the ``Shell`` first (translation, storage, settings, messages); in a game,
it is a ``Ctx``, which adds the seat's view and legal actions. What a hook returns is markup
(escaped by the game: everything dynamic goes through ``esc``), an action, or ``Effects``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, TypedDict

from engine.core.game import Game

from . import widgets
from .effects import Effects
from .html import esc
from .i18n import Translator
from .timers import Timers, timer_length

if TYPE_CHECKING:
    from .layout import SizeClass
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
class TableParts:
    """A table's screen in the parts the shell arranges for the screen's size class
    (``layout.py``): markup each, "" for a part the table does not have."""

    #: what to do now and its controls (the hand to choose from, the step's buttons): always
    #: on the first screen
    step: str
    #: where a chosen card goes (a map, a grid, the battles): beside the step in landscape,
    #: above it in portrait
    board: str = ""
    #: scores and tracks, read at a glance: on a phone, one tap away
    status: str = ""
    #: the rest (piles, the others' hands, notes): on a phone, one tap away
    more: str = ""
    #: the labels a phone folds ``status`` and ``more`` under ("" : the shell's own words)
    status_label: str = ""
    more_label: str = ""

    def joined(self) -> str:
        """Every part in reading order (a screen reader's, and a test's)."""
        return self.status + self.board + self.step + self.more


@dataclass(frozen=True)
class AsSeat:
    """What a table's ``command`` may return for a vote any person at the table may cast at a
    public step (Planète's verdicts): ``action`` played for ``seat``, a person to move whose
    view holds nothing private, whoever's screen the table is looking at."""

    seat: int
    action: Any


#: the sounds a table's move may ask for (``sounds.py`` makes them; "" for none)
ChangeCue = Literal["", "laid", "reveal", "success", "failure"]


@dataclass(frozen=True)
class Change:
    """What one move (a person's or a robot's) or public moment changed on the table, named
    by the table (``GameTable.changed``): the shell marks each part with ``data-changed``
    where the table's markup says ``data-part="<part>"`` (a cell, a card, a city, a track, a
    pile), from this move until the next one, and plays its sound."""

    parts: frozenset[str] = frozenset()
    #: the move's sound: "laid" (a card or a piece put down), "reveal" (cards turned over),
    #: "success" or "failure" (a goal met or missed); "" for none
    cue: ChangeCue = ""


def part(name: str) -> str:
    """The attribute that names a part of the board for the shell's marks (``Change``)."""
    return f" data-part=\"{esc(name)}\""


def changed_ids(before: list[dict[str, Any]], after: list[dict[str, Any]],
                key: str = "id") -> set[str]:
    """The ``key`` of each item of ``after`` that is new or differs from ``before`` (a list of
    squares, cities, places...): the common way a table finds the parts a move changed."""
    old = {str(item.get(key)): item for item in before if isinstance(item, dict)}
    return {str(item.get(key)) for item in after
            if isinstance(item, dict) and old.get(str(item.get(key))) != item}


@dataclass(frozen=True)
class ScreenLink:
    """A game's own screen, linked from the home page (``#/screen/<game>/<name>``)."""

    label_key: str
    name: str


class Shell:
    """What the shell lends every game hook: words, storage, settings and messages."""

    def __init__(self, t: Translator, store: KeyValue, settings: dict[str, Any],
                 flash: Callable[[FlashKind, str], None], save_settings: Callable[[], None],
                 game_id: str = "", can_speak: bool = False,
                 size: SizeClass = "wide") -> None:
        self.t = t
        self.store = store
        self.settings = settings
        self._flash = flash
        self._save_settings = save_settings
        self.game_id = game_id
        #: the device can read texts aloud (speech synthesis)
        self.can_speak = can_speak
        #: the screen's size class (``layout.py``): the shell arranges the table's parts by
        #: it; a table rarely needs it (a phone's shorter labels)
        self.size: SizeClass = size

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
        self.save_settings()

    def save_settings(self) -> None:
        """Keep ``settings`` as they are now (a failure is flashed, never raised)."""
        self._save_settings()


class Ctx(Shell):
    """A game's hooks during a match: the shell, plus what the screen's seat may see."""

    def __init__(self, shell: Shell, game: Game[Any, Any], view: dict[str, Any],
                 legal: list[Any], seat: int | None, names: list[str],
                 ui: dict[str, Any], timers: Timers | None = None,
                 news: list[dict[str, Any]] | None = None,
                 human_seats: tuple[int, ...] = (),
                 aids: dict[str, Any] | None = None, you: int | None = None) -> None:
        super().__init__(shell.t, shell.store, shell.settings, shell.flash,
                         shell.save_settings, game.id, shell.can_speak, shell.size)
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
        #: the seat's own aids for this match (a notebook switched on), saved with the game:
        #: a table changes them in place in ``command``
        self.aids = {} if aids is None else aids
        #: the seat spoken to as "tu"/"you" (a lesson's learner, named "Toi"): see ``t_to``
        self.you = you
        #: timers drawn by this render (the shell forgets the others)
        self.timers_shown: set[str] = set()
        #: set by ``command``: the element to bring into view after this tap (the targets
        #: of a chosen card, on a phone where they are above the screen)
        self.focus_after: str | None = None
        #: texts this render asks the app to read aloud once: (text, once_key)
        self.to_read: list[tuple[str, str]] = []

    # --- the widgets every game draws the same way (markup in ``widgets.py``) ---------------
    def timer(self, timer_id: str, seconds: int | None = None, *,
              over_key: str = "timer.over") -> str:
        """A countdown (45 s by default, the players' setting, chosen on the settings page or
        in the set-up of a game whose table ``uses_timer``): pause and resume, announced to
        screen readers at 30 s, 10 s and zero. At zero it says so; the verdict stays the
        players' to tap (a timer never decides). Nothing (``""``) when they chose no timer.
        The countdown starts the first time it is drawn: draw it when the performance starts.
        ``over_key``: what it says at zero ("Temps écoulé ! À la table de juger." by default)."""
        if seconds is None:
            seconds = timer_length(self.settings)
        if seconds <= 0:
            return ""
        clock = self.timers.ensure(timer_id, seconds, over_key)
        self.timers_shown.add(timer_id)
        return widgets.timer(self.t, timer_id, clock)

    def timer_done(self, timer_id: str) -> bool:
        timer = self.timers.get(timer_id)
        return timer is not None and timer.done

    def word_form(self, name: str, label: str, submit: str, *,
                  suggestions: tuple[str, ...] = ()) -> str:
        """A field to type a word: submitting it sends ``name`` with ``form["word"]`` to the
        table's ``command``; suggestions (words already on the table) are one tap each."""
        return widgets.word_form(self.lang, name, label, submit, suggestions=suggestions)

    def dice(self, values: list[int], label: str, *, fresh: bool) -> str:
        """Dice as they land (a short roll when ``fresh``), one label for screen readers."""
        return widgets.dice(values, label, fresh=fresh)

    def act_button(self, action: Any, label: str, *, cls: str = "button", **kw: Any) -> str:
        """A button that plays ``action`` (the shell decodes, validates and plays it)."""
        return widgets.act_button(self.game, action, label, cls=cls, **kw)

    def ui_button(self, label: str, name: str, arg: str = "", *, cls: str = "button",
                  **kw: Any) -> str:
        """A button that sends ``name:arg`` to the table's ``command``."""
        return widgets.ui_button(label, name, arg, cls=cls, **kw)

    def read_aloud(self, text: str, label: str, *, once_key: str = "") -> str:
        """A button that reads ``text`` aloud in the app's language (none where the device
        cannot speak). With ``once_key``, the app also reads it by itself the first time it is
        shown (a quiz question), unless the player turned reading off in the settings."""
        if once_key:
            self.to_read.append((text, once_key))
        if not self.can_speak:
            return ""
        return widgets.read_aloud(self.t, text, label)

    def pick(self, face: str, name: str, value: str, *, playable: bool, selected: bool,
             cls: str) -> str:
        """A card in a hand: a toggle button sending ``ui name:value`` when it may be played
        now (pressed when selected), else the same face, inert."""
        return widgets.pick(face, name, value, playable=playable, selected=selected, cls=cls)

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return "?"
        return self.names[seat]

    def t_to(self, seats: list[int], key: str, **args: Any) -> str:
        """``t(key)`` for a text about ``seats``: when it is about the person spoken to alone
        (a lesson's learner) and the key has a ``.you`` variant, that one ("Ton mot :", not
        "Ton mot, Toi :"; "Tu peux…", not "Toi peut…")."""
        return str(self.t.to(self.you, list(seats), key, **args))


class GameTable:
    """One game's table. Each game subclasses it once (``TABLE`` in its ``table.py``); every
    method has a sensible default, so a new game starts playable with ``render`` alone."""

    #: engine options the table fills itself in ``read_setup`` (not shown as a choice)
    fills_options: tuple[str, ...] = ()
    #: the table draws ``Ctx.timer``: its set-up offers the timer's length (or none), the one
    #: setting ``timer_seconds`` every such game shares (also on the settings page)
    uses_timer: bool = False
    #: the end screen of a cooperative game shows the outcome's ``score`` as "Score de
    #: l'équipe" only when the table says what it means (the label key of its own, e.g.
    #: "cities kept"); None: no team score is shown
    team_score_key: str | None = "end.team_score"
    #: a competitive game's ranking says each score with this key (``n``): points by default,
    #: a game that counts something else names it (Planète's stars)
    score_key: str = "end.points"
    #: log events never said by the live region (a secret role: its owner reads it on screen
    #: when they choose; a screen reader must not say it aloud to the table unasked)
    unspoken_keys: frozenset[str] = frozenset()

    #: The step to play, as CSS selectors inside the board (issue 23). The shell keeps the
    #: instruction and the controls on the first screen at every size (it scrolls its own page
    #: just as far as needed, never a host page), focuses the first control after each action
    #: and has screen readers hear the instruction; after a choice, it does the same for the
    #: targets and their labels. The layout tests measure these same elements.
    #: ``step_controls``: what may be tapped now (cards to choose, buttons of the step);
    #: "" leaves the step to the shell's generic buttons.
    step_controls: str = ""
    #: where a chosen card may go (shown only once a choice is on)
    step_targets: str = ""
    #: the targets' labels (a column's name, a battle's criterion), seen with the targets
    target_labels: str = ""
    #: the sentence that says what to do now (read by screen readers after each action)
    step_instruction: str = ""

    def parts(self, ctx: Ctx) -> TableParts:
        """The table for ``ctx.seat`` (the view is already what that seat may see), in the
        parts the shell arranges by size class. By default, ``render`` as the board."""
        return TableParts(step="", board=self.render(ctx))

    def render(self, ctx: Ctx) -> str:
        """The table as one block, for a table that does not split it in ``parts``."""
        actions = "".join(f"<li>{ctx.act_button(a, esc(str(a)))}</li>" for a in ctx.legal)
        public = {k: v for k, v in ctx.view.items() if k != "log"}
        return (f"<pre class=\"generic-view\">{esc(json.dumps(public, ensure_ascii=False, indent=1))}"
                f"</pre><ul class=\"action-list\">{actions}</ul>")

    def command(self, ctx: Ctx, name: str, value: str, form: Form) -> Any | None:
        """A tap on a ``ui`` button (``name:value``) or a submitted form (a typed word...):
        update ``ctx.ui`` and return None, or return the action to play, or a list of actions
        played in order in one tap (each validated; the first refusal stops them)."""
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

    def changed(self, before: dict[str, Any], after: dict[str, Any],
                events: list[dict[str, Any]]) -> Change:
        """What one move changed on the board (``Change``): ``before`` and ``after`` are the
        table's public views (without their logs) on either side of it, ``events`` its public
        events; so a secret part stays secret (a face-down card is marked face-down). Asked
        once per move, never per render. Nothing by default."""
        return Change()

    def beats(self, events: list[dict[str, Any]]) -> list[int]:
        """Where a replay pauses inside one move's public ``events`` (Défis's battles, turned
        over one by one): the index where each beat starts, the first being 0. By default the
        move is one beat."""
        return [0]

    def news(self, view: dict[str, Any], events: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """What "Depuis ton dernier tour" and the hand-off's recall tell of ``events`` (the
        log since a seat last acted; ``view`` is the game as that screen shows it): all of it
        by default. A game whose rounds log every step keeps what a player must know (every
        battle's result), so it all fits, compactly; a game whose set-up has the seats act
        before their first turn tells nothing on it (no last turn to speak of)."""
        return events

    def watched(self, view: dict[str, Any]) -> bool:
        """Whether the seat's screen (``view``) is being looked at by the whole table now (a
        challenger holding the tablet up while the others guess): the shell then shows the
        table's log and no "Depuis ton dernier tour", so no private line of that seat's is
        read over its shoulder. False by default."""
        return False

    def moment_done(self, ctx: Ctx, events: list[dict[str, Any]]) -> bool:
        """Whether the moment on show may be closed now: False keeps "Continuer" disabled (and
        refused) until the table has shown it all (every battle turned over)."""
        return True

    def face_down(self, ctx: Ctx, events: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Of the moment's ``events``, those its screen does not show yet (battles still face
        down): the live region keeps them until they are turned over, so that a player who
        listens learns a result when the others see it, never before. Default: none."""
        return []

    def rules_intro(self, shell: Shell) -> str:
        """The top of the rules screen: a picture of the table, the goal in one sentence, an
        example turn (the rest comes from ``rules.<game id>`` in strings.json)."""
        return ""

    def log_args(self, shell: Shell, key: str, args: dict[str, Any]) -> dict[str, Any]:
        """The game's own formatting of a log line's arguments (figures with units...),
        before the shell's conventions (see ``narration.render_args``)."""
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
