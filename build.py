#!/usr/bin/env python3
"""Terraludo's one task runner.

    python3 build.py serve   build dist/ and serve it on http://127.0.0.1:8000, gzip-compressed as
                             GitHub Pages does (--pages: also its Cache-Control: max-age=600)
    python3 build.py build   build dist/ only
    python3 build.py setup   set up what is missing (.venv, Chromium, hunspell, the pinned runtime)
                             and nothing else
    python3 build.py test    set up what is missing (.venv, Chromium, hunspell), then run every
                             test: lint, every test in CPython (in parallel), what can differ
                             between runtimes inside Pyodide under Node, and the browser
                             end-to-end tests (--quick: without the tests marked slow)
    python3 build.py bench   benchmarks: print a table, write bench/results.json

Only the standard library is used here, so a fresh machine can run it before anything else.
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import html
import http.server
import io
import json
import os
import re
import shutil
import socketserver
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
VENV = ROOT / ".venv"

# --- pinned third-party runtime: versions and sha256 of the registry files ---------------------
PYODIDE_VERSION = "314.0.7"
PYSCRIPT_VERSION = "0.7.31"
NPM_PINS = {
    f"pyodide@{PYODIDE_VERSION}": (
        f"pyodide-{PYODIDE_VERSION}.tgz",
        "66b7949e5a0cba2250b586d7e368bf12fb482800748d182c4618254b685ffaa0",
    ),
    f"@pyscript/core@{PYSCRIPT_VERSION}": (
        f"pyscript-core-{PYSCRIPT_VERSION}.tgz",
        "b2ca1a0c0956aebd990a7c8524cca1eb061444a8319a7264d2f31ef30bea276a",
    ),
}
MICROPYTHON_VERSION = "1.27.0"
NPM_PINS[f"@micropython/micropython-webassembly-pyscript@{MICROPYTHON_VERSION}"] = (
    f"micropython-micropython-webassembly-pyscript-{MICROPYTHON_VERSION}.tgz",
    "303919763c8ebfe5923b9da66226c20dce44ad72b604b225fb39338ea15367af",
)
AXE_VERSION = "4.14.1"
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
#: pure-Python wheels the app loads on demand in the browser (not at boot), from PyPI, pinned
#: by version and sha256; served as dist/app/wheels/<name>.whl.xz (``ship_wheel``): the Planète
#: word matcher's stemmer, and segno (BSD), whose QR encoder draws a set-up link's code (web/qr.py)
ON_DEMAND_WHEELS = {
    "snowballstemmer": ("snowballstemmer-3.1.1-py3-none-any.whl",
                        "7e207fa178741da09cdee59d3ecec3827ad5f92b1fc5c9ff3755b639f71f5752"),
    "segno": ("segno-1.6.6-py3-none-any.whl",
              "28c7d081ed0cf935e0411293a465efd4d500704072cdb039778a2ab8736190c7"),
}
#: the project's own packages a game's table loads on demand (``NEEDS``), built from the
#: repository into dist/app/wheels/<name>.whl.xz: Défis's card pictures (~45 KB) are fetched when
#: Défis opens, not at boot
LOCAL_ON_DEMAND = {"defis_pictures": ROOT / "defis_pictures"}
APT_PACKAGES = ["chromium", "hunspell", "hunspell-fr", "hunspell-en-us", "fonts-dejavu-core"]
DEV_PACKAGES = ["pytest>=8", "pytest-xdist>=3.5", "ruff>=0.6", "mypy>=1.10", "playwright>=1.45",
                "hypothesis>=6", "snowballstemmer==3.1.1", "segno==1.6.6"]

APP_NAME = "Terraludo"
# The shell's own texts (index.html, painted before Python starts); the others come from the
# app's catalogue (web/data/strings.json), so the shell says what the app will say.
SHELL_STRINGS = {
    "boot.loading": {
        "fr": "Chargement du moteur de jeu… (la première fois, cela peut prendre quelques secondes)",
        "en": "Loading the game engine… (the first time, this may take a few seconds)"},
    "boot.failed": {"fr": "Le jeu n'a pas pu démarrer", "en": "The game could not start"},
    "boot.failed_detail": {
        "fr": "Le chargement prend trop de temps ou a échoué. Vérifiez la connexion lors de la "
              "première visite, puis réessayez.",
        "en": "Loading takes too long or failed. Check the connection on the first visit, then "
              "try again."},
    "boot.retry": {"fr": "Réessayer", "en": "Try again"},
    "boot.python": {"fr": "Tout est arrivé. Python se prépare…",
                    "en": "Everything has arrived. Python is getting ready…"},
    "boot.cached": {"fr": "Le jeu est sur cet appareil : il démarre dans quelques secondes, même "
                          "hors ligne.",
                    "en": "The game is on this device: it starts in a few seconds, even offline."},
}


def log(msg: str) -> None:
    print(f"[build] {msg}", flush=True)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def run(cmd: list[str], **kw: object) -> subprocess.CompletedProcess[bytes]:
    log("$ " + " ".join(str(c) for c in cmd))
    return subprocess.run(cmd, check=True, **kw)  # type: ignore[call-overload]


# --- fetching and vendoring ----------------------------------------------------------------------
def fetch_npm(spec: str) -> Path:
    """``npm pack`` a pinned package into the cache (once) and check its sha256."""
    filename, digest = NPM_PINS[spec]
    target = CACHE / "npm" / filename
    if not target.exists() or sha256(target) != digest:
        target.parent.mkdir(parents=True, exist_ok=True)
        run(["npm", "pack", spec, "--silent", "--pack-destination", str(target.parent)],
            stdout=subprocess.DEVNULL)
    if sha256(target) != digest:
        raise SystemExit(f"checksum mismatch for {spec}: {sha256(target)} != {digest}")
    return target


def fetch_wheel(name: str) -> Path:
    """A pinned pure-Python wheel from PyPI into the cache (once), checksum checked."""
    filename, digest = ON_DEMAND_WHEELS[name]
    target = CACHE / "wheels" / filename
    if not target.exists() or sha256(target) != digest:
        target.parent.mkdir(parents=True, exist_ok=True)
        version = filename.split("-")[1]
        run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:",
             "--disable-pip-version-check", "-d", str(target.parent), f"{name}=={version}"])
    if sha256(target) != digest:
        raise SystemExit(f"checksum mismatch for {filename}: {sha256(target)} != {digest}")
    return target


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


def _words(text: str) -> list[str]:
    return text.split()


# --- the standard library the app imports (a subset of Pyodide's python_stdlib.zip) -------------
# Pyodide ships its whole standard library as one 2.5 MB zip, and GitHub Pages does not compress
# zip files: the largest single saving on a first visit. The app's page loads a subset instead,
# under a name carrying its hash (PyScript is patched to pass it to loadPyodide as stdLibURL):
# the modules Pyodide and PyScript import while starting (STDLIB_BOOT: sys.modules of a
# Pyodide started under Node once the app wheel is unpacked), every standard module that engine/ and web/ import anywhere (at module
# level or inside a function), STDLIB_EXTRA, and everything those import when they are
# imported (module-level imports, followed to the end; imports inside functions of the
# standard library are not followed, which is what keeps the subset small). The full zip stays
# in dist/ for the tests under Node; `build.py test` runs the Pyodide suite with the subset
# first on the path and the rest reachable only by code that is not the app's (pytest), so an
# app import outside the subset fails there, and the browser tests run the app on the subset.
STDLIB_BOOT = _words(
    "__future__ _collections_abc _colorize _opcode_metadata _py_warnings _pyodide _pyodide._base "
    "_pyodide._core_docs _pyodide._future_helper _pyodide._importhook _pyodide.docs_argspec "
    "_pyodide.docstring _pyodide.jsbind _sitebuiltins _ssl _weakrefset abc annotationlib ast "
    "asyncio asyncio.base_events asyncio.base_futures asyncio.base_subprocess asyncio.base_tasks "
    "asyncio.constants asyncio.coroutines asyncio.events asyncio.exceptions "
    "asyncio.format_helpers asyncio.futures asyncio.graph asyncio.locks asyncio.log "
    "asyncio.mixins asyncio.protocols asyncio.queues asyncio.runners asyncio.selector_events "
    "asyncio.sslproto asyncio.staggered asyncio.streams asyncio.subprocess asyncio.taskgroups "
    "asyncio.tasks asyncio.threads asyncio.timeouts asyncio.transports asyncio.trsock "
    "asyncio.unix_events base64 bisect bz2 codecs codeop collections compression "
    "compression._common compression._common._streams compression.zstd compression.zstd._zstdfile "
    "concurrent concurrent.futures concurrent.futures._base contextlib contextvars copy copyreg "
    "dataclasses dis encodings encodings.aliases encodings.cp437 encodings.utf_8 enum fnmatch functools "
    "genericpath glob heapq importlib importlib._abc importlib._bootstrap "
    "importlib._bootstrap_external importlib.abc importlib.machinery importlib.util inspect io "
    "json json.decoder json.encoder json.scanner keyword linecache locale logging lzma ntpath "
    "opcode operator os pathlib pathlib._os posixpath pyodide pyodide._package_loader "
    "pyodide._state pyodide.code pyodide.common pyodide.ffi pyodide.webloop random re re._casefix "
    "re._compiler re._constants re._parser reprlib selectors shutil signal site socket ssl stat "
    "string struct subprocess tempfile textwrap threading token tokenize traceback types typing "
    "warnings weakref zipfile zipfile._path zipfile._path.glob zipimport")
# imported lazily (inside functions of the standard library) on paths the app takes: found by
# recording every import made with an app frame on the stack during the Pyodide test run
STDLIB_EXTRA = _words("encodings.ascii encodings.latin_1 encodings.utf_8_sig importlib.resources "
                "importlib.resources.readers importlib.readers importlib.resources._adapters "
                "importlib.metadata")
# the app's sources that never run in the browser's Pyodide
STDLIB_APP_SKIP = ("engine/__main__.py", "web/watchdog.py")
_LINE_IMPORT = re.compile(r"^(import[ \t]+[\w., \t]+|from[ \t]+\.*[\w.]*[ \t]+import[ \t]+.*)")
_IMPORT = re.compile(r"^[ \t]*(?:import[ \t]+([\w., \t]+)|from[ \t]+(\.*[\w.]*)[ \t]+import"
                     r"[ \t]+\(?([\w., \t\n]+)\)?)", re.M)


def _absolute(base: str, level: int, module: str, is_package: bool) -> str:
    if not level:
        return base
    package = module if is_package else module.rpartition(".")[0]
    for _ in range(level - 1):
        package = package.rpartition(".")[0]
    return package + ("." + base if base else "")


def _regex_imports(text: str, module: str, is_package: bool) -> set[str]:
    out: set[str] = set()
    for m in _IMPORT.finditer(text):
        if m.group(1):
            out.update(p.strip().split(" as ")[0].strip() for p in m.group(1).split(",") if p.strip())
            continue
        dots = m.group(2)
        base = _absolute(dots.lstrip("."), len(dots) - len(dots.lstrip(".")), module, is_package)
        out.add(base)
        for name in m.group(3).replace("\n", " ").split(","):
            name = name.strip().split(" as ")[0].strip()
            if name and name != "*":
                out.add(f"{base}.{name}")
    return out


def _skipped_block(test: str) -> bool:
    return "TYPE_CHECKING" in test or "__main__" in test


def python_imports(source: str, module: str, is_package: bool, lazy: bool) -> set[str]:
    """Modules a source imports (``pkg.name`` too for ``from pkg import name``: it may be a
    submodule). ``lazy``: also inside functions. Never inside ``if TYPE_CHECKING:`` or ``if
    __name__ == "__main__":``. Sources this Python cannot parse (newer syntax) are read line by
    line, by indentation."""
    import ast

    out: set[str] = set()
    try:
        tree = ast.parse(source)
    except SyntaxError:
        skip: list[int] = []
        lines = source.splitlines()
        i = 0
        while i < len(lines):
            line = lines[i]
            i += 1
            text = line.lstrip()
            if not text or text.startswith("#"):
                continue
            indent = len(line) - len(text)
            while skip and indent <= skip[-1]:
                skip.pop()
            if skip:
                continue
            if ((not lazy and re.match(r"(async[ \t]+)?def[ \t]", text))
                    or (text.startswith("if") and _skipped_block(text))):
                skip.append(indent)
                continue
            if _LINE_IMPORT.match(text):
                while "(" in text and ")" not in text and i < len(lines):
                    text += " " + lines[i].strip()
                    i += 1
                out |= _regex_imports(text.replace("(", " ").replace(")", " "), module, is_package)
        return out

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) and not lazy:
                continue
            if isinstance(child, ast.If) and _skipped_block(ast.unparse(child.test)):
                continue
            if isinstance(child, ast.Import):
                out.update(a.name for a in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = _absolute(child.module or "", child.level, module, is_package)
                out.add(base)
                out.update(f"{base}.{a.name}" for a in child.names if a.name != "*")
            else:
                visit(child)

    visit(tree)
    return out


def without_docs(text: str, keep_comments: bool = False) -> str:
    """A standard-library source without its docstrings and whole-line comments, every line
    kept in place (a docstring becomes ``""`` and blank lines, a comment a blank line), so
    tracebacks keep their line numbers: ~35 % of the subset's bytes on the wire (what
    ``python -OO`` drops from memory, and the standard library supports). A source this Python
    cannot parse (newer syntax) is kept as it is; Pyodide's own packages are not touched (it
    reads some of its docstrings at start). ``keep_comments``: the comments stay (a third
    party's copyright notices are comments)."""
    import ast
    import tokenize

    try:
        tree = ast.parse(text)
    except SyntaxError:
        return text
    lines = text.splitlines(keepends=True)
    for node in ast.walk(tree):
        if not isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        doc = node.body[0] if node.body else None
        if not (isinstance(doc, ast.Expr) and isinstance(doc.value, ast.Constant)
                and isinstance(doc.value.value, str) and doc.end_lineno is not None
                and doc.end_col_offset is not None):
            continue
        first, last = doc.lineno - 1, doc.end_lineno - 1
        if lines[first][:doc.col_offset].strip() or lines[last][doc.end_col_offset:].strip():
            continue  # shares its line with other code: left alone
        lines[first] = lines[first][:doc.col_offset] + '""\n'
        for i in range(first + 1, last + 1):
            lines[i] = "\n"
    if not keep_comments:
        with contextlib.suppress(tokenize.TokenError, SyntaxError):
            for token in tokenize.generate_tokens(io.StringIO("".join(lines)).readline):
                row = token.start[0] - 1
                if token.type == tokenize.COMMENT and lines[row].lstrip().startswith("#"):
                    lines[row] = "\n"
    out = "".join(lines)
    ast.parse(out)  # still valid (a bug here must fail the build, not the page)
    return out


def stdlib_subset(full: Path, out_dir: Path) -> Path:
    """Write the subset zip (named by its hash) into ``out_dir``; return its path."""
    with zipfile.ZipFile(full) as zf:
        infos = zf.infolist()
        modules: dict[str, str] = {}
        for info in infos:
            if info.filename.endswith(".py"):
                name = info.filename[:-3].replace("/", ".").removesuffix(".__init__")
                modules[name] = info.filename
        roots = set(STDLIB_BOOT) | set(STDLIB_EXTRA)
        for package in ("engine", "web"):
            for path in sorted((ROOT / package).rglob("*.py")):
                rel = path.relative_to(ROOT)
                if rel.as_posix() in STDLIB_APP_SKIP:
                    continue
                name = ".".join(rel.with_suffix("").parts).removesuffix(".__init__")
                roots |= python_imports(path.read_text(encoding="utf-8"), name,
                                        path.name == "__init__.py", lazy=True)
        keep: set[str] = set()
        todo = sorted(roots)
        while todo:
            parts = todo.pop().split(".")
            for i in range(1, len(parts) + 1):
                name = ".".join(parts[:i])
                if name in modules and name not in keep:
                    keep.add(name)
                    filename = modules[name]
                    todo.extend(python_imports(zf.read(filename).decode("utf-8"), name,
                                               filename.endswith("__init__.py"), lazy=False))
        files = {modules[name] for name in keep}
        folders = {f.rsplit("/", 1)[0] + "/" for f in files if "/" in f}
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
            for info in infos:
                name = info.filename
                # the kept modules, and the data files of the packages they belong to
                if name in files or (not name.endswith(".py") and name.rsplit("/", 1)[0] + "/"
                                     in folders) or name in folders:
                    entry = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
                    entry.compress_type = zipfile.ZIP_STORED if name.endswith("/") else zipfile.ZIP_DEFLATED
                    entry.external_attr = info.external_attr
                    data = zf.read(info)
                    if name.endswith(".py") and not name.startswith(("_pyodide/", "pyodide/")):
                        data = without_docs(data.decode("utf-8")).encode("utf-8")
                    out.writestr(entry, data)
    data = buf.getvalue()
    target = out_dir / f"python_stdlib-{hashlib.sha256(data).hexdigest()[:12]}.zip"
    target.write_bytes(data)
    return target


# The Pyodide test run checks the subset: it runs on a copy of the runtime whose
# python_stdlib.zip holds the subset, the rest of the standard library under _rest/ and this
# sitecustomize, which lets only code that is not the app's (pytest) import from _rest/.
_SUBSET_GUARD = """
import sys
from importlib.machinery import PathFinder

REST = "/lib/python314.zip/_rest"
APP = ("/site-packages/engine/", "/site-packages/web/")
NOT_IN_THE_BROWSER = ("/site-packages/engine/__main__.py",)  # the command line


def _app_frame():
    frame = sys._getframe(2)
    while frame is not None:
        name = frame.f_code.co_filename
        if any(part in name for part in APP) and not name.endswith(NOT_IN_THE_BROWSER):
            return name
        frame = frame.f_back
    return None


class RestOfTheStdlib:
    @classmethod
    def find_spec(cls, name, path=None, target=None):
        parent = name.rpartition(".")[0]
        spec = PathFinder.find_spec(name, [REST + ("/" + parent.replace(".", "/") if parent else "")])
        if spec is None:
            return None
        who = _app_frame()
        if who is not None:
            raise ModuleNotFoundError(
                f"{name} is not in the standard library shipped to the browser (imported under "
                f"{who}): add it to STDLIB_EXTRA in build.py", name=name)
        return spec


sys.meta_path.append(RestOfTheStdlib)
"""


def guarded_stdlib(full: Path, subset: Path, target: Path) -> None:
    with zipfile.ZipFile(subset) as zs:
        kept = set(zs.namelist())
    with zipfile.ZipFile(full) as zf, zipfile.ZipFile(subset) as zs, \
            zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as out:
        for name in zs.namelist():
            out.writestr(name, zs.read(name))
        for name in zf.namelist():
            if name not in kept:
                out.writestr("_rest/" + name, zf.read(name))
        out.writestr("sitecustomize.py", _SUBSET_GUARD)


def subset_runtime(dist: Path) -> Path:
    """A copy of dist/ (links) for tests/pyodide/run.mjs whose runtime holds the subset."""
    info = json.loads((dist / "build-info.json").read_text())
    target = CACHE / "pyodide-subset"
    if target.exists():
        shutil.rmtree(target)
    runtime = target / "vendor" / f"pyodide-{PYODIDE_VERSION}"
    runtime.mkdir(parents=True)
    (target / "build-info.json").write_text(json.dumps(info))
    (target / "app").symlink_to(dist / "app", target_is_directory=True)
    source = dist / "vendor" / f"pyodide-{PYODIDE_VERSION}"
    for path in source.iterdir():
        if path.name != "python_stdlib.zip":
            (runtime / path.name).symlink_to(path)
    guarded_stdlib(source / "python_stdlib.zip", source / info["stdlib"], runtime / "python_stdlib.zip")
    return target


# --- the app wheel (built by hand: deterministic bytes, so the content hash is stable) ----------
def _project_version() -> str:
    for line in (ROOT / "pyproject.toml").read_text().splitlines():
        if line.startswith("version"):
            return line.split("=")[1].strip().strip('"')
    return "0"


def app_files() -> list[Path]:
    files = []
    for package in ("engine", "web"):
        for path in sorted((ROOT / package).rglob("*")):
            if path.is_dir() or "__pycache__" in path.parts or path.suffix == ".pyc":
                continue
            if "static" in path.relative_to(ROOT).parts:
                continue  # served as files, not imported
            # what the app reads at run time; the packages' README and notes stay in the repository
            if path.suffix in (".py", ".json", ".svg", ".txt", ".toml"):
                files.append(path)
    return files


#: a wheel's files: (path inside the wheel, bytes)
Entries = list[tuple[str, bytes]]


def _zip_wheel(entries: Entries, dist_info: str, metadata: bytes,
               compresslevel: int | None = 9, stored: bool = False) -> bytes:
    """A reproducible wheel (fixed dates and modes) of ``entries`` with its dist-info, each file
    deflated (``stored``: as it is, for a compressor that reads the whole archive)."""
    wheel_meta = b"Wheel-Version: 1.0\nGenerator: terraludo-build\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    entries = entries + [(f"{dist_info}/METADATA", metadata), (f"{dist_info}/WHEEL", wheel_meta)]
    record = []
    for name, data in entries:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{name},sha256={digest},{len(data)}")
    record.append(f"{dist_info}/RECORD,,")
    entries.append((f"{dist_info}/RECORD", ("\n".join(record) + "\n").encode()))
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in entries:
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_STORED if stored else zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data, compresslevel=None if stored else compresslevel)
    return buf.getvalue()


