"""Défis Nature Protect – Le Tournoi in headless Chromium: a whole 2-player game (one human, one
bot) and a solo game against the ghost, by clicking; the deck workshop; screens held at three
sizes (`AppPage.shot`) and axe-core on the in-game and end screens."""

from __future__ import annotations

import re

from .conftest import POLL_MS, WAIT_MS, AppPage

SIZES = ((1024, 768), (768, 1024), (390, 844))
TIMEOUT = WAIT_MS


def start_defis(app: AppPage, players: int, *, bonus: str = "trio") -> None:
    app.start_game("defis-nature", players, options={"bonus": bonus}, until=".defis")


def play_round(app: AppPage, *, use_power: bool, shots: str = "") -> bool:
    """Turn the last round's boards over, place 4 cards (and maybe a power card), validate.
    Returns False once the game is over."""
    page = app.page
    ready = "button.hand-dcard, .end, #moment-ok, button.board-slot.target"
    page.wait_for_selector(ready, timeout=TIMEOUT)
    if not page.locator("button.hand-dcard").count() and page.locator("button.board-slot.target").count():
        # solo: the player first lays the ghost's power card, face down, on a battle
        page.locator("button.board-slot.target").last.click()
        page.wait_for_selector("button.hand-dcard, .end, #moment-ok", timeout=TIMEOUT)
    if page.locator("#moment-ok").count():
        # the round's battles: one public moment for the table, turned one board at a time
        while page.locator("#defis-turn").count():
            page.click("#defis-turn")
        if shots:
            app.shot(f"{shots}-reveal", SIZES)
        page.click("#moment-ok")
        page.wait_for_selector(ready, timeout=TIMEOUT)
        if not page.locator("button.hand-dcard").count() and page.locator("button.board-slot.target").count():
            page.locator("button.board-slot.target").last.click()
            page.wait_for_selector("button.hand-dcard, .end", timeout=TIMEOUT)
    if page.locator(".end").count():
        return False
    for _ in range(4):
        page.locator("button.hand-dcard").first.click()
        page.locator("button.board-slot.target").first.click()
    if use_power and page.locator("button.hand-pcard").count():
        page.locator("button.hand-pcard").first.click()
        if shots:
            app.shot(f"{shots}-power-selected", SIZES)
        page.locator("button.board-slot.target").last.click()
    if shots:
        app.shot(f"{shots}-placed", SIZES)
        assert app.axe() == []
    page.click("#defis-validate")
    return True


def test_two_players_human_and_bot_by_clicking(app: AppPage) -> None:
    app.set_reduced_motion()
    app.open("/")
    start_defis(app, 2)
    page = app.page
    page.wait_for_selector("button.hand-dcard")
    # every card of the hand shows its animal (the pictures come with Défis's own wheel)
    hand = page.locator("button.hand-dcard").count()
    assert hand == 4 and page.locator("button.hand-dcard .dcard-pic svg").count() == hand
    app.shot("defis-start", SIZES)
    assert app.axe() == []
    # choosing a card highlights exactly the 4 free battles
    page.locator("button.hand-dcard").first.click()
    assert page.locator("button.board-slot.target").count() == 4
    app.shot("defis-card-selected", SIZES)
    page.locator("button.hand-dcard").first.click()  # tap again: unselected
    assert page.locator("button.board-slot.target").count() == 0
    rounds = 0
    while play_round(app, use_power=rounds % 2 == 0, shots="defis-2p" if rounds == 1 else ""):
        rounds += 1
        if rounds == 2:
            text = page.locator(".defis-past, .defis-reveal").first.inner_text()
            assert re.search(r"\d", text)
    assert rounds == 4
    end = page.locator(".end")
    assert "Fin de la partie" in end.inner_text()
    assert page.locator("table.defis-breakdown").count() == 1
    # the result line names the winner with the seat's name
    assert re.search(r"(Léa|Robot 2) gagne le tournoi|gagnent ensemble",
                     page.locator(".end .result").inner_text())
    app.shot("defis-end", SIZES)
    assert app.axe() == []


