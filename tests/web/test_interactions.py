"""The interactions the next games need, through the app, on the party test game: simultaneous
private phases, dice, a private word with a timer, a judged outcome, a typed word."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest

from engine.core import registry
from tests.support import partygame, partytable
from tests.support.ui import act_buttons, make_app, start_game, visible_text
from web import i18n, seam, tables
from web.app import App


@pytest.fixture(autouse=True)
def party() -> Iterator[None]:
    registry.register(partygame.GAME)
    tables.register_table(partygame.GAME.id, partytable.TABLE)
    i18n.add_strings(partygame.STRINGS)
    yield
    registry.unregister(partygame.GAME.id)
    i18n.remove_strings(partygame.STRINGS)


def two_humans(lang: str = "fr") -> App:
    app = make_app(lang=lang)
    start_game(app, "party-test", {"players": "2", "kind-0": "human", "name-0": "Léa",
                                   "kind-1": "human", "name-1": "Tom", "seed": "3"})
    return app


def handoff_to(app: App, name: str) -> None:
    html = app.render()
    assert 'data-cmd="handoff"' in html and name in visible_text(html), visible_text(html)
    assert 'data-cmd="act"' not in html
    seat = re.search(r'data-cmd="handoff" data-arg="(\d)"', html)
    assert seat
    app.command("handoff", seat.group(1))


def tap(app: App, label: str) -> None:
    html = app.render()
    found = re.findall(r'data-cmd="act" data-arg="([^"]+)"[^>]*>([^<]*)<', html)
    for arg, text in found:
        if text == label:
            app.command("act", arg.replace("&quot;", '"'))
            return
    raise AssertionError(f"no button {label!r} in {[t for _, t in found]}")


def test_simultaneous_private_phase_hands_the_device_to_each_seat() -> None:
    app = two_humans()
    handoff_to(app, "Léa")
    tap(app, "2")
    handoff_to(app, "Tom")  # Léa's choice is private: Tom gets the device through a hand-off
    assert "2" not in visible_text(app.render()).split("Passe")[0][-20:]
    tap(app, "3")
    assert app.turns is not None and app.turns.match.state.secrets == (2, 3)


def _to_mime(app: App) -> None:
    handoff_to(app, "Léa")
    tap(app, "1")
    handoff_to(app, "Tom")
    tap(app, "1")
    # the secrets are now public: Léa's turn is open to all, no hand-off
    html = app.render()
    assert 'data-cmd="handoff"' not in html
    tap(app, "roll")  # the die
    html = app.render()
    assert 'class="die roll"' in html and "Dé : " in html


def test_the_mime_alone_sees_the_word_then_the_table_watches_the_timer() -> None:
    app = two_humans()
    _to_mime(app)
    tap(app, "roll")  # Léa draws her word, on a screen the whole table was watching
    assert app.turns is not None
    word = partygame.WORDS[app.turns.match.state.word_index]
    html = app.render()
    assert word not in visible_text(html), "the word waits for Léa's own hand-off"
    handoff_to(app, "Léa")
    assert word in visible_text(app.render())
    app.command("timer-length", "30")
    tap(app, "Je commence à mimer")
    # the public screen: the judge's verdict buttons and the timer, never the word
    html = app.render()
    assert word not in visible_text(html)
    assert 'data-cmd="handoff"' not in html and "Trouvé" in html and "Pas trouvé" in html
    assert 'role="timer"' in html and ">0:30<" in html


def test_undo_from_the_public_screen_asks_and_hands_the_device_back_to_the_mime() -> None:
    app = two_humans()
    _to_mime(app)
    tap(app, "roll")
    handoff_to(app, "Léa")
    tap(app, "Je commence à mimer")
    assert app.turns is not None
    word = partygame.WORDS[app.turns.match.state.word_index]
    app.command("undo")  # tapped by anyone at the table
    html = app.render()
    assert 'id="confirm-undo"' in html and "Léa" in visible_text(html)
    assert app.turns.match.state.phase == "judge"  # nothing undone yet
    app.command("undo")
    assert app.turns.match.state.phase == "ready"
    html = app.render()
    assert word not in visible_text(html) and 'data-cmd="handoff"' in html
    handoff_to(app, "Léa")
    assert word in visible_text(app.render())


def test_timers_tick_announce_pause_and_stop_at_zero() -> None:
    app = make_app()
    ctx_html = seam.Ctx(app.shell("party-test"), partygame.GAME, {"seat": 0, "log": []}, [], 0,
                        ["Léa", "Tom"], {}, app.timers).timer("t1", 30)
    assert 'data-timer-face="t1">0:30<' in ctx_html and "Pause" in ctx_html
    app.tick(1000.0)
    faces, lines, done = app.tick(1000.0 + 1500)
    assert faces == {"t1": "0:29"} and not lines and not done
    app.command("timer", "pause:t1")
    assert app.tick(60_000.0) == ({}, [], False)  # paused: time does not pass
    app.command("timer", "resume:t1")
    app.tick(70_000.0)
    faces, lines, done = app.tick(70_000.0 + 20_000)
    assert lines == ["Plus que 10 secondes."] and not done
    faces, lines, done = app.tick(70_000.0 + 40_000)
    assert done and lines == ["Temps écoulé\u202f! À la table de juger."] and faces == {"t1": "0:00"}
    assert not app.timers.any_running()


def test_a_timer_started_after_a_judged_one_and_a_long_gap_starts_full() -> None:
    """A drawing judged before its end (its timer forgotten while running), minutes of play,
    then the next challenge: its timer starts full, and counts down from there."""
    app = make_app()
    ctx = seam.Ctx(app.shell("party-test"), partygame.GAME, {"seat": 0, "log": []}, [], 0,
                   ["Léa", "Tom"], {}, app.timers)
    ctx.timer("first", 30)
    app.tick(1000.0)
    app.tick(6000.0)
    first = app.timers.get("first")
    assert first is not None and first.face() == "0:25"
    app.timers.keep_only(set())  # judged early: the screen no longer shows it
    ctx.timer("second", 30)  # drawn by the next challenge's "C'est parti !"
    faces, lines, done = app.tick(6000.0 + 120_000)  # two minutes of play later
    second = app.timers.get("second")
    assert second is not None and second.face() == "0:30" and not done and not lines
    assert faces == {}
    faces, _, _ = app.tick(6000.0 + 120_000 + 1500)
    assert faces == {"second": "0:29"}


def test_a_paused_timer_resumes_where_it_stopped_while_another_runs() -> None:
    app = make_app()
    ctx = seam.Ctx(app.shell("party-test"), partygame.GAME, {"seat": 0, "log": []}, [], 0,
                   ["Léa", "Tom"], {}, app.timers)
    ctx.timer("a", 30)
    ctx.timer("b", 30)
    app.tick(0.0)
    app.command("timer", "pause:a")
    app.tick(10_000.0)
    app.command("timer", "resume:a")
    app.tick(50_000.0)  # "b" ran out meanwhile; "a" counts only from its resume
    a, b = app.timers.get("a"), app.timers.get("b")
    assert a is not None and b is not None
    assert b.done and a.face() == "0:30"
    app.tick(52_000.0)
    assert a.face() == "0:28"


def _to_word(app: App) -> None:
    _to_mime(app)
    tap(app, "roll")
    handoff_to(app, "Léa")
    tap(app, "Je commence à mimer")
    tap(app, "Trouvé")


def test_the_verdict_is_an_action_of_the_judging_seat_and_undo_never_crosses_it() -> None:
    app = two_humans()
    _to_word(app)
    assert app.turns is not None
    seat, action = app.turns.match.actions[-1]
    assert seat == 1 and action == partygame.Verdict(True)
    assert app.turns.undo_steps() == 0


def test_a_typed_word_is_judged_with_a_clear_answer_for_every_refusal() -> None:
    app = two_humans()
    _to_word(app)
    html = app.render()
    assert 'data-submit="ui" data-arg="word:"' in html and 'name="word"' in html
    app.command("ui", "word:", {"word": "deux mots"})
    assert app.flash == ("error", "Un seul mot, en lettres.")
    app.command("ui", "word:", {"word": "  Étoilée "})
    assert app.turns is not None
    assert app.turns.match.actions[-1][1] == partygame.Propose("étoilée")


def test_a_suggested_word_is_one_tap_and_a_repeat_is_refused() -> None:
    app = two_humans()
    _to_word(app)
    app.command("ui", "word:ciel")
    assert app.turns is not None and app.turns.match.state.said == ("ciel",)
    # Tom's round: the same word again is refused with a reason
    state = app.turns.match.state
    with pytest.raises(partygame.IllegalAction) as refused:
        app.turns.game.apply(state.__class__(**{**state.__dict__, "phase": "word"}), 1,
                             partygame.Propose("ciel"))
    assert refused.value.key == "party.said_already"


def test_every_button_of_the_party_table_decodes_to_a_legal_action() -> None:
    app = two_humans()
    _to_word(app)
    app.command("lang", "en")
    assert "Propose" in visible_text(app.render())
    legal = app.turns.legal() if app.turns else []
    for arg in act_buttons(app.render()):
        assert app.turns is not None and app.turns.game.decode_action(arg) in legal
    assert json.dumps(act_buttons(app.render()))


def test_a_package_the_table_needs_loads_on_demand_with_a_wait_screen_and_a_retry() -> None:
    tables.register_table(partygame.GAME.id, partytable.TABLE, needs=("no_such_package_here",))
    try:
        app = make_app()
        fx = app.navigate("#/play/party-test")
        assert fx.load_packages == ["no_such_package_here"]
        assert "Préparation du jeu" in visible_text(app.render())
        assert app.navigate("#/play/party-test").load_packages == []  # asked once
        app.package_not_loaded("no_such_package_here")
        html = app.render()
        assert "pas pu se préparer" in visible_text(html) and 'data-cmd="retry-packages"' in html
        fx = app.command("retry-packages")
        assert fx.load_packages == ["no_such_package_here"]
        app.package_loaded("no_such_package_here")
        assert 'class="setup"' in app.render()
        # the home page never waits for it
        assert make_app().navigate("#/").load_packages == []
    finally:
        tables.register_table(partygame.GAME.id, partytable.TABLE)
