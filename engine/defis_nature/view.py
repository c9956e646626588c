"""Everything a seat of Défis Nature may know: the view, and a state drawn to fit a view
(``sample_state``, for the leak check and search).

``seat_view`` builds the view as plain JSON (``DefisNatureGame.view`` calls it); the
``TypedDict`` below lists its keys and their value types so that the table can read it with
checked keys (``as_view``), and ``tests/engine/test_view_types.py`` keeps the two in step
(every key the view writes is declared here, and no more). The game's README describes each
key. Cards laid face down stay hidden from the others until their battle is revealed.
"""

from __future__ import annotations

from typing import Any, TypedDict, cast

from engine.core.game import Event, visible_log
from engine.core.rng import Prng

from .battles import result_from_json, result_to_json
from .content import BATTLES, Bonus, Catalogue, DeckMode
from .scoring import box_tokens, final_outcome, recredit_tokens, score_breakdown
from .state import (
    EMPTY_PLACED,
    EMPTY_POWER,
    GHOST_CARDS_PER_BATTLE,
    ROUNDS,
    DefisState,
    Phase,
    SeatState,
    phase_of,
    seats_to_move,
)


class DefisView(TypedDict):
    game: str
    seat: int | None
    players: int
    solo: bool
    bonus: str
    deck_mode: str
    round: int
    rounds: int
    phase: Phase
    battles: list[Any]
    me: dict[str, Any] | None
    seats: list[Any]
    shared_deck_size: int
    tokens: list[Any]
    box_tokens: list[Any]
    history: list[Any]
    to_move: list[Any]
    result: dict[str, Any] | None
    log: list[Any]


View = DefisView


def as_view(view: dict[str, Any]) -> DefisView:
    """The view with its declared shape (no copy, no check: the shape test checks)."""
    return cast(DefisView, view)


# --- the view -------------------------------------------------------------------------------
def seat_view(catalogue: Catalogue, state: DefisState, seat: int | None, game_id: str
              ) -> dict[str, Any]:
    """What ``seat`` may know (``None``: the table), as plain JSON of the ``DefisView`` shape:
    every seat's public counts and zone, the viewer's own hand and face-down cards."""
    me = state.seats[seat] if seat is not None else None
    seats = []
    for i, s in enumerate(state.seats):
        in_play = sum(len(p) for p in s.placed)
        placed_powers = [p for p in s.power_placed if p]
        entry: dict[str, Any] = {
            "seat": i,
            "ghost": s.ghost,
            "source": s.source,
            "deck_list": list(s.deck_list),
            "deck_size": len(s.deck),
            # cards drawn this round and not yet revealed (hand and face-down cards)
            "cards_in_play": len(s.hand) + in_play,
            "power_cards_left": len(s.powers) + len(placed_powers),
            "used_powers": list(s.used_powers),
            "zone": list(s.zone),
            "discard_size": len(s.discard),
            "done": s.done,
            "tokens": [state.tokens[t] for t in s.tokens],
            "box_tokens": list(s.box_tokens),
            "score": score_breakdown(catalogue, state, i),
        }
        if s.ghost:
            entry["power_battle"] = next((BATTLES[b] for b, p in enumerate(s.power_placed) if p),
                                         None)
            entry["power_pile"] = len(s.powers)
        seats.append(entry)
    mine: dict[str, Any] | None = None
    if me is not None:
        mine = {
            "hand": list(me.hand),
            "placements": [{"battle": b, "card": cards[0] if cards else None,
                            "power": power or None}
                           for b, cards, power in zip(BATTLES, me.placed, me.power_placed,
                                                      strict=True)],
            "power_hand": list(me.powers),
        }
    outcome = final_outcome(catalogue, state) if state.over else None
    return {
        "game": game_id,
        "seat": seat,
        "players": state.players,
        "solo": state.players == 1,
        "bonus": state.bonus,
        "deck_mode": state.deck_mode,
        "round": state.round,
        "rounds": ROUNDS,
        # "ghost_power": solo, the player lays the ghost's power card before drawing
        "phase": phase_of(state),
        "battles": list(BATTLES),
        "me": mine,
        "seats": seats,
        "shared_deck_size": len(state.shared_deck),
        "tokens": [{"id": t, "owner": None if o < 0 else o, "round": r or None}
                   for t, o, r in zip(state.tokens, state.token_owner, state.token_round,
                                      strict=True)],
        "box_tokens": list(box_tokens(catalogue, state)) if state.bonus == "triple" else [],
        "history": [result_to_json(r) for r in state.history],
        "to_move": list(seats_to_move(state)),
        "result": outcome.to_json() if outcome else None,
        "log": visible_log(state.log, seat),
    }


