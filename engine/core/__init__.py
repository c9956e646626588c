"""The engine contract shared by every game: see ``game.py`` for the protocol."""

from .errors import (
    BadOptions,
    BadSeat,
    ContentError,
    CorruptSave,
    ForeignSave,
    GameOver,
    IllegalAction,
    MalformedAction,
    NewerSave,
    NotYourTurn,
    OutdatedSave,
    SaveError,
    TamperedSave,
    TerraludoError,
    UnknownGame,
)
from .game import Bot, Event, Game, OptionSpec, Outcome, RandomBot, visible_log
from .match import Match, SeatSpec
from .rng import Prng, seed_state

__all__ = [
    "BadOptions", "BadSeat", "Bot", "ContentError", "CorruptSave", "Event", "ForeignSave", "Game",
    "GameOver", "IllegalAction", "MalformedAction", "Match", "NewerSave", "NotYourTurn",
    "OptionSpec", "OutdatedSave", "Outcome", "Prng", "RandomBot", "SaveError", "SeatSpec", "TamperedSave",
    "TerraludoError", "UnknownGame", "seed_state", "visible_log",
]
