"""Bots (placeholder while the rules are checked)."""
from __future__ import annotations

from typing import Any


class CttBot:
    def __init__(self, level: str) -> None:
        self.level = level
    def choose(self, view: dict[str, Any], legal: Any, rng: Any) -> Any:
        return rng.choice(legal)
