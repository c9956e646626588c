"""Défis Nature's battles at the table, as the engine's ``battles.py`` decides them: the
boards of a round turned over one by one, each seat's card with its figure, the power cards
and what they did, told in sentences in the order the battle was decided, and the winner.
"""

from __future__ import annotations

from typing import Any

from engine.defis_nature.content import BATTLES, Species, catalogue, species_details

from ...html import esc
from ...motion import travel
from ...seam import Ctx
from .cards import (
    BATTLE_ICONS,
    battle_name,
    card_back,
    card_chip,
    figure_label,
    format_figure,
    format_number,
    icon,
    lang_of,
    power_face,
    power_name,
    species_in_sentence,
    species_name,
)


def who(ctx: Ctx, seat: int, *, mid: bool = False) -> str:
    """A seat's name; the ghost is "Le fantôme", or "le fantôme" inside a sentence."""
    seats = ctx.view.get("seats", [])
    if 0 <= seat < len(seats) and seats[seat].get("ghost"):
        return str(ctx.t("defis.ui.ghost_mid" if mid else "defis.player.ghost"))
    return ctx.name(seat)


def battle_head(ctx: Ctx, battle: str) -> str:
    return (f"<span class=\"bhead\">{icon(BATTLE_ICONS[battle])}<strong>{esc(battle_name(ctx.t, battle))}</strong></span>")


def round_results(view: dict[str, Any], round_no: int) -> list[dict[str, Any]]:
    return [r for r in view.get("history", []) if r["round"] == round_no]


def result_word(ctx: Ctx, entry: dict[str, Any], solo_or_shared: bool) -> str:
    if entry["result"] == "won":
        return "★ " + str(ctx.t("defis.ui.result.won"))
    if entry["result"] == "protected":
        return str(ctx.t("defis.ui.result.protected"))
    return str(ctx.t("defis.ui.result.lost_discard" if solo_or_shared else "defis.ui.result.lost_deck"))


def explain_battle(ctx: Ctx, record: dict[str, Any]) -> list[str]:
    """The battle told in sentences, in the order it was decided."""
    t = ctx.t
    b = record["battle"]
    lines = []
    for e in record["entries"]:
        if e["other_card"]:
            lines.append(t("defis.ui.explain.ghost_choice",
                           kept=species_in_sentence(t, e["card"]), kept_fig=format_figure(t, b, e["base"]),
                           aside=species_in_sentence(t, e["other_card"]),
                           aside_fig=format_figure(t, b, figure_of(e["other_card"], b))))
    for e in record["entries"]:
        if not e["power"]:
            continue
        args = {"name": who(ctx, e["seat"]), "power": power_name(t, e["power"]),
                "effect": effect_told(t, e["power"])}
        key = "defis.ui.explain.power" if e["power_active"] else "defis.ui.explain.power_cancelled"
        lines.append(t(key, **args))
    for e in record["entries"]:
        if e["swapped_with"] >= 0:
            lines.append(t("defis.ui.explain.swap", name=who(ctx, e["seat"]),
                           other=who(ctx, e["swapped_with"], mid=True)))
    for e in record["entries"]:
        if e["figure"] != e["base"]:
            lines.append(t("defis.ui.explain.figure", name=who(ctx, e["seat"]),
                           before=format_figure(t, b, e["base"]), after=format_figure(t, b, e["figure"])))
    if record.get("forced_smallest"):  # « Jeu de miroir »: whatever the Junior cards say
        lines.append(t("defis.ui.explain.forced_smallest"))
    elif record["juniors"]:
        key = "defis.ui.explain.smallest" if record["smallest_wins"] else "defis.ui.explain.juniors_cancel"
        lines.append(t(key, n=record["juniors"]))
    rule = record["tie_rule"]
    if rule != "none":
        lines.append(t(f"defis.ui.explain.tie_{rule}"))
    # the figure that won is the outright winners' own; « Sur le fil » winners came close to it
    close_calls = record.get("close_calls", [])
    won = [e for e in record["entries"] if e["result"] == "won"]
    winners = [e for e in won if e["seat"] not in close_calls] or won
    if winners:
        names = [who(ctx, e["seat"], mid=i > 0) for i, e in enumerate(winners)]
        key = "defis.ui.explain.winner_one" if len(winners) == 1 else "defis.ui.explain.winner_many"
        lines.append(t(key, names=names,
                       card=[species_in_sentence(t, e["card"]) for e in winners],
                       figure=format_figure(t, b, winners[0]["figure"])))
    for e in won:  # « Sur le fil »: won too, by a whisker, with its own figure
        if e["seat"] in close_calls and e not in winners:
            lines.append(t("defis.ui.explain.close_call", name=who(ctx, e["seat"]),
                           card=species_in_sentence(t, e["card"]), figure=format_figure(t, b, e["figure"])))
    red_listed = set(record.get("red_listed", []))
    for e in record["entries"]:
        if e["result"] == "protected" and e["seat"] in red_listed:
            lines.append(t("defis.ui.explain.red_listed", name=who(ctx, e["seat"]),
                           card=species_in_sentence(t, e["card"])))
            continue
        if e["result"] == "protected":
            lines.append(t("defis.ui.explain.protected", name=who(ctx, e["seat"]), card=species_in_sentence(t, e["card"])))
        if e["bonus"]:
            lines.append(t("defis.ui.explain.bonus", name=who(ctx, e["seat"]), n=e["bonus"]))
    return [str(x) for x in lines]


