"""A Défi at Climat Tic Tac's table (the engine's ``challenges.py``; its README's
"Challenges at the table").

The challenger's screen runs the challenge: choose the word, or read the sentence; the people
guess or whisper in seat order (robots skipped, known by ``Ctx.human_seats``); alone with
robots, the app asks "Quelqu'un d'autre peut deviner ?" before the word is chosen ("Non":
chance decides at once, no word chosen for nothing); the odds show only where chance decides; the secret word shows only while pressed; the timer is drawn (so
started) at "C'est parti !"; the whisper has none. One-way steps live in ``ctx.ui``
(``guesser``, ``go``, ``shown``, ``ticks``), reset by the shell after the verdict.
"""

from __future__ import annotations

from typing import Any

from engine.climat_tic_tac.actions import (
    ChallengeResult,
    ChooseWord,
    ResolveChallengeByChance,
)
from engine.climat_tic_tac.content import content_index
from engine.climat_tic_tac.view import as_view

from ...html import esc
from ...seam import Ctx
from .pieces import in_lang, nb, quote


def table_watches(view: dict[str, Any]) -> bool:
    """Whether ``view`` is the challenger's screen while the whole table looks at it, in both
    modes: from the word chosen (or the sentence read) to the verdict — "quelqu'un d'autre
    peut deviner ?", "C'est parti !", the timer, the guessing, the whisper chain and check,
    the verdict or the dice. Such a screen shows only what the table may see."""
    v = as_view(view)
    ch = v.get("challenge")
    return v["phase"] == "verdict" and ch is not None and v.get("seat") == ch["challenger"]


def performing(ctx: Ctx) -> bool:
    """The semi-cooperative challenger's screen while the table watches it: its hand, its
    role and its secret cities (◆) stay off it."""
    return ctx.view["mode"] == "semi" and table_watches(ctx.view)


def is_robot(ctx: Ctx, seat: int) -> bool:
    """Whether ``seat`` is a robot (the table knows its people through ``human_seats``)."""
    return bool(ctx.human_seats) and seat not in ctx.human_seats


def other_humans(ctx: Ctx, challenger: int) -> list[int]:
    """The people who guess or pass the whisper on: every human seat but the challenger's, in
    seat order starting after the challenger (robots are skipped)."""
    n = int(ctx.view["players"])
    return [s for s in ((challenger + k) % n for k in range(1, n)) if s in ctx.human_seats]


def challenge_info(ctx: Ctx) -> str:
    """Who takes up which challenge, and what the others do (shown while waiting)."""
    ch = ctx.view.get("challenge")
    if not ch:
        return ""
    kind = ctx.t("ctt.kind." + ch["kind"])
    name = ctx.name(ch["challenger"])
    head = f"<p>{esc(ctx.t('ctt.ui.challenge_of', name=name, kind=kind))}</p>"
    if is_robot(ctx, ch["challenger"]):  # nobody is asked about a robot's performance
        pct = ch["chance_percent"]
        return head + f"<p class=\"hint\">{esc(nb(ctx.t('ctt.ui.robot_chance', name=name, percent=pct), ctx.lang))}</p>"
    if ctx.seat == ch["challenger"]:
        return head
    watch = ctx.t(f"ctt.ui.watch.{ch['kind']}", name=name)
    return head + f"<p class=\"hint\">{esc(watch)}</p>"


def _whisper_sentence(ctx: Ctx, sentence: str) -> str:
    """The sentence to read, its key words marked (easy: the words that must come back;
    hard: the whole sentence counts, word for word)."""
    if ctx.view["difficulty"] == "hard":
        return f"<strong>{quote(ctx, sentence.replace('**', ''))}</strong>"
    parts = sentence.split("**")
    inner = "".join(f"<mark>{esc(part)}</mark>" if i % 2 else esc(part) for i, part in enumerate(parts))
    opening, closing = ("«\u202f", "\u202f»") if ctx.lang == "fr" else ("“", "”")
    return f"{opening}{inner}{closing}"


