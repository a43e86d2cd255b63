#!/usr/bin/env python3
"""Round 6's blind set: written by five sessions that never read the audit's rules,
its documentation, its tests or the earlier rounds, each on two families with eleven
samples apiece and nine hard benign look-alikes: `part_a.py` (exfiltration, hidden
Unicode), `part_b.py` (credential theft, evasion), `part_c.py` (obfuscated code,
memory poisoning), `part_d.py` (prompt injection, download lures) and `part_e.py`
(backdoors, typosquats). Asked, like round 5, for what real campaigns publish today,
half of it written to slip past a static scanner. Audited once, as it was, by the
build before any round-6 change (`3c4c6d9`, round 5's rules), and by the build with
the changes made while it was being written and before it was seen: those figures
are the round's headline (`before.md`, docs/audit.md). Never reused as a blind
measure.

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
    # The parts that were delivered in time to be measured blind (see before.md).
    if not os.path.exists(os.path.join(here, part)):
        continue
    subprocess.run([sys.executable, os.path.join(here, part), out], check=True, stdout=subprocess.DEVNULL)
    path = os.path.join(out, name)
    part_labels = json.load(open(path))
    # Five writers chose names on their own: a name two parts share would overwrite.
    clash = sorted(set(part_labels) & set(labels))
    if clash:
        sys.exit("%s repeats %s" % (part, ", ".join(clash)))
    labels.update(part_labels)
    os.remove(path)
with open(os.path.join(out, "labels.json"), "w") as f:
    json.dump(labels, f, indent=1, sort_keys=True)
