"""Ecotopia at the table: the 6×6 board, the planet track, the smartphones, the tiles, the quiz.

The board is drawn once as an SVG landscape (meadow, forest, river or lake, the two recycling
centres), with a grid of squares laid over it: each square says what is on it in glyphs and
words (the words for screen readers), and the squares the active player may choose now are real
``<button>``s. In the actions phase the player first chooses an app on the phone ("Planter un
arbre", "Camion"...), then a square; the app last used this turn stays chosen. Choices that are
not on the board (apps, tiles from the displays, answers, specialists) are buttons in the
"what to do now" panel. Everything is open information: every seat sees the same screen.

The table is laid out like the engine: ``board.py`` (the squares), ``track.py``, ``phone.py``,
``quiz.py``, ``constructions.py`` (the tiles), ``truck.py``, ``dice.py``, ``notes.py`` (help and
notes), ``content.py`` (the content's words); this module holds the step (``panel``), the
parts, the end and the ``GameTable``.
"""

from __future__ import annotations

from typing import Any

from engine.ecotopia.actions import (
    ChooseApp,
    EndRecharge,
    Hire,
    MoveTruck,
    PickConstruction,
    PickLieu,
    Recruit,
    RevealConstruction,
    RevealLieu,
)
from engine.ecotopia.content import content_index
from engine.ecotopia.view import as_view

from ...html import esc
from ...seam import Change, ChangeCue, Ctx, Form, GameTable, Shell, TableParts, changed_ids
from .board import action_label, board, cell_choices
from .constructions import SPECIALIST_ICON, lieu_face, tile_button, tiles
from .content import txt, where
from .dice import dice_line
from .notes import help_box, notes
from .phone import APP_ICON, actions_panel, phones
from .quiz import answer_moment, question_panel
from .track import glance, status, track_svg
from .truck import only_truck_left, truck_path


def command(ctx: Ctx, name: str, value: str) -> Any | None:
    if name == "mode":
        ctx.ui["mode"] = value
        ctx.ui.pop("cell", None)
        ctx.focus_after = ".eco-board button.target"
    elif name == "cell":
        ctx.ui["cell"] = value or None
        ctx.focus_after = ".eco .cell-choices button"
    elif name == "help":
        ctx.ui["help"] = value
    elif name == "truck_end":
        path = truck_path(str(as_view(ctx.view)["truck"]), value, int(as_view(ctx.view)["battery"]))
        return [MoveTruck(step) for step in path] if path and only_truck_left(ctx) else None
    return None


