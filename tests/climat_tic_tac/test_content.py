"""Climat Tic Tac content: counts, references, the effect vocabulary, spelling and balance."""

from __future__ import annotations

import copy
import json
import random
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from engine.__main__ import main
from engine.climat_tic_tac import content as ctt
from engine.core.content import iter_texts
from engine.core.errors import ContentError
from tests.support.spelling import misspelled

HERE = Path(__file__).parent
#: the repository's copy (the app's wheel ships no documentation)
README = Path(__file__).parents[2] / "engine" / "climat_tic_tac" / "README.md"


@pytest.fixture(scope="module")
def data() -> dict[str, Any]:
    return ctt.content_json()


def _words(lang: str) -> list[str]:
    path = HERE / f"wordlist-{lang}.txt"
    return [w.strip() for w in path.read_text(encoding="utf-8").splitlines() if w.strip()]


def _supply_share(data: dict[str, Any]) -> dict[str, float]:
    pawns = {h["id"]: h["pawns"] for h in data["world"]["hazards"]}
    return {t: n / sum(pawns.values()) for t, n in pawns.items()}


# --------------------------------------------------------------------------- counts


def test_counts_match_the_booklet(data: dict[str, Any]) -> None:
    assert len(data["actions"]) == 68
    assert len(data["challenges"]) == 36
    hazard_cards = data["hazard_cards"]["cards"]
    assert len(hazard_cards) == 46
    assert sum(c["threshold"] for c in hazard_cards) == 5
    assert len(data["roles"]["roles"]) == 8
    assert len(data["scenarios"]["cards"]) == 4
    assert sum(len(c["sides"]) for c in data["scenarios"]["cards"]) == 8
    assert len(data["world"]["zones"]) == 3
    assert 24 <= len(data["world"]["cities"]) <= 30
    assert {h["id"]: h["pawns"] for h in data["world"]["hazards"]} == {
        "food": 20, "health": 20, "infrastructure": 25}


