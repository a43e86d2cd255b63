//! The filesystem calls discovery makes for every skill, made straight through
//! `wasi:filesystem` in the component instead of through Rust std and wasi-libc.
//!
//! Measured with strace on the corpus: wasi-libc's `stat` is two trips through the
//! sandbox (`stat-at`, then `metadata-hash-at` to make up `st_ino`), and its `readdir`
//! makes the same extra trip for every entry (`d_ino`). Each trip resolves the path
//! again on the host (an `openat2` and a `statx`). Discovery needs neither inode, so
//! here one `stat-at` is one trip, a listing is one `read-directory`, and a `SKILL.md`
//! is read with one `read` sized by its stat, without setting up a stream.
//!
//! Paths are resolved against the preopened directories, as wasi-libc does. A path
//! under no preopen, and every native build, goes through std. The imports are the
//! ones std already makes (`wasi:filesystem@0.2.6`), so the component gains none.

use std::io;
use std::path::Path;
use std::time::SystemTime;

/// What a directory entry or a stat is (a symlink is never followed when listing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Dir,
    File,
    Symlink,
    Other,
}

/// The kind of an entry as std reports it (a symlink is never followed here).
pub(crate) fn kind_of(file_type: std::fs::FileType) -> Kind {
    if file_type.is_symlink() {
        Kind::Symlink
    } else if file_type.is_dir() {
        Kind::Dir
    } else if file_type.is_file() {
        Kind::File
    } else {
        Kind::Other
    }
}

/// What discovery needs from a stat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stat {
    pub kind: Kind,
    pub len: u64,
    pub modified: Option<SystemTime>,
}

impl Stat {
    pub fn is_file(&self) -> bool {
        self.kind == Kind::File
    }

    pub fn is_dir(&self) -> bool {
        self.kind == Kind::Dir
    }

    pub fn is_symlink(&self) -> bool {
        self.kind == Kind::Symlink
    }

    /// What std's metadata says (natively, and under no preopen in the component).
    fn of(meta: &std::fs::Metadata) -> Stat {
        Stat {
            kind: kind_of(meta.file_type()),
            len: meta.len(),
            modified: meta.modified().ok(),
        }
    }
}

/// Size and modification time of a `SKILL.md`: what refresh compares to decide
/// whether to parse it again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stamp {
    pub len: u64,
    pub modified: Option<std::time::SystemTime>,
}

impl Stamp {
    pub fn of(stat: &Stat) -> Stamp {
        Stamp {
            len: stat.len,
            modified: stat.modified,
        }
    }
}

/// Whether the host preopened a directory at exactly `path`: a linked skill folder it
/// chose to follow is preopened at the link's own guest path (never on a native build).
pub fn is_preopen(path: &Path) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        crate::fs::preopens::table().iter().any(|p| Path::new(&p.path) == path)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = path;
        false
    }
}

/// Stats `path` without following a final symlink.
pub fn symlink_metadata(path: &Path) -> io::Result<Stat> {
    stat(path, false)
}

/// Stats `path`, following symlinks.
pub fn metadata(path: &Path) -> io::Result<Stat> {
    stat(path, true)
}

/// A stat through std: natively, and in the component for a path under no preopen.
fn std_stat(path: &Path, follow: bool) -> io::Result<Stat> {
    let meta = if follow {
        std::fs::metadata(path)?
    } else {
        std::fs::symlink_metadata(path)?
    };
    Ok(Stat::of(&meta))
}

#[cfg(not(target_arch = "wasm32"))]
fn stat(path: &Path, follow: bool) -> io::Result<Stat> {
    std_stat(path, follow)
}

#[cfg(target_arch = "wasm32")]
fn stat(path: &Path, follow: bool) -> io::Result<Stat> {
    match wasi::locate(path) {
        Some((dir, relative)) => wasi::stat_at(dir, relative, follow),
        None => std_stat(path, follow),
    }
}

