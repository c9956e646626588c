"""How one battle is decided: figures, power cards, Junior parity, ties, Protect.

What each power card does is in ``powers.py``; this module applies those steps in order.

``resolve_battle`` is a pure function of the cards on one battle board. It returns every
step it took (which power cards were cancelled, each figure before and after the Action
cards, how many Junior cards counted, which tie rule decided), so the log can explain the
battle to a table and the tests can check each rule on its own.

Order of the steps (the booklet says Action effects "cumulate"; it does not say in which
order, so this order is ours, chosen so that every combination has one clear result):

1. « Calme plat » (``cancel_others``) switches off the other players' Junior and Action
   cards on that battle (never Protect cards, never another « Calme plat »).
2. Multiplications of one's own figure (``multiply_self``, ``herd``), then divisions of the
   others' figures (``divide_others``); these commute, so their order does not matter.
3. Swaps (``swap_highest``), seat by seat in seat order, on the figures
   after step 2; then « Brouillard » (``all_equal``) makes every figure equal to its
   owner's (the first such card in seat order), so the tie rules decide.
4. Junior parity: an odd number of active Junior cards means the smallest figure wins
   (1 reverses, 2 cancel, 3 restore the reversal, 4 cancel again); an active « Jeu de
   miroir » (``force_smallest``) makes the smallest win whatever the Junior cards.
5. Ties for the win: players with an active ``win_ties`` card win ahead of the others; then
   the most threatened species (red > orange > yellow > green); then every player still
   tied wins. Then « Sur le fil » (``close_call``): its owner wins too if its figure times
   ``amount`` reaches the winning one (when the smallest wins: if it is at most ``amount``
   times the winning one).
6. Winners and holders of a Protect card put their card in their protected zone; so does
   a loser with « Liste rouge » (``red_list``) whose species is more threatened than every
   winner's; ``bonus_points`` and ``double_points`` pay only if their holder wins.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, cast

from .content import Battle, PowerCard, Species
from .powers import (
    active_power_cards,
    apply_figure_effects,
    bonus_for_winner,
    close_call_winners,
    forces_smallest,
    junior_count,
    protect_holders,
    red_listed,
    smallest_wins,
    tie_stealers,
)

#: where a card goes after a battle: to the zone as a winner, to the zone thanks to a power
#: card (Protect, « Liste rouge »), or back to the deck / the discard
EntryResult = Literal["won", "protected", "lost"]
#: which rule settled a tie for the win (``none``: no tie)
TieRule = Literal["none", "win_ties", "threat", "shared"]


@dataclass(frozen=True)
class Contender:
    """One seat's entry on a battle board: its Défis card and its power card (or "").
    ``points`` are the card's points (« Espèce vedette »), ``herd`` the animals of the same
    category already in the seat's protected zone (« Force du groupe »)."""

    seat: int
    card: str
    base: float
    threat: int
    power: str = ""
    points: int = 0
    herd: int = 0


@dataclass(frozen=True)
class Entry:
    """One seat's line in a resolved battle (also the form kept in the game's history)."""

    seat: int
    card: str
    base: float
    figure: float
    power: str
    power_active: bool
    swapped_with: int  # seat whose figure this one took, or -1
    result: EntryResult
    bonus: int
    other_card: str = ""  # the ghost's second card, put aside


@dataclass(frozen=True)
class BattleResult:
    round: int
    battle: Battle
    entries: tuple[Entry, ...]
    juniors: int
    smallest_wins: bool
    tie_rule: TieRule
    winners: tuple[int, ...]
    protected: tuple[int, ...]  # holders of a Protect card
    red_listed: tuple[int, ...] = ()  # losers saved by « Liste rouge »
    close_calls: tuple[int, ...] = ()  # winners thanks to « Sur le fil » (also in winners)
    forced_smallest: bool = False  # « Jeu de miroir »: the smallest won, Juniors aside


