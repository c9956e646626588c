// Runs the tests marked `pyodide` (what can differ between runtimes: see tests/conftest.py)
// inside Pyodide under Node, with the vendored runtime and the app wheel exactly as shipped in
// dist/ — proof that the same code behaves the same in the browser's Python. Usage:
// node run.mjs DIST_DIR PYTEST_WHEELS_DIR [pytest args...]; a later `-m "not browser and not
// host"` runs every test that can run here instead.
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { installAppWheel, installShippedWheels, SHIPPED_WHEEL } from "../../buildtasks/shipped_wheels.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "..", "..");
const [distArg, wheelsArg, ...pytestArgs] = process.argv.slice(2);
const dist = resolve(distArg ?? join(repo, "dist"));
const info = JSON.parse(readFileSync(join(dist, "build-info.json"), "utf8"));
const runtime = join(dist, "vendor", `pyodide-${info.pyodide}`);
const { loadPyodide } = await import(pathToFileURL(join(runtime, "pyodide.mjs")).href);

const started = Date.now();
const pyodide = await loadPyodide({ indexURL: runtime + "/" });
const fromPip = readdirSync(resolve(wheelsArg)).filter((f) => f.endsWith(".whl"));
installAppWheel(pyodide, join(dist, "app", info.wheel));
const wheels = fromPip.map((f) => join(resolve(wheelsArg), f));
for (const wheel of wheels) {
  pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: "/lib/python3.14/site-packages" });
}
// the packages a game loads on demand, as shipped (dist/app/wheels/<name>.whl.xz) and unpacked
// by the app's own function, as the page does (web/wheels.py)
const onDemand = readdirSync(join(dist, "app", "wheels")).filter((f) => f.endsWith(SHIPPED_WHEEL));
installShippedWheels(pyodide, join(dist, "app", "wheels"), onDemand);
// the repository is mounted for the tests and the data files they read, but `engine` and `web`
// are imported from the wheel, as in the browser: they are imported before pytest starts and
// pytest appends (not prepends) /repo to sys.path
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: repo }, "/repo");
console.log(`Pyodide ${pyodide.version} ready in ${Date.now() - started} ms; ${1 + wheels.length + onDemand.length} wheels`);
pyodide.globals.set("extra_args", pyodide.toPy(pytestArgs));
const code = await pyodide.runPythonAsync(`
import os, sys
sys.path = [p for p in sys.path if p not in ("", ".", "/repo")]
import engine, web.app, pytest
for module in (engine, web.app):
    assert "site-packages" in module.__file__, module.__file__
os.chdir("/repo")
os.environ.setdefault("TERRALUDO_PLAYOUTS", "30")
args = ["tests", "-m", "pyodide and not browser and not host", "--ignore=tests/browser", "--ignore=tests/pyodide",
        "--import-mode=append",
        "-p", "no:cacheprovider", "-q", *extra_args]
int(pytest.main(args))
`);
process.exit(Number(code) === 0 ? 0 : 1);
