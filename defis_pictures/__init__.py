"""Défis Nature's card pictures: one SVG per species, shipped apart from the app so that the
browser fetches them only when Défis opens (``NEEDS`` in ``web/games/defis_nature``), never at
boot. ``twemoji/`` holds pictures derived from Twemoji (CC BY 4.0, see its LICENSE.txt);
``drawn/`` holds Terraludo's own drawings. Both are made by ``tools/defis_art/derive.py``."""

from __future__ import annotations

from functools import cache
from importlib.resources import files

FOLDERS = ("twemoji", "drawn")


@cache
def svg(species_id: str) -> str:
    """The species' picture as SVG text (a 36 x 36 viewBox), or "" when it has none."""
    if not species_id.replace("-", "").isalnum():
        return ""
    root = files(__name__)
    for folder in FOLDERS:
        path = root / folder / f"{species_id}.svg"
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return ""
