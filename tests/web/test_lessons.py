"""Apprendre en jouant (issue 36): every lesson played to its end through the app, as a person
would (tap the card the coach points at, then the cell), in both languages; a wrong move is
explained and taken back at no cost; a lesson is resumed and ends on a real game."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from engine.core.game import visible_log
from engine.core.registry import PACKAGES
from tests.support.ui import check_screen, make_app, run_bots
from web import lessons
from web.app import App
from web.html import esc
from web.saves import MemoryStore
from web.screens import game as game_screen
from web.tables import web_package

ROOT = Path(__file__).resolve().parents[2]
#: the games whose package says they have a lesson
LESSON_GAMES = tuple(game_id for game_id in PACKAGES if lessons.has_lesson(game_id))


def _lookup(view: dict[str, Any], path: str) -> Any:
    value: Any = view
    for part in path.split("."):
        value = value[part]
    return value


def _coach(html: str) -> tuple[str, str]:
    """The bubble's target name and its text."""
    match = re.search(r'<section class="coach" data-coach="([^"]*)"(.*?)</section>', html, re.S)
    assert match, "no coach on screen"
    return match.group(1), match.group(2)


def _pointed(html: str, name: str) -> str:
    """The tag of the element the coach points at (exactly one)."""
    tags = re.findall(rf'<[a-z]+ [^>]*data-coach-target="{re.escape(name)}"[^>]*>', html)
    assert len(tags) == 1, f"{len(tags)} elements marked {name}"
    return tags[0]


def _tap(app: App, tag: str, typed: dict[str, Any] | None = None) -> None:
    """Tap a button; a form (a word to type) is filled with ``typed`` (the step's move in the
    person's language: its field named as the move's value, Planète's ``word``) and sent."""
    cmd = re.search(r'data-(?:cmd|submit)="([^"]+)"', tag)
    arg = re.search(r'data-arg="([^"]*)"', tag)
    assert cmd, f"the coach points at something that cannot be tapped: {tag}"
    form = {k: v for k, v in (typed or {}).items() if isinstance(v, str)} \
        if tag.startswith("<form") else None
    app.command(cmd.group(1), json.loads(json.dumps(arg.group(1))).replace("&quot;", '"')
                .replace("&amp;", "&") if arg else "", form)


def _watch_moments(app: App) -> None:
    """A public moment (battles turned over, a round's end) on show: the coach says to watch
    it and points at its next button; the person taps it until the moment is closed."""
    for _ in range(20):
        html = app.render()
        if '<section class="moment"' not in html:
            return
        name, text = _coach(html)
        assert name == "moment" and 'data-coach-state="moment"' in html
        assert esc(app.t("lesson.moment"))[:30] in text
        _tap(app, _pointed(html, name))
        run_bots(app, close_moments=False)
    raise AssertionError("the moment never closed")


def _start(app: App, game_id: str, *, close_moments: bool = True) -> None:
    fx = app.navigate(f"#/learn/{game_id}")
    assert fx.set_hash and fx.set_hash.startswith("#/game/")
    assert fx.replace_hash, "#/learn/… leads on: Back must skip it"
    app.navigate(fx.set_hash)
    run_bots(app, close_moments=close_moments)


def _play_steps(app: App, steps: tuple[lessons.Step, ...], *, watch: bool = False) -> None:
    """The lesson's moves of ``steps`` played as its taps play them, the robots after each
    (``watch``: then the table's moments watched as the coach asks)."""
    for step in steps:
        for move in (step.move, *step.then):
            app.command("act", json.dumps(lessons.in_language(move, "fr")))
        run_bots(app)
        if watch:
            _watch_moments(app)


