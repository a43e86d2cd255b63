#!/usr/bin/env bash
# One run, whole processes, warm caches, over the corpus's 8 flat roots:
#   - this runtime's `skills catalog` (release);
#   - Zed's skill loader: its `agent_skills` crate, the file unchanged at a pinned
#     commit, built around small stand-ins for the four Zed crates it imports (a
#     std::fs `Fs`, gpui's `Global`/`SharedString`, one `util` path helper, `home_dir`);
#   - `cat` of every SKILL.md, and a Rust `fs::read` of each (the floor).
#   - this runtime over an empty root: its start-up;
#   - this runtime pinned to one CPU, where it reads nothing ahead.
# Prints one table: medians of alternating rounds and each against this runtime.
#
#   bash scripts/peer-bench.sh                 # fetches Zed's file from GitHub
#   PEERS_DIR=/path bash scripts/peer-bench.sh # an offline copy: $PEERS_DIR/zed/<repo path>
#   BEFORE=/path/to/skills bash scripts/peer-bench.sh # and another build of the CLI
#
# No peer code is kept in this repository: the file is fetched (or copied) into
# target/peer-bench, checked against its pinned SHA-256, and built there.
# Codex's loader is not here: its crate reads the filesystem through Codex's
# exec-server and eight other internal crates (see docs/performance.md).
set -euo pipefail
cd "$(dirname "$0")/.."

ZED_COMMIT=007ed5ce87e6727ab88606e2c773db45109c0f2d
ZED_FILE=crates/agent_skills/agent_skills.rs
ZED_SHA256=${ZED_SHA256:-}
RUNS=${RUNS:-40}

work=target/peer-bench
mkdir -p "$work"

# 1. Zed's file, at its commit.
zed_src="$work/zed/agent_skills.rs"
mkdir -p "$work/zed"
if [ -n "${PEERS_DIR:-}" ]; then
    cp "$PEERS_DIR/zed/$ZED_FILE" "$zed_src"
else
    curl -fsSL "https://raw.githubusercontent.com/zed-industries/zed/$ZED_COMMIT/$ZED_FILE" -o "$zed_src"
fi
actual=$(sha256sum "$zed_src" | cut -d' ' -f1)
if [ -n "$ZED_SHA256" ] && [ "$actual" != "$ZED_SHA256" ]; then
    echo "peer-bench: $ZED_FILE is not the pinned file ($actual)" >&2
    exit 1
fi

# 2. The stand-ins and the harness (this repository's code, written here).
h="$work/zed"
mkdir -p "$h/shims/fs/src" "$h/shims/gpui/src" "$h/shims/util/src" "$h/shims/paths/src" "$h/harness/src"
cat > "$h/Cargo.toml" <<'EOF'
[package]
name = "agent_skills"
version = "0.0.0"
edition = "2024"
publish = false

[lib]
path = "agent_skills.rs"
doctest = false

[dependencies]
anyhow = "1"
const_format = "0.2"
futures = "0.3"
serde = { version = "1", features = ["derive", "rc"] }
serde_yaml_ng = "0.10"
fs = { path = "shims/fs" }
gpui = { path = "shims/gpui" }
util = { path = "shims/util" }
paths = { path = "shims/paths" }

[workspace]
members = ["harness", "shims/*"]

[profile.release]
debug = false
EOF
for shim in fs gpui util paths; do
    deps=""
    [ "$shim" = fs ] && deps=$'anyhow = "1"\nasync-trait = "0.1"\nfutures = "0.3"'
    printf '[package]\nname = "%s"\nversion = "0.0.0"\nedition = "2024"\npublish = false\n\n[dependencies]\n%s\n' "$shim" "$deps" > "$h/shims/$shim/Cargo.toml"
done
cat > "$h/shims/fs/src/lib.rs" <<'EOF'
//! Zed's `Fs`, only the calls `agent_skills` makes, over std::fs (as Zed's RealFs).
use std::path::{Path, PathBuf};
use std::pin::Pin;
use futures::Stream;

pub struct Metadata {
    pub is_dir: bool,
    pub len: u64,
}

