"""Apprendre en jouant (issue 36): a guided first game, one mechanism for every game.

A lesson is a real match (the game's engine and rules, a fixed seed, one person and robots),
saved like any game, with a coach above the table. What the coach says is data beside the
game (``web/games/<game>/lesson.json``): the seed, the robots, and the steps, one per move of
the person's in order: the rule that first matters there and why the move helps (``say``), the
move to try (``move``, encoded as saves record it), what another move would do (``wrong``), the
part of the table it is about (``target``: markup fragments, the first one on screen is
pointed at; ``"@move"`` is the move's own button) and what the game shows then (``expect``,
values of the person's view, checked by the tests). A button may play more than one move (at
Climat, "Non" to "someone to guess?" closes the word step and lets chance decide): the moves
after the first are the step's ``then``. A step's ``aside`` names the table's own toggles
(``ui`` names) that leave the lesson's path before any move is played (at Climat, "Oui, on
joue le défi" instead of letting chance decide): the coach says at once why the lesson goes
another way and offers to come back.

The coach never plays: it reads the moves the person made. While they follow the lesson it
shows the next step; after another move it explains kindly what that move did and offers to
take it back (nothing is lost: the undo of any game) or to play on freely. Bots move by the
match's seed and move number, so the same moves always reach the same states.

The bubble carries ``data-coach`` naming its target; the element pointed at carries
``data-coach-target`` with the same name.
"""

from __future__ import annotations

import contextlib
import json
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from engine.core.content import read_text
from engine.core.match import Match, SeatSpec
from engine.core.registry import get_game

from . import tables
from .effects import Effects
from .html import button, esc
from .links import default_setup
from .saves import StorageError
from .tables import web_package
from .turns import Turns

if TYPE_CHECKING:
    from .app import App, Command
    from .seam import Form, SetupState

#: where the lessons in progress are kept: {game id: save id}
LESSONS_KEY = "terraludo:lessons"

Text = dict[str, str]


@dataclass(frozen=True)
class Step:
    move: dict[str, Any]
    #: the moves the same tap plays after ``move`` (none for most steps)
    then: tuple[dict[str, Any], ...]
    say: Text
    wrong: Text
    target: tuple[str, ...]
    expect: dict[str, Any]
    #: what to watch in a public moment shown before this step (the spin, battles turned
    #: over), said before the coach's usual "watch, then Continue"
    moment: Text | None = None
    #: the part of the table the words are about, when it is not what is tapped (a city, a
    #: track, a battery): shown, not tapped (``data-coach-look``)
    look: tuple[str, ...] = ()
    #: the table's toggles (``ui`` names) that leave this step's path before any move
    aside: tuple[str, ...] = ()


@dataclass(frozen=True)
class Lesson:
    game: str
    seed: int
    options: dict[str, Any]
    robots: tuple[str, ...]
    intro: Text
    outro: Text
    steps: tuple[Step, ...]


def has_lesson(game_id: str) -> bool:
    """Whether the game has a lesson (its package says so: ``HAS_LESSON``)."""
    return tables.has_lesson(game_id)


def learn_button(app: App, game_id: str, *, cls: str = "button") -> str:
    """"Apprendre en jouant", where a game is offered (its card, its rules, its set-up)."""
    if not has_lesson(game_id):
        return ""
    return button(esc(app.t("home.learn")), "go", f"#/learn/{game_id}", cls=cls,
                  aria_label=f"{app.t('home.learn')} — {app.game_title(game_id)}")


def load(game_id: str) -> Lesson | None:
    """The game's lesson (its ``lesson.json``), or None when it has none."""
    package = web_package(game_id)
    if package is None or not has_lesson(game_id):
        return None
    data = json.loads(read_text(package, "lesson.json"))
    steps = tuple(Step(move=s["move"], then=tuple(s.get("then", ())), say=s["say"],
                       wrong=s["wrong"], look=tuple(_fragment(t) for t in s.get("look", ())),
                       target=tuple(_fragment(t) for t in s.get("target", ())),
                       expect=s.get("expect", {}), moment=s.get("moment"),
                       aside=tuple(s.get("aside", ())))
                  for s in data["steps"])
    return Lesson(game=game_id, seed=int(data["seed"]), options=dict(data.get("options", {})),
                  robots=tuple(data["robots"]), intro=data["intro"], outro=data["outro"],
                  steps=steps)


