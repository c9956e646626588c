"""The UI logic, driven like a player would, without a browser (the same code runs in Pyodide)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from engine.core.registry import get_game
from tests.glace_et_ciel.helpers import play_human_turn
from tests.support.ui import make_app, run_bots, start_game, visible_text
from web.app import App, Route
from web.html import esc
from web.i18n import Translator, catalog, pick_language
from web.saves import PREFIX, MemoryStore


def test_route_parsing() -> None:
    assert Route.parse("") == Route("home")
    assert Route.parse("#/play/glace-et-ciel") == Route("setup", "glace-et-ciel")
    assert Route.parse("#/game/abc") == Route("game", "abc")
    assert Route.parse("#/nonsense/x") == Route("home")


def test_language_choice() -> None:
    assert pick_language("en", "fr", ["fr-FR"]) == "en"
    assert pick_language(None, "en", ["fr-FR"]) == "en"
    assert pick_language(None, None, ["en-GB", "fr"]) == "en"
    assert pick_language(None, None, ["de-DE"]) == "fr"


def test_home_lists_five_games_and_marks_unplayable(monkeypatch: pytest.MonkeyPatch) -> None:
    games = ("climat-tic-tac", "glace-et-ciel", "ecotopia", "defis-nature", "planete-ciel-espace")
    html = make_app().render()
    for game_id in games:
        assert esc(Translator("fr")(f"game.{game_id}.title")) in html
        assert f"#/play/{game_id}" in html  # all five are playable
    assert "bientôt" not in html
    import engine.ecotopia

    monkeypatch.setattr(engine.ecotopia, "PLAYABLE", False)  # a game whose table is not ready
    html = make_app().render()
    assert "#/play/ecotopia" not in html and "bientôt" in html


def test_pass_and_play_hides_hands_behind_handoff() -> None:
    app = make_app()
    start_game(app, "glace-et-ciel", {"players": "2", "kind-0": "human", "name-0": "Léa",
                                      "kind-1": "human", "name-1": "Sam", "seed": "3"})
    table = app.turns
    assert table is not None
    html = app.render()
    assert "Passe l&#x27;appareil à Léa" in html or "Passe l'appareil à Léa" in html
    assert "hand-card" not in html  # nothing private behind the hand-off screen
    app.command("handoff", str(table.handoff_needed()))
    assert "hand-card" in app.render()
    first = table.screen_seat()
    play_human_turn(app)
    html = app.render()
    assert table.handoff_needed() == 1 - first
    assert "hand-card" not in html and "handoff" in html


def test_wrong_tap_gives_message_and_loses_nothing() -> None:
    app = make_app()
    start_game(app, "glace-et-ciel", {"players": "2", "kind-0": "human", "kind-1": "bot", "seed": "5"})
    run_bots(app)
    assert app.turns is not None
    before = len(app.turns.match.actions)
    app.command("act", json.dumps({"type": "Place", "card": "nope", "row": "air", "column": "W"}))
    assert app.flash and app.flash[0] == "error"
    assert len(app.turns.match.actions) == before
    app.command("act", "{not json")
    assert app.flash and app.flash[0] == "error"


def test_resume_after_reload_is_exact() -> None:
    store = MemoryStore()
    app = make_app(store)
    start_game(app, "glace-et-ciel", {"players": "3", "kind-0": "human", "kind-1": "bot",
                                      "kind-2": "bot", "seed": "11"})
    run_bots(app)
    play_human_turn(app)
    run_bots(app)
    assert app.turns is not None
    save_id, state = app.turns.save_id, app.turns.match.state
    again = make_app(store)  # a reload: a new App over the same storage
    assert "Reprendre" in again.render()
    again.navigate(f"#/game/{save_id}")
    assert again.turns is not None and again.turns.match.state == state


def test_corrupt_and_foreign_saves_are_reported_and_kept() -> None:
    store = MemoryStore()
    store.set(PREFIX + "bad", "{this is not json")
    store.set(PREFIX + "alien", json.dumps({"hello": "world"}))
    store.set(PREFIX + "newer", json.dumps({"format": "terraludo-save", "version": 99, "game": "glace-et-ciel",
                                            "actions": [], "seats": []}))
    app = make_app(store)
    html = app.render()
    assert html.count("Sauvegarde illisible") == 3
    assert "plus récente" in html
    fx = app.navigate("#/game/bad")
    assert fx.set_hash == "#/" and app.flash and "gardée" in app.flash[1]
    assert store.get(PREFIX + "bad") == "{this is not json"  # kept as it was
    fx = app.command("export", "bad")
    assert fx.download and fx.download[1] == "{this is not json"


def _saved_without_its_last_move(store: MemoryStore) -> tuple[App, str, dict[str, Any]]:
    """A Glace game saved in ``store`` after a move of each seat; its save's key and record, the
    record's last move cut off (not yet written back)."""
    app = make_app(store)
    start_game(app, "glace-et-ciel", {"players": "2", "kind-0": "human", "kind-1": "bot", "seed": "2"})
    run_bots(app)
    play_human_turn(app)
    assert app.turns is not None
    key = PREFIX + app.turns.save_id
    record = json.loads(store.get(key) or "")
    record["actions"] = record["actions"][:-1]
    return app, key, record


