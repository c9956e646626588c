"""Climat Tic Tac content: the world, the decks and the science notes, loaded and validated.

The data lives in ``data/*.json`` (see README.md for every design choice):

- ``world.json``: the 3 zones, 27 cities, the 3 hazard pawn types, the CO2 scale, the time
  arrow, the rule numbers the booklet gives and the component counts;
- ``effects_schema.json``: the effect vocabulary every card effect is written in;
- ``actions.json`` (68), ``challenges.json`` (36 Défi), ``hazard_cards.json`` (46 Aléas, 5 of
  them Seuil), ``roles.json`` (8), ``scenarios.json`` (4 double-sided cards);
- ``notes.json``: the science notes and teacher sheets (``notes()``), words only.

``content_json()`` loads everything, validates it (a ``ContentError`` names the exact place that
is wrong, e.g. ``actions[12].effects.boosted[0].choices``), adds derived data (map positions,
totals) and returns JSON-clean data: it backs ``python3 -m engine content climat-tic-tac``.
"""

from __future__ import annotations

import copy
import math
import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import Any

from ..core.content import check_text, check_unique, load_json, require
from ..core.errors import ContentError

PACKAGE = "engine.climat_tic_tac"
GAME_ID = "climat-tic-tac"

#: The booklet's component counts, which the content must match exactly.
EXPECTED = {
    "actions": 68,
    "challenges": 36,
    "hazard_cards": 46,
    "threshold_cards": 5,
    "roles": 8,
    "scenario_cards": 4,
    "zones": 3,
    "hazard_pawns": {"food": 20, "health": 20, "infrastructure": 25},
    "hazard_colors": {"food": "yellow", "health": "red", "infrastructure": "blue"},
}
MIN_CITIES, MAX_CITIES = 24, 30
ACTION_SLOTS = ("normal", "boosted", "weakened")
CHALLENGE_BACKS = ("drawing", "mime", "whisper")
BOLD = re.compile(r"\*\*(.+?)\*\*")


@dataclass(frozen=True)
class EffectRefs:
    """What effects may refer to: the ids defined by world.json and the schema."""

    cities: frozenset[str]
    zones: frozenset[str]
    hazards: frozenset[str]
    schema: dict[str, Any]


def refs_for(world: dict[str, Any], schema: dict[str, Any]) -> EffectRefs:
    """The ids effects may name, taken from world.json, with the effect schema."""
    return EffectRefs(cities=frozenset(c["id"] for c in world["cities"]),
                      zones=frozenset(z["id"] for z in world["zones"]),
                      hazards=frozenset(h["id"] for h in world["hazards"]), schema=schema)


# --------------------------------------------------------------------------- world


def _check_world(world: dict[str, Any]) -> None:
    zones = world["zones"]
    require(len(zones) == EXPECTED["zones"], "world.zones", f"{len(zones)} zones, expected 3")
    check_unique(zones, "id", "world.zones")
    zone_ids = {z["id"] for z in zones}
    for i, zone in enumerate(zones):
        check_text(zone["name"], f"world.zones[{i}].name")
        check_text(zone["description"], f"world.zones[{i}].description")

    cities = world["cities"]
    require(MIN_CITIES <= len(cities) <= MAX_CITIES, "world.cities",
            f"{len(cities)} cities, expected {MIN_CITIES} to {MAX_CITIES}")
    check_unique(cities, "id", "world.cities")
    for i, city in enumerate(cities):
        where = f"world.cities[{i}]"
        require(set(city) == {"id", "name", "zone", "coastal", "lat", "lon", "risk", "source"},
                where, f"unexpected keys {sorted(city)}")
        check_text(city["name"], f"{where}.name")
        check_text(city["risk"], f"{where}.risk", min_words=8, max_words=40)
        require(city["zone"] in zone_ids, f"{where}.zone", f"unknown zone {city['zone']!r}")
        require(isinstance(city["coastal"], bool), f"{where}.coastal", "expected true/false")
        require(-90 <= city["lat"] <= 90 and -180 <= city["lon"] <= 180, where, "bad coordinates")
        require(isinstance(city["source"], str) and city["source"].strip() != "",
                f"{where}.source", "missing source")
    for zone_id in zone_ids:
        require(any(c["zone"] == zone_id for c in cities), "world.cities", f"zone {zone_id} is empty")

    hazards = world["hazards"]
    check_unique(hazards, "id", "world.hazards")
    require({h["id"]: h["pawns"] for h in hazards} == EXPECTED["hazard_pawns"], "world.hazards",
            "pawn counts must be food 20, health 20, infrastructure 25")
    require({h["id"]: h["color"] for h in hazards} == EXPECTED["hazard_colors"], "world.hazards",
            "colors must be food yellow, health red, infrastructure blue")
    for key in ("color", "shape", "symbol", "hex"):
        check_unique(hazards, key, "world.hazards")
    for i, hazard in enumerate(hazards):
        where = f"world.hazards[{i}]"
        for key in ("name", "color_name", "letter", "meaning"):
            check_text(hazard[key], f"{where}.{key}")
        require(re.fullmatch(r"#[0-9A-Fa-f]{6}", hazard["hex"]) is not None, f"{where}.hex", "bad colour")
    for lang in ("fr", "en"):
        letters = [h["letter"][lang] for h in hazards]
        require(len(set(letters)) == len(letters), f"world.hazards.letter.{lang}", "letters must differ")
        require(all(len(x) == 1 for x in letters), f"world.hazards.letter.{lang}", "one letter each")

    _check_co2(world["co2"])
    time = world["time"]
    require(len(time["labels"]) == time["turns"] == 6, "world.time", "6 rounds with a label each")
    for i, label in enumerate(time["labels"]):
        check_text(label, f"world.time.labels[{i}]")
    extra = world["rules"]["emissions"]["extra_by_turn"]
    require(len(extra) == time["turns"], "world.rules.emissions.extra_by_turn", "one value per round")