#[async_trait::async_trait]
pub trait Fs: Send + Sync {
    async fn is_dir(&self, path: &Path) -> bool;
    async fn is_file(&self, path: &Path) -> bool;
    async fn metadata(&self, path: &Path) -> anyhow::Result<Option<Metadata>>;
    async fn read_dir(&self, path: &Path) -> anyhow::Result<Pin<Box<dyn Send + Stream<Item = anyhow::Result<PathBuf>>>>>;
    async fn open_sync(&self, path: &Path) -> anyhow::Result<Box<dyn std::io::Read + Send + Sync>>;
    async fn load(&self, path: &Path) -> anyhow::Result<String>;
}

pub struct RealFs;

#[async_trait::async_trait]
impl Fs for RealFs {
    async fn is_dir(&self, path: &Path) -> bool {
        std::fs::metadata(path).is_ok_and(|m| m.is_dir())
    }
    async fn is_file(&self, path: &Path) -> bool {
        std::fs::metadata(path).is_ok_and(|m| m.is_file())
    }
    async fn metadata(&self, path: &Path) -> anyhow::Result<Option<Metadata>> {
        match std::fs::metadata(path) {
            Ok(m) => Ok(Some(Metadata { is_dir: m.is_dir(), len: m.len() })),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e.into()),
        }
    }
    async fn read_dir(&self, path: &Path) -> anyhow::Result<Pin<Box<dyn Send + Stream<Item = anyhow::Result<PathBuf>>>>> {
        let entries: Vec<anyhow::Result<PathBuf>> =
            std::fs::read_dir(path)?.map(|e| e.map(|e| e.path()).map_err(Into::into)).collect();
        Ok(Box::pin(futures::stream::iter(entries)))
    }
    async fn open_sync(&self, path: &Path) -> anyhow::Result<Box<dyn std::io::Read + Send + Sync>> {
        Ok(Box::new(std::fs::File::open(path)?))
    }
    async fn load(&self, path: &Path) -> anyhow::Result<String> {
        Ok(std::fs::read_to_string(path)?)
    }
}
EOF
cat > "$h/shims/gpui/src/lib.rs" <<'EOF'
pub trait Global {}
pub type SharedString = std::sync::Arc<str>;
EOF
cat > "$h/shims/util/src/lib.rs" <<'EOF'
pub mod paths {
    pub fn component_matches_ignore_ascii_case(component: &std::ffi::OsStr, name: &str) -> bool {
        component.to_str().is_some_and(|c| c.eq_ignore_ascii_case(name))
    }
}
EOF
cat > "$h/shims/paths/src/lib.rs" <<'EOF'
pub fn home_dir() -> &'static std::path::PathBuf {
    static HOME: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    HOME.get_or_init(|| std::env::var_os("HOME").map(Into::into).unwrap_or_default())
}
EOF
cat > "$h/harness/Cargo.toml" <<'EOF'
[package]
name = "zed-harness"
version = "0.0.0"
edition = "2024"
publish = false

[dependencies]
agent_skills = { path = ".." }
fs = { path = "../shims/fs" }
futures = "0.3"
EOF
cat > "$h/harness/src/main.rs" <<'EOF'
//! `zed-harness ROOT...`: Zed's loader over each root, as Zed calls it; prints the
//! number of skills loaded and refused. `zed-harness --floor ROOT...`: std::fs::read
//! of each ROOT/*/SKILL.md, the least any loader does.
use std::sync::Arc;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--floor") {
        // Whole files (what this runtime reads), and what Zed's chunked reader reads:
        // 4 KiB at a time until the frontmatter's closing `---` line.
        let (mut whole, mut frontmatter) = (0, 0);
        for root in &args[1..] {
            for entry in std::fs::read_dir(root).into_iter().flatten().flatten() {
                if let Ok(text) = std::fs::read(entry.path().join("SKILL.md")) {
                    whole += text.len();
                    let end = text.windows(5).position(|w| w == b"\n---\n").map_or(text.len(), |i| i + 5);
                    frontmatter += end.div_ceil(4096).saturating_mul(4096).min(text.len());
                }
            }
        }
        println!("{whole} bytes in whole files; {frontmatter} bytes read 4 KiB at a time to the frontmatter's end");
        return;
    }
    let fs: Arc<dyn fs::Fs> = Arc::new(fs::RealFs);
    let (mut loaded, mut refused) = (0, 0);
    for root in &args {
        let results = futures::executor::block_on(agent_skills::load_skills_from_directory(
            &fs,
            std::path::Path::new(root),
            agent_skills::SkillSource::Global,
        ));
        for result in results {
            match result {
                Ok(_) => loaded += 1,
                Err(_) => refused += 1,
            }
        }
    }
    println!("{loaded} loaded, {refused} refused");
}
EOF
( cd "$h" && cargo build --release --quiet -p zed-harness )
zed="$h/target/release/zed-harness"

