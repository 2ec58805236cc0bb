"""The control catalog in a real headless Chromium: every control driven with the mouse and with the keyboard, at a
desktop viewport and at a phone's (375 px wide), each value reaching its line; a screenshot of each size is kept in
artifacts/browser/ (catalog-desktop.png, catalog-phone.png)."""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from conftest import ARTIFACTS, connected, element, text_of, wait_for

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
