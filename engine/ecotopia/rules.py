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
Every decision the booklet leaves open is taken in README.md (D-ECO-1 … 17).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from engine.core import Event, Game, IllegalAction, Outcome, Prng, seed_state
from engine.core.game import OptionSpec, visible_log

from . import content
from .content import ANIMALS, COLUMNS, SPECIALISTS

VERSIONS = ("normal", "simplified")
CENTRE_NE = "centre-nord-est"
CENTRE_SW = "centre-sud-ouest"
CENTRE_BESIDE = {CENTRE_NE: "F1", CENTRE_SW: "A6"}
DISPLAY_SIZE = 3
#: the true/false cards: Answer(0) says "true", Answer(1) says "false"
TRUE_FALSE_CHOICES = ("true", "false")
#: the bot levels' rate of right answers (cross-game X3): never read from the answer key
QUIZ_ACCURACY = {"beginner": 0.6, "medium": 0.75, "strong": 0.9}


# --------------------------------------------------------------------------- content

@dataclass(frozen=True)
class Rules:
    """The content the rules need, loaded once."""

    cells: tuple[str, ...]
    forest: tuple[bool, ...]
    water: tuple[bool, ...]
    animal: tuple[str, ...]  # "" without an animal icon
    value: tuple[int, ...]
    kind_of: dict[str, str]  # construction tile id -> kind
    power_plants: frozenset[str]
    starting: tuple[str, ...]
    deck_normal: tuple[str, ...]
    deck_simplified: tuple[str, ...]
    waste_blue: dict[str, int]
    questions: dict[str, dict[str, Any]]
    question_ids: tuple[str, ...]
    bonus_effects: dict[int, dict[str, Any]]
    weather_faces: tuple[str, ...]
    recruit_steps: int
    rewards: dict[str, int]
    simplified: dict[str, Any]
    scale: tuple[tuple[str, int], ...]
    coal_cubes: int
    battery_max: int


@functools.cache
def rules_content() -> Rules:
    data = content.content_json()
    board = data["board"]
    cells = board["cells"]
    kinds = {k["id"]: k for k in data["tiles"]["construction_kinds"]}
    starting = tuple(t["id"] for t in data["tiles"]["starting_constructions"])
    deck = tuple(t["id"] for t in data["tiles"]["constructions"])
    kind_of = {t["id"]: t["kind"] for t in data["tiles"]["starting_constructions"]}
    kind_of.update({t["id"]: t["kind"] for t in data["tiles"]["constructions"]})
    tracks = data["tracks"]
    return Rules(
        cells=tuple(c["id"] for c in cells),
        forest=tuple(bool(c["forest"]) for c in cells),
        water=tuple(bool(c["water"]) for c in cells),
        animal=tuple(c["animal"] or "" for c in cells),
        value=tuple(int(c["value"]) for c in cells),
        kind_of=kind_of,
        power_plants=frozenset(k for k, v in kinds.items() if v["power_plant"]),
        starting=starting,
        deck_normal=deck,
        deck_simplified=tuple(t for t in deck if kinds[kind_of[t]]["in_simplified"]),
        waste_blue={w["id"]: int(w["blue_steps"]) for w in data["tiles"]["waste"]},
        questions={q["id"]: q for q in data["questions"]},
        question_ids=tuple(q["id"] for q in data["questions"]),
        bonus_effects={int(f["face"]): f for f in data["dice"]["bonus_die"]},
        weather_faces=tuple(data["dice"]["weather_die"]["faces"]),
        recruit_steps=int(tracks["recruitment_track"]["steps"]),
        rewards=dict(tracks["actions"]),
        simplified=dict(board["simplified"]),
        scale=tuple((row["id"], int(row["min"])) for row in tracks["planet_track"]["scale"]),
        coal_cubes=int(kinds["coal"]["build_cubes"]),
        battery_max=int(tracks["battery"]["max"]),
    )


def index(cell: str) -> int:
    return (int(cell[1:]) - 1) * len(COLUMNS) + COLUMNS.index(cell[0])


def orthogonal(cell: str) -> tuple[str, ...]:
    col, row = COLUMNS.index(cell[0]), int(cell[1:])
    out = []
    for dc, dr in ((0, -1), (-1, 0), (1, 0), (0, 1)):
        c, r = col + dc, row + dr
        if 0 <= c < 6 and 1 <= r <= 6:
            out.append(f"{COLUMNS[c]}{r}")
    return tuple(out)


def truck_moves(where: str) -> tuple[str, ...]:
    """Where the truck may go in one move: a neighbour square (diagonals too), or a centre
    from the square beside it, or that square from the centre (booklet p. 12)."""
    if where in CENTRE_BESIDE:
        return (CENTRE_BESIDE[where],)
    out = list(content.neighbours(where))
    out += [centre for centre, beside in CENTRE_BESIDE.items() if beside == where]
    return tuple(out)


def scale_row(score: int) -> str:
    name = rules_content().scale[0][0]
    for row, low in rules_content().scale:
        if score >= low:
            name = row
    return name


# --------------------------------------------------------------------------- actions

@dataclass(frozen=True)
class ChooseApp:
    """Put a single-use app on your phone (at set-up, or when a datacenter is built)."""

    app: str

    def __str__(self) -> str:
        return f"app {self.app}"


@dataclass(frozen=True)
class ActivateCoal:
    """Phase I: burn one cube of the coal plant on ``cell`` (red −1) for one battery unit."""

    cell: str

    def __str__(self) -> str:
        return f"coal {self.cell}"


@dataclass(frozen=True)
class EndRecharge:
    def __str__(self) -> str:
        return "end recharge"


@dataclass(frozen=True)
class PickLieu:
    """Phase II a: take a face-up lieu tile from the display."""

    cell: str

    def __str__(self) -> str:
        return f"lieu {self.cell}"


@dataclass(frozen=True)
class RevealLieu:
    def __str__(self) -> str:
        return "reveal lieu"


@dataclass(frozen=True)
class PickConstruction:
    """Phase II b: take a face-up construction tile from the display."""

    tile: str

    def __str__(self) -> str:
        return f"build {self.tile}"


