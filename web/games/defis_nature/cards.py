"""Défis Nature's card faces and figures: pictograms, numbers with their units, the faces of
the Défis and power cards. Figures are written the way a reader expects them: grams, kilograms
or tonnes, millimetres, centimetres or metres, with French number formatting in French
(``1 200 g`` with a narrow no-break space, ``2,5 m``) and English formatting in English
(``1,200 g``, ``2.5 m``)."""

from __future__ import annotations

import functools
import math
from typing import Any

from engine.core.content import load_json
from engine.defis_nature.content import BATTLES, COLOURS, catalogue, species_details
from engine.defis_nature.pictures import svg

from ...html import esc
from ...i18n import Named

PACKAGE = "engine.defis_nature"
NARROW_NBSP = "\u202f"  # French thousands separator
NBSP = "\u00a0"  # between a number and its unit


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
@functools.cache
def _power_doc() -> dict[str, Any]:
    doc = load_json(PACKAGE, "data/power_cards.json")
    return doc if isinstance(doc, dict) else {}


def lang_of(t: Any) -> str:
    return "en" if getattr(t, "lang", "fr") == "en" else "fr"


def species_name(t: Any, sid: str) -> str:
    sp = catalogue().species.get(sid)
    if sp is None:
        return sid
    return sp.name_en if lang_of(t) == "en" else sp.name_fr


def species_in_sentence(t: Any, sid: str) -> Named:
    """A species named inside a sentence, with its article and its gender so the words around
    it agree: "la Baleine bleue", "l'Éléphant d'Afrique", "the Blue whale"."""
    sp = catalogue().species.get(sid)
    if sp is None:
        return Named(sid)
    if lang_of(t) == "en":
        return Named(f"the {sp.name_en}", sp.gender)
    article = sp.article_fr or ("la" if sp.gender == "f" else "le")
    return Named(f"{article}{sp.name_fr}" if article.endswith("'") else f"{article} {sp.name_fr}", sp.gender)


def power_name(t: Any, pid: str) -> str:
    card = catalogue().power_cards.get(pid)
    if card is None:
        return pid
    return card.name_en if lang_of(t) == "en" else card.name_fr


def power_effect_text(t: Any, pid: str) -> str:
    """The card's rule in a sentence, from the engine's power card texts."""
    card = catalogue().power_cards.get(pid)
    if card is None:
        return ""
    doc = _power_doc()
    lang = lang_of(t)
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
    """Three significant figures (the data is rounded to at most that), whole numbers from
    100 up: 149 000, 82,5, 4,58, 0,003."""
    if value == 0 or abs(value) >= 100:
        return 0
    return max(0, 2 - math.floor(math.log10(abs(value))))


#: the unit symbols a figure may take, per battle, smallest first (figures are stored in grams and
#: centimetres): each figure takes the one a child reads best ("30 g", "4,5 kg", "4,3 t", "7 m")
SYMBOLS = {"weight": ((1_000_000, "t"), (1000, "kg"), (0, "g")), "length": ((100, "m"), (0, "cm"))}
DAYS_PER_MONTH = 365.25 / 12


def child_units(battle: str, value: float) -> tuple[float, str, int | None]:
    """``value`` (grams, centimetres, years or days, as stored) in the unit a child reads for
    that size: (figure, unit, decimals or None for three significant figures). Weights in g, kg
    or t and lengths in cm or m; a longevity under a year in months; a gestation under a day in
    hours, from a year in months and from two years in years (never "0,00003 kg", "0,5 jour",
    "jusqu'à 0,75 an")."""
    if battle in SYMBOLS:
        for threshold, unit in SYMBOLS[battle]:
            if abs(value) >= threshold:
                return value / (threshold or 1), unit, None
    if battle == "longevity":
        return (value * 12, "months", 1) if abs(value) < 1 else (value, "years", None)
    if abs(value) < 1:
        return value * 24, "hours", 0
    if abs(value) >= 730:
        return value / 365.25, "years", 1
    if abs(value) >= 365:
        return value / DAYS_PER_MONTH, "months", 0
    return value, "days", None


def format_figure(t: Any, battle: str, value: float, *, up_to: bool = False) -> str:
    """A battle figure with its unit, chosen per figure (``child_units``). ``up_to``: a
    longevity is the longest life recorded, so a card says "jusqu'à 60 ans"."""
    lang = lang_of(t)
    figure, unit, decimals = child_units(battle, value)
    text = format_number(figure, lang, _decimals(figure) if decimals is None else decimals)
    if battle in SYMBOLS:
        return f"{text}{NBSP}{unit}"
    key = f"defis.ui.unit.{'up_to_' if up_to and battle == 'longevity' else ''}{unit}"
    return str(t(key, n=text))


def battle_name(t: Any, battle: str) -> str:
    return str(t(f"defis.battle.{battle}"))


def figure_label(t: Any, battle: str, sid: str) -> str:
    """"Gestation" or "Incubation" for that species (the card says which), else the battle."""
    if battle == "gestation":
        kind = species_details().get(sid, {}).get("reproduction", "gestation")
        return str(t(f"defis.ui.repro.{kind}"))
    return battle_name(t, battle)


