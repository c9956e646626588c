"""The codec, checked on values Hypothesis generates: every supported shape survives a save
(``to_json`` → JSON text → ``from_json``), and any JSON that does not fit a type is refused with
``ValueError`` — the one error a save loader catches — never another exception."""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.codec import from_json, is_json_clean, to_json


class Colour(enum.Enum):
    RED = "red"
    BLUE = "blue"


@dataclass(frozen=True)
class Piece:
    name: str
    weight: float
    colour: Colour


@dataclass(frozen=True)
class Position:
    """One of every shape the codec supports (its module docstring lists them)."""

    pieces: tuple[Piece, ...]
    pair: tuple[int, str]
    seen: frozenset[int]
    by_name: dict[str, Piece]
    by_seat: dict[int, tuple[bool, ...]]
    maybe: Piece | None
    flag: bool
    count: int


# floats a save can hold: JSON has no NaN or infinity
numbers = st.floats(allow_nan=False, allow_infinity=False)
pieces = st.builds(Piece, name=st.text(max_size=8), weight=numbers, colour=st.sampled_from(Colour))
positions = st.builds(
    Position,
    pieces=st.lists(pieces, max_size=4).map(tuple),
    pair=st.tuples(st.integers(), st.text(max_size=8)),
    seen=st.frozensets(st.integers(-1000, 1000), max_size=6),
    by_name=st.dictionaries(st.text(max_size=6), pieces, max_size=3),
    by_seat=st.dictionaries(st.integers(0, 9), st.lists(st.booleans(), max_size=4).map(tuple),
                            max_size=3),
    maybe=st.none() | pieces,
    flag=st.booleans(),
    count=st.integers(),
)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | numbers | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=200, deadline=None)
@given(positions)
def test_every_supported_shape_survives_a_save(position: Position) -> None:
    data = to_json(position)
    assert is_json_clean(data)
    assert from_json(Position, json.loads(json.dumps(data))) == position


@settings(max_examples=200, deadline=None)
@given(positions, st.sampled_from([f for f in Position.__dataclass_fields__]), json_values)
def test_a_field_that_does_not_fit_is_refused_with_value_error(
        position: Position, field: str, junk: Any) -> None:
    data = {**to_json(position), field: junk}
    try:
        decoded = from_json(Position, data)
    except ValueError:
        return
    # it fitted after all (a list of pieces, an int where an int goes…): it saves back the same
    assert from_json(Position, to_json(decoded)) == decoded


@settings(max_examples=200, deadline=None)
@given(json_values)
def test_any_json_is_a_position_or_a_value_error(junk: Any) -> None:
    try:
        decoded = from_json(Position, junk)
    except ValueError:
        return
    assert isinstance(decoded, Position)