#: the stemmers the Planète word judge uses (engine/planete_ciel_espace/words.py)
STEMMER_LANGUAGES = ("french", "english")


def wheel_entries(wheel: Path) -> tuple[Entries, str, bytes]:
    """A wheel's files (but its RECORD, METADATA and WHEEL, which ``_zip_wheel`` writes
    again), its dist-info folder and its METADATA."""
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
        dist_info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
        written_again = {f"{dist_info}/{n}" for n in ("RECORD", "METADATA", "WHEEL")}
        entries = [(n, zf.read(n)) for n in names if not n.endswith("/") and n not in written_again]
        return entries, dist_info, zf.read(f"{dist_info}/METADATA")


def stemmer_languages(wheel: Path, languages: tuple[str, ...]) -> tuple[Entries, str, bytes]:
    """The checked snowballstemmer wheel with only ``languages``' stemmers: it ships 37
    languages (104 KB of a first visit's precache) where the app reads two (~14 KB). Its
    ``__init__`` imports every language: the lines of the others are dropped, each removal
    counted so that an upgrade that changes the file fails the build."""
    entries, dist_info, metadata = wheel_entries(wheel)
    files = dict(entries)
    init = files["snowballstemmer/__init__.py"].decode("utf-8")
    modules = [n for n in files if n.startswith("snowballstemmer/") and n.endswith("_stemmer.py")]
    keep = {f"snowballstemmer/{lang}_stemmer.py" for lang in languages}
    dropped = 0
    lines = []
    for line in init.splitlines(keepends=True):
        imported = re.match(r"\s+from \.(\w+)_stemmer import \w+\n", line)
        mapped = re.match(r"\s+'(\w+)': \w+,\n", line)
        lang = (imported or mapped).group(1) if (imported or mapped) else None  # type: ignore[union-attr]
        if lang is not None and lang not in languages:
            dropped += 1
            continue
        lines.append(line)
    if dropped != 2 * (len(modules) - len(keep)) or not keep <= set(modules):
        raise SystemExit(f"snowballstemmer's __init__: dropped {dropped} lines for "
                         f"{len(modules)} stemmers; check stemmer_languages in build.py")
    files["snowballstemmer/__init__.py"] = "".join(lines).encode("utf-8")
    return ([(n, data) for n, data in files.items() if n not in modules or n in keep],
            dist_info, metadata)