def warming_at(ppm: float, co2: dict[str, Any]) -> float:
    """Eventual (equilibrium) warming from CO2 alone for a CO2 level, rounded to 0.1 °C (half
    up): ``sensitivity × log2(ppm / pre-industrial)``. It is not the warming observed today
    (about 1.1–1.3 °C): the oceans delay it."""
    value = co2["climate_sensitivity_c"] * math.log2(ppm / co2["preindustrial_ppm"])
    return math.floor(value * 10 + 0.5) / 10


def _check_co2(co2: dict[str, Any]) -> None:
    where = "world.co2"
    require(co2["start_ppm"] == 410, where, "the scale starts at 410 ppm")
    require(co2["threshold_ppm"] == 450, where, "the +2 °C threshold is at 450 ppm")
    require(co2["loss_ppm"] == {"hard": 500, "easy": 560}, where, "loss at 500 (hard) / 560 (easy)")
    step = co2["ppm_per_unit"]
    require(isinstance(step, int) and step > 0, f"{where}.ppm_per_unit", "positive integer")
    ppms = [s["ppm"] for s in co2["steps"]]
    require(ppms == list(range(co2["start_ppm"], co2["loss_ppm"]["easy"] + 1, step)), f"{where}.steps",
            "one step per CO2 unit from 410 to 560 ppm")
    for i, s in enumerate(co2["steps"]):
        require(s["warming_c"] == warming_at(s["ppm"], co2), f"{where}.steps[{i}]",
                f"warming {s['warming_c']} != formula {warming_at(s['ppm'], co2)}")
    for key in ("threshold_ppm",):
        require(co2[key] in ppms, f"{where}.{key}", "must be a step of the scale")
    require(warming_at(co2["threshold_ppm"], co2) == 2.1, where,
            "450 ppm reads +2.1 °C (eventual warming, rounded)")
    require(warming_at(500, co2) == 2.5 and warming_at(560, co2) == 3.0, where,
            "500 ppm must read +2.5 °C and 560 ppm +3 °C, as in the booklet")
    label = co2.get("warming_label")
    require(isinstance(label, dict) and set(label) == {"fr", "en"}, f"{where}.warming_label",
            "the °C beside the scale needs its label (fr and en)")
    require(bool(co2["sources"]), f"{where}.sources", "the temperatures need a source")


# --------------------------------------------------------------------------- effects


def _check_field(kind: str, value: Any, where: str, refs: EffectRefs) -> None:
    if kind == "positive_int":
        require(isinstance(value, int) and not isinstance(value, bool) and value >= 1, where,
                f"expected an integer >= 1, got {value!r}")
    elif kind == "city_id":
        require(value in refs.cities, where, f"unknown city {value!r}")
    elif kind == "zone_id":
        require(value in refs.zones, where, f"unknown zone {value!r}")
    elif kind == "hazard_id":
        require(value in refs.hazards, where, f"unknown hazard type {value!r}")
    elif kind == "token":
        require(value in refs.schema["tokens"], where, f"unknown token {value!r}")
    elif kind == "bundle":
        require(isinstance(value, dict) and len(value) > 0, where, "expected a non-empty {hazard: count}")
        for hazard, count in value.items():
            _check_field("hazard_id", hazard, f"{where}.{hazard}", refs)
            _check_field("positive_int", count, f"{where}.{hazard}", refs)
    elif kind == "bundles":
        require(isinstance(value, list) and len(value) > 0, where, "expected a non-empty list of bundles")
        for i, bundle in enumerate(value):
            _check_field("bundle", bundle, f"{where}[{i}]", refs)
        keys = [tuple(sorted(b.items())) for b in value]
        require(len(set(keys)) == len(keys), where, "the same bundle is listed twice")
        require(len({sum(b.values()) for b in value}) == 1, where, "all bundles must hold as many pawns")
    elif kind == "target":
        require(isinstance(value, dict) and value.get("kind") in refs.schema["targets"], where,
                f"unknown target {value!r}")
        fields = refs.schema["targets"][value["kind"]]["fields"]
        require(set(value) == {"kind", *fields}, where, f"target keys {sorted(value)} != kind + {sorted(fields)}")
        for name, sub in fields.items():
            _check_field(sub, value[name], f"{where}.{name}", refs)
    else:
        raise ContentError(f"effects_schema: unknown field type {kind!r} at {where}")


