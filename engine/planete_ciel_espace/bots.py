"""Planète's bots: beginner, medium, strong (random is the core's), in ``BOTS``.

A bot reads the reduced view of ``view.reduced_bot_view`` (cross-game X3): card handles, the
backs it remembers (``view.BOT_MEMORY``: weaker levels forget some glimpses), and in round 2 the
current card's picture cues, never its text.

Round 1 play: every bot estimates, for an arrangement of the ten places, the chance that the
line's four cards share a characteristic, from the backs it remembers and, for the others, the
deck's pair counts minus the cards it knows. The strong bot searches its two actions (swaps of
a line place, pivots), flips an unknown card of the line when nothing good is within reach,
peeks at unknown line cards, and reveals only when the odds are fair; medium looks one action
ahead; beginner picks among decent moves at random.

Round 2 play: a picture cue the rules still allow (strong: the most obvious one).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from engine.core.game import Bot
from engine.core.rng import Prng

from .actions import (
    Action,
    DonePeek,
    EndTurn,
    Flip,
    Peek,
    Pivot,
    ProposeWord,
    Reveal,
    StopTop,
    Swap,
)
from .circle import ACTIONS_PER_TURN, AXES, line_of, stars_for
from .content import characteristic_ids
from .state import PLACES

#: a place's card as a bot knows it: an opaque handle, or ``None`` for an empty place
Handle = str | None
#: the characteristics of a card's back, as the bot view lists them
Pair = tuple[str, ...]


@dataclass(frozen=True)
class Level:
    """How a bot level plays (how well it remembers is ``view.BOT_MEMORY``)."""

    #: reveal when the estimated chance of success reaches this
    reveal_at: float
    #: plan depth for round-1 arrangements (1 or 2 actions)
    depth: int
    #: chance of playing a random decent move instead of the best one
    noise: float
    #: round 2: how many of the first legal cues the bot chooses among (0: all of them)
    cue_window: int


LEVELS = {
    "beginner": Level(0.0, 1, 0.4, 0),
    "medium": Level(0.2, 1, 0.1, 4),
    "strong": Level(0.3, 2, 0.0, 1),
}


class LineOdds:
    """The chance that a line's cards share a characteristic, from what a bot knows."""

    def __init__(self, bview: dict[str, Any]) -> None:
        self.known: dict[str, Pair] = {h: tuple(p) for h, p in bview["known"].items()}
        pool = Counter({tuple(k.split("|")): n for k, n in bview["pair_counts"].items()})
        for pair in self.known.values():
            if pool[pair] > 0:
                pool[pair] -= 1
        total = sum(pool.values()) or 1
        self.p_char = {c: sum(n for p, n in pool.items() if c in p) / total
                       for c in characteristic_ids()}
        self.p_pair = {p: n / total for p, n in pool.items()}

    def line_value(self, cards: Sequence[Handle]) -> tuple[float, float]:
        """(chance of success, expected stars) for the four handles of a line."""
        return self.pairs_value([self.known.get(h or "") for h in cards])

    def pairs_value(self, pairs: Sequence[Pair | None]) -> tuple[float, float]:
        known = [p for p in pairs if p is not None]
        unknown = len(pairs) - len(known)
        shared = set(characteristic_ids())
        for p in known:
            shared &= set(p)
        if not shared:
            return 0.0, 0.0
        if unknown == 0:
            return 1.0, float(stars_for(list(known)))  # type: ignore[arg-type]
        chars = sorted(shared)
        if len(chars) == 2:
            x, y = chars
            both = self.p_pair.get((x, y), 0.0) + self.p_pair.get((y, x), 0.0)
            chance = self.p_char[x] ** unknown + self.p_char[y] ** unknown - both ** unknown
        else:
            chance = max(self.p_char[c] ** unknown for c in chars)
        bonus = 0.0
        if len(known) >= 2 and len(set(known)) < len(known):
            bonus = 1.0
        elif known:
            bonus = 1.0 - (1.0 - self.p_pair.get(known[0], 0.0)) ** unknown
        return chance, chance * (1.0 + bonus)

    def reveal_value(self, pairs: Sequence[Pair | None], reveal_at: float) -> float:
        """Expected stars when the line is revealed only if its chance reaches ``reveal_at``."""
        chance, value = self.pairs_value(pairs)
        return value if chance > 0 and chance >= reveal_at else 0.0

    def flip_value(self, pairs: Sequence[Pair | None], reveal_at: float) -> float:
        """Expected stars when the first unknown card of the line is looked at first."""
        best = self.reveal_value(pairs, reveal_at)
        for i, p in enumerate(pairs):
            if p is not None:
                continue
            total = 0.0
            for pair, prob in self.p_pair.items():
                if prob:
                    trial = list(pairs)
                    trial[i] = pair
                    total += prob * self.reveal_value(trial, reveal_at)
            best = max(best, total)
        return best


