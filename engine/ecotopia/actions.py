"""Ecotopia's actions: what a seat may ask for, one frozen dataclass each, and which phase
allows which.

Saves and the log record an action as ``{"type": <class name>, **fields}``: the class names
and fields below are part of the save format and must not change.
"""

from __future__ import annotations

from dataclasses import dataclass

from .state import Phase


@dataclass(frozen=True)
class ChooseApp:
    """Put a single-use app on your phone (at set-up, or when a datacenter is built)."""

    app: str

    def __str__(self) -> str:
        return f"app {self.app}"


@dataclass(frozen=True)
class ActivateCoal:
    """Phase I: burn one cube of the coal plant on ``cell`` (red −1) for one battery unit."""

    cell: str

    def __str__(self) -> str:
        return f"coal {self.cell}"


@dataclass(frozen=True)
class EndRecharge:
    def __str__(self) -> str:
        return "end recharge"


@dataclass(frozen=True)
class PickLieu:
    """Phase II a: take a face-up lieu tile from the display."""

    cell: str

    def __str__(self) -> str:
        return f"lieu {self.cell}"


@dataclass(frozen=True)
class RevealLieu:
    def __str__(self) -> str:
        return "reveal lieu"


@dataclass(frozen=True)
class PickConstruction:
    """Phase II b: take a face-up construction tile from the display."""

    tile: str

    def __str__(self) -> str:
        return f"build {self.tile}"


@dataclass(frozen=True)
class RevealConstruction:
    def __str__(self) -> str:
        return "reveal construction"


@dataclass(frozen=True)
class PlantTree:
    cell: str

    def __str__(self) -> str:
        return f"tree {self.cell}"


@dataclass(frozen=True)
class AskQuestion:
    def __str__(self) -> str:
        return "question"


@dataclass(frozen=True)
class Answer:
    """Answer the question in play: a choice index (true/false cards: 0 true, 1 false)."""

    choice: int

    def __str__(self) -> str:
        return f"answer {self.choice}"


@dataclass(frozen=True)
class MoveTeam:
    """Move the team pawn to ``to``; ``leaf`` names the square (origin or destination) that
    gets a leaf, ``disc`` the animal kind that gets a neutral disc ("" for none)."""

    to: str
    leaf: str = ""
    disc: str = ""

    def __str__(self) -> str:
        extra = "".join(f" {k}:{v}" for k, v in (("leaf", self.leaf), ("disc", self.disc)) if v)
        return f"team → {self.to}{extra}"


@dataclass(frozen=True)
class RollBonus:
    def __str__(self) -> str:
        return "bonus die"


@dataclass(frozen=True)
class BonusRefresh:
    """Bonus die face 3: refresh the ``lieux`` or the ``constructions`` display, or ``none``."""

    which: str

    def __str__(self) -> str:
        return f"refresh {self.which}"


@dataclass(frozen=True)
class MoveTruck:
    """Move the truck one step; ``load`` picks up the waste on the destination square."""

    to: str
    load: bool = False

    def __str__(self) -> str:
        return f"truck → {self.to}{' +load' if self.load else ''}"


@dataclass(frozen=True)
class Recruit:
    def __str__(self) -> str:
        return "recruit"


@dataclass(frozen=True)
class Hire:
    specialist: str

    def __str__(self) -> str:
        return f"hire {self.specialist}"


Action = (ChooseApp | ActivateCoal | EndRecharge | PickLieu | RevealLieu | PickConstruction
          | RevealConstruction | PlantTree | AskQuestion | Answer | MoveTeam | RollBonus
          | BonusRefresh | MoveTruck | Recruit | Hire)
ACTION_TYPES: tuple[type[Action], ...] = (ChooseApp, ActivateCoal, EndRecharge, PickLieu, RevealLieu, PickConstruction,
                RevealConstruction, PlantTree, AskQuestion, Answer, MoveTeam, RollBonus,
                BonusRefresh, MoveTruck, Recruit, Hire)


#: The one table of which actions each phase allows, in the order ``legal_actions`` lists
#: them. ``legal_actions`` offers these and only these; a refused action of another type is
#: explained as "not possible now" from the same table.
PHASE_ACTIONS: dict[Phase, tuple[type[Action], ...]] = {
    "apps": (ChooseApp,),
    "recharge": (ActivateCoal, EndRecharge),
    "lieu": (PickLieu, RevealLieu),
    "construction": (PickConstruction, RevealConstruction),
    "actions": (PlantTree, AskQuestion, MoveTeam, RollBonus, Recruit, MoveTruck),
    "question": (Answer,),
    "hire": (Hire,),
    "bonus_1": (Recruit, MoveTruck),
    "bonus_3": (BonusRefresh,),
    "bonus_move": (MoveTeam,),
    "bonus_jump": (MoveTeam,),
    "over": (),
}

#: The single-use (or printed) app an action of Phase III spends; the truck's ``recycle`` is
#: printed on every phone and always there, so it is not checked.
ACTION_APP: dict[type[Action], str] = {
    PlantTree: "plant_tree", AskQuestion: "answer_question", MoveTeam: "move_team",
    RollBonus: "bonus_die", Recruit: "recruit",
}
