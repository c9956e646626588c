"""Every control on a table says what a sighted player sees (issue 41).

Each game's table is rendered through ``App`` on several screens of a seeded game (one person
and robots, and two people where the game passes the device); the HTML is walked the way the
browser builds its accessibility tree (``aria-label``, ``aria-labelledby``, an ``<img>``'s
``alt``, the text of the element without its ``aria-hidden`` parts, ``title`` last). A control
named by a number alone (Glace's hand read "bouton 0, bouton 1…") or by nothing fails.
"""

from __future__ import annotations

import html as html_lib
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

import pytest

from engine.core.registry import get_game
from engine.core.rng import Prng, seed_state
from tests.support.ui import make_app, run_bots, ui_buttons
from web.app import App

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}
CONTROL_ROLES = {"button", "link", "checkbox", "radio", "tab", "switch", "menuitem", "option",
                 "slider", "spinbutton", "textbox", "combobox"}
#: named things a player reads as an object of the game (a card, a square, a piece)
OBJECT_ROLES = {"img", "group"}


@dataclass
class Node:
    tag: str
    attrs: dict[str, str]
    children: list[Node | str] = field(default_factory=list)
    parent: Node | None = None


class _Tree(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#root", {})
        self.current = self.root

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, {k: v or "" for k, v in attrs}, parent=self.current)
        self.current.children.append(node)
        if tag not in VOID:
            self.current = node

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.current.children.append(Node(tag, {k: v or "" for k, v in attrs}, parent=self.current))

    def handle_endtag(self, tag: str) -> None:
        node: Node | None = self.current
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.current = node.parent

    def handle_data(self, data: str) -> None:
        self.current.children.append(data)


def parse(html: str) -> Node:
    tree = _Tree()
    tree.feed(html)
    return tree.root


def walk(node: Node) -> list[Node]:
    out = [node]
    for child in node.children:
        if isinstance(child, Node):
            out.extend(walk(child))
    return out


def _text(node: Node, by_id: dict[str, Node]) -> str:
    if node.attrs.get("aria-hidden") == "true" or "hidden" in node.attrs:
        return ""
    if node.attrs.get("aria-label"):
        return node.attrs["aria-label"]
    if node.tag == "img":
        return node.attrs.get("alt", "")
    parts = [c if isinstance(c, str) else _text(c, by_id) for c in node.children]
    return " ".join(" ".join(parts).split())


def accessible_name(node: Node, by_id: dict[str, Node]) -> str:
    """The name the browser computes (accname 1.2, the parts this app uses)."""
    if node.attrs.get("aria-labelledby"):
        return " ".join(_text(by_id[i], by_id) for i in node.attrs["aria-labelledby"].split()
                        if i in by_id)
    if node.attrs.get("aria-label"):
        return node.attrs["aria-label"]
    if node.tag in ("input", "select", "textarea"):
        label = node.parent
        while label is not None and label.tag != "label":
            label = label.parent
        if label is not None:
            return _text(label, by_id)
        return node.attrs.get("title", "") or node.attrs.get("placeholder", "")
    if node.attrs.get("role") in OBJECT_ROLES:  # names from its author only
        return node.attrs.get("title", "")
    return _text(node, by_id) or node.attrs.get("title", "")


def is_control(node: Node) -> bool:
    if node.attrs.get("aria-hidden") == "true":
        return False
    if node.tag in ("button", "select", "textarea", "summary"):
        return True
    if node.tag == "input":
        return node.attrs.get("type") != "hidden"
    if node.tag == "a" and "href" in node.attrs:
        return True
    return node.attrs.get("role") in CONTROL_ROLES


def badly_named(html: str) -> list[str]:
    """The controls (and the objects given a role) whose name has no word in it."""
    nodes = walk(parse(html))
    by_id = {n.attrs["id"]: n for n in nodes if "id" in n.attrs}
    for label in (n for n in nodes if n.tag == "label" and n.attrs.get("for") in by_id):
        target = by_id[label.attrs["for"]]
        target.attrs.setdefault("aria-label", _text(label, by_id))
    bad = []
    for node in nodes:
        named_object = node.attrs.get("role") in OBJECT_ROLES
        if not (is_control(node) or named_object):
            continue
        name = accessible_name(node, by_id)
        if not re.search(r"[^\W\d_]", name):
            cls = node.attrs.get("class", "")
            bad.append(f"<{node.tag} class={cls!r}> named {name!r}")
    return bad


