"""The 6×6 board: an SVG landscape under a grid of squares, each said in words, the squares and
recycling centres the app chosen on the phone may go to as buttons (``mode_of``,
``board_actions``), and a square's several moves listed in words (``cell_choices``)."""

from __future__ import annotations

import functools
from typing import Any

from engine.ecotopia.actions import ActivateCoal, MoveTeam, MoveTruck, PickLieu, PlantTree
from engine.ecotopia.content import COLUMNS, content_index
from engine.ecotopia.view import as_view

from ...html import esc
from ...motion import travel
from ...seam import Ctx, part
from .constructions import KIND_ICON
from .content import animal_name, kind_name, txt, where
from .truck import TruckPlan, only_truck_left, truck_ends, truck_svg

ACTION_EVENT_MODE = {"eco.log.truck": "truck", "eco.log.team": "team", "eco.log.tree": "tree"}
#: the log's events that open an app's use in the actions phase (the other apps: the bonus die,
#: the question, the recruiter): the last of them says which app was used last
APP_USE_EVENTS = {*ACTION_EVENT_MODE, "eco.log.bonus", "eco.log.question", "eco.log.recruiter"}
MODE_ACTION = {"truck": MoveTruck, "team": MoveTeam, "tree": PlantTree}


def mode_of(ctx: Ctx) -> str | None:
    """The app chosen on the phone: tapped now, else the one last used this turn."""
    phase = as_view(ctx.view)["phase"]
    if phase in ("bonus_move", "bonus_jump"):
        return "team"
    if phase == "bonus_1":
        return "truck"
    if phase == "lieu":
        return "lieu"
    if phase == "recharge":
        return "coal"
    if phase != "actions":
        return None
    if ctx.ui.get("mode"):
        return str(ctx.ui["mode"])
    return _last_app_mode(ctx)


def _last_app_mode(ctx: Ctx) -> str | None:
    """The app last used this turn, while it may be used again: not when another app came
    after it (a question, the recruiter), nor for a move the bonus die made (the pawn's free
    step is no "pion équipe" app chosen), nor when the app has no square left to go to. An
    instruction belongs to its app: it leaves when the app is no longer the one in hand."""
    uses: list[dict[str, Any]] = []
    for event in reversed(as_view(ctx.view).get("log", [])):
        key = event.get("key")
        if key == "eco.log.turn" or len(uses) == 2:
            break
        if key in APP_USE_EVENTS:
            uses.append(event)
    if not uses or uses[0].get("key") not in ACTION_EVENT_MODE:
        return None
    mode = ACTION_EVENT_MODE[str(uses[0].get("key"))]
    if len(uses) > 1 and uses[1].get("key") == "eco.log.bonus":
        face = uses[1].get("args", {}).get("face")
        if (mode, face) in (("truck", 1), ("team", 5), ("team", 6)):
            return None  # the die's own free move: no app was chosen
    if not any(isinstance(a, MODE_ACTION[mode]) for a in ctx.legal):
        return None
    return mode


def board_actions(ctx: Ctx) -> dict[str, list[Any]]:
    """The legal actions that are a square (or a recycling centre) to tap, in the mode chosen."""
    mode = mode_of(ctx)
    out: dict[str, list[Any]] = {}
    if mode == "truck_end" and only_truck_left(ctx):
        battery = int(as_view(ctx.view)["battery"])
        ends = truck_ends(str(as_view(ctx.view)["truck"]), battery)[battery]
        return {cell: [TruckPlan(cell)] for cell in sorted(ends)}
    for a in ctx.legal:
        cell = None
        if mode == "tree" and isinstance(a, PlantTree):
            cell = a.cell
        elif mode == "team" and isinstance(a, MoveTeam) or mode == "truck" and isinstance(a, MoveTruck):
            cell = a.to
        elif mode == "lieu" and isinstance(a, PickLieu) or mode == "coal" and isinstance(a, ActivateCoal):
            cell = a.cell
        if cell is not None:
            out.setdefault(cell, []).append(a)
    return out


def action_label(ctx: Ctx, a: Any) -> str:
    """What an action does, in words (the spoken label of its button)."""
    t = ctx.t
    if isinstance(a, PlantTree):
        return t("eco.ui.do_tree", cell=where(ctx, a.cell))
    if isinstance(a, MoveTeam):
        parts = [t("eco.ui.do_team", cell=where(ctx, a.to))]
        if a.leaf:
            parts.append(t("eco.ui.with_leaf", cell=a.leaf))
        if a.disc:
            parts.append(t("eco.ui.with_disc", animal=animal_name(ctx, a.disc)))
        return ", ".join(parts)
    if isinstance(a, MoveTruck):
        text = t("eco.ui.do_truck", cell=where(ctx, a.to))
        if a.load:
            sq = next((s for s in as_view(ctx.view)["squares"] if s["id"] == a.to), None)
            item = sq["waste"] if sq else ""
            text += ", " + t("eco.ui.with_load", waste=t(f"eco.waste.{item}"))
        return text
    if isinstance(a, PickLieu):
        land = content_index().squares[a.cell]
        return t("eco.ui.do_lieu", cell=where(ctx, a.cell), value=land["value"])
    if isinstance(a, ActivateCoal):
        return t("eco.ui.do_coal", cell=a.cell)
    return str(a)


