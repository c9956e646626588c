"""Reading Python sources without running them: what a module imports, and a module
without its docstrings and comments."""

from __future__ import annotations

import contextlib
import io
import re

_LINE_IMPORT = re.compile(r"^(import[ \t]+[\w., \t]+|from[ \t]+\.*[\w.]*[ \t]+import[ \t]+.*)")
_IMPORT = re.compile(r"^[ \t]*(?:import[ \t]+([\w., \t]+)|from[ \t]+(\.*[\w.]*)[ \t]+import"
                     r"[ \t]+\(?([\w., \t\n]+)\)?)", re.M)


def _absolute(base: str, level: int, module: str, is_package: bool) -> str:
    if not level:
        return base
    package = module if is_package else module.rpartition(".")[0]
    for _ in range(level - 1):
        package = package.rpartition(".")[0]
    return package + ("." + base if base else "")


def _regex_imports(text: str, module: str, is_package: bool) -> set[str]:
    out: set[str] = set()
    for m in _IMPORT.finditer(text):
        if m.group(1):
            out.update(p.strip().split(" as ")[0].strip() for p in m.group(1).split(",") if p.strip())
            continue
        dots = m.group(2)
        base = _absolute(dots.lstrip("."), len(dots) - len(dots.lstrip(".")), module, is_package)
        out.add(base)
        for name in m.group(3).replace("\n", " ").split(","):
            name = name.strip().split(" as ")[0].strip()
            if name and name != "*":
                out.add(f"{base}.{name}")
    return out


def _skipped_block(test: str) -> bool:
    return "TYPE_CHECKING" in test or "__main__" in test


def python_imports(source: str, module: str, is_package: bool, lazy: bool) -> set[str]:
    """Modules a source imports (``pkg.name`` too for ``from pkg import name``: it may be a
    submodule). ``lazy``: also inside functions. Never inside ``if TYPE_CHECKING:`` or ``if
    __name__ == "__main__":``. Sources this Python cannot parse (newer syntax) are read line by
    line, by indentation."""
    import ast

    out: set[str] = set()
    try:
        tree = ast.parse(source)
    except SyntaxError:
        skip: list[int] = []
        lines = source.splitlines()
        i = 0
        while i < len(lines):
            line = lines[i]
            i += 1
            text = line.lstrip()
            if not text or text.startswith("#"):
                continue
            indent = len(line) - len(text)
            while skip and indent <= skip[-1]:
                skip.pop()
            if skip:
                continue
            if ((not lazy and re.match(r"(async[ \t]+)?def[ \t]", text))
                    or (text.startswith("if") and _skipped_block(text))):
                skip.append(indent)
                continue
            if _LINE_IMPORT.match(text):
                while "(" in text and ")" not in text and i < len(lines):
                    text += " " + lines[i].strip()
                    i += 1
                out |= _regex_imports(text.replace("(", " ").replace(")", " "), module, is_package)
        return out

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) and not lazy:
                continue
            if isinstance(child, ast.If) and _skipped_block(ast.unparse(child.test)):
                continue
            if isinstance(child, ast.Import):
                out.update(a.name for a in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = _absolute(child.module or "", child.level, module, is_package)
                out.add(base)
                out.update(f"{base}.{a.name}" for a in child.names if a.name != "*")
            else:
                visit(child)

    visit(tree)
    return out


def without_docs(text: str, keep_comments: bool = False) -> str:
    """A standard-library source without its docstrings and whole-line comments, every line
    kept in place (a docstring becomes ``""`` and blank lines, a comment a blank line), so
    tracebacks keep their line numbers: ~35 % of the subset's bytes on the wire (what
    ``python -OO`` drops from memory, and the standard library supports). A source this Python
    cannot parse (newer syntax) is kept as it is; Pyodide's own packages are not touched (it
    reads some of its docstrings at start). ``keep_comments``: the comments stay (a third
    party's copyright notices are comments)."""
    import ast
    import tokenize

    try:
        tree = ast.parse(text)
    except SyntaxError:
        return text
    lines = text.splitlines(keepends=True)
    for node in ast.walk(tree):
        if not isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        doc = node.body[0] if node.body else None
        if not (isinstance(doc, ast.Expr) and isinstance(doc.value, ast.Constant)
                and isinstance(doc.value.value, str) and doc.end_lineno is not None
                and doc.end_col_offset is not None):
            continue
        first, last = doc.lineno - 1, doc.end_lineno - 1
        if lines[first][:doc.col_offset].strip() or lines[last][doc.end_col_offset:].strip():
            continue  # shares its line with other code: left alone
        lines[first] = lines[first][:doc.col_offset] + '""\n'
        for i in range(first + 1, last + 1):
            lines[i] = "\n"
    if not keep_comments:
        with contextlib.suppress(tokenize.TokenError, SyntaxError):
            for token in tokenize.generate_tokens(io.StringIO("".join(lines)).readline):
                row = token.start[0] - 1
                if token.type == tokenize.COMMENT and lines[row].lstrip().startswith("#"):
                    lines[row] = "\n"
    out = "".join(lines)
    ast.parse(out)  # still valid (a bug here must fail the build, not the page)
    return out