def check_effect(steps: Any, where: str, slot: str, refs: EffectRefs) -> None:
    """Validate one effect (a list of steps) against the schema for a deck slot:
    ``action.normal``, ``action.boosted``, ``action.weakened`` or ``hazard``."""
    schema = refs.schema
    require(isinstance(steps, list), where, "an effect is a list of steps")
    allowed = schema["allowed"][slot]
    deck = slot.split(".")[0]
    for i, step in enumerate(steps):
        at = f"{where}[{i}]"
        require(isinstance(step, dict) and step.get("op") in schema["ops"], at, f"unknown op in {step!r}")
        op = step["op"]
        require(op in allowed, at, f"op {op!r} is not allowed in {slot}")
        fields = schema["ops"][op]["fields"]
        require(set(step) == {"op", *fields}, at, f"keys {sorted(step)} != op + {sorted(fields)}")
        for name, kind in fields.items():
            _check_field(kind, step[name], f"{at}.{name}", refs)
        if op == "add_permanent_token":
            require(step["token"] in schema["allowed_tokens"][deck], at,
                    f"token {step['token']!r} is not allowed on {deck} cards")


def effect_strength(steps: list[dict[str, Any]], less_token_value: int = 3) -> int:
    """A rough value of an effect, only to order normal / boosted / weakened: pawns removed +
    CO2 units removed + ``less_token_value`` per 'Moins de CO2' token - CO2 units added - pawns added."""
    total = 0
    for step in steps:
        op = step["op"]
        if op == "remove_hazards":
            total += sum(step["choices"][0].values())
        elif op == "remove_co2":
            total += step["units"]
        elif op == "add_co2":
            total -= step["units"]
        elif op == "add_hazards":
            total -= sum(step["pawns"].values())
        elif op == "add_permanent_token":
            total += less_token_value if step["token"] == "less_co2" else -less_token_value
    return total


# --------------------------------------------------------------------------- decks


def _check_actions(cards: list[dict[str, Any]], refs: EffectRefs) -> None:
    require(len(cards) == EXPECTED["actions"], "actions", f"{len(cards)} cards, expected 68")
    check_unique(cards, "id", "actions")
    check_unique([{"t": c["title"]["fr"]} for c in cards], "t", "actions.title.fr")
    check_unique([{"t": c["title"]["en"]} for c in cards], "t", "actions.title.en")
    token_value = refs.schema["strength"]["less_co2_token"]
    for i, card in enumerate(cards):
        where = f"actions[{i}]"
        require(set(card) == {"id", "kind", "title", "text", "effects", "source"}, where,
                f"unexpected keys {sorted(card)}")
        require(card["kind"] in ("mitigation", "adaptation"), f"{where}.kind", "mitigation or adaptation")
        check_text(card["title"], f"{where}.title", max_words=7)
        check_text(card["text"], f"{where}.text", min_words=8, max_words=32)
        for lang in ("fr", "en"):
            text = card["text"][lang].rstrip("»\" ")
            require(text.endswith((".", "!")), f"{where}.text.{lang}", "one full sentence")
        require(set(card["effects"]) == set(ACTION_SLOTS), f"{where}.effects", "normal, boosted, weakened")
        for slot in ACTION_SLOTS:
            check_effect(card["effects"][slot], f"{where}.effects.{slot}", f"action.{slot}", refs)
        normal = card["effects"]["normal"]
        require(len(normal) > 0, f"{where}.effects.normal", "the normal effect does something")
        ops = {s["op"] for s in normal}
        if card["kind"] == "adaptation":
            require(ops == {"remove_hazards"}, f"{where}.effects.normal", "adaptation removes hazards")
        else:
            require(ops <= {"remove_co2", "add_permanent_token"}, f"{where}.effects.normal",
                    "mitigation removes CO2")
        n, b, w = (effect_strength(card["effects"][s], token_value) for s in ACTION_SLOTS)
        require(b > n > w, f"{where}.effects", f"expected boosted > normal > weakened, got {b}, {n}, {w}")
        require(card["source"].strip() != "", f"{where}.source", "missing source")


