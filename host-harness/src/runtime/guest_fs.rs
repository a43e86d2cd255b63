//! The `wasi:filesystem/types` the guest gets from this host: wasmtime-wasi's own
//! implementation, reached through [`GuestFs`], which counts every call (see
//! [`crate::Session::filesystem_calls`]), lists a directory by the type each entry
//! already carries, and (on Linux) opens a file for reading without ever blocking.
//!
//! wasmtime-wasi 48 stats every entry of a listing by name to learn its type: one
//! `statx` per entry, one per skill folder in a discovery (upstream
//! bytecodealliance/wasmtime#14348 drops it after 48, the newest wasmtime that builds on
//! rust 1.95). The kernel's `getdents64` returns the type with the name on the
//! filesystems skills live on; only an entry whose type comes back unknown is stat-ed,
//! by its own name beneath the listed directory and without following it, as
//! wasmtime-wasi does for every entry.
//!
//! wasmtime-wasi opens a FIFO the way the OS does: the open waits for a writer, in a
//! host thread no deadline can interrupt, so a guest must stat a path before it opens
//! it. On Linux this host opens a file for reading that the guest named without
//! following links with `O_NONBLOCK` (`openat2`, beneath the directory, as
//! wasmtime-wasi's own open resolves), and says so to the guest in the environment
//! ([`NONBLOCKING_OPEN_VAR`]): the guest then opens a `SKILL.md` first and asks the
//! descriptor for its type, size and time. The stat the open takes anyway (to tell a
//! directory from a file) answers the guest's stat of that descriptor when it is the
//! very next call.
//!
//! Two more calls are answered here, each as wasmtime-wasi answers it: a read, into a
//! buffer that is not zeroed first, and (on Linux) the stat of a path that
//! `openat2` finds absent. Every other call is wasmtime-wasi's, unchanged.
//!
//! On Linux with two CPUs or more, a first discovery's opens, stats, reads, probes and
//! closes are made ahead of the guest by a worker thread ([`crate::runtime::read_ahead`]); the
//! calls above take its answers when they are ready and make the call otherwise.

#[cfg(unix)]
use std::any::Any;

#[cfg(target_os = "linux")]
use std::{collections::HashMap, sync::Arc};

#[cfg(target_os = "linux")]
use crate::runtime::read_ahead::{self, Answer, ReadAhead};
#[cfg(unix)]
use wasmtime::component::ResourceTable;
use wasmtime::component::{HasData, Resource};
use wasmtime_wasi::filesystem::WasiFilesystemCtxView;
use wasmtime_wasi::p2::bindings::sync::filesystem::types as fs;
use wasmtime_wasi::p2::bindings::sync::io::streams;
use wasmtime_wasi::p2::{FsError, FsResult};
#[cfg(unix)]
use wasmtime_wasi::{filesystem::Descriptor, p2::bindings::filesystem::types::ErrorCode};

/// The environment variable, set to `1` for the guest, that says `open-at` never
/// blocks when asked to read a file without following links (documented in the WIT
/// package). Hosts that cannot promise it (jco's preview2-shim, wasmtime-py) leave it
/// unset, and the guest stats every path before it opens it.
pub(crate) const NONBLOCKING_OPEN_VAR: &str = "AGENTSKILLS_NONBLOCKING_OPEN";

/// Whether this host opens files as [`NONBLOCKING_OPEN_VAR`] says (the fast path needs
/// `openat2`, which is Linux's).
pub(crate) const OPENS_WITHOUT_BLOCKING: bool = cfg!(target_os = "linux");

/// The most one read allocates, whatever the guest asks for: wasmtime-wasi 48's cap
/// (`MAX_READ_SIZE_ALLOC`), kept for reads this host makes itself ([`GuestFs`]'s `read`).
#[cfg(unix)]
const MAX_READ_ALLOCATION: usize = 64 * 1024;

/// What a store keeps for the guest's filesystem between calls.
#[derive(Default)]
pub(crate) struct GuestFsState {
    /// Calls the guest made into `wasi:filesystem/types` (open, stat, read, list,
    /// close, ...): exact where wall time is noise.
    calls: u64,
    /// The stat of the file last opened without blocking.
    opened: Option<OpenedStat>,
    /// Reading ahead of a discovery on a second core (see [`crate::runtime::read_ahead`]).
    #[cfg(target_os = "linux")]
    ahead: Ahead,
}

impl GuestFsState {
    /// Calls into `wasi:filesystem/types` so far.
    pub(crate) fn calls(&self) -> u64 {
        self.calls
    }

    /// Of those calls, the ones that took a read-ahead worker's answer.
    pub(crate) fn answered_ahead(&self) -> u64 {
        #[cfg(target_os = "linux")]
        return self.ahead.read_ahead.taken();
        #[cfg(not(target_os = "linux"))]
        0
    }

    /// The guest's call returned. The worker's answers were made for that call's walk:
    /// the next call makes its own calls, or starts its own reading ahead.
    pub(crate) fn end_call(&mut self) {
        self.opened = None;
        #[cfg(target_os = "linux")]
        {
            self.ahead.read_ahead.end_call();
            self.ahead.text = None;
        }
    }

    /// A state that reads ahead when `enabled`, whatever the number of CPUs.
    #[cfg(all(test, target_os = "linux"))]
    fn reading_ahead(enabled: bool) -> GuestFsState {
        GuestFsState {
            ahead: Ahead {
                read_ahead: ReadAhead::new(enabled),
                ..Ahead::default()
            },
            ..GuestFsState::default()
        }
    }
}

/// What reading ahead needs to know of the guest's descriptors.
#[cfg(target_os = "linux")]
#[derive(Default)]
struct Ahead {
    read_ahead: ReadAhead,
    /// The directories the guest opened, by handle: the directory their path was
    /// resolved against (a preopen) and that path as a prefix (empty, or ending in
    /// `/`), so that a listing of one and the opens beneath the preopen that follow it
    /// can be matched.
    dirs: HashMap<u32, (Arc<std::fs::File>, String)>,
    /// The worker's read of the file last opened from its answer, for the guest's first
    /// read of it.
    text: Option<KeptText>,
}

/// The worker's read of a file the guest opened from its answer. It answers the read
/// that follows the open, or the stat the open's answer gave and then the read: never a
/// read after a stat taken afresh, which could give a newer time than the bytes.
#[cfg(target_os = "linux")]
struct KeptText {
    /// The descriptor's handle.
    rep: u32,
    /// The number of the call that opened it.
    opened_call: u64,
    /// Whether the next call, a stat of it, took the worker's stat.
    stat_served: bool,
    read: read_ahead::Read,
}

