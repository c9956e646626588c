"""Climat Tic Tac rules: the rule book's own examples, then the checklist (CTT-nn, D-CTT-n)."""

from __future__ import annotations

import dataclasses

import pytest

from engine.climat_tic_tac.actions import (
    AskSwap,
    ChallengeResult,
    ChooseWord,
    Discard,
    GiveBack,
    OfferSwap,
    PlacePawn,
    PlayCard,
    RemovePawn,
    Renew,
    ResolveChallengeByChance,
)
from engine.climat_tic_tac.content import content_index as data
from engine.climat_tic_tac.effects import add_permanent_token
from engine.climat_tic_tac.rules import GAME
from engine.climat_tic_tac.turns import emissions, turn_order
from engine.core import IllegalAction

from .helpers import aleas_on_top, empty_board, give_hand, make_state, pawns, play, with_pawns

# --------------------------------------------------------------------------- the book's examples


def test_booklet_count_five_units_plus_one_permanent_token_is_six() -> None:
    """"5 unités de CO2 + 1 unité de CO2 permanent, soit un total de 6" (CTT-42, CTT-43)."""
    s = dataclasses.replace(make_state(), cloud=5, more_co2=1, turn_index=4)
    after = GAME.count_round(s)
    recap = after.recaps[-1]
    assert (recap.units, recap.more_co2, recap.count) == (5, 1, 6)
    assert after.ppm == 410 + 6 * 5
    # CTT-45: the units go, the permanent token stays; CTT-46: round 2 emits players again
    assert after.more_co2 == 1 and after.round == 2 and after.cloud == 4


def test_booklet_two_player_order_a_b_a_b_and_four_units() -> None:
    """CTT-59: "le joueur A joue [...] puis le joueur B [...] puis à nouveau le joueur A et
    enfin le joueur B"; 4 units at 2 players in rounds 1 and 2, then more (D-CTT-2)."""
    s = make_state(players=2)
    assert s.cloud == 4
    assert [emissions(2, r) for r in range(1, 7)] == [4, 4, 5, 5, 6, 6]
    assert [emissions(4, r) for r in range(1, 7)] == [4, 4, 5, 5, 6, 6]
    assert [emissions(3, r) for r in range(1, 7)] == [3, 3, 4, 4, 5, 5]
    seen = []
    while s.round == 1 and not s.result:
        seat = GAME.current_players(s)[0]
        if s.phase == "action":
            seen.append(seat)
            s = play(s, seat, PlayCard(s.hands[seat][0], False))
        else:
            s = play(s, seat, GAME.legal_actions(s, seat)[0])
    assert seen == [0, 1, 0, 1] and turn_order(2) == (0, 1, 0, 1)


def test_booklet_seuil_cards_join_at_450_ppm() -> None:
    """CTT-40: at 450 ppm the 5 Seuil cards and every discarded Aléas card are shuffled into
    the pile; once only (D-CTT-10)."""
    s = make_state()
    s = dataclasses.replace(s, ppm=440, cloud=2, turn_index=4,
                            aleas_pile=s.aleas_pile[4:], aleas_discard=s.aleas_pile[:4])
    after = GAME.count_round(s)
    assert after.ppm == 450 and after.seuil_added
    assert set(data().seuil) <= set(after.aleas_pile)
    assert len(after.aleas_pile) == 41 + 5 and after.aleas_discard == ()
    assert after.epoch > s.epoch
    again = GAME.count_round(dataclasses.replace(after, cloud=1, turn_index=4,
                                            aleas_discard=after.aleas_pile[:1],
                                            aleas_pile=after.aleas_pile[1:]))
    assert len(again.aleas_pile) == 45  # no second reshuffle


def test_below_450_ppm_no_seuil() -> None:
    s = dataclasses.replace(make_state(), ppm=440, cloud=1, turn_index=4)
    assert not GAME.count_round(s).seuil_added


def _to_aleas(s, seat=0, card="action-01"):  # type: ignore[no-untyped-def]
    """Play a CO2 card, discard, and reach the Aléas step of ``seat``'s turn."""
    s = give_hand(s, seat, (card, "action-02", "action-03"))
    s = play(s, seat, PlayCard(card, False))
    return play(s, seat, Discard("action-02"))


