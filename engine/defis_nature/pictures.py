"""Défis Nature's card pictures: one SVG per species in ``art/``, shipped in the game's own
wheel like Planète's art (so the browser fetches them when Défis opens, never at boot).
``art/twemoji/`` holds pictures derived from Twemoji (CC BY 4.0, see its LICENSE.txt);
``art/drawn/`` holds Terraludo's own drawings. Both are made by ``tools/defis_nature_art/derive.py``."""

from __future__ import annotations

from functools import cache
from importlib.resources import files

#: the folders of ``art/``, in the order a species' picture is looked for
FOLDERS = ("twemoji", "drawn")
_PACKAGE = __name__.rpartition(".")[0]


@cache
def svg(species_id: str) -> str:
    """The species' picture as SVG text (a 36 x 36 viewBox), or "" when it has none."""
    if not species_id.replace("-", "").isalnum():
        return ""
    art = files(_PACKAGE) / "art"
    for folder in FOLDERS:
        path = art / folder / f"{species_id}.svg"
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return ""
