"""The cooperative bots: legal, view-only, and they make the team's obvious good moves."""

from __future__ import annotations

import pytest

from engine.core import Match, Prng, SeatSpec, seed_state
from engine.core.simulate import play_out
from engine.glace_et_ciel.actions import Place
from engine.glace_et_ciel.bots import GlaceBot
from engine.glace_et_ciel.rules import GAME
from engine.glace_et_ciel.state import VARIANTS

from .helpers import BOOKLET_BOARD, game_with_molecules, make_state

LEVELS = ("strong", "oracle")


def test_levels_weakest_first_and_oracle_not_offered() -> None:
    assert GAME.all_bot_levels() == ("random", "beginner", "medium", "strong")
    assert GAME.all_bot_levels(include_reference=True)[-1] == "oracle"


def test_the_levels_differ_only_by_their_slip_rate_ordered_for_every_table() -> None:
    for variant in VARIANTS:
        for players in (2, 3, 4):
            view = {"variant": variant, "players": players}
            rates = [GAME.make_bot(level).slip_rate(view) for level in GAME.bot_levels]
            assert rates[0] > rates[1] > rates[2] == 0.0, (variant, players, rates)
            assert rates[0] < 0.7


def test_without_slips_every_level_plays_as_strong() -> None:
    state = make_state(stacks=BOOKLET_BOARD, hands=[["g2-eau-1"], [], []],
                     objectives=[("terre", 3), ("eau", 4), ("N", 6)], placed=11)
    legal = GAME.legal_actions(state, 0)
    for level in GAME.bot_levels:
        bot = GlaceBot(level, GAME.deck, slip=0.0)
        assert bot.choose(GAME.bot_view(state, 0, level), legal, Prng(2)) == Place(
            "g2-eau-1", "eau", "E")
    # with slips always on, a level plays any legal placement
    seen = {GlaceBot("beginner", GAME.deck, slip=1.0).choose(
        GAME.bot_view(state, 0, "beginner"), legal, Prng(seed)) for seed in range(20)}
    assert len(seen) == len(legal) == 3


@pytest.mark.parametrize("level", LEVELS)
def test_the_last_card_covers_the_visible_co2(level: str) -> None:
    game = game_with_molecules(co2={"g1-air-0"}, ch4=set())  # air/E shows a CO2
    state = make_state(game, stacks=BOOKLET_BOARD, hands=[["g2-air-0"], [], []],
                     objectives=[("terre", 3), ("eau", 6), ("N", 5)], placed=11)
    bot = GlaceBot(level, game.deck)  # the bots of the BOTS table know the packaged deck
    legal = game.legal_actions(state, 0)
    assert bot.choose(game.bot_view(state, 0, level), legal, Prng(1)) == Place(
        "g2-air-0", "air", "E")


@pytest.mark.parametrize("level", LEVELS)
def test_the_last_card_keeps_a_partners_objective(level: str) -> None:
    # Eau row 3 + 0 + 1 = 4 is seat 1's objective: only Eau 1 on Eau 1 keeps it
    state = make_state(stacks=BOOKLET_BOARD, hands=[["g2-eau-1"], [], []],
                     objectives=[("terre", 3), ("eau", 4), ("N", 6)], placed=11)
    assert state.status_history[-1] == (False, True, False)
    bot = GAME.make_bot(level)
    legal = GAME.legal_actions(state, 0)
    assert bot.choose(GAME.bot_view(state, 0, level), legal, Prng(2)) == Place(
        "g2-eau-1", "eau", "E")


def test_a_partner_completes_the_objective_it_sees() -> None:
    # seat 0 holds Terre 2: on Terre 3 (W) the Terre row becomes 2 + 1 + 2 = 5, seat 1's goal
    state = make_state(stacks=BOOKLET_BOARD, hands=[["g2-terre-2"], [], []],
                     objectives=[("air", 3), ("terre", 5), ("N", 6)], placed=11)
    for level in LEVELS:
        choice = GAME.make_bot(level).choose(GAME.bot_view(state, 0, level),
                                            GAME.legal_actions(state, 0), Prng(3))
        assert choice == Place("g2-terre-2", "terre", "W"), level


@pytest.mark.slow  # a strength table: many seeded games
def test_strong_team_beats_random_team_on_the_same_deals() -> None:
    totals = {}
    for level in ("random", "strong"):
        scores = []
        for seed in range(3):
            match = Match(GAME, [SeatSpec("bot", level=level)] * 3, {"variant": "poussin"}, seed)
            play_out(match, Prng(seed_state(seed)), {s: GAME.make_bot(level) for s in range(3)},
                     dict.fromkeys(range(3), level))
            outcome = GAME.outcome(match.state)
            assert outcome is not None
            scores.append(outcome.score or 0.0)
        totals[level] = sum(scores)
    assert totals["strong"] > totals["random"] + 6


@pytest.mark.parametrize("variant", ["standard", "expert", "jeunes", "poussin"])
def test_bots_are_honest_their_choice_ignores_what_the_seat_cannot_know(variant: str) -> None:
    """Redeal the partners' hidden hands and the seat's own objective (any state with the
    same view): every offered level chooses the same placement with the same dice."""
    match = Match(GAME, [SeatSpec("bot", level="random")] * 3, {"variant": variant}, 11)
    rng = Prng(seed_state(11))
    changed = 0
    while not GAME.is_over(match.state):
        state = match.state
        seat = GAME.current_players(state)[0]
        legal = GAME.legal_actions(state, seat)
        if state.placed in (1, 5, 9):
            other = GAME.sample_state(GAME.view(state, seat), seat, Prng(seed_state(state.placed)))
            changed += other.hands != state.hands or other.objectives != state.objectives
            assert GAME.legal_actions(other, seat) == legal
            for level in GAME.bot_levels:
                choices = [GAME.make_bot(level).choose(GAME.bot_view(s, seat, level), legal,
                                                       Prng(seed_state(5))) for s in (state, other)]
                assert choices[0] == choices[1], (level, state.generation, state.placed)
        match.play(seat, rng.choice(legal))
    assert changed >= 3, "the hidden information really differed"