def test_booklet_coastal_aleas_card_seven_pawns_one_by_one() -> None:
    """CTT-31: "Ajoutez 4 + 3 pions soit 7 pions, à répartir sur les villes côtières de votre
    choix" — one PlacePawn per pawn, coastal habitable cities only, 4 Infrastructure then
    3 Food."""
    s = aleas_on_top(empty_board(make_state()), "alea-41")
    s = _to_aleas(s)
    assert s.phase == "effect" and s.aleas_card == "alea-41"
    coastal = sorted(c for c in data().cities if c in data().coastal)
    legal = GAME.legal_actions(s, 0)
    assert sorted(a.city for a in legal) == coastal and len(coastal) == 15
    view = GAME.view(s, 0)
    assert view["task"]["hazard"] == "infrastructure" and view["task"]["count"] == 4
    for city in ("lagos", "lagos", "tokyo", "miami"):
        s = play(s, 0, PlacePawn(city))
    assert GAME.view(s, 0)["task"]["hazard"] == "food"
    for city in ("tokyo", "sydney", "sydney"):
        s = play(s, 0, PlacePawn(city))
    assert pawns(s, "lagos") == {"food": 0, "health": 0, "infrastructure": 2}
    assert pawns(s, "tokyo") == {"food": 1, "health": 0, "infrastructure": 1}
    assert pawns(s, "sydney")["food"] == 2
    assert s.phase == "action" and GAME.current_players(s) == (1,)
    assert "alea-41" in s.aleas_discard
    with pytest.raises(IllegalAction):
        play(s, 1, PlacePawn("paris"))


def test_booklet_city_lost_and_two_infrastructure_pawns_displaced() -> None:
    """CTT-36/37: 3 pawns of a type → lost; 2 Infrastructure pawns on one or two other cities
    of the same zone, placed one by one by the acting seat (D-CTT-5); its pawns go back to
    the supply (D-CTT-6)."""
    s = with_pawns(empty_board(make_state()), "new_york", infrastructure=1, health=1)
    s = aleas_on_top(s, "alea-02")  # New York: 2 Infrastructure
    supply = GAME.view(s, 0)["supply"]["infrastructure"]
    s = _to_aleas(s)
    assert s.lost == ("new_york",)
    assert pawns(s, "new_york") == {"food": 0, "health": 0, "infrastructure": 0}
    assert s.phase == "effect"
    americas = sorted(c for c in data().cities if data().zone_of[c] == "americas")
    legal = sorted(a.city for a in GAME.legal_actions(s, 0))
    assert legal == [c for c in americas if c != "new_york"]
    s = play(s, 0, PlacePawn("miami"))
    s = play(s, 0, PlacePawn("miami"))
    assert pawns(s, "miami")["infrastructure"] == 2
    assert supply == 24 and GAME.view(s, 0)["supply"]["infrastructure"] == 25 - 2
    assert any(e.key == "ctt.log.city_lost" for e in s.log)


def test_four_pawns_of_any_types_lose_a_city() -> None:
    """D-CTT-4: "4 aléas différents" = 4 pawns in all."""
    s = with_pawns(empty_board(make_state()), "new_york", food=1, health=1)
    s = aleas_on_top(s, "alea-02")
    s = _to_aleas(s)
    assert s.lost == ("new_york",)


def test_displacement_cascades_and_a_lost_city_takes_no_pawn() -> None:
    s = empty_board(make_state())
    s = with_pawns(s, "new_york", infrastructure=2)
    s = with_pawns(s, "miami", infrastructure=2)
    s = aleas_on_top(s, "alea-02")
    s = _to_aleas(s)
    s = play(s, 0, PlacePawn("miami"))  # Miami falls too: 2 more pawns to place
    assert s.lost == ("new_york", "miami")
    cities = {a.city for a in GAME.legal_actions(s, 0)}
    assert "miami" not in cities and "new_york" not in cities
    assert GAME.view(s, 0)["task"]["count"] == 2


def test_too_many_lost_cities_end_the_game_at_once() -> None:
    """CTT-48/50, D-CTT-7: hard allows 4 lost cities; the 5th loses mid-turn."""
    s = empty_board(make_state(difficulty="hard"))
    s = dataclasses.replace(s, lost=("paris", "lagos", "tokyo", "lima"))
    s = with_pawns(s, "new_york", infrastructure=2)
    s = aleas_on_top(s, "alea-02")
    s = _to_aleas(s)
    assert s.result == "lost_cities" and GAME.current_players(s) == ()
    out = GAME.outcome(s)
    assert out is not None and out.won is False and out.result_key == "ctt.result.lost_cities"
    # easy allows 6
    e = empty_board(make_state(difficulty="easy"))
    e = dataclasses.replace(e, lost=("paris", "lagos", "tokyo", "lima"))
    e = aleas_on_top(with_pawns(e, "new_york", infrastructure=2), "alea-02")
    assert not _to_aleas(e).result