#[cfg(target_os = "linux")]
impl Ahead {
    /// Remembers where the directory the guest opened as `rep`, at `path` beneath the
    /// directory `parent` (handle `parent_rep`), lies: beneath `parent`'s own preopen
    /// when the guest opened `parent` too.
    fn remember_dir(&mut self, rep: u32, parent_rep: u32, parent: &Arc<std::fs::File>, path: &str) {
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
const WORKER_CALLS: read_ahead::Calls = read_ahead::Calls {
    open: open_plain,
    absent: absent_beneath,
    max_read: MAX_READ_ALLOCATION,
};

/// The stat a non-blocking open took of the file it opened, kept for the guest's
/// `stat` of that descriptor if that is its next filesystem call: nothing can have
/// happened in between that a stat taken a moment later would see and this one not.
struct OpenedStat {
    /// The number of the call that opened the file.
    call: u64,
    /// The descriptor's handle.
    rep: u32,
    stat: fs::DescriptorStat,
}

/// The [`HasData`] the filesystem interface is linked with.
pub(crate) struct GuestFilesystem;

impl HasData for GuestFilesystem {
    type Data<'a> = GuestFs<'a>;
}

/// wasmtime-wasi's filesystem view, for one call.
pub(crate) struct GuestFs<'a> {
    view: WasiFilesystemCtxView<'a>,
    /// This call's number among the store's filesystem calls.
    call: u64,
    /// The stat of the file last opened without blocking (see [`OpenedStat`]).
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    opened: &'a mut Option<OpenedStat>,
    #[cfg(target_os = "linux")]
    ahead: &'a mut Ahead,
}

/// A store that holds the guest's filesystem: wasmtime-wasi's context and table, and
/// this module's [`GuestFsState`].
pub(crate) trait FilesystemState {
    /// wasmtime-wasi's view, beside what this module keeps between calls.
    fn filesystem_parts(&mut self) -> (WasiFilesystemCtxView<'_>, &mut GuestFsState);
}

/// The getter every `wasi:filesystem/types` function asks for, once per call (the
/// bindings call it on every entry, resource drops included): counting here counts each
/// call the guest makes, whatever it is.
pub(crate) fn guest_filesystem<S: FilesystemState>(state: &mut S) -> GuestFs<'_> {
    let (view, kept) = state.filesystem_parts();
    kept.calls += 1;
    GuestFs {
        view,
        call: kept.calls,
        opened: &mut kept.opened,
        #[cfg(target_os = "linux")]
        ahead: &mut kept.ahead,
    }
}

/// `openat2` of `path` beneath `dir`, resolved as wasmtime-wasi resolves (beneath the
/// directory, no `/proc` magic links), retried when a rename races the lookup
/// (`EAGAIN`). `None` when the kernel has no `openat2` (`ENOSYS`, remembered for the
/// process): the host's own opens and stats then leave every path to wasmtime-wasi.
#[cfg(target_os = "linux")]
fn openat2_beneath(
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
static OPENAT2_MISSING: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Opens `path` beneath `dir` for reading, not following a link in its last component
/// and never waiting (a FIFO opens at once, and is only ever stat-ed and closed): the
/// system call, whose answer [`open_outcome`] maps. `None` when the kernel has no `openat2`.
#[cfg(target_os = "linux")]
fn open_plain(dir: &std::fs::File, path: &str) -> Option<rustix::io::Result<rustix::fd::OwnedFd>> {
    use rustix::fs::OFlags;

    let flags = OFlags::RDONLY | OFlags::NONBLOCK | OFlags::NOFOLLOW | OFlags::NOCTTY | OFlags::CLOEXEC;
    openat2_beneath(dir, path, flags)
}

/// What [`open_plain`]'s answer gives the guest. `None` when `openat2` is refused (an
/// old kernel, a seccomp filter): the guest then falls back to stat-ing before it
/// opens.
#[cfg(target_os = "linux")]
fn open_outcome(answer: rustix::io::Result<rustix::fd::OwnedFd>) -> Option<Result<std::fs::File, ErrorCode>> {
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
fn absent_beneath(dir: &std::fs::File, path: &str) -> bool {
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
fn regular_file_stat(metadata: &std::fs::Metadata) -> fs::DescriptorStat {
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

/// A directory's entries, read whole when the listing starts (as wasmtime-wasi reads
/// them), handed out one per call. It stands in the resource table where the bindings
/// expect wasmtime-wasi's own stream type: only the two functions below ever reach it.
#[cfg(unix)]
struct Listing {
    entries: std::vec::IntoIter<Result<fs::DirectoryEntry, ErrorCode>>,
}

#[cfg(unix)]
fn listing_mut(table: &mut ResourceTable, rep: u32) -> FsResult<&mut Listing> {
    let entry: &mut dyn Any = table.get_any_mut(rep)?;
    entry
        .downcast_mut::<Listing>()
        .ok_or_else(|| FsError::from(ErrorCode::BadDescriptor))
}

#[cfg(unix)]
fn list(dir: &std::fs::File) -> std::io::Result<Vec<Result<fs::DirectoryEntry, ErrorCode>>> {
    use rustix::fs::{AtFlags, Dir, FileType};

    let mut reader = Dir::read_from(dir)?;
    let mut entries = Vec::new();
    while let Some(entry) = reader.read() {
        let entry = entry?;
        let name = entry.file_name();
        if matches!(name.to_bytes(), b"." | b"..") {
            continue;
        }
        let Ok(name_text) = name.to_str() else {
            entries.push(Err(ErrorCode::IllegalByteSequence));
            continue;
        };
        let file_type = match entry.file_type() {
            // One name, not followed, beneath `dir`: it cannot leave the directory.
            FileType::Unknown => match rustix::fs::statat(dir, name, AtFlags::SYMLINK_NOFOLLOW) {
                Ok(stat) => FileType::from_raw_mode(stat.st_mode),
                Err(e) => {
                    entries.push(Err(ErrorCode::from(std::io::Error::from(e))));
                    continue;
                }
            },
            known => known,
        };
        let type_ = match file_type {
            FileType::RegularFile => fs::DescriptorType::RegularFile,
            FileType::Directory => fs::DescriptorType::Directory,
            FileType::Symlink => fs::DescriptorType::SymbolicLink,
            FileType::Fifo => fs::DescriptorType::Fifo,
            FileType::Socket => fs::DescriptorType::Socket,
            FileType::CharacterDevice => fs::DescriptorType::CharacterDevice,
            FileType::BlockDevice => fs::DescriptorType::BlockDevice,
            FileType::Unknown => fs::DescriptorType::Unknown,
        };
        entries.push(Ok(fs::DirectoryEntry {
            type_,
            name: name_text.to_owned(),
        }));
    }
    Ok(entries)
}

/// Calls wasmtime-wasi's implementation of each listed function as it is.
macro_rules! delegate {
    ($trait:ident: $(fn $name:ident(&mut self $(, $arg:ident: $ty:ty)*) -> $ret:ty;)*) => {
        $(fn $name(&mut self $(, $arg: $ty)*) -> $ret {
            fs::$trait::$name(&mut self.view $(, $arg)*)
        })*
    };
}

impl fs::Host for GuestFs<'_> {
    delegate! { Host:
        fn convert_error_code(&mut self, err: FsError) -> wasmtime::Result<fs::ErrorCode>;
        fn filesystem_error_code(&mut self, err: Resource<streams::Error>) -> wasmtime::Result<Option<fs::ErrorCode>>;
    }
}

impl fs::HostDescriptor for GuestFs<'_> {
    #[cfg(unix)]
    fn read_directory(&mut self, fd: Resource<fs::Descriptor>) -> FsResult<Resource<fs::DirectoryEntryStream>> {
        let dir = match self.view.table.get(&fd)? {
            Descriptor::Dir(dir) => std::sync::Arc::clone(&dir.dir),
            Descriptor::File(_) => return Err(ErrorCode::NotDirectory.into()),
        };
        let entries = list(&dir)?;
        #[cfg(target_os = "linux")]
        {
            let (base, prefix) = match self.ahead.dirs.get(&fd.rep()) {
                Some((base, prefix)) => (Arc::clone(base), prefix.clone()),
                None => (Arc::clone(&dir), String::new()),
            };
            let folders = entries.iter().filter_map(|entry| match entry {
                Ok(entry) if entry.type_ == fs::DescriptorType::Directory => Some(entry.name.as_str()),
                _ => None,
            });
            self.ahead.read_ahead.listed(&base, prefix, folders);
        }
        let listing = self.view.table.push(Listing {
            entries: entries.into_iter(),
        })?;
        Ok(Resource::new_own(listing.rep()))
    }

    #[cfg(not(unix))]
    delegate! { HostDescriptor:
        fn read_directory(&mut self, fd: Resource<fs::Descriptor>) -> FsResult<Resource<fs::DirectoryEntryStream>>;
    }

    /// A read of a file named without following links opens without blocking (or
    /// takes the worker's answer, [`crate::runtime::read_ahead`]); every other open is
    /// wasmtime-wasi's (see the module's documentation).
    #[cfg(target_os = "linux")]
    fn open_at(
        &mut self,
        fd: Resource<fs::Descriptor>,
        path_flags: fs::PathFlags,
        path: String,
        oflags: fs::OpenFlags,
        flags: fs::DescriptorFlags,
    ) -> FsResult<Resource<fs::Descriptor>> {
        use wasmtime_wasi::OpenMode;
        use wasmtime_wasi::filesystem::{Dir, File};

        let plain_read = !path_flags.contains(fs::PathFlags::SYMLINK_FOLLOW)
            && oflags == fs::OpenFlags::empty()
            && flags == fs::DescriptorFlags::READ;
        let parent_rep = fd.rep();
        let parent = match self.view.table.get(&fd)? {
            Descriptor::Dir(dir) => Some((Arc::clone(&dir.dir), dir.perms)),
            Descriptor::File(_) => None,
        };
        // The worker's stat of a regular file it opened, with its read of it.
        let mut kept = None;
        let opened = match &parent {
            Some((dir, perms)) if plain_read => {
                let raw = match self.ahead.read_ahead.take_open(dir, &path, WORKER_CALLS) {
                    Some(Answer { open, metadata, text }) => {
                        kept = metadata
                            .and_then(Result::ok)
                            .filter(std::fs::Metadata::is_file)
                            .map(|metadata| (regular_file_stat(&metadata), text));
                        Some(open)
                    }
                    None => open_plain(dir, &path),
                };
                raw.and_then(open_outcome).map(|opened| (dir, opened, *perms))
            }
            _ => None,
        };
        let Some((parent_dir, opened, perms)) = opened else {
            let rep = fs::HostDescriptor::open_at(&mut self.view, fd, path_flags, path.clone(), oflags, flags)?.rep();
            if let Some((dir, _)) = &parent
                && let Descriptor::Dir(_) = self.view.table.get(&Resource::<Descriptor>::new_borrow(rep))?
            {
                self.ahead.remember_dir(rep, parent_rep, dir, &path);
            }
            return Ok(Resource::new_own(rep));
        };
        // Every descriptor this host makes blocks the current thread (`sandbox`).
        let file = File::new(opened?, perms, OpenMode::READ, true);
        let rep = self.view.table.push(Descriptor::File(file))?.rep();
        // The worker's stat, or wasmtime-wasi's own stat of the new descriptor, which
        // also says whether it is a directory (wasmtime-wasi's open takes one stat for
        // that, too).
        let (stat, text) = match kept {
            Some((stat, text)) => (stat, text),
            None => match fs::HostDescriptor::stat(&mut self.view, Resource::new_borrow(rep)) {
                Ok(stat) => (stat, None),
                Err(e) => {
                    self.view.table.delete(Resource::<Descriptor>::new_own(rep))?;
                    return Err(e);
                }
            },
        };
        let rep = match stat.type_ {
            fs::DescriptorType::Directory => {
                let Descriptor::File(file) = self.view.table.delete(Resource::<Descriptor>::new_own(rep))? else {
                    return Err(ErrorCode::BadDescriptor.into());
                };
                let handle = Arc::try_unwrap(file.file).map_err(|_| ErrorCode::BadDescriptor)?;
                let dir = Dir::new(handle, perms, OpenMode::READ, true);
                let rep = self.view.table.push(Descriptor::Dir(dir))?.rep();
                self.ahead.remember_dir(rep, parent_rep, parent_dir, &path);
                rep
            }
            _ => rep,
        };
        self.ahead.text = text.map(|read| KeptText {
            rep,
            opened_call: self.call,
            stat_served: false,
            read,
        });
        *self.opened = Some(OpenedStat {
            call: self.call,
            rep,
            stat,
        });
        Ok(Resource::new_own(rep))
    }

    /// The stat the open just took, when this stat of the same descriptor is the very
    /// next call; wasmtime-wasi's otherwise.
    #[cfg(target_os = "linux")]
    fn stat(&mut self, fd: Resource<fs::Descriptor>) -> FsResult<fs::DescriptorStat> {
        if let Some(opened) = self.opened.take()
            && opened.call + 1 == self.call
            && opened.rep == fd.rep()
        {
            if let Some(text) = &mut self.ahead.text
                && text.rep == opened.rep
            {
                text.stat_served = true;
            }
            return Ok(opened.stat);
        }
        fs::HostDescriptor::stat(&mut self.view, fd)
    }

    /// A read into a buffer that is not zeroed first. wasmtime-wasi's read zeroes the
    /// whole buffer (`vec![0; len]`) and then reads over it: 6 MB of `memset` for a
    /// corpus catalog, 0.76% of its samples (docs/performance.md). The buffer
    /// holds exactly the bytes read, as wasmtime-wasi's does after its `truncate`, and a
    /// read is capped as it caps one. Descriptors that are not files, and reads of
    /// nothing, go to wasmtime-wasi.
    #[cfg(unix)]
    fn read(
        &mut self,
        fd: Resource<fs::Descriptor>,
        len: fs::Filesize,
        offset: fs::Filesize,
    ) -> FsResult<(Vec<u8>, bool)> {
        let len = usize::try_from(len).unwrap_or(usize::MAX).min(MAX_READ_ALLOCATION);
        #[cfg(target_os = "linux")]
        if self.ahead.text.as_ref().is_some_and(|text| text.rep == fd.rep())
            && let Some(text) = self.ahead.text.take()
            && offset == 0
            && text.read.asked == len
            && (self.call == text.opened_call + 1 || (self.call == text.opened_call + 2 && text.stat_served))
        {
            // The worker's read of this descriptor, from its start, of this length,
            // after the stat the guest was given.
            let end = text.read.bytes.is_empty();
            return Ok((text.read.bytes, end));
        }
        let Descriptor::File(file) = self.view.table.get(&fd)? else {
            return fs::HostDescriptor::read(&mut self.view, fd, len as u64, offset);
        };
        if len == 0 {
            // Nothing to zero; the OS still says whether the read is allowed.
            return fs::HostDescriptor::read(&mut self.view, fd, 0, offset);
        }
        let mut buffer = Vec::with_capacity(len);
        let read = rustix::io::pread(&*file.file, rustix::buffer::spare_capacity(&mut buffer), offset)
            .map_err(std::io::Error::from)?;
        // End of file is a read of nothing, as wasmtime-wasi reports it.
        Ok((buffer, read == 0))
    }

    #[cfg(not(unix))]
    delegate! { HostDescriptor:
        fn read(&mut self, fd: Resource<fs::Descriptor>, len: fs::Filesize, offset: fs::Filesize) -> FsResult<(Vec<u8>, bool)>;
    }

    /// A stat of a path that is not there and not a single plain name: the one
    /// `openat2` wasmtime-wasi would make, beneath the directory and not following the
    /// last component, without its detour through an async runtime, a path buffer and
    /// an I/O error. A discovery makes one per skill, for Codex's `agents/openai.yaml`,
    /// which almost no skill has. Whatever the `openat2` finds, or any other error,
    /// goes to wasmtime-wasi, which stats the path as it always has; a single
    /// component is one `statx` there already.
    #[cfg(target_os = "linux")]
    fn stat_at(
        &mut self,
        fd: Resource<fs::Descriptor>,
        path_flags: fs::PathFlags,
        path: String,
    ) -> FsResult<fs::DescriptorStat> {
        if !path_flags.contains(fs::PathFlags::SYMLINK_FOLLOW)
            && let Descriptor::Dir(dir) = self.view.table.get(&fd)?
        {
            let dir = Arc::clone(&dir.dir);
            match self.ahead.read_ahead.take_probe(&dir, &path) {
                Some(true) => return Err(ErrorCode::NoEntry.into()),
                Some(false) => {}
                None if absent_beneath(&dir, &path) => return Err(ErrorCode::NoEntry.into()),
                None => {}
            }
        }
        fs::HostDescriptor::stat_at(&mut self.view, fd, path_flags, path)
    }

    /// wasmtime-wasi's drop, after forgetting what reading ahead kept of the handle,
    /// which the table may give to the next descriptor. While the worker reads ahead,
    /// it closes the files the guest drops.
    fn drop(&mut self, fd: Resource<fs::Descriptor>) -> wasmtime::Result<()> {
        #[cfg(target_os = "linux")]
        {
            let rep = fd.rep();
            self.ahead.dirs.remove(&rep);
            if self.ahead.text.as_ref().is_some_and(|text| text.rep == rep) {
                self.ahead.text = None;
            }
            if self.ahead.read_ahead.has_worker() {
                // wasmtime-wasi's drop is this delete; the descriptor's own drop closes.
                if let Descriptor::File(file) = self.view.table.delete(fd)?
                    && let Ok(file) = Arc::try_unwrap(file.file)
                {
                    self.ahead.read_ahead.close(file);
                }
                return Ok(());
            }
        }
        fs::HostDescriptor::drop(&mut self.view, fd)
    }

    #[cfg(not(target_os = "linux"))]
    delegate! { HostDescriptor:
        fn open_at(&mut self, fd: Resource<fs::Descriptor>, path_flags: fs::PathFlags, path: String, oflags: fs::OpenFlags, flags: fs::DescriptorFlags) -> FsResult<Resource<fs::Descriptor>>;
        fn stat(&mut self, fd: Resource<fs::Descriptor>) -> FsResult<fs::DescriptorStat>;
        fn stat_at(&mut self, fd: Resource<fs::Descriptor>, path_flags: fs::PathFlags, path: String) -> FsResult<fs::DescriptorStat>;
    }

    delegate! { HostDescriptor:
        fn advise(&mut self, fd: Resource<fs::Descriptor>, offset: fs::Filesize, len: fs::Filesize, advice: fs::Advice) -> FsResult<()>;
        fn sync_data(&mut self, fd: Resource<fs::Descriptor>) -> FsResult<()>;
        fn get_flags(&mut self, fd: Resource<fs::Descriptor>) -> FsResult<fs::DescriptorFlags>;
        fn get_type(&mut self, fd: Resource<fs::Descriptor>) -> FsResult<fs::DescriptorType>;
        fn set_size(&mut self, fd: Resource<fs::Descriptor>, size: fs::Filesize) -> FsResult<()>;
        fn set_times(&mut self, fd: Resource<fs::Descriptor>, atim: fs::NewTimestamp, mtim: fs::NewTimestamp) -> FsResult<()>;
        fn write(&mut self, fd: Resource<fs::Descriptor>, buf: Vec<u8>, offset: fs::Filesize) -> FsResult<fs::Filesize>;
        fn sync(&mut self, fd: Resource<fs::Descriptor>) -> FsResult<()>;
        fn create_directory_at(&mut self, fd: Resource<fs::Descriptor>, path: String) -> FsResult<()>;
        fn set_times_at(&mut self, fd: Resource<fs::Descriptor>, path_flags: fs::PathFlags, path: String, atim: fs::NewTimestamp, mtim: fs::NewTimestamp) -> FsResult<()>;
        fn link_at(&mut self, fd: Resource<fs::Descriptor>, old_path_flags: fs::PathFlags, old_path: String, new_descriptor: Resource<fs::Descriptor>, new_path: String) -> FsResult<()>;
        fn readlink_at(&mut self, fd: Resource<fs::Descriptor>, path: String) -> FsResult<String>;
        fn remove_directory_at(&mut self, fd: Resource<fs::Descriptor>, path: String) -> FsResult<()>;
        fn rename_at(&mut self, fd: Resource<fs::Descriptor>, old_path: String, new_fd: Resource<fs::Descriptor>, new_path: String) -> FsResult<()>;
        fn symlink_at(&mut self, fd: Resource<fs::Descriptor>, src_path: String, dest_path: String) -> FsResult<()>;
        fn unlink_file_at(&mut self, fd: Resource<fs::Descriptor>, path: String) -> FsResult<()>;
        fn read_via_stream(&mut self, fd: Resource<fs::Descriptor>, offset: fs::Filesize) -> FsResult<Resource<streams::InputStream>>;
        fn write_via_stream(&mut self, fd: Resource<fs::Descriptor>, offset: fs::Filesize) -> FsResult<Resource<streams::OutputStream>>;
        fn append_via_stream(&mut self, fd: Resource<fs::Descriptor>) -> FsResult<Resource<streams::OutputStream>>;
        fn is_same_object(&mut self, a: Resource<fs::Descriptor>, b: Resource<fs::Descriptor>) -> wasmtime::Result<bool>;
        fn metadata_hash(&mut self, fd: Resource<fs::Descriptor>) -> FsResult<fs::MetadataHashValue>;
        fn metadata_hash_at(&mut self, fd: Resource<fs::Descriptor>, path_flags: fs::PathFlags, path: String) -> FsResult<fs::MetadataHashValue>;
    }
}

impl fs::HostDirectoryEntryStream for GuestFs<'_> {
    #[cfg(unix)]
    fn read_directory_entry(
        &mut self,
        stream: Resource<fs::DirectoryEntryStream>,
    ) -> FsResult<Option<fs::DirectoryEntry>> {
        let listing = listing_mut(self.view.table, stream.rep())?;
        match listing.entries.next() {
            None => Ok(None),
            Some(Ok(entry)) => Ok(Some(entry)),
            Some(Err(code)) => Err(code.into()),
        }
    }

    #[cfg(unix)]
    fn drop(&mut self, stream: Resource<fs::DirectoryEntryStream>) -> wasmtime::Result<()> {
        self.view.table.delete(Resource::<Listing>::new_own(stream.rep()))?;
        Ok(())
    }

    #[cfg(not(unix))]
    delegate! { HostDirectoryEntryStream:
        fn read_directory_entry(&mut self, stream: Resource<fs::DirectoryEntryStream>) -> FsResult<Option<fs::DirectoryEntry>>;
        fn drop(&mut self, stream: Resource<fs::DirectoryEntryStream>) -> wasmtime::Result<()>;
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::ffi::OsStrExt;

    /// Makes a FIFO at `path`.
    pub(super) fn make_fifo(path: &std::path::Path) {
        let made = std::process::Command::new("mkfifo").arg(path).status().unwrap();
        assert!(made.success(), "mkfifo {}", path.display());
    }

    #[test]
    fn a_listing_takes_each_type_from_the_entry_and_reports_a_name_that_is_not_utf8() {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path();
        std::fs::create_dir(root.join("skill")).unwrap();
        std::fs::write(root.join("SKILL.md"), "x").unwrap();
        std::os::unix::fs::symlink("skill", root.join("link")).unwrap();
        std::os::unix::fs::symlink("/nowhere", root.join("dangling")).unwrap();
        make_fifo(&root.join("pipe"));
        std::fs::write(root.join(std::ffi::OsStr::from_bytes(b"bad-\xff")), "").unwrap();

        let dir = std::fs::File::open(root).unwrap();
        let kind = |type_: &fs::DescriptorType| match type_ {
            fs::DescriptorType::RegularFile => "file",
            fs::DescriptorType::Directory => "directory",
            fs::DescriptorType::SymbolicLink => "link",
            fs::DescriptorType::Fifo => "fifo",
            _ => "other",
        };
        let mut found: Vec<(String, &str)> = list(&dir)
            .unwrap()
            .into_iter()
            .map(|entry| match entry {
                Ok(entry) => (entry.name.clone(), kind(&entry.type_)),
                Err(ErrorCode::IllegalByteSequence) => ("<not UTF-8>".to_string(), "error"),
                Err(_) => ("<other error>".to_string(), "error"),
            })
            .collect();
        found.sort();
        let expected: Vec<(String, &str)> = [
            ("<not UTF-8>", "error"),
            ("SKILL.md", "file"),
            ("dangling", "link"),
            ("link", "link"),
            ("pipe", "fifo"),
            ("skill", "directory"),
        ]
        .into_iter()
        .map(|(name, kind)| (name.to_string(), kind))
        .collect();
        assert_eq!(found, expected);
    }
}

#[cfg(all(test, target_os = "linux"))]
mod nonblocking_open_tests {
    use super::tests::make_fifo;
    use super::*;
    use std::time::Duration;
    use wasmtime_wasi::filesystem::Dir;
    use wasmtime_wasi::{FsPerms, OpenMode, WasiCtx, WasiCtxBuilder};

    /// A store's filesystem, as `sandbox::HostState` holds it.
    struct State {
        ctx: WasiCtx,
        table: ResourceTable,
        kept: GuestFsState,
    }

    impl FilesystemState for State {
        fn filesystem_parts(&mut self) -> (WasiFilesystemCtxView<'_>, &mut GuestFsState) {
            let view = WasiFilesystemCtxView {
                ctx: self.ctx.filesystem(),
                table: &mut self.table,
            };
            (view, &mut self.kept)
        }
    }

    /// A store's filesystem with `root` as a read-only directory, and its descriptor.
    fn state_over(root: &std::path::Path) -> (State, u32) {
        state_reading_ahead(root, false)
    }

    /// [`state_over`], reading ahead when `enabled` whatever the number of CPUs.
    fn state_reading_ahead(root: &std::path::Path, enabled: bool) -> (State, u32) {
        let mut state = State {
            ctx: WasiCtxBuilder::new().build(),
            table: ResourceTable::new(),
            kept: GuestFsState::reading_ahead(enabled),
        };
        let dir = Dir::new(
            std::fs::File::open(root).unwrap(),
            FsPerms::ReadOnly,
            OpenMode::READ,
            true,
        );
        let dir = state
            .filesystem_parts()
            .0
            .table
            .push(Descriptor::Dir(dir))
            .unwrap()
            .rep();
        (state, dir)
    }

    fn open(state: &mut State, dir: u32, path: &str) -> FsResult<Resource<fs::Descriptor>> {
        let mut fs = guest_filesystem(state);
        fs::HostDescriptor::open_at(
            &mut fs,
            Resource::new_borrow(dir),
            fs::PathFlags::empty(),
            path.to_string(),
            fs::OpenFlags::empty(),
            fs::DescriptorFlags::READ,
        )
    }

    fn stat(state: &mut State, fd: &Resource<fs::Descriptor>) -> fs::DescriptorStat {
        fs::HostDescriptor::stat(&mut guest_filesystem(state), Resource::new_borrow(fd.rep())).unwrap()
    }

    fn code(result: FsResult<Resource<fs::Descriptor>>) -> ErrorCode {
        match result {
            Ok(_) => panic!("opened"),
            Err(e) => e.downcast().unwrap(),
        }
    }

    #[test]
    fn a_read_without_following_links_opens_a_fifo_at_once_and_its_stat_answers_the_next_stat() {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path();
        std::fs::write(root.join("SKILL.md"), "hello").unwrap();
        std::fs::create_dir(root.join("sub")).unwrap();
        std::os::unix::fs::symlink("SKILL.md", root.join("link")).unwrap();
        let fifo = root.join("pipe");
        make_fifo(&fifo);

        let (mut state, dir) = state_over(root);

        // A blocking open would wait for a writer: give it one after a while, so that a
        // regression fails instead of hanging the tests.
        let (done, opened) = std::sync::mpsc::channel();
        let fifo_open = std::thread::spawn(move || {
            let fd = open(&mut state, dir, "pipe").map(|fd| fd.rep());
            done.send(()).unwrap();
            (state, fd)
        });
        let waited = opened.recv_timeout(Duration::from_secs(10));
        if waited.is_err() {
            let _writer = std::fs::OpenOptions::new().write(true).open(&fifo);
        }
        let (mut state, pipe) = fifo_open.join().unwrap();
        assert!(waited.is_ok(), "opening a FIFO waited for a writer");
        let pipe = Resource::new_own(pipe.unwrap());
        // wasmtime-wasi's stat calls a FIFO `unknown`: not a regular file, never read.
        assert_eq!(stat(&mut state, &pipe).type_, fs::DescriptorType::Unknown);

        // The open's stat answers the stat that follows it, and equals a fresh one.
        let file = open(&mut state, dir, "SKILL.md").unwrap();
        let (kept, fresh) = (stat(&mut state, &file), stat(&mut state, &file));
        assert_eq!(format!("{kept:?}"), format!("{fresh:?}"));
        assert_eq!((kept.type_, kept.size), (fs::DescriptorType::RegularFile, 5));

        // Any call in between, and the stat is taken again.
        let sub = open(&mut state, dir, "sub").unwrap();
        assert!(matches!(
            state.filesystem_parts().0.table.get(&sub).unwrap(),
            Descriptor::Dir(_)
        ));
        std::fs::write(root.join("SKILL.md"), "hello, again").unwrap();
        assert_eq!(stat(&mut state, &file).size, 12);

        assert_eq!(code(open(&mut state, dir, "link")), ErrorCode::Loop);
        assert_eq!(code(open(&mut state, dir, "../SKILL.md")), ErrorCode::NotPermitted);
        assert_eq!(code(open(&mut state, dir, "missing")), ErrorCode::NoEntry);
    }

    #[test]
    fn a_read_returns_what_wasmtime_wasi_returns_without_zeroing_a_buffer_first() {
        let tmp = tempfile::tempdir().unwrap();
        let text: Vec<u8> = (0..100_000u32).map(|i| (i % 251) as u8).collect();
        std::fs::write(tmp.path().join("big"), &text).unwrap();
        std::fs::create_dir(tmp.path().join("sub")).unwrap();
        let (mut state, dir) = state_over(tmp.path());
        let file = open(&mut state, dir, "big").unwrap().rep();
        let sub = open(&mut state, dir, "sub").unwrap().rep();

        let ours = |state: &mut State, fd: u32, len: u64, offset: u64| {
            fs::HostDescriptor::read(&mut guest_filesystem(state), Resource::new_borrow(fd), len, offset)
                .map_err(|e| format!("{:?}", e.downcast().unwrap()))
        };
        let theirs = |state: &mut State, fd: u32, len: u64, offset: u64| {
            fs::HostDescriptor::read(&mut state.filesystem_parts().0, Resource::new_borrow(fd), len, offset)
                .map_err(|e| format!("{:?}", e.downcast().unwrap()))
        };
        // Whole, capped at 64 KiB, from an offset, across the end, at and past the
        // end, nothing, and a directory.
        for (fd, len, offset) in [
            (file, 100_000, 0),
            (file, 5, 7),
            (file, 50_000, 60_000),
            (file, 10, 100_000),
            (file, 10, 200_000),
            (file, 0, 0),
            (file, u64::MAX, 0),
            (sub, 10, 0),
        ] {
            let got = ours(&mut state, fd, len, offset);
            assert_eq!(got, theirs(&mut state, fd, len, offset), "read({len}, {offset})");
            if let Ok((bytes, _)) = &got {
                let start = (offset as usize).min(text.len());
                assert_eq!(bytes[..], text[start..start + bytes.len()], "read({len}, {offset})");
            }
        }
        assert_eq!(ours(&mut state, file, 100_000, 0).unwrap().0.len(), 64 * 1024);
        assert_eq!(ours(&mut state, file, 10, 100_000).unwrap(), (Vec::new(), true));
    }

    #[test]
    fn a_stat_of_a_path_returns_what_wasmtime_wasi_returns() {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path().join("root");
        std::fs::create_dir_all(root.join("skill/agents")).unwrap();
        std::fs::write(root.join("skill/agents/openai.yaml"), "policy: {}\n").unwrap();
        std::fs::create_dir(root.join("plain")).unwrap();
        std::fs::write(tmp.path().join("outside.yaml"), "x").unwrap();
        std::os::unix::fs::symlink("../outside.yaml", root.join("skill/agents/escape.yaml")).unwrap();
        std::os::unix::fs::symlink(tmp.path(), root.join("out")).unwrap();
        std::os::unix::fs::symlink("skill", root.join("inside")).unwrap();
        let (mut state, dir) = state_over(&root);

        let stat_at = |fs: &mut dyn fs::HostDescriptor, follow: bool, path: &str| {
            let flags = if follow {
                fs::PathFlags::SYMLINK_FOLLOW
            } else {
                fs::PathFlags::empty()
            };
            match fs.stat_at(Resource::new_borrow(dir), flags, path.to_string()) {
                Ok(stat) => format!("{:?} {}", stat.type_, stat.size),
                Err(e) => format!("{:?}", e.downcast().unwrap()),
            }
        };
        for follow in [false, true] {
            for path in [
                "plain/agents/openai.yaml",
                "skill/agents/openai.yaml",
                "skill/agents/escape.yaml",
                "skill/agents",
                "skill",
                "missing",
                "out/outside.yaml",
                "out/missing.yaml",
                "inside/agents/openai.yaml",
                "inside/missing/openai.yaml",
                "../root/skill/agents/openai.yaml",
                "../missing/openai.yaml",
                "/etc/missing/openai.yaml",
                "plain/../plain/missing",
                "plain/nul\0/x",
            ] {
                let ours = stat_at(&mut guest_filesystem(&mut state), follow, path);
                let theirs = stat_at(&mut state.filesystem_parts().0, follow, path);
                assert_eq!(ours, theirs, "stat-at {path} (follow: {follow})");
            }
        }
        let absent = stat_at(&mut guest_filesystem(&mut state), false, "plain/agents/openai.yaml");
        assert_eq!(absent, format!("{:?}", ErrorCode::NoEntry));
    }

    /// What a discovery's calls return over `root`, in its order: open the root as a
    /// directory, list it, and for each folder by name open `SKILL.md`, stat it, read
    /// it whole, close it and stat `agents/openai.yaml` (`stat_first`: stat the path
    /// of `SKILL.md` instead, as a refresh does). A pause after each folder stands for
    /// the parse.
    fn discovery(state: &mut State, root: u32, stat_first: bool, pause: Duration) -> Vec<String> {
        discovery_of(state, root, stat_first, pause, usize::MAX)
    }

    /// [`discovery`] of the first `limit` folders only, as a walk stopped by its cap.
    fn discovery_of(state: &mut State, root: u32, stat_first: bool, pause: Duration, limit: usize) -> Vec<String> {
        let mut seen = Vec::new();
        let dir = fs::HostDescriptor::open_at(
            &mut guest_filesystem(state),
            Resource::new_borrow(root),
            fs::PathFlags::empty(),
            ".".to_string(),
            fs::OpenFlags::DIRECTORY,
            fs::DescriptorFlags::READ,
        )
        .unwrap();
        let stream =
            fs::HostDescriptor::read_directory(&mut guest_filesystem(state), Resource::new_borrow(dir.rep())).unwrap();
        let mut folders = Vec::new();
        while let Some(entry) = fs::HostDirectoryEntryStream::read_directory_entry(
            &mut guest_filesystem(state),
            Resource::new_borrow(stream.rep()),
        )
        .unwrap()
        {
            if entry.type_ == fs::DescriptorType::Directory {
                folders.push(entry.name);
            }
        }
        fs::HostDirectoryEntryStream::drop(&mut guest_filesystem(state), stream).unwrap();
        fs::HostDescriptor::drop(&mut guest_filesystem(state), dir).unwrap();
        folders.sort();
        folders.truncate(limit);
        let stat_at = |state: &mut State, path: String| match fs::HostDescriptor::stat_at(
            &mut guest_filesystem(state),
            Resource::new_borrow(root),
            fs::PathFlags::empty(),
            path,
        ) {
            Ok(stat) => format!("{stat:?}"),
            Err(e) => format!("{:?}", e.downcast().unwrap()),
        };
        for folder in folders {
            if stat_first {
                seen.push(format!("{folder}: {}", stat_at(state, format!("{folder}/SKILL.md"))));
            }
            let file = match open(state, root, &format!("{folder}/SKILL.md")) {
                Ok(file) => file,
                Err(e) => {
                    seen.push(format!("{folder}: {:?}", e.downcast().unwrap()));
                    continue;
                }
            };
            let stat = stat(state, &file);
            seen.push(format!("{folder}: {stat:?}"));
            if stat.type_ == fs::DescriptorType::RegularFile {
                let mut text = Vec::new();
                loop {
                    let (bytes, end) = fs::HostDescriptor::read(
                        &mut guest_filesystem(state),
                        Resource::new_borrow(file.rep()),
                        stat.size - text.len() as u64,
                        text.len() as u64,
                    )
                    .unwrap();
                    text.extend_from_slice(&bytes);
                    if end || bytes.is_empty() || text.len() as u64 >= stat.size {
                        break;
                    }
                }
                seen.push(format!(
                    "{folder}: {} bytes, {:x}",
                    text.len(),
                    text.iter().map(|&b| b as u64).sum::<u64>()
                ));
            }
            fs::HostDescriptor::drop(&mut guest_filesystem(state), file).unwrap();
            if !stat_first && stat.type_ == fs::DescriptorType::RegularFile {
                seen.push(format!(
                    "{folder}: {}",
                    stat_at(state, format!("{folder}/agents/openai.yaml"))
                ));
            }
            std::thread::sleep(pause);
        }
        seen
    }

    /// A root with every kind of folder a walk meets, plus plain skills.
    fn odd_root() -> tempfile::TempDir {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path();
        for i in 0..30 {
            let skill = root.join(format!("skill-{i:02}"));
            std::fs::create_dir(&skill).unwrap();
            // Sizes from empty to past the 64 KiB a read takes at most.
            let size = [0, 1, 100, 5_000, 65_536, 70_000][i % 6];
            let text: Vec<u8> = (0..size).map(|n| b'a' + ((n * 7 + i) % 26) as u8).collect();
            std::fs::write(skill.join("SKILL.md"), text).unwrap();
            // An access time after the change time: no read moves it (relatime), so
            // the stats of two passes compare equal.
            let later =
                std::fs::FileTimes::new().set_accessed(std::time::SystemTime::now() + Duration::from_secs(3600));
            std::fs::File::options()
                .write(true)
                .open(skill.join("SKILL.md"))
                .unwrap()
                .set_times(later)
                .unwrap();
            if i % 4 == 0 {
                std::fs::create_dir(skill.join("agents")).unwrap();
                std::fs::write(skill.join("agents/openai.yaml"), "policy: {}\n").unwrap();
            }
        }
        std::fs::create_dir_all(root.join("skill-05a/SKILL.md")).unwrap();
        std::fs::create_dir(root.join("skill-07a")).unwrap();
        std::os::unix::fs::symlink("../skill-00/SKILL.md", root.join("skill-07a/SKILL.md")).unwrap();
        std::fs::create_dir(root.join("skill-09a")).unwrap();
        std::fs::create_dir(root.join("skill-11a")).unwrap();
        make_fifo(&root.join("skill-11a/SKILL.md"));
        std::os::unix::fs::symlink("skill-01", root.join("skill-13a")).unwrap();
        std::fs::write(root.join("README.md"), "not a skill").unwrap();
        tmp
    }

    #[test]
    fn reading_ahead_gives_a_discovery_what_its_own_calls_give() {
        let tmp = odd_root();
        let pause = Duration::from_millis(2);
        let (mut own, root) = state_reading_ahead(tmp.path(), false);
        let expected = discovery(&mut own, root, false, Duration::ZERO);
        let (mut ahead, root) = state_reading_ahead(tmp.path(), true);
        let got = discovery(&mut ahead, root, false, pause);
        assert_eq!(got, expected);
        assert!(expected.iter().any(|line| line.contains("\"loop\"")), "{expected:#?}");
        assert!(
            expected.iter().any(|line| line.contains("\"no-entry\"")),
            "{expected:#?}"
        );
        // Of the opens after the first (32) and the probes of the folders the worker
        // takes after the guest's first probe (about 15), with a pause for each parse.
        let taken = ahead.kept.ahead.read_ahead.taken();
        assert!(taken >= 20, "the worker answered {taken} calls");
        // The batch is done, so the files the guest closed after the worker's last
        // folder were closed at once: none waits open.
        assert_eq!(ahead.kept.ahead.read_ahead.closes_waiting(), 0);
        assert_eq!(own.kept.ahead.read_ahead.taken(), 0);

        // Again in the same store, in another call: a refresh stats before it opens,
        // and starts no reading ahead.
        ahead.kept.end_call();
        own.kept.end_call();
        let refreshed = discovery(&mut ahead, root, true, pause);
        assert_eq!(ahead.kept.ahead.read_ahead.taken(), taken);
        assert_eq!(refreshed, discovery(&mut own, root, true, Duration::ZERO));
    }

    #[test]
    fn the_workers_stat_of_a_regular_file_is_wasmtime_wasis() {
        let tmp = tempfile::tempdir().unwrap();
        let day = Duration::from_secs(86_400);
        for (name, modified) in [
            ("now", None),
            ("before-1970", Some(std::time::UNIX_EPOCH - day)),
            (
                "just-before-1970",
                Some(std::time::UNIX_EPOCH - Duration::from_millis(500)),
            ),
            ("in-2200", Some(std::time::UNIX_EPOCH + 230 * 365 * day)),
        ] {
            let path = tmp.path().join(name);
            std::fs::write(&path, name).unwrap();
            if let Some(time) = modified {
                std::fs::File::options()
                    .write(true)
                    .open(&path)
                    .unwrap()
                    .set_modified(time)
                    .unwrap();
            }
            let (mut state, dir) = state_over(tmp.path());
            let file = open(&mut state, dir, name).unwrap();
            let theirs =
                fs::HostDescriptor::stat(&mut state.filesystem_parts().0, Resource::new_borrow(file.rep())).unwrap();
            let ours = regular_file_stat(&std::fs::metadata(&path).unwrap());
            assert_eq!(format!("{ours:?}"), format!("{theirs:?}"), "{name}");
        }
    }

    #[test]
    fn an_answer_never_outlives_the_call_it_was_made_for() {
        let tmp = odd_root();
        let (mut state, root) = state_reading_ahead(tmp.path(), true);
        // A walk that stops after 3 folders, while the worker has read further.
        discovery_of(&mut state, root, false, Duration::from_millis(2), 3);
        assert!(answer_comes(&mut state, root, "skill-05/SKILL.md"));
        state.kept.end_call();
        std::fs::write(tmp.path().join("skill-05/SKILL.md"), "changed").unwrap();
        let file = open(&mut state, root, "skill-05/SKILL.md").unwrap();
        assert_eq!(stat(&mut state, &file).size, 7);
        let (bytes, _) = fs::HostDescriptor::read(
            &mut guest_filesystem(&mut state),
            Resource::new_borrow(file.rep()),
            7,
            0,
        )
        .unwrap();
        assert_eq!(bytes, b"changed");
    }

    /// Whether the worker comes to hold an answer for `path` within 10 s.
    fn answer_comes(state: &mut State, root: u32, path: &str) -> bool {
        let dir = match state
            .filesystem_parts()
            .0
            .table
            .get(&Resource::<Descriptor>::new_borrow(root))
        {
            Ok(Descriptor::Dir(dir)) => Arc::clone(&dir.dir),
            _ => panic!("the root is a directory"),
        };
        let deadline = std::time::Instant::now() + Duration::from_secs(10);
        while std::time::Instant::now() < deadline {
            if state.kept.ahead.read_ahead.has_answer(&dir, path) {
                return true;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        false
    }

    #[test]
    fn bytes_read_ahead_never_follow_a_stat_taken_afresh() {
        let tmp = odd_root();
        let (mut state, root) = state_reading_ahead(tmp.path(), true);
        discovery_of(&mut state, root, false, Duration::ZERO, 3);
        assert!(answer_comes(&mut state, root, "skill-03/SKILL.md"));
        // Changed in place after the worker read it: the same size, other bytes.
        std::fs::write(tmp.path().join("skill-03/SKILL.md"), vec![b'Z'; 5_000]).unwrap();
        let file = open(&mut state, root, "skill-03/SKILL.md").unwrap();
        // A call in between, so the stat is taken afresh and gives the new time.
        fs::HostDescriptor::stat_at(
            &mut guest_filesystem(&mut state),
            Resource::new_borrow(root),
            fs::PathFlags::empty(),
            "skill-00/SKILL.md".to_string(),
        )
        .unwrap();
        assert_eq!(stat(&mut state, &file).size, 5_000);
        let (bytes, _) = fs::HostDescriptor::read(
            &mut guest_filesystem(&mut state),
            Resource::new_borrow(file.rep()),
            5_000,
            0,
        )
        .unwrap();
        assert_eq!(bytes, vec![b'Z'; 5_000]);
    }
}
