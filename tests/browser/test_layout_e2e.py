"""Layout across the five games, in headless Chromium (issue 14, items 6, 8 and 9).

- ``?embed=1`` at 800×600: once a game is under way, the cards to tap and the places they go
  are on screen together, uncovered, without the player scrolling (the app may scroll to the
  targets itself after a choice, as it does).
- Values never overflow their card: at 1024×768, 768×1024, 390×844 and 800×600 embedded, every
  card and every element inside it keeps its text inside (scrollWidth ≤ clientWidth + 1, every
  line of text inside the card's box), and no word is cut in the middle: this Chromium has no
  hyphenation dictionary, so a word on two lines here could only be cut mid-letter (with a
  dictionary, ``hyphens: auto`` and the page's ``lang`` break between syllables). The one
  break allowed is a soft hyphen the card carries (Planète's small cards' titles).

Each game is started once, embedded; the other sizes are the same screen with the ``embed``
class taken off the root (it is all ``?embed=1`` changes), so the whole file stays quick.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from . import step_layout
from .conftest import ARTIFACTS, READY_TIMEOUT_MS, WAIT_MS, AppPage, hold_at

NORMAL = ((1024, 768), (768, 1024), (390, 844))
EMBED = {"width": 800, "height": 600}
TIMEOUT = WAIT_MS

#: the card faces of each game (the elements whose text must stay inside)
GLACE_CARDS = ".gcard"
DEFIS_CARDS = ".dcard, .pcard, .dback"
CLIMAT_CARDS = ".ctt-card"
ECO_CARDS = ".eco .ltile, .eco .ctile, .eco .tile-row li"
PCE_CARDS = ".pce-card, .pce-back"

_OVERFLOW_JS = """
(sel) => {
  const out = [];
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const spoken = (el, card) => {  // visually hidden for screen readers: not on screen
    for (let e = el; e && e !== card.parentElement; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if ((cs.clip !== 'auto' || cs.clipPath !== 'none') && e.offsetWidth <= 1) return true;
    }
    return false;
  };
  const name = (el) => (el.className && el.className.baseVal === undefined ? el.className : el.tagName)
    + ' «' + (el.textContent || '').trim().slice(0, 40) + '»';
  const hyphenating = (() => {  // does this browser break words between syllables?
    const probe = document.createElement('div');
    probe.lang = 'fr';
    probe.style.cssText = 'position:absolute;width:60px;hyphens:auto;-webkit-hyphens:auto;font-size:16px';
    probe.textContent = 'anticonstitutionnellement';
    document.body.appendChild(probe);
    const w = probe.scrollWidth;
    probe.remove();
    return w <= 61;
  })();
  for (const card of document.querySelectorAll(sel)) {
    if (!shown(card) || spoken(card, card)) continue;
    const box = card.getBoundingClientRect();
    if (card.scrollWidth > card.clientWidth + 1) out.push('card too narrow: ' + name(card));
    for (const el of card.querySelectorAll('*')) {
      if (!(el instanceof HTMLElement) || !shown(el) || spoken(el, card)) continue;
      if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) out.push('overflows: ' + name(el));
    }
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent;
      const parent = node.parentElement;
      if (!text.trim() || !shown(parent) || spoken(parent, card)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width === 0) continue;
        if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1) {
          out.push('sticks out: ' + name(parent) + ' «' + text.trim().slice(0, 30) + '»');
          break;
        }
      }
      if (hyphenating && getComputedStyle(parent).hyphens === 'auto') continue;
      // a word on two lines: only plain spaces, hyphens and soft hyphens are places to break
      const re = /[^ \\n\\t\u00ad-]+[-\u00ad]?/g;
      let m;
      while ((m = re.exec(text)) !== null) {
        const letters = m[0].replace(/[-\u00ad]$/, '');
        if (letters.length < 2) continue;
        const line = (at) => {  // the bottom of the line holding one letter
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          return Math.round(range.getBoundingClientRect().bottom);
        };
        if (line(m.index) !== line(m.index + letters.length - 1)) out.push('word cut: «' + m[0] + '» in ' + name(parent));
      }
    }
  }
  return out;
}
"""

_IN_VIEW_JS = """
(sel) => [...document.querySelectorAll(sel)].flatMap((el) => {
  const r = el.getBoundingClientRect();
  const where = `${el.className} [${Math.round(r.left)},${Math.round(r.top)} → ${Math.round(r.right)},${Math.round(r.bottom)}]`;
  if (r.width === 0 || r.top < 0 || r.left < 0 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5)
    return ['outside the screen: ' + where];
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return hit && (hit === el || el.contains(hit)) ? [] : ['covered: ' + where];
})
"""


def overflows(app: AppPage, selector: str) -> list[str]:
    """What sticks out of the cards matching ``selector``, and the words cut mid-letter."""
    problems: list[str] = app.page.evaluate(_OVERFLOW_JS, selector)
    return problems


def out_of_view(app: AppPage, selector: str) -> list[str]:
    """The elements matching ``selector`` not wholly on screen, or covered by something."""
    assert app.page.locator(selector).count() > 0, selector
    problems: list[str] = app.page.evaluate(_IN_VIEW_JS, selector)
    return problems


def check_cards_at_every_size(app: AppPage, selector: str, tag: str) -> None:
    """The cards now on screen, embedded at 800×600, then at the three usual sizes (the
    same screen without the ``embed`` class); the root class is put back afterwards."""
    page = app.page
    assert page.locator(selector).count() > 0, selector
    hold_at(page, EMBED["width"], EMBED["height"])
    problems = overflows(app, selector)
    assert problems == [], f"{tag} 800×600 embedded: {problems}"
    page.evaluate("document.documentElement.classList.remove('embed')")
    try:
        for w, h in NORMAL:
            hold_at(page, w, h)
            problems = overflows(app, selector)
            assert problems == [], f"{tag} {w}×{h}: {problems}"
            assert page.evaluate("document.documentElement.scrollWidth <= innerWidth + 1"), f"{tag} {w}×{h}"
    finally:
        page.evaluate("document.documentElement.classList.add('embed')")
        hold_at(page, EMBED["width"], EMBED["height"])


def start_embedded(app: AppPage, game: str, players: int, ready: str, seed: str = "7",
                   options: dict[str, str] | None = None) -> Any:
    app.set_reduced_motion()
    app.hold(EMBED["width"], EMBED["height"])
    app.open(f"/?embed=1#/play/{game}")
    page = app.page
    page.wait_for_selector("form.setup")
    assert "embed" in (page.locator("html").get_attribute("class") or "")
    page.select_option('select[name="players"]', str(players))
    page.fill('input[name="name-0"]', "Léa")
    for name, value in (options or {}).items():
        page.select_option(f'select[name="{name}"]', value)
    page.click("form.setup details summary")
    page.fill('input[name="seed"]', seed)
    page.click('button[type="submit"]')
    page.wait_for_selector(ready, timeout=TIMEOUT)
    assert page.evaluate("[innerWidth, innerHeight]") == [EMBED["width"], EMBED["height"]]
    return page


def close_moments(app: AppPage, ready: str) -> None:
    page = app.page
    page.wait_for_selector(f"{ready}, #moment-ok", timeout=TIMEOUT)
    while page.locator("#moment-ok").count():
        page.click("#moment-ok")
        page.wait_for_selector(f"{ready}, #moment-ok", timeout=TIMEOUT)


def test_glace_embedded_hand_and_targets_in_view(app: AppPage) -> None:
    """A whole game, four seats in expert mode (the most to show: CH₄ badges, announcements,
    stacks): every turn, the hand then the hand and its cells are on screen together."""
    page = start_embedded(app, "glace-et-ciel", 4, ".glace", options={"opt-variant": "expert"})
    turn = 0
    while True:
        close_moments(app, "button.hand-card, .end")
        if page.locator(".end").count():
            break
        turn += 1
        assert out_of_view(app, "button.hand-card") == [], f"turn {turn}"
        page.locator("button.hand-card").nth(turn % page.locator("button.hand-card").count()).click()
        page.wait_for_selector("button.cell.target")
        assert out_of_view(app, "button.hand-card, button.cell.target") == [], f"turn {turn}"
        if turn == 5:
            view_shot(app, "layout-glace-embed-selected-800x600")
            assert app.axe() == []
            check_cards_at_every_size(app, GLACE_CARDS, "glace")
            # without embed=1, on a 1024×768 screen held flat, the hand is beside the board
            page.evaluate("document.documentElement.classList.remove('embed')")
            hold_at(page, 1024, 768)
            assert out_of_view(app, "button.hand-card") == []
            page.evaluate("document.documentElement.classList.add('embed')")
            hold_at(page, EMBED["width"], EMBED["height"])
        page.locator("button.cell.target").last.click()
    assert turn >= 6


def test_defis_embedded_and_cards_at_every_size(app: AppPage) -> None:
    from engine.defis_nature.content import catalogue

    page = start_embedded(app, "defis-nature", 2, ".defis")
    close_moments(app, "button.hand-dcard")
    assert out_of_view(app, "button.hand-dcard") == []
    for placed in range(3):
        page.locator("button.hand-dcard").first.click()
        page.wait_for_selector("button.board-slot.target")
        assert out_of_view(app, "button.hand-dcard, button.board-slot.target") == [], f"card {placed + 1}"
        page.locator("button.board-slot.target").first.click()
    page.locator("button.hand-dcard").first.click()  # three battles already hold a card
    page.wait_for_selector("button.board-slot.target")
    assert out_of_view(app, "button.hand-dcard, button.board-slot.target") == []
    view_shot(app, "layout-defis-embed-selected-800x600")
    assert app.axe() == []
    check_cards_at_every_size(app, DEFIS_CARDS, "defis")
    # the species names with the longest words of the game, written into the card faces on
    # screen (the hand is dealt by chance) at 390×844, where the cards are narrowest
    names = sorted((s.name_fr for s in catalogue().species.values()),
                   key=lambda n: max(len(w) for w in re.split(r"[\s'-]", n)))[-4:]
    page.evaluate("document.documentElement.classList.remove('embed')")
    hold_at(page, 390, 844)
    page.evaluate("""(names) => document.querySelectorAll('.dcard-name').forEach((el, i) => {
        el.firstChild.textContent = names[i % names.length]; })""", names)
    for part in (".boards", ".defis-hand"):
        page.locator(part).evaluate("(el) => el.scrollIntoView()")
        view_shot(app, f"layout-defis-longest-names{part.replace('.', '-')}-390x844")
    assert overflows(app, DEFIS_CARDS) == []
    # embedded again: the last card laid, then a power card and the battles it may go to
    page.evaluate("document.documentElement.classList.add('embed')")
    hold_at(page, EMBED["width"], EMBED["height"])
    page.locator("button.board-slot.target").first.click()
    page.locator("button.hand-pcard").first.click()
    page.wait_for_selector("button.board-slot.target")
    view_shot(app, "layout-defis-embed-power-800x600")
    assert out_of_view(app, "button.hand-pcard, button.board-slot.target") == []


def view_shot(app: AppPage, name: str) -> None:
    """What the player sees: the viewport only (``AppPage.shot`` takes the whole page)."""
    ARTIFACTS.mkdir(exist_ok=True)
    app.page.screenshot(path=str(ARTIFACTS / f"{name}.png"))


def test_climat_embedded_cards_in_view(app: AppPage) -> None:
    ready = ".ctt-panel:not(.wait) button[data-cmd=\"act\"]"
    start_embedded(app, "climat-tic-tac", 3, ".ctt-table")
    close_moments(app, ready)
    cards = ".ctt-panel .ctt-card, .ctt-panel .ctt-card button"
    assert out_of_view(app, cards) == []
    check_cards_at_every_size(app, CLIMAT_CARDS, "climat")
    page = app.page
    for _ in range(40):  # play on to Léa's next card, with the others' moves above it
        page.locator(".ctt-panel button[data-cmd=act]").first.click()
        close_moments(app, ready)
        if page.locator(".ctt-panel button.ctt-challenge").count():
            break
    assert page.locator(".news").count() == 1
    assert out_of_view(app, cards) == []
    view_shot(app, "layout-climat-embed-800x600")
    assert app.axe() == []


def test_ecotopia_embedded_tiles_and_squares_in_view(app: AppPage) -> None:
    page = start_embedded(app, "ecotopia", 2, ".eco")
    ready = ".eco-panel:not(.waiting)"
    for _ in range(20):  # the first steps, up to the choice of a place to build
        close_moments(app, ready)
        if page.locator(".eco-panel .ltile").count():
            break
        page.locator(".eco-panel button[data-cmd=act]").first.click()
    view_shot(app, "layout-eco-embed-800x600")
    assert out_of_view(app, ".eco-panel button.ltile, .eco-board button.target") == []
    check_cards_at_every_size(app, ECO_CARDS, "ecotopia")
    for _ in range(30):  # on to the phone's apps: one chosen, then the squares it may reach
        close_moments(app, ready)
        if page.locator(".eco .cell-choices button").count():
            page.locator(".eco .cell-choices button").first.click()
        elif page.locator(".apps-row button[data-cmd=ui]").count():
            break
        elif page.locator(".eco-quiz").count():
            page.locator(".eco-quiz button.answer").first.click()
        else:
            page.locator(".eco-panel button[data-cmd=act], .eco-board button.target").first.click()
    page.locator(".apps-row button[data-cmd=ui]").first.click()
    page.wait_for_selector(".eco-board button.target, .eco button.centre.target")
    view_shot(app, "layout-eco-embed-app-800x600")
    assert out_of_view(app, ".apps-row button, .eco-board button.target, .eco button.centre.target") == []
    assert app.axe() == []


def test_planete_embedded_cards_in_view(app: AppPage) -> None:
    page = start_embedded(app, "planete-ciel-espace", 2, ".pce, .moment", seed="3")
    for _ in range(40):
        page.wait_for_selector(".pce, .moment", timeout=TIMEOUT)
        if page.locator("#moment-ok").count():
            page.click("#moment-ok")
        elif page.locator("#pce-stop").count():
            page.click("#pce-stop")
        elif page.locator("button.pce-pick[data-arg^='sel:']").count():
            break
        else:
            page.wait_for_timeout(100)
    assert out_of_view(app, "button.pce-pick") == []
    page.locator("button.pce-pick[data-arg^='sel:']").first.click()
    page.wait_for_selector("button.pce-pick.selected")
    assert out_of_view(app, ".pce-circle button.pce-pick, .pce-panel button") == []
    view_shot(app, "layout-pce-embed-selected-800x600")
    assert app.axe() == []
    check_cards_at_every_size(app, PCE_CARDS, "planete")


# --- issue 23: the step to play on the first screen, at every size -------------------------------
@pytest.fixture()
def table_page(app: AppPage) -> Any:
    """The app with reduced motion and fast bots (the worker's shared page, started afresh);
    each game starts from its set-up form."""
    app.set_reduced_motion()
    app.open("/")
    return app.page


@pytest.mark.parametrize("game", step_layout.GAMES)
def test_the_step_to_play_is_on_the_first_screen_at_every_size(table_page: Any, game: str) -> None:
    """At 1024×768, 768×1024, 390×844 and embedded at 800×600, with one person and a bot and
    with two people: at each of the first ten decisions a control of the step is wholly on
    screen and is the element at its own centre (not covered); after a choice, every target
    and its label too. The app may scroll its own page to them; the player does not. Each
    decision is measured at the four sizes in turn (the app brings the step back on screen when
    a tablet is turned), so one game per table serves them all.

    Issue 40, in the same games (Glace, Ecotopia, Défis): at the sizes a family holds a tablet
    or a phone at (not the embed), every card of the hand (Défis: the power cards too) and
    every button of the step lie inside the viewport and uncovered, measured at the same
    moments."""
    failures = []
    arranged: set[str] = set()
    for humans in (1, 2):
        runs = [step_layout.Run(game, size[0], humans) for size in step_layout.SIZES]
        whole_runs = ([step_layout.Run(game, size[0], humans) for size in step_layout.HELD_SIZES]
                      if game in step_layout.WHOLE_STEP else [])
        step_layout.set_size(table_page, step_layout.SIZES[-1])
        step_layout.start(table_page, game, humans)
        step_layout.play(table_page, runs, whole_runs=whole_runs)
        for run, what in [*((r, "a control") for r in runs), *((r, "the whole step") for r in whole_runs)]:
            assert len(run.verdicts) == 10, (run.size, humans, run.problems)
            if not all(run.verdicts):
                failures.append(f"{what}, {run.size}, {humans} human(s): {run.score()} "
                                f"{run.problems[:2]}")
        step_layout.to_the_table(table_page, game)
        for size in step_layout.SIZES:
            step_layout.set_size(table_page, size)
            view_shot_page(table_page, f"step-{game}-{humans}h-{size[0]}")
            problems = arrangement_problems(table_page, size[0])
            if problems is not None:
                arranged.add(size[0])
                failures += problems
    assert failures == [], failures
    assert arranged == set(SIZE_CLASS), "the parts' places were seen at every size"


_ARRANGEMENT_JS = """
() => {
  const box = (sel) => { const el = document.querySelector('#board .table-layout > ' + sel);
    if (!el || !el.getClientRects().length) return null;
    const r = el.getBoundingClientRect(); return {top: r.top, bottom: r.bottom, left: r.left, right: r.right,
      folded: el.tagName === 'DETAILS' && !el.open}; };
  return {size: document.documentElement.dataset.size, step: box('.part-step'), board: box('.part-board'),
          status: box('.part-status'), more: box('.part-more')};
}
"""
#: the size class each measured size is held in
SIZE_CLASS = {"1024x768": "wide", "768x1024": "tall", "390x844": "phone", "embed": "compact"}


def arrangement_problems(page: Any, size: str) -> list[str] | None:
    """Where the table's parts are at ``size`` (issue 23): the board beside the step on a wide
    screen, above it in portrait; on a phone status and more folded (one tap away). None when the screen shows no table (a hand-off, a moment, the end)."""
    found = page.evaluate(_ARRANGEMENT_JS)
    step, board = found["step"], found["board"]
    problems = []
    if found["size"] != SIZE_CLASS[size]:
        problems.append(f"{size}: size class {found['size']}")
    if step is None or board is None:
        return None
    if size == "1024x768" and not (board["right"] <= step["left"] and board["top"] < step["bottom"]):
        problems.append(f"{size}: the board is not beside the step {board} {step}")
    if size == "768x1024" and not board["bottom"] <= step["top"]:
        problems.append(f"{size}: the board is not above the step {board} {step}")
    if size == "390x844":
        problems += [f"{size}: {name} not folded" for name in ("status", "more")
                     if found[name] is not None and not found[name]["folded"]]
    return problems


def view_shot_page(page: Any, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))


def test_ecotopia_track_markers_never_overlap(table_page: Any) -> None:
    """The red and the blue disc's numbers on the planet track stay apart however close the
    discs are (red 41 and blue 43 once read « 413 »), drawn as the table draws them."""
    from engine.ecotopia import GAME as ECO
    from tests.support.ui import make_app
    from web import seam
    from web.games.ecotopia.table import track_svg

    app = make_app()
    view = ECO.view(ECO.setup(2, {"version": "normal"}, seed=1), 0)
    svgs = []
    for blue, red in ((43, 41), (41, 43), (50, 50), (0, 1), (100, 99), (10, 60)):
        ctx = seam.Ctx(app.shell(ECO.id), ECO, {**view, "blue": blue, "red": red}, [], 0, ["Léa"], {})
        svgs.append(track_svg(ctx))
    overlaps = table_page.evaluate("""(svgs) => svgs.flatMap((svg, i) => {
        const box = document.createElement('div');
        box.style.cssText = 'width:380px;position:absolute;left:0;top:0';
        box.innerHTML = svg;
        document.body.appendChild(box);
        const b = box.querySelector('text.disc-blue').getBoundingClientRect();
        const r = box.querySelector('text.disc-red').getBoundingClientRect();
        const m = [box.querySelector('circle.disc-blue').getBoundingClientRect(),
                   box.querySelector('rect.disc-red').getBoundingClientRect()];
        box.remove();
        const apart = (p, q) => p.right <= q.left || q.right <= p.left;
        return apart(b, r) && apart(m[0], m[1]) && m.every((x) => x.left >= 0 && x.right <= 380.5)
            ? [] : [i];
    })""", svgs)
    assert overlaps == [], overlaps


def test_embedded_choices_never_scroll_the_host_page(browser: Any, server: str) -> None:
    """In a page embedding the app (an <iframe> of 800×600 in a long page), choosing a card and
    placing it scrolls the app's own page only: the host page stays where its reader left it
    (it moved by 24 px)."""
    context = browser.new_context(viewport={"width": 1024, "height": 768}, locale="fr-FR",
                                  service_workers="block")
    page = context.new_page()
    host = (f"<!doctype html><html><body style='margin:0'><div style='height:500px'>host</div>"
            f"<iframe id='embedded' src='{server}/?embed=1#/play/defis-nature' width='800' "
            f"height='600'></iframe><div style='height:3000px'></div></body></html>")
    page.route(f"{server}/embed-host.html", lambda route: route.fulfill(body=host, content_type="text/html"))
    page.goto(f"{server}/embed-host.html")
    frame = page.frame_locator("#embedded")
    frame.locator("form.setup").wait_for(timeout=READY_TIMEOUT_MS)
    frame.locator('select[name="players"]').select_option("2")
    frame.locator('input[name="name-0"]').fill("Léa")
    frame.locator("form.setup details summary").click()
    frame.locator('input[name="seed"]').fill("7")
    frame.locator('button[type="submit"]').click()
    frame.locator("button.hand-dcard").first.wait_for(timeout=WAIT_MS)
    # the robot lays its cards in secret first, each move drawing the table again: a tap made
    # with a script on a card the next drawing replaces would be lost (it once was, under load)
    frame.locator("#main", has_text="a placé ses cartes").wait_for(timeout=WAIT_MS)
    page.evaluate("window.scrollTo(0, 420)")  # the frame wholly in view, the host scrolled
    before = page.evaluate("window.scrollY")
    for _ in range(2):
        frame.locator("button.hand-dcard").first.evaluate("(el) => el.click()")
        frame.locator("button.board-slot.target").first.wait_for()
        page.wait_for_timeout(100)
        assert page.evaluate("window.scrollY") == before
        frame.locator("button.board-slot.target").first.evaluate("(el) => el.click()")
        page.wait_for_timeout(100)
        assert page.evaluate("window.scrollY") == before
    context.close()
