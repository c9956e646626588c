"""Ecotopia's content: the 6×6 board, the tiles, the dice, the tracks and the 50 question cards.

Everything lives as JSON in ``data/`` and is checked here before anyone uses it, so a typo in a
data file fails loudly with the exact place (``board.cells[7].value``) instead of silently
changing the game. The one rule that the data must never contradict is the booklet's
ecological value of a square (page 9, d.1–d.4)::

    1 (prairie, on every square) + 1 if forest + 1 if river/lake + 1 if an animal icon

``ecological_value`` computes it; the ``value`` printed in ``board.json`` (as on the physical
lieu tiles) must equal it. ``content_json()`` returns the whole validated content as plain
JSON data; it backs ``python3 -m engine content ecotopia --json``. ``content_index()`` is the
same content indexed once for the rules, the bots and the table (``EcoContent``): squares by
reading order, tiles, questions, apps, specialists, waste and centres by id.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from engine.core.content import check_text, check_unique, load_json, require

PACKAGE = "engine.ecotopia"
DATA_FILES = ("board", "tiles", "dice", "tracks", "questions")

COLUMNS = ("A", "B", "C", "D", "E", "F")
ROWS = (1, 2, 3, 4, 5, 6)
ANIMALS = ("amphibiens", "insectes", "mammiferes", "oiseaux", "poissons", "reptiles")
LANDSCAPES = ("prairie", "forest", "water", "animal")
#: The booklet says "each present on several cells"; we ask for at least three.
MIN_CELLS_PER_ANIMAL = 3
#: Red steps when the last visible icon of an animal kind is covered (booklet, page 9, e).
EXTINCTION_RED_STEPS = 3

#: Counts printed in the booklet's list of material (pages 3–4).
STARTING_CONSTRUCTIONS = {"village": 1, "mine": 1, "geothermal": 1, "datacenter": 1}
POWER_PLANTS_IN_DECK = {"hydro": 3, "solar": 4, "wind": 4, "coal": 3, "nuclear": 3}
OTHERS_IN_DECK = {"datacenter": 7, "mine": 4, "village": 4}
WASTE = ("ampoule", "canette", "chaussure", "pile", "smartphone", "carton")
#: The only waste value the booklet states (its recycling example, page 12).
CAN_BLUE_STEPS = 4
SINGLE_USE_APPS = ("bonus_die", "move_team", "plant_tree", "answer_question")
NORMAL_PHONE_APPS = ("recycle", "recruit")
SIMPLIFIED_PHONE_APPS = ("recycle", "move_team", "answer_question")
SPECIALISTS = ("zoologist", "gardener", "police_officer", "scientist")
QUESTION_COUNT = 50
QUESTION_KINDS = {"true_false": 2, "choice": 3}
CHOICES_PER_QUESTION = 3
TOPICS = ("digital", "energy", "biodiversity", "waste", "climate")

BUILD_EFFECTS = ("none", "requires_water", "coal_cubes", "face_down", "refresh_lieux",
                 "refresh_constructions", "grant_app")
RECHARGES = ("none", "always", "weather_sun", "weather_wind", "coal_cube", "face_up")
BONUS_EFFECTS = ("recruit_or_recycle", "battery", "refresh_lieux_or_constructions",
                 "move_team_diagonal", "move_team_anywhere")
WEATHER_SYMBOLS = {"sun": ("solar", "weather_sun"), "wind": ("wind", "weather_wind")}

_SENTENCE_END = re.compile(r"[.!?…](?:\s|$)")


@dataclass(frozen=True)
class Cell:
    """One square of the main board, as printed on its lieu tile."""

    id: str
    column: str
    row: int
    forest: bool
    water: bool
    animal: str | None

    @property
    def value(self) -> int:
        return ecological_value(forest=self.forest, water=self.water, animal=self.animal)


def ecological_value(*, forest: bool, water: bool, animal: str | None) -> int:
    """The booklet's ecological value: prairie (always there) + forest + river/lake + animal."""
    return 1 + int(forest) + int(water) + int(animal is not None)


def cell_id(column: str, row: int) -> str:
    return f"{column}{row}"