def _check_hazard_cards(data: dict[str, Any], refs: EffectRefs) -> None:
    events = data["events"]
    check_unique(events, "id", "hazard_cards.events")
    for i, event in enumerate(events):
        check_text(event["name"], f"hazard_cards.events[{i}].name")
    event_ids = {e["id"] for e in events}
    cards = data["cards"]
    require(len(cards) == EXPECTED["hazard_cards"], "hazard_cards", f"{len(cards)} cards, expected 46")
    check_unique(cards, "id", "hazard_cards")
    thresholds = sum(1 for c in cards if c["threshold"])
    require(thresholds == EXPECTED["threshold_cards"], "hazard_cards", f"{thresholds} Seuil cards, expected 5")
    coastal_cards = 0
    for i, card in enumerate(cards):
        where = f"hazard_cards[{i}]"
        require(set(card) == {"id", "event", "threshold", "cities", "coastal_choice", "effects", "text", "source"},
                where, f"unexpected keys {sorted(card)}")
        require(card["event"] in event_ids, f"{where}.event", f"unknown event {card['event']!r}")
        require(isinstance(card["threshold"], bool), f"{where}.threshold", "true/false")
        check_text(card["text"], f"{where}.text", min_words=6, max_words=32)
        check_effect(card["effects"], f"{where}.effects", "hazard", refs)
        require(len(card["effects"]) > 0, f"{where}.effects", "an Aléas card always does something")
        for j, city in enumerate(card["cities"]):
            require(city in refs.cities, f"{where}.cities[{j}]", f"unknown city {city!r}")
        require(len(set(card["cities"])) == len(card["cities"]), f"{where}.cities", "a city is listed twice")
        targets = [s["target"] for s in card["effects"] if s["op"] == "add_hazards"]
        if card["coastal_choice"]:
            coastal_cards += 1
            require(card["cities"] == [] and len(targets) > 0 and all(t["kind"] == "coastal" for t in targets),
                    where, "the coastal-choice card names no city and places pawns on coastal cities")
            pawns = sum(sum(s["pawns"].values()) for s in card["effects"] if s["op"] == "add_hazards")
            require(pawns == 7, where, "the coastal-choice card places 4 + 3 = 7 pawns")
        else:
            require(len(card["cities"]) >= 1, f"{where}.cities", "name at least one city")
            require(all(t["kind"] == "city" for t in targets), f"{where}.effects",
                    "only the coastal-choice card may place pawns elsewhere than on its named cities")
            hit = [t["city"] for t in targets]
            require(set(hit) == set(card["cities"]), f"{where}.effects",
                    f"pawns go on {sorted(set(hit))}, but the card names {card['cities']}")
    require(coastal_cards == 1, "hazard_cards", f"{coastal_cards} coastal-choice cards, expected 1")


def _check_challenges(cards: list[dict[str, Any]]) -> None:
    require(len(cards) == EXPECTED["challenges"], "challenges", f"{len(cards)} cards, expected 36")
    check_unique(cards, "id", "challenges")
    backs = Counter(c["back"] for c in cards)
    require(set(backs) == set(CHALLENGE_BACKS), "challenges.back", f"backs {sorted(backs)}")
    require(max(backs.values()) - min(backs.values()) <= 1, "challenges.back", f"uneven backs {dict(backs)}")
    seen: set[str] = set()
    for i, card in enumerate(cards):
        where = f"challenges[{i}]"
        require(len(card["words"]) == 2, f"{where}.words", "two words to draw or mime")
        for j, word in enumerate(card["words"]):
            check_text(word, f"{where}.words[{j}]", max_words=3)
            key = word["fr"].lower()
            require(key not in seen, f"{where}.words[{j}]", f"word {word['fr']!r} is used twice")
            seen.add(key)
        check_text(card["whisper"], f"{where}.whisper", min_words=5, max_words=20)
        counts = []
        for lang in ("fr", "en"):
            text = card["whisper"][lang]
            require(text.count("**") % 2 == 0, f"{where}.whisper.{lang}", "unbalanced ** markers")
            bold = BOLD.findall(text)
            require(len(bold) >= 2, f"{where}.whisper.{lang}", "mark at least two bold words")
            counts.append(len(bold))
        require(counts[0] == counts[1], f"{where}.whisper", "as many bold words in French and English")


def _check_roles(data: dict[str, Any], refs: EffectRefs, zone_of: dict[str, str]) -> None:
    check_text(data["caveat"], "roles.caveat", min_words=30)
    roles = data["roles"]
    require(len(roles) == EXPECTED["roles"], "roles", f"{len(roles)} roles, expected 8")
    check_unique(roles, "id", "roles")
    used: set[str] = set()
    for i, role in enumerate(roles):
        where = f"roles[{i}]"
        check_text(role["name"], f"{where}.name")
        check_text(role["text"], f"{where}.text", min_words=8)
        for j, city in enumerate(role["cities"]):
            require(city in refs.cities, f"{where}.cities[{j}]", f"unknown city {city!r}")
            require(city not in used, f"{where}.cities[{j}]", f"{city} is already protected by another role")
            used.add(city)
        zones = sorted(zone_of[c] for c in role["cities"])
        require(zones == sorted(refs.zones), f"{where}.cities", "one city in each zone")


