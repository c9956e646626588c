"""Défis Nature Protect – Le Tournoi at the table: placement, battle reveal, scores, deck builder.

Placing is two taps, like every Terraludo game: choose a card (a Défis card from the hand or a
power card), then one of the highlighted battle boards. Every target is a real ``<button>``
with a spoken label. When the 4 Défis cards are down, "Valider" (the engine's ``Done``) ends
the seat's placement; with several humans the shell hides each seat's cards behind the
hand-off screen.

The battles of the previous round are shown first, one board at a time ("Retourner"), from the
view's ``history``: each seat's card with its figure, the power cards and what they did, in
words, and the winning figure highlighted. The deck builder is its own screen
(``#/screen/defis-nature/decks``); custom decks are kept as JSON in the player's storage and
chosen per seat in the setup screen, which fills the engine's ``custom_decks`` option.

Figures are written the way a reader expects them: grams, kilograms or tonnes, millimetres,
centimetres or metres, with French number formatting in French (``1 200 g`` with a narrow
no-break space, ``2,5 m``) and English formatting in English (``1,200 g``, ``2.5 m``).
"""

from __future__ import annotations

from typing import Any

from engine.defis_nature.actions import Done, Place, PlaceGhostPower, PlacePower
from engine.defis_nature.content import BATTLES, catalogue

from ...effects import Effects
from ...html import esc
from ...seam import (
    Change,
    ChangeCue,
    Ctx,
    Form,
    GameTable,
    SetupState,
    Shell,
    TableParts,
    changed_ids,
)
from ...seam import part as part_name
from . import workshop
from .battles import (
    battle_head,
    reveal,
    round_results,
    who,
)
from .cards import (
    CATEGORY_ICONS,
    battle_name,
    card_chip,
    card_face,
    format_figure,
    icon,
    power_face,
    power_name,
    species_in_sentence,
    species_name,
)


# --- the game view ---------------------------------------------------------------------------
def command(ctx: Ctx, name: str, arg: str) -> Any:
    """UI-local steps: select a card or a power card, turn the battle boards over."""
    if name in ("card", "power"):
        current = ctx.ui.get("sel")
        ctx.ui["sel"] = None if current == (name, arg) else (name, arg)
        if ctx.ui["sel"] is not None:  # bring the battles where it may go into view
            ctx.focus_after = "button.board-slot.target"
    elif name == "reveal":
        ctx.ui["reveal"] = int(arg) if arg.isdigit() else len(BATTLES)
        # the next battle to turn, then "Continuer" once they are all turned
        ctx.focus_after = "#defis-turn" if ctx.ui["reveal"] < len(BATTLES) else "#moment-ok"
    elif name == "unselect":
        ctx.ui["sel"] = None
    return None


def _status(ctx: Ctx) -> str:
    v = ctx.view
    round_text = esc(ctx.t("defis.ui.round", round=v["round"], rounds=v["rounds"]))
    rows = []
    for s in v["seats"]:
        seat = s["seat"]
        if v.get("phase") == "over":
            state = ""
        elif s["ghost"]:
            state = esc(ctx.t("defis.ui.ghost_ready"))
        elif s["done"]:
            state = "✓ " + esc(ctx.t("defis.ui.ready"))
        else:
            state = "… " + esc(ctx.t("defis.ui.placing"))
        me = " me" if seat == ctx.seat else ""
        rows.append(f"<tr class=\"{me.strip()}\"{part_name(f'seat-{seat}')}><th scope=\"row\">{esc(who(ctx, seat))}</th>"
                    f"<td>{len(s['zone'])}</td><td>{s['power_cards_left']}</td>"
                    f"<td class=\"total\">{s['score']['total']}</td><td>{state}</td></tr>")
    head = "".join(f"<th scope=\"col\">{esc(ctx.t(k))}</th>" for k in (
        "defis.ui.col.player", "defis.ui.col.protected", "defis.ui.col.powers",
        "defis.ui.col.points", "defis.ui.col.state"))
    return (f"<section class=\"defis-status\" aria-labelledby=\"defis-status-h\" tabindex=\"0\">"
            f"<h3 id=\"defis-status-h\">{round_text}</h3>"
            f"<table class=\"defis-scores\"><caption class=\"sr-only\">{esc(ctx.t('defis.ui.running_score'))}</caption>"
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
            f"<p class=\"defis-why\"><small>{esc(ctx.t('defis.ui.points_why'))}</small></p>"
            f"{_tokens(ctx)}</section>")


