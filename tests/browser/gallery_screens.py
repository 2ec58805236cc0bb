"""The gallery's screens as the audits visit them (the accessibility audit, the phone-viewport check), and how a
visit waits until a screen has settled."""
import time
from urllib.parse import quote

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import alert_text, connected, element, tap, wait_for

# Each screen's path, and a CSS selector that shows it has loaded what it fetches (None: nothing to wait for).
SCREENS = [
    ("/", None),
    ("/find-number", None),
    ("/login", None),
    ("/email-sign-in", None),
    ("/quote", "#authorLabel:not(:empty)"),
    ("/dutch-pay", None),
    ("/bank", None),
    ("/bank/transaction", None),
    ("/members", "#tableView tbody tr[data-row]"),
    ("/members/3", "#jobLabel:not(:empty)"),
    ("/search", None),
    ("/cats", None),
    ("/movies", "[data-touch]"),
    ("/catalog", None),
    ("/catalog/badges", None),
]


def settle(driver, ready=None):
    """Waits until the page's socket is welcomed and, when given, `ready` matches, then lets the patches land."""
    wait_for(driver, connected)
    if ready:
        wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ready), timeout=15)
    time.sleep(0.3)


def visit(driver, address, ready=None):
    """Opens a page and waits until it has settled (see `settle`)."""
    driver.get(address)
    settle(driver, ready)


def with_lang(path, lang):
    """`path` with the query that picks the page's language."""
    return path + ("&" if "?" in path else "?") + "lang=" + lang


def each_screen(driver, url, lang):
    """Opens every screen of `SCREENS` in `lang` in turn and yields its name (`"en /quote"`) once it has settled."""
    for path, ready in SCREENS:
        driver.get(url + with_lang(path, lang))
        if path != "/":
            settle(driver, ready)
        yield f"{lang} {path}"


def states_that_matter(driver, url, lang):
    """Drives `driver` through the gallery's flows in `lang` and yields a name (`"en /login alert"`) each time it has
    reached a state worth checking: an alert shown, a valid form, a signed-in screen, a list loaded, a detail opened."""
    # Login: a wrong password's alert, bullets turned valid, the button enabled.
    visit(driver, url + with_lang("/login", lang))
    element(driver, "idField").send_keys("someone@example.com")
    element(driver, "pwField").send_keys("wrong-password")
    wait_for(driver, lambda d: d.find_element(By.ID, "loginButton").get_attribute("disabled") is None)
    tap(driver, "loginButton")
    alert_text(driver)
    yield f"{lang} /login alert"

    # Welcome, after signing in with the demo account.
    visit(driver, url + with_lang("/login", lang))
    element(driver, "idField").send_keys("demo@example.com")
    element(driver, "pwField").send_keys("password" + Keys.ENTER)
    wait_for(driver, lambda d: "/login/welcome" in d.current_url, timeout=15)
    settle(driver, "#greetingLabel:not(:empty)")
    yield f"{lang} /login/welcome"
    tap(driver, "signOutButton")

    # Email sign-in: a valid address enables Next, which opens the accepted address.
    visit(driver, url + with_lang("/email-sign-in", lang))
    element(driver, "textField").send_keys("someone@example.com")
    wait_for(driver, lambda d: d.find_element(By.ID, "nextButton").get_attribute("disabled") is None, timeout=15)
    yield f"{lang} /email-sign-in valid"
    tap(driver, "nextButton")
    wait_for(driver, lambda d: "/email-sign-in/next" in d.current_url)
    settle(driver, "#emailLabel:not(:empty)")
    yield f"{lang} /email-sign-in/next"

    # Bank: a refused amount's alert, then a deposit in the history.
    visit(driver, url + with_lang("/bank/transaction", lang))
    element(driver, "amountField").send_keys("abc")
    tap(driver, "depositButton")
    alert_text(driver)
    yield f"{lang} /bank/transaction alert"
    visit(driver, url + with_lang("/bank/transaction", lang))
    element(driver, "amountField").send_keys("1000")
    tap(driver, "depositButton")
    visit(driver, url + with_lang("/bank", lang), "#historyTable tbody tr[data-row]")
    yield f"{lang} /bank history"

    # Search: results loaded, then a result's page.
    visit(driver, url + with_lang("/search", lang))
    element(driver, "searchBar").send_keys("swift")
    wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#tableView tbody tr[data-row]"), timeout=15)
    time.sleep(0.3)
    yield f"{lang} /search results"
    driver.find_elements(By.CSS_SELECTOR, "#tableView tbody tr[data-row]")[0].click()
    wait_for(driver, lambda d: "/search/detail" in d.current_url)
    settle(driver)
    yield f"{lang} /search/detail"
    visit(driver, url + with_lang("/search/detail?url=" + quote("javascript:alert(1)", safe=""), lang))
    alert_text(driver)
    yield f"{lang} /search/detail refused"

    # Dutch pay: an amount entered.
    visit(driver, url + with_lang("/dutch-pay", lang))
    for key in ("key1", "key0", "key00"):
        tap(driver, key)
    wait_for(driver, lambda d: "1,000" in d.find_element(By.ID, "totalAmountLabel").text)
    yield f"{lang} /dutch-pay amount"

    # Cats: a cat shown.
    visit(driver, url + with_lang("/cats", lang))
    tap(driver, "resumeButton")
    wait_for(driver, lambda d: d.find_element(By.ID, "imageView").get_attribute("src"), timeout=15)
    time.sleep(0.3)
    yield f"{lang} /cats cat"

    # Movies: a movie's details.
    visit(driver, url + with_lang("/movies", lang), "[data-touch]")
    driver.find_elements(By.CSS_SELECTOR, "[data-touch]")[0].click()
    wait_for(driver, lambda d: "/movies/" in d.current_url)
    settle(driver, "#titleLabel:not(:empty)")
    yield f"{lang} /movies detail"
