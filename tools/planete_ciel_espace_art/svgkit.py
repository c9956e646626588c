"""Drawing primitives shared by every Planète card illustration.

Every card is a 200 x 140 flat-shaded scene built from the same small set of shapes and the
same limited palette (``P``), so the 68 pictures read as one family. A scene function receives
an :class:`Art` canvas and calls the primitives below; the canvas collects elements and the
gradient/clip definitions, prefixing every id with the card id so that several SVGs inlined in
one HTML page never collide.

Only plain SVG 1.1 is emitted: no script, no text, no font, no image, no external reference.
Randomness (star fields, hill outlines) comes from a ``random.Random`` seeded with the card id,
so regenerating the set gives byte-identical files.
"""

from __future__ import annotations

import hashlib
import math
import random
import re
from collections.abc import Iterable, Sequence
from xml.sax.saxutils import escape

WIDTH = 200
HEIGHT = 140

# The limited palette. Scenes should pick from here rather than invent colours.
P: dict[str, str] = {
    # skies
    "space": "#060a1c",
    "space2": "#111a3d",
    "night": "#0d1838",
    "night2": "#263a78",
    "dusk1": "#2c2a6b",
    "dusk2": "#b5527a",
    "dusk3": "#f5a05a",
    "day1": "#3d97dc",
    "day2": "#bfe4f7",
    "storm1": "#2f3542",
    "storm2": "#6b7486",
    "violet": "#8f5bd9",
    "magenta": "#e0509c",
    "pink": "#f59ab8",
    # lights
    "white": "#f6f7fb",
    "star": "#fff6d6",
    "sun": "#ffd23f",
    "sun2": "#ffb627",
    "orange": "#f57c2b",
    "red": "#d93b2b",
    "aurora": "#4df0a0",
    "aurora2": "#2ec4b6",
    "cyan": "#7fe3f0",
    "ice": "#bfe9ff",
    "blue": "#3f6fd8",
    "lblue": "#7fb2f0",
    "gold": "#e8b04a",
    # matter
    "grey": "#a3acb9",
    "grey2": "#6b7585",
    "dark": "#2b3140",
    "ink": "#151a26",
    "sand": "#dcb77c",
    "tan": "#c99560",
    "brown": "#8a5a3c",
    "rust": "#c1502e",
    "mars": "#d2693a",
    "green": "#4f9a57",
    "green2": "#2f6b3f",
    "hill": "#1c3327",
    "sea": "#1f5f99",
    "sea2": "#2f82c0",
    "snow": "#e9f1f7",
}

SKIES: dict[str, tuple[str, ...]] = {
    "space": ("space", "space2"),
    "deep": ("#0a0418", "#26103f"),
    "night": ("night", "night2"),
    "dusk": ("dusk1", "dusk2", "dusk3"),
    "dawn": ("#3a5fa8", "#f2b6a0", "#ffe0a3"),
    "day": ("day1", "day2"),
    "pale": ("#8cc4ea", "#e6f4fb"),
    "storm": ("storm1", "storm2"),
    "mars": ("#c98a5a", "#f0cfa0"),
    "polar": ("#0b1a2e", "#123d4a"),
    "red": ("#2a0b12", "#6b1d1f"),
}

# Tints that scenes use for their own subjects (gas clouds, rocks, dusk skies…). Every colour
# written in a file is snapped to the nearest colour of ``P`` or of this list (see ``snap``),
# which keeps the whole set on one limited palette however a scene spells its colours.
EXTRA_TINTS: tuple[str, ...] = (
    "#e8453c", "#f59a2f", "#f7d84a", "#5cbf5a", "#3f8fd8", "#7a5bd0",  # the rainbow's bands
    "#24567a", "#f0602a",
    "#000000", "#ffffff", "#d8d8d2", "#b4b4ae", "#8a8a86", "#6e6e6a", "#54544f", "#b9c8ff",
    "#3a5fb0", "#8a5a1a", "#8fc8ff", "#ffcf8a", "#a8784a", "#e0c0ff", "#b46cf0", "#ff9a7a",
    "#f07ab8", "#f2b8c8", "#3a6a8a", "#ff5a5a", "#ff8a4a", "#ffb86a", "#3a1a08", "#6a8ad8",
    "#6a9fff", "#ffdf6b", "#32485c", "#3a4a8a", "#5a1d18", "#6a4028", "#6a7a4a", "#6affa0",
    "#8a3e20", "#3df26a", "#3e4a34", "#6a5bff", "#8a7ac8", "#b87a9a", "#f07a6a", "#ff3a4a",
    "#ff5a8a", "#ffcfb0", "#5ab84a", "#7a2010", "#d89a2a", "#f0d9ff", "#2f9a8a", "#3a1030",
    "#4a3a6a", "#4a82ea", "#4fe0c8", "#5a3a4a", "#5d86b8", "#7aa56a", "#8a3a5a", "#8a5a66",
    "#9fb8e8", "#a3ab8a", "#a82a1e", "#a8661e", "#b8a8d8", "#b9c0cc", "#d8c8a8", "#e0503c",
    "#f1e2c6", "#f2b6a0", "#ff7a90",
)

PALETTE: tuple[str, ...] = tuple(dict.fromkeys((
    *P.values(),
    *(c for colours in SKIES.values() for c in colours if c.startswith("#")),
    *EXTRA_TINTS,
)))


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    return (int(hex_colour[1:3], 16), int(hex_colour[3:5], 16), int(hex_colour[5:7], 16))


