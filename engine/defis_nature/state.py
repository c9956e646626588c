"""The state of a game of Le Tournoi (frozen dataclasses; their JSON form is the save).

Fields added after the first version have defaults, so that the JSON of an older state
still decodes: ``SeatState.box_tokens`` and ``DefisState.ghost_power_pending`` (rules
version 2). The phases and the game's fixed numbers are here too, so that the rules, the
view and the scoring read one definition.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.core.game import Event

from .battles import BattleResult
from .content import Bonus, DeckMode


@dataclass(frozen=True)
class SeatState:
    """One seat's cards. ``placed``/``power_placed`` follow ``BATTLES``; the ghost has two
    cards per battle, a player one. ``deck`` is empty when the deck is shared."""

    ghost: bool
    source: str  # "starter:<id>", "half:<symbol>", "custom" or "shared"
    deck_list: tuple[str, ...]  # the cards this seat started with (public knowledge)
    deck: tuple[str, ...]  # top first
    hand: tuple[str, ...]
    placed: tuple[tuple[str, ...], ...]
    powers: tuple[str, ...]  # power cards in hand (the ghost's face-down pile)
    power_placed: tuple[str, ...]
    used_powers: tuple[str, ...]
    zone: tuple[str, ...]
    discard: tuple[str, ...]
    done: bool
    bonus_points: int
    tokens: tuple[int, ...]  # indices into DefisState.tokens that this seat holds
    credited: tuple[int, ...]  # tokens whose 3 categories it gathered (held or not)
    #: « Jetons triples »: tokens taken from the box (not among the drawn ones) when a
    #: token this seat gathered had already been taken by another seat in the same round
    box_tokens: tuple[str, ...] = ()


@dataclass(frozen=True)
class DefisState:
    rng: int
    epoch: int
    log: tuple[Event, ...]
    players: int
    bonus: Bonus
    deck_mode: DeckMode
    round: int
    over: bool
    seats: tuple[SeatState, ...]  # players, then the ghost in solo
    shared_deck: tuple[str, ...]
    tokens: tuple[str, ...]  # the tokens drawn for the game
    token_owner: tuple[int, ...]
    token_round: tuple[int, ...]
    history: tuple[BattleResult, ...]
    #: solo: the round has started and the player must first lay the ghost's power card
    #: (``PlaceGhostPower``); the player's 4 cards are drawn after it
    ghost_power_pending: bool = False


EMPTY_PLACED: tuple[tuple[str, ...], ...] = ((), (), (), ())
EMPTY_POWER: tuple[str, ...] = ("", "", "", "")

ROUNDS = 4
HAND_SIZE = 4
GHOST_CARDS_PER_BATTLE = 2
TOKENS_DRAWN = 3

#: ``place``: every player lays cards and power cards at the same time, then says Done;
#: ``ghost_power``: solo, at a round's start, the player first lays the ghost's power card;
#: ``over``: the four rounds are played. The view shows it as ``phase``.
Phase = Literal["place", "ghost_power", "over"]


def phase_of(state: DefisState) -> Phase:
    if state.over:
        return "over"
    return "ghost_power" if state.ghost_power_pending else "place"


def seats_to_move(state: DefisState) -> tuple[int, ...]:
    """The players who still have to act this round (never the ghost); none once over."""
    if state.over:
        return ()
    return tuple(i for i, s in enumerate(state.seats) if not s.ghost and not s.done)


def player_key(seat: int, state: DefisState) -> str:
    """The translation key naming ``seat`` in the log: the ghost, or player 1–4."""
    return "defis.player.ghost" if state.seats[seat].ghost else f"defis.player.{seat}"


__all__ = ["EMPTY_PLACED", "EMPTY_POWER", "GHOST_CARDS_PER_BATTLE", "HAND_SIZE", "ROUNDS",
           "TOKENS_DRAWN", "DefisState", "Phase", "SeatState", "phase_of", "player_key",
           "seats_to_move"]
