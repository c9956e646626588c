"""La Glace et le Ciel at the table: the 3×3 board, the hand, the objectives, Glace and Ciel.

Two taps to play: choose a card in the hand, then one of the highlighted cells (every cell is
a real button with a spoken label, so the keyboard and screen readers play the same way).
"""

from __future__ import annotations

from typing import Any

from engine.glace_et_ciel.content import COLUMNS, notes
from engine.glace_et_ciel.deduction import possible_objectives
from engine.glace_et_ciel.view import CardView, ObjectiveView, as_view

from ...html import esc
from ...motion import travel
from ...seam import Change, ChangeCue, Ctx, Form, GameTable, Shell, TableParts, part

ELEMENT_ICON = {"air": "☁", "terre": "▲", "eau": "≈"}  # glyphs every system font has


def _element(ctx: Ctx, element: str) -> str:
    return ctx.t(f"glace.element.{element}")


def _molecules_count(ctx: Ctx) -> tuple[str, ...]:
    """The molecules this variant counts: CO₂ (not in Poussin), and CH₄ in expert mode only;
    a badge for a molecule that does not count would only puzzle a child."""
    if ctx.view.get("glace") is None:
        return ()
    return ("co2", "ch4") if ctx.view.get("variant") == "expert" else ("co2",)


def _card_label(ctx: Ctx, card: CardView) -> str:
    parts = [f"{_element(ctx, card['element'])} {card['value']}"]
    counts = _molecules_count(ctx)
    if card.get("co2") and "co2" in counts:
        parts.append("CO₂")
    if card.get("ch4") and "ch4" in counts:
        parts.append("CH₄")
    return ", ".join(parts)


def _card(ctx: Ctx, card: CardView, *, small: bool = False, travels: bool = False) -> str:
    """A card face: element colour AND its icon and name (colour is never the only signal);
    the name is read too, element then value, as a sighted player reads the card (issue 41).
    ``travels``: the card keeps its identity on screen (in the hand, on top of a cell), so
    it glides from the hand to the cell it is laid on (``web.motion``)."""
    molecules = ""
    counts = _molecules_count(ctx)
    if card.get("co2") and "co2" in counts:
        molecules += f"<span class=\"mol co2\" title=\"{esc(ctx.t('glace.label.co2'))}\">CO₂</span>"
    if card.get("ch4") and "ch4" in counts:
        molecules += f"<span class=\"mol ch4\" title=\"{esc(ctx.t('glace.label.ch4'))}\">CH₄</span>"
    gen = card.get("generation", 0)
    key = travel(f"gcard-{card['id']}") if travels else ""
    return (f"<span class=\"gcard el-{esc(card['element'])}{' small' if small else ''}\"{key}>"
            f"<span class=\"gcard-el\"><span aria-hidden=\"true\">{ELEMENT_ICON.get(card['element'], '')}</span> "
            f"{esc(_element(ctx, card['element']))}</span> "
            f"<span class=\"gcard-val\">{card['value']}</span> "
            f"<span class=\"gcard-mol\">{molecules}</span>"
            f"<span class=\"gcard-gen\" aria-hidden=\"true\">{'★' * gen if gen else '◆'}</span></span>")


def _objective_text(ctx: Ctx, objective: ObjectiveView | dict[str, Any]) -> str:
    return ctx.t("glace.label.objective", biosphere=objective["biosphere"],
                 repere_key=ctx.t(f"glace.repere.{objective['repere']}"))


def command(ctx: Ctx, name: str, arg: str) -> Any:
    if name == "select":
        ctx.ui["sel"] = None if ctx.ui.get("sel") == arg else arg
        ctx.ui.pop("peek", None)
        if ctx.ui["sel"] is not None:  # on a short screen the cells may be above: show them
            ctx.focus_after = "button.cell.target"
    elif name == "peek":
        ctx.ui["peek"] = None if ctx.ui.get("peek") == arg else arg
        ctx.focus_after = f'[data-cmd="ui"][data-arg="peek:{arg}"]'  # a switch keeps the focus
    elif name == "notebook":  # the player's own aid, saved with the game
        ctx.aids["notebook"] = not ctx.aids.get("notebook")
        ctx.focus_after = '[data-cmd="ui"][data-arg="notebook:"]'
    return None


