"""Bank in a real headless Chromium: deposit, withdraw, refusals with an alert, the history back on the
account screen, the same history after a server restart, and two browsers sharing one balance."""
import threading

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import dismiss_alert, element, text_of, wait_for


def wait_for_text(driver, element_id, expected):
    wait_for(driver, lambda d: text_of(d, element_id) == expected)


def history(driver):
    """The history table's rows as lists of cell texts, newest first."""
    return [[cell.text for cell in row.find_elements(By.TAG_NAME, "td")]
            for row in driver.find_elements(By.CSS_SELECTOR, "#historyTable tbody tr")]


def history_without_times(driver):
    rows = history(driver)
    assert all(len(row) == 3 and row[2] for row in rows), f"every row shows a time: {rows}"
    return [row[:2] for row in rows]


def open_transaction_screen(driver, gallery):
    driver.get(gallery.url + "/bank")
    wait_for(driver, lambda d: text_of(d, "balanceLabel") not in (None, "Balance: …"))
    element(driver, "actionButton").click()
    wait_for(driver, lambda d: d.current_url.endswith("/bank/transaction") and d.find_elements(By.ID, "amountField"))


def submit(driver, amount, button):
    """Types `amount` into the emptied field and taps `button`."""
    field = element(driver, "amountField")
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(Keys.DELETE)
    field.send_keys(amount)
    element(driver, button).click()


def alert_shown(driver):
    box = element(driver, "alertBox")
    return box.is_displayed() and driver.find_element(By.CSS_SELECTOR, '[role="alert"]').text


def test_deposit_withdraw_refusals_history_and_restart(browser, start_gallery):
    gallery = start_gallery()
    open_transaction_screen(browser, gallery)
    wait_for_text(browser, "balanceLabel", "Balance: ₩0")

    submit(browser, "1500", "depositButton")
    wait_for_text(browser, "balanceLabel", "Balance: ₩1,500")
    assert text_of(browser, "statusLabel") == "Deposited ₩1,500."
    wait_for(browser, lambda d: element(d, "amountField").get_attribute("value") == "")

    submit(browser, "400", "withdrawButton")
    wait_for_text(browser, "balanceLabel", "Balance: ₩1,100")

    submit(browser, "5000", "withdrawButton")                     # an overdraft
    assert wait_for(browser, alert_shown) == "Insufficient balance: you have ₩1,100."
    dismiss_alert(browser)
    element(browser, "withdrawButton").click()                    # the same refusal alerts again
    assert wait_for(browser, alert_shown) == "Insufficient balance: you have ₩1,100."
    dismiss_alert(browser)
    for typed, message in [("abc", "The amount must be a number."), ("0", "The amount must be more than zero."),
                           ("1.5", "The amount must be a whole number of won."),
                           ("1234567890123456", "The amount may have at most 15 digits.")]:
        submit(browser, typed, "depositButton")
        assert wait_for(browser, alert_shown) == message
        dismiss_alert(browser)
    assert text_of(browser, "balanceLabel") == "Balance: ₩1,100"

    browser.back()
    wait_for(browser, lambda d: d.current_url.endswith("/bank") and d.find_elements(By.ID, "historyTable"))
    wait_for_text(browser, "balanceLabel", "Balance: ₩1,100")
    wait_for(browser, lambda d: len(history(d)) == 2)
    expected = [["Withdrawal", "₩400"], ["Deposit", "₩1,500"]]
    assert history_without_times(browser) == expected
    shown = history(browser)

    gallery.restart()
    browser.get(gallery.url + "/bank")
    wait_for_text(browser, "balanceLabel", "Balance: ₩1,100")
    wait_for(browser, lambda d: len(history(d)) == 2)
    assert history(browser) == shown


def test_korean_texts(browser, start_gallery):
    gallery = start_gallery()
    browser.get(gallery.url + "/bank?lang=ko")
    wait_for_text(browser, "balanceLabel", "잔액: 0원")
    assert element(browser, "actionButton").text == "입출금하기"


def test_two_browsers_see_one_balance_and_concurrent_deposits_lose_nothing(browser, another_browser, start_gallery):
    gallery = start_gallery()
    other = another_browser()
    browser.get(gallery.url + "/bank")
    wait_for_text(browser, "balanceLabel", "Balance: ₩0")
    open_transaction_screen(other, gallery)
    submit(other, "700", "depositButton")
    wait_for_text(other, "balanceLabel", "Balance: ₩700")
    wait_for_text(browser, "balanceLabel", "Balance: ₩700")    # the first browser's screen updates by itself
    wait_for(browser, lambda d: history_without_times(d) == [["Deposit", "₩700"]])
    submit(other, "50", "depositButton")                       # a row put first, the row shown kept (rowEdits)
    wait_for(browser, lambda d: history_without_times(d) == [["Deposit", "₩50"], ["Deposit", "₩700"]])

    element(browser, "actionButton").click()
    wait_for(browser, lambda d: d.current_url.endswith("/bank/transaction") and d.find_elements(By.ID, "amountField"))
    failures = []

    def deposit_five_times(driver, amount):
        try:
            for _ in range(5):
                submit(driver, amount, "depositButton")
                wait_for(driver, lambda d: element(d, "amountField").get_attribute("value") == "")
        except Exception as error:  # reported below, on the test's thread
            failures.append(error)

    threads = [threading.Thread(target=deposit_five_times, args=(browser, "100")),
               threading.Thread(target=deposit_five_times, args=(other, "10"))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not failures, failures

    for driver in (browser, other):
        wait_for_text(driver, "balanceLabel", "Balance: ₩1,300")
    other.back()
    wait_for(other, lambda d: len(history(d)) == 12)
    rows = history_without_times(other)
    assert rows.count(["Deposit", "₩100"]) == 5 and rows.count(["Deposit", "₩10"]) == 5
