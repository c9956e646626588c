"""Climat Tic Tac in headless Chromium: a whole cooperative game (one human, two bots) played
by clicking, with a Défi taken on the way; screens held at 1024×768 and 390×844 (and 768×1024
for the board; `AppPage.shot`) and axe-core on the board, a challenge, a pawn choice, the
round recap and the end screen."""

from __future__ import annotations

import re

import pytest

from .conftest import ARTIFACTS, WAIT_MS, AppPage

SIZES = ((1024, 768), (390, 844))
TIMEOUT = WAIT_MS
# a move to tap, a moment, the end, or (alone with robots) the question before the word
READY = (".ctt-panel:not(.wait) button[data-cmd=\"act\"], #moment-ok, .end, "
         ".ctt-panel:not(.wait) button[data-arg=\"chance:\"]")


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
    assert "410\u00a0ppm" in text and ("Fin du siècle" in text if lang == "fr" else "End of the century" in text)
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
        if page.locator(".ctt-words button[data-cmd=\"act\"]").count():  # the secret words
            if "word" not in seen:
                seen.add("word")
                app.shot(f"{tag}-words", SIZES)
                assert app.axe() == []
            panel.locator(".ctt-words button").first.click()
            continue
        if page.locator(".ctt-verdict").count():
            if "verdict" not in seen:
                seen.add("verdict")
                app.shot(f"{tag}-verdict", SIZES)
                assert app.axe() == []
                # one person at the table: asked whether someone else can guess before the
                # word is chosen; no timer yet; the odds on the chance button
                assert page.locator(".timer").count() == 0
                assert re.search(r"quelqu'un d'autre|someone else", heading)
                assert "%" in panel.locator(".ctt-verdict").inner_text()
            panel.locator('.ctt-verdict button[data-arg="chance:"]').click()  # "Non : le hasard"
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


def _seed_dealing(kind: str, players: int) -> str:
    """A seed whose first Défi is of ``kind`` (the back of the pile's second card)."""
    from engine.climat_tic_tac.content import content_index
    from engine.climat_tic_tac.rules import GAME

    for seed in range(1, 500):
        state = GAME.setup(players, {}, seed)
        if content_index().back[state.defi_pile[1]] == kind:
            return str(seed)
    raise AssertionError(kind)


@pytest.mark.parametrize("kind", ["drawing", "mime", "whisper"])
def test_one_challenge_of_each_kind_two_people_and_a_robot(app: AppPage, kind: str) -> None:
    """Léa, a robot and Hugo: Léa's challenge is guessed (or whispered) by Hugo, never by the
    robot; the secret is on Léa's screen only and hidden once chosen; the drawing and mime
    timer starts at "C'est parti !"; the whisper has none, and "Défi réussi" waits for every
    key word."""
    app.set_reduced_motion()
    app.open("/")
    page = app.page
    page.click('[data-arg="#/play/climat-tic-tac"]')
    page.wait_for_selector("form.setup")
    page.select_option('select[name="players"]', "3")
    page.select_option('select[name="kind-2"]', "human")
    page.fill('input[name="name-0"]', "Léa")
    page.fill('input[name="name-2"]', "Hugo")
    page.click("form.setup details summary")
    page.fill("#seed", _seed_dealing(kind, 3))
    page.click('button[type="submit"]')
    page.wait_for_selector("button.ctt-challenge", timeout=TIMEOUT)
    page.locator("button.ctt-challenge").first.click()
    page.wait_for_selector("#handoff-ready", timeout=TIMEOUT)  # Léa's secret: her screen only
    handoff = page.locator("#main").inner_text()
    page.click("#handoff-ready")
    page.wait_for_selector(".ctt-panel:not(.wait) .ctt-words", timeout=TIMEOUT)
    panel = page.locator(".ctt-panel")
    if kind == "whisper":
        marked = [m.inner_text() for m in panel.locator(".ctt-read mark").all()]
        assert marked and page.locator(".timer").count() == 0
        assert not any(w in handoff for w in marked)
        app.shot(f"climat-{kind}-read", SIZES)
        panel.locator('.ctt-words button[data-cmd="act"]').click()  # "J'ai lu la phrase"
        page.wait_for_selector('[data-arg="shown:"]', timeout=TIMEOUT)
        text = page.locator("#main").inner_text()
        assert "Hugo" in panel.inner_text() and "Robot" not in panel.inner_text()
        assert not any(w in text for w in marked)  # hidden once read
        assert page.locator(".timer").count() == 0
        app.shot(f"climat-{kind}-chain", SIZES)
        page.click('[data-arg="shown:"]')
        page.wait_for_selector(".ctt-sentence")
        won = panel.locator('.ctt-verdict button[data-cmd="act"]').first
        assert won.is_disabled()
        for tick in panel.locator('[data-arg^="tick:"]').all():
            tick.click()
        page.wait_for_selector('.ctt-verdict button[data-cmd="act"]:not([disabled])')
        app.shot(f"climat-{kind}-check", SIZES)
        assert app.axe() == []
        panel.locator('.ctt-verdict button[data-cmd="act"]').first.click()
    else:
        words = [b.inner_text() for b in panel.locator('.ctt-words button[data-cmd="act"]').all()]
        assert len(words) == 2 and not any(w in handoff for w in words)
        assert page.locator(".timer").count() == 0
        app.shot(f"climat-{kind}-words", SIZES)
        panel.locator('.ctt-words button[data-cmd="act"]').first.click()
        page.wait_for_selector('[data-arg="go:"]', timeout=TIMEOUT)
        text = page.locator("#main").inner_text()
        assert words[0] not in text  # hidden once chosen, log included
        assert "Hugo" in panel.inner_text() and "Robot" not in panel.inner_text()
        assert page.locator(".timer").count() == 0  # not before "C'est parti !"
        peek = panel.locator(".ctt-peek")
        box = peek.bounding_box()
        assert box is not None
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.mouse.down()
        assert words[0] in peek.inner_text()  # shown while pressed
        page.mouse.up()
        assert words[0] not in peek.inner_text()
        app.shot(f"climat-{kind}-ready", SIZES)
        page.click('[data-arg="go:"]')
        page.wait_for_selector(".timer", timeout=TIMEOUT)
        face = page.locator(".timer-face").inner_text()
        assert face in ("0:45", "0:44")
        app.shot(f"climat-{kind}-timer", SIZES)
        assert app.axe() == []
        panel.locator('.ctt-verdict button[data-cmd="act"]').first.click()
    page.wait_for_selector(".ctt-panel, #moment-ok", timeout=TIMEOUT)
    assert "défi réussi" in page.locator("#main").inner_text().lower()


