"""run.py's results as RESULTS.md (the frameworks' table, the transport floors' table, the settings and the machine's
load) and peers.png (one bar chart per figure, Bindery first). `python report.py DIR` rewrites both from DIR/results.json."""
import json
import os
import sys


def fmt(value, digits=0, unit=""):
    if value is None:
        return "–"
    text = f"{value:,.{digits}f}"
    return text + unit


def ratio(value, bindery, lower_is_better=True):
    if not value or not bindery:
        return ""
    times = value / bindery if lower_is_better else bindery / value
    return f" ({times:.0f}×)" if times >= 10 else f" ({times:.1f}×)"


def step_cpu(result, rate):
    """Server CPU µs per tap at the capacity step of `rate` taps/s, when that step held."""
    step = next((s for s in result["steps"] if s["offered"] == rate and s["held"]), None)
    return step["cpu_us_per_event"] if step else None


def cpu_at(result, rate):
    value = step_cpu(result, rate)
    return fmt(value) if value else "not held"


def frameworks(run):
    """The frameworks' counter results that did not fail: no floor, no keypad."""
    return [r for r in run["results"] if "error" not in r and not r.get("floor") and not r.get("keypad")]


def keypads(run):
    """The frameworks' Dutch pay results that did not fail."""
    return [r for r in run["results"] if "error" not in r and r.get("keypad")]


def keypad_markdown(run):
    """The second app's table: Dutch pay's key on each framework, the ratios against Bindery's; empty without it."""
    results = keypads(run)
    bindery = next((r for r in results if r["name"] == "bindery-keypad"), None)
    if not results:
        return ""
    tabs = run["settings"]["tabs"]

    def against(result, figure):
        """`result`'s figure (a function of a result) with its ratio to Bindery's."""
        value = figure(result)
        return fmt(value) + ("" if bindery is None or result is bindery else ratio(value, figure(bindery)))

    cpu = lambda result: result["latency"]["cpu_us_per_event"]
    lines = [f"| Dutch pay (a key: 1 and ⌫ in turn) | p50 / p99 ms, {tabs} tabs × 1/s | server CPU µs a key, at "
             f"{tabs}/s | user-space instructions a key, above idle (callgrind) | first page ms, median (first) | "
             f"first page requests: KiB plain / gzip |", "| --- |" + " ---: |" * 5]
    for r in results:
        lat, page = r["latency"], r["page"]
        lines.append(f"| {r['title']} {r['version']} | {fmt(lat['p50_ms'], 2)} / {fmt(lat['p99_ms'], 2)} | "
                     f"{against(r, cpu)} | {against(r, tap_instructions)} | "
                     f"{fmt(page['median_ms'], 0)} ({fmt(page['first_ms'], 0)}) | {page['requests']}: "
                     f"{fmt(page['bytes'] / 1024, 0)} / {fmt(page['gzip_bytes'] / 1024, 0)} |")
    return "\n".join(lines)


def rows(run):
    results = frameworks(run)
    bindery = next((r for r in results if r["name"] == "bindery"), None)

    def b(path):
        if r["name"] == "bindery":
            return None
        value = bindery
        for key in path:
            value = value.get(key) if value else None
        return value

    table = []
    for r in results:
        lat, two, page = r["latency"], r.get("latency_two_clients", {}), r["page"]
        capacity = r["capacity"]
        capacity_text = (f"≥ {capacity:,}" if r.get("capacity_reached_top") else
                         f"{capacity:,}" if capacity else f"< {r['steps'][0]['offered']:,}")
        table.append([
            f"{r['title']} {r['version']}",
            fmt(r["idle"]["kib_per_tab"], 1) + ratio(r["idle"]["kib_per_tab"], b(["idle", "kib_per_tab"]))
            + " / " + fmt(r["idle"].get("plain_kib_per_tab"), 1),
            f"{fmt(lat['p50_ms'], 2)} / {fmt(lat['p99_ms'], 2)}",
            f"{fmt(two.get('p50_ms'), 2)} / {fmt(two.get('p99_ms'), 2)}",
            fmt(lat["cpu_us_per_event"]) + ratio(lat["cpu_us_per_event"], b(["latency", "cpu_us_per_event"])),
            cpu_at(r, 1000) + ratio(step_cpu(r, 1000), step_cpu(bindery, 1000) if b([]) else None),
            fmt(tap_instructions(r)) + ratio(tap_instructions(r), b(["instructions", "per_tap"])),
            capacity_text,
            f"{fmt(page['median_ms'], 0)} ({fmt(page['first_ms'], 0)})",
            f"{page['requests']}: {fmt(page['bytes'] / 1024, 0)} / {fmt(page['gzip_bytes'] / 1024, 0)}",
            f"{fmt(lat['client_cores'], 2)} / {fmt(max((s['client_cores'] or 0) for s in r['steps']), 2)}",
        ])
    return table


