"""``python3 -m engine content ecotopia --json`` prints the whole validated content."""

from __future__ import annotations

import json

import pytest

from engine.__main__ import main


def test_content_command_prints_everything(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["content", "ecotopia", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "ecotopia"
    assert len(data["board"]["cells"]) == 36
    assert len(data["tiles"]["lieux"]) == 36
    assert len(data["tiles"]["starting_constructions"]) == 4
    assert len(data["tiles"]["constructions"]) == 17 + 15
    assert len(data["tiles"]["waste"]) == 6
    assert len(data["questions"]) == 50
    assert len(data["dice"]["bonus_die"]) == 6 and len(data["dice"]["weather_die"]["faces"]) == 6
    assert len(data["tracks"]["specialists"]) == 4
    assert data["counts"]["questions"] == 50
    assert all(1 <= c["value"] <= 4 for c in data["board"]["cells"])


def test_ecotopia_is_playable() -> None:
    import engine.ecotopia
    from engine.core.registry import engine_ids, playable_ids

    assert engine.ecotopia.GAME.id == "ecotopia"
    assert engine.ecotopia.PLAYABLE is True
    assert "ecotopia" in engine_ids() and "ecotopia" in playable_ids()
