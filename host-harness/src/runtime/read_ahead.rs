//! Reading ahead of a discovery's walk on a second core (Linux, two CPUs or more).
//!
//! A first discovery lists a root, then, folder by folder in name order, opens its
//! `SKILL.md`, stats and reads it, closes it, and stats `agents/openai.yaml`. The guest
//! parses each file between those calls, so one core alternates between the kernel's
//! work and the guest's while the other sits idle. Once the guest shows the pattern (its
//! first open after a listing is a plain read of `<folder>/<file>`), a worker thread
//! makes the same system calls for the folders that follow, in the order the guest will
//! ask for them, and keeps at most [`WINDOW`] answers ready. The guest's call then takes
//! the answer instead of making the call.
//!
//! An answer is what the call would have returned a moment earlier, after the listing
//! the guest saw: the same `openat2` (flags, and resolution beneath the same directory),
//! the stat of the very descriptor handed over, then the read of it, in that order (the
//! bytes are never older than the time the stat gives, so a later refresh that compares
//! times never keeps stale text), and the same probe. Nothing waits on the worker: an
//! answer that is not ready is made by the guest's call itself, as without the worker,
//! and an answer the guest passes by is dropped, its descriptor closed.
//!
//! A refresh stats paths before it opens any, so its listings start no reading ahead;
//! nor does a listing with fewer than [`MIN_FOLDERS`] folders left, where the thread
//! would cost more than it saves. On one CPU there is no worker at all.

use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, OnceLock};

use rustix::fd::OwnedFd;

/// The most answers the worker keeps ready ahead of the guest: at most this many open
/// descriptors and read files (at most 64 KiB each, and a `SKILL.md` is ~10 KB). With 8,
/// the guest caught up with the worker about twice as often (500 to 650 calls of a
/// corpus catalog answered ahead instead of 800 to 1,050), for no peak memory that
/// runs on this VM could tell apart (docs/performance.md).
const WINDOW: usize = 16;

/// How many answers the guest takes before it wakes an idle worker: one wake for this
/// many answers, not one per answer.
const REFILL: usize = WINDOW / 2;

/// The fewest folders left in a listing for which a batch is started.
const MIN_FOLDERS: usize = 8;

/// Whether this process reads ahead: Linux (the host's own `openat2` opens) and two
/// CPUs or more that it may run on (affinity and cgroup quotas count, as
/// [`std::thread::available_parallelism`] counts them).
fn worth_a_thread() -> bool {
    static WORTH: OnceLock<bool> = OnceLock::new();
    *WORTH.get_or_init(|| cfg!(target_os = "linux") && std::thread::available_parallelism().is_ok_and(|n| n.get() >= 2))
}

/// What the worker found for one folder.
pub(crate) struct Answer {
    /// `openat2`'s answer for `<folder>/<file>`, as the guest's open would ask it.
    pub(crate) open: rustix::io::Result<OwnedFd>,
    /// The stat of the opened descriptor, when it opened.
    pub(crate) metadata: Option<std::io::Result<std::fs::Metadata>>,
    /// For a regular file, what a read of `asked` bytes from its start returned.
    pub(crate) text: Option<Read>,
}

/// The worker's answers for one folder, each taken once.
struct Slot {
    index: usize,
    answer: Option<Answer>,
    /// Whether the probe's path is certainly absent (see `guest_fs::absent_beneath`),
    /// once the probe is known, for a folder whose file is a regular file.
    probe_absent: Option<bool>,
}

/// A read the worker made of a file it opened.
pub(crate) struct Read {
    /// The length the read asked for: the file's size as stat-ed, capped at the most one
    /// read allocates.
    pub(crate) asked: usize,
    /// What it returned.
    pub(crate) bytes: Vec<u8>,
}

/// The system calls the worker makes, given to it by `guest_fs`, which makes the same
/// ones for the guest.
#[derive(Clone, Copy)]
pub(crate) struct Calls {
    /// Opens a path beneath a directory as the guest's plain read does; `None` when
    /// the kernel has no `openat2` (the worker then stops).
    pub(crate) open: fn(&std::fs::File, &str) -> Option<rustix::io::Result<OwnedFd>>,
    /// Whether a path is certainly absent beneath a directory, as the guest's stat of
    /// it would find.
    pub(crate) absent: fn(&std::fs::File, &str) -> bool,
    /// The most one read allocates.
    pub(crate) max_read: usize,
}

