"""How much each power card is worth, measured by simulation (not a test; the figures are in
the package README, "Power cards: balance").

    python3 -m tools.defis_nature_tuning.power_balance --players 2 --level strong --games 4000

For every seat of every game it records the power cards the seat was dealt and the final
score margin (its score minus the best other score). A card's *holding value* is the mean
margin of the seats dealt it minus the mean margin of all seats: about how many points
having that card in hand is worth. It also counts how often the bots lay each card, how
often the battle is then won (or the card saved), and the points the card's battle paid.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import defaultdict
from typing import Any

from engine.core.rng import Prng, seed_state
from engine.defis_nature.rules import DefisNatureGame


def measure(players: int, levels: list[str], games: int, seed: int,
            options: dict[str, Any] | None = None) -> dict[str, Any]:
    game = DefisNatureGame()
    cat = game.catalogue
    margins: dict[str, list[float]] = defaultdict(list)
    all_margins: list[float] = []
    laid: dict[str, int] = defaultdict(int)
    dealt: dict[str, int] = defaultdict(int)
    saved: dict[str, int] = defaultdict(int)
    times: list[float] = []
    for g in range(games):
        state = game.setup(players, options or {}, seed + g)
        rng = Prng(seed_state(seed * 7919 + g))
        bots = [game.make_bot(levels[i]) for i in range(players)]
        hands = [set(s.powers) for s in state.seats[:players]]
        while not game.is_over(state):
            for seat in game.current_players(state):
                legal = game.legal_actions(state, seat)
                start = time.perf_counter()
                action = bots[seat].choose(game.bot_view(state, seat, levels[seat]), legal, rng)
                times.append(time.perf_counter() - start)
                state = game.apply(state, seat, action)
                if game.is_over(state):
                    break
        totals = [game.score_breakdown(state, i)["total"] for i in range(len(state.seats))]
        for i in range(players):
            margin = totals[i] - max(t for j, t in enumerate(totals) if j != i)
            all_margins.append(margin)
            for p in hands[i]:
                margins[p].append(margin)
                dealt[p] += 1
        for record in state.history:
            for e in record.entries:
                if e.power and e.seat < players:
                    laid[e.power] += 1
                    saved[e.power] += e.result != "lost"
    mean = statistics.fmean(all_margins)
    cards = {}
    for pid in cat.power_order:
        card = cat.power_cards[pid]
        cards[pid] = {
            "kind": card.kind, "effect": card.effect,
            "holding_value": round(statistics.fmean(margins[pid]) - mean, 2) if margins[pid] else None,
            "laid_per_dealt": round(laid[pid] / dealt[pid], 2) if dealt[pid] else None,
            "won_or_saved_when_laid": round(saved[pid] / laid[pid], 2) if laid[pid] else None,
        }
    times.sort()
    return {"players": players, "levels": levels, "games": games, "seed": seed,
            "p95_move_ms": round(1000 * times[int(0.95 * (len(times) - 1))], 3),
            "max_move_ms": round(1000 * times[-1], 3), "cards": cards}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--level", default="strong")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    levels = [args.level] * args.players
    print(json.dumps(measure(args.players, levels, args.games, args.seed), indent=1))


if __name__ == "__main__":
    main()
