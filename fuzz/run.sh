#!/usr/bin/env bash
# Runs every fuzz target for SECONDS each (default 60: the smoke run).
# Needs the nightly toolchain and cargo-fuzz: `cargo +nightly install cargo-fuzz`.
# A crash is saved under fuzz/artifacts/<target>/; turn it into a regression test in
# guest/tests/properties.rs or the module's unit tests.
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-60}"
for target in frontmatter resource_path catalog envelope; do
  echo "== $target (${seconds}s)"
  cargo +nightly fuzz run "$target" -- -max_total_time="$seconds" -print_final_stats=1 2>&1 \
    | grep -E "stat::number_of_executed_units|stat::peak_rss_mb|ERROR|panicked|SUMMARY" || true
  [ -z "$(ls -A "artifacts/$target" 2>/dev/null)" ] || { echo "crash in $target: see fuzz/artifacts/$target"; exit 1; }
done
