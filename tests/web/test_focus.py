"""Where the focus goes (issue 41 §3, §5): after a robot's move that ends on a hand-off or a
moment, the step is focused (the browser finds "Je suis Léa" or the moment's next button);
ticking a choice keeps the focus on it; a package nobody waited for moves no focus."""

from __future__ import annotations

import json

from tests.support.ui import act_buttons, make_app, start_game, ui_args
from web.screens.game import STEP


def test_a_robots_move_that_ends_on_a_hand_off_gives_the_focus_to_it() -> None:
    app = make_app()
    start_game(app, "glace-et-ciel", {"players": "3", "kind-0": "human", "name-0": "Léa",
                                      "kind-1": "bot", "level-1": "beginner",
                                      "kind-2": "human", "name-2": "Tom", "seed": "5"})
    turns = app.turns
    assert turns is not None
    if turns.handoff_needed() is not None:
        app.command("handoff", str(turns.handoff_needed()))
    for _ in range(3):  # Léa, the robot, then the hand-off to Tom
        if turns.bot_to_move() is not None:
            fx = app.command("bot")
            if turns.handoff_needed() is not None:
                if 'id="handoff-ready"' not in app.render():
                    # the robot's move stays on the shared table for the pace's time first
                    fx = app.command("bot")
                assert fx.focus in (STEP, "#handoff-ready"), "the robot's move ends on Tom's hand-off"
                assert 'id="handoff-ready"' in app.render()
                return
            assert fx.focus is None  # more robots to come: the focus stays where it is
            continue
        card = ui_args(app.render(), "select")[0]
        app.command("ui", f"select:{card}")
        app.command("act", json.dumps(act_buttons(app.render())[0]))
    raise AssertionError("no hand-off after the robot's move")


def test_the_notebook_switch_keeps_the_focus() -> None:
    app = make_app()
    start_game(app, "glace-et-ciel", {"players": "3", "kind-0": "human", "kind-1": "bot",
                                      "kind-2": "bot", "seed": "8"})
    fx = app.command("ui", "notebook:")
    assert fx.focus == '[data-cmd="ui"][data-arg="notebook:"]'
    assert 'data-arg="notebook:"' in app.render()


def test_a_package_nobody_waited_for_moves_no_focus() -> None:
    app = make_app()
    app.navigate("#/play/glace-et-ciel")
    fx = app.package_loaded("segno")
    assert fx.focus is None
