"""The smartphones: the actions phase's apps (``actions_panel``), the battery, and every seat's
phone with its apps."""

from __future__ import annotations

from typing import Any

from engine.ecotopia.actions import AskQuestion, MoveTeam, MoveTruck, PlantTree, Recruit, RollBonus
from engine.ecotopia.view import as_view

from ...html import esc
from ...seam import Ctx, part
from .board import cell_choices, mode_of
from .dice import dice_line
from .quiz import answer_box
from .truck import only_truck_left

APP_ICON = {"bonus_die": "⚄", "move_team": "♟", "plant_tree": "♣", "answer_question": "?",
            "recycle": "♻", "recruit": "☺"}


def actions_panel(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    t = ctx.t
    me = ctx.name(ctx.seat)
    seats = [] if ctx.seat is None else [ctx.seat]
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
            f"<span aria-hidden=\"true\">⇥</span> {esc(t('eco.ui.truck_end', n=v['battery']))}", "mode",
            "truck_end", cls="button app" + (" selected" if pressed else ""),
            aria_pressed="true" if pressed else "false"))
    hint = t("eco.ui.hint_mode_" + mode) if mode else t("eco.ui.hint_actions")
    return (f"<section class=\"eco-panel\" aria-labelledby=\"eco-panel-h\"><h3 id=\"eco-panel-h\">"
            f"{esc(ctx.t_to(seats, 'eco.ui.your_move', seat=me))}</h3>{battery(ctx)}{dice_line(ctx, weather=False)}"
            f"<p class=\"hint battery-hint\">{esc(t('eco.ui.hint_battery', n=v['battery']))}</p>"
            f"<div class=\"apps-row\" role=\"group\" aria-label=\"{esc(t('eco.ui.phone_apps'))}\">{''.join(buttons)}</div>"
            f"<p class=\"hint\">{esc(hint)}</p>{cell_choices(ctx)}"
            f"{answer_box(ctx) if _answered_this_turn(ctx) else ''}</section>")


def _answered_this_turn(ctx: Ctx) -> bool:
    for event in reversed(as_view(ctx.view).get("log", [])):
        if event.get("key") == "eco.log.answer":
            return True
        if event.get("key") == "eco.log.turn":
            return False
    return False


def battery(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    n, top = int(v["battery"]), int(v["battery_max"])
    cells_ = "".join(f"<span class=\"bat{' on' if i < n else ''}\"></span>" for i in range(top))
    label = ctx.t("eco.ui.battery", n=n, max=top)
    return (f"<div class=\"battery\" role=\"img\" aria-label=\"{esc(label)}\">"
            f"<span class=\"bat-cells\" aria-hidden=\"true\">{cells_}</span> "
            f"<strong aria-hidden=\"true\">{n}/{top}</strong></div>")


def phones(ctx: Ctx) -> str:
    v = as_view(ctx.view)
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
        items.append(f"<li class=\"phone{' active' if active else ''}\"{part(f'phone-{seat}')}><strong>{'▶ ' if active else ''}"
                     f"{esc(ctx.name(seat))}</strong>{bat}<ul class=\"apps\">{''.join(apps_)}</ul></li>")
    return (f"<section class=\"eco-phones\" aria-labelledby=\"eco-ph-h\"><h3 id=\"eco-ph-h\">"
            f"{esc(t('eco.ui.phones'))}</h3><ul class=\"phone-list\">{''.join(items)}</ul></section>")
