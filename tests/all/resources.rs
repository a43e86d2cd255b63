//! Resource reads and listings through the component, gated to the skill directory.

use crate::common::*;

/// Two skills side by side, a secret next to the root, and links of every kind.
fn tree_with_links() -> (Tree, Session) {
    let tree = Tree::new();
    tree.skill("root/pdf", "pdf", "PDF.", "Body");
    tree.write("root/pdf/references/forms.md", "FORMS");
    tree.write("root/pdf/scripts/fill.py", "print('fill')");
    tree.skill("root/other", "other", "Other.", "");
    tree.write("root/other/private.md", "OTHER-SKILL-FILE");
    tree.write("secret.txt", "HOST-SECRET");
    tree.symlink("references/forms.md", "root/pdf/inner-link.md");
    tree.symlink("../other/private.md", "root/pdf/sibling-link.md");
    tree.symlink("../../secret.txt", "root/pdf/outside-link.txt");
    tree.symlink(tree.path().join("secret.txt"), "root/pdf/absolute-link.txt");
    tree.symlink("../other", "root/pdf/dir-link");
    tree.symlink("loop-2", "root/pdf/loop-1");
    tree.symlink("loop-1", "root/pdf/loop-2");
    let session = session(vec![tree.root("root", Scope::Project)]);
    (tree, session)
}

fn read(session: &mut Session, path: &str) -> Result<Vec<u8>, SkillError> {
    session
        .read_resource("pdf", path, Invoker::Model)
        .expect("call completes")
}

#[test]
fn files_inside_the_skill_are_read_as_raw_bytes() {
    let (_tree, mut session) = tree_with_links();
    assert_eq!(read(&mut session, "references/forms.md").unwrap(), b"FORMS");
    assert_eq!(read(&mut session, "./scripts//fill.py").unwrap(), b"print('fill')");
    assert_eq!(
        read(&mut session, "references/../SKILL.md").unwrap(),
        b"---\nname: pdf\ndescription: PDF.\n---\nBody"
    );
    assert_eq!(read(&mut session, "inner-link.md").unwrap(), b"FORMS");
}

#[test]
fn escapes_by_dotdot_absolute_paths_and_symlinks_are_denied() {
    let (tree, mut session) = tree_with_links();
    let absolute = tree.path().join("secret.txt").display().to_string();
    for path in [
        "../other/private.md",
        "references/../../other/private.md",
        "../../secret.txt",
        "../../missing-file",
        &absolute,
        "/etc/passwd",
        "sibling-link.md",
        "outside-link.txt",
        "absolute-link.txt",
        "dir-link/private.md",
        "loop-1",
    ] {
        match read(&mut session, path) {
            Err(SkillError::Denied(message)) => {
                assert!(!message.contains("SECRET") && !message.contains("exist"), "{message}")
            }
            other => panic!("{path}: expected denied, got {other:?}"),
        }
    }
}

#[test]
fn a_denial_does_not_reveal_whether_the_target_exists() {
    let (_tree, mut session) = tree_with_links();
    let existing = read(&mut session, "../../secret.txt").unwrap_err();
    let missing = read(&mut session, "../../no-such-file.txt").unwrap_err();
    let strip = |e: SkillError| match e {
        SkillError::Denied(m) => m.replace("secret.txt", "X").replace("no-such-file.txt", "X"),
        other => panic!("{other:?}"),
    };
    assert_eq!(strip(existing), strip(missing));
}

#[test]
fn nul_bytes_directories_and_missing_files_are_refused_with_their_own_kind() {
    let (_tree, mut session) = tree_with_links();
    assert!(matches!(read(&mut session, "refs\0/x"), Err(SkillError::Invalid(_))));
    assert!(matches!(read(&mut session, "references"), Err(SkillError::Invalid(_))));
    assert!(matches!(read(&mut session, ""), Err(SkillError::Invalid(_))));
    assert!(matches!(
        read(&mut session, "references/none.md"),
        Err(SkillError::NotFound(_))
    ));
}

#[test]
fn files_over_the_cap_are_refused() {
    let tree = Tree::new();
    tree.skill("root/pdf", "pdf", "PDF.", "");
    tree.write("root/pdf/assets/big.bin", vec![0u8; 4096]);
    let mut session = session_with(vec![tree.root("root", Scope::Project)], |p| p.max_resource_bytes = 4095);
    assert!(matches!(
        read(&mut session, "assets/big.bin"),
        Err(SkillError::TooLarge(_))
    ));
    let mut roomy = session_with(vec![tree.root("root", Scope::Project)], |p| p.max_resource_bytes = 4096);
    assert_eq!(read(&mut roomy, "assets/big.bin").unwrap().len(), 4096);
}

#[test]
fn a_fifo_is_never_opened() {
    let tree = Tree::new();
    tree.skill("root/pdf", "pdf", "PDF.", "");
    let fifo = tree.path().join("root/pdf/pipe");
    make_fifo(&fifo);
    let mut session = session(vec![tree.root("root", Scope::Project)]);
    // Opening a FIFO for reading would block until the deadline; refusing is immediate.
    assert!(matches!(read(&mut session, "pipe"), Err(SkillError::Invalid(_))));
}

#[test]
fn the_model_cannot_read_or_list_files_of_a_hidden_skill() {
    let tree = Tree::new();
    tree.write(
        "root/hidden/SKILL.md",
        "---\nname: hidden\ndescription: d\ndisable-model-invocation: true\n---\n",
    );
    tree.write("root/hidden/notes.md", "NOTES");
    let mut session = session(vec![tree.root("root", Scope::Project)]);
    assert!(matches!(
        session.read_resource("hidden", "notes.md", Invoker::Model).unwrap(),
        Err(SkillError::NotFound(_))
    ));
    assert!(matches!(
        session.list_resources("hidden", "", Invoker::Model).unwrap(),
        Err(SkillError::NotFound(_))
    ));
    assert_eq!(
        session
            .read_resource("hidden", "notes.md", Invoker::User)
            .unwrap()
            .unwrap(),
        b"NOTES"
    );
}

#[test]
fn listing_shows_direct_children_and_hides_links_that_leave_the_skill() {
    let (_tree, mut session) = tree_with_links();
    let entries = session.list_resources("pdf", "", Invoker::Model).unwrap().unwrap();
    let shown: Vec<(&str, EntryKind, u64)> = entries.iter().map(|e| (e.name.as_str(), e.kind, e.size)).collect();
    assert_eq!(
        shown,
        vec![
            ("SKILL.md", EntryKind::File, 40),
            ("inner-link.md", EntryKind::File, 5),
            ("references", EntryKind::Directory, 0),
            ("scripts", EntryKind::Directory, 0),
        ]
    );
    let references = session
        .list_resources("pdf", "references", Invoker::Model)
        .unwrap()
        .unwrap();
    assert_eq!(references.len(), 1);
    assert!(matches!(
        session.list_resources("pdf", "..", Invoker::Model).unwrap(),
        Err(SkillError::Denied(_))
    ));
    assert!(matches!(
        session.list_resources("pdf", "dir-link", Invoker::Model).unwrap(),
        Err(SkillError::Denied(_))
    ));
    assert!(matches!(
        session.list_resources("pdf", "SKILL.md", Invoker::Model).unwrap(),
        Err(SkillError::Invalid(_))
    ));
}
