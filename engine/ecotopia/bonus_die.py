"""The bonus die (booklet, faces 1–6, ``dice.bonus_die``): 1 a free recruit or truck move;
2 and 4 battery +2 and +4; 3 the village or mine refresh; 5 the team pawn one square,
diagonals too; 6 red −1, then the team pawn anywhere. Faces 1, 3, 5 and 6 open a short phase
(``bonus_1``, ``bonus_3``, ``bonus_move``, ``bonus_jump``) whose actions are free
(D-ECO-16)."""

from __future__ import annotations

from engine.core import Event, Prng
from engine.core.frozen import replace

from . import track
from .content import content_index
from .state import EcoState, Phase

#: the phase each effect that asks for a choice opens
EFFECT_PHASE: dict[str, Phase] = {
    "recruit_or_recycle": "bonus_1",
    "refresh_lieux_or_constructions": "bonus_3",
    "move_team_diagonal": "bonus_move",
    "move_team_anywhere": "bonus_jump",
}


def roll_bonus(state: EcoState) -> EcoState:
    index = content_index()
    rng = Prng(state.rng)
    face = rng.below(6) + 1
    effect = index.bonus_effects[face]
    state = replace(state, rng=rng.state, epoch=state.epoch + 1, bonus_face=face,
                    log=state.log + (Event("eco.log.bonus", {"seat": state.turn, "face": face}),))
    kind = effect["effect"]
    if kind == "battery":
        return replace(state, battery=min(index.battery_max, state.battery + int(effect["battery"])))
    state = track.red(state, int(effect["red_steps"]), "bonus")
    return state if state.phase == "over" else replace(state, phase=EFFECT_PHASE[kind])
