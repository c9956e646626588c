"""Planète – Ciel et Espace in headless Chromium: both rounds by clicking and typing, one human
against a bot, in French and in English; screens held at three sizes (`AppPage.shot`) and
axe-core on the spin, a turn, a secret look, a reveal, the star rain, the word hunt, the
reading and the end.

Round 2's judge reads its word table (engine data in the app wheel): no package is loaded on
demand."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import WAIT_MS, AppPage

SIZES = ((1024, 768), (390, 844))
TIMEOUT = WAIT_MS


def start(app: AppPage, lang: str) -> None:
    app.open("/" if lang == "fr" else "/?lang=en")
    def no_language_choice(page: Any) -> None:  # the app's language decides
        assert not page.locator('select[name="opt-lang"]').is_visible()

    app.start_game("planete-ciel-espace", 2, seed=3, until=".pce, .moment", timeout=TIMEOUT,
                   check_form=no_language_choice)


def _visible(page: Any, selector: str) -> bool:
    loc = page.locator(selector)
    return loc.count() > 0 and loc.first.is_visible()


def play_round1(app: AppPage, tag: str) -> set[str]:
    """Play round 1 as Léa: look at a back, swap, reveal; every moment closed. Returns the
    screens photographed."""
    page = app.page
    shots: set[str] = set()

    def shoot(name: str) -> None:
        if name not in shots:
            shots.add(name)
            app.shot(f"pce-{tag}-{name}", SIZES)
            assert app.axe() == []

    for _ in range(400):
        page.wait_for_selector(".pce, .moment, .end", timeout=TIMEOUT)
        if _visible(page, ".pce-r2") or _visible(page, ".end"):
            return shots
        if _visible(page, "#moment-ok"):
            text = page.locator(".moment").inner_text()
            if page.locator(".moment .pce-grid").count():
                shoot("rain")
                return shots
            shoot("spin" if page.locator(".moment .pce-top").count() else "reveal")
            page.click("#moment-ok")
            assert text
            continue
        if _visible(page, "#pce-stop"):
            shoot("stop")
            page.click("#pce-stop")
        elif _visible(page, "#pce-peek-done"):
            shoot("peek")
            page.click("#pce-peek-done")
        elif _visible(page, "#pce-peek"):
            page.click("#pce-peek")
        elif page.locator(".pce-r1 button.pce-pick[data-arg^='peek:']").count():
            page.locator("button.pce-pick[aria-pressed='false']").first.click()
        elif _visible(page, "#pce-reveal-0"):
            page.click("#pce-reveal-0")
        elif _visible(page, "#pce-flip"):
            page.click("#pce-flip")
        elif page.locator("button.pce-pick.target").count():
            page.locator("button.pce-pick.target").last.click()
        elif page.locator("button.pce-pick[data-arg^='sel:']").count():
            if page.locator(".pce-secret").count():  # the back Léa alone sees, then a swap
                shoot("flip")
                page.locator("button.pce-pick[data-arg='sel:2']").click()
                shoot("selected")
            else:
                page.locator("button.pce-pick[data-arg='sel:0']").click()
        else:
            page.wait_for_timeout(150)
    raise AssertionError("round 1 did not end")


def play_round2(app: AppPage, tag: str, words: tuple[str, str]) -> None:
    """Type a refused word (its message), then words; the reading; the end."""
    page = app.page
    refused, other = words
    tried = False
    for _ in range(300):
        page.wait_for_selector(".pce, .moment, .end", timeout=TIMEOUT)
        if _visible(page, ".end"):
            app.shot(f"pce-{tag}-end", SIZES)
            assert app.axe() == []
            return
        if _visible(page, "#moment-ok"):
            if page.locator(".moment .pce-reading").count():
                assert page.locator(".moment .pce-text").inner_text()
                app.shot(f"pce-{tag}-reading", SIZES)
                assert app.axe() == []
            page.click("#moment-ok")
            continue
        if _visible(page, "#pce-agree"):  # the table has the last word: Léa agrees
            if not page.locator(".pce-verdict .pce-results li").count():
                raise AssertionError("the verdict step shows no word")
            page.click("#pce-agree")
            continue
        if _visible(page, "input[name='word']"):
            if not tried:
                app.shot(f"pce-{tag}-word", SIZES)
                assert app.axe() == []
                page.fill("input[name='word']", refused)
                page.press("input[name='word']", "Enter")
                page.wait_for_selector(".flash.error", timeout=TIMEOUT)
                app.shot(f"pce-{tag}-refused", SIZES)
                tried = True
                continue
            page.fill("input[name='word']", other)
            page.press("input[name='word']", "Enter")
            page.wait_for_timeout(200)
            if _visible(page, ".flash.error") and _visible(page, "#pce-no-idea"):
                page.click("#pce-no-idea")
            continue
        page.wait_for_timeout(150)
    raise AssertionError("round 2 did not end")


@pytest.mark.parametrize(("lang", "words"), [("fr", ("les", "lumière")), ("en", ("the", "light"))])
def test_both_rounds_by_clicking_and_typing(app: AppPage, lang: str, words: tuple[str, str]) -> None:
    """Round 1 up to the star rain, then round 2, whose judge reads the word table of the
    game's wheel — in both languages, as each has its own table."""
    app.set_reduced_motion()
    start(app, lang)
    shots = play_round1(app, f"r1-{lang}")
    assert {"spin", "flip", "selected", "rain"} <= shots, shots
    # the star rain is public: the nine cards, each seat's stars on them
    assert app.page.locator(".moment .pce-cell").count() == 9
    app.page.click("#moment-ok")
    play_round2(app, lang, words)
    text = app.page.locator(".end").inner_text()
    assert ("constellations" in text.lower())
    assert not app.errors


def test_two_humans_hand_off_only_for_a_secret_look(app: AppPage) -> None:
    """Pass-and-play: round-1 turns are played in the open; a look at a back waits for its
    owner's hand-off, and the hand-off screen shows no back."""
    app.set_reduced_motion()
    page = app.page
    app.open("/")
    app.start_game("planete-ciel-espace", 2, humans=2, names=("Léa", "Tom"), until="#moment-ok",
                   timeout=TIMEOUT)
    page.click("#moment-ok")
    page.wait_for_selector("#pce-stop", timeout=TIMEOUT)
    assert not page.locator("#handoff-ready").count()  # the spin is public
    page.click("#pce-stop")
    page.wait_for_selector("button.pce-pick[data-arg='sel:0']", timeout=TIMEOUT)
    assert not page.locator("#handoff-ready").count()  # a turn starts in the open
    page.click("button.pce-pick[data-arg='sel:0']")
    page.click("#pce-flip")
    page.wait_for_selector("#handoff-ready", timeout=TIMEOUT)
    assert page.locator(".pce-back").count() == 0
    app.shot("pce-2h-handoff", SIZES)
    assert app.axe() == []
    page.click("#handoff-ready")
    page.wait_for_selector(".pce-secret", timeout=TIMEOUT)
    assert page.locator(".pce-place.back-up").count() == 1
    app.shot("pce-2h-flip", SIZES)
    assert not app.errors
