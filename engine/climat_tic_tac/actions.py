"""The moves of Climat Tic Tac: one small dataclass per kind of move, and the ``Action`` union.

A save records each move as ``{"type": <class name>, <fields>}`` (``Game.encode_action``), so
the class names and field names below are part of the save format. ``ALLOWED`` says which
moves each phase takes; ``legal_actions`` and ``explain_illegal`` both read it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .state import Phase


@dataclass(frozen=True)
class PlayCard:
    """Play ``card`` from the hand: its normal effect, or take a Défi (``challenge``)."""

    card: str
    challenge: bool = False

    def __str__(self) -> str:
        return f"play {self.card}{' + défi' if self.challenge else ''}"


@dataclass(frozen=True)
class Renew:
    """Spend the cooperation token: discard the 3 cards in hand, draw 3 (start of turn)."""

    def __str__(self) -> str:
        return "renew hand"


@dataclass(frozen=True)
class OfferSwap:
    """Spend the cooperation token: give ``card`` to ``receiver``, who gives one back. The
    active seat may at any step of its turn but a Défi (rules version 3: also during an
    effect and before discarding); a seat asked by ``AskSwap`` does in the ``offer`` phase."""

    card: str
    receiver: int

    def __str__(self) -> str:
        return f"give {self.card} to seat {self.receiver}"


@dataclass(frozen=True)
class AskSwap:
    """At any step of its turn but a Défi (before playing, during an effect, before
    discarding), the active seat asks ``giver`` — another seat still holding its cooperation
    token — to give a card to ``receiver``, who gives one back ("à n'importe quel moment").
    The giver then chooses the card (``OfferSwap`` in the ``offer`` phase, on its own screen
    in the semi-cooperative game)."""

    giver: int
    receiver: int

    def __str__(self) -> str:
        return f"seat {self.giver} gives a card to seat {self.receiver}"


@dataclass(frozen=True)
class GiveBack:
    """The receiver of a swap gives ``card`` in exchange."""

    card: str

    def __str__(self) -> str:
        return f"give back {self.card}"


@dataclass(frozen=True)
class ChooseWord:
    """The challenger picks word ``index`` (0 or 1) of the Défi card to draw or mime."""

    index: int

    def __str__(self) -> str:
        return f"word {self.index + 1}"


@dataclass(frozen=True)
class ChallengeResult:
    """The table's verdict on the Défi, submitted by the judge seat."""

    won: bool

    def __str__(self) -> str:
        return "défi won" if self.won else "défi lost"


@dataclass(frozen=True)
class ResolveChallengeByChance:
    """Let chance decide the Défi, at the odds shown in the view (``challenge.chance_percent``)."""

    def __str__(self) -> str:
        return "défi by chance"


@dataclass(frozen=True)
class Discard:
    """Discard one of the two Action cards left in hand."""

    card: str

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True)
class RemovePawn:
    """Remove one ``hazard`` pawn from ``city`` (one pawn of the card's bundle)."""

    city: str
    hazard: str

    def __str__(self) -> str:
        return f"remove {self.hazard} from {self.city}"


@dataclass(frozen=True)
class PlacePawn:
    """Put the next pawn to place (its type is in the view's ``task``) on ``city``."""

    city: str

    def __str__(self) -> str:
        return f"place on {self.city}"


Action = (PlayCard | Renew | OfferSwap | GiveBack | ChooseWord | ChallengeResult
          | ResolveChallengeByChance | Discard | RemovePawn | PlacePawn | AskSwap)


#: every move type, in the order the game lists them
ACTION_TYPES: tuple[type[Action], ...] = (
    PlayCard, Renew, OfferSwap, GiveBack, ChooseWord, ChallengeResult, ResolveChallengeByChance,
    Discard, RemovePawn, PlacePawn, AskSwap)

#: the moves each phase allows (``over`` allows none)
ALLOWED: dict[Phase, tuple[type[Action], ...]] = {
    "action": (PlayCard, Renew, OfferSwap, AskSwap),
    "offer": (OfferSwap,),
    "swap": (GiveBack,),
    "word": (ChooseWord,),
    "verdict": (ChallengeResult, ResolveChallengeByChance),
    # a swap at any moment of the turn (the book), not while a Défi is performed or judged
    "effect": (RemovePawn, PlacePawn, OfferSwap, AskSwap),
    "discard": (Discard, OfferSwap, AskSwap),
    "over": (),
}
