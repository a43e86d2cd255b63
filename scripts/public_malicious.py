#!/usr/bin/env python3
"""Re-extracts the public labelled malicious-skill sets listed in
tests/audit/public/manifest.json from bare git mirrors, at the recorded commits.

Usage: public_malicious.py OUT_DIR [--manifest PATH] [--mirror-root DIR]
                                   [--set OWNER/NAME ...] [--kind KIND ...] [--label LABEL]

  OUT_DIR/<owner>__<repo>/<dir>/...   one directory per sample (the manifest's key)
  OUT_DIR/labels.json                 key -> {"family", "label", "category"}

A mirror is looked up as <mirror-root>/<owner>+<name>/repo (a bare git directory);
a set whose mirror or commit is missing is reported and skipped. Samples are data:
files are written without exec bits, symlinks are not recreated, and nothing is run.
A folder sample ("path" is a tree) is copied below its directory, leaving out the
basenames in "exclude"; a single-file sample ("path" is a blob) is written to
<dir>/<as> (default: the file's own name). Exits 1 if a set was skipped or a sample
failed. Standard library only.
"""
import argparse
import io
import json
import os
import re
import posixpath
import shutil
import subprocess
import sys
import tarfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_MANIFEST = os.path.join(HERE, "..", "tests", "audit", "public", "manifest.json")


def git_dir(mirror_root, repo):
    return os.path.join(mirror_root, repo.replace("/", "+"), "repo")


def git(gd, *args):
    return subprocess.run(["git", "--git-dir", gd, *args], check=True, capture_output=True).stdout


def has_commit(gd, commit):
    if not os.path.isdir(gd):
        return False
    r = subprocess.run(["git", "--git-dir", gd, "cat-file", "-e", f"{commit}^{{commit}}"], capture_output=True)
    return r.returncode == 0


def safe_rel(rel):
    rel = posixpath.normpath(rel)
    if rel.startswith("/") or rel == ".." or rel.startswith("../") or rel == ".":
        raise ValueError(f"unsafe path in sample: {rel!r}")
    return rel


# Each benchmark stamps its samples with a comment that is not part of the sample:
# SkillFortifyBench's `SKILLFORTIFYBENCH:INERT` line (benign and malicious alike) and
# Progent's leading `DATASET:` block, which names the attack class. A scanner that
# reads comments would be scored on the stamp, not the sample, so both are removed.
STAMPS = [
    re.compile(rb"<!-- SKILLFORTIFYBENCH:INERT[^\n]*?-->\n?"),
    re.compile(rb"\A<!-- DATASET: Progent.*?-->\n*", re.S),
]


def unstamp(data):
    for stamp in STAMPS:
        data = stamp.sub(b"", data)
    return data


def extract_sample(gd, s, out_dir):
    """Writes one sample below out_dir/key; returns (files written, symlinks skipped)."""
    dest = os.path.join(out_dir, *s["key"].split("/"))
    if os.path.commonpath([os.path.abspath(dest), os.path.abspath(out_dir)]) != os.path.abspath(out_dir):
        raise ValueError(f"key escapes OUT_DIR: {s['key']}")
    if os.path.exists(dest):
        shutil.rmtree(dest)
    os.makedirs(dest)
    kind = git(gd, "cat-file", "-t", f"{s['commit']}:{s['path']}").decode().strip()
    exclude = set(s.get("exclude", []))
    written = skipped = 0
    if kind == "blob":
        data = git(gd, "cat-file", "blob", f"{s['commit']}:{s['path']}")
        name = safe_rel(s.get("as") or posixpath.basename(s["path"]))
        with open(os.path.join(dest, name), "wb") as f:
            f.write(unstamp(data))
        return 1, 0
    if kind != "tree":
        raise ValueError(f"{s['key']}: {s['path']} is a {kind}")
    tar = git(gd, "archive", "--format=tar", s["commit"], "--", s["path"])
    prefix = s["path"].rstrip("/") + "/"
    with tarfile.open(fileobj=io.BytesIO(tar)) as t:
        for m in t.getmembers():
            if not m.name.startswith(prefix):
                continue
            rel = safe_rel(m.name[len(prefix):])
            if posixpath.basename(rel) in exclude:
                continue
            target = os.path.join(dest, *rel.split("/"))
            if m.isdir():
                os.makedirs(target, exist_ok=True)
            elif m.isfile():
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with open(target, "wb") as f:
                    f.write(unstamp(t.extractfile(m).read()))
                os.chmod(target, 0o644)
                written += 1
            else:  # symlinks and anything else are not recreated
                skipped += 1
    return written, skipped


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out_dir", metavar="OUT_DIR")
    ap.add_argument("--manifest", default=DEFAULT_MANIFEST)
    ap.add_argument("--mirror-root", default="/work/.mirror")
    ap.add_argument("--set", action="append", dest="sets", metavar="OWNER/NAME", help="only these sets")
    ap.add_argument("--kind", action="append", dest="kinds",
                    help="only these kinds (skill, skill-md, mcp-config, mcp-server)")
    ap.add_argument("--label", choices=["malicious", "benign"], help="only this label")
    a = ap.parse_args(argv)

    with open(a.manifest) as f:
        manifest = json.load(f)
    os.makedirs(a.out_dir, exist_ok=True)

    usable, skipped_sets = {}, 0
    for st in manifest["sets"]:
        if a.sets and st["repo"] not in a.sets:
            continue
        gd = git_dir(a.mirror_root, st["repo"])
        if has_commit(gd, st["commit"]):
            usable[(st["repo"], st["commit"])] = gd
        else:
            skipped_sets += 1
            print(f"skip {st['repo']}: no mirror with commit {st['commit']} at {gd}"
                  f" (fetch the repository snapshot first)", file=sys.stderr)

    labels, counts, failures, symlinks = {}, {}, 0, 0
    for s in manifest["samples"]:
        if a.kinds and s.get("kind") not in a.kinds:
            continue
        if a.label and s["label"] != a.label:
            continue
        gd = usable.get((s["repo"], s["commit"]))
        if gd is None:
            continue
        try:
            _, sk = extract_sample(gd, s, a.out_dir)
        except (subprocess.CalledProcessError, ValueError, OSError) as e:
            failures += 1
            print(f"fail {s['key']}: {e}", file=sys.stderr)
            continue
        symlinks += sk
        labels[s["key"]] = {"family": s["family"], "label": s["label"], "category": s["category"]}
        c = counts.setdefault(s["repo"], {})
        c[s["label"]] = c.get(s["label"], 0) + 1

    with open(os.path.join(a.out_dir, "labels.json"), "w") as f:
        json.dump(labels, f, indent=1, sort_keys=True, ensure_ascii=False)
        f.write("\n")
    for repo, c in sorted(counts.items()):
        print(f"{repo}: " + ", ".join(f"{v} {k}" for k, v in sorted(c.items())))
    print(f"{len(labels)} samples -> {a.out_dir} (labels.json); {failures} failed; {symlinks} symlinks skipped")
    return 1 if failures or skipped_sets else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
