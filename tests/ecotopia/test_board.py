"""The 6×6 board: landscapes, computed ecological values, animals, recycling centers."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from engine.core.errors import ContentError
from engine.core.rng import Prng, seed_state
from engine.ecotopia.content import (
    ANIMALS,
    Cell,
    board_cells,
    build_content,
    ecological_value,
    neighbours,
    placement_red_steps,
)


def test_booklet_value_formula() -> None:
    # d.1 prairie everywhere (1), d.2 forest, d.3 river/lake, d.4 animal icon: one point each
    assert ecological_value(forest=False, water=False, animal=None) == 1
    assert ecological_value(forest=True, water=False, animal=None) == 2
    assert ecological_value(forest=False, water=True, animal=None) == 2
    assert ecological_value(forest=False, water=False, animal="reptiles") == 2
    assert ecological_value(forest=True, water=True, animal="oiseaux") == 4


def test_thirty_six_cells_in_reading_order(raw: dict[str, Any]) -> None:
    cells = board_cells(raw)
    assert [c.id for c in cells] == [f"{col}{row}" for row in range(1, 7) for col in "ABCDEF"]
    assert all(cell["prairie"] is True for cell in raw["board"]["cells"])


def test_every_printed_value_is_the_computed_one(raw: dict[str, Any]) -> None:
    for cell in raw["board"]["cells"]:
        expected = (1 + int(cell["forest"]) + int(cell["water"])
                    + int(cell["animal"] is not None))
        assert cell["value"] == expected, cell["id"]
    content = build_content(raw)
    for cell in content["board"]["cells"]:
        assert cell["value"] == ecological_value(
            forest=cell["forest"], water=cell["water"], animal=cell["animal"])


def test_values_span_one_to_four(raw: dict[str, Any]) -> None:
    values = Counter(c.value for c in board_cells(raw))
    assert set(values) == {1, 2, 3, 4}
    # enough safe squares to build on without harming any species for a while
    assert values[1] >= 6


def test_a_contradicting_value_is_rejected(raw: dict[str, Any]) -> None:
    cell = raw["board"]["cells"][7]
    cell["value"] = cell["value"] - 1
    with pytest.raises(ContentError, match=r"board.cells\[7\].value"):
        build_content(raw)


def test_landscape_change_without_value_change_is_rejected(raw: dict[str, Any]) -> None:
    cell = next(c for c in raw["board"]["cells"] if not c["forest"])
    cell["forest"] = True
    with pytest.raises(ContentError, match="contradicts the landscape"):
        build_content(raw)


def test_each_animal_kind_on_at_least_three_cells(raw: dict[str, Any]) -> None:
    per_kind = Counter(c.animal for c in board_cells(raw) if c.animal)
    assert set(per_kind) == set(ANIMALS)
    assert min(per_kind.values()) >= 3


def test_a_rare_animal_is_rejected(raw: dict[str, Any]) -> None:
    for cell in raw["board"]["cells"]:
        if cell["animal"] == "reptiles":
            cell["animal"] = None
            cell["value"] -= 1
            break
    with pytest.raises(ContentError, match="reptiles on 2 squares"):
        build_content(raw)


def test_fish_and_amphibians_live_in_water(raw: dict[str, Any]) -> None:
    for cell in board_cells(raw):
        if cell.animal in ("poissons", "amphibiens"):
            assert cell.water, cell.id
    dry = next(c for c in raw["board"]["cells"] if not c["water"] and c["animal"] is None)
    dry["animal"], dry["value"] = "poissons", dry["value"] + 1
    with pytest.raises(ContentError, match="only where there is water"):
        build_content(raw)


def test_hydro_dams_threaten_aquatic_life(raw: dict[str, Any]) -> None:
    # dams may only go on water squares, and most of those hold fish, amphibians or birds
    water = [c for c in board_cells(raw) if c.water]
    assert len(water) >= 3 * 2  # more water squares than the 3 dams, so a choice exists
    assert sum(1 for c in water if c.animal) > len(water) / 2


def test_recycling_centers_and_truck(raw: dict[str, Any]) -> None:
    board = raw["board"]
    assert sorted(c["beside"] for c in board["recycling_centers"]) == ["A6", "F1"]
    start = next(c for c in board["recycling_centers"] if c["id"] == board["truck_start"])
    assert start["beside"] == "A6"
    board["truck_start"] = next(
        c["id"] for c in board["recycling_centers"] if c["beside"] == "F1")
    with pytest.raises(ContentError, match="truck_start"):
        build_content(raw)


def test_neighbours() -> None:
    assert sorted(neighbours("A1")) == ["A2", "B1", "B2"]
    assert len(neighbours("C3")) == 8
    assert sorted(neighbours("F6")) == ["E5", "E6", "F5"]


def test_simplified_board_keeps_the_landscape(raw: dict[str, Any]) -> None:
    simplified = raw["board"]["simplified"]
    assert simplified["same_landscape"] is True
    assert simplified["recruitment_track"] is False
    simplified["same_landscape"] = False
    with pytest.raises(ContentError, match="same_landscape"):
        build_content(raw)


def test_extinction_penalty_only_for_the_last_icon(raw: dict[str, Any]) -> None:
    cells = board_cells(raw)
    reptiles = [c for c in cells if c.animal == "reptiles"]
    first, *others = reptiles
    assert placement_red_steps(first, [], cells) == first.value
    last = others[-1]
    covered = [c.id for c in reptiles if c is not last]
    assert placement_red_steps(last, covered, cells) == last.value + 3
    bare = Cell("Z9", "Z", 9, forest=False, water=False, animal=None)
    assert placement_red_steps(bare, [], cells) == 1


def _play(rng: Prng, cells: tuple[Cell, ...], placements: int, careful: bool) -> tuple[int, int]:
    """Four random starting constructions, then ``placements`` builds, each on one of three
    random free squares: the first offered (thoughtless) or the cheapest (careful)."""
    order = rng.shuffled([c.id for c in cells])
    covered = set(order[:4])
    red = 0
    for _ in range(placements):
        offered = rng.shuffled([c for c in cells if c.id not in covered])[:3]
        pick = (min(offered, key=lambda c: (placement_red_steps(c, covered, cells), c.id))
                if careful else offered[0])
        red += placement_red_steps(pick, covered, cells)
        covered.add(pick.id)
    extinct = sum(1 for a in ANIMALS if all(c.id in covered for c in cells if c.animal == a))
    return red, extinct


def test_thoughtless_placement_costs_species(raw: dict[str, Any]) -> None:
    cells = board_cells(raw)
    games = 300
    results = {}
    for careful in (False, True):
        rng = Prng(seed_state(2026))
        runs = [_play(rng, cells, 16, careful) for _ in range(games)]
        results[careful] = (sum(r for r, _ in runs) / games, sum(e for _, e in runs) / games)
    (thoughtless_red, thoughtless_extinct), (careful_red, careful_extinct) = (
        results[False], results[True])
    assert thoughtless_red > careful_red * 1.25
    assert thoughtless_extinct >= 0.5
    assert careful_extinct < 0.1


def test_malformed_entries_raise_content_error(raw: dict[str, Any]) -> None:
    raw["board"]["cells"][3] = "D1"
    with pytest.raises(ContentError, match="board.cells"):
        build_content(raw)