/// Whether `a` and `b` are one file or directory (same device and inode), as when one
/// skill is reached through two roots. Only asked when two skills share a name. In
/// the component it compares `metadata-hash-at`, which wasmtime-wasi derives from the
/// host's device and inode (std exposes no inode on WASI without a nightly feature).
pub fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        let hash = |path: &Path| wasi::locate(path).and_then(|(dir, rel)| wasi::metadata_hash_at(dir, rel).ok());
        matches!((hash(a), hash(b)), (Some(x), Some(y)) if x == y)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        use std::os::unix::fs::MetadataExt;
        match (std::fs::metadata(a), std::fs::metadata(b)) {
            (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
            _ => false,
        }
    }
}

/// The wall-clock time, to judge how recent a directory's modification time is.
/// In the component it is read straight from `wasi:clocks/wall-clock`: std's
/// `SystemTime::now` goes through wasi-libc's `clock_gettime`, which would add an
/// import of the monotonic clock too.
pub fn now() -> SystemTime {
    #[cfg(target_arch = "wasm32")]
    return wasi::now();
    #[cfg(not(target_arch = "wasm32"))]
    SystemTime::now()
}

/// Reads at most `len` bytes from the start of the file at `path` (what its stat said;
/// fewer if it shrank since). The caller has checked that it is a regular file.
pub fn read_prefix(path: &Path, len: u64) -> io::Result<Vec<u8>> {
    #[cfg(target_arch = "wasm32")]
    if let Some((dir, relative)) = wasi::locate(path) {
        return wasi::read_prefix(dir, relative, len);
    }
    read_std_prefix(std::fs::File::open(path)?, len)
}

fn read_std_prefix(file: std::fs::File, len: u64) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::with_capacity(len as usize);
    io::Read::read_to_end(&mut io::Read::take(file, len), &mut bytes)?;
    Ok(bytes)
}

/// The name of the environment variable by which a host says that its `open-at`,
/// asked to read a file without following links, never waits (the WIT package's
/// documentation; the Rust host sets it on Linux).
pub const NONBLOCKING_OPEN_VAR: &str = "AGENTSKILLS_NONBLOCKING_OPEN";

/// Whether a file may be opened before it is stat-ed: an open that blocked (a FIFO
/// waits for a writer) would hang the host's thread beyond any deadline. In the
/// component the host must say so ([`NONBLOCKING_OPEN_VAR`]); natively the open asks
/// for `O_NONBLOCK` itself.
pub fn opens_never_block() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        static SAID: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
        *SAID.get_or_init(|| std::env::var_os(NONBLOCKING_OPEN_VAR).is_some_and(|value| value == "1"))
    }
    #[cfg(not(target_arch = "wasm32"))]
    cfg!(unix)
}

/// A file opened for reading where it was found, and what its descriptor's stat says.
pub struct OpenedFile {
    stat: Stat,
    #[cfg(target_arch = "wasm32")]
    descriptor: wasi::Descriptor,
    #[cfg(not(target_arch = "wasm32"))]
    file: std::fs::File,
}

impl OpenedFile {
    /// Type, size and time of the file opened (not of a path that may have changed).
    pub fn stat(&self) -> Stat {
        self.stat
    }

    /// Reads at most `len` bytes from its start, as [`read_prefix`] does.
    pub fn read_prefix(self, len: u64) -> io::Result<Vec<u8>> {
        #[cfg(target_arch = "wasm32")]
        return wasi::read_descriptor(&self.descriptor, len);
        #[cfg(not(target_arch = "wasm32"))]
        read_std_prefix(self.file, len)
    }
}

