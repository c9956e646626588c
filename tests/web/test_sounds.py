"""The timer is heard: a soft tick for the last five seconds, a chime at zero, a "Sons"
setting (on by default, off by default inside another site's frame) on the settings page and
the set-up form."""

from __future__ import annotations

import itertools
import struct
from collections.abc import Iterator

import pytest

from engine.core import registry
from tests.support import partygame, partytable
from tests.support.ui import make_app
from web import i18n, seam, sounds, tables
from web.app import App
from web.saves import MemoryStore
from web.timers import Timers


@pytest.fixture(autouse=True)
def party() -> Iterator[None]:
    registry.register(partygame.GAME)
    tables.register_table(partygame.GAME.id, partytable.TABLE)
    i18n.add_strings(partygame.STRINGS)
    yield
    registry.unregister(partygame.GAME.id)
    i18n.remove_strings(partygame.STRINGS)


_RUNS = itertools.count(1)


def _run_down(app: App, seconds: int) -> list[list[str]]:
    """Start a new timer of ``seconds`` and tick it down second by second: the sounds of each
    tick."""
    run = next(_RUNS)
    timer_id = f"t{run}"
    seam.Ctx(app.shell("party-test"), partygame.GAME, {"seat": 0, "log": []}, [], 0,
             ["Léa", "Tom"], {}, app.timers).timer(timer_id, seconds)
    heard = []
    start = 1_000_000.0 * run
    for second in range(seconds + 2):
        app.tick(start + second * 1000.0)
        heard.append(list(app.take_sounds()))
    return heard


def test_the_last_five_seconds_tick_and_zero_chimes_once() -> None:
    heard = _run_down(make_app(), 30)
    flat = [cue for cues in heard for cue in cues]
    assert flat == ["tick"] * 5 + ["time_up"]
    # the ticks come at 0:05 … 0:01, the chime at 0:00, each once
    assert heard[25] == ["tick"] and heard[29] == ["tick"] and heard[30] == ["time_up"]
    assert heard[31] == []


def test_a_short_timer_does_not_tick_at_its_start() -> None:
    timers = Timers()
    timers.ensure("short", 3)
    cues = [cue for ms in range(0, 5000, 500) for cue in timers.tick(float(ms)).cues]
    assert cues == ["tick", "tick", "time_up"]  # 0:02, 0:01, then zero; never at 0:03


def test_the_sound_setting_silences_the_timer_and_is_remembered() -> None:
    store = MemoryStore()
    app = make_app(store)
    app.navigate("#/settings")
    html = app.render()
    assert 'data-arg="sound"' in html and 'aria-checked="true"' in html.split('data-arg="sound"')[0][-200:]
    app.command("toggle", "sound")
    assert _run_down(app, 10) == [[]] * 12
    again = make_app(store)  # another visit keeps the choice
    assert _run_down(again, 10) == [[]] * 12


def test_inside_another_sites_frame_sounds_start_off() -> None:
    app = App(MemoryStore(), lang="fr", embed=True)
    assert all(cues == [] for cues in _run_down(app, 10))
    app.command("toggle", "sound")  # the player may turn them on
    assert any(cues for cues in _run_down(app, 10))


def test_the_set_up_form_offers_the_sounds_beside_the_timer() -> None:
    app = make_app()
    app.navigate("#/play/climat-tic-tac")  # a game whose table has a timer
    html = app.render()
    assert 'name="sound"' in html and ">Sons <" in html
    app.command("setup-change", "", {"sound": "off"})
    assert app.settings["sound"] is False
    assert '<option value="off" selected>' in app.render()


def test_the_cues_are_small_valid_wav_files() -> None:
    for cue in sounds.CUES:
        data = sounds.wav(cue)
        riff, size, wave, fmt = struct.unpack("<4sI4s4s", data[:16])
        assert (riff, wave, fmt) == (b"RIFF", b"WAVE", b"fmt ") and size == len(data) - 8
        channels, rate, bits = struct.unpack("<HI", data[22:28]) + struct.unpack("<H", data[34:36])
        assert (channels, rate, bits) == (1, sounds.RATE, 8)
        assert len(data) < 10_000  # a few kilobytes
        assert max(data[44:]) - min(data[44:]) > 40  # not silence
        assert sounds.data_url(cue).startswith("data:audio/wav;base64,")
