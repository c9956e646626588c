// The import graph of the app's boot inside Pyodide under Node: every module imported by
// `import web.app` and the home screen rendered (App(MemoryStore()).render()), with the time
// each spent running its own body (compiling it included; its imports not), longest first.
// Usage: node bench/boot_imports.mjs DIST_DIR   (WHEEL=path: another app wheel, for an A/B)
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { installAppWheel } from "../buildtasks/shipped_wheels.mjs";
const dist = resolve(process.argv[2]);
const info = JSON.parse(readFileSync(join(dist, "build-info.json"), "utf8"));
const runtime = join(dist, "vendor", `pyodide-${info.pyodide}`);
const { loadPyodide } = await import(pathToFileURL(join(runtime, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: runtime + "/", stdLibURL: join(runtime, info.stdlib) });
installAppWheel(pyodide, process.env.WHEEL ?? join(dist, "app", info.wheel));
const out = await pyodide.runPythonAsync(`
import sys, time, json
before = set(sys.modules)
own = {}
stack = []
import importlib._bootstrap as b
orig = b._load_unlocked
def timed(spec):
    t = time.perf_counter(); stack.append(0.0)
    try:
        return orig(spec)
    finally:
        dt = time.perf_counter() - t; child = stack.pop()
        own[spec.name] = (dt - child) * 1000
        if stack: stack[-1] += dt
b._load_unlocked = timed
t0 = time.perf_counter()
import web.app
t1 = time.perf_counter()
from web.saves import MemoryStore
app = web.app.App(MemoryStore())
html = app.render()
t2 = time.perf_counter()
new = sorted(set(sys.modules) - before)
json.dumps({"import_ms": (t1-t0)*1000, "render_ms": (t2-t1)*1000, "count": len(new),
  "own": sorted(((round(own.get(m,0),1), m) for m in new), reverse=True)})
`);
const r = JSON.parse(out);
console.log(`import web.app ${r.import_ms.toFixed(0)} ms, App+home render ${r.render_ms.toFixed(0)} ms, ${r.count} modules`);
for (const [ms, m] of r.own) console.log(ms.toFixed(1).padStart(7), m);
