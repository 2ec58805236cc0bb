"""Dutch pay in a real headless Chromium: split a bill, change the party, clear, Korean, and the limits."""

import pytest
from selenium.webdriver.common.by import By

from conftest import tap, text_of, wait_for


@pytest.fixture
def gallery(start_gallery):
    """The gallery with its embedded stand-ins (Dutch pay needs no service)."""
    return start_gallery()


def shows(driver, total, people, each):
    wait_for(driver, lambda d: (text_of(d, "totalAmountLabel"), text_of(d, "personCountLabel"),
                                text_of(d, "perPersonLabel")) == (total, people, each))


def is_disabled(driver, element_id):
    return driver.find_element(By.ID, element_id).get_attribute("disabled") is not None


def type_digits(driver, digits):
    """Taps the keys that type digits ("00" is one tap of the 00 key)."""
    index = 0
    while index < len(digits):
        key = "key00" if digits.startswith("00", index) else "key" + digits[index]
        tap(driver, key)
        index += 2 if key == "key00" else 1


def open_calculator(browser, gallery, path="/dutch-pay"):
    browser.get(gallery.url + path)
    wait_for(browser, lambda d: d.find_element(By.ID, "perPersonLabel"))


def test_split_1000_between_four_then_change_the_party_and_clear(browser, gallery):
    open_calculator(browser, gallery)
    shows(browser, "₩0", "2 people", "₩0")
    type_digits(browser, "1000")
    shows(browser, "₩1,000", "2 people", "₩500")
    tap(browser, "plusPersonButton")
    tap(browser, "plusPersonButton")
    shows(browser, "₩1,000", "4 people", "₩250")
    tap(browser, "key1")                      # 10,001 / 4 = 2,500.25 → 2,501
    shows(browser, "₩10,001", "4 people", "₩2,501")
    tap(browser, "minusPersonButton")         # 10,001 / 3 = 3,333.67 → 3,334
    shows(browser, "₩10,001", "3 people", "₩3,334")
    tap(browser, "backspaceKey")
    shows(browser, "₩1,000", "3 people", "₩334")
    tap(browser, "clearKey")
    shows(browser, "₩0", "3 people", "₩0")
    tap(browser, "backspaceKey")              # backspace on empty stays 0
    tap(browser, "key00")                     # leading zeros are dropped
    tap(browser, "key7")
    shows(browser, "₩7", "3 people", "₩3")


def test_korean_page(browser, gallery):
    open_calculator(browser, gallery, "/dutch-pay?lang=ko")
    shows(browser, "0원", "2명", "0원")
    assert browser.title.startswith("더치페이") or "더치페이" in browser.title
    assert "총 금액" in browser.page_source
    type_digits(browser, "1001")
    tap(browser, "plusPersonButton")
    tap(browser, "plusPersonButton")
    shows(browser, "1,001원", "4명", "251원")


def test_a_thirteenth_digit_is_ignored_and_minus_at_one_stays_one(browser, gallery):
    open_calculator(browser, gallery)
    type_digits(browser, "999999999999")
    shows(browser, "₩999,999,999,999", "2 people", "₩500,000,000,000")
    tap(browser, "key5")                      # a 13th digit
    tap(browser, "key00")
    tap(browser, "minusPersonButton")
    shows(browser, "₩999,999,999,999", "1 person", "₩999,999,999,999")
    wait_for(browser, lambda d: is_disabled(d, "minusPersonButton"))
    tap(browser, "minusPersonButton")         # disabled: nothing happens
    tap(browser, "plusPersonButton")
    shows(browser, "₩999,999,999,999", "2 people", "₩500,000,000,000")
    assert not is_disabled(browser, "minusPersonButton")


def test_plus_is_disabled_at_ninety_nine(browser, gallery):
    open_calculator(browser, gallery)
    type_digits(browser, "1000")
    shows(browser, "₩1,000", "2 people", "₩500")
    for count in range(3, 100):               # one tap per answer: within the server's per-tab burst of events
        tap(browser, "plusPersonButton")
        wait_for(browser, lambda d: text_of(d, "personCountLabel") == f"{count} people")
    shows(browser, "₩1,000", "99 people", "₩11")
    wait_for(browser, lambda d: is_disabled(d, "plusPersonButton"))
    tap(browser, "plusPersonButton")
    shows(browser, "₩1,000", "99 people", "₩11")


def test_home_links_to_the_calculator(browser, gallery):
    browser.get(gallery.url + "/")
    browser.find_element(By.CSS_SELECTOR, 'a[href^="/dutch-pay"]').click()
    wait_for(browser, lambda d: "/dutch-pay" in d.current_url)
    shows(browser, "₩0", "2 people", "₩0")
