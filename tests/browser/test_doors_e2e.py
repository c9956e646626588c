"""Ways back into a game in progress, in headless Chromium: Défis with Papa, Inès and a bot.

"Reprendre" on the saves list, the browser's Back and Forward, and the back-forward cache all
go through the hand-off of the seat to play (never the last player's hand); a battle reveal
left half-turned ("Regardez tous !") is shown again after a reload until the table taps
"Continuer". Screenshots: test-artifacts/doors-*.png."""

from __future__ import annotations

from typing import Any

from .conftest import ARTIFACTS, POLL_MS, WAIT_MS, AppPage, hold_at, open_menu

TIMEOUT = WAIT_MS


def family_table(app: AppPage) -> Any:
    """Set up Défis for Papa and Inès (two humans) and a bot; the first hand-off is shown."""
    app.set_reduced_motion()
    app.open("/")
    page = app.page
    page.click('[data-arg="#/play/defis-nature"]')
    page.wait_for_selector("form.setup")
    page.select_option('select[name="players"]', "3")
    page.fill('input[name="name-0"]', "Papa")
    page.select_option('select[name="kind-1"]', "human")
    page.wait_for_selector('input[name="name-1"]')
    page.fill('input[name="name-1"]', "Inès")
    page.click('button[type="submit"]')
    page.wait_for_selector("#handoff-ready", timeout=TIMEOUT)
    return page


def take_device(page: Any, name: str) -> None:
    page.wait_for_selector("#handoff-ready", timeout=TIMEOUT)
    assert name in page.locator("#handoff-h").inner_text()
    page.click("#handoff-ready")
    page.wait_for_selector("button.hand-dcard", timeout=TIMEOUT)


def save_and_quit(page: Any) -> None:
    open_menu(page)
    page.click('.menu-items [data-cmd="go"][data-arg="#/"]')
    page.wait_for_selector(".save-list", timeout=TIMEOUT)


def assert_handoff_hides(page: Any, name: str, secret: list[str]) -> None:
    """``name``'s hand-off is on screen, and none of the ``secret`` card names."""
    page.wait_for_selector("#handoff-ready", timeout=TIMEOUT)
    assert name in page.locator("#handoff-h").inner_text()
    assert page.locator("button.hand-dcard, .dcard-name").count() == 0
    main = page.locator("#main").inner_text()
    assert not any(card in main for card in secret), main


def test_resume_back_forward_and_a_restored_page_go_through_the_handoff(app: AppPage) -> None:
    page = family_table(app)
    take_device(page, "Papa")
    hand = page.locator("button.hand-dcard .dcard-name").all_inner_texts()
    page.locator("button.hand-dcard").first.click()
    page.locator("button.board-slot.target").first.click()  # Papa lays a card
    save_and_quit(page)
    # "Reprendre": Papa's turn is not over, but whoever holds the device must say so first
    page.click('.save-list [data-cmd="go"]')
    assert_handoff_hides(page, "Papa", hand)
    app.shot("doors-handoff-after-resume")
    take_device(page, "Papa")
    save_and_quit(page)
    page.go_back()  # Back, to the game's address
    assert_handoff_hides(page, "Papa", hand)
    take_device(page, "Papa")
    page.go_back()  # the home page, then Forward to the game
    page.wait_for_selector(".save-list", timeout=TIMEOUT)
    page.go_forward()
    assert_handoff_hides(page, "Papa", hand)
    take_device(page, "Papa")
    # a page restored from the back-forward cache (Back from another site, a tab restored)
    # comes back as it was left: its "pageshow" re-enters the address (headless Chromium
    # reloads instead of restoring, so the event is sent as the browser would send it)
    page.evaluate("window.dispatchEvent(new PageTransitionEvent('pageshow', {persisted: true}))")
    assert_handoff_hides(page, "Papa", hand)