def _square(ctx: Ctx, sq: dict[str, Any], targets: dict[str, list[Any]]) -> str:
    v = as_view(ctx.view)
    t = ctx.t
    cid = sq["id"]
    land = content_index().squares[cid]
    icons: list[str] = []
    words: list[str] = [where(ctx, cid), t("eco.ui.value", n=land["value"])]
    terrain = [t("eco.ui.forest")] if land["forest"] else []
    if land["water"]:
        terrain.append(t("eco.ui.water"))
    words.append(", ".join(terrain) or t("eco.ui.meadow"))
    tile = sq["construction"]
    if tile:
        kind = content_index().kind_of.get(tile, "")
        if sq["face_down"]:
            icons.append("<span class=\"b face-down\" aria-hidden=\"true\">▢</span>")
            words.append(t("eco.ui.face_down", kind=kind_name(ctx, tile)))
        else:
            icons.append(f"<span class=\"b k-{kind}\" aria-hidden=\"true\">{KIND_ICON.get(kind, '■')}</span>")
            words.append(kind_name(ctx, tile))
        if sq["cubes"]:
            icons.append(f"<span class=\"cubes\" aria-hidden=\"true\">▪{sq['cubes']}</span>")
            words.append(t("eco.ui.cubes", n=sq["cubes"]))
    elif land["animal"]:
        protected = land["animal"] in v["discs"]
        icons.append(f"<span class=\"animal{' protected' if protected else ''}\" aria-hidden=\"true\">"
                     f"{esc(t('eco.abbr.' + land['animal']))}</span>")
        words.append(animal_name(ctx, land["animal"]) + (f" ({t('eco.ui.protected')})" if protected else ""))
    if sq["leaf"]:
        icons.append("<span class=\"leaf\" aria-hidden=\"true\">❦</span>")
        words.append(t("eco.ui.leaf"))
    if sq["trees"]:
        icons.append(f"<span class=\"tree\" aria-hidden=\"true\">♣{sq['trees'] if sq['trees'] > 1 else ''}</span>")
        words.append(t("eco.ui.trees", n=sq["trees"]))
    if sq["waste"]:
        icons.append("<span class=\"waste\" aria-hidden=\"true\">✖</span>")
        words.append(t("eco.ui.waste_on", waste=t(f"eco.waste.{sq['waste']}")))
    if v["team"] == cid:
        # the team pawn and the truck glide from square to square (web.motion)
        icons.append(f"<span class=\"pawn\"{travel('team')} aria-hidden=\"true\">♟</span>")
        words.append(t("eco.ui.team_here"))
    if v["truck"] == cid:
        icons.append(truck_svg(keyed=True))
        words.append(t("eco.ui.truck_here"))
    if cid in v["lieu_display"]:
        icons.append("<span class=\"offer\" aria-hidden=\"true\">◆</span>")
        words.append(t("eco.ui.in_display"))
    if v.get("lieu") == cid:
        words.append(t("eco.ui.chosen_lieu"))
    body = (f"<span class=\"sq-id\" aria-hidden=\"true\">{cid}</span>"
            f"<span class=\"sq-val\" aria-hidden=\"true\">{land['value']}</span>"
            f"<span class=\"sq-icons\" aria-hidden=\"true\">{''.join(icons)}</span>")
    spoken = ", ".join(words)
    cls = "sq" + (" chosen" if v.get("lieu") == cid else "") + (" offered" if cid in v["lieu_display"] and v["phase"] == "lieu" else "")
    acts = targets.get(cid)
    if acts and isinstance(acts[0], TruckPlan):
        label = t("eco.ui.truck_end_here", cell=where(ctx, cid))
        return ctx.ui_button(f"<span class=\"sr-only\">{esc(label)} — {esc(spoken)}</span>{body}",
                             "truck_end", cid, cls=cls + " target", title=label, data_part=f"sq-{cid}")
    if acts:
        if len(acts) == 1:
            label = action_label(ctx, acts[0])
            return ctx.act_button(acts[0], f"<span class=\"sr-only\">{esc(label)} — {esc(spoken)}</span>{body}",
                                  cls=cls + " target", title=label, data_part=f"sq-{cid}")
        sel = ctx.ui.get("cell") == cid
        return ctx.ui_button(f"<span class=\"sr-only\">{esc(t('eco.ui.choose_here', cell=cid))} — "
                             f"{esc(spoken)}</span>{body}", "cell", cid, cls=cls + " target" + (" selected" if sel else ""),
                             aria_pressed="true" if sel else "false", data_part=f"sq-{cid}")
    return f"<div class=\"{cls}\"{part(f'sq-{cid}')} role=\"img\" aria-label=\"{esc(spoken)}\">{body}</div>"


