"""A reusable search bot: single-observer information-set Monte Carlo tree search (ISMCTS).

Cowling, Powley & Whitehouse (2012), "Information Set Monte Carlo Tree Search". The bot never
sees the state: each iteration draws a *determinization* — a full state consistent with the
bot's view — from the game's ``sample_state(view, seat, rng)``, walks the tree with UCB1 among
the actions legal in that determinization (counting how often each was available), expands one
node, plays the rest of the game with a rollout policy, and backs up the reward of the bot's
seat. Games plug in by implementing ``sample_state`` (and, optionally, ``reward`` and a better
rollout policy); nothing else.

Rewards are in [0, 1]: a team's normalised score in cooperative games, a share of the win in
competitive ones (``default_reward``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .game import Game, Outcome
from .rng import Prng

RolloutPolicy = Callable[[Game[Any, Any], Any, int, list[Any], Prng], Any]


def random_rollout(game: Game[Any, Any], state: Any, seat: int, legal: list[Any], rng: Prng) -> Any:
    return rng.choice(legal)


def default_reward(outcome: Outcome, seat: int, score_scale: float = 1.0) -> float:
    """1 for a win (shared equally among tied winners), 0 for a loss; in cooperative games a
    loss is 0 and a win is 0.5 plus half the team score over ``score_scale``."""
    if outcome.cooperative:
        if not outcome.won:
            return 0.0
        return 0.5 + 0.5 * min(1.0, max(0.0, float(outcome.score or 0) / score_scale))
    if seat in outcome.winners:
        return 1.0 / len(outcome.winners)
    return 0.0


@dataclass
class _Node:
    action: Any = None
    parent: _Node | None = None
    mover: int = -1
    children: list[_Node] = field(default_factory=list)
    visits: int = 0
    available: int = 0
    total: float = 0.0

    def ucb(self, c: float) -> float:
        if self.visits == 0:
            return math.inf
        return self.total / self.visits + c * math.sqrt(math.log(max(1, self.available)) / self.visits)


class ISMCTSBot:
    """A search bot for any game with ``sample_state``.

    ``iterations`` bounds the work per move (so the time per move is predictable in the
    browser); ``reward`` maps an outcome to the searching seat's value in [0, 1].
    """

    def __init__(
        self,
        game: Game[Any, Any],
        iterations: int = 200,
        exploration: float = 0.7,
        rollout: RolloutPolicy = random_rollout,
        reward: Callable[[Outcome, int], float] = default_reward,
        max_rollout_steps: int = 2000,
    ) -> None:
        self.game = game
        self.iterations = iterations
        self.exploration = exploration
        self.rollout = rollout
        self.reward = reward
        self.max_rollout_steps = max_rollout_steps

    def choose(self, view: dict[str, Any], legal: Sequence[Any], rng: Prng) -> Any:
        if len(legal) == 1:
            return legal[0]
        seat = int(view["seat"])
        root = _Node(mover=seat)
        for _ in range(self.iterations):
            state = self.game.sample_state(view, seat, rng)
            node = root
            # selection: descend while every action legal here already has a child
            while not self.game.is_over(state):
                mover = self.game.current_players(state)[0]
                moves = self.game.legal_actions(state, mover)
                if node is root:
                    moves = [m for m in moves if m in legal] or list(legal)
                known = {id(c): c for c in node.children if c.action in moves}
                for child in known.values():
                    child.available += 1
                untried = [m for m in moves if all(c.action != m for c in node.children)]
                if untried:
                    action = rng.choice(untried)
                    child = _Node(action=action, parent=node, mover=mover, available=1)
                    node.children.append(child)
                    state = self.game.apply(state, mover, action)
                    node = child
                    break
                node = max(known.values(), key=lambda c: c.ucb(self.exploration))
                state = self.game.apply(state, mover, node.action)
            # rollout
            steps = 0
            while not self.game.is_over(state) and steps < self.max_rollout_steps:
                mover = self.game.current_players(state)[0]
                moves = self.game.legal_actions(state, mover)
                state = self.game.apply(state, mover, self.rollout(self.game, state, mover, moves, rng))
                steps += 1
            outcome = self.game.outcome(state)
            # backpropagation: each node scores the result for the seat that chose its action
            walk: _Node | None = node
            while walk is not None:
                walk.visits += 1
                if outcome is not None and walk.parent is not None:
                    walk.total += self.reward(outcome, walk.mover)
                walk = walk.parent
        best = max((c for c in root.children if c.action in legal), key=lambda c: c.visits,
                   default=None)
        return best.action if best is not None else rng.choice(legal)
