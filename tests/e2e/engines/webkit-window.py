#!/usr/bin/python3
"""The WebKitGTK browser that WebKitWebDriver drives in the end-to-end tests: one bare window per web view.

WebKitGTK's MiniBrowser keeps its window at least 447 px wide (its toolbar), so a phone's 390 px cannot be
had with it. This window holds nothing but the web view, so the window's size is the viewport's. It prints
the page's console messages (errors, CSP violations, uncaught exceptions and unhandled rejections, each as
one "CONSOLE ..." line) on standard output, where the test's page guard reads them.

WebKitWebDriver starts it with --automation (webkitgtk:browserOptions in tests/e2e/engines/webkit.ts).
Needs python3-gi and gir1.2-webkit2-4.1 (scripts/ensure-browsers.sh installs them).
"""
import os
import sys

# A fresh profile: cookies and storage go to the folder the test made for this browser (--profile=DIR, removed
# after it), set before GLib reads these. Not an ephemeral context: its web processes write no console messages.
PROFILE = next((arg.split('=', 1)[1] for arg in sys.argv if arg.startswith('--profile=')), None)
if PROFILE:
    for variable, folder in (('XDG_DATA_HOME', 'data'), ('XDG_CACHE_HOME', 'cache')):
        os.environ[variable] = os.path.join(PROFILE, folder)
        os.makedirs(os.environ[variable], exist_ok=True)

import gi  # noqa: E402

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

WIDTH, HEIGHT = 1280, 720


def settings():
    return WebKit2.Settings(enable_write_console_messages_to_stdout=True, enable_developer_extras=False)


def show(view):
    window = Gtk.Window(title='WebKit')
    window.set_default_size(WIDTH, HEIGHT)
    window.add(view)
    view.connect('close', lambda _view: window.destroy())
    # A page's window.open() or a link to a new window gets a bare window of its own.
    view.connect('create', lambda parent, _action: show(WebKit2.WebView(related_view=parent, settings=settings())))
    window.show_all()
    return view


def main():
    if '--automation' not in sys.argv:
        sys.exit('webkit-window.py is started by WebKitWebDriver, with --automation')
    context = WebKit2.WebContext.get_default()
    context.set_automation_allowed(True)
    # Nothing leaves the machine (as keepLocal does for Playwright's pages): every address but this machine's
    # goes to a proxy on a closed local port, so it fails at once instead of waiting on a network that is not there.
    local_only = WebKit2.NetworkProxySettings.new('http://127.0.0.1:9', ['127.0.0.1', 'localhost'])
    context.get_website_data_manager().set_network_proxy_settings(WebKit2.NetworkProxyMode.CUSTOM, local_only)

    def started(_context, session):
        info = WebKit2.ApplicationInfo()
        info.set_name('webkit-window')
        info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
        session.set_application_info(info)
        session.connect(
            'create-web-view',
            lambda _session: show(WebKit2.WebView(web_context=context, settings=settings(), is_controlled_by_automation=True)),
        )

    context.connect('automation-started', started)
    Gtk.main()


if __name__ == '__main__':
    main()
