"""Tiles: lieux, constructions, waste, apps; dice and tracks."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from engine.core.errors import ContentError
from engine.ecotopia.content import build_content


def test_counts(raw: dict[str, Any]) -> None:
    content = build_content(raw)
    tiles = content["tiles"]
    assert len(tiles["lieux"]) == 36
    assert {t["cell"] for t in tiles["lieux"]} == {c["id"] for c in content["board"]["cells"]}
    assert len(tiles["starting_constructions"]) == 4
    deck = tiles["constructions"]
    assert sum(1 for t in deck if t["power_plant"]) == 17
    assert sum(1 for t in deck if not t["power_plant"]) == 15
    assert len(tiles["waste"]) == 6
    assert len(tiles["apps"]["single_use_tiles"]) == 4 * 6
    assert len({t["id"] for t in [*tiles["starting_constructions"], *deck]}) == 36


def test_construction_mix(raw: dict[str, Any]) -> None:
    tiles = build_content(raw)["tiles"]
    assert Counter(t["kind"] for t in tiles["starting_constructions"]) == {
        "village": 1, "mine": 1, "geothermal": 1, "datacenter": 1}
    assert Counter(t["kind"] for t in tiles["constructions"]) == {
        "hydro": 3, "solar": 4, "wind": 4, "coal": 3, "nuclear": 3,
        "datacenter": 7, "mine": 4, "village": 4}


def test_lieu_values_match_cells(raw: dict[str, Any]) -> None:
    content = build_content(raw)
    value_of = {c["id"]: c["value"] for c in content["board"]["cells"]}
    for lieu in content["tiles"]["lieux"]:
        assert lieu["value"] == lieu["red_steps"] == value_of[lieu["cell"]]
        assert lieu["name"]["fr"] and lieu["name"]["en"]


def test_wrong_deck_count_is_rejected(raw: dict[str, Any]) -> None:
    solar = next(k for k in raw["tiles"]["constructions"] if k["id"] == "solar")
    solar["deck"] = 5
    with pytest.raises(ContentError, match="power plants"):
        build_content(raw)


def test_booklet_rules_of_particular_tiles(raw: dict[str, Any]) -> None:
    kinds = {k["id"]: k for k in raw["tiles"]["constructions"]}
    assert kinds["hydro"]["build"] == "requires_water"
    assert kinds["coal"]["build_cubes"] == 6 and kinds["coal"]["recharge_red_steps"] == 1
    assert kinds["nuclear"]["build"] == "face_down"
    assert kinds["solar"]["recharge"] == "weather_sun"
    assert kinds["wind"]["recharge"] == "weather_wind"
    assert not kinds["datacenter"]["in_simplified"]
    kinds["coal"]["build_cubes"] = 5
    with pytest.raises(ContentError, match="coal"):
        build_content(raw)


def test_waste_steps(raw: dict[str, Any]) -> None:
    steps = {w["id"]: w["blue_steps"] for w in raw["tiles"]["waste"]}
    assert set(steps) == {"ampoule", "canette", "chaussure", "pile", "smartphone", "carton"}
    assert steps["canette"] == 4
    # hazardous or metal-rich waste earns more than the can; cardboard, which rots, less
    assert steps["smartphone"] > steps["canette"] > steps["carton"]
    assert min(steps["pile"], steps["ampoule"]) > steps["canette"]
    for item in raw["tiles"]["waste"]:
        assert item["source"]["name"]
    next(w for w in raw["tiles"]["waste"] if w["id"] == "canette")["blue_steps"] = 3
    with pytest.raises(ContentError, match="canette"):
        build_content(raw)


def test_apps(raw: dict[str, Any]) -> None:
    apps = raw["tiles"]["apps"]
    assert [a["id"] for a in apps["single_use"]] == [
        "bonus_die", "move_team", "plant_tree", "answer_question"]
    assert [a["id"] for a in apps["normal_phone"]] == ["recycle", "recruit"]
    assert all(a["uses"] == "multiple" for a in apps["normal_phone"])
    assert [a["id"] for a in apps["simplified_phone"]] == ["recycle", "move_team", "answer_question"]
    apps["normal_phone"].pop()
    with pytest.raises(ContentError, match="normal_phone"):
        build_content(raw)


def test_bonus_die_follows_booklet(raw: dict[str, Any]) -> None:
    faces = raw["dice"]["bonus_die"]
    assert [f["face"] for f in faces] == [1, 2, 3, 4, 5, 6]
    assert [f["battery"] for f in faces] == [0, 2, 0, 4, 0, 0]
    assert [f["red_steps"] for f in faces] == [0, 0, 0, 0, 0, 1]
    faces[3]["battery"] = 3
    with pytest.raises(ContentError, match=r"bonus_die\[3\]"):
        build_content(raw)


def test_weather_die(raw: dict[str, Any]) -> None:
    faces = raw["dice"]["weather_die"]["faces"]
    assert len(faces) == 6 and Counter(faces) == {"sun": 3, "wind": 3}
    raw["dice"]["weather_die"]["faces"] = ["sun"] * 6
    with pytest.raises(ContentError, match="weather_die.faces"):
        build_content(raw)


def test_tracks(raw: dict[str, Any]) -> None:
    tracks = raw["tracks"]
    assert (tracks["planet_track"]["min"], tracks["planet_track"]["max"]) == (0, 100)
    assert (tracks["battery"]["min"], tracks["battery"]["max"]) == (0, 10)
    assert tracks["recruitment_track"]["steps"] == 4
    assert [s["id"] for s in tracks["specialists"]] == [
        "zoologist", "gardener", "police_officer", "scientist"]
    tracks["battery"]["max"] = 12
    with pytest.raises(ContentError, match="battery.max"):
        build_content(raw)
