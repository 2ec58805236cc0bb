"""The counter in pyview-web 0.9 (LiveView in Python): the count as a heading, then −, + and Reset; − and Reset are
disabled at zero. The template is counter.html beside this file, found by pyview by name.
"""
from typing import TypedDict

from pyview import LiveView, LiveViewSocket


class CounterContext(TypedDict):
    count: int


class CounterLiveView(LiveView[CounterContext]):
    async def mount(self, socket: LiveViewSocket[CounterContext], session):
        socket.context = CounterContext(count=0)

    async def handle_event(self, event, payload, socket: LiveViewSocket[CounterContext]):
        if event == 'increment':
            socket.context['count'] += 1
        elif event == 'decrement':
            socket.context['count'] = max(0, socket.context['count'] - 1)
        elif event == 'reset':
            socket.context['count'] = 0
