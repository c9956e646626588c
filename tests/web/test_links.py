"""Set-up links (``web.links``) through the app: "Partager cette partie" gives a link that opens
the same form; an impossible or hostile link opens the nearest valid form and says so."""

from __future__ import annotations

import html as html_lib
import re
from urllib.parse import quote, urlsplit

import pytest

from engine.core.registry import get_game
from tests.support.ui import make_app, visible_text
from web import qr
from web.app import App, Route
from web.html import esc
from web.links import LINK_VERSION, page_address

NNBSP, NBSP = "\u202f", "\u00a0"


def share(app: App, form: dict[str, str] | None = None) -> tuple[str, str]:
    """Tap "Partager cette partie" with ``form``; the link and the embed snippet on screen."""
    app.command("setup-share", "", form or {})
    html = app.render()
    link = re.search(r'id="share-link" readonly value="([^"]*)"', html)
    embed = re.search(r'id="share-embed" readonly value="([^"]*)"', html)
    assert link and embed, "no share panel"
    return html_lib.unescape(link.group(1)), html_lib.unescape(embed.group(1))


def open_link(link: str, lang: str | None = None) -> App:
    """A fresh device opening ``link`` (its ``?lang=`` is the page's language)."""
    parts = urlsplit(link)
    asked = dict(p.split("=", 1) for p in parts.query.split("&") if "=" in p).get("lang")
    app = make_app(lang=lang or asked)
    app.navigate("#" + parts.fragment)
    return app


FORM = {"players": "4", "kind-0": "human", "name-0": "Léa", "kind-1": "bot", "level-1": "strong",
        "kind-2": "human", "name-2": "Noé", "kind-3": "bot", "level-3": "medium",
        "opt-variant": "expert", "seed": "4242"}


def test_a_shared_link_opens_the_same_setup_ready_to_start() -> None:
    teacher = make_app()
    teacher.full_screen_url = "https://ecole.example/terraludo/?lang=fr#/play/glace-et-ciel"
    teacher.navigate("#/play/glace-et-ciel")
    link, embed = share(teacher, FORM)
    assert link.startswith("https://ecole.example/terraludo/?lang=fr#/play/glace-et-ciel?v=1&")
    assert 'src="https://ecole.example/terraludo/?embed=1&lang=fr#/play/glace-et-ciel?v=1&' in embed
    pupil = open_link(link)
    assert pupil.route == Route("setup", "glace-et-ciel", urlsplit(link).fragment.split("?", 1)[1])
    assert pupil.flash is None  # nothing had to be changed
    assert pupil.setup == teacher.setup
    # ready to start: "Commencer" without touching the form starts that very game
    fx = pupil.command("setup-start", "", {})
    assert fx.set_hash and fx.set_hash.startswith("#/game/")
    match = pupil.turns.match if pupil.turns else None
    assert match is not None and match.seed == 4242 and match.options["variant"] == "expert"
    assert [(s.kind, s.level if s.kind == "bot" else s.name) for s in match.seats] == [
        ("human", "Léa"), ("bot", "strong"), ("human", "Noé"), ("bot", "medium")]


def test_the_challenges_timer_travels_with_the_link() -> None:
    """Climat and Planète: the timer's length (or none) chosen on the form is in the link, and a
    device opening it keeps that length as its own setting; a length the app does not offer is
    left out and said."""
    teacher = make_app()
    teacher.navigate("#/play/climat-tic-tac")
    link, _ = share(teacher, {"players": "2", "kind-0": "human", "name-0": "Léa", "timer": "0"})
    assert "&t=0" in link
    pupil = open_link(link)
    assert pupil.flash is None and pupil.settings["timer_seconds"] == 0
    odd = open_link(link.replace("&t=0", "&t=7"))
    assert odd.flash and "durée du minuteur illisible" in odd.flash[1]
    assert odd.settings.get("timer_seconds") != 7
    glace = make_app()
    glace.navigate("#/play/glace-et-ciel")
    assert "&t=" not in share(glace)[0]  # no timer in that game, none in its link


def test_the_link_keeps_the_language_and_every_game_round_trips() -> None:
    for game_id in ("glace-et-ciel", "defis-nature", "climat-tic-tac", "ecotopia",
                    "planete-ciel-espace"):
        app = make_app(lang="en")
        app.navigate(f"#/play/{game_id}")
        link, _ = share(app)
        assert "?lang=en#/play/" in link
        other = open_link(link)
        assert other.lang == "en" and other.flash is None, game_id
        assert other.setup and app.setup
        # what a table keeps for its own fields (a deck picked on this device) stays here
        assert {**other.setup, "extra": {}} == {**app.setup, "extra": {}}, game_id


