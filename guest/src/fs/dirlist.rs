//! Directory listing that survives bad entries.
//!
//! In the component, Rust std reads directories through wasi-libc and ends the
//! iteration at the first entry error, and WASI reports a name that is not UTF-8 as
//! exactly such an error. One odd file name would then hide every sibling after it.
//! On wasm32 this module reads the directory through `wasi_fs` (one trip through the
//! sandbox for the whole listing, where wasi-libc makes one more per entry), counts
//! a bad entry and goes on.
//!
//! [`Listings`] keeps listings from one walk to the next, so a refresh reads a
//! directory again only when its modification time moved.

use std::collections::HashMap;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, SystemTime};

pub use super::wasi_fs::Kind;
use super::wasi_fs::{MAX_SKIPPED, kind_of};

/// Entries sorted by name bytes, and how many entries were skipped because they could
/// not be read or their name is not UTF-8.
#[derive(Debug, Default)]
pub struct Listing {
    /// Names are shared: a skill's `rel_dir` at the top of a root is its entry's name.
    pub entries: Vec<(Arc<str>, Kind)>,
    pub skipped: usize,
    /// See [`Listing::child_paths`].
    children: OnceLock<Vec<ChildPaths>>,
}

/// What the walk derives from one entry: its path, and the path of the file it looks
/// for inside it, both shared.
#[derive(Clone, Debug)]
pub struct ChildPaths {
    pub dir: Arc<Path>,
    pub file: Arc<Path>,
}

impl Listing {
    /// [`ChildPaths`] for every entry of this listing of `dir` (the directory it was
    /// read from, which is what [`Listings`] keys it by), with `file_name` as the file
    /// inside. Made on first use and kept with the listing, so a walk that reuses the
    /// listing reuses the paths: nothing is allocated, and comparing them with the last
    /// walk's is a pointer comparison.
    pub fn child_paths(&self, dir: &Path, file_name: &str) -> &[ChildPaths] {
        self.children.get_or_init(|| {
            let mut scratch = std::ffi::OsString::new();
            self.entries
                .iter()
                .map(|(name, _)| {
                    scratch.clear();
                    super::paths::push_child(&mut scratch, dir, name);
                    let child = Arc::<Path>::from(Path::new(&scratch));
                    scratch.push("/");
                    scratch.push(file_name);
                    ChildPaths {
                        dir: child,
                        file: Arc::from(Path::new(&scratch)),
                    }
                })
                .collect()
        })
    }
}

pub fn list(dir: &Path) -> io::Result<Listing> {
    let mut listing = read(dir)?;
    listing.entries.sort_by(|a, b| a.0.cmp(&b.0));
    Ok(listing)
}

/// How long before a listing a directory's modification time must lie for the listing
/// to be kept. A change in the same clock tick as the listing, after it, would leave
/// that time as it was (the "racily clean" case git guards against); two seconds
/// also covers filesystems that keep times in whole seconds, or two (FAT).
const SETTLED: Duration = Duration::from_secs(2);

/// Listings kept from one walk to the next, each with the modification time its
/// directory had just before it was read. Creating, removing or renaming an entry
/// changes that time, so while it holds the listing still holds, and a refresh skips
/// reading the directory (on the host, a stat of every entry). A directory whose time
/// cannot be read, or was too recent to trust, is read every time.
#[derive(Debug, Default)]
pub struct Listings {
    kept: HashMap<PathBuf, (SystemTime, Arc<Listing>)>,
}

