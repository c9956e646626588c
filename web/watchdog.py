# Terraludo's boot watchdog, run by MicroPython (copied to dist/watchdog.py by build.py).
# MicroPython starts in milliseconds, independently of Pyodide: when the Python UI is not
# ready 20 s after the page started (a download that failed, a runtime that never loads),
# the page is marked as failed, and the shell's error panel with its retry button shows.
import js

BOOT_TIMEOUT_MS = 20000


def check_boot(*_):
    root = js.document.documentElement
    if root.getAttribute("data-app-state") != "ready":
        root.setAttribute("data-app-state", "error")


js.setTimeout(check_boot, BOOT_TIMEOUT_MS - int(js.performance.now()))
