"""Dutch pay in pyview-web 0.9 (LiveView in Python): the total entered on a calculator keypad, the party size with −
and +, and what each person pays (rounded up to the won) — the gallery's Dutch pay screen (SPEC.md §5). The
template is dutch_pay.html beside this file; a key is one `key` event with its `phx-value-key`; the rules are
dutch_pay_bill.py's, shared by the three Python peers.
"""
from typing import TypedDict

from pyview import LiveView, LiveViewSocket

from dutch_pay_bill import FIRST_PARTY, PARTY_SIZES, joined, people, per_person, pressing, won


class DutchPayContext(TypedDict):
    total: int
    party: int
    total_text: str
    each_text: str
    party_text: str
    can_remove: bool
    can_add: bool


def context(total, party):
    return DutchPayContext(total=total, party=party, total_text=won(total), each_text=won(per_person(total, party)),
                           party_text=people(party), can_remove=party > PARTY_SIZES[0],
                           can_add=party < PARTY_SIZES[-1])


class DutchPayLiveView(LiveView[DutchPayContext]):
    async def mount(self, socket: LiveViewSocket[DutchPayContext], session):
        socket.context = context(0, FIRST_PARTY)

    async def handle_event(self, event, payload, socket: LiveViewSocket[DutchPayContext]):
        total, party = socket.context['total'], socket.context['party']
        if event == 'key':
            total = pressing(total, payload['key'])
        elif event == 'fewer':
            party = joined(party, -1)
        elif event == 'more':
            party = joined(party, 1)
        socket.context = context(total, party)
