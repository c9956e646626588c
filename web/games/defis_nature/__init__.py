"""Défis Nature Protect – Le Tournoi at the table (``table.py``), its card faces
(``cards.py``) and its deck workshop (``workshop.py``); its words are in ``strings.json``."""

from __future__ import annotations

from ...seam import ScreenLink

HOME_SCREENS = (ScreenLink("defis.ui.deck_builder", "decks"),)
#: a guided first game, "Apprendre en jouant" (``lesson.json``, run by ``web/lessons.py``)
HAS_LESSON = True
#: no package of its own: the card pictures come with the game's wheel (engine/defis_nature/art)
NEEDS: tuple[str, ...] = ()
