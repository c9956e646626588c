"""Climat Tic Tac at the table: the ``GameTable`` and the step to play now.

The table is laid out like its engine (``engine/climat_tic_tac``): this module holds the
``ClimatTable`` the shell calls, the step panel (one panel of buttons: the cards with
"Appliquer l'effet" and "Relever un défi", no selection step; the swaps; one button per pawn
to remove or city to place on), the secret role, the hands and piles, and the science notes.
The pieces it draws with are in ``pieces.py`` (names, cards, pawns, the CO₂ and time tracks),
the world map in ``map.py``, a Défi's screens in ``challenge.py``, what the whole table stops
for and the end in ``moments.py``.

The table names only ids from the engine's view, read through its declared shape
(``engine.climat_tic_tac.view.as_view``); every word comes from the content (city, card and
role names, card texts) or from ``strings.json`` (``ctt.ui.*``).
"""

from __future__ import annotations

from typing import Any

from engine.climat_tic_tac.actions import (
    AskSwap,
    Discard,
    GiveBack,
    OfferSwap,
    PlacePawn,
    PlayCard,
    RemovePawn,
    Renew,
)
from engine.climat_tic_tac.content import content_index, french_from
from engine.climat_tic_tac.content import notes as science_notes
from engine.climat_tic_tac.hazards import city_lost_by
from engine.climat_tic_tac.state import HAZARDS
from engine.climat_tic_tac.view import as_view

from ...html import esc
from ...seam import Change, ChangeCue, Ctx, Form, GameTable, Shell, TableParts, changed_ids, part
from .challenge import (
    challenge_info,
    chance_without_word,
    is_robot,
    other_humans,
    performing,
    table_watches,
    verdict_step,
    word_step,
)
from .map import SECRET_CITY, city_list, world_map
from .moments import render_end, table_moment
from .pieces import (
    aleas_card,
    card_title,
    city_name,
    hand_card,
    hazard_name,
    in_lang,
    nb,
    pawn_badge,
    pawns_inline,
    status_panel,
    view_cities,
)


def _my_role(ctx: Ctx) -> str | None:
    roles = ctx.view.get("roles") or []
    if ctx.seat is None or ctx.seat >= len(roles):
        return None
    role = roles[ctx.seat]
    return str(role) if role else None


def _role_panel(ctx: Ctx) -> str:
    if ctx.view["mode"] != "semi" or performing(ctx):
        return ""
    role = _my_role(ctx)
    if role is None:
        return (f"<section class=\"ctt-role\"><h3>{esc(ctx.t('ctt.ui.role'))}</h3>"
                f"<p>{esc(ctx.t('ctt.ui.role_hidden'))}</p></section>")
    r = content_index().roles[role]
    cities = ", ".join(city_name(ctx, c) for c in r["cities"])
    return (f"<section class=\"ctt-role\"><h3>{esc(ctx.t('ctt.ui.role_mine', name=ctx.name(ctx.seat)))}</h3>"
            f"<p><strong>{esc(in_lang(r['name'], ctx.lang))}</strong> — {esc(in_lang(r['text'], ctx.lang))}</p>"
            f"<p>{SECRET_CITY} {esc(ctx.t('ctt.ui.role_cities', cities=cities))}</p>"
            f"<p><small>{esc(in_lang(content_index().content['roles']['caveat'], ctx.lang))}</small></p></section>")


