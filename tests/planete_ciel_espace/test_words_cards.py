"""The word matcher on every card: for each of the 68 cards, words that score and words that
must not, in French and in English. Non-scoring words are either absent from the text (checked
by reading it) or a word of the card's title (the booklet: never scores). The table was drawn
from the cards' picture cues and checked against the texts by hand."""

from __future__ import annotations

import pytest

from engine.planete_ciel_espace import content, words

CARDS = content.index().cards_by_id

#: card, French words that score, French words that must not, English ones likewise
CASES = [
    ("arc-en-ciel", ['pluie', 'couleurs', 'soleil'], ['nuages', 'prairie', 'arc'], ['colors', 'sun'], ['clouds', 'rainbow']),
    ("eclair", ['orage', 'foudre', 'nuage'], ['nuit', 'pluie', 'éclair'], ['storm', 'thunder'], ['cloud', 'lightning']),
    ("tornade", ['vent', 'nuage', 'orage'], ['danger', 'vitesse', 'tornade'], ['wind', 'whirl'], ['cloud', 'tornado']),
    ("halo-solaire", ['cercle', 'lumière', 'glace'], ['anneau', 'blanc', 'halo'], ['light', 'ice'], ['circle', 'sun']),
    ("parhelies", ['soleil', 'lumière', 'taches'], ['ciel', 'couleurs', 'parhélies'], ['light', 'spots'], ['sky', 'sun']),
    ("farfadets", ['orage', 'éclair', 'haut'], ['nuage', 'pluie', 'farfadets'], ['storm', 'high'], ['lightning', 'red']),
    ("cyclone", ['vent', 'mer', 'pluie'], ['tempête', 'vagues', 'cyclone'], ['wind', 'sea'], ['storm', 'hurricane']),
    ("rayon-vert", ['soleil', 'mer', 'horizon'], ['couleur', 'coucher', 'rayon'], ['sun', 'sea'], ['color', 'green']),
    ("pollution-lumineuse", ['ville', 'nuit', 'étoiles'], ['animaux', 'électricité', 'pollution'], ['city', 'night'], ['lamps', 'light']),
    ("cratere-meteore", ['trou', 'désert', 'espace'], ['roche', 'pierre', 'cratère'], ['hole', 'desert'], ['rock', 'meteor']),
    ("montgolfiere", ['ballon', 'air', 'chaud'], ['ciel', 'panier', 'montgolfière'], ['flame', 'basket'], ['flight', 'hot']),
    ("ballon-sonde", ['météo', 'air', 'altitude'], ['instruments', 'nuages', 'ballon'], ['air', 'wind'], ['altitude', 'weather']),
    ("observatoire", ['télescope', 'étoiles', 'coupole'], ['ciel', 'astronomes', 'observatoire'], ['telescope', 'stars'], ['sky', 'mountain']),
    ("astronome-amateur", ['lunette', 'lune', 'ciel'], ['télescope', 'nuit', 'astronome'], ['telescope', 'moon'], ['night', 'amateur']),
    ("decollage-fusee", ['moteur', 'fumée', 'flamme'], ['feu', 'lancement', 'décollage'], ['engine', 'smoke'], ['fire', 'rocket']),
    ("radiotelescopes", ['antennes', 'ondes', 'désert'], ['signaux', 'espace', 'radiotélescopes'], ['antennas', 'waves'], ['signals', 'radio']),
    ("cadran-solaire", ['ombre', 'heure', 'soleil'], ['temps', 'aiguille', 'cadran'], ['shadow', 'sun'], ['hour', 'sundial']),
    ("aurore-polaire", ['vert', 'ciel', 'soleil'], ['lumière', 'nord', 'aurore'], ['green', 'sky'], ['light', 'aurora']),
    ("etoile-filante", ['nuit', 'trait', 'poussière'], ['météore', 'ciel', 'étoile'], ['meteor', 'night'], ['sky', 'shooting']),
    ("coucher-de-soleil", ['soir', 'orange', 'rouge'], ['horizon', 'mer', 'coucher'], ['evening', 'orange'], ['horizon', 'sunset']),
    ("lune-horizon", ['photo', 'lever', 'ciel'], ['grosse', 'soir', 'lune'], ['photos', 'sky'], ['big', 'giant']),
    ("ceinture-de-venus", ['rose', 'bande', 'ombre'], ['ciel', 'soir', 'ceinture'], ['pink', 'band'], ['sky', 'belt']),
    ("conjonction", ['planète', 'croissant', 'ciel'], ['soir', 'rapprochement', 'rencontre'], ['planet', 'crescent'], ['close', 'moon']),
    ("lumiere-zodiacale", ['poussière', 'ciel', 'lueur'], ['triangle', 'soir', 'lumière'], ['dust', 'sky'], ['triangle', 'zodiacal']),
    ("nuages-noctulescents", ['nuit', 'bleu', 'haut'], ['lueur', 'nuages'], ['night', 'blue'], ['summer', 'noctilucent']),
    ("eruption-solaire", ['énergie', 'satellites', 'gaz'], ['soleil', 'explosion', 'éruption'], ['energy', 'satellites'], ['sun', 'solar']),
    ("taches-solaires", ['soleil', 'sombres', 'noir'], ['magnétique', 'étoile', 'taches'], ['sun', 'dark'], ['magnetic', 'sunspots']),
    ("jupiter", ['planète', 'géante', 'tache'], ['grosse', 'jupiter'], ['planet', 'giant'], ['big', 'jupiter']),
    ("venus", ['nuages', 'acide', 'atmosphère'], ['planète', 'volcans', 'vénus'], ['hot', 'clouds'], ['planet', 'venus']),
    ("io", ['lune', 'volcans', 'jupiter'], ['lave', 'éruptions'], ['moon', 'volcanoes'], ['lava']),
    ("asteroide", ['roche', 'cailloux', 'terre'], ['pierre', 'ceinture', 'astéroïde'], ['rock', 'space'], ['stone', 'asteroid']),
    ("debris-spatiaux", ['satellites', 'orbite', 'vitesse'], ['morceaux', 'déchets', 'débris'], ['satellites', 'orbit'], ['pieces', 'space']),
    ("comete", ['queue', 'glace', 'poussière'], ['orbite', 'espace', 'comète'], ['tail', 'ice'], ['coma', 'comet']),
    ("eclipse-lune", ['rouge', 'ombre', 'terre'], ['nuit', 'pleine', 'éclipse'], ['red', 'shadow'], ['night', 'lunar']),
    ("neptune", ['planète', 'bleue', 'vent'], ['glace', 'géante', 'neptune'], ['planet', 'blue'], ['ice', 'neptune']),
    ("station-spatiale", ['astronautes', 'terre', 'laboratoire'], ['orbite', 'panneaux', 'station'], ['astronauts', 'earth'], ['orbit', 'international']),
    ("sortie-spatiale", ['astronaute', 'scaphandre', 'vide'], ['combinaison', 'terre', 'sortie'], ['astronaut', 'spacesuit'], ['suit', 'spacewalk']),
    ("rover-martien", ['planète', 'rouge', 'roues'], ['caméra', 'sol', 'robot'], ['planet', 'red'], ['robot', 'mars']),
    ("premier-pas-lune", ['armstrong', 'sol'], ['astronautes', 'apollo', 'premiers'], ['armstrong'], ['astronauts', 'first']),
    ("eclipse-totale", ['lune', 'ombre', 'noir'], ['nuit', 'alignement', 'éclipse'], ['moon', 'shadow'], ['night', 'total']),
    ("lever-de-terre", ['lune', 'horizon', 'planète'], ['espace', 'nuages', 'lever'], ['moon', 'horizon'], ['space', 'earthrise']),
    ("titan", ['lune', 'saturne', 'lacs'], ['nuages', 'atmosphère', 'titan'], ['moon', 'saturn'], ['clouds', 'titan']),
    ("pluton", ['planète', 'naine', 'glace'], ['froid', 'photo', 'pluton'], ['planet', 'dwarf'], ['ice', 'pluto']),
    ("james-webb", ['miroir', 'doré', 'infrarouge'], ['espace', 'étoiles', 'télescope'], ['mirror', 'infrared'], ['stars', 'james']),
    ("saturne", ['anneaux', 'glace', 'géante'], ['planète', 'gaz', 'saturne'], ['rings', 'ice'], ['planet', 'saturn']),
    ("soleil-etoile", ['lumière', 'énergie'], ['chaleur', 'gaz', 'soleil'], ['light', 'energy'], ['heat', 'sun']),
    ("voyager", ['lointaine', 'disque', 'étoiles'], ['espace', 'antenne', 'sonde'], ['distant', 'stars'], ['space', 'voyager']),
    ("oumuamua", ['objet', 'visiteur', 'étoile'], ['forme', 'oumuamua'], ['object', 'star'], ['cigar', 'oumuamua']),
    ("nuage-oort", ['comètes', 'glace', 'soleil'], ['espace', 'frontière', 'nuage'], ['comets', 'sun'], ['ice', 'oort']),
    ("point-bleu-pale", ['terre', 'photo', 'sonde'], ['lointaine', 'pixel', 'point'], ['earth', 'photo'], ['distant', 'pale']),
    ("trou-noir", ['lumière', 'étoile', 'image'], ['gravité', 'matière', 'trou'], ['light', 'star'], ['gravity', 'black']),
    ("nebuleuse-crabe", ['explosion', 'étoile', 'supernova'], ['reste', 'pulsar', 'nébuleuse'], ['explosion', 'star'], ['remains', 'crab']),
    ("pulsar", ['étoile', 'phare', 'signal'], ['rayons', 'rapide', 'pulsar'], ['star', 'spins'], ['fast', 'pulsar']),
    ("nebuleuse-orion", ['nuage', 'gaz', 'étoiles'], ['couleurs', 'constellation', 'nébuleuse'], ['cloud', 'gas'], ['colors', 'orion']),
    ("galaxies-collision", ['étoiles', 'gaz', 'millions'], ['spirales', 'rencontre', 'galaxies'], ['stars', 'gas'], ['spirals', 'colliding']),
    ("nebuleuse-anneau", ['étoile', 'gaz', 'bulle'], ['cercle', 'mourante', 'nébuleuse'], ['star', 'gas'], ['circle', 'ring']),
    ("betelgeuse", ['étoile', 'rouge', 'orion'], ['géante', 'vieille', 'bételgeuse'], ['star', 'red'], ['giant', 'betelgeuse']),
    ("piliers-creation", ['gaz', 'poussière', 'étoiles'], ['nuage', 'piliers'], ['gas', 'dust'], ['cloud', 'pillars']),
    ("champ-profond", ['galaxies', 'télescope', 'image'], ['lointaines', 'lumière', 'champ'], ['galaxies', 'telescope'], ['distant', 'hubble']),
    ("exoplanete", ['étoile', 'vie', 'soleil'], ['lointaine', 'télescope', 'exoplanète'], ['star', 'planet'], ['distant', 'exoplanet']),
    ("etoile-polaire", ['nord', 'ciel', 'ourse'], ['constellation', 'boussole', 'étoile'], ['sky', 'night'], ['constellation', 'north']),
    ("message-arecibo", ['radio', 'antenne', 'signal'], ['dessin', 'extraterrestres', 'message'], ['radio', 'antenna'], ['drawing', 'arecibo']),
    ("voie-lactee", ['galaxie', 'étoiles', 'nuit'], ['bande', 'bras', 'voie'], ['galaxy', 'stars'], ['band', 'milky']),
    ("pleiades", ['étoiles', 'groupe', 'sœurs'], ['amas', 'jeunes', 'pléiades'], ['stars', 'group'], ['cluster', 'pleiades']),
    ("nuages-magellan", ['galaxies', 'sud', 'ciel'], ['nuit', 'étoiles', 'nuages'], ['galaxies', 'south'], ['night', 'magellanic']),
    ("scintillement", ['ciel', 'air', 'lumière'], ['briller', 'vent', 'étoiles'], ['night', 'sky'], ['shine', 'twinkling']),
    ("grande-ourse", ['étoiles', 'constellation', 'casserole'], ['nuit', 'polaire', 'grande'], ['stars', 'constellation'], ['night', 'big']),
    ("andromede", ['spirale', 'étoiles', 'lointaine'], ['voisine', 'ciel', 'galaxie'], ['spiral', 'stars'], ['neighbor', 'andromeda']),
]


def test_every_card_has_cases() -> None:
    assert sorted(c[0] for c in CASES) == sorted(CARDS)
    for _card, fr_yes, fr_no, en_yes, en_no in CASES:
        assert len(fr_yes) >= 2 and fr_no and en_yes and en_no


@pytest.mark.parametrize(("card", "fr_yes", "fr_no", "en_yes", "en_no"), CASES,
                         ids=[c[0] for c in CASES])
def test_words_on_every_card(card: str, fr_yes: list[str], fr_no: list[str], en_yes: list[str],
                             en_no: list[str]) -> None:
    data = CARDS[card]
    for lang, yes, no in (("fr", fr_yes, fr_no), ("en", en_yes, en_no)):
        for word in yes:
            assert words.scores(word, data, lang), (card, lang, word)
        for word in no:
            assert not words.scores(word, data, lang), (card, lang, word)
