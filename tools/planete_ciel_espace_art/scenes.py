"""One scene function per card id: each composes the shared primitives of ``svgkit``.

Composition rules that keep the 68 cards apart at a glance:
- the sky tells the scope: day or twilight gradients with a ground line for the atmosphere,
  black-blue space for the Solar System, violet-black deep space for the Universe;
- each card has one big subject with its own silhouette and dominant colour, placed so that
  cards sharing a subject (Sun, Moon, galaxies, telescopes) differ in framing and palette.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from svgkit import (
    HEIGHT,
    WIDTH,
    Art,
    asteroid,
    astronaut,
    aurora,
    balloon,
    binocular_view,
    bird,
    bolt,
    city,
    cloud,
    cluster,
    comet,
    constellation,
    crescent_path,
    dome,
    earth,
    flame,
    gantry,
    glow,
    ground,
    halo_ring,
    hexagon,
    house,
    limb,
    moon,
    mountains,
    n,
    nebula,
    person,
    pines,
    planet,
    porthole,
    rain,
    rainbow,
    rocket,
    rover,
    sailboat,
    satellite,
    sea,
    shading,
    sky,
    smoke,
    sparkle,
    spiral_galaxy,
    stars,
    station,
    streak,
    sun,
    telescope,
    tree,
    wavy,
)

Scene = Callable[[Art], None]
SCENES: dict[str, Scene] = {}


def scene(card_id: str) -> Callable[[Scene], Scene]:
    """Register the decorated function as the illustration of ``card_id``."""

    def register(function: Scene) -> Scene:
        if card_id in SCENES:
            raise ValueError(f"two scenes for {card_id}")
        SCENES[card_id] = function
        return function

    return register


# ------------------------------------------------------------------------------------------
# Atmosphere — phenomena and dangers
# ------------------------------------------------------------------------------------------
@scene("arc-en-ciel")
def rainbow_scene(art: Art) -> None:
    sky(art, "day")
    art.rect(0, 0, 70, 140, art.linear([(0, "storm2", 0.9), (1, "storm2", 0)], x2=1, y2=0))
    cloud(art, 30, 30, 1.3, "grey2")
    rain(art, 8, 50, 40, 112, 22, "#dfe8f5")
    rainbow(art, 112, 118, 82, 4, double=True)
    wavy(art, 112, 4, 4, "green")
    wavy(art, 124, 3, 3, "green2")

    person(art, 150, 134, 1.3, "#1f3a26")
    for x, y in ((60, 60), (74, 76), (130, 50), (146, 84), (100, 66)):
        art.ellipse(x, y, 1, 1.5, "#dff1ff", fill_opacity=0.8)

@scene("eclair")
def lightning_scene(art: Art) -> None:
    art.rect(0, 0, WIDTH, HEIGHT, art.linear([(0, "#241a4a", 1), (1, "#4b3f7a", 1)]))
    glow(art, 92, 70, 70, "#c9b8ff", 0.45)
    for x, y, s in ((30, 22, 1.5), (90, 16, 1.8), (160, 24, 1.6)):
        cloud(art, x, y, s, "#3a3160")
    bolt(art, 92, 28, 122, sway=9, branches=3)
    bolt(art, 150, 36, 122, sway=6, branches=1)
    art.path("M0,140 V118 Q50,104 110,116 Q160,126 200,112 V140 Z", "#120e22")
    tree(art, 40, 114, 1.3, "#120e22")
    house(art, 150, 122, 20, 12, "#120e22", "#120e22", "#ffe27a")
    for x, y in ((30, 90), (56, 100), (130, 96), (170, 88)):
        art.circle(x, y, 1.4, "#dfe8ff")


@scene("tornade")
def tornado_scene(art: Art) -> None:
    art.rect(0, 0, WIDTH, HEIGHT, art.linear([(0, "#3e4a3f", 1), (1, "#a3ab8a", 1)]))
    art.path("M0,0 H200 V30 Q150,44 120,34 Q90,46 60,34 Q30,44 0,32 Z", "#2d372f")
    art.path("M70,36 Q100,30 130,36 Q112,44 110,60 Q108,82 104,96 Q102,108 106,116 "
             "H94 Q98,104 96,92 Q92,70 88,56 Q84,44 70,36 Z", "grey2")
    for i, y in enumerate((46, 60, 74, 88, 100)):
        w = 16 - i * 2.4
        art.path(f"M{n(100 - w)},{n(y)} q{n(w)},4 {n(w * 2)},0", stroke="dark",
                 stroke_width=1.2)
    ground(art, 114, "#7d8a4e")
    art.poly([(84, 140), (96, 114), (99, 114), (116, 140)], "#5a5a52")
    art.path("M100,140 L97.5,114", stroke="#e8d27a", stroke_width=0.8, stroke_dasharray="3 3")
    art.ellipse(100, 116, 22, 5, "#8a6e4a", fill_opacity=0.8)
    for dx, dy in ((-16, -8), (14, -14), (20, -4), (-22, -18)):
        art.rect(100 + dx, 112 + dy, 2.4, 1.6, "brown", transform=f"rotate(30 {100 + dx} {112 + dy})")
    art.rect(150, 100, 18, 14, "#b5432f")
    art.poly([(147, 101), (159, 90), (171, 101)], "#6b2a21")
    art.rect(160, 92, 3, 6, "#6b2a21")
    pines(art, (20, 30, 40), 116, 16, "#3e4a34")


@scene("halo-solaire")
def halo_scene(art: Art) -> None:
    sky(art, "pale")
    art.rect(0, 0, WIDTH, 100, "white", fill_opacity=0.25)
    glow(art, 100, 56, 30, "white", 0.9)
    halo_ring(art, 100, 56, 40, dogs=False)
    sun(art, 100, 56, 7, fill="#fffbe6")
    mountains(art, 118, ((20, 30), (70, 20), (130, 34), (175, 22)), "#8aa2b8", snow=True)
    ground(art, 120, "snow")
    pines(art, (30, 42, 150, 162, 174), 124, 14, "green2")

    for x, y, a in ((150, 24, 0), (166, 40, 20), (40, 30, 10), (30, 60, 30), (176, 70, 0)):
        hexagon(art, x, y, 2.6, "white", a, stroke="#9fd0ff", stroke_width=0.5)

@scene("parhelies")
def sundogs_scene(art: Art) -> None:
    art.rect(0, 0, WIDTH, HEIGHT, art.linear([(0, "#5d86b8", 1), (0.6, "#f2c28c", 1),
                                               (0.85, "#f7e2b0", 1)]))
    art.path("M40,92 A60,60 0 0 1 160,92", stroke="white", stroke_width=1.4,
             stroke_opacity=0.5)
    sun(art, 100, 92, 9, fill="#fff4cf")
    glow(art, 100, 92, 22, "sun", 0.7)
    for side in (-1, 1):
        x = 100 + side * 60
        glow(art, x, 92, 12, "white", 0.9)
        art.ellipse(x, 92, 2.8, 7, "white")
        art.rect(x + (2 if side > 0 else -14), 90.8, 12, 2.4,
                 art.linear([(0, "#ff7a59", 0.9), (1, "#7fb2f0", 0.2)], x2=side, y2=0)
                 if side > 0 else art.linear([(0, "#7fb2f0", 0.2), (1, "#ff7a59", 0.9)], x2=1,
                                             y2=0))
    art.line([(20, 92), (180, 92)], "white", 0.6, stroke_opacity=0.5)
    ground(art, 108, "#f3ede6")
    wavy(art, 106, 2, 6, "#e4e9ef")
    pines(art, (12, 22, 178, 190), 112, 18, "#32485c")
    for x, y in ((60, 40), (140, 30), (80, 20), (120, 48)):
        art.circle(x, y, 0.8, "white")

    for x, y in ((100, 30), (80, 60), (122, 62)):
        hexagon(art, x, y, 2.2, "white", 0, fill_opacity=0.8)

@scene("farfadets")
def sprites_scene(art: Art) -> None:
    art.rect(0, 0, WIDTH, HEIGHT, art.linear([(0, "#050a1f", 1), (1, "#1a2450", 1)]))
    stars(art, 30, bottom=60, big=1)
    for x, h in ((74, 44), (100, 54), (124, 40)):
        top = 92 - h
        art.path(f"M{n(x - 12)},{n(top)} Q{n(x)},{n(top + 9)} {n(x + 12)},{n(top)} "
                 f"Q{n(x + 5)},{n(top + 11)} {n(x + 2)},{n(top + h * 0.5)} "
                 f"L{n(x + 4)},{n(92)} L{n(x)},{n(top + h * 0.6)} L{n(x - 4)},{n(92)} "
                 f"L{n(x - 2)},{n(top + h * 0.5)} Q{n(x - 5)},{n(top + 11)} {n(x - 12)},{n(top)} Z",
                 art.linear([(0, "#ff3a4a", 0.95), (0.6, "#ff5a8a", 0.7), (1, "#6a5bff", 0.4)]))
    glow(art, 100, 104, 50, "#b9c6ff", 0.5)
    art.path("M20,140 V110 Q40,98 60,104 Q80,88 100,98 Q120,88 140,98 Q160,94 180,106 "
             "V140 Z", "#3a4470")
    art.path("M0,140 V100 Q100,84 200,100 V140 Z", "none", stroke="#5a8ad8", stroke_width=3,
             stroke_opacity=0.6)
    bolt(art, 104, 100, 120, sway=5, branches=1, colour="#e6ecff")
    porthole(art, 100, 70, 62)

@scene("cyclone")
def cyclone_scene(art: Art) -> None:
    art.rect(0, 0, WIDTH, HEIGHT, "sea")
    art.path("M150,0 Q160,30 184,40 Q192,60 200,62 V0 Z M0,104 Q24,100 36,116 Q40,130 50,140 H0 Z",
             "#6a8f4e")
    cx, cy = 100, 70
    art.circle(cx, cy, 34, art.radial([(0, "white", 1), (0.7, "white", 0.8), (1, "white", 0)]))
    with art.group(fill="none", stroke="white", stroke_linecap="round"):
        for arm in range(3):
            pts = []
            for i in range(34):
                t = i / 33
                a = arm * 2 * math.pi / 3 + t * 4.2
                r = 14 + t * 66
                pts.append((cx + math.cos(a) * r, cy + math.sin(a) * r * 0.85))
            d = "M" + " L".join(f"{n(x)},{n(y)}" for x, y in pts)
            art.path(d, stroke_width=16, stroke_opacity=0.35)
            art.path(d, stroke_width=7, stroke_opacity=0.8)
    art.circle(cx, cy, 4.5, "sea")
    satellite(art, 172, 116, 0.6, angle=-20)
    art.circle(cx, cy, 6, "none", stroke="#dfe8f5", stroke_width=1.5)


@scene("rayon-vert")
def green_flash_scene(art: Art) -> None:
    art.rect(0, 0, WIDTH, HEIGHT, art.linear([(0, "#1f4a6e", 1), (0.55, "#f0a35e", 1),
                                               (0.7, "#ffd59a", 1)]))
    art.path("M88,92 A12,5 0 0 1 112,92 Z", "#ffde6b")
    art.path("M91,89.6 A9,3.4 0 0 1 109,89.6 Z", "#3df26a")
    glow(art, 100, 88, 20, "#3df26a", 0.6)
    sea(art, 92, "#24567a", "#f0a35e")
    art.rect(80, 93, 40, 1.2, "#ffd59a")
    art.rect(86, 97, 28, 1.2, "#ffd59a", fill_opacity=0.7)
    art.path("M0,140 V124 Q80,114 200,126 V140 Z", "#c99a6a")
    art.path("M0,140 V132 Q100,124 200,134 V140 Z", "#a87a4a")
    person(art, 40, 126, 1.2, "#2b2030", pointing=True)


@scene("pollution-lumineuse")
def light_pollution_scene(art: Art) -> None:
    art.rect(0, 0, WIDTH, HEIGHT, art.linear([(0, "#0b1030", 1), (0.55, "#5a3a4a", 1),
                                               (0.85, "#f59a4a", 1)]))
    stars(art, 14, bottom=30, big=0)
    glow(art, 100, 118, 110, "#ffb35a", 0.55)
    city(art, 122, "#1a1420", "#ffd27a", max_height=44)
    for x in (20, 60, 140, 180):
        art.line([(x, 140), (x, 110), (x + 6, 108)], "#2b2330", 1.6)
        glow(art, x + 7, 110, 12, "#ffd27a", 0.9)
        art.circle(x + 7, 110, 1.8, "#fff0c2")
    art.rect(0, 132, WIDTH, 8, "#120e16")

    for x, y in ((40, 40), (50, 36), (60, 42), (150, 30), (160, 34)):
        bird(art, x, y, 1.0, "#1a1420")
    for x in (27, 67, 147, 187):
        for dx, dy in ((-3, -2), (3, 1), (0, 3)):
            art.circle(x + dx, 110 + dy, 0.6, "white")

@scene("cratere-meteore")
def meteor_crater_scene(art: Art) -> None:
    art.rect(0, 0, WIDTH, HEIGHT, art.linear([(0, "#c9905a", 1), (1, "#e0b47a", 1)]))
    rng = art.rng
    for _ in range(14):
        art.ellipse(rng.uniform(0, 200), rng.uniform(0, 140), rng.uniform(3, 6), 1.6, "#a8784a",
                    fill_opacity=0.6)
    art.line([(0, 118), (60, 104), (200, 96)], "#a8784a", 1.6)
    art.ellipse(96, 74, 62, 44, "#b9864f")
    art.ellipse(96, 74, 56, 39, "#f0c890")
    art.ellipse(97, 76, 48, 33, "#9a6a3e")
    art.ellipse(99, 80, 36, 23, "#b07a48")
    art.ellipse(100, 82, 14, 8, "#7a5230")
    for x, y in ((40, 40), (160, 110), (150, 36), (36, 112)):
        art.rect(x, y, 2.4, 1.8, "#5a4a3a", transform=f"rotate(30 {x} {y})")
    art.poly([(200, 0), (200, 26), (128, 0)], "#e9ecf2")
    art.poly([(200, 26), (128, 0), (150, 0), (200, 18)], "#b9c0cc")
    art.rect(170, 8, 14, 4, "red", transform="rotate(20 177 10)")

# ------------------------------------------------------------------------------------------
# Atmosphere — leisure and exploration
# ------------------------------------------------------------------------------------------
@scene("montgolfiere")
def balloons_scene(art: Art) -> None:
    sky(art, "dawn")
    sun(art, 40, 104, 14, fill="#ffe7a8")
    cloud(art, 160, 90, 0.8, "white", 0.7)
    wavy(art, 112, 5, 4, "#7aa56a")
    wavy(art, 124, 4, 5, "green")
    balloon(art, 104, 40, 20, ("red", "sun"))
    balloon(art, 160, 60, 11, ("blue", "white"))
    balloon(art, 54, 66, 8, ("green", "#f59ab8"))

    flame(art, 104, 66, -7, 3)
    art.path("M-2,140 L-2,114 H58 L52,140 Z", "#8a5a3c")
    art.path("M-2,114 H58", stroke="#5a3a24", stroke_width=3)
    for x in (8, 20, 32, 44):
        art.line([(x, 116), (x - 2, 140)], "#6a4028", 0.8)
    for x in (4, 50):
        art.line([(x, 114), (x + (6 if x < 20 else -6), 96)], "#5a3a24", 0.8)

@scene("ballon-sonde")
def weather_balloon_scene(art: Art) -> None:
    art.rect(0, 0, WIDTH, HEIGHT, art.linear([(0, "#0b1030", 1), (0.45, "#2f62b8", 1),
                                               (0.9, "#a9d8f5", 1)]))
    stars(art, 10, bottom=24, big=0)
    art.ellipse(96, 30, 18, 21, "white", fill_opacity=0.95)
    art.ellipse(89, 22, 4, 7, "white")
    art.path("M90,49 L96,54 L102,49", "white")
    art.line([(96, 54), (96, 72)], "white", 0.6)
    art.path("M89,72 Q96,64 103,72 Z", "orange")
    art.line([(96, 72), (96, 82)], "white", 0.6)
    art.rect(91, 82, 10, 8, "white")
    art.rect(93, 84, 6, 2, "red")
    for r in (6, 10, 14):
        art.path(f"M{n(104 + r * 0.3)},{n(86 - r * 0.7)} A{r},{r} 0 0 1 {n(104 + r * 0.3)},"
                 f"{n(86 + r * 0.7)}", stroke="sun", stroke_width=0.8)
    ground(art, 118, "green")
    art.path("M0,120 Q100,112 200,120 V140 H0 Z", "green2")
    # weather station: white louvred box on legs, mast with anemometer cups
    art.line([(40, 122), (40, 110)], "white", 1)
    art.line([(52, 122), (52, 110)], "white", 1)
    art.rect(36, 98, 20, 13, "white", stroke="grey", stroke_width=0.5)
    for k in range(4):
        art.line([(38, 101 + k * 2.6), (54, 101 + k * 2.6)], "grey", 0.5)
    art.poly([(35, 98), (46, 94), (57, 98)], "white")
    art.line([(150, 124), (150, 84)], "grey", 1.2)
    art.line([(142, 84), (158, 84)], "grey", 0.8)
    for x in (142, 158):
        art.path(f"M{x - 2},{84} a2,2 0 0 0 4,0 Z", "grey2")
    person(art, 120, 128, 1.2, "#1a2a3a", pointing=True)

@scene("observatoire")
def observatory_scene(art: Art) -> None:
    sky(art, "deep")
    stars(art, 45, bottom=70, big=3)
    art.line([(101, 44), (60, 4)], "#ffcf4a", 1.2, stroke_opacity=0.8)
    mountains(art, 110, ((30, 34), (150, 40), (176, 30)), "#4a3a6a", snow=True)
    art.poly([(56, 110), (78, 64), (124, 64), (146, 110)], "#4a3a6a")
    art.poly([(78, 64), (124, 64), (120, 70), (82, 70)], "#5a4a7a")
    dome(art, 100, 64, 9)
    dome(art, 117, 64, 5.5)
    dome(art, 84, 64, 6, open_slit=False)
    art.rect(0, 100, WIDTH, 40, "#e9ecf2")
    for x, y, s in ((20, 104, 1.0), (70, 110, 1.2), (130, 106, 1.1), (180, 112, 1.0),
                    (40, 124, 1.4), (110, 128, 1.5), (170, 130, 1.3)):
        cloud(art, x, y, s, "#f6f7fb")
    art.rect(0, 132, WIDTH, 8, "#dfe3ea")

@scene("astronome-amateur")
def amateur_scene(art: Art) -> None:
    sky(art, "night")
    stars(art, 55, bottom=100, big=3)
    art.ellipse(130, 40, 5, 2.4, "#c9d6ff", fill_opacity=0.7)
    wavy(art, 112, 3, 4, "#16261e")
    telescope(art, 92, 126, 1.5, angle=-38, tube="white", legs="#0c1410")
    person(art, 62, 128, 1.5, "#0c1410")
    art.circle(70, 112, 2.2, "#ff3b30")
    glow(art, 70, 112, 8, "#ff3b30", 0.7)
    art.poly([(150, 126), (166, 104), (182, 126)], "#e0762f")
    art.poly([(163, 126), (166, 112), (169, 126)], "#5a2a12")
    art.rect(0, 126, WIDTH, 14, "#0c1410")

    moon(art, 150, 28, 9, 0.35, waxing=True, fill="#f2ead0")
    planet(art, 40, 40, 3, "#e6cf9a", shadow=0, ring=(2.1, "#d9c08a"), tilt=-18)
    art.rect(64, 116, 10, 7, "#f2ead0", transform="rotate(-10 69 119)")
    art.path("M60,120 l-12,-3", stroke="#0c1410", stroke_width=1.6)

@scene("decollage-fusee")
def launch_scene(art: Art) -> None:
    sky(art, "day")
    art.rect(0, 0, WIDTH, HEIGHT, art.linear([(0, "#2a5fa8", 1), (1, "#9ccff0", 1)]))
    rocket(art, 100, 70, 56)
    flame(art, 100, 70, 30, 12)
    glow(art, 100, 96, 40, "#ffcf4a", 0.5)
    gantry(art, 128, 124, 62)
    smoke(art, 100, 122, 60, 9)
    smoke(art, 100, 112, 30, 5, "#f2efe8")
    ground(art, 124, "#3a4a3a")
    for x in (8, 22, 178, 192):
        art.line([(x, 126), (x + 2, 104)], "#2a3a24", 1.4)
        for a in (-50, -10, 30, 70, 110):
            art.line([(x + 2, 104), (x + 2 + 9 * math.cos(math.radians(a + 180)),
                                     104 + 6 * math.sin(math.radians(a + 180)) + 3)],
                     "#2f6b3f", 2.2, stroke_linecap="round")
    art.rect(150, 118, 40, 6, "#8a93a3")
    for x in (154, 162, 170, 178):
        person(art, x, 118, 0.5, "#2a3140")


@scene("radiotelescopes")
def radio_scene(art: Art) -> None:
    sky(art, "dusk")
    stars(art, 18, bottom=40, big=1)
    art.poly([(60, 100), (96, 66), (108, 72), (140, 100)], "#8a5a66")
    art.poly([(92, 70), (96, 66), (108, 72), (104, 76)], "white")
    art.rect(0, 100, WIDTH, 40, "#b77a52")
    art.path("M0,104 Q40,92 80,100 T160,96 T200,100 V108 H0 Z", "#8c5a44")
    for x, base, r in ((40, 112, 12), (88, 106, 9), (128, 104, 7), (160, 102, 5.5),
                       (184, 101, 4.5), (140, 128, 16)):
        art.line([(x, base), (x, base - r * 0.9)], "#e9ecf2", r * 0.18)
        art.path(f"M{n(x - r)},{n(base - r * 1.6)} Q{n(x)},{n(base - r * 0.4)} "
                 f"{n(x + r)},{n(base - r * 1.9)} Z", "#f4f6fa",
                 transform=f"rotate(-25 {n(x)} {n(base - r)})")
        art.line([(x, base - r * 1.1), (x - r * 0.5, base - r * 2.2)], "grey", r * 0.08)


@scene("cadran-solaire")
def sundial_scene(art: Art) -> None:
    sky(art, "day")
    sun(art, 30, 26, 11, rays=12)
    house(art, 120, 86, 26, 20, "#e8d8b8", "#c0583a", "#5a6a8a")
    house(art, 150, 86, 22, 26, "#f0e4cc", "#a84a30", "#5a6a8a")
    art.rect(178, 36, 12, 50, "#e0d0b0")
    art.poly([(176, 36), (184, 18), (192, 36)], "#8a3a2a")
    art.rect(0, 84, WIDTH, 56, "#d8c8a8")
    for k in range(8):
        art.line([(k * 28, 84), (k * 28 - 20, 140)], "#c4b08a", 0.7)
    art.ellipse(84, 112, 64, 18, "#b8aa90")
    art.ellipse(84, 110, 64, 18, "#f4eee0")
    for i in range(13):
        a = math.pi + i * math.pi / 12
        art.line([(84 + math.cos(a) * 44, 110 + math.sin(a) * 12.4),
                  (84 + math.cos(a) * 56, 110 + math.sin(a) * 15.8)], "grey2", 1.4)
    art.poly([(84, 110), (136, 122), (134, 126)], "#4a5466", fill_opacity=0.75)
    art.poly([(78, 110), (90, 110), (84, 80)], "#8a5a3c")

# ------------------------------------------------------------------------------------------
# Atmosphere — seen towards the Solar System
# ------------------------------------------------------------------------------------------
@scene("aurore-polaire")
def aurora_scene(art: Art) -> None:
    sky(art, "polar")
    stars(art, 40, bottom=70, big=2)
    aurora(art, 84, 8, ("aurora", "#f07ab8", "#b46cf0"), waves=3)
    mountains(art, 96, ((25, 18), (80, 26), (150, 20)), "#0d2230", snow=True)
    art.rect(0, 96, WIDTH, 44, "#0e2a3a")
    with art.group(transform="translate(0 192) scale(1 -1)", opacity=0.35):
        aurora(art, 96, 70, ("aurora",), waves=1)
    art.path("M0,118 Q60,112 100,120 T200,116 V140 H0 Z", "snow")
    pines(art, (14, 24, 176, 188), 122, 20, "#06141c")


@scene("etoile-filante")
def shooting_star_scene(art: Art) -> None:
    sky(art, "night")
    stars(art, 60, bottom=110, big=3)
    streak(art, 140, 58, 28, 110, "#fff6d6", 2.4)
    glow(art, 140, 58, 10, "#fff6d6", 0.9)
    streak(art, 60, 28, 35, 30, "white", 1)
    streak(art, 100, 86, 60, 26, "white", 0.9)
    mountains(art, 112, ((20, 30), (70, 46), (140, 36), (180, 26)), "#24344a", snow=True)
    wavy(art, 118, 5, 3, "#1a2b3a")
    art.ellipse(96, 130, 26, 6, "#e0509c")
    art.circle(76, 126, 3, "#f2d2b0")
    art.rect(79, 125, 20, 5, "#3f6fd8", rx=2)
    art.rect(99, 126, 10, 3, "#2b3140", rx=1.5)


@scene("coucher-de-soleil")
def sunset_scene(art: Art) -> None:
    art.rect(0, 0, WIDTH, HEIGHT, art.linear([(0, "#5a2a6b", 1), (0.45, "#e0503c", 1),
                                               (0.75, "#ffb347", 1)]))
    glow(art, 112, 96, 60, "#ffdf6b", 0.5)
    sun(art, 112, 96, 24, fill="#ffdf6b")
    for x, y, s in ((40, 30, 1.4), (150, 40, 1.1), (90, 56, 0.9)):
        cloud(art, x, y, s, "#f07a6a", 0.8)
        art.rect(x - 22 * s, y + 5 * s, 42 * s, 1.6 * s, "#ffcf8a", fill_opacity=0.8)
    sea(art, 98, "#8a3a5a", "#f5a05a")
    art.rect(96, 100, 32, 2, "#ffdf6b", fill_opacity=0.8)
    art.rect(102, 106, 20, 2, "#ffdf6b", fill_opacity=0.6)
    art.path("M0,140 V70 Q14,66 26,74 L34,92 L30,104 L40,122 L48,140 Z", "#2e1028")
    person(art, 14, 70, 1.2, "#2e1028")
    for x, y in ((60, 40), (68, 36), (76, 42)):
        bird(art, x, y, 1.0, "#2e1028")

@scene("lune-horizon")
def moon_horizon_scene(art: Art) -> None:
    sky(art, "night")
    art.rect(0, 60, WIDTH, 80, art.linear([(0, "#3a4a8a", 0), (1, "#d98a6a", 0.8)]))
    glow(art, 118, 88, 70, "#ffe2a6", 0.45)
    moon(art, 118, 88, 40, fill="#ffe2a6", shade="#eac58a")
    art.path("M0,140 V118 Q30,110 60,116 T120,112 T200,118 V140 Z", "#0d1430")
    pines(art, (10, 22, 34, 172, 184, 194), 122, 26, "#0d1430")
    for x, w, h in ((44, 22, 14), (70, 18, 20), (92, 26, 12), (124, 20, 18), (148, 24, 10)):
        house(art, x, 124, w, h, "#0d1430", "#0d1430", "#ffd27a")
    tree(art, 172, 124, 1.2, "#0d1430")
    stars(art, 12, bottom=40, big=0)

    art.line([(210, 150), (176, 100)], "#3f6fd8", 10, stroke_linecap="round")
    art.circle(173, 95, 5, "#f2d2b0")
    art.line([(170, 91), (167, 85)], "#f2d2b0", 2.6, stroke_linecap="round")
    art.circle(165, 82, 4, "#e8b04a", stroke="#8a5a1a", stroke_width=0.6)

@scene("ceinture-de-venus")
def belt_of_venus_scene(art: Art) -> None:
    art.rect(0, 0, WIDTH, HEIGHT, art.linear([(0, "#5a7fc2", 1), (0.38, "#e6a3c4", 1),
                                               (0.55, "#f2b8c8", 1), (0.62, "#4b5a96", 1),
                                               (0.8, "#35406e", 1)]))
    sea(art, 100, "#3a4478", "#f2b8c8")
    art.path("M0,100 L18,86 L30,92 L44,78 L62,100 Z", "#2a2f55")
    art.path("M120,100 Q160,88 200,94 V100 Z", "#2a2f55")
    art.path("M0,140 V124 Q100,116 200,126 V140 Z", "#c8a8a0")
    art.path("M0,140 V132 Q100,126 200,134 V140 Z", "#a88a88")
    for x in (20, 34, 170, 184):
        art.path(f"M{x},132 l-3,-8 M{x},132 l0,-10 M{x},132 l3,-8", stroke="#6a7a4a",
                 stroke_width=1)
    person(art, 110, 130, 1.3, "#2a2f55")


@scene("conjonction")
def conjunction_scene(art: Art) -> None:
    art.rect(0, 0, WIDTH, HEIGHT, art.linear([(0, "#16225a", 1), (0.6, "#3a5aa8", 1),
                                               (0.85, "#f2a66a", 1)]))
    stars(art, 14, bottom=50, big=0)
    art.circle(104, 52, 14, "#2a3a70", fill_opacity=0.55)
    art.path(crescent_path(104, 52, 14, 0.18, waxing=False), "#fff2c8")
    glow(art, 132, 38, 12, "white", 0.9)
    sparkle(art, 132, 38, 7, "white")
    art.circle(132, 38, 2.2, "white")
    art.path("M0,140 V104 Q40,96 80,104 Q120,110 150,98 Q176,92 200,100 V140 Z", "#151b33")
    art.rect(0, 100, WIDTH, 4, "#3a3040")
    art.rect(0, 126, WIDTH, 14, "#2a2030")
    for x in range(6, WIDTH, 12):
        art.rect(x, 104, 2.4, 22, "#3a3040")
    art.rect(150, 110, 14, 16, "#e0509c", rx=2)
    tree(art, 157, 112, 0.7, "#2f6b3f")

@scene("lumiere-zodiacale")
def zodiacal_scene(art: Art) -> None:
    sky(art, "space")
    stars(art, 70, big=3)
    art.rect(0, 96, WIDTH, 30, art.linear([(0, "#3a4a8a", 0), (1, "#3a4a8a", 0.6)]))
    art.ellipse(140, 124, 120, 34, art.radial([(0, "#fff2cf", 0.6), (0.5, "#fff2cf", 0.3),
                                               (1, "#fff2cf", 0)]),
                transform="rotate(-68 140 124)")
    art.ellipse(140, 124, 70, 16, art.radial([(0, "#fffaf0", 0.6), (1, "#fffaf0", 0)]),
                transform="rotate(-70 140 124)")
    art.circle(136, 58, 2.4, "white")
    sparkle(art, 136, 58, 5, "white")
    art.path("M0,140 V122 Q30,114 50,120 L70,108 L84,118 Q130,110 200,124 V140 Z", "#07090f")
    art.path("M30,128 Q60,120 90,126 T150,124 T200,130 V140 H0 Z", "#14101a")


@scene("nuages-noctulescents")
def noctilucent_scene(art: Art) -> None:
    art.rect(0, 0, WIDTH, HEIGHT, art.linear([(0, "#0a1738", 1), (0.55, "#1d3b6e", 1),
                                               (0.8, "#e09a5a", 1)]))
    stars(art, 18, bottom=30, big=1)
    rng = art.rng
    for band in range(9):
        y = 40 + band * 6 + rng.uniform(-2, 2)
        x = rng.uniform(-20, 40)
        length = rng.uniform(110, 190)
        d = f"M{n(x)},{n(y)}"
        step = 9
        for k in range(int(length / step)):
            d += f" q{n(step / 2)},{n(-3 if k % 2 else 3)} {n(step)},{n(-1)}"
        art.path(d, stroke="#8ff0ff" if band % 2 else "#d4f8ff", stroke_width=rng.uniform(1.2, 3),
                 stroke_opacity=rng.uniform(0.45, 0.85), stroke_linecap="round")
    mountains(art, 106, ((10, 24), (46, 16), (150, 30), (184, 20)), "#07101c")
    art.rect(0, 104, WIDTH, 8, "#07101c")
    house(art, 96, 108, 10, 6, "#07101c", "#07101c", "#ffd27a")
    sea(art, 112, "#121d33", "#3a6a8a")
    for y in (116, 122, 130):
        art.line([(70, y), (130, y)], "#8ff0ff", 0.8, stroke_opacity=0.4)


# ------------------------------------------------------------------------------------------
# Solar System — physics and dangers
# ------------------------------------------------------------------------------------------
@scene("eruption-solaire")
def solar_flare_scene(art: Art) -> None:
    sky(art, "space")
    stars(art, 30, bottom=60, big=1)
    art.path("M20,110 C0,20 200,20 180,110", stroke="#f5a05a", stroke_width=12,
             stroke_opacity=0.35)
    glow(art, 100, 210, 150, "orange", 0.8)
    art.circle(100, 230, 140, art.linear([(0, "#ffb627", 1), (0.5, "#f57c2b", 1)]))
    for x, y, c in ((60, 100, "#ffd23f"), (120, 98, "#ffe37a"), (150, 112, "#ffd23f"),
                    (30, 116, "#ffe37a")):
        art.circle(x, y, 4, c, fill_opacity=0.7)
    art.path("M70,94 C62,40 128,30 122,92", stroke="#ff6a2b", stroke_width=7,
             stroke_linecap="round")
    art.path("M70,94 C62,40 128,30 122,92", stroke="#ffd23f", stroke_width=2.5,
             stroke_linecap="round")
    art.path("M140,100 C150,70 176,70 172,104", stroke="#ff6a2b", stroke_width=4,
             stroke_linecap="round")
    glow(art, 96, 90, 16, "white", 0.9)
    art.circle(182, 22, 3, "sea2")
    satellite(art, 160, 40, 0.45, angle=10)


@scene("taches-solaires")
def sunspots_scene(art: Art) -> None:
    sky(art, "space")
    stars(art, 20, big=0)
    glow(art, 92, 70, 80, "sun2", 0.5)
    art.circle(92, 70, 58, art.radial([(0, "#ffe07a", 1), (0.75, "#ffb22e", 1),
                                        (1, "#f07a1e", 1)]))
    rng = art.rng
    for _ in range(40):
        art.circle(92 + rng.uniform(-45, 45), 70 + rng.uniform(-45, 45), rng.uniform(1, 2.5),
                   "#ffcf55", fill_opacity=0.7)
    for x, y, r in ((72, 60, 7), (84, 64, 4), (66, 68, 3), (112, 86, 6), (120, 82, 3.5),
                    (100, 44, 3)):
        art.circle(x, y, r * 1.6, "#c25a12")
        art.circle(x, y, r, "#3a1a08")
    art.circle(176, 112, 2.2, "sea2")
    art.line([(168, 112), (172, 112)], "white", 0.6)


@scene("jupiter")
def jupiter_scene(art: Art) -> None:
    sky(art, "space")
    stars(art, 30, big=1)
    planet(art, 86, 72, 56, "#e3c9a0",
           bands=[(-0.75, 0.14, "#b88a5e"), (-0.45, 0.18, "#f1e2c6"), (-0.18, 0.2, "#a8704a"),
                  (0.12, 0.12, "#f3e4c8"), (0.34, 0.2, "#c49468"), (0.66, 0.14, "#e9d4b0")],
           spots=[(0.25, 0.38, 0.13, "#c8502e"), (-0.3, -0.18, 0.06, "#f6ecd8")],
           shadow=0.3)
    for x, y, r, c in ((160, 40, 3, "#e8d28a"), (172, 66, 2.5, "#c9c2b4"), (184, 90, 3.5, "#a89c8a"),
                       (152, 104, 3, "#d9d4cc")):
        art.circle(x, y, r, c)


@scene("venus")
def venus_scene(art: Art) -> None:
    sky(art, "space")
    stars(art, 25, big=1)
    glow(art, 0, 70, 70, "sun", 0.7)
    planet(art, 112, 70, 46, "#f0dba0",
           spots=[(-0.3, -0.4, 0.3, "#e6c47a"), (0.2, 0.2, 0.35, "#f7e8c0"),
                  (-0.1, 0.55, 0.25, "#d9b268")], shadow=0.45)
    for k in range(3):
        art.path(f"M{80 + k * 4},{52 + k * 16} q30,-10 62,6", stroke="#fff4d6",
                 stroke_width=2.5, stroke_opacity=0.6, stroke_linecap="round")
    art.rect(20, 96, 6, 26, "white", rx=3)
    art.circle(23, 124, 5, "red")
    art.rect(21.5, 104, 3, 18, "red")


@scene("io")
def io_scene(art: Art) -> None:
    sky(art, "space")
    stars(art, 20, big=0)
    planet(art, 176, 30, 60, "#d9b892", bands=[(-0.2, 0.2, "#b88a5e"), (0.3, 0.2, "#c8a07a")],
           shadow=0.5)
    planet(art, 86, 84, 46, "#f2d64a",
           spots=[(-0.3, -0.2, 0.14, "#d95a2a"), (0.2, 0.3, 0.12, "#2b2b1e"),
                  (0.35, -0.35, 0.1, "#f7f0c0"), (-0.2, 0.45, 0.1, "#e08a2a"),
                  (0.0, 0.0, 0.08, "#8a3a1a")], shadow=0.35)
    art.path("M56,52 Q44,20 32,48 Q40,30 46,46 Q50,34 56,52 Z", "#cfe0ff", fill_opacity=0.75)
    art.path("M56,52 Q50,34 46,46", stroke="#ffb627", stroke_width=1)


@scene("asteroide")
def asteroid_scene(art: Art) -> None:
    sky(art, "space")
    stars(art, 40, big=2)
    earth(art, 30, 112, 16)
    art.line([(150, 54), (48, 104)], "#ffcf8a", 1, stroke_dasharray="3 3", stroke_opacity=0.6)
    asteroid(art, 140, 58, 34, "#8a8072", "#5a5248", bumps=11)
    asteroid(art, 186, 22, 6, "#6b6458", "#4a443c")
    art.rect(90, 18, 6, 5, "gold")
    art.rect(78, 19.5, 10, 2, "#3a5fb0")
    art.rect(98, 19.5, 10, 2, "#3a5fb0")
    art.line([(96, 22), (112, 32)], "#ffcf8a", 0.6, stroke_dasharray="1.5 1.5")
    asteroid(art, 176, 118, 4, "#6b6458", "#4a443c")


@scene("debris-spatiaux")
def debris_scene(art: Art) -> None:
    sky(art, "space")
    stars(art, 20, big=0)
    limb(art, 96, "sea2", curve=24)
    art.path("M-5,140 V124 Q100,88 205,124 V140 Z", "green", fill_opacity=0.35)
    for k, ry in enumerate((46, 60, 74)):
        art.ellipse(100, 96, 110, ry * 0.45, "none", stroke="#ffcf8a", stroke_width=0.5,
                    stroke_opacity=0.4, transform=f"rotate({-8 + k * 7} 100 96)")
    rng = art.rng
    for _ in range(38):
        x, y = rng.uniform(5, 195), rng.uniform(8, 96)
        w, h = rng.uniform(1.2, 4), rng.uniform(1, 2.5)
        art.rect(x, y, w, h, rng.choice(("grey", "gold", "white", "grey2")),
                 transform=f"rotate({rng.randint(0, 90)} {n(x)} {n(y)})")
    satellite(art, 70, 44, 0.9, angle=35)
    art.rect(116, 34, 10, 6, "#3a5fb0", transform="rotate(-30 120 36)")
    art.rect(128, 30, 6, 4, "gold", transform="rotate(20 130 32)")


@scene("comete")
def comet_scene(art: Art) -> None:
    art.rect(0, 0, WIDTH, HEIGHT, art.linear([(0, "#0a1230", 1), (0.7, "#1e2f66", 1),
                                               (1, "#3a4a8a", 1)]))
    stars(art, 50, bottom=100, big=2)
    glow(art, 20, 136, 50, "#f5a05a", 0.5)
    comet(art, 64, 90, -40, 130, 1.3)
    art.path("M0,140 V114 Q40,104 80,112 T160,108 T200,114 V140 Z", "#0e1428")
    house(art, 140, 118, 18, 10, "#0e1428", "#0e1428", "#ffd27a")
    art.rect(164, 96, 5, 22, "#0e1428")
    art.poly([(162, 96), (166.5, 84), (171, 96)], "#0e1428")
    pines(art, (20, 30, 100), 120, 16, "#0e1428")

@scene("eclipse-lune")
def lunar_eclipse_scene(art: Art) -> None:
    sky(art, "night")
    stars(art, 40, big=2)
    for i, x in enumerate((24, 58)):
        y = 110 - i * 22
        moon(art, x, y, 9, fill="#e8e4d8", shade="#bfb9a8")
        art.circle(x + 10 - i * 4, y - 2, 9.5, "#5a1d18", fill_opacity=0.85)
    art.circle(108, 56, 26, art.radial([(0, "#c8462a", 1), (0.8, "#8a2414", 1),
                                        (1, "#5a140c", 1)]))
    art.circle(100, 50, 6, "#7a2010", fill_opacity=0.6)
    art.circle(116, 64, 5, "#7a2010", fill_opacity=0.6)
    glow(art, 108, 56, 40, "#c8462a", 0.35)
    for i, x in enumerate((158, 186)):
        y = 88 + i * 22
        moon(art, x, y, 9, fill="#e8e4d8", shade="#bfb9a8")
        art.circle(x - 10 + i * 4, y - 2, 9.5, "#5a1d18", fill_opacity=0.85)
    art.path("M0,140 V128 Q100,118 200,130 V140 Z", "#0a0f22")


@scene("neptune")
def neptune_scene(art: Art) -> None:
    sky(art, "space")
    stars(art, 30, big=1)
    planet(art, 92, 70, 52, "#3d6ee0",
           bands=[(-0.5, 0.12, "#4a82ea"), (0.35, 0.1, "#335fc8")],
           spots=[(-0.25, 0.1, 0.14, "#1a2f7a"), (-0.1, -0.05, 0.07, "white")],
           shadow=0.6)
    art.ellipse(92, 70, 80, 16, "none", stroke="#9fb8e8", stroke_width=0.6, stroke_opacity=0.5,
                transform="rotate(-20 92 70)")
    art.circle(166, 104, 5, "#d8c8c0")
    art.circle(164, 102, 1.5, "#f0e4dc")

    for x, y, w in ((70, 44, 20), (110, 92, 16), (60, 86, 12)):
        art.line([(x, y), (x + w, y - 1)], "white", 1.2, stroke_opacity=0.7,
                 stroke_linecap="round")

# ------------------------------------------------------------------------------------------
# Solar System — leisure and exploration
# ------------------------------------------------------------------------------------------
@scene("station-spatiale")
def iss_scene(art: Art) -> None:
    sky(art, "space")
    stars(art, 30, bottom=80, big=1)
    glow(art, 190, 110, 40, "#ffcf6a", 0.8)
    limb(art, 104, "sea2", curve=20)
    art.path("M-5,140 V128 Q60,110 110,116 T205,118 V140 Z", "white", fill_opacity=0.5)
    art.path("M-5,140 V134 Q80,122 205,132 V140 Z", "green", fill_opacity=0.5)
    station(art, 100, 54, 1.05)


@scene("sortie-spatiale")
def spacewalk_scene(art: Art) -> None:
    sky(art, "space")
    stars(art, 25, big=1)
    earth(art, 170, 150, 80, shadow=0.2)
    with art.group(transform="rotate(14 0 20)"):
        art.rect(-10, 6, 80, 22, "#dfe3ea", rx=4)
        for x in (8, 26, 44, 62):
            art.rect(x, 6, 2, 22, "grey")
        art.line([(-10, 31), (66, 31)], "gold", 1.6)
        for x in (4, 24, 44, 64):
            art.line([(x, 28), (x, 31)], "gold", 1.2)
    art.rect(-4, 44, 26, 48, "#3a5fb0", stroke="lblue", stroke_width=0.6)
    art.line([(9, 44), (9, 92)], "lblue", 0.5)
    art.line([(-4, 60), (22, 60)], "lblue", 0.5)
    art.line([(-4, 76), (22, 76)], "lblue", 0.5)
    art.line([(10, 30), (10, 44)], "grey", 2)
    art.path("M60,38 Q70,70 92,64", stroke="white", stroke_width=1, stroke_dasharray="2 1")
    astronaut(art, 104, 68, 2.0, angle=-20)


@scene("rover-martien")
def mars_rover_scene(art: Art) -> None:
    sky(art, "mars")
    art.path("M0,70 L30,54 L58,66 L92,46 L130,66 L170,52 L200,64 V90 H0 Z", "#b8643a")
    art.rect(0, 84, WIDTH, 56, "#cf6a3a")
    art.path("M0,84 Q60,78 120,86 T200,82 V92 H0 Z", "#b55a30")
    rover(art, 110, 122, 1.6)
    for x, y, r in ((30, 120, 5), (44, 128, 3), (170, 126, 6), (186, 116, 3)):
        art.ellipse(x, y, r * 1.4, r, "#8a3e20")
    for i in range(6):
        art.rect(20 + i * 10, 132 + (i % 2) * 2, 5, 1.4, "#a8502a")
    art.circle(160, 26, 4, "#fff3e0", fill_opacity=0.7)

    art.line([(52, 54), (52, 60)], "grey2", 0.8)
    art.line([(44, 52), (60, 52)], "grey", 0.8)
    art.line([(46, 55), (58, 55)], "grey", 0.8)
    art.rect(49, 57, 6, 5, "#e9ecf2", rx=1)
    for dx in (-3, 3):
        art.line([(52 + dx * 0.5, 62), (52 + dx, 65)], "grey2", 0.6)
    art.rect(136, 110, 2, 6, "white")

@scene("premier-pas-lune")
def moon_landing_scene(art: Art) -> None:
    art.rect(0, 0, WIDTH, HEIGHT, "#020308")
    earth(art, 168, 28, 11)
    art.path("M0,96 Q50,88 100,94 T200,90 V140 H0 Z", "#8a8a86")
    art.path("M0,110 Q70,102 140,112 T200,108 V140 H0 Z", "#b4b4ae")
    for x, y in ((30, 124), (160, 120), (120, 132)):
        art.ellipse(x, y, 9, 2.6, "#8a8a84")
    # lunar module: gold descent stage, grey ascent stage, four legs
    art.line([(40, 104), (30, 118)], "grey", 1.4)
    art.line([(64, 104), (74, 118)], "grey", 1.4)
    art.rect(38, 90, 28, 16, "gold")
    art.poly([(42, 90), (44, 76), (60, 76), (62, 90)], "#cfd2d8")
    art.poly([(48, 80), (52, 80), (52, 84), (48, 84)], "ink")
    # flag
    art.line([(100, 118), (100, 80)], "white", 1)
    art.rect(100, 80, 18, 11, "white")
    art.rect(100, 80, 7, 6, "blue")
    for k in range(3):
        art.rect(107, 81 + k * 3.4, 11, 1.6, "red")
    astronaut(art, 140, 104, 1.1, suit="#f2f2ee")
    for k in range(5):
        art.ellipse(128 - k * 7, 128 + (k % 2) * 2, 2, 1, "#7a7a74")


@scene("eclipse-totale")
def total_eclipse_scene(art: Art) -> None:
    art.rect(0, 0, WIDTH, HEIGHT, art.linear([(0, "#0b1230", 1), (0.7, "#2a3a6a", 1),
                                               (0.9, "#e69a5a", 1)]))
    stars(art, 10, bottom=60, big=1)
    glow(art, 100, 52, 44, "white", 0.9)
    for i in range(10):
        a = i * math.pi / 5 + 0.2
        art.path(f"M{n(100 + math.cos(a) * 20)},{n(52 + math.sin(a) * 20)} "
                 f"L{n(100 + math.cos(a + 0.12) * 40)},{n(52 + math.sin(a + 0.12) * 40)}",
                 stroke="white", stroke_width=2, stroke_opacity=0.5, stroke_linecap="round")
    art.circle(100, 52, 20, "#05070f")
    art.circle(120, 50, 1.6, "#ff7a90")
    art.path("M0,140 V118 Q100,108 200,118 V140 Z", "#0d1228")
    for x in (46, 70, 134, 158):
        person(art, x, 124, 1.2, "#0d1228")
        art.rect(x - 2.4, 104.5, 4.8, 1.8, "#ffcf4a")

    for x, y in ((30, 90), (38, 86), (168, 80)):
        bird(art, x, y, 1.0, "#0d1228")

@scene("lever-de-terre")
def earthrise_scene(art: Art) -> None:
    art.rect(0, 0, WIDTH, HEIGHT, "#010207")
    earth(art, 96, 70, 30, shadow=0.0)
    art.path(crescent_path(96, 70, 30.5, 0.55, waxing=False), "#010207", fill_opacity=0.93)
    art.path("M0,140 V92 Q60,78 120,86 T200,96 V140 Z", "#8a8a86")
    art.path("M0,140 V104 Q100,90 200,108 V140 Z", "#6e6e6a")
    for x, y, r in ((30, 118, 8), (110, 112, 5), (160, 124, 10), (70, 130, 4)):
        art.ellipse(x, y, r, r * 0.3, "#54544f")


@scene("titan")
def titan_scene(art: Art) -> None:
    art.rect(0, 0, WIDTH, HEIGHT, art.linear([(0, "#a8661e", 1), (0.6, "#e0a050", 1),
                                               (1, "#f0c27a", 1)]))
    art.circle(150, 24, 30, "#e6c07a", fill_opacity=0.35)
    art.path("M120,20 Q150,14 182,22", stroke="#f4dca0", stroke_width=3, stroke_opacity=0.6)
    art.rect(0, 104, WIDTH, 36, "#8a5a2a")
    art.ellipse(58, 118, 40, 7, "#3a2a1a")
    art.ellipse(150, 126, 30, 5, "#3a2a1a")
    art.path("M0,104 Q40,96 80,104 T160,100 T200,104 V108 H0 Z", "#6e4420")
    # Huygens probe under its parachute
    art.path("M74,32 Q90,14 106,32 Z", "#f2e6d0")
    art.path("M74,32 Q82,27 90,32 Q98,27 106,32", stroke="#c9501e", stroke_width=1)
    art.line([(74, 32), (88, 54)], "ink", 0.5)
    art.line([(106, 32), (92, 54)], "ink", 0.5)
    art.path("M82,54 H98 L94,60 H86 Z", "#e8b04a")
    art.rect(88, 60, 4, 2, "grey2")


@scene("pluton")
def pluto_scene(art: Art) -> None:
    sky(art, "space")
    stars(art, 40, big=1)
    planet(art, 98, 74, 50, "#c9a27a",
           spots=[(-0.45, 0.05, 0.2, "#7a4a30"), (-0.4, 0.3, 0.15, "#8a5a3a")], shadow=0.55)
    art.path("M104,98 C92,86 96,70 108,74 C114,62 132,70 124,86 C120,92 112,96 104,98 Z",
             "#f4e8dc")
    art.circle(170, 36, 9, "#b4b4ae")
    art.circle(170, 36, 9, shading_fill(art))
    # New Horizons probe: dish and body
    art.ellipse(38, 30, 9, 3, "white", transform="rotate(-30 38 30)")
    art.rect(36, 31, 6, 6, "gold", transform="rotate(-30 38 30)")


def shading_fill(art: Art) -> str:
    return shading(art, 0.6)


@scene("james-webb")
def webb_scene(art: Art) -> None:
    sky(art, "space")
    stars(art, 40, big=2)
    art.poly([(40, 104), (100, 84), (170, 104), (100, 126)], "#b8a8d8")
    art.poly([(44, 110), (100, 92), (166, 110), (100, 130)], "#8e7fb8")
    art.poly([(48, 116), (100, 100), (162, 116), (100, 136)], "#c9bfe6")
    art.rect(96, 70, 8, 20, "grey2")
    hexes = ((0, 0), (-12, -7), (12, -7), (-12, 7), (12, 7), (0, -14), (0, 14),
             (-24, 0), (24, 0), (-24, -14), (24, -14), (-24, 14), (24, 14), (-12, -21),
             (12, -21), (-12, 21), (12, 21), (0, -28), (0, 28))
    for dx, dy in hexes:
        if (dx, dy) == (0, 0):
            continue
        cx, cy = 100 + dx, 46 + dy * 0.95
        art.poly([(cx + 7 * math.cos(a), cy + 7 * math.sin(a))
                  for a in (math.pi / 3 * k for k in range(6))],
                 "#f0c04a" if (dx + dy) % 24 else "#d89a2a", stroke="#8a5a1a", stroke_width=0.5)
    art.line([(100, 46), (100, 14)], "grey", 1)
    art.line([(86, 30), (100, 14), (114, 30)], "grey", 0.8)
    art.circle(100, 14, 2.2, "grey")


@scene("saturne")
def saturn_scene(art: Art) -> None:
    sky(art, "space")
    stars(art, 40, big=2)
    planet(art, 100, 72, 34, "#e6cf9a",
           bands=[(-0.5, 0.18, "#d4b47a"), (-0.1, 0.2, "#f0e0b4"), (0.35, 0.2, "#c9a46a")],
           shadow=0.6, ring=(2.1, "#d9c08a"), tilt=-18)
    art.circle(30, 110, 4, "#d8b070")
    art.circle(174, 30, 2.5, "#dcdcd4")
    # Cassini probe
    art.ellipse(170, 108, 6, 2.5, "white", transform="rotate(20 170 108)")
    art.rect(167, 109, 6, 7, "gold", transform="rotate(20 170 108)")


# ------------------------------------------------------------------------------------------
# Solar System — towards the Universe
# ------------------------------------------------------------------------------------------
@scene("soleil-etoile")
def sun_star_scene(art: Art) -> None:
    sky(art, "space")
    stars(art, 40, big=2)
    art.circle(250, 70, 120, art.radial([(0, "#ff7a4a", 1), (0.9, "#d9402a", 1),
                                         (1, "#a82a1e", 1)]))
    glow(art, 146, 46, 30, "#9fc4ff", 0.7)
    art.circle(146, 46, 13, "#cfe0ff")
    glow(art, 78, 84, 26, "sun", 0.8)
    art.circle(78, 84, 9, "sun")
    art.circle(30, 30, 3, "#ff8a6a")
    art.circle(40, 116, 5, "#fff1c9")
    art.circle(78, 84, 14, "none", stroke="white", stroke_width=0.6, stroke_dasharray="2 2",
               stroke_opacity=0.7)


@scene("voyager")
def voyager_scene(art: Art) -> None:
    sky(art, "space")
    stars(art, 60, big=3)
    glow(art, 18, 120, 14, "sun", 0.9)
    art.circle(18, 120, 2, "#fff1c9")
    cx, cy = 110, 60
    art.line([(cx, cy), (cx + 70, cy + 34)], "grey", 1)
    art.line([(cx, cy), (cx - 50, cy + 20)], "grey", 1)
    art.line([(cx, cy), (cx - 20, cy - 40)], "grey", 0.6)
    art.rect(cx + 64, cy + 28, 10, 8, "grey2")
    art.rect(cx - 8, cy + 4, 16, 10, "#5a5a66")
    art.circle(cx + 8, cy + 9, 4, "gold")
    art.ellipse(cx, cy - 6, 26, 9, "white", transform=f"rotate(-18 {cx} {cy})")
    art.ellipse(cx, cy - 8, 20, 6, "#dfe3ea", transform=f"rotate(-18 {cx} {cy})")
    art.line([(cx, cy - 8), (cx + 3, cy - 22)], "grey", 1)
    art.circle(cx - 50, cy + 20, 2.5, "grey2")


@scene("oumuamua")
def oumuamua_scene(art: Art) -> None:
    sky(art, "space")
    stars(art, 45, big=2)
    glow(art, 60, 90, 46, "sun", 0.7)
    art.circle(60, 90, 7, "sun")
    art.path("M200,20 Q50,60 48,100 Q44,120 200,128", stroke="#ffb08a", stroke_width=0.8,
             stroke_dasharray="3 3")
    art.ellipse(140, 36, 36, 8, "#9a5a3a", transform="rotate(-15 140 36)")
    art.ellipse(135, 33.5, 26, 4, "#b8704a", transform="rotate(-15 140 36)")
    art.path("M168,26 l8,-2 M170,31 l8,-2", stroke="white", stroke_width=0.6,
             stroke_opacity=0.6)


@scene("nuage-oort")
def oort_scene(art: Art) -> None:
    sky(art, "space")
    art.circle(100, 70, 66, art.radial([(0, "#7fe3f0", 0), (0.7, "#7fe3f0", 0.08),
                                        (1, "#7fe3f0", 0.25)]))
    rng = art.rng
    dots = []
    for _ in range(140):
        a = rng.uniform(0, 2 * math.pi)
        r = rng.uniform(52, 68)
        dots.append(f'<circle cx="{n(100 + math.cos(a) * r)}" cy="{n(70 + math.sin(a) * r)}" '
                    f'r="{n(rng.choice((0.5, 0.7, 0.9)))}"/>')
    art.add(f'<g fill="#d9f6ff">{"".join(dots)}</g>')
    for rx in (8, 14, 22):
        art.ellipse(100, 70, rx, rx * 0.4, "none", stroke="lblue", stroke_width=0.5)
    art.ellipse(100, 70, 36, 14, "none", stroke="lblue", stroke_width=0.5,
                stroke_dasharray="2 2")
    glow(art, 100, 70, 8, "sun", 0.9)
    art.circle(100, 70, 2.5, "sun")

    for x, y in ((62, 30), (150, 104), (48, 108), (156, 40)):
        a = math.degrees(math.atan2(70 - y, 100 - x))
        streak(art, x, y, a, 16, "#d9f6ff", 1.2)

@scene("point-bleu-pale")
def pale_blue_dot_scene(art: Art) -> None:
    art.rect(0, 0, WIDTH, HEIGHT, "#0a0706")
    for x, w, c in ((30, 18, "#c98a5a"), (74, 26, "#b87a9a"), (128, 20, "#d9a46a"),
                    (168, 12, "#8a7ac8")):
        art.poly([(x - 30, 0), (x - 30 + w, 0), (x + 40 + w, HEIGHT), (x + 40, HEIGHT)],
                 art.linear([(0, c, 0.15), (0.5, c, 0.5), (1, c, 0.15)]))
    art.circle(128, 80, 1.6, "#8fc8ff")
    glow(art, 128, 80, 6, "#8fc8ff", 0.6)
    art.circle(128, 80, 9, "none", stroke="white", stroke_width=0.5, stroke_opacity=0.5,
               stroke_dasharray="1.5 1.5")


# ------------------------------------------------------------------------------------------
# Universe — physics and dangers
# ------------------------------------------------------------------------------------------
@scene("trou-noir")
def black_hole_scene(art: Art) -> None:
    sky(art, "deep")
    stars(art, 50, big=2)
    disk = art.linear([(0, "#ffcf6a", 1), (0.5, "#f57c2b", 1), (1, "#a8301e", 1)], x2=1, y2=0)
    glow(art, 100, 70, 40, "#ffb347", 0.6)
    art.circle(100, 70, 26, "none", stroke="#ffb347", stroke_width=6, stroke_opacity=0.9)
    art.ellipse(100, 72, 84, 16, "none", stroke=disk, stroke_width=10)
    art.circle(100, 70, 22, "#000")
    art.circle(100, 70, 22.5, "none", stroke="#fff1c9", stroke_width=1.2)
    art.path("M16,72 A84,16 0 0 0 184,72", stroke=disk, stroke_width=10)
    art.path("M28,75 A72,12 0 0 0 172,75", stroke="#fff1c9", stroke_width=1.5,
             stroke_opacity=0.6)


@scene("nebuleuse-crabe")
def crab_scene(art: Art) -> None:
    sky(art, "deep")
    stars(art, 30, big=1)
    art.ellipse(100, 70, 64, 44, art.radial([(0, "#8fc8ff", 0.8), (0.7, "#5a7ad8", 0.4),
                                             (1, "#5a7ad8", 0)]), transform="rotate(-20 100 70)")
    rng = art.rng
    for _ in range(26):
        a = rng.uniform(0, 2 * math.pi)
        r1, r2 = rng.uniform(10, 24), rng.uniform(36, 56)
        bend = rng.uniform(-10, 10)
        x1, y1 = 100 + math.cos(a) * r1, 70 + math.sin(a) * r1 * 0.7
        x2, y2 = 100 + math.cos(a) * r2, 70 + math.sin(a) * r2 * 0.7
        art.path(f"M{n(x1)},{n(y1)} Q{n((x1 + x2) / 2 + bend)},{n((y1 + y2) / 2 - bend)} "
                 f"{n(x2)},{n(y2)}", stroke=rng.choice(("#ff6a3a", "#ff8a4a", "#ffb86a",
                                                       "#e0403a")),
                 stroke_width=rng.uniform(1, 2.6), stroke_linecap="round", stroke_opacity=0.85)
    glow(art, 100, 70, 8, "white", 0.9)
    art.circle(100, 70, 1.8, "white")


@scene("pulsar")
def pulsar_scene(art: Art) -> None:
    sky(art, "deep")
    stars(art, 40, big=1)
    for k in (1, 2, 3):
        art.ellipse(100 - 12 * k, 70, 12 * k, 16 * k, "none", stroke="#8f5bd9",
                    stroke_width=0.7, stroke_opacity=0.7)
        art.ellipse(100 + 12 * k, 70, 12 * k, 16 * k, "none", stroke="#8f5bd9",
                    stroke_width=0.7, stroke_opacity=0.7)
    beam = art.linear([(0, "#7fe3f0", 0.95), (1, "#7fe3f0", 0)], x1=0.5, y1=0.5, x2=1, y2=0)
    art.poly([(100, 70), (170, -10), (196, 10)], beam)
    beam2 = art.linear([(0, "#7fe3f0", 0.95), (1, "#7fe3f0", 0)], x1=0.5, y1=0.5, x2=0, y2=1)
    art.poly([(100, 70), (30, 150), (4, 130)], beam2)
    glow(art, 100, 70, 16, "#cfe9ff", 0.9)
    art.circle(100, 70, 5, "white")
    art.path("M86,58 A20,20 0 0 1 114,58", stroke="white", stroke_width=0.8,
             stroke_opacity=0.8)
    art.poly([(114, 58), (110, 55), (111, 60)], "white")


@scene("nebuleuse-orion")
def orion_nebula_scene(art: Art) -> None:
    sky(art, "deep")
    stars(art, 40, big=1)
    nebula(art, 100, 72, 70, ("#e0509c", "#f57c6b", "#8f5bd9"), blobs=9)
    nebula(art, 92, 66, 30, ("#ffb38a", "#f59ab8"), blobs=4)
    for x, y in ((96, 66), (102, 64), (99, 71), (104, 70)):
        sparkle(art, x, y, 4, "white")
    art.path("M40,110 Q70,96 96,104 Q120,112 150,100 Q130,120 96,116 Q66,114 40,110 Z",
             "#3a1030", fill_opacity=0.6)

    for x, y in ((70, 14), (100, 10), (130, 6)):
        sparkle(art, x, y, 5, "#dfe8ff")

@scene("galaxies-collision")
def colliding_galaxies_scene(art: Art) -> None:
    sky(art, "deep")
    stars(art, 40, big=1)
    art.path("M70,64 Q30,20 6,30", stroke="#b9c8ff", stroke_width=6, stroke_opacity=0.3,
             stroke_linecap="round")
    art.path("M130,78 Q170,130 196,118", stroke="#ffd0e6", stroke_width=6, stroke_opacity=0.3,
             stroke_linecap="round")
    spiral_galaxy(art, 76, 62, 32, tilt=0.6, angle=20)
    spiral_galaxy(art, 126, 78, 26, tilt=0.5, angle=-40, colours=("#ffb8d8", "#ffe0ee"),
                  core="#ffe6b0")
    for x, y in ((100, 70), (92, 80), (110, 62)):
        art.circle(x, y, 2, "#ff6ab0", fill_opacity=0.8)

    rng = art.rng
    for _ in range(14):
        art.circle(rng.uniform(80, 130), rng.uniform(55, 90), 0.9, "#8fc8ff")

@scene("nebuleuse-anneau")
def ring_nebula_scene(art: Art) -> None:
    sky(art, "deep")
    stars(art, 40, big=1)
    art.ellipse(100, 70, 48, 40, art.radial([(0, "#4fa8ff", 0.8), (0.55, "#4fe0c8", 0.8),
                                             (0.75, "#ffd25a", 0.9), (0.88, "#ff5a3a", 0.9),
                                             (1, "#ff5a3a", 0)]))
    art.ellipse(100, 70, 46, 38, "none", stroke="#ff7a4a", stroke_width=3, stroke_opacity=0.5)
    art.circle(100, 70, 1.8, "white")
    glow(art, 100, 70, 6, "white", 0.8)


@scene("betelgeuse")
def betelgeuse_scene(art: Art) -> None:
    sky(art, "deep")
    stars(art, 30, big=1)
    glow(art, 80, 70, 72, "#ff7a3a", 0.55)
    art.circle(80, 70, 52, art.radial([(0, "#ffb35a", 1), (0.7, "#f0602a", 1),
                                       (1, "#b8301e", 1)]))
    rng = art.rng
    for _ in range(9):
        art.circle(80 + rng.uniform(-30, 30), 70 + rng.uniform(-30, 30), rng.uniform(6, 12),
                   "#ffcf7a", fill_opacity=0.35)
    constellation(art, [(160, 20), (186, 30), (168, 62), (174, 66), (180, 70), (158, 110),
                        (190, 104)], [(0, 1), (0, 2), (1, 4), (2, 3), (3, 4), (2, 5), (4, 6)])
    art.circle(160, 20, 3, "#ff7a3a")


# ------------------------------------------------------------------------------------------
# Universe — leisure and exploration
# ------------------------------------------------------------------------------------------
@scene("piliers-creation")
def pillars_scene(art: Art) -> None:
    art.rect(0, 0, WIDTH, HEIGHT, art.linear([(0, "#1a4a6a", 1), (0.6, "#3a7a8a", 1),
                                               (1, "#c98a5a", 1)]))
    stars(art, 25, big=2)
    for x, w, top in ((46, 22, 24), (104, 16, 50), (150, 12, 70)):
        art.path(f"M{n(x - w)},{HEIGHT} C{n(x - w * 0.8)},{n(top + 40)} {n(x - w * 0.9)},"
                 f"{n(top + 10)} {n(x - w * 0.3)},{n(top)} Q{n(x + w * 0.4)},{n(top - 6)} "
                 f"{n(x + w * 0.5)},{n(top + 8)} C{n(x + w * 0.7)},{n(top + 40)} "
                 f"{n(x + w * 1.1)},{n(top + 60)} {n(x + w)},{HEIGHT} Z", "#6a3a22")
        art.path(f"M{n(x - w * 0.3)},{n(top)} Q{n(x + w * 0.4)},{n(top - 6)} "
                 f"{n(x + w * 0.5)},{n(top + 8)}", stroke="#ffcf8a", stroke_width=2,
                 stroke_opacity=0.8)
        art.path(f"M{n(x + w * 0.5)},{n(top + 14)} C{n(x + w * 0.7)},{n(top + 40)} "
                 f"{n(x + w * 1.1)},{n(top + 60)} {n(x + w)},{HEIGHT}", stroke="#e09a5a",
                 stroke_width=1.4, stroke_opacity=0.6)
    for x, y in ((40, 22), (102, 48), (148, 68)):
        art.circle(x, y, 1.4, "#ffe0a0")


@scene("champ-profond")
def deep_field_scene(art: Art) -> None:
    art.rect(0, 0, WIDTH, HEIGHT, "#030308")
    rng = art.rng
    palette = ("#fff1c9", "#ffcf8a", "#b9c8ff", "#ff9a7a", "#e0c0ff", "#ffffff")
    for _ in range(46):
        x, y = rng.uniform(4, 196), rng.uniform(4, 136)
        size = rng.choice((1.2, 1.6, 2.2, 3, 4.5))
        c = rng.choice(palette)
        kind = rng.random()
        if kind < 0.45:
            art.ellipse(x, y, size * 1.8, size * 0.8, c, fill_opacity=0.85,
                        transform=f"rotate({rng.randint(0, 180)} {n(x)} {n(y)})")
        elif kind < 0.75:
            art.circle(x, y, size * 0.8, c, fill_opacity=0.9)
        else:
            art.ellipse(x, y, size * 1.6, size * 0.9, "none", stroke=c, stroke_width=0.7,
                        transform=f"rotate({rng.randint(0, 180)} {n(x)} {n(y)})")
            art.circle(x, y, size * 0.4, c)
    for x, y in ((40, 40), (150, 96)):
        sparkle(art, x, y, 7, "white")


@scene("exoplanete")
def exoplanet_scene(art: Art) -> None:
    sky(art, "deep")
    stars(art, 40, big=1)
    glow(art, 150, 44, 44, "#ff7a4a", 0.7)
    art.circle(150, 44, 18, "#ff8a5a")
    art.circle(140, 46, 5, "#1a0a10")
    planet(art, 52, 128, 62, "#2ec4b6",
           spots=[(0.15, -0.35, 0.28, "#2f6b3f"), (-0.55, -0.2, 0.09, "#2f6b3f")],
           shadow=0.4)
    for x, y, w in ((0, 96, 46), (40, 110, 40), (36, 80, 22)):
        art.path(f"M{x},{y} q{w / 2},-4 {w},0", stroke="white", stroke_width=2.4,
                 stroke_linecap="round", stroke_opacity=0.85)
    art.line([(110, 122), (128, 122), (134, 130), (150, 130), (156, 122), (196, 122)], "#7fe3f0",
             1.2)


@scene("etoile-polaire")
def pole_star_scene(art: Art) -> None:
    sky(art, "night")
    cx, cy = 100, 34
    rng = art.rng
    for i in range(30):
        r = 6 + i * 4.4
        start = rng.uniform(0, 2 * math.pi)
        sweep = 1.3
        x1, y1 = cx + math.cos(start) * r, cy + math.sin(start) * r
        x2, y2 = cx + math.cos(start + sweep) * r, cy + math.sin(start + sweep) * r
        art.path(f"M{n(x1)},{n(y1)} A{n(r)},{n(r)} 0 0 1 {n(x2)},{n(y2)}",
                 stroke=rng.choice(("#fff6d6", "#bfd6ff", "#ffd9a0")), stroke_width=0.9,
                 stroke_opacity=0.8, stroke_linecap="round")
    sparkle(art, cx, cy, 6, "white")
    art.circle(cx, cy, 1.6, "white")
    sea(art, 108, "#0a1430", "#2a3a6a")
    sailboat(art, 70, 124, 1.1, "#05080f", "#05080f")
    person(art, 82, 118.5, 0.6, "#05080f", pointing=True)
    art.line([(86, 108), (96, 40)], "white", 0.5, stroke_dasharray="2 2", stroke_opacity=0.6)

@scene("message-arecibo")
def arecibo_scene(art: Art) -> None:
    sky(art, "dusk")
    stars(art, 16, bottom=30, big=1)
    pixels = ("0111010", "1000101", "0010100", "1111111", "0101010", "0011100", "1010101",
              "0100010")
    colours = ("#ffffff", "#b46cf0", "#4df0a0", "#ff5a5a", "#4fa8ff", "#ffd23f", "#ffffff",
               "#ff9a3a")
    with art.group(transform="rotate(-8 100 40)"):
        for row, (bits, c) in enumerate(zip(pixels, colours, strict=True)):
            for column, bit in enumerate(bits):
                if bit == "1":
                    art.rect(86 + column * 4, 8 + row * 4, 3.4, 3.4, c)
    art.path("M0,140 V100 Q30,80 50,92 L60,100 H140 L150,92 Q170,80 200,96 V140 Z", "#23502e")
    art.ellipse(100, 102, 44, 8, "#d8dde6")
    art.ellipse(100, 103, 38, 6, "#a3acb9")
    for x in (64, 136, 100):
        art.line([(x, 98 if x != 100 else 104), (100, 76)], "#e9ecf2", 0.7)
    art.rect(90, 72, 20, 4, "#e9ecf2")
    art.line([(100, 72), (100, 46)], "#ffd23f", 1, stroke_dasharray="2 2")
    cluster(art, 168, 14, 9, 16, "#fff6d6")


# ------------------------------------------------------------------------------------------
# Universe — seen through our atmosphere
# ------------------------------------------------------------------------------------------
@scene("voie-lactee")
def milky_way_scene(art: Art) -> None:
    sky(art, "night")
    with art.group(transform="rotate(-58 100 70)"):
        art.rect(-60, 36, 320, 68, art.linear([(0, "#c9b8ff", 0), (0.5, "#efe6ff", 0.6),
                                               (1, "#c9b8ff", 0)]))
        for x, w, c in ((40, 30, "#ffe2c0"), (90, 40, "#f2e6ff"), (150, 26, "#ffd9b0")):
            art.ellipse(x, 70, w, 20, art.radial([(0, c, 0.8), (1, c, 0)]))
        art.path("M-40,72 Q0,66 40,72 T110,70 T180,74 T250,70", stroke="#1a1030",
                 stroke_width=4, stroke_opacity=0.6, stroke_linecap="round")
        art.path("M20,76 Q60,80 100,75", stroke="#1a1030", stroke_width=2.5, stroke_opacity=0.5)
        stars(art, 90, left=-40, right=240, top=52, bottom=88, big=0, colour="#ffffff")
    stars(art, 40, big=3)
    art.path("M0,140 V118 L28,100 L46,112 L70,96 L96,116 Q150,104 200,116 V140 Z", "#06080f")
    art.poly([(150, 120), (160, 108), (170, 120)], "#e0762f")
    glow(art, 160, 116, 12, "#ffb35a", 0.6)


@scene("pleiades")
def pleiades_scene(art: Art) -> None:
    sky(art, "night")
    stars(art, 40, big=0)
    for x, y, r in ((96, 60, 30), (120, 76, 24), (80, 82, 20)):
        glow(art, x, y, r, "#6a9fff", 0.55)
    for x, y, r in ((70, 58, 6), (92, 46, 7), (104, 62, 8), (124, 54, 6), (118, 80, 7),
                    (136, 84, 5), (88, 80, 5)):
        glow(art, x, y, r * 2, "#cfe0ff", 0.8)
        sparkle(art, x, y, r, "#e6efff")
    binocular_view(art)


@scene("nuages-magellan")
def magellan_scene(art: Art) -> None:
    sky(art, "night")
    stars(art, 55, big=2)
    rng = art.rng
    for x, y, r, k in ((66, 46, 40, 10), (150, 74, 22, 6)):
        glow(art, x, y, r, "#eef0ff", 0.35)
        for i in range(k):
            a = i * 2.4
            art.ellipse(x + math.cos(a) * r * 0.4, y + math.sin(a) * r * 0.25, r * 0.5,
                        r * 0.32, art.radial([(0, "#eef0ff", 0.55), (1, "#eef0ff", 0)]))
        for _ in range(k * 4):
            art.circle(x + rng.uniform(-r, r) * 0.6, y + rng.uniform(-r, r) * 0.35, 0.6, "white")
    art.circle(56, 40, 2.4, "#ff8ab0", fill_opacity=0.8)
    constellation(art, [(176, 20), (176, 44), (166, 32), (188, 30)], [(0, 1), (2, 3)])
    art.path("M0,140 V112 Q40,116 70,108 Q90,104 110,112 L140,98 L170,110 Q186,106 200,110 "
             "V140 Z", "#120a06")
    art.path("M24,112 v-14 m0,6 h-4 v-6 m4,10 h4 v-8", stroke="#120a06", stroke_width=2.4,
             stroke_linecap="round")

@scene("scintillement")
def twinkle_scene(art: Art) -> None:
    sky(art, "night")
    for i in range(7):
        y = 58 + i * 9
        art.path(f"M0,{y} Q25,{y - 6} 50,{y} T100,{y} T150,{y} T200,{y} V{y + 5} H0 Z",
                 "#f57c2b" if i % 2 else "#3f8fd8", fill_opacity=0.22)
        art.path(f"M0,{y} Q25,{y - 6} 50,{y} T100,{y} T150,{y} T200,{y}",
                 stroke="#f5a05a" if i % 2 else "#7fb2f0", stroke_width=1, stroke_opacity=0.5)
    for x, y, r, c in ((44, 30, 10, "#fff6d6"), (110, 22, 13, "#cfe0ff"), (160, 44, 9, "#ffcfb0"),
                       (80, 52, 7, "#e0ffe8")):
        glow(art, x, y, r * 1.6, c, 0.6)
        sparkle(art, x, y, r, c)
        for k, cc in enumerate(("#ff6a6a", "#6affa0", "#6aa8ff")):
            a = k * 2.1 + 0.4
            art.circle(x + math.cos(a) * r * 0.45, y + math.sin(a) * r * 0.45, 1.1, cc)
    stars(art, 24, bottom=60, big=0)
    art.path("M0,140 V124 Q50,116 100,122 T200,120 V140 Z", "#0a1020")
    tree(art, 30, 124, 1.6, "#0a1020")
    for x in range(90, 200, 8):
        art.rect(x, 116, 3, 16, "#0a1020")
    art.rect(86, 120, 114, 2, "#0a1020")
    art.rect(60, 112, 22, 16, "#0a1020")
    art.rect(64, 116, 5, 5, "#ffe27a")


@scene("grande-ourse")
def big_dipper_scene(art: Art) -> None:
    sky(art, "polar")
    stars(art, 45, bottom=110, big=0)
    art.path("M40,30 Q70,14 100,24 L150,34 Q176,44 170,72 L168,94 M110,62 L112,92 M76,58 L70,88 "
             "M150,66 Q130,64 110,62 Q90,62 76,58 Q52,54 40,30", stroke="#8aa8e8", stroke_width=0.7,
             stroke_opacity=0.35, stroke_dasharray="2 2")
    constellation(art, [(30, 28), (56, 32), (78, 40), (100, 52), (104, 76), (140, 84),
                        (146, 58)], [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 3)])
    art.path("M0,140 V122 Q50,114 100,120 T200,118 V140 Z", "snow")
    pines(art, (10, 24, 38, 52, 148, 160, 172, 186), 130, 26, "#0a1a18")
    for x in (10, 24, 38, 52, 148, 160, 172, 186):
        art.poly([(x, 130 - 26 * 0.75), (x + 3, 130 - 26 * 0.5), (x - 3, 130 - 26 * 0.5)],
                 "snow", fill_opacity=0.8)


@scene("andromede")
def andromeda_scene(art: Art) -> None:
    sky(art, "night")
    stars(art, 50, big=2)
    glow(art, 100, 60, 90, "#c9b8ff", 0.35)
    spiral_galaxy(art, 100, 60, 74, tilt=0.3, angle=-28, colours=("#bcd0ff", "#e8eeff"))
    art.ellipse(100, 60, 78, 22, "none", stroke="#3a2a4a", stroke_width=1.6,
                stroke_opacity=0.5, transform="rotate(-28 100 60)")
    art.circle(78, 84, 3, "#e8eeff", fill_opacity=0.8)
    art.ellipse(134, 34, 5, 3, "#e8eeff", fill_opacity=0.7, transform="rotate(-40 134 34)")
    art.path("M0,140 V118 L30,104 L60,116 L90,108 L130,122 Q170,116 200,124 V140 Z", "#07101e")
    dome(art, 46, 116, 8, fill="#1a2438", wall="#141c2c", slit="#ffcf8a")
