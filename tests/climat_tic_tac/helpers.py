"""Shared helpers for the Climat Tic Tac rules tests: hand-made positions on a real setup."""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.climat_tic_tac.content import content_index as data
from engine.climat_tic_tac.rules import GAME
from engine.climat_tic_tac.state import HAZARDS, CttState


def make_state(players: int = 4, seed: int = 1, **options: Any) -> CttState:
    """A game just set up with ``options``."""
    return GAME.setup(players, options, seed)


def empty_board(state: CttState) -> CttState:
    return dataclasses.replace(state, pawns=((0, 0, 0),) * len(data().cities))


def with_pawns(state: CttState, city: str, **pawns: int) -> CttState:
    i = data().index[city]
    row = list(state.pawns)
    row[i] = tuple(pawns.get(h, 0) for h in HAZARDS)  # type: ignore[assignment]
    return dataclasses.replace(state, pawns=tuple(row))


def pawns(state: CttState, city: str) -> dict[str, int]:
    return dict(zip(HAZARDS, state.pawns[data().index[city]], strict=True))


def give_hand(state: CttState, seat: int, cards: tuple[str, ...]) -> CttState:
    """Put ``cards`` in ``seat``'s hand (taken out of the pile wherever they are)."""
    others = set(cards)
    hands = [tuple(c for c in h if c not in others) for h in state.hands]
    # keep every hand at its size with cards from the pile
    pile = [c for c in state.action_pile if c not in others]
    hands[seat] = cards
    for p, h in enumerate(hands):
        while p != seat and len(h) < 3:
            h = (*h, pile.pop())
        hands[p] = h
    return dataclasses.replace(state, hands=tuple(hands), action_pile=tuple(pile))


def aleas_on_top(state: CttState, *cards: str) -> CttState:
    rest = tuple(c for c in state.aleas_pile if c not in cards)
    return dataclasses.replace(state, aleas_pile=(*cards, *rest))


def play(state: CttState, seat: int, action: Any) -> CttState:
    return GAME.apply(state, seat, action)
