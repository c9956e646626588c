"""La Glace et le Ciel's table through the app (``web.app.App``), as a person taps: a whole
game with one human and two bots, the deduction notebook, the end screen's own scale."""

from __future__ import annotations

import json
import re

import pytest

from tests.support.ui import (
    close_moment,
    make_app,
    run_bots,
    start_game,
    take_handoff,
    visible_text,
)
from web.saves import PREFIX, MemoryStore

from .helpers import play_human_turn


def test_whole_glace_game_one_human_two_bots_by_tapping() -> None:
    app = make_app()
    start_game(app, "glace-et-ciel", {"players": "3", "kind-0": "human", "name-0": "Léa",
                                      "kind-1": "bot", "level-1": "strong", "kind-2": "bot",
                                      "level-2": "beginner", "seed": "7"})
    assert app.turns is not None
    turns = moments = 0
    while True:
        run_bots(app, close_moments=False)
        if "id=\"moment-ok\"" in app.render():
            # a generation's end: a moment for the whole table, the bots wait for "Continuer"
            assert "Fin de la génération" in app.render()
            played = len(app.turns.match.actions)
            app.command("bot")
            assert len(app.turns.match.actions) == played
            assert close_moment(app)
            moments += 1
            continue
        if app.turns.over:
            break
        assert app.turns.handoff_needed() is None  # a single human never sees a hand-off
        play_human_turn(app)
        turns += 1
    generations = len(app.turns.game.view(app.turns.match.state, None)["recaps"])
    assert generations >= 1 and turns == 4 * generations  # 12 cards a generation, 3 players
    assert moments == generations
    html = app.render()
    assert "Fin de la partie" in html and "Rejouer" in html
    saved = json.loads(app.store.get(PREFIX + app.turns.save_id) or "{}")
    assert saved["format"] == "terraludo-save" and len(saved["actions"]) == len(app.turns.match.actions)


def test_deduction_notebook_is_off_by_default_and_lists_possible_goals() -> None:
    app = make_app()
    start_game(app, "glace-et-ciel", {"players": "3", "kind-0": "human", "kind-1": "bot",
                                      "kind-2": "bot", "seed": "8"})
    run_bots(app)
    html = app.render()
    assert "Carnet de déductions" in html and "notebook" in html
    assert "%)" not in html  # off: no list of possibilities
    app.command("ui", "notebook:")
    html = app.render()
    assert app.turns is not None and app.turns.aids[0] == {"notebook": True}
    possibilities = re.findall(r"Objectif\u202f: \d points sur la [^<]+ <small>\((\d+)\u00a0%\)", html)
    assert possibilities, "the notebook lists the goals still possible"
    assert 95 <= sum(int(p) for p in possibilities) <= 105  # probabilities add up to 100 %


@pytest.mark.parametrize("variant", ["poussin", "standard"])
def test_the_end_screen_shows_the_variants_own_scale_with_the_right_row(variant: str) -> None:
    app = make_app()
    start_game(app, "glace-et-ciel", {"players": "3", "kind-0": "bot", "kind-1": "bot",
                                      "kind-2": "bot", "opt-variant": variant, "seed": "5"})
    run_bots(app)
    assert app.turns is not None and app.turns.over
    view = app.turns.game.view(app.turns.match.state, None)
    html = app.render()
    rows = re.findall(r'<tr class="(reached|band)"><td>([^<]*)</td>', html)
    assert [r for r, _ in rows].count("reached") == 1
    reached = next(span for r, span in rows if r == "reached")
    row = view["result"]["scale_row"]
    expected = "< 1" if row is None else view["scale"][row]
    if row is not None:
        low, high = expected["min"], expected["max"]
        assert reached in (str(low), f"{low} – {high}")
    score = view["result"]["score"]
    assert isinstance(score, int)
    if variant == "poussin":
        assert "Molécules de CO₂" not in html and "CO₂ :" not in html
        assert "Mode Poussin" in html


