"""The Python peers' transport floor: a bare WebSocket echo on uvicorn, as NiceGUI, Shiny and pyview-web are served
(one process, uvicorn's defaults: uvloop and its `websockets` protocol, permessage-deflate accepted), with no
framework between the socket and the echo.

    python uvicorn_echo.py PORT        serves http://127.0.0.1:PORT/ (a one-line page) and a WebSocket echo at any path

A plain ASGI application: no Starlette, no routing; every text frame goes straight back.
"""
import sys

import uvicorn

PAGE = b"<!doctype html><title>echo</title><p>WebSocket echo at /socket/echo</p>"


async def app(scope, receive, send):
    if scope["type"] == "websocket":
        await receive()  # websocket.connect
        await send({"type": "websocket.accept"})
        while True:
            message = await receive()
            if message["type"] != "websocket.receive":
                return
            await send({"type": "websocket.send", "text": message.get("text"), "bytes": message.get("bytes")})
    elif scope["type"] == "http":
        await receive()
        await send({"type": "http.response.start", "status": 200,
                    "headers": [(b"content-type", b"text/html; charset=utf-8")]})
        await send({"type": "http.response.body", "body": PAGE})


if __name__ == "__main__":
    uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[1]), log_level="warning", access_log=False, lifespan="off")
