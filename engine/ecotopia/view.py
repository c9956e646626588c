"""Everything a seat of Ecotopia may know: the view, the bots' view and ``sample_state``.

Every seat sees the same view (open information); hidden from everybody are only the orders
of the lieu, construction and question piles, and the answer of the question in play until
it is given. ``seat_view`` builds the view as plain JSON; ``EcotopiaView`` lists its keys and
their value types so that the table can read it with checked keys (``as_view``), and
``tests/engine/test_view_types.py`` keeps the two in step. ``bot_view`` adds the quiz hint;
``sample_state`` draws a full state consistent with a view (the search bots' and the leak
check's). The game's README describes each key.
"""

from __future__ import annotations

from typing import Any, TypedDict, cast

from engine.core import Event, Prng
from engine.core.game import visible_log

from . import phone, quiz
from .content import ANIMALS, content_index
from .state import EcoState, Phase, seats_to_move
from .track import scale_row


class EcotopiaView(TypedDict):
    game: str
    version: str
    players: int
    seat: int | None
    epoch: int
    phase: Phase
    turn: int
    first_player: int
    turn_number: int
    to_move: list[Any]
    blue: int
    red: int
    over: bool
    result: dict[str, Any] | None
    scale: list[Any]
    squares: list[Any]
    team: str
    truck: str
    truck_load: str | None
    recycled: list[Any]
    waste_left: int
    discs: list[Any]
    endangered: list[Any]
    lieu_display: list[Any]
    lieu_pile: int
    lieu_pile_bottom: list[Any]
    lieu_discard: list[Any]
    lieu: str | None
    construction_display: list[Any]
    construction_pile: int
    construction_pile_bottom: list[Any]
    construction_discard: list[Any]
    recruiter: int
    recruit_steps: int
    specialists: list[Any]
    battery: int
    battery_max: int
    phones: list[Any]
    coal_used: list[Any]
    choosing: list[Any]
    resume: str
    question: dict[str, Any] | None
    last_answer: dict[str, Any] | None
    questions_left: int
    questions_used: list[Any]
    bonus_face: int | None
    log: list[Any]


View = EcotopiaView


def as_view(view: dict[str, Any]) -> EcotopiaView:
    """The view with its declared shape (no copy, no check: the shape test checks)."""
    return cast(EcotopiaView, view)


def seat_view(state: EcoState, seat: int | None) -> dict[str, Any]:
    """What ``seat`` sees (``None``: the whole table); the same for every seat."""
    index = content_index()
    squares = []
    for square, cell in enumerate(index.cells):
        tile = state.built[square]
        # the landscape (forest, water, animal, value) is content: board.json
        squares.append({
            "id": cell, "construction": tile or None, "face_down": state.face_down[square],
            "cubes": state.cubes[square], "leaf": state.leaves[square],
            "trees": state.trees[square], "waste": state.waste[square] or None,
            "animal_visible": bool(index.animal[square]) and not tile})
    question = None
    if state.question:
        card = index.questions[state.question]
        question = {"id": card["id"], "kind": card["kind"], "choices": quiz.choice_count(card),
                    "steps": card["steps"]}
    last = None
    if state.last_answer[0]:
        asked, choice, right = state.last_answer
        last = {"id": asked, "choice": choice, "right": right,
                "answer": quiz.answer_index(index.questions[asked])}
    over = state.phase == "over"
    visible_kinds = {index.animal[square] for square in range(len(index.cells))
                     if index.animal[square] and not state.built[square]}
    return {
        "game": "ecotopia", "version": state.version, "players": state.players, "seat": seat,
        "epoch": state.epoch, "phase": state.phase, "turn": state.turn,
        "first_player": state.first_player, "turn_number": state.turn_number,
        "to_move": list(seats_to_move(state)),
        "blue": state.blue, "red": state.red, "over": over,
        "result": {"score": state.score, "result_key": f"eco.result.{scale_row(state.score)}"}
        if over else None,
        "scale": [{"result_key": f"eco.result.{name}", "min": low} for name, low in index.scale],
        "squares": squares, "team": state.team, "truck": state.truck,
        "truck_load": state.truck_load or None, "recycled": list(state.recycled),
        "waste_left": sum(1 for w in state.waste if w) + bool(state.truck_load),
        "discs": list(state.discs),
        "endangered": [a for a in ANIMALS if a not in visible_kinds],
        "lieu_display": list(state.lieu_display), "lieu_pile": len(state.lieu_pile),
        "lieu_pile_bottom": list(state.lieu_pile[len(state.lieu_pile) - state.lieu_bottom_known:]),
        "lieu_discard": list(state.lieu_discard), "lieu": state.lieu or None,
        "construction_display": list(state.cons_display),
        "construction_pile": len(state.cons_pile),
        "construction_pile_bottom": list(
            state.cons_pile[len(state.cons_pile) - state.cons_bottom_known:]),
        "construction_discard": list(state.cons_discard),
        "recruiter": state.recruiter, "recruit_steps": index.recruit_steps,
        "specialists": list(state.specialists),
        "battery": state.battery, "battery_max": index.battery_max,
        "phones": [{"apps": list(phone.phone_apps(state, s)), "single_use": list(state.apps[s]),
                    "used": list(state.used) if s == state.turn else []}
                   for s in range(state.players)],
        "coal_used": list(state.coal_used), "choosing": list(state.choosing),
        "resume": state.resume,
        "question": question, "last_answer": last,
        "questions_left": len(state.questions), "questions_used": list(state.questions_used),
        "bonus_face": state.bonus_face or None,
        "log": visible_log(state.log, seat),
    }


