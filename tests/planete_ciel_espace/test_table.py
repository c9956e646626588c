"""Planète – Ciel et Espace through the app (``web.app.App``), as players tap and type: both
rounds with one human and bots and with two humans (hand-offs only where something is private,
a peek never on another seat's screen), the public moments, the refusals, the reading, the end,
and random games in French and English checked like the UI conformance suite (plus moments)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.core.rng import Prng, seed_state
from engine.planete_ciel_espace.actions import Flip, Peek
from engine.planete_ciel_espace.content import card as content_card
from engine.planete_ciel_espace.rules import GAME
from tests.support.ui import (
    act_buttons,
    make_app,
    play_through,
    run_bots,
    start_game,
    ui_args,
    visible_text,
)
from web.app import App
from web.games.planete_ciel_espace import table as pce_table
from web.screens.game import ctx as seat_ctx
from web.seam import TableParts
from web.turns import Turns

from .helpers import start_table

ROOT = Path(__file__).resolve().parents[2]
GAME_ID = "planete-ciel-espace"


# --- driving -----------------------------------------------------------------------------------
def tap_act(app: App, action: Any) -> None:
    html = app.render()
    wanted = app.turns.game.encode_action(action)  # type: ignore[union-attr]
    assert wanted in act_buttons(html), f"no button for {action}"
    app.command("act", json.dumps(wanted))


def state(app: App) -> Any:
    assert app.turns is not None
    return app.turns.match.state


def _turns_until_over(app: App, limit: int) -> Iterator[Turns]:
    """The table after its public moments are closed, step after step, until the game is over
    (at most ``limit`` steps; the caller asserts the game ended when that matters)."""
    for _ in range(limit):
        close_moments(app)
        turns = app.turns
        assert turns is not None
        if turns.over:
            return
        yield turns


def _word_turns_of_seat_0(app: App, limit: int) -> Iterator[Any]:
    """Round 2 seen from seat 0: the bots play the others' turns, every verdict is checked to
    keep each word's reason on the table and agreed; the state when seat 0 is to give a word."""
    for turns in _turns_until_over(app, limit):
        s = state(app)
        if turns.acting_seat() != 0:
            run_bots(app, close_moments=False)
            continue
        if s.phase == "verdict":  # the table keeps the last word: each verdict with its reason
            assert re.search(r"compte|counts", visible_text(app.render()))
            agree_all(app)
            continue
        yield s


def close_moments(app: App) -> list[str]:
    """Tap "Continuer" on every public moment; returns their texts."""
    seen: list[str] = []
    while True:
        run_bots(app, close_moments=False)
        html = app.render()
        if 'id="moment-ok"' not in html:
            return seen
        assert 'data-cmd="act"' not in html
        seen.append(visible_text(html))
        app.command("moment-ok")


def scoring_word(card_id: str, lang: str) -> str:
    """A word of the card's text that scores and is not refused now (the test knows the back)."""
    from engine.planete_ciel_espace import words

    card = content_card(card_id)
    for token in words.tokens(card.text[lang], lang):
        if len(token) > 3 and words.scores(token, card, lang):
            return token
    raise AssertionError("no scoring word")


def agree_all(app: App) -> None:
    """Tap "Tout le monde est d'accord" (one tap for the whole table)."""
    assert ui_args(app.render(), "agree") == [""], "no \"Tout le monde est d'accord\" on screen"
    app.command("ui", "agree:")




# --- set-up and loading ------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_round2_language_follows_the_app(lang: str) -> None:
    app = start_table(lang=lang)
    assert app.turns is not None and app.turns.match.options["lang"] == lang
    assert app.turns.game.view(state(app), 0)["lang"] == lang


def test_the_memo_setting_shows_the_five_characteristics_on_the_table() -> None:
    app = make_app(lang="fr")
    app.navigate(f"#/play/{GAME_ID}")
    assert 'name="pce-memo"' in app.render() and 'name="opt-typos"' in app.render()
    start_game(app, GAME_ID, {"players": "2", "pce-memo": "on", "opt-typos": "on", "seed": "1"})
    assert app.turns is not None and app.turns.match.options["typos"] == "on"
    app.command("moment-ok")  # the spin
    html = app.render()
    assert "pce-memo" in html and "Aide-mémoire" in visible_text(html)
    assert visible_text(html).count("Loisirs & Exploration") >= 1
    app = make_app(lang="fr")
    start_game(app, GAME_ID, {"players": "2", "seed": "1"})  # unticked: no memo
    app.command("moment-ok")
    assert "pce-memo" not in app.render() and "pce-r1" in app.render()


