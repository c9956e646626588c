"""Issue 23, §2: moments and screens that went by unseen or said the wrong thing, through the
app in CPython (the browser's part is in ``tests/browser/test_layout_e2e.py``)."""

from __future__ import annotations

import json
import re
from typing import Any

from engine.defis_nature import GAME as DEFIS
from tests.support.ui import (
    act_buttons,
    close_moment,
    make_app,
    run_bots,
    start_game,
    ui_args,
    ui_buttons,
    visible_text,
)
from tests.web.test_defis_ui import place_round, turn_all_boards
from web import seam
from web.app import App
from web.games.defis_nature.table import explain_battle


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
    assert "Tom gagne avec Ours polaire\u202f: 372\u00a0kg." in lines, lines
    assert "360\u00a0kg." not in told.replace("(360\u00a0kg)", "")
    assert any(line.startswith("Sur le fil\u202f: Inès gagne aussi avec Dugong (360\u00a0kg)")
               for line in lines), lines


def _defis(players: str, seed: str, lang: str = "fr") -> App:
    app = make_app(lang=lang)
    form = {"players": players, "kind-0": "human", "name-0": "Léa", "seed": seed}
    if players == "2":
        form |= {"kind-1": "bot", "level-1": "strong"}
    start_game(app, "defis-nature", form)
    return app


def test_defis_continuer_waits_until_every_battle_is_turned() -> None:
    """One tap on « Continuer » could skip the whole reveal: it is disabled, and refused, until
    the fourth battle is turned over."""
    app = _defis("2", "12")
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
    app = _defis("1", "4")
    text = visible_text(app.render())
    assert "Choisis d'abord la bataille" in text or "fantôme" in text
    assert "0 carte" not in text and "Toutes tes cartes Défis sont posées" not in text


def _part(html: str, pattern: str) -> str:
    """The visible text of the first part of ``html`` matching ``pattern``."""
    found = re.search(pattern, html, re.S)
    assert found, pattern
    return visible_text(found.group(0))


def _handoff(app: App) -> None:
    html = app.render()
    seat = re.search(r'data-cmd="handoff" data-arg="(\d)"', html)
    if seat:
        app.command("handoff", seat.group(1))


def test_defis_since_your_last_turn_keeps_every_battle_result() -> None:
    """Two people and a bot: after a round, the hand-off's recall and « Depuis ton dernier
    tour » tell every battle's winner (four battles log some twenty lines: they were cut to
    the last six or eight, which dropped three results of four)."""
    app = make_app()
    start_game(app, "defis-nature", {"players": "3", "kind-0": "human", "name-0": "Léa",
                                     "kind-1": "human", "name-1": "Papa", "kind-2": "bot",
                                     "level-2": "strong", "seed": "12"})
    for _ in range(2):
        _handoff(app)
        place_round(app, power=False)
    run_bots(app, close_moments=False)
    turn_all_boards(app)
    assert close_moment(app)
    assert app.turns is not None
    winners = [e for e in app.turns.match.state.log if e.key == "defis.battle.winner"]
    assert len(winners) >= 4
    recall = _part(app.render(), r'<div class="recall">.*?</div>')
    assert recall.count(" gagne avec ") == len(winners), recall
    _handoff(app)
    news = _part(app.render(), r'<details class="news".*?</details>')
    assert news.count(" gagne avec ") == len(winners), news
    assert " montre " not in news  # the cards shown are in the log, not in the news


def test_planete_a_failed_line_names_the_card_and_its_place_on_the_table() -> None:
    """The 4th card turned lay at place 5 (« Carte 5 » on the table): the moment and the log
    name that card and that number, not « la carte numéro 4 »."""
    from engine.planete_ciel_espace import GAME as PLANETE
    from engine.planete_ciel_espace.content import deck
    from web.games.planete_ciel_espace.table import TABLE, title

    ids = [c.id for c in deck()[:4]]
    args = {"seat": 0, "player_key": "pce.player.0", "cards": ids, "places": [2, 3, 4, 5],
            "count": 4}
    app = make_app()
    ctx = seam.Ctx(app.shell(PLANETE.id), PLANETE, {"lang": "fr"}, [], None, ["Léa", "Tom"], {})
    shown = visible_text(TABLE.moment(ctx, [{"key": "pce.log.reveal_failed", "args": args}]) or "")
    odd = title(ids[-1], "fr")
    assert f"{odd}, la carte 6 sur la table, n'a rien en commun" in shown, shown
    assert "numéro 4" not in shown
    logged = app.t("pce.log.reveal_failed", **TABLE.log_args(app.shell(PLANETE.id),
                                                              "pce.log.reveal_failed", args))
    assert f"mais {odd} (carte 6) n'a rien en commun" in logged, logged