impl Listings {
    /// Lists `dir`, whose modification time (taken before this call) is `modified`:
    /// `previous`'s listing when the time matches it, else a fresh read. Either way
    /// the listing is kept here for the next walk when the time can be trusted.
    pub fn list(&mut self, previous: &Listings, dir: &Path, modified: Option<SystemTime>) -> io::Result<Arc<Listing>> {
        let reusable = modified
            .and_then(|time| previous.kept.get(dir).filter(|(was, _)| *was == time))
            .map(|(_, listing)| Arc::clone(listing));
        let listing = match reusable {
            Some(listing) => listing,
            None => {
                let listed_at = super::wasi_fs::now();
                let listing = Arc::new(list(dir)?);
                let settled = modified
                    .and_then(|time| time.checked_add(SETTLED))
                    .is_some_and(|settled_at| settled_at <= listed_at);
                if !settled {
                    return Ok(listing);
                }
                listing
            }
        };
        if let Some(time) = modified {
            self.kept.insert(dir.to_path_buf(), (time, Arc::clone(&listing)));
        }
        Ok(listing)
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn read(dir: &Path) -> io::Result<Listing> {
    let mut listing = Listing::default();
    for entry in std::fs::read_dir(dir)? {
        match entry.and_then(|e| Ok((e.file_name().into_string().ok(), e.file_type()?))) {
            Ok((Some(name), file_type)) => listing.entries.push((Arc::from(name), kind_of(file_type))),
            Ok((None, _)) | Err(_) => {
                listing.skipped += 1;
                if listing.skipped > MAX_SKIPPED {
                    break;
                }
            }
        }
    }
    Ok(listing)
}

#[cfg(target_arch = "wasm32")]
fn read(dir: &Path) -> io::Result<Listing> {
    let Some(entries) = super::wasi_fs::read_dir(dir) else {
        return read_with_libc(dir);
    };
    let mut listing = Listing::default();
    for entry in entries? {
        match entry {
            Ok((name, kind)) => listing.entries.push((Arc::from(name), kind)),
            Err(_) => listing.skipped += 1,
        }
    }
    Ok(listing)
}

/// For a directory under no preopen (never one discovery lists): wasi-libc's readdir.
#[cfg(target_arch = "wasm32")]
fn read_with_libc(dir: &Path) -> io::Result<Listing> {
    use std::ffi::{CStr, CString};

    let path = dir
        .to_str()
        .and_then(|p| CString::new(p).ok())
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "path is not valid for WASI"))?;
    // SAFETY: `path` is a valid NUL-terminated string; the handle is closed below on
    // every path out of the loop, and each `dirent` is read before the next call.
    unsafe {
        let handle = libc::opendir(path.as_ptr());
        if handle.is_null() {
            return Err(io::Error::last_os_error());
        }
        let mut listing = Listing::default();
        loop {
            *libc::__errno_location() = 0;
            let entry = libc::readdir(handle);
            if entry.is_null() {
                let errno = *libc::__errno_location();
                if errno == 0 {
                    break;
                }
                listing.skipped += 1;
                if errno != libc::EILSEQ || listing.skipped > MAX_SKIPPED {
                    break;
                }
                continue;
            }
            let name = CStr::from_ptr((*entry).d_name.as_ptr());
            let Ok(name) = name.to_str() else {
                listing.skipped += 1;
                continue;
            };
            if name == "." || name == ".." {
                continue;
            }
            let kind = match (*entry).d_type {
                libc::DT_DIR => Kind::Dir,
                libc::DT_REG => Kind::File,
                libc::DT_LNK => Kind::Symlink,
                libc::DT_UNKNOWN => std::fs::symlink_metadata(dir.join(name))
                    .map(|m| kind_of(m.file_type()))
                    .unwrap_or(Kind::Other),
                _ => Kind::Other,
            };
            listing.entries.push((Arc::from(name), kind));
        }
        libc::closedir(handle);
        Ok(listing)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reused_listing_hands_out_the_same_child_paths() {
        let tmp = tempfile::tempdir().unwrap();
        std::fs::create_dir(tmp.path().join("pdf")).unwrap();
        let settled = SystemTime::now() - Duration::from_secs(60);
        let (first, mut second) = (Listings::default(), Listings::default());
        let mut kept = Listings::default();
        let listed = kept.list(&first, tmp.path(), Some(settled)).unwrap();
        let paths = listed.child_paths(tmp.path(), "SKILL.md")[0].clone();
        assert_eq!(&*paths.dir, tmp.path().join("pdf"));
        assert_eq!(&*paths.file, tmp.path().join("pdf/SKILL.md"));

        let again = second.list(&kept, tmp.path(), Some(settled)).unwrap();
        assert!(Arc::ptr_eq(&listed, &again), "the listing is reused");
        let reused = &again.child_paths(tmp.path(), "SKILL.md")[0];
        assert!(Arc::ptr_eq(&paths.file, &reused.file) && Arc::ptr_eq(&paths.dir, &reused.dir));

        // Another time: read again, with paths of its own.
        let moved = Listings::default()
            .list(&second, tmp.path(), Some(SystemTime::now()))
            .unwrap();
        assert!(!Arc::ptr_eq(&listed, &moved));
    }
}