/// Opens `path` for reading without following a link in its last component (a link
/// fails, with `ELOOP`), and stats the descriptor: one path walk where a stat and then
/// an open make two. Only when [`opens_never_block`]; `None` for a path under no
/// preopen, which the caller stats first as before.
pub fn open_unfollowed(path: &Path) -> Option<io::Result<OpenedFile>> {
    #[cfg(target_arch = "wasm32")]
    {
        let (dir, relative) = wasi::locate(path)?;
        Some(wasi::open_unfollowed(dir, relative).map(|(descriptor, stat)| OpenedFile { stat, descriptor }))
    }
    #[cfg(all(unix, not(target_arch = "wasm32")))]
    {
        use std::os::unix::fs::OpenOptionsExt;
        let opened = std::fs::OpenOptions::new()
            .read(true)
            .custom_flags(libc::O_NONBLOCK | libc::O_NOFOLLOW)
            .open(path)
            .and_then(|file| {
                let stat = Stat::of(&file.metadata()?);
                Ok(OpenedFile { stat, file })
            });
        Some(opened)
    }
    #[cfg(not(any(unix, target_arch = "wasm32")))]
    {
        let _ = path;
        None
    }
}

/// A stream that keeps failing would never end: stop counting after this many.
pub(crate) const MAX_SKIPPED: usize = 1000;

/// A directory's entries as read: each a name and kind, or why it could not be read.
#[cfg(target_arch = "wasm32")]
pub type Entries = Vec<io::Result<(String, Kind)>>;

/// The entries of a directory, with their kinds (a symlink is `Symlink`, never
/// followed), or `None` when the path is under no preopen (the caller lists it with
/// std). Each entry is `Ok(name, kind)`, or `Err` when it could not be read: its name
/// is not UTF-8, or the stream failed. A failing stream is ended after one error.
#[cfg(target_arch = "wasm32")]
pub fn read_dir(path: &Path) -> Option<io::Result<Entries>> {
    let (dir, relative) = wasi::locate(path)?;
    Some(wasi::read_dir(dir, relative))
}

/// `wasi:filesystem` by its canonical ABI: the layouts below are those wit-bindgen
/// generates for these functions (checked against the `wasip2` crate's bindings).
#[cfg(target_arch = "wasm32")]
pub(crate) mod wasi {
    use std::io;
    use std::path::Path;
    use std::time::{Duration, SystemTime};

    use super::{Kind, Stat};
    use crate::fs::preopens::drop_descriptor;

    #[link(wasm_import_module = "wasi:filesystem/types@0.2.6")]
    unsafe extern "C" {
        #[link_name = "[method]descriptor.stat-at"]
        fn stat_at_raw(dir: i32, path_flags: i32, path: *const u8, path_len: usize, ret: *mut u8);
        #[link_name = "[method]descriptor.open-at"]
        fn open_at_raw(
            dir: i32,
            path_flags: i32,
            path: *const u8,
            path_len: usize,
            open_flags: i32,
            descriptor_flags: i32,
            ret: *mut u8,
        );
        #[link_name = "[method]descriptor.metadata-hash-at"]
        fn metadata_hash_at_raw(dir: i32, path_flags: i32, path: *const u8, path_len: usize, ret: *mut u8);
        #[link_name = "[method]descriptor.stat"]
        fn stat_raw(descriptor: i32, ret: *mut u8);
        #[link_name = "[method]descriptor.read"]
        fn read_raw(file: i32, length: i64, offset: i64, ret: *mut u8);
        #[link_name = "[method]descriptor.read-directory"]
        fn read_directory_raw(dir: i32, ret: *mut u8);
        #[link_name = "[method]directory-entry-stream.read-directory-entry"]
        fn read_directory_entry_raw(stream: i32, ret: *mut u8);
        #[link_name = "[resource-drop]directory-entry-stream"]
        fn drop_stream(stream: i32);
    }

    #[link(wasm_import_module = "wasi:clocks/wall-clock@0.2.6")]
    unsafe extern "C" {
        #[link_name = "now"]
        fn now_raw(ret: *mut u8);
    }

    /// `wall-clock.now`: a `datetime` record, seconds (u64) at 0 and nanoseconds
    /// (u32) at 8.
    pub fn now() -> SystemTime {
        let mut ret = RetArea::new();
        // SAFETY: `ret` is an 8-aligned area larger than the 16-byte result.
        unsafe { now_raw(ret.ptr()) };
        datetime(ret.u64_at(0), ret.u32_at(8)).unwrap_or(SystemTime::UNIX_EPOCH)
    }

