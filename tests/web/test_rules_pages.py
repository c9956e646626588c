"""Every game's rules page opens with a picture of its table, the goal in one sentence and an
example turn, in French and in English (issue #25 §3)."""

from __future__ import annotations

import re

import pytest

from tests.support.ui import make_app
from engine.core.registry import playable_ids


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game_id", sorted(playable_ids()))
def test_rules_page_has_a_picture_a_goal_and_an_example(game_id: str, lang: str) -> None:
    app = make_app(lang=lang)
    app.navigate(f"#/rules/{game_id}")
    html = app.render()
    assert re.search(r"<p class=\"rules-goal\"><strong>[^<]{20,}</strong></p>", html), "the goal"
    picture = re.search(r"<figure class=\"rules-picture[^\"]*\">(.*?)<figcaption>([^<]{20,})</figcaption>",
                        html, re.S)
    assert picture, "a picture with its caption"
    assert len(picture.group(1)) > 300, "the table drawn by its own art"
    example = re.search(r"<h3>([^<]+)</h3><p>([^<]{80,})</p>", html)
    assert example, "an example turn"
    assert any(word in example.group(1).lower() for word in ("exemple", "example"))
    assert "{" not in html and "rules." not in re.sub(r"<[^>]+>", "", html)
