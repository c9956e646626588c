"""What the page asks of the device beyond the screen: files (a save exported, a save file
chosen for import), the clipboard, the voice, sounds and vibration, and the service worker
(offline play, updates). Runs only in the page (it
imports ``js``); ``browser.Browser`` calls it and the app decides everything else."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import create_once_callable, to_js

from engine.core import bounded

from . import sounds
from .jsglue import keep, nothing, obj
from .sounds import Cue

#: the voice's language for each of the app's languages
SPEECH_LANG = {"fr": "fr-FR", "en": "en-GB"}


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


def copy_field(selector: str, t: Callable[[str], str]) -> None:
    """Copy a field's text to the clipboard, and say so; where the browser does not let
    the page copy, the text is selected for the person to copy."""
    field = js.document.querySelector(selector)
    if nothing(field):
        return

    def said(key: str) -> None:
        status = js.document.getElementById("share-copied")
        if not nothing(status):
            status.textContent = t(key)

    def failed(*_: Any) -> None:
        field.select()
        said("share.copy_failed")

    clipboard: Any = getattr(js.navigator, "clipboard", None)
    if nothing(clipboard):
        failed()
        return
    clipboard.writeText(str(field.value)).then(
        create_once_callable(lambda *_: said("share.copied")), create_once_callable(failed))


def speak(texts: list[str], lang: str) -> None:
    """Read texts aloud in the app's language, cutting off whatever was being read."""
    if not texts:
        return
    synth = js.window.speechSynthesis
    synth.cancel()
    for text in texts:
        utterance = js.SpeechSynthesisUtterance.new(text)
        utterance.lang = SPEECH_LANG.get(lang, lang)
        synth.speak(utterance)


class Sounds:
    """The table's sounds (``web/sounds.py``), and a vibration where the device has one."""

    def __init__(self) -> None:
        self.audio: dict[str, Any] = {}  # the Audio element of each cue, made once

    def play(self, cue: Cue) -> None:
        """A browser that refuses (no sound device, a policy) loses the sound, never the game."""
        try:
            audio = self.audio.get(cue)
            if audio is None:
                audio = self.audio[cue] = js.Audio.new(sounds.data_url(cue))
            audio.currentTime = 0
            played = audio.play()
            if not nothing(played) and not nothing(getattr(played, "catch", None)):
                played.catch(keep(lambda *_: None))
            pattern = sounds.VIBRATION[cue]
            if pattern and not nothing(getattr(js.navigator, "vibrate", None)):
                js.navigator.vibrate(to_js(list(pattern)))
        except Exception:  # noqa: BLE001 — a sound is never worth a stopped game
            pass