def test_the_setup_form_has_no_language_choice_the_app_language_decides() -> None:
    app = make_app(lang="en")
    app.navigate(f"#/play/{GAME_ID}")
    assert 'name="opt-lang"' not in app.render()
    app.command("setup-start", "", {"players": "2", "opt-lang": "fr", "seed": "1"})
    assert app.turns is not None and app.turns.match.options["lang"] == "en"


@pytest.mark.host  # a fresh interpreter
def test_round1_never_imports_the_word_judge() -> None:
    """Round 1 needs no word judge: its module (and its word table) load with round 2."""
    code = (
        "import sys\n"
        "from tests.planete_ciel_espace.helpers import start_table\n"
        "from tests.planete_ciel_espace.test_table import close_moments\n"
        "app = start_table()\n"
        "close_moments(app)\n"
        "app.render()\n"
        "assert 'engine.planete_ciel_espace.words' not in sys.modules, 'judge imported'\n")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


# --- round 1, one human ------------------------------------------------------------------------
def test_spin_is_a_public_moment_with_the_eight_backs_then_the_top_stops() -> None:
    app = start_table(seed=5)
    html = app.render()
    assert 'id="moment-ok"' in html and html.count('class="pce-back"') == 8
    assert "La toupie tourne" in visible_text(html)
    app.command("moment-ok")
    run_bots(app, close_moments=False)
    first = state(app).first
    html = app.render()
    if first == 0:  # the human stops the top
        assert "pce-top spinning" in html
        tap_act(app, GAME.legal_actions(state(app), 0)[0])
    run_bots(app, close_moments=False)
    assert state(app).phase == "turn"
    html = app.render()
    assert 'class="pce-back"' not in html  # the glimpse is over: no memory aid
    assert re.search(r'pce-top (landing|landed)" style="--land:0deg"', html)


def _to_human_turn(app: App, seat: int = 0) -> None:
    for _ in range(200):
        close_moments(app)
        if app.turns is not None and app.turns.acting_seat() == seat and state(app).phase == "turn":
            return
        s = state(app)
        if s.phase == "spin" and app.turns.acting_seat() == seat:  # type: ignore[union-attr]
            tap_act(app, GAME.legal_actions(s, seat)[0])
        elif s.phase == "peek" and app.turns.acting_seat() == seat:  # type: ignore[union-attr]
            _peek(app, seat)
        elif app.turns.handoff_needed() is not None:  # type: ignore[union-attr]
            app.command("handoff", str(app.turns.handoff_needed()))  # type: ignore[union-attr]
        else:
            run_bots(app, close_moments=False)
    raise AssertionError("never the human's turn")


def _peek(app: App, seat: int) -> str:
    app.command("ui", "peek:0")
    app.command("ui", "peek:4")
    html = app.render()
    if app.lang == "fr":
        assert "Regarder les cartes 1 et 5" in visible_text(html)
    tap_act(app, Peek(0, 4))
    html = app.render()
    assert html.count(' back-up"') == 2  # on the two cards, and said in the panel
    assert html.count('class="pce-back"') == 4
    tap_act(app, GAME.legal_actions(state(app), seat)[0])  # "J'ai bien regardé"
    return html


