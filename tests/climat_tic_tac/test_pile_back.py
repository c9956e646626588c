"""Climat's Défi pile told as the book plays it (issue 41 §7): "Piochez une carte Défi. Puis
regardez le pictogramme au dos de la prochaine carte Défi." The back on top of the pile is
the card a challenger draws, not the challenge: the pile's line says so, and once the card is
drawn the back then on top is the challenge's kind (the audit read "dos de la carte du
dessus : mime" as the coming challenge, and drew a whisper)."""

from __future__ import annotations

import dataclasses
import re

from engine.climat_tic_tac import GAME
from engine.climat_tic_tac.actions import PlayCard
from engine.climat_tic_tac.content import content_index
from tests.support.ui import make_app, visible_text
from web.games.climat_tic_tac.table import _piles
from web.seam import Ctx

from .helpers import give_hand, make_state, play


def _pile_line(state: object, lang: str) -> str:
    app = make_app(lang=lang)
    view = GAME.view(state, 0)
    ctx = Ctx(app.shell("climat-tic-tac"), GAME, view, [], 0, ["Léa", "Tom", "Inès", "Noé"], {})
    line = next(li for li in _piles(ctx).split("<li>") if "Défi" in li or "Challenge" in li)
    return re.sub(r"[ \t\n]+", " ", visible_text(line)).strip()  # U+202F kept


def test_the_top_back_is_not_the_challenge_and_the_next_one_is() -> None:
    backs = content_index().back
    state = make_state()
    first = next(c for c in state.defi_pile if backs[c] == "mime")
    second = next(c for c in state.defi_pile if backs[c] == "whisper")
    rest = tuple(c for c in state.defi_pile if c not in (first, second))
    state = dataclasses.replace(state, defi_pile=(first, second, *rest), cloud=6)
    before = _pile_line(state, "fr")
    assert "dessus\u202f: mime" in before
    # the line says where the challenge is read: the back of the card after the one drawn
    assert "carte d'après" in before, before
    assert "card after it" in _pile_line(state, "en")
    state = give_hand(state, 0, ("action-03", "action-05", "action-06"))
    state = play(state, 0, PlayCard("action-03", True))
    assert state.challenge is not None and state.challenge.card == first
    assert state.challenge.kind == "whisper"  # the back then on top, as the book says
    assert "dessus\u202f: bouche-à-oreille" in _pile_line(state, "fr")
