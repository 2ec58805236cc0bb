"""No page is ever stranded: a tab whose server stops (Ctrl-C, SIGTERM, a deploy) and comes back on the same address
is live again by itself, with no reload by hand; while no server answers it stays on its page and says it is
reconnecting, never on the browser's own error page."""
import time

from conftest import connected, tap, text_of, wait_for


def reconnecting_text(driver):
    """The page's connection state as shown to the user ('' when hidden), or None when the page is not the app's."""
    return driver.execute_script(
        "var el = document.getElementById('connectionState');"
        "return el ? (el.hidden ? '' : el.textContent) : null;")


def test_a_tab_whose_server_restarts_on_its_address_is_live_again_by_itself(browser, start_gallery):
    gallery = start_gallery()
    browser.get(gallery.url + "/dutch-pay")
    wait_for(browser, connected)

    gallery.stop()                                     # SIGTERM: the server drains, tells the page to move, stops
    time.sleep(1.5)                                    # the page's first retries find no server
    assert reconnecting_text(browser), "the page stays the app's and says it is reconnecting"

    gallery.restart(same_port=True)
    wait_for(browser, connected, timeout=20)           # no browser.get, no refresh: the page found the server itself
    assert browser.current_url == gallery.url + "/dutch-pay"
    assert reconnecting_text(browser) == ""
    tap(browser, "key5")
    wait_for(browser, lambda d: text_of(d, "totalAmountLabel") == "₩5")          # and the next tap works
