# Terraludo's boot watchdog, run by MicroPython (copied to dist/watchdog.py by build.py).
# MicroPython starts in milliseconds, independently of Pyodide, so it does two small jobs:
# - the shell's language: index.html holds every shell text in French and English (written by
#   build.py from the app's strings) and shows neither until this script has chosen, with the
#   app's own rule (web/browser.py, web/i18n.py pick_language): ?lang=fr|en, then the stored
#   setting, then the browser's languages, else French. (Without MicroPython, CSS shows French
#   after 3 s.)
# - when the Python UI is not ready 20 s after the page started (a download that failed, a
#   runtime that never loads), the page is marked as failed, and the shell's error panel with
#   its retry button shows.
import json

import js

BOOT_TIMEOUT_MS = 20000
LANGUAGES = ("fr", "en")
SETTINGS_KEY = "terraludo:settings"


def _stored_language():
    # as the app: its storage is used only when a write succeeds (else it plays in memory)
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


def check_boot(*_):
    root = js.document.documentElement
    if root.getAttribute("data-app-state") != "ready":
        root.setAttribute("data-app-state", "error")


try:
    show_shell()
finally:
    js.setTimeout(check_boot, BOOT_TIMEOUT_MS - int(js.performance.now()))
