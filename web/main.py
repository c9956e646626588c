# The app's entry point, inline in the page (build.py writes it into index.html).
try:
    # the app's own wheel, shipped xz-compressed as a whole (buildtasks/app_wheel.py says why):
    # PyScript has written it here as it is; unpacked before anything of it is imported
    import io
    import lzma
    import sys
    import zipfile

    site_packages = next(p for p in sys.path if p.endswith("site-packages"))
    with open("/tmp/terraludo.whl.xz", "rb") as shipped, \
            zipfile.ZipFile(io.BytesIO(lzma.decompress(shipped.read()))) as app_wheel:
        app_wheel.extractall(site_packages)
    # only the folder's finder, in case it listed the folder before: importlib.invalidate_caches()
    # would also import importlib.metadata and email (~30-140 ms of a boot under Node)
    invalidate = getattr(sys.path_importer_cache.get(site_packages), "invalidate_caches", None)
    if invalidate is not None:
        invalidate()

    from web.browser import start

    start()
except Exception as exc:  # a boot failure must be readable, never a silent hang
    import traceback

    import js

    js.document.documentElement.setAttribute("data-app-state", "error")
    box = js.document.querySelector(".boot-error")
    if box is not None and type(box).__name__ != "JsNull":
        detail = js.document.createElement("pre")
        detail.textContent = "".join(traceback.format_exception_only(type(exc), exc))
        box.appendChild(detail)
    raise
