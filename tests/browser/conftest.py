"""Browser end-to-end fixtures: the built dist/ served on localhost, Debian's Chromium driven
by Playwright (no browser download), screenshots kept in test-artifacts/ (each screen at
the first of the sizes a test holds it at; ``TERRALUDO_SHOTS=all``: at every size).

``build.py test`` runs these tests on four pytest-xdist workers: the session fixtures (server,
browser) are then one per worker, each server on a free port, so no test shares a browser or
a server with a test running at the same time."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
#: every wait of the browser tests scales with TERRALUDO_WAIT_SCALE (default 1; a busy or slow
#: machine may raise it): a long wait costs nothing when the page is on time, and a test that
#: fails says what the page showed (``app`` fixture), so no wait is kept short to fail fast
WAIT_SCALE = float(os.environ.get("TERRALUDO_WAIT_SCALE", "1"))
#: the app booting (Pyodide, the wheels): the slowest thing a test waits for
READY_TIMEOUT_MS = int(90_000 * WAIT_SCALE)
#: a screen after a tap (a bot's move, a hand-off, a game's wheel loading)
WAIT_MS = int(45_000 * WAIT_SCALE)
#: what follows at once on the page (a redraw after a resize, a banner), still with a margin
#: for a machine whose two cores are busy with the other workers
SHORT_WAIT_MS = int(20_000 * WAIT_SCALE)
#: ``wait_for_function`` polls on a timer, every this many ms: its default polls on animation
#: frames, which headless Chromium may stop producing for a page (the compositor schedules no
#: frame), leaving a true condition unseen until the timeout; the app itself never waits on one
POLL_MS = 50
#: ``AppPage.shot`` saves a picture at every size it holds the screen at, not only the first
EVERY_SIZE_SHOT = os.environ.get("TERRALUDO_SHOTS") == "all"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/browser" in str(item.fspath):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def dist() -> Path:
    path = Path(os.environ.get("TERRALUDO_DIST", ROOT / "dist"))
    if not (path / "index.html").exists():
        from buildtasks.site import build

        build(path)
    return path


def write_embedding_page(directory: Path, app_address: str, width: int, height: int) -> None:
    """An educational site's page (``index.html`` in ``directory``) that embeds the app at
    ``app_address`` in a ``width`` × ``height`` frame."""
    (directory / "index.html").write_text(
        "<!doctype html><html lang=\"fr\"><head><meta charset=\"utf-8\">"
        "<title>Un site éducatif</title></head><body>"
        "<h1>Un site éducatif</h1>"
        f"<iframe title=\"Terraludo\" src=\"{app_address}\" "
        f"style=\"width:{width}px;height:{height}px;border:0\"></iframe></body></html>",
        encoding="utf-8")


@pytest.fixture(scope="session")
def server(dist: Path) -> Iterator[str]:
    from buildtasks.serve import serving

    with serving(dist) as address:
        yield address


@pytest.fixture(scope="session")
def playwright() -> Iterator[Any]:
    """The worker's Playwright (one per thread: a test launching a browser of its own asks
    for this one)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright: Any) -> Iterator[Any]:
    from buildtasks.chromium import CHROMIUM, chromium_args

    b = playwright.chromium.launch(executable_path=CHROMIUM, args=chromium_args(playwright))
    yield b
    b.close()


def hold_at(page: Any, width: int, height: int) -> None:
    """Hold the device at ``width`` × ``height`` and wait until the app has taken the new size
    in (its size class, a redraw if the class changed, the step brought back on screen)."""
    if page.viewport_size == {"width": width, "height": height}:
        return
    page.set_viewport_size({"width": width, "height": height})
    wait_for_size(page, width, height)


def open_menu(page: Any) -> None:
    """The game's menu opened (a tap on "Menu" when it is closed: it stays open as the table
    is drawn again, so a second tap would close it)."""
    if not page.locator("details.menu[open]").count():
        page.click("details.menu summary")


