"""The errors the engine raises. All are ``ValueError`` subclasses, so callers that only
care about "bad input" can catch one type, and precise ones can tell the cases apart."""

from __future__ import annotations

from typing import Any


class TerraludoError(ValueError):
    """Base of every error the engine raises on purpose."""


class IllegalAction(TerraludoError):
    """An action that the rules do not allow now. The state it was tried on is untouched.

    ``key`` names the reason for the translation layer (``"illegal.not_your_turn"``...)
    and ``args`` fills its placeholders, so the UI can explain the refusal in the
    reader's language.
    """

    def __init__(self, key: str, message: str | None = None, **args: Any) -> None:
        super().__init__(message or key)
        self.key = key
        self.args_ = args


class NotYourTurn(IllegalAction):
    def __init__(self, seat: int) -> None:
        super().__init__("illegal.not_your_turn", f"seat {seat} may not act now", seat=seat)


class BadSeat(IllegalAction):
    """A seat that is not a whole number naming one of the table's seats (``True``, ``0.0``,
    ``-1`` and ``players`` are all refused)."""

    def __init__(self, seat: object) -> None:
        super().__init__("illegal.bad_seat", f"no such seat: {seat!r}", seat=repr(seat))


class GameOver(IllegalAction):
    def __init__(self) -> None:
        super().__init__("illegal.game_over", "the game is over")


class MalformedAction(IllegalAction):
    """The action's JSON form does not decode to an action of this game."""

    def __init__(self, detail: str) -> None:
        super().__init__("illegal.malformed", f"malformed action: {detail}", detail=detail)


class ContentError(TerraludoError):
    """A content file (cards, board, texts) breaks one of its constraints."""


class UnknownGame(TerraludoError):
    def __init__(self, game_id: str) -> None:
        super().__init__(f"unknown game: {game_id!r}")
        self.game_id = game_id


class BadOptions(TerraludoError):
    """Player count or options that the game does not offer."""


class SaveError(TerraludoError):
    """A save that cannot be resumed. ``key`` names the reason for the UI."""

    key = "save.error"


class CorruptSave(SaveError):
    """Not JSON, or JSON without the record's shape."""

    key = "save.corrupt"


class ForeignSave(SaveError):
    """JSON of some other program, or a game this build does not know."""

    key = "save.foreign"


class NewerSave(SaveError):
    """Written by a newer version of Terraludo than this one."""

    key = "save.newer"


class TamperedSave(SaveError):
    """Its actions do not replay to its snapshot (edited by hand, or a rules change)."""

    key = "save.tampered"


class OutdatedSave(SaveError):
    """A save from older rules whose moves no longer replay and whose position no longer
    decodes: it cannot be resumed by this version (it is kept, and can be exported)."""

    key = "save.outdated"