def test_saves_list_tells_the_time_and_whom_a_round_played_at_once_waits_for() -> None:
    """The saves list: the hour as well as the day; during a round played at once, after
    Léa has placed her cards, « en attente de Papa » (the bot plays by itself), not « à Papa,
    Robot 3 de jouer »."""
    import itertools

    from web.saves import MemoryStore

    counter = itertools.count(1000)
    app = App(MemoryStore(), lang="fr", now=lambda: "2026-11-25T18:05:00+01:00",
              new_id=lambda: format(next(counter), "x"))
    start_game(app, "defis-nature", {"players": "3", "kind-0": "human", "name-0": "Léa",
                                     "kind-1": "human", "name-1": "Papa", "kind-2": "bot",
                                     "level-2": "strong", "seed": "12"})
    _handoff(app)
    place_round(app, power=False)
    app.navigate("#/")
    row = _part(app.render(), r'<li class="save".*?</li>')
    assert "le 25 nov. 2026 à 18:05" in row, row
    assert "en attente de Papa " in row and "de jouer" not in row, row


def _eco(seed: str = "7", version: str | None = None) -> App:
    app = make_app()
    form = {"players": "2", "kind-0": "human", "name-0": "Léa", "kind-1": "bot",
            "level-1": "strong", "seed": seed}
    if version:
        form["opt-version"] = version
    start_game(app, "ecotopia", form)
    return app


def _eco_play_until(app: App, done: Any, limit: int = 200) -> str:
    """Tap Léa's first offered step (an app, a tile, a square...) until ``done(html)``."""
    for _ in range(limit):
        close_moment(app)
        html = app.render()
        if done(html):
            return html
        acts = act_buttons(html)
        if acts:
            app.command("act", json.dumps(acts[0]))
            run_bots(app)
            continue
        taps = ui_buttons(html)
        if taps:
            app.command("ui", taps[0])
        else:  # a bot's turn
            assert app.turns is not None and app.turns.bot_to_move() is not None, visible_text(html)
            run_bots(app)
    raise AssertionError("not reached")


def test_ecotopia_no_since_your_last_turn_on_a_first_turn() -> None:
    """Léa's very first turn (after the apps chosen before the game) has no last turn to
    recall: neither the shell's « Depuis ton dernier tour » nor the panel's line; her second
    turn has both."""
    app = _eco()
    html = _eco_play_until(app, lambda h: app.turns is not None and app.turns.acting_seat() == 0
                           and app.turns.game.view(app.turns.match.state, 0)["phase"] != "apps")
    assert "Depuis ton dernier tour" not in visible_text(html)
    assert app.turns is not None
    html = _eco_play_until(app, lambda h: app.turns is not None and int(
        app.turns.game.view(app.turns.match.state, 0)["turn_number"]) > 2
        and app.turns.acting_seat() == 0)
    assert "Depuis ton dernier tour" in visible_text(html)


def test_ecotopia_simplified_game_does_not_tell_the_power_plants_conditions() -> None:
    """The simplified rules build the nuclear plant face up and recharge every plant without a
    condition: the table's help does not say it is placed face down, nor any plant's
    condition; the full game still does."""
    def first_turn(app: App) -> str:
        return _eco_play_until(app, lambda h: app.turns is not None and app.turns.acting_seat() == 0
                               and app.turns.game.view(app.turns.match.state, 0)["phase"] != "apps")

    simple = visible_text(first_turn(_eco(version="simplified")))
    assert "On la pose face cachée" not in simple
    assert "Règles simplifiées\u202f: elle se pose sans règle spéciale" in simple
    full = visible_text(first_turn(_eco(version="normal")))
    assert "On la pose face cachée" in full