def test_a_game_has_a_lesson_exactly_when_its_lesson_file_is_there() -> None:
    seen_one = False
    for game_id in PACKAGES:
        package = web_package(game_id)
        assert package is not None
        has_file = (ROOT / package.replace(".", "/") / "lesson.json").is_file()
        assert lessons.has_lesson(game_id) == has_file, game_id
        seen_one = seen_one or has_file
    assert seen_one, "no game has a lesson"


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game_id", LESSON_GAMES)
def test_a_lesson_is_played_to_its_end_by_following_the_coach(game_id: str, lang: str) -> None:
    app = make_app(lang=lang)
    _start(app, game_id, close_moments=False)
    lesson = lessons.load(game_id)
    # 5 to 10 minutes: Planète's 18 steps guide both rounds, 6 of them one tap each (a peek,
    # "J'ai bien regardé", "Tout le monde est d'accord")
    assert lesson is not None and 5 <= len(lesson.steps) <= 18
    for said in (lesson.intro, lesson.outro):
        assert said["fr"].strip() and said["en"].strip() and said["fr"] != said["en"]
    _, first = _coach(app.render())  # the welcome is on the first screen (a moment's or a step's)
    assert esc(lessons.words(lesson.intro, lang))[:40] in first
    _watch_moments(app)
    for index, step in enumerate(lesson.steps):
        for said in (step.say, step.wrong):
            assert said["fr"].strip() and said["en"].strip() and said["fr"] != said["en"]
        turns = app.turns
        assert turns is not None and turns.acting_seat() == 0, f"step {index + 1}: not the person's turn"
        view = turns.view()
        for path, wanted in step.expect.items():
            assert _lookup(view, path) == wanted, f"step {index + 1}: {path}"
        move = lessons.in_language(step.move, lang)
        # a typed word is legal beyond the menu the robots pick from: the engine judges it
        assert turns.game.is_legal(turns.match.state, 0, turns.game.decode_action(move)), \
            f"step {index + 1}: the move to try is not legal"
        # the person taps what the coach points at, until the move is played
        for _ in range(4):
            html = app.render()
            check_screen(app, html)
            name, text = _coach(html)
            assert name == f"step-{index + 1}"
            assert esc(lessons.words(step.say, lang)).split("\n")[0][:40] in text
            before = len(turns.match.actions)
            _tap(app, _pointed(html, name), move)
            if len(turns.match.actions) > before:
                break
        played = [a for seat, a in turns.match.actions if seat == 0]
        assert turns.game.encode_action(played[-1]) == (step.then or (move,))[-1]
        run_bots(app, close_moments=False)
        _watch_moments(app)  # the table's moments (an Aléas card drawn) watched, then closed
    html = app.render()
    _, text = _coach(html)
    assert esc(lessons.words(lesson.outro, lang))[:40] in text
    assert 'data-cmd="lesson-real"' in html


@pytest.mark.parametrize("at", [1, 3])
@pytest.mark.parametrize("game_id", LESSON_GAMES)
def test_a_wrong_move_is_explained_and_costs_nothing(game_id: str, at: int) -> None:
    app = make_app()
    _start(app, game_id)
    lesson = lessons.load(game_id)
    assert lesson is not None and app.turns is not None
    for step in lesson.steps[:at]:
        app.command("act", json.dumps(lessons.in_language(step.move, "fr")))
        run_bots(app)
    turns = app.turns
    actions = list(turns.match.actions)
    before = turns.match.state
    other = next(a for a in turns.legal() if turns.game.encode_action(a) != lesson.steps[at].move)
    app.command("act", json.dumps(turns.game.encode_action(other)))
    run_bots(app)
    html = app.render()
    _, text = _coach(html)
    assert 'data-coach-state="wrong"' in html
    assert esc(lessons.words(lesson.steps[at].wrong, "fr"))[:40] in text
    assert 'id="lesson-undo"' in text
    app.command("lesson-back", game_id)
    assert app.turns is not None and app.turns.match.state == before  # nothing lost
    assert app.turns.match.actions == actions
    name, _ = _coach(app.render())
    assert name == f"step-{at + 1}"