# 3. This runtime, release, its component cache warm.
# The whole workspace, as scripts/dist.sh builds it: the binary users get, whose
# function names match host-harness/hot-code.order (another selection of packages
# unifies features differently, builds wasmtime again, and links unordered).
cargo build --release --quiet --locked
skills=target/release/skills
export SKILLS_CACHE_DIR="$work/cache"
roots=(github__awesome-copilot/skills github__awesome-copilot/.github/skills
       K-Dense-AI__claude-scientific-skills/scientific-skills obra__superpowers/skills
       anthropics__skills/skills openai__skills/skills/.curated openai__skills/skills/.system
       openai__skills/skills/.experimental)
dirs=(); ours="$skills --no-builtin --no-eligibility --no-config"
for r in "${roots[@]}"; do dirs+=("tests/corpus/$r"); ours+=" --project tests/corpus/$r"; done
ours+=" catalog"
files=$(for d in "${dirs[@]}"; do ls "$d"/*/SKILL.md; done | tr '\n' ' ')
$ours > /dev/null 2>&1
echo "Zed's loader: $($zed "${dirs[@]}")"
echo "floor: $($zed --floor "${dirs[@]}")"

mkdir -p "$work/empty"
# The commands run in turn, round after round (the order reversed every other round),
# so that the VM's drift, tens of percent within minutes, falls on all of them alike;
# each is started with posix_spawn, whose cost is small and the same for all.
python3 - "$RUNS" "$zed" "$work/empty" "${dirs[@]}" <<EOF
import os, shutil, statistics, sys, time
runs, zed, empty, dirs = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4:]
commands = {
    "skills catalog (this runtime)": "$ours".split(),
    "Zed agent_skills @ ${ZED_COMMIT:0:12}": [zed, *dirs],
    "cat of every SKILL.md": ["cat", *"$files".split()],
    "Rust fs::read of every SKILL.md": [zed, "--floor", *dirs],
    "skills catalog, an empty root (start-up)": ["$skills", "--no-builtin", "--no-config", "--project", empty, "catalog"],
}
# On one CPU, this runtime reads nothing ahead (docs/performance.md): the same run,
# pinned to the first CPU.
if shutil.which("taskset"):
    commands["skills catalog, one CPU (taskset -c 0)"] = ["taskset", "-c", "0", *"$ours".split()]
before = os.environ.get("BEFORE")
if before:
    commands[f"skills catalog, {before}"] = [before, *"$ours".split()[1:]]
times = {name: [] for name in commands}
quiet = [(os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0), (os.POSIX_SPAWN_DUP2, 1, 2)]
for round in range(runs + 3):
    for name in (list(commands) if round % 2 == 0 else list(reversed(commands))):
        start = time.perf_counter()
        pid = os.posix_spawnp(commands[name][0], commands[name], os.environ, file_actions=quiet)
        os.waitpid(pid, 0)
        if round >= 3:  # the first rounds warm the caches
            times[name].append((time.perf_counter() - start) * 1000)
ours = statistics.median(times["skills catalog (this runtime)"])
print(f"{runs} alternating rounds")
print("| loader (whole process) | median | p10-p90 | against skills catalog |")
print("|---|---|---|---|")
for name, samples in times.items():
    deciles = statistics.quantiles(samples, n=10)
    median = statistics.median(samples)
    print(f"| {name} | {median:.1f} ms | {deciles[0]:.1f}-{deciles[-1]:.1f} | {median / ours:.2f}x |")
EOF
