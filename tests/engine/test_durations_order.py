"""The parallel stages deal their tests longest first (tests/support/durations.py)."""

from __future__ import annotations

from tests.support.durations import longest_first


def test_each_share_starts_with_its_longest_tests_and_every_test_stays() -> None:
    names = [f"t{i}" for i in range(10)]
    weights = {"t3": 30.0, "t7": 20.0, "t1": 10.0, "t9": 5.0}
    dealt = longest_first(names, names, weights, 2)
    assert sorted(dealt) == sorted(names)
    first, second = dealt[:5], dealt[5:]
    assert first[:2] == ["t3", "t1"] and second[:2] == ["t7", "t9"]
    # the unnamed tests keep their collected order behind the long ones
    assert first[2:] == ["t0", "t4", "t6"] and second[2:] == ["t2", "t5", "t8"]


def test_one_worker_is_simply_longest_first() -> None:
    assert longest_first(["a", "b", "c"], ["a", "b", "c"], {"c": 2.0, "b": 1.0}, 1) == ["c", "b", "a"]
