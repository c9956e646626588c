"""One battle at a time: every power-card interaction and every tie rule (battles.resolve_battle)."""

from __future__ import annotations

import pytest

from engine.core.content import load_json
from engine.defis_nature.battles import Contender, resolve_battle
from engine.defis_nature.content import parse_power_cards

POWERS = parse_power_cards(load_json("engine.defis_nature", "data/power_cards.json"))
GREEN, YELLOW, ORANGE, RED = 0, 1, 2, 3


def battle(*contenders: Contender):  # type: ignore[no-untyped-def]
    return resolve_battle(1, "weight", list(contenders), POWERS)


def c(seat: int, base: float, power: str = "", threat: int = GREEN, points: int = 2,
      herd: int = 0) -> Contender:
    return Contender(seat, f"card{seat}", base, threat, power, points, herd)


def results(result) -> dict[int, str]:  # type: ignore[no-untyped-def]
    return {e.seat: e.result for e in result.entries}


def test_highest_figure_wins_and_others_lose() -> None:
    r = battle(c(0, 10), c(1, 30), c(2, 20))
    assert r.winners == (1,)
    assert results(r) == {0: "lost", 1: "won", 2: "lost"}
    assert r.tie_rule == "none" and not r.smallest_wins


@pytest.mark.parametrize(("juniors", "smallest_wins"), [(1, True), (2, False), (3, True), (4, False)])
def test_junior_parity(juniors: int, smallest_wins: bool) -> None:
    ids = ["junior-1", "junior-2", "junior-3", "junior-4"]
    figures = [10.0, 40.0, 30.0, 20.0]
    contenders = [c(s, figures[s], ids[s] if s < juniors else "") for s in range(4)]
    r = battle(*contenders)
    assert r.juniors == juniors
    assert r.smallest_wins is smallest_wins
    assert r.winners == ((0,) if smallest_wins else (1,))


def test_protect_by_a_loser_saves_the_card_and_the_winner_still_wins() -> None:
    r = battle(c(0, 5, "protect-1"), c(1, 50))
    assert r.winners == (1,)
    assert r.protected == (0,)
    assert results(r) == {0: "protected", 1: "won"}


def test_protect_by_the_winner_changes_nothing_for_the_others() -> None:
    r = battle(c(0, 50, "protect-1"), c(1, 5), c(2, 7))
    assert r.winners == (0,)
    assert results(r) == {0: "won", 1: "lost", 2: "lost"}


def test_several_protect_cards_on_one_battle() -> None:
    r = battle(c(0, 5, "protect-1"), c(1, 50), c(2, 7, "protect-2"))
    assert results(r) == {0: "protected", 1: "won", 2: "protected"}


def test_protect_is_never_cancelled() -> None:
    r = battle(c(0, 5, "protect-1"), c(1, 50, "action-calm"))
    assert results(r) == {0: "protected", 1: "won"}


def test_multiply_self() -> None:
    r = battle(c(0, 10, "action-growth"), c(1, 60))
    assert r.entries[0].figure == 100.0
    assert r.winners == (0,)


def test_divide_others_retired_card() -> None:
    # « Tempête de sable » is retired (old saves): it still halves the others' figures
    r = battle(c(0, 10, "action-sandstorm"), c(1, 18), c(2, 30))
    assert [e.figure for e in r.entries] == [10.0, 9.0, 15.0]
    assert r.winners == (2,)


def test_actions_cumulate_multiply_and_herd() -> None:
    # seat 0 multiplies by 10, seat 1 doubles twice (2 animals of its kind protected)
    r = battle(c(0, 10, "action-growth"), c(1, 30, "action-herd", herd=2), c(2, 90))
    assert [e.figure for e in r.entries] == [100.0, 120.0, 90.0]
    assert r.winners == (1,)


def test_actions_cumulate_with_junior() -> None:
    # seat 1 multiplies its figure and a Junior card makes the smallest win: it loses more
    r = battle(c(0, 10, "junior-1"), c(1, 8, "action-growth"))
    assert r.entries[1].figure == 80.0
    assert r.smallest_wins and r.winners == (0,)


