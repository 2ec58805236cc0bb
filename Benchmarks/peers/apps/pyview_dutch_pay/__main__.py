"""Serves the pyview Dutch pay: python -m pyview_dutch_pay PORT → http://127.0.0.1:PORT/dutch-pay.

The app as pyview's examples build it (as pyview_counter): PyView with the LiveView at a path, and pyview's own
client script served from /static.
"""
import sys

import uvicorn
from starlette.staticfiles import StaticFiles
from pyview import PyView, defaultRootTemplate

from .dutch_pay import DutchPayLiveView

app = PyView()
app.mount('/static', StaticFiles(packages=[('pyview', 'static')]), name='static')
app.rootTemplate = defaultRootTemplate(title='Dutch Pay')
app.add_live_view('/dutch-pay', DutchPayLiveView)

if __name__ == '__main__':
    uvicorn.run(app, host='127.0.0.1', port=int(sys.argv[1]), log_level='warning', access_log=False)
