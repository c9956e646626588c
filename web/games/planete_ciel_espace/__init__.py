"""Planète – Ciel et Espace at the table (``table.py``); its words are in ``strings.json``."""

from __future__ import annotations

from ...seam import ScreenLink

HOME_SCREENS: tuple[ScreenLink, ...] = ()
#: a guided first game, "Apprendre en jouant" (``lesson.json``, run by ``web/lessons.py``)
HAS_LESSON = True
#: no third-party package: the judge's word table is data of the engine, read with round 2
NEEDS: tuple[str, ...] = ()
