"""The player's settings: one JSON object in storage, shared by the app and the games.

The app's own keys are ``lang``, the switches in ``TOGGLES``, ``bot_pace`` and
``timer_seconds``; a game keeps its own as ``<game id>:<name>`` (``Shell.game_setting``).
The settings page that changes them is ``screens/pages.py``.
"""

from __future__ import annotations

import json
from typing import Any

from engine.core import bounded

from .saves import KeyValue

SETTINGS_KEY = "terraludo:settings"
#: the pause after a visible move before the next bot plays, by the player's pace setting;
#: a bot's secret move (a hidden placement) needs none. "Réduire les animations" removes
#: motion, never the pacing.
BOT_PACE_MS = {"calm": 1400, "normal": 800, "fast": 250}
#: the app's own settings switches (a game keeps its own through ``Shell.game_setting``)
TOGGLES = ("reduced_motion", "large_text", "read_aloud", "sound")
#: switches that are on until the player turns them off
TOGGLES_ON = ("read_aloud",)


def load(store: KeyValue) -> dict[str, Any]:
    """The stored settings; none (defaults everywhere) when missing or unreadable."""
    raw = store.get(SETTINGS_KEY)
    try:  # within limits: stored text may have been edited (too deep, it would stop Python)
        data = bounded.loads(raw, bounded.SAVE) if raw else {}
    except ValueError:
        data = {}
    return data if isinstance(data, dict) else {}


def save(store: KeyValue, settings: dict[str, Any]) -> None:
    """Store the settings (raises ``StorageError`` when storage refuses)."""
    store.set(SETTINGS_KEY, json.dumps(settings))


def toggle_on(settings: dict[str, Any], name: str, embedded: bool = False, *,
              system_reduced_motion: bool = False) -> bool:
    """Whether the switch ``name`` is on (its default until the player touches it). Sounds are
    on by default, except inside another site's frame, whose page may be read in silence;
    reduced motion follows the system's "reduce motion" until the player chooses."""
    default = (not embedded) if name == "sound" else name in TOGGLES_ON
    if name == "reduced_motion":
        default = system_reduced_motion
    return bool(settings.get(name, default))


def bot_pace_ms(settings: dict[str, Any]) -> int:
    """The pause before a bot's visible move, by the chosen pace."""
    return BOT_PACE_MS.get(str(settings.get("bot_pace")), BOT_PACE_MS["normal"])
