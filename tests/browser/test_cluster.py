"""The cluster deployment in real headless Chromiums: three gallery instances behind nginx on one PostgreSQL
(scripts/cluster). A sign-in is the browser's on every instance, a deposit shows live everywhere, concurrent deposits
through two instances add up exactly, a tab outlives the instance it was on, and a rolling restart under a stream
of deposits loses and doubles nothing; a tab's own state (a typed total, a pushed screen, a half-typed email) goes on
through a rolling restart and a killed instance, restored from PostgreSQL by the instance it reconnects to."""
import os
import subprocess
import threading
import time

import pytest
from selenium.webdriver.common.by import By

from cluster import Cluster, instance_of, pin
from conftest import ROOT, element, tap, text_of, wait_for, wait_for_value
from test_bank import history, submit
from test_continuity import assert_each_tab_continues, continue_each_tab, open_three_tabs
from test_login import sign_in, wait_until_signed_in


@pytest.fixture
def cluster(request):
    started = Cluster(port=CLUSTER_PORT)
    yield started
    report = getattr(request.node, "rep_call", None)
    if report is not None and report.failed:
        for name in Cluster.names:
            print(f"--- instance {name} (last 40 lines) ---")
            print("\n".join(started.log(name).splitlines()[-40:]))
    started.stop()


# The cluster's nginx port (its instances and PostgreSQL take the next four): BINDERY_CLUSTER_PORT, else 8100, so two
# runs of these tests on one machine can use two clusters.
CLUSTER_PORT = int(os.environ.get("BINDERY_CLUSTER_PORT", "8100"))


def won(amount):
    return f"₩{amount:,}"


def open_bank(driver, cluster, name, path="/bank/transaction"):
    """Opens the bank on instance `name` (through nginx) and waits until its balance has loaded."""
    pin(driver, cluster, name)
    driver.get(cluster.url + path)
    wait_for(driver, lambda d: balance(d) not in (None, "Balance: …"))
    assert instance_of(driver) == name


def sign_in_on(driver, cluster, name):
    """Signs the demo account in on instance `name` (through nginx) and waits until the browser holds its renewed
    cookie, so the next page load on any instance is signed in."""
    pin(driver, cluster, name)
    driver.get(cluster.url + "/login")
    wait_for(driver, lambda d: d.find_element(By.ID, "idField"))
    sign_in(driver, "demo@example.com", "password")
    wait_until_signed_in(driver)


def balance(driver):
    return text_of(driver, "balanceLabel")


def deposit(driver, amount, timeout=10):
    """Deposits `amount` through the transaction screen; True once the page confirms it, False when it does not
    within `timeout` (the instance went away meanwhile)."""
    try:
        submit(driver, str(amount), "depositButton")
        return wait_for_value(lambda: text_of(driver, "statusLabel") == f"Deposited {won(amount)}.", timeout) is not None
    except Exception:
        return False


def test_a_sign_in_on_one_instance_is_the_browsers_on_every_instance(browser, cluster):
    sign_in_on(browser, cluster, "a")
    assert instance_of(browser) == "a"

    pin(browser, cluster, "b")
    browser.get(cluster.url + "/login/welcome")
    wait_for(browser, lambda d: d.find_elements(By.ID, "greetingLabel"))
    assert instance_of(browser) == "b"
    assert element(browser, "greetingLabel").text == "Welcome, demo@example.com!"

    element(browser, "signOutButton").click()                   # signed out on b ...
    wait_for(browser, lambda d: d.find_elements(By.ID, "idField"))
    pin(browser, cluster, "c")
    browser.get(cluster.url + "/login/welcome")                  # ... is signed out on c
    wait_for(browser, lambda d: d.find_elements(By.ID, "idField"))
    assert instance_of(browser) == "c"


def test_a_sign_out_reaches_the_browsers_open_welcome_screens_on_every_instance(browser, cluster):
    sign_in_on(browser, cluster, "a")
    tabs = {}
    for name in ("a", "b"):                                     # two more open welcome screens, on a and on b
        browser.switch_to.new_window("tab")
        pin(browser, cluster, name)
        browser.get(cluster.url + "/login/welcome")
        wait_for(browser, lambda d: element(d, "greetingLabel").text == "Welcome, demo@example.com!")
        assert instance_of(browser) == name
        tabs[name] = browser.current_window_handle

    browser.switch_to.window(browser.window_handles[0])
    element(browser, "signOutButton").click()                   # signed out in the first tab, on a
    wait_for(browser, lambda d: d.find_elements(By.ID, "idField"))
    for name, handle in tabs.items():                           # the open tabs leave their welcome screens, live
        browser.switch_to.window(handle)
        wait_for(browser, lambda d: d.current_url.endswith("/login") and d.find_elements(By.ID, "idField"))
        assert not browser.find_elements(By.ID, "greetingLabel"), f"the tab on {name} still greets"


