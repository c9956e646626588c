"""What the live region says and does not say (issue 41 §6): a secret role is never read
aloud unasked; a countdown says nothing once its screen is left."""

from __future__ import annotations

import json

from tests.support.ui import act_buttons, make_app, run_bots, start_game


def test_the_secret_role_is_never_said_by_the_live_region() -> None:
    app = make_app()
    start_game(app, "climat-tic-tac", {"players": "3", "kind-0": "human", "name-0": "Léa",
                                       "kind-1": "bot", "kind-2": "bot", "opt-mode": "semi",
                                       "seed": "3"})
    said: list[str] = []
    for _ in range(6):
        for _ in range(50):
            if app.turns is None or app.turns.bot_to_move() is None or 'id="moment-ok"' in app.render():
                break
            said += app.command("bot").announce
        if 'id="moment-ok"' in app.render():
            said += app.command("moment-ok").announce
            continue
        acts = act_buttons(app.render())
        if not acts:
            break
        said += app.command("act", json.dumps(acts[0])).announce
    assert said, "the moves are told"
    assert "rôle secret" in app.render()  # on Léa's screen, where she reads it herself
    assert not [line for line in said if "rôle secret" in line], said


def test_a_countdown_says_nothing_once_its_screen_is_left() -> None:
    app = make_app()
    start_game(app, "glace-et-ciel", {"players": "2", "kind-0": "human", "kind-1": "bot",
                                      "seed": "2"})
    run_bots(app)
    app.timers.ensure("t1", 30)
    app.tick(1000.0)
    app.navigate("#/settings")
    faces, lines, done = app.tick(1000.0 + 40_000)
    assert lines == [] and not done and faces == {"t1": "0:00"}