def _fragment(target: Any) -> str:
    """A target as the markup it is found by: ``"@move"`` (the move's own button, found once
    the match is known), ``{"ui": name, "value": v}`` (a table's button sending ``name:v``),
    ``{"class": c}`` (the first element whose class list starts with ``c``), ``{"part": p}``
    (the part of the table marked ``data-part="p"``: a city, a track, a square); a ui target
    with ``"pressed": false`` is found only while that toggle is not pressed."""
    if target == "@move":
        return "@move"
    if isinstance(target, dict) and "ui" in target:
        fragment = f"data-arg=\"{esc(target['ui'])}:{esc(target.get('value', ''))}\""
        if "pressed" in target:  # a toggle (a card to pick among two): only while not picked
            fragment += f" aria-pressed=\"{'true' if target['pressed'] else 'false'}\""
        return fragment
    if isinstance(target, dict) and "class" in target:
        return f"class=\"{esc(target['class'])}"
    if isinstance(target, dict) and "part" in target:
        return f"data-part=\"{esc(target['part'])}\""
    raise ValueError(f"a lesson's target is @move, ui, class or part: {target!r}")


def in_language(move: dict[str, Any], lang: str) -> dict[str, Any]:
    """The move as a person of ``lang`` plays it: a typed value may be written per language
    (Planète's word ``{"fr": "étoile", "en": "star"}``: the words are judged in the app's)."""
    return {k: words(v, lang) if isinstance(v, dict) else v for k, v in move.items()}


def follows(encoded: dict[str, Any], move: dict[str, Any]) -> bool:
    """Whether the move played (``encoded``) is the step's ``move``, in any of its languages."""
    return any(encoded == in_language(move, lang) for lang in _languages(move))


def _languages(move: dict[str, Any]) -> set[str]:
    return {lang for v in move.values() if isinstance(v, dict) for lang in v} or {"fr"}


def words(text: Text, lang: str) -> str:
    return text.get(lang) or text["fr"]


# --- where the person is in the lesson ----------------------------------------------------------
Where = Literal["on", "wrong", "free", "done", "moment"]


def progress(lesson: Lesson, turns: Turns) -> tuple[Where, int]:
    """("on", i): step i is to play; ("wrong", i): the last move was not step i's (its
    explanation shows); ("free", i): the person left the lesson at step i and plays on;
    ("done", n): every step was played."""
    human = turns.humans[0]
    played = [turns.game.encode_action(a) for seat, a in turns.match.actions if seat == human]
    # every move the lesson expects, with the step it belongs to
    expected = [(i, move) for i, step in enumerate(lesson.steps) for move in (step.move, *step.then)]
    for k, encoded in enumerate(played):
        if k >= len(expected):
            return "done", len(lesson.steps)
        index, move = expected[k]
        if not follows(encoded, move):
            return ("wrong" if k == len(played) - 1 else "free"), index
    if len(played) >= len(expected):
        return "done", len(lesson.steps)
    return "on", expected[len(played)][0]


def where_now(lesson: Lesson, turns: Turns) -> tuple[Where, int]:
    """``progress``, and "wrong" as soon as the person took a toggle that leaves the step's
    path (its ``aside``) although no move was played yet."""
    where, index = progress(lesson, turns)
    if where == "on" and any(turns.ui.get(name) for name in lesson.steps[index].aside):
        return "wrong", index
    return where, index


def _look_copy(markup: str, look: tuple[str, ...], name: str, phone: bool) -> str:
    """The part the words are about, shown in the bubble too, marked, where it would be out of
    sight: the bubble is sticky at the top and covers a chip above the step once the page
    scrolls to what is tapped (Climat's CO₂, Ecotopia's discs on a phone), and on a phone a
    map or a board lies far below the action panel. A chip (a list item) is copied as it is;
    on a phone a city drawn on a map (an SVG group) by the list item the table also shows for
    it (Climat's list of cities: name and pawns), and a square of the board drawn as a
    picture (``role="img"``) by what it says to a screen reader. "" for anything else (a
    battery or a track beside the step, a city on the map beside it)."""
    for fragment in look:
        at = markup.find(fragment)
        if at < 0:
            continue
        tag_at = markup.rfind("<", 0, at)
        tag = markup[tag_at:markup.find(">", at) + 1]
        if tag.startswith("<li ") or (phone and tag.startswith("<g ")):
            start = tag_at if tag.startswith("<li ") else markup.find(f"<li {fragment}")
            end = markup.find("</li>", start)
            if start < 0 or end < 0:
                return ""
            inner = markup[markup.find(">", start) + 1:end]
        else:
            label = re.search(r' aria-label="([^"]*)"', tag)
            if not phone or not fragment.startswith("data-part=") or 'role="img"' not in tag \
                    or not label:
                return ""
            inner = label.group(1)
        return f"<ul class=\"coach-look\"><li data-coach-look=\"{name}\">{inner}</li></ul>"
    return ""


