"""The set-up form's "Partager cette partie" panel, and a set-up link opening the form.

The panel shows the link of the form as it stands (``web.links``), its ``?embed=1`` form for
a site's ``<iframe>``, and a QR code of the link for the board. The QR encoder (segno) is a
wheel loaded on demand when the panel first opens; until it is there the panel says so, and
if it cannot come (offline before it was ever loaded) the link alone still works.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import qr
from ..effects import Effects
from ..html import esc
from ..links import page_address, read_link, setup_fragment, share_links
from ..tables import load_table
from ..timers import timer_length

if TYPE_CHECKING:
    from ..app import App


def open_link(app: App, game: Any, query: str) -> None:
    """A set-up link was opened: the form as it asks, and a message on what was changed."""
    setup, notes = read_link(game, load_table(game.id), query,
                             lambda n: app.t("setup.default_name", n=n))
    # the table fills what it fills on the form (e.g. Planète's words in the app's language)
    load_table(game.id).read_setup(app.shell(game.id), setup, {})
    timer = setup["extra"].pop("timer", None)
    if isinstance(timer, int) and app.settings.get("timer_seconds") != timer:
        app.set_setting("timer_seconds", timer)  # the link's timer becomes the players' choice
    app.setup_screen.choices = setup
    labels = {spec.name: app.t(spec.label_key or spec.name) for spec in game.options}
    if notes:
        # an option known to the game is named as the form names it
        changes = app.t("link.note.separator").join(
            app.t(key, **{**args, **({"option": labels[args["option"]]}
                                      if args.get("option") in labels else {})})
            for key, args in notes)
        said = app.t("link.corrected", changes=changes)
        # after what the command that opened the link said (a host page's request)
        app.set_flash("info", f"{app.flash[1]} {said}" if app.flash and app.flash[0] == "info" else said)


def links(app: App, names: bool = True) -> tuple[str, str]:
    """The set-up link and its embedded form, for the form as it stands (``names``: with the
    players' names; without, each opens as the form's default name)."""
    choices = app.setup_screen.choices
    assert choices is not None
    if not names:
        choices = {**choices, "seats": [{**seat, "name": ""} for seat in choices["seats"]]}
    fragment = setup_fragment(choices, load_table(choices["game"]), timer_length(app.settings))
    return share_links(page_address(app.full_screen_url), fragment, app.lang)


def _has_names(app: App) -> bool:
    """Whether the link carries a name typed on the form (a person's seat)."""
    assert app.setup is not None
    seats = app.setup["seats"][:app.setup["players"]]
    return any(seat["kind"] == "human" and seat["name"] for seat in seats)


def _field(label: str, field_id: str, value: str, copy_label: str) -> str:
    """A read-only field to copy, with its "Copier" button (``data-copy``, done by the
    browser: the clipboard is the browser's)."""
    named = label.rstrip(" :\u202f\u00a0")  # "Lien :" → "Copier — Lien"
    return (f"<div class=\"share-field\"><label for=\"{field_id}\">{esc(label)}</label> "
            f"<input id=\"{field_id}\" readonly value=\"{esc(value)}\">"
            f"<button type=\"button\" class=\"button small\" data-copy=\"#{field_id}\" "
            f"aria-label=\"{esc(copy_label)} — {esc(named)}\">{esc(copy_label)}</button></div>")


def share_button(app: App) -> str:
    # sent with the form's fields (data-form), so that the names just typed are in the link
    return (f"<button type=\"button\" class=\"button\" data-cmd=\"setup-share\" data-form=\"1\" "
            f"aria-expanded=\"{'true' if app.setup_screen.share_open else 'false'}\" aria-controls=\"share\">"
            f"{esc(app.t('share.open'))}</button>")


def open_panel(app: App) -> Effects:
    """Show the panel; ask the browser for the QR encoder the first time."""
    app.setup_screen.share_open = True
    fx = Effects(focus="#share-title")
    if not qr.available() and app.packages.request_one(qr.PACKAGE):
        fx.load_packages = [qr.PACKAGE]
    return fx


def _qr_figure(app: App, link: str) -> str:
    packages = app.packages
    if qr.available() or qr.PACKAGE in packages.ready:
        try:
            picture = qr.svg(link, app.t("share.qr_label"))
        except (ImportError, ValueError):  # segno missing, or a link too long to encode
            picture = f"<p>{esc(app.t('share.qr_failed'))}</p>"
        return f"<figure class=\"share-qr\">{picture}<figcaption>{esc(app.t('share.qr_caption'))}</figcaption></figure>"
    if packages.failed == qr.PACKAGE:
        return f"<p class=\"share-qr\">{esc(app.t('share.qr_failed'))}</p>"
    return (f"<p class=\"share-qr\" role=\"status\"><span class=\"spinner\" aria-hidden=\"true\"></span> "
            f"{esc(app.t('share.qr_loading'))}</p>")


def render_panel(app: App) -> str:
    if not app.setup_screen.share_open or app.setup_screen.choices is None:
        return ""
    link, embedded = links(app)
    iframe = (f"<iframe src=\"{embedded}\" title=\"Terraludo\" width=\"800\" height=\"600\" "
              f"allow=\"fullscreen\"></iframe>")
    copy = app.t("share.copy")
    names = ""
    if _has_names(app):  # what the link carries, said, and the same link without the names
        names = (f"<p class=\"share-names\">{esc(app.t('share.names_carried'))}</p>"
                 + _field(app.t("share.link_no_names"), "share-link-anonymous",
                          links(app, names=False)[0], copy))
    return (f"<section id=\"share\" class=\"share-panel\" aria-labelledby=\"share-title\">"
            f"<h3 id=\"share-title\" tabindex=\"-1\">{esc(app.t('share.title'))}</h3>"
            f"<p>{esc(app.t('share.explain'))}</p>"
            f"{_field(app.t('share.link'), 'share-link', link, copy)}{names}"
            f"{_field(app.t('share.embed'), 'share-embed', iframe, copy)}"
            f"<p class=\"sr-only\" id=\"share-copied\" role=\"status\"></p>"
            f"{_qr_figure(app, link)}</section>")
