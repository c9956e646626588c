"""Whose turn it is in Climat Tic Tac: the order of play, the seat to move, the CO2 each round
emits and the units its count adds to the ppm cursor. (The Défi's judge and odds are
``challenges.py``'s.)"""

from __future__ import annotations

from .content import content_index
from .state import CttState


def turn_order(players: int) -> tuple[int, ...]:
    """Seats in the order they play in a round (2 players: A, B, A, B — CTT-59)."""
    return (0, 1, 0, 1) if players == 2 else tuple(range(players))


def emissions(players: int, round_: int) -> int:
    """CO2 units the world emits at the start of ``round_`` (2 players count as 4)."""
    rules = content_index().rules["emissions"]
    base = rules["two_players_count_as"] if players == 2 else players * rules["per_player"]
    return int(base + rules["extra_by_turn"][round_ - 1])


def counted_units(cloud: int, more_co2: int, less_co2: int) -> int:
    """CTT-42, D-CTT-8: the units a round's count moves the cursor by — the cloud plus the
    "Plus de CO2" tokens minus the "Moins de CO2" ones, never below 0."""
    return max(0, cloud + more_co2 - less_co2)


def active_seat(state: CttState) -> int:
    """The seat whose turn it is (the last seat of the round once the round is counted)."""
    order = turn_order(state.players)
    return order[min(state.turn_index, len(order) - 1)]


def seats_to_move(state: CttState) -> tuple[int, ...]:
    """Who must act now: the giver asked for a swap, then its receiver, the judge of a Défi,
    else the active seat. A swap asked during a turn hands the move to the giver (``offer``),
    then to the receiver (``swap``), then back to the active seat at the phase it left."""
    if state.result:
        return ()
    if state.phase == "offer" and state.swap is not None:
        return (state.swap.giver,)
    if state.phase == "swap" and state.swap is not None:
        return (state.swap.receiver,)
    if state.phase == "verdict" and state.challenge is not None:
        return (state.challenge.judge,)
    return (active_seat(state),)
