"""How far the app scrolls its own page to show the step to play (``web/reveal.py``)."""

from __future__ import annotations

from web.reveal import MARGIN, scroll_delta

VIEW = (0.0, 768.0)


def test_nothing_moves_when_the_step_is_already_in_view() -> None:
    assert scroll_delta([[(100.0, 200.0), (300.0, 400.0)]], VIEW) == 0.0


def test_the_step_below_the_fold_comes_up_just_enough() -> None:
    assert scroll_delta([[(700.0, 900.0)]], VIEW) == 900.0 - 768.0 + MARGIN


def test_the_step_above_comes_down_just_enough() -> None:
    assert scroll_delta([[(-300.0, -100.0)]], VIEW) == -300.0 - MARGIN


def test_what_does_not_fit_gives_way_to_what_matters_most() -> None:
    everything = [(-500.0, -400.0), (900.0, 1000.0)]  # instruction far above, controls below
    first_control = [(900.0, 1000.0)]
    assert scroll_delta([everything, first_control], VIEW) == 1000.0 - 768.0 + MARGIN


def test_taller_than_the_screen_shows_its_top_first() -> None:
    assert scroll_delta([[(1000.0, 2000.0)]], VIEW) == 1000.0 - MARGIN


def test_a_docked_hand_shortens_the_view() -> None:
    """Cells behind a hand docked at the bottom (its top at 578) come up above it."""
    assert scroll_delta([[(500.0, 600.0)]], (0.0, 578.0)) == 600.0 - 578.0 + MARGIN
