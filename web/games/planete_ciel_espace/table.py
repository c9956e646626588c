"""Planète – Ciel et Espace at the table: the circle of ten cards and the spinning top (round 1),
the nine cards, the star rain and the word hunt (round 2).

The engine decides everything; the table draws what the seat's view holds *now* (no memory aid:
a back seen a moment ago and face down again is not drawn) and turns ids into titles, pictures
and pictogram labels. Public moments (``GameTable.moment``) stop the table once for what everyone
should look at together: the spin's glimpse of the eight backs, a line turned over, the star
rain, the reading of a card. The word matcher (and so ``snowballstemmer``) is imported only when
a read card's text is drawn with its scoring words highlighted.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from functools import cache
from typing import Any

from engine.core.content import load_json, read_text
from engine.planete_ciel_espace.actions import (
    Agree,
    DonePeek,
    EndTurn,
    Flip,
    Overrule,
    Peek,
    Pivot,
    ProposeWord,
    Reveal,
    StopTop,
    Swap,
)
from engine.planete_ciel_espace.circle import line_of
from engine.planete_ciel_espace.content import PACKAGE, Card, art_path, card, characteristic
from engine.planete_ciel_espace.state import CIRCLE, PLACES, STARS_PER_PLAYER
from engine.planete_ciel_espace.wordround import normalize_word

from ...html import esc
from ...seam import Ctx, Form, GameTable, SetupState, Shell, TableParts

#: grid cell (row, column) of each place on a 5 × 5 board: the circle 0–7 clockwise from the top
CIRCLE_CELLS = ((1, 3), (1, 5), (3, 5), (5, 5), (5, 3), (5, 1), (3, 1), (1, 1))
#: per axis, the cells of the centre pair (8 next to circle place ``axis``, 9 next to axis + 4)
CENTRE_CELLS = (((2, 3), (4, 3)), ((2, 4), (4, 2)), ((3, 4), (3, 2)), ((4, 4), (2, 2)))
TOP_CELL = (3, 3)
#: a glyph per characteristic, always next to its label (colour is never the only signal)
ICONS = {"atmosphere": "☁", "systeme-solaire": "☉", "univers": "✦",
         "loisirs-exploration": "⚑", "physiques-dangers": "⚡"}
_LETTERS = re.compile(r"[^\W\d_]+")


# --- content (the engine's index; the pictures cached: a render only looks things up) ---------
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


def _constellation(count: int, label_text: str) -> str:
    dots = "".join(f"<span class=\"pce-star{' on' if i < count else ''}\">{'★' if i < count else '☆'}</span>"
                   for i in range(STARS_PER_PLAYER))
    return f"<span class=\"pce-constellation\" role=\"img\" aria-label=\"{esc(label_text)}\">{dots}</span>"


def _seat_mark(ctx: Ctx, seat: int, count: int) -> str:
    return (f"<span class=\"pce-seat s{seat}\"><span class=\"pce-seat-n\">{esc(ctx.name(seat))}</span> "
            f"<span aria-hidden=\"true\">{'★' * count}</span>"
            f"<span class=\"sr-only\">{esc(ctx.t('pce.ui.stars_on_card', n=count))}</span></span>")


# --- the scores ------------------------------------------------------------------------------
def _scores(ctx: Ctx) -> str:
    v = ctx.view
    rows = []
    for seat in range(v["players"]):
        stars = v["stars"][seat]
        hand = v["in_hand"][seat]
        spoken = ctx.t("pce.ui.constellation_label", n=stars)
        extra = (ctx.t("pce.ui.in_hand", n=hand) if v["round"] == 1
                 else ctx.t("pce.ui.round1_part", n=v["round1_stars"][seat]))
        moving = " moving" if seat in v["to_move"] else ""
        rows.append(f"<li class=\"pce-score s{seat}{moving}\"><strong>{esc(ctx.name(seat))}</strong>"
                    f"{' ▶' if moving else ''} {_constellation(stars, spoken)} "
                    f"<span>{stars}/{STARS_PER_PLAYER}</span> <small>{esc(extra)}</small></li>")
    return (f"<section class=\"pce-scores\" aria-label=\"{esc(ctx.t('pce.ui.scores'))}\">"
            f"<ul>{''.join(rows)}</ul></section>")


# --- round 1 ---------------------------------------------------------------------------------
def _place_cell(place: int, axis: int) -> tuple[int, int]:
    if place < CIRCLE:
        return CIRCLE_CELLS[place]
    return CENTRE_CELLS[axis][place - CIRCLE]


def _top(ctx: Ctx) -> str:
    """The spinning top: spinning while the backs may be seen, else landed on the line."""
    v = ctx.view
    axis = v["axis"]
    if v["phase"] in ("spin", "peek"):
        state, spoken = "spinning", ctx.t("pce.ui.top_spinning")
    else:
        log = v["log"]
        fresh = (v["actions_done"] == 0 and not ctx.ui and bool(log)
                 and log[-1]["key"] in ("pce.log.top_stopped", "pce.log.peek"))
        state = "landing" if fresh else "landed"
        first, *_, last = line_of(axis)
        spoken = ctx.t("pce.ui.top_landed", a=first + 1, b=last + 1)
    return (f"<div class=\"pce-top-wrap\" style=\"grid-row:{TOP_CELL[0]};grid-column:{TOP_CELL[1]}\">"
            f"<span class=\"pce-top {state}\" style=\"--land:{axis * 45}deg\" role=\"img\" "
            f"aria-label=\"{esc(spoken)}\"><span class=\"pce-top-arrow\" aria-hidden=\"true\"></span>"
            f"</span></div>")


def _board(ctx: Ctx) -> str:
    v = ctx.view
    lang = v["lang"]
    legal = ctx.legal
    line = v["line"]
    backs = {f["place"]: f["pair"] for f in v["face_up"]}
    can_swap = any(isinstance(a, Swap) for a in legal)
    can_peek = any(isinstance(a, Peek) for a in legal)
    sel = ctx.ui.get("sel")
    chosen = ctx.ui.get("peek", [])
    cells = []
    for place, card_id in enumerate(v["layout"]):
        if card_id is None:
            continue
        row, col = _place_cell(place, v["axis"])
        in_line = place in line and v["phase"] != "spin"
        classes = ["pce-place"] + (["in-line"] if in_line else []) + \
                  (["centre"] if place >= CIRCLE else [])
        diamond = "<span aria-hidden=\"true\"> ◆</span>" if in_line else ""
        number = f"<span class=\"pce-num\">{place + 1}{diamond}</span>"
        inner = face(card_id, lang, f"p{place}", narrow=True)
        if place in backs:
            inner += back(backs[place], lang)
            classes.append("back-up")
        where = place_name(ctx, place)
        line_note = f" — {ctx.t('pce.ui.in_line')}" if in_line else ""
        spoken = f"{where}{line_note}{ctx.colon}{title(card_id, lang)}"
        body = f"{number}{inner}"
        if can_swap:
            if sel is None or int(sel) == place:
                button_html = ctx.pick(f"<span class=\"sr-only\">{esc(spoken)} — </span>{body}",
                                       "sel", str(place), playable=True,
                                       selected=sel is not None and int(sel) == place,
                                       cls="pce-pick")
            else:
                a, b = sorted((int(sel), place))
                hint = ctx.t("pce.ui.swap_with", a=int(sel) + 1, b=place + 1)
                button_html = ctx.act_button(
                    Swap(a, b), f"<span class=\"sr-only\">{esc(hint)} — </span>{body}",
                    cls="pce-pick target")
            content = button_html
        elif can_peek:
            picked = place in chosen
            full = len(chosen) >= 2 and not picked
            content = ctx.pick(f"<span class=\"sr-only\">{esc(spoken)} — </span>{body}", "peek",
                               str(place), playable=not full, selected=picked, cls="pce-pick")
        else:
            content = f"<span class=\"pce-still\"><span class=\"sr-only\">{esc(spoken)}</span>{body}</span>"
        cells.append(f"<div class=\"{' '.join(classes)}\" style=\"grid-row:{row};grid-column:{col}\">"
                     f"{content}</div>")
    cells.append(_top(ctx))
    return (f"<div class=\"pce-circle\" role=\"group\" aria-label=\"{esc(ctx.t('pce.ui.circle'))}\">"
            f"{''.join(cells)}</div>")


def _seen_list(ctx: Ctx, seen: list[dict[str, Any]]) -> str:
    """The backs this seat sees now, in words (the same moment as on the cards, no memory)."""
    lang = ctx.view["lang"]
    items = "".join(f"<li><strong>{esc(ctx.t('pce.ui.seen_card', title=title(f['card'], lang), n=f['place'] + 1))}"
                    f"</strong>{ctx.colon}{back(f['pair'], lang)}</li>" for f in seen)
    return f"<ul class=\"pce-seen\">{items}</ul>"


def _pivot_button(ctx: Ctx, pivot: Pivot) -> str:
    """"↻ 2–6": lay the centre pair on the diameter through those two circle places."""
    first, *_, last = line_of(pivot.axis)
    spoken = ctx.t("pce.ui.pivot_to", a=first + 1, b=last + 1)
    return ctx.act_button(pivot, f"<span class=\"sr-only\">{esc(spoken)}</span>"
                                 f"<span aria-hidden=\"true\">↻ {first + 1}–{last + 1}</span>",
                          cls="button small")


def _round1_panel(ctx: Ctx) -> str:
    v = ctx.view
    legal = ctx.legal
    lang = v["lang"]
    parts: list[str] = []
    phase = v["phase"]
    if phase == "spin":
        parts.append(f"<p class=\"pce-hint\">{esc(ctx.t('pce.ui.spin_hint'))}</p>")
        if any(isinstance(a, StopTop) for a in legal):
            parts.append(ctx.act_button(StopTop(), esc(ctx.t("pce.action.stop_top")),
                                        cls="button primary big", id="pce-stop"))
    elif phase == "turn":
        done = v["actions_done"]
        if any(isinstance(a, (Swap, Flip, Pivot)) for a in legal):
            sel = ctx.ui.get("sel")
            parts.append(f"<p class=\"pce-hint\"><strong>{esc(ctx.t('pce.ui.action_n', n=done + 1))}</strong> "
                         f"{esc(ctx.t('pce.ui.pick_hint_sel' if sel is not None else 'pce.ui.pick_hint'))}</p>")
            if sel is not None:
                place = int(sel)
                parts.append(ctx.act_button(Flip(place), esc(ctx.t("pce.ui.flip", n=place + 1)),
                                            cls="button primary", id="pce-flip"))
                parts.append(ctx.ui_button(esc(ctx.t("pce.ui.unselect")), "sel", "", cls="button"))
            pivots = [a for a in legal if isinstance(a, Pivot)]
            if pivots:
                buttons = "".join(_pivot_button(ctx, a) for a in pivots)
                parts.append(f"<div class=\"pce-pivots\"><span>{esc(ctx.t('pce.action.pivot'))}"
                             f"{ctx.colon}</span>{buttons}</div>")
        elif any(isinstance(a, (Reveal, EndTurn)) for a in legal):
            line = v["line"]
            parts.append(f"<p class=\"pce-hint\">{esc(ctx.t('pce.ui.reveal_hint'))}</p>")
            parts.append(ctx.act_button(Reveal(0), esc(ctx.t("pce.ui.reveal_from", n=line[0] + 1)),
                                        cls="button primary", id="pce-reveal-0"))
            parts.append(ctx.act_button(Reveal(1), esc(ctx.t("pce.ui.reveal_from", n=line[3] + 1)),
                                        cls="button primary", id="pce-reveal-1"))
            parts.append(ctx.act_button(EndTurn(), esc(ctx.t("pce.action.end_turn")), cls="button",
                                        id="pce-end-turn"))
        seen = v["face_up"]
        if seen and ctx.seat is not None:
            who = ", ".join(ctx.t("pce.ui.seen_card", title=title(f["card"], lang), n=f["place"] + 1)
                            for f in seen)
            parts.append(f"<div class=\"pce-secret\" role=\"note\"><p>{esc(ctx.t('pce.ui.you_see', cards=who))}</p>"
                         f"{_seen_list(ctx, seen)}</div>")
    elif phase == "peek":
        peeks = [a for a in legal if isinstance(a, Peek)]
        if peeks:
            chosen = sorted(ctx.ui.get("peek", []))
            parts.append(f"<p class=\"pce-hint\">{esc(ctx.t('pce.ui.peek_hint', n=len(chosen)))}</p>")
            if len(chosen) == 2:
                parts.append(ctx.act_button(Peek(chosen[0], chosen[1]),
                                            esc(ctx.t("pce.ui.peek_these", a=chosen[0] + 1, b=chosen[1] + 1)),
                                            cls="button primary", id="pce-peek"))
        elif any(isinstance(a, DonePeek) for a in legal):
            parts.append(f"<div class=\"pce-secret\" role=\"note\"><p>{esc(ctx.t('pce.ui.peek_look'))}</p>"
                         f"{_seen_list(ctx, v['face_up'])}</div>")
            parts.append(ctx.act_button(DonePeek(), esc(ctx.t("pce.action.done_peek")),
                                        cls="button primary big", id="pce-peek-done"))
        else:
            waiting = [ctx.name(s) for s in v["to_move"]]
            parts.append(f"<p class=\"pce-hint\">{esc(ctx.t('pce.ui.peek_wait', names=waiting))}</p>")
    return f"<section class=\"pce-panel\" aria-label=\"{esc(ctx.t('pce.ui.actions'))}\">{''.join(parts)}</section>"


def _phase_heading(ctx: Ctx) -> str:
    """The phase as the step's title (round 1's turns counted)."""
    v = ctx.view
    phase = v["phase"]
    if v["round"] == 2:
        phase = "verdict" if phase == "verdict" else "words"
    line = esc(ctx.t(f"pce.phase.{phase}"))
    if phase == "turn":
        line += f" <small>· {esc(ctx.t('pce.ui.turn_count', n=v['turn'] + 1, total=v['turns']))}</small>"
    return f"<h3 class=\"pce-phase\">{line}</h3>"


def round1_parts(ctx: Ctx) -> TableParts:
    """Round 1: the step is the phase and the action panel; the board, the circle (its cards
    are both the step's first choice and, once one is chosen, the places it may swap with)."""
    return TableParts(
        step=f"<div class=\"pce pce-r1 pce-step\">{_phase_heading(ctx)}{_round1_panel(ctx)}</div>",
        board=f"<div class=\"pce pce-r1\">{_board(ctx)}</div>",
        status=f"<div class=\"pce\">{_scores(ctx)}</div>")


# --- round 2 ---------------------------------------------------------------------------------
def _grid(ctx: Ctx, *, rain: bool = False) -> str:
    v = ctx.view
    lang = v["lang"]
    current = v["current"]["index"] if v["current"] else -1
    done = {r["index"]: r for r in v["read"]}
    cells = []
    for i, g in enumerate(v["grid"]):
        marks = "".join(_seat_mark(ctx, s, n) for s, n in enumerate(g["stars"]) if n)
        state = ""
        if i == current:
            state = f"<span class=\"pce-tag now\">▶ {esc(ctx.t('pce.ui.now'))}</span>"
        elif i in done:
            scored = sum(1 for s in done[i]["said"] if s["result"] == "scored")
            state = f"<span class=\"pce-tag done\">✓ {esc(ctx.t('pce.ui.read_stars', n=scored))}</span>"
        elif not any(g["stars"]):
            state = f"<span class=\"pce-tag\">{esc(ctx.t('pce.ui.no_star'))}</span>"
        falling = ""
        if rain and any(g["stars"]):
            falling = "<span class=\"pce-rain\" aria-hidden=\"true\">" + "".join(
                f"<span style=\"--d:{k}\">★</span>" for k in range(min(6, sum(g["stars"])))) + "</span>"
        cls = "pce-cell" + (" current" if i == current else "") + (" done" if i in done else "")
        cells.append(f"<li class=\"{cls}\">{falling}{face(g['card'], lang, f'g{i}', cls='small', narrow=True)}"
                     f"<span class=\"pce-marks\">{marks}</span>{state}</li>")
    return (f"<ol class=\"pce-grid\" aria-label=\"{esc(ctx.t('pce.ui.nine_cards'))}\">"
            f"{''.join(cells)}</ol>")


def _said_list(ctx: Ctx, said: list[dict[str, Any]]) -> str:
    if not said:
        return f"<p class=\"pce-hint\">{esc(ctx.t('pce.ui.no_word_yet'))}</p>"
    items = "".join(f"<li><strong>{esc(ctx.name(s['seat']))}</strong>{ctx.colon}"
                    f"{esc(_quote(ctx, s['word']))}</li>" for s in said)
    return f"<ol class=\"pce-said\">{items}</ol>"


def _hint_word(ctx: Ctx) -> ProposeWord | None:
    """A word for a player without an idea: one of the menu's words (the picture cues of every
    card, the same on every card), picked from the game's progress, not from this card."""
    words = [a for a in ctx.legal if isinstance(a, ProposeWord)]
    if not words:
        return None
    return words[(len(ctx.view["log"]) * 7919) % len(words)]


def _word_step(ctx: Ctx, cur: dict[str, Any]) -> str:
    """Whose word it is, the field to type it (for the seat whose word it is), who speaks how
    many words on this card, and the words already said."""
    v = ctx.view
    said = cur["said"]
    speakers = cur["speakers"]
    n_said = len(said)
    next_seat = speakers[n_said] if n_said < len(speakers) else None
    plan = ", ".join(f"{ctx.name(s)} ({n})" for s, n in enumerate(cur["words_per_seat"]) if n)
    status = ctx.t("pce.ui.word_of", n=n_said + 1, total=len(speakers), name=ctx.name(next_seat))
    form = ""
    acting = any(isinstance(a, ProposeWord) for a in ctx.legal) or (
        ctx.seat is not None and ctx.seat == next_seat and ctx.seat in v["to_move"])
    if acting and ctx.seat == next_seat:
        timer = ctx.timer(f"pce-{cur['index']}-{n_said}")
        chips = tuple(s["word"] for s in said)
        form = ctx.word_form("word", ctx.t("pce.ui.your_word", name=ctx.name(next_seat)),
                             ctx.t("pce.action.propose"), suggestions=chips)
        hint = _hint_word(ctx)
        helper = ""
        if hint is not None:
            helper = ctx.act_button(hint, esc(ctx.t("pce.ui.no_idea")), cls="button small",
                                    id="pce-no-idea")
        form = (f"<div class=\"pce-ask\">{timer}{form}"
                f"<p class=\"pce-hint\">{esc(ctx.t('pce.ui.word_rules'))}</p>{helper}</div>")
    return (f"<div class=\"pce-words\"><p class=\"pce-status\"><strong>{esc(status)}</strong></p>"
            f"{form}<p><small>{esc(ctx.t('pce.ui.who_speaks', plan=plan))}</small></p>"
            f"<h4>{esc(ctx.t('pce.ui.said'))}</h4>{_said_list(ctx, said)}</div>")


def round2_parts(ctx: Ctx) -> TableParts:
    """Round 2: the step is the word to say (or, once the card is read, the judge's verdicts
    and the table's last word); the board, the card in play, large (or the card just read with
    its text, beside the verdicts in landscape); the nine cards and the cards read come after."""
    v = ctx.view
    lang = v["lang"]
    cur = v["current"]
    step = board = ""
    if cur is not None:
        step = _word_step(ctx, cur)
        board = (f"<section class=\"pce-current\" aria-labelledby=\"pce-cur-h\">"
                 f"<h3 id=\"pce-cur-h\" class=\"sr-only\">{esc(ctx.t('pce.ui.current_card'))}</h3>"
                 f"{face(cur['card'], lang, 'cur', cls='large')}</section>")
    elif v["phase"] == "verdict" and v["read"]:
        entry = v["read"][-1]
        step = _verdict_panel(ctx, entry)
        board = reading(ctx, entry, lang, "verdict", results=False)
    lost = [f"{ctx.name(s)} ({n})" for s, n in enumerate(v["rain_lost"]) if n]
    lost_line = (f"<p><small>{esc(ctx.t('pce.ui.rain_lost', names=lost))}</small></p>"
                 if lost else "")
    kind = "pce-r2-words" if cur is not None else "pce-r2-verdict"
    return TableParts(
        step=f"<div class=\"pce pce-r2 pce-step {kind}\">{_phase_heading(ctx)}{step}</div>",
        board=f"<div class=\"pce pce-r2\">{board}</div>" if board else "",
        status=f"<div class=\"pce\">{_scores(ctx)}{lost_line}</div>",
        more=f"<div class=\"pce pce-r2-side\">{_grid(ctx)}{_read_cards(ctx)}</div>")


def _verdict_panel(ctx: Ctx, entry: dict[str, Any]) -> str:
    """The table keeps the last word on the card just read (``entry``): each word with the
    judge's verdict and why, and for the seat on screen (a human: bots never vote) "On
    l'accepte" / "On le refuse" under each word another seat said, then "On continue"
    (``Agree``)."""
    v = ctx.view
    verdicts = results_list(ctx, entry, v["lang"])
    if not any(isinstance(a, Agree) for a in ctx.legal):
        waiting = [ctx.name(s) for s in v["to_move"]]
        return (f"<section class=\"pce-verdict\">{verdicts}<p class=\"pce-hint\">"
                f"{esc(ctx.t('pce.ui.verdict_wait', names=', '.join(waiting)))}</p></section>")
    votes = []
    for i, said in enumerate(entry["said"]):
        if said["seat"] == ctx.seat or said.get("overruled"):
            continue
        accept = said["result"] != "scored"
        label = ctx.t("pce.ui.table_accept" if accept else "pce.ui.table_refuse")
        votes.append(f"<li>{esc(_quote(ctx, said['word']))} ({esc(ctx.name(said['seat']))}) "
                     f"{ctx.act_button(Overrule(i, accept), esc(label), cls='button small')}</li>")
    vote_list = (f"<p class=\"pce-hint\">{esc(ctx.t('pce.ui.verdict_help'))}</p><ul class=\"pce-votes\">"
                 f"{''.join(votes)}</ul>" if votes else "")
    return (f"<section class=\"pce-verdict\">{verdicts}{vote_list}"
            f"{ctx.act_button(Agree(), esc(ctx.t('pce.ui.agree')), cls='button primary', id='pce-agree')}"
            f"</section>")


# --- the reading: the text, once the card is done --------------------------------------------
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
        elif found.reason == "look_alike":
            out.append(("look_alike", found.text_word, ""))
        else:
            out.append(("not_in_text", "", ""))
    return tuple(out)


def _quote(ctx: Shell, word: str) -> str:
    return f"« {word} »" if ctx.lang == "fr" else f"“{word}”"


def results_list(ctx: Ctx, entry: dict[str, Any], lang: str) -> str:
    """Each word said on a read card, with the judge's verdict in a child's words."""
    icons = {"scored": "★", "not_in_text": "✗", "label": "✗"}
    reasons = _reasons(entry["card"], lang, tuple(s["word"] for s in entry["said"]),
                       tuple(s["result"] for s in entry["said"]), bool(ctx.view.get("typos")),
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
            f"<div><p class=\"pce-text\" lang=\"{esc(lang)}\">{_marked_text(card_id, lang, scored, bool(ctx.view.get('typos')))}</p>"
            f"<p><small>{esc(ctx.t('pce.ui.seen_from'))}{ctx.colon}<span lang=\"{esc(lang)}\">"
            f"{esc(seen_from)}</span></small></p>"
            f"<p>{back(read.pair, lang)}</p>"
            f"{results_list(ctx, entry, lang) if results else ''}</div></div>")


def _read_cards(ctx: Ctx) -> str:
    read = ctx.view["read"]
    if not read:
        return ""
    lang = ctx.view["lang"]
    items = "".join(f"<details class=\"pce-read\"><summary>{esc(title(r['card'], lang))}</summary>"
                    f"{reading(ctx, r, lang, 'r' + str(r['index']), picture=False)}</details>" for r in read)
    return f"<section class=\"pce-read-list\"><h4>{esc(ctx.t('pce.ui.read_cards'))}</h4>{items}</section>"


# --- public moments --------------------------------------------------------------------------
def _moment_spin(ctx: Ctx) -> str:
    v = ctx.view
    lang = v["lang"]
    cards = "".join(f"<li><span class=\"pce-num\">{f['place'] + 1}</span>"
                    f"{face(f['card'], lang, 'm' + str(f['place']), cls='small', narrow=True)}{back(f['pair'], lang)}</li>"
                    for f in v["face_up"])
    return (f"<div class=\"pce pce-moment\"><p class=\"pce-hint\">{esc(ctx.t('pce.ui.spin_moment'))}</p>"
            f"<span class=\"pce-top spinning inline\" role=\"img\" aria-label=\"{esc(ctx.t('pce.ui.top_spinning'))}\">"
            f"<span class=\"pce-top-arrow\" aria-hidden=\"true\"></span></span>"
            f"<ol class=\"pce-backs\">{cards}</ol></div>")


def _moment_reveal(ctx: Ctx, event: dict[str, Any]) -> str:
    lang = ctx.view["lang"]
    args = event["args"]
    won = event["key"] == "pce.log.reveal_won"
    items = "".join(f"<li><span class=\"pce-num\">{p + 1}</span>{face(c, lang, f'v{k}', cls='small', narrow=True)}"
                    f"{back(card(c).pair, lang)}</li>"
                    for k, (c, p) in enumerate(zip(args["cards"], args["places"], strict=False)))
    who = ctx.name(args["seat"])
    if won:
        shared = ", ".join(label(c, lang) for c in args.get("shared", []))
        text = ctx.t("pce.ui.reveal_won", name=who, n=args["stars"], shared=shared)
        if args.get("kept", args["stars"]) < args["stars"]:
            text += " " + ctx.t("pce.ui.capped", n=args["kept"])
        mark = "✓"
    else:
        # the card that broke the line, by its name and its number as the table shows it
        # (the count of cards turned is not its place: the 4th turned may lie at place 5)
        text = ctx.t("pce.ui.reveal_failed", name=who, card=title(args["cards"][-1], lang),
                     place=args["places"][-1] + 1)
        mark = "✗"
    return (f"<div class=\"pce pce-moment\"><h4>{esc(ctx.t('pce.ui.line_turned', name=who))}</h4>"
            f"<ol class=\"pce-backs\">{items}</ol><p class=\"pce-result {'won' if won else 'lost'}\">"
            f"<span aria-hidden=\"true\">{mark}</span> {esc(text)}</p></div>")


def _moment_rain(ctx: Ctx, events: list[dict[str, Any]]) -> str:
    v = ctx.view
    lines = []
    for e in events:
        if e["key"] == "pce.log.rain":
            seat = e["args"]["seat"]
            fell = sum(e["args"]["on_cards"])
            lines.append(f"<li>{esc(ctx.t('pce.ui.rain_line', name=ctx.name(seat), n=fell, lost=e['args']['lost']))}</li>")
    return (f"<div class=\"pce pce-moment\"><h4>{esc(ctx.t('pce.ui.rain_title'))}</h4>"
            f"<p>{esc(ctx.t('pce.ui.rain_hint'))}</p><ul>{''.join(lines)}</ul>"
            f"{_grid(ctx, rain=bool(v['grid']))}</div>")


def _moment_reading(ctx: Ctx, event: dict[str, Any]) -> str:
    v = ctx.view
    entry = next((r for r in v["read"] if r["index"] == event["args"]["index"]), None)
    if entry is None:
        return ""
    return (f"<div class=\"pce pce-moment\"><h4>{esc(ctx.t('pce.ui.reading_title', title=title(entry['card'], v['lang'])))}</h4>"
            f"{reading(ctx, entry, v['lang'], 'mr')}</div>")


def moment(ctx: Ctx, events: list[dict[str, Any]]) -> str | None:
    parts = []
    for e in events:
        key = e["key"]
        if key == "pce.log.spin" and ctx.view["phase"] == "spin":
            parts.append(_moment_spin(ctx))
        elif key in ("pce.log.reveal_won", "pce.log.reveal_failed"):
            parts.append(_moment_reveal(ctx, e))
        elif key == "pce.log.round2":
            parts.append(_moment_rain(ctx, events))
        elif key == "pce.log.reading":
            parts.append(_moment_reading(ctx, e))
    return "".join(parts) or None


# --- the end ---------------------------------------------------------------------------------
def render_end(ctx: Ctx) -> str:
    v = ctx.view
    rows = []
    order = sorted(range(v["players"]), key=lambda s: -v["stars"][s])
    for seat in order:
        stars = v["stars"][seat]
        r1 = v["round1_stars"][seat]
        rows.append(f"<li class=\"pce-score s{seat}\"><strong>{esc(ctx.name(seat))}</strong> "
                    f"{_constellation(stars, ctx.t('pce.ui.constellation_label', n=stars))} "
                    f"<span>{stars}/{STARS_PER_PLAYER}</span> <small>{esc(ctx.t('pce.ui.split', r1=r1, r2=stars - r1))}</small></li>")
    return (f"<div class=\"pce pce-end\"><h4>{esc(ctx.t('pce.ui.constellations'))}</h4>"
            f"<ul class=\"pce-end-list\">{''.join(rows)}</ul>"
            f"{_grid(ctx) if v['grid'] else ''}{_read_cards(ctx)}</div>")


# --- the log ---------------------------------------------------------------------------------
def log_args(shell: Shell, key: str, args: dict[str, Any]) -> dict[str, Any]:
    lang = shell.lang
    out = dict(args)
    if isinstance(args.get("card"), str):
        out["card"] = title(args["card"], lang)
    if isinstance(args.get("cards"), list):
        out["cards"] = ", ".join(title(c, lang) for c in args["cards"] if isinstance(c, str))
    if isinstance(args.get("shared"), list):
        out["shared"] = ", ".join(label(c, lang) for c in args["shared"] if isinstance(c, str))
    for name in ("a", "b", "pos"):
        if isinstance(args.get(name), int):
            out[name] = args[name] + 1
    if key == "pce.log.reveal_failed" and args.get("cards") and args.get("places"):
        # the card that broke the line, named, at its number on the table
        out["odd"] = title(str(args["cards"][-1]), lang)
        out["odd_place"] = int(args["places"][-1]) + 1
    return out


# --- commands --------------------------------------------------------------------------------
def command(ctx: Ctx, name: str, value: str, form: Form) -> Any | None:
    if name == "sel":
        if value.isdigit() and 0 <= int(value) < PLACES:
            ctx.ui["sel"] = None if ctx.ui.get("sel") == int(value) else int(value)
        else:
            ctx.ui["sel"] = None
        if ctx.ui.get("sel") is None:
            ctx.ui.pop("sel", None)
    elif name == "peek" and value.isdigit() and 0 <= int(value) < PLACES:
        chosen = list(ctx.ui.get("peek", []))
        place = int(value)
        if place in chosen:
            chosen.remove(place)
        elif len(chosen) < 2:
            chosen.append(place)
        ctx.ui["peek"] = chosen
    elif name == "word":
        typed = value or form.get("word", "")
        # whatever was typed goes to the engine, which explains a refusal
        return ProposeWord(normalize_word(typed))
    return None


@cache
def _memos() -> tuple[dict[str, Any], ...]:
    """The five characteristics with their memo (``characteristics.json``), in content order."""
    data = load_json(PACKAGE, "data/characteristics.json")
    return tuple(data["characteristics"] if isinstance(data, dict) else data)


def memo_panel(ctx: Ctx) -> str:
    """The aide-mémoire for younger players: the five characteristics and what each means,
    beside the board (a setting of the table, ``memo``; it changes no outcome); on a phone,
    one tap away with the rest."""
    lang = ctx.view["lang"]
    items = "".join(
        f"<li><strong>{esc(in_language(c['label'], lang))}</strong>{ctx.colon}"
        f"<span lang=\"{esc(lang)}\">{esc(in_language(c['memo'], lang))}</span></li>"
        for c in _memos())
    if ctx.size == "phone":  # folded already with the rest: in round 1, under its own title
        heading = (f"<h4>{esc(ctx.t('pce.ui.memo'))}</h4>" if ctx.view["round"] == 2 else "")
        return (f"<section class=\"pce-memo\" aria-label=\"{esc(ctx.t('pce.ui.memo'))}\">"
                f"{heading}<ul>{items}</ul></section>")
    return (f"<details class=\"pce-memo\" open><summary>{esc(ctx.t('pce.ui.memo'))}</summary>"
            f"<ul>{items}</ul></details>")


class PlaneteTable(GameTable):
    #: the words of round 2 are judged in the app's language (read_setup sets it)
    fills_options = ("lang",)
    #: round 2's guesses are timed (its length, or none, at set-up)
    uses_timer = True
    # the step (issue 23): the panel's buttons or a card of the circle, then the places a
    # chosen card may swap with; round 2, the word field, then "On continue" after a reading
    step_controls = ("button.pce-pick[data-arg^='sel:'], #pce-stop, #pce-peek, #pce-peek-done, "
                     "button.pce-pick[data-arg^='peek:'], #pce-reveal-0, #pce-flip, .word-form button, #pce-agree")
    step_targets = "button.pce-pick.target"
    step_instruction = ".pce-panel .pce-hint, .pce-words .pce-status, .pce-verdict .pce-hint"

    def parts(self, ctx: Ctx) -> TableParts:
        """The step (the phase, what to do and its buttons), the board (round 1's circle; round
        2's card in play, or the card just read with its text), the constellations, and the
        rest (round 2's nine cards and cards read; the aide-mémoire when it is on)."""
        shown = round2_parts(ctx) if ctx.view["round"] == 2 else round1_parts(ctx)
        more = shown.more + (memo_panel(ctx) if ctx.game_setting("memo") else "")
        return replace(shown, more=more, status_label=ctx.t("pce.ui.part_status"),
                       more_label=ctx.t("pce.ui.part_more" if ctx.view["round"] == 2
                                        else "pce.ui.memo"))

    def setup_fields(self, shell: Shell, setup: SetupState) -> str:
        """The aide-mémoire for younger players (a table setting, kept with the app's)."""
        checked = " checked" if shell.game_setting("memo") else ""
        return (f"<label class=\"option\"><input type=\"checkbox\" name=\"pce-memo\" "
                f"data-change=\"setup-change\"{checked}> {esc(shell.t('pce.ui.memo_setting'))}</label>")

    def command(self, ctx: Ctx, name: str, value: str, form: Form) -> Any | None:
        return command(ctx, name, value, form)

    def render_end(self, ctx: Ctx) -> str:
        return render_end(ctx)

    def moment(self, ctx: Ctx, events: list[dict[str, Any]]) -> str | None:
        return moment(ctx, events)

    def log_args(self, shell: Shell, key: str, args: dict[str, Any]) -> dict[str, Any]:
        return log_args(shell, key, args)

    def read_setup(self, shell: Shell, setup: SetupState, form: Form) -> None:
        """The words of round 2 are judged in the app's language; the aide-mémoire is a
        setting of the table (a checkbox is absent from the form when unticked)."""
        setup["options"]["lang"] = shell.lang
        if "players" in form:  # the whole setup form was read
            shell.set_game_setting("memo", form.get("pce-memo") == "on")

    def rules_intro(self, shell: Shell) -> str:
        t = shell.t
        return (f"<p class=\"rules-goal\"><strong>{esc(t('pce.rules.goal'))}</strong></p>"
                f"<figure class=\"rules-picture pce\"><div class=\"pce-rules-line\">"
                f"{''.join(face(card, shell.lang, 'rules') for card in RULES_LINE)}</div>"
                f"<figcaption>{esc(t('pce.rules.picture'))}</figcaption></figure>"
                f"<h3>{esc(t('pce.rules.example_title'))}</h3><p>{esc(t('pce.rules.example'))}</p>")


#: the rules' picture: a line of four cards that all carry the Atmosphere pictogram
RULES_LINE = ("cadran-solaire", "arc-en-ciel", "eclair", "tornade")


TABLE = PlaneteTable()