def tap_instructions(result):
    """User-space instructions a tap above idle, by callgrind (instructions.py), or None where the stage did not run."""
    return (result.get("instructions") or {}).get("per_tap")


HEADER = ["framework", "idle KiB per tab, RSS (deflate offered / not)", "p50 / p99 ms, 200 tabs × 1/s",
          "same, two client processes", "server CPU µs per tap, at 200/s", "at 1,000/s",
          "user-space instructions a tap, above idle (callgrind)", "taps/s held at p99 ≤ 50 ms",
          "first page ms, median (first)", "first page requests: KiB plain / gzip", "client cores: latency / busiest step"]


def table_markdown(run):
    header = list(HEADER)
    tabs = run["settings"]["tabs"]
    header[2] = f"p50 / p99 ms, {tabs} tabs × 1/s"
    header[4] = f"server CPU µs per tap, at {tabs}/s"
    lines = ["| " + " | ".join(header) + " |", "| --- |" + " ---: |" * (len(header) - 1)]
    lines += ["| " + " | ".join(row) + " |" for row in rows(run)]
    return "\n".join(lines)


FLOOR_OF = {"bindery-echo": ["bindery"], "uvicorn-echo": ["nicegui", "shiny", "pyview"]}


def floors_markdown(run):
    """Each stack's bare echo beside the frameworks served on it: a tap's CPU above its stack's floor, and the
    floor against a tenth of each peer's tap (what ten times ahead would ask of Bindery). Empty without floors."""
    floors = [r for r in run["results"] if r.get("floor") and "error" not in r]
    if not floors:
        return ""
    tabs, by_name = run["settings"]["tabs"], {r["name"]: r for r in frameworks(run)}
    lines = [f"| transport floor: a bare echo | p50 / p99 ms, {tabs} tabs × 1/s | server CPU µs per frame, at "
             f"{tabs}/s | at 1,000/s | instructions a frame (callgrind) | frameworks on it: CPU µs per tap at "
             f"{tabs}/s and at 1,000/s, above the floor; instructions a tap, above the floor's |",
             "| --- | ---: | ---: | ---: | ---: | --- |"]
    for floor in floors:
        lat, at_1000 = floor["latency"], step_cpu(floor, 1000)
        above = []
        for name in FLOOR_OF.get(floor["name"], []):
            if name not in by_name:
                continue
            framework = by_name[name]
            tap, tap_1000 = framework["latency"]["cpu_us_per_event"], step_cpu(framework, 1000)
            text = f"{framework['title']} {fmt(tap)}"
            if tap and lat["cpu_us_per_event"]:
                text += (f" = floor + {fmt(tap - lat['cpu_us_per_event'])}"
                         f" ({tap / lat['cpu_us_per_event']:.2f}× the floor)")
            if tap_1000 and at_1000:
                text += (f"; at 1,000/s {fmt(tap_1000)} = floor + {fmt(tap_1000 - at_1000)}"
                         f" ({tap_1000 / at_1000:.2f}×)")
            if tap_instructions(framework) and tap_instructions(floor):
                text += (f"; {fmt(tap_instructions(framework))} instructions = floor + "
                         f"{fmt(tap_instructions(framework) - tap_instructions(floor))} "
                         f"({tap_instructions(framework) / tap_instructions(floor):.2f}× the floor)")
            above.append(text)
        lines.append(f"| {floor['title']} ({floor['version']}) | {fmt(lat['p50_ms'], 2)} / {fmt(lat['p99_ms'], 2)} | "
                     f"{fmt(lat['cpu_us_per_event'])} | {fmt(at_1000) if at_1000 else 'not held'} | "
                     f"{fmt(tap_instructions(floor))} | "
                     f"{'; '.join(above) or '–'} |")
    bindery_floor = next((r for r in floors if r["name"] == "bindery-echo"), None)
    peers = [r for r in frameworks(run) if r["name"] != "bindery" and r["latency"]["cpu_us_per_event"]]
    if bindery_floor and peers:
        floor_us = bindery_floor["latency"]["cpu_us_per_event"]
        tenths = ", ".join(f"{r['title']} {fmt(r['latency']['cpu_us_per_event'] / 10)}" for r in peers)
        lines.append("")
        sentence = (f"Ten times ahead of a peer's CPU per tap at {tabs}/s asks a Bindery tap of at most a tenth of "
                    f"the peer's: {tenths} µs; Bindery's bare echo costs {fmt(floor_us)} µs a frame on this run")
        wakeup = wakeup_us(run)
        if wakeup:
            sentence += (f", and a process that does nothing but sleep and wake 200 times a second is charged "
                         f"{fmt(wakeup)} µs of CPU a wake-up (`wakeup.py`): a tap that arrives alone wakes its server, "
                         f"so no tap on this machine costs less")
        lines.append(sentence + ".")
        bindery = next((r for r in frameworks(run) if r["name"] == "bindery"), None)
        counted = [r for r in peers if tap_instructions(r)]
        if bindery and tap_instructions(bindery) and counted:
            tenths = ", ".join(f"{r['title']} {fmt(tap_instructions(r) / 10)}" for r in counted)
            times = ", ".join(f"{r['title']} {tap_instructions(r) / tap_instructions(bindery):.1f}×" for r in counted)
            lines.append("")
            lines.append(f"In user-space instructions a tap (callgrind: no wake-up's charge, no load moves it), ten "
                         f"times ahead asks a Bindery tap of at most {tenths}; Bindery's costs "
                         f"{fmt(tap_instructions(bindery))}: ahead of {times}.")
    return "\n".join(lines)


