"""Two copies of the app under two paths of one site (issue 38): each keeps its own saves, and
the saves written before keys carried the path are still read, by both (nothing lost)."""

from __future__ import annotations

import itertools
import json

from tests.support.ui import make_app, run_bots, start_game
from web.app import App
from web.saves import PREFIX, MemoryStore, ScopedStore

FORM = {"players": "3", "kind-0": "human", "name-0": "Léa", "kind-1": "bot", "kind-2": "bot",
        "seed": "3"}


def _copy(store: MemoryStore, path: str, first_id: int) -> App:
    counter = itertools.count(first_id)
    return App(ScopedStore(store, path), lang="fr", now=lambda: "2026-11-27T10:00:00Z",
               new_id=lambda: format(next(counter), "x"))


def test_two_copies_keep_their_saves_apart_and_both_read_the_older_ones() -> None:
    site = MemoryStore()
    older = make_app(site)  # a version before keys carried the path
    start_game(older, "glace-et-ciel", FORM)
    run_bots(older)
    assert older.turns is not None
    shared_id = older.turns.save_id
    assert site.get(PREFIX + shared_id) is not None
    copy_a, copy_b = _copy(site, "/a/", 5000), _copy(site, "/b/", 9000)
    assert copy_a.saves.ids() == copy_b.saves.ids() == [shared_id]  # nothing lost
    start_game(copy_a, "glace-et-ciel", FORM)
    assert copy_a.turns is not None
    own_id = copy_a.turns.save_id
    assert site.get("terraludo@/a/:save:" + own_id) is not None
    assert own_id in copy_a.saves.ids() and own_id not in copy_b.saves.ids()
    # the older save taken up in /a/ is written under /a/'s key; /b/ still has it as it was
    copy_a.navigate(f"#/game/{shared_id}")
    assert copy_a.turns is not None
    run_bots(copy_a)
    copy_a.command("restart")
    copy_a.command("restart")
    assert site.get("terraludo@/a/:save:" + shared_id) is not None
    assert site.get(PREFIX + shared_id) is not None and shared_id in copy_b.saves.ids()
    # deleting it in /a/ deletes it from both keys
    copy_a.command("delete", shared_id)
    copy_a.command("delete", shared_id)
    assert shared_id not in copy_a.saves.ids()
    assert site.get(PREFIX + shared_id) is None and site.get("terraludo@/a/:save:" + shared_id) is None


def test_a_storage_event_of_the_other_copy_is_not_this_copys() -> None:
    store = ScopedStore(MemoryStore(), "/a/")
    assert store.app_key("terraludo@/a/:save:x") == PREFIX + "x"
    assert store.app_key("terraludo@/b/:save:x") is None
    assert store.app_key(PREFIX + "x") == PREFIX + "x"
    assert store.app_key("terraludo:settings") == "terraludo:settings"
    store.set("terraludo:settings", json.dumps({"lang": "en"}))
    assert store.store.get("terraludo:settings") is not None  # the settings stay shared
