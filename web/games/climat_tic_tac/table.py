"""Climat Tic Tac at the table: the world map, the CO₂ and time tracks, the hands, the
piles, the step to play now (one panel of buttons), the round recap and the science notes.

The table names only ids from the engine's view; every word comes from the content (city,
card and role names, card texts) or from ``strings.json`` (``ctt.ui.*``).

Choices:
- The map is a board, not an atlas: cities start at their longitude and latitude and are
  nudged apart (``_layout``, computed once) so that Europe's names do not overlap. It is drawn
  as one SVG per zone: side by side they make the world; on a phone they stack, each as wide as
  the screen. Pawns are a shape with a letter on a colour; the list of cities says the same in
  words (and is what screen readers use).
- The step panel holds every button of the seat to move: cards with "Appliquer l'effet" and
  "Relever un défi" (no selection step), the two secret words, the whisper sentence (shown to
  everyone once the chain is over, its bold words ticked by the table), the timer, the verdict,
  one button per pawn to remove or city to place on.
- Chance or verdict: with ``Ctx.human_seats``, fewer than two humans get only
  the chance button, with its odds; until then both are offered, the odds shown.
- The round's count is a public moment (GameTable.moment): cloud, tokens, ppm moved, cities
  lost, the Seuil cards arriving.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from engine.climat_tic_tac.actions import (
    ChallengeResult,
    ChooseWord,
    Discard,
    GiveBack,
    OfferSwap,
    PlacePawn,
    PlayCard,
    RemovePawn,
    Renew,
    ResolveChallengeByChance,
)
from engine.climat_tic_tac.content import content_index, warming_at
from engine.climat_tic_tac.state import HAZARDS
from engine.climat_tic_tac.turns import counted_units

from ...html import esc
from ...seam import Ctx, Form, GameTable, Shell

# ----------------------------------------------------------------------------- content
# Content comes from the engine's one index (``content_index``): cities, zones, pawn types,
# cards, roles, scenario sides and sheets by id, the CO2 scale and the rule numbers.


def _view_cities(v: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The view's cities (pawns, lost) by id."""
    return {city["id"]: city for city in v["cities"]}


def _l(text: dict[str, str], lang: str) -> str:
    return text.get(lang) or text.get("fr", "")


def city_name(shell: Shell, cid: str) -> str:
    city = content_index().city_records.get(cid)
    return _l(city["name"], shell.lang) if city else cid


def card_title(shell: Shell, card: str) -> str:
    if card.startswith("action-") and card in content_index().actions:
        return _l(content_index().actions[card]["title"], shell.lang)
    if card.startswith("alea-") and card in content_index().aleas:
        a = content_index().aleas[card]
        event = _l(content_index().events[a["event"]]["name"], shell.lang)
        names = [city_name(shell, c) for c in a["cities"]]
        return f"{event} ({', '.join(names)})" if names else event
    if card.startswith("defi-") and card in content_index().defis:
        return " / ".join(_l(w, shell.lang) for w in content_index().defis[card]["words"])
    return card


def hazard_name(shell: Shell, h: str) -> str:
    return _l(content_index().hazard_records[h]["name"], shell.lang)


def pawn_badge(shell: Shell, h: str, count: int | None = None, *, named: bool = False) -> str:
    """A pawn type: its shape, its letter and its colour (never the colour alone); ``named``:
    its name is written next to it, so the badge itself is not read out."""
    hz = content_index().hazard_records[h]
    face = f"{hz['symbol']}{esc(_l(hz['letter'], shell.lang))}"
    if named:
        return f"<span class=\"pawn h-{h}\" aria-hidden=\"true\">{face}</span>"
    n = "" if count is None else f"<b>{count}</b>"
    spoken = hazard_name(shell, h) if count is None else f"{count} {hazard_name(shell, h)}"
    return (f"<span class=\"pawn h-{h}\"><span aria-hidden=\"true\">{face}</span>{n}"
            f"<span class=\"sr-only\">{esc(spoken)}</span></span>")


def quote(ctx: Shell, text: str) -> str:
    """A quoted sentence, escaped: « … » with narrow no-break spaces in French, “…” in English."""
    return f"«\u202f{esc(text)}\u202f»" if ctx.lang == "fr" else f"“{esc(text)}”"


def nb(text: str, lang: str) -> str:
    """French typography: a narrow no-break space before ; : ! ? and %."""
    return text.replace(" %", "\u202f%") if lang == "fr" else text


# ----------------------------------------------------------------------------- pieces


def _hand_card(ctx: Ctx, card: str, buttons: str = "", *, compact: bool = False) -> str:
    a = content_index().actions[card]
    lang = ctx.lang
    kind = ctx.t(f"ctt.ui.kind.{a['kind']}")
    icon = "☁" if a["kind"] == "mitigation" else "⌂"
    et = a["effect_text"]
    extra = ""
    if not compact:
        extra = (f"<p class=\"ctt-text\">{esc(_l(a['text'], lang))}</p>"
                 f"<dl class=\"ctt-effects\"><dt>{esc(ctx.t('ctt.ui.effect.normal'))}</dt>"
                 f"<dd>{esc(_l(et['normal'], lang))}</dd>"
                 f"<dt>{esc(ctx.t('ctt.ui.effect.boosted'))}</dt><dd>{esc(_l(et['boosted'], lang))}</dd>"
                 f"<dt>{esc(ctx.t('ctt.ui.effect.weakened'))}</dt><dd>{esc(_l(et['weakened'], lang))}</dd></dl>")
    else:
        extra = f"<p class=\"ctt-normal\">{esc(_l(et['normal'], lang))}</p>"
    return (f"<article class=\"ctt-card {a['kind']}{' compact' if compact else ''}\">"
            f"<p class=\"ctt-kind\"><span aria-hidden=\"true\">{icon}</span> {esc(kind)}</p>"
            f"<h4>{esc(_l(a['title'], lang))}</h4>{extra}"
            f"{f'<div class=ctt-card-buttons>{buttons}</div>' if buttons else ''}</article>")