def test_a_turn_by_tapping_select_swap_flip_and_reveal() -> None:
    app = start_table(seed=11)
    _to_human_turn(app)
    s = state(app)
    # tap a card: it is selected, the others become swap targets, "look at its back" appears
    app.command("ui", "sel:1")
    html = app.render()
    assert 'aria-pressed="true"' in html
    assert "Regarder en secret le dos de la carte 2" in visible_text(html)
    assert html.count("pce-pick target") == 9
    app.command("ui", "sel:1")  # tap again: unselected
    assert "pce-pick target" not in app.render()
    app.command("ui", "sel:1")
    swap = [a for a in act_buttons(app.render()) if a.get("a") == 1 and a.get("b") == 5]
    assert swap
    app.command("act", json.dumps(swap[0]))
    after = state(app)
    assert after.layout[1] == s.layout[5] and after.layout[5] == s.layout[1]
    assert "échange les cartes des places 2 et 6" in visible_text(app.render())
    # second action: a secret look, shown on the player's own screen only
    app.command("ui", "sel:8")
    tap_act(app, Flip(8))
    html = app.render()
    assert 'class="pce-place in-line centre back-up"' in html
    assert 'class="pce-secret"' in html and html.count(' back-up"') == 1
    assert GAME.view(state(app), None)["face_up"] == []
    # two actions done: reveal from either end, or end the turn
    buttons = visible_text(html)
    line = state(app).axis
    assert f"Révéler en commençant par la carte {line + 1}" in buttons
    assert f"Révéler en commençant par la carte {line + 5}" in buttons
    tap_act(app, GAME.legal_actions(state(app), 0)[0])  # Reveal(0)
    html = app.render()
    assert 'id="moment-ok"' in html  # the line turned over is a public moment
    text = visible_text(html)
    assert "révèle la ligne" in text
    assert ("point commun" in text) or ("mélangées" in text)
    app.command("moment-ok")
    assert 'class="pce-back"' not in app.render() or state(app).phase == "peek"


def test_log_lines_name_cards_and_count_places_from_one() -> None:
    app = start_table(seed=11)
    _to_human_turn(app)
    app.command("ui", "sel:0")
    tap_act(app, Flip(0))
    card = state(app).layout[0]
    text = visible_text(app.render())
    assert f"regarde en secret le dos de la carte {pce_table.title(card, 'fr')}" in text
    assert "{" not in text and "pce." not in text


# --- two humans: hand-offs only where something is private --------------------------------------
def test_two_humans_hand_offs_only_for_a_flip_and_the_peeks() -> None:
    app = start_table(players=2, humans=2, seed=8)
    handoffs: list[tuple[str, int]] = []
    peeked: dict[int, str] = {}
    for turns in _turns_until_over(app, 3000):
        s = state(app)
        html = app.render()
        handoff = turns.handoff_needed()
        if handoff is not None:
            assert 'class="pce-back"' not in html and 'data-cmd="act"' not in html
            handoffs.append((s.phase, handoff))
            assert GAME.has_private_view(s, handoff)
            app.command("handoff", str(handoff))
            continue
        seat = turns.acting_seat()
        assert seat is not None
        if s.phase == "spin":
            tap_act(app, GAME.legal_actions(s, seat)[0])
        elif s.phase == "turn":
            # an open screen: nothing private on it
            assert not GAME.has_private_view(s, seat) or s.looking[seat]
            if s.actions_done == 0:
                app.command("ui", "sel:0")
                tap_act(app, Flip(0))
            elif s.actions_done == 1:
                app.command("ui", "sel:2")
                swap = [a for a in act_buttons(app.render()) if a.get("a") == 2 and a.get("b") == 3]
                app.command("act", json.dumps(swap[0]))
            else:
                tap_act(app, GAME.legal_actions(s, seat)[0])  # reveal
        elif s.phase == "peek":
            peeked[seat] = _peek(app, seat)
            # the next screen is the other seat's hand-off (or the open table), never this peek
            assert 'class="pce-back"' not in app.render()
        elif s.phase == "words":
            assert turns.handoff_needed() is None  # round 2 is played in the open
            word = scoring_word(s.grid[s.current], "fr") if len(s.said) == 0 else "zzz"
            app.command("ui", "word:", {"word": word})
            if app.flash and app.flash[0] == "error":
                hint = [a for a in act_buttons(app.render()) if "word" in a]
                app.command("act", json.dumps(hint[0]))
        elif s.phase == "verdict":
            # the table keeps the last word: a vote under each word another person may turn,
            # then one tap for the table
            pending = [p for p in range(2) if not s.agreed[p]]
            votable = [w for w in s.played[-1].said if any(p != w.seat for p in pending)]
            text = visible_text(html)
            assert ("On l'accepte" in text or "On le refuse" in text) == bool(votable)
            agree_all(app)
            assert state(app).phase != "verdict"
    assert app.turns is not None and app.turns.over, "the game did not end"
    phases = {p for p, _ in handoffs}
    assert phases <= {"turn", "peek"}  # a flip (the flipper's screen) and the peeks only
    assert "turn" in phases


