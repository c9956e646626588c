"""Défis Nature's deck workshop (``#/screen/defis-nature/decks``) and the set-up's deck per
seat. Custom decks are kept as JSON in the player's storage and chosen per seat in the setup
screen, which fills the engine's ``custom_decks`` option."""

from __future__ import annotations

import contextlib
import json
from typing import Any

from engine.defis_nature.content import BATTLES, DECK_COLOURS, catalogue, colour_counts
from engine.defis_nature.decks import (
    MAX_PROTECT,
    POWER_DECK_SIZE,
    custom_decks_option,
    starter_as_custom,
    validate_deck,
)

from ...effects import Effects
from ...html import button, esc
from ...saves import StorageError
from ...seam import Form, SetupState, Shell
from .cards import (
    CATEGORY_ICONS,
    COLOURS,
    card_picture,
    format_figure,
    icon,
    lang_of,
    power_face,
    species_name,
    stars,
    threat_label,
)

DECKS_KEY = "terraludo:decks:defis-nature"
#: the deck a player asked to play with from the workshop: the set-up picks it for seat 1
PLAY_WITH_KEY = "terraludo:decks:defis-nature:play-with"
DRAFT_KEY = "terraludo:decks:defis-nature:draft"


# --- custom decks: storage -------------------------------------------------------------------
def load_decks(store: Any) -> list[dict[str, Any]]:
    """The saved custom decks (a broken or foreign value reads as no deck: never a crash)."""
    raw = store.get(DECKS_KEY)
    try:
        data = json.loads(raw) if raw else {}
    except ValueError:
        return []
    decks = data.get("decks", []) if isinstance(data, dict) else []
    out = []
    for d in decks:
        if isinstance(d, dict) and isinstance(d.get("id"), str):
            out.append({"id": d["id"], "name": str(d.get("name", ""))[:40],
                        "cards": [str(c) for c in d.get("cards", []) if isinstance(c, str)],
                        "power_cards": [str(p) for p in d.get("power_cards", []) if isinstance(p, str)]})
    return out


def _save_decks(shell: Shell, decks: list[dict[str, Any]]) -> bool:
    try:
        shell.store.set(DECKS_KEY, json.dumps({"version": 1, "decks": decks}, ensure_ascii=False))
    except StorageError as exc:
        shell.flash("error", shell.t(exc.key))
        return False
    return True


def _load_draft(store: Any) -> dict[str, Any] | None:
    raw = store.get(DRAFT_KEY)
    try:
        data = json.loads(raw) if raw else None
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    return {"id": str(data.get("id", "")), "name": str(data.get("name", ""))[:40],
            "cards": [str(c) for c in data.get("cards", [])],
            "power_cards": [str(p) for p in data.get("power_cards", [])],
            "confirm": str(data.get("confirm", "")), "search": str(data.get("search", ""))[:30]}


def _set_draft(shell: Shell, draft: dict[str, Any] | None) -> None:
    try:
        if draft is None:
            shell.store.remove(DRAFT_KEY)
        else:
            shell.store.set(DRAFT_KEY, json.dumps(draft, ensure_ascii=False))
    except StorageError as exc:
        shell.flash("error", shell.t(exc.key))