/// One listing the worker reads ahead of.
struct Batch {
    /// Which batch this is, so that an answer to a replaced batch is dropped.
    generation: u64,
    listing: Listed,
    /// The file the guest opens in each folder.
    file: String,
    /// The path the guest stats in each folder whose file it read, once known.
    probe: Option<String>,
    /// The next folder the worker takes.
    next: usize,
    /// The folder the guest reached: nothing before it is asked for again.
    reached: usize,
    /// Answers, by folder, in order.
    ready: VecDeque<Slot>,
    /// Whether the worker waits for room.
    worker_idle: bool,
    /// Files the guest closed, for the worker to close with its next folder (or the
    /// batch's end): the system call off the guest's core.
    closing: Vec<std::fs::File>,
}

impl Batch {
    /// The guest reached `index`: answers before it are dropped, and a worker behind it
    /// skips ahead.
    fn reach(&mut self, index: usize) {
        if index > self.reached {
            self.reached = index;
            while self.ready.front().is_some_and(|slot| slot.index < index) {
                self.ready.pop_front();
            }
        }
        self.next = self.next.max(index + 1);
    }

    fn slot_mut(&mut self, index: usize) -> Option<&mut Slot> {
        self.ready.iter_mut().find(|slot| slot.index == index)
    }

    /// Whether the worker may take the next folder.
    fn has_room(&self) -> bool {
        self.next < self.listing.folders.len() && self.next <= self.reached + WINDOW
    }
}

struct Work {
    batch: Option<Batch>,
    stop: bool,
    /// The worker returned (the kernel has no `openat2`): no batch is started again.
    gone: bool,
}

struct Shared {
    work: Mutex<Work>,
    wake: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Work> {
        // A worker that panicked leaves answers no worse than none.
        self.work.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// A listing the guest made: kept until its first open says whether to read ahead, then
/// the folders of the batch that reads ahead of it.
struct Listed {
    /// The directory the guest resolves the paths against.
    dir: Arc<std::fs::File>,
    /// The listed directory's path beneath `dir`, with a trailing `/`, or empty.
    prefix: String,
    /// The folders, in the guest's order (by name bytes).
    folders: Vec<String>,
}

impl Listed {
    /// The folder `path` names, and the rest of it, when it is `<prefix><folder>/<rest>`
    /// beneath `dir` for one of the listed folders.
    fn folder_of<'p>(&self, dir: &Arc<std::fs::File>, path: &'p str) -> Option<(usize, &'p str)> {
        if !Arc::ptr_eq(&self.dir, dir) {
            return None;
        }
        let (folder, rest) = path.strip_prefix(self.prefix.as_str())?.split_once('/')?;
        let index = self.folders.binary_search_by(|f| f.as_str().cmp(folder)).ok()?;
        Some((index, rest))
    }
}

/// One store's reading ahead: its worker, started at the first batch, and what the
/// guest listed last.
pub(crate) struct ReadAhead {
    /// Whether to read ahead; `None` until the first batch would start, which asks
    /// [`worth_a_thread`] (reading the process's CPU affinity and cgroup quota costs
    /// about twenty system calls, which a run that never reads ahead does not pay).
    enabled: Option<bool>,
    shared: Arc<Shared>,
    worker: Option<std::thread::JoinHandle<()>>,
    listed: Option<Listed>,
    generation: u64,
    /// The probe the guest made last, for the next batch.
    probe: Option<String>,
    /// Answers the guest took (opens and probes).
    taken: u64,
}

impl Default for ReadAhead {
    fn default() -> ReadAhead {
        ReadAhead::with(None)
    }
}

impl ReadAhead {
    /// Reading ahead when `enabled`, whatever the number of CPUs (tests force it).
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) fn new(enabled: bool) -> ReadAhead {
        ReadAhead::with(Some(enabled))
    }

    fn with(enabled: Option<bool>) -> ReadAhead {
        ReadAhead {
            enabled,
            shared: Arc::new(Shared {
                work: Mutex::new(Work {
                    batch: None,
                    stop: false,
                    gone: false,
                }),
                wake: Condvar::new(),
            }),
            worker: None,
            listed: None,
            generation: 0,
            probe: None,
            taken: 0,
        }
    }

    /// Whether the worker holds an answer for a plain-read open of `path` beneath `dir`.
    #[cfg(test)]
    pub(crate) fn has_answer(&self, dir: &Arc<std::fs::File>, path: &str) -> bool {
        let mut work = self.shared.lock();
        let Some(batch) = work.batch.as_mut() else {
            return false;
        };
        match batch.listing.folder_of(dir, path) {
            Some((index, file)) if file == batch.file => {
                batch.slot_mut(index).is_some_and(|slot| slot.answer.is_some())
            }
            _ => false,
        }
    }

    /// How many closed files wait for the worker.
    #[cfg(test)]
    pub(crate) fn closes_waiting(&self) -> usize {
        self.shared.lock().batch.as_ref().map_or(0, |batch| batch.closing.len())
    }

