"""Bots for Le Tournoi. They read their seat's view only: their hand, the revealed battles,
the public deck lists (starter decks are known to everybody; custom decks are announced in
the options) and the zones.

Every level plans the whole round at once, then plays the plan one action at a time (the
plan is recomputed from the view at each call, so it never needs memory):

1. For each battle and each card of the hand, estimate the chance of winning: the share of
   the cards each opponent may still hold that the figure beats (the ghost keeps the higher
   of two cards, so its chance is squared).
2. Try the 24 ways to lay the 4 cards and keep the one with the best expected points.
3. Power cards (from "medium" up): for each power card and battle, the expected gain in
   points; a card is played only if it gains more than the point it scores when kept.

Levels, weakest first:

- ``beginner``: chances measured against every species of the game, ignores power cards
  and the threat points (it just tries to win as many battles as possible);
- ``medium``: chances against the opponents' real remaining cards, weighs each card by its
  points, plays power cards greedily;
- ``strong``: as medium, plus the points its wins deny the others, the Biodiversité bonus
  categories it still needs, and a power card kept back for the rounds to come.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.core.rng import Prng

from .content import BATTLES, Catalogue
from .rules import Done, Place, PlacePower

LEVELS = ("beginner", "medium", "strong")


@dataclass
class _Pool:
    """One opponent's possible cards: sorted figures per battle."""

    figures: list[list[float]]
    ghost: bool

    def below(self, b: int, x: float) -> tuple[float, float]:
        """(share of cards strictly below x, share equal to x) on battle ``b``."""
        arr = self.figures[b]
        if not arr:
            return 1.0, 0.0
        lo = bisect.bisect_left(arr, x)
        hi = bisect.bisect_right(arr, x)
        return lo / len(arr), (hi - lo) / len(arr)