def details_markdown(run):
    lines = []
    for r in run["results"]:
        if "error" in r:
            lines.append(f"- **{r['title']} {r['version']}** failed: {r['error']}")
            continue
        if r.get("keypad"):
            lat = r["latency"]
            lines.append(f"- **{r['title']}, Dutch pay**: {lat['answered']:,} of {lat['sent']:,} keys answered, sent "
                         f"{lat['sent_rate']:,.0f}/s, server {fmt(lat['server_cores'], 2)} / client "
                         f"{fmt(lat['client_cores'], 2)} cores.")
            continue
        if r.get("floor"):
            s = r["steps"][0]
            lines.append(f"- **{r['title']}**: {s['offered']:,}/s: sent {s['sent_rate']:,.0f}/s, p99 "
                         f"{fmt(s['p99_ms'], 1)} ms, {s['unanswered']} unanswered, {fmt(s['cpu_us_per_event'])} µs "
                         f"a frame, server {fmt(s['server_cores'], 2)} / client {fmt(s['client_cores'], 2)} cores.")
            continue
        points = ", ".join(f"{tabs:,} tabs {kib / 1024:.1f} MiB" for tabs, kib in r["idle"]["points"])
        steps = "; ".join(
            f"{s['offered']:,}/s{' (2 clients)' if s.get('retry_of_client_bound_step') else ''}"
            f"{' (try ' + str(s['attempt']) + ')' if s.get('attempt', 1) > 1 else ''}: "
            f"sent {s['sent_rate']:,.0f}/s, p99 {fmt(s['p99_ms'], 1)} ms, "
            f"{s['unanswered']} unanswered, {fmt(s['cpu_us_per_event'])} µs a tap, "
            f"server {fmt(s['server_cores'], 2)} / client {fmt(s['client_cores'], 2)} cores, "
            f"client's sends at most {fmt(s['client_late_ms'], 0)} ms late"
            f"{'' if s['held'] else ' ✗'}" for s in r["steps"])
        lines.append(f"- **{r['title']}**: RSS {points} ({r['idle']['failed']} failed to open). "
                     f"Steps: {steps}.")
    return "\n".join(lines)


