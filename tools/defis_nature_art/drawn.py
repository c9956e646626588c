"""Terraludo's own drawings for the Défis species that no emoji set shows (a dugong, a
cuttlefish, a shoebill...). Flat shapes on Twemoji's 36 x 36 grid, so that they sit beside the
recoloured emoji without a change of style. Each function returns the SVG body (no <svg>)."""

from __future__ import annotations

import math
from collections.abc import Callable

DRAWN: dict[str, Callable[[], str]] = {}
EYE = "#292F33"


def drawing(*ids: str) -> Callable[[Callable[[], str]], Callable[[], str]]:
    def register(fn: Callable[[], str]) -> Callable[[], str]:
        for sid in ids:
            DRAWN[sid] = fn
        return fn
    return register


def _star(cx: float, cy: float, arms: int, outer: float, inner: float, turn: float = -90) -> str:
    pts = []
    for i in range(arms * 2):
        r = outer if i % 2 == 0 else inner
        a = math.radians(turn + i * 180 / arms)
        pts.append(f"{cx + r * math.cos(a):.1f},{cy + r * math.sin(a):.1f}")
    return " ".join(pts)


def _spines(cx: float, cy: float, r0: float, r1: float, n: int, colour: str, width: float) -> str:
    lines = []
    for i in range(n):
        a = math.radians(i * 360 / n + (7 if i % 2 else 0))
        lines.append(f"M{cx + r0 * math.cos(a):.1f} {cy + r0 * math.sin(a):.1f}"
                     f"L{cx + r1 * math.cos(a):.1f} {cy + r1 * math.sin(a):.1f}")
    return (f'<path d="{"".join(lines)}" stroke="{colour}" stroke-width="{width}" '
            f'stroke-linecap="round"/>')


def _wavy_oval(cx: float, cy: float, rx: float, ry: float, waves: int, depth: float) -> str:
    """An oval whose edge ripples ``waves`` times: the cuttlefish's fin skirt."""
    steps = waves * 6
    pts = []
    for i in range(steps):
        a = 2 * math.pi * i / steps
        k = 1 + depth * math.sin(waves * a)
        pts.append(f"{cx + rx * k * math.cos(a):.2f},{cy + ry * k * math.sin(a):.2f}")
    return "M" + "L".join(pts) + "z"


# --- sea creatures without a backbone ------------------------------------------------------------
@drawing("etoile-de-mer-commune")
def starfish() -> str:
    return (f'<polygon points="{_star(18, 19, 5, 17, 6.5)}" fill="#F4900C" stroke="#F4900C" '
            'stroke-width="3" stroke-linejoin="round"/>'
            '<g fill="#FFCC4D"><circle cx="18" cy="19" r="2"/><circle cx="18" cy="11" r="1"/>'
            '<circle cx="18" cy="6" r="1"/><circle cx="25" cy="16.5" r="1"/><circle cx="30" cy="15" r="1"/>'
            '<circle cx="11" cy="16.5" r="1"/><circle cx="6" cy="15" r="1"/><circle cx="22.5" cy="24.5" r="1"/>'
            '<circle cx="25.5" cy="29" r="1"/><circle cx="13.5" cy="24.5" r="1"/><circle cx="10.5" cy="29" r="1"/></g>')


def _urchin(body: str, spine: str) -> str:
    return (_spines(18, 19, 6, 17, 36, spine, 1.4) + _spines(18, 19, 6, 13, 36, body, 1.2)
            + f'<circle cx="18" cy="19" r="9" fill="{body}"/>'
            + '<circle cx="15" cy="16" r="2.5" fill="#fff" opacity=".25"/>')


@drawing("oursin-rouge")
def red_urchin() -> str:
    return _urchin("#A51D2D", "#D8344A")


@drawing("oursin-violet")
def purple_urchin() -> str:
    return _urchin("#4B2170", "#7B45B0")


@drawing("limule")
def horseshoe_crab() -> str:
    return ('<path d="M18 27L18 36" stroke="#4A3A22" stroke-width="2" stroke-linecap="round"/>'
            '<path fill="#6E5A36" d="M10 18h16l-2 6-6 4-6-4z"/>'
            '<path d="M10 19l-2.5 1M10.5 21.5l-2.5 1M11.5 24l-2.5 1M26 19l2.5 1M25.5 21.5l2.5 1M24.5 24l2.5 1" stroke="#4A3A22" stroke-width="1" stroke-linecap="round"/>'
            '<path fill="#8E7444" d="M0 19C0 10 8 4 18 4s18 6 18 15c-3 1-8 0-9-1H9c-1 1-6 2-9 1z"/>'
            '<path d="M9 18c1-5 4-9 9-10M27 18c-1-5-4-9-9-10M18 8v10" stroke="#6E5A36" stroke-width="1.2" fill="none"/>'
            '<ellipse cx="11" cy="12" rx="1.2" ry="1.8" fill="#2E2414"/><ellipse cx="25" cy="12" rx="1.2" ry="1.8" fill="#2E2414"/>')


# --- molluscs ------------------------------------------------------------------------------------
def _bivalve(shell: str, lines: str, path: str, ring_paths: str) -> str:
    return (f'<path fill="{shell}" d="{path}"/>'
            f'<path d="{ring_paths}" stroke="{lines}" stroke-width="1" fill="none" stroke-linecap="round"/>')


@drawing("moule-commune")
def mussel() -> str:
    return ('<path fill="#1B2335" d="M6 5c4-3 10 0 17 8s10 16 7 19-11 1-18-6S2 8 6 5z"/>'
            '<path fill="#3D5A8A" d="M7 6c3-2 8 1 14 8s9 14 7 16-2 1-3 0c1-3-3-10-8-15S8 8 7 6z"/>'
            '<path d="M10 10c4 1 10 6 14 13M8.5 13c3 2 8 6 11 11" stroke="#6F8FC0" stroke-width=".8" fill="none"/>')


@drawing("mulette-perliere")
def pearl_mussel() -> str:
    return ('<path fill="#2E2018" d="M4 18c0-6 6-9 14-9s15 3 15 8-4 9-14 9c-8 0-15-2-15-8z"/>'
            '<path d="M8 18c0-3 4-6 10-6s11 2 12 5M11 21c2 1 5 2 9 2s8-1 10-3" stroke="#5C4331" stroke-width="1" fill="none"/>'
            '<path fill="#4A3526" d="M6 14c1-2 3-3 5-3l-1 3z"/>'
            '<circle cx="27" cy="30" r="4" fill="#F5F0E8"/><circle cx="25.8" cy="28.8" r="1.2" fill="#fff"/>'
            '<path d="M30 29.5a3 3 0 0 1-3 3.5" stroke="#D8D0E0" stroke-width=".8" fill="none"/>')


@drawing("coquille-saint-jacques")
def scallop() -> str:
    rays = "".join(f"M18 30L{18 + 16 * math.cos(math.radians(a)):.1f} {30 - 16 * math.sin(math.radians(a)):.1f}"
                   for a in range(25, 160, 13))
    return ('<path fill="#E8804A" d="M18 30L3.5 16C5 8 11 3 18 3s13 5 14.5 13z"/>'
            '<path fill="#F4A261" d="M18 30L5.5 16C7 9 12 5 18 5s11 4 12.5 11z"/>'
            f'<path d="{rays}" stroke="#C8602E" stroke-width="1.1"/>'
            '<path fill="#E8804A" d="M12 27h12l1 6H11z"/><path fill="#C8602E" d="M14 28h8v3h-8z"/>')


@drawing("benitier-geant")
def giant_clam() -> str:
    rim = "M1 17" + "".join("q2.1 -3 4.25 0" for _ in range(8))
    return ('<path fill="#D8D2C4" d="M1 17c0 10 8 16 17 16s17-6 17-16c-5 3-29 3-34 0z"/>'
            '<path d="M7 21c1 4 4 8 9 10M13 22c0 4 1 7 3.5 9.5M23 22c0 4-1 7-3.5 9.5M29 21c-1 4-4 8-9 10" stroke="#B3AC9C" stroke-width="1.2" fill="none"/>'
            '<path fill="#1F8A8A" d="M1 17c2-5 9-8 17-8s15 3 17 8c-5 3-29 3-34 0z"/>'
            '<path fill="#2AB3A8" d="M4 16c3-4 8-5.5 14-5.5S29 12 32 16c-4 1.5-24 1.5-28 0z"/>'
            '<ellipse cx="18" cy="15" rx="6" ry="1.3" fill="#0E5E60"/>'
            '<g fill="#8FE8DF"><circle cx="8" cy="15" r=".9"/><circle cx="12" cy="13" r=".9"/><circle cx="24" cy="13" r=".9"/>'
            '<circle cx="28" cy="15" r=".9"/><circle cx="18" cy="11.8" r=".7"/><circle cx="6" cy="17.5" r=".7"/><circle cx="30" cy="17.5" r=".7"/></g>'
            f'<path d="{rim}" stroke="#C9C2B2" stroke-width="1.6" fill="none" stroke-linecap="round"/>')