def test_a_save_whose_moves_miss_its_snapshot_resumes_from_it() -> None:
    """A figure changed under the same rules version: the game in progress goes on from its
    snapshot, and the player is told once why the earlier moves cannot be undone."""
    store = MemoryStore()
    app, key, record = _saved_without_its_last_move(store)
    assert app.turns is not None
    store.set(key, json.dumps(record))
    fresh = make_app(store)
    fresh.navigate(f"#/game/{app.turns.save_id}")
    assert fresh.turns is not None and fresh.turns.match.state == app.turns.match.state
    assert fresh.flash and "ne peuvent plus être annulés" in fresh.flash[1]


def test_a_save_that_cannot_be_read_is_refused_and_kept() -> None:
    store = MemoryStore()
    app, key, record = _saved_without_its_last_move(store)
    assert app.turns is not None
    record["snapshot"]["players"] = "deux"
    store.set(key, json.dumps(record))
    fresh = make_app(store)
    fresh.navigate(f"#/game/{app.turns.save_id}")
    assert fresh.turns is None and fresh.flash and "modifiée" in fresh.flash[1]
    assert json.loads(store.get(key) or "") == record


def test_export_then_import_round_trip() -> None:
    app = make_app()
    start_game(app, "glace-et-ciel", {"players": "2", "kind-0": "human", "kind-1": "bot", "seed": "9"})
    run_bots(app)
    play_human_turn(app)
    assert app.turns is not None
    state = app.turns.match.state
    fx = app.command("export")
    assert fx.download is not None
    other = make_app()
    fx2 = other.imported(fx.download[1])
    assert fx2.set_hash
    other.navigate(fx2.set_hash)
    assert other.turns is not None and other.turns.match.state == state
    refused = other.imported('{"format": "something-else"}')
    assert other.flash and other.flash[0] == "error" and refused.set_hash is None


def test_storage_full_keeps_playing() -> None:
    app = make_app(MemoryStore(limit=10))
    start_game(app, "glace-et-ciel", {"players": "2", "kind-0": "human", "kind-1": "bot", "seed": "4"})
    assert app.flash and "pleine" in app.flash[1]
    run_bots(app)
    play_human_turn(app)
    assert app.turns is not None and len(app.turns.match.actions) >= 1