def test_fog_makes_every_figure_equal_and_the_threat_decides() -> None:
    r = battle(c(0, 1, "action-fog", threat=ORANGE), c(1, 500, threat=YELLOW),
               c(2, 90, threat=GREEN))
    assert [e.figure for e in r.entries] == [1.0, 1.0, 1.0]
    assert r.winners == (0,) and r.tie_rule == "threat"
    # equal threat: shared, and a Junior changes nothing when every figure is equal
    r = battle(c(0, 1, "action-fog", threat=RED), c(1, 500, "junior-1", threat=RED))
    assert r.winners == (0, 1) and r.tie_rule == "shared"
    # a less threatened owner loses its own fog
    r = battle(c(0, 900, "action-fog", threat=GREEN), c(1, 5, threat=RED))
    assert r.winners == (1,)


def test_fog_after_the_swaps() -> None:
    r = battle(c(0, 10, "action-swap", threat=GREEN), c(1, 50, "action-fog", threat=GREEN))
    assert [e.figure for e in r.entries] == [10.0, 10.0]
    assert r.winners == (0, 1)


def test_close_call_wins_too_within_a_factor_ten() -> None:
    r = battle(c(0, 6, "action-photo"), c(1, 50), c(2, 20))
    assert r.winners == (0, 1) and r.close_calls == (0,)
    assert results(r) == {0: "won", 1: "won", 2: "lost"}
    edge = battle(c(0, 5, "action-photo"), c(1, 50))
    assert edge.winners == (0, 1), "exactly a tenth is enough"
    far = battle(c(0, 4, "action-photo"), c(1, 50))
    assert far.winners == (1,) and far.close_calls == ()
    # under a Junior the smallest wins: at most ten times the winning figure
    small = battle(c(0, 90, "action-photo"), c(1, 10, "junior-1"), c(2, 300))
    assert small.winners == (0, 1) and small.close_calls == (0,)
    # already the winner: nothing more
    alone = battle(c(0, 60, "action-photo"), c(1, 50))
    assert alone.winners == (0,) and alone.close_calls == ()


def test_swap_highest_takes_the_best_figure() -> None:
    r = battle(c(0, 10, "action-swap"), c(1, 50), c(2, 30))
    assert [e.figure for e in r.entries] == [50.0, 10.0, 30.0]
    assert r.entries[0].swapped_with == 1
    assert r.winners == (0,)


def test_swap_highest_does_nothing_when_already_highest() -> None:
    r = battle(c(0, 60, "action-swap"), c(1, 50))
    assert r.entries[0].swapped_with == -1 and r.winners == (0,)


def test_swap_after_multiplication() -> None:
    # seat 1 multiplies 15 -> 150, then seat 0 (20) swaps with the highest, now 150
    r = battle(c(0, 20, "action-swap"), c(1, 15, "action-growth"))
    assert [e.figure for e in r.entries] == [150.0, 20.0]
    assert r.winners == (0,)


def test_mirror_makes_the_smallest_win_whatever_the_juniors() -> None:
    for juniors in range(4):
        contenders = [c(0, 5, "action-mirror"), c(1, 40), c(2, 20), c(3, 30)]
        for s in range(1, 1 + juniors):
            contenders[s] = c(s, contenders[s].base, f"junior-{s}")
        r = battle(*contenders)
        assert r.smallest_wins and r.forced_smallest and r.winners == (0,), juniors
        assert r.juniors == juniors
    # « Calme plat » switches it off like any other Action card
    r = battle(c(0, 5, "action-mirror"), c(1, 40, "action-calm"))
    assert not r.smallest_wins and r.winners == (1,)


def test_cancel_others_switches_off_junior_and_action_of_the_others() -> None:
    r = battle(c(0, 50, "action-calm"), c(1, 10, "junior-1"), c(2, 20, "action-growth"))
    assert [e.power_active for e in r.entries] == [True, False, False]
    assert r.juniors == 0 and r.winners == (0,)
    assert r.entries[2].figure == 20.0


def test_two_cancel_cards_cancel_everyone_elses_but_not_each_other() -> None:
    # « Trêve » is a retired card (one « Calme plat » is left in the box): kept so that a
    # game saved with it still resolves as it did
    r = battle(c(0, 50, "action-calm"), c(1, 60, "action-truce"), c(2, 5, "junior-1"))
    assert [e.power_active for e in r.entries] == [True, True, False]
    assert r.winners == (1,)


def test_bonus_points_only_when_winning() -> None:
    won = battle(c(0, 50, "action-medal"), c(1, 10))
    lost = battle(c(0, 5, "action-medal"), c(1, 10))
    assert won.entries[0].bonus == 3
    assert lost.entries[0].bonus == 0


def test_tie_broken_by_threat_level() -> None:
    r = battle(c(0, 30, threat=YELLOW), c(1, 30, threat=RED), c(2, 10, threat=RED))
    assert r.winners == (1,)
    assert r.tie_rule == "threat"


