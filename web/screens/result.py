"""A finished game's result, drawn the same way by the end screen (``game.py``) and by the
replay's last step (``replay.py``): the result's sentence, then the team's score (where the
game says what it means, ``GameTable.team_score_key``) or the ranking, best first, a star
by each winner."""

from __future__ import annotations

from engine.core.game import Outcome

from ..html import esc
from ..i18n import Translator
from ..narration import render_args


def render_result(t: Translator, outcome: Outcome, names: list[str],
                  team_score_key: str | None) -> str:
    """The result's markup, for seats named ``names``."""
    result = esc(t(outcome.result_key, **render_args(t, dict(outcome.result_args), names)))
    if outcome.cooperative:
        details = (f"<p class=\"score\">{esc(t(team_score_key, score=number(outcome.score)))}</p>"
                   if team_score_key else "")
    else:
        rows = "".join(
            f"<li>{'★ ' if i in outcome.winners else ''}{esc(names[i])} — "
            f"{esc(t('end.points', n=number(score)))}</li>"
            for i, score in sorted(enumerate(outcome.scores), key=lambda p: -p[1]))
        details = f"<ol class=\"ranking\">{rows}</ol>"
    return f"<p class=\"result\">{result}</p>{details}"


def number(value: float | None) -> str:
    """A score as read: ``3``, ``2.5``; none is ``0``."""
    if value is None:
        return "0"
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"
