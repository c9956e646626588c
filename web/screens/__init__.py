"""The app's screens, one module each: ``render(app)`` draws it, ``COMMANDS`` maps the names
its buttons send (``data-cmd``) to ``handler(app, arg, form) -> Effects``, and a class holds
what the screen keeps between renders (``App`` has one of each: ``app.home_screen``...). A
screen writes only its own state; it asks another screen, or ``App``, through their methods.

- ``home``: the games, the saves list, export, import, delete (``HomeScreen``);
- ``setup``: the set-up form and the start of a match (``SetupScreen``);
- ``game``: the table: resuming a save, public moments, hand-offs, undo, the menu and the end
  screen (``GameScreen``);
- ``pages``: the rules, the settings, "À propos" and a game's own screens;
- ``share``: the set-up's "Partager cette partie" panel (``setup`` draws it; its state is the
  set-up screen's);
- ``replay``: a finished game replayed step by step (``#/replay/…``, ``ReplayScreen``);
- ``result``: a finished game's result, drawn alike by the end screen and the replay.
"""
