"""Every game's rules page opens with a picture of its table, the goal in one sentence and an
example turn, in French and in English (issue #25 §3)."""

from __future__ import annotations

import re

import pytest

from engine.core.registry import playable_ids
from tests.support.ui import make_app
from web.html import esc
from web.screens.pages import rules_sections


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


#: the games whose rules text is split into "l'essentiel" and folded sections (``## ``)
SHORT_RULES = sorted(g for g in playable_ids()
                     if "\n\n## " in make_app().t(f"rules.{g}"))


def test_every_game_has_short_rules() -> None:
    assert set(SHORT_RULES) == {"climat-tic-tac", "glace-et-ciel", "ecotopia", "defis-nature",
                                "planete-ciel-espace"}


def test_a_rules_text_is_split_into_essentials_and_sections() -> None:
    essentials, sections = rules_sections("A.\n\nB.\n\n## More\n\nC.\n\nD.\n\n## Last\n\nE.")
    assert essentials == ["A.", "B."]
    assert sections == [("More", ["C.", "D."]), ("Last", ["E."])]
    assert rules_sections("A.\n\nB.") == (["A.", "B."], [])


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game_id", SHORT_RULES)
def test_short_rules_show_the_essentials_and_fold_the_rest(game_id: str, lang: str) -> None:
    """L'essentiel is shown (at most 170 words: one screen), every section and the picture are
    folded in a ``<details>``, and every paragraph of the text is on the page."""
    app = make_app(lang=lang)
    app.navigate(f"#/rules/{game_id}")
    html = app.render()
    article = html[html.index("<article"):html.index("</article>")]
    shown = re.sub(r"<details.*?</details>", "", article, flags=re.S)
    assert "<figure" not in shown, "the picture is folded"
    words = len(re.sub(r"<[^>]+>", " ", shown).split())
    assert 60 <= words <= 170, f"l'essentiel is {words} words"
    folded = re.findall(r"<details class=\"rules-more\"><summary>([^<]+)</summary>", article)
    assert len(folded) >= 2
    for paragraph in app.t(f"rules.{game_id}").split("\n\n"):  # every rule still on the page
        assert esc(paragraph.removeprefix("## ")) in article, paragraph[:40]
