"""Quote in a real headless Chromium, with the embedded stand-ins: appear, refresh, failure, Korean, offline."""
from selenium.webdriver.common.by import By

from conftest import ignoring_swaps, text_of, wait_for
from stand_in import QuoteStandIn


def is_enabled(driver, element_id):
    return driver.find_element(By.ID, element_id).get_attribute("disabled") is None


def shown_quote(driver):
    """The (quote, author) on show once a quote has arrived and the button is enabled again, else None
    (also while the page swaps in the screen its socket sent, which replaces the elements)."""
    # One script, so the three are read from one state of the page: read one by one, a refresh's answer could land
    # between them (the previous error's text with the new author).
    shown = driver.execute_script(
        "const [q, a, b] = ['quoteLabel', 'authorLabel', 'refreshButton'].map(id => document.getElementById(id));"
        "return q && a && b ? [q.innerText.trim(), a.innerText.trim(), !b.disabled] : null;")
    if shown is None:
        return None
    quote, author, enabled = shown
    loading = quote.startswith("Loading") or quote.startswith("명언을 불러오는")
    return (quote, author) if author and not loading and enabled else None


def open_quote(browser, gallery, path="/quote"):
    browser.get(gallery.url + path)
    return wait_for(browser, shown_quote)


COUNT_REENABLES = """
    window.reenabled = 0;
    new MutationObserver(() => {
        if (!document.getElementById("refreshButton").hasAttribute("disabled")) window.reenabled += 1;
    }).observe(document.getElementById("refreshButton"), {attributes: true, attributeFilter: ["disabled"]});
"""


def refresh(driver):
    """Taps refresh and waits until the button is enabled again, the fetch done; returns what is shown."""
    before = driver.execute_script("return window.reenabled")
    driver.find_element(By.ID, "refreshButton").click()
    wait_for(driver, lambda d: d.execute_script("return window.reenabled") > before)
    return shown_quote(driver)


def test_a_quote_and_its_author_appear_and_refresh_shows_a_new_one(browser, start_gallery):
    gallery = start_gallery()
    seen = {open_quote(browser, gallery)}
    browser.execute_script(COUNT_REENABLES)
    for _ in range(20):                 # the stand-in picks at random among 13, so new ones soon come up
        seen.add(refresh(browser))
        if len(seen) >= 3:
            break
    assert len(seen) >= 3 and None not in seen, seen
    assert browser.title == "Quote"


def test_the_button_is_disabled_while_a_quote_loads(browser, start_gallery):
    gallery = start_gallery(extra_args=["--quote-service", "offline"])   # 0.5 to 1.4 s per quote
    open_quote(browser, gallery)
    browser.find_element(By.ID, "refreshButton").click()
    wait_for(browser, ignoring_swaps(lambda d: not is_enabled(d, "refreshButton")))
    assert browser.find_element(By.ID, "refreshButton").get_attribute("disabled") is not None
    assert wait_for(browser, shown_quote, timeout=5)


def test_a_korean_page_shows_korean_quotes(browser, start_gallery):
    gallery = start_gallery()
    quote, author = open_quote(browser, gallery, "/quote?lang=ko")
    assert any("\uac00" <= ch <= "\ud7a3" for ch in quote + author), (quote, author)
    assert text_of(browser, "refreshButton") == "새로고침"
    assert browser.title == "오늘의 명언"


def test_nothing_listening_shows_its_message_and_refresh_tries_again(browser, start_gallery):
    gallery = start_gallery(api_base_url="http://127.0.0.1:9")   # nothing listens on the discard port
    browser.get(gallery.url + "/quote")
    message = "Could not reach the quote service. Please try again."
    shows_the_error = ignoring_swaps(lambda d: text_of(d, "quoteLabel") == message and is_enabled(d, "refreshButton"))
    wait_for(browser, shows_the_error)
    assert wait_for(browser, lambda d: d.find_element(By.CSS_SELECTOR, '[role="alert"]').text) == message
    browser.find_element(By.ID, "alertDismiss").click()
    browser.find_element(By.ID, "refreshButton").click()
    wait_for(browser, lambda d: d.find_element(By.CSS_SELECTOR, '[role="alert"]').is_displayed())
    wait_for(browser, shows_the_error)


def test_a_failing_service_shows_its_error_and_the_next_refresh_shows_a_quote(browser, start_gallery):
    quotes = QuoteStandIn()
    try:
        quotes.fail(503)
        gallery = start_gallery(api_base_url=quotes.url)
        browser.get(gallery.url + "/quote")
        error = "The quote service answered with an error (HTTP 503). Please try again."
        wait_for(browser, ignoring_swaps(lambda d: text_of(d, "quoteLabel") == error and is_enabled(d, "refreshButton")))
        assert text_of(browser, "authorLabel") == ""

        quotes.bad_json()
        browser.find_element(By.ID, "refreshButton").click()
        unreadable = "The quote service sent an answer that could not be read."
        wait_for(browser, ignoring_swaps(lambda d: text_of(d, "quoteLabel") == unreadable and is_enabled(d, "refreshButton")))

        browser.find_element(By.ID, "refreshButton").click()       # the service is healthy again
        assert wait_for(browser, shown_quote) == ("Simplicity is prerequisite for reliability.", "Edsger W. Dijkstra")
        assert quotes.requests == ["/api/quotes/random?lang=en"] * 3
    finally:
        quotes.stop()


def test_markup_in_a_quote_is_shown_as_text_and_runs_nothing(browser, start_gallery):
    quotes = QuoteStandIn()
    try:
        hostile = '<img src=x onerror="window.hacked=1"><b>bold</b>'
        quotes.answer(QuoteStandIn.quote(hostile, "<script>window.hacked=2</script>"))
        gallery = start_gallery(api_base_url=quotes.url)
        browser.get(gallery.url + "/quote")
        assert wait_for(browser, shown_quote) == (hostile, "<script>window.hacked=2</script>")
        assert browser.execute_script("return window.hacked === undefined")
        assert not browser.find_elements(By.CSS_SELECTOR, "#quoteLabel img, #quoteLabel b, #authorLabel script")
    finally:
        quotes.stop()


def test_the_home_page_links_to_quote(browser, start_gallery):
    gallery = start_gallery()
    browser.get(gallery.url + "/")
    browser.find_element(By.CSS_SELECTOR, 'a[href^="/quote"]').click()
    wait_for(browser, lambda d: "/quote" in d.current_url)
    assert wait_for(browser, shown_quote)
