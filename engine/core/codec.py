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
import json
import types
import typing
from collections.abc import Callable
from typing import Any, TypeVar, Union, get_args, get_origin

T = TypeVar("T")


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


# Both directions are compiled once per type into a small function (what a dataclass's fields
# are, what a type hint asks for): a state is encoded at every autosave and decoded at every
# load, and looking the same answers up again for each of its thousands of values was most of
# the cost.
_Encoder = Callable[[Any], Any]
_ENCODERS: dict[type, _Encoder] = {}
#: the scalar types JSON holds as they are (exactly these: an enum deriving from int is not one)
_PLAIN = frozenset({type(None), bool, int, float, str})


def to_json(value: Any) -> Any:
    """Encode a dataclass (or any supported value) to JSON-clean data."""
    kind = type(value)
    encode = _ENCODERS.get(kind)
    if encode is None:
        encode = _ENCODERS[kind] = _encoder_for(kind)
    return encode(value)


def _same(value: Any) -> Any:
    return value


def _encoder_for(kind: type) -> _Encoder:
    """How to encode a value of ``kind`` (the checks in the order the codec has always made
    them: a dataclass, an enum, a sequence, a set, a mapping, a scalar). Scalars inside are
    kept as they are without a call: they are most of a state's values."""
    if dataclasses.is_dataclass(kind):
        names = tuple(f.name for f in dataclasses.fields(kind))

        def a_dataclass(value: Any) -> Any:
            out = {}
            for name in names:
                v = getattr(value, name)
                out[name] = v if type(v) in _PLAIN else to_json(v)
            return out

        return a_dataclass
    if issubclass(kind, enum.Enum):
        return lambda value: value.value
    if issubclass(kind, (tuple, list)):
        return lambda value: [v if type(v) in _PLAIN else to_json(v) for v in value]
    if issubclass(kind, frozenset):
        return lambda value: sorted(v if type(v) in _PLAIN else to_json(v) for v in value)
    if issubclass(kind, dict):
        return lambda value: {str(k): v if type(v) in _PLAIN else to_json(v)
                              for k, v in value.items()}
    if kind is type(None) or issubclass(kind, (bool, int, float, str)):
        return _same

    def refuse(value: Any) -> Any:
        raise TypeError(f"cannot encode {type(value).__name__}")

    return refuse


def from_json(tp: Any, data: Any) -> Any:
    """Decode ``data`` as type ``tp``; raises ``ValueError`` when it does not fit."""
    return _decoder(tp)(data)


_Decoder = Callable[[Any], Any]


@functools.cache
def _decoder(tp: Any) -> _Decoder:
    """The function that decodes data as ``tp`` (built once per type hint)."""
    origin = get_origin(tp)
    if tp is Any:
        return _same
    if origin in (Union, types.UnionType):
        return _union_decoder(tp)
    if origin is typing.Literal:
        allowed = get_args(tp)

        def literal(data: Any) -> Any:
            if data in allowed:
                return data
            raise ValueError(f"{data!r} is not one of {allowed}")

        return literal
    if origin is tuple:
        return _tuple_decoder(tp)
    if origin is frozenset:
        (arg,) = get_args(tp)
        item = _decoder(arg)

        def a_frozenset(data: Any) -> Any:
            if not isinstance(data, list):
                raise ValueError("expected a list for a frozenset")
            return frozenset(item(v) for v in data)

        return a_frozenset
    if origin is dict:
        key_tp, val_tp = get_args(tp)
        value = _decoder(val_tp)
        int_keys = key_tp is int

        def a_dict(data: Any) -> Any:
            if not isinstance(data, dict):
                raise ValueError("expected an object")
            if int_keys:
                return {int(k): value(v) for k, v in data.items()}
            return {k: value(v) for k, v in data.items()}

        return a_dict
    if isinstance(tp, type):
        if dataclasses.is_dataclass(tp):
            return _dataclass_decoder(tp)
        if issubclass(tp, enum.Enum):
            return tp
        scalar = _SCALARS.get(tp)
        if scalar is not None:
            return scalar

    def unsupported(data: Any) -> Any:
        raise TypeError(f"unsupported type {tp!r}")

    return unsupported


