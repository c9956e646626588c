// Compiles the app's boot modules to bytecode with the vendored Pyodide's own interpreter, so
// the `.pyc` files match the Python the browser runs (magic number, opcodes). Called by buildtasks/app_wheel.py.
// Usage: node pyodide_compile.mjs RUNTIME_DIR SOURCE_DIR SITE_PACKAGES
// SOURCE_DIR holds the app's packages (engine/, web/). The script imports what the page imports
// before `ready` (web.browser, then the App and its home screen rendered in memory), and writes
// `X.pyc` beside each `X.py` so imported (the sourceless layout), compiled with the file name it
// will have once installed (SITE_PACKAGES/rel/X.py): tracebacks name the app's file and line.
// Hash-based and unchecked: the bytes depend on the source only (reproducible builds).
// Docstrings are left out of the bytecode (nothing reads __doc__; ~a quarter of the bytes);
// asserts and line numbers stay.
// Prints one JSON line: {"python": version, "compiled": [relative paths of the .py compiled]}.
import { resolve, join } from "node:path";
import { pathToFileURL } from "node:url";

const [runtimeArg, sourceArg, sitePackages] = process.argv.slice(2);
const runtime = resolve(runtimeArg);
const { loadPyodide } = await import(pathToFileURL(join(runtime, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: runtime + "/" });
pyodide.FS.mkdirTree("/src");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: resolve(sourceArg) }, "/src");
pyodide.globals.set("site_packages", sitePackages);
const out = pyodide.runPython(`
import ast, json, pathlib, sys
from importlib._bootstrap_external import _code_to_hash_pyc
from importlib.util import source_hash
sys.dont_write_bytecode = True
sys.path.insert(0, "/src")
import web.browser, web.app
from web.saves import MemoryStore
web.app.App(MemoryStore()).render()
compiled = []
for module in list(sys.modules.values()):
    path = getattr(module, "__file__", None) or ""
    if not path.startswith("/src/") or not path.endswith(".py"):
        continue
    rel = path[len("/src/"):]
    source = pathlib.Path(path).read_bytes()
    tree = ast.parse(source, filename=path)
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                and body and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str)):
            node.body = body[1:] or [ast.Pass(lineno=body[0].lineno, col_offset=body[0].col_offset)]
    code = compile(tree, f"{site_packages}/{rel}", "exec", dont_inherit=True)
    pathlib.Path(path + "c").write_bytes(_code_to_hash_pyc(code, source_hash(source), False))
    compiled.append(rel)
json.dumps({"python": sys.version.split()[0], "compiled": sorted(compiled)})
`);
console.log(out);
