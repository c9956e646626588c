"""The end of a game of La Glace et le Ciel: score = Glace × (sum of the Ciel values).

The result is named from the variant's own scale (``data/scale.json``): the booklet's for
standard, expert and jeunes, the Ciel scale for Poussin (no Glace there: score = Ciel).
"""

from __future__ import annotations

from engine.core.game import Outcome

from . import content
from .state import GLACE_VALUES, GlaceState


def final_outcome(state: GlaceState) -> Outcome:
    """Score (a whole number), won, and the result named from the variant's own scale.

    ``result_args`` carry the score, the scale (``scale_id``) and the index of its row
    (``scale_row``, ``None`` below 1 or when the ice melted) so the UI can highlight it."""
    ciel = sum(r.ciel for r in state.recaps)
    scale_id = content.scale_by_variant()[state.variant]
    if state.variant == "poussin":
        score, melted = ciel, False  # Ciel only, on the Ciel scale
    else:
        glace = GLACE_VALUES[state.glace_flips]
        score, melted = glace * ciel, glace == 0
    row = None if melted else content.result_row(state.players, score, scale_id)
    name = "melted" if melted else content.result_name(state.players, score, scale_id)
    return Outcome(cooperative=True, won=score >= 1, score=score,
                   result_key=f"glace.result.{name}",
                   result_args={"score": score, "scale_id": scale_id, "scale_row": row})