# --- hidden information drawn at random -----------------------------------------------------
def sample_state(catalogue: Catalogue, view: dict[str, Any], seat: int, rng: Prng) -> DefisState:
    """A state consistent with ``view``: unseen cards dealt at random to decks, hands and
    face-down places; unseen power cards drawn from the cards nobody has shown."""
    cat = catalogue
    me = view["me"]
    shared_mode = view["deck_mode"] == "shared"
    seen_powers = set(me["power_hand"]) | {p["power"] for p in me["placements"] if p["power"]}
    for entry in view["seats"]:
        seen_powers.update(entry["used_powers"])
    power_pool = rng.shuffled([p for p in cat.power_order if p not in seen_powers])

    def unseen(entry: dict[str, Any], also_known: set[str]) -> list[str]:
        gone = set(entry["zone"]) | also_known
        return [c for c in entry["deck_list"] if c not in gone]

    revealed_out: set[str] = set()  # cards that left play for good (zones, discards)
    discards: dict[int, list[str]] = {i: [] for i in range(len(view["seats"]))}
    for record in view["history"]:
        for e in record["entries"]:
            if e["other_card"]:
                discards[e["seat"]].append(e["other_card"])
            if e["result"] == "lost" and view["solo"] and not shared_mode:
                discards[e["seat"]].append(e["card"])
    for entry in view["seats"]:
        revealed_out.update(entry["zone"])
    my_cards = set(me["hand"]) | {p["card"] for p in me["placements"] if p["card"]}
    shared_pool: list[str] = []
    if shared_mode:
        gone = revealed_out | my_cards | {c for d in discards.values() for c in d}
        shared_pool = rng.shuffled([c for c in cat.shared_deck() if c not in gone])
    seats = []
    for i, entry in enumerate(view["seats"]):
        if shared_mode:
            pool, shared_pool = shared_pool, []
        elif i == seat:
            pool = rng.shuffled(unseen(entry, my_cards | set(discards[i])))
        else:
            pool = rng.shuffled(unseen(entry, set(discards[i])))
        if i == seat:
            hand = tuple(me["hand"])
            placed: tuple[tuple[str, ...], ...] = tuple(
                (p["card"],) if p["card"] else () for p in me["placements"])
            power_placed = tuple(p["power"] or "" for p in me["placements"])
            powers = tuple(me["power_hand"])
            in_play = 0
        else:
            in_play = entry["cards_in_play"]
            drawn, pool = pool[:in_play], pool[in_play:]
            powers_left = entry["power_cards_left"]
            hidden_powers, power_pool = power_pool[:powers_left], power_pool[powers_left:]
            power_placed = EMPTY_POWER
            if entry["ghost"]:
                per = GHOST_CARDS_PER_BATTLE
                placed = tuple(tuple(drawn[per * b:per * (b + 1)]) for b in range(len(BATTLES)))
                hand = ()
                pb = entry["power_battle"]
                if pb is not None and hidden_powers:
                    power_placed = tuple(hidden_powers[0] if b == pb else ""
                                         for b in BATTLES)
                    hidden_powers = hidden_powers[1:]
            elif entry["done"]:
                placed = tuple((drawn[b],) if b < len(drawn) else () for b in range(len(BATTLES)))
                hand = tuple(drawn[len(BATTLES):])
            else:
                placed, hand = EMPTY_PLACED, tuple(drawn)
            powers = tuple(hidden_powers)
        if shared_mode:
            shared_pool = pool
            deck: tuple[str, ...] = ()
        else:
            deck = tuple(pool[:entry["deck_size"]])
        seats.append(SeatState(
            ghost=entry["ghost"], source=entry["source"], deck_list=tuple(entry["deck_list"]),
            deck=deck, hand=hand, placed=placed, powers=powers, power_placed=power_placed,
            used_powers=tuple(entry["used_powers"]), zone=tuple(entry["zone"]),
            discard=tuple(discards[i]),
            done=entry["done"], bonus_points=entry["score"]["actions"],
            tokens=tuple(view_token_index(view, t) for t in entry["tokens"]),
            credited=(), box_tokens=tuple(entry.get("box_tokens", ()))))
    shared_deck = tuple(shared_pool[:view["shared_deck_size"]]) if shared_mode else ()
    tokens = tuple(t["id"] for t in view["tokens"])
    state = DefisState(
        rng=rng.state, epoch=0,
        log=tuple(Event(e["key"], e["args"]) for e in view["log"]),
        players=view["players"], bonus=cast(Bonus, view["bonus"]),
        deck_mode=cast(DeckMode, view["deck_mode"]),
        round=view["round"], over=view["phase"] == "over", seats=tuple(seats),
        shared_deck=shared_deck, tokens=tokens,
        token_owner=tuple(-1 if t["owner"] is None else t["owner"] for t in view["tokens"]),
        token_round=tuple(t["round"] or 0 for t in view["tokens"]),
        history=tuple(result_from_json(r) for r in view["history"]),
        ghost_power_pending=view["phase"] == "ghost_power")
    return recredit_tokens(catalogue, state)


def view_token_index(view: dict[str, Any], token_id: str) -> int:
    """Index of a drawn token in the state's ``tokens``, from its id in a view."""
    return [t["id"] for t in view["tokens"]].index(token_id)

