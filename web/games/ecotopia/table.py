"""Ecotopia at the table: the 6×6 board, the planet track, the smartphones, the tiles, the quiz.

The board is drawn once as an SVG landscape (meadow, forest, river or lake, the two recycling
centres), with a grid of squares laid over it: each square says what is on it in glyphs and
words (the words for screen readers), and the squares the active player may choose now are real
``<button>``s. In the actions phase the player first chooses an app on the phone ("Planter un
arbre", "Camion"...), then a square; the app last used this turn stays chosen. Choices that are
not on the board (apps, tiles from the displays, answers, specialists) are buttons in the
"what to do now" panel. Everything is open information: every seat sees the same screen.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from engine.core.content import load_json
from engine.ecotopia.actions import (
    ActivateCoal,
    Answer,
    AskQuestion,
    ChooseApp,
    EndRecharge,
    Hire,
    MoveTeam,
    MoveTruck,
    PickConstruction,
    PickLieu,
    PlantTree,
    Recruit,
    RevealConstruction,
    RevealLieu,
    RollBonus,
)
from engine.ecotopia.board import is_centre, truck_moves
from engine.ecotopia.content import ANIMALS, COLUMNS, content_index

from ...html import esc
from ...seam import Ctx, Form, GameTable, Shell, TableParts

#: glyphs every system font has (DejaVu): colour is never the only signal
KIND_ICON = {"geothermal": "♨", "hydro": "≋", "solar": "☀", "wind": "✣", "coal": "▰",
             "nuclear": "☢", "village": "⌂", "mine": "⚒", "datacenter": "▦"}
APP_ICON = {"bonus_die": "⚄", "move_team": "♟", "plant_tree": "♣", "answer_question": "?",
            "recycle": "♻", "recruit": "☺"}
SPECIALIST_ICON = {"zoologist": "⚘", "gardener": "♣", "police_officer": "❦", "scientist": "⚗"}
ACTION_EVENT_MODE = {"eco.log.truck": "truck", "eco.log.team": "team", "eco.log.tree": "tree"}


def lang_of(ctx: Shell) -> str:
    return "en" if ctx.lang == "en" else "fr"


def txt(ctx: Shell, field: dict[str, str]) -> str:
    return field.get(lang_of(ctx)) or field.get("fr", "")


def kind_name(ctx: Shell, tile: str) -> str:
    return str(ctx.t(f"eco.kind.{content_index().kind_of.get(tile, tile)}"))


def animal_name(ctx: Shell, animal: str) -> str:
    return str(ctx.t(f"eco.animal.{animal}"))


def where(ctx: Shell, cell: str) -> str:
    """A square or a recycling centre, in words."""
    if cell in content_index().centres:
        return txt(ctx, content_index().centres[cell]["name"])
    land = content_index().squares.get(cell)
    return f"{cell} ({txt(ctx, land['name'])})" if land else cell


# --- the commands -------------------------------------------------------------------------------
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
        path = truck_path(str(ctx.view["truck"]), value, int(ctx.view["battery"]))
        return [MoveTruck(step) for step in path] if path and only_truck_left(ctx) else None
    return None


@dataclass(frozen=True)
class TruckPlan:
    """Not an action: "the truck ends the turn here", a square to tap when only truck moves
    are left (the table plays the moves that lead there, one per battery unit)."""

    to: str


def only_truck_left(ctx: Ctx) -> bool:
    """Only truck moves are left this turn, and more than one of them (the battery decides)."""
    return (int(ctx.view.get("battery", 0)) > 1 and bool(ctx.legal)
            and all(isinstance(a, MoveTruck) for a in ctx.legal))


def truck_ends(start: str, moves: int) -> list[set[str]]:
    """Where the truck can be after exactly 0, 1, ... ``moves`` moves (through squares only:
    a centre on the way would recycle what it carries, which is a choice of its own)."""
    reach = [{start}]
    for _ in range(moves):
        here = reach[-1]
        reach.append({to for place in here if place == start or not is_centre(place)
                      for to in truck_moves(place)})
    return reach


def truck_path(start: str, goal: str, moves: int) -> list[str]:
    """The squares of a way from ``start`` to ``goal`` in exactly ``moves`` moves, or []."""
    reach = truck_ends(start, moves)
    if moves < 1 or goal not in reach[moves]:
        return []
    path = [goal]
    for k in range(moves - 1, 0, -1):
        path.append(next(p for p in sorted(reach[k]) if path[-1] in truck_moves(p)
                         and not is_centre(p)))
    return list(reversed(path))


def mode_of(ctx: Ctx) -> str | None:
    """The app chosen on the phone: tapped now, else the one last used this turn."""
    phase = ctx.view["phase"]
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
    for event in reversed(ctx.view.get("log", [])):
        key = event.get("key")
        if key == "eco.log.turn":
            break
        if key in ACTION_EVENT_MODE:
            return ACTION_EVENT_MODE[key]
    return None


def board_actions(ctx: Ctx) -> dict[str, list[Any]]:
    """The legal actions that are a square (or a recycling centre) to tap, in the mode chosen."""
    mode = mode_of(ctx)
    out: dict[str, list[Any]] = {}
    if mode == "truck_end" and only_truck_left(ctx):
        battery = int(ctx.view["battery"])
        ends = truck_ends(str(ctx.view["truck"]), battery)[battery]
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
            sq = next((s for s in ctx.view["squares"] if s["id"] == a.to), None)
            item = sq["waste"] if sq else ""
            text += ", " + t("eco.ui.with_load", waste=t(f"eco.waste.{item}"))
        return text
    if isinstance(a, PickLieu):
        land = content_index().squares[a.cell]
        return t("eco.ui.do_lieu", cell=where(ctx, a.cell), value=land["value"])
    if isinstance(a, ActivateCoal):
        return t("eco.ui.do_coal", cell=a.cell)
    return str(a)


# --- pieces ------------------------------------------------------------------------------------
def truck_svg(cls: str = "truck-ico") -> str:
    return (f"<svg class=\"{cls}\" viewBox=\"0 0 24 16\" aria-hidden=\"true\" focusable=\"false\">"
            "<rect x=\"1\" y=\"2\" width=\"14\" height=\"9\" rx=\"1\" fill=\"#2f6f3e\"/>"
            "<path d=\"M15 5h4l3 3v3h-7z\" fill=\"#1f4d2b\"/>"
            "<circle cx=\"6\" cy=\"13\" r=\"2.3\" fill=\"#222\"/><circle cx=\"18\" cy=\"13\" r=\"2.3\" fill=\"#222\"/>"
            "<text x=\"8\" y=\"9.5\" font-size=\"7\" text-anchor=\"middle\" fill=\"#fff\">♻</text></svg>")


def track_svg(ctx: Ctx) -> str:
    """The planet track 0–100 with the blue and the red disc (numbers written beside them)."""
    v = ctx.view
    blue, red = int(v["blue"]), int(v["red"])
    x = lambda n: 10 + n * 3.8  # noqa: E731
    ticks = "".join(f"<line x1=\"{x(n)}\" y1=\"20\" x2=\"{x(n)}\" y2=\"{30 if n % 50 else 34}\" stroke=\"#555\"/>"
                    f"<text x=\"{x(n)}\" y=\"45\" font-size=\"9\" text-anchor=\"middle\">{n}</text>"
                    for n in range(0, 101, 10))
    bands = "".join(
        f"<rect x=\"{x(row['min'])}\" y=\"22\" width=\"{x(nxt) - x(row['min'])}\" height=\"6\" "
        f"fill=\"{col}\" opacity=\".35\"/>"
        for row, nxt, col in zip(v["scale"], [r["min"] for r in v["scale"][1:]] + [100],
                                 ("#b33", "#d98", "#cc6", "#8c6", "#3a6"), strict=False))
    label = ctx.t("eco.ui.track_label", blue=blue, red=red)
    # the two markers (16 wide) side by side when the discs are close ("41" and "43" once read
    # "413"): each moves half the missing gap away from the other, a tick keeps its true place
    bx, rx = marker_places(x(blue), x(red))
    leaders = "".join(f"<line x1=\"{at}\" y1=\"20\" x2=\"{true}\" y2=\"25\" stroke=\"{col}\" stroke-width=\"1.5\"/>"
                      for at, true, col in ((bx, x(blue), "#1e5fa8"), (rx, x(red), "#b22")) if at != true)
    return (f"<svg class=\"eco-track\" viewBox=\"0 0 400 50\" role=\"img\" aria-label=\"{esc(label)}\">"
            f"<rect x=\"10\" y=\"22\" width=\"380\" height=\"6\" fill=\"#ddd\"/>{bands}"
            f"<rect x=\"10\" y=\"22\" width=\"{x(blue) - 10}\" height=\"6\" fill=\"#1e5fa8\"/>"
            f"<rect x=\"{x(red)}\" y=\"22\" width=\"{390 - x(red)}\" height=\"6\" fill=\"#b22\"/>{ticks}{leaders}"
            f"<circle class=\"disc-blue\" cx=\"{bx}\" cy=\"14\" r=\"8\" fill=\"#1e5fa8\"/>"
            f"<text class=\"disc-blue\" x=\"{bx}\" y=\"17.5\" font-size=\"9\" fill=\"#fff\" text-anchor=\"middle\">{blue}</text>"
            f"<rect class=\"disc-red\" x=\"{rx - 8}\" y=\"6\" width=\"16\" height=\"16\" fill=\"#b22\"/>"
            f"<text class=\"disc-red\" x=\"{rx}\" y=\"17.5\" font-size=\"9\" fill=\"#fff\" text-anchor=\"middle\">{red}</text>"
            f"</svg>")


#: the room two markers need on the track (16 wide each, and a little air between them)
MARKER_GAP = 19.0


def marker_places(blue_x: float, red_x: float) -> tuple[float, float]:
    """Where the blue and the red marker are drawn: on their discs' places, or pushed apart
    (each by half the missing room, kept on the 400-wide track) when they would overlap."""
    gap = abs(red_x - blue_x)
    if gap >= MARKER_GAP:
        return blue_x, red_x
    push = (MARKER_GAP - gap) / 2
    left, right = sorted((blue_x, red_x))
    left, right = left - push, right + push
    shift = max(0.0, 8 - left) - max(0.0, right - 392)  # never off the drawing
    left, right = left + shift, right + shift
    return (left, right) if blue_x <= red_x else (right, left)


def status(ctx: Ctx) -> str:
    v = ctx.view
    t = ctx.t
    who = ctx.name(v["turn"])
    head = t("eco.ui.turn", turn=v["turn_number"], seat=who)
    if v["phase"] == "apps":
        head = t("eco.ui.setup_apps")
    phase = t(f"eco.phase.{v['phase']}")
    discs = (f"<span class=\"disc blue\">● {esc(t('eco.ui.blue', n=v['blue']))}</span> "
             f"<span class=\"disc red\">■ {esc(t('eco.ui.red', n=v['red']))}</span> "
             f"<span class=\"gap\">{esc(t('eco.ui.gap', n=max(0, v['red'] - v['blue'])))}</span>")
    return (f"<div class=\"eco-status\"><p class=\"eco-turn\"><strong>{esc(head)}</strong> · "
            f"{esc(phase)}</p><div class=\"eco-track-wrap\">{track_svg(ctx)}<p class=\"discs\">{discs}</p></div></div>")


def _square(ctx: Ctx, sq: dict[str, Any], targets: dict[str, list[Any]]) -> str:
    v = ctx.view
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
        icons.append("<span class=\"pawn\" aria-hidden=\"true\">♟</span>")
        words.append(t("eco.ui.team_here"))
    if v["truck"] == cid:
        icons.append(truck_svg())
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
                             "truck_end", cid, cls=cls + " target", title=label)
    if acts:
        if len(acts) == 1:
            label = action_label(ctx, acts[0])
            return ctx.act_button(acts[0], f"<span class=\"sr-only\">{esc(label)} — {esc(spoken)}</span>{body}",
                                  cls=cls + " target", title=label)
        sel = ctx.ui.get("cell") == cid
        return ctx.ui_button(f"<span class=\"sr-only\">{esc(t('eco.ui.choose_here', cell=cid))} — "
                             f"{esc(spoken)}</span>{body}", "cell", cid, cls=cls + " target" + (" selected" if sel else ""),
                             aria_pressed="true" if sel else "false")
    return f"<div class=\"{cls}\" role=\"img\" aria-label=\"{esc(spoken)}\">{body}</div>"


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
    v = ctx.view
    name = txt(ctx, content_index().centres[centre]["name"])
    here = v["truck"] == centre
    body = (f"<span aria-hidden=\"true\">♻</span> <span class=\"c-name\">{esc(name)}</span>"
            f"{truck_svg() if here else ''}")
    spoken = name + (", " + ctx.t("eco.ui.truck_here") if here else "")
    acts = targets.get(centre)
    if acts and isinstance(acts[0], TruckPlan):
        label = ctx.t("eco.ui.truck_end_here", cell=name)
        return ctx.ui_button(f"<span class=\"sr-only\">{esc(label)} — </span>{body}", "truck_end",
                             centre, cls=f"centre target {centre}")
    if acts:
        label = action_label(ctx, acts[0])
        return ctx.act_button(acts[0], f"<span class=\"sr-only\">{esc(label)} — </span>{body}",
                              cls=f"centre target {centre}")
    return f"<div class=\"centre {centre}\" role=\"img\" aria-label=\"{esc(spoken)}\">{body}</div>"


def board(ctx: Ctx, *, interactive: bool = True) -> str:
    v = ctx.view
    targets = board_actions(ctx) if interactive else {}
    squares = "".join(_square(ctx, sq, targets) for sq in v["squares"])
    load = ""
    if v.get("truck_load"):
        load = f" · {ctx.t('eco.ui.truck_load', waste=ctx.t('eco.waste.' + v['truck_load']))}"
    return (f"<section class=\"eco-board-wrap\" aria-labelledby=\"eco-board-h\">"
            f"<h3 id=\"eco-board-h\" class=\"sr-only\">{esc(ctx.t('eco.ui.board'))}</h3>"
            f"{_centre(ctx, 'centre-nord-est', targets)}"
            f"<div class=\"eco-board\">{landscape_svg()}<div class=\"eco-grid\">{squares}</div></div>"
            f"{_centre(ctx, 'centre-sud-ouest', targets)}"
            f"<p class=\"legend\"><small>{esc(ctx.t('eco.ui.legend'))}{esc(load)}</small></p></section>")


def _cell_choices(ctx: Ctx) -> str:
    """When one square offers several moves (a leaf here or there, load or not): the list."""
    cell = ctx.ui.get("cell")
    acts = board_actions(ctx).get(cell or "")
    if not acts or len(acts) < 2:
        return ""
    buttons = "".join(f"<li>{ctx.act_button(a, esc(action_label(ctx, a)), cls='button primary')}</li>"
                      for a in acts)
    return (f"<div class=\"cell-choices\"><p>{esc(ctx.t('eco.ui.which_move', cell=cell))}</p>"
            f"<ul class=\"choice-list\">{buttons}</ul></div>")


def _tile_button(ctx: Ctx, tile: str, action: Any | None) -> str:
    kind = content_index().kind_of.get(tile, tile)
    face = (f"<span class=\"tile-ico k-{kind}\" aria-hidden=\"true\">{KIND_ICON.get(kind, '■')}</span>"
            f"<span class=\"tile-name\">{esc(kind_name(ctx, tile))}</span>")
    if action is None:
        return f"<span class=\"ctile\">{face}</span>"
    return ctx.act_button(action, face, cls="ctile button")


def _lieu_face(ctx: Ctx, cell: str) -> str:
    land = content_index().squares[cell]
    terrain = []
    if land["forest"]:
        terrain.append(ctx.t("eco.ui.forest"))
    if land["water"]:
        terrain.append(ctx.t("eco.ui.water"))
    if land["animal"]:
        terrain.append(animal_name(ctx, land["animal"]))
    return (f"<strong>{cell}</strong> {esc(txt(ctx, land['name']))} "
            f"· <span class=\"val\">{esc(ctx.t('eco.ui.value', n=land['value']))}</span>"
            f"<small>{esc(', '.join(terrain) or ctx.t('eco.ui.meadow'))}</small>")


def panel(ctx: Ctx) -> str:
    """What to do now: the phase, a hint, and every choice that is not a square."""
    v = ctx.view
    t = ctx.t
    phase = v["phase"]
    if not ctx.legal:
        movers = [ctx.name(s) for s in v.get("to_move", [])]
        return (f"<section class=\"eco-panel waiting\" aria-live=\"polite\"><p>"
                f"{esc(t('eco.ui.waiting', names=movers))}</p>{dice_line(ctx)}</section>")
    me = ctx.name(ctx.seat)
    out: list[str] = []
    hint = ""
    if phase == "apps":
        hint = t("eco.ui.hint_apps", seat=me)
        for a in ctx.legal:
            if isinstance(a, ChooseApp):
                info = content_index().apps.get(a.app, {})
                face = f"<span aria-hidden=\"true\">{APP_ICON.get(a.app, '')}</span> " + esc(t("eco.app." + a.app))
                out.append(f"<li>{ctx.act_button(a, face, cls='button primary')}"
                           f" <small>{esc(txt(ctx, info.get('text', {})))}</small></li>")
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
                out.append(f"<li>{ctx.act_button(a, _lieu_face(ctx, a.cell), cls='button ltile')}</li>")
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
                out.append(f"<li>{_tile_button(ctx, a.tile, a)} <small>{esc(txt(ctx, content_index().kinds[content_index().kind_of[a.tile]]['text']))}</small></li>")
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
            f"{esc(t('eco.ui.your_move', seat=me))}</h3>{since_last_turn(ctx)}{dice_line(ctx)}<p class=\"hint\">{esc(hint)}</p>"
            f"<ul class=\"choice-list\">{items}</ul>{_cell_choices(ctx)}</section>")


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


def actions_panel(ctx: Ctx) -> str:
    v = ctx.view
    t = ctx.t
    me = ctx.name(ctx.seat)
    mode = mode_of(ctx)
    by_type: dict[type, list[Any]] = {}
    for a in ctx.legal:
        by_type.setdefault(type(a), []).append(a)
    buttons = []
    for m, mode_type, app in (("tree", PlantTree, "plant_tree"), ("team", MoveTeam, "move_team"),
                              ("truck", MoveTruck, "recycle")):
        if mode_type in by_type:
            pressed = mode == m
            buttons.append(ctx.ui_button(
                f"<span aria-hidden=\"true\">{APP_ICON[app]}</span> {esc(t('eco.ui.mode_' + m))}", "mode", m,
                cls="button app" + (" selected" if pressed else ""), aria_pressed="true" if pressed else "false"))
    for action_type, key, app in ((AskQuestion, "eco.ui.ask", "answer_question"),
                                  (RollBonus, "eco.ui.roll", "bonus_die"), (Recruit, "eco.ui.recruit", "recruit")):
        for a in by_type.get(action_type, []):
            label = t(key) if action_type is not Recruit else t(key, step=v["recruiter"] + 1, steps=v["recruit_steps"])
            buttons.append(ctx.act_button(a, f"<span aria-hidden=\"true\">{APP_ICON[app]}</span> {esc(label)}",
                                          cls="button app"))
    if only_truck_left(ctx):  # 6 to 8 taps that change nothing: one, where the truck ends
        pressed = mode == "truck_end"
        buttons.append(ctx.ui_button(
            f"<span aria-hidden=\"true\">⏭</span> {esc(t('eco.ui.truck_end', n=v['battery']))}", "mode",
            "truck_end", cls="button app" + (" selected" if pressed else ""),
            aria_pressed="true" if pressed else "false"))
    hint = t("eco.ui.hint_mode_" + mode) if mode else t("eco.ui.hint_actions")
    return (f"<section class=\"eco-panel\" aria-labelledby=\"eco-panel-h\"><h3 id=\"eco-panel-h\">"
            f"{esc(t('eco.ui.your_move', seat=me))}</h3>{battery(ctx)}{dice_line(ctx, weather=False)}"
            f"<p class=\"hint battery-hint\">{esc(t('eco.ui.hint_battery', n=v['battery']))}</p>"
            f"<div class=\"apps-row\" role=\"group\" aria-label=\"{esc(t('eco.ui.phone_apps'))}\">{''.join(buttons)}</div>"
            f"<p class=\"hint\">{esc(hint)}</p>{_cell_choices(ctx)}"
            f"{answer_box(ctx) if _answered_this_turn(ctx) else ''}</section>")


def _answered_this_turn(ctx: Ctx) -> bool:
    for event in reversed(ctx.view.get("log", [])):
        if event.get("key") == "eco.log.answer":
            return True
        if event.get("key") == "eco.log.turn":
            return False
    return False


def battery(ctx: Ctx) -> str:
    v = ctx.view
    n, top = int(v["battery"]), int(v["battery_max"])
    cells_ = "".join(f"<span class=\"bat{' on' if i < n else ''}\"></span>" for i in range(top))
    label = ctx.t("eco.ui.battery", n=n, max=top)
    return (f"<div class=\"battery\" role=\"img\" aria-label=\"{esc(label)}\">"
            f"<span class=\"bat-cells\" aria-hidden=\"true\">{cells_}</span> "
            f"<strong aria-hidden=\"true\">{n}/{top}</strong></div>")


def dice_line(ctx: Ctx, *, weather: bool = True) -> str:
    """The dice rolled this turn: the weather die for each solar panel and wind turbine, the
    bonus die (with a short roll when it has just been thrown)."""
    log = ctx.view.get("log", [])
    out: list[str] = []
    n = len(log)
    for i in range(n - 1, -1, -1):
        e = log[i]
        key = e.get("key")
        if key == "eco.log.turn":
            break
        args = e.get("args", {})
        if key == "eco.log.bonus":
            face = int(args.get("face", 0))
            fresh = ctx.view["phase"].startswith("bonus") or i >= n - 3
            text = txt(ctx, content_index().bonus_effects.get(face, {}).get("text", {}))
            out.append(f"<p class=\"die-line\">{ctx.dice([face], ctx.t('eco.ui.bonus_die', face=face), fresh=fresh)}"
                       f" {esc(text)}</p>")
        elif key == "eco.log.weather":
            face = args.get("face_key", "")
            sym = "☀" if face.endswith("sun") else "✣"
            ok = ctx.t("eco.ui.charged") if args.get("charged") else ctx.t("eco.ui.not_charged")
            out.append(f"<li><span class=\"wdie\" aria-hidden=\"true\">{sym}</span> "
                       f"{esc(ctx.t('eco.ui.weather', kind=ctx.t(args.get('kind_key', '')), cell=args.get('cell', ''), face=ctx.t(face)))} — {esc(ok)}</li>")
    bonus = [o for o in out if o.startswith("<p")]
    rolls = [o for o in out if o.startswith("<li")]
    w = f"<ul class=\"weather\">{''.join(reversed(rolls))}</ul>" if rolls and weather else ""
    return "".join(bonus[:1]) + w


def question_panel(ctx: Ctx) -> str:
    v = ctx.view
    t = ctx.t
    q = v["question"]
    card = content_index().questions[q["id"]]
    topic = content_index().topics.get(card["topic"])
    if q["kind"] == "true_false":
        labels = [t("eco.answer.true"), t("eco.answer.false")]
    else:
        labels = [txt(ctx, c) for c in card["choices"]]
    buttons = "".join(
        f"<li>{ctx.act_button(Answer(i), esc(label), cls='button answer big')}</li>"
        for i, label in enumerate(labels) if Answer(i) in ctx.legal)
    topic_line = f"<p class=\"topic\">{esc(txt(ctx, topic['name']))}</p>" if topic else ""
    # the tablet reads the question and its choices to the table, once by itself
    spoken = f"{txt(ctx, card['question'])} " + (
        t("eco.ui.say_true_false") if q["kind"] == "true_false"
        else t("eco.ui.say_choices", choices=t("eco.ui.say_or").join(labels)))
    listen = ctx.read_aloud(spoken, t("eco.ui.listen_question"),
                            once_key=f"eco-q:{q['id']}:{v['turn_number']}")
    return (f"<section class=\"eco-panel eco-quiz\" aria-labelledby=\"eco-q-h\">"
            f"<h3 id=\"eco-q-h\">{esc(t('eco.ui.quiz_title', steps=q['steps']))}</h3>{topic_line}"
            f"<p class=\"question\" lang=\"{lang_of(ctx)}\">{esc(txt(ctx, card['question']))}</p>{listen}"
            f"<p class=\"hint\">{esc(t('eco.ui.quiz_hint', seat=ctx.name(ctx.seat)))}</p>"
            f"<ul class=\"answers\">{buttons}</ul></section>")


def answer_box(ctx: Ctx, *, last: dict[str, Any] | None = None) -> str:
    """The answer just given: right or not, the right answer, the explanation and its source."""
    last = last or ctx.view.get("last_answer")
    if not last:
        return ""
    t = ctx.t
    card = content_index().questions[last["id"]]
    if card["kind"] == "true_false":
        labels = [t("eco.answer.true"), t("eco.answer.false")]
    else:
        labels = [txt(ctx, c) for c in card["choices"]]
    verdict = t("eco.ui.right") if last["right"] else t("eco.ui.wrong")
    spoken = (f"{verdict} {t('eco.ui.right_answer', answer=labels[last['answer']])} "
              f"{txt(ctx, card['explanation'])}")
    src = card.get("source", {})
    source = src.get("name", "") + (f", {src['year']}" if src.get("year") else "")
    link = (f"<a href=\"{esc(src['url'])}\" rel=\"noopener\" target=\"_blank\">{esc(source)}</a>"
            if src.get("url", "").startswith("https://") else esc(source))
    return (f"<div class=\"answer-box {'ok' if last['right'] else 'ko'}\" role=\"status\">"
            f"<p class=\"question small\">{esc(txt(ctx, card['question']))}</p>"
            f"<p><strong>{'✓' if last['right'] else '✗'} {esc(verdict)}</strong> "
            f"{esc(t('eco.ui.right_answer', answer=labels[last['answer']]))}"
            f"{'' if last['right'] else ' ' + esc(t('eco.ui.given_answer', answer=labels[last['choice']]))}</p>"
            f"<p>{esc(txt(ctx, card['explanation']))}</p>"
            f"{ctx.read_aloud(spoken, t('eco.ui.listen_explanation'))}"
            f"<p><small>{esc(t('eco.ui.source'))}{ctx.colon}{link}</small></p></div>")


def phones(ctx: Ctx) -> str:
    v = ctx.view
    t = ctx.t
    items = []
    for seat, phone in enumerate(v["phones"]):
        used = set(phone["used"])
        single = set(phone["single_use"])
        apps_ = []
        for app in phone["apps"]:
            u = app in used and app in single
            state = t("eco.ui.used") if u else ""
            apps_.append(f"<li class=\"app{' used' if u else ''}\"><span aria-hidden=\"true\">{APP_ICON.get(app, '')}</span> "
                         f"{esc(t('eco.app.' + app))}{(' — ' + esc(state)) if state else ''}</li>")
        active = seat == v["turn"]
        bat = battery(ctx) if active and v["phase"] not in ("apps",) else ""
        items.append(f"<li class=\"phone{' active' if active else ''}\"><strong>{'▶ ' if active else ''}"
                     f"{esc(ctx.name(seat))}</strong>{bat}<ul class=\"apps\">{''.join(apps_)}</ul></li>")
    return (f"<section class=\"eco-phones\" aria-labelledby=\"eco-ph-h\"><h3 id=\"eco-ph-h\">"
            f"{esc(t('eco.ui.phones'))}</h3><ul class=\"phone-list\">{''.join(items)}</ul></section>")


def tiles(ctx: Ctx) -> str:
    v = ctx.view
    t = ctx.t
    lieux = "".join(f"<li class=\"ltile\">{_lieu_face(ctx, c)}</li>" for c in v["lieu_display"]) or f"<li>{esc(t('eco.ui.empty'))}</li>"
    cons = "".join(f"<li>{_tile_button(ctx, x, None)}</li>" for x in v["construction_display"]) or f"<li>{esc(t('eco.ui.empty'))}</li>"
    piles = t("eco.ui.piles", lieux=v["lieu_pile"], cons=v["construction_pile"],
              lieux_d=len(v["lieu_discard"]), cons_d=len(v["construction_discard"]))
    steps = "".join(f"<span class=\"rstep{' on' if i == v['recruiter'] else ''}\">{'☺' if i == v['recruit_steps'] else i}</span>"
                    for i in range(v["recruit_steps"] + 1))
    hired = "".join(f"<li><span aria-hidden=\"true\">{SPECIALIST_ICON.get(s, '')}</span> {esc(txt(ctx, content_index().specialists[s]['name']))}"
                    f" <small>{esc(txt(ctx, content_index().specialists[s]['text']))}</small></li>" for s in v["specialists"])
    recruit = ""
    if v["version"] != "simplified":
        recruit = (f"<h4>{esc(t('eco.ui.recruitment'))}</h4><p class=\"recruit-track\" role=\"img\" "
                   f"aria-label=\"{esc(t('eco.ui.recruiter_at', step=v['recruiter'], steps=v['recruit_steps']))}\">"
                   f"<span aria-hidden=\"true\">{steps}</span></p>"
                   f"<ul class=\"hired\">{hired or '<li>' + esc(t('eco.ui.no_specialist')) + '</li>'}</ul>")
    animals = []
    for a in ANIMALS:
        if a in v["discs"]:
            state = t("eco.ui.protected")
        elif a in v["endangered"]:
            state = t("eco.ui.endangered")
        else:
            state = t("eco.ui.to_protect")
        animals.append(f"<li><span class=\"animal\" aria-hidden=\"true\">{esc(t('eco.abbr.' + a))}</span> "
                       f"{esc(animal_name(ctx, a))} — {esc(state)}</li>")
    recycled = ", ".join(t("eco.waste." + w) for w in v["recycled"]) or "—"
    return (f"<section class=\"eco-tiles\" aria-labelledby=\"eco-ti-h\"><h3 id=\"eco-ti-h\">{esc(t('eco.ui.tiles'))}</h3>"
            f"<h4>{esc(t('eco.ui.lieu_display'))}</h4><ul class=\"tile-row\">{lieux}</ul>"
            f"<h4>{esc(t('eco.ui.cons_display'))}</h4><ul class=\"tile-row\">{cons}</ul>"
            f"<p><small>{esc(piles)}</small></p>{recruit}"
            f"<h4>{esc(t('eco.ui.animals'))}</h4><ul class=\"animals\">{''.join(animals)}</ul>"
            f"<p>{esc(t('eco.ui.recycled', list=recycled, left=v['waste_left']))}</p></section>")


def help_box(ctx: Ctx) -> str:
    """What each tile, app, specialist and face of the bonus die does, in words, on demand."""
    t = ctx.t
    simple = ctx.view.get("version") == "simplified"
    # the simplified rules build every power plant the same way and recharge it without a
    # condition: their own conditions (face down, weather, cubes) are not told there
    ks = "".join(f"<li><span class=\"tile-ico k-{k['id']}\" aria-hidden=\"true\">{KIND_ICON.get(k['id'], '')}</span> "
                 f"<strong>{esc(txt(ctx, k['name']))}</strong>{ctx.colon}"
                 f"{esc(t('eco.ui.plant_simplified') if simple and k.get('power_plant') else txt(ctx, k['text']))}</li>"
                 for k in content_index().kinds.values() if not simple or k.get("in_simplified"))
    ap = "".join(f"<li><strong>{esc(txt(ctx, a['name']))}</strong>{ctx.colon}{esc(txt(ctx, a['text']))}</li>"
                 for a in content_index().apps.values())
    ws = "".join(f"<li><strong>{esc(txt(ctx, w['name']))}</strong> (+{w['blue_steps']}){ctx.colon}{esc(txt(ctx, w['why']))}</li>"
                 for w in content_index().waste.values())
    sp = "".join(f"<li><strong>{esc(txt(ctx, s['name']))}</strong>{ctx.colon}{esc(txt(ctx, s['text']))}</li>"
                 for s in content_index().specialists.values())
    bd = "".join(f"<li><strong>{f}</strong>{ctx.colon}{esc(txt(ctx, x['text']))}</li>" for f, x in sorted(content_index().bonus_effects.items()))
    return (f"<details class=\"eco-help\"><summary>{esc(t('eco.ui.help'))}</summary>"
            f"<h4>{esc(t('eco.ui.help_tiles'))}</h4><ul>{ks}</ul>"
            f"<h4>{esc(t('eco.ui.help_apps'))}</h4><ul>{ap}</ul>"
            f"<h4>{esc(t('eco.ui.help_waste'))}</h4><ul>{ws}</ul>"
            + ("" if simple else f"<h4>{esc(t('eco.ui.help_specialists'))}</h4><ul>{sp}</ul>"
               f"<h4>{esc(t('eco.ui.help_bonus'))}</h4><ul>{bd}</ul>")
            + f"<p><small>{esc(t('eco.ui.legend'))}</small></p></details>")


@functools.cache
def _notes() -> list[dict[str, Any]]:
    data = load_json("web.games.ecotopia", "notes.json")
    return data if isinstance(data, list) else []


def notes(ctx: Ctx | Shell, *, open_first: bool = False) -> str:
    items = []
    for i, n in enumerate(_notes()):
        srcs = "; ".join(s for s in n.get("sources", []))
        items.append(f"<details class=\"note\"{' open' if open_first and i == 0 else ''}><summary>{esc(txt(ctx, n['title']))}</summary>"
                     f"<p>{esc(txt(ctx, n['text']))}</p><p><small>{esc(ctx.t('eco.ui.sources'))}{ctx.colon}{esc(srcs)}</small></p></details>")
    return (f"<section class=\"eco-notes\" aria-labelledby=\"eco-notes-h\"><h3 id=\"eco-notes-h\">"
            f"{esc(ctx.t('eco.ui.notes'))}</h3>{''.join(items)}</section>")


def parts(ctx: Ctx) -> TableParts:
    """The step (the "what to do now" panel: the apps, tiles and answers to tap, and a
    square's several moves), the board (the 6×6 squares and the two recycling centres, where
    an app's moves go), the planet track (status), then the smartphones, the tiles, the help
    and the notes (more). Each part is wrapped in ``.eco``, which the game's styles hang on."""
    v = ctx.view
    return TableParts(
        step=f"<div class=\"eco\">{panel(ctx)}</div>",
        board=f"<div class=\"eco\">{board(ctx)}</div>",
        status=f"<div class=\"eco\">{status(ctx)}</div>",
        more=(f"<div class=\"eco eco-side\">{phones(ctx)}{tiles(ctx)}{help_box(ctx)}"
              f"{notes(ctx)}</div>"),
        status_label=ctx.t("eco.ui.part_status", blue=v["blue"], red=v["red"]),
        more_label=ctx.t("eco.ui.part_more"))


def render_end(ctx: Ctx) -> str:
    v = ctx.view
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


def answer_moment(ctx: Ctx, events: list[dict[str, Any]]) -> str | None:
    """A question answered: the whole table reads the explanation and its source once."""
    answers = [e for e in events if e.get("key") == "eco.log.answer"]
    if not answers:
        return None
    a = answers[-1]["args"]
    last = {"id": a["question"], "choice": a["choice"], "right": a["right"], "answer": a["answer"]}
    who = ctx.name(a.get("seat"))
    return (f"<div class=\"eco eco-moment\"><p>{esc(ctx.t('eco.ui.moment_answer', seat=who))}</p>"
            f"{answer_box(ctx, last=last)}</div>")


def _sample_board(shell: Shell) -> str:
    """The board at the start of a seeded game, drawn by the table itself (the rules' picture)."""
    from engine.ecotopia import GAME

    state = GAME.setup(2, {"version": "normal"}, seed=12)
    ctx = Ctx(shell, GAME, GAME.view(state, None), [], None, ["Léa", "Tom"], {})
    return board(ctx, interactive=False)


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
