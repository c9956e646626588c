"""Climat Tic Tac in headless Chromium: a whole cooperative game (one human, two bots) played
by clicking, with a Défi taken on the way; screenshots at 1024×768 and 390×844 (and 768×1024
for the board) and axe-core on the board, a challenge, a pawn choice, the round recap and the
end screen."""

from __future__ import annotations

import re

import pytest

from .conftest import AppPage

SIZES = ((1024, 768), (390, 844))
TIMEOUT = 30_000
READY = ".ctt-panel:not(.wait) button[data-cmd=\"act\"], #moment-ok, .end"


def start_climat(app: AppPage) -> None:
    app.start_game("climat-tic-tac", 3, until=".ctt-table")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_cooperative_game_with_bots_by_clicking(app: AppPage, lang: str) -> None:
    app.set_reduced_motion()
    app.open("/" if lang == "fr" else "/?lang=en")
    start_climat(app)
    page = app.page
    page.wait_for_selector(READY, timeout=TIMEOUT)
    tag = "climat" if lang == "fr" else "climat-en"
    app.shot(f"{tag}-start", ((1024, 768), (768, 1024), (390, 844)))
    assert app.axe() == []
    assert page.locator(".ctt-map svg").count() == 3
    text = page.locator("#main").inner_text()
    assert "410 ppm" in text and ("Fin du siècle" in text if lang == "fr" else "End of the century" in text)
    if lang == "en":
        # the French game below goes to the end; whole English games are played screen by
        # screen through the app in CPython (tests/web/test_ui_conformance.py)
        return
    seen: set[str] = set()
    took_challenge = False
    for _ in range(400):
        page.wait_for_selector(READY, timeout=TIMEOUT)
        if page.locator(".end").count():
            break
        if page.locator("#moment-ok").count():
            if "recap" not in seen:
                seen.add("recap")
                app.shot(f"{tag}-recap", SIZES)
                assert app.axe() == []
            page.click("#moment-ok")
            continue
        panel = page.locator(".ctt-panel")
        heading = panel.locator("h3").inner_text()
        if page.locator(".ctt-words").count():  # the two secret words of a drawing or mime
            if "word" not in seen:
                seen.add("word")
                app.shot(f"{tag}-words", SIZES)
                assert app.axe() == []
            panel.locator(".ctt-words button").first.click()
            continue
        if page.locator(".ctt-verdict").count():
            if "verdict" not in seen:
                seen.add("verdict")
                if page.locator('[data-cmd="ui"][data-arg="shown:"]').count():
                    page.click('[data-cmd="ui"][data-arg="shown:"]')
                    page.wait_for_selector(".ctt-sentence")
                app.shot(f"{tag}-verdict", SIZES)
                assert app.axe() == []
                # one person at the table: nobody to judge, chance decides, its odds shown
                assert page.locator(".timer").count() == 0
                assert "%" in panel.locator(".ctt-verdict").inner_text()
            panel.locator(".ctt-verdict button").first.click()  # "Laisser le hasard décider"
            continue
        if page.locator(".ctt-targets").count():
            if "targets" not in seen:
                seen.add("targets")
                app.shot(f"{tag}-pawns", SIZES)
                assert app.axe() == []
            panel.locator(".ctt-targets button").first.click()
            continue
        buttons = panel.locator('button[data-cmd="act"]')
        if not took_challenge and panel.locator("button.ctt-challenge").count():
            took_challenge = True
            panel.locator("button.ctt-challenge").first.click()
            continue
        assert buttons.count() > 0, heading
        buttons.first.click()
    assert page.locator(".end").count() == 1
    end = page.locator(".end").inner_text()
    assert re.search(r"Villes perdues|Cities lost", end)
    assert page.locator("table.ctt-recap").count() == 1
    assert took_challenge
    app.shot(f"{tag}-end", SIZES)
    assert app.axe() == []
    assert not re.search(r"\bctt\.[a-z_.]+", page.locator("#main").inner_text())


def test_science_notes_from_the_home_page(app: AppPage) -> None:
    app.open("/?lang=en")
    page = app.page
    page.click('[data-arg="#/screen/climat-tic-tac/science"]')
    page.wait_for_selector(".ctt-notes")
    text = page.locator(".ctt-notes").inner_text()
    assert "560 ppm" in text and "IPCC AR6" in text
    app.shot("climat-notes", SIZES)
    assert app.axe() == []


def test_two_humans_semi_cooperative_roles_stay_hidden(app: AppPage) -> None:
    """Léa and Hugo pass the tablet: after each hand-off the screen shows that player's own
    secret role and cities, never the other's; the hand-off screen shows no role."""
    app.set_reduced_motion()
    app.open("/")
    page = app.page
    app.start_game("climat-tic-tac", 2, humans=2, names=("Léa", "Hugo"), options={"mode": "semi"})
    roles: dict[str, str] = {}
    shots = False
    for _ in range(600):
        page.wait_for_selector("#handoff-ready, #moment-ok, .end, .ctt-panel:not(.wait)",
                               timeout=TIMEOUT)
        if page.locator(".end").count():
            break
        if page.locator("#handoff-ready").count():
            text = page.locator("#main").inner_text()
            assert not any(r in text for r in roles.values()), "a role on the hand-off screen"
            if not shots:
                app.shot("climat-semi-handoff", SIZES)
            page.click("#handoff-ready")
            continue
        if page.locator("#moment-ok").count():
            page.click("#moment-ok")
            continue
        heading = page.locator(".ctt-panel h3").inner_text()
        who = "Léa" if heading.startswith("Léa") else "Hugo"
        role = page.locator(".ctt-role strong").first.inner_text()
        roles.setdefault(who, role)
        assert roles[who] == role
        other = roles.get("Hugo" if who == "Léa" else "Léa")
        if other:
            assert other not in page.locator("#main").inner_text(), "the other role leaked"
            if not shots:
                shots = True
                app.shot("climat-semi-role", SIZES)
                assert app.axe() == []
        page.locator('.ctt-panel button[data-cmd="act"]').first.click()
    assert page.locator(".end").count() == 1
    assert len(roles) == 2 and roles["Léa"] != roles["Hugo"]
    end = page.locator(".end").inner_text()
    assert roles["Léa"] in end and roles["Hugo"] in end  # revealed at the end
    app.shot("climat-semi-end", SIZES)
    assert app.axe() == []
