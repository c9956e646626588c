"""Shared helpers of the Défis Nature tests: the catalogue to test against, state surgery, and
the table's drivers (a round placed by taps, the boards turned, a table started).

The rules are tested on the packaged species when they are there, else on a small fixture with
the same schema (``fixtures/``), so that the rules tests never depend on the exact animals.
"""

from __future__ import annotations

import functools
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

from engine.core.errors import ContentError
from engine.defis_nature.actions import PlaceGhostPower
from engine.defis_nature.content import Catalogue, build_catalogue, catalogue
from engine.defis_nature.rules import DefisNatureGame
from engine.defis_nature.state import DefisState, SeatState
from tests.support.ui import act_buttons, make_app, start_game, ui_args
from web.app import App

FIXTURES = Path(__file__).parent / "fixtures"


@functools.cache
def fixture_catalogue() -> Catalogue:
    return build_catalogue(json.loads((FIXTURES / "species.json").read_text(encoding="utf-8")),
                           json.loads((FIXTURES / "decks.json").read_text(encoding="utf-8")))


@functools.cache
def rules_catalogue() -> Catalogue:
    """The packaged catalogue if present, else the fixture."""
    try:
        return catalogue()
    except ContentError:
        return fixture_catalogue()


def fixture_game() -> DefisNatureGame:
    return DefisNatureGame(fixture_catalogue())


def make_state(players: int = 2, options: dict[str, str] | None = None, seed: int = 1, *,
               ghost_battle: str = "weight") -> DefisState:
    """A game on the rules catalogue just set up; solo, its player has laid the ghost's power
    card on ``ghost_battle``."""
    game = DefisNatureGame(rules_catalogue())
    state = game.setup(players, options or {}, seed)
    return game.apply(state, 0, PlaceGhostPower(ghost_battle)) if players == 1 else state


def with_seat(state: DefisState, seat: int, **changes: Any) -> DefisState:
    seats: list[SeatState] = list(state.seats)
    seats[seat] = replace(seats[seat], **changes)
    return replace(state, seats=tuple(seats))


def turn_all_boards(app: App) -> int:
    """Tap "Retourner" until the last round's 4 boards are face up; returns the taps."""
    taps = 0
    while True:
        steps = ui_args(app.render(), "reveal")
        numbered = [s for s in steps if s.isdigit()]
        if not numbered:
            return taps
        app.command("ui", f"reveal:{numbered[0]}")
        taps += 1
        assert taps <= 4


def place_round(app: App, *, power: bool) -> list[str]:
    """Place the 4 cards of the hand by two taps each, maybe a power card, then validate.
    Returns the Défis cards placed. In solo, the ghost's power card goes on a battle first."""
    ghost = [a for a in act_buttons(app.render()) if a["type"] == "PlaceGhostPower"]
    if ghost:
        app.command("act", json.dumps(ghost[-1]))
        assert app.flash is None, app.flash
        assert "Its hidden power card is here." in app.render() \
            or "Sa carte Pouvoir cachée est ici." in app.render()
    placed = []
    for _ in range(4):
        cards = ui_args(app.render(), "card")
        assert cards, "no card to choose"
        app.command("ui", f"card:{cards[0]}")
        targets = [a for a in act_buttons(app.render()) if a["type"] == "Place"]
        assert targets and all(a["card"] == cards[0] for a in targets)
        app.command("act", json.dumps(targets[0]))
        assert app.flash is None, app.flash
        placed.append(cards[0])
    html = app.render()
    powers = ui_args(html, "power")
    if power and powers:
        app.command("ui", f"power:{powers[0]}")
        targets = [a for a in act_buttons(app.render()) if a["type"] == "PlacePower"]
        assert len(targets) == 4  # every battle holds a card and no power card yet
        app.command("act", json.dumps(targets[-1]))
    done = [a for a in act_buttons(app.render()) if a["type"] == "Done"]
    assert done, "no Valider button once the hand is empty"
    assert 'id="defis-validate"' in app.render()
    app.command("act", json.dumps(done[0]))
    return placed


def start_table(players: str, seed: str, lang: str = "fr") -> App:
    """A Défis table with Léa at seat 0 (and a strong bot at seat 1 when two play)."""
    app = make_app(lang=lang)
    form = {"players": players, "kind-0": "human", "name-0": "Léa", "seed": seed}
    if players == "2":
        form |= {"kind-1": "bot", "level-1": "strong"}
    start_game(app, "defis-nature", form)
    return app