def test_tie_on_same_colour_everyone_tied_wins() -> None:
    r = battle(c(0, 30, threat=ORANGE), c(1, 30, threat=ORANGE), c(2, 10, threat=RED))
    assert r.winners == (0, 1)
    assert r.tie_rule == "shared"
    assert results(r) == {0: "won", 1: "won", 2: "lost"}


def test_tie_under_junior_is_on_the_smallest_figure() -> None:
    r = battle(c(0, 5, "junior-1", threat=GREEN), c(1, 5, threat=YELLOW), c(2, 50, threat=RED))
    assert r.winners == (1,) and r.tie_rule == "threat"


def test_win_ties_card_steals_the_tie_before_threat() -> None:
    # « Au coude à coude » is retired (old saves only)
    r = battle(c(0, 30, "action-neck", threat=GREEN), c(1, 30, threat=RED))
    assert r.winners == (0,) and r.tie_rule == "win_ties"


def test_two_win_ties_cards_fall_back_to_threat() -> None:
    # « Au coude à coude » is retired (old saves only)
    r = battle(c(0, 30, "action-neck", threat=GREEN), c(1, 30, "action-neck", threat=RED),
               c(2, 30, threat=RED))
    # both stealers tie, so the threat decides between them: red beats green
    assert r.winners == (1,)


def test_win_ties_does_nothing_without_a_tie() -> None:
    r = battle(c(0, 20, "action-neck"), c(1, 30))
    assert r.winners == (1,) and r.tie_rule == "none"


def test_each_action_card_in_the_box_has_its_own_effect() -> None:
    """Booklet: « Chaque carte a un effet différent »."""
    actions = [p for p in POWERS.values() if p.kind == "action" and not p.retired]
    assert len(actions) == 10
    assert len({p.effect for p in actions}) == len(actions)


def test_double_points_pays_the_card_points_again_when_winning() -> None:
    won = battle(c(0, 50, "action-star", points=4), c(1, 10))
    lost = battle(c(0, 5, "action-star", points=4), c(1, 10))
    assert won.entries[0].bonus == 4 and won.entries[0].result == "won"
    assert lost.entries[0].bonus == 0 and lost.entries[0].result == "lost"


def test_red_list_saves_a_more_threatened_loser() -> None:
    r = battle(c(0, 5, "action-redlist", threat=ORANGE), c(1, 50, threat=YELLOW))
    assert r.winners == (1,) and r.red_listed == (0,)
    assert results(r) == {0: "protected", 1: "won"}
    assert r.protected == (), "not a Protect card"


def test_red_list_needs_more_threatened_than_every_winner() -> None:
    same = battle(c(0, 5, "action-redlist", threat=ORANGE), c(1, 50, threat=ORANGE))
    assert same.red_listed == () and results(same)[0] == "lost"
    shared = battle(c(0, 5, "action-redlist", threat=RED), c(1, 50, threat=GREEN),
                    c(2, 50, threat=RED), c(3, 50, threat=RED))
    assert shared.winners == (2, 3) and shared.red_listed == ()


def test_red_list_on_a_winner_changes_nothing() -> None:
    r = battle(c(0, 50, "action-redlist", threat=RED), c(1, 5))
    assert r.red_listed == () and results(r) == {0: "won", 1: "lost"}


def test_herd_doubles_for_each_animal_of_the_group() -> None:
    r = battle(c(0, 10, "action-herd", herd=2), c(1, 25))
    assert r.entries[0].figure == 40.0 and r.winners == (0,)
    alone = battle(c(0, 10, "action-herd", herd=0), c(1, 25))
    assert alone.entries[0].figure == 10.0 and alone.winners == (1,)


def test_cancel_others_also_switches_off_the_new_actions() -> None:
    r = battle(c(0, 20, "action-calm"), c(1, 10, "action-herd", herd=3),
               c(2, 5, "action-redlist", threat=RED), c(3, 1, "action-star"))
    assert [e.power_active for e in r.entries] == [True, False, False, False]
    assert r.winners == (0,) and r.red_listed == ()
    assert results(r) == {0: "won", 1: "lost", 2: "lost", 3: "lost"}


def test_retired_cards_still_resolve_for_old_saves() -> None:
    assert all(POWERS[p].retired for p in ("action-force", "action-shrink", "action-truce"))
    r = battle(c(0, 10, "action-force"), c(1, 25))
    assert r.entries[0].figure == 30.0 and r.winners == (0,)
