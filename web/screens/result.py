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
                  team_score_key: str | None, score_key: str = "end.points") -> str:
    """The result's markup, for seats named ``names``; a ranking's scores said with
    ``score_key`` (``GameTable.score_key``)."""
    result = esc(t(outcome.result_key, **render_args(t, dict(outcome.result_args), names)))
    if outcome.cooperative:
        details = (f"<p class=\"score\">{esc(t(team_score_key, score=number(outcome.score)))}</p>"
                   if team_score_key else "")
    else:
        rows = "".join(
            f"<li>{'★ ' if i in outcome.winners else ''}{esc(names[i])} — "
            f"{esc(t(score_key, n=number(score)))}</li>"
            for i, score in sorted(enumerate(outcome.scores), key=lambda p: -p[1]))
        details = f"<ol class=\"ranking\">{rows}</ol>"
    return f"<p class=\"result\">{result}</p>{details}"


def won_by_the_table(outcome: Outcome, humans: list[int]) -> bool:
    """Whether the people at the table won: the team's win, or a person among the winners."""
    if outcome.cooperative:
        return bool(outcome.won)
    return any(seat in outcome.winners for seat in humans)


def celebration() -> str:
    """A small celebration on a win: a few stars that burst once (none with reduced motion, the
    app's setting or the system's: the stylesheet hides it), never in the way of a tap."""
    stars = "".join(f"<span style=\"--i:{i}\">{'★✦✧'[i % 3]}</span>" for i in range(12))
    return f"<div class=\"celebration\" aria-hidden=\"true\">{stars}</div>"


def number(value: float | None) -> str:
    """A score as read: ``3``, ``2.5``; none is ``0``."""
    if value is None:
        return "0"
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"
