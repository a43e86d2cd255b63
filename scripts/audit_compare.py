#!/usr/bin/env python3
"""Compares `skills audit --json` with Cisco's skill-scanner (JSON) on labelled samples
and on the benign corpus: recall per family and false positives, each with a Wilson
95% interval. Used by scripts/audit-bench.sh; prints Markdown tables.

Usage: audit_compare.py SET_NAME LABELS.json OURS.json CISCO.json [--benign OURS.json CISCO.json]

A sample counts as *found* by us when a finding of its family is reported (any
severity), and as *refused* when any finding reaches `high` (the install gate's
default). Cisco's scanner has no families of ours; a sample counts as found by it when
it reports any finding at MEDIUM or above, and as refused at HIGH or above (its
`--fail-on-severity` levels). On the benign side a false positive is a skill refused.
"""
import json
import math
import sys

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
    lo, hi = wilson(k, n)
    return f"{k}/{n} = {100 * k / n:.0f}% [{100 * lo:.0f}-{100 * hi:.0f}]" if n else "-"


def ours_by_key(path):
    reports = json.load(open(path))["reports"]
    out = {}
    for r in reports:
        parts = r["directory"].rstrip("/").split("/")
        out["/".join(parts[-2:])] = r
    return out


def cisco_by_key(path):
    data = json.load(open(path))
    results = data.get("results", data if isinstance(data, list) else [])
    out = {}
    for r in results:
        parts = r["skill_path"].rstrip("/").split("/")
        out["/".join(parts[-2:])] = r
    return out


def ours_found(r, family):
    return r is not None and any(f["family"] == family for f in r["findings"])


def ours_refused(r):
    return r is not None and any(RANK[f["severity"]] >= 3 for f in r["findings"])


def cisco_level(r):
    if r is None:
        return -1
    return max([RANK.get(f["severity"].lower(), 0) for f in r.get("findings", [])] or [-1])


def main(argv):
    name, labels_path, ours_path, cisco_path = argv[:4]
    labels = json.load(open(labels_path))
    ours, cisco = ours_by_key(ours_path), cisco_by_key(cisco_path)
    families = {}
    for key, label in labels.items():
        fam = families.setdefault(label["family"], [0, 0, 0, 0, 0])
        fam[0] += 1
        fam[1] += ours_found(ours.get(key), label["family"])
        fam[2] += ours_refused(ours.get(key))
        fam[3] += cisco_level(cisco.get(key)) >= 2
        fam[4] += cisco_level(cisco.get(key)) >= 3
    print(f"\n### {name}: recall per family (Wilson 95% interval)\n")
    print("| family | ours: found in its family | ours: refused (≥ high) | Cisco: any finding ≥ MEDIUM | Cisco: ≥ HIGH |")
    print("|---|---|---|---|---|")
    totals = [0] * 5
    for family in sorted(families):
        n, a, b, c, d = families[family]
        totals = [t + v for t, v in zip(totals, families[family])]
        print(f"| {family} | {pct(a, n)} | {pct(b, n)} | {pct(c, n)} | {pct(d, n)} |")
    n, a, b, c, d = totals
    print(f"| **all** | {pct(a, n)} | {pct(b, n)} | {pct(c, n)} | {pct(d, n)} |")
    if "--benign" in argv:
        i = argv.index("--benign")
        ours_b = json.load(open(argv[i + 1]))["reports"]
        cisco_b = json.load(open(argv[i + 2]))
        cisco_b = cisco_b.get("results", cisco_b if isinstance(cisco_b, list) else [])
        n1 = len(ours_b)
        fp1 = sum(ours_refused(r) for r in ours_b)
        med1 = sum(any(RANK[f["severity"]] >= 2 for f in r["findings"]) for r in ours_b)
        n2 = len(cisco_b)
        fp2 = sum(cisco_level(r) >= 3 for r in cisco_b)
        med2 = sum(cisco_level(r) >= 2 for r in cisco_b)
        print("\n### Benign: tests/corpus (Wilson 95% interval)\n")
        print("| | skills | refused (≥ high) | any finding ≥ medium |")
        print("|---|---|---|---|")
        print(f"| ours | {n1} | {pct(fp1, n1)} | {pct(med1, n1)} |")
        print(f"| Cisco skill-scanner 2.3.2 (static) | {n2} | {pct(fp2, n2)} | {pct(med2, n2)} |")


if __name__ == "__main__":
    main(sys.argv[1:])