@pytest.mark.parametrize("game_id", LESSON_GAMES)
def test_a_lesson_is_kept_and_resumed_and_ends_on_a_real_game(game_id: str) -> None:
    store = MemoryStore()
    app = make_app(store)
    _start(app, game_id)
    assert app.turns is not None
    save_id = app.turns.save_id
    lesson = lessons.load(game_id)
    assert lesson is not None
    app.command("act", json.dumps(lesson.steps[0].move))
    run_bots(app)
    # another visit: the lesson comes back where it was left
    again = make_app(store)
    fx = again.navigate(f"#/learn/{game_id}")
    assert fx.set_hash == f"#/game/{save_id}" and fx.replace_hash
    again.navigate(fx.set_hash)
    run_bots(again)
    name, _ = _coach(again.render())
    assert name == "step-2"
    fx = again.command("lesson-real", game_id)
    assert fx.set_hash == f"#/play/{game_id}"  # the set-up, filled in, before the real game
    again.navigate(fx.set_hash)
    fx = again.command("setup-start", "", {})
    assert fx.set_hash and fx.set_hash != f"#/game/{save_id}"
    again.navigate(fx.set_hash)
    assert again.turns is not None
    assert [(s.kind, s.level) for s in again.turns.seats] == [
        (s.kind, s.level) for s in app.turns.seats]  # the same people and robots
    assert "data-coach" not in again.render()  # a real game has no coach


#: the games whose lesson sets an option (Ecotopia teaches its simplified version)
OPTION_GAMES = tuple(game_id for game_id in LESSON_GAMES
                     if (lesson := lessons.load(game_id)) is not None and lesson.options)


def test_some_lesson_sets_options() -> None:
    assert "ecotopia" in OPTION_GAMES


@pytest.mark.parametrize("game_id", OPTION_GAMES)
def test_the_real_game_a_lesson_offers_carries_its_options(game_id: str) -> None:
    """The lesson's "Jouer une vraie partie" opens the set-up with the lesson's options chosen
    (not the game's defaults): the first real game is the version the newcomer learned."""
    app = make_app()
    _start(app, game_id)
    lesson = lessons.load(game_id)
    assert lesson is not None and app.turns is not None
    fx = app.command("lesson-real", game_id)
    assert fx.set_hash == f"#/play/{game_id}"
    app.navigate(fx.set_hash)
    html = app.render()
    check_screen(app, html)
    for name, value in lesson.options.items():
        chosen = re.search(rf'<select name="opt-{name}"[^>]*>(.*?)</select>', html, re.S)
        assert chosen, f"the set-up offers no {name}"
        assert f'<option value="{esc(str(value))}" selected>' in chosen.group(1)
    app.command("setup-start", "", {})
    assert app.turns is not None and lessons.lesson_of(app, app.turns.save_id) is None
    assert {k: app.turns.match.options[k] for k in lesson.options} == lesson.options
    # the learner is a person with the form's usual name, not the lesson's "Toi"
    assert app.turns.seats[0].kind == "human" and app.turns.seats[0].name == "Joueur 1"


def test_the_set_up_says_which_ecotopia_version_is_for_a_first_game() -> None:
    for lang, words in (("fr", "première partie"), ("en", "first game")):
        app = make_app(lang=lang)
        app.navigate("#/play/ecotopia")
        html = app.render()
        hint = re.search(r'<small class="option-help" id="help-version">([^<]*)</small>', html)
        assert hint and words in hint.group(1), lang
        app.command("setup-change", "", {"opt-version": "simplified"})
        hint = re.search(r'<small class="option-help" id="help-version">([^<]*)</small>',
                         app.render())
        assert hint and words in hint.group(1), lang


