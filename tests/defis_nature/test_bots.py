"""Bots: legal, view-only, playing a sensible round, and clearly stronger than random.

The full measurement (2000 games per pairing) is in the package README; here a small seeded
match keeps the test quick while still failing if a level stops beating random."""

from __future__ import annotations

import pytest

from engine.core.match import SeatSpec
from engine.core.rng import Prng, seed_state
from engine.core.simulate import simulate
from engine.defis_nature.actions import Done, Place, PlaceGhostPower, PlacePower
from engine.defis_nature.rules import DefisNatureGame
from tests.defis_nature.helpers import rules_catalogue

GAME = DefisNatureGame(rules_catalogue())


def test_levels_weakest_first() -> None:
    assert GAME.all_bot_levels() == ("random", "beginner", "medium", "strong")


@pytest.mark.parametrize("level", ["beginner", "medium", "strong"])
def test_bot_plays_a_whole_round_from_its_view(level: str) -> None:
    bot = GAME.make_bot(level)
    state = GAME.setup(2, {}, 21)
    rng = Prng(seed_state(1))
    actions = []
    while 0 in GAME.current_players(state):
        legal = GAME.legal_actions(state, 0)
        action = bot.choose(GAME.view(state, 0), legal, rng)
        assert action in legal
        actions.append(action)
        state = GAME.apply(state, 0, action)
    assert sum(isinstance(a, Place) for a in actions) == 4
    assert isinstance(actions[-1], Done)
    if level == "beginner":
        assert sum(isinstance(a, PlacePower) for a in actions) <= 1, "one power card a round"


def test_a_beginner_shows_what_power_cards_do_in_a_whole_game() -> None:
    """The beginner robot lays a power card when one helps (one a round at most), so a first
    game shows the power cards at work; it still keeps some for their point."""
    laid_in_games = []
    for seed in range(6):
        state = GAME.setup(2, {}, 40 + seed)
        bots = [GAME.make_bot("beginner"), GAME.make_bot("random")]
        rng = Prng(seed_state(seed))
        laid: dict[int, int] = {}
        while not GAME.is_over(state):
            seat = GAME.current_players(state)[0]
            legal = GAME.legal_actions(state, seat)
            action = bots[seat].choose(GAME.view(state, seat), legal, rng)
            if seat == 0 and isinstance(action, PlacePower):
                laid[state.round] = laid.get(state.round, 0) + 1
            state = GAME.apply(state, seat, action)
        assert all(n == 1 for n in laid.values()), laid
        laid_in_games.append(sum(laid.values()))
    assert sum(1 for n in laid_in_games if n) >= 5, laid_in_games


def test_strong_bot_uses_a_swap_on_a_hopeless_red_card() -> None:
    """A red card that can hardly win anywhere, and a swap card in hand: worth playing."""
    cat = GAME.catalogue
    state = GAME.setup(2, {"bonus": "none"}, 22)
    view = GAME.view(state, 0)
    reds = [c for c in cat.all_card_ids() if cat.species[c].colour == "red"]
    smallest = min(reds, key=lambda c: sum(cat.species[c].figures))
    view["me"]["hand"] = [smallest, *view["me"]["hand"][1:]]
    view["me"]["power_hand"] = ["action-swap"]
    bot = GAME.make_bot("strong")
    layout, powers = bot.plan(view)  # type: ignore[attr-defined]
    battle = next(b for b, c in layout.items() if c == smallest)
    assert powers == {battle: "action-swap"}


def _win_rate(level: str, games: int) -> float:
    wins = 0.0
    for order in ((level, "random"), ("random", level)):
        seats = [SeatSpec("bot", level=lv) for lv in order]
        result = simulate(GAME, seats, games, 7)
        wins += result["per_seat"][order.index(level)]["win_rate"]
    return wins / 2


@pytest.mark.slow  # a strength table: many seeded games
def test_beginner_beats_random() -> None:
    assert _win_rate("beginner", 40) >= 0.6


@pytest.mark.slow  # a strength table: many seeded games
def test_strong_beats_random() -> None:
    assert _win_rate("strong", 25) >= 0.8


@pytest.mark.parametrize("level", ["random", "beginner", "medium", "strong"])
def test_solo_bot_lays_the_ghost_power_card_then_plays(level: str) -> None:
    state = GAME.setup(1, {}, 31)
    bot = GAME.make_bot(level)
    rng = Prng(seed_state(2))
    legal = GAME.legal_actions(state, 0)
    action = bot.choose(GAME.view(state, 0), legal, rng)
    assert isinstance(action, PlaceGhostPower) and action in legal
    state = GAME.apply(state, 0, action)
    assert GAME.view(state, 0)["seats"][1]["power_battle"] == action.battle
    action = bot.choose(GAME.view(state, 0), GAME.legal_actions(state, 0), rng)
    assert isinstance(action, (Place, PlacePower))


def test_strong_solo_bot_keeps_the_ghost_power_off_its_best_battle() -> None:
    """The choice is reasoned: the same view always gives the same battle, and it is the
    battle where the ghost's unknown power card costs the fewest expected points."""
    state = GAME.setup(1, {"bonus": "none"}, 32)
    bot = GAME.make_bot("strong")
    view = GAME.view(state, 0)
    b = bot.ghost_power_battle(view)  # type: ignore[attr-defined]
    assert b == bot.ghost_power_battle(view)  # type: ignore[attr-defined]
    assert bot.choose(view, GAME.legal_actions(state, 0), Prng(seed_state(1))) == \
        PlaceGhostPower(GAME.view(state, 0)["battles"][b])


@pytest.mark.parametrize("players", [1, 2, 4])
def test_bots_do_not_see_hidden_cards(players: int) -> None:
    """Bot honesty: states that differ only in what the seat cannot see (the others' hands
    and face-down cards, deck orders, the ghost's face-down power card) give the same
    choice."""
    rng = Prng(seed_state(players))
    state = GAME.setup(players, {"bonus": "triple"}, 40 + players)
    bots = {level: GAME.make_bot(level) for level in GAME.bot_levels}
    for _ in range(30):
        if GAME.is_over(state):
            break
        seat = GAME.current_players(state)[0]
        legal = GAME.legal_actions(state, seat)
        for level, bot in bots.items():
            choice = bot.choose(GAME.bot_view(state, seat, level), legal, Prng(seed_state(9)))
            for k in range(3):
                other = GAME.sample_state(GAME.view(state, seat), seat, rng.fork())
                assert GAME.legal_actions(other, seat) == legal
                again = bot.choose(GAME.bot_view(other, seat, level), legal, Prng(seed_state(9)))
                assert again == choice, (level, k)
        state = GAME.apply(state, seat, rng.choice(legal))
