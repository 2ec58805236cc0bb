"""Members in a real headless Chromium, with the embedded stand-ins: the list with avatars, placeholders while
they load, a member's details and Back, a failure with retry (the stand-ins' test controls make it happen)."""
from selenium.webdriver.common.by import By

from conftest import ignoring_swaps, wait_for

MEMBER_COUNT = 12   # the stand-in's bundled list
# With --stand-in-failure-rate 0.5 --stand-in-seed 3 the first /api request fails and the next two succeed;
# 6 of the 12 avatar downloads after them fail (StandInControlsTests checks the sequence).
FAILING_FIRST = ["--stand-in-failure-rate", "0.5", "--stand-in-seed", "3"]

ROWS = "#tableView tbody tr[data-row]"
AVATARS = "#tableView tbody tr[data-row] img"


def avatar_alts(driver):
    return [img.get_attribute("alt") for img in driver.find_elements(By.CSS_SELECTOR, AVATARS)]


def all_avatars_settled(driver):
    """The avatars' alt texts once there are MEMBER_COUNT rows and none is still loading, else None."""
    alts = avatar_alts(driver)
    return alts if len(alts) == MEMBER_COUNT and "Loading avatar" not in alts else None


def rendered(driver, element):
    """Whether an <img> has really been decoded and drawn (the page's CSP lets data: images through)."""
    return driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", element)


def cells_of_row(driver, row_id):
    return [td.text for td in driver.find_elements(By.CSS_SELECTOR, f'#tableView tr[data-row="{row_id}"] td')][1:]


def test_the_list_shows_every_member_with_an_avatar_and_a_tap_opens_the_details_and_back_keeps_the_list(browser, start_gallery):
    gallery = start_gallery()
    browser.get(gallery.url + "/members")
    alts = wait_for(browser, ignoring_swaps(all_avatars_settled))
    assert all(alt.startswith("Avatar of ") for alt in alts), alts
    images = browser.find_elements(By.CSS_SELECTOR, AVATARS)
    assert wait_for(browser, lambda d: all(rendered(d, img) for img in images))
    assert all(img.get_attribute("src").startswith("data:image/svg+xml;base64,") for img in images)
    assert cells_of_row(browser, "3") == ["Park Seoyeon", "Data Scientist", "31"]
    assert browser.title == "Members"

    browser.find_element(By.CSS_SELECTOR, '#tableView tr[data-row="3"]').click()
    wait_for(browser, lambda d: d.current_url.endswith("/members/3"))
    wait_for(browser, ignoring_swaps(lambda d: d.find_element(By.ID, "nameLabel").text == "Park Seoyeon"))
    assert browser.find_element(By.ID, "jobLabel").text == "Data Scientist"
    assert browser.find_element(By.ID, "ageLabel").text == "Age 31"
    wait_for(browser, ignoring_swaps(lambda d: rendered(d, d.find_element(By.ID, "avatarImageView"))))

    browser.back()
    wait_for(browser, lambda d: d.current_url.endswith("/members"))
    assert wait_for(browser, ignoring_swaps(all_avatars_settled)) == alts
    assert cells_of_row(browser, "3") == ["Park Seoyeon", "Data Scientist", "31"]


def test_avatars_show_a_placeholder_while_they_load(browser, start_gallery):
    gallery = start_gallery(extra_args=["--stand-in-latency-ms", "1500"])
    browser.get(gallery.url + "/members")
    assert browser.find_element(By.ID, "statusLabel").text == "Loading members…"
    placeholders = wait_for(browser, ignoring_swaps(lambda d: [a for a in avatar_alts(d) if a == "Loading avatar"]), timeout=15)
    assert placeholders
    assert wait_for(browser, ignoring_swaps(all_avatars_settled), timeout=30)


def test_a_failure_shows_an_alert_and_retry_loads_the_list_and_failed_avatars_show_their_state(browser, start_gallery):
    gallery = start_gallery(extra_args=FAILING_FIRST)
    browser.get(gallery.url + "/members")
    message = "The members service answered with an error (HTTP 503). Please try again."
    wait_for(browser, ignoring_swaps(lambda d: d.find_element(By.ID, "retryButton").is_displayed()))
    assert browser.find_element(By.ID, "statusLabel").text == message
    assert wait_for(browser, lambda d: d.find_element(By.CSS_SELECTOR, '[role="alert"]').text) == message
    assert not browser.find_elements(By.CSS_SELECTOR, ROWS)

    browser.find_element(By.ID, "retryButton").click()
    alts = wait_for(browser, ignoring_swaps(all_avatars_settled))
    assert alts.count("Avatar unavailable") == 6, alts
    assert not browser.find_element(By.ID, "retryButton").is_displayed()
    failed = browser.find_elements(By.CSS_SELECTOR, '#tableView img[alt="Avatar unavailable"]')
    assert all(rendered(browser, img) for img in failed), "the failure image is drawn"


def test_the_home_page_links_to_members(browser, start_gallery):
    gallery = start_gallery()
    browser.get(gallery.url + "/")
    browser.find_element(By.CSS_SELECTOR, 'a[href^="/members"]').click()
    wait_for(browser, lambda d: "/members" in d.current_url)
    assert wait_for(browser, ignoring_swaps(all_avatars_settled))


def test_a_korean_page_speaks_korean_in_the_list_and_the_details(browser, start_gallery):
    gallery = start_gallery()
    browser.get(gallery.url + "/members?lang=ko")

    def settled_korean_alts(driver):
        alts = avatar_alts(driver)
        return alts if len(alts) == MEMBER_COUNT and all(alt.endswith("의 아바타") for alt in alts) else None
    assert wait_for(browser, ignoring_swaps(settled_korean_alts))
    assert browser.title == "멤버 목록"
    headers = [th.text for th in browser.find_elements(By.CSS_SELECTOR, "#tableView thead th")]
    assert [header for header in headers if header] == ["이름", "직업", "나이"], headers

    browser.find_element(By.CSS_SELECTOR, '#tableView tr[data-row="3"]').click()
    wait_for(browser, lambda d: d.current_url.endswith("/members/3?lang=ko"))   # the URL keeps the language
    wait_for(browser, ignoring_swaps(lambda d: d.find_element(By.ID, "ageLabel").text == "31세"))
    browser.refresh()                                                               # so a reload speaks it still
    wait_for(browser, ignoring_swaps(lambda d: d.find_element(By.ID, "ageLabel").text == "31세"))
