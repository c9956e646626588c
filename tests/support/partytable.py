"""The party test game's table: it uses every shared table piece (timer, typed word, dice)."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from typing import Any

from engine.core import registry
from tests.support import partygame
from tests.support.partygame import WORDS, Propose, Secret, normal_word
from web import i18n, tables
from web.html import esc
from web.seam import Ctx, Form, GameTable


class PartyTable(GameTable):
    def render(self, ctx: Ctx) -> str:
        v = ctx.view
        parts = [f"<p class=\"scores\">{esc(' · '.join(str(s) for s in v['scores']))}</p>"]
        if v["die"]:
            fresh = any(e["key"] == "party.rolled" for e in ctx.news) or v["phase"] == "mime"
            parts.append(ctx.dice([v["die"]], ctx.t("party.ui.die", die=v["die"]), fresh=fresh))
        if v["word"] is not None:
            parts.append(f"<p class=\"secret-word\">{esc(WORDS[v['word']])}</p>")
        if v["phase"] == "judge":  # the public screen: the table watches the mime and the timer
            parts.append(ctx.timer(f"mime-{v['active']}"))
        for action in ctx.legal:
            if isinstance(action, Secret):
                parts.append(ctx.act_button(action, str(action.number)))
            elif not isinstance(action, Propose):
                label = {"found": "party.ui.found", "not found": "party.ui.not_found",
                         "ready": "party.ui.ready"}.get(str(action))
                parts.append(ctx.act_button(action, esc(ctx.t(label) if label else str(action))))
        if v["phase"] == "word" and ctx.legal:
            parts.append(ctx.word_form("word", ctx.t("party.ui.word"), ctx.t("party.ui.propose"),
                                       suggestions=tuple(a.word for a in ctx.legal
                                                         if isinstance(a, Propose))))
        return "".join(parts)

    def command(self, ctx: Ctx, name: str, value: str, form: Form) -> Any | None:
        if name != "word":
            return None
        typed = value or form.get("word", "")
        word = normal_word(typed)
        # a malformed word still reaches the engine, which explains the refusal
        return Propose(word if word is not None else unicodedata.normalize("NFC", typed))


TABLE = PartyTable()


def registered() -> Iterator[None]:
    """The party game known to the app (its rules, this table, its words) while a test runs:
    the body of the tests' autouse fixture."""
    registry.register(partygame.GAME)
    tables.register_table(partygame.GAME.id, TABLE)
    i18n.add_strings(partygame.STRINGS)
    yield
    registry.unregister(partygame.GAME.id)
    i18n.remove_strings(partygame.STRINGS)
