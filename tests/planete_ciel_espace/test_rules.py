"""Planète – Ciel et Espace: the rules, scenario by scenario (the rule book's examples and the
decisions D-PCE-1…13 of the README)."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from engine.core.errors import IllegalAction, NotYourTurn
from engine.core.game import Event
from engine.planete_ciel_espace import circle, content, wordround
from engine.planete_ciel_espace.actions import (
    DonePeek,
    EndTurn,
    Flip,
    Peek,
    Pivot,
    ProposeWord,
    Reveal,
    StopTop,
    Swap,
)
from engine.planete_ciel_espace.rules import GAME
from engine.planete_ciel_espace.state import PceState

from .helpers import make_state, mover, played, with_line

ROOT = Path(__file__).resolve().parents[2]
STRINGS = json.loads((ROOT / "engine/planete_ciel_espace/data/strings.json").read_text("utf-8"))


# --- set-up and the first spin -------------------------------------------------------------

def test_setup_lays_eight_cards_and_everyone_sees_their_backs_while_the_top_spins() -> None:
    state = GAME.setup(3, {}, 7)
    assert state.phase == "spin"
    assert all(state.layout[:8]) and state.layout[8:] == ("", "")
    assert len(state.pile) == 60 and len(set(state.layout[:8]) | set(state.pile)) == 68
    assert GAME.current_players(state) == (state.first,)
    for seat in (None, 0, 1, 2):
        view = GAME.view(state, seat)
        assert [f["place"] for f in view["face_up"]] == list(range(8))
        assert view["layout"][8:] == [None, None]
    # the spin is public: no hand-off needed
    assert not any(GAME.has_private_view(state, s) for s in range(3))


def test_stopping_the_top_hides_the_backs_and_lays_the_centre_pair() -> None:
    state = GAME.setup(2, {}, 7)
    after = GAME.apply(state, state.first, StopTop())
    assert after.phase == "turn" and all(after.layout)
    assert after.layout[8:] == state.pile[:2]
    assert after.epoch == state.epoch + 1
    for seat in (None, 0, 1):
        assert GAME.view(after, seat)["face_up"] == []
    assert GAME.view(after, 0)["line"] == [0, 8, 9, 4]


def test_first_player_comes_from_the_seeded_chance() -> None:
    firsts = {GAME.setup(4, {}, seed).first for seed in range(40)}
    assert firsts == {0, 1, 2, 3}


# --- a turn: two actions among swap, flip, pivot --------------------------------------------

def test_a_turn_is_two_actions_then_reveal_or_end() -> None:
    state = make_state()
    seat = mover(state)
    legal = GAME.legal_actions(state, seat)
    assert len([a for a in legal if isinstance(a, Swap)]) == 45
    assert len([a for a in legal if isinstance(a, Flip)]) == 10
    assert [a for a in legal if isinstance(a, Pivot)] == [Pivot(1), Pivot(2), Pivot(3)]
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, seat, Reveal(0))
    assert err.value.key == "pce.illegal.actions_left"
    # the same action twice is allowed (PCE-09)
    state = GAME.apply(state, seat, Swap(0, 8))
    state = GAME.apply(state, seat, Swap(0, 8))
    assert GAME.legal_actions(state, seat) == [Reveal(0), Reveal(1), EndTurn()]
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, seat, Swap(1, 2))
    assert err.value.key == "pce.illegal.no_actions_left"
    after = GAME.apply(state, seat, EndTurn())
    assert mover(after) == (seat + 1) % 2 and after.actions_done == 0


def test_swap_exchanges_two_places_without_showing_anything() -> None:
    state = make_state()
    seat = mover(state)
    after = GAME.apply(state, seat, Swap(2, 9))
    assert after.layout[2] == state.layout[9] and after.layout[9] == state.layout[2]
    assert all(GAME.view(after, s)["face_up"] == [] for s in (0, 1))
    assert after.epoch == state.epoch


def test_flip_shows_the_back_to_the_flipper_only_and_only_until_its_next_action() -> None:
    state = make_state()
    seat = mover(state)
    other = 1 - seat
    after = GAME.apply(state, seat, Flip(3))
    card = state.layout[3]
    mine = GAME.view(after, seat)["face_up"]
    assert mine == [{"place": 3, "card": card, "pair": list(content.card(card).pair)}]
    assert GAME.view(after, other)["face_up"] == []
    assert GAME.view(after, None)["face_up"] == []
    assert GAME.has_private_view(after, seat) and not GAME.has_private_view(after, other)
    assert after.epoch == state.epoch + 1  # a secret look: undo may not cross it
    # the card is put back at once: the next action hides it again (no memory aid)
    later = GAME.apply(after, seat, Swap(0, 1))
    assert GAME.view(later, seat)["face_up"] == []
    assert not GAME.has_private_view(later, seat)


def test_pivot_turns_the_centre_pair_onto_another_diameter() -> None:
    state = make_state()
    seat = mover(state)
    after = GAME.apply(state, seat, Pivot(2))
    assert after.axis == 2 and GAME.view(after, 0)["line"] == [2, 8, 9, 6]
    assert after.layout == state.layout
    state = GAME.apply(after, seat, Swap(0, 1))
    state = GAME.apply(state, seat, EndTurn())
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, mover(state), Pivot(2))
    assert err.value.key == "pce.illegal.same_axis"


# --- revealing the line: the stars of the memo ------------------------------------------------

@pytest.mark.parametrize(("cards", "stars"), [
    # "Une caractéristique est commune aux quatre cartes": Atmosphère on four different pairs
    (["arc-en-ciel", "montgolfiere", "aurore-polaire", "voie-lactee"], 1),
    # "Deux ou trois cartes sont parfaitement identiques": two Atmosphère + Physiques & Dangers
    (["arc-en-ciel", "montgolfiere", "eclair", "aurore-polaire"], 2),
    # three identical ones
    (["arc-en-ciel", "eclair", "montgolfiere", "tornade"], 2),
    # two pairs of identical cards still count as "two identical" (D-PCE-4)
    (["arc-en-ciel", "montgolfiere", "eclair", "ballon-sonde"], 2),
    # "Les quatre cartes sont parfaitement identiques"
    (["arc-en-ciel", "eclair", "tornade", "halo-solaire"], 3),
])
def test_a_successful_reveal_wins_the_memo_stars(cards: list[str], stars: int) -> None:
    state = with_line(make_state(), cards)
    seat = mover(state)
    after = GAME.apply(state, seat, Reveal(0))
    assert after.stars[seat] == stars and after.round1_stars[seat] == stars
    # the four cards are set aside for round 2 and replaced by four pile cards
    assert set(after.set_aside) == set(cards)
    line = circle.line_of(0)
    assert [after.layout[p] for p in line] == list(state.pile[:4])
    view = GAME.view(after, None)
    assert view["reveal"]["won"] and view["reveal"]["stars"] == stars
    assert view["reveal"]["cards"] == cards
    # the top spins again: every seat peeks at two cards, all at once
    assert after.phase == "peek" and GAME.current_players(after) == (0, 1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_success_on_the_last_turn_of_round_1_goes_straight_to_round_2(players: int) -> None:
    # the top would spin again for peeks nobody could use: round 2 follows at once
    last_turn = circle.turns_per_player(players) * players - 1
    cards = ["arc-en-ciel", "eclair", "tornade", "halo-solaire"]
    state = with_line(replace(make_state(players), turn=last_turn), cards)
    seat = mover(state)
    after = GAME.apply(state, seat, Reveal(0))
    assert after.phase == "words" and after.stars[seat] == 3
    keys = [e.key for e in after.log[len(state.log):]]
    assert "pce.log.reveal_won" in keys and "pce.log.top_again" not in keys
    assert keys.index("pce.log.reveal_won") < keys.index("pce.log.round2")
    assert not any(isinstance(a, (Peek, DonePeek)) for s in range(players)
                   for a in GAME.legal_actions(after, s))
    # one turn earlier, the peeks still serve: the top spins again
    earlier = with_line(replace(make_state(players), turn=last_turn - 1), cards)
    assert GAME.apply(earlier, mover(earlier), Reveal(0)).phase == "peek"


def test_reveal_order_starts_from_the_chosen_circle_end() -> None:
    cards = ["arc-en-ciel", "montgolfiere", "aurore-polaire", "station-spatiale"]
    state = with_line(make_state(), cards)
    seat = mover(state)
    # from end 0: three Atmosphère cards, then the Space Station shares nothing: 4 turned
    from_start = GAME.apply(state, seat, Reveal(0))
    assert GAME.view(from_start, None)["reveal"]["cards"] == cards
    # from end 1: the Space Station, then the aurora (Système solaire), then the balloon: stop
    from_end = GAME.apply(state, seat, Reveal(1))
    assert GAME.view(from_end, None)["reveal"]["cards"] == [
        "station-spatiale", "aurore-polaire", "montgolfiere"]


def test_the_reveal_stops_when_the_four_no_longer_share_one_characteristic() -> None:
    # D-PCE-2: the aurora shares Atmosphère with the first two and Système solaire with the
    # third, but nothing with all three: the running intersection is empty, the reveal fails
    cards = ["arc-en-ciel", "eclair", "eruption-solaire", "aurore-polaire"]
    state = with_line(make_state(), cards)
    seat = mover(state)
    after = GAME.apply(state, seat, Reveal(0))
    assert after.stars[seat] == 0 and after.set_aside == ()
    reveal = GAME.view(after, None)["reveal"]
    assert not reveal["won"] and reveal["cards"] == cards
    # "les cartes sont conservées, mélangées et replacées alignées"
    line = circle.line_of(0)
    assert sorted(after.layout[p] for p in line) == sorted(cards)
    assert after.phase == "turn" and mover(after) != seat


def test_a_failure_at_the_second_card_shuffles_only_the_two_revealed_cards() -> None:
    cards = ["arc-en-ciel", "station-spatiale", "eclair", "tornade"]
    state = with_line(make_state(), cards)
    seat = mover(state)
    seen_orders = set()
    for seed in range(12):
        trial = replace(state, rng=seed * 7919 + 1)
        after = GAME.apply(trial, seat, Reveal(0))
        assert GAME.view(after, None)["reveal"]["cards"] == ["arc-en-ciel", "station-spatiale"]
        assert after.layout[8:] == ("eclair", "tornade") or after.layout[9] == "eclair"
        assert {after.layout[0], after.layout[8]} == {"arc-en-ciel", "station-spatiale"}
        assert after.layout[9] == "eclair" and after.layout[4] == "tornade"
        seen_orders.add((after.layout[0], after.layout[8]))
        assert after.epoch == trial.epoch + 1
    assert len(seen_orders) == 2  # the shuffle comes from the state's PRNG


def test_ending_the_turn_without_revealing_is_allowed() -> None:
    state = with_line(make_state(), ["arc-en-ciel", "eclair", "tornade", "halo-solaire"])
    seat = mover(state)
    after = GAME.apply(state, seat, EndTurn())
    assert after.stars == (0, 0) and after.layout == state.layout


def test_the_constellation_holds_seven_stars_at_most() -> None:
    state = with_line(make_state(), ["arc-en-ciel", "eclair", "tornade", "halo-solaire"])
    seat = mover(state)
    state = replace(state, stars=tuple(6 if s == seat else 0 for s in range(2)))
    after = GAME.apply(state, seat, Reveal(0))
    assert after.stars[seat] == 7 and after.round1_stars[seat] == 1


# --- the second spins: a simultaneous private phase ------------------------------------------

def test_peeks_are_simultaneous_and_private() -> None:
    state = with_line(make_state(3), ["arc-en-ciel", "eclair", "tornade", "halo-solaire"])
    seat = mover(state)
    state = GAME.apply(state, seat, Reveal(0))
    assert GAME.current_players(state) == (0, 1, 2)
    assert all(GAME.has_private_view(state, s) for s in range(3))
    after = GAME.apply(state, 1, Peek(2, 8))
    mine = GAME.view(after, 1)
    assert [f["place"] for f in mine["face_up"]] == [2, 8]
    assert GAME.view(after, 0)["face_up"] == [] and GAME.view(after, None)["face_up"] == []
    private = [e for e in mine["log"] if e["key"] == "pce.log.peek_own"]
    assert private and private[-1]["args"]["cards"] == [after.layout[2], after.layout[8]]
    assert not [e for e in GAME.view(after, 0)["log"] if e["key"] == "pce.log.peek_own"]
    assert GAME.legal_actions(after, 1) == [DonePeek()]
    with pytest.raises(IllegalAction) as err:
        GAME.apply(after, 1, Peek(0, 1))
    assert err.value.key == "pce.illegal.peeked_already"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(after, 0, DonePeek())
    assert err.value.key == "pce.illegal.peek_first"
    after = GAME.apply(after, 1, DonePeek())
    assert GAME.current_players(after) == (0, 2)
    assert GAME.view(after, 1)["face_up"] == []
    for s in (0, 2):
        after = GAME.apply(after, s, Peek(0, 1))
        after = GAME.apply(after, s, DonePeek())
    assert after.phase == "turn" and mover(after) == (seat + 1) % 3


# --- the end of round 1 ----------------------------------------------------------------------

@pytest.mark.parametrize(("players", "turns"), [(2, 8), (3, 9), (4, 12)])
def test_round_one_lasts_three_full_rounds_four_with_two_players(players: int, turns: int) -> None:
    state = make_state(players)
    played = 0
    while state.phase == "turn":
        seat = mover(state)
        state = GAME.apply(state, seat, Swap(0, 1))
        state = GAME.apply(state, seat, Swap(0, 1))
        state = GAME.apply(state, seat, EndTurn())
        played += 1
    assert played == turns
    assert state.phase in ("words", "over")


def to_round2(players: int = 2, seed: int = 5, won: tuple[str, ...] = (),
              lang: str = "fr") -> PceState:
    state = make_state(players, seed, lang)
    state = replace(state, set_aside=won, pile=tuple(c for c in state.pile if c not in won),
                    turn=circle.turns_per_player(players) * players - 1, actions_done=2)
    return GAME.apply(state, mover(state), EndTurn())


def test_round_two_takes_nine_cards_completed_from_the_pile_and_rains_stars() -> None:
    won = ("arc-en-ciel", "eclair", "tornade", "halo-solaire")
    state = to_round2(3, won=won)
    assert len(state.grid) == 9 and set(won) <= set(state.grid)
    total = [sum(row[s] for row in state.on_card) + state.rain_lost[s] for s in range(3)]
    assert total == [7, 7, 7]
    view = GAME.view(state, None)
    assert view["round"] == 2 and view["in_hand"] == [0, 0, 0]
    # a card is played when it carries stars, in reading order
    assert state.current == next(i for i in range(9) if any(state.on_card[i]))
    counts = state.on_card[state.current]
    assert sorted(state.speakers) == sorted(s for s in range(3) for _ in range(counts[s]))
    # the starter has the most stars on the card
    assert counts[state.speakers[0]] == max(counts)


def test_more_than_nine_won_cards_gives_nine_drawn_among_them() -> None:
    won = tuple(c.id for c in content.deck()[:16])
    state = to_round2(2, won=won)
    assert set(state.grid) <= set(won) and len(set(state.grid)) == 9


def test_star_rain_loses_some_stars_over_many_games() -> None:
    lost = sum(sum(to_round2(4, seed=s).rain_lost) for s in range(40))
    stars = 40 * 4 * 7
    assert 0.02 * stars < lost < 0.09 * stars  # 1 in 20 (D-PCE-9)


def a_card_game(card: str, speakers: tuple[int, ...], lang: str = "fr",
                players: int = 2) -> PceState:
    """Round 2 on one card, with ``speakers`` to say one word each."""
    state = to_round2(players, lang=lang)
    grid = [card, *[g for g in state.grid if g != card]][:9]
    on_card = [[0] * players for _ in range(9)]
    for s in speakers:
        on_card[0][s] += 1
    return replace(state, phase="words", grid=tuple(grid), current=0, speakers=speakers,
                   said=(), played=(), on_card=tuple(tuple(r) for r in on_card),
                   stars=(0,) * players, lang=lang)


def test_words_of_the_text_win_a_star_each_at_the_reading() -> None:
    # arc-en-ciel: "... la sépare en couleurs ... Une grande courbe colorée apparaît ..."
    state = a_card_game("arc-en-ciel", (0, 1, 0, 1))
    state = GAME.apply(state, 0, ProposeWord("couleur"))     # the booklet's example
    state = GAME.apply(state, 1, ProposeWord("girafe"))      # not in the text
    state = GAME.apply(state, 0, ProposeWord("Gouttes"))     # case does not matter
    # the book: "Les mots inscrits sous les pictogrammes ne comptent pas"
    state = GAME.apply(state, 1, ProposeWord("atmosphère"))
    assert state.played and state.played[-1].card == "arc-en-ciel"
    results = [(s.seat, s.word, s.result) for s in state.played[-1].said]
    assert results == [(0, "couleur", "scored"), (1, "girafe", "not_in_text"),
                       (0, "Gouttes", "scored"), (1, "atmosphère", "label")]
    assert state.stars == (2, 0)
    read = GAME.view(state, None)["read"][-1]
    assert read["card"] == "arc-en-ciel" and read["said"][0]["result"] == "scored"
    assert state.epoch > 0


@pytest.mark.parametrize(("word", "key"), [
    ("les", "pce.illegal.small_word"),         # "Les articles ... ne sont pas acceptés"
    ("quand", "pce.illegal.small_word"),       # a conjunction, the booklet's example
    ("ciel", "pce.illegal.in_title"),          # "Ils ne doivent absolument pas figurer dans le titre"
    ("arcs", "pce.illegal.in_title"),          # same family as the title's "Arc"
    ("deux mots", "pce.illegal.malformed_word"),
    ("123", "pce.illegal.malformed_word"),
    ("", "pce.illegal.malformed_word"),
    ("a" * 31, "pce.illegal.malformed_word"),
])
def test_refusals_are_precise_and_leave_the_state_unchanged(word: str, key: str) -> None:
    state = a_card_game("arc-en-ciel", (0, 1))
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, 0, ProposeWord(word))
    assert err.value.key == key
    assert key in STRINGS


def test_a_word_said_already_on_the_card_is_refused_even_in_another_form() -> None:
    state = a_card_game("arc-en-ciel", (0, 1, 0))
    state = GAME.apply(state, 0, ProposeWord("goutte"))
    for again in ("goutte", "gouttes", "GOUTTE"):
        with pytest.raises(IllegalAction) as err:
            GAME.apply(state, 1, ProposeWord(again))
        assert err.value.key == "pce.illegal.said_already"
    assert ProposeWord("goutte") not in GAME.legal_actions(state, 1)


def test_an_off_menu_word_is_accepted() -> None:
    state = a_card_game("arc-en-ciel", (0, 1))
    assert "prisme" not in content.vocabulary("fr")
    assert ProposeWord("prisme") not in GAME.legal_actions(state, 0)
    after = GAME.apply(state, 0, ProposeWord("prisme"))
    after = GAME.apply(after, 1, ProposeWord("averse"))
    assert [s.result for s in after.played[-1].said] == ["scored", "scored"]


def test_the_menu_is_the_same_vocabulary_on_every_card_minus_refused_words() -> None:
    state = a_card_game("arc-en-ciel", (0, 1))
    menu = {a.word for a in GAME.legal_actions(state, 0) if isinstance(a, ProposeWord)}
    vocabulary = set(content.vocabulary("fr"))
    assert menu <= vocabulary and "ciel" in vocabulary - menu  # the title's word
    other = a_card_game("tornade", (0, 1))
    assert "ciel" in {a.word for a in GAME.legal_actions(other, 0) if isinstance(a, ProposeWord)}


@pytest.mark.parametrize(("card_id", "lang", "said"), [
    ("arc-en-ciel", "fr", ()), ("arc-en-ciel", "fr", ("prisme", "gouttes")),
    ("tornade", "fr", ("vents",)), ("eclair", "en", ("thunder", "Clouds")),
])
def test_the_menu_is_exactly_the_vocabulary_words_a_proposal_would_pass(
        card_id: str, lang: str, said: tuple[str, ...]) -> None:
    """The menu is built for the whole vocabulary at once (``wordround.open_words``): the same
    words, in the same order, as asking ``refusal`` of each, after words typed off the menu."""
    state = a_card_game(card_id, (0, 1, 0, 1, 0), lang=lang)
    for word in said:
        state = GAME.apply(state, GAME.current_players(state)[0], ProposeWord(word))
    seat = GAME.current_players(state)[0]
    menu = [a.word for a in GAME.legal_actions(state, seat) if isinstance(a, ProposeWord)]
    expected = [w for w in content.vocabulary(lang) if wordround.refusal(state, w) is None]
    assert menu == expected and 0 < len(menu) < len(content.vocabulary(lang))


def test_speakers_take_turns_until_each_said_as_many_words_as_stars() -> None:
    state = a_card_game("eclair", (0, 1, 0))
    assert GAME.current_players(state) == (0,)
    with pytest.raises(NotYourTurn):
        GAME.apply(state, 1, ProposeWord("grêlons"))
    state = GAME.apply(state, 0, ProposeWord("grêlons"))
    assert GAME.current_players(state) == (1,)


def test_the_text_and_the_viewpoint_are_never_in_a_view() -> None:
    card = content.card("arc-en-ciel")
    secrets = [card.text["fr"], card.text["en"], card.seen_from["fr"], card.seen_from["en"]]
    state = a_card_game("arc-en-ciel", (0, 1))
    for seat in (None, 0, 1):
        text = json.dumps(GAME.view(state, seat), ensure_ascii=False)
        assert not any(s in text for s in secrets)
    bot = json.dumps(GAME.bot_view(state, 0, "strong"), ensure_ascii=False)
    assert "arc-en-ciel" not in bot and not any(s in bot for s in secrets)


def test_the_english_game_judges_english_words() -> None:
    state = a_card_game("arc-en-ciel", (0, 1), lang="en")
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, 0, ProposeWord("rainbows"))
    assert err.value.key == "pce.illegal.in_title"
    state = GAME.apply(state, 0, ProposeWord("prism"))
    state = GAME.apply(state, 1, ProposeWord("couleur"))
    assert [s.result for s in state.played[-1].said] == ["scored", "not_in_text"]


def test_the_winner_has_the_most_stars_and_ties_share_the_win() -> None:
    state = replace(make_state(3), phase="over", stars=(5, 7, 7))
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (1, 2)
    assert outcome.result_key == "pce.result.shared"
    state = replace(state, stars=(5, 7, 6))
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == (1,)


# --- strings and imports ---------------------------------------------------------------------

def test_every_key_of_a_played_game_is_translated() -> None:
    keys: set[str] = set()
    for players in (2, 3, 4):
        for seed in range(4):
            state = played(players, seed)
            keys |= {e.key for e in state.log}
            keys |= {v for e in state.log for k, v in e.args.items() if k.endswith("_key")}
    assert keys - set(STRINGS) == set()
    for key, text in STRINGS.items():
        assert key.startswith("pce.") and set(text) == {"fr", "en"}
        for mark in (" :", " ;", " !", " ?", "« ", " »"):
            assert mark not in text["fr"], (key, mark)


def test_every_refusal_key_is_translated() -> None:
    import re

    source = "".join(path.read_text("utf-8")
                     for path in (ROOT / "engine/planete_ciel_espace").glob("*.py"))
    keys = set(re.findall(r'"(pce\.illegal\.[a-z_]+)"', source))
    assert len(keys) >= 15 and keys - set(STRINGS) == set()


@pytest.mark.host  # a subprocess: a fresh interpreter
def test_the_package_imports_without_the_judge() -> None:
    """Listing the game, setting it up and viewing it never load the judge nor its table."""
    code = ("import sys; import engine.planete_ciel_espace as p; g = p.GAME; "
            "from engine.core.registry import engine_ids; assert 'planete-ciel-espace' in engine_ids(); "
            "s = g.setup(2, {}, 1); g.view(s, 0); "
            "assert 'engine.planete_ciel_espace.words' not in sys.modules, 'judge imported'; "
            "assert p.PLAYABLE is True")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


#: the only free texts an event carries: what a player said, and the judge's reading of it
#: (the word of the card's text it met, the word it was taken for, why)
WORD_ARGS = {"word", "text_word", "meant", "reason"}


def test_events_carry_only_ids_and_numbers() -> None:
    """A played game's log holds numbers, card and characteristic ids and player keys (the
    table names them in the reader's language), never a card's title or a label."""
    ids = ({c.id for c in content.deck()} | set(content.characteristic_ids())
           | {f"pce.player.{seat}" for seat in range(4)})
    names = {text for c in content.deck() for text in c.title.values()}
    args: set[str] = set()
    for players, seed in ((2, 3), (3, 1)):
        for event in played(players, seed).log:
            assert isinstance(event, Event)
            for name, value in event.args.items():
                args.add(name)
                for item in value if isinstance(value, list) else [value]:
                    assert isinstance(item, (int, str)), (event.key, name, item)
                    if isinstance(item, str) and name not in WORD_ARGS:
                        assert item in ids, (event.key, name, item)
                    assert item not in names, (event.key, name, item)
    assert {"card", "cards", "shared", "player_key", "word"} <= args  # a whole game was read


def test_unknown_actions_are_refused_with_a_key() -> None:
    state = make_state(2)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, mover(state), ProposeWord("étoile"))
    assert err.value.key == "pce.illegal.not_word_time"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, mover(state), StopTop())
    assert err.value.key == "pce.illegal.top_not_spinning"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, mover(state), Swap(3, 3))
    assert err.value.key == "pce.illegal.bad_places"
