"""Per-move thinking time of the Glace et Ciel bots (median, p95, max). Not a test.

Measured as process CPU time, so that a busy machine does not inflate the figures (wall-clock
time on an idle machine is about the same).

    python3 -m tools.glace_et_ciel_tuning.bench_moves --games 20 --levels beginner medium strong \
        --variants standard expert poussin
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from engine.core import Match, Prng, SeatSpec, seed_state
from engine.glace_et_ciel import GAME


def bench(players: int, games: int, level: str, variant: str) -> dict[str, object]:
    times: list[float] = []
    for i in range(games):
        match = Match(GAME, [SeatSpec("bot", level=level)] * players, {"variant": variant},
                      77 + i)
        rng = Prng(seed_state(i))
        bot = GAME.make_bot(level)
        while not GAME.is_over(match.state):
            seat = GAME.current_players(match.state)[0]
            legal = GAME.legal_actions(match.state, seat)
            view = GAME.bot_view(match.state, seat, level)
            start = time.process_time()
            action = bot.choose(view, legal, rng)
            times.append(1000 * (time.process_time() - start))
            match.play(seat, action)
    times.sort()
    return {"players": players, "variant": variant, "level": level, "moves": len(times),
            "median_ms": round(statistics.median(times), 2),
            "p95_ms": round(times[int(0.95 * (len(times) - 1))], 2),
            "max_ms": round(times[-1], 2)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--levels", nargs="+", default=["strong"])
    parser.add_argument("--variants", nargs="+", default=["standard"])
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    args = parser.parse_args()
    for variant in args.variants:
        for level in args.levels:
            for players in args.players:
                print(json.dumps(bench(players, args.games, level, variant)), flush=True)


if __name__ == "__main__":
    main()