#: what the app runs of segno (web/qr.py imports its encoder without the package's ``__init__``)
SEGNO_KEPT = ("segno/__init__.py", "segno/encoder.py", "segno/consts.py")


def segno_encoder(wheel: Path) -> tuple[Entries, str, bytes]:
    """The checked segno wheel with only its encoder (``SEGNO_KEPT``), its licence and
    metadata: web/qr.py draws the SVG itself, so the writers, helpers, command line, typing
    stubs and manual (half of its bytes) never run in the page. The kept modules' imports of
    segno are checked, so that an upgrade whose encoder needs another module fails the build.
    (The package's ``__init__`` stays, as the package's marker; qr.py never runs it.)"""
    entries, dist_info, metadata = wheel_entries(wheel)
    files = dict(entries)
    for name in SEGNO_KEPT[1:]:
        wanted = {m for m in python_imports(files[name].decode("utf-8"), name[:-3].replace("/", "."),
                                            False, lazy=True) if m.startswith("segno.")}
        if not wanted <= {n[:-3].replace("/", ".") for n in SEGNO_KEPT}:
            raise SystemExit(f"{name} imports {sorted(wanted)}: check SEGNO_KEPT in build.py")
    kept = [(n, data) for n, data in entries if n in SEGNO_KEPT or n.endswith("/LICENSE")]
    if len(kept) != len(SEGNO_KEPT) + 1:
        raise SystemExit(f"segno's wheel: kept {[n for n, _ in kept]}; check SEGNO_KEPT in build.py")
    return kept, dist_info, metadata


