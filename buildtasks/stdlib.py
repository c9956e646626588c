"""The standard library the app imports: a subset of Pyodide's python_stdlib.zip, and the
guarded runtime the Pyodide test run checks it with."""

from __future__ import annotations

import hashlib
import io
import json
import shutil
import zipfile
from pathlib import Path

from buildtasks.common import CACHE, ROOT
from buildtasks.pins import PYODIDE_VERSION
from buildtasks.pysource import python_imports, without_docs


def _words(text: str) -> list[str]:
    return text.split()


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


def _without_docs(sources: dict[str, str], runtime: Path) -> dict[str, str]:
    """``sources`` ({path in the zip: text}) without their docstrings and comment lines
    (``without_docs``). The build's Python may be older than the runtime's: a source it cannot
    parse (3.14 syntax: ``typing``, ``dataclasses``, ``traceback``, ``annotationlib``, ``site``,
    ~90 KB on the wire) is stripped by the vendored Pyodide's own Python under Node
    (buildtasks/pyodide_strip.mjs) rather than shipped whole."""
    import ast
    import subprocess
    import tempfile

    out: dict[str, str] = {}
    newer: dict[str, str] = {}
    for name, text in sources.items():
        try:
            ast.parse(text)
        except SyntaxError:
            newer[name] = text
        else:
            out[name] = without_docs(text)
    if newer:
        with tempfile.TemporaryDirectory() as tmp:
            shutil.copy(Path(__file__).with_name("pysource.py"), Path(tmp) / "pysource.py")
            for name, text in newer.items():
                target = Path(tmp) / "src" / name
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(text, encoding="utf-8")
            done = subprocess.run(["node", str(Path(__file__).with_name("pyodide_strip.mjs")),
                                   str(runtime), tmp], check=True, capture_output=True, text=True)
            report = json.loads(done.stdout.strip().splitlines()[-1])
            if sorted(report["stripped"]) != sorted(newer):
                raise SystemExit(f"pyodide_strip.mjs stripped {report['stripped']}, not {sorted(newer)}")
            out.update({name: (Path(tmp) / "src" / name).read_text(encoding="utf-8") for name in newer})
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
        slimmed = _without_docs({name: zf.read(name).decode("utf-8") for name in files
                                 if not name.startswith(("_pyodide/", "pyodide/"))}, full.parent)
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
                    if name in slimmed:
                        data = slimmed[name].encode("utf-8")
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
                f"{who}): add it to STDLIB_EXTRA in buildtasks/stdlib.py", name=name)
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
