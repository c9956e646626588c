"""Headless seeded games between bots: for balance checks, bot strength and benchmarks."""

from __future__ import annotations

import statistics
import time
from collections import Counter
from typing import Any

from .game import Game
from .match import Match, SeatSpec
from .rng import Prng, seed_state


def play_out(match: Match, rng: Prng, bots: dict[int, Any], levels: dict[int, str]) -> float:
    """Play ``match`` to the end with ``bots``; returns total seconds the bots thought."""
    game = match.game
    thinking = 0.0
    while not game.is_over(match.state):
        for seat in game.current_players(match.state):
            legal = game.legal_actions(match.state, seat)
            view = game.bot_view(match.state, seat, levels[seat])
            start = time.perf_counter()
            action = bots[seat].choose(view, legal, rng)
            thinking += time.perf_counter() - start
            match.play(seat, action)
            if game.is_over(match.state):
                break
    return thinking


def simulate(
    game: Game[Any, Any],
    seats: list[SeatSpec],
    games: int,
    seed: int,
    options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Play ``games`` seeded games and summarise them (JSON-clean)."""
    won = 0
    scores: list[float] = []
    seat_scores: list[list[float]] = [[] for _ in seats]
    seat_wins = [0] * len(seats)
    results: Counter[str] = Counter()
    thinking = 0.0
    moves = 0
    for i in range(games):
        match = Match(game, seats, options, seed + i)
        rng = Prng(seed_state(seed * 7919 + i))
        bots = {n: game.make_bot(s.level) for n, s in enumerate(seats)}
        levels = {n: s.level for n, s in enumerate(seats)}
        thinking += play_out(match, rng, bots, levels)
        moves += len(match.actions)
        outcome = game.outcome(match.state)
        assert outcome is not None
        results[outcome.result_key] += 1
        if outcome.cooperative:
            won += bool(outcome.won)
            scores.append(float(outcome.score or 0))
        else:
            for n in outcome.winners:
                seat_wins[n] += 1
            for n, s in enumerate(outcome.scores):
                seat_scores[n].append(float(s))
    summary: dict[str, Any] = {
        "game": game.id,
        "players": len(seats),
        "seats": [f"{s.kind}:{s.level or s.name}" for s in seats],
        "options": game.normalize_options(len(seats), options),
        "games": games,
        "seed": seed,
        "results": dict(sorted(results.items())),
        "mean_bot_move_ms": round(1000 * thinking / max(moves, 1), 3),
    }
    if game.cooperative:
        summary["win_rate"] = won / games
        summary["mean_score"] = statistics.fmean(scores)
        summary["score_distribution"] = {
            f"{k:g}": v for k, v in sorted(Counter(scores).items())
        }
    else:
        summary["per_seat"] = [
            {"win_rate": seat_wins[n] / games, "mean_score": statistics.fmean(seat_scores[n])}
            for n in range(len(seats))
        ]
    return summary
