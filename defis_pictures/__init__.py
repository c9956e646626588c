"""Défis Nature's card pictures: one SVG per species, shipped apart from the app so that the
browser fetches them only when Défis opens (``NEEDS`` in ``web/games/defis_nature``), never at
boot. ``twemoji/`` holds pictures derived from Twemoji (CC BY 4.0, see its LICENSE.txt);
``drawn/`` holds Terraludo's own drawings. Both are made by ``tools/defis_art/derive.py``."""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files

FOLDERS = ("twemoji", "drawn")


@cache
def _bundle(folder: str) -> dict[str, str]:
    """In the shipped wheel each folder's pictures are one ``pictures.json`` (build.py's
    ``build_local_wheel``: one compressed file weighs half as much as 132 small ones)."""
    path = files(__name__) / folder / "pictures.json"
    if not path.is_file():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    return data if isinstance(data, dict) else {}


@cache
def svg(species_id: str) -> str:
    """The species' picture as SVG text (a 36 x 36 viewBox), or "" when it has none: from the
    folder's bundle in the wheel, else from its ``<species id>.svg`` (the repository)."""
    if not species_id.replace("-", "").isalnum():
        return ""
    root = files(__name__)
    for folder in FOLDERS:
        bundled = _bundle(folder).get(species_id)
        if isinstance(bundled, str):
            return bundled
        path = root / folder / f"{species_id}.svg"
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return ""