@pytest.mark.parametrize(("difficulty", "ppm", "lost"), [
    ("easy", 555, True), ("easy", 550, False), ("hard", 495, True), ("hard", 490, False)])
def test_co2_loss_line_reached_or_passed(difficulty: str, ppm: int, lost: bool) -> None:
    """CTT-49/50: "atteint ou dépasse 560 ppm" (easy) / 500 ppm (hard); checked at the count."""
    s = dataclasses.replace(make_state(difficulty=difficulty), ppm=ppm, cloud=1, turn_index=4)
    after = GAME.count_round(s)
    assert (after.result == "lost_co2") is lost


def test_win_at_the_end_of_round_six() -> None:
    """CTT-47: the team wins at the end of the 6th round (counted too)."""
    s = dataclasses.replace(make_state(), round=6, ppm=500, cloud=6, turn_index=4)
    after = GAME.count_round(s)
    assert after.ppm == 530 and after.result == "won"
    out = GAME.outcome(after)
    assert out is not None and out.won and out.result_key == "ctt.result.won"


def test_count_is_floored_at_zero() -> None:
    """D-CTT-8: "Moins de CO2" tokens never move the cursor down."""
    s = dataclasses.replace(make_state(), cloud=1, less_co2=3, turn_index=4)
    assert GAME.count_round(s).ppm == 410


# --------------------------------------------------------------------------- a turn


def test_setup() -> None:
    """CTT-02…08: scenario pawns, 410 ppm, cloud = players, 3 cards each, Seuil set aside."""
    s = make_state(players=4)
    side = data().sides[s.scenario]
    assert s.scenario[:-1] in ("scenario-1", "scenario-2", "scenario-3")
    assert sum(sum(p) for p in s.pawns) == sum(sum(e["hazards"].values()) for e in side["pawns"])
    assert s.ppm == 410 and s.cloud == 4 and s.round == 1
    assert all(len(h) == 3 for h in s.hands) and len(s.action_pile) == 68 - 12
    assert len(s.aleas_pile) == 41 and not set(data().seuil) & set(s.aleas_pile)
    assert len(s.defi_pile) == 36
    three = make_state(players=3)
    assert three.scenario.startswith("scenario-4") and three.cloud == 3
    assert sum(sum(p) for p in three.pawns) == 15


def test_a_whole_turn_play_discard_draw_aleas() -> None:
    """CTT-12/13/17/26/27/28/29: play, discard one of two, draw two, then one Aléas card."""
    s = aleas_on_top(empty_board(make_state()), "alea-02")
    s = give_hand(s, 0, ("action-01", "action-02", "action-03"))
    s = play(s, 0, PlayCard("action-01", False))
    assert s.cloud == 3 and s.phase == "discard"  # 4 − 1 (cycling)
    assert GAME.legal_actions(s, 0) == [Discard("action-02"), Discard("action-03")]
    s = play(s, 0, Discard("action-03"))
    assert {"action-01", "action-03"} <= set(s.action_discard)
    assert len(s.hands[0]) == 3 and "action-02" in s.hands[0]
    assert pawns(s, "new_york")["infrastructure"] == 2
    assert s.aleas_discard == ("alea-02",) and GAME.current_players(s) == (1,)


def test_remove_co2_empties_the_cloud_never_below_zero() -> None:
    """D-CTT-9: a removal takes units now; the surplus is lost."""
    s = dataclasses.replace(make_state(), cloud=1)
    s = give_hand(s, 0, ("action-03", "action-02", "action-01"))
    s = play(s, 0, PlayCard("action-03", False))  # remove 3
    assert s.cloud == 0


