"""What the page asks of the device beyond the screen: files (a save exported, a save file
chosen for import) and the service worker (offline play, updates). Runs only in the page (it
imports ``js``); ``browser.Browser`` calls it and the app decides everything else."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import create_once_callable, to_js

from engine.core import bounded

from .jsglue import keep, nothing, obj


def download(filename: str, text: str) -> None:
    """Give the person ``text`` as a file named ``filename`` (an exported save)."""
    blob = js.Blob.new(to_js([text]), obj(type="application/json"))
    url = js.URL.createObjectURL(blob)
    link = js.document.createElement("a")
    link.href = url
    link.download = filename
    js.document.body.appendChild(link)
    link.click()
    link.remove()
    js.setTimeout(create_once_callable(lambda: js.URL.revokeObjectURL(url)), 1000)


def pick_file(got: Callable[[Any], None]) -> None:
    """Let the person choose a save file; ``got`` receives its text, or None for a file far
    too large to be read at all (never read into memory)."""
    picker = js.document.createElement("input")
    picker.type = "file"
    picker.accept = ".json,application/json"
    picker.id = "import-file"
    picker.className = "sr-only"

    def chosen(event: Any) -> None:
        files = picker.files
        if nothing(files) or files.length == 0:
            return
        file = files.item(0)
        picker.remove()
        if float(file.size) > 4 * bounded.SAVE.chars:  # never read a file far too large
            got(None)
            return
        file.text().then(create_once_callable(got))

    picker.addEventListener("change", create_once_callable(chosen))
    js.document.body.appendChild(picker)
    picker.click()


class ServiceWorker:
    """The offline copy of the app: registered once the app is ready; ``update_ready`` is
    called when a newer version waits (the app shows its banner); ``reload`` takes it."""

    def __init__(self, update_ready: Callable[[], None]) -> None:
        self.update_ready = update_ready
        self.registration: Any = None

    def register(self) -> None:
        sw: Any = getattr(js.navigator, "serviceWorker", None)
        if nothing(sw):
            return

        def registered(reg: Any) -> None:
            self.registration = reg
            if not nothing(reg.waiting) and not nothing(js.navigator.serviceWorker.controller):
                self.update_ready()

            def found(*args: Any) -> None:
                worker = reg.installing
                if nothing(worker):
                    return

                def state_change(*args: Any) -> None:
                    if worker.state == "installed" and not nothing(js.navigator.serviceWorker.controller):
                        self.update_ready()

                worker.addEventListener("statechange", keep(state_change))

            reg.addEventListener("updatefound", keep(found))

        def failed(err: Any) -> None:
            js.console.warn(f"service worker not registered: {err}")

        sw.register("./sw.js").then(keep(registered), keep(failed))

    def reload(self) -> None:
        """Load the page again, on the waiting version if there is one."""
        reg = self.registration
        if reg is not None and not nothing(reg.waiting):
            js.navigator.serviceWorker.addEventListener(
                "controllerchange", keep(lambda *a: js.location.reload()))
            reg.waiting.postMessage("skip-waiting")
        else:
            js.location.reload()