@pytest.mark.parametrize(("variant", "undone"), [("jeunes", True), ("standard", False)])
def test_undo_takes_back_own_move_in_open_variant(variant: str, undone: bool) -> None:
    """Jeunes plays with open hands: this move taught nobody anything, undo takes it back.
    Standard's hands are hidden: the card laid was secret, undo is refused with a message."""
    app = make_app()
    start_game(app, "glace-et-ciel", {"players": "2", "kind-0": "human", "kind-1": "bot",
                                      "opt-variant": variant, "seed": "6"})
    run_bots(app)
    assert app.turns is not None
    before = app.turns.match.state
    play_human_turn(app)
    assert bool(app.turns.undo_steps()) is undone
    app.command("undo")
    if undone:
        assert app.turns.match.state == before
    else:
        assert app.flash and app.flash[0] == "error"


def test_english_rendering_has_no_missing_keys() -> None:
    app = make_app(lang="en")
    start_game(app, "glace-et-ciel", {"players": "3", "kind-0": "human", "kind-1": "bot",
                                      "kind-2": "bot", "seed": "1"})
    while app.turns and not app.turns.over:
        run_bots(app)
        if app.turns.over:
            break
        play_human_turn(app)
        html = app.render()
        assert not re.search(r">\s*(glace|game|setup|saves)\.[a-z_.]+\s*<", html), "untranslated key shown"
    assert "Game over" in app.render()


def test_every_string_has_both_languages() -> None:
    for key, entry in catalog().items():
        assert set(entry) >= {"fr", "en"}, key
        assert entry["fr"].strip() and entry["en"].strip(), key


def test_every_key_used_by_the_shell_exists() -> None:
    import pathlib

    keys: set[str] = set()
    for path in pathlib.Path(__file__).parents[2].joinpath("web").rglob("*.py"):
        keys |= set(re.findall(r"""\bt\(\s*["']([a-z][\w.-]*\w)["']\s*[,)]""",
                               path.read_text(encoding="utf-8")))
    # keys built at run time: seat kinds, settings, every game's bot levels and option choices
    keys |= {"setup.kind.human", "setup.kind.bot", "settings.reduced_motion", "settings.large_text"}
    from engine.core.registry import playable_ids

    for game_id in playable_ids():
        game = get_game(game_id)
        keys |= {f"bot.level.{level}" for level in game.all_bot_levels()}
        keys |= {f"game.{game_id}.title", f"game.{game_id}.pitch", f"rules.{game_id}"}
        for spec in game.options:
            keys.add(spec.label_key or spec.name)
    missing = sorted(k for k in keys if k not in catalog())
    assert not missing, missing


@pytest.mark.parametrize("game_id", ["glace-et-ciel"])
def test_every_log_key_of_random_games_is_translated(game_id: str) -> None:
    from engine.core import Match, Prng, SeatSpec, seed_state

    game = get_game(game_id)
    missing: set[str] = set()
    for players, options in game.variant_matrix():
        match = Match(game, [SeatSpec("bot", level="random")] * players, options, 1)
        rng = Prng(seed_state(1))
        while not game.is_over(match.state):
            seat = game.current_players(match.state)[0]
            match.play(seat, rng.choice(game.legal_actions(match.state, seat)))
        keys: set[Any] = {e.key for e in match.state.log}
        outcome = game.outcome(match.state)
        assert outcome is not None
        keys.add(outcome.result_key)
        missing |= {k for k in keys if k not in catalog()}
    assert not missing, sorted(missing)


def test_delete_asks_for_confirmation() -> None:
    store = MemoryStore()
    app = make_app(store)
    start_game(app, "glace-et-ciel", {"players": "2", "kind-0": "human", "kind-1": "bot", "seed": "1"})
    assert app.turns is not None
    save_id = app.turns.save_id
    app.navigate("#/")
    app.command("delete", save_id)
    assert store.get(PREFIX + save_id) is not None and "Oui, supprimer" in app.render()
    app.command("delete", save_id)
    assert store.get(PREFIX + save_id) is None


def test_escaping_matches_the_standard_library() -> None:
    import html

    from web.html import esc

    samples = ["<script>alert('x')</script>", 'a "b" & c', "Léa & Noé <3", "&amp;", "", 42, None]
    for sample in samples:
        assert esc(sample) == html.escape(str(sample), quote=True)