def test_removal_with_choices_one_pawn_at_a_time() -> None:
    """CTT-14: "2 Bleu / 2 Rouge / 1 Bleu + 1 Rouge" (action-42, Moscow) as one RemovePawn per
    pawn, the second constrained by the first."""
    s = with_pawns(empty_board(make_state()), "moscow", health=1, infrastructure=2)
    s = give_hand(s, 0, ("action-42", "action-02", "action-01"))
    s = play(s, 0, PlayCard("action-42", False))
    assert s.phase == "effect"
    assert set(GAME.legal_actions(s, 0)) == {RemovePawn("moscow", "health"),
                                            RemovePawn("moscow", "infrastructure")}
    s = play(s, 0, RemovePawn("moscow", "health"))  # then the Infrastructure one is forced
    assert pawns(s, "moscow") == {"food": 0, "health": 0, "infrastructure": 1}
    assert s.phase == "discard"


def test_removal_from_a_zone_picks_the_cities() -> None:
    """action-60: 3 Health pawns from Asia-Oceania cities of the player's choice."""
    s = empty_board(make_state())
    s = with_pawns(s, "delhi", health=2)
    s = with_pawns(s, "tokyo", health=1)
    s = with_pawns(s, "paris", health=2)
    s = give_hand(s, 0, ("action-60", "action-02", "action-01"))
    s = play(s, 0, PlayCard("action-60", False))
    assert {a.city for a in GAME.legal_actions(s, 0)} == {"delhi", "tokyo"}
    s = play(s, 0, RemovePawn("delhi", "health"))
    s = play(s, 0, RemovePawn("tokyo", "health"))
    assert pawns(s, "delhi")["health"] == 0 and pawns(s, "paris")["health"] == 2


def test_aleas_card_on_a_lost_city_is_boxed_and_another_drawn() -> None:
    """CTT-39, D-CTT-11."""
    s = dataclasses.replace(empty_board(make_state()), lost=("new_york",))
    s = aleas_on_top(s, "alea-02", "alea-06")
    s = _to_aleas(s)
    assert s.aleas_boxed == ("alea-02",)
    assert pawns(s, "rio_de_janeiro")["infrastructure"] == 2


def test_permanent_tokens_stack_cancel_and_fall_back_to_units() -> None:
    """CTT-33/35, D-CTT-13."""
    s = dataclasses.replace(make_state(), less_co2=1)
    s = add_permanent_token(s, "more_co2")
    assert (s.less_co2, s.more_co2) == (0, 0)
    s = add_permanent_token(add_permanent_token(s, "more_co2"), "more_co2")
    assert s.more_co2 == 2
    full = dataclasses.replace(s, more_co2=3, cloud=4)
    assert add_permanent_token(full, "more_co2").cloud == 5
    assert add_permanent_token(dataclasses.replace(full, more_co2=0, less_co2=3), "less_co2").cloud == 3


def test_aleas_permanent_token_card() -> None:
    s = aleas_on_top(empty_board(make_state()), "alea-04")
    s = _to_aleas(s)
    assert s.more_co2 == 1 and pawns(s, "manaus")["food"] == 1


def test_no_refill_on_the_last_turn_of_the_game() -> None:
    """D-CTT-17."""
    s = dataclasses.replace(make_state(), round=6, turn_index=3, cloud=0)
    s = give_hand(s, 3, ("action-01", "action-02", "action-03"))
    s = play(s, 3, PlayCard("action-01", False))
    s = play(s, 3, Discard("action-02"))
    assert s.hands[3] == ("action-03",)


# --------------------------------------------------------------------------- challenges


def _challenge(s, seat=0, card="action-03"):  # type: ignore[no-untyped-def]
    """Take a Défi with action-03 (removes 3 CO2; boosted 5, weakened 1)."""
    s = give_hand(dataclasses.replace(s, cloud=6), seat, (card, "action-05", "action-06"))
    return play(s, seat, PlayCard(card, True))


def _defi_with_backs(s, first, second):  # type: ignore[no-untyped-def]
    d = data()
    a = next(c for c in s.defi_pile if d.back[c] == first)
    b = next(c for c in s.defi_pile if d.back[c] == second and c != a)
    rest = tuple(c for c in s.defi_pile if c not in (a, b))
    return dataclasses.replace(s, defi_pile=(a, b, *rest)), a


def test_challenge_type_is_the_back_of_the_next_card() -> None:
    """CTT-18: draw the Défi card, the next card's back names the challenge."""
    s, card = _defi_with_backs(make_state(), "whisper", "mime")
    s = _challenge(s)
    assert s.challenge is not None and s.challenge.card == card and s.challenge.kind == "mime"
    assert s.phase == "word"
    s = play(s, 0, ChooseWord(1))
    assert s.phase == "verdict" and GAME.current_players(s) == (0,)  # coop: the challenger


