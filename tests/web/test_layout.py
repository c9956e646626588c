"""The game screen's arrangement by size class (web/layout.py), in CPython: which class a
window gets, and what a phone folds (one tap away) while the step stays in view."""

from __future__ import annotations

import re

import pytest

from web.i18n import Translator
from web.layout import SIZE_CLASSES, arrange, size_class
from web.seam import TableParts


@pytest.mark.parametrize(("width", "height", "embedded", "expected"), [
    (1024, 768, False, "wide"), (1366, 1024, False, "wide"), (768, 1024, False, "tall"),
    (820, 1180, False, "tall"), (390, 844, False, "phone"), (844, 390, False, "wide"),
    (599, 900, False, "phone"), (800, 600, True, "compact"), (400, 600, True, "phone"),
])
def test_size_class_of_a_window(width: int, height: int, embedded: bool, expected: str) -> None:
    assert size_class(width, height, embedded) == expected


PARTS = TableParts(step="<p id=s>step</p>", board="<p id=b>board</p>",
                   status="<p id=st>status</p>", more="<p id=m>more</p>", more_label="Les piles")


@pytest.mark.parametrize("size", SIZE_CLASSES)
def test_every_part_is_drawn_once_and_only_a_phone_folds(size: str) -> None:
    html = arrange(PARTS, size, Translator("fr"), "g", tools="<button id=undo>")  # type: ignore[arg-type]
    for marker in ("id=s>", "id=b>", "id=st>", "id=m>", "id=undo"):
        assert html.count(marker) == 1
    folded = re.findall(r'<details class="part part-(\w+)" id="part-\1"><summary>([^<]*)</summary>', html)
    if size == "phone":
        assert folded == [("status", Translator("fr")("game.part.status")), ("more", "Les piles")]
    else:
        assert folded == [] and "<details" not in html
    # the undo button and the menu sit under the step, never folded; last on a phone
    if size == "phone":
        assert html.index("id=undo") > html.index("id=m>") and "part-tools" in html
    else:
        assert re.search(r'part-step">[^ ]*<p id=s>step</p><button id=undo>', html)


def test_an_empty_part_leaves_no_area() -> None:
    html = arrange(TableParts(step="x"), "phone", Translator("en"), "g")
    assert "part-board" not in html and "part-status" not in html and "part-more" not in html


def test_the_app_says_when_its_size_class_changes() -> None:
    """A redraw only when the class changes (turning a tablet), not at every resize."""
    from tests.support.ui import make_app

    app = make_app()
    assert app.resize(1024, 768, False) is False and app.size == "wide"  # the default
    assert app.resize(1000, 700, False) is False
    assert app.resize(768, 1024, False) is True and app.size == "tall"
    assert app.resize(800, 600, True) is True and app.size == "compact"
