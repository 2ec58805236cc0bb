"""Reading and driving a Bindery page: waiting, finding by id, reading text, tapping, the socket, the alert box.

A Bindery page is patched by its server over a WebSocket, so a test waits for what it expects rather than reading
once: an element may not be there yet, or may be replaced by a patch between finding it and reading it.
"""
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def wait_for(driver, condition, timeout=10):
    """Waits until condition(driver) is truthy and returns it.

    An element found by the condition may be replaced by a patch before it is read (a list re-rendered): that try
    counts as not yet, and the next poll finds the new element.
    """
    return WebDriverWait(driver, timeout, poll_frequency=0.05,
                         ignored_exceptions=(StaleElementReferenceException,)).until(condition)


def ignoring_swaps(condition):
    """`condition`, read as falsy while the page swaps in the screen its socket sent (the elements go stale)."""
    def check(driver):
        try:
            return condition(driver)
        except StaleElementReferenceException:
            return None
    return check


def element(driver, element_id):
    """The element with this DOM id (raises when the page has none)."""
    return driver.find_element(By.ID, element_id)


def text_of(driver, element_id):
    """The text of the element with this id, or None when the page has no such element (yet)."""
    found = driver.find_elements(By.ID, element_id)
    return found[0].text if found else None


def wait_for_text(driver, element_id, text, timeout=10):
    """Waits until the element with this id shows exactly `text`; on timeout, says what it showed instead."""
    try:
        wait_for(driver, lambda d: text_of(d, element_id) == text, timeout)
    except TimeoutException as timeout_error:
        shown = ignoring_swaps(lambda d: text_of(d, element_id))(driver)
        found = "the page has no element with that id" if shown is None else f"it shows {shown!r}"
        raise TimeoutException(f"#{element_id} did not show {text!r} within {timeout} s: {found}") from timeout_error


def tap(driver, element_id):
    """Clicks the element, finding it again if the page re-rendered it in between (a stale reference)."""
    click_found(driver, By.ID, element_id)


def tap_selector(driver, css_selector):
    """Clicks the first element matching `css_selector`, finding it again if the page re-rendered it in between."""
    click_found(driver, By.CSS_SELECTOR, css_selector)


def click_found(driver, by, value):
    """Finds the element and clicks it, finding it again (up to three times) when it went stale in between."""
    for attempt in range(3):
        try:
            driver.find_element(by, value).click()
            return
        except StaleElementReferenceException:
            if attempt == 2:
                raise


def connected(driver):
    """Whether the page's socket is open and welcomed (the client marks the document `data-connected="true"`)."""
    return driver.execute_script("return document.documentElement.getAttribute('data-connected') === 'true'")


def wait_until_connected(driver, timeout=10):
    """Waits until the page's socket is open and welcomed: from then on a tap reaches the screen."""
    try:
        wait_for(driver, connected, timeout)
    except TimeoutException as timeout_error:
        raise TimeoutException(f"the page at {driver.current_url} did not connect its socket within {timeout} s "
                               "(its server's log follows the test's output)") from timeout_error


def wait_for_dialog(driver, dialog_id="dialog", timeout=10):
    """Waits until the dialog `dialog_id` — a screen presented over the page, or an `AlertController` — is open, and
    returns it: a tap that presents one is answered by the server, so look inside only once it has come."""
    try:
        return wait_for(driver, lambda d: next(iter(d.find_elements(By.CSS_SELECTOR, f'dialog[id="{dialog_id}"][open]')),
                                                None), timeout)
    except TimeoutException as timeout_error:
        raise TimeoutException(f"no dialog #{dialog_id} opened within {timeout} s") from timeout_error


def choose_alert_action(driver, title, dialog_id="dialog", timeout=10):
    """Clicks the action titled `title` of the alert `dialog_id` once it is open (its buttons are numbered in the order
    the actions were added, not the order the page shows them); fails naming the titles there are."""
    dialog = wait_for_dialog(driver, dialog_id, timeout)
    buttons = [button for button in dialog.find_elements(By.TAG_NAME, "button") if button.get_attribute("id")]
    for button in buttons:
        if button.text.strip() == title:
            button.click()
            return
    titles = ", ".join(repr(button.text.strip()) for button in buttons)
    raise AssertionError(f"the alert #{dialog_id} has no action {title!r}; its buttons: {titles}")


def alert_text(driver):
    """Waits for the page's alert box (what `showAlert(_:)` and a service error's message show) and returns its text."""
    def visible_alert(d):
        box = d.find_element(By.ID, "alertBox")
        return box.is_displayed() and d.find_element(By.CSS_SELECTOR, '[role="alert"]').text
    return wait_for(driver, visible_alert)


def dismiss_alert(driver):
    """Closes the alert box and waits until it is hidden."""
    tap(driver, "alertDismiss")
    wait_for(driver, lambda d: not d.find_element(By.ID, "alertBox").is_displayed())
