"""The gallery on a phone: every screen, in English and Korean, in a 375 × 740 viewport (Chromium's mobile
emulation, so the page's `<meta name="viewport">` is what sets its width) fits the screen's width — nothing makes
the page scroll sideways — and a screenshot of each is kept in artifacts/browser/phone/<lang>-<screen>.png.
"""
import re

import pytest
from selenium.webdriver.common.by import By

from conftest import ARTIFACTS
from gallery_screens import each_screen, states_that_matter

WIDTH, HEIGHT = 375, 740
SCREENSHOTS = ARTIFACTS / "phone"


def as_phone(driver):
    """Makes the tab a 375 × 740 phone screen (a mobile viewport, which honours the page's viewport tag)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 2, "mobile": True})


def check(driver, name):
    """Saves the screenshot of the page as it is now and returns what overflows the phone's width (empty: nothing)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    file_name = re.sub(r"[^\w-]+", "-", name + ("home" if name.endswith("/") else "")).strip("-")
    driver.save_screenshot(str(SCREENSHOTS / f"{file_name}.png"))
    viewport = driver.find_elements(By.CSS_SELECTOR, 'meta[name="viewport"]')
    if not viewport or "width=device-width" not in viewport[0].get_attribute("content"):
        return [f"{name}: no <meta name=\"viewport\" content=\"width=device-width…\">"]
    width = driver.execute_script("return document.scrollingElement.scrollWidth")
    if width <= WIDTH:
        return []
    wide = driver.execute_script(
        "return [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > arguments[0] + 0.5)"
        ".map(e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '')).slice(0, 8)", WIDTH)
    return [f"{name}: the page is {width} px wide, wider than {WIDTH}: {', '.join(wide)}"]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_screen_fits_a_phone(browser, shared_gallery, lang):
    as_phone(browser)
    problems = []
    for name in each_screen(browser, shared_gallery.url, lang):
        problems += check(browser, name)
    # The screens a flow leads to, and the states with the most on show.
    for name in states_that_matter(browser, shared_gallery.url, lang):
        problems += check(browser, name)

    assert problems == [], "\n".join(problems)
