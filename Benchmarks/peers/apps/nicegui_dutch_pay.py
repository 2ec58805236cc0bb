"""Dutch pay in NiceGUI 3.18: the total entered on a calculator keypad, the party size with − and +, and what each
person pays (the total divided by the party, rounded up to the won) — the gallery's Dutch pay screen (SPEC.md §5).

    python nicegui_dutch_pay.py PORT      serves http://127.0.0.1:PORT/dutch-pay

One page function per tab, the bill in locals, the labels and the party buttons changed in the click handlers, as
NiceGUI's examples do; the rules are dutch_pay_bill.py's, shared by the three Python peers.
"""
import sys

from nicegui import ui

from dutch_pay_bill import FIRST_PARTY, KEYPAD_ROWS, PARTY_SIZES, joined, people, per_person, pressing, won


@ui.page('/dutch-pay')
def dutch_pay_page():
    total, party = 0, FIRST_PARTY

    def show():
        total_label.set_text(won(total))
        each_label.set_text(won(per_person(total, party)))
        party_label.set_text(people(party))
        minus.set_enabled(party > PARTY_SIZES[0])
        plus.set_enabled(party < PARTY_SIZES[-1])

    def press(key):
        nonlocal total
        total = pressing(total, key)
        show()

    def join(by):
        nonlocal party
        party = joined(party, by)
        show()

    ui.label('Dutch Pay').classes('text-h4')
    ui.label('Total')
    total_label = ui.label().classes('text-h5')
    ui.label('Each pays')
    each_label = ui.label().classes('text-h5')
    with ui.row().classes('items-center'):
        minus = ui.button('−', on_click=lambda: join(-1)).props('aria-label="Fewer people"')
        party_label = ui.label()
        plus = ui.button('+', on_click=lambda: join(1)).props('aria-label="More people"')
    for row in KEYPAD_ROWS:
        with ui.row():
            for key in row:
                ui.button(key, on_click=lambda key=key: press(key))
    show()


ui.run(host='127.0.0.1', port=int(sys.argv[1]), title='Dutch Pay', reload=False, show=False,
       uvicorn_logging_level='warning', access_log=False)
