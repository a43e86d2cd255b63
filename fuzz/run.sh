#!/usr/bin/env bash
# Usage: bash fuzz/run.sh [SECONDS] [TARGET...]
# Runs each target (default: all six) for SECONDS (default 60: the smoke run) and prints
# its execution count. Long runs on 2 cores: two invocations side by side, e.g.
#   bash fuzz/run.sh 1800 resource_path catalog & bash fuzz/run.sh 1800 frontmatter envelope
# Needs the nightly toolchain and cargo-fuzz: `cargo +nightly install cargo-fuzz --locked`.
# A crash is saved under fuzz/artifacts/<target>/; turn it into a regression test in
# guest/tests/properties.rs or the module's unit tests.
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(frontmatter resource_path catalog envelope flat_yaml paths)
# The differential target starts from every real frontmatter, so mutations begin
# inside the fast path's subset instead of having to find it.
if [[ " ${targets[*]} " == *" flat_yaml "* ]] && [ -z "$(ls -A corpus/flat_yaml 2>/dev/null)" ]; then
  mkdir -p corpus/flat_yaml
  n=0
  while IFS= read -r -d '' file; do
    n=$((n + 1))
    awk 'NR == 1 { sub(/\r$/, ""); if ($0 != "---") exit; next }
         { line = $0; sub(/\r$/, "", line); if (line == "---") exit; print line }' "$file" > "corpus/flat_yaml/seed-$n"
  done < <(find ../tests/corpus -name SKILL.md -print0)
fi
for target in "${targets[@]}"; do
  echo "== $target (${seconds}s)"
  cargo +nightly fuzz run "$target" -- -max_total_time="$seconds" -print_final_stats=1 2>&1 \
    | grep -E "stat::number_of_executed_units|stat::peak_rss_mb|ERROR|panicked|SUMMARY" || true
  [ -z "$(ls -A "artifacts/$target" 2>/dev/null)" ] || { echo "crash in $target: see fuzz/artifacts/$target"; exit 1; }
done
