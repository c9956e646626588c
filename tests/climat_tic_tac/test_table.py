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
    close_moment,
    make_app,
    run_bots,
    start_game,
    ui_args,
    visible_text,
)
from web.app import App
from web.games.climat_tic_tac.map import SECRET_CITY

GAME = "climat-tic-tac"


def _content() -> dict[str, Any]:
    return content.content_json()


def role_names(lang: str) -> dict[str, str]:
    return {r["id"]: r["name"][lang] for r in _content()["roles"]["roles"]}


def play_whole_game(app: App, *, challenge_every: int = 2, lang: str = "fr") -> dict[str, int]:
    """Tap through a game: play cards (a Défi every other turn), choose words, show and tick
    the whisper sentence, give verdicts, pick cities; hand-offs and moments on the way."""
    seen = {"word": 0, "whisper": 0, "verdict": 0, "recap": 0, "effect": 0, "turns": 0,
            "aleas": 0, "asked": 0}
    turns = app.turns
    assert turns is not None
    for _ in range(3000):
        run_bots(app, close_moments=False)
        html = app.render()
        check_screen(app, html)
        if 'id="moment-ok"' in html:
            assert 'data-cmd="act"' not in html
            if "ctt-count" in html:
                seen["recap"] += 1
                assert "ppm" in visible_text(html)
            if "lisez-la à voix haute" in html or "read it out loud" in html:
                seen["aleas"] += 1  # drawn automatically, read aloud by the table
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
            if ui_args(html, "guesser"):
                # nobody else at the table: the app asks before the word, the odds beside
                # "Non", which lets chance decide at once; "Oui" every other time
                assert not acts and "%" in visible_text(html)
                seen["asked"] += 1
                if seen["asked"] % 2:
                    seen["verdict"] += 1
                    app.command("ui", "chance:")
                else:
                    app.command("ui", "guesser:")
                continue
            text = visible_text(html)
            if ch["kind"] != "whisper":  # the challenger alone, after its hand-off
                assert all(w[lang] in text for w in _defis()[ch["card"]]["words"])
            seen["word"] += 1
            app.command("act", json.dumps(acts[0]))
        elif phase == "verdict":
            ch = view["challenge"]
            types = {a["type"] for a in acts}
            assert ch["judge"] == ch["challenger"]  # the table's verdict, on the challenger's screen
            assert "ResolveChallengeByChance" not in types  # people judge: no odds, no dice
            if ch["kind"] == "whisper":
                assert 'role="timer"' not in html  # the book gives the chain no time limit
                seen["whisper"] += 1
                app.command("ui", "shown:")
                for t in ui_args(app.render(), "tick"):
                    app.command("ui", f"tick:{t}")
                text = visible_text(app.render())
                assert re.search(r"Tout est coché|Everything is ticked", text)
            else:
                assert 'role="timer"' not in html and "ChallengeResult" not in types
                app.command("ui", "go:")
                assert 'role="timer"' in app.render()  # started by "C'est parti !"
            seen["verdict"] += 1
            verdicts = [a for a in act_buttons(app.render()) if a["type"] == "ChallengeResult"]
            app.command("act", json.dumps(verdicts[0]))
        else:
            if phase == "effect":
                seen["effect"] += 1
            app.command("act", json.dumps(acts[0]))
        assert app.flash is None or app.flash[0] != "error", app.flash
    raise AssertionError("the game did not end")


