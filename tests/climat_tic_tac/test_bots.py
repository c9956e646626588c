"""Climat Tic Tac bots: legal, quick, honest (they never read a Défi card or a role's text),
and ordered random < beginner < medium on a small seeded sample (the README has the full
measurements)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

import engine.climat_tic_tac.content as content
from engine.climat_tic_tac.actions import ResolveChallengeByChance
from engine.climat_tic_tac.rules import GAME
from engine.core import Match, Prng, SeatSpec, seed_state
from engine.core.simulate import simulate


def _play(level: str, players: int, options: dict[str, Any], seed: int,
          trace: list[Any] | None = None,
          observe: Callable[[Any, list[Any], Any], None] | None = None) -> Match:
    """A whole game of bots at ``level``, each move legal; ``trace`` gets the moves, ``observe``
    sees each (state before it, the legal moves, the move)."""
    m = Match(GAME, [SeatSpec("bot", level=level)] * players, options, seed)
    bots = [GAME.make_bot(level) for _ in range(players)]
    rng = Prng(seed_state(seed))
    while not GAME.is_over(m.state):
        seat = GAME.current_players(m.state)[0]
        legal = GAME.legal_actions(m.state, seat)
        action = bots[seat].choose(GAME.bot_view(m.state, seat, level), legal, rng)
        assert action in legal
        if trace is not None:
            trace.append(action)
        if observe is not None:
            observe(m.state, legal, action)
        m.play(seat, action)
    return m


@pytest.mark.parametrize("level", ["beginner", "medium", "strong"])
@pytest.mark.parametrize("options", [{}, {"mode": "semi", "cooperation": True, "difficulty": "hard"}])
def test_bots_finish_games(level: str, options: dict[str, Any]) -> None:
    """Every level plays whole games to their end with legal moves (how fast: ``build.py
    bench``, never a timed assertion)."""
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        assert GAME.is_over(_play(level, players, options, seed).state)


def test_bots_never_judge_a_challenge() -> None:
    s = GAME.setup(4, {}, 3)
    s = GAME.apply(s, 0, next(a for a in GAME.legal_actions(s, 0) if getattr(a, "challenge", False)))
    while s.phase != "verdict":
        s = GAME.apply(s, 0, GAME.legal_actions(s, 0)[0])
    for level in GAME.bot_levels:
        seat = GAME.current_players(s)[0]
        action = GAME.make_bot(level).choose(GAME.bot_view(s, seat, level),
                                             GAME.legal_actions(s, seat), Prng(1))
        assert action == ResolveChallengeByChance()


def _permuted_content(monkeypatch: pytest.MonkeyPatch) -> None:
    """Défi words and sentences and the roles' texts shuffled among the cards."""
    data = copy.deepcopy(content.load_validated())
    cards = data["challenges"]
    words = [c["words"] for c in cards][::-1]
    whispers = [c["whisper"] for c in cards][1:] + [cards[0]["whisper"]]
    for card, w, s in zip(cards, words, whispers, strict=True):
        card["words"], card["whisper"] = w, s
    roles = data["roles"]["roles"]
    texts = [r["text"] for r in roles][::-1]
    names = [r["name"] for r in roles][1:] + [roles[0]["name"]]
    for role, t, n in zip(roles, texts, names, strict=True):
        role["text"], role["name"] = t, n
    monkeypatch.setattr(content, "load_validated", lambda: data)


@pytest.mark.parametrize("level", ["beginner", "medium", "strong"])
@pytest.mark.parametrize("mode", ["coop", "semi"])
def test_bot_honesty_choices_do_not_depend_on_hidden_texts(
        level: str, mode: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """X3: permuting what a bot must not read (Défi words, role texts) changes nothing."""
    options = {"mode": mode, "cooperation": True}
    plain: list[Any] = []
    _play(level, 3, options, 11, plain)
    _permuted_content(monkeypatch)
    content.content_index.cache_clear()
    try:
        permuted: list[Any] = []
        _play(level, 3, options, 11, permuted)
    finally:
        monkeypatch.undo()
        content.content_index.cache_clear()
    assert plain == permuted


def test_bot_view_holds_no_defi_card() -> None:
    for seed in range(5):
        m = _play("random", 2, {}, seed)
        del m
    s = GAME.setup(2, {}, 1)
    s = GAME.apply(s, 0, next(a for a in GAME.legal_actions(s, 0) if getattr(a, "challenge", False)))
    view = GAME.bot_view(s, 0, "strong")
    assert view["challenge"]["card"] is None
    text = str(view)
    assert "defi-" not in text


@pytest.mark.slow  # a strength table: many seeded games
def test_ladder_on_a_small_sample() -> None:
    rates = {}
    for level in ("random", "beginner", "medium"):
        summary = simulate(GAME, [SeatSpec("bot", level=level)] * 4, 30, 500, {})
        rates[level] = summary["win_rate"]
    assert rates["random"] < rates["beginner"] < rates["medium"]


@pytest.mark.parametrize("level", ["beginner", "medium", "strong"])
def test_bots_leave_the_middle_of_turn_swaps_to_people(level: str) -> None:
    """Rules 3 offer the active seat its own swap while it moves pawns and before it
    discards; bots take their step's move there (their swap stays at the start of a turn,
    so their games are those of rules 2), and never ask a partner."""
    from engine.climat_tic_tac.actions import AskSwap, OfferSwap

    offered = 0

    def watch(state: Any, legal: list[Any], action: Any) -> None:
        nonlocal offered
        assert not isinstance(action, AskSwap)
        if state.phase in ("effect", "discard"):
            offered += any(isinstance(a, OfferSwap) for a in legal)
            assert not isinstance(action, OfferSwap)

    for seed, players in ((1, 2), (2, 3), (3, 4)):
        _play(level, players, {"cooperation": True, "mode": "semi" if seed % 2 else "coop"}, seed,
              observe=watch)
    assert offered  # the moments were met
