"""Sessions survive the network: the socket is cut under a real Chromium mid-game, the client reconnects by
itself, and the same session resumes (within the grace period) or the screen is rebuilt from its services."""
import pytest
from selenium.webdriver.common.by import By

from conftest import connected, element, text_of, wait_for
from test_bank import open_transaction_screen
from tcp_proxy import TcpProxy
from test_find_number import records, tap


@pytest.fixture
def proxy(request):
    proxies = []

    def start(gallery):
        proxy = TcpProxy(int(gallery.url.rsplit(":", 1)[1]))
        proxies.append(proxy)
        return proxy

    yield start
    for proxy in proxies:
        proxy.stop()


def reconnecting(driver):
    state = driver.find_element(By.ID, "connectionState")
    return state.is_displayed() and state.text == "Reconnecting…"


def test_a_dropped_socket_mid_game_resumes_the_same_session_and_keeps_a_tap_made_meanwhile(browser, gallery, stand_in, proxy):
    stand_in.numbers(2, 3, 1, 1)
    link = proxy(gallery)
    browser.get(link.url + "/find-number")
    wait_for(browser, connected)
    wait_for(browser, lambda d: len(stand_in.requests) == 1)
    tap(browser, "secondButton")                  # right: 2
    records(browser, 2, 1, 1)
    browser.execute_script("window.sameDocument = true")

    link.refuse()
    link.drop()                                   # the network goes away mid-game
    wait_for(browser, reconnecting)
    tap(browser, "thirdButton")                   # right: 3, tapped while offline: queued by the page
    records(browser, 2, 1, 1)                     # nothing happens until the server hears it

    link.accept()                                 # the network comes back; the client retries by itself
    wait_for(browser, connected, timeout=15)
    records(browser, 3, 2, 2)                     # the tap made offline was played once, on the same game
    assert not browser.find_element(By.ID, "connectionState").is_displayed()
    assert browser.execute_script("return window.sameDocument === true"), "the page was not reloaded"
    tap(browser, "firstButton")                   # right: 1; a doubled offline tap (wrong against 1) would have reset the streak
    records(browser, 4, 3, 3)
    assert len(stand_in.requests) == 4            # the first target and one per right guess: none repeated


def test_text_typed_while_offline_reaches_the_server_as_the_page_shows_it(browser, gallery, proxy):
    link = proxy(gallery)
    open_transaction_screen(browser, link)
    link.refuse()
    link.drop()
    wait_for(browser, reconnecting)
    link.hold_replies()                           # the page reconnects, but hears nothing back yet
    before = link.accepted
    link.accept()
    wait_for(browser, lambda d: link.accepted > before)
    # "1" is sent at once (queued: the socket is not welcomed yet), "500" within the change window, left to a timer;
    # the welcome arrives a few milliseconds later, before the window closes (on a slow machine it may close first,
    # and the page then queues "1500" after "1": the deposit must be ₩1,500 either way).
    element(browser, "amountField").send_keys("1500")
    link.release_replies()
    wait_for(browser, connected, timeout=15)
    tap(browser, "depositButton")
    wait_for(browser, lambda d: text_of(d, "statusLabel") == "Deposited ₩1,500.")


def test_a_drop_longer_than_the_grace_period_restores_the_tab_from_its_record_without_a_reload(browser, start_gallery, stand_in, proxy):
    # Find Number saves its records on every guess, so its screen starts fresh when restored (a replayed guess would
    # count twice): the page is not reloaded, the records come back from the store, and the game deals the first
    # number again from the record's answer, asking the service nothing.
    gallery = start_gallery(api_base_url=stand_in.url, extra_args=["--grace-period", "1"])
    stand_in.numbers(2, 3, 1)
    link = proxy(gallery)
    browser.get(link.url + "/find-number")
    wait_for(browser, connected)
    wait_for(browser, lambda d: len(stand_in.requests) == 1)
    tap(browser, "secondButton")                  # right: 2, a record that is saved
    records(browser, 2, 1, 1)
    wait_for(browser, lambda d: len(stand_in.requests) == 2)
    browser.execute_script("window.sameDocument = true")

    link.refuse()
    link.drop()
    wait_for(browser, reconnecting)
    wait_for(browser, lambda d: any("whose socket was gone for the grace period" in line for line in gallery.output), timeout=10)
    link.accept()                                 # the server let the session go; its record brings the tab back

    wait_for(browser, connected, timeout=15)
    wait_for(browser, lambda d: any("Restored a tab" in line for line in gallery.output))
    assert browser.execute_script("return window.sameDocument === true"), "no reload"
    records(browser, 2, 1, 1)
    assert len(stand_in.requests) == 2
    tap(browser, "secondButton")                  # right: 2 again, the recorded deal
    records(browser, 3, 2, 2)
    wait_for(browser, lambda d: len(stand_in.requests) == 3)   # the next deal is the service's


def test_without_continuity_a_drop_longer_than_the_grace_period_rebuilds_the_screen_from_its_services(browser, start_gallery, stand_in, proxy):
    gallery = start_gallery(api_base_url=stand_in.url, extra_args=["--grace-period", "1", "--no-continuity"])
    stand_in.numbers(2, 3)
    link = proxy(gallery)
    browser.get(link.url + "/find-number")
    wait_for(browser, connected)
    wait_for(browser, lambda d: len(stand_in.requests) == 1)
    tap(browser, "secondButton")                  # right: 2, a record that is saved
    records(browser, 2, 1, 1)
    browser.execute_script("window.sameDocument = true")

    link.refuse()
    link.drop()
    wait_for(browser, reconnecting)
    wait_for(browser, lambda d: any("whose socket was gone for the grace period" in line for line in gallery.output), timeout=10)
    link.accept()

    wait_for(browser, lambda d: d.execute_script("return window.sameDocument !== true"), timeout=15)   # reloaded
    wait_for(browser, connected)
    records(browser, 2, 1, 1)                     # the records come back from the data directory


def test_a_tab_stranded_again_and_again_rebuilds_three_times_a_minute_then_says_its_session_ended(browser, start_gallery, stand_in, proxy):
    # Behind a load balancer a rolling restart can send a tab's socket to an instance that never held it twice in a
    # row: each time the page must rebuild. A server that never keeps it must not make it reload in a loop.
    gallery = start_gallery(api_base_url=stand_in.url, extra_args=["--grace-period", "1", "--no-continuity"])
    stand_in.numbers(2, 3, 4, 5)
    link = proxy(gallery)
    browser.get(link.url + "/find-number")
    wait_for(browser, connected)

    def strand(released):
        browser.execute_script("window.sameDocument = true")
        link.refuse()
        link.drop()
        wait_for(browser, reconnecting)
        wait_for(browser, lambda d: sum("whose socket was gone for the grace period" in line for line in gallery.output) >= released,
                 timeout=10)
        link.accept()

    for rebuilt in (1, 2, 3):
        strand(released=rebuilt)
        wait_for(browser, lambda d: d.execute_script("return window.sameDocument !== true"), timeout=15)
        wait_for(browser, connected)
        records(browser, 1, 0, 0)

    strand(released=4)
    state = browser.find_element(By.ID, "connectionState")
    wait_for(browser, lambda d: state.is_displayed() and state.text == "Session ended. Reload the page.", timeout=15)
    assert browser.execute_script("return window.sameDocument === true"), "the fourth time within a minute, no reload"