def neighbours(cell: str) -> tuple[str, ...]:
    """Squares one step away, orthogonally or diagonally (the truck's and bonus moves)."""
    col, row = COLUMNS.index(cell[0]), int(cell[1:])
    out = []
    for dc in (-1, 0, 1):
        for dr in (-1, 0, 1):
            c, r = col + dc, row + dr
            if (dc, dr) != (0, 0) and 0 <= c < len(COLUMNS) and r in ROWS:
                out.append(cell_id(COLUMNS[c], r))
    return tuple(out)


def placement_red_steps(cell: Cell, covered: Iterable[str], cells: Iterable[Cell]) -> int:
    """Red steps for building on ``cell`` when the squares ``covered`` already hold a
    construction: its ecological value, plus the extinction penalty if this covers the last
    visible icon of its animal kind (booklet, page 9, d and e). Trees are not counted here."""
    steps = cell.value
    if cell.animal is not None:
        hidden = set(covered) | {cell.id}
        if not any(c.animal == cell.animal and c.id not in hidden for c in cells):
            steps += EXTINCTION_RED_STEPS
    return steps


def _is_objects(value: Any) -> bool:
    """A JSON list whose items are all objects (checked before any ``item.get``)."""
    return isinstance(value, list) and all(isinstance(item, dict) for item in value)


def load_raw() -> dict[str, Any]:
    """The data files as read from the package, not yet checked."""
    return {name: load_json(PACKAGE, f"data/{name}.json") for name in DATA_FILES}


def board_cells(raw: dict[str, Any] | None = None) -> tuple[Cell, ...]:
    """The 36 squares in reading order (A1, B1, …, F6), validated."""
    board = (raw or load_raw())["board"]
    _check_board(board)
    return _cells(board)


def content_json() -> dict[str, Any]:
    """The whole content, validated, as JSON-clean data."""
    return build_content(load_raw())


def build_content(raw: dict[str, Any]) -> dict[str, Any]:
    """Validate the raw data files and assemble the content; raises ContentError."""
    require(isinstance(raw, dict) and set(raw) == set(DATA_FILES), "content",
            f"expected the data files {list(DATA_FILES)}")
    board, tiles, dice, tracks, questions = (raw[name] for name in DATA_FILES)
    _check_board(board)
    _check_tracks(tracks)
    _check_tiles(tiles, tracks)
    _check_dice(dice, tiles)
    _check_questions(questions, tracks)
    cells = _cells(board)

    constructions = _expand_constructions(tiles["constructions"])
    lieux = [{"id": f"lieu-{c.id}", "cell": c.id, "name": raw_cell["name"], "value": c.value,
              "red_steps": c.value}
             for raw_cell, c in zip(board["cells"], cells, strict=True)]
    waste_points = sum(w["blue_steps"] for w in tiles["waste"])
    return {
        "game": "ecotopia",
        "board": {
            **{k: v for k, v in board.items() if k != "cells"},
            "cells": [
                {**raw_cell, "column": c.column, "row": c.row, "value": c.value}
                for raw_cell, c in zip(board["cells"], cells, strict=True)
            ],
        },
        "tiles": {
            "lieu": tiles["lieu"],
            "lieux": lieux,
            "construction_kinds": tiles["constructions"],
            "starting_constructions": [t for t in constructions if t["starting"]],
            "constructions": [t for t in constructions if not t["starting"]],
            "waste": tiles["waste"],
            "apps": {
                **tiles["apps"],
                "single_use_tiles": [
                    {"id": f"{app['id']}-{player}", "app": app["id"], "set": player}
                    for player in range(1, tiles["apps"]["sets"] + 1)
                    for app in tiles["apps"]["single_use"]
                ],
            },
        },
        "dice": dice,
        "tracks": tracks,
        "topics": questions["topics"],
        "questions": questions["questions"],
        "counts": {
            "cells": len(cells),
            "lieux": len(lieux),
            "starting_constructions": sum(1 for t in constructions if t["starting"]),
            "power_plants": sum(1 for t in constructions if t["power_plant"] and not t["starting"]),
            "other_constructions": sum(
                1 for t in constructions if not t["power_plant"] and not t["starting"]),
            "waste": len(tiles["waste"]),
            "waste_blue_steps": waste_points,
            "single_use_app_tiles": len(tiles["apps"]["single_use"]) * tiles["apps"]["sets"],
            "questions": len(questions["questions"]),
            "true_false": sum(1 for q in questions["questions"] if q["kind"] == "true_false"),
            "choice": sum(1 for q in questions["questions"] if q["kind"] == "choice"),
            "animal_cells": dict(sorted(Counter(
                c.animal for c in cells if c.animal is not None).items())),
            "values": {str(v): sum(1 for c in cells if c.value == v) for v in (1, 2, 3, 4)},
        },
    }


