"""The app's screens, one module each: ``render(app)`` draws it, ``COMMANDS`` maps the names
its buttons send (``data-cmd``) to ``handler(app, arg, form) -> Effects``.

- ``home``: the games, the saves list, resuming a save, export, import, delete;
- ``setup``: the set-up form and the start of a match;
- ``game``: the table, public moments, hand-offs, undo, the menu and the end screen;
- ``pages``: the rules, the settings, "À propos" and a game's own screens;
- ``share``: the set-up's "Partager cette partie" panel (``setup`` draws it);
- ``replay``: a finished game replayed step by step (``#/replay/…``).
"""