def test_a_deposit_on_one_instance_shows_live_on_another(browser, another_browser, cluster):
    on_b = another_browser()
    open_bank(browser, cluster, "a")
    open_bank(on_b, cluster, "b", path="/bank")
    assert balance(on_b) == "Balance: ₩0"

    assert deposit(browser, 2500)
    confirmed = time.monotonic()
    wait_for(on_b, lambda d: balance(d) == "Balance: ₩2,500", timeout=5)
    assert time.monotonic() - confirmed < 2, "the other instance's tab follows within a second or so"
    wait_for(on_b, lambda d: [row[:2] for row in history(d)] == [["Deposit", "₩2,500"]])
    assert instance_of(on_b) == "b"


def test_concurrent_deposits_through_two_instances_add_up_exactly(browser, another_browser, cluster):
    on_b = another_browser()
    open_bank(browser, cluster, "a")
    open_bank(on_b, cluster, "b")
    amounts = {"a": [101, 102, 103, 104, 105], "b": [201, 202, 203, 204, 205]}
    outcomes = {}

    def deposit_all(driver, name):
        outcomes[name] = [deposit(driver, amount) for amount in amounts[name]]

    threads = [threading.Thread(target=deposit_all, args=(driver, name)) for driver, name in ((browser, "a"), (on_b, "b"))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)

    assert outcomes == {"a": [True] * 5, "b": [True] * 5}
    total = sum(amounts["a"]) + sum(amounts["b"])
    assert sorted(amount for _, amount in cluster.ledger()) == sorted(amounts["a"] + amounts["b"])
    for driver in (browser, on_b):
        wait_for(driver, lambda d: balance(d) == f"Balance: {won(total)}")


def test_a_tab_outlives_its_instance_being_killed(browser, cluster):
    open_bank(browser, cluster, "a")
    assert deposit(browser, 700)

    cluster.kill("a")
    # The socket drops; the page reconnects through nginx to another instance, which rebuilds the screen.
    wait_for(browser, lambda d: instance_of(d) in ("b", "c") and balance(d) == "Balance: ₩700", timeout=30)
    assert browser.current_url.endswith("/bank/transaction")
    assert deposit(browser, 50)
    wait_for(browser, lambda d: balance(d) == "Balance: ₩750")
    assert cluster.ledger() == [("deposit", 700), ("deposit", 50)]


def test_a_rolling_restart_under_deposits_loses_and_doubles_nothing(browser, another_browser, cluster):
    signed_in = another_browser()
    sign_in_on(signed_in, cluster, "a")

    open_bank(browser, cluster, "a")
    restarted = threading.Event()

    def roll():
        for name in Cluster.names:
            cluster.restart(name)
        restarted.set()

    roller = threading.Thread(target=roll)
    roller.start()
    confirmed, attempted, amount = [], [], 1000
    # Deposits go on through the whole roll, then until five are confirmed: a roll can take less time than five
    # deposits, and a deposit sent as its tab moves may be unconfirmed (it is then checked not to be doubled).
    while not restarted.is_set() or len(confirmed) < 5:
        amount += 1
        if not element_present(browser, "amountField"):
            wait_for(browser, lambda d: element_present(d, "amountField"), timeout=30)   # the tab moved: rebuilt
        attempted.append(amount)
        if deposit(browser, amount, timeout=5):
            confirmed.append(amount)
        if len(attempted) > 400:
            break
    roller.join(timeout=180)
    assert restarted.is_set(), "the rolling restart finished"

    ledger = [entry_amount for kind, entry_amount in cluster.ledger()]
    assert len(ledger) == len(set(ledger)), f"no deposit is in the ledger twice: {ledger}"
    assert set(confirmed) <= set(ledger), f"confirmed but lost: {sorted(set(confirmed) - set(ledger))}"
    assert set(ledger) <= set(attempted), "nothing in the ledger that was not attempted"
    assert len(confirmed) >= 5
    # Live, without a reload: an instance that started while the last deposits committed catches up once it listens,
    # and a tab stranded on an instance that never held it (twice, in a rolling restart) rebuilds each time.
    expected = f"Balance: {won(sum(ledger))}"
    if not wait_for_value(lambda: balance_or_none(browser) == expected, timeout=10):
        pytest.fail(f"the tab shows {balance_or_none(browser)!r} on instance {instance_of(browser)!r} "
                    f"({connection_state(browser)!r}); the ledger sums to {expected!r}; "
                    f"last attempted {attempted[-3:]}, last confirmed {confirmed[-3:]}")

    signed_in.get(cluster.url + "/login/welcome")                # still signed in, on whichever instance
    wait_for(signed_in, lambda d: d.find_elements(By.ID, "greetingLabel"))
    assert element(signed_in, "greetingLabel").text == "Welcome, demo@example.com!"


