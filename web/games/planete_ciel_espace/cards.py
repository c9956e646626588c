"""The cards on screen: titles (broken between syllables on a narrow card), the inlined
illustrations, the backs with their pictograms, in the reader's language (from the engine's
content index; the pictures cached: a render only looks things up)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache

from engine.core.content import read_text
from engine.planete_ciel_espace.content import PACKAGE, Card, art_path, card, characteristic

from ...html import esc
from ...seam import Shell

#: a glyph per characteristic, always next to its label (colour is never the only signal)
ICONS = {"atmosphere": "☁", "systeme-solaire": "☉", "univers": "✦",
         "loisirs-exploration": "⚑", "physiques-dangers": "⚡"}


def _known_card(card_id: str) -> Card | None:
    try:
        return card(card_id)
    except KeyError:
        return None


def in_language(texts: Mapping[str, str], lang: str) -> str:
    """A text of the content in ``lang``, or in French when it lacks that language."""
    return str(texts.get(lang) or texts["fr"])


def title(card_id: str, lang: str) -> str:
    shown = _known_card(card_id)
    return in_language(shown.title, lang) if shown else "?"


def label(char_id: str, lang: str) -> str:
    try:
        return in_language(characteristic(char_id).label, lang)
    except KeyError:
        return "?"


@cache
def _svg_source(card_id: str) -> str:
    return read_text(PACKAGE, art_path(card_id))


@cache
def art(card_id: str, tag: str) -> str:
    """The card's illustration, inlined, decorative (the title is written beside it), with its
    ids made unique for this place on screen (``tag``)."""
    if _known_card(card_id) is None:
        return ""
    svg = _svg_source(card_id)
    svg = re.sub(r"<title[^>]*>.*?</title>", "", svg, flags=re.S)
    svg = svg.replace(f'id="{card_id}-', f'id="{card_id}-{tag}-')
    svg = svg.replace(f"url(#{card_id}-", f"url(#{card_id}-{tag}-")
    svg = re.sub(r'role="img" aria-labelledby="[^"]*"', 'aria-hidden="true" focusable="false"',
                 svg, count=1)
    return svg


_VOWELS = frozenset("aeiouyàâäéèêëîïôöùûüÿœæ")


#: consonant pairs a line never splits (a syllable starts with them)
_ONSETS = frozenset(("bl", "cl", "fl", "gl", "pl", "br", "cr", "dr", "fr", "gr", "pr", "tr", "vr",
                     "ch", "ph", "th", "gn"))


_WORD = re.compile(r"[^\W\d_]{8,}")


_MUTE_END = re.compile(r"[^aeiouyàâäéèêëîïôöùûüÿœæ]+(?:e|es|ent)$")


def _syllable_breaks(word: str) -> str:
    """``Radiotélescopes`` → ``Ra·dio·té·les·copes`` with soft hyphens (U+00AD) between
    syllables: before a lone consonant between vowels, between two consonants unless they start
    a syllable together, at least two letters before and three after each break."""
    low = word.lower()
    vowel = [c in _VOWELS and not (c == "u" and i and low[i - 1] in "qg") for i, c in enumerate(low)]
    spots = []
    i = 0
    while i < len(low):
        if not vowel[i]:
            i += 1
            continue
        j = i
        while j < len(low) and vowel[j]:
            j += 1
        k = j
        while k < len(low) and not vowel[k]:
            k += 1
        if j < k < len(low):  # consonants low[j:k] between two vowels
            spots.append(j if k - j == 1 or low[k - 2:k] in _ONSETS and k - j == 2
                         else k - 2 if low[k - 2:k] in _ONSETS else k - 1)
        i = k
    parts, last = [], 0
    for spot in spots:  # (never before a last mute syllable: "con-tre", "so-lai-res")
        if spot - last >= 2 and len(word) - spot >= 3 and not _MUTE_END.match(low[spot:]):
            parts.append(word[last:spot])
            last = spot
    return "\u00ad".join([*parts, word[last:]])


@cache
def breakable_title(card_id: str, lang: str) -> str:
    """The title with soft hyphens in its long words: on a narrow card a word breaks between
    syllables with a hyphen in every browser, even one without a hyphenation dictionary."""
    return _WORD.sub(lambda m: _syllable_breaks(m.group(0)), title(card_id, lang))


def face(card_id: str | None, lang: str, tag: str, *, cls: str = "", narrow: bool = False) -> str:
    """The photo side: the illustration and the title (``narrow``: a small card, whose long
    words may break between syllables)."""
    if not card_id:
        return f"<span class=\"pce-card empty {cls}\"><span class=\"pce-title\">·</span></span>"
    # French only: English titles rely on the browser's hyphenation (hyphens: auto, lang="en")
    text = breakable_title(card_id, lang) if narrow and lang == "fr" else title(card_id, lang)
    return (f"<span class=\"pce-card {cls}\"><span class=\"pce-art\">{art(card_id, tag)}</span>"
            f"<span class=\"pce-title\">{esc(text)}</span></span>")


def back(pair: list[str] | tuple[str, ...], lang: str) -> str:
    """The back of a card: its two pictograms, each with its label."""
    chars = "".join(f"<span class=\"pce-char c-{esc(c)}\"><span aria-hidden=\"true\">"
                    f"{ICONS.get(c, '•')}</span> <span class=\"pce-char-l\">{esc(label(c, lang))}"
                    f"</span></span>" for c in pair)
    return f"<span class=\"pce-back\">{chars}</span>"


def place_name(ctx: Shell, place: int) -> str:
    return ctx.t("pce.ui.place", n=place + 1)


def quote(ctx: Shell, word: str) -> str:
    return f"«\u202f{word}\u202f»" if ctx.lang == "fr" else f"“{word}”"