def _tokens(ctx: Ctx) -> str:
    v = ctx.view
    tokens = v.get("tokens", [])
    if not tokens or v.get("bonus") == "none":
        return ""
    by_id = catalogue().tokens_by_id
    if v["bonus"] == "trio":
        cats = [by_id[t["id"]].trio for t in tokens if t["id"] in by_id]
        names = ", ".join(ctx.t(f"defis.category.{c}") for c in cats)
        mine = ""
        if ctx.seat is not None:
            zone_cats = {catalogue().species[c].category for c in v["seats"][ctx.seat]["zone"]}
            got = sum(1 for c in cats if c in zone_cats)
            mine = f" <small>({esc(ctx.t('defis.ui.trio_progress', n=got, total=len(cats)))})</small>"
        chips = "".join(f"<li>{icon(CATEGORY_ICONS[c])}{esc(ctx.t(f'defis.category.{c}'))}</li>" for c in cats)
        return (f"<div class=\"defis-tokens\"><p><strong>{esc(ctx.t('defis.bonus.trio'))}</strong>{ctx.colon}"
                f"{esc(ctx.t('defis.ui.trio_rule', categories=names))}{mine}</p>"
                f"<ul class=\"token-cats\">{chips}</ul></div>")
    items = []
    for t in tokens:
        token = by_id.get(t["id"])
        if token is None:
            continue
        labels = "".join(f"<span class=\"tcat\">{icon(CATEGORY_ICONS[c])}{esc(ctx.t(f'defis.category.{c}'))}</span>"
                         for c in token.triple)
        owner = (esc(ctx.t("defis.ui.token_owner", name=who(ctx, t["owner"], mid=True))) if t["owner"] is not None
                 else esc(ctx.t("defis.ui.token_free")))
        items.append(f"<li>{labels} — <em>{owner}</em></li>")
    return (f"<div class=\"defis-tokens\"><p><strong>{esc(ctx.t('defis.bonus.triple'))}</strong>{ctx.colon}"
            f"{esc(ctx.t('defis.ui.triple_rule'))}</p><ul>{''.join(items)}</ul></div>")


def _selected(ctx: Ctx) -> tuple[str, str] | None:
    sel = ctx.ui.get("sel")
    if isinstance(sel, (tuple, list)) and len(sel) == 2:
        return str(sel[0]), str(sel[1])
    return None


def _boards(ctx: Ctx) -> str:
    """The 4 battle boards of this seat, with targets for the selected card."""
    v = ctx.view
    me = v["me"]
    sel = _selected(ctx)
    targets: dict[str, Any] = {}
    for action in ctx.legal:
        if sel and sel[0] == "card" and isinstance(action, Place) and action.card == sel[1]:
            targets[action.battle] = action
        if sel and sel[0] == "power" and isinstance(action, PlacePower) and action.card == sel[1]:
            targets[action.battle] = action
        if isinstance(action, PlaceGhostPower):  # solo: the player lays the ghost's card
            targets[action.battle] = action
    ghost = next((s for s in v["seats"] if s["ghost"]), None)
    boards = []
    for place in me["placements"]:
        b = place["battle"]
        inner = ""
        if place["card"]:
            inner += card_face(ctx.t, place["card"], highlight=b)
        if place["power"]:
            inner += f"<span class=\"laid\">{power_face(ctx.t, place['power'], small=True)}</span>"
        if not inner:
            inner = f"<span class=\"empty-board\">{esc(ctx.t('defis.ui.empty_board'))}</span>"
        action = targets.get(b)
        if action is not None:
            key = {Place: "defis.ui.place_here", PlacePower: "defis.ui.power_here",
                   PlaceGhostPower: "defis.ui.ghost_power_target"}[type(action)]
            spoken = esc(ctx.t(key, battle=battle_name(ctx.t, b)))
            short = esc(ctx.t(key + "_short"))
            slot = ctx.act_button(action, f"<span class=\"target-label\"><span aria-hidden=\"true\">▼ {short}</span>"
                                  f"<span class=\"sr-only\">{spoken}</span></span>{inner}",
                                  cls="board-slot target")
        else:
            slot = f"<div class=\"board-slot\">{inner}</div>"
        ghost_note = ""
        if ghost is not None:
            power = ""
            if ghost.get("power_battle") == b:
                power = " " + esc(ctx.t("defis.ui.ghost_power_here"))
            ghost_note = f"<p class=\"ghost-note\">{esc(ctx.t('defis.ui.ghost_two_cards'))}{power}</p>"
        boards.append(f"<li class=\"board b-{b}\"><h4>{battle_head(ctx, b)}</h4>{slot}{ghost_note}</li>")
    # a heading for the board (first on the screen now, before the round's): screen readers
    # jump to it, and the battles' own headings follow it in order
    return (f"<h3 id=\"defis-boards-h\" class=\"sr-only\">{esc(ctx.t('defis.ui.my_battles'))}</h3>"
            f"<ol class=\"boards\" id=\"defis-boards\" tabindex=\"-1\" aria-labelledby=\"defis-boards-h\">"
            f"{''.join(boards)}</ol>")


