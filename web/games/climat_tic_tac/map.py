"""Climat Tic Tac's world map and its list of cities.

The map is a board, not an atlas: cities start at their longitude and latitude and are nudged
apart (``_layout``, computed once) so that Europe's names do not overlap. It is drawn as one
SVG per zone: side by side they make the world; on a phone they stack, each as wide as the
screen. Pawns are a shape with a letter on a colour; the list of cities says the same in words
(and is what screen readers use). In the semi-cooperative game a seat's secret cities carry
a ◆ (``SECRET_CITY``) on its own screen.
"""

from __future__ import annotations

from functools import cache

from engine.climat_tic_tac.content import content_index
from engine.climat_tic_tac.state import HAZARDS
from engine.climat_tic_tac.view import as_view

from ...html import esc
from ...seam import Ctx, part
from .pieces import city_name, hazard_name, in_lang, pawn_badge, view_cities

SHAPE = {  # a pawn: its shape and its letter, as well as its colour
    "food": "M0,-8 L8,6 L-8,6 Z",
    "health": "M0,8 L-8,-1 A4.2,4.2 0 0 1 0,-5 A4.2,4.2 0 0 1 8,-1 Z",
    "infrastructure": "M-6.5,-6.5 H6.5 V6.5 H-6.5 Z",
}
LETTER_Y = {"food": "5", "health": "3", "infrastructure": "3.5"}
MAP_W, MAP_H = 900, 480
#: beside a secret city's name, on its seat's own screen only: not the ★ of a challenge won,
#: which the same screen shows on every card
SECRET_CITY = "◆"
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


def world_map(ctx: Ctx, targets: set[str], mine: set[str]) -> str:
    v = as_view(ctx.view)
    xs: dict[str, list[float]] = {}
    for cid, c in content_index().city_records.items():
        xs.setdefault(c["zone"], []).append(_xy(cid)[0])
    order = list(content_index().zone_records)
    bounds = [0.0]
    for a, b in zip(order, order[1:], strict=False):
        bounds.append((max(xs[a]) + min(xs[b])) / 2)
    bounds.append(float(MAP_W))
    letters = {h: esc(in_lang(content_index().hazard_records[h]["letter"], ctx.lang)) for h in HAZARDS}
    zone_of = {cid: c["zone"] for cid, c in content_index().city_records.items()}
    edges = {z: (bounds[i], bounds[i + 1]) for i, z in enumerate(order)}
    names = {c["id"]: ("✗ " if c["lost"] else "") + city_name(ctx, c["id"]) + (f" {SECRET_CITY}" if c["id"] in mine else "")
             for c in v["cities"]}
    labels = {cid: _label_place(cid, text, edges[zone_of[cid]]) for cid, text in names.items()}
    by_zone: dict[str, list[str]] = {}
    for c in v["cities"]:
        cid = c["id"]
        x, y = _xy(cid)
        coastal = content_index().city_records[cid]["coastal"]
        cls = "city" + (" coastal" if coastal else "") + (" lost" if c["lost"] else "") + \
            (" target" if cid in targets else "") + (" mine" if cid in mine else "")
        parts = [f"<g class=\"{cls}\"{part(f'city-{cid}')}>"]
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
        name = f"{i + 1}. {in_lang(content_index().zone_records[z]['name'], ctx.lang)}"
        label = ctx.t("ctt.ui.map_zone_label", zone=name)
        panels.append(
            f"<svg class=\"zone-map z{i}\" style=\"flex-grow: {x1 - x0:.0f}\" "
            f"viewBox=\"{x0:.0f} 0 {x1 - x0:.0f} {MAP_H}\" role=\"img\" aria-label=\"{esc(label)}\">"
            f"<rect class=\"zone z{i}\" x=\"{x0:.0f}\" y=\"0\" width=\"{x1 - x0:.0f}\" height=\"{MAP_H}\"/>"
            f"<text class=\"zone-name\" x=\"{(x0 + x1) / 2:.0f}\" y=\"{MAP_H - 10}\">{esc(name)}</text>"
            f"{''.join(by_zone.get(z, []))}</svg>")
    return (f"<figure class=\"ctt-map\"><div class=\"zone-maps\">{''.join(panels)}</div>"
            f"<figcaption>{_map_legend(ctx, bool(mine))}</figcaption></figure>")


def _map_legend(ctx: Ctx, starred: bool) -> str:
    """Pawns, coasts, lost cities and, when some are marked, the seat's secret cities."""
    pawns = " ".join(pawn_badge(ctx, h, named=True) + " " + esc(hazard_name(ctx, h)) for h in HAZARDS)
    return (f"<small>{pawns} · <span class=\"lg coastal\" aria-hidden=\"true\">◉</span> "
            f"{esc(ctx.t('ctt.ui.coastal'))} · ✗ {esc(ctx.t('ctt.ui.lost'))}"
            f"{f' · {SECRET_CITY} ' + esc(ctx.t('ctt.ui.my_cities')) if starred else ''}</small>")


def city_list(ctx: Ctx, mine: set[str]) -> str:
    v = as_view(ctx.view)
    by_zone: dict[str, list[str]] = {}
    state = view_cities(v)
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
            star = f" {SECRET_CITY}" if cid in mine else ""
            rows.append(f"<li{part(f'city-{cid}')}><span class=\"cname\">{esc(city_name(ctx, cid))}{coast}{star}</span> {status}</li>")
        groups.append(f"<div><h4>{i + 1}. {esc(in_lang(content_index().zone_records[z]['name'], ctx.lang))}</h4><ul>{''.join(rows)}</ul></div>")
    return (f"<details class=\"ctt-cities\"><summary>{esc(ctx.t('ctt.ui.cities'))}</summary>"
            f"<div class=\"ctt-zone-grid\">{''.join(groups)}</div></details>")