    /// A WASI `datetime`, or `None` when it lies beyond what `SystemTime` holds
    /// (`Duration::new` would panic on the carry of out-of-range nanoseconds).
    fn datetime(seconds: u64, nanoseconds: u32) -> Option<SystemTime> {
        SystemTime::UNIX_EPOCH
            .checked_add(Duration::from_secs(seconds))?
            .checked_add(Duration::from_nanos(u64::from(nanoseconds)))
    }

    const SYMLINK_FOLLOW: i32 = 1;
    const OPEN_DIRECTORY: i32 = 2;
    const READ: i32 = 1;
    /// `error-code.illegal-byte-sequence`: a name that is not UTF-8.
    const ILLEGAL_BYTE_SEQUENCE: u8 = 9;

    /// A result area for the largest return value here (`stat-at`: 104 bytes).
    #[repr(C, align(8))]
    struct RetArea([u8; 104]);

    impl RetArea {
        fn new() -> RetArea {
            RetArea([0; 104])
        }
        fn ptr(&mut self) -> *mut u8 {
            self.0.as_mut_ptr()
        }
        fn u8_at(&self, offset: usize) -> u8 {
            self.0[offset]
        }
        fn u32_at(&self, offset: usize) -> u32 {
            let mut b = [0; 4];
            b.copy_from_slice(&self.0[offset..offset + 4]);
            u32::from_le_bytes(b)
        }
        fn u64_at(&self, offset: usize) -> u64 {
            let mut b = [0; 8];
            b.copy_from_slice(&self.0[offset..offset + 8]);
            u64::from_le_bytes(b)
        }
    }

    /// The preopen holding `path` (the longest matching prefix, as wasi-libc picks),
    /// and the path relative to it (`.` for the preopen itself).
    pub fn locate(path: &Path) -> Option<(i32, &str)> {
        use std::sync::OnceLock;
        use std::sync::atomic::{AtomicUsize, Ordering};

        // Nearly every call is under the preopen the call before it was: a walk reads
        // one root at a time. That one answers alone when no other preopen lies inside
        // it or shares its path; otherwise every preopen is compared.
        static LAST: AtomicUsize = AtomicUsize::new(usize::MAX);
        static ALONE: OnceLock<Vec<bool>> = OnceLock::new();
        let path = path.to_str()?;
        let table = crate::fs::preopens::table();
        let last = LAST.load(Ordering::Relaxed);
        let alone = ALONE.get_or_init(|| {
            let bases: Vec<&str> = table.iter().map(|p| p.path.as_str()).collect();
            (0..bases.len()).map(|i| super::answers_alone(&bases, i)).collect()
        });
        if let (Some(preopen), Some(true)) = (table.get(last), alone.get(last))
            && let Some(relative) = super::under_preopen(&preopen.path, path)
        {
            return Some((preopen.descriptor, relative));
        }
        let (at, relative) = super::longest_preopen(table.iter().map(|p| p.path.as_str()), path)?;
        LAST.store(at, Ordering::Relaxed);
        Some((table[at].descriptor, relative))
    }

