"""Dutch pay in Shiny for Python 1.8 (Shiny Core): the total entered on a calculator keypad, the party size with −
and +, and what each person pays (rounded up to the won) — the gallery's Dutch pay screen (SPEC.md §5).

    python shiny_dutch_pay.py PORT        serves http://127.0.0.1:PORT/ (Shiny apps live at their root)

Two reactive values (the total, the party), one effect per button (`@reactive.event`), a text output for each
amount and the party, and an effect that updates the party buttons' `disabled`, as Shiny's examples do: a key
invalidates what reads the total, never the party's outputs. The buttons' ids are the gallery's (key0 … key9, key00,
clearKey, backspaceKey, minusPersonButton, plusPersonButton); the rules are dutch_pay_bill.py's, shared by the three
Python peers.
"""
import sys

import uvicorn
from shiny import App, reactive, render, ui

from dutch_pay_bill import FIRST_PARTY, KEY_IDS, KEYPAD_ROWS, PARTY_SIZES, joined, people, per_person, pressing, won

app_ui = ui.page_fixed(
    ui.h1('Dutch Pay'),
    ui.p('Total'), ui.h2(ui.output_text('total_amount', inline=True)),
    ui.p('Each pays'), ui.h2(ui.output_text('per_person_amount', inline=True)),
    ui.div(
        ui.input_action_button('minusPersonButton', '−', aria_label='Fewer people'),
        ui.output_text('person_count', inline=True),
        ui.input_action_button('plusPersonButton', '+', aria_label='More people'),
    ),
    *[ui.div(*[ui.input_action_button(KEY_IDS[key], key) for key in row]) for row in KEYPAD_ROWS],
    title='Dutch Pay',
)


def server(input, output, session):
    total = reactive.value(0)
    party = reactive.value(FIRST_PARTY)

    def on_key(key):
        @reactive.effect
        @reactive.event(input[KEY_IDS[key]])
        def _press():
            total.set(pressing(total(), key))

    def on_party(button, by):
        @reactive.effect
        @reactive.event(input[button])
        def _join():
            party.set(joined(party(), by))

    for key in KEY_IDS:
        on_key(key)
    on_party('minusPersonButton', -1)
    on_party('plusPersonButton', 1)

    @render.text
    def total_amount():
        return won(total())

    @render.text
    def per_person_amount():
        return won(per_person(total(), party()))

    @render.text
    def person_count():
        return people(party())

    @reactive.effect
    def _enable():
        ui.update_action_button('minusPersonButton', disabled=party() <= PARTY_SIZES[0])
        ui.update_action_button('plusPersonButton', disabled=party() >= PARTY_SIZES[-1])


app = App(app_ui, server)

if __name__ == '__main__':
    uvicorn.run(app, host='127.0.0.1', port=int(sys.argv[1]), log_level='warning', access_log=False)
