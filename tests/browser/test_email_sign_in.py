"""Email sign-in in a real headless Chromium: the throttled check, Next, the address page, Back, markup, deep links."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import element, wait_for


def button_is_on(driver):
    button = element(driver, "nextButton")
    return button.get_attribute("disabled") is None and "valid" in button.get_attribute("class").split()


def button_is_off(driver):
    button = element(driver, "nextButton")
    return button.get_attribute("disabled") is not None and "valid" not in (button.get_attribute("class") or "").split()


def type_into_field(driver, text):
    field = element(driver, "textField")
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(Keys.DELETE)
    field.send_keys(text)


def socket_has_shown_the_screen(driver):
    """The live screen has arrived over the socket (it replaces the server-rendered page, marking the history entry)."""
    return driver.execute_script("return !!(history.state && history.state.bindery)")


def open_form(browser, gallery, path="/email-sign-in"):
    browser.get(gallery.url + path)
    wait_for(browser, lambda d: d.find_element(By.ID, "textField"))
    wait_for(browser, socket_has_shown_the_screen)


def no_browser_alert(driver):
    try:
        driver.switch_to.alert
    except Exception:
        return True
    return False


FORCE_A_TAP = """
    const button = document.getElementById("nextButton");
    button.removeAttribute("disabled");
    button.click();
    button.setAttribute("disabled", "");
"""


def test_invalid_then_valid_then_next_then_back(browser, start_gallery):
    gallery = start_gallery()
    open_form(browser, gallery)
    assert button_is_off(browser)
    type_into_field(browser, "me@example")
    wait_for(browser, lambda d: element(d, "textField").get_attribute("value") == "me@example")
    element(browser, "nextButton").click()            # disabled: the browser sends nothing
    browser.execute_script(FORCE_A_TAP)               # a tap forced past the disabled attribute: ignored, invalid text
    assert button_is_off(browser)
    element(browser, "textField").send_keys(".com")
    wait_for(browser, button_is_on, timeout=5)        # judged within a second, answered after the forced tap
    assert browser.current_url.endswith("/email-sign-in"), "the forced tap went nowhere"
    element(browser, "nextButton").click()
    wait_for(browser, lambda d: d.current_url.endswith("/email-sign-in/next"))
    wait_for(browser, lambda d: element(d, "emailLabel").text == "me@example.com")
    browser.back()
    wait_for(browser, lambda d: d.current_url.endswith("/email-sign-in"))
    wait_for(browser, lambda d: element(d, "textField").get_attribute("value") == "me@example.com")
    wait_for(browser, button_is_on)


def test_the_button_turns_off_again_when_the_address_breaks(browser, start_gallery):
    gallery = start_gallery()
    open_form(browser, gallery)
    type_into_field(browser, "me@example.com")
    wait_for(browser, button_is_on, timeout=5)
    element(browser, "textField").send_keys("@")
    wait_for(browser, button_is_off, timeout=5)


def test_markup_typed_into_the_field_stays_literal_and_runs_nothing(browser, start_gallery):
    gallery = start_gallery()
    open_form(browser, gallery)
    markup = "<img src=x onerror=alert(1)>"
    type_into_field(browser, markup)
    wait_for(browser, lambda d: element(d, "textField").get_attribute("value") == markup)
    assert no_browser_alert(browser)
    assert not browser.find_elements(By.CSS_SELECTOR, "main img")
    assert button_is_off(browser)


def test_an_address_with_html_entities_appears_literally_on_the_next_page(browser, start_gallery):
    gallery = start_gallery()
    open_form(browser, gallery)
    address = "tom&amp'jerry@example.com"                # valid, and HTML would turn &amp into &
    type_into_field(browser, address)
    wait_for(browser, button_is_on, timeout=5)
    element(browser, "nextButton").click()
    wait_for(browser, lambda d: d.current_url.endswith("/email-sign-in/next"))
    wait_for(browser, lambda d: element(d, "emailLabel").text == address)
    assert no_browser_alert(browser)


def test_a_deep_link_to_the_next_page_goes_back_to_the_form(browser, start_gallery):
    gallery = start_gallery()
    browser.get(gallery.url + "/email-sign-in/next")
    wait_for(browser, lambda d: d.current_url.endswith("/email-sign-in"))
    wait_for(browser, lambda d: d.find_element(By.ID, "textField"))
    assert not browser.find_elements(By.ID, "emailLabel")


def test_korean_texts(browser, start_gallery):
    gallery = start_gallery()
    open_form(browser, gallery, "/email-sign-in?lang=ko")
    wait_for(browser, lambda d: element(d, "nextButton").text == "다음")
    assert "이메일" in browser.title
