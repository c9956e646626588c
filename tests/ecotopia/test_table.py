"""Ecotopia's table through the app (web.app.App), as a person taps: whole games with one
human and bots, a 6-seat game, the quiz, the board's two-tap moves, the end screen, what a
first turn and the simplified rules tell, the truck's one-tap end of turn."""

from __future__ import annotations

import html as html_lib
import json
import re
from typing import Any

import pytest

from engine.core.rng import Prng, seed_state
from engine.ecotopia.actions import AskQuestion, MoveTruck, PlantTree
from tests.support.ui import (
    act_buttons,
    check_buttons,
    check_screen,
    close_moment,
    make_app,
    run_bots,
    start_game,
    take_handoff,
    ui_args,
    ui_buttons,
    visible_text,
)
from web.app import App
from web.screens import pages

from .helpers import start_table


def _tap_act(app: App, action: dict) -> None:
    app.command("act", json.dumps(action))


def _play(app: App, seed: int, *, prefer_board: bool = True) -> dict[str, int]:
    """Play the human seats by tapping what the screen offers until the end; count what was
    seen (questions, answers explained, board taps)."""
    rng = Prng(seed_state(seed))
    seen = {"question": 0, "explained": 0, "board": 0, "mode": 0, "handoff": 0}
    for _ in range(5000):
        run_bots(app, close_moments=False)
        html = app.render()
        check_screen(app, html)
        if 'id="moment-ok"' in html:
            if "answer-box" in html:
                seen["explained"] += 1
                assert "Source" in visible_text(html)
            app.command("moment-ok")
            continue
        assert app.turns is not None
        if app.turns.over:
            return seen
        if app.turns.handoff_needed() is not None:
            seen["handoff"] += 1
            app.command("handoff", str(app.turns.handoff_needed()))
            continue
        actions = check_buttons(app, html)
        if "eco-quiz" in html:
            seen["question"] += 1
            assert 'class="question"' in html
        modes = ui_args(html, "mode")
        cells = ui_args(html, "cell")
        board = re.findall(r'<button type="button" class="sq[^"]*target[^"]*" data-cmd="act" data-arg="([^"]+)"', html)
        if cells and rng.below(2) == 0:
            app.command("ui", "cell:" + rng.choice(cells))
            continue
        if board and prefer_board and rng.below(3):
            seen["board"] += 1
            import html as h
            _tap_act(app, json.loads(h.unescape(rng.choice(board))))
            continue
        if modes and rng.below(3) == 0:
            seen["mode"] += 1
            app.command("ui", "mode:" + rng.choice(modes))
            continue
        if actions:
            _tap_act(app, app.turns.game.encode_action(rng.choice(actions)))
            continue
        taps = ui_buttons(html)
        assert taps, visible_text(html)[:2000]
        app.command("ui", rng.choice(taps))
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_one_human_and_bots_play_a_whole_game(lang: str) -> None:
    app = start_table(lang, 3)
    seen = _play(app, 11)
    html = app.render()
    assert 'id="end-h"' in html
    text = visible_text(html)
    word = {"fr": "L'échelle de la planète", "en": "The planet's scale"}[lang]
    assert word in text
    assert "◀" in text  # the scale row reached
    assert {"fr": "Pour en savoir plus", "en": "To learn more"}[lang] in text
    assert seen["board"] > 0 and seen["handoff"] == 0


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_six_seats_two_humans_no_handoff(lang: str) -> None:
    app = start_table(lang, 6, humans=2, seed=8)
    seen = _play(app, 3)
    assert seen["handoff"] == 0  # open information: the device is never handed over
    assert 'id="end-h"' in app.render()


def test_simplified_game_plays_through() -> None:
    app = start_table("fr", 2, version="simplified", seed=4)
    _play(app, 9)
    assert 'id="end-h"' in app.render()