@pytest.mark.parametrize("game_id", LESSON_GAMES)
def test_the_lesson_is_offered_where_the_game_is(game_id: str) -> None:
    app = make_app()
    app.navigate("#/")
    assert f'data-arg="#/learn/{game_id}"' in app.render()
    app.navigate(f"#/rules/{game_id}")
    assert f'data-arg="#/learn/{game_id}"' in app.render()
    app.navigate(f"#/play/{game_id}")
    assert f'data-arg="#/learn/{game_id}"' in app.render()


def _texts(lesson: lessons.Lesson) -> list[lessons.Text]:
    said = [lesson.intro, lesson.outro]
    for step in lesson.steps:
        said += [step.say, step.wrong] + ([step.moment] if step.moment else [])
    return said


@pytest.mark.parametrize("game_id", LESSON_GAMES)
def test_a_lesson_is_written_in_french_typography_and_real_english(game_id: str) -> None:
    """French: a narrow no-break space (U+202F) before ; : ! ? and inside « », never a plain
    or no-break space there; English: none of them, and not the French text."""
    lesson = lessons.load(game_id)
    assert lesson is not None
    for said in _texts(lesson):
        french, english = said["fr"], said["en"]
        assert not re.search(r"[ \u00a0][;:!?»]|«[ \u00a0]", french), french
        assert not re.search(r"[^\u202f][;:!?]|«[^\u202f]|[^\u202f]»", french.replace("://", "")), french
        assert "\u202f" not in english and "«" not in english, english
        assert english != french


def test_glace_names_its_columns_as_the_table_shows_them() -> None:
    """The coach names a cell as the board does (Ouest, Nord, Est; West, North, East), never
    by the engine's letters W, N, E."""
    lesson = lessons.load("glace-et-ciel")
    assert lesson is not None
    for said in _texts(lesson):
        for text in said.values():
            assert not re.search(r"· [WNE]\b|\b(colonne|column) [WNE]\b", text), text


def _chance_lesson(monkeypatch: pytest.MonkeyPatch) -> lessons.Lesson:
    """Climat's lesson as it would be if chance decided its challenge: its word and verdict
    steps made one step of two moves ("Non : le hasard décide" closes the word step, then
    chance: ``then``) that "Oui, on joue le défi" leaves (``aside``). The lessons' generic
    ``then`` and ``aside`` are held on it, whichever lesson uses them."""
    load = lessons.load
    real = load("climat-tic-tac")
    assert real is not None
    at = next(i for i, step in enumerate(real.steps) if step.move["type"] == "ChooseWord")
    assert real.steps[at + 1].move["type"] == "ChallengeResult"
    chance = replace(real.steps[at], then=({"type": "ResolveChallengeByChance"},),
                     target=('data-arg="chance:"',), aside=("guesser",),
                     wrong={"fr": "Tu joues le défi avec quelqu'un.", "en": "You play it with someone."})
    lesson = replace(real, steps=(*real.steps[:at], chance, *real.steps[at + 2:]))
    monkeypatch.setattr(lessons, "load",
                        lambda game_id: lesson if game_id == "climat-tic-tac" else load(game_id))
    return lesson


def _climat_played_to(lesson: lessons.Lesson, at: int) -> App:
    """A new Climat lesson with its first ``at`` steps played."""
    app = make_app()
    _start(app, "climat-tic-tac")
    _play_steps(app, lesson.steps[:at])
    return app


