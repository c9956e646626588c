"""Which cards should carry the molecules? Plays seeded games of the strongest team for a few
candidate layouts and prints win rate, mean score and visible CO2 per generation.

Not a test (too long for CI). Run from the project root::

    python3 -m tools.glace_et_ciel_tuning.tune_molecules --games 200 --players 2 3 4
"""

from __future__ import annotations

import argparse
import copy
import json
import statistics
from typing import Any

from engine.core import Match, Prng, SeatSpec, seed_state
from engine.core.content import load_json
from engine.core.simulate import play_out
from engine.glace_et_ciel.bots import GlaceBot
from engine.glace_et_ciel.content import parse_deck
from engine.glace_et_ciel.rules import GlaceEtCiel

#: candidate layouts: per generation the (element, value) cards with CO2, then the CH4 card
LAYOUTS: dict[str, dict[int, tuple[list[tuple[str, int]], tuple[str, int]]]] = {
    "mixed": {1: ([("air", 3), ("eau", 2)], ("terre", 1)),
              2: ([("air", 2), ("terre", 3), ("eau", 1)], ("eau", 3)),
              3: ([("air", 1), ("terre", 2), ("eau", 3), ("air", 3)], ("terre", 0))},
    "high": {1: ([("air", 3), ("eau", 3)], ("terre", 2)),
             2: ([("air", 3), ("terre", 3), ("eau", 2)], ("eau", 3)),
             3: ([("air", 3), ("terre", 3), ("eau", 3), ("terre", 2)], ("air", 2))},
    "low": {1: ([("air", 0), ("eau", 1)], ("terre", 0)),
            2: ([("air", 1), ("terre", 0), ("eau", 0)], ("eau", 1)),
            3: ([("air", 0), ("terre", 1), ("eau", 0), ("air", 1)], ("terre", 0))},
    "spread": {1: ([("air", 2), ("terre", 1)], ("eau", 3)),
               2: ([("air", 0), ("terre", 3), ("eau", 2)], ("air", 3)),
               3: ([("air", 3), ("terre", 0), ("eau", 1), ("eau", 2)], ("terre", 2))},
    "paired": {1: ([("eau", 3), ("eau", 1)], ("air", 2)),
               2: ([("air", 2), ("air", 3), ("terre", 1)], ("terre", 3)),
               3: ([("terre", 3), ("terre", 2), ("eau", 2), ("air", 0)], ("eau", 3))},
}


def layout_data(name: str) -> dict[str, Any]:
    data = copy.deepcopy(load_json("engine.glace_et_ciel", "data/cards.json"))
    for block in data["generations"]:
        co2, ch4 = LAYOUTS[name][block["generation"]]
        for card in block["cards"]:
            key = (card["element"], card["value"])
            card["co2"], card["ch4"] = key in co2, key == ch4
    return data


def measure(name: str, players: int, games: int, level: str, variant: str) -> dict[str, Any]:
    game = GlaceEtCiel(parse_deck(layout_data(name)))
    seats = [SeatSpec("bot", level=level)] * players
    scores, wins, co2 = [], 0, [0.0, 0.0, 0.0]
    for i in range(games):
        match = Match(game, seats, {"variant": variant}, 10_000 + i)
        bots = {s: GlaceBot(level, game.deck) for s in range(players)}
        play_out(match, Prng(seed_state(i)), bots, dict.fromkeys(range(players), level))
        outcome = game.outcome(match.state)
        assert outcome is not None
        scores.append(outcome.score or 0.0)
        wins += bool(outcome.won)
        for recap in match.state.recaps:
            co2[recap.generation - 1] += recap.co2_visible + recap.ch4_visible
    return {"layout": name, "players": players, "variant": variant, "games": games,
            "win_rate": wins / games, "mean_score": round(statistics.fmean(scores), 2),
            "molecules_visible_per_generation": [round(c / games, 2) for c in co2]}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--layouts", nargs="+", default=list(LAYOUTS))
    parser.add_argument("--level", default="strong")
    parser.add_argument("--variant", default="standard")
    args = parser.parse_args()
    for name in args.layouts:
        for players in args.players:
            print(json.dumps(measure(name, players, args.games, args.level, args.variant)),
                  flush=True)


if __name__ == "__main__":
    main()
