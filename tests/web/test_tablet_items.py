"""Issue 23, §2: moments and screens that went by unseen or said the wrong thing, through the
app in CPython (the browser's part is in ``tests/browser/test_layout_e2e.py``)."""

from __future__ import annotations

from typing import Any

from engine.defis_nature import GAME as DEFIS
from tests.support.ui import make_app
from web import seam
from web.games.defis_nature.table import explain_battle


def _defis_ctx(view: dict[str, Any]) -> seam.Ctx:
    app = make_app()
    return seam.Ctx(app.shell(DEFIS.id), DEFIS, view, [], 0, ["Inès", "Tom"], {})


def _entry(seat: int, card: str, figure: float, result: str, power: str = "") -> dict[str, Any]:
    return {"seat": seat, "card": card, "base": figure, "figure": figure, "power": power,
            "power_active": bool(power), "swapped_with": -1, "result": result, "bonus": 0,
            "other_card": ""}


def test_defis_sur_le_fil_names_the_figure_that_really_won() -> None:
    """Inès's Dugong (360 kg) wins « sur le fil » beside Tom's polar bear (372 kg): the
    battle is won at 372 kg, and Inès's own figure is told with her close call."""
    record = {"round": 1, "battle": "weight",
              "entries": [_entry(0, "dugong", 360000.0, "won", "action-photo"),
                          _entry(1, "ours-polaire", 372000.0, "won")],
              "juniors": 0, "smallest_wins": False, "tie_rule": "none", "winners": [0, 1],
              "protected": [], "red_listed": [], "close_calls": [0], "forced_smallest": False}
    lines = explain_battle(_defis_ctx({"seats": [{}, {}]}), record)
    told = " ".join(lines)
    assert "Tom gagne avec Ours polaire\u00a0: 372\u00a0kg." in lines, lines
    assert "360\u00a0kg." not in told.replace("(360\u00a0kg)", "")
    assert any(line.startswith("Sur le fil\u00a0: Inès gagne aussi avec Dugong (360\u00a0kg)")
               for line in lines), lines
