"""The session inspector (`--diagnostics`) in a real headless Chromium: an app's tab listed, its timeline live as the
user taps, a recording started and stopped, and its journal downloaded and read."""
import json

from selenium.webdriver.common.by import By

from conftest import connected, ignoring_swaps, tap, tap_selector, text_of, wait_for
from test_accessibility import audit

FETCH_JOURNAL = """
    const done = arguments[arguments.length - 1];
    const link = document.getElementById("downloadJournalLink");
    fetch(link.href).then(async answer => done({
        status: answer.status, type: answer.headers.get("Content-Type"),
        disposition: answer.headers.get("Content-Disposition"), download: link.hasAttribute("download"),
        text: await answer.text()
    })).catch(error => done({error: String(error)}));
"""


def session_rows(driver):
    """The inspector's list as {name: [cells]}, or None while it has no row."""
    rows = driver.find_elements(By.CSS_SELECTOR, "#sessionsTable tbody tr")
    listed = {row.get_attribute("data-row"): [cell.text for cell in row.find_elements(By.TAG_NAME, "td")] for row in rows}
    return listed or None


def timeline_lines(driver):
    """The timeline's rows, newest first, each as its cells joined by ' | '."""
    rows = driver.find_elements(By.CSS_SELECTOR, "#timelineTable tbody tr")
    return [" | ".join(cell.text for cell in row.find_elements(By.TAG_NAME, "td")) for row in rows]


def shows_step(*parts):
    """A wait condition: some timeline row contains every one of `parts`."""
    return ignoring_swaps(lambda d: any(all(part in line for part in parts) for line in timeline_lines(d)))


def test_the_inspector_lists_a_tab_shows_its_events_live_and_records_a_journal(browser, another_browser, start_gallery):
    gallery = start_gallery(extra_args=["--diagnostics"])
    browser.get(gallery.url + "/dutch-pay")
    wait_for(browser, connected)

    inspector = another_browser()
    inspector.get(gallery.url + "/_bindery/inspector")
    wait_for(inspector, connected)
    listed = wait_for(inspector, ignoring_swaps(session_rows))
    assert len(listed) == 1, f"only the app's tab, never the inspector's own: {listed}"
    name, cells = next(iter(listed.items()))
    assert cells[1:3] == ["/dutch-pay", "/dutch-pay"] and cells[6] == "connected", cells
    assert not audit(inspector, "inspector-sessions")

    tap_selector(inspector, f'#sessionsTable tr[data-row="{name}"]')
    wait_for(inspector, lambda d: text_of(d, "sessionTitle") == f"Session {name}")
    assert inspector.current_url == f"{gallery.url}/_bindery/inspector/{name}"
    assert text_of(inspector, "recordingLabel") == "Not recording."

    tap(browser, "key7")
    wait_for(inspector, shows_step("tap key7", "text totalAmountLabel", "ms"))

    tap(inspector, "startRecordingButton")
    wait_for(inspector, lambda d: text_of(d, "recordingLabel") == "Recording…")
    tap(browser, "key5")
    wait_for(inspector, shows_step("tap key5", "text totalAmountLabel"))
    tap(inspector, "stopRecordingButton")
    wait_for(inspector, lambda d: text_of(d, "recordingLabel") == "Not recording.")
    tap(browser, "plusPersonButton")
    wait_for(inspector, shows_step("tap plusPersonButton"))

    assert not audit(inspector, "inspector-timeline")

    download = inspector.execute_async_script(FETCH_JOURNAL)
    assert download.get("status") == 200, download
    assert download["download"], "the link saves the journal as a file"
    assert download["type"].startswith("application/x-ndjson")
    assert download["disposition"] == f'attachment; filename="dutch-pay-{name}.jsonl"'
    lines = [json.loads(line) for line in download["text"].splitlines() if line.strip()]
    header, entries = lines[0], lines[1:]
    assert header["format"] == "bindery-journal" and header["version"] == 1
    assert header["app"] == "/dutch-pay" and header["path"] == "/dutch-pay"
    taps = [entry["message"]["id"] for entry in entries if entry["kind"] == "in"]
    assert taps == ["key5"], f"only what happened while recording: {taps}"
    screens = [entry["message"]["path"] for entry in entries if entry["kind"] == "out" and entry["message"]["t"] == "screen"]
    assert screens == ["/dutch-pay"], "the journal starts from the screen on show"
    assert any(entry["kind"] == "out" and entry["message"]["t"] == "patch" for entry in entries)

    tap(inspector, "sessionsButton")
    listed = wait_for(inspector, ignoring_swaps(lambda d: (session_rows(d) or {}).get(name)))
    assert listed[4] == "3", f"three events handled: {listed}"
