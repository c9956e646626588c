"""The content's words in the reader's language: a text field, a tile's kind, an animal, a square or
a recycling centre (from the engine's content index)."""

from __future__ import annotations

from engine.ecotopia.content import content_index

from ...seam import Shell


def lang_of(ctx: Shell) -> str:
    return "en" if ctx.lang == "en" else "fr"


def txt(ctx: Shell, field: dict[str, str]) -> str:
    return field.get(lang_of(ctx)) or field.get("fr", "")


def kind_name(ctx: Shell, tile: str) -> str:
    return str(ctx.t(f"eco.kind.{content_index().kind_of.get(tile, tile)}"))


def animal_name(ctx: Shell, animal: str) -> str:
    return str(ctx.t(f"eco.animal.{animal}"))


def where(ctx: Shell, cell: str) -> str:
    """A square or a recycling centre, in words."""
    if cell in content_index().centres:
        return txt(ctx, content_index().centres[cell]["name"])
    land = content_index().squares.get(cell)
    return f"{cell} ({txt(ctx, land['name'])})" if land else cell
