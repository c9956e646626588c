"""Erasing what the app keeps on the device (the settings page's "Tout effacer"): every game,
lesson and setting of this copy gone, the app as on a first visit, and nothing else touched."""

from __future__ import annotations

from tests.support.ui import make_app, run_bots, start_game, visible_text
from web.saves import PREFIX, MemoryStore, ScopedStore


def _played_and_set(store: MemoryStore) -> None:
    app = make_app(store)
    start_game(app, "glace-et-ciel", {"players": "2", "kind-0": "human", "name-0": "Léa",
                                      "kind-1": "bot", "seed": "1"})
    run_bots(app)
    app.command("lang", "en")
    app.command("bot-pace", "fast")
    app.command("toggle", "large_text")


def test_the_settings_page_erases_in_two_taps_and_says_what_is_lost() -> None:
    app = make_app()
    app.navigate("#/settings")
    page = app.render()
    # the erase button is inside a folded part: a single slip on the page erases nothing
    folded = page[page.index('id="forget-part"'):]
    assert folded.index("</summary>") < folded.index('data-cmd="forget-device"')
    text = visible_text(page)
    assert "Tout effacer…" in text and "Exporte d'abord celles que tu veux garder" in text


def test_forgetting_erases_this_copys_games_and_settings_and_starts_as_a_first_visit() -> None:
    shared = MemoryStore()
    shared.set("other-site:score", "12")  # another site on the same origin
    shared.set("terraludo@/other/:save:x1", "{}")  # another copy of the app on the same site
    store = ScopedStore(shared, "/terraludo/")
    _played_and_set(store)  # type: ignore[arg-type]
    app = make_app(store, lang=None, browser_langs=("fr-FR",))  # type: ignore[arg-type]
    assert app.lang == "en" and app.saves.entries() and app.settings.get("bot_pace") == "fast"
    start_game(app, "glace-et-ciel", {"players": "2", "kind-0": "human", "name-0": "Inès",
                                      "kind-1": "bot", "seed": "2"})
    app.navigate("#/settings")
    fx = app.command("forget-device")
    assert fx.apply_settings and fx.announce == ["Tout est effacé de cet appareil."]
    # as on a first visit: the browser's language, default settings, no game, no game open
    assert app.lang == "fr" and app.settings == {} and app.turns is None
    assert app.saves.entries() == []
    assert not any(k.startswith(PREFIX) for k in store.list_keys())
    assert "Tout est effacé de cet appareil." in visible_text(app.render())
    app.navigate("#/")
    assert "Léa" not in app.render() and "Inès" not in app.render()
    # what is not this copy's is left alone
    assert shared.get("other-site:score") == "12" and shared.get("terraludo@/other/:save:x1") == "{}"
    # a bot's timer that fires after the game was erased does nothing
    assert app.command("bot").schedule_bot_ms is None


def test_the_language_of_the_address_stays_for_this_visit() -> None:
    store = MemoryStore()
    _played_and_set(store)
    app = make_app(store, lang="en")
    app.navigate("#/settings")
    app.command("forget-device")
    assert app.lang == "en" and app.settings == {}
    assert "Everything is erased from this device." in visible_text(app.render())
