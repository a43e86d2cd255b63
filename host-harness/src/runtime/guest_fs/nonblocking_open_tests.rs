//! Opening without blocking, and reading ahead, against real files.

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
        let later = std::fs::FileTimes::new().set_accessed(std::time::SystemTime::now() + Duration::from_secs(3600));
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