def test_whisper_has_no_word_choice_and_the_card_stays_the_challengers_until_the_verdict() -> None:
    s, card = _defi_with_backs(make_state(), "drawing", "whisper")
    s = _challenge(s)
    # the challenger alone reads the sentence (its own screen, after its hand-off)...
    assert s.phase == "word" and GAME.legal_actions(s, 0) == [ChooseWord(0)]
    assert GAME.view(s, 0)["challenge"]["card"] == card
    assert all(GAME.view(s, seat)["challenge"]["card"] is None for seat in (None, 1, 2, 3))
    # ...then, read and hidden, the card stays face down for everyone else until the verdict
    # (the book: "placez la carte Défi, face cachée"); no log line names it
    s = play(s, 0, ChooseWord(0))
    assert s.phase == "verdict"
    assert GAME.view(s, 0)["challenge"]["card"] == card
    assert all(GAME.view(s, seat)["challenge"]["card"] is None for seat in (None, 1, 2, 3))
    for seat in (None, 0, 1, 2, 3):
        assert all("card" not in e["args"] for e in GAME.view(s, seat)["log"]
                   if e["key"].startswith("ctt.log.challenge") or e["key"] in (
                       "ctt.log.word_chosen", "ctt.log.sentence_read"))
    s = play(s, 0, ChallengeResult(True))
    assert all(GAME.view(s, seat)["defi_discard"][-1] == card for seat in (None, 1, 2, 3))


def test_semi_cooperative_normal_play_shows_a_hidden_card_so_undo_is_closed() -> None:
    s = GAME.setup(4, {"mode": "semi"}, 5)
    card = s.hands[0][0]
    after = play(s, 0, PlayCard(card, False))
    assert after.epoch > s.epoch
    coop = GAME.setup(4, {}, 5)
    assert play(coop, 0, PlayCard(coop.hands[0][0], False)).epoch == coop.epoch


def test_the_challenger_judges_in_both_modes_so_no_robot_judges_a_person() -> None:
    for mode in ("coop", "semi"):
        s, _ = _defi_with_backs(GAME.setup(4, {"mode": mode}, 3), "drawing", "mime")
        s = _challenge(s)
        s = play(s, 0, ChooseWord(1))
        assert GAME.current_players(s) == (0,) and GAME.view(s, 1)["challenge"]["judge"] == 0


def test_words_are_for_the_challenger_only_and_never_for_bots() -> None:
    s, card = _defi_with_backs(make_state(), "drawing", "drawing")
    s = _challenge(s)
    assert GAME.view(s, 0)["challenge"]["card"] == card
    for seat in (None, 1, 2, 3):
        assert GAME.view(s, seat)["challenge"]["card"] is None
    assert GAME.has_private_view(s, 0) and not GAME.has_private_view(s, 1)
    assert GAME.bot_view(s, 0, "strong")["challenge"]["card"] is None
    s = play(s, 0, ChooseWord(0))
    assert GAME.view(s, 1)["challenge"]["word"] is None


def test_won_challenge_applies_the_boosted_effect_lost_the_weakened() -> None:
    """CTT-24/25: action-03 removes 5 when boosted, 1 when weakened (cloud 6)."""
    s, _ = _defi_with_backs(make_state(), "drawing", "whisper")
    won = play(play(_challenge(s), 0, ChooseWord(0)), 0, ChallengeResult(True))
    lost = play(play(_challenge(s), 0, ChooseWord(0)), 0, ChallengeResult(False))
    assert won.cloud == 1 and lost.cloud == 5
    assert won.defi_discard[-1] == s.defi_pile[0]  # CTT-23


def test_semi_cooperative_verdict_comes_from_the_challengers_screen() -> None:
    """Rules version 2 (D-CTT-14): the table's verdict is tapped by the challenger, never by
    the next seat (which may be a robot)."""
    s, _ = _defi_with_backs(make_state(mode="semi"), "drawing", "whisper")
    s = _challenge(s, seat=0)
    assert GAME.current_players(s) == (0,)  # the challenger reads the sentence first
    s = play(s, 0, ChooseWord(0))
    assert GAME.current_players(s) == (0,)
    assert ChallengeResult(True) in GAME.legal_actions(s, 0)
    with pytest.raises(IllegalAction):
        play(s, 1, ChallengeResult(True))


