"""Défis Nature Protect – Le Tournoi through the app, tapped like a player would: whole games
(one human and a bot, solo against the ghost, two humans passing the device), the deck
workshop, the figures' number formatting, and what the reveal and the hand-off tell."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import web.games.defis_nature as ui_package
from engine.defis_nature import GAME as DEFIS
from engine.defis_nature.content import catalogue
from tests.support.ui import (
    close_moment,
    make_app,
    part_text,
    run_bots,
    start_game,
    take_handoff,
    ui_args,
    visible_text,
)
from web import seam
from web.app import App
from web.games.defis_nature import cards, workshop
from web.games.defis_nature.battles import explain_battle
from web.html import esc
from web.i18n import Translator, catalog
from web.saves import MemoryStore

from .helpers import place_round, start_table, turn_all_boards

NNBSP = "\u202f"
NBSP = "\u00a0"


def start(app: App, form: dict[str, str]) -> None:
    start_game(app, "defis-nature", form)


def test_two_players_one_human_one_bot_whole_game() -> None:
    app = make_app()
    start(app, {"players": "2", "kind-0": "human", "name-0": "Léa", "kind-1": "bot",
                "level-1": "strong", "opt-bonus": "trio", "seed": "12"})
    table = app.turns
    assert table is not None
    rounds = 0
    while True:
        run_bots(app, close_moments=False)
        html = app.render()
        if rounds:
            # the round's battles are a moment for the whole table: face down, turned one board
            # at a time, the scores and zones frozen until the last one is turned
            assert 'id="moment-ok"' in html and 'data-cmd="act"' not in html
            assert html.count('class="rhidden"') == 4 and "Zone protégée" not in html
            assert turn_all_boards(app) == 4
            shown = app.render()
            assert shown.count('class="rbattle"') == 4 and "Zone protégée\u202f: Léa" in shown
            assert "r-won" in shown  # the winning figure is highlighted
            assert "Le savais-tu\u202f?" in shown  # and the winning animal tells something about itself
            assert close_moment(app)
        if table.over:
            break
        assert table.handoff_needed() is None
        html = app.render()
        assert "Manche" in html and "Zone protégée\u202f: Léa" in html
        place_round(app, power=rounds % 2 == 0)
        rounds += 1
    assert rounds == 4
    html = app.render()
    assert "Fin de la partie" in html and "Le décompte des points" in html
    assert re.search(r"(Léa|Robot 2) gagne le tournoi|gagnent ensemble", html)
    view = table.game.view(table.match.state, 0)
    for seat in view["seats"]:  # the breakdown's totals are the engine's
        assert f"<td>{seat['score']['total']}</td>" in html
    assert html.count('class="rbattle"') == 16  # every battle of the 4 rounds is there


def test_solo_against_the_ghost() -> None:
    app = make_app(lang="en")
    start(app, {"players": "1", "kind-0": "human", "name-0": "Sam", "opt-bonus": "triple",
                "seed": "4"})
    table = app.turns
    assert table is not None and len(table.seats) == 1
    html = app.render()
    assert "The ghost laid 2 hidden cards." in html
    # the player lays the ghost's power card first, on the battle of their choice, face down
    assert "First, choose the battle where the ghost lays its power card" in html
    assert not ui_args(html, "card")  # the hand comes after
    rounds = 0
    while True:
        assert table.bot_to_move() is None  # the ghost never takes a turn
        if rounds:
            turn_all_boards(app)
            html = app.render()
            assert "The ghost had two cards:" in html  # its choice of the higher card, in words
            assert not re.search(r">[^<]*\bdefis\.[a-z_.]+", html), "a translation key leaked"
            assert close_moment(app)
        if table.over:
            break
        place_round(app, power=True)
        rounds += 1
    html = app.render()
    assert rounds == 4 and "Game over" in html
    assert "The ghost" in html and "The score breakdown" in html


def test_two_humans_hand_off_hides_the_other_seats_cards() -> None:
    app = make_app()
    start(app, {"players": "2", "kind-0": "human", "name-0": "Léa", "kind-1": "human",
                "name-1": "Sam", "seed": "8"})
    table = app.turns
    assert table is not None
    cat = catalogue()
    for _turn in range(4):  # 2 rounds × 2 seats
        if 'id="moment-ok"' in app.render():  # the battles, turned once for both players
            assert 'data-cmd="act"' not in app.render()
            turn_all_boards(app)
            assert close_moment(app)
        behind = app.render()
        seat = table.handoff_needed()
        if seat is None:  # a new round: whoever holds the device goes on, nobody else sees
            seat = table.screen_seat()
            assert seat is not None and "hand-dcard" in behind
            behind = ""
        else:
            assert "handoff" in behind and "hand-dcard" not in behind
            app.command("handoff", str(seat))
        shown = app.render()
        other = 1 - seat
        # the other seat's private cards: its hand and its face-down cards of this round
        other_me = table.game.view(table.match.state, other)["me"]
        private = list(other_me["hand"]) + [p["card"] for p in other_me["placements"] if p["card"]]
        assert private
        for sid in private:
            for text in (behind, shown):
                assert f":{sid}\"" not in text and esc(cat.species[sid].name_fr) not in text, sid
        mine = table.game.view(table.match.state, seat)["me"]["hand"]
        turn_all_boards(app)
        placed = place_round(app, power=True)
        assert sorted(placed) == sorted(mine)
    assert table.match.state.round == 3


def _builder(app: App) -> str:
    app.navigate("#/screen/defis-nature/decks")
    return app.render()


def test_deck_workshop_saves_a_valid_deck_and_it_is_used_in_a_game() -> None:
    store = MemoryStore()
    app = make_app(store)
    html = _builder(app)
    assert "Atelier des decks" in html and "new:0" in html
    app.command("screen", "new:0")  # start from the first starter deck, with 5 power cards
    html = app.render()
    assert html.count('checked data-change="screen"') == 34 + 5
    cat = catalogue()
    start_cards = list(cat.starter_decks[0].cards)
    # swap one green card for a green card of the collection, pick 5 power cards
    out = next(c for c in start_cards if cat.species[c].colour == "green")
    into = next(c for c in cat.collection if cat.species[c].colour == "green" and c not in start_cards)
    cards = [c for c in start_cards if c != out] + [into]
    powers = [p for p in cat.power_order if cat.power_cards[p].kind != "protect"][:4]
    powers.append(next(p for p in cat.power_order if cat.power_cards[p].kind == "protect"))
    form = {"intent": "pick", **{f"card:{c}": "1" for c in cards}, **{f"power:{p}": "1" for p in powers}}
    app.command("screen", "", form)
    html = app.render()
    assert "✓ 18 / 18" not in html  # counts are written with their colour word
    assert "Vertes\u202f: 18 / 18" in html and "prêt à jouer" in html
    app.command("screen", "", {"intent": "save", "deck_name": "Les costauds"})
    assert app.flash and app.flash[0] == "info" and "Les costauds" in app.flash[1]
    saved = json.loads(store.get(workshop.DECKS_KEY) or "{}")
    assert saved["decks"][0]["name"] == "Les costauds"
    assert sorted(saved["decks"][0]["cards"]) == sorted(cards)
    deck_id = saved["decks"][0]["id"]
    # rename it
    app.command("screen", f"edit:{deck_id}")
    app.command("screen", "", {"intent": "save", "deck_name": "Les géants"})
    saved = json.loads(store.get(workshop.DECKS_KEY) or "{}")
    assert [d["name"] for d in saved["decks"]] == ["Les géants"]
    # the setup screen offers it; choosing it fills the engine's custom_decks option
    app.navigate("#/play/defis-nature")
    html = app.render()
    assert 'name="deck-0"' in html and "Les géants" in html
    start(app, {"players": "2", "kind-0": "human", "kind-1": "bot", "deck-0": deck_id,
                "deck-1": "", "seed": "3"})
    table = app.turns
    assert table is not None
    state = table.match.state
    assert state.seats[0].source == "custom" and state.seats[1].source.startswith("starter")
    assert set(state.seats[0].deck_list) == set(cards)
    assert set(state.seats[0].powers) <= set(powers)
    # with one shared deck for all, personal decks are left out (the engine refuses them)
    start(app, {"players": "2", "kind-0": "human", "kind-1": "bot", "deck-0": deck_id,
                "opt-deck": "shared", "seed": "3"})
    assert app.turns is not None and app.turns.match.state.seats[0].source == "shared"
    # and it can be deleted, after a confirmation
    app.navigate("#/screen/defis-nature/decks")
    app.command("screen", f"delete:{deck_id}")
    assert "Oui, supprimer ce deck" in app.render()
    app.command("screen", f"delete:{deck_id}")
    assert json.loads(store.get(workshop.DECKS_KEY) or "{}")["decks"] == []


def test_deck_workshop_refuses_an_invalid_deck_with_the_reasons() -> None:
    store = MemoryStore()
    app = make_app(store)
    _builder(app)
    app.command("screen", "new:empty")
    cat = catalogue()
    reds = [c for c in cat.all_card_ids() if cat.species[c].colour == "red"][:3]
    protects = [p for p in cat.power_order if cat.power_cards[p].kind == "protect"][:2]
    app.command("screen", "", {"intent": "pick", **{f"card:{c}": "1" for c in reds},
                               **{f"power:{p}": "1" for p in protects}})
    html = app.render()
    assert "Rouges\u202f: 3 / 2" in html
    app.command("screen", "", {"intent": "save", "deck_name": "Trop rouge"})
    assert app.flash and app.flash[0] == "error"
    message = app.flash[1]
    t = Translator("fr")
    for key in ("defis.deck.card_count", "defis.deck.colour_red", "defis.deck.too_many_protect"):
        assert t(key) in message
    assert store.get(workshop.DECKS_KEY) is None  # nothing saved
    assert 'value="Trop rouge"' in app.render()  # the typed name is kept for the next try


def test_a_broken_deck_store_reads_as_no_deck() -> None:
    store = MemoryStore()
    store.set(workshop.DECKS_KEY, "{not json")
    app = make_app(store)
    assert "pas encore de deck" in _builder(app)
    app.navigate("#/play/defis-nature")
    assert "Deck de départ" in app.render()


@pytest.mark.parametrize(("battle", "value", "fr", "en"), [
    ("weight", 190_000, "190 kg", "190 kg"),
    ("weight", 1200, "1,2 kg", "1.2 kg"),
    ("weight", 53_400, "53,4 kg", "53.4 kg"),
    ("weight", 4_500_000, "4,5 t", "4.5 t"),
    ("weight", 149_000_000, "149 t", "149 t"),
    ("weight", 950, "950 g", "950 g"),
    ("weight", 0.03, "0,03 g", "0.03 g"),
    ("length", 250, "2,5 m", "2.5 m"),
    ("length", 2500, "25 m", "25 m"),
    ("length", 35.5, "35,5 cm", "35.5 cm"),
    ("length", 0.8, "0,8 cm", "0.8 cm"),
    ("longevity", 26, "26 ans", "26 years"),
    ("longevity", 1, "1 an", "1 year"),
    ("longevity", 0.5, "6 mois", "6 months"),
    ("longevity", 0.75, "9 mois", "9 months"),
    ("gestation", 1830, "5 ans", "5 years"),
    ("gestation", 670, "22 mois", "22 months"),
    ("gestation", 64, "64 jours", "64 days"),
    ("gestation", 1.5, "1,5 jour", "1.5 days"),
    ("gestation", 0.5, "12 heures", "12 hours"),
])
def test_figures_are_written_the_way_each_language_writes_numbers(
        battle: str, value: float, fr: str, en: str) -> None:
    assert cards.format_figure(Translator("fr"), battle, value).replace(NBSP, " ") == fr
    assert cards.format_figure(Translator("en"), battle, value).replace(NBSP, " ") == en


def test_each_figure_takes_the_unit_a_child_reads_and_longevity_says_up_to() -> None:
    """Issue 37: g, kg or t and cm or m chosen per figure, so no card shows "0,00003 kg",
    "0,5 jour" or "jusqu'à 0,75 an": every figure on a card is at least 1 in its unit, and
    below 1000 (no unit is skipped)."""
    fr = Translator("fr")
    assert cards.format_figure(fr, "longevity", 60, up_to=True) == "jusqu'à 60 ans"
    assert cards.format_figure(fr, "longevity", 0.75, up_to=True) == "jusqu'à 9 mois"
    assert cards.format_figure(Translator("en"), "longevity", 1, up_to=True) == "up to 1 year"
    cat = catalogue()
    units: dict[str, set[str]] = {b: set() for b in ("weight", "length", "longevity", "gestation")}
    for sid in cat.all_card_ids():
        for battle, value in zip(units, cat.species[sid].figures, strict=True):
            figure, unit, _ = cards.child_units(battle, value)
            units[battle].add(unit)
            assert figure >= 1 or (battle, unit) in {("weight", "g"), ("length", "cm")}, (sid, battle, value)
            assert figure < 1000, (sid, battle, value)
    assert units == {"weight": {"g", "kg", "t"}, "length": {"cm", "m"}, "longevity": {"months", "years"},
                     "gestation": {"hours", "days", "months", "years"}}


def test_number_formatting() -> None:
    assert cards.format_number(1234567, "fr") == f"1{NNBSP}234{NNBSP}567"
    assert cards.format_number(1234567, "en") == "1,234,567"
    assert cards.format_number(2.50, "fr", 2) == "2,5"
    assert cards.format_number(3.0, "en", 1) == "3"


def test_a_card_shows_threat_as_colour_stars_and_words() -> None:
    cat = catalogue()
    red = next(c for c in cat.all_card_ids() if cat.species[c].colour == "red")
    html = cards.card_face(Translator("fr"), red, highlight="weight")
    assert "th-red" in html and "★★★★" in html and "En danger critique" in html
    assert len(re.findall(r'<span class="fig( hl)?">', html)) == 4 and '<span class="fig hl">' in html
    assert "<svg" in html  # the category pictogram needs no emoji font


def test_every_ui_key_exists_in_both_languages() -> None:
    source = "".join(p.read_text(encoding="utf-8")
                     for p in Path(ui_package.__file__).parent.glob("*.py"))
    keys = set(re.findall(r"[\"'](defis\.ui\.[a-z_.]*[a-z_])[\"']", source))
    dynamic = {f"defis.ui.threat.{c}" for c in cards.COLOURS} | {
        f"defis.ui.colour_short.{c}" for c in cards.COLOURS} | {
        "defis.ui.repro.gestation", "defis.ui.repro.incubation", "defis.ui.place_here_short",
        "defis.ui.power_here_short"} | {f"defis.ui.explain.tie_{r}" for r in ("win_ties", "threat", "shared")} | {
        f"defis.ui.effect.{card.effect if card.kind == 'action' else card.kind}"
        for card in catalogue().power_cards.values()}  # retired cards too: old saves show them
    assert "defis.ui.effect.herd" in dynamic
    data = json.loads((Path(ui_package.__file__).parent / "strings.json").read_text(encoding="utf-8"))
    for key in keys | dynamic:
        assert key in catalog(), key
        assert data[key]["fr"].strip() and data[key]["en"].strip(), key
    assert "rules.defis-nature" in data
    assert len(data["rules.defis-nature"]["fr"].split("\n\n")) >= 4


def test_french_and_english_texts_are_spelled_right() -> None:
    from tests.support.spelling import misspelled

    data = json.loads((Path(ui_package.__file__).parent / "strings.json").read_text(encoding="utf-8"))
    extra = ["Défis", "Protect", "Junior", "Totem", "pts", "Biodiversité", "Biodiversity", "Deck", "deck", "decks",
             "Léa", "Tom"]
    for lang in ("fr", "en"):
        texts = [re.sub(r"\{[a-z_]+(?::\w+)?\}", "", re.sub(r"\{\w+:([^{}|]*)\|([^{}]*)\}", r"\1 \2", entry[lang])) for entry in data.values()]
        assert misspelled(texts, lang, extra) == [], lang


def test_the_workshop_starts_from_a_whole_deck_finds_animals_and_plays_with_the_deck() -> None:
    store = MemoryStore()
    app = make_app(store)
    _builder(app)
    app.command("screen", "new:0")
    html = app.render()
    # the starting deck is ready at once: its cards and 5 power cards
    assert html.count('name="power:') >= 5 and len(re.findall(r'name="power:[^"]+" value="1" checked', html)) == 5
    assert "Deck prêt" in html or "✓" in html
    # a search shows the matching animals only; the cards it hides stay in the deck
    chosen_before = len(re.findall(r'name="card:[^"]+" value="1" checked', html))
    app.command("screen", "", {"intent": "search", "q": "elephant"})
    html = app.render()
    shown = re.findall(r'<span class="pick-name">([^<]+)</span>', html)
    assert shown and all("léphant" in s.lower() or "elephant" in s.lower() for s in shown)
    kept = len(re.findall(r'type="hidden" name="card:[^"]+"', html)) + len(
        re.findall(r'name="card:[^"]+" value="1" checked', html))
    assert kept == chosen_before
    app.command("screen", "", {"intent": "save", "deck_name": "Mes géants"})
    html = app.render()
    play = re.search(r'data-cmd="screen" data-arg="(play:[^"]+)"', html)
    assert play, "a saved, valid deck offers 'Jouer avec ce deck'"
    fx = app.command("screen", play.group(1))
    assert fx.set_hash == "#/play/defis-nature"
    app.navigate(fx.set_hash)
    setup = app.render()
    deck_id = play.group(1).split(":", 1)[1]
    assert re.search(rf'<select name="deck-0"[^>]*>.*?<option value="{deck_id}" selected', setup, re.S)


def _defis_ctx(view: dict[str, Any]) -> seam.Ctx:
    app = make_app()
    return seam.Ctx(app.shell(DEFIS.id), DEFIS, view, [], 0, ["Inès", "Tom"], {})


def _entry(seat: int, card: str, figure: float, result: str, power: str = "") -> dict[str, Any]:
    return {"seat": seat, "card": card, "base": figure, "figure": figure, "power": power,
            "power_active": bool(power), "swapped_with": -1, "result": result, "bonus": 0,
            "other_card": ""}


def test_defis_sur_le_fil_names_the_figure_that_really_won() -> None:
    """Inès's Dugong (360 kg) wins « sur le fil » beside Tom's polar bear (372 kg): the
    battle is won at 372 kg, and Inès's own figure is told with her close call."""
    record = {"round": 1, "battle": "weight",
              "entries": [_entry(0, "dugong", 360000.0, "won", "action-photo"),
                          _entry(1, "ours-polaire", 372000.0, "won")],
              "juniors": 0, "smallest_wins": False, "tie_rule": "none", "winners": [0, 1],
              "protected": [], "red_listed": [], "close_calls": [0], "forced_smallest": False}
    lines = explain_battle(_defis_ctx({"seats": [{}, {}]}), record)
    told = " ".join(lines)
    assert "Tom gagne avec l'Ours polaire\u202f: 372\u00a0kg." in lines, lines
    assert "360\u00a0kg." not in told.replace("(360\u00a0kg)", "")
    assert any(line.startswith("Sur le fil\u202f: Inès gagne aussi avec le Dugong (360\u00a0kg)")
               for line in lines), lines


