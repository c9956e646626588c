"""The board of nine stacks and the hands: line sums, where a card may go, hand order.

Plain functions of card ids and the ``Deck``, shared by the rules (``rules.py``) and the
sampling of hidden hands (``view.sample_state``).
"""

from __future__ import annotations

from collections.abc import Iterable

from .content import Deck

Board = tuple[tuple[str, ...], ...]


def line_sums(board: Board, deck: Deck) -> tuple[int, ...]:
    """Sums of the top cards' values for the rows Air, Terre, Eau then columns W, N, E."""
    tops = [deck.by_id[stack[-1]].value if stack else 0 for stack in board]
    rows = tuple(sum(tops[3 * r: 3 * r + 3]) for r in range(3))
    cols = tuple(sum(tops[c::3]) for c in range(3))
    return rows + cols


def open_cells(board: Board, row: int) -> list[int]:
    """Columns where a card of ``row`` may go: the empty cells while there are any, then all."""
    empty = [c for c in range(3) if not board[3 * row + c]]
    return empty or [0, 1, 2]


def sorted_hand(card_ids: Iterable[str], deck: Deck) -> tuple[str, ...]:
    """A hand in the order players see it: element, then value (the order tells nothing)."""
    by_id = deck.by_id
    return tuple(sorted(card_ids, key=lambda i: (by_id[i].row, by_id[i].value, i)))