def _to_actions(app: App, first_app: str = "answer_question") -> str:
    """Tap the human's way to the actions phase (apps: ``first_app`` first, coal, lieu,
    construction)."""
    chosen = {"type": "ChooseApp", "app": first_app}
    for _ in range(200):
        run_bots(app)
        html = app.render()
        if "apps-row" in html:
            return html
        acts = act_buttons(html)
        assert acts, visible_text(html)[:1500]
        _tap_act(app, chosen if chosen in acts else acts[0])
    raise AssertionError("never reached the actions")


def test_app_then_square_and_the_quiz_with_its_explanation() -> None:
    app = start_table("fr", 2, seed=2)
    html = _to_actions(app)
    assert app.turns is not None
    game = app.turns.game
    legal = app.turns.legal()
    # the truck needs its app first, then a square; the square is a button with a spoken label
    assert any(isinstance(a, MoveTruck) for a in legal)
    app.command("ui", "mode:truck")
    html = app.render()
    targets = [game.decode_action(a) for a in act_buttons(html)]
    assert any(isinstance(a, MoveTruck) for a in targets)
    assert "Camion vers" in html  # the sr-only label of a square
    if any(isinstance(a, PlantTree) for a in legal):
        app.command("ui", "mode:tree")
        assert any(isinstance(game.decode_action(a), PlantTree) for a in act_buttons(app.render()))
    assert AskQuestion() in legal  # the quiz app was chosen at the start
    _tap_act(app, game.encode_action(AskQuestion()))
    html = app.render()
    assert "eco-quiz" in html and 'class="question"' in html
    answers = [a for a in act_buttons(html)]
    assert len(answers) in (2, 3)
    _tap_act(app, answers[0])
    html = app.render()
    assert 'id="moment-ok"' in html and "answer-box" in html
    assert "Source" in visible_text(html)


def _ask(app: App) -> str:
    assert app.turns is not None
    _tap_act(app, app.turns.game.encode_action(AskQuestion()))
    return app.render()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_tablet_reads_the_question_once_and_on_demand(lang: str) -> None:
    app = start_table(lang, 2, seed=2, can_speak=True)
    _to_actions(app)
    assert app.turns is not None and AskQuestion() in app.turns.legal()
    html = _ask(app)
    spoken = app.take_speech()
    assert len(spoken) == 1
    question = re.search(r'<p class="question" lang="\w+">([^<]+)</p>', html)
    assert question and html_lib.unescape(question.group(1)) in spoken[0]
    answers = [visible_text(b) for b in re.findall(r'class="button answer big"[^>]*>(.*?)</button>', html)]
    assert len(answers) in (2, 3) and all(a in spoken[0] for a in answers)
    assert spoken[0].endswith(("?", "."))
    # read once by itself; the button reads it again, on demand
    app.render()
    assert app.take_speech() == []
    listen = re.search(r'data-cmd="speak" data-arg="([^"]+)"[^>]*aria-label="([^"]+)"', html)
    assert listen and html_lib.unescape(listen.group(1)) == spoken[0]
    assert app.command("speak", html_lib.unescape(listen.group(1))).speak == spoken
    # the answer's explanation has its own button, and is never read by itself
    _tap_act(app, act_buttons(html)[0])
    html = app.render()
    assert "answer-box" in html and 'data-cmd="speak"' in html and app.take_speech() == []


def test_reading_aloud_follows_the_setting_and_the_device() -> None:
    app = start_table("fr", 2, seed=2, can_speak=True)
    app.command("toggle", "read_aloud")
    assert app.settings["read_aloud"] is False
    _to_actions(app)
    html = _ask(app)
    assert app.take_speech() == [] and 'data-cmd="speak"' in html  # the button stays
    mute = start_table("fr", 2, seed=2)  # a browser without speech synthesis
    _to_actions(mute)
    html = _ask(mute)
    assert mute.take_speech() == [] and 'data-cmd="speak"' not in html
    assert "read_aloud" not in pages.render_settings(mute)
    assert mute.command("speak", "Bonjour").speak == []