@dataclass(frozen=True)
class RevealConstruction:
    def __str__(self) -> str:
        return "reveal construction"


@dataclass(frozen=True)
class PlantTree:
    cell: str

    def __str__(self) -> str:
        return f"tree {self.cell}"


@dataclass(frozen=True)
class AskQuestion:
    def __str__(self) -> str:
        return "question"


@dataclass(frozen=True)
class Answer:
    """Answer the question in play: a choice index (true/false cards: 0 true, 1 false)."""

    choice: int

    def __str__(self) -> str:
        return f"answer {self.choice}"


@dataclass(frozen=True)
class MoveTeam:
    """Move the team pawn to ``to``; ``leaf`` names the square (origin or destination) that
    gets a leaf, ``disc`` the animal kind that gets a neutral disc ("" for none)."""

    to: str
    leaf: str = ""
    disc: str = ""

    def __str__(self) -> str:
        extra = "".join(f" {k}:{v}" for k, v in (("leaf", self.leaf), ("disc", self.disc)) if v)
        return f"team → {self.to}{extra}"


@dataclass(frozen=True)
class RollBonus:
    def __str__(self) -> str:
        return "bonus die"


@dataclass(frozen=True)
class BonusRefresh:
    """Bonus die face 3: refresh the ``lieux`` or the ``constructions`` display, or ``none``."""

    which: str

    def __str__(self) -> str:
        return f"refresh {self.which}"


@dataclass(frozen=True)
class MoveTruck:
    """Move the truck one step; ``load`` picks up the waste on the destination square."""

    to: str
    load: bool = False

    def __str__(self) -> str:
        return f"truck → {self.to}{' +load' if self.load else ''}"


@dataclass(frozen=True)
class Recruit:
    def __str__(self) -> str:
        return "recruit"


@dataclass(frozen=True)
class Hire:
    specialist: str

    def __str__(self) -> str:
        return f"hire {self.specialist}"


Action = (ChooseApp | ActivateCoal | EndRecharge | PickLieu | RevealLieu | PickConstruction
          | RevealConstruction | PlantTree | AskQuestion | Answer | MoveTeam | RollBonus
          | BonusRefresh | MoveTruck | Recruit | Hire)
ACTION_TYPES = (ChooseApp, ActivateCoal, EndRecharge, PickLieu, RevealLieu, PickConstruction,
                RevealConstruction, PlantTree, AskQuestion, Answer, MoveTeam, RollBonus,
                BonusRefresh, MoveTruck, Recruit, Hire)


# --------------------------------------------------------------------------- state

@dataclass(frozen=True)
class EcoState:
    rng: int
    epoch: int
    log: tuple[Event, ...]
    players: int
    version: str
    phase: str  # apps, recharge, lieu, construction, actions, question, hire, bonus_1,
    #             bonus_3, bonus_move, bonus_jump, over
    turn: int  # the active seat
    first_player: int
    turn_number: int  # turns started so far (the first is 1)
    blue: int
    red: int
    score: int  # the final score once over, else -1
    built: tuple[str, ...]  # per square: construction tile id or ""
    face_down: tuple[bool, ...]
    cubes: tuple[int, ...]
    leaves: tuple[bool, ...]
    trees: tuple[int, ...]
    waste: tuple[str, ...]  # per square: waste id or ""
    team: str
    truck: str  # a square or a centre id
    truck_load: str
    recycled: tuple[str, ...]
    discs: tuple[str, ...]  # animal kinds covered by a neutral disc
    lieu_pile: tuple[str, ...]  # cell ids, top first
    lieu_bottom_known: int  # how many tiles at the bottom of the pile were seen going there
    lieu_display: tuple[str, ...]
    lieu_discard: tuple[str, ...]
    lieu: str  # the lieu chosen this turn ("" before)
    cons_pile: tuple[str, ...]
    cons_bottom_known: int
    cons_display: tuple[str, ...]
    cons_discard: tuple[str, ...]
    recruiter: int
    specialists: tuple[str, ...]
    battery: int
    apps: tuple[tuple[str, ...], ...]  # per seat: single-use apps on the phone
    used: tuple[str, ...]  # the active seat's apps turned face down this turn
    coal_used: tuple[str, ...]  # coal plants activated this Phase I
    choosing: tuple[int, ...]  # seats still to choose an app (phase apps)
    resume: str  # the phase after the app choice ("turn" at set-up, "actions" after a datacenter)
    question: str  # the question in play ("" none)
    questions: tuple[str, ...]  # the question pile, top first
    questions_used: tuple[str, ...]  # asked since the last shuffle
    #: the last question answered, kept until the next one (an answer can end the turn, and
    #: the table still shows its explanation): (question, choice, right) or ("", -1, False)
    last_answer: tuple[str, int, bool]
    bonus_face: int  # the last bonus die roll this turn (0 none)


def _prng(state: EcoState) -> Prng:
    return Prng(state.rng)


