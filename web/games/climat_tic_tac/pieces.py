"""Climat Tic Tac's pieces as the table draws them: names in the player's language (cities,
cards, pawn types), a pawn's badge (its shape, letter and colour, never the colour alone), the
Action and Aléas cards, and the status tracks (time to 2100, the CO₂ cursor with its loss
line, the emission cloud and the permanent tokens).

Content comes from the engine's one index (``content_index``): cities, zones, pawn types,
cards, roles, scenario sides and sheets by id, the CO2 scale and the rule numbers.
"""

from __future__ import annotations

from typing import Any

from engine.climat_tic_tac.content import content_index, warming_at
from engine.climat_tic_tac.state import HAZARDS
from engine.climat_tic_tac.turns import counted_units
from engine.climat_tic_tac.view import ClimatView, as_view

from ...html import esc
from ...seam import Ctx, Shell, part


def view_cities(v: ClimatView) -> dict[str, dict[str, Any]]:
    """The view's cities (pawns, lost) by id."""
    return {city["id"]: city for city in v["cities"]}


def in_lang(text: dict[str, str], lang: str) -> str:
    return text.get(lang) or text.get("fr", "")


def city_name(shell: Shell, cid: str) -> str:
    city = content_index().city_records.get(cid)
    return in_lang(city["name"], shell.lang) if city else cid


def card_title(shell: Shell, card: str) -> str:
    if card.startswith("action-") and card in content_index().actions:
        return in_lang(content_index().actions[card]["title"], shell.lang)
    if card.startswith("alea-") and card in content_index().aleas:
        a = content_index().aleas[card]
        event = in_lang(content_index().events[a["event"]]["name"], shell.lang)
        names = [city_name(shell, c) for c in a["cities"]]
        return f"{event} ({', '.join(names)})" if names else event
    if card.startswith("defi-") and card in content_index().defis:
        return " / ".join(in_lang(w, shell.lang) for w in content_index().defis[card]["words"])
    return card


def hazard_name(shell: Shell, h: str) -> str:
    return in_lang(content_index().hazard_records[h]["name"], shell.lang)


def pawn_badge(shell: Shell, h: str, count: int | None = None, *, named: bool = False) -> str:
    """A pawn type: its shape, its letter and its colour (never the colour alone); ``named``:
    its name is written next to it, so the badge itself is not read out."""
    hz = content_index().hazard_records[h]
    face = f"{hz['symbol']}{esc(in_lang(hz['letter'], shell.lang))}"
    if named:
        return f"<span class=\"pawn h-{h}\" aria-hidden=\"true\">{face}</span>"
    n = "" if count is None else f"<b aria-hidden=\"true\">{count}</b>"  # said once, with the name
    spoken = hazard_name(shell, h) if count is None else f"{count} {hazard_name(shell, h)}"
    return (f"<span class=\"pawn h-{h}\"><span aria-hidden=\"true\">{face}</span>{n}"
            f"<span class=\"sr-only\">{esc(spoken)}</span></span>")


def quote(ctx: Shell, text: str) -> str:
    """A quoted sentence, escaped: « … » with narrow no-break spaces in French, “…” in English."""
    return f"«\u202f{esc(text)}\u202f»" if ctx.lang == "fr" else f"“{esc(text)}”"


def nb(text: str, lang: str) -> str:
    """French typography: a narrow no-break space before ; : ! ? and %."""
    return text.replace(" %", "\u202f%") if lang == "fr" else text


def _place(ctx: Shell, target: dict[str, Any] | None) -> str:
    """Where an effect acts, in a word: the city, the zone, ◉ for the coastal cities, nothing
    for "anywhere" (the card's full text says it)."""
    if not target:
        return ""
    if target["kind"] == "city":
        return city_name(ctx, target["city"])
    if target["kind"] == "zone":
        return in_lang(content_index().zone_records[target["zone"]]["name"], ctx.lang)
    return "◉" if target["kind"] == "coastal" else ""


