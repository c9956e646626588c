"""The planet track: the blue disc moves up for good actions, the red one down for harm.

When the two discs meet or cross the game ends at once (D-ECO-13) and the score is the space
of the disc that did not move; ``scale_row`` names the result (``tracks.planet_track.scale``).
"""

from __future__ import annotations

from engine.core import Event
from engine.core.frozen import replace

from .content import content_index
from .state import EcoState

TRACK_TOP = 100


def log(state: EcoState, *events: Event) -> EcoState:
    """``state`` with ``events`` added to its log."""
    return replace(state, log=state.log + events)


def scale_row(score: int) -> str:
    """The row of the score scale ``score`` falls in (``danger`` … ``ecotopia``)."""
    scale = content_index().scale
    name = scale[0][0]
    for row, low in scale:
        if score >= low:
            name = row
    return name


def end(state: EcoState, score: int, moved: str) -> EcoState:
    """The discs have met: the game is over with ``score`` (``moved``: the disc that moved)."""
    row = scale_row(score)
    return replace(state, phase="over", score=score, choosing=(), log=state.log + (
        Event("eco.log.crossed", {"moved_key": f"eco.disc.{moved}", "score": score,
                                  "result_key": f"eco.result.{row}"}),))


def red(state: EcoState, steps: int, reason: str) -> EcoState:
    """Move the red disc down ``steps`` (``reason``: a key of ``eco.reason``); ends the game
    if it reaches the blue disc."""
    if state.phase == "over" or steps <= 0:
        return state
    to = state.red - steps
    state = log(state, Event("eco.log.red", {"steps": steps, "red": max(to, 0),
                                             "reason_key": f"eco.reason.{reason}"}))
    if to <= state.blue:
        return end(replace(state, red=max(to, 0)), state.blue, "red")
    return replace(state, red=to)


def blue(state: EcoState, steps: int, reason: str) -> EcoState:
    """Move the blue disc up ``steps``; ends the game if it reaches the red disc."""
    if state.phase == "over" or steps <= 0:
        return state
    to = state.blue + steps
    state = log(state, Event("eco.log.blue", {"steps": steps, "blue": min(to, TRACK_TOP),
                                              "reason_key": f"eco.reason.{reason}"}))
    if to >= state.red:
        return end(replace(state, blue=min(to, TRACK_TOP)), state.red, "blue")
    return replace(state, blue=to)