    /// The errno wasi-libc gives an `error-code`, so messages read as std's do.
    fn error(code: u8) -> io::Error {
        const ERRNO: [i32; 37] = [
            libc::EACCES,
            libc::EAGAIN,
            libc::EALREADY,
            libc::EBADF,
            libc::EBUSY,
            libc::EDEADLK,
            libc::EDQUOT,
            libc::EEXIST,
            libc::EFBIG,
            libc::EILSEQ,
            libc::EINPROGRESS,
            libc::EINTR,
            libc::EINVAL,
            libc::EIO,
            libc::EISDIR,
            libc::ELOOP,
            libc::EMLINK,
            libc::EMSGSIZE,
            libc::ENAMETOOLONG,
            libc::ENODEV,
            libc::ENOENT,
            libc::ENOLCK,
            libc::ENOMEM,
            libc::ENOSPC,
            libc::ENOTDIR,
            libc::ENOTEMPTY,
            libc::ENOTRECOVERABLE,
            libc::ENOTSUP,
            libc::ENOTTY,
            libc::ENXIO,
            libc::EOVERFLOW,
            libc::EPERM,
            libc::EPIPE,
            libc::EROFS,
            libc::ESPIPE,
            libc::ETXTBSY,
            libc::EXDEV,
        ];
        io::Error::from_raw_os_error(ERRNO.get(code as usize).copied().unwrap_or(libc::EIO))
    }

    fn kind(descriptor_type: u8) -> Kind {
        match descriptor_type {
            3 => Kind::Dir,
            5 => Kind::Symlink,
            6 => Kind::File,
            _ => Kind::Other,
        }
    }

    pub fn stat_at(dir: i32, path: &str, follow: bool) -> io::Result<Stat> {
        let mut ret = RetArea::new();
        let flags = if follow { SYMLINK_FOLLOW } else { 0 };
        // SAFETY: `path` is live for the call; `ret` is an 8-aligned area of the
        // result's size (104 bytes), which the host fills in before returning.
        unsafe { stat_at_raw(dir, flags, path.as_ptr(), path.len(), ret.ptr()) };
        stat_result(&ret)
    }

    /// `result<descriptor-stat, error-code>`, as `stat` and `stat-at` return it.
    fn stat_result(ret: &RetArea) -> io::Result<Stat> {
        if ret.u8_at(0) != 0 {
            return Err(error(ret.u8_at(8)));
        }
        // descriptor-stat at 8: type u8, link-count u64 at 16, size u64 at 24, then
        // three option<datetime> at 32, 56 and 80 (tag, seconds at +8, nanos at +16).
        let modified = (ret.u8_at(56) == 1)
            .then(|| datetime(ret.u64_at(64), ret.u32_at(72)))
            .flatten();
        Ok(Stat {
            kind: kind(ret.u8_at(8)),
            len: ret.u64_at(24),
            modified,
        })
    }

    /// `metadata-hash-at`, following symlinks: a value equal for two paths exactly when
    /// they name one file.
    pub fn metadata_hash_at(dir: i32, path: &str) -> io::Result<(u64, u64)> {
        let mut ret = RetArea::new();
        // SAFETY: `path` is live for the call; the result is `result<metadata-hash-value,
        // error-code>`: tag at 0, then `lower` and `upper` (u64) at 8 and 16, or the
        // error at 8, within the 8-aligned 104-byte area.
        unsafe { metadata_hash_at_raw(dir, SYMLINK_FOLLOW, path.as_ptr(), path.len(), ret.ptr()) };
        if ret.u8_at(0) != 0 {
            return Err(error(ret.u8_at(8)));
        }
        Ok((ret.u64_at(8), ret.u64_at(16)))
    }

    /// An owned descriptor, dropped on every way out.
    pub struct Descriptor(i32);

    impl Drop for Descriptor {
        fn drop(&mut self) {
            // SAFETY: the handle came from `open-at` and is dropped exactly once, here.
            unsafe { drop_descriptor(self.0) }
        }
    }

    fn open_at(dir: i32, path: &str, open_flags: i32) -> io::Result<Descriptor> {
        open_at_with(dir, SYMLINK_FOLLOW, path, open_flags)
    }

    fn open_at_with(dir: i32, path_flags: i32, path: &str, open_flags: i32) -> io::Result<Descriptor> {
        let mut ret = RetArea::new();
        // SAFETY: as in `stat_at`; the result is `result<own<descriptor>, error-code>`
        // (tag at 0, handle or error at 4).
        unsafe { open_at_raw(dir, path_flags, path.as_ptr(), path.len(), open_flags, READ, ret.ptr()) };
        if ret.u8_at(0) != 0 {
            return Err(error(ret.u8_at(4)));
        }
        Ok(Descriptor(ret.u32_at(4) as i32))
    }

