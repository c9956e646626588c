"""A finished game in a link, and its replay move by move.

A replay link carries what rebuilds a game: its id, the rules version it was played under,
the seed, the options, the seats and the moves (a save record without its snapshot), as
compact JSON, compressed with zlib and written in base64url: ``#/replay/1.<data>``. The
``1.`` is the link format's version. The app opens it in a step-through view; ``python -m
engine replay`` reads it too.

A link is untrusted text. ``replay`` never raises on its moves: it plays them while they are
legal and stops at the first that is not (an edited link), saying where and why; a link from
older (or newer) rules replays as far as today's rules allow, and says so.
"""

from __future__ import annotations

import base64
import json
import zlib
from dataclasses import dataclass
from typing import Any

from . import bounded
from .errors import CorruptSave, ForeignSave, TerraludoError
from .game import Game
from .match import MAX_FIELDS, MAX_MOVES, MAX_SEATS, Match, SeatSpec
from .registry import get_game

#: the version of the replay link's format (the ``1.`` before the data)
LINK_VERSION = 1
#: the route a replay link opens in the app
ROUTE = "#/replay/"
#: a link that unpacks to more than this is refused (a deliberately inflated one)
MAX_UNPACKED = 4_000_000
_KEYS = ("game", "rules_version", "options", "seats", "seed", "actions", "base")


def encode_link(record: dict[str, Any]) -> str:
    """``1.<data>`` for a save record (the part after ``#/replay/``)."""
    payload = {key: record[key] for key in _KEYS if key in record}
    text = json.dumps(payload, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    packed = base64.urlsafe_b64encode(zlib.compress(text.encode("utf-8"), 9))
    return f"{LINK_VERSION}." + packed.decode("ascii").rstrip("=")


def decode_link(text: str) -> dict[str, Any]:
    """The record in a replay link: a whole address, its fragment or its data alone.
    Raises ``CorruptSave`` when it cannot be read."""
    text = text.strip()
    if ROUTE in text:
        text = text.split(ROUTE, 1)[1]
    version, dot, data = text.partition(".")
    if not dot or not version.isdigit():
        raise CorruptSave("not a replay link")
    if int(version) != LINK_VERSION:
        raise CorruptSave(f"replay link version {version} is not known here")
    try:
        packed = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))
        unpacker = zlib.decompressobj()
        raw = unpacker.decompress(packed, MAX_UNPACKED)
        if unpacker.unconsumed_tail:
            raise CorruptSave("the replay link unpacks to too much")
        record = bounded.loads(raw, bounded.SAVE)
    except CorruptSave:
        raise
    except (ValueError, zlib.error, UnicodeDecodeError) as exc:
        raise CorruptSave(f"the replay link is damaged: {exc}") from exc
    if not isinstance(record, dict):
        raise CorruptSave("a replay link holds an object")
    seats, actions = record.get("seats"), record.get("actions", [])
    if isinstance(seats, list) and len(seats) > MAX_SEATS or \
            isinstance(actions, list) and len(actions) > MAX_MOVES or len(record) > MAX_FIELDS:
        raise bounded.TooLarge("more seats, moves or fields than a game has")
    return record


@dataclass
class Replay:
    """A game rebuilt from a link: every state from the set-up on, one per legal move."""

    game: Game[Any, Any]
    seats: list[SeatSpec]
    states: list[Any]
    #: the moves the link holds (those played, and any after the one that stopped it)
    moves_in_link: int
    #: the rules version the game was played under
    played_rules: int
    #: the index of the move that could not be played, and why (None: all were played)
    stopped_at: int | None = None
    stop_reason: str = ""

    @property
    def moves(self) -> int:
        """How many moves were played."""
        return len(self.states) - 1

    @property
    def rules_differ(self) -> bool:
        return self.played_rules != self.game.rules_version


def replay(record: dict[str, Any]) -> Replay:
    """Play the record's moves from its set-up as far as they are legal.

    Raises ``SaveError`` only when there is no game to set up (unknown game, unreadable
    seats, options or seed); a move that does not play stops the replay there."""
    try:
        game = get_game(str(record.get("game")))
    except TerraludoError as exc:
        raise ForeignSave(f"unknown game {record.get('game')!r}") from exc
    rules = record.get("rules_version", 1)
    seed, options, seats_json = record.get("seed"), record.get("options", {}), record.get("seats")
    if not isinstance(rules, int) or isinstance(rules, bool):
        raise CorruptSave("rules_version must be an integer")
    if not isinstance(seed, int) or isinstance(seed, bool) or not isinstance(options, dict) \
            or not isinstance(seats_json, list):
        raise CorruptSave("seed must be an integer, options an object and seats a list")
    actions = record.get("actions", [])
    if not isinstance(actions, list):
        raise CorruptSave("actions must be a list")
    try:
        seats = [SeatSpec.from_json(s) for s in seats_json]
        base = game.decode_state(record["base"]) if "base" in record else None
        match = Match(game, seats, options, seed, base=base)
        if game.players(match.state) != len(seats):
            raise CorruptSave("the seats do not match the position")
    except (TerraludoError, KeyError, TypeError, ValueError) as exc:
        raise CorruptSave(f"the set-up does not play: {exc}") from exc
    result = Replay(game, seats, match.states, len(actions), rules)
    for i, entry in enumerate(actions):
        try:
            if not (isinstance(entry, list) and len(entry) == 2 and type(entry[0]) is int):
                raise CorruptSave("not [seat, action]")
            match.play(entry[0], game.decode_action(entry[1]))
        except (TerraludoError, KeyError, TypeError, ValueError) as exc:
            result.stopped_at, result.stop_reason = i, str(exc) or type(exc).__name__
            break
    result.states = match.states
    return result