FLOOR_NOTE = """ A floor is a bare WebSocket echo on the stack's own server (Bindery's
`/socket/echo` with diagnostics on; uvicorn with its `websockets`, as the Python peers are served), sent Bindery's
tap frame by the same client, its CPU counted the same way: on loopback it includes the kernel's TCP work for the
client's packets."""


def instructions_note(run):
    """How the instructions were counted, from the first result that has them; empty when the stage did not run."""
    counted = next((r["instructions"] for r in run["results"] if r.get("instructions")), None)
    if not counted:
        return ""
    return (f" Instructions: each server on its own, under valgrind's callgrind (`instructions.py`), "
            f"{counted['tabs']} tabs, {counted['taps']} taps at {fmt(counted['rate'])}/s, less the tabs' idle work "
            f"counted over {fmt(counted.get('idle_seconds'))} s before them (the same settings for every server: "
            f"NiceGUI keeps up with no more under valgrind).")


def wakeup_us(run, rate=200):
    """The CPU µs one wake-up cost at `rate` wake-ups a second (wakeup.py, run first by run.py), or None for a run
    made before it was measured."""
    return run.get("wakeup_us", {}).get(str(rate))


def machine_state(run):
    """'quiet' when the one-minute load average was under one core at the start and at the end (nothing else ran),
    else 'busy'."""
    first = lambda load: float(str(load).split()[0])
    return "quiet" if max(first(run["load_at_start"]), first(run["load_at_end"])) < 1.0 else "busy"


def write(run, folder):
    settings = run["settings"]
    state = machine_state(run)
    shared = "nothing else running" if state == "quiet" else "shared with other builds"
    advice = ("" if state == "quiet" else
              " Re-run on a quiet machine with `Benchmarks/peers/run.sh` before quoting a figure.")
    floors = floors_markdown(run) + "\n\n" if floors_markdown(run) else ""
    keypad = keypad_markdown(run)
    keypad = (f"""## The second app: Dutch pay

The gallery's Dutch pay screen (SPEC.md §5: a keypad enters the total, − and + the party, each person's share
rounded up to the won) in each framework, on a fresh server: its first page, then {settings['tabs']} tabs pressing
1 and ⌫ in turn, each once a second for {settings['latency_seconds']} s (every key changes the total and each
person's share).

{keypad}

""" if keypad else "")
    label = "quick run (development only)" if run["quick"] else "full run"
    text = f"""# Bindery beside its peers: the counter

{label}, {run['date']}, {run['minutes']} minutes; **{state} machine** ({run['cores']} cores, {shared}):
load average {run['load_at_start']} at the start, {run['load_at_end']} at the end; {run['machine']} for the peers
and the load client.{advice}

{table_markdown(run)}

{floors}Ratios in brackets are against Bindery.{FLOOR_NOTE if floors else ""} Idle tabs: {', '.join(f'{n:,}' for n in settings['idle'])} open at once,
their sockets offering permessage-deflate as Chrome does (then {settings['idle'][1]:,} more offering nothing);
latency and CPU: {settings['tabs']} tabs, {settings['latency_seconds']} s (two client processes:
{settings['check_seconds']} s); capacity steps {', '.join(f'{n:,}' for n in settings['steps'])} taps/s in all over
{settings.get('capacity_tabs', settings['tabs']):,} tabs, {settings['step_seconds']} s each, stopping at the first not held in
three tries (p99 > 50 ms,
a tap unanswered, or the client sending under 95 % of the rate), on a server of its own. First page: bytes of the HTML and every resource it loads; time is the
median of {settings['page_loads']} empty-cache loads with gzip offered (the first load, in brackets, warms the
server).{instructions_note(run)}

{keypad}{details_markdown(run)}

![The counter in Bindery and its peers](peers.png)
"""
    with open(os.path.join(folder, "RESULTS.md"), "w") as out:
        out.write(text)
    plot(run, os.path.join(folder, "peers.png"))


