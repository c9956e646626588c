// Random playouts per second inside Pyodide under Node, with the vendored runtime and the app
// wheel exactly as shipped in dist/ (the same loading as tests/pyodide/run.mjs).
// Usage: node playouts.mjs DIST_DIR SECONDS_PER_GAME
// Prints one JSON line: {"pyodide": version, "boot_ms": ..., "python": ..., "results": [...]}.
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { installAppWheel, installShippedWheels, SHIPPED_WHEEL } from "../buildtasks/shipped_wheels.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const [distArg, secondsArg] = process.argv.slice(2);
const dist = resolve(distArg ?? join(here, "..", "dist"));
const seconds = Number(secondsArg ?? "2");
const info = JSON.parse(readFileSync(join(dist, "build-info.json"), "utf8"));
const runtime = join(dist, "vendor", `pyodide-${info.pyodide}`);
const { loadPyodide } = await import(pathToFileURL(join(runtime, "pyodide.mjs")).href);

const started = performance.now();
const pyodide = await loadPyodide({ indexURL: runtime + "/" });
// the app's wheel, and the wheels a game's table loads on demand (app/wheels/<name>.whl.xz:
// the games' own, the pictures, the QR encoder), unpacked by the app's own function as the page does
installAppWheel(pyodide, join(dist, "app", info.wheel));
const onDemand = join(dist, "app", "wheels");
installShippedWheels(pyodide, onDemand, readdirSync(onDemand).filter((f) => f.endsWith(SHIPPED_WHEEL)));
const bootMs = performance.now() - started;
pyodide.FS.mkdirTree("/bench");
pyodide.FS.writeFile("/bench/playouts.py", readFileSync(join(here, "playouts.py")));
pyodide.globals.set("seconds", seconds);
const out = await pyodide.runPythonAsync(`
import json, sys
sys.path.insert(0, "/bench")
import playouts
json.dumps({"python": sys.version.split()[0], "results": playouts.measure_all(seconds)})
`);
const result = JSON.parse(out);
console.log(JSON.stringify({ pyodide: pyodide.version, boot_ms: Math.round(bootMs), ...result }));
