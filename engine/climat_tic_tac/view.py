"""Everything a seat of Climat Tic Tac may know: its view, the bots' reduced view, and a full
state drawn at random that shows a seat exactly its view (``sample_state``).

The view is plain JSON (``seat_view``); the ``ClimatView`` TypedDict lists its keys and their
value types so that the table can read it with checked keys (``as_view``), and
``tests/engine/test_view_types.py`` keeps the two in step (every key the engine writes is
declared here, and no more). The game's README describes each key.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypedDict, cast

from engine.core import Event, Prng
from engine.core.game import visible_log

from .challenges import chance_percent
from .content import GAME_ID, content_index
from .effects import bundle_choices
from .ending import loss_ppm, malus, max_lost, outcome
from .hazards import supply_left
from .state import HAZARDS, ROUNDS, Challenge, CttState, Recap, Swap, Task
from .turns import active_seat, emissions, seats_to_move, turn_order


class ClimatView(TypedDict):
    game: str
    seat: int | None
    players: int
    mode: str
    difficulty: str
    cooperation: bool
    scenario: str
    epoch: int
    round: int
    rounds: int
    turn_order: list[Any]
    turn_index: int
    active: int | None
    to_move: list[Any]
    phase: str
    ppm: int
    ppm_per_unit: int
    threshold_ppm: int
    loss_ppm: int
    max_lost: int
    seuil_added: bool
    cloud: int
    tokens: dict[str, Any]
    emissions: list[Any]
    cities: list[Any]
    lost: list[Any]
    supply: dict[str, Any]
    hands: list[Any]
    hand: list[Any] | None
    hand_sizes: list[Any]
    coop_tokens: list[Any]
    played: str | None
    slot: str | None
    aleas_card: str | None
    task: dict[str, Any] | None
    queue: list[Any]
    after: str
    challenge: dict[str, Any] | None
    swap: dict[str, Any] | None
    action_pile: int
    action_discard: list[Any]
    aleas_pile: int
    aleas_discard: list[Any]
    aleas_boxed: list[Any]
    defi_pile: int
    defi_next_back: str
    defi_discard: list[Any]
    odds: dict[str, Any]
    roles: list[Any]
    recaps: list[Any]
    over: bool
    result: dict[str, Any] | None
    log: list[Any]


View = ClimatView


def as_view(view: dict[str, Any]) -> ClimatView:
    """The view with its declared shape (no copy, no check: the shape test checks)."""
    return cast(ClimatView, view)


def has_private_view(state: CttState, seat: int) -> bool:
    """Whether ``seat`` sees what others must not: its hand and role in the semi-cooperative
    game, the Défi card it draws or mimes in the cooperative one."""
    if state.mode == "semi":
        return not state.result
    defi = state.challenge
    return defi is not None and defi.challenger == seat


def seat_view(state: CttState, seat: int | None) -> dict[str, Any]:
    """What ``seat`` may know (``None``: a spectator), as JSON; the README lists the keys."""
    index = content_index()
    s = state
    coop = s.mode == "coop"
    over = bool(s.result)
    defi = s.challenge
    challenge = None
    if defi is not None:
        mine = seat == defi.challenger
        challenge = {
            "challenger": defi.challenger, "judge": defi.judge, "kind": defi.kind,
            # the card face down (the book): its words and sentence are the challenger's only
            # until the verdict; the challenger shows the sentence to the table to tick it
            "card_back": defi.card_back,
            "card": defi.card if mine else None,
            "word": defi.word if mine else None, "word_chosen": defi.word >= 0,
            "chance_percent": chance_percent(s, defi.kind),
            "action_card": s.played}
    hands = [list(h) if coop or p == seat or over else None for p, h in enumerate(s.hands)]
    reveal_roles = over
    roles = [r if reveal_roles or p == seat else None for p, r in enumerate(s.roles)]
    task = None
    if s.tasks and s.phase == "effect":
        front = s.tasks[0]
        task = {"kind": front.kind, "area": front.area, "hazard": front.hazard,
                "count": front.count, "removed": dict(zip(HAZARDS, front.removed, strict=True)),
                "choices": bundle_choices(front.ref) if front.kind == "remove" else None,
                "cause": front.cause}
    swap = None
    if s.swap is not None:
        offer = s.swap
        swap = {"giver": offer.giver, "receiver": offer.receiver, "resume": offer.resume,
                "card": (offer.card or None) if coop or seat in (offer.giver, offer.receiver)
                else None}
    result = outcome(s)
    order = turn_order(s.players)
    return {
        "game": GAME_ID,
        "seat": seat,
        "players": s.players,
        "mode": s.mode,
        "difficulty": s.difficulty,
        "cooperation": s.cooperation,
        "scenario": s.scenario,
        "epoch": s.epoch,
        "round": s.round,
        "rounds": ROUNDS,
        "turn_order": list(order),
        "turn_index": s.turn_index,
        "active": None if over else active_seat(s),
        "to_move": list(seats_to_move(s)),
        "phase": s.phase,
        "ppm": s.ppm,
        "ppm_per_unit": index.co2["ppm_per_unit"],
        "threshold_ppm": index.co2["threshold_ppm"],
        "loss_ppm": loss_ppm(s),
        "max_lost": max_lost(s),
        "seuil_added": s.seuil_added,
        "cloud": s.cloud,
        "tokens": {"more_co2": s.more_co2, "less_co2": s.less_co2},
        "emissions": [emissions(s.players, r) for r in range(1, ROUNDS + 1)],
        "cities": [{"id": city, "pawns": dict(zip(HAZARDS, s.pawns[position], strict=True)),
                    "lost": city in s.lost} for position, city in enumerate(index.cities)],
        "lost": list(s.lost),
        "supply": {name: supply_left(s, hazard) for hazard, name in enumerate(HAZARDS)},
        "hands": hands,
        "hand": hands[seat] if seat is not None else None,
        "hand_sizes": [len(hand) for hand in s.hands],
        "coop_tokens": list(s.coop_tokens),
        "played": s.played or None,
        "slot": s.slot or None,
        "aleas_card": s.aleas_card or None,
        "task": task,
        "queue": [{"kind": queued.kind, "area": queued.area, "hazard": queued.hazard,
                   "count": queued.count, "ref": queued.ref, "removed": list(queued.removed),
                   "cause": queued.cause} for queued in s.tasks],
        "after": s.after,
        "challenge": challenge,
        "swap": swap,
        "action_pile": len(s.action_pile),
        "action_discard": list(s.action_discard),
        "aleas_pile": len(s.aleas_pile),
        "aleas_discard": list(s.aleas_discard),
        "aleas_boxed": list(s.aleas_boxed),
        "defi_pile": len(s.defi_pile),
        "defi_next_back": index.back[s.defi_pile[0]] if s.defi_pile else None,
        "defi_discard": list(s.defi_discard),
        "odds": dict(index.chance[s.difficulty]),
        "roles": roles,
        "recaps": [dataclasses.asdict(recap) for recap in s.recaps],
        "over": over,
        "result": None if result is None else {
            "won": result.won, "result_key": result.result_key,
            "malus": list(malus(s)) if s.mode == "semi" and result.won else None,
            "winners": list(result.winners)},
        "log": visible_log(s.log, seat),
    }


def reduced_for_bots(view: dict[str, Any], state: CttState) -> dict[str, Any]:
    """Bots never read a Défi card: its id (hence its words and sentence) is removed,
    from the current challenge and from the Défi discard (only backs are kept), and the
    private log lines that name it are dropped (X3)."""
    if view["challenge"] is not None:
        view["challenge"]["card"] = None
    view["defi_discard"] = [content_index().back[card] for card in state.defi_discard]
    view["log"] = [event for event in view["log"] if event["key"] not in (
        "ctt.log.challenge_card", "ctt.log.word_chosen", "ctt.log.challenge_end")]
    return view


def sample_state(view: dict[str, Any], seat: int, rng: Prng) -> CttState:
    """A full state that shows ``seat`` exactly ``view``: pile orders are shuffled, other
    seats' hidden hands are dealt from the unseen Action cards and their roles from the
    unseen roles; the Défi card in play (if not the seat's) has the back that was seen."""
    index = content_index()
    players = view["players"]
    hands: list[list[str] | None] = [None if h is None else list(h) for h in view["hands"]]
    seen_actions = set(view["action_discard"]) | {c for h in hands if h for c in h}
    if view["played"]:
        seen_actions.add(view["played"])
    sw = view["swap"]
    if sw and sw["card"]:
        seen_actions.add(sw["card"])
    unseen = rng.shuffled([c for c in index.action_ids if c not in seen_actions])
    for p in range(players):
        if hands[p] is None:
            size = view["hand_sizes"][p]
            if sw and sw["card"] and sw["giver"] == p:  # the card offered is still held
                size -= 1
                hands[p], unseen = [sw["card"], *unseen[:size]], unseen[size:]
            else:
                hands[p], unseen = unseen[:size], unseen[size:]
    swap = None
    if sw:
        card = sw["card"]
        if view["phase"] == "offer":  # asked: the giver has not chosen yet
            card = ""
        elif card is None:  # a semi-cooperative swap between two other seats
            giver_hand = hands[sw["giver"]] or []
            card = giver_hand[0] if giver_hand else ""
        swap = Swap(sw["giver"], sw["receiver"], card, sw.get("resume", "action"))
    action_pile = tuple(unseen)
    # Aléas: the pile is whatever is neither discarded, boxed nor in play
    out = set(view["aleas_discard"]) | set(view["aleas_boxed"])
    if view["aleas_card"]:
        out.add(view["aleas_card"])
    pool = [*index.ordinary, *(index.seuil if view["seuil_added"] else ())]
    aleas_pile = tuple(rng.shuffled([c for c in pool if c not in out]))
    # Défi: the discard is known; the card in play has a known back; the pile's top too
    ch = view["challenge"]
    defi_out = set(view["defi_discard"])
    challenge = None
    rest = [c for c in index.defi_ids if c not in defi_out]
    if ch is not None:
        card = ch["card"]
        if card is None:
            candidates = [card for card in rest if index.back[card] == ch["card_back"]]
            card = candidates[rng.below(len(candidates))]
        rest.remove(card)
        word = ch["word"] if ch["word"] is not None else (rng.below(2) if ch["word_chosen"]
                                                            else -1)
        challenge = Challenge(ch["challenger"], ch["judge"], card, ch["card_back"],
                              ch["kind"], word)
    rest = rng.shuffled(rest)
    top = view["defi_next_back"]
    if top is not None:
        at = next(position for position, card in enumerate(rest) if index.back[card] == top)
        rest = [rest[at], *rest[:at], *rest[at + 1:]]
    defi_pile = tuple(rest[:view["defi_pile"]])
    # the rest of the unseen Défi cards stay out of play (they are in no known pile)
    roles_view = view["roles"]
    roles: tuple[str, ...] = ()
    if roles_view:
        known = {r for r in roles_view if r is not None}
        free = rng.shuffled([r for r in index.role_ids if r not in known])
        roles = tuple(r if r is not None else free.pop() for r in roles_view)
    pawns = tuple((c["pawns"]["food"], c["pawns"]["health"], c["pawns"]["infrastructure"])
                  for c in view["cities"])
    tasks = tuple(Task(t["kind"], t["area"], t["hazard"], t["count"], t["ref"],
                       (t["removed"][0], t["removed"][1], t["removed"][2]), t["cause"])
                  for t in view["queue"])
    result = ""
    if view["over"]:
        key = view["result"]["result_key"]
        result = "won" if key in ("ctt.result.won", "ctt.result.won_ranked") else key.split(".")[-1]
    recaps = tuple(Recap(r["round"], r["units"], r["more_co2"], r["less_co2"], r["count"],
                         r["ppm_before"], r["ppm_after"], r["lost_cities"])
                   for r in view["recaps"])
    return CttState(
        rng=rng.next64(), epoch=view["epoch"],
        log=tuple(Event(e["key"], e["args"]) for e in view["log"]), players=players,
        difficulty=view["difficulty"], mode=view["mode"], cooperation=view["cooperation"],
        scenario=view["scenario"], round=view["round"], turn_index=view["turn_index"],
        phase=view["phase"], pawns=pawns,
        lost=tuple(view["lost"]), cloud=view["cloud"],
        more_co2=view["tokens"]["more_co2"], less_co2=view["tokens"]["less_co2"],
        ppm=view["ppm"], seuil_added=view["seuil_added"], action_pile=action_pile,
        action_discard=tuple(view["action_discard"]),
        hands=tuple(tuple(h or ()) for h in hands), aleas_pile=aleas_pile,
        aleas_discard=tuple(view["aleas_discard"]),
        aleas_boxed=tuple(view["aleas_boxed"]), defi_pile=defi_pile,
        defi_discard=tuple(view["defi_discard"]), roles=roles,
        coop_tokens=tuple(view["coop_tokens"]), tasks=tasks,
        after=view["after"],
        played=view["played"] or "", slot=view["slot"] or "",
        aleas_card=view["aleas_card"] or "", challenge=challenge, swap=swap,
        recaps=recaps, result=result)
