"""Terraludo rules engines: pure Python, no browser imports (a test enforces it).

``engine.core`` holds the contract every game follows; each other package is one game.
"""
