"""Everything a seat of Planète – Ciel et Espace may know.

* ``seat_view(state, seat, ...)`` — the view (``Game.view``): JSON with ids and numbers only,
  showing what is face up *now* (no memory aid; D-PCE-13: never a card's text before its
  reading). ``PlaneteView`` types it: the table reads it with checked keys (``as_view``), and
  ``tests/engine/test_view_types.py`` keeps the two in step.
* ``reduced_bot_view(view, state, seat, level)`` — what a bot may know (``Game.bot_view``,
  cross-game X3): handles instead of card ids, only the backs it remembers, picture cues
  instead of texts.
* ``sample_state(view, seat, rng)`` — a full state consistent with a view (the hidden parts
  drawn at random), for the conformance suite's leak check.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, TypedDict, cast

from engine.core.game import Event, Outcome, visible_log
from engine.core.rng import Prng

from .circle import line_of, turns_per_player
from .content import card, deck, picture_cue_words
from .state import CIRCLE, PLACES, STARS_PER_PLAYER, PceState, PlayedCard, Said


class PlaneteView(TypedDict):
    game: str
    seat: int | None
    players: int
    lang: str
    typos: bool  # the option (on by default): one slip forgiven
    agreed: list[bool]  # during "verdict": who agrees with the verdicts
    phase: str  # a state.Phase
    round: int
    first: int
    turn: int
    turns: int
    actions_done: int
    layout: list[Any]
    axis: int
    line: list[Any]
    face_up: list[Any]
    reveal: dict[str, Any] | None
    pile_size: int
    set_aside: list[Any]
    stars: list[Any]
    round1_stars: list[Any]
    in_hand: list[Any]
    peek_done: list[Any]
    grid: list[Any]
    rain_lost: list[Any]
    current: dict[str, Any] | None
    read: list[Any]
    to_move: list[Any]
    result: dict[str, Any] | None
    log: list[Any]


View = PlaneteView


def as_view(view: dict[str, Any]) -> PlaneteView:
    """The view with its declared shape (no copy, no check: the shape test checks)."""
    return cast(PlaneteView, view)


# --- the view of a seat ------------------------------------------------------------------------
def seat_view(state: PceState, seat: int | None, *, game_id: str, to_move: tuple[int, ...],
              outcome: Outcome | None) -> dict[str, Any]:
    """What ``seat`` sees (``None``: the shared table). ``face_up`` lists the backs this seat
    sees at this moment: the eight circle backs while the top spins, its own flip until its
    next action, its own two peeks until ``DonePeek``."""
    if state.phase == "spin":
        face_up = list(range(CIRCLE))
    elif seat is not None:
        face_up = list(state.looking[seat])
    else:
        face_up = []
    reveal = None
    if state.reveal:
        reveal = {"seat": state.reveal_seat, "cards": list(state.reveal),
                  "places": list(state.reveal_places),
                  "pairs": [list(card(c).pair) for c in state.reveal],
                  "won": state.reveal_stars >= 0,
                  "stars": max(0, state.reveal_stars)}
    current = None
    if state.phase == "words":
        current = {"index": state.current, "card": state.grid[state.current],
                   "speakers": list(state.speakers),
                   "said": [{"seat": s.seat, "word": s.word} for s in state.said],
                   "words_per_seat": list(state.on_card[state.current])}
    return {
        "game": game_id,
        "seat": seat,
        "players": state.players,
        "lang": state.lang,
        "typos": state.typos,
        "agreed": list(state.agreed),
        "phase": state.phase,
        "round": 2 if state.grid else 1,
        "first": state.first,
        "turn": state.turn,
        "turns": turns_per_player(state.players) * state.players,
        "actions_done": state.actions_done,
        "layout": [c or None for c in state.layout],
        "axis": state.axis,
        "line": list(line_of(state.axis)),
        "face_up": [{"place": p, "card": state.layout[p],
                     "pair": list(card(state.layout[p]).pair)} for p in face_up],
        "reveal": reveal,
        "pile_size": len(state.pile),
        "set_aside": list(state.set_aside),
        "stars": list(state.stars),
        "round1_stars": list(state.round1_stars),
        "in_hand": [STARS_PER_PLAYER - s for s in state.stars] if not state.grid else
                   [0] * state.players,
        "peek_done": list(state.peek_done),
        "grid": [{"card": c, "stars": list(state.on_card[i])} for i, c in enumerate(state.grid)],
        "rain_lost": list(state.rain_lost),
        "current": current,
        "read": [{"index": p.index, "card": p.card,
                  "said": [{"seat": s.seat, "word": s.word, "result": s.result,
                            "overruled": s.overruled}
                           for s in p.said]} for p in state.played],
        "to_move": list(to_move),
        "result": outcome.to_json() if outcome else None,
        "log": visible_log(state.log, seat),
    }


def has_private_view(state: PceState, seat: int) -> bool:
    """Private now: a back this seat alone sees (its flip), or its secret peeks (choosing
    and looking). The seat's log keeps a private line per peek (``pce.log.peek_own``,
    which cards it looked at): a shared screen shows only the public log lines."""
    if state.phase == "peek":
        return not state.peek_done[seat]
    return state.phase != "spin" and bool(state.looking[seat])


# --- what a bot may know -----------------------------------------------------------------------
@dataclass(frozen=True)
class BotMemory:
    """How well a bot level remembers the backs it has seen: the chance to keep each back seen
    during a spin (``recall_spin``), and each back seen alone, by a flip or a peek
    (``recall_own``)."""

    recall_spin: float
    recall_own: float


BOT_MEMORY = {
    "beginner": BotMemory(0.5, 0.8),
    "medium": BotMemory(0.8, 1.0),
    "strong": BotMemory(1.0, 1.0),
}


def _mix(*values: int) -> float:
    """A deterministic number in [0, 1) from integers (SplitMix-style finaliser)."""
    z = 0x9E3779B97F4A7C15
    for v in values:
        z = (z ^ (v & ((1 << 64) - 1))) * 0xBF58476D1CE4E5B9 & ((1 << 64) - 1)
        z ^= z >> 31
    return (z >> 11) / float(1 << 53)


def reduced_bot_view(view: dict[str, Any], state: PceState, seat: int,
                     level: str) -> dict[str, Any]:
    """What a bot of ``level`` gets, from its seat's ``view``.

    A face-up card is identified by its picture, and the picture → back map is shipped
    content, so the plain view would let a bot read every back. Here every card id becomes an
    opaque handle (a secret permutation drawn at set-up), and a card's characteristics are
    listed (``known``) only when the seat has seen its back: the spin (every seat), its own
    flips, its own peeks, the public reveals — read from the events of its own log. Weaker
    levels forget some glimpses (``BOT_MEMORY``; deterministically, so one bot keeps one
    memory). In round 2 it gives the current card's picture cues, never the text."""
    ids = [c.id for c in deck()]
    position = {card_id: i for i, card_id in enumerate(ids)}

    def handle(card_id: str | None) -> str | None:
        return None if not card_id else f"h{state.handles[position[card_id]]:02d}"

    memory = BOT_MEMORY.get(level, BOT_MEMORY["strong"])
    known: dict[str, list[str]] = {}
    salt = state.handles[0] * 131 + state.handles[1]
    for n, event in enumerate(view["log"]):
        key, args = event["key"], event["args"]
        seen: list[str] = []
        recall = 1.0
        if key == "pce.log.spin":
            seen, recall = args["cards"], memory.recall_spin
        elif key == "pce.log.flip" and args["seat"] == seat:
            seen, recall = [args["card"]], memory.recall_own
        elif key in ("pce.log.peek_own", "pce.log.reveal_won", "pce.log.reveal_failed"):
            seen, recall = args["cards"], memory.recall_own
        for card_id in seen:
            if recall >= 1.0 or _mix(salt, n, position[card_id], seat) < recall:
                known[handle(card_id) or ""] = list(card(card_id).pair)
    for item in view["face_up"]:
        known[handle(item["card"]) or ""] = list(item["pair"])
    out: dict[str, Any] = {
        "seat": seat,
        "players": view["players"],
        "phase": view["phase"],
        "level": level,
        "actions_done": view["actions_done"],
        "axis": view["axis"],
        "layout": [handle(c) for c in view["layout"]],
        "known": known,
        "stars": view["stars"],
        "turn": view["turn"],
        "turns": view["turns"],
        "pair_counts": {"|".join(p): n for p, n in Counter(c.pair for c in deck()).items()},
        "gone": [handle(c) for c in view["set_aside"]],
        "cues": [],
        "said": [],
    }
    current = view["current"]
    if current is not None:
        out["cues"] = list(picture_cue_words(current["card"], view["lang"]))
        out["said"] = [s["word"] for s in current["said"]]
    return out