#: an on-demand wheel as the app ships it (``ship_wheel``; the app unpacks it in web/wheels.py)
SHIPPED_WHEEL = ".whl.xz"


def slim(name: str, data: bytes, own: bool = True) -> bytes:
    """A file as an on-demand wheel ships it: a Python source without its docstrings and (the
    project's own, ``own``) its comment lines, every line kept in place (``without_docs``:
    tracebacks keep their line numbers; a third party's comments hold its copyright notices);
    the project's JSON without its indentation (the rules fingerprint hashes the parsed
    content, engine/core/fingerprint.py: the same for both); anything else as it is."""
    if name.endswith(".py"):
        return without_docs(data.decode("utf-8"), keep_comments=not own).encode("utf-8")
    if name.endswith(".json") and own:
        return json.dumps(json.loads(data), ensure_ascii=False, separators=(",", ":")).encode()
    return data


def ship_wheel(name: str, entries: Entries, dist_info: str, metadata: bytes, out_dir: Path,
               own: bool) -> Path:
    """Write the on-demand wheel ``name`` as ``out_dir/<name>.whl.xz``: a wheel whose files are
    stored (not deflated), compressed as a whole by xz, its files slimmed first (``slim``;
    ``own``: the project's, not a third party's). Why: a static host (GitHub Pages) sends a zip
    as it is, and a zip deflates each file on its own, blind to what a game's modules and data
    files repeat of each other; one xz stream over the whole archive finds it (~30 % less than
    the deflated wheel; files of a kind side by side, and ``pb=0`` for text, a little more).
    The RECORD hashes the bytes shipped: decompressed, it is a valid wheel. Pyodide has
    ``_lzma`` built in; the page unpacks it with web/wheels.py."""
    import lzma

    entries = sorted(((n, slim(n, data, own)) for n, data in entries),
                     key=lambda entry: (entry[0].rpartition(".")[2], entry[0]))
    archive = _zip_wheel(entries, dist_info, metadata, stored=True)
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / f"{name}{SHIPPED_WHEEL}"
    # the dictionary spans the whole archive and no more: the decoder allocates it (preset 9's
    # 64 MiB would grow a tablet's WebAssembly memory for a 1 MB wheel)
    text = {"id": lzma.FILTER_LZMA2, "preset": 9 | lzma.PRESET_EXTREME, "lc": 4, "pb": 0,
            "dict_size": max(1 << 16, len(archive))}
    target.write_bytes(lzma.compress(archive, format=lzma.FORMAT_XZ, filters=[text]))
    return target


def build_local_wheel(name: str, folder: Path, out_dir: Path) -> Path:
    """One of LOCAL_ON_DEMAND as dist/app/wheels/<name>.whl.xz: its Python and licence files,
    and each folder's SVG files as one ``pictures.json`` (name → SVG text) beside its licence
    (132 small files in a zip would weigh twice as much; in one xz stream, about as much)."""
    version = _project_version()
    entries = []
    bundles: dict[Path, dict[str, str]] = {}
    for path in sorted(folder.rglob("*")):
        if not path.is_file() or "__pycache__" in path.parts:
            continue
        if path.suffix == ".svg":
            bundles.setdefault(path.parent, {})[path.stem] = path.read_text(encoding="utf-8")
        elif path.suffix in (".py", ".txt"):
            entries.append((path.relative_to(folder.parent).as_posix(), path.read_bytes()))
    for parent, pictures in bundles.items():
        entries.append(((parent / "pictures.json").relative_to(folder.parent).as_posix(),
                        json.dumps(pictures, ensure_ascii=False, separators=(",", ":")).encode()))
    metadata = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n".encode()
    return ship_wheel(name, entries, f"{name}-{version}.dist-info", metadata, out_dir, own=True)


SITE_PACKAGES = "/lib/python3.14/site-packages"


