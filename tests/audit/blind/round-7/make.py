#!/usr/bin/env python3
"""Round 7's blind set: written by five sessions that never read the audit's rules,
its documentation, its tests or the earlier rounds, each on two families with eleven
samples apiece and nine hard benign look-alikes: `part_a.py` (exfiltration, prompt
injection), `part_b.py` (credential theft, download lures), `part_c.py` (obfuscated
code, backdoors), `part_d.py` (evasion, memory poisoning) and `part_e.py` (hidden
Unicode, typosquats). Each family's writer differs from round 6's. Asked, like rounds
5 and 6, for what real campaigns publish today, about half written to slip past a
static scanner. Audited once, as each part arrived, by the build before any round-7
change (`03c933a`, round 6's rules) and by the build with the changes made from round
6's misses before any round-7 sample was seen (`683e777`): those figures are the
round's headline (`before.md`, docs/audit.md). Never reused as a blind measure.

Writers chose names on their own and some repeat across parts
(`localhost-share-tunnel` in parts A and C, `png-metadata-inspector` in C and D), so
each part is written to its own folder, `OUT_DIR/part-a` to `part-e`.

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
    # Five writers chose names on their own, and two benign look-alikes share one
    # (`png-metadata-inspector`, parts C and D): each part gets its own folder.
    folder = "part-%s" % letter
    subprocess.run([sys.executable, os.path.join(here, part), os.path.join(out, folder)], check=True,
                   stdout=subprocess.DEVNULL)
    path = os.path.join(out, folder, name)
    for key, label in json.load(open(path)).items():
        labels["%s/%s" % (folder, key)] = label
    os.remove(path)
with open(os.path.join(out, "labels.json"), "w") as f:
    json.dump(labels, f, indent=1, sort_keys=True)
