"""A finished game replayed from a link (``engine.core.replay``, ``web.screens.replay``):
through the app, and through ``python -m engine replay``."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from engine.__main__ import main as cli
from engine.core.registry import get_game
from engine.core.replay import ROUTE, decode_link, encode_link, replay
from tests.support.ui import (
    close_moment,
    make_app,
    play_through,
    run_bots,
    start_game,
    visible_text,
)
from web.app import App
from web.seam import Ctx, TableParts
from web.tables import load_table

GAMES = ("glace-et-ciel", "defis-nature", "climat-tic-tac", "ecotopia", "planete-ciel-espace")
MIXED = {"players": "3", "kind-0": "human", "name-0": "Léa", "kind-1": "bot", "kind-2": "bot",
         "seed": "5"}
BOTS = {"players": "3", "kind-0": "bot", "kind-1": "bot", "kind-2": "bot", "seed": "5"}


def finished(game_id: str, form: dict[str, str] = BOTS) -> App:
    app = make_app()
    start_game(app, game_id, form)
    run_bots(app)
    if not (app.turns and app.turns.over):
        play_through(app, seed=1)  # the people at the table tap through to the end
    assert app.turns is not None and app.turns.over
    while close_moment(app):  # the last round's reveal (Défis), shown before the end screen
        pass
    return app


def open_replay(app: App) -> str:
    """"Revoir la partie" on the end screen; the replay's address."""
    assert app.turns is not None
    assert 'data-cmd="replay-open"' in app.render()
    fx = app.command("replay-open", app.turns.save_id)
    assert fx.set_hash and fx.set_hash.startswith(ROUTE + "1.")
    app.navigate(fx.set_hash)
    assert app.route.name == "replay"
    return fx.set_hash


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_shows_the_public_view_and_the_end_as_played(
        game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app = finished(game_id)
    assert app.turns is not None
    match = app.turns.match
    address = open_replay(app)
    assert len(address) < 2000, "a link a QR code and a chat can carry"
    table = load_table(game_id)
    shown: list[tuple[int | None, Any]] = []
    original = type(table).parts

    def spy(self: Any, ctx: Ctx) -> TableParts:
        shown.append((ctx.seat, ctx.view))
        return original(self, ctx)

    monkeypatch.setattr(type(table), "parts", spy)
    html = app.render()  # it opens on the end
    assert f"Coup {len(match.actions)} sur {len(match.actions)}" in visible_text(html)
    end_result = visible_text(html)
    outcome = match.game.outcome(match.state)
    assert outcome is not None and app.t(outcome.result_key, **{}).split("{")[0][:10] in end_result
    app.command("replay-step", "first")
    for step in range(0, len(match.actions) + 1, max(1, len(match.actions) // 6)):
        app.replay.step = step if app.replay else 0
        shown.clear()
        app.render()
        assert shown == [(None, match.game.view(match.states[step], None))]
    fx = app.command("replay-step", "next")
    assert fx.set_hash is None  # steps never fill the browser's history


@pytest.mark.parametrize("game_id", GAMES)
def test_the_last_step_draws_the_result_as_the_end_screen_does(game_id: str) -> None:
    app = finished(game_id)
    # the result's sentence, then the team's score or the ranking
    result = re.compile(r'<p class="result">.*?</p>'
                        r'(?:<p class="score">.*?</p>|<ol class="ranking">.*?</ol>)?', re.S)
    on_end_screen = result.search(app.render())
    assert on_end_screen is not None
    open_replay(app)  # it opens on the end
    at_the_end = result.search(app.render())
    assert at_the_end is not None and at_the_end.group(0) == on_end_screen.group(0)


def test_forward_and_back_move_by_move() -> None:
    app = finished("glace-et-ciel", MIXED)
    open_replay(app)
    total = len(app.turns.match.actions) if app.turns else 0
    app.command("replay-step", "first")
    html = app.render()
    assert "Coup 0 sur" in visible_text(html)
    assert 'data-arg="prev" disabled' in html and 'data-arg="first" disabled' in html
    for _ in range(3):
        app.command("replay-step", "next")
    app.command("replay-step", "prev")
    assert f"Coup 2 sur {total}" in visible_text(app.render())
    app.command("replay-step", "last")
    app.command("replay-step", "next")  # nothing after the end
    html = app.render()
    assert f"Coup {total} sur {total}" in visible_text(html) and 'data-arg="next" disabled' in html
    assert "Léa" in visible_text(html)


def test_the_saves_list_offers_a_finished_game_again() -> None:
    app = finished("planete-ciel-espace")
    save_id = app.turns.save_id if app.turns else ""
    other = make_app(app.store)
    other.navigate("#/")
    html = other.render()
    assert f'data-cmd="replay-open" data-arg="{save_id}"' in html
    fx = other.command("replay-open", save_id)
    assert fx.set_hash and fx.set_hash.startswith(ROUTE)
    # a game in progress has no replay yet
    start_game(app, "glace-et-ciel", MIXED)
    app.navigate("#/")
    assert len(app.saves.entries()) == 2
    assert app.render().count('data-cmd="replay-open"') == 1


def edited(address: str, change: Any) -> str:
    record = decode_link(address)
    change(record)
    return ROUTE + encode_link(record)


def test_an_edited_link_replays_as_far_as_its_moves_are_legal() -> None:
    app = finished("defis-nature")
    address = open_replay(app)
    record = decode_link(address)
    total = len(record["actions"])
    # move 11 is now played by a seat whose turn it is not, or is not a move at all
    broken = edited(address, lambda r: r["actions"].__setitem__(10, [r["actions"][10][0], {"type": "nope"}]))
    app.navigate(broken)
    html = visible_text(app.render())
    assert f"le coup 11 sur {total} n'est pas permis" in html and "Coup 10 sur 10" in html
    played = replay(decode_link(broken))
    assert played.moves == 10 and played.stopped_at == 10


def test_a_link_from_older_rules_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    app = finished("glace-et-ciel")
    address = open_replay(app)
    game = get_game("glace-et-ciel")
    monkeypatch.setattr(type(game), "rules_version", game.rules_version + 1)
    fresh = make_app()
    fresh.navigate(address)
    assert "version plus ancienne des règles" in visible_text(fresh.render())


@pytest.mark.parametrize("address", [ROUTE + "1.", ROUTE + "1.AAAA", ROUTE + "9.eJw",
                                     ROUTE + "nonsense", ROUTE + "1.<script>"])
def test_an_unreadable_link_goes_home_and_says_why(address: str) -> None:
    app = make_app()
    fx = app.navigate(address)
    assert fx.set_hash == "#/" and app.flash is not None and app.flash[0] == "error"


def test_a_hostile_name_in_a_replay_is_text() -> None:
    app = finished("glace-et-ciel", {**MIXED, "name-0": "<img src=x onerror=1>"})
    open_replay(app)
    html = app.render()
    assert "<img" not in html and "&lt;img src=x onerror=1&gt;" in html


def test_the_command_line_reads_the_same_link(capsys: pytest.CaptureFixture[str]) -> None:
    app = finished("climat-tic-tac")
    address = open_replay(app)
    assert cli(["replay", "https://ecole.example/terraludo/" + address]) == 0
    assert "ok: climat-tic-tac" in capsys.readouterr().out
    broken = edited(address, lambda r: r["actions"].__setitem__(3, [9, r["actions"][3][1]]))
    assert cli(["replay", broken]) == 1
    assert "stopped: climat-tic-tac, move 4 of" in capsys.readouterr().out
    assert cli(["replay", ROUTE + "1.garbage"]) == 1


def test_a_replay_link_leaves_out_the_snapshot() -> None:
    app = finished("ecotopia")
    record = decode_link(open_replay(app))
    assert "snapshot" not in record and set(record) >= {"game", "rules_version", "seed", "actions"}
    assert json.dumps(record)  # plain data


def test_the_focus_never_rests_on_a_disabled_step_button() -> None:
    """Issue 41 §6: "Début" and "Fin" disable themselves; the focus goes to the way back out
    of that end."""
    app = finished("glace-et-ciel", MIXED)
    open_replay(app)
    fx = app.command("replay-step", "first")
    assert fx.focus == '[data-cmd="replay-step"][data-arg="next"]'
    fx = app.command("replay-step", "next")
    assert fx.focus == '[data-cmd="replay-step"][data-arg="next"]' and fx.announce
    fx = app.command("replay-step", "last")
    assert fx.focus == '[data-cmd="replay-step"][data-arg="prev"]'
    fx = app.command("replay-step", "prev")
    assert fx.focus == '[data-cmd="replay-step"][data-arg="prev"]'


def test_planetes_ranking_counts_stars_not_points() -> None:
    """Planète's players win stars: its ranking says "3 étoiles", never "3 points" (the
    table's ``score_key``), on the end screen as at the replay's end."""
    app = finished("planete-ciel-espace")
    ranking = re.search(r'<ol class="ranking">(.*?)</ol>', app.render(), re.S)
    assert ranking is not None
    assert re.search(r"— \d+ étoiles?<", ranking.group(1)) and "point" not in ranking.group(1)
