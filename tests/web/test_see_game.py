"""See the game happen (issue 35): after a robot's move the parts it changed carry
``data-changed`` (on the first screen, never in a folded part) when the person's turn comes
back; a person's own move marks what it changed; every line is announced (none dropped); a
robot's visible move stays on the shared table before the next hand-off; the moves' sounds."""

from __future__ import annotations

import json
import re

import pytest

from tests.support.ui import act_buttons, make_app, run_bots, start_game, ui_args
from web import marks
from web.app import App
from web.layout import SizeClass
from web.screens import game

#: one person and robots, per game: the person sits last, so the robots move first
TABLES = {
    "glace-et-ciel": {"players": "3", "kind-0": "bot", "level-0": "strong", "kind-1": "bot",
                      "level-1": "beginner", "kind-2": "human", "name-2": "Léa", "seed": "7"},
    "ecotopia": {"players": "2", "kind-0": "bot", "level-0": "strong", "kind-1": "human",
                 "name-1": "Léa", "seed": "7"},
    # the first player is drawn: with this seed, a robot (seat 2)
    "planete-ciel-espace": {"players": "3", "kind-0": "human", "name-0": "Léa",
                            "kind-1": "bot", "level-1": "strong", "kind-2": "bot",
                            "level-2": "strong", "seed": "7"},
    "defis-nature": {"players": "2", "kind-0": "bot", "level-0": "strong", "kind-1": "human",
                     "name-1": "Léa", "seed": "7"},
    "climat-tic-tac": {"players": "3", "kind-0": "bot", "level-0": "strong", "kind-1": "bot",
                       "level-1": "strong", "kind-2": "human", "name-2": "Léa", "seed": "7"},
}
#: every game names the parts of its board a move changed
MARKED = tuple(TABLES)


def changed_parts(html: str) -> set[str]:
    return set(re.findall(r'data-part="([^"]+)" data-changed', html))


FOLD = re.compile(r'<details class="part[^"]*"[^>]*>(<summary>.*?</summary>).*?</details>', re.S)


def first_screen_marks(html: str) -> bool:
    """Whether a mark is on the first screen: outside the parts a phone folds, or on the
    summary of a folded part that holds one (every such summary is marked)."""
    for fold in FOLD.finditer(html):
        if "data-changed" in fold.group(0):
            assert marks.FOLD_MARK in fold.group(1), fold.group(1)
    return "data-changed" in FOLD.sub(lambda m: m.group(1), html)


def until_robots_played(app: App) -> None:
    """Let the robots play until the person's turn comes back after at least one robot move."""
    assert app.turns is not None
    run_bots(app)
    assert any(seat != app.turns.humans[0] for seat, _ in app.turns.match.actions), \
        "the person moves first: seat them after a robot"


@pytest.mark.parametrize("size", ["wide", "phone"])
@pytest.mark.parametrize("game_id", MARKED)
def test_a_robots_move_is_marked_on_the_first_screen(game_id: str, size: SizeClass) -> None:
    app = make_app()
    app.size = size
    start_game(app, game_id, TABLES[game_id])
    until_robots_played(app)
    assert app.turns is not None and app.turns.acting_seat() == app.turns.humans[0]
    html = app.render()
    shown = changed_parts(html)
    expected = marks.union(game.marked_moves(app))
    assert shown and shown == set(expected), (shown, expected)
    assert first_screen_marks(html)
    robot_move = game.move_change(app, len(app.turns.match.actions))
    assert robot_move.change.parts <= shown  # the last robot's move, at least


def test_glace_the_robots_cards_and_the_persons_own_are_marked() -> None:
    app = make_app()
    start_game(app, "glace-et-ciel", TABLES["glace-et-ciel"])
    until_robots_played(app)
    assert app.turns is not None
    laid = [e.args for e in app.turns.match.state.log if e.key == "glace.placed"]
    html = app.render()
    cells = {f"cell-{a['element_key'].rpartition('.')[2]}-{a['column_key'].rpartition('.')[2]}"
             for a in laid}
    assert changed_parts(html) == cells  # both robots' cards, nothing else
    assert "Depuis ton dernier tour" in html or "Dernier coup" in html
    # the person lays a card: that cell is marked, the robots' are not any more
    card = ui_args(html, "select")[0]
    app.command("ui", f"select:{card}")
    action = act_buttons(app.render())[0]
    fx = app.command("act", json.dumps(action))
    own = f"cell-{action['row']}-{action['column']}"
    assert changed_parts(app.render()) == {own}
    assert any("Léa" in line for line in fx.announce)


def test_every_line_is_announced_and_a_long_phase_is_summed_up() -> None:
    lines = [f"line {i}" for i in range(3)]
    assert marks.summary(lines, lambda n: f"{n} more") == lines  # nothing dropped
    same = ["Robot pose une carte face cachée."] * 4
    assert marks.summary(same, lambda n: f"{n} more") == ["Robot pose une carte face cachée. (×4)"]
    many = [f"line {i}" for i in range(10)]
    assert marks.summary(many, lambda n: f"{n} more") == ["4 more", *many[4:]]


def test_marks_are_computed_once_per_move_not_per_render() -> None:
    app = make_app()
    start_game(app, "glace-et-ciel", TABLES["glace-et-ciel"])
    until_robots_played(app)
    asked = []
    table = game.load_table("glace-et-ciel")
    original = table.changed

    def counting(*args: object) -> object:
        asked.append(1)
        return original(*args)  # type: ignore[arg-type]

    table.changed = counting  # type: ignore[method-assign,assignment]
    try:
        app.render()
        app.render()
        app.render()
    finally:
        del table.changed
    assert asked == []  # already known from the robots' moves


