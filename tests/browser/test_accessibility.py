"""Accessibility in a real headless Chromium: axe-core 4.12.1 (Deque's engine, fetched by `axe_core.py`) audits the
home page and every screen of every app in English and Korean, and the states that matter (an error shown, a list
loaded, a disabled or enabled button, a valid form, an alert), with every rule axe-core runs by default and no
exception, and fails on any violation of any impact (critical, serious, moderate or minor). Keyboard use: a table
row opens with Enter, navigation focuses the new screen's heading, and a dismissed alert gives focus back.

Every audit is added to artifacts/browser/axe-summary.json (violating elements per impact), so the counts before
and after a change can be compared:
    GALLERY_BIN=path/to/gallery .venv/bin/python -m pytest -q tests/browser/test_accessibility.py
"""
import json

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from pytest_bindery import accessibility_violations, violation_lines

import axe_core
from conftest import ARTIFACTS, alert_text, element, tap, wait_for
from gallery_screens import each_screen, states_that_matter, visit, with_lang

FAILING = ("critical", "serious", "moderate", "minor")
SUMMARY = ARTIFACTS / "axe-summary.json"


def axe_violations(driver):
    """Runs axe-core on the page as it is now and returns its violations (frames are other sites' pages: not audited)."""
    return accessibility_violations(driver, axe_core.script_path())


def record(name, violations):
    """Adds one audit's counts (violating elements per impact) to the summary file."""
    counts = {}
    for violation in violations:
        counts[violation["impact"]] = counts.get(violation["impact"], 0) + len(violation["nodes"])
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    summary = json.loads(SUMMARY.read_text()) if SUMMARY.exists() else {}
    summary[name] = {"counts": counts, "rules": sorted({f'{v["impact"]}:{v["id"]}' for v in violations})}
    SUMMARY.write_text(json.dumps(summary, indent=1, sort_keys=True, ensure_ascii=False))
    return counts


def failures(violations):
    """The violations of every impact, one readable line per element."""
    return violation_lines(violations, FAILING)


def audit(driver, name):
    """Audits the page, records its counts, and returns the failing lines (empty when it passes)."""
    violations = axe_violations(driver)
    record(name, violations)
    return [f"{name}: {line}" for line in failures(violations)]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_screen_passes_axe_in_both_languages(browser, shared_gallery, lang):
    problems = []
    for name in each_screen(browser, shared_gallery.url, lang):
        problems += audit(browser, name)
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_screens_in_the_states_that_matter_pass_axe(browser, shared_gallery, lang):
    problems = []
    for name in states_that_matter(browser, shared_gallery.url, lang):
        problems += audit(browser, name)
    assert problems == [], "\n".join(problems)


def test_screens_showing_their_errors_pass_axe(browser, start_gallery):
    """Every service fails: each screen shows its error (an alert, a message, a retry button)."""
    gallery = start_gallery(extra_args=["--stand-in-failure-rate", "1"])
    problems = []
    for path, ready in [("/find-number", None), ("/quote", None), ("/members", "#retryButton:not([hidden])"),
                        ("/cats", None), ("/movies", "#retryButton:not([hidden])")]:
        visit(browser, gallery.url + path, ready)
        if path == "/cats":
            tap(browser, "resumeButton")
        if path in ("/find-number", "/cats"):
            alert_text(browser)
        problems += audit(browser, f"en {path} error")
    visit(browser, gallery.url + "/search")
    element(browser, "searchBar").send_keys("swift")
    wait_for(browser, lambda d: d.find_element(By.ID, "retryButton").is_displayed(), timeout=15)
    problems += audit(browser, "en /search error")
    visit(browser, gallery.url + "/quote?lang=ko")
    problems += audit(browser, "ko /quote error")
    assert problems == [], "\n".join(problems)


def test_a_button_disabled_while_its_quote_loads_passes_axe(browser, start_gallery):
    gallery = start_gallery(extra_args=["--stand-in-latency-ms", "3000"])
    problems = []
    for lang in ("en", "ko"):
        visit(browser, gallery.url + with_lang("/quote", lang))
        assert element(browser, "refreshButton").get_attribute("disabled") is not None
        problems += audit(browser, f"{lang} /quote loading")
    assert problems == [], "\n".join(problems)


def test_navigation_focuses_the_new_screens_heading_and_rows_open_with_the_keyboard(browser, shared_gallery):
    visit(browser, shared_gallery.url + "/members", "#tableView tbody tr[data-row]")
    assert len(browser.find_elements(By.TAG_NAME, "h1")) == 1
    row = browser.find_element(By.CSS_SELECTOR, '#tableView tbody tr[data-row="3"]')
    row.send_keys(Keys.ENTER)
    wait_for(browser, lambda d: d.current_url.endswith("/members/3"))
    heading = wait_for(browser, lambda d: d.switch_to.active_element.tag_name == "h1" and d.switch_to.active_element)
    assert heading.get_attribute("id") == "nameLabel"


def test_the_keypad_answers_the_keyboard(browser, shared_gallery):
    visit(browser, shared_gallery.url + "/dutch-pay")
    assert element(browser, "key7").get_attribute("aria-keyshortcuts") == "7"
    total = lambda d: d.find_element(By.ID, "totalAmountLabel").text  # noqa: E731
    ActionChains(browser).send_keys("1000").perform()
    wait_for(browser, lambda d: total(d) == "₩1,000")
    ActionChains(browser).send_keys(Keys.BACKSPACE).perform()
    wait_for(browser, lambda d: total(d) == "₩100")
    ActionChains(browser).send_keys(Keys.DELETE).perform()
    wait_for(browser, lambda d: total(d) == "₩0")


def test_a_dismissed_alert_gives_focus_back_and_fields_are_labelled(browser, shared_gallery):
    visit(browser, shared_gallery.url + "/bank/transaction")
    field = element(browser, "amountField")
    assert field.get_attribute("aria-label") == "Amount"
    assert field.get_attribute("autocomplete") == "transaction-amount"
    field.send_keys("0")
    element(browser, "depositButton").send_keys(Keys.ENTER)  # the keyboard presses the button
    alert_text(browser)
    assert browser.find_element(By.ID, "alertBox").get_attribute("role") == "alertdialog"
    assert browser.switch_to.active_element.get_attribute("id") == "alertDismiss"
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    wait_for(browser, lambda d: not d.find_element(By.ID, "alertBox").is_displayed())
    assert browser.switch_to.active_element.get_attribute("id") == "depositButton"


def test_a_bullet_speaks_its_state_and_the_label_follows_it(browser, shared_gallery):
    visit(browser, shared_gallery.url + "/login?lang=ko")
    assert element(browser, "idField").get_attribute("aria-label") == "이메일"
    assert element(browser, "pwField").get_attribute("autocomplete") == "current-password"
    bullet = element(browser, "idValidView")
    assert (bullet.get_attribute("role"), bullet.get_attribute("aria-label")) == ("img", "이메일이 아직 올바르지 않습니다")
    element(browser, "idField").send_keys("demo@example.com")
    wait_for(browser, lambda d: d.find_element(By.ID, "idValidView").get_attribute("aria-label") == "이메일이 올바릅니다")
    hint = element(browser, "pwField").get_attribute("aria-describedby")
    assert browser.find_element(By.ID, hint).get_attribute("textContent") == "6자 이상 입력하세요."
