//! Incremental refresh and live reload through the component. Nothing here is timed:
//! waits are bounded only so a broken watcher fails instead of hanging.

use crate::common::*;
use std::io::{BufRead, BufReader};
use std::sync::mpsc;
use std::time::Duration;

const PATIENCE: Duration = Duration::from_secs(30);

#[test]
fn a_body_edit_keeps_catalog_bytes_and_version_but_activation_sees_it() {
    let tree = Tree::new();
    tree.skill("root/a", "a", "Alpha.", "old body");
    tree.skill("root/b", "b", "Beta.", "body");
    let mut session = session(vec![tree.root("root", Scope::Project)]);
    let first = session.refresh().unwrap();
    assert_eq!((first.version, first.changed, first.reparsed), (1, true, 2));
    let catalog = session.catalog(CatalogFormat::Xml).unwrap().text;

    tree.skill("root/a", "a", "Alpha.", "new body, longer than the old one");
    let after = session.refresh().unwrap();
    assert_eq!((after.version, after.changed, after.reparsed), (1, false, 1));
    assert_eq!(session.catalog(CatalogFormat::Xml).unwrap().text, catalog);
    assert!(
        activate_ok(&mut session, "a", Invoker::Model, "")
            .content
            .contains("new body")
    );

    let unchanged = session.refresh().unwrap();
    assert_eq!(
        (unchanged.version, unchanged.changed, unchanged.reparsed),
        (1, false, 0)
    );
}

#[test]
fn description_edits_and_added_or_removed_skills_give_a_new_version() {
    let tree = Tree::new();
    tree.skill("root/a", "a", "Alpha.", "");
    let mut session = session(vec![tree.root("root", Scope::Project)]);
    session.discover().unwrap();
    tree.skill("root/a", "a", "Alpha, now described differently.", "");
    let edit = session.refresh().unwrap();
    assert_eq!((edit.version, edit.changed, edit.reparsed), (2, true, 1));
    assert!(
        session
            .catalog(CatalogFormat::Xml)
            .unwrap()
            .text
            .contains("described differently")
    );

    tree.skill("root/b", "b", "Beta.", "");
    assert_eq!(session.refresh().unwrap().version, 3);
    std::fs::remove_dir_all(tree.path().join("root/a")).unwrap();
    let removed = session.refresh().unwrap();
    assert_eq!((removed.version, removed.reparsed), (4, 0));
    let text = session.catalog(CatalogFormat::Xml).unwrap().text;
    assert!(text.contains("<name>b</name>") && !text.contains("<name>a</name>"));
}

#[test]
fn a_hidden_skill_changing_does_not_change_the_version() {
    let tree = Tree::new();
    tree.skill("root/a", "a", "Alpha.", "");
    let hidden = |d: &str| format!("---\nname: h\ndescription: {d}\ndisable-model-invocation: true\n---\n");
    tree.write("root/h/SKILL.md", hidden("One."));
    let mut session = session(vec![tree.root("root", Scope::Project)]);
    session.discover().unwrap();
    tree.write("root/h/SKILL.md", hidden("Two, not shown to the model."));
    let refresh = session.refresh().unwrap();
    assert_eq!((refresh.version, refresh.changed, refresh.reparsed), (1, false, 1));
}

/// Sets a directory's modification time, as a second change in the same clock tick
/// (or a filesystem with coarse times) would leave it.
fn set_modified(dir: &std::path::Path, time: std::time::SystemTime) {
    std::fs::File::open(dir).unwrap().set_modified(time).unwrap();
}

#[test]
fn a_refresh_lists_a_directory_again_only_when_its_time_moved_or_was_recent() {
    let tree = Tree::new();
    tree.skill("root/a", "a", "Alpha.", "");
    let root = tree.path().join("root");
    let long_ago = std::time::SystemTime::now() - Duration::from_secs(3600);
    set_modified(&root, long_ago);
    let mut session = session(vec![tree.root("root", Scope::Project)]);
    session.discover().unwrap();

    // A settled directory whose time is put back after a change: the kept listing
    // is trusted until the time moves; a full discover reads everything again.
    tree.skill("root/b", "b", "Beta.", "");
    set_modified(&root, long_ago);
    assert!(!session.refresh().unwrap().changed);
    set_modified(&root, long_ago + Duration::from_secs(1));
    assert!(session.refresh().unwrap().changed);
    assert_eq!(session.discover().unwrap().skills.len(), 2);

    // A directory changed within two seconds of being listed is listed again even
    // when its time did not move.
    let just_now = std::time::SystemTime::now();
    set_modified(&root, just_now);
    session.refresh().unwrap();
    tree.skill("root/c", "c", "Gamma.", "");
    set_modified(&root, just_now);
    let refresh = session.refresh().unwrap();
    assert_eq!((refresh.changed, refresh.reparsed), (true, 1));
}

/// Starts a watch that forwards every successful refresh to a channel.
fn watch_into_channel(session: Session) -> (WatchHandle, mpsc::Receiver<(RefreshResult, String)>) {
    let (sender, receiver) = mpsc::channel();
    let handle = watch(session, Duration::from_millis(100), move |session, result| {
        if let Ok(refresh) = result {
            let catalog = session.catalog(CatalogFormat::Xml).map(|c| c.text).unwrap_or_default();
            let _ = sender.send((refresh, catalog));
        }
    })
    .unwrap();
    (handle, receiver)
}

