"""Round 2 at the table: the nine cards and the star rain, whose word it is and the field to type
it, the table's last word after a reading (the verdicts and the votes), and the public moments
of the rain and the reading."""

from __future__ import annotations

from typing import Any

from engine.planete_ciel_espace.actions import Agree, Overrule, ProposeWord
from engine.planete_ciel_espace.view import as_view

from ...html import esc
from ...seam import AsSeat, Ctx, Shell, part
from ...timers import SECONDS_CHOICES
from .cards import face, quote, title
from .words import reading, results_list


def _seat_mark(ctx: Ctx, seat: int, count: int) -> str:
    return (f"<span class=\"pce-seat s{seat}\"><span class=\"pce-seat-n\">{esc(ctx.name(seat))}</span> "
            f"<span aria-hidden=\"true\">{'★' * count}</span>"
            f"<span class=\"sr-only\">{esc(ctx.t('pce.ui.stars_on_card', n=count))}</span></span>")


def grid(ctx: Ctx, *, rain: bool = False) -> str:
    v = as_view(ctx.view)
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
        cells.append(f"<li class=\"{cls}\"{part(f'grid-{i}')}>{falling}{face(g['card'], lang, f'g{i}', cls='small', narrow=True)}"
                     f"<span class=\"pce-marks\">{marks}</span>{state}</li>")
    return (f"<ol class=\"pce-grid\" aria-label=\"{esc(ctx.t('pce.ui.nine_cards'))}\">"
            f"{''.join(cells)}</ol>")


def _said_list(ctx: Ctx, said: list[dict[str, Any]]) -> str:
    if not said:
        return f"<p class=\"pce-hint\">{esc(ctx.t('pce.ui.no_word_yet'))}</p>"
    items = "".join(f"<li><strong>{esc(ctx.name(s['seat']))}</strong>{ctx.colon}"
                    f"{esc(quote(ctx, s['word']))}</li>" for s in said)
    return f"<ol class=\"pce-said\">{items}</ol>"


def _hint_word(ctx: Ctx) -> ProposeWord | None:
    """A word for a player without an idea: one of the menu's words (the picture cues of every
    card, the same on every card), picked from the game's progress, not from this card."""
    words = [a for a in ctx.legal if isinstance(a, ProposeWord)]
    if not words:
        return None
    return words[(len(as_view(ctx.view)["log"]) * 7919) % len(words)]


def word_timer_seconds(shell: Shell) -> int:
    """The length of round 2's timer for each word, chosen at set-up (a setting of the table):
    none by default, as the book has it (its round 2 has no timer)."""
    chosen = shell.game_setting("word_timer")
    return chosen if isinstance(chosen, int) and chosen in SECONDS_CHOICES else 0


def word_timer(ctx: Ctx, timer_id: str) -> str:
    """The word's timer when the table chose one: "C'est parti !" starts it (never the card's
    appearing by itself), and at zero it says to say the word; nothing by default."""
    seconds = word_timer_seconds(ctx)
    if not seconds:
        return ""
    if ctx.ui.get("go") == timer_id or ctx.timers.get(timer_id) is not None:
        return ctx.timer(timer_id, seconds, over_key="pce.ui.timer_over")
    return ctx.ui_button(esc(ctx.t("pce.ui.go")), "go", timer_id, cls="button", id="pce-go")


