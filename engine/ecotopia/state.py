"""Ecotopia's state: one frozen dataclass, and the phases a turn goes through.

The state is all the rules need and nothing else: what the content says (the landscape,
the tiles' kinds, the questions) is read from ``content``, never copied here. Per-square
tuples are in reading order (A1, B1, … F6, see ``board.square_index``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.core import Event

#: Where a game stands. ``apps``: seats choose a single-use app (set-up, datacenter);
#: ``recharge``: Phase I, the coal plants ask; ``lieu`` then ``construction``: Phase II;
#: ``actions``: Phase III; ``question``, ``hire``: an action's follow-up; ``bonus_1``,
#: ``bonus_3``, ``bonus_move``, ``bonus_jump``: the bonus die's faces 1, 3, 5 and 6;
#: ``over``: the discs have met.
Phase = Literal["apps", "recharge", "lieu", "construction", "actions", "question", "hire",
                "bonus_1", "bonus_3", "bonus_move", "bonus_jump", "over"]
#: what follows the app choice: the first turn (set-up) or the rest of Phase III (datacenter)
AfterApps = Literal["turn", "actions"]


@dataclass(frozen=True)
class EcoState:
    rng: int
    epoch: int
    log: tuple[Event, ...]
    players: int
    version: str
    phase: Phase
    turn: int  # the active seat
    first_player: int
    turn_number: int  # turns started so far (the first is 1)
    blue: int
    red: int
    score: int  # the final score once over, else -1
    built: tuple[str, ...]  # per square: construction tile id or ""
    face_down: tuple[bool, ...]
    cubes: tuple[int, ...]
    leaves: tuple[bool, ...]
    trees: tuple[int, ...]
    waste: tuple[str, ...]  # per square: waste id or ""
    team: str
    truck: str  # a square or a centre id
    truck_load: str
    recycled: tuple[str, ...]
    discs: tuple[str, ...]  # animal kinds covered by a neutral disc
    lieu_pile: tuple[str, ...]  # cell ids, top first
    lieu_bottom_known: int  # how many tiles at the bottom of the pile were seen going there
    lieu_display: tuple[str, ...]
    lieu_discard: tuple[str, ...]
    lieu: str  # the lieu chosen this turn ("" before)
    cons_pile: tuple[str, ...]
    cons_bottom_known: int
    cons_display: tuple[str, ...]
    cons_discard: tuple[str, ...]
    recruiter: int
    specialists: tuple[str, ...]
    battery: int
    apps: tuple[tuple[str, ...], ...]  # per seat: single-use apps on the phone
    used: tuple[str, ...]  # the active seat's apps turned face down this turn
    coal_used: tuple[str, ...]  # coal plants activated this Phase I
    choosing: tuple[int, ...]  # seats still to choose an app (phase apps)
    resume: AfterApps  # the phase after the app choice
    question: str  # the question in play ("" none)
    questions: tuple[str, ...]  # the question pile, top first
    questions_used: tuple[str, ...]  # asked since the last shuffle
    #: the last question answered, kept until the next one (an answer can end the turn, and
    #: the table still shows its explanation): (question, choice, right) or ("", -1, False)
    last_answer: tuple[str, int, bool]
    bonus_face: int  # the last bonus die roll this turn (0 none)

    @property
    def simplified(self) -> bool:
        """Whether this is the simplified game (the board's other side)."""
        return self.version == "simplified"


def seats_to_move(state: EcoState) -> tuple[int, ...]:
    """Who is asked now: nobody once over, every seat still choosing an app, else the
    active seat."""
    if state.phase == "over":
        return ()
    if state.phase == "apps":
        return state.choosing
    return (state.turn,)
