"""Climat Tic Tac through the app, tapped like a player would: whole cooperative games with
bots in French and English (taking Défis: the two secret words, the whisper sentence shown
and ticked, the timer, the verdict), a semi-cooperative game with two humans whose roles stay
hidden from each other, the round recap, the end screen and the science notes."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from engine.climat_tic_tac import content
from tests.support.ui import (
    act_buttons,
    check_buttons,
    check_screen,
    make_app,
    run_bots,
    start_game,
    ui_args,
    visible_text,
)
from web.app import App

GAME = "climat-tic-tac"


def _content() -> dict[str, Any]:
    return content.content_json()


def role_names(lang: str) -> dict[str, str]:
    return {r["id"]: r["name"][lang] for r in _content()["roles"]["roles"]}


def play_whole_game(app: App, *, challenge_every: int = 2, lang: str = "fr") -> dict[str, int]:
    """Tap through a game: play cards (a Défi every other turn), choose words, show and tick
    the whisper sentence, give verdicts, pick cities; hand-offs and moments on the way."""
    seen = {"word": 0, "whisper": 0, "verdict": 0, "recap": 0, "effect": 0, "turns": 0}
    turns = app.turns
    assert turns is not None
    for _ in range(3000):
        run_bots(app, close_moments=False)
        html = app.render()
        check_screen(app, html)
        if 'id="moment-ok"' in html:
            assert 'data-cmd="act"' not in html
            if "ctt-moment" in html:
                seen["recap"] += 1
                assert "ppm" in visible_text(html)
            app.command("moment-ok")
            continue
        if turns.over:
            return seen
        handoff = turns.handoff_needed()
        if handoff is not None:
            assert 'data-cmd="act"' not in html
            app.command("handoff", str(handoff))
            continue
        check_buttons(app, html)
        acts = act_buttons(html)
        view = turns.view()
        phase = view["phase"]
        if phase == "action":
            seen["turns"] += 1
            plays = [a for a in acts if a["type"] == "PlayCard"]
            want = seen["turns"] % challenge_every == 0
            pick = next((a for a in plays if a["challenge"] == want), plays[0])
            app.command("act", json.dumps(pick))
        elif phase == "word":
            ch = view["challenge"]
            words = [w[lang] for w in _defis()[ch["card"]]["words"]]
            text = visible_text(html)
            assert all(w in text for w in words)  # the challenger alone, after its hand-off
            seen["word"] += 1
            app.command("act", json.dumps(acts[0]))
        elif phase == "verdict":
            ch = view["challenge"]
            types = {a["type"] for a in acts}
            if "ChallengeResult" not in types:
                # one person at the table: nobody to judge, chance decides with the odds shown
                assert types == {"ResolveChallengeByChance"} and "%" in visible_text(html)
                seen["verdict"] += 1
                app.command("act", json.dumps(acts[0]))
                continue
            assert 'role="timer"' in html
            if ch["kind"] == "whisper" and ch["card"]:
                seen["whisper"] += 1
                assert "shown" in ui_args(html, "shown") or ui_args(html, "shown") == [""]
                app.command("ui", "shown:")
                shown = app.render()
                ticks = ui_args(shown, "tick")
                assert ticks
                for t in ticks:
                    app.command("ui", f"tick:{t}")
                text = visible_text(app.render())
                assert re.search(r"Tout est coché|Everything is ticked", text)
            seen["verdict"] += 1
            verdicts = [a for a in act_buttons(app.render()) if a["type"] == "ChallengeResult"]
            app.command("act", json.dumps(verdicts[0]))
        else:
            if phase == "effect":
                seen["effect"] += 1
            app.command("act", json.dumps(acts[0]))
        assert app.flash is None or app.flash[0] != "error", app.flash
    raise AssertionError("the game did not end")


def _defis() -> dict[str, Any]:
    return {d["id"]: d for d in _content()["challenges"]}


@pytest.mark.parametrize("seed", ["3", "5", "8"])
def test_cooperative_game_two_people_judge_the_challenges(seed: str) -> None:
    """With two people at the table the Défis are judged: the timer, the verdict buttons, and
    the whisper sentence shown to everyone and ticked when one comes up."""
    app = make_app(lang="fr")
    start_game(app, GAME, {"players": "3", "kind-0": "human", "name-0": "Léa",
                           "kind-1": "human", "name-1": "Tom", "kind-2": "bot",
                           "level-2": "medium", "seed": seed})
    seen = play_whole_game(app, challenge_every=1)
    assert seen["verdict"] >= 1 and seen["word"] >= 1


@pytest.mark.parametrize(("lang", "seed"), [("fr", "3"), ("en", "8")])
def test_cooperative_game_one_human_two_bots(lang: str, seed: str) -> None:
    app = make_app(lang=lang)
    start_game(app, GAME, {"players": "3", "kind-0": "human", "name-0": "Léa",
                           "kind-1": "bot", "level-1": "medium", "kind-2": "bot",
                           "level-2": "strong", "seed": seed})
    html = app.render()
    text = visible_text(html)
    # the board: tracks from 410 ppm with the loss line, the time to 2100, the map, open hands
    assert "410 ppm" in text and "2100" in text and "560" in text
    assert html.count("class=\"zone-map ") == 3
    assert len(re.findall(r'class="city[^"]*"', html)) == 27
    assert ("Les mains, face visible" if lang == "fr" else "The hands, face up") in text
    seen = play_whole_game(app, lang=lang)
    assert seen["turns"] >= 6 and seen["verdict"] >= 1 and seen["recap"] >= 1
    assert seen["word"] >= 1 and seen["effect"] >= 1
    end = app.render()
    check_screen(app, end)
    assert 'id="end-h"' in end and "ctt-recap" in end
    end_text = visible_text(end)
    assert re.search(r"Villes perdues|Cities lost", end_text)
    assert re.search(r"ppm", end_text)


def test_two_humans_semi_cooperative_roles_stay_hidden() -> None:
    app = make_app(lang="fr")
    start_game(app, GAME, {"players": "2", "kind-0": "human", "name-0": "Léa",
                           "kind-1": "human", "name-1": "Hugo", "opt-mode": "semi",
                           "seed": "21"})
    turns = app.turns
    assert turns is not None
    state = turns.match.state
    names = role_names("fr")
    mine = {0: names[state.roles[0]], 1: names[state.roles[1]]}
    checked = set()
    for _ in range(3000):
        html = app.render()
        check_screen(app, html)
        text = visible_text(html)
        if turns.over:
            break
        if 'id="moment-ok"' in html:
            assert mine[0] not in text and mine[1] not in text  # a public moment
            app.command("moment-ok")
            continue
        handoff = turns.handoff_needed()
        if handoff is not None:
            assert mine[0] not in text and mine[1] not in text  # the hand-off screen is public
            app.command("handoff", str(handoff))
            continue
        seat = turns.screen_seat()
        assert seat is not None
        assert mine[seat] in text, "a seat sees its own role"
        assert mine[1 - seat] not in text, "the other seat's role stays hidden"
        assert "Cartes cachées" in text  # the other hand is face down
        checked.add(seat)
        acts = act_buttons(html)
        plays = [a for a in acts if a["type"] == "PlayCard" and not a["challenge"]]
        app.command("act", json.dumps(plays[0] if plays else acts[0]))
    assert checked == {0, 1}
    end = visible_text(app.render())
    # the end reveals both roles (with the ranking when the team won)
    assert mine[0] in end and mine[1] in end
    assert "Les rôles dévoilés" in end


def test_science_notes_screen_fr_and_en() -> None:
    for lang, words in (("fr", ("450 et 560\u00a0ppm", "GIEC AR6", "submersion marine")),
                        ("en", ("450 and 560 ppm", "IPCC AR6", "storm surge"))):
        app = make_app(lang=lang)
        app.navigate(f"#/screen/{GAME}/science")
        html = app.render()
        check_screen(app, html)
        text = visible_text(html)
        for w in words:
            assert w in text


def test_notes_open_inside_a_game_and_log_lines_name_things() -> None:
    app = make_app(lang="fr")
    start_game(app, GAME, {"players": "2", "kind-0": "human", "kind-1": "bot",
                           "level-1": "beginner", "seed": "4"})
    app.command("ui", "notes:")
    html = app.render()
    assert "ctt-notes" in html and "GIEC" in visible_text(html)
    app.command("ui", "notes:")
    assert "ctt-notes" not in app.render()
    acts = [a for a in act_buttons(app.render()) if a["type"] == "PlayCard" and not a["challenge"]]
    app.command("act", json.dumps(acts[0]))
    text = visible_text(app.render())
    assert "action-" not in text and "alea-" not in text  # card ids become titles


def test_cooperation_token_swap_then_a_whole_game() -> None:
    app = make_app(lang="fr")
    start_game(app, GAME, {"players": "3", "kind-0": "human", "name-0": "Léa",
                           "kind-1": "bot", "level-1": "medium", "kind-2": "bot",
                           "level-2": "medium", "opt-cooperation": "True", "seed": "11"})
    turns = app.turns
    assert turns is not None
    html = app.render()
    assert "ctt-challenge" in html
    assert not [a for a in act_buttons(html) if a["type"] == "OfferSwap"]  # one tap away
    app.command("ui", "swap:")
    offers = [a for a in act_buttons(app.render()) if a["type"] == "OfferSwap"]
    assert len(offers) == 6  # 3 cards × 2 other players
    given = offers[0]["card"]
    app.command("act", json.dumps(offers[0]))
    run_bots(app)
    hand = turns.view()["hand"]
    assert given not in hand and len(hand) == 3
    html = app.render()
    assert not [a for a in act_buttons(html) if a["type"] in ("Renew", "OfferSwap")]
    check_screen(app, html)
    play_whole_game(app)
    assert turns.over


@pytest.mark.parametrize(("second", "chance", "verdict"), [("bot", True, False),
                                                            ("human", False, True)])
def test_verdict_follows_the_people_at_the_table(second: str, chance: bool, verdict: bool) -> None:
    """Fewer than two people at the table get only the chance resolution with its odds; two
    or more judge, and get only the verdict."""
    app = make_app(lang="fr")
    start_game(app, GAME, {"players": "2", "kind-0": "human", "kind-1": second,
                           "level-1": "beginner", "seed": "4"})
    for _ in range(3):
        html = app.render()
        seat = re.search(r'data-cmd="handoff" data-arg="(\d)"', html)
        if seat:
            app.command("handoff", seat.group(1))
            continue
        if any(a["type"] == "PlayCard" for a in act_buttons(html)):
            break
    html = app.render()
    take = next(a for a in act_buttons(html) if a["type"] == "PlayCard" and a["challenge"])
    app.command("act", json.dumps(take))
    for _ in range(6):
        html = app.render()
        seat = re.search(r'data-cmd="handoff" data-arg="(\d)"', html)
        if seat:
            app.command("handoff", seat.group(1))
            continue
        acts = act_buttons(html)
        if any(a["type"] == "ChooseWord" for a in acts):
            app.command("act", json.dumps(acts[0]))
            continue
        if any(a["type"] in ("ChallengeResult", "ResolveChallengeByChance") for a in acts):
            break
    html = app.render()
    types = {a["type"] for a in act_buttons(html)}
    assert ("ResolveChallengeByChance" in types) == chance
    assert ("ChallengeResult" in types) == verdict
    if chance:
        assert "70\u00a0%" in visible_text(html)  # a no-break space before a unit (README)
