"""The to-do list in a real headless Chromium: add (Enter and the button), a refused empty title, done, remove;
then the server restarts and the list is still there, in German; and a rename asked in an alert's text field. On the pytest-bindery kit (tools/pytest-bindery),
as a package outside this repository writes it."""
import time

from selenium.webdriver.common.keys import Keys

from pytest_bindery import assert_accessible, choose_alert_action, element, tap, text_of, wait_for, wait_for_dialog


def add(driver, title, press_enter=False):
    field = element(driver, "newItemField")
    field.send_keys(title)
    if press_enter:
        field.send_keys(Keys.ENTER)
    else:
        tap(driver, "addButton")


def item_ids(driver):
    return [item.get_attribute("id") for item in driver.find_elements("css selector", ".todo-list > *")]


def shows(driver, element_id, text):
    wait_for(driver, lambda d: text_of(d, element_id) == text)


def test_add_refuse_tick_off_remove_and_find_it_again_after_a_restart(browser, start_app):
    todo = start_app("todo", ["--data-dir", "{data}"])     # {data}: the test's temporary data folder
    browser.get(todo.url + "/todo")
    shows(browser, "statusLabel", "Nothing to do yet. Type a task above and press Add.")

    tap(browser, "addButton")                                    # nothing typed: refused, the stream goes on
    shows(browser, "problemLabel", "Type what needs doing first.")
    add(browser, "Buy milk", press_enter=True)
    shows(browser, "itemTitle-1", "Buy milk")
    # the app's own stylesheet (todo.css), laid over BinderyWeb's, lets the title take the row's free width
    assert browser.execute_script(
        "return getComputedStyle(document.getElementById('itemTitle-1')).flexGrow") == "1"
    wait_for(browser, lambda d: not element(d, "problemLabel").is_displayed())
    wait_for(browser, lambda d: element(d, "newItemField").get_attribute("value") == "")
    add(browser, "Water plants")
    shows(browser, "statusLabel", "2 of 2 left")
    wait_for(browser, lambda d: d.title == "To-do (2)")           # the tab's title counts what is open (rx.title)
    assert item_ids(browser) == ["item-1", "item-2"]           # the new row put after the first (contentEdits)
    add(browser, "buy milk")
    shows(browser, "problemLabel", "“Buy milk” is already on the list.")

    tap(browser, "toggle-1")
    wait_for(browser, lambda d: "done" in element(d, "itemTitle-1").get_attribute("class"))
    shows(browser, "statusLabel", "1 of 2 left")
    add(browser, "Call Ann")
    shows(browser, "statusLabel", "2 of 3 left")
    tap(browser, "remove-2")                                     # the middle row goes, the others stay in order
    wait_for(browser, lambda d: item_ids(d) == ["item-1", "item-3"])
    shows(browser, "statusLabel", "1 of 2 left")
    tap(browser, "remove-3")
    wait_for(browser, lambda d: item_ids(d) == ["item-1"])
    wait_for(browser, lambda d: d.title == "To-do")               # nothing open: the screen's own title

    todo.restart()
    browser.get(todo.url + "/todo?lang=de")
    shows(browser, "headingLabel", "Aufgaben")
    shows(browser, "itemTitle-1", "Buy milk")
    shows(browser, "statusLabel", "0 von 1 offen")
    shows(browser, "toggle-1", "Wieder öffnen")


def open_rename(driver, item_id):
    """Taps the item's Rename and returns the alert's field once the alert is open and the field has the focus."""
    tap(driver, f"rename-{item_id}")
    wait_for_dialog(driver)
    wait_for(driver, lambda d: d.switch_to.active_element.get_attribute("id") == "dialog-field-0")
    return element(driver, "dialog-field-0")


def test_rename_asks_in_an_alert_whose_field_holds_the_title(browser, start_app):
    todo = start_app("todo", ["--data-dir", "{data}"])
    browser.get(todo.url + "/todo")
    add(browser, "Buy milk", press_enter=True)
    add(browser, "Water plants")
    shows(browser, "itemTitle-2", "Water plants")

    field = open_rename(browser, 1)                           # focus moves into the alert, to its field
    assert field.get_attribute("value") == "Buy milk"
    shows(browser, "dialog-title", "Rename “Buy milk”")
    assert_accessible(browser)
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("water PLANTS")
    choose_alert_action(browser, "Rename")                           # Rename: refused, the item keeps its title
    shows(browser, "problemLabel", "“Water plants” is already on the list.")
    shows(browser, "itemTitle-1", "Buy milk")

    field = open_rename(browser, 1)
    assert field.get_attribute("value") == "Buy milk"
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("Buy oat milk", Keys.ENTER)
    choose_alert_action(browser, "Rename")
    shows(browser, "itemTitle-1", "Buy oat milk")
    wait_for(browser, lambda d: not element(d, "problemLabel").is_displayed())

    open_rename(browser, 2).send_keys(Keys.ESCAPE)            # Escape: Cancel
    wait_for(browser, lambda d: not d.find_elements("css selector", "dialog[open]"))
    shows(browser, "itemTitle-2", "Water plants")


def test_an_open_tab_comes_back_after_a_crash_with_each_change_made_once(browser, start_app):
    todo = start_app("todo", ["--data-dir", "{data}"])
    browser.get(todo.url + "/todo")
    add(browser, "Buy milk", press_enter=True)
    shows(browser, "itemTitle-1", "Buy milk")
    tap(browser, "toggle-1")
    shows(browser, "statusLabel", "0 of 1 left")

    todo.freeze()                                              # the server hangs: what is typed now is never handled
    element(browser, "newItemField").send_keys("Water plants")
    time.sleep(0.3)                                            # past the page's 50 ms change window: the text went
    todo.crash()                                               # kill -9: the tab's record holds every event it handled
    todo.restart(same_port=True)
    # The same page, not reloaded: it reconnects, and the tab is replayed from its record. The replayed tick gets
    # the list its update saved instead of ticking the item again, so it is still done; the text the server never
    # handled is still in the field, and the page sends it again.
    shows(browser, "statusLabel", "0 of 1 left")
    shows(browser, "toggle-1", "Undo")
    wait_for(browser, lambda d: element(d, "newItemField").get_attribute("value") == "Water plants")
    tap(browser, "addButton")                                  # the server adds what the field shows
    shows(browser, "itemTitle-2", "Water plants")
    tap(browser, "toggle-1")                                   # and the next tap works
    shows(browser, "statusLabel", "2 of 2 left")
