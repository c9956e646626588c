"""The order the parallel stages run their tests in: longest first on every worker.

pytest-xdist's work-stealing scheduler hands each worker a contiguous share of the collected
tests and lets an idle worker take the back half of a busy one's queue. In collection order a
worker could end the stage alone on a 30-second test while the others sat idle (the browser
stage's workers ended 28 s apart, 2026-11-28). Dealt longest first, each share starts with its
long tests and ends with short ones, and what is stolen at the end is short.

``tests/durations.json`` holds how long each test of a second or more took in a recorded run
(a test it does not name counts as short): a stale figure only makes the order less good, never
a test fail or be left out. Refresh it with ``TERRALUDO_RECORD_DURATIONS=1 python3 build.py
test`` (each stage writes the tests it ran)."""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

FILE = Path(__file__).resolve().parents[1] / "durations.json"
#: a test run that took less is left out of the file (it counts as short)
RECORDED_FROM_S = 1.0
#: what a test the file does not name weighs
UNKNOWN_S = 0.1


def known() -> dict[str, float]:
    try:
        loaded = json.loads(FILE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): float(v) for k, v in loaded.items()} if isinstance(loaded, dict) else {}


def longest_first(items: Sequence[T], names: Sequence[str], weights: dict[str, float],
                  workers: int) -> list[T]:
    """``items`` (named by ``names``) sorted longest first and dealt in turn to ``workers``
    shares laid end to end: share k holds the k-th, (k + workers)-th... longest, so the
    scheduler's contiguous shares each start long and end short. Ties keep their order."""
    ranked = sorted(range(len(items)), key=lambda i: -weights.get(names[i], UNKNOWN_S))
    shares: list[list[T]] = [[] for _ in range(max(1, workers))]
    for place, index in enumerate(ranked):
        shares[place % len(shares)].append(items[index])
    return [item for share in shares for item in share]


def record(durations: dict[str, float]) -> None:
    """Merge the durations of this stage's tests into the file (a test of the other stage
    keeps its figure)."""
    merged = known()
    for name, seconds in durations.items():
        merged.pop(name, None)
        if seconds >= RECORDED_FROM_S:
            merged[name] = round(seconds, 1)
    FILE.write_text(json.dumps(dict(sorted(merged.items())), indent=0, ensure_ascii=False) + "\n",
                    encoding="utf-8")


def recording() -> bool:
    return os.environ.get("TERRALUDO_RECORD_DURATIONS") == "1"
