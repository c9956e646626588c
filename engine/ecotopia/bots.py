"""Ecotopia's bots: one team, four levels, all deciding from the seat's (bot) view only.

The game has no win or loss: the team's score is the space where the two discs meet. So the
bots value a position as ``blue + red`` (at the meeting point both equal the score, so a
finished game is worth ``2 × score``) plus *potentials*: what the board promises but has not
paid yet. Every level but ``random`` is a one-step greedy search: the bot draws a full state
consistent with its view (``sample_state``: only pile and question orders are unknown), applies
each legal action to it and keeps the best value.

- ``beginner``: blue + red only (what an action pays now), and a random action one time in two.
- ``medium``: adds the truck's route to the waste and the centres, the team pawn's route to the
  animals not yet protected, the cost of the lieu chosen and the battery left this turn.
- ``strong``: adds the future: power plants (income each turn until the end, coal net of its
  red; in the simplified game every plant recharges, coal included), specialists and the
  recruiter's progress, the single-use apps on every phone, trees on squares about to be
  built over, kinds down to their last icon; the lieu and the construction are judged together
  (the best construction for each lieu), and reveals are averaged over several draws. Four
  choices make most of its lead over ``medium`` (measured one by one on paired seeds, README):

  - *the question app first* (set-up and datacenters): at 90 % right it earns 2.25 blue steps
    a unit, more than a tree;
  - *coal only when short*: a red step costs the final score about as much as a blue step
    gains, and a unit beyond the apps (truck, recruiter) earns well under one blue step, so
    it burns a cube only when the battery cannot pay the phone's apps (all but one);
  - *cross when you can*: red only goes down, so the final score can never pass the red disc;
    a position not yet over is squeezed below ``2 × red`` (keeping the order between them), so
    crossing now beats the potentials that used to keep a team dithering beside the centre;
  - *the simplified truck*: there the truck is the only use of a battery beyond the two apps,
    so its route counts a move as cheap (``TRUCK_STEP``) and it reaches the far waste.

  A smaller gain (about +0.25 in both versions): the team pawn's next three moves are planned
  (the best path for discs, leaves and the specialists' bonuses), the distance to the kinds
  not protected yet only a weak pull beyond it.

  Tried and measured without gain (so not kept): planning the rest of the own turn with greedy
  rollouts from the 4–6 best first actions (3–4× the time, no better score), capping the
  plants' worth at what the battery can buy, valuing the lieu display (villages), routes to
  the nearest leaf, other weights for the team, the truck, the specialists and the reveals.

The future is counted in turns left, estimated once per decision from the gap between the
discs (``TURN_GAP`` per turn): if it were re-estimated after each candidate action, closing the
gap (the whole point) would look like losing future income.

Questions: the bot answers ``quiz_hint`` from its bot view (the right choice with the level's
accuracy, drawn by the rules from the state; the bot never reads the answer key).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from engine.core import Bot, Prng
from engine.core.frozen import replace

from .actions import (
    Action,
    ActivateCoal,
    Answer,
    AskQuestion,
    EndRecharge,
    RevealConstruction,
    RevealLieu,
    RollBonus,
)
from .board import orthogonal, square_index
from .content import EXTINCTION_RED_STEPS as EXTINCTION
from .content import SPECIALISTS, content_index
from .quiz import QUIZ_ACCURACY
from .rules import GAME
from .state import EcoState

BATTERY_VALUE = {"beginner": 0.0, "medium": 1.2, "strong": 1.2}
#: the bonus die's mean worth in blue steps: recruit/recycle, +2, refresh, +4, move, jump − 1
BONUS_DIE_VALUE = (1.5 + 2 * 1.2 + 0.3 + 4 * 1.2 + 1.5 + 1.0) / 6
RELIABILITY = {"geothermal": 1.0, "hydro": 1.0, "nuclear": 1.0, "solar": 0.5, "wind": 0.5}
#: an app tile on a phone, per turn left: the question first (90 % right at strong: 2.25 blue)
APP_VALUE = {"plant_tree": 1.0, "answer_question": 1.6, "bonus_die": 0.8, "move_team": 1.3}
RANDOM_SHARE = {"beginner": 0.5, "medium": 0.0, "strong": 0.0}
#: how much the gap between the discs closes in a turn, roughly (red −1, a build, blue)
TURN_GAP = 7.0
#: strong: a power plant's unit of income, per turn left; a coal cube; a specialist
PLANT_TURN_VALUE = 0.6
COAL_CUBE_VALUE = 0.15
SPECIALIST_TURN_VALUE = 0.2
#: strong, simplified game: a truck move in its route (medium and the normal game: 0.5)
TRUCK_STEP = 0.15
#: strong: the team pawn's best path of PATH_DEPTH moves (each worth PATH_DECAY of the one
#: before) and, weaker than medium's, the distance to each kind not protected yet
TEAM_PATH = 0.6
TEAM_FAR = 0.3
PATH_DEPTH = 3
PATH_DECAY = 0.7
REVEAL_SAMPLES = {"beginner": 1, "medium": 1, "strong": 4}


#: the squares one orthogonal step from each square (the team pawn's moves), by index
_ORTHO = tuple(tuple(square_index(c) for c in orthogonal(cell))
               for cell in content_index().cells)


def _distance(a: str, b: str) -> int:
    """King moves between two squares (the truck's metric)."""
    return max(abs(ord(a[0]) - ord(b[0])), abs(int(a[1:]) - int(b[1:])))


def _manhattan(a: str, b: str) -> int:
    return abs(ord(a[0]) - ord(b[0])) + abs(int(a[1:]) - int(b[1:]))


def _to_centre(where: str) -> int:
    """Truck moves from ``where`` into the nearest recycling centre."""
    centre_beside = content_index().centre_beside
    if where in centre_beside:
        return 0
    return 1 + min(_distance(where, beside) for beside in centre_beside.values())


class EcoBot:
    """A bot of ``level`` (beginner, medium, strong): the one-step search described above."""

    def __init__(self, level: str) -> None:
        self.level = level
        self._turns_left = 0.0
        self._paths: dict[Any, float] = {}

    # --- the value of a position -----------------------------------------------------------
    def value(self, state: EcoState, seat: int) -> float:
        if state.phase == "over":
            return 2.0 * state.score
        level = self.level
        worth = float(state.blue + state.red)
        if level == "beginner":
            return worth
        index = content_index()
        # from the position the choice is made in: the same for every candidate action, or
        # closing the gap would look like losing future income
        turns_left = self._turns_left
        if state.turn == seat and state.phase != "apps":
            worth += BATTERY_VALUE[level] * state.battery
        # the truck's route
        # strong: in the simplified game the truck is the only use of a battery beyond the
        # two apps, so its moves cost little
        step = TRUCK_STEP if level == "strong" and state.version == "simplified" else 0.5
        if state.truck_load:
            worth += 0.9 * index.waste_blue[state.truck_load] - step * _to_centre(state.truck)
        else:
            best = 0.0
            for i, item in enumerate(state.waste):
                if item:
                    cell = index.cells[i]
                    centre_beside = index.centre_beside
                    trip = (_distance(state.truck, cell) if state.truck not in centre_beside
                            else 1 + _distance(centre_beside[state.truck], cell))
                    best = max(best, 0.9 * index.waste_blue[item] - step * (trip + _to_centre(cell)))
            worth += 0.5 * best
        # the team pawn's route to the animals not yet protected
        far = TEAM_FAR if level == "strong" else 1.0
        for kind in set(index.animal) - {""} - set(state.discs):
            cells = [index.cells[i] for i in range(len(index.cells))
                     if index.animal[i] == kind and not state.built[i]]
            if cells:
                near = min(_manhattan(state.team, c) for c in cells)
                worth += far * (1.8 - 0.3 * min(near, 5))
        if level == "strong" and TEAM_PATH:
            worth += TEAM_PATH * self._team_path(state)
        # the lieu chosen this turn and not built yet
        if state.lieu:
            i = square_index(state.lieu)
            worth -= index.value[i] + state.trees[i]
            kind = index.animal[i]
            if kind and not any(index.animal[j] == kind and not state.built[j] and j != i
                                for j in range(len(index.cells))):
                worth -= EXTINCTION
        if level == "medium":
            return worth
        # strong: what the future holds
        simple = state.version == "simplified"
        income = 0.0
        for i, tile in enumerate(state.built):
            kind = index.kind_of.get(tile, "")
            if simple and kind in index.power_plants:
                income += 1.0  # every plant recharges, coal included and free
            elif kind in RELIABILITY:
                income += RELIABILITY[kind]
            elif kind == "coal":
                worth += COAL_CUBE_VALUE * min(state.cubes[i], turns_left)
            if tile and not state.leaves[i]:
                worth += 0.4
            if state.trees[i] and index.cells[i] in state.lieu_display:
                worth -= 0.8 * state.trees[i]
        worth += PLANT_TURN_VALUE * income * turns_left
        hired = len(state.specialists)
        worth += SPECIALIST_TURN_VALUE * turns_left * hired
        if hired < len(SPECIALISTS):
            worth += SPECIALIST_TURN_VALUE * turns_left * state.recruiter / index.recruit_steps * 0.8
        for apps in state.apps:
            worth += sum(APP_VALUE.get(a, 0.0) for a in apps) * 0.25 * turns_left / state.players
        for kind in set(index.animal) - {""}:
            visible = sum(1 for i in range(len(index.cells))
                          if index.animal[i] == kind and not state.built[i])
            if visible == 1:
                worth -= 1.0
        # the final score can never pass the red disc (red only goes down): a promise beyond
        # it is squeezed (keeping the order), so crossing now (2 × score) beats dithering
        top = 2.0 * state.red - 1.0
        if worth > top:
            worth = top + 0.01 * (worth - top)
        return worth

    def _team_path(self, state: EcoState) -> float:
        """The best the team pawn can earn in its next moves (discs, leaves, the zoologist
        and the police officer), each move worth ``PATH_DECAY`` of the one before."""
        key = (state.team, state.built, state.leaves, state.face_down, state.discs,
               state.specialists)
        cached = self._paths.get(key)
        if cached is not None:
            return cached
        index = content_index()
        leafable = frozenset(i for i, tile in enumerate(state.built)
                             if tile and not state.face_down[i] and not state.leaves[i])
        animal = [index.animal[i] if not state.built[i] else "" for i in range(len(index.cells))]
        zoologist = "zoologist" in state.specialists
        police = "police_officer" in state.specialists

        def best(at: int, depth: int, leaves: frozenset[int], kinds: frozenset[str]) -> float:
            top = 0.0
            for to in _ORTHO[at]:
                gain = 0.0
                taken, got = leaves, kinds
                for i in (at, to):
                    if i in leafable and i not in leaves:
                        taken = leaves | {i}
                        gain += 2.0 if police else 1.0
                        break
                for i in (at, to):
                    if animal[i] and animal[i] not in kinds:
                        got = kinds | {animal[i]}
                        gain += index.rewards["animal_disc_blue"]
                        break
                if zoologist and animal[to]:
                    gain += 1.0
                if depth > 1:
                    gain += PATH_DECAY * best(to, depth - 1, taken, got)
                top = max(top, gain)
            return top

        value = best(square_index(state.team), PATH_DEPTH, frozenset(), frozenset(state.discs))
        self._paths[key] = value
        return value

    # --- choosing --------------------------------------------------------------------------
    def choose(self, view: dict[str, Any], legal: Sequence[Action], rng: Prng) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view["phase"] == "question":
            hint = view.get("quiz_hint")
            return Answer(hint) if isinstance(hint, int) and Answer(hint) in legal else rng.choice(legal)
        if rng.random() < RANDOM_SHARE[self.level]:
            return rng.choice(legal)
        seat = view["seat"]
        if self.level == "strong" and view["phase"] == "recharge" and EndRecharge() in legal:
            return self._coal(view, legal)
        state = GAME.sample_state(view, seat, rng.fork())
        self._paths.clear()
        self._turns_left = max(0, state.red - state.blue) / TURN_GAP
        scored = []
        for position, action in enumerate(legal):
            value, _ = self._action_value(view, state, seat, action, rng)
            scored.append((value, -position, action))
        return max(scored, key=lambda item: (item[0], item[1]))[2]

    @staticmethod
    def _coal(view: dict[str, Any], legal: Sequence[Action]) -> Action:
        """Burn coal only when the battery cannot pay the apps (all but one): a red step
        costs the final score about as much as a blue step gains, and a unit spent on the
        truck or the recruiter earns well under one blue step."""
        phone = view["phones"][view["seat"]]
        apps = [a for a in phone["single_use"] if a not in phone["used"]]
        burn = [a for a in legal if isinstance(a, ActivateCoal)]
        if burn and view["battery"] < len(apps) - 1:
            return burn[0]
        return EndRecharge()

    def _action_value(self, view: dict[str, Any], state: EcoState, seat: int, action: Action,
                      rng: Prng) -> tuple[float, EcoState | None]:
        """The action's value, and the state it leads to when that state is not a draw."""
        if isinstance(action, AskQuestion):
            paid = replace(state, battery=state.battery - 1, used=(*state.used, "answer_question"))
            accuracy = QUIZ_ACCURACY.get(self.level, 0.5)
            bonus = 1 if "scientist" in state.specialists else 0
            return self.value(paid, seat) + accuracy * (2.5 + bonus), None
        if isinstance(action, RollBonus):
            paid = replace(state, battery=state.battery - 1, used=(*state.used, "bonus_die"))
            return self.value(paid, seat) + BONUS_DIE_VALUE, None
        samples = REVEAL_SAMPLES[self.level] if isinstance(
            action, (RevealLieu, RevealConstruction)) else 1
        total = 0.0
        after = state
        for sample in range(samples):
            start = state if sample == 0 else GAME.sample_state(view, seat, rng.fork())
            after = GAME.apply_unchecked(start, seat, action)
            if self.level == "strong" and after.phase == "construction" and after.turn == seat:
                # the lieu and the construction are one decision: look at both
                total += max(self.value(GAME.apply_unchecked(after, seat, second), seat)
                             for second in GAME.legal_actions(after, seat))
            else:
                total += self.value(after, seat)
        return total / samples, (after if samples == 1 else None)


#: level -> a new bot of that level (the core's ``Game.make_bot`` reads this table)
BOTS: dict[str, Callable[[], Bot[Action]]] = {
    level: partial(EcoBot, level) for level in GAME.bot_levels
}