def _kept(app: App) -> dict[str, str]:
    raw = app.store.get(LESSONS_KEY)
    try:
        kept = json.loads(raw) if raw else {}
    except ValueError:
        return {}
    return {k: v for k, v in kept.items() if isinstance(k, str) and isinstance(v, str)} \
        if isinstance(kept, dict) else {}


def lesson_of(app: App, save_id: str) -> str | None:
    """The game whose lesson the save ``save_id`` is, or None (a real game)."""
    return next((game for game, kept in _kept(app).items() if kept == save_id), None)


def learner(app: App) -> int | None:
    """The seat of the person a lesson guides, when the match on screen is a lesson (the log
    tells their moves in the second person); None in a real game."""
    turns = app.turns
    if turns is None or len(turns.humans) != 1 or lesson_of(app, turns.save_id) is None:
        return None
    return turns.humans[0]


def start(app: App, game_id: str) -> Effects:
    """``#/learn/<game>``: the lesson in progress is resumed, else a new one starts."""
    from .screens import game as game_screen  # the game screen imports this module

    lesson = load(game_id)
    if lesson is None:
        return Effects(set_hash="#/", replace_hash=True)
    kept = _kept(app)
    save_id = kept.get(game_id)
    if save_id is not None and app.saves.entry(save_id) is not None:
        # ``#/learn/<game>`` only leads to the lesson's game: the game's address takes its
        # place in the history, so Back leaves the lesson (kept) for where the person came from
        return Effects(set_hash=f"#/game/{save_id}", replace_hash=True)
    seats = [SeatSpec("human", name=app.t("lesson.you"))]
    seats += [SeatSpec("bot", name=app.t("seat.bot_name", n=i + 1), level=level)
              for i, level in enumerate(lesson.robots)]
    match = Match(get_game(game_id), seats, _options(app, lesson), lesson.seed)
    fx = game_screen.open_new(app, match)
    assert app.turns is not None
    kept[game_id] = app.turns.save_id
    try:
        app.store.set(LESSONS_KEY, json.dumps(kept, sort_keys=True))
    except StorageError as exc:
        app.flash = ("error", app.t(exc.key))
    fx.replace_hash = True
    return fx


def _options(app: App, lesson: Lesson) -> dict[str, Any]:
    """The lesson's options, and those its table fills itself as its set-up form would (at
    Planète, the language the cards are shown and the words judged in: the app's)."""
    table = tables.load_table(lesson.game)
    options = dict(lesson.options)
    if table.fills_options:
        setup: SetupState = {"game": lesson.game, "players": 1 + len(lesson.robots), "seats": [],
                             "options": dict(options), "seed": "", "extra": {}}
        table.read_setup(app.shell(lesson.game), setup, {})
        options.update({name: setup["options"][name] for name in table.fills_options
                        if name in setup["options"]})
    return options


# --- the coach's bubble -------------------------------------------------------------------------
def _move_fragment(turns: Turns, move: dict[str, Any]) -> str:
    """The ``data-arg`` the move's own button carries (as ``html.button`` writes it)."""
    return f"data-arg=\"{esc(json.dumps(move, separators=(',', ':'), sort_keys=True))}\""


def _point(markup: str, fragments: tuple[str, ...], name: str,
           mark: str = "data-coach-target") -> tuple[str, bool]:
    """Mark the first fragment found in ``markup`` with ``mark`` (``data-coach-target``)."""
    for fragment in fragments:
        at = markup.find(fragment)
        if at >= 0:  # inside the element's tag: the mark goes just before the fragment
            return f"{markup[:at]}{mark}=\"{name}\" {markup[at:]}", True
    return markup, False


