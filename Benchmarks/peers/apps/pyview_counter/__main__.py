"""Serves the pyview counter: python -m pyview_counter PORT → http://127.0.0.1:PORT/counter.

The app as pyview's examples build it: PyView with the counter LiveView at a path, and pyview's own client script
served from /static (StaticFiles over the package's static folder).
"""
import sys

import uvicorn
from starlette.staticfiles import StaticFiles
from pyview import PyView, defaultRootTemplate

from .counter import CounterLiveView

app = PyView()
app.mount('/static', StaticFiles(packages=[('pyview', 'static')]), name='static')
app.rootTemplate = defaultRootTemplate(title='Counter')
app.add_live_view('/counter', CounterLiveView)

if __name__ == '__main__':
    uvicorn.run(app, host='127.0.0.1', port=int(sys.argv[1]), log_level='warning', access_log=False)
