"""For classrooms, in headless Chromium: a set-up link and its QR code, the messages an
embedding page hears, a finished game replayed. Screenshots: test-artifacts/classroom-*.png."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import quote

import pytest

from buildtasks.serve import serving

from .conftest import POLL_MS, READY_TIMEOUT_MS, WAIT_MS, AppPage

TIMEOUT = WAIT_MS
SIZES = ((1024, 768), (390, 844))


@pytest.mark.own_context  # opens the link in a second page
def test_share_a_setup_by_link_and_qr_code(app: AppPage) -> None:
    app.open("/")
    page = app.page
    page.click('[data-arg="#/play/glace-et-ciel"]')
    page.wait_for_selector("form.setup")
    page.select_option('select[name="players"]', "3")
    page.fill('input[name="name-0"]', 'Léa <b>"')
    page.select_option('select[name="level-1"]', "strong")
    page.select_option('select[name="opt-variant"]', "expert")
    # no segno before the panel opens: the QR encoder is never part of the boot
    assert not [u for u in app.requests if u.endswith("/app/wheels/segno.whl.xz")]
    page.click('[data-cmd="setup-share"]')
    page.wait_for_selector(".share-panel svg.qr", timeout=TIMEOUT)
    assert [u for u in app.requests if u.endswith("/app/wheels/segno.whl.xz")]
    link = page.input_value("#share-link")
    assert "?lang=fr#/play/glace-et-ciel?v=1&" in link and "expert" in link
    assert "embed=1" in page.input_value("#share-embed")
    page.locator("#share").scroll_into_view_if_needed()
    app.shot("classroom-share", SIZES)
    assert app.axe() == []
    # another device opens the link: the same form, ready to start
    other = app.context.new_page()
    other.goto(link)
    other.wait_for_selector("html[data-app-state=ready]", timeout=READY_TIMEOUT_MS)
    other.wait_for_selector("form.setup")
    assert other.input_value('input[name="name-0"]') == 'Léa <b>"'
    assert other.input_value('select[name="level-1"]') == "strong"
    assert other.input_value('select[name="opt-variant"]') == "expert"
    other.click('button[type="submit"]')
    other.wait_for_function("location.hash.startsWith('#/game/')", timeout=TIMEOUT, polling=POLL_MS)
    # a hostile and impossible link (the same page: only the fragment changes)
    name = '<img src=x onerror="document.title=1">'
    other.goto(link.split("#", 1)[0] + "#/play/glace-et-ciel?v=1&n=7&s1=h:" + quote(name, safe="")
               + "&s2=b:godlike&o.turbo=1")
    other.wait_for_selector(".flash.info", timeout=TIMEOUT)
    flash = other.locator(".flash.info").inner_text()
    assert "7 joueurs demandés, nombre retenu\u202f: 4" in flash and "godlike" in flash and "turbo" in flash
    assert other.locator("#main img").count() == 0
    assert other.input_value('input[name="name-0"]') == name[:24]
    assert other.input_value('select[name="players"]') == "4"
    assert "&lt;img" in other.inner_html("#main")
    other.close()


@pytest.mark.own_context  # its page becomes another site's
def test_an_embedding_page_hears_a_whole_game_and_asks_for_one(app: AppPage) -> None:
    """A school's page on another origin (another port) embeds the app: it hears ``ready``,
    asks for a bots-only game, and hears it start, end and be scored."""
    with serving(Path(__file__).parent / "host") as host:
        app.set_reduced_motion()  # fast bots (the frame is same-site: its storage works)
        page = app.page
        page.goto(f"{host}/?app="
                  + quote(f"{app.base}/?embed=1&lang=fr", safe=""))
        page.wait_for_function("window.heard.some(m => m.type === 'terraludo:ready')",
                               timeout=READY_TIMEOUT_MS, polling=POLL_MS)
        ready = page.evaluate("window.heard[0]")
        assert ready["verb"] == "initialized" and "glace-et-ciel" in ready["games"]
        # a request from any window but the parent (here the frame's own) is ignored
        app_frame = next(f for f in page.frames if f.url.startswith(app.base))
        app_frame.evaluate("window.postMessage({type: 'terraludo:start', game: 'ecotopia'}, '*')")
        page.wait_for_timeout(500)
        assert app_frame.evaluate("location.hash") == "" and len(page.evaluate("window.heard")) == 1
        page.evaluate("""window.ask({type: 'terraludo:start', game: 'glace-et-ciel', players: 2,
            seats: [{kind: 'bot', level: 'strong'}, {kind: 'bot', level: 'beginner'}],
            options: {variant: 'expert'}})""")
        page.wait_for_function("window.heard.some(m => m.type === 'terraludo:scored')",
                               timeout=READY_TIMEOUT_MS, polling=POLL_MS)
        heard = page.evaluate("window.heard")
        types = [m["type"] for m in heard]
        assert types == ["terraludo:ready", "terraludo:started", "terraludo:completed",
                         "terraludo:scored"], types
        started, completed = heard[1], heard[2]
        assert started["seats"] == [{"seat": 0, "kind": "bot", "level": "strong"},
                                    {"seat": 1, "kind": "bot", "level": "beginner"}]
        assert started["variant"] == {"variant": "expert"}
        assert completed["attempt"] == started["attempt"]
        assert completed["outcome"]["cooperative"] is True
        assert isinstance(completed["outcome"]["won"], bool)
        # the game's end is on screen in the frame
        page.frame_locator("iframe").locator("#main h2, #main h3").first.wait_for(timeout=TIMEOUT)


def test_a_finished_game_replayed_move_by_move(app: AppPage) -> None:
    """A replay link (made here by a bots' game through the app's logic) opens the step-through
    view; steps go forward and back without filling the history; an edited link says where
    it stopped."""
    from engine.core.replay import ROUTE, decode_link, encode_link
    from tests.support.ui import make_app, run_bots, start_game

    played = make_app()
    start_game(played, "defis-nature", {"players": "2", "kind-0": "bot", "kind-1": "bot",
                                        "seed": "8"})
    run_bots(played)
    assert played.turns is not None and played.turns.over
    total = len(played.turns.match.actions)
    address = played.command("replay-open", played.turns.save_id).set_hash or ""
    app.open("/?lang=fr" + address)
    page = app.page
    page.wait_for_selector(".replay-controls", timeout=TIMEOUT)
    assert f"Coup {total} sur {total}" in page.inner_text(".replay-step")
    history = page.evaluate("history.length")
    page.click('[data-cmd="replay-step"][data-arg="first"]')
    # the steps are the table's public moments (a round of secret placements is one step,
    # a battle turned over is one): three on, one more, one back lands where the third was
    for _ in range(3):
        page.click('[data-cmd="replay-step"][data-arg="next"]')
    third = page.inner_text(".replay-step")
    assert not third.startswith("Coup 0 sur")
    page.click('[data-cmd="replay-step"][data-arg="next"]')
    page.wait_for_function(f"document.querySelector('.replay-step').textContent !== {third!r}",
                           timeout=TIMEOUT, polling=POLL_MS)
    page.click('[data-cmd="replay-step"][data-arg="prev"]')
    page.wait_for_function(f"document.querySelector('.replay-step').textContent === {third!r}",
                           timeout=TIMEOUT, polling=POLL_MS)
    assert page.evaluate("history.length") == history and address in page.evaluate("location.href")
    app.shot("classroom-replay", SIZES)
    assert app.axe() == []
    page.click('[data-cmd="replay-step"][data-arg="last"]')
    page.wait_for_selector(".replay .board-area, .result", timeout=TIMEOUT)
    assert page.locator("#main .result").count() == 1
    app.shot("classroom-replay-end", SIZES[:1])
    # an edited link: move 6 now belongs to nobody
    record = decode_link(address)
    record["actions"][5][0] = 7
    page.goto(app.base + "/?lang=fr" + ROUTE + encode_link(record))
    page.wait_for_selector(".replay-controls", timeout=TIMEOUT)
    assert f"le coup 6 sur {total} n'est pas permis" in page.inner_text("#main")
    assert "Coup 5 sur 5" in page.inner_text(".replay-step")