def _picks(ctx: Ctx, ids: list[str], kind: str) -> str:
    """The hand's cards of one kind (a Défis card, a power card) as picks: each playable when a
    legal move lays it, the one chosen marked."""
    sel = _selected(ctx)
    move_type, face, cls = ((Place, card_face, "hand-dcard") if kind == "card"
                            else (PlacePower, power_face, "hand-pcard"))
    playable = {a.card for a in ctx.legal if isinstance(a, move_type)}
    return "".join(ctx.pick(face(ctx.t, cid), kind, cid, cls=cls, playable=cid in playable,
                            selected=sel == (kind, cid)) for cid in ids)


def _hand(ctx: Ctx) -> str:
    me = ctx.view["me"]
    if not me["hand"] and all(p["card"] is None for p in me["placements"]):
        return ""  # not dealt yet (solo: the ghost's power card comes first): nothing to count
    body = _picks(ctx, me["hand"], "card") or f"<p>{esc(ctx.t('defis.ui.hand_empty'))}</p>"
    return (f"<section class=\"defis-hand\" aria-labelledby=\"dhand-h\"><h3 id=\"dhand-h\">"
            f"{esc(ctx.t('defis.ui.hand', n=len(me['hand'])))}</h3><div class=\"hand-row\">{body}</div></section>")


def _powers(ctx: Ctx) -> str:
    me = ctx.view["me"]
    items = _picks(ctx, me["power_hand"], "power")
    if not items:
        body = f"<p>{esc(ctx.t('defis.ui.no_power_left'))}</p>"
    else:
        body = f"<div class=\"hand-row\">{items}</div>"
    return (f"<section class=\"defis-powers\" aria-labelledby=\"dpow-h\"><h3 id=\"dpow-h\">"
            f"{esc(ctx.t('defis.ui.power_hand', n=len(me['power_hand'])))}</h3>"
            f"<p class=\"hint\">{esc(ctx.t('defis.ui.power_rule'))}</p>{body}</section>")


def _hint(ctx: Ctx) -> str:
    me = ctx.view["me"]
    sel = _selected(ctx)
    if any(isinstance(a, PlaceGhostPower) for a in ctx.legal):
        key = "defis.ui.hint_ghost_power"
    elif sel and sel[0] == "card":
        key = "defis.ui.hint_pick_battle"
    elif sel and sel[0] == "power":
        key = "defis.ui.hint_pick_power_battle"
    elif me["hand"]:
        key = "defis.ui.hint_pick_card"
    else:
        key = "defis.ui.hint_validate"
    return f"<p class=\"defis-hint\" role=\"status\">{esc(ctx.t(key))}</p>"


def _others_ready(ctx: Ctx) -> str:
    """The others at a glance, one line above the step (they place in secret): who is ready,
    who is still placing; marked when a seat's state changed (its ``seat-<n>`` part)."""
    items = []
    for s in ctx.view["seats"]:
        if s["seat"] == ctx.seat or s["ghost"]:
            continue
        state = "✓ " + ctx.t("defis.ui.ready") if s["done"] else "… " + ctx.t("defis.ui.placing")
        items.append(f"<li{part_name('seat-' + str(s['seat']))}>{esc(who(ctx, s['seat']))}"
                     f"{esc(ctx.colon)}{esc(state)}</li>")
    return f"<ul class=\"defis-ready\">{''.join(items)}</ul>" if items else ""


