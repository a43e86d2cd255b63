//! The component's allocator: the system one, which says on stderr when an allocation
//! fails, before Rust aborts. std says so too, but through wasi-libc, whose stderr
//! may itself need memory at that moment; a host that reads the guest's stderr to
//! tell "out of memory" from another trap (the Python host) then saw only `unreachable`,
//! depending on how long the root's path happened to be. This write needs no memory:
//! the message is formatted on the stack and written by one `wasi:io/streams` call.
//!
//! Two limits, both on the host's side of the line: when the failing allocation is the
//! host's own (lowering a call's result into guest memory through `cabi_realloc`), the
//! guest may not call out, and this write is itself the trap ("cannot leave component
//! instance"), which the Python host also reads as out of memory; and a fallible
//! allocation std recovers from (`try_reserve`) is reported too, so a host should read
//! the message together with the trap that follows it.

use std::alloc::{GlobalAlloc, Layout, System};

struct Reporting;

#[global_allocator]
static ALLOCATOR: Reporting = Reporting;

// SAFETY: every call is forwarded to `System` unchanged; only a null result adds a
// write to stderr, which allocates nothing.
unsafe impl GlobalAlloc for Reporting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract for `alloc`, passed on.
        let ptr = unsafe { System.alloc(layout) };
        if ptr.is_null() {
            report(layout.size());
        }
        ptr
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as `alloc`.
        let ptr = unsafe { System.alloc_zeroed(layout) };
        if ptr.is_null() {
            report(layout.size());
        }
        ptr
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract for `dealloc`, passed on.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract for `realloc`, passed on.
        let moved = unsafe { System.realloc(ptr, layout, new_size) };
        if moved.is_null() {
            report(new_size);
        }
        moved
    }
}

#[link(wasm_import_module = "wasi:cli/stderr@0.2.6")]
unsafe extern "C" {
    #[link_name = "get-stderr"]
    fn get_stderr() -> i32;
}

#[link(wasm_import_module = "wasi:io/streams@0.2.6")]
unsafe extern "C" {
    #[link_name = "[method]output-stream.blocking-write-and-flush"]
    fn blocking_write_and_flush(stream: i32, bytes: *const u8, len: usize, ret: *mut u8);
    #[link_name = "[resource-drop]output-stream"]
    fn drop_output_stream(stream: i32);
}

/// Writes `memory allocation of N bytes failed` (std's own wording) to stderr.
fn report(size: usize) {
    let mut message = [0u8; 64];
    let mut len = 0;
    let mut push = |bytes: &[u8]| {
        let end = (len + bytes.len()).min(message.len());
        message[len..end].copy_from_slice(&bytes[..end - len]);
        len = end;
    };
    push(b"memory allocation of ");
    let mut digits = [0u8; 20];
    let mut n = size;
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    push(&digits[at..]);
    push(b" bytes failed\n");
    // `result<_, stream-error>`: at most 12 bytes, 4-aligned. A failed write is ignored:
    // the abort that follows says the rest.
    #[repr(C, align(4))]
    struct Ret([u8; 12]);
    let mut ret = Ret([0; 12]);
    // SAFETY: `get-stderr` returns an owned stream handle, written to once and dropped
    // once; `message[..len]` is live for the call and `ret` is the result's size.
    unsafe {
        let stream = get_stderr();
        blocking_write_and_flush(stream, message.as_ptr(), len, ret.0.as_mut_ptr());
        drop_output_stream(stream);
    }
}
