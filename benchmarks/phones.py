"""The players' phones: ten phones on a Gangster Paradise play, a referee's event, every page updated.

Ten pages, each a browser context of Debian's Chromium at 360 px (driven by Playwright), join their seats. For each
referee event (a decision or a draw of a seeded random play) the session's state changes and the server is told; the
figure is the time from that call to each page having drawn its new view (the page stamps ``Date.now()`` when it has
drawn; the machine has one clock), p50 and p95 over every page and event.

The naive baseline is the page that asks instead of being told: each phone polls ``GET /api/view`` every half second
(ten HTTP clients here), and the figure is the time from the event to each phone's first answer holding the new
view. Both are checked to end on the same answer: the view each phone holds is the server's view of that player now.

A move from a phone (benchmarks/phone_moves.py, run in a process of its own): phone → server → every page and the
laptop's tab redrawn, p50/p95 on the same number of phones, against the same phones polling.

Last, the server alone at rest: ``tabletop serve`` in a process of its own with the ten phones connected and nothing
happening for 10 s: its CPU time over those seconds and its resident memory (from /proc).

    .venv/bin/python benchmarks/phones.py [--phones 10] [--events 30] [--json]

Target: every page updated within 200 ms of the referee's event (p95).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import httpx  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from tabletop import SAMPLES_DIR, games  # noqa: E402
from tabletop.games.interface import PlaySetup  # noqa: E402
from tabletop.games.session import PlaySession  # noqa: E402
from tabletop.phones.server import PhoneServer  # noqa: E402
from tabletop.phones.views import play_views  # noqa: E402
from tests.phones.browser import PHONE, launch  # noqa: E402

TARGET_MS = 200.0
POLL_S = 0.5
IDLE_S = 10.0


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def new_play(players: int, seed: int = 7) -> PlaySession:
    names = tuple(f"Joueur {i + 1}" for i in range(players))
    # Gangster Paradise seats 2 to 5 clans: ten phones are two tables' worth, served as one play of five seats
    # with two phones a seat (a seat's phones each get their own push).
    return PlaySession(games.game_core("gangster-paradise"), PlaySetup("gangster-paradise", names[:5], seed=seed))


def referee_event(play: PlaySession, rng: random.Random, server: PhoneServer) -> None:
    """One event that changes what the phones show."""
    before = server.views.public()
    while server.views.public() == before:
        play.apply(play.virtual_roll() if play.waits_on_chance() else rng.choice(play.legal_events()))


def pushed(browser, server: PhoneServer, play: PlaySession, phones: int, events: int) -> list[float]:
    players = list(server.seats.players)
    pages = []
    for i in range(phones):
        context = browser.new_context(**PHONE)
        page = context.new_page()
        page.goto(server.join_url(players[i % len(players)]))
        page.wait_for_selector("#private dl")
        pages.append(page)
    rng = random.Random(1)
    latencies = []
    for _ in range(events):
        referee_event(play, rng, server)
        start_ms = time.time() * 1000
        server.state_changed()
        for page in pages:
            stamp = page.wait_for_function("t => Number(document.body.dataset.updated) >= t ? "
                                           "Number(document.body.dataset.updated) : false", arg=start_ms,
                                           timeout=10_000).json_value()
            latencies.append(stamp - start_ms)
    for page, player in zip(pages, [players[i % len(players)] for i in range(phones)]):
        red = str(server.views.view(player)["private"]["red"])
        assert red in page.inner_text("#private"), "a page does not hold its player's view"
    for page in pages:
        page.context.close()
    return latencies


def polled(server: PhoneServer, play: PlaySession, phones: int, events: int) -> list[float]:
    players = list(server.seats.players)
    seen: dict[int, tuple[float, str]] = {}
    stop = threading.Event()
    lock = threading.Lock()

    def poll(i: int) -> None:
        token = server.seats.token(players[i % len(players)])
        with httpx.Client(headers={"Authorization": f"Bearer {token}"}) as client:
            while not stop.is_set():
                text = client.get(server.url + "api/view").text
                with lock:
                    if seen.get(i, (0, ""))[1] != text:
                        seen[i] = (time.time() * 1000, text)
                stop.wait(POLL_S)

    threads = [threading.Thread(target=poll, args=(i,), daemon=True) for i in range(phones)]
    for t in threads:
        t.start()
    while len(seen) < phones:  # every phone has its first answer
        time.sleep(0.05)
    rng = random.Random(1)
    latencies = []
    for _ in range(events):
        referee_event(play, rng, server)
        start_ms = time.time() * 1000
        server.state_changed()
        for i in range(phones):
            while True:
                with lock:
                    stamp, text = seen[i]
                if stamp >= start_ms:
                    break
                time.sleep(0.005)
            latencies.append(stamp - start_ms)
    stop.set()
    for t in threads:
        t.join()
    for i in range(phones):
        assert json.loads(seen[i][1]) == server.views.view(players[i % len(players)]), "a poll lags the play"
    return latencies


def idle_cost(browser, phones: int) -> dict[str, float]:
    """``tabletop serve`` with ``phones`` pages connected and nothing happening: CPU seconds and resident memory."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    server = subprocess.Popen([sys.executable, "-m", "tabletop", "serve",
                               str(SAMPLES_DIR / "plays" / "gangster-paradise.ttplay.json"), "--host", "127.0.0.1",
                               "--port", "0"], stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    try:
        first = json.loads(server.stdout.readline())
        links = list(first["players"].values())
        contexts = []
        for i in range(phones):
            context = browser.new_context(**PHONE)
            page = context.new_page()
            page.goto(links[i % len(links)])
            page.wait_for_selector("#private dl")
            contexts.append(context)
        time.sleep(1.0)
        cpu_before = _cpu_seconds(server.pid)
        time.sleep(IDLE_S)
        cpu = _cpu_seconds(server.pid) - cpu_before
        rss = _rss_mb(server.pid)
        for context in contexts:
            context.close()
        return {"idle_cpu_percent": 100 * cpu / IDLE_S, "idle_rss_mb": rss}
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=20)


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def phone_moves(phones: int) -> dict[str, float]:
    """A move from a phone to every page and the laptop (benchmarks/phone_moves.py), in a process of its own: the
    laptop there is the app's tab, Qt on its main thread."""
    out = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "phone_moves.py"), "--phones", str(phones),
                          "--json"], capture_output=True, text=True, check=True, cwd=ROOT)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--phones", type=int, default=10)
    parser.add_argument("--events", type=int, default=30)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    figures: dict[str, float] = {"phones": args.phones, "events": args.events}
    with sync_playwright() as playwright:
        browser = launch(playwright)
        play = new_play(args.phones)
        server = PhoneServer(play_views(play), host="127.0.0.1", port=0)
        server.start()
        try:
            push = pushed(browser, server, play, args.phones, args.events)
            poll = polled(server, play, args.phones, args.events)
        finally:
            server.stop()
        figures.update(idle_cost(browser, args.phones))
        browser.close()
    figures.update(push_p50_ms=statistics.median(push), push_p95_ms=percentile(push, 0.95),
                   poll_p50_ms=statistics.median(poll), poll_p95_ms=percentile(poll, 0.95))
    figures["p95_ratio_poll_over_push"] = figures["poll_p95_ms"] / max(figures["push_p95_ms"], 1e-9)
    figures["load_average"] = os.getloadavg()[0]
    moved = phone_moves(args.phones)
    figures.update({k: v for k, v in moved.items() if k.startswith("move_")})
    print(f"{args.phones} phones, {args.events} referee events, {len(push)} page updates")
    print(f"pushed over the WebSocket: p50 {figures['push_p50_ms']:.1f} ms, p95 {figures['push_p95_ms']:.1f} ms "
          f"(target p95 <= {TARGET_MS:.0f} ms)")
    print(f"naive baseline, each phone polling every {POLL_S} s: p50 {figures['poll_p50_ms']:.1f} ms, "
          f"p95 {figures['poll_p95_ms']:.1f} ms ({figures['p95_ratio_poll_over_push']:.1f}x the push's p95)")
    print(f"the server at rest with {args.phones} phones: {figures['idle_cpu_percent']:.2f} % of a core, "
          f"{figures['idle_rss_mb']:.0f} MB resident")
    print(f"a move from a phone -> every page redrawn: p50 {moved['move_to_pages_p50_ms']:.1f} ms, "
          f"p95 {moved['move_to_pages_p95_ms']:.1f} ms; -> the laptop's tab redrawn: p50 "
          f"{moved['move_to_laptop_p50_ms']:.1f} ms, p95 {moved['move_to_laptop_p95_ms']:.1f} ms "
          f"(benchmarks/phone_moves.py; polling: p95 {moved['poll_p95_ms']:.1f} ms)")
    print(f"load average while it ran: {figures['load_average']:.2f}")
    if args.json:
        print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