def _status_bar(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    glace = v.get("glace")
    glace_html = ""
    if glace is not None:
        cells = "".join(
            f"<li class=\"ice{' current' if i == glace['flips'] else ''}{' gone' if i < glace['flips'] else ''}\">"
            f"{value}</li>" for i, value in enumerate(glace["values"]))
        glace_html = (f"<div class=\"meter\"{part('ice')}><span class=\"meter-label\">❄ {esc(ctx.t('glace.label.glace'))}{ctx.colon}"
                      f"<strong>{glace['value']}</strong></span><ol class=\"ice-track\" aria-hidden=\"true\">{cells}</ol></div>")
    ciel = v.get("ciel", [])
    ciel_cells = "".join(f"<li>{signed(c)}</li>" for c in ciel) + "".join(
        "<li class=\"empty\">·</li>" for _ in range(3 - len(ciel)))
    ciel_sum = sum(ciel)
    ciel_html = (f"<div class=\"meter\"{part('sky')}><span class=\"meter-label\">☀ {esc(ctx.t('glace.label.ciel'))}{ctx.colon}"
                 f"<strong>{signed(ciel_sum)}</strong></span>"
                 f"<ol class=\"sky-track\">{ciel_cells}</ol></div>")
    gen = esc(ctx.t("glace.label.generation", generation=v["generation"]))
    first = esc(f"{ctx.t('glace.label.first_player')}{ctx.colon}{ctx.name(v['first_player'])}")
    progress = f"{v['placed_this_generation']}/{v['cards_per_generation']}"
    return (f"<div class=\"status-bar\"><div><strong>{gen}</strong> · <span>{progress}</span>"
            f"<br><small>{first}</small></div>{glace_html}{ciel_html}</div>")


def _announcements(ctx: Ctx) -> str:
    """The banner: the announcements of the last card laid. They are the game's only clues, so
    they stay until the next card; those of a generation's last card belong to its end (its
    moment shows them with the goals turned over) and leave with it."""
    items = list(ctx.view.get("announcements", []))
    if not items:
        return ""
    lines = "".join(
        f"<li class=\"ann {esc(a['kind'])}\">{'✓' if a['kind'] != 'lost' else '✗'} "
        f"{esc(ctx.t_to([a['seat']], a['key'], seat=ctx.name(a['seat'])))}</li>" for a in items)
    return f"<ul class=\"announcements\"{part('announcements')} aria-label=\"{esc(ctx.t('glace.ui.announcements'))}\">{lines}</ul>"


def _board(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    sums = v["sums"]
    selected = ctx.ui.get("sel")
    targets: dict[tuple[str, str], Any] = {}
    for action in ctx.legal:
        if action.card == selected:
            targets[(action.row, action.column)] = action
    peek = ctx.ui.get("peek")
    # the cards the others laid since this seat's last turn are outlined and tagged
    fresh = {e["args"].get("card") for e in ctx.news if e.get("key") == "glace.placed"}
    head = "<div class=\"corner\"></div>" + "".join(
        f"<div class=\"col-head\"><strong>{esc(ctx.t(f'glace.column.{c}'))}</strong>"
        f"<span class=\"sum\">{esc(ctx.t('glace.label.sum', sum=sums[c]))}</span></div>" for c in COLUMNS)
    rows = []
    for row in v["board"]:
        element = row["row"]
        cells = [f"<div class=\"row-head el-{element}\"><strong>{ELEMENT_ICON[element]} "
                 f"{esc(_element(ctx, element))}</strong><span class=\"sum\">"
                 f"{esc(ctx.t('glace.label.sum', sum=sums[element]))}</span></div>"]
        for cell in row["cells"]:
            column, stack = cell["column"], cell["stack"]
            where = f"{_element(ctx, element)} · {ctx.t(f'glace.column.{column}')}"
            top = _card(ctx, stack[-1], travels=True) if stack else "<span class=\"empty-cell\">—</span>"
            is_fresh = bool(stack) and stack[-1]["id"] in fresh
            if is_fresh:
                top += f"<span class=\"fresh-tag\">{esc(ctx.t('glace.ui.fresh'))}</span>"
            label = f"{where}{ctx.colon}{_card_label(ctx, stack[-1]) if stack else ctx.t('glace.ui.empty')}"
            cell_id = f"{element}-{column}"
            action = targets.get((element, column))
            if action is not None:
                spoken = esc(ctx.t("glace.ui.place_here", where=where))
                inner = ctx.act_button(action, f"<span class=\"sr-only\">{spoken} — </span>{top}",
                                       cls="cell target")
            else:
                inner = f"<div class=\"cell\" role=\"group\" aria-label=\"{esc(label)}\">{top}</div>"
            under = ""
            if len(stack) > 1:
                spoken = esc(ctx.t("glace.label.stack", count=len(stack)) + f" — {where}")
                under = ctx.ui_button(f"<span aria-hidden=\"true\">≡ {len(stack)}</span>"
                                      f"<span class=\"sr-only\">{spoken}</span>", "peek", cell_id,
                                      cls="peek", aria_expanded="true" if peek == cell_id else "false")
                if peek == cell_id:
                    under += ("<ol class=\"stack-list\">" + "".join(
                        f"<li>{_card(ctx, c, small=True)}</li>" for c in stack) + "</ol>")
            cells.append(f"<div class=\"slot{' fresh' if is_fresh else ''}\"{part(f'cell-{cell_id}')}>"
                         f"{inner}{under}</div>")
        rows.append("".join(cells))
    return (f"<div class=\"glace-board\" role=\"group\" aria-label=\"{esc(ctx.t('glace.ui.board'))}\">"
            f"{head}{''.join(rows)}</div>{_legend(ctx)}")


def _legend(ctx: Ctx) -> str:
    """What the board's symbols mean, in one line (molecules only where the variant has them)."""
    items = [ctx.t("glace.legend.stack"), ctx.t("glace.legend.generation"),
             ctx.t("glace.legend.start")]
    if ctx.view.get("glace") is not None:  # no molecules count in Poussin
        items.append(ctx.t("glace.legend.co2"))
        if ctx.view.get("variant") == "expert":
            items.append(ctx.t("glace.legend.ch4"))
    return f"<p class=\"legend\"><small>{esc(' · '.join(items))}</small></p>"


def _hand(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    hand = v.get("hand")
    if hand is None:
        return ""
    playable = {a.card for a in ctx.legal}
    selected = ctx.ui.get("sel")
    cards = []
    for card in hand:
        cards.append(ctx.pick(_card(ctx, card, travels=True), "select", card["id"], cls="hand-card",
                              playable=card["id"] in playable, selected=card["id"] == selected))
    hint = ""
    if ctx.legal:
        hint = ctx.t("glace.ui.pick_cell") if selected else ctx.t("glace.ui.pick_card")
    return (f"<section class=\"hand\" aria-labelledby=\"hand-h\"><h3 id=\"hand-h\">{esc(ctx.t('glace.label.hand'))}</h3>"
            f"<p class=\"hint\">{esc(hint)}</p><div class=\"hand-cards\">{''.join(cards) or '—'}</div>"
            f"{_table_rule(ctx)}</section>")


def _table_rule(ctx: Ctx) -> str:
    """The book's table rule, said at the start (each player's first card of the game): the
    announcements are the only clues, so nobody says "Léa, c'est Nord 4 !"."""
    v = ctx.view
    if v.get("generation") != 1 or v.get("placed_this_generation", 0) >= v.get("players", 0):
        return ""
    return f"<p class=\"table-rule\"><small>{esc(ctx.t('glace.ui.table_rule'))}</small></p>"


def _open_hands(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    if not v.get("open_hands"):
        return ""
    rows = []
    for seat, hand in enumerate(v["hands"]):
        if seat == ctx.seat or hand is None:
            continue
        cards = "".join(_card(ctx, c, small=True) for c in hand) or "—"
        rows.append(f"<li><strong>{esc(ctx.name(seat))}</strong> <span class=\"mini-hand\">{cards}</span></li>")
    return (f"<section class=\"open-hands\"><h3>{esc(ctx.t('glace.ui.open_hands'))}</h3>"
            f"<ul>{''.join(rows)}</ul></section>") if rows else ""


def _objectives(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    achieved = v.get("announced_achieved", [])
    items = []
    for seat, objective in enumerate(v["objectives"]):
        status = ""
        if seat < len(achieved):  # not reached yet is no failure: said calmly, not in red
            status = (f"<span class=\"ok\">✓ {esc(ctx.t('glace.ui.achieved'))}</span>" if achieved[seat]
                      else f"<span class=\"pending\">… {esc(ctx.t('glace.ui.not_yet'))}</span>")
        if objective is None:
            body = (f"<span class=\"card-back\" aria-hidden=\"true\">?</span> "
                    f"<span class=\"objective-hidden\">{esc(ctx.t('glace.ui.objective_hidden'))}</span>")
        else:
            body = f"<span class=\"objective\">◎ {esc(_objective_text(ctx, objective))}</span>"
        turn = " turn" if v.get("turn") == seat else ""
        items.append(f"<li class=\"player{turn}\"><strong>{esc(ctx.name(seat))}</strong>"
                     f"{' ▶' if turn else ''} <small>({esc(ctx.t('glace.ui.cards_in_hand', n=v['hand_sizes'][seat]))})</small>"
                     f"<br>{body} {status}</li>")
    return (f"<section class=\"objectives\" aria-labelledby=\"obj-h\"><h3 id=\"obj-h\">"
            f"{esc(ctx.t('glace.ui.objectives'))}</h3><ul>{''.join(items)}</ul></section>")


def _notebook(ctx: Ctx) -> str:
    if ctx.seat is None or ctx.view.get("over"):
        return ""
    on = bool(ctx.aids.get("notebook"))
    toggle = ctx.ui_button(("☑ " if on else "☐ ") + esc(ctx.t("glace.label.notebook")),
                           "notebook", cls="button small", aria_pressed="true" if on else "false")
    if not on:
        return f"<section class=\"notebook\">{toggle}</section>"
    options = possible_objectives(ctx.view, ctx.seat)
    items = "".join(
        f"<li>{esc(_objective_text(ctx, o))} <small>({round(100 * o['probability'])}\u00a0%)</small></li>"
        for o in sorted(options, key=lambda o: -o["probability"]))
    return (f"<section class=\"notebook\">{toggle}"
            f"<p><small>{esc(ctx.t('glace.label.notebook_help'))}</small></p><ul>{items}</ul></section>")


def _visible_molecules(ctx: Ctx, recap: dict[str, Any]) -> list[str]:
    """A generation's visible CO2 and CH4, for the molecules this game counts (the recap and the
    end-of-generation moment say them alike)."""
    return [ctx.t(f"glace.{m}_visible", count=recap[f"{m}_visible"]) for m in ("co2", "ch4")
            if m in _molecules_count(ctx) and recap.get(f"{m}_visible") is not None]


def _recaps(ctx: Ctx, open_last: bool) -> str:
    recaps = ctx.view.get("recaps", [])
    if not recaps:
        return ""
    out = []
    for i, recap in enumerate(recaps):
        lines = "".join(
            f"<li>{'✓' if o['achieved'] else '✗'} {esc(ctx.name(o['seat']))} — {esc(_objective_text(ctx, o))}</li>"
            for o in recap["objectives"])
        extra = _visible_molecules(ctx, recap)
        if ctx.view.get("glace") is not None and recap.get("glace_after") is not None:
            extra.append(f"{ctx.t('glace.label.glace')}{ctx.colon}{recap['glace_after']}")
        extra.append(ctx.t("glace.ciel", generation=recap["generation"], ciel=recap["ciel"]))
        is_open = open_last and i == len(recaps) - 1
        out.append(f"<details class=\"recap\"{' open' if is_open else ''}><summary>"
                   f"{esc(ctx.t('glace.label.recap', generation=recap['generation']))}</summary>"
                   f"<ul>{lines}</ul><p>{esc(' · '.join(extra))}</p></details>")
    return "".join(out)


def _sources(lang: str, sources: list[str]) -> str:
    """A note's sources on one line (French puts a narrow no-break space before ";")."""
    return ("\u202f; " if lang == "fr" else "; ").join(sources)


def _learn(ctx: Ctx) -> str:
    lang = ctx.t.lang
    notes_html = "".join(
        f"<details class=\"note\"><summary>{esc(n['title'][lang])}</summary><p>{esc(n['text'][lang])}</p>"
        f"<p><small>{esc(_sources(lang, n.get('sources', [])))}</small></p></details>" for n in notes())
    return f"<section class=\"learn\"><h3>✦ {esc(ctx.t('glace.label.notes'))}</h3>{notes_html}</section>"


def parts(ctx: Ctx) -> TableParts:
    """The step: the hand and its hint, then what a player weighs before laying a card — the
    announcements (the game's only clues) and the team's goals (each seat's own hidden from it);
    the board: the 3×3 grid under its column names, where a chosen card goes; the status: the
    generation, the Ice and the Sky; more: the notebook, the others' open hands, the summaries
    and the science notes. Each part in its own ``.glace`` block, the root of the game's CSS.

    On a phone the step comes first (the hand, then the goals in one line each) and the board
    right under it, then the announcements."""
    early = ctx.view["placed_this_generation"] < ctx.view["players"]
    clues = f"{_announcements(ctx)}{_objectives(ctx)}"
    phone = ctx.size == "phone"

    def block(markup: str) -> str:
        return f"<div class=\"glace\">{markup}</div>" if markup else ""

    # the team's goals stay in the step at every size (issue 40: compact, seen at every turn);
    # on a phone the announcements follow the board
    return TableParts(
        step=block(_hand(ctx) + (_objectives(ctx) if phone else clues)),
        board=block(_board(ctx) + (_announcements(ctx) if phone else "")),
        status=block(_status_bar(ctx)),
        more=block(f"{_notebook(ctx)}{_open_hands(ctx)}{_recaps(ctx, open_last=early)}{_learn(ctx)}"),
        status_label=ctx.t("glace.ui.part_status"), more_label=ctx.t("glace.ui.part_more"))


def render_end(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    result = v["result"]
    score = result["score"] if result else 0
    # the variant's own scale (Poussin counts the Sky alone), its reached row named by the engine
    reached_row = result["scale_row"] if result else None
    rows = [("< 1", "glace.result.lost", reached_row is None)]
    for i, row in enumerate(v.get("scale", [])):
        span = str(row["min"]) if row["min"] == row["max"] else f"{row['min']} – {row['max']}"
        rows.append((span, row["result_key"], reached_row == i))
    scale = "".join(
        f"<tr class=\"{'reached' if hit else 'band'}\"><td>{esc(span)}</td><td>{esc(ctx.t(key))}"
        f"{' ◀' if hit else ''}</td></tr>" for span, key, hit in rows)
    glace = v.get("glace")
    ciel = v.get("ciel", [])
    formula = ""
    if glace is not None:
        formula = ctx.t("glace.ui.formula", glace=glace["value"], ciel=sum_expression(ciel),
                        score=signed(score or 0).lstrip("+"))
    return (f"<p class=\"formula\">{esc(formula)}</p>"
            f"<table class=\"scale\"><caption>{esc(ctx.t(_scale_caption(ctx)))}</caption>{scale}</table>"
            f"{_recaps(ctx, open_last=True)}{_board(ctx)}")


def _scale_caption(ctx: Ctx) -> str:
    key = f"glace.scale.{ctx.view.get('scale_id', '')}"
    return key if ctx.t.has(key) else "glace.label.scale"


def _sample_board(shell: Shell) -> str:
    """A board a few moves into a seeded game, drawn by the table itself (the rules' picture)."""
    from engine.core.rng import Prng, seed_state
    from engine.glace_et_ciel import GAME

    state = GAME.setup(3, {}, seed=12)
    rng = Prng(seed_state(12))
    for _ in range(5):
        seat = GAME.current_players(state)[0]
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    ctx = Ctx(shell, GAME, GAME.view(state, None), [], None, ["Léa", "Tom", "Inès"], {})
    return _board(ctx)


def signed(value: int | float) -> str:
    """+2, 0, −3: whole numbers with their sign, and a true minus sign."""
    number = int(value)
    return f"{number:+d}".replace("-", "\u2212") if number else "0"


def sum_expression(terms: list[int]) -> str:
    """[-1, -1, 2] → "−1 − 1 + 2": the Sky's sum as a child writes it, no brackets."""
    if not terms:
        return "0"
    out = signed(terms[0]).lstrip("+")
    for term in terms[1:]:
        out += f" {'−' if term < 0 else '+'} {abs(int(term))}"
    return out


def generation_moment(ctx: Ctx, events: list[dict[str, Any]]) -> str | None:
    """The end of a generation, for the whole table: the last placement's announcements, every
    goal turned over, the molecules melting the ice, the Sky's change; then "Continuer"."""
    ends = [i for i, e in enumerate(events) if e.get("key") == "glace.generation_end"]
    recaps = ctx.view.get("recaps", [])
    if not ends or not recaps:
        return None
    before = events[:ends[-1]]
    said = [e for e in before if e.get("key") in ("glace.announce.achieved", "glace.announce.lost")]
    banner = ""
    if said:
        items = "".join(
            f"<li class=\"ann\">{'✓' if e['key'].endswith('achieved') else '✗'} "
            f"{esc(ctx.t_to([e['args'].get('seat')], e['key'], seat=ctx.name(e['args'].get('seat'))))}</li>" for e in said)
        banner = (f"<ul class=\"announcements\" aria-label=\"{esc(ctx.t('glace.ui.announcements'))}\">"
                  f"{items}</ul>")
    recap = recaps[-1]
    goals = "".join(
        f"<li class=\"{'ok' if o['achieved'] else 'ko'}\">{'✓' if o['achieved'] else '✗'} "
        f"<strong>{esc(ctx.name(o['seat']))}</strong> — {esc(_objective_text(ctx, o))}"
        f" ({esc(ctx.t('glace.ui.achieved') if o['achieved'] else ctx.t('glace.ui.missed'))})</li>"
        for o in recap["objectives"])
    lines = _visible_molecules(ctx, recap)
    if ctx.view.get("glace") is not None and recap.get("glace_after") is not None:
        flips = recap.get("glace_flips") or 0
        key = "glace.ui.moment_ice" if flips else "glace.ui.moment_ice_holds"
        lines.append(ctx.t(key, count=flips, glace=recap["glace_after"]))
    lines.append(ctx.t("glace.ciel", generation=recap["generation"], ciel=signed(recap["ciel"])))
    facts = "".join(f"<li>{esc(line)}</li>" for line in lines)
    title = esc(ctx.t("glace.ui.moment_title", generation=recap["generation"]))
    return (f"<div class=\"glace glace-moment\">{banner}<h4>{title}</h4>"
            f"<ul class=\"moment-goals\">{goals}</ul><ul class=\"moment-facts\">{facts}</ul>"
            f"{_board(ctx)}</div>")


def changed(before: dict[str, Any], after: dict[str, Any], events: list[dict[str, Any]]) -> Change:
    """The cell a card was laid on, the clues it brought, the Ice and the Sky it moved."""
    parts: set[str] = set()
    cue: ChangeCue = ""
    for event in events:
        key, args = event.get("key", ""), event.get("args", {})
        if key == "glace.placed":
            row = str(args.get("element_key", "")).rpartition(".")[2]
            column = str(args.get("column_key", "")).rpartition(".")[2]
            parts.add(f"cell-{row}-{column}")
            cue = cue or "laid"
        elif key == "glace.announce.achieved":
            parts.add("announcements")
            cue = "success"
        elif key == "glace.announce.lost":
            parts.add("announcements")
            cue = "failure" if cue != "success" else cue
    if before.get("glace") != after.get("glace"):
        parts.add("ice")
    if before.get("ciel") != after.get("ciel"):
        parts.add("sky")
    return Change(frozenset(parts), cue)


class GlaceTable(GameTable):
    # the step (issue 23): a card of the hand, then the cells it may go to under their columns
    step_controls = "button.hand-card"
    step_targets = "button.cell.target"
    target_labels = ".col-head"
    step_instruction = ".hand .hint"

    def parts(self, ctx: Ctx) -> TableParts:
        return parts(ctx)

    def moment(self, ctx: Ctx, events: list[dict[str, Any]]) -> str | None:
        return generation_moment(ctx, events)

    def changed(self, before: dict[str, Any], after: dict[str, Any],
                events: list[dict[str, Any]]) -> Change:
        return changed(before, after, events)

    def news(self, view: dict[str, Any], events: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Since a seat's last turn: what came after the last generation's start (its end was
        the whole table's moment; said again it would push the hand off the screen)."""
        starts = [i for i, e in enumerate(events) if e.get("key") == "glace.generation_start"]
        return events[starts[-1] + 1:] if starts else events

    def rules_intro(self, shell: Shell) -> str:
        t = shell.t
        return (f"<p class=\"rules-goal\"><strong>{esc(t('glace.rules.goal'))}</strong></p>"
                f"<p class=\"table-rule\">{esc(t('glace.ui.table_rule'))}</p>"
                f"<figure class=\"rules-picture\">{_sample_board(shell)}"
                f"<figcaption>{esc(t('glace.rules.picture'))}</figcaption></figure>"
                f"<h3>{esc(t('glace.rules.example_title'))}</h3><p>{esc(t('glace.rules.example'))}</p>")

    def command(self, ctx: Ctx, name: str, value: str, form: Form) -> Any | None:
        return command(ctx, name, value)

    def render_end(self, ctx: Ctx) -> str:
        return render_end(ctx)


TABLE = GlaceTable()
