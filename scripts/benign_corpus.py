#!/usr/bin/env python3
"""Rebuilds the benign Agent Skills corpus listed in tests/audit/benign/manifest.json.

Usage: benign_corpus.py OUT_DIR [--mirror-root DIR | --clone] [--manifest PATH]
                                [--repo OWNER/NAME ...] [--check]

For every collection in the manifest the script takes a git directory holding the
recorded commit: <mirror-root>/<owner>+<name>/repo (a bare git directory, or a clone
whose .git is inside it; default mirror root /work/.mirror), or, with --clone, a bare
clone of https://github.com/OWNER/NAME made in a temporary directory (the commit is
fetched by id when the default branch has moved past it). Each listed skill is
extracted with `git archive <commit> -- <path>` into OUT_DIR/<key>/ (an existing
OUT_DIR/<key> is replaced), then its tree_sha256 is recomputed from what was written.

Bytes are written as committed: git runs without the user's or system's config and
with an attributes file that switches off every in-tree attribute (eol/text
conversion, filters such as Git LFS, ident, export-subst, export-ignore), through a
throw-away repository that borrows the source's objects, so the source git directory
is only read. Files get mode 0644, or 0755 when committed executable; symlinks are
recreated as symlinks (never followed); submodule entries become empty directories.
Skill contents are data: nothing extracted is run.

--check writes nothing and only verifies an existing OUT_DIR against the manifest.
--repo limits the run to the named collections.

Exit status 0 when every skill matched; 1 naming each mismatch, missing skill,
missing git directory or commit. Standard library only.
"""
import argparse
import hashlib
import json
import os
import posixpath
import shutil
import subprocess
import sys
import tarfile
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_MANIFEST = os.path.join(HERE, "..", "tests", "audit", "benign", "manifest.json")
NEUTRAL_ATTRIBUTES = "* -text !eol -filter -diff -merge -ident -export-subst -export-ignore !working-tree-encoding\n"


def git_env():
    env = dict(os.environ)
    for k in list(env):
        if k.startswith("GIT_"):
            del env[k]
    env.update({"GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": os.devnull, "GIT_ATTR_NOSYSTEM": "1",
                "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C"})
    return env


ENV = git_env()


def git(*args, gd=None, check=True):
    cmd = ["git"] + (["--git-dir", gd] if gd else []) + list(args)
    r = subprocess.run(cmd, capture_output=True, env=ENV)
    if check and r.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)}: {r.stderr.decode(errors='replace').strip()}")
    return r


def has_commit(gd, commit):
    return os.path.isdir(gd) and git("cat-file", "-e", f"{commit}^{{commit}}", gd=gd, check=False).returncode == 0


def mirror_git_dir(root, repo):
    base = os.path.join(root, repo.replace("/", "+"), "repo")
    return os.path.join(base, ".git") if os.path.isdir(os.path.join(base, ".git")) else base


def clone_git_dir(tmp, repo, commit):
    gd = os.path.join(tmp, repo.replace("/", "+") + ".git")
    if not os.path.isdir(gd):
        git("clone", "--bare", "--quiet", f"https://github.com/{repo}", gd)
    if not has_commit(gd, commit):
        git("fetch", "--quiet", "origin", commit, gd=gd, check=False)
    return gd


def reader_repo(tmp, source_gd):
    """A bare repository borrowing source_gd's objects, with every attribute switched off."""
    gd = tempfile.mkdtemp(prefix="reader-", dir=tmp)
    git("init", "--bare", "--quiet", gd)
    with open(os.path.join(gd, "objects", "info", "alternates"), "w") as f:
        f.write(os.path.abspath(os.path.join(source_gd, "objects")) + "\n")
    os.makedirs(os.path.join(gd, "info"), exist_ok=True)
    with open(os.path.join(gd, "info", "attributes"), "w") as f:
        f.write(NEUTRAL_ATTRIBUTES)
    return gd


def safe_rel(rel):
    norm = posixpath.normpath(rel)
    if not rel or rel.startswith("/") or norm in (".", "..") or norm.startswith("../") or norm != rel.rstrip("/"):
        raise ValueError(f"unsafe path in archive: {rel!r}")
    return norm


def inside(base, path):
    base = os.path.realpath(base)
    return os.path.commonpath([base, os.path.realpath(path)]) == base


