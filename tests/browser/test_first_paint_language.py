"""The shell painted before Python starts is already in the language the app will use (issue 12,
item 4): index.html holds both languages (build.py), web/watchdog.py (MicroPython) chooses with
the app's rule, CSS shows nothing language-bound until then."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from .conftest import ARTIFACTS, POLL_MS, READY_TIMEOUT_MS

# Records, at each frame before it is painted, the first time a shell text is visible: its
# language and whether Python was ready by then.
FIRST_TEXT_JS = """
window.__firstText = null;
const probe = () => {
  if (window.__firstText) return;
  for (const el of document.querySelectorAll('.lead .t-fr, .lead .t-en')) {
    if (el.checkVisibility({visibilityProperty: true})) {
      window.__firstText = {lang: el.lang, at: performance.now(),
                            state: document.documentElement.getAttribute('data-app-state')};
      return;
    }
  }
  requestAnimationFrame(probe);
};
requestAnimationFrame(probe);
"""
STORE_FRENCH_JS = ("if (location.origin !== 'null') localStorage.setItem('terraludo:settings',"
                   " JSON.stringify({lang: 'fr'}))")


@pytest.fixture()
def shell(browser: Any, server: str) -> Iterator[Any]:
    """Opens the shell in a fresh context whose Pyodide never arrives (its WebAssembly download
    is held), so what shows is what a visitor sees before Python is ready."""
    contexts: list[Any] = []

    def open_shell(path: str, locale: str, *scripts: str) -> Any:
        context = browser.new_context(viewport={"width": 1024, "height": 768}, locale=locale)
        contexts.append(context)
        context.add_init_script(FIRST_TEXT_JS)
        for script in scripts:
            context.add_init_script(script)
        context.route(re.compile(r".*pyodide\.asm\.wasm$"), lambda route: None)  # held
        page = context.new_page()
        page.goto(server + path)
        page.wait_for_function("window.__firstText !== null", timeout=READY_TIMEOUT_MS, polling=POLL_MS)
        return page

    yield open_shell
    for context in contexts:
        context.close()


def _first(page: Any) -> dict[str, Any]:
    first: dict[str, Any] = page.evaluate("window.__firstText")
    assert first["state"] == "booting", "Python was not meant to be ready"
    return first


def test_an_english_browser_sees_english_from_the_first_paint(shell: Any) -> None:
    page = shell("/", "en-US")
    assert _first(page)["lang"] == "en"
    text = page.locator("#main").inner_text()
    assert "Five games to understand our planet" in text and "Ice and Sky" in text
    assert "Cinq jeux" not in text and "Chargement" not in text
    assert page.locator("html").get_attribute("lang") == "en"
    assert page.title() == "Terraludo — games for the planet"
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "first-paint-en-1024x768.png"))


def test_a_french_browser_sees_french_from_the_first_paint(shell: Any) -> None:
    page = shell("/", "fr-FR")
    assert _first(page)["lang"] == "fr"
    text = page.locator("#main").inner_text()
    assert "Cinq jeux pour comprendre la planète" in text and "La Glace et le Ciel" in text
    assert "Five games" not in text
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "first-paint-fr-1024x768.png"))


def test_lang_in_the_address_wins(shell: Any) -> None:
    assert _first(shell("/?lang=en", "fr-FR"))["lang"] == "en"
    assert _first(shell("/?lang=fr", "en-US"))["lang"] == "fr"


def test_stored_french_wins_over_an_english_browser(shell: Any) -> None:
    assert _first(shell("/", "en-US", STORE_FRENCH_JS))["lang"] == "fr"


def test_another_language_falls_back_to_french(shell: Any) -> None:
    assert _first(shell("/", "de-DE"))["lang"] == "fr"


LANGUAGES_JS = "Object.defineProperty(navigator, 'languages', {get: () => %s})"


@pytest.mark.parametrize(("path", "languages", "stored", "expected"), [
    ("/", ["de-DE", "EN-gb", "fr"], None, "en"),     # the first of fr/en, any case
    ("/?lang=EN", ["fr-CA"], None, "fr"),            # ?lang= is fr or en exactly
    ("/?lang=fr", ["en-US"], "en", "fr"),            # the address before the setting
    ("/", ["en-US"], "'{oops'", "en"),               # an unreadable setting is ignored
    ("/", ["it"], "JSON.stringify({lang: 'en'})", "en"),
])
def test_the_shell_and_the_app_agree(browser: Any, server: str, path: str, languages: list[str],
                                     stored: str | None, expected: str) -> None:
    """The same rule on both sides: the language the watchdog painted is the one the app starts
    in (web/browser.py reads the address, the setting and navigator.languages)."""
    context = browser.new_context(viewport={"width": 1024, "height": 768}, locale="fr-FR")
    try:
        context.add_init_script(LANGUAGES_JS % repr(languages))
        if stored is not None:
            context.add_init_script(
                "if (location.origin !== 'null' && !sessionStorage.getItem('seeded')) {"
                f" sessionStorage.setItem('seeded', '1'); localStorage.setItem('terraludo:settings', {stored}); }}")
        page = context.new_page()
        page.goto(server + path)
        page.wait_for_function("document.documentElement.hasAttribute('data-shell-lang')",
                               timeout=READY_TIMEOUT_MS, polling=POLL_MS)
        shell_lang = page.locator("html").get_attribute("data-shell-lang")
        page.wait_for_selector("html[data-app-state=ready]", timeout=READY_TIMEOUT_MS)
        assert shell_lang == expected
        assert page.locator("html").get_attribute("lang") == expected  # the app's choice
    finally:
        context.close()
