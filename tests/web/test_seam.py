"""The shell names no game: adding a game touches its own two packages and the registry."""

from __future__ import annotations

import contextlib
import importlib.util
import json
import re
import sys
from pathlib import Path

import pytest

from engine.core.content import read_text
from engine.core.registry import PACKAGES
from web.seam import GameTable
from web.tables import load_table, web_package

WEB = Path(__file__).resolve().parents[2] / "web"
SHELL_FILES = (sorted(WEB.glob("*.py")) + sorted((WEB / "screens").glob("*.py"))
               + [WEB / "data" / "strings.json"])


def _game_strings(game_id: str) -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {}
    for package, name in ((PACKAGES[game_id], "data/strings.json"),
                          (web_package(game_id) or "", "strings.json")):
        with contextlib.suppress(OSError, ModuleNotFoundError):
            out.update(json.loads(read_text(package, name)))
    return out


def _game_prefixes() -> set[str]:
    """The first segment of every game's own keys ("glace", "defis"...), not the shared ones."""
    prefixes = set()
    for game_id in PACKAGES:
        prefixes |= {key.split(".", 1)[0] for key in _game_strings(game_id)}
    return prefixes - {"game", "rules"}


def test_the_games_have_string_prefixes_to_look_for() -> None:
    assert {"glace", "defis"} <= _game_prefixes()


@pytest.mark.parametrize("path", SHELL_FILES, ids=lambda p: p.relative_to(WEB).as_posix())
def test_the_shell_names_no_game(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    for game_id, package in PACKAGES.items():
        assert game_id not in text, f"{path.name} names the game {game_id}"
        assert package.rsplit(".", 1)[1] not in text, f"{path.name} names the package {package}"
    for prefix in _game_prefixes():
        assert not re.search(rf"[\"']{re.escape(prefix)}\.", text), \
            f"{path.name} uses the game strings {prefix}.*"


def test_every_game_has_a_title_and_a_pitch_in_both_languages() -> None:
    for game_id in PACKAGES:
        strings = _game_strings(game_id)
        for key in (f"game.{game_id}.title", f"game.{game_id}.pitch"):
            assert strings[key]["fr"].strip() and strings[key]["en"].strip(), key


def test_every_game_package_has_a_table() -> None:
    """Every game with a UI package gets its own table (a subclass), not the generic one."""
    with_package = [g for g in PACKAGES if (p := web_package(g)) and importlib.util.find_spec(p)]
    assert len(with_package) >= 5
    for game_id in with_package:
        assert type(load_table(game_id)) is not GameTable, game_id


def test_a_table_not_loaded_yet_is_an_error_not_the_generic_table(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The table lives in its game's wheel: asked before the wheel is there, ``load_table``
    says so instead of keeping the generic table for the rest of the visit."""
    from web import tables

    monkeypatch.setattr(tables, "_tables", {})
    monkeypatch.setitem(sys.modules, "web.games.glace_et_ciel.table", None)  # not importable
    with pytest.raises(ModuleNotFoundError):
        load_table("glace-et-ciel")
    assert "glace-et-ciel" not in tables._tables


def test_a_game_without_a_table_of_its_own_gets_the_generic_one() -> None:
    assert type(load_table("no-such-game")) is GameTable
