# Terraludo's boot watchdog, run by MicroPython (copied to dist/watchdog.py by build.py).
# MicroPython starts in milliseconds, independently of Pyodide, so it does two small jobs:
# - the shell's language: index.html holds every shell text in French and English (written by
#   build.py from the app's strings) and shows neither until this script has chosen, with the
#   app's own rule (web/browser.py, web/i18n.py pick_language): ?lang=fr|en, then the stored
#   setting, then the browser's languages, else French. (Without MicroPython, CSS shows French
#   after 3 s.)
# - progress: on a first visit, the bytes received of the boot's total (the browser's resource
#   timings, polled), then "Python se prépare…" once the runtime has arrived; on a later visit
#   (the service worker controls the page: everything is on the device), that it starts in a
#   few seconds, offline too. Shown through <html data-boot-phase> and the shell's texts.
# - when the Python UI is not ready 20 s after the page started (a download that failed, a
#   runtime that never loads) and no byte arrived for 20 s, the page is marked as failed, and
#   the shell's error panel with its retry button shows.
import json

import js

BOOT_TIMEOUT_MS = 20000
POLL_MS = 250
#: bytes a first visit downloads until the app is ready (as sent: gzip where the host
#: compresses); written here by build.py
BOOT_BYTES = 0
#: the last of the runtime's big files to arrive; then Python starts
RUNTIME_DONE = ("pyodide.asm.wasm", "python_stdlib")
LANGUAGES = ("fr", "en")
SETTINGS_KEY = "terraludo:settings"


def _stored_language():
    # as the app: its storage is used only when a write succeeds (else it plays in memory).
    # Not inside a frame: another site's frame may be denied storage, and there reading
    # localStorage throws an error MicroPython cannot catch (PyScript shows it in a red box);
    # the app itself (Pyodide) reads the stored language once it runs.
    if not getattr(js.Object, "is")(js.window.self, js.window.top):
        return None
    try:
        ls = js.window.localStorage
        ls.setItem("terraludo:probe", "1")
        ls.removeItem("terraludo:probe")
        raw = ls.getItem(SETTINGS_KEY)
        return json.loads(raw).get("lang") if raw else None
    except Exception:
        return None


def shell_language():
    try:
        query = js.URLSearchParams.new(js.location.search).get("lang")
    except Exception:
        query = None
    for candidate in (query, _stored_language()):
        if candidate in LANGUAGES:
            return candidate
    try:
        langs = js.navigator.languages
        codes = [str(langs[i]).lower()[:2] for i in range(int(langs.length))]
    except Exception:
        codes = []
    for code in codes:
        if code in LANGUAGES:
            return code
    return "fr"


def show_shell():
    root = js.document.documentElement
    lang = shell_language()
    root.setAttribute("lang", lang)
    root.setAttribute("data-shell-lang", lang)
    title = root.getAttribute("data-title-" + lang)
    if title:
        js.document.title = title


class Progress:
    received = 0  # bytes of the resources loaded so far
    last_byte_at = 0.0  # when that count last grew (ms since navigation)
    timer = 0  # the polling interval's id (0: not polling, a later visit)


def _megabytes(n, lang):
    text = "%.1f" % (n / 1e6)
    return text.replace(".", ",") + "\u00a0Mo" if lang == "fr" else text + "\u00a0MB"


def poll_progress(*_):
    root = js.document.documentElement
    if root.getAttribute("data-app-state") != "booting":
        js.clearInterval(Progress.timer)
        return
    entries = js.performance.getEntriesByType("resource")
    received = 0
    done = 0
    for i in range(int(entries.length)):
        entry = entries[i]
        received += int(entry.encodedBodySize or 0)
        name = str(entry.name)
        done += 1 if any(part in name for part in RUNTIME_DONE) else 0
    if received > Progress.received:
        Progress.received = received
        Progress.last_byte_at = float(js.performance.now())
    if done >= len(RUNTIME_DONE):
        root.setAttribute("data-boot-phase", "python")
        return
    lang = root.getAttribute("data-shell-lang") or "fr"
    label = js.document.querySelector(".boot-bytes")
    if label:
        total = max(BOOT_BYTES, received)
        label.textContent = _megabytes(received, lang) + " / " + _megabytes(total, lang)
    root.setAttribute("data-boot-phase", "download")


def show_progress():
    worker = getattr(js.navigator, "serviceWorker", None)
    if worker and worker.controller:  # a later visit: everything is on the device
        js.document.documentElement.setAttribute("data-boot-phase", "cached")
        return
    Progress.timer = int(js.setInterval(poll_progress, POLL_MS))
    poll_progress()


def check_boot(*_):
    root = js.document.documentElement
    if root.getAttribute("data-app-state") != "booting":
        return
    quiet = float(js.performance.now()) - Progress.last_byte_at
    if Progress.timer and quiet < BOOT_TIMEOUT_MS:  # bytes still arriving
        js.setTimeout(check_boot, int(BOOT_TIMEOUT_MS - quiet) + POLL_MS)
        return
    root.setAttribute("data-app-state", "error")


try:
    show_shell()
    show_progress()
finally:
    js.setTimeout(check_boot, BOOT_TIMEOUT_MS - int(js.performance.now()))
