"""Points and the end of Le Tournoi: protected cards, unused power cards, the Biodiversité
bonus (« Trio » or « Jetons triples » tokens) and the Action cards' points.

Plain functions of a state and the ``Catalogue``: the rules call them at the end of each
round and of the game, the view shows each seat's running score.
"""

from __future__ import annotations

from typing import Any

from engine.core.frozen import replace
from engine.core.game import Event, Outcome

from .content import Catalogue
from .state import DefisState, SeatState, player_key

#: « Trio »: points for a seat whose zone holds the three drawn tokens' categories
TRIO_POINTS = 4
#: « Jetons triples »: points per token taken (drawn or substitute from the box)
TRIPLE_POINTS = 3


def score_breakdown(catalogue: Catalogue, state: DefisState, seat: int) -> dict[str, int]:
    """Points so far: protected cards, unused power cards, Biodiversité bonus, Actions."""
    s = state.seats[seat]
    cards = sum(catalogue.species[c].points for c in s.zone)
    unused = len(s.powers) + sum(1 for p in s.power_placed if p)
    bonus = 0
    if state.bonus == "trio" and state.tokens:
        needed = {catalogue.tokens_by_id[t].trio for t in state.tokens}
        if needed <= {catalogue.species[c].category for c in s.zone}:
            bonus = TRIO_POINTS
    elif state.bonus == "triple":
        bonus = TRIPLE_POINTS * (len(s.tokens) + len(s.box_tokens))
    total = cards + unused + bonus + s.bonus_points
    return {"cards": cards, "unused_powers": unused, "biodiversity": bonus,
            "actions": s.bonus_points, "total": total}


def final_outcome(catalogue: Catalogue, state: DefisState) -> Outcome:
    """The result of a finished game: solo against the ghost, or the best total (shared)."""
    totals = [score_breakdown(catalogue, state, i)["total"] for i in range(len(state.seats))]
    if state.players == 1:
        mine, ghost = totals
        key = ("defis.result.solo_won" if mine > ghost
               else "defis.result.solo_draw" if mine == ghost else "defis.result.solo_lost")
        return Outcome(cooperative=False, scores=(float(mine),),
                       winners=(0,) if mine > ghost else (), result_key=key,
                       result_args={"score": mine, "ghost_score": ghost})
    best = max(totals)
    winners = tuple(i for i, t in enumerate(totals) if t == best)
    key = "defis.result.winner" if len(winners) == 1 else "defis.result.shared"
    return Outcome(cooperative=False, scores=tuple(float(t) for t in totals), winners=winners,
                   result_key=key, result_args={
                       "score": best, "seat": winners[0],
                       "player_key": player_key(winners[0], state), "count": len(winners)})


# --- « Jetons triples » ---------------------------------------------------------------------
def box_tokens(catalogue: Catalogue, state: DefisState) -> tuple[str, ...]:
    """« Jetons triples »: the tokens still in the box (neither drawn for the game nor
    taken as a substitute), in catalogue order. Public: every token is known."""
    taken = set(state.tokens) | {t for s in state.seats for t in s.box_tokens}
    return tuple(t.id for t in catalogue.tokens if t.id not in taken)


def claim_tokens(catalogue: Catalogue, state: DefisState, seats: list[SeatState],
                 owner: list[int], token_round: list[int]) -> list[Event]:
    """« Jetons triples »: a seat that has gathered a token's 3 categories takes it at
    once. If another seat already took that token in this same round, it takes a token
    left in the box instead (booklet: « un jeton non utilisé, dans la limite des stocks
    disponibles »), while the box lasts; the drawn tokens stay for the others to gather.
    A token gathered after the round it was taken in is simply missed.

    Updates ``seats``, ``owner`` and ``token_round`` in place; returns the log events."""
    events = []
    for t, token_id in enumerate(state.tokens):
        wanted = set(catalogue.tokens_by_id[token_id].triple)
        for i, s in enumerate(seats):
            if t in s.credited or not wanted <= {catalogue.species[c].category for c in s.zone}:
                continue
            args: dict[str, Any] = {"seat": i, "player_key": player_key(i, state),
                                    "token": token_id}
            tokens, in_box = s.tokens, s.box_tokens
            if owner[t] == -1:
                owner[t] = i
                token_round[t] = state.round
                tokens = (*tokens, t)
                args["taken"] = token_id
                events.append(Event("defis.token.claimed", args))
            else:
                box = box_tokens(catalogue, replace(state, seats=tuple(seats)))
                if token_round[t] == state.round and owner[t] != i and box:
                    in_box = (*in_box, box[0])
                    args["taken"] = box[0]
                    events.append(Event("defis.token.substitute", args))
                else:
                    events.append(Event("defis.token.missed", args))
            seats[i] = replace(s, tokens=tokens, box_tokens=in_box, credited=(*s.credited, t))
    return events


def recredit_tokens(catalogue: Catalogue, state: DefisState) -> DefisState:
    """Rebuild which tokens each seat has already gathered (not shown in a view, but implied
    by its zone): a sampled state needs it so that a token is not claimed twice."""
    if state.bonus != "triple":
        return state
    seats = []
    for s in state.seats:
        categories = {catalogue.species[c].category for c in s.zone}
        credited = tuple(i for i, t in enumerate(state.tokens)
                         if set(catalogue.tokens_by_id[t].triple) <= categories)
        seats.append(replace(s, credited=credited))
    return replace(state, seats=tuple(seats))
