"""Planète – Ciel et Espace at the table: the circle of ten cards and the spinning top (round 1),
the nine cards, the star rain and the word hunt (round 2).

The engine decides everything; the table draws what the seat's view holds *now* (no memory aid:
a back seen a moment ago and face down again is not drawn) and turns ids into titles, pictures
and pictogram labels. Public moments (``GameTable.moment``) stop the table once for what everyone
should look at together: the spin's glimpse of the eight backs, a line turned over, the star
rain, the reading of a card. The judge (``engine.planete_ciel_espace.words`` and its word table)
is imported only when a read card's text is drawn with its scoring words highlighted.

The table is laid out like the engine: ``circle.py`` (round 1), ``wordround.py`` (round 2's word
hunt and verdict), ``words.py`` (a read card's text and the judge's reasons), ``cards.py`` (titles,
pictures, backs); this module holds the step (each round's parts), the scores, the public
moments, the end, the log, the taps and the ``GameTable``.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import Any

from engine.core.content import load_json
from engine.planete_ciel_espace.actions import (
    ProposeWord,
)
from engine.planete_ciel_espace.content import PACKAGE
from engine.planete_ciel_espace.state import PLACES, STARS_PER_PLAYER
from engine.planete_ciel_espace.view import as_view
from engine.planete_ciel_espace.wordround import normalize_word

from ...html import esc
from ...seam import Change, ChangeCue, Ctx, Form, GameTable, SetupState, Shell, TableParts, part
from ...timers import SECONDS_CHOICES
from .cards import face, in_language, label, title
from .circle import circle_grid, moment_reveal, moment_spin, round1_panel
from .wordround import (
    grid,
    moment_rain,
    moment_reading,
    verdict_command,
    verdict_panel,
    word_step,
    word_timer_seconds,
)
from .words import read_cards, reading


def _constellation(count: int, label_text: str) -> str:
    dots = "".join(f"<span class=\"pce-star{' on' if i < count else ''}\">{'★' if i < count else '☆'}</span>"
                   for i in range(STARS_PER_PLAYER))
    return f"<span class=\"pce-constellation\" role=\"img\" aria-label=\"{esc(label_text)}\">{dots}</span>"


def _scores(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    rows = []
    for seat in range(v["players"]):
        stars = v["stars"][seat]
        hand = v["in_hand"][seat]
        spoken = ctx.t("pce.ui.constellation_label", n=stars)
        extra = (ctx.t("pce.ui.in_hand", n=hand) if v["round"] == 1
                 else ctx.t("pce.ui.round1_part", n=v["round1_stars"][seat]))
        moving = " moving" if seat in v["to_move"] else ""
        rows.append(f"<li class=\"pce-score s{seat}{moving}\"{part(f'score-{seat}')}><strong>{esc(ctx.name(seat))}</strong>"
                    f"{' ▶' if moving else ''} {_constellation(stars, spoken)} "
                    f"<span>{stars}/{STARS_PER_PLAYER}</span> <small>{esc(extra)}</small></li>")
    return (f"<section class=\"pce-scores\" aria-label=\"{esc(ctx.t('pce.ui.scores'))}\">"
            f"<ul>{''.join(rows)}</ul></section>")


def _phase_heading(ctx: Ctx) -> str:
    """The phase as the step's title (round 1's turns counted)."""
    v = as_view(ctx.view)
    phase = v["phase"]
    if v["round"] == 2:
        phase = "verdict" if phase == "verdict" else "words"
    line = esc(ctx.t(f"pce.phase.{phase}"))
    if phase == "turn":
        line += f" <small>· {esc(ctx.t('pce.ui.turn_count', n=v['turn'] + 1, total=v['turns']))}</small>"
    return f"<h3 class=\"pce-phase\">{line}</h3>"


def round1_parts(ctx: Ctx) -> TableParts:
    """Round 1: the step is the phase and the action panel; the board, the circle (its cards
    are both the step's first choice and, once one is chosen, the places it may swap with)."""
    return TableParts(
        step=f"<div class=\"pce pce-r1 pce-step\">{_phase_heading(ctx)}{round1_panel(ctx)}</div>",
        board=f"<div class=\"pce pce-r1\">{circle_grid(ctx)}</div>",
        status=f"<div class=\"pce\">{_scores(ctx)}</div>")


def round2_parts(ctx: Ctx) -> TableParts:
    """Round 2: the step is the word to say (or, once the card is read, the judge's verdicts
    and the table's last word); the board, the card in play, large (or the card just read with
    its text, beside the verdicts in landscape); the nine cards and the cards read come after."""
    v = as_view(ctx.view)
    lang = v["lang"]
    cur = v["current"]
    step = board = ""
    if cur is not None:
        step = word_step(ctx, cur)
        board = (f"<section class=\"pce-current\" aria-labelledby=\"pce-cur-h\">"
                 f"<h3 id=\"pce-cur-h\" class=\"sr-only\">{esc(ctx.t('pce.ui.current_card'))}</h3>"
                 f"{face(cur['card'], lang, 'cur', cls='large')}</section>")
    elif v["phase"] == "verdict" and v["read"]:
        entry = v["read"][-1]
        step = verdict_panel(ctx, entry)
        board = reading(ctx, entry, lang, "verdict", results=False)
    lost = [f"{ctx.name(s)} ({n})" for s, n in enumerate(v["rain_lost"]) if n]
    lost_line = (f"<p><small>{esc(ctx.t('pce.ui.rain_lost', names=lost))}</small></p>"
                 if lost else "")
    kind = "pce-r2-words" if cur is not None else "pce-r2-verdict"
    return TableParts(
        step=f"<div class=\"pce pce-r2 pce-step {kind}\">{_phase_heading(ctx)}{step}</div>",
        board=f"<div class=\"pce pce-r2\">{board}</div>" if board else "",
        status=f"<div class=\"pce\">{_scores(ctx)}{lost_line}</div>",
        more=f"<div class=\"pce pce-r2-side\">{grid(ctx)}{read_cards(ctx)}</div>")


def moment(ctx: Ctx, events: list[dict[str, Any]]) -> str | None:
    parts = []
    for e in events:
        key = e["key"]
        if key == "pce.log.spin" and as_view(ctx.view)["phase"] == "spin":
            parts.append(moment_spin(ctx))
        elif key in ("pce.log.reveal_won", "pce.log.reveal_failed"):
            parts.append(moment_reveal(ctx, e))
        elif key == "pce.log.round2":
            parts.append(moment_rain(ctx, events))
        elif key == "pce.log.reading":
            parts.append(moment_reading(ctx, e))
    return "".join(parts) or None


def render_end(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    rows = []
    order = sorted(range(v["players"]), key=lambda s: -v["stars"][s])
    for seat in order:
        stars = v["stars"][seat]
        r1 = v["round1_stars"][seat]
        rows.append(f"<li class=\"pce-score s{seat}\"><strong>{esc(ctx.name(seat))}</strong> "
                    f"{_constellation(stars, ctx.t('pce.ui.constellation_label', n=stars))} "
                    f"<span>{stars}/{STARS_PER_PLAYER}</span> <small>{esc(ctx.t('pce.ui.split', r1=r1, r2=stars - r1))}</small></li>")
    return (f"<div class=\"pce pce-end\"><h4>{esc(ctx.t('pce.ui.constellations'))}</h4>"
            f"<ul class=\"pce-end-list\">{''.join(rows)}</ul>"
            f"{grid(ctx) if v['grid'] else ''}{read_cards(ctx)}</div>")


def log_args(shell: Shell, key: str, args: dict[str, Any]) -> dict[str, Any]:
    lang = shell.lang
    out = dict(args)
    if isinstance(args.get("card"), str):
        out["card"] = title(args["card"], lang)
    if isinstance(args.get("cards"), list):
        out["cards"] = ", ".join(title(c, lang) for c in args["cards"] if isinstance(c, str))
    if isinstance(args.get("shared"), list):
        out["shared"] = ", ".join(label(c, lang) for c in args["shared"] if isinstance(c, str))
    for name in ("a", "b", "pos"):
        if isinstance(args.get(name), int):
            out[name] = args[name] + 1
    if key == "pce.log.reveal_failed" and args.get("cards") and args.get("places"):
        # the card that broke the line, named, at its number on the table
        out["odd"] = title(str(args["cards"][-1]), lang)
        out["odd_place"] = int(args["places"][-1]) + 1
    return out


def command(ctx: Ctx, name: str, value: str, form: Form) -> Any | None:
    if name == "sel":
        if value.isdigit() and 0 <= int(value) < PLACES:
            ctx.ui["sel"] = None if ctx.ui.get("sel") == int(value) else int(value)
        else:
            ctx.ui["sel"] = None
        if ctx.ui.get("sel") is None:
            ctx.ui.pop("sel", None)
    elif name == "peek" and value.isdigit() and 0 <= int(value) < PLACES:
        chosen = list(ctx.ui.get("peek", []))
        place = int(value)
        if place in chosen:
            chosen.remove(place)
        elif len(chosen) < 2:
            chosen.append(place)
        ctx.ui["peek"] = chosen
        ctx.focus_after = f'[data-cmd="ui"][data-arg="peek:{place}"]'  # a tick keeps the focus
    elif name == "go":  # "C'est parti !": the word's timer starts, the word is typed next
        ctx.ui["go"] = value
        ctx.focus_after = ".pce-ask input[name='word']"
    elif name in ("agree", "vote"):
        return verdict_command(ctx, name, value)
    elif name == "word":
        typed = value or form.get("word", "")
        # whatever was typed goes to the engine, which explains a refusal
        return ProposeWord(normalize_word(typed))
    return None


@cache
def _memos() -> tuple[dict[str, Any], ...]:
    """The five characteristics with their memo (``characteristics.json``), in content order."""
    data = load_json(PACKAGE, "data/characteristics.json")
    return tuple(data["characteristics"] if isinstance(data, dict) else data)


def memo_panel(ctx: Ctx) -> str:
    """The aide-mémoire for younger players: the five characteristics and what each means,
    beside the board (a setting of the table, ``memo``; it changes no outcome); on a phone,
    one tap away with the rest."""
    lang = as_view(ctx.view)["lang"]
    items = "".join(
        f"<li><strong>{esc(in_language(c['label'], lang))}</strong>{ctx.colon}"
        f"<span lang=\"{esc(lang)}\">{esc(in_language(c['memo'], lang))}</span></li>"
        for c in _memos())
    if ctx.size == "phone":  # folded already with the rest: in round 1, under its own title
        heading = (f"<h4>{esc(ctx.t('pce.ui.memo'))}</h4>" if as_view(ctx.view)["round"] == 2 else "")
        return (f"<section class=\"pce-memo\" aria-label=\"{esc(ctx.t('pce.ui.memo'))}\">"
                f"{heading}<ul>{items}</ul></section>")
    return (f"<details class=\"pce-memo\" open><summary>{esc(ctx.t('pce.ui.memo'))}</summary>"
            f"<ul>{items}</ul></details>")


#: the event arguments that name places of the circle (0-based)
PLACE_ARGS = ("a", "b", "pos", "places")
CUES: dict[str, ChangeCue] = {
    "pce.log.reveal_won": "success", "pce.log.table_accepts": "success",
    "pce.log.word_scored": "success", "pce.log.reveal_failed": "failure",
    "pce.log.table_refuses": "failure", "pce.log.flip": "reveal", "pce.log.swap": "laid",
    "pce.log.pivot": "laid"}


def changed(before: dict[str, Any], after: dict[str, Any], events: list[dict[str, Any]]) -> Change:
    """The places of the circle a move swapped, turned or refilled, the top when it landed
    elsewhere, the word round's cards whose stars changed, each seat's score when it moved."""
    parts: set[str] = set()
    old_layout = before.get("layout", [])
    for place, card in enumerate(after.get("layout", [])):
        if place >= len(old_layout) or old_layout[place] != card:
            parts.add(f"place-{place}")
    old_up = {f.get("place") for f in before.get("face_up", [])}
    new_up = {f.get("place") for f in after.get("face_up", [])}
    parts |= {f"place-{p}" for p in old_up ^ new_up}
    cue: ChangeCue = ""
    for event in events:
        args = event.get("args", {})
        for name in PLACE_ARGS:
            value = args.get(name)
            for place in value if isinstance(value, list) else [value]:
                if isinstance(place, int):
                    parts.add(f"place-{place}")
        cue = CUES.get(event.get("key", ""), cue) if cue in ("", "laid", "reveal") else cue
    if before.get("axis") != after.get("axis"):
        parts.add("top")
    old_grid = before.get("grid", [])
    for i, cell in enumerate(after.get("grid", [])):
        if i >= len(old_grid) or old_grid[i] != cell:
            parts.add(f"grid-{i}")
    for seat, (old, new) in enumerate(zip(before.get("stars", []), after.get("stars", []),
                                          strict=False)):
        if old != new:
            parts.add(f"score-{seat}")
    return Change(frozenset(parts), cue)


class PlaneteTable(GameTable):
    #: the words of round 2 are judged in the app's language (read_setup sets it)
    fills_options = ("lang",)
    score_key = "pce.end.stars"  # the ranking counts stars, not points
    #: round 2 has no timer in the book: the table's own setting (``word_timer``, none by
    #: default), not the challenges' timer the other games share
    uses_timer = False
    # the step (issue 23): the panel's buttons or a card of the circle, then the places a
    # chosen card may swap with; round 2, the word field, then "Tout le monde est d'accord" after a reading
    step_controls = ("button.pce-pick[data-arg^='sel:'], #pce-stop, #pce-peek, #pce-peek-done, "
                     "button.pce-pick[data-arg^='peek:'], #pce-reveal-0, #pce-flip, #pce-go, .word-form input, #pce-agree")
    step_targets = "button.pce-pick.target"
    step_instruction = ".pce-panel .pce-hint, .pce-words .pce-status, .pce-verdict .pce-hint"

    def parts(self, ctx: Ctx) -> TableParts:
        """The step (the phase, what to do and its buttons), the board (round 1's circle; round
        2's card in play, or the card just read with its text), the constellations, and the
        rest (round 2's nine cards and cards read; the aide-mémoire when it is on)."""
        shown = round2_parts(ctx) if as_view(ctx.view)["round"] == 2 else round1_parts(ctx)
        more = shown.more + (memo_panel(ctx) if ctx.game_setting("memo") else "")
        return replace(shown, more=more, status_label=ctx.t("pce.ui.part_status"),
                       more_label=ctx.t("pce.ui.part_more" if as_view(ctx.view)["round"] == 2
                                        else "pce.ui.memo"))

    def setup_fields(self, shell: Shell, setup: SetupState) -> str:
        """The aide-mémoire for younger players and round 2's timer for each word (none by
        default, as in the book): settings of the table, kept with the app's."""
        checked = " checked" if shell.game_setting("memo") else ""
        chosen = word_timer_seconds(shell)
        lengths = "".join(
            f"<option value=\"{n}\"{' selected' if n == chosen else ''}>"
            f"{esc(shell.t('settings.seconds', n=n) if n else shell.t('pce.ui.word_timer_none'))}</option>"
            for n in SECONDS_CHOICES)
        return (f"<label class=\"option\"><input type=\"checkbox\" name=\"pce-memo\" "
                f"data-change=\"setup-change\"{checked}> {esc(shell.t('pce.ui.memo_setting'))}</label>"
                f"<label class=\"option\">{esc(shell.t('pce.ui.word_timer'))} <select name=\"pce-word-timer\" "
                f"data-change=\"setup-change\">{lengths}</select></label>")

    def command(self, ctx: Ctx, name: str, value: str, form: Form) -> Any | None:
        return command(ctx, name, value, form)

    def render_end(self, ctx: Ctx) -> str:
        return render_end(ctx)

    def changed(self, before: dict[str, Any], after: dict[str, Any],
                events: list[dict[str, Any]]) -> Change:
        return changed(before, after, events)

    def moment(self, ctx: Ctx, events: list[dict[str, Any]]) -> str | None:
        return moment(ctx, events)

    def log_args(self, shell: Shell, key: str, args: dict[str, Any]) -> dict[str, Any]:
        return log_args(shell, key, args)

    def read_setup(self, shell: Shell, setup: SetupState, form: Form) -> None:
        """The words of round 2 are judged in the app's language; the aide-mémoire and the word
        timer are settings of the table (a checkbox is absent from the form when unticked)."""
        setup["options"]["lang"] = shell.lang
        if "players" in form:  # the whole setup form was read
            shell.set_game_setting("memo", form.get("pce-memo") == "on")
            length = form.get("pce-word-timer", "0")
            if length.isdigit() and int(length) in SECONDS_CHOICES:
                shell.set_game_setting("word_timer", int(length))

    def rules_intro(self, shell: Shell) -> str:
        t = shell.t
        return (f"<p class=\"rules-goal\"><strong>{esc(t('pce.rules.goal'))}</strong></p>"
                f"<figure class=\"rules-picture pce\"><div class=\"pce-rules-line\">"
                f"{''.join(face(card, shell.lang, 'rules') for card in RULES_LINE)}</div>"
                f"<figcaption>{esc(t('pce.rules.picture'))}</figcaption></figure>"
                f"<h3>{esc(t('pce.rules.example_title'))}</h3><p>{esc(t('pce.rules.example'))}</p>")


#: the rules' picture: a line of four cards that all carry the Atmosphere pictogram
RULES_LINE = ("cadran-solaire", "arc-en-ciel", "eclair", "tornade")


TABLE = PlaneteTable()