    /// Answers the guest took from the worker.
    pub(crate) fn taken(&self) -> u64 {
        self.taken
    }

    /// The guest's call returned: its listing and its batch go, open descriptors
    /// closed, and the worker waits for the next batch.
    pub(crate) fn end_call(&mut self) {
        self.listed = None;
        if self.worker.is_some() {
            let ended = self.shared.lock().batch.take();
            drop(ended);
        }
    }

    /// Whether a worker was started: the guest's closes then go through [`close`](Self::close).
    pub(crate) fn has_worker(&self) -> bool {
        self.worker.is_some()
    }

    /// Closes `file` on the worker, with its next folder, when it has one to take; on
    /// this thread otherwise (no batch, a batch done, or [`WINDOW`] closes waiting), so
    /// that closed files never pile up open.
    pub(crate) fn close(&mut self, file: std::fs::File) {
        let mut work = self.shared.lock();
        match work.batch.as_mut() {
            Some(batch) if batch.has_room() && batch.closing.len() < WINDOW => batch.closing.push(file),
            _ => {
                drop(work);
                drop(file);
            }
        }
    }

    /// The guest listed a directory, `prefix` beneath `dir` (empty, or ending in `/`):
    /// the folders among `entries` may be read ahead once it opens the first.
    pub(crate) fn listed<'e>(
        &mut self,
        dir: &Arc<std::fs::File>,
        prefix: String,
        folders: impl Iterator<Item = &'e str>,
    ) {
        if self.enabled == Some(false) {
            return;
        }
        let mut folders: Vec<String> = folders.map(str::to_owned).collect();
        folders.sort_unstable();
        self.listed = Some(Listed {
            dir: Arc::clone(dir),
            prefix,
            folders,
        });
    }

    /// The answer to a plain-read open of `path` beneath `dir`, if the worker has it.
    /// The guest's first open after a listing starts a batch for the folders after
    /// the one it opens.
    pub(crate) fn take_open(&mut self, dir: &Arc<std::fs::File>, path: &str, calls: Calls) -> Option<Answer> {
        if self.enabled == Some(false) {
            return None;
        }
        if let Some(listed) = self.listed.take()
            && let Some(batch) = self.batch_from(listed, dir, path)
        {
            if *self.enabled.get_or_insert_with(worth_a_thread) {
                self.start(batch, calls);
            }
            return None;
        }
        // No worker, no answers: nothing to lock for.
        self.worker.as_ref()?;
        let mut work = self.shared.lock();
        let batch = work.batch.as_mut()?;
        let (index, file) = batch.listing.folder_of(dir, path)?;
        if file != batch.file {
            return None;
        }
        batch.reach(index);
        let answer = batch.slot_mut(index).and_then(|slot| slot.answer.take());
        if batch.worker_idle
            && batch.next < batch.listing.folders.len()
            && batch.next + REFILL <= batch.reached + WINDOW
        {
            batch.worker_idle = false;
            self.shared.wake.notify_one();
        }
        drop(work);
        if answer.is_some() {
            self.taken += 1;
        }
        answer
    }

    /// Whether `path` beneath `dir` is certainly absent, if the worker probed it. The
    /// first probe the guest makes in a batch's folder names the probe for the folders
    /// after it.
    pub(crate) fn take_probe(&mut self, dir: &Arc<std::fs::File>, path: &str) -> Option<bool> {
        if self.enabled == Some(false) {
            return None;
        }
        if self
            .listed
            .as_ref()
            .is_some_and(|listed| listed.folder_of(dir, path).is_some())
        {
            // A stat in a folder before any open: a refresh, which reads only what
            // changed, so the listing is not read ahead.
            self.listed = None;
            return None;
        }
        // No worker, no answers: nothing to lock for.
        self.worker.as_ref()?;
        let mut work = self.shared.lock();
        let batch = work.batch.as_mut()?;
        let (index, probe) = batch.listing.folder_of(dir, path)?;
        if probe == batch.file {
            return None;
        }
        if batch.probe.as_deref() == Some(probe) {
            let absent = batch.slot_mut(index)?.probe_absent.take();
            drop(work);
            if absent.is_some() {
                self.taken += 1;
            }
            return absent;
        }
        // A probe not seen yet (or another stat, such as of a linked `SKILL.md`'s
        // target): the folders the worker takes next are probed with it, the last seen.
        batch.probe = Some(probe.to_owned());
        self.probe = Some(probe.to_owned());
        None
    }

    /// A batch for the folders after the one `path` opens, if it is one `listed` holds.
    fn batch_from(&mut self, listed: Listed, dir: &Arc<std::fs::File>, path: &str) -> Option<Batch> {
        let mut batch = Batch {
            generation: self.generation + 1,
            listing: listed,
            file: String::new(),
            probe: self.probe.clone(),
            next: 0,
            reached: 0,
            ready: VecDeque::new(),
            worker_idle: false,
            closing: Vec::new(),
        };
        let (index, file) = batch.listing.folder_of(dir, path)?;
        if file.is_empty() || file.contains('/') || batch.listing.folders.len() - index - 1 < MIN_FOLDERS {
            return None;
        }
        batch.file = file.to_owned();
        batch.reach(index);
        Some(batch)
    }

    /// Hands `batch` to the worker, which starts with the first one.
    fn start(&mut self, batch: Batch, calls: Calls) {
        self.generation = batch.generation;
        let mut state = self.shared.lock();
        if state.gone {
            drop(state);
            self.enabled = Some(false);
            return;
        }
        // The replaced batch's answers are dropped outside the lock.
        let replaced = state.batch.replace(batch);
        drop(state);
        drop(replaced);
        if self.worker.is_some() {
            self.shared.wake.notify_one();
            return;
        }
        let shared = Arc::clone(&self.shared);
        let spawned = std::thread::Builder::new()
            .name("skills-read-ahead".into())
            .stack_size(128 * 1024)
            .spawn(move || work(&shared, calls));
        match spawned {
            Ok(handle) => self.worker = Some(handle),
            // No thread: no reading ahead, and nothing else changes.
            Err(_) => {
                self.enabled = Some(false);
                self.shared.lock().batch = None;
            }
        }
    }
}

