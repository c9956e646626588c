"""The bot ladder of La Glace et le Ciel: win rate and mean score of a team of one level, for
every player count and variant. Not a test (it takes minutes); the figures go in the README.

Each configuration is exactly ``python -m engine simulate glace-et-ciel --players N
--seats bot:L,... --games G --seed S --option variant=V --json`` (same function, same seeds),
run side by side in ``--jobs`` processes:

    nice -n 10 python3 -m tools.glace_et_ciel_tuning.ladder --games 1000 --jobs 2 \\
        --levels beginner medium strong --variants standard expert poussin
"""

from __future__ import annotations

import argparse
import itertools
import json
import multiprocessing
from typing import Any

from engine.core import SeatSpec
from engine.core.simulate import simulate
from engine.glace_et_ciel import GAME


def run(config: tuple[int, str, str, int, int]) -> dict[str, Any]:
    players, variant, level, games, seed = config
    summary = simulate(GAME, [SeatSpec("bot", level=level)] * players, games, seed,
                       {"variant": variant})
    return {"players": players, "variant": variant, "level": level, "games": games,
            "win_rate": round(summary["win_rate"], 4),
            "mean_score": round(summary["mean_score"], 2),
            "results": summary["results"], "mean_bot_move_ms": summary["mean_bot_move_ms"]}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--levels", nargs="+", default=["beginner", "medium", "strong"])
    parser.add_argument("--variants", nargs="+", default=["standard", "expert", "poussin"])
    parser.add_argument("--configs", nargs="+", default=[], metavar="VARIANT:PLAYERS:LEVEL",
                        help="run only these (instead of variants × players × levels)")
    args = parser.parse_args()
    configs = [(p, v, lv, args.games, args.seed) for v, p, lv in
               itertools.product(args.variants, args.players, args.levels)]
    if args.configs:
        configs = [(int(p), v, lv, args.games, args.seed)
                   for v, p, lv in (c.split(":") for c in args.configs)]
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            for line in pool.imap(run, configs):
                print(json.dumps(line), flush=True)
    else:
        for config in configs:
            print(json.dumps(run(config)), flush=True)


if __name__ == "__main__":
    main()