def panel(ctx: Ctx) -> str:
    """What to do now: the phase, a hint, and every choice that is not a square."""
    v = as_view(ctx.view)
    t = ctx.t
    phase = v["phase"]
    if not ctx.legal:
        movers = [ctx.name(s) for s in v.get("to_move", [])]
        return (f"<section class=\"eco-panel waiting\" aria-live=\"polite\"><p>"
                f"{esc(t('eco.ui.waiting', names=movers))}</p>{dice_line(ctx)}</section>")
    me = ctx.name(ctx.seat)
    seats = [] if ctx.seat is None else [ctx.seat]
    out: list[str] = []
    hint = ""
    if phase == "apps":
        hint = t("eco.ui.hint_apps", seat=me)
        if v.get("resume") == "actions":  # a data centre was built: say whose, and why
            hint = f"{t('eco.ui.datacenter_apps', seat=ctx.name(v['turn']))}. {hint}"
        helps = []
        for a in ctx.legal:
            if isinstance(a, ChooseApp):
                info = content_index().apps.get(a.app, {})
                name = esc(t("eco.app." + a.app))
                face = f"<span aria-hidden=\"true\">{APP_ICON.get(a.app, '')}</span> " + name
                text = esc(txt(ctx, info.get("text", {})))
                if ctx.size == "phone":  # what each does one tap away: the board stays in view
                    out.append(f"<li>{ctx.act_button(a, face, cls='button primary')}</li>")
                    helps.append(f"<dt>{name}</dt><dd>{text}</dd>")
                else:
                    out.append(f"<li>{ctx.act_button(a, face, cls='button primary')} <small>{text}</small></li>")
        if helps:
            out.append(f"<li><details class=\"eco-app-help\"><summary>{esc(t('eco.ui.what_apps_do'))}"
                       f"</summary><dl>{''.join(helps)}</dl></details></li>")
    elif phase == "recharge":
        hint = t("eco.ui.hint_coal", n=v["battery"])
        for a in ctx.legal:
            if isinstance(a, EndRecharge):
                out.append(f"<li>{ctx.act_button(a, esc(t('eco.ui.end_recharge')), cls='button primary')}</li>")
            else:
                out.append(f"<li>{ctx.act_button(a, esc(action_label(ctx, a)), cls='button')}</li>")
    elif phase == "lieu":
        hint = t("eco.ui.hint_lieu")
        for a in ctx.legal:
            if isinstance(a, PickLieu):
                out.append(f"<li>{ctx.act_button(a, lieu_face(ctx, a.cell), cls='button ltile')}</li>")
            elif isinstance(a, RevealLieu):
                out.append(f"<li>{ctx.act_button(a, esc(t('eco.ui.reveal_lieu', n=v['lieu_pile'])), cls='button')}</li>")
    elif phase == "construction":
        hint = t("eco.ui.hint_construction", cell=where(ctx, v["lieu"] or ""),
                 value=content_index().squares.get(v["lieu"] or "", {}).get("value", 0))
        kinds_shown: set[str] = set()
        for a in ctx.legal:
            if isinstance(a, PickConstruction):
                if content_index().kind_of.get(a.tile) in kinds_shown:  # two mines: one button is enough
                    continue
                kinds_shown.add(content_index().kind_of.get(a.tile, ""))
                out.append(f"<li>{tile_button(ctx, a.tile, a)} <small>{esc(txt(ctx, content_index().kinds[content_index().kind_of[a.tile]]['text']))}</small></li>")
            elif isinstance(a, RevealConstruction):
                out.append(f"<li>{ctx.act_button(a, esc(t('eco.ui.reveal_construction', n=v['construction_pile'])), cls='button')}</li>")
    elif phase == "question":
        return question_panel(ctx)
    elif phase == "hire":
        hint = t("eco.ui.hint_hire")
        for a in ctx.legal:
            if isinstance(a, Hire):
                s = content_index().specialists[a.specialist]
                face = f"<span aria-hidden=\"true\">{SPECIALIST_ICON.get(a.specialist, '')}</span> " + esc(txt(ctx, s["name"]))
                out.append(f"<li>{ctx.act_button(a, face, cls='button primary')}"
                           f" <small>{esc(txt(ctx, s['text']))}</small></li>")
    elif phase == "bonus_3":
        hint = t("eco.ui.hint_bonus_3")
        for a in ctx.legal:
            out.append(f"<li>{ctx.act_button(a, esc(t('eco.ui.refresh_' + a.which)), cls='button primary')}</li>")
    elif phase in ("bonus_move", "bonus_jump"):
        hint = t(f"eco.ui.hint_{phase}")
    elif phase == "bonus_1":
        hint = t("eco.ui.hint_bonus_1")
        for a in ctx.legal:
            if isinstance(a, Recruit):
                out.append(f"<li>{ctx.act_button(a, esc(t('eco.ui.recruit_free')), cls='button primary')}</li>")
    elif phase == "actions":
        return actions_panel(ctx)
    items = "".join(out)
    return (f"<section class=\"eco-panel\" aria-labelledby=\"eco-panel-h\"><h3 id=\"eco-panel-h\">"
            f"{esc(ctx.t_to(seats, 'eco.ui.your_move', seat=me))}</h3>{since_last_turn(ctx)}{dice_line(ctx)}<p class=\"hint\">{esc(hint)}</p>"
            f"<ul class=\"choice-list\">{items}</ul>{cell_choices(ctx)}</section>")


def first_turns(view: dict[str, Any]) -> bool:
    """Each seat's first turn (the apps chosen before it are no "last turn" to recall)."""
    return int(view.get("turn_number", 0)) <= int(view.get("players", 0))


