"""The wheels the app loads on demand (dist/app/wheels/<name>.whl.xz): the pinned third-party
ones trimmed to what the app runs, and each game's own (its code, data and art)."""

from __future__ import annotations

from pathlib import Path

from buildtasks.common import ROOT
from buildtasks.pins import ON_DEMAND_WHEELS, fetch_wheel
from buildtasks.project import app_files, game_packages, project_version
from buildtasks.pysource import python_imports
from buildtasks.wheels import Entries, ship_wheel, wheel_entries

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
            raise SystemExit(f"{name} imports {sorted(wanted)}: check SEGNO_KEPT in buildtasks/on_demand.py")
    kept = [(n, data) for n, data in entries if n in SEGNO_KEPT or n.endswith("/LICENSE")]
    if len(kept) != len(SEGNO_KEPT) + 1:
        raise SystemExit(f"segno's wheel: kept {[n for n, _ in kept]}; check SEGNO_KEPT in buildtasks/on_demand.py")
    return kept, dist_info, metadata


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


def build_game_wheels(out_dir: Path) -> list[Path]:
    """``game-<package>.whl.xz`` for each game (see ``game_wheel_files``)."""
    version = project_version()
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
    trimmed to what the app runs, and each game's own."""
    trimmed = {"segno": segno_encoder}
    paths = [ship_wheel(name, *trimmed[name](fetch_wheel(name)), out_dir, own=False)
             for name in ON_DEMAND_WHEELS]
    return paths + build_game_wheels(out_dir)
