"""Counter in a real headless Chromium: count up, down to zero (where − turns off), and reset; the page passes
axe-core's audit. Written as a package outside this repository writes it, on the pytest-bindery kit
(tools/pytest-bindery): `start_app` builds and starts `counter`, `browser` is a headless Chromium."""
from pytest_bindery import assert_accessible, element, tap, wait_for, wait_for_text, wait_until_connected


def shows(driver, text):
    wait_for_text(driver, "countLabel", text)


def is_enabled(driver, element_id):
    return element(driver, element_id).get_attribute("disabled") is None


def test_count_up_down_to_zero_and_reset(browser, start_app):
    counter = start_app("counter")
    browser.get(counter.url + "/counter")
    wait_until_connected(browser)
    shows(browser, "Count: 0")
    assert not is_enabled(browser, "decrementButton") and not is_enabled(browser, "resetButton")
    assert_accessible(browser)

    for _ in range(3):
        tap(browser, "incrementButton")
    shows(browser, "Count: 3")
    wait_for(browser, lambda d: is_enabled(d, "decrementButton") and is_enabled(d, "resetButton"))

    tap(browser, "decrementButton")
    shows(browser, "Count: 2")
    tap(browser, "resetButton")
    shows(browser, "Count: 0")
    wait_for(browser, lambda d: not is_enabled(d, "decrementButton"))

    tap(browser, "incrementButton")           # the next tap after a reset works
    shows(browser, "Count: 1")
