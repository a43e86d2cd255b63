//! The paths of the directories the host preopened, in preopen order (the `tools`
//! interface's roots). Rust's std offers no way to list them, so this calls
//! `wasi:filesystem/preopens.get-directories` itself, at the WASI version std
//! imports, so the component gains no import: the raw canonical-ABI call that
//! wasi-libc makes for its own preopen table.

/// One element of `list<tuple<own<descriptor>, string>>` in linear memory.
#[repr(C)]
struct Preopen {
    descriptor: i32,
    path: *mut u8,
    path_len: usize,
}

#[link(wasm_import_module = "wasi:filesystem/preopens@0.2.6")]
unsafe extern "C" {
    #[link_name = "get-directories"]
    fn get_directories(list: *mut [usize; 2]);
}

#[link(wasm_import_module = "wasi:filesystem/types@0.2.6")]
unsafe extern "C" {
    #[link_name = "[resource-drop]descriptor"]
    fn drop_descriptor(descriptor: i32);
}

/// Every preopened directory's guest path. A path that is not UTF-8 is left out.
pub fn paths() -> Vec<String> {
    let mut list = [0usize; 2];
    // SAFETY: `get-directories` writes the list's address and length into `list`; the
    // host allocated the list and each string through this module's `cabi_realloc`
    // (the global allocator), with the layouts `Vec<Preopen>` and `Vec<u8>` use, and
    // hands their ownership to us. Each descriptor handle is ours to drop, once.
    // An empty list or string may come back as any pointer, null included: never
    // rebuild one from it.
    unsafe {
        get_directories(&mut list);
        if list[1] == 0 {
            return Vec::new();
        }
        let preopens = Vec::from_raw_parts(list[0] as *mut Preopen, list[1], list[1]);
        preopens
            .into_iter()
            .filter_map(|p| {
                drop_descriptor(p.descriptor);
                if p.path_len == 0 {
                    return None;
                }
                String::from_utf8(Vec::from_raw_parts(p.path, p.path_len, p.path_len)).ok()
            })
            .collect()
    }
}
