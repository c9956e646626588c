"""Phase II: the lieu and construction tiles — displays, piles, reveals — and building.

A lieu tile says *where* (a square), a construction tile *what* (a kind). The active seat
takes a lieu from the display or reveals the pile's top one, then a construction the same way;
the tile is placed, its build rule applied, and the red disc moves back by the square's
ecological value, 3 more when the last visible icon of an animal kind disappears, and one per
tree on the square (booklet p. 9). Displays are not refilled after a pick (D-ECO-1); a reveal
from an empty pile, or from one holding nothing usable, shuffles its discard in first (D-ECO-2,
D-ECO-18); a lieu that no construction can go
on is not offered, or goes under the pile when revealed (D-ECO-3).
"""

from __future__ import annotations

from typing import Literal

from engine.core import Event, Prng
from engine.core.frozen import replace

from . import phone, plants, track
from .board import square_index
from .content import EXTINCTION_RED_STEPS, content_index
from .state import EcoState

DISPLAY_SIZE = 3
Display = Literal["lieux", "constructions"]


def fits(state: EcoState, tile: str, cell: str) -> bool:
    """Whether construction ``tile`` may go on square ``cell`` (a dam needs a river or a
    lake, except in the simplified game)."""
    kind = plants.kind_of(tile)
    if state.simplified or content_index().kinds[kind]["build"] != "requires_water":
        return True
    return content_index().water[square_index(cell)]


def reveal_pool(pile: tuple[str, ...], discard: tuple[str, ...]) -> tuple[str, ...]:
    """What reveals can reach: the pile and, shuffled in once the pile holds nothing usable,
    its discard (D-ECO-2, D-ECO-18)."""
    return pile + discard


def lieu_ok(state: EcoState, cell: str) -> bool:
    """Some construction can go on ``cell`` (D-ECO-3: a dry lieu with only dams left)."""
    return any(fits(state, tile, cell) for tile in
               state.cons_display + reveal_pool(state.cons_pile, state.cons_discard))


def can_reveal_lieu(state: EcoState) -> bool:
    return any(lieu_ok(state, cell) for cell in reveal_pool(state.lieu_pile, state.lieu_discard))


def can_reveal_construction(state: EcoState) -> bool:
    return any(fits(state, tile, state.lieu)
               for tile in reveal_pool(state.cons_pile, state.cons_discard))


def can_build(state: EcoState) -> bool:
    """Whether Phase II can happen at all (else it is skipped, D-ECO-2)."""
    return any(lieu_ok(state, cell) for cell in state.lieu_display) or can_reveal_lieu(state)


def pick_lieu(state: EcoState, cell: str) -> EcoState:
    display = list(state.lieu_display)
    display.remove(cell)
    return replace(state, lieu=cell, lieu_display=tuple(display), phase="construction",
                   log=state.log + (Event("eco.log.lieu", {"seat": state.turn, "cell": cell}),))


def draw_lieu(state: EcoState) -> EcoState:
    """Reveal the pile's top lieu (shuffling the discard first when the pile is empty);
    a lieu no construction can go on goes under the pile and the next one is revealed."""
    rng = Prng(state.rng)
    pile, discard = list(state.lieu_pile), list(state.lieu_discard)
    known = state.lieu_bottom_known
    events: list[Event] = []
    if not any(lieu_ok(state, cell) for cell in pile):
        # an empty pile, or one whose lieux no construction fits: the table shuffles the
        # discard in (D-ECO-2, D-ECO-18)
        pile, discard, known = rng.shuffled(pile + discard), [], 0
        events.append(Event("eco.log.lieu_reshuffle", {}))
    while True:
        cell = pile.pop(0)
        known = min(known, len(pile))
        if lieu_ok(state, cell):
            break
        pile.append(cell)
        known += 1
        events.append(Event("eco.log.lieu_under", {"cell": cell}))
    events.append(Event("eco.log.lieu_revealed", {"cell": cell}))
    return replace(state, rng=rng.state, epoch=state.epoch + 1, lieu_pile=tuple(pile),
                   lieu_discard=tuple(discard), lieu_bottom_known=known, lieu=cell,
                   phase="construction", log=state.log + tuple(events))


def take_construction(state: EcoState, tile: str) -> EcoState:
    """Take ``tile`` from the construction display (then ``build`` it)."""
    display = list(state.cons_display)
    display.remove(tile)
    return replace(state, cons_display=tuple(display))


