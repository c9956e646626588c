"""The table's sounds, made here: a soft tick for a countdown's last seconds and a clear chime
when its time is up (the book has a time-keeper because nobody watches the timer while drawing);
and the moves' (issue 35): a card laid, a reveal, a goal met or missed, the end of a game.

They are synthesised once, in Python, as small 8-bit WAV files (about 1 KB and 7 KB) and handed
to the browser as ``data:`` addresses: nothing to download, credit or cache, offline from the
first visit. The same bytes in CPython and Pyodide (integer arithmetic on a fixed table).
"""

from __future__ import annotations

import base64
import math
import struct
from functools import cache
from typing import Literal

Cue = Literal["tick", "time_up", "laid", "reveal", "success", "failure", "end"]
CUES: tuple[Cue, ...] = ("tick", "time_up", "laid", "reveal", "success", "failure", "end")
#: the countdown's last seconds that tick softly (the chime marks zero)
TICK_SECONDS = (5, 4, 3, 2, 1)
RATE = 11025  # Hz: enough for a beep, and a few kilobytes
#: (frequency Hz, duration s, loudness 0..1) of each note; a silence is frequency 0
NOTES: dict[Cue, tuple[tuple[float, float, float], ...]] = {
    "tick": ((1320.0, 0.07, 0.25),),
    "time_up": ((880.0, 0.16, 0.8), (0.0, 0.04, 0.0), (880.0, 0.16, 0.8), (0.0, 0.04, 0.0),
                (1175.0, 0.3, 0.8)),
    # the table's moves (issue 35): short and soft, under a timer's chime
    "laid": ((520.0, 0.05, 0.35),),  # a card or a piece put down: a light tap
    "reveal": ((660.0, 0.06, 0.4), (990.0, 0.08, 0.4)),  # cards turned over: a rising pair
    "success": ((784.0, 0.09, 0.5), (1046.0, 0.16, 0.5)),  # a goal met: a bright fourth
    "failure": ((440.0, 0.1, 0.45), (349.0, 0.18, 0.45)),  # a goal missed: a falling step
    "end": ((523.0, 0.12, 0.55), (659.0, 0.12, 0.55), (784.0, 0.12, 0.55), (1046.0, 0.3, 0.55)),
}
#: a vibration pattern (ms on, off, on…) where the device has one
VIBRATION: dict[Cue, tuple[int, ...]] = {"tick": (), "time_up": (250, 120, 250, 120, 400),
                                         "laid": (), "reveal": (), "success": (), "failure": (),
                                         "end": (120,)}


def _samples(frequency: float, seconds: float, loudness: float) -> bytes:
    """One note as unsigned 8-bit samples, with a short fade in and out (no click)."""
    count = int(RATE * seconds)
    fade = max(1, int(RATE * 0.01))
    out = bytearray(count)
    for i in range(count):
        envelope = min(1.0, i / fade, (count - 1 - i) / fade)
        value = loudness * envelope * math.sin(2 * math.pi * frequency * i / RATE) if frequency else 0.0
        out[i] = 128 + round(value * 127)
    return bytes(out)


def wav(cue: Cue) -> bytes:
    """The cue as a mono 8-bit PCM WAV file."""
    data = b"".join(_samples(*note) for note in NOTES[cue])
    header = struct.pack("<4sI4s4sIHHIIHH4sI", b"RIFF", 36 + len(data), b"WAVE", b"fmt ", 16,
                         1, 1, RATE, RATE, 1, 8, b"data", len(data))
    return header + data


@cache
def data_url(cue: Cue) -> str:
    """The cue as an address the browser's ``Audio`` plays."""
    return "data:audio/wav;base64," + base64.b64encode(wav(cue)).decode("ascii")
