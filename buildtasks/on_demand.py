"""The wheels the app loads on demand (dist/app/wheels/<name>.whl.xz): the pinned third-party
ones trimmed to what the app runs, the project's local ones, each game's own."""

from __future__ import annotations

import json
import re
from pathlib import Path

from buildtasks.common import ROOT
from buildtasks.pins import ON_DEMAND_WHEELS, fetch_wheel
from buildtasks.project import app_files, game_packages, project_version
from buildtasks.pysource import python_imports
from buildtasks.wheels import Entries, ship_wheel, wheel_entries

#: the project's own packages a game's table loads on demand (``NEEDS``), built from the
#: repository into dist/app/wheels/<name>.whl.xz: Défis's card pictures (~45 KB) are fetched when
#: Défis opens, not at boot
LOCAL_ON_DEMAND = {"defis_pictures": ROOT / "defis_pictures"}

#: the stemmers the Planète word judge uses (engine/planete_ciel_espace/words.py)
STEMMER_LANGUAGES = ("french", "english")


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
                         f"{len(modules)} stemmers; check stemmer_languages in buildtasks/on_demand.py")
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
            raise SystemExit(f"{name} imports {sorted(wanted)}: check SEGNO_KEPT in buildtasks/on_demand.py")
    kept = [(n, data) for n, data in entries if n in SEGNO_KEPT or n.endswith("/LICENSE")]
    if len(kept) != len(SEGNO_KEPT) + 1:
        raise SystemExit(f"segno's wheel: kept {[n for n, _ in kept]}; check SEGNO_KEPT in buildtasks/on_demand.py")
    return kept, dist_info, metadata


def build_local_wheel(name: str, folder: Path, out_dir: Path) -> Path:
    """One of LOCAL_ON_DEMAND as dist/app/wheels/<name>.whl.xz: its Python and licence files,
    and each folder's SVG files as one ``pictures.json`` (name → SVG text) beside its licence
    (132 small files in a zip would weigh twice as much; in one xz stream, about as much)."""
    version = project_version()
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
    trimmed to what the app runs, the project's local ones, each game's own."""
    trimmed = {"snowballstemmer": lambda wheel: stemmer_languages(wheel, STEMMER_LANGUAGES),
               "segno": segno_encoder}
    paths = [ship_wheel(name, *trimmed[name](fetch_wheel(name)), out_dir, own=False)
             for name in ON_DEMAND_WHEELS]
    paths += [build_local_wheel(name, folder, out_dir) for name, folder in LOCAL_ON_DEMAND.items()]
    return paths + build_game_wheels(out_dir)