def draw_construction(state: EcoState) -> tuple[EcoState, str]:
    """Reveal the pile's top construction; a dam that cannot go on the lieu goes under the
    pile and the next is revealed (booklet p. 14, special case 1)."""
    rng = Prng(state.rng)
    pile, discard = list(state.cons_pile), list(state.cons_discard)
    known = state.cons_bottom_known
    events: list[Event] = []
    if not any(fits(state, tile, state.lieu) for tile in pile):
        # an empty pile, or one of dams only for a dry lieu: the table shuffles the discard
        # in (D-ECO-2, D-ECO-18)
        pile, discard, known = rng.shuffled(pile + discard), [], 0
        events.append(Event("eco.log.cons_reshuffle", {}))
    while True:
        tile = pile.pop(0)
        known = min(known, len(pile))
        if fits(state, tile, state.lieu):
            break
        pile.append(tile)
        known += 1
        events.append(Event("eco.log.hydro_under", {"tile": tile}))
    state = replace(state, rng=rng.state, epoch=state.epoch + 1, cons_pile=tuple(pile),
                    cons_discard=tuple(discard), cons_bottom_known=known,
                    log=state.log + tuple(events))
    return state, tile


def refill(state: EcoState, which: Display) -> EcoState:
    """Village (lieux) or mine (constructions): the display goes to the discard, face up,
    and the pile's 3 top tiles replace it (the discard shuffled first if the pile runs out)."""
    rng = Prng(state.rng)
    if which == "lieux":
        pile, display, discard = list(state.lieu_pile), state.lieu_display, list(state.lieu_discard)
        known = state.lieu_bottom_known
    else:
        pile, display, discard = list(state.cons_pile), state.cons_display, list(state.cons_discard)
        known = state.cons_bottom_known
    discard += display
    new: list[str] = []
    events: list[Event] = []
    while len(new) < DISPLAY_SIZE:
        if not pile:
            if not discard:
                break
            pile, discard, known = rng.shuffled(discard), [], 0
            events.append(Event(f"eco.log.{'lieu' if which == 'lieux' else 'cons'}_reshuffle", {}))
        new.append(pile.pop(0))
        known = min(known, len(pile))
    events.append(Event("eco.log.refresh", {"which_key": f"eco.display.{which}",
                                            "tiles": list(new)}))
    if which == "lieux":
        state = replace(state, lieu_pile=tuple(pile), lieu_display=tuple(new),
                        lieu_discard=tuple(discard), lieu_bottom_known=known)
    else:
        state = replace(state, cons_pile=tuple(pile), cons_display=tuple(new),
                        cons_discard=tuple(discard), cons_bottom_known=known)
    return replace(state, rng=rng.state, epoch=state.epoch + 1, log=state.log + tuple(events))


def build(state: EcoState, tile: str) -> EcoState:
    """Place ``tile`` on the chosen lieu's square: build rule, then red for the lieu's
    value, an endangered kind and the trees (booklet p. 9, c–i). A datacenter then opens the
    ``apps`` phase for the seats that have an app to choose; the caller goes on to Phase III
    unless the game is over or seats are choosing."""
    index = content_index()
    cell = state.lieu
    square = square_index(cell)
    kind = plants.kind_of(tile)
    trees = state.trees[square]
    state = replace(
        state, built=tuple(tile if i == square else t for i, t in enumerate(state.built)),
        lieu="", log=state.log + (Event("eco.log.built", {"seat": state.turn, "tile": tile, "cell": cell,
                                                 "kind_key": f"eco.kind.{kind}"}),))
    state = plants.place(state, square, kind)
    effect = index.kinds[kind]["build"]
    if effect == "refresh_lieux":
        state = refill(state, "lieux")
    elif effect == "refresh_constructions":
        state = refill(state, "constructions")
    state = track.red(state, index.value[square], "lieu")
    animal = index.animal[square]
    if animal and not any(index.animal[other] == animal and not state.built[other]
                          for other in range(len(index.cells))):
        state = track.log(state, Event("eco.log.endangered", {"animal_key": f"eco.animal.{animal}"}))
        state = track.red(state, EXTINCTION_RED_STEPS, "endangered")
    state = track.red(state, trees, "trees")
    if state.phase == "over":
        # the crossing ends the game at once (D-ECO-13): the trees, returned to the supply
        # only after their red steps (booklet p. 9, f), stay on the square
        return state
    state = replace(state, trees=tuple(0 if i == square else n for i, n in enumerate(state.trees)))
    if effect != "grant_app":
        return state
    needing = tuple(seat for seat in range(state.players) if phone.missing_apps(state, seat))
    if not needing:
        state = track.log(state, Event("eco.log.datacenter_nothing", {}))
    state = phone.grant_single(state, needing)
    choosing = tuple(seat for seat in needing if phone.missing_apps(state, seat))
    if choosing:
        return replace(state, phase="apps", choosing=choosing, resume="actions")
    return state