def _validate(ctx: Ctx) -> str:
    done = next((a for a in ctx.legal if isinstance(a, Done)), None)
    if done is None:
        return ""
    me = ctx.view["me"]
    note = ""
    if me["power_hand"]:
        note = f"<p class=\"hint\">{esc(ctx.t('defis.ui.validate_note', n=len(me['power_hand'])))}</p>"
    return (f"<div class=\"defis-validate\">{note}"
            f"{ctx.act_button(done, esc(ctx.t('defis.ui.validate')), cls='button primary big', id='defis-validate')}</div>")


def _zones(ctx: Ctx, *, folded: bool = False) -> str:
    """Every protected zone; ``folded`` (while placing) keeps them one line until asked for,
    so that on a phone the battles and the hand come first."""
    v = ctx.view
    items = []
    for s in v["seats"]:
        chips = "".join(f"<li>{card_chip(ctx.t, c)}</li>" for c in s["zone"])
        body = f"<ul class=\"zone-list\">{chips}</ul>" if chips else f"<p class=\"hint\">{esc(ctx.t('defis.ui.zone_empty'))}</p>"
        items.append(f"<li class=\"zone\"{part_name('zone-' + str(s['seat']))}><h4>{esc(ctx.t('defis.ui.zone_of', name=who(ctx, s['seat'])))} "
                     f"<small>({esc(ctx.t('defis.ui.points_total', n=s['score']['total']))})</small></h4>{body}</li>")
    if folded:
        counts = " · ".join(f"{who(ctx, s['seat'])} {len(s['zone'])}" for s in v["seats"])
        return (f"<details class=\"defis-zones\"><summary><strong>{esc(ctx.t('defis.ui.zones'))}</strong>"
                f" <small>({esc(counts)})</small></summary><ul class=\"zones\">{''.join(items)}</ul></details>")
    return (f"<section class=\"defis-zones\" aria-labelledby=\"dzones-h\"><h3 id=\"dzones-h\">"
            f"{esc(ctx.t('defis.ui.zones'))}</h3><ul class=\"zones\">{''.join(items)}</ul></section>")


def parts(ctx: Ctx) -> TableParts:
    """The step (what to do now, "Valider", the hand and the power cards), the board (this
    seat's four battles, the targets of the card chosen under their criterion), the status
    (round, scores, bonus tokens) and the rest (the last round's battles, the zones). Each part
    is wrapped in the game's root class, which its stylesheet reads."""
    v = ctx.view
    last_round = max((r["round"] for r in v.get("history", [])), default=0)
    past = ""
    if last_round:  # the battles were turned over once for the whole table (``round_moment``)
        inner = reveal(ctx, last_round, len(BATTLES), step=False, title=False)
        past = (f"<details class=\"defis-past\"><summary>"
                f"{esc(ctx.t('defis.ui.results_of_round', round=last_round))}</summary>{inner}</details>")
    me = v.get("me")
    board = ""
    if me is not None and ctx.legal:
        step = f"{_others_ready(ctx)}{_hint(ctx)}{_validate(ctx)}{_hand(ctx)}{_powers(ctx)}"
        board = _boards(ctx)
    elif me is not None:
        step = f"<p class=\"defis-hint\">{esc(ctx.t('defis.ui.waiting_others'))}</p>"
        board = _boards(ctx)
    else:
        step = f"<p class=\"defis-hint\">{esc(ctx.t('defis.ui.waiting_table'))}</p>"
    placement = esc(ctx.t("defis.ui.placement"))
    return TableParts(
        step=f"<section class=\"defis defis-play\" aria-label=\"{placement}\">{step}</section>",
        board=f"<div class=\"defis defis-board\">{board}</div>" if board else "",
        status=f"<div class=\"defis\">{_status(ctx)}</div>",
        # on a phone the part itself is folded: the zones inside it need no second tap
        more=f"<div class=\"defis\">{past}{_zones(ctx, folded=ctx.size != 'phone')}</div>",
        status_label=str(ctx.t("defis.ui.part_status")), more_label=str(ctx.t("defis.ui.part_more")))


