"""Counter in a real headless Chromium: count up, down to zero (where − turns off), and reset."""
from conftest import element, tap, text_of, wait_for


def shows(driver, text):
    wait_for(driver, lambda d: text_of(d, "countLabel") == text)


def is_enabled(driver, element_id):
    return element(driver, element_id).get_attribute("disabled") is None


def test_count_up_down_to_zero_and_reset(browser, start_example):
    counter = start_example("Counter", "counter")
    browser.get(counter.url + "/counter")
    shows(browser, "Count: 0")
    assert not is_enabled(browser, "decrementButton") and not is_enabled(browser, "resetButton")

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