def _distance(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """Perceptual-ish colour distance ("redmean" weighting of RGB)."""
    mean_red = (a[0] + b[0]) / 2
    return ((2 + mean_red / 256) * (a[0] - b[0]) ** 2 + 4 * (a[1] - b[1]) ** 2
            + (2 + (255 - mean_red) / 256) * (a[2] - b[2]) ** 2) ** 0.5


_PALETTE_RGB = [(c, _rgb(c)) for c in PALETTE]


def snap(hex_colour: str) -> str:
    """The palette colour nearest to ``#rrggbb``."""
    target = _rgb(hex_colour.lower())
    return min(_PALETTE_RGB, key=lambda entry: _distance(entry[1], target))[0]


def col(name_or_hex: str) -> str:
    """A palette colour by name, or a literal ``#rrggbb`` passed through."""
    return name_or_hex if name_or_hex.startswith("#") else P[name_or_hex]


def n(value: float) -> str:
    """A number with at most one decimal, without useless zeros (keeps files small)."""
    text = f"{value:.1f}"
    if text.endswith(".0"):
        text = text[:-2]
    if text == "-0":
        text = "0"
    return text


def pts(points: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{n(x)},{n(y)}" for x, y in points)


def attrs(**kw: object) -> str:
    """Render keyword arguments as XML attributes (``stroke_width`` -> ``stroke-width``)."""
    out = []
    for key, value in kw.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        if isinstance(value, float):
            value = n(value)
        elif isinstance(value, str) and name in ("fill", "stroke", "stop-color") and not (
            value.startswith(("#", "url(")) or value == "none"
        ):
            value = col(value)
        out.append(f' {name}="{value}"')
    return "".join(out)


class Art:
    """One card's canvas: a list of SVG elements plus their ``<defs>``."""

    def __init__(self, card_id: str, title: str) -> None:
        self.card_id = card_id
        self.title = title
        self.defs: list[str] = []
        self.parts: list[str] = []
        self._serial = 0
        seed = int.from_bytes(hashlib.sha256(card_id.encode()).digest()[:8], "big")
        self.rng = random.Random(seed)

    # -- low level -------------------------------------------------------------------------
    def add(self, element: str) -> None:
        self.parts.append(element)

    def new_id(self, stem: str) -> str:
        self._serial += 1
        return f"{self.card_id}-{stem}{self._serial}"

    def linear(self, stops: Sequence[tuple[float, str, float]], x2: float = 0, y2: float = 1,
               x1: float = 0, y1: float = 0) -> str:
        """A linear gradient (default top to bottom); returns ``url(#id)``.

        ``stops`` are ``(offset 0..1, colour, opacity 0..1)``.
        """
        gid = self.new_id("g")
        body = "".join(
            f'<stop offset="{n(o)}"{attrs(stop_color=c)}'
            + (f' stop-opacity="{n(a)}"' if a < 1 else "")
            + "/>"
            for o, c, a in stops
        )
        self.defs.append(
            f'<linearGradient id="{gid}" x1="{n(x1)}" y1="{n(y1)}" x2="{n(x2)}" y2="{n(y2)}">'
            f"{body}</linearGradient>"
        )
        return f"url(#{gid})"

    def radial(self, stops: Sequence[tuple[float, str, float]], cx: float = 0.5,
               cy: float = 0.5, r: float = 0.5) -> str:
        """A radial gradient (default centred on the shape); returns ``url(#id)``."""
        gid = self.new_id("r")
        centre = "" if (cx, cy, r) == (0.5, 0.5, 0.5) else (
            f' cx="{n(cx)}" cy="{n(cy)}" r="{n(r)}"')
        body = "".join(
            f'<stop offset="{n(o)}"{attrs(stop_color=c)}'
            + (f' stop-opacity="{n(a)}"' if a < 1 else "")
            + "/>"
            for o, c, a in stops
        )
        self.defs.append(f'<radialGradient id="{gid}"{centre}>{body}</radialGradient>')
        return f"url(#{gid})"

    def clip_circle(self, x: float, y: float, r: float) -> str:
        cid = self.new_id("c")
        self.defs.append(
            f'<clipPath id="{cid}"><circle cx="{n(x)}" cy="{n(y)}" r="{n(r)}"/></clipPath>'
        )
        return f"url(#{cid})"

    def clip_path(self, d: str) -> str:
        cid = self.new_id("c")
        self.defs.append(f'<clipPath id="{cid}"><path d="{d}"/></clipPath>')
        return f"url(#{cid})"

    # -- element helpers -------------------------------------------------------------------
    def rect(self, x: float, y: float, w: float, h: float, fill: str, **kw: object) -> None:
        self.add(f'<rect x="{n(x)}" y="{n(y)}" width="{n(w)}" height="{n(h)}"'
                 f"{attrs(fill=fill, **kw)}/>")

    def circle(self, x: float, y: float, r: float, fill: str, **kw: object) -> None:
        self.add(f'<circle cx="{n(x)}" cy="{n(y)}" r="{n(r)}"{attrs(fill=fill, **kw)}/>')

    def ellipse(self, x: float, y: float, rx: float, ry: float, fill: str, **kw: object) -> None:
        self.add(f'<ellipse cx="{n(x)}" cy="{n(y)}" rx="{n(rx)}" ry="{n(ry)}"'
                 f"{attrs(fill=fill, **kw)}/>")

    def poly(self, points: Iterable[tuple[float, float]], fill: str, **kw: object) -> None:
        self.add(f'<polygon points="{pts(points)}"{attrs(fill=fill, **kw)}/>')

    def line(self, points: Iterable[tuple[float, float]], stroke: str, width: float = 1,
             **kw: object) -> None:
        self.add(f'<polyline points="{pts(points)}"'
                 f"{attrs(fill='none', stroke=stroke, stroke_width=float(width), **kw)}/>")

    def path(self, d: str, fill: str = "none", **kw: object) -> None:
        self.add(f'<path d="{d}"{attrs(fill=fill, **kw)}/>')

    def group(self, **kw: object) -> GroupContext:
        return GroupContext(self, attrs(**kw))

    # -- output ----------------------------------------------------------------------------
    def svg(self) -> str:
        tid = f"{self.card_id}-title"
        defs = f"<defs>{''.join(self.defs)}</defs>" if self.defs else ""
        document = (
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
            f'role="img" aria-labelledby="{tid}">'
            f'<title id="{tid}">{escape(self.title)}</title>'
            f"{defs}{''.join(self.parts)}</svg>\n"
        )
        # colours only ever appear as whole attribute values: fill="#rrggbb"
        return re.sub(r'(?<=")#[0-9a-fA-F]{6}(?=")', lambda m: snap(m.group(0)), document)


class GroupContext:
    """``with art.group(transform=...):`` wraps the elements added inside in a ``<g>``."""

    def __init__(self, art: Art, attributes: str) -> None:
        self.art = art
        self.attributes = attributes

    def __enter__(self) -> Art:
        self.art.add(f"<g{self.attributes}>")
        return self.art

    def __exit__(self, *exc: object) -> None:
        self.art.add("</g>")


# ------------------------------------------------------------------------------------------
# Skies and grounds
# ------------------------------------------------------------------------------------------


def sky(art: Art, kind: str, horizon: float = HEIGHT) -> None:
    """Fill the card with a vertical sky gradient of the named kind."""
    colours = SKIES[kind]
    last = len(colours) - 1
    stops = [(i / last * horizon / HEIGHT, c, 1.0) for i, c in enumerate(colours)]
    art.rect(0, 0, WIDTH, HEIGHT, art.linear(stops))


def stars(art: Art, count: int, *, top: float = 0, bottom: float = HEIGHT, left: float = 0,
          right: float = WIDTH, big: int = 2, colour: str = "star") -> None:
    """A deterministic star field; ``big`` of them are four-pointed sparkles."""
    rng = art.rng
    dots = []
    for _ in range(count):
        x = rng.uniform(left, right)
        y = rng.uniform(top, bottom)
        r = rng.choice((0.4, 0.5, 0.6, 0.8, 1.0))
        dots.append(f'<circle cx="{n(x)}" cy="{n(y)}" r="{n(r)}"/>')
    art.add(f"<g{attrs(fill=colour)}>{''.join(dots)}</g>")
    for _ in range(big):
        sparkle(art, rng.uniform(left + 5, right - 5), rng.uniform(top + 5, bottom - 5),
                rng.uniform(2.5, 4), colour)


def sparkle(art: Art, x: float, y: float, r: float, fill: str = "star") -> None:
    """A four-pointed star, the house symbol for a bright star."""
    k = r * 0.22
    art.poly([(x, y - r), (x + k, y - k), (x + r, y), (x + k, y + k), (x, y + r),
              (x - k, y + k), (x - r, y), (x - k, y - k)], fill)


def wavy(art: Art, base: float, amplitude: float, bumps: int, fill: str,
         seed_shift: float = 0.0) -> None:
    """A rolling ground line (hills) filling everything below ``base``."""
    rng = art.rng
    step = WIDTH / bumps
    d = f"M0,{n(HEIGHT)} L0,{n(base + rng.uniform(-amplitude, amplitude))}"
    for i in range(bumps):
        x_mid = step * (i + 0.5) + seed_shift
        x_end = step * (i + 1)
        d += (f" Q{n(x_mid)},{n(base - rng.uniform(0.2, 1) * amplitude * 2)} "
              f"{n(x_end)},{n(base + rng.uniform(-amplitude, amplitude) * 0.5)}")
    d += f" L{WIDTH},{HEIGHT} Z"
    art.path(d, fill)


def mountains(art: Art, base: float, peaks: Sequence[tuple[float, float]], fill: str,
              snow: bool = False) -> None:
    """Jagged mountains: ``peaks`` are (x, height above base); optional snow caps."""
    outline = [(0.0, base)]
    for x, h in peaks:
        outline.append((x, base - h))
        outline.append((x + 12, base - h * 0.45))
    outline += [(WIDTH, base), (WIDTH, HEIGHT), (0, HEIGHT)]
    art.poly(outline, fill)
    if snow:
        for x, h in peaks:
            top = base - h
            art.poly([(x, top), (x + 5, top + h * 0.22), (x + 1.5, top + h * 0.17),
                      (x - 2.5, top + h * 0.25), (x - 5, top + h * 0.2)], "snow")


def ground(art: Art, y: float, fill: str) -> None:
    art.rect(0, y, WIDTH, HEIGHT - y, fill)


def sea(art: Art, y: float, fill: str = "sea", glint: str = "sea2") -> None:
    """Flat sea below ``y`` with a few wave strokes."""
    art.rect(0, y, WIDTH, HEIGHT - y, fill)
    rng = art.rng
    for _ in range(7):
        x = rng.uniform(5, WIDTH - 30)
        yy = rng.uniform(y + 3, HEIGHT - 3)
        w = rng.uniform(10, 26)
        art.line([(x, yy), (x + w, yy)], glint, 1.2, stroke_linecap="round")


def pines(art: Art, xs: Sequence[float], base: float, height: float, fill: str = "hill") -> None:
    """A row of conifer silhouettes."""
    for i, x in enumerate(xs):
        h = height * (0.75 + 0.25 * ((i * 7) % 5) / 4)
        w = h * 0.36
        art.poly([(x, base - h), (x + w, base), (x - w, base)], fill)


def city(art: Art, base: float, fill: str = "ink", windows: str = "sun", count: int = 14,
         max_height: float = 26) -> None:
    """A skyline of blocks with a few lit windows."""
    rng = art.rng
    x = 0.0
    lit = []
    while x < WIDTH:
        w = rng.uniform(8, 16)
        h = rng.uniform(max_height * 0.35, max_height)
        art.rect(x, base - h, w + 0.5, h + HEIGHT - base, fill)
        for _ in range(int(h / 6)):
            lit.append((x + rng.uniform(2, w - 3), base - h + rng.uniform(3, h - 3)))
        x += w
    art.add(f"<g{attrs(fill=windows)}>"
            + "".join(f'<rect x="{n(a)}" y="{n(b)}" width="1.6" height="1.6"/>' for a, b in lit)
            + "</g>")


def person(art: Art, x: float, base: float, scale: float = 1.0, fill: str = "ink",
           pointing: bool = False) -> None:
    """A standing human silhouette, optionally pointing at the sky."""
    s = scale
    art.circle(x, base - 15 * s, 2.6 * s, fill)
    art.path(f"M{n(x - 3 * s)},{n(base - 11.5 * s)} h{n(6 * s)} l{n(1 * s)},{n(6 * s)} "
             f"h{n(-1.6 * s)} v{n(5.5 * s)} h{n(-1.8 * s)} v{n(-4 * s)} h{n(-0.2 * s)} "
             f"v{n(4 * s)} h{n(-1.8 * s)} v{n(-5.5 * s)} h{n(-1.6 * s)} Z", fill)
    if pointing:
        art.line([(x + 2.5 * s, base - 11 * s), (x + 8 * s, base - 19 * s)], fill, 1.4 * s,
                 stroke_linecap="round")


# ------------------------------------------------------------------------------------------
# Sun, Moon and planets
# ------------------------------------------------------------------------------------------
def glow(art: Art, x: float, y: float, r: float, colour: str = "sun", strength: float = 0.6
         ) -> None:
    """A soft round glow (radial gradient fading to transparent)."""
    art.circle(x, y, r, art.radial([(0, colour, strength), (1, colour, 0)]))


def sun(art: Art, x: float, y: float, r: float, rays: int = 0, fill: str = "sun",
        ray_colour: str = "sun2") -> None:
    """The Sun: a disk, optionally with triangular rays."""
    if rays:
        for i in range(rays):
            a = 2 * math.pi * i / rays
            b = math.pi / rays * 0.45
            art.poly([(x + math.cos(a - b) * r * 1.2, y + math.sin(a - b) * r * 1.2),
                      (x + math.cos(a) * r * 1.75, y + math.sin(a) * r * 1.75),
                      (x + math.cos(a + b) * r * 1.2, y + math.sin(a + b) * r * 1.2)], ray_colour)
    art.circle(x, y, r, fill)


def crescent_path(x: float, y: float, r: float, lit: float, waxing: bool = True) -> str:
    """Outline of the lit part of a moon; ``lit`` from 0 (new) to 1 (full)."""
    inner = abs(1 - 2 * lit) * r
    outer_sweep = 1 if waxing else 0
    inner_sweep = (0 if lit < 0.5 else 1) if waxing else (1 if lit < 0.5 else 0)
    return (f"M{n(x)},{n(y - r)} A{n(r)},{n(r)} 0 0 {outer_sweep} {n(x)},{n(y + r)} "
            f"A{n(inner)},{n(r)} 0 0 {inner_sweep} {n(x)},{n(y - r)} Z")


def moon(art: Art, x: float, y: float, r: float, lit: float = 1.0, waxing: bool = True,
         fill: str = "#e8e4d8", shade: str = "#bfb9a8", dark: str | None = None) -> None:
    """The Moon with a few maria; ``lit`` < 1 draws a phase, ``dark`` paints the unlit side."""
    if dark:
        art.circle(x, y, r, dark)
    if lit >= 0.999:
        art.circle(x, y, r, fill)
        for dx, dy, rr in ((-0.3, -0.25, 0.28), (0.25, 0.1, 0.22), (-0.1, 0.4, 0.16),
                           (0.35, -0.4, 0.12)):
            art.circle(x + dx * r, y + dy * r, rr * r, shade)
    else:
        art.path(crescent_path(x, y, r, lit, waxing), fill)


def shading(art: Art, strength: float) -> str:
    """A fill that darkens a disk towards its lower right, lit from the upper left."""
    return art.radial([(0, "#000", 0), (0.55, "#000", 0), (1, "#000", strength)],
                      cx=0.35, cy=0.32, r=0.85)


def planet(art: Art, x: float, y: float, r: float, base: str,
           bands: Sequence[tuple[float, float, str]] = (), spots: Sequence[tuple[float, float,
           float, str]] = (), shadow: float = 0.35, ring: tuple[float, str] | None = None,
           tilt: float = -15) -> None:
    """A planet disk.

    ``bands`` are (y from -1 to 1, thickness in radii, colour); ``spots`` are (dx, dy, radius,
    colour) in radii; ``shadow`` darkens the lower-right side; ``ring`` = (outer radius in
    radii, colour) draws a ring tilted by ``tilt`` degrees, split in back and front halves.
    """
    if ring:
        ring_r, ring_c = ring
        with art.group(transform=f"rotate({n(tilt)} {n(x)} {n(y)})"):
            art.path(f"M{n(x - ring_r * r)},{n(y)} A{n(ring_r * r)},{n(ring_r * r * 0.3)} 0 0 1 "
                     f"{n(x + ring_r * r)},{n(y)}", stroke=ring_c, stroke_width=r * 0.35,
                     stroke_opacity=0.9)
    art.circle(x, y, r, base)
    if bands or spots:
        clip = art.clip_circle(x, y, r)
        with art.group(clip_path=clip):
            for by, thick, c in bands:
                art.rect(x - r, y + by * r - thick * r / 2, 2 * r, thick * r, c)
            for dx, dy, rr, c in spots:
                art.ellipse(x + dx * r, y + dy * r, rr * r * 1.3, rr * r, c)
    if shadow:
        art.circle(x, y, r, shading(art, shadow))
    if ring:
        ring_r, ring_c = ring
        with art.group(transform=f"rotate({n(tilt)} {n(x)} {n(y)})"):
            art.path(f"M{n(x - ring_r * r)},{n(y)} A{n(ring_r * r)},{n(ring_r * r * 0.3)} 0 0 0 "
                     f"{n(x + ring_r * r)},{n(y)}", stroke=ring_c, stroke_width=r * 0.35)
            art.path(f"M{n(x - ring_r * r * 0.86)},{n(y)} A{n(ring_r * r * 0.86)},"
                     f"{n(ring_r * r * 0.26)} 0 0 0 {n(x + ring_r * r * 0.86)},{n(y)}",
                     stroke="#000", stroke_width=r * 0.05, stroke_opacity=0.35)


def earth(art: Art, x: float, y: float, r: float, shadow: float = 0.3) -> None:
    """The Earth from space: ocean, three continents, white cloud swirls."""
    art.circle(x, y, r, "sea2")
    clip = art.clip_circle(x, y, r)
    with art.group(clip_path=clip):
        art.path(f"M{n(x - r * 0.6)},{n(y - r * 0.7)} q{n(r * 0.5)},{n(-r * 0.2)} "
                 f"{n(r * 0.7)},{n(r * 0.3)} t{n(-r * 0.1)},{n(r * 0.6)} "
                 f"t{n(-r * 0.5)},{n(r * 0.3)} t{n(-r * 0.3)},{n(-r * 0.8)} Z", "green")
        art.path(f"M{n(x + r * 0.3)},{n(y + r * 0.1)} q{n(r * 0.5)},{n(-r * 0.1)} "
                 f"{n(r * 0.6)},{n(r * 0.4)} t{n(-r * 0.3)},{n(r * 0.5)} "
                 f"t{n(-r * 0.3)},{n(-r * 0.6)} Z", "tan")
        art.ellipse(x - r * 0.2, y + r * 0.85, r * 0.7, r * 0.18, "snow")
        for dx, dy, w in ((-0.7, 0.05, 0.5), (0.1, -0.45, 0.6), (0.0, 0.6, 0.5),
                          (0.6, -0.15, 0.35)):
            art.path(f"M{n(x + dx * r)},{n(y + dy * r)} q{n(w * r * 0.5)},{n(-r * 0.12)} "
                     f"{n(w * r)},0", stroke="white", stroke_width=r * 0.07,
                     stroke_linecap="round", stroke_opacity=0.85)
    if shadow:
        art.circle(x, y, r, shading(art, shadow))
    art.circle(x, y, r * 1.04, "none", stroke="lblue", stroke_width=r * 0.06,
               stroke_opacity=0.6)


def limb(art: Art, y: float, fill: str = "sea2", atmosphere: str = "lblue",
         curve: float = 18) -> None:
    """The curved edge of a big planet (usually the Earth) filling the card's bottom."""
    d = (f"M-5,{n(HEIGHT)} L-5,{n(y + curve)} Q{n(WIDTH / 2)},{n(y - curve)} "
         f"{n(WIDTH + 5)},{n(y + curve)} L{n(WIDTH + 5)},{n(HEIGHT)} Z")
    art.path(d, "none", stroke=atmosphere, stroke_width=5, stroke_opacity=0.5)
    art.path(d, fill)


def asteroid(art: Art, x: float, y: float, r: float, fill: str = "grey2", crater: str = "dark",
             bumps: int = 9) -> None:
    """A lumpy rock with craters."""
    rng = art.rng
    outline = []
    for i in range(bumps):
        a = 2 * math.pi * i / bumps
        rr = r * rng.uniform(0.78, 1.12)
        outline.append((x + math.cos(a) * rr, y + math.sin(a) * rr * 0.85))
    art.poly(outline, fill)
    for _ in range(3):
        art.circle(x + rng.uniform(-0.5, 0.5) * r, y + rng.uniform(-0.4, 0.4) * r,
                   r * rng.uniform(0.1, 0.2), crater)


# ------------------------------------------------------------------------------------------
# Atmospheric phenomena
# ------------------------------------------------------------------------------------------
def cloud(art: Art, x: float, y: float, s: float = 1.0, fill: str = "white",
          opacity: float = 1.0) -> None:
    """A flat-bottomed cumulus centred on (x, y); ``s`` scales it (1 = 40 units wide)."""
    d = (f"M{n(x - 20 * s)},{n(y + 6 * s)} a{n(7 * s)},{n(7 * s)} 0 0 1 {n(6 * s)},{n(-11 * s)} "
         f"a{n(10 * s)},{n(10 * s)} 0 0 1 {n(17 * s)},{n(-5 * s)} "
         f"a{n(8 * s)},{n(8 * s)} 0 0 1 {n(12 * s)},{n(6 * s)} "
         f"a{n(6 * s)},{n(6 * s)} 0 0 1 {n(5 * s)},{n(10 * s)} Z")
    art.path(d, fill, fill_opacity=opacity if opacity < 1 else None)


def anvil_cloud(art: Art, x: float, base: float, s: float = 1.0, fill: str = "#dfe3ea",
                shade: str = "grey2") -> None:
    """A cumulonimbus: tall tower spreading into a flat anvil, dark base."""
    d = (f"M{n(x - 30 * s)},{n(base)} q{n(-4 * s)},{n(-14 * s)} {n(10 * s)},{n(-18 * s)} "
         f"q{n(-2 * s)},{n(-20 * s)} {n(12 * s)},{n(-30 * s)} "
         f"q{n(-30 * s)},{n(-4 * s)} {n(-36 * s)},{n(-12 * s)} h{n(110 * s)} "
         f"q{n(-6 * s)},{n(8 * s)} {n(-34 * s)},{n(12 * s)} "
         f"q{n(14 * s)},{n(12 * s)} {n(10 * s)},{n(30 * s)} "
         f"q{n(14 * s)},{n(6 * s)} {n(8 * s)},{n(18 * s)} Z")
    art.path(d, fill)
    art.rect(x - 30 * s, base - 6 * s, 60 * s, 6 * s, shade)


def rainbow(art: Art, cx: float, cy: float, r: float, width: float = 3.0,
            double: bool = False) -> None:
    """Concentric coloured arcs, red outside; optional fainter reversed secondary bow."""
    colours = ("#e8453c", "#f59a2f", "#f7d84a", "#5cbf5a", "#3f8fd8", "#7a5bd0")
    for i, c in enumerate(colours):
        rr = r - i * width
        art.path(f"M{n(cx - rr)},{n(cy)} A{n(rr)},{n(rr)} 0 0 1 {n(cx + rr)},{n(cy)}",
                 stroke=c, stroke_width=width + 0.2)
    if double:
        for i, c in enumerate(reversed(colours)):
            rr = r * 1.35 - i * width * 0.8
            art.path(f"M{n(cx - rr)},{n(cy)} A{n(rr)},{n(rr)} 0 0 1 {n(cx + rr)},{n(cy)}",
                     stroke=c, stroke_width=width * 0.8, stroke_opacity=0.45)


def bolt(art: Art, x: float, top: float, bottom: float, sway: float = 10,
         branches: int = 2, colour: str = "#fff7c2") -> None:
    """A forked lightning bolt from ``top`` to ``bottom`` with a pale glow."""
    rng = art.rng
    pts_main = [(x, top)]
    y = top
    cx = x
    while y < bottom:
        y = min(bottom, y + rng.uniform(7, 13))
        cx += rng.uniform(-sway, sway)
        pts_main.append((cx, y))
    art.line(pts_main, colour, 4.5, stroke_opacity=0.3, stroke_linejoin="round")
    art.line(pts_main, colour, 1.8, stroke_linejoin="round")
    for _ in range(branches):
        start = rng.randrange(1, max(2, len(pts_main) - 2))
        bx, by = pts_main[start]
        branch = [(bx, by)]
        direction = rng.choice((-1, 1))
        for _ in range(3):
            bx += direction * rng.uniform(4, 9)
            by += rng.uniform(5, 9)
            branch.append((bx, by))
        art.line(branch, colour, 1, stroke_linejoin="round")


def aurora(art: Art, base: float, top: float, colours: Sequence[str] = ("aurora", "aurora2"),
           waves: int = 3, left: float = -10, right: float = WIDTH + 10) -> None:
    """Aurora curtains: wavy ribbons bright at the bottom edge, fading upward, with rays."""
    rng = art.rng
    for k in range(waves):
        c = colours[k % len(colours)]
        fill = art.linear([(0, c, 0), (0.75, c, 0.55), (1, c, 0.95)])
        y0 = base - k * (base - top) * 0.18
        h = (base - top) * rng.uniform(0.55, 0.85)
        phase = rng.uniform(0, math.pi * 2)
        amp = rng.uniform(6, 12)
        lower = []
        steps = 12
        for i in range(steps + 1):
            xx = left + (right - left) * i / steps
            lower.append((xx, y0 + math.sin(phase + i * 0.9) * amp))
        upper = [(xx, yy - h) for xx, yy in reversed(lower)]
        art.poly(lower + upper, fill)
        for xx, yy in lower[1:-1:2]:
            art.line([(xx, yy), (xx + 2, yy - h * 0.9)], c, 1.2, stroke_opacity=0.35)


def halo_ring(art: Art, x: float, y: float, r: float, dogs: bool = True) -> None:
    """A 22° halo: pale rainbow-tinted ring around a light, with sun dogs on each side."""
    art.circle(x, y, r + 1.5, "none", stroke="#f2a860", stroke_width=1.2, stroke_opacity=0.6)
    art.circle(x, y, r, "none", stroke="white", stroke_width=3, stroke_opacity=0.75)
    art.circle(x, y, r - 2, "none", stroke="#9fd0ff", stroke_width=1.2, stroke_opacity=0.6)
    if dogs:
        for side in (-1, 1):
            dx = x + side * (r + 1)
            art.ellipse(dx, y, 2.2, 4, "white")
            art.ellipse(dx + side * 3, y, 3.5, 1.6, "#f7d38a", fill_opacity=0.8)


def rain(art: Art, left: float, right: float, top: float, bottom: float, count: int = 30,
         colour: str = "lblue", slant: float = -3, length: float = 6) -> None:
    rng = art.rng
    d = "".join(
        f"M{n(rng.uniform(left, right))},{n(rng.uniform(top, bottom - length))} "
        f"l{n(slant)},{n(length)}"
        for _ in range(count)
    )
    art.path(d, stroke=colour, stroke_width=1, stroke_linecap="round")


def snowflake(art: Art, x: float, y: float, r: float, colour: str = "white",
              width: float = 0.8) -> None:
    d = ""
    for i in range(3):
        a = math.pi / 3 * i
        dx, dy = math.cos(a) * r, math.sin(a) * r
        d += f"M{n(x - dx)},{n(y - dy)} L{n(x + dx)},{n(y + dy)} "
    art.path(d.strip(), stroke=colour, stroke_width=width, stroke_linecap="round")


# ------------------------------------------------------------------------------------------
# Deep sky
# ------------------------------------------------------------------------------------------
def spiral_galaxy(art: Art, x: float, y: float, r: float, tilt: float = 0.45,
                  angle: float = -20, colours: Sequence[str] = ("#b9c8ff", "#f0d9ff"),
                  core: str = "#fff1c9", arms: int = 2) -> None:
    """A spiral galaxy seen at an angle: glowing core and logarithmic arms."""
    glow(art, x, y, r * 1.1, colours[0], 0.35)
    with art.group(transform=f"translate({n(x)} {n(y)}) rotate({n(angle)}) "
                             f"scale(1 {n(tilt)})"):
        for arm in range(arms):
            base_angle = 2 * math.pi * arm / arms
            points = []
            for i in range(31):
                t = i / 30
                a = base_angle + t * 4.4
                rr = r * (0.12 + 0.88 * t)
                points.append((math.cos(a) * rr, math.sin(a) * rr))
            art.line(points, colours[0], r * 0.16, stroke_opacity=0.45, stroke_linecap="round")
            art.line(points, colours[1], r * 0.05, stroke_opacity=0.9, stroke_linecap="round")
        art.circle(0, 0, r * 0.22, core)
    glow(art, x, y, r * 0.45, core, 0.8)


def nebula(art: Art, x: float, y: float, r: float,
           colours: Sequence[str] = ("magenta", "violet", "cyan"), blobs: int = 7) -> None:
    """A cloud of glowing gas: overlapping soft blobs."""
    rng = art.rng
    fills = [art.radial([(0, c, 0.75), (0.6, c, 0.35), (1, c, 0)]) for c in colours]
    for i in range(blobs):
        art.ellipse(x + rng.uniform(-r, r) * 0.8, y + rng.uniform(-r, r) * 0.5,
                    r * rng.uniform(0.4, 0.8), r * rng.uniform(0.3, 0.6), fills[i % len(fills)])


def cluster(art: Art, x: float, y: float, r: float, count: int = 40, colour: str = "#dfe8ff"
            ) -> None:
    """A star cluster: dots concentrated towards the centre."""
    rng = art.rng
    glow(art, x, y, r, colour, 0.35)
    dots = []
    for _ in range(count):
        d = r * rng.random() ** 1.6
        a = rng.uniform(0, 2 * math.pi)
        dots.append(f'<circle cx="{n(x + math.cos(a) * d)}" cy="{n(y + math.sin(a) * d)}" '
                    f'r="{n(rng.choice((0.5, 0.7, 0.9, 1.2)))}"/>')
    art.add(f"<g{attrs(fill=colour)}>{''.join(dots)}</g>")


def constellation(art: Art, stars_xy: Sequence[tuple[float, float]],
                  links: Sequence[tuple[int, int]], colour: str = "star",
                  line_colour: str = "lblue") -> None:
    """Bright stars joined by thin lines."""
    for a, b in links:
        art.line([stars_xy[a], stars_xy[b]], line_colour, 0.8, stroke_opacity=0.7)
    for x, y in stars_xy:
        sparkle(art, x, y, 3.2, colour)
        art.circle(x, y, 1.1, colour)


# ------------------------------------------------------------------------------------------
# Human exploration and leisure
# ------------------------------------------------------------------------------------------
def rocket(art: Art, x: float, base: float, h: float = 50, body: str = "white",
           accent: str = "red", window: str = "lblue") -> None:
    """A rocket standing on its tail at (x, base), ``h`` tall."""
    w = h * 0.2
    top = base - h
    art.poly([(x - w * 0.5, base - h * 0.18), (x - w * 1.05, base), (x - w * 0.5, base)], accent)
    art.poly([(x + w * 0.5, base - h * 0.18), (x + w * 1.05, base), (x + w * 0.5, base)], accent)
    art.path(f"M{n(x - w / 2)},{n(base)} V{n(top + h * 0.3)} "
             f"Q{n(x - w / 2)},{n(top + h * 0.08)} {n(x)},{n(top)} "
             f"Q{n(x + w / 2)},{n(top + h * 0.08)} {n(x + w / 2)},{n(top + h * 0.3)} "
             f"V{n(base)} Z", body)
    art.path(f"M{n(x - w * 0.42)},{n(top + h * 0.2)} Q{n(x)},{n(top - h * 0.02)} "
             f"{n(x + w * 0.42)},{n(top + h * 0.2)} Z", accent)
    art.rect(x - w / 2, base - h * 0.45, w, h * 0.06, accent)
    art.circle(x, top + h * 0.33, w * 0.22, window, stroke="grey2", stroke_width=w * 0.08)
    art.line([(x, base - h * 0.05), (x, base)], "grey2", w * 0.6)


def flame(art: Art, x: float, y: float, length: float, width: float) -> None:
    """Rocket exhaust pointing down from (x, y)."""
    art.path(f"M{n(x - width / 2)},{n(y)} Q{n(x)},{n(y + length * 1.2)} {n(x + width / 2)},{n(y)} Z",
             "orange")
    art.path(f"M{n(x - width / 4)},{n(y)} Q{n(x)},{n(y + length * 0.7)} {n(x + width / 4)},{n(y)} Z",
             "sun")


def smoke(art: Art, x: float, y: float, spread: float, puffs: int = 7,
          fill: str = "#e6e3dc") -> None:
    """Billowing exhaust clouds along the ground around x."""
    rng = art.rng
    for i in range(puffs):
        t = (i / max(1, puffs - 1)) - 0.5
        art.circle(x + t * spread * 2, y - rng.uniform(0, 6), rng.uniform(6, 11), fill)


def gantry(art: Art, x: float, base: float, h: float, fill: str = "rust") -> None:
    """A lattice launch tower."""
    w = 8.0
    art.rect(x, base - h, 1.5, h, fill)
    art.rect(x + w, base - h, 1.5, h, fill)
    d = ""
    y = base
    while y > base - h + 6:
        d += f"M{n(x)},{n(y)} L{n(x + w + 1.5)},{n(y - 6)} M{n(x)},{n(y - 6)} H{n(x + w + 1.5)} "
        y -= 6
    art.path(d.strip(), stroke=fill, stroke_width=0.8)


def telescope(art: Art, x: float, base: float, s: float = 1.0, angle: float = -35,
              tube: str = "white", legs: str = "ink") -> None:
    """A refractor on a tripod, its tube pointing up at ``angle`` degrees."""
    head = base - 22 * s
    art.line([(x, head), (x - 9 * s, base)], legs, 1.6 * s)
    art.line([(x, head), (x + 9 * s, base)], legs, 1.6 * s)
    art.line([(x, head), (x + 1 * s, base)], legs, 1.6 * s)
    with art.group(transform=f"rotate({n(angle)} {n(x)} {n(head)})"):
        art.rect(x - 12 * s, head - 3 * s, 30 * s, 6 * s, tube, rx=1.5 * s)
        art.rect(x + 14 * s, head - 3.8 * s, 6 * s, 7.6 * s, "grey2", rx=1 * s)
        art.rect(x - 15 * s, head - 1.5 * s, 4 * s, 3 * s, "grey2")


def dome(art: Art, x: float, base: float, r: float, fill: str = "#e9ecf2",
         wall: str = "grey", slit: str = "ink", open_slit: bool = True) -> None:
    """An observatory: cylindrical building topped by a dome with an open slit."""
    wall_h = r * 0.9
    art.rect(x - r, base - wall_h, 2 * r, wall_h, wall)
    art.path(f"M{n(x - r * 1.05)},{n(base - wall_h)} A{n(r * 1.05)},{n(r * 1.05)} 0 0 1 "
             f"{n(x + r * 1.05)},{n(base - wall_h)} Z", fill)
    if open_slit:
        art.path(f"M{n(x - r * 0.14)},{n(base - wall_h)} V{n(base - wall_h - r * 0.95)} "
                 f"H{n(x + r * 0.14)} V{n(base - wall_h)} Z", slit)
    art.rect(x - r * 0.2, base - r * 0.5, r * 0.4, r * 0.5, "grey2")


def station(art: Art, x: float, y: float, s: float = 1.0, panel: str = "#3a5fb0",
            angle: float = -8) -> None:
    """A space station: long truss, pressurised modules and four pairs of solar wings."""
    with art.group(transform=f"rotate({n(angle)} {n(x)} {n(y)})"):
        art.rect(x - 48 * s, y - 1.2 * s, 96 * s, 2.4 * s, "grey")
        for dx in (-42, -30, 30, 42):
            for side in (-1, 1):
                py = y + (4 if side > 0 else -22) * s
                art.rect(x + (dx - 4) * s, py, 8 * s, 18 * s, panel, stroke="lblue",
                         stroke_width=0.4 * s)
        art.rect(x - 14 * s, y - 3 * s, 28 * s, 6 * s, "white", rx=3 * s)
        art.rect(x - 3 * s, y - 14 * s, 6 * s, 28 * s, "#dfe3ea", rx=3 * s)
        for dx in (-20, 20):
            art.rect(x + (dx - 3) * s, y + 3 * s, 6 * s, 8 * s, "#f1e7c8", stroke="grey2",
                     stroke_width=0.3 * s)


def satellite(art: Art, x: float, y: float, s: float = 1.0, angle: float = 20,
              body: str = "gold", panel: str = "#3a5fb0") -> None:
    """A small satellite: box, two solar panels, a dish."""
    with art.group(transform=f"rotate({n(angle)} {n(x)} {n(y)})"):
        art.rect(x - 26 * s, y - 4 * s, 18 * s, 8 * s, panel, stroke="lblue", stroke_width=0.4 * s)
        art.rect(x + 8 * s, y - 4 * s, 18 * s, 8 * s, panel, stroke="lblue", stroke_width=0.4 * s)
        art.rect(x - 8 * s, y - 1 * s, 16 * s, 2 * s, "grey")
        art.rect(x - 5 * s, y - 6 * s, 10 * s, 12 * s, body)
        art.path(f"M{n(x - 4 * s)},{n(y - 6 * s)} Q{n(x)},{n(y - 12 * s)} {n(x + 4 * s)},"
                 f"{n(y - 6 * s)} Z", "white")


def astronaut(art: Art, x: float, y: float, s: float = 1.0, suit: str = "white",
              visor: str = "gold", angle: float = 0) -> None:
    """A floating astronaut centred on (x, y), about 30 units tall at scale 1."""
    with art.group(transform=f"rotate({n(angle)} {n(x)} {n(y)})"):
        art.rect(x - 7 * s, y - 5 * s, 14 * s, 12 * s, "grey", rx=2 * s)  # backpack
        art.rect(x - 5.5 * s, y - 4 * s, 11 * s, 13 * s, suit, rx=3 * s)
        art.rect(x - 10 * s, y - 3 * s, 5 * s, 10 * s, suit, rx=2.5 * s,
                 transform=f"rotate(25 {n(x - 7 * s)} {n(y - 3 * s)})")
        art.rect(x + 5 * s, y - 3 * s, 5 * s, 10 * s, suit, rx=2.5 * s,
                 transform=f"rotate(-35 {n(x + 7 * s)} {n(y - 3 * s)})")
        art.rect(x - 5 * s, y + 8 * s, 4.5 * s, 10 * s, suit, rx=2 * s)
        art.rect(x + 0.5 * s, y + 8 * s, 4.5 * s, 10 * s, suit, rx=2 * s,
                 transform=f"rotate(-15 {n(x + 2.5 * s)} {n(y + 8 * s)})")
        art.circle(x, y - 9 * s, 6.5 * s, suit)
        art.ellipse(x + 0.8 * s, y - 9 * s, 4.6 * s, 3.6 * s, visor)
        art.ellipse(x + 2.2 * s, y - 10.2 * s, 1.4 * s, 0.9 * s, "white", fill_opacity=0.7)
        art.rect(x - 3 * s, y + 0.5 * s, 6 * s, 3 * s, "lblue")


def rover(art: Art, x: float, base: float, s: float = 1.0, body: str = "#e9ecf2") -> None:
    """A six-wheeled planetary rover with its camera mast."""
    art.rect(x - 16 * s, base - 14 * s, 32 * s, 7 * s, body)
    art.rect(x - 18 * s, base - 16 * s, 36 * s, 2.5 * s, "gold")
    art.line([(x + 10 * s, base - 16 * s), (x + 10 * s, base - 28 * s)], "grey", 1.6 * s)
    art.rect(x + 7 * s, base - 32 * s, 7 * s, 4 * s, body)
    art.circle(x + 12 * s, base - 30 * s, 1.1 * s, "ink")
    art.line([(x - 14 * s, base - 7 * s), (x - 10 * s, base - 4 * s), (x + 10 * s, base - 4 * s),
              (x + 14 * s, base - 7 * s)], "grey2", 1.4 * s)
    for dx in (-14, 0, 14):
        art.circle(x + dx * s, base - 3.5 * s, 3.5 * s, "ink")
        art.circle(x + dx * s, base - 3.5 * s, 1.3 * s, "grey")


def balloon(art: Art, x: float, y: float, r: float, colours: Sequence[str] = ("red", "sun")
            ) -> None:
    """A hot-air balloon with vertical gores and a basket."""
    art.path(f"M{n(x - r)},{n(y)} A{n(r)},{n(r)} 0 1 1 {n(x + r)},{n(y)} "
             f"Q{n(x + r * 0.8)},{n(y + r * 0.8)} {n(x + r * 0.3)},{n(y + r * 1.3)} "
             f"H{n(x - r * 0.3)} Q{n(x - r * 0.8)},{n(y + r * 0.8)} {n(x - r)},{n(y)} Z",
             colours[0])
    art.path(f"M{n(x - r * 0.35)},{n(y - r * 0.93)} Q{n(x - r * 0.45)},{n(y + r * 0.5)} "
             f"{n(x - r * 0.12)},{n(y + r * 1.3)} H{n(x + r * 0.12)} "
             f"Q{n(x + r * 0.45)},{n(y + r * 0.5)} {n(x + r * 0.35)},{n(y - r * 0.93)} "
             f"A{n(r)},{n(r)} 0 0 0 {n(x - r * 0.35)},{n(y - r * 0.93)} Z", colours[1])
    art.line([(x - r * 0.3, y + r * 1.3), (x - r * 0.2, y + r * 1.6)], "ink", 0.6)
    art.line([(x + r * 0.3, y + r * 1.3), (x + r * 0.2, y + r * 1.6)], "ink", 0.6)
    art.rect(x - r * 0.22, y + r * 1.6, r * 0.44, r * 0.3, "brown")


def plane(art: Art, x: float, y: float, s: float = 1.0, fill: str = "white",
          trail: float = 0.0, angle: float = -8) -> None:
    """A jet airliner seen from below heading right, with an optional contrail behind."""
    with art.group(transform=f"rotate({n(angle)} {n(x)} {n(y)})"):
        if trail:
            art.rect(x - trail, y - 1.6 * s, trail - 8 * s, 1.2 * s, "white", fill_opacity=0.85)
            art.rect(x - trail, y + 0.6 * s, trail - 8 * s, 1.2 * s, "white", fill_opacity=0.85)
        art.ellipse(x, y, 10 * s, 1.8 * s, fill)
        art.poly([(x - 2 * s, y), (x - 7 * s, y - 9 * s), (x - 4 * s, y - 9 * s),
                  (x + 3 * s, y)], fill)
        art.poly([(x - 2 * s, y), (x - 7 * s, y + 9 * s), (x - 4 * s, y + 9 * s),
                  (x + 3 * s, y)], fill)
        art.poly([(x - 8 * s, y), (x - 11 * s, y - 4 * s), (x - 9.5 * s, y - 4 * s),
                  (x - 6 * s, y)], fill)
        art.poly([(x - 8 * s, y), (x - 11 * s, y + 4 * s), (x - 9.5 * s, y + 4 * s),
                  (x - 6 * s, y)], fill)


def streak(art: Art, x: float, y: float, angle: float, length: float,
           colour: str = "white", width: float = 1.4) -> None:
    """A meteor trail: a bright head at (x, y) and a tail fading behind it."""
    a = math.radians(angle)
    tx, ty = x - math.cos(a) * length, y - math.sin(a) * length
    fill = art.linear([(0, colour, 0), (1, colour, 1)], x1=0, y1=0,
                      x2=1 if tx < x else 0, y2=1 if ty < y else 0)
    nx, ny = -math.sin(a) * width, math.cos(a) * width
    art.poly([(tx, ty), (x + nx, y + ny), (x - nx, y - ny)], fill)
    art.circle(x, y, width * 0.9, colour)


def comet(art: Art, x: float, y: float, angle: float, length: float, s: float = 1.0,
          dust: str = "#fff1c4", ion: str = "cyan") -> None:
    """A comet: bright coma at (x, y), a curved dust tail and a straight blue ion tail.

    ``angle`` is the direction the tails point to (degrees, 0 = right).
    """
    a = math.radians(angle)
    ex, ey = x + math.cos(a) * length, y + math.sin(a) * length
    px, py = -math.sin(a), math.cos(a)
    w = 9 * s
    ion_fill = art.linear([(0, ion, 0.8), (1, ion, 0)], x1=0, y1=0,
                          x2=1 if ex > x else 0, y2=1 if ey > y else 0)
    art.poly([(x + px * 2 * s, y + py * 2 * s), (ex + px * w * 0.5, ey + py * w * 0.5),
              (ex - px * w * 0.2, ey - py * w * 0.2), (x - px * 2 * s, y - py * 2 * s)], ion_fill)
    dust_fill = art.linear([(0, dust, 0.95), (1, dust, 0)], x1=0, y1=0,
                           x2=1 if ex > x else 0, y2=1 if ey > y else 0)
    cx, cy = x + math.cos(a) * length * 0.6 - px * length * 0.18, \
        y + math.sin(a) * length * 0.6 - py * length * 0.18
    art.path(f"M{n(x + px * 3 * s)},{n(y + py * 3 * s)} Q{n(cx)},{n(cy)} "
             f"{n(ex - px * w * 1.6)},{n(ey - py * w * 1.6)} "
             f"L{n(ex - px * w * 3.6)},{n(ey - py * w * 3.6)} "
             f"Q{n(cx - px * w * 1.5)},{n(cy - py * w * 1.5)} {n(x - px * 3 * s)},"
             f"{n(y - py * 3 * s)} Z", dust_fill)
    glow(art, x, y, 8 * s, "white", 0.8)
    art.circle(x, y, 2.6 * s, "white")


# ------------------------------------------------------------------------------------------
# Frames and small props
# ------------------------------------------------------------------------------------------
def porthole(art: Art, x: float, y: float, r: float, frame: str = "#8a93a3") -> None:
    """Mask everything outside a round window (a spacecraft porthole) with its frame."""
    art.path(f"M0,0 H{WIDTH} V{HEIGHT} H0 Z M{n(x - r)},{n(y)} A{n(r)},{n(r)} 0 1 0 "
             f"{n(x + r)},{n(y)} A{n(r)},{n(r)} 0 1 0 {n(x - r)},{n(y)} Z", "#d8dde6",
             fill_rule="evenodd")
    art.circle(x, y, r + 2, "none", stroke=frame, stroke_width=5)
    for i in range(8):
        a = i * math.pi / 4 + math.pi / 8
        art.circle(x + math.cos(a) * (r + 6.5), y + math.sin(a) * (r + 6.5), 1.3, "grey2")


def binocular_view(art: Art, fill: str = "#05060c") -> None:
    """Mask everything outside two overlapping circles, as seen through binoculars."""
    r = 56
    art.path(f"M0,0 H{WIDTH} V{HEIGHT} H0 Z "
             f"M{n(100)},{n(70 - 45.5)} A{r},{r} 0 1 0 {n(100)},{n(70 + 45.5)} "
             f"A{r},{r} 0 1 0 {n(100)},{n(70 - 45.5)} Z", fill, fill_rule="evenodd")


def house(art: Art, x: float, base: float, w: float, h: float, wall: str, roof: str,
          window: str | None = None) -> None:
    """A simple house: wall, pitched roof, optional lit window."""
    art.rect(x, base - h, w, h, wall)
    art.poly([(x - w * 0.1, base - h), (x + w / 2, base - h - w * 0.45),
              (x + w * 1.1, base - h)], roof)
    if window:
        art.rect(x + w * 0.3, base - h * 0.7, w * 0.3, h * 0.35, window)


def bird(art: Art, x: float, y: float, s: float = 1.0, colour: str = "ink") -> None:
    """A distant bird: two small arcs."""
    art.path(f"M{n(x - 4 * s)},{n(y)} q{n(2 * s)},{n(-2 * s)} {n(4 * s)},0 "
             f"q{n(2 * s)},{n(-2 * s)} {n(4 * s)},0", stroke=colour, stroke_width=0.9 * s)


def hexagon(art: Art, x: float, y: float, r: float, fill: str, angle: float = 0,
            **kw: object) -> None:
    """A regular hexagon (ice crystals, mirror segments)."""
    a0 = math.radians(angle)
    art.poly([(x + r * math.cos(a0 + k * math.pi / 3), y + r * math.sin(a0 + k * math.pi / 3))
              for k in range(6)], fill, **kw)


def sailboat(art: Art, x: float, base: float, s: float = 1.0, hull: str = "ink",
             sail: str = "ink") -> None:
    """A sailboat silhouette: hull, mast and two sails."""
    art.path(f"M{n(x - 16 * s)},{n(base - 5 * s)} H{n(x + 18 * s)} L{n(x + 12 * s)},{n(base)} "
             f"H{n(x - 12 * s)} Z", hull)
    art.line([(x, base - 5 * s), (x, base - 40 * s)], sail, 1.2 * s)
    art.poly([(x + 1.5 * s, base - 38 * s), (x + 1.5 * s, base - 8 * s),
              (x + 16 * s, base - 8 * s)], sail)
    art.poly([(x - 1.5 * s, base - 32 * s), (x - 1.5 * s, base - 8 * s),
              (x - 12 * s, base - 8 * s)], sail)


def tree(art: Art, x: float, base: float, s: float = 1.0, fill: str = "ink") -> None:
    """A round-crowned deciduous tree silhouette."""
    art.rect(x - 1.2 * s, base - 12 * s, 2.4 * s, 12 * s, fill)
    art.circle(x, base - 16 * s, 7 * s, fill)
    art.circle(x - 5 * s, base - 12 * s, 5 * s, fill)
    art.circle(x + 5 * s, base - 12 * s, 5 * s, fill)