def test_one_tap_for_the_table_after_a_reading_and_any_person_may_turn_a_verdict() -> None:
    """Issue 34 §7: after a reading, "Tout le monde est d'accord" is one tap for the whole table
    (not "On continue" once per player), the screen names who may still turn a verdict, and a
    verdict on the word of the seat on screen is turned by another person, the screen's seat
    keeping its own votes."""
    app = start_table(players=3, humans=3, seed=5)
    _to_round2(app)
    seen = {"own_word_turned": False, "one_tap": False}
    for turns in _turns_until_over(app, 600):
        s = state(app)
        if s.phase == "words":
            word = scoring_word(s.grid[s.current], "fr") if len(s.said) == 0 else "zzz"
            app.command("ui", "word:", {"word": word})
            if app.flash and app.flash[0] == "error":
                hint = [a for a in act_buttons(app.render()) if "word" in a]
                app.command("act", json.dumps(hint[0]))
            continue
        assert s.phase == "verdict" and turns.handoff_needed() is None
        on_screen = turns.acting_seat()
        assert on_screen is not None
        said = s.played[-1].said
        text = visible_text(app.render())
        may_turn = [("Léa", "Tom", "Zoé")[p] for p in range(3)
                    if not s.agreed[p] and any(w.seat != p and not w.overruled for w in said)]
        if may_turn:
            line = re.search(r"(.*) peu(?:ven)?t encore changer un verdict", text)
            assert line is not None and all(name in line.group(1) for name in may_turn), text
        own = next((i for i, w in enumerate(said) if w.seat == on_screen and not w.overruled), None)
        if own is not None and not seen["own_word_turned"]:
            accept = said[own].result != "scored"
            assert f"vote:{own}:{int(accept)}" in [f"vote:{v}" for v in ui_args(app.render(), "vote")]
            app.command("ui", f"vote:{own}:{int(accept)}")
            after = state(app)
            assert after.played[-1].said[own].overruled
            assert after.log[-1].args["seat"] not in (on_screen, None)
            assert not after.agreed[on_screen] and after.phase == "verdict"
            seen["own_word_turned"] = True
            continue
        agree_all(app)  # one tap: every person agrees, the next card (or the end) comes
        assert state(app).phase != "verdict"
        seen["one_tap"] = True
    assert all(seen.values()), seen


def _to_peek_phase(seed: int) -> App | None:
    """Two humans play round 1 as a strong bot would, until a success starts the peeks."""
    app = start_table(players=2, humans=2, seed=seed)
    bot = GAME.make_bot("strong")
    rng = Prng(seed_state(seed))
    for _ in range(400):
        close_moments(app)
        turns = app.turns
        assert turns is not None
        s = state(app)
        if s.phase == "peek":
            return app
        if s.phase != "turn" and s.phase != "spin":
            return None
        handoff = turns.handoff_needed()
        if handoff is not None:
            app.command("handoff", str(handoff))
            continue
        seat = turns.acting_seat()
        assert seat is not None
        legal = GAME.legal_actions(s, seat)
        action = bot.choose(GAME.bot_view(s, seat, "strong"), legal, rng)
        app.command("act", json.dumps(GAME.encode_action(action)))
    return None


def test_a_peek_is_never_on_the_other_seats_screen() -> None:
    app = next(a for a in (_to_peek_phase(seed) for seed in range(1, 40)) if a is not None)
    turns = app.turns
    assert turns is not None
    first = turns.handoff_needed()
    assert first is not None
    assert 'class="pce-back"' not in app.render()
    app.command("handoff", str(first))
    app.command("ui", "peek:0")
    app.command("ui", "peek:9")
    tap_act(app, Peek(0, 9))
    mine = app.render()
    cards = [state(app).layout[0], state(app).layout[9]]
    assert mine.count(' back-up"') == 2
    tap_act(app, GAME.legal_actions(state(app), first)[0])
    second = turns.handoff_needed()
    assert second is not None and second != first
    html = app.render()
    assert 'class="pce-back"' not in html and all(c not in html for c in cards)
    app.command("handoff", str(second))
    html = app.render()
    # the other seat's screen: choose two cards, no back and no log line of the first peek
    assert 'class="pce-back"' not in html
    assert "Tu as regardé le dos" not in visible_text(html)


