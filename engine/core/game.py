"""The contract every game follows.

A game is a stateless object of plain functions over immutable states (boardgame.io, pgx):

- ``setup(players, options, seed) -> State``
- ``current_players(state) -> tuple[int, ...]`` — several during a simultaneous phase,
  empty once the game is over
- ``legal_actions(state, seat) -> list[Action]`` — in a deterministic order (games implement
  ``_legal_actions``; ``legal_actions`` checks the seat first)
- ``apply(state, seat, action) -> State`` — a new state; raises ``IllegalAction`` otherwise
- ``outcome(state)``, ``view(state, seat)`` — exactly what a seat may know, JSON-clean
  (games implement ``_view``; ``view`` checks the seat first)
- ``has_private_view(state, seat)`` — whether the seat's view shows anything the other
  seats may not see (the shell hands the device over only then)

States are frozen dataclasses with at least four fields the core relies on:

- ``players: int`` — the number of seats; seats are the ints ``0 .. players - 1``

- ``rng: int`` — the PRNG state (``engine.core.rng.Prng``); all chance comes from it
- ``epoch: int`` — bumped whenever chance or hidden information is revealed; undo never
  crosses a bump
- ``log: tuple[Event, ...]`` — the structured game log

Actions are small frozen dataclasses; ``str(action)`` is their readable text form and
``encode_action``/``decode_action`` their JSON form.
"""

from __future__ import annotations

import importlib
import itertools
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from .codec import from_json, to_json
from .errors import BadOptions, BadSeat, GameOver, IllegalAction, MalformedAction, NotYourTurn
from .frozen import replace
from .rng import Prng

S = TypeVar("S")
A = TypeVar("A")

JSON = Any
OptionValue = str | int | bool


@dataclass(frozen=True)
class Event:
    """One line of the game log: a translation ``key``, its ``args``, and who may see it.

    ``seats`` is ``None`` for an event everyone sees, else the seats allowed to see it.
    Args are JSON-clean; an arg whose name ends in ``_key`` is itself a translation key.
    """

    key: str
    args: dict[str, Any] = field(default_factory=dict)
    seats: tuple[int, ...] | None = None

    def visible_to(self, seat: int | None) -> bool:
        return self.seats is None or (seat is not None and seat in self.seats)


