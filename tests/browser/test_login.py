"""Login in a real headless Chromium: live bullets and button, wrong password, the demo account,
the guarded welcome page, sign-out, throttling, Korean texts, and markup shown as text."""
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import alert_text, element, wait_for


def classes(driver, element_id):
    return (element(driver, element_id).get_attribute("class") or "").split()


def bullet_colour(driver, element_id):
    return element(driver, element_id).value_of_css_property("background-color")


def is_enabled(driver):
    return element(driver, "loginButton").get_attribute("disabled") is None


def type_keys(field, text):
    """Types like a fast person, 20 keys a second: each keystroke is an event, and a tab may send only
    so many events a second (the rest are refused)."""
    for key in text:
        field.send_keys(key)
        time.sleep(0.05)


def type_into(driver, element_id, text):
    """Makes the field hold `text` with as few keystrokes as a person would use."""
    field = element(driver, element_id)
    current = field.get_attribute("value")
    if current == text:
        return
    if current and text.startswith(current):
        type_keys(field, text[len(current):])
        return
    if current:
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys(Keys.DELETE)
    type_keys(field, text)


def no_browser_dialog(driver):
    try:
        driver.switch_to.alert
    except Exception:
        return True
    return False


def open_login(browser, gallery, path="/login"):
    browser.get(gallery.url + path)
    wait_for(browser, lambda d: d.find_element(By.ID, "idField"))


def sign_in(browser, email, password):
    type_into(browser, "idField", email)
    type_into(browser, "pwField", password)
    wait_for(browser, is_enabled)
    element(browser, "loginButton").click()


def wait_until_signed_in(browser, email="demo@example.com"):
    """Waits for the welcome screen and for the browser's renewed cookie: the page trades its sign-in ticket for the
    new cookie in a request of its own, which on a busy machine can finish after the welcome screen shows. A page
    loaded before that still carries the old cookie, which signs nothing in."""
    wait_for(browser, lambda d: element(d, "greetingLabel").text == f"Welcome, {email}!")
    wait_for(browser, lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("data-browser-renewed") == "true")


RED = "rgba(215, 0, 21, 1)"
GREEN = "rgba(26, 127, 55, 1)"


FORCE_A_TAP = """
    const button = document.getElementById("loginButton");
    button.removeAttribute("disabled");
    button.click();
    button.setAttribute("disabled", "");
"""


def test_bullets_and_button_follow_the_typing(browser, start_gallery):
    gallery = start_gallery()
    open_login(browser, gallery)
    assert "invalid" in classes(browser, "idValidView") and "invalid" in classes(browser, "pwValidView")
    assert bullet_colour(browser, "idValidView") == RED
    assert not is_enabled(browser)

    type_into(browser, "idField", "demo@example")
    type_into(browser, "pwField", "12345")
    wait_for(browser, lambda d: element(d, "pwField").get_attribute("value") == "12345")
    assert "invalid" in classes(browser, "idValidView") and "invalid" in classes(browser, "pwValidView")
    assert not is_enabled(browser)
    element(browser, "loginButton").click()          # disabled: the browser sends nothing
    browser.execute_script(FORCE_A_TAP)              # a tap forced past the disabled attribute: the server ignores it

    type_keys(element(browser, "idField"), ".com")
    wait_for(browser, lambda d: "valid" in classes(d, "idValidView"))   # answered after the forced tap
    assert browser.current_url.endswith("/login") and not element(browser, "alertBox").is_displayed()
    assert bullet_colour(browser, "idValidView") == GREEN
    assert not is_enabled(browser)
    type_keys(element(browser, "pwField"), "6")
    wait_for(browser, lambda d: "valid" in classes(d, "pwValidView"))
    wait_for(browser, is_enabled)
    assert bullet_colour(browser, "pwValidView") == GREEN


def test_a_wrong_password_shows_the_alert_and_keeps_the_form(browser, start_gallery):
    gallery = start_gallery()
    open_login(browser, gallery)
    sign_in(browser, "demo@example.com", "wrong-password")
    assert alert_text(browser) == "Check your account details."
    assert browser.current_url.endswith("/login")
    assert element(browser, "idField").get_attribute("value") == "demo@example.com"
    assert element(browser, "pwField").get_attribute("value") == "wrong-password"
    wait_for(browser, is_enabled)


def test_the_demo_account_signs_in_and_out(browser, start_gallery):
    gallery = start_gallery()
    open_login(browser, gallery)
    sign_in(browser, "demo@example.com", "password")
    wait_for(browser, lambda d: d.current_url.endswith("/login/welcome"))
    wait_for(browser, lambda d: element(d, "greetingLabel").text == "Welcome, demo@example.com!")

    browser.back()                                    # the form as the user left it
    wait_for(browser, lambda d: d.current_url.endswith("/login"))
    wait_for(browser, lambda d: element(d, "idField").get_attribute("value") == "demo@example.com")
    browser.forward()
    wait_for(browser, lambda d: element(d, "greetingLabel").text == "Welcome, demo@example.com!")

    element(browser, "signOutButton").click()
    wait_for(browser, lambda d: d.current_url.endswith("/login") and d.find_elements(By.ID, "idField"))
    assert element(browser, "idField").get_attribute("value") == ""


def test_return_in_the_password_field_signs_in(browser, start_gallery):
    gallery = start_gallery()
    open_login(browser, gallery)
    type_into(browser, "idField", "demo@example.com")
    type_into(browser, "pwField", "passwor")
    element(browser, "pwField").send_keys(Keys.ENTER)     # not valid yet: Return does nothing
    type_keys(element(browser, "pwField"), "d")
    wait_for(browser, is_enabled)                          # answered after the first Return
    assert browser.current_url.endswith("/login")
    element(browser, "pwField").send_keys(Keys.ENTER)
    wait_for(browser, lambda d: d.current_url.endswith("/login/welcome"))
    wait_for(browser, lambda d: element(d, "greetingLabel").text == "Welcome, demo@example.com!")


