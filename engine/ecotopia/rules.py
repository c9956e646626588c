"""The rules of Ecotopia (Jean-Noël Demierre and Antoine Bays, État de Fribourg) as a ``Game``.

A cooperative game for 2 to 6 players on a 6×6 board. Each turn the active player

I.   moves the red disc back one space, turns their single-use apps face up and recharges
     their smartphone's battery from the power plants on the board (coal asks: it costs red);
II.  builds one construction: a lieu tile (which square) and a construction tile (what), with
     the red disc moving back by the square's ecological value, 3 more when the last visible
     icon of an animal kind disappears, and one per tree on the square;
III. spends the whole battery, one action per unit: plant a tree, answer a question, move the
     team pawn (leaves and discs), roll the bonus die, move the recycling truck, recruit.

Good actions move the blue disc up, harm moves the red one down; when the two discs meet or
cross, the game ends at once and the score is the space of the disc that did not move.
Every decision the booklet leaves open is taken in README.md (D-ECO-1 … 19).

This module holds the turn's structure and the ``Game`` contract (set-up, legal actions,
applying them, explaining a refusal, the outcome); each mechanism lives in its own module:
``plants`` (Phase I), ``constructions`` (Phase II), ``phone``, ``quiz``, ``team``, ``truck``,
``specialists``, ``bonus_die`` and ``track`` (the discs and the end).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.core import Event, Game, IllegalAction, Outcome, Prng, seed_state
from engine.core.frozen import replace
from engine.core.game import OptionSpec

from . import constructions, invariants, phone, plants, quiz, specialists, team, track, truck, view
from .actions import (
    ACTION_APP,
    ACTION_TYPES,
    PHASE_ACTIONS,
    Action,
    ActivateCoal,
    Answer,
    AskQuestion,
    BonusRefresh,
    ChooseApp,
    EndRecharge,
    Hire,
    MoveTeam,
    MoveTruck,
    PickConstruction,
    PickLieu,
    PlantTree,
    Recruit,
    RevealConstruction,
    RevealLieu,
    RollBonus,
)
from .board import orthogonal, square_index, truck_moves
from .bonus_die import roll_bonus
from .constructions import DISPLAY_SIZE
from .content import content_index, neighbours
from .state import EcoState, seats_to_move

VERSIONS = ("normal", "simplified")


class Ecotopia(Game[EcoState, Action]):
    id = "ecotopia"
    min_players = 2
    max_players = 6
    options = (OptionSpec("version", VERSIONS, "normal", "eco.option.version"),)
    state_type = EcoState
    action_types = ACTION_TYPES
    bot_levels = ("beginner", "medium", "strong")
    cooperative = True
    #: 2: the crossing stops the build and the team move at once; a pile of unusable tiles
    #: shuffles its discard in (D-ECO-18, D-ECO-19)
    rules_version = 2

    # --- set-up ----------------------------------------------------------------------------
    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> EcoState:
        opts = self.normalize_options(players, options)
        simple = opts["version"] == "simplified"
        index = content_index()
        rng = Prng(seed_state(seed))
        squares = len(index.cells)
        built = [""] * squares
        waste = [""] * squares
        lieux = rng.shuffled(list(index.cells))
        starting = [tile for tile in index.starting
                    if not (simple and index.kind_of[tile] == "datacenter")]
        log: list[Event] = [Event("eco.log.setup", {"version_key": f"eco.version.{opts['version']}",
                                                   "players": players})]
        for tile in rng.shuffled(starting):
            cell = lieux.pop()
            built[square_index(cell)] = tile
            log.append(Event("eco.log.start_tile", {"tile": tile, "kind_key":
                                                    f"eco.kind.{index.kind_of[tile]}", "cell": cell}))
        aside = []
        for item in rng.shuffled(list(index.waste_blue)):
            cell = lieux.pop()
            waste[square_index(cell)] = item
            aside.append(cell)
            log.append(Event("eco.log.start_waste", {"waste_key": f"eco.waste.{item}",
                                                     "cell": cell}))
        team_square = lieux.pop()
        aside.append(team_square)
        pile = rng.shuffled(lieux + aside)
        deck = rng.shuffled(list(index.deck_simplified if simple else index.deck_normal))
        questions = rng.shuffled(list(index.question_ids))
        first = rng.below(players)
        log.append(Event("eco.log.first_player", {"seat": first}))
        apps: tuple[tuple[str, ...], ...] = tuple(() for _ in range(players))
        if simple:
            apps = tuple(("move_team", "answer_question") for _ in range(players))
        state = EcoState(
            rng=rng.state, epoch=0, log=tuple(log), players=players, version=opts["version"],
            phase="apps", turn=first, first_player=first, turn_number=0, blue=0, red=100,
            score=-1, built=tuple(built), face_down=(False,) * squares, cubes=(0,) * squares,
            leaves=(False,) * squares, trees=(0,) * squares, waste=tuple(waste), team=team_square,
            truck=index.truck_start, truck_load="", recycled=(), discs=(),
            lieu_pile=tuple(pile[DISPLAY_SIZE:]), lieu_bottom_known=0,
            lieu_display=tuple(pile[:DISPLAY_SIZE]), lieu_discard=(), lieu="",
            cons_pile=tuple(deck[DISPLAY_SIZE:]), cons_bottom_known=0,
            cons_display=tuple(deck[:DISPLAY_SIZE]), cons_discard=(), recruiter=0,
            specialists=(), battery=0, apps=apps, used=(), coal_used=(),
            choosing=(), resume="turn", question="", questions=tuple(questions),
            questions_used=(), last_answer=("", -1, False), bonus_face=0)
        if simple:
            return self._start_turn(state)
        return replace(state, choosing=tuple(range(players)))

    # --- turn structure --------------------------------------------------------------------
    def _start_turn(self, state: EcoState) -> EcoState:
        """Phase I: red −1, apps face up, automatic recharges; coal waits for a choice."""
        state = replace(state, phase="recharge", turn_number=state.turn_number + 1, used=(),
                        coal_used=(), battery=0, lieu="", question="", bonus_face=0)
        state = track.log(state, Event("eco.log.turn", {"seat": state.turn,
                                                        "turn": state.turn_number}))
        state = track.red(state, 1, "turn")
        if state.phase == "over":
            return state
        state = plants.recharge(state)
        if plants.coal_to_burn(state):
            return state
        return self._start_build(state)

    def _start_build(self, state: EcoState) -> EcoState:
        """Phase II, or straight to Phase III when no lieu can take a construction."""
        state = replace(state, phase="lieu", coal_used=())
        if constructions.can_build(state):
            return state
        state = track.log(state, Event("eco.log.no_build", {"seat": state.turn}))
        return self._start_actions(state)

    def _after_build(self, state: EcoState) -> EcoState:
        if state.phase in ("over", "apps"):
            return state
        return self._start_actions(state)

    def _start_actions(self, state: EcoState) -> EcoState:
        """Phase III."""
        return self._maybe_end_turn(replace(state, phase="actions"))

    def _maybe_end_turn(self, state: EcoState) -> EcoState:
        """At battery 0 the turn ends (ECO-37: every unit must be spent, so no early end)."""
        while state.phase == "actions" and state.battery == 0:
            state = track.log(state, Event("eco.log.turn_end", {"seat": state.turn}))
            state = replace(state, turn=(state.turn + 1) % state.players)
            state = self._start_turn(state)
        return state

    # --- the contract ----------------------------------------------------------------------
    def current_players(self, state: EcoState) -> tuple[int, ...]:
        return seats_to_move(state)

    def _legal_actions(self, state: EcoState, seat: int) -> list[Action]:
        """The actions of the types the phase allows (``PHASE_ACTIONS``), in its order."""
        if seat not in self.current_players(state):
            return []
        out: list[Action] = []
        for action_type in PHASE_ACTIONS[state.phase]:
            out += self._offers[action_type](self, state, seat)
        return out

    # one function per action type: the actions of that type legal now
    def _choose_app_offers(self, state: EcoState, seat: int) -> list[Action]:
        return [ChooseApp(app) for app in phone.missing_apps(state, seat)]

    def _coal_offers(self, state: EcoState, seat: int) -> list[Action]:
        return [ActivateCoal(cell) for cell in plants.coal_to_burn(state)]

    def _end_recharge_offers(self, state: EcoState, seat: int) -> list[Action]:
        return [EndRecharge()]

    def _lieu_offers(self, state: EcoState, seat: int) -> list[Action]:
        return [PickLieu(cell) for cell in state.lieu_display if constructions.lieu_ok(state, cell)]

    def _reveal_lieu_offers(self, state: EcoState, seat: int) -> list[Action]:
        return [RevealLieu()] if constructions.can_reveal_lieu(state) else []

    def _construction_offers(self, state: EcoState, seat: int) -> list[Action]:
        return [PickConstruction(tile) for tile in dict.fromkeys(state.cons_display)
                if constructions.fits(state, tile, state.lieu)]

    def _reveal_construction_offers(self, state: EcoState, seat: int) -> list[Action]:
        return [RevealConstruction()] if constructions.can_reveal_construction(state) else []

    def _tree_offers(self, state: EcoState, seat: int) -> list[Action]:
        if not phone.can_use(state, "plant_tree"):
            return []
        return [PlantTree(cell) for square, cell in enumerate(content_index().cells)
                if not state.built[square]]

    def _question_offers(self, state: EcoState, seat: int) -> list[Action]:
        return [AskQuestion()] if phone.can_use(state, "answer_question") else []

    def _answer_offers(self, state: EcoState, seat: int) -> list[Action]:
        card = content_index().questions[state.question]
        return [Answer(choice) for choice in range(quiz.choice_count(card))]

    def _team_offers(self, state: EcoState, seat: int) -> list[Action]:
        if state.phase == "bonus_move":  # face 5: one square, diagonals too
            return list(team.team_moves(state, neighbours(state.team)))
        if state.phase == "bonus_jump":  # face 6: any other square
            return list(team.team_moves(state, tuple(cell for cell in content_index().cells
                                                     if cell != state.team)))
        if not phone.can_use(state, "move_team"):
            return []
        return list(team.team_moves(state, orthogonal(state.team)))

    def _bonus_offers(self, state: EcoState, seat: int) -> list[Action]:
        return [RollBonus()] if phone.can_use(state, "bonus_die") else []

    def _refresh_offers(self, state: EcoState, seat: int) -> list[Action]:
        return [BonusRefresh("lieux"), BonusRefresh("constructions"), BonusRefresh("none")]

    def _truck_offers(self, state: EcoState, seat: int) -> list[Action]:
        return list(truck.truck_actions(state))

    def _recruit_offers(self, state: EcoState, seat: int) -> list[Action]:
        if not specialists.specialists_left(state):
            return []
        if state.phase == "actions" and not phone.can_use(state, "recruit"):
            return []
        return [Recruit()]

    def _hire_offers(self, state: EcoState, seat: int) -> list[Action]:
        return [Hire(specialist) for specialist in specialists.specialists_left(state)]

    _offers: Mapping[type[Action], Callable[[Ecotopia, EcoState, int], list[Action]]] = {
        ChooseApp: _choose_app_offers, ActivateCoal: _coal_offers,
        EndRecharge: _end_recharge_offers, PickLieu: _lieu_offers, RevealLieu: _reveal_lieu_offers,
        PickConstruction: _construction_offers,
        RevealConstruction: _reveal_construction_offers, PlantTree: _tree_offers,
        AskQuestion: _question_offers, Answer: _answer_offers, MoveTeam: _team_offers,
        RollBonus: _bonus_offers, BonusRefresh: _refresh_offers, MoveTruck: _truck_offers,
        Recruit: _recruit_offers, Hire: _hire_offers,
    }

    def apply_unchecked(self, state: EcoState, seat: int, action: Action) -> EcoState:
        """Apply an action taken from ``legal_actions(state, seat)`` without checking it
        again (the bots' search applies hundreds of them per decision)."""
        return self._apply(state, seat, action)

    def _apply(self, state: EcoState, seat: int, action: Action) -> EcoState:
        match action:
            case ChooseApp(app=app):
                state = phone.add_app(state, seat, app)
                state = replace(state, choosing=tuple(s for s in state.choosing if s != seat))
                if state.choosing:
                    return state
                if state.resume == "turn":
                    return self._start_turn(state)
                return self._start_actions(state)
            case ActivateCoal(cell=cell):
                state = plants.burn_coal(state, cell)
                if state.phase == "over" or plants.coal_to_burn(state):
                    return state
                return self._start_build(state)
            case EndRecharge():
                return self._start_build(state)
            case PickLieu(cell=cell):
                return constructions.pick_lieu(state, cell)
            case RevealLieu():
                return constructions.draw_lieu(state)
            case PickConstruction(tile=tile):
                state = constructions.take_construction(state, tile)
                return self._after_build(constructions.build(state, tile))
            case RevealConstruction():
                state, tile = constructions.draw_construction(state)
                return self._after_build(constructions.build(state, tile))
            case PlantTree(cell=cell):
                return self._maybe_end_turn(self._plant_tree(phone.spend(state, "plant_tree"), cell))
            case AskQuestion():
                return quiz.draw_question(phone.spend(state, "answer_question"))
            case Answer(choice=choice):
                return self._maybe_end_turn(quiz.answer(state, choice))
            case MoveTeam():
                if state.phase == "actions":
                    state = phone.spend(state, "move_team")
                state = team.move_team(replace(state, phase="actions"), action)
                return self._maybe_end_turn(state)
            case RollBonus():
                return self._maybe_end_turn(roll_bonus(phone.spend(state, "bonus_die")))
            case BonusRefresh(which=which):
                state = replace(state, phase="actions")
                match which:
                    case "lieux" | "constructions":
                        state = constructions.refill(state, which)
                return self._maybe_end_turn(state)
            case MoveTruck():
                if state.phase == "actions":
                    state = phone.spend(state, "recycle")
                state = truck.move_truck(replace(state, phase="actions"), action)
                return self._maybe_end_turn(state)
            case Recruit():
                if state.phase == "actions":
                    state = phone.spend(state, "recruit")
                state = specialists.recruit(replace(state, phase="actions"))
                return self._maybe_end_turn(state)
            case Hire(specialist=specialist):
                return self._maybe_end_turn(specialists.hire(state, specialist))
        raise AssertionError(action)

    @staticmethod
    def _plant_tree(state: EcoState, cell: str) -> EcoState:
        """+2 blue on a square with neither forest nor tree, else +1 (D-ECO-5); gardener +1."""
        index = content_index()
        square = square_index(cell)
        fresh = not index.forest[square] and state.trees[square] == 0
        steps = index.rewards["plant_tree_blue" if fresh else "plant_tree_blue_where_forest_or_tree"]
        state = replace(state, trees=tuple(n + (i == square) for i, n in enumerate(state.trees)),
                        log=state.log + (Event("eco.log.tree", {"seat": state.turn,
                                                                "cell": cell}),))
        state = track.blue(state, steps, "tree")
        if "gardener" in state.specialists:
            state = track.blue(state, 1, "gardener")
        return state

    def explain_illegal(self, state: EcoState, seat: int, action: Any) -> IllegalAction:
        """Why ``action`` is refused: another phase's action (``PHASE_ACTIONS``), an app the
        phone lacks or has used, then the reason of its own type."""
        if not isinstance(action, ACTION_TYPES):
            return IllegalAction("eco.illegal.not_an_action", f"{action!r} is not an action")
        if not isinstance(action, PHASE_ACTIONS[state.phase]):
            return IllegalAction("eco.illegal.wrong_phase", f"{action} is not possible now",
                                 phase_key=f"eco.phase.{state.phase}")
        app = ACTION_APP.get(type(action))
        if app and state.phase == "actions":
            if app not in phone.phone_apps(state, seat):
                return IllegalAction("eco.illegal.no_app", f"no {app} app on the phone",
                                     app_key=f"eco.app.{app}")
            if app in state.used:
                return IllegalAction("eco.illegal.app_used", f"{app} was already used this turn",
                                     app_key=f"eco.app.{app}")
        match action:
            case ChooseApp():
                return IllegalAction("eco.illegal.app_owned", f"{action.app} is owned or unknown",
                                     app=action.app)
            case ActivateCoal():
                return IllegalAction("eco.illegal.no_coal", f"no coal to burn on {action.cell}",
                                     cell=action.cell)
            case PickLieu() if action.cell not in state.lieu_display:
                return IllegalAction("eco.illegal.not_displayed",
                                     f"{action.cell} is not on the display", tile=action.cell)
            case PickLieu():
                return IllegalAction("eco.illegal.only_dams",
                                     "only dams are left for this dry square", cell=action.cell)
            case RevealLieu() | RevealConstruction():
                return IllegalAction("eco.illegal.pile_empty", "nothing usable left to reveal")
            case PickConstruction() if action.tile not in state.cons_display:
                return IllegalAction("eco.illegal.not_displayed",
                                     f"{action.tile} is not on the display", tile=action.tile)
            case PickConstruction():
                return IllegalAction("eco.illegal.dam_needs_water", "a dam needs a river or a lake",
                                     cell=state.lieu)
            case PlantTree() if (action.cell in content_index().cells
                                 and state.built[square_index(action.cell)]):
                return IllegalAction("eco.illegal.built", f"{action.cell} holds a construction",
                                     cell=action.cell)
            case PlantTree():
                return IllegalAction("eco.illegal.no_square", f"no square {action.cell}",
                                     cell=str(action.cell))
            case Answer():
                return IllegalAction("eco.illegal.no_choice", f"no choice {action.choice}",
                                     choice=str(action.choice))
            case MoveTeam() if any(isinstance(move, MoveTeam) and move.to == action.to
                                   for move in self.legal_actions(state, seat)):
                return IllegalAction("eco.illegal.leaf_or_disc",
                                     "the leaf or the disc does not fit this move",
                                     cell=str(action.to))
            case MoveTeam():
                return IllegalAction("eco.illegal.too_far",
                                     f"the team pawn cannot reach {action.to}", cell=str(action.to))
            case MoveTruck() if action.to in truck_moves(state.truck):
                return IllegalAction("eco.illegal.no_waste", "nothing to load there",
                                     cell=str(action.to))
            case MoveTruck():
                return IllegalAction("eco.illegal.too_far", f"the truck cannot reach {action.to}",
                                     cell=str(action.to))
            case Recruit() | Hire():
                return IllegalAction("eco.illegal.no_specialist", "no specialist left to recruit")
        return IllegalAction("eco.illegal.not_allowed", f"{action} is not allowed now")

    # --- the end ---------------------------------------------------------------------------
    def outcome(self, state: EcoState) -> Outcome | None:
        if state.phase != "over":
            return None
        row = track.scale_row(state.score)
        return Outcome(cooperative=True, won=None, score=float(state.score),
                       result_key=f"eco.result.{row}", result_args={"score": state.score})

    def check_state(self, state: EcoState) -> None:
        """Refuse a decoded state that breaks one of the game's invariants (D-ECO-19)."""
        super().check_state(state)
        broken = invariants.broken_invariant(state)
        if broken:
            raise ValueError(f"not an Ecotopia position: {broken}")

    # --- views (view.py) -------------------------------------------------------------------
    def _view(self, state: EcoState, seat: int | None) -> dict[str, Any]:
        return view.seat_view(state, seat)

    def has_private_view(self, state: EcoState, seat: int) -> bool:
        return False

    def bot_view(self, state: EcoState, seat: int, level: str) -> dict[str, Any]:
        return view.bot_view(state, seat, level)

    def sample_state(self, seat_view: dict[str, Any], seat: int, rng: Prng) -> EcoState:
        return view.sample_state(seat_view, rng)


GAME = Ecotopia()