# --- fish ----------------------------------------------------------------------------------------
@drawing("poisson-clown")
def clownfish() -> str:
    return ('<path fill="#F77F00" d="M30 18l6-6v12z"/>'
            '<path fill="#F77F00" d="M12 10c3-3 9-3 13 0l-2 3H14z"/>'
            '<ellipse cx="17" cy="18" rx="14" ry="8.5" fill="#F77F00"/>'
            '<path fill="#fff" stroke="#292F33" stroke-width=".8" d="M8 11.5c1.5 2 2 4 2 6.5s-.5 4.5-2 6.5l3 1.2c1.5-2.3 2.2-4.7 2.2-7.7s-.7-5.4-2.2-7.7z"/>'
            '<path fill="#fff" stroke="#292F33" stroke-width=".8" d="M17 9.5c1.5 2.5 2 5.5 2 8.5s-.5 6-2 8.5h4c1.5-2.5 2-5.5 2-8.5s-.5-6-2-8.5z"/>'
            '<path fill="#fff" stroke="#292F33" stroke-width=".8" d="M28 13l2.5 5-2.5 5 2 .5 3-5.5-3-5.5z"/>'
            '<path fill="#F77F00" stroke="#292F33" stroke-width=".8" d="M14 23l-2 5 5-2z"/>'
            '<circle cx="6" cy="16" r="1.8" fill="#fff"/><circle cx="5.7" cy="16" r="1.1" fill="#292F33"/>')


@drawing("rascasse-volante")
def lionfish() -> str:
    spines = "".join(f"M{18 + 3 * math.cos(math.radians(a)):.1f} {16 - 3 * math.sin(math.radians(a)):.1f}"
                     f"L{18 + 15 * math.cos(math.radians(a)):.1f} {16 - 15 * math.sin(math.radians(a)):.1f}"
                     for a in range(35, 150, 16))
    fins = "".join(f"M14 21L{14 + 12 * math.cos(math.radians(a)):.1f} {21 + 12 * math.sin(math.radians(a)):.1f}"
                   for a in range(40, 140, 18))
    return (f'<path d="{fins}" stroke="#E8A0A0" stroke-width="1.8" stroke-linecap="round"/>'
            f'<path d="{spines}" stroke="#B22234" stroke-width="1.4" stroke-linecap="round"/>'
            f'<path d="{spines}" stroke="#fff" stroke-width=".5" stroke-dasharray="1.5 1.5"/>'
            '<path fill="#B22234" d="M29 18l6-5v11z"/>'
            '<ellipse cx="18" cy="18" rx="12" ry="6.5" fill="#F2E6DA"/>'
            '<path d="M10 12.5v11M14 11.7v12.6M18 11.5v13M22 11.7v12.6M26 12.5v11" stroke="#B22234" stroke-width="1.9"/>'
            '<circle cx="8.5" cy="16" r="1.5" fill="#292F33"/>'
            f'<path d="{fins}" stroke="#B22234" stroke-width=".8" stroke-dasharray="2 1.5"/>')


@drawing("grand-requin-marteau")
def hammerhead() -> str:
    return ('<path fill="#8A9AA6" d="M2 5c0-1.5 1-2 3-2h26c2 0 3 .5 3 2s-1 2-3 2.5c-4 .5-7 1-9 3l-1 6H15l-1-6c-2-2-5-2.5-9-3-2-.5-3-1-3-2.5z"/>'
            '<path fill="#8A9AA6" d="M15 13h6c1 6 1 12-.5 17h-5C14 25 14 19 15 13z"/>'
            '<path fill="#6F808C" d="M15.5 16L5 24l1 1 10-3zm5 0l10.5 8-1 1-10-3zM18 30l-5 6 5-2 5 2z"/>'
            '<circle cx="3.5" cy="5" r="1.2" fill="#292F33"/><circle cx="32.5" cy="5" r="1.2" fill="#292F33"/>'
            '<path fill="#6F808C" d="M17 20h2l-1 4z"/>')


@drawing("raie-manta-geante")
def manta() -> str:
    return ('<path d="M18 26l1 10" stroke="#292F33" stroke-width="1" stroke-linecap="round"/>'
            '<path fill="#2B3038" d="M18 6c3 0 5 2 7 4 3 3 8 5 11 7-3 2-9 3-12 5-2 1.5-4 4-6 4s-4-2.5-6-4C9 20 3 19 0 17c3-2 8-4 11-7 2-2 4-4 7-4z"/>'
            '<path fill="#2B3038" d="M14 7c-1-2-1-4 0-5 1 1 2 3 2 4zm8 0c1-2 1-4 0-5-1 1-2 3-2 4z"/>'
            '<path fill="#E9EEF2" d="M13 11c-1 2-3 3-6 4 3 0 6-1 7-3zm10 0c1 2 3 3 6 4-3 0-6-1-7-3z"/>'
            '<circle cx="14.5" cy="8.5" r=".8" fill="#fff"/><circle cx="21.5" cy="8.5" r=".8" fill="#fff"/>')


@drawing("anguille-europe")
def eel() -> str:
    return '<g transform="translate(-3 -4) scale(1.15)">' + _eel() + "</g>"


def _eel() -> str:
    body = "M3 14c4-5 10-3 13 1s7 7 11 5 6-4 8-3c-2 4-5 7-9 8s-9-1-12-4-5-5-8-4c-1.5.5-3 .3-3-3z"
    return ('<g fill="#BFE3F5"><circle cx="3" cy="8" r="1.2"/><circle cx="6" cy="5" r=".8"/></g>'
            f'<path fill="#C8B27A" d="{body}" transform="translate(0 1.6)"/>'
            f'<path fill="#5E5A2E" d="{body}"/>'
            '<path fill="#A89860" d="M9 16c2 0 3 1 3 3-1 0-3-1-3-3z"/>'
            '<circle cx="5.5" cy="13" r=".9" fill="#F5F8FA"/><circle cx="5.5" cy="13" r=".45" fill="#292F33"/>'
            '<path d="M7.5 14.5l.5 2" stroke="#3C3A1C" stroke-width=".6"/>'
            '<path d="M3.8 14.5h1.5" stroke="#3C3A1C" stroke-width=".6" stroke-linecap="round"/>')


# --- amphibians (seen from above, except the newt) -----------------------------------------------
def _salamander(body: str, spots: str, head_w: float, length: float, gills: str = "") -> str:
    legs = ('<path d="M13 14l-6-3-1-3M23 14l6-3 1-3M13.5 24l-6 2-1 3M22.5 24l6 2 1 3" '
            f'stroke="{body}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" fill="none"/>')
    tail = f'<path fill="{body}" d="M15.5 25c0 5 1 9 2.5 {min(11, length)} 1.5-2 2.5-6 2.5-11z"/>'
    return (legs + tail + gills
            + f'<ellipse cx="18" cy="19" rx="5" ry="8" fill="{body}"/>'
            + f'<ellipse cx="18" cy="9.5" rx="{head_w}" ry="4.5" fill="{body}"/>' + spots)


@drawing("axolotl")
def axolotl() -> str:
    gills = ('<path d="M13 8l-6-3M12.5 10l-7-1M13 12l-6 1.5M23 8l6-3M23.5 10l7-1M23 12l6 1.5" '
             'stroke="#E0457B" stroke-width="1.6" stroke-linecap="round"/>'
             '<path d="M9 6l-1 1.5M10 9.5l-.5 1.5M9.5 12.5l.5 1.5M27 6l1 1.5M26 9.5l.5 1.5M26.5 12.5l-.5 1.5" '
             'stroke="#E0457B" stroke-width="1" stroke-linecap="round"/>')
    return (_salamander("#F7B6C8", "", 6, 11, gills)
            + '<circle cx="15" cy="8.5" r="1.1" fill="#292F33"/><circle cx="21" cy="8.5" r="1.1" fill="#292F33"/>'
            '<path d="M15.5 11.5c1.5 1 3.5 1 5 0" stroke="#C2557A" stroke-width=".8" fill="none" stroke-linecap="round"/>')


@drawing("salamandre-geante-chine")
def giant_salamander() -> str:
    spots = ('<g fill="#4E3B26"><circle cx="16" cy="17" r="1.2"/><circle cx="20" cy="21" r="1.4"/><circle cx="17" cy="24" r="1"/>'
             '<circle cx="15" cy="9" r="1"/><circle cx="21" cy="10" r="1.2"/><circle cx="19.5" cy="15" r=".9"/></g>'
             '<circle cx="15.5" cy="7" r=".7" fill="#1E1510"/><circle cx="20.5" cy="7" r=".7" fill="#1E1510"/>'
             '<path d="M12.6 19c-1 1-1 3 0 4M23.4 19c1 1 1 3 0 4" stroke="#6B5236" stroke-width="1" fill="none"/>')
    return _salamander("#8A6E4B", spots, 7, 11)


@drawing("triton-crete")
def crested_newt() -> str:
    return ('<path fill="#2E2A24" d="M8 17l2-4 2 2 2-4 2 3 2-4 2 3 2-3 2 3 2-3 2 4 2-2 2 3 3 1-3 2c-6 0-20 0-24 1z"/>'
            '<path fill="#2E2A24" d="M36 19c-4 1-8 4-14 4-7 0-10-1-13 0l1-4c5-1 15-1 26 0z"/>'
            '<path fill="#2E2A24" d="M2 19c0-3 3-4 7-4 3 0 5 1 6 3l-1 5c-2 1-5 1-8 1-2 0-4-2-4-5z"/>'
            '<path fill="#F08A24" d="M4 22c3 1 8 1 12 0 5 1 12 0 18-3-4 4-10 5-16 5-5 0-10 1-14-2z"/>'
            '<g fill="#2E2A24"><circle cx="9" cy="22.6" r=".8"/><circle cx="14" cy="22.6" r=".7"/><circle cx="19" cy="23.4" r=".8"/></g>'
            '<path d="M11 22l-2 5-2 1M23 22l1 5 2 1" stroke="#2E2A24" stroke-width="1.8" fill="none" stroke-linecap="round"/>'
            '<g fill="#F5F8FA"><circle cx="6" cy="18" r="1.3"/></g><circle cx="6" cy="18" r=".7" fill="#292F33"/>'
            '<g fill="#C9C4B8"><circle cx="12" cy="20" r=".5"/><circle cx="17" cy="20.5" r=".5"/><circle cx="25" cy="20.3" r=".5"/></g>')


