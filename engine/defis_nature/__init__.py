"""Défis Nature Protect – Le Tournoi: real animals battle on weight, length, longevity and
gestation or incubation; power cards turn battles around; protect the most threatened."""

from .rules import DefisNatureGame

GAME = DefisNatureGame()

__all__ = ["GAME", "DefisNatureGame"]