def _check_scenarios(data: dict[str, Any], refs: EffectRefs, world: dict[str, Any]) -> None:
    cards = data["cards"]
    require(len(cards) == EXPECTED["scenario_cards"], "scenarios", f"{len(cards)} cards, expected 4")
    check_unique(cards, "id", "scenarios")
    rules = world["rules"]["city_loss"]
    three_player_sides = 0
    for i, card in enumerate(cards):
        where = f"scenarios[{i}]"
        require(card["players"] in ([2, 4], [3]), f"{where}.players", "[2, 4] or [3]")
        require([s["side"] for s in card["sides"]] == ["A", "B"], f"{where}.sides", "a front and a back")
        for j, side in enumerate(card["sides"]):
            at = f"{where}.sides[{j}]"
            check_text(side["title"], f"{at}.title")
            if card["players"] == [3]:
                three_player_sides += 1
            for k, placement in enumerate(side["pawns"]):
                require(placement["city"] in refs.cities, f"{at}.pawns[{k}].city", "unknown city")
                bundle = placement["hazards"]
                _check_field("bundle", bundle, f"{at}.pawns[{k}].hazards", refs)
                require(max(bundle.values()) < rules["same_type"] - 1 and sum(bundle.values()) < rules["any_types"] - 1,
                        f"{at}.pawns[{k}]", "a city starts at least two pawns away from being lost")
            check_unique(side["pawns"], "city", f"{at}.pawns")
    check_unique([s for c in cards for s in c["sides"]], "id", "scenarios.sides")
    require(three_player_sides >= 1, "scenarios", "the booklet asks for a 3-player set-up")


# --------------------------------------------------------------------------- totals


def _removal_weights(step: dict[str, Any]) -> dict[str, float]:
    """Share out a removal step's pawns between the types it can take: a '2 Blue / 2 Red /
    1 Blue + 1 Red' choice counts as 1 Blue and 1 Red."""
    size = sum(step["choices"][0].values())
    reach = {t: max(b.get(t, 0) for b in step["choices"]) for t in {t for b in step["choices"] for t in b}}
    total = sum(reach.values())
    return {t: size * r / total for t, r in reach.items()}


def summary(content: dict[str, Any]) -> dict[str, Any]:
    """Totals the README reports and the tests hold: by hazard type, by zone and for CO2."""
    world = content["world"]
    zone_of = {c["id"]: c["zone"] for c in world["cities"]}
    coastal = {c["id"] for c in world["cities"] if c["coastal"]}
    hazards = [h["id"] for h in world["hazards"]]
    zones = [z["id"] for z in world["zones"]]

    actions: dict[str, Any] = {"kinds": Counter(), "targets": Counter(), "negative_weakened": 0}
    for slot in ACTION_SLOTS:
        actions[slot] = {"remove_by_type": dict.fromkeys(hazards, 0.0), "remove_by_zone": dict.fromkeys(zones, 0),
                         "remove_coastal": 0, "remove_anywhere": 0, "co2_removed": 0, "less_co2_tokens": 0,
                         "co2_added": 0, "pawns_added": 0}
    for card in content["actions"]:
        actions["kinds"][card["kind"]] += 1
        for step in card["effects"]["normal"]:
            if step["op"] == "remove_hazards":
                actions["targets"][step["target"]["kind"]] += 1
        if effect_strength(card["effects"]["weakened"]) < 0:
            actions["negative_weakened"] += 1
        for slot in ACTION_SLOTS:
            tally = actions[slot]
            for step in card["effects"][slot]:
                op = step["op"]
                if op == "remove_hazards":
                    size = sum(step["choices"][0].values())
                    for t, w in _removal_weights(step).items():
                        tally["remove_by_type"][t] += w
                    target = step["target"]
                    if target["kind"] == "city":
                        tally["remove_by_zone"][zone_of[target["city"]]] += size
                    elif target["kind"] == "zone":
                        tally["remove_by_zone"][target["zone"]] += size
                    else:
                        tally[f"remove_{target['kind']}"] += size
                elif op == "remove_co2":
                    tally["co2_removed"] += step["units"]
                elif op == "add_permanent_token":
                    tally["less_co2_tokens"] += 1
                elif op == "add_co2":
                    tally["co2_added"] += step["units"]
                elif op == "add_hazards":
                    tally["pawns_added"] += sum(step["pawns"].values())
    for slot in ACTION_SLOTS:
        actions[slot]["remove_by_type"] = {t: round(v, 2) for t, v in actions[slot]["remove_by_type"].items()}
    actions["kinds"] = dict(actions["kinds"])
    actions["targets"] = dict(actions["targets"])

    def hazard_tally(cards: list[dict[str, Any]]) -> dict[str, Any]:
        tally: dict[str, Any] = {"cards": len(cards), "pawns_by_type": dict.fromkeys(hazards, 0),
                                 "pawns_by_zone": dict.fromkeys(zones, 0), "pawns_on_coastal_choice": 0,
                                 "co2_units": 0, "co2_cards": 0, "more_co2_tokens": 0,
                                 "city_mentions": dict.fromkeys(zone_of, 0)}
        for card in cards:
            for city in card["cities"]:
                tally["city_mentions"][city] += 1
            if any(s["op"] != "add_hazards" for s in card["effects"]):
                tally["co2_cards"] += 1
            for step in card["effects"]:
                if step["op"] == "add_hazards":
                    for t, n in step["pawns"].items():
                        tally["pawns_by_type"][t] += n
                        if step["target"]["kind"] == "city":
                            tally["pawns_by_zone"][zone_of[step["target"]["city"]]] += n
                        else:
                            tally["pawns_on_coastal_choice"] += n
                elif step["op"] == "add_co2":
                    tally["co2_units"] += step["units"]
                elif step["op"] == "add_permanent_token":
                    tally["more_co2_tokens"] += 1
        tally["pawns"] = sum(tally["pawns_by_type"].values())
        return tally

    deck = content["hazard_cards"]["cards"]
    exposure = dict.fromkeys(zone_of, 0)
    for card in deck:
        for step in card["effects"]:
            if step["op"] == "add_hazards" and step["target"]["kind"] == "city":
                exposure[step["target"]["city"]] += sum(step["pawns"].values())
    roles = {r["id"]: {"exposure": sum(exposure[c] for c in r["cities"]),
                       "coastal": sum(c in coastal for c in r["cities"])}
             for r in content["roles"]["roles"]}
    scenarios = {}
    for card in content["scenarios"]["cards"]:
        for side in card["sides"]:
            by_type = dict.fromkeys(hazards, 0)
            by_zone = dict.fromkeys(zones, 0)
            for placement in side["pawns"]:
                for t, n in placement["hazards"].items():
                    by_type[t] += n
                    by_zone[zone_of[placement["city"]]] += n
            scenarios[side["id"]] = {"players": card["players"], "pawns": sum(by_type.values()),
                                     "by_type": by_type, "by_zone": by_zone}
    return {
        "cities": {"total": len(zone_of), "coastal": len(coastal),
                   "by_zone": {z: sum(1 for c in zone_of.values() if c == z) for z in zones},
                   "coastal_by_zone": {z: sum(1 for c in coastal if zone_of[c] == z) for z in zones}},
        "actions": actions,
        "hazard_cards": {"ordinary": hazard_tally([c for c in deck if not c["threshold"]]),
                         "threshold": hazard_tally([c for c in deck if c["threshold"]])},
        "challenges": dict(Counter(c["back"] for c in content["challenges"])),
        "roles": roles,
        "scenarios": scenarios,
    }


