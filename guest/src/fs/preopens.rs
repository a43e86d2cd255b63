//! The directories the host preopened, in preopen order: their guest paths (the
//! `tools` interface's roots) and the handles `wasi_fs` makes its calls relative to.
//! Rust's std offers no way to list them, so this calls
//! `wasi:filesystem/preopens.get-directories` itself, once per instance, at the WASI
//! version std imports, so the component gains no import: the raw canonical-ABI call
//! that wasi-libc makes for its own preopen table.

use std::sync::OnceLock;

/// One element of `list<tuple<own<descriptor>, string>>` in linear memory.
#[repr(C)]
struct RawPreopen {
    descriptor: i32,
    path: *mut u8,
    path_len: usize,
}

// The descriptor table's own import: `wasi_fs` closes what it opens through this, so
// this module depends on nothing of the crate's (no `wasi_fs` <-> `preopens` cycle).
#[link(wasm_import_module = "wasi:filesystem/types@0.2.6")]
unsafe extern "C" {
    #[link_name = "[resource-drop]descriptor"]
    pub(crate) fn drop_descriptor(descriptor: i32);
}

#[link(wasm_import_module = "wasi:filesystem/preopens@0.2.6")]
unsafe extern "C" {
    #[link_name = "get-directories"]
    fn get_directories(list: *mut [usize; 2]);
}

/// A preopened directory: its guest path and a handle kept open for the instance's
/// life (wasi-libc keeps its own).
pub struct Preopen {
    pub path: String,
    pub descriptor: i32,
}

/// Every preopened directory whose guest path is UTF-8 (the others are dropped).
pub fn table() -> &'static [Preopen] {
    static TABLE: OnceLock<Vec<Preopen>> = OnceLock::new();
    TABLE.get_or_init(fetch)
}

/// Every preopened directory's guest path.
pub fn paths() -> Vec<String> {
    table().iter().map(|p| p.path.clone()).collect()
}

fn fetch() -> Vec<Preopen> {
    let mut list = [0usize; 2];
    // SAFETY: `get-directories` writes the list's address and length into `list`; the
    // host allocated the list and each string through this module's `cabi_realloc`
    // (the global allocator), with the layouts `Vec<RawPreopen>` and `Vec<u8>` use, and
    // hands their ownership to us. Each descriptor handle is ours: kept, or dropped
    // once. An empty list or string may come back as any pointer, null included:
    // never rebuild one from it.
    unsafe {
        get_directories(&mut list);
        if list[1] == 0 {
            return Vec::new();
        }
        let preopens = Vec::from_raw_parts(list[0] as *mut RawPreopen, list[1], list[1]);
        preopens
            .into_iter()
            .filter_map(|p| {
                let path = (p.path_len > 0)
                    .then(|| String::from_utf8(Vec::from_raw_parts(p.path, p.path_len, p.path_len)).ok())
                    .flatten();
                if path.is_none() {
                    drop_descriptor(p.descriptor);
                }
                path.map(|path| Preopen {
                    path,
                    descriptor: p.descriptor,
                })
            })
            .collect()
    }
}