def test_the_welcome_page_without_a_signed_in_session_goes_to_login(browser, start_gallery):
    gallery = start_gallery()
    browser.get(gallery.url + "/login/welcome")
    wait_for(browser, lambda d: d.find_elements(By.ID, "idField"))
    assert not browser.find_elements(By.ID, "greetingLabel")
    wait_for(browser, lambda d: d.current_url.endswith("/login"))


def test_a_reload_and_a_new_tab_stay_signed_in_another_browser_is_not_and_sign_out_signs_the_browser_out(
        browser, another_browser, start_gallery):
    gallery = start_gallery()
    open_login(browser, gallery)
    sign_in(browser, "demo@example.com", "password")
    wait_for(browser, lambda d: d.current_url.endswith("/login/welcome"))
    wait_until_signed_in(browser)

    browser.refresh()                                  # the same browser: still signed in
    wait_for(browser, lambda d: element(d, "greetingLabel").text == "Welcome, demo@example.com!")
    browser.switch_to.new_window("tab")                # a new tab of the same browser, too
    browser.get(gallery.url + "/login/welcome")
    wait_for(browser, lambda d: element(d, "greetingLabel").text == "Welcome, demo@example.com!")

    stranger = another_browser()                       # another browser is not signed in
    stranger.get(gallery.url + "/login/welcome")
    wait_for(stranger, lambda d: d.current_url.endswith("/login") and d.find_elements(By.ID, "idField"))

    element(browser, "signOutButton").click()          # signing out in one tab signs the browser out
    wait_for(browser, lambda d: d.current_url.endswith("/login") and d.find_elements(By.ID, "idField"))
    browser.switch_to.window(browser.window_handles[0])  # the other open tab leaves its welcome screen, live
    wait_for(browser, lambda d: d.current_url.endswith("/login") and d.find_elements(By.ID, "idField"))
    assert not browser.find_elements(By.ID, "greetingLabel")
    browser.refresh()
    wait_for(browser, lambda d: d.current_url.endswith("/login") and d.find_elements(By.ID, "idField"))
    assert not browser.find_elements(By.ID, "greetingLabel")


# The (account, client) pair's first delay the throttle test's gallery is started with (--sign-in-delay-seconds).
SIGN_IN_DELAY = 20


def test_too_many_failures_delay_the_pair_across_a_restart_are_logged_and_the_owner_gets_back_in(
        browser, start_gallery):
    # The pair's delay is SIGN_IN_DELAY seconds here instead of the standard minute (a test-only server option): the
    # same refusal, kept across the restart, then waited out. The minute itself is LoginThrottlingTests' (virtual time).
    gallery = start_gallery(extra_args=["--sign-in-delay-seconds", str(SIGN_IN_DELAY)])
    open_login(browser, gallery)
    sign_in(browser, "demo@example.com", "wrong-password")
    assert alert_text(browser) == "Check your account details."
    for _ in range(4):
        element(browser, "alertDismiss").click()
        wait_for(browser, is_enabled)
        element(browser, "loginButton").click()
        assert alert_text(browser) == "Check your account details."
    fifth_failure = time.monotonic()
    element(browser, "alertDismiss").click()
    sign_in(browser, "demo@example.com", "password")   # five free failures, then a minute's delay for this pair
    assert alert_text(browser) == "Too many attempts; try again in 1 minute."
    assert browser.current_url.endswith("/login")
    failures = [line for line in gallery.output if "Sign-in failed" in line and "account=demo@example.com" in line]
    assert len(failures) == 5, "".join(gallery.output[-20:])
    assert not any("wrong-password" in line for line in gallery.output), "the log never holds a password"

    gallery.restart()                                  # the failures are kept in the account database
    open_login(browser, gallery)
    sign_in(browser, "demo@example.com", "password")
    assert alert_text(browser) == "Too many attempts; try again in 1 minute."

    assert time.monotonic() - fifth_failure < SIGN_IN_DELAY, "the refusal after the restart came within the delay"
    time.sleep(max(0.0, SIGN_IN_DELAY + 1 - (time.monotonic() - fifth_failure)))
    element(browser, "alertDismiss").click()
    wait_for(browser, is_enabled)
    element(browser, "loginButton").click()
    wait_for(browser, lambda d: element(d, "greetingLabel").text == "Welcome, demo@example.com!", timeout=20)


def test_korean_texts(browser, start_gallery):
    gallery = start_gallery()
    open_login(browser, gallery, "/login?lang=ko")
    assert element(browser, "loginButton").text == "로그인"
    sign_in(browser, "demo@example.com", "wrong-password")
    assert alert_text(browser) == "계정정보를 확인하세요."
    sign_in(browser, "demo@example.com", "password")
    wait_for(browser, lambda d: d.find_elements(By.ID, "greetingLabel")
             and element(d, "greetingLabel").text == "demo@example.com님, 환영합니다!")


def test_markup_typed_in_the_email_field_stays_literal(browser, start_gallery):
    gallery = start_gallery()
    open_login(browser, gallery)
    markup = "<img src=x onerror=alert(1)>@evil.com"
    type_into(browser, "idField", markup)
    wait_for(browser, lambda d: "valid" in classes(d, "idValidView"))
    assert element(browser, "idField").get_attribute("value") == markup
    sign_in(browser, markup, "password")
    assert alert_text(browser) == "Check your account details."
    assert not browser.find_elements(By.CSS_SELECTOR, "#screen img")
    assert no_browser_dialog(browser)