# --- round 2 -----------------------------------------------------------------------------------
def _to_round2(app: App) -> None:
    for _ in range(3000):
        close_moments(app)
        turns = app.turns
        assert turns is not None
        s = state(app)
        if s.phase in ("words", "over"):
            return
        handoff = turns.handoff_needed()
        if handoff is not None:
            app.command("handoff", str(handoff))
            continue
        seat = turns.acting_seat()
        if seat is None:
            run_bots(app, close_moments=False)
            continue
        if s.phase == "peek":
            _peek(app, seat)
        else:
            tap_act(app, GAME.legal_actions(s, seat)[-1])  # StopTop, a pivot, EndTurn
    raise AssertionError("round 2 never came")


def test_round2_star_rain_words_refusals_timer_and_reading() -> None:
    app = start_table(players=2, humans=1, seed=21, level="beginner")
    # the star rain is a public moment with the nine cards
    for _ in range(3000):
        turns = app.turns
        assert turns is not None
        run_bots(app, close_moments=False)
        html = app.render()
        if 'id="moment-ok"' in html and "Pluie d'étoiles" in visible_text(html):
            assert html.count('class="pce-cell') == 9
            break
        if 'id="moment-ok"' in html:
            app.command("moment-ok")
            continue
        s = state(app)
        seat = turns.acting_seat()
        if s.phase == "peek" and seat == 0:
            _peek(app, 0)
        elif seat == 0:
            tap_act(app, GAME.legal_actions(s, 0)[-1])
    else:
        raise AssertionError("no star rain")
    app.command("moment-ok")
    checked = {"title": False, "small": False, "scored": False, "reading": False, "timer": False}
    for s in _word_turns_of_seat_0(app, 500):
        card = s.grid[s.current]
        html = app.render()
        text = visible_text(html)
        # the card's picture and title, never its text nor where it is seen from
        assert pce_table.title(card, "fr") in text
        assert content_card(card).text["fr"][:40] not in text
        assert content_card(card).seen_from["fr"] not in text
        # the book's round 2 has no timer: none by default, nor a "C'est parti !" to start one
        assert 'role="timer"' not in html and 'id="pce-go"' not in html
        checked["timer"] = True
        assert 'name="word"' in html
        # a word of the title is refused with a clear message, nothing recorded
        title_word = max(re.findall(r"[^\W\d_]+", pce_table.title(card, "fr")), key=len)
        if len(title_word) > 3 and not checked["title"]:
            app.command("ui", "word:", {"word": title_word})
            assert app.flash and app.flash[0] == "error" and "titre" in app.flash[1]
            assert state(app) is s
            checked["title"] = True
        if not checked["small"]:
            app.command("ui", "word:", {"word": "les"})
            assert app.flash and "petit mot" in app.flash[1]
            checked["small"] = True
        said = {x.word for x in s.said}
        # a said word is a chip: tapping it says it again, which is refused
        for word in said:
            assert f'data-arg="word:{word}"' in app.render()
        word = scoring_word(card, "fr")
        app.command("ui", "word:", {"word": word})
        if app.flash and app.flash[0] == "error":  # said already by someone: any word will do
            hint = [a for a in act_buttons(app.render()) if "word" in a]
            app.command("act", json.dumps(hint[0]))
        else:
            checked["scored"] = True
        html = app.render()
        if 'id="moment-ok"' in html and "On lit la carte" in visible_text(html):
            # each word with its reason in a child's words; the text's words that scored marked
            assert "compte" in visible_text(html)
            assert "<mark>" in html or "ne compte pas" in visible_text(html)
            assert content_card(card).seen_from["fr"] in visible_text(html)
            checked["reading"] = True
    assert app.turns is not None and app.turns.over
    assert all(checked.values()), checked
    html = app.render()
    assert 'id="end-h"' in html and "Les constellations" in visible_text(html)
    assert html.count("pce-constellation") >= 2


