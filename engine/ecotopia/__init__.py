"""Ecotopia: a cooperative game for 2 to 6 players about energy, digital sobriety and nature.

This package holds the game's content for now (``content.py`` and ``data/``); the playable
engine, which will expose ``GAME``, comes in a later issue on top of it.
"""
