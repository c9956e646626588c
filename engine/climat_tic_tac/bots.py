"""Bots for Climat Tic Tac. They read only their seat's (reduced) view: no Défi word, no other
seat's hidden hand or role, no pile order.

One evaluation for every level, in "chance the team loses" as unit:

- **cities**: for each habitable city, the chance it falls within the horizon, counted card by
  card from the Aléas cards still to come (each city is named by two ordinary cards, plus the
  Seuil cards once they are in): a card that would push the city to 3 pawns of a type or 4 in
  all, times the chance that card is drawn within the horizon. A lost city costs the share of
  the loss budget it uses (1 / (cities still allowed + 1)), so the last allowed loss weighs the
  most; a small cost per pawn stands for the risk beyond the horizon;
- **CO2**: the units the ppm cursor will still take until 2100 (cloud, future emissions, the
  permanent tokens for every count left, the CO2 of the Aléas cards to come, minus what the
  team's future turns will remove on average) against the units left below the loss line of
  the difficulty, as a logistic chance of losing.

Levels:

- ``beginner``: plays the card that removes the most pawns from cities close to falling, or
  CO2 when the cloud is high; never takes a Défi, never uses a cooperation token, places pawns
  on the emptiest city;
- ``medium``: the evaluation above with a horizon of the rest of this round and the next;
  takes a Défi when p·boosted + (1 − p)·weakened beats the normal effect at the average odds;
- ``strong``: the evaluation over the rest of the game; counts the Défi backs still unseen to
  weigh the odds of each kind; keeps in hand the cards worth most later; postpones a CO2
  removal when the cloud holds fewer units than the card removes; renews a weak hand and, in
  the cooperative game, swaps for a partner's better card; in the semi-cooperative game it
  also weighs its own role's cities (malus), without ever trading the team's win for them.

No bot judges a Défi: whenever a bot must give a verdict it lets chance decide at the odds the
table sees (``ResolveChallengeByChance``), and it picks the word to draw or mime at random.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache, partial
from typing import Any

from engine.core import Bot, Prng

from .actions import (
    Action,
    AskSwap,
    ChallengeResult,
    ChooseWord,
    Discard,
    GiveBack,
    OfferSwap,
    PlacePawn,
    PlayCard,
    RemovePawn,
    Renew,
    ResolveChallengeByChance,
)
from .content import content_index
from .state import HAZARDS, KINDS
from .turns import turn_order

#: the average CO2 units a future turn of the team removes (measured, strong bots, ~1.1)
FUTURE_REMOVAL = {"beginner": 0.0, "medium": 0.8, "strong": 1.0}
PAWN_COST = 0.004
CO2_SIGMA = 2.5
PAIR_WEIGHT = 0.0
TEAM_PLAN = True
STRONG_ROUNDS = 2
SEUIL_COST = 0.1
CO2_OVER = 0.05
TEAM_WEIGHT = 1.0


@lru_cache(maxsize=1)
def _tables() -> dict[str, Any]:
    """Per Aléas card: pawns per city index and CO2; per city index: the cards naming it."""
    index = content_index()
    cards: dict[str, Any] = {}
    for cid, card in index.aleas.items():
        hits: dict[int, list[int]] = {}
        co2 = 0.0
        for step in card["effects"]:
            if step["op"] == "add_hazards" and step["target"]["kind"] == "city":
                i = index.index[step["target"]["city"]]
                row = hits.setdefault(i, [0, 0, 0])
                for h, n in step["pawns"].items():
                    row[HAZARDS.index(h)] += n
            elif step["op"] == "add_co2":
                co2 += step["units"]
            elif step["op"] == "add_permanent_token":
                co2 += 1.5  # a "Plus de CO2" token, a few counts on average
        cards[cid] = {"hits": {i: tuple(r) for i, r in hits.items()}, "co2": co2}
    return {"cards": cards}


Pos = tuple[list[list[int]], set[int], int, int, int]


def _lost_by(p: Sequence[int]) -> bool:
    return max(p) >= 3 or sum(p) >= 4


class Ctx:
    """What one decision needs, computed once from the view."""

    def __init__(self, view: dict[str, Any], level: str) -> None:
        index = content_index()
        self.index = index
        self.view = view
        self.level = level
        self.seat = view["seat"]
        self.players = view["players"]
        self.pawns = [[c["pawns"][h] for h in HAZARDS] for c in view["cities"]]
        self.lost = {index.index[c] for c in view["lost"]}
        self.max_lost = view["max_lost"]
        self.cloud = view["cloud"]
        self.more = view["tokens"]["more_co2"]
        self.less = view["tokens"]["less_co2"]
        order = turn_order(self.players)
        r = view["round"]
        per_round = len(order)
        # Aléas draws still to come (the current turn's if its Aléas card is not drawn yet)
        left_round = per_round - view["turn_index"] - (view["aleas_card"] is not None)
        left_round = max(0, left_round)
        self.draws_game = left_round + per_round * (6 - r)
        if level == "strong":
            horizon = min(self.draws_game, left_round + per_round * STRONG_ROUNDS)
        elif level == "medium":
            horizon = left_round + (per_round if r < 6 else 0)
        else:
            horizon = left_round
        tables = _tables()["cards"]
        out = set(view["aleas_discard"]) | set(view["aleas_boxed"])
        if view["aleas_card"]:
            out.add(view["aleas_card"])
        pool = [*index.ordinary, *(index.seuil if view["seuil_added"] else ())]
        remaining = [c for c in pool if c not in out]
        pile = max(1, view["aleas_pile"])
        p_draw = min(1.0, horizon / pile)
        self.p_draw = p_draw
        self.threats: dict[int, list[tuple[float, tuple[int, ...]]]] = {}
        co2_cards = 0.0
        for cid in remaining:
            info = tables[cid]
            co2_cards += info["co2"]
            for i, hit in info["hits"].items():
                self.threats.setdefault(i, []).append((p_draw, hit))
        p_game = min(1.0, self.draws_game / pile)
        self.aleas_co2 = co2_cards * p_game
        # CO2 still to count, beyond the cloud and tokens
        self.future_emissions = sum(view["emissions"][k] for k in range(r, 6))
        self.counts_left = 6 - r + 1
        turns_left = max(0, self.draws_game - 1)
        self.future_removal = FUTURE_REMOVAL.get(level, 0.0) * turns_left
        self.seuil_added = view["seuil_added"]
        self.round = r
        self.ppm = view["ppm"]
        self.units_allowed = (view["loss_ppm"] - view["ppm"]) // view["ppm_per_unit"] - 1
        # semi-cooperative: own role's cities
        self.own: set[int] = set()
        roles = view.get("roles") or []
        if roles and self.seat is not None and roles[self.seat] is not None and level == "strong":
            self.own = {index.index[c] for c in index.roles[roles[self.seat]]["cities"]}

    # --- evaluation -----------------------------------------------------------------------
    def city_risk(self, i: int, p: Sequence[int]) -> float:
        risk = 0.0
        threats = self.threats.get(i, ())
        for prob, hit in threats:
            if _lost_by((p[0] + hit[0], p[1] + hit[1], p[2] + hit[2])):
                risk += prob
            elif self.level == "strong":  # two cards naming the city may add up
                for prob2, hit2 in threats:
                    if hit2 is not hit and _lost_by((p[0] + hit[0] + hit2[0],
                                                     p[1] + hit[1] + hit2[1],
                                                     p[2] + hit[2] + hit2[2])):
                        risk += 0.5 * PAIR_WEIGHT * prob * prob2
        if self.level == "beginner":
            slack = min(3 - max(p), 4 - sum(p))
            risk = {1: 0.6, 2: 0.2}.get(slack, 0.05)
        return min(1.0, risk)

    def loss_price(self, lost: int) -> float:
        left = self.max_lost - lost
        if left < 0:
            return 0.0
        return 1.0 / (left + 1)

    def value(self, pawns: list[list[int]], lost: set[int], cloud: int, more: int,
              less: int) -> float:
        """Minus the chance the team loses (roughly); higher is better."""
        if len(lost) > self.max_lost:
            return -10.0
        price = self.loss_price(len(lost))
        total = 0.0
        for i, p in enumerate(pawns):
            if i in lost:
                continue
            n = p[0] + p[1] + p[2]
            if n == 0:
                continue
            r = self.city_risk(i, p)
            total += price * r + PAWN_COST * n
            if i in self.own:
                total += 0.01 * n + 0.04 * r
        lost_own = len(lost & self.own)
        total += 0.04 * lost_own
        # lost cities already spent the budget: a small price each so the search avoids them
        total += 0.2 * len(lost)
        return -total - self.co2_risk(cloud, more, less)

    def co2_risk(self, cloud: int, more: int, less: int) -> float:
        units = (cloud + self.future_emissions + (more - less) * self.counts_left
                 + self.aleas_co2 - self.future_removal)
        if self.level == "beginner":
            units = cloud + (more - less)
            margin = self.units_allowed - units
            return 0.5 if margin < 3 else 0.0
        margin = self.units_allowed - units
        risk = 1.0 / (1.0 + math.exp(margin / CO2_SIGMA))
        if self.level == "strong" and margin < 0:
            # past the line the logistic is flat: keep every unit worth something
            risk += CO2_OVER * -margin
        # the Seuil cards come in at the first count at or above 450 ppm
        if (self.level == "strong" and not self.seuil_added and self.round < 6
                and self.ppm + 5 * max(0, cloud + more - less) >= 450):
            risk += SEUIL_COST
        return risk

    def base(self) -> float:
        return self.value(self.pawns, self.lost, self.cloud, self.more, self.less)

    # --- effects on a copy ---------------------------------------------------------------------
    def position(self) -> Pos:
        return ([list(p) for p in self.pawns], set(self.lost), self.cloud, self.more, self.less)

    def simulate(self, steps: list[dict[str, Any]], pos: Pos | None = None) -> float:
        return self.value(*self.apply(steps, pos))

    def apply(self, steps: list[dict[str, Any]], pos: Pos | None = None) -> Pos:
        """The position after ``steps`` (the bot's own greedy choices for pawns)."""
        src = pos or (self.pawns, self.lost, self.cloud, self.more, self.less)
        pawns = [list(p) for p in src[0]]
        lost = set(src[1])
        cloud, more, less = src[2], src[3], src[4]
        for step in steps:
            op = step["op"]
            if op == "remove_co2":
                cloud = max(0, cloud - step["units"])
            elif op == "add_co2":
                cloud += step["units"]
            elif op == "add_permanent_token":
                if step["token"] == "less_co2":
                    if more:
                        more -= 1
                    elif less < 3:
                        less += 1
                    else:
                        cloud = max(0, cloud - 1)
                else:
                    if less:
                        less -= 1
                    elif more < 3:
                        more += 1
                    else:
                        cloud += 1
            elif op == "remove_hazards":
                self._greedy_remove(pawns, lost, step)
            elif op == "add_hazards":
                self._greedy_add(pawns, lost, step)
        return pawns, lost, cloud, more, less

    def _cities(self, target: dict[str, Any]) -> list[int]:
        index = self.index
        kind = target["kind"]
        if kind == "city":
            return [index.index[target["city"]]]
        if kind == "zone":
            return [index.index[c] for c in index.cities if index.zone_of[c] == target["zone"]]
        if kind == "coastal":
            return [index.index[c] for c in index.cities if c in index.coastal]
        return list(range(len(index.cities)))

    def _greedy_remove(self, pawns: list[list[int]], lost: set[int], step: dict[str, Any]) -> None:
        cities = [i for i in self._cities(step["target"]) if i not in lost]
        choices = step["choices"]
        removed = [0, 0, 0]
        while True:
            best = None
            for h in range(3):
                if not any(all(removed[k] + (k == h) <= b.get(HAZARDS[k], 0) for k in range(3))
                           for b in choices):
                    continue
                for i in cities:
                    p = pawns[i]
                    if p[h] == 0:
                        continue
                    q = list(p)
                    q[h] -= 1
                    gain = self.city_risk(i, p) - self.city_risk(i, q) + 0.001 * (i in self.own)
                    if best is None or gain > best[0]:
                        best = (gain, i, h)
            if best is None:
                return
            _, i, h = best
            pawns[i][h] -= 1
            removed[h] += 1

    def _greedy_add(self, pawns: list[list[int]], lost: set[int], step: dict[str, Any]) -> None:
        cities = [i for i in self._cities(step["target"]) if i not in lost]
        for h_name, n in step["pawns"].items():
            h = HAZARDS.index(h_name)
            for _ in range(n):
                if not cities:
                    return
                i = min(cities, key=lambda c: self.place_cost(pawns, c, h))
                self.put(pawns, lost, i, h)
                cities = [c for c in cities if c not in lost]

    def put(self, pawns: list[list[int]], lost: set[int], i: int, h: int) -> None:
        pawns[i][h] += 1
        if _lost_by(pawns[i]):
            lost.add(i)
            pawns[i] = [0, 0, 0]

    def place_cost(self, pawns: list[list[int]], i: int, h: int) -> float:
        p = pawns[i]
        q = list(p)
        q[h] += 1
        if _lost_by(q):
            return 100.0 + 10 * (i in self.own)
        own = 0.05 if i in self.own else 0.0
        return self.city_risk(i, q) - self.city_risk(i, p) + 0.01 * sum(q) + own


class CttBot:
    def __init__(self, level: str) -> None:
        self.level = level

    def choose(self, view: dict[str, Any], legal: Sequence[Action], rng: Prng) -> Action:
        # bots never ask another seat for a swap during their turn (their own swap is OfferSwap
        # at the start of it); the swaps the book also allows in the middle of a turn (during
        # an effect, before discarding) they leave to people
        mid_turn = view["phase"] in ("effect", "discard")
        legal = [a for a in legal if not isinstance(a, AskSwap)
                 and not (mid_turn and isinstance(a, OfferSwap))] or list(legal)
        first = legal[0]
        if view["phase"] == "offer":  # asked to give a card: the one worth least to keep
            return self._discard(Ctx(view, self.level), legal)
        if isinstance(first, (ChallengeResult, ResolveChallengeByChance)):
            return next(a for a in legal if isinstance(a, ResolveChallengeByChance))
        if isinstance(first, ChooseWord):
            return legal[rng.below(len(legal))]
        ctx = Ctx(view, self.level)
        if isinstance(first, (PlayCard, Renew, OfferSwap)):
            return self._action(ctx, view, legal, rng)
        if isinstance(first, Discard):
            return self._discard(ctx, legal)
        if isinstance(first, GiveBack):
            return self._give_back(ctx, view, legal)
        if isinstance(first, RemovePawn):
            return self._remove(ctx, legal)
        if isinstance(first, PlacePawn):
            return self._place(ctx, view, legal)
        return legal[rng.below(len(legal))]

    # --- card values ---------------------------------------------------------------------------
    def card_value(self, ctx: Ctx, card: str, base: float) -> tuple[float, bool]:
        """(gain of the best way to play ``card`` now, whether that way is a Défi)."""
        effects = ctx.index.actions[card]["effects"]
        normal = ctx.simulate(effects["normal"]) - base
        if self.level == "beginner":
            return normal, False
        boosted = ctx.simulate(effects["boosted"]) - base
        weakened = ctx.simulate(effects["weakened"]) - base
        p = self._odds(ctx)
        challenge = p * boosted + (1 - p) * weakened
        if challenge > normal + 1e-9:
            return challenge, True
        return normal, False

    def _odds(self, ctx: Ctx) -> float:
        odds = ctx.view["odds"]
        if self.level != "strong":
            return sum(odds[k] for k in KINDS) / 300.0
        # the kind is the back of the card under the one drawn: count the unseen backs
        unseen = {k: 12 for k in KINDS}
        for back in ctx.view["defi_discard"]:
            unseen[back] -= 1
        top = ctx.view["defi_next_back"]
        if top is not None:
            unseen[top] -= 1
        total = sum(max(0, v) for v in unseen.values())
        if total <= 0:
            return sum(odds[k] for k in KINDS) / 300.0
        return sum(max(0, unseen[k]) * odds[k] for k in KINDS) / (100.0 * total)

    def _is_co2_card(self, ctx: Ctx, card: str) -> bool:
        return ctx.index.actions[card]["kind"] == "mitigation"

    def _action(self, ctx: Ctx, view: dict[str, Any], legal: Sequence[Any], rng: Prng) -> Action:
        base = ctx.base()
        hand = view["hands"][ctx.seat] or []
        scored = []
        for card in hand:
            gain, challenge = self.card_value(ctx, card, base)
            if self.level == "strong" and self._is_co2_card(ctx, card):
                # a removal is worth more once the round's Aléas have added their CO2: wait
                # when the cloud cannot take the whole card and the round is not ending
                units = sum(s.get("units", 0) for s in ctx.index.actions[card]["effects"]["normal"]
                            if s["op"] == "remove_co2")
                if units > ctx.cloud:
                    gain -= 0.002 * (units - ctx.cloud)
            scored.append((gain, card, challenge))
        if self.level == "strong" and TEAM_PLAN and view["mode"] == "coop":
            scored = self._team_plan(ctx, view, scored, base)
        scored.sort(key=lambda t: (-t[0], t[1]))
        best_gain, best_card, best_challenge = scored[0]
        if self.level == "strong":
            token = self._token_move(ctx, view, legal, scored, base)
            if token is not None:
                return token
        action = PlayCard(best_card, best_challenge)
        return action if action in legal else PlayCard(best_card, False)

    def _team_plan(self, ctx: Ctx, view: dict[str, Any], scored: list[tuple[float, str, bool]],
                   base: float) -> list[tuple[float, str, bool]]:
        """Open hands: the value of each of my cards once the partners still to play this
        round have answered greedily with their own hands (no two seats on the same city)."""
        order = turn_order(ctx.players)
        later = [p for p in order[view["turn_index"] + 1:] if p != ctx.seat]
        if not later:
            return scored
        out = []
        for gain, card, challenge in scored:
            # the partners answer the normal effect (a Défi's expected value stays in ``gain``)
            pos = ctx.apply(ctx.index.actions[card]["effects"]["normal"])
            used = {card}
            for p in later:
                hand = [c for c in (view["hands"][p] or []) if c not in used]
                if not hand:
                    continue
                now = ctx.value(*pos)
                best = max(hand, key=lambda c: ctx.simulate(ctx.index.actions[c]["effects"]["normal"], pos))
                after = ctx.apply(ctx.index.actions[best]["effects"]["normal"], pos)
                if ctx.value(*after) > now:
                    pos = after
                    used.add(best)
            alone = ctx.simulate(ctx.index.actions[card]["effects"]["normal"]) - base
            team = ctx.value(*pos) - base
            out.append((gain + TEAM_WEIGHT * (team - alone), card, challenge))
        return out

    def _token_move(self, ctx: Ctx, view: dict[str, Any], legal: Sequence[Action],
                    scored: list[tuple[float, str, bool]], base: float) -> Action | None:
        """A cooperation-token move worth making (a swap, a renewal), or None."""
        if not any(isinstance(a, Renew) for a in legal):
            return None
        best = scored[0][0]
        # swap: a partner's open hand holds a card much better now (cooperative game only)
        if view["mode"] == "coop":
            offer = None
            for p, hand in enumerate(view["hands"]):
                if p == ctx.seat or not hand:
                    continue
                for card in hand:
                    gain, _ = self.card_value(ctx, card, base)
                    if gain > best + 0.05 and (offer is None or gain > offer[0]):
                        offer = (gain, p)
            if offer is not None:
                worst = scored[-1][1]
                action = OfferSwap(worst, offer[1])
                if action in legal:
                    return action
        # renew: nothing in hand does much, late enough that the token is not wasted
        if best < 0.01 and view["round"] >= 2:
            return Renew()
        return None

    def _discard(self, ctx: Ctx, legal: Sequence[Any]) -> Action:
        if self.level == "beginner":
            return legal[0] if len(legal) == 1 else min(
                legal, key=lambda a: (self._raw_size(ctx, a.card), a.card))
        base = ctx.base()
        # keep the card worth the most later: CO2 cards keep their value, a city card is
        # worth what its city may need (its value now, plus a little for being specific)
        def keep(a: Any) -> tuple[float, str]:
            gain, _ = self.card_value(ctx, a.card, base)
            if self._is_co2_card(ctx, a.card):
                gain = max(gain, 0.01)
            return gain, a.card
        return min(legal, key=keep)

    def _raw_size(self, ctx: Ctx, card: str) -> int:
        size = 0
        for step in ctx.index.actions[card]["effects"]["normal"]:
            if step["op"] == "remove_co2":
                size += step["units"]
            elif step["op"] == "remove_hazards":
                size += sum(step["choices"][0].values())
            elif step["op"] == "add_permanent_token":
                size += 3
        return size

    def _give_back(self, ctx: Ctx, view: dict[str, Any], legal: Sequence[Any]) -> Action:
        base = ctx.base()
        values = {a: self.card_value(ctx, a.card, base)[0] for a in legal}
        if view["mode"] == "coop":  # the giver plays now: give what helps the most now
            return max(legal, key=lambda a: (values[a], a.card))
        return min(legal, key=lambda a: (values[a], a.card))

    def _remove(self, ctx: Ctx, legal: Sequence[Any]) -> Action:
        def gain(a: Any) -> tuple[float, str, str]:
            i = ctx.index.index[a.city]
            h = HAZARDS.index(a.hazard)
            p = ctx.pawns[i]
            q = list(p)
            q[h] -= 1
            g = ctx.city_risk(i, p) - ctx.city_risk(i, q) + 0.0001 * sum(p)
            if i in ctx.own:
                g += 0.002
            return g, a.city, a.hazard
        return max(legal, key=gain)

    def _place(self, ctx: Ctx, view: dict[str, Any], legal: Sequence[Any]) -> Action:
        task = view["task"]
        h = HAZARDS.index(task["hazard"]) if task and task["hazard"] else 2
        if self.level == "beginner":
            return min(legal, key=lambda a: (sum(ctx.pawns[ctx.index.index[a.city]]), a.city))
        return min(legal, key=lambda a: (ctx.place_cost(ctx.pawns, ctx.index.index[a.city], h),
                                         a.city))


#: level -> a new bot of that level (the core's ``Game.make_bot`` reads this table)
BOTS: dict[str, Callable[[], Bot[Action]]] = {
    level: partial(CttBot, level) for level in ("beginner", "medium", "strong")}
