"""Choose the slip rates of ``bots.SLIPS``: for each variant and player count, the win rate of
a team whose bots slip (play a random legal placement) at each rate of a grid. Not a test.

    nice -n 10 python3 -m tools.glace_et_ciel_tuning.tune_ladder --games 200 --jobs 2 \\
        --base strong --slips 0 0.1 0.2 0.3 0.45 0.6

Each line is one ``engine.core.simulate.simulate`` run (seeds as the CLI's ``--seed 1``).
"""

from __future__ import annotations

import argparse
import itertools
import json
import multiprocessing
from typing import Any

from engine.core import SeatSpec
from engine.core.simulate import simulate
from engine.glace_et_ciel.bots import GlaceBot
from engine.glace_et_ciel.rules import GlaceEtCiel


class TuneGame(GlaceEtCiel):
    """Bots named ``level@slip`` (for example ``medium@0.25``), or ``level@slip@k-late-early``
    to try another look-ahead breadth."""

    def make_bot(self, level: str) -> Any:
        base, _, rest = level.partition("@")
        slip, _, breadth = rest.partition("@")
        k, late, early = (int(x) for x in breadth.split("-")) if breadth else (0, 0, 0)
        return GlaceBot(base, self.deck, float(slip) if slip else None,
                        (k, late, early) if breadth else None)


def run(config: tuple[int, str, str, float, int, int]) -> dict[str, Any]:
    players, variant, base, slip, games, seed = config
    name, _, breadth = base.partition(":")  # "strong" or "strong:8-16-10"
    level = f"{name}@{slip}" + (f"@{breadth}" if breadth else "")
    summary = simulate(TuneGame(), [SeatSpec("bot", level=level)] * players, games, seed,
                       {"variant": variant})
    return {"variant": variant, "players": players, "base": base, "slip": slip,
            "games": games, "win_rate": round(summary["win_rate"], 4),
            "mean_score": round(summary["mean_score"], 2)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--base", default="medium")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--variants", nargs="+",
                        default=["standard", "expert", "jeunes", "poussin"])
    parser.add_argument("--slips", type=float, nargs="+", default=[0.0, 0.1, 0.2, 0.3])
    args = parser.parse_args()
    configs = [(p, v, args.base, s, args.games, args.seed)
               for v, p, s in itertools.product(args.variants, args.players, args.slips)]
    with multiprocessing.Pool(args.jobs) as pool:
        for line in pool.imap(run, configs):
            print(json.dumps(line), flush=True)


if __name__ == "__main__":
    main()
