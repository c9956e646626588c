"""A read card: its text with the words that scored marked, and why each word said scored or not,
in a child's words (the engine's word judge, ``engine.planete_ciel_espace.words``, loads here)."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from engine.planete_ciel_espace.content import card
from engine.planete_ciel_espace.view import as_view

from ...html import esc
from ...seam import Ctx
from .cards import back, face, in_language, title

_LETTERS = re.compile(r"[^\W\d_]+")


@cache
def _marked_text(card_id: str, lang: str, words: tuple[str, ...], typos: bool = False) -> str:
    """The card's text with the words that scored highlighted (the matcher loads here)."""
    from engine.planete_ciel_espace import words as matcher

    read = card(card_id)
    text = in_language(read.text, lang)
    keys: set[str] = set()
    for w in words:
        keys |= matcher.matched_keys(w, read, lang, typos)
    if not keys:
        return esc(text)
    lng = matcher.language(lang)
    out: list[str] = []
    pos = 0
    for m in _LETTERS.finditer(text):
        word = m.group(0)
        out.append(esc(text[pos:m.start()]))
        hit = not lng.is_stopword(word) and bool(lng.keys(word) & keys)  # the text's word stays marked
        out.append(f"<mark>{esc(word)}</mark>" if hit else esc(word))
        pos = m.end()
    out.append(esc(text[pos:]))
    return "".join(out)


@cache
def _reasons(card_id: str, lang: str, said: tuple[str, ...], results: tuple[str, ...],
             typos: bool, overruled: tuple[bool, ...] = ()) -> tuple[tuple[str, str, str], ...]:
    """Why each proposal of a read card scored or not (a ``pce.reason.*`` key and its words),
    asked again of the judge, which is deterministic; a second spelling of a text word that
    already won its star is "said already"."""
    from engine.planete_ciel_espace import words as matcher

    read = card(card_id)
    out: list[tuple[str, str, str]] = []
    turned = overruled or (False,) * len(said)
    for word, result, by_table in zip(said, results, turned, strict=True):
        found = matcher.verdict(word, read, lang, typos)
        if by_table:
            out.append(("table_accepted" if result == "scored" else "table_refused", "", ""))
        elif result == "label":
            out.append(("label", "", ""))
        elif result == "scored":
            out.append((found.reason or "same", found.text_word or word, found.meant))
        elif found.scored:
            out.append(("said_already", found.text_word, ""))
        elif found.reason == "almost":  # typos not forgiven: "presque : scaphandre ?"
            out.append(("almost", found.text_word, found.meant))
        elif found.reason == "look_alike":
            out.append(("look_alike", found.text_word, ""))
        else:
            out.append(("not_in_text", "", ""))
    return tuple(out)


def results_list(ctx: Ctx, entry: dict[str, Any], lang: str) -> str:
    """Each word said on a read card, with the judge's verdict in a child's words."""
    icons = {"scored": "★", "not_in_text": "✗", "label": "✗"}
    reasons = _reasons(entry["card"], lang, tuple(s["word"] for s in entry["said"]),
                       tuple(s["result"] for s in entry["said"]), bool(as_view(ctx.view).get("typos")),
                       tuple(bool(s.get("overruled")) for s in entry["said"]))
    items = "".join(
        f"<li class=\"r-{esc(s['result'])}\"><span aria-hidden=\"true\">{icons.get(s['result'], '')}</span> "
        f"<strong>{esc(ctx.name(s['seat']))}</strong>{ctx.colon}"
        f"{esc(ctx.t('pce.reason.' + reason, word=s['word'], text_word=text_word, meant=meant))}</li>"
        for s, (reason, text_word, meant) in zip(entry["said"], reasons, strict=True))
    return f"<ul class=\"pce-results\">{items}</ul>"


def reading(ctx: Ctx, entry: dict[str, Any], lang: str, tag: str, *, picture: bool = True,
            results: bool = True) -> str:
    """A read card: its picture (``picture``), its text with the scoring words marked, where
    the scene is seen from, its pictograms and (``results``) each word's verdict."""
    card_id = entry["card"]
    read = card(card_id)
    scored = tuple(s["word"] for s in entry["said"] if s["result"] == "scored")
    seen_from = in_language(read.seen_from, lang)
    shown = face(card_id, lang, tag, cls="medium") if picture else ""
    return (f"<div class=\"pce-reading{'' if picture else ' text-only'}\">{shown}"
            f"<div><p class=\"pce-text\" lang=\"{esc(lang)}\">{_marked_text(card_id, lang, scored, bool(as_view(ctx.view).get('typos')))}</p>"
            f"<p><small>{esc(ctx.t('pce.ui.seen_from'))}{ctx.colon}<span lang=\"{esc(lang)}\">"
            f"{esc(seen_from)}</span></small></p>"
            f"<p>{back(read.pair, lang)}</p>"
            f"{results_list(ctx, entry, lang) if results else ''}</div></div>")


def read_cards(ctx: Ctx) -> str:
    read = as_view(ctx.view)["read"]
    if not read:
        return ""
    lang = as_view(ctx.view)["lang"]
    items = "".join(f"<details class=\"pce-read\"><summary>{esc(title(r['card'], lang))}</summary>"
                    f"{reading(ctx, r, lang, 'r' + str(r['index']), picture=False)}</details>" for r in read)
    return f"<section class=\"pce-read-list\"><h4>{esc(ctx.t('pce.ui.read_cards'))}</h4>{items}</section>"
