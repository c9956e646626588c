"""Ecotopia in headless Chromium: a whole game (one human, one bot) by clicking, with the
phases' screens held at the three sizes (`AppPage.shot`) and axe-core on the game, quiz and
end screens."""

from __future__ import annotations

import re

import pytest

from .conftest import POLL_MS, WAIT_MS, AppPage, hold_at

SIZES = ((1024, 768), (768, 1024), (390, 844))
TIMEOUT = WAIT_MS
READY = ".eco-panel:not(.waiting), .end, #moment-ok"


def start_ecotopia(app: AppPage, players: int = 2, seed: int = 7) -> None:
    """A seeded game (the same one on every run), Léa and bots."""
    app.start_game("ecotopia", players, seed=seed, until=".eco")


# English: tests/ecotopia/test_table.py and the UI conformance suite (whole games, screen by
# screen, through the app in CPython); the browser plays the French table at two and six seats
@pytest.mark.parametrize(("lang", "players"), [("fr", 2), ("fr", 6)])
def test_a_whole_game_by_clicking(app: AppPage, lang: str, players: int) -> None:
    app.set_reduced_motion()
    app.open("/" if lang == "fr" else "/?lang=en")
    start_ecotopia(app, players)
    page = app.page
    # screenshots of every step at two seats
    shot = ({"apps", "lieu", "construction", "actions", "truck", "quiz", "moment", "choices"}
            if lang == "fr" and players == 2 else set())
    taps = 0
    for _ in range(1500):
        page.wait_for_selector(READY, timeout=TIMEOUT)
        if page.locator(".end").count():
            break
        if page.locator("#moment-ok").count():
            if "moment" in shot:
                shot.discard("moment")
                app.shot("eco-answer-moment", SIZES)
                assert app.axe() == []
            page.click("#moment-ok")
            continue
        taps += 1
        if page.locator(".eco-quiz").count():
            if "quiz" in shot:
                shot.discard("quiz")
                app.shot("eco-quiz", SIZES)
                assert app.axe() == []
            page.locator(".eco-quiz button.answer").first.click()
            continue
        choices = page.locator(".eco .cell-choices button")
        if choices.count():
            if "choices" in shot:
                shot.discard("choices")
                app.shot("eco-choices", SIZES)
                assert app.axe() == []
            choices.first.click()
            continue
        board = page.locator(".eco-board button.target, .eco button.centre.target")
        apps_row = page.locator(".apps-row button")
        if apps_row.count():
            if "actions" in shot:
                shot.discard("actions")
                app.shot("eco-actions", SIZES)
                assert app.axe() == []
            if board.count() == 0 or taps % 4 == 0:
                # an app first: the truck, the team pawn, a tree or a question...
                apps_row.nth(taps % apps_row.count()).click()
                continue
            if "truck" in shot:
                shot.discard("truck")
                app.shot("eco-targets", SIZES)
                assert app.axe() == []
            board.nth(taps % board.count()).click()
            continue
        panel = page.locator(".eco-panel button[data-cmd=act], .eco-panel button[data-cmd=ui]")
        for phase in ("apps", "lieu", "construction"):
            if phase in shot and page.locator(".eco-panel .ltile, .eco-panel .ctile, .eco-panel .button.primary").count():
                name = "lieu" if page.locator(".eco-panel .ltile").count() else (
                    "construction" if page.locator(".eco-panel .ctile").count() else "apps")
                if name in shot:
                    shot.discard(name)
                    app.shot(f"eco-{name}", SIZES)
                    assert app.axe() == []
                break
        if panel.count():
            panel.first.click()
        elif board.count():
            board.first.click()
        else:
            raise AssertionError(page.locator(".eco-panel").inner_text())
    end = page.locator(".end")
    assert end.count() == 1
    text = end.inner_text()
    assert ("L'échelle de la planète" if lang == "fr" else "The planet's scale") in text and "◀" in text
    assert not re.search(r"\beco\.[a-z_.]+", page.locator("#main").inner_text()), "a raw key"
    app.shot(f"eco-end-{lang}-{players}p", SIZES)
    assert app.axe() == []
    # no horizontal scrolling on a phone
    hold_at(page, 390, 844)
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")