# --------------------------------------------------------------------------- card faces

PLACEHOLDER = re.compile(r"\{(\w+)\}")
KNOWN_PLACEHOLDERS = {"pawns", "where", "units", "count", "symbol", "name", "names", "city", "city_from", "zone",
                      # log, result and error strings of the rules engine
                      "seat", "receiver_seat", "giver_seat", "judge_seat", "card", "number", "players",
                      "scenario", "difficulty_key", "mode_key", "role", "round", "slot_key", "kind_key",
                      "percent", "hazard_key", "lost", "max", "cloud", "token_key", "more", "less",
                      "ppm", "result_key", "best", "phase_key"}


def _check_strings(strings: dict[str, Any]) -> None:
    for key, text in strings.items():
        require(key.startswith("ctt."), f"strings.{key}", "keys start with 'ctt.'")
        require(isinstance(text, dict) and set(text) == {"fr", "en"}, f"strings.{key}", "fr and en")
        for lang in ("fr", "en"):
            require(isinstance(text[lang], str) and text[lang] != "", f"strings.{key}.{lang}", "empty text")
            unknown = set(PLACEHOLDER.findall(text[lang])) - KNOWN_PLACEHOLDERS
            require(not unknown, f"strings.{key}.{lang}", f"unknown placeholders {sorted(unknown)}")


def french_from(name: str) -> str:
    """'from <city>' in French, with elision and contraction: de Paris, d'Alexandrie, du Cap."""
    if name.startswith("Le "):
        return "du " + name[3:]
    if name.startswith("Les "):
        return "des " + name[4:]
    if name[0].lower() in "aeiouyàâéèêëîïôûh":
        return "d'" + name
    return "de " + name