def test_the_walker_sees_what_a_screen_reader_sees() -> None:
    assert badly_named('<button><span aria-hidden="true">Air</span> 0</button>') == [
        "<button class=''> named '0'"]
    assert badly_named('<button aria-label="Air 0"><span>0</span></button>') == []
    assert badly_named('<span role="img" aria-label="Dés : 3 et 4">3 4</span>') == []
    assert badly_named('<div role="group">Air 0</div>') == ["<div class=''> named ''"]
    assert badly_named('<label>Mot <input name="w"></label>') == []


GAMES = ["glace-et-ciel", "defis-nature", "ecotopia", "climat-tic-tac", "planete-ciel-espace"]
TWO_PEOPLE = {"glace-et-ciel", "defis-nature"}


def _start(game_id: str, humans: int, seed: int) -> App:
    game = get_game(game_id)
    players = max(game.min_players, 3 if game.max_players >= 3 else game.max_players)
    form = {"players": str(players), "seed": str(seed)}
    for i in range(players):
        form[f"kind-{i}"] = "human" if i < humans else "bot"
        form[f"name-{i}"] = ["Léa", "Tom", "Inès", "Noé"][i]
        form[f"level-{i}"] = game.all_bot_levels()[0]
    app = make_app()
    app.navigate(f"#/play/{game_id}")
    fx = app.command("setup-start", "", form)
    assert fx.set_hash, app.flash
    app.navigate(fx.set_hash)
    return app


def screens(app: App, seed: int, taps: int) -> list[str]:
    """The screens a person sees over the first ``taps`` taps of a seeded game: every hand, a
    chosen card's targets, the moments, the hand-offs."""
    rng = Prng(seed_state(seed))
    seen = []
    for _ in range(taps):
        run_bots(app, close_moments=False)
        turns = app.turns
        assert turns is not None
        html = app.render()
        seen.append(html)
        if 'id="moment-ok"' in html:
            steps = ui_buttons(html)
            if steps and not re.search(r'<button[^>]*id="moment-ok"[^>]*\bdisabled\b', html):
                app.command("moment-ok")
            elif steps:
                app.command("ui", steps[0])
            else:
                app.command("moment-ok")
            continue
        if turns.over:
            break
        handoff = turns.handoff_needed()
        if handoff is not None:
            app.command("handoff", str(handoff))
            continue
        acts = re.findall(r'data-cmd="act" data-arg="([^"]+)"', html)
        taps_ui = ui_buttons(html)
        if acts and (not taps_ui or rng.below(10) < 6):
            app.command("act", html_lib.unescape(rng.choice(acts)))
        elif taps_ui:
            app.command("ui", rng.choice(taps_ui))
        else:
            break
    return seen


CASES = [(g, 1) for g in GAMES] + [(g, 2) for g in GAMES if g in TWO_PEOPLE]


@pytest.mark.parametrize(("game_id", "humans"), CASES, ids=[f"{g}-{h}p" for g, h in CASES])
def test_every_control_of_every_table_has_a_name_in_words(game_id: str, humans: int) -> None:
    for seed in (3, 11):
        app = _start(game_id, humans, seed)
        seen = screens(app, seed, 40)
        assert len(seen) > 10
        for html in seen:
            bad = badly_named(html)
            assert not bad, f"{game_id} (seed {seed}): {bad[:5]}"


def test_glaces_hand_reads_element_and_value_first() -> None:
    app = _start("glace-et-ciel", 1, 3)
    run_bots(app)
    html = app.render()
    nodes = walk(parse(html))
    by_id = {n.attrs["id"]: n for n in nodes if "id" in n.attrs}
    hand = [accessible_name(n, by_id) for n in nodes
            if n.tag == "button" and "hand-card" in n.attrs.get("class", "")]
    assert hand, "the hand has cards to choose"
    assert all(re.match(r"(Air|Terre|Eau) \d", name) for name in hand), hand


def test_a_citys_pawns_read_once_with_their_name() -> None:
    """Climat's city list read "1 1 Santé": the count is said once, with the pawn's name."""
    from web.games.climat_tic_tac.pieces import pawn_badge

    app = make_app()
    badge = pawn_badge(app.shell("climat-tic-tac"), "health", 1)
    node = walk(parse(badge))[1]
    assert _text(node, {}) == "1 Santé"
