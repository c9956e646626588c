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
  "Relever un défi" (no selection step), the challenge's steps, one button per pawn to remove
  or city to place on.
- Challenges (the engine README's "Challenges at the table"): the challenger's screen runs
  them; the people guess or whisper in seat order (robots skipped, known by
  ``Ctx.human_seats``); alone with robots, the app asks "Quelqu'un d'autre peut deviner ?"
  before chance decides; the odds show only where chance decides; the secret word shows only
  while pressed; the timer is drawn (so started) at "C'est parti !"; the whisper has none.
  One-way steps live in ``ctx.ui`` (``guesser``, ``go``, ``shown``, ``ticks``), reset by the
  shell after the verdict.
- Public moments (GameTable.moment): a challenge settled by chance, every Aléas card drawn,
  the round's count (cloud, tokens, ppm moved, the cities lost, the Seuil cards arriving).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from engine.climat_tic_tac.actions import (
    AskSwap,
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
from engine.climat_tic_tac.content import content_index, french_from, warming_at
from engine.climat_tic_tac.hazards import city_lost_by
from engine.climat_tic_tac.state import HAZARDS
from engine.climat_tic_tac.turns import counted_units

from ...html import esc
from ...seam import Ctx, Form, GameTable, Shell, TableParts

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


#: the width of one character of a city's name on the board (13 px, semi-bold), to keep names
#: inside their zone and pawns off the other cities' names
CHAR_W = 7.6
Box = tuple[float, float, float, float]


def _label_place(cid: str, text: str, edge: tuple[float, float]) -> tuple[str, float, Box]:
    """Where a city's name goes: centred under its dot, or aligned to the zone's edge when it
    would be cut there ("Rio de Janeiro" at the Americas' right edge); with its box."""
    x, y = _xy(cid)
    w = len(text) * CHAR_W
    x0, x1 = edge[0] + 3, edge[1] - 3
    if x - w / 2 < x0:
        anchor, lx, left = "start", x0, x0
    elif x + w / 2 > x1:
        anchor, lx, left = "end", x1, x1 - w
    else:
        anchor, lx, left = "middle", x, x - w / 2
    return anchor, lx, (left, y + 12, left + w, y + 28)


def _pawn_spots(cid: str, n: int, labels: dict[str, tuple[str, float, Box]],
                edge: tuple[float, float]) -> list[tuple[float, float]]:
    """The centres of a city's ``n`` pawns: a row above its dot, else to its right or left,
    whichever covers no other city's name or dot (Oulan-Bator, La Nouvelle-Orléans, Venise
    under Rotterdam) and stays inside the zone; the least crowded one otherwise."""
    if not n:
        return []
    x, y = _xy(cid)
    rows = [
        [(x - 7.5 * (n - 1) + 15 * i, y - 18) for i in range(n)],   # above
        [(x + 17 + 15 * i, y) for i in range(n)],                   # right
        [(x - 17 - 15 * i, y) for i in range(n)],                   # left
        [(x + 10 + 15 * i, y - 16) for i in range(n)],              # above, to the right
        [(x - 10 - 15 * i, y - 16) for i in range(n)],              # above, to the left
    ]
    others: list[Box] = [box for other, (_a, _x, box) in labels.items() if other != cid]
    others += [(ox - 10, oy - 10, ox + 10, oy + 10) for other in labels if other != cid
               for ox, oy in [_xy(other)]]

    def crowding(row: list[tuple[float, float]]) -> int:
        hits = sum(1 for px, py in row for (a, b, c, d) in others
                   if px + 8 > a and px - 8 < c and py + 8 > b and py - 8 < d)
        outside = sum(1 for px, _py in row if px - 8 < edge[0] or px + 8 > edge[1])
        return hits + 10 * outside

    return min(rows, key=crowding)  # the first of the least crowded: above when free


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
    zone_of = {cid: c["zone"] for cid, c in content_index().city_records.items()}
    edges = {z: (bounds[i], bounds[i + 1]) for i, z in enumerate(order)}
    names = {c["id"]: ("✗ " if c["lost"] else "") + city_name(ctx, c["id"]) + (" ★" if c["id"] in mine else "")
             for c in v["cities"]}
    labels = {cid: _label_place(cid, text, edges[zone_of[cid]]) for cid, text in names.items()}
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
        anchor, lx, _box = labels[cid]
        parts.append(f"<text class=\"name\" x=\"{lx:.0f}\" y=\"{y + 24:.0f}\" text-anchor=\"{anchor}\">"
                     f"{esc(names[cid])}</text>")
        kinds = [h for h in HAZARDS for _ in range(c["pawns"][h])]
        for h, (px, py) in zip(kinds, _pawn_spots(cid, len(kinds), labels, edges[zone_of[cid]]), strict=True):
            parts.append(f"<g transform=\"translate({px:.0f},{py:.0f})\"><path class=\"pw h-{h}\" "
                         f"d=\"{SHAPE[h]}\"/><text class=\"pl h-{h}\" y=\"{LETTER_Y[h]}\">{letters[h]}</text></g>")
        parts.append("</g>")
        by_zone.setdefault(zone_of[cid], []).append("".join(parts))
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


def _performing(ctx: Ctx) -> bool:
    """The semi-cooperative challenger's screen while the others look at it (the guessing or
    the whisper chain): its hand and role stay off it."""
    v = ctx.view
    ch = v.get("challenge")
    return (v["mode"] == "semi" and v["phase"] == "verdict" and ch is not None
            and ctx.seat == ch["challenger"])


def _role_panel(ctx: Ctx) -> str:
    if ctx.view["mode"] != "semi" or _performing(ctx):
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
    elif phase == "offer":
        sw = v["swap"]
        title = ctx.t("ctt.ui.offer_title", giver=ctx.name(sw["giver"]), receiver=ctx.name(sw["receiver"]))
        body = "<div class=\"ctt-hand\">" + "".join(
            _hand_card(ctx, a.card, ctx.act_button(a, esc(ctx.t("ctt.ui.give_to", name=ctx.name(a.receiver))),
                                                   cls="button primary"))
            for a in ctx.legal if isinstance(a, OfferSwap)) + "</div>"
    elif phase == "swap":
        sw = v["swap"]
        title = ctx.t("ctt.ui.swap_title", giver=ctx.name(sw["giver"]),
                      card=card_title(ctx, sw["card"]) if sw["card"] else "?")
        body = "<div class=\"ctt-hand\">" + "".join(
            _hand_card(ctx, a.card, ctx.act_button(a, esc(ctx.t("ctt.ui.give_back")), cls="button primary"))
            for a in ctx.legal if isinstance(a, GiveBack)) + "</div>"
    elif phase == "word":
        title, body = _word_step(ctx)
    elif phase == "verdict":
        title, body = _verdict_step(ctx)
    elif phase == "effect":
        title, body = _effect_step(ctx)
    elif phase == "discard":
        body = "<div class=\"ctt-hand\">" + "".join(
            _hand_card(ctx, a.card, ctx.act_button(a, esc(ctx.t("ctt.ui.discard")), cls="button"))
            for a in ctx.legal if isinstance(a, Discard)) + "</div>" + _swap_asks(ctx)
    return (f"<section class=\"ctt-panel\" aria-labelledby=\"ctt-step\"><h3 id=\"ctt-step\">"
            f"{esc(ctx.t('ctt.ui.your_turn', name=ctx.name(ctx.seat)))} {esc(title)}</h3>{body}</section>")


def _action_step(ctx: Ctx) -> str:
    v = ctx.view
    odds = v["odds"]
    # the odds matter only when chance would settle a challenge: nobody else to guess
    odds_txt = "" if ctx.seat is None or other_humans(ctx, ctx.seat) else " " + nb(ctx.t(
        "ctt.ui.odds_if_chance", drawing=odds["drawing"], mime=odds["mime"],
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
    return (f"<p class=\"hint\">{esc(ctx.t('ctt.ui.play_hint'))}{esc(odds_txt)}</p>"
            f"<div class=\"ctt-hand\">{''.join(cards)}</div>{extra}{_swap_asks(ctx)}")


def _swap_asks(ctx: Ctx) -> str:
    """Swaps the other people may make now, one tap away ("Papa donne une carte à Inès"): the
    book allows a swap at any moment, so someone can hand the active player the card they
    need. Only people give (robots keep their token for their own turn); the giver then
    chooses its card — on its own screen in the semi-cooperative game."""
    asks = [a for a in ctx.legal if isinstance(a, AskSwap) and not _is_robot(ctx, a.giver)]
    if not asks:
        return ""
    buttons = "".join(ctx.act_button(a, esc(ctx.t("ctt.ui.ask_swap", giver=ctx.name(a.giver),
                                                   receiver=ctx.name(a.receiver))),
                                     cls="button small") for a in asks)
    return (f"<details class=\"ctt-asks\"><summary>{esc(ctx.t('ctt.ui.asks'))}</summary>"
            f"<p class=\"hint\">{esc(ctx.t('ctt.ui.asks_hint'))}</p><div class=\"row\">{buttons}</div></details>")


def _is_robot(ctx: Ctx, seat: int) -> bool:
    """Whether ``seat`` is a robot (the table knows its people through ``human_seats``)."""
    return bool(ctx.human_seats) and seat not in ctx.human_seats


def other_humans(ctx: Ctx, challenger: int) -> list[int]:
    """The people who guess or pass the whisper on: every human seat but the challenger's, in
    seat order starting after the challenger (robots are skipped)."""
    n = int(ctx.view["players"])
    return [s for s in ((challenger + k) % n for k in range(1, n)) if s in ctx.human_seats]


def _challenge_info(ctx: Ctx) -> str:
    """Who takes up which challenge, and what the others do (shown while waiting)."""
    ch = ctx.view.get("challenge")
    if not ch:
        return ""
    kind = ctx.t("ctt.kind." + ch["kind"])
    name = ctx.name(ch["challenger"])
    head = f"<p>{esc(ctx.t('ctt.ui.challenge_of', name=name, kind=kind))}</p>"
    if _is_robot(ctx, ch["challenger"]):  # nobody is asked about a robot's performance
        pct = ch["chance_percent"]
        return head + f"<p class=\"hint\">{esc(nb(ctx.t('ctt.ui.robot_chance', name=name, percent=pct), ctx.lang))}</p>"
    if ctx.seat == ch["challenger"]:
        return head
    watch = ctx.t(f"ctt.ui.watch.{ch['kind']}", name=name)
    return head + f"<p class=\"hint\">{esc(watch)}</p>"


def _whisper_sentence(ctx: Ctx, sentence: str) -> str:
    """The sentence to read, its key words marked (easy: the words that must come back;
    hard: the whole sentence counts, word for word)."""
    if ctx.view["difficulty"] == "hard":
        return f"<strong>{quote(ctx, sentence.replace('**', ''))}</strong>"
    parts = sentence.split("**")
    inner = "".join(f"<mark>{esc(part)}</mark>" if i % 2 else esc(part) for i, part in enumerate(parts))
    opening, closing = ("«\u202f", "\u202f»") if ctx.lang == "fr" else ("“", "”")
    return f"{opening}{inner}{closing}"


def _word_step(ctx: Ctx) -> tuple[str, str]:
    """The challenger, alone with the screen: choose the word, or read the sentence."""
    ch = ctx.view["challenge"]
    card = ch.get("card")
    if ch["kind"] == "whisper" and card:  # the challenger reads the sentence, then hides it
        sentence = _l(content_index().defis[card]["whisper"], ctx.lang)
        read = [a for a in ctx.legal if isinstance(a, ChooseWord)][:1]
        buttons = "".join(ctx.act_button(a, esc(ctx.t("ctt.ui.read_done")), cls="button primary big")
                          for a in read)
        key = "ctt.ui.whisper_keys_hard" if ctx.view["difficulty"] == "hard" else "ctt.ui.whisper_keys"
        return ctx.t("ctt.ui.whisper_title"), (
            f"<p class=\"hint\">{esc(ctx.t(key))}</p>"
            f"<p class=\"ctt-secret ctt-read\">{_whisper_sentence(ctx, sentence)}</p>"
            f"<div class=\"row ctt-words\">{buttons}</div>")
    words = content_index().defis[card]["words"] if card else [{}, {}]
    buttons = "".join(ctx.act_button(ChooseWord(i), esc(_l(w, ctx.lang)) if w else str(i + 1),
                                     cls="button primary big")
                      for i, w in enumerate(words) if ChooseWord(i) in ctx.legal)
    how = ctx.t(f"ctt.ui.how.{ch['kind']}")
    return ctx.t(f"ctt.ui.word_title.{ch['kind']}"), (
        f"<p class=\"hint\">{esc(how)}</p>"
        f"<div class=\"row ctt-words\">{buttons}</div>")


def _timer_id(ctx: Ctx) -> str:
    v = ctx.view
    return f"ctt-{v['round']}-{v['turn_index']}-{len(v['defi_discard'])}-{v['defi_pile']}"


def _chance_button(ctx: Ctx, label_key: str, pct: int) -> str:
    return ctx.act_button(ResolveChallengeByChance(),
                          "⚂ " + esc(nb(ctx.t(label_key, percent=pct), ctx.lang)), cls="button")


def _verdict_step(ctx: Ctx) -> tuple[str, str]:
    """The challenger's screen during the performance. Who guesses: the other people at the
    table (robots never guess nor judge). Alone with robots, the app first asks whether
    someone else nearby can guess; if not, chance decides at the announced odds (the only
    place the odds are shown). The timer starts at "C'est parti !"; the whisper has none."""
    v = ctx.view
    ch = v["challenge"]
    kind = ch["kind"]
    pct = ch["chance_percent"]
    others = other_humans(ctx, ch["challenger"])
    if not others and not ctx.ui.get("guesser"):
        ask = "ctt.ui.ask_listener" if kind == "whisper" else "ctt.ui.ask_guesser"
        yes = ctx.ui_button(esc(ctx.t("ctt.ui.ask_yes")), "guesser", cls="button primary")
        return ctx.t(ask), (
            f"<p class=\"hint\">{esc(nb(ctx.t('ctt.ui.chance_solo', percent=pct), ctx.lang))}</p>"
            f"<div class=\"row ctt-verdict\">{yes}{_chance_button(ctx, 'ctt.action.chance_no', pct)}</div>")
    names = [ctx.name(s) for s in others]
    if kind == "whisper":
        return _whisper_verdict(ctx, names)
    card = ch.get("card")
    word = _l(content_index().defis[card]["words"][ch["word"]], ctx.lang) if card and ch.get("word", -1) >= 0 else ""
    # the word is hidden while the others look at the screen: shown only while pressed
    peek = (f"<button type=\"button\" class=\"button ctt-peek\" aria-describedby=\"ctt-peek-hint\">"
            f"<span class=\"ctt-peek-hint\" id=\"ctt-peek-hint\">{esc(ctx.t('ctt.ui.peek'))}</span>"
            f"<strong class=\"ctt-peek-word\">{esc(word)}</strong></button>") if word else ""
    guessers = ctx.t("ctt.ui.guessers", names=", ".join(names)) if names else ctx.t("ctt.ui.guessers_nearby")
    if not ctx.ui.get("go"):
        go = ctx.ui_button(esc(ctx.t("ctt.ui.go")), "go", cls="button primary big")
        return ctx.t(f"ctt.ui.ready_title.{kind}"), (
            f"<p>{esc(guessers)}</p><p class=\"row\">{peek}</p><div class=\"row ctt-words\">{go}</div>")
    verdict = (ctx.act_button(ChallengeResult(True), "✓ " + esc(ctx.t("ctt.action.won")), cls="button primary")
               + ctx.act_button(ChallengeResult(False), "✗ " + esc(ctx.t("ctt.action.lost")), cls="button"))
    return ctx.t(f"ctt.ui.playing_title.{kind}"), (
        f"<p>{esc(guessers)}</p><p class=\"row\">{peek}</p>{ctx.timer(_timer_id(ctx))}"
        f"<p class=\"hint\">{esc(ctx.t('ctt.ui.verdict_hint'))}</p>"
        f"<div class=\"row ctt-verdict\">{verdict}</div>")


def _whisper_verdict(ctx: Ctx, names: list[str]) -> tuple[str, str]:
    """The whisper chain (no timer, as in the book): the sentence is hidden while it goes from
    ear to ear; once the last person has said it aloud, the challenger shows it and ticks the
    words that came back. "Défi réussi" is enabled only when the rule is met."""
    ch = ctx.view["challenge"]
    card = ch.get("card")
    if names:
        chain = ctx.t("ctt.ui.chain", first=names[0], last=names[-1]) if len(names) > 1 else \
            ctx.t("ctt.ui.chain_one", first=names[0])
        order = " → ".join([ctx.name(ch["challenger"]), *names])
        chain_html = f"<p>{esc(chain)}</p><p class=\"ctt-chain\">{esc(order)}</p>"
    else:
        chain_html = f"<p>{esc(ctx.t('ctt.ui.chain_nearby'))}</p>"
    if not ctx.ui.get("shown") or not card:
        check = ctx.ui_button(esc(ctx.t("ctt.ui.show_sentence")), "shown", cls="button primary big")
        return ctx.t("ctt.ui.chain_title"), f"{chain_html}<div class=\"row ctt-words\">{check}</div>"
    sentence = _l(content_index().defis[card]["whisper"], ctx.lang)
    ticks, met = _whisper_ticks(ctx, sentence)
    won = ctx.act_button(ChallengeResult(True), "✓ " + esc(ctx.t("ctt.action.won")), cls="button primary",
                         disabled=not met)
    lost = ctx.act_button(ChallengeResult(False), "✗ " + esc(ctx.t("ctt.action.lost")), cls="button")
    return ctx.t("ctt.ui.check_title"), f"{ticks}<div class=\"row ctt-verdict\">{won}{lost}</div>"


def _whisper_ticks(ctx: Ctx, sentence: str) -> tuple[str, bool]:
    """The sentence shown to the table: tick the key words (easy) or the whole sentence (hard)
    that came out of the chain right; returns the markup and whether the rule is met."""
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
    verdict = ctx.t("ctt.ui.tick_all" if done == n else "ctt.ui.tick_some", done=done, n=n,
                    count=n - done)
    return (f"<p class=\"hint\">{esc(hint)}</p><p class=\"ctt-sentence\">{' '.join(out)}</p>"
            f"<p><strong>{esc(verdict)}</strong></p>"), done == n


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
                a, f"{pawn_badge(ctx, a.hazard)} <span class=\"sr-only\">{esc(ctx.t('ctt.ui.remove_from', city=city_name(ctx, cid), from_city=french_from(city_name(ctx, cid))))}</span>"
                   f"<span aria-hidden=\"true\">−1</span>", cls="button small") for a in acts)
            rows.append(f"<li><span class=\"cname\">{esc(city_name(ctx, cid))}</span> {_pawns_inline(ctx, state[cid])} {btns}</li>")
        return title, f"{cause}{done_txt}<ul class=\"ctt-targets\">{''.join(rows)}</ul>"
    title = ctx.t("ctt.ui.place_title", count=task["count"], hazard=hazard_name(ctx, task["hazard"]))
    rows = []
    hazard = HAZARDS.index(task["hazard"]) if task["hazard"] in HAZARDS else -1
    for a in ctx.legal:
        if isinstance(a, PlacePawn):
            c = state[a.city]
            label = (f"{esc(city_name(ctx, a.city))} <span class=\"sr-only\">{esc(ctx.t('ctt.ui.place_on'))}</span>")
            # said before the tap: this pawn makes the city uninhabitable (its people leave)
            falls = hazard >= 0 and city_lost_by(tuple(
                n + (i == hazard) for i, n in enumerate(c["pawns"][h] for h in HAZARDS)))
            warn = (f" <strong class=\"ctt-falls\">⚠ {esc(ctx.t('ctt.ui.place_falls'))}</strong>"
                    if falls else "")
            rows.append(f"<li>{ctx.act_button(a, label, cls='button small' + (' falls' if falls else ''))} "
                        f"{_pawns_inline(ctx, c)}{warn}</li>")
    return title, (f"{cause}<p>{esc(ctx.t('ctt.ui.place_hint'))}</p>"
                   f"<ul class=\"ctt-targets\">{''.join(rows)}</ul>")


def _pawns_inline(ctx: Ctx, c: dict[str, Any]) -> str:
    inner = " ".join(pawn_badge(ctx, h, c["pawns"][h]) for h in HAZARDS if c["pawns"][h])
    return f"<span class=\"ctt-has\">{inner or '—'}</span>"


def _hands(ctx: Ctx) -> str:
    v = ctx.view
    rows = []
    for seat, hand in enumerate(v["hands"]):
        if seat == ctx.seat and ctx.legal and v["phase"] in ("action", "offer", "swap", "discard"):
            continue  # already on screen, with its buttons
        if seat == ctx.seat and _performing(ctx):
            continue  # the others are looking at the screen
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


def parts(ctx: Ctx) -> TableParts:
    """The step (what to do now, the seat's secret role), the world map and its cities, the
    tracks and the last Aléas card, then the hands, the piles and the science notes."""
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
    return TableParts(
        step=f"<div class=\"ctt-table\">{_panel(ctx)}{_role_panel(ctx)}</div>",
        board=f"<div class=\"ctt-table\">{_world_map(ctx, targets, mine)}{_city_list(ctx, mine)}</div>",
        status=f"<div class=\"ctt-table\">{_status(ctx)}{_last_aleas(ctx)}</div>",
        more=(f"<div class=\"ctt-table\">{_hands(ctx)}{_piles(ctx)}{notes}"
              f"<p class=\"row\">{notes_btn}</p></div>"),
        status_label=ctx.t("ctt.ui.part_status"), more_label=ctx.t("ctt.ui.part_more"))


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


def chance_moment(ctx: Ctx, events: list[dict[str, Any]]) -> str:
    """A challenge settled by chance (a robot's, or a person's with nobody else to guess):
    the whole table sees the odds and the outcome."""
    out = []
    for i, e in enumerate(events):
        if e.get("key") not in ("ctt.log.chance_won", "ctt.log.chance_lost"):
            continue
        end = next((x for x in events[i:] if x.get("key") == "ctt.log.challenge_end"), None)
        seat = end["args"]["seat"] if end else e["args"]["seat"]
        kind = ctx.t(end["args"]["kind_key"]) if end else "?"
        key = "ctt.ui.chance_moment_won" if e["args"]["won"] else "ctt.ui.chance_moment_lost"
        out.append(f"<h4>{esc(ctx.t('ctt.ui.chance_moment_title'))}</h4><p class=\"ctt-chance\">"
                   f"<span aria-hidden=\"true\">⚂</span> {esc(nb(ctx.t(key, name=ctx.name(seat), kind=kind, percent=e['args']['percent']), ctx.lang))}</p>")
    return "".join(out)


def aleas_moment(ctx: Ctx, events: list[dict[str, Any]]) -> str:
    """The Aléas cards drawn since the last moment: read aloud by the table (they are drawn
    automatically; without a pause nobody would know why Paris got two pawns)."""
    cards = [e["args"]["card"] for e in events
             if e.get("key") == "ctt.log.aleas" and e["args"].get("card") in content_index().aleas]
    return "".join(f"<h4>{esc(ctx.t('ctt.ui.aleas_moment'))}</h4>{_aleas_card(ctx, c, current=True)}"
                   for c in cards)


def round_moment(ctx: Ctx, events: list[dict[str, Any]]) -> str:
    counts = [e for e in events if e.get("key") == "ctt.log.count"]
    v = ctx.view
    out = []
    for e in counts:
        r = e["args"]["round"]
        recap = next((x for x in v["recaps"] if x["round"] == r), None)
        if recap is None:
            continue
        # the cities lost this round: the recaps count them, the view lists lost cities in the
        # order they fell (the log lines may have been covered by an earlier moment)
        before = sum(x["lost_cities"] for x in v["recaps"] if x["round"] < r)
        lost = [city_name(ctx, c) for c in v["lost"][before:before + recap["lost_cities"]]]
        lost_txt = ctx.t("ctt.ui.recap_lost", cities=", ".join(lost)) if lost else ctx.t("ctt.ui.recap_none_lost")
        moved = recap["ppm_after"] != recap["ppm_before"]
        line = "ctt.ui.recap_line" if moved else "ctt.ui.recap_line_still"
        out.append(f"<h4>{esc(ctx.t('ctt.ui.recap_title', round=r))}</h4>"
                   f"<p>{esc(ctx.t(line, units=recap['units'], more=recap['more_co2'], less=recap['less_co2'], count=recap['count'], before=recap['ppm_before'], after=recap['ppm_after']))}</p>"
                   f"<p>{esc(lost_txt)}</p>")
        if any(x.get("key") == "ctt.log.seuil" for x in events):
            out.append(f"<p><strong>⚠ {esc(ctx.t('ctt.ui.recap_seuil', ppm=v['threshold_ppm']))}</strong></p>")
        if not v["over"]:
            out.append(f"<p>{esc(ctx.t('ctt.ui.recap_next', loss=v['loss_ppm'], ppm=v['ppm'], lost=len(v['lost']), max=v['max_lost']))}</p>")
    return f"<div class=\"ctt-count\">{''.join(out)}{_ppm_track(ctx)}</div>" if out else ""


def table_moment(ctx: Ctx, events: list[dict[str, Any]]) -> str | None:
    """What the whole table stops for, in the order it happened: a challenge settled by
    chance, the Aléas card drawn, the round's count."""
    parts = chance_moment(ctx, events) + aleas_moment(ctx, events) + round_moment(ctx, events)
    return f"<div class=\"ctt-moment\">{parts}</div>" if parts else None


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
    #: the drawing and mime challenges have a timer (its length, or none, at set-up)
    uses_timer = True
    #: no team score: the rules keep none; the end screen says why the team won or lost and
    #: which cities fell
    team_score_key = None
    #: the step: the panel's buttons (the cities to take pawns from are listed there too, the
    #: map only lights them up); its title says what to do
    step_controls = (".ctt-panel:not(.wait) button[data-cmd=act], "
                     ".ctt-panel:not(.wait) button[data-cmd=ui]")
    step_instruction = ".ctt-panel h3"

    def parts(self, ctx: Ctx) -> TableParts:
        return parts(ctx)

    def watched(self, view: dict[str, Any]) -> bool:
        """The semi-cooperative challenger's screen while the others guess or whisper: the
        table looks at it, so the shell shows no private line (the secret role's) beside it."""
        challenge = view.get("challenge")
        return (view.get("mode") == "semi" and view.get("phase") == "verdict"
                and challenge is not None and view.get("seat") == challenge.get("challenger"))

    def command(self, ctx: Ctx, name: str, value: str, form: Form) -> Any | None:
        if name in ("swap", "notes"):
            ctx.ui[name] = not ctx.ui.get(name)
        elif name in ("shown", "go", "guesser"):
            # one-way steps of a challenge: the sentence shown, "C'est parti !", "Oui,
            # quelqu'un d'autre peut deviner" (reset with the rest after the verdict)
            ctx.ui[name] = True
        elif name == "tick":
            ticked = set(str(ctx.ui.get("ticks", "")).split(",")) - {""}
            ticked ^= {value}
            ctx.ui["ticks"] = ",".join(sorted(ticked))
        return None

    def moment(self, ctx: Ctx, events: list[dict[str, Any]]) -> str | None:
        return table_moment(ctx, events)

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