def describe_effect(steps: list[dict[str, Any]], lang: str, world: dict[str, Any],
                    strings: dict[str, dict[str, str]]) -> str:
    """The text printed on a card for one effect, in ``lang``: one sentence per step, e.g.
    "Retirez 2 ■ Infrastructure ou 1 ■ Infrastructure + 1 ♥ Santé de Rotterdam."."""
    cities = {c["id"]: c["name"][lang] for c in world["cities"]}
    zones = {z["id"]: z["name"][lang] for z in world["zones"]}
    hazards = {h["id"]: h for h in world["hazards"]}

    def text(key: str, **args: Any) -> str:
        return PLACEHOLDER.sub(lambda m: str(args[m.group(1)]), strings[key][lang])

    def bundle(pawns: dict[str, int]) -> str:
        return text("ctt.effect.and").join(
            text("ctt.pawns", count=n, symbol=hazards[t]["symbol"], name=hazards[t]["name"][lang])
            for t, n in pawns.items())

    def place(direction: str, target: dict[str, Any]) -> str:
        kind = target["kind"]
        args: dict[str, Any] = {}
        if kind == "city":
            args = {"city": cities[target["city"]], "city_from": french_from(cities[target["city"]])}
        elif kind == "zone":
            args = {"zone": zones[target["zone"]]}
        return text(f"ctt.{direction}.{kind}", **args)

    def choice(choices: list[dict[str, int]]) -> str:
        size = sum(choices[0].values())
        types = [t for t in hazards if any(t in b for b in choices)]
        every_mix = {tuple(sorted(Counter(combo).items())) for combo in combinations_with_replacement(types, size)}
        if size > 1 and len(types) > 1 and {tuple(sorted(b.items())) for b in choices} == every_mix:
            # all the ways to mix these types: "2 pions ♥ Santé et/ou ■ Infrastructure"
            names = [text("ctt.pawns.type", symbol=hazards[t]["symbol"], name=hazards[t]["name"][lang]) for t in types]
            joined = text("ctt.pawns.list").join(names[:-1]) + text("ctt.pawns.last") + names[-1]
            return text("ctt.pawns.mix", count=size, names=joined)
        return text("ctt.effect.or").join(bundle(b) for b in choices)

    if not steps:
        return text("ctt.effect.none")
    sentences = []
    for step in steps:
        op = step["op"]
        if op == "remove_hazards":
            sentences.append(text("ctt.effect.remove_hazards", pawns=choice(step["choices"]),
                                  where=place("from", step["target"])))
        elif op == "add_hazards":
            sentences.append(text("ctt.effect.add_hazards", pawns=bundle(step["pawns"]),
                                  where=place("to", step["target"])))
        elif op in ("remove_co2", "add_co2"):
            number = "one" if step["units"] == 1 else "many"
            sentences.append(text(f"ctt.effect.{op}.{number}", units=step["units"]))
        elif op == "add_permanent_token":
            sentences.append(text(f"ctt.effect.token.{step['token']}"))
        else:  # pragma: no cover - validate() rejects unknown ops first
            raise ContentError(f"cannot describe op {op!r}")
    return " ".join(sentences)


def _faces(content: dict[str, Any], strings: dict[str, dict[str, str]]) -> None:
    """Add the printed effect texts: ``effect_text`` on every Action and Aléas card."""
    world = content["world"]

    def both(steps: list[dict[str, Any]]) -> dict[str, str]:
        return {lang: describe_effect(steps, lang, world, strings) for lang in ("fr", "en")}

    for card in content["actions"]:
        card["effect_text"] = {slot: both(card["effects"][slot]) for slot in ACTION_SLOTS}
    for card in content["hazard_cards"]["cards"]:
        card["effect_text"] = both(card["effects"])


# --------------------------------------------------------------------------- entry points


DATA_FILES = {
    "world": "data/world.json",
    "effects_schema": "data/effects_schema.json",
    "actions": "data/actions.json",
    "hazard_cards": "data/hazard_cards.json",
    "challenges": "data/challenges.json",
    "roles": "data/roles.json",
    "scenarios": "data/scenarios.json",
    "strings": "data/strings.json",
}


def load_raw() -> dict[str, Any]:
    """Every data file as parsed JSON, keyed like ``DATA_FILES``, not yet validated."""
    return {key: load_json(PACKAGE, name) for key, name in DATA_FILES.items()}


def validate(raw: dict[str, Any]) -> None:
    """Check the raw data files (as ``load_raw`` returns them); raise ``ContentError`` naming the
    first place that is wrong."""
    world = raw["world"]
    _check_world(world)
    refs = refs_for(world, raw["effects_schema"])
    _check_actions(raw["actions"]["cards"], refs)
    _check_hazard_cards(raw["hazard_cards"], refs)
    _check_challenges(raw["challenges"]["cards"])
    _check_roles(raw["roles"], refs, {c["id"]: c["zone"] for c in world["cities"]})
    _check_scenarios(raw["scenarios"], refs, world)
    _check_strings(raw["strings"])


@lru_cache(maxsize=1)
def load_validated() -> dict[str, Any]:
    """The whole validated content, with map positions, printed effect texts and totals,
    loaded once and shared: read it, never change it (``content_json`` gives a copy)."""
    raw = load_raw()
    validate(raw)
    world = raw["world"]
    # Map position for drawing: equirectangular projection, 0..1 from the top-left corner.
    for city in world["cities"]:
        city["map"] = {"x": round((city["lon"] + 180) / 360, 4), "y": round((90 - city["lat"]) / 180, 4)}
    content: dict[str, Any] = {
        "game": GAME_ID,
        "world": world,
        "effects_schema": raw["effects_schema"],
        "actions": raw["actions"]["cards"],
        "challenges": raw["challenges"]["cards"],
        "hazard_cards": raw["hazard_cards"],
        "roles": raw["roles"],
        "scenarios": raw["scenarios"],
        "notes": notes(),
        "strings": raw["strings"],
    }
    _faces(content, raw["strings"])
    content["summary"] = summary(content)
    return content


