"""Climat Tic Tac at the table, in modules named like its engine's: ``table.py`` (the
``GameTable``, the step to play now, the hands, the science notes), ``pieces.py`` (names,
cards, pawns, the tracks), ``map.py`` (the world map), ``challenge.py`` (a Défi's screens),
``moments.py`` (what the table stops for, the end); its words are in ``strings.json``."""

from __future__ import annotations

from ...seam import ScreenLink

HOME_SCREENS = (ScreenLink("ctt.ui.science", "science"),)
#: a guided first game, "Apprendre en jouant" (``lesson.json``, run by ``web/lessons.py``)
HAS_LESSON = True
