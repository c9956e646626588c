"""The vendored runtime in dist/vendor/: Pyodide, PyScript (patched) and MicroPython."""

from __future__ import annotations

import json
import re
import tarfile
from pathlib import Path

from buildtasks.pins import MICROPYTHON_VERSION, PYODIDE_VERSION, PYSCRIPT_VERSION, fetch_npm

# PyScript opens an IndexedDB cache at boot and hangs when the browser denies storage, as
# Chromium does in a cross-site <iframe> (third-party storage blocked). Terraludo must work
# embedded, so the build makes that failure harmless: the cache is only an optimisation for
# packages, which the app does not install. Each patch must apply exactly as counted, so a
# PyScript upgrade that changes the code fails the build loudly instead of silently.
#
# The last four patches are about boot time, not correctness: not waiting for that cache when
# there are no packages (below), and PyScript's Python preludes:
# - Before any MicroPython script, PyScript writes its whole `pyscript` Python package into
#   MicroPython's file system and imports it: ~180 ms of main-thread work, during which Pyodide
#   (loading at the same time) waits. The only MicroPython script is the boot watchdog
#   (web/watchdog.py), which uses `js` alone, so MicroPython scripts start without that prelude.
# - Before the Pyodide script, PyScript writes its `pyscript` package and imports it at once
#   (for workers, which the app has none of). The app talks to the page through `js` and
#   `pyodide.ffi`, so the package is still written but no longer imported eagerly: `import
#   pyscript` works the day something needs it, and boot skips compiling it and what it
#   imports (`html.entities` alone is ~2 000 lines that Pyodide compiles from source).
PYSCRIPT_PATCHES = [
    # idb-map re-dispatches the error event it is handling (InvalidStateError, uncaught)
    ("onerror(e){n(e),this.dispatchEvent(e)}", "onerror(e){n(e)}", 1),
    # a storage that cannot open is treated as an empty cache instead of a fatal boot error
    ("if(await l.sync(),", "if(await l.sync().catch(()=>0),", 2),
    ("await l.close(),", "await l.close().catch(()=>0),", 2),
    # Pyodide loads the standard library subset named in the configuration's `stdlib` (see
    # stdlib_subset: bytes of a first visit); PyScript passes no such option by itself
    ("p={indexURL:c},", "p={indexURL:c,stdLibURL:n.stdlib},", 1),
    ("u={indexURL:c},", "u={indexURL:c,stdLibURL:n.stdlib},", 1),
    # boot does not wait for that cache to open when there are no packages to look up in it
    # (it still opens in the background, and is closed, as before, once Python is up): ~20 ms
    ('if(await l.sync().catch(()=>0),nn("Loaded Storage"),f||l.clear(),a&&f)',
     'if(a&&await l.sync().catch(()=>0),nn("Loaded Storage"),f||l.clear(),a&&f)', 1),
    ('if(await l.sync().catch(()=>0),Qn("Loaded Storage"),p||l.clear(),o&&p)',
     'if(o&&await l.sync().catch(()=>0),Qn("Loaded Storage"),p||l.clear(),o&&p)', 1),
    # no `pyscript` package prelude before MicroPython scripts (see above)
    ('"mpy"===t?Ao.replace(bo,""):Ao', '"mpy"===t?"":Ao', 1),
    # Pyodide: the `pyscript` package is written but imported on first use (see above)
    ('ho.push("import pyscript as _pyscript"),ho.push(...["_Path","_path","_os","_pyscript"]',
     'ho.push(...["_Path","_path","_os"]', 1),
]
# PyScript plugins the app does not use (editors, terminals, pygame, deprecation notices):
# turned off in the configuration so that PyScript does not load them before starting Python.
# The `error` plugin stays: it shows on the page a Python error that escapes the app.
PYSCRIPT_PLUGINS_OFF = ["codemirror", "deprecations-manager", "donkey", "py-editor", "py-game",
                        "py-terminal"]
PYODIDE_FILES = [
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
]


def extract(tgz: Path, members: dict[str, Path]) -> None:
    with tarfile.open(tgz) as tar:
        for name, dest in members.items():
            src = tar.extractfile(f"package/{name}")
            if src is None:
                raise SystemExit(f"{name} missing from {tgz.name}")
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_bytes(src.read())


def vendor(dist: Path) -> None:
    pyodide = fetch_npm(f"pyodide@{PYODIDE_VERSION}")
    extract(pyodide, {f: dist / "vendor" / f"pyodide-{PYODIDE_VERSION}" / f for f in PYODIDE_FILES})
    trim_lock(dist / "vendor" / f"pyodide-{PYODIDE_VERSION}" / "pyodide-lock.json")
    pyscript = fetch_npm(f"@pyscript/core@{PYSCRIPT_VERSION}")
    with tarfile.open(pyscript) as tar:
        names = [m.name[len("package/"):] for m in tar.getmembers()
                 if m.name.startswith("package/dist/") and m.name.endswith((".js", ".css"))]
    target = dist / "vendor" / f"pyscript-{PYSCRIPT_VERSION}"
    extract(pyscript, {n: target / Path(n).name for n in names})
    patch_pyscript(target)
    # MicroPython runs the boot watchdog (web/watchdog.py): a few hundred KB that start in
    # milliseconds, independently of Pyodide, so a boot that hangs is reported from Python too
    micropython = fetch_npm(f"@micropython/micropython-webassembly-pyscript@{MICROPYTHON_VERSION}")
    extract(micropython, {f: dist / "vendor" / f"micropython-{MICROPYTHON_VERSION}" / f
                          for f in ("micropython.mjs", "micropython.wasm")})


def trim_lock(path: Path) -> None:
    """Pyodide's lock file without its package list: Pyodide reads it at every start (its
    ``info`` is checked against the runtime's ABI) but the app loads none of Pyodide's
    packages (its own wheels are unzipped: web/browser.py), and the 357 entries were 27 KB of
    a first visit. A package added to the configuration one day needs them back."""
    lock = json.loads(path.read_text(encoding="utf-8"))
    if set(lock) != {"info", "packages", "tool"} or "abi_version" not in lock["info"]:
        raise SystemExit(f"{path.name}: unexpected layout {sorted(lock)}; check trim_lock")
    lock["packages"] = {}
    path.write_text(json.dumps(lock, separators=(",", ":")), encoding="utf-8")


def patch_pyscript(folder: Path) -> None:
    for old, new, count in PYSCRIPT_PATCHES:
        found = 0
        for path in sorted(folder.glob("*.js")):
            text = path.read_text(encoding="utf-8")
            if old in text:
                found += text.count(old)
                path.write_text(text.replace(old, new), encoding="utf-8")
        if found != count:
            raise SystemExit(f"PyScript patch {old!r}: found {found} times, expected {count}")


def pyscript_chunk(dist: Path, importer: str, name: str) -> str:
    """The file name (it carries a hash) of PyScript's chunk ``name`` imported by ``importer``."""
    text = (dist / "vendor" / f"pyscript-{PYSCRIPT_VERSION}" / importer).read_text()
    match = re.search(rf'"\./({name}-[\w-]+\.js)"', text)
    if match is None:
        raise SystemExit(f"PyScript's {importer}: chunk {name!r} not found")
    return match.group(1)