def _ask_nearby(ctx: Ctx, ch: dict[str, Any]) -> tuple[str, str]:
    """Alone with robots, before the word is chosen (or the sentence read): can someone
    nearby guess (or listen)? "Oui" shows the words; "Non" lets chance decide at once, the
    odds on the button (the only place they are shown), and no word is chosen for nothing."""
    pct = ch["chance_percent"]
    ask = "ctt.ui.ask_listener" if ch["kind"] == "whisper" else "ctt.ui.ask_guesser"
    yes = ctx.ui_button(esc(ctx.t("ctt.ui.ask_yes")), "guesser", cls="button primary")
    no = ctx.ui_button("⚂ " + esc(nb(ctx.t("ctt.action.chance_no", percent=pct), ctx.lang)),
                       "chance", cls="button")
    return ctx.t(ask), (
        f"<p class=\"hint\">{esc(nb(ctx.t('ctt.ui.chance_solo', percent=pct), ctx.lang))}</p>"
        f"<div class=\"row ctt-verdict\">{yes}{no}</div>")


def chance_without_word(ctx: Ctx) -> list[Any] | None:
    """"Non" to the question before the word: the word step closed unread, then chance."""
    words = [a for a in ctx.legal if isinstance(a, ChooseWord)][:1]
    if not words or ResolveChallengeByChance in {type(a) for a in ctx.legal}:
        return None
    return [words[0], ResolveChallengeByChance()]


def word_step(ctx: Ctx) -> tuple[str, str]:
    """The challenger, alone with the screen: choose the word, or read the sentence — alone
    with robots, once someone nearby has said they can guess."""
    ch = ctx.view["challenge"]
    if not other_humans(ctx, ch["challenger"]) and not ctx.ui.get("guesser"):
        return _ask_nearby(ctx, ch)
    card = ch.get("card")
    if ch["kind"] == "whisper" and card:  # the challenger reads the sentence, then hides it
        sentence = in_lang(content_index().defis[card]["whisper"], ctx.lang)
        read = [a for a in ctx.legal if isinstance(a, ChooseWord)][:1]
        buttons = "".join(ctx.act_button(a, esc(ctx.t("ctt.ui.read_done")), cls="button primary big")
                          for a in read)
        key = "ctt.ui.whisper_keys_hard" if ctx.view["difficulty"] == "hard" else "ctt.ui.whisper_keys"
        return ctx.t("ctt.ui.whisper_title"), (
            f"<p class=\"hint\">{esc(ctx.t(key))}</p>"
            f"<p class=\"ctt-secret ctt-read\">{_whisper_sentence(ctx, sentence)}</p>"
            f"<div class=\"row ctt-words\">{buttons}</div>")
    words = content_index().defis[card]["words"] if card else [{}, {}]
    buttons = "".join(ctx.act_button(ChooseWord(i), esc(in_lang(w, ctx.lang)) if w else str(i + 1),
                                     cls="button primary big")
                      for i, w in enumerate(words) if ChooseWord(i) in ctx.legal)
    how = ctx.t(f"ctt.ui.how.{ch['kind']}")
    return ctx.t(f"ctt.ui.word_title.{ch['kind']}"), (
        f"<p class=\"hint\">{esc(how)}</p>"
        f"<div class=\"row ctt-words\">{buttons}</div>")