def _union_decoder(tp: Any) -> _Decoder:
    args = get_args(tp)
    optional = type(None) in args
    members = [_decoder(arg) for arg in args if arg is not type(None)]

    def a_union(data: Any) -> Any:
        if data is None and optional:
            return None
        errors = []
        for member in members:
            try:
                return member(data)
            except (ValueError, TypeError) as exc:
                errors.append(str(exc))
        raise ValueError(f"no member of {tp} fits {data!r}: {errors}")

    return a_union


def _tuple_decoder(tp: Any) -> _Decoder:
    args = get_args(tp)
    if len(args) == 2 and args[1] is Ellipsis:
        item = _decoder(args[0])

        def a_tuple(data: Any) -> Any:
            if not isinstance(data, list):
                raise ValueError(f"expected a list for {tp}, got {type(data).__name__}")
            return tuple(item(v) for v in data)

        return a_tuple
    items = [_decoder(a) for a in args]

    def a_fixed_tuple(data: Any) -> Any:
        if not isinstance(data, list):
            raise ValueError(f"expected a list for {tp}, got {type(data).__name__}")
        if len(items) != len(data):
            raise ValueError(f"expected {len(items)} items for {tp}")
        return tuple(item(v) for item, v in zip(items, data, strict=True))

    return a_fixed_tuple


def _dataclass_decoder(tp: type) -> _Decoder:
    fields = [(f.name, f.default is dataclasses.MISSING
               and f.default_factory is dataclasses.MISSING) for f in dataclasses.fields(tp)]
    names = frozenset(name for name, _ in fields)
    hints = _hints(tp)
    # each field's decoder is built when first used: a dataclass may name itself
    decoders: dict[str, _Decoder] = {}

    def a_dataclass(data: Any) -> Any:
        if not isinstance(data, dict):
            raise ValueError(f"expected an object for {tp.__name__}")
        kwargs = {}
        for name, required in fields:
            if name in data:
                decode = decoders.get(name)
                if decode is None:
                    decode = decoders[name] = _decoder(hints[name])
                kwargs[name] = decode(data[name])
            elif required:
                raise ValueError(f"{tp.__name__} lacks field {name!r}")
        if len(kwargs) != len(data):
            raise ValueError(f"{tp.__name__} has unknown fields {sorted(set(data) - names)}")
        return tp(**kwargs)

    return a_dataclass


def _a_bool(data: Any) -> Any:
    if not isinstance(data, bool):
        raise ValueError(f"expected a bool, got {data!r}")
    return data


def _an_int(data: Any) -> Any:
    if isinstance(data, bool) or not isinstance(data, int):
        raise ValueError(f"expected an int, got {data!r}")
    return data


def _a_float(data: Any) -> Any:
    if isinstance(data, bool) or not isinstance(data, (int, float)):
        raise ValueError(f"expected a number, got {data!r}")
    return float(data)


def _a_str(data: Any) -> Any:
    if not isinstance(data, str):
        raise ValueError(f"expected a string, got {data!r}")
    return data


def _none(data: Any) -> Any:
    if data is not None:
        raise ValueError("expected null")
    return None


_SCALARS: dict[Any, _Decoder] = {bool: _a_bool, int: _an_int, float: _a_float, str: _a_str,
                                 type(None): _none}


#: containers ``is_json_clean`` walks before it asks ``json`` whether the value is circular
_CONTAINERS_BEFORE_CYCLE_CHECK = 100_000


def is_json_clean(value: Any) -> bool:
    """True when ``value`` is made only of dict/list/str/int/float/bool/None with str keys."""
    # a walk, ~3x faster than a JSON round trip compared with the original (the conformance
    # playouts check every view at every deep step, and a view holds the whole log); a value
    # shared twice is walked twice, and one that contains itself is handed to ``json`` (which
    # says "Circular reference") once the walk has met more containers than a view ever holds
    todo = [value]
    budget = _CONTAINERS_BEFORE_CYCLE_CHECK
    while todo:
        item = todo.pop()
        kind = type(item)
        if kind in _PLAIN:
            continue
        if kind is dict or kind is list or isinstance(item, (dict, list)):
            budget -= 1
            if not budget:
                try:
                    json.dumps(value)
                except (TypeError, ValueError):
                    return False
            if isinstance(item, list):
                todo.extend(item)
                continue
            for key in item:
                if type(key) is not str and not isinstance(key, str):
                    return False
            todo.extend(item.values())
        elif not isinstance(item, (bool, int, float, str)):
            return False
    return True
