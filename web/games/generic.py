"""The fallback view: the legal actions as buttons, in their readable text form."""

from __future__ import annotations

import json

from ..html import esc
from . import Ctx


def render(ctx: Ctx) -> str:
    actions = "".join(f"<li>{ctx.act_button(a, esc(str(a)))}</li>" for a in ctx.legal)
    public = {k: v for k, v in ctx.view.items() if k != "log"}
    return (f"<pre class=\"generic-view\">{esc(json.dumps(public, ensure_ascii=False, indent=1))}</pre>"
            f"<ul class=\"action-list\">{actions}</ul>")
