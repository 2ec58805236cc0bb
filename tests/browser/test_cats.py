"""Cats in a real headless Chromium, with the embedded stand-ins: Resume shows a downloaded cat, Stop cancels
and clears it (no cat appears after Stop), a failure is an alert and the next tap works."""
from selenium.webdriver.common.by import By

from conftest import ignoring_swaps, wait_for

IDLE = "Tap Resume for a random cat."
LOADING = "Fetching a cat…"

# Records every src the image takes, in order (a removed src is recorded as null).
WATCH_IMAGE = """
    window.catSources = [];
    new MutationObserver(() => window.catSources.push(document.getElementById("imageView").getAttribute("src")))
        .observe(document.getElementById("imageView"), {attributes: true, attributeFilter: ["src"]});
"""


def status(driver):
    return driver.find_element(By.ID, "statusLabel").text


def shown_cat(driver):
    """The image's src once a cat is drawn (decoded, non-empty) and nothing is loading, else None."""
    image = driver.find_element(By.ID, "imageView")
    src = image.get_attribute("src")
    drawn = driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", image)
    return src if src and drawn and status(driver) == "" else None


def open_cats(browser, gallery):
    browser.get(gallery.url + "/cats")
    wait_for(browser, lambda d: d.execute_script("return document.documentElement.hasAttribute('data-connected')"))
    wait_for(browser, ignoring_swaps(lambda d: status(d) == IDLE))
    browser.execute_script(WATCH_IMAGE)


def test_resume_shows_a_downloaded_cat_and_stop_clears_it(browser, start_gallery):
    gallery = start_gallery()
    open_cats(browser, gallery)
    assert browser.find_element(By.ID, "imageView").get_attribute("src") is None
    assert browser.title == "Cats"

    browser.find_element(By.ID, "resumeButton").click()
    src = wait_for(browser, ignoring_swaps(shown_cat))
    assert src.startswith("data:image/svg+xml;base64,")

    browser.find_element(By.ID, "stopButton").click()
    wait_for(browser, lambda d: d.find_element(By.ID, "imageView").get_attribute("src") is None)
    assert status(browser) == IDLE


def test_stop_cancels_the_cat_in_flight_and_it_never_appears(browser, start_gallery):
    gallery = start_gallery(extra_args=["--stand-in-latency-ms", "1000"])   # search 1 s, then download 1 s
    open_cats(browser, gallery)

    browser.find_element(By.ID, "resumeButton").click()
    wait_for(browser, lambda d: status(d) == LOADING)
    browser.find_element(By.ID, "stopButton").click()
    wait_for(browser, lambda d: status(d) == IDLE)

    # A cat started after Stop arrives after any cat the stopped tap could still have delivered (same latency),
    # so when it shows, the image must have taken exactly one source: its own.
    browser.find_element(By.ID, "resumeButton").click()
    src = wait_for(browser, shown_cat, timeout=15)
    assert browser.execute_script("return window.catSources") == [src]


def test_a_failure_shows_an_alert_and_the_next_tap_works(browser, start_gallery):
    gallery = start_gallery(extra_args=["--stand-in-failure-rate", "0.5", "--stand-in-seed", "3"])   # the first request fails
    open_cats(browser, gallery)

    browser.find_element(By.ID, "resumeButton").click()
    message = "The cat service answered with an error (HTTP 503). Please try again."
    assert wait_for(browser, lambda d: d.find_element(By.CSS_SELECTOR, '[role="alert"]').text) == message
    wait_for(browser, lambda d: status(d) == IDLE)
    browser.find_element(By.ID, "alertDismiss").click()

    browser.find_element(By.ID, "resumeButton").click()
    assert wait_for(browser, shown_cat).startswith("data:image/svg+xml;base64,")


def test_the_home_page_links_to_cats(browser, start_gallery):
    gallery = start_gallery()
    browser.get(gallery.url + "/")
    browser.find_element(By.CSS_SELECTOR, 'a[href^="/cats"]').click()
    wait_for(browser, lambda d: "/cats" in d.current_url)
    wait_for(browser, ignoring_swaps(lambda d: status(d) == IDLE))


def test_a_korean_page_speaks_korean_and_fetches_a_cat(browser, start_gallery):
    gallery = start_gallery()
    browser.get(gallery.url + "/cats?lang=ko")
    wait_for(browser, ignoring_swaps(lambda d: status(d) == "재개를 누르면 고양이 사진이 나옵니다."))
    assert browser.title == "고양이"
    assert browser.find_element(By.ID, "resumeButton").text == "재개"
    assert browser.find_element(By.ID, "stopButton").text == "정지"
    assert browser.find_element(By.ID, "imageView").get_attribute("alt") == "무작위 고양이 사진"

    browser.find_element(By.ID, "resumeButton").click()
    assert wait_for(browser, ignoring_swaps(shown_cat))
