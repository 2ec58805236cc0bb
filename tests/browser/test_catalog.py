"""The control catalog in a real headless Chromium: every control driven with the mouse and with the keyboard, at a
desktop viewport and at a phone's (375 px wide), each value reaching its line; a screenshot of each size is kept in
artifacts/browser/ (catalog-desktop.png, catalog-phone.png).

The presenting and listing controls likewise: the alert, the action sheet and the presented nickname screen open in
a modal <dialog> that keeps focus inside, answer Enter, Escape and the mouse, report their choice on a line, and give
focus back to the button that opened them; axe-core finds no violation with each dialog open. The planets' table of
custom cells takes a click and Enter, its refresh control a click and the keyboard. Screenshots with each dialog open
and of the planets: catalog-<alert|share|nickname|planets>-<desktop|phone>.png.

The tab bar moves between the catalog's two sections in the tab (no page load; Back finds the catalog as it was
left), shows the badges' stepper's number on Controls, answers Enter, and leaves a Ctrl-click to the browser, which
opens the section in a new tab (catalog-badges-<desktop|phone>.png).

The date picker shows its day in the browser's time zone: a browser a day away from UTC, on its first visit (the
page rendered before it said its zone, which its socket then carries) and on a later page load."""
import datetime
import urllib.request
import zoneinfo

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from pytest_bindery import choose_alert_action

from conftest import ARTIFACTS, connected, element, text_of, wait_for
from test_accessibility import audit

VIEWPORTS = {"desktop": (1000, 900), "phone": (375, 812)}


def line(driver, element_id, text):
    """Waits until the value line `element_id` shows `text`."""
    wait_for(driver, lambda d: text_of(d, element_id) == text, timeout=5)


def press(driver, element_id, *keys):
    """Focuses the control (as Tab would, without a click) and presses `keys` on it."""
    driver.execute_script("document.getElementById(arguments[0]).focus()", element_id)
    ActionChains(driver).send_keys(*keys).perform()


def open_catalog(browser, gallery, viewport, lang=None):
    width, height = VIEWPORTS[viewport]
    browser.set_window_size(width, height)
    browser.get(gallery.url + "/catalog" + (f"?lang={lang}" if lang else ""))
    wait_for(browser, connected)