def wait_for_size(page: Any, width: int, height: int) -> None:
    """Wait until the app has taken ``width`` × ``height`` in (``data-step-shown``, set by its
    resize handler). Headless Chromium fires ``resize`` at its next frame, and it may schedule
    none for a page for a long while (seen a few times under load: the window's size had
    changed, the event never came); after a few seconds the event a browser sends is sent
    here, and the app's own handler does the rest."""
    done = f"document.documentElement.dataset.stepShown === '{width}x{height}'"
    try:
        page.wait_for_function(done, timeout=int(3_000 * WAIT_SCALE), polling=POLL_MS)
        return
    except Exception:  # noqa: BLE001 — no resize event yet: the one the browser owes
        page.evaluate("window.dispatchEvent(new Event('resize'))")
    page.wait_for_function(done, timeout=SHORT_WAIT_MS, polling=POLL_MS)


class SharedTab:
    """A worker's one booted app page, lent to the tests that play in it one after the other
    (the ``app`` fixture): a boot (Pyodide, the wheels) costs ~5 CPU-seconds of a 2-core
    machine, most of a short test. Between two tests the app forgets everything it keeps, as a
    person does on the settings page ("Tout effacer"), and the next test starts from there as
    from a first visit. Its context blocks service workers: no test here is about them (those
    that are have their own context, ``own_context``)."""

    def __init__(self, browser: Any) -> None:
        self.context = browser.new_context(viewport={"width": 1024, "height": 768},
                                           locale="fr-FR", accept_downloads=True,
                                           service_workers="block")
        self.page: Any = None

    def lend(self) -> Any:
        """The page, a new one if there is none or the last test closed or crashed it."""
        if self.page is None or self.page.is_closed():
            self.page = self.context.new_page()
        return self.page

    def renew(self) -> Any:
        """A new page: the last one could not start afresh (a test left it unusable)."""
        if self.page is not None and not self.page.is_closed():
            self.page.close()
        self.page = None
        return self.lend()


