"""A tiny deterministic PRNG whose whole state is one integer kept inside the game state.

CPython only promises ``random.random()`` to be stable across versions, and the browser runs
Python 3.14 while CI may run 3.11, so nothing saved may depend on ``random.shuffle``. This is
SplitMix64 (Steele, Lea & Flood 2014): 64-bit integer arithmetic only, identical everywhere.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
MASK64 = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """Turn any integer seed (negative or huge too) into a 64-bit PRNG state."""
    return (seed * 0x2545F4914F6CDD1D + 0x1234567) & MASK64


class Prng:
    """A mutable cursor over the stream. Read ``.state`` back into the game state after use.

    >>> rng = Prng(seed_state(7)); rng.below(6) == Prng(seed_state(7)).below(6)
    True
    """

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & MASK64

    def next64(self) -> int:
        self.state = (self.state + _GAMMA) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling: no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.shuffle(out)
        return out

    def fork(self) -> Prng:
        """An independent stream (for bots and searches), advancing this one by one step."""
        return Prng(seed_state(self.next64()))