    /// Opens a file for reading without following a final link, then stats the
    /// descriptor. Only where the host's open cannot block (`super::opens_never_block`).
    pub fn open_unfollowed(dir: i32, path: &str) -> io::Result<(Descriptor, Stat)> {
        let file = open_at_with(dir, 0, path, 0)?;
        let mut ret = RetArea::new();
        // SAFETY: `ret` is an 8-aligned area of the result's size, as in `stat_at`.
        unsafe { stat_raw(file.0, ret.ptr()) };
        let stat = stat_result(&ret)?;
        Ok((file, stat))
    }

    pub fn read_prefix(dir: i32, path: &str, len: u64) -> io::Result<Vec<u8>> {
        read_descriptor(&open_at(dir, path, 0)?, len)
    }

    /// Reads at most `len` bytes from the start of an open file.
    pub fn read_descriptor(file: &Descriptor, len: u64) -> io::Result<Vec<u8>> {
        let mut bytes = Vec::new();
        while (bytes.len() as u64) < len {
            let mut ret = RetArea::new();
            let want = len - bytes.len() as u64;
            // SAFETY: the result is `result<tuple<list<u8>, bool>, error-code>`: tag at
            // 0, then the list's pointer at 4 and length at 8, and end-of-file at 12.
            // The host allocated the list through this module's `cabi_realloc` (the
            // global allocator) with `Vec<u8>`'s layout and gives up its ownership.
            unsafe { read_raw(file.0, want as i64, bytes.len() as i64, ret.ptr()) };
            if ret.u8_at(0) != 0 {
                return Err(error(ret.u8_at(4)));
            }
            let count = ret.u32_at(8) as usize;
            let end = ret.u8_at(12) != 0;
            if count > 0 {
                // SAFETY: see above; a non-empty list has a real allocation.
                let chunk = unsafe { Vec::from_raw_parts(ret.u32_at(4) as usize as *mut u8, count, count) };
                if bytes.is_empty() {
                    bytes = chunk;
                } else {
                    bytes.extend_from_slice(&chunk);
                }
            }
            if end || count == 0 {
                break;
            }
        }
        bytes.truncate(len as usize);
        Ok(bytes)
    }

    pub fn read_dir(dir: i32, path: &str) -> io::Result<super::Entries> {
        // Even the preopen itself is opened again (as `.`): jco's preview2-shim cannot
        // list a preopen's own descriptor, and wasi-libc never asks it to.
        let opened = open_at(dir, path, OPEN_DIRECTORY)?;
        let mut ret = RetArea::new();
        // SAFETY: the result is `result<own<directory-entry-stream>, error-code>` (tag
        // at 0, handle or error at 4).
        unsafe { read_directory_raw(opened.0, ret.ptr()) };
        if ret.u8_at(0) != 0 {
            return Err(error(ret.u8_at(4)));
        }
        let stream = ret.u32_at(4) as i32;
        let mut entries = Vec::new();
        let mut failures = 0;
        loop {
            let mut ret = RetArea::new();
            // SAFETY: the result is `result<option<directory-entry>, error-code>`: tag
            // at 0, the option's tag at 4, then the entry's type at 8 and its name's
            // pointer and length at 12 and 16 (a string the host allocated through
            // `cabi_realloc` and hands over), or the error at 4.
            unsafe { read_directory_entry_raw(stream, ret.ptr()) };
            if ret.u8_at(0) != 0 {
                let code = ret.u8_at(4);
                entries.push(Err(error(code)));
                failures += 1;
                if code == ILLEGAL_BYTE_SEQUENCE && failures <= super::MAX_SKIPPED {
                    continue;
                }
                break;
            }
            if ret.u8_at(4) == 0 {
                break;
            }
            let len = ret.u32_at(16) as usize;
            let name = if len == 0 {
                Vec::new()
            } else {
                // SAFETY: see above.
                unsafe { Vec::from_raw_parts(ret.u32_at(12) as usize as *mut u8, len, len) }
            };
            match String::from_utf8(name) {
                Ok(name) => entries.push(Ok((name, kind(ret.u8_at(8))))),
                Err(_) => entries.push(Err(error(ILLEGAL_BYTE_SEQUENCE))),
            }
        }
        // SAFETY: the stream handle is ours and dropped exactly once.
        unsafe { drop_stream(stream) };
        Ok(entries)
    }
}

