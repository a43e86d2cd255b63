//! Opening and stat-ing for the guest: `openat2` beneath a directory without
//! blocking (Linux), the stat an open took kept for the guest's next call, and a
//! regular file's stat as wasmtime-wasi gives it.

use super::*;

/// The stat a non-blocking open took of the file it opened, kept for the guest's
/// `stat` of that descriptor if that is its next filesystem call: nothing can have
/// happened in between that a stat taken a moment later would see and this one not.
pub(super) struct OpenedStat {
    /// The number of the call that opened the file.
    pub(super) call: u64,
    /// The descriptor's handle.
    pub(super) rep: u32,
    pub(super) stat: fs::DescriptorStat,
}

/// `openat2` of `path` beneath `dir`, resolved as wasmtime-wasi resolves (beneath the
/// directory, no `/proc` magic links), retried when a rename races the lookup
/// (`EAGAIN`). `None` when the kernel has no `openat2` (`ENOSYS`, remembered for the
/// process): the host's own opens and stats then leave every path to wasmtime-wasi.
#[cfg(target_os = "linux")]
pub(super) fn openat2_beneath(
    dir: &std::fs::File,
    path: &str,
    flags: rustix::fs::OFlags,
) -> Option<rustix::io::Result<rustix::fd::OwnedFd>> {
    use rustix::fs::{Mode, ResolveFlags};
    use rustix::io::Errno;
    use std::sync::atomic::Ordering;

    if OPENAT2_MISSING.load(Ordering::Relaxed) {
        return None;
    }
    let resolve = ResolveFlags::BENEATH | ResolveFlags::NO_MAGICLINKS;
    let mut retries = 3;
    loop {
        return match rustix::fs::openat2(dir, path, flags, Mode::empty(), resolve) {
            Err(Errno::AGAIN) if retries > 0 => {
                retries -= 1;
                continue;
            }
            Err(Errno::NOSYS) => {
                OPENAT2_MISSING.store(true, Ordering::Relaxed);
                None
            }
            result => Some(result),
        };
    }
}

/// Set once `openat2` answers `ENOSYS` (a kernel before 5.6, or valgrind), as
/// wasmtime-wasi's `open_beneath` remembers it.
#[cfg(target_os = "linux")]
pub(super) static OPENAT2_MISSING: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Opens `path` beneath `dir` for reading, not following a link in its last component
/// and never waiting (a FIFO opens at once, and is only ever stat-ed and closed): the
/// system call, whose answer [`open_outcome`] maps. `None` when the kernel has no `openat2`.
#[cfg(target_os = "linux")]
pub(super) fn open_plain(dir: &std::fs::File, path: &str) -> Option<rustix::io::Result<rustix::fd::OwnedFd>> {
    use rustix::fs::OFlags;

    let flags = OFlags::RDONLY | OFlags::NONBLOCK | OFlags::NOFOLLOW | OFlags::NOCTTY | OFlags::CLOEXEC;
    openat2_beneath(dir, path, flags)
}

/// What [`open_plain`]'s answer gives the guest. `None` when `openat2` is refused (an
/// old kernel, a seccomp filter): the guest then falls back to stat-ing before it
/// opens.
#[cfg(target_os = "linux")]
pub(super) fn open_outcome(
    answer: rustix::io::Result<rustix::fd::OwnedFd>,
) -> Option<Result<std::fs::File, ErrorCode>> {
    use rustix::io::Errno;

    match answer {
        Ok(fd) => Some(Ok(std::fs::File::from(fd))),
        Err(Errno::PERM | Errno::AGAIN) => None,
        // A path that would leave the directory, as wasmtime-wasi reports it.
        Err(Errno::XDEV) => Some(Err(ErrorCode::NotPermitted)),
        Err(e) => Some(Err(ErrorCode::from(std::io::Error::from(e)))),
    }
}

/// Whether `path`, unless it is a single plain name (wasmtime-wasi stats those with one
/// `statx`), is certainly not there beneath `dir`: `openat2` says so with the flags
/// wasmtime-wasi's stat of it opens with (`O_PATH`, not following the last component).
/// `false` for anything else, a path found included, which the caller leaves to
/// wasmtime-wasi.
#[cfg(target_os = "linux")]
pub(super) fn absent_beneath(dir: &std::fs::File, path: &str) -> bool {
    use rustix::fs::OFlags;
    use std::path::{Component, Path};

    let mut components = Path::new(path).components();
    let single = matches!(components.next(), Some(Component::Normal(_))) && components.next().is_none();
    let flags = OFlags::RDONLY | OFlags::PATH | OFlags::NOFOLLOW | OFlags::CLOEXEC;
    !single && matches!(openat2_beneath(dir, path, flags), Some(Err(rustix::io::Errno::NOENT)))
}

/// wasmtime-wasi's stat of a regular file (its `DescriptorStat::new`), made from the
/// worker's stat of it: the same `statx`, the same fields. Its status-change time is
/// the birth time, as wasmtime-wasi 48 gives it (`Metadata::created`).
#[cfg(target_os = "linux")]
pub(super) fn regular_file_stat(metadata: &std::fs::Metadata) -> fs::DescriptorStat {
    use std::os::unix::fs::MetadataExt;

    // wasmtime-wasi's two steps: signed seconds and the nanoseconds of the distance
    // from the epoch (either side of it), then seconds that must not be negative. A
    // time less than a second before 1970 is thus 0 seconds and its nanoseconds.
    let datetime = |time: std::io::Result<std::time::SystemTime>| {
        let time = time.ok()?;
        let (seconds, nanoseconds) = match time.duration_since(std::time::UNIX_EPOCH) {
            Ok(after) => (i64::try_from(after.as_secs()).ok()?, after.subsec_nanos()),
            Err(before) => {
                let before = before.duration();
                (-i64::try_from(before.as_secs()).ok()?, before.subsec_nanos())
            }
        };
        Some(fs::Datetime {
            seconds: u64::try_from(seconds).ok()?,
            nanoseconds,
        })
    };
    fs::DescriptorStat {
        type_: fs::DescriptorType::RegularFile,
        link_count: metadata.nlink(),
        size: metadata.len(),
        data_access_timestamp: datetime(metadata.accessed()),
        data_modification_timestamp: datetime(metadata.modified()),
        status_change_timestamp: datetime(metadata.created()),
    }
}
