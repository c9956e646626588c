"""Cooperative bots for La Glace et le Ciel. They read only their seat's view.

Every level scores each legal placement with the same team evaluation of the board it leads
to; the levels differ in what they know and how far they look:

- ``beginner``: partners' objectives and the CO2 on the board only, and a little randomness;
- ``medium``: adds its own objective as a belief (``deduction.possible_objectives``: every
  candidate still consistent with the announcements, weighted by its probability);
- ``strong``: the medium evaluation, then a short look-ahead: for the best few placements it
  deals the unseen cards at random to the partners (as their hands might be) and plays the rest
  of the generation with the medium policy, keeping the placement whose futures end best;
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

from collections.abc import Sequence
from typing import Any

from engine.core import Prng

from .content import CARDS_PER_GENERATION, COLUMNS, ELEMENTS, LINES, Deck
from .deduction import possible_objectives
from .rules import Place

#: price of one Glace card, in objectives, by the Glace value still showing
FLIP_PRICE = {3: 1.6, 2: 2.2, 1: 8.0, 0: 0.0}
LAST_GENERATION = 3


class GlaceBot:
    """One bot; ``level`` is beginner, medium, strong or oracle."""

    def __init__(self, level: str, deck: Deck) -> None:
        self.level = level
        self.deck = deck
        # (row, value, co2, ch4) by card id: the only card facts the evaluation needs
        self.facts = {cid: (c.row, c.value, c.co2, c.ch4) for cid, c in deck.by_id.items()}
        self.generation_ids = tuple(tuple(c.id for c in cards) for cards in deck.generations)

    # --- entry point -----------------------------------------------------------------------
    def choose(self, view: dict[str, Any], legal: Sequence[Place], rng: Prng) -> Place:
        if len(legal) == 1:
            return legal[0]
        me = view["seat"]
        ctx = _Context(view, self.facts, self.generation_ids, me,
                       use_own=self.level != "beginner")
        scored = sorted(((ctx.evaluate_move(a), i) for i, a in enumerate(legal)), reverse=True)
        if self.level == "beginner" and rng.random() < 0.25:
            return legal[rng.below(len(legal))]
        if self.level in ("strong", "oracle") and ctx.remaining_after_me > 0:
            return self._look_ahead(ctx, legal, scored, rng)
        return legal[scored[0][1]]

    def _look_ahead(self, ctx: _Context, legal: Sequence[Place],
                    scored: list[tuple[float, int]], rng: Prng) -> Place:
        """Try the best few placements against a handful of dealt futures."""
        top = [i for _, i in scored[:4]]
        if len(top) == 1:
            return legal[top[0]]
        samples = 6 if ctx.remaining_after_me <= 6 else 4
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
                 generation_ids: tuple[tuple[str, ...], ...], me: int, use_own: bool) -> None:
        self.facts = facts
        self.me = me
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
            elif p == me and use_own:
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
        facts = self.facts
        values = [facts[c][1] if c else 0 for c in tops]
        sums = (values[0] + values[1] + values[2], values[3] + values[4] + values[5],
                values[6] + values[7] + values[8], values[0] + values[3] + values[6],
                values[1] + values[4] + values[7], values[2] + values[5] + values[8])
        progress = placed / CARDS_PER_GENERATION
        score = 0.0
        for options in objectives:
            for line, target, weight in options:
                gap = abs(sums[line] - target)
                if gap == 0:
                    score += weight * (0.6 + 0.4 * progress)
                elif gap == 1:
                    score += weight * 0.25 * (1.0 - progress)
        if self.molecules:
            score -= self._molecule_cost(tops, hand, left, dirty_left, placed)
        return score

    def _molecule_cost(self, tops: list[str | None], hand: list[str], left: list[int],
                       dirty_left: list[int], placed: int) -> float:
        """Expected Glace cards lost to the molecules of this generation, priced.

        Per row, every visible molecule and every molecule still to be laid needs a clean
        card laid on it later; the clean cards left (minus those that must first fill empty
        cells) are the supply. Molecules beyond the supply will surely show; the others show
        with a risk that grows as the generation runs out.
        """
        progress = placed / CARDS_PER_GENERATION
        risk = 0.12 + 0.5 * progress
        cost = 0.0
        for row in range(3):
            visible = empties = 0
            for cid in tops[3 * row: 3 * row + 3]:
                if cid is None:
                    empties += 1
                else:
                    visible += self._dirt(cid)
            dirty = dirty_left[row]
            clean = left[row] - dirty
            fill_clean = max(0, empties - dirty)
            need = visible + dirty
            supply = clean - fill_clean
            sure = max(0, need - supply)
            cost += (sure + risk * (need - sure)) * self.flip_price
        for cid in hand:
            cost += self._dirt(cid) * 0.6 * progress * self.flip_price
        return cost

    def _dirt(self, cid: str) -> int:
        _, _, co2, ch4 = self.facts[cid]
        return int(co2) + int(ch4 and self.expert)

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
        filled = [bool(stack) for stack in self.board]
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
            filled[cell] = True
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
                empty = [c for c in range(3) if not filled[3 * row + c]]
                for column in empty or (0, 1, 2):
                    cell = 3 * row + column
                    old = tops[cell]
                    tops[cell] = card
                    rest = [c for c in hands[seat] if c != card]
                    dirt = self._dirt(card)
                    left[row] -= 1
                    dirty[row] -= dirt
                    value = self.evaluate(tops, rest, left, dirty, placed + 1, objectives)
                    left[row] += 1
                    dirty[row] += dirt
                    tops[cell] = old
                    if value > best:
                        best, action = value, (card, cell)
        return self.evaluate(tops, [], left, dirty, CARDS_PER_GENERATION, objectives)
