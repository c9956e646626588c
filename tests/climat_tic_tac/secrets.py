"""Climat Tic Tac's private things, for the conformance suite's secrets check.

Things are named by content id wherever they appear (a hand, the swap, the challenge, a log
line): ``action:<card>``, ``role:<role>``, ``defi:<card>``, ``word:<card>:<index>``.

- A seat's hand cards: open to all in the cooperative game, its own in the semi-cooperative
  one; a card offered in a swap (still in the giver's hand until the receiver gives one back)
  is seen by the two seats of the swap; every hand is open once the game is over.
- A seat's role (semi-cooperative): its own until the game is over.
- The Défi card in play and the chosen word: the challenger's until the verdict (then the
  card lies face up in the Défi discard and the log names it and the word).

What the rules have revealed is read from the state, the log included: a seat knows a card it
drew or swapped, and everybody knows a card once played or discarded face up (after the
Action pile is reshuffled such a card can come back to a hand; the old lines still name it).
Who each log line is for comes from the rules below (``_audience``), never from the line's
own visibility, so a line shown to the wrong seats is caught.
"""

from __future__ import annotations

import html as html_lib
import re
from collections.abc import Iterable
from typing import Any

from engine.climat_tic_tac.content import content_index
from engine.climat_tic_tac.state import CttState
from engine.core import Event
from tests.support.conformance import Secrets
from web.games.climat_tic_tac.map import SECRET_CITY

#: log lines that show a card face up to everybody (played, discarded, the Défi judged)
PUBLIC_LINES = frozenset({"ctt.log.play", "ctt.log.play_challenge", "ctt.log.discard",
                          "ctt.log.effect", "ctt.log.challenge_end"})


def _things(value: Any) -> set[str]:
    """The private things a view or log value names: every content id found in it."""
    index = content_index()
    named: set[str] = set()
    todo = [value]
    while todo:  # a walk without recursion: it runs over every view and log, for every seat
        item = todo.pop()
        if isinstance(item, str):
            if item in index.actions:
                named.add(f"action:{item}")
            elif item in index.defis:
                named.add(f"defi:{item}")
            elif item in index.roles:
                named.add(f"role:{item}")
        elif isinstance(item, dict):
            todo.extend(item.values())
            if isinstance(item.get("card"), str) and isinstance(item.get("word"), int):
                named.add(f"word:{item['card']}:{item['word']}")
        elif isinstance(item, list | tuple):
            todo.extend(item)
    return named


#: the things each log line's args name, by the args dict's id (the dict kept alive beside its
#: result, so the id stays its own): the check reads the whole log for every seat at every
#: step, and the views hand on the events' own args dicts
_ARGS_THINGS: dict[int, tuple[dict[str, Any], frozenset[str]]] = {}


def _args_things(args: dict[str, Any]) -> frozenset[str]:
    hit = _ARGS_THINGS.get(id(args))
    if hit is not None and hit[0] is args:
        return hit[1]
    if len(_ARGS_THINGS) > 200_000:  # a long run: start again rather than grow
        _ARGS_THINGS.clear()
    things = frozenset(_things(args))
    _ARGS_THINGS[id(args)] = (args, things)
    return things


def _named_in(lines: Iterable[dict[str, Any]]) -> set[str]:
    named: set[str] = set()
    for line in lines:
        named |= _args_things(line["args"])
    return named


def private(state: CttState, owner: int) -> frozenset[str]:
    things = {f"action:{card}" for card in state.hands[owner]}
    if state.roles:
        things.add(f"role:{state.roles[owner]}")
    defi = state.challenge
    if defi is not None and defi.challenger == owner:
        things.add(f"defi:{defi.card}")
        if defi.word >= 0:
            things.add(f"word:{defi.card}:{defi.word}")
    return frozenset(things)


