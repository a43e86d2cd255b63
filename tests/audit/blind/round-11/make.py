#!/usr/bin/env python3
"""Round 11's blind set: written by five sessions that never read the audit's rules,
its documentation, its tests or the earlier rounds, each on two families with eleven
samples apiece and nine hard benign look-alikes: `part_a.py` (exfiltration, credential
theft), `part_b.py` (obfuscated code, typosquats), `part_c.py` (download lures, memory
poisoning), `part_d.py` (prompt injection, backdoors) and `part_e.py` (evasion, hidden
Unicode). No family shares its writer's pairing with rounds 5 to 10. Asked, like rounds
5 to 10, for what real campaigns publish today, about half written to slip past a
static scanner. Audited once, when all had arrived, by round 10's rules as they landed
(`0f27a76`), before any round-11 change: that figure is the round's headline
(`before.md`, docs/audit.md). Never reused as a blind measure.

Writers choose names on their own and may repeat one across parts, so each part is
written to its own folder, `OUT_DIR/part-a` to `part-e`.

Usage: python3 make.py OUT_DIR   (writes the parts and OUT_DIR/labels.json)
"""
import json
import os
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
out = sys.argv[1]
labels = {}
for letter in "abcde":
    part, name = "part_%s.py" % letter, "labels-%s.json" % letter
    folder = "part-%s" % letter
    subprocess.run([sys.executable, os.path.join(here, part), os.path.join(out, folder)], check=True,
                   stdout=subprocess.DEVNULL)
    path = os.path.join(out, folder, name)
    for key, label in json.load(open(path)).items():
        labels["%s/%s" % (folder, key)] = label
    os.remove(path)
with open(os.path.join(out, "labels.json"), "w") as f:
    json.dump(labels, f, indent=1, sort_keys=True)
