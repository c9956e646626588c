"""Ecotopia's private things, for the conformance suite's secrets check: none.

Every seat sees the same table (open information, ``view.py``); what nobody sees (the piles'
orders, the question card's answer before it is given) belongs to no seat. The check then
asserts that no view shows anything as a seat's own.
"""

from __future__ import annotations

from typing import Any

from engine.ecotopia.state import EcoState
from tests.support.conformance import Secrets


def private(state: EcoState, owner: int) -> frozenset[str]:
    return frozenset()


def shown(view: dict[str, Any], owner: int) -> frozenset[str]:
    return frozenset()


def revealed(state: EcoState, owner: int, viewer: int | None) -> frozenset[str]:
    return frozenset()


SECRETS = Secrets(private, shown, revealed)
