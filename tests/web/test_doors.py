"""Every way back into a game in progress, driven as the browser drives the app.

Pass-and-play keeps one promise: a seat's private view is on screen only after that seat took
the device ("Je suis Inès"). Each way into a game (the saves list's "Reprendre", Back/Forward,
a link or a restored tab on the game's address, a reload, an import) goes through the
hand-off when more than one human sits at the table; and a public moment the table has not
acknowledged ("Regardez tous !") is part of the saved game: it is shown again on resume.
"""

from __future__ import annotations

import html as html_lib
import json
import re
from collections.abc import Callable

import pytest

from engine.core.registry import get_game, playable_ids
from engine.core.rng import Prng, seed_state
from engine.defis_nature.content import catalogue
from tests.defis_nature.helpers import place_round
from tests.support.ui import (
    act_buttons,
    close_moment,
    make_app,
    run_bots,
    start_game,
    ui_args,
    visible_text,
)
from web.app import App
from web.html import esc
from web.saves import PREFIX, MemoryStore

PAPA, INES = 0, 1
FAMILY = {"players": "3", "kind-0": "human", "name-0": "Papa", "kind-1": "human",
          "name-1": "Inès", "kind-2": "bot", "level-2": "strong", "seed": "8"}


def family_game(form: dict[str, str] = FAMILY) -> App:
    """Défis, Papa and Inès and a bot (the issue's table); the bot has placed its cards."""
    app = make_app()
    start_game(app, "defis-nature", form)
    run_bots(app)
    return app


def game_hash(app: App) -> str:
    assert app.turns is not None
    return f"#/game/{app.turns.save_id}"


def papa_lays_a_card(app: App) -> None:
    """Papa takes the device and lays one card of his hand (his turn is not over)."""
    assert app.turns is not None and app.turns.handoff_needed() == PAPA
    app.command("handoff", str(PAPA))
    cards = ui_args(app.render(), "card")
    app.command("ui", f"card:{cards[0]}")
    place = [a for a in act_buttons(app.render()) if a["type"] == "Place"]
    app.command("act", json.dumps(place[0]))
    assert app.flash is None, app.flash
    assert app.turns.screen_seat() == PAPA and "hand-dcard" in app.render()


def private_of(app: App, seat: int) -> list[str]:
    """The names of the cards only ``seat`` may see: its hand and its face-down cards."""
    assert app.turns is not None
    me = app.turns.game.view(app.turns.match.state, seat)["me"]
    cat = catalogue()
    ids = list(me["hand"]) + [p["card"] for p in me["placements"] if p["card"]]
    assert ids
    return [cat.species[i].name_fr for i in ids]


def assert_handoff_screen(app: App, seat: int, hidden: list[str]) -> None:
    """The hand-off of ``seat`` is on screen, and none of ``hidden`` is."""
    html = app.render()
    assert f'data-cmd="handoff" data-arg="{seat}"' in html, visible_text(html)[:400]
    assert "hand-dcard" not in html and 'data-cmd="act"' not in html
    for name in hidden:
        assert esc(name) not in html, name


def via_saves_list(app: App) -> App:
    """Menu → "Sauvegarder et quitter", then "Reprendre" on the home page."""
    app.command("go", "#/")
    app.navigate("#/")
    home = app.render()
    target = game_hash(app)
    assert f'data-cmd="go" data-arg="{target}"' in home
    fx = app.command("go", target)
    assert fx.set_hash == target
    app.navigate(target)
    return app


def via_back(app: App) -> App:
    """Home, then the browser's Back button: the game's address again."""
    target = game_hash(app)
    app.navigate("#/")
    app.navigate(target)
    return app


def via_rules_and_forward(app: App) -> App:
    """The rules from the menu, then Back (or Forward) to the game."""
    target = game_hash(app)
    app.navigate("#/rules/defis-nature")
    app.navigate(target)
    return app


def via_same_address(app: App) -> App:
    """The game's address entered again while it is open: a deep link, or a tab restored
    from the browser's back-forward cache (``pageshow``, which re-enters the address)."""
    app.navigate(game_hash(app))
    return app


def via_reload(app: App) -> App:
    """A reload, or a tab restored after the browser was closed: a new app, the same store."""
    assert isinstance(app.store, MemoryStore)
    again = make_app(app.store)
    again.navigate(game_hash(app))
    return again


def via_import(app: App) -> App:
    """Menu → "Exporter", then "Importer une partie" with that file (a new save)."""
    fx = app.command("export", "")
    assert fx.download is not None
    fx = app.imported(fx.download[1])
    assert fx.set_hash and fx.set_hash != game_hash(app)
    app.navigate(fx.set_hash)
    return app


DOORS: dict[str, Callable[[App], App]] = {
    "saves-list": via_saves_list,
    "back": via_back,
    "rules-then-forward": via_rules_and_forward,
    "same-address": via_same_address,
    "reload": via_reload,
    "import": via_import,
}


@pytest.mark.parametrize("door", DOORS)
def test_every_way_back_into_a_game_goes_through_the_handoff(door: str) -> None:
    app = family_game()
    papa_lays_a_card(app)
    hidden = private_of(app, PAPA)
    back = DOORS[door](app)
    assert back.route.name == "game"
    # the first human to move takes the device: Papa, whose turn is not over
    assert_handoff_screen(back, PAPA, hidden)
    back.command("handoff", str(PAPA))
    html = back.render()
    assert "hand-dcard" in html and esc(hidden[0]) in html


