"""The glue between ``App`` and the browser: DOM events, localStorage, timers, files, the
service worker. Kept thin on purpose: all decisions live in ``app.py`` and are tested there."""

from __future__ import annotations

import copy
import functools
import time
from collections.abc import Callable
from typing import Any, TypeVar

import js
from pyodide.ffi import create_once_callable, to_js

from engine.core import bounded

from . import embedding, jsglue, one_writer, recovery
from .app import App, Effects, Route
from .device import ServiceWorker, Sounds, copy_field, download, pick_file, speak
from .focus_dom import NEXT_OUTSIDE_BOARD, first_of, focus_key
from .jsglue import LocalStore, app_path, base36, can_speak, form_data, framed, keep, nothing, obj
from .motion_dom import move_pieces, places
from .reveal import MARGIN, Span, scroll_delta
from .saves import MemoryStore, ScopedStore
from .screens.game import STEP
from .sounds import Cue

Handler = TypeVar("Handler", bound=Callable[..., None])
#: a press longer than this is not a tap (a finger resting on the screen): robots play on
PRESS_HOLDS_BOTS_MS = 2000


def _safely(handler: Handler) -> Handler:
    """An event handler that never lets an exception out: whatever fails is logged, the app's
    own message is shown (``web.recovery``) and the app keeps running."""

    @functools.wraps(handler)
    def guarded(self: Browser, *args: Any) -> None:
        try:
            handler(self, *args)
        except Exception as exc:
            self.recover(handler.__name__, exc)

    return guarded  # type: ignore[return-value]


