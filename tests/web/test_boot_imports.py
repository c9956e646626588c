"""What the page imports before its first screen (issue 26): the app's own modules are shipped
as bytecode, but a standard-library module is compiled from source in the page at every boot,
so the boot imports none that only some screen needs (``urllib.parse`` and the ``ipaddress``
it imports cost about a tenth of a second; a link is read or made only on some screens), and
no game's rules, content or table (they come with the game's own wheel).

Read from the sources (the imports a module runs when it is imported: at its top level and in
its class bodies, not inside functions nor under ``if TYPE_CHECKING``), from ``web.browser``,
the module ``main.py`` imports.
"""

from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: imported only by the screens that need them, never at boot
NOT_AT_BOOT = ("urllib", "ipaddress", "email", "http", "html.parser", "unicodedata", "hashlib",
               "zipfile", "lzma", "segno", "simplemma")
#: Pyodide's own modules, not on this machine's path
BROWSER_ONLY = ("js", "pyodide")


def _own_file(name: str) -> Path | None:
    for base in (ROOT / Path(*name.split(".")),):
        if (base / "__init__.py").exists():
            return base / "__init__.py"
        if base.with_suffix(".py").exists():
            return base.with_suffix(".py")
    return None


def _imports_run_at_import(tree: ast.Module, package: str) -> set[str]:
    found: set[str] = set()

    def visit(nodes: list[ast.stmt]) -> None:
        for node in nodes:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                visit(node.orelse)
                continue
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = importlib.util.resolve_name("." * node.level + (node.module or ""), package) \
                    if node.level else (node.module or "")
                found.add(base)
                # "from . import x": x may be a module of the package
                found.update(f"{base}.{alias.name}" for alias in node.names
                             if _own_file(f"{base}.{alias.name}") is not None)
            for field in ("body", "orelse", "finalbody", "handlers"):
                inner = getattr(node, field, None)
                if isinstance(inner, list) and not isinstance(node, ast.ImportFrom):
                    visit([n for n in inner if isinstance(n, ast.stmt)] +
                          [s for h in inner if isinstance(h, ast.ExceptHandler) for s in h.body])

    visit(tree.body)
    return found


def boot_imports(root: str = "web.browser") -> tuple[set[str], set[str]]:
    """The app's modules and the other modules imported when ``root`` is imported."""
    own: set[str] = set()
    other: set[str] = set()
    todo = [root]
    while todo:
        name = todo.pop()
        if name in own:
            continue
        path = _own_file(name)
        if path is None:
            other.add(name)
            continue
        own.add(name)
        parents = name.split(".")
        todo.extend(".".join(parents[:i]) for i in range(1, len(parents)))  # its packages
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        todo.extend(_imports_run_at_import(ast.parse(path.read_text(encoding="utf-8")), package))
    return own, other


def test_the_boot_imports_no_standard_module_only_some_screens_need() -> None:
    own, other = boot_imports()
    assert "web.app" in own and "web.screens.home" in own, "the walk follows the app"
    top = {name.split(".")[0] for name in other} - set(BROWSER_ONLY)
    assert top <= set(sys.stdlib_module_names), f"only the standard library: {top - set(sys.stdlib_module_names)}"
    late = sorted(n for n in other if any(n == m or n.startswith(m + ".") for m in NOT_AT_BOOT))
    assert late == []


def test_the_boot_imports_no_games_rules_content_or_table() -> None:
    own, _ = boot_imports()
    games = sorted(n for n in own if n.startswith(("engine.", "web.games."))
                   and n.count(".") >= 2 and not n.startswith("engine.core"))
    assert games == []