def effect_icons(ctx: Shell, steps: list[dict[str, Any]], known_place: str = "") -> str:
    """An effect in a few numbers and symbols: "−2 ♥■ Moscou", "−3 CO₂", "∅" (nothing); the
    place is left out when it is ``known_place`` (said once on the card's line)."""
    hazards = content_index().hazard_records
    out = []
    for step in steps:
        op = step["op"]
        if op in ("remove_co2", "add_co2"):
            out.append(f"{'−' if op == 'remove_co2' else '+'}{step['units']} CO₂")
        elif op == "add_permanent_token":
            out.append("+" + ctx.t(f"ctt.token.{step['token']}"))
        elif op in ("remove_hazards", "add_hazards"):
            bundles = step["choices"] if op == "remove_hazards" else [step["pawns"]]
            kinds = [h for h in HAZARDS if any(h in bundle for bundle in bundles)]
            count = sum(bundles[0].values())
            symbols = "".join(hazards[h]["symbol"] for h in kinds)
            place = _place(ctx, step.get("target"))
            where = f" {place}" if place and place != known_place else ""
            out.append(f"{'−' if op == 'remove_hazards' else '+'}{count} {symbols}{where}")
    return " ".join(out) or "∅"


def hand_card(ctx: Ctx, card: str, buttons: str = "", *, compact: bool = False) -> str:
    """An Action card. In the step (``buttons``): its kind, its title and its three effects in
    one line of numbers and symbols (normal · ★ challenge won · ✗ lost), the card's full text
    one tap away, so a phone shows the whole hand at once; ``compact``: the normal effect."""
    a = content_index().actions[card]
    lang = ctx.lang
    kind = ctx.t(f"ctt.ui.kind.{a['kind']}")
    icon = "☁" if a["kind"] == "mitigation" else "⌂"
    et = a["effect_text"]
    if not compact:
        effects = a["effects"]
        first = next((step.get("target") for step in effects["normal"] if step.get("target")), None)
        known = _place(ctx, first)
        line = (f"{effect_icons(ctx, effects['normal'])} · ★ {effect_icons(ctx, effects['boosted'], known)}"
                f" · ✗ {effect_icons(ctx, effects['weakened'], known)}")
        spoken = " ".join(f"{ctx.t(f'ctt.ui.effect.{slot}')}{ctx.colon}{in_lang(et[slot], lang)}"
                          for slot in ("normal", "boosted", "weakened"))
        extra = (f"<p class=\"ctt-fx\"><span aria-hidden=\"true\">{esc(line)}</span>"
                 f"<span class=\"sr-only\">{esc(spoken)}</span></p>"
                 f"<details class=\"ctt-more\"><summary>{esc(ctx.t('ctt.ui.read_card'))}</summary>"
                 f"<p class=\"ctt-text\">{esc(in_lang(a['text'], lang))}</p>"
                 f"<dl class=\"ctt-effects\"><dt>{esc(ctx.t('ctt.ui.effect.normal'))}</dt>"
                 f"<dd>{esc(in_lang(et['normal'], lang))}</dd>"
                 f"<dt>{esc(ctx.t('ctt.ui.effect.boosted'))}</dt><dd>{esc(in_lang(et['boosted'], lang))}</dd>"
                 f"<dt>{esc(ctx.t('ctt.ui.effect.weakened'))}</dt><dd>{esc(in_lang(et['weakened'], lang))}</dd></dl>"
                 f"</details>")
        # the kind as its symbol beside the title (and its colour), spoken in words
        buttons_html = f"<div class=\"ctt-card-buttons\">{buttons}</div>" if buttons else ""
        return (f"<article class=\"ctt-card {a['kind']}\"><h4><span class=\"ctt-kind-icon\" "
                f"aria-hidden=\"true\" title=\"{esc(kind)}\">{icon}</span> <span class=\"sr-only\">"
                f"{esc(kind)}{ctx.colon}</span>{esc(in_lang(a['title'], lang))}</h4>{extra}{buttons_html}"
                f"</article>")
    extra = f"<p class=\"ctt-normal\">{esc(in_lang(et['normal'], lang))}</p>"
    return (f"<article class=\"ctt-card {a['kind']}{' compact' if compact else ''}\">"
            f"<p class=\"ctt-kind\"><span aria-hidden=\"true\">{icon}</span> {esc(kind)}</p>"
            f"<h4>{esc(in_lang(a['title'], lang))}</h4>{extra}"
            f"{f'<div class=ctt-card-buttons>{buttons}</div>' if buttons else ''}</article>")


