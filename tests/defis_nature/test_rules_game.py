"""Whole rounds through the game interface: setup, hidden simultaneous placement, the reveal,
where the cards go, the ghost, the shared deck, tokens, scoring and the end of the game."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core.errors import BadOptions, IllegalAction
from engine.core.rng import Prng, seed_state
from engine.defis_nature.actions import Done, Place, PlaceGhostPower, PlacePower
from engine.defis_nature.content import BATTLES, HALF_DECK_SIZE
from engine.defis_nature.decks import custom_decks_option, example_custom_deck
from engine.defis_nature.rules import DefisNatureGame
from engine.defis_nature.scoring import claim_tokens
from engine.defis_nature.state import DefisState
from tests.defis_nature.helpers import make_state, rules_catalogue, with_seat

CAT = rules_catalogue()
GAME = DefisNatureGame(CAT)


def by_figure(battle: str) -> list[str]:
    """Starter-deck species sorted by their figure on ``battle``, smallest first, with no two
    cards sharing a figure (so that battles between them have no tie)."""
    b = BATTLES.index(battle)
    seen: set[float] = set()
    out = []
    for cid in sorted(CAT.starter_decks[0].cards + CAT.starter_decks[1].cards,
                      key=lambda c: CAT.species[c].figures[b]):
        if CAT.species[cid].figures[b] not in seen:
            seen.add(CAT.species[cid].figures[b])
            out.append(cid)
    return out


def give(state: DefisState, seat: int, hand: tuple[str, ...]) -> DefisState:
    s = state.seats[seat]
    deck = tuple(c for c in s.deck if c not in hand)
    return with_seat(state, seat, hand=hand, deck=deck)


def play_round(state: DefisState, layouts: dict[int, tuple[str, ...]],
               powers: dict[int, dict[str, str]] | None = None) -> DefisState:
    """Each seat lays its cards in BATTLES order, then its power cards, then says Done."""
    for seat, cards in layouts.items():
        for card, battle in zip(cards, BATTLES, strict=True):
            state = GAME.apply(state, seat, Place(card, battle))
        for battle, power in (powers or {}).get(seat, {}).items():
            state = GAME.apply(state, seat, PlacePower(power, battle))
    for seat in layouts:
        state = GAME.apply(state, seat, Done())
    return state


def test_setup_two_players_uses_the_two_starter_decks() -> None:
    state = GAME.setup(2, {}, 1)
    assert [s.source for s in state.seats] == [f"starter:{d.id}" for d in CAT.starter_decks]
    for s, deck in zip(state.seats, CAT.starter_decks, strict=True):
        assert len(s.hand) == 4 and len(s.deck) == 30
        assert sorted(s.hand + s.deck) == sorted(deck.cards)
        assert len(s.powers) == 5
    assert not set(state.seats[0].powers) & set(state.seats[1].powers)
    assert GAME.current_players(state) == (0, 1)
    # the book's first game sets the Biodiversity tokens aside; "trio" draws three
    assert state.bonus == "none"
    assert len(GAME.setup(2, {"bonus": "trio"}, 1).tokens) == 3


@pytest.mark.parametrize("players", [3, 4])
def test_setup_three_or_four_players_use_half_decks(players: int) -> None:
    state = GAME.setup(players, {}, 2)
    symbols = [s.source for s in state.seats]
    assert symbols == [f"half:{h.symbol}" for h in CAT.half_decks()[:players]]
    assert all(len(s.deck_list) == HALF_DECK_SIZE and len(s.deck) == HALF_DECK_SIZE - 4
               for s in state.seats)


def test_placement_is_simultaneous_and_hidden() -> None:
    state = GAME.setup(2, {}, 3)
    before = {seat: GAME.view(state, seat) for seat in (None, 1)}
    hand = state.seats[0].hand
    state = GAME.apply(state, 0, Place(hand[0], "weight"))
    state = GAME.apply(state, 0, PlacePower(state.seats[0].powers[0], "weight"))
    assert GAME.current_players(state) == (0, 1)
    for seat, view in before.items():
        assert GAME.view(state, seat) == view, "a placement leaked"
    mine = GAME.view(state, 0)["me"]
    assert mine["placements"][0] == {"battle": "weight", "card": hand[0],
                                     "power": GAME.view(state, 0)["me"]["placements"][0]["power"]}
    assert mine["placements"][0]["power"] is not None
    assert len(mine["hand"]) == 3 and len(mine["power_hand"]) == 4
    # the others see only that seat 0 still has 4 cards and 5 power cards in play
    assert GAME.view(state, 1)["seats"][0]["cards_in_play"] == 4
    assert GAME.view(state, 1)["seats"][0]["power_cards_left"] == 5


def test_illegal_actions_have_precise_keys() -> None:
    state = GAME.setup(2, {}, 4)
    s0 = state.seats[0]
    foreign = state.seats[1].hand[0]

    def key(action: object, st: DefisState = state) -> str:
        with pytest.raises(IllegalAction) as info:
            GAME.apply(st, 0, action)
        return info.value.key

    assert key(Place(foreign, "weight")) == "defis.illegal.not_in_hand"
    assert key(Place(s0.hand[0], "speed")) == "defis.illegal.unknown_battle"
    assert key(PlacePower(s0.powers[0], "weight")) == "defis.illegal.power_needs_card"
    assert key(PlacePower("no-such-power", "weight")) == "defis.illegal.power_not_in_hand"
    assert key(Done()) == "defis.illegal.hand_not_empty"
    placed = GAME.apply(state, 0, Place(s0.hand[0], "weight"))
    assert key(Place(s0.hand[1], "weight"), placed) == "defis.illegal.battle_taken"
    powered = GAME.apply(placed, 0, PlacePower(s0.powers[0], "weight"))
    assert key(PlacePower(s0.powers[1], "weight"), powered) == "defis.illegal.power_taken"
    # a power card once laid cannot be laid again elsewhere (never moved)
    powered = GAME.apply(powered, 0, Place(s0.hand[1], "length"))
    assert key(PlacePower(s0.powers[0], "length"), powered) == "defis.illegal.power_not_in_hand"


def test_a_whole_round_winner_to_zone_loser_under_deck() -> None:
    state = GAME.setup(2, {"bonus": "none"}, 5)
    order = by_figure("weight")
    big, small = order[-1], order[0]
    rest = [c for c in order[1:-1]]
    hand0 = (big, rest[0], rest[1], rest[2])
    hand1 = (small, rest[3], rest[4], rest[5])
    state = give(give(state, 0, hand0), 1, hand1)
    epoch = state.epoch
    after = play_round(state, {0: hand0, 1: hand1})
    first = after.history[0]
    assert first.battle == "weight" and first.winners == (0,)
    assert big in after.seats[0].zone and small not in after.seats[1].zone
    assert small in after.seats[1].deck[-4:], "the loser's card goes under its deck"
    assert [r.battle for r in after.history] == list(BATTLES)
    assert after.epoch == epoch + 1 and after.round == 2
    assert all(len(s.hand) == 4 for s in after.seats)
    keys = [e.key for e in after.log]
    assert keys.count("defis.battle.start") == 4 and "defis.battle.winner" in keys


def test_power_cards_are_discarded_after_use_and_limited_to_five() -> None:
    state = GAME.setup(2, {"bonus": "none"}, 6)
    powers = state.seats[0].powers
    hand0, hand1 = state.seats[0].hand, state.seats[1].hand
    state = play_round(state, {0: hand0, 1: hand1},
                       {0: dict(zip(BATTLES, powers[:4], strict=True))})
    for s in state.seats:
        assert len(s.zone) + len(s.deck) + len(s.hand) == 34, "no card lost or duplicated"
    assert state.seats[0].used_powers == powers[:4]
    assert state.seats[0].powers == powers[4:]
    hand0, hand1 = state.seats[0].hand, state.seats[1].hand
    state = play_round(state, {0: hand0, 1: hand1}, {0: {"gestation": powers[4]}})
    assert state.seats[0].powers == () and len(state.seats[0].used_powers) == 5
    # no power card left: placing cards is all that remains
    for card, battle in zip(state.seats[0].hand, BATTLES, strict=True):
        state = GAME.apply(state, 0, Place(card, battle))
    assert GAME.legal_actions(state, 0) == [Done()]
    assert GAME.score_breakdown(state, 0)["unused_powers"] == 0
    assert GAME.score_breakdown(state, 1)["unused_powers"] == 5


def test_solo_ghost_lays_two_cards_per_battle_and_a_power_card() -> None:
    state = GAME.setup(1, {}, 7)
    ghost = state.seats[1]
    assert ghost.ghost and GAME.current_players(state) == (0,)
    assert [len(p) for p in ghost.placed] == [2, 2, 2, 2]
    view = GAME.view(state, 0)
    assert view["seats"][1]["cards_in_play"] == 8
    for cards in ghost.placed:
        for card in cards:
            assert card not in str(view["seats"][1]["zone"])


def test_solo_player_lays_the_ghost_power_card_before_drawing() -> None:
    """Booklet: « pioche une de ses cartes Pouvoir et place-la face cachée … sur une des
    plaquettes Bataille », then « Pioche 4 cartes de ton deck »."""
    state = GAME.setup(1, {}, 7)
    ghost = state.seats[1]
    assert state.ghost_power_pending and ghost.power_placed == ("", "", "", "")
    assert state.seats[0].hand == () and len(ghost.powers) == 5
    assert GAME.legal_actions(state, 0) == [PlaceGhostPower(b) for b in BATTLES]
    view = GAME.view(state, 0)
    assert view["phase"] == "ghost_power" and view["me"]["hand"] == []
    assert view["seats"][1]["power_battle"] is None
    with pytest.raises(IllegalAction) as info:
        GAME.apply(state, 0, Place(state.seats[0].deck[0], "weight"))
    assert info.value.key == "defis.illegal.ghost_power_first"
    with pytest.raises(IllegalAction) as info:
        GAME.apply(state, 0, PlaceGhostPower("speed"))
    assert info.value.key == "defis.illegal.unknown_battle"
    top = ghost.powers[0]
    after = GAME.apply(state, 0, PlaceGhostPower("longevity"))
    assert not after.ghost_power_pending and after.epoch == state.epoch + 1
    assert after.seats[1].power_placed == ("", "", top, "")
    assert after.seats[1].powers == ghost.powers[1:]
    assert after.seats[0].hand == state.seats[0].deck[:4]
    view = GAME.view(after, 0)
    assert view["phase"] == "place" and view["seats"][1]["power_battle"] == "longevity"
    assert top not in str(view), "the ghost's power card stays face down"
    assert after.log[-1].key == "defis.ghost.power_laid"
    assert after.log[-1].args == {"seat": 0, "player_key": "defis.player.0",
                                  "battle": "longevity", "battle_key": "defis.battle.longevity"}
    with pytest.raises(IllegalAction) as info:
        GAME.apply(after, 0, PlaceGhostPower("weight"))
    assert info.value.key == "defis.illegal.no_ghost_power"
    # every round starts the same way, until the ghost's pile is empty
    after = play_round(after, {0: after.seats[0].hand})
    assert after.round == 2 and after.ghost_power_pending and after.seats[0].hand == ()
    assert len(after.seats[1].used_powers) == 1 and top in after.seats[1].used_powers


def test_ghost_plays_its_higher_card_even_under_junior() -> None:
    state = make_state(1, {"bonus": "none"}, 8)
    order = by_figure("weight")
    low, high, mine = order[0], order[-1], order[1]
    ghost = state.seats[1]
    placed = ((low, high), *ghost.placed[1:])
    state = with_seat(state, 1, placed=placed, power_placed=("", "", "", ""))
    hand = (mine, *state.seats[0].hand[1:])
    state = give(state, 0, hand)
    junior = next(p for p in state.seats[0].powers if CAT.power_cards[p].kind == "junior") \
        if any(CAT.power_cards[p].kind == "junior" for p in state.seats[0].powers) else None
    if junior is None:
        state = with_seat(state, 0, powers=("junior-1", *state.seats[0].powers[1:]))
        junior = "junior-1"
    state = play_round(state, {0: hand}, {0: {"weight": junior}})
    first = state.history[0]
    ghost_entry = next(e for e in first.entries if e.seat == 1)
    assert ghost_entry.card == high and ghost_entry.other_card == low
    # with the Junior card the smallest wins: the ghost's higher card loses to ours
    assert first.smallest_wins and first.winners == (0,)
    assert low in state.seats[1].discard and high in state.seats[1].discard
    assert mine in state.seats[0].zone


def test_solo_losing_cards_are_discarded() -> None:
    state = make_state(1, {"bonus": "none"}, 9)
    order = by_figure("weight")
    state = with_seat(state, 1, placed=((order[-1], order[-2]), *state.seats[1].placed[1:]),
                      power_placed=("", "", "", ""))
    hand = (order[0], *state.seats[0].hand[1:])
    state = give(state, 0, hand)
    deck_before = state.seats[0].deck
    state = play_round(state, {0: hand})
    assert order[0] in state.seats[0].discard
    assert order[0] not in state.seats[0].deck
    # nothing went under the deck; the next 4 cards are drawn after the ghost's power card
    assert state.ghost_power_pending and state.seats[0].deck == deck_before


def test_shared_deck_option_two_losers_go_under_the_common_deck() -> None:
    state = GAME.setup(2, {"deck": "shared", "bonus": "none"}, 10)
    assert all(s.source == "shared" and s.deck == () for s in state.seats)
    assert len(state.shared_deck) == len(CAT.shared_deck()) - 8
    assert not any(CAT.species[c].totem for c in CAT.shared_deck())
    hand0, hand1 = state.seats[0].hand, state.seats[1].hand
    after = play_round(state, {0: hand0, 1: hand1})
    losers = [e.card for r in after.history for e in r.entries if e.result == "lost"]
    kept = after.shared_deck
    for card in losers:
        assert card in kept
    total = len(kept) + sum(len(s.zone) + len(s.hand) for s in after.seats)
    assert total == len(CAT.shared_deck())


def test_scoring_points_per_colour_unused_powers_and_trio_bonus() -> None:
    state = GAME.setup(2, {"bonus": "trio"}, 11)
    by_colour = {col: next(c for c in CAT.all_card_ids() if CAT.species[c].colour == col)
                 for col in ("green", "yellow", "orange", "red")}
    tokens = {t.id: t for t in CAT.tokens}
    needed = [tokens[t].trio for t in state.tokens]
    zone = tuple(by_colour.values())
    state = with_seat(state, 0, zone=zone, powers=state.seats[0].powers[:3])
    score = GAME.score_breakdown(state, 0)
    assert score["cards"] == 2 + 3 + 4 + 5
    assert score["unused_powers"] == 3
    have = {CAT.species[c].category for c in zone}
    assert score["biodiversity"] == (4 if set(needed) <= have else 0)
    trio = tuple(next(c for c in CAT.all_card_ids() if CAT.species[c].category == cat)
                 for cat in needed)
    state = with_seat(state, 0, zone=trio[:2])
    assert GAME.score_breakdown(state, 0)["biodiversity"] == 0, "2 of 3 categories: no bonus"
    state = with_seat(state, 0, zone=trio + trio)
    assert GAME.score_breakdown(state, 0)["biodiversity"] == 4, "more cards: still 4"
    points = sum(CAT.species[c].points for c in trio + trio)
    assert GAME.score_breakdown(state, 0)["total"] == points + 3 + 4


def _triple_state(seed: int = 12) -> DefisState:
    state = GAME.setup(3, {"bonus": "triple"}, seed)
    return state


def _zone_for(categories: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(next(c for c in CAT.all_card_ids() if CAT.species[c].category == cat)
                 for cat in categories)


def test_triple_tokens_claim_and_same_round_substitute_from_the_box() -> None:
    state = _triple_state()
    token0 = next(t for t in CAT.tokens if t.id == state.tokens[0])
    box = GAME.box_tokens(state)
    assert len(box) == len(CAT.tokens) - 3 and not set(box) & set(state.tokens)
    full = _zone_for(token0.triple)
    seats = list(state.seats)
    seats[0] = replace(seats[0], zone=full)
    seats[1] = replace(seats[1], zone=full)
    owner = [-1, -1, -1]
    rounds = [0, 0, 0]
    events = claim_tokens(GAME.catalogue, state, seats, owner, rounds)
    keys = [e.key for e in events]
    assert keys == ["defis.token.claimed", "defis.token.substitute"]
    assert owner == [0, -1, -1], "the first to gather it takes it; the drawn tokens stay"
    assert seats[0].tokens == (0,) and seats[1].tokens == ()
    assert seats[1].box_tokens == (box[0],), "the other one takes a token from the box"
    assert events[1].args["taken"] == box[0]
    after = replace(state, seats=tuple(seats))
    assert GAME.box_tokens(after) == box[1:]
    assert GAME.score_breakdown(after, 1)["biodiversity"] == 3
    # the same check again changes nothing: a token is won once
    again = claim_tokens(GAME.catalogue, state, seats, owner, rounds)
    assert again == []


def test_a_drawn_token_is_still_there_for_a_later_player() -> None:
    """The issue's case: two seats gather token 0 in one round; seat 2 gathers token 1
    later and must still find it (the substitute did not take it)."""
    state = _triple_state()
    token0, token1 = (next(t for t in CAT.tokens if t.id == state.tokens[i]) for i in (0, 1))
    seats = list(state.seats)
    seats[0] = replace(seats[0], zone=_zone_for(token0.triple))
    seats[1] = replace(seats[1], zone=_zone_for(token0.triple))
    owner, rounds = [-1, -1, -1], [0, 0, 0]
    claim_tokens(GAME.catalogue, state, seats, owner, rounds)
    seats[2] = replace(seats[2], zone=_zone_for(token1.triple))
    later = replace(state, round=state.round + 1)
    events = claim_tokens(GAME.catalogue, later, seats, owner, rounds)
    mine = [e for e in events if e.args["seat"] == 2]
    assert mine[0].key == "defis.token.claimed" and mine[0].args["taken"] == token1.id
    assert owner[1] == 2


def test_triple_token_gathered_in_a_later_round_is_lost() -> None:
    state = _triple_state()
    token0 = next(t for t in CAT.tokens if t.id == state.tokens[0])
    seats = list(state.seats)
    seats[1] = replace(seats[1], zone=_zone_for(token0.triple))
    owner = [0, -1, -1]
    rounds = [0, 0, 0]  # taken by seat 0 in an earlier round (round 0 < state.round)
    seats[0] = replace(seats[0], tokens=(0,), credited=(0,))
    events = claim_tokens(GAME.catalogue, state, seats, owner, rounds)
    assert [e.key for e in events if e.args["seat"] == 1] == ["defis.token.missed"]
    assert seats[1].tokens == ()


def test_triple_tokens_same_round_without_stock() -> None:
    state = _triple_state()
    token0 = next(t for t in CAT.tokens if t.id == state.tokens[0])
    seats = list(state.seats)
    seats[2] = replace(seats[2], zone=_zone_for(token0.triple))
    owner = [0, -1, -1]  # token 0 taken this round by seat 0, and the box is empty
    rounds = [state.round, 0, 0]
    seats[0] = replace(seats[0], tokens=(0,), credited=(0,),
                       box_tokens=GAME.box_tokens(state))
    events = claim_tokens(GAME.catalogue, state, seats, owner, rounds)
    assert [e.key for e in events if e.args["seat"] == 2] == ["defis.token.missed"]


def test_triple_token_points_in_score() -> None:
    state = _triple_state()
    state = with_seat(state, 0, tokens=(0, 2))
    assert GAME.score_breakdown(state, 0)["biodiversity"] == 6
    state = with_seat(state, 0, box_tokens=GAME.box_tokens(state)[:1])
    assert GAME.score_breakdown(state, 0)["biodiversity"] == 9
    assert GAME.view(state, 1)["seats"][0]["box_tokens"] == list(state.seats[0].box_tokens)


def _finish(state: DefisState) -> DefisState:
    rng = Prng(seed_state(3))
    while not GAME.is_over(state):
        for seat in GAME.current_players(state):
            state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    return state


def test_game_ends_after_four_rounds_with_scores() -> None:
    state = _finish(GAME.setup(2, {}, 13))
    assert state.round == 4 and state.over
    assert len(state.history) == 16
    outcome = GAME.outcome(state)
    assert outcome is not None
    totals = [GAME.score_breakdown(state, i)["total"] for i in range(2)]
    assert outcome.scores == tuple(float(t) for t in totals)
    assert outcome.winners == tuple(i for i, t in enumerate(totals) if t == max(totals))
    assert GAME.view(state, 0)["result"]["result_key"] == outcome.result_key


def test_tied_totals_share_the_victory() -> None:
    state = _finish(GAME.setup(2, {"bonus": "none"}, 14))
    state = with_seat(with_seat(state, 0, zone=(), powers=(), bonus_points=0), 1, zone=(),
                      powers=(), bonus_points=0)
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.winners == (0, 1) and outcome.result_key == "defis.result.shared"


def test_solo_outcome_against_the_ghost() -> None:
    state = _finish(GAME.setup(1, {}, 15))
    outcome = GAME.outcome(state)
    assert outcome is not None and len(outcome.scores) == 1
    mine = GAME.score_breakdown(state, 0)["total"]
    ghost = GAME.score_breakdown(state, 1)["total"]
    assert outcome.result_args == {"score": mine, "ghost_score": ghost}
    expected = ("defis.result.solo_won" if mine > ghost else
                "defis.result.solo_draw" if mine == ghost else "defis.result.solo_lost")
    assert outcome.result_key == expected
    assert outcome.winners == ((0,) if mine > ghost else ())
    # the ghost used one power card per round: one left, worth a point
    assert len(state.seats[1].used_powers) == 4
    assert GAME.score_breakdown(state, 1)["unused_powers"] == 1


def test_custom_decks_option() -> None:
    deck = example_custom_deck(CAT)
    text = custom_decks_option([None, deck])
    options = GAME.normalize_options(2, {"custom_decks": text})
    state = GAME.setup(2, options, 16)
    assert state.seats[0].source.startswith("starter:")
    assert state.seats[1].source == "custom"
    assert sorted(state.seats[1].deck_list) == sorted(deck.cards)
    assert sorted(state.seats[1].powers) == sorted(deck.power_cards)
    assert GAME.view(state, 0)["seats"][1]["deck_list"] == list(deck.cards)


def test_custom_decks_option_refuses_bad_decks() -> None:
    deck = example_custom_deck(CAT)
    bad = replace(deck, cards=deck.cards[:-1])
    with pytest.raises(BadOptions, match="card_count"):
        GAME.normalize_options(2, {"custom_decks": custom_decks_option([bad])})
    with pytest.raises(BadOptions, match="deck=own"):
        GAME.normalize_options(2, {"deck": "shared", "custom_decks": custom_decks_option([deck])})
    with pytest.raises(BadOptions, match="too_many_decks"):
        GAME.normalize_options(1, {"custom_decks": custom_decks_option([deck, deck])})


@pytest.mark.parametrize(("players", "options"), [(1, {}), (2, {"bonus": "triple"}),
                                                   (3, {"deck": "shared"}), (4, {})])
def test_sample_state_matches_the_view(players: int, options: dict[str, str]) -> None:
    rng = Prng(seed_state(players))
    state = GAME.setup(players, options, 17)
    for _ in range(200):
        if GAME.is_over(state):
            break
        for seat in range(players):
            view = GAME.view(state, seat)
            sampled = GAME.sample_state(view, seat, rng.fork())
            assert GAME.view(sampled, seat) == view
        mover = GAME.current_players(state)[0]
        state = GAME.apply(state, mover, rng.choice(GAME.legal_actions(state, mover)))


def test_triple_token_won_during_the_reveal() -> None:
    state = GAME.setup(2, {"bonus": "triple"}, 23)
    token0 = next(t for t in CAT.tokens if t.id == state.tokens[0])
    first, second, third = token0.triple
    order = by_figure("weight")
    winner = next(c for c in reversed(order) if CAT.species[c].category == third)
    loser = next(c for c in order if CAT.species[c].category != third)
    fillers0 = [c for c in order if c not in (winner, loser)][:3]
    fillers1 = [c for c in order if c not in (winner, loser, *fillers0)][:3]
    zone = _zone_for((first, second))
    state = with_seat(state, 0, zone=zone)
    hand0, hand1 = (winner, *fillers0), (loser, *fillers1)
    state = give(give(state, 0, hand0), 1, hand1)
    state = play_round(state, {0: hand0, 1: hand1})
    assert state.history[0].winners == (0,)
    assert 0 in state.seats[0].tokens
    assert state.token_owner[0] == 0 and state.token_round[0] == 1
    claimed = [e for e in state.log if e.key == "defis.token.claimed"]
    assert claimed and claimed[0].args["seat"] == 0
    assert GAME.score_breakdown(state, 0)["biodiversity"] >= 3
