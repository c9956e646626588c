"""A change that can move an outcome bumps its game's ``rules_version``.

``tests/golden/rules_fingerprints.json`` pins, per game and rules version, a fingerprint of the
content the rules read (figures, effects, answers, judged texts: ``engine.core.fingerprint``).
When this test fails, the content changed under a version whose saves were written with the old
content, and those saves would no longer replay. Bump the game's ``rules_version``, then add
this release's golden saves and pin the new fingerprint (tests/golden/README.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core.fingerprint import content_fingerprint, rules_content, rules_fingerprint
from engine.core.registry import get_game, playable_ids

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
PINS = json.loads((GOLDEN / "rules_fingerprints.json").read_text(encoding="utf-8"))
HOW = ("bump its rules_version, then run `PYTHONPATH=. python3 tools/golden_saves.py "
       "tests/golden <release-tag> {game}` (tests/golden/README.md)")


@pytest.mark.parametrize("game_id", playable_ids())
def test_content_that_moves_outcomes_matches_its_rules_version(game_id: str) -> None:
    game = get_game(game_id)
    pinned = PINS.get(game_id, {}).get(str(game.rules_version))
    assert pinned is not None, (
        f"{game_id} rules {game.rules_version} have no pinned fingerprint: " + HOW.format(game=game_id))
    assert rules_fingerprint(game) == pinned, (
        f"{game_id}: content that can move an outcome changed under rules "
        f"{game.rules_version}: " + HOW.format(game=game_id))


@pytest.mark.parametrize("game_id", playable_ids())
def test_every_rules_version_has_its_golden_saves(game_id: str) -> None:
    game = get_game(game_id)
    versions = {json.loads(p.read_text(encoding="utf-8")).get("rules_version", 1)
                for p in (GOLDEN / game_id).glob("*.json")}
    assert game.rules_version in versions, (
        f"{game_id} rules {game.rules_version} have no golden saves: " + HOW.format(game=game_id))


def test_words_do_not_count_but_figures_do() -> None:
    """The fingerprint ignores translations and sources, and sees a changed figure."""
    species = {"id": "x", "name": {"fr": "Hippopotame", "en": "Hippo"}, "weight_g": 1_500_000,
               "sources": {"weight_g": "amniote"}, "comment": {"fr": "Il…", "en": "It…"}}
    renamed = {**species, "name": {"fr": "Hippo", "en": "Hippopotamus"}, "sources": {}}
    heavier = {**species, "weight_g": 1_650_000}
    assert content_fingerprint([species]) == content_fingerprint([renamed])
    assert content_fingerprint([species]) != content_fingerprint([heavier])
    shipped = rules_content(get_game("defis-nature"))["species.json"]["species"][0]
    assert shipped["name"] is None and "sources" not in shipped and "comment" not in shipped
