"""The catalogue page `skills publish` writes, in a real headless Chromium (Debian's,
driven by Playwright for Python): what a person sees and can reach with the keyboard,
with nothing a skill wrote running as markup, in light and dark themes. Run by
tests/all/publish.rs with the site's URL; saves a screenshot per theme.

Usage: python check_site_page.py URL SCREENSHOT_DIR
"""
import json
import sys

from playwright.sync_api import sync_playwright

CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


def main(url, shots):
    results = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        for scheme in ("light", "dark"):
            page = browser.new_page(color_scheme=scheme, viewport={"width": 1000, "height": 900},
                                    ignore_https_errors=True)
            requests, dialogs, errors = [], [], []
            page.on("request", lambda r: requests.append(r.url))
            page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.goto(url, wait_until="load")
            names = page.eval_on_selector_all("article h2", "els => els.map(e => e.textContent)")
            descriptions = page.eval_on_selector_all("article > p", "els => els.map(e => e.textContent)")
            scripts = page.eval_on_selector_all("script", "els => els.length")
            background = page.evaluate("getComputedStyle(document.body).backgroundColor")
            # Keyboard: the first Tab reaches a link, and a summary opens with Enter.
            page.keyboard.press("Tab")
            first_focus = page.evaluate("document.activeElement && document.activeElement.tagName")
            summary = page.locator("details summary").first
            summary.focus()
            page.keyboard.press("Enter")
            opened = page.evaluate("document.querySelector('details').open")
            page.screenshot(path=f"{shots}/site-{scheme}.png", full_page=True)
            results[scheme] = {
                "names": names,
                "descriptions": descriptions,
                "scripts": scripts,
                "dialogs": dialogs,
                "errors": errors,
                "requests": requests,
                "background": background,
                "first_focus": first_focus,
                "details_open": opened,
                "lang": page.evaluate("document.documentElement.lang"),
                "install": page.eval_on_selector_all("article pre code", "els => els.map(e => e.textContent)"),
            }
            page.close()
        browser.close()
    print(json.dumps(results))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