def _piles(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    last_action = v["action_discard"][-1] if v["action_discard"] else None
    last = (f" — {esc(ctx.t('ctt.ui.last_discard', card=card_title(ctx, last_action)))}"
            if last_action else "")
    back = v.get("defi_next_back")
    back_txt = f" — {esc(ctx.t('ctt.ui.defi_back', kind=ctx.t(f'ctt.kind.{back}')))}" if back else ""
    seuil = esc(ctx.t("ctt.ui.seuil_in")) if v["seuil_added"] else esc(ctx.t("ctt.ui.seuil_out", ppm=v["threshold_ppm"]))
    return (f"<section class=\"ctt-piles\"{part('piles')}><h3>{esc(ctx.t('ctt.ui.piles'))}</h3><ul>"
            f"<li>{esc(ctx.t('ctt.ui.action_pile', n=v['action_pile'], d=len(v['action_discard'])))}{last}</li>"
            f"<li>{esc(ctx.t('ctt.ui.aleas_pile', n=v['aleas_pile'], d=len(v['aleas_discard'])))} · {seuil}</li>"
            f"<li>{esc(ctx.t('ctt.ui.defi_pile', n=v['defi_pile']))}{back_txt}</li></ul>"
            f"{_discards(ctx)}</section>")


def _discards(ctx: Ctx) -> str:
    """The discards, newest first, one tap away (what has been played and what has struck)."""
    v = as_view(ctx.view)
    if not v["action_discard"] and not v["aleas_discard"]:
        return ""
    actions = "".join(f"<li>{esc(card_title(ctx, c))}</li>" for c in reversed(v["action_discard"]))
    aleas = "".join(f"<li>{esc(card_title(ctx, c))}</li>" for c in reversed(v["aleas_discard"]))
    return (f"<details class=\"ctt-discards\"><summary>{esc(ctx.t('ctt.ui.discards'))}</summary>"
            f"<div class=\"ctt-zone-grid\"><div><h4>{esc(ctx.t('ctt.ui.discards_action'))}</h4>"
            f"<ol>{actions or '<li>—</li>'}</ol></div><div><h4>{esc(ctx.t('ctt.ui.discards_aleas'))}</h4>"
            f"<ol>{aleas or '<li>—</li>'}</ol></div></div></details>")


def _panel(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    if v["over"]:
        return ""
    phase = v["phase"]
    to_move = v["to_move"]
    mover = to_move[0] if to_move else None
    if not ctx.legal:
        who = ctx.name(mover)
        return (f"<section class=\"ctt-panel wait\" aria-labelledby=\"ctt-step\"><h3 id=\"ctt-step\">"
                f"{esc(ctx.t('ctt.ui.waiting', name=who))}</h3>{challenge_info(ctx)}</section>")
    body = ""
    title = ctx.t(f"ctt.phase.{phase}")
    if phase == "action":
        body = _action_step(ctx)
    elif phase == "offer":
        sw = v["swap"]
        assert sw is not None  # a swap under way
        title = ctx.t("ctt.ui.offer_title", giver=ctx.name(sw["giver"]), receiver=ctx.name(sw["receiver"]))
        body = "<div class=\"ctt-hand\">" + "".join(
            hand_card(ctx, a.card, ctx.act_button(a, esc(ctx.t("ctt.ui.give_to", name=ctx.name(a.receiver))),
                                                   cls="button primary"))
            for a in ctx.legal if isinstance(a, OfferSwap)) + "</div>"
    elif phase == "swap":
        sw = v["swap"]
        assert sw is not None  # a swap under way
        title = ctx.t("ctt.ui.swap_title", giver=ctx.name(sw["giver"]),
                      card=card_title(ctx, sw["card"]) if sw["card"] else "?")
        body = "<div class=\"ctt-hand\">" + "".join(
            hand_card(ctx, a.card, ctx.act_button(a, esc(ctx.t("ctt.ui.give_back")), cls="button primary"))
            for a in ctx.legal if isinstance(a, GiveBack)) + "</div>"
    elif phase == "word":
        title, body = word_step(ctx)
    elif phase == "verdict":
        title, body = verdict_step(ctx)
    elif phase == "effect":
        title, body = _effect_step(ctx)
        body += _effect_swap(ctx)
    elif phase == "discard":
        body = "<div class=\"ctt-hand\">" + "".join(
            hand_card(ctx, a.card, ctx.act_button(a, esc(ctx.t("ctt.ui.discard")), cls="button")
                      + _give_buttons(ctx, a.card))
            for a in ctx.legal if isinstance(a, Discard)) + "</div>"
        toggle = _swap_toggle(ctx)
        body += (f"<p class=\"row\">{toggle}</p>" if toggle else "") + _swap_asks(ctx)
    return (f"<section class=\"ctt-panel\" aria-labelledby=\"ctt-step\"><h3 id=\"ctt-step\">"
            f"{esc(ctx.t('ctt.ui.your_turn', name=ctx.name(ctx.seat)))} {esc(title)}</h3>{body}</section>")


def _action_step(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    odds = v["odds"]
    # the odds matter only when chance would settle a challenge: nobody else to guess
    odds_txt = "" if ctx.seat is None or other_humans(ctx, ctx.seat) else " " + nb(ctx.t(
        "ctt.ui.odds_if_chance", drawing=odds["drawing"], mime=odds["mime"],
        whisper=odds["whisper"]), ctx.lang)
    cards = []
    for card in v["hand"] or []:
        buttons = ""
        play = PlayCard(card, False)
        if play in ctx.legal:
            buttons += ctx.act_button(play, esc(ctx.t("ctt.action.play")), cls="button primary")
            buttons += ctx.act_button(PlayCard(card, True), "★ " + esc(ctx.t("ctt.action.challenge")),
                                      cls="button ctt-challenge")
        cards.append(hand_card(ctx, card, buttons + _give_buttons(ctx, card)))
    extra = ""
    if Renew() in ctx.legal or _swap_toggle(ctx):
        renew = (ctx.act_button(Renew(), esc(ctx.t('ctt.action.renew')), cls='button small') + " "
                 if Renew() in ctx.legal else "")
        extra = f"<p class=\"row\">{renew}{_swap_toggle(ctx)}</p>"
    return (f"<p class=\"hint\">{esc(ctx.t('ctt.ui.play_hint'))}{esc(odds_txt)}</p>"
            f"<div class=\"ctt-hand\">{''.join(cards)}</div>{extra}{_swap_asks(ctx)}")


def _own_offers(ctx: Ctx) -> list[OfferSwap]:
    """The swaps the seat to move may start with its own token (not a card it was asked for:
    that is the ``offer`` step's whole panel)."""
    if ctx.view["phase"] == "offer":
        return []
    return [a for a in ctx.legal if isinstance(a, OfferSwap)]


def _swap_toggle(ctx: Ctx) -> str:
    """"Donner une carte (jeton)": one tap shows a "Donner à …" button on each card. The book
    allows it at any moment, so it is there at every step of the turn the engine allows
    (before playing, while moving pawns, before discarding), never during a Défi."""
    if not _own_offers(ctx):
        return ""
    swapping = bool(ctx.ui.get("swap"))
    return ctx.ui_button(esc(ctx.t("ctt.action.offer_swap")), "swap", cls="button small",
                         aria_pressed="true" if swapping else "false")


def _give_buttons(ctx: Ctx, card: str) -> str:
    """The "Donner à …" buttons of ``card``, once the swap toggle is on."""
    if not ctx.ui.get("swap"):
        return ""
    return "".join(ctx.act_button(a, esc(ctx.t("ctt.ui.give_to", name=ctx.name(a.receiver))),
                                  cls="button small")
                   for a in _own_offers(ctx) if a.card == card)


def _effect_swap(ctx: Ctx) -> str:
    """While the active player moves pawns, the swaps of the moment: its own card to give
    (the hand shown here, with its buttons, once the toggle is on) and a partner's."""
    toggle = _swap_toggle(ctx)
    hand = as_view(ctx.view)["hand"] or []
    cards = ""
    if toggle and ctx.ui.get("swap"):
        cards = "<div class=\"ctt-hand\">" + "".join(
            hand_card(ctx, card, _give_buttons(ctx, card)) for card in hand) + "</div>"
    row = f"<p class=\"row\">{toggle}</p>" if toggle else ""
    return f"{row}{cards}{_swap_asks(ctx)}"


def _swap_asks(ctx: Ctx) -> str:
    """Swaps the other people may make now, one tap away ("Papa donne une carte à Inès"): the
    book allows a swap at any moment, so someone can hand the active player the card they
    need. Only people give (robots keep their token for their own turn); the giver then
    chooses its card — on its own screen in the semi-cooperative game."""
    asks = [a for a in ctx.legal if isinstance(a, AskSwap) and not is_robot(ctx, a.giver)]
    if not asks:
        return ""
    buttons = "".join(ctx.act_button(a, esc(ctx.t("ctt.ui.ask_swap", giver=ctx.name(a.giver),
                                                   receiver=ctx.name(a.receiver))),
                                     cls="button small") for a in asks)
    return (f"<details class=\"ctt-asks\"><summary>{esc(ctx.t('ctt.ui.asks'))}</summary>"
            f"<p class=\"hint\">{esc(ctx.t('ctt.ui.asks_hint'))}</p><div class=\"row\">{buttons}</div></details>")


def _effect_step(ctx: Ctx) -> tuple[str, str]:
    v = as_view(ctx.view)
    task = v["task"]
    assert task is not None  # the effect step is a task's
    cause = ""
    if played := v.get("played"):
        a = content_index().actions[played]
        slot = v.get("slot") or "normal"
        cause = (f"<p>{esc(ctx.t('ctt.ui.card_effect', card=in_lang(a['title'], ctx.lang), slot=ctx.t(f'ctt.slot.{slot}')))}"
                 f"<br><strong>{esc(in_lang(a['effect_text'][slot], ctx.lang))}</strong></p>")
    elif drawn := v.get("aleas_card"):
        cause = aleas_card(ctx, drawn, current=True, story=False)  # read aloud in its moment
    if task["cause"] and task["cause"] in content_index().city_records:
        cause = f"<p>{esc(ctx.t('ctt.ui.displaced', city=city_name(ctx, task['cause'])))}</p>" + cause
    state = view_cities(v)
    if task["kind"] == "remove":
        title = ctx.t("ctt.phase.remove")
        removed = task["removed"]
        done = " ".join(pawn_badge(ctx, h, n) for h, n in removed.items() if n)
        done_txt = f"<p>{esc(ctx.t('ctt.ui.removed_so_far'))} {done}</p>" if done else ""
        by_city: dict[str, list[Any]] = {}
        for a in ctx.legal:
            if isinstance(a, RemovePawn):
                by_city.setdefault(a.city, []).append(a)
        rows = []
        for cid, acts in by_city.items():
            btns = "".join(ctx.act_button(
                a, f"{pawn_badge(ctx, a.hazard)} <span class=\"sr-only\">{esc(ctx.t('ctt.ui.remove_from', city=city_name(ctx, cid), from_city=french_from(city_name(ctx, cid))))}</span>"
                   f"<span aria-hidden=\"true\">−1</span>", cls="button small") for a in acts)
            rows.append(f"<li><span class=\"cname\">{esc(city_name(ctx, cid))}</span> {pawns_inline(ctx, state[cid])} {btns}</li>")
        return title, f"{cause}{done_txt}<ul class=\"ctt-targets\">{''.join(rows)}</ul>"
    title = ctx.t("ctt.ui.place_title", count=task["count"], hazard=hazard_name(ctx, task["hazard"]))
    rows = []
    any_falls = False
    hazard = HAZARDS.index(task["hazard"]) if task["hazard"] in HAZARDS else -1
    for a in ctx.legal:
        if isinstance(a, PlacePawn):
            c = state[a.city]
            # said before the tap: this pawn makes the city uninhabitable (its people leave);
            # on the button as ⚠ (the hint says what it means), in words for screen readers
            falls = hazard >= 0 and city_lost_by(tuple(
                n + (i == hazard) for i, n in enumerate(c["pawns"][h] for h in HAZARDS)))
            warn = (f"<span class=\"ctt-falls\" aria-hidden=\"true\">⚠</span>"
                    f"<span class=\"sr-only\">{esc(ctx.t('ctt.ui.place_falls'))}</span> " if falls else "")
            label = (f"{esc(city_name(ctx, a.city))} {warn}"
                     f"<span class=\"sr-only\">{esc(ctx.t('ctt.ui.place_on'))}</span>")
            any_falls = any_falls or falls
            rows.append(f"<li>{ctx.act_button(a, label, cls='button small' + (' falls' if falls else ''))} "
                        f"{pawns_inline(ctx, c)}</li>")
    legend = (f"<p class=\"hint\" aria-hidden=\"true\"><strong class=\"ctt-falls\">⚠</strong>{ctx.colon}"
              f"{esc(ctx.t('ctt.ui.place_falls'))}</p>" if any_falls else "")
    return title, (f"{cause}<p>{esc(ctx.t('ctt.ui.place_hint'))}</p>{legend}"
                   f"<ul class=\"ctt-targets\">{''.join(rows)}</ul>")


def _hands(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    rows = []
    for seat, hand in enumerate(v["hands"]):
        if seat == ctx.seat and ctx.legal and (
                v["phase"] in ("action", "offer", "swap", "discard")
                or (v["phase"] == "effect" and ctx.ui.get("swap") and _own_offers(ctx))):
            continue  # already on screen, with its buttons
        if seat == ctx.seat and performing(ctx):
            continue  # the others are looking at the screen
        if hand is None:
            body = f"<p class=\"ctt-hidden\">{esc(ctx.t('ctt.ui.hidden_hand', n=v['hand_sizes'][seat]))}</p>"
        else:
            body = "<div class=\"ctt-hand mini\">" + ("".join(hand_card(ctx, c, compact=True) for c in hand) or "—") + "</div>"
        token = " · ⚑ " + esc(ctx.t("ctt.ui.coop_token")) if v["cooperation"] and v["coop_tokens"][seat] else ""
        turn = " ▶" if v["active"] == seat else ""
        rows.append(f"<li><h4>{esc(ctx.name(seat))}{turn}{token}</h4>{body}</li>")
    head = ctx.t("ctt.ui.hands_open") if v["mode"] == "coop" else ctx.t("ctt.ui.hands")
    return f"<section class=\"ctt-hands\"><h3>{esc(head)}</h3><ul>{''.join(rows)}</ul></section>"


def _glance(ctx: Ctx) -> str:
    """What the robots (and the others) changed, at a glance above the step: the CO₂, the
    Aléas card, the Action card last played and (on a phone, where the map is under the step)
    the cities named since this seat's last turn; each carries its part, so a robot's move is
    marked on the first screen while the piles and cards themselves are further down."""
    v = as_view(ctx.view)
    t = ctx.t
    items = [f"<li{part('ppm')}>CO₂{esc(ctx.colon)}{v['ppm']}\u00a0ppm</li>"]
    aleas = v.get("aleas_card") or (v["aleas_discard"][-1] if v["aleas_discard"] else None)
    if aleas:
        items.append(f"<li{part('aleas')}>{esc(t('ctt.ui.glance_aleas', card=card_title(ctx, aleas)))}</li>")
    if v["action_discard"]:
        items.append(f"<li{part('piles')}>{esc(t('ctt.ui.glance_action', card=card_title(ctx, v['action_discard'][-1])))}</li>")
    if ctx.size == "phone":
        known = {str(c.get("id")) for c in v.get("cities", [])}
        named = dict.fromkeys(str(e.get("args", {}).get("city")) for e in ctx.news
                              if str(e.get("args", {}).get("city")) in known)
        items += [f"<li{part(f'city-{cid}')}>{esc(city_name(ctx, cid))}</li>" for cid in named]
    return f"<ul class=\"ctt-glance\">{''.join(items)}</ul>"


def _last_aleas(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    drawn = v.get("aleas_card")
    if v["phase"] == "effect" and drawn:
        return ""  # in the panel
    if drawn:
        return f"<div{part('aleas')}>{aleas_card(ctx, drawn, current=True)}</div>"
    if v["aleas_discard"]:
        return f"<div{part('aleas')}>{aleas_card(ctx, v['aleas_discard'][-1], current=False)}</div>"
    return ""


def parts(ctx: Ctx) -> TableParts:
    """The step (what to do now, the seat's secret role), the world map and its cities, the
    tracks and the last Aléas card, then the hands, the piles and the science notes."""
    mine = set()
    role = _my_role(ctx)
    if role and not performing(ctx):  # the table is looking: no secret city is marked
        mine = set(content_index().roles[role]["cities"])
    targets: set[str] = set()
    for a in ctx.legal:
        if isinstance(a, (RemovePawn, PlacePawn)):
            targets.add(a.city)
    notes = ""
    if ctx.ui.get("notes"):
        notes = (f"<section class=\"ctt-notes-inline\">{ctx.ui_button(esc(ctx.t('ctt.ui.close_notes')), 'notes', cls='button small')}"
                 f"{notes_html(ctx)}</section>")
    notes_btn = ctx.ui_button(esc(ctx.t("ctt.ui.science")), "notes", cls="button small",
                              aria_expanded="true" if ctx.ui.get("notes") else "false")
    return TableParts(
        step=f"<div class=\"ctt-table\">{_glance(ctx) if ctx.legal else ''}{_panel(ctx)}{_role_panel(ctx)}</div>",
        board=f"<div class=\"ctt-table\">{world_map(ctx, targets, mine)}{city_list(ctx, mine)}</div>",
        status=f"<div class=\"ctt-table\">{status_panel(ctx)}{_last_aleas(ctx)}</div>",
        more=(f"<div class=\"ctt-table\">{_hands(ctx)}{_piles(ctx)}{notes}"
              f"<p class=\"row\">{notes_btn}</p></div>"),
        status_label=ctx.t("ctt.ui.part_status"), more_label=ctx.t("ctt.ui.part_more"))


def _sample_map(shell: Shell) -> str:
    """The world map at the start of a seeded game, drawn by the table itself (the rules' picture)."""
    from engine.climat_tic_tac import GAME

    state = GAME.setup(3, {}, seed=12)
    ctx = Ctx(shell, GAME, GAME.view(state, None), [], None, ["Léa", "Tom", "Inès"], {})
    return world_map(ctx, set(), set())


def notes_html(shell: Shell) -> str:
    """The science page: every note of ``content.notes()``; the hazards note lists the three
    kinds of pawn right after its second paragraph ("in three ways:")."""
    lang = shell.lang
    out = []
    for note in science_notes():
        paras = [f"<p>{esc(in_lang(p, lang))}</p>" for p in note["paragraphs"]]
        if note["id"] == "hazards":
            paras.insert(2, "<ul>" + "".join(
                f"<li>{pawn_badge(shell, h, named=True)} <strong>{esc(hazard_name(shell, h))}</strong>{shell.colon}"
                f"{esc(in_lang(content_index().hazard_records[h]['meaning'], lang))}</li>" for h in HAZARDS) + "</ul>")
        sources = " · ".join(in_lang(s, lang) for s in note["sources"])
        out.append(f"<section><h3>{esc(in_lang(note['title'], lang))}</h3>{''.join(paras)}"
                   f"<p><small>{esc(sources)}</small></p></section>")
    return (f"<div class=\"ctt-notes\"><h2>{esc(shell.t('ctt.ui.science'))}</h2>"
            f"<p class=\"lead\">{esc(shell.t('ctt.ui.science_intro'))}</p>{''.join(out)}</div>")



def changed(before: dict[str, Any], after: dict[str, Any], events: list[dict[str, Any]]) -> Change:
    """The cities whose pions changed or that were lost, the CO₂ track when it moved, the
    Aléas card drawn, the piles when an Action card was played; a challenge's outcome heard."""
    parts = {f"city-{cid}" for cid in changed_ids(before.get("cities", []), after.get("cities", []))}
    if before.get("ppm") != after.get("ppm"):
        parts.add("ppm")
    if (before.get("aleas_card"), before.get("aleas_discard")) != (after.get("aleas_card"),
                                                                    after.get("aleas_discard")):
        parts.add("aleas")
    if before.get("action_discard") != after.get("action_discard"):
        parts.add("piles")
    cue: ChangeCue = "laid" if parts else ""
    for event in events:
        key, args = event.get("key", ""), event.get("args", {})
        if key == "ctt.log.challenge_end":
            cue = "success" if args.get("won") else "failure"
        elif key == "ctt.log.aleas" and cue == "laid":
            cue = "reveal"
    return Change(frozenset(parts), cue)

class ClimatTable(GameTable):
    #: the drawing and mime challenges have a timer (its length, or none, at set-up)
    uses_timer = True
    #: no team score: the rules keep none; the end screen says why the team won or lost and
    #: which cities fell
    team_score_key = None
    #: the secret role is on the player's screen; the live region never reads it aloud
    unspoken_keys = frozenset({"ctt.log.role"})
    #: the step: the panel's buttons (the cities to take pawns from are listed there too, the
    #: map only lights them up); its title says what to do
    step_controls = (".ctt-panel:not(.wait) button[data-cmd=act], "
                     ".ctt-panel:not(.wait) button[data-cmd=ui]")
    step_instruction = ".ctt-panel h3"

    def parts(self, ctx: Ctx) -> TableParts:
        return parts(ctx)

    def watched(self, view: dict[str, Any]) -> bool:
        """The challenger's screen while the others guess or whisper (``table_watches``): the
        shell shows the table's log beside it, no "Depuis ton dernier tour", and the
        challenger's next private screen waits for its hand-off."""
        return table_watches(view)

    def command(self, ctx: Ctx, name: str, value: str, form: Form) -> Any | None:
        if name in ("swap", "notes"):
            ctx.ui[name] = not ctx.ui.get(name)
        elif name in ("shown", "go", "guesser"):
            # one-way steps of a challenge: the sentence shown, "C'est parti !", "Oui,
            # quelqu'un d'autre peut deviner" (the shell resets them after every move)
            ctx.ui[name] = True
            if name == "go":  # the performance runs: not on "Défi réussi", which a second
                # Enter would press by accident, but on the word to peek at or the timer
                ctx.focus_after = ".ctt-panel .ctt-peek, .ctt-panel .timer button"
        elif name == "chance":  # alone with robots, nobody nearby: chance, no word chosen
            return chance_without_word(ctx)
        elif name == "tick":
            ticked = set(str(ctx.ui.get("ticks", "")).split(",")) - {""}
            ticked ^= {value}
            ctx.ui["ticks"] = ",".join(sorted(ticked))
            ctx.focus_after = f'[data-cmd="ui"][data-arg="tick:{value}"]'  # the next word is a Tab away
        return None

    def changed(self, before: dict[str, Any], after: dict[str, Any],
                events: list[dict[str, Any]]) -> Change:
        return changed(before, after, events)

    def moment(self, ctx: Ctx, events: list[dict[str, Any]]) -> str | None:
        return table_moment(ctx, events)

    def render_end(self, ctx: Ctx) -> str:
        return render_end(ctx)

    def log_args(self, shell: Shell, key: str, args: dict[str, Any]) -> dict[str, Any]:
        out = dict(args)
        card = out.get("card")
        if (key == "ctt.log.challenge_end" and out.get("kind_key") == "ctt.kind.whisper"
                and card in content_index().defis):
            # a whisper is played with its sentence: the line names it, not the card's words
            sentence = in_lang(content_index().defis[card]["whisper"], shell.lang)
            sentence = sentence.replace("**", "").rstrip(".")  # the line's own full stop ends it
            out["card"] = f"«\u202f{sentence}\u202f»" if shell.lang == "fr" else f"“{sentence}”"
        elif isinstance(card, str):
            out["card"] = card_title(shell, card)
        if isinstance(out.get("city"), str):
            out["city"] = city_name(shell, out["city"])
        if isinstance(out.get("role"), str) and out["role"] in content_index().roles:
            out["role"] = in_lang(content_index().roles[out["role"]]["name"], shell.lang)
        if isinstance(out.get("scenario"), str) and out["scenario"] in content_index().sides:
            title = in_lang(content_index().sides[out["scenario"]]["title"], shell.lang)
            out["scenario"] = f"«\u202f{title}\u202f»" if shell.lang == "fr" else f"“{title}”"
        out.pop("cards", None)
        result = out.get("result_key")
        if key == "ctt.log.game_end" and isinstance(result, str):
            # the engine's result texts need figures this event does not carry
            out["result_key"] = "ctt.ui.result." + result.rsplit(".", 1)[-1]
        return out

    def rules_intro(self, shell: Shell) -> str:
        t = shell.t
        return (f"<p class=\"rules-goal\"><strong>{esc(t('ctt.rules.goal'))}</strong></p>"
                f"<figure class=\"rules-picture ctt\">{_sample_map(shell)}"
                f"<figcaption>{esc(t('ctt.rules.picture'))}</figcaption></figure>"
                f"<h3>{esc(t('ctt.rules.example_title'))}</h3>"
                f"<p>{esc(t('ctt.rules.example'))}</p>")

    def render_screen(self, shell: Shell, screen: str) -> str | None:
        if screen == "science":
            return notes_html(shell)
        return None


TABLE = ClimatTable()
