"""The smartphone: which apps a seat's phone shows, which it may still use this turn, and
the battery units actions spend.

The normal phone prints two multi-use apps (``recycle``, ``recruit``) and holds the seat's
single-use app tiles; the simplified phone prints ``recycle`` (multi-use) and ``move_team``,
``answer_question`` (once a turn). A single-use app turns face down when used and face up
again at the seat's next Phase I (``state.used`` lists those face down this turn).
"""

from __future__ import annotations

from engine.core import Event
from engine.core.frozen import replace

from .content import NORMAL_PHONE_APPS, SIMPLIFIED_PHONE_APPS, SINGLE_USE_APPS
from .state import EcoState

#: apps usable any number of times a turn
MULTI_USE_APPS = ("recycle", "recruit")


def phone_apps(state: EcoState, seat: int) -> tuple[str, ...]:
    """Every app the seat's phone shows (printed and single-use tiles)."""
    if state.simplified:
        return SIMPLIFIED_PHONE_APPS
    return (*NORMAL_PHONE_APPS, *state.apps[seat])


def can_use(state: EcoState, app: str) -> bool:
    """Whether the active seat may use ``app`` now (on the phone and not face down)."""
    if app not in phone_apps(state, state.turn):
        return False
    if app in MULTI_USE_APPS:
        return True
    return app not in state.used


def spend(state: EcoState, app: str) -> EcoState:
    """One battery unit spent on ``app`` (a single-use app turns face down)."""
    used = state.used if app in MULTI_USE_APPS else (*state.used, app)
    return replace(state, battery=state.battery - 1, used=used)


def missing_apps(state: EcoState, seat: int) -> tuple[str, ...]:
    """The single-use apps the seat's phone lacks."""
    return tuple(app for app in SINGLE_USE_APPS if app not in state.apps[seat])


def add_app(state: EcoState, seat: int, app: str) -> EcoState:
    """Put ``app`` on the seat's phone."""
    apps = list(state.apps)
    apps[seat] = (*apps[seat], app)
    return replace(state, apps=tuple(apps), log=state.log + (
        Event("eco.log.app", {"seat": seat, "app_key": f"eco.app.{app}"}),))


def grant_single(state: EcoState, seats: tuple[int, ...]) -> EcoState:
    """A seat missing only one app gets it without a choice (D-ECO-12)."""
    apps = list(state.apps)
    events = []
    for seat in seats:
        missing = missing_apps(state, seat)
        if len(missing) == 1:
            apps[seat] = (*apps[seat], missing[0])
            events.append(Event("eco.log.app", {"seat": seat, "app_key": f"eco.app.{missing[0]}"}))
    return replace(state, apps=tuple(apps), log=state.log + tuple(events))