def since_last_turn(ctx: Ctx) -> str:
    """What moved the discs since this seat last looked (the bots' turns, in one line)."""
    if first_turns(ctx.view):
        return ""
    blue = sum(int(e.get("args", {}).get("steps", 0)) for e in ctx.news if e.get("key") == "eco.log.blue")
    red = sum(int(e.get("args", {}).get("steps", 0)) for e in ctx.news if e.get("key") == "eco.log.red")
    if not (blue or red) or not any(e.get("key") == "eco.log.turn" for e in ctx.news):
        return ""
    return f"<p class=\"since\">{esc(ctx.t('eco.ui.since', blue=blue, red=red))}</p>"


def parts(ctx: Ctx) -> TableParts:
    """The step (the "what to do now" panel: the apps, tiles and answers to tap, and a
    square's several moves), the board (the 6×6 squares and the two recycling centres, where
    an app's moves go), the planet track (status), then the smartphones, the tiles, the help
    and the notes (more). Each part is wrapped in ``.eco``, which the game's styles hang on."""
    v = as_view(ctx.view)
    return TableParts(
        step=f"<div class=\"eco\">{glance(ctx, discs=True) if ctx.size == 'phone' else ''}{panel(ctx)}</div>",
        board=f"<div class=\"eco\">{board(ctx)}</div>",
        status=f"<div class=\"eco\">{status(ctx)}</div>",
        more=(f"<div class=\"eco eco-side\">{phones(ctx)}{tiles(ctx)}{help_box(ctx)}"
              f"{notes(ctx)}</div>"),
        status_label=ctx.t("eco.ui.part_status", blue=v["blue"], red=v["red"]),
        more_label=ctx.t("eco.ui.part_more"))


