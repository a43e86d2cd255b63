//! The `wasi:filesystem/types` the guest gets from this host: wasmtime-wasi's own
//! implementation, reached through [`GuestFs`], which counts every call (see
//! [`crate::Session::filesystem_calls`]) and lists a directory by the type each entry
//! already carries.
//!
//! wasmtime-wasi 48 stats every entry of a listing by name to learn its type: one
//! `statx` per entry, one per skill folder in a discovery (upstream
//! bytecodealliance/wasmtime#14348 drops it after 48, the newest wasmtime that builds on
//! rust 1.95). The kernel's `getdents64` returns the type with the name on the
//! filesystems skills live on; only an entry whose type comes back unknown is stat-ed,
//! by its own name beneath the listed directory and without following it, as
//! wasmtime-wasi does for every entry. Every other call is wasmtime-wasi's, unchanged.

#[cfg(unix)]
use std::any::Any;

#[cfg(unix)]
use wasmtime::component::ResourceTable;
use wasmtime::component::{HasData, Resource};
use wasmtime_wasi::filesystem::{WasiFilesystemCtxView, WasiFilesystemView};
use wasmtime_wasi::p2::bindings::sync::filesystem::types as fs;
use wasmtime_wasi::p2::bindings::sync::io::streams;
use wasmtime_wasi::p2::{FsError, FsResult};
#[cfg(unix)]
use wasmtime_wasi::{filesystem::Descriptor, p2::bindings::filesystem::types::ErrorCode};

use crate::sandbox::HostState;

/// The [`HasData`] the filesystem interface is linked with.
pub(crate) struct GuestFilesystem;

impl HasData for GuestFilesystem {
    type Data<'a> = GuestFs<'a>;
}

/// wasmtime-wasi's filesystem view, for one call.
pub(crate) struct GuestFs<'a> {
    view: WasiFilesystemCtxView<'a>,
}

/// The getter every `wasi:filesystem/types` function asks for, once per call (the
/// bindings call it on every entry, resource drops included): counting here counts each
/// call the guest makes, whatever it is.
pub(crate) fn guest_filesystem(state: &mut HostState) -> GuestFs<'_> {
    state.count_filesystem_call();
    GuestFs {
        view: WasiFilesystemView::filesystem(state),
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
        let listing = self.view.table.push(Listing {
            entries: entries.into_iter(),
        })?;
        Ok(Resource::new_own(listing.rep()))
    }

    #[cfg(not(unix))]
    delegate! { HostDescriptor:
        fn read_directory(&mut self, fd: Resource<fs::Descriptor>) -> FsResult<Resource<fs::DirectoryEntryStream>>;
    }

    delegate! { HostDescriptor:
        fn advise(&mut self, fd: Resource<fs::Descriptor>, offset: fs::Filesize, len: fs::Filesize, advice: fs::Advice) -> FsResult<()>;
        fn sync_data(&mut self, fd: Resource<fs::Descriptor>) -> FsResult<()>;
        fn get_flags(&mut self, fd: Resource<fs::Descriptor>) -> FsResult<fs::DescriptorFlags>;
        fn get_type(&mut self, fd: Resource<fs::Descriptor>) -> FsResult<fs::DescriptorType>;
        fn set_size(&mut self, fd: Resource<fs::Descriptor>, size: fs::Filesize) -> FsResult<()>;
        fn set_times(&mut self, fd: Resource<fs::Descriptor>, atim: fs::NewTimestamp, mtim: fs::NewTimestamp) -> FsResult<()>;
        fn read(&mut self, fd: Resource<fs::Descriptor>, len: fs::Filesize, offset: fs::Filesize) -> FsResult<(Vec<u8>, bool)>;
        fn write(&mut self, fd: Resource<fs::Descriptor>, buf: Vec<u8>, offset: fs::Filesize) -> FsResult<fs::Filesize>;
        fn sync(&mut self, fd: Resource<fs::Descriptor>) -> FsResult<()>;
        fn create_directory_at(&mut self, fd: Resource<fs::Descriptor>, path: String) -> FsResult<()>;
        fn stat(&mut self, fd: Resource<fs::Descriptor>) -> FsResult<fs::DescriptorStat>;
        fn stat_at(&mut self, fd: Resource<fs::Descriptor>, path_flags: fs::PathFlags, path: String) -> FsResult<fs::DescriptorStat>;
        fn set_times_at(&mut self, fd: Resource<fs::Descriptor>, path_flags: fs::PathFlags, path: String, atim: fs::NewTimestamp, mtim: fs::NewTimestamp) -> FsResult<()>;
        fn link_at(&mut self, fd: Resource<fs::Descriptor>, old_path_flags: fs::PathFlags, old_path: String, new_descriptor: Resource<fs::Descriptor>, new_path: String) -> FsResult<()>;
        fn open_at(&mut self, fd: Resource<fs::Descriptor>, path_flags: fs::PathFlags, path: String, oflags: fs::OpenFlags, flags: fs::DescriptorFlags) -> FsResult<Resource<fs::Descriptor>>;
        fn drop(&mut self, fd: Resource<fs::Descriptor>) -> wasmtime::Result<()>;
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

    #[test]
    fn a_listing_takes_each_type_from_the_entry_and_reports_a_name_that_is_not_utf8() {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path();
        std::fs::create_dir(root.join("skill")).unwrap();
        std::fs::write(root.join("SKILL.md"), "x").unwrap();
        std::os::unix::fs::symlink("skill", root.join("link")).unwrap();
        std::os::unix::fs::symlink("/nowhere", root.join("dangling")).unwrap();
        assert!(
            std::process::Command::new("mkfifo")
                .arg(root.join("pipe"))
                .status()
                .unwrap()
                .success()
        );
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
