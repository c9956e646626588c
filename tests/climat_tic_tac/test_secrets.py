"""Climat's secrets declaration (``secrets.py``) passes on the real views and catches the
leaks it is for: a Défi card in every seat's view (the whisper leak), a swap card shown
beyond its two seats, and a semi-cooperative card played face up without an ``epoch``
bump (the reveal undo could take back)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from engine.climat_tic_tac.actions import OfferSwap, PlayCard
from engine.climat_tic_tac.rules import ClimatTicTac
from engine.climat_tic_tac.state import CttState
from engine.core import Event
from tests.climat_tic_tac.secrets import SECRETS
from tests.support.conformance import check_reveals_close_undo, check_secrets

from .helpers import make_state

GAME = ClimatTicTac()


class DefiForAll(ClimatTicTac):
    """The whisper leak's shape: the Défi card in play is in every seat's view."""

    def _view(self, state: CttState, seat: int | None) -> dict[str, Any]:
        view = super()._view(state, seat)
        if state.challenge is not None:
            view["challenge"]["card"] = state.challenge.card
        return view


class SwapForAll(ClimatTicTac):
    """The swap card's log line told to every seat, not only the giver and the receiver."""

    def _view(self, state: CttState, seat: int | None) -> dict[str, Any]:
        loud = tuple(Event(e.key, e.args) if e.key == "ctt.log.swap_card" else e
                     for e in state.log)
        return super()._view(dataclasses.replace(state, log=loud), seat)


@pytest.mark.parametrize("mode", ["coop", "semi"])
def test_a_challenge_is_the_challengers_until_the_verdict(mode: str) -> None:
    state = make_state(3, mode=mode)
    state = GAME.apply(state, 0, PlayCard(state.hands[0][0], challenge=True))
    assert state.challenge is not None
    check_secrets(GAME, state, SECRETS)
    with pytest.raises(AssertionError, match=r"sees of seat 0.s private things .*'defi:"):
        check_secrets(DefiForAll(), state, SECRETS)


def test_a_semi_cooperative_swap_card_is_seen_by_its_two_seats_only() -> None:
    state = make_state(3, mode="semi", cooperation=True)
    card = state.hands[0][0]
    state = GAME.apply(state, 0, OfferSwap(card, 1))
    check_secrets(GAME, state, SECRETS)
    assert f"action:{card}" in SECRETS.shown(GAME.view(state, 1), 0)
    with pytest.raises(AssertionError, match=f"the table sees of seat 0.s private things "
                                              f"\\['action:{card}'\\]"):
        check_secrets(SwapForAll(), state, SECRETS)


def test_a_semi_cooperative_card_played_face_up_closes_undo() -> None:
    before = make_state(3, mode="semi")
    after = GAME.apply(before, 0, PlayCard(before.hands[0][0]))
    seen_before, seen_after = (check_secrets(GAME, s, SECRETS) for s in (before, after))
    check_reveals_close_undo(seen_before, seen_after, before.epoch, after.epoch)
    with pytest.raises(AssertionError, match="without an epoch bump"):
        check_reveals_close_undo(seen_before, seen_after, before.epoch, before.epoch)
