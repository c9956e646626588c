"""One conformance check for every game (pgx/OpenSpiel style), run on random playouts.

``check_playout(game, players, options, seed)`` plays one seeded random game and asserts the
engine contract at every step: JSON-clean views, state and record round trips, refusals of
illegal actions that leave the state as it was (bad seats, actions with a field of another
type), legal bot moves, no leak of hidden information through a seat's view, and a terminal
state with an outcome and no legal action. With a game's ``Secrets`` (``tests/<package>/
secrets.py``), every view shows of each seat's private things exactly what the rules have
revealed to its viewer, and no move shows them without closing undo.

Random play ends most games before their rare corners (an empty pile, a long game's last
tiles). A game may add steered playouts to the suite (``PlayoutPlan``: a policy, its seeds and
what the case's playouts must reach); ``tests/<package>/playouts.py`` declares them and
``tests/engine/test_conformance.py`` runs them with the same checks.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import pytest

from engine.core import BadSeat, IllegalAction, MalformedAction, Match, Prng, SeatSpec, seed_state
from engine.core.codec import is_json_clean
from engine.core.game import Game

#: chooses an action in a playout: (state, seat, legal actions, rng) -> action. A test driver,
#: not a bot: it may read the whole state (to answer a quiz wrongly on purpose, say)
Policy = Callable[[Any, int, list[Any], Prng], Any]
#: names the situations a state is in (besides its log keys), for the coverage checks
Observer = Callable[[Any], Iterable[str]]


def random_policy(state: Any, seat: int, legal: list[Any], rng: Prng) -> Any:
    return rng.choice(legal)


def random_match(game: Game[Any, Any], players: int, options: dict[str, Any], seed: int) -> Match:
    """A match played to its end by seeded random legal moves, the first seat to act moving."""
    match = Match(game, [SeatSpec("bot", level="random")] * players, options, seed)
    rng = Prng(seed_state(seed))
    while not game.is_over(match.state):
        seat = game.current_players(match.state)[0]
        match.play(seat, rng.choice(game.legal_actions(match.state, seat)))
    return match


@dataclass(frozen=True)
class PlayoutPlan:
    """Steered playouts a game adds to one case of the suite (a player count and options),
    and the situations that case's playouts (random and steered) must reach between them."""

    players: int
    options: dict[str, Any]
    policy: Policy
    seeds: range
    must_reach: frozenset[str]


@dataclass(frozen=True)
class Secrets:
    """How one game's private things are read, for the secrets check (issue #22 §2).

    Things are short strings (``"hand:g1-air-3"``). For every state, every owner seat B and
    every viewer A (a seat, or ``None`` for the table), the check asserts that what A's view
    shows of B's private things is exactly what the rules have revealed to A by then, and that
    a move showing A one of B's things that A did not see before bumps ``epoch`` (undo never
    takes back what a seat has seen). ``tests/<package>/secrets.py`` declares ``SECRETS``.

    - ``private(state, owner)``: B's private things now, read from the state (the rules' side)
    - ``shown(view, owner)``: what ``view`` shows of B's things, read from the view alone
    - ``revealed(state, owner, viewer)``: which of B's private things the rules have shown
      ``viewer`` by now (B sees its own, the table what was turned over for everybody...)
    """

    private: Callable[[Any, int], frozenset[str]]
    shown: Callable[[dict[str, Any], int], frozenset[str]]
    revealed: Callable[[Any, int, int | None], frozenset[str]]


@dataclass(frozen=True)
class Sightings:
    """One state's private things per owner, and what each (viewer, owner) view shows of
    the owner's things (unfiltered: a card just played is no longer private but still shown)."""

    private: dict[int, frozenset[str]]
    shown: dict[tuple[int | None, int], frozenset[str]]


def check_secrets(game: Game[Any, Any], state: Any, secrets: Secrets,
                  views: dict[int | None, dict[str, Any]] | None = None) -> Sightings:
    """Assert that every view shows of each seat's private things exactly what the rules have
    revealed to its viewer; returns the sightings, for ``check_reveals_close_undo``. ``views``:
    the state's views by viewer (the table's ``None`` and every seat), when already made."""
    players = game.players(state)
    if views is None:
        views = _views(game, state, players)
    sightings = Sightings({}, {})
    for owner in range(players):
        private = sightings.private[owner] = secrets.private(state, owner)
        for viewer, view in views.items():
            revealed = secrets.revealed(state, owner, viewer)
            assert revealed <= private, f"revealed things of seat {owner} that are not its own"
            shown = sightings.shown[viewer, owner] = secrets.shown(view, owner)
            assert shown & private == revealed, (
                f"{'the table' if viewer is None else f'seat {viewer}'} sees of seat {owner}'s "
                f"private things {sorted(shown & private)}, the rules revealed {sorted(revealed)}")
    return sightings