def extract_skill(gd, skill, out_dir):
    dest = os.path.join(out_dir, *skill["key"].split("/"))
    if not inside(out_dir, dest) or os.path.realpath(dest) == os.path.realpath(out_dir):
        raise ValueError(f"key escapes OUT_DIR: {skill['key']}")
    if os.path.lexists(dest):
        if os.path.islink(dest) or not os.path.isdir(dest):
            os.unlink(dest)
        else:
            shutil.rmtree(dest)
    os.makedirs(dest)
    prefix = skill["path"].rstrip("/") + "/"
    with tempfile.TemporaryFile() as tf:
        r = subprocess.run(["git", "--git-dir", gd, "archive", "--format=tar", skill["commit"], "--", skill["path"]],
                           stdout=tf, stderr=subprocess.PIPE, env=ENV)
        if r.returncode != 0:
            raise RuntimeError(f"git archive {skill['path']}: {r.stderr.decode(errors='replace').strip()}")
        tf.seek(0)
        with tarfile.open(fileobj=tf, mode="r:") as tar:
            for m in tar:
                name = m.name.rstrip("/")
                if m.isdir() and (prefix.startswith(name + "/") or not name):
                    continue  # the skill folder itself and its parents
                if not name.startswith(prefix):
                    raise ValueError(f"archive entry outside the skill: {m.name!r}")
                rel = safe_rel(name[len(prefix):])
                target = os.path.join(dest, *rel.split("/"))
                parent = os.path.dirname(target)
                os.makedirs(parent, exist_ok=True)
                if not inside(dest, parent):
                    raise ValueError(f"path runs through a symlink: {rel!r}")
                if m.isdir():
                    os.makedirs(target, exist_ok=True)
                elif m.issym():
                    os.symlink(m.linkname, target)
                elif m.isreg():
                    data = tar.extractfile(m).read()
                    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600)
                    with os.fdopen(fd, "wb") as f:
                        f.write(data)
                    os.chmod(target, 0o755 if m.mode & 0o100 else 0o644)
                else:
                    raise ValueError(f"unexpected archive entry type for {m.name!r}")
    return dest


def tree_digest(root):
    """(tree_sha256, files, bytes) of a directory: sorted '<rel>\\t<sha256(content)>\\n' lines;
    a symlink's content is its target string; directories themselves are not hashed."""
    lines = []
    nbytes = 0
    for d, dirs, files in os.walk(root):
        names = list(files)
        for x in list(dirs):
            if os.path.islink(os.path.join(d, x)):
                names.append(x)
                dirs.remove(x)
        for x in names:
            p = os.path.join(d, x)
            rel = os.path.relpath(p, root).replace(os.sep, "/")
            if os.path.islink(p):
                data = os.fsencode(os.readlink(p))
            else:
                with open(p, "rb") as f:
                    data = f.read()
            nbytes += len(data)
            lines.append((rel.encode("utf-8", "surrogateescape"), hashlib.sha256(data).hexdigest()))
    h = hashlib.sha256()
    for rel, digest in sorted(lines):
        h.update(rel + b"\t" + digest.encode() + b"\n")
    return h.hexdigest(), len(lines), nbytes


def verify(skill, dest):
    if not os.path.isdir(dest) or os.path.islink(dest):
        return f"{skill['key']}: missing"
    digest, files, nbytes = tree_digest(dest)
    if (digest, files, nbytes) != (skill["tree_sha256"], skill["files"], skill["bytes"]):
        return (f"{skill['key']}: tree_sha256 {digest} files {files} bytes {nbytes}, manifest has "
                f"{skill['tree_sha256']} files {skill['files']} bytes {skill['bytes']}")
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out_dir")
    src = ap.add_mutually_exclusive_group()
    src.add_argument("--mirror-root", default="/work/.mirror")
    src.add_argument("--clone", action="store_true", help="bare-clone each collection from GitHub")
    ap.add_argument("--manifest", default=DEFAULT_MANIFEST)
    ap.add_argument("--repo", action="append", default=[], help="only this collection (repeatable)")
    ap.add_argument("--check", action="store_true", help="only verify OUT_DIR against the manifest")
    a = ap.parse_args()

    with open(a.manifest) as f:
        manifest = json.load(f)
    collections = [c for c in manifest["collections"] if not a.repo or c["repo"] in a.repo]
    unknown = set(a.repo) - {c["repo"] for c in manifest["collections"]}
    problems = [f"{r}: not in the manifest" for r in sorted(unknown)]
    out_dir = os.path.abspath(a.out_dir)
    os.makedirs(out_dir, exist_ok=True)
    done = 0
    with tempfile.TemporaryDirectory(prefix="benign-corpus-") as tmp:
        for col in collections:
            repo, commit = col["repo"], col["commit"]
            skills = [s for s in manifest["skills"] if s["repo"] == repo]
            if a.check:
                for s in skills:
                    err = verify(s, os.path.join(out_dir, *s["key"].split("/")))
                    problems += [err] if err else []
                    done += 0 if err else 1
                continue
            try:
                src_gd = clone_git_dir(tmp, repo, commit) if a.clone else mirror_git_dir(a.mirror_root, repo)
            except RuntimeError as e:
                problems.append(f"{repo}: {e}")
                continue
            if not has_commit(src_gd, commit):
                problems.append(f"{repo}: commit {commit} not found in {src_gd}")
                continue
            gd = reader_repo(tmp, src_gd)
            for s in skills:
                if s["commit"] != commit:
                    problems.append(f"{s['key']}: commit differs from its collection's")
                    continue
                try:
                    dest = extract_skill(gd, s, out_dir)
                except (RuntimeError, ValueError, OSError) as e:
                    problems.append(f"{s['key']}: {e}")
                    continue
                err = verify(s, dest)
                problems += [err] if err else []
                done += 0 if err else 1
            shutil.rmtree(gd)
            print(f"{repo}: {len(skills)} skills at {commit[:12]}", file=sys.stderr)
    for p in problems:
        kind = "MISMATCH" if "tree_sha256" in p or p.endswith(": missing") else "ERROR"
        print(f"{kind} {p}", file=sys.stderr)
    verb = "verified" if a.check else "extracted and verified"
    print(f"{done} skills {verb} in {out_dir}; {len(problems)} problem(s)", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
