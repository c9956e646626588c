"""The dice rolled this turn: the weather die (solar panels, wind turbines) and the bonus die."""

from __future__ import annotations

from engine.ecotopia.content import content_index
from engine.ecotopia.view import as_view

from ...html import esc
from ...seam import Ctx
from .content import txt


def dice_line(ctx: Ctx, *, weather: bool = True) -> str:
    """The dice rolled this turn: the weather die for each solar panel and wind turbine, the
    bonus die (with a short roll when it has just been thrown)."""
    log = as_view(ctx.view).get("log", [])
    out: list[str] = []
    n = len(log)
    for i in range(n - 1, -1, -1):
        e = log[i]
        key = e.get("key")
        if key == "eco.log.turn":
            break
        args = e.get("args", {})
        if key == "eco.log.bonus":
            face = int(args.get("face", 0))
            fresh = as_view(ctx.view)["phase"].startswith("bonus") or i >= n - 3
            text = txt(ctx, content_index().bonus_effects.get(face, {}).get("text", {}))
            out.append(f"<p class=\"die-line\">{ctx.dice([face], ctx.t('eco.ui.bonus_die', face=face), fresh=fresh)}"
                       f" {esc(text)}</p>")
        elif key == "eco.log.weather":
            face = args.get("face_key", "")
            sym = "☀" if face.endswith("sun") else "✣"
            ok = ctx.t("eco.ui.charged") if args.get("charged") else ctx.t("eco.ui.not_charged")
            out.append(f"<li><span class=\"wdie\" aria-hidden=\"true\">{sym}</span> "
                       f"{esc(ctx.t('eco.ui.weather', kind=ctx.t(args.get('kind_key', '')), cell=args.get('cell', ''), face=ctx.t(face)))} — {esc(ok)}</li>")
    bonus = [o for o in out if o.startswith("<p")]
    rolls = [o for o in out if o.startswith("<li")]
    w = f"<ul class=\"weather\">{''.join(reversed(rolls))}</ul>" if rolls and weather else ""
    return "".join(bonus[:1]) + w