def test_rules_screen_shows_the_board(app: AppPage) -> None:
    app.set_reduced_motion()
    app.open("/#/rules/ecotopia")
    page = app.page
    page.wait_for_selector(".rules .rules-essentials")
    app.shot("eco-rules", SIZES)  # l'essentiel on the first screen, the rest folded
    # the board, its example and its legend are folded under l'essentiel
    page.locator("details.rules-more", has=page.locator(".eco-board")).locator("summary").click()
    page.wait_for_selector(".rules .eco-board")
    assert page.locator(".rules .eco-board .sq").count() == 36
    app.shot("eco-rules-picture", SIZES)
    assert app.axe() == []


def test_six_seats_first_screens(app: AppPage) -> None:
    app.set_reduced_motion()
    app.open("/")
    start_ecotopia(app, 6)
    page = app.page
    for _ in range(6):
        page.wait_for_selector(READY, timeout=TIMEOUT)
        if page.locator("#moment-ok").count():
            page.click("#moment-ok")
            continue
        if page.locator(".eco-panel .ltile").count():
            break
        page.locator(".eco-panel button[data-cmd=act], .eco-board button.target").first.click()
    assert page.locator(".eco-phones .phone").count() == 6
    app.shot("eco-6p", SIZES)
    assert app.axe() == []


#: records what the page asks the speech synthesis to say (the headless browser has no voice)
RECORD_SPEECH = """
window.__spoken = [];
if (window.speechSynthesis) {
  window.speechSynthesis.speak = (u) => window.__spoken.push({text: u.text, lang: u.lang});
  window.speechSynthesis.cancel = () => {};
}
"""


@pytest.mark.own_context  # a script of its own in the page
@pytest.mark.parametrize("lang", ["fr"])  # English: tests/ecotopia/test_table.py
def test_the_tablet_reads_the_question_aloud(app: AppPage, lang: str) -> None:
    page = app.page
    page.add_init_script(RECORD_SPEECH)
    app.set_reduced_motion()
    app.open("/" if lang == "fr" else "/?lang=en")
    start_ecotopia(app)
    quiz_app = "button[data-cmd=act][data-arg*='ChooseApp'][data-arg*='answer_question']"
    for _ in range(60):
        page.wait_for_selector(READY, timeout=TIMEOUT)
        if page.locator("#moment-ok").count():
            page.click("#moment-ok")
        elif page.locator(".apps-row").count():
            break
        elif page.locator(quiz_app).count():
            page.click(quiz_app)
        else:
            page.locator(".eco-panel button[data-cmd=act]").first.click()
    assert page.evaluate("window.__spoken") == []
    page.click("button[data-cmd=act][data-arg*='AskQuestion']")
    page.wait_for_selector(".eco-quiz")
    question = page.locator(".eco-quiz .question").inner_text()
    answers = page.locator(".eco-quiz button.answer").all_inner_texts()
    spoken = page.evaluate("window.__spoken")
    assert len(spoken) == 1 and spoken[0]["lang"] == ("fr-FR" if lang == "fr" else "en-GB")
    said = spoken[0]["text"].lower()
    assert question.lower() in said and all(a.strip().lower() in said for a in answers)
    # once by itself; again on demand, with the button's spoken label
    listen = page.locator(".eco-quiz button.read-aloud")
    assert (listen.get_attribute("aria-label") or "").startswith("Écouter" if lang == "fr" else "Listen")
    listen.click()
    page.wait_for_function("window.__spoken.length === 2", polling=POLL_MS)
    assert page.evaluate("window.__spoken[1].text") == spoken[0]["text"]
    app.shot(f"eco-quiz-listen-{lang}", ((1024, 768), (390, 844)))
    assert app.axe() == []
    page.locator(".eco-quiz button.answer").first.click()
    page.wait_for_selector(".answer-box button.read-aloud")
    assert page.evaluate("window.__spoken.length") == 2  # the explanation waits for its button
