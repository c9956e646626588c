"""Shared fixtures: the raw data files (a fresh deep copy per test, safe to mutate)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from engine.ecotopia.content import load_raw

_RAW = load_raw()


@pytest.fixture
def raw() -> dict[str, Any]:
    return copy.deepcopy(_RAW)