def _say_a_word(app: App) -> None:
    s = state(app)
    word = scoring_word(s.grid[s.current], "fr") if len(s.said) == 0 else "zzz"
    app.command("ui", "word:", {"word": word})
    if app.flash and app.flash[0] == "error":
        hint = [a for a in act_buttons(app.render()) if "word" in a]
        app.command("act", json.dumps(hint[0]))


def test_round2_word_timer_chosen_at_setup_starts_with_go_and_full_after_a_long_gap() -> None:
    """Issue 34 §8: round 2's timer is the table's choice (none by default), started by "C'est
    parti !" (never by the card appearing), and at zero it says to say the word, not "À la
    table de juger". Issue 34 §1 at Planète's table: a word said before its timer ran out (the
    timer forgotten while running), a long gap, and the next word's timer starts full."""
    app = make_app(lang="fr")
    form = {"players": "2", "seed": "21", "pce-word-timer": "45"}
    for i in range(2):
        form |= {f"kind-{i}": "human", f"level-{i}": "medium", f"name-{i}": ("Léa", "Tom")[i]}
    start_game(app, GAME_ID, form)
    assert app.settings["planete-ciel-espace:word_timer"] == 45
    _to_round2(app)
    close_moments(app)
    html = app.render()
    assert 'role="timer"' not in html, "the countdown started with the card"
    first = ui_args(html, "go")
    assert len(first) == 1
    app.command("ui", f"go:{first[0]}")
    assert 'role="timer"' in app.render() and ">0:45<" in app.render()
    app.tick(1_000)
    app.tick(11_000)
    assert ">0:35<" in app.render()
    _say_a_word(app)  # 10 s in: the timer is forgotten while it runs
    for _ in range(5):  # a long talk (the browser's clock ticks only while a timer runs)
        close_moments(app)
        if state(app).phase == "verdict":  # the card was read: the next word is on the next card
            agree_all(app)
    assert state(app).phase == "words"
    second = ui_args(app.render(), "go")
    assert len(second) == 1 and second != first
    app.command("ui", f"go:{second[0]}")
    app.render()  # the browser draws the screen after each tap
    app.tick(620_000)
    app.tick(620_500)
    assert ">0:45<" in app.render(), "the second word's timer started spent"
    _, lines, finished = app.tick(670_000)
    html = visible_text(app.render())
    assert finished and "Dis ton mot" in html and "À la table de juger" not in html
    assert any("Dis ton mot" in line for line in lines)


def _parts(app: App) -> TableParts:
    return pce_table.TABLE.parts(seat_ctx(app))


def test_the_step_its_board_and_the_rest_are_the_screens_parts_in_both_rounds() -> None:
    """Issue 23: what to do now and its buttons are the step; the circle, the card in play or
    the card just read is the board (beside the step in landscape); the constellations are the
    status; the nine cards and the cards read are the rest (a phone folds them)."""
    app = start_table(players=2, humans=1, seed=21, level="beginner")
    _to_human_turn(app)
    shown = _parts(app)
    assert "pce-panel" in shown.step and "pce-phase" in shown.step and "pce-circle" not in shown.step
    assert "pce-circle" in shown.board and "pce-pick" in shown.board and "pce-panel" not in shown.board
    assert "pce-scores" in shown.status and shown.status_label == "Les étoiles de chacun"
    _to_round2(app)
    seen = {"words": False, "verdict": False}
    for turns in _turns_until_over(app, 500):
        if turns.acting_seat() != 0:
            run_bots(app, close_moments=False)
            continue
        shown = _parts(app)
        assert "pce-scores" in shown.status and "pce-grid" in shown.more
        assert shown.more_label == "Les neuf cartes et les cartes lues"
        if state(app).phase == "verdict":  # the judge's verdicts and "On continue" beside the text
            assert "pce-results" in shown.step and 'id="pce-agree"' in shown.step
            assert "pce-text" in shown.board and "pce-results" not in shown.board
            seen["verdict"] = True
            agree_all(app)
            continue
        # the word field beside the card in play (its picture and title, large)
        assert 'name="word"' in shown.step and "pce-card large" not in shown.step
        assert "pce-card large" in shown.board and 'name="word"' not in shown.board
        seen["words"] = True
        hint = [a for a in act_buttons(app.render()) if "word" in a]
        app.command("act", json.dumps(hint[0]))
    assert all(seen.values()), seen


