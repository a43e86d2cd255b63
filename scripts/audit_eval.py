#!/usr/bin/env python3
"""Measures `skills audit` (one or more builds) and Cisco's skill-scanner on labelled
sets of skill folders, in one run: recall per family and false refusals, each with a
Wilson 95% interval. A benchmark, not a test: it prints Markdown and can write JSON.

Usage:
  audit_eval.py --skills NAME=BIN [--skills NAME=BIN ...] [--cisco BIN]
                --set NAME=DIR [--set NAME=DIR ...] [--json OUT.json]

A set is a folder holding skill folders and a `labels.json` mapping each skill
folder's path (relative to the set, `/`-separated) to `{"family": F}`, or
`{"family": "benign"}` / `{"label": "benign"}` for a legitimate skill. A set with no
`labels.json` is benign whole: every skill found in it is legitimate.

A skill counts as *refused* by us when any finding reaches `high` (the install gate's
default). Cisco's scanner is counted at two thresholds: a finding at HIGH or above
(its own `--fail-on-severity high`) and at MEDIUM or above. A malicious sample the
scanner did not report on at all (not found as a skill) counts as missed.
"""
import argparse
import json
import math
import os
import subprocess
import sys
import tempfile
import time

RANK = {"info": 0, "low": 1, "medium": 2, "high": 3, "critical": 4}


def wilson(k, n, z=1.96):
    if n == 0:
        return (0.0, 0.0)
    p = k / n
    d = 1 + z * z / n
    c = p + z * z / (2 * n)
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (max(0.0, (c - h) / d), min(1.0, (c + h) / d))


def pct(k, n):
    if not n:
        return "-"
    lo, hi = wilson(k, n)
    return f"{k}/{n} = {100 * k / n:.0f}% [{100 * lo:.0f}-{100 * hi:.0f}]"


def labels_of(root):
    path = os.path.join(root, "labels.json")
    if not os.path.exists(path):
        return None
    raw = json.load(open(path))
    out = {}
    for key, label in raw.items():
        benign = label.get("label") == "benign" or label.get("family") in (None, "benign")
        out[key.strip("/")] = "benign" if benign else label["family"]
    return out


def skill_dirs(root):
    """Every folder below root holding a SKILL.md (the benign sets without labels)."""
    found = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d != ".git"]
        if "SKILL.md" in filenames:
            found.append(os.path.relpath(dirpath, root).replace(os.sep, "/"))
    return sorted(found)


def relative(root, directory):
    real_root = os.path.realpath(root)
    d = directory.rstrip("/")
    for base in (root.rstrip("/"), real_root):
        if d == base:
            return "."
        if d.startswith(base + "/"):
            return d[len(base) + 1 :]
    return d


def run_ours(binary, root):
    env = dict(os.environ, SKILLS_CACHE_DIR=tempfile.mkdtemp(prefix="audit-eval-cache-"))
    start = time.time()
    out = subprocess.run(
        [binary, "--no-builtin", "--no-config", "audit", "--json", root],
        capture_output=True,
        env=env,
    )
    seconds = time.time() - start
    try:
        reports = json.loads(out.stdout)["reports"]
    except (ValueError, KeyError):
        sys.exit(f"{binary} audit {root} gave no JSON: {out.stderr.decode(errors='replace')[:2000]}")
    verdicts = {}
    for r in reports:
        key = relative(root, r["directory"])
        worst = max([RANK[f["severity"]] for f in r["findings"]] or [-1])
        verdicts[key] = {"worst": worst, "rules": sorted({f["rule"] for f in r["findings"] if RANK[f["severity"]] >= 3})}
    return verdicts, seconds


