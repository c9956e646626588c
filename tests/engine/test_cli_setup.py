"""The command line as the README prints it (issue 12, item 3): every example of the README's
"Command line" block runs as written after the README's set-up, and a missing third-party
package is named, never answered with "unknown game"."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.__main__ import main as cli
from engine.core import registry

ROOT = Path(__file__).resolve().parents[2]


def _forget_planete(monkeypatch: pytest.MonkeyPatch) -> None:
    """Drop the imported Planète modules (restored afterwards) so the next import is fresh."""
    for name in list(sys.modules):
        if name.startswith("engine.planete_ciel_espace"):
            monkeypatch.delitem(sys.modules, name)


def test_a_missing_dependency_is_named(monkeypatch: pytest.MonkeyPatch, capsys: Any) -> None:
    monkeypatch.setitem(registry.PACKAGES, "needy", "tests.support.needs_a_missing_package")
    with pytest.raises(registry.MissingDependency) as info:
        registry.load_content("needy")
    assert info.value.module == "no_such_third_party_package"
    assert cli(["content", "needy"]) == 2
    err = capsys.readouterr().err
    assert "no_such_third_party_package" in err and "unknown game" not in err
    assert ".venv/bin/python -m engine" in err


def test_planete_needs_no_stemmer(monkeypatch: pytest.MonkeyPatch, capsys: Any) -> None:
    """Planète's judge reads its word table: its content loads with no stemmer installed."""
    _forget_planete(monkeypatch)
    monkeypatch.setitem(sys.modules, "snowballstemmer", None)  # import raises ModuleNotFoundError
    assert cli(["content", "planete-ciel-espace"]) == 0
    assert "planete-ciel-espace" in capsys.readouterr().out


def test_unknown_game_and_missing_part_stay_unknown(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(registry.UnknownGame):
        registry.load_content("nope")
    # a game package without a content module: unknown content, not a missing dependency
    monkeypatch.setitem(registry.PACKAGES, "ghost", "engine.no_such_game_package")
    with pytest.raises(registry.UnknownGame):
        registry.load_content("ghost")
    with pytest.raises(registry.UnknownGame):
        registry.get_game("ghost")


def test_content_works_when_the_dependency_is_there(capsys: Any) -> None:
    assert cli(["content", "planete-ciel-espace", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["game"] == "planete-ciel-espace"


def _readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("Command line, for teachers and checks", 1)[1]
    block = re.search(r"```sh\n(.*?)```", section, re.S)
    assert block is not None, "the README's command-line block is missing"
    lines = [line.split("  #", 1)[0].strip() for line in block.group(1).splitlines()]
    return [line for line in lines if line]


def test_readme_command_line_block_names_the_venv() -> None:
    commands = _readme_commands()
    assert len(commands) >= 5
    for command in commands:
        assert command.startswith(".venv/bin/python -m engine "), command


@pytest.mark.host
def test_readme_command_line_examples_run_as_printed(tmp_path: Path) -> None:
    """Each command, word for word, from a folder laid out like the repository after the set-up:
    ``.venv`` (here the interpreter running the tests) and ``my-save.json`` (a save exported
    from the app, here one written by the engine)."""
    (tmp_path / ".venv").symlink_to(Path(sys.prefix), target_is_directory=True)
    (tmp_path / "engine").symlink_to(ROOT / "engine", target_is_directory=True)
    from engine.core.match import Match, SeatSpec
    from engine.core.registry import get_game
    from engine.core.rng import Prng, seed_state

    game = get_game("glace-et-ciel")
    match = Match(game, [SeatSpec("bot", level="random")] * 2, {}, 3)
    rng = Prng(seed_state(3))
    for _ in range(3):
        seat = game.current_players(match.state)[0]
        match.play(seat, rng.choice(game.legal_actions(match.state, seat)))
    (tmp_path / "my-save.json").write_text(json.dumps(match.to_record()), encoding="utf-8")
    env = {"PATH": "/usr/bin:/bin"}  # no PYTHONPATH: the folder itself, as in a clone
    for command in _readme_commands():
        done = subprocess.run(shlex.split(command), cwd=tmp_path, env=env, capture_output=True,
                              text=True, timeout=300)
        assert done.returncode == 0, (command, done.stderr[-2000:])
        assert done.stdout.strip(), command