def check_reveals_close_undo(before: Sightings, after: Sightings, epoch_before: int,
                             epoch_after: int) -> None:
    """A move that shows a viewer one of another seat's private things it did not see (kept
    private, or just played face up) bumps ``epoch``: undo never takes back what was seen."""
    for (viewer, owner), shown in after.shown.items():
        if viewer == owner:
            continue
        new = (shown & before.private.get(owner, frozenset())) - before.shown.get(
            (viewer, owner), frozenset())
        assert not new or epoch_after > epoch_before, (
            f"seat {owner}'s {sorted(new)} shown to "
            f"{'the table' if viewer is None else f'seat {viewer}'} without an epoch bump: "
            "undo could take it back")


def mistyped_twins(action: Any) -> list[Any]:
    """Copies of ``action`` with one ``int`` field turned into the float and, for 0 and 1,
    the bool equal to it: what ``==`` cannot tell from the action itself."""
    twins = []
    for spec in dataclasses.fields(action):
        value = getattr(action, spec.name)
        if type(value) is not int:
            continue
        twins.append(dataclasses.replace(action, **{spec.name: float(value)}))
        if value in (0, 1):
            twins.append(dataclasses.replace(action, **{spec.name: bool(value)}))
    return twins


def _views(game: Game[Any, Any], state: Any, players: int) -> dict[int | None, dict[str, Any]]:
    """The state's views by viewer: the table's (``None``), then every seat's."""
    return {viewer: game.view(state, viewer) for viewer in [None, *range(players)]}


def _view_is_json_clean(view: dict[str, Any], clean_args: dict[int, Any]) -> bool:
    """``is_json_clean(view)``, walking each log entry's args once per playout: every view
    carries the whole log, an event's args are one object from the event to every view, and
    a playout ends with every view walked whole. ``clean_args`` holds what was walked, by id
    (the objects held, so an id is never another object's)."""
    if not is_json_clean({key: value for key, value in view.items() if key != "log"}):
        return False
    log = view.get("log")
    if type(log) is not list:
        return is_json_clean(log)
    for entry in log:
        args = entry.get("args") if type(entry) is dict else None
        if (args is not None and clean_args.get(id(args)) is args and len(entry) == 2
                and type(entry.get("key")) is str):
            continue
        if not is_json_clean(entry):
            return False
        if args is not None:
            clean_args[id(args)] = args
    return True


