"""One UI conformance suite for every playable game (the app's counterpart of the engine's).

Seeded random games are played through ``App`` in French and in English, the way a person
taps: every screen renders; every action button on screen decodes to a legal action of the
seat on screen; no raw translation key, ``None`` or ``{placeholder}`` reaches the screen; the
hand-off screen shows nothing of the next seat's view; the golden saves resume. A game added to
the registry (``PLAYABLE = True``) is covered without new test code.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from engine.core.registry import get_game, playable_ids
from tests.support.ui import check_screen, make_app, play_through

GAMES = [g for g in playable_ids() if g != "tiny-test"]
GOLDEN = sorted((Path(__file__).resolve().parents[1] / "golden").glob("*/*.json"))


def _release(path: Path) -> tuple[int, ...]:
    """The version that wrote a golden save, from its name (``v0.2-2026-11-26-<game>-…``)."""
    return tuple(int(part) for part in path.name.split("-", 1)[0].lstrip("v").split("."))


#: each game's saves from its newest release: those are played to their end; older releases'
#: saves load and resume (one move), as the engine's test_golden.py replays every one of them
_LATEST = {folder: max(_release(p) for p in GOLDEN if p.parent == folder)
           for folder in {p.parent for p in GOLDEN}}  # once per game folder, not per save
NEWEST = {path for path in GOLDEN if _release(path) == _LATEST[path.parent]}
#: games per game, language and player count (CI keeps it small: each game is a few seconds)
GAMES_PER_CASE = int(os.environ.get("TERRALUDO_UI_PLAYOUTS", "1"))
def _cases() -> list[Any]:
    cases = []
    for game_id in GAMES:
        game = get_game(game_id)
        for players in range(game.min_players, game.max_players + 1):
            for lang in ("fr", "en"):
                # one game per game inside Pyodide too; in English at two seats the seed is
                # odd, so two humans pass the device (hand-off screens) beside a bot
                in_pyodide = players == min(game.max_players, max(2, game.min_players)) and lang == "en"
                marks = [pytest.mark.pyodide] if in_pyodide else []
                cases.append(pytest.param(game_id, players, lang, id=f"{game_id}-{players}p-{lang}",
                                          marks=marks))
    return cases


@pytest.mark.parametrize(("game_id", "players", "lang"), _cases())
def test_random_games_through_the_app(game_id: str, players: int, lang: str) -> None:
    for n in range(GAMES_PER_CASE):
        seed = 1000 * players + n + (7 if lang == "en" else 0)
        app = make_app(lang=lang)
        humans = 2 if players >= 2 and seed % 2 else 1  # pass-and-play and solo with bots
        form = {"players": str(players), "seed": str(seed)}
        game = get_game(game_id)
        for i in range(players):
            form[f"kind-{i}"] = "human" if i < humans else "bot"
            form[f"level-{i}"] = game.all_bot_levels()[seed % len(game.all_bot_levels())]
        app.navigate(f"#/play/{game_id}")
        check_screen(app, app.render())
        fx = app.command("setup-start", "", form)
        assert fx.set_hash, app.flash
        app.navigate(fx.set_hash)
        play_through(app, seed)


@pytest.mark.parametrize("path", GOLDEN, ids=[p.name for p in GOLDEN])
def test_golden_saves_resume_in_the_app(path: Path) -> None:
    app = make_app(lang="fr")
    fx = app.imported(path.read_text(encoding="utf-8"))
    assert fx.set_hash and app.flash and app.flash[0] == "info", app.flash
    app.navigate(fx.set_hash)
    assert app.turns is not None
    html = app.render()
    check_screen(app, html)
    if app.turns.over:
        return
    if path in NEWEST:
        play_through(app, 5)
        return
    # an older release's save: the table resumes and takes its next move
    before = len(app.turns.match.actions)
    play_through(app, 5, moves=1)
    assert len(app.turns.match.actions) > before or app.turns.over
