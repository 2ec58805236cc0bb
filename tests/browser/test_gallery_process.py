"""The gallery process itself: it serves while a page is open and stops cleanly, with exit code 0, on SIGINT and SIGTERM."""
import signal
import subprocess
import urllib.request

import pytest


@pytest.mark.parametrize("stop_signal", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_a_signal_stops_the_gallery_cleanly_with_exit_code_0(browser, start_gallery, stop_signal):
    gallery = start_gallery()
    browser.get(gallery.url + "/find-number")            # a live tab with its socket open
    browser.find_element("id", "stageLabel")
    with urllib.request.urlopen(gallery.url + "/") as response:
        assert response.status == 200

    gallery.process.send_signal(stop_signal)
    try:
        code = gallery.process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        pytest.fail(f"the gallery did not stop within 10 s of {stop_signal.name}")
    assert code == 0, "".join(gallery.output[-20:])
