"""The shared table pieces in headless Chromium, on the party test game: simultaneous private
phases behind hand-offs, dice that roll (and do not under reduced motion), a private word, a
timer that counts, pauses and resumes, a judged verdict, a typed word, undo that never shows a
private view to the wrong person.

The party game is a test fixture, not part of the app: this module serves a copy of the built
``dist/`` with one more wheel (the fixture's modules) and an entry script that registers the game
before starting the same app.
"""

from __future__ import annotations

import re
import shutil
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from buildtasks.serve import serving

from .conftest import POLL_MS, ROOT, SHORT_WAIT_MS, AppPage, SharedTab

#: what the party page's entry point does before the app starts: the app's own entry point
#: (web/main.py, which unpacks the app's wheel first) with these lines before ``start``
PARTY_REGISTER = '''\
    from engine.core import registry
    from tests.support import partygame, partytable
    from web import i18n, tables

    registry.register(partygame.GAME)
    tables.register_table(partygame.GAME.id, partytable.TABLE, needs=("segno",))
    i18n.add_strings(partygame.STRINGS)

'''
PARTY_MODULES = ("tests/__init__.py", "tests/support/__init__.py", "tests/support/partygame.py",
                 "tests/support/partytable.py")


@pytest.fixture(scope="module")
def party_server(dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = tmp_path_factory.mktemp("party-dist")
    for item in dist.iterdir():
        if item.name == "vendor":
            (root / "vendor").symlink_to(item.resolve())
        elif item.is_dir():
            shutil.copytree(item, root / item.name)
        elif item.name != "sw.js":  # no service worker: every load is fresh
            shutil.copy2(item, root / item.name)
    with zipfile.ZipFile(root / "party.zip", "w") as zf:
        for rel in PARTY_MODULES:
            zf.write(ROOT / rel, rel)
    main = (ROOT / "web" / "main.py").read_text(encoding="utf-8")
    start = "    from web.browser import start\n"
    assert main.count(start) == 1, "web/main.py changed"
    (root / "party_main.py").write_text(main.replace(start, PARTY_REGISTER + start), encoding="utf-8")
    html = (root / "index.html").read_text(encoding="utf-8")
    files = '"files":{'
    app_script = re.compile(r"(<script type=\"py\" config='[^']*')>.*?</script>", re.S)
    assert html.count(files) == 1 and len(app_script.findall(html)) == 1, "the page changed"
    html = html.replace(files, files + '"./party.zip":"/lib/python3.14/site-packages/*",')
    html = app_script.sub(lambda m: m.group(1) + ' src="./party_main.py"></script>', html)
    (root / "index.html").write_text(html, encoding="utf-8")
    with serving(root) as address:
        yield address


@pytest.fixture(scope="module")
def party_tab(browser: Any) -> Iterator[SharedTab]:
    """The party page booted once (per worker), started afresh for each test."""
    tab = SharedTab(browser)
    yield tab
    tab.context.close()


@pytest.fixture()
def party(browser: Any, party_server: str, party_tab: SharedTab,
          request: pytest.FixtureRequest) -> Iterator[AppPage]:
    own = request.node.get_closest_marker("own_context") is not None
    context = (browser.new_context(viewport={"width": 1024, "height": 768}, locale="fr-FR")
               if own else party_tab.context)
    page = AppPage(context, party_server, shared=None if own else party_tab)
    yield page
    page.release()
    if own:
        context.close()
    assert not page.errors, page.errors


def start_party(app: AppPage) -> None:
    app.start_game("party-test", 2, humans=2, names=("Léa", "Tom"))


def handoff(app: AppPage, name: str) -> None:
    page = app.page
    page.wait_for_selector("#handoff-ready")
    assert name in page.locator("#handoff-h").inner_text()
    assert page.locator('[data-cmd="act"]').count() == 0, "nothing to play behind a hand-off"
    page.click("#handoff-ready")


def click(app: AppPage, label: str) -> None:
    app.page.locator('[data-cmd="act"]', has_text=re.compile(rf"^{re.escape(label)}$")).first.click()


def to_the_mime(app: AppPage) -> str:
    page = app.page
    start_party(app)
    handoff(app, "Léa")
    click(app, "2")
    handoff(app, "Tom")  # Léa's number stays hers: Tom gets the device through a hand-off
    click(app, "1")
    page.wait_for_selector('[data-cmd="act"]:has-text("roll")')
    assert page.locator("#handoff-ready").count() == 0  # the numbers are public now
    click(app, "roll")
    page.wait_for_selector(".dice")
    assert "lance le dé" in page.locator("#live").inner_text()
    click(app, "roll")  # Léa draws her word on a screen everyone was watching
    page.wait_for_selector("#handoff-ready")
    assert page.locator(".secret-word").count() == 0
    handoff(app, "Léa")
    word = page.locator(".secret-word").inner_text()
    assert word
    return word


def test_a_whole_round_of_interactions_by_clicking(party: AppPage) -> None:
    app = party
    app.open("/")
    word = to_the_mime(app)
    page = app.page
    die = page.locator(".die").first
    assert die.evaluate("el => getComputedStyle(el).animationName") in ("die-roll", "none")
    click(app, "Je commence à mimer")
    # the public screen: the timer and the verdict, not the word
    page.wait_for_selector(".timer")
    assert word not in page.locator("#main").inner_text()
    face = page.locator(".timer-face")
    assert face.inner_text() == "0:45"
    page.wait_for_function("document.querySelector('.timer-face').textContent !== '0:45'",
                           timeout=SHORT_WAIT_MS, polling=POLL_MS)
    app.shot("party-timer", ((1024, 768), (390, 844)))
    assert app.axe() == []
    page.click('[data-cmd="timer"]:has-text("Pause")')
    paused = face.inner_text()
    page.wait_for_timeout(1500)
    assert face.inner_text() == paused and "en pause" in page.locator("#live").inner_text()
    page.click('[data-cmd="timer"]:has-text("Reprendre")')
    page.wait_for_function(f"document.querySelector('.timer-face').textContent !== '{paused}'",
                           timeout=SHORT_WAIT_MS, polling=POLL_MS)
    click(app, "Trouvé")
    # the word phase: Léa types a word; a refusal says why and keeps what she had
    page.wait_for_selector("form.word-form")
    page.fill('input[name="word"]', "deux mots")
    page.press('input[name="word"]', "Enter")
    page.wait_for_selector(".flash.error")
    assert "Un seul mot" in page.locator(".flash.error").inner_text()
    page.fill('input[name="word"]', "Étoilée")
    page.press('input[name="word"]', "Enter")
    page.wait_for_function("document.querySelector('.log').textContent.includes('étoilée')", polling=POLL_MS)
    app.shot("party-word", ((1024, 768),))


def test_undo_from_the_public_screen_never_shows_the_mime_word(party: AppPage) -> None:
    app = party
    app.open("/")
    word = to_the_mime(app)
    page = app.page
    click(app, "Je commence à mimer")
    page.wait_for_selector(".timer")
    page.click('[data-cmd="undo"]')
    page.wait_for_selector("#confirm-undo")
    assert word not in page.locator("#main").inner_text()
    page.click("#confirm-undo")
    page.wait_for_selector("#handoff-ready")
    assert word not in page.locator("#main").inner_text()
    handoff(app, "Léa")
    assert page.locator(".secret-word").inner_text() == word


def test_reduced_motion_keeps_the_dice_still(party: AppPage) -> None:
    app = party
    app.set_reduced_motion()
    app.open("/")
    to_the_mime(app)
    duration = app.page.locator(".die").first.evaluate(
        "el => getComputedStyle(el).animationDuration")
    assert duration in ("0s", "")


@pytest.mark.own_context  # what the boot requests
def test_a_package_is_loaded_when_its_game_opens_not_at_boot(party: AppPage) -> None:
    app = party
    app.open("/")
    page = app.page
    page.wait_for_selector(".game-card")
    assert not [u for u in app.requests if "segno" in u], "loaded at boot"
    start_party(app)
    page.wait_for_selector("#handoff-ready")
    assert [u for u in app.requests if u.endswith("/app/wheels/segno.whl.xz")]
