"""The skill checker (host-harness/browser) in a real headless Chromium (Debian's,
driven by Playwright for Python): each fixture is picked through the page's own file
inputs, and what the page shows, what it computed and every request it made are
printed as JSON for tests/all/browser_checker.rs to assert on. A screenshot of each
case is saved.

Usage: python check_checker.py URL SCREENSHOT_DIR CASE=KIND:PATH...
  KIND is `folder` (the folder input, webkitdirectory) or `file` (an archive or a
  single SKILL.md).
"""
import json
import sys
import time

from playwright.sync_api import sync_playwright

CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


def main(url, shots, cases):
    out = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1100, "height": 900})
        requests, dialogs, errors = [], [], []
        page.on("request", lambda r: requests.append(r.url))
        page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
        page.on("pageerror", lambda e: errors.append(str(e)))
        started = time.perf_counter()
        page.goto(url, wait_until="load")
        page.wait_for_selector("body[data-ready=true]", state="attached", timeout=60000)
        out["load_ms"] = (time.perf_counter() - started) * 1000
        out["load_requests"] = list(requests)
        out["component"] = page.text_content("#component")
        for case in cases:
            name, spec = case.split("=", 1)
            kind, path = spec.split(":", 1)
            requests.clear()
            page.evaluate("document.body.dataset.state = 'idle'")
            begin = time.perf_counter()
            page.set_input_files("#folder" if kind == "folder" else "#file", path)
            # (The page's CSP forbids eval, so wait on the DOM rather than a function.)
            page.wait_for_selector(
                "body[data-state=done], body[data-state=refused], body[data-state=invalid], body[data-state=failed]",
                state="attached", timeout=120000)
            elapsed = (time.perf_counter() - begin) * 1000
            # The page stays responsive: a script runs at once after the check.
            responsive = page.evaluate("1 + 1") == 2
            page.screenshot(path=f"{shots}/checker-{name}.png", full_page=True)
            out[name] = {
                "state": page.evaluate("document.body.dataset.state"),
                "status": page.text_content("#status"),
                "headings": page.eval_on_selector_all("section.skill h2", "els => els.map(e => e.textContent)"),
                "text": page.text_content("#results"),
                "result": page.evaluate("window.__checkerResult ?? null"),
                "elements": page.eval_on_selector_all("#results *", "els => [...new Set(els.map(e => e.tagName))]"),
                "requests": list(requests),
                "ms": elapsed,
                "responsive": responsive,
            }
            page.evaluate("window.__checkerResult = null")
        out["dialogs"] = dialogs
        out["errors"] = errors
        browser.close()
    print(json.dumps(out))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
