"""Builders for hand-made positions of La Glace et le Ciel, random games, and a human's turn
tapped on the table."""

from __future__ import annotations

import copy
import json
from typing import Any

from engine.core import Match, Prng, SeatSpec, seed_state
from engine.core.content import load_json
from engine.glace_et_ciel.board import line_sums, sorted_hand
from engine.glace_et_ciel.content import COLUMNS, ELEMENTS, parse_deck
from engine.glace_et_ciel.rules import GAME, GlaceEtCiel
from engine.glace_et_ciel.state import GlaceState, Objective
from tests.support.ui import act_buttons, ui_args
from web.app import App


def game_with_molecules(co2: set[str], ch4: set[str]) -> GlaceEtCiel:
    """A game whose molecules sit exactly on the card ids given, whatever the tuned layout:
    the tests fix the molecules they reason about."""
    data = copy.deepcopy(load_json("engine.glace_et_ciel", "data/cards.json"))
    for block in data["generations"]:
        for card in block["cards"]:
            card["co2"], card["ch4"] = card["id"] in co2, card["id"] in ch4
    return GlaceEtCiel(parse_deck(data, booklet_molecules=False))


def random_game(players: int, variant: str, seed: int,
                game: GlaceEtCiel = GAME) -> list[GlaceState]:
    """All the states of one seeded game of random bots."""
    rng = Prng(seed_state(seed))
    match = Match(game, [SeatSpec("bot", level="random")] * players, {"variant": variant}, seed)
    while not game.is_over(match.state):
        seat = game.current_players(match.state)[0]
        match.play(seat, rng.choice(game.legal_actions(match.state, seat)))
    return list(match.states)


def make_state(game: GlaceEtCiel = GAME, *, players: int = 3, variant: str = "standard",
             stacks: dict[str, list[str]], hands: list[list[str]],
             objectives: list[tuple[str, int]], generation: int = 2, first_player: int = 0,
             turn: int | None = None, placed: int = 0, glace_flips: int = 0,
             recaps: tuple[Any, ...] = ()) -> GlaceState:
    """A state at the start of a generation's history (``sums_history`` has one entry).

    ``stacks`` maps "air/W" style cells to card ids bottom → top; missing cells are empty.
    """
    base = game.setup(players, {"variant": variant}, 0)
    board = tuple(tuple(stacks.get(f"{e}/{c}", [])) for e in ELEMENTS for c in COLUMNS)
    objs = tuple(Objective(r, b) for r, b in objectives)
    sums = line_sums(board, game.deck)
    return game.state_replace(
        base, board=board, hands=tuple(sorted_hand(h, game.deck) for h in hands), objectives=objs,
        generation=generation, first_player=first_player,
        turn=first_player if turn is None else turn, placed=placed,
        sums_history=(sums,), status_history=(tuple(o.achieved(sums) for o in objs),),
        glace_flips=glace_flips, recaps=recaps, log=())


def play_human_turn(app: App) -> None:
    """Tap a card in the hand, then the first highlighted cell — as a player would."""
    html = app.render()
    cards = ui_args(html, "select")
    assert cards, "the human has no card to choose"
    app.command("ui", f"select:{cards[0]}")
    targets = act_buttons(app.render())
    assert targets, "no highlighted cell after choosing a card"
    app.command("act", json.dumps(targets[0]))


#: the end of a generation 1 where every row is full (tops: Air 1 3 0, Terre 3 1 2, Eau 3 0 1)
BOOKLET_BOARD = {
    "air/W": ["start-air", "g1-air-1"], "air/N": ["g1-air-3"], "air/E": ["g1-air-2", "g1-air-0"],
    "terre/W": ["g1-terre-0", "g1-terre-3"], "terre/N": ["start-terre", "g1-terre-1"],
    "terre/E": ["g1-terre-2"],
    "eau/W": ["g1-eau-3"], "eau/N": ["g1-eau-2", "g1-eau-0"], "eau/E": ["start-eau", "g1-eau-1"],
}