@pytest.mark.parametrize(("mode", "first_app", "words"),
                         [("truck", "answer_question", ("charger",)),
                          ("team", "move_team", ("feuille", "disque"))])
def test_a_square_with_several_moves_lists_them_in_words(
        mode: str, first_app: str, words: tuple[str, ...]) -> None:
    """A truck square with waste (load it or not) or a team square (leaf here or there, disc on
    this animal or that): the square is a toggle, and the moves it offers are listed as buttons
    with their words."""
    for seed in range(1, 40):
        app = start_table("fr", 2, seed=seed)
        html = _to_actions(app, first_app)
        if f"mode:{mode}" not in html:
            continue
        app.command("ui", f"mode:{mode}")
        cells = ui_args(app.render(), "cell")
        if not cells:
            continue
        app.command("ui", "cell:" + cells[0])
        html = app.render()
        assert "cell-choices" in html and 'aria-pressed="true"' in html
        labels = re.findall(r'<ul class="choice-list">(.*?)</ul>', html, re.S)[-1]
        assert len(act_buttons(labels)) >= 2
        text = visible_text(labels)
        assert any(word in text for word in words), text
        return
    raise AssertionError(f"no {mode} square with several moves in these seeds")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_table_words_and_notes_are_spelled_right(lang: str) -> None:
    from pathlib import Path

    from engine.ecotopia.content import notes as content_notes
    from tests.support.spelling import misspelled

    here = Path(__file__).resolve().parents[2] / "web" / "games" / "ecotopia"
    strings = json.loads((here / "strings.json").read_text(encoding="utf-8"))
    notes = content_notes()
    texts = [re.sub(r"\{[a-z_]+(?::\w+)?\}", "", re.sub(r"\{\w+:([^{}|]*)\|([^{}]*)\}", r"\1 \2", v[lang])) for v in strings.values()]
    texts += [n[k][lang] for n in notes for k in ("title", "text")]
    assert misspelled(texts, lang, ["Ecotopia", "Am", "In", "Ma", "Oi", "Po", "Re", "Bi", "Fi"]) == []
    assert all(n["sources"] for n in notes) and len(notes) >= 3


def test_the_table_in_parts_the_phone_folds_the_track_and_the_rest() -> None:
    """Issue 23: the step is the panel (the apps to tap), the board the 6×6 squares and the
    recycling centres (where an app's moves go), the status the planet track and the rest the
    smartphones, tiles, help and notes; on a phone the last two are folded under labels that say
    what they hold (the discs' places in the track's)."""
    from web.games.ecotopia.table import TABLE
    from web.screens import game as game_screen

    app = start_table("fr", 2, seed=2)
    _to_actions(app)
    app.command("ui", "mode:truck")
    seat_ctx = game_screen.ctx(app)
    parts = TABLE.parts(seat_ctx)
    assert "apps-row" in parts.step and "eco-board" not in parts.step
    assert "eco-board" in parts.board and "centre-nord-est" in parts.board
    assert 'class="sq target' in parts.board and "eco-panel" not in parts.board
    assert "eco-track" in parts.status and "eco-phones" in parts.more and "eco-notes" in parts.more
    blue, red = seat_ctx.view["blue"], seat_ctx.view["red"]
    assert parts.status_label == f"La planète\u202f: bleu {blue}, rouge {red}"
    app.size = "phone"
    html = app.render()
    assert '<details class="part part-status" id="part-status"><summary>La planète' in html
    assert '<details class="part part-more" id="part-more"><summary>Les smartphones, les tuiles' in html
    assert html.index("part-step") < html.index("part-status")


def _eco(seed: str = "7", version: str | None = None) -> App:
    app = make_app()
    form = {"players": "2", "kind-0": "human", "name-0": "Léa", "kind-1": "bot",
            "level-1": "strong", "seed": seed}
    if version:
        form["opt-version"] = version
    start_game(app, "ecotopia", form)
    return app