def _aleas_card(ctx: Ctx, card: str, *, current: bool) -> str:
    a = content_index().aleas[card]
    lang = ctx.lang
    seuil = f" <strong class=\"ctt-seuil\">{esc(ctx.t('ctt.ui.seuil_card'))}</strong>" if a["threshold"] else ""
    head = ctx.t("ctt.ui.aleas_now") if current else ctx.t("ctt.ui.aleas_last")
    return (f"<article class=\"ctt-card aleas\"><p class=\"ctt-kind\"><span aria-hidden=\"true\">⚠</span> "
            f"{esc(head)}{seuil}</p><h4>{esc(card_title(ctx, card))}</h4>"
            f"<p class=\"ctt-text\">{esc(_l(a['text'], lang))}</p>"
            f"<p class=\"ctt-normal\">{esc(_l(a['effect_text'], lang))}</p></article>")


def _ppm_track(ctx: Ctx) -> str:
    v = ctx.view
    ppm, loss, threshold = v["ppm"], v["loss_ppm"], v["threshold_ppm"]
    unit = v["ppm_per_unit"]
    count = counted_units(v["cloud"], v["tokens"]["more_co2"], v["tokens"]["less_co2"])
    forecast = ppm if v["over"] else ppm + unit * count
    co2 = content_index().co2
    # the scale of the easy game (from 410 to its 560 ppm loss line), longer if the cursor passes it
    start, easy_loss = co2["start_ppm"], co2["loss_ppm"]["easy"]
    top = min(max(easy_loss, forecast), 620)
    cells = []
    n = (top - start) // unit + 1
    w = 600 / max(n, 31)
    for i in range(n):
        p = start + i * unit
        cls = "on" if p <= ppm else ("fc" if p <= forecast else "off")
        if p >= loss:
            cls += " lost"
        cells.append(f"<rect class=\"{cls}\" x=\"{i * w:.1f}\" y=\"14\" width=\"{w - 1.5:.1f}\" height=\"22\"/>")
    def mark(p: int, label: str, cls: str) -> str:
        x = (p - start) / unit * w
        return (f"<line class=\"{cls}\" x1=\"{x:.1f}\" x2=\"{x:.1f}\" y1=\"6\" y2=\"44\"/>"
                f"<text class=\"{cls}\" x=\"{x + 3:.1f}\" y=\"56\">{esc(label)}</text>")
    marks = (mark(threshold, f"{threshold} ⚠", "seuil") + mark(loss, f"{loss} ✗", "loss"))
    warming = warming_at(ppm, co2)
    label = ctx.t("ctt.ui.ppm_label", ppm=ppm, loss=loss, warming=_dec(ctx, warming),
                  forecast=forecast)
    svg = (f"<svg class=\"ctt-ppm\" viewBox=\"0 0 640 60\" role=\"img\" aria-label=\"{esc(label)}\">"
           f"<text x=\"0\" y=\"10\" class=\"start\">{start}</text>{''.join(cells)}{marks}</svg>")
    lost_line = ctx.t("ctt.ui.loss_line", loss=loss,
                      difficulty=ctx.t(f"ctt.difficulty.{v['difficulty']}"))
    return (f"<div class=\"ctt-meter\"><p><strong>CO₂{ctx.colon}{ppm} ppm</strong> · "
            f"{esc(ctx.t('ctt.ui.warming', warming=_dec(ctx, warming)))}<br>"
            f"<small>{esc(lost_line)}{'' if v['over'] else ' · ' + esc(ctx.t('ctt.ui.forecast', forecast=forecast))}</small></p>"
            f"{svg}<p class=\"ctt-legend\"><small>{esc(ctx.t('ctt.ui.ppm_legend'))}</small></p></div>")


def _dec(ctx: Ctx, x: float) -> str:
    s = f"{x:.1f}"
    return s.replace(".", ",") if ctx.lang == "fr" else s


def _time_track(ctx: Ctx) -> str:
    v = ctx.view
    labels = content_index().world["time"]["labels"]
    items = []
    for i, label in enumerate(labels):
        r = i + 1
        cls = "now" if r == v["round"] and not v["over"] else ("past" if r < v["round"] else "")
        mark = "▶ " if cls == "now" else ("✓ " if cls == "past" else "")
        cur = " aria-current=\"step\"" if cls == "now" else ""
        items.append(f"<li class=\"{cls}\"{cur}>{mark}{esc(_l(label, ctx.lang))}</li>")
    return (f"<div class=\"ctt-time\"><p><strong>{esc(ctx.t('ctt.ui.round', round=v['round'], rounds=v['rounds']))}</strong></p>"
            f"<ol class=\"ctt-time-track\" aria-label=\"{esc(ctx.t('ctt.ui.time_track'))}\">{''.join(items)}"
            f"<li class=\"y2100\">2100</li></ol></div>")


def _cloud(ctx: Ctx) -> str:
    v = ctx.view
    units = v["cloud"]
    dots = "".join("<span class=\"unit\" aria-hidden=\"true\">●</span>" for _ in range(min(units, 20)))
    more, less = v["tokens"]["more_co2"], v["tokens"]["less_co2"]
    lost = len(v["lost"])
    return (f"<div class=\"ctt-cloud\"><p><strong>☁ {esc(ctx.t('ctt.ui.cloud', units=units))}</strong> "
            f"<span class=\"units\">{dots}</span></p>"
            f"<p>{esc(ctx.t('ctt.ui.tokens', more=more, less=less))}</p>"
            f"<p><strong>{esc(ctx.t('ctt.ui.lost_count', lost=lost, max=v['max_lost']))}</strong></p></div>")


def _status(ctx: Ctx) -> str:
    return (f"<section class=\"ctt-status\" aria-label=\"{esc(ctx.t('ctt.ui.status'))}\">"
            f"{_time_track(ctx)}{_ppm_track(ctx)}{_cloud(ctx)}</section>")


# ----------------------------------------------------------------------------- the map

SHAPE = {  # a pawn: its shape and its letter, as well as its colour
    "food": "M0,-8 L8,6 L-8,6 Z",
    "health": "M0,8 L-8,-1 A4.2,4.2 0 0 1 0,-5 A4.2,4.2 0 0 1 8,-1 Z",
    "infrastructure": "M-6.5,-6.5 H6.5 V6.5 H-6.5 Z",
}
LETTER_Y = {"food": "5", "health": "3", "infrastructure": "3.5"}
MAP_W, MAP_H = 900, 480
#: how close two cities may be on the board (a board, not an atlas: Europe is spread out)
GAP_X, GAP_Y = 92.0, 50.0


