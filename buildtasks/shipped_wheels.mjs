// The on-demand wheels as the page installs them, for the runners under Node
// (tests/pyodide/run.mjs, bench/playouts.mjs): each `<name>.whl.xz` of `folder` is copied into
// Pyodide's file system and unpacked by the app's own function (web/wheels.py), so what runs
// under Node is what a page unpacks. The app's wheel must be installed first (installAppWheel).
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const SHIPPED_WHEEL = ".whl.xz";

export function installShippedWheels(pyodide, folder, names) {
  pyodide.FS.mkdirTree("/tmp/shipped");
  for (const name of names) {
    pyodide.FS.writeFile(`/tmp/shipped/${name}`, readFileSync(join(folder, name)));
  }
  pyodide.globals.set("shipped", pyodide.toPy(names));
  pyodide.runPython(`
from web.wheels import install_shipped_wheel
for name in shipped:
    with open(f"/tmp/shipped/{name}", "rb") as fh:
        install_shipped_wheel(fh.read())
`);
}

// The app's own wheel (dist/app/<info.wheel>, a `.whl.xz` too), unpacked as web/main.py
// unpacks it in the page (the app's function cannot run before the app is there).
export function installAppWheel(pyodide, path) {
  pyodide.FS.writeFile("/tmp/terraludo.whl.xz", readFileSync(path));
  pyodide.runPython(`
import io, lzma, sys, zipfile
site_packages = "/lib/python3.14/site-packages"
with open("/tmp/terraludo.whl.xz", "rb") as shipped, \\
        zipfile.ZipFile(io.BytesIO(lzma.decompress(shipped.read()))) as app_wheel:
    app_wheel.extractall(site_packages)
finder = sys.path_importer_cache.get(site_packages)
if finder is not None:
    finder.invalidate_caches()
`, { globals: pyodide.toPy({}) });
}