# --- reptiles ------------------------------------------------------------------------------------
def _sea_turtle(shell: str, scutes: str, skin: str, extra: str = "") -> str:
    return (f'<path fill="{skin}" d="M11 14C5 10 2 10 1 12c2 2 6 4 10 5zm14 0c6-4 9-4 10-2-2 2-6 4-10 5z"/>'
            f'<path fill="{skin}" d="M12 27c-3 2-5 4-5 6 2 0 5-2 7-4zm12 0c3 2 5 4 5 6-2 0-5-2-7-4zM17 30h2l-1 4z"/>'
            f'<ellipse cx="18" cy="5.5" rx="3.5" ry="4" fill="{skin}"/>'
            '<circle cx="16.3" cy="4.5" r=".7" fill="#292F33"/><circle cx="19.7" cy="4.5" r=".7" fill="#292F33"/>'
            f'<ellipse cx="18" cy="19" rx="9" ry="11.5" fill="{shell}"/>'
            f'<path d="M18 8v22M13 11l5 4 5-4M12 19h12M13 27l5-4 5 4M10.5 15l2.5 4-2.5 4M25.5 15l-2.5 4 2.5 4" '
            f'stroke="{scutes}" stroke-width="1" fill="none"/>' + extra)


@drawing("tortue-imbriquee")
def hawksbill() -> str:
    return _sea_turtle("#9C5B2A", "#E0A060", "#C9A67A",
                       '<g fill="#E0A060" opacity=".7"><circle cx="15" cy="17" r="1.3"/><circle cx="21" cy="21" r="1.3"/>'
                       '<circle cx="16" cy="25" r="1"/><circle cx="21" cy="13" r="1"/></g>')


@drawing("tortue-caouanne")
def loggerhead() -> str:
    return _sea_turtle("#B35A2A", "#7A3512", "#D9A66E")


@drawing("tortue-luth")
def leatherback() -> str:
    return ('<path fill="#2F3A45" d="M11 14C4 9 1 9 0 11c2 3 6 5 11 6zm14 0c7-5 10-5 11-3-2 3-6 5-11 6z"/>'
            '<path fill="#2F3A45" d="M12 27c-3 2-5 4-5 6 2 0 5-2 7-4zm12 0c3 2 5 4 5 6-2 0-5-2-7-4z"/>'
            '<ellipse cx="18" cy="5.5" rx="3.5" ry="4" fill="#2F3A45"/>'
            '<circle cx="16.3" cy="4.5" r=".7" fill="#E1E8ED"/><circle cx="19.7" cy="4.5" r=".7" fill="#E1E8ED"/>'
            '<path fill="#1E262E" d="M9 17c0-6 4-9 9-9s9 3 9 9c0 6-4 14-9 16-5-2-9-10-9-16z"/>'
            '<path d="M18 9v23M14 10c-1 6 0 14 3 21M22 10c1 6 0 14-3 21M10 14c0 6 2 12 5 16M26 14c0 6-2 12-5 16" '
            'stroke="#5A6B7A" stroke-width="1" fill="none"/>'
            '<g fill="#B8C4CC"><circle cx="12" cy="19" r=".6"/><circle cx="24" cy="20" r=".6"/><circle cx="16" cy="25" r=".5"/>'
            '<circle cx="20" cy="14" r=".5"/><circle cx="4" cy="11" r=".5"/><circle cx="32" cy="11" r=".5"/></g>')


@drawing("cameleon-panthere")
def chameleon() -> str:
    return ('<path d="M0 30h36" stroke="#8B5A2B" stroke-width="2.5"/>'
            '<path fill="#2E9E5B" d="M6 18c0-5 4-9 10-9 7 0 12 4 13 9 .5 3-1 5-3 5H9c-2 0-3-2-3-5z"/>'
            '<path fill="#2E9E5B" d="M27 20c4 0 7 2 7 5s-2 5-4.5 5-3.5-2-2.5-3.5 2.5-.5 2.5.5c0-1-1-2-2.5-2-2 0-3 1-3.5 0z"/>'
            '<path fill="#2E9E5B" d="M3 14c0-3 2-5 5-5l3 3-2 6H4c-1-1-1-3-1-4z"/>'
            '<path fill="#238046" d="M6 6l5 4-3 1z"/>'
            '<path d="M12 12v9M17 10.5V22M22 11v11" stroke="#E0453A" stroke-width="2"/>'
            '<path fill="#3B7DD8" d="M8 21c4 1 14 1 19 0-1 1-2 2-3 2H10c-1 0-2-1-2-2z"/>'
            '<path d="M10 22l-1 7M23 22l2 7" stroke="#2E9E5B" stroke-width="2" stroke-linecap="round"/>'
            '<circle cx="7" cy="13" r="2.2" fill="#F4B43C"/><circle cx="6.7" cy="13" r=".8" fill="#292F33"/>'
            '<path d="M3 16h3" stroke="#F4E07A" stroke-width="1" stroke-linecap="round"/>')


@drawing("cobra-royal")
def king_cobra() -> str:
    return ('<path fill="#6B6A3A" d="M6 31c0-4 6-5 12-5s12 1 12 4-5 5-12 5-12 0-12-4z"/>'
            '<path fill="#8C8A4E" d="M9 31c0-2 4-3 9-3s9 1 9 2.5-4 2.5-9 2.5-9-.5-9-2z"/>'
            '<path fill="#6B6A3A" d="M15 28c0-6-1-10-2-13h10c-1 3-2 7-2 13z"/>'
            '<path fill="#6B6A3A" d="M18 3c5 0 9 4 9 10 0 4-4 6-9 6s-9-2-9-6c0-6 4-10 9-10z"/>'
            '<path fill="#D8C98A" d="M18 7c2.5 0 4 2.5 4 6 0 2-2 3.5-4 3.5s-4-1.5-4-3.5c0-3.5 1.5-6 4-6z"/>'
            '<path d="M15 9.5h6M14.6 12h6.8M15 14.5h6M14 20h8M13.6 23h8.8" stroke="#4A4A26" stroke-width=".8"/>'
            '<ellipse cx="18" cy="3.5" rx="2.6" ry="2.2" fill="#7A7842"/>'
            '<circle cx="16.8" cy="3" r=".6" fill="#292F33"/><circle cx="19.2" cy="3" r=".6" fill="#292F33"/>'
            '<path d="M18 5.5v1.5l-.7 1M18 7l.7 1" stroke="#DD2E44" stroke-width=".6" fill="none"/>')


# --- birds ---------------------------------------------------------------------------------------
@drawing("autruche")
def ostrich() -> str:
    return ('<path d="M16 25l-2 10h-2M21 25l2 10h2" stroke="#E8A0A0" stroke-width="1.6" fill="none" stroke-linecap="round"/>'
            '<path fill="#292F33" d="M9 18c0-4 4-7 9-7s10 3 10 7-4 8-10 8-9-4-9-8z"/>'
            '<path fill="#F5F8FA" d="M26 13c3-1 6 0 7 3-2 1-4 2-6 1zm-2 7c3 0 6 1 7 3-3 1-5 0-7-1z"/>'
            '<path d="M11 14c-1-4-1-8 0-10" stroke="#E8A0A0" stroke-width="2.2" fill="none" stroke-linecap="round"/>'
            '<ellipse cx="11" cy="3.5" rx="2.5" ry="2" fill="#B8A898"/>'
            '<path fill="#E8A0A0" d="M8.6 3.2L5.5 4l3.2.8z"/><circle cx="10.5" cy="3" r=".6" fill="#292F33"/>')


@drawing("albatros-hurleur")
def albatross() -> str:
    # white birds get a thin grey outline: the card behind them is white too
    return ('<g transform="translate(-2.7 -8) scale(1.15)" stroke="#8899A6" stroke-width=".3">'
            '<path fill="#F5F8FA" d="M1 12c5 0 12 2 15 5h4c3-3 10-5 15-5-4 2-11 5-14 9h-6C12 17 5 14 1 12z"/>'
            '<path fill="#3A4148" d="M1 12c2 0 4 .3 6 .8L4 14zm34 0c-2 0-4 .3-6 .8l3 1.2z"/>'
            '<path fill="#CCD6DD" d="M4 13c4 1 8 3 11 5l-1 1C11 16 7 14 4 13zm28 0c-4 1-8 3-11 5l1 1c3-3 7-5 10-6z"/>'
            '<ellipse cx="18" cy="20" rx="3" ry="6.5" fill="#F5F8FA"/>'
            '<path fill="#F5F8FA" d="M16.5 26l1.5 4 1.5-4z"/>'
            '<circle cx="18" cy="13.5" r="2.3" fill="#F5F8FA"/>'
            '<path fill="#F2B8C6" d="M17.2 14.5L18 19l.8-4.5z"/>'
            '<circle cx="17.1" cy="13" r=".45" fill="#292F33"/><circle cx="18.9" cy="13" r=".45" fill="#292F33"/></g>')


