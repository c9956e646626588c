"""Planète – Ciel et Espace: 68 sky-and-space cards, their characteristics, and the round-2
word matcher. The rules engine comes later, so this package deliberately has no ``GAME``."""
