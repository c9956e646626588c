"""What a seat of Planète – Ciel et Espace can do (the ``Action`` union).

Round 1 (the circle of ten places, see ``circle``):

- ``StopTop()`` — the first player stops the spinning top; the backs are hidden again;
- ``Swap(a, b)``, ``Flip(pos)``, ``Pivot(axis)`` — the two actions of a turn: exchange two
  places, look in secret at one back, lay the centre pair on another diameter;
- ``Reveal(end)`` or ``EndTurn()`` — after the two actions: turn the line over from one of its
  circle ends, or stop there;
- ``Peek(a, b)`` then ``DonePeek()`` — after a success, every seat looks at two backs.

Round 2 (the word hunt, see ``wordround``): ``ProposeWord(word)``, one word per star.

The class names are the ``type`` of an action's JSON form (saves record them): never rename.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class StopTop:
    """The first player stops the spinning top: the backs are hidden again (PCE-05)."""

    def __str__(self) -> str:
        return "stop the top"


@dataclass(frozen=True)
class Swap:
    """Exchange the cards of places ``a`` < ``b`` (any two of the ten)."""

    a: int
    b: int

    def __str__(self) -> str:
        return f"swap {self.a} and {self.b}"


@dataclass(frozen=True)
class Flip:
    """Look in secret at the back of the card at place ``pos``."""

    pos: int

    def __str__(self) -> str:
        return f"look at {self.pos}"


@dataclass(frozen=True)
class Pivot:
    """Turn the centre pair onto the diameter through circle places ``axis`` and ``axis + 4``."""

    axis: int

    def __str__(self) -> str:
        return f"pivot to {self.axis}"


@dataclass(frozen=True)
class Reveal:
    """Turn the line over, starting from circle ``axis`` (end 0) or ``axis + 4`` (end 1)."""

    end: int

    def __str__(self) -> str:
        return f"reveal from end {self.end}"


@dataclass(frozen=True)
class EndTurn:
    """End the turn without revealing the line."""

    def __str__(self) -> str:
        return "end turn"


@dataclass(frozen=True)
class Peek:
    """After a success: look in secret at the backs of places ``a`` < ``b``."""

    a: int
    b: int

    def __str__(self) -> str:
        return f"peek {self.a} and {self.b}"


@dataclass(frozen=True)
class DonePeek:
    """The seat has looked at its two backs ("J'ai bien regardé")."""

    def __str__(self) -> str:
        return "done peeking"


@dataclass(frozen=True)
class ProposeWord:
    """Round 2: one word said for one of the seat's stars on the current card."""

    word: str

    def __str__(self) -> str:
        return f"say {self.word}"


@dataclass(frozen=True)
class Overrule:
    """Round 2, after a reading: the table keeps the last word. A seat other than the word's
    proposer turns the judge's verdict on the word at ``position`` of the card just read:
    ``accept`` it (a star) or refuse it. An open action, never in ``legal_actions``: bots never
    vote; the table offers it to humans."""

    position: int
    accept: bool

    def __str__(self) -> str:
        return f"{'accept' if self.accept else 'refuse'} word {self.position}"


@dataclass(frozen=True)
class Agree:
    """Round 2, after a reading: this seat agrees with the verdicts (the next card comes once
    every seat that could vote has agreed)."""

    def __str__(self) -> str:
        return "agree with the verdicts"


Action = (StopTop | Swap | Flip | Pivot | Reveal | EndTurn | Peek | DonePeek | ProposeWord
          | Overrule | Agree)
#: every action type, in the order of ``Game.action_types``
ACTION_TYPES: tuple[type[Action], ...] = (StopTop, Swap, Flip, Pivot, Reveal, EndTurn, Peek,
                                          DonePeek, ProposeWord, Overrule, Agree)