def test_bots_play_their_secret_moves_at_once_and_pace_the_visible_ones() -> None:
    app = make_app()
    start_game(app, "defis-nature", {"players": "4", "kind-0": "human", "kind-1": "bot",
                                     "kind-2": "bot", "kind-3": "bot", "seed": "4"})
    turns = app.turns
    assert turns is not None
    # the bots place their face-down cards while Léa is still choosing, without pauses
    delays = []
    while turns.bot_to_move() is not None:
        delays.append(app.command("bot").schedule_bot_ms)
    assert len(delays) > 3 and all(d in (0, None) for d in delays)
    assert turns.acting_seat() == 0
    # Glace's moves are all visible: each waits the pace, and motion settings do not change it
    glace = make_app()
    glace.settings["reduced_motion"] = True
    start_game(glace, "glace-et-ciel", {"players": "3", "kind-0": "human", "kind-1": "bot",
                                        "kind-2": "bot", "seed": "2"})
    play_human_turn(glace)
    fx = glace.command("bot")  # the first bot's placement, then the second bot waits
    assert fx.schedule_bot_ms == 800
    glace.command("bot-pace", "fast")
    assert glace.command("bot").schedule_bot_ms is None  # Léa's turn again: nobody waits
    assert glace.settings["bot_pace"] == "fast"


def test_saved_games_show_their_date_and_turn_and_finished_ones_are_apart() -> None:
    store = MemoryStore()
    app = make_app(store)
    start_game(app, "glace-et-ciel", {"players": "2", "kind-0": "human", "name-0": "Léa",
                                      "kind-1": "bot", "seed": "1"})
    run_bots(app)
    assert app.turns is not None
    first = app.turns.save_id
    home = visible_text(make_app(store).render())
    assert "25 nov. 2026" in home and "à Léa de jouer" in home
    # finish a game: it moves to "Parties terminées"
    start_game(app, "glace-et-ciel", {"players": "2", "kind-0": "bot", "kind-1": "bot", "seed": "2"})
    run_bots(app)
    assert app.turns is not None and app.turns.over
    html = make_app(store).render()
    going, _, finished = html.partition("Parties terminées")
    assert f'data-save="{first}"' in going and f'data-save="{app.turns.save_id}"' in finished
    assert "terminée" in visible_text(finished)


def test_counts_agree_with_their_words() -> None:
    fr, en = Translator("fr"), Translator("en")
    assert fr("saves.moves", n=1) == "1 coup joué" and fr("saves.moves", n=2) == "2 coups joués"
    assert en("saves.moves", n=1) == "1 move played" and en("saves.moves", n=0) == "0 moves played"


def test_without_storage_the_home_says_so_in_a_notice_and_offers_full_screen_when_framed() -> None:
    app = App(MemoryStore(), lang="fr", storage_ok=False, framed=True,
              full_screen_url="https://example.org/terraludo/")
    html = app.render()
    assert 'class="notice"' in html and "plein écran" in html and 'target="_blank"' in html
    assert 'class="flash' not in html
    alone = App(MemoryStore(), lang="fr", storage_ok=False)
    assert "navigation privée" in visible_text(alone.render())



def test_a_robot_timer_with_nothing_to_play_leaves_the_screen_as_it_is() -> None:
    """The screen is drawn again only when a robot played: a late timer (the player went to the
    settings, or it is a person's turn) would otherwise replace the element under a finger and
    lose its tap (seen on the settings page: a "Texte plus grand" tap lost)."""
    app = make_app(MemoryStore())
    start_game(app, "glace-et-ciel", {"players": "2", "kind-0": "human", "kind-1": "bot",
                                      "seed": "2"})
    assert app.command("bot").redraw is False  # Léa's turn: no robot to move
    play_human_turn(app)
    app.navigate("#/settings")
    assert app.command("bot").redraw is False  # the robot waits for the table to come back
    app.navigate(f"#/game/{app.turns.save_id}")
    played = app.command("bot")
    assert played.redraw is True and app.turns.acting_seat() == 0