def test_defis_continuer_waits_until_every_battle_is_turned() -> None:
    """One tap on « Continuer » could skip the whole reveal: it is disabled, and refused, until
    the fourth battle is turned over."""
    app = start_table("2", "12")
    place_round(app, power=False)
    run_bots(app, close_moments=False)
    for turned in range(4):
        html = app.render()
        assert re.search(r'<button[^>]*id="moment-ok"[^>]*\bdisabled\b', html), turned
        app.command("moment-ok")
        assert 'id="moment-ok"' in app.render()  # still on the reveal
        app.command("ui", f"reveal:{turned + 1}")
    html = app.render()
    assert 'id="moment-ok"' in html
    assert not re.search(r'<button[^>]*id="moment-ok"[^>]*\bdisabled\b', html)
    assert close_moment(app)


def test_defis_solo_round_one_does_not_count_a_hand_not_dealt_yet() -> None:
    """Solo, round 1: the ghost's power card comes first; the hand is not dealt yet, so the
    screen does not say « Ta main : 0 carte Défis — Toutes tes cartes Défis sont posées »."""
    app = start_table("1", "4")
    text = visible_text(app.render())
    assert "Choisis d'abord la bataille" in text or "fantôme" in text
    assert "0 carte" not in text and "Toutes tes cartes Défis sont posées" not in text


def test_defis_since_your_last_turn_keeps_every_battle_result() -> None:
    """Two people and a bot: after a round, the hand-off's recall and « Depuis ton dernier
    tour » tell every battle's winner (four battles log some twenty lines: they were cut to
    the last six or eight, which dropped three results of four)."""
    app = make_app()
    start_game(app, "defis-nature", {"players": "3", "kind-0": "human", "name-0": "Léa",
                                     "kind-1": "human", "name-1": "Papa", "kind-2": "bot",
                                     "level-2": "strong", "seed": "12"})
    for _ in range(2):
        take_handoff(app)
        place_round(app, power=False)
    run_bots(app, close_moments=False)
    turn_all_boards(app)
    assert close_moment(app)
    assert app.turns is not None
    winners = [e for e in app.turns.match.state.log if e.key == "defis.battle.winner"]
    assert len(winners) >= 4
    recall = part_text(app.render(), r'<div class="recall">.*?</div>')
    assert recall.count(" gagne avec ") == len(winners), recall
    take_handoff(app)
    news = part_text(app.render(), r'<details class="news".*?</details>')
    assert news.count(" gagne avec ") == len(winners), news
    assert " montre " not in news  # the cards shown are in the log, not in the news