def visible_log(log: Sequence[Event], seat: int | None) -> list[dict[str, Any]]:
    """The log as one seat may read it (``seat=None``: the table, public events only)."""
    # ``Event.visible_to`` inlined: every view carries the whole log
    if seat is None:
        return [{"key": e.key, "args": e.args} for e in log if e.seats is None]
    return [{"key": e.key, "args": e.args} for e in log if e.seats is None or seat in e.seats]


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    Cooperative games fill ``won`` and ``score`` for the whole team; competitive ones fill
    ``scores`` per seat and ``winners``. ``result_key`` names the result for the UI
    (e.g. ``"glace.result.perfect"``), with ``result_args`` for its placeholders.
    """

    cooperative: bool
    won: bool | None = None
    score: float | None = None
    scores: tuple[float, ...] = ()
    winners: tuple[int, ...] = ()
    result_key: str = ""
    result_args: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return to_json(self)


@dataclass(frozen=True)
class OptionSpec:
    """One setting a table chooses before play (a variant, a difficulty)."""

    name: str
    choices: tuple[OptionValue, ...]
    default: OptionValue
    label_key: str = ""


class Bot(Protocol[A]):
    """A bot sees what its seat sees, never the state: it cannot cheat by construction."""

    def choose(self, view: dict[str, Any], legal: Sequence[A], rng: Prng) -> A: ...


class RandomBot:
    """Picks uniformly among the legal actions. The floor every other bot must beat."""

    def choose(self, view: dict[str, Any], legal: Sequence[Any], rng: Prng) -> Any:
        return rng.choice(legal)


class Game(ABC, Generic[S, A]):
    """Base class of the five games (and of the test game). Subclasses fill the abstract
    methods; the validation, JSON and variant plumbing here is shared by all."""

    id: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[tuple[OptionSpec, ...]] = ()
    state_type: ClassVar[type]
    action_types: ClassVar[tuple[type, ...]]
    #: bot levels offered to players, weakest first ("random" is always offered first)
    bot_levels: ClassVar[tuple[str, ...]] = ()
    #: levels usable in simulations but not offered to players (e.g. an oracle)
    reference_bot_levels: ClassVar[tuple[str, ...]] = ()
    #: cooperative games have a team result; competitive ones rank seats
    cooperative: ClassVar[bool] = True
    #: bumped whenever a change makes the same seed and actions give another game (a rule,
    #: a card's effect or a deck's order); text and name edits do not bump it. Saves name it,
    #: so an old save whose replay differs is recognised and resumed from its snapshot.
    rules_version: ClassVar[int] = 1
    #: content files (in the package's ``data/``) whose texts the rules read, such as the
    #: cards a word judge reads: their words count in the rules fingerprint
    #: (``engine.core.fingerprint``), where other texts do not
    judged_text_files: ClassVar[tuple[str, ...]] = ()

    # --- the rules: subclasses implement these -------------------------------------------
    @abstractmethod
    def setup(self, players: int, options: Mapping[str, OptionValue], seed: int) -> S: ...

    @abstractmethod
    def current_players(self, state: S) -> tuple[int, ...]: ...

    @abstractmethod
    def _legal_actions(self, state: S, seat: int) -> list[A]:
        """The actions ``seat`` may play now, in a deterministic order (empty when the seat
        is not to move). The seat is already checked."""

    @abstractmethod
    def _apply(self, state: S, seat: int, action: A) -> S:
        """Apply an action already known to be legal."""

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None: ...

    @abstractmethod
    def _view(self, state: S, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know (``None``: what the whole table sees). JSON-clean, with at
        least ``"seat": seat`` and ``"log"`` (``visible_log(state.log, seat)``). The seat is
        already checked."""

    # --- shared behaviour ----------------------------------------------------------------
    def is_over(self, state: S) -> bool:
        return not self.current_players(state)

    def players(self, state: S) -> int:
        """How many seats the game has (every state carries ``players``)."""
        return int(state.players)  # type: ignore[attr-defined]

    def check_seat(self, state: S, seat: object) -> int:
        """``seat`` if it is an ``int`` naming a seat of this game, else ``BadSeat``.

        ``bool`` is refused although it is an ``int`` subclass: ``True`` is not seat 1."""
        if type(seat) is not int or not 0 <= seat < self.players(state):
            raise BadSeat(seat)
        return seat

    def legal_actions(self, state: S, seat: int) -> list[A]:
        """The actions ``seat`` may play now, in a deterministic order (empty when it is
        not to move). Raises ``BadSeat`` as ``apply`` and ``view`` do: ``legal_actions(s,
        False)`` is not seat 0's menu."""
        self.check_seat(state, seat)
        return self._legal_actions(state, seat)

    def view(self, state: S, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know (``None``: the whole table). Raises ``BadSeat``."""
        if seat is not None:
            self.check_seat(state, seat)
        return self._view(state, seat)

    def has_private_view(self, state: S, seat: int) -> bool:
        """Whether ``seat``'s view holds something the other seats may not see now.

        The shell hands the device over ("Passe l'appareil à Léa") only before a private
        view. The default compares the seat's view with the table's, log aside: a screen that
        is not private shows the table's log, so a private line of the past (a word drawn
        and since revealed) does not force a hand-off. Games with large views may answer
        directly."""
        own = dict(self.view(state, seat))
        table = dict(self.view(state, None))
        for key in ("seat", "log"):
            own.pop(key, None)
            table.pop(key, None)
        return own != table

    def apply(self, state: S, seat: int, action: A) -> S:
        """Validate and apply. Raises a precise ``IllegalAction``; ``state`` is untouched."""
        self.check_seat(state, seat)
        if self.is_over(state):
            raise GameOver()
        if seat not in self.current_players(state):
            raise NotYourTurn(seat)
        self.check_action(action)
        if not self.is_legal(state, seat, action):
            raise self.explain_illegal(state, seat, action)
        return self._apply(state, seat, action)

    def check_action(self, action: object) -> A:
        """``action`` if it is one of this game's actions with every field of its declared
        type, else ``MalformedAction``.

        Legality is checked by ``==`` and list membership, where ``True == 1 == 1.0``: without
        this, ``ChooseWord(True)`` would be accepted and leave a state that no longer decodes
        (an unloadable save). The test is the JSON path's own: the action must survive its
        round trip unchanged, so Python callers are held to exactly what a save may hold."""
        if not isinstance(action, self.action_types):
            raise MalformedAction(f"{action!r} is not an action of {self.id}")
        try:
            same = from_json(type(action), to_json(action)) == action
        except (TypeError, ValueError) as exc:
            raise MalformedAction(f"{action!r}: {exc}") from exc
        if not same:
            raise MalformedAction(f"{action!r} has a field of another type than declared")
        return action  # type: ignore[return-value]

    def is_legal(self, state: S, seat: int, action: A) -> bool:
        """Whether ``action`` may be played now. The default is membership of
        ``legal_actions``; a game with open actions (a typed word) accepts more here and
        says so through ``open_action_examples``."""
        return action in self.legal_actions(state, seat)

    def open_action_examples(self, state: S, seat: int) -> list[A]:
        """Legal actions that ``legal_actions`` does not list, as examples (a word typed
        freely, beside the menu of suggestions). The conformance suite plays them; a game
        whose actions are all enumerated returns none."""
        return []

    def explain_illegal(self, state: S, seat: int, action: Any) -> IllegalAction:
        """Why ``action`` is refused; games override this to give players precise reasons."""
        return IllegalAction("illegal.not_allowed", f"{action} is not allowed now")

    def bot_view(self, state: S, seat: int, level: str) -> dict[str, Any]:
        """The view a bot of ``level`` gets: the seat's own view, except for reference bots.

        Games whose shipped content would tell a bot what its seat cannot know (a card's
        hidden text, a quiz answer) override this to reduce the view; a bot-honesty test
        then checks that permuting that content does not change the bot's choices."""
        return self.view(state, seat)

    def make_bot(self, level: str) -> Bot[A]:
        """A new bot of ``level``, from the table ``BOTS`` (level -> factory) in the game
        package's ``bots`` module. The rules never import their bots: imports go one way,
        bots -> view/rules -> state/actions, and this is the one place the two meet."""
        if level == "random":
            return RandomBot()
        factory = self.bot_table().get(level)
        if factory is None or level not in (*self.bot_levels, *self.reference_bot_levels):
            raise BadOptions(f"{self.id} has no bot level {level!r}")
        return factory()

    def bot_table(self) -> Mapping[str, Callable[[], Bot[A]]]:
        """The game's ``bots.BOTS`` table, or an empty one for a game without bots."""
        package = type(self).__module__.rpartition(".")[0]
        try:
            module = importlib.import_module(package + ".bots")
        except ModuleNotFoundError as exc:
            if exc.name != package + ".bots":
                raise
            return {}
        table: Mapping[str, Callable[[], Bot[A]]] = module.BOTS
        return table

    def all_bot_levels(self, include_reference: bool = False) -> tuple[str, ...]:
        levels = ("random", *self.bot_levels)
        return levels + self.reference_bot_levels if include_reference else levels

    def sample_state(self, view: dict[str, Any], seat: int, rng: Prng) -> S:
        """A full state consistent with ``view`` (hidden information drawn at random).

        Needed by search bots and by the leak check; games with hidden information override.
        """
        raise NotImplementedError(f"{self.id} does not sample states")

    # --- JSON forms ----------------------------------------------------------------------
    def encode_action(self, action: A) -> dict[str, Any]:
        data = to_json(action)
        return {"type": type(action).__name__, **data}

    def decode_action(self, data: Any) -> A:
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise MalformedAction("an action is an object with a 'type'")
        by_name = {cls.__name__: cls for cls in self.action_types}
        cls = by_name.get(data["type"])
        if cls is None:
            raise MalformedAction(f"unknown action type {data['type']!r}")
        fields = {k: v for k, v in data.items() if k != "type"}
        try:
            return from_json(cls, fields)
        except (ValueError, TypeError) as exc:
            raise MalformedAction(str(exc)) from exc

    def encode_state(self, state: S) -> dict[str, Any]:
        return to_json(state)

    def decode_state(self, data: Any) -> S:
        """The state ``data`` encodes; ``ValueError`` when it does not fit the state's types
        or breaks one of the game's invariants (``check_state``): a hand-edited save or a
        save's ``base`` never puts the engine in a position its rules cannot reach."""
        state: S = from_json(self.state_type, data)
        self.check_state(state)
        return state

    def check_state(self, state: S) -> None:
        """Raise ``ValueError`` when ``state`` breaks an invariant of the game (a battery
        below zero, a card in two places). Games override (calling this first, then
        ``require``); the default checks the seats."""
        players = getattr(state, "players", None)
        if not (type(players) is int and self.min_players <= players <= self.max_players):
            raise ValueError(f"a state of {self.id} has {players!r} players")

    def require(self, checks: Sequence[tuple[bool, str]]) -> None:
        """``ValueError`` naming the first of ``checks`` (condition, what it means when
        false) that fails: the body of a game's ``check_state``."""
        for ok, broken in checks:
            if not ok:
                raise ValueError(f"not a position of {self.id}: {broken}")

    # --- options and variants ------------------------------------------------------------
    def normalize_options(self, players: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Check the player count and options; fill defaults. Raises ``BadOptions``."""
        if not self.min_players <= players <= self.max_players:
            raise BadOptions(
                f"{self.id} is for {self.min_players}–{self.max_players} players, not {players}"
            )
        given = dict(options or {})
        out: dict[str, Any] = {}
        for spec in self.options:
            value = given.pop(spec.name, spec.default)
            if isinstance(value, str) and not isinstance(spec.default, str):
                value = _coerce(value, spec.default)
            if value not in spec.choices:
                raise BadOptions(f"option {spec.name}={value!r} not in {spec.choices}")
            out[spec.name] = value
        if given:
            raise BadOptions(f"unknown options for {self.id}: {sorted(given)}")
        return out

    def variant_matrix(self) -> list[tuple[int, dict[str, Any]]]:
        """(players, options) pairs the conformance suite covers: every player count with
        the defaults, and every combination of non-default choices at each count."""
        combos = [
            dict(zip([s.name for s in self.options], values, strict=True))
            for values in itertools.product(*[s.choices for s in self.options])
        ]
        if not combos:
            combos = [{}]
        return [(n, c) for n in range(self.min_players, self.max_players + 1) for c in combos]

    def state_replace(self, state: S, **changes: Any) -> S:
        return replace(state, **changes)  # type: ignore[type-var]


def _coerce(text: str, like: OptionValue) -> OptionValue:
    """Option values arrive as text from the CLI and URLs."""
    if isinstance(like, bool):
        if text.lower() in ("1", "true", "yes", "on"):
            return True
        if text.lower() in ("0", "false", "no", "off"):
            return False
        raise BadOptions(f"not a yes/no value: {text!r}")
    if isinstance(like, int):
        try:
            return int(text)
        except ValueError as exc:
            raise BadOptions(f"not a number: {text!r}") from exc
    return text
