#!/usr/bin/env bash
# Writes host-harness/hot-code.order: the functions of the release `skills` binary that
# its everyday commands run, in the order they first run. host-harness/build.rs hands
# the file to the linker (LLD's --symbol-ordering-file), which places those functions
# side by side at the front of the binary's code. The kernel maps code 64 KB around
# each page a process touches, so packed they cost about 1.5 MB of resident memory
# instead of 7.4 MB scattered; see docs/performance.md, "Start-up and memory".
#
# Run it after a dependency, feature or toolchain change: symbol names carry a hash of
# their crate's build, so a stale file names functions the binary no longer has. The
# linker skips those in silence, so a stale file costs memory, never a build; the last
# line printed says how many of the listed functions the new binary has.
#
# Needs valgrind (callgrind lists every function a run executes). It builds the release
# CLI as scripts/dist.sh does (the whole workspace: another selection of packages unifies
# features differently, and its names differ), profiles it, writes the file, then links
# again with it (about 8 minutes on 2 cores: the link is where fat LTO compiles) and
# prints the corpus catalog's peak memory.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind > /dev/null || { echo "hot-code: needs valgrind (Debian: apt install valgrind)" >&2; exit 1; }

cargo build --release --locked
skills="$PWD/target/release/skills"
order=host-harness/hot-code.order
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export SKILLS_CACHE_DIR="$work/cache"
corpus="$PWD/tests/corpus"
roots=(github__awesome-copilot/skills github__awesome-copilot/.github/skills
       K-Dense-AI__claude-scientific-skills/scientific-skills obra__superpowers/skills
       anthropics__skills/skills openai__skills/skills/.curated openai__skills/skills/.system
       openai__skills/skills/.experimental)
all_roots=(); for r in "${roots[@]}"; do all_roots+=(--project "$corpus/$r"); done
small=(--no-config --project "$corpus/anthropics__skills/skills")
mkdir -p "$work/empty"
"$skills" --no-builtin --no-config --project "$work/empty" catalog > /dev/null # fills the cache

# Each run's callgrind output, in the order the file lists them: start-up first, then
# what each command adds.
runs=()
profile() {
    local name=$1; shift
    runs+=("$name")
    valgrind --tool=callgrind --demangle=no --compress-strings=no --dump-instr=no \
        --callgrind-out-file="$work/$name.out" "$@" > /dev/null 2>&1 || true
}
profile empty "$skills" --no-builtin --no-config --project "$work/empty" catalog
profile catalog "$skills" --no-builtin --no-eligibility --no-config "${all_roots[@]}" catalog
profile defaults "$skills" catalog
profile activate "$skills" "${small[@]}" activate algorithmic-art
profile read "$skills" "${small[@]}" read algorithmic-art SKILL.md
profile list "$skills" "${small[@]}" list
printf '%s\n' \
    '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"hot-code","version":"1"}}}' \
    '{"jsonrpc":"2.0","method":"notifications/initialized"}' \
    '{"jsonrpc":"2.0","id":2,"method":"tools/list"}' \
    '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"activate_skill","arguments":{"name":"algorithmic-art"}}}' \
    '{"jsonrpc":"2.0","id":4,"method":"resources/list"}' \
    '{"jsonrpc":"2.0","id":5,"method":"prompts/list"}' > "$work/mcp.jsonl"
profile serve-mcp "$skills" "${small[@]}" serve-mcp < "$work/mcp.jsonl"

python3 - "$work" "$skills" "$order" "${runs[@]}" <<'EOF'
import sys
work, binary, order, *runs = sys.argv[1:]
seen, names = set(), []
for run in runs:
    obj = None
    for line in open(f"{work}/{run}.out", errors="replace"):
        if line.startswith("ob="):
            obj = line[3:].strip()
        elif line.startswith("fn=") and obj == binary:
            name = line[3:].strip()
            if name not in seen:
                seen.add(name)
                names.append(name)
if len(names) < 500:
    sys.exit(f"hot-code: only {len(names)} functions found; is the binary built with symbols?")
open(order, "w").write("\n".join(names) + "\n")
print(f"{order}: {len(names)} functions")
EOF

# valgrind 3.19 has no `openat2`, so nothing is read ahead under it (the host falls
# back to wasmtime-wasi's opens): what reading ahead runs, on its worker and on the
# guest's thread, comes from perf samples of the corpus catalog, when perf is here.
if command -v perf > /dev/null && perf record -q -F 20000 -o "$work/perf.data" -- bash -c \
    'for i in $(seq 40); do "$0" "$@" > /dev/null 2>&1; done' \
    "$skills" --no-builtin --no-eligibility --no-config "${all_roots[@]}" catalog 2> /dev/null; then
    perf report -i "$work/perf.data" --no-demangle --dsos "$(basename "$skills")" --sort sym --stdio -q 2> /dev/null \
        | sed -n 's/.*\[\.\] //p' | awk 'NR == FNR { seen[$0] = 1; next } !seen[$0]++' "$order" - > "$work/sampled"
    cat "$work/sampled" >> "$order"
    echo "$order: $(wc -l < "$work/sampled") more functions from perf samples"
fi

cargo build --release --locked
have=$(nm "$skills" | awk '{print $NF}' | sort -u | comm -12 - <(sort -u "$order") | wc -l)
echo "the new binary has $have of the $(wc -l < "$order") functions listed"
if [ -x /usr/bin/time ]; then
    # Once to warm the page cache and the component cache, then measured.
    "$skills" --no-builtin --no-eligibility --no-config "${all_roots[@]}" catalog > /dev/null 2>&1 || true
    /usr/bin/time -f "peak memory, corpus catalog: %M KB" \
        "$skills" --no-builtin --no-eligibility --no-config "${all_roots[@]}" catalog > /dev/null 2> "$work/time" || true
    tail -n 1 "$work/time"
fi
