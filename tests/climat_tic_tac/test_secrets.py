"""Climat's secrets declaration (``secrets.py``) passes on the real views and catches the
leaks it is for: a Défi card in every seat's view (the whisper leak), a swap card shown
beyond its two seats, and a semi-cooperative card played face up without an ``epoch``
bump (the reveal undo could take back). On screen: every screen the table watches during a
Défi shows none of the challenger's secrets, in both modes and for every kind."""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Any

import pytest

from engine.climat_tic_tac.actions import OfferSwap, PlayCard
from engine.climat_tic_tac.rules import ClimatTicTac
from engine.climat_tic_tac.state import CttState
from engine.core import Event
from tests.climat_tic_tac.secrets import SECRETS, watched_screen_leaks
from tests.climat_tic_tac.test_table import _screen, _start_with_challenge
from tests.support.conformance import check_reveals_close_undo, check_secrets
from tests.support.ui import act_buttons, ui_args
from web.app import App

from .helpers import make_state

GAME = ClimatTicTac()


class DefiForAll(ClimatTicTac):
    """The whisper leak's shape: the Défi card in play is in every seat's view."""

    def _view(self, state: CttState, seat: int | None) -> dict[str, Any]:
        view = super()._view(state, seat)
        if state.challenge is not None:
            view["challenge"]["card"] = state.challenge.card
        return view


class SwapForAll(ClimatTicTac):
    """The swap card's log line told to every seat, not only the giver and the receiver."""

    def _view(self, state: CttState, seat: int | None) -> dict[str, Any]:
        loud = tuple(Event(e.key, e.args) if e.key == "ctt.log.swap_card" else e
                     for e in state.log)
        return super()._view(dataclasses.replace(state, log=loud), seat)


@pytest.mark.parametrize("mode", ["coop", "semi"])
def test_a_challenge_is_the_challengers_until_the_verdict(mode: str) -> None:
    state = make_state(3, mode=mode)
    state = GAME.apply(state, 0, PlayCard(state.hands[0][0], challenge=True))
    assert state.challenge is not None
    check_secrets(GAME, state, SECRETS)
    with pytest.raises(AssertionError, match=r"sees of seat 0.s private things .*'defi:"):
        check_secrets(DefiForAll(), state, SECRETS)


def test_a_semi_cooperative_swap_card_is_seen_by_its_two_seats_only() -> None:
    state = make_state(3, mode="semi", cooperation=True)
    card = state.hands[0][0]
    state = GAME.apply(state, 0, OfferSwap(card, 1))
    check_secrets(GAME, state, SECRETS)
    assert f"action:{card}" in SECRETS.shown(GAME.view(state, 1), 0)
    with pytest.raises(AssertionError, match=f"the table sees of seat 0.s private things "
                                              f"\\['action:{card}'\\]"):
        check_secrets(SwapForAll(), state, SECRETS)


def test_a_semi_cooperative_card_played_face_up_closes_undo() -> None:
    before = make_state(3, mode="semi")
    after = GAME.apply(before, 0, PlayCard(before.hands[0][0]))
    seen_before, seen_after = (check_secrets(GAME, s, SECRETS) for s in (before, after))
    check_reveals_close_undo(seen_before, seen_after, before.epoch, after.epoch)
    with pytest.raises(AssertionError, match="without an epoch bump"):
        check_reveals_close_undo(seen_before, seen_after, before.epoch, before.epoch)


# --- on screen: the screens the whole table watches ------------------------------------------

def _to_the_performance(kind: str, mix: str, mode: str, *, nearby: bool = True) -> App:
    """A 3-seat game whose seat 0 has taken up a Défi of ``kind`` and chosen its word (or read
    its sentence): the table is about to watch its screen. Alone with robots, someone nearby
    can guess (``nearby``), or not: then chance has decided."""
    app = _start_with_challenge(kind, mix, mode)
    html = _screen(app)
    app.command("act", json.dumps(next(a for a in act_buttons(html)
                                       if a["type"] == "PlayCard" and a["challenge"])))
    html = _screen(app)
    if mix == "one":  # asked before the word is chosen
        app.command("ui", "guesser:" if nearby else "chance:")
        if not nearby:
            return app
        html = app.render()
    app.command("act", json.dumps(next(a for a in act_buttons(html) if a["type"] == "ChooseWord")))
    return app


