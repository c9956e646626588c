"""The 6×6 board's geometry: squares by index, the team pawn's and the truck's moves.

Squares are named ``A1`` … ``F6`` (column letter, row number, row 1 at the top) and the
per-square tuples of the state are in reading order (``square_index``). The two recycling
centres sit off the board, each beside one corner square (``content_index().centre_beside``).
"""

from __future__ import annotations

from .content import COLUMNS, ROWS, content_index, neighbours

CENTRE_NE = "centre-nord-est"
CENTRE_SW = "centre-sud-ouest"


def square_index(cell: str) -> int:
    """The position of square ``cell`` in the state's per-square tuples (A1 = 0, F6 = 35)."""
    return (int(cell[1:]) - 1) * len(COLUMNS) + COLUMNS.index(cell[0])


def orthogonal(cell: str) -> tuple[str, ...]:
    """The squares one straight step away (the team pawn's ordinary move)."""
    column, row = COLUMNS.index(cell[0]), int(cell[1:])
    out = []
    for column_step, row_step in ((0, -1), (-1, 0), (1, 0), (0, 1)):
        to_column, to_row = column + column_step, row + row_step
        if 0 <= to_column < len(COLUMNS) and to_row in ROWS:
            out.append(f"{COLUMNS[to_column]}{to_row}")
    return tuple(out)


def is_centre(where: str) -> bool:
    """Whether ``where`` is a recycling centre (not a square)."""
    return where in content_index().centre_beside


def truck_moves(where: str) -> tuple[str, ...]:
    """Where the truck may go in one move: a neighbour square (diagonals too), or a centre
    from the square beside it, or that square from the centre (booklet p. 12)."""
    centre_beside = content_index().centre_beside
    if where in centre_beside:
        return (centre_beside[where],)
    out = list(neighbours(where))
    out += [centre for centre, beside in centre_beside.items() if beside == where]
    return tuple(out)