def render_end(ctx: Ctx) -> str:
    """The final score breakdown, the zones and every round's battles."""
    v = ctx.view
    parts = ("cards", "unused_powers", "biodiversity", "actions", "total")
    head = "".join(f"<th scope=\"col\">{esc(who(ctx, s['seat']))}</th>" for s in v["seats"])
    rows = []
    for part in parts:
        cells = "".join(f"<td>{s['score'][part]}</td>" for s in v["seats"])
        cls = " class=\"total\"" if part == "total" else ""
        rows.append(f"<tr{cls}><th scope=\"row\">{esc(ctx.t(f'defis.score.{part}'))}</th>{cells}</tr>")
    table = (f"<table class=\"defis-breakdown\"><caption>{esc(ctx.t('defis.ui.breakdown'))}</caption>"
             f"<thead><tr><td></td>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
             f"<p class=\"hint\">{esc(ctx.t('defis.ui.scoring_rule'))}</p>")
    rounds = sorted({r["round"] for r in v.get("history", [])})
    history = "".join(
        f"<details class=\"defis-past\"{' open' if rn == rounds[-1] else ''}><summary>"
        f"{esc(ctx.t('defis.ui.results_of_round', round=rn))}</summary>"
        f"{reveal(ctx, rn, len(BATTLES), step=False, title=False)}</details>" for rn in rounds)
    return f"<div class=\"defis defis-end\">{table}{_zones(ctx)}{history}</div>"


def log_args(t: Any, key: str, args: dict[str, Any]) -> dict[str, Any]:
    """Figures in the log read like on the cards: ``129 kg``, not ``129000.0 g``."""
    battle = args.get("battle")
    unit_key = args.get("unit_key")
    if not isinstance(battle, str) and isinstance(unit_key, str) and unit_key.startswith("defis.unit."):
        battle = unit_key.removeprefix("defis.unit.")
    if isinstance(battle, str):
        formatted = False
        for name in ("figure", "before", "other_figure"):
            value = args.get(name)
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                args[name] = format_figure(t, battle, float(value))
                formatted = True
        if formatted:
            args["unit_key"] = args["unit"] = ""
    # events carry ids (old saves also kept the names of their day: the ids win)
    for name in ("card", "other_card"):
        if isinstance(args.get(name), str):
            args[name] = species_in_sentence(t, args[name])
    if isinstance(args.get("power"), str):
        args["power"] = power_name(t, args["power"])
    return args




def round_moment(ctx: Ctx, events: list[dict[str, Any]]) -> str | None:
    """The round's battles, turned over one by one for the whole table at once (before any
    hand-off); the scores and zones show once every battle is turned."""
    ends = [e for e in events if e.get("key") == "defis.round_end"]
    if not ends:
        return None
    round_no = int(ends[-1]["args"].get("round", 0))
    if not round_results(ctx.view, round_no):
        return None
    turned = int(ctx.ui.get("reveal", 0))
    boards = reveal(ctx, round_no, turned, step=True)
    after = ""
    if turned >= len(BATTLES):
        after = f"{_status(ctx)}{_zones(ctx)}"
    return f"<div class=\"defis defis-moment\">{boards}{after}</div>"


def face_down_events(events: list[dict[str, Any]], turned: int) -> list[dict[str, Any]]:
    """The events of a round's reveal still face down once ``turned`` battles are turned."""
    starts = [i for i, e in enumerate(events) if e.get("key") == "defis.battle.start"]
    starts = starts[-len(BATTLES):]  # the last round's four battles
    if turned >= len(starts):
        return []
    return events[starts[turned]:]


#: log events told in the log but not in "Depuis ton dernier tour" (the battles' details)
NEWS_DETAIL = frozenset({"defis.battle.card", "defis.battle.under_deck", "defis.power.revealed",
                         "defis.battle.start", "defis.ready", "defis.battle.figure",
                         "defis.battle.protect_unneeded"})


