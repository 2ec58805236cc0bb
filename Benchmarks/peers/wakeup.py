#!/usr/bin/env python3
"""What one wake-up costs on this machine, with no work at all: a process that sleeps 1/RATE s and wakes, RATE times
a second, and the CPU time it is charged a wake-up (`time.process_time`, the user and system time that run.py reads
for a server from /proc). A server that answers taps arriving one at a time, as the latency phase's 200 tabs × 1/s
do, sleeps in `epoll_wait` between them and pays one such wake-up a tap before any work of its own, whatever the
framework: a floor under every framework's and every echo's CPU a tap (run.py records it in results.json).

    python3 wakeup.py                  # 200 and 1,000 wake-ups a second, 10 and 5 s, three rounds: about 45 s
    python3 wakeup.py --json           # the medians as JSON (what run.py reads; --quick's run: --rounds 1)
"""
import argparse
import json
import statistics
import time

RATES = (200, 1000)
SECONDS = {200: 10, 1000: 5}
ROUNDS = 3


def cpu_per_wakeup(rate, seconds):
    """CPU µs a wake-up of a process that sleeps 1/rate s, `rate × seconds` times (the loop's own work is under a microsecond)."""
    count, interval = rate * seconds, 1 / rate
    began = time.process_time()
    for _ in range(count):
        time.sleep(interval)
    return (time.process_time() - began) / count * 1e6


def measure(rounds=ROUNDS):
    """{rate: [µs a wake-up, one per round]}, the rates interleaved round by round."""
    runs = {rate: [] for rate in RATES}
    for _ in range(rounds):
        for rate in RATES:
            runs[rate].append(cpu_per_wakeup(rate, SECONDS[rate]))
    return runs


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--json", action="store_true", help="print {rate: median µs a wake-up} as JSON")
    parser.add_argument("--rounds", type=int, default=ROUNDS, help=f"rounds of each rate ({ROUNDS})")
    args = parser.parse_args()
    runs = measure(args.rounds)
    if args.json:
        print(json.dumps({str(rate): round(statistics.median(values), 1) for rate, values in runs.items()}))
        return
    for rate, values in runs.items():
        rounds = ", ".join(f"{value:.1f}" for value in values)
        print(f"{rate:,} wake-ups a second: {statistics.median(values):.1f} µs of CPU a wake-up (rounds: {rounds})")


if __name__ == "__main__":
    main()
