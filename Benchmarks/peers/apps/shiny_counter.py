"""The counter in Shiny for Python 1.8 (Shiny Core): the count as a heading, then −, + and Reset; − and Reset are
disabled at zero.

    python shiny_counter.py PORT          serves http://127.0.0.1:PORT/ (Shiny apps live at their root)

A reactive value, one effect per button (`@reactive.event`), a text output for the count, and an effect that
updates the buttons' `disabled`, as Shiny's examples do.
"""
import sys

import uvicorn
from shiny import App, reactive, render, ui

app_ui = ui.page_fixed(
    ui.h1(ui.output_text('count_text', inline=True)),
    ui.input_action_button('decrement', '−'),
    ui.input_action_button('increment', '+'),
    ui.input_action_button('reset', 'Reset'),
    title='Counter',
)


def server(input, output, session):
    count = reactive.value(0)

    @reactive.effect
    @reactive.event(input.increment)
    def _increment():
        count.set(count() + 1)

    @reactive.effect
    @reactive.event(input.decrement)
    def _decrement():
        count.set(max(0, count() - 1))

    @reactive.effect
    @reactive.event(input.reset)
    def _reset():
        count.set(0)

    @render.text
    def count_text():
        return f'Count: {count()}'

    @reactive.effect
    def _enable():
        above_zero = count() > 0
        ui.update_action_button('decrement', disabled=not above_zero)
        ui.update_action_button('reset', disabled=not above_zero)


app = App(app_ui, server)

if __name__ == '__main__':
    uvicorn.run(app, host='127.0.0.1', port=int(sys.argv[1]), log_level='warning', access_log=False)
