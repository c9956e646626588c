# The app's entry point, inline in the page (build.py writes it into index.html).
try:
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
