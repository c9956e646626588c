"""Climat Tic Tac (Bioviva, 2021): cooperative game about cities, climate hazards and CO₂.

``GAME`` is the rules engine (``rules.py``), ``content`` the validated cards and world and
their index, ``bots`` the bots; README.md lists every module. The names below load on first use (PEP 562), so listing the games at boot
stays cheap. Its table is ``web/games/climat_tic_tac``.
"""

from __future__ import annotations

from engine.core.lazy import lazy_attributes

#: the engine and its web table (web/games/climat_tic_tac) both exist
PLAYABLE = True

_LAZY = {
    "GAME": ".rules",
    "ClimatTicTac": ".rules",
    "CttState": ".state",
}
__all__ = ["GAME", "PLAYABLE", "ClimatTicTac", "CttState"]

__getattr__ = lazy_attributes(__name__, _LAZY)
