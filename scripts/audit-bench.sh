#!/usr/bin/env bash
# The audit measured against Cisco's skill-scanner, side by side, in one run. A
# benchmark, not a test: it prints numbers (recall per family and false refusals,
# each with a Wilson 95% interval; time against `cat`; the component's size).
#
# Sets, each audited by both scanners:
#   labelled   tests/audit/make_corpus.py: written beside the rules (an upper bound)
#   holdout    tests/audit/make_holdout.py: written blind, before the first rules
#   round-N    tests/audit/blind/round-N/make.py: each round's blind set, written
#              before that round's changes (its headline is in its before.md)
#   benign     complete skill folders of public collections (tests/audit/benign),
#              rebuilt from git mirrors when they are present (/work/.mirror, or
#              BENIGN_CORPUS=DIR for a copy made earlier)
#   public     public labelled malicious sets (tests/audit/public), likewise
#
#   bash scripts/audit-bench.sh            # release build, then everything
# Needs network for the first `pip install` only.
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/setup
# The whole workspace, as scripts/dist.sh builds it: the binary users get.
cargo build --release --quiet --locked
skills=$PWD/target/release/skills

# Cisco's scanner, pinned, static analysis only (no LLM, no network services).
venv=target/audit-bench-venv
if [ ! -x "$venv/bin/skill-scanner" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check cisco-ai-skill-scanner==2.3.2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export SKILLS_CACHE_DIR="$work/cache"
sets=()
python3 tests/audit/make_corpus.py "$work/labelled" >/dev/null && sets+=(--set "labelled=$work/labelled")
python3 tests/audit/make_holdout.py "$work/holdout" >/dev/null && sets+=(--set "holdout=$work/holdout")
for make in tests/audit/blind/round-*/make.py; do
  round=$(basename "$(dirname "$make")")
  python3 "$make" "$work/$round" >/dev/null && sets+=(--set "$round=$work/$round")
done
benign=${BENIGN_CORPUS:-}
if [ -z "$benign" ] && python3 scripts/benign_corpus.py "$work/benign" >/dev/null 2>&1; then
  benign=$work/benign
fi
if python3 scripts/public_malicious.py "$work/public" >/dev/null 2>&1; then
  sets+=(--set "public=$work/public")
fi

echo "## skills audit against cisco-ai-skill-scanner 2.3.2 (static, no LLM)"
python3 scripts/audit_eval.py --skills "skills=$skills" --cisco "$venv/bin/skill-scanner" "${sets[@]}"

if [ -n "$benign" ]; then
  echo
  echo "### Complete benign folders ($benign)"
  echo
  python3 - "$skills" "$benign" <<'PY'
import json, pathlib, subprocess, sys
sys.path.insert(0, "scripts")
from audit_eval import RANK as rank, wilson
skills, root = sys.argv[1], pathlib.Path(sys.argv[2])
total = refused = 0
names = []
for collection in sorted(p for p in root.iterdir() if p.is_dir()):
    out = subprocess.run([skills, "--no-builtin", "--no-config", "audit", "--json", str(collection)],
                         capture_output=True, text=True).stdout
    for report in json.loads(out)["reports"]:
        total += 1
        if any(rank[f["severity"]] >= 3 for f in report["findings"]):
            refused += 1
            names.append(report["directory"].replace(str(root) + "/", ""))
lo, hi = wilson(refused, total)
print(f"refused at `skills add`: {refused}/{total} = {100 * refused / total:.1f}% [{100 * lo:.1f}-{100 * hi:.1f}]")
for name in names:
    print(f"- {name}")
PY
fi

echo
echo "### Speed: the whole tests/corpus, against reading its bytes with cat (median of 5)"
echo
python3 - "$skills" <<'PY'
import statistics, subprocess, sys, time
skills = sys.argv[1]
files = subprocess.run(["find", "tests/corpus", "-type", "f"], capture_output=True, text=True).stdout.split()
def timed(argv):
    runs = []
    for _ in range(5):
        start = time.perf_counter()
        subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        runs.append(time.perf_counter() - start)
    return statistics.median(runs)
subprocess.run([skills, "--no-builtin", "--no-config", "audit", "--json", "tests/corpus"], stdout=subprocess.DEVNULL)
audit = timed([skills, "--no-builtin", "--no-config", "audit", "--json", "tests/corpus"])
cat = timed(["cat", *files])
one = "tests/corpus/anthropics__skills/skills/canvas-design"
startup = timed([skills, "--no-builtin", "--no-config", "audit", "--json", one])
print("| run | seconds |")
print("|---|---|")
print(f"| skills audit tests/corpus | {audit:.3f} |")
print(f"| cat of the same {len(files)} files | {cat:.3f} |")
print(f"| skills audit of one small skill (the fixed start-up) | {startup:.3f} |")
print(f"\naudit / cat: {audit / cat:.0f}x; without the fixed start-up: {(audit - startup) / cat:.0f}x")
PY
printf '\n.wasm: %s bytes\n' "$(stat -c %s target/guest/wasm32-wasip2/guest/skills_guest.wasm)"