@drawing("sterne-arctique")
def arctic_tern() -> str:
    return ('<g transform="translate(0 3)" stroke="#8899A6" stroke-width=".3">'
            '<path fill="#D5DEE5" d="M14 18C10 11 5 7 0 5c6 0 12 3 17 10zm6 0c4-6 9-10 16-13-5 5-9 9-13 14z"/>'
            '<path fill="#F5F8FA" d="M10 19c2-3 8-4 14-3 3 .5 5 2 6 3l5 5-5-2c-2 2-8 3-13 2-4-.5-7-2-7-5z"/>'
            '<path fill="#F5F8FA" d="M29 20l7 9-6-5z"/>'
            '<path fill="#292F33" d="M5.5 17c1-2 3-3 5-3s3.5 1 4 3c-2-.5-5-.5-9 0z"/>'
            '<path fill="#F5F8FA" d="M5.5 17c3-.6 6-.6 9 0 0 2-2 3.5-4.5 3.5S5.5 19 5.5 17z"/>'
            '<path fill="#DD2E44" d="M6 18.3L0 19.5l6 .5z"/><circle cx="7.8" cy="17.6" r=".6" fill="#F5F8FA"/></g>')


@drawing("macareux-moine")
def puffin() -> str:
    """Side view, standing on a rock: a black back and wing, white belly, a grey-white face and
    the big striped orange beak (never a penguin's slim bill)."""
    return ('<path fill="#8A949C" d="M4 33c2-3 6-4 14-4s13 1 15 4v3H4z"/>'
            '<path fill="#F4700C" d="M16 29l-3 2h5zm6 0l-1 2h5z"/>'
            '<path fill="#292F33" d="M14 8c4-2 9 0 11 5 3 6 3 12 0 16-2 2-6 2-9 1-4-2-5-7-5-12 0-4 1-8 3-10z"/>'
            '<path fill="#F5F8FA" d="M12 17c0 6 2 11 6 13 2 0 3-1 3-2-3-3-4-8-4-13z"/>'
            '<path fill="#1F2326" d="M20 14c4 2 6 7 5 13l-2 1c0-5-1-10-3-14z"/>'
            '<ellipse cx="14.5" cy="11.5" rx="4.5" ry="4" fill="#DDE3E8"/>'
            '<path fill="#DD4B1A" d="M10.5 9.5C7 10 4 12 3 15c3 .5 6 0 8-1.5z"/>'
            '<path fill="#F4B43C" d="M10.5 9.5c-1 .2-1.8.5-2.6.9l.6 3.8c.9-.3 1.8-.6 2.5-1z"/>'
            '<path fill="#66757F" d="M11 9.4l-.6 4c.5-.2 1-.5 1.3-.9z"/>'
            '<circle cx="14" cy="10.5" r="1" fill="#292F33"/>'
            '<path d="M14.5 9.3l1.2-.8M13.5 11.6l1.2 1" stroke="#DD2E44" stroke-width=".6"/>')


@drawing("serpentaire")
def secretarybird() -> str:
    return ('<path d="M16 22l-1 13h-2M20 22l1 13h2" stroke="#292F33" stroke-width="1.4" fill="none" stroke-linecap="round"/>'
            '<path fill="#292F33" d="M22 17c4 1 9 4 13 9-4-1-9-3-12-4z"/>'
            '<path fill="#B8C4CC" d="M12 17c0-3 3-5 6-5s7 2 7 5-3 7-7 7-6-4-6-7z"/>'
            '<path fill="#292F33" d="M13 20c2 2 7 3 11 1l-1 2c-3 2-8 1-10-1z"/>'
            '<path d="M13 13c-1-3-1-5 0-7" stroke="#B8C4CC" stroke-width="2.6" fill="none" stroke-linecap="round"/>'
            '<circle cx="12.5" cy="5" r="2.8" fill="#B8C4CC"/>'
            '<path fill="#F4700C" d="M9.8 4c1-1.5 3-2 4-.5l-1 3c-1 .5-2.5 0-3-.5z"/>'
            '<path fill="#66757F" d="M10 5L7 6l1 1.2 2.3-.5z"/>'
            '<circle cx="11.8" cy="4.6" r=".6" fill="#292F33"/>'
            '<path d="M14.5 4l5-3M15 5l6-1M15 6l5.5 1.5M14 3.5l3.5-3" stroke="#292F33" stroke-width=".9" stroke-linecap="round"/>')


@drawing("bec-en-sabot")
def shoebill() -> str:
    return ('<path d="M17 26l-1 9h-2M22 26l1 9h2" stroke="#4A545C" stroke-width="1.4" fill="none" stroke-linecap="round"/>'
            '<path fill="#8A9AA6" d="M12 22c0-6 3-9 8-9s8 4 8 9-3 6-8 6-8 0-8-6z"/>'
            '<path fill="#6F808C" d="M20 15c4 0 7 3 8 7-3 0-6-2-8-7z"/>'
            '<path fill="#8A9AA6" d="M13 16c0-2 1-3 2-4h4l1 4z"/>'
            '<circle cx="16" cy="9" r="5" fill="#8A9AA6"/>'
            '<path fill="#D8CBA0" d="M12 7c-4 0-8 1-10 3-1 1 0 3 1 3 3 1 7 1 10 0 1-1 1-5-1-6z"/>'
            '<path fill="#B3A479" d="M2 10.5c2 1 7 1.5 11 .5 0 1-.2 1.6-.5 2-3 1-7 1-10 0-1 0-1-1.5-.5-2.5z"/>'
            '<path fill="#A89860" d="M2.5 9.8L1.5 11.5l1.8-.8z"/>'
            '<circle cx="15.5" cy="7.5" r="1" fill="#F5E6A8"/><circle cx="15.5" cy="7.5" r=".5" fill="#292F33"/>')


@drawing("toucan-toco")
def toucan() -> str:
    return ('<path d="M0 32h36" stroke="#8B5A2B" stroke-width="2.5"/>'
            '<path fill="#292F33" d="M20 30l4 6 3-1-3-6z"/>'
            '<path fill="#292F33" d="M14 20c0-6 3-10 7-10s6 4 6 10-3 11-7 11-6-5-6-11z"/>'
            '<path fill="#F5F8FA" d="M14.5 14c0-3 2-5 4.5-5s3 2 3 4-1 5-3.5 5-4-1.5-4-4z"/>'
            '<path fill="#F77F00" d="M16 9.5C12 7 5 6 1 8c2 2 4 4 7 5 3 .8 6 .5 8 0z"/>'
            '<path fill="#FFAC33" d="M16 9.5C12 7 5 6 1 8c4-.3 9 .5 15 3z"/>'
            '<path fill="#292F33" d="M1 8c.7.7 1.3 1.3 2 1.8L4.5 7.3C3 7.3 2 7.5 1 8z"/>'
            '<path fill="#DD2E44" d="M16 14.5c-.5-.2-1-.4-1.3-.6l-.2-1c.6.2 1 .5 1.5.7z"/>'
            '<circle cx="18.5" cy="10" r="1.8" fill="#3B88C3"/><circle cx="18.5" cy="10" r=".8" fill="#292F33"/>'
            '<path fill="#DD2E44" d="M17 25c1 2 3 3 5 2z"/>')


@drawing("colibri-gorge-rubis")
def hummingbird() -> str:
    return ('<path fill="#CCD6DD" opacity=".8" d="M18 15C16 8 18 2 22 0c2 4 1 10-2 15zm2 1c4-5 9-7 13-6-2 4-7 7-12 8z"/>'
            '<path fill="#3E9E4A" d="M10 16c2-3 7-4 11-2 3 1.5 5 4 6 7l6 5c-3 0-6-1-8-2-3 1-7 1-10-1s-5-4-5-7z"/>'
            '<path fill="#F5F8FA" d="M12 20c3 1 7 2 12 2-3 2-7 2-10 1z"/>'
            '<path fill="#C8102E" d="M9.8 17.2c1 1.8 3 2.8 5 2.8-.5 1-2 1.5-3.5 1s-2-2-1.5-3.8z"/>'
            '<circle cx="12" cy="15.5" r="3" fill="#3E9E4A"/>'
            '<path d="M9.5 16L1 19" stroke="#292F33" stroke-width=".9" stroke-linecap="round"/>'
            '<circle cx="11.5" cy="15" r=".8" fill="#292F33"/>'
            '<path fill="#EA596E" d="M0 28c1-3 3-4 5-3 0-2 2-3 3-1 2-1 3 1 2 3-2 1-4 2-6 1-2 1-4 1-4 0z"/>'
            '<path d="M4 28l1 8" stroke="#5C913B" stroke-width="1"/>')