def test_a_robots_visible_move_is_seen_before_the_next_hand_off() -> None:
    app = make_app()
    start_game(app, "glace-et-ciel", {"players": "3", "kind-0": "human", "name-0": "Léa",
                                      "kind-1": "bot", "level-1": "strong", "kind-2": "human",
                                      "name-2": "Tom", "seed": "7"})
    assert app.turns is not None
    html = app.render()
    seat = re.search(r'data-cmd="handoff" data-arg="(\d)"', html)
    if seat:
        app.command("handoff", seat.group(1))
    card = ui_args(app.render(), "select")[0]
    app.command("ui", f"select:{card}")
    fx = app.command("act", json.dumps(act_buttons(app.render())[0]))
    assert fx.schedule_bot_ms is not None
    fx = app.command("bot")  # the robot lays its card, face up, on the shared table
    html = app.render()
    assert 'data-cmd="handoff"' not in html and "data-changed" in html
    assert "a joué" in html
    assert fx.schedule_bot_ms == 800  # the pace's speed, then the hand-off
    fx = app.command("bot")
    assert 'data-cmd="handoff"' in app.render()
    assert fx.focus == "#handoff-ready"


def test_a_laid_card_is_heard_when_sounds_are_on() -> None:
    app = make_app()
    app.settings["sound"] = True
    start_game(app, "glace-et-ciel", TABLES["glace-et-ciel"])
    app.take_sounds()
    app.command("bot")
    assert "laid" in app.take_sounds() or app.turns is not None and app.turns.over
    app.settings["sound"] = False
    app.command("bot")
    assert app.take_sounds() == []


def test_a_win_is_celebrated_and_a_loss_is_not() -> None:
    from engine.core.game import Outcome
    from web.screens.result import won_by_the_table

    assert won_by_the_table(Outcome(cooperative=True, won=True), [0])
    assert not won_by_the_table(Outcome(cooperative=True, won=False), [0])
    assert won_by_the_table(Outcome(cooperative=False, scores=(3, 5), winners=(1,)), [1])
    assert not won_by_the_table(Outcome(cooperative=False, scores=(3, 5), winners=(1,)), [0])


def test_the_end_screen_celebrates_a_win_and_the_end_is_heard() -> None:
    app = make_app()
    app.settings["sound"] = True
    start_game(app, "planete-ciel-espace", {"players": "3", "kind-0": "bot", "level-0": "strong",
                                            "kind-1": "bot", "level-1": "strong", "kind-2": "bot",
                                            "level-2": "strong", "seed": "7"})
    assert app.turns is not None
    heard: list[str] = []
    for _ in range(3000):
        if app.turns.over:
            break
        app.command("bot")
        heard += app.take_sounds()
    assert app.turns.over and heard[-1] == "end"
    outcome = app.turns.game.outcome(app.turns.match.state)
    assert outcome is not None
    html = app.render()
    assert 'class="celebration"' not in html  # robots alone: no person won
    app.turns.match.seats[outcome.winners[0]] = app.turns.match.seats[outcome.winners[0]].__class__(
        "human", name="Léa")
    assert 'class="celebration"' in app.render()


def _finished_replay(game_id: str) -> App:
    app = make_app()
    form = {"players": "2", "kind-0": "bot", "kind-1": "bot", "seed": "5"}
    start_game(app, game_id, form)
    run_bots(app)
    assert app.turns is not None and app.turns.over
    fx = app.command("replay-open", app.turns.save_id)
    assert fx.set_hash
    app.navigate(fx.set_hash)
    app.render()  # the moves are played again when the replay is first drawn
    return app


@pytest.mark.parametrize("game_id", ["glace-et-ciel", "defis-nature"])
def test_a_replay_autoplays_to_the_end_with_marks_and_sentences(game_id: str) -> None:
    from web.screens import replay

    app = _finished_replay(game_id)
    view = app.replay
    assert view is not None and view.played is not None
    fx = app.command("replay-play")
    assert view.playing and view.step == 0 and fx.schedule_bot_ms == replay.SPEEDS["normal"]
    steps, told, seen = 0, [], []
    while view.playing:
        fx = app.command("bot")  # the browser's timer
        steps += 1
        told += fx.announce
        seen.append((view.step, view.beat))
        html = app.render()
        assert "data-changed" in html or not replay.step_moves(view, view.played)
        assert f'<progress class="replay-bar" max="{view.played.moves}" value="{view.step}"' in html
    assert view.step == view.played.moves and fx.schedule_bot_ms is None
    assert len(told) == steps
    if game_id == "defis-nature":  # a round of secret placements is one step
        assert len({move for move, _ in seen}) < view.played.moves / 2
        # and its battles are turned over one by one, each told on its own
        assert any(beat == 3 for _, beat in seen)
        reveals = [line for line in told if "on retourne les cartes" in line]
        assert reveals and all(line.count("on retourne les cartes") == 1 for line in reveals)
    else:  # every card laid is a public moment
        assert steps == view.played.moves
    app.command("replay-speed")
    assert view.speed == "fast"


def test_replay_steps_back_and_forth_by_public_moments() -> None:
    from web.screens import replay

    app = _finished_replay("defis-nature")
    view = app.replay
    assert view is not None and view.played is not None
    ends = replay.stops(view, view.played)
    app.command("replay-step", "first")
    fx = app.command("replay-step", "next")
    assert view.step == ends[0] and fx.announce
    app.command("replay-step", "next")
    app.command("replay-step", "prev")
    assert view.step == ends[0]
