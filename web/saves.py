"""Saved games in a key-value store (localStorage in the browser, a dict in tests).

A save is the engine's record (``Match.to_record``) plus ``saved_at``, a ``summary`` for the
list and ``table``: what the table has acknowledged (``Turns.marks``: a public moment still
to show, each seat's news). The record's reader ignores fields it does not know, so older and
newer versions load these saves alike.

Nothing here ever deletes a save the player did not ask to delete: an unreadable one (corrupt,
foreign, newer, tampered) is listed with the reason and can still be exported as it is.

One game, one writer: each save carries ``writes``, how many times it was written. A store
remembers the text of each save it last read or wrote; before writing a save again it checks
that the stored text is still that one. When another tab (or window) wrote it meanwhile, the
write is refused (``SaveConflict``): the tab says so and takes the game up as it is now, so a
move is never written over another tab's. Saves without ``writes`` (older versions) count 0.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from engine.core import bounded
from engine.core.errors import CorruptSave, SaveError, TamperedSave
from engine.core.match import Match, check_record_header

PREFIX = "terraludo:save:"


class StorageError(Exception):
    """The store refused a write. ``key`` is ``storage.full`` or ``storage.unavailable``."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


class MissingSave(SaveError):
    """No save of that id on this device (a game's address opened on another device)."""

    key = "save.missing"


class ModifiedImport(SaveError):
    """A file whose moves do not lead to its saved position under the rules it was written
    with (edited by hand): refused, nothing stored."""

    key = "save.modified"


class SaveConflict(Exception):
    """The stored save is no longer the one this tab read or wrote: another tab (or window)
    wrote it since. Nothing was written."""

    def __init__(self, save_id: str) -> None:
        super().__init__(save_id)
        self.save_id = save_id


class KeyValue(Protocol):
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...  # may raise StorageError
    def remove(self, key: str) -> None: ...
    def list_keys(self) -> list[str]: ...


class MemoryStore:
    """The store used by tests, and by the browser when localStorage is unavailable."""

    def __init__(self, limit: int | None = None) -> None:
        self.data: dict[str, str] = {}
        self.limit = limit

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        size = sum(len(v) for k, v in self.data.items() if k != key) + len(value)
        if self.limit is not None and size > self.limit:
            raise StorageError("storage.full")
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def list_keys(self) -> list[str]:
        return list(self.data)


class ScopedStore:
    """The saves of one copy of the app: two copies under two paths of one site (``/a/`` and
    ``/b/`` on GitHub Pages) share the site's storage but keep their saves apart, under keys
    that carry the copy's path (``terraludo@/a/:save:<id>``); other keys (the settings) are
    shared. Seen from the app, the keys are the usual ``terraludo:save:<id>``.

    Saves written before keys carried the path (by an older version, which a copy's other tab
    may still run) stay where they are and are read there too, as before: nothing is lost on an
    update. A game taken up from there is written under this copy's key (the older one stays,
    for whoever else reads it); deleting a save deletes it from both."""

    def __init__(self, store: KeyValue, path: str) -> None:
        self.store = store
        self.prefix = f"terraludo@{path}:save:"

    def scoped(self, key: str) -> str:
        """The key under which this copy keeps ``key``."""
        return self.prefix + key[len(PREFIX):] if key.startswith(PREFIX) else key

    def app_key(self, stored_key: str) -> str | None:
        """The app's name of a key of the storage (a ``storage`` event's), or None when it is
        another copy's save."""
        if stored_key.startswith(self.prefix):
            return PREFIX + stored_key[len(self.prefix):]
        return None if stored_key.startswith("terraludo@") else stored_key

    def get(self, key: str) -> str | None:
        value = self.store.get(self.scoped(key))
        if value is None and key.startswith(PREFIX):
            value = self.store.get(key)  # saved before keys carried the path
        return value

    def set(self, key: str, value: str) -> None:
        self.store.set(self.scoped(key), value)

    def remove(self, key: str) -> None:
        self.store.remove(self.scoped(key))
        if key.startswith(PREFIX):
            self.store.remove(key)

    def list_keys(self) -> list[str]:
        keys = [app_key for key in self.store.list_keys()
                if (app_key := self.app_key(key)) is not None]
        return list(dict.fromkeys(keys))


