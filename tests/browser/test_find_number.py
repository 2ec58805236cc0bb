"""Find Number in a real headless Chromium: play, fail, recover, restart, languages, history."""
from selenium.webdriver.common.by import By

from conftest import wait_for


def text_of(driver, element_id):
    return driver.find_element(By.ID, element_id).text


def shows(element_id, expected):
    return lambda driver: text_of(driver, element_id) == expected


def records(driver, stage, best, current):
    wait_for(driver, shows("stageLabel", f"Stage: {stage}"))
    wait_for(driver, shows("bestRecordLabel", f"Best: {best} in a row!"))
    wait_for(driver, shows("currentRecordLabel", f"Current: {current} in a row!"))


def tap(driver, element_id):
    driver.find_element(By.ID, element_id).click()


def alert_text(driver):
    def visible_alert(d):
        box = d.find_element(By.ID, "alertBox")
        return box.is_displayed() and d.find_element(By.CSS_SELECTOR, '[role="alert"]').text
    return wait_for(driver, visible_alert)


def open_game(browser, gallery, path="/find-number"):
    browser.get(gallery.url + path)
    wait_for(browser, lambda d: d.find_element(By.ID, "stageLabel"))


def test_right_and_wrong_guesses_and_reset(browser, gallery, stand_in):
    stand_in.numbers(2, 3)
    open_game(browser, gallery)
    records(browser, 1, 0, 0)
    wait_for(browser, lambda d: len(stand_in.requests) == 1)
    tap(browser, "secondButton")          # right: 2
    records(browser, 2, 1, 1)
    tap(browser, "firstButton")           # wrong: target is 3
    records(browser, 1, 1, 0)
    tap(browser, "thirdButton")           # right: 3
    records(browser, 2, 1, 1)
    tap(browser, "resetButton")
    records(browser, 1, 0, 0)


def test_records_survive_a_restart(browser, gallery, stand_in):
    stand_in.numbers(2, 2)
    open_game(browser, gallery)
    wait_for(browser, lambda d: len(stand_in.requests) == 1)
    tap(browser, "secondButton")
    records(browser, 2, 1, 1)
    gallery.restart()
    open_game(browser, gallery)
    records(browser, 2, 1, 1)


def test_failures_show_an_alert_and_the_next_tap_works(browser, gallery, stand_in):
    stand_in.numbers(2)
    open_game(browser, gallery)
    wait_for(browser, lambda d: len(stand_in.requests) == 1)
    for break_it in (stand_in.fail, stand_in.bad_json, stand_in.empty):
        break_it()
        tap(browser, "secondButton")      # right guess, but the next target cannot be fetched
        assert alert_text(browser)
        records(browser, 1, 0, 0)
        tap(browser, "alertDismiss")
    stand_in.numbers(3)
    tap(browser, "secondButton")
    records(browser, 2, 1, 1)


def test_nothing_listening_shows_an_alert(browser, gallery, stand_in):
    stand_in.numbers(2)
    open_game(browser, gallery)
    wait_for(browser, lambda d: len(stand_in.requests) == 1)
    stand_in.stop()
    tap(browser, "secondButton")
    assert alert_text(browser)
    records(browser, 1, 0, 0)
    tap(browser, "firstButton")           # still playable: a wrong guess resets the streak
    records(browser, 1, 0, 0)


def test_korean_texts(browser, gallery, stand_in):
    open_game(browser, gallery, "/find-number?lang=ko")
    wait_for(browser, shows("stageLabel", "스테이지: 1"))
    wait_for(browser, shows("bestRecordLabel", "최대: 0번 연속 성공!"))
    wait_for(browser, shows("currentRecordLabel", "현재: 0번 연속 성공!"))


def test_home_links_to_the_game_and_history_works(browser, gallery, stand_in):
    browser.get(gallery.url + "/")
    browser.find_element(By.CSS_SELECTOR, 'a[href^="/find-number"]').click()
    wait_for(browser, lambda d: "/find-number" in d.current_url)
    records(browser, 1, 0, 0)
    browser.back()
    wait_for(browser, lambda d: d.current_url.rstrip("/") == gallery.url or "/?" in d.current_url)
    browser.forward()
    wait_for(browser, lambda d: "/find-number" in d.current_url)
    records(browser, 1, 0, 0)