def test_tabs_continue_through_a_rolling_restart_and_a_killed_instance_without_a_reload(browser, cluster):
    """Dutch pay with a typed total, a member's details pushed over the list and a half-typed email, all on instance
    a. A rolling restart moves them (each instance drains in turn: a page told to move reconnects through nginx to
    another instance, which restores the tab from PostgreSQL); then the instances holding them are killed (kill -9:
    the pages reconnect by themselves and the next instance restores them from what reached PostgreSQL — all but at
    most the last `PostgresContinuityStore.flushInterval`, so the last tap is made well before the kill). Each time
    the page is never loaded again, shows what it showed, and the next tap goes on from there."""
    pin(browser, cluster, "a")
    tabs = open_three_tabs(browser, cluster)
    dutch_pay, members, email = tabs
    assert instance_of(browser) == "a"

    for name in Cluster.names:                       # the rolling restart: a (holding the tabs), then b, then c
        cluster.restart(name)
    assert_each_tab_continues(browser, cluster, tabs)
    total = continue_each_tab(browser, cluster, tabs, 50)
    assert restored_tabs(cluster) >= 3, "the tabs were restored from their records, not rebuilt"

    browser.switch_to.window(dutch_pay)
    tap(browser, "key5")
    total = total * 10 + 5
    wait_for(browser, lambda d: text_of(d, "totalAmountLabel") == won(total))
    browser.switch_to.window(email)
    element(browser, "textField").send_keys(".co")
    time.sleep(1.5)                                  # past the store's flush interval: these taps are in PostgreSQL
    # The instances holding the tabs (they may have spread in the roll) are killed, two at most: one is left.
    holding = {name: cluster.metric(name, "bindery_connected_sessions") for name in Cluster.names}
    killed = sorted((name for name in holding if holding[name] > 0), key=lambda name: -holding[name])[:2]
    before = restored_tabs(cluster)
    for name in killed:
        cluster.kill(name)
    wait_for_value(lambda: restored_tabs(cluster) >= before + sum(holding[name] for name in killed), timeout=30)
    assert restored_tabs(cluster) >= before + sum(holding[name] for name in killed), \
        f"every tab of the killed instances {killed} ({holding}) was restored by another"

    assert_each_tab_continues(browser, cluster, tabs, total=total, typed="ada@example.co")
    browser.switch_to.window(dutch_pay)
    tap(browser, "key0")                             # the next tap continues the restored total
    wait_for(browser, lambda d: text_of(d, "totalAmountLabel") == won(total * 10))
    browser.switch_to.window(email)
    element(browser, "textField").send_keys("m")
    wait_for(browser, lambda d: element(d, "nextButton").get_attribute("disabled") is None)
    assert instance_of(browser) not in killed


def restored_tabs(cluster):
    """How many tabs the instances logged as restored from their continuity records (a killed instance's log is
    kept: its file outlives it)."""
    return sum(cluster.log(name).count("Restored a tab from its continuity record") for name in Cluster.names)


def balance_or_none(driver):
    try:
        return balance(driver)
    except Exception:
        return None


def connection_state(driver):
    """The page's connection line and whether its socket is welcomed, for a failure's message."""
    try:
        return driver.execute_script(
            "var s = document.getElementById('connectionState');"
            "return (s && !s.hidden ? s.textContent : '') + (document.documentElement.hasAttribute('data-connected') ? ' connected' : ' not connected');")
    except Exception as error:
        return f"unreadable: {error}"


def element_present(driver, element_id):
    try:
        return bool(driver.find_elements(By.ID, element_id))
    except Exception:
        return False


def test_a_cluster_refuses_a_postgresql_another_cluster_runs():
    """Two clusters never share a PostgreSQL: one started on a port whose server already runs refuses, and leaves
    that server running (a stop of the second would have taken the first one's database down)."""
    postgres_port, cluster_port = CLUSTER_PORT + 44, CLUSTER_PORT + 40
    environment = {**os.environ, "BINDERY_POSTGRES_PORT": str(postgres_port),
                   "BINDERY_POSTGRES_DIR": f"/tmp/bindery-shared-postgres-{postgres_port}"}
    postgres = str(ROOT / "scripts" / "postgres")
    subprocess.run([postgres, "start"], env=environment, check=True, capture_output=True, timeout=120)
    try:
        refused = subprocess.run([str(ROOT / "scripts" / "cluster"), "start"], cwd=ROOT, capture_output=True, text=True,
                                 env={**environment, "BINDERY_CLUSTER_PORT": str(cluster_port)}, timeout=120)
        assert refused.returncode == 1
        assert f"already runs on port {postgres_port}" in refused.stderr
        assert subprocess.run([postgres, "status"], env=environment, timeout=30).returncode == 0, "still running"
    finally:
        subprocess.run([postgres, "stop"], env=environment, capture_output=True, timeout=60)
