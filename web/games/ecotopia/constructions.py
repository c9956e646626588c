"""The tiles beside the board: the lieu and construction displays and piles, the recruitment track
and the specialists hired, the animals to protect and the waste recycled."""

from __future__ import annotations

from typing import Any

from engine.ecotopia.content import ANIMALS, content_index
from engine.ecotopia.view import as_view

from ...html import esc
from ...seam import Ctx, part
from .content import animal_name, kind_name, txt

#: glyphs every system font has (DejaVu): colour is never the only signal
KIND_ICON = {"geothermal": "♨", "hydro": "≋", "solar": "☀", "wind": "✣", "coal": "▰",
             "nuclear": "☢", "village": "⌂", "mine": "⚒", "datacenter": "▦"}


SPECIALIST_ICON = {"zoologist": "⚘", "gardener": "♣", "police_officer": "❦", "scientist": "⚗"}


def tile_button(ctx: Ctx, tile: str, action: Any | None) -> str:
    kind = content_index().kind_of.get(tile, tile)
    face = (f"<span class=\"tile-ico k-{kind}\" aria-hidden=\"true\">{KIND_ICON.get(kind, '■')}</span>"
            f"<span class=\"tile-name\">{esc(kind_name(ctx, tile))}</span>")
    if action is None:
        return f"<span class=\"ctile\">{face}</span>"
    return ctx.act_button(action, face, cls="ctile button")


def lieu_face(ctx: Ctx, cell: str) -> str:
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


def tiles(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    t = ctx.t
    lieux = "".join(f"<li class=\"ltile\">{lieu_face(ctx, c)}</li>" for c in v["lieu_display"]) or f"<li>{esc(t('eco.ui.empty'))}</li>"
    cons = "".join(f"<li>{tile_button(ctx, x, None)}</li>" for x in v["construction_display"]) or f"<li>{esc(t('eco.ui.empty'))}</li>"
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
    return (f"<section class=\"eco-tiles\"{part('tiles')} aria-labelledby=\"eco-ti-h\"><h3 id=\"eco-ti-h\">{esc(t('eco.ui.tiles'))}</h3>"
            f"<h4>{esc(t('eco.ui.lieu_display'))}</h4><ul class=\"tile-row\">{lieux}</ul>"
            f"<h4>{esc(t('eco.ui.cons_display'))}</h4><ul class=\"tile-row\">{cons}</ul>"
            f"<p><small>{esc(piles)}</small></p>{recruit}"
            f"<h4>{esc(t('eco.ui.animals'))}</h4><ul class=\"animals\">{''.join(animals)}</ul>"
            f"<p>{esc(t('eco.ui.recycled', list=recycled, left=v['waste_left']))}</p></section>")
