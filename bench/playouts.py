"""Random playouts per second: the same code runs in CPython (imported by ``bench/run.py``) and
inside Pyodide under Node (``bench/playouts.mjs`` copies this file into Pyodide's file system).

A playout is one whole game from ``setup`` to the end where every seat that may act plays a
uniformly random legal action drawn from ``engine.core.Prng``. Actions go through the public,
validated ``Game.apply`` — the path a real match takes — so the figure includes the legality check.
Standard library only, so that it imports unchanged in the browser's Python.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

from engine.core.registry import get_game, playable_ids
from engine.core.rng import Prng, seed_state


def default_players(game: Any) -> int:
    """The app's default table size: three players when the game allows it."""
    return int(min(max(3, game.min_players), game.max_players))


def one_playout(game: Any, players: int, seed: int) -> int:
    """Play one random game to the end; returns the number of actions played."""
    options = game.normalize_options(players, None)
    state = game.setup(players, options, seed)
    rng = Prng(seed_state(seed))
    actions = 0
    while True:
        movers = game.current_players(state)
        if not movers:
            return actions
        for seat in movers:
            legal = game.legal_actions(state, seat)
            state = game.apply(state, seat, rng.choice(legal))
            actions += 1
            if game.is_over(state):
                return actions


def measure(game_id: str, seconds: float, seed: int = 1, min_games: int = 3) -> dict[str, Any]:
    """Playouts for ``seconds`` of wall time (at least ``min_games``), from consecutive seeds."""
    game = get_game(game_id)
    players = default_players(game)
    one_playout(game, players, seed - 1)  # warm-up: first imports, content loading, caches
    games = actions = 0
    started = time.perf_counter()
    elapsed = 0.0
    while elapsed < seconds or games < min_games:
        actions += one_playout(game, players, seed + games)
        games += 1
        elapsed = time.perf_counter() - started
    return {"game": game_id, "players": players, "games": games, "seconds": round(elapsed, 3),
            "playouts_per_s": round(games / elapsed, 2),
            "actions_per_s": round(actions / elapsed, 1),
            "actions_per_game": round(actions / games, 1)}


def measure_all(seconds: float) -> list[dict[str, Any]]:
    return [measure(game_id, seconds) for game_id in playable_ids()]


if __name__ == "__main__":
    print(json.dumps({"python": sys.version.split()[0],
                      "results": measure_all(float(sys.argv[1]) if len(sys.argv) > 1 else 2.0)}))
