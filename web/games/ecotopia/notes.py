"""The help on demand (what each tile, app, waste, specialist and bonus face does) and the notes
on the real-world ideas (``notes.json``)."""

from __future__ import annotations

import functools
from typing import Any

from engine.core.content import load_json
from engine.ecotopia.content import content_index
from engine.ecotopia.view import as_view

from ...html import esc
from ...seam import Ctx, Shell
from .constructions import KIND_ICON
from .content import txt


def help_box(ctx: Ctx) -> str:
    """What each tile, app, specialist and face of the bonus die does, in words, on demand."""
    t = ctx.t
    simple = as_view(ctx.view).get("version") == "simplified"
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
def notes_content() -> list[dict[str, Any]]:
    data = load_json("web.games.ecotopia", "notes.json")
    return data if isinstance(data, list) else []


def notes(ctx: Ctx | Shell, *, open_first: bool = False) -> str:
    items = []
    for i, n in enumerate(notes_content()):
        # French puts a narrow no-break space before a semicolon
        srcs = ("\u202f; " if ctx.lang == "fr" else "; ").join(s for s in n.get("sources", []))
        items.append(f"<details class=\"note\"{' open' if open_first and i == 0 else ''}><summary>{esc(txt(ctx, n['title']))}</summary>"
                     f"<p>{esc(txt(ctx, n['text']))}</p><p><small>{esc(ctx.t('eco.ui.sources'))}{ctx.colon}{esc(srcs)}</small></p></details>")
    return (f"<section class=\"eco-notes\" aria-labelledby=\"eco-notes-h\"><h3 id=\"eco-notes-h\">"
            f"{esc(ctx.t('eco.ui.notes'))}</h3>{''.join(items)}</section>")
