"""Climat Tic Tac (Bioviva, 2021): cooperative game about cities, climate hazards and CO2.

For now this package holds the game's content only (``content.py`` and ``data/``); the rules
engine will add a ``GAME`` attribute here, which makes the game playable.
"""
