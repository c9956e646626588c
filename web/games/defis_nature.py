"""Défis Nature Protect – Le Tournoi at the table: placement, battle reveal, scores, deck builder.

Placing is two taps, like every Terraludo game: choose a card (a Défis card from the hand or a
power card), then one of the highlighted battle boards. Every target is a real ``<button>``
with a spoken label. When the 4 Défis cards are down, "Valider" (the engine's ``Done``) ends
the seat's placement; with several humans the shell hides each seat's cards behind the
hand-off screen.

The battles of the previous round are shown first, one board at a time ("Retourner"), from the
view's ``history``: each seat's card with its figure, the power cards and what they did, in
words, and the winning figure highlighted. The deck builder is its own screen
(``#/screen/defis-nature/decks``); custom decks are kept as JSON in the player's storage and
chosen per seat in the setup screen, which fills the engine's ``custom_decks`` option.

Figures are written the way a reader expects them: grams, kilograms or tonnes, millimetres,
centimetres or metres, with French number formatting in French (``1 200 g`` with a narrow
no-break space, ``2,5 m``) and English formatting in English (``1,200 g``, ``2.5 m``).
"""

from __future__ import annotations

import functools
import json
from typing import Any

from engine.core.content import load_json
from engine.defis_nature.content import (
    BATTLES,
    DECK_COLOURS,
    Catalogue,
    Species,
    catalogue,
    colour_counts,
)
from engine.defis_nature.decks import custom_decks_option, validate_deck
from engine.defis_nature.rules import Done, Place, PlacePower

from ..html import button, esc
from . import Ctx

PACKAGE = "engine.defis_nature"
DECKS_KEY = "terraludo:decks:defis-nature"
DRAFT_KEY = "terraludo:decks:defis-nature:draft"

NARROW_NBSP = "\u202f"  # French thousands separator
NBSP = "\u00a0"  # between a number and its unit
COLOURS = ("green", "yellow", "orange", "red")
POWER_DECK_SIZE = 5
MAX_PROTECT = 1

# --- pictograms: inline SVG (CI's Chromium has no emoji font; these need no font at all) ----
_SVG = ("<svg class=\"ico{cls}\" viewBox=\"0 0 24 24\" aria-hidden=\"true\" focusable=\"false\" "
        "fill=\"currentColor\">{body}</svg>")
_STROKE = "fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\""
CATEGORY_ICONS = {
    "mammiferes": "<ellipse cx=\"12\" cy=\"16\" rx=\"5\" ry=\"4.2\"/><circle cx=\"5.5\" cy=\"10.5\" r=\"2.3\"/>"
                  "<circle cx=\"9.5\" cy=\"6\" r=\"2.3\"/><circle cx=\"14.5\" cy=\"6\" r=\"2.3\"/>"
                  "<circle cx=\"18.5\" cy=\"10.5\" r=\"2.3\"/>",
    "poissons": "<path d=\"M2 12c3-5 10-6.5 14.5-1.5L22 7v10l-5.5-3.5C12 18.5 5 17 2 12z\"/>"
                "<circle cx=\"7\" cy=\"11\" r=\"1.3\" fill=\"#fff\"/>",
    "reptiles": "<path d=\"M4 15a7 6 0 0 1 14 0z\"/><circle cx=\"20\" cy=\"13\" r=\"2.3\"/>"
                f"<path d=\"M6 15.5l-1.5 3M16 15.5l1.5 3M4 15l-2.5 1\" {_STROKE}/>",
    "oiseaux": "<path d=\"M1.5 9.5c4-2.5 7.5-1.5 10.5 2.5 3-4 6.5-5 10.5-2.5-4 .5-7.5 3-10.5 8.5C9 12.5 5.5 10 1.5 9.5z\"/>",
    "mollusques": f"<circle cx=\"11\" cy=\"11\" r=\"6\" {_STROKE}/><circle cx=\"11\" cy=\"11\" r=\"2.2\" {_STROKE}/>"
                  "<path d=\"M2 19h17c2 0 3-1 3-3H2z\"/>"
                  f"<path d=\"M19 14l1-5M21 14l2-4\" {_STROKE}/>",
    "arthropodes": "<ellipse cx=\"12\" cy=\"15\" rx=\"4\" ry=\"5.5\"/><circle cx=\"12\" cy=\"7.3\" r=\"2.6\"/>"
                   "<path d=\"M8 12L4 10M8 15H3M8 18l-4 2.5M16 12l4-2M16 15h5M16 18l4 2.5M11 5L9 2M13 5l2-3\" "
                   "fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.7\" stroke-linecap=\"round\"/>",
    "amphibiens": "<ellipse cx=\"12\" cy=\"14.5\" rx=\"7\" ry=\"5\"/><circle cx=\"8\" cy=\"8.5\" r=\"2.6\"/>"
                  f"<circle cx=\"16\" cy=\"8.5\" r=\"2.6\"/><path d=\"M6 18l-4 3M18 18l4 3\" {_STROKE}/>",
    "autres": "<path d=\"M4 12.5a8 8 0 0 1 16 0z\"/>"
              "<path d=\"M7 13v5M10 13c0 3 1 5 0 8M14 13c0 3-1 5 0 8M17 13v5\" "
              "fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.8\" stroke-linecap=\"round\"/>",
}
BATTLE_ICONS = {
    "weight": f"<path d=\"M5.5 9h13l3 12h-19z\"/><circle cx=\"12\" cy=\"5.5\" r=\"3\" {_STROKE}/>",
    "length": "<path d=\"M1.5 12l5.5-5.5V10h10V6.5l5.5 5.5-5.5 5.5V14H7v3.5z\"/>",
    "longevity": "<path d=\"M5 2h14v2.5c0 4-4.5 5.5-4.5 7.5s4.5 3.5 4.5 7.5V22H5v-2.5C5 15.5 9.5 14 9.5 12S5 8.5 5 4.5z\"/>",
    "gestation": "<path d=\"M12 2c4 0 7.5 6.5 7.5 12a7.5 7.5 0 0 1-15 0C4.5 8.5 8 2 12 2z\"/>",
}
KIND_ICONS = {
    "junior": "<path d=\"M12 22l-7.5-8.5H9V2h6v11.5h4.5z\"/>",
    "protect": "<path d=\"M12 1.5l8.5 3.2V11c0 5.4-3.6 9.6-8.5 11.5C7.1 20.6 3.5 16.4 3.5 11V4.7z\"/>",
    "action": "<path d=\"M14 1.5L4 13.5h6.5L9 22.5l10.5-13H13z\"/>",
}


def icon(body: str, cls: str = "") -> str:
    return _SVG.format(cls=f" {cls}" if cls else "", body=body)


# --- content ---------------------------------------------------------------------------------
def _cat() -> Catalogue:
    return catalogue()


