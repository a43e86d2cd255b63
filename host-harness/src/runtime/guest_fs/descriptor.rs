//! The descriptor calls: opens, stats and reads answered here (without blocking,
//! from the read-ahead worker, into buffers not zeroed first), every other call
//! handed to wasmtime-wasi unchanged; each one counted.

use super::*;

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