def test_ecotopia_only_truck_moves_left_end_the_turn_in_one_tap() -> None:
    """Simplified game, Léa's battery holds several moves and only the truck can use them: one
    button ends the turn, the squares where the truck may stop are offered, and one tap plays
    every move (each one the engine's), the truck ending where she chose."""
    from engine.core.match import Match, SeatSpec
    from engine.core.rng import Prng, seed_state
    from engine.ecotopia import GAME as ECO
    from engine.ecotopia.actions import MoveTruck
    from web.turns import Turns

    match = Match(ECO, [SeatSpec("human", "Léa"), SeatSpec("human", "Tom")], {"version": "simplified"}, 0)
    rng = Prng(seed_state(0))
    for _ in range(3000):  # random moves up to a turn where only truck moves are left
        seat = ECO.current_players(match.state)[0]
        legal = ECO.legal_actions(match.state, seat)
        if match.state.battery > 1 and all(isinstance(a, MoveTruck) for a in legal):
            break
        match.play(seat, rng.choice(legal))
    else:
        raise AssertionError("no such turn")
    app = make_app()
    app.game_screen.turns = Turns(match, "t1")
    app.navigate("#/game/t1")
    while close_moment(app):
        pass
    _handoff(app)
    battery, moves_before = match.state.battery, len(match.actions)
    html = app.render()
    assert "Finir le tour en un geste" in visible_text(html)
    app.command("ui", "mode:truck_end")
    ends = ui_args(app.render(), "truck_end")
    assert ends, "no square offered"
    goal = ends[len(ends) // 2]
    app.command("ui", f"truck_end:{goal}")
    assert app.flash is None, app.flash
    moved = [a for _, a in match.actions[moves_before:]]
    assert len(moved) == battery and all(isinstance(a, MoveTruck) for a in moved)
    assert moved[-1].to == goal and not any(a.load for a in moved)


def test_after_each_action_focus_goes_to_the_step_and_its_instruction_is_read() -> None:
    """Focus moves to the next control of the step after an action, a hand-off or a moment
    (it went to the board's container); the board tells the browser which elements those are
    and which sentence the live region reads."""
    from web.screens.game import STEP

    app = _defis("2", "12")
    html = app.render()
    assert 'data-step-controls="button.hand-dcard' in html and 'data-step-instruction=".defis-hint"' in html
    card = ui_args(html, "card")[0]
    fx = app.command("ui", f"card:{card}")
    assert fx.focus == "button.board-slot.target"  # a choice: its targets
    target = [a for a in act_buttons(app.render()) if a["type"] == "Place"][0]
    fx = app.command("act", json.dumps(target))
    assert fx.focus == STEP
    assert app.turns is not None
    assert app.navigate(f"#/game/{app.turns.save_id}").focus == STEP  # a game opens on its step


def test_a_robots_move_moves_the_focus_only_when_the_step_becomes_a_persons() -> None:
    """While robots play one after another, each of their moves leaves the focus where the
    player put it (reading the log, say) and no instruction is read; the move that hands the
    turn to the person at the device focuses their step and reads it."""
    from web.screens.game import STEP

    app = make_app(lang="fr")
    start_game(app, "glace-et-ciel", {"players": "3", "kind-0": "human", "name-0": "Léa",
                                      "kind-1": "bot", "kind-2": "bot", "seed": "5"})
    turns = app.turns
    assert turns is not None
    focuses: list[tuple[bool, str | None]] = []
    for _ in range(60):
        if turns.over:
            break
        if close_moment(app):
            continue
        if turns.bot_to_move() is not None:
            fx = app.command("bot")
            if not turns.over:  # the last move opens the end screen on its result
                focuses.append((turns.acting_seat() is not None, fx.focus))
        else:  # Léa plays her first legal card where it may go
            app.command("act", json.dumps(turns.game.encode_action(turns.legal()[0])))
    assert {persons for persons, _ in focuses} == {True, False}, "both kinds of robot moves seen"
    wrong = [(i, p, f) for i, (p, f) in enumerate(focuses) if f != (STEP if p else None)]
    assert not wrong, wrong