def _content_actions() -> dict[str, Any]:
    return {card["id"]: card for card in _content()["actions"]}


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
    assert "410\u00a0ppm" in text and "2100" in text and "560" in text
    assert html.count("class=\"zone-map ") == 3
    assert len(re.findall(r'class="city[^"]*"', html)) == 27
    assert ("Les mains, face visible" if lang == "fr" else "The hands, face up") in text
    seen = play_whole_game(app, lang=lang)
    assert seen["turns"] >= 6 and seen["verdict"] >= 1 and seen["recap"] >= 1
    assert seen["aleas"] >= seen["turns"]  # every Aléas card is a public moment
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
    index = content.content_index()
    secret_cities = {seat: [index.city_records[c]["name"]["fr"] for c in index.roles[state.roles[seat]]["cities"]]
                     for seat in (0, 1)}
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
        # its secret cities carry ◆ (the list of cities), never the ★ of a challenge won
        for city in secret_cities[seat]:
            assert f"{city} {SECRET_CITY}" in text, city
            assert f"{city} ★" not in text, city
        assert f"{SECRET_CITY} Tes villes à protéger" in text
        assert "Cartes cachées" in text  # the other hand is face down
        checked.add(seat)
        acts = act_buttons(html)
        plays = [a for a in acts if a["type"] == "PlayCard" and not a["challenge"]]
        app.command("act", json.dumps(plays[0] if plays else acts[0]))
    assert checked == {0, 1}
    while close_moment(app):  # the last Aléas card or count, then the end
        pass
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


MIXES = {
    # seat 0 takes the challenge; seat 1 is a robot in "two": the robot is skipped
    "one": ("human", "bot", "bot"),
    "two": ("human", "bot", "human"),
    "all": ("human", "human", "human"),
}


def _start_with_challenge(kind: str, mix: str, mode: str) -> App:
    """A 3-seat game whose first Défi is of ``kind`` (the back of the pile's second card)."""
    kinds = MIXES[mix]
    for seed in range(1, 200):
        app = make_app(lang="fr")
        form = {"players": "3", "opt-mode": mode, "seed": str(seed)}
        for seat, k in enumerate(kinds):
            form |= {f"kind-{seat}": k, f"name-{seat}": ("Inès", "Papa", "Léa")[seat],
                     f"level-{seat}": "beginner"}  # beginners never take a Défi
        start_game(app, GAME, form)
        assert app.turns is not None
        pile = app.turns.match.state.defi_pile
        if _defis()[pile[1]]["back"] == kind:
            return app
    raise AssertionError(f"no seed deals a {kind} first")


def _screen(app: App) -> str:
    """The screen after any hand-off to the seat that must act."""
    turns = app.turns
    assert turns is not None
    for _ in range(4):
        html = app.render()
        seat = turns.handoff_needed()
        if seat is None:
            return html
        assert not act_buttons(html)
        app.command("handoff", str(seat))
    raise AssertionError("hand-offs never end")