def plot(run, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    results = frameworks(run)
    names = [r["title"].replace(" for Python", "\nfor Python") for r in results]
    colours = ["#2a6f97" if r["name"] == "bindery" else "#adb5bd" for r in results]
    tabs = run["settings"]["tabs"]

    def capacity_label(r):
        if not r["capacity"]:
            return f"< {r['steps'][0]['offered']:,}"
        return ("≥ " if r.get("capacity_reached_top") else "") + f"{r['capacity']:,}"

    def plain(values):
        return [f"{v:,.0f}" if v >= 10 else f"{v:,.2f}" for v in values]

    panels = [
        ("idle memory per tab (KiB, RSS)", [r["idle"]["kib_per_tab"] for r in results], None, True),
        (f"server CPU per tap at {tabs}/s (µs)", [r["latency"]["cpu_us_per_event"] or 0 for r in results], None,
         True),
        (f"p99 round trip, {tabs} tabs × 1/s (ms)", [r["latency"]["p99_ms"] or 0 for r in results], None, True),
        ("taps/s held at p99 ≤ 50 ms", [r["capacity"] for r in results], [capacity_label(r) for r in results],
         False),
        ("first page, gzip'd (KiB)", [r["page"]["gzip_bytes"] / 1024 for r in results], None, True),
        ("first page, median load (ms)", [r["page"]["median_ms"] for r in results], None, True),
    ]
    if all(tap_instructions(r) for r in results):  # the instructions stage ran for every framework
        panels.insert(2, ("user-space instructions a tap (thousands, callgrind)",
                          [tap_instructions(r) / 1000 for r in results], None, True))
    columns = (len(panels) + 1) // 2
    figure, axes = plt.subplots(2, columns, figsize=(4.35 * columns, 7.5))
    for axis in axes.flat[len(panels):]:
        axis.set_visible(False)
    for axis, (title, values, labels, lower_better) in zip(axes.flat, panels):
        bars = axis.bar(names, values, color=colours)
        axis.set_title(title + (" — lower is better" if lower_better else " — higher is better"), fontsize=10)
        axis.set_yscale("log")
        axis.tick_params(axis="x", labelsize=8)
        floor = min([v for v in values if v > 0] or [1]) / 3
        for bar, value, label in zip(bars, values, labels or plain(values)):
            axis.annotate(label, (bar.get_x() + bar.get_width() / 2, max(bar.get_height(), floor)),
                          ha="center", va="bottom", fontsize=8)
        axis.set_ylim(floor, max(values + [floor * 3]) * 3)
    echoes = [r for r in run["results"] if r.get("floor") and "error" not in r and r["latency"]["cpu_us_per_event"]]
    for echo, style in zip(echoes, ["--", ":"]):  # each stack's transport floor, across the CPU panel
        axes.flat[1].axhline(echo["latency"]["cpu_us_per_event"], color="#495057", linestyle=style, linewidth=1,
                             label=f"{echo['title']}, {echo['latency']['cpu_us_per_event']:,} µs")
    if len(panels) > 6:  # each floor's instructions a frame, across the instructions panel
        for echo, style in zip([e for e in echoes if tap_instructions(e)], ["--", ":"]):
            axes.flat[2].axhline(tap_instructions(echo) / 1000, color="#495057", linestyle=style, linewidth=1,
                                 label=f"{echo['title']}, {tap_instructions(echo):,}")
        axes.flat[2].legend(fontsize=7, loc="upper left")
    wakeup = wakeup_us(run)
    if wakeup:  # what a process that does nothing is charged a wake-up, 200 a second (wakeup.py)
        axes.flat[1].axhline(wakeup, color="#c92a2a", linestyle="-.", linewidth=1,
                             label=f"a wake-up alone, 200/s, {wakeup:,.0f} µs")
        low, high = axes.flat[1].get_ylim()
        axes.flat[1].set_ylim(min(low, wakeup / 2), high)  # the line inside the panel, however low it is
    if echoes or wakeup:
        axes.flat[1].legend(fontsize=7, loc="upper left")
    kind = "quick run" if run["quick"] else "full run"
    figure.suptitle(f"The counter: Bindery and its peers — {kind} {run['date']}, {machine_state(run)} machine "
                    f"(load average {run['load_at_start']} at start, {run['cores']} cores)", fontsize=11)
    figure.tight_layout()
    figure.savefig(path, dpi=110)
    plt.close(figure)


if __name__ == "__main__":
    folder = sys.argv[1]
    write(json.load(open(os.path.join(folder, "results.json"))), folder)
