"""Building Planète Ciel et Espace states for the rules tests, and a table started through the
app."""

from __future__ import annotations

from dataclasses import replace

from engine.core.rng import Prng, seed_state
from engine.planete_ciel_espace import circle, content
from engine.planete_ciel_espace.actions import StopTop
from engine.planete_ciel_espace.rules import GAME
from engine.planete_ciel_espace.state import PLACES, PceState
from tests.support.ui import make_app, start_game
from web.app import App


def make_state(players: int = 2, seed: int = 3, lang: str = "fr") -> PceState:
    """A game just after the first spin, first player to act."""
    state = GAME.setup(players, {"lang": lang}, seed)
    return GAME.apply(state, state.first, StopTop())


def with_line(state: PceState, cards: list[str], axis: int = 0) -> PceState:
    """Put ``cards`` on the line [axis, 8, 9, axis + 4], keeping the ten cards distinct."""
    line = circle.line_of(axis)
    others = [c.id for c in content.deck() if c.id not in cards]
    layout = list(others[:PLACES])
    for place, card in zip(line, cards, strict=True):
        layout[place] = card
    used = set(layout)
    pile = tuple(c for c in others if c not in used)
    return replace(state, layout=tuple(layout), axis=axis, pile=pile, actions_done=2)


def mover(state: PceState) -> int:
    """The one seat to act."""
    (seat,) = GAME.current_players(state)
    return seat


def played(players: int, seed: int) -> PceState:
    """A whole seeded game of strong bots."""
    state = GAME.setup(players, {}, seed)
    bot = GAME.make_bot("strong")
    rng = Prng(seed_state(seed))
    while not GAME.is_over(state):
        for seat in GAME.current_players(state):
            if GAME.is_over(state):
                break
            action = bot.choose(GAME.bot_view(state, seat, "strong"),
                                GAME.legal_actions(state, seat), rng)
            state = GAME.apply(state, seat, action)
    return state


def start_table(lang: str = "fr", players: int = 2, humans: int = 1, seed: int = 3,
                level: str = "medium") -> App:
    """A Planète table: ``humans`` people first (Léa, Tom, Zoé, Max), then bots of ``level``."""
    app = make_app(lang=lang)
    form = {"players": str(players), "seed": str(seed)}
    for i in range(players):
        form[f"kind-{i}"] = "human" if i < humans else "bot"
        form[f"level-{i}"] = level
        form[f"name-{i}"] = ("Léa", "Tom", "Zoé", "Max")[i]
    start_game(app, GAME.id, form)
    return app