def render_game(app: App) -> str:
    """The game screen, with the coach when the match is a lesson (``App``'s screen for
    ``#/game/<id>``: the game screen itself knows nothing of lessons)."""
    from .screens import game as game_screen

    turns = app.turns
    game_id = None if turns is None or len(turns.humans) != 1 else lesson_of(app, turns.save_id)
    if turns is not None:  # the screen and the log speak to a lesson's learner as "tu"
        turns.you = turns.humans[0] if game_id else None
    markup = game_screen.render(app)
    if game_id is None or app.turns is not turns:
        return markup
    return dress(app, game_id, markup, markup.find("</h2>") + len("</h2>"))


def dress(app: App, game_id: str, markup: str, head_end: int) -> str:
    """The game screen's ``markup`` with the coach of ``game_id``'s lesson (the match on
    screen): its bubble after the title (which ends at ``head_end``) and its target marked."""
    turns = app.turns
    assert turns is not None
    lesson = load(game_id)
    if lesson is None:
        return markup
    where, index = where_now(lesson, turns)
    lang = app.lang
    look_copy = ""
    name = ""
    buttons = []
    moment_at = markup.find("<section class=\"moment\"")
    if moment_at >= 0:
        # a public moment (a battle turned over, a round's end) is watched first: the step's
        # words would tell what it shows before it is shown; the coach points at its first
        # primary button (a game's own "turn the next one", else "Continuer")
        body = app.t("lesson.moment")
        watch = lesson.steps[index].moment if index < len(lesson.steps) else None
        if watch:
            body = f"{words(watch, lang)}\n{body}"
        if where == "on" and index == 0:
            body = f"{words(lesson.intro, lang)}\n{body}"
        where = "moment"
        name = "moment"
        head, tail = markup[:moment_at], markup[moment_at:]
        tail, found = _point(tail, ("class=\"button primary",), name)
        if watch and index < len(lesson.steps):  # what the moment's words name (a card's back)
            tail, _ = _point(tail, lesson.steps[index].look, name, "data-coach-look")
        markup = head + tail
        if not found:
            name = ""
    elif where == "done" or turns.over:
        body = words(lesson.outro, lang)
        buttons.append(button(esc(app.t("lesson.real_game")), "lesson-real", game_id,
                              cls="button primary", id="lesson-real"))
    elif where == "wrong":
        body = words(lesson.steps[index].wrong, lang)
        body += "\n" + app.t("lesson.nothing_lost")
        buttons.append(button(esc(app.t("lesson.take_back")), "lesson-back", game_id,
                              cls="button primary", id="lesson-undo"))
    elif where == "free":
        body = app.t("lesson.free")
        buttons.append(button(esc(app.t("lesson.real_game")), "lesson-real", game_id,
                              cls="button", id="lesson-real"))
    else:
        step = lesson.steps[index]
        body = words(step.say, lang)
        # nothing played by the person yet (robots may have played first); a lesson whose
        # first screen is a moment said its welcome there
        if index == 0 and not lesson.steps[0].moment:
            body = f"{words(lesson.intro, lang)}\n{body}"
        if turns.acting_seat() is not None:
            name = f"step-{index + 1}"
            fragments = tuple(_move_fragment(turns, in_language(step.move, lang)) if f == "@move" else f
                              for f in step.target)
            head, tail = markup[:head_end], markup[head_end:]
            tail, found = _point(tail, fragments, name)
            tail, _ = _point(tail, step.look, name, "data-coach-look")
            markup = head + tail
            if not found:
                name = ""
            else:
                look_copy = _look_copy(tail, step.look, name, app.size == "phone")
        else:
            body = app.t("lesson.wait_robots")
    if app.can_speak:
        buttons.append(button(esc(app.t("lesson.listen")), "speak", body.replace("\n", " "),
                              cls="button small"))
    buttons.append(button(esc(app.t("lesson.leave")), "go", "#/", cls="button small"))
    paragraphs = "".join(f"<p>{esc(line)}</p>" for line in body.split("\n") if line)
    count = app.t("lesson.step", n=min(index + 1, len(lesson.steps)), total=len(lesson.steps))
    bubble = (f"<section class=\"coach\" data-coach=\"{esc(name)}\" data-lesson=\"{esc(game_id)}\" "
              f"tabindex=\"-1\" id=\"coach\" "
              f"role=\"region\" aria-labelledby=\"coach-h\" data-coach-state=\"{where}\">"
              f"<h3 id=\"coach-h\" class=\"coach-title\">{esc(app.t('lesson.coach'))}"
              f" <small>{esc(count)}</small></h3>"
              f"{look_copy}<div aria-live=\"polite\">{paragraphs}</div>"
              f"<div class=\"row\">{''.join(buttons)}</div></section>")
    return markup[:head_end] + bubble + markup[head_end:]


