//! Directory listings for the guest: each entry with the type `getdents64` gave it,
//! stat-ed only when that type is unknown, and the stream the guest reads them from.

use super::*;

/// A directory's entries, read whole when the listing starts (as wasmtime-wasi reads
/// them), handed out one per call. It stands in the resource table where the bindings
/// expect wasmtime-wasi's own stream type: only the two functions below ever reach it.
#[cfg(unix)]
pub(super) struct Listing {
    pub(super) entries: std::vec::IntoIter<Result<fs::DirectoryEntry, ErrorCode>>,
}

#[cfg(unix)]
pub(super) fn listing_mut(table: &mut ResourceTable, rep: u32) -> FsResult<&mut Listing> {
    let entry: &mut dyn Any = table.get_any_mut(rep)?;
    entry
        .downcast_mut::<Listing>()
        .ok_or_else(|| FsError::from(ErrorCode::BadDescriptor))
}

#[cfg(unix)]
pub(super) fn list(dir: &std::fs::File) -> std::io::Result<Vec<Result<fs::DirectoryEntry, ErrorCode>>> {
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
