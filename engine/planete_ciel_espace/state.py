"""The state of a game of Planète – Ciel et Espace (frozen dataclasses; their JSON form is the
save), its phases, and the sizes of the table it describes.

The field names and the class names are part of the save format: never rename them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.core.game import Event

#: places 0–7 form the circle, clockwise from the top
CIRCLE = 8
#: the circle and the centre pair
PLACES = 10
#: the two centre places, laid on the diameter of ``axis``
CENTRE = (8, 9)
#: round 2 is played on nine cards (a 3 × 3 grid)
GRID = 9
#: the stars of a seat, and the star spots of its constellation (its score is capped there)
STARS_PER_PLAYER = 7

#: ``spin``: the top spins at the start, the eight circle backs are public;
#: ``turn``: a round-1 turn (two actions, then reveal or end);
#: ``peek``: after a success, every seat looks at two backs (simultaneous, private);
#: ``words``: round 2, a word per star on the current card; ``verdict``: a card was just read,
#: the table may turn a verdict (``Overrule``) before every seat that could vote agrees;
#: ``over``: the game is finished.
Phase = Literal["spin", "turn", "peek", "words", "verdict", "over"]

#: how a proposal came out at the reading: it scored, its word is not in the text, or it is a
#: word printed under the card's pictograms
WordResult = Literal["", "scored", "not_in_text", "label"]


@dataclass(frozen=True)
class Said:
    """One proposal on a round-2 card; ``result`` is set at the reading ("" before)."""

    seat: int
    word: str
    result: WordResult = ""
    #: the table turned the judge's verdict (``Overrule``)
    overruled: bool = False


@dataclass(frozen=True)
class PlayedCard:
    """A round-2 card once read: its grid index, its id and the judged proposals."""

    index: int
    card: str
    said: tuple[Said, ...]


@dataclass(frozen=True)
class PceState:
    rng: int
    epoch: int
    log: tuple[Event, ...]
    players: int
    lang: str
    phase: Phase
    handles: tuple[int, ...]  # a secret permutation of the deck: bots see handles, not ids
    # round 1
    layout: tuple[str, ...]  # PLACES places; "" while the centre pair is not laid
    axis: int
    pile: tuple[str, ...]  # top first (hidden order)
    set_aside: tuple[str, ...]  # cards won in round 1, for round 2
    first: int
    turn: int  # turns played so far in round 1
    actions_done: int
    stars: tuple[int, ...]  # stars on each constellation
    round1_stars: tuple[int, ...]
    looking: tuple[tuple[int, ...], ...]  # per seat: places whose back it sees right now
    reveal: tuple[str, ...]  # the cards just turned over by a reveal, in order (public)
    reveal_places: tuple[int, ...]
    reveal_seat: int
    reveal_stars: int  # -1 for a failure
    peek_done: tuple[bool, ...]
    # round 2
    grid: tuple[str, ...]
    on_card: tuple[tuple[int, ...], ...]  # per grid card, stars of each seat on it
    rain_lost: tuple[int, ...]
    current: int  # grid index being played, -1 when none
    speakers: tuple[int, ...]  # who speaks, one entry per word, on the current card
    said: tuple[Said, ...]
    played: tuple[PlayedCard, ...]
    #: the younger players' setting: a word one letter off a word that scores counts
    typos: bool = False
    #: during ``verdict``: per seat, whether it agrees with the verdicts (or has nothing to vote)
    agreed: tuple[bool, ...] = ()


def player_key(seat: int) -> str:
    """The string key naming a seat in log arguments ("Joueur 2" until named)."""
    return f"pce.player.{seat}"
