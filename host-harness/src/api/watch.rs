//! Live reload: watch the roots, debounce, `refresh`, report.
//!
//! Each existing root is watched recursively. A root that does not exist yet is
//! covered by a non-recursive watch on its nearest existing ancestor, and gets its
//! own watch once it appears (also after it was deleted and created again). Editors
//! that save by writing a temporary file and renaming it over `SKILL.md` produce
//! events in the skill directory, which the recursive watch sees.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::Duration;

use notify::{RecursiveMode, Watcher};

use crate::api::session::Session;
use crate::component::RefreshResult;
use crate::runtime::error::HostError;

/// Quiet time after the last filesystem event before refreshing (as OpenClaw).
pub const DEFAULT_DEBOUNCE: Duration = Duration::from_millis(250);

enum Message {
    Event,
    Stop,
}

/// A running watch over some state `T` (a [`Session`] for [`watch`]). Dropping it (or
/// calling [`WatchHandle::stop`]) ends it.
pub struct WatchHandle<T: Send + 'static = Session> {
    sender: mpsc::Sender<Message>,
    thread: Option<JoinHandle<T>>,
}

impl<T: Send + 'static> WatchHandle<T> {
    /// Stops watching and gives the state back.
    pub fn stop(mut self) -> Option<T> {
        let _ = self.sender.send(Message::Stop);
        self.thread.take().and_then(|t| t.join().ok())
    }
}

impl<T: Send + 'static> Drop for WatchHandle<T> {
    fn drop(&mut self) {
        let _ = self.sender.send(Message::Stop);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Watches `session`'s roots. After each burst of changes (quiet for `debounce`) the
/// session is refreshed and `on_refresh` is called with the session (to render a
/// catalog, say) and the result, or with the error of a failed call.
pub fn watch<F>(session: Session, debounce: Duration, mut on_refresh: F) -> Result<WatchHandle, HostError>
where
    F: FnMut(&mut Session, Result<RefreshResult, HostError>) + Send + 'static,
{
    let roots: Vec<PathBuf> = session.roots.iter().map(|r| r.path.clone()).collect();
    watch_roots(session, roots, debounce, move |session| {
        let result = session.refresh();
        on_refresh(session, result);
    })
}

/// Watches `roots` and calls `on_change` with `state` after each burst of changes
/// (quiet for `debounce`), on the watch thread. For hosts that keep their session
/// elsewhere (the MCP server shares one between requests and the watch).
pub fn watch_roots<T, F>(
    mut state: T,
    roots: Vec<PathBuf>,
    debounce: Duration,
    mut on_change: F,
) -> Result<WatchHandle<T>, HostError>
where
    T: Send + 'static,
    F: FnMut(&mut T) + Send + 'static,
{
    let (sender, receiver) = mpsc::channel();
    let events = sender.clone();
    let mut watcher = notify::recommended_watcher(move |event: notify::Result<notify::Event>| {
        if event.is_ok() {
            let _ = events.send(Message::Event);
        }
    })
    .map_err(|e| HostError::Setup(format!("cannot start the file watcher: {e}")))?;
    let mut watched = Watched::default();
    watched.update(&mut watcher, &roots);

    let thread = std::thread::Builder::new()
        .name("skills-watch".into())
        .spawn(move || {
            while let Ok(Message::Event) = receiver.recv() {
                // Debounce: wait until the burst is over.
                loop {
                    match receiver.recv_timeout(debounce) {
                        Ok(Message::Event) => continue,
                        Ok(Message::Stop) => return state,
                        Err(mpsc::RecvTimeoutError::Timeout) => break,
                        Err(mpsc::RecvTimeoutError::Disconnected) => return state,
                    }
                }
                watched.update(&mut watcher, &roots);
                on_change(&mut state);
            }
            state
        })
        .map_err(|e| HostError::Setup(format!("cannot start the watch thread: {e}")))?;
    Ok(WatchHandle {
        sender,
        thread: Some(thread),
    })
}

/// Which paths have a watch, and how.
#[derive(Default)]
struct Watched {
    recursive: BTreeSet<PathBuf>,
    ancestors: BTreeSet<PathBuf>,
}

impl Watched {
    /// Watches every existing root recursively and, for missing ones, the nearest
    /// existing ancestor; drops watches that are no longer needed.
    fn update(&mut self, watcher: &mut impl Watcher, roots: &[PathBuf]) {
        let mut ancestors = BTreeSet::new();
        for root in roots {
            if root.is_dir() {
                // A root that disappeared was dropped from the set below, so one that
                // comes back gets a fresh watch here.
                if !self.recursive.contains(root) && watcher.watch(root, RecursiveMode::Recursive).is_ok() {
                    self.recursive.insert(root.clone());
                }
            } else {
                self.recursive.remove(root);
                if let Some(ancestor) = nearest_existing_ancestor(root) {
                    ancestors.insert(ancestor);
                }
            }
        }
        for stale in self.ancestors.difference(&ancestors) {
            if !self.recursive.contains(stale) {
                let _ = watcher.unwatch(stale);
            }
        }
        for ancestor in &ancestors {
            let _ = watcher.watch(ancestor, RecursiveMode::NonRecursive);
        }
        self.ancestors = ancestors;
    }
}

fn nearest_existing_ancestor(path: &Path) -> Option<PathBuf> {
    let absolute = std::path::absolute(path).ok()?;
    absolute.ancestors().skip(1).find(|p| p.is_dir()).map(Path::to_path_buf)
}
