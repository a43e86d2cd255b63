#!/usr/bin/env python3
"""Benchmarks for serving an organisation (issue 50), printing numbers, never asserting:

1. `skills publish` of the corpus (tests/corpus, its valid skills, one per name):
   a first publish into a new folder, and a re-publish with nothing changed.
2. `serve-mcp --http` behind nginx, configured as docs/deploy/nginx-replicas.conf,
   with one replica and with two: requests per second, p50 and p99 latency for a
   fixed mix of stateless skills/list, skills/get and resources/read, from CLIENTS
   keep-alive connections for SECONDS.

Usage: python3 scripts/bench_site.py --skills target/release/skills [--seconds 10] [--clients 8]
Needs nginx (Debian's nginx-light, as .ci/setup installs). Loopback only.
"""
import argparse
import http.client
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def publishable_corpus(skills, work):
    """A copy of tests/corpus with the skills strict validation refuses, and the second
    of two skills of one name, left out (the corpus keeps real-world mess on purpose)."""
    src = os.path.join(work, "corpus")
    shutil.copytree(os.path.join(ROOT, "tests/corpus"), src)
    seen = set()
    for dirpath, _, files in sorted(os.walk(src)):
        if "SKILL.md" in files:
            text = open(os.path.join(dirpath, "SKILL.md"), encoding="utf-8", errors="replace").read()
            m = re.search(r"^name:\s*['\"]?([^'\"\n]+)", text, re.M)
            name = m.group(1).strip() if m else None
            if name in seen:
                shutil.rmtree(dirpath)
            seen.add(name)
    for _ in range(20):
        out = subprocess.run([skills, "--no-config", "publish", src, "--out", os.path.join(work, "probe")],
                             capture_output=True, text=True)
        if out.returncode == 0:
            shutil.rmtree(os.path.join(work, "probe"))
            return src
        bad = re.findall(r"`([^`]+)`: ", out.stderr)
        named = re.findall(r"two skills are named `[^`]+`: .* and .*\(([^)]+)\)", out.stderr)
        if not bad and not named:
            sys.exit("publish failed: " + out.stderr)
        for rel in bad + named:
            shutil.rmtree(os.path.join(src, rel), ignore_errors=True)
    sys.exit("could not make the corpus publishable")


def timed(cmd, runs=3):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def bench_publish(skills, work):
    src = publishable_corpus(skills, work)
    count = sum("SKILL.md" in f for _, _, f in os.walk(src))
    first = []
    for i in range(3):
        out = os.path.join(work, f"site-{i}")
        start = time.perf_counter()
        subprocess.run([skills, "--no-config", "publish", src, "--out", out], check=True, capture_output=True)
        first.append(time.perf_counter() - start)
    again = timed([skills, "--no-config", "publish", src, "--out", os.path.join(work, "site-0")])
    size = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(os.path.join(work, "site-0")) for f in fs)
    print(f"publish: {count} skills, site {size / 1e6:.1f} MB; first publish {statistics.median(first):.2f} s, "
          f"re-publish unchanged {again:.2f} s (median of 3)")
    return src


def nginx_conf(directory, listen, ports):
    example = open(os.path.join(ROOT, "docs/deploy/nginx-replicas.conf")).read()
    lines = []
    for line in example.splitlines():
        # Keep only the replicas that run.
        m = re.search(r"127\.0\.0\.1:870([1-3])", line)
        if m and int(m.group(1)) > len(ports):
            continue
        lines.append(line)
    block = "\n".join(lines).replace("127.0.0.1:8700", f"127.0.0.1:{listen}")
    for i, port in enumerate(ports, start=1):
        block = block.replace(f"127.0.0.1:870{i}", f"127.0.0.1:{port}")
    d = directory
    os.makedirs(os.path.join(d, "tmp"), exist_ok=True)
    return (f"daemon off;\nmaster_process off;\npid {d}/nginx.pid;\nerror_log {d}/error.log warn;\n"
            f"events {{ worker_connections 1024; }}\nhttp {{\n access_log off;\n client_body_temp_path {d}/tmp;\n"
            f" proxy_temp_path {d}/tmp;\n fastcgi_temp_path {d}/tmp;\n uwsgi_temp_path {d}/tmp;\n scgi_temp_path {d}/tmp;\n"
            f"{block}\n}}\n")