#: how far the step's heading and its buttons reach, on the screen as the app left it (it
#: scrolls the step into view after a move): [top of the heading, bottom of the last button]
_STEP_SPAN_JS = """() => {
  const buttons = [...document.querySelectorAll('.ctt-panel:not(.wait) button[data-cmd="act"]')];
  const heading = document.querySelector('.ctt-panel h3').getBoundingClientRect();
  return [heading.top, Math.max(...buttons.map((b) => b.getBoundingClientRect().bottom))];
}"""


@pytest.mark.parametrize(("width", "height"), [(390, 844), (1024, 768)])
def test_the_whole_step_on_the_first_screen(app: AppPage, width: int, height: int) -> None:
    """Choosing a card, discarding one, placing pawns (on 8 or 9 cities too): the step's heading and every
    button of it on one screen, as the app shows it (without the player scrolling), on a phone
    and a tablet (issue 34, item 6)."""
    app.set_reduced_motion()
    app.hold(width, height)
    app.open("/")
    # seed 1: a coastal Aléas card soon asks Léa to place pawns on one of 15 coastal cities
    app.start_game("climat-tic-tac", 3, seed=1, until=".ctt-table")
    page = app.page
    assert page.evaluate("[innerWidth, innerHeight]") == [width, height], "not at the size named"
    seen: set[str] = set()
    for _ in range(150):  # about four rounds: placements of many cities come with the Aléas
        page.wait_for_selector(READY, timeout=TIMEOUT)
        if page.locator(".end").count():
            break
        if page.locator("#moment-ok").count():
            page.click("#moment-ok")
            continue
        if page.locator('[data-arg="chance:"]').count():
            page.click('[data-arg="chance:"]')
            continue
        panel = page.locator(".ctt-panel")
        # the placements (removals "anywhere" list every city with pawns: not asked here)
        places = panel.locator('.ctt-targets button[data-arg*="PlacePawn"]').count()
        step = ("place-many" if places >= 6 else "place" if places
                else "" if panel.locator(".ctt-targets").count()
                else "action" if panel.locator("button.ctt-challenge").count()
                else "discard" if "défausse" in panel.locator("h3").inner_text().lower() else "")
        if step:
            page.wait_for_timeout(300)  # the app's own scroll to the step
            top, bottom = page.evaluate(_STEP_SPAN_JS)
            if step not in seen or top < 0 or bottom > height:
                app.page.screenshot(path=str(ARTIFACTS / f"climat-step-{step}-{width}x{height}.png"))
            seen.add(step)
            assert top >= 0 and bottom <= height, f"{step} at {width}×{height}: {top}–{bottom} px"
        panel.locator('button[data-cmd="act"]').first.click()
    assert seen >= {"action", "discard", "place-many"}, seen