fn wait_for(receiver: &mpsc::Receiver<(RefreshResult, String)>, wanted: &str) -> RefreshResult {
    let deadline = std::time::Instant::now() + PATIENCE;
    while let Some(left) = deadline.checked_duration_since(std::time::Instant::now()) {
        if let Ok((refresh, catalog)) = receiver.recv_timeout(left)
            && catalog.contains(wanted)
        {
            return refresh;
        }
    }
    panic!("the watch never produced a catalog containing {wanted:?}");
}

#[test]
fn the_watch_callback_sees_edits_and_editor_style_replacements() {
    let tree = Tree::new();
    tree.skill("root/a", "a", "Alpha.", "");
    let mut session = session(vec![tree.root("root", Scope::Project)]);
    session.discover().unwrap();
    let (handle, receiver) = watch_into_channel(session);

    tree.skill("root/a", "a", "Alpha, edited in place.", "");
    let refresh = wait_for(&receiver, "edited in place");
    assert!(refresh.changed);

    // Write to a temporary file, then rename it over SKILL.md (vim, VS Code, ...).
    tree.write("root/a/.SKILL.md.swp", skill_md("a", "Alpha, replaced by rename.", ""));
    std::fs::rename(
        tree.path().join("root/a/.SKILL.md.swp"),
        tree.path().join("root/a/SKILL.md"),
    )
    .unwrap();
    wait_for(&receiver, "replaced by rename");
    assert!(handle.stop().is_some());
}

#[test]
fn the_watch_survives_a_root_created_after_it_started() {
    let tree = Tree::new();
    tree.mkdir("parent");
    let mut session = session(vec![tree.root("parent/later/skills", Scope::Project)]);
    assert!(session.discover().unwrap().skills.is_empty());
    let (_handle, receiver) = watch_into_channel(session);
    tree.mkdir("parent/later");
    std::thread::sleep(Duration::from_millis(300));
    tree.mkdir("parent/later/skills");
    std::thread::sleep(Duration::from_millis(300));
    tree.skill("parent/later/skills/new", "new", "Appeared later.", "");
    wait_for(&receiver, "Appeared later.");
}

#[test]
fn skills_watch_prints_the_catalog_again_after_a_change() {
    let tree = Tree::new();
    tree.skill("root/a", "a", "Before the edit.", "");
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_skills"))
        .args(["--no-builtin", "--project"])
        .arg(tree.path().join("root"))
        .arg("watch")
        .env(
            "SKILLS_CACHE_DIR",
            std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-cache"),
        )
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if sender.send(line).is_err() {
                break;
            }
        }
    });
    let wait_line = |wanted: &str| {
        let deadline = std::time::Instant::now() + PATIENCE;
        while let Some(left) = deadline.checked_duration_since(std::time::Instant::now()) {
            match receiver.recv_timeout(left) {
                Ok(line) if line.contains(wanted) => return,
                Ok(_) => {}
                Err(_) => break,
            }
        }
        panic!("skills watch never printed {wanted:?}");
    };
    wait_line("Before the edit.");
    tree.skill("root/a", "a", "After the edit.", "");
    wait_line("After the edit.");
    child.kill().unwrap();
    child.wait().unwrap();
}

#[test]
fn a_root_replaced_between_refreshes_is_seen_and_versions_keep_increasing() {
    let tree = Tree::new();
    tree.skill("root/a", "a", "In the first root.", "");
    let mut session = session(vec![tree.root("root", Scope::Project)]);
    assert_eq!(session.refresh().unwrap().version, 1);
    std::fs::remove_dir_all(tree.path().join("root")).unwrap();
    tree.skill("root/b", "b", "In the replacement root.", "");
    let refresh = session.refresh().unwrap();
    assert!(refresh.changed && refresh.version > 1, "{refresh:?}");
    let text = session.catalog(CatalogFormat::Xml).unwrap().text;
    assert!(text.contains("replacement") && !text.contains("first root"));
}

#[test]
fn a_prepared_session_is_the_same_session_on_one_instance_and_sees_a_root_replaced_before_its_first_call() {
    let tree = Tree::new();
    tree.skill("root/a", "a", "In the first root.", "");
    let roots = vec![tree.root("root", Scope::Project)];
    let prepared = host().prepare_session(roots.clone()).unwrap();
    assert_eq!(prepared.default_policy(), &host().default_policy().unwrap());
    let mut policy = prepared.default_policy().clone();
    policy.include_builtins = false;
    let mut on_prepared = prepared.into_session(policy.clone());
    let mut plain = host().session(roots.clone(), policy.clone());
    assert_eq!(on_prepared.discover().unwrap(), plain.discover().unwrap());
    assert_eq!(
        on_prepared.catalog(CatalogFormat::Xml).unwrap(),
        plain.catalog(CatalogFormat::Xml).unwrap()
    );

    // The prepared instance preopened the first root; the session must not read
    // through it once the root was replaced.
    let prepared = host().prepare_session(roots).unwrap();
    std::fs::remove_dir_all(tree.path().join("root")).unwrap();
    tree.skill("root/b", "b", "In the replacement root.", "");
    let mut session = prepared.into_session(policy);
    session.discover().unwrap();
    let text = session.catalog(CatalogFormat::Xml).unwrap().text;
    assert!(text.contains("replacement") && !text.contains("first root"), "{text}");
}
