"""What the browser must do after a command, beyond repainting (kept apart from ``app.py`` so
that game tables can return effects without importing the shell)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Effects:
    schedule_bot_ms: int | None = None
    download: tuple[str, str] | None = None
    set_hash: str | None = None
    #: ``set_hash`` replaces the address in the history instead of adding one: an address that
    #: only leads to another (``#/learn/<game>`` opens its lesson's game) is skipped by Back
    replace_hash: bool = False
    pick_file: bool = False
    announce: list[str] = field(default_factory=list)
    focus: str | None = None
    reload: bool = False
    apply_settings: bool = False
    #: scroll the focused element into view (a result heading, a hand after a choice)
    scroll: bool = False
    #: the page opens at its top before the focused element is brought into view
    from_top: bool = False
    #: False: nothing on screen changed (a robot's timer with nothing to play), so the screen
    #: is not drawn again: a drawing replaces the element a finger may be pressing
    redraw: bool = True
    #: packages to load before the game on screen can be shown (``web.tables.needed_packages``)
    load_packages: list[str] = field(default_factory=list)
    #: texts to read aloud now, in the app's language (speech synthesis, where the device has it)
    speak: list[str] = field(default_factory=list)