# --- mammals -------------------------------------------------------------------------------------
@drawing("dugong")
def dugong() -> str:
    return ('<path fill="#8E7F76" d="M3 20c0-5 4-8 9-8 7 0 12 2 16 5 2-2 4-5 7-5-1 3-2 5-4 7 2 2 3 4 4 7-3 0-5-2-7-4-5 3-10 5-16 4-5-1-9-3-9-6z"/>'
            '<path fill="#B3A69B" d="M6 24c4 2 10 3 16 1-5 3-10 3-14 2-1 0-2-1-2-3z"/>'
            '<path fill="#6E6058" d="M14 22c0 3-2 6-5 7 0-2 1-5 2-7z"/>'
            '<path fill="#A8998E" d="M3 20c0-2 1.2-3.5 3-3.5 1.5 0 2.5 1.5 2.2 3.5-.2 1.8-1.6 3.5-3.2 3.5-1.3 0-2-1.5-2-3.5z"/>'
            '<g fill="#6E6058"><circle cx="4.2" cy="19.5" r=".4"/><circle cx="5.5" cy="20.5" r=".4"/><circle cx="4.5" cy="21.5" r=".4"/>'
            '<circle cx="6.5" cy="19" r=".4"/></g>'
            '<circle cx="9" cy="16.5" r=".8" fill="#292F33"/>'
            '<path fill="#7FB069" d="M0 34c3-1 5-5 6-9 0 4-2 8-3 11zm30 2c0-3 1-6 3-8-1 3-1 6-1 8z"/>')


@drawing("orque")
def orca() -> str:
    return ('<path fill="#1F2326" d="M1 20c0-4 4-7 10-7 7 0 13 2 18 5 1-2 3-4 6-4-1 2-2 4-3.5 5.5 1.5 1.5 2.5 3.5 3.5 5.5-3 0-5-2-6-4-5 3-11 5-17 4-7-.5-11-2-11-5z"/>'
            '<path fill="#1F2326" d="M14 13c1-4 2-8 3-11 2 3 3 7 3 12z"/>'
            '<path fill="#F5F8FA" d="M7 15.5c2-1 4-1 5.5 0-1 .8-3 1.3-5.5 0z"/>'
            '<path fill="#F5F8FA" d="M2 21c3 2 8 3 12 2.5 3 2 7 2 10 0-4 3-12 4-18 2.5-2-.5-4-2.5-4-5z"/>'
            '<path fill="#7A8690" d="M20 14.5c2 .2 4 .8 5.5 1.7-2 .3-4 0-5.5-1.7z"/>'
            '<path fill="#1F2326" d="M12 21c1 3 0 6-3 8 0-3 1-5 1.5-8z"/>'
            '<circle cx="5.5" cy="17.3" r=".6" fill="#F5F8FA"/>')


@drawing("suricate")
def meerkat() -> str:
    return ('<path d="M22 30c4 0 6 2 8 5" stroke="#A8845A" stroke-width="2" fill="none" stroke-linecap="round"/>'
            '<path fill="#C9A47A" d="M11 34c-1-6 0-12 2-17h10c2 5 3 11 2 17z"/>'
            '<path fill="#E3CBA4" d="M14.5 20h7c1.5 4 2 9 1.5 14h-10c-.5-5 0-10 1.5-14z"/>'
            '<path d="M14 21c-2 2-2 4-1 5M22 21c2 2 2 4 1 5" stroke="#C9A47A" stroke-width="2" fill="none" stroke-linecap="round"/>'
            '<ellipse cx="18" cy="10" rx="5.5" ry="6.5" fill="#C9A47A"/>'
            '<circle cx="12.8" cy="8" r="1.5" fill="#3D2E22"/><circle cx="23.2" cy="8" r="1.5" fill="#3D2E22"/>'
            '<path fill="#E3CBA4" d="M15 12c1-2 5-2 6 0l-3 5z"/>'
            '<ellipse cx="15.3" cy="9.5" rx="1.5" ry="1.7" fill="#3D2E22"/><ellipse cx="20.7" cy="9.5" rx="1.5" ry="1.7" fill="#3D2E22"/>'
            '<circle cx="15.5" cy="9.3" r=".6" fill="#F5F8FA"/><circle cx="20.5" cy="9.3" r=".6" fill="#F5F8FA"/>'
            '<path fill="#292F33" d="M17 15.5h2l-1 1.3z"/>'
            '<path d="M0 35h36" stroke="#E3CFA3" stroke-width="2"/>')


@drawing("ornithorynque")
def platypus() -> str:
    return ('<g transform="translate(0 -3)">'
            '<path fill="#6B4226" d="M24 20c4-3 9-3 12-1-1 4-6 6-12 5z"/>'
            '<path fill="#8B5A3C" d="M6 18c0-4 5-7 11-7s11 3 11 7-5 7-11 7-11-3-11-7z"/>'
            '<path fill="#B07C58" d="M9 21c3 2 10 3 16 1-3 2-6 3-9 3-3 0-6-1-7-4z"/>'
            '<path fill="#3A3F44" d="M7.5 15.5C5 14 2 14 1 15s0 3 1.5 3.5c2 .7 4 .5 5.5 0z"/>'
            '<path fill="#5A6068" d="M7.5 15.5C5 14.6 2.5 14.5 1.3 15c1.5.3 4 .7 6.2 1.6z"/>'
            '<circle cx="9" cy="14.8" r=".8" fill="#292F33"/>'
            '<path fill="#6B4226" d="M10 23l-3 4h5zm12 0l1 4h4z"/></g>')


@drawing("panda-roux")
def red_panda() -> str:
    return ('<path fill="#C1502E" d="M5 6c2-3 7-3 8 1l-5 5C6 11 4 9 5 6zm26 0c-2-3-7-3-8 1l5 5c2-1 4-3 3-6z"/>'
            '<path fill="#F5F8FA" d="M6.5 6.5c1-1.2 3.5-1.2 4.5.5L8 10c-1-.5-2-2-1.5-3.5zm23 0c-1-1.2-3.5-1.2-4.5.5l3 3c1-.5 2-2 1.5-3.5z"/>'
            '<path fill="#C1502E" d="M18 6c8 0 14 5 14 12 0 8-7 13-14 13S4 26 4 18C4 11 10 6 18 6z"/>'
            '<path fill="#F5F8FA" d="M6 19c0-3 2-5 4-5 1 2 3 4 4 7-1 4-3 6-5 6-2-1-3-4-3-8zm24 0c0-3-2-5-4-5-1 2-3 4-4 7 1 4 3 6 5 6 2-1 3-4 3-8z"/>'
            '<path fill="#F5F8FA" d="M12 22c2-3 10-3 12 0 1 3-2 7-6 7s-7-4-6-7z"/>'
            '<ellipse cx="12.5" cy="12" rx="2" ry="1.3" fill="#F5F8FA"/><ellipse cx="23.5" cy="12" rx="2" ry="1.3" fill="#F5F8FA"/>'
            '<path fill="#7A2E18" d="M13 16c1 2 1 4 0 6l-1-1c0-2 0-3 1-5zm10 0c-1 2-1 4 0 6l1-1c0-2 0-3-1-5z"/>'
            '<circle cx="13.5" cy="16" r="1.6" fill="#292F33"/><circle cx="22.5" cy="16" r="1.6" fill="#292F33"/>'
            '<path fill="#292F33" d="M16 22h4c0 1-1 2-2 2s-2-1-2-2z"/>')


def _ape(fur: str, face: str, muzzle: str, ear_r: float, extra: str, build: float = 1) -> str:
    """An ape sitting, seen from the front: no tail, long arms down to the ground on their
    knuckles, short bent legs, a bare face with a brow ridge. ``build`` below 1 makes it
    slimmer (the bonobo: never a burly gorilla)."""
    return (f'<path d="M11.5 17C8 22 6.5 27 6.5 33M24.5 17c3.5 5 5 10 5 16" stroke="{fur}" stroke-width="{4 * build:.1f}" '
            'fill="none" stroke-linecap="round"/>'
            f'<ellipse cx="18" cy="24" rx="{7.5 * build:.1f}" ry="8.5" fill="{fur}"/>'
            f'<path fill="{fur}" d="M10 30c0-3 3-4 5-3l2 6c-2 1.5-7 1.5-7-3zm16 0c0-3-3-4-5-3l-2 6c2 1.5 7 1.5 7-3z"/>'
            f'<ellipse cx="6.5" cy="33.5" rx="2.3" ry="1.6" fill="{face}"/><ellipse cx="29.5" cy="33.5" rx="2.3" ry="1.6" fill="{face}"/>'
            f'<ellipse cx="13" cy="33.5" rx="2.5" ry="1.3" fill="{face}"/><ellipse cx="23" cy="33.5" rx="2.5" ry="1.3" fill="{face}"/>'
            f'<circle cx="{18 - 7.3 + ear_r * .2}" cy="10.5" r="{ear_r}" fill="{face}"/>'
            f'<circle cx="{18 + 7.3 - ear_r * .2}" cy="10.5" r="{ear_r}" fill="{face}"/>'
            f'<circle cx="18" cy="9.5" r="7" fill="{fur}"/>'
            f'<path fill="{face}" d="M12.5 9.5c0-2 1.5-3 3-3 1 0 2 .5 2.5 1 .5-.5 1.5-1 2.5-1 1.5 0 3 1 3 3 0 3-1 4-1 5.5 0 2-2 3.5-4.5 3.5s-4.5-1.5-4.5-3.5c0-1.5-1-2.5-1-5.5z"/>'
            f'<path fill="{muzzle}" d="M14 14.5c0-2 2-2.5 4-2.5s4 .5 4 2.5-2 3.5-4 3.5-4-1.5-4-3.5z"/>'
            f'<path d="M13 8.6c1.5-1 3.5-1 5 0 1.5-1 3.5-1 5 0" stroke="{fur}" stroke-width="1.1" fill="none" stroke-linecap="round"/>'
            '<circle cx="15.7" cy="10" r=".9" fill="#292F33"/><circle cx="20.3" cy="10" r=".9" fill="#292F33"/>'
            '<circle cx="17.2" cy="13" r=".35" fill="#292F33"/><circle cx="18.8" cy="13" r=".35" fill="#292F33"/>'
            + extra)


