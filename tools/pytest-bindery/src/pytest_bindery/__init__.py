"""pytest-bindery: browser tests for a Bindery app, from any package that depends on Bindery.

Installing the package registers its pytest plugin (`pytest_bindery.plugin`): the `start_app` fixture starts the
app's own server on a free loopback port with a temporary data folder, and `browser` is a headless Chromium. A test
file imports the helpers below from here.
"""
from .app_server import AppServer
from .axe_core import accessibility_violations, assert_accessible, violation_lines
from .chromium import new_chromium, save_screenshot_if_failed
from .page import (alert_text, choose_alert_action, click_found, connected, dismiss_alert, element, ignoring_swaps,
                   tap, tap_selector, text_of, wait_for, wait_for_dialog, wait_for_text, wait_until_connected)
from .swift_build import BuildFailed, build_product, find_package

__all__ = [
    "AppServer", "BuildFailed", "accessibility_violations", "alert_text", "assert_accessible", "build_product",
    "choose_alert_action", "click_found", "connected", "dismiss_alert", "element", "find_package", "ignoring_swaps",
    "new_chromium", "save_screenshot_if_failed", "tap", "tap_selector", "text_of", "violation_lines", "wait_for",
    "wait_for_dialog", "wait_for_text", "wait_until_connected",
]
