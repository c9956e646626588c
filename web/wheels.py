"""Unpacking a package the app loads on demand (a game's own wheel, its pictures, the QR
encoder), as the build ships it: ``app/wheels/<name>.whl.xz``, a wheel whose files are stored
uncompressed, the whole archive compressed by xz (``ship_wheel`` in buildtasks/wheels.py says
why).

One function, called by the page (``Browser.load_package``) and by the runners under Node
(tests/pyodide/run.mjs, bench/playouts.mjs), so the tests unpack exactly what a page unpacks.
``lzma`` and ``zipfile`` are imported inside the function: no module of the app's boot imports
them (tests/web/test_boot_imports.py).
"""

from __future__ import annotations

import sys


def site_packages() -> str:
    """Where the app's own wheel was unpacked (no sysconfig: the page's standard library is a
    subset, and sysconfig reads data modules on first use)."""
    return next((p for p in sys.path if p.endswith("site-packages")),
                f"/lib/python{sys.version_info.major}.{sys.version_info.minor}/site-packages")


def install_shipped_wheel(data: bytes, target: str | None = None) -> list[str]:
    """Decompress a shipped ``<name>.whl.xz`` and unpack the wheel into ``target`` (by default
    the app's site-packages), then let the import system see the new files. Returns the names
    of the files unpacked."""
    import importlib
    import io
    import lzma
    import zipfile

    with zipfile.ZipFile(io.BytesIO(lzma.decompress(data))) as wheel:
        wheel.extractall(target or site_packages())
        names = wheel.namelist()
    importlib.invalidate_caches()
    return names