def test_resolve_by_chance_uses_the_shown_odds() -> None:
    s, _ = _defi_with_backs(make_state(difficulty="hard"), "drawing", "whisper")
    s = play(_challenge(s), 0, ChooseWord(0))
    view = GAME.view(s, 1)
    assert view["challenge"]["chance_percent"] == 50 and view["odds"]["whisper"] == 50
    outcomes = set()
    for rng in range(40):
        t = play(dataclasses.replace(s, rng=rng), 0, ResolveChallengeByChance())
        outcomes.add(t.cloud)
        assert t.epoch > s.epoch
    assert outcomes == {1, 5}


# --------------------------------------------------------------------------- cooperation tokens


def test_cooperation_tokens_off_by_default() -> None:
    s = make_state()
    assert Renew() not in GAME.legal_actions(s, 0)
    with pytest.raises(IllegalAction) as err:
        play(s, 0, Renew())
    assert err.value.key == "ctt.illegal.no_cooperation"


def test_renew_the_hand_once() -> None:
    """CTT-51/52."""
    s = make_state(cooperation=True)
    old = s.hands[0]
    s = play(s, 0, Renew())
    assert len(s.hands[0]) == 3 and not set(old) & set(s.hands[0])
    assert set(old) <= set(s.action_discard) and s.phase == "action"
    assert Renew() not in GAME.legal_actions(s, 0)
    with pytest.raises(IllegalAction) as err:
        play(s, 0, Renew())
    assert err.value.key == "ctt.illegal.token_used"


def test_give_a_card_is_a_swap() -> None:
    """CTT-53, D-CTT-15: the receiver gives one of its cards back."""
    s = make_state(cooperation=True, mode="semi")
    mine, theirs = s.hands[0][0], s.hands[2][1]
    s = play(s, 0, OfferSwap(mine, 2))
    assert GAME.current_players(s) == (2,)
    assert GAME.view(s, 2)["swap"]["card"] == mine and GAME.view(s, 1)["swap"]["card"] is None
    s = play(s, 2, GiveBack(theirs))
    assert theirs in s.hands[0] and mine in s.hands[2]
    assert GAME.current_players(s) == (0,) and not s.coop_tokens[0]


# --------------------------------------------------------------------------- semi-cooperative


def test_semi_cooperative_roles_hidden_hands_and_malus_ranking() -> None:
    """CTT-54…58, D-CTT-18."""
    s = make_state(mode="semi")
    assert len(set(s.roles)) == 4
    v1 = GAME.view(s, 1)
    assert v1["roles"][1] == s.roles[1] and v1["roles"][0] is None
    assert v1["hands"][0] is None and v1["hands"][1] == list(s.hands[1])
    assert GAME.has_private_view(s, 0)
    s = empty_board(s)
    d = data()
    c0 = d.roles[s.roles[0]]["cities"]
    c1 = d.roles[s.roles[1]]["cities"]
    s = with_pawns(s, c0[0], food=2)  # seat 0: 2 malus
    s = dataclasses.replace(s, lost=(c1[0],))  # seat 1: 4 malus
    s = dataclasses.replace(s, round=6, turn_index=4, cloud=0)
    end = GAME.count_round(s)
    out = GAME.outcome(end)
    assert out is not None and out.won and out.cooperative  # team result + ranking
    assert out.scores[0] == -2 and out.scores[1] == -4
    assert set(out.winners) == {2, 3} and out.result_key == "ctt.result.won_ranked"
    assert all(r is not None for r in GAME.view(end, 1)["roles"])


def test_semi_cooperative_loss_ignores_roles() -> None:
    s = dataclasses.replace(make_state(mode="semi"), ppm=555, cloud=2, turn_index=4)
    out = GAME.outcome(GAME.count_round(s))
    assert out is not None and out.won is False and out.winners == ()


def test_coop_hands_are_open_and_nothing_is_private() -> None:
    """CTT-07: face up; no hand-off needed in the cooperative game."""
    s = make_state()
    assert GAME.view(s, 1)["hands"][0] == list(s.hands[0])
    assert not any(GAME.has_private_view(s, p) for p in range(4))


# --------------------------------------------------------------------------- errors