# --------------------------------------------------------------------------- the index


@dataclass(frozen=True)
class EcoContent:
    """The validated content, indexed once: what the rules read (per-square tuples in
    reading order, numbers) and what the table shows (the JSON records by id, with their
    French and English texts)."""

    cells: tuple[str, ...]  # square ids in reading order: A1, B1, … F6
    forest: tuple[bool, ...]
    water: tuple[bool, ...]
    animal: tuple[str, ...]  # "" without an animal icon
    value: tuple[int, ...]
    kind_of: dict[str, str]  # construction tile id -> kind
    power_plants: frozenset[str]
    #: a power plant kind -> how it recharges in Phase I (``RECHARGES``: always, weather_sun,
    #: weather_wind, coal_cube, face_up)
    recharge: dict[str, str]
    #: a power plant kind -> red steps each recharge costs (coal: 1)
    recharge_red_steps: dict[str, int]
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
    #: a recycling centre id -> the square beside it
    centre_beside: dict[str, str]
    truck_start: str
    # the records as JSON, by id (names and texts in French and English)
    squares: dict[str, dict[str, Any]]
    kinds: dict[str, dict[str, Any]]
    apps: dict[str, dict[str, Any]]  # single-use apps first, then the phones' printed ones
    specialists: dict[str, dict[str, Any]]
    waste: dict[str, dict[str, Any]]
    centres: dict[str, dict[str, Any]]
    topics: dict[str, dict[str, Any]]


@functools.cache
def content_index() -> EcoContent:
    """The content, validated and indexed once (shared by the rules, the bots, the table)."""
    data = content_json()
    board = data["board"]
    cells = board["cells"]
    tiles = data["tiles"]
    kinds = {k["id"]: k for k in tiles["construction_kinds"]}
    deck = tuple(t["id"] for t in tiles["constructions"])
    kind_of = {t["id"]: t["kind"] for t in tiles["starting_constructions"] + tiles["constructions"]}
    plants = {k: v for k, v in kinds.items() if v["power_plant"]}
    tracks = data["tracks"]
    phone = tiles["apps"]
    apps: dict[str, dict[str, Any]] = {}
    for app in phone["single_use"] + phone["normal_phone"] + phone["simplified_phone"]:
        apps.setdefault(app["id"], app)
    return EcoContent(
        cells=tuple(c["id"] for c in cells),
        forest=tuple(bool(c["forest"]) for c in cells),
        water=tuple(bool(c["water"]) for c in cells),
        animal=tuple(c["animal"] or "" for c in cells),
        value=tuple(int(c["value"]) for c in cells),
        kind_of=kind_of,
        power_plants=frozenset(plants),
        recharge={k: v["recharge"] for k, v in plants.items()},
        recharge_red_steps={k: int(v["recharge_red_steps"]) for k, v in plants.items()},
        starting=tuple(t["id"] for t in tiles["starting_constructions"]),
        deck_normal=deck,
        deck_simplified=tuple(t for t in deck if kinds[kind_of[t]]["in_simplified"]),
        waste_blue={w["id"]: int(w["blue_steps"]) for w in tiles["waste"]},
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
        centre_beside={c["id"]: c["beside"] for c in board["recycling_centers"]},
        truck_start=board["truck_start"],
        squares={c["id"]: c for c in cells},
        kinds=kinds,
        apps=apps,
        specialists={s["id"]: s for s in tracks["specialists"]},
        waste={w["id"]: w for w in tiles["waste"]},
        centres={c["id"]: c for c in board["recycling_centers"]},
        topics={t["id"]: t for t in data["topics"]},
    )


# --------------------------------------------------------------------------- board


def _cells(board: dict[str, Any]) -> tuple[Cell, ...]:
    return tuple(
        Cell(id=c["id"], column=c["id"][0], row=int(c["id"][1:]), forest=c["forest"],
             water=c["water"], animal=c["animal"])
        for c in board["cells"]
    )