def no_refusal(driver):
    return driver.execute_script("return document.body.getAttribute('data-last-error')") is None


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_every_control_takes_the_mouse_and_the_keyboard_and_shows_its_value(browser, start_gallery, viewport):
    gallery = start_gallery()
    open_catalog(browser, gallery, viewport)
    line(browser, "workingLabel", "Working: Off")
    assert not element(browser, "activityIndicator").is_displayed()

    # The switch: a click turns it on and runs the activity indicator; Space turns it off.
    element(browser, "workingSwitch").click()
    line(browser, "workingLabel", "Working: On")
    wait_for(browser, lambda d: element(d, "activityIndicator").get_attribute("aria-busy") == "true")
    assert element(browser, "activityIndicator").is_displayed()
    press(browser, "workingSwitch", Keys.SPACE)
    line(browser, "workingLabel", "Working: Off")
    wait_for(browser, lambda d: not element(d, "activityIndicator").is_displayed())

    # The check box: Space, then a click.
    press(browser, "newsCheckBox", Keys.SPACE)
    line(browser, "newsLabel", "Send me news: On")
    element(browser, "newsCheckBox").click()
    line(browser, "newsLabel", "Send me news: Off")

    # The segments: a click on a segment's label, then the arrow keys within the radio group.
    line(browser, "sizeLabel", "Size: Medium")
    browser.find_element(By.XPATH, '//fieldset[@id="sizeControl"]//label[normalize-space()="Large"]').click()
    line(browser, "sizeLabel", "Size: Large")
    browser.execute_script('document.querySelector("#sizeControl input:checked").focus()')
    ActionChains(browser).send_keys(Keys.ARROW_LEFT).perform()
    line(browser, "sizeLabel", "Size: Medium")

    # The slider: End and Home, then a click near its start; the progress bar follows it.
    line(browser, "volumeLabel", "Volume: 50%")
    press(browser, "volumeSlider", Keys.END)
    line(browser, "volumeLabel", "Volume: 100%")
    wait_for(browser, lambda d: d.execute_script("return document.getElementById('progressView').value") == 1)
    press(browser, "volumeSlider", Keys.HOME)
    line(browser, "volumeLabel", "Volume: 0%")
    slider = element(browser, "volumeSlider")
    ActionChains(browser).move_to_element_with_offset(slider, slider.size["width"] // 4, 0).click().perform()
    wait_for(browser, lambda d: text_of(d, "volumeLabel") not in ("Volume: 0%", "Volume: 100%", "Volume: 50%"), timeout=5)

    # The stepper: the Up key steps; a click into it and a typed number set it.
    line(browser, "guestsLabel", "Guests: 2")
    press(browser, "guestsStepper", Keys.ARROW_UP)
    line(browser, "guestsLabel", "Guests: 3")
    stepper = element(browser, "guestsStepper")
    stepper.click()
    ActionChains(browser).key_down(Keys.CONTROL).send_keys("a").key_up(Keys.CONTROL).send_keys("7").perform()
    line(browser, "guestsLabel", "Guests: 7")

    # The date picker: a day typed field by field (the page's locale is en-US: month, day, year).
    press(browser, "dayPicker", "12", "24", "2025")
    wait_for(browser, lambda d: element(d, "dayPicker").get_attribute("value") == "2025-12-24", timeout=5)
    line(browser, "dayLabel", "Day: 2025-12-24")

    # The picker: opened with a click and chosen with the arrow keys and Return, then the Up key on it closed.
    line(browser, "fruitLabel", "Fruit: Apple")
    element(browser, "fruitPicker").click()
    ActionChains(browser).send_keys(Keys.ARROW_DOWN, Keys.ARROW_DOWN, Keys.ENTER).perform()
    line(browser, "fruitLabel", "Fruit: Plum")
    assert Select(element(browser, "fruitPicker")).first_selected_option.text == "Plum"
    press(browser, "fruitPicker", Keys.ARROW_UP)
    line(browser, "fruitLabel", "Fruit: Pear")

    # The text view: a click, then two lines typed (Return starts the second one and submits nothing).
    element(browser, "notesView").click()
    ActionChains(browser).send_keys("Hello", Keys.ENTER, "world").perform()
    line(browser, "notesLabel", "Notes: 11 characters")
    assert element(browser, "notesView").get_attribute("value") == "Hello\nworld"

    assert no_refusal(browser), browser.execute_script("return document.body.getAttribute('data-last-error')")
    # Nothing is wider than the page, so a phone scrolls only up and down.
    assert browser.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    browser.save_screenshot(str(ARTIFACTS / f"catalog-{viewport}.png"))
    print(f"screenshot: {ARTIFACTS / f'catalog-{viewport}.png'}")


def far_zone_and_its_day():
    """A time zone whose day differs from UTC's now and is not near its midnight, and that day (ISO)."""
    now = datetime.datetime.now(datetime.timezone.utc)
    for name in ("Pacific/Kiritimati", "Pacific/Pago_Pago"):  # UTC+14, UTC−11
        local = now.astimezone(zoneinfo.ZoneInfo(name))
        if local.date() != now.date() and 1 <= local.hour <= 22:
            return name, local.date().isoformat(), now.date().isoformat()
    raise AssertionError(f"no zone a day away at {now}")


def test_the_date_picker_shows_the_day_in_the_browsers_time_zone(another_browser, start_gallery):
    gallery = start_gallery()
    zone, day, utc_day = far_zone_and_its_day()
    browser = another_browser(time_zone=zone)
    # A first visit: the page was rendered before the browser said its zone, which its socket then carries.
    browser.get(gallery.url + "/catalog")
    wait_for(browser, connected)
    assert f"bindery-time-zone={zone}" in browser.execute_script("return document.cookie")
    wait_for(browser, lambda d: element(d, "dayPicker").get_attribute("value") == day, timeout=5)
    line(browser, "dayLabel", f"Day: {day}")
    # A later page load carries the cookie, and the page comes rendered in the zone from its first byte.
    cookie = {"Cookie": f"bindery-time-zone={zone}"}
    with urllib.request.urlopen(urllib.request.Request(gallery.url + "/catalog", headers=cookie)) as response:
        assert f'value="{day}"' in response.read().decode()
    other = another_browser(time_zone="UTC")
    other.get(gallery.url + "/catalog")
    wait_for(other, connected)
    assert element(other, "dayPicker").get_attribute("value") == utc_day


def test_the_catalog_speaks_korean(browser, start_gallery):
    gallery = start_gallery()
    open_catalog(browser, gallery, "phone", lang="ko")
    line(browser, "workingLabel", "작업 중: 꺼짐")
    press(browser, "workingSwitch", Keys.SPACE)
    line(browser, "workingLabel", "작업 중: 켜짐")
    assert element(browser, "workingSwitch").get_attribute("aria-label") == "작업 중"


def test_the_home_page_lists_the_catalog_after_the_ten_apps(browser, start_gallery):
    gallery = start_gallery()
    browser.get(gallery.url + "/")
    links = browser.find_elements(By.CSS_SELECTOR, "#apps li > a")
    assert len(links) == 11
    assert links[-1].get_attribute("href").split("?")[0].endswith("/catalog")
    links[-1].click()
    wait_for(browser, lambda d: "/catalog" in d.current_url)
    wait_for(browser, lambda d: text_of(d, "catalogTitle") == "Control catalog")


def screenshot(driver, name):
    """Keeps what the page shows now as artifacts/browser/<name>.png."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(ARTIFACTS / f"{name}.png"))
    print(f"screenshot: {ARTIFACTS / f'{name}.png'}")


def open_dialog(driver):
    """The open modal dialog, once the page shows it."""
    return wait_for(driver, lambda d: d.find_element(By.CSS_SELECTOR, "dialog#dialog[open]"), timeout=5)


def dialog_closed(driver):
    """Waits until no dialog is on the page."""
    wait_for(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog"), timeout=5)


def focused_id(driver):
    return driver.execute_script("return document.activeElement && document.activeElement.id")


def focus_stays_in_the_dialog(driver, presses=5):
    """Tab, pressed again and again, never reaches the screen beneath the open dialog (it may reach the browser's
    own controls, where the page's focus is the body)."""
    for _ in range(presses):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        assert driver.execute_script(
            "var a = document.activeElement;"
            "return a === document.body || document.getElementById('dialog').contains(a)"), focused_id(driver)


def nickname_sheet_open(driver):
    """Waits until the nickname sheet is open with focus in its field."""
    open_dialog(driver)
    wait_for(driver, lambda d: focused_id(d) == "nicknameField", timeout=5)


def closes_giving_focus_back(driver, button_id):
    """Waits until the dialog is gone and focus is back on the button that opened it."""
    dialog_closed(driver)
    wait_for(driver, lambda d: focused_id(d) == button_id, timeout=5)


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_the_alert_and_the_action_sheet_report_the_chosen_action_and_give_focus_back(browser, start_gallery, viewport):
    gallery = start_gallery()
    open_catalog(browser, gallery, viewport)
    problems = []

    # The alert: a click opens it with focus on its first button (Delete; Cancel comes last); Escape chooses Cancel.
    line(browser, "alertLabel", "Alert: None yet")
    element(browser, "alertButton").click()
    dialog = open_dialog(browser)
    assert dialog.get_attribute("role") == "alertdialog"
    assert dialog.get_attribute("aria-labelledby") == "dialog-title"
    assert element(browser, "dialog-title").text == "Delete the draft?"
    assert focused_id(browser) == "dialog-action-1"
    assert [b.text for b in dialog.find_elements(By.TAG_NAME, "button")] == ["Delete", "Cancel"]
    screenshot(browser, f"catalog-alert-{viewport}")
    problems += audit(browser, f"en /catalog alert {viewport}")
    focus_stays_in_the_dialog(browser)
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()
    closes_giving_focus_back(browser, "alertButton")
    line(browser, "alertLabel", "Alert: Cancel")

    # The keyboard opens it again (Enter on the button) and chooses Delete (Enter on the focused button).
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    open_dialog(browser)
    wait_for(browser, lambda d: focused_id(d) == "dialog-action-1", timeout=5)
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    closes_giving_focus_back(browser, "alertButton")
    line(browser, "alertLabel", "Alert: Delete")

    # The action sheet: Tab to Messages and Enter; then Escape; then a click on Mail.
    line(browser, "shareLabel", "Share: None yet")
    element(browser, "shareButton").click()
    dialog = open_dialog(browser)
    assert "action-sheet" in dialog.get_attribute("class")
    assert dialog.get_attribute("role") is None
    assert [b.text for b in dialog.find_elements(By.TAG_NAME, "button")] == ["Mail", "Messages", "Cancel"]
    screenshot(browser, f"catalog-share-{viewport}")
    problems += audit(browser, f"en /catalog action sheet {viewport}")
    assert focused_id(browser) == "dialog-action-0"
    ActionChains(browser).send_keys(Keys.TAB, Keys.ENTER).perform()
    closes_giving_focus_back(browser, "shareButton")
    line(browser, "shareLabel", "Share: Messages")
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    open_dialog(browser)
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()
    closes_giving_focus_back(browser, "shareButton")
    line(browser, "shareLabel", "Share: Cancel")
    element(browser, "shareButton").click()
    with pytest.raises(AssertionError, match="has no action 'Fax'; its buttons: 'Mail', 'Messages', 'Cancel'"):
        choose_alert_action(browser, "Fax")             # the kit's helper, by title (it waits for the dialog)
    choose_alert_action(browser, "Mail")
    closes_giving_focus_back(browser, "shareButton")
    line(browser, "shareLabel", "Share: Mail")

    # The mouse on the alert's Cancel.
    element(browser, "alertButton").click()
    open_dialog(browser)
    element(browser, "dialog-action-0").click()
    closes_giving_focus_back(browser, "alertButton")
    line(browser, "alertLabel", "Alert: Cancel")

    assert no_refusal(browser), browser.execute_script("return document.body.getAttribute('data-last-error')")
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_the_presented_screen_reports_its_nickname_on_done_and_nothing_on_escape(browser, start_gallery, viewport):
    gallery = start_gallery()
    open_catalog(browser, gallery, viewport)
    line(browser, "nicknameLabel", "Nickname: None yet")

    # A click presents it with focus in its field; typed text and a click on Done report the nickname.
    element(browser, "nicknameButton").click()
    dialog = open_dialog(browser)
    assert dialog.get_attribute("aria-label") == "Nickname"
    assert "sheet" in dialog.get_attribute("class")
    wait_for(browser, lambda d: focused_id(d) == "nicknameField", timeout=5)
    assert element(browser, "nicknameField").get_attribute("aria-label") == "Nickname"
    ActionChains(browser).send_keys("Ann").perform()
    screenshot(browser, f"catalog-nickname-{viewport}")
    problems = audit(browser, f"en /catalog nickname {viewport}")
    focus_stays_in_the_dialog(browser)
    element(browser, "nicknameDone").click()
    closes_giving_focus_back(browser, "nicknameButton")
    line(browser, "nicknameLabel", "Nickname: Ann")

    # Enter on the button presents it; Return in the field is Done.
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    nickname_sheet_open(browser)
    ActionChains(browser).send_keys("Bo", Keys.ENTER).perform()
    closes_giving_focus_back(browser, "nicknameButton")
    line(browser, "nicknameLabel", "Nickname: Bo")

    # Escape, and the Close button, dismiss it and report nothing.
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    nickname_sheet_open(browser)
    ActionChains(browser).send_keys("Cy", Keys.ESCAPE).perform()
    closes_giving_focus_back(browser, "nicknameButton")
    element(browser, "nicknameButton").click()
    open_dialog(browser)
    browser.find_element(By.CSS_SELECTOR, "dialog#dialog .dialog-close").click()
    closes_giving_focus_back(browser, "nicknameButton")
    assert text_of(browser, "nicknameLabel") == "Nickname: Bo"

    assert no_refusal(browser), browser.execute_script("return document.body.getAttribute('data-last-error')")
    assert browser.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")
    assert problems == [], "\n".join(problems)


# Every message from the server reaches the page `SLOW_REPLIES_MS` late, as on a slow network: installed before the
# page loads, it wraps the socket's message handler so each message waits, in order, before the page sees it.
SLOW_REPLIES_MS = 300
SLOW_REPLIES = """(function () {
  var onmessage = Object.getOwnPropertyDescriptor(WebSocket.prototype, "onmessage");
  Object.defineProperty(WebSocket.prototype, "onmessage", {
    configurable: true,
    get: onmessage.get,
    set: function (handler) {
      onmessage.set.call(this, function (event) { setTimeout(function () { handler(event); }, %d); });
    }
  });
})();""" % SLOW_REPLIES_MS


def test_a_change_typed_just_before_escape_reaches_the_presented_screen_before_its_dismissal(browser, start_gallery):
    # With the server's replies late, the field's change still waiting for its 50 ms window would be sent after the
    # dismissal, to a screen without the field, and refused (unknownId); the page sends it before the dismissal.
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": SLOW_REPLIES})
    gallery = start_gallery()
    open_catalog(browser, gallery, "desktop")
    element(browser, "nicknameButton").click()
    nickname_sheet_open(browser)
    ActionChains(browser).send_keys("Cy", Keys.ESCAPE).perform()
    closes_giving_focus_back(browser, "nicknameButton")
    # The replies come in order: once the next presentation shows, any refusal of the late change has arrived too.
    element(browser, "nicknameButton").click()
    open_dialog(browser)
    assert no_refusal(browser), browser.execute_script("return document.body.getAttribute('data-last-error')")
    assert text_of(browser, "nicknameLabel") == "Nickname: None yet"


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_the_planets_table_takes_a_click_and_enter_and_the_refresh_control_counts(browser, start_gallery, viewport):
    gallery = start_gallery()
    open_catalog(browser, gallery, viewport)
    rows = browser.find_elements(By.CSS_SELECTOR, "#planetsTable tbody tr[data-row]")
    assert [row.find_element(By.TAG_NAME, "strong").text for row in rows] == ["Mercury", "Venus", "Earth", "Mars"]
    assert rows[3].find_element(By.TAG_NAME, "p").text == "1.52 AU from the sun"
    assert element(browser, "planetsTable").get_attribute("aria-label") == "Planets"

    # A row: a click, then Enter on another.
    line(browser, "planetLabel", "Planet: None yet")
    rows[1].click()
    line(browser, "planetLabel", "Planet: Venus")
    browser.execute_script("document.querySelector('#planetsTable tr[data-row=\"3\"]').focus()")
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    line(browser, "planetLabel", "Planet: Mars")

    # The refresh control: a click says it is refreshing until the refresh ends; then Space and Enter on it.
    line(browser, "refreshLabel", "Refreshes: 0")
    element(browser, "refreshControl").click()
    wait_for(browser, lambda d: text_of(d, "refreshControl") == "Refreshing…", timeout=5)
    line(browser, "refreshLabel", "Refreshes: 1")
    wait_for(browser, lambda d: text_of(d, "refreshControl") == "Refresh", timeout=5)
    press(browser, "refreshControl", Keys.SPACE)
    line(browser, "refreshLabel", "Refreshes: 2")
    wait_for(browser, lambda d: text_of(d, "refreshControl") == "Refresh", timeout=5)
    press(browser, "refreshControl", Keys.ENTER)
    line(browser, "refreshLabel", "Refreshes: 3")
    assert element(browser, "planetsScrollView").get_attribute("tabindex") == "0"

    assert no_refusal(browser), browser.execute_script("return document.body.getAttribute('data-last-error')")
    assert browser.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")
    browser.execute_script("document.getElementById('planetsRow').scrollIntoView()")
    screenshot(browser, f"catalog-planets-{viewport}")


def test_the_dialogs_speak_korean_and_pass_axe(browser, start_gallery):
    gallery = start_gallery()
    open_catalog(browser, gallery, "phone", lang="ko")
    problems = []
    element(browser, "alertButton").click()
    open_dialog(browser)
    assert element(browser, "dialog-title").text == "초안을 삭제할까요?"
    problems += audit(browser, "ko /catalog alert")
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()
    closes_giving_focus_back(browser, "alertButton")
    line(browser, "alertLabel", "알림: 취소")
    element(browser, "shareButton").click()
    open_dialog(browser)
    problems += audit(browser, "ko /catalog action sheet")
    element(browser, "dialog-action-1").click()
    line(browser, "shareLabel", "공유: 메시지")
    element(browser, "nicknameButton").click()
    open_dialog(browser)
    assert element(browser, "nicknameDone").text == "완료"
    problems += audit(browser, "ko /catalog nickname")
    wait_for(browser, lambda d: focused_id(d) == "nicknameField", timeout=5)
    ActionChains(browser).send_keys("보라", Keys.ENTER).perform()
    line(browser, "nicknameLabel", "별명: 보라")
    assert problems == [], "\n".join(problems)


def same_document(driver):
    """Whether the page is still the one `mark_document` marked: no load happened since."""
    return driver.execute_script("return window.binderyTestMark === true")


def mark_document(driver):
    driver.execute_script("window.binderyTestMark = true")


def current_section(driver):
    return driver.execute_script(
        'var a = document.querySelector("#tabBar a[aria-current=page]"); return a && a.firstChild.textContent')


def section_link(driver, title):
    return driver.find_element(By.XPATH, f'//nav[@id="tabBar"]/a[text()="{title}"]')


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_the_tab_bar_moves_between_sections_in_the_tab_and_a_modified_click_opens_a_new_one(browser, start_gallery,
                                                                                             viewport):
    gallery = start_gallery()
    open_catalog(browser, gallery, viewport)
    element(browser, "workingSwitch").click()
    line(browser, "workingLabel", "Working: On")
    assert current_section(browser) == "Controls"
    mark_document(browser)

    # A click on a section is the session's move: the badges' screen, a history entry, no page load.
    section_link(browser, "Badges").click()
    wait_for(browser, lambda d: text_of(d, "badgesTitle") == "Badges", timeout=5)
    assert browser.current_url.endswith("/catalog/badges")
    assert same_document(browser)
    assert current_section(browser) == "Badges"
    line(browser, "badgeLabel", "Badge on Controls: None")

    # The stepper's number is the badge on Controls; Enter on the current section stays and is heard.
    press(browser, "badgeStepper", Keys.ARROW_UP, Keys.ARROW_UP)
    line(browser, "badgeLabel", "Badge on Controls: 2")
    wait_for(browser, lambda d: d.execute_script(
        'var b = document.querySelector("#tabBar a[data-value=\'0\'] .tab-badge"); return b && b.textContent') == "2")
    browser.execute_script('document.querySelector("#tabBar a[aria-current=page]").focus()')
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    line(browser, "chosenLabel", "Chosen in the bar: Badges")
    assert browser.current_url.endswith("/catalog/badges") and same_document(browser)
    problems = audit(browser, f"en /catalog/badges {viewport}")
    assert problems == [], "\n".join(problems)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    browser.save_screenshot(str(ARTIFACTS / f"catalog-badges-{viewport}.png"))

    # Back shows the catalog as it was left.
    browser.back()
    wait_for(browser, lambda d: text_of(d, "catalogTitle") == "Control catalog", timeout=5)
    line(browser, "workingLabel", "Working: On")
    assert current_section(browser) == "Controls" and same_document(browser)

    # A click with Ctrl is the browser's: a new tab opens the section in a session of its own; this one stays.
    tabs = set(browser.window_handles)
    ActionChains(browser).key_down(Keys.CONTROL).click(section_link(browser, "Badges")).key_up(Keys.CONTROL).perform()
    wait_for(browser, lambda d: len(d.window_handles) == len(tabs) + 1, timeout=5)
    # An event after it comes back once every event before it was handled: had the click sent one, this tab would
    # have moved by then.
    element(browser, "workingSwitch").click()
    line(browser, "workingLabel", "Working: Off")
    assert browser.current_url.endswith("/catalog") and same_document(browser)
    assert text_of(browser, "catalogTitle") == "Control catalog"
    this_tab = browser.current_window_handle
    (new_tab,) = set(browser.window_handles) - tabs
    browser.switch_to.window(new_tab)
    wait_for(browser, connected)
    assert browser.current_url.endswith("/catalog/badges")
    line(browser, "badgeLabel", "Badge on Controls: None")
    browser.close()
    browser.switch_to.window(this_tab)
    assert no_refusal(browser), browser.execute_script("return document.body.getAttribute('data-last-error')")
