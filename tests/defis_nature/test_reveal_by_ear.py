"""Défis's reveal told by ear (issue 41 §2): the live region tells each battle's result when
it is turned over for the table, never at "Valider" while the cards are still face down; the
final scores of round 4 only once its last battle is turned."""

from __future__ import annotations

import json
import re
from typing import Any

from tests.support.ui import act_buttons, make_app, run_bots, start_game, ui_args
from web.app import App
from web.effects import Effects

RESULT = re.compile(r"gagne avec|zone protégée|défausse|Total\u202f:|remet .* sous")


class Recorder:
    """Taps through ``App.command`` and keeps what each tap sent to the live region."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.said: list[list[str]] = []

    def __call__(self, name: str, arg: str = "") -> Effects:
        fx = self.app.command(name, arg)
        self.said.append(list(fx.announce))
        return fx


def _place_and_validate(tap: Recorder) -> None:
    app = tap.app
    for _ in range(4):
        cards = ui_args(app.render(), "card")
        tap("ui", f"card:{cards[0]}")
        target = next(a for a in act_buttons(app.render()) if a["type"] == "Place")
        tap("act", json.dumps(target))
    done = next(a for a in act_buttons(app.render()) if a["type"] == "Done")
    tap("act", json.dumps(done))


def _lines(said: list[list[str]]) -> list[str]:
    return [line for lines in said for line in lines]


def _play_round(app: App, tap: Recorder) -> dict[str, Any]:
    """One round: Léa places and validates after the robot; returns what was said when."""
    run_bots(app)
    tap.said.clear()
    _place_and_validate(tap)
    run_bots(app, close_moments=False)
    at_validate = _lines(tap.said)
    assert 'id="moment-ok"' in app.render(), "the round's reveal is on screen"
    per_battle = []
    for _ in range(4):
        turn = [s for s in ui_args(app.render(), "reveal") if s.isdigit()]
        tap.said.clear()
        tap("ui", f"reveal:{turn[0]}")
        per_battle.append(_lines(tap.said))
    tap.said.clear()
    tap("moment-ok")
    return {"validate": at_validate, "battles": per_battle, "after": _lines(tap.said)}


def test_battles_are_told_as_each_is_turned_over_and_the_scores_last() -> None:
    app = make_app()
    start_game(app, "defis-nature", {"players": "2", "kind-0": "human", "name-0": "Léa",
                                     "kind-1": "bot", "level-1": "strong", "seed": "4"})
    tap = Recorder(app)
    for round_no in range(1, 5):
        said = _play_round(app, tap)
        assert not [line for line in said["validate"] if RESULT.search(line)], \
            f"round {round_no}: a result told while every card is face down: {said['validate']}"
        for i, lines in enumerate(said["battles"]):
            assert any(RESULT.search(line) for line in lines), \
                f"round {round_no}, battle {i + 1}: its result is not told when turned: {lines}"
        totals = [i for i, lines in enumerate(said["battles"]) for line in lines if "Total\u202f:" in line]
        # the final scores come with the last battle of the last round, never earlier
        assert totals == ([3, 3] if round_no == 4 else []), (round_no, totals)
    assert app.turns is not None and app.turns.over