def aleas_card(ctx: Ctx, card: str, *, current: bool, story: bool = True) -> str:
    """An Aléas card: its title, its story (unless ``story`` is False: in the step, after its
    public moment read it out) and its effect."""
    a = content_index().aleas[card]
    lang = ctx.lang
    seuil = f" <strong class=\"ctt-seuil\">{esc(ctx.t('ctt.ui.seuil_card'))}</strong>" if a["threshold"] else ""
    head = ctx.t("ctt.ui.aleas_now") if current else ctx.t("ctt.ui.aleas_last")
    text = f"<p class=\"ctt-text\">{esc(in_lang(a['text'], lang))}</p>" if story else ""
    return (f"<article class=\"ctt-card aleas\"><p class=\"ctt-kind\"><span aria-hidden=\"true\">⚠</span> "
            f"{esc(head)}{seuil}</p><h4>{esc(card_title(ctx, card))}</h4>"
            f"{text}"
            f"<p class=\"ctt-normal\">{esc(in_lang(a['effect_text'], lang))}</p></article>")


def pawns_inline(ctx: Ctx, c: dict[str, Any]) -> str:
    inner = " ".join(pawn_badge(ctx, h, c["pawns"][h]) for h in HAZARDS if c["pawns"][h])
    return f"<span class=\"ctt-has\">{inner or '—'}</span>"


def ppm_track(ctx: Ctx) -> str:
    v = as_view(ctx.view)
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
    label = ctx.t("ctt.ui.ppm_label", ppm=ppm, loss=loss, warming=decimal_text(ctx, warming),
                  forecast=forecast)
    svg = (f"<svg class=\"ctt-ppm\" viewBox=\"0 0 640 60\" role=\"img\" aria-label=\"{esc(label)}\">"
           f"<text x=\"0\" y=\"10\" class=\"start\">{start}</text>{''.join(cells)}{marks}</svg>")
    lost_line = ctx.t("ctt.ui.loss_line", loss=loss,
                      difficulty=ctx.t(f"ctt.difficulty.{v['difficulty']}"))
    return (f"<div class=\"ctt-meter\"{part('ppm')}><p><strong>CO₂{ctx.colon}{ppm}\u00a0ppm</strong> · "
            f"{esc(ctx.t('ctt.ui.warming', warming=decimal_text(ctx, warming)))}<br>"
            f"<small>{esc(lost_line)}{'' if v['over'] else ' · ' + esc(ctx.t('ctt.ui.forecast', forecast=forecast))}</small></p>"
            f"{svg}<p class=\"ctt-legend\"><small>{esc(ctx.t('ctt.ui.ppm_legend'))}</small></p></div>")


def decimal_text(ctx: Ctx, x: float) -> str:
    s = f"{x:.1f}"
    return s.replace(".", ",") if ctx.lang == "fr" else s


def time_track(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    labels = content_index().world["time"]["labels"]
    items = []
    for i, label in enumerate(labels):
        r = i + 1
        cls = "now" if r == v["round"] and not v["over"] else ("past" if r < v["round"] else "")
        mark = "▶ " if cls == "now" else ("✓ " if cls == "past" else "")
        cur = " aria-current=\"step\"" if cls == "now" else ""
        items.append(f"<li class=\"{cls}\"{cur}>{mark}{esc(in_lang(label, ctx.lang))}</li>")
    return (f"<div class=\"ctt-time\"><p><strong>{esc(ctx.t('ctt.ui.round', round=v['round'], rounds=v['rounds']))}</strong></p>"
            f"<ol class=\"ctt-time-track\" aria-label=\"{esc(ctx.t('ctt.ui.time_track'))}\">{''.join(items)}"
            f"<li class=\"y2100\">2100</li></ol></div>")


def cloud_panel(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    units = v["cloud"]
    dots = "".join("<span class=\"unit\" aria-hidden=\"true\">●</span>" for _ in range(min(units, 20)))
    more, less = v["tokens"]["more_co2"], v["tokens"]["less_co2"]
    lost = len(v["lost"])
    return (f"<div class=\"ctt-cloud\"><p><strong>☁ {esc(ctx.t('ctt.ui.cloud', units=units))}</strong> "
            f"<span class=\"units\">{dots}</span></p>"
            f"<p>{esc(ctx.t('ctt.ui.tokens', more=more, less=less))}</p>"
            f"<p><strong>{esc(ctx.t('ctt.ui.lost_count', lost=lost, max=v['max_lost']))}</strong></p></div>")


def status_panel(ctx: Ctx) -> str:
    return (f"<section class=\"ctt-status\" aria-label=\"{esc(ctx.t('ctt.ui.status'))}\">"
            f"{time_track(ctx)}{ppm_track(ctx)}{cloud_panel(ctx)}</section>")