def test_the_last_generations_announcements_leave_with_its_moment() -> None:
    """The end of a generation shows its last card's announcements in its moment; once the
    table goes on, the new generation's screen no longer says "L'objectif de … est atteint"
    from the one before, above goals that are not reached yet."""
    for seed in range(1, 40):
        app = make_app()
        # Léa sits second: the second generation starts with her (the first player moves on)
        start_game(app, "glace-et-ciel", {"players": "3", "kind-0": "bot", "kind-1": "human",
                                          "name-1": "Léa", "kind-2": "bot", "seed": str(seed)})
        assert app.turns is not None
        while not app.turns.over:
            run_bots(app, close_moments=False)
            if 'id="moment-ok"' in app.render():
                break
            play_human_turn(app)
        closing = app.turns.game.view(app.turns.match.state, None)["closing_announcements"]
        if app.turns.over or not closing:
            continue  # that generation's last card announced nothing: another seed
        assert close_moment(app)
        if app.turns.acting_seat() != 1:
            continue  # a robot lays the next card first (then the banner is its card's)
        html = app.render()
        assert 'id="moment-ok"' not in html
        banner = re.search(r'<ul class="announcements"[^>]*>(.*?)</ul>', html)
        shown = re.findall(r"<li", banner.group(1)) if banner else []
        now = app.turns.view()["announcements"]  # this generation's own (e.g. "déjà atteint")
        assert len(shown) == len(now), "the last generation's banner stayed"
        return
    raise AssertionError("no seed whose generation ends on an announcement")


def test_the_notebook_is_each_players_own_saved_with_the_game_and_off_in_a_new_one() -> None:
    """Léa switches her notebook on: it is not on for Tom at his turn, it is on again at
    hers, it comes back with the save, and a new game starts with every notebook off."""
    store = MemoryStore()
    app = make_app(store)
    start_game(app, "glace-et-ciel", {"players": "2", "kind-0": "human", "name-0": "Léa",
                                      "kind-1": "human", "name-1": "Tom", "seed": "8"})
    assert app.turns is not None
    take_handoff(app)
    assert app.turns.acting_seat() == 0 and "%)" not in app.render()
    app.command("ui", "notebook:")
    assert "%)" in app.render(), "Léa's notebook lists her possible goals"
    play_human_turn(app)
    take_handoff(app)
    assert app.turns.acting_seat() == 1
    html = app.render()
    assert "Carnet de déductions" in html and "%)" not in html, "Tom's notebook stays off"
    play_human_turn(app)
    take_handoff(app)
    assert app.turns.acting_seat() == 0 and "%)" in app.render(), "Léa's is on again"
    save_id = app.turns.save_id
    again = make_app(store)  # the tablet reloaded: the game comes back from its save
    again.navigate(f"#/game/{save_id}")
    take_handoff(again)
    assert again.turns is not None and again.turns.acting_seat() == 0
    assert "%)" in again.render(), "the notebook is saved with the game"
    fresh = make_app()  # a new game (a store of its own: the test's ids start again at 1000)
    start_game(fresh, "glace-et-ciel", {"players": "2", "kind-0": "human", "name-0": "Léa",
                                        "kind-1": "human", "name-1": "Tom", "seed": "9"})
    take_handoff(fresh)
    assert "Carnet de déductions" in fresh.render() and "%)" not in fresh.render()


def test_the_table_rule_is_said_at_the_start_and_on_the_rules_page() -> None:
    """The book: the announcements are the only clues one may give. The game says so at each
    player's first card, then leaves the room to the game; the rules page says it too."""
    rule = "on ne se dit rien d'autre que ce qu'on voit\u202f!"
    app = make_app()
    start_game(app, "glace-et-ciel", {"players": "3", "kind-0": "human", "name-0": "Léa",
                                      "kind-1": "bot", "kind-2": "bot", "seed": "8"})
    run_bots(app)
    assert rule in visible_text(app.render())
    play_human_turn(app)
    run_bots(app)
    assert rule not in visible_text(app.render())
    app.navigate("#/rules/glace-et-ciel")
    assert rule in visible_text(app.render())