def test_cli_prints_the_whole_content(capsys: pytest.CaptureFixture[str], data: dict[str, Any]) -> None:
    assert main(["content", "climat-tic-tac", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed == data
    for key in ("world", "effects_schema", "actions", "challenges", "hazard_cards", "roles",
                "scenarios", "sheets", "strings", "summary"):
        assert printed[key], key


def test_package_exposes_the_engine_and_is_playable() -> None:
    import engine.climat_tic_tac as package

    assert package.PLAYABLE is True  # the web table exists (web/games/climat_tic_tac)
    assert package.GAME.id == "climat-tic-tac"


# --------------------------------------------------------------------------- references


def _city_references(value: Any, path: str = "") -> list[tuple[str, str]]:
    """Every place a city id is used: ``"city": id`` and ``"cities": [ids]``."""
    out: list[tuple[str, str]] = []
    if isinstance(value, dict):
        for key, sub in value.items():
            where = f"{path}.{key}"
            if key == "city" and isinstance(sub, str):
                out.append((where, sub))
            elif key == "cities" and isinstance(sub, list) and all(isinstance(x, str) for x in sub):
                out.extend((f"{where}[{i}]", x) for i, x in enumerate(sub))
            else:
                out.extend(_city_references(sub, where))
    elif isinstance(value, list):
        for i, sub in enumerate(value):
            out.extend(_city_references(sub, f"{path}[{i}]"))
    return out


def test_every_city_reference_resolves(data: dict[str, Any]) -> None:
    ids = {c["id"] for c in data["world"]["cities"]}
    decks = {k: data[k] for k in ("actions", "hazard_cards", "roles", "scenarios")}
    refs = _city_references(decks)
    assert len(refs) > 150  # cards, placements and roles really were walked
    assert [(where, city) for where, city in refs if city not in ids] == []
    zones = {z["id"] for z in data["world"]["zones"]}
    assert {c["zone"] for c in data["world"]["cities"]} == zones


def test_cities_have_names_coordinates_and_risks(data: dict[str, Any]) -> None:
    for city in data["world"]["cities"]:
        assert city["name"]["fr"] and city["name"]["en"]
        assert 0 <= city["map"]["x"] <= 1 and 0 <= city["map"]["y"] <= 1
        assert city["risk"]["fr"] != city["risk"]["en"]
    paris = next(c for c in data["world"]["cities"] if c["id"] == "paris")
    sydney = next(c for c in data["world"]["cities"] if c["id"] == "sydney")
    assert paris["map"]["y"] < 0.5 < sydney["map"]["y"] and paris["map"]["x"] < sydney["map"]["x"]


# --------------------------------------------------------------------------- effects


def _all_effects(data: dict[str, Any]) -> list[tuple[str, str, list[dict[str, Any]]]]:
    out = []
    for card in data["actions"]:
        for slot in ctt.ACTION_SLOTS:
            out.append((f"{card['id']}.{slot}", f"action.{slot}", card["effects"][slot]))
    for card in data["hazard_cards"]["cards"]:
        out.append((card["id"], "hazard", card["effects"]))
    return out


def _refs(data: dict[str, Any]) -> ctt.EffectRefs:
    return ctt.refs_for(data["world"], data["effects_schema"])


def test_every_effect_parses_into_the_vocabulary(data: dict[str, Any]) -> None:
    schema = data["effects_schema"]
    refs = _refs(data)
    effects = _all_effects(data)
    assert len(effects) == 68 * 3 + 46
    used_ops: Counter[str] = Counter()
    for where, slot, steps in effects:
        ctt.check_effect(steps, where, slot, refs)
        for step in steps:
            fields = schema["ops"][step["op"]]["fields"]
            assert set(step) == {"op", *fields}, where
            used_ops[step["op"]] += 1
    # every op of the vocabulary is used by some card, and nothing outside it is
    assert set(used_ops) == set(schema["ops"])
    targets = {s["target"]["kind"] for _, _, steps in effects for s in steps if "target" in s}
    assert targets == set(schema["targets"])


def test_the_booklets_choice_notation_is_expressible(data: dict[str, Any]) -> None:
    """'2 Blue / 2 Yellow / 2 Red / 1 Blue + 1 Yellow / 1 Blue + 1 Red / 1 Yellow + 1 Red'."""
    wanted = [{"food": 2}, {"food": 1, "health": 1}, {"food": 1, "infrastructure": 1}, {"health": 2},
              {"health": 1, "infrastructure": 1}, {"infrastructure": 2}]
    found = [s for card in data["actions"] for s in card["effects"]["normal"]
             if s["op"] == "remove_hazards" and sorted(map(json.dumps, s["choices"])) == sorted(map(json.dumps, wanted))]
    assert found


@pytest.mark.parametrize(("slot", "step", "message"), [
    ("action.normal", {"op": "teleport"}, "unknown op"),
    ("action.normal", {"op": "remove_co2"}, "keys"),
    ("action.normal", {"op": "remove_co2", "units": 0}, "integer >= 1"),
    ("action.normal", {"op": "add_co2", "units": 1}, "not allowed"),
    ("action.normal", {"op": "add_permanent_token", "token": "more_co2"}, "not allowed on action"),
    ("hazard", {"op": "add_permanent_token", "token": "less_co2"}, "not allowed on hazard"),
    ("hazard", {"op": "remove_co2", "units": 1}, "not allowed"),
    ("hazard", {"op": "add_hazards", "target": {"kind": "city", "city": "atlantis"}, "pawns": {"food": 1}},
     "unknown city"),
    ("hazard", {"op": "add_hazards", "target": {"kind": "zone", "zone": "antarctica"}, "pawns": {"food": 1}},
     "unknown zone"),
    ("hazard", {"op": "add_hazards", "target": {"kind": "coastal"}, "pawns": {"green": 1}}, "unknown hazard"),
    ("hazard", {"op": "add_hazards", "target": {"kind": "city"}, "pawns": {"food": 1}}, "target keys"),
    ("action.normal", {"op": "remove_hazards", "target": {"kind": "anywhere"},
                       "choices": [{"food": 2}, {"health": 1}]}, "as many pawns"),
    ("action.normal", {"op": "remove_hazards", "target": {"kind": "anywhere"},
                       "choices": [{"food": 1}, {"food": 1}]}, "listed twice"),
    ("action.normal", {"op": "remove_hazards", "target": {"kind": "anywhere"}, "choices": []}, "non-empty"),
])
def test_malformed_effects_are_rejected(data: dict[str, Any], slot: str, step: dict[str, Any], message: str) -> None:
    with pytest.raises(ContentError, match=message):
        ctt.check_effect([step], "card", slot, _refs(data))


def _broken(mutate: Any) -> dict[str, Any]:
    raw = copy.deepcopy(ctt.load_raw())
    mutate(raw)
    return raw


@pytest.mark.parametrize(("mutate", "message"), [
    (lambda r: r["actions"]["cards"].pop(), "67 cards"),
    (lambda r: r["hazard_cards"]["cards"][0].update(threshold=True), "6 Seuil"),
    (lambda r: r["hazard_cards"]["cards"][0].update(cities=["paris"]), "names"),
    (lambda r: r["actions"]["cards"][0]["effects"].update(boosted=[{"op": "remove_co2", "units": 1}]),
     "boosted > normal > weakened"),
    (lambda r: r["actions"]["cards"][0]["title"].update(en=""), "empty text"),
    (lambda r: r["world"]["co2"]["steps"][8].update(warming_c=2.4), "formula"),
    (lambda r: r["world"]["hazards"][0].update(shape="heart"), "duplicate"),
    (lambda r: r["roles"]["roles"][1].update(cities=r["roles"]["roles"][0]["cities"]), "already protected"),
    (lambda r: r["challenges"]["cards"][0]["whisper"].update(fr="Une phrase sans mot en gras ici."), "bold"),
    (lambda r: r["scenarios"]["cards"][0]["sides"][0]["pawns"][0].update(hazards={"food": 2}), "two pawns away"),
])
def test_broken_data_raises_a_precise_error(mutate: Any, message: str) -> None:
    with pytest.raises(ContentError, match=message):
        ctt.validate(_broken(mutate))


def test_the_shipped_data_validates() -> None:
    ctt.validate(ctt.load_raw())


# --------------------------------------------------------------------------- pawns, colours, CO2


def test_colors_are_paired_with_shapes_and_letters(data: dict[str, Any]) -> None:
    hazards = data["world"]["hazards"]
    assert {h["id"]: (h["color"], h["shape"]) for h in hazards} == {
        "food": ("yellow", "triangle"), "health": ("red", "heart"), "infrastructure": ("blue", "square")}
    for key in ("shape", "symbol", "hex"):
        assert len({h[key] for h in hazards}) == 3, key
    for lang in ("fr", "en"):
        letters = [h["letter"][lang] for h in hazards]
        assert len(set(letters)) == 3
        for h in hazards:
            # the letter is the initial of the type's name in that language: a second, non-colour cue
            assert h["name"][lang].startswith(h["letter"][lang])


def test_co2_scale(data: dict[str, Any]) -> None:
    co2 = data["world"]["co2"]
    steps = {s["ppm"]: s["warming_c"] for s in co2["steps"]}
    assert (min(steps), max(steps)) == (410, 560)
    # eventual warming from CO2 alone, rounded (not truncated): 450 ppm reads +2.1 °C
    assert steps[410] == 1.7 and steps[450] == 2.1 and steps[500] == 2.5 and steps[560] == 3.0
    assert "à terme" in co2["warming_label"]["fr"] and "eventual" in co2["warming_label"]["en"]
    assert co2["start_label"]["fr"] == "410\u00a0ppm, en 2019"
    values = [s["warming_c"] for s in co2["steps"]]
    assert values == sorted(values)
    assert any("AR6" in s for s in co2["sources"])
    # a 4-player table that does nothing emits 4+4+5+5+6+6 = 30 units: exactly 410 -> 560 ppm
    rules = data["world"]["rules"]["emissions"]
    base = sum(4 + extra for extra in rules["extra_by_turn"])
    assert co2["start_ppm"] + base * co2["ppm_per_unit"] == co2["loss_ppm"]["easy"]


def _do_nothing_co2(data: dict[str, Any], players: int, loss_ppm: int, seed: int) -> bool:
    """A table that plays no Action: CO2 from the emission rules, the Aléas drawn and the
    permanent tokens; the Seuil cards come in at 450 ppm. True if the table loses on CO2."""
    rng = random.Random(seed)
    world = data["world"]
    co2, rules = world["co2"], world["rules"]
    cards = data["hazard_cards"]["cards"]
    deck = [c for c in cards if not c["threshold"]]
    threshold_cards = [c for c in cards if c["threshold"]]
    rng.shuffle(deck)
    discard: list[dict[str, Any]] = []
    ppm, more, crossed = co2["start_ppm"], 0, False
    seats = rules["emissions"]["two_players_count_as"] if players == 2 else players
    for extra in rules["emissions"]["extra_by_turn"]:
        units = seats * rules["emissions"]["per_player"] + extra
        for _ in range(seats):  # at 2 players each plays twice: 4 draws
            if not deck:
                deck, discard = discard, []
                rng.shuffle(deck)
            card = deck.pop()
            discard.append(card)
            for step in card["effects"]:
                if step["op"] == "add_co2":
                    units += step["units"]
                elif step["op"] == "add_permanent_token":
                    if more < world["components"]["more_co2_tokens"]:
                        more += 1
                    else:
                        units += 1
        ppm += co2["ppm_per_unit"] * (units + more)
        if ppm >= loss_ppm:
            return True
        if ppm >= co2["threshold_ppm"] and not crossed:
            crossed = True
            deck = deck + discard + threshold_cards
            discard = []
            rng.shuffle(deck)
    return False


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_table_doing_nothing_loses_on_co2(data: dict[str, Any], players: int) -> None:
    runs = 300
    hard = sum(_do_nothing_co2(data, players, 500, seed) for seed in range(runs))
    easy = sum(_do_nothing_co2(data, players, 560, seed) for seed in range(runs))
    assert hard == runs
    if players == 3:
        assert easy >= 0.9 * runs  # 3 players emit 24 units: the Aléas must add the last 6
    else:
        assert easy == runs


# --------------------------------------------------------------------------- balance


def test_action_deck_balance(data: dict[str, Any]) -> None:
    summary = data["summary"]["actions"]
    assert summary["kinds"] == {"mitigation": 24, "adaptation": 44}
    for slot in ("normal", "boosted"):
        by_zone = summary[slot]["remove_by_zone"]
        assert len(set(by_zone.values())) == 1, (slot, by_zone)  # the three zones get the same help
        by_type = summary[slot]["remove_by_type"]
        total = sum(by_type.values())
        for hazard, share in _supply_share(data).items():
            assert abs(by_type[hazard] / total - share) <= 0.05, (slot, hazard, by_type)
    # mitigation: about 2 units per card, and a few lasting 'Moins de CO2' tokens
    mitigation = [c for c in data["actions"] if c["kind"] == "mitigation"]
    assert 1.5 <= summary["normal"]["co2_removed"] / len(mitigation) <= 2.5
    assert 3 <= summary["normal"]["less_co2_tokens"] <= summary["boosted"]["less_co2_tokens"] <= 6
    # "sometimes negative": some weakened effects hurt, most do not
    assert 4 <= summary["negative_weakened"] <= 10
    assert summary["targets"]["city"] == len(data["world"]["cities"])  # one local solution per city


def test_hazard_deck_balance(data: dict[str, Any]) -> None:
    ordinary = data["summary"]["hazard_cards"]["ordinary"]
    threshold = data["summary"]["hazard_cards"]["threshold"]
    assert ordinary["cards"] == 41 and threshold["cards"] == 5
    assert set(ordinary["city_mentions"].values()) == {2}  # every city is named by exactly two cards
    zone_pawns = ordinary["pawns_by_zone"]
    mean = sum(zone_pawns.values()) / len(zone_pawns)
    assert all(abs(v - mean) <= 0.05 * mean for v in zone_pawns.values()), zone_pawns
    total = ordinary["pawns"]
    for hazard, share in _supply_share(data).items():
        assert abs(ordinary["pawns_by_type"][hazard] / total - share) <= 0.03, ordinary["pawns_by_type"]
    assert ordinary["pawns_on_coastal_choice"] == 7
    # Seuil cards hit harder: more than twice the pawns and more CO2 per card
    assert threshold["pawns"] / 5 >= 2 * total / 41
    assert (threshold["co2_units"] + threshold["more_co2_tokens"]) / 5 > (
        ordinary["co2_units"] + ordinary["more_co2_tokens"]) / 41
    # no more 'Plus de CO2' cards than tokens in the box
    assert ordinary["more_co2_tokens"] + threshold["more_co2_tokens"] <= data["world"]["components"]["more_co2_tokens"]


def test_every_hazard_card_names_a_real_event(data: dict[str, Any]) -> None:
    events = {e["id"] for e in data["hazard_cards"]["events"]}
    used = {c["event"] for c in data["hazard_cards"]["cards"]}
    assert used == events
    for needed in ("drought", "heatwave", "flood", "cyclone", "epidemic"):
        assert needed in used


def test_roles_are_balanced(data: dict[str, Any]) -> None:
    roles = data["summary"]["roles"]
    exposures = [r["exposure"] for r in roles.values()]
    assert max(exposures) - min(exposures) <= 1, roles
    assert all(1 <= r["coastal"] <= 2 for r in roles.values())
    cities = [c for r in data["roles"]["roles"] for c in r["cities"]]
    assert len(cities) == len(set(cities)) == 24


def test_scenarios(data: dict[str, Any]) -> None:
    sides = data["summary"]["scenarios"]
    two_four = [s for s in sides.values() if s["players"] == [2, 4]]
    three = [s for s in sides.values() if s["players"] == [3]]
    assert (len(two_four), len(three)) == (6, 2)
    for side in two_four:
        assert side["pawns"] == 12 and set(side["by_zone"].values()) == {4}
    for side in three:
        assert side["pawns"] == 15 and set(side["by_zone"].values()) == {5}
    totals = Counter[str]()
    for side in two_four:
        totals.update(side["by_type"])
    for hazard, share in _supply_share(data).items():
        assert abs(totals[hazard] / sum(totals.values()) - share) <= 0.06, totals


def test_challenge_backs_are_evenly_spread(data: dict[str, Any]) -> None:
    assert data["summary"]["challenges"] == {"drawing": 12, "mime": 12, "whisper": 12}
    words = [w["fr"] for c in data["challenges"] for w in c["words"]]
    assert len(words) == len(set(words)) == 72


def test_sheets_cover_the_three_topics_with_sources(data: dict[str, Any]) -> None:
    sheets = {s["id"]: s for s in data["sheets"]}
    assert {"ppm", "two_degrees", "adapt_or_mitigate"} <= set(sheets)
    assert all(any("IPCC" in (src if isinstance(src, str) else src["en"]) for src in s["sources"])
               for s in sheets.values())
    assert all(isinstance(src, dict) and src["fr"] and src["en"] for s in sheets.values() for src in s["sources"])


# --------------------------------------------------------------------------- language


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_spelling(data: dict[str, Any], lang: str) -> None:
    # placeholders such as {city} in the UI strings are not words
    texts = [re.sub(r"\{\w+(?::\w+)?\}", " ", re.sub(r"\{\w+:([^{}|]*)\|([^{}]*)\}", r" \1 \2 ", text)) for _, text_lang, text in iter_texts(data) if text_lang == lang]
    assert len(texts) > 400
    assert misspelled(texts, lang, _words(lang)) == []


def test_every_text_is_translated(data: dict[str, Any]) -> None:
    pairs: dict[str, dict[str, str]] = {}
    for path, lang, text in iter_texts(data):
        pairs.setdefault(path, {})[lang] = text
    assert all(set(p) == {"fr", "en"} for p in pairs.values())
    # the English is a translation, not a copy: only names, numbers and single words may match
    same = [path for path, p in pairs.items() if p["fr"] == p["en"] and len(p["fr"].split()) > 3]
    assert same == []


# --------------------------------------------------------------------------- README


def readme_totals(data: dict[str, Any]) -> str:
    """The totals block of README.md, rebuilt from the content (the test keeps them in sync)."""
    s = data["summary"]
    a, o, t = s["actions"], s["hazard_cards"]["ordinary"], s["hazard_cards"]["threshold"]
    lines = [
        f"cities: {s['cities']['total']} ({s['cities']['coastal']} coastal); by zone {s['cities']['by_zone']}",
        f"actions: {a['kinds']}; normal-effect targets {a['targets']}",
        f"actions normal: remove by type {a['normal']['remove_by_type']}, by zone {a['normal']['remove_by_zone']}, "
        f"coastal {a['normal']['remove_coastal']}, anywhere {a['normal']['remove_anywhere']}, "
        f"CO2 {a['normal']['co2_removed']}, Moins de CO2 tokens {a['normal']['less_co2_tokens']}",
        f"actions boosted: remove by type {a['boosted']['remove_by_type']}, by zone {a['boosted']['remove_by_zone']}, "
        f"coastal {a['boosted']['remove_coastal']}, anywhere {a['boosted']['remove_anywhere']}, "
        f"CO2 {a['boosted']['co2_removed']}, Moins de CO2 tokens {a['boosted']['less_co2_tokens']}",
        f"actions weakened: remove {sum(a['weakened']['remove_by_type'].values()):.0f} pawns, CO2 {a['weakened']['co2_removed']}, "
        f"adds {a['weakened']['co2_added']} CO2 and {a['weakened']['pawns_added']} pawns; negative cards {a['negative_weakened']}",
        f"aleas ordinary: {o['cards']} cards, {o['pawns']} pawns by type {o['pawns_by_type']}, by zone {o['pawns_by_zone']}, "
        f"coastal choice {o['pawns_on_coastal_choice']}, CO2 {o['co2_units']} units on {o['co2_cards']} cards, "
        f"Plus de CO2 tokens {o['more_co2_tokens']}",
        f"aleas seuil: {t['cards']} cards, {t['pawns']} pawns by type {t['pawns_by_type']}, by zone {t['pawns_by_zone']}, "
        f"CO2 {t['co2_units']} units, Plus de CO2 tokens {t['more_co2_tokens']}",
        f"roles exposure: {[r['exposure'] for r in s['roles'].values()]}",
        f"challenges: {s['challenges']}",
    ]
    return "\n".join(lines)


def test_readme_reports_the_current_totals(data: dict[str, Any]) -> None:
    assert readme_totals(data) in README.read_text(encoding="utf-8")


# --------------------------------------------------------------------------- card faces


def test_every_effect_has_a_printed_text(data: dict[str, Any]) -> None:
    texts = [card["effect_text"][slot] for card in data["actions"] for slot in ctt.ACTION_SLOTS]
    texts += [card["effect_text"] for card in data["hazard_cards"]["cards"]]
    assert len(texts) == 68 * 3 + 46
    for text in texts:
        for lang in ("fr", "en"):
            assert text[lang].endswith(".") and "{" not in text[lang], text
    nothing = {"fr": "Rien ne se passe.", "en": "Nothing happens."}
    assert sum(t == nothing for t in texts) == sum(not c["effects"]["weakened"] for c in data["actions"])


def test_printed_texts_follow_the_booklets_notation(data: dict[str, Any]) -> None:
    world, strings = data["world"], data["strings"]
    every_pair = [{"food": 2}, {"food": 1, "health": 1}, {"food": 1, "infrastructure": 1}, {"health": 2},
                  {"health": 1, "infrastructure": 1}, {"infrastructure": 2}]
    step = {"op": "remove_hazards", "target": {"kind": "city", "city": "alexandria"}, "choices": every_pair}
    assert ctt.describe_effect([step], "fr", world, strings) == (
        "Retire 2 pions ▲ Alimentation, ♥ Santé et/ou ■ Infrastructure d'Alexandrie.")
    assert ctt.describe_effect([step], "en", world, strings) == (
        "Remove 2 ▲ Food, ♥ Health and/or ■ Infrastructure pawns from Alexandria.")
    only_some = {**step, "choices": [{"infrastructure": 2}, {"food": 2}], "target": {"kind": "city", "city": "cape_town"}}
    assert ctt.describe_effect([only_some], "fr", world, strings) == (
        "Retire 2 ■ Infrastructure ou 2 ▲ Alimentation du Cap.")
    harm = [{"op": "add_hazards", "target": {"kind": "zone", "zone": "americas"}, "pawns": {"health": 1}},
            {"op": "add_co2", "units": 2}, {"op": "add_permanent_token", "token": "more_co2"}]
    assert ctt.describe_effect(harm, "en", world, strings) == (
        "Add 1 ♥ Health to cities in the Americas zone. Add 2 CO₂ units. Add a permanent \"More CO₂\" token.")


@pytest.mark.parametrize(("name", "expected"), [
    ("Paris", "de Paris"), ("Alexandrie", "d'Alexandrie"), ("Oulan-Bator", "d'Oulan-Bator"),
    ("Le Cap", "du Cap"), ("La Paz", "de La Paz"), ("New York", "de New York")])
def test_french_from_elides_and_contracts(name: str, expected: str) -> None:
    assert ctt.french_from(name) == expected


def test_strings_are_prefixed_and_bilingual(data: dict[str, Any]) -> None:
    assert data["strings"] and all(k.startswith("ctt.") for k in data["strings"])
    with pytest.raises(ContentError, match="unknown placeholders"):
        ctt.validate(_broken(lambda r: r["strings"].update({"ctt.x": {"fr": "{oops}", "en": "x"}})))


def test_one_spelling_of_co2_and_one_term_for_storm_surge() -> None:
    """Fact-check corrections: CO₂ written one way, as in every Terraludo game; "submersion
    marine" for a storm surge."""
    import json
    import re

    text = json.dumps(ctt.load_raw(), ensure_ascii=False)
    assert not re.search(r"\bCO2\b", text) and "CO<sub>" not in text and "CO₂" in text
    assert "marée de tempête" not in text and "marées de tempête" not in text