def run_cisco(binary, root):
    with tempfile.TemporaryDirectory() as tmp:
        out_path = os.path.join(tmp, "cisco.json")
        start = time.time()
        subprocess.run(
            [binary, "scan-all", root, "--recursive", "--format", "json", "--compact", "-o", out_path],
            capture_output=True,
        )
        seconds = time.time() - start
        try:
            data = json.load(open(out_path))
        except (OSError, ValueError):
            return {}, seconds
    results = data.get("results", data if isinstance(data, list) else [])
    verdicts = {}
    for r in results:
        key = relative(root, r["skill_path"])
        worst = max([RANK.get(f["severity"].lower(), 0) for f in r.get("findings", [])] or [-1])
        verdicts[key] = {"worst": worst}
    return verdicts, seconds


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--skills", action="append", default=[], help="NAME=BIN")
    parser.add_argument("--cisco", help="the skill-scanner executable")
    parser.add_argument("--set", action="append", default=[], help="NAME=DIR")
    parser.add_argument("--json", help="write the figures here")
    parser.add_argument("--misses", action="store_true", help="list the malicious samples each build misses")
    args = parser.parse_args()
    scanners = [tuple(s.split("=", 1)) for s in args.skills]
    summary = {}
    for spec in args.set:
        name, root = spec.split("=", 1)
        labels = labels_of(root)
        if labels is None:
            labels = {key: "benign" for key in skill_dirs(root)}
        columns = []
        for scanner, binary in scanners:
            verdicts, seconds = run_ours(binary, root)
            columns.append((scanner, verdicts, 3, seconds))
        if args.cisco:
            verdicts, seconds = run_cisco(args.cisco, root)
            columns.append(("Cisco ≥ HIGH", verdicts, 3, seconds))
            columns.append(("Cisco ≥ MEDIUM", verdicts, 2, seconds))
        families = sorted({f for f in labels.values() if f != "benign"})
        print(f"\n### {name}: {len(labels)} skills ({sum(f == 'benign' for f in labels.values())} benign)\n")
        header = "| family | n | " + " | ".join(c[0] for c in columns) + " |"
        print(header)
        print("|---|---|" + "---|" * len(columns))
        set_summary = {}
        totals = [0] * len(columns)
        total_n = 0
        for family in families + (["benign"] if "benign" in labels.values() else []):
            keys = [k for k, f in labels.items() if f == family]
            cells = []
            for i, (scanner, verdicts, threshold, _) in enumerate(columns):
                k = sum(verdicts.get(key, {"worst": -1})["worst"] >= threshold for key in keys)
                if family != "benign":
                    totals[i] += k
                cells.append(pct(k, len(keys)))
                set_summary.setdefault(scanner, {})[family] = [k, len(keys)]
            if family != "benign":
                total_n += len(keys)
            label = "benign: refused" if family == "benign" else family
            print(f"| {label} | {len(keys)} | " + " | ".join(cells) + " |")
            if family == "benign":
                continue
        if families:
            print("| **malicious: all** | " + str(total_n) + " | " + " | ".join(pct(t, total_n) for t in totals) + " |")
            for i, (scanner, *_rest) in enumerate(columns):
                set_summary[scanner]["all"] = [totals[i], total_n]
        print("\nseconds: " + ", ".join(f"{c[0]} {c[3]:.2f}" for c in columns if "MEDIUM" not in c[0]))
        if args.misses:
            for scanner, verdicts, threshold, _ in columns[: len(scanners)]:
                missed = [k for k, f in labels.items() if f != "benign" and verdicts.get(k, {"worst": -1})["worst"] < threshold]
                wrong = [k for k, f in labels.items() if f == "benign" and verdicts.get(k, {"worst": -1})["worst"] >= threshold]
                print(f"\n{scanner} missed {len(missed)}:")
                for k in sorted(missed):
                    print(f"  {k}{'' if k in verdicts else '  (no report)'}")
                print(f"{scanner} refused {len(wrong)} benign:")
                for k in sorted(wrong):
                    print(f"  {k}: {', '.join(verdicts[k]['rules'])}")
        summary[name] = set_summary
    if args.json:
        json.dump(summary, open(args.json, "w"), indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