def check_playout(game: Game[Any, Any], players: int, options: dict[str, Any], seed: int,
                  deep_every: int = 7, check_bots: bool = True, max_steps: int = 5000,
                  policy: Policy = random_policy, observe: Observer | None = None,
                  reached: set[str] | None = None, secrets: Secrets | None = None) -> Match:
    """Play one game (random unless ``policy`` steers it), checking the contract every
    ``deep_every`` steps (and the moves of every bot level when ``check_bots``); the terminal
    checks and the replay always run. ``reached`` collects the final log's keys and what
    ``observe`` names along the way. With ``secrets``, the secrets check runs at every deep
    step, and across each move when every step is deep."""
    rng = Prng(seed_state(seed))
    match = Match(game, [SeatSpec("bot", level="random")] * players, options, seed)
    seen_actions: list[Any] = []
    bots = {level: game.make_bot(level) for level in game.all_bot_levels()}
    can_sample = type(game).sample_state is not Game.sample_state
    step = 0
    clean_args: dict[int, Any] = {}  # the log's args already walked (see _view_is_json_clean)
    sightings: Sightings | None = None  # of the previous step, when it was checked
    previous_epoch = 0
    while not game.is_over(match.state):
        state = match.state
        assert step < max_steps, "game did not end"
        movers = game.current_players(state)
        assert movers and len(set(movers)) == len(movers)
        deep = step % deep_every == 0
        if observe is not None and reached is not None:
            reached.update(observe(state))
        for seat in range(players):
            legal = game.legal_actions(state, seat)
            if seat not in movers:
                assert legal == [], f"seat {seat} has actions but is not to move"
        if deep:
            # made once: the secrets and sampling checks below read the same views
            views = _views(game, state, players)
            for seat, view in views.items():
                assert _view_is_json_clean(view, clean_args), "view is not JSON-clean"
                assert view.get("seat") == seat and isinstance(view.get("log"), list)
            encoded = game.encode_state(state)
            assert is_json_clean(encoded), "state is not JSON-clean"
            assert game.decode_state(encoded) == state, "state JSON round trip"
            # foreign actions: seen earlier but not legal now, or legal for another seat
            for seat in range(players):
                legal = game.legal_actions(state, seat)
                tried = 0
                for action in seen_actions[::-1]:
                    if action in legal:
                        continue
                    with pytest.raises(IllegalAction):
                        game.apply(state, seat, action)
                    tried += 1
                    if tried >= 5:
                        break
                if seat not in movers:
                    for action in game.legal_actions(state, movers[0])[:3]:
                        with pytest.raises(IllegalAction):
                            game.apply(state, seat, action)
            with pytest.raises(IllegalAction):
                game.apply(state, movers[0], {"not": "an action"})
            # seats are ints in range: not a bool, a float, a negative or one past the end
            mover_action = game.legal_actions(state, movers[0])[0]
            for bad_seat in (float(movers[0]), bool(movers[0] == 1), -1, players, "0", None):
                with pytest.raises(BadSeat):
                    game.apply(state, bad_seat, mover_action)
            for bad_seat in (-1, players, 1.0, True, "1"):
                with pytest.raises(BadSeat):
                    game.view(state, bad_seat)
            for bad_seat in (0.0, False, True, -1, players, "0", None):
                with pytest.raises(BadSeat):
                    game.legal_actions(state, bad_seat)
            # a legal action with an int field made a float or a bool (``Swap(True, 2)``):
            # equal by ``==``, refused by type
            for action in game.legal_actions(state, movers[0])[:4]:
                for twin in mistyped_twins(action):
                    with pytest.raises(MalformedAction):
                        game.apply(state, movers[0], twin)
            # the refused moves left the state as it was (compared as data, not as JSON text:
            # ~3x cheaper, and any changed value shows)
            assert game.encode_state(state) == encoded, "a refused move changed the state"
            # open actions: accepted although the menu does not list them
            for seat in movers:
                for action in game.open_action_examples(state, seat):
                    assert action not in game.legal_actions(state, seat)
                    assert game.is_legal(state, seat, action)
                    game.apply(state, seat, action)
            # bots of every level answer with a legal action, seeing only their view
            for seat in movers if check_bots else ():
                legal = game.legal_actions(state, seat)
                for level, bot in bots.items():
                    choice = bot.choose(game.bot_view(state, seat, level), legal, rng.fork())
                    assert choice in legal, f"bot {level} chose an illegal action"
            if secrets is not None:
                now = check_secrets(game, state, secrets, views)
                if sightings is not None and deep_every == 1:
                    check_reveals_close_undo(sightings, now, previous_epoch, state.epoch)
                sightings, previous_epoch = now, state.epoch
            if can_sample:
                for seat in range(players):
                    view = views[seat]
                    sampled = game.sample_state(view, seat, rng.fork())
                    assert game.view(sampled, seat) == view, f"seat {seat}'s view leaks"
        for seat in movers:
            if game.is_over(match.state):
                break
            legal = game.legal_actions(match.state, seat)
            assert legal, f"seat {seat} is to move but has no legal action"
            action = policy(match.state, seat, legal, rng)
            assert action in legal, f"the playout policy chose {action}, not a legal action"
            encoded_action = game.encode_action(action)
            assert game.decode_action(json.loads(json.dumps(encoded_action))) == action
            assert str(action)
            seen_actions.append(action)
            match.play(seat, action)
        step += 1
    final = match.state
    if secrets is not None:
        check_secrets(game, final, secrets)
    assert game.current_players(final) == ()
    for seat in range(players):
        assert game.legal_actions(final, seat) == []
    outcome = game.outcome(final)
    assert outcome is not None and outcome.result_key
    assert is_json_clean(outcome.to_json())
    for view in _views(game, final, players).values():
        assert is_json_clean(view)
    record = json.loads(json.dumps(match.to_record()))
    replayed = Match.from_record(record, game)
    assert replayed.state == final, "replay does not rebuild the snapshot"
    if reached is not None:
        reached.update(event.key for event in final.log)
    return match