@pytest.mark.parametrize("door", DOORS)
def test_one_human_with_bots_comes_back_to_the_board_without_handoff(door: str) -> None:
    app = family_game({"players": "2", "kind-0": "human", "name-0": "Papa", "kind-1": "bot",
                       "level-1": "strong", "seed": "8"})
    assert app.turns is not None and app.turns.handoff_needed() is None
    back = DOORS[door](app)
    assert back.turns is not None and back.turns.handoff_needed() is None
    assert "hand-dcard" in back.render() and 'data-cmd="handoff"' not in back.render()


def first_round_to_the_reveal(app: App) -> None:
    """Papa and Inès place their round-1 cards: the battles are turned for the table."""
    assert app.turns is not None
    for _ in range(2):
        seat = app.turns.handoff_needed()
        assert seat is not None
        app.command("handoff", str(seat))
        place_round(app, power=False)
        run_bots(app, close_moments=False)
    assert 'id="moment-ok"' in app.render()


def reveal_on_screen(app: App) -> bool:
    html = app.render()
    return 'id="moment-ok"' in html and "Regardez tous" in visible_text(html) \
        and 'data-cmd="ui" data-arg="reveal:' in html


LEAVES: dict[str, Callable[[App], App]] = {
    "home-and-resume": via_saves_list,
    "reload": via_reload,
    "import": via_import,
}


@pytest.mark.parametrize("leave", LEAVES)
def test_an_interrupted_reveal_is_shown_again_until_the_table_acknowledges_it(leave: str) -> None:
    app = family_game()
    first_round_to_the_reveal(app)
    app.command("ui", "reveal:1")  # the first battle turned, then the table is left
    back = LEAVES[leave](app)
    assert reveal_on_screen(back), visible_text(back.render())[:400]
    # turned again from the first battle, for the whole table: no hand's card on it
    assert 'data-arg="reveal:1"' in back.render() and "hand-dcard" not in back.render()
    assert close_moment(back)
    # acknowledged: a resume now goes to the hand-off of the next round, not to the reveal
    after = via_reload(back)
    assert not reveal_on_screen(after)
    assert after.turns is not None and after.turns.handoff_needed() is not None


def test_each_seat_still_reads_what_changed_since_its_turn_after_a_reload() -> None:
    app = family_game()
    first_round_to_the_reveal(app)
    back = via_reload(app)
    assert close_moment(back)
    assert back.turns is not None
    seat = back.turns.handoff_needed()
    assert seat is not None
    back.command("handoff", str(seat))
    html = back.render()
    assert 'class="news"' in html  # "Depuis ton dernier tour": the round's battles


def test_a_save_keeps_the_table_marks_beside_the_record_and_old_saves_still_load() -> None:
    app = family_game()
    first_round_to_the_reveal(app)
    assert app.turns is not None
    record = json.loads(app.store.get(PREFIX + app.turns.save_id) or "{}")
    marks = record["table"]
    assert marks["moment_seen"] < len(app.turns.match.state.log)  # the reveal is pending
    assert set(marks["seen"]) == {str(PAPA), str(INES)}
    # a save written before the marks (no "table"): nothing old pops up as a moment
    del record["table"]
    store = MemoryStore()
    store.set(PREFIX + "old", json.dumps(record))
    old = make_app(store)
    old.navigate("#/game/old")
    assert old.route.name == "game" and not reveal_on_screen(old)
    # marks that do not fit the game are ignored, never raised
    record["table"] = {"moment_seen": 10**6, "seen": {"7": 3, "x": 1, "²": 1, "0": -2}}
    store.set(PREFIX + "odd", json.dumps(record))
    odd = make_app(store)
    odd.navigate("#/game/odd")
    assert odd.route.name == "game" and odd.turns is not None and odd.turns.seen == {}



def first_moment(app: App, seed: int, max_taps: int = 3000) -> str:
    """Tap a seeded random game, as ``play_through`` does, until a public moment is on
    screen; on the way, every private view is left and entered again (home, then the game's
    address), which must hide it behind a hand-off. Returns the moment's screen."""
    rng = Prng(seed_state(seed))
    for _ in range(max_taps):
        run_bots(app, close_moments=False)
        turns = app.turns
        assert turns is not None and not turns.over, "the game ended before any moment"
        html = app.render()
        if 'id="moment-ok"' in html:
            return html
        seat = turns.handoff_needed()
        if seat is not None:
            app.command("handoff", str(seat))
            assert turns.private_screen()
            via_back(app)
            assert not turns.private_screen() and turns.handoff_needed() == seat
            app.command("handoff", str(seat))
            continue
        actions = act_buttons(html)
        taps = re.findall(r'data-cmd="ui" data-arg="([^"]*)"', html)
        if actions and (not taps or rng.below(10) < 7):
            app.command("act", json.dumps(rng.choice(actions)))
        elif taps:
            app.command("ui", html_lib.unescape(rng.choice(taps)))
        else:
            raise AssertionError("a human is to move but the screen offers nothing to tap")
    raise AssertionError("no public moment")


@pytest.mark.parametrize("game_id", [g for g in playable_ids() if g != "tiny-test"])
def test_every_game_shows_its_unacknowledged_moment_again_after_a_reload(game_id: str) -> None:
    game = get_game(game_id)
    players = max(2, game.min_players)
    form = {"players": str(players + (game.max_players > players)), "seed": "4"}
    for i in range(int(form["players"])):
        form[f"kind-{i}"] = "human" if i < 2 else "bot"
        form[f"name-{i}"] = ("Papa", "Inès", "Robot")[min(i, 2)]
    app = make_app()
    start_game(app, game_id, form)
    shown = first_moment(app, seed=4)
    back = via_reload(app)
    assert back.render() == shown
    assert close_moment(back)
    assert 'id="moment-ok"' not in via_reload(back).render()
