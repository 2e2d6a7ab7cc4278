#!/usr/bin/python3
"""A bare WebKitGTK browser for WebKitWebDriver: windows of any size, a fresh profile, reduced
motion, and every page's script errors kept where the tests can read them.

Debian's MiniBrowser keeps its windows at least 447 px wide (its toolbar), so phone widths could
not be checked with it, and WebDriver gives no console. WebKitWebDriver starts this file with
--automation and, from the tests, --language=TAG.
"""
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

# Runs before the page's own scripts: what the page reports as an error, in window.__scriptErrors
# of each document, for scriptErrors() in webkit.ts.
ERROR_LOG = """
window.__scriptErrors = [];
addEventListener('error', (event) => __scriptErrors.push(String(event.error ?? event.message)));
addEventListener('unhandledrejection', (event) => __scriptErrors.push(String(event.reason)));
const consoleError = console.error;
console.error = (...args) => {
  __scriptErrors.push(args.map(String).join(' '));
  consoleError.apply(console, args);
};
"""

language = next((arg.split("=", 1)[1] for arg in sys.argv if arg.startswith("--language=")), "en-US")

# Nothing kept between sessions: every test starts as a first visit.
context = WebKit2.WebContext(website_data_manager=WebKit2.WebsiteDataManager.new_ephemeral())
context.set_automation_allowed(True)
context.set_preferred_languages([language])
scripts = WebKit2.UserContentManager()
scripts.add_script(
    WebKit2.UserScript(
        ERROR_LOG,
        WebKit2.UserContentInjectedFrames.ALL_FRAMES,
        WebKit2.UserScriptInjectionTime.START,
        None,
        None,
    )
)


def new_window(_session):
    view = WebKit2.WebView(
        web_context=context, user_content_manager=scripts, is_controlled_by_automation=True
    )
    window = Gtk.Window()
    window.set_default_size(1280, 720)
    window.add(view)
    view.connect("close", lambda _view: window.destroy())
    window.show_all()
    return view


def on_automation(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("WebKitShell")
    info.set_version(
        WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version()
    )
    session.set_application_info(info)
    session.connect("create-web-view", new_window)


context.connect("automation-started", on_automation)
Gtk.init(sys.argv)
# Visitors who ask for less motion skip the start animation: so do the tests, in every engine.
Gtk.Settings.get_default().set_property("gtk-enable-animations", False)
Gtk.main()
