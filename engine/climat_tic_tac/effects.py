"""Card effects in Climat Tic Tac: an effect's steps become a queue of small tasks, done one by
one until a task needs the active seat's choice (which pawn leaves, where a pawn goes).

An Action card's effect is named by ``ref`` = ``card|slot`` (slot: normal, boosted, weakened);
a removal task keeps ``card|slot|step`` to find its bundles again. The steps' vocabulary is
``data/effects_schema.json``; the README's "effect vocabulary" explains it.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.core.frozen import replace

from .content import content_index
from .hazards import put_pawn, supply_left
from .state import HAZARDS, TOKEN_SUPPLY, CttState, Pawns, Task, with_event
from .turns import active_seat

Bundle = dict[str, int]


def area_of(target: dict[str, Any]) -> str:
    """A step's target as a task area: a city id, ``zone:<id>``, ``coastal`` or ``anywhere``."""
    kind = target["kind"]
    if kind == "city":
        return str(target["city"])
    if kind == "zone":
        return f"zone:{target['zone']}"
    return str(kind)


def tasks_from_steps(steps: list[dict[str, Any]], ref: str) -> tuple[Task, ...]:
    """An effect's steps as tasks (``ref``: ``card|slot`` for Action cards)."""
    tasks: list[Task] = []
    for step_number, step in enumerate(steps):
        op = step["op"]
        if op == "remove_hazards":
            tasks.append(Task("remove", area_of(step["target"]), ref=f"{ref}|{step_number}"))
        elif op == "add_hazards":
            area = area_of(step["target"])
            on_one_city = step["target"]["kind"] == "city"
            # pawns to choose a city for come in the card's order (alea-41: 4 Infrastructure
            # then 3 Food); pawns for a named city in the order of HAZARDS
            for hazard in HAZARDS if on_one_city else list(step["pawns"]):
                count = step["pawns"].get(hazard, 0)
                if count:
                    tasks.append(Task("add_city" if on_one_city else "place", area, hazard, count))
        elif op == "remove_co2":
            tasks.append(Task("remove_co2", count=step["units"]))
        elif op == "add_co2":
            tasks.append(Task("add_co2", count=step["units"]))
        elif op == "add_permanent_token":
            tasks.append(Task("token", hazard=step["token"]))
    return tuple(tasks)


def bundle_choices(ref: str) -> list[Bundle]:
    """The bundles a removal task (``card|slot|step``) may remove, one of which is chosen."""
    card, slot, step_number = ref.split("|")
    return list(content_index().actions[card]["effects"][slot][int(step_number)]["choices"])


def fits_a_bundle(removed: Pawns, hazard: int, choices: list[Bundle]) -> bool:
    """Can one more pawn of type ``hazard`` be removed and stay inside one of the bundles?"""
    for bundle in choices:
        if all(removed[other] + (other == hazard) <= bundle.get(HAZARDS[other], 0)
               for other in range(len(HAZARDS))):
            return True
    return False


def removal_options(state: CttState, task: Task) -> list[tuple[str, int]]:
    """(city, hazard index) of every pawn the removal ``task`` may take next."""
    index = content_index()
    choices = bundle_choices(task.ref)
    hazards = [hazard for hazard in range(len(HAZARDS))
               if fits_a_bundle(task.removed, hazard, choices)]
    options: list[tuple[str, int]] = []
    for city in index.in_area(task.area):
        if city in state.lost:
            continue
        pawns = state.pawns[index.index[city]]
        options.extend((city, hazard) for hazard in hazards if pawns[hazard] > 0)
    return options


def placement_options(state: CttState, task: Task) -> list[str]:
    """Cities the placement ``task`` may put its next pawn on (lost cities take none)."""
    return [city for city in content_index().in_area(task.area) if city not in state.lost]


def remove_pawn(state: CttState, city: str, hazard: int) -> CttState:
    """Take one pawn of type ``hazard`` off ``city`` for the removal task in front."""
    position = content_index().index[city]
    before = state.pawns[position]
    pawns = (*state.pawns[:position], _plus(before, hazard, -1), *state.pawns[position + 1:])
    task = state.tasks[0]
    task = replace(task, removed=_plus(task.removed, hazard, 1))
    event = Event("ctt.log.removed", {"seat": active_seat(state), "city": city,
                                      "hazard_key": f"ctt.hazard.{HAZARDS[hazard]}"})
    return replace(state, pawns=pawns, tasks=(task, *state.tasks[1:]),
                   log=state.log + (event,))


