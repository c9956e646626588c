// Strips docstrings and comment lines (buildtasks/pysource.py `without_docs`) from standard-library
// sources with the vendored Pyodide's own Python: the build's Python may be older than the
// runtime's and unable to parse some of them (3.14 syntax). Called by buildtasks/stdlib.py.
// Usage: node pyodide_strip.mjs RUNTIME_DIR FOLDER
// FOLDER holds pysource.py and the sources under src/; each is rewritten in place.
// Prints one JSON line: {"python": version, "stripped": [relative paths under src/]}.
import { resolve, join } from "node:path";
import { pathToFileURL } from "node:url";

const [runtimeArg, folderArg] = process.argv.slice(2);
const runtime = resolve(runtimeArg);
const { loadPyodide } = await import(pathToFileURL(join(runtime, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: runtime + "/" });
pyodide.FS.mkdirTree("/work");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: resolve(folderArg) }, "/work");
const out = pyodide.runPython(`
import json, pathlib, sys
sys.dont_write_bytecode = True
sys.path.insert(0, "/work")
from pysource import without_docs
stripped = []
for path in sorted(pathlib.Path("/work/src").rglob("*.py")):
    path.write_text(without_docs(path.read_text(encoding="utf-8")), encoding="utf-8")
    stripped.append(path.relative_to("/work/src").as_posix())
json.dumps({"python": sys.version.split()[0], "stripped": stripped})
`);
console.log(out);
