import os
from tests.browser.conftest import AppPage, hold_at, ARTIFACTS
from tests.browser.test_lessons_e2e import _reach, CHANGED, SIZES
from web import lessons

def test_shots(app: AppPage) -> None:
    game = os.environ["G"]
    want = {int(x) for x in os.environ["STEPS"].split(",")}
    lesson = lessons.load(game)
    app.open()
    page = app.page
    hold_at(page, 1024, 768)
    page.click(f'[data-arg="#/learn/{game}"]')
    for step in range(1, len(lesson.steps) + 1):
        name = f"step-{step}"
        _reach(page, name)
        if step in want:
            for w, h in SIZES:
                hold_at(page, w, h)
                page.wait_for_timeout(300)
                page.screenshot(path=str(ARTIFACTS / f"vp-{game}-{step}-{w}.png"))
        for _ in range(4):
            target = page.query_selector(f'[data-coach-target="{name}"]')
            if target is None or not page.query_selector(f'section.coach[data-coach="{name}"]'):
                break
            before = target.evaluate("e => e.outerHTML")
            target.click()
            page.wait_for_function(CHANGED, arg=[name, before], timeout=60_000, polling=50)
            if step in want and step == max(want):
                page.wait_for_timeout(300)
                page.screenshot(path=str(ARTIFACTS / f"vp-{game}-{step}-after.png"))
    _reach(page, "")
    page.screenshot(path=str(ARTIFACTS / f"vp-{game}-end.png"))
