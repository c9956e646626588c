"""The switches the tests launch Chromium with (``buildtasks/chromium.py``): Playwright's own
list of features switched off is kept, and Chromium's heap profiler, which kills a tab running
Pyodide when the browser samples it, stays off even when asked for."""

from __future__ import annotations

from typing import Any

from buildtasks.chromium import CHROMIUM, OFF_FEATURES, chromium_args, playwright_disabled_features

from .conftest import READY_TIMEOUT_MS

#: the heap profiler on for every renderer, sampling every kilobyte allocated (what Chromium
#: does by chance for a sample of sessions): without ``OFF_FEATURES`` the tab booting the app
#: crashed in 3 boots out of 3 (SIGSEGV in the profiler's stack walk, Chromium 156)
PROFILER_ON = ("--enable-features=HeapProfilerReporting:stable-probability/1.0/"
               "nonstable-probability/1.0/renderer-prob-pct/100/renderer-sampling-rate-bytes/1000")


def _disabled(args: list[str]) -> list[str]:
    (switch,) = [a for a in args if a.startswith("--disable-features=")]
    return switch.partition("=")[2].split(",")


def test_one_disable_features_switch_holds_playwrights_list_and_ours(playwright: Any) -> None:
    theirs = playwright_disabled_features(playwright)
    args = chromium_args(playwright)
    assert "ThirdPartyStoragePartitioning" in theirs, theirs  # the probe read Playwright's list
    assert set(theirs) | set(OFF_FEATURES) == set(_disabled(args))


def test_the_heap_profiler_asked_for_stays_off_and_the_app_boots(playwright: Any,
                                                                   server: str) -> None:
    # the profiler asked for before our switches (a --disable-features wins over an enable)
    browser = playwright.chromium.launch(executable_path=CHROMIUM,
                                         args=[PROFILER_ON, *chromium_args(playwright)])
    try:
        page = browser.new_page()
        crashed: list[str] = []
        page.on("crash", lambda _: crashed.append("crash"))
        page.goto(server + "/")
        page.wait_for_selector("html[data-app-state=ready]", timeout=READY_TIMEOUT_MS)
        page.click('[data-arg="#/play/glace-et-ciel"]')
        page.wait_for_selector("form.setup")
        assert crashed == []
    finally:
        browser.close()