@drawing("chimpanze")
def chimpanzee() -> str:
    """Big round ears sticking out, a pale face: an ape (no tail), not a monkey."""
    return _ape("#2E2420", "#D9B79A", "#E6C8AE", 3,
                '<path d="M15.5 15.8c1.5.8 3.5.8 5 0" stroke="#8A6A55" stroke-width=".7" fill="none" stroke-linecap="round"/>')


@drawing("bonobo")
def bonobo() -> str:
    """Black all over, the face too, with pink lips and hair parted in the middle."""
    return _ape("#17120F", "#3A302B", "#4A3E38", 2,
                '<path fill="#17120F" d="M11 6c1-4 5-5 7-3 2-2 6-1 7 3-2-1-4-1.5-7 .5-3-2-5-1.5-7-.5z"/>'
                '<path d="M18 3v3" stroke="#3A302B" stroke-width=".5"/>'
                '<circle cx="15.7" cy="10" r="1.3" fill="#8A7466"/><circle cx="20.3" cy="10" r="1.3" fill="#8A7466"/>'
                '<circle cx="15.7" cy="10" r=".8" fill="#120E0C"/><circle cx="20.3" cy="10" r=".8" fill="#120E0C"/>'
                '<ellipse cx="18" cy="15.9" rx="2.6" ry="1.1" fill="#E89A9A"/>'
                '<path d="M15.6 15.9h4.8" stroke="#B56A6A" stroke-width=".5"/>', build=.82)


@drawing("protee")
def olm() -> str:
    """Long, thin and eel-like, seen from above: pale pink-white, tiny legs, no eyes, small red
    gill tufts; nothing of the axolotl's wide head and big frilly gills."""
    spine = "M5 18C9 13 13 13 16.5 17s8 6 11.5 1.5"
    tail = "M28 18.5c1.5-2 3-3.2 5.5-3.6"
    legs = ('<path d="M9.5 14.3l-1-2.3M10.3 16.8l.4 2.6M23 19.5l-.3 2.6M24.5 17.5l1-2.2" stroke="#E9C4B9" '
            'stroke-width="1" stroke-linecap="round" transform="translate(0 1)"/>')
    gills = ('<path d="M7 15.8l-.6-2.6M8.2 15.5l.4-2.4M7 19.8l-.6 2.6M8.2 20.1l.4 2.4" stroke="#E0455E" '
             'stroke-width="1" stroke-linecap="round"/>'
             '<path d="M6.4 13.2l-.8-.4M8.6 13.1l.7-.5M6.4 22.4l-.8.4M8.6 22.5l.7.5" stroke="#E0455E" '
             'stroke-width=".6" stroke-linecap="round"/>')
    return (legs
            # outlines first, then the fills: the tail joins the body without a seam
            + f'<path d="{spine}" stroke="#D9A9A0" stroke-width="4.6" fill="none" stroke-linecap="round"/>'
            + f'<path d="{tail}" stroke="#D9A9A0" stroke-width="2.8" fill="none" stroke-linecap="round"/>'
            + f'<path d="{spine}" stroke="#F6E1DA" stroke-width="3.6" fill="none" stroke-linecap="round"/>'
            + f'<path d="{tail}" stroke="#F6E1DA" stroke-width="1.8" fill="none" stroke-linecap="round"/>'
            + '<ellipse cx="4.5" cy="17.8" rx="3.8" ry="2.3" fill="#F6E1DA" stroke="#D9A9A0" stroke-width=".5"/>'
            + '<path d="M1.4 18.3h1.8" stroke="#D9A9A0" stroke-width=".5" stroke-linecap="round"/>' + gills)


@drawing("martin-pecheur")
def kingfisher() -> str:
    """The common kingfisher perched on a twig: bright blue back and crown, orange breast and
    cheek, a white neck patch, the long black dagger beak and a short tail."""
    return ('<path d="M8 31l28-3" stroke="#7A5230" stroke-width="2" stroke-linecap="round"/>'
            '<path fill="#1A6FB3" d="M25 23l7 6-2 1.5-7-5z"/>'
            '<path fill="#F08A24" d="M9 14c-1 6 2 13 9 14 4 .5 7-1.5 7-5 0-5-4-9-9-10z"/>'
            '<path fill="#1E8FD6" d="M13 11c5-1 10 2 12 6 1.5 3 1.5 6 0 8-1-4-4-7-8-9-3-1-5-3-4-5z"/>'
            '<path d="M15.5 13.5c3 .5 6 2.5 7.5 5.5" stroke="#5FD3F3" stroke-width="1.3" fill="none" stroke-linecap="round"/>'
            '<circle cx="12" cy="10.5" r="5.2" fill="#1E8FD6"/>'
            '<g fill="#5FD3F3"><circle cx="10.5" cy="7.5" r=".5"/><circle cx="12.5" cy="6.8" r=".5"/><circle cx="14.3" cy="7.8" r=".5"/></g>'
            '<path fill="#F08A24" d="M8 10.5c2-.5 5-.5 7.5 1-1 1.5-4 2-7 1z"/>'
            '<path fill="#F5F8FA" d="M15.5 12c1 0 2 .8 2 2-1 .3-2 0-2.5-.8zM7.5 13c1 .8 2.5 1 3.5.8-.5 1-2 1.7-3.5 1z"/>'
            '<path fill="#292F33" d="M7.8 9.6L0 12.2l7.8 1.7z"/>'
            '<circle cx="10.4" cy="10.2" r="1" fill="#292F33"/>'
            '<path d="M15 28l-1 3M18 28.5l-.5 2.5" stroke="#E0453A" stroke-width="1" stroke-linecap="round"/>')


@drawing("faucon-pelerin")
def peregrine() -> str:
    """A perched falcon seen from the side: slate-grey back and long pointed wings reaching the
    tail's tip, a dark hood with the moustache mark under the eye, white cheek and throat, a
    pale breast barred with grey and a small hooked beak."""
    bars = "".join(f'<path d="M{x - 1} {y}q1 .8 2 0" stroke="#5A6672" stroke-width=".6" fill="none"/>'
                   for y, xs in ((17, (13, 16)), (19.5, (12, 15, 18)), (22, (12.5, 15.5, 18.5)), (24.5, (14, 17, 20)),
                                 (27, (16, 19)))
                   for x in xs)
    return ('<path d="M4 32.5h28" stroke="#7A5230" stroke-width="2" stroke-linecap="round"/>'
            '<path fill="#3F4A55" d="M22 25l8 8.5-2.5.8-7.5-7z"/>'
            '<path fill="#F3ECDF" d="M10 15c-1 6 1 12 6 15 3 1 5.5 0 6-2.5 .5-5-3-10-6-13z"/>' + bars
            + '<path fill="#4F5B66" d="M14 11c5-1 10 2 12 7 2 4 4 9 7 14-4-1-8-4-10-7-2-3-5-5-7-7-2-1.5-3-4-2-7z"/>'
            '<path d="M18 15c3 1 6 4 7.5 8M21 14.5c2.5 2 4.5 5 6 9" stroke="#3F4A55" stroke-width=".8" fill="none"/>'
            '<circle cx="13" cy="10" r="5" fill="#F3ECDF"/>'
            '<path fill="#3A434C" d="M8.5 9c0-3 2.5-5 5-5 3 0 5.5 2 5.5 5.5 0 1.5-.5 2.5-1.5 3.5l-2.5-1.5-2 .5-.3 4.5-2-.5.5-4.5-1.2-.5c-1-.5-1.5-1-1.5-2z"/>'
            '<circle cx="11.8" cy="9" r="1.35" fill="#F4C430"/><circle cx="11.8" cy="9" r=".95" fill="#1A1D20"/>'
            '<path fill="#F4C430" d="M9 9.5h-1.3l.5 1.5 1.3-.3z"/>'
            '<path fill="#5A6672" d="M7.8 9.8c-1.3.2-2.3 1-2.5 2.3.3 1 .8 1.7 1.5 2.2-.3-1 0-1.6.6-1.9l1.4-.4z"/>'
            '<path fill="#F4C430" d="M14 29.5l-1 3h3zm3 0l.3 3h2.4z"/>')