# --- commands -----------------------------------------------------------------------------------
def _real_game(app: App, arg: str, form: Form) -> Effects:
    """"Jouer une vraie partie": the set-up form, filled in with the same people and robots
    and the lesson's options (the version it taught: a newcomer's first real game is the one
    they learned), where the table can still change anything before "Commencer"."""
    if app.turns is None:
        return Effects()
    old = app.turns.match
    kept = _kept(app)
    kept.pop(old.game.id, None)  # the lesson is over: "Apprendre en jouant" starts afresh
    with contextlib.suppress(StorageError):  # the lesson stays resumable: nothing is lost
        app.store.set(LESSONS_KEY, json.dumps(kept, sort_keys=True))
    app.setup_screen.choices = setup_after(app, old)
    return Effects(set_hash=f"#/play/{old.game.id}")


def setup_after(app: App, match: Match) -> SetupState:
    """The set-up form for a real game after the lesson ``match``: its seats (the learner
    gets the form's usual name, not "Toi") and the options the lesson set, over the form's
    defaults."""
    game = match.game
    choices = default_setup(game, lambda n: app.t("setup.default_name", n=n))
    choices["players"] = len(match.seats)
    for i, seat in enumerate(match.seats):
        form_seat = choices["seats"][i]
        form_seat["kind"] = "bot" if seat.kind == "bot" else "human"
        if seat.kind == "bot" and seat.level in game.all_bot_levels():
            form_seat["level"] = seat.level
        elif seat.kind != "bot" and seat.name != app.t("lesson.you"):
            form_seat["name"] = seat.name
    offered = {spec.name for spec in game.options}
    choices["options"].update({k: v for k, v in match.options.items() if k in offered})
    return choices


def replayed(lesson: Lesson, match: Match, steps: int) -> Match:
    """The lesson's match as it was before step ``steps``: the same seed, the lesson's first
    moves and the robots' answers played again by the engine (a robot's move depends only on
    the seed, the move number and the state, so they are the same moves)."""

    again = Turns(Match(match.game, match.seats, match.options, match.seed), "")
    # the person's moves as they played them (a typed word in their language)
    played = iter([action for seat, action in match.actions if seat == again.humans[0]])
    for step in lesson.steps[:steps]:
        while again.bot_to_move() is not None:
            again.bot_step()
        for _ in (step.move, *step.then):
            again.play(next(played))
    while again.bot_to_move() is not None and not again.over:
        again.bot_step()
    return again.match


def _take_back(app: App, arg: str, form: Form) -> Effects:
    """"Reprendre mon coup": back to the step the person left. A game's own undo may refuse
    (a card laid face down reveals something in a real game); in a lesson nothing is secret
    from the learner worth keeping, so the lesson is played again up to that step."""
    from .screens import game as game_screen

    turns = app.turns
    if turns is None or lesson_of(app, turns.save_id) is None:
        return Effects()
    lesson = load(turns.game.id)
    if lesson is None:
        return Effects()
    where, index = where_now(lesson, turns)
    if where not in ("wrong", "free"):
        return Effects()
    match = replayed(lesson, turns.match, index)
    again = Turns(match, turns.save_id)
    length = len(match.state.log)
    again.announced = again.moment_seen = length  # told before: nothing is announced again
    app.game_screen.turns = again
    fx = game_screen.autosave(app)
    fx.announce = [app.t("game.undone")]
    fx.focus = "#coach"
    fx.schedule_bot_ms = game_screen.bot_delay(app)
    return fx


COMMANDS: dict[str, Command] = {"lesson-real": _real_game, "lesson-back": _take_back}