class PlaneteBot:
    """A bot of one level (``LEVELS``), reading ``view.reduced_bot_view``."""

    def __init__(self, level: str) -> None:
        self.level = level
        self.cfg = LEVELS[level]

    def choose(self, view: dict[str, Any], legal: Sequence[Action], rng: Prng) -> Action:
        if len(legal) == 1:
            return legal[0]
        phase = view.get("phase")
        if phase == "spin":
            return StopTop()
        if phase == "peek":
            return self._peek(view, legal, rng)
        if phase == "words":
            return self._word(view, legal, rng)
        if phase == "turn":
            return self._turn(view, legal, rng)
        return rng.choice(legal)

    # --- round 1 ---------------------------------------------------------------------------
    def _peek(self, view: dict[str, Any], legal: Sequence[Action], rng: Prng) -> Action:
        if DonePeek() in legal:
            return DonePeek()
        known = view["known"]
        layout = view["layout"]
        line = line_of(view["axis"])
        scored = []
        for place in range(PLACES):
            unknown = layout[place] not in known
            score = (2.0 if unknown else 0.0) + (1.0 if place in line else 0.0)
            if self.level == "beginner":
                score = rng.random() * 3
            scored.append((score + rng.random() * 0.01, place))
        scored.sort(reverse=True)
        a, b = sorted((scored[0][1], scored[1][1]))
        return Peek(a, b)

    def _turn(self, view: dict[str, Any], legal: Sequence[Action], rng: Prng) -> Action:
        est = LineOdds(view)
        layout: list[Handle] = list(view["layout"])
        axis = view["axis"]
        at = self.cfg.reveal_at
        if view["actions_done"] >= ACTIONS_PER_TURN:
            line = line_of(axis)
            chance, _ = est.line_value([layout[p] for p in line])
            if chance > 0 and chance >= at:
                first_known = layout[line[0]] in est.known
                last_known = layout[line[3]] in est.known
                return Reveal(1 if last_known and not first_known else 0)
            return EndTurn()
        if self.cfg.noise and rng.random() < self.cfg.noise:
            return rng.choice(legal)
        left = ACTIONS_PER_TURN - view["actions_done"]

        def pairs(lay: Sequence[Handle], ax: int) -> list[Pair | None]:
            return [est.known.get(lay[p] or "") for p in line_of(ax)]

        unknown_line = [p for p in line_of(axis) if layout[p] not in est.known]
        # looking now at an unknown card of the line (then one more action, if any, later)
        options: list[tuple[float, int, Action | None]] = []
        if unknown_line:
            options.append((est.flip_value(pairs(layout, axis), at), 2, Flip(unknown_line[0])))
        options.append((est.reveal_value(pairs(layout, axis), at), 0, None))
        for move in self._moves(axis):
            lay1, ax1 = self._play(layout, axis, move)
            here = pairs(lay1, ax1)
            options.append((est.reveal_value(here, at), 1, move))
            if left == ACTIONS_PER_TURN:
                options.append((est.flip_value(here, at), 1, move))
                if self.cfg.depth >= 2:
                    for move2 in self._moves(ax1):
                        lay2, ax2 = self._play(lay1, ax1, move2)
                        options.append((est.reveal_value(pairs(lay2, ax2), at), 1, move))
        value, _, action = max(options, key=lambda o: (round(o[0], 9), o[1]))
        if action is not None and action in legal:
            return action
        # nothing to improve: learn something without disturbing the line
        unknown_any = [p for p in range(PLACES) if layout[p] not in est.known]
        if unknown_any:
            return Flip(rng.choice(unknown_any))
        line = line_of(axis)
        off_line = [p for p in range(PLACES) if p not in line]
        return Swap(off_line[0], off_line[1])

    @staticmethod
    def _moves(axis: int) -> list[Swap | Pivot]:
        """The arrangements worth trying: a line place swapped with an off-line place, or a
        pivot (swapping two line cards never changes the line: left out)."""
        line = line_of(axis)
        moves: list[Swap | Pivot] = [Swap(min(a, b), max(a, b)) for a in line
                                     for b in range(PLACES) if b not in line]
        return moves + [Pivot(d) for d in range(AXES) if d != axis]

    @staticmethod
    def _play(layout: Sequence[Handle], axis: int,
              move: Swap | Pivot) -> tuple[list[Handle], int]:
        """The layout and axis after ``move``."""
        lay = list(layout)
        if isinstance(move, Swap):
            lay[move.a], lay[move.b] = lay[move.b], lay[move.a]
            return lay, axis
        return lay, move.axis

    # --- round 2 ---------------------------------------------------------------------------
    def _word(self, view: dict[str, Any], legal: Sequence[Action], rng: Prng) -> Action:
        allowed = {a.word: a for a in legal if isinstance(a, ProposeWord)}
        cue_words = [w for w in view.get("cues", []) if w in allowed]
        if self.level == "beginner" and rng.random() < 0.3:
            cue_words = []
        if not cue_words:
            return rng.choice(legal)
        window = self.cfg.cue_window or len(cue_words)
        return allowed[rng.choice(cue_words[:window])]


#: level -> a new bot of that level (the core's ``Game.make_bot`` reads this table)
BOTS: dict[str, Callable[[], Bot[Action]]] = {level: partial(PlaneteBot, level) for level in LEVELS}