def test_solo_against_the_ghost_by_clicking(app: AppPage) -> None:
    app.set_reduced_motion()
    app.open("/?lang=en")
    start_defis(app, 1, bonus="triple")
    page = app.page
    assert "ghost" in page.locator(".boards").inner_text().lower()
    rounds = 0
    while play_round(app, use_power=True, shots="defis-solo" if rounds == 2 else ""):
        rounds += 1
        text = page.locator("#main").inner_text()
        assert not re.search(r"\bdefis\.[a-z_.]+", text), "a translation key leaked"
    assert rounds == 4
    end = page.locator(".end").inner_text()
    assert "ghost" in end.lower()
    app.shot("defis-solo-end", SIZES)
    assert app.axe() == []


def test_deck_workshop_by_clicking(app: AppPage) -> None:
    app.open("/")
    page = app.page
    page.click('[data-arg="#/screen/defis-nature/decks"]')
    page.wait_for_selector(".deck-builder")
    page.click('[data-arg="new:0"]')
    page.wait_for_selector("form.deck-pick")
    # the starter deck comes whole: its cards and 5 power cards are ticked, the deck is ready
    assert page.locator(".deck-counts li.ko").count() == 0
    first = page.locator('form.deck-pick input[name^="power:"]:checked').first
    name = first.get_attribute("name")
    page.click(f'input[name="{name}"]')  # one power card less: the count says so
    page.wait_for_selector(".deck-counts li.ko")
    page.click(f'input[name="{name}"]')
    page.wait_for_selector(f'input[name="{name}"]:checked')
    assert page.locator(".deck-counts li.ko").count() == 0
    # a search narrows the list and keeps the deck as it is
    page.fill("#deck-search", "lion")
    page.press("#deck-search", "Enter")
    page.wait_for_function("document.querySelectorAll('.pick-name').length < 20", polling=POLL_MS)
    assert page.locator(".deck-counts li.ko").count() == 0
    app.shot("defis-deck-builder", SIZES)
    assert app.axe() == []
    page.fill("#deck-name", "Mes champions")
    page.click("#deck-save")
    page.wait_for_selector(".deck-item")
    assert "Mes champions" in page.locator(".deck-list").inner_text()
    # the saved deck is offered in the setup screen
    page.click('[data-arg="#/"]')
    page.click('[data-arg="#/play/defis-nature"]')
    page.wait_for_selector('select[name="deck-0"]')
    assert "Mes champions" in page.locator('select[name="deck-0"]').inner_text()


def test_undo_on_the_next_players_handoff_never_shows_the_secret_placement(app: AppPage) -> None:
    """Inès validates her secret placement; the hand-off screen for Papa offers undo, which
    asks first and then goes through Inès's own hand-off: Papa never sees her cards."""
    app.set_reduced_motion()
    app.open("/")
    page = app.page
    app.start_game("defis-nature", 2, humans=2, names=("Inès", "Papa"), until="#handoff-ready")
    assert "Inès" in page.locator("#handoff-h").inner_text()
    page.click("#handoff-ready")
    placed = []
    for _ in range(4):
        card = page.locator("button.hand-dcard").first
        placed.append(card.locator(".dcard-name").inner_text())
        card.click()
        page.locator("button.board-slot.target").first.click()
    page.click("#defis-validate")
    page.wait_for_selector("#handoff-ready")
    assert "Papa" in page.locator("#handoff-h").inner_text()
    page.click('[data-cmd="undo"]')
    page.wait_for_selector("#confirm-undo")
    main = page.locator("#main").inner_text()
    assert not any(name in main for name in placed), "the question shows none of Inès's cards"
    page.click("#confirm-undo")
    page.wait_for_selector("#handoff-ready")
    assert "Inès" in page.locator("#handoff-h").inner_text()
    main = page.locator("#main").inner_text()
    assert not any(name in main for name in placed)
    page.click("#handoff-ready")
    page.wait_for_selector("#defis-validate")  # her placement is back, not yet validated
    assert all(name in page.locator("#main").inner_text() for name in placed)
