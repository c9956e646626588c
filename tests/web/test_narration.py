"""The log told in words, each sentence told once: a table draws its log's last lines again
after every move, so ``Narrator`` keeps what it told, for the words it told it with."""

from __future__ import annotations

from typing import Any

import pytest

from web import i18n
from web.i18n import Translator
from web.narration import Narrator

EVENT = {"key": "test.log.moved", "args": {"seat": 1, "n": 2}}


@pytest.fixture()
def words() -> Any:
    i18n._extra["test.log.moved"] = {"fr": "{seat} avance de {n} cases.", "en": "{seat} moves {n} squares."}
    i18n.reload_catalog()
    yield i18n._extra
    del i18n._extra["test.log.moved"]
    i18n.reload_catalog()


def test_a_line_is_told_for_its_reader_its_names_and_its_words(words: dict[str, Any]) -> None:
    names = ["Léa", "Inès"]
    assert Narrator(Translator("fr"), names).line(EVENT) == "Inès avance de 2 cases."
    assert Narrator(Translator("en"), names).line(EVENT) == "Inès moves 2 squares."
    assert Narrator(Translator("fr"), ["Léa", "Noé"]).line(EVENT) == "Noé avance de 2 cases."
    other = {"key": "test.log.moved", "args": {"seat": 0, "n": 3}}
    assert Narrator(Translator("fr"), names).line(other) == "Léa avance de 3 cases."
    # the same line told again is the same sentence, and the event is left as it was
    assert Narrator(Translator("fr"), names).line(EVENT) == "Inès avance de 2 cases."
    assert EVENT["args"] == {"seat": 1, "n": 2}
    # new words (a game's wheel brought its strings): the line is told with them
    words["test.log.moved"] = {"fr": "{seat} fait {n} pas.", "en": "{seat} takes {n} steps."}
    i18n.reload_catalog()
    assert Narrator(Translator("fr"), names).line(EVENT) == "Inès fait 2 pas."


def test_an_event_json_cannot_say_is_still_told(words: dict[str, Any]) -> None:
    odd = {"key": "test.log.moved", "args": {"seat": 1, "n": 2, "seen": {4}}}  # a set
    assert Narrator(Translator("fr"), ["Léa", "Inès"]).line(odd) == "Inès avance de 2 cases."