def test_an_english_round2_word_is_judged_in_english() -> None:
    app = start_table(lang="en", players=2, humans=1, seed=4, level="beginner")
    _to_round2(app)
    for s in _word_turns_of_seat_0(app, 500):
        app.command("ui", "word:", {"word": "the"})
        assert app.flash and "small word" in app.flash[1]
        word = scoring_word(s.grid[s.current], "en")
        app.command("ui", "word:", {"word": word})
        if app.flash and app.flash[0] == "error":
            hint = [a for a in act_buttons(app.render()) if "word" in a]
            app.command("act", json.dumps(hint[0]))
    assert app.turns is not None and app.turns.over, "the game did not end"


# --- random games, like the UI conformance suite -------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("humans", [1, 2])
def test_random_tapping_finishes_a_game(players: int, lang: str, humans: int) -> None:
    seed = 100 * players + humans + (7 if lang == "en" else 0)
    app = start_table(lang=lang, players=players, humans=humans, seed=seed,
                   level=GAME.all_bot_levels()[seed % len(GAME.all_bot_levels())])
    moments = play_through(app, seed)
    assert moments >= 3  # the spin, the star rain, the readings at least


def test_the_random_tapper_has_something_to_tap_in_round2() -> None:
    app = start_table(players=2, humans=1, seed=9)
    _to_round2(app)
    close_moments(app)
    turns = app.turns
    assert turns is not None
    if turns.acting_seat() == 0:
        words = [a for a in act_buttons(app.render()) if "word" in a]
        assert len(words) == 1  # "Pas d'idée ?": one word of the menu, not the whole menu
    assert ui_args(app.render(), "word") == [x.word for x in state(app).said]


# --- the table's words -------------------------------------------------------------------------
def test_every_table_string_is_in_both_languages_with_french_typography() -> None:
    strings = json.loads((ROOT / "web/games/planete_ciel_espace/strings.json").read_text("utf-8"))
    source = "".join(p.read_text("utf-8") for p in (ROOT / "web/games/planete_ciel_espace").glob("*.py"))
    used = set(re.findall(r"pce\.ui\.[a-z_0-9]+", source))
    assert used <= set(strings), used - set(strings)
    assert "rules.planete-ciel-espace" in strings
    for key, entry in strings.items():
        assert set(entry) == {"fr", "en"} and all(entry.values()), key
        assert not re.search(r"[ \u00a0][;:!?»]|« ", entry["fr"]), f"{key}: French typography"
        assert entry["fr"] != entry["en"] or key.startswith("game."), key


def test_planete_a_failed_line_names_the_card_and_its_place_on_the_table() -> None:
    """The 4th card turned lay at place 5 (« Carte 5 » on the table): the moment and the log
    name that card and that number, not « la carte numéro 4 »."""
    from engine.planete_ciel_espace import GAME as PLANETE
    from engine.planete_ciel_espace.content import deck
    from web import seam
    from web.games.planete_ciel_espace.table import TABLE, title

    ids = [c.id for c in deck()[:4]]
    args = {"seat": 0, "player_key": "pce.player.0", "cards": ids, "places": [2, 3, 4, 5],
            "count": 4}
    app = make_app()
    ctx = seam.Ctx(app.shell(PLANETE.id), PLANETE, {"lang": "fr"}, [], None, ["Léa", "Tom"], {})
    shown = visible_text(TABLE.moment(ctx, [{"key": "pce.log.reveal_failed", "args": args}]) or "")
    odd = title(ids[-1], "fr")
    assert f"{odd}, la carte 6 sur la table, n'a aucun pictogramme en commun" in shown, shown
    assert "numéro 4" not in shown
    logged = app.t("pce.log.reveal_failed", **TABLE.log_args(app.shell(PLANETE.id),
                                                              "pce.log.reveal_failed", args))
    assert f"mais {odd} (carte 6) n'a aucun pictogramme en commun" in logged, logged
