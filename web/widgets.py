"""The markup every game's table draws the same way: action buttons, cards to pick, a
countdown, dice, a field to type a word, a button that reads aloud.

Pure functions from values to escaped markup. A table reaches them through its ``Ctx``
(``ctx.act_button(...)``, ``ctx.timer(...)``...), which adds what the match knows: the game's
action codec, the running timers, the texts to read aloud once.
"""

from __future__ import annotations

from typing import Any

from engine.core.game import Game

from .html import button, esc
from .i18n import Translator
from .timers import Timer

#: a loudspeaker drawn inline (an emoji may be missing from a school tablet's fonts)
SPEAKER_ICON = ("<svg class=\"icon\" viewBox=\"0 0 24 24\" width=\"18\" height=\"18\" aria-hidden=\"true\">"
                "<path d=\"M3 9v6h4l5 4V5L7 9H3z\" fill=\"currentColor\"/>"
                "<path d=\"M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12\" fill=\"none\" "
                "stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\"/></svg>")


def act_button(game: Game[Any, Any], action: Any, label: str, *, cls: str = "button",
               **kw: Any) -> str:
    """A button that plays ``action`` (the shell decodes, validates and plays it)."""
    return button(label, "act", game.encode_action(action), cls=cls, **kw)


def ui_button(label: str, name: str, arg: str = "", *, cls: str = "button", **kw: Any) -> str:
    """A button that sends ``name:arg`` to the table's ``command``."""
    return button(label, "ui", f"{name}:{arg}", cls=cls, **kw)


def pick(face: str, name: str, value: str, *, playable: bool, selected: bool, cls: str) -> str:
    """A card in a hand: a toggle button sending ``ui name:value`` when it may be played now
    (pressed when selected), else the same face, inert."""
    if not playable:
        return f"<span class=\"{cls}\">{face}</span>"
    return ui_button(face, name, value, cls=cls + (" selected" if selected else ""),
                     aria_pressed="true" if selected else "false")


def timer(t: Translator, timer_id: str, clock: Timer) -> str:
    """A countdown's face with its pause/resume button (``timer`` commands), announced to
    screen readers; at zero it says so instead (the verdict stays the players' to tap)."""
    if clock.done:
        control = f"<strong class=\"timer-over\">{esc(t(clock.over_key))}</strong>"
    elif clock.running:
        control = button(esc(t("timer.pause")), "timer", f"pause:{timer_id}", cls="button small")
    else:
        control = button(esc(t("timer.resume")), "timer", f"resume:{timer_id}",
                         cls="button small primary")
    state = "done" if clock.done else ("running" if clock.running else "paused")
    return (f"<div class=\"timer {state}\" role=\"timer\" "
            f"aria-label=\"{esc(t('timer.label'))}\">"
            f"<span class=\"timer-face\" data-timer-face=\"{esc(timer_id)}\">{clock.face()}</span>"
            f"{control}</div>")


def dice(values: list[int], label: str, *, fresh: bool) -> str:
    """Dice as they land: a short roll when ``fresh`` (none under reduced motion, by CSS), the
    values in digits, and one label for screen readers."""
    faces = "".join(f"<span class=\"die{' roll' if fresh else ''}\" aria-hidden=\"true\">"
                    f"{int(v)}</span>" for v in values)
    return f"<span class=\"dice\" role=\"img\" aria-label=\"{esc(label)}\">{faces}</span>"


def word_form(lang: str, name: str, label: str, submit: str, *,
              suggestions: tuple[str, ...] = ()) -> str:
    """A field to type a word in ``lang``: submitting it sends ``name`` with ``form["word"]``
    to the table's ``command``; suggestions (words already on the table) are one tap each."""
    chips = "".join(ui_button(esc(w), name, w, cls="button small chip") for w in suggestions)
    chips = f"<div class=\"chips\">{chips}</div>" if chips else ""
    return (f"<form class=\"word-form\" data-submit=\"ui\" data-arg=\"{esc(name)}:\">"
            f"<label>{esc(label)} <input name=\"word\" id=\"word-{esc(name)}\" "
            f"autocomplete=\"off\" autocapitalize=\"off\" spellcheck=\"false\" "
            f"maxlength=\"30\" lang=\"{lang}\"></label>"
            f"<button type=\"submit\" class=\"button primary\">{esc(submit)}</button>"
            f"{chips}</form>")


def read_aloud(t: Translator, text: str, label: str) -> str:
    """"Écouter": a button that reads ``text`` aloud now (``speak`` command)."""
    return button(f"{SPEAKER_ICON} {esc(t('ui.listen'))}", "speak", text,
                  cls="button small read-aloud", aria_label=label)