class AppPage:
    """The app open in a browser page: either its own context (storage, service worker), or
    the worker's shared page (``SharedTab``), which starts afresh in place when it is opened
    at the address it booted from."""

    def __init__(self, context: Any, base: str, shared: SharedTab | None = None) -> None:
        self.context = context
        self.base = base
        self.shared = shared
        self.page = shared.lend() if shared else context.new_page()
        self.errors: list[str] = []
        self.requests: list[str] = []
        self.reduced_motion = False  # asked before ``open`` (applied there on a shared page)
        self.size = (1024, 768)  # the device's size from the test's first screen (``hold``)
        self.opened = False  # the shared page starts afresh at the test's first ``open`` only
        self._listen()

    def _listen(self) -> None:
        self._on_error = lambda e: self.errors.append(f"{e}\n{e.stack}")
        self._on_request = lambda r: self.requests.append(r.url)
        self.page.on("pageerror", self._on_error)
        self.page.on("request", self._on_request)

    def release(self) -> None:
        """The test is over: its listeners leave the shared page."""
        if self.shared and not self.page.is_closed():
            self.page.remove_listener("pageerror", self._on_error)
            self.page.remove_listener("request", self._on_request)

    def open(self, path: str = "/", wait: bool = True) -> AppPage:
        if self.shared is None or self.opened:  # a second open in a test: a page load
            self.page.goto(self.base + path)
            if wait:
                self.wait_ready()
            return self
        assert wait, "a test that watches the boot itself needs its own context (own_context)"
        self.opened = True
        address, _, fragment = path.partition("#")
        # the language asked by the address: the settings page's instead (what the app does
        # with ``?lang=`` itself is tested from the first paint, test_first_paint_language.py)
        asked = re.fullmatch(r"/\?lang=(fr|en)", address)
        lang = asked[1] if asked else None
        address = "/" if asked else address
        fragment = "#" + fragment if fragment else "#/"
        try:
            if not self._booted_at(address):
                self.page.goto(self.base + address)
                self.wait_ready()
            self._start_afresh(fragment, lang)
        except Exception:  # noqa: BLE001 — the last test left the page unusable (crashed,
            # hung, elsewhere): a new page boots
            self.release()
            self.page = self.shared.renew()
            self._listen()
            self.page.goto(self.base + address)
            self.wait_ready()
            self._start_afresh(fragment, lang)
        return self

    def _booted_at(self, address: str) -> bool:
        """Whether the shared page runs the app booted from ``address`` (path and query)."""
        if self.page.url.partition("#")[0] != self.base + address:
            return False
        return bool(self.page.evaluate("document.documentElement.dataset.appState === 'ready'"))

    def _start_afresh(self, fragment: str, lang: str | None = None) -> None:
        """What a person does on the settings page: "Tout effacer" (the app as on a first
        visit), then the language, reduced motion and fast bots if the test asked, then the
        test's address."""
        page = self.page
        # what the shell marks on the root for the tests (a robot's move) is the last test's
        page.evaluate("document.documentElement.removeAttribute('data-last-bot-ms')")
        page.evaluate("location.hash = '#/settings'")
        page.wait_for_selector("#forget-part summary", timeout=SHORT_WAIT_MS)
        hold_at(page, 1024, 768)
        page.click("#forget-part summary")
        page.click("#forget-device")
        if lang:
            page.click(f'[data-cmd="lang"][data-arg="{lang}"]')
        if self.reduced_motion:
            page.click('[data-cmd="toggle"][data-arg="reduced_motion"][aria-checked="false"]')
            page.click('[data-cmd="bot-pace"][data-arg="fast"]')
        # "← Accueil" (a command: the message "Tout est effacé" goes, as on a first visit's
        # home page), then the test's address; the app has drawn its screen once its own
        # hashchange listener has run (added at boot, so before this one)
        page.click('.subnav [data-cmd="go"]')
        page.wait_for_selector("#main .game-card", timeout=SHORT_WAIT_MS)
        page.evaluate("""(fragment) => new Promise((done) => {
            if (location.hash === fragment) return done();  // home
            window.addEventListener("hashchange", () => done(), {once: true});
            location.hash = fragment;
        })""", fragment)
        page.evaluate("window.scrollTo(0, 0)")
        hold_at(page, *self.size)

    def hold(self, width: int, height: int) -> None:
        """The device held at ``width`` × ``height`` from the test's first screen, asked before
        ``open``: at once on a page of its own (it boots at that size), on the shared page when
        the app has started afresh (that is done at 1024×768, so a size set on the page
        before would be lost)."""
        self.size = (width, height)
        if not self.shared:
            self.page.set_viewport_size({"width": width, "height": height})

    def wait_ready(self) -> None:
        self.page.wait_for_selector("html[data-app-state=ready]", timeout=READY_TIMEOUT_MS)

    def start_game(self, game_id: str, players: int, *, names: tuple[str, ...] = ("Léa",),
                   humans: int = 1, options: dict[str, str] | None = None,
                   seed: int | None = None, until: str | None = None,
                   timeout: int = WAIT_MS, check_form: Callable[[Any], None] | None = None) -> None:
        """Start a game the way a person does, from the home page: tap the game's card, fill
        the set-up form (player count; the first ``humans`` seats human with ``names``, the
        others bots at their default level; ``options`` as ``opt-<name>`` values; ``seed`` in
        the "more" section), let ``check_form`` look at the filled form, and submit; then wait
        for ``until`` on the table."""
        page = self.page
        page.click(f'[data-arg="#/play/{game_id}"]')
        page.wait_for_selector("form.setup")
        page.select_option('select[name="players"]', str(players))
        for seat in range(1, humans):
            page.select_option(f'select[name="kind-{seat}"]', "human")
        for seat, name in enumerate(names):
            page.wait_for_selector(f'input[name="name-{seat}"]')  # a human seat shows its name
            page.fill(f'input[name="name-{seat}"]', name)
        for name, value in (options or {}).items():
            page.select_option(f'select[name="opt-{name}"]', value)
        if seed is not None:
            page.click("form.setup details summary")
            page.fill('input[name="seed"]', str(seed))
        if check_form:
            check_form(page)
        page.click('form.setup button[type="submit"]')
        if until:
            page.wait_for_selector(until, timeout=timeout)

    def shot(self, name: str, sizes: tuple[tuple[int, int], ...] = ((1024, 768),)) -> list[Path]:
        """The screen held at each of ``sizes`` in turn (the app draws it at each: an error
        there fails the test) and a picture of it, the whole page, in test-artifacts/: at the
        first size only, unless ``TERRALUDO_SHOTS=all`` asks for every size (a full-page
        picture costs ~0.1 CPU-s: ~30 CPU-s a run at every size, ~15 at the first only; a
        person looking at the screens asks for them all)."""
        ARTIFACTS.mkdir(exist_ok=True)
        out = []
        original = self.page.viewport_size
        for index, (w, h) in enumerate(sizes):
            hold_at(self.page, w, h)
            if index and not EVERY_SIZE_SHOT:
                continue
            path = ARTIFACTS / f"{name}-{w}x{h}.png"
            self.page.screenshot(path=str(path), full_page=True)
            out.append(path)
        if original:
            hold_at(self.page, original["width"], original["height"])
        return out

    def axe(self) -> list[dict[str, Any]]:
        """axe-core's violations on the current screen (the npm package, injected)."""
        axe_path = os.environ.get("TERRALUDO_AXE") or str(ROOT / ".cache" / "npm" / "axe-core" / "axe.min.js")
        if not self.page.evaluate("typeof window.axe !== 'undefined'"):
            # evaluated, not an inline <script>: the page's Content-Security-Policy refuses those
            self.page.evaluate("(source) => { (0, eval)(source) }",
                               Path(axe_path).read_text(encoding="utf-8"))
        result = self.page.evaluate("async () => JSON.stringify((await axe.run(document)).violations)")
        violations: list[dict[str, Any]] = json.loads(result)
        return [{"id": v["id"], "help": v["help"],
                 "nodes": [n["html"][:160] for n in v["nodes"][:5]]} for v in violations]

    def export_save(self, path: Path) -> dict[str, Any]:
        """The game on screen exported through its menu and saved at ``path``: its record."""
        open_menu(self.page)
        with self.page.expect_download() as info:
            self.page.click('.menu-items [data-cmd="export"]')
        info.value.save_as(path)
        record: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        return record

    def import_save(self, path: Path) -> None:
        """``path`` chosen in the home page's "Importer" file picker."""
        with self.page.expect_file_chooser() as chooser:
            self.page.click('[data-cmd="import"]')
        chooser.value.set_files(str(path))

    def set_reduced_motion(self) -> None:
        """Reduced motion and fast bots: the player's own settings, written before the app
        reads them (the pace is a setting players have too; motion never sets it); on a shared
        page, chosen on the settings page when the app starts afresh."""
        self.reduced_motion = True
        if self.shared:
            return
        self.context.add_init_script(
            "if (location.origin !== 'null' && !localStorage.getItem('terraludo:settings'))"
            " localStorage.setItem('terraludo:settings',"
            " JSON.stringify({reduced_motion: true, bot_pace: 'fast'}))")


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """Keep each phase's report on the test, for the ``app`` fixture to see a failure."""
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


