"""What the build reads of the project itself: its version, the app's files, the games."""

from __future__ import annotations

from pathlib import Path

from buildtasks.common import ROOT


def project_version() -> str:
    """The version in pyproject.toml."""
    for line in (ROOT / "pyproject.toml").read_text().splitlines():
        if line.startswith("version"):
            return line.split("=")[1].strip().strip('"')
    return "0"


def app_files() -> list[Path]:
    """The files of ``engine`` and ``web`` the app reads at run time."""
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


def catalogue() -> dict[str, str]:
    """Game id -> engine package, in the catalogue's order (``PACKAGES`` in
    engine/core/registry.py), read without importing the engine."""
    import ast

    tree = ast.parse((ROOT / "engine" / "core" / "registry.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") == "PACKAGES":
            return dict(ast.literal_eval(node.value))  # type: ignore[arg-type]
    raise SystemExit("engine/core/registry.py: PACKAGES not found")


def game_packages() -> list[str]:
    """The engine packages (dotted) in the catalogue's order."""
    return list(catalogue().values())


def game_ids() -> list[str]:
    """The games in the catalogue's order."""
    return list(catalogue())