def boot_bytecode(runtime: Path) -> dict[str, bytes]:
    """The app's modules imported before the page is ready, compiled by the vendored Pyodide
    under Node (tools/pyodide_compile.mjs): ``{"web/app.py": bytecode}``. Pyodide ships no
    bytecode and compiles every imported source at each start; the app's own boot modules were
    the largest part of that (~half of the app's import time under Node). Only those: the
    bytecode of a module is ~1.8x its deflated source, so the games' code (imported when a game
    opens) stays as source."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        for path in app_files():
            target = Path(tmp) / path.relative_to(ROOT)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(path.read_bytes())
        done = subprocess.run(["node", str(ROOT / "tools" / "pyodide_compile.mjs"), str(runtime),
                               tmp, SITE_PACKAGES], check=True, capture_output=True, text=True)
        report = json.loads(done.stdout.strip().splitlines()[-1])
        if not report["python"].startswith("3.14."):
            raise SystemExit(f"Pyodide runs Python {report['python']}: update SITE_PACKAGES")
        return {rel: (Path(tmp) / (rel + "c")).read_bytes() for rel in report["compiled"]}


#: a game's own wheel: dist/app/wheels/game-<package>.whl.xz (``GAME_WHEEL_PREFIX`` in web/tables.py)
GAME_WHEEL_PREFIX = "game-"


def game_wheel_files() -> dict[str, list[Path]]:
    """Each game's files that the home page does not need, by engine package name: its rules,
    content, strings, art and table code (``engine/<package>/`` and ``web/games/<package>/``
    but their ``__init__.py``, which say whether the game is playable, its home-page links and
    the packages it needs, and load the rest lazily). They go in the game's own wheel, loaded
    when the game opens (web/packages.py) and precached for offline play."""
    out: dict[str, list[Path]] = {}
    files = app_files()
    for package in (g.rsplit(".", 1)[1] for g in game_packages()):
        roots = (ROOT / "engine" / package, ROOT / "web" / "games" / package)
        out[package] = [p for p in files if any(r in p.parents for r in roots)
                        and p not in (r / "__init__.py" for r in roots)]
    return out


def game_packages() -> list[str]:
    """The engine packages in the catalogue's order (``PACKAGES`` in engine/core/registry.py)."""
    import ast

    tree = ast.parse((ROOT / "engine" / "core" / "registry.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") == "PACKAGES":
            return list(ast.literal_eval(node.value).values())  # type: ignore[arg-type]
    raise SystemExit("engine/core/registry.py: PACKAGES not found")


def home_strings() -> dict[str, dict[str, str]]:
    """The games' strings the home page shows before a game's wheel is loaded: every
    ``game.<id>.*`` key (title, pitch) and the labels of the games' home-page links."""
    import ast

    out: dict[str, dict[str, str]] = {}
    for package in (g.rsplit(".", 1)[1] for g in game_packages()):
        folder = ROOT / "web" / "games" / package
        strings = json.loads((folder / "strings.json").read_text(encoding="utf-8"))
        labels = set()
        for node in ast.walk(ast.parse((folder / "__init__.py").read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "ScreenLink":
                labels.add(ast.literal_eval(node.args[0]))
        out.update({k: v for k, v in strings.items() if k.startswith("game.") or k in labels})
    return out


def build_game_wheels(out_dir: Path) -> list[Path]:
    """``game-<package>.whl.xz`` for each game (see ``game_wheel_files``)."""
    version = _project_version()
    wheels = []
    for package, files in game_wheel_files().items():
        name = f"{GAME_WHEEL_PREFIX}{package}"
        entries = [(p.relative_to(ROOT).as_posix(), p.read_bytes()) for p in files]
        metadata = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n".encode()
        wheels.append(ship_wheel(name, entries, f"{name.replace('-', '_')}-{version}.dist-info",
                                 metadata, out_dir, own=True))
    return wheels


def ship_on_demand_wheels(out_dir: Path) -> list[Path]:
    """Every wheel the app loads on demand, as ``out_dir/<name>.whl.xz``: the pinned ones
    trimmed to what the app runs, the project's local ones, each game's own."""
    trimmed = {"snowballstemmer": lambda wheel: stemmer_languages(wheel, STEMMER_LANGUAGES),
               "segno": segno_encoder}
    paths = [ship_wheel(name, *trimmed[name](fetch_wheel(name)), out_dir, own=False)
             for name in ON_DEMAND_WHEELS]
    paths += [build_local_wheel(name, folder, out_dir) for name, folder in LOCAL_ON_DEMAND.items()]
    return paths + build_game_wheels(out_dir)


def build_wheel(out_dir: Path, runtime: Path | None = None) -> Path:
    """The app's wheel: ``engine`` and ``web``; with ``runtime`` (the vendored Pyodide), the
    modules imported at boot as bytecode only (``X.pyc`` in place of ``X.py``: Python imports a
    sourceless module; tracebacks still name ``.../X.py`` and the line, without its text)."""
    version = _project_version()
    dist_info = f"terraludo-{version}.dist-info"
    compiled = boot_bytecode(runtime) if runtime is not None else {}
    entries: list[tuple[str, bytes]] = []
    games = game_wheel_files()
    in_game_wheels = {path for files in games.values() for path in files}
    for path in app_files():
        rel = path.relative_to(ROOT).as_posix()
        if path in in_game_wheels:
            continue
        if rel in compiled:
            entries.append((rel + "c", compiled[rel]))
        elif path.suffix == ".json":
            entries.append((rel, slim(rel, path.read_bytes())))
        else:
            entries.append((rel, path.read_bytes()))
    entries.append(("web/data/home_strings.json", json.dumps(
        home_strings(), ensure_ascii=False, separators=(",", ":"), sort_keys=True).encode()))
    metadata = (f"Metadata-Version: 2.1\nName: terraludo\nVersion: {version}\n"
                ).encode()
    data = _zip_wheel(entries, dist_info, metadata)
    out_dir.mkdir(parents=True, exist_ok=True)
    wheel = out_dir / f"terraludo-{version}-py3-none-any.whl"
    wheel.write_bytes(data)
    return wheel


# --- icons (PNG written with zlib: no image library needed) --------------------------------------
def _png(size: int) -> bytes:
    import struct
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    rows = []
    c = (size - 1) / 2
    for y in range(size):
        row = bytearray(b"\x00")
        for x in range(size):
            dx, dy = (x - c) / size, (y - c) / size
            r2 = dx * dx + dy * dy
            if r2 < 0.16:  # the planet: sea blue, land green, ice white on top
                if dy < -0.28:
                    px = (240, 248, 255)
                elif (dx * 3 + dy * 2) % 0.5 < 0.22 and r2 < 0.13:
                    px = (46, 139, 87)
                else:
                    px = (30, 100, 180)
            else:
                px = (250, 246, 232)
            row += bytes(px)
        rows.append(bytes(row))
    raw = zlib.compress(b"".join(rows), 9)
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")


# --- dist/ -------------------------------------------------------------------------------------
def build(dist: Path = DIST) -> Path:
    started = time.perf_counter()
    if dist.exists():
        shutil.rmtree(dist)
    dist.mkdir(parents=True)
    vendor(dist)
    wheel = build_wheel(dist / "app", dist / "vendor" / f"pyodide-{PYODIDE_VERSION}")
    ship_on_demand_wheels(dist / "app" / "wheels")
    static = ROOT / "web" / "static"
    for path in static.rglob("*"):
        if path.is_file() and not path.name.endswith(".template.js"):
            target = dist / "static" / path.relative_to(static)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, target)
    # each game's own styles (web/games/<game>/table.css) follow the shell's in one stylesheet:
    # one request, and a game's table brings its look with its package
    game_css = sorted((ROOT / "web" / "games").glob("*/table.css"))
    if game_css:
        with (dist / "static" / "app.css").open("a", encoding="utf-8") as out:
            for css in game_css:
                out.write(f"\n/* --- {css.parent.name} --- */\n" + css.read_text(encoding="utf-8"))
    (dist / "static" / "icon-192.png").write_bytes(_png(192))
    (dist / "static" / "icon-512.png").write_bytes(_png(512))
    # PyScript's configurations are inlined in index.html (no request before Python starts)
    plugins = [f"!{name}" for name in PYSCRIPT_PLUGINS_OFF]
    runtime = dist / "vendor" / f"pyodide-{PYODIDE_VERSION}"
    stdlib = stdlib_subset(runtime / "python_stdlib.zip", runtime)
    app_config = {
        "interpreter": f"./vendor/pyodide-{PYODIDE_VERSION}/pyodide.mjs",
        "stdlib": f"./vendor/pyodide-{PYODIDE_VERSION}/{stdlib.name}",
        "files": {f"./app/{wheel.name}": "/lib/python3.14/site-packages/*"},
        "plugins": plugins,
    }
    watchdog_config = {
        "interpreter": f"./vendor/micropython-{MICROPYTHON_VERSION}/micropython.mjs",
        "plugins": plugins,
    }
    manifest = {
        "name": "Terraludo — jeux pour la planète",
        "short_name": APP_NAME,
        "description": "Cinq jeux éducatifs sur le climat, l'écologie, les animaux et le ciel.",
        "lang": "fr",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": "#faf6e8",
        "theme_color": "#1e64b4",
        "icons": [
            {"src": "static/icon-192.png", "sizes": "192x192", "type": "image/png"},
            {"src": "static/icon-512.png", "sizes": "512x512", "type": "image/png",
             "purpose": "any maskable"},
        ],
    }
    (dist / "manifest.webmanifest").write_text(json.dumps(manifest, ensure_ascii=False, indent=2))
    index = shell_languages((ROOT / "index.html").read_text(encoding="utf-8"))
    pyscript = f"./vendor/pyscript-{PYSCRIPT_VERSION}"
    index = index.replace("{{PYSCRIPT}}", pyscript)
    index = index.replace("{{APP_CONFIG}}", _attr_json(app_config))
    index = index.replace("{{WATCHDOG_CONFIG}}", _attr_json(watchdog_config))
    # the watchdog is inline (no request): it picks the shell's language, so the sooner it runs
    # the sooner the shell's texts show
    watchdog = (ROOT / "web" / "watchdog.py").read_text(encoding="utf-8")
    if "</" in watchdog or "{{" in watchdog:
        raise SystemExit("web/watchdog.py cannot be inlined: it contains '</' or '{{'")
    core_chunk = pyscript_chunk(dist, "core.js", "core")
    total = boot_bytes(dist, wheel, stdlib, core_chunk)
    if watchdog.count("\nBOOT_BYTES = 0\n") != 1:
        raise SystemExit("web/watchdog.py: the line 'BOOT_BYTES = 0' is missing")
    watchdog = watchdog.replace("\nBOOT_BYTES = 0\n", f"\nBOOT_BYTES = {total}\n")
    index = index.replace("{{WATCHDOG}}", watchdog.strip())
    # the app's entry point is inline too: no request for it after the wheel is unpacked
    main = (ROOT / "web" / "main.py").read_text(encoding="utf-8")
    if "</" in main or "{{" in main:
        raise SystemExit("web/main.py cannot be inlined: it contains '</' or '{{'")
    index = index.replace("{{MAIN}}", main.strip())
    # the browser fetches and compiles PyScript's main chunk, its error plugin (loaded before
    # Python starts) and Pyodide's loader while it parses the page, instead of one after the
    # other once PyScript has started (~40 ms)
    preloads = [f"{pyscript}/{core_chunk}", f"{pyscript}/{pyscript_chunk(dist, core_chunk, 'error')}",
                f"./vendor/pyodide-{PYODIDE_VERSION}/pyodide.mjs",
                f"./vendor/micropython-{MICROPYTHON_VERSION}/micropython.mjs"]
    # MicroPython (the watchdog, which shows the shell's texts) is fetched at once too: it must
    # run before Pyodide's long tasks hold the main thread. (micropython.mjs fetches its wasm
    # with credentials "same-origin", which `crossorigin` matches.)
    # The app's wheel too: PyScript asks for it only once Pyodide has started, and then waits
    # for it; fetched while Pyodide loads, it is there when asked for (PyScript's fetch is a
    # same-origin CORS request, which `crossorigin` matches).
    fetched = [f"./vendor/micropython-{MICROPYTHON_VERSION}/micropython.wasm", f"./app/{wheel.name}"]
    index = index.replace("{{MODULEPRELOAD}}", "\n  ".join(
        [f'<link rel="modulepreload" href="{href}">' for href in preloads]
        + [f'<link rel="preload" as="fetch" crossorigin href="{href}">' for href in fetched]))
    if "{{" in index:
        raise SystemExit("index.html: a {{placeholder}} was left unfilled")
    (dist / "index.html").write_text(index, encoding="utf-8")
    # the service worker's version is a hash of every file; it precaches what the app loads
    files = sorted(p for p in dist.rglob("*") if p.is_file())
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.relative_to(dist).as_posix().encode())
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    digest.update((static / "sw.template.js").read_bytes())
    version = digest.hexdigest()[:16]
    urls = ["./"] + precache_list(dist, core_chunk)
    sw = (static / "sw.template.js").read_text(encoding="utf-8")
    sw = sw.replace("__VERSION__", version).replace("__FILES__", json.dumps(urls, indent=1))
    (dist / "sw.js").write_text(sw, encoding="utf-8")
    (dist / "build-info.json").write_text(json.dumps(
        {"version": version, "app_version": _project_version(), "pyodide": PYODIDE_VERSION,
         "pyscript": PYSCRIPT_VERSION, "wheel": wheel.name, "stdlib": stdlib.name}, indent=2))
    log(f"built {dist} ({len(files) + 2} files, version {version}) in "
        f"{time.perf_counter() - started:.1f}s")
    return dist


def boot_bytes(dist: Path, wheel: Path, stdlib: Path, core_chunk: str) -> int:
    """What a first visit downloads until the app is ready, as a host that compresses like
    GitHub Pages sends it (the watchdog's progress counts against it): the runtimes, PyScript's
    chunks, the standard library subset, the app wheel and the stylesheet."""
    pyscript = dist / "vendor" / f"pyscript-{PYSCRIPT_VERSION}"
    runtime = dist / "vendor" / f"pyodide-{PYODIDE_VERSION}"
    micropython = dist / "vendor" / f"micropython-{MICROPYTHON_VERSION}"
    files = [runtime / n for n in PYODIDE_FILES if n != "python_stdlib.zip"]
    files += [stdlib, wheel, dist / "static" / "app.css", micropython / "micropython.mjs",
              micropython / "micropython.wasm"]
    files += [pyscript / n for n in ("core.js", "core.css", core_chunk,
                                     pyscript_chunk(dist, core_chunk, "error"))]
    return sum(len(gzipped(str(p))) if p.name.endswith(COMPRESSIBLE) else p.stat().st_size
               for p in files)


def precache_list(dist: Path, core_chunk: str) -> list[str]:
    """What the service worker keeps for offline play: every file the app loads, and nothing
    else. Pyodide's whole python_stdlib.zip stays in dist/ (the tests under Node load it) but
    the page loads the subset. From PyScript, only what it loads before Python starts (its main and error chunks:
    the editor, terminal, pygame and TOML chunks are never requested, their plugins are off);
    index.html is kept as "./" (the page's own address)."""
    pyscript = dist / "vendor" / f"pyscript-{PYSCRIPT_VERSION}"
    pyscript_used = {"core.js", "core.css", core_chunk, pyscript_chunk(dist, core_chunk, "error")}
    out = []
    for path in sorted(p for p in dist.rglob("*") if p.is_file()):
        rel = path.relative_to(dist).as_posix()
        if rel in ("index.html", "sw.js", "build-info.json"):
            continue
        if path.parent == pyscript and path.name not in pyscript_used:
            continue
        if rel == f"vendor/pyodide-{PYODIDE_VERSION}/python_stdlib.zip":
            continue  # the whole standard library: the page loads the subset (stdlib_subset)
        out.append(rel)
    return out


def game_ids() -> list[str]:
    """The games in the catalogue's order (``PACKAGES`` in engine/core/registry.py)."""
    import ast

    tree = ast.parse((ROOT / "engine" / "core" / "registry.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") == "PACKAGES":
            return list(ast.literal_eval(node.value))  # type: ignore[arg-type]
    raise SystemExit("engine/core/registry.py: PACKAGES not found")


def shell_languages(index: str) -> str:
    """Fill the shell's texts in both languages: ``{{t:key}}`` becomes a French and an English
    span (CSS shows the one web/watchdog.py chooses), ``{{fr:key}}``/``{{en:key}}`` one text."""
    strings = json.loads((ROOT / "web" / "data" / "strings.json").read_text(encoding="utf-8"))
    # each game's title and pitch live in its own package (web/games/<package>/strings.json)
    for path in sorted((ROOT / "web" / "games").glob("*/strings.json")):
        strings.update(json.loads(path.read_text(encoding="utf-8")))
    strings.update(SHELL_STRINGS)

    def text(key: str, lang: str) -> str:
        if key not in strings or lang not in strings[key]:
            raise SystemExit(f"index.html: no {lang} text for {key!r}")
        return html.escape(strings[key][lang])

    cards = "\n".join(
        f'        <li class="game-card"><h2>{{{{t:game.{g}.title}}}}</h2>'
        f"<p>{{{{t:game.{g}.pitch}}}}</p></li>" for g in game_ids())
    index = index.replace("{{GAME_CARDS}}", cards)
    index = re.sub(r"\{\{(fr|en):([\w.-]+)\}\}", lambda m: text(m.group(2), m.group(1)), index)
    return re.sub(r"\{\{t:([\w.-]+)\}\}", lambda m: (
        f'<span class="t-fr" lang="fr">{text(m.group(1), "fr")}</span>'
        f'<span class="t-en" lang="en">{text(m.group(1), "en")}</span>'), index)


def _attr_json(value: object) -> str:
    """JSON for a single-quoted HTML attribute."""
    return html.escape(json.dumps(value, separators=(",", ":")), quote=False).replace("'", "&#x27;")


def pyscript_chunk(dist: Path, importer: str, name: str) -> str:
    """The file name (it carries a hash) of PyScript's chunk ``name`` imported by ``importer``."""
    text = (dist / "vendor" / f"pyscript-{PYSCRIPT_VERSION}" / importer).read_text()
    match = re.search(rf'"\./({name}-[\w-]+\.js)"', text)
    if match is None:
        raise SystemExit(f"PyScript's {importer}: chunk {name!r} not found")
    return match.group(1)


# --- serving ------------------------------------------------------------------------------------
# What GitHub Pages compresses (gzip, when the browser accepts it): text, JavaScript, JSON, SVG
# and WebAssembly. Zip archives (python_stdlib.zip, the wheel), xz archives (the on-demand
# wheels) and PNG are sent as they are.
COMPRESSIBLE = (".html", ".css", ".js", ".mjs", ".json", ".webmanifest", ".svg", ".wasm", ".txt")
GZIP_LEVEL = 6
_gzipped: dict[tuple[str, int, int], bytes] = {}


def gzipped(path: str) -> bytes:
    """The file gzip-compressed (kept in memory per path, size and mtime)."""
    import gzip

    st = os.stat(path)
    key = (path, st.st_size, st.st_mtime_ns)
    if key not in _gzipped:
        with open(path, "rb") as fh:
            _gzipped[key] = gzip.compress(fh.read(), GZIP_LEVEL, mtime=0)
    return _gzipped[key]


class Handler(http.server.SimpleHTTPRequestHandler):
    """dist/ as a static host serves it: gzip for the types GitHub Pages compresses, an ETag
    and Last-Modified for revalidation. Cache headers: versioned vendor folders for good, the
    rest revalidated (``cache_control`` set: that header on everything, as GitHub Pages'
    ``max-age=600``). Each response is recorded in ``sink`` when one is set (the bench)."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".webmanifest": "application/manifest+json",
        ".json": "application/json",
        ".whl": "application/zip",
        ".xz": "application/x-xz",
        ".svg": "image/svg+xml",
    }
    cache_control: str | None = None
    sink: list[dict[str, object]] | None = None

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        if os.environ.get("TERRALUDO_QUIET_SERVER") != "1":
            super().log_message(format, *args)

    def send_response(self, code: int, message: str | None = None) -> None:
        self._code, self._length, self._encoding = code, 0, ""
        super().send_response(code, message)

    def send_header(self, keyword: str, value: str) -> None:
        if keyword.lower() == "content-length":
            self._length = int(value)
        elif keyword.lower() == "content-encoding":
            self._encoding = value
        super().send_header(keyword, value)

    def end_headers(self) -> None:
        if self.cache_control is not None:
            self.send_header("Cache-Control", self.cache_control)
        else:
            # versioned vendor folders never change: cache them for good; revalidate the rest
            immutable = "/vendor/" in self.path
            self.send_header("Cache-Control", "public, max-age=31536000, immutable" if immutable
                             else "no-cache")
        if getattr(self, "_etag", None) and getattr(self, "_code", 0) == 200:
            self.send_header("ETag", str(self._etag))
        super().end_headers()
        if self.sink is not None:
            self.sink.append({"path": self.path.split("?")[0], "status": getattr(self, "_code", 0),
                              "bytes": getattr(self, "_length", 0) if self.command != "HEAD" else 0,
                              "encoding": getattr(self, "_encoding", "")})

    def send_head(self) -> io.BytesIO | object | None:  # type: ignore[override]
        self._etag: str | None = None
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?")[0].endswith("/"):
            path = os.path.join(path, "index.html")
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not os.path.isfile(path):
            return super().send_head()
        st = os.stat(path)
        etag = f'"{st.st_mtime_ns:x}-{st.st_size:x}{"-gz" if accepts else ""}"'
        since = self.headers.get("If-Modified-Since")
        fresh = self.headers.get("If-None-Match") == etag
        if since and "If-None-Match" not in self.headers:
            import email.utils

            with contextlib.suppress(TypeError, ValueError, IndexError, OverflowError):
                fresh = int(st.st_mtime) <= email.utils.parsedate_to_datetime(since).timestamp()
        if os.environ.get("TERRALUDO_DEBUG_HEADERS"):
            print(self.path, dict(self.headers), etag, fresh, flush=True)
        if fresh:
            self.send_response(304)
            self.send_header("ETag", etag)
            self.end_headers()
            return None
        if not (accepts and path.endswith(COMPRESSIBLE)):
            self._etag = etag
            return super().send_head()
        body = gzipped(path)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(int(st.st_mtime)))
        self.send_header("ETag", etag)
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(body)


def make_server(directory: Path, port: int, cache_control: str | None = None,
                sink: list[dict[str, object]] | None = None) -> socketserver.TCPServer:
    attrs = {"cache_control": cache_control, "sink": sink}
    handler_class = type("DistHandler", (Handler,), attrs)
    handler = lambda *a, **kw: handler_class(*a, directory=str(directory), **kw)  # noqa: E731
    socketserver.ThreadingTCPServer.allow_reuse_address = True
    server = socketserver.ThreadingTCPServer(("127.0.0.1", port), handler)
    server.daemon_threads = True
    return server


def serve(port: int = 8000, pages: bool = False) -> None:
    build()
    server = make_server(DIST, port, cache_control="max-age=600" if pages else None)
    print(f"Terraludo is served at http://127.0.0.1:{port}/  (gzip as GitHub Pages does"
          f"{', and its max-age=600 caching' if pages else ''}; Ctrl+C to stop)", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


# --- set-up on a fresh machine ----------------------------------------------------------------
def venv_python() -> Path:
    return VENV / "bin" / "python"


def ensure_venv() -> Path:
    py = venv_python()
    stamp = VENV / ".deps"
    wanted = "\n".join(DEV_PACKAGES)
    if not py.exists():
        run([sys.executable, "-m", "venv", str(VENV)])
    if not stamp.exists() or stamp.read_text() != wanted:
        run([str(py), "-m", "pip", "install", "-q", "--disable-pip-version-check", *DEV_PACKAGES])
        stamp.write_text(wanted)
    return py


def ensure_apt() -> None:
    missing = [p for p in APT_PACKAGES
               if subprocess.run(["dpkg", "-s", p], capture_output=True).returncode != 0]
    if not missing:
        return
    if os.geteuid() != 0:
        raise SystemExit(f"missing Debian packages {missing}: run sudo apt-get install {' '.join(missing)}")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    run(["apt-get", "update", "-qq"], env=env)
    run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", *missing], env=env,
        stdout=subprocess.DEVNULL)


def ensure_axe() -> Path:
    """axe-core's browser script, from the npm registry, for the accessibility checks."""
    target = CACHE / "npm" / "axe-core" / "axe.min.js"
    if not target.exists():
        tmp = CACHE / "npm" / "axe-pack"
        tmp.mkdir(parents=True, exist_ok=True)
        run(["npm", "pack", f"axe-core@{AXE_VERSION}", "--silent", "--pack-destination", str(tmp)],
            stdout=subprocess.DEVNULL)
        tgz = next(tmp.glob("axe-core-*.tgz"))
        extract(tgz, {"axe.min.js": target})
    return target


PYODIDE_TEST_PACKAGES = ["pytest", "hypothesis", "snowballstemmer==3.1.1"]


def pyodide_test_wheels() -> Path:
    """pytest, Hypothesis and their pure-Python dependencies for Python 3.14, to run tests
    inside Pyodide (downloaded again when the list changes)."""
    target = CACHE / "pyodide-wheels"
    stamp = target / ".done"
    wanted = "\n".join(PYODIDE_TEST_PACKAGES)
    if not stamp.exists() or stamp.read_text() != wanted:
        target.mkdir(parents=True, exist_ok=True)
        run([sys.executable, "-m", "pip", "download", "-q", "--only-binary=:all:",
             "--python-version", "3.14", "--implementation", "py", "--abi", "none",
             "--platform", "any", "-d", str(target), *PYODIDE_TEST_PACKAGES])
        stamp.write_text(wanted)
    return target


def test(args: list[str]) -> int:
    """Every test, in stages. ``--quick`` leaves out the tests marked ``slow`` (the statistical
    runs); other arguments go to pytest (the CPython and browser stages)."""
    quick = "--quick" in args
    args = [a for a in args if a != "--quick"]
    slow = " and not slow" if quick else ""
    ensure_apt()
    py = ensure_venv()
    ensure_axe()
    build()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TERRALUDO_DIST": str(DIST),
           "TERRALUDO_AXE": str(ensure_axe())}
    if quick:  # the conformance suite's random playouts per variant: 30 instead of 200
        env.setdefault("TERRALUDO_PLAYOUTS", "30")
    steps: list[tuple[str, list[str]]] = [
        ("ruff", [str(py), "-m", "ruff", "check", "engine", "web", "tests", "build.py"]),
        ("mypy", [str(py), "-m", "mypy", "engine", "web"]),
        # one worker per core, idle workers taking queued tests from busy ones (a few
        # conformance cases take minutes); it also writes the fingerprints the Pyodide stage
        # compares with
        ("pytest (CPython: engine, content, UI logic)",
         [str(py), "-m", "pytest", "-m", "not browser" + slow, "-n", "auto", "--dist", "worksteal",
          "-p", "no:cacheprovider", *args]),
        # what can differ between the runtimes (the tests marked `pyodide`), the app on the
        # standard library subset the page loads (pytest may use the rest)
        ("pytest inside Pyodide under Node (tests marked pyodide), on the shipped stdlib subset",
         ["node", str(ROOT / "tests" / "pyodide" / "run.mjs"), str(subset_runtime(DIST)),
          str(pyodide_test_wheels())]),
        # three workers, each with its own server (a free port) and Chromium (the session
        # fixtures of tests/browser/conftest.py are per worker): one browser test alone leaves
        # a core mostly idle (boots, the watchdog's 20 s, bots' pauses); two kept the two cores
        # ~90 % busy, three 95 % (338 → 324 s measured)
        ("pytest (browser end to end, headless Chromium, three workers)",
         [str(py), "-m", "pytest", "-m", "browser" + slow, "-n", "3", "--dist", "worksteal",
          "-p", "no:cacheprovider", *args]),
    ]
    failed = []
    # the Pyodide stage is one Node process on one core: it runs beside the browser stage (whose
    # workers leave gaps: boots, pauses), its output held and printed when it ends
    beside = {title for title, _ in steps if title.startswith("pytest inside Pyodide")}
    background: list[tuple[str, subprocess.Popen[bytes], IO[bytes], float]] = []
    with contextlib.ExitStack() as held_outputs:
        for title, cmd in steps:
            started = time.perf_counter()
            if title in beside:
                log(f"== {title} (beside the next stage)")
                held = held_outputs.enter_context(tempfile.TemporaryFile())
                background.append((title, subprocess.Popen(
                    cmd, cwd=ROOT, env=env, stdout=held, stderr=subprocess.STDOUT), held, started))
                continue
            log(f"== {title}")
            code = subprocess.run(cmd, cwd=ROOT, env=env).returncode
            log(f"== {title}: {'ok' if code == 0 else f'FAILED ({code})'} "
                f"in {time.perf_counter() - started:.0f}s")
            if code != 0:
                failed.append(title)
        for title, process, output, started in background:
            code = process.wait()
            output.seek(0)
            sys.stdout.write(output.read().decode("utf-8", "replace"))
            log(f"== {title}: {'ok' if code == 0 else f'FAILED ({code})'} "
                f"in {time.perf_counter() - started:.0f}s (beside the browser stage)")
            if code != 0:
                failed.append(title)
    if failed:
        log("FAILED: " + "; ".join(failed))
        return 1
    log("all tests passed")
    return 0


def bench() -> int:
    py = ensure_venv()
    ensure_apt()
    build()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TERRALUDO_DIST": str(DIST)}
    return subprocess.run([str(py), str(ROOT / "bench" / "run.py")], cwd=ROOT, env=env).returncode



def main(argv: list[str]) -> int:
    command = argv[0] if argv else "help"
    if command == "serve":
        rest = [a for a in argv[1:] if a != "--pages"]
        port = int(rest[0]) if rest else int(os.environ.get("PORT", "8000"))
        serve(port, pages="--pages" in argv[1:])
    elif command == "build":
        build()
    elif command == "setup":
        ensure_apt()
        ensure_venv()
        ensure_axe()
        for spec in NPM_PINS:
            fetch_npm(spec)
        log(f"set up: {venv_python()} (run the command line as `.venv/bin/python -m engine ...`)")
    elif command == "test":
        return test(argv[1:])
    elif command == "bench":
        return bench()
    else:
        print(__doc__)
        return 0 if command in ("help", "-h", "--help") else 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
