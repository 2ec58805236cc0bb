"""A recorded journal replayed in a real Chromium against a live gallery (scripts/replay-journal): the events go
through the page's own controls and the page ends as the recording did; a journal whose page would end otherwise
is reported with the difference."""
import json
import pathlib
import urllib.parse

import pytest

from journal_replay import ReplayError, replay

JOURNALS = pathlib.Path(__file__).resolve().parents[2] / "Tests" / "JournalTests" / "Journals"
SEED = ["--stand-in-seed", "7"]  # what scripts/record-journals records with


def test_the_recorded_quote_session_ends_as_recorded(browser, start_gallery):
    gallery = start_gallery(extra_args=SEED)
    assert replay(browser, gallery.url, JOURNALS / "quote.jsonl", speed=4) == []


def test_the_recorded_sign_in_replays_with_its_password_given(browser, start_gallery):
    gallery = start_gallery(extra_args=SEED)
    with pytest.raises(ReplayError, match="masked"):
        replay(browser, gallery.url, JOURNALS / "login.jsonl")
    assert replay(browser, gallery.url, JOURNALS / "login.jsonl", secrets={"pwField": "password"}, speed=4) == []
    assert urllib.parse.urlparse(browser.current_url).path.endswith("/login/welcome")  # its URL keeps ?lang= too


def test_a_page_that_ends_otherwise_is_reported_with_the_difference(browser, start_gallery, tmp_path):
    gallery = start_gallery(extra_args=SEED)
    lines = (JOURNALS / "quote.jsonl").read_text(encoding="utf-8").splitlines()
    entries = [json.loads(line) for line in lines]
    last_quote = max(i for i, e in enumerate(entries)
                     if e.get("kind") == "out" and any(p["id"] == "quoteLabel" for p in e["message"].get("p", [])))
    for patch in entries[last_quote]["message"]["p"]:
        if patch["id"] == "quoteLabel":
            recorded, patch["value"] = patch["value"], "A quote nobody said."
    altered = tmp_path / "altered.jsonl"
    altered.write_text("\n".join(json.dumps(e) for e in entries) + "\n", encoding="utf-8")

    differences = replay(browser, gallery.url, altered, speed=4, timeout=3)
    assert differences == [("quoteLabel", "text", "A quote nobody said.", recorded)]