def test_an_impossible_link_opens_the_nearest_setup_and_says_what_changed() -> None:
    app = open_link("?lang=fr#/play/glace-et-ciel?v=1&n=7&s1=h:Ana&s2=b:godlike&s3=x:Zoé"
                    "&o.variant=turbo&o.speed=2&seed=12ab&colour=red")
    assert app.setup is not None and app.flash is not None
    kind, text = app.flash
    assert kind == "info"
    game = get_game("glace-et-ciel")
    assert app.setup["players"] == game.max_players
    seats = app.setup["seats"]
    assert (seats[1]["kind"], seats[1]["level"]) == ("bot", game.bot_levels[0])
    assert (seats[2]["kind"], seats[2]["name"]) == ("human", "x:Zoé")
    assert app.setup["options"]["variant"] == "standard" and app.setup["seed"] == ""
    for said in ("7 joueurs demandés, nombre retenu\u202f: 4", f"«{NNBSP}godlike{NNBSP}»",
                 f"«{NNBSP}turbo{NNBSP}»", f"«{NNBSP}speed{NNBSP}»", "graine illisible",
                 f"«{NNBSP}colour{NNBSP}»", f"plus proches{NNBSP}:"):
        assert said in text, said
    # shown above the form, which still starts
    assert "7 joueurs demandés" in visible_text(app.render())
    assert app.command("setup-start", "", {}).set_hash


@pytest.mark.parametrize("query, note", [
    ("v=9&n=2", "version plus récente"),
    ("n=2", "version de lien inconnue"),
    ("v=1&n=deux", "nombre de joueurs illisible"),
    ("v=1&n=1", "1 joueur demandé, nombre retenu\u202f: 2"),
])
def test_versions_and_unreadable_counts_are_said(query: str, note: str) -> None:
    app = open_link(f"?lang=fr#/play/glace-et-ciel?{query}")
    assert app.flash is not None and note in app.flash[1]
    assert app.setup is not None and 2 <= app.setup["players"] <= 4


def test_a_hostile_link_never_injects_markup() -> None:
    hostile = '<script>x</script>"\'><img src=x onerror=alert(2)>'
    query = "&".join(f"{quote(k, safe='')}={quote(v, safe='')}" for k, v in (
        ("v", "1"), ("n", "2"), ("s1", "h:" + hostile), ("s2", "h:\x00A&B\n"), ("o.<b>", "1"),
        ('"onload=x', "1")))
    app = open_link(f"?lang=fr#/play/glace-et-ciel?{query}")
    app.command("setup-share", "", {})
    html = app.render()
    for bad in ("<script", "<img", "<b>", "onerror=alert", '"onload'):
        assert bad not in html, bad
    assert app.setup is not None
    assert app.setup["seats"][0]["name"] == hostile[:24]
    assert app.setup["seats"][1]["name"] == "A&B"  # control characters dropped
    # the name stays a value: the escaped form sits inside the input's attribute
    assert f'value="{esc(hostile[:24])}"' in html and "&quot;" in esc(hostile[:24])
    # and the shared link carries the (cut) name again, percent-encoded
    link, _ = share(app)
    again = open_link(link)
    assert again.setup is not None and again.setup["seats"][0]["name"] == hostile[:24]


def test_an_unknown_game_in_a_link_goes_home() -> None:
    app = make_app()
    fx = app.navigate("#/play/<script>?v=1&n=2")
    assert fx.set_hash == "#/" and app.flash is not None and app.flash[0] == "error"


def test_the_qr_code_is_the_link_drawn_as_svg() -> None:
    import segno  # the full package, to check the encoder's use against segno's own API

    app = make_app()
    app.navigate("#/play/ecotopia")
    link, _ = share(app)
    html = app.render()
    svg = re.search(r"<svg class=\"qr\"[^>]*viewBox=\"0 0 (\d+) \1\".*?</svg>", html)
    assert svg is not None
    reference = segno.make(link, error="m", micro=False)
    assert len(reference.matrix) + 8 == int(svg.group(1))  # four modules of quiet zone each side
    dark = sum(bool(cell) for row in reference.matrix for cell in row)
    assert svg.group(0).count("h1v1h-1z") == dark
    assert qr.matrix(link) == tuple(tuple(bool(c) for c in row) for row in reference.matrix)


def test_the_qr_encoder_is_asked_for_when_it_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(qr, "available", lambda: False)
    app = make_app()
    app.navigate("#/play/ecotopia")
    fx = app.command("setup-share", "", {})
    assert fx.load_packages == [qr.PACKAGE]
    assert "Préparation du code QR" in visible_text(app.render())
    assert app.command("setup-share", "", {}).load_packages == []  # asked once
    app.package_not_loaded(qr.PACKAGE)
    html = app.render()
    assert "n'a pas pu être préparé" in visible_text(html) and 'id="share-link"' in html
    app.package_loaded(qr.PACKAGE)
    assert "<svg class=\"qr\"" in app.render()


def test_page_address_drops_query_and_fragment() -> None:
    assert page_address("https://a.example/t/?lang=en&embed=1#/game/x") == "https://a.example/t/"
    assert LINK_VERSION == 1

