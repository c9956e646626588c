"""La Glace et le Ciel at the table (``table.py``); its words are in ``strings.json``."""

from __future__ import annotations

from ...seam import ScreenLink

HOME_SCREENS: tuple[ScreenLink, ...] = ()
#: a guided first game, "Apprendre en jouant" (``lesson.json``, run by ``web/lessons.py``)
HAS_LESSON = True