@dataclass(frozen=True)
class SaveEntry:
    id: str
    game: str
    saved_at: str
    seat_names: tuple[str, ...]
    moves: int
    error_key: str = ""  # "" when readable, else a save.* key
    error_detail: str = ""
    #: from the save's summary (saves written before it have none): finished, who is to move
    over: bool = False
    to_move: tuple[str, ...] = ()
    #: a round played at once (several seats to move): the people the game waits for
    waiting_for: tuple[str, ...] = ()

    @property
    def readable(self) -> bool:
        return not self.error_key


class SaveStore:
    def __init__(self, store: KeyValue) -> None:
        self.store = store
        #: per save, the text this store last read or wrote: its fingerprint and its ``writes``
        self._known: dict[str, tuple[int, int]] = {}
        #: the saves whose last write the store refused (full): the stored one is behind
        self.unsaved: set[str] = set()

    def key(self, save_id: str) -> str:
        """The store's key of a save."""
        return PREFIX + save_id

    def changed_elsewhere(self, save_id: str) -> bool:
        """Whether the stored save is no longer the text this store last read or wrote (another
        tab wrote it since). A save this store never read, or one deleted since, is not."""
        known = self._known.get(save_id)
        raw = self.store.get(PREFIX + save_id)
        return known is not None and raw is not None and hash(raw) != known[0]

    def writes(self, save_id: str) -> int:
        """How many times the stored save was written (0: none stored, or an older save)."""
        raw = self.store.get(PREFIX + save_id)
        return 0 if raw is None else _writes_of(raw)

    def ids(self) -> list[str]:
        return sorted(k[len(PREFIX):] for k in self.store.list_keys() if k.startswith(PREFIX))

    def entry(self, save_id: str) -> SaveEntry | None:
        raw = self.store.get(PREFIX + save_id)
        if raw is None:
            return None
        try:
            record = bounded.loads(raw, bounded.SAVE)
        except CorruptSave as exc:
            return SaveEntry(save_id, "", "", (), 0, exc.key, str(exc))
        try:
            check_record_header(record)
        except SaveError as exc:
            game = record.get("game", "") if isinstance(record, dict) else ""
            return SaveEntry(save_id, str(game), "", (), 0, exc.key, str(exc))
        names = tuple(str(s.get("name") or s.get("level") or "?") if isinstance(s, dict) else "?"
                      for s in record["seats"])
        summary = record.get("summary")
        over: bool = False
        to_move: tuple[str, ...] = ()
        waiting_for: tuple[str, ...] = ()
        if isinstance(summary, dict):
            over = summary.get("over") is True
            seats = summary.get("to_move")
            if isinstance(seats, list):
                movers = [i for i in seats if type(i) is int and 0 <= i < len(names)]
                to_move = tuple(names[i] for i in movers)
                if len(movers) > 1:  # at once: the bots play by themselves, people are awaited
                    waiting_for = tuple(names[i] for i in movers if _is_person(record["seats"][i]))
        return SaveEntry(save_id, str(record["game"]), str(record.get("saved_at", "")), names,
                         len(record["actions"]), over=over, to_move=to_move,
                         waiting_for=waiting_for)

    def entries(self) -> list[SaveEntry]:
        """Every save, newest first; unreadable ones too (never deleted here)."""
        found = [e for e in (self.entry(i) for i in self.ids()) if e is not None]
        return sorted(found, key=lambda e: (_instant(e.saved_at), e.id), reverse=True)

    def load(self, save_id: str) -> Match:
        """The match of a save, replayed; from now on this store writes it only while nobody
        else has (``SaveConflict``)."""
        raw = self.store.get(PREFIX + save_id)
        if raw is None:
            raise MissingSave(save_id)
        record = bounded.loads(raw, bounded.SAVE)
        match = Match.from_record(record)
        self._known[save_id] = (hash(raw), _writes_in(record))
        return match

    def table_marks(self, save_id: str) -> dict[str, Any] | None:
        """The table's marks kept with a save (``Turns.marks``), or None (older saves)."""
        raw = self.store.get(PREFIX + save_id)
        return None if raw is None else _marks_of(raw)

    def save(self, save_id: str, match: Match, saved_at: str,
             marks: dict[str, Any] | None = None) -> None:
        """Write the match (and the table's ``marks``); raises ``StorageError`` when the store
        refuses (play goes on), ``SaveConflict`` when another tab wrote the save since this
        store last read or wrote it (nothing written)."""
        stored = self.store.get(PREFIX + save_id)
        known = self._known.get(save_id)
        if stored is not None and (known is None or hash(stored) != known[0]):
            raise SaveConflict(save_id)
        writes = (0 if stored is None or known is None else known[1]) + 1
        text = record_text(match, saved_at, marks, writes)
        try:
            self.store.set(PREFIX + save_id, text)
        except StorageError:
            self.unsaved.add(save_id)
            raise
        self.unsaved.discard(save_id)
        self._known[save_id] = (hash(text), writes)

    def delete(self, save_id: str) -> None:
        self.store.remove(PREFIX + save_id)
        self._known.pop(save_id, None)

    def raw(self, save_id: str) -> str | None:
        return self.store.get(PREFIX + save_id)

    def import_text(self, text: str, new_id: str, saved_at: str) -> Match:
        """Validate a file's text whole, then store it under ``new_id``: read within limits
        (size, nesting, values; seats and moves counted), its seats against its position, its
        moves replayed from the seed to its saved position (strictly: a file whose moves do not
        lead there under the rules it was written with is refused as modified).

        Raises ``SaveError`` (nothing stored) or ``StorageError``."""
        record = bounded.loads(text, bounded.SAVE)
        try:
            match = Match.from_record(record, strict=True)
        except TamperedSave as exc:
            raise ModifiedImport(str(exc)) from exc
        self.save(new_id, match, saved_at, _marks_in(record))
        return match


