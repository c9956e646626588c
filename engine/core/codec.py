"""JSON codec for the frozen dataclasses that states and actions are made of.

One mechanism for all games: a dataclass is encoded field by field, guided by its type hints,
so a game declares its types once and gets save/load, replay checks and views for free.
Supported: bool, int, float, str, None, enums, nested dataclasses, ``tuple[X, ...]``,
fixed tuples, ``frozenset[X]``, ``dict[str, X]``, ``dict[int, X]`` and ``X | None``.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import types
import typing
from typing import Any, TypeVar, Union, get_args, get_origin

T = TypeVar("T")


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def to_json(value: Any) -> Any:
    """Encode a dataclass (or any supported value) to JSON-clean data."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, (tuple, list)):
        return [to_json(v) for v in value]
    if isinstance(value, frozenset):
        return sorted(to_json(v) for v in value)
    if isinstance(value, dict):
        return {str(k): to_json(v) for k, v in value.items()}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise TypeError(f"cannot encode {type(value).__name__}")


def from_json(tp: Any, data: Any) -> Any:
    """Decode ``data`` as type ``tp``; raises ``ValueError`` when it does not fit."""
    origin = get_origin(tp)
    if tp is Any:
        return data
    if origin in (Union, types.UnionType):
        args = get_args(tp)
        if data is None and type(None) in args:
            return None
        errors = []
        for arg in args:
            if arg is type(None):
                continue
            try:
                return from_json(arg, data)
            except (ValueError, TypeError) as exc:
                errors.append(str(exc))
        raise ValueError(f"no member of {tp} fits {data!r}: {errors}")
    if origin is typing.Literal:
        if data in get_args(tp):
            return data
        raise ValueError(f"{data!r} is not one of {get_args(tp)}")
    if origin is tuple:
        args = get_args(tp)
        if not isinstance(data, list):
            raise ValueError(f"expected a list for {tp}, got {type(data).__name__}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_json(args[0], v) for v in data)
        if len(args) != len(data):
            raise ValueError(f"expected {len(args)} items for {tp}")
        return tuple(from_json(a, v) for a, v in zip(args, data, strict=True))
    if origin is frozenset:
        (arg,) = get_args(tp)
        if not isinstance(data, list):
            raise ValueError("expected a list for a frozenset")
        return frozenset(from_json(arg, v) for v in data)
    if origin is dict:
        key_tp, val_tp = get_args(tp)
        if not isinstance(data, dict):
            raise ValueError("expected an object")
        return {
            (int(k) if key_tp is int else k): from_json(val_tp, v) for k, v in data.items()
        }
    if isinstance(tp, type):
        if dataclasses.is_dataclass(tp):
            if not isinstance(data, dict):
                raise ValueError(f"expected an object for {tp.__name__}")
            hints = _hints(tp)
            kwargs = {}
            for f in dataclasses.fields(tp):
                if f.name in data:
                    kwargs[f.name] = from_json(hints[f.name], data[f.name])
                elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                    raise ValueError(f"{tp.__name__} lacks field {f.name!r}")
            extra = set(data) - {f.name for f in dataclasses.fields(tp)}
            if extra:
                raise ValueError(f"{tp.__name__} has unknown fields {sorted(extra)}")
            return tp(**kwargs)
        if issubclass(tp, enum.Enum):
            return tp(data)
        if tp is bool:
            if not isinstance(data, bool):
                raise ValueError(f"expected a bool, got {data!r}")
            return data
        if tp is int:
            if isinstance(data, bool) or not isinstance(data, int):
                raise ValueError(f"expected an int, got {data!r}")
            return data
        if tp is float:
            if isinstance(data, bool) or not isinstance(data, (int, float)):
                raise ValueError(f"expected a number, got {data!r}")
            return float(data)
        if tp is str:
            if not isinstance(data, str):
                raise ValueError(f"expected a string, got {data!r}")
            return data
        if tp is type(None):
            if data is not None:
                raise ValueError("expected null")
            return None
    raise TypeError(f"unsupported type {tp!r}")


def is_json_clean(value: Any) -> bool:
    """True when ``value`` is made only of dict/list/str/int/float/bool/None with str keys."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return True
    if isinstance(value, list):
        return all(is_json_clean(v) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and is_json_clean(v) for k, v in value.items())
    return False
