"""What a player can deduce about their own hidden objective.

A seat sees every other player's objective, so its own Repère is one of the Repère cards
nobody else holds, and its own Biosphère one of the remaining Biosphère cards. Then every
announcement narrows it down: at each moment of the generation (its start and after every
placement) everybody knows whether the seat's objective is achieved, so a candidate
(repère, biosphère) survives only if "the line's sum equals the value" was true exactly at the
moments when the seat's objective was announced as achieved.

The functions here work on plain data (sums and statuses), so the rules (to decide whether a
placement revealed something), the sampling of hidden information (``view.sample_state``), the
bots and the UI's deduction notebook share them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from engine.core.rng import Prng

from .content import LINES

REPERES = LINES
BIOSPHERE = (3, 4, 4, 5, 5, 6)


def candidate_pool(others: Sequence[tuple[str, int]]) -> list[tuple[str, int, int]]:
    """``(repère, biosphère, copies)`` still in the objective decks once ``others`` (the
    objectives held by the other players) are taken out. ``copies`` counts the Biosphère cards
    of that value left (4 and 5 exist twice): it weighs the candidate's probability."""
    taken = {repere for repere, _ in others}
    left = Counter(BIOSPHERE) - Counter(value for _, value in others)
    return [(r, b, n) for r in REPERES if r not in taken for b, n in sorted(left.items()) if n > 0]


def is_consistent(repere: str, biosphere: int, sums_history: Sequence[Sequence[int]],
                  statuses: Sequence[bool]) -> bool:
    """True if the objective (repère, biosphère) would have been announced exactly as the seat's
    objective was: achieved at the moments ``statuses`` says, and only then."""
    line = LINES.index(repere)
    return all((sums[line] == biosphere) == status
               for sums, status in zip(sums_history, statuses, strict=True))


def consistent_candidates(others: Sequence[tuple[str, int]],
                          sums_history: Sequence[Sequence[int]],
                          statuses: Sequence[bool]) -> list[tuple[str, int, int]]:
    return [(r, b, n) for r, b, n in candidate_pool(others)
            if is_consistent(r, b, sums_history, statuses)]


def possible_objectives(view: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    """The objectives ``seat`` may still hold, given everything in its ``view`` this generation.

    Each item is ``{"repere": "air", "biosphere": 6, "weight": 1, "probability": 0.5}``; the
    weights count the Biosphère cards left of that value, so probabilities are exact for a
    uniform shuffle. If the view shows the seat's objective (game over, or an oracle bot),
    that objective alone is returned.
    """
    own = view["objectives"][seat]
    if own is not None:
        return [{"repere": own["repere"], "biosphere": own["biosphere"], "weight": 1,
                 "probability": 1.0}]
    others = [(o["repere"], o["biosphere"]) for i, o in enumerate(view["objectives"])
              if i != seat and o is not None]
    statuses = [row[seat] for row in view["status_history"]]
    found = consistent_candidates(others, view["sums_history"], statuses)
    total = sum(n for _, _, n in found) or 1
    return [{"repere": r, "biosphere": b, "weight": n, "probability": n / total}
            for r, b, n in found]


def draw_own_objective(view: dict[str, Any], seat: int, rng: Prng) -> dict[str, Any]:
    """One objective ``seat`` may hold, drawn with its probability (``possible_objectives``):
    how a sampled state (``view.sample_state``) fills the objective its seat cannot see."""
    candidates = possible_objectives(view, seat)
    if not candidates:  # only for a hand-made view; any real one has a candidate
        others = {o["repere"] for o in view["objectives"] if o is not None}
        repere = next(r for r in LINES if r not in others)
        return {"repere": repere, "biosphere": 3}
    pick = rng.below(sum(c["weight"] for c in candidates))
    for c in candidates:
        pick -= c["weight"]
        if pick < 0:
            return c
    return candidates[-1]
