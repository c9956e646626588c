"""The planet track (0–100, the blue and the red disc) and the status line above the board."""

from __future__ import annotations

from engine.ecotopia.view import as_view

from ...html import esc
from ...seam import Ctx, part
from .phone import APP_ICON


def track_svg(ctx: Ctx) -> str:
    """The planet track 0–100 with the blue and the red disc (numbers written beside them)."""
    v = as_view(ctx.view)
    blue, red = int(v["blue"]), int(v["red"])
    x = lambda n: 10 + n * 3.8  # noqa: E731
    ticks = "".join(f"<line x1=\"{x(n)}\" y1=\"20\" x2=\"{x(n)}\" y2=\"{30 if n % 50 else 34}\" stroke=\"#555\"/>"
                    f"<text x=\"{x(n)}\" y=\"45\" font-size=\"9\" text-anchor=\"middle\">{n}</text>"
                    for n in range(0, 101, 10))
    bands = "".join(
        f"<rect x=\"{x(row['min'])}\" y=\"22\" width=\"{x(nxt) - x(row['min'])}\" height=\"6\" "
        f"fill=\"{col}\" opacity=\".35\"/>"
        for row, nxt, col in zip(v["scale"], [r["min"] for r in v["scale"][1:]] + [100],
                                 ("#b33", "#d98", "#cc6", "#8c6", "#3a6"), strict=False))
    label = ctx.t("eco.ui.track_label", blue=blue, red=red)
    # the two markers (16 wide) side by side when the discs are close ("41" and "43" once read
    # "413"): each moves half the missing gap away from the other, a tick keeps its true place
    bx, rx = marker_places(x(blue), x(red))
    leaders = "".join(f"<line x1=\"{at}\" y1=\"20\" x2=\"{true}\" y2=\"25\" stroke=\"{col}\" stroke-width=\"1.5\"/>"
                      for at, true, col in ((bx, x(blue), "#1e5fa8"), (rx, x(red), "#b22")) if at != true)
    return (f"<svg class=\"eco-track\" viewBox=\"0 0 400 50\" role=\"img\" aria-label=\"{esc(label)}\">"
            f"<rect x=\"10\" y=\"22\" width=\"380\" height=\"6\" fill=\"#ddd\"/>{bands}"
            f"<rect x=\"10\" y=\"22\" width=\"{x(blue) - 10}\" height=\"6\" fill=\"#1e5fa8\"/>"
            f"<rect x=\"{x(red)}\" y=\"22\" width=\"{390 - x(red)}\" height=\"6\" fill=\"#b22\"/>{ticks}{leaders}"
            f"<circle class=\"disc-blue\" cx=\"{bx}\" cy=\"14\" r=\"8\" fill=\"#1e5fa8\"/>"
            f"<text class=\"disc-blue\" x=\"{bx}\" y=\"17.5\" font-size=\"9\" fill=\"#fff\" text-anchor=\"middle\">{blue}</text>"
            f"<rect class=\"disc-red\" x=\"{rx - 8}\" y=\"6\" width=\"16\" height=\"16\" fill=\"#b22\"/>"
            f"<text class=\"disc-red\" x=\"{rx}\" y=\"17.5\" font-size=\"9\" fill=\"#fff\" text-anchor=\"middle\">{red}</text>"
            f"</svg>")


#: the room two markers need on the track (16 wide each, and a little air between them)
MARKER_GAP = 19.0


def marker_places(blue_x: float, red_x: float) -> tuple[float, float]:
    """Where the blue and the red marker are drawn: on their discs' places, or pushed apart
    (each by half the missing room, kept on the 400-wide track) when they would overlap."""
    gap = abs(red_x - blue_x)
    if gap >= MARKER_GAP:
        return blue_x, red_x
    push = (MARKER_GAP - gap) / 2
    left, right = sorted((blue_x, red_x))
    left, right = left - push, right + push
    shift = max(0.0, 8 - left) - max(0.0, right - 392)  # never off the drawing
    left, right = left + shift, right + shift
    return (left, right) if blue_x <= red_x else (right, left)


def status(ctx: Ctx) -> str:
    v = as_view(ctx.view)
    t = ctx.t
    who = ctx.name(v["turn"])
    head = ctx.t_to([v["turn"]], "eco.ui.turn", turn=v["turn_number"], seat=who)
    if v["phase"] == "apps":  # why the app choice comes back: the set-up, or a data centre
        head = (t("eco.ui.datacenter_apps", seat=who) if v.get("resume") == "actions"
                else t("eco.ui.setup_apps"))
    phase = t(f"eco.phase.{v['phase']}")
    discs = (f"<span class=\"disc blue\">● {esc(t('eco.ui.blue', n=v['blue']))}</span> "
             f"<span class=\"disc red\">■ {esc(t('eco.ui.red', n=v['red']))}</span> "
             f"<span class=\"gap\">{esc(t('eco.ui.gap', n=max(0, v['red'] - v['blue'])))}</span>")
    return (f"<div class=\"eco-status\"><p class=\"eco-turn\"><strong>{esc(head)}</strong> · "
            f"{esc(phase)}</p><div class=\"eco-track-wrap\"{part('track')}>{track_svg(ctx)}<p class=\"discs\">{discs}</p></div>"
            f"{'' if ctx.size == 'phone' else glance(ctx)}</div>")


def glance(ctx: Ctx, discs: bool = False) -> str:
    """The others' smartphones and the tiles on offer at a glance, one line under the track
    (on a phone, above the step, with the ``discs``: the track is folded there): what a robot
    changed there (an app laid, a tile taken, a disc moved) is marked on the first screen,
    while the phones and tiles themselves are further down (their own ``phone-<n>`` and
    ``tiles`` parts)."""
    v = as_view(ctx.view)
    t = ctx.t
    items = []
    if discs:
        items.append(f"<li{part('track')}><span class=\"disc blue\">● {esc(t('eco.ui.blue', n=v['blue']))}</span> "
                     f"<span class=\"disc red\">■ {esc(t('eco.ui.red', n=v['red']))}</span></li>")
    for seat, phone in enumerate(v["phones"]):
        if seat == ctx.seat:
            continue
        names = ", ".join(t("eco.app." + app) for app in phone["apps"]) or t("eco.ui.empty")
        icons = "".join(APP_ICON.get(app, "") for app in phone["apps"]) or "—"
        items.append(f"<li{part(f'phone-{seat}')}><strong>{esc(ctx.name(seat))}</strong>{esc(ctx.colon)}"
                     f"<span role=\"img\" aria-label=\"{esc(names)}\" title=\"{esc(names)}\">{esc(icons)}</span></li>")
    offer = t("eco.ui.glance_tiles", lieux=len(v["lieu_display"]), cons=len(v["construction_display"]))
    items.append(f"<li{part('tiles')}>{esc(offer)}</li>")
    return f"<ul class=\"eco-glance\">{''.join(items)}</ul>"