@functools.cache
def _species_extra() -> dict[str, dict[str, Any]]:
    """What the rules do not need but a card shows: scientific name, gestation or incubation."""
    doc = load_json(PACKAGE, "data/species.json")
    return {s["id"]: s for s in doc["species"]}


@functools.cache
def _power_doc() -> dict[str, Any]:
    doc = load_json(PACKAGE, "data/power_cards.json")
    return doc if isinstance(doc, dict) else {}


def _lang(t: Any) -> str:
    return "en" if getattr(t, "lang", "fr") == "en" else "fr"


def species_name(t: Any, sid: str) -> str:
    sp = _cat().species.get(sid)
    if sp is None:
        return sid
    return sp.name_en if _lang(t) == "en" else sp.name_fr


def power_name(t: Any, pid: str) -> str:
    card = _cat().power_cards.get(pid)
    if card is None:
        return pid
    return card.name_en if _lang(t) == "en" else card.name_fr


def power_effect_text(t: Any, pid: str) -> str:
    """The card's rule in a sentence, from the engine's power card texts."""
    card = _cat().power_cards.get(pid)
    if card is None:
        return ""
    doc = _power_doc()
    lang = _lang(t)
    if card.kind == "action":
        text = str(doc.get("effects", {}).get(card.effect, {}).get(lang, ""))
        return text.replace("{amount}", format_number(card.amount, lang, 2))
    return str(doc.get("kinds", {}).get(card.kind, {}).get("text", {}).get(lang, ""))


# --- numbers ---------------------------------------------------------------------------------
def format_number(value: float, lang: str, decimals: int = 0) -> str:
    """``1234.5`` → ``1 234,5`` (fr, narrow no-break space) or ``1,234.5`` (en); trailing
    zeros of the decimals are dropped (``2.50`` → ``2,5``; ``3.0`` → ``3``)."""
    text = f"{value:,.{decimals}f}"
    if decimals:
        text = text.rstrip("0").rstrip(".")
    if lang == "fr":
        text = text.replace(",", NARROW_NBSP).replace(".", ",")
    return text


def _decimals(value: float) -> int:
    """Three significant figures at most, never more than 2 decimals."""
    if value < 1:
        return 2
    if value < 100:
        return 1
    return 0


def format_figure(t: Any, battle: str, value: float) -> str:
    """A battle figure with its unit, in the unit a reader expects for that size."""
    lang = _lang(t)

    def num(x: float) -> str:
        return format_number(x, lang, _decimals(x))

    if battle == "weight":
        if value < 10_000:
            return f"{num(value)}{NBSP}g"
        if value < 1_000_000:
            return f"{num(value / 1000)}{NBSP}kg"
        return f"{num(value / 1_000_000)}{NBSP}t"
    if battle == "length":
        if value < 1:
            return f"{num(value * 10)}{NBSP}mm"
        if value < 100:
            return f"{num(value)}{NBSP}cm"
        return f"{format_number(value / 100, lang, 2)}{NBSP}m"
    if battle == "longevity":
        if value < 1:
            months = max(1, round(value * 12))
            return t("defis.ui.unit.month_one" if months == 1 else "defis.ui.unit.months", n=months)
        text = num(value)
        return t("defis.ui.unit.year_one" if text == "1" else "defis.ui.unit.years", n=text)
    if value < 1:
        hours = max(1, round(value * 24))
        return t("defis.ui.unit.hour_one" if hours == 1 else "defis.ui.unit.hours", n=hours)
    text = num(value)
    return t("defis.ui.unit.day_one" if text == "1" else "defis.ui.unit.days", n=text)


def battle_name(t: Any, battle: str) -> str:
    return str(t(f"defis.battle.{battle}"))


def figure_label(t: Any, battle: str, sid: str) -> str:
    """"Gestation" or "Incubation" for that species (the card says which), else the battle."""
    if battle == "gestation":
        kind = _species_extra().get(sid, {}).get("reproduction", "gestation")
        return str(t(f"defis.ui.repro.{kind}"))
    return battle_name(t, battle)


def stars(colour: str) -> str:
    n = COLOURS.index(colour) + 1 if colour in COLOURS else 1
    return "★" * n


def threat_label(t: Any, colour: str) -> str:
    return str(t(f"defis.ui.threat.{colour}"))


# --- cards -----------------------------------------------------------------------------------
def card_face(t: Any, sid: str, *, highlight: str | None = None, figures: bool = True,
              figure_override: tuple[str, str] | None = None) -> str:
    """A Défis card: category pictogram and name, the name, the threat colour AND its stars
    AND a text label, the points, then the four figures (one may be highlighted)."""
    sp = _cat().species.get(sid)
    if sp is None:
        return f"<span class=\"dcard\">{esc(sid)}</span>"
    extra = _species_extra().get(sid, {})
    name = species_name(t, sid)
    rows = ""
    if figures:
        items = []
        for b, value in zip(BATTLES, sp.figures, strict=True):
            hl = " hl" if b == highlight else ""
            shown = format_figure(t, b, value)
            if figure_override and figure_override[0] == b:
                shown = figure_override[1]
            items.append(f"<span class=\"fig{hl}\">{icon(BATTLE_ICONS[b])}"
                         f"<span class=\"fig-name\">{esc(figure_label(t, b, sid))}</span>"
                         f"<span class=\"fig-val\">{esc(shown)}</span></span>")
        # spans, not a list: the card is often inside a <button> (phrasing content only)
        rows = f"<span class=\"dcard-figs\">{''.join(items)}</span>"
    totem = f" <span class=\"totem\">{esc(t('defis.ui.totem'))}</span>" if sp.totem else ""
    sci = extra.get("scientific", "")
    return (f"<span class=\"dcard th-{sp.colour}\">"
            f"<span class=\"dcard-top\"><span class=\"dcard-cat\">{icon(CATEGORY_ICONS[sp.category])}"
            f"{esc(t(f'defis.category.{sp.category}'))}</span>"
            f"<span class=\"dcard-pts\">{esc(t('defis.ui.points', n=sp.points))}</span></span>"
            f"<span class=\"dcard-name\">{esc(name)}{totem}</span>"
            f"<span class=\"dcard-sci\" lang=\"la\">{esc(sci)}</span>"
            f"<span class=\"dcard-threat\"><span class=\"stars\" aria-hidden=\"true\">{stars(sp.colour)}</span> "
            f"{esc(threat_label(t, sp.colour))}</span>{rows}</span>")


