"""The smaller messages of issue 38: the share panel says that its link carries the names and
offers one without them, each with a copy button; an unknown game's rules say so; a save of
another game relabelled is told as modified, not as newer."""

from __future__ import annotations

import html as html_lib
import json
import re
from pathlib import Path

from tests.support.ui import make_app, visible_text
from tests.web.test_links import FORM, open_link
from web.i18n import Translator

FR = Translator("fr")
GOLDEN = Path(__file__).resolve().parents[1] / "golden"


def _field(html: str, field_id: str) -> str | None:
    found = re.search(rf'id="{field_id}" readonly value="([^"]*)"', html)
    return html_lib.unescape(found.group(1)) if found else None


def test_the_share_panel_says_the_link_carries_the_names_and_offers_one_without() -> None:
    app = make_app()
    app.navigate("#/play/glace-et-ciel")
    app.command("setup-share", "", FORM)
    html = app.render()
    assert FR("share.names_carried") in visible_text(html)
    named, anonymous = _field(html, "share-link"), _field(html, "share-link-anonymous")
    assert named and anonymous and "L%C3%A9a" in named and "No%C3%A9" in named
    assert "L%C3%A9a" not in anonymous and "No%C3%A9" not in anonymous
    for field_id in ("share-link", "share-link-anonymous", "share-embed"):
        assert f'data-copy="#{field_id}"' in html
    # the link without names opens the same set-up, each person under the form's own name
    pupil = open_link(anonymous)
    assert pupil.setup is not None and pupil.flash is None
    assert [s["kind"] for s in pupil.setup["seats"][:4]] == ["human", "bot", "human", "bot"]
    assert pupil.setup["seats"][0]["name"] == FR("setup.default_name", n=1)
    assert pupil.setup["options"]["variant"] == "expert" and pupil.setup["seed"] == "4242"


def test_a_set_up_without_names_has_nothing_more_to_say() -> None:
    app = make_app()
    app.navigate("#/play/glace-et-ciel")
    app.command("setup-share", "", {**FORM, "name-0": "", "name-2": ""})
    html = app.render()
    assert FR("share.names_carried") not in visible_text(html)
    assert 'id="share-link-anonymous"' not in html and 'data-copy="#share-link"' in html


def test_the_rules_of_a_game_this_app_does_not_have_say_so() -> None:
    app = make_app()
    for address in ("#/rules/chess", "#/screen/chess/deck"):
        app.navigate(address)
        text = visible_text(app.render())
        assert FR("rules.unknown") in text and FR("home.games") in text


def test_a_save_of_another_game_relabelled_is_refused_as_modified_not_as_newer() -> None:
    defis = sorted(GOLDEN.glob("defis-nature/*in-progress*.json"))[-1]
    record = json.loads(defis.read_text(encoding="utf-8"))
    assert record["rules_version"] > 1  # newer than Glace's rules: what the old message said
    record["game"] = "glace-et-ciel"
    app = make_app()
    app.imported(json.dumps(record))
    assert app.flash == ("error", f"{FR('import.refused')} {FR('save.modified')}")