def wait_port(port, seconds=15):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            time.sleep(0.05)
    sys.exit(f"nothing listens on {port}")


META = ('"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28",'
        '"io.modelcontextprotocol/clientInfo":{"name":"bench","version":"1"},'
        '"io.modelcontextprotocol/clientCapabilities":{}}')


def requests_for(names):
    out = [("skills/list", None, '{"jsonrpc":"2.0","id":1,"method":"skills/list","params":{%s}}' % META)]
    for name in names[:20]:
        uri = f"skill://{name}/SKILL.md"
        out.append(("skills/get", uri,
                    '{"jsonrpc":"2.0","id":1,"method":"skills/get","params":{"uri":"%s",%s}}' % (uri, META)))
        out.append(("resources/read", uri,
                    '{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"%s",%s}}' % (uri, META)))
    return out


def load(port, reqs, clients, seconds):
    latencies, errors = [], [0]
    lock = threading.Lock()
    stop = time.time() + seconds

    def client(k):
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        mine, i = [], k
        while time.time() < stop:
            method, name, body = reqs[i % len(reqs)]
            i += 1
            headers = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream",
                       "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": method}
            if name:
                headers["Mcp-Name"] = name
            start = time.perf_counter()
            try:
                conn.request("POST", "/mcp", body, headers)
                resp = conn.getresponse()
                data = resp.read()
                ok = resp.status == 200 and b'"result"' in data
            except Exception:
                ok = False
                conn.close()
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            elapsed = time.perf_counter() - start
            if ok:
                mine.append(elapsed)
            else:
                with lock:
                    errors[0] += 1
        with lock:
            latencies.extend(mine)

    threads = [threading.Thread(target=client, args=(k,)) for k in range(clients)]
    begin = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - begin
    latencies.sort()
    pick = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000
    return len(latencies) / wall, pick(0.50), pick(0.99), errors[0], len(latencies)


def bench_replicas(skills, src, work, seconds, clients):
    # The replicas serve the same skills from one flat folder, as an installed set is.
    flat = os.path.join(work, "served")
    names = []
    for dirpath, _, files in sorted(os.walk(src)):
        if "SKILL.md" in files:
            names.append(os.path.basename(dirpath))
            shutil.copytree(dirpath, os.path.join(flat, os.path.basename(dirpath)))
    src = flat
    reqs = requests_for(names)
    for count in (1, 2):
        ports = [free_port() for _ in range(count)]
        procs = [subprocess.Popen([skills, "--no-config", "--no-builtin", "--global", src, "serve-mcp", "--http",
                                   f"127.0.0.1:{p}", "--replica", f"r{i + 1}"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                 for i, p in enumerate(ports)]
        listen = free_port()
        ndir = os.path.join(work, f"nginx-{count}")
        os.makedirs(ndir, exist_ok=True)
        with open(os.path.join(ndir, "nginx.conf"), "w") as f:
            f.write(nginx_conf(ndir, listen, ports))
        nginx = subprocess.Popen(["/usr/sbin/nginx", "-c", os.path.join(ndir, "nginx.conf"), "-p", ndir],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            for p in ports + [listen]:
                wait_port(p)
            load(listen, reqs, clients, 1.0)  # warm-up: every replica's instance and cache
            rps, p50, p99, errors, n = load(listen, reqs, clients, seconds)
            print(f"{count} replica{'s' if count > 1 else ''}: {rps:.0f} requests/s, p50 {p50:.1f} ms, "
                  f"p99 {p99:.1f} ms ({n} requests, {errors} failed, {clients} clients, {seconds} s)")
        finally:
            nginx.kill()
            for p in procs:
                p.kill()
            nginx.wait()
            for p in procs:
                p.wait()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--skills", required=True)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--clients", type=int, default=8)
    args = parser.parse_args()
    skills = os.path.abspath(args.skills)
    print(f"{os.cpu_count()} cores; {skills}")
    with tempfile.TemporaryDirectory() as work:
        src = bench_publish(skills, work)
        bench_replicas(skills, src, work, args.seconds, args.clients)


if __name__ == "__main__":
    main()