def _check_board(board: Any) -> None:
    require(isinstance(board, dict), "board", "expected an object")
    require(tuple(board.get("columns", ())) == COLUMNS, "board.columns", f"expected {COLUMNS}")
    require(tuple(board.get("rows", ())) == ROWS, "board.rows", f"expected {ROWS}")

    landscapes = board.get("landscapes")
    require(_is_objects(landscapes), "board.landscapes", "expected a list of objects")
    require(tuple(x.get("id") for x in landscapes) == LANDSCAPES, "board.landscapes",
            f"expected {LANDSCAPES}")
    for i, land in enumerate(landscapes):
        # booklet d.1–d.4: each kind of landscape is worth exactly one point
        require(land.get("points") == 1, f"board.landscapes[{i}].points", "the booklet gives 1")
        check_text(land.get("name"), f"board.landscapes[{i}].name")

    animals = board.get("animals")
    require(_is_objects(animals), "board.animals", "expected a list of objects")
    require(tuple(a.get("id") for a in animals) == ANIMALS, "board.animals", f"expected {ANIMALS}")
    needs_water = {}
    for i, animal in enumerate(animals):
        check_text(animal.get("name"), f"board.animals[{i}].name")
        check_text(animal.get("example"), f"board.animals[{i}].example")
        require(isinstance(animal.get("needs_water"), bool), f"board.animals[{i}].needs_water",
                "expected true or false")
        needs_water[animal["id"]] = animal["needs_water"]
    require(board.get("extinction_red_steps") == EXTINCTION_RED_STEPS,
            "board.extinction_red_steps", f"the booklet gives {EXTINCTION_RED_STEPS}")

    cells = board.get("cells")
    require(_is_objects(cells), "board.cells", "expected a list of objects")
    expected_ids = [cell_id(c, r) for r in ROWS for c in COLUMNS]
    require([c.get("id") for c in cells] == expected_ids, "board.cells",
            "expected the 36 squares A1…F6 in reading order")
    for i, cell in enumerate(cells):
        where = f"board.cells[{i}]"
        require(cell.get("prairie") is True, f"{where}.prairie", "every square has prairie")
        for key in ("forest", "water"):
            require(isinstance(cell.get(key), bool), f"{where}.{key}", "expected true or false")
        animal = cell.get("animal")
        require(animal is None or animal in ANIMALS, f"{where}.animal",
                f"{animal!r} is not one of {ANIMALS}")
        if animal is not None and needs_water[animal]:
            require(cell["water"], f"{where}.animal", f"{animal} live only where there is water")
        computed = ecological_value(forest=cell["forest"], water=cell["water"], animal=animal)
        require(cell.get("value") == computed, f"{where}.value",
                f"{cell.get('value')!r} contradicts the landscape, which is worth {computed}")
        check_text(cell.get("name"), f"{where}.name")
    check_unique([c["name"] for c in cells], "fr", "board.cells[*].name")
    check_unique([c["name"] for c in cells], "en", "board.cells[*].name")
    per_animal = Counter(c["animal"] for c in cells if c["animal"] is not None)
    for animal in ANIMALS:
        require(per_animal[animal] >= MIN_CELLS_PER_ANIMAL, "board.cells",
                f"{animal} on {per_animal[animal]} squares < {MIN_CELLS_PER_ANIMAL}")

    centers = board.get("recycling_centers")
    require(_is_objects(centers) and len(centers) == 2, "board.recycling_centers",
            "expected two recycling centers")
    require(sorted(c.get("beside") for c in centers) == ["A6", "F1"], "board.recycling_centers",
            "the booklet puts them beside F1 and A6")
    for i, center in enumerate(centers):
        check_text(center.get("name"), f"board.recycling_centers[{i}].name")
    check_unique(centers, "id", "board.recycling_centers")
    start = [c for c in centers if c["id"] == board.get("truck_start")]
    # booklet page 12: at the start the truck's only possible first move is onto A6
    require(len(start) == 1 and start[0]["beside"] == "A6", "board.truck_start",
            "the truck starts in the recycling center beside A6")

    simplified = board.get("simplified")
    require(isinstance(simplified, dict), "board.simplified", "expected an object")
    require(simplified.get("same_landscape") is True, "board.simplified.same_landscape",
            "the same lieu tiles serve both sides, so the landscape must be the same")
    for key in ("printed_displays", "recruitment_track", "bonus_die", "weather_die", "tree_tokens",
                "plant_conditions", "plant_build_rules", "datacenters"):
        require(isinstance(simplified.get(key), bool), f"board.simplified.{key}",
                "expected true or false")
    differences = simplified.get("differences")
    require(_is_objects(differences) and len(differences) > 0, "board.simplified.differences",
            "expected a list of texts")
    for i, text in enumerate(differences):
        check_text(text, f"board.simplified.differences[{i}]", min_words=3)


