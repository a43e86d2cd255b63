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

/// Calls wasmtime-wasi's implementation of each listed function as it is.
macro_rules! delegate {
    ($trait:ident: $(fn $name:ident(&mut self $(, $arg:ident: $ty:ty)*) -> $ret:ty;)*) => {
        $(fn $name(&mut self $(, $arg: $ty)*) -> $ret {
            fs::$trait::$name(&mut self.view $(, $arg)*)
        })*
    };
}

#[cfg(target_os = "linux")]
mod ahead;
mod descriptor;
#[cfg(unix)]
mod listing;
#[cfg(all(test, target_os = "linux"))]
mod nonblocking_open_tests;
mod open;
#[cfg(all(test, unix))]
mod tests;

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

#[cfg(target_os = "linux")]
use ahead::*;
#[cfg(unix)]
use listing::*;
use open::*;

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

impl fs::Host for GuestFs<'_> {
    delegate! { Host:
        fn convert_error_code(&mut self, err: FsError) -> wasmtime::Result<fs::ErrorCode>;
        fn filesystem_error_code(&mut self, err: Resource<streams::Error>) -> wasmtime::Result<Option<fs::ErrorCode>>;
    }
}
