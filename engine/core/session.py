"""A match in progress and its save record.

The record is the save format: ``{format, version, game, options, seats, seed, actions,
snapshot}``. Replaying ``seed`` + ``actions`` must rebuild ``snapshot`` exactly, which is how a
tampered or rules-incompatible save is caught. Undo is replay minus the last actions, allowed
only back to the last point where chance or hidden information was revealed (``state.epoch``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .errors import CorruptSave, ForeignSave, NewerSave, SaveError, TamperedSave, TerraludoError
from .game import Game
from .registry import get_game

RECORD_FORMAT = "terraludo-save"
RECORD_VERSION = 1


@dataclass(frozen=True)
class SeatSpec:
    """Who sits at a seat: a human with a name, or a bot with a level."""

    kind: str  # "human" | "bot"
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
        return SeatSpec(data["kind"], name[:40], level)

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
    if not isinstance(version, int):
        raise CorruptSave("the save has no version")
    if version > RECORD_VERSION:
        raise NewerSave(f"save version {version} is newer than {RECORD_VERSION}")
    if not isinstance(record.get("seats"), list) or not isinstance(record.get("actions"), list):
        raise CorruptSave("seats and actions must be lists")


class Match:
    """A game being played: the states so far, the actions that led there, the seats."""

    def __init__(
        self,
        game: Game[Any, Any],
        seats: list[SeatSpec],
        options: dict[str, Any] | None = None,
        seed: int = 0,
    ) -> None:
        self.game = game
        self.seats = list(seats)
        self.options = game.normalize_options(len(seats), options)
        self.seed = seed
        self.actions: list[tuple[int, Any]] = []
        self.states: list[Any] = [game.setup(len(seats), self.options, seed)]

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
            "options": self.options,
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "actions": [[seat, self.game.encode_action(a)] for seat, a in self.actions],
            "snapshot": self.game.encode_state(self.state),
        }

    @classmethod
    def from_record(cls, record: Any, game: Game[Any, Any] | None = None) -> Match:
        """Rebuild a match by replaying its record; raises a precise ``SaveError``."""
        if isinstance(record, (str, bytes)):
            try:
                record = json.loads(record)
            except (ValueError, UnicodeDecodeError) as exc:
                raise CorruptSave(f"not JSON: {exc}") from exc
        check_record_header(record)
        try:
            game = game or get_game(str(record.get("game")))
        except TerraludoError as exc:
            raise ForeignSave(f"unknown game {record.get('game')!r}") from exc
        seats_data, actions = record.get("seats"), record.get("actions")
        seed, options = record.get("seed"), record.get("options", {})
        if not isinstance(seats_data, list) or not isinstance(actions, list):
            raise CorruptSave("seats and actions must be lists")
        if not isinstance(seed, int) or isinstance(seed, bool) or not isinstance(options, dict):
            raise CorruptSave("seed must be an integer and options an object")
        try:
            match = cls(game, [SeatSpec.from_json(s) for s in seats_data], options, seed)
        except SaveError:
            raise
        except TerraludoError as exc:
            raise CorruptSave(str(exc)) from exc
        for i, entry in enumerate(actions):
            if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)):
                raise CorruptSave(f"action {i} is not [seat, action]")
            try:
                match.play(entry[0], game.decode_action(entry[1]))
            except TerraludoError as exc:
                raise TamperedSave(f"action {i} does not replay: {exc}") from exc
        if "snapshot" in record and game.encode_state(match.state) != record["snapshot"]:
            raise TamperedSave("the actions do not lead to the saved position")
        return match