def word_step(ctx: Ctx, cur: dict[str, Any]) -> str:
    """Whose word it is, the field to type it (for the seat whose word it is), who speaks how
    many words on this card, and the words already said."""
    v = as_view(ctx.view)
    said = cur["said"]
    speakers = cur["speakers"]
    n_said = len(said)
    next_seat = speakers[n_said] if n_said < len(speakers) else None
    plan = ", ".join(f"{ctx.name(s)} ({n})" for s, n in enumerate(cur["words_per_seat"]) if n)
    status = ctx.t_to([] if next_seat is None else [next_seat], "pce.ui.word_of", n=n_said + 1,
                      total=len(speakers), name=ctx.name(next_seat))
    form = ""
    acting = any(isinstance(a, ProposeWord) for a in ctx.legal) or (
        ctx.seat is not None and ctx.seat == next_seat and ctx.seat in v["to_move"])
    if acting and ctx.seat == next_seat:
        timer = word_timer(ctx, f"pce-{cur['index']}-{n_said}")
        chips = tuple(s["word"] for s in said)
        form = ctx.word_form("word", ctx.t_to([] if next_seat is None else [next_seat], "pce.ui.your_word", name=ctx.name(next_seat)),
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


def people_to_agree(ctx: Ctx) -> list[int]:
    """The people who have not agreed with the verdicts yet (bots agree by themselves; a table
    that does not say who its people are counts every seat still to move)."""
    to_move = as_view(ctx.view)["to_move"]
    return [s for s in to_move if not ctx.human_seats or s in ctx.human_seats]


def voter(ctx: Ctx, entry: dict[str, Any], position: int) -> int | None:
    """Who turns the verdict on the word at ``position``: a person still to agree who did not
    say it (the seat on screen first), or None when nobody may."""
    said = entry["said"][position]
    if said.get("overruled"):
        return None
    people = [s for s in people_to_agree(ctx) if s != said["seat"]]
    return ctx.seat if ctx.seat in people else next(iter(people), None)


def verdict_panel(ctx: Ctx, entry: dict[str, Any]) -> str:
    """The table keeps the last word on the card just read (``entry``): each word with the
    judge's verdict and why, "On l'accepte" / "On le refuse" under each word a person other
    than its proposer may still turn (bots never vote), who may still turn one, then one tap
    for the whole table, "Tout le monde est d'accord" (an ``Agree`` for each person)."""
    v = as_view(ctx.view)
    verdicts = results_list(ctx, entry, v["lang"])
    if not any(isinstance(a, Agree) for a in ctx.legal):
        waiting = [ctx.name(s) for s in v["to_move"]]
        return (f"<section class=\"pce-verdict\">{verdicts}<p class=\"pce-hint\">"
                f"{esc(ctx.t('pce.ui.verdict_wait', names=', '.join(waiting)))}</p></section>")
    votes = []
    for i, said in enumerate(entry["said"]):
        if voter(ctx, entry, i) is None:
            continue
        accept = said["result"] != "scored"
        label = ctx.t("pce.ui.table_accept" if accept else "pce.ui.table_refuse")
        votes.append(f"<li>{esc(quote(ctx, said['word']))} ({esc(ctx.name(said['seat']))}) "
                     f"{ctx.ui_button(esc(label), 'vote', f'{i}:{int(accept)}', cls='button small')}</li>")
    turners = [s for s in people_to_agree(ctx)
               if any(not said.get("overruled") and said["seat"] != s for said in entry["said"])]
    may_turn = ctx.t_to(turners, "pce.ui.may_turn", names=[ctx.name(s) for s in turners])
    vote_list = (f"<p class=\"pce-hint\">{esc(ctx.t('pce.ui.verdict_help'))}</p><ul class=\"pce-votes\">"
                 f"{''.join(votes)}</ul><p class=\"pce-may-turn\">{esc(may_turn)}</p>"
                 if votes else "")
    return (f"<section class=\"pce-verdict\">{verdicts}{vote_list}"
            f"{ctx.ui_button(esc(ctx.t('pce.ui.agree_all')), 'agree', cls='button primary', id='pce-agree')}"
            f"</section>")


def verdict_command(ctx: Ctx, name: str, value: str) -> Any | None:
    """"Tout le monde est d'accord": an ``Agree`` for each person still to agree, in one tap;
    a vote: the ``Overrule`` of a person who may cast it (``voter``), whoever's screen it is."""
    v = as_view(ctx.view)
    if v["phase"] != "verdict" or not v["read"]:
        return None
    if name == "agree":
        return [Agree() for _ in people_to_agree(ctx)] or None
    position, _, accept = value.partition(":")
    entry = v["read"][-1]
    if not position.isdigit() or not int(position) < len(entry["said"]):
        return None
    seat = voter(ctx, entry, int(position))
    return None if seat is None else AsSeat(seat, Overrule(int(position), accept == "1"))


def moment_rain(ctx: Ctx, events: list[dict[str, Any]]) -> str:
    v = as_view(ctx.view)
    lines = []
    for e in events:
        if e["key"] == "pce.log.rain":
            seat = e["args"]["seat"]
            fell = sum(e["args"]["on_cards"])
            lines.append(f"<li>{esc(ctx.t('pce.ui.rain_line', name=ctx.name(seat), n=fell, lost=e['args']['lost']))}</li>")
    return (f"<div class=\"pce pce-moment\"><h4>{esc(ctx.t('pce.ui.rain_title'))}</h4>"
            f"<p>{esc(ctx.t('pce.ui.rain_hint'))}</p><ul>{''.join(lines)}</ul>"
            f"{grid(ctx, rain=bool(v['grid']))}</div>")


def moment_reading(ctx: Ctx, event: dict[str, Any]) -> str:
    v = as_view(ctx.view)
    entry = next((r for r in v["read"] if r["index"] == event["args"]["index"]), None)
    if entry is None:
        return ""
    return (f"<div class=\"pce pce-moment\"><h4>{esc(ctx.t('pce.ui.reading_title', title=title(entry['card'], v['lang'])))}</h4>"
            f"{reading(ctx, entry, v['lang'], 'mr')}</div>")