def _watched(app: App, step: str) -> str:
    """The screen on show, checked: seat 0's during its Défi, with none of its secrets."""
    assert app.turns is not None
    html = app.render()
    if 'id="moment-ok"' not in html:
        assert app.turns.screen_seat() == 0, step
    leaks = watched_screen_leaks(html, app.turns.match.state, 0)
    assert not leaks, f"{step}: {leaks}"
    return html


@pytest.mark.parametrize("mode", ["coop", "semi"])
@pytest.mark.parametrize("mix", ["one", "two", "all"])
@pytest.mark.parametrize("kind", ["drawing", "mime", "whisper"])
def test_the_screens_the_table_watches_show_no_secret(kind: str, mix: str, mode: str) -> None:
    """Every screen of a Défi that the table looks at — "C'est parti !", the timer running and run out, the whisper chain, the sentence shown and
    ticked — shows the public view only (no ★ secret city, no role, no hidden hand, no word
    but in the press-to-see button, no line of the challenger's own log); after the verdict,
    the challenger's private screen waits for its hand-off (issue 34, items 2 and 3)."""
    app = _to_the_performance(kind, mix, mode)
    turns = app.turns
    assert turns is not None
    if kind == "whisper":
        _watched(app, "the chain")
        app.command("ui", "shown:")
        for tick in ui_args(_watched(app, "the sentence shown"), "tick"):
            app.command("ui", f"tick:{tick}")
        _watched(app, "the sentence ticked")
    else:
        _watched(app, "C'est parti !")
        app.command("ui", "go:")
        assert 'role="timer"' in _watched(app, "the timer")
        app.tick(0.0)
        app.tick(60_000.0)
        assert "Temps écoulé" in _watched(app, "the time up")
    app.command("act", json.dumps({"type": "ChallengeResult", "won": True}))
    while 'id="moment-ok"' in app.render():
        _watched(app, "a moment")
        app.command("moment-ok")
    state = turns.match.state
    assert state.challenge is None and turns.game.current_players(state) == (0,)
    if mode == "semi" and mix != "one":  # the table was looking: the device goes back first
        assert turns.handoff_needed() == 0 and 'id="handoff-ready"' in app.render()


@pytest.mark.parametrize("mode", ["coop", "semi"])
@pytest.mark.parametrize("kind", ["drawing", "mime", "whisper"])
def test_a_challenge_left_to_chance_shows_no_secret(kind: str, mode: str) -> None:
    """Alone with robots and nobody nearby: "Non", chance decides; the dice are the table's."""
    app = _to_the_performance(kind, "one", mode, nearby=False)
    assert "Le hasard décide" in _watched(app, "the dice")


def test_no_line_of_the_shared_log_says_tu() -> None:
    """The table's log (what a shared screen shows) speaks of the seats by name: every "tu"
    line (the secret role, the Défi drawn, the word chosen, the sentence read) is its seat's
    own. Random games of both modes, swaps and challenges included."""
    from engine.core import Prng, seed_state
    from web.i18n import catalog

    strings = catalog()
    tu = re.compile(r"\b(tu|ton|ta|tes|toi)\b|\bt'", re.IGNORECASE)
    public: set[str] = set()
    for mode in ("coop", "semi"):
        state = make_state(3, seed=4, mode=mode, cooperation=True)
        rng = Prng(seed_state(4))
        while not state.result:
            seat = GAME.current_players(state)[0]
            state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
        public |= {event.key for event in state.log if event.seats is None}
    assert {"ctt.log.challenge_end", "ctt.log.swap_offer"} <= public  # the cases were met
    spoken = [key for key in sorted(public)
              for variant in (key, f"{key}.one") if variant in strings
              if tu.search(strings[variant]["fr"])]
    assert not spoken, spoken


def test_the_watched_screens_check_sees_a_seats_own_screen_leak() -> None:
    """The check above would find the secrets: on seat 0's own screen before its Défi (its
    role panel, its secret cities marked ◆), it names them."""
    app = _start_with_challenge("drawing", "two", "semi")
    assert app.turns is not None
    html = _screen(app)
    leaks = watched_screen_leaks(html, app.turns.match.state, 0)
    assert "secret cities (◆)" in leaks and "the role panel" in leaks, leaks
