"""What every reachable Ecotopia state keeps true, checked when a state is decoded.

A save's ``base`` (or a hand-edited save) could otherwise put the engine where its rules
never go: a Phase III at battery 0 accepts a truck move, the battery goes to −1 and the turn
never ends. ``broken_invariant`` names the first rule a state breaks; ``Ecotopia.check_state``
refuses such a state (D-ECO-19). Each check is cheap and follows from the rules alone.
"""

from __future__ import annotations

from collections import Counter

from .content import SPECIALISTS, content_index
from .state import EcoState
from .track import TRACK_TOP

#: phases in which the active seat spends battery units: one must be left
SPENDING_PHASES = ("actions",)


def broken_invariant(state: EcoState) -> str:
    """The first invariant ``state`` breaks, in words ("" when it keeps them all)."""
    index = content_index()
    squares = len(index.cells)
    seats = range(state.players)
    over = state.phase == "over"
    checks: list[tuple[bool, str]] = [
        (state.version in ("normal", "simplified"), f"unknown version {state.version!r}"),
        (state.turn in seats and state.first_player in seats, "the active seat is no seat"),
        (all(len(per_square) == squares for per_square in (
            state.built, state.face_down, state.cubes, state.leaves, state.trees, state.waste)),
         f"a per-square field does not have {squares} squares"),
        (all(n >= 0 for n in state.cubes + state.trees), "a negative count of cubes or trees"),
        (0 <= state.battery <= index.battery_max, f"battery {state.battery} outside 0–10"),
        (state.phase not in SPENDING_PHASES or state.battery > 0,
         f"phase {state.phase} with an empty battery (the turn would have ended)"),
        (0 <= state.blue <= TRACK_TOP and 0 <= state.red <= TRACK_TOP, "a disc off the track"),
        (over or state.blue < state.red, "the discs have met but the game goes on"),
        ((state.score >= 0) == over, "a score without the end, or the end without a score"),
        ((state.question != "") == (state.phase == "question"),
         "a question in play outside the question phase"),
        (not state.question or state.question in index.questions, "an unknown question"),
        (len(state.apps) == state.players, "not one phone per seat"),
        (all(app in index.apps for phone in state.apps for app in phone), "an unknown app"),
        (set(state.choosing) <= set(seats) and (state.phase == "apps") == bool(state.choosing),
         "seats choosing an app outside the app phase"),
        (0 <= state.recruiter <= index.recruit_steps, "the recruiter off its track"),
        (set(state.specialists) <= set(SPECIALISTS)
         and len(set(state.specialists)) == len(state.specialists), "an unknown specialist"),
        (0 <= state.lieu_bottom_known <= len(state.lieu_pile)
         and 0 <= state.cons_bottom_known <= len(state.cons_pile), "more known tiles than a pile"),
        (_constructions_once(state), "a construction tile missing or in two places"),
        (_lieux_once(state), "a lieu tile missing or in two places"),
    ]
    return next((message for ok, message in checks if not ok), "")


def _constructions_once(state: EcoState) -> bool:
    """Every construction tile of the game's box is in exactly one place."""
    index = content_index()
    deck = index.deck_simplified if state.simplified else index.deck_normal
    starting = [tile for tile in index.starting
                if not (state.simplified and index.kind_of[tile] == "datacenter")]
    placed = [tile for tile in state.built if tile]
    found = Counter(placed + list(state.cons_pile + state.cons_display + state.cons_discard))
    return found == Counter(list(deck) + starting)


def _lieux_once(state: EcoState) -> bool:
    """Every square is built over or has its lieu tile in exactly one place (a built square's
    lieu goes back in the box; the lieu chosen this turn is ``state.lieu`` until built)."""
    cells = content_index().cells
    found = Counter(state.lieu_pile + state.lieu_display + state.lieu_discard)
    if state.lieu:
        found[state.lieu] += 1
    for cell, tile in zip(cells, state.built, strict=True):
        if tile:
            found[cell] += 1
    return found == Counter(cells)
