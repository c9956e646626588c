"""One package per game: ``web/games/<package>/`` is that game's table (see ``web/seam.py``).

The package's ``__init__`` stays light (the home page reads ``HOME_SCREENS`` at boot); its
module ``table`` (``TABLE``) and the content it needs are imported on first use, by
``web/tables.py``, once the game's wheel is loaded.
"""