impl Drop for ReadAhead {
    fn drop(&mut self) {
        if self.worker.take().is_none() {
            return;
        }
        // Not joined: a read the guest never asked for, stuck on a hung network
        // filesystem, must not hang the instance's teardown. The worker sees the stop
        // after its current folder and exits; what it holds is its own.
        let batch = {
            let mut work = self.shared.lock();
            work.stop = true;
            work.batch.take()
        };
        self.shared.wake.notify_one();
        drop(batch);
    }
}

/// The worker's loop: the next folder of the current batch while there is room, then
/// wait.
fn work(shared: &Shared, calls: Calls) {
    let mut work = shared.lock();
    loop {
        if work.stop {
            return;
        }
        let Some(batch) = work.batch.as_mut().filter(|batch| batch.has_room()) else {
            if let Some(batch) = work.batch.as_mut() {
                batch.worker_idle = true;
            }
            work = shared.wake.wait(work).unwrap_or_else(|poisoned| poisoned.into_inner());
            continue;
        };
        let index = batch.next;
        batch.next += 1;
        let generation = batch.generation;
        let dir = Arc::clone(&batch.listing.dir);
        let folder = format!("{}{}/", batch.listing.prefix, batch.listing.folders[index]);
        let file = format!("{folder}{}", batch.file);
        let probe = batch.probe.as_ref().map(|probe| format!("{folder}{probe}"));
        let closing = std::mem::take(&mut batch.closing);
        drop(work);
        drop(closing);

        let answer = answer(index, &dir, &file, probe.as_deref(), calls);

        work = shared.lock();
        let Some(answer) = answer else {
            // No `openat2`: the guest's own calls find the same and fall back.
            work.batch = None;
            work.gone = true;
            return;
        };
        if let Some(batch) = work.batch.as_mut()
            && batch.generation == generation
            && index >= batch.reached
        {
            batch.ready.push_back(answer);
        }
    }
}

/// The calls for one folder, in the guest's order: open, stat, read, probe.
fn answer(index: usize, dir: &std::fs::File, file: &str, probe: Option<&str>, calls: Calls) -> Option<Slot> {
    let opened = match (calls.open)(dir, file)? {
        Ok(fd) => std::fs::File::from(fd),
        Err(e) => {
            let answer = Answer {
                open: Err(e),
                metadata: None,
                text: None,
            };
            return Some(Slot {
                index,
                answer: Some(answer),
                probe_absent: None,
            });
        }
    };
    let metadata = opened.metadata();
    let mut text = None;
    let mut probe_absent = None;
    if let Ok(meta) = &metadata
        && meta.is_file()
    {
        let asked = usize::try_from(meta.len()).unwrap_or(usize::MAX).min(calls.max_read);
        if asked > 0 {
            let mut bytes = Vec::with_capacity(asked);
            if rustix::io::pread(&opened, rustix::buffer::spare_capacity(&mut bytes), 0).is_ok() {
                text = Some(Read { asked, bytes });
            }
        }
        probe_absent = probe.map(|probe| (calls.absent)(dir, probe));
    }
    let answer = Answer {
        open: Ok(OwnedFd::from(opened)),
        metadata: Some(metadata),
        text,
    };
    Some(Slot {
        index,
        answer: Some(answer),
        probe_absent,
    })
}
