"""Nothing a tab holds is lost: a typed Dutch pay total, a pushed detail screen and a typed email come back after the
server stops (SIGTERM) or is killed (kill -9) and starts again on its address — without a reload of the page — and
after a reload of the page; the next tap continues each. A new tab, or the link home, starts fresh."""

from selenium.webdriver.common.by import By

from conftest import connected, element, ignoring_swaps, tap, text_of, wait_for

# Set on each page's window: still there afterwards means the page was never loaded again.
SAME_DOCUMENT = "window.binderyContinuityMark"


def won(amount):
    """An amount as Dutch pay shows it: ₩5,000."""
    return "₩{:,}".format(amount)


def mark(driver):
    driver.execute_script(SAME_DOCUMENT + " = true;")


def same_document(driver):
    return driver.execute_script("return " + SAME_DOCUMENT + " === true;")


def field_value(driver, element_id):
    found = driver.find_elements(By.ID, element_id)
    return found[0].get_attribute("value") if found else None


def open_three_tabs(browser, gallery):
    """Dutch pay with ₩50 typed, a member's details pushed over the list, a half-typed email; returns the tabs."""
    browser.get(gallery.url + "/dutch-pay")
    wait_for(browser, connected)
    tap(browser, "key5")
    tap(browser, "key0")
    wait_for(browser, lambda d: text_of(d, "totalAmountLabel") == "₩50")
    dutch_pay = browser.current_window_handle

    browser.switch_to.new_window("tab")
    browser.get(gallery.url + "/members")
    wait_for(browser, connected)
    wait_for(browser, lambda d: d.find_elements(By.CSS_SELECTOR, '#tableView tr[data-row="3"]'))
    browser.find_element(By.CSS_SELECTOR, '#tableView tr[data-row="3"]').click()
    wait_for(browser, ignoring_swaps(lambda d: d.find_element(By.ID, "nameLabel").text == "Park Seoyeon"))
    members = browser.current_window_handle

    browser.switch_to.new_window("tab")
    browser.get(gallery.url + "/email-sign-in")
    wait_for(browser, connected)
    element(browser, "textField").send_keys("ada@example")
    wait_for(browser, lambda d: element(d, "nextButton").get_attribute("disabled") is not None)
    email = browser.current_window_handle
    for tab in (dutch_pay, members, email):
        browser.switch_to.window(tab)
        mark(browser)
    return dutch_pay, members, email


def assert_each_tab_continues(browser, gallery, tabs, total=50, typed="ada@example"):
    """Each tab is connected again in the same document, showing the Dutch pay `total`, the member's details and the
    `typed` email."""
    dutch_pay, members, email = tabs
    browser.switch_to.window(dutch_pay)
    wait_for(browser, connected, timeout=30)
    assert same_document(browser), "the page found the server by itself, with no reload"
    assert text_of(browser, "totalAmountLabel") == won(total)

    browser.switch_to.window(members)
    wait_for(browser, connected, timeout=30)
    assert same_document(browser)
    assert browser.current_url == gallery.url + "/members/3"
    assert text_of(browser, "nameLabel") == "Park Seoyeon"

    browser.switch_to.window(email)
    wait_for(browser, connected, timeout=30)
    assert same_document(browser)
    assert field_value(browser, "textField") == typed


def continue_each_tab(browser, gallery, tabs, total):
    """The next tap on each tab goes on from where it was; returns the Dutch pay total it reached."""
    dutch_pay, members, email = tabs
    browser.switch_to.window(dutch_pay)
    tap(browser, "key0")
    total = total * 10
    wait_for(browser, lambda d: text_of(d, "totalAmountLabel") == won(total))

    browser.switch_to.window(members)
    browser.back()                                   # the list under the pushed details came back too
    wait_for(browser, lambda d: d.current_url.endswith("/members"))
    wait_for(browser, lambda d: d.find_elements(By.CSS_SELECTOR, '#tableView tr[data-row="3"]'))
    browser.forward()
    wait_for(browser, lambda d: d.current_url.endswith("/members/3"))

    browser.switch_to.window(email)
    return total


def test_tabs_continue_through_a_restart_and_a_kill_without_a_reload(browser, start_gallery):
    gallery = start_gallery()
    tabs = open_three_tabs(browser, gallery)

    gallery.restart(same_port=True)                  # SIGTERM: the server drains, the pages wait, it comes back
    assert_each_tab_continues(browser, gallery, tabs)
    total = continue_each_tab(browser, gallery, tabs, 50)

    browser.switch_to.window(tabs[0])
    wait_for(browser, lambda d: text_of(d, "totalAmountLabel") == won(total))
    gallery.crash()                                  # kill -9: no drain, no goodbye
    gallery.start()
    browser.switch_to.window(tabs[0])
    wait_for(browser, connected, timeout=30)
    assert same_document(browser)
    assert text_of(browser, "totalAmountLabel") == won(total), "a crash lost none of the events the server handled"
    tap(browser, "key0")
    wait_for(browser, lambda d: text_of(d, "totalAmountLabel") == won(total * 10))

    browser.switch_to.window(tabs[2])
    wait_for(browser, connected, timeout=30)
    assert field_value(browser, "textField") == "ada@example"
    element(browser, "textField").send_keys(".com")
    wait_for(browser, lambda d: element(d, "nextButton").get_attribute("disabled") is None)


def test_a_reloaded_tab_keeps_its_state_and_a_new_tab_or_the_home_link_starts_fresh(browser, start_gallery):
    gallery = start_gallery()
    browser.get(gallery.url + "/dutch-pay")
    wait_for(browser, connected)
    tap(browser, "key7")
    wait_for(browser, lambda d: text_of(d, "totalAmountLabel") == "₩7")

    browser.refresh()
    wait_for(browser, connected)
    wait_for(browser, lambda d: text_of(d, "totalAmountLabel") == "₩7")
    tap(browser, "key0")
    wait_for(browser, lambda d: text_of(d, "totalAmountLabel") == "₩70")

    browser.switch_to.new_window("tab")               # a new tab is a new session
    browser.get(gallery.url + "/dutch-pay")
    wait_for(browser, connected)
    assert text_of(browser, "totalAmountLabel") == "₩0"
    browser.close()
    browser.switch_to.window(browser.window_handles[0])

    browser.get(gallery.url + "/")                   # the home link, then the app again: a fresh start
    browser.find_element(By.CSS_SELECTOR, 'a[href$="/dutch-pay"]').click()
    wait_for(browser, connected)
    wait_for(browser, lambda d: d.current_url.endswith("/dutch-pay"))
    assert text_of(browser, "totalAmountLabel") == "₩0"