@pytest.mark.parametrize("mode", ["coop", "semi"])
@pytest.mark.parametrize("mix", ["one", "two", "all"])
@pytest.mark.parametrize("kind", ["drawing", "mime", "whisper"])
def test_who_is_asked_what_in_each_challenge(kind: str, mix: str, mode: str) -> None:
    """For every kind × mix of people and robots × mode: the challenger alone sees the words
    (the others' views never carry them), only people guess and judge, chance (with its odds)
    only when nobody else can guess and after asking, the timer only from "C'est parti !"
    and never for the whisper, whose "Défi réussi" waits for every key word."""
    app = _start_with_challenge(kind, mix, mode)
    turns = app.turns
    assert turns is not None
    html = _screen(app)
    others = [s for s in (1, 2) if MIXES[mix][s] == "human"]
    odds_line = "Personne d'autre pour deviner" in visible_text(html)
    assert odds_line == (not others)  # the odds are shown only when chance would decide
    take = next(a for a in act_buttons(html) if a["type"] == "PlayCard" and a["challenge"])
    app.command("act", json.dumps(take))
    html = _screen(app)
    assert turns.screen_seat() == 0
    state = turns.match.state
    card = state.challenge.card
    words = [w["fr"] for w in _defis()[card]["words"]]
    sentence = _defis()[card]["whisper"]["fr"]
    key_words = re.findall(r"\*\*(.+?)\*\*", sentence)
    for seat in (None, 1, 2):  # nobody else's view carries the card, at any step
        assert turns.game.view(state, seat)["challenge"]["card"] is None
    if not others:  # asked before the word is chosen: the odds, no word yet, no move
        text = visible_text(html)
        assert "quelqu'un d'autre peut" in text and "%" in text and not act_buttons(html)
        assert "<mark>" not in html and (kind == "whisper" or not any(w in text for w in words))
        assert ui_args(html, "chance")  # "Non": chance decides
        app.command("ui", "guesser:")  # "Oui": a parent nearby guesses
        html = app.render()
    text = visible_text(html)
    if kind == "whisper":
        assert "lis la phrase en secret" in text and all(f"<mark>{w}</mark>" in html for w in key_words)
        assert 'role="timer"' not in html
    else:
        assert all(w in text for w in words) and 'role="timer"' not in html
    app.command("act", json.dumps(next(a for a in act_buttons(html) if a["type"] == "ChooseWord")))
    html = _screen(app)
    state = turns.match.state
    assert turns.game.current_players(state) == (0,)  # the challenger's screen, no robot's
    for seat in (None, 1, 2):
        assert turns.game.view(state, seat)["challenge"]["card"] is None
    # the word is nowhere on screen (log included) but inside the press-to-see button
    unpeeked = re.sub(r'<strong class="ctt-peek-word">.*?</strong>', "", app.render())
    assert kind == "whisper" or not any(w in visible_text(unpeeked) for w in words)
    types = {a["type"] for a in act_buttons(html)}
    text = visible_text(html)
    assert "ResolveChallengeByChance" not in types and "%" not in text
    if mode == "semi":  # the others look at the screen: no role panel, no own hand on it,
        # and no private line of the challenger's beside it (its secret role's, in the log)
        assert "ctt-role" not in html and "<h4>Inès" not in html
        assert "rôle secret" not in visible_text(app.render())
    names = {1: "Papa", 2: "Léa"}
    if kind == "whisper":
        assert 'role="timer"' not in html and "ChallengeResult" not in types
        assert all(w not in text for w in key_words)  # hidden once read
        assert "Papa" not in text or 1 in others  # the robot is skipped in the chain
        for s in others:
            assert names[s] in text
        app.command("ui", "shown:")
        html = app.render()
        won = re.search(r'<button[^>]*data-arg="[^"]*ChallengeResult[^"]*true[^"]*"[^>]*>', html)
        assert won and " disabled" in won.group(0)  # "Défi réussi" waits for every word
        ticks = ui_args(html, "tick")
        for t in ticks:
            fx = app.command("ui", f"tick:{t}")
            # the focus stays on the word just ticked (the next one is a Tab away)
            assert fx.focus == f'[data-cmd="ui"][data-arg="tick:{t}"]'
        html = app.render()
        won = re.search(r'<button[^>]*data-arg="[^"]*ChallengeResult[^"]*true[^"]*"[^>]*>', html)
        assert won and " disabled" not in won.group(0)
    else:
        assert 'role="timer"' not in html and "ChallengeResult" not in types
        assert 'class="ctt-peek-word"' in html  # the word: only while pressed (CSS)
        fx = app.command("ui", "go:")
        html = app.render()
        assert 'role="timer"' in html
        # not on "Défi réussi" (a second Enter would settle it) but on the word or the timer
        assert fx.focus == ".ctt-panel .ctt-peek, .ctt-panel .timer button"
        assert re.search(r'class="ctt-panel[^"]*".*class="button ctt-peek"', html, re.S)
        assert {a["type"] for a in act_buttons(html)} == {"ChallengeResult"}
    app.command("act", json.dumps({"type": "ChallengeResult", "won": True}))
    assert turns.match.state.challenge is None
    assert turns.match.state.defi_discard[-1] == card  # face up once judged
    if mode == "coop":  # the log names what was played: the sentence of a whisper
        text = visible_text(app.render())
        said = sentence.replace("**", "").rstrip(".")
        assert ("était\u202f: " + " / ".join(words) in text) == (kind != "whisper")
        assert (f"était\u202f: «\u202f{said}\u202f»." in text) == (kind == "whisper")


