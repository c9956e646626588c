"""Issue 23, §2: moments and screens that went by unseen or said the wrong thing, through the
app in CPython (the browser's part is in ``tests/browser/test_layout_e2e.py``): the shell's
part (the saves list, the focus); each game's part is in its ``tests/<game>/test_table.py``."""

from __future__ import annotations

import json

from tests.defis_nature.helpers import place_round, start_table
from tests.support.ui import (
    act_buttons,
    close_moment,
    make_app,
    part_text,
    start_game,
    take_handoff,
    ui_args,
)
from web.app import App


def test_saves_list_tells_the_time_and_whom_a_round_played_at_once_waits_for() -> None:
    """The saves list: the hour as well as the day; during a round played at once, after
    Léa has placed her cards, « en attente de Papa » (the bot plays by itself), not « à Papa,
    Robot 3 de jouer »."""
    import itertools

    from web.saves import MemoryStore

    counter = itertools.count(1000)
    app = App(MemoryStore(), lang="fr", now=lambda: "2026-11-25T18:05:00+01:00",
              new_id=lambda: format(next(counter), "x"))
    start_game(app, "defis-nature", {"players": "3", "kind-0": "human", "name-0": "Léa",
                                     "kind-1": "human", "name-1": "Papa", "kind-2": "bot",
                                     "level-2": "strong", "seed": "12"})
    take_handoff(app)
    place_round(app, power=False)
    app.navigate("#/")
    row = part_text(app.render(), r'<li class="save".*?</li>')
    assert "le 25 nov. 2026 à 18:05" in row, row
    assert "en attente de Papa " in row and "de jouer" not in row, row


def test_after_each_action_focus_goes_to_the_step_and_its_instruction_is_read() -> None:
    """Focus moves to the next control of the step after an action, a hand-off or a moment
    (it went to the board's container); the board tells the browser which elements those are
    and which sentence the live region reads."""
    from web.screens.game import STEP

    app = start_table("2", "12")
    html = app.render()
    assert 'data-step-controls="button.hand-dcard' in html and 'data-step-instruction=".defis-hint"' in html
    card = ui_args(html, "card")[0]
    fx = app.command("ui", f"card:{card}")
    assert fx.focus == "button.board-slot.target"  # a choice: its targets
    target = [a for a in act_buttons(app.render()) if a["type"] == "Place"][0]
    fx = app.command("act", json.dumps(target))
    assert fx.focus == STEP
    assert app.turns is not None
    assert app.navigate(f"#/game/{app.turns.save_id}").focus == STEP  # a game opens on its step


def test_a_robots_move_moves_the_focus_only_when_the_step_becomes_a_persons() -> None:
    """While robots play one after another, each of their moves leaves the focus where the
    player put it (reading the log, say) and no instruction is read; the move that hands the
    turn to the person at the device, or opens a moment for the table, focuses their step."""
    from web.screens.game import STEP

    app = make_app(lang="fr")
    start_game(app, "glace-et-ciel", {"players": "3", "kind-0": "human", "name-0": "Léa",
                                      "kind-1": "bot", "kind-2": "bot", "seed": "5"})
    turns = app.turns
    assert turns is not None
    focuses: list[tuple[bool, str | None]] = []
    for _ in range(60):
        if turns.over:
            break
        if close_moment(app):
            continue
        if turns.bot_to_move() is not None:
            fx = app.command("bot")
            if not turns.over:  # the last move opens the end screen on its result
                # a moment the table must close ("Continuer") is a person's step too (issue 41)
                waits = turns.acting_seat() is not None or 'id="moment-ok"' in app.render()
                focuses.append((waits, fx.focus))
        else:  # Léa plays her first legal card where it may go
            app.command("act", json.dumps(turns.game.encode_action(turns.legal()[0])))
    assert {persons for persons, _ in focuses} == {True, False}, "both kinds of robot moves seen"
    wrong = [(i, p, f) for i, (p, f) in enumerate(focuses) if f != (STEP if p else None)]
    assert not wrong, wrong
