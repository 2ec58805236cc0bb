"""The first page a new visitor loads: its HTML and every resource the HTML makes a browser fetch before the app
runs, fetched as a browser with an empty cache does (six connections to the host), once with nothing compressed
(`Accept-Encoding: identity`) and once with the encodings Chrome offers (`gzip, deflate, br, zstd`; these servers
answer with gzip or nothing).

Counted: `<script src>`, `<link rel=stylesheet|modulepreload|icon|shortcut icon|preload>`, CSS `@import` (in
`<style>` and in fetched CSS, followed), and the bare module names the page's inline module scripts import, through
its import map (NiceGUI imports DOMPurify that way). Not counted: fonts a stylesheet's `@font-face` names (a browser
fetches them only when text uses them), images, and modules a script loads later on demand.
"""
import asyncio
import json
import re
import time
import urllib.parse

import aiohttp

SCRIPT = re.compile(r"<script\b([^>]*)>(.*?)</script>", re.S | re.I)
LINK = re.compile(r"<link\b([^>]*)>", re.I)
STYLE = re.compile(r"<style\b[^>]*>(.*?)</style>", re.S | re.I)
ATTRIBUTE = re.compile(r'([a-zA-Z-]+)\s*=\s*"([^"]*)"')
CSS_IMPORT = re.compile(r"""@import\s+(?:url\()?\s*["']?([^"')\s;]+)""")
MODULE_IMPORT = re.compile(r"""\bimport\s+(?:[\w{}\s,*]+\s+from\s+)?["']([^"']+)["']""")
LINK_RELS = {"stylesheet", "modulepreload", "icon", "shortcut icon", "preload"}
BROWSER_ENCODINGS = "gzip, deflate, br, zstd"


def resources(html, page_url):
    """The URLs the page makes a browser fetch at once, in document order, without repeats."""
    found = []
    import_map = {}
    for attributes, body in SCRIPT.findall(html):
        attrs = dict(ATTRIBUTE.findall(attributes))
        if attrs.get("type") == "importmap":
            import_map = json.loads(body).get("imports", {})
    for attributes, body in SCRIPT.findall(html):
        attrs = dict(ATTRIBUTE.findall(attributes))
        if "src" in attrs:
            found.append(attrs["src"])
        elif attrs.get("type") == "module":
            found += [import_map[name] for name in MODULE_IMPORT.findall(body) if name in import_map]
    for attributes in LINK.findall(html):
        attrs = dict(ATTRIBUTE.findall(attributes))
        if attrs.get("rel", "").lower() in LINK_RELS and "href" in attrs:
            found.append(attrs["href"])
    for css in STYLE.findall(html):
        found += CSS_IMPORT.findall(css)
    urls = [urllib.parse.urljoin(page_url, url) for url in found]
    return list(dict.fromkeys(url for url in urls if url.startswith(page_url.split("/", 3)[0])))


async def fetch(session, url, encoding):
    async with session.get(url, headers={"Accept-Encoding": encoding}) as response:
        body = await response.read()
        return response.status, body, response.headers.get("Content-Encoding", "")


async def load(page_url, encoding):
    """One empty-cache load: milliseconds until the HTML and all its resources are in, requests, bytes on the
    wire, and the decoded texts (to follow CSS imports)."""
    connector = aiohttp.TCPConnector(limit_per_host=6, force_close=False)
    async with aiohttp.ClientSession(connector=connector, auto_decompress=False) as session:
        started = time.perf_counter()
        status, html, html_encoding = await fetch(session, page_url, encoding)
        if status != 200:
            raise RuntimeError(f"{page_url} answered {status}")
        text = decoded(html, html_encoding)
        wire, requests, seen = len(html), 1, {page_url}
        pending = resources(text, page_url)
        while pending:
            batch = [url for url in pending if url not in seen]
            seen.update(batch)
            answers = await asyncio.gather(*(fetch(session, url, encoding) for url in batch))
            pending = []
            for url, (status, body, body_encoding) in zip(batch, answers):
                requests += 1
                wire += len(body)
                if url.split("?")[0].endswith(".css"):
                    css = decoded(body, body_encoding)
                    pending += [urllib.parse.urljoin(url, found) for found in CSS_IMPORT.findall(css)]
        elapsed = (time.perf_counter() - started) * 1000
    return {"ms": elapsed, "requests": requests, "bytes": wire, "html_bytes": len(html)}


def decoded(body, encoding):
    if encoding == "gzip":
        import gzip
        return gzip.decompress(body).decode("utf-8", "replace")
    return body.decode("utf-8", "replace")


async def measure(page_url, loads=5):
    """Bytes with and without compression, and the median time of `loads` compressed empty-cache loads (after one
    load that warms the server's caches, also reported)."""
    plain = await load(page_url, "identity")
    first = await load(page_url, BROWSER_ENCODINGS)
    times = sorted([(await load(page_url, BROWSER_ENCODINGS))["ms"] for _ in range(loads)])
    return {"requests": plain["requests"], "bytes": plain["bytes"], "gzip_bytes": first["bytes"],
            "html_bytes": plain["html_bytes"], "first_ms": round(first["ms"], 1),
            "median_ms": round(times[len(times) // 2], 1)}
