"""Movies in a real headless Chromium, with the embedded stand-ins: cards, pressed state by mouse and touch, detail, failures."""
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import alert_text, connected, wait_for


def open_movies(browser, gallery, path="/movies"):
    browser.get(gallery.url + path)
    wait_for(browser, connected)


def card(driver, movie_id):
    return wait_for(driver, lambda d: d.find_elements(By.ID, f"touchView-{movie_id}") and d.find_element(By.ID, f"touchView-{movie_id}"))


def is_pressed(driver, movie_id):
    try:
        return "pressed" in (driver.find_element(By.ID, f"touchView-{movie_id}").get_attribute("class") or "").split()
    except StaleElementReferenceException:
        return None


def test_cards_show_their_posters_and_a_tap_opens_the_movie(browser, start_gallery):
    gallery = start_gallery()
    open_movies(browser, gallery)
    first = card(browser, 8)
    assert "Metropolis (1927)" in first.text
    wait_for(browser, lambda d: d.execute_script("const i = document.querySelector('#touchView-8 img'); return i.complete && i.naturalWidth > 0"))

    card(browser, 8).click()
    wait_for(browser, lambda d: d.current_url.endswith("/movies/8"))
    assert wait_for(browser, lambda d: d.find_element(By.ID, "titleLabel").text) == "Metropolis"
    assert "153 min" in browser.find_element(By.ID, "infoLabel").text
    assert browser.title == "Movie"

    browser.back()
    wait_for(browser, lambda d: d.current_url.endswith("/movies"))
    # The address changes at once; the list's screen follows from the server.
    card(browser, 8)
    assert not is_pressed(browser, 8)


def test_a_card_works_from_the_keyboard_pressed_while_enter_is_held_and_opened_when_released(browser, start_gallery):
    gallery = start_gallery()
    open_movies(browser, gallery)
    target = card(browser, 8)
    browser.execute_script("arguments[0].focus()", target)
    ActionChains(browser).key_down(Keys.ENTER).perform()
    wait_for(browser, lambda d: is_pressed(d, 8))
    assert browser.current_url.endswith("/movies")
    ActionChains(browser).key_up(Keys.ENTER).perform()
    wait_for(browser, lambda d: d.current_url.endswith("/movies/8"))
    assert wait_for(browser, lambda d: d.find_element(By.ID, "titleLabel").text) == "Metropolis"


def test_a_card_is_pressed_while_the_mouse_holds_it_and_released_when_the_pointer_leaves(browser, start_gallery):
    gallery = start_gallery()
    open_movies(browser, gallery)
    target = card(browser, 3)
    ActionChains(browser).move_to_element(target).click_and_hold().perform()
    wait_for(browser, lambda d: is_pressed(d, 3))

    ActionChains(browser).move_to_element(browser.find_element(By.TAG_NAME, "header")).perform()
    wait_for(browser, lambda d: is_pressed(d, 3) is False)
    ActionChains(browser).release().perform()
    ActionChains(browser).move_to_element(card(browser, 3)).click_and_hold().perform()
    wait_for(browser, lambda d: is_pressed(d, 3))
    ActionChains(browser).release().perform()
    wait_for(browser, lambda d: d.current_url.endswith("/movies/3"))
    assert wait_for(browser, lambda d: d.find_element(By.ID, "titleLabel").text) == "The Kid"


def touch(driver, kind, x, y):
    points = [] if kind == "touchEnd" else [{"x": x, "y": y}]
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})


def test_a_card_is_pressed_while_a_finger_touches_it_and_released_when_the_finger_slides_off(browser, start_gallery):
    gallery = start_gallery()
    open_movies(browser, gallery)
    box = card(browser, 4).rect
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    touch(browser, "touchStart", x, y)
    wait_for(browser, lambda d: is_pressed(d, 4))
    touch(browser, "touchMove", x, y + box["height"] * 2)
    wait_for(browser, lambda d: is_pressed(d, 4) is False)
    touch(browser, "touchEnd", 0, 0)
    assert browser.current_url.endswith("/movies")


def test_a_failure_shows_its_message_and_offers_to_try_again(browser, start_gallery):
    gallery = start_gallery(api_base_url="http://127.0.0.1:9")   # nothing listens on the discard port
    message = "Could not reach the movie service. Please try again."
    open_movies(browser, gallery)
    assert alert_text(browser) == message
    wait_for(browser, lambda d: d.find_element(By.ID, "retryButton").is_displayed())
    assert browser.find_element(By.ID, "statusLabel").text == message

    open_movies(browser, gallery, "/movies/3")
    assert alert_text(browser) == message
    browser.find_element(By.ID, "alertDismiss").click()
    browser.find_element(By.ID, "retryButton").click()
    assert alert_text(browser) == message


def test_a_korean_page_shows_korean_titles(browser, start_gallery):
    gallery = start_gallery()
    open_movies(browser, gallery, "/movies/8?lang=ko")
    assert wait_for(browser, lambda d: d.find_element(By.ID, "titleLabel").text) == "메트로폴리스"
    assert browser.title == "영화 정보"


def test_the_home_page_links_to_movies(browser, start_gallery):
    gallery = start_gallery()
    browser.get(gallery.url + "/")
    browser.find_element(By.CSS_SELECTOR, 'a[href="/movies"]').click()
    wait_for(browser, lambda d: d.current_url.endswith("/movies"))
    card(browser, 1)
