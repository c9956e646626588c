"""One UI conformance suite for every playable game (the app's counterpart of the engine's).

Seeded random games are played through ``App`` in French and in English, the way a person
taps: every screen renders; every action button on screen decodes to a legal action of the
seat on screen; no raw translation key, ``None`` or ``{placeholder}`` reaches the screen; the
hand-off screen shows nothing of the next seat's view; the golden saves resume. A game added to
the registry (``PLAYABLE = True``) is covered without new test code.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest

from engine.core.registry import get_game, playable_ids
from engine.core.rng import Prng, seed_state
from tests.support.ui import act_buttons, make_app, run_bots, ui_buttons, visible_text
from web.app import App
from web.i18n import catalog

GAMES = [g for g in playable_ids() if g != "tiny-test"]
GOLDEN = sorted((Path(__file__).resolve().parents[1] / "golden").glob("*/*.json"))
#: games per game, language and player count (CI keeps it small: each game is a few seconds)
GAMES_PER_CASE = int(os.environ.get("TERRALUDO_UI_PLAYOUTS", "1"))
KEY = re.compile(r"\b[a-z][a-z0-9_]*(?:\.[a-z0-9_-]+)+\b")
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def check_screen(app: App, html: str) -> None:
    text = visible_text(html)
    keys = set(catalog())
    raw = [k for k in KEY.findall(text) if k in keys]
    assert not raw, f"raw translation keys on screen: {raw}"
    assert not PLACEHOLDER.search(text), f"unfilled placeholder: {PLACEHOLDER.search(text)}"
    assert not re.search(r"\bNone\b", text), "None on screen"


def check_buttons(app: App, html: str) -> list[Any]:
    """Every action button decodes to an action that is legal for the seat on screen."""
    turns = app.turns
    assert turns is not None
    decoded = [turns.game.decode_action(a) for a in act_buttons(html)]
    if decoded:
        seat = turns.acting_seat()
        assert seat is not None, "action buttons while nobody may act"
        legal = turns.game.legal_actions(turns.match.state, seat)
        for action in decoded:
            assert action in legal, f"button for an illegal action {action}"
    return decoded


def play_through(app: App, seed: int, max_taps: int = 3000) -> None:
    rng = Prng(seed_state(seed))
    for _ in range(max_taps):
        run_bots(app)
        turns = app.turns
        assert turns is not None
        html = app.render()
        check_screen(app, html)
        if 'id="moment-ok"' in html:  # a public moment: no private view, no action button
            assert 'data-cmd="act"' not in html and 'data-cmd="handoff"' not in html
            taps = ui_buttons(html)
            if taps and rng.below(3) == 0:
                app.command("ui", rng.choice(taps))
            else:
                app.command("moment-ok")
            continue
        if turns.over:
            assert 'id="end-h"' in html
            return
        handoff = turns.handoff_needed()
        if handoff is not None:
            # the hand-off screen is public: nothing of the next seat's own view on it
            assert 'data-cmd="act"' not in html and 'data-cmd="ui"' not in html
            app.command("handoff", str(handoff))
            continue
        actions = check_buttons(app, html)
        taps = ui_buttons(html)
        if actions and (not taps or rng.below(10) < 7):
            app.command("act", json.dumps(turns.game.encode_action(rng.choice(actions))))
        elif taps:
            app.command("ui", rng.choice(taps))
        else:
            raise AssertionError("a human is to move but the screen offers nothing to tap")
    raise AssertionError("the game did not end")


def _cases() -> list[Any]:
    cases = []
    for game_id in GAMES:
        game = get_game(game_id)
        for players in range(game.min_players, game.max_players + 1):
            for lang in ("fr", "en"):
                cases.append(pytest.param(game_id, players, lang, id=f"{game_id}-{players}p-{lang}"))
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
    if not app.turns.over:
        play_through(app, 5)
