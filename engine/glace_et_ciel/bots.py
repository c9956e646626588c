"""Cooperative bots for La Glace et le Ciel. They read only their seat's view.

Every level plays the same way and differs only in how often it slips:

- the look-ahead: for the best few placements by the team evaluation (below), deal the unseen
  cards at random to the partners (as their hands might be; in the open-hand variants the
  hands are known), draw its own objective from its belief
  (``deduction.possible_objectives``: every candidate still consistent with the
  announcements, weighted by its probability), play the rest of the generation greedily with
  the one-move evaluation for every seat, and keep the placement whose futures end best
  (6 placements × 6–10 futures; 10 × 12–20 in expert mode, where the CH4 make it harder);
- a *slip*: with the level's slip rate (``SLIPS``, by variant and player count) the bot lays
  a random legal placement instead. ``strong`` never slips; ``medium`` and ``beginner`` slip
  at the rates that make them win about 70 % and 40 % of the games a team of them plays
  (the measured ladder is in the README);
- ``oracle`` (reference only, never offered to players): ``strong`` that sees its own
  objective, through ``GlaceEtCiel.bot_view``. It measures what the deduction costs.

The evaluation (all in "objectives" as unit):

- each objective achieved on the board counts 1 (its owner's belief weights one's own), the
  closer to the generation's end the more it is worth (late changes are hard to repair);
- each visible CO2 (and CH4 in expert mode) costs the chance that nobody covers it before the
  generation ends times the price of a Glace card, which grows as the Glace shrinks (the last
  flip loses the game);
- a CO2 card kept in hand costs a little more every turn: played late it cannot be covered.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.core import Prng
from engine.core.game import Bot

from . import content
from .actions import Action, Place
from .content import CARDS_PER_GENERATION, COLUMNS, ELEMENTS, LINES, Deck
from .deduction import possible_objectives

#: price of one Glace card, in objectives, by the Glace value still showing
FLIP_PRICE = {3: 1.6, 2: 2.2, 1: 8.0, 0: 0.0}
LAST_GENERATION = 3


#: how often a level "slips" (plays a random legal placement instead of its choice), by
#: variant and player count: the knob that spaces the levels into a ladder (about 40 % of
#: games won for beginner, 70 % for medium, strong the best; measured in the README).
#: Public facts only: the variant and the player count are in every view.
#: (Chosen with ``tools/glace_et_ciel_tuning/tune_ladder.py``: win rate at slip rates 0.05–0.5,
#: interpolated. In expert mode at 2 players strong itself wins about 72 %, so medium aims
#: about 60 % there.)
SLIPS: dict[str, dict[tuple[str, int], float]] = {
    "beginner": {
        ("standard", 2): 0.205, ("standard", 3): 0.30, ("standard", 4): 0.225,
        ("expert", 2): 0.19, ("expert", 3): 0.23, ("expert", 4): 0.19,
        ("jeunes", 2): 0.24, ("jeunes", 3): 0.28, ("jeunes", 4): 0.22,
        ("poussin", 2): 0.43, ("poussin", 3): 0.59, ("poussin", 4): 0.41,
    },
    "medium": {
        ("standard", 2): 0.04, ("standard", 3): 0.14, ("standard", 4): 0.10,
        ("expert", 2): 0.045, ("expert", 3): 0.095, ("expert", 4): 0.063,
        ("jeunes", 2): 0.038, ("jeunes", 3): 0.144, ("jeunes", 4): 0.075,
        ("poussin", 2): 0.25, ("poussin", 3): 0.32, ("poussin", 4): 0.26,
    },
}


class GlaceBot:
    """One bot; ``level`` is beginner, medium, strong or oracle.

    ``slip`` overrides the level's slip rate (``SLIPS``): the ladder tuning script uses it.
    """

    #: look-ahead breadth by variant: placements tried, dealt futures with few / many cards
    #: left; wider in expert mode, where the three CH4 make the futures matter more
    breadths: dict[str, tuple[int, int, int]] = {"expert": (10, 20, 12)}
    default_breadth = (6, 10, 6)

    def __init__(self, level: str, deck: Deck, slip: float | None = None,
                 breadth: tuple[int, int, int] | None = None) -> None:
        self.level = level
        self.deck = deck
        self.slip = slip
        self.breadth = breadth
        # (row, value, co2, ch4) by card id: the only card facts the evaluation needs
        self.facts = {cid: (c.row, c.value, c.co2, c.ch4) for cid, c in deck.by_id.items()}
        self.generation_ids = tuple(tuple(c.id for c in cards) for cards in deck.generations)

    def slip_rate(self, view: dict[str, Any]) -> float:
        if self.slip is not None:
            return self.slip
        return SLIPS.get(self.level, {}).get((view["variant"], view["players"]), 0.0)

    # --- entry point -----------------------------------------------------------------------
    def choose(self, view: dict[str, Any], legal: Sequence[Place], rng: Prng) -> Place:
        if len(legal) == 1:
            return legal[0]
        slip = self.slip_rate(view)
        if slip and rng.random() < slip:
            return legal[rng.below(len(legal))]
        me = view["seat"]
        ctx = _Context(view, self.facts, self.generation_ids, me)
        scored = sorted(((ctx.evaluate_move(a), i) for i, a in enumerate(legal)), reverse=True)
        if ctx.remaining_after_me > 0:
            breadth = self.breadth or self.breadths.get(view["variant"], self.default_breadth)
            return self._look_ahead(ctx, legal, scored, rng, breadth)
        return legal[scored[0][1]]

    def _look_ahead(self, ctx: _Context, legal: Sequence[Place],
                    scored: list[tuple[float, int]], rng: Prng,
                    breadth: tuple[int, int, int]) -> Place:
        """Try the best few placements against a handful of dealt futures."""
        top_k, samples_late, samples_early = breadth
        top = [i for _, i in scored[:top_k]]
        if len(top) == 1:
            return legal[top[0]]
        samples = samples_late if ctx.remaining_after_me <= 6 else samples_early
        totals = dict.fromkeys(top, 0.0)
        for _ in range(samples):
            hands = ctx.deal_unknown(rng)
            objectives = ctx.sample_objectives(rng)
            for i in top:
                totals[i] += ctx.rollout(legal[i], hands, objectives)
        best = max(top, key=lambda i: (totals[i], -top.index(i)))
        return legal[best]


class _Context:
    """The bot's reading of one view: board, hands, objectives and what is left to play."""

    def __init__(self, view: dict[str, Any], facts: dict[str, tuple[int, int, bool, bool]],
                 generation_ids: tuple[tuple[str, ...], ...], me: int) -> None:
        self.facts = facts
        self.me = me
        self.expert = view["variant"] == "expert"
        # value and molecules that count, by card id (None: an empty cell)
        self.value: dict[str | None, int] = {cid: f[1] for cid, f in facts.items()}
        self.value[None] = 0
        self.dirt: dict[str | None, int] = {
            cid: int(f[2]) + int(f[3] and self.expert) for cid, f in facts.items()}
        self.dirt[None] = 0
        self.players = view["players"]
        self.expert = view["variant"] == "expert"
        self.molecules = view["variant"] != "poussin"
        self.generation = view["generation"]
        self.placed = view["placed_this_generation"]
        self.remaining_after_me = CARDS_PER_GENERATION - self.placed - 1
        self.board = [[c["id"] for c in cell["stack"]]
                      for row in view["board"] for cell in row["cells"]]
        self.hand = [c["id"] for c in view["hand"]]
        self.hands = [None if h is None else [c["id"] for c in h] for h in view["hands"]]
        self.hand_sizes = view["hand_sizes"]
        glace = view["glace"]
        self.flip_price = FLIP_PRICE[glace["value"]] if glace else 0.0
        # the team's objectives: (line index, value, weight) per seat
        self.known: list[list[tuple[int, int, float]]] = []
        for p, o in enumerate(view["objectives"]):
            if o is not None:
                self.known.append([(LINES.index(o["repere"]), o["biosphere"], 1.0)])
            elif p == me:
                self.known.append([(LINES.index(c["repere"]), c["biosphere"], c["probability"])
                                   for c in possible_objectives(view, me)])
            else:
                self.known.append([])
        # cards of this generation nobody has seen yet (in the partners' hidden hands)
        on_board = {c for stack in self.board for c in stack}
        in_sight = set(self.hand) | {c for h in self.hands if h for c in h}
        self.unknown = [cid for cid in generation_ids[self.generation - 1]
                        if cid not in on_board and cid not in in_sight]
        # cards of each element still to be laid this generation (mine included)
        self.left_by_row = [0, 0, 0]
        self.dirty_by_row = [0, 0, 0]
        for cid in [*self.unknown, *in_sight]:
            self.left_by_row[facts[cid][0]] += 1
            self.dirty_by_row[facts[cid][0]] += self._dirt(cid)

    # --- the static evaluation ----------------------------------------------------------
    def evaluate_move(self, action: Place) -> float:
        cell = 3 * ELEMENTS.index(action.row) + COLUMNS.index(action.column)
        board = [stack[-1] if stack else None for stack in self.board]
        board[cell] = action.card
        hand = [c for c in self.hand if c != action.card]
        left, dirty = list(self.left_by_row), list(self.dirty_by_row)
        row = self.facts[action.card][0]
        left[row] -= 1
        dirty[row] -= self._dirt(action.card)
        return self.evaluate(board, hand, left, dirty, self.placed + 1, self.known)

    def evaluate(self, tops: list[str | None], hand: list[str], left: list[int],
                 dirty_left: list[int], placed: int,
                 objectives: list[list[tuple[int, int, float]]]) -> float:
        value = self.value
        v0, v1, v2, v3, v4, v5, v6, v7, v8 = (value[c] for c in tops)
        sums = (v0 + v1 + v2, v3 + v4 + v5, v6 + v7 + v8, v0 + v3 + v6, v1 + v4 + v7,
                v2 + v5 + v8)
        progress = placed / CARDS_PER_GENERATION
        exact, near = 0.6 + 0.4 * progress, 0.25 * (1.0 - progress)
        score = 0.0
        for options in objectives:
            for line, target, weight in options:
                gap = sums[line] - target
                if gap == 0:
                    score += weight * exact
                elif gap == 1 or gap == -1:
                    score += weight * near
        if self.molecules:
            score -= self._molecule_cost(tops, hand, left, dirty_left, progress)
        return score

    def _molecule_cost(self, tops: list[str | None], hand: list[str], left: list[int],
                       dirty_left: list[int], progress: float) -> float:
        """Expected Glace cards lost to the molecules of this generation, priced.

        Per row, every visible molecule and every molecule still to be laid needs a clean
        card laid on it later; the clean cards left (minus those that must first fill empty
        cells) are the supply. Molecules beyond the supply will surely show; the others show
        with a risk that grows as the generation runs out.
        """
        dirt = self.dirt
        risk = 0.12 + 0.5 * progress
        expected = 0.0
        for row in range(3):
            a, b, c = tops[3 * row], tops[3 * row + 1], tops[3 * row + 2]
            empties = (a is None) + (b is None) + (c is None)
            dirty = dirty_left[row]
            need = dirt[a] + dirt[b] + dirt[c] + dirty
            if not need:
                continue
            supply = left[row] - dirty - max(0, empties - dirty)
            sure = need - supply if need > supply else 0
            expected += sure + risk * (need - sure)
        for cid in hand:
            expected += dirt[cid] * 0.6 * progress
        return expected * self.flip_price

    def _dirt(self, cid: str) -> int:
        return self.dirt[cid]

    # --- look-ahead -------------------------------------------------------------------------
    def deal_unknown(self, rng: Prng) -> list[list[str]]:
        """The partners' hands as they might be: unseen cards dealt by hand size."""
        pool = rng.shuffled(self.unknown)
        hands = []
        for p in range(self.players):
            if p == self.me:
                hands.append(list(self.hand))
            elif self.hands[p] is not None:
                hands.append(list(self.hands[p] or []))
            else:
                size = self.hand_sizes[p]
                hands.append(pool[:size])
                pool = pool[size:]
        return hands

    def sample_objectives(self, rng: Prng) -> list[list[tuple[int, int, float]]]:
        """One objective per seat for a rollout: mine drawn from the belief."""
        out = []
        for options in self.known:
            if len(options) <= 1:
                out.append([(line, value, 1.0) for line, value, _ in options])
                continue
            pick = rng.random()
            chosen = options[-1]
            for option in options:
                pick -= option[2]
                if pick < 0:
                    chosen = option
                    break
            out.append([(chosen[0], chosen[1], 1.0)])
        return out

    def rollout(self, first: Place, hands: list[list[str]],
                objectives: list[list[tuple[int, int, float]]]) -> float:
        """Play ``first`` then the rest of the generation greedily; value of the end board."""
        facts = self.facts
        tops: list[str | None] = [stack[-1] if stack else None for stack in self.board]
        hands = [list(h) for h in hands]
        left, dirty = list(self.left_by_row), list(self.dirty_by_row)
        seat = self.me
        placed = self.placed
        action: tuple[str, int] | None = (
            first.card, 3 * ELEMENTS.index(first.row) + COLUMNS.index(first.column))
        while True:
            assert action is not None
            card, cell = action
            tops[cell] = card
            hands[seat].remove(card)
            left[facts[card][0]] -= 1
            dirty[facts[card][0]] -= self._dirt(card)
            placed += 1
            seat = (seat + 1) % self.players
            if placed >= CARDS_PER_GENERATION or not hands[seat]:
                break
            action = None
            best = -1e9
            for card in hands[seat]:
                row = facts[card][0]
                rest = [c for c in hands[seat] if c != card]
                dirt = self.dirt[card]
                left[row] -= 1
                dirty[row] -= dirt
                empty = [c for c in range(3) if tops[3 * row + c] is None]
                for column in empty or (0, 1, 2):
                    cell = 3 * row + column
                    old = tops[cell]
                    tops[cell] = card
                    value = self.evaluate(tops, rest, left, dirty, placed + 1, objectives)
                    tops[cell] = old
                    if value > best:
                        best, action = value, (card, cell)
                left[row] += 1
                dirty[row] += dirt
        return self.evaluate(tops, [], left, dirty, CARDS_PER_GENERATION, objectives)


def _bot_factory(level: str) -> Callable[[], Bot[Action]]:
    return lambda: GlaceBot(level, content.deck())


#: level -> a new bot of that level (``Game.make_bot`` reads it); ``oracle`` is the reference
#: level that sees its own objective (``GlaceEtCiel.bot_view``), never offered to players
BOTS: dict[str, Callable[[], Bot[Action]]] = {
    level: _bot_factory(level) for level in ("beginner", "medium", "strong", "oracle")}