# --------------------------------------------------------------------------- tiles


def _expand_constructions(kinds: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One entry per physical tile: starting tiles first, then the deck's."""
    out: list[dict[str, Any]] = []
    for starting in (True, False):
        for kind in kinds:
            count = kind["starting"] if starting else kind["deck"]
            for n in range(1, count + 1):
                suffix = "start" if starting else str(n)
                out.append({"id": f"{kind['id']}-{suffix}", "kind": kind["id"],
                            "starting": starting, "power_plant": kind["power_plant"]})
    return out


def _check_tiles(tiles: Any, tracks: dict[str, Any]) -> None:
    require(isinstance(tiles, dict), "tiles", "expected an object")
    check_text(tiles.get("lieu", {}).get("name"), "tiles.lieu.name")
    check_text(tiles.get("lieu", {}).get("text"), "tiles.lieu.text")

    kinds = tiles.get("constructions")
    require(_is_objects(kinds), "tiles.constructions", "expected a list of objects")
    check_unique(kinds, "id", "tiles.constructions")
    for i, kind in enumerate(kinds):
        where = f"tiles.constructions[{i}]"
        check_text(kind.get("name"), f"{where}.name")
        check_text(kind.get("text"), f"{where}.text", min_words=5)
        for key in ("starting", "deck", "build_cubes", "recharge_red_steps"):
            require(type(kind.get(key)) is int and kind[key] >= 0, f"{where}.{key}",
                    "expected a whole number ≥ 0")
        for key in ("power_plant", "in_simplified"):
            require(isinstance(kind.get(key), bool), f"{where}.{key}", "expected true or false")
        require(kind.get("build") in BUILD_EFFECTS, f"{where}.build", f"one of {BUILD_EFFECTS}")
        require(kind.get("recharge") in RECHARGES, f"{where}.recharge", f"one of {RECHARGES}")
        require(kind["power_plant"] == (kind["recharge"] != "none"), f"{where}.recharge",
                "power plants, and only they, recharge")
        require((kind["build"] == "coal_cubes") == (kind["build_cubes"] > 0),
                f"{where}.build_cubes", "only a coal plant is placed with cubes")
    by_id = {k["id"]: k for k in kinds}
    starting = {k["id"]: k["starting"] for k in kinds if k["starting"]}
    require(starting == STARTING_CONSTRUCTIONS, "tiles.constructions[*].starting",
            f"{starting} != {STARTING_CONSTRUCTIONS}")
    plants = {k["id"]: k["deck"] for k in kinds if k["power_plant"] and k["deck"]}
    require(plants == POWER_PLANTS_IN_DECK, "tiles.constructions[*].deck",
            f"power plants {plants} != {POWER_PLANTS_IN_DECK}")
    others = {k["id"]: k["deck"] for k in kinds if not k["power_plant"] and k["deck"]}
    require(others == OTHERS_IN_DECK, "tiles.constructions[*].deck",
            f"other constructions {others} != {OTHERS_IN_DECK}")
    # the booklet's rules for particular tiles (pages 14–16)
    expected = {
        "hydro": ("requires_water", "always"), "geothermal": ("none", "always"),
        "solar": ("none", "weather_sun"), "wind": ("none", "weather_wind"),
        "coal": ("coal_cubes", "coal_cube"), "nuclear": ("face_down", "face_up"),
        "village": ("refresh_lieux", "none"), "mine": ("refresh_constructions", "none"),
        "datacenter": ("grant_app", "none"),
    }
    for kind_id, (build, recharge) in expected.items():
        kind = by_id.get(kind_id)
        require(kind is not None, "tiles.constructions", f"missing {kind_id}")
        assert kind is not None
        require((kind["build"], kind["recharge"]) == (build, recharge),
                f"tiles.constructions.{kind_id}", f"expected build {build}, recharge {recharge}")
    require(by_id["coal"]["build_cubes"] == 6 and by_id["coal"]["recharge_red_steps"] == 1,
            "tiles.constructions.coal", "the booklet gives 6 cubes and 1 red step per recharge")
    require(not by_id["datacenter"]["in_simplified"], "tiles.constructions.datacenter",
            "the simplified game puts every datacenter back in the box")

    waste = tiles.get("waste")
    require(_is_objects(waste), "tiles.waste", "expected a list of objects")
    require(sorted(w.get("id") for w in waste) == sorted(WASTE), "tiles.waste",
            f"expected the six waste tiles {WASTE}")
    for i, item in enumerate(waste):
        where = f"tiles.waste[{i}]"
        check_text(item.get("name"), f"{where}.name")
        check_text(item.get("why"), f"{where}.why", min_words=8)
        steps = item.get("blue_steps")
        require(type(steps) is int and 1 <= steps <= 6, f"{where}.blue_steps",
                "expected 1 to 6 (the bonus of a good action stays die-sized)")
        _check_source(item.get("source"), f"{where}.source")
    can = next(w for w in waste if w["id"] == "canette")
    require(can["blue_steps"] == CAN_BLUE_STEPS, "tiles.waste.canette",
            f"the booklet gives {CAN_BLUE_STEPS}")

    apps = tiles.get("apps")
    require(isinstance(apps, dict), "tiles.apps", "expected an object")
    single = apps.get("single_use")
    require(_is_objects(single) and tuple(a.get("id") for a in single) == SINGLE_USE_APPS,
            "tiles.apps.single_use", f"expected {SINGLE_USE_APPS}")
    require(apps.get("sets") == tracks["players"]["max"], "tiles.apps.sets",
            "one set of single-use apps per player, up to the maximum number of players")
    require(apps.get("action_cost") == 1, "tiles.apps.action_cost", "each action costs 1 battery")
    for key, ids in (("normal_phone", NORMAL_PHONE_APPS),
                     ("simplified_phone", SIMPLIFIED_PHONE_APPS)):
        phone = apps.get(key)
        require(_is_objects(phone) and tuple(a.get("id") for a in phone) == ids,
                f"tiles.apps.{key}", f"expected {ids}")
    for i, app in enumerate(apps["normal_phone"]):
        require(app.get("uses") == "multiple", f"tiles.apps.normal_phone[{i}].uses",
                "the apps printed on the normal phone are multi-use")
    for i, app in enumerate(apps["simplified_phone"]):
        uses = "multiple" if app["id"] == "recycle" else "once_per_turn"
        require(app.get("uses") == uses, f"tiles.apps.simplified_phone[{i}].uses",
                f"expected {uses}")
    for key in ("single_use", "normal_phone", "simplified_phone"):
        for i, app in enumerate(apps[key]):
            check_text(app.get("name"), f"tiles.apps.{key}[{i}].name")
            check_text(app.get("text"), f"tiles.apps.{key}[{i}].text", min_words=4)


# --------------------------------------------------------------------------- dice, tracks


def _check_dice(dice: Any, tiles: dict[str, Any]) -> None:
    require(isinstance(dice, dict), "dice", "expected an object")
    faces = dice.get("bonus_die")
    require(_is_objects(faces) and [f.get("face") for f in faces] == [1, 2, 3, 4, 5, 6],
            "dice.bonus_die", "expected the faces 1 to 6 in order")
    booklet = {1: ("recruit_or_recycle", 0, 0), 2: ("battery", 2, 0),
               3: ("refresh_lieux_or_constructions", 0, 0), 4: ("battery", 4, 0),
               5: ("move_team_diagonal", 0, 0), 6: ("move_team_anywhere", 0, 1)}
    for i, face in enumerate(faces):
        where = f"dice.bonus_die[{i}]"
        require(face.get("effect") in BONUS_EFFECTS, f"{where}.effect", f"one of {BONUS_EFFECTS}")
        got = (face["effect"], face.get("battery"), face.get("red_steps"))
        require(got == booklet[face["face"]], where,
                f"{got} differs from the booklet's face {face['face']}: {booklet[face['face']]}")
        check_text(face.get("text"), f"{where}.text", min_words=4)

    weather = dice.get("weather_die")
    require(isinstance(weather, dict), "dice.weather_die", "expected an object")
    symbols = weather.get("symbols")
    require(_is_objects(symbols) and sorted(s.get("id") for s in symbols) == sorted(WEATHER_SYMBOLS),
            "dice.weather_die.symbols", f"expected {sorted(WEATHER_SYMBOLS)}")
    recharge_of = {k["id"]: k["recharge"] for k in tiles["constructions"]}
    for i, symbol in enumerate(symbols):
        check_text(symbol.get("name"), f"dice.weather_die.symbols[{i}].name")
        plant, recharge = WEATHER_SYMBOLS[symbol["id"]]
        require(symbol.get("powers") == plant and recharge_of.get(plant) == recharge,
                f"dice.weather_die.symbols[{i}].powers", f"the {symbol['id']} powers {plant}")
    weather_faces = weather.get("faces")
    require(isinstance(weather_faces, list) and len(weather_faces) == 6, "dice.weather_die.faces",
            "expected six faces")
    require(set(weather_faces) == set(WEATHER_SYMBOLS), "dice.weather_die.faces",
            "every face shows sun or wind, and both appear")
    check_text(weather.get("text"), "dice.weather_die.text", min_words=5)


def _check_tracks(tracks: Any) -> None:
    require(isinstance(tracks, dict), "tracks", "expected an object")
    require(tracks.get("players") == {"min": 2, "max": 6}, "tracks.players", "2 to 6 players")
    planet = tracks.get("planet_track", {})
    for key, value in (("min", 0), ("max", 100), ("blue_start", 0), ("red_start", 100),
                       ("red_steps_each_turn", 1)):
        require(planet.get(key) == value, f"tracks.planet_track.{key}", f"the booklet gives {value}")
    check_text(planet.get("text"), "tracks.planet_track.text", min_words=5)
    scale = planet.get("scale")
    require(_is_objects(scale) and len(scale) >= 2, "tracks.planet_track.scale",
            "expected the rows of the score scale")
    lows = [row.get("min") for row in scale]
    require(all(isinstance(v, int) and not isinstance(v, bool) for v in lows) and lows[0] == 0
            and lows == sorted(set(lows)) and lows[-1] <= planet.get("max", 100),
            "tracks.planet_track.scale", "rows start at 0 and rise strictly")
    check_unique(scale, "id", "tracks.planet_track.scale")
    battery = tracks.get("battery", {})
    for key, value in (("min", 0), ("max", 10), ("start", 0)):
        require(battery.get(key) == value, f"tracks.battery.{key}", f"the booklet gives {value}")
    check_text(battery.get("text"), "tracks.battery.text", min_words=5)
    recruitment = tracks.get("recruitment_track", {})
    steps = recruitment.get("steps")
    require(type(steps) is int and 2 <= steps <= 8, "tracks.recruitment_track.steps",
            "expected 2 to 8 steps")
    check_text(recruitment.get("text"), "tracks.recruitment_track.text", min_words=5)
    specialists = tracks.get("specialists")
    require(_is_objects(specialists) and tuple(s.get("id") for s in specialists) == SPECIALISTS,
            "tracks.specialists", f"expected {SPECIALISTS}")
    for i, specialist in enumerate(specialists):
        require(specialist.get("blue_steps") == 1, f"tracks.specialists[{i}].blue_steps",
                "each specialist adds one blue step")
        require(isinstance(specialist.get("trigger"), str), f"tracks.specialists[{i}].trigger",
                "expected a trigger id")
        check_text(specialist.get("name"), f"tracks.specialists[{i}].name")
        check_text(specialist.get("text"), f"tracks.specialists[{i}].text", min_words=5)
    check_unique(specialists, "trigger", "tracks.specialists")
    actions = tracks.get("actions", {})
    booklet = {"plant_tree_blue": 2, "plant_tree_blue_where_forest_or_tree": 1, "leaf_blue": 1,
               "animal_disc_blue": 3, "answer_true_false_blue": QUESTION_KINDS["true_false"],
               "answer_choice_blue": QUESTION_KINDS["choice"]}
    require(actions == booklet, "tracks.actions", f"the booklet gives {booklet}")
    supplies = tracks.get("supplies", {})
    require(supplies == {"trees": 20, "leaves": 20, "neutral_discs": 6, "cubes": 30},
            "tracks.supplies", "the booklet's material list")


# --------------------------------------------------------------------------- questions


def _check_source(source: Any, where: str) -> None:
    require(isinstance(source, dict) and set(source) <= {"name", "year", "url"}, where,
            "expected {'name': ..., 'year'?: ..., 'url'?: ...}")
    name = source.get("name")
    require(isinstance(name, str) and len(name.split()) >= 1 and name.strip() == name,
            f"{where}.name", "a named source is required")
    if "url" in source:
        require(isinstance(source["url"], str) and source["url"].startswith("https://"),
                f"{where}.url", "expected an https:// address")
    if "year" in source:
        year = source["year"]
        require(type(year) is int and 1990 <= year <= 2026, f"{where}.year", "expected a year")


def sentence_count(text: str) -> int:
    return len(_SENTENCE_END.findall(text.strip()))


def _check_questions(data: Any, tracks: dict[str, Any]) -> None:
    require(isinstance(data, dict), "questions", "expected an object")
    topics = data.get("topics")
    require(_is_objects(topics) and tuple(t.get("id") for t in topics) == TOPICS,
            "questions.topics", f"expected {TOPICS}")
    for i, topic in enumerate(topics):
        check_text(topic.get("name"), f"questions.topics[{i}].name")
    questions = data.get("questions")
    require(_is_objects(questions) and len(questions) == QUESTION_COUNT,
            "questions.questions", f"expected {QUESTION_COUNT} questions")
    check_unique(questions, "id", "questions.questions")
    for i, q in enumerate(questions):
        where = f"questions[{i}]"
        require(q.get("topic") in TOPICS, f"{where}.topic", f"one of {TOPICS}")
        kind = q.get("kind")
        require(kind in QUESTION_KINDS, f"{where}.kind", f"one of {sorted(QUESTION_KINDS)}")
        require(q.get("steps") == QUESTION_KINDS[kind], f"{where}.steps",
                f"a {kind} question earns {QUESTION_KINDS[kind]} steps")
        check_text(q.get("question"), f"{where}.question", min_words=3, max_words=30)
        check_text(q.get("explanation"), f"{where}.explanation", min_words=6, max_words=45)
        for lang in ("fr", "en"):
            n = sentence_count(q["explanation"][lang])
            require(1 <= n <= 2, f"{where}.explanation.{lang}", f"{n} sentences, expected 1 or 2")
        _check_source(q.get("source"), f"{where}.source")
        answer = q.get("answer")
        if kind == "true_false":
            require("choices" not in q, f"{where}.choices", "a true/false question has no choices")
            require(isinstance(answer, bool), f"{where}.answer", "expected true or false")
            for lang in ("fr", "en"):
                require(q["question"][lang].endswith("."), f"{where}.question.{lang}",
                        "a true/false card is a statement ending with a period")
        else:
            choices = q.get("choices")
            require(_is_objects(choices) and len(choices) == CHOICES_PER_QUESTION,
                    f"{where}.choices", f"expected {CHOICES_PER_QUESTION} choices")
            for j, choice in enumerate(choices):
                check_text(choice, f"{where}.choices[{j}]", max_words=16)
            for lang in ("fr", "en"):
                texts = [c[lang].casefold() for c in choices]
                require(len(set(texts)) == len(texts), f"{where}.choices.{lang}",
                        "two choices say the same thing")
                require(q["question"][lang].endswith("?"), f"{where}.question.{lang}",
                        "a three-choice card asks a question")
            require(type(answer) is int and 0 <= answer < CHOICES_PER_QUESTION,
                    f"{where}.answer", f"expected the index 0 to {CHOICES_PER_QUESTION - 1}")
    kinds = Counter(q["kind"] for q in questions)
    require(abs(kinds["true_false"] - kinds["choice"]) <= QUESTION_COUNT // 10, "questions",
            f"about half of each kind expected, got {dict(kinds)}")
    per_topic = Counter(q["topic"] for q in questions)
    require(min(per_topic[t] for t in TOPICS) >= 5, "questions", f"thin topic in {dict(per_topic)}")


@functools.cache
def notes() -> list[dict[str, Any]]:
    """The short notes on the real-world ideas (energy sobriety, recycling, biodiversity), each
    with its sources: words for the players, never read by the rules."""
    data = load_json(PACKAGE, "data/notes.json")
    require(isinstance(data, list) and len(data) >= 3, "notes", "a list of at least three notes expected")
    check_unique(data, "id", "notes")
    for i, note in enumerate(data):
        check_text(note.get("title"), f"notes[{i}].title", max_words=12)
        check_text(note.get("text"), f"notes[{i}].text", min_words=20)
        require(bool(note.get("sources")), f"notes[{i}].sources", "facts need a source")
    return data