/// `path` relative to the preopen at `base` (`.` for the preopen itself), when it lies
/// there.
#[cfg(any(target_arch = "wasm32", test))]
fn under_preopen<'p>(base: &str, path: &'p str) -> Option<&'p str> {
    let base = base.trim_end_matches('/');
    let rest = path.strip_prefix(base)?;
    let relative = rest.trim_start_matches('/');
    // `/roots/1` must not match `/roots/10/...`.
    if relative.len() == rest.len() && !rest.is_empty() {
        return None;
    }
    Some(if relative.is_empty() { "." } else { relative })
}

/// The preopen of `bases` holding `path`: the longest, the first of equal ones (as
/// wasi-libc picks), by its index, with `path` relative to it.
#[cfg(any(target_arch = "wasm32", test))]
fn longest_preopen<'a, 'p>(bases: impl Iterator<Item = &'a str>, path: &'p str) -> Option<(usize, &'p str)> {
    let mut best: Option<(usize, usize, &str)> = None;
    for (at, base) in bases.enumerate() {
        let Some(relative) = under_preopen(base, path) else {
            continue;
        };
        let len = base.trim_end_matches('/').len();
        if best.is_none_or(|(best_len, _, _)| len > best_len) {
            best = Some((len, at, relative));
        }
    }
    best.map(|(_, at, relative)| (at, relative))
}

/// Whether the preopen `bases[at]` holds a path exactly when [`longest_preopen`] picks
/// it: no other preopen lies inside it or has its path.
#[cfg(any(target_arch = "wasm32", test))]
fn answers_alone(bases: &[&str], at: usize) -> bool {
    bases
        .iter()
        .enumerate()
        .all(|(other, base)| other == at || under_preopen(bases[at], base).is_none())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_goes_to_its_longest_preopen_and_a_lone_one_answers_alone() {
        let bases = ["/roots/1", "/roots/10/", "/roots/1/inner", "/", "/roots/1"];
        let pick = |path| longest_preopen(bases.iter().copied(), path);
        assert_eq!(pick("/roots/10/a"), Some((1, "a")));
        assert_eq!(pick("/roots/1/a/b"), Some((0, "a/b")));
        assert_eq!(pick("/roots/1/inner/x"), Some((2, "x")));
        assert_eq!(pick("/roots/1/inner"), Some((2, ".")));
        assert_eq!(pick("/roots/1"), Some((0, ".")));
        assert_eq!(pick("/elsewhere"), Some((3, "elsewhere")));
        assert_eq!(longest_preopen(bases[..3].iter().copied(), "/roots/100"), None);
        // `/roots/1` holds `/roots/1/inner` and shares its path with the last; `/`
        // holds them all; `/roots/10/` and `/roots/1/inner` hold no other.
        let alone: Vec<bool> = (0..bases.len()).map(|at| answers_alone(&bases, at)).collect();
        assert_eq!(alone, [false, true, true, false, false]);
        // Whenever a lone preopen holds a path, it is the one the full search picks.
        for path in ["/roots/10/a", "/roots/1/inner/x", "/roots/1/inner", "/roots/1/a", "/x"] {
            for at in (0..bases.len()).filter(|&at| alone[at]) {
                if let Some(relative) = under_preopen(bases[at], path) {
                    assert_eq!(pick(path), Some((at, relative)), "{path}");
                }
            }
        }
    }
}