@cache
def _layout() -> dict[str, tuple[float, float]]:
    """Each city's place on the board: its longitude and latitude (equirectangular), scaled to
    the board, then nudged apart until no two markers and labels crowd each other."""
    xs = {cid: c["map"]["x"] for cid, c in content_index().city_records.items()}
    ys = {cid: c["map"]["y"] for cid, c in content_index().city_records.items()}
    x0, x1 = min(xs.values()), max(xs.values())
    y0, y1 = min(ys.values()), max(ys.values())
    pos = {cid: [50 + (xs[cid] - x0) / (x1 - x0) * (MAP_W - 100),
                 30 + (ys[cid] - y0) / (y1 - y0) * (MAP_H - 85)] for cid in xs}
    ids = sorted(pos)
    for _ in range(400):
        moved = False
        for i, a in enumerate(ids):
            for b in ids[i + 1:]:
                # an ellipse: a label is wide, a marker with its pawns and name is tall
                nx = (pos[b][0] - pos[a][0]) / GAP_X
                ny = (pos[b][1] - pos[a][1]) / GAP_Y
                d = (nx * nx + ny * ny) ** 0.5 or 0.01
                if d < 1:
                    push = (1 - d) / 2 / d * 1.05
                    pos[a][0] -= nx * push * GAP_X
                    pos[b][0] += nx * push * GAP_X
                    pos[a][1] -= ny * push * GAP_Y
                    pos[b][1] += ny * push * GAP_Y
                    moved = True
        for p in pos.values():
            p[0] = min(max(p[0], 50), MAP_W - 50)
            p[1] = min(max(p[1], 30), MAP_H - 55)
        if not moved:
            break
    return {cid: (p[0], p[1]) for cid, p in pos.items()}


def _xy(cid: str) -> tuple[float, float]:
    return _layout()[cid]


def _world_map(ctx: Ctx, targets: set[str], mine: set[str]) -> str:
    v = ctx.view
    xs: dict[str, list[float]] = {}
    for cid, c in content_index().city_records.items():
        xs.setdefault(c["zone"], []).append(_xy(cid)[0])
    order = list(content_index().zone_records)
    bounds = [0.0]
    for a, b in zip(order, order[1:], strict=False):
        bounds.append((max(xs[a]) + min(xs[b])) / 2)
    bounds.append(float(MAP_W))
    letters = {h: esc(_l(content_index().hazard_records[h]["letter"], ctx.lang)) for h in HAZARDS}
    by_zone: dict[str, list[str]] = {}
    for c in v["cities"]:
        cid = c["id"]
        x, y = _xy(cid)
        coastal = content_index().city_records[cid]["coastal"]
        cls = "city" + (" coastal" if coastal else "") + (" lost" if c["lost"] else "") + \
            (" target" if cid in targets else "") + (" mine" if cid in mine else "")
        parts = [f"<g class=\"{cls}\">"]
        if cid in targets:
            parts.append(f"<circle class=\"halo\" cx=\"{x:.0f}\" cy=\"{y:.0f}\" r=\"14\"/>")
        parts.append(f"<circle class=\"dot\" cx=\"{x:.0f}\" cy=\"{y:.0f}\" r=\"8\"/>")
        if c["lost"]:
            parts.append(f"<text class=\"cross\" x=\"{x:.0f}\" y=\"{y + 5:.0f}\">✗</text>")
        name = ("✗ " if c["lost"] else "") + esc(city_name(ctx, cid)) + (" ★" if cid in mine else "")
        parts.append(f"<text class=\"name\" x=\"{x:.0f}\" y=\"{y + 24:.0f}\" text-anchor=\"middle\">{name}</text>")
        k = 0
        for h in HAZARDS:
            for _ in range(c["pawns"][h]):
                px = x - 22 + 15 * k if k < 4 else x + 16
                py = y - 18 if k < 4 else y
                parts.append(f"<g transform=\"translate({px:.0f},{py:.0f})\"><path class=\"pw h-{h}\" "
                             f"d=\"{SHAPE[h]}\"/><text class=\"pl h-{h}\" y=\"{LETTER_Y[h]}\">{letters[h]}</text></g>")
                k += 1
        parts.append("</g>")
        by_zone.setdefault(content_index().city_records[cid]["zone"], []).append("".join(parts))
    # one picture per zone: side by side they make the world map; on a phone they stack, each
    # as wide as the screen, so the names stay readable
    panels = []
    for i, z in enumerate(order):
        x0, x1 = bounds[i], bounds[i + 1]
        name = f"{i + 1}. {_l(content_index().zone_records[z]['name'], ctx.lang)}"
        label = ctx.t("ctt.ui.map_zone_label", zone=name)
        panels.append(
            f"<svg class=\"zone-map z{i}\" style=\"flex-grow: {x1 - x0:.0f}\" "
            f"viewBox=\"{x0:.0f} 0 {x1 - x0:.0f} {MAP_H}\" role=\"img\" aria-label=\"{esc(label)}\">"
            f"<rect class=\"zone z{i}\" x=\"{x0:.0f}\" y=\"0\" width=\"{x1 - x0:.0f}\" height=\"{MAP_H}\"/>"
            f"<text class=\"zone-name\" x=\"{(x0 + x1) / 2:.0f}\" y=\"{MAP_H - 10}\">{esc(name)}</text>"
            f"{''.join(by_zone.get(z, []))}</svg>")
    return (f"<figure class=\"ctt-map\"><div class=\"zone-maps\">{''.join(panels)}</div>"
            f"<figcaption>{_map_legend(ctx)}</figcaption></figure>")


def _map_legend(ctx: Ctx) -> str:
    pawns = " ".join(pawn_badge(ctx, h, named=True) + " " + esc(hazard_name(ctx, h)) for h in HAZARDS)
    return (f"<small>{pawns} · <span class=\"lg coastal\" aria-hidden=\"true\">◉</span> "
            f"{esc(ctx.t('ctt.ui.coastal'))} · ✗ {esc(ctx.t('ctt.ui.lost'))}"
            f"{' · ★ ' + esc(ctx.t('ctt.ui.my_cities')) if ctx.view.get('mode') == 'semi' else ''}</small>")


