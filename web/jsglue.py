"""Small pieces of glue between Python and the page's JavaScript, shared by the browser-side
modules (``browser.py``, ``device.py``): null checks, callbacks kept alive, plain objects,
form fields, ``localStorage`` as a ``KeyValue``, and what the page knows of where it runs.
Runs only in the page (it imports ``js``)."""

from __future__ import annotations

from typing import Any

import js
from pyodide.ffi import JsException, create_proxy, to_js

from .saves import StorageError

_proxies: list[Any] = []  # keep event proxies alive for the page's lifetime


def nothing(value: Any) -> bool:
    """JS ``null``/``undefined`` arrive as ``None`` or as Pyodide's ``jsnull`` singleton."""
    return value is None or type(value).__name__ == "JsNull"


class LocalStore:
    """``KeyValue`` over ``window.localStorage``; a refused write raises ``StorageError``."""

    def __init__(self) -> None:
        self.ls = js.window.localStorage
        probe = "terraludo:probe"
        self.ls.setItem(probe, "1")
        self.ls.removeItem(probe)

    def get(self, key: str) -> str | None:
        value = self.ls.getItem(key)
        return None if nothing(value) else str(value)

    def set(self, key: str, value: str) -> None:
        try:
            self.ls.setItem(key, value)
        except JsException as exc:
            full = "Quota" in str(exc) or "quota" in str(exc)
            raise StorageError("storage.full" if full else "storage.unavailable") from exc

    def remove(self, key: str) -> None:
        self.ls.removeItem(key)

    def list_keys(self) -> list[str]:
        return [str(self.ls.key(i)) for i in range(int(self.ls.length))]


def app_path() -> str:
    """The path of this copy of the app (``/terraludo/`` for ``…/terraludo/index.html``)."""
    path = str(js.location.pathname)
    return path[:path.rfind("/") + 1] or "/"


def can_speak() -> bool:
    """Whether the browser reads texts aloud (the Web Speech API's synthesis)."""
    try:
        return not nothing(getattr(js.window, "speechSynthesis", None)) and not nothing(
            getattr(js.window, "SpeechSynthesisUtterance", None))
    except Exception:
        return False


def system_reduced_motion() -> bool:
    """Whether the system asks for less motion (its accessibility setting)."""
    try:
        return bool(js.window.matchMedia("(prefers-reduced-motion: reduce)").matches)
    except Exception:
        return False


def framed() -> bool:
    """Whether the page runs inside another page (an <iframe>, often another site's)."""
    try:
        return bool(js.window.self != js.window.top)
    except Exception:  # a cross-site parent may refuse even the comparison: framed
        return True


def obj(**kw: Any) -> Any:
    """A plain JavaScript object with these fields."""
    return to_js(kw, dict_converter=js.Object.fromEntries)


def keep(fn: Any) -> Any:
    """A JavaScript callback for ``fn`` that lives as long as the page."""
    proxy = create_proxy(fn)
    _proxies.append(proxy)
    return proxy


def form_data(form: Any) -> dict[str, str]:
    """A form's fields, by name."""
    entries = js.Array.from_(js.FormData.new(form).entries())
    return {str(k): str(v) for k, v in entries.to_py()}


def base36(n: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while n:
        n, r = divmod(n, 36)
        out = digits[r] + out
    return out or "0"
