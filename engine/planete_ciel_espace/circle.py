"""Round 1, the memory and logic round: the circle of ten places, its line, and what the
actions of a turn do to them.

Ten cards: eight on a circle (places 0–7, clockwise from the top) and two in the centre
(places 8 and 9) lying on the diameter through circle places ``axis`` and ``axis + 4``; the
line is ``[axis, 8, 9, axis + 4]``. A turn is two actions among ``Swap``, ``Flip`` and ``Pivot``,
then ``Reveal`` or ``EndTurn``. A reveal turns the line over from one of its circle ends and
stops as soon as the turned cards no longer share a characteristic (the running intersection,
D-PCE-2): four turned cards win 1, 2 or 3 stars (``stars_for``, D-PCE-4), are set aside for
round 2 and replaced, and every seat then peeks at two backs; a failure shuffles the turned
cards among their places (D-PCE-3).

Each function takes a state and returns the next one; ``rules`` decides when a turn or the
round ends.
"""

from __future__ import annotations

from engine.core.frozen import replace
from engine.core.game import Event
from engine.core.rng import Prng

from .actions import DonePeek, Flip, Peek, Pivot, Swap
from .content import card, star_values
from .state import CENTRE, CIRCLE, STARS_PER_PLAYER, PceState, player_key

#: actions of a turn before the line may be revealed
ACTIONS_PER_TURN = 2
#: the diameters the centre pair may lie on (through circle places d and d + 4)
AXES = 4


def turns_per_player(players: int) -> int:
    """Three full rounds of turns, four with two players (PCE-21)."""
    return 4 if players == 2 else 3


def line_of(axis: int) -> tuple[int, int, int, int]:
    """The four aligned places: circle ``axis``, centre 8, centre 9, circle ``axis + 4``."""
    return (axis, CENTRE[0], CENTRE[1], axis + AXES)


def stars_for(pairs: list[tuple[str, str]]) -> int:
    """Stars won by four cards that share a characteristic (D-PCE-4): 3 when the four are
    identical, 2 when two or three are, else 1."""
    one, two, three = star_values()
    biggest = max(pairs.count(p) for p in pairs)
    return three if biggest == 4 else two if biggest >= 2 else one


def stop_top(state: PceState, seat: int) -> PceState:
    """The top stops: the circle's backs are hidden again and the centre pair is laid."""
    centre = state.pile[:2]
    layout = (*state.layout[:CIRCLE], *centre)
    log = (*state.log, Event("pce.log.top_stopped", {"seat": seat, "player_key": player_key(seat),
                                                     "cards": list(centre)}))
    return replace(state, phase="turn", layout=layout, pile=state.pile[2:],
                   looking=tuple(() for _ in range(state.players)), epoch=state.epoch + 1,
                   log=log)


def hide_what_was_face_up(state: PceState) -> PceState:
    """A round-1 turn action: what was face up a moment ago (a flip, a reveal) is face down."""
    return replace(state, looking=tuple(() for _ in range(state.players)), reveal=(),
                   reveal_places=(), reveal_seat=-1, reveal_stars=0)


def play_action(state: PceState, seat: int, action: Swap | Flip | Pivot) -> PceState:
    """One of the two actions of a turn (on a state whose face-up cards are hidden)."""
    who = {"seat": seat, "player_key": player_key(seat)}
    if isinstance(action, Swap):
        layout = list(state.layout)
        layout[action.a], layout[action.b] = layout[action.b], layout[action.a]
        return replace(state, layout=tuple(layout), actions_done=state.actions_done + 1,
                       log=(*state.log, Event("pce.log.swap", {**who, "a": action.a,
                                                               "b": action.b})))
    if isinstance(action, Flip):
        looking = tuple((action.pos,) if i == seat else () for i in range(state.players))
        event = Event("pce.log.flip", {**who, "pos": action.pos,
                                       "card": state.layout[action.pos]})
        return replace(state, looking=looking, actions_done=state.actions_done + 1,
                       epoch=state.epoch + 1, log=(*state.log, event))
    return replace(state, axis=action.axis, actions_done=state.actions_done + 1,
                   log=(*state.log, Event("pce.log.pivot", {**who, "axis": action.axis})))