def bot_view(state: EcoState, seat: int, level: str) -> dict[str, Any]:
    """The seat's view with, during a question, a ``quiz_hint`` (``quiz.quiz_hint``). The
    view itself never holds the answer before it is given."""
    view = seat_view(state, seat)
    if state.phase == "question":
        view["quiz_hint"] = quiz.quiz_hint(state, level)
    return view


def sample_state(view: dict[str, Any], rng: Prng) -> EcoState:
    """A state showing ``view``: the lieu, construction and question piles reshuffled
    (what was seen going under a pile stays at its bottom)."""
    index = content_index()
    squares = view["squares"]
    built = tuple(sq["construction"] or "" for sq in squares)
    lieu_known = list(view["lieu_pile_bottom"])
    seen_lieux = set(view["lieu_display"]) | set(view["lieu_discard"]) | set(lieu_known)
    if view["lieu"]:
        seen_lieux.add(view["lieu"])
    lieu_unknown = [c for i, c in enumerate(index.cells) if not built[i] and c not in seen_lieux]
    cons_known = list(view["construction_pile_bottom"])
    deck = index.deck_simplified if view["version"] == "simplified" else index.deck_normal
    seen_cons = (set(built) | set(view["construction_display"])
                 | set(view["construction_discard"]) | set(cons_known))
    cons_unknown = [t for t in deck if t not in seen_cons]
    used = list(view["questions_used"])
    questions_unknown = [q for q in index.question_ids if q not in used
                         and (view["question"] is None or q != view["question"]["id"])]
    last = view["last_answer"]
    return EcoState(
        rng=rng.next64(), epoch=view["epoch"],
        log=tuple(Event(e["key"], e["args"]) for e in view["log"]),
        players=view["players"], version=view["version"], phase=view["phase"],
        turn=view["turn"], first_player=view["first_player"],
        turn_number=view["turn_number"], blue=view["blue"], red=view["red"],
        score=view["result"]["score"] if view["result"] else -1, built=built,
        face_down=tuple(sq["face_down"] for sq in squares),
        cubes=tuple(sq["cubes"] for sq in squares),
        leaves=tuple(sq["leaf"] for sq in squares),
        trees=tuple(sq["trees"] for sq in squares),
        waste=tuple(sq["waste"] or "" for sq in squares), team=view["team"],
        truck=view["truck"], truck_load=view["truck_load"] or "",
        recycled=tuple(view["recycled"]), discs=tuple(view["discs"]),
        lieu_pile=tuple(rng.shuffled(lieu_unknown) + lieu_known),
        lieu_bottom_known=len(lieu_known), lieu_display=tuple(view["lieu_display"]),
        lieu_discard=tuple(view["lieu_discard"]), lieu=view["lieu"] or "",
        cons_pile=tuple(rng.shuffled(cons_unknown) + cons_known),
        cons_bottom_known=len(cons_known), cons_display=tuple(view["construction_display"]),
        cons_discard=tuple(view["construction_discard"]), recruiter=view["recruiter"],
        specialists=tuple(view["specialists"]), battery=view["battery"],
        apps=tuple(tuple(p["single_use"]) for p in view["phones"]),
        used=tuple(view["phones"][view["turn"]]["used"]), coal_used=tuple(view["coal_used"]),
        choosing=tuple(view["choosing"]), resume=view["resume"],
        question=view["question"]["id"] if view["question"] else "",
        questions=tuple(rng.shuffled(questions_unknown)), questions_used=tuple(used),
        last_answer=(last["id"], last["choice"], last["right"]) if last else ("", -1, False),
        bonus_face=view["bonus_face"] or 0)