def _timer_id(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    return f"ctt-{v['round']}-{v['turn_index']}-{len(v['defi_discard'])}-{v['defi_pile']}"


def verdict_step(ctx: Ctx) -> tuple[str, str]:
    """The challenger's screen during the performance. Who guesses: the other people at the
    table (robots never guess nor judge); alone with robots, the person nearby who said so
    before the word was chosen (``word_step``). The timer starts at "C'est parti !"; the
    whisper has none."""
    v = as_view(ctx.view)
    ch = v["challenge"]
    assert ch is not None  # the verdict step is a Défi's
    kind = ch["kind"]
    others = other_humans(ctx, ch["challenger"])
    names = [ctx.name(s) for s in others]
    if kind == "whisper":
        return _whisper_verdict(ctx, names)
    card = ch.get("card")
    word = in_lang(content_index().defis[card]["words"][ch["word"]], ctx.lang) if card and ch.get("word", -1) >= 0 else ""
    # the word is hidden while the others look at the screen: shown only while pressed
    peek = (f"<button type=\"button\" class=\"button ctt-peek\" aria-describedby=\"ctt-peek-hint\">"
            f"<span class=\"ctt-peek-hint\" id=\"ctt-peek-hint\">{esc(ctx.t('ctt.ui.peek'))}</span>"
            f"<strong class=\"ctt-peek-word\">{esc(word)}</strong></button>") if word else ""
    guessers = ctx.t("ctt.ui.guessers", names=", ".join(names)) if names else ctx.t("ctt.ui.guessers_nearby")
    if not ctx.ui.get("go"):
        go = ctx.ui_button(esc(ctx.t("ctt.ui.go")), "go", cls="button primary big")
        return ctx.t(f"ctt.ui.ready_title.{kind}"), (
            f"<p>{esc(guessers)}</p><p class=\"row\">{peek}</p><div class=\"row ctt-words\">{go}</div>")
    verdict = (ctx.act_button(ChallengeResult(True), "✓ " + esc(ctx.t("ctt.action.won")), cls="button primary")
               + ctx.act_button(ChallengeResult(False), "✗ " + esc(ctx.t("ctt.action.lost")), cls="button"))
    return ctx.t(f"ctt.ui.playing_title.{kind}"), (
        f"<p>{esc(guessers)}</p><p class=\"row\">{peek}</p>{ctx.timer(_timer_id(ctx))}"
        f"<p class=\"hint\">{esc(ctx.t('ctt.ui.verdict_hint'))}</p>"
        f"<div class=\"row ctt-verdict\">{verdict}</div>")


def _whisper_verdict(ctx: Ctx, names: list[str]) -> tuple[str, str]:
    """The whisper chain (no timer, as in the book): the sentence is hidden while it goes from
    ear to ear; once the last person has said it aloud, the challenger shows it and ticks the
    words that came back. "Défi réussi" is enabled only when the rule is met."""
    ch = ctx.view["challenge"]
    card = ch.get("card")
    if names:
        chain = ctx.t("ctt.ui.chain", first=names[0], last=names[-1]) if len(names) > 1 else \
            ctx.t("ctt.ui.chain_one", first=names[0])
        order = " → ".join([ctx.name(ch["challenger"]), *names])
        chain_html = f"<p>{esc(chain)}</p><p class=\"ctt-chain\">{esc(order)}</p>"
    else:
        chain_html = f"<p>{esc(ctx.t('ctt.ui.chain_nearby'))}</p>"
    if not ctx.ui.get("shown") or not card:
        check = ctx.ui_button(esc(ctx.t("ctt.ui.show_sentence")), "shown", cls="button primary big")
        return ctx.t("ctt.ui.chain_title"), f"{chain_html}<div class=\"row ctt-words\">{check}</div>"
    sentence = in_lang(content_index().defis[card]["whisper"], ctx.lang)
    ticks, met = _whisper_ticks(ctx, sentence)
    won = ctx.act_button(ChallengeResult(True), "✓ " + esc(ctx.t("ctt.action.won")), cls="button primary",
                         disabled=not met)
    lost = ctx.act_button(ChallengeResult(False), "✗ " + esc(ctx.t("ctt.action.lost")), cls="button")
    return ctx.t("ctt.ui.check_title"), f"{ticks}<div class=\"row ctt-verdict\">{won}{lost}</div>"


def _whisper_ticks(ctx: Ctx, sentence: str) -> tuple[str, bool]:
    """The sentence shown to the table: tick the key words (easy) or the whole sentence (hard)
    that came out of the chain right; returns the markup and whether the rule is met."""
    ticked = set(str(ctx.ui.get("ticks", "")).split(",")) - {""}
    parts = sentence.split("**")
    out = []
    if ctx.view["difficulty"] == "hard":
        on = "all" in ticked
        mark = "☑" if on else "☐"
        out.append(ctx.ui_button(f"{mark} {quote(ctx, sentence.replace('**', ''))}", "tick", "all",
                                 cls="button chip", aria_pressed="true" if on else "false"))
        n, done = 1, int(on)
        hint = ctx.t("ctt.ui.tick_hard")
    else:
        n = done = 0
        for i, part in enumerate(parts):
            if i % 2 == 1:
                on = str(i) in ticked
                n += 1
                done += on
                mark = "☑" if on else "☐"
                out.append(ctx.ui_button(f"{mark} {esc(part)}", "tick", str(i), cls="button chip",
                                         aria_pressed="true" if on else "false"))
            elif part.strip():  # "tout l'" sits against its word: no gap after an elision
                elided = " class=\"elided\"" if part.rstrip().endswith(("'", "’")) else ""
                out.append(f"<span{elided}>{esc(part)}</span>")
        hint = ctx.t("ctt.ui.tick_easy")
    verdict = ctx.t("ctt.ui.tick_all" if done == n else "ctt.ui.tick_some", done=done, n=n,
                    count=n - done)
    return (f"<p class=\"hint\">{esc(hint)}</p><p class=\"ctt-sentence\">{' '.join(out)}</p>"
            f"<p><strong>{esc(verdict)}</strong></p>"), done == n
