#!/usr/bin/env python3
"""Round 4's blind set: written by two sessions that never read the audit's rules,
its documentation, its tests or the earlier rounds' samples (they saw only the list of
the earlier rounds' techniques, to avoid repeating them): `part_a.py` (exfiltration,
credential theft, obfuscated code, prompt injection, evasion) and `part_b.py`
(backdoors, memory poisoning, hidden Unicode, download lures, typosquats), each with
hard benign skills. Audited once, as it was, by the build before any round-4 change
(`027c5cc`): that figure is the round's headline (`before.md`, docs/audit.md). Never
reused as a blind measure afterwards.

Usage: python3 make.py OUT_DIR   (writes both parts and OUT_DIR/labels.json)
"""
import json
import os
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
out = sys.argv[1]
labels = {}
for part, name in (("part_a.py", "labels-a.json"), ("part_b.py", "labels-b.json")):
    subprocess.run([sys.executable, os.path.join(here, part), out], check=True, stdout=subprocess.DEVNULL)
    path = os.path.join(out, name)
    labels.update(json.load(open(path)))
    os.remove(path)
with open(os.path.join(out, "labels.json"), "w") as f:
    json.dump(labels, f, indent=1, sort_keys=True)
