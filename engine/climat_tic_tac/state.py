"""The state of a game of Climat Tic Tac: what is on the table at one moment.

``CttState`` is saved as JSON field by field (``engine.core.codec``), so its field names and the
class names below are part of the save format: rename them only with a mapping in the decoder.
Pawns on a city are a triple counted in the order of ``HAZARDS``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from engine.core import Event
from engine.core.frozen import replace

#: the three hazard pawn types, in the order of every pawn triple
HAZARDS = ("food", "health", "infrastructure")
#: the three kinds of Défi (the back of a Défi card)
KINDS = ("drawing", "mime", "whisper")
#: rounds of 15 years, from now to 2100
ROUNDS = 6
#: the permanent CO2 tokens in the box, by token
TOKEN_SUPPLY = {"more_co2": 3, "less_co2": 3}

Pawns = tuple[int, int, int]

#: the step the table is at. ``action``: the active seat plays a card (or spends its
#: cooperation token); ``offer``: a seat asked by the active one (``AskSwap``) chooses the card
#: it gives; ``swap``: the receiver of a swap gives a card back; ``word``: the
#: challenger picks the word of the Défi; ``verdict``: the judge says whether the Défi was won;
#: ``effect``: the active seat chooses where a pawn goes or which one leaves; ``discard``: the
#: active seat discards one of the two cards left; ``over``: the game has ended.
Phase = Literal["action", "offer", "swap", "word", "verdict", "effect", "discard", "over"]
PHASES: tuple[Phase, ...] = ("action", "offer", "swap", "word", "verdict", "effect", "discard",
                             "over")

#: one step of an effect (see ``Task``)
TaskKind = Literal["remove", "place", "add_city", "remove_co2", "add_co2", "token"]
#: what follows the queued tasks: the discard of the played card, or the end of the turn
After = Literal["", "discard", "aleas_done"]


@dataclass(frozen=True)
class Task:
    """One step of an effect still to do. ``kind``: remove (pick pawns of one of the bundles
    of ``ref``), place (``count`` pawns of ``hazard`` on cities of ``area``, the actor
    chooses), add_city (``count`` pawns of ``hazard`` on the city ``area``), remove_co2,
    add_co2, token (``hazard`` is the token id). ``cause`` names the lost city whose people
    the pawns stand for (or ``started`` while an add_city task is under way)."""

    kind: TaskKind
    area: str = ""
    hazard: str = ""
    count: int = 0
    ref: str = ""
    removed: Pawns = (0, 0, 0)
    cause: str = ""


@dataclass(frozen=True)
class Challenge:
    """A Défi under way: ``card`` is the Défi card drawn, ``kind`` the back of the next card
    (the kind of challenge), ``word`` the index chosen (-1 until then)."""

    challenger: int
    judge: int
    card: str
    card_back: str
    kind: str
    word: int = -1


@dataclass(frozen=True)
class Swap:
    """A cooperation swap under way: ``giver`` offered ``card`` to ``receiver`` (``""`` while
    the giver, asked during another seat's turn, is choosing it); ``resume``: the phase the
    active seat returns to once the card is given back (``action``, ``effect`` or
    ``discard``: a swap may come at any step of a turn but a Défi)."""

    giver: int
    receiver: int
    card: str
    resume: str = "action"


@dataclass(frozen=True)
class Recap:
    """One end-of-round count."""

    round: int
    units: int
    more_co2: int
    less_co2: int
    count: int
    ppm_before: int
    ppm_after: int
    lost_cities: int


@dataclass(frozen=True)
class CttState:
    rng: int
    epoch: int
    log: tuple[Event, ...]
    players: int
    difficulty: str
    mode: str
    cooperation: bool
    scenario: str
    round: int
    turn_index: int
    phase: Phase
    pawns: tuple[Pawns, ...]
    lost: tuple[str, ...]
    cloud: int
    more_co2: int
    less_co2: int
    ppm: int
    seuil_added: bool
    action_pile: tuple[str, ...]
    action_discard: tuple[str, ...]
    hands: tuple[tuple[str, ...], ...]
    aleas_pile: tuple[str, ...]
    aleas_discard: tuple[str, ...]
    aleas_boxed: tuple[str, ...]
    defi_pile: tuple[str, ...]
    defi_discard: tuple[str, ...]
    roles: tuple[str, ...]
    coop_tokens: tuple[bool, ...]
    tasks: tuple[Task, ...] = ()
    after: After = ""
    played: str = ""
    slot: str = ""
    aleas_card: str = ""
    challenge: Challenge | None = None
    swap: Swap | None = None
    recaps: tuple[Recap, ...] = ()
    result: str = ""  # "" | won | lost_cities | lost_co2


def replaced_at(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    """``items`` with the item at ``index`` replaced by ``value``."""
    return (*items[:index], value, *items[index + 1:])


def with_event(state: CttState, event: Event) -> CttState:
    """``state`` with ``event`` appended to its log."""
    return replace(state, log=state.log + (event,))