def _my_role(ctx: Ctx) -> str | None:
    roles = ctx.view.get("roles") or []
    if ctx.seat is None or ctx.seat >= len(roles):
        return None
    role = roles[ctx.seat]
    return str(role) if role else None


def _role_panel(ctx: Ctx) -> str:
    if ctx.view["mode"] != "semi":
        return ""
    role = _my_role(ctx)
    if role is None:
        return (f"<section class=\"ctt-role\"><h3>{esc(ctx.t('ctt.ui.role'))}</h3>"
                f"<p>{esc(ctx.t('ctt.ui.role_hidden'))}</p></section>")
    r = content_index().roles[role]
    cities = ", ".join(city_name(ctx, c) for c in r["cities"])
    return (f"<section class=\"ctt-role\"><h3>{esc(ctx.t('ctt.ui.role_mine', name=ctx.name(ctx.seat)))}</h3>"
            f"<p><strong>{esc(_l(r['name'], ctx.lang))}</strong> — {esc(_l(r['text'], ctx.lang))}</p>"
            f"<p>★ {esc(ctx.t('ctt.ui.role_cities', cities=cities))}</p>"
            f"<p><small>{esc(_l(content_index().content['roles']['caveat'], ctx.lang))}</small></p></section>")


def _city_list(ctx: Ctx, mine: set[str]) -> str:
    v = ctx.view
    by_zone: dict[str, list[str]] = {}
    state = _view_cities(v)
    for cid, c in content_index().city_records.items():
        by_zone.setdefault(c["zone"], []).append(cid)
    groups = []
    for i, (z, cids) in enumerate(by_zone.items()):
        rows = []
        for cid in cids:
            c = state[cid]
            pawns = " ".join(pawn_badge(ctx, h, c["pawns"][h]) for h in HAZARDS if c["pawns"][h])
            status = f"<strong class=\"lost\">✗ {esc(ctx.t('ctt.ui.lost'))}</strong>" if c["lost"] else (pawns or "—")
            coast = " <span title=\"\" class=\"coast\">◉</span><span class=\"sr-only\">" + \
                esc(ctx.t("ctt.ui.coastal")) + "</span>" if content_index().city_records[cid]["coastal"] else ""
            star = " ★" if cid in mine else ""
            rows.append(f"<li><span class=\"cname\">{esc(city_name(ctx, cid))}{coast}{star}</span> {status}</li>")
        groups.append(f"<div><h4>{i + 1}. {esc(_l(content_index().zone_records[z]['name'], ctx.lang))}</h4><ul>{''.join(rows)}</ul></div>")
    return (f"<details class=\"ctt-cities\"><summary>{esc(ctx.t('ctt.ui.cities'))}</summary>"
            f"<div class=\"ctt-zone-grid\">{''.join(groups)}</div></details>")


def _piles(ctx: Ctx) -> str:
    v = ctx.view
    last_action = v["action_discard"][-1] if v["action_discard"] else None
    last = (f" — {esc(ctx.t('ctt.ui.last_discard', card=card_title(ctx, last_action)))}"
            if last_action else "")
    back = v.get("defi_next_back")
    back_txt = f" — {esc(ctx.t('ctt.ui.defi_back', kind=ctx.t(f'ctt.kind.{back}')))}" if back else ""
    seuil = esc(ctx.t("ctt.ui.seuil_in")) if v["seuil_added"] else esc(ctx.t("ctt.ui.seuil_out", ppm=v["threshold_ppm"]))
    return (f"<section class=\"ctt-piles\"><h3>{esc(ctx.t('ctt.ui.piles'))}</h3><ul>"
            f"<li>{esc(ctx.t('ctt.ui.action_pile', n=v['action_pile'], d=len(v['action_discard'])))}{last}</li>"
            f"<li>{esc(ctx.t('ctt.ui.aleas_pile', n=v['aleas_pile'], d=len(v['aleas_discard'])))} · {seuil}</li>"
            f"<li>{esc(ctx.t('ctt.ui.defi_pile', n=v['defi_pile']))}{back_txt}</li></ul>"
            f"{_discards(ctx)}</section>")


def _discards(ctx: Ctx) -> str:
    """The discards, newest first, one tap away (what has been played and what has struck)."""
    v = ctx.view
    if not v["action_discard"] and not v["aleas_discard"]:
        return ""
    actions = "".join(f"<li>{esc(card_title(ctx, c))}</li>" for c in reversed(v["action_discard"]))
    aleas = "".join(f"<li>{esc(card_title(ctx, c))}</li>" for c in reversed(v["aleas_discard"]))
    return (f"<details class=\"ctt-discards\"><summary>{esc(ctx.t('ctt.ui.discards'))}</summary>"
            f"<div class=\"ctt-zone-grid\"><div><h4>{esc(ctx.t('ctt.ui.discards_action'))}</h4>"
            f"<ol>{actions or '<li>—</li>'}</ol></div><div><h4>{esc(ctx.t('ctt.ui.discards_aleas'))}</h4>"
            f"<ol>{aleas or '<li>—</li>'}</ol></div></div></details>")


# ----------------------------------------------------------------------------- the step now


