//! What the component may call: exactly the WASI interfaces it imports, linked for it,
//! and nothing else. wasmtime-wasi's `add_to_linker_sync` links all of WASI 0.2,
//! sockets, the monotonic clock and secure randomness included; the component imports
//! none of those. Leaving them out keeps them out of reach even if the WASI context's
//! settings changed, and halves the cost of building the linker at every start (see
//! `docs/performance.md`). A component that imports anything else is refused when the
//! host is made, with the name of the interface, not at a call.

use wasmtime::component::{HasData, Linker, ResourceTable};
use wasmtime_wasi::cli::{WasiCli, WasiCliView};
use wasmtime_wasi::clocks::{WasiClocks, WasiClocksView};
use wasmtime_wasi::filesystem::{WasiFilesystem, WasiFilesystemView};
use wasmtime_wasi::p2::bindings::sync as wasi;
use wasmtime_wasi::random::{WasiRandom, WasiRandomView};

use crate::runtime::guest_fs;
use crate::runtime::sandbox::HostState;

/// `wasi:io` works on the store's resource table alone.
struct Io;

impl HasData for Io {
    type Data<'a> = &'a mut ResourceTable;
}

/// Links every interface the component imports into `linker`: the list in
/// `docs/contract.md` ("Imports"), which `tests/all/import_audit.rs` holds the
/// component to. `wasi:filesystem/types` goes through `guest_fs`,
/// which counts each call and opens without blocking where it can.
pub(crate) fn link(linker: &mut Linker<HostState>) -> wasmtime::Result<()> {
    let l = linker;
    // Standard streams (the guest's panics and its stderr, which the host discards
    // unless asked), the environment (one variable, see `guest_fs`) and exit.
    wasi::cli::environment::add_to_linker::<_, WasiCli>(l, HostState::cli)?;
    wasi::cli::exit::add_to_linker::<_, WasiCli>(l, HostState::cli)?;
    wasi::cli::stdin::add_to_linker::<_, WasiCli>(l, HostState::cli)?;
    wasi::cli::stdout::add_to_linker::<_, WasiCli>(l, HostState::cli)?;
    wasi::cli::stderr::add_to_linker::<_, WasiCli>(l, HostState::cli)?;
    wasi::cli::terminal_input::add_to_linker::<_, WasiCli>(l, HostState::cli)?;
    wasi::cli::terminal_output::add_to_linker::<_, WasiCli>(l, HostState::cli)?;
    wasi::cli::terminal_stdin::add_to_linker::<_, WasiCli>(l, HostState::cli)?;
    wasi::cli::terminal_stdout::add_to_linker::<_, WasiCli>(l, HostState::cli)?;
    wasi::cli::terminal_stderr::add_to_linker::<_, WasiCli>(l, HostState::cli)?;
    // File times in `stat` results are wall-clock datetimes.
    wasi::clocks::wall_clock::add_to_linker::<_, WasiClocks>(l, HostState::clocks)?;
    // The seed of the guest's hash maps.
    wasi::random::insecure_seed::add_to_linker::<_, WasiRandom>(l, HostState::random)?;
    wasi::io::error::add_to_linker::<_, Io>(l, |state| state.table())?;
    wasi::io::poll::add_to_linker::<_, Io>(l, |state| state.table())?;
    wasi::io::streams::add_to_linker::<_, Io>(l, |state| state.table())?;
    wasi::filesystem::preopens::add_to_linker::<_, WasiFilesystem>(l, HostState::filesystem)?;
    wasi::filesystem::types::add_to_linker::<_, guest_fs::GuestFilesystem>(l, guest_fs::guest_filesystem)?;
    Ok(())
}
