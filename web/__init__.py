"""Terraludo's browser UI, in Python.

Everything here except ``browser.py`` is pure Python (no ``js`` import), so the screens, the
router, the saves and the flow of a game at the table are tested in CPython like the engine.
``browser.py`` is the thin glue to the DOM, localStorage, timers and the service worker.
"""
