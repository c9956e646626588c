"""Climat Tic Tac at the table (``table.py``): the world map, the tracks, the hands, the
challenges and the science notes; its words are in ``strings.json``."""

from __future__ import annotations

import importlib
from typing import Any

from ...seam import ScreenLink

HOME_SCREENS = (ScreenLink("ctt.ui.science", "science"),)


def __getattr__(name: str) -> Any:
    if name == "TABLE":  # the table and its content load on first use
        return importlib.import_module(".table", __name__).TABLE
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