def _panel(ctx: Ctx) -> str:
    v = ctx.view
    if v["over"]:
        return ""
    phase = v["phase"]
    to_move = v["to_move"]
    mover = to_move[0] if to_move else None
    if not ctx.legal:
        who = ctx.name(mover)
        return (f"<section class=\"ctt-panel wait\" aria-labelledby=\"ctt-step\"><h3 id=\"ctt-step\">"
                f"{esc(ctx.t('ctt.ui.waiting', name=who))}</h3>{_challenge_info(ctx)}</section>")
    body = ""
    title = ctx.t(f"ctt.phase.{phase}")
    if phase == "action":
        body = _action_step(ctx)
    elif phase == "swap":
        sw = v["swap"]
        title = ctx.t("ctt.ui.swap_title", giver=ctx.name(sw["giver"]),
                      card=card_title(ctx, sw["card"]) if sw["card"] else "?")
        body = "<div class=\"ctt-hand\">" + "".join(
            _hand_card(ctx, a.card, ctx.act_button(a, esc(ctx.t("ctt.ui.give_back")), cls="button primary"))
            for a in ctx.legal if isinstance(a, GiveBack)) + "</div>"
    elif phase == "word":
        body = _word_step(ctx)
    elif phase == "verdict":
        body = _verdict_step(ctx)
    elif phase == "effect":
        title, body = _effect_step(ctx)
    elif phase == "discard":
        body = "<div class=\"ctt-hand\">" + "".join(
            _hand_card(ctx, a.card, ctx.act_button(a, esc(ctx.t("ctt.ui.discard")), cls="button"))
            for a in ctx.legal if isinstance(a, Discard)) + "</div>"
    return (f"<section class=\"ctt-panel\" aria-labelledby=\"ctt-step\"><h3 id=\"ctt-step\">"
            f"{esc(ctx.t('ctt.ui.your_turn', name=ctx.name(ctx.seat)))} {esc(title)}</h3>{body}</section>")


def _action_step(ctx: Ctx) -> str:
    v = ctx.view
    odds = v["odds"]
    odds_txt = nb(ctx.t("ctt.ui.odds", drawing=odds["drawing"], mime=odds["mime"],
                        whisper=odds["whisper"]), ctx.lang)
    cards = []
    swapping = ctx.ui.get("swap")
    for card in v["hand"] or []:
        buttons = ""
        play = PlayCard(card, False)
        if play in ctx.legal:
            buttons += ctx.act_button(play, esc(ctx.t("ctt.action.play")), cls="button primary")
            buttons += ctx.act_button(PlayCard(card, True), "★ " + esc(ctx.t("ctt.action.challenge")),
                                      cls="button ctt-challenge")
        if swapping:
            for a in ctx.legal:
                if isinstance(a, OfferSwap) and a.card == card:
                    buttons += ctx.act_button(a, esc(ctx.t("ctt.ui.give_to", name=ctx.name(a.receiver))),
                                              cls="button small")
        cards.append(_hand_card(ctx, card, buttons))
    extra = ""
    if Renew() in ctx.legal:
        extra = (f"<p class=\"row\">{ctx.act_button(Renew(), esc(ctx.t('ctt.action.renew')), cls='button small')} "
                 f"{ctx.ui_button(esc(ctx.t('ctt.action.offer_swap')), 'swap', cls='button small', aria_pressed='true' if swapping else 'false')}</p>")
    return (f"<p class=\"hint\">{esc(ctx.t('ctt.ui.play_hint'))} {esc(odds_txt)}</p>"
            f"<div class=\"ctt-hand\">{''.join(cards)}</div>{extra}")


def _kind_help(ctx: Ctx, kind: str) -> str:
    return esc(ctx.t(f"ctt.ui.how.{kind}"))


def _challenge_info(ctx: Ctx) -> str:
    ch = ctx.view.get("challenge")
    if not ch:
        return ""
    kind = ctx.t("ctt.kind." + ch["kind"])
    name = ctx.name(ch["challenger"])
    if ctx.seat == ch["challenger"]:
        how = _kind_help(ctx, ch["kind"])
    else:  # someone watching or judging: what to look for
        how = esc(ctx.t(f"ctt.ui.watch.{ch['kind']}", name=name))
    return (f"<p>{esc(ctx.t('ctt.ui.challenge_of', name=name, kind=kind))}</p>"
            f"<p class=\"hint\">{how}</p>")


def _word_step(ctx: Ctx) -> str:
    ch = ctx.view["challenge"]
    card = ch.get("card")
    words = content_index().defis[card]["words"] if card else [{}, {}]
    if ch["kind"] == "whisper" and card:  # the challenger reads the sentence, then says so
        sentence = _l(content_index().defis[card]["whisper"], ctx.lang).replace("**", "")
        read = [a for a in ctx.legal if isinstance(a, ChooseWord)][:1]
        buttons = "".join(ctx.act_button(a, esc(ctx.t("ctt.ui.read_done")), cls="button primary big")
                          for a in read)
        return (f"{_challenge_info(ctx)}<p class=\"ctt-secret\">{esc(ctx.t('ctt.ui.whisper_read'))}<br>"
                f"<strong>{quote(ctx, sentence)}</strong></p><div class=\"row ctt-words\">{buttons}</div>")
    buttons = "".join(ctx.act_button(ChooseWord(i), esc(_l(w, ctx.lang)) if w else str(i + 1),
                                     cls="button primary big")
                      for i, w in enumerate(words) if ChooseWord(i) in ctx.legal)
    return (f"{_challenge_info(ctx)}<p><strong>{esc(ctx.t('ctt.ui.secret_words'))}</strong></p>"
            f"<div class=\"row ctt-words\">{buttons}</div>")


def _timer_id(ctx: Ctx) -> str:
    v = ctx.view
    return f"ctt-{v['round']}-{v['turn_index']}-{len(v['defi_discard'])}-{v['defi_pile']}"