@functools.cache
def landscape_svg() -> str:
    """The landscape under the squares: meadow, forest (trees), river or lake (waves)."""
    parts = []
    for cid, land in content_index().squares.items():
        col, row = COLUMNS.index(cid[0]), int(cid[1:]) - 1
        x, y = col * 100, row * 100
        fill = "#cfe6a8"
        parts.append(f"<rect x=\"{x}\" y=\"{y}\" width=\"100\" height=\"100\" fill=\"{fill}\"/>")
        if land["forest"]:
            for dx, dy in ((18, 60), (42, 78), (70, 58), (84, 86)):
                parts.append(f"<path d=\"M{x + dx} {y + dy - 22}l10 20h-20z\" fill=\"#3d7a3a\" opacity=\".55\"/>")
        if land["water"]:
            parts.append(f"<path d=\"M{x} {y + 70}q12 -10 25 0t25 0t25 0t25 0v18h-100z\" fill=\"#6fa8dc\" opacity=\".8\"/>")
        parts.append(f"<rect x=\"{x}\" y=\"{y}\" width=\"100\" height=\"100\" fill=\"none\" stroke=\"#7a6a3a\" stroke-width=\"2\"/>")
    return ("<svg class=\"eco-land\" viewBox=\"0 0 600 600\" preserveAspectRatio=\"none\" aria-hidden=\"true\" "
            f"focusable=\"false\">{''.join(parts)}</svg>")


def _centre(ctx: Ctx, centre: str, targets: dict[str, list[Any]]) -> str:
    v = as_view(ctx.view)
    name = txt(ctx, content_index().centres[centre]["name"])
    here = v["truck"] == centre
    body = (f"<span aria-hidden=\"true\">♻</span> <span class=\"c-name\">{esc(name)}</span>"
            f"{truck_svg(keyed=True) if here else ''}")
    spoken = name + (", " + ctx.t("eco.ui.truck_here") if here else "")
    acts = targets.get(centre)
    if acts and isinstance(acts[0], TruckPlan):
        label = ctx.t("eco.ui.truck_end_here", cell=name)
        return ctx.ui_button(f"<span class=\"sr-only\">{esc(label)} — </span>{body}", "truck_end",
                             centre, cls=f"centre target {centre}", data_part=f"sq-{centre}")
    if acts:
        label = action_label(ctx, acts[0])
        return ctx.act_button(acts[0], f"<span class=\"sr-only\">{esc(label)} — </span>{body}",
                              cls=f"centre target {centre}", data_part=f"sq-{centre}")
    return f"<div class=\"centre {centre}\"{part(f'sq-{centre}')} role=\"img\" aria-label=\"{esc(spoken)}\">{body}</div>"


def board(ctx: Ctx, *, interactive: bool = True) -> str:
    v = as_view(ctx.view)
    targets = board_actions(ctx) if interactive else {}
    squares = "".join(_square(ctx, sq, targets) for sq in v["squares"])
    load = ""
    carried = v["truck_load"]
    if carried:
        load = f" · {ctx.t('eco.ui.truck_load', waste=ctx.t('eco.waste.' + carried))}"
    return (f"<section class=\"eco-board-wrap\" aria-labelledby=\"eco-board-h\">"
            f"<h3 id=\"eco-board-h\" class=\"sr-only\">{esc(ctx.t('eco.ui.board'))}</h3>"
            f"{_centre(ctx, 'centre-nord-est', targets)}"
            f"<div class=\"eco-board\">{landscape_svg()}<div class=\"eco-grid\">{squares}</div></div>"
            f"{_centre(ctx, 'centre-sud-ouest', targets)}"
            f"<p class=\"legend\"><small>{esc(ctx.t('eco.ui.legend'))}{esc(load)}</small></p></section>")


def cell_choices(ctx: Ctx) -> str:
    """When one square offers several moves (a leaf here or there, load or not): the list."""
    cell = ctx.ui.get("cell")
    acts = board_actions(ctx).get(cell or "")
    if not acts or len(acts) < 2:
        return ""
    buttons = "".join(f"<li>{ctx.act_button(a, esc(action_label(ctx, a)), cls='button primary')}</li>"
                      for a in acts)
    return (f"<div class=\"cell-choices\"><p>{esc(ctx.t('eco.ui.which_move', cell=cell))}</p>"
            f"<ul class=\"choice-list\">{buttons}</ul></div>")
