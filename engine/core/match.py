"""A match in progress and its save record.

The record is the save format::

    {format, version, game, rules_version, options, seats, seed, base?, actions, snapshot}

Replaying ``seed`` + ``actions`` (from ``base``, a position, when the record has one) must
rebuild ``snapshot`` exactly, which is how a tampered save is caught. ``rules_version`` is the
game's own (``Game.rules_version``). When a save's moves no longer lead to its snapshot — the
rules changed since it was written, or a figure or an effect changed without a version bump —
the match resumes from the snapshot instead (which becomes the new ``base``; the moves before
it can no longer be undone; the app says so once), so an update never loses a game in
progress. Only a snapshot that no longer decodes or no longer fits today's rules makes the save
unreadable: ``OutdatedSave`` under older rules, ``TamperedSave`` under the same ones. Text and
names never enter a state, so editing them changes no save.

Undo is replay minus the last actions, allowed only back to the last point where chance or
hidden information was revealed (``state.epoch``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from . import bounded
from .errors import (
    CorruptSave,
    ForeignSave,
    NewerSave,
    OutdatedSave,
    SaveError,
    TamperedSave,
    TerraludoError,
)
from .game import Game
from .registry import get_game

RECORD_FORMAT = "terraludo-save"
#: 1: the first records (no ``rules_version``, no ``base``); 2: both may be present
RECORD_VERSION = 2

SeatKind = Literal["human", "bot"]

#: what a record may hold, checked before anything is replayed (the games have up to 6 seats,
#: their longest saves under 200 moves and 12 fields: tests/golden)
MAX_SEATS = 12
MAX_MOVES = 5_000
MAX_FIELDS = 64


@dataclass(frozen=True)
class SeatSpec:
    """Who sits at a seat: a human with a name, or a bot with a level."""

    kind: SeatKind
    name: str = ""
    level: str = ""

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def to_json(self) -> dict[str, str]:
        return {"kind": self.kind, "name": self.name, "level": self.level}

    @staticmethod
    def from_json(data: Any) -> SeatSpec:
        if not isinstance(data, dict) or data.get("kind") not in ("human", "bot"):
            raise CorruptSave("a seat is {kind: human|bot, name, level}")
        name, level = data.get("name", ""), data.get("level", "")
        if not isinstance(name, str) or not isinstance(level, str):
            raise CorruptSave("seat name and level are text")
        kind: SeatKind = "bot" if data["kind"] == "bot" else "human"
        return SeatSpec(kind, name[:40], level)

    @staticmethod
    def parse(spec: str) -> SeatSpec:
        """``bot:strong``, ``human:Léa`` or ``human`` (the command line's form)."""
        kind, _, rest = spec.partition(":")
        if kind == "bot":
            return SeatSpec("bot", level=rest or "random")
        if kind == "human":
            return SeatSpec("human", name=rest)
        raise ValueError(f"seat spec {spec!r} is not bot:LEVEL or human[:NAME]")


def check_record_header(record: Any) -> None:
    """The cheap checks of a save (shape, format, version), done without replaying it.

    Raises ``CorruptSave``, ``ForeignSave`` or ``NewerSave``."""
    if not isinstance(record, dict):
        raise CorruptSave("a save is a JSON object")
    if record.get("format") != RECORD_FORMAT:
        raise ForeignSave("this file is not a Terraludo save")
    version = record.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise CorruptSave("the save has no version")
    if version > RECORD_VERSION:
        raise NewerSave(f"save version {version} is newer than {RECORD_VERSION}")
    if not isinstance(record.get("seats"), list) or not isinstance(record.get("actions"), list):
        raise CorruptSave("seats and actions must be lists")
    if len(record) > MAX_FIELDS:
        raise bounded.TooLarge(f"{len(record)} fields, more than {MAX_FIELDS}")
    if not 1 <= len(record["seats"]) <= MAX_SEATS:
        raise CorruptSave(f"{len(record['seats'])} seats")
    if len(record["actions"]) > MAX_MOVES:
        raise bounded.TooLarge(f"{len(record['actions'])} moves, more than {MAX_MOVES}")
    rules = record.get("rules_version", 1)
    if not isinstance(rules, int) or isinstance(rules, bool) or rules < 1:
        raise CorruptSave("rules_version must be a positive integer")


class Match:
    """A game being played: the states so far, the actions that led there, the seats."""

    def __init__(
        self,
        game: Game[Any, Any],
        seats: list[SeatSpec],
        options: dict[str, Any] | None = None,
        seed: int = 0,
        *,
        base: Any = None,
    ) -> None:
        """A new match from ``seed``, or from ``base`` (a state) when a save was resumed
        from its snapshot."""
        self.game = game
        self.seats = list(seats)
        self.options = game.normalize_options(len(seats), options)
        self.seed = seed
        self.actions: list[tuple[int, Any]] = []
        #: the position replay starts from when it is not the set-up (see the module doc)
        self.base = base
        start = base if base is not None else game.setup(len(seats), self.options, seed)
        self.states: list[Any] = [start]
        #: the rules version of the save this match was loaded from, when it was older and
        #: the match resumed from its snapshot (the UI says so once); else None
        self.resumed_from_rules: int | None = None
        #: True when the save's moves did not lead to its snapshot and the match resumed
        #: from the snapshot (older rules, or content changed under the same rules version)
        self.resumed_from_snapshot = False

    @property
    def state(self) -> Any:
        return self.states[-1]

    def play(self, seat: int, action: Any) -> Any:
        """Apply ``action`` for ``seat``; raises ``IllegalAction`` and changes nothing if refused."""
        new_state = self.game.apply(self.state, seat, action)
        self.actions.append((seat, action))
        self.states.append(new_state)
        return new_state

    def can_undo(self, steps: int = 1) -> bool:
        """True if the last ``steps`` actions revealed nothing (same information epoch)."""
        if steps < 1 or steps > len(self.actions):
            return False
        return bool(self.states[-1 - steps].epoch == self.state.epoch)

    def undo(self, steps: int = 1) -> None:
        if not self.can_undo(steps):
            raise TerraludoError("undo is not allowed here")
        del self.actions[-steps:]
        del self.states[-steps:]

    def steps_to_undo_last_human_action(self) -> int:
        """How many actions to take back so that the last human action (and the bot moves
        that followed it) are undone; 0 when that would cross a reveal or there is none."""
        for steps in range(1, len(self.actions) + 1):
            seat, _ = self.actions[-steps]
            if not self.seats[seat].is_bot:
                return steps if self.can_undo(steps) else 0
        return 0

    # --- records ---------------------------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": self.game.id,
            "rules_version": self.game.rules_version,
            "options": self.options,
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            **({"base": self.game.encode_state(self.base)} if self.base is not None else {}),
            "actions": [[seat, self.game.encode_action(a)] for seat, a in self.actions],
            "snapshot": self.game.encode_state(self.state),
        }

    @classmethod
    def from_record(cls, record: Any, game: Game[Any, Any] | None = None, *,
                    strict: bool = False) -> Match:
        """Rebuild a match by replaying its record; raises a precise ``SaveError``.

        A save whose moves no longer replay to its snapshot resumes from the snapshot
        (``OutdatedSave`` under older rules, ``TamperedSave`` under the same ones, when even
        that fails). ``strict`` (the command line's ``replay`` check) raises ``TamperedSave``
        for a same-rules save whose moves do not lead to its snapshot."""
        if isinstance(record, (str, bytes)):
            record = bounded.loads(record, bounded.SAVE)
        check_record_header(record)
        try:
            game = game or get_game(str(record.get("game")))
        except TerraludoError as exc:
            raise ForeignSave(f"unknown game {record.get('game')!r}") from exc
        saved_rules = record.get("rules_version", 1)
        if saved_rules > game.rules_version:
            if not _position_of(game, record.get("snapshot")):  # another game's, relabelled
                raise TamperedSave(f"the saved position is not one of {game.id}'s")
            raise NewerSave(f"rules version {saved_rules} is newer than {game.rules_version}")
        seed, options = record.get("seed"), record.get("options", {})
        if not isinstance(seed, int) or isinstance(seed, bool) or not isinstance(options, dict):
            raise CorruptSave("seed must be an integer and options an object")
        seats = [SeatSpec.from_json(s) for s in record["seats"]]
        try:
            return cls._replay(game, seats, options, seed, record)
        except TamperedSave:
            if saved_rules == game.rules_version and strict:
                raise
            return cls._resume_from_snapshot(game, seats, options, seed, record, saved_rules)

    @classmethod
    def _replay(cls, game: Game[Any, Any], seats: list[SeatSpec], options: dict[str, Any],
                seed: int, record: dict[str, Any]) -> Match:
        base = None
        if "base" in record:
            base = _decode_state(game, record["base"], TamperedSave)
        try:
            match = cls(game, seats, options, seed, base=base)
        except SaveError:
            raise
        except TerraludoError as exc:
            if record.get("rules_version", 1) != game.rules_version:
                raise TamperedSave(f"the options no longer set up a game: {exc}") from exc
            raise CorruptSave(str(exc)) from exc
        if game.players(match.state) != len(seats):
            raise TamperedSave("the seats do not match the position")
        for i, entry in enumerate(record["actions"]):
            if not (isinstance(entry, list) and len(entry) == 2 and type(entry[0]) is int):
                raise CorruptSave(f"action {i} is not [seat, action]")
            try:
                match.play(entry[0], game.decode_action(entry[1]))
            except TerraludoError as exc:
                raise TamperedSave(f"action {i} does not replay: {exc}") from exc
        if "snapshot" in record and game.encode_state(match.state) != record["snapshot"]:
            raise TamperedSave("the actions do not lead to the saved position")
        return match

    @classmethod
    def _resume_from_snapshot(cls, game: Game[Any, Any], seats: list[SeatSpec],
                              options: dict[str, Any], seed: int, record: dict[str, Any],
                              saved_rules: int) -> Match:
        older = saved_rules < game.rules_version
        error: type[SaveError] = OutdatedSave if older else TamperedSave
        why = "older rules" if older else "the moves do not lead to the saved position"
        if "snapshot" not in record:
            raise error(f"{why}, and the save has no snapshot to resume from")
        state = _decode_state(game, record["snapshot"], error)
        try:
            options = game.normalize_options(len(seats), options)
        except TerraludoError:
            options = {spec.name: spec.default for spec in game.options}
        try:
            match = cls(game, seats, options, seed, base=state)
            # the position must be usable by today's rules: its seats, whose turn, every view
            if game.players(state) != len(seats):
                raise CorruptSave("the seats do not match the position")
            game.current_players(state)
            for seat in [None, *range(len(seats))]:
                game.view(state, seat)
        except Exception as exc:  # any failure here means the old position is unusable
            raise error(f"{why}, and the saved position does not fit: {exc}") from exc
        match.resumed_from_rules = saved_rules if older else None
        match.resumed_from_snapshot = True
        return match


def _position_of(game: Game[Any, Any], snapshot: Any) -> bool:
    """Whether a saved position may be one of ``game``'s under newer rules: it names at least
    half of the fields ``game``'s positions have (another game's shares a third at most, the
    fields every state has). Anything but an object cannot be told: it may be."""
    if not isinstance(snapshot, dict):
        return True
    players = game.min_players
    fields = set(game.encode_state(game.setup(players, game.normalize_options(players, None), 0)))
    return len(fields & set(snapshot)) * 2 >= len(fields)


def _decode_state(game: Game[Any, Any], data: Any, error: type[SaveError]) -> Any:
    try:
        return game.decode_state(data)
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        raise error(f"the saved position does not decode: {exc}") from exc
