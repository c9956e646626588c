"""The system's "reduce motion" switches the app's own reduced motion on, until the player
chooses otherwise on the settings page (issue 41 §6)."""

from __future__ import annotations

from web.app import App
from web.saves import MemoryStore


def test_the_systems_reduced_motion_is_the_default_until_the_player_chooses() -> None:
    assert App(MemoryStore(), lang="fr", system_reduced_motion=True).toggle_on("reduced_motion")
    assert not App(MemoryStore(), lang="fr").toggle_on("reduced_motion")
    app = App(MemoryStore(), lang="fr", system_reduced_motion=True)
    app.navigate("#/settings")
    assert 'aria-checked="true" data-cmd="toggle" data-arg="reduced_motion"' in app.render()
    app.command("toggle", "reduced_motion")  # the player turns it off: their choice wins
    assert app.settings["reduced_motion"] is False and not app.toggle_on("reduced_motion")
