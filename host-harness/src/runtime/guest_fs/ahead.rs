//! What reading ahead (Linux, a second core) needs to know of the guest's
//! descriptors, and the calls its worker makes.

use super::*;

/// What reading ahead needs to know of the guest's descriptors.
#[cfg(target_os = "linux")]
#[derive(Default)]
pub(super) struct Ahead {
    pub(super) read_ahead: ReadAhead,
    /// The directories the guest opened, by handle: the directory their path was
    /// resolved against (a preopen) and that path as a prefix (empty, or ending in
    /// `/`), so that a listing of one and the opens beneath the preopen that follow it
    /// can be matched.
    pub(super) dirs: HashMap<u32, (Arc<std::fs::File>, String)>,
    /// The worker's read of the file last opened from its answer, for the guest's first
    /// read of it.
    pub(super) text: Option<KeptText>,
}

/// The worker's read of a file the guest opened from its answer. It answers the read
/// that follows the open, or the stat the open's answer gave and then the read: never a
/// read after a stat taken afresh, which could give a newer time than the bytes.
#[cfg(target_os = "linux")]
pub(super) struct KeptText {
    /// The descriptor's handle.
    pub(super) rep: u32,
    /// The number of the call that opened it.
    pub(super) opened_call: u64,
    /// Whether the next call, a stat of it, took the worker's stat.
    pub(super) stat_served: bool,
    pub(super) read: read_ahead::Read,
}

#[cfg(target_os = "linux")]
impl Ahead {
    /// Remembers where the directory the guest opened as `rep`, at `path` beneath the
    /// directory `parent` (handle `parent_rep`), lies: beneath `parent`'s own preopen
    /// when the guest opened `parent` too.
    pub(super) fn remember_dir(&mut self, rep: u32, parent_rep: u32, parent: &Arc<std::fs::File>, path: &str) {
        let (base, prefix) = match self.dirs.get(&parent_rep) {
            Some((base, prefix)) => (Arc::clone(base), prefix.as_str()),
            None => (Arc::clone(parent), ""),
        };
        let prefix = match path {
            "" | "." => prefix.to_owned(),
            path => format!("{prefix}{path}/"),
        };
        self.dirs.insert(rep, (base, prefix));
    }
}

/// The calls the worker makes, the ones this module makes for the guest.
#[cfg(target_os = "linux")]
pub(super) const WORKER_CALLS: read_ahead::Calls = read_ahead::Calls {
    open: open_plain,
    absent: absent_beneath,
    max_read: MAX_READ_ALLOCATION,
};