def _verdict_step(ctx: Ctx) -> str:
    v = ctx.view
    ch = v["challenge"]
    card = ch.get("card")
    secret = ""
    if card:
        d = content_index().defis[card]
        if ch["kind"] == "whisper":
            sentence = _l(d["whisper"], ctx.lang)
            if ctx.ui.get("shown"):
                secret = _whisper_ticks(ctx, sentence)
            else:
                plain = sentence.replace("**", "")
                secret = (f"<p class=\"ctt-secret\">{esc(ctx.t('ctt.ui.whisper_read'))}<br>"
                          f"<strong>{quote(ctx, plain)}</strong></p>"
                          f"<p>{ctx.ui_button(esc(ctx.t('ctt.ui.show_sentence')), 'shown', cls='button')}</p>")
        elif ch.get("word") is not None and ch["word"] >= 0:
            secret = (f"<p class=\"ctt-secret\">{esc(ctx.t('ctt.ui.your_word'))} "
                      f"<strong>{esc(_l(d['words'][ch['word']], ctx.lang))}</strong></p>")
    pct = ch["chance_percent"]
    verdict = (ctx.act_button(ChallengeResult(True), "✓ " + esc(ctx.t("ctt.action.won")), cls="button primary")
               + ctx.act_button(ChallengeResult(False), "✗ " + esc(ctx.t("ctt.action.lost")), cls="button"))
    chance = ctx.act_button(ResolveChallengeByChance(),
                            "⚂ " + esc(nb(ctx.t("ctt.action.chance", percent=pct), ctx.lang)),
                            cls="button small")
    judge = "" if ch["judge"] == ch["challenger"] else \
        f"<p>{esc(ctx.t('ctt.ui.judge', name=ctx.name(ch['judge'])))}</p>"
    humans = len(ctx.human_seats)
    if humans < 2:  # nobody to guess: chance decides, odds shown
        chance = ctx.act_button(ResolveChallengeByChance(),
                                "⚂ " + esc(nb(ctx.t("ctt.action.chance", percent=pct), ctx.lang)),
                                cls="button primary")
        return (f"{_challenge_info(ctx)}{secret}"
                f"<p class=\"hint\">{esc(nb(ctx.t('ctt.ui.chance_solo', percent=pct), ctx.lang))}</p>"
                f"<div class=\"row ctt-verdict\">{chance}</div>")
    head = f"{_challenge_info(ctx)}{secret}{judge}{ctx.timer(_timer_id(ctx))}" \
           f"<div class=\"row ctt-verdict\">{verdict}</div>"
    return head  # two people or more: the table judges


def _whisper_ticks(ctx: Ctx, sentence: str) -> str:
    """The sentence shown to everyone: the table ticks the bold words (easy) or the whole
    sentence (hard) that came out of the chain right."""
    ticked = set(str(ctx.ui.get("ticks", "")).split(",")) - {""}
    parts = sentence.split("**")
    out = []
    if ctx.view["difficulty"] == "hard":
        on = "all" in ticked
        mark = "☑" if on else "☐"
        out.append(ctx.ui_button(f"{mark} {quote(ctx, sentence.replace('**', ''))}", "tick", "all",
                                 cls="button chip", aria_pressed="true" if on else "false"))
        n, done = 1, int(on)
        hint = ctx.t("ctt.ui.tick_hard")
    else:
        n = done = 0
        for i, part in enumerate(parts):
            if i % 2 == 1:
                on = str(i) in ticked
                n += 1
                done += on
                mark = "☑" if on else "☐"
                out.append(ctx.ui_button(f"{mark} {esc(part)}", "tick", str(i), cls="button chip",
                                         aria_pressed="true" if on else "false"))
            elif part.strip():
                out.append(f"<span>{esc(part)}</span>")
        hint = ctx.t("ctt.ui.tick_easy")
    verdict = ctx.t("ctt.ui.tick_all" if done == n else "ctt.ui.tick_some", done=done, n=n)
    return (f"<p class=\"hint\">{esc(hint)}</p><p class=\"ctt-sentence\">{' '.join(out)}</p>"
            f"<p><strong>{esc(verdict)}</strong></p>")


def _effect_step(ctx: Ctx) -> tuple[str, str]:
    v = ctx.view
    task = v["task"]
    cause = ""
    if v.get("played"):
        a = content_index().actions[v["played"]]
        slot = v.get("slot") or "normal"
        cause = (f"<p>{esc(ctx.t('ctt.ui.card_effect', card=_l(a['title'], ctx.lang), slot=ctx.t(f'ctt.slot.{slot}')))}"
                 f"<br><strong>{esc(_l(a['effect_text'][slot], ctx.lang))}</strong></p>")
    elif v.get("aleas_card"):
        cause = _aleas_card(ctx, v["aleas_card"], current=True)
    if task["cause"] and task["cause"] in content_index().city_records:
        cause = f"<p>{esc(ctx.t('ctt.ui.displaced', city=city_name(ctx, task['cause'])))}</p>" + cause
    state = _view_cities(v)
    if task["kind"] == "remove":
        title = ctx.t("ctt.phase.remove")
        removed = task["removed"]
        done = " ".join(pawn_badge(ctx, h, n) for h, n in removed.items() if n)
        done_txt = f"<p>{esc(ctx.t('ctt.ui.removed_so_far'))} {done}</p>" if done else ""
        by_city: dict[str, list[Any]] = {}
        for a in ctx.legal:
            if isinstance(a, RemovePawn):
                by_city.setdefault(a.city, []).append(a)
        rows = []
        for cid, acts in by_city.items():
            btns = "".join(ctx.act_button(
                a, f"{pawn_badge(ctx, a.hazard)} <span class=\"sr-only\">{esc(ctx.t('ctt.ui.remove_from', city=city_name(ctx, cid)))}</span>"
                   f"<span aria-hidden=\"true\">−1</span>", cls="button small") for a in acts)
            rows.append(f"<li><span class=\"cname\">{esc(city_name(ctx, cid))}</span> {_pawns_inline(ctx, state[cid])} {btns}</li>")
        return title, f"{cause}{done_txt}<ul class=\"ctt-targets\">{''.join(rows)}</ul>"
    title = ctx.t("ctt.ui.place_title", count=task["count"], hazard=hazard_name(ctx, task["hazard"]))
    rows = []
    for a in ctx.legal:
        if isinstance(a, PlacePawn):
            c = state[a.city]
            label = (f"{esc(city_name(ctx, a.city))} <span class=\"sr-only\">{esc(ctx.t('ctt.ui.place_on'))}</span>")
            rows.append(f"<li>{ctx.act_button(a, label, cls='button small')} {_pawns_inline(ctx, c)}</li>")
    return title, (f"{cause}<p>{esc(ctx.t('ctt.ui.place_hint'))}</p>"
                   f"<ul class=\"ctt-targets\">{''.join(rows)}</ul>")


def _pawns_inline(ctx: Ctx, c: dict[str, Any]) -> str:
    inner = " ".join(pawn_badge(ctx, h, c["pawns"][h]) for h in HAZARDS if c["pawns"][h])
    return f"<span class=\"ctt-has\">{inner or '—'}</span>"


