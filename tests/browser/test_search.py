"""Search in a real headless Chromium, with the embedded stand-ins: type, highlights, more, detail, refusal, failure, stale answers."""
from urllib.parse import quote

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By

from conftest import alert_text, connected, wait_for
from slow_search_stand_in import SlowSearchStandIn


def open_search(browser, gallery, path="/search"):
    browser.get(gallery.url + path)
    wait_for(browser, connected)


def type_query(driver, text):
    field = driver.find_element(By.ID, "searchBar")
    field.clear()
    field.send_keys(text)


def rows(driver):
    """The result rows' cell texts, or None while the page swaps elements."""
    try:
        return [[cell.text for cell in row.find_elements(By.TAG_NAME, "td")]
                for row in driver.find_elements(By.CSS_SELECTOR, "#tableView tbody tr")]
    except StaleElementReferenceException:
        return None


def rows_where(condition):
    def check(driver):
        shown = rows(driver)
        return shown if shown and condition(shown) else None
    return check


def test_typing_shows_results_with_highlights_and_more_appends_the_next_page(browser, start_gallery):
    gallery = start_gallery()
    open_search(browser, gallery)
    type_query(browser, "notes")
    shown = wait_for(browser, rows_where(lambda r: len(r) == 20))
    assert all("notes" in title.lower() + description.lower() for title, description, _ in shown)
    highlighted = browser.find_elements(By.CSS_SELECTOR, "#tableView tbody tr:first-child b")
    assert highlighted and all(b.text.lower() == "notes" for b in highlighted)
    total = int(browser.find_element(By.ID, "statusLabel").text.split()[0])
    assert total > 40

    browser.find_element(By.ID, "moreButton").click()
    more = wait_for(browser, rows_where(lambda r: len(r) == 40))
    assert more[:20] == shown, "the next page is appended"
    assert len({link for _, _, link in more}) == 40


def test_markup_in_results_is_shown_as_text(browser, start_gallery):
    gallery = start_gallery()
    open_search(browser, gallery)
    type_query(browser, "onerror")
    shown = wait_for(browser, rows_where(lambda r: len(r) == 1))
    assert shown[0][1] == "Escaping matters: <img src=x onerror=alert(1)> must show up as text, & so must &amp;."
    assert browser.find_elements(By.CSS_SELECTOR, "#tableView img") == []
    assert [b.text for b in browser.find_elements(By.CSS_SELECTOR, "#tableView b")] == ["onerror"]
    type_query(browser, "script")
    shown = wait_for(browser, rows_where(lambda r: r[0][0].startswith("Never trust")))
    assert shown[0][0] == "Never trust <script>alert(1)</script> in a Swift title"
    assert browser.find_elements(By.CSS_SELECTOR, "#tableView script") == []


def test_a_result_opens_its_page_in_the_web_view_and_back_returns_to_the_results(browser, start_gallery):
    gallery = start_gallery()
    open_search(browser, gallery)
    type_query(browser, "kimchi")
    shown = wait_for(browser, rows_where(lambda r: len(r) >= 2))
    title, _, link = shown[1]
    browser.find_elements(By.CSS_SELECTOR, "#tableView tbody tr")[1].click()

    wait_for(browser, lambda d: "/search/detail?url=" in d.current_url)
    assert browser.current_url == gallery.url + "/search/detail?url=" + quote(link, safe="")
    frame = wait_for(browser, lambda d: d.find_element(By.ID, "webView").get_attribute("src") == link
                     and d.find_element(By.ID, "webView"))
    browser.switch_to.frame(frame)
    assert wait_for(browser, lambda d: d.find_elements(By.TAG_NAME, "h1") and d.find_element(By.TAG_NAME, "h1").text) == title
    browser.switch_to.default_content()

    browser.back()
    wait_for(browser, lambda d: d.current_url.endswith("/search"))
    assert wait_for(browser, rows_where(lambda r: r == shown))


def test_the_detail_refuses_an_address_that_is_not_http(browser, start_gallery):
    gallery = start_gallery()
    open_search(browser, gallery, "/search/detail?url=" + quote("javascript:alert(document.domain)", safe=""))
    message = "Only http and https pages can be shown; this address was refused."
    assert alert_text(browser) == message
    assert browser.find_element(By.ID, "messageLabel").text == message
    assert browser.find_element(By.ID, "webView").get_dom_attribute("src") is None


def test_the_detail_frames_only_links_the_search_returned_in_this_tab(browser, start_gallery):
    gallery = start_gallery()
    crafted = gallery.url + "/login"   # a page of this very site, framed under its address, would be a trap
    open_search(browser, gallery, "/search/detail?url=" + quote(crafted, safe=""))
    message = "Only pages from your search results are shown here; search again to open this one."
    assert alert_text(browser) == message
    assert browser.find_element(By.ID, "webView").get_dom_attribute("src") is None


def test_a_failure_shows_its_message_and_try_again_searches_again(browser, start_gallery):
    gallery = start_gallery(api_base_url="http://127.0.0.1:9")   # nothing listens on the discard port
    open_search(browser, gallery)
    type_query(browser, "swift")
    assert alert_text(browser) == "Could not reach the search service. Please try again."
    wait_for(browser, lambda d: d.find_element(By.ID, "retryButton").is_displayed())
    browser.find_element(By.ID, "alertDismiss").click()
    browser.find_element(By.ID, "retryButton").click()
    assert alert_text(browser) == "Could not reach the search service. Please try again."


def test_a_slow_older_answer_never_replaces_a_newer_one(browser, start_gallery):
    stand_in = SlowSearchStandIn()
    try:
        gallery = start_gallery(api_base_url=stand_in.url)
        open_search(browser, gallery)
        type_query(browser, "slow")
        assert stand_in.held.wait(10), "the slow search reached the stand-in"
        type_query(browser, "fast")
        wait_for(browser, rows_where(lambda r: r[0][0] == "fast result"))
        stand_in.release.set()                        # the slow answer goes out now, to a request already cancelled
        assert stand_in.slow_done.wait(10)
        type_query(browser, "fast again")             # a later answer: anything stale would have arrived before it
        wait_for(browser, rows_where(lambda r: r[0][0] == "fast again result"))
        assert all(row[0] != "slow result" for row in rows(browser))
        assert stand_in.queries == ["slow", "fast", "fast again"]
    finally:
        stand_in.stop()


def test_the_home_page_links_to_search(browser, start_gallery):
    gallery = start_gallery()
    browser.get(gallery.url + "/")
    browser.find_element(By.CSS_SELECTOR, 'a[href^="/search"]').click()
    wait_for(browser, lambda d: d.current_url.endswith("/search"))
    assert browser.title == "Blog search"
