"""Planète's bots: beginner, medium, strong (random is the core's).

Honesty (cross-game X3). A face-up card is identified by its picture, and the picture → back
map is shipped content, so the plain view would let a bot read every back. ``reduced_view``
(the game's ``bot_view``) therefore replaces every card id by an opaque handle (a secret
permutation drawn at set-up) and lists the characteristics of a card only when the seat has seen
its back: the spin at the start (every seat), its own flips, its own peeks, and the public
reveals — all read from the events its own log holds. Weaker levels forget some glimpses
(deterministically, so one bot keeps one memory). In round 2 it gives the current card's
picture cues (``data/cues.json``, written from what the picture and title show), never the text.

Round 1 play: every bot estimates, for an arrangement of the ten places, the chance that the
line's four cards share a characteristic, from the backs it remembers and, for the others, the
deck's pair counts minus the cards it knows. The strong bot searches its two actions (swaps of
a line place, pivots), flips an unknown card of the line when nothing good is within reach,
peeks at unknown line cards, and reveals only when the odds are fair; medium looks one action
ahead; beginner forgets more and picks among decent moves at random.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.core.rng import Prng

from . import rules as _rules
from .rules import (
    PLACES,
    DonePeek,
    EndTurn,
    Flip,
    Peek,
    Pivot,
    ProposeWord,
    Reveal,
    StopTop,
    Swap,
    line_of,
    stars_for,
)

if TYPE_CHECKING:
    from .rules import PceState, PlaneteGame

CHARS = ("atmosphere", "systeme-solaire", "univers", "loisirs-exploration", "physiques-dangers")


@dataclass(frozen=True)
class Level:
    #: chance to remember each back seen during a spin, and each back seen alone (flip, peek)
    recall_spin: float
    recall_own: float
    #: reveal when the estimated chance of success reaches this
    reveal_at: float
    #: plan depth for round-1 arrangements (1 or 2 actions)
    depth: int
    #: chance of playing a random decent move instead of the best one
    noise: float
    #: round 2: how many of the first legal cues the bot chooses among (0: all of them)
    cue_window: int


LEVELS = {
    "beginner": Level(0.5, 0.8, 0.0, 1, 0.4, 0),
    "medium": Level(0.8, 1.0, 0.2, 1, 0.1, 4),
    "strong": Level(1.0, 1.0, 0.3, 2, 0.0, 1),
}


def _mix(*values: int) -> float:
    """A deterministic number in [0, 1) from integers (SplitMix-style finaliser)."""
    z = 0x9E3779B97F4A7C15
    for v in values:
        z = (z ^ (v & ((1 << 64) - 1))) * 0xBF58476D1CE4E5B9 & ((1 << 64) - 1)
        z ^= z >> 31
    return (z >> 11) / float(1 << 53)


def reduced_view(game: PlaneteGame, state: PceState, seat: int, level: str) -> dict[str, Any]:
    """What a bot of ``level`` gets: handles, its remembered backs, the picture cues."""
    view = game.view(state, seat)
    ids = [c.id for c in _rules.deck()]
    index = {cid: i for i, cid in enumerate(ids)}

    def handle(card_id: str | None) -> str | None:
        return None if not card_id else f"h{state.handles[index[card_id]]:02d}"

    cfg = LEVELS.get(level, LEVELS["strong"])
    cards = _rules.card_map()
    known: dict[str, list[str]] = {}
    salt = state.handles[0] * 131 + state.handles[1]
    for n, event in enumerate(view["log"]):
        key, args = event["key"], event["args"]
        seen: list[str] = []
        recall = 1.0
        if key == "pce.log.spin":
            seen, recall = args["cards"], cfg.recall_spin
        elif key == "pce.log.flip" and args["seat"] == seat:
            seen, recall = [args["card"]], cfg.recall_own
        elif key in ("pce.log.peek_own", "pce.log.reveal_won", "pce.log.reveal_failed"):
            seen, recall = args["cards"], cfg.recall_own
        for cid in seen:
            if recall >= 1.0 or _mix(salt, n, index[cid], seat) < recall:
                known[handle(cid) or ""] = list(cards[cid].pair)
    for item in view["face_up"]:
        known[handle(item["card"]) or ""] = list(item["pair"])
    out: dict[str, Any] = {
        "seat": seat,
        "players": view["players"],
        "phase": view["phase"],
        "level": level,
        "actions_done": view["actions_done"],
        "axis": view["axis"],
        "layout": [handle(c) for c in view["layout"]],
        "known": known,
        "stars": view["stars"],
        "turn": view["turn"],
        "turns": view["turns"],
        "pair_counts": {"|".join(p): n for p, n in Counter(c.pair for c in _rules.deck()).items()},
        "gone": [handle(c) for c in view["set_aside"]],
        "cues": [],
        "said": [],
    }
    current = view["current"]
    if current is not None:
        out["cues"] = list(_rules.cues()[current["card"]][view["lang"]])
        out["said"] = [s["word"] for s in current["said"]]
    return out


class _Estimator:
    """The chance that a line's cards share a characteristic, from what a bot knows."""

    def __init__(self, bview: dict[str, Any]) -> None:
        self.known: dict[str, tuple[str, ...]] = {h: tuple(p) for h, p in bview["known"].items()}
        pool = Counter({tuple(k.split("|")): n for k, n in bview["pair_counts"].items()})
        for pair in self.known.values():
            if pool[pair] > 0:
                pool[pair] -= 1
        total = sum(pool.values()) or 1
        self.p_char = {c: sum(n for p, n in pool.items() if c in p) / total for c in CHARS}
        self.p_pair = {p: n / total for p, n in pool.items()}

    def line_value(self, cards: Sequence[str | None]) -> tuple[float, float]:
        """(chance of success, expected stars) for the four handles of a line."""
        return self.pairs_value([self.known.get(h or "") for h in cards])

    def pairs_value(self, pairs: Sequence[tuple[str, ...] | None]) -> tuple[float, float]:
        known = [p for p in pairs if p is not None]
        unknown = len(pairs) - len(known)
        shared = set(CHARS)
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

    def reveal_value(self, pairs: Sequence[tuple[str, ...] | None], reveal_at: float) -> float:
        """Expected stars when the line is revealed only if its chance reaches ``reveal_at``."""
        chance, value = self.pairs_value(pairs)
        return value if chance > 0 and chance >= reveal_at else 0.0

    def flip_value(self, pairs: Sequence[tuple[str, ...] | None], reveal_at: float) -> float:
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
    def __init__(self, level: str) -> None:
        self.level = level
        self.cfg = LEVELS[level]

    def choose(self, view: dict[str, Any], legal: Sequence[Any], rng: Prng) -> Any:
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
    def _peek(self, view: dict[str, Any], legal: Sequence[Any], rng: Prng) -> Any:
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

    def _turn(self, view: dict[str, Any], legal: Sequence[Any], rng: Prng) -> Any:
        est = _Estimator(view)
        layout: list[str | None] = list(view["layout"])
        axis = view["axis"]
        at = self.cfg.reveal_at
        if view["actions_done"] >= 2:
            line = line_of(axis)
            chance, _ = est.line_value([layout[p] for p in line])
            if chance > 0 and chance >= at:
                first_known = layout[line[0]] in est.known
                last_known = layout[line[3]] in est.known
                return Reveal(1 if last_known and not first_known else 0)
            return EndTurn()
        if self.cfg.noise and rng.random() < self.cfg.noise:
            return rng.choice(legal)
        left = 2 - view["actions_done"]

        def pairs(lay: Sequence[str | None], ax: int) -> list[tuple[str, ...] | None]:
            return [est.known.get(lay[p] or "") for p in line_of(ax)]

        unknown_line = [p for p in line_of(axis) if layout[p] not in est.known]
        # looking now at an unknown card of the line (then one more action, if any, later)
        options: list[tuple[float, int, Any]] = []
        if unknown_line:
            options.append((est.flip_value(pairs(layout, axis), at), 2, Flip(unknown_line[0])))
        options.append((est.reveal_value(pairs(layout, axis), at), 0, None))
        for move in self._moves(axis)(layout):
            lay1, ax1 = self._play(layout, axis, move)
            here = pairs(lay1, ax1)
            options.append((est.reveal_value(here, at), 1, move))
            if left == 2:
                options.append((est.flip_value(here, at), 1, move))
                if self.cfg.depth >= 2:
                    for move2 in self._moves(ax1)(lay1):
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
    def _moves(axis: int) -> Any:
        line = line_of(axis)

        def gen(layout: Sequence[str | None]) -> list[Any]:
            out: list[Any] = []
            for a in line:
                for b in range(PLACES):
                    if b not in line:
                        out.append(Swap(min(a, b), max(a, b)))
            out += [Pivot(d) for d in range(4) if d != axis]
            # swapping two line cards never changes the line: useless, left out
            return out

        return gen

    @staticmethod
    def _play(layout: Sequence[str | None], axis: int, move: Any) -> tuple[list[str | None], int]:
        lay = list(layout)
        if isinstance(move, Swap):
            lay[move.a], lay[move.b] = lay[move.b], lay[move.a]
            return lay, axis
        if isinstance(move, Pivot):
            return lay, move.axis
        return lay, axis

    # --- round 2 ---------------------------------------------------------------------------
    def _word(self, view: dict[str, Any], legal: Sequence[Any], rng: Prng) -> Any:
        allowed = {a.word: a for a in legal if isinstance(a, ProposeWord)}
        cue_words = [w for w in view.get("cues", []) if w in allowed]
        if self.level == "beginner" and rng.random() < 0.3:
            cue_words = []
        if not cue_words:
            return rng.choice(legal)
        window = self.cfg.cue_window or len(cue_words)
        return allowed[rng.choice(cue_words[:window])]


__all__ = ["LEVELS", "PlaneteBot", "reduced_view"]
