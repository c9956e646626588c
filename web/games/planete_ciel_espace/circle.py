"""Round 1 at the table: the circle of ten cards on a 5 × 5 grid with the spinning top, the
action panel (swap, flip, pivot, reveal, peek), and the public moments of the spin and of a line
turned over."""

from __future__ import annotations

from typing import Any

from engine.planete_ciel_espace.actions import (
    DonePeek,
    EndTurn,
    Flip,
    Peek,
    Pivot,
    Reveal,
    StopTop,
    Swap,
)
from engine.planete_ciel_espace.circle import line_of
from engine.planete_ciel_espace.content import card
from engine.planete_ciel_espace.state import CIRCLE
from engine.planete_ciel_espace.view import as_view

from ...html import esc
from ...seam import Ctx, part
from .cards import back, face, label, place_name, title

#: grid cell (row, column) of each place on a 5 × 5 board: the circle 0–7 clockwise from the top
CIRCLE_CELLS = ((1, 3), (1, 5), (3, 5), (5, 5), (5, 3), (5, 1), (3, 1), (1, 1))


#: per axis, the cells of the centre pair (8 next to circle place ``axis``, 9 next to axis + 4)
CENTRE_CELLS = (((2, 3), (4, 3)), ((2, 4), (4, 2)), ((3, 4), (3, 2)), ((4, 4), (2, 2)))


TOP_CELL = (3, 3)


def _place_cell(place: int, axis: int) -> tuple[int, int]:
    if place < CIRCLE:
        return CIRCLE_CELLS[place]
    return CENTRE_CELLS[axis][place - CIRCLE]


def _top(ctx: Ctx) -> str:
    """The spinning top: spinning while the backs may be seen, else landed on the line."""
    v = as_view(ctx.view)
    axis = v["axis"]
    if v["phase"] in ("spin", "peek"):
        state, spoken = "spinning", ctx.t("pce.ui.top_spinning")
    else:
        log = v["log"]
        fresh = (v["actions_done"] == 0 and not ctx.ui and bool(log)
                 and log[-1]["key"] in ("pce.log.top_stopped", "pce.log.peek"))
        state = "landing" if fresh else "landed"
        first, *_, last = line_of(axis)
        spoken = ctx.t("pce.ui.top_landed", a=first + 1, b=last + 1)
    return (f"<div class=\"pce-top-wrap\"{part('top')} style=\"grid-row:{TOP_CELL[0]};grid-column:{TOP_CELL[1]}\">"
            f"<span class=\"pce-top {state}\" style=\"--land:{axis * 45}deg\" role=\"img\" "
            f"aria-label=\"{esc(spoken)}\"><span class=\"pce-top-arrow\" aria-hidden=\"true\"></span>"
            f"</span></div>")