@drawing("monstre-de-gila")
def gila_monster() -> str:
    """A heavy lizard seen from above: a stout body, a short fat tail, stubby clawed legs, black
    beaded skin with pink-orange bands, and the forked tongue."""
    beads = "".join(f'<circle cx="{x}" cy="{y}" r=".45"/>' for x, y in
                    ((12, 16), (14, 19.5), (17, 15.5), (19.5, 20), (22, 16.5), (11, 20), (16, 21.5), (25, 19),
                     (28.5, 16.8), (31.5, 18.2), (7, 17.3)))
    return ('<path d="M10.5 15L9 11l-3-1M10.5 21L9 25l-3 1M21.5 15l2.5-4 3-.5M21.5 21l2.5 4 3 .5" stroke="#2A211C" stroke-width="2.8" '
            'fill="none" stroke-linecap="round" stroke-linejoin="round"/>'
            '<path d="M5.5 10l-1.5-1M5.5 10l-1.8.3M5.5 26l-1.5 1M5.5 26l-1.8-.3M27.5 10.5l1.5-1M27.5 10.5l1.7.4M27.5 25.5l1.5 1M27.5 25.5l1.7-.4" '
            'stroke="#2A211C" stroke-width=".8" stroke-linecap="round"/>'
            '<path fill="#2A211C" d="M23 14.5c5-.5 9 1 12.5 3.5-3.5 2.5-7.5 4-12.5 3.5z"/>'
            '<ellipse cx="16" cy="18" rx="9" ry="5.5" fill="#2A211C"/>'
            '<ellipse cx="5.5" cy="18" rx="4.3" ry="3.4" fill="#2A211C"/>'
            '<path fill="#F08A6A" d="M9.5 14.5c2 1 2 2.5 1 3.5 1.5 1 1.5 2.5 0 3.5 2-.2 3.5-1.5 3.5-3.5S13 14 11 13.5zM16 12.8c2 1.5 2.5 3 1.5 4.5 1.5 1.5 1.5 3.5 0 5.2 2.5 0 4-2 4-4.8s-1.5-4.5-4-5.3zM23 14.5c1.5 1.5 1.5 5.5 0 7 1.5.2 2.5-.1 3.5-.5 .8-1.8.8-4.2 0-6-1-.4-2-.6-3.5-.5zM29 15.5c1 1.5 1 3.5 0 5l2.5-1c.5-1 .5-2 0-3z"/>'
            f'<g fill="#F8B49A">{beads}</g>'
            '<path fill="#F08A6A" d="M4 16c1-.7 2.5-.7 3.5 0-1 .5-2.5.5-3.5 0z"/>'
            '<circle cx="5" cy="16" r=".75" fill="#F08A6A"/><circle cx="5" cy="20" r=".75" fill="#F08A6A"/>'
            '<circle cx="5" cy="16" r=".4" fill="#120E0C"/><circle cx="5" cy="20" r=".4" fill="#120E0C"/>'
            '<path d="M1.5 18H-.5M-.5 18l-1.2-.9M-.5 18l-1.2.9" stroke="#E0457B" stroke-width=".7" stroke-linecap="round" transform="translate(1.8 0)"/>')


@drawing("seiche-commune")
def cuttlefish() -> str:
    """Side view: a wide oval body with its undulating fin skirt all around, zebra stripes on
    the back, the big eye with its W-shaped pupil and short arms bunched in front; no shell."""
    stripes = []
    for x in range(15, 33, 3):
        half = 5.8 * math.sqrt(max(0.0, 1 - ((x - 23) / 10.5) ** 2)) - .6
        stripes.append(f"M{x} {17.5 - half:.1f}" + f"l1 {half / 2:.1f} -1 {half / 2:.1f}" * 2)
    arms = ('<path d="M7 16c-2-.5-3.5-1-5-.5M6.5 17.5H1.5M7 19c-2 .5-3.5 1-5 2M7.5 20.5c-1.5 1-2.5 2-3.5 3.5" '
            'stroke="#9A6E48" stroke-width="2" stroke-linecap="round" fill="none"/>')
    return (arms
            + f'<path fill="#E3C9A5" d="{_wavy_oval(22, 17.5, 13.5, 9, 9, .06)}"/>'
            + '<ellipse cx="22" cy="17.5" rx="11" ry="6.6" fill="#C89C6A"/>'
            + f'<path d="{"".join(stripes)}" stroke="#5A3E28" stroke-width="1.2" fill="none" stroke-linejoin="round"/>'
            + '<ellipse cx="10" cy="17.5" rx="4.2" ry="4" fill="#B88A5E"/>'
            + '<circle cx="10.3" cy="16.5" r="2.4" fill="#F7E7B4"/>'
            + '<path d="M8.8 15.8l.7 1.5.8-1 .8 1 .7-1.5" stroke="#292F33" stroke-width=".8" fill="none" stroke-linejoin="round"/>')


@drawing("acanthaster")
def crown_of_thorns() -> str:
    """A star with fifteen arms (never an urchin's ball of spines): each arm spiny, purple-red."""
    arms, spines = 15, []
    for i in range(arms):
        a = math.radians(-90 + i * 360 / arms)
        for r, side in ((9.5, 1), (12.5, -1)):
            x, y = 18 + r * math.cos(a), 18 + r * math.sin(a)
            b = a + side * math.radians(50)
            spines.append(f"M{x:.1f} {y:.1f}l{1.4 * math.cos(b):.1f} {1.4 * math.sin(b):.1f}")
    return (f'<polygon points="{_star(18, 18, arms, 15.5, 8)}" fill="#9B2F5E" stroke="#9B2F5E" '
            'stroke-width="2.6" stroke-linejoin="round"/>'
            f'<path d="{" ".join(spines)}" stroke="#F4A13C" stroke-width=".8" stroke-linecap="round"/>'
            '<circle cx="18" cy="18" r="6" fill="#B8467A"/>'
            + '<g fill="#F4A13C"><circle cx="18" cy="14" r=".6"/><circle cx="21.5" cy="16.5" r=".6"/>'
            '<circle cx="20.2" cy="20.5" r=".6"/><circle cx="15.8" cy="20.5" r=".6"/><circle cx="14.5" cy="16.5" r=".6"/></g>'
            + '<circle cx="18" cy="18" r="1.2" fill="#7A1E48"/>')


@drawing("holothurie-de-sable")
def sea_cucumber() -> str:
    """A soft sausage lying on the sand, bumpy all over, with a crown of short tentacles at its
    front end: a sea cucumber."""
    bumps = "".join(f'<circle cx="{x}" cy="{y}" r="1.1"/>' for x, y in
                    ((11, 13.8), (15, 12.8), (19, 12.5), (23, 12.8), (27, 13.6), (30.5, 15.3)))
    spots = "".join(f'<circle cx="{x}" cy="{y}" r=".7"/>' for x, y in
                    ((12, 18), (16.5, 16.5), (21, 18), (25.5, 16.5), (29, 19), (14, 21.5), (23.5, 21.5)))
    tentacles = "".join(f'<path d="M7 19l{dx} {dy}" />' for dx, dy in ((-3, -4.5), (-4.5, -2), (-5, .5), (-4.5, 3), (-3, 5)))
    tips = "".join(f'<circle cx="{7 + dx}" cy="{19 + dy}" r="1.1"/>' for dx, dy in ((-3, -4.5), (-4.5, -2), (-5, .5), (-4.5, 3), (-3, 5)))
    return ('<path fill="#E3CFA3" d="M0 27c6-1.5 12-2 18-2s12 .5 18 2v9H0z"/>'
            f'<g stroke="#C98A5A" stroke-width="1.2" stroke-linecap="round">{tentacles}</g>'
            f'<g fill="#E0A070">{tips}</g>'
            '<g fill="#8E6B4A">' + bumps + '</g>'
            '<path fill="#8E6B4A" d="M7 19c0-4 4-6.5 10-6.5h7c6 0 10 2.5 10 7s-3.5 6.5-9 6.5H15c-5 0-8-2.5-8-7z"/>'
            '<path fill="#B59070" d="M8.5 22c2 2.5 5 3.5 8 3.5h9c4 0 7-1 8.5-3.5-1 3-4 4.5-8.5 4.5H16c-4 0-6.5-1.5-7.5-4.5z"/>'
            f'<g fill="#5E4530">{spots}</g>'
            '<ellipse cx="7.3" cy="19" rx="1.2" ry="2.3" fill="#6E5036"/>')


@drawing("cyprine-islande")
def quahog() -> str:
    """A clam lying on the sand, its two rounded valves slightly open (the pale inside shows),
    each ringed with growth lines like a tree's."""
    return ('<path fill="#E3CFA3" d="M0 30c6-1.5 12-2 18-2s12 .5 18 2v6H0z"/>'
            # the upper valve, lifted a little on its hinge (left)
            '<g transform="rotate(-14 5 20)">'
            '<path fill="#4A3322" d="M4 20c0-7 7-12 15-12s14 5 14 12z"/>'
            '<path d="M8 19.5c0-5 5-8.5 11-8.5s10.5 3.5 10.5 8.5M12 19.5c0-3 3-5.5 7-5.5s7 2.5 7 5.5M15.5 19.5c0-1.5 1.5-2.5 3.5-2.5s3.5 1 3.5 2.5" '
            'stroke="#7A5A40" stroke-width="1" fill="none"/>'
            '<path fill="#F3E6DA" d="M4.5 20h28c-.5 1-1.5 1.5-2.5 1.5H7c-1 0-2-.5-2.5-1.5z"/></g>'
            '<path fill="#F6DCD0" d="M5 21c4-2 9-4 15-4.5 5-.4 9 0 13 1.2.5.8.6 1.8.2 2.8z"/>'
            '<path fill="#E2A89A" d="M14 20.5c2-1.5 5-2 8-2s5 .5 6 1.5c-3 .8-9 1-14 .5z"/>'
            # the lower valve
            '<path fill="#5A3E2B" d="M4 21h29.5c0 6-6.5 9.5-14.5 9.5S4 27 4 21z"/>'
            '<path d="M7.5 22.5c1 3.5 5.5 6 11.5 6s10-2.5 11.5-6M11 22.5c1 2 4 3.5 8 3.5s7-1.5 8-3.5" '
            'stroke="#7A5A40" stroke-width="1" fill="none"/>'
            '<path fill="#2E2016" d="M3 20c0-1.5 1-2.5 2.5-2.5l1 3.5H3.5z"/>')


