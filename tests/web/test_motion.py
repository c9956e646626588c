"""Motion (issue 35): the shared FLIP plan (``web.motion``) and the keys the tables give their
cards and pieces, so a card laid glides from the hand to its cell, a battle turns over and
Ecotopia's team pawn glides from square to square."""

from __future__ import annotations

import json
import re

from tests.support.ui import act_buttons, make_app, run_bots, start_game, ui_args
from web.motion import DURATION_MS, FLIP_ID, TRAVEL_ID, Place, motions, travel

GLACE = {"players": "3", "kind-0": "human", "name-0": "Léa", "kind-1": "bot", "level-1": "strong",
         "kind-2": "bot", "level-2": "strong", "seed": "7"}


def keys(html: str) -> list[str]:
    return re.findall(r'data-travel="([^"]+)"', html)


def test_a_moved_piece_glides_from_its_old_place_scaled_from_its_old_size() -> None:
    before = {"card": Place(100, 600, 80, 120), "still": Place(10, 10, 20, 20),
              "gone": Place(0, 0, 5, 5)}
    after = {"card": Place(300, 200, 40, 60), "still": Place(11, 10, 20, 20),
             "new": Place(50, 50, 10, 10)}
    (move,) = motions(before, after)
    assert move.key == "card" and move.id == TRAVEL_ID
    assert move.keyframes[0]["transform"] == "translate(-200.0px, 400.0px) scale(2.000, 2.000)"
    assert move.keyframes[-1]["transform"] == "none"
    assert DURATION_MS <= 400


def test_a_card_turned_face_up_turns_over_and_a_hidden_one_does_not_move() -> None:
    before = {"b": Place(0, 0, 100, 40, "down"), "hidden": Place(0, 0, 0, 0)}
    after = {"b": Place(0, 30, 100, 200, "up"), "hidden": Place(0, 90, 40, 40)}
    (turn,) = motions(before, after)
    assert turn.id == FLIP_ID and "rotateY" in turn.keyframes[0]["transform"]


def test_travel_attributes() -> None:
    assert travel("gcard-7") == ' data-travel="gcard-7"'
    assert travel("battle-1-0", "down") == ' data-travel="battle-1-0" data-face="down"'


def test_glace_a_card_keeps_its_key_from_the_hand_to_its_cell() -> None:
    app = make_app()
    start_game(app, "glace-et-ciel", GLACE)
    html = app.render()
    card = ui_args(html, "select")[0]
    assert f"gcard-{card}" in keys(html)  # in the hand
    app.command("ui", f"select:{card}")
    app.command("act", json.dumps(act_buttons(app.render())[0]))
    after = app.render()
    assert keys(after).count(f"gcard-{card}") == 1  # on the board now, once
    assert len(keys(after)) == len(set(keys(after)))


def test_defis_a_battle_keeps_its_key_face_down_then_face_up() -> None:
    app = make_app()
    start_game(app, "defis-nature", {"players": "2", "kind-0": "human", "name-0": "Léa",
                                     "kind-1": "bot", "level-1": "strong", "seed": "4"})
    run_bots(app)
    for _ in range(4):
        cards = ui_args(app.render(), "card")
        app.command("ui", f"card:{cards[0]}")
        app.command("act", json.dumps(next(a for a in act_buttons(app.render()) if a["type"] == "Place")))
    app.command("act", json.dumps(next(a for a in act_buttons(app.render()) if a["type"] == "Done")))
    run_bots(app, close_moments=False)
    face = re.compile(r'data-travel="battle-1-0" data-face="(\w+)"')
    assert face.findall(app.render()) == ["down"]
    app.command("ui", "reveal:1")
    assert face.findall(app.render()) == ["up"]


def test_ecotopia_the_team_pawn_and_the_truck_are_keyed_once() -> None:
    app = make_app()
    start_game(app, "ecotopia", {"players": "2", "kind-0": "human", "name-0": "Léa",
                                 "kind-1": "bot", "level-1": "strong", "seed": "7"})
    html = app.render()
    assert keys(html).count("team") == 1 and keys(html).count("truck") == 1
