"""Every log, result, error and label key the engine uses exists in French and English."""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path

import pytest

from engine.ecotopia.content import ANIMALS, SINGLE_USE_APPS, SPECIALISTS, WASTE, content_index
from engine.ecotopia.rules import GAME
from tests.support.spelling import misspelled

HERE = Path(__file__).parent
ENGINE = Path(__file__).parents[2] / "engine" / "ecotopia"


def engine_source() -> str:
    """The text of every engine module (the rules and the mechanisms they call)."""
    return "\n".join(path.read_text(encoding="utf-8") for path in sorted(ENGINE.glob("*.py")))


def strings() -> dict[str, dict[str, str]]:
    text = resources.files("engine.ecotopia").joinpath("data/strings.json").read_text("utf-8")
    data: dict[str, dict[str, str]] = json.loads(text)
    return data


def _used_keys() -> set[str]:
    text = engine_source()
    keys = {k for k in re.findall(r'"(eco\.[a-z0-9_.]+)"', text) if not k.endswith(".")}
    keys |= {f"eco.log.{k}" for k in re.findall(r'Event\(f?"eco\.log\.([a-z_]+)"', text)}
    keys |= {"eco.log.lieu_reshuffle", "eco.log.cons_reshuffle"}
    for prefix in re.findall(r'f"(eco\.[a-z_]+\.)\{', text):
        assert prefix in {"eco.result.", "eco.disc.", "eco.reason.", "eco.kind.", "eco.waste.",
                          "eco.weather.", "eco.animal.", "eco.app.", "eco.specialist.",
                          "eco.display.", "eco.version.", "eco.phase.", "eco.log."}, prefix
    rc = content_index()
    keys |= {f"eco.result.{name}" for name, _ in rc.scale}
    keys |= {f"eco.disc.{d}" for d in ("blue", "red")}
    keys |= {f"eco.kind.{k}" for k in set(rc.kind_of.values())}
    keys |= {f"eco.waste.{w}" for w in WASTE}
    keys |= {f"eco.weather.{w}" for w in ("sun", "wind")}
    keys |= {f"eco.animal.{a}" for a in ANIMALS}
    keys |= {f"eco.app.{a}" for a in (*SINGLE_USE_APPS, "recycle", "recruit")}
    keys |= {f"eco.specialist.{s}" for s in SPECIALISTS}
    keys |= {f"eco.display.{d}" for d in ("lieux", "constructions")}
    keys |= {f"eco.version.{v}" for v in ("normal", "simplified")}
    keys |= {f"eco.bot.{level}" for level in GAME.all_bot_levels()}
    keys |= {spec.label_key for spec in GAME.options}
    keys |= {f"eco.phase.{p}" for p in re.findall(r'phase="([a-z_0-9]+)"', text)}
    keys |= {f"eco.phase.{p}" for p in ("apps", "recharge", "lieu", "construction", "actions",
                                          "question", "hire", "bonus_1", "bonus_3", "bonus_move",
                                          "bonus_jump", "over")}
    keys |= {f"eco.reason.{r}" for r in re.findall(r'self\._(?:red|blue)\([^)]*"([a-z_]+)"\)', text)}
    return keys


def test_every_key_used_exists_in_both_languages() -> None:
    texts = strings()
    missing = sorted(k for k in _used_keys() if k not in texts)
    assert missing == []
    for key, value in texts.items():
        assert key.startswith("eco."), key
        assert set(value) == {"fr", "en"} and value["fr"].strip() and value["en"].strip(), key


def test_placeholders_match_between_languages() -> None:
    for key, value in strings().items():
        assert set(re.findall(r"\{(\w+)(?::\w+)?\}", value["fr"])) == set(
            re.findall(r"\{(\w+)\}", value["en"])), key


def test_log_events_name_their_placeholders() -> None:
    # every placeholder of a log string is an argument the engine gives that event
    text = engine_source()
    for key, value in strings().items():
        if key.startswith("eco.log."):
            for name in re.findall(r"\{(\w+)(?::\w+)?\}", value["fr"]):
                assert f'"{name}"' in text, (key, name)


def test_french_typography() -> None:
    for key, value in strings().items():
        fr = re.sub(r"\{(\w+):[^{}]+\}", r"{\1}", value["fr"])  # "{seat:à}" is a placeholder
        assert '"' not in fr and "“" not in fr, key  # guillemets « » in French
        assert not re.search(r"[\w)}][!?:;]", fr), (key, fr)  # a space before ! ? : ;
        assert "CO2" not in fr + value["en"], key


def _words(lang: str) -> set[str]:
    path = HERE / f"wordlist-{lang}.txt"
    return {w.strip() for w in path.read_text(encoding="utf-8").splitlines() if w.strip()}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_spelling(lang: str) -> None:
    texts = [re.sub(r"\{\w+(?::\w+)?\}", " ", re.sub(r"\{\w+:([^{}|]*)\|([^{}]*)\}", r" \1 \2 ", v[lang])) for v in strings().values()]
    assert misspelled(texts, lang, _words(lang)) == []
