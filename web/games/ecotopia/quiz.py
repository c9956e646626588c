"""The quiz: the question asked (read aloud once), the answer given with its explanation and
source, and the public moment that shows it to the whole table."""

from __future__ import annotations

from typing import Any

from engine.ecotopia.actions import Answer
from engine.ecotopia.content import content_index
from engine.ecotopia.view import as_view

from ...html import esc
from ...seam import Ctx
from .content import lang_of, txt


def question_panel(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    t = ctx.t
    q = v["question"]
    assert q is not None, "the quiz panel is drawn in the question phase only"
    card = content_index().questions[q["id"]]
    topic = content_index().topics.get(card["topic"])
    if q["kind"] == "true_false":
        labels = [t("eco.answer.true"), t("eco.answer.false")]
    else:
        labels = [txt(ctx, c) for c in card["choices"]]
    buttons = "".join(
        f"<li>{ctx.act_button(Answer(i), esc(label), cls='button answer big')}</li>"
        for i, label in enumerate(labels) if Answer(i) in ctx.legal)
    topic_line = f"<p class=\"topic\">{esc(txt(ctx, topic['name']))}</p>" if topic else ""
    # the tablet reads the question and its choices to the table, once by itself
    spoken = f"{txt(ctx, card['question'])} " + (
        t("eco.ui.say_true_false") if q["kind"] == "true_false"
        else t("eco.ui.say_choices", choices=t("eco.ui.say_or").join(labels)))
    listen = ctx.read_aloud(spoken, t("eco.ui.listen_question"),
                            once_key=f"eco-q:{q['id']}:{v['turn_number']}")
    return (f"<section class=\"eco-panel eco-quiz\" aria-labelledby=\"eco-q-h\">"
            f"<h3 id=\"eco-q-h\">{esc(t('eco.ui.quiz_title', steps=q['steps']))}</h3>{topic_line}"
            f"<p class=\"question\" lang=\"{lang_of(ctx)}\">{esc(txt(ctx, card['question']))}</p>{listen}"
            f"<p class=\"hint\">{esc(_who_reads(ctx))}</p>"
            f"<ul class=\"answers\">{buttons}</ul></section>")


def question_reader(ctx: Ctx) -> int | None:
    """Who reads the question aloud (the book: another player, who must not help): the next
    person after the one asked, in seat order; never a robot. None: nobody else is a person
    (the one asked reads it, or the tablet does)."""
    asked = ctx.seat if ctx.seat is not None else as_view(ctx.view)["turn"]
    others = [s for s in ctx.human_seats if s != asked]
    if not others:
        return None
    return min(others, key=lambda s: (s - asked) % max(len(ctx.names), 1))


def _who_reads(ctx: Ctx) -> str:
    """The book's way: another person reads, the one asked answers (others may help, not the
    reader)."""
    mute = "" if ctx.can_speak else "_mute"
    reader = question_reader(ctx)
    if reader is None:
        return ctx.t_to([] if ctx.seat is None else [ctx.seat], f"eco.ui.quiz_hint{mute}",
                        seat=ctx.name(ctx.seat))
    return ctx.t(f"eco.ui.quiz_reader{mute}", who=ctx.name(reader), seat=ctx.name(ctx.seat))


def answer_box(ctx: Ctx, *, last: dict[str, Any] | None = None) -> str:
    """The answer just given: right or not, the right answer, the explanation and its source."""
    last = last or as_view(ctx.view).get("last_answer")
    if not last:
        return ""
    t = ctx.t
    card = content_index().questions[last["id"]]
    if card["kind"] == "true_false":
        labels = [t("eco.answer.true"), t("eco.answer.false")]
    else:
        labels = [txt(ctx, c) for c in card["choices"]]
    verdict = t("eco.ui.right") if last["right"] else t("eco.ui.wrong")
    spoken = (f"{verdict} {t('eco.ui.right_answer', answer=labels[last['answer']])} "
              f"{txt(ctx, card['explanation'])}")
    src = card.get("source", {})
    source = src.get("name", "") + (f", {src['year']}" if src.get("year") else "")
    link = (f"<a href=\"{esc(src['url'])}\" rel=\"noopener\" target=\"_blank\">{esc(source)}</a>"
            if src.get("url", "").startswith("https://") else esc(source))
    return (f"<div class=\"answer-box {'ok' if last['right'] else 'ko'}\" role=\"status\">"
            f"<p class=\"question small\">{esc(txt(ctx, card['question']))}</p>"
            f"<p><strong>{'✓' if last['right'] else '✗'} {esc(verdict)}</strong> "
            f"{esc(t('eco.ui.right_answer', answer=labels[last['answer']]))}"
            f"{'' if last['right'] else ' ' + esc(t('eco.ui.given_answer', answer=labels[last['choice']]))}</p>"
            f"<p>{esc(txt(ctx, card['explanation']))}</p>"
            f"{ctx.read_aloud(spoken, t('eco.ui.listen_explanation'))}"
            f"<p><small>{esc(t('eco.ui.source'))}{ctx.colon}{link}</small></p></div>")


def answer_moment(ctx: Ctx, events: list[dict[str, Any]]) -> str | None:
    """A question answered: the whole table reads the explanation and its source once."""
    answers = [e for e in events if e.get("key") == "eco.log.answer"]
    if not answers:
        return None
    a = answers[-1]["args"]
    last = {"id": a["question"], "choice": a["choice"], "right": a["right"], "answer": a["answer"]}
    who = ctx.name(a.get("seat"))
    return (f"<div class=\"eco eco-moment\"><p>{esc(ctx.t('eco.ui.moment_answer', seat=who))}</p>"
            f"{answer_box(ctx, last=last)}</div>")