def _hands(ctx: Ctx) -> str:
    v = ctx.view
    rows = []
    for seat, hand in enumerate(v["hands"]):
        if seat == ctx.seat and ctx.legal and v["phase"] in ("action", "swap", "discard"):
            continue  # already on screen, with its buttons
        if hand is None:
            body = f"<p class=\"ctt-hidden\">{esc(ctx.t('ctt.ui.hidden_hand', n=v['hand_sizes'][seat]))}</p>"
        else:
            body = "<div class=\"ctt-hand mini\">" + ("".join(_hand_card(ctx, c, compact=True) for c in hand) or "—") + "</div>"
        token = " · ⚑ " + esc(ctx.t("ctt.ui.coop_token")) if v["cooperation"] and v["coop_tokens"][seat] else ""
        turn = " ▶" if v["active"] == seat else ""
        rows.append(f"<li><h4>{esc(ctx.name(seat))}{turn}{token}</h4>{body}</li>")
    head = ctx.t("ctt.ui.hands_open") if v["mode"] == "coop" else ctx.t("ctt.ui.hands")
    return f"<section class=\"ctt-hands\"><h3>{esc(head)}</h3><ul>{''.join(rows)}</ul></section>"


def _last_aleas(ctx: Ctx) -> str:
    v = ctx.view
    if v["phase"] == "effect" and v.get("aleas_card"):
        return ""  # in the panel
    if v.get("aleas_card"):
        return _aleas_card(ctx, v["aleas_card"], current=True)
    if v["aleas_discard"]:
        return _aleas_card(ctx, v["aleas_discard"][-1], current=False)
    return ""


def render(ctx: Ctx) -> str:
    mine = set()
    role = _my_role(ctx)
    if role:
        mine = set(content_index().roles[role]["cities"])
    targets: set[str] = set()
    for a in ctx.legal:
        if isinstance(a, (RemovePawn, PlacePawn)):
            targets.add(a.city)
    notes = ""
    if ctx.ui.get("notes"):
        notes = (f"<section class=\"ctt-notes-inline\">{ctx.ui_button(esc(ctx.t('ctt.ui.close_notes')), 'notes', cls='button small')}"
                 f"{notes_html(ctx)}</section>")
    notes_btn = ctx.ui_button(esc(ctx.t("ctt.ui.science")), "notes", cls="button small",
                              aria_expanded="true" if ctx.ui.get("notes") else "false")
    return (f"<div class=\"ctt-table\">{_status(ctx)}{notes}"
            f"<div class=\"ctt-board\">{_world_map(ctx, targets, mine)}{_city_list(ctx, mine)}{_panel(ctx)}"
            f"<div class=\"ctt-side\">{_last_aleas(ctx)}{_role_panel(ctx)}</div></div>"
            f"{_hands(ctx)}{_piles(ctx)}"
            f"<p class=\"row\">{notes_btn}</p></div>")


# ----------------------------------------------------------------------------- recap, end


def _recap_table(ctx: Ctx, recaps: list[dict[str, Any]]) -> str:
    rows = "".join(
        f"<tr><th scope=\"row\">{r['round']}</th><td>{r['units']}</td>"
        f"<td>+{r['more_co2']} / −{r['less_co2']}</td><td>{r['count']}</td>"
        f"<td>{r['ppm_before']} → {r['ppm_after']}</td><td>{r['lost_cities']}</td></tr>"
        for r in recaps)
    v = ctx.view
    if v["over"] and (not recaps or recaps[-1]["round"] < v["round"]):
        # the game ended during a round (cities lost): that round, not counted
        lost = len(v["lost"]) - sum(r["lost_cities"] for r in recaps)
        rows += (f"<tr><th scope=\"row\">{v['round']}</th><td>{v['cloud']}</td><td>—</td>"
                 f"<td>{esc(ctx.t('ctt.ui.recap.not_counted'))}</td><td>{v['ppm']}</td>"
                 f"<td>{lost}</td></tr>")
    head = "".join(f"<th scope=\"col\">{esc(ctx.t(f'ctt.ui.recap.{k}'))}</th>"
                   for k in ("round", "units", "tokens", "count", "ppm", "lost"))
    return f"<table class=\"ctt-recap\"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"


def round_moment(ctx: Ctx, events: list[dict[str, Any]]) -> str | None:
    counts = [e for e in events if e.get("key") == "ctt.log.count"]
    if not counts:
        return None
    v = ctx.view
    out = []
    for e in counts:
        a = e["args"]
        r = a["round"]
        recap = next((x for x in v["recaps"] if x["round"] == r), None)
        if recap is None:
            continue
        lost = [city_name(ctx, x["args"]["city"]) for x in events if x.get("key") == "ctt.log.city_lost"]
        lost_txt = ctx.t("ctt.ui.recap_lost", cities=", ".join(lost)) if lost else ctx.t("ctt.ui.recap_none_lost")
        out.append(f"<h4>{esc(ctx.t('ctt.ui.recap_title', round=r))}</h4>"
                   f"<p>{esc(ctx.t('ctt.ui.recap_line', units=recap['units'], more=recap['more_co2'], less=recap['less_co2'], count=recap['count'], before=recap['ppm_before'], after=recap['ppm_after']))}</p>"
                   f"<p>{esc(lost_txt)}</p>")
        if any(x.get("key") == "ctt.log.seuil" for x in events):
            out.append(f"<p><strong>⚠ {esc(ctx.t('ctt.ui.recap_seuil', ppm=v['threshold_ppm']))}</strong></p>")
        if not v["over"]:
            out.append(f"<p>{esc(ctx.t('ctt.ui.recap_next', loss=v['loss_ppm'], ppm=v['ppm'], lost=len(v['lost']), max=v['max_lost']))}</p>")
    return f"<div class=\"ctt-moment\">{''.join(out)}{_ppm_track(ctx)}</div>" if out else None


