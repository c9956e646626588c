"""Every game package reads the same way, and its imports go one way.

Each ``engine/<game>/`` has ``state.py`` (the state and its phases), ``actions.py`` (the
``Action`` union), ``rules.py`` (the transitions), ``view.py`` (what a seat may know, the bot
view, ``sample_state``), ``bots.py`` (with the ``BOTS`` table the core finds bots through) and
``content.py`` (one typed content index). A game adds modules named for its own mechanisms.

Imports go one way: ``bots`` may import anything of its game; nothing imports ``bots``;
``state`` and ``actions`` never import ``rules``, ``view`` or ``bots``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from engine.core.registry import PACKAGES, get_game

ROOT = Path(__file__).resolve().parents[2]
REQUIRED = ("state", "actions", "rules", "view", "bots", "content")


def _package_dir(game_id: str) -> Path:
    return ROOT / Path(*PACKAGES[game_id].split("."))


def _own_imports(path: Path, package: str) -> set[str]:
    """Modules of the same package that ``path`` imports, at any depth (lazy imports count)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level == 1:
                if node.module:
                    found.add(node.module.split(".")[0])
                else:
                    found.update(alias.name for alias in node.names)
            elif node.module and node.module.startswith(package + "."):
                found.add(node.module[len(package) + 1:].split(".")[0])
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith(package + "."):
                    found.add(alias.name[len(package) + 1:].split(".")[0])
    return found


@pytest.mark.parametrize("game_id", sorted(PACKAGES))
def test_every_game_package_has_the_common_layout(game_id: str) -> None:
    folder = _package_dir(game_id)
    missing = [name for name in REQUIRED if not (folder / f"{name}.py").is_file()]
    assert not missing, f"{game_id} lacks {missing}"


@pytest.mark.parametrize("game_id", sorted(PACKAGES))
def test_imports_go_one_way(game_id: str) -> None:
    package = PACKAGES[game_id]
    folder = _package_dir(game_id)
    for path in sorted(folder.glob("*.py")):
        module = path.stem
        imports = _own_imports(path, package)
        if module != "bots":
            assert "bots" not in imports, f"{package}.{module} imports bots"
        if module in ("state", "actions"):
            upward = imports & {"rules", "view", "bots"}
            assert not upward, f"{package}.{module} imports {sorted(upward)}"


@pytest.mark.parametrize("game_id", sorted(PACKAGES))
def test_bots_are_found_through_the_bots_table(game_id: str) -> None:
    game = get_game(game_id)
    table = game.bot_table()
    assert set(game.bot_levels) <= set(table), f"{game_id}: levels without a bot"
    for level in game.all_bot_levels(include_reference=True):
        bot = game.make_bot(level)
        assert callable(bot.choose)
    # the game class itself no longer builds its bots
    assert "make_bot" not in type(game).__dict__, f"{game_id} overrides make_bot"