def effect_told(t: Any, pid: str) -> str:
    """What a power card did, told about its player (third person, with its amount)."""
    card = catalogue().power_cards.get(pid)
    if card is None:
        return ""
    effect = card.effect if card.kind == "action" else card.kind
    return str(t(f"defis.ui.effect.{effect}", amount=format_number(card.amount, lang_of(t), 2)))


def figure_of(sid: str, battle: str) -> float:
    sp: Species | None = catalogue().species.get(sid)
    return sp.figures[BATTLES.index(battle)] if sp else 0.0


def battle_record(ctx: Ctx, record: dict[str, Any]) -> str:
    """One revealed battle board: every seat's card, its figure, power card and result."""
    t = ctx.t
    b = record["battle"]
    solo_or_shared = bool(ctx.view.get("solo")) or ctx.view.get("deck_mode") == "shared"
    rule_key = "defis.ui.smallest_wins" if record["smallest_wins"] else "defis.ui.largest_wins"
    rows = []
    for e in record["entries"]:
        fig = format_figure(t, b, e["figure"])
        fig_html = f"<span class=\"rfig\">{esc(fig)}</span>"
        if e["figure"] != e["base"]:
            fig_html = (f"<span class=\"rfig\"><s>{esc(format_figure(t, b, e['base']))}</s> → "
                        f"{esc(fig)}</span>")
        power = ""
        if e["power"]:
            state = "" if e["power_active"] else f" <em>({esc(t('defis.ui.no_effect'))})</em>"
            power = f"<div class=\"rpower\">{power_face(t, e['power'], small=True)}{state}</div>"
        aside = ""
        if e["other_card"]:
            aside = (f"<p class=\"aside\">{esc(t('defis.ui.ghost_aside'))} {card_chip(t, e['other_card'])} "
                     f"({esc(format_figure(t, b, figure_of(e['other_card'], b)))})</p>")
        rows.append(f"<li class=\"rentry r-{e['result']}\"><p class=\"rwho\"><strong>{esc(who(ctx, e['seat']))}</strong>"
                    f" <span class=\"rresult\">{esc(result_word(ctx, e, solo_or_shared))}</span></p>"
                    f"{card_chip(t, e['card'])}<p>{esc(figure_label(t, b, e['card']))}{esc(ctx.colon)}{fig_html}</p>{power}{aside}</li>")
    lines = "".join(f"<li>{esc(line)}</li>" for line in explain_battle(ctx, record))
    facts = []
    for e in record["entries"]:
        comment = species_details().get(e["card"], {}).get("comment", {})
        text = comment.get(lang_of(t)) if isinstance(comment, dict) else None
        if e["result"] == "won" and text:
            facts.append(f"<p class=\"fact\"><strong>{esc(t('defis.ui.did_you_know', name=species_name(t, e['card'])))}</strong> "
                         f"{esc(text)}</p>")
    return (f"<div class=\"rbattle\"><h4>{battle_head(ctx, b)} <small>— {esc(t(rule_key))}</small></h4>"
            f"<ul class=\"rentries\">{''.join(rows)}</ul><ul class=\"explain\">{lines}</ul>{''.join(facts)}</div>")


def reveal(ctx: Ctx, round_no: int, turned: int, *, step: bool, title: bool = True) -> str:
    records = round_results(ctx.view, round_no)
    if not records:
        return ""
    boards = []
    for i, record in enumerate(records):
        # each battle keeps its identity face down and face up: it turns over (web.motion)
        key = f"battle-{round_no}-{i}"
        if i < turned:
            boards.append(f"<li{travel(key, 'up')}>{battle_record(ctx, record)}</li>")
        elif i == turned and step:
            label = esc(ctx.t("defis.ui.turn_over", battle=battle_name(ctx.t, record["battle"])))
            boards.append(f"<li class=\"rhidden\"{travel(key, 'down')}><h4>{battle_head(ctx, record['battle'])}</h4>"
                          f"{ctx.ui_button(label, 'reveal', str(i + 1), cls='button primary', id='defis-turn')}</li>")
        else:
            boards.append(f"<li class=\"rhidden\"{travel(key, 'down')}><h4>{battle_head(ctx, record['battle'])}</h4>"
                          f"{card_back(ctx.t('defis.ui.face_down'))}</li>")
    all_button = ""
    if step and turned < len(records):
        all_button = ctx.ui_button(esc(ctx.t("defis.ui.turn_all")), "reveal", "all", cls="button small")
    text = esc(ctx.t("defis.ui.results_of_round", round=round_no))
    head = f"<h3 id=\"reveal-h-{round_no}\">{text}</h3>" if title else ""
    label = f"aria-labelledby=\"reveal-h-{round_no}\"" if title else f"aria-label=\"{text}\""
    return (f"<section class=\"defis-reveal\" {label}>{head}{all_button}"
            f"<ol class=\"rboards\">{''.join(boards)}</ol></section>")


def fresh_round(ctx: Ctx) -> bool:
    """True when this seat has not placed anything yet this round (the reveal comes first)."""
    me = ctx.view.get("me")
    if me is None or not ctx.legal:
        return False
    return all(p["card"] is None and p["power"] is None for p in me["placements"])