def _folded(text: str) -> str:
    """Lower case without accents: "Éléphant" is found by typing "elephant"."""
    import unicodedata

    decomposed = unicodedata.normalize("NFD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _ordered(ids: list[str], order: tuple[str, ...]) -> list[str]:
    wanted = set(ids)
    return [i for i in order if i in wanted]


# --- the deck builder screen ------------------------------------------------------------------
def render_screen(shell: Shell, screen: str) -> str | None:
    if screen != "decks":
        return None
    draft = _load_draft(shell.store)
    if draft is not None and not draft.get("confirm"):
        return _render_editor(shell, draft)
    return _render_deck_list(shell, draft)


def _deck_summary(t: Any, deck: dict[str, Any]) -> str:
    counts = colour_counts(deck["cards"], catalogue().species)
    parts = [f"{t(f'defis.ui.colour_short.{c}')} {counts[c]}/{DECK_COLOURS[c]}" for c in COLOURS]
    parts.append(t("defis.ui.power_count", n=len(deck["power_cards"]), total=POWER_DECK_SIZE))
    return " · ".join(parts)


def _render_deck_list(shell: Shell, draft: dict[str, Any] | None) -> str:
    t = shell.t
    confirm = draft.get("confirm") if draft else ""
    items = []
    for deck in load_decks(shell.store):
        problems = validate_deck(deck, catalogue())
        status = (f"<span class=\"ok\">✓ {esc(t('defis.ui.deck_ready'))}</span>" if not problems else
                  f"<span class=\"ko\">✗ {esc(t('defis.ui.deck_not_ready'))}</span>")
        if confirm == deck["id"]:
            delete = (button(esc(t("defis.ui.confirm_delete")), "screen", f"delete:{deck['id']}",
                             cls="button small danger", id=f"confirm-deck-{deck['id']}")
                      + button(esc(t("defis.ui.cancel")), "screen", "keep:", cls="button small"))
        else:
            delete = button(esc(t("defis.ui.delete")), "screen", f"delete:{deck['id']}", cls="button small",
                            aria_label=f"{t('defis.ui.delete')} — {deck['name']}")
        edit = button(esc(t("defis.ui.edit")), "screen", f"edit:{deck['id']}", cls="button small",
                      aria_label=f"{t('defis.ui.edit')} — {deck['name']}")
        if not problems:
            edit = button(esc(t("defis.ui.play_with")), "screen", f"play:{deck['id']}",
                          cls="button small primary",
                          aria_label=f"{t('defis.ui.play_with')} — {deck['name']}") + edit
        items.append(f"<li class=\"deck-item\" data-deck=\"{esc(deck['id'])}\"><div><strong>{esc(deck['name'])}</strong> {status}"
                     f"<br><small>{esc(_deck_summary(t, deck))}</small></div><div class=\"row\">{edit}{delete}</div></li>")
    listing = (f"<ul class=\"deck-list\">{''.join(items)}</ul>" if items
               else f"<p>{esc(t('defis.ui.no_decks'))}</p>")
    starters = "".join(
        button(esc(t("defis.ui.new_from", deck=d.name_en if lang_of(t) == "en" else d.name_fr)), "screen",
               f"new:{i}", cls="button")
        for i, d in enumerate(catalogue().starter_decks))
    return (f"<section class=\"deck-builder\"><h2>{esc(t('defis.ui.deck_builder'))}</h2>"
            f"<p class=\"lead\">{esc(t('defis.ui.deck_rule'))}</p>"
            f"<h3>{esc(t('defis.ui.my_decks'))}</h3>{listing}"
            f"<h3>{esc(t('defis.ui.new_deck'))}</h3><div class=\"row\">{starters}"
            f"{button(esc(t('defis.ui.new_empty')), 'screen', 'new:empty', cls='button')}</div>"
            f"<p class=\"hint\">{esc(t('defis.ui.use_in_setup'))}</p></section>")


def _render_editor(shell: Shell, draft: dict[str, Any]) -> str:
    t = shell.t
    cat = catalogue()
    chosen = set(draft["cards"])
    powers = set(draft["power_cards"])
    counts = colour_counts(draft["cards"], cat.species)
    problems = validate_deck(draft, cat)
    count_items = []
    for c in COLOURS:
        ok = counts[c] == DECK_COLOURS[c]
        count_items.append(f"<li class=\"{'ok' if ok else 'ko'} th-{c}\">{'✓' if ok else '✗'} "
                           f"<span class=\"stars\" aria-hidden=\"true\">{stars(c)}</span> "
                           f"{esc(t(f'defis.ui.colour_short.{c}'))}{esc(t('ui.colon'))}{counts[c]} / {DECK_COLOURS[c]}</li>")
    protects = sum(1 for p in powers if p in cat.power_cards and cat.power_cards[p].kind == "protect")
    ok_p = len(powers) == POWER_DECK_SIZE and protects <= MAX_PROTECT
    count_items.append(f"<li class=\"{'ok' if ok_p else 'ko'}\">{'✓' if ok_p else '✗'} "
                       f"{esc(t('defis.ui.power_count', n=len(powers), total=POWER_DECK_SIZE))} · "
                       f"{esc(t('defis.ui.protect_count', n=protects))}</li>")
    problem_list = "".join(f"<li>{esc(t(p))}</li>" for p in problems)
    status = (f"<p class=\"ok\">✓ {esc(t('defis.ui.deck_ready'))}</p>" if not problems
              else f"<ul class=\"deck-problems\">{problem_list}</ul>")
    groups = []
    wanted = _folded(draft.get("search", ""))
    for c in reversed(COLOURS):
        ids = [sid for sid in cat.all_card_ids() if cat.species[sid].colour == c]
        rows = []
        for sid in ids:
            sp = cat.species[sid]
            if wanted and wanted not in _folded(f"{sp.name_fr} {sp.name_en}"):
                if sid in chosen:  # out of the search, still in the deck
                    rows.append(f"<input type=\"hidden\" name=\"card:{esc(sid)}\" value=\"1\">")
                continue
            checked = " checked" if sid in chosen else ""
            figs = " · ".join(format_figure(t, b, v) for b, v in zip(BATTLES, sp.figures, strict=True))
            rows.append(f"<li><label class=\"pick th-{c}\" for=\"pick-{esc(sid)}\">"
                        f"<input type=\"checkbox\" id=\"pick-{esc(sid)}\" name=\"card:{esc(sid)}\" value=\"1\"{checked} "
                        f"data-change=\"screen\">{card_picture(sid, 'pick-pic') or icon(CATEGORY_ICONS[sp.category])}"
                        f"<span class=\"pick-name\">{esc(species_name(t, sid))}</span>"
                        f"<small>{esc(t(f'defis.category.{sp.category}'))} · {esc(figs)}</small></label></li>")
        groups.append(f"<fieldset class=\"pick-group th-{c}\"><legend><span class=\"stars\" aria-hidden=\"true\">"
                      f"{stars(c)}</span> {esc(threat_label(t, c))} — {counts[c]} / {DECK_COLOURS[c]}</legend>"
                      f"<ul class=\"pick-list\">{''.join(rows)}</ul></fieldset>")
    power_rows = []
    for pid in cat.power_order:
        checked = " checked" if pid in powers else ""
        power_rows.append(f"<li><label class=\"pick\" for=\"pickp-{esc(pid)}\">"
                          f"<input type=\"checkbox\" id=\"pickp-{esc(pid)}\" name=\"power:{esc(pid)}\" value=\"1\"{checked} "
                          f"data-change=\"screen\">{power_face(t, pid)}</label></li>")
    groups.append(f"<fieldset class=\"pick-group powers\"><legend>{esc(t('defis.ui.power_cards'))} — "
                  f"{len(powers)} / {POWER_DECK_SIZE}</legend><ul class=\"pick-list\">{''.join(power_rows)}</ul></fieldset>")
    name = esc(draft.get("name", ""))
    search = (f"<form class=\"deck-search\" data-submit=\"screen\" role=\"search\">"
              f"<input type=\"hidden\" name=\"intent\" value=\"search\">"
              f"<label>{esc(t('defis.ui.search'))} <input type=\"search\" name=\"q\" id=\"deck-search\" "
              f"maxlength=\"30\" autocomplete=\"off\" value=\"{esc(draft.get('search', ''))}\"></label>"
              f"<button type=\"submit\" class=\"button small\">{esc(t('defis.ui.search_go'))}</button></form>")
    return (f"<section class=\"deck-builder editor\"><h2>{esc(t('defis.ui.deck_builder'))}</h2>"
            f"<p class=\"lead\">{esc(t('defis.ui.deck_rule'))}</p>"
            f"<div class=\"deck-bar\"><div role=\"status\"><ul class=\"deck-counts\">{''.join(count_items)}</ul>{status}</div>"
            f"<form class=\"deck-save\" data-submit=\"screen\"><input type=\"hidden\" name=\"intent\" value=\"save\">"
            f"<label>{esc(t('defis.ui.deck_name'))} <input name=\"deck_name\" id=\"deck-name\" maxlength=\"40\" "
            f"autocomplete=\"off\" value=\"{name}\"></label>"
            f"<button type=\"submit\" class=\"button primary\" id=\"deck-save\">{esc(t('defis.ui.save_deck'))}</button>"
            f"{button(esc(t('defis.ui.cancel')), 'screen', 'cancel:', cls='button')}</form></div>"
            f"{search}<form class=\"deck-pick\" data-submit=\"screen\"><input type=\"hidden\" name=\"intent\" value=\"pick\">"
            f"{''.join(groups)}</form></section>")


def screen_command(shell: Shell, screen: str, name: str, value: str, form: Form) -> Effects | None:
    if screen != "decks":
        return None
    t = shell.t
    cat = catalogue()
    draft = _load_draft(shell.store)
    decks = load_decks(shell.store)
    if name == "new":
        cards: list[str] = []
        power_cards: list[str] = []
        if value.isdigit() and int(value) < len(cat.starter_decks):
            starter = starter_as_custom(cat, int(value))  # its cards and legal power cards
            cards, power_cards = list(starter.cards), list(starter.power_cards)
        _set_draft(shell, {"id": "", "name": "", "cards": cards, "power_cards": power_cards,
                           "confirm": ""})
    elif name == "play":
        if any(d["id"] == value and not validate_deck(d, cat) for d in decks):
            with contextlib.suppress(StorageError):
                shell.store.set(PLAY_WITH_KEY, value)
            return Effects(set_hash="#/play/defis-nature")
    elif name == "edit":
        deck = next((d for d in decks if d["id"] == value), None)
        if deck is not None:
            _set_draft(shell, {**deck, "confirm": ""})
    elif name == "cancel" or name == "keep":
        _set_draft(shell, None)
    elif name == "delete":
        if draft is not None and draft.get("confirm") == value:
            kept = [d for d in decks if d["id"] != value]
            if _save_decks(shell, kept):
                shell.flash("info", t("defis.ui.deck_deleted"))
            _set_draft(shell, None)
        else:
            _set_draft(shell, {"id": "", "name": "", "cards": [], "power_cards": [], "confirm": value})
            return Effects(focus=f"#confirm-deck-{value}")
    elif name == "" and draft is not None and not draft.get("confirm"):
        intent = form.get("intent", "")
        if intent == "search":
            draft["search"] = form.get("q", "").strip()[:30]
            _set_draft(shell, draft)
            return Effects(focus="#deck-search")
        if intent == "pick":
            draft["cards"] = _ordered([k[5:] for k, v in form.items() if k.startswith("card:") and v],
                                      cat.all_card_ids())
            draft["power_cards"] = _ordered([k[6:] for k, v in form.items() if k.startswith("power:") and v],
                                            cat.power_order)
            _set_draft(shell, draft)
        elif intent == "save":
            return _save_draft(shell, draft, decks, form.get("deck_name", ""))
    return None


def _save_draft(shell: Shell, draft: dict[str, Any], decks: list[dict[str, Any]], typed: str) -> Effects:
    t = shell.t
    draft["name"] = typed.strip()[:40]
    problems = validate_deck(draft, catalogue())
    if problems:
        _set_draft(shell, draft)  # keep the typed name
        shell.flash("error", t("defis.ui.deck_refused", problems=" ".join(t(p) for p in problems)))
        return Effects(focus="#deck-name")
    if not draft["name"]:
        draft["name"] = t("defis.ui.default_deck_name", n=len(decks) + 1)
    record = {"id": draft["id"], "name": draft["name"], "cards": draft["cards"],
              "power_cards": draft["power_cards"]}
    if record["id"] and any(d["id"] == record["id"] for d in decks):
        decks = [record if d["id"] == record["id"] else d for d in decks]
    else:
        used = {d["id"] for d in decks}
        n = 1
        while f"d{n}" in used:
            n += 1
        record["id"] = f"d{n}"
        decks = [*decks, record]
    if _save_decks(shell, decks):
        _set_draft(shell, None)
        shell.flash("info", t("defis.ui.deck_saved", name=record["name"]))
    return Effects(focus="#main")


# --- setup: a deck per seat ---------------------------------------------------------------------
def setup_fields(shell: Shell, setup: SetupState) -> str:
    t = shell.t
    decks = load_decks(shell.store)
    link = button(esc(t("defis.ui.deck_builder")), "go", "#/screen/defis-nature/decks", cls="button small")
    if setup["options"].get("deck") == "shared":
        return (f"<fieldset class=\"defis-decks\"><legend>{esc(t('defis.ui.decks_legend'))}</legend>"
                f"<p>{esc(t('defis.ui.shared_no_custom'))}</p></fieldset>")
    if "decks" not in setup["extra"]:
        asked = shell.store.get(PLAY_WITH_KEY)  # "Jouer avec ce deck" in the workshop
        if asked and any(d["id"] == asked for d in decks):
            setup["extra"]["decks"] = [asked]
            shell.store.remove(PLAY_WITH_KEY)
    chosen = setup["extra"].get("decks", [])
    rows = []
    for i in range(setup["players"]):
        current = chosen[i] if i < len(chosen) else ""
        opts = [f"<option value=\"\"{' selected' if not current else ''}>{esc(t('defis.ui.starter_deck'))}</option>"]
        for d in decks:
            invalid = bool(validate_deck(d, catalogue()))
            label = d["name"] + (f" ({t('defis.ui.deck_not_ready')})" if invalid else "")
            opts.append(f"<option value=\"{esc(d['id'])}\"{' selected' if current == d['id'] else ''}"
                        f"{' disabled' if invalid else ''}>{esc(label)}</option>")
        # the seat's name as the game will show it: "Deck de Léa", "Deck de Robot 2"
        seat = setup["seats"][i]
        if seat["kind"] == "human":
            name = seat["name"] or t("setup.default_name", n=i + 1)
        else:
            name = t("seat.bot_name", n=i + 1)
        label = t("defis.ui.deck_for", name=name)
        rows.append(f"<label>{esc(label)} "
                    f"<select name=\"deck-{i}\" data-change=\"setup-change\">{''.join(opts)}</select></label>")
    hint = "" if decks else f"<p class=\"hint\">{esc(t('defis.ui.no_decks_yet'))}</p>"
    return (f"<fieldset class=\"defis-decks\"><legend>{esc(t('defis.ui.decks_legend'))}</legend>"
            f"{''.join(rows)}{hint}{link}</fieldset>")


def read_setup(shell: Shell, setup: SetupState, form: Form) -> None:
    """Fill the engine's ``custom_decks`` option from each seat's chosen deck."""
    decks = {d["id"]: d for d in load_decks(shell.store) if not validate_deck(d, catalogue())}
    chosen = list(setup["extra"].get("decks", []))
    chosen += [""] * (4 - len(chosen))
    for i in range(4):
        key = f"deck-{i}"
        if key in form:
            chosen[i] = form[key] if form[key] in decks else ""
    setup["extra"]["decks"] = chosen
    players = int(setup["players"])
    picked: list[Any] = [decks.get(c) if c else None for c in chosen[:players]]
    if setup["options"].get("deck") == "shared" or not any(picked):
        setup.setdefault("options", {})["custom_decks"] = ""
    else:
        setup["options"]["custom_decks"] = custom_decks_option(picked)