class Browser:
    def __init__(self) -> None:
        try:
            # this copy's saves (another copy may live under another path of the site)
            store: Any = ScopedStore(LocalStore(), app_path())
            storage_ok = True
        except Exception:  # private browsing, sandboxed frame: play on, in memory
            store, storage_ok = MemoryStore(), False
        params = js.URLSearchParams.new(js.location.search)
        asked = params.get("lang")
        browser_langs = [str(x) for x in (js.navigator.languages or [])]
        self.counter = 0
        in_frame = framed()
        full = js.URL.new(js.location.href)
        full.searchParams.delete("embed")
        self.app = App(store, lang=None if nothing(asked) else str(asked),
                       browser_langs=browser_langs, embed=params.get("embed") == "1",
                       now=self.now, new_id=self.new_id, storage_ok=storage_ok,
                       framed=in_frame, full_screen_url=str(full.href), can_speak=can_speak(),
                       system_reduced_motion=jsglue.system_reduced_motion())
        self.main = js.document.getElementById("main")
        self.painted_route: Route | None = None  # the screen last drawn (see ``paint``)
        self.bot_pending = False
        self.robot_moving = False  # a robot's move is being drawn (``bot_tick``)
        self.pressed_since: float | None = None  # performance.now() of a press still down
        self.service_worker = ServiceWorker(self.update_ready)
        self.ticking: Any = None  # the interval that drives the table's timers
        self.asked_to_keep = False  # navigator.storage.persist() asked (once a game is saved)
        self.sounds = Sounds()
        self._tick_proxy: Any = None

    def now(self) -> str:
        """The device's own time and offset (``2026-11-25T18:05:00+01:00``): the saves list
        shows the hour it was where the family plays."""
        date = js.Date.new()
        offset = -int(date.getTimezoneOffset())
        sign = "+" if offset >= 0 else "-"
        return (f"{int(date.getFullYear()):04d}-{int(date.getMonth()) + 1:02d}-{int(date.getDate()):02d}"
                f"T{int(date.getHours()):02d}:{int(date.getMinutes()):02d}:{int(date.getSeconds()):02d}"
                f"{sign}{abs(offset) // 60:02d}:{abs(offset) % 60:02d}")

    def new_id(self) -> str:
        self.counter += 1
        stamp = int(js.Date.now()) * 100 + self.counter % 100
        return base36(stamp)

    # --- painting -------------------------------------------------------------------------------
    def apply_settings(self) -> None:
        root = js.document.documentElement
        root.setAttribute("lang", self.app.lang)
        root.setAttribute("data-motion", "reduced" if self.app.toggle_on("reduced_motion") else "full")
        root.setAttribute("data-text", "large" if self.app.settings.get("large_text") else "normal")
        if self.app.embed:
            root.classList.add("embed")
        skip = js.document.querySelector(".skip-link")
        if not nothing(skip):
            skip.textContent = self.app.t("nav.skip")

    def paint(self, focus: str | None = None, scroll: bool = False, from_top: bool = False) -> None:
        active = js.document.activeElement
        key = None
        inside = not nothing(active) and bool(self.main.contains(active))
        if inside:
            key = focus_key(active)
        # a folded part or the menu the player opened stays open when the same screen is drawn
        # again (a robot's move, a timer): never on another screen
        same_screen = self.painted_route == self.app.route
        self.painted_route = copy.copy(self.app.route)
        opened = ([str(d.id) for d in js.Array.from_(self.main.querySelectorAll("details[open][id]"))]
                  if same_screen else [])
        self.main.innerHTML = self.app.render()
        for part_id in opened:
            folded = js.document.getElementById(part_id)
            if not nothing(folded):
                folded.open = True
        js.document.title = self.app.title()
        target: Any = None
        if from_top:
            js.window.scrollTo(0, 0)
        # the menu the person opened stays where she reads it (last, on a phone): a robot's
        # move draws the table under it without bringing the step back on screen
        reading_menu = self.robot_moving and "game-menu" in opened
        if focus == STEP:  # the step on the board, else a moment's or a hand-off's button
            if not reading_menu:
                target = self.reveal_step()
                if nothing(target):
                    target = first_of(NEXT_OUTSIDE_BOARD)
        elif focus:
            target = first_of((focus,))
            if not nothing(target) and js.document.querySelector("#board[data-step-controls]"):
                self.reveal_step()  # a table named what to focus (a choice's targets)
        asked = not nothing(target)
        if nothing(target) and key:
            target = first_of((key,))
        if nothing(target) and (focus or inside):
            # what had the focus is gone (a robot's move redrew the board): never the page
            # body, else a keyboard user starts again from the top
            target = first_of(NEXT_OUTSIDE_BOARD)
            if nothing(target):
                board = js.document.querySelector("#board")
                target = self.main if nothing(board) else board
        if not nothing(target):
            target.focus(obj(preventScroll=True))
            if scroll:  # the app's own page only: never a page embedding it
                js.window.scrollBy(0, target.getBoundingClientRect().top - MARGIN)
            elif asked:  # the next thing to do is on screen, never below it
                box = target.getBoundingClientRect()
                if delta := scroll_delta([[(float(box.top), float(box.bottom))]],
                                         (0.0, float(js.window.innerHeight))):
                    js.window.scrollBy(0, delta)
        if focus == "#main":
            js.window.scrollTo(0, 0)
        else:
            self.reveal_coach_target()

    def reveal_coach_target(self) -> None:
        """A lesson's coach points at something its table's step does not name (a moment's next
        button): it is brought on screen under the sticky bubble, above a moment's docked row."""
        coach = js.document.querySelector("section.coach[data-coach]")
        name = "" if nothing(coach) else str(coach.getAttribute("data-coach"))
        target = js.document.querySelector(f'[data-coach-target="{name}"]') if name else None
        if target is None or nothing(target):
            return
        dock = js.document.querySelector(".moment > .row:last-child")
        look = js.document.querySelector(f'.moment [data-coach-look="{name}"]')  # what its words name
        target = look if not (nothing(dock) or nothing(look)) and dock.contains(target) else target
        box = target.getBoundingClientRect()
        top = max(float(coach.getBoundingClientRect().bottom), float(coach.offsetHeight))
        bottom = float(js.window.innerHeight if nothing(dock) or dock.contains(target)
                       else min(js.window.innerHeight, dock.getBoundingClientRect().top))
        if delta := scroll_delta([[(float(box.top), float(box.bottom))]], (top, bottom)):
            js.window.scrollBy(0, delta)

    def take_size(self) -> bool:
        """The window's size class, told to the app and set on the root (what the stylesheet
        arranges the table by); whether it changed. The root's class ``embed`` is what the
        stylesheet reads for an embedded page: the size class follows it too."""
        root = js.document.documentElement
        changed = self.app.resize(float(js.window.innerWidth), float(js.window.innerHeight),
                                  bool(root.classList.contains("embed")))
        root.setAttribute("data-size", self.app.size)
        return changed

    @_safely
    def resized(self) -> None:
        """The window's size changed (a tablet turned, a frame resized): the screen drawn again
        if the size class changed (a phone folds parts in markup), then the step brought back
        on screen."""
        if self.take_size():
            self.paint()
        self.reveal_step()

    def reveal_step(self) -> Any:
        """Bring the step to play on screen (its instruction and controls, or after a choice
        its targets and their labels) by scrolling the app's own page as little as needed;
        return the control to focus (the first target, else the first control), or None. The
        root's ``data-step-shown`` says for which screen size it was last done (tests wait
        for it after turning the device)."""
        found = self._reveal_step()
        self.reveal_coach_target()
        root = js.document.documentElement
        root.setAttribute("data-step-shown", f"{int(js.window.innerWidth)}x{int(js.window.innerHeight)}")
        return found

    def _reveal_step(self) -> Any:
        board = js.document.querySelector("#board[data-step-controls]")
        if nothing(board):
            return None

        def shown(name: str) -> list[Any]:
            selector = board.getAttribute(f"data-step-{name}")
            if nothing(selector):
                return []
            return [el for el in js.Array.from_(board.querySelectorAll(str(selector)))
                    if el.getClientRects().length > 0]

        targets, controls = shown("targets"), shown("controls")
        if not targets and not controls:
            return None
        # a lesson's coach points at one part of the step (a card's second button, a token):
        # that part is what must be in view, with the instruction if it fits
        pointed, looked = ([el for el in js.Array.from_(board.querySelectorAll(mark))
                            if el.getClientRects().length > 0][:1]
                           for mark in ("[data-coach-target]", "[data-coach-look]"))
        instruction = shown("instruction")[:1] + looked  # and what the coach's words are about
        height = float(js.window.innerHeight)
        bottom = height
        top = 0.0
        coach = js.document.querySelector("section.coach")
        if not nothing(coach):  # a lesson's bubble, sticky at the top: what it covers is not in view
            top = float(coach.offsetHeight)
        chosen = [el for el in controls
                  if el.getAttribute("aria-pressed") == "true" or el.classList.contains("selected")]
        spans: dict[str, list[Span]] = {}
        for name, els in (("targets", targets), ("labels", shown("labels")), ("controls", controls),
                          ("instruction", instruction), ("chosen", chosen), ("pointed", pointed)):
            spans[name] = []
            for el in els:
                pinned = _pinned(el, board)
                box = el.getBoundingClientRect()
                dock = None if pinned is None else pinned.getBoundingClientRect()
                # docked at an edge (a hand at the bottom, sticky column names at the top):
                # always in view, and what it covers is not
                if dock is not None and float(dock.bottom) >= height - 1:
                    bottom = min(bottom, float(dock.top))
                elif dock is not None and float(dock.top) <= 1 and name != "controls":
                    top = max(top, float(dock.bottom))
                else:
                    spans[name].append((float(box.top), float(box.bottom)))
        if targets:
            # the targets under their labels, with the card chosen if it fits too; else the
            # targets and labels; else the first target and the labels; else the first target
            first = spans["targets"][:1]
            groups = [spans["targets"] + spans["labels"] + spans["chosen"],
                      spans["targets"] + spans["labels"], first + spans["labels"], first]
        else:  # the instruction and the controls; else the first control and the instruction
            first = spans["controls"][:1]
            groups = [spans["instruction"] + spans["controls"], first + spans["instruction"], first]
        if spans["pointed"]:
            groups = [spans["pointed"] + spans["instruction"], spans["pointed"], *groups]
        view = (top, bottom) if bottom - top > height / 3 else (0.0, height)
        if delta := scroll_delta(groups, view):
            js.window.scrollBy(0, delta)
        return (targets or controls)[0]

    def instruction(self) -> list[str]:
        """The step's instruction as it reads now (for the live region), if the table has one."""
        board = js.document.querySelector("#board[data-step-instruction]")
        if nothing(board):
            return []
        el = board.querySelector(str(board.getAttribute("data-step-instruction")))
        text = "" if nothing(el) else " ".join(str(el.textContent).split())
        return [text] if text else []

    def announce(self, lines: list[str]) -> None:
        if not lines:
            return
        live = js.document.getElementById("live")
        if not nothing(live):
            live.textContent = " ".join(lines)

    def carry_out(self, fx: Effects) -> None:
        if fx.apply_settings:
            self.apply_settings()
        if fx.set_hash is not None:
            if fx.replace_hash:  # a redirect: Back goes where the person came from
                js.history.replaceState(js.history.state, "", fx.set_hash)
                self.carry_out_nav(fx.set_hash)
            elif str(js.location.hash) == fx.set_hash or (fx.set_hash == "#/" and not js.location.hash):
                self.carry_out_nav(fx.set_hash)
            else:
                js.location.hash = fx.set_hash  # hashchange → navigate
        if fx.redraw:
            # motion: where the cards and pieces were, so they glide from there (none if reduced)
            before = {} if self.app.toggle_on("reduced_motion") else places(self.main)
            self.paint(fx.focus, fx.scroll, fx.from_top)
            move_pieces(self.main, before)
        self.announce([*fx.announce, *(self.instruction() if fx.focus == STEP else [])])
        self.speak([*fx.speak, *self.app.take_speech()])
        for cue in self.app.take_sounds():  # a move's sound (the timers' come with their ticks)
            self.play(cue)
        self.drive_timers()
        if fx.schedule_bot_ms is not None and not self.bot_pending:
            self.bot_pending = True
            js.setTimeout(create_once_callable(self.bot_tick), fx.schedule_bot_ms)
        for name in fx.load_packages:
            self.load_package(name)
        if fx.download is not None:
            self.download(*fx.download)
        if fx.pick_file:
            self.pick_file()
        if fx.reload:
            self.reload()
        self.tell_host(self.app.host_messages())
        self.ask_to_keep()

    def ask_to_keep(self) -> None:
        """Once a game is saved, ask the browser to keep the site's storage (not to delete it
        when space runs short, or after days without a visit); asked once per visit."""
        if self.asked_to_keep or not self.app.storage_ok or self.app.turns is None:
            return
        self.asked_to_keep = True
        storage: Any = getattr(js.navigator, "storage", None)
        if nothing(storage) or nothing(getattr(storage, "persist", None)):
            return
        try:
            storage.persist().catch(keep(lambda *_: None))  # refused: the notice stays true
        except Exception as exc:
            js.console.warn(f"storage.persist failed: {exc!r}")

    # --- the page that embeds the app (web/embedding.py) ------------------------------------------
    def tell_host(self, messages: list[dict[str, Any]]) -> None:
        """Post to the embedding page (none when not framed); public facts only, so any
        origin may hear them ("*"): the app cannot know its host's origin beforehand."""
        for message in messages:
            js.window.parent.postMessage(to_js(message, dict_converter=js.Object.fromEntries), "*")

    @_safely
    def on_message(self, event: Any) -> None:
        """A message in: taken only from the page that embeds this one."""
        if not self.app.framed or not getattr(js.Object, "is")(event.source, js.window.parent):
            return
        data = event.data
        try:
            request = data.to_py() if hasattr(data, "to_py") else None
        except Exception:  # not plain data (a port, a node): not a request
            return
        self.carry_out(self.app.host_message(request))

    def copy(self, selector: str) -> None:
        copy_field(selector, self.app.t)

    def speak(self, texts: list[str]) -> None:
        if self.app.can_speak:
            speak(texts, self.app.lang)

    def play(self, cue: Cue) -> None:
        self.sounds.play(cue)

    def drive_timers(self) -> None:
        """Tick the table's countdowns while one runs (the app decides what they show)."""
        running = self.app.timers.any_running()
        if running and self.ticking is None:
            if self._tick_proxy is None:
                self._tick_proxy = keep(self.timer_tick)
            self.ticking = js.setInterval(self._tick_proxy, 250)
        elif not running and self.ticking is not None:
            js.clearInterval(self.ticking)
            self.ticking = None

    @_safely
    def timer_tick(self, *args: Any) -> None:
        faces, lines, finished = self.app.tick(float(js.performance.now()))
        for timer_id, face in faces.items():
            el = js.document.querySelector(f'[data-timer-face="{js.CSS.escape(timer_id)}"]')
            if not nothing(el):
                el.textContent = face
        self.announce(lines)
        for cue in self.app.take_sounds():
            self.play(cue)
        if finished:
            self.paint()
        self.drive_timers()

    def carry_out_nav(self, hash_: str) -> None:
        fx = self.app.navigate(hash_)
        self.carry_out(fx)

    # --- events ---------------------------------------------------------------------------------
    @_safely
    def on_click(self, event: Any) -> None:
        target = event.target
        copier: Any = target.closest("[data-copy]") if not nothing(getattr(target, "closest", None)) else None
        if not nothing(copier):  # "Copier" beside a link to share
            event.preventDefault()
            self.copy(str(copier.getAttribute("data-copy")))
            return
        el: Any = target.closest("[data-cmd]") if not nothing(getattr(target, "closest", None)) else None
        if nothing(el):
            return
        event.preventDefault()
        cmd = str(el.getAttribute("data-cmd"))
        arg = el.getAttribute("data-arg")
        # a button that asks for it (data-form) is sent with its form's fields
        form = el.closest("form") if el.hasAttribute("data-form") else None
        self.run(cmd, "" if nothing(arg) else str(arg), None if nothing(form) else form_data(form))

    def on_press(self, event: Any) -> None:
        self.pressed_since = float(js.performance.now())

    def on_lift(self, event: Any) -> None:
        self.pressed_since = None

    @_safely
    def on_change(self, event: Any) -> None:
        el = event.target
        cmd = el.getAttribute("data-change") if not nothing(getattr(el, "getAttribute", None)) else None
        if nothing(cmd):
            return
        form = getattr(el, "form", None)
        self.run(str(cmd), "", {} if nothing(form) else form_data(form))

    @_safely
    def on_submit(self, event: Any) -> None:
        form = event.target
        cmd = form.getAttribute("data-submit")
        if nothing(cmd):
            return
        event.preventDefault()
        arg = form.getAttribute("data-arg")
        self.run(str(cmd), "" if nothing(arg) else str(arg), form_data(form))

    @_safely
    def on_hash(self, event: Any = None) -> None:
        self.carry_out_nav(str(js.location.hash))

    @_safely
    def on_storage(self, event: Any) -> None:
        """Another tab wrote the store: if it moved on the game on screen, this tab says so
        (``web.one_writer``) before anyone plays here."""
        key = None if nothing(event.key) else str(event.key)
        store = self.app.store
        if key is not None and isinstance(store, ScopedStore):
            key = store.app_key(key)
            if key is None:  # another copy's save
                return
        fx = one_writer.storage_changed(self.app, key)
        if fx is not None:
            self.carry_out(fx)

    @_safely
    def on_page_show(self, event: Any) -> None:
        """The page came back from the back-forward cache (Back from another site, a tab
        restored): whatever the screen showed is stale, and the device may have changed
        hands, so the address is entered again (through the hand-off)."""
        if bool(getattr(event, "persisted", False)):
            self.carry_out_nav(str(js.location.hash))

    @_safely
    def run(self, cmd: str, arg: str = "", form: dict[str, str] | None = None) -> None:
        # never lose the game to a UI bug: a failure is reported, the state kept (_safely)
        self.carry_out(self.app.command(cmd, arg, form))

    def recover(self, what: str, exc: BaseException) -> None:
        """Something failed: the app's message on the screen that still draws (else the home
        page, else a last line with a way home), never a traceback."""
        js.console.error(f"{what} failed: {exc!r}")
        try:
            self.carry_out(recovery.after_error(self.app))
        except Exception as again:
            js.console.error(f"recovery failed: {again!r}")
            self.main.innerHTML = recovery.last_resort(self.app)

    @_safely
    def package_arrived(self, name: str, ok: bool) -> None:
        self.carry_out(self.app.package_loaded(name) if ok else self.app.package_not_loaded(name))

    @_safely
    def bot_tick(self, *args: Any) -> None:
        pressed = self.pressed_since
        if pressed is not None and float(js.performance.now()) - pressed < PRESS_HOLDS_BOTS_MS:
            # a finger (or a mouse button) is down: the robot's drawing would replace what it
            # presses and the tap would be lost; the robot plays once it is lifted
            js.setTimeout(create_once_callable(self.bot_tick), 150)
            return
        self.bot_pending = False
        started = time.perf_counter()
        self.robot_moving = True
        try:
            self.run("bot")
        finally:
            self.robot_moving = False
        js.document.documentElement.setAttribute(
            "data-last-bot-ms", f"{(time.perf_counter() - started) * 1000:.1f}")

    # --- packages a game loads on demand ---------------------------------------------------------
    def load_package(self, name: str) -> None:
        """Fetch ``app/wheels/<name>.whl.xz`` (the service worker keeps it for offline play) and
        unpack it into site-packages (web/wheels.py), without blocking the page."""
        import asyncio

        async def fetch_and_unpack() -> None:
            from pyodide.http import pyfetch

            from .wheels import install_shipped_wheel

            try:
                response = await pyfetch(f"./app/wheels/{name}.whl.xz")
                if not response.ok:
                    raise OSError(f"HTTP {response.status}")
                install_shipped_wheel(await response.bytes())
            except Exception as exc:  # offline before the first visit of this game...
                js.console.warn(f"package {name} not loaded: {exc!r}")
                self.package_arrived(name, False)
                return
            self.package_arrived(name, True)

        asyncio.ensure_future(fetch_and_unpack())

    # --- files and the offline copy (web/device.py) -------------------------------------------
    def download(self, filename: str, text: str) -> None:
        download(filename, text)

    def pick_file(self) -> None:
        pick_file(self.got_file)

    @_safely
    def got_file(self, text: Any) -> None:
        """A file's text; None for a file too large to be read, which is refused as such (as
        a text nested beyond the limits: the import says "too large")."""
        self.carry_out(self.app.imported("[" * (bounded.SAVE.depth + 1) if text is None
                                         else str(text)))

    def update_ready(self) -> None:
        """A newer version of the app waits: the app shows its banner."""
        self.app.update_available = True
        self.paint()

    def register_service_worker(self) -> None:
        self.service_worker.register()

    def reload(self) -> None:
        self.service_worker.reload()

    # --- start ----------------------------------------------------------------------------------
    def start(self) -> None:
        if nothing(js.document.getElementById("live")):
            live = js.document.createElement("div")
            live.id = "live"
            live.className = "sr-only"
            live.setAttribute("aria-live", "polite")
            js.document.body.appendChild(live)
        self.apply_settings()
        js.document.addEventListener("click", keep(self.on_click))
        js.document.addEventListener("change", keep(self.on_change))
        js.document.addEventListener("submit", keep(self.on_submit))
        js.document.addEventListener("pointerdown", keep(self.on_press), obj(capture=True, passive=True))
        for lifted in ("pointerup", "pointercancel"):
            js.document.addEventListener(lifted, keep(self.on_lift), obj(capture=True, passive=True))
        js.window.addEventListener("hashchange", keep(self.on_hash))
        self.take_size()  # before the first screen is drawn (nothing to draw again yet)
        # a tablet turned (or a frame resized): the step to play comes back on screen
        js.window.addEventListener("resize", keep(lambda *_: self.resized()))
        js.window.addEventListener("pageshow", keep(self.on_page_show))
        js.window.addEventListener("storage", keep(self.on_storage))
        js.window.addEventListener("message", keep(self.on_message))
        self.app.host.outbox.append(embedding.ready(self.app.lang))
        self.on_hash()  # the first screen (a link that fails to open says so: _safely)
        js.document.documentElement.setAttribute("data-app-state", "ready")
        self.register_service_worker()




def _pinned(el: Any, board: Any) -> Any:
    """The sticky or fixed box ``el`` sits in, inside ``board`` (a hand docked at the bottom
    of the screen), or None."""
    node = el
    while not nothing(node) and not node.isSameNode(board):
        if str(js.getComputedStyle(node).position) in ("sticky", "fixed"):
            return node
        node = node.parentElement
    return None


def start() -> None:
    Browser().start()