class TournoiBot:
    def __init__(self, catalogue: Catalogue, level: str) -> None:
        self.cat = catalogue
        self.level = level
        self._everyone: _Pool | None = None

    # --- estimates -------------------------------------------------------------------------
    def _pool(self, cards: Sequence[str], ghost: bool) -> _Pool:
        figs = [sorted(self.cat.species[c].figures[b] for c in cards) for b in range(len(BATTLES))]
        return _Pool(figs, ghost)

    def _opponent_pools(self, view: dict[str, Any]) -> list[_Pool]:
        me = view["seat"]
        if self.level == "beginner":
            if self._everyone is None:
                self._everyone = self._pool(self.cat.all_card_ids(), False)
            return [self._everyone] * (len(view["seats"]) - 1)
        revealed: dict[int, set[str]] = {i: set() for i in range(len(view["seats"]))}
        for record in view["history"]:
            for e in record["entries"]:
                revealed[e["seat"]].add(e["card"])
                if e["other_card"]:
                    revealed[e["seat"]].add(e["other_card"])
        mine = set(view["me"]["hand"]) | {p["card"] for p in view["me"]["placements"] if p["card"]}
        pools = []
        everything_seen = set().union(*revealed.values()) | mine
        for entry in view["seats"]:
            if entry["seat"] == me:
                continue
            if view["deck_mode"] == "shared":
                cards = [c for c in entry["deck_list"] if c not in everything_seen]
            else:
                cards = [c for c in entry["deck_list"] if c not in revealed[entry["seat"]]]
            pools.append(self._pool(cards or entry["deck_list"], entry["ghost"]))
        return pools

    @staticmethod
    def _win_chance(pools: list[_Pool], b: int, x: float, smallest: bool) -> float:
        p = 1.0
        for pool in pools:
            lt, eq = pool.below(b, x)
            beat = (1.0 - lt - eq) if smallest else lt
            if pool.ghost:
                # the ghost keeps the larger of two cards
                if smallest:
                    le = lt + eq
                    p *= 1.0 - le * le + 0.5 * (le * le - lt * lt)
                else:
                    p *= lt * lt + 0.5 * ((lt + eq) ** 2 - lt * lt)
            else:
                p *= beat + 0.5 * eq
        return p

    # --- planning --------------------------------------------------------------------------
    def _card_value(self, card: str, view: dict[str, Any], needed: set[str]) -> float:
        sp = self.cat.species[card]
        if self.level == "beginner":
            return 1.0
        value = float(sp.points)
        if self.level == "strong":
            value += 2.5 * (len(view["seats"]) - 1) / max(1, len(view["seats"]) - 1)  # denial
            if sp.category in needed:
                value += 1.5
        return value

    def _needed_categories(self, view: dict[str, Any]) -> set[str]:
        if self.level != "strong" or view["bonus"] == "none":
            return set()
        me = view["seats"][view["seat"]]
        have = {self.cat.species[c].category for c in me["zone"]}
        by_id = {t.id: t for t in self.cat.tokens}
        needed: set[str] = set()
        for token in view["tokens"]:
            if view["bonus"] == "trio":
                needed.add(by_id[token["id"]].trio)
            elif token["owner"] is None:
                needed.update(by_id[token["id"]].triple)
        return needed - have

    def _battle_ev(self, pools: list[_Pool], b: int, card: str, value: float,
                   power: str) -> float:
        x = self.cat.species[card].figures[b]
        if not power:
            return self._win_chance(pools, b, x, False) * value
        p = self.cat.power_cards[power]
        if p.kind == "junior":
            return self._win_chance(pools, b, x, True) * value
        if p.kind == "protect":
            win = self._win_chance(pools, b, x, False)
            return value if self.level != "strong" else (
                self.cat.species[card].points + win * (value - self.cat.species[card].points))
        if p.effect in ("multiply_self", "divide_others"):
            return self._win_chance(pools, b, x * p.amount, False) * value
        if p.effect == "swap_highest":
            return 0.95 * value if pools else 0.0
        if p.effect == "bonus_points":
            win = self._win_chance(pools, b, x, False)
            return win * (value + p.amount)
        return self._win_chance(pools, b, x, False) * value  # no measurable gain

    def plan(self, view: dict[str, Any]) -> tuple[dict[int, str], dict[int, str]]:
        """(battle index -> card, battle index -> power card) for this round."""
        me = view["me"]
        fixed = {b: p["card"] for b, p in enumerate(me["placements"]) if p["card"]}
        fixed_powers = {b: p["power"] for b, p in enumerate(me["placements"]) if p["power"]}
        free = [b for b in range(len(BATTLES)) if b not in fixed]
        hand = list(me["hand"])
        pools = self._opponent_pools(view)
        needed = self._needed_categories(view)
        values = {c: self._card_value(c, view, needed) for c in [*hand, *fixed.values()]}
        best: tuple[float, dict[int, str]] | None = None
        for perm in itertools.permutations(hand, len(free)):
            layout = dict(fixed)
            layout.update(zip(free, perm, strict=False))
            ev = sum(self._battle_ev(pools, b, c, values[c], fixed_powers.get(b, ""))
                     for b, c in layout.items())
            if best is None or ev > best[0] + 1e-12:
                best = (ev, layout)
        layout = best[1] if best else dict(fixed)
        powers: dict[int, str] = {}
        if self.level != "beginner":
            powers = self._plan_powers(view, pools, layout, values, fixed_powers)
        return layout, powers

    def _plan_powers(self, view: dict[str, Any], pools: list[_Pool], layout: dict[int, str],
                     values: dict[str, float], fixed_powers: dict[int, str]) -> dict[int, str]:
        hand_powers = list(view["me"]["power_hand"])
        rounds_left = view["rounds"] - view["round"]  # rounds after this one
        threshold = 1.0
        if self.level == "strong":
            # keep enough cards for the rounds to come: the last ones are cheaper to spend
            spare = len(hand_powers) - rounds_left
            threshold = 1.0 if spare > 0 else 1.6
        gains = []
        for b, card in layout.items():
            if b in fixed_powers:
                continue
            base = self._battle_ev(pools, b, card, values[card], "")
            for p in hand_powers:
                gain = self._battle_ev(pools, b, card, values[card], p) - base
                gains.append((gain, b, p))
        gains.sort(key=lambda g: (-g[0], g[1], g[2]))
        chosen: dict[int, str] = {}
        used: set[str] = set()
        for gain, b, p in gains:
            if gain <= threshold:
                break
            if b in chosen or p in used:
                continue
            chosen[b] = p
            used.add(p)
            if self.level == "strong":
                threshold += 0.3  # each further card is worth a little more kept
        return chosen

    # --- the Bot protocol ------------------------------------------------------------------
    def choose(self, view: dict[str, Any], legal: Sequence[Any], rng: Prng) -> Any:
        layout, powers = self.plan(view)
        legal_set = set(legal)
        for b, card in sorted(layout.items()):
            place = Place(card, BATTLES[b])
            if place in legal_set:
                return place
        for b, power in sorted(powers.items()):
            lay = PlacePower(power, BATTLES[b])
            if lay in legal_set:
                return lay
        if Done() in legal_set:
            return Done()
        return legal[0]
