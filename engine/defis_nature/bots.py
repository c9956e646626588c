"""Bots for Le Tournoi. They read their seat's view only: their hand, the revealed battles,
the public deck lists (starter decks are known to everybody; custom decks are announced in
the options) and the zones.

Every level plans the whole round at once, then plays the plan one action at a time (the
plan is recomputed from the view at each call, so it never needs memory):

1. For each battle and each card of the hand, estimate the chance of winning: the share of
   the cards each opponent may still hold that the figure beats, ties settled by threat
   level as the rules do (the ghost keeps the higher of two cards, so its chance is
   squared).
2. Try the 24 ways to lay the 4 cards, each with its best power cards (from "medium" up:
   a power card is laid only if its expected gain beats the point it scores when kept), and
   keep the plan with the best expected points.

Levels, weakest first:

- ``beginner``: chances measured against every species of the game, ignores the threat
  points (it just tries to win as many battles as possible), and lays at most one power card
  a round, where it helps most, when it helps enough (a beginner still shows what power
  cards do);
- ``medium``: chances against the opponents' real remaining cards (their deck list minus
  every card already revealed), weighs each card by its points, plays power cards greedily;
- ``strong``: as medium, plus a model of the power cards the others may have laid (how
  many they hold, how many they used per round, which ones nobody has shown), the
  Biodiversité categories it still needs, and a higher bar for spending its power cards
  when they run short before the last round.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core.game import Bot
from engine.core.rng import Prng

from .actions import Action, Done, Place, PlaceGhostPower, PlacePower
from .content import BATTLES, Catalogue, PowerCard, catalogue

LEVELS = ("beginner", "medium", "strong")
#: a beginner lays a power card when it adds this much to its chance of winning the battle
#: (its cards are all worth 1: a quarter of a battle won)
BEGINNER_POWER_GAIN = 0.25
Mixture = tuple[tuple[float, PowerCard | None], ...]
NO_THREAT: Mixture = ((1.0, None),)


@dataclass
class _Pool:
    """One opponent's possible cards: sorted figures per battle, and for figures that
    several cards share, their threat levels (a tie is won by the most threatened species,
    and shared when the colours are equal)."""

    figures: list[list[float]]
    threats: list[dict[float, list[int]]]
    ghost: bool
    #: share of the cards whose species is less threatened than each threat level 0..3
    less_threatened: tuple[float, ...] = (0.0, 0.0, 0.0, 0.0)
    #: share of the cards whose species is equally threatened, for each level 0..3
    as_threatened: tuple[float, ...] = (0.0, 0.0, 0.0, 0.0)

    def below(self, b: int, x: float, threat: int) -> tuple[float, float, float]:
        """Shares of cards below ``x``, equal to ``x`` and beaten or shared by our threat
        level, and equal but more threatened, on battle ``b``."""
        arr = self.figures[b]
        if not arr:
            return 1.0, 0.0, 0.0
        n = len(arr)
        lo = bisect.bisect_left(arr, x)
        hi = bisect.bisect_right(arr, x)
        if hi == lo:
            return lo / n, 0.0, 0.0
        tied = self.threats[b].get(x, [])
        ours = sum(1 for t in tied if t <= threat)
        return lo / n, ours / n, (hi - lo - ours) / n


class TournoiBot:
    #: strong level's tuning (measured with ``python3 -m engine simulate``, see README)
    denial = 0.0
    spare_threshold = 1.0
    tight_threshold = 1.5
    threshold_step = 0.25
    model_powers = True
    last_threshold = 1.0
    category_bonus = 1.5
    prior_powers_per_round = 3.0

    def __init__(self, catalogue: Catalogue, level: str) -> None:
        self.cat = catalogue
        self.level = level
        self._everyone: _Pool | None = None
        self._battle_now = ""
        self._ev_cache: dict[tuple[int, str, str], float] = {}
        self._zone_categories: dict[str, int] = {}  # animals per category in our zone

    # --- estimates -------------------------------------------------------------------------
    def _pool(self, cards: Sequence[str], ghost: bool) -> _Pool:
        figs = [sorted(self.cat.species[c].figures[b] for c in cards) for b in range(len(BATTLES))]
        threats: list[dict[float, list[int]]] = [{} for _ in BATTLES]
        for c in cards:
            sp = self.cat.species[c]
            for b, x in enumerate(sp.figures):
                threats[b].setdefault(x, []).append(sp.threat)
        levels = [self.cat.species[c].threat for c in cards]
        n = max(1, len(levels))
        less = tuple(sum(1 for t in levels if t < level) / n for level in range(4))
        same = tuple(sum(1 for t in levels if t == level) / n for level in range(4))
        return _Pool(figs, threats, ghost, less, same)

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
    def _win_chance(pools: list[_Pool], b: int, x: float, smallest: bool, threat: int = 0,
                    steal_ties: bool = False) -> float:
        """Chance to win (alone or tied) against every pool, figures compared as the rules
        do; ``steal_ties``: every tie is ours (a ``win_ties`` card)."""
        p = 1.0
        for pool in pools:
            lt, eq_ours, eq_theirs = pool.below(b, x, threat)
            if steal_ties:
                eq_ours, eq_theirs = eq_ours + eq_theirs, 0.0
            eq = eq_ours + eq_theirs
            tie_share = eq_ours / eq if eq else 0.0
            if smallest:
                gt = 1.0 - lt - eq
                if pool.ghost:
                    # the ghost keeps the larger of two cards: we win unless both are smaller
                    below_or_equal = (lt + eq) ** 2
                    p *= 1.0 - below_or_equal + tie_share * (below_or_equal - lt * lt)
                else:
                    p *= gt + eq_ours
            elif pool.ghost:
                p *= lt * lt + tie_share * ((lt + eq) ** 2 - lt * lt)
            else:
                p *= lt + eq_ours
        return p

    # --- planning --------------------------------------------------------------------------
    def _card_value(self, card: str, view: dict[str, Any], needed: set[str]) -> float:
        sp = self.cat.species[card]
        if self.level == "beginner":
            return 1.0
        value = float(sp.points)
        if self.level == "strong":
            value += self.denial  # a win also keeps the others from protecting their card
            # (measured: 0 does best against random bots, so the default is 0)
            if sp.category in needed:
                value += self.category_bonus
        return value

    def _needed_categories(self, view: dict[str, Any]) -> set[str]:
        if self.level != "strong" or view["bonus"] == "none":
            return set()
        me = view["seats"][view["seat"]]
        have = {self.cat.species[c].category for c in me["zone"]}
        by_id = self.cat.tokens_by_id
        needed: set[str] = set()
        for token in view["tokens"]:
            if view["bonus"] == "trio":
                needed.add(by_id[token["id"]].trio)
            elif token["owner"] is None:
                needed.update(by_id[token["id"]].triple)
        return needed - have

    def _opponent_powers(self, view: dict[str, Any]) -> Mixture:
        """Strong level: what power card the others may have laid on a battle, as a mixture
        ``((chance, card or None), ...)``. The chance that a battle carries one comes from
        how many power cards they still hold and how many they used per round so far; which
        card it is, from the power cards nobody has shown yet."""
        if self.level != "strong" or not self.model_powers:
            return NO_THREAT
        me = view["me"]
        seen = set(me["power_hand"]) | {p["power"] for p in me["placements"] if p["power"]}
        for entry in view["seats"]:
            seen.update(entry["used_powers"])
        unseen = [p for p in self.cat.power_order if p not in seen]
        if not unseen:
            return NO_THREAT
        played_rounds = view["round"] - 1
        rounds_left = view["rounds"] - played_rounds
        free = 1.0
        for entry in view["seats"]:
            if entry["seat"] == view["seat"] or entry["ghost"]:
                continue
            left = entry["power_cards_left"]
            if not left:
                continue
            used = len(entry["used_powers"])
            prior = (self.prior_powers_per_round if len(view["seats"]) <= 2
                     else left / rounds_left)  # several opponents: their even share
            rate = used / played_rounds if played_rounds else prior
            this_round = min(left, max(rate, left / rounds_left), len(BATTLES))
            free *= 1.0 - this_round / len(BATTLES)
        for entry in view["seats"]:
            if entry["ghost"] and entry["power_battle"] is not None:
                free = 0.0 if self._battle_now == entry["power_battle"] else free
        chance = 1.0 - free
        groups: dict[tuple[str, str, float], list[str]] = {}
        for p in unseen:
            card = self.cat.power_cards[p]
            groups.setdefault((card.kind, card.effect, card.amount), []).append(p)
        mixture: list[tuple[float, PowerCard | None]] = [(1.0 - chance, None)]
        for ids in groups.values():
            mixture.append((chance * len(ids) / len(unseen), self.cat.power_cards[ids[0]]))
        return tuple(mixture)

    def _battle_ev(self, pools: list[_Pool], b: int, card: str, value: float,
                   power: str, threats: Mixture = ((1.0, None),)) -> float:
        key = (b, card, power)
        cached = self._ev_cache.get(key)
        if cached is None:
            cached = sum(chance * self._battle_ev_once(pools, b, card, value, power, opp)
                         for chance, opp in threats if chance > 0.0)
            self._ev_cache[key] = cached
        return cached

    def _battle_ev_once(self, pools: list[_Pool], b: int, card: str, value: float,
                        power: str, opp: PowerCard | None) -> float:
        """Expected points of ``card`` on battle ``b`` with our ``power`` (or "") if the
        others lay ``opp`` there (or nothing)."""
        mine = self.cat.power_cards[power] if power else None
        species = self.cat.species[card]
        if opp is not None and opp.effect in ("double_points", "red_list", "close_call"):
            opp = None  # their points or a shared win, not our chances
        if (opp is not None and opp.effect == "cancel_others" and mine is not None
                and mine.kind != "protect" and mine.effect != "cancel_others"):
            mine = None
        if (mine is not None and mine.effect == "cancel_others" and opp is not None
                and opp.kind != "protect" and opp.effect != "cancel_others"):
            opp = None
        x = self.cat.species[card].figures[b]
        smallest = False
        for p in (mine, opp):
            if p is not None and p.kind == "junior":
                smallest = not smallest
        if any(p is not None and p.effect == "force_smallest" for p in (mine, opp)):
            smallest = True  # « Jeu de miroir »: the Junior cards do not count
        if mine is not None and mine.effect in ("multiply_self", "divide_others"):
            x *= mine.amount
        if mine is not None and mine.effect == "herd":
            x *= mine.amount ** self._zone_categories.get(species.category, 0)
        if opp is not None and opp.effect in ("multiply_self", "divide_others"):
            x /= opp.amount
        if opp is not None and opp.effect == "herd":
            x /= 2.0  # their group is unknown: about one animal of the kind by then
        sure, unlikely = (0.95, 0.05) if pools else (0.0, 0.0)
        if mine is not None and mine.effect == "swap_highest":
            win = unlikely if smallest else sure
        elif opp is not None and opp.effect == "swap_highest":
            win = sure if smallest else unlikely
        elif any(p is not None and p.effect == "all_equal" for p in (mine, opp)):
            win = 1.0  # every figure equal: the most threatened species wins, ties shared
            for pool in pools:
                win *= pool.less_threatened[species.threat] + pool.as_threatened[species.threat]
        elif mine is not None and mine.effect == "close_call":
            # we also win if our figure is within a factor ``amount`` of the winning one
            near = x / mine.amount if smallest else x * mine.amount
            win = self._win_chance(pools, b, near, smallest, 3)
        else:
            steal = mine is not None and mine.effect == "win_ties"
            win = self._win_chance(pools, b, x, smallest, self.cat.species[card].threat, steal)
        if mine is not None and mine.kind == "protect":
            points = self.cat.species[card].points
            return points + win * (value - points)
        if mine is not None and mine.effect == "bonus_points":
            return win * (value + mine.amount)
        if mine is not None and mine.effect == "double_points":
            return win * (value + species.points)
        if mine is not None and mine.effect == "red_list":
            saved = 1.0
            for pool in pools:  # every other card on the battle less threatened than ours
                saved *= pool.less_threatened[species.threat]
            return win * value + (1.0 - win) * saved * species.points
        return win * value

    def plan(self, view: dict[str, Any]) -> tuple[dict[int, str], dict[int, str]]:
        """(battle index -> card, battle index -> power card) for this round: the layout and
        power cards with the best expected points, each power card used costing the point it
        would score if kept."""
        self._ev_cache = {}  # (battle, card, power) -> expected points, for this plan only
        self._zone_categories = self._categories_in_zone(view)
        me = view["me"]
        fixed = {b: p["card"] for b, p in enumerate(me["placements"]) if p["card"]}
        fixed_powers = {b: p["power"] for b, p in enumerate(me["placements"]) if p["power"]}
        free = [b for b in range(len(BATTLES)) if b not in fixed]
        hand = list(me["hand"])
        pools = self._opponent_pools(view)
        needed = self._needed_categories(view)
        threats = {}
        for b in range(len(BATTLES)):
            self._battle_now = BATTLES[b]
            threats[b] = self._opponent_powers(view)
        values = {c: self._card_value(c, view, needed) for c in [*hand, *fixed.values()]}
        best: tuple[float, dict[int, str], dict[int, str]] | None = None
        for perm in itertools.permutations(hand, len(free)):
            layout = dict(fixed)
            layout.update(zip(free, perm, strict=False))
            ev = sum(self._battle_ev(pools, b, c, values[c], fixed_powers.get(b, ""), threats[b])
                     for b, c in layout.items())
            powers, gain = self._plan_powers(view, pools, layout, values, fixed_powers,
                                             threats)
            ev += gain
            if best is None or ev > best[0] + 1e-12:
                best = (ev, layout, powers)
        if best is None:
            return dict(fixed), {}
        return best[1], best[2]

    def _plan_powers(self, view: dict[str, Any], pools: list[_Pool], layout: dict[int, str],
                     values: dict[str, float], fixed_powers: dict[int, str],
                     threats: dict[int, Mixture]) -> tuple[dict[int, str], float]:
        hand_powers = list(view["me"]["power_hand"])
        if not hand_powers:
            return {}, 0.0
        rounds_left = view["rounds"] - view["round"]  # rounds after this one
        threshold = 1.0
        if self.level == "beginner":
            if fixed_powers:
                return {}, 0.0  # one power card a round, already laid
            threshold = BEGINNER_POWER_GAIN
        if self.level == "strong":
            # keep enough cards for the rounds to come: the last ones are dearer to spend
            if rounds_left == 0:
                threshold = self.last_threshold
            elif len(hand_powers) > rounds_left:
                threshold = self.spare_threshold
            else:
                threshold = self.tight_threshold
        gains = []
        for b, card in layout.items():
            if b in fixed_powers:
                continue
            base = self._battle_ev(pools, b, card, values[card], "", threats[b])
            for p in hand_powers:
                gain = self._battle_ev(pools, b, card, values[card], p, threats[b]) - base
                gains.append((gain, b, p))
        gains.sort(key=lambda g: (-g[0], g[1], g[2]))
        chosen: dict[int, str] = {}
        used: set[str] = set()
        total = 0.0
        for gain, b, p in gains:
            if gain <= threshold:
                break
            if b in chosen or p in used:
                continue
            chosen[b] = p
            used.add(p)
            total += gain - threshold
            if self.level == "beginner":
                break  # one a round
            if self.level == "strong":
                threshold += self.threshold_step  # each further card is worth more kept
        return chosen, total

    def _categories_in_zone(self, view: dict[str, Any]) -> dict[str, int]:
        """Animals per category in every protected zone (« Force du groupe » counts them)."""
        counts: dict[str, int] = {}
        for entry in view["seats"]:
            for c in entry["zone"]:
                category = self.cat.species[c].category
                counts[category] = counts.get(category, 0) + 1
        return counts

    def ghost_power_battle(self, view: dict[str, Any]) -> int:
        """Solo: the battle where the ghost's face-down power card hurts us least, on
        average over the cards we may still draw and the power cards nobody has shown."""
        me = view["me"]
        mine = view["seats"][view["seat"]]
        self._zone_categories = self._categories_in_zone(view)
        seen = set(me["power_hand"])
        for entry in view["seats"]:
            seen.update(entry["used_powers"])
        unseen = [self.cat.power_cards[p] for p in self.cat.power_order if p not in seen]
        gone = set(mine["zone"])
        for record in view["history"]:
            for e in record["entries"]:
                if e["seat"] == view["seat"]:
                    gone.add(e["card"])  # lost cards are discarded in solo
        if view["deck_mode"] == "shared":
            for record in view["history"]:
                for e in record["entries"]:
                    gone.add(e["card"])
                    if e["other_card"]:
                        gone.add(e["other_card"])
        cards = [c for c in mine["deck_list"] if c not in gone] or list(mine["deck_list"])
        pools = self._opponent_pools(view)
        best_b, best = 0, float("-inf")
        for b in range(len(BATTLES)):
            total = 0.0
            for card in cards:
                value = float(self.cat.species[card].points)
                base = self._battle_ev_once(pools, b, card, value, "", None)
                total += sum(self._battle_ev_once(pools, b, card, value, "", opp) - base
                             for opp in unseen) / max(1, len(unseen))
            if total > best + 1e-12:
                best_b, best = b, total
        return best_b

    # --- the Bot protocol ------------------------------------------------------------------
    def choose(self, view: dict[str, Any], legal: Sequence[Action], rng: Prng) -> Action:
        if view["phase"] == "ghost_power":
            if self.level == "beginner":
                return rng.choice(legal)
            ghost_move = PlaceGhostPower(BATTLES[self.ghost_power_battle(view)])
            return ghost_move if ghost_move in legal else legal[0]
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


def _bot_factory(level: str) -> Callable[[], Bot[Action]]:
    return lambda: TournoiBot(catalogue(), level)


#: level -> a new bot of that level, with the packaged catalogue (``Game.make_bot`` reads it)
BOTS: dict[str, Callable[[], Bot[Action]]] = {level: _bot_factory(level) for level in LEVELS}
