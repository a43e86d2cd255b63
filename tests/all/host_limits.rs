//! The wasmtime host: per-call limits, recovery on a fresh instance, the
//! precompiled-component cache.

use crate::common::*;
use std::time::Duration;

fn host_with(limits: Limits) -> Host {
    Host::new(HostOptions {
        limits,
        cache_dir: Some(std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("component-cache")),
        forward_guest_stderr: false,
    })
    .unwrap()
}

fn many_skills(tree: &Tree, count: usize, description_len: usize) {
    let description = "d".repeat(description_len);
    for i in 0..count {
        tree.skill(&format!("root/s-{i:05}"), &format!("s-{i:05}"), &description, "");
    }
}

#[test]
fn a_call_past_its_deadline_fails_clearly_and_the_next_call_works() {
    let tree = Tree::new();
    many_skills(&tree, 3000, 200);
    let host = host_with(Limits {
        call_timeout: Duration::from_millis(30),
        ..Limits::default()
    });
    let mut policy = host.default_policy().unwrap();
    policy.include_builtins = false;
    let mut session = host.session(vec![tree.root("root", Scope::Project)], policy);
    match session.discover() {
        Err(HostError::Timeout(limit)) => assert_eq!(limit, Duration::from_millis(30)),
        other => panic!("expected a timeout, got {:?}", other.map(|d| d.skills.len())),
    }
    std::fs::remove_dir_all(tree.path().join("root")).unwrap();
    tree.skill("root/small", "small", "Fits in the deadline.", "");
    let discovery = session.discover().expect("a fresh instance serves the next call");
    assert_eq!(names(&discovery.skills), vec!["small"]);
}

#[test]
fn a_discovery_over_the_memory_cap_fails_clearly_and_the_next_call_works() {
    let tree = Tree::new();
    many_skills(&tree, 2000, 1000);
    let limit = 6 * 1024 * 1024;
    let host = host_with(Limits {
        memory_bytes: limit,
        ..Limits::default()
    });
    let mut policy = host.default_policy().unwrap();
    policy.include_builtins = false;
    let mut session = host.session(vec![tree.root("root", Scope::Project)], policy);
    match session.discover() {
        Err(HostError::MemoryLimit { limit: l, requested }) => {
            assert_eq!(l, limit);
            assert!(requested > limit);
        }
        other => panic!("expected the memory limit, got {:?}", other.map(|d| d.skills.len())),
    }
    let message = HostError::MemoryLimit {
        limit,
        requested: limit + 1,
    }
    .to_string();
    assert!(message.contains("memory limit"));
    std::fs::remove_dir_all(tree.path().join("root")).unwrap();
    tree.skill("root/small", "small", "Fits in memory.", "");
    assert_eq!(names(&session.discover().unwrap().skills), vec!["small"]);
}

#[test]
fn the_precompiled_component_is_cached_and_a_corrupt_cache_file_is_replaced() {
    let cache = tempfile::tempdir().unwrap();
    let options = HostOptions {
        cache_dir: Some(cache.path().to_path_buf()),
        ..HostOptions::default()
    };
    Host::new(options.clone()).unwrap();
    let files: Vec<_> = std::fs::read_dir(cache.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), 1);
    assert!(files[0].extension().is_some_and(|e| e == "cwasm"));
    std::fs::write(&files[0], b"not a compiled component").unwrap();
    let host = Host::new(options).unwrap();
    assert!(host.default_policy().is_ok());
    assert!(
        std::fs::metadata(&files[0]).unwrap().len() > 1000,
        "the corrupt artifact was rewritten"
    );
}

#[test]
fn the_default_policy_matches_the_documented_defaults() {
    // Field by field, every field: the README's Policy table and the WIT's comments.
    let component = crate::policy_defaults::component_defaults();
    assert_eq!(
        crate::policy_defaults::readme_defaults(),
        component,
        "README Policy table"
    );
    assert_eq!(crate::policy_defaults::wit_defaults(), component, "WIT policy comments");
    let limits = Limits::default();
    assert_eq!(limits.memory_bytes, 256 * 1024 * 1024);
    assert_eq!(limits.call_timeout, Duration::from_secs(5));
}