def test_illegal_actions_have_precise_keys() -> None:
    s = make_state()
    cases = [
        (PlayCard("action-99", False), "ctt.illegal.not_in_hand"),
        (Discard(s.hands[0][0]), "ctt.illegal.wrong_step"),
        (PlacePawn("paris"), "ctt.illegal.wrong_step"),
    ]
    for action, key in cases:
        with pytest.raises(IllegalAction) as err:
            play(s, 0, action)
        assert err.value.key == key
    from engine.climat_tic_tac.content import content_json

    keys = content_json()["strings"]
    for key in ("ctt.illegal.not_in_hand", "ctt.illegal.wrong_step", "ctt.result.won",
                "ctt.result.lost_co2", "ctt.result.lost_cities", "ctt.result.won_ranked"):
        assert key in keys


def test_every_log_key_has_strings() -> None:
    from engine.climat_tic_tac.content import content_json
    from tests.support.conformance import random_match

    keys = content_json()["strings"]
    seen = set()
    for seed in range(30):
        opts = {"mode": "semi" if seed % 2 else "coop", "cooperation": True}
        m = random_match(GAME, 2 + seed % 3, opts, seed)
        for e in m.state.log:
            seen.add(e.key)
            seen.update(v for k, v in e.args.items() if k.endswith("_key"))
    assert seen - set(keys) == set()



def test_every_key_named_in_the_rules_has_strings() -> None:
    """Error, result, option, phase and log keys written in the engine (literal or by prefix)."""
    import re
    from pathlib import Path

    from engine.climat_tic_tac.content import content_json

    keys = set(content_json()["strings"])
    package = Path(__file__).parents[2] / "engine" / "climat_tic_tac"
    source = "\n".join(path.read_text() for path in sorted(package.glob("*.py")))
    literal = set(re.findall(r'"(ctt\.[a-z_.]+[a-z_])"', source))
    assert literal - keys == set()
    for prefix, names in {
        "ctt.phase.": ("action", "swap", "word", "verdict", "effect", "discard", "over"),
        "ctt.kind.": ("drawing", "mime", "whisper"), "ctt.slot.": ("normal", "boosted", "weakened"),
        "ctt.hazard.": ("food", "health", "infrastructure"), "ctt.token.": ("more_co2", "less_co2"),
        "ctt.difficulty.": ("easy", "hard"), "ctt.mode.": ("coop", "semi"),
        "ctt.result.": ("won", "lost_cities", "lost_co2", "won_ranked"),
    }.items():
        assert {prefix + n for n in names} <= keys


def test_a_swap_asked_during_another_seats_turn_returns_to_that_turn() -> None:
    """The book's "à n'importe quel moment": during seat 0's turn, seat 1 gives seat 0 a card;
    ``current_players`` is seat 1 (its choice), then seat 0 as receiver (its card back), then
    seat 0 again at the step it left; seat 1's token is spent, not seat 0's."""
    for mode, phase in (("coop", "action"), ("semi", "discard")):
        s = make_state(cooperation=True, mode=mode)
        if phase == "discard":
            s = play(s, 0, PlayCard(s.hands[0][0], False))
            while s.phase == "effect":
                s = play(s, 0, GAME.legal_actions(s, 0)[0])
            assert s.phase == "discard"
        assert AskSwap(1, 0) in GAME.legal_actions(s, 0)
        assert all(a.giver != 0 for a in GAME.legal_actions(s, 0) if isinstance(a, AskSwap))
        s = play(s, 0, AskSwap(1, 0))
        assert s.phase == "offer" and GAME.current_players(s) == (1,)
        given = s.hands[1][0]
        assert GAME.legal_actions(s, 1) == [OfferSwap(c, 0) for c in s.hands[1]]
        before = s.epoch
        s = play(s, 1, OfferSwap(given, 0))
        assert s.epoch > before and GAME.current_players(s) == (0,) and s.phase == "swap"
        back = next(c for c in s.hands[0] if c != given)
        s = play(s, 0, GiveBack(back))
        assert s.phase == phase and GAME.current_players(s) == (0,)
        assert given in s.hands[0] and back in s.hands[1]
        assert s.coop_tokens[:2] == (True, False)
        if mode == "semi":  # the two cards are seen by the two seats only
            assert GAME.view(s, 2)["hands"][1] is None
    with pytest.raises(IllegalAction):
        play(make_state(), 0, AskSwap(1, 0))  # no cooperation tokens


