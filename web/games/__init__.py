"""One view module per game: it draws a seat's view and turns taps into actions.

A view module exposes ``render(ctx: Ctx) -> str`` and, optionally,
``command(ctx: Ctx, name: str, arg: str) -> action | None`` for UI-local steps such as
selecting a card before choosing where it goes. Buttons that play an action directly use
``ctx.act_button(action, label)``; the shell decodes, validates and plays it.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from engine.core.game import Game

from ..html import button
from ..i18n import Translator

MODULES = {
    "glace-et-ciel": "web.games.glace_et_ciel",
    "defis-nature": "web.games.defis_nature",
}
#: a game's own screens linked from the home page, as (label key, screen name): kept here so
#: the home screen does not import the game's view module (and its content) at boot
HOME_LINKS = {
    "defis-nature": (("defis.ui.deck_builder", "decks"),),
}


@dataclass
class Ctx:
    game: Game[Any, Any]
    view: dict[str, Any]
    legal: list[Any]
    seat: int | None
    names: list[str]
    t: Translator
    ui: dict[str, Any] = field(default_factory=dict)
    settings: dict[str, Any] = field(default_factory=dict)

    def act_button(self, action: Any, label: str, *, cls: str = "button", **kw: Any) -> str:
        return button(label, "act", self.game.encode_action(action), cls=cls, **kw)

    def ui_button(self, label: str, name: str, arg: str = "", *, cls: str = "button", **kw: Any) -> str:
        return button(label, "ui", f"{name}:{arg}", cls=cls, **kw)

    def pick(self, face: str, name: str, value: str, *, playable: bool, selected: bool,
             cls: str) -> str:
        """A card in a hand: a toggle button sending ``ui name:value`` when it may be played
        now (pressed when selected), else the same face, inert."""
        if not playable:
            return f"<span class=\"{cls}\">{face}</span>"
        return self.ui_button(face, name, value, cls=cls + (" selected" if selected else ""),
                              aria_pressed="true" if selected else "false")

    @property
    def colon(self) -> str:
        """" : " in French typography, ": " in English (nothing in it to escape)."""
        return str(self.t("ui.colon"))

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return "?"
        return self.names[seat]


def module_for(game_id: str) -> ModuleType:
    return importlib.import_module(MODULES.get(game_id, "web.games.generic"))
