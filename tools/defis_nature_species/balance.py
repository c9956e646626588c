"""How even the starter decks of Défis Nature are, without playing a game.

For each of the four battles (weight, length, longevity, gestation or incubation) every species
gets its percentile rank among all the species of the game (0 = smallest figure, 1 = largest,
ties share the middle rank). The script prints, for each starter deck and each half-deck, the
mean percentile of its cards on each battle: a deck whose means are all higher wins more often
in the hands of a player who lays cards at random. It also prints, per half-deck, the expected
points a card laid at random wins at 4 players (it must beat one random card from each of the
three other half-decks; equal figures go to the more threatened species), the measure used to
share the species out between the half-decks.

These are only estimates: the figures that count are the simulated ones in
``engine/defis_nature/README.md`` ("Deck balance"), measured with::

    python3 -m engine simulate defis-nature --players 2 --seats bot:random,bot:random \\
        --games 2000 --seed 1 --json

Usage (from the project root)::

    python3 tools/defis_nature_species/balance.py
"""

from __future__ import annotations

import json
from bisect import bisect_left, bisect_right
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "engine" / "defis_nature" / "data"
FIELDS = ("weight_g", "length_cm", "longevity_years", "gestation_days")
COLOURS = {"NE": 0, "DD": 0, "LC": 0, "NT": 0, "VU": 1, "EN": 2, "CR": 3}  # threat level
POINTS = (2, 3, 4, 5)  # points of a won card, by threat level (green, yellow, orange, red)


def percentiles(species: dict[str, dict[str, Any]]) -> dict[str, dict[str, float]]:
    """Each species' percentile rank on each battle among all species."""
    out: dict[str, dict[str, float]] = {i: {} for i in species}
    last = len(species) - 1
    for field in FIELDS:
        values = sorted(s[field] for s in species.values())
        for i, s in species.items():
            low, high = bisect_left(values, s[field]), bisect_right(values, s[field])
            out[i][field] = (low + high - 1) / 2 / last
    return out


def beats(card: dict[str, Any], group: list[dict[str, Any]], field: str) -> float:
    """The chance that ``card`` beats a card drawn at random from ``group`` on ``field``."""
    mine = (card[field], COLOURS[card["iucn"]])
    total = 0.0
    for other in group:
        theirs = (other[field], COLOURS[other["iucn"]])
        total += 1.0 if theirs < mine else 0.5 if theirs == mine else 0.0
    return total / len(group)


def four_player_points(halves: list[list[dict[str, Any]]], index: int) -> float:
    """Mean points per battle a random card of half-deck ``index`` wins against the other three."""
    total = 0.0
    for field in FIELDS:
        for card in halves[index]:
            chance = 1.0
            for other, group in enumerate(halves):
                if other != index:
                    chance *= beats(card, group, field)
            total += POINTS[COLOURS[card["iucn"]]] * chance
    return total / len(halves[index])


def main() -> None:
    species = {
        s["id"]: s
        for s in json.loads((DATA / "species.json").read_text(encoding="utf-8"))["species"]
    }
    decks = json.loads((DATA / "decks.json").read_text(encoding="utf-8"))["starter_decks"]
    ranks = percentiles(species)
    print("mean percentile      " + "  ".join(f"{f.split('_')[0]:>10}" for f in FIELDS))
    halves: list[list[dict[str, Any]]] = []
    names: list[str] = []
    for deck in decks:
        groups = [(deck["id"], deck["cards"])]
        groups += [(f"  {deck['id']}/{h['symbol']}", h["cards"]) for h in deck["half_decks"]]
        for name, cards in groups:
            means = [sum(ranks[c][f] for c in cards) / len(cards) for f in FIELDS]
            print(f"{name:<20} " + "  ".join(f"{m:>10.3f}" for m in means))
        for half in deck["half_decks"]:
            halves.append([species[c] for c in half["cards"]])
            names.append(f"{deck['id']}/{half['symbol']}")
    print("\n4 players, expected points per battle of a card laid at random:")
    for index, name in enumerate(names):
        print(f"  {name:<18} {four_player_points(halves, index):.3f}")


if __name__ == "__main__":
    main()
