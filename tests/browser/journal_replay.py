"""Replays a recorded session's journal (`--record-journals`, format `bindery-journal` version 1) in a real browser,
against a live server: the page at the journal's path is opened in its language, and each event the page sent is
made again through the page's own controls (a click, typing into a field, Return, a row, a touch), at its recorded
pace, so the page sends it as a person would. What the page shows at the end is compared with what the recording's
last patches set.

The server's services answer live (start the gallery with the recording's `--stand-in-seed` to get the same
answers), and its stores are as they are: this is for reproducing a report by eye; the Swift replay
(`JournalReplay.run`) is the exact, deterministic check."""
import json
import time
import urllib.parse

MASK = "\u2022"  # what the journal writes each character of a typed password as


class ReplayError(Exception):
    """The journal cannot be replayed as it is (a masked value without its secret, an unknown event)."""


def read_journal(path):
    """The header and the entries of the journal at `path`."""
    lines = [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]
    if not lines or lines[0].get("format") != "bindery-journal" or lines[0].get("version") != 1:
        raise ReplayError(f"{path} is not a bindery-journal of version 1")
    return lines[0], lines[1:]


def page_url(base_url, header):
    """The URL of the journal's first page on the server at `base_url`, in the journal's language."""
    path = header["path"]
    separator = "&" if "?" in path else "?"
    return base_url.rstrip("/") + path + separator + urllib.parse.urlencode({"lang": header["language"]})


def events(entries, secrets):
    """The messages the page sent, with their times; a masked value takes its secret (by control id)."""
    sent = []
    for entry in entries:
        if entry.get("kind") != "in":
            continue
        message = dict(entry["message"])
        value = message.get("value")
        if isinstance(value, str) and value and set(value) == {MASK}:
            if message.get("id") not in secrets:
                raise ReplayError(f"the value typed into #{message.get('id')} is masked: pass its secret "
                                  f"(--secret {message.get('id')}=...)")
            message["value"] = secrets[message["id"]]
        sent.append((entry["ms"], message))
    return sent


def expected_end(entries):
    """What the recording ended on: the last screen's path, and what the patches after it left on show, by control
    id: its text, field value and whether it is enabled."""
    expected = {}
    for entry in entries:
        if entry.get("kind") != "out":
            continue
        message = entry["message"]
        if message.get("t") == "screen":
            expected = {("screen", "path"): urllib.parse.urlsplit(message["path"]).path}
        for patch in message.get("p", []):
            if patch.get("op") in ("text", "value", "enabled"):
                expected[(patch["id"], patch["op"])] = patch.get("value")
    return expected


# Each event is made through the page's controls, so bindery.js sends it itself.
_PERFORM = """
const [id, name, value] = arguments;
const el = document.getElementById(id);
if (!el) return "no element #" + id;
const box = document.getElementById("alertBox");
if (box && !box.hidden) document.getElementById("alertDismiss").click();  // the person closed it first
if (name === "tap") { el.click(); return null; }
if (name === "change") {
  el.focus(); el.value = value; el.dispatchEvent(new Event("input", {bubbles: true})); return null;
}
if (name === "submit") {
  el.dispatchEvent(new KeyboardEvent("keydown", {key: "Enter", bubbles: true})); return null;
}
if (name === "select") {
  const row = el.querySelector('tr[data-row="' + CSS.escape(value) + '"]');
  if (!row) return "no row " + value + " in #" + id;
  row.click(); return null;
}
const pointer = {touchDown: "pointerdown", touchUp: "pointerup", touchCancel: "pointercancel"}[name];
if (pointer) { el.dispatchEvent(new PointerEvent(pointer, {bubbles: true})); return null; }
return "unknown event " + name;
"""

_READY = """
const [id, name] = arguments;
const el = document.getElementById(id);
return !!el && !el.closest("[hidden]") && !(name === "tap" && el.hasAttribute("disabled"));
"""

_SHOWN = """
const [id, op] = arguments;
if (op === "path") return location.pathname;
const el = document.getElementById(id);
if (!el) return null;
if (op === "text") return el.textContent;
if (op === "value") return el.value;
return !el.hasAttribute("disabled");
"""


def wait(condition, timeout, what):
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise ReplayError(f"timed out waiting for {what}")
        time.sleep(0.05)


def replay(driver, base_url, path, secrets=None, speed=1.0, timeout=10, log=lambda line: None):
    """Replays the journal at `path` in `driver` (a Selenium WebDriver) against the server at `base_url`; returns the
    differences between what the page shows at the end and what the recording's last patches set, as
    (id, property, expected, shown) tuples: empty when the page ended as recorded."""
    header, entries = read_journal(path)
    sent = events(entries, secrets or {})
    driver.get(page_url(base_url, header))
    wait(lambda: driver.execute_script("return document.documentElement.getAttribute('data-connected') === 'true'"),
         timeout, "the page's socket")
    started, visited = time.monotonic(), [driver.current_url]
    for at, message in sent:
        delay = at / 1000 / speed - (time.monotonic() - started)
        if delay > 0:
            time.sleep(delay)
        if message.get("t") == "visibility":
            # The user left the tab or came back: a browser under automation keeps the page on show.
            log(f"{at:>7} ms  page {message.get('value')}")
            continue
        if message.get("t") == "navigate":
            log(f"{at:>7} ms  navigate {message.get('path')}")
            back = len(visited) > 1 and urllib.parse.urlsplit(visited[-2]).path == urllib.parse.urlsplit(
                base_url + message.get("path", "")).path
            driver.back() if back else driver.forward()
            visited = visited[:-1] if back else visited
            continue
        control, name, value = message.get("id"), message.get("name"), message.get("value")
        log(f"{at:>7} ms  {name} #{control}" + (f" = {value!r}" if value is not None and name != "change" else ""))
        wait(lambda: driver.execute_script(_READY, control, name), timeout, f"#{control} to take a {name}")
        problem = driver.execute_script(_PERFORM, control, name, value)
        if problem:
            raise ReplayError(problem)
        if driver.current_url != visited[-1]:
            visited.append(driver.current_url)
    expected = expected_end(entries)

    def differences():
        shown = {key: driver.execute_script(_SHOWN, *key) for key in expected}
        return [(key[0], key[1], value, shown[key]) for key, value in expected.items() if shown[key] != value]

    try:
        wait(lambda: not differences(), timeout, "the page to end as recorded")
    except ReplayError:
        pass
    return differences()
