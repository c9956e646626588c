"""Countdowns on the table (a 45-second mime, a spinning top): UI effects only.

The engine never reads time: when a timer reaches zero it *proposes* the verdict (the table
shows "Temps écoulé" beside the verdict buttons); the verdict itself is an action a player
taps. The browser calls ``Timers.tick(now_ms)`` a few times a second with its own clock; tests
pass any clock they like.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .sounds import TICK_SECONDS, Cue

#: seconds left at which a screen reader hears the time (and at zero)
ANNOUNCE_AT = (30, 10, 0)
DEFAULT_SECONDS = 45
#: the lengths a table may choose (the settings page and the set-up of a game with a timer);
#: 0 is "no timer": the players keep time themselves, or not at all
SECONDS_CHOICES = (0, 30, 45, 60, 90)


def timer_length(settings: dict[str, object]) -> int:
    """The timer length the players chose (remembered in the settings), in seconds; 0: none."""
    chosen = settings.get("timer_seconds", DEFAULT_SECONDS)
    return chosen if isinstance(chosen, int) and chosen in SECONDS_CHOICES else DEFAULT_SECONDS


@dataclass
class Timer:
    total_ms: int
    left_ms: int
    running: bool = True
    #: the ``ANNOUNCE_AT`` steps already announced
    announced: set[int] = field(default_factory=set)
    #: the ``TICK_SECONDS`` (and 0, the chime) already sounded
    sounded: set[int] = field(default_factory=set)
    #: the clock reading this timer last counted from; None until its first tick (and after a
    #: pause): each timer keeps its own, so no other timer's past can be charged to it
    last_tick_ms: float | None = None
    #: what the table reads at zero (a drawing's "À la table de juger", a word's "Dis ton mot")
    over_key: str = "timer.over"

    @property
    def done(self) -> bool:
        return self.left_ms <= 0

    @property
    def seconds_left(self) -> int:
        return max(0, -(-self.left_ms // 1000))  # 44.2 s left reads "0:45"

    def face(self) -> str:
        minutes, seconds = divmod(self.seconds_left, 60)
        return f"{minutes}:{seconds:02d}"


@dataclass
class TickResult:
    """What a tick changed: faces to redraw, lines to announce, sounds to play, a timer that
    reached zero."""

    faces: dict[str, str] = field(default_factory=dict)
    announce_seconds: list[int] = field(default_factory=list)
    cues: list[Cue] = field(default_factory=list)
    finished: bool = False
    #: the ``over_key`` of the timer that reached zero (the line heard then)
    over_key: str = "timer.over"


class Timers:
    def __init__(self) -> None:
        self._timers: dict[str, Timer] = {}

    def ensure(self, timer_id: str, seconds: int, over_key: str = "timer.over") -> Timer:
        """The timer ``timer_id``, started now with ``seconds`` if it did not exist."""
        if timer_id not in self._timers:
            self._timers[timer_id] = Timer(seconds * 1000, seconds * 1000, over_key=over_key)
        return self._timers[timer_id]

    def get(self, timer_id: str) -> Timer | None:
        return self._timers.get(timer_id)

    def pause(self, timer_id: str) -> None:
        if timer_id in self._timers:
            self._timers[timer_id].running = False
            self._timers[timer_id].last_tick_ms = None  # a paused clock must not jump on resume

    def resume(self, timer_id: str) -> None:
        timer = self._timers.get(timer_id)
        if timer is not None and not timer.done:
            timer.running = True

    def restart(self, timer_id: str) -> None:
        timer = self._timers.get(timer_id)
        if timer is not None:
            self._timers[timer_id] = Timer(timer.total_ms, timer.total_ms, over_key=timer.over_key)

    def keep_only(self, timer_ids: set[str]) -> None:
        """Forget the timers no screen shows any more (a challenge that was judged)."""
        for timer_id in list(self._timers):
            if timer_id not in timer_ids:
                del self._timers[timer_id]

    def any_running(self) -> bool:
        return any(t.running and not t.done for t in self._timers.values())

    def tick(self, now_ms: float) -> TickResult:
        """Advance the running timers to ``now_ms`` (the browser's clock)."""
        result = TickResult()
        for timer_id, timer in self._timers.items():
            if not timer.running or timer.done:
                timer.last_tick_ms = None
                continue
            # a timer counts from its own first tick: one started after a long gap (or after
            # another timer was forgotten mid-run) starts full
            elapsed = 0.0 if timer.last_tick_ms is None else max(0.0, now_ms - timer.last_tick_ms)
            timer.last_tick_ms = now_ms
            before = timer.face()
            timer.left_ms = max(0, timer.left_ms - int(elapsed))
            if timer.face() != before:
                result.faces[timer_id] = timer.face()
            for step in ANNOUNCE_AT:
                if timer.seconds_left <= step and step not in timer.announced \
                        and timer.total_ms > step * 1000:
                    timer.announced.add(step)
                    result.announce_seconds.append(step)
                    if step == 0:
                        result.over_key = timer.over_key
            left = timer.seconds_left
            if left not in timer.sounded and (left == 0 or (
                    left in TICK_SECONDS and timer.total_ms > left * 1000)):
                timer.sounded.add(left)
                result.cues.append("time_up" if left == 0 else "tick")
            if timer.done:
                timer.running = False
                result.finished = True
        return result
