"""A QR code drawn as SVG, from segno's encoder (BSD, pure Python).

segno is one of the wheels the app loads on demand (``ON_DEMAND_WHEELS`` in
buildtasks/pins.py): it arrives when a share panel opens, never at boot, and the service worker
keeps it for offline use. Only its encoder is used, and only the encoder is shipped
(``segno_encoder`` in buildtasks/on_demand.py): segno's package ``__init__`` imports its
writers, which need parts of the standard library the page does not ship (gzip, xml.sax), so
the package is always entered without running its ``__init__`` and the SVG is drawn here, one
``<path>`` of dark modules.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
import types
from typing import Any

#: the package that brings the encoder (a name for ``Effects.load_packages``)
PACKAGE = "segno"


def available() -> bool:
    """Whether segno is there (installed, or unpacked by the browser)."""
    return PACKAGE in sys.modules or importlib.util.find_spec(PACKAGE) is not None


def _encoder() -> Any:
    """segno's ``encoder`` module, without its package's writers."""
    if "segno.encoder" in sys.modules:
        return sys.modules["segno.encoder"]
    if PACKAGE not in sys.modules:
        spec = importlib.util.find_spec(PACKAGE)
        if spec is None or not spec.submodule_search_locations:
            raise ModuleNotFoundError("segno is not loaded", name=PACKAGE)
        package = types.ModuleType(PACKAGE)
        package.__path__ = list(spec.submodule_search_locations)
        package.__spec__ = spec
        sys.modules[PACKAGE] = package
        try:
            return importlib.import_module("segno.encoder")
        finally:
            # the encoder stays; the bare package goes, so that a later ``import segno``
            # (where the whole package can run) gets the real one
            del sys.modules[PACKAGE]
    return importlib.import_module("segno.encoder")


def matrix(text: str) -> tuple[tuple[bool, ...], ...]:
    """The QR code's modules for ``text`` (error correction M, or better when it fits), row
    by row, True for dark."""
    code = _encoder().encode(text, error="m", micro=False, boost_error=True)
    return tuple(tuple(bool(cell) for cell in row) for row in code.matrix)


def svg(text: str, label: str, *, quiet_zone: int = 4) -> str:
    """An SVG QR code for ``text``: square modules on white, the quiet zone QR readers need,
    scaled by CSS. ``label`` is its accessible name (escaped here)."""
    from .html import esc

    rows = matrix(text)
    size = len(rows) + 2 * quiet_zone
    path = "".join(
        f"M{x + quiet_zone} {y + quiet_zone}h1v1h-1z"
        for y, row in enumerate(rows) for x, dark in enumerate(row) if dark)
    return (f"<svg class=\"qr\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {size} {size}\" "
            f"role=\"img\" aria-label=\"{esc(label)}\" shape-rendering=\"crispEdges\">"
            f"<rect width=\"{size}\" height=\"{size}\" fill=\"#fff\"/>"
            f"<path fill=\"#000\" d=\"{path}\"/></svg>")
