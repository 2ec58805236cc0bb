"""An idle tab lets its screens go and keeps working: after a second with nothing from the page (a gallery started
with --release-idle-screens-after 1), the server holds no screen for it; the next taps rebuild it from its
continuity record and go on from the state the page shows, in the same document, its DOM untouched."""
import json
import urllib.request

from conftest import connected, tap, text_of, wait_for

from test_continuity import mark, same_document


def stats(gallery):
    with urllib.request.urlopen(gallery.url + "/_bindery/stats") as response:
        return json.load(response)


def test_an_idle_released_tab_keeps_its_state_and_its_page(browser, start_gallery):
    gallery = start_gallery(extra_args=["--release-idle-screens-after", "1", "--diagnostics"])
    browser.get(gallery.url + "/dutch-pay")
    wait_for(browser, connected)
    tap(browser, "key5")
    tap(browser, "key0")
    wait_for(browser, lambda d: text_of(d, "totalAmountLabel") == "₩50")
    mark(browser)
    # A mark on the label's element itself: a screen sent whole would replace it.
    browser.execute_script("document.getElementById('totalAmountLabel').binderyIdleMark = true;")

    wait_for(browser, lambda d: stats(gallery)["sessionsReleased"] == 1, timeout=15)
    assert stats(gallery)["sessionsHoldingScreens"] == 0

    tap(browser, "key0")
    wait_for(browser, lambda d: text_of(d, "totalAmountLabel") == "₩500")
    assert stats(gallery)["sessionsHoldingScreens"] == 1
    assert same_document(browser)
    assert browser.execute_script("return document.getElementById('totalAmountLabel').binderyIdleMark === true;"), \
        "the page got a patch, not the screen again"
    tap(browser, "key0")
    wait_for(browser, lambda d: text_of(d, "totalAmountLabel") == "₩5,000")

    wait_for(browser, lambda d: stats(gallery)["sessionsReleased"] == 1, timeout=15)  # idle again
    browser.refresh()                                # a reload with the token: restored from the record, as today
    wait_for(browser, connected)
    wait_for(browser, lambda d: text_of(d, "totalAmountLabel") == "₩5,000")
    tap(browser, "key0")
    wait_for(browser, lambda d: text_of(d, "totalAmountLabel") == "₩50,000")


def test_an_untouched_find_number_game_lets_go_and_keeps_its_hidden_number(browser, start_gallery, stand_in):
    stand_in.numbers(2, 3)
    gallery = start_gallery(api_base_url=stand_in.url, extra_args=["--release-idle-screens-after", "1", "--diagnostics"])
    browser.get(gallery.url + "/find-number")
    wait_for(browser, connected)
    wait_for(browser, lambda d: len(stand_in.requests) == 1)
    browser.execute_script("document.getElementById('stageLabel').binderyIdleMark = true;")

    wait_for(browser, lambda d: stats(gallery)["sessionsReleased"] == 1, timeout=15)
    tap(browser, "secondButton")          # the number the game drew before it let go: 2
    wait_for(browser, lambda d: text_of(d, "stageLabel") == "Stage: 2")
    assert text_of(browser, "currentRecordLabel") == "Current: 1 in a row!"
    assert len(stand_in.requests) == 2, "the rebuilt game's number came from its record; the tap drew the next"
    assert browser.execute_script("return document.getElementById('stageLabel').binderyIdleMark === true;"), \
        "the page got a patch, not the screen again"