def render_end(ctx: Ctx) -> str:
    v = ctx.view
    why = ""
    result = v.get("result") or {}
    lost = len(v["lost"])
    key = result.get("result_key", "")
    if key.endswith("lost_co2"):
        why = ctx.t("ctt.ui.why.co2", loss=v["loss_ppm"], round=v["round"])
    elif key.endswith("lost_cities"):
        why = ctx.t("ctt.ui.why.cities", lost=lost, max=v["max_lost"])
    else:
        why = ctx.t("ctt.ui.why.won", ppm=v["ppm"], loss=v["loss_ppm"], lost=lost, max=v["max_lost"])
    lost_names = ", ".join(city_name(ctx, c) for c in v["lost"]) or "—"
    ranking = ""
    if v["mode"] == "semi":
        malus = result.get("malus")
        items = []
        order = sorted(range(v["players"]), key=lambda p: (malus[p] if malus else 0, p))
        for p in order:
            role = v["roles"][p]
            r = content_index().roles[role] if role else None
            rname = _l(r["name"], ctx.lang) if r else "?"
            cities = ", ".join(city_name(ctx, c) + (" ✗" if c in v["lost"] else "") for c in r["cities"]) if r else ""
            m = f" — {esc(ctx.t('ctt.ui.malus', malus=malus[p]))}" if malus else ""
            star = "★ " if p in result.get("winners", []) else ""
            items.append(f"<li>{star}<strong>{esc(ctx.name(p))}</strong> — {esc(rname)} ({esc(cities)}){m}</li>")
        note = ctx.t("ctt.ui.ranking_help") if malus else ctx.t("ctt.ui.ranking_none")
        ranking = (f"<h3>{esc(ctx.t('ctt.ui.ranking'))}</h3><p>{esc(note)}</p><ol class=\"ctt-ranking\">{''.join(items)}</ol>")
    return (f"<div class=\"ctt-end\"><p><strong>{esc(why)}</strong></p>"
            f"<p>{esc(ctx.t('ctt.ui.lost_list', cities=lost_names))}</p>{ranking}"
            f"<h3>{esc(ctx.t('ctt.ui.recaps'))}</h3>{_recap_table(ctx, v['recaps'])}"
            f"{_ppm_track(ctx)}</div>")


# ----------------------------------------------------------------------------- science notes

NOTES = ("ppm_lines", "coasts", "hazards")


def _sample_map(shell: Shell) -> str:
    """The world map at the start of a seeded game, drawn by the table itself (the rules' picture)."""
    from engine.climat_tic_tac import GAME

    state = GAME.setup(3, {}, seed=12)
    ctx = Ctx(shell, GAME, GAME.view(state, None), [], None, ["Léa", "Tom", "Inès"], {})
    return _world_map(ctx, set(), set())


def notes_html(shell: Shell) -> str:
    lang = shell.lang
    out = []
    for note in NOTES:
        paras = "".join(f"<p>{esc(shell.t(f'ctt.note.{note}.{i}'))}</p>" for i in range(1, 3))
        if note == "hazards":  # the three kinds, right after "in three ways:"
            paras += "<ul>" + "".join(
                f"<li>{pawn_badge(shell, h, named=True)} <strong>{esc(hazard_name(shell, h))}</strong>{shell.colon}"
                f"{esc(_l(content_index().hazard_records[h]['meaning'], lang))}</li>" for h in HAZARDS) + "</ul>"
        paras += f"<p>{esc(shell.t(f'ctt.note.{note}.3'))}</p>"
        out.append(f"<section><h3>{esc(shell.t(f'ctt.note.{note}.title'))}</h3>{paras}"
                   f"<p><small>{esc(shell.t(f'ctt.note.{note}.source'))}</small></p></section>")
    for sheet in content_index().sheets:
        paras = "".join(f"<p>{esc(_l(p, lang))}</p>" for p in sheet["paragraphs"])
        sources = sheet.get("sources") or []
        src = ""
        if sources:
            src = "<p><small>" + esc(" · ".join(str(s if isinstance(s, str) else _l(s, lang)) for s in sources)) + "</small></p>"
        out.append(f"<section><h3>{esc(_l(sheet['title'], lang))}</h3>{paras}{src}</section>")
    return (f"<div class=\"ctt-notes\"><h2>{esc(shell.t('ctt.ui.science'))}</h2>"
            f"<p class=\"lead\">{esc(shell.t('ctt.note.intro'))}</p>{''.join(out)}</div>")


class ClimatTable(GameTable):
    def render(self, ctx: Ctx) -> str:
        return render(ctx)

    def command(self, ctx: Ctx, name: str, value: str, form: Form) -> Any | None:
        if name in ("swap", "notes", "shown"):
            ctx.ui[name] = not ctx.ui.get(name)
        elif name == "tick":
            ticked = set(str(ctx.ui.get("ticks", "")).split(",")) - {""}
            ticked ^= {value}
            ctx.ui["ticks"] = ",".join(sorted(ticked))
        return None

    def moment(self, ctx: Ctx, events: list[dict[str, Any]]) -> str | None:
        return round_moment(ctx, events)

    def render_end(self, ctx: Ctx) -> str:
        return render_end(ctx)

    def log_args(self, shell: Shell, key: str, args: dict[str, Any]) -> dict[str, Any]:
        out = dict(args)
        if isinstance(out.get("card"), str):
            out["card"] = card_title(shell, out["card"])
        if isinstance(out.get("city"), str):
            out["city"] = city_name(shell, out["city"])
        if isinstance(out.get("role"), str) and out["role"] in content_index().roles:
            out["role"] = _l(content_index().roles[out["role"]]["name"], shell.lang)
        if isinstance(out.get("scenario"), str) and out["scenario"] in content_index().sides:
            title = _l(content_index().sides[out["scenario"]]["title"], shell.lang)
            out["scenario"] = f"«\u202f{title}\u202f»" if shell.lang == "fr" else f"“{title}”"
        out.pop("cards", None)
        result = out.get("result_key")
        if key == "ctt.log.game_end" and isinstance(result, str):
            # the engine's result texts need figures this event does not carry
            out["result_key"] = "ctt.ui.result." + result.rsplit(".", 1)[-1]
        return out

    def rules_intro(self, shell: Shell) -> str:
        t = shell.t
        return (f"<p class=\"rules-goal\"><strong>{esc(t('ctt.rules.goal'))}</strong></p>"
                f"<figure class=\"rules-picture ctt\">{_sample_map(shell)}"
                f"<figcaption>{esc(t('ctt.rules.picture'))}</figcaption></figure>"
                f"<h3>{esc(t('ctt.rules.example_title'))}</h3>"
                f"<p>{esc(t('ctt.rules.example'))}</p>")

    def render_screen(self, shell: Shell, screen: str) -> str | None:
        if screen == "science":
            return notes_html(shell)
        return None


TABLE = ClimatTable()