def test_a_robots_challenge_is_settled_by_chance_as_a_public_moment() -> None:
    """Robots never judge and nobody judges a robot: a robot's Défi is settled by chance and
    the table sees the odds and the outcome."""
    app = make_app(lang="fr")
    start_game(app, GAME, {"players": "3", "kind-0": "human", "name-0": "Inès",
                           "kind-1": "bot", "level-1": "strong", "kind-2": "bot",
                           "level-2": "strong", "seed": "5"})
    turns = app.turns
    assert turns is not None
    for _ in range(400):
        run_bots(app, close_moments=False)
        html = app.render()
        if 'id="moment-ok"' in html and "Le hasard décide du défi" in html:
            text = visible_text(html)
            assert "%" in text and ("Robot" in text or "Inès" in text)
            # the card it was for, the effect the outcome gave and the normal one it replaced
            played = next(e.args["card"] for e in reversed(turns.match.state.log)
                          if e.key == "ctt.log.play_challenge")
            card = _content_actions()[played]
            slot = "augmenté" if "défi réussi" in text else "diminué"
            assert f"Carte {card['title']['fr']}, effet {slot}" in text
            effect = card["effect_text"]["boosted" if slot == "augmenté" else "weakened"]["fr"]
            assert effect in text and card["effect_text"]["normal"]["fr"] in text
            return
        if 'id="moment-ok"' in html:
            app.command("moment-ok")
            continue
        assert not turns.over
        acts = act_buttons(html)
        assert not [a for a in acts if a["type"] == "ChallengeResult"
                    and turns.view()["challenge"]["challenger"] != 0]
        plays = [a for a in acts if a["type"] == "PlayCard" and not a["challenge"]]
        app.command("act", json.dumps(plays[0] if plays else acts[0]))
    raise AssertionError("no robot took up a challenge")


def test_timer_length_or_none_is_chosen_at_setup_and_remembered() -> None:
    """One timer setting for every game with a timer: offered at Climat's set-up, kept in the
    settings; "Sans minuteur" leaves "C'est parti !" without a countdown."""
    app = _start_with_challenge("drawing", "two", "coop")
    app.navigate(f"#/play/{GAME}")
    setup = app.render()
    assert 'name="timer"' in setup and "Sans minuteur" in setup
    form = {"players": "3", "kind-0": "human", "kind-1": "bot", "kind-2": "human",
            "level-1": "beginner", "timer": "0", "seed": "1"}
    for seed in range(1, 200):  # a drawing first, as in _start_with_challenge
        start_game(app, GAME, form | {"seed": str(seed)})
        assert app.turns is not None
        if _defis()[app.turns.match.state.defi_pile[1]]["back"] == "drawing":
            break
    assert app.settings["timer_seconds"] == 0
    _take_challenge_and_start(app)
    html = app.render()
    assert 'role="timer"' not in html
    assert {a["type"] for a in act_buttons(html)} == {"ChallengeResult"}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_map_pawns_cover_no_city_name_and_names_stay_in_their_zone(lang: str) -> None:
    """Up to 3 pawns (a 4th loses the city) on any city cover no other city's name (Oulan-Bator
    under Pékin's pawns, La Nouvelle-Orléans, Venise's pawn under "Rotterdam"), and every name
    fits its zone ("Rio de Janeiro" at the Americas' edge). The map is one SVG per zone, scaled
    as a whole on a phone, so what holds in its units holds at every size."""
    from engine.climat_tic_tac.content import content_index
    from web.games.climat_tic_tac import map as table

    index = content_index()
    zones = list(index.zone_records)
    xs: dict[str, list[float]] = {}
    for cid, c in index.city_records.items():
        xs.setdefault(c["zone"], []).append(table._xy(cid)[0])
    cuts = [0.0] + [(max(xs[a]) + min(xs[b])) / 2 for a, b in zip(zones, zones[1:], strict=False)]
    edges = dict(zip(zones, zip(cuts, [*cuts[1:], float(table.MAP_W)], strict=True), strict=True))
    names = {cid: c["name"][lang] for cid, c in index.city_records.items()}
    labels = {cid: table._label_place(cid, text, edges[index.city_records[cid]["zone"]])
              for cid, text in names.items()}
    for cid, (_anchor, _x, (left, _top, right, _bottom)) in labels.items():
        x0, x1 = edges[index.city_records[cid]["zone"]]
        assert x0 <= left and right <= x1, names[cid]
    for cid in names:
        for n in (1, 2, 3):
            for px, py in table._pawn_spots(cid, n, labels, edges[index.city_records[cid]["zone"]]):
                for other, (_a, _x, (left, top, right, bottom)) in labels.items():
                    covers = px + 8 > left and px - 8 < right and py + 8 > top and py - 8 < bottom
                    assert other == cid or not covers, f"{names[cid]}'s pawns on {names[other]}"