def circle_grid(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    lang = v["lang"]
    legal = ctx.legal
    line = v["line"]
    backs = {f["place"]: f["pair"] for f in v["face_up"]}
    can_swap = any(isinstance(a, Swap) for a in legal)
    can_peek = any(isinstance(a, Peek) for a in legal)
    sel = ctx.ui.get("sel")
    chosen = ctx.ui.get("peek", [])
    cells = []
    for place, card_id in enumerate(v["layout"]):
        if card_id is None:
            continue
        row, col = _place_cell(place, v["axis"])
        in_line = place in line and v["phase"] != "spin"
        classes = ["pce-place"] + (["in-line"] if in_line else []) + \
                  (["centre"] if place >= CIRCLE else [])
        diamond = "<span aria-hidden=\"true\"> ◆</span>" if in_line else ""
        number = f"<span class=\"pce-num\">{place + 1}{diamond}</span>"
        inner = face(card_id, lang, f"p{place}", narrow=True)
        if place in backs:
            inner += back(backs[place], lang)
            classes.append("back-up")
        where = place_name(ctx, place)
        line_note = f" — {ctx.t('pce.ui.in_line')}" if in_line else ""
        spoken = f"{where}{line_note}{ctx.colon}{title(card_id, lang)}"
        body = f"{number}{inner}"
        if can_swap:
            if sel is None or int(sel) == place:
                button_html = ctx.pick(f"<span class=\"sr-only\">{esc(spoken)} — </span>{body}",
                                       "sel", str(place), playable=True,
                                       selected=sel is not None and int(sel) == place,
                                       cls="pce-pick")
            else:
                a, b = sorted((int(sel), place))
                hint = ctx.t("pce.ui.swap_with", a=int(sel) + 1, b=place + 1)
                button_html = ctx.act_button(
                    Swap(a, b), f"<span class=\"sr-only\">{esc(hint)} — </span>{body}",
                    cls="pce-pick target")
            content = button_html
        elif can_peek:
            picked = place in chosen
            full = len(chosen) >= 2 and not picked
            content = ctx.pick(f"<span class=\"sr-only\">{esc(spoken)} — </span>{body}", "peek",
                               str(place), playable=not full, selected=picked, cls="pce-pick")
        else:
            content = f"<span class=\"pce-still\"><span class=\"sr-only\">{esc(spoken)}</span>{body}</span>"
        cells.append(f"<div class=\"{' '.join(classes)}\"{part(f'place-{place}')} style=\"grid-row:{row};grid-column:{col}\">"
                     f"{content}</div>")
    cells.append(_top(ctx))
    return (f"<div class=\"pce-circle\" role=\"group\" aria-label=\"{esc(ctx.t('pce.ui.circle'))}\">"
            f"{''.join(cells)}</div>")


def _seen_list(ctx: Ctx, seen: list[dict[str, Any]]) -> str:
    """The backs this seat sees now, in words (the same moment as on the cards, no memory)."""
    lang = as_view(ctx.view)["lang"]
    items = "".join(f"<li><strong>{esc(ctx.t('pce.ui.seen_card', title=title(f['card'], lang), n=f['place'] + 1))}"
                    f"</strong>{ctx.colon}{back(f['pair'], lang)}</li>" for f in seen)
    return f"<ul class=\"pce-seen\">{items}</ul>"


def _pivot_button(ctx: Ctx, pivot: Pivot) -> str:
    """"↻ 2–6": lay the centre pair on the diameter through those two circle places."""
    first, *_, last = line_of(pivot.axis)
    spoken = ctx.t("pce.ui.pivot_to", a=first + 1, b=last + 1)
    return ctx.act_button(pivot, f"<span class=\"sr-only\">{esc(spoken)}</span>"
                                 f"<span aria-hidden=\"true\">↻ {first + 1}–{last + 1}</span>",
                          cls="button small")


def round1_panel(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    legal = ctx.legal
    lang = v["lang"]
    parts: list[str] = []
    phase = v["phase"]
    if phase == "spin":
        parts.append(f"<p class=\"pce-hint\">{esc(ctx.t('pce.ui.spin_hint'))}</p>")
        if any(isinstance(a, StopTop) for a in legal):
            parts.append(ctx.act_button(StopTop(), esc(ctx.t("pce.action.stop_top")),
                                        cls="button primary big", id="pce-stop"))
    elif phase == "turn":
        done = v["actions_done"]
        if any(isinstance(a, (Swap, Flip, Pivot)) for a in legal):
            sel = ctx.ui.get("sel")
            parts.append(f"<p class=\"pce-hint\"><strong>{esc(ctx.t('pce.ui.action_n', n=done + 1))}</strong> "
                         f"{esc(ctx.t('pce.ui.pick_hint_sel' if sel is not None else 'pce.ui.pick_hint'))}</p>")
            if sel is not None:
                place = int(sel)
                parts.append(ctx.act_button(Flip(place), esc(ctx.t("pce.ui.flip", n=place + 1)),
                                            cls="button primary", id="pce-flip"))
                parts.append(ctx.ui_button(esc(ctx.t("pce.ui.unselect")), "sel", "", cls="button"))
            pivots = [a for a in legal if isinstance(a, Pivot)]
            if pivots:
                buttons = "".join(_pivot_button(ctx, a) for a in pivots)
                parts.append(f"<div class=\"pce-pivots\"><span>{esc(ctx.t('pce.action.pivot'))}"
                             f"{ctx.colon}</span>{buttons}</div>")
        elif any(isinstance(a, (Reveal, EndTurn)) for a in legal):
            line = v["line"]
            parts.append(f"<p class=\"pce-hint\">{esc(ctx.t('pce.ui.reveal_hint'))}</p>")
            parts.append(ctx.act_button(Reveal(0), esc(ctx.t("pce.ui.reveal_from", n=line[0] + 1)),
                                        cls="button primary", id="pce-reveal-0"))
            parts.append(ctx.act_button(Reveal(1), esc(ctx.t("pce.ui.reveal_from", n=line[3] + 1)),
                                        cls="button primary", id="pce-reveal-1"))
            parts.append(ctx.act_button(EndTurn(), esc(ctx.t("pce.action.end_turn")), cls="button",
                                        id="pce-end-turn"))
        seen = v["face_up"]
        if seen and ctx.seat is not None:
            who = ", ".join(ctx.t("pce.ui.seen_card", title=title(f["card"], lang), n=f["place"] + 1)
                            for f in seen)
            parts.append(f"<div class=\"pce-secret\" role=\"note\"><p>{esc(ctx.t('pce.ui.you_see', cards=who))}</p>"
                         f"{_seen_list(ctx, seen)}</div>")
    elif phase == "peek":
        peeks = [a for a in legal if isinstance(a, Peek)]
        if peeks:
            chosen = sorted(ctx.ui.get("peek", []))
            parts.append(f"<p class=\"pce-hint\">{esc(ctx.t('pce.ui.peek_hint', n=len(chosen)))}</p>")
            if len(chosen) == 2:
                parts.append(ctx.act_button(Peek(chosen[0], chosen[1]),
                                            esc(ctx.t("pce.ui.peek_these", a=chosen[0] + 1, b=chosen[1] + 1)),
                                            cls="button primary", id="pce-peek"))
        elif any(isinstance(a, DonePeek) for a in legal):
            parts.append(f"<div class=\"pce-secret\" role=\"note\"><p>{esc(ctx.t('pce.ui.peek_look'))}</p>"
                         f"{_seen_list(ctx, v['face_up'])}</div>")
            parts.append(ctx.act_button(DonePeek(), esc(ctx.t("pce.action.done_peek")),
                                        cls="button primary big", id="pce-peek-done"))
        else:
            waiting = [ctx.name(s) for s in v["to_move"]]
            parts.append(f"<p class=\"pce-hint\">{esc(ctx.t('pce.ui.peek_wait', names=waiting))}</p>")
    return f"<section class=\"pce-panel\" aria-label=\"{esc(ctx.t('pce.ui.actions'))}\">{''.join(parts)}</section>"


def moment_spin(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    lang = v["lang"]
    # each back named as its place in the circle (``part``): a lesson's coach shows the one it names
    cards = "".join(f"<li{part('place-' + str(f['place']))}><span class=\"pce-num\">{f['place'] + 1}</span>"
                    f"{face(f['card'], lang, 'm' + str(f['place']), cls='small', narrow=True)}{back(f['pair'], lang)}</li>"
                    for f in v["face_up"])
    return (f"<div class=\"pce pce-moment\"><p class=\"pce-hint\">{esc(ctx.t('pce.ui.spin_moment'))}</p>"
            f"<span class=\"pce-top spinning inline\" role=\"img\" aria-label=\"{esc(ctx.t('pce.ui.top_spinning'))}\">"
            f"<span class=\"pce-top-arrow\" aria-hidden=\"true\"></span></span>"
            f"<ol class=\"pce-backs\">{cards}</ol></div>")


def moment_reveal(ctx: Ctx, event: dict[str, Any]) -> str:
    lang = as_view(ctx.view)["lang"]
    args = event["args"]
    won = event["key"] == "pce.log.reveal_won"
    items = "".join(f"<li><span class=\"pce-num\">{p + 1}</span>{face(c, lang, f'v{k}', cls='small', narrow=True)}"
                    f"{back(card(c).pair, lang)}</li>"
                    for k, (c, p) in enumerate(zip(args["cards"], args["places"], strict=False)))
    who = ctx.name(args["seat"])
    if won:
        shared = ", ".join(label(c, lang) for c in args.get("shared", []))
        text = ctx.t("pce.ui.reveal_won", name=who, n=args["stars"], shared=shared)
        if args.get("kept", args["stars"]) < args["stars"]:
            text += " " + ctx.t("pce.ui.capped", n=args["kept"])
        mark = "✓"
    else:
        # the card that broke the line, by its name and its number as the table shows it
        # (the count of cards turned is not its place: the 4th turned may lie at place 5)
        text = ctx.t("pce.ui.reveal_failed", name=who, card=title(args["cards"][-1], lang),
                     place=args["places"][-1] + 1)
        mark = "✗"
    return (f"<div class=\"pce pce-moment\"><h4>{esc(ctx.t('pce.ui.line_turned', name=who))}</h4>"
            f"<ol class=\"pce-backs\">{items}</ol><p class=\"pce-result {'won' if won else 'lost'}\">"
            f"<span aria-hidden=\"true\">{mark}</span> {esc(text)}</p></div>")
