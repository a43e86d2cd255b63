#!/usr/bin/env bash
# The audit measured against Cisco's skill-scanner, side by side, in one run:
# recall per family on the labelled samples (ours, and the holdout written blind to
# the rules), false positives on tests/corpus, and wall time. A benchmark, not a
# test: it prints numbers. Needs network for the first `pip install` only.
#   bash scripts/audit-bench.sh            # release build, then both scanners
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/setup
# The whole workspace, as scripts/dist.sh builds it: the binary users get, whose
# function names match host-harness/hot-code.order (another selection of packages
# unifies features differently, builds wasmtime again, and links unordered).
cargo build --release --quiet --locked
skills=target/release/skills

# Cisco's scanner, pinned, static analysis only (no LLM, no network services).
venv=target/audit-bench-venv
if [ ! -x "$venv/bin/skill-scanner" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check cisco-ai-skill-scanner==2.3.2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 tests/audit/make_corpus.py "$work/labelled"
sets=(labelled)
if [ -f tests/audit/make_holdout.py ]; then
  python3 tests/audit/make_holdout.py "$work/holdout"
  sets+=(holdout)
fi
export SKILLS_CACHE_DIR="$work/cache"
ours() { "$skills" --no-builtin --no-config audit --json "$@" || true; }
cisco() { "$venv/bin/skill-scanner" scan-all "$1" --recursive --format json --compact -o "$2" >/dev/null 2>&1 || true; }
seconds() { python3 -c 'import sys,time; print(f"{time.time()-float(sys.argv[1]):.2f}")' "$1"; }

echo "## skills audit against cisco-ai-skill-scanner 2.3.2 (static, no LLM)"
for set in "${sets[@]}"; do
  ours "$work/$set" > "$work/$set-ours.json"
  cisco "$work/$set" "$work/$set-cisco.json"
done

# Wall time on the benign corpus, one process each; ours five times (median).
ours tests/corpus > /dev/null
times=()
for _ in 1 2 3 4 5; do
  start=$(python3 -c 'import time; print(time.time())')
  ours tests/corpus > "$work/corpus-ours.json"
  times+=("$(seconds "$start")")
done
ours_time=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p)
start=$(python3 -c 'import time; print(time.time())')
cisco tests/corpus "$work/corpus-cisco.json"
cisco_time=$(seconds "$start")

for set in "${sets[@]}"; do
  extra=()
  [ "$set" = labelled ] && extra=(--benign "$work/corpus-ours.json" "$work/corpus-cisco.json")
  python3 scripts/audit_compare.py "$set" "$work/$set/labels.json" "$work/$set-ours.json" "$work/$set-cisco.json" "${extra[@]}"
done
echo
echo "### Wall time, whole tests/corpus, one process"
echo
echo "| scanner | seconds |"
echo "|---|---|"
echo "| skills audit (release, median of 5) | $ours_time |"
echo "| Cisco skill-scanner scan-all (static) | $cisco_time |"
printf '\n.wasm: %s bytes\n' "$(stat -c %s target/guest/wasm32-wasip2/guest/skills_guest.wasm)"
