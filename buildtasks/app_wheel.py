"""The app's wheel (``engine`` and ``web`` but the games' own files), its boot modules as
bytecode."""

from __future__ import annotations

import json
import subprocess
import tempfile
from pathlib import Path

from buildtasks.common import ROOT
from buildtasks.on_demand import game_wheel_files
from buildtasks.project import app_files, game_packages, project_version
from buildtasks.wheels import SHIPPED_WHEEL, slim, xz_wheel

SITE_PACKAGES = "/lib/python3.14/site-packages"
#: where PyScript writes the app's wheel (the page's "files"); web/main.py unpacks it from there
APP_WHEEL_PATH = "/tmp/terraludo.whl.xz"


def boot_bytecode(runtime: Path) -> dict[str, bytes]:
    """The app's modules imported before the page is ready, compiled by the vendored Pyodide
    under Node (buildtasks/pyodide_compile.mjs): ``{"web/app.py": bytecode}``. Pyodide ships no
    bytecode and compiles every imported source at each start; the app's own boot modules were
    the largest part of that (~half of the app's import time under Node). Only those: the
    bytecode of a module is ~1.8x its deflated source, so the games' code (imported when a game
    opens) stays as source."""

    with tempfile.TemporaryDirectory() as tmp:
        for path in app_files():
            target = Path(tmp) / path.relative_to(ROOT)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(path.read_bytes())
        done = subprocess.run(["node", str(Path(__file__).with_name("pyodide_compile.mjs")), str(runtime),
                               tmp, SITE_PACKAGES], check=True, capture_output=True, text=True)
        report = json.loads(done.stdout.strip().splitlines()[-1])
        if not report["python"].startswith("3.14."):
            raise SystemExit(f"Pyodide runs Python {report['python']}: update SITE_PACKAGES")
        return {rel: (Path(tmp) / (rel + "c")).read_bytes() for rel in report["compiled"]}


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


def build_wheel(out_dir: Path, runtime: Path | None = None) -> Path:
    """The app's wheel: ``engine`` and ``web``; with ``runtime`` (the vendored Pyodide), the
    modules imported at boot as bytecode only (``X.pyc`` in place of ``X.py``: Python imports a
    sourceless module; tracebacks still name ``.../X.py`` and the line, without its text)."""
    version = project_version()
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
    out_dir.mkdir(parents=True, exist_ok=True)
    # shipped as the on-demand wheels are (``xz_wheel``): one xz stream over the stored archive
    # finds what the modules' bytecode repeats of each other, which a zip's deflate (file by
    # file) cannot: 286 -> 191 KB on every first visit. PyScript unpacks only zip and tar
    # archives: it writes this file as it is (``APP_WHEEL_PATH``) and web/main.py unpacks it.
    wheel = out_dir / f"terraludo-{version}-py3-none-any{SHIPPED_WHEEL}"
    wheel.write_bytes(xz_wheel(entries, dist_info, metadata))
    return wheel