def test_a_step_of_two_moves_is_followed_or_taken_back_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """A step whose tap plays two moves (``then``: "Non : le hasard décide", the word step
    closed, then chance) is one step. Playing the challenge with someone nearby instead ("Oui",
    a word, a verdict) is explained after the verdict and taken back to before the word."""
    lesson = _chance_lesson(monkeypatch)
    at = next(i for i, step in enumerate(lesson.steps) if step.then)
    app = _climat_played_to(lesson, at)
    turns = app.turns
    assert turns is not None
    before, actions = turns.match.state, list(turns.match.actions)
    _tap(app, _pointed(app.render(), f"step-{at + 1}"))  # "Non : le hasard décide": two moves
    run_bots(app, close_moments=False)
    assert _coach(app.render())[0] in ("moment", f"step-{at + 2}")  # the step is played whole
    app = _climat_played_to(lesson, at)
    assert app.turns is not None and app.turns.match.state == before
    app.command("act", json.dumps(lesson.steps[at].move))  # the word: the step is half played
    name, _ = _coach(app.render())
    assert name == "" and 'data-coach-state="on"' in app.render()
    app.command("act", json.dumps({"type": "ChallengeResult", "won": True}))  # "won", said by whom?
    run_bots(app)
    html = app.render()
    assert 'data-coach-state="wrong"' in html
    assert esc(lessons.words(lesson.steps[at].wrong, "fr"))[:20] in _coach(html)[1]
    app.command("lesson-back", "climat-tic-tac")
    assert app.turns is not None and app.turns.match.state == before
    assert app.turns.match.actions == actions
    assert _coach(app.render())[0] == f"step-{at + 1}"


def test_climat_plays_its_challenge_as_a_table_does() -> None:
    """Climat's challenge in the lesson is the real one: the coach points at "Oui, on joue le
    défi", then the word to mime, then "C'est parti !" (the timer starts), then the verdict,
    "Défi raté": the robot never guesses, so nobody found the word."""
    app = make_app()
    _start(app, "climat-tic-tac")
    lesson = lessons.load("climat-tic-tac")
    assert lesson is not None and app.turns is not None
    at = next(i for i, step in enumerate(lesson.steps) if step.move["type"] == "ChooseWord")
    _play_steps(app, lesson.steps[:at], watch=True)
    taps = []
    for name in (f"step-{at + 1}", f"step-{at + 1}", f"step-{at + 2}", f"step-{at + 2}"):
        html = app.render()
        assert _coach(html)[0] == name
        tag = _pointed(html, name)
        taps.append(re.search(r'data-arg="([^"]*)"', tag).group(1))  # type: ignore[union-attr]
        if len(taps) == 4:
            assert 'class="timer' in html  # the performance runs against the clock
        _tap(app, tag)
        run_bots(app, close_moments=False)
    assert taps[0] == "guesser:" and taps[2] == "go:"
    assert json.loads(taps[1].replace("&quot;", '"')) == {"index": 0, "type": "ChooseWord"}
    assert json.loads(taps[3].replace("&quot;", '"')) == {"type": "ChallengeResult", "won": False}
    assert _coach(app.render())[0] in ("moment", f"step-{at + 3}")


def test_letting_chance_decide_the_lessons_challenge_is_explained_and_taken_back() -> None:
    """"Non : le hasard décide" at the lesson's challenge plays the word and chance at once:
    the word is the lesson's, chance is not. The coach explains it at the verdict's step and
    takes chance back: the word stays chosen, the challenge is to play."""
    app = make_app()
    _start(app, "climat-tic-tac")
    lesson = lessons.load("climat-tic-tac")
    assert lesson is not None and app.turns is not None
    at = next(i for i, step in enumerate(lesson.steps) if step.move["type"] == "ChooseWord")
    _play_steps(app, lesson.steps[:at + 1])
    before, actions = app.turns.match.state, list(app.turns.match.actions)
    app.command("lesson-back", "climat-tic-tac")  # on the lesson's path: nothing taken back
    assert app.turns.match.actions == actions
    app = make_app()
    _start(app, "climat-tic-tac")
    _play_steps(app, lesson.steps[:at])
    app.command("ui", "chance:")  # "Non : le hasard décide"
    run_bots(app)
    html = app.render()
    assert 'data-coach-state="wrong"' in html
    assert esc(lessons.words(lesson.steps[at + 1].wrong, "fr"))[:40] in _coach(html)[1]
    app.command("lesson-back", "climat-tic-tac")
    assert app.turns is not None and app.turns.match.state == before
    assert app.turns.match.actions == actions
    assert _coach(app.render())[0] == f"step-{at + 2}"


