"""Ecotopia at the table (``table.py``); its words are in ``strings.json``, its short notes on
the real-world ideas (energy sobriety, recycling, biodiversity) are content, in
``engine/ecotopia/data/notes.json``."""

from __future__ import annotations

from ...seam import ScreenLink

HOME_SCREENS: tuple[ScreenLink, ...] = ()
#: a guided first game, "Apprendre en jouant" (``lesson.json``, run by ``web/lessons.py``)
HAS_LESSON = True
