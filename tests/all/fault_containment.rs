//! The sandbox the guest runs in: read-only preopens, no environment or arguments,
//! and failures that stay inside one instance.

use crate::common::*;

use wasmtime_wasi::ResourceTable;
use wasmtime_wasi::cli::WasiCliCtxView;
use wasmtime_wasi::filesystem::WasiFilesystemCtxView;
use wasmtime_wasi::p2::bindings::sync::cli::environment::Host as Environment;
use wasmtime_wasi::p2::bindings::sync::filesystem::preopens::Host as Preopens;
use wasmtime_wasi::p2::bindings::sync::filesystem::types::{DescriptorFlags, HostDescriptor, OpenFlags, PathFlags};

#[test]
fn every_write_through_a_preopen_is_refused() {
    let tree = Tree::new();
    tree.skill("root/a", "a", "A.", "original");
    let mut ctx = sandbox_context(&[tree.root("root", Scope::Project)], false).unwrap();
    let mut table = ResourceTable::new();
    let mut fs = WasiFilesystemCtxView {
        ctx: ctx.filesystem(),
        table: &mut table,
    };
    let preopens = fs.get_directories().unwrap();
    assert_eq!(preopens.len(), 1);
    assert_eq!(preopens[0].1, "/roots/0");
    let dir = || wasmtime::component::Resource::new_borrow(preopens[0].0.rep());

    let create = fs.open_at(
        dir(),
        PathFlags::empty(),
        "new.txt".into(),
        OpenFlags::CREATE,
        DescriptorFlags::WRITE,
    );
    assert!(create.is_err(), "creating a file must fail");
    let overwrite = fs.open_at(
        dir(),
        PathFlags::empty(),
        "a/SKILL.md".into(),
        OpenFlags::TRUNCATE,
        DescriptorFlags::WRITE,
    );
    assert!(overwrite.is_err(), "opening an existing file for writing must fail");
    assert!(fs.create_directory_at(dir(), "new-dir".into()).is_err());
    assert!(fs.unlink_file_at(dir(), "a/SKILL.md".into()).is_err());
    assert!(fs.remove_directory_at(dir(), "a".into()).is_err());
    assert!(fs.rename_at(dir(), "a".into(), dir(), "b".into()).is_err());
    // Reading still works, and nothing changed on disk.
    let read = fs.open_at(
        dir(),
        PathFlags::empty(),
        "a/SKILL.md".into(),
        OpenFlags::empty(),
        DescriptorFlags::READ,
    );
    assert!(read.is_ok());
    assert!(!tree.path().join("root/new.txt").exists() && !tree.path().join("root/new-dir").exists());
    assert!(
        std::fs::read_to_string(tree.path().join("root/a/SKILL.md"))
            .unwrap()
            .ends_with("original")
    );
}

#[test]
fn the_guest_sees_no_environment_but_the_hosts_own_promise_and_no_arguments() {
    // The test process has a full environment; none of it may reach the guest. The one
    // variable the guest gets is the host's: its opens never block (on Linux).
    let mut ctx = sandbox_context(&[], false).unwrap();
    let mut table = ResourceTable::new();
    let mut cli = WasiCliCtxView {
        ctx: ctx.cli(),
        table: &mut table,
    };
    let promised: Vec<(String, String)> = match cfg!(target_os = "linux") {
        true => vec![("AGENTSKILLS_NONBLOCKING_OPEN".into(), "1".into())],
        false => Vec::new(),
    };
    assert_eq!(cli.get_environment().unwrap(), promised);
    assert!(cli.get_arguments().unwrap().is_empty());
    assert_eq!(cli.initial_cwd().unwrap(), None);
}

#[test]
fn a_missing_root_is_not_preopened() {
    let tree = Tree::new();
    let mut ctx = sandbox_context(&[tree.root("absent", Scope::User)], false).unwrap();
    let mut table = ResourceTable::new();
    let mut fs = WasiFilesystemCtxView {
        ctx: ctx.filesystem(),
        table: &mut table,
    };
    assert!(fs.get_directories().unwrap().is_empty());
}

#[test]
fn failures_stay_inside_one_session() {
    // A session that hits its deadline does not disturb another one on the same host.
    let tree = Tree::new();
    for i in 0..2000 {
        tree.skill(&format!("big/s{i:04}"), &format!("s{i:04}"), "A skill.", "");
    }
    tree.skill("small/ok", "ok", "Fine.", "");
    let host = Host::new(HostOptions {
        limits: Limits {
            call_timeout: std::time::Duration::from_millis(20),
            ..Limits::default()
        },
        cache_dir: Some(std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("component-cache")),
        forward_guest_stderr: false,
    })
    .unwrap();
    let mut policy = host.default_policy().unwrap();
    policy.include_builtins = false;
    let mut failing = host.session(vec![tree.root("big", Scope::Project)], policy.clone());
    let mut healthy = host.session(vec![tree.root("small", Scope::Project)], policy);
    assert!(matches!(failing.discover(), Err(HostError::Timeout(_))));
    assert_eq!(names(&healthy.discover().unwrap().skills), vec!["ok"]);
    assert!(matches!(failing.discover(), Err(HostError::Timeout(_))));
    assert_eq!(names(&healthy.discover().unwrap().skills), vec!["ok"]);
}
