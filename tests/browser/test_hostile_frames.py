"""Hostile frames over real sockets to a live gallery (no browser): nothing crashes, every refused frame is
answered, the fuzzed tab and a bystander keep working, an oversized frame closes only its socket (the tab
resumes), and the server's heap returns to its baseline. BINDERY_FUZZ_FRAMES=100000 for the full run."""
import json
import os
import random
import re
import urllib.request

from conftest import wait_for_value
from websocket_client import WebSocketClient

FRAMES = int(os.environ.get("BINDERY_FUZZ_FRAMES", "3000"))
IDS = ["key1", "plusPersonButton", "totalAmountLabel", "nope", "", "<script>alert(1)</script>", "x" * 300]
NAMES = ["tap", "change", "touchDown", "select", "explode", "", "TAP"]


def hostile_frame(rng):
    """One generated frame: random text, truncated and deeply nested JSON, huge strings, wrong types, floods."""
    kind = rng.randrange(8)
    if kind == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(64))).decode("utf-8", errors="replace")
    if kind == 1:
        return valid_event(rng)[:-rng.randint(1, 10)]
    if kind == 2:
        return "[" * rng.randint(1, 5000)
    if kind == 3:
        return json.dumps({"t": "event", "id": "key1", "name": "change", "value": "\uac00" * rng.randint(900, 20000)}, ensure_ascii=False)
    if kind == 4:
        return '{"t":"event","id":%d,"name":[1],"value":{"a":null}}' % rng.randrange(10)
    if kind == 5:
        return '{"t":"hello","v":%d,"token":"x"}' % rng.randint(-3, 3)
    if kind == 6:
        return json.dumps({"t": "navigate", "path": rng.choice(["/", "/nowhere", "javascript:x", "//evil", "/dutch-pay"])})
    return valid_event(rng)


def valid_event(rng):
    return json.dumps({"t": "event", "id": rng.choice(IDS), "name": rng.choice(NAMES), "value": f"v{rng.randrange(100)}"})


def must_be_refused(frame):
    """Frames the protocol refuses whatever the session's state: not JSON, not an object, or not a known message."""
    try:
        message = json.loads(frame)
    except (ValueError, RecursionError):       # nested "[[[[…" is not a message either
        return True
    return not isinstance(message, dict) or message.get("t") not in ("event", "navigate")


def open_tab(gallery, path="/dutch-pay"):
    with urllib.request.urlopen(gallery.url + path) as response:
        token = re.search(r'name="bindery-session" content="([0-9a-f]+)"', response.read().decode()).group(1)
    return token


def connect(gallery, token, path="/dutch-pay"):
    socket = WebSocketClient(int(gallery.url.rsplit(":", 1)[1]))
    assert socket.status == 101
    socket.send_text(json.dumps({"t": "hello", "v": 1, "token": token, "path": path}))
    assert socket.wait(lambda texts: any('"t":"screen"' in text for text in texts))
    return socket


def stats(gallery):
    with urllib.request.urlopen(gallery.url + "/_bindery/stats") as response:
        return json.loads(response.read())


def errors(socket):
    return [text for text in socket.texts if '"t":"error"' in text]


def processed_up_to(socket, marker):
    """Sends a navigate to an unknown path named `marker` and waits for its error: every earlier frame was handled."""
    socket.send_text(json.dumps({"t": "navigate", "path": "/" + marker}))
    assert socket.wait(lambda texts: any(marker in text for text in texts), timeout=120), "the session stopped answering"


def taps_work(socket):
    """Taps plusPersonButton until it is not refused for rate (the flood emptied the bucket) and a patch comes back."""
    def patched():
        before = len(socket.texts)
        socket.send_text(json.dumps({"t": "event", "id": "plusPersonButton", "name": "tap"}))
        socket.wait(lambda texts: len(texts) > before, timeout=1)
        return any('"t":"patch"' in text and "personCountLabel" in text for text in socket.texts[before:])
    return wait_for_value(patched, timeout=10, poll=0.2)


def fuzz(socket, rng, count):
    refused = 0
    for _ in range(count):
        frame = hostile_frame(rng)
        refused += must_be_refused(frame)
        socket.send_text(frame)
    return refused


def test_hostile_frames_never_crash_are_answered_and_the_heap_returns_to_its_baseline(start_gallery):
    # Every message counts against a tab's rate budget; a high one lets the fuzzed frames reach the session.
    gallery = start_gallery(extra_args=["--diagnostics", "--grace-period", "1", "--events-per-second", "100000"])
    rng = random.Random(2026)
    fuzzed_token, bystander_token = open_tab(gallery), open_tab(gallery)
    bystander = connect(gallery, bystander_token)
    fuzzed = connect(gallery, fuzzed_token)

    fuzz(fuzzed, rng, 500)                              # warm-up: caches and buffers reach their working size
    processed_up_to(fuzzed, "warm-up-done")
    assert taps_work(fuzzed)
    baseline = stats(gallery)["heapInUse"]
    assert baseline > 0, "the server reports its heap (glibc)"

    errors_before = len(errors(fuzzed))
    refused = fuzz(fuzzed, rng, FRAMES)
    processed_up_to(fuzzed, "fuzz-done")
    assert len(errors(fuzzed)) - errors_before >= refused + 1, "a refused frame went unanswered"
    assert taps_work(fuzzed), "the fuzzed tab stopped working"
    assert taps_work(bystander), "the bystander tab stopped working"
    assert gallery.process.poll() is None, "the server died"

    grown = stats(gallery)["heapInUse"] - baseline
    print(f"heap in use: baseline {baseline} bytes, grown {grown} bytes after {FRAMES} frames")
    assert grown < 1024 * 1024, f"the heap grew by {grown} bytes over {FRAMES} frames"

    before = len(fuzzed.texts)
    oversized_tap = json.dumps({"t": "event", "id": "plusPersonButton", "name": "tap", "pad": "x" * (70 * 1024)})
    fuzzed.send_text(oversized_tap)                     # over the 64 KiB limit: answered tooLarge, never tapped ...
    assert fuzzed.wait(lambda texts: len(texts) > before, timeout=10)
    assert '"code":"tooLarge"' in fuzzed.texts[before] and not fuzzed.closed.is_set()
    assert not any('"t":"patch"' in text for text in fuzzed.texts[before:]), "the oversized tap was applied"
    assert taps_work(fuzzed), "the socket that sent an oversized frame stopped working"

    fuzzed.send_text("x" * (300 * 1024))               # over the channel's cap (4 x 64 KiB): this socket is closed ...
    assert fuzzed.closed.wait(10) and fuzzed.close_code == 1009
    resumed = connect(gallery, fuzzed_token)            # ... and the tab comes back to the same session
    assert taps_work(resumed)

    for socket in (resumed, bystander):
        socket.close()
    def released():
        now = stats(gallery)
        return now["sessions"] == 0 and now["viewControllers"] == 0
    assert wait_for_value(released, timeout=15), stats(gallery)
