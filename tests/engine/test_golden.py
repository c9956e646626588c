"""Saves written by released versions load and resume in this one (tests/golden/README.md)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.core import Match
from engine.core.registry import get_game

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
FILES = sorted(GOLDEN.glob("*/*.json"))


def test_there_are_golden_saves_for_every_game_that_had_them() -> None:
    folders = {p.parent.name for p in FILES}
    assert {"glace-et-ciel", "defis-nature"} <= folders
    assert any(p.name.endswith("-in-progress.json") for p in FILES)
    assert any(p.name.endswith("-finished.json") for p in FILES)


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_golden_save_loads_and_resumes(path: Path) -> None:
    record: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    game = get_game(record["game"])
    match = Match.from_record(record)
    saved_rules = record.get("rules_version", 1)
    if saved_rules == game.rules_version:
        assert match.resumed_from_rules is None
        assert len(match.actions) == len(record["actions"]), "every move replays"
    elif match.resumed_from_rules is None:
        # older rules whose moves still replay today (the change did not touch this game)
        assert len(match.actions) == len(record["actions"]), "every move replays"
    else:
        assert match.resumed_from_rules == saved_rules
    finished = path.name.endswith("-finished.json")
    assert game.is_over(match.state) == finished
    if finished:
        assert game.outcome(match.state) is not None
        return
    # resume: the next seat plays a legal move, and the match saves and reloads exactly
    seat = game.current_players(match.state)[0]
    match.play(seat, game.legal_actions(match.state, seat)[0])
    again = Match.from_record(json.loads(json.dumps(match.to_record())))
    assert again.state == match.state
    assert again.resumed_from_rules is None
