"""What each power card does in a battle: Protect, Junior and the ten Action cards.

``battles.resolve_battle`` calls these steps in its order (its docstring gives the order and
why). Each function reads the power cards still active on one battle board (``active``:
seat → card, after « Calme plat ») and the figures as they stand; none keeps state.

The Action effects by name: « Calme plat » ``cancel_others`` (``active_power_cards``);
``multiply_self``, ``herd`` (« Force du groupe »), ``divide_others``, ``swap_highest`` and
« Brouillard » ``all_equal`` (``apply_figure_effects``); « Jeu de miroir »
``force_smallest`` (``smallest_wins``); ``win_ties`` (``tie_stealers``); « Sur le fil »
``close_call`` (``close_call_winners``); « Liste rouge » ``red_list`` (``red_listed``);
``bonus_points`` and « Espèce vedette » ``double_points`` (``bonus_for_winner``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from .content import PowerCard

if TYPE_CHECKING:  # battles imports this module; the type only is needed here
    from .battles import Contender


def active_power_cards(contenders: Sequence[Contender], powers: Mapping[str, PowerCard]
                       ) -> dict[int, PowerCard]:
    """The power cards that act, by seat: « Calme plat » (``cancel_others``) switches off the
    other players' Junior and Action cards on that battle (never Protect cards, never
    another « Calme plat »)."""
    cancelling: set[int] = {
        c.seat for c in contenders
        if c.power and powers[c.power].kind == "action" and powers[c.power].effect == "cancel_others"
    }
    active: dict[int, PowerCard] = {}
    for c in contenders:
        if not c.power:
            continue
        card = powers[c.power]
        immune = card.kind == "protect" or card.effect == "cancel_others"
        if immune or not (cancelling - {c.seat}):
            active[c.seat] = card
    return active


def apply_figure_effects(contenders: Sequence[Contender], active: Mapping[int, PowerCard],
                         figure: dict[int, float]) -> dict[int, int]:
    """Change ``figure`` (seat → figure) in place: multiplications of one's own figure
    (``multiply_self``, ``herd``), then divisions of the others' (``divide_others``), then
    swaps (``swap_highest``) in seat order, then « Brouillard » (``all_equal``) makes every
    figure equal to its owner's. Returns, by seat, the seat whose figure it took (or -1)."""
    for seat, card in active.items():
        if card.effect == "multiply_self":
            figure[seat] *= card.amount
        elif card.effect == "herd":
            figure[seat] *= card.amount ** next(c.herd for c in contenders if c.seat == seat)
    for seat, card in active.items():
        if card.effect == "divide_others":
            for other in figure:
                if other != seat:
                    figure[other] /= card.amount
    swapped = {c.seat: -1 for c in contenders}
    for c in contenders:
        swap = active.get(c.seat)
        if swap is None or swap.effect != "swap_highest":
            continue
        others = [o.seat for o in contenders if o.seat != c.seat]
        if not others:
            continue
        target = max(others, key=lambda s: (figure[s], -s))
        if figure[target] > figure[c.seat]:
            figure[c.seat], figure[target] = figure[target], figure[c.seat]
            swapped[c.seat] = target
    level = next((seat for seat, card in active.items() if card.effect == "all_equal"), None)
    if level is not None:  # « Brouillard »: every figure becomes the owner's
        for seat in figure:
            figure[seat] = figure[level]
    return swapped


def junior_count(active: Mapping[int, PowerCard]) -> int:
    return sum(1 for card in active.values() if card.kind == "junior")


def smallest_wins(active: Mapping[int, PowerCard]) -> bool:
    """Junior parity (an odd number of active Junior cards: the smallest figure wins), or an
    active « Jeu de miroir » (``force_smallest``) whatever the Junior cards."""
    return forces_smallest(active) or junior_count(active) % 2 == 1


def forces_smallest(active: Mapping[int, PowerCard]) -> bool:
    return any(card.effect == "force_smallest" for card in active.values())


def tie_stealers(tied: Sequence[Contender], active: Mapping[int, PowerCard]) -> list[Contender]:
    """The tied players whose active card wins ties (``win_ties``)."""
    return [c for c in tied if c.seat in active and active[c.seat].effect == "win_ties"]


def close_call_winners(contenders: Sequence[Contender], active: Mapping[int, PowerCard],
                       figure: Mapping[int, float], winners: Sequence[int],
                       smallest: bool) -> list[int]:
    """« Sur le fil » (``close_call``): its owner wins too if its figure times ``amount``
    reaches the winning one (when the smallest wins: if it is at most ``amount`` times the
    winning one)."""
    close_calls: list[int] = []
    if not winners:
        return close_calls
    best = figure[winners[0]]
    for c in contenders:
        if c.seat in winners or c.seat not in active or active[c.seat].effect != "close_call":
            continue
        factor = active[c.seat].amount
        if (figure[c.seat] <= factor * best) if smallest else (factor * figure[c.seat] >= best):
            close_calls.append(c.seat)
    return close_calls


def protect_holders(contenders: Sequence[Contender], active: Mapping[int, PowerCard]) -> list[int]:
    return [c.seat for c in contenders if c.seat in active and active[c.seat].kind == "protect"]


def red_listed(contenders: Sequence[Contender], active: Mapping[int, PowerCard],
               winners: Sequence[int], protected: Sequence[int]) -> list[int]:
    """« Liste rouge » (``red_list``): a loser whose species is more threatened than every
    winner's puts its card in its protected zone."""
    top_winner = max((c.threat for c in contenders if c.seat in winners), default=0)
    return [c.seat for c in contenders
            if c.seat not in winners and c.seat not in protected and c.seat in active
            and active[c.seat].effect == "red_list" and winners and c.threat > top_winner]


def bonus_for_winner(contender: Contender, own: PowerCard | None) -> int:
    """Points a winner's Action card pays: ``bonus_points`` its amount, « Espèce vedette »
    (``double_points``) the card's points once more."""
    if own is not None and own.effect == "bonus_points":
        return int(own.amount)
    if own is not None and own.effect == "double_points":
        return contender.points
    return 0