def _eco_play_until(app: App, done: Any, limit: int = 200) -> str:
    """Tap Léa's first offered step (an app, a tile, a square...) until ``done(html)``."""
    for _ in range(limit):
        close_moment(app)
        html = app.render()
        if done(html):
            return html
        acts = act_buttons(html)
        if acts:
            app.command("act", json.dumps(acts[0]))
            run_bots(app)
            continue
        taps = ui_buttons(html)
        if taps:
            app.command("ui", taps[0])
        else:  # a bot's turn
            assert app.turns is not None and app.turns.bot_to_move() is not None, visible_text(html)
            run_bots(app)
    raise AssertionError("not reached")


def test_ecotopia_no_since_your_last_turn_on_a_first_turn() -> None:
    """Léa's very first turn (after the apps chosen before the game) has no last turn to
    recall: neither the shell's « Depuis ton dernier tour » nor the panel's line; her second
    turn has both."""
    app = _eco()
    html = _eco_play_until(app, lambda h: app.turns is not None and app.turns.acting_seat() == 0
                           and app.turns.game.view(app.turns.match.state, 0)["phase"] != "apps")
    assert "Depuis ton dernier tour" not in visible_text(html)
    assert app.turns is not None
    html = _eco_play_until(app, lambda h: app.turns is not None and int(
        app.turns.game.view(app.turns.match.state, 0)["turn_number"]) > 2
        and app.turns.acting_seat() == 0)
    assert "Depuis ton dernier tour" in visible_text(html)


def test_ecotopia_simplified_game_does_not_tell_the_power_plants_conditions() -> None:
    """The simplified rules build the nuclear plant face up and recharge every plant without a
    condition: the table's help does not say it is placed face down, nor any plant's
    condition; the full game still does."""
    def first_turn(app: App) -> str:
        return _eco_play_until(app, lambda h: app.turns is not None and app.turns.acting_seat() == 0
                               and app.turns.game.view(app.turns.match.state, 0)["phase"] != "apps")

    simple = visible_text(first_turn(_eco(version="simplified")))
    assert "On la pose face cachée" not in simple
    assert "Règles simplifiées\u202f: elle se pose sans règle spéciale" in simple
    full = visible_text(first_turn(_eco(version="normal")))
    assert "On la pose face cachée" in full


