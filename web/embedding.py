"""What a page that embeds the app hears from it, and the one request it may make.

Inside another page (an ``<iframe>``), the app tells that page what happens with
``postMessage`` to ``window.parent``, close to xAPI's verbs so that a learning platform's
plugin can map them: the app is ready (``initialized``), a game started (``attempted``) or was
taken up again (``resumed``), a game ended (``completed``, then ``scored`` with the scores as
the game defines them, from its ``Outcome``). The messages carry only what the whole table
sees: the game, its options, the seats (a person or a bot and its level), never a private
view, and never a name unless the host asked for names. Nothing is sent when the app is not
framed: nothing leaves the device unless a host page listens.

The host may send (``message`` events, taken only from ``window.parent`` by ``browser.py``):

- ``{"type": "terraludo:listen", "names": true}``: it listens (the app answers with ``ready``
  again, for a host whose listener came late) and whether it wants the players' names;
- ``{"type": "terraludo:start", "game": "<id>", "setup": "v=1&n=3&…"}`` (a set-up link's
  query, ``web.links``) or with the fields ``players``, ``seats``, ``options``, ``seed``: a
  game to start. A game in progress is never discarded: it stays in the saves list, and the
  request opens the set-up form, filled in, for the player to start.

The README's "Embedding" section documents every message with an example.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.core.match import Match
from engine.core.registry import catalogue_ids

from .links import LINK_VERSION

if TYPE_CHECKING:
    from .turns import Turns

#: the version of the messages' format (``version`` in ``ready``)
MESSAGES_VERSION = 1
PREFIX = "terraludo:"


@dataclass
class HostLink:
    """What the app has told the host page so far."""

    #: the host asked for the players' names (``terraludo:listen`` with ``names: true``)
    names: bool = False
    #: messages waiting to be posted (``ready``, answers to the host)
    outbox: list[dict[str, Any]] = field(default_factory=list)
    #: per save id, the match last told about and whether its end was told
    told: dict[str, tuple[Match, bool]] = field(default_factory=dict)


def ready(lang: str) -> dict[str, Any]:
    return {"type": PREFIX + "ready", "verb": "initialized", "version": MESSAGES_VERSION,
            "lang": lang, "games": list(catalogue_ids())}


def _seats(link: HostLink, match: Match) -> list[dict[str, Any]]:
    seats: list[dict[str, Any]] = []
    for i, spec in enumerate(match.seats):
        seat: dict[str, Any] = {"seat": i, "kind": spec.kind}
        if spec.is_bot:
            seat["level"] = spec.level
        elif link.names:
            seat["name"] = spec.name
        seats.append(seat)
    return seats


def _variant(match: Match) -> dict[str, Any]:
    """The options the set-up form offers (free-form ones, like a custom deck, stay here)."""
    return {spec.name: match.options.get(spec.name) for spec in match.game.options
            if len(spec.choices) >= 2}


def _about(link: HostLink, match: Match, save_id: str) -> dict[str, Any]:
    return {"game": match.game.id, "rules_version": match.game.rules_version,
            "attempt": save_id, "variant": _variant(match), "seats": _seats(link, match)}


def _number(value: float | None) -> float | int | None:
    if value is None:
        return None
    return int(value) if float(value).is_integer() else float(value)


def _ended(link: HostLink, match: Match, save_id: str) -> list[dict[str, Any]]:
    outcome = match.game.outcome(match.state)
    about = _about(link, match, save_id)
    if outcome is None:
        return []
    result: dict[str, Any] = {"cooperative": outcome.cooperative, "result_key": outcome.result_key}
    if outcome.cooperative:
        result.update(won=outcome.won, score=_number(outcome.score))
    else:
        result.update(winners=list(outcome.winners),
                      scores=[_number(s) for s in outcome.scores])
    completed = {"type": PREFIX + "completed", "verb": "completed", **about, "outcome": result}
    scored: dict[str, Any] = {"type": PREFIX + "scored", "verb": "scored", **about}
    if outcome.cooperative:
        scored.update(success=outcome.won, score=_number(outcome.score))
    else:
        scored["scores"] = [{"seat": i, "score": _number(s), "winner": i in outcome.winners}
                            for i, s in enumerate(outcome.scores)]
    return [completed, scored]


def messages(link: HostLink, turns: Turns | None, framed: bool) -> list[dict[str, Any]]:
    """The messages for the host page since the last call (none when the app is not
    ``framed``): what is waiting, the match at the table (``turns``) that started or was
    taken up, or that just ended."""
    out, link.outbox = link.outbox, []
    if turns is not None:
        match, save_id = turns.match, turns.save_id
        told = link.told.get(save_id)
        over = turns.over
        if told is None or told[0] is not match:
            link.told[save_id] = (match, over)
            if not over:
                fresh = not match.actions and match.base is None
                verb = "attempted" if fresh else "resumed"
                out.append({"type": PREFIX + ("started" if fresh else "resumed"), "verb": verb,
                            **_about(link, match, save_id)})
        elif over and not told[1]:
            link.told[save_id] = (match, True)
            out += _ended(link, match, save_id)
    return out if framed else []


def read_request(link: HostLink, data: Any, lang: str) -> str | None:
    """A message from the embedding page (``browser.py`` checked it came from the parent):
    a ``listen`` is answered here (``ready`` in the outbox); a ``start`` gives the game it
    asks for ("" when it names none), which the app opens (``App.host_message``); None for
    anything else."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        return None
    kind = data["type"].removeprefix(PREFIX)
    if kind == "listen":
        link.names = data.get("names") is True
        link.outbox.append(ready(lang))
        return None
    if kind != "start":
        return None
    game_id = data.get("game")
    return game_id if isinstance(game_id, str) and game_id in catalogue_ids() else ""


def start_address(game_id: str, request: dict[str, Any]) -> str:
    """The set-up form's address for a start request (``#/play/<game>?<query>``)."""
    from urllib.parse import quote  # not at boot: see links.py

    return f"#/play/{quote(game_id, safe='')}?{_setup_query(request)}"


def _setup_query(request: dict[str, Any]) -> str:
    """A start request's set-up as a link's query (read, and corrected, as a link is)."""
    if isinstance(request.get("setup"), str):
        return request["setup"].lstrip("?")
    fields: list[tuple[str, str]] = [("v", str(LINK_VERSION))]
    if "players" in request:
        fields.append(("n", str(request["players"])))
    seats = request.get("seats")
    for i, seat in enumerate(seats if isinstance(seats, list) else []):
        if not isinstance(seat, dict):
            continue
        bot = seat.get("kind") == "bot"
        fields.append((f"s{i + 1}", f"b:{seat.get('level', '')}" if bot
                       else f"h:{seat.get('name', '')}"))
    options = request.get("options")
    for name, value in (options.items() if isinstance(options, dict) else ()):
        fields.append((f"o.{name}", str(value).lower() if isinstance(value, bool) else str(value)))
    if "seed" in request:
        fields.append(("seed", str(request["seed"])))
    from urllib.parse import quote, urlencode  # not at boot: see links.py

    return urlencode(fields, quote_via=quote, safe="")
