"""The conformance suite's secrets check (issue #22 §2) catches what it is for.

Shown on the tiny test game: an honest declaration passes a whole playout; a view that
carries one seat's hidden card in every seat's view (the shape of Climat's whisper card
leak) fails; a move that shows a seat's card to another without an ``epoch`` bump (the
shape of Climat's semi-cooperative reveal that undo could take back) fails. Beside them, the
suite's check that a refused move leaves the state as it was.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import Match, SeatSpec
from tests.support.conformance import (
    Secrets,
    Sightings,
    check_playout,
    check_reveals_close_undo,
    check_secrets,
)
from tests.support.tinygame import TinyGame, TinyState


def _private(state: TinyState, owner: int) -> frozenset[str]:
    return frozenset(f"hand:{card}" for card in state.hands[owner])


def _shown(view: dict[str, Any], owner: int) -> frozenset[str]:
    cards = list(view["hand"] or []) if view["seat"] == owner else []
    if view.get("whisper") and view["whisper"]["seat"] == owner:
        cards.append(view["whisper"]["card"])
    return frozenset(f"hand:{card}" for card in cards)


def _revealed(state: TinyState, owner: int, viewer: int | None) -> frozenset[str]:
    return _private(state, owner) if viewer == owner else frozenset()


TINY_SECRETS = Secrets(_private, _shown, _revealed)


class WhisperingTiny(TinyGame):
    """The tiny game with a leak: the seat to move's first card is in every seat's view."""

    def _view(self, state: TinyState, seat: int | None) -> dict[str, Any]:
        view = super()._view(state, seat)
        hand = state.hands[state.turn]
        view["whisper"] = {"seat": state.turn, "card": hand[0]} if hand else None
        return view


def test_an_honest_game_passes_the_secrets_check() -> None:
    check_playout(TinyGame(), 3, {"draws": True}, 4, deep_every=1, secrets=TINY_SECRETS)


def test_a_card_in_every_seat_view_is_caught() -> None:
    game = WhisperingTiny()
    match = Match(game, [SeatSpec("human")] * 2, {"draws": True}, 1)
    with pytest.raises(AssertionError, match="sees of seat 0.s private things"):
        check_secrets(game, match.state, TINY_SECRETS)


def test_a_reveal_that_undo_could_take_back_is_caught() -> None:
    # seat 0 plays its hidden card 3 face up: no longer private, now shown to seat 1
    before = Sightings({0: frozenset({"hand:3", "hand:5"})},
                       {(1, 0): frozenset(), (0, 0): frozenset({"hand:3", "hand:5"})})
    after = Sightings({0: frozenset({"hand:5"})},
                      {(1, 0): frozenset({"hand:3"}), (0, 0): frozenset({"hand:3", "hand:5"})})
    with pytest.raises(AssertionError, match="without an epoch bump"):
        check_reveals_close_undo(before, after, epoch_before=2, epoch_after=2)
    check_reveals_close_undo(before, after, epoch_before=2, epoch_after=3)
    check_reveals_close_undo(after, after, epoch_before=2, epoch_after=2)  # nothing new


class ScribblingTiny(TinyGame):
    """The tiny game with a bug: refusing a move still advances the random stream (as an
    engine that drew a card before checking the move would)."""

    def apply(self, state: TinyState, seat: int, action: Any) -> TinyState:
        try:
            return super().apply(state, seat, action)
        except Exception:
            object.__setattr__(state, "rng", state.rng + 1)  # what ``frozen`` cannot stop
            raise


def test_a_refused_move_that_changes_the_state_is_caught() -> None:
    check_playout(TinyGame(), 2, {"draws": True}, 4, deep_every=1)  # the honest game passes
    with pytest.raises(AssertionError, match="a refused move changed the state"):
        check_playout(ScribblingTiny(), 2, {"draws": True}, 4, deep_every=1)


def test_a_view_is_walked_whole_but_each_log_args_once() -> None:
    from tests.support.conformance import _view_is_json_clean

    args = {"seat": 1, "cards": [3, 5]}
    view = {"seat": 0, "hand": [1], "log": [{"key": "a", "args": args}]}
    clean: dict[int, Any] = {}
    assert _view_is_json_clean(view, clean) and clean == {id(args): args}
    assert _view_is_json_clean({**view, "log": [{"key": "a", "args": args}] * 3}, clean)
    assert not _view_is_json_clean({**view, "hand": (1,)}, clean)  # outside the log: walked
    assert not _view_is_json_clean({**view, "log": [{"key": "b", "args": {"x": (1,)}}]}, clean)
    # an entry around known args is still walked when it is not just a key and those args
    assert not _view_is_json_clean({**view, "log": [{"key": "a", "args": args, "x": (2,)}]}, clean)
    assert not _view_is_json_clean({**view, "log": [{"key": ("a",), "args": args}]}, clean)
    assert not _view_is_json_clean({**view, "log": ({"key": "a", "args": args},)}, clean)