def what_the_page_showed(page: Any) -> str:
    """The app's state, the route and the visible text of a page, for a failed test's report."""
    try:
        return str(page.evaluate(
            "() => `state=${document.documentElement.dataset.appState} url=${location.href}\n`"
            " + (document.body ? document.body.innerText : '').slice(0, 3000)"))
    except Exception as exc:  # noqa: BLE001 — a closed or crashed page still gets a report
        return f"(the page could not be read: {exc})"


@pytest.fixture(scope="session")
def shared_tab(browser: Any) -> Iterator[SharedTab]:
    tab = SharedTab(browser)
    yield tab
    tab.context.close()


@pytest.fixture()
def app(browser: Any, server: str, request: pytest.FixtureRequest,
        shared_tab: SharedTab) -> Iterator[AppPage]:
    """The app in the worker's shared page, started afresh; a test marked ``own_context``
    (it reloads, goes offline, adds scripts, opens other pages or checks the boot itself) gets
    a context of its own instead."""
    own = request.node.get_closest_marker("own_context") is not None
    context = (browser.new_context(viewport={"width": 1024, "height": 768}, locale="fr-FR",
                                   accept_downloads=True) if own else shared_tab.context)
    page = AppPage(context, server, shared=None if own else shared_tab)
    yield page
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        # the wait that timed out says what it waited for; this says what was there instead
        report.sections.append(("what the page showed", what_the_page_showed(page.page)))
    page.release()
    if own:
        context.close()
    assert not page.errors, page.errors
