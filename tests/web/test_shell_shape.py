"""The shell's shape (``web/app.py`` over ``web/screens/``): each screen writes only its own
state, services never take the whole ``App``, and no file of the shell grows past a size a
reader takes in."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parents[2] / "web"
#: each screen module's own state on ``App`` (the share panel is the set-up screen's)
OWN = {"home": "home_screen", "setup": "setup_screen", "share": "setup_screen",
       "game": "game_screen", "play": "game_screen", "replay": "replay_screen", "pages": None, "result": None}
#: what ``App`` reads of a screen's state, by the screen it belongs to
ALIASES = {"turns": "game_screen", "timers": "game_screen", "setup": "setup_screen",
           "replay": "replay_screen"}


def _app_chain(node: ast.expr) -> list[str] | None:
    """``app.a.b[...]`` as ``["a", "b"]``; None when it does not start at ``app``."""
    names: list[str] = []
    while isinstance(node, (ast.Attribute, ast.Subscript)):
        if isinstance(node, ast.Attribute):
            names.append(node.attr)
        node = node.value
    return names[::-1] if isinstance(node, ast.Name) and node.id == "app" else None


def _writes(path: Path) -> list[tuple[int, list[str]]]:
    writes = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets = (node.targets if isinstance(node, ast.Assign)
                   else [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else [])
        for target in targets:
            for one in (target.elts if isinstance(target, ast.Tuple) else [target]):
                chain = _app_chain(one)
                if chain:
                    writes.append((node.lineno, chain))
    return writes


def test_the_check_sees_a_write_to_another_screen(tmp_path: Path) -> None:
    sample = tmp_path / "home.py"
    sample.write_text("def f(app):\n    app.turns = None\n    app.game_screen.confirm_undo = 1\n"
                      "    app.home_screen.confirm_delete = 2\n", encoding="utf-8")
    assert [chain for _, chain in _writes(sample)] == [
        ["turns"], ["game_screen", "confirm_undo"], ["home_screen", "confirm_delete"]]


@pytest.mark.parametrize("name", sorted(OWN))
def test_a_screen_writes_only_its_own_state(name: str) -> None:
    own = OWN[name]
    wrong = []
    for line, chain in _writes(WEB / "screens" / f"{name}.py"):
        owner = ALIASES.get(chain[0], chain[0])
        # a field of App itself (the message, the settings...) changes through App's methods
        if owner != own or len(chain) < 2 and chain[0] not in ALIASES:
            wrong.append(f"line {line}: app.{'.'.join(chain)}")
    assert not wrong, f"screens/{name}.py writes what is not its own: {wrong}"


def test_every_screen_module_is_known() -> None:
    assert {p.stem for p in (WEB / "screens").glob("*.py")} - {"__init__"} == set(OWN)


@pytest.mark.parametrize("name", ["narration", "packages", "embedding", "settings", "saves",
                                  "links", "tables", "turns", "timers", "layout", "qr"])
def test_a_service_takes_what_it_uses_not_the_app(name: str) -> None:
    tree = ast.parse((WEB / f"{name}.py").read_text(encoding="utf-8"))
    imported = {alias.name for node in ast.walk(tree)
                if isinstance(node, ast.ImportFrom) and node.module in ("app", "web.app")
                for alias in node.names}
    assert "App" not in imported, f"web/{name}.py takes the whole App"


def test_no_file_of_web_is_over_600_lines() -> None:
    """The app, its services, its screens and the games' tables: a room a newcomer reads."""
    long = {str(p.relative_to(WEB)): n for p in WEB.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 600}
    assert not long, long