def test_a_placement_that_makes_a_city_uninhabitable_is_announced_before_the_tap() -> None:
    """The coastal Aléas card's pawns: Lagos with 2 Infrastructure pawns falls at a third, and
    its button says so; Tokyo, empty, does not."""
    from engine.climat_tic_tac.rules import GAME as ENGINE
    from web.seam import Ctx
    from web.tables import load_table

    from .helpers import aleas_on_top, empty_board, make_state, with_pawns
    from .test_rules import _to_aleas

    state = _to_aleas(with_pawns(aleas_on_top(empty_board(make_state()), "alea-41"), "lagos",
                                 infrastructure=2))
    assert state.phase == "effect"
    app = make_app(lang="fr")
    ctx = Ctx(app.shell(GAME), ENGINE, ENGINE.view(state, 0), ENGINE.legal_actions(state, 0), 0,
              ["Inès", "Papa", "Léa", "Tom"], {}, human_seats=(0, 1, 2, 3))
    html = load_table(GAME).parts(ctx).joined()
    rows = {m.group(1): m.group(0) for m in re.finditer(
        r'<li><button[^>]*PlacePawn[^>]*>(\w[^<]*) <span.*?</li>', html)}
    assert "deviendra inhabitable" in rows["Lagos"] and "deviendra inhabitable" not in rows["Tokyo"]


def _ines_papa_and_a_robot(mode: str) -> App:
    """Inès and Papa (people) and a beginner robot, cooperation tokens on, seed 6."""
    app = make_app(lang="fr")
    start_game(app, GAME, {"players": "3", "kind-0": "human", "name-0": "Inès",
                           "kind-1": "human", "name-1": "Papa", "kind-2": "bot",
                           "level-2": "beginner", "opt-cooperation": "True", "opt-mode": mode,
                           "seed": "6"})
    return app


@pytest.mark.parametrize("mode", ["coop", "semi"])
def test_a_swap_offered_from_the_active_players_screen(mode: str) -> None:
    """During Inès's turn, "Papa donne une carte à Inès": Papa chooses the card (his own
    hand-off in the semi-cooperative game), Inès gives one back, and the screen returns to
    Inès's turn. Robots are never offered as givers."""
    app = _ines_papa_and_a_robot(mode)
    turns = app.turns
    assert turns is not None
    html = _screen(app)
    assert "Papa donne une carte à Inès" in visible_text(html)
    asks = [a for a in act_buttons(html) if a["type"] == "AskSwap"]
    assert asks and all(a["giver"] == 1 for a in asks)  # never the robot (seat 2)
    app.command("act", json.dumps(next(a for a in asks if a["receiver"] == 0)))
    assert turns.game.current_players(turns.match.state) == (1,)
    html = _screen(app)
    assert turns.screen_seat() == 1
    assert "choisis la carte que tu donnes à Inès" in visible_text(html)
    offer = next(a for a in act_buttons(html) if a["type"] == "OfferSwap")
    app.command("act", json.dumps(offer))
    html = _screen(app)
    assert turns.screen_seat() == 0
    back = next(a for a in act_buttons(html) if a["type"] == "GiveBack")
    app.command("act", json.dumps(back))
    html = _screen(app)
    state = turns.match.state
    assert turns.screen_seat() == 0 and state.phase == "action"
    assert offer["card"] in state.hands[0] and back["card"] in state.hands[1]
    assert any(a["type"] == "PlayCard" for a in act_buttons(html))