def _mid_turn_moments(mode: str) -> dict[str, object]:
    """Positions of seeded games (cooperation tokens on, none spent) at each step in the middle
    of a turn: a played card's effect, the discard, the Aléas card's effect, a Défi's word."""
    from engine.core import Prng, seed_state

    found: dict[str, object] = {}
    for seed in range(1, 40):
        s = make_state(cooperation=True, mode=mode, seed=seed)
        rng = Prng(seed_state(seed))
        while not s.result and len(found) < 4:
            seat = GAME.current_players(s)[0]
            moment = {"effect": "aleas_effect" if s.after == "aleas_done" else "card_effect",
                      "discard": "discard", "word": "word"}.get(s.phase)
            if moment and moment not in found and s.coop_tokens[seat]:
                found[moment] = s
            legal = [a for a in GAME.legal_actions(s, seat)
                     if not isinstance(a, (OfferSwap, AskSwap, Renew))]
            s = play(s, seat, legal[rng.below(len(legal))])
        if len(found) == 4:
            return found
    raise AssertionError(f"not every moment met: {sorted(found)}")


@pytest.mark.parametrize("mode", ["coop", "semi"])
def test_the_active_seat_swaps_its_own_card_at_any_moment_of_its_turn(mode: str) -> None:
    """Rules version 3, the book's "à n'importe quel moment": the active seat spends its own
    token to give a card during a card's effect, before discarding and during the Aléas card's
    effect, not only before playing; the receiver gives one back and the turn goes on at the
    step it left (the effect's pawns still to move, the same discard). Not while a Défi is
    performed: its step takes no swap."""
    for moment, position in _mid_turn_moments(mode).items():
        s = position
        assert isinstance(s, type(make_state()))
        seat = GAME.current_players(s)[0]
        legal = GAME.legal_actions(s, seat)
        if moment == "word":
            assert not [a for a in legal if isinstance(a, (OfferSwap, AskSwap))], moment
            continue
        receiver = (seat + 1) % s.players
        given = s.hands[seat][0]
        assert OfferSwap(given, receiver) in legal, moment
        assert [a for a in legal if isinstance(a, AskSwap)], moment  # a partner may give too
        before = s
        s = play(s, seat, OfferSwap(given, receiver))
        assert s.phase == "swap" and GAME.current_players(s) == (receiver,), moment
        back = s.hands[receiver][0]
        s = play(s, receiver, GiveBack(back))
        assert s.phase == before.phase and GAME.current_players(s) == (seat,), moment
        assert s.tasks == before.tasks and s.after == before.after, moment
        assert back in s.hands[seat] and given in s.hands[receiver], moment
        assert not s.coop_tokens[seat]
        assert not [a for a in GAME.legal_actions(s, seat) if isinstance(a, OfferSwap)]
        # the step goes on: the same kind of moves as before the swap
        kinds = {type(a) for a in legal} - {OfferSwap, AskSwap}
        assert {type(a) for a in GAME.legal_actions(s, seat)} - {AskSwap} == kinds, moment
        if mode == "semi":  # the two cards are seen by the two seats only
            third = next(p for p in range(s.players) if p not in (seat, receiver))
            assert GAME.view(s, third)["hands"][seat] is None


def test_rules_version_3_saves_a_mid_turn_swap_and_replays_it() -> None:
    """A swap before the discard is a move of the save: it replays to the same position."""
    from engine.core import Match, Prng, seed_state
    from engine.core.match import SeatSpec

    match = Match(GAME, [SeatSpec("human", name=f"P{i}") for i in range(4)],
                  {"cooperation": True}, 1)
    rng = Prng(seed_state(1))
    state = match.state
    while state.phase != "discard":
        seat = GAME.current_players(state)[0]
        legal = [a for a in GAME.legal_actions(state, seat)
                 if not isinstance(a, (OfferSwap, AskSwap, Renew))]
        state = match.play(seat, legal[rng.below(len(legal))])
    seat = GAME.current_players(state)[0]
    state = match.play(seat, OfferSwap(state.hands[seat][0], 1))
    state = match.play(1, GiveBack(state.hands[1][0]))
    again = Match.from_record(match.to_record())
    assert again.state == match.state and again.state.phase == "discard"
    assert match.to_record()["rules_version"] == GAME.rules_version == 3
