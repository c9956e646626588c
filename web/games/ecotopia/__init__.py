"""Ecotopia at the table (``table.py``); its words are in ``strings.json``, its short notes on
the real-world ideas (energy sobriety, recycling, biodiversity) are content, in
``engine/ecotopia/data/notes.json``."""

from __future__ import annotations

import importlib
from typing import Any

from ...seam import ScreenLink

HOME_SCREENS: tuple[ScreenLink, ...] = ()
#: a guided first game, "Apprendre en jouant" (``lesson.json``, run by ``web/lessons.py``)
HAS_LESSON = True


def __getattr__(name: str) -> Any:
    if name == "TABLE":  # the table and its content load on first use
        return importlib.import_module(".table", __name__).TABLE
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