def changed(before: dict[str, Any], after: dict[str, Any], events: list[dict[str, Any]]) -> Change:
    """A seat's row of the scores when it placed (face down: only that it did) or scored, its
    protected zone when it grew; the battles of a round turned over (a reveal)."""
    parts: set[str] = set()
    cue: ChangeCue = ""
    for seat in changed_ids(before.get("seats", []), after.get("seats", []), key="seat"):
        parts.add(f"seat-{seat}")
        if cue == "" and seat not in {str(s.get("seat")) for s in before.get("seats", [])
                                      if s.get("done")}:
            cue = "laid"
    old_zones = {s.get("seat"): s.get("zone") for s in before.get("seats", [])}
    for s in after.get("seats", []):
        if s.get("zone") != old_zones.get(s.get("seat")):
            parts.add(f"zone-{s.get('seat')}")
    if len(after.get("history", [])) != len(before.get("history", [])):
        cue = "reveal"
    return Change(frozenset(parts), cue)


class DefisTable(GameTable):
    # the step (issue 23): a card of the hand or a power, or "Valider"; then the battles it may
    # go to, each under its criterion ("Poids", "Longueur")
    step_controls = "button.hand-dcard, button.hand-pcard, .defis-validate button"
    step_targets = "button.board-slot.target"
    target_labels = ".board:has(button.board-slot.target) .bhead"
    step_instruction = ".defis-hint"

    def moment(self, ctx: Ctx, events: list[dict[str, Any]]) -> str | None:
        return round_moment(ctx, events)

    def changed(self, before: dict[str, Any], after: dict[str, Any],
                events: list[dict[str, Any]]) -> Change:
        return changed(before, after, events)

    def beats(self, events: list[dict[str, Any]]) -> list[int]:
        """A replay turns a round's battles over one by one (what comes before the first
        goes with it; the round's end with the last)."""
        starts = [i for i, e in enumerate(events) if e.get("key") == "defis.battle.start"]
        return [0, *starts[1:]]

    def news(self, view: dict[str, Any], events: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Each battle's result and the round's news, not every card shown and put back (four
        battles log some twenty lines; their results are what a player must know)."""
        return [e for e in events if e.get("key") not in NEWS_DETAIL]

    def moment_done(self, ctx: Ctx, events: list[dict[str, Any]]) -> bool:
        """The round's reveal closes once every battle is turned over (one tap could skip it)."""
        return int(ctx.ui.get("reveal", 0)) >= len(BATTLES)

    def face_down(self, ctx: Ctx, events: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The battles not turned over yet and what follows them (the round's end, the final
        scores): each battle's events run from its ``defis.battle.start`` to the next one."""
        return face_down_events(events, int(ctx.ui.get("reveal", 0)))

    def rules_intro(self, shell: Shell) -> str:
        """The goal in a sentence, two real cards side by side on one battle, and who wins."""
        t = shell.t
        cat = catalogue()
        first, second = "elephant-afrique", "baleine-bleue"
        if first not in cat.species or second not in cat.species:
            first, second = cat.all_card_ids()[:2]
        faces = "".join(f"<li>{card_face(t, sid, highlight='weight', figures=True)}</li>"
                        for sid in (first, second))
        return (f"<p class=\"rules-goal\"><strong>{esc(t('defis.rules.goal'))}</strong></p>"
                f"<figure class=\"rules-picture\"><ul class=\"rules-cards\">{faces}</ul>"
                f"<figcaption>{esc(t('defis.rules.picture'))}</figcaption></figure>"
                f"<h3>{esc(t('defis.rules.example_title'))}</h3>"
                f"<p>{esc(t('defis.rules.example', a=species_name(t, first), b=species_name(t, second)))}</p>")

    def parts(self, ctx: Ctx) -> TableParts:
        return parts(ctx)

    def command(self, ctx: Ctx, name: str, value: str, form: Form) -> Any | None:
        return command(ctx, name, value)

    def render_end(self, ctx: Ctx) -> str:
        return render_end(ctx)

    def log_args(self, shell: Shell, key: str, args: dict[str, Any]) -> dict[str, Any]:
        return log_args(shell.t, key, args)

    def setup_fields(self, shell: Shell, setup: SetupState) -> str:
        return workshop.setup_fields(shell, setup)

    def read_setup(self, shell: Shell, setup: SetupState, form: Form) -> None:
        workshop.read_setup(shell, setup, form)

    def render_screen(self, shell: Shell, screen: str) -> str | None:
        return workshop.render_screen(shell, screen)

    def screen_command(self, shell: Shell, screen: str, name: str, value: str,
                       form: Form) -> Effects | None:
        return workshop.screen_command(shell, screen, name, value, form)


TABLE = DefisTable()