@pytest.mark.parametrize("game_id", [g for g in LESSON_GAMES
                                     if any(s.look for s in lessons.load(g).steps)])  # type: ignore[union-attr]
def test_the_part_a_step_is_about_is_shown_beside_what_is_tapped(game_id: str) -> None:
    """A step's ``look`` (a city, the CO2 scale, the planet track, the battery) is marked on
    its screen, once, and it is not the thing to tap."""
    app = make_app()
    _start(app, game_id)
    lesson = lessons.load(game_id)
    assert lesson is not None and app.turns is not None
    for index, step in enumerate(lesson.steps):
        html = app.render()
        name = f"step-{index + 1}"
        _, bubble = _coach(html)
        table = html.replace(bubble, "")
        looked = re.findall(rf'<[a-z]+ [^>]*data-coach-look="{name}"[^>]*>', table)
        assert len(looked) == (1 if step.look else 0), (name, looked)
        assert not looked or "data-coach-target" not in looked[0]
        # a chip the sticky bubble would cover is shown in it too, marked, never more than once
        assert len(re.findall(r'data-coach-look=', bubble)) <= (1 if step.look else 0)
        for move in (step.move, *step.then):
            app.command("act", json.dumps(move))
        run_bots(app)


def test_saying_someone_can_guess_is_explained_at_once_and_taken_back(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A lesson that lets chance decide (Climat's, as ``_chance_lesson`` makes it): "Oui, on
    joue le défi" plays no move yet, but leaves the lesson's path (the step's ``aside``): the
    coach says so at once, instead of pointing on at a chance button that is gone, and comes
    back."""
    lesson = _chance_lesson(monkeypatch)
    at = next(i for i, step in enumerate(lesson.steps) if step.aside)
    app = _climat_played_to(lesson, at)
    assert app.turns is not None
    before, actions = app.turns.match.state, list(app.turns.match.actions)
    app.command("ui", "guesser:")  # "Oui, on joue le défi"
    html = app.render()
    assert 'data-coach-state="wrong"' in html
    assert esc(lessons.words(lesson.steps[at].wrong, "fr"))[:40] in _coach(html)[1]
    app.command("lesson-back", "climat-tic-tac")
    assert app.turns is not None and app.turns.match.state == before
    assert app.turns.match.actions == actions and not app.turns.ui.get("guesser")
    assert _coach(app.render())[0] == f"step-{at + 1}"


def test_on_a_phone_a_city_under_the_step_is_shown_in_the_bubble() -> None:
    """On a phone the map lies under the action panel: the city a step is about is copied
    into the coach's bubble (its name and pawns), marked as what to look at; on a tablet the
    map beside the step is enough."""
    app = make_app()
    app.resize(390, 844, False)
    _start(app, "climat-tic-tac")
    lesson = lessons.load("climat-tic-tac")
    assert lesson is not None and lesson.steps[0].look
    _, bubble = _coach(app.render())
    copied = re.search(r'<ul class="coach-look"><li data-coach-look="step-1">(.*?)</li></ul>', bubble)
    assert copied and "Lagos" in copied.group(1)
    app.resize(1024, 768, False)
    assert "coach-look" not in _coach(app.render())[1]


def test_a_chip_the_bubble_would_cover_is_shown_in_it() -> None:
    """Climat's CO₂ chip sits above the step: once the page scrolls to what is tapped, the
    sticky bubble covers it, so the bubble shows it too, marked, at every size."""
    app = make_app()
    _start(app, "climat-tic-tac")
    lesson = lessons.load("climat-tic-tac")
    assert lesson is not None and app.turns is not None
    at = next(i for i, step in enumerate(lesson.steps) if 'data-part="ppm"' in step.look)
    _play_steps(app, lesson.steps[:at], watch=True)
    _, bubble = _coach(app.render())
    copied = re.search(rf'<ul class="coach-look"><li data-coach-look="step-{at + 1}">(.*?)</li></ul>', bubble)
    assert copied and "ppm" in copied.group(1), bubble[:300]


def test_on_a_phone_a_square_under_the_step_is_shown_in_the_bubble() -> None:
    """Ecotopia on a phone: the square a step is about (the shoe waiting in C6) lies on the
    board under the action panel; the bubble says what is on it, marked."""
    app = make_app()
    app.resize(390, 844, False)
    _start(app, "ecotopia")
    lesson = lessons.load("ecotopia")
    assert lesson is not None and app.turns is not None
    at = next(i for i, step in enumerate(lesson.steps) if 'data-part="sq-' in "".join(step.look))
    _play_steps(app, lesson.steps[:at], watch=True)
    _, bubble = _coach(app.render())
    copied = re.search(rf'<ul class="coach-look"><li data-coach-look="step-{at + 1}">(.*?)</li></ul>', bubble)
    assert copied and copied.group(1).startswith("C6"), bubble[:300]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_learners_turn_is_said_without_the_name_toi(lang: str) -> None:
    """The learner is named "Toi": the turn line says "À toi de jouer !", never "À toi de
    jouer, Toi !"; a real game keeps the player's name."""
    app = make_app(lang=lang)
    _start(app, "glace-et-ciel")
    turn = re.search(r'<p class="turn"[^>]*>([^<]*)<', app.render())
    assert turn is not None and turn.group(1) == esc(app.t("game.your_turn.you"))
    assert not turn.group(1).rstrip("!\u202f").endswith(app.t("lesson.you"))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_planete_guides_a_typed_word_of_round_two(lang: str) -> None:
    """Planète's round 2 is played with the coach: the word the person types (in their
    language, the cards' and the judge's) is the step's move; a word already said on the card is
    refused at once and costs nothing; another word is explained and taken back."""
    app = make_app(lang=lang)
    _start(app, "planete-ciel-espace")
    lesson = lessons.load("planete-ciel-espace")
    assert lesson is not None and app.turns is not None
    at = next(i for i, step in enumerate(lesson.steps) if step.move["type"] == "ProposeWord")
    for step in lesson.steps[:at]:
        app.command("act", json.dumps(lessons.in_language(step.move, lang)))
        run_bots(app)
    turns = app.turns
    view = turns.view()
    assert view["round"] == 2 and view["current"]["said"], "a robot speaks first on the card"
    html = app.render()
    name, _ = _coach(html)
    assert name == f"step-{at + 1}"
    # the word form speaks to the learner: "Ton mot :", never "Ton mot, Toi :"
    named = esc(app.t("pce.ui.your_word", name=app.t("lesson.you")))
    assert esc(app.t("pce.ui.your_word.you")) in html and named not in html
    before, actions = turns.match.state, list(turns.match.actions)
    said = view["current"]["said"][0]["word"]
    app.command("ui", "word:", {"word": said})  # already said: refused by the table at once
    assert app.flash and app.flash[0] == "error" and turns.match.state == before
    assert _coach(app.render())[0] == f"step-{at + 1}"
    other = {"fr": "lumière", "en": "light"}[lang]  # another word: the lesson's "wrong"
    app.command("ui", "word:", {"word": other})
    run_bots(app)
    html = app.render()
    assert 'data-coach-state="wrong"' in html
    assert esc(lessons.words(lesson.steps[at].wrong, lang))[:40] in _coach(html)[1]
    app.command("lesson-back", "planete-ciel-espace")
    assert app.turns is not None and app.turns.match.state == before
    assert app.turns.match.actions == actions
    word = lessons.in_language(lesson.steps[at].move, lang)["word"]
    app.command("ui", "word:", {"word": word})
    run_bots(app)
    read = app.turns.view()["read"]
    assert read and any(s["word"] == word and s["result"] == "scored" for s in read[-1]["said"])
    assert _coach(app.render())[0] == f"step-{at + 2}"


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game_id", LESSON_GAMES)
def test_the_log_tells_the_learners_moves_in_the_second_person(game_id: str, lang: str) -> None:
    """The learner is named "Toi"/"You": every log line of a lesson played to its end tells
    their moves in the second person (the keys' ``.you`` variants: "Tu poses…", "You lay…"),
    never "Toi pose…" or "You lays…"; a real game keeps the names."""
    app = make_app(lang=lang)
    _start(app, game_id, close_moments=False)
    lesson = lessons.load(game_id)
    assert lesson is not None and lessons.learner(app) == 0
    _watch_moments(app)
    # the table speaks to the learner too ("À toi !", "Ton mot :"), never "À toi, Toi"
    named = {"fr": r"(, |\bà |\bÀ )Toi\b|\bToi (peut|joue|a|est)\b",
             "en": r", You\b|\bYou (has|is|plays)\b"}[lang]
    for step in lesson.steps:
        for move in (step.move, *step.then):
            app.command("act", json.dumps(lessons.in_language(move, lang)))
        run_bots(app, close_moments=False)
        _watch_moments(app)
        html = app.render()
        shown = re.sub(r"<[^>]+>", " ", html.replace(_coach(html)[1], "")) if "data-coach" in html else ""
        assert not re.search(named, shown), re.search(named, shown)
    assert app.turns is not None
    lines = game_screen.narrator(app).lines(visible_log(app.turns.match.state.log, 0))
    said = {"fr": r"^(Tu|Ta|Ton|Tes) |: (tu|ta|ton|tes) ", "en": r"^(You|Your) |: (you|your) "}[lang]
    assert any(re.search(said, line) for line in lines), lines
    wrong = {"fr": r"\bToi\b", "en": r"\bYou (has|[a-z]+[^s]s)\b"}[lang]
    assert not [line for line in lines if re.search(wrong, line)]
    app.command("lesson-real", game_id)
    assert app.turns is not None and lessons.learner(app) is None


def test_a_lesson_is_played_in_the_language_its_table_fills() -> None:
    """Planète's table fills the language of the cards and of the words (as its set-up form
    does): an English lesson shows the cards in English and judges English words."""
    app = make_app(lang="en")
    _start(app, "planete-ciel-espace", close_moments=False)
    assert app.turns is not None and app.turns.match.options["lang"] == "en"
    html = app.render()
    assert ">Comet<" in html and "Comète" not in html


def test_glace_says_the_sky_rule_at_a_generations_end_and_shows_the_notebook() -> None:
    """The newcomer who lost −6 had never heard that a Sky total of 0 or less loses, nor of
    the deduction notebook: the coach says the Sky rule on the first generation's end (the
    screen that shows the Sky's change), and the next step outlines the notebook switch, the
    first time the learner's goal is not told."""
    app = make_app()
    _start(app, "glace-et-ciel", close_moments=False)
    lesson = lessons.load("glace-et-ciel")
    assert lesson is not None and app.turns is not None
    at = next(i for i, step in enumerate(lesson.steps) if step.expect.get("generation") == 2)
    _play_steps(app, lesson.steps[:at - 1])
    app.command("act", json.dumps(lesson.steps[at - 1].move))  # the generation's last card
    run_bots(app, close_moments=False)
    html = app.render()
    moment = html[html.index('<section class="moment"'):]
    assert esc(app.t("glace.ciel", generation=1, ciel="0")) in moment  # the Sky's change shows
    step = lesson.steps[at]
    assert step.moment is not None
    assert esc(lessons.words(step.moment, "fr"))[:40] in _coach(html)[1]
    _watch_moments(app)
    html = app.render()
    _, bubble = _coach(html)
    looked = re.findall(rf'<[a-z]+ [^>]*data-coach-look="step-{at + 1}"[^>]*>', html.replace(bubble, ""))
    assert len(looked) == 1 and 'data-arg="notebook:"' in looked[0]
