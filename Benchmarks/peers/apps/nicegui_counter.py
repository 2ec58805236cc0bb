"""The counter in NiceGUI 3.18: the count as a heading, then −, + and Reset; − and Reset are disabled at zero.

    python nicegui_counter.py PORT        serves http://127.0.0.1:PORT/counter

One page function per tab (NiceGUI builds a client with its own elements for each page request), the count in a
local, the elements changed in the click handlers, as NiceGUI's examples do.
"""
import sys

from nicegui import ui


@ui.page('/counter')
def counter_page():
    count = 0

    def show():
        label.set_text(f'Count: {count}')
        minus.set_enabled(count > 0)
        reset.set_enabled(count > 0)

    def step(by):
        nonlocal count
        count = max(0, count + by) if by is not None else 0
        show()

    label = ui.label().classes('text-h3')
    with ui.row():
        minus = ui.button('−', on_click=lambda: step(-1))
        ui.button('+', on_click=lambda: step(1))
        reset = ui.button('Reset', on_click=lambda: step(None))
    show()


ui.run(host='127.0.0.1', port=int(sys.argv[1]), title='Counter', reload=False, show=False,
       uvicorn_logging_level='warning', access_log=False)