def render_end(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    t = ctx.t
    result = v.get("result") or {}
    reached = result.get("result_key")
    rows = []
    scale = v.get("scale", [])
    for i, row in enumerate(scale):
        top = scale[i + 1]["min"] - 1 if i + 1 < len(scale) else 100
        hit = row["result_key"] == reached
        name = t(row["result_key"], score="…").split("(")[0].strip()
        rows.append(f"<tr class=\"{'reached' if hit else 'band'}\"><td>{row['min']} – {top}</td>"
                    f"<td>{esc(name)}{' ◀ ' + esc(t('eco.ui.you_are_here')) if hit else ''}</td></tr>")
    ups: dict[str, int] = {}
    downs: dict[str, int] = {}
    for e in v.get("log", []):
        args = e.get("args", {})
        if e.get("key") == "eco.log.blue":
            ups[args.get("reason_key", "")] = ups.get(args.get("reason_key", ""), 0) + int(args.get("steps", 0))
        elif e.get("key") == "eco.log.red":
            downs[args.get("reason_key", "")] = downs.get(args.get("reason_key", ""), 0) + int(args.get("steps", 0))
    up = "".join(f"<li>+{n} {esc(t(k))}</li>" for k, n in sorted(ups.items(), key=lambda kv: -kv[1]))
    down = "".join(f"<li>−{n} {esc(t(k))}</li>" for k, n in sorted(downs.items(), key=lambda kv: -kv[1]))
    return (f"<div class=\"eco eco-end\">{track_svg(ctx)}"
            f"<table class=\"scale\"><caption>{esc(t('eco.ui.scale'))}</caption>{''.join(rows)}</table>"
            f"<div class=\"why\"><section><h4>{esc(t('eco.ui.ups'))}</h4><ul>{up or '<li>—</li>'}</ul></section>"
            f"<section><h4>{esc(t('eco.ui.downs'))}</h4><ul>{down or '<li>—</li>'}</ul></section></div>"
            f"{notes(ctx, open_first=True)}{board(ctx, interactive=False)}</div>")


def _sample_board(shell: Shell) -> str:
    """The board at the start of a seeded game, drawn by the table itself (the rules' picture)."""
    from engine.ecotopia import GAME

    state = GAME.setup(2, {"version": "normal"}, seed=12)
    ctx = Ctx(shell, GAME, GAME.view(state, None), [], None, ["Léa", "Tom"], {})
    return board(ctx, interactive=False)



def changed(before: dict[str, Any], after: dict[str, Any], events: list[dict[str, Any]]) -> Change:
    """The squares a move changed (a construction built or turned, a tree, a leaf, waste
    picked up), where the team and the truck went from and to, the track when a disc moved."""
    parts = {f"sq-{cid}" for cid in changed_ids(before.get("squares", []), after.get("squares", []))}
    for piece in ("team", "truck"):
        if before.get(piece) != after.get(piece):
            parts |= {f"sq-{where}" for where in (before.get(piece), after.get(piece)) if where}
    if (before.get("blue"), before.get("red")) != (after.get("blue"), after.get("red")):
        parts.add("track")
    for seat, (old, new) in enumerate(zip(before.get("phones", []), after.get("phones", []), strict=False)):
        if old != new:
            parts.add(f"phone-{seat}")
    tiles = ("construction_display", "lieu_display", "recruiter", "recycled")
    if any(before.get(k) != after.get(k) for k in tiles):
        parts.add("tiles")
    keys = {e.get("key") for e in events}
    cue: ChangeCue = ""
    if "eco.log.answer" in keys:
        right = any(e.get("args", {}).get("right") for e in events if e.get("key") == "eco.log.answer")
        cue = "success" if right else "failure"
    elif "eco.log.lieu_revealed" in keys:
        cue = "reveal"
    elif parts - {"track", "tiles"}:
        cue = "laid"
    return Change(frozenset(parts), cue)

class EcotopiaTable(GameTable):
    # the step (issue 23): the panel's buttons (a tile, an app, an answer) or a square of the
    # board; after a choice, the squares and centres it may go to, or the moves of one square
    step_controls = (".eco-panel button[data-cmd=act], .eco-panel button[data-cmd=ui], "
                     ".eco-board button.target, .eco button.centre.target")
    step_targets = ".eco .cell-choices button, .eco-board button.target, .eco button.centre.target"
    # a square with several moves: "Sur A4, tu as le choix :" above its moves
    target_labels = ".eco .cell-choices > p"
    #: what to do now (not the battery's sentence above the apps: a screen reader hears the
    #: instruction first)
    step_instruction = ".eco-panel .hint:not(.battery-hint)"

    def parts(self, ctx: Ctx) -> TableParts:
        return parts(ctx)

    def command(self, ctx: Ctx, name: str, value: str, form: Form) -> Any | None:
        return command(ctx, name, value)

    def changed(self, before: dict[str, Any], after: dict[str, Any],
                events: list[dict[str, Any]]) -> Change:
        return changed(before, after, events)

    def news(self, view: dict[str, Any], events: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Nothing on a seat's very first turn: there was no last turn (only the apps chosen)."""
        return [] if first_turns(view) else events

    def render_end(self, ctx: Ctx) -> str:
        return render_end(ctx)

    def moment(self, ctx: Ctx, events: list[dict[str, Any]]) -> str | None:
        return answer_moment(ctx, events)

    def log_args(self, shell: Shell, key: str, args: dict[str, Any]) -> dict[str, Any]:
        out = dict(args)
        if key == "eco.log.answer":
            out["right"] = shell.t("eco.ui.yes" if args.get("right") else "eco.ui.no")
        if key == "eco.log.crossed" and isinstance(args.get("result_key"), str):
            out["result_key"] = shell.t(args["result_key"], score=args.get("score", 0))
        if key == "eco.log.truck" and args.get("to") in content_index().centres:
            out["to"] = txt(shell, content_index().centres[args["to"]]["name"])
        return out

    def rules_intro(self, shell: Shell) -> str:
        t = shell.t
        return (f"<p class=\"rules-goal\"><strong>{esc(t('eco.rules.goal'))}</strong></p>"
                f"<figure class=\"rules-picture eco\">{_sample_board(shell)}"
                f"<figcaption>{esc(t('eco.rules.picture'))}</figcaption></figure>"
                f"<h3>{esc(t('eco.rules.example_title'))}</h3><p>{esc(t('eco.rules.example'))}</p>")


TABLE = EcotopiaTable()
