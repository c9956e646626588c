"""Which picture each Défis species gets: a Twemoji animal as it is, a Twemoji animal
recoloured (and sometimes completed with a few shapes: the emperor penguin's yellow ear patch,
the snowy owl's speckles), or one of Terraludo's own drawings (``drawn.py``).

``KIND`` lists the species whose picture shows their kind rather than the species itself (a
shark for the lemon shark): the README lists them for the players."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Emoji:
    """A Twemoji picture (``code``: its file name in @twemoji/svg) with its colours swapped
    (``recolour``: old fill → new fill, case-insensitive) and shapes drawn over it (``over``)."""

    code: str
    recolour: dict[str, str] = field(default_factory=dict)
    over: str = ""


FROG = "1f438"
LIZARD = "1f98e"
FISH = "1f41f"
SHARK = "1f988"
EAGLE = "1f985"
TORTOISE = "1f422"


def _frog(skin: str, dark: str, belly: str, over: str = "", eye: str = "#FFF") -> Emoji:
    return Emoji(FROG, {"#77B255": skin, "#5C913B": dark, "#C6E5B3": belly, "#FFF": eye}, over)


def _fish(back: str, side: str, fin: str, over: str = "") -> Emoji:
    return Emoji(FISH, {"#3B88C3": side, "#55ACEE": back, "#269": fin}, over)


def _lizard(skin: str, dark: str, over: str = "") -> Emoji:
    return Emoji(LIZARD, {"#77B255": skin, "#3E721D": dark}, over)


def _dots(colour: str, points: str, r: float = 1.0) -> str:
    return "".join(f'<circle cx="{x}" cy="{y}" r="{r}" fill="{colour}"/>'
                   for x, y in (p.split(",") for p in points.split()))


FROG_SPOTS = "10,16 15,13 21,13 26,16 12,21 24,21 18,18 8,25 28,25 18,24"
TOAD_WARTS = "9,15 14,12 22,12 27,15 11,20 25,20 17,17 20,20 30,19 6,19"

RECIPES: dict[str, Emoji | str] = {
    # --- mammals ---
    "orang-outan-sumatra": Emoji("1f9a7"),
    "tigre": Emoji("1f405"),
    "lion-afrique": Emoji("1f981"),
    "dugong": "drawn",
    "renard-roux": Emoji("1f98a"),
    "ours-brun": Emoji("1f43b"),
    "chimpanze": "drawn",
    "hippopotame": Emoji("1f99b"),
    "loup-gris": Emoji("1f43a"),
    "grand-dauphin": Emoji("1f42c", {"#4292E0": "#7F909C", "#77BCF7": "#C3CDD4"}),
    "elephant-afrique": Emoji("1f418"),
    "ours-polaire": Emoji("1f43b-200d-2744-fe0f"),
    "panda-geant": Emoji("1f43c"),
    "orque": "drawn",
    "kangourou-roux": Emoji("1f998", {"#BF6952": "#B5482A", "#D99E82": "#C8643C", "#D79E84": "#E0A080"}),
    "baleine-bleue": Emoji("1f40b", {"#3B88C3": "#4E6E8E", "#55ACEE": "#8AA3BC"},
                          '<g fill="#3B5670"><circle cx="14" cy="18" r=".6"/><circle cx="19" cy="17" r=".6"/>'
                          '<circle cx="24" cy="20" r=".6"/><circle cx="11" cy="21" r=".6"/><circle cx="17" cy="21" r=".5"/></g>'),
    "lycaon": Emoji("1f415", {"#D99E82": "#A07A3A", "#F4C7B5": "#E8D5A0", "#C1694F": "#292F33", "#662113": "#292F33"},
                    '<g fill="#292F33"><circle cx="17" cy="18" r="2"/><circle cx="24" cy="21" r="1.6"/>'
                    '<circle cx="20" cy="23" r="1.3"/></g><g fill="#F5F8FA"><circle cx="21" cy="17.5" r="1.2"/>'
                    '<circle cx="14.5" cy="21.5" r="1"/></g>'),
    "panthere-des-neiges": Emoji("1f406", {"#FFCC4D": "#E6E6DE", "#F4900C": "#5A5F66", "#FFAC33": "#C8C8C0"}),
    "renard-polaire": Emoji("1f98a", {"#F4900C": "#F5F8FA", "#F18F26": "#E1E8ED", "#A0041E": "#B8C4CC",
                                      "#FFD983": "#FFFFFF"}),
    "baleine-a-bosse": Emoji("1f40b", {"#3B88C3": "#3D4752", "#55ACEE": "#C3CDD4"},
                             '<path fill="#E1E8ED" d="M15 24c-1 4-4 8-8 10 1-4 3-8 5-10z"/>'
                             '<g fill="#8A98A4"><circle cx="4" cy="20" r=".5"/><circle cx="6" cy="19" r=".5"/><circle cx="8" cy="18.5" r=".5"/></g>'),
    "girafe": Emoji("1f992"),
    "gorille-ouest": Emoji("1f98d"),
    "rhinoceros-noir": Emoji("1f98f"),
    "elephant-asie": Emoji("1f418"),
    "bonobo": "drawn",
    "panda-roux": "drawn",
    "koala": Emoji("1f428"),
    "suricate": "drawn",
    "ornithorynque": "drawn",
    "herisson-europe": Emoji("1f994"),
    "guepard": Emoji("1f406", {"#F4900C": "#292F33", "#FFAC33": "#292F33"},
                     '<path d="M4.3 17.8c-.3 1.6-1.2 2.8-2.6 3.5" stroke="#292F33" stroke-width="1" fill="none" '
                     'stroke-linecap="round"/>'),
    # --- birds ---
    "harfang-des-neiges": Emoji("1f989", {"#662113": "#CCD6DD", "#C1694F": "#F5F8FA", "#FFD983": "#FFFFFF"},
                                '<g fill="#66757F"><circle cx="13" cy="21" r=".7"/><circle cx="17" cy="23" r=".7"/>'
                                '<circle cx="21" cy="21" r=".7"/><circle cx="24" cy="24" r=".7"/><circle cx="15" cy="26" r=".7"/>'
                                '<circle cx="20" cy="27" r=".7"/><circle cx="11" cy="25" r=".6"/></g>'),
    "aigle-royal": Emoji(EAGLE, {"#E1E8ED": "#B07A3A", "#292F33": "#5A3A22"}),
    "albatros-hurleur": "drawn",
    "effraie-des-clochers": Emoji("1f989", {"#662113": "#C8A06A", "#C1694F": "#F5F8FA", "#FFD983": "#FFFFFF"}),
    "macareux-moine": "drawn",
    "autruche": "drawn",
    "kakapo": Emoji("1f99c", {"#3B88C3": "#4E8A2E", "#EA596E": "#A8B84A", "#F4900C": "#B8B8A0",
                              "#FFAC33": "#D0CCA8", "#77B255": "#7FB04A"}),
    "sterne-arctique": "drawn",
    "faucon-pelerin": "drawn",
    "aigle-des-philippines": Emoji(EAGLE, {"#E1E8ED": "#E8D8B8", "#292F33": "#6B4A2E"},
                                   '<path fill="#8B6B4A" d="M19 4l6-3-2 3 5-1-3 3 4 0-6 2z"/>'),
    "condor-californie": Emoji(EAGLE, {"#E1E8ED": "#2A2A2A", "#FFCC4D": "#E8A080"},
                               '<path fill="#E8A080" d="M8 6c2-3 7-3 9 0l1 6c-3 1-7 1-10-1z"/>'
                               '<path fill="#F5F8FA" d="M7.5 13c3 2 8 2 11 0l1 2c-4 2-9 2-12.5 0z"/>'
                               '<circle cx="14.5" cy="8" r="1" fill="#292F33"/>'),
    "perroquet-gris": Emoji("1f99c", {"#3B88C3": "#8A949C", "#5C913B": "#99A3AB", "#77B255": "#B8C0C6",
                                      "#EA596E": "#DD2E44", "#F4900C": "#2A2A2A", "#FFAC33": "#E1E8ED"}),
    "manchot-empereur": Emoji("1f427", over='<path fill="#FFCC4D" d="M12 7c2 0 3 2 2.5 4L12 13c-1-2-1-4 0-6zm12 0c-2 0-3 2-2.5 4l2.5 2c1-2 1-4 0-6z"/>'),
    "harpie-feroce": Emoji(EAGLE, {"#E1E8ED": "#A8B0B8", "#292F33": "#2A2E33"},
                           '<path fill="#3A3F44" d="M14 2l-3-2 1 3-4-1 3 3zm8 2l4-4-1 4 4-1-4 3z"/>'),
    "serpentaire": "drawn",
    "bec-en-sabot": "drawn",
    "flamant-rose": Emoji("1f9a9"),
    "martin-pecheur": "drawn",
    "toucan-toco": "drawn",
    "colibri-gorge-rubis": "drawn",
    # --- reptiles ---
    "crocodile-du-nil": Emoji("1f40a"),
    "tortue-imbriquee": "drawn",
    "iguane-vert": _lizard("#8CC63F", "#5C913B"),
    "tortue-luth": "drawn",
    "crocodile-marin": Emoji("1f40a", {"#5C913B": "#7A7A45", "#77B255": "#9A9A5A", "#3E721D": "#5A5A30"}),
    "dragon-de-komodo": _lizard("#8A7A62", "#5C4D3C",
                                '<path d="M29.5 8.5l2.5-1.5M29.5 8.5l2.5.5" stroke="#F4C430" stroke-width=".7"/>'),
    "cameleon-panthere": "drawn",
    "gavial": "drawn",
    "tortue-radiee": Emoji(TORTOISE, {"#3E721D": "#3A2E1F", "#5C913B": "#4A3B26", "#77B255": "#D8B850"},
                           '<path d="M20.5 19v6M18 21.5l5 1.5M18 23.5l5-2.5M28 21v5M26 23l4 1M26 25l4-2M13.5 21v5M11.5 23l4 1M11.5 25l4-2" '
                           'stroke="#F4D03F" stroke-width=".7"/>'),
    "tortue-caouanne": "drawn",
    "cobra-royal": "drawn",
    "iguane-marin": _lizard("#3A3A3A", "#2A2A2A",
                            '<g fill="#B84A3A"><circle cx="22" cy="14" r="1"/><circle cx="19" cy="16" r=".8"/>'
                            '<circle cx="25" cy="11" r=".8"/></g>'),
    "python-birman": Emoji("1f40d", {"#77B255": "#D8C08A"},
                           '<g fill="#7A5A30"><circle cx="30" cy="8" r="1.3"/><circle cx="31" cy="14" r="1.3"/>'
                           '<circle cx="24" cy="18" r="1.3"/><circle cx="12" cy="20" r="1.3"/><circle cx="8" cy="27" r="1.3"/>'
                           '<circle cx="15" cy="32" r="1.3"/><circle cx="25" cy="32" r="1.3"/><circle cx="32" cy="27" r="1.3"/></g>'),
    "monstre-de-gila": "drawn",
    "tortue-hermann": Emoji(TORTOISE, {"#3E721D": "#C89B3C", "#5C913B": "#3A2E1F", "#77B255": "#A89870"}),
    "iguane-bleu": _lizard("#6C8EBF", "#3F5F8F"),
    # --- fish ---
    "grand-requin-blanc": Emoji(SHARK),
    "saumon-atlantique": _fish("#8FA3B3", "#C9D6DF", "#5B6E7E",
                               _dots("#3A4650", "14,13 17,12 20,13 12,15 23,12.5", .5)
                               + '<path fill="#F2A7A0" d="M10 21c5 2 12 2 18 0-5 3-13 3-18 0z"/>'),
    "requin-citron": Emoji(SHARK, {"#66757F": "#B8A460"}),
    "brochet": _fish("#4E6B3A", "#7A944E", "#3A5228", _dots("#E8E090", "13,15 17,14 21,15 15,18 19,18 23,17 11,18", .7)),
    "requin-mako": Emoji(SHARK, {"#66757F": "#3D6EA8"}),
    "thon-rouge": _fish("#1F3B6B", "#B8C4CC", "#142850",
                        '<path fill="#F4C430" d="M27 17l1 1-1 1zm1.5 2l1 1-1 1zM27 14.5l1 1-1 1z"/>'),
    "requin-bouledogue": Emoji(SHARK, {"#66757F": "#56636D"}),
    "poisson-clown": "drawn",
    "grand-requin-marteau": "drawn",
    "anguille-europe": "drawn",
    "coelacanthe": _fish("#2B4A7A", "#3A5E94", "#1E3558",
                         _dots("#DCE6F0", "12,14 16,16 20,13 23,17 14,20 19,21 25,14", .8)),
    "napoleon": _fish("#2E9E8E", "#5AC2B0", "#1E6E62",
                      '<path fill="#2E9E8E" d="M6 14c0-4 3-6 6-5-2 1-3 3-3 5z"/>'
                      '<path d="M12 16l4 1M13 19l4 0M12 22l4-1" stroke="#1E6E62" stroke-width=".6"/>'),
    "raie-manta-geante": "drawn",
    "rascasse-volante": "drawn",
    "truite-commune": _fish("#7A6A3A", "#B8A870", "#5A4A22",
                            _dots("#C8102E", "13,15 17,14 21,16 15,18 24,15", .7)
                            + _dots("#3A2E1A", "11,13 19,12 23,13 19,18", .5)),
    # --- amphibians ---
    "dendrobate-terrible": _frog("#FFCC00", "#E0A800", "#FFE066"),
    "crapaud-commun": _frog("#A0714F", "#7A5236", "#E8D5B5", _dots("#7A5236", TOAD_WARTS, .8), eye="#E8A33C"),
    "rainette-yeux-rouges": _frog("#6CC24A", "#3E8E2E", "#F5F0C8", eye="#E2231A"),
    "axolotl": "drawn",
    "grenouille-rousse": _frog("#B87A48", "#8A5530", "#F0DCC0",
                               '<path fill="#4A2E1A" d="M4 12c2 2 5 3 8 3l-1-3zm28 0c-2 2-5 3-8 3l1-3z"/>'),
    "protee": "drawn",
    "salamandre-geante-chine": "drawn",
    "grenouille-doree-panama": _frog("#FFC20E", "#E8A000", "#FFE680", _dots("#292F33", FROG_SPOTS, .9)),
    "grenouille-goliath": _frog("#7A7A4A", "#5A5A30", "#D8D4A8"),
    "grenouille-taureau": _frog("#6E9A3E", "#4A6E28", "#F0EBC8",
                                '<circle cx="4" cy="14" r="2.3" fill="#5A7E30"/><circle cx="32" cy="14" r="2.3" fill="#5A7E30"/>'),
    "crapaud-buffle": _frog("#9A7A50", "#6E5232", "#E6D6B0",
                            _dots("#6E5232", TOAD_WARTS, 1.0)
                            + '<ellipse cx="5" cy="14.5" rx="2.5" ry="1.5" fill="#6E5232"/>'
                            '<ellipse cx="31" cy="14.5" rx="2.5" ry="1.5" fill="#6E5232"/>', eye="#E8C04C"),
    "triton-crete": "drawn",
    "dendrobate-azure": _frog("#2F6FD6", "#1E4EA0", "#5A9AE8", _dots("#111", FROG_SPOTS, 1.1)),
    "sonneur-ventre-jaune": _frog("#7A6E55", "#5A5040", "#F4C20D",
                                  _dots("#292F33", "10,28 16,30 22,29 27,27 13,25 24,25 19,26", 1.0), eye="#D8B060"),
    # --- arthropods ---
    "ornithoptere-reine-alexandra": Emoji("1f98b", {"#55ACEE": "#2FBF71", "#1C6399": "#1D2A22"},
                                          '<path fill="#F4D03F" d="M17.5 20c0 4 .5 8 1.5 10l1-.5c-.7-2.5-1-6-1-9.5z"/>'),
    "abeille-domestique": Emoji("1f41d"),
    "crabe-de-cocotier": Emoji("1f980", {"#DD2E44": "#5B4B9A", "#BE1931": "#4A3B82", "#A0041E": "#3B2E6E"}),
    "coccinelle-sept-points": Emoji("1f41e"),
    "ecrevisse-pattes-blanches": Emoji("1f99e", {"#BE1931": "#7A5A3A", "#DD2E44": "#9A7650", "#A0041E": "#5E4428",
                                                 "#89021F": "#4A3420", "#EA596E": "#E8DCC8"}),
    "homard-americain": Emoji("1f99e"),
    "limule": "drawn",
    "scorpion-empereur": Emoji("1f982", {"#583529": "#1A1D20", "#7C533E": "#2A2E33", "#AF7E57": "#3A3F44"}),
    "bourdon-tache-rousse": Emoji("1f41d", over='<path fill="#C8642A" d="M14.4 19.5h7.2c.4 1 .4 2 0 3H14.4c-.4-1-.4-2 0-3z"/>'
                                  '<path fill="#FFCC4D" d="M11 27c2 3 4 5 7 5s5-2 7-5z" opacity=".6"/>'),
    "phasme-lord-howe": "drawn",
    "ecrevisse-noble": Emoji("1f99e", {"#BE1931": "#5A3A22", "#DD2E44": "#7A4A2A", "#A0041E": "#4A2A14",
                                       "#89021F": "#3A2010", "#EA596E": "#C85A3A"}),
    "grand-capricorne": "drawn",
    "monarque": Emoji("1f98b", {"#55ACEE": "#F08A12", "#1C6399": "#292F33"},
                      _dots("#F5F8FA", "33,5 34,9 31,16 27,18.5 30,30 25,33", .5)),
    "lucane-cerf-volant": "drawn",
    "criquet-pelerin": Emoji("1f997", {"#A78E81": "#C8A848", "#846659": "#8A6E2A", "#CAB8AC": "#E8D27A"},
                             _dots("#6E5020", "14,22 18,21 22,21", .5)),
    "epeire-diademe": Emoji("1f577", {"#31373D": "#7A4E2A"},
                            '<path d="M18 21v8M15 24.5h6" stroke="#F5F0E0" stroke-width="1.2" stroke-linecap="round"/>'
                            '<g fill="#F5F0E0"><circle cx="16" cy="22" r=".5"/><circle cx="20" cy="22" r=".5"/>'
                            '<circle cx="16" cy="27.5" r=".5"/><circle cx="20" cy="27.5" r=".5"/></g>'),
    # --- molluscs ---
    "pieuvre-commune": Emoji("1f419", {"#553788": "#8A4A2E", "#744EAA": "#A65E3C", "#9266CC": "#C1784F"}),
    "mulette-perliere": "drawn",
    "escargot-de-bourgogne": Emoji("1f40c", {"#9266CC": "#A89A84", "#AA8DD8": "#C9BCA4", "#FFCC4D": "#D8A868",
                                             "#FFAC33": "#A8703A"}),
    "pieuvre-geante-pacifique": Emoji("1f419", {"#553788": "#8E1E1E", "#744EAA": "#B0302A", "#9266CC": "#D04A3A"}),
    "seiche-commune": "drawn",
    "benitier-geant": "drawn",
    "grande-nacre": "drawn",
    "ormeau-noir": "drawn",
    "cyprine-islande": "drawn",
    "coquille-saint-jacques": "drawn",
    "escargot-geant-africain": Emoji("1f40c", {"#9266CC": "#8A7E70", "#AA8DD8": "#A89C8E", "#FFCC4D": "#C8824A",
                                               "#FFAC33": "#6E3E1E"}),
    "moule-commune": "drawn",
    # --- others ---
    "etoile-de-mer-commune": "drawn",
    "holothurie-de-sable": "drawn",
    "meduse-aurelie": Emoji("1fabc", {"#2b87c7": "#B9A8DC", "#44abf3": "#D8CCF0"},
                            '<g fill="none" stroke="#D86A9A" stroke-width="1.2"><circle cx="13" cy="11" r="2"/>'
                            '<circle cx="18" cy="9" r="2"/><circle cx="23" cy="11" r="2"/><circle cx="18" cy="13.5" r="2"/></g>'),
    "oursin-rouge": "drawn",
    "ver-de-terre": Emoji("1fab1", {"#BF345D": "#A85A50", "#D65073": "#C47A6E", "#DD637F": "#C47A6E",
                                    "#EF8EA7": "#D89A8E"}),
    "sangsue-medicinale": Emoji("1fab1", {"#BF345D": "#3A2E22", "#D65073": "#5A4632", "#DD637F": "#5A4632",
                                          "#EF8EA7": "#8A7050"}),
    "acanthaster": "drawn",
    "oursin-violet": "drawn",
}

#: pictures that show the species' kind (a shark, a frog, a snail...) rather than the species
KIND: dict[str, str] = {
    "chimpanze": "an ape", "bonobo": "an ape", "lycaon": "a dog", "elephant-asie": "an elephant",
    "aigle-royal": "an eagle", "faucon-pelerin": "a falcon (a bird of prey)", "aigle-des-philippines": "an eagle",
    "harpie-feroce": "an eagle", "condor-californie": "a vulture", "kakapo": "a parrot",
    "effraie-des-clochers": "an owl",
    "crocodile-marin": "a crocodile", "gavial": "a crocodile", "iguane-vert": "a lizard",
    "iguane-marin": "a lizard", "iguane-bleu": "a lizard", "dragon-de-komodo": "a lizard",
    "monstre-de-gila": "a lizard", "python-birman": "a snake", "tortue-hermann": "a tortoise",
    "tortue-radiee": "a tortoise", "tortue-imbriquee": "a sea turtle", "tortue-caouanne": "a sea turtle",
    "saumon-atlantique": "a fish", "brochet": "a fish", "thon-rouge": "a fish", "coelacanthe": "a fish",
    "napoleon": "a fish", "truite-commune": "a fish", "anguille-europe": "a fish (an eel)",
    "requin-citron": "a shark", "requin-mako": "a shark", "requin-bouledogue": "a shark",
    "crapaud-commun": "a toad", "grenouille-rousse": "a frog", "grenouille-goliath": "a frog",
    "grenouille-taureau": "a frog", "crapaud-buffle": "a toad", "dendrobate-terrible": "a frog",
    "grenouille-doree-panama": "a frog", "dendrobate-azure": "a frog", "sonneur-ventre-jaune": "a toad",
    "salamandre-geante-chine": "a salamander", "protee": "a salamander",
    "ecrevisse-pattes-blanches": "a crayfish (a lobster)", "ecrevisse-noble": "a crayfish (a lobster)",
    "crabe-de-cocotier": "a crab", "criquet-pelerin": "a grasshopper", "epeire-diademe": "a spider",
    "bourdon-tache-rousse": "a bee", "ornithoptere-reine-alexandra": "a butterfly",
    "phasme-lord-howe": "a stick insect", "grand-capricorne": "a beetle",
    "pieuvre-commune": "an octopus", "pieuvre-geante-pacifique": "an octopus",
    "escargot-geant-africain": "a snail", "escargot-de-bourgogne": "a snail",
    "mulette-perliere": "a mussel", "cyprine-islande": "a clam (a shell)", "grande-nacre": "a shell",
    "ormeau-noir": "a shell", "benitier-geant": "a clam (a shell)",
    "holothurie-de-sable": "a sea cucumber", "acanthaster": "a starfish",
    "sangsue-medicinale": "a worm", "baleine-a-bosse": "a whale",
    "albatros-hurleur": "a seabird", "sterne-arctique": "a seabird",
}