def record_text(match: Match, saved_at: str, marks: dict[str, Any] | None = None,
                writes: int = 1) -> str:
    """A save's text: the match's record, when it was saved, how many times, what the list of
    saves shows without replaying (``summary``) and the table's marks."""
    record = match.to_record()
    record["writes"] = writes
    record["saved_at"] = saved_at
    # what the list of saved games shows without replaying (not part of the record proper)
    record["summary"] = {"over": match.game.is_over(match.state),
                         "to_move": list(match.game.current_players(match.state))}
    if marks is not None:
        record["table"] = marks
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def _writes_of(raw: str) -> int:
    """The ``writes`` counter of a save's text (0 when it has none or cannot be read)."""
    try:
        return _writes_in(bounded.loads(raw, bounded.SAVE))
    except CorruptSave:
        return 0


def _writes_in(record: object) -> int:
    """The ``writes`` counter of a save's record (0 when it has none)."""
    writes = record.get("writes") if isinstance(record, dict) else None
    return writes if type(writes) is int and writes >= 0 else 0


def _is_person(seat: object) -> bool:
    """A seat of a save's record held by a person (not a bot)."""
    return isinstance(seat, dict) and seat.get("kind") != "bot"


def _instant(saved_at: str) -> float:
    """When a save was written, comparable across offsets (saves in UTC, ``Z``, and in the
    device's time, ``+01:00``); 0 for a time that cannot be read."""
    try:
        return datetime.fromisoformat(saved_at).timestamp() if "T" in saved_at else 0.0
    except ValueError:
        return 0.0


def _marks_of(raw: str) -> dict[str, Any] | None:
    """The ``table`` field of a save's text, if it has one (checked by ``Turns.restore_marks``)."""
    try:
        return _marks_in(bounded.loads(raw, bounded.SAVE))
    except CorruptSave:
        return None


def _marks_in(record: object) -> dict[str, Any] | None:
    marks = record.get("table") if isinstance(record, dict) else None
    return marks if isinstance(marks, dict) else None
