"""Storage that can fail (issue 38): denied (a frame on another site, a private window) or full,
the app plays on in memory, says so where a game starts or resumes, and exports the game as it
is now; the about page says how to keep games."""

from __future__ import annotations

import itertools
import json

from tests.support.ui import act_buttons, make_app, run_bots, start_game, ui_args, visible_text
from web.app import App
from web.i18n import Translator
from web.saves import PREFIX, MemoryStore

FR = Translator("fr")
FORM = {"players": "3", "kind-0": "human", "name-0": "Léa", "kind-1": "bot", "kind-2": "bot",
        "seed": "9"}


def _framed_app(store: MemoryStore) -> App:
    counter = itertools.count(1000)
    return App(store, lang="fr", storage_ok=False, framed=True,
               full_screen_url="https://example.org/terraludo/", now=lambda: "2026-11-27T10:00:00Z",
               new_id=lambda: format(next(counter), "x"))


def _play_a_turn(app: App) -> None:
    cards = ui_args(app.render(), "select")
    app.command("ui", f"select:{cards[0]}")
    app.command("act", json.dumps(act_buttons(app.render())[0]))
    run_bots(app)


def test_in_a_frame_without_storage_the_set_up_and_the_game_say_so_and_export_the_game() -> None:
    app = _framed_app(MemoryStore())
    app.navigate("#/play/glace-et-ciel")
    said = FR("keep.framed")
    assert said in visible_text(app.render())  # before the game starts
    assert 'id="export-now"' not in app.render()
    start_game(app, "glace-et-ciel", FORM)
    run_bots(app)
    _play_a_turn(app)
    html = app.render()
    assert said in visible_text(html) and 'id="export-now"' in html and "plein écran" in html
    assert app.turns is not None
    fx = app.command("export-now")
    assert fx.download is not None
    name, text = fx.download
    assert name.startswith("terraludo-glace-et-ciel-") and name.endswith(".json")
    # the file holds the game as it is now, and imports on a device that keeps games
    other = make_app()
    other.imported(text)
    assert other.flash == ("info", FR("import.done"))
    save_id = other.saves.ids()[0]
    assert other.saves.load(save_id).actions == app.turns.match.actions


def test_a_private_window_says_it_too_and_the_home_page_keeps_its_notice() -> None:
    app = App(MemoryStore(), lang="fr", storage_ok=False)
    start_game(app, "glace-et-ciel", FORM)
    assert FR("keep.memory") in visible_text(app.render())
    app.navigate("#/")
    assert FR("keep.memory") not in visible_text(app.render())  # the home page has its own


def test_a_full_storage_says_the_game_is_not_saved_and_exports_it_as_it_is_now() -> None:
    store = MemoryStore()
    app = make_app(store)
    start_game(app, "glace-et-ciel", FORM)
    run_bots(app)
    assert FR("keep.failed") not in visible_text(app.render())
    assert app.turns is not None
    saved = json.loads(store.get(PREFIX + app.turns.save_id) or "")
    store.limit = len(json.dumps(saved))  # full from now on
    _play_a_turn(app)
    assert FR("keep.failed") in visible_text(app.render())
    fx = app.command("export-now")
    assert fx.download is not None
    exported = json.loads(fx.download[1])
    stored = json.loads(store.get(PREFIX + app.turns.save_id) or "")
    assert len(exported["actions"]) == len(app.turns.match.actions) > len(stored["actions"])
    store.limit = None  # room again: the next move is saved, and the notice goes
    _play_a_turn(app)
    assert FR("keep.failed") not in visible_text(app.render())


def test_the_about_page_says_how_to_keep_games() -> None:
    app = make_app()
    app.navigate("#/about")
    text = visible_text(app.render())
    assert FR("keep.about_title") in text and "écran d'accueil" in text and "exporte" in text