def test_ecotopia_only_truck_moves_left_end_the_turn_in_one_tap() -> None:
    """Simplified game, Léa's battery holds several moves and only the truck can use them: one
    button ends the turn, the squares where the truck may stop are offered, and one tap plays
    every move (each one the engine's), the truck ending where she chose."""
    from engine.core.match import Match, SeatSpec
    from engine.core.rng import Prng, seed_state
    from engine.ecotopia import GAME as ECO
    from engine.ecotopia.actions import MoveTruck
    from web.turns import Turns

    match = Match(ECO, [SeatSpec("human", "Léa"), SeatSpec("human", "Tom")], {"version": "simplified"}, 0)
    rng = Prng(seed_state(0))
    for _ in range(3000):  # random moves up to a turn where only truck moves are left
        seat = ECO.current_players(match.state)[0]
        legal = ECO.legal_actions(match.state, seat)
        if match.state.battery > 1 and all(isinstance(a, MoveTruck) for a in legal):
            break
        match.play(seat, rng.choice(legal))
    else:
        raise AssertionError("no such turn")
    app = make_app()
    app.game_screen.turns = Turns(match, "t1")
    app.navigate("#/game/t1")
    while close_moment(app):
        pass
    take_handoff(app)
    battery, moves_before = match.state.battery, len(match.actions)
    html = app.render()
    assert "Finir le tour en un geste" in visible_text(html)
    app.command("ui", "mode:truck_end")
    ends = ui_args(app.render(), "truck_end")
    assert ends, "no square offered"
    goal = ends[len(ends) // 2]
    app.command("ui", f"truck_end:{goal}")
    assert app.flash is None, app.flash
    moved = [a for _, a in match.actions[moves_before:]]
    assert len(moved) == battery and all(isinstance(a, MoveTruck) for a in moved)
    assert moved[-1].to == goal and not any(a.load for a in moved)


def _eco_at(check: Any, seeds: range = range(40), seats: tuple[str, ...] = ("Léa", "Tom"),
            can_speak: bool = False) -> App:
    """The table of ``seats`` (a name: a person; "" a robot) at the first state of a random
    game where ``check(state)`` holds."""
    from engine.core.match import Match, SeatSpec
    from engine.ecotopia import GAME as ECO
    from web.turns import Turns

    specs = [SeatSpec("human", name) if name else SeatSpec("bot", "Robot", "medium")
             for name in seats]
    for seed in seeds:
        match = Match(ECO, specs, {"version": "normal"}, seed)
        rng = Prng(seed_state(seed))
        while not ECO.is_over(match.state) and not check(match.state):
            seat = ECO.current_players(match.state)[0]
            match.play(seat, rng.choice(ECO.legal_actions(match.state, seat)))
        if check(match.state):
            app = make_app(can_speak=can_speak)
            app.game_screen.turns = Turns(match, "t1")
            app.navigate("#/game/t1")
            while close_moment(app):
                pass
            take_handoff(app)
            return app
    raise AssertionError("no such state")


def test_ecotopia_a_data_centres_app_choice_says_why_it_comes_back() -> None:
    """A data centre built mid-game offers the apps again: the step says whose data centre,
    not "Avant de commencer" as at the set-up."""
    app = _eco_at(lambda s: s.phase == "apps" and s.resume == "actions")
    assert app.turns is not None
    builder = app.turns.name(app.turns.match.state.turn)
    text = visible_text(app.render())
    assert f"Le centre de données de {builder} offre une nouvelle application" in text
    assert "Avant de commencer" not in text


def test_ecotopia_the_pawn_moved_by_the_bonus_die_leaves_no_pawn_instruction() -> None:
    """Face 5 or 6 of the bonus die moves the team pawn for free: afterwards no app is in hand,
    so the step does not go on saying « Touche une case à côté du pion équipe »."""
    def die_moved_pawn(state: Any) -> bool:
        keys = [e.key for e in state.log[-3:]]
        return (state.phase == "actions" and bool(keys) and keys[-1] == "eco.log.team"
                and "eco.log.bonus" in keys)

    app = _eco_at(die_moved_pawn)
    html = app.render()
    assert "apps-row" in html
    assert "Touche une case à côté du pion équipe" not in visible_text(html)
    assert "Choisis une action, puis une case" in visible_text(html)


@pytest.mark.parametrize("can_speak", [True, False])
def test_ecotopia_another_person_reads_the_question_and_the_one_asked_answers(
        can_speak: bool) -> None:
    """The book: the one asked names another player, who reads the question aloud and must not
    help; the one asked answers. A robot never reads a person's question nor answers it."""
    app = _eco_at(lambda s: s.phase == "question" and s.turn == 0,
                  seats=("Léa", "", "Tom"), can_speak=can_speak)
    assert app.turns is not None
    html = app.render()
    text = visible_text(html)
    assert "Tom lit la question et ses réponses à voix haute" in text and "sans t'aider" in text
    assert "c'est toi, Léa, qui touches ta réponse" in text
    assert ("«\u202fÉcouter\u202f»" in text) is can_speak
    assert "Robot lit" not in text and "Discutez-en" not in text
    assert app.turns.acting_seat() == 0 and app.turns.bot_to_move() is None
    assert act_buttons(html), "Léa's answers are on her screen"


def test_ecotopia_alone_with_robots_the_one_asked_reads_or_listens() -> None:
    app = _eco_at(lambda s: s.phase == "question" and s.turn == 0, seats=("Léa", ""),
                  can_speak=True)
    text = visible_text(app.render())
    assert "Lis la question à voix haute ou touche «\u202fÉcouter\u202f»" in text
    assert "Robot lit" not in text
