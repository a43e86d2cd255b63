//! `SKILLS_STATS=1`: after each step, how many calls into the WASI filesystem it made,
//! on stderr (`skills: stats: discover: 1432 filesystem calls`). The count is exact, so
//! it answers "did this change cost calls" where wall time is noise; the budget per
//! skill is in `docs/performance.md`. When the host's read-ahead worker answered some
//! of them, the line says how many (`(1087 answered ahead)`); that number follows the
//! threads' timing.

use std::sync::atomic::{AtomicU64, Ordering};

use skills_host::Session;

/// The session's count at the last step printed.
static LAST: AtomicU64 = AtomicU64::new(0);

/// The session's count of calls answered ahead at the last step printed.
static LAST_AHEAD: AtomicU64 = AtomicU64::new(0);

/// Whether `SKILLS_STATS` asks for the counts (any value but empty or `0`).
fn enabled() -> bool {
    std::env::var_os("SKILLS_STATS").is_some_and(|v| !v.is_empty() && v != "0")
}

/// Prints the calls `step` made since the previous step (a command uses one session).
pub fn step(session: &Session, step: &str) {
    if !enabled() {
        return;
    }
    let now = session.filesystem_calls();
    let made = now.saturating_sub(LAST.swap(now, Ordering::Relaxed));
    let ahead = session.filesystem_calls_answered_ahead();
    let answered = ahead.saturating_sub(LAST_AHEAD.swap(ahead, Ordering::Relaxed));
    match answered {
        0 => eprintln!("skills: stats: {step}: {made} filesystem calls"),
        _ => eprintln!("skills: stats: {step}: {made} filesystem calls ({answered} answered ahead)"),
    }
}