class Ecotopia(Game[EcoState, Any]):
    id = "ecotopia"
    min_players = 2
    max_players = 6
    options = (OptionSpec("version", VERSIONS, "normal", "eco.option.version"),)
    state_type = EcoState
    action_types = ACTION_TYPES
    bot_levels = ("beginner", "medium", "strong")
    cooperative = True
    rules_version = 1

    # --- helpers ---------------------------------------------------------------------------
    @staticmethod
    def _simple(state: EcoState) -> bool:
        return state.version == "simplified"

    def _kind(self, tile: str) -> str:
        return rules_content().kind_of[tile] if tile else ""

    def _visible_animal(self, state: EcoState, cell: str) -> str:
        i = index(cell)
        return rules_content().animal[i] if not state.built[i] else ""

    def _phone_apps(self, state: EcoState, seat: int) -> tuple[str, ...]:
        """Every app the seat's phone shows (printed and single-use tiles)."""
        if self._simple(state):
            return ("recycle", "move_team", "answer_question")
        return ("recycle", "recruit", *state.apps[seat])

    def _can_use(self, state: EcoState, app: str) -> bool:
        if app not in self._phone_apps(state, state.turn):
            return False
        if app in ("recycle", "recruit"):
            return True
        return app not in state.used

    def _log(self, state: EcoState, *events: Event) -> EcoState:
        return replace(state, log=state.log + events)

    # --- the track -------------------------------------------------------------------------
    def _end(self, state: EcoState, score: int, moved: str) -> EcoState:
        row = scale_row(score)
        return replace(state, phase="over", score=score, choosing=(), log=state.log + (
            Event("eco.log.crossed", {"moved_key": f"eco.disc.{moved}", "score": score,
                                      "result_key": f"eco.result.{row}"}),))

    def _red(self, state: EcoState, steps: int, reason: str) -> EcoState:
        if state.phase == "over" or steps <= 0:
            return state
        red = state.red - steps
        state = self._log(state, Event("eco.log.red", {"steps": steps, "red": max(red, 0),
                                                      "reason_key": f"eco.reason.{reason}"}))
        if red <= state.blue:
            return self._end(replace(state, red=max(red, 0)), state.blue, "red")
        return replace(state, red=red)

    def _blue(self, state: EcoState, steps: int, reason: str) -> EcoState:
        if state.phase == "over" or steps <= 0:
            return state
        blue = state.blue + steps
        state = self._log(state, Event("eco.log.blue", {"steps": steps, "blue": min(blue, 100),
                                                       "reason_key": f"eco.reason.{reason}"}))
        if blue >= state.red:
            return self._end(replace(state, blue=min(blue, 100)), state.red, "blue")
        return replace(state, blue=blue)

    # --- set-up ----------------------------------------------------------------------------
    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> EcoState:
        opts = self.normalize_options(players, options)
        simple = opts["version"] == "simplified"
        rc = rules_content()
        rng = Prng(seed_state(seed))
        n = len(rc.cells)
        built = [""] * n
        waste = [""] * n
        lieux = rng.shuffled(list(rc.cells))
        starting = [t for t in rc.starting if not (simple and rc.kind_of[t] == "datacenter")]
        log: list[Event] = [Event("eco.log.setup", {"version_key": f"eco.version.{opts['version']}",
                                                   "players": players})]
        for tile in rng.shuffled(starting):
            cell = lieux.pop()
            built[index(cell)] = tile
            log.append(Event("eco.log.start_tile", {"tile": tile, "kind_key":
                                                    f"eco.kind.{rc.kind_of[tile]}", "cell": cell}))
        aside = []
        for item in rng.shuffled(list(rc.waste_blue)):
            cell = lieux.pop()
            waste[index(cell)] = item
            aside.append(cell)
            log.append(Event("eco.log.start_waste", {"waste_key": f"eco.waste.{item}",
                                                     "cell": cell}))
        team = lieux.pop()
        aside.append(team)
        pile = rng.shuffled(lieux + aside)
        deck = rng.shuffled(list(rc.deck_simplified if simple else rc.deck_normal))
        questions = rng.shuffled(list(rc.question_ids))
        first = rng.below(players)
        log.append(Event("eco.log.first_player", {"seat": first}))
        apps: tuple[tuple[str, ...], ...] = tuple(() for _ in range(players))
        if simple:
            apps = tuple(("move_team", "answer_question") for _ in range(players))
        state = EcoState(
            rng=rng.state, epoch=0, log=tuple(log), players=players, version=opts["version"],
            phase="apps", turn=first, first_player=first, turn_number=0, blue=0, red=100,
            score=-1, built=tuple(built), face_down=(False,) * n, cubes=(0,) * n,
            leaves=(False,) * n, trees=(0,) * n, waste=tuple(waste), team=team,
            truck=CENTRE_SW, truck_load="", recycled=(), discs=(),
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
        rc = rules_content()
        state = replace(state, phase="recharge", turn_number=state.turn_number + 1, used=(),
                        coal_used=(), battery=0, lieu="", question="", bonus_face=0)
        state = self._log(state, Event("eco.log.turn", {"seat": state.turn,
                                                        "turn": state.turn_number}))
        state = self._red(state, 1, "turn")
        if state.phase == "over":
            return state
        battery = 0
        face_down = list(state.face_down)
        rolled = False
        rng = _prng(state)
        events: list[Event] = []
        for i, tile in enumerate(state.built):
            kind = self._kind(tile)
            if kind not in rc.power_plants or kind == "coal" and not self._simple(state):
                continue
            cell = rc.cells[i]
            if self._simple(state):
                battery += 1
            elif kind == "nuclear" and face_down[i]:
                face_down[i] = False
                events.append(Event("eco.log.nuclear_up", {"cell": cell}))
            elif kind in ("solar", "wind"):
                face = rng.choice(rc.weather_faces)
                rolled = True
                ok = face == ("sun" if kind == "solar" else "wind")
                battery += ok
                events.append(Event("eco.log.weather", {"cell": cell, "kind_key": f"eco.kind.{kind}",
                                                        "face_key": f"eco.weather.{face}",
                                                        "charged": ok}))
            else:
                battery += 1
        battery = min(battery, rc.battery_max)
        events.append(Event("eco.log.recharged", {"seat": state.turn, "battery": battery}))
        state = replace(state, battery=battery, face_down=tuple(face_down), rng=rng.state,
                        epoch=state.epoch + rolled, log=state.log + tuple(events))
        if self._coal_options(state):
            return state
        return self._start_build(state)

    def _coal_options(self, state: EcoState) -> list[str]:
        if self._simple(state):
            return []
        return [c for i, c in enumerate(rules_content().cells)
                if self._kind(state.built[i]) == "coal" and state.cubes[i] > 0
                and c not in state.coal_used]

    # --- Phase II --------------------------------------------------------------------------
    def _fits(self, state: EcoState, tile: str, cell: str) -> bool:
        if self._kind(tile) != "hydro" or self._simple(state):
            return True
        return rules_content().water[index(cell)]

    @staticmethod
    def _reveal_source(pile: tuple[str, ...], discard: tuple[str, ...]) -> tuple[str, ...]:
        """What a reveal draws from: the pile, or its discard once the pile is empty."""
        return pile if pile else discard

    def _lieu_ok(self, state: EcoState, cell: str) -> bool:
        """Some construction can go on ``cell`` (D-ECO-3: a dry lieu with only dams left)."""
        if any(self._fits(state, t, cell) for t in state.cons_display):
            return True
        return any(self._fits(state, t, cell)
                   for t in self._reveal_source(state.cons_pile, state.cons_discard))

    def _can_reveal_lieu(self, state: EcoState) -> bool:
        return any(self._lieu_ok(state, c)
                   for c in self._reveal_source(state.lieu_pile, state.lieu_discard))

    def _start_build(self, state: EcoState) -> EcoState:
        state = replace(state, phase="lieu", coal_used=())
        if any(self._lieu_ok(state, c) for c in state.lieu_display) or self._can_reveal_lieu(state):
            return state
        state = self._log(state, Event("eco.log.no_build", {"seat": state.turn}))
        return self._start_actions(state)

    def _draw_lieu(self, state: EcoState) -> EcoState:
        """Reveal the pile's top lieu (shuffling the discard first when the pile is empty);
        a lieu no construction can go on goes under the pile and the next one is revealed."""
        rng = _prng(state)
        pile, discard, known = list(state.lieu_pile), list(state.lieu_discard), state.lieu_bottom_known
        events: list[Event] = []
        if not pile:
            pile, discard, known = rng.shuffled(discard), [], 0
            events.append(Event("eco.log.lieu_reshuffle", {}))
        while True:
            cell = pile.pop(0)
            known = min(known, len(pile))
            if self._lieu_ok(state, cell):
                break
            pile.append(cell)
            known += 1
            events.append(Event("eco.log.lieu_under", {"cell": cell}))
        events.append(Event("eco.log.lieu_revealed", {"cell": cell}))
        return replace(state, rng=rng.state, epoch=state.epoch + 1, lieu_pile=tuple(pile),
                       lieu_discard=tuple(discard), lieu_bottom_known=known, lieu=cell,
                       phase="construction", log=state.log + tuple(events))

    def _draw_construction(self, state: EcoState) -> tuple[EcoState, str]:
        """Reveal the pile's top construction; a dam that cannot go on the lieu goes under the
        pile and the next is revealed (booklet p. 14, special case 1)."""
        rng = _prng(state)
        pile, discard, known = list(state.cons_pile), list(state.cons_discard), state.cons_bottom_known
        events: list[Event] = []
        if not pile:
            pile, discard, known = rng.shuffled(discard), [], 0
            events.append(Event("eco.log.cons_reshuffle", {}))
        while True:
            tile = pile.pop(0)
            known = min(known, len(pile))
            if self._fits(state, tile, state.lieu):
                break
            pile.append(tile)
            known += 1
            events.append(Event("eco.log.hydro_under", {"tile": tile}))
        state = replace(state, rng=rng.state, epoch=state.epoch + 1, cons_pile=tuple(pile),
                        cons_discard=tuple(discard), cons_bottom_known=known,
                        log=state.log + tuple(events))
        return state, tile

    def _refill(self, state: EcoState, which: str) -> EcoState:
        """Village (lieux) or mine (constructions): the display goes to the discard, face up,
        and the pile's 3 top tiles replace it (the discard shuffled first if the pile runs out)."""
        rng = _prng(state)
        if which == "lieux":
            pile, display, discard = list(state.lieu_pile), state.lieu_display, list(state.lieu_discard)
            known = state.lieu_bottom_known
        else:
            pile, display, discard = list(state.cons_pile), state.cons_display, list(state.cons_discard)
            known = state.cons_bottom_known
        discard += display
        new: list[str] = []
        events: list[Event] = []
        while len(new) < DISPLAY_SIZE:
            if not pile:
                if not discard:
                    break
                pile, discard, known = rng.shuffled(discard), [], 0
                events.append(Event(f"eco.log.{'lieu' if which == 'lieux' else 'cons'}_reshuffle", {}))
            new.append(pile.pop(0))
            known = min(known, len(pile))
        events.append(Event("eco.log.refresh", {"which_key": f"eco.display.{which}",
                                                "tiles": list(new)}))
        epoch = state.epoch + 1
        if which == "lieux":
            state = replace(state, lieu_pile=tuple(pile), lieu_display=tuple(new),
                            lieu_discard=tuple(discard), lieu_bottom_known=known)
        else:
            state = replace(state, cons_pile=tuple(pile), cons_display=tuple(new),
                            cons_discard=tuple(discard), cons_bottom_known=known)
        return replace(state, rng=rng.state, epoch=epoch, log=state.log + tuple(events))

    def _build(self, state: EcoState, tile: str) -> EcoState:
        """Place ``tile`` on the chosen lieu's square: build rule, then red for the lieu's
        value, an endangered kind and the trees (booklet p. 9, c–i)."""
        rc = rules_content()
        cell = state.lieu
        i = index(cell)
        kind = self._kind(tile)
        simple = self._simple(state)
        built = list(state.built)
        built[i] = tile
        face_down = list(state.face_down)
        cubes = list(state.cubes)
        if not simple and kind == "nuclear":
            face_down[i] = True
        if not simple and kind == "coal":
            cubes[i] = rc.coal_cubes
        trees = state.trees[i]
        tree_list = list(state.trees)
        tree_list[i] = 0
        state = replace(state, built=tuple(built), face_down=tuple(face_down), cubes=tuple(cubes),
                        trees=tuple(tree_list), lieu="", log=state.log + (
                            Event("eco.log.built", {"seat": state.turn, "tile": tile, "cell": cell,
                                                    "kind_key": f"eco.kind.{kind}"}),))
        if kind == "village":
            state = self._refill(state, "lieux")
        elif kind == "mine":
            state = self._refill(state, "constructions")
        state = self._red(state, rc.value[i], "lieu")
        animal = rc.animal[i]
        if animal and not any(rc.animal[j] == animal and not state.built[j]
                              for j in range(len(rc.cells))):
            state = self._log(state, Event("eco.log.endangered", {"animal_key": f"eco.animal.{animal}"}))
            state = self._red(state, content.EXTINCTION_RED_STEPS, "endangered")
        state = self._red(state, trees, "trees")
        if state.phase == "over":
            return state
        if kind == "datacenter":
            needing = tuple(s for s in range(state.players) if self._missing_apps(state, s))
            if not needing:
                state = self._log(state, Event("eco.log.datacenter_nothing", {}))
            state = self._grant_single(state, needing)
            choosing = tuple(s for s in needing if self._missing_apps(state, s))
            if choosing:
                return replace(state, phase="apps", choosing=choosing, resume="actions")
        return self._start_actions(state)

    def _missing_apps(self, state: EcoState, seat: int) -> tuple[str, ...]:
        return tuple(a for a in content.SINGLE_USE_APPS if a not in state.apps[seat])

    def _grant_single(self, state: EcoState, seats: tuple[int, ...]) -> EcoState:
        """A seat missing only one app gets it without a choice."""
        apps = list(state.apps)
        events = []
        for s in seats:
            missing = self._missing_apps(state, s)
            if len(missing) == 1:
                apps[s] = (*apps[s], missing[0])
                events.append(Event("eco.log.app", {"seat": s, "app_key": f"eco.app.{missing[0]}"}))
        return replace(state, apps=tuple(apps), log=state.log + tuple(events))

    # --- Phase III -------------------------------------------------------------------------
    def _start_actions(self, state: EcoState) -> EcoState:
        state = replace(state, phase="actions")
        return self._maybe_end_turn(state)

    def _maybe_end_turn(self, state: EcoState) -> EcoState:
        """At battery 0 the turn ends (ECO-37: every unit must be spent, so no early end)."""
        while state.phase == "actions" and state.battery == 0:
            state = self._log(state, Event("eco.log.turn_end", {"seat": state.turn}))
            state = replace(state, turn=(state.turn + 1) % state.players)
            state = self._start_turn(state)
        return state

    def _spend(self, state: EcoState, app: str) -> EcoState:
        used = state.used if app in ("recycle", "recruit") else (*state.used, app)
        return replace(state, battery=state.battery - 1, used=used)

    def _team_options(self, state: EcoState, to: str) -> tuple[list[str], list[str]]:
        """The leaf squares and disc kinds a move from the pawn's square to ``to`` offers."""
        leaves, discs = [], []
        for cell in dict.fromkeys((state.team, to)):
            i = index(cell)
            if state.built[i] and not state.face_down[i] and not state.leaves[i]:
                leaves.append(cell)
            animal = self._visible_animal(state, cell)
            if animal and animal not in state.discs and animal not in discs:
                discs.append(animal)
        return leaves, discs

    def _team_moves(self, state: EcoState, targets: tuple[str, ...]) -> list[MoveTeam]:
        out = []
        for to in targets:
            leaves, discs = self._team_options(state, to)
            for leaf in leaves or [""]:
                for disc in discs or [""]:
                    out.append(MoveTeam(to, leaf, disc))
        return out

    def _move_team(self, state: EcoState, action: MoveTeam) -> EcoState:
        rc = rules_content()
        state = replace(state, team=action.to, log=state.log + (
            Event("eco.log.team", {"seat": state.turn, "cell": action.to}),))
        if action.leaf:
            i = index(action.leaf)
            state = replace(state, leaves=tuple(v or j == i for j, v in enumerate(state.leaves)))
            state = self._blue(state, rc.rewards["leaf_blue"], "leaf")
            if "police_officer" in state.specialists:
                state = self._blue(state, 1, "police_officer")
        if action.disc:
            state = replace(state, discs=(*state.discs, action.disc))
            state = self._blue(state, rc.rewards["animal_disc_blue"], "disc")
        if self._visible_animal(state, action.to) and "zoologist" in state.specialists:
            state = self._blue(state, 1, "zoologist")
        return state

    def _truck_actions(self, state: EcoState) -> list[MoveTruck]:
        out = []
        for to in truck_moves(state.truck):
            out.append(MoveTruck(to))
            if to not in CENTRE_BESIDE and not state.truck_load and state.waste[index(to)]:
                out.append(MoveTruck(to, True))
        return out

    def _move_truck(self, state: EcoState, action: MoveTruck) -> EcoState:
        rc = rules_content()
        state = replace(state, truck=action.to, log=state.log + (
            Event("eco.log.truck", {"seat": state.turn, "to": action.to}),))
        if action.load:
            i = index(action.to)
            item = state.waste[i]
            state = replace(state, truck_load=item,
                            waste=tuple("" if j == i else w for j, w in enumerate(state.waste)),
                            log=state.log + (Event("eco.log.loaded", {
                                "waste_key": f"eco.waste.{item}", "cell": action.to}),))
        if action.to in CENTRE_BESIDE and state.truck_load:
            item = state.truck_load
            state = replace(state, truck_load="", recycled=(*state.recycled, item),
                            log=state.log + (Event("eco.log.recycled", {
                                "waste_key": f"eco.waste.{item}"}),))
            state = self._blue(state, rc.waste_blue[item], "recycled")
        return state

    def _recruit(self, state: EcoState) -> EcoState:
        rc = rules_content()
        step = state.recruiter + 1
        state = replace(state, recruiter=step, log=state.log + (
            Event("eco.log.recruiter", {"seat": state.turn, "step": step}),))
        if step < rc.recruit_steps:
            return state
        left = [s for s in SPECIALISTS if s not in state.specialists]
        if len(left) == 1:
            return self._hire(state, left[0])
        return replace(state, phase="hire")

    def _hire(self, state: EcoState, specialist: str) -> EcoState:
        return replace(state, recruiter=0, specialists=(*state.specialists, specialist),
                       phase="actions", log=state.log + (Event("eco.log.hired", {
                           "seat": state.turn, "specialist_key": f"eco.specialist.{specialist}"}),))

    def _draw_question(self, state: EcoState) -> EcoState:
        rng = _prng(state)
        pile, used = list(state.questions), state.questions_used
        events = []
        if not pile:
            pile, used = rng.shuffled(list(used)), ()
            events.append(Event("eco.log.questions_reshuffle", {}))
        qid = pile.pop(0)
        events.append(Event("eco.log.question", {"seat": state.turn, "question": qid}))
        return replace(state, rng=rng.state, epoch=state.epoch + 1, questions=tuple(pile),
                       questions_used=used, question=qid, phase="question",
                       log=state.log + tuple(events))

    def _answer(self, state: EcoState, choice: int) -> EcoState:
        rc = rules_content()
        q = rc.questions[state.question]
        right = self._answer_index(q) == choice
        state = replace(state, phase="actions", question="", epoch=state.epoch + 1,
                        questions_used=(*state.questions_used, q["id"]),
                        last_answer=(q["id"], choice, right), log=state.log + (
                            Event("eco.log.answer", {"seat": state.turn, "question": q["id"],
                                                     "choice": choice, "right": right,
                                                     "answer": self._answer_index(q)}),))
        if right:
            key = "answer_true_false_blue" if q["kind"] == "true_false" else "answer_choice_blue"
            state = self._blue(state, rc.rewards[key], "answer")
            if "scientist" in state.specialists:
                state = self._blue(state, 1, "scientist")
        return state

    @staticmethod
    def _answer_index(q: dict[str, Any]) -> int:
        if q["kind"] == "true_false":
            return 0 if q["answer"] else 1
        return int(q["answer"])

    @staticmethod
    def _choice_count(q: dict[str, Any]) -> int:
        return len(TRUE_FALSE_CHOICES) if q["kind"] == "true_false" else len(q["choices"])

    def _roll_bonus(self, state: EcoState) -> EcoState:
        rc = rules_content()
        rng = _prng(state)
        face = rng.below(6) + 1
        effect = rc.bonus_effects[face]
        state = replace(state, rng=rng.state, epoch=state.epoch + 1, bonus_face=face,
                        log=state.log + (Event("eco.log.bonus", {"seat": state.turn, "face": face}),))
        kind = effect["effect"]
        if kind == "battery":
            return replace(state, battery=min(rc.battery_max, state.battery + int(effect["battery"])))
        if kind == "recruit_or_recycle":
            return replace(state, phase="bonus_1")
        if kind == "refresh_lieux_or_constructions":
            return replace(state, phase="bonus_3")
        if kind == "move_team_diagonal":
            return replace(state, phase="bonus_move")
        state = self._red(state, int(effect["red_steps"]), "bonus")
        return state if state.phase == "over" else replace(state, phase="bonus_jump")

    # --- the contract ----------------------------------------------------------------------
    def current_players(self, state: EcoState) -> tuple[int, ...]:
        if state.phase == "over":
            return ()
        if state.phase == "apps":
            return state.choosing
        return (state.turn,)

    def legal_actions(self, state: EcoState, seat: int) -> list[Any]:
        if seat not in self.current_players(state):
            return []
        phase = state.phase
        if phase == "apps":
            return [ChooseApp(a) for a in self._missing_apps(state, seat)]
        if phase == "recharge":
            return [*(ActivateCoal(c) for c in self._coal_options(state)), EndRecharge()]
        if phase == "lieu":
            out: list[Any] = [PickLieu(c) for c in state.lieu_display if self._lieu_ok(state, c)]
            if self._can_reveal_lieu(state):
                out.append(RevealLieu())
            return out
        if phase == "construction":
            out = [PickConstruction(t) for t in dict.fromkeys(state.cons_display)
                   if self._fits(state, t, state.lieu)]
            if any(self._fits(state, t, state.lieu)
                   for t in self._reveal_source(state.cons_pile, state.cons_discard)):
                out.append(RevealConstruction())
            return out
        if phase == "question":
            q = rules_content().questions[state.question]
            return [Answer(i) for i in range(self._choice_count(q))]
        if phase == "hire":
            return [Hire(s) for s in SPECIALISTS if s not in state.specialists]
        if phase == "bonus_1":
            recruit: list[Any] = [Recruit()] if len(state.specialists) < len(SPECIALISTS) else []
            return recruit + self._truck_actions(state)
        if phase == "bonus_3":
            return [BonusRefresh("lieux"), BonusRefresh("constructions"), BonusRefresh("none")]
        if phase == "bonus_move":
            return self._team_moves(state, content.neighbours(state.team))
        if phase == "bonus_jump":
            return self._team_moves(state, tuple(c for c in rules_content().cells if c != state.team))
        # actions
        out = []
        if self._can_use(state, "plant_tree"):
            out += [PlantTree(c) for i, c in enumerate(rules_content().cells) if not state.built[i]]
        if self._can_use(state, "answer_question"):
            out.append(AskQuestion())
        if self._can_use(state, "move_team"):
            out += self._team_moves(state, orthogonal(state.team))
        if self._can_use(state, "bonus_die"):
            out.append(RollBonus())
        if self._can_use(state, "recruit") and len(state.specialists) < len(SPECIALISTS):
            out.append(Recruit())
        out += self._truck_actions(state)
        return out

    def _apply(self, state: EcoState, seat: int, action: Any) -> EcoState:
        rc = rules_content()
        if isinstance(action, ChooseApp):
            apps = list(state.apps)
            apps[seat] = (*apps[seat], action.app)
            choosing = tuple(s for s in state.choosing if s != seat)
            state = replace(state, apps=tuple(apps), choosing=choosing, log=state.log + (
                Event("eco.log.app", {"seat": seat, "app_key": f"eco.app.{action.app}"}),))
            if choosing:
                return state
            if state.resume == "turn":
                return self._start_turn(state)
            return self._start_actions(state)
        if isinstance(action, ActivateCoal):
            i = index(action.cell)
            cubes = tuple(v - (j == i) for j, v in enumerate(state.cubes))
            state = replace(state, cubes=cubes, coal_used=(*state.coal_used, action.cell),
                            log=state.log + (Event("eco.log.coal", {"cell": action.cell,
                                                                    "cubes": cubes[i]}),))
            state = self._red(state, 1, "coal")
            if state.phase == "over":
                return state
            state = replace(state, battery=min(rc.battery_max, state.battery + 1))
            return state if self._coal_options(state) else self._start_build(state)
        if isinstance(action, EndRecharge):
            return self._start_build(state)
        if isinstance(action, PickLieu):
            display = list(state.lieu_display)
            display.remove(action.cell)
            return replace(state, lieu=action.cell, lieu_display=tuple(display),
                           phase="construction", log=state.log + (
                               Event("eco.log.lieu", {"seat": seat, "cell": action.cell}),))
        if isinstance(action, RevealLieu):
            return self._draw_lieu(state)
        if isinstance(action, PickConstruction):
            display = list(state.cons_display)
            display.remove(action.tile)
            return self._build(replace(state, cons_display=tuple(display)), action.tile)
        if isinstance(action, RevealConstruction):
            state, tile = self._draw_construction(state)
            return self._build(state, tile)
        if isinstance(action, PlantTree):
            i = index(action.cell)
            state = self._spend(state, "plant_tree")
            fresh = not rc.forest[i] and state.trees[i] == 0
            steps = rc.rewards["plant_tree_blue" if fresh else "plant_tree_blue_where_forest_or_tree"]
            state = replace(state, trees=tuple(v + (j == i) for j, v in enumerate(state.trees)),
                            log=state.log + (Event("eco.log.tree", {"seat": seat,
                                                                    "cell": action.cell}),))
            state = self._blue(state, steps, "tree")
            if "gardener" in state.specialists:
                state = self._blue(state, 1, "gardener")
            return self._maybe_end_turn(state)
        if isinstance(action, AskQuestion):
            return self._draw_question(self._spend(state, "answer_question"))
        if isinstance(action, Answer):
            return self._maybe_end_turn(self._answer(state, action.choice))
        if isinstance(action, MoveTeam):
            if state.phase == "actions":
                state = self._spend(state, "move_team")
            state = self._move_team(replace(state, phase="actions"), action)
            return self._maybe_end_turn(state)
        if isinstance(action, RollBonus):
            return self._maybe_end_turn(self._roll_bonus(self._spend(state, "bonus_die")))
        if isinstance(action, BonusRefresh):
            state = replace(state, phase="actions")
            if action.which != "none":
                state = self._refill(state, action.which)
            return self._maybe_end_turn(state)
        if isinstance(action, MoveTruck):
            if state.phase == "actions":
                state = self._spend(state, "recycle")
            state = self._move_truck(replace(state, phase="actions"), action)
            return self._maybe_end_turn(state)
        if isinstance(action, Recruit):
            if state.phase == "actions":
                state = self._spend(state, "recruit")
            state = self._recruit(replace(state, phase="actions"))
            return self._maybe_end_turn(state)
        if isinstance(action, Hire):
            return self._maybe_end_turn(self._hire(state, action.specialist))
        raise AssertionError(action)

    def explain_illegal(self, state: EcoState, seat: int, action: Any) -> IllegalAction:
        if not isinstance(action, ACTION_TYPES):
            return IllegalAction("eco.illegal.not_an_action", f"{action!r} is not an action")
        phase_of = {ChooseApp: ("apps",), ActivateCoal: ("recharge",), EndRecharge: ("recharge",),
                    PickLieu: ("lieu",), RevealLieu: ("lieu",), PickConstruction: ("construction",),
                    RevealConstruction: ("construction",), PlantTree: ("actions",),
                    AskQuestion: ("actions",), Answer: ("question",),
                    MoveTeam: ("actions", "bonus_move", "bonus_jump"), RollBonus: ("actions",),
                    BonusRefresh: ("bonus_3",), MoveTruck: ("actions", "bonus_1"),
                    Recruit: ("actions", "bonus_1"), Hire: ("hire",)}
        if state.phase not in phase_of[type(action)]:
            return IllegalAction("eco.illegal.wrong_phase", f"{action} is not possible now",
                                 phase_key=f"eco.phase.{state.phase}")
        app = {PlantTree: "plant_tree", AskQuestion: "answer_question", MoveTeam: "move_team",
               RollBonus: "bonus_die", Recruit: "recruit"}.get(type(action))
        if app and state.phase == "actions":
            if app not in self._phone_apps(state, seat):
                return IllegalAction("eco.illegal.no_app", f"no {app} app on the phone",
                                     app_key=f"eco.app.{app}")
            if app in state.used:
                return IllegalAction("eco.illegal.app_used", f"{app} was already used this turn",
                                     app_key=f"eco.app.{app}")
        cells = rules_content().cells
        if isinstance(action, ChooseApp):
            return IllegalAction("eco.illegal.app_owned", f"{action.app} is owned or unknown",
                                 app=action.app)
        if isinstance(action, ActivateCoal):
            return IllegalAction("eco.illegal.no_coal", f"no coal to burn on {action.cell}",
                                 cell=action.cell)
        if isinstance(action, PickLieu):
            if action.cell not in state.lieu_display:
                return IllegalAction("eco.illegal.not_displayed", f"{action.cell} is not on the display",
                                     tile=action.cell)
            return IllegalAction("eco.illegal.only_dams", "only dams are left for this dry square",
                                 cell=action.cell)
        if isinstance(action, (RevealLieu, RevealConstruction)):
            return IllegalAction("eco.illegal.pile_empty", "nothing usable left to reveal")
        if isinstance(action, PickConstruction):
            if action.tile not in state.cons_display:
                return IllegalAction("eco.illegal.not_displayed", f"{action.tile} is not on the display",
                                     tile=action.tile)
            return IllegalAction("eco.illegal.dam_needs_water", "a dam needs a river or a lake",
                                 cell=state.lieu)
        if isinstance(action, PlantTree):
            if action.cell in cells and state.built[index(action.cell)]:
                return IllegalAction("eco.illegal.built", f"{action.cell} holds a construction",
                                     cell=action.cell)
            return IllegalAction("eco.illegal.no_square", f"no square {action.cell}",
                                 cell=str(action.cell))
        if isinstance(action, Answer):
            return IllegalAction("eco.illegal.no_choice", f"no choice {action.choice}",
                                 choice=str(action.choice))
        if isinstance(action, MoveTeam):
            if any(isinstance(m, MoveTeam) and m.to == action.to
                   for m in self.legal_actions(state, seat)):
                return IllegalAction("eco.illegal.leaf_or_disc",
                                     "the leaf or the disc does not fit this move", cell=str(action.to))
            return IllegalAction("eco.illegal.too_far", f"the team pawn cannot reach {action.to}",
                                 cell=str(action.to))
        if isinstance(action, MoveTruck):
            if action.to in truck_moves(state.truck):
                return IllegalAction("eco.illegal.no_waste", "nothing to load there",
                                     cell=str(action.to))
            return IllegalAction("eco.illegal.too_far", f"the truck cannot reach {action.to}",
                                 cell=str(action.to))
        if isinstance(action, (Recruit, Hire)):
            return IllegalAction("eco.illegal.no_specialist", "no specialist left to recruit")
        return IllegalAction("eco.illegal.not_allowed", f"{action} is not allowed now")

    # --- the end ---------------------------------------------------------------------------
    def outcome(self, state: EcoState) -> Outcome | None:
        if state.phase != "over":
            return None
        row = scale_row(state.score)
        return Outcome(cooperative=True, won=None, score=float(state.score),
                       result_key=f"eco.result.{row}", result_args={"score": state.score})

    # --- views -----------------------------------------------------------------------------
    def _view(self, state: EcoState, seat: int | None) -> dict[str, Any]:
        rc = rules_content()
        squares = []
        for i, cell in enumerate(rc.cells):
            tile = state.built[i]
            # the landscape (forest, water, animal, value) is content: board.json
            squares.append({
                "id": cell, "construction": tile or None, "face_down": state.face_down[i],
                "cubes": state.cubes[i], "leaf": state.leaves[i], "trees": state.trees[i],
                "waste": state.waste[i] or None, "animal_visible": bool(rc.animal[i]) and not tile})
        question = None
        if state.question:
            q = rc.questions[state.question]
            question = {"id": q["id"], "kind": q["kind"], "choices": self._choice_count(q),
                        "steps": q["steps"]}
        last = None
        if state.last_answer[0]:
            qid, choice, right = state.last_answer
            last = {"id": qid, "choice": choice, "right": right,
                    "answer": self._answer_index(rc.questions[qid])}
        outcome = self.outcome(state)
        visible_kinds = {rc.animal[i] for i in range(len(rc.cells)) if rc.animal[i] and not state.built[i]}
        return {
            "game": self.id, "version": state.version, "players": state.players, "seat": seat,
            "epoch": state.epoch, "phase": state.phase, "turn": state.turn,
            "first_player": state.first_player, "turn_number": state.turn_number,
            "to_move": list(self.current_players(state)),
            "blue": state.blue, "red": state.red, "over": state.phase == "over",
            "result": None if outcome is None else {"score": state.score,
                                                    "result_key": outcome.result_key},
            "scale": [{"result_key": f"eco.result.{name}", "min": low} for name, low in rc.scale],
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
            "recruiter": state.recruiter, "recruit_steps": rc.recruit_steps,
            "specialists": list(state.specialists),
            "battery": state.battery, "battery_max": rc.battery_max,
            "phones": [{"apps": list(self._phone_apps(state, s)), "single_use": list(state.apps[s]),
                        "used": list(state.used) if s == state.turn else []}
                       for s in range(state.players)],
            "coal_used": list(state.coal_used), "choosing": list(state.choosing),
            "resume": state.resume,
            "question": question, "last_answer": last,
            "questions_left": len(state.questions), "questions_used": list(state.questions_used),
            "bonus_face": state.bonus_face or None,
            "log": visible_log(state.log, seat),
        }

    def has_private_view(self, state: EcoState, seat: int) -> bool:
        return False

    def bot_view(self, state: EcoState, seat: int, level: str) -> dict[str, Any]:
        """The seat's view with, during a question, a ``quiz_hint``: the right choice with the
        level's accuracy, else a wrong one, drawn from the state's PRNG state and the question
        id (cross-game X3). The view itself never holds the answer before it is given."""
        view = self.view(state, seat)
        if state.phase == "question":
            q = rules_content().questions[state.question]
            digits = int("".join(ch for ch in q["id"] if ch.isdigit()) or "0")
            rng = Prng(seed_state(state.rng ^ (digits * 1_000_003 + len(level) * 7919)))
            right = self._answer_index(q)
            if rng.random() < QUIZ_ACCURACY.get(level, 1.0 / self._choice_count(q)):
                hint = right
            else:
                hint = rng.choice([i for i in range(self._choice_count(q)) if i != right])
            view["quiz_hint"] = hint
        return view

    def make_bot(self, level: str) -> Any:
        if level in self.bot_levels:
            from .bots import EcoBot

            return EcoBot(level)
        return super().make_bot(level)

    # --- hidden information: pile orders ----------------------------------------------------
    def sample_state(self, view: dict[str, Any], seat: int, rng: Prng) -> EcoState:
        """A state showing ``view``: the lieu, construction and question piles reshuffled
        (what was seen going under a pile stays at its bottom)."""
        rc = rules_content()
        squares = view["squares"]
        built = tuple(sq["construction"] or "" for sq in squares)
        lieu_known = list(view["lieu_pile_bottom"])
        seen_lieux = set(view["lieu_display"]) | set(view["lieu_discard"]) | set(lieu_known)
        if view["lieu"]:
            seen_lieux.add(view["lieu"])
        lieu_unknown = [c for i, c in enumerate(rc.cells) if not built[i] and c not in seen_lieux]
        cons_known = list(view["construction_pile_bottom"])
        deck = rc.deck_simplified if view["version"] == "simplified" else rc.deck_normal
        seen_cons = (set(built) | set(view["construction_display"])
                     | set(view["construction_discard"]) | set(cons_known))
        cons_unknown = [t for t in deck if t not in seen_cons]
        used = list(view["questions_used"])
        q_unknown = [q for q in rc.question_ids if q not in used
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
            questions=tuple(rng.shuffled(q_unknown)), questions_used=tuple(used),
            last_answer=(last["id"], last["choice"], last["right"]) if last else ("", -1, False),
            bonus_face=view["bonus_face"] or 0)


GAME = Ecotopia()
