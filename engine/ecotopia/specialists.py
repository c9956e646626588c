"""The recruitment track and the specialists.

Each ``Recruit`` moves the recruiter one step; at the last step (``tracks.recruitment_track``)
the seat hires one of the specialists left (a choice, automatic when one is left, D-ECO-6).
Their bonuses are paid where they act: the zoologist and the police officer in ``team``, the
gardener in ``rules`` (planting), the scientist in ``quiz``.
"""

from __future__ import annotations

from engine.core import Event
from engine.core.frozen import replace

from .content import SPECIALISTS, content_index
from .state import EcoState


def specialists_left(state: EcoState) -> list[str]:
    return [specialist for specialist in SPECIALISTS if specialist not in state.specialists]


def recruit(state: EcoState) -> EcoState:
    step = state.recruiter + 1
    state = replace(state, recruiter=step, log=state.log + (
        Event("eco.log.recruiter", {"seat": state.turn, "step": step}),))
    if step < content_index().recruit_steps:
        return state
    left = specialists_left(state)
    if len(left) == 1:
        return hire(state, left[0])
    return replace(state, phase="hire")


def hire(state: EcoState, specialist: str) -> EcoState:
    return replace(state, recruiter=0, specialists=(*state.specialists, specialist),
                   phase="actions", log=state.log + (Event("eco.log.hired", {
                       "seat": state.turn, "specialist_key": f"eco.specialist.{specialist}"}),))