@lru_cache(maxsize=1)
def notes() -> list[dict[str, Any]]:
    """The science notes (``data/notes.json``), in the order the science page shows them: the
    lines on the CO2 scale, the coasts, the hazards, then the teacher sheets (ppm, +2 °C,
    adapting vs mitigating). Words for the players, never read by the rules."""
    data = load_json(PACKAGE, "data/notes.json")
    require(isinstance(data, list) and len(data) > 0, "notes", "a list of notes expected")
    check_unique(data, "id", "notes")
    require({"ppm", "two_degrees", "adapt_or_mitigate"} <= {n["id"] for n in data}, "notes",
            "notes on ppm, +2 °C and adaptation vs mitigation")
    for i, note in enumerate(data):
        check_text(note["title"], f"notes[{i}].title")
        require(len(note["paragraphs"]) >= 3, f"notes[{i}].paragraphs", "at least three paragraphs")
        for j, paragraph in enumerate(note["paragraphs"]):
            check_text(paragraph, f"notes[{i}].paragraphs[{j}]", min_words=8, max_words=80)
        require(len(note["sources"]) >= 1, f"notes[{i}].sources", "facts need sources")
        for j, source in enumerate(note["sources"]):
            check_text(source, f"notes[{i}].sources[{j}]")
    return data


def content_json() -> dict[str, Any]:
    """The whole validated content as JSON-clean data (a fresh copy the caller may change)."""
    return copy.deepcopy(load_validated())


# --------------------------------------------------------------------------- the index


class ContentIndex:
    """The validated content indexed by id, the one index the rules, the views, the bots and
    the table read (built once by ``content_index``). The records are those of
    ``load_validated``: shared, never to be changed."""

    def __init__(self) -> None:
        content = load_validated()
        world = content["world"]
        self.content = content
        self.world: dict[str, Any] = world
        # the world: cities (in board order), zones, pawn types
        self.city_records: dict[str, dict[str, Any]] = {city["id"]: city for city in world["cities"]}
        self.cities: tuple[str, ...] = tuple(self.city_records)
        self.index = {city_id: i for i, city_id in enumerate(self.cities)}
        self.zone_of = {city["id"]: city["zone"] for city in world["cities"]}
        self.zone_records: dict[str, dict[str, Any]] = {zone["id"]: zone for zone in world["zones"]}
        self.zones: tuple[str, ...] = tuple(self.zone_records)
        self.coastal = frozenset(city["id"] for city in world["cities"] if city["coastal"])
        self.hazard_records: dict[str, dict[str, Any]] = {
            hazard["id"]: hazard for hazard in world["hazards"]}
        self.supply = {hazard["id"]: hazard["pawns"] for hazard in world["hazards"]}
        self.rules: dict[str, Any] = world["rules"]
        self.co2: dict[str, Any] = world["co2"]
        self.steps = world["co2"]["steps"]
        # the decks
        self.actions: dict[str, dict[str, Any]] = {card["id"]: card for card in content["actions"]}
        self.action_ids: tuple[str, ...] = tuple(self.actions)
        cards = content["hazard_cards"]["cards"]
        self.aleas: dict[str, dict[str, Any]] = {card["id"]: card for card in cards}
        self.events: dict[str, dict[str, Any]] = {
            event["id"]: event for event in content["hazard_cards"]["events"]}
        self.ordinary: tuple[str, ...] = tuple(card["id"] for card in cards if not card["threshold"])
        self.seuil: tuple[str, ...] = tuple(card["id"] for card in cards if card["threshold"])
        self.defis: dict[str, dict[str, Any]] = {card["id"]: card for card in content["challenges"]}
        self.defi_ids: tuple[str, ...] = tuple(self.defis)
        self.back = {card["id"]: card["back"] for card in content["challenges"]}
        self.roles: dict[str, dict[str, Any]] = {role["id"]: role for role in content["roles"]["roles"]}
        self.role_ids: tuple[str, ...] = tuple(self.roles)
        self.scoring: dict[str, int] = content["roles"]["scoring"]
        self.scenarios: list[dict[str, Any]] = content["scenarios"]["cards"]
        self.sides = {side["id"]: side for card in self.scenarios for side in card["sides"]}
        self.chance: dict[str, dict[str, int]] = self.rules["challenge"]["chance_percent"]

    def in_area(self, area: str) -> tuple[str, ...]:
        """Cities named by a task's area (lost ones included; callers filter)."""
        if area == "anywhere":
            return self.cities
        if area == "coastal":
            return tuple(city for city in self.cities if city in self.coastal)
        if area.startswith("zone:"):
            zone = area[len("zone:"):]
            return tuple(city for city in self.cities if self.zone_of[city] == zone)
        return (area,)


@lru_cache(maxsize=1)
def content_index() -> ContentIndex:
    """The content index, built once."""
    return ContentIndex()
