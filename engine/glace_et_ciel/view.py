"""Everything a seat of La Glace et le Ciel may know: the view, the bot view, and a state
drawn to fit a view (``sample_state``).

``seat_view`` builds the view as plain JSON (``GlaceEtCiel.view`` calls it); the
``TypedDict`` below say what it holds so that the table (``web/games/glace_et_ciel``) reads it
with checked keys (``as_view``), and a test keeps the two in step (every key the view writes
is declared here, and no more). Nobody sees their own objective while playing; the table
(``seat=None``) sees no objective and, with hidden hands, no hand.
"""

from __future__ import annotations

from typing import Any, Literal, TypedDict, cast

from engine.core.game import Event, visible_log
from engine.core.rng import Prng

from . import content
from .board import sorted_hand
from .content import COLUMNS, ELEMENTS, LINES, Deck
from .deduction import draw_own_objective
from .scoring import final_outcome
from .state import GLACE_VALUES, OPEN_HANDS, GlaceState, Objective, Recap

Element = Literal["air", "terre", "eau"]
Column = Literal["W", "N", "E"]


class CardView(TypedDict):
    id: str
    element: Element
    value: int
    generation: int  # 0: a "Début de partie" card
    co2: int
    ch4: int


class CellView(TypedDict):
    column: Column
    stack: list[CardView]  # bottom → top


class RowView(TypedDict):
    row: Element
    cells: list[CellView]


class ObjectiveView(TypedDict):
    repere: str
    biosphere: int


class AnnouncementView(TypedDict):
    kind: Literal["achieved", "lost", "already"]
    key: str
    seat: int


class GlaceMeter(TypedDict):
    values: list[int]
    flips: int
    value: int


class ResultView(TypedDict):
    score: int
    won: bool
    result_key: str
    scale_id: str
    scale_row: int | None


class ScaleRow(TypedDict):
    result_key: str
    min: int
    max: int


class GlaceView(TypedDict):
    game: str
    variant: Literal["standard", "expert", "jeunes", "poussin"]
    open_hands: bool
    players: int
    seat: int | None
    epoch: int
    generation: int
    first_player: int
    turn: int | None
    turn_order: list[int]
    placed_this_generation: int
    cards_per_generation: int
    board: list[RowView]
    sums: dict[str, int]
    hand: list[CardView] | None
    hands: list[list[CardView] | None]
    hand_sizes: list[int]
    objectives: list[ObjectiveView | None]  # None: hidden from this seat (its own)
    announced_achieved: list[bool]
    announcements: list[AnnouncementView]
    closing_announcements: list[AnnouncementView]
    sums_history: list[list[int]]
    status_history: list[list[bool]]
    glace: GlaceMeter | None  # None in Poussin
    ciel: list[int]
    recaps: list[dict[str, Any]]
    over: bool
    result: ResultView | None
    scale_id: str
    scale: list[ScaleRow]
    log: list[dict[str, Any]]


View = GlaceView


def as_view(view: dict[str, Any]) -> GlaceView:
    """The view with its declared shape (no copy, no check: the shape test checks)."""
    return cast(GlaceView, view)


# --- the view -------------------------------------------------------------------------------
def seat_view(state: GlaceState, seat: int | None, deck: Deck, game_id: str) -> dict[str, Any]:
    """What ``seat`` may know (``None``: the table), as plain JSON of the ``GlaceView`` shape."""
    by_id = deck.by_id
    open_hands = state.variant in OPEN_HANDS

    def card(card_id: str) -> dict[str, Any]:
        return by_id[card_id].to_json()

    board = [{"row": element, "cells": [
        {"column": column, "stack": [card(c) for c in state.board[3 * r + k]]}
        for k, column in enumerate(COLUMNS)]} for r, element in enumerate(ELEMENTS)]
    sums = state.sums_history[-1]
    hands = [[card(c) for c in hand] if open_hands or p == seat or state.over else None
             for p, hand in enumerate(state.hands)]
    objectives = [
        {"repere": o.repere, "biosphere": o.biosphere}
        if state.over or (seat is not None and p != seat) else None
        for p, o in enumerate(state.objectives)]
    outcome = final_outcome(state) if state.over else None
    scale_id = content.scale_by_variant()[state.variant]
    glace = None if state.variant == "poussin" else {
        "values": list(GLACE_VALUES), "flips": state.glace_flips,
        "value": GLACE_VALUES[state.glace_flips]}
    return {
        "game": game_id,
        "variant": state.variant,
        "open_hands": open_hands,
        "players": state.players,
        "seat": seat,
        "epoch": state.epoch,
        "generation": state.generation,
        "first_player": state.first_player,
        "turn": None if state.over else state.turn,
        "turn_order": [(state.first_player + i) % state.players
                       for i in range(state.players)],
        "placed_this_generation": state.placed,
        "cards_per_generation": content.CARDS_PER_GENERATION,
        "board": board,
        "sums": dict(zip(LINES, sums, strict=True)),
        "hand": hands[seat] if seat is not None else None,
        "hands": hands,
        "hand_sizes": [len(h) for h in state.hands],
        "objectives": objectives,
        "announced_achieved": list(state.status_history[-1]),
        "announcements": announcements(state),
        "closing_announcements": closing_announcements(state),
        "sums_history": [list(s) for s in state.sums_history],
        "status_history": [list(s) for s in state.status_history],
        "glace": glace,
        "ciel": [r.ciel for r in state.recaps],
        "recaps": [recap_json(r, state.variant) for r in state.recaps],
        "over": state.over,
        "result": None if outcome is None else {
            "score": outcome.score, "won": outcome.won, "result_key": outcome.result_key,
            "scale_id": scale_id, "scale_row": outcome.result_args["scale_row"]},
        "scale_id": scale_id,
        "scale": [{"result_key": f"glace.result.{name}", "min": low, "max": high}
                  for name, low, high in content.scale(scale_id)[state.players]],
        "log": visible_log(state.log, seat),
    }


