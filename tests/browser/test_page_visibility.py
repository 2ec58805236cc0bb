"""The page tells its session when the user leaves the tab and comes back (a `visibility` message): another tab put in
front, the window minimised, and again when its socket reconnects while the page is hidden. Read from the session's
journal (`--record-journals`), which holds every message the page sent."""
import json
import pathlib

from conftest import connected, wait_for
from tcp_proxy import TcpProxy


def visibility_sent(directory):
    """The visibility values the pages sent, in order, as their journals hold them."""
    sent = []
    for journal in sorted(pathlib.Path(directory).glob("*.jsonl")):
        for line in journal.read_text(encoding="utf-8").splitlines():
            entry = json.loads(line) if line.strip() else {}
            message = entry.get("message") or {}
            if entry.get("kind") == "in" and message.get("t") == "visibility":
                sent.append(message.get("value"))
    return sent


def test_the_page_says_when_another_tab_or_a_minimised_window_hides_it(browser, start_gallery, tmp_path):
    gallery = start_gallery(extra_args=["--record-journals", str(tmp_path)])
    browser.get(gallery.url + "/quote")
    wait_for(browser, connected)
    first = browser.current_window_handle
    browser.switch_to.new_window("tab")           # another tab in front
    wait_for(browser, lambda d: visibility_sent(tmp_path) == ["hidden"])
    browser.close()
    browser.switch_to.window(first)
    wait_for(browser, lambda d: visibility_sent(tmp_path) == ["hidden", "visible"])
    browser.minimize_window()
    wait_for(browser, lambda d: visibility_sent(tmp_path) == ["hidden", "visible", "hidden"])
    browser.maximize_window()
    wait_for(browser, lambda d: visibility_sent(tmp_path) == ["hidden", "visible", "hidden", "visible"])


def test_a_page_hidden_while_its_socket_was_down_says_so_when_it_reconnects(browser, start_gallery, tmp_path):
    gallery = start_gallery(extra_args=["--record-journals", str(tmp_path)])
    link = TcpProxy(int(gallery.url.rsplit(":", 1)[1]))
    try:
        browser.get(link.url + "/quote")
        wait_for(browser, connected)
        link.refuse()
        link.drop()                                   # the network goes away…
        wait_for(browser, lambda d: not connected(d))
        browser.minimize_window()                     # …and the user leaves meanwhile: nothing can be sent
        link.accept()
        wait_for(browser, connected, timeout=15)
        wait_for(browser, lambda d: visibility_sent(tmp_path) == ["hidden"])
        assert browser.execute_script("return document.visibilityState") == "hidden"
    finally:
        browser.maximize_window()
        link.stop()