def place_chosen_pawn(state: CttState, city: str) -> CttState:
    """Put the next pawn of the placement task in front on ``city``, chosen by the seat."""
    task = state.tasks[0]
    rest = replace(task, count=task.count - 1)
    state = replace(state, tasks=(rest, *state.tasks[1:]))
    return put_pawn(state, city, HAZARDS.index(task.hazard))


def add_permanent_token(state: CttState, token: str) -> CttState:
    """CTT-33/35, D-CTT-13: opposite tokens cancel; an empty supply gives one unit."""
    opposite = "less_co2" if token == "more_co2" else "more_co2"
    if getattr(state, opposite) > 0:
        state = replace(state, **{opposite: getattr(state, opposite) - 1})
        return with_event(state, Event("ctt.log.tokens_cancel", {}))
    if getattr(state, token) < TOKEN_SUPPLY[token]:
        state = replace(state, **{token: getattr(state, token) + 1})
        return with_event(state, Event("ctt.log.token", {"token_key": f"ctt.token.{token}",
                                                         "count": getattr(state, token)}))
    if token == "less_co2":
        state = replace(state, cloud=state.cloud - min(1, state.cloud))
    else:
        state = replace(state, cloud=state.cloud + 1)
    return with_event(state, Event("ctt.log.token_supply_empty",
                                   {"token_key": f"ctt.token.{token}", "cloud": state.cloud}))


def run_tasks(state: CttState) -> CttState:
    """Do the queued tasks until one needs a choice (then the phase is ``effect``), none is
    left, or the game ends. A task with a single possible move is done without asking."""
    while not state.result and state.tasks:
        task, rest = state.tasks[0], state.tasks[1:]
        if task.kind == "remove":
            options = removal_options(state, task)
            if not options:
                state = replace(state, tasks=rest)
            elif len(options) == 1:
                state = remove_pawn(state, *options[0])
            else:
                return replace(state, phase="effect")
        elif task.kind == "place":
            if task.count <= 0 or supply_left(state, HAZARDS.index(task.hazard)) <= 0:
                if task.count > 0:
                    state = _supply_empty(state, task.hazard)
                state = replace(state, tasks=rest)
                continue
            cities = placement_options(state, task)
            if not cities:
                state = replace(state, tasks=rest)
            elif len(cities) == 1:
                state = place_chosen_pawn(state, cities[0])
            else:
                return replace(state, phase="effect")
        elif task.kind == "add_city":
            state = _add_to_named_city(state, task, rest)
        elif task.kind == "remove_co2":
            taken = min(task.count, state.cloud)
            state = replace(state, cloud=state.cloud - taken, tasks=rest)
            state = with_event(state, Event("ctt.log.co2_removed",
                                            {"units": taken, "cloud": state.cloud}))
        elif task.kind == "add_co2":
            state = replace(state, cloud=state.cloud + task.count, tasks=rest)
            state = with_event(state, Event("ctt.log.co2_added",
                                            {"units": task.count, "cloud": state.cloud}))
        elif task.kind == "token":
            state = add_permanent_token(replace(state, tasks=rest), task.hazard)
        else:  # pragma: no cover - tasks come from validated content
            raise AssertionError(task.kind)
    return state


def _add_to_named_city(state: CttState, task: Task, rest: tuple[Task, ...]) -> CttState:
    """One pawn of an Aléas card's bundle onto its named city (the pawns are logged once)."""
    hazard = HAZARDS.index(task.hazard)
    if task.count <= 0 or task.area in state.lost:
        return replace(state, tasks=rest)
    if supply_left(state, hazard) <= 0:
        return replace(_supply_empty(state, task.hazard), tasks=rest)
    next_task = replace(task, count=task.count - 1, cause="started")
    log = state.log
    if task.cause != "started":
        log += (Event("ctt.log.pawns", {"city": task.area, "count": task.count,
                                        "hazard_key": f"ctt.hazard.{task.hazard}"}),)
    state = replace(state, tasks=(next_task, *rest), log=log)
    return put_pawn(state, task.area, hazard, quiet=True)


def _supply_empty(state: CttState, hazard: str) -> CttState:
    return with_event(state, Event("ctt.log.supply_empty", {"hazard_key": f"ctt.hazard.{hazard}"}))


def _plus(pawns: Pawns, hazard: int, change: int) -> Pawns:
    """``pawns`` with ``change`` added to the count of ``hazard``."""
    counts = [*pawns]
    counts[hazard] += change
    return (counts[0], counts[1], counts[2])