def resolve_battle(round_no: int, battle: Battle, contenders: Sequence[Contender],
                   powers: Mapping[str, PowerCard], ghost_other: Mapping[int, str] | None = None
                   ) -> BattleResult:
    """Decide one battle. ``contenders`` are in seat order; ``ghost_other`` maps the ghost's
    seat to its second (unused) card, only for the record."""
    active = active_power_cards(contenders, powers)
    figure = {c.seat: c.base for c in contenders}
    swapped = apply_figure_effects(contenders, active, figure)
    juniors = junior_count(active)
    forced = forces_smallest(active)
    smallest = smallest_wins(active)
    winners: list[int] = []
    tie_rule: TieRule = "none"
    if contenders:
        best = min(figure.values()) if smallest else max(figure.values())
        tied = [c for c in contenders if figure[c.seat] == best]
        if len(tied) > 1:
            stealers = tie_stealers(tied, active)
            if stealers and len(stealers) < len(tied):
                tied, tie_rule = stealers, "win_ties"
            if len(tied) > 1:
                top = max(c.threat for c in tied)
                most = [c for c in tied if c.threat == top]
                if len(most) < len(tied):
                    tied, tie_rule = most, "threat"
            if len(tied) > 1:
                tie_rule = "shared"
        winners = [c.seat for c in tied]
    close_calls = close_call_winners(contenders, active, figure, winners, smallest)
    winners = sorted([*winners, *close_calls]) if winners else winners
    protected = protect_holders(contenders, active)
    saved_by_red_list = red_listed(contenders, active, winners, protected)
    entries = []
    for c in contenders:
        won = c.seat in winners
        bonus = bonus_for_winner(c, active.get(c.seat)) if won else 0
        saved = c.seat in protected or c.seat in saved_by_red_list
        result: EntryResult = "won" if won else ("protected" if saved else "lost")
        entries.append(Entry(c.seat, c.card, c.base, figure[c.seat], c.power, c.seat in active,
                             swapped[c.seat], result, bonus,
                             (ghost_other or {}).get(c.seat, "")))
    return BattleResult(round_no, battle, tuple(entries), juniors, smallest, tie_rule,
                        tuple(winners), tuple(protected), tuple(saved_by_red_list),
                        tuple(close_calls), forced)


def ghost_choice(cards: Sequence[str], battle_index: int, species: Mapping[str, Species]) -> tuple[str, str]:
    """The ghost plays the card with the higher figure (booklet: « la valeur la plus élevée
    est choisie »), even when a Junior card makes the smaller one win. On equal figures we
    keep the more threatened species (it wins ties), else the first drawn. Returns
    ``(chosen, put_aside)``; ``put_aside`` is "" when the ghost had a single card."""
    if len(cards) == 1:
        return cards[0], ""
    ranked = sorted(range(len(cards)),
                    key=lambda i: (-species[cards[i]].figures[battle_index],
                                   -species[cards[i]].threat, i))
    chosen = cards[ranked[0]]
    other = cards[ranked[1]]
    return chosen, other


def result_to_json(result: BattleResult) -> dict[str, Any]:
    """The JSON form of a resolved battle (hand-written: views build it often)."""
    return {
        "round": result.round, "battle": result.battle,
        "entries": [{"seat": e.seat, "card": e.card, "base": e.base, "figure": e.figure,
                     "power": e.power, "power_active": e.power_active,
                     "swapped_with": e.swapped_with, "result": e.result, "bonus": e.bonus,
                     "other_card": e.other_card} for e in result.entries],
        "juniors": result.juniors, "smallest_wins": result.smallest_wins,
        "tie_rule": result.tie_rule, "winners": list(result.winners),
        "protected": list(result.protected), "red_listed": list(result.red_listed),
        "close_calls": list(result.close_calls), "forced_smallest": result.forced_smallest,
    }


def result_from_json(data: dict[str, Any]) -> BattleResult:
    """The inverse of ``result_to_json`` (``red_listed`` may be missing: older views)."""
    return BattleResult(
        data["round"], cast(Battle, data["battle"]),
        tuple(Entry(e["seat"], e["card"], float(e["base"]), float(e["figure"]), e["power"],
                    e["power_active"], e["swapped_with"], cast(EntryResult, e["result"]),
                    e["bonus"], e["other_card"])
              for e in data["entries"]),
        data["juniors"], data["smallest_wins"], cast(TieRule, data["tie_rule"]),
        tuple(data["winners"]), tuple(data["protected"]), tuple(data.get("red_listed", ())),
        tuple(data.get("close_calls", ())), bool(data.get("forced_smallest", False)))