def shown(view: dict[str, Any], owner: int) -> frozenset[str]:
    hand = view["hands"][owner] or []
    if view["seat"] == owner:
        hand = [*hand, *(view["hand"] or [])]
    things = _things(hand)
    if view["roles"] and view["roles"][owner]:
        things |= _things(view["roles"][owner])
    swap = view["swap"]
    if swap is not None and swap["giver"] == owner:
        things |= _things(swap["card"])
    challenge = view["challenge"]
    if challenge is not None and challenge["challenger"] == owner:
        things |= _things({"card": challenge["card"], "word": challenge["word"]})
    # what no longer is anyone's (but was a moment ago: a move must not show it undoably)
    things |= _things([view["played"], view["action_discard"], view["defi_discard"]])
    # any line of this view naming a card or a role, whoever it is about
    return frozenset(things | _named_in(view["log"]))


def _audience(event: Event, coop: bool) -> tuple[int, ...] | None:
    """The seats the rules show this line's cards to (``None``: everybody, the table too);
    a line not listed shows its cards to nobody."""
    args = event.args
    if event.key in PUBLIC_LINES:
        return None
    if event.key == "ctt.log.role":
        return (args["seat"],)
    if event.key == "ctt.log.draw":
        return None if coop else (args["seat"],)
    if event.key == "ctt.log.swap_card":
        return None if coop else (args["seat"], args["receiver_seat"])
    if event.key == "ctt.log.swap_back":
        return None if coop else (args["seat"], args["giver_seat"])
    return ()


def revealed(state: CttState, owner: int, viewer: int | None) -> frozenset[str]:
    things = private(state, owner)
    if viewer == owner or state.result:
        return things
    coop = state.mode == "coop"
    seen = {thing for thing in things if thing.startswith("action:")} if coop else set()
    swap = state.swap
    if swap is not None and swap.card and swap.giver == owner and viewer == swap.receiver:
        seen.add(f"action:{swap.card}")
    for event in state.log:
        audience = _audience(event, coop)
        if audience is None or viewer in audience:
            seen |= _args_things(event.args)
    return things & frozenset(seen)


SECRETS = Secrets(private, shown, revealed)


# --- on screen: what the table may see while it watches a seat's screen ---------------------

#: the seat-only log lines (French), which a screen the table watches must not show: the
#: secret role, the Défi drawn, the word chosen, the sentence read, the cards drawn or swapped
PRIVATE_LINES = (r"ton rôle secret", r"Tu as pioché une carte Défi", r"Tu as choisi ton mot",
                 r"Tu as lu la phrase", r"pioche \d+ cartes? Action", r"donne (en échange )?la carte")


def watched_screen_leaks(html: str, state: CttState, owner: int) -> list[str]:
    """What a screen the whole table is looking at (``owner``'s during its Défi: the timer, the
    guessing, the whisper check, the verdict, the dice) shows of ``owner``'s secrets, in
    French: its secret cities (◆), its role, its hidden hand (semi-cooperative), the Défi's
    words outside the press-to-see button, a line of its own log. Empty: nothing leaks."""
    index = content_index()
    unpeeked = re.sub(r'<strong class="ctt-peek-word">.*?</strong>', "", html, flags=re.S)
    text = html_lib.unescape(re.sub(r"<[^>]+>", " ", unpeeked))
    leaks = []
    if re.search(r'class="city[^"]*\bmine\b', html) or re.search(rf" {SECRET_CITY}</(text|span)>", html):
        leaks.append(f"secret cities ({SECRET_CITY})")
    if "ctt-role" in html:
        leaks.append("the role panel")
    if state.roles and index.roles[state.roles[owner]]["name"]["fr"] in text:
        leaks.append(f"the role {state.roles[owner]}")
    if state.mode == "semi":
        titles = [index.actions[card]["title"]["fr"] for card in state.hands[owner]]
        leaks += [f"the hand card {title!r}" for title in titles if title in text]
    defi = state.challenge
    if defi is not None and defi.kind != "whisper":
        words = [word["fr"] for word in index.defis[defi.card]["words"]]
        leaks += [f"the word {word!r}" for word in words if word in text]
    leaks += [f"the private line {line!r}" for line in PRIVATE_LINES if re.search(line, text)]
    return leaks
