#!/usr/bin/env python3
"""Round 5's blind set: written by three sessions that never read the audit's rules,
its documentation, its tests, the earlier rounds' samples or their list of techniques:
`part_a.py` (exfiltration, credential theft, obfuscated code), `part_b.py` (prompt
injection, evasion, hidden Unicode) and `part_c.py` (backdoors, memory poisoning,
download lures, typosquats), each with hard benign skills. Unlike round 4 (asked for
techniques not on the earlier list), they were asked for what real campaigns publish
today, half of it written to slip past a static scanner. Audited once, as it was, by
the build before any round-5 change (`fd81b7e`, round 4's rules): that figure is the
round's headline (`before.md`, docs/audit.md). Never reused as a blind measure.

Usage: python3 make.py OUT_DIR   (writes the three parts and OUT_DIR/labels.json)
"""
import json
import os
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
out = sys.argv[1]
labels = {}
for part, name in (("part_a.py", "labels-a.json"), ("part_b.py", "labels-b.json"), ("part_c.py", "labels-c.json")):
    # The parts that were delivered in time to be measured blind (see before.md).
    if not os.path.exists(os.path.join(here, part)):
        continue
    subprocess.run([sys.executable, os.path.join(here, part), out], check=True, stdout=subprocess.DEVNULL)
    path = os.path.join(out, name)
    labels.update(json.load(open(path)))
    os.remove(path)
with open(os.path.join(out, "labels.json"), "w") as f:
    json.dump(labels, f, indent=1, sort_keys=True)