# --- hidden information ------------------------------------------------------------------------
def sample_state(view: dict[str, Any], seat: int, rng: Prng) -> PceState:
    """A state consistent with ``view``: the pile order, the others' secret looks and the
    handles are drawn at random; everything else is public or the seat's own."""
    ids = [c.id for c in deck()]
    layout = tuple(c or "" for c in view["layout"])
    grid = tuple(g["card"] for g in view["grid"])
    known = set(layout) | set(view["set_aside"]) | set(grid)
    known.discard("")
    pile = tuple(rng.shuffled([c for c in ids if c not in known])[:view["pile_size"]])
    players = view["players"]
    phase = view["phase"]
    looking: list[tuple[int, ...]] = []
    for i in range(players):
        if phase == "spin":
            looking.append(tuple(range(CIRCLE)))
        elif i == seat:
            looking.append(tuple(f["place"] for f in view["face_up"]))
        elif phase == "peek" and not view["peek_done"][i] and rng.below(2):
            a, b = sorted(rng.shuffled(list(range(PLACES)))[:2])
            looking.append((a, b))
        else:
            looking.append(())
    reveal = view["reveal"]
    current = view["current"]
    return PceState(
        rng=rng.next64(), epoch=0, log=tuple(Event(e["key"], e["args"]) for e in view["log"]),
        players=players, lang=view["lang"], typos=view["typos"], agreed=tuple(view["agreed"]),
        phase=phase,
        handles=tuple(rng.shuffled(list(range(len(ids))))), layout=layout, axis=view["axis"],
        pile=pile, set_aside=tuple(view["set_aside"]), first=view["first"],
        turn=view["turn"], actions_done=view["actions_done"], stars=tuple(view["stars"]),
        round1_stars=tuple(view["round1_stars"]), looking=tuple(looking),
        reveal=tuple(reveal["cards"]) if reveal else (),
        reveal_places=tuple(reveal["places"]) if reveal else (),
        reveal_seat=reveal["seat"] if reveal else -1,
        reveal_stars=(reveal["stars"] if reveal["won"] else -1) if reveal else 0,
        peek_done=tuple(view["peek_done"]), grid=grid,
        on_card=tuple(tuple(g["stars"]) for g in view["grid"]),
        rain_lost=tuple(view["rain_lost"]),
        current=current["index"] if current else -1,
        speakers=tuple(current["speakers"]) if current else (),
        said=tuple(Said(s["seat"], s["word"]) for s in current["said"]) if current else (),
        played=tuple(PlayedCard(p["index"], p["card"],
                                tuple(Said(s["seat"], s["word"], s["result"], s["overruled"])
                                      for s in p["said"])) for p in view["read"]))
