#!/usr/bin/env bash
# Where Linux runs a thread that starts working the moment it is spawned, and what its
# start costs the parent. It compiles a probe: the parent spawns a thread that computes
# for 300 µs, then computes 300 µs itself. The probe prints the cores each runs on, how
# long `spawn` held the parent, and the whole time. On its own core the thread runs at once
# and the parent waits; beside it, both halves take about 300 µs together. Run once as
# spawned, once with the thread leaving its parent's core first (`sched_setaffinity`).
# The figures are in docs/performance.md ("The load beside the command line").
#
#   bash scripts/thread-start.sh        # 8 runs of each
#   RUNS=20 bash scripts/thread-start.sh
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-8}
work=target/thread-start
mkdir -p "$work"
cat > "$work/probe.rs" <<'RUST'
use std::sync::mpsc;
use std::time::{Duration, Instant};

#[repr(C)]
struct CpuSet([u64; 16]);

unsafe extern "C" {
    fn sched_getcpu() -> i32;
    fn sched_getaffinity(pid: i32, size: usize, set: *mut CpuSet) -> i32;
    fn sched_setaffinity(pid: i32, size: usize, set: *const CpuSet) -> i32;
}

fn compute(time: Duration) {
    let start = Instant::now();
    while start.elapsed() < time {}
}

fn main() {
    let leave = std::env::args().nth(1).as_deref() == Some("leave");
    let start = Instant::now();
    let parent_core = unsafe { sched_getcpu() };
    let (sender, receiver) = mpsc::sync_channel(1);
    std::thread::spawn(move || {
        let first_core = unsafe { sched_getcpu() };
        if leave && parent_core >= 0 {
            let mut allowed = CpuSet([0; 16]);
            unsafe { sched_getaffinity(0, 128, &mut allowed) };
            let mut elsewhere = CpuSet(allowed.0);
            elsewhere.0[parent_core as usize / 64] &= !(1u64 << (parent_core % 64));
            if elsewhere.0.iter().any(|word| *word != 0) {
                unsafe { sched_setaffinity(0, 128, &elsewhere) };
            }
        }
        let working_core = unsafe { sched_getcpu() };
        compute(Duration::from_micros(300));
        sender.send((first_core, working_core)).ok();
    });
    let spawn = start.elapsed();
    compute(Duration::from_micros(300));
    let (first_core, working_core) = receiver.recv().unwrap();
    println!(
        "parent on core {parent_core}, thread on {first_core} then {working_core}: spawn held the parent {:>4} µs, both halves done in {:>4} µs",
        spawn.as_micros(),
        start.elapsed().as_micros()
    );
}
RUST
rustc -O --edition 2024 "$work/probe.rs" -o "$work/probe"
echo "as spawned:"
for _ in $(seq "$RUNS"); do "$work/probe"; done
echo "the thread leaving its parent's core:"
for _ in $(seq "$RUNS"); do "$work/probe" leave; done