def test_round_card_names_the_cities_lost_and_a_co2_that_did_not_move() -> None:
    """The count's public moment names the cities lost during the round (from the recaps, as
    the log lines may have gone by in an earlier moment) and says the CO₂ stayed put when the
    count added nothing."""
    from engine.climat_tic_tac.rules import GAME as ENGINE
    from web.seam import Ctx
    from web.tables import load_table

    from .helpers import make_state

    state = make_state(players=3)
    view = ENGINE.view(state, None)
    view["recaps"] = [
        {"round": 1, "units": 3, "more_co2": 0, "less_co2": 0, "count": 3, "ppm_before": 410,
         "ppm_after": 425, "lost_cities": 1},
        {"round": 2, "units": 0, "more_co2": 0, "less_co2": 0, "count": 0, "ppm_before": 425,
         "ppm_after": 425, "lost_cities": 1}]
    view["lost"] = ["lagos", "miami"]
    app = make_app(lang="fr")
    ctx = Ctx(app.shell(GAME), ENGINE, view, [], None, ["Inès", "Papa", "Léa"], {})
    html = load_table(GAME).moment(ctx, [{"key": "ctt.log.count", "args": {"round": 2}}])
    assert html is not None
    text = visible_text(html)
    assert "Miami" in text
    assert "Lagos" not in text and "Aucune ville perdue" not in text
    assert "reste à 425\u00a0ppm" in text


def _take_challenge_and_start(app: App) -> None:
    """Play a card as a Défi, choose its first word and say "C'est parti !"."""
    app.command("act", json.dumps(next(a for a in act_buttons(_screen(app))
                                       if a["type"] == "PlayCard" and a["challenge"])))
    app.command("act", json.dumps(next(a for a in act_buttons(_screen(app)) if a["type"] == "ChooseWord")))
    app.command("ui", "go:")


def _timer_face(html: str) -> str:
    found = re.search(r'data-timer-face="[^"]*">([^<]*)<', html)
    assert found, "no timer on screen"
    return found.group(1)


def test_the_next_challenges_timer_starts_full_after_one_judged_early_and_a_long_gap() -> None:
    """A drawing found before its time is up (its timer forgotten while running), minutes of
    play, then the next drawing or mime: its timer starts full at "C'est parti !" and counts
    down from there (issue 34: it used to open at "0:00 Temps écoulé")."""
    app = _start_with_challenge("drawing", "all", "coop")
    turns = app.turns
    assert turns is not None
    _take_challenge_and_start(app)
    assert _timer_face(app.render()) == "0:45"
    app.tick(1000.0)
    app.tick(6000.0)
    assert _timer_face(app.render()) == "0:40"
    app.command("act", json.dumps({"type": "ChallengeResult", "won": True}))  # found early
    clock = 6000.0
    second_started = False
    for _ in range(400):  # every turn a Défi, until the next drawing or mime starts
        html = app.render()
        if close_moment(app):
            continue
        assert not turns.over
        seat = turns.handoff_needed()
        if seat is not None:
            app.command("handoff", str(seat))
            continue
        acts = act_buttons(html)
        phase = turns.view()["phase"]
        if phase == "action":
            app.command("act", json.dumps(next(a for a in acts
                                               if a["type"] == "PlayCard" and a["challenge"])))
        elif phase == "verdict" and turns.view()["challenge"]["kind"] == "whisper":
            app.command("ui", "shown:")
            for tick in ui_args(app.render(), "tick"):
                app.command("ui", f"tick:{tick}")
            app.command("act", json.dumps({"type": "ChallengeResult", "won": True}))
        elif phase == "verdict":
            app.command("ui", "go:")
            assert _timer_face(app.render()) == "0:45"  # drawn, so started, by the render
            second_started = True
            break
        else:
            app.command("act", json.dumps(acts[0]))
    assert second_started, "no second drawing or mime"
    clock += 120_000  # two minutes of play since the browser's clock last ticked
    faces, _lines, done = app.tick(clock)
    html = app.render()
    assert _timer_face(html) == "0:45" and not done and "Temps écoulé" not in html
    app.tick(clock + 1500)
    assert _timer_face(app.render()) == "0:44"


