"""What the whole Climat table stops for (``GameTable.moment``) and the end of the game.

Public moments: a challenge settled by chance, every Aléas card drawn, the round's count
(cloud, tokens, ppm moved, the cities lost, the Seuil cards arriving). The end says why the
team won or lost, which cities fell, the rounds' recap and, in the semi-cooperative game, the
roles revealed and the ranking.
"""

from __future__ import annotations

from typing import Any

from engine.climat_tic_tac.content import content_index
from engine.climat_tic_tac.view import as_view

from ...html import esc
from ...seam import Ctx
from .pieces import aleas_card, city_name, in_lang, nb, ppm_track


def _recap_table(ctx: Ctx, recaps: list[dict[str, Any]]) -> str:
    rows = "".join(
        f"<tr><th scope=\"row\">{r['round']}</th><td>{r['units']}</td>"
        f"<td>+{r['more_co2']} / −{r['less_co2']}</td><td>{r['count']}</td>"
        f"<td>{r['ppm_before']} → {r['ppm_after']}</td><td>{r['lost_cities']}</td></tr>"
        for r in recaps)
    v = as_view(ctx.view)
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
    the whole table sees the odds, the outcome, the Action card it was for and what the
    outcome changed (its boosted or weakened effect instead of the normal one)."""
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
        effect = next((x for x in events[i:] if x.get("key") == "ctt.log.effect"), None)
        if effect is not None and effect["args"].get("card") in content_index().actions:
            out.append(_effect_changed(ctx, effect["args"]["card"], effect["args"]["slot_key"]))
    return "".join(out)


def _effect_changed(ctx: Ctx, card: str, slot_key: str) -> str:
    """The card a challenge was for, the effect its outcome gave, and the normal one it
    replaced: what winning or failing changed."""
    action = content_index().actions[card]
    slot = slot_key.rsplit(".", 1)[-1]
    texts = action["effect_text"]
    head = ctx.t("ctt.ui.card_effect", card=in_lang(action["title"], ctx.lang), slot=ctx.t(slot_key))
    instead = ctx.t("ctt.ui.instead_of_normal", effect=in_lang(texts["normal"], ctx.lang))
    return (f"<p>{esc(head)} <strong>{esc(in_lang(texts[slot], ctx.lang))}</strong><br>"
            f"<small>{esc(instead)}</small></p>")


def aleas_moment(ctx: Ctx, events: list[dict[str, Any]]) -> str:
    """The Aléas cards drawn since the last moment: read aloud by the table (they are drawn
    automatically; without a pause nobody would know why Paris got two pawns)."""
    cards = [e["args"]["card"] for e in events
             if e.get("key") == "ctt.log.aleas" and e["args"].get("card") in content_index().aleas]
    return "".join(f"<h4>{esc(ctx.t('ctt.ui.aleas_moment'))}</h4>{aleas_card(ctx, c, current=True)}"
                   for c in cards)


def round_moment(ctx: Ctx, events: list[dict[str, Any]]) -> str:
    counts = [e for e in events if e.get("key") == "ctt.log.count"]
    v = as_view(ctx.view)
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
    return f"<div class=\"ctt-count\">{''.join(out)}{ppm_track(ctx)}</div>" if out else ""


def table_moment(ctx: Ctx, events: list[dict[str, Any]]) -> str | None:
    """What the whole table stops for, in the order it happened: a challenge settled by
    chance, the Aléas card drawn, the round's count."""
    parts = chance_moment(ctx, events) + aleas_moment(ctx, events) + round_moment(ctx, events)
    return f"<div class=\"ctt-moment\">{parts}</div>" if parts else None


def render_end(ctx: Ctx) -> str:
    v = as_view(ctx.view)
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
            rname = in_lang(r["name"], ctx.lang) if r else "?"
            cities = ", ".join(city_name(ctx, c) + (" ✗" if c in v["lost"] else "") for c in r["cities"]) if r else ""
            m = f" — {esc(ctx.t('ctt.ui.malus', malus=malus[p]))}" if malus else ""
            star = "★ " if p in result.get("winners", []) else ""
            items.append(f"<li>{star}<strong>{esc(ctx.name(p))}</strong> — {esc(rname)} ({esc(cities)}){m}</li>")
        note = ctx.t("ctt.ui.ranking_help") if malus else ctx.t("ctt.ui.ranking_none")
        ranking = (f"<h3>{esc(ctx.t('ctt.ui.ranking'))}</h3><p>{esc(note)}</p><ol class=\"ctt-ranking\">{''.join(items)}</ol>")
    return (f"<div class=\"ctt-end\"><p><strong>{esc(why)}</strong></p>"
            f"<p>{esc(ctx.t('ctt.ui.lost_list', cities=lost_names))}</p>{ranking}"
            f"<h3>{esc(ctx.t('ctt.ui.recaps'))}</h3>{_recap_table(ctx, v['recaps'])}"
            f"{ppm_track(ctx)}</div>")