def reveal_line(state: PceState, seat: int, end: int, *,
                peek_after: bool = True) -> tuple[PceState, bool]:
    """Turn the line over from its circle end ``end`` (0: ``axis``, 1: ``axis + 4``).

    Returns the new state and whether the four cards shared a characteristic. A success
    scores, sets the cards aside, refills their places from the pile and opens the peek
    phase — unless ``peek_after`` is false (the last turn of round 1: what one would see can
    no longer serve, so the top does not spin again); a failure shuffles the turned cards
    among their places (the turn is then over)."""
    places = list(line_of(state.axis))
    if end == 1:
        places.reverse()
    shared: set[str] | None = None
    turned: list[int] = []
    for place in places:
        pair = set(card(state.layout[place]).pair)
        shared = pair if shared is None else shared & pair
        turned.append(place)
        if not shared:
            break
    ids = [state.layout[p] for p in turned]
    rng = Prng(state.rng)
    who = {"seat": seat, "player_key": player_key(seat)}
    log = list(state.log)
    if shared and len(turned) == 4:
        won = stars_for([card(c).pair for c in ids])
        before = state.stars[seat]
        after = min(STARS_PER_PLAYER, before + won)
        log.append(Event("pce.log.reveal_won", {**who, "cards": ids, "places": turned,
                                                "stars": won, "kept": after - before,
                                                "shared": sorted(shared)}))
        new = state.pile[:4]
        layout = list(state.layout)
        for place, card_id in zip(turned, new, strict=True):
            layout[place] = card_id
        log.append(Event("pce.log.refill", {"cards": list(new), "places": turned}))
        if peek_after:
            log.append(Event("pce.log.top_again", {}))
        stars = tuple(after if i == seat else s for i, s in enumerate(state.stars))
        round1 = tuple(s + (after - before if i == seat else 0)
                       for i, s in enumerate(state.round1_stars))
        return replace(state, layout=tuple(layout), pile=state.pile[4:],
                       set_aside=(*state.set_aside, *ids), stars=stars, round1_stars=round1,
                       reveal=tuple(ids), reveal_places=tuple(turned), reveal_seat=seat,
                       reveal_stars=won, phase="peek" if peek_after else state.phase,
                       peek_done=(not peek_after,) * state.players,
                       rng=rng.state, epoch=state.epoch + 1, log=tuple(log)), True
    shuffled = rng.shuffled(ids)
    layout = list(state.layout)
    for place, card_id in zip(turned, shuffled, strict=True):
        layout[place] = card_id
    log.append(Event("pce.log.reveal_failed", {**who, "cards": ids, "places": turned,
                                               "count": len(turned)}))
    log.append(Event("pce.log.shuffled", {"places": turned, "cards": shuffled}))
    return replace(state, layout=tuple(layout), reveal=tuple(ids), reveal_places=tuple(turned),
                   reveal_seat=seat, reveal_stars=-1, rng=rng.state, epoch=state.epoch + 1,
                   log=tuple(log)), False


def peek(state: PceState, seat: int, action: Peek | DonePeek) -> PceState:
    """The peek phase: ``Peek`` shows the seat two backs (a private log line), ``DonePeek``
    hides them and marks the seat done (``rules`` moves on once every seat is done)."""
    if isinstance(action, Peek):
        looking = tuple((action.a, action.b) if i == seat else p
                        for i, p in enumerate(state.looking))
        cards = [state.layout[action.a], state.layout[action.b]]
        log = (*state.log,
               Event("pce.log.peek_own", {"seat": seat, "player_key": player_key(seat),
                                          "places": [action.a, action.b], "cards": cards},
                     seats=(seat,)),
               Event("pce.log.peek", {"seat": seat, "player_key": player_key(seat)}))
        return replace(state, looking=looking, epoch=state.epoch + 1, log=log)
    looking = tuple(() if i == seat else p for i, p in enumerate(state.looking))
    done = tuple(True if i == seat else d for i, d in enumerate(state.peek_done))
    return replace(state, looking=looking, peek_done=done)