def test_an_interrupted_battle_reveal_is_shown_again_after_a_reload(app: AppPage) -> None:
    page = family_table(app)
    for name in ("Papa", "Inès"):
        take_device(page, name)
        for _ in range(4):
            page.locator("button.hand-dcard").first.click()
            page.locator("button.board-slot.target").first.click()
        page.click("#defis-validate")
    page.wait_for_selector("#moment-ok", timeout=TIMEOUT)
    page.click("#defis-turn")  # one battle turned, then the page is reloaded
    page.reload()
    app.wait_ready()
    page.wait_for_selector("#moment-ok", timeout=TIMEOUT)
    assert "Regardez tous" in page.locator("#moment-h").inner_text()
    assert page.locator("#defis-turn").count() == 1
    app.shot("doors-reveal-shown-again")
    while page.locator("#defis-turn").count():
        page.click("#defis-turn")
    page.click("#moment-ok")
    page.wait_for_selector("#handoff-ready", timeout=TIMEOUT)
    # acknowledged by the table: a reload now opens on round 2's hand-off
    page.reload()
    app.wait_ready()
    page.wait_for_selector("#handoff-ready", timeout=TIMEOUT)
    assert page.locator("#moment-ok").count() == 0


def test_the_menu_a_player_opened_stays_open_while_the_table_is_redrawn(app: AppPage) -> None:
    """Léa opens the menu, then lays a card while the robot lays its own in secret: each move
    redraws the table, and the menu stays open where she opened it (it used to close under
    her finger); leaving the game and coming back opens the table with the menu closed."""
    app.open("/")
    page = app.page
    app.start_game("defis-nature", 2, seed=7, until="button.hand-dcard", timeout=TIMEOUT)
    page.click("details.menu summary")
    held = page.locator("button.hand-dcard").count()
    page.locator("button.hand-dcard").first.click()
    page.locator("button.board-slot.target").first.click()
    # the table drawn again with her card laid (one card fewer in her hand: what the table
    # marks as changed cannot tell, the robot's own move marks and unmarks too), and the
    # robot's secret placement drawn
    page.wait_for_function(f"document.querySelectorAll('button.hand-dcard').length < {held}",
                           timeout=TIMEOUT, polling=POLL_MS)
    page.locator("#main", has_text="a placé ses cartes").wait_for(timeout=TIMEOUT)
    assert page.locator("details.menu[open]").count() == 1
    assert page.locator('.menu-items [data-cmd="go"][data-arg="#/"]').is_visible()
    save_and_quit(page)
    page.click('.save-list [data-cmd="go"]')
    page.wait_for_selector("button.hand-dcard", timeout=TIMEOUT)
    assert page.locator("#game-menu").count() == 1
    assert page.locator("#game-menu[open]").count() == 0


#: the first of the open menu's items, wholly inside the window (the person's own scroll)
MENU_IN_VIEW = """() => {
  const item = document.querySelector('details.menu[open] .menu-items button, details.menu[open] .menu-items a');
  if (!item) return false;
  const r = item.getBoundingClientRect();
  return r.top >= 0 && r.bottom <= innerHeight;
}"""


def test_on_a_phone_the_open_menu_stays_in_view_when_the_robot_plays(app: AppPage) -> None:
    """On a phone the menu is last, under the table: Léa scrolls down and opens it, and the
    robot's secret placement, drawn while she reads it, leaves it where she is looking (it
    used to bring the step back on screen, the menu out of view)."""
    app.open("/")
    page = app.page
    hold_at(page, 390, 844)
    page.evaluate("location.hash = '#/settings'")
    page.click('[data-cmd="bot-pace"][data-arg="calm"]')  # the robot takes 1.4 s to place
    page.click('.subnav [data-cmd="go"]')
    page.wait_for_selector("#main .game-card", timeout=TIMEOUT)
    app.start_game("defis-nature", 2, seed=7, until="button.hand-dcard", timeout=TIMEOUT)
    page.click("details.menu summary")
    assert page.evaluate(MENU_IN_VIEW)
    placed = page.locator("#main", has_text="a placé ses cartes")
    assert placed.count() == 0, "the robot placed before the menu opened: nothing tested"
    placed.wait_for(timeout=TIMEOUT)
    assert page.locator("details.menu[open]").count() == 1
    assert page.evaluate(MENU_IN_VIEW), "the robot's move scrolled the open menu out of view"
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "doors-phone-menu-after-robot-390x844.png"))