def announcements(state: GlaceState) -> list[dict[str, Any]]:
    """What was announced after the last placement (or at the generation's start)."""
    now = state.status_history[-1]
    if len(state.status_history) == 1:
        return [{"seat": p, "kind": "already", "key": "glace.announce.already"}
                for p in range(state.players) if now[p]]
    before = state.status_history[-2]
    return [{"seat": p, "kind": "achieved" if now[p] else "lost",
             "key": "glace.announce.achieved" if now[p] else "glace.announce.lost"}
            for p in range(state.players) if now[p] != before[p]]


def closing_announcements(state: GlaceState) -> list[dict[str, Any]]:
    """The announcements of the last finished generation's 12th placement.

    Once that placement is made the view has moved on (recap, next generation), so they
    are read back from the log: the ``glace.announce.*`` events between the last
    ``glace.placed`` and ``glace.generation_end``. Only right after a generation's end (no
    card laid yet in the next one, or the game over): empty otherwise."""
    if state.placed and not state.over:
        return []
    log = state.log
    end = max((i for i, e in enumerate(log) if e.key == "glace.generation_end"), default=-1)
    out: list[dict[str, Any]] = []
    for event in reversed(log[:max(end, 0)]):
        if event.key == "glace.placed":
            break
        kind = event.key.rpartition(".")[2]
        out.append({"seat": event.args["seat"], "kind": kind, "key": event.key})
    return out[::-1]


def recap_json(recap: Recap, variant: str) -> dict[str, Any]:
    """One generation's recap; only the counts that matter in ``variant``: no molecule
    and no Glace in Poussin, CH4 in expert mode only."""
    out: dict[str, Any] = {
        "generation": recap.generation,
        "objectives": [{"seat": p, "repere": o.repere, "biosphere": o.biosphere,
                        "achieved": recap.achieved[p]}
                       for p, o in enumerate(recap.objectives)],
    }
    if variant != "poussin":
        out["co2_visible"] = recap.co2_visible
        if variant == "expert":
            out["ch4_visible"] = recap.ch4_visible
        out["glace_flips"] = recap.glace_flips
        out["glace_after"] = recap.glace_after
    out["ciel"] = recap.ciel
    return out


def with_own_objective(view: dict[str, Any], state: GlaceState, seat: int) -> dict[str, Any]:
    """The ``oracle`` reference bot's view: the seat's view plus its own objective."""
    if not state.over:
        own = state.objectives[seat]
        view["objectives"][seat] = {"repere": own.repere, "biosphere": own.biosphere}
    return view


# --- hidden information drawn at random -----------------------------------------------------
def sample_state(view: dict[str, Any], seat: int, rng: Prng, deck: Deck) -> GlaceState:
    """A full state that shows ``seat`` exactly ``view``: the other hands are dealt from
    the generation's cards nobody has seen, and the seat's own objective is drawn among
    those still consistent with the announcements (weighted by the copies left)."""
    players = view["players"]
    board = tuple(tuple(c["id"] for c in cell["stack"])
                  for row in view["board"] for cell in row["cells"])
    hands: list[tuple[str, ...] | None] = [
        None if h is None else tuple(c["id"] for c in h) for h in view["hands"]]
    if not view["over"]:
        generation = deck.generations[view["generation"] - 1]
        seen = {c for stack in board for c in stack} | {
            c for h in hands if h is not None for c in h}
        unseen = rng.shuffled([c.id for c in generation if c.id not in seen])
        for p in range(players):
            if hands[p] is None:
                size = view["hand_sizes"][p]
                hands[p], unseen = sorted_hand(unseen[:size], deck), unseen[size:]
    objectives = []
    for p, o in enumerate(view["objectives"]):
        if o is None:
            o = draw_own_objective(view, p, rng)
        objectives.append(Objective(o["repere"], o["biosphere"]))
    recaps = tuple(
        Recap(r["generation"],
              tuple(Objective(o["repere"], o["biosphere"]) for o in r["objectives"]),
              tuple(o["achieved"] for o in r["objectives"]), r.get("co2_visible", 0),
              r.get("ch4_visible", 0), r.get("glace_flips", 0), r.get("glace_after", 3),
              r["ciel"])
        for r in view["recaps"])
    return GlaceState(
        rng=rng.next64(), epoch=view["epoch"],
        log=tuple(Event(e["key"], e["args"]) for e in view["log"]),
        players=players, variant=view["variant"], generation=view["generation"],
        first_player=view["first_player"],
        turn=view["turn"] if view["turn"] is not None else 0,
        placed=view["placed_this_generation"], board=board,
        hands=tuple(h or () for h in hands), objectives=tuple(objectives),
        sums_history=tuple(tuple(s) for s in view["sums_history"]),
        status_history=tuple(tuple(s) for s in view["status_history"]),
        glace_flips=view["glace"]["flips"] if view["glace"] else 0,
        recaps=recaps, over=view["over"])
