"""``replace`` for the engine's frozen dataclasses: a state is copied at every move, by bots
thousands of times a turn, and ``dataclasses.replace`` (which calls ``__init__``, building its
arguments from ``fields()``) was a tenth of a playout's time."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, TypeVar

T = TypeVar("T")

if TYPE_CHECKING:  # mypy checks the names and types of the changes as for the original
    from dataclasses import replace as replace
else:
    _FIELDS: dict[type, frozenset[str]] = {}

    def replace(obj: T, /, **changes: Any) -> T:
        """A copy of ``obj`` with ``changes``, as ``dataclasses.replace`` makes it for a
        dataclass whose ``__init__`` only stores its fields (no ``__post_init__``, no
        ``init=False`` field, no slots: the engine's, checked by tests/engine/test_frozen.py):
        the same fields, the same ``TypeError`` for a name that is not one of them, and no
        ``functools.cached_property`` value carried over from ``obj``."""
        cls = type(obj)
        names = _FIELDS.get(cls)
        if names is None:
            names = _FIELDS[cls] = frozenset(f.name for f in dataclasses.fields(cls))
        if not names.issuperset(changes):
            raise TypeError(f"{cls.__name__} has no field {sorted(set(changes) - names)}")
        fields = obj.__dict__.copy()
        if len(fields) != len(names):  # a cached_property's value: the copy computes its own
            fields = {name: fields[name] for name in names}
        fields.update(changes)
        new = object.__new__(cls)
        new.__dict__.update(fields)
        return new