@drawing("grande-nacre")
def pen_shell() -> str:
    """The noble pen shell standing in the sand: a tall fan-shaped bivalve, point down, its ribs
    set with little scales, the two valves just open at the top."""
    ribs = "".join(f"M18 33L{x} {y}" for x, y in ((9.5, 9), (12.5, 6.5), (15.5, 5.3), (20.5, 5.3), (23.5, 6.5), (26.5, 9)))
    scales = "".join(f'<path d="M{18 + (x - 18) * t - .9:.1f} {33 + (y - 33) * t:.1f}q.9-1.2 1.8 0"/>'
                     for x, y in ((10.5, 8.5), (14, 5.8), (22, 5.8), (25.5, 8.5))
                     for t in (.35, .55, .75, .92))
    return ('<g transform="translate(18 0) scale(.72 1) translate(-18 0)">'
            '<path fill="#B86A3A" d="M18 34L6.5 12C5.5 6.5 11 3 18 3s12.5 3.5 11.5 9z"/>'
            '<path fill="#F4E4D0" d="M7.5 9.5C9 6 13 4.5 18 4.5s9 1.5 10.5 5c-3-1-6.5-1.5-10.5-1.5S10.5 8.5 7.5 9.5z"/>'
            '<path fill="#D08A52" d="M18 33L8 11.5c2-1.5 6-2.5 10-2.5s8 1 10 2.5z"/>'
            f'<path d="{ribs}" stroke="#A05A2E" stroke-width=".9" fill="none"/>'
            f'<g stroke="#F0C48A" stroke-width=".8" fill="none" stroke-linecap="round">{scales}</g>'
            '<path d="M18 9v24" stroke="#7A4020" stroke-width=".8"/></g>'
            '<path fill="#E3CFA3" d="M0 28c6-1.5 12-2 18-2s12 .5 18 2v8H0z"/>'
            '<path d="M4 31h4M26 32h5M14 33.5h3" stroke="#C9B184" stroke-width=".8" stroke-linecap="round"/>')


@drawing("ormeau-noir")
def abalone() -> str:
    """Seen from above: a flat ear-shaped shell, its spiral at the narrow end and its row of
    holes along one side; the animal's black foot ripples out all round it, two tentacles in
    front."""
    holes = ((7.5, 21.5), (7.5, 17), (9.3, 12.8), (12.6, 9.8), (16.8, 8.2), (21.2, 8))
    return (f'<path fill="#1A1A1C" d="{_wavy_oval(18, 19, 16.5, 12, 14, .04)}"/>'
            '<path d="M2.5 17C1 15 .5 13 1 11M3 21c-1.5 1.5-2 3.5-1.5 5.5" stroke="#1A1A1C" stroke-width="1" '
            'fill="none" stroke-linecap="round"/>'
            '<path fill="#556270" d="M4.5 19C4.5 11.5 10.5 6.5 19 6.5c7 0 12 4 12 10 0 7-5 12-12 12.5-8.5.5-14.5-3.5-14.5-10z"/>'
            '<path d="M28.5 20c-.5-2-2.5-2.5-3.5-1s.5 2.5 1.5 2M29.5 17c-3-4-9-4-12 0s-1 8 4 8.5M29 13c-5-6-14-5-17 1s0 11 6 12.5" '
            'stroke="#7A8A98" stroke-width="1" fill="none" stroke-linecap="round"/>'
            + "".join(f'<circle cx="{x}" cy="{y}" r="1.3" fill="#8A9AA8"/><circle cx="{x}" cy="{y}" r=".6" fill="#1A1A1C"/>'
                      for x, y in holes))


@drawing("gavial")
def gharial() -> str:
    """Side view of the gharial: a crocodile's body with the very thin, long snout ending in a
    round bulb."""
    teeth = "".join(f"M{x} 20.3l.3.9" for x in (2.5, 4, 5.5, 7, 8.5, 10))
    return ('<path fill="#6E7A4E" d="M24 17c4 0 8 1 12 3-4 1.5-8 3-12 3z"/>'
            '<path fill="#55603A" d="M25 17l1-1.3 1 1.3 1-1.1 1 1.2 1-.9 1 1.1z"/>'
            '<path d="M15 22l-1.5 3.5h-2M24 22l1.5 3.5h2" stroke="#55603A" stroke-width="2.2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>'
            '<ellipse cx="19.5" cy="19.8" rx="8" ry="3.8" fill="#7D8A5A"/>'
            '<path fill="#C9CFA0" d="M13 21.5c3 1.5 10 2 14 .5-1.5 1.2-4 1.8-7 1.8-3 0-5.5-.7-7-2.3z"/>'
            '<path fill="#55603A" d="M14 16.5l1-1.3 1 1.3 1-1.4 1 1.4 1-1.4 1 1.4 1-1.4 1 1.4 1-1.3 1 1.3z"/>'
            '<path fill="#7D8A5A" d="M10 17.5c1.5-1.2 3.5-1.5 5-1l.5 5.5c-2 .3-4 .3-5.5 0z"/>'
            '<path fill="#7D8A5A" d="M3 19.2h8v1.6H3z"/>'
            f'<path d="{teeth}" stroke="#F5F8FA" stroke-width=".5" stroke-linecap="round"/>'
            '<ellipse cx="2.4" cy="19.5" rx="1.9" ry="1.7" fill="#6E7A4E"/>'
            '<circle cx="12.5" cy="17.4" r=".9" fill="#F4D03F"/><circle cx="12.5" cy="17.4" r=".45" fill="#292F33"/>')


# --- arthropods ----------------------------------------------------------------------------------
@drawing("phasme-lord-howe")
def stick_insect() -> str:
    return ('<path d="M14 12l-6-5-2 2M15 16l-8 1-2 4M17 21l-6 6v5M22 14l5-6 3 0M23 18l7 1 2 4M24 23l5 6v4" '
            'stroke="#2A201A" stroke-width="1.3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>'
            '<path d="M13 9C10 5 8 3 5 1M13 9c0-4-1-6-2-9" stroke="#2A201A" stroke-width=".8" fill="none" stroke-linecap="round"/>'
            '<path fill="#3A2C22" d="M12 8c1-1 2-1 3 0l16 22c1 2 0 3-1.5 3-1 0-2-1-3-2L12 10c-.5-.7-.5-1.5 0-2z"/>'
            '<path fill="#5A4636" d="M13 9l15 20-1 .8L12.5 10z"/>'
            '<ellipse cx="12.5" cy="8.5" rx="1.8" ry="1.5" fill="#3A2C22"/>')


@drawing("grand-capricorne")
def capricorn_beetle() -> str:
    return ('<path d="M15 8C11 2 5 2 1 6M21 8c4-6 10-6 14-2" stroke="#3A2418" stroke-width="1.3" fill="none" stroke-linecap="round"/>'
            '<path d="M1 6l-1 4M35 6l1 4" stroke="#3A2418" stroke-width="1.1" stroke-linecap="round"/>'
            '<path d="M14 16l-6-2-2-3M14 21l-7 1-2 3M15 27l-5 4-1 4M22 16l6-2 2-3M22 21l7 1 2 3M21 27l5 4 1 4" '
            'stroke="#3A2418" stroke-width="1.3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>'
            '<path fill="#3A2418" d="M14 16c0-2 2-3 4-3s4 1 4 3v14c0 3-2 5-4 5s-4-2-4-5z"/>'
            '<path fill="#5A3826" d="M18 16v18.5c-1.5-.5-3.5-2.5-3.5-5V16.5c1-.3 2.5-.5 3.5-.5zm.5 0v18.5c1.5-.5 3.5-2.5 3.5-5V16.5c-1-.3-2.5-.5-3.5-.5z"/>'
            '<path fill="#2A1810" d="M15.5 10c0-1.5 1.5-2.5 2.5-2.5s2.5 1 2.5 2.5v5h-5z"/>'
            '<path d="M15.5 12h5M15.5 13.5h5" stroke="#4A3020" stroke-width=".6"/>'
            '<ellipse cx="18" cy="8" rx="2" ry="1.6" fill="#2A1810"/>')


@drawing("lucane-cerf-volant")
def stag_beetle() -> str:
    return ('<path d="M15 8c-3-2-5-5-4-8M21 8c3-2 5-5 4-8M11 0l-1.5 2M25 0l1.5 2M12.5 4l2 .5M23.5 4l-2 .5" '
            'stroke="#8B3A1A" stroke-width="2.2" fill="none" stroke-linecap="round"/>'
            '<path d="M14 18l-6-2-2-4M14 23l-7 1-2 4M15 28l-5 4-1 4M22 18l6-2 2-4M22 23l7 1 2 4M21 28l5 4 1 4" '
            'stroke="#2A1A12" stroke-width="1.4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>'
            '<path fill="#5A2A14" d="M12.5 19c0-2.5 2.5-3.5 5.5-3.5s5.5 1 5.5 3.5v9c0 4-2.5 6.5-5.5 6.5s-5.5-2.5-5.5-6.5z"/>'
            '<path d="M18 16v18" stroke="#3A1A0A" stroke-width=".8"/>'
            '<path fill="#2A1A12" d="M13 12c0-2 2-3 5-3s5 1 5 3v3.5c0 .5-2 1-5 1s-5-.5-5-1z"/>'
            '<path fill="#2A1A12" d="M14 9c0-1.5 2-2.5 4-2.5s4 1 4 2.5v1h-8z"/>')
