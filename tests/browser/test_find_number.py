"""Find Number in a real headless Chromium: play, fail, recover, restart, languages, history."""
import pytest
from selenium.webdriver.common.by import By

from conftest import alert_text, dismiss_alert, tap, text_of, wait_for


def shows(element_id, expected):
    return lambda driver: text_of(driver, element_id) == expected


def records(driver, stage, best, current):
    wait_for(driver, shows("stageLabel", f"Stage: {stage}"))
    wait_for(driver, shows("bestRecordLabel", f"Best: {best} in a row!"))
    wait_for(driver, shows("currentRecordLabel", f"Current: {current} in a row!"))


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


NETWORK_ERROR = "Could not reach the random-number service. Please try again."
DECODING_ERROR = "The random-number service sent an answer that could not be read."


@pytest.mark.parametrize("break_it, message", [
    (lambda stand_in: stand_in.fail(500), NETWORK_ERROR),
    (lambda stand_in: stand_in.bad_json(), DECODING_ERROR),
    (lambda stand_in: stand_in.empty(), DECODING_ERROR),
], ids=["500", "bad-json", "empty-array"])
def test_a_failed_fetch_shows_its_alert_keeps_the_streak_and_the_next_tap_scores(browser, gallery, stand_in, break_it, message):
    stand_in.numbers(2, 3)
    open_game(browser, gallery)
    wait_for(browser, lambda d: len(stand_in.requests) == 1)
    tap(browser, "secondButton")                      # right: 2, the next target is 3
    records(browser, 2, 1, 1)

    break_it(stand_in)
    tap(browser, "thirdButton")                       # right, but the next target cannot be fetched
    assert alert_text(browser) == message
    records(browser, 2, 1, 1)                         # nothing changed: the streak is kept
    dismiss_alert(browser)

    stand_in.numbers(1)
    tap(browser, "thirdButton")                       # the target is still 3: this tap scores
    records(browser, 3, 2, 2)
    assert len(stand_in.requests) == 4


def test_nothing_listening_shows_the_network_alert_and_the_game_plays_on(browser, gallery, stand_in):
    stand_in.numbers(2, 3)
    open_game(browser, gallery)
    wait_for(browser, lambda d: len(stand_in.requests) == 1)
    tap(browser, "secondButton")
    records(browser, 2, 1, 1)
    stand_in.stop()

    tap(browser, "thirdButton")                       # right, but nothing is listening for the next target
    assert alert_text(browser) == NETWORK_ERROR
    records(browser, 2, 1, 1)
    dismiss_alert(browser)
    tap(browser, "firstButton")                       # still playable: a wrong guess breaks the streak
    records(browser, 1, 1, 0)


def test_korean_texts_and_alert(browser, gallery, stand_in):
    stand_in.numbers(2)
    open_game(browser, gallery, "/find-number?lang=ko")
    wait_for(browser, shows("stageLabel", "스테이지: 1"))
    wait_for(browser, shows("bestRecordLabel", "최대: 0번 연속 성공!"))
    wait_for(browser, shows("currentRecordLabel", "현재: 0번 연속 성공!"))
    assert text_of(browser, "resetButton") == "초기화"
    wait_for(browser, lambda d: stand_in.requests == ["/api/v1.0/random?min=1&max=3&count=1"])

    stand_in.fail(503)
    tap(browser, "secondButton")
    assert alert_text(browser) == "네트워크 오류가 발생했습니다. 다시 시도해 주세요."


def test_home_links_to_the_game_and_back_and_forward_keep_the_played_state(browser, gallery, stand_in):
    stand_in.numbers(2, 3, 3)                         # the last one for a page Forward may load afresh
    browser.get(gallery.url + "/")
    browser.find_element(By.CSS_SELECTOR, 'a[href^="/find-number"]').click()
    wait_for(browser, lambda d: "/find-number" in d.current_url)
    records(browser, 1, 0, 0)
    wait_for(browser, lambda d: len(stand_in.requests) == 1)
    tap(browser, "secondButton")
    records(browser, 2, 1, 1)

    browser.back()
    wait_for(browser, lambda d: d.current_url.rstrip("/") == gallery.url or "/?" in d.current_url)
    browser.forward()
    wait_for(browser, lambda d: "/find-number" in d.current_url)
    records(browser, 2, 1, 1)                         # the records the game saved, not a fresh game
    tap(browser, "thirdButton")                       # and it plays on from there: the target is 3
    records(browser, 3, 2, 2)


def test_a_service_unreachable_while_the_page_loads_is_reported_at_once(browser, start_gallery):
    # The first fetch fails before the page's socket attaches; the alert must not wait for a tap.
    gallery = start_gallery(api_base_url="http://127.0.0.1:9")   # nothing listens on the discard port
    open_game(browser, gallery)
    assert alert_text(browser) == "Could not reach the random-number service. Please try again."
    records(browser, 1, 0, 0)

