"""Untrusted JSON read within limits, before it is parsed.

A save file, a replay link, a stored save and a host page's message are text anyone may have
written. Python's parser recurses once per level of nesting, so ten thousand ``[`` stop it
(``RecursionError``, a 103-character replay link does it), and a few megabytes of values keep
a phone busy. ``loads`` measures the text first (its length, how deep its brackets nest, how
many values it holds, all with the regular-expression engine, without recursion) and parses
it only when it fits; otherwise it raises ``TooLarge`` (a ``CorruptSave``), never anything else.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from .errors import CorruptSave


class TooLarge(CorruptSave):
    """Text beyond the limits of what it claims to be (too long, too deep, too many values)."""

    key = "save.too_large"


@dataclass(frozen=True)
class Limits:
    #: characters in the text
    chars: int
    #: levels of nested arrays and objects
    depth: int
    #: values in the text (its commas and colons)
    values: int


#: a save (a file, a stored one, a replay link unpacked): the largest saves of every game hold
#: under 40 KB, 5,000 values and 8 levels (tests/golden)
SAVE = Limits(chars=1_000_000, depth=40, values=200_000)
#: a small document: the settings, a host page's request
SMALL = Limits(chars=20_000, depth=12, values=2_000)

#: a JSON string, escapes included (the unrolled form: linear, no backtracking)
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_INNERMOST = re.compile(r"\[\]|\{\}")


def check(text: str, limits: Limits) -> None:
    """Raise ``TooLarge`` (or ``CorruptSave`` for brackets that do not match) unless ``text``
    fits ``limits``."""
    if len(text) > limits.chars:
        raise TooLarge(f"{len(text)} characters, more than {limits.chars}")
    shape = _STRING.sub("0", text)  # what strings hold is not structure
    values = shape.count(",") + shape.count(":")
    if values > limits.values:
        raise TooLarge(f"{values} values, more than {limits.values}")
    brackets = _NOT_BRACKET.sub("", shape)
    depth = 0
    while brackets:  # each pass takes off one level: the innermost pairs
        depth += 1
        if depth > limits.depth:
            raise TooLarge(f"nested more than {limits.depth} levels deep")
        shorter = _INNERMOST.sub("", brackets)
        if len(shorter) == len(brackets):
            raise CorruptSave("brackets that do not match")
        brackets = shorter


def loads(text: str | bytes, limits: Limits = SAVE) -> Any:
    """``json.loads`` within ``limits``; raises ``CorruptSave`` (``TooLarge`` beyond them) and
    nothing else."""
    if isinstance(text, bytes):
        if len(text) > 4 * limits.chars:
            raise TooLarge(f"{len(text)} bytes")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise CorruptSave(f"not UTF-8: {exc}") from exc
    check(text, limits)
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise CorruptSave(f"not JSON: {exc}") from exc
