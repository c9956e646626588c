"""A tiny party game that exercises every interaction the platform offers, for the tests only.

Each round, in order:

1. **secret** — every seat at once picks a secret number 1–3 (a simultaneous private phase);
2. **roll** — the active seat rolls a die (chance: the epoch moves, undo stops here);
3. **mime** — the active seat draws a word only they see (after their hand-off), then starts
   miming: the table's public screen runs a timer, and the *next* seat says whether the table
   found it (a judged outcome, recorded as an action of the judging seat); then everyone sees
   the word;
4. **word** — the active seat proposes a free word (an open action: any well-formed word is
   legal, and ``legal_actions`` is a fixed suggestion menu minus the words said already).

Points: the die, plus 2 for a mime found, plus the word's length over 3, plus the secret if it
equals the die. Each seat is active once; then the highest score wins.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from engine.core import Event, Game, IllegalAction, Outcome, Prng, seed_state
from engine.core.game import visible_log

WORDS = ("lune", "comète", "aurore", "nuage")
SUGGESTIONS = ("ciel", "étoile", "soleil", "orage")
Phase = Literal["secret", "roll", "mime", "ready", "judge", "word", "over"]


@dataclass(frozen=True)
class Secret:
    number: int

    def __str__(self) -> str:
        return f"secret {self.number}"


@dataclass(frozen=True)
class Roll:
    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True)
class Ready:
    def __str__(self) -> str:
        return "ready"


@dataclass(frozen=True)
class Verdict:
    found: bool

    def __str__(self) -> str:
        return "found" if self.found else "not found"


@dataclass(frozen=True)
class Propose:
    word: str

    def __str__(self) -> str:
        return f"propose {self.word}"


Action = Secret | Roll | Ready | Verdict | Propose


def normal_word(text: str) -> str | None:
    """The word as judged (NFC, trimmed, lower case), or None when it is not one word."""
    word = unicodedata.normalize("NFC", text).strip().lower()
    ok = 1 <= len(word) <= 30 and all(c.isalpha() or c in "-'" for c in word)
    return word if ok else None


@dataclass(frozen=True)
class PartyState:
    rng: int
    epoch: int
    log: tuple[Event, ...]
    players: int
    phase: Phase
    active: int
    secrets: tuple[int, ...]  # 0: not chosen yet
    die: int
    word_index: int
    said: tuple[str, ...]
    scores: tuple[int, ...]


class PartyGame(Game[PartyState, Action]):
    id = "party-test"
    min_players = 2
    max_players = 3
    state_type = PartyState
    action_types = (Secret, Roll, Ready, Verdict, Propose)
    cooperative = False

    def setup(self, players: int, options: Mapping[str, Any], seed: int) -> PartyState:
        rng = Prng(seed_state(seed))
        return PartyState(rng.state, 0, (Event("party.start"),), players, "secret", 0,
                          (0,) * players, 0, 0, (), (0,) * players)

    def current_players(self, state: PartyState) -> tuple[int, ...]:
        if state.phase == "secret":
            return tuple(s for s in range(state.players) if not state.secrets[s])
        if state.phase == "judge":
            return ((state.active + 1) % state.players,)
        return () if state.phase == "over" else (state.active,)

    def _legal_actions(self, state: PartyState, seat: int) -> list[Action]:
        if seat not in self.current_players(state):
            return []
        if state.phase == "secret":
            return [Secret(n) for n in (1, 2, 3)]
        if state.phase in ("roll", "mime"):
            return [Roll()]
        if state.phase == "ready":
            return [Ready()]
        if state.phase == "judge":
            return [Verdict(True), Verdict(False)]
        return [Propose(w) for w in SUGGESTIONS if w not in state.said]

    def is_legal(self, state: PartyState, seat: int, action: Action) -> bool:
        if isinstance(action, Propose) and state.phase == "word":
            word = normal_word(action.word)
            return word == action.word and word not in state.said
        return action in self.legal_actions(state, seat)

    def open_action_examples(self, state: PartyState, seat: int) -> list[Action]:
        if state.phase != "word" or seat != state.active:
            return []
        return [Propose(w) for w in ("zèbre", "arc-en-ciel") if w not in state.said]

    def explain_illegal(self, state: PartyState, seat: int, action: Any) -> IllegalAction:
        if isinstance(action, Propose) and state.phase == "word":
            if normal_word(action.word) is None:
                return IllegalAction("party.not_a_word", f"{action.word!r} is not one word")
            return IllegalAction("party.said_already", f"{action.word!r} was said already")
        return super().explain_illegal(state, seat, action)

    def _apply(self, state: PartyState, seat: int, action: Action) -> PartyState:
        rng = Prng(state.rng)
        log = list(state.log)
        if isinstance(action, Secret):
            secrets = tuple(action.number if s == seat else v for s, v in enumerate(state.secrets))
            log.append(Event("party.secret_chosen", {"seat": seat}))
            if not all(secrets):
                return self.state_replace(state, secrets=secrets, log=tuple(log))
            log.append(Event("party.secrets_shown", {"secrets": list(secrets)}))
            return self.state_replace(state, secrets=secrets, phase="roll", log=tuple(log),
                                      epoch=state.epoch + 1)
        if isinstance(action, Roll) and state.phase == "roll":
            die = 1 + rng.below(6)
            log.append(Event("party.rolled", {"seat": seat, "die": die}))
            return self.state_replace(state, rng=rng.state, die=die, phase="mime",
                                      epoch=state.epoch + 1, log=tuple(log))
        if isinstance(action, Roll):  # the mime draws its word: only the mime sees it
            index = rng.below(len(WORDS))
            log.append(Event("party.word_drawn", {"word": index}, (seat,)))
            return self.state_replace(state, rng=rng.state, word_index=index, phase="ready",
                                      epoch=state.epoch + 1, log=tuple(log))
        if isinstance(action, Ready):
            log.append(Event("party.miming", {"seat": seat}))
            return self.state_replace(state, phase="judge", log=tuple(log))
        if isinstance(action, Verdict):
            log.append(Event("party.verdict", {"seat": seat, "mime_seat": state.active,
                                               "found": action.found, "word": state.word_index}))
            bonus = 2 if action.found else 0
            scores = tuple(v + bonus if s == state.active else v for s, v in enumerate(state.scores))
            return self.state_replace(state, scores=scores, phase="word", epoch=state.epoch + 1,
                                      log=tuple(log))
        assert isinstance(action, Propose)
        points = state.die + max(0, len(action.word) - 3)
        points += state.secrets[seat] if state.secrets[seat] == state.die else 0
        scores = tuple(v + points if s == seat else v for s, v in enumerate(state.scores))
        log.append(Event("party.proposed", {"seat": seat, "word": action.word, "points": points}))
        last = state.active == state.players - 1
        return self.state_replace(state, scores=scores, said=(*state.said, action.word),
                                  phase="over" if last else "roll", active=state.active + 1,
                                  log=tuple(log), epoch=state.epoch + 1)

    def outcome(self, state: PartyState) -> Outcome | None:
        if state.phase != "over":
            return None
        best = max(state.scores)
        return Outcome(cooperative=False, scores=tuple(float(s) for s in state.scores),
                       winners=tuple(s for s, v in enumerate(state.scores) if v == best),
                       result_key="party.result")

    def _view(self, state: PartyState, seat: int | None) -> dict[str, Any]:
        shown = state.phase != "secret"
        secrets = [v if (shown or s == seat) else None for s, v in enumerate(state.secrets)]
        mime = seat == state.active and state.phase in ("ready", "judge")
        return {
            "seat": seat, "players": state.players, "phase": state.phase, "active": state.active,
            "chosen": [bool(v) for v in state.secrets], "secrets": secrets, "die": state.die,
            "word": state.word_index if mime else None, "said": list(state.said),
            "scores": list(state.scores), "log": visible_log(state.log, seat),
        }

    def sample_state(self, view: dict[str, Any], seat: int, rng: Prng) -> PartyState:
        secrets = tuple(v if v is not None else (1 + rng.below(3) if view["chosen"][s] else 0)
                        for s, v in enumerate(view["secrets"]))
        word = view["word"] if view["word"] is not None else rng.below(len(WORDS))
        log = tuple(Event(e["key"], e["args"], (seat,) if e["key"] == "party.word_drawn" else None)
                    for e in view["log"])
        return PartyState(rng.state, 0, log, view["players"], view["phase"], view["active"],
                          secrets, view["die"], word, tuple(view["said"]), tuple(view["scores"]))


GAME = PartyGame()

STRINGS = {
    "game.party-test.title": {"fr": "Jeu de fête", "en": "Party game"},
    "game.party-test.pitch": {"fr": "Un jeu d'essai.", "en": "A test game."},
    "party.start": {"fr": "La fête commence.", "en": "The party begins."},
    "party.secret_chosen": {"fr": "{seat} a choisi son nombre secret.", "en": "{seat} chose a secret number."},
    "party.rolled": {"fr": "{seat} lance le dé : {die}.", "en": "{seat} rolls the die: {die}."},
    "party.word_drawn": {"fr": "Tu dois mimer le mot n° {word}.", "en": "You must mime word no. {word}."},
    "party.verdict": {"fr": "{seat} juge le mime de {mime_seat} (mot n° {word}).",
                      "en": "{seat} judges {mime_seat}'s mime (word no. {word})."},
    "party.secrets_shown": {"fr": "Les nombres secrets sont dévoilés.", "en": "The secret numbers are shown."},
    "party.miming": {"fr": "{seat} mime ! Le sablier tourne.", "en": "{seat} is miming! The timer runs."},
    "party.ui.ready": {"fr": "Je commence à mimer", "en": "I start miming"},
    "party.proposed": {"fr": "{seat} propose « {word} » : {points} points.",
                       "en": "{seat} proposes “{word}”: {points} points."},
    "party.result": {"fr": "La fête est finie.", "en": "The party is over."},
    "party.not_a_word": {"fr": "Un seul mot, en lettres.", "en": "One word, in letters."},
    "party.said_already": {"fr": "Ce mot a déjà été dit.", "en": "That word was said already."},
    "party.ui.found": {"fr": "Trouvé", "en": "Found"},
    "party.ui.not_found": {"fr": "Pas trouvé", "en": "Not found"},
    "party.ui.word": {"fr": "Ton mot", "en": "Your word"},
    "party.ui.propose": {"fr": "Proposer", "en": "Propose"},
    "party.ui.die": {"fr": "Dé : {die}", "en": "Die: {die}"},
}
