"""Climat's whisper check: the sentence shown to the table keeps an elided word against the
key word it belongs to ("tout l'hiver", not "tout l' hiver")."""

from __future__ import annotations

from typing import Any

from web.games.climat_tic_tac import challenge
from web.widgets import ui_button


class _Ctx:
    view: dict[str, Any] = {"difficulty": "easy"}
    ui: dict[str, Any] = {}
    lang = "fr"

    def ui_button(self, label: str, name: str, arg: str = "", **kw: Any) -> str:
        return ui_button(label, name, arg, **kw)

    def t(self, key: str, **kw: Any) -> str:
        return key


def test_an_elision_sits_against_the_key_word_it_belongs_to() -> None:
    markup, met = challenge._whisper_ticks(_Ctx(), "Le **hérisson** dort tout l'**hiver** sous les **feuilles** mortes.")  # type: ignore[arg-type]
    assert not met
    assert "<span class=\"elided\"> dort tout l&#x27;</span>" in markup or \
        "<span class=\"elided\"> dort tout l&#39;</span>" in markup, markup
    assert "<span> sous les </span>" in markup  # no elision, the usual gap