def card_chip(t: Any, sid: str) -> str:
    """A small label of a card: category pictogram, name, stars (for zones and lists)."""
    sp = _cat().species.get(sid)
    if sp is None:
        return esc(sid)
    return (f"<span class=\"chip th-{sp.colour}\">{icon(CATEGORY_ICONS[sp.category])}"
            f"<span>{esc(species_name(t, sid))}</span>"
            f"<span class=\"stars\" aria-hidden=\"true\">{stars(sp.colour)}</span>"
            f"<span class=\"sr-only\">({esc(t(f'defis.category.{sp.category}'))}, "
            f"{esc(threat_label(t, sp.colour))})</span></span>")


def power_face(t: Any, pid: str, *, small: bool = False) -> str:
    card = _cat().power_cards.get(pid)
    if card is None:
        return f"<span class=\"pcard\">{esc(pid)}</span>"
    text = "" if small else f"<span class=\"pcard-text\">{esc(power_effect_text(t, pid))}</span>"
    return (f"<span class=\"pcard k-{card.kind}{' small' if small else ''}\">"
            f"<span class=\"pcard-kind\">{icon(KIND_ICONS[card.kind])}{esc(t(f'defis.kind.{card.kind}'))}</span>"
            f"<span class=\"pcard-name\">{esc(power_name(t, pid))}</span>{text}</span>")


def _card_back(label: str) -> str:
    return f"<span class=\"dback\"><span>{esc(label)}</span></span>"


# --- the game view ---------------------------------------------------------------------------
def _who(ctx: Ctx, seat: int, *, mid: bool = False) -> str:
    """A seat's name; the ghost is "Le fantôme", or "le fantôme" inside a sentence."""
    seats = ctx.view.get("seats", [])
    if 0 <= seat < len(seats) and seats[seat].get("ghost"):
        return str(ctx.t("defis.ui.ghost_mid" if mid else "defis.player.ghost"))
    return ctx.name(seat)


def command(ctx: Ctx, name: str, arg: str) -> Any:
    """UI-local steps: select a card or a power card, turn the battle boards over."""
    if name in ("card", "power"):
        current = ctx.ui.get("sel")
        ctx.ui["sel"] = None if current == (name, arg) else (name, arg)
    elif name == "reveal":
        ctx.ui["reveal"] = int(arg) if arg.isdigit() else len(BATTLES)
    elif name == "unselect":
        ctx.ui["sel"] = None
    return None