def stars(colour: str) -> str:
    n = COLOURS.index(colour) + 1 if colour in COLOURS else 1
    return "★" * n


def threat_label(t: Any, colour: str) -> str:
    return str(t(f"defis.ui.threat.{colour}"))


# --- pictures --------------------------------------------------------------------------------
def card_picture(sid: str, cls: str = "dcard-pic") -> str:
    """The species' picture (``engine/defis_nature/art``, in the game's wheel), inlined.

    Decorative for assistive technology (``aria-hidden``): its text alternative is the
    species' name, which every place that shows a picture writes right beside it (card face,
    chip, workshop row), so a screen reader reads the name once, not "Tigre, image Tigre".
    "" when the species has no picture."""
    body = svg(sid)
    if not body:
        return ""
    body = body.replace("<svg ", "<svg aria-hidden=\"true\" focusable=\"false\" ", 1)
    return f"<span class=\"{cls}\" aria-hidden=\"true\">{body}</span>"


# --- cards -----------------------------------------------------------------------------------
def card_face(t: Any, sid: str, *, highlight: str | None = None, figures: bool = True,
              figure_override: tuple[str, str] | None = None) -> str:
    """A Défis card: category pictogram and name, the points, the animal's picture, the name,
    the threat colour AND its stars AND a text label, then the four figures (one may be
    highlighted)."""
    sp = catalogue().species.get(sid)
    if sp is None:
        return f"<span class=\"dcard\">{esc(sid)}</span>"
    extra = species_details().get(sid, {})
    name = species_name(t, sid)
    rows = ""
    if figures:
        items = []
        for b, value in zip(BATTLES, sp.figures, strict=True):
            hl = " hl" if b == highlight else ""
            shown = format_figure(t, b, value, up_to=True)
            if figure_override and figure_override[0] == b:
                shown = figure_override[1]
            items.append(f"<span class=\"fig{hl}\">{icon(BATTLE_ICONS[b])}"
                         f"<span class=\"fig-name\">{esc(figure_label(t, b, sid))}</span>"
                         f"<span class=\"fig-val\">{esc(shown)}</span></span>")
        # spans, not a list: the card is often inside a <button> (phrasing content only)
        rows = f"<span class=\"dcard-figs\">{''.join(items)}</span>"
    totem = (f" <span class=\"totem\" title=\"{esc(t('defis.ui.totem_help'))}\">{esc(t('defis.ui.totem'))}"
             f"<span class=\"sr-only\"> ({esc(t('defis.ui.totem_help'))})</span></span>" if sp.totem else "")
    sci = extra.get("scientific", "")
    return (f"<span class=\"dcard th-{sp.colour}\">"
            f"<span class=\"dcard-top\"><span class=\"dcard-cat\">{icon(CATEGORY_ICONS[sp.category])}"
            f"{esc(t(f'defis.category.{sp.category}'))}</span>"
            f"<span class=\"dcard-pts\">{esc(t('defis.ui.points', n=sp.points))}</span></span>"
            f"{card_picture(sid)}"
            f"<span class=\"dcard-name\">{esc(name)}{totem}</span>"
            f"<span class=\"dcard-sci\" lang=\"la\">{esc(sci)}</span>"
            f"<span class=\"dcard-threat\"><span class=\"stars\" aria-hidden=\"true\">{stars(sp.colour)}</span> "
            f"{esc(threat_label(t, sp.colour))}</span>{rows}</span>")


def card_chip(t: Any, sid: str) -> str:
    """A small label of a card: the animal's small picture (its category pictogram if the
    pictures are not there), name, stars (for zones, lists and the reveal)."""
    sp = catalogue().species.get(sid)
    if sp is None:
        return esc(sid)
    return (f"<span class=\"chip th-{sp.colour}\">{card_picture(sid, 'chip-pic') or icon(CATEGORY_ICONS[sp.category])}"
            f"<span>{esc(species_name(t, sid))}</span>"
            f"<span class=\"stars\" aria-hidden=\"true\">{stars(sp.colour)}</span>"
            f"<span class=\"sr-only\">({esc(t(f'defis.category.{sp.category}'))}, "
            f"{esc(threat_label(t, sp.colour))})</span></span>")


def power_face(t: Any, pid: str, *, small: bool = False) -> str:
    card = catalogue().power_cards.get(pid)
    if card is None:
        return f"<span class=\"pcard\">{esc(pid)}</span>"
    text = "" if small else f"<span class=\"pcard-text\">{esc(power_effect_text(t, pid))}</span>"
    return (f"<span class=\"pcard k-{card.kind}{' small' if small else ''}\">"
            f"<span class=\"pcard-kind\">{icon(KIND_ICONS[card.kind])}{esc(t(f'defis.kind.{card.kind}'))}</span>"
            f"<span class=\"pcard-name\">{esc(power_name(t, pid))}</span>{text}</span>")


def card_back(label: str) -> str:
    return f"<span class=\"dback\"><span>{esc(label)}</span></span>"