@pytest.mark.parametrize(("lang", "words"), [("fr", ("jetons Coopération", "changer tes 3 cartes")),
                                             ("en", ("Cooperation tokens", "swap your 3 Action"))])
def test_the_rules_page_explains_the_cooperation_tokens(lang: str, words: tuple[str, ...]) -> None:
    app = make_app(lang=lang)
    app.navigate(f"#/rules/{GAME}")
    html = app.render()
    check_screen(app, html)
    text = visible_text(html)
    assert all(word in text for word in words)


def _to_mid_turn(app: App, moment: str) -> str:
    """Inès plays her cards (never a Défi) until her own step ``moment`` (``effect``: moving a
    card's or an Aléas card's pawns; ``discard``), her token unspent; the screen then."""
    turns = app.turns
    assert turns is not None
    for _ in range(200):
        run_bots(app)
        html = _screen(app)
        view = turns.view()
        if view["phase"] == moment and turns.screen_seat() == 0:
            return html
        acts = act_buttons(html)
        move = next((a for a in acts if a["type"] == "PlayCard" and not a["challenge"]), None)
        move = move or next(a for a in acts if a["type"] in ("RemovePawn", "PlacePawn", "Discard"))
        app.command("act", json.dumps(move))
    raise AssertionError(f"Inès never reached {moment}")


@pytest.mark.parametrize("mode", ["coop", "semi"])
@pytest.mark.parametrize("moment", ["effect", "discard"])
def test_the_active_player_gives_a_card_in_the_middle_of_her_turn(mode: str, moment: str) -> None:
    """Issue 34 §5 (rules 3): while moving pawns or before discarding, Inès taps "Donner une
    carte (jeton)", then "Donner à Papa" on a card; Papa gives one back (his own hand-off in
    the semi-cooperative game, where Inès's card is hidden from the table until then) and the
    screen returns to Inès at the same step, her token spent."""
    app = _ines_papa_and_a_robot(mode)
    turns = app.turns
    assert turns is not None
    html = _to_mid_turn(app, moment)
    step = turns.view()
    assert not [a for a in act_buttons(html) if a["type"] == "OfferSwap"]  # one tap away
    assert ui_args(html, "swap") == [""]
    app.command("ui", "swap:")
    html = app.render()
    check_screen(app, html)
    offers = [a for a in act_buttons(html) if a["type"] == "OfferSwap"]
    assert {a["receiver"] for a in offers} == {1, 2}
    assert {a["card"] for a in offers} == set(step["hand"])
    offer = next(a for a in offers if a["receiver"] == 1)
    app.command("act", json.dumps(offer))
    if mode == "semi":  # Papa's hand is his: the device goes to him first
        assert turns.handoff_needed() == 1 and not act_buttons(app.render())
    html = _screen(app)
    assert turns.screen_seat() == 1
    backs = [a for a in act_buttons(html) if a["type"] == "GiveBack"]
    assert backs and all(a["card"] in turns.match.state.hands[1] for a in backs)
    app.command("act", json.dumps(backs[0]))
    if mode == "semi":
        assert turns.handoff_needed() == 0 and not act_buttons(app.render())
    html = _screen(app)
    state = turns.match.state
    assert turns.screen_seat() == 0 and state.phase == moment
    assert offer["card"] in state.hands[1] and backs[0]["card"] in state.hands[0]
    assert not state.coop_tokens[0]
    assert turns.view()["task"] == step["task"]  # the same pawns still to move
    acts = act_buttons(html)
    wanted = {"effect": {"RemovePawn", "PlacePawn"}, "discard": {"Discard"}}[moment]
    assert {a["type"] for a in acts} & wanted
    assert not [a for a in acts if a["type"] == "OfferSwap"] and not ui_args(html, "swap")