def _status(ctx: Ctx) -> str:
    v = ctx.view
    round_text = esc(ctx.t("defis.ui.round", round=v["round"], rounds=v["rounds"]))
    rows = []
    for s in v["seats"]:
        seat = s["seat"]
        if v.get("phase") == "over":
            state = ""
        elif s["ghost"]:
            state = esc(ctx.t("defis.ui.ghost_ready"))
        elif s["done"]:
            state = "✓ " + esc(ctx.t("defis.ui.ready"))
        else:
            state = "… " + esc(ctx.t("defis.ui.placing"))
        me = " me" if seat == ctx.seat else ""
        rows.append(f"<tr class=\"{me.strip()}\"><th scope=\"row\">{esc(_who(ctx, seat))}</th>"
                    f"<td>{len(s['zone'])}</td><td>{s['power_cards_left']}</td>"
                    f"<td class=\"total\">{s['score']['total']}</td><td>{state}</td></tr>")
    head = "".join(f"<th scope=\"col\">{esc(ctx.t(k))}</th>" for k in (
        "defis.ui.col.player", "defis.ui.col.protected", "defis.ui.col.powers",
        "defis.ui.col.points", "defis.ui.col.state"))
    return (f"<section class=\"defis-status\" aria-labelledby=\"defis-status-h\">"
            f"<h3 id=\"defis-status-h\">{round_text}</h3>"
            f"<table class=\"defis-scores\"><caption class=\"sr-only\">{esc(ctx.t('defis.ui.running_score'))}</caption>"
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>{_tokens(ctx)}</section>")


def _tokens(ctx: Ctx) -> str:
    v = ctx.view
    tokens = v.get("tokens", [])
    if not tokens or v.get("bonus") == "none":
        return ""
    by_id = {t.id: t for t in _cat().tokens}
    if v["bonus"] == "trio":
        cats = [by_id[t["id"]].trio for t in tokens if t["id"] in by_id]
        names = ", ".join(ctx.t(f"defis.category.{c}") for c in cats)
        mine = ""
        if ctx.seat is not None:
            zone_cats = {_cat().species[c].category for c in v["seats"][ctx.seat]["zone"]}
            got = sum(1 for c in cats if c in zone_cats)
            mine = f" <small>({esc(ctx.t('defis.ui.trio_progress', n=got, total=len(cats)))})</small>"
        chips = "".join(f"<li>{icon(CATEGORY_ICONS[c])}{esc(ctx.t(f'defis.category.{c}'))}</li>" for c in cats)
        return (f"<div class=\"defis-tokens\"><p><strong>{esc(ctx.t('defis.bonus.trio'))}</strong> : "
                f"{esc(ctx.t('defis.ui.trio_rule', categories=names))}{mine}</p>"
                f"<ul class=\"token-cats\">{chips}</ul></div>")
    items = []
    for t in tokens:
        token = by_id.get(t["id"])
        if token is None:
            continue
        labels = "".join(f"<span class=\"tcat\">{icon(CATEGORY_ICONS[c])}{esc(ctx.t(f'defis.category.{c}'))}</span>"
                         for c in token.triple)
        owner = (esc(ctx.t("defis.ui.token_owner", name=_who(ctx, t["owner"], mid=True))) if t["owner"] is not None
                 else esc(ctx.t("defis.ui.token_free")))
        items.append(f"<li>{labels} — <em>{owner}</em></li>")
    return (f"<div class=\"defis-tokens\"><p><strong>{esc(ctx.t('defis.bonus.triple'))}</strong> : "
            f"{esc(ctx.t('defis.ui.triple_rule'))}</p><ul>{''.join(items)}</ul></div>")


def _selected(ctx: Ctx) -> tuple[str, str] | None:
    sel = ctx.ui.get("sel")
    if isinstance(sel, (tuple, list)) and len(sel) == 2:
        return str(sel[0]), str(sel[1])
    return None


def _battle_head(ctx: Ctx, battle: str) -> str:
    return (f"<span class=\"bhead\">{icon(BATTLE_ICONS[battle])}<strong>{esc(battle_name(ctx.t, battle))}</strong></span>")


def _boards(ctx: Ctx) -> str:
    """The 4 battle boards of this seat, with targets for the selected card."""
    v = ctx.view
    me = v["me"]
    sel = _selected(ctx)
    targets: dict[str, Any] = {}
    for action in ctx.legal:
        if sel and sel[0] == "card" and isinstance(action, Place) and action.card == sel[1]:
            targets[action.battle] = action
        if sel and sel[0] == "power" and isinstance(action, PlacePower) and action.card == sel[1]:
            targets[action.battle] = action
    ghost = next((s for s in v["seats"] if s["ghost"]), None)
    boards = []
    for place in me["placements"]:
        b = place["battle"]
        inner = ""
        if place["card"]:
            inner += card_face(ctx.t, place["card"], highlight=b)
        if place["power"]:
            inner += f"<span class=\"laid\">{power_face(ctx.t, place['power'], small=True)}</span>"
        if not inner:
            inner = f"<span class=\"empty-board\">{esc(ctx.t('defis.ui.empty_board'))}</span>"
        action = targets.get(b)
        if action is not None:
            key = "defis.ui.place_here" if isinstance(action, Place) else "defis.ui.power_here"
            spoken = esc(ctx.t(key, battle=battle_name(ctx.t, b)))
            short = esc(ctx.t(key + "_short"))
            slot = ctx.act_button(action, f"<span class=\"target-label\"><span aria-hidden=\"true\">▼ {short}</span>"
                                  f"<span class=\"sr-only\">{spoken}</span></span>{inner}",
                                  cls="board-slot target")
        else:
            slot = f"<div class=\"board-slot\">{inner}</div>"
        ghost_note = ""
        if ghost is not None:
            power = ""
            if ghost.get("power_battle") == b:
                power = " " + esc(ctx.t("defis.ui.ghost_power_here"))
            ghost_note = f"<p class=\"ghost-note\">{esc(ctx.t('defis.ui.ghost_two_cards'))}{power}</p>"
        boards.append(f"<li class=\"board b-{b}\"><h4>{_battle_head(ctx, b)}</h4>{slot}{ghost_note}</li>")
    return f"<ol class=\"boards\" aria-label=\"{esc(ctx.t('defis.ui.my_battles'))}\">{''.join(boards)}</ol>"


def _hand(ctx: Ctx) -> str:
    me = ctx.view["me"]
    sel = _selected(ctx)
    playable_cards = {a.card for a in ctx.legal if isinstance(a, Place)}
    cards = []
    for sid in me["hand"]:
        cards.append(ctx.pick(card_face(ctx.t, sid), "card", sid, cls="hand-dcard",
                              playable=sid in playable_cards, selected=sel == ("card", sid)))
    body = "".join(cards) or f"<p>{esc(ctx.t('defis.ui.hand_empty'))}</p>"
    return (f"<section class=\"defis-hand\" aria-labelledby=\"dhand-h\"><h3 id=\"dhand-h\">"
            f"{esc(ctx.t('defis.ui.hand', n=len(me['hand'])))}</h3><div class=\"hand-row\">{body}</div></section>")


def _powers(ctx: Ctx) -> str:
    me = ctx.view["me"]
    sel = _selected(ctx)
    usable = {a.card for a in ctx.legal if isinstance(a, PlacePower)}
    items = []
    for pid in me["power_hand"]:
        items.append(ctx.pick(power_face(ctx.t, pid), "power", pid, cls="hand-pcard",
                              playable=pid in usable, selected=sel == ("power", pid)))
    if not items:
        body = f"<p>{esc(ctx.t('defis.ui.no_power_left'))}</p>"
    else:
        body = f"<div class=\"hand-row\">{''.join(items)}</div>"
    return (f"<section class=\"defis-powers\" aria-labelledby=\"dpow-h\"><h3 id=\"dpow-h\">"
            f"{esc(ctx.t('defis.ui.power_hand', n=len(me['power_hand'])))}</h3>"
            f"<p class=\"hint\">{esc(ctx.t('defis.ui.power_rule'))}</p>{body}</section>")


def _hint(ctx: Ctx) -> str:
    me = ctx.view["me"]
    sel = _selected(ctx)
    if sel and sel[0] == "card":
        key = "defis.ui.hint_pick_battle"
    elif sel and sel[0] == "power":
        key = "defis.ui.hint_pick_power_battle"
    elif me["hand"]:
        key = "defis.ui.hint_pick_card"
    else:
        key = "defis.ui.hint_validate"
    return f"<p class=\"defis-hint\" role=\"status\">{esc(ctx.t(key))}</p>"


def _validate(ctx: Ctx) -> str:
    done = next((a for a in ctx.legal if isinstance(a, Done)), None)
    if done is None:
        return ""
    me = ctx.view["me"]
    note = ""
    if me["power_hand"]:
        note = f"<p class=\"hint\">{esc(ctx.t('defis.ui.validate_note', n=len(me['power_hand'])))}</p>"
    return (f"<div class=\"defis-validate\">{note}"
            f"{ctx.act_button(done, esc(ctx.t('defis.ui.validate')), cls='button primary big', id='defis-validate')}</div>")


def _zones(ctx: Ctx) -> str:
    v = ctx.view
    items = []
    for s in v["seats"]:
        chips = "".join(f"<li>{card_chip(ctx.t, c)}</li>" for c in s["zone"])
        body = f"<ul class=\"zone-list\">{chips}</ul>" if chips else f"<p class=\"hint\">{esc(ctx.t('defis.ui.zone_empty'))}</p>"
        items.append(f"<li class=\"zone\"><h4>{esc(ctx.t('defis.ui.zone_of', name=_who(ctx, s['seat'])))} "
                     f"<small>({esc(ctx.t('defis.ui.points_total', n=s['score']['total']))})</small></h4>{body}</li>")
    return (f"<section class=\"defis-zones\" aria-labelledby=\"dzones-h\"><h3 id=\"dzones-h\">"
            f"{esc(ctx.t('defis.ui.zones'))}</h3><ul class=\"zones\">{''.join(items)}</ul></section>")


# --- the reveal ------------------------------------------------------------------------------
def _round_results(view: dict[str, Any], round_no: int) -> list[dict[str, Any]]:
    return [r for r in view.get("history", []) if r["round"] == round_no]


def _result_word(ctx: Ctx, entry: dict[str, Any], solo_or_shared: bool) -> str:
    if entry["result"] == "won":
        return "★ " + str(ctx.t("defis.ui.result.won"))
    if entry["result"] == "protected":
        return str(ctx.t("defis.ui.result.protected"))
    return str(ctx.t("defis.ui.result.lost_discard" if solo_or_shared else "defis.ui.result.lost_deck"))


def explain_battle(ctx: Ctx, record: dict[str, Any]) -> list[str]:
    """The battle told in sentences, in the order it was decided."""
    t = ctx.t
    b = record["battle"]
    lines = []
    for e in record["entries"]:
        if e["other_card"]:
            lines.append(t("defis.ui.explain.ghost_choice",
                           kept=species_name(t, e["card"]), kept_fig=format_figure(t, b, e["base"]),
                           aside=species_name(t, e["other_card"]),
                           aside_fig=format_figure(t, b, _figure_of(e["other_card"], b))))
    for e in record["entries"]:
        if not e["power"]:
            continue
        args = {"name": _who(ctx, e["seat"]), "power": power_name(t, e["power"]),
                "effect": _effect_told(t, e["power"])}
        key = "defis.ui.explain.power" if e["power_active"] else "defis.ui.explain.power_cancelled"
        lines.append(t(key, **args))
    for e in record["entries"]:
        if e["swapped_with"] >= 0:
            lines.append(t("defis.ui.explain.swap", name=_who(ctx, e["seat"]),
                           other=_who(ctx, e["swapped_with"], mid=True)))
    for e in record["entries"]:
        if e["figure"] != e["base"]:
            lines.append(t("defis.ui.explain.figure", name=_who(ctx, e["seat"]),
                           before=format_figure(t, b, e["base"]), after=format_figure(t, b, e["figure"])))
    if record["juniors"]:
        key = "defis.ui.explain.smallest" if record["smallest_wins"] else "defis.ui.explain.juniors_cancel"
        lines.append(t(key, n=record["juniors"]))
    rule = record["tie_rule"]
    if rule != "none":
        lines.append(t(f"defis.ui.explain.tie_{rule}"))
    winners = [e for e in record["entries"] if e["result"] == "won"]
    if winners:
        names = ", ".join(_who(ctx, e["seat"], mid=i > 0) for i, e in enumerate(winners))
        key = "defis.ui.explain.winner_one" if len(winners) == 1 else "defis.ui.explain.winner_many"
        lines.append(t(key, names=names,
                       card=", ".join(species_name(t, e["card"]) for e in winners),
                       figure=format_figure(t, b, winners[0]["figure"])))
    for e in record["entries"]:
        if e["result"] == "protected":
            lines.append(t("defis.ui.explain.protected", name=_who(ctx, e["seat"]), card=species_name(t, e["card"])))
        if e["bonus"]:
            lines.append(t("defis.ui.explain.bonus", name=_who(ctx, e["seat"]), n=e["bonus"]))
    return [str(x) for x in lines]


def _effect_told(t: Any, pid: str) -> str:
    """What a power card did, told about its player (third person, with its amount)."""
    card = _cat().power_cards.get(pid)
    if card is None:
        return ""
    effect = card.effect if card.kind == "action" else card.kind
    return str(t(f"defis.ui.effect.{effect}", amount=format_number(card.amount, _lang(t), 2)))


def _figure_of(sid: str, battle: str) -> float:
    sp: Species | None = _cat().species.get(sid)
    return sp.figures[BATTLES.index(battle)] if sp else 0.0


def _battle_record(ctx: Ctx, record: dict[str, Any]) -> str:
    """One revealed battle board: every seat's card, its figure, power card and result."""
    t = ctx.t
    b = record["battle"]
    solo_or_shared = bool(ctx.view.get("solo")) or ctx.view.get("deck_mode") == "shared"
    rule_key = "defis.ui.smallest_wins" if record["smallest_wins"] else "defis.ui.largest_wins"
    rows = []
    for e in record["entries"]:
        fig = format_figure(t, b, e["figure"])
        fig_html = f"<span class=\"rfig\">{esc(fig)}</span>"
        if e["figure"] != e["base"]:
            fig_html = (f"<span class=\"rfig\"><s>{esc(format_figure(t, b, e['base']))}</s> → "
                        f"{esc(fig)}</span>")
        power = ""
        if e["power"]:
            state = "" if e["power_active"] else f" <em>({esc(t('defis.ui.no_effect'))})</em>"
            power = f"<div class=\"rpower\">{power_face(t, e['power'], small=True)}{state}</div>"
        aside = ""
        if e["other_card"]:
            aside = (f"<p class=\"aside\">{esc(t('defis.ui.ghost_aside'))} {card_chip(t, e['other_card'])} "
                     f"({esc(format_figure(t, b, _figure_of(e['other_card'], b)))})</p>")
        rows.append(f"<li class=\"rentry r-{e['result']}\"><p class=\"rwho\"><strong>{esc(_who(ctx, e['seat']))}</strong>"
                    f" <span class=\"rresult\">{esc(_result_word(ctx, e, solo_or_shared))}</span></p>"
                    f"{card_chip(t, e['card'])}<p>{esc(figure_label(t, b, e['card']))}{esc(ctx.colon)}{fig_html}</p>{power}{aside}</li>")
    lines = "".join(f"<li>{esc(line)}</li>" for line in explain_battle(ctx, record))
    facts = []
    for e in record["entries"]:
        comment = _species_extra().get(e["card"], {}).get("comment", {})
        text = comment.get(_lang(t)) if isinstance(comment, dict) else None
        if e["result"] == "won" and text:
            facts.append(f"<p class=\"fact\"><strong>{esc(t('defis.ui.did_you_know', name=species_name(t, e['card'])))}</strong> "
                         f"{esc(text)}</p>")
    return (f"<div class=\"rbattle\"><h4>{_battle_head(ctx, b)} <small>— {esc(t(rule_key))}</small></h4>"
            f"<ul class=\"rentries\">{''.join(rows)}</ul><ul class=\"explain\">{lines}</ul>{''.join(facts)}</div>")


def _reveal(ctx: Ctx, round_no: int, turned: int, *, step: bool, title: bool = True) -> str:
    records = _round_results(ctx.view, round_no)
    if not records:
        return ""
    boards = []
    for i, record in enumerate(records):
        if i < turned:
            boards.append(f"<li>{_battle_record(ctx, record)}</li>")
        elif i == turned and step:
            label = esc(ctx.t("defis.ui.turn_over", battle=battle_name(ctx.t, record["battle"])))
            boards.append(f"<li class=\"rhidden\"><h4>{_battle_head(ctx, record['battle'])}</h4>"
                          f"{ctx.ui_button(label, 'reveal', str(i + 1), cls='button primary', id='defis-turn')}</li>")
        else:
            boards.append(f"<li class=\"rhidden\"><h4>{_battle_head(ctx, record['battle'])}</h4>"
                          f"{_card_back(ctx.t('defis.ui.face_down'))}</li>")
    all_button = ""
    if step and turned < len(records):
        all_button = ctx.ui_button(esc(ctx.t("defis.ui.turn_all")), "reveal", "all", cls="button small")
    text = esc(ctx.t("defis.ui.results_of_round", round=round_no))
    head = f"<h3 id=\"reveal-h-{round_no}\">{text}</h3>" if title else ""
    label = f"aria-labelledby=\"reveal-h-{round_no}\"" if title else f"aria-label=\"{text}\""
    return (f"<section class=\"defis-reveal\" {label}>{head}{all_button}"
            f"<ol class=\"rboards\">{''.join(boards)}</ol></section>")


def _fresh_round(ctx: Ctx) -> bool:
    """True when this seat has not placed anything yet this round (the reveal comes first)."""
    me = ctx.view.get("me")
    if me is None or not ctx.legal:
        return False
    return all(p["card"] is None and p["power"] is None for p in me["placements"])


def render(ctx: Ctx) -> str:
    v = ctx.view
    last_round = max((r["round"] for r in v.get("history", [])), default=0)
    reveal_top = reveal_bottom = ""
    if last_round:
        if _fresh_round(ctx):
            turned = ctx.ui.get("reveal", 0)
            reveal_top = _reveal(ctx, last_round, int(turned), step=True)
        else:
            inner = _reveal(ctx, last_round, len(BATTLES), step=False, title=False)
            reveal_bottom = (f"<details class=\"defis-past\"><summary>"
                             f"{esc(ctx.t('defis.ui.results_of_round', round=last_round))}</summary>{inner}</details>")
    me = v.get("me")
    if me is not None and ctx.legal:
        play = (f"{_hint(ctx)}{_boards(ctx)}{_validate(ctx)}{_hand(ctx)}{_powers(ctx)}")
    elif me is not None:
        play = (f"<p class=\"defis-hint\">{esc(ctx.t('defis.ui.waiting_others'))}</p>{_boards(ctx)}")
    else:
        play = f"<p class=\"defis-hint\">{esc(ctx.t('defis.ui.waiting_table'))}</p>"
    return (f"<div class=\"defis\">{_status(ctx)}{reveal_top}"
            f"<section class=\"defis-play\" aria-label=\"{esc(ctx.t('defis.ui.placement'))}\">{play}</section>"
            f"{reveal_bottom}{_zones(ctx)}</div>")


def render_end(ctx: Ctx) -> str:
    """The final score breakdown, the zones and every round's battles."""
    v = ctx.view
    parts = ("cards", "unused_powers", "biodiversity", "actions", "total")
    head = "".join(f"<th scope=\"col\">{esc(_who(ctx, s['seat']))}</th>" for s in v["seats"])
    rows = []
    for part in parts:
        cells = "".join(f"<td>{s['score'][part]}</td>" for s in v["seats"])
        cls = " class=\"total\"" if part == "total" else ""
        rows.append(f"<tr{cls}><th scope=\"row\">{esc(ctx.t(f'defis.score.{part}'))}</th>{cells}</tr>")
    table = (f"<table class=\"defis-breakdown\"><caption>{esc(ctx.t('defis.ui.breakdown'))}</caption>"
             f"<thead><tr><td></td>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
             f"<p class=\"hint\">{esc(ctx.t('defis.ui.scoring_rule'))}</p>")
    rounds = sorted({r["round"] for r in v.get("history", [])})
    history = "".join(
        f"<details class=\"defis-past\"{' open' if rn == rounds[-1] else ''}><summary>"
        f"{esc(ctx.t('defis.ui.results_of_round', round=rn))}</summary>"
        f"{_reveal(ctx, rn, len(BATTLES), step=False, title=False)}</details>" for rn in rounds)
    return f"<div class=\"defis defis-end\">{table}{_zones(ctx)}{history}</div>"


# --- custom decks: storage -------------------------------------------------------------------
def load_decks(store: Any) -> list[dict[str, Any]]:
    """The saved custom decks (a broken or foreign value reads as no deck: never a crash)."""
    raw = store.get(DECKS_KEY)
    try:
        data = json.loads(raw) if raw else {}
    except ValueError:
        return []
    decks = data.get("decks", []) if isinstance(data, dict) else []
    out = []
    for d in decks:
        if isinstance(d, dict) and isinstance(d.get("id"), str):
            out.append({"id": d["id"], "name": str(d.get("name", ""))[:40],
                        "cards": [str(c) for c in d.get("cards", []) if isinstance(c, str)],
                        "power_cards": [str(p) for p in d.get("power_cards", []) if isinstance(p, str)]})
    return out


def _save_decks(hooks: Any, decks: list[dict[str, Any]]) -> bool:
    from ..saves import StorageError

    try:
        hooks.store.set(DECKS_KEY, json.dumps({"version": 1, "decks": decks}, ensure_ascii=False))
    except StorageError as exc:
        hooks.flash("error", hooks.t(exc.key))
        return False
    return True


def _load_draft(store: Any) -> dict[str, Any] | None:
    raw = store.get(DRAFT_KEY)
    try:
        data = json.loads(raw) if raw else None
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    return {"id": str(data.get("id", "")), "name": str(data.get("name", ""))[:40],
            "cards": [str(c) for c in data.get("cards", [])],
            "power_cards": [str(p) for p in data.get("power_cards", [])],
            "confirm": str(data.get("confirm", ""))}


def _set_draft(hooks: Any, draft: dict[str, Any] | None) -> None:
    from ..saves import StorageError

    try:
        if draft is None:
            hooks.store.remove(DRAFT_KEY)
        else:
            hooks.store.set(DRAFT_KEY, json.dumps(draft, ensure_ascii=False))
    except StorageError as exc:
        hooks.flash("error", hooks.t(exc.key))


def _ordered(ids: list[str], order: tuple[str, ...]) -> list[str]:
    wanted = set(ids)
    return [i for i in order if i in wanted]


# --- the deck builder screen ------------------------------------------------------------------
def render_screen(hooks: Any, screen: str) -> str:
    if screen != "decks":
        return f"<p>{esc(hooks.t('defis.ui.no_such_screen'))}</p>"
    draft = _load_draft(hooks.store)
    if draft is not None and not draft.get("confirm"):
        return _render_editor(hooks, draft)
    return _render_deck_list(hooks, draft)


def _deck_summary(t: Any, deck: dict[str, Any]) -> str:
    counts = colour_counts(deck["cards"], _cat().species)
    parts = [f"{t(f'defis.ui.colour_short.{c}')} {counts[c]}/{DECK_COLOURS[c]}" for c in COLOURS]
    parts.append(t("defis.ui.power_count", n=len(deck["power_cards"]), total=POWER_DECK_SIZE))
    return " · ".join(parts)


def _render_deck_list(hooks: Any, draft: dict[str, Any] | None) -> str:
    t = hooks.t
    confirm = draft.get("confirm") if draft else ""
    items = []
    for deck in load_decks(hooks.store):
        problems = validate_deck(deck, _cat())
        status = (f"<span class=\"ok\">✓ {esc(t('defis.ui.deck_ready'))}</span>" if not problems else
                  f"<span class=\"ko\">✗ {esc(t('defis.ui.deck_not_ready'))}</span>")
        if confirm == deck["id"]:
            delete = (button(esc(t("defis.ui.confirm_delete")), "screen", f"delete:{deck['id']}",
                             cls="button small danger", id=f"confirm-deck-{deck['id']}")
                      + button(esc(t("defis.ui.cancel")), "screen", "keep:", cls="button small"))
        else:
            delete = button(esc(t("defis.ui.delete")), "screen", f"delete:{deck['id']}", cls="button small",
                            aria_label=f"{t('defis.ui.delete')} — {deck['name']}")
        edit = button(esc(t("defis.ui.edit")), "screen", f"edit:{deck['id']}", cls="button small",
                      aria_label=f"{t('defis.ui.edit')} — {deck['name']}")
        items.append(f"<li class=\"deck-item\" data-deck=\"{esc(deck['id'])}\"><div><strong>{esc(deck['name'])}</strong> {status}"
                     f"<br><small>{esc(_deck_summary(t, deck))}</small></div><div class=\"row\">{edit}{delete}</div></li>")
    listing = (f"<ul class=\"deck-list\">{''.join(items)}</ul>" if items
               else f"<p>{esc(t('defis.ui.no_decks'))}</p>")
    starters = "".join(
        button(esc(t("defis.ui.new_from", deck=d.name_en if _lang(t) == "en" else d.name_fr)), "screen",
               f"new:{i}", cls="button")
        for i, d in enumerate(_cat().starter_decks))
    return (f"<section class=\"deck-builder\"><h2>{esc(t('defis.ui.deck_builder'))}</h2>"
            f"<p class=\"lead\">{esc(t('defis.ui.deck_rule'))}</p>"
            f"<h3>{esc(t('defis.ui.my_decks'))}</h3>{listing}"
            f"<h3>{esc(t('defis.ui.new_deck'))}</h3><div class=\"row\">{starters}"
            f"{button(esc(t('defis.ui.new_empty')), 'screen', 'new:empty', cls='button')}</div>"
            f"<p class=\"hint\">{esc(t('defis.ui.use_in_setup'))}</p></section>")


def _render_editor(hooks: Any, draft: dict[str, Any]) -> str:
    t = hooks.t
    cat = _cat()
    chosen = set(draft["cards"])
    powers = set(draft["power_cards"])
    counts = colour_counts(draft["cards"], cat.species)
    problems = validate_deck(draft, cat)
    count_items = []
    for c in COLOURS:
        ok = counts[c] == DECK_COLOURS[c]
        count_items.append(f"<li class=\"{'ok' if ok else 'ko'} th-{c}\">{'✓' if ok else '✗'} "
                           f"<span class=\"stars\" aria-hidden=\"true\">{stars(c)}</span> "
                           f"{esc(t(f'defis.ui.colour_short.{c}'))}{esc(t('ui.colon'))}{counts[c]} / {DECK_COLOURS[c]}</li>")
    protects = sum(1 for p in powers if p in cat.power_cards and cat.power_cards[p].kind == "protect")
    ok_p = len(powers) == POWER_DECK_SIZE and protects <= MAX_PROTECT
    count_items.append(f"<li class=\"{'ok' if ok_p else 'ko'}\">{'✓' if ok_p else '✗'} "
                       f"{esc(t('defis.ui.power_count', n=len(powers), total=POWER_DECK_SIZE))} · "
                       f"{esc(t('defis.ui.protect_count', n=protects))}</li>")
    problem_list = "".join(f"<li>{esc(t(p))}</li>" for p in problems)
    status = (f"<p class=\"ok\">✓ {esc(t('defis.ui.deck_ready'))}</p>" if not problems
              else f"<ul class=\"deck-problems\">{problem_list}</ul>")
    groups = []
    for c in reversed(COLOURS):
        ids = [sid for sid in cat.all_card_ids() if cat.species[sid].colour == c]
        rows = []
        for sid in ids:
            sp = cat.species[sid]
            checked = " checked" if sid in chosen else ""
            figs = " · ".join(format_figure(t, b, v) for b, v in zip(BATTLES, sp.figures, strict=True))
            rows.append(f"<li><label class=\"pick th-{c}\" for=\"pick-{esc(sid)}\">"
                        f"<input type=\"checkbox\" id=\"pick-{esc(sid)}\" name=\"card:{esc(sid)}\" value=\"1\"{checked} "
                        f"data-change=\"screen\">{icon(CATEGORY_ICONS[sp.category])}"
                        f"<span class=\"pick-name\">{esc(species_name(t, sid))}</span>"
                        f"<small>{esc(t(f'defis.category.{sp.category}'))} · {esc(figs)}</small></label></li>")
        groups.append(f"<fieldset class=\"pick-group th-{c}\"><legend><span class=\"stars\" aria-hidden=\"true\">"
                      f"{stars(c)}</span> {esc(threat_label(t, c))} — {counts[c]} / {DECK_COLOURS[c]}</legend>"
                      f"<ul class=\"pick-list\">{''.join(rows)}</ul></fieldset>")
    power_rows = []
    for pid in cat.power_order:
        checked = " checked" if pid in powers else ""
        power_rows.append(f"<li><label class=\"pick\" for=\"pickp-{esc(pid)}\">"
                          f"<input type=\"checkbox\" id=\"pickp-{esc(pid)}\" name=\"power:{esc(pid)}\" value=\"1\"{checked} "
                          f"data-change=\"screen\">{power_face(t, pid)}</label></li>")
    groups.append(f"<fieldset class=\"pick-group powers\"><legend>{esc(t('defis.ui.power_cards'))} — "
                  f"{len(powers)} / {POWER_DECK_SIZE}</legend><ul class=\"pick-list\">{''.join(power_rows)}</ul></fieldset>")
    name = esc(draft.get("name", ""))
    return (f"<section class=\"deck-builder editor\"><h2>{esc(t('defis.ui.deck_builder'))}</h2>"
            f"<p class=\"lead\">{esc(t('defis.ui.deck_rule'))}</p>"
            f"<div class=\"deck-bar\"><div role=\"status\"><ul class=\"deck-counts\">{''.join(count_items)}</ul>{status}</div>"
            f"<form class=\"deck-save\" data-submit=\"screen\"><input type=\"hidden\" name=\"intent\" value=\"save\">"
            f"<label>{esc(t('defis.ui.deck_name'))} <input name=\"deck_name\" id=\"deck-name\" maxlength=\"40\" "
            f"autocomplete=\"off\" value=\"{name}\"></label>"
            f"<button type=\"submit\" class=\"button primary\" id=\"deck-save\">{esc(t('defis.ui.save_deck'))}</button>"
            f"{button(esc(t('defis.ui.cancel')), 'screen', 'cancel:', cls='button')}</form></div>"
            f"<form class=\"deck-pick\" data-submit=\"screen\"><input type=\"hidden\" name=\"intent\" value=\"pick\">"
            f"{''.join(groups)}</form></section>")


def screen_command(hooks: Any, screen: str, name: str, value: str, form: dict[str, str]) -> Any:
    if screen != "decks":
        return None
    t = hooks.t
    cat = _cat()
    draft = _load_draft(hooks.store)
    decks = load_decks(hooks.store)
    if name == "new":
        cards: list[str] = []
        if value.isdigit() and int(value) < len(cat.starter_decks):
            cards = list(cat.starter_decks[int(value)].cards)
        _set_draft(hooks, {"id": "", "name": "", "cards": cards, "power_cards": [], "confirm": ""})
    elif name == "edit":
        deck = next((d for d in decks if d["id"] == value), None)
        if deck is not None:
            _set_draft(hooks, {**deck, "confirm": ""})
    elif name == "cancel" or name == "keep":
        _set_draft(hooks, None)
    elif name == "delete":
        if draft is not None and draft.get("confirm") == value:
            kept = [d for d in decks if d["id"] != value]
            if _save_decks(hooks, kept):
                hooks.flash("info", t("defis.ui.deck_deleted"))
            _set_draft(hooks, None)
        else:
            _set_draft(hooks, {"id": "", "name": "", "cards": [], "power_cards": [], "confirm": value})
            return hooks.effects(focus=f"#confirm-deck-{value}")
    elif name == "" and draft is not None and not draft.get("confirm"):
        intent = form.get("intent", "")
        if intent == "pick":
            draft["cards"] = _ordered([k[5:] for k, v in form.items() if k.startswith("card:") and v],
                                      cat.all_card_ids())
            draft["power_cards"] = _ordered([k[6:] for k, v in form.items() if k.startswith("power:") and v],
                                            cat.power_order)
            _set_draft(hooks, draft)
        elif intent == "save":
            return _save_draft(hooks, draft, decks, form.get("deck_name", ""))
    return None


def _save_draft(hooks: Any, draft: dict[str, Any], decks: list[dict[str, Any]], typed: str) -> Any:
    t = hooks.t
    draft["name"] = typed.strip()[:40]
    problems = validate_deck(draft, _cat())
    if problems:
        _set_draft(hooks, draft)  # keep the typed name
        hooks.flash("error", t("defis.ui.deck_refused", problems=" ".join(t(p) for p in problems)))
        return hooks.effects(focus="#deck-name")
    if not draft["name"]:
        draft["name"] = t("defis.ui.default_deck_name", n=len(decks) + 1)
    record = {"id": draft["id"], "name": draft["name"], "cards": draft["cards"],
              "power_cards": draft["power_cards"]}
    if record["id"] and any(d["id"] == record["id"] for d in decks):
        decks = [record if d["id"] == record["id"] else d for d in decks]
    else:
        used = {d["id"] for d in decks}
        n = 1
        while f"d{n}" in used:
            n += 1
        record["id"] = f"d{n}"
        decks = [*decks, record]
    if _save_decks(hooks, decks):
        _set_draft(hooks, None)
        hooks.flash("info", t("defis.ui.deck_saved", name=record["name"]))
    return hooks.effects(focus="#main")


# --- setup: a deck per seat ---------------------------------------------------------------------
def setup_extra(hooks: Any, setup: dict[str, Any]) -> str:
    t = hooks.t
    decks = load_decks(hooks.store)
    link = button(esc(t("defis.ui.deck_builder")), "go", "#/screen/defis-nature/decks", cls="button small")
    if setup.get("options", {}).get("deck") == "shared":
        return (f"<fieldset class=\"defis-decks\"><legend>{esc(t('defis.ui.decks_legend'))}</legend>"
                f"<p>{esc(t('defis.ui.shared_no_custom'))}</p></fieldset>")
    chosen = setup.get("defis_decks", [])
    rows = []
    for i in range(setup.get("players", 1)):
        current = chosen[i] if i < len(chosen) else ""
        opts = [f"<option value=\"\"{' selected' if not current else ''}>{esc(t('defis.ui.starter_deck'))}</option>"]
        for d in decks:
            invalid = bool(validate_deck(d, _cat()))
            label = d["name"] + (f" ({t('defis.ui.deck_not_ready')})" if invalid else "")
            opts.append(f"<option value=\"{esc(d['id'])}\"{' selected' if current == d['id'] else ''}"
                        f"{' disabled' if invalid else ''}>{esc(label)}</option>")
        seat = setup["seats"][i]
        if seat.get("kind") == "human" and seat.get("name"):
            label = t("defis.ui.deck_for", name=seat["name"])
        else:
            label = t("defis.ui.deck_for_seat", n=i + 1)
        rows.append(f"<label>{esc(label)} "
                    f"<select name=\"deck-{i}\" data-change=\"setup-change\">{''.join(opts)}</select></label>")
    hint = "" if decks else f"<p class=\"hint\">{esc(t('defis.ui.no_decks_yet'))}</p>"
    return (f"<fieldset class=\"defis-decks\"><legend>{esc(t('defis.ui.decks_legend'))}</legend>"
            f"{''.join(rows)}{hint}{link}</fieldset>")


def read_setup(hooks: Any, setup: dict[str, Any], form: dict[str, str]) -> None:
    """Fill the engine's ``custom_decks`` option from each seat's chosen deck."""
    decks = {d["id"]: d for d in load_decks(hooks.store) if not validate_deck(d, _cat())}
    chosen = list(setup.get("defis_decks", []))
    chosen += [""] * (4 - len(chosen))
    for i in range(4):
        key = f"deck-{i}"
        if key in form:
            chosen[i] = form[key] if form[key] in decks else ""
    setup["defis_decks"] = chosen
    players = int(setup.get("players", 1))
    picked: list[Any] = [decks.get(c) if c else None for c in chosen[:players]]
    if setup.get("options", {}).get("deck") == "shared" or not any(picked):
        setup.setdefault("options", {})["custom_decks"] = ""
    else:
        setup["options"]["custom_decks"] = custom_decks_option(picked)


def log_args(t: Any, key: str, args: dict[str, Any]) -> dict[str, Any]:
    """Figures in the log read like on the cards: ``129 kg``, not ``129000.0 g``."""
    battle = args.get("battle")
    unit_key = args.get("unit_key")
    if not isinstance(battle, str) and isinstance(unit_key, str) and unit_key.startswith("defis.unit."):
        battle = unit_key.removeprefix("defis.unit.")
    if isinstance(battle, str):
        formatted = False
        for name in ("figure", "before", "other_figure"):
            value = args.get(name)
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                args[name] = format_figure(t, battle, float(value))
                formatted = True
        if formatted:
            args["unit_key"] = args["unit"] = ""
    if "card_fr" in args and "card_en" in args:
        args["card"] = args["card_fr"] if _lang(t) == "fr" else args["card_en"]
    return args


__all__ = ["card_face", "command", "format_figure", "format_number", "log_args", "read_setup",
           "render", "render_end", "render_screen", "screen_command", "setup_extra"]
