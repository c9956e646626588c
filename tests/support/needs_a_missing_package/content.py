"""Imports a third-party package that no machine has: the command line must name it."""

import no_such_third_party_package  # noqa: F401  # type: ignore[import-not-found]


def content_json() -> dict[str, object]:
    return {}
