//! Benchmarks: `cargo bench -p skills-host` (add `-- --quick` for fewer repetitions).
//!
//! Prints medians with the p10-p90 spread. Compares the component with the same core
//! compiled natively, with the floor of natively reading every SKILL.md, and with the
//! component's own filesystem calls made through wasmtime-wasi without a guest (the
//! part of its time the guest cannot reduce), on the real corpus and on deterministic
//! synthetic corpora shaped like it (file sizes p10 2.5 KB / median 7.9 KB / p90
//! 20 KB, descriptions p10 72 / median 264 / p90 531 characters, one skill in ten
//! with bundled files).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use skills_host::{CatalogFormat, Host, HostOptions, Invoker, RootDir, Scope};

struct Stats {
    median: Duration,
    p10: Duration,
    p90: Duration,
}

/// One warm-up run, then `runs` timed ones.
fn measure(runs: usize, mut f: impl FnMut()) -> Stats {
    let [stats] = side_by_side(runs, &mut (), [&mut |_: &mut ()| f()]);
    stats
}

/// Runs each step once per round, `runs` rounds after one warm-up round, and returns
/// each step's stats. Steps compared with each other are measured side by side, so a
/// ratio between them is not skewed when the machine gets slower or faster between
/// one block of runs and the next (this VM's speed drifts by tens of percent).
fn side_by_side<S, const N: usize>(runs: usize, state: &mut S, mut steps: [&mut dyn FnMut(&mut S); N]) -> [Stats; N] {
    let mut samples: [Vec<Duration>; N] = std::array::from_fn(|_| Vec::with_capacity(runs));
    for round in 0..=runs {
        for (step, samples) in steps.iter_mut().zip(&mut samples) {
            let start = Instant::now();
            step(state);
            if round > 0 {
                samples.push(start.elapsed());
            }
        }
    }
    samples.map(|mut samples| {
        samples.sort();
        Stats {
            median: samples[runs / 2],
            p10: samples[runs / 10],
            p90: samples[(runs * 9) / 10],
        }
    })
}

fn fmt(d: Duration) -> String {
    let us = d.as_secs_f64() * 1e6;
    if us >= 10_000.0 {
        format!("{:.1} ms", us / 1000.0)
    } else {
        format!("{us:.1} µs")
    }
}

fn row(label: &str, s: &Stats, note: &str) {
    println!(
        "{label:<58} {:>10}  [{:>9} .. {:>9}]  {note}",
        fmt(s.median),
        fmt(s.p10),
        fmt(s.p90)
    );
}

/// A deterministic generator (64-bit LCG), so every run benchmarks the same bytes.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }

    /// Roughly log-normal around `median`, between `p10` and `p90` most of the time.
    fn sized(&mut self, p10: usize, median: usize, p90: usize) -> usize {
        let u = (self.next() % 1000) as f64 / 1000.0;
        if u < 0.5 {
            p10 + ((median - p10) as f64 * (u / 0.5)) as usize
        } else {
            median + ((p90 - median) as f64 * ((u - 0.5) / 0.5).powi(2)) as usize
        }
    }
}

const WORDS: &[&str] = &[
    "extract", "tables", "from", "PDF", "files", "when", "the", "user", "asks", "about", "forms", "data", "analysis",
    "charts", "review", "code", "tests", "deploy", "docs", "résumé", "naïve", "使用",
];

fn text(rng: &mut Lcg, chars: usize) -> String {
    let mut out = String::with_capacity(chars + 16);
    while out.chars().count() < chars {
        out.push_str(WORDS[(rng.next() as usize) % WORDS.len()]);
        out.push(' ');
    }
    out.chars().take(chars).collect::<String>().trim().to_string()
}

fn synthetic(dir: &Path, count: usize) {
    let mut rng = Lcg(0x5eed_0000 + count as u64);
    for i in 0..count {
        let name = format!("skill-{i:05}");
        let skill = dir.join(&name);
        std::fs::create_dir_all(&skill).unwrap();
        let description_chars = rng.sized(72, 264, 531).min(1000);
        let description = text(&mut rng, description_chars);
        let file_size = rng.sized(2453, 7859, 19692);
        let mut body = String::from("# Instructions\n\n");
        while body.len() < file_size {
            body.push_str(&text(&mut rng, 70));
            body.push('\n');
        }
        std::fs::write(
            skill.join("SKILL.md"),
            format!("---\nname: {name}\ndescription: \"{description}\"\n---\n{body}"),
        )
        .unwrap();
        if i % 10 == 0 {
            std::fs::create_dir_all(skill.join("references")).unwrap();
            std::fs::write(skill.join("references/guide.md"), text(&mut rng, 4000)).unwrap();
        }
    }
}

#[path = "../../tests/all/common/corpus.rs"]
mod corpus;

fn corpus_roots() -> Vec<PathBuf> {
    corpus::FLAT_ROOTS
        .iter()
        .map(|r| corpus::corpus_dir().join(r))
        .collect()
}

fn native_registry(roots: &[PathBuf]) -> skills_guest::Registry {
    let roots = roots
        .iter()
        .map(|p| skills_guest::Root {
            path: p.display().to_string(),
            scope: skills_guest::Scope::Project,
            label: p.display().to_string(),
            trusted: true,
        })
        .collect();
    skills_guest::Registry::new(
        roots,
        skills_guest::Policy {
            include_builtins: false,
            max_directories: 100_000,
            ..Default::default()
        },
    )
}

/// The floor: walk the roots and read every SKILL.md, natively, doing nothing else.
fn read_floor(roots: &[PathBuf]) -> usize {
    let mut bytes = 0;
    for root in roots {
        let Ok(entries) = std::fs::read_dir(root) else { continue };
        for entry in entries.flatten() {
            if let Ok(data) = std::fs::read(entry.path().join("SKILL.md")) {
                bytes += data.len();
            }
        }
    }
    bytes
}

/// wasmtime-wasi's share: the filesystem calls the component's discovery makes for
/// these roots (per root a listing; per skill directory a `stat-at`, an `open-at`,
/// `read`s sized by the stat and a drop), made natively through wasmtime-wasi's own
/// host implementation in the same read-only sandbox, with no guest. What the
/// component costs beyond this is the guest's work and the canonical ABI.
struct WasiCalls {
    ctx: wasmtime_wasi::WasiCtx,
    table: wasmtime::component::ResourceTable,
    preopens: Vec<u32>,
    // wasmtime-wasi's sync calls need a Tokio context; the host enters the same kind.
    runtime: tokio::runtime::Runtime,
}

impl WasiCalls {
    fn new(roots: &[PathBuf]) -> Self {
        use wasmtime_wasi::p2::bindings::filesystem::preopens::Host as _;
        let dirs: Vec<RootDir> = roots.iter().map(|p| RootDir::new(p, Scope::Project)).collect();
        let mut ctx = skills_host::sandbox_context(&dirs, false).unwrap();
        let mut table = wasmtime::component::ResourceTable::new();
        let preopens = wasmtime_wasi::filesystem::WasiFilesystemCtxView {
            ctx: ctx.filesystem(),
            table: &mut table,
        }
        .get_directories()
        .unwrap()
        .into_iter()
        .map(|(descriptor, _)| descriptor.rep())
        .collect();
        let runtime = tokio::runtime::Builder::new_current_thread().build().unwrap();
        WasiCalls {
            ctx,
            table,
            preopens,
            runtime,
        }
    }

    /// One pass over every root; returns the bytes read.
    fn scan(&mut self) -> usize {
        use wasmtime::component::Resource;
        use wasmtime_wasi::p2::bindings::sync::filesystem::types::{
            DescriptorFlags, DescriptorType, HostDescriptor, HostDirectoryEntryStream, OpenFlags, PathFlags,
        };
        let _context = self.runtime.enter();
        let mut view = wasmtime_wasi::filesystem::WasiFilesystemCtxView {
            ctx: self.ctx.filesystem(),
            table: &mut self.table,
        };
        let mut bytes = 0;
        for &root in &self.preopens {
            let root = || Resource::new_borrow(root);
            let listed = view
                .open_at(
                    root(),
                    PathFlags::SYMLINK_FOLLOW,
                    ".".into(),
                    OpenFlags::DIRECTORY,
                    DescriptorFlags::READ,
                )
                .unwrap();
            let stream = view.read_directory(Resource::new_borrow(listed.rep())).unwrap();
            let mut names = Vec::new();
            while let Some(entry) = view.read_directory_entry(Resource::new_borrow(stream.rep())).unwrap() {
                // A symlink may lead to a skill directory, as it does for the walk.
                if matches!(entry.type_, DescriptorType::Directory | DescriptorType::SymbolicLink) {
                    names.push(entry.name);
                }
            }
            HostDirectoryEntryStream::drop(&mut view, stream).unwrap();
            HostDescriptor::drop(&mut view, listed).unwrap();
            for name in names {
                let path = format!("{name}/SKILL.md");
                let Ok(stat) = view.stat_at(root(), PathFlags::SYMLINK_FOLLOW, path.clone()) else {
                    continue;
                };
                if stat.type_ != DescriptorType::RegularFile {
                    continue;
                }
                let file = view
                    .open_at(
                        root(),
                        PathFlags::SYMLINK_FOLLOW,
                        path,
                        OpenFlags::empty(),
                        DescriptorFlags::READ,
                    )
                    .unwrap();
                // As the guest does: wasmtime-wasi returns at most 64 KiB a call.
                let mut read = 0;
                while read < stat.size {
                    let (data, end) = view
                        .read(Resource::new_borrow(file.rep()), stat.size - read, read)
                        .unwrap();
                    read += data.len() as u64;
                    if end || data.is_empty() {
                        break;
                    }
                }
                bytes += read as usize;
                HostDescriptor::drop(&mut view, file).unwrap();
            }
        }
        bytes
    }
}

fn compare(host: &Host, label: &str, roots: &[PathBuf], runs: usize) {
    let dirs: Vec<RootDir> = roots.iter().map(|p| RootDir::new(p, Scope::Project)).collect();
    let mut policy = host.default_policy().unwrap();
    policy.include_builtins = false;
    policy.max_directories = 100_000;
    let mut session = host.session(dirs, policy);
    let count = session.discover().unwrap().skills.len();
    let native = native_registry(roots);
    let mut wasi = WasiCalls::new(roots);
    assert_eq!(wasi.scan(), read_floor(roots), "both read every SKILL.md once");
    let [component, native_stats, floor, wasi_calls] = side_by_side(
        runs,
        &mut (session, native, wasi),
        [
            &mut |(session, _, _): &mut (skills_host::Session, skills_guest::Registry, WasiCalls)| {
                session.discover().unwrap();
                session.catalog(CatalogFormat::Xml).unwrap();
            },
            &mut |(_, native, _)| {
                native.discover();
                native.catalog(skills_guest::CatalogFormat::Xml);
            },
            &mut |_| {
                std::hint::black_box(read_floor(roots));
            },
            &mut |(_, _, wasi)| {
                std::hint::black_box(wasi.scan());
            },
        ],
    );
    let ratio = |a: &Stats, b: &Stats| a.median.as_secs_f64() / b.median.as_secs_f64();
    let node = node_stats(roots, runs);
    println!("discover + catalog, {label} ({count} skills)");
    row("  component (wasmtime)", &component, "");
    row(
        "  same core, native",
        &native_stats,
        &format!("component/native = {:.2}x", ratio(&component, &native_stats)),
    );
    row(
        "  floor: native walk + read every SKILL.md",
        &floor,
        &format!("component/floor = {:.2}x", ratio(&component, &floor)),
    );
    row(
        "  its filesystem calls alone, in wasmtime-wasi",
        &wasi_calls,
        &format!(
            "{:.2}x the floor; {:.0}% of the component",
            ratio(&wasi_calls, &floor),
            100.0 * ratio(&wasi_calls, &component)
        ),
    );
    if let Some(node) = node {
        row(
            "  same component in Node (jco)",
            &node,
            &format!("node/wasmtime = {:.2}x", ratio(&node, &component)),
        );
    }
}

/// The same discover + catalog in Node through jco, when `.ci/setup` installed it.
/// Whether discovering independent roots in separate component instances, on separate
/// threads, would pay (issue 36, item 4): a new session (a fresh instance) per group of
/// roots, discovered, each group on its own thread, against one session over them all
/// (discover + catalog, as a CLI run does). The split runs leave out the merge and the
/// catalog, so they are the most threads could win; the same split run on one thread
/// is what it would cost a one-core machine.
fn parallel_roots(host: &Host, roots: &[PathBuf], runs: usize) {
    let mut policy = host.default_policy().unwrap();
    policy.include_builtins = false;
    policy.max_directories = 100_000;
    let dirs = |group: &[PathBuf]| {
        group
            .iter()
            .map(|p| RootDir::new(p, Scope::Project))
            .collect::<Vec<_>>()
    };
    let whole = |group: &[PathBuf]| {
        let mut session = host.session(dirs(group), policy.clone());
        session.discover().unwrap();
        session.catalog(CatalogFormat::Xml).unwrap();
    };
    let discover = |group: &[PathBuf]| {
        let mut session = host.session(dirs(group), policy.clone());
        std::hint::black_box(session.discover().unwrap().skills.len());
    };
    let groups = |n: usize| roots.chunks(roots.len().div_ceil(n)).collect::<Vec<_>>();
    let one = measure(runs, || whole(roots));
    let sequential = measure(runs, || groups(2).into_iter().for_each(&discover));
    let threaded = |n: usize| {
        measure(runs, || {
            std::thread::scope(|scope| {
                for group in groups(n) {
                    scope.spawn(move || discover(group));
                }
            })
        })
    };
    let (two, all) = (threaded(2), threaded(roots.len()));
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let ratio = |s: &Stats| {
        format!(
            "{:.2}x of one instance",
            s.median.as_secs_f64() / one.median.as_secs_f64()
        )
    };
    println!("roots on threads, real corpus ({} roots, {cores} cores)", roots.len());
    row("  one instance, every root (discover + catalog)", &one, "");
    row(
        "  two instances, one after the other (discover)",
        &sequential,
        &ratio(&sequential),
    );
    row("  two instances on two threads (discover)", &two, &ratio(&two));
    row(
        &format!("  {} instances on {0} threads (discover)", roots.len()),
        &all,
        &ratio(&all),
    );
    println!();
}

fn node_stats(roots: &[PathBuf], runs: usize) -> Option<Stats> {
    static GENERATED: std::sync::OnceLock<Option<PathBuf>> = std::sync::OnceLock::new();
    let node_dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("node");
    let generated = GENERATED.get_or_init(|| {
        let out = std::env::temp_dir().join(format!("skills-bench-jco-{}", std::process::id()));
        let status = std::process::Command::new(node_dir.join("node_modules/.bin/jco"))
            .args([
                "transpile",
                skills_host::COMPONENT_PATH,
                "--instantiation",
                "sync",
                "--quiet",
                "-o",
            ])
            .arg(&out)
            .status()
            .ok()?;
        status.success().then_some(out)
    });
    let output = std::process::Command::new("node")
        .arg(node_dir.join("bench.mjs"))
        .arg(generated.as_ref()?)
        .arg(runs.to_string())
        .args(roots)
        .output()
        .ok()?;
    let value: serde_json::Value = serde_json::from_slice(&output.stdout).ok()?;
    let micros = |key: &str| Duration::from_secs_f64(value[key].as_f64().unwrap_or(0.0) / 1e6);
    Some(Stats {
        median: micros("median"),
        p10: micros("p10"),
        p90: micros("p90"),
    })
}

/// Every `SKILL.md` in the corpus (589 files), for the `cat` floor.
fn corpus_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut pending = vec![corpus::corpus_dir()];
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                pending.push(path);
            } else if path.file_name().is_some_and(|n| n == "SKILL.md") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// Whole processes, side by side in one run: the `skills` CLI's catalog of the corpus
/// (warm component cache), `cat` of the same files, and skills-ref's `to-prompt`.
fn whole_process(runs: usize, peer_dirs: &[PathBuf]) {
    let cache = tempfile::tempdir().unwrap();
    let mut cli = vec!["--no-builtin".to_string(), "--no-eligibility".to_string()];
    for root in corpus_roots() {
        cli.push("--project".into());
        cli.push(root.display().to_string());
    }
    cli.push("catalog".into());
    let run = |program: &Path, args: &[String]| {
        let out = std::process::Command::new(program)
            .args(args)
            .env("SKILLS_CACHE_DIR", cache.path())
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    };
    let skills = Path::new(env!("CARGO_BIN_EXE_skills"));
    let files: Vec<String> = corpus_files().iter().map(|p| p.display().to_string()).collect();
    let [ours, cat] = side_by_side(
        runs,
        &mut (),
        [&mut |_: &mut ()| run(skills, &cli), &mut |_: &mut ()| {
            run(Path::new("cat"), &files)
        }],
    );
    let ratio = |a: &Stats, b: &Stats| a.median.as_secs_f64() / b.median.as_secs_f64();
    println!("whole process, real corpus (one process each; warm component cache; pairs side by side)");
    row("  `skills catalog` (8 roots, --no-builtin)", &ours, "");
    row(
        &format!("  `cat` of the corpus's {} SKILL.md files", files.len()),
        &cat,
        &format!("skills/cat = {:.2}x", ratio(&ours, &cat)),
    );
    let agentskills = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/skills-ref-venv/bin/agentskills");
    if agentskills.exists() && !peer_dirs.is_empty() {
        let mut args = vec!["to-prompt".to_string()];
        args.extend(peer_dirs.iter().map(|p| p.display().to_string()));
        // About a second a run: fewer rounds, each with its own `skills catalog` beside it.
        let [peer, ours] = side_by_side(
            runs.min(7),
            &mut (),
            [&mut |_: &mut ()| run(&agentskills, &args), &mut |_: &mut ()| {
                run(skills, &cli)
            }],
        );
        row(
            &format!("  skills-ref `agentskills to-prompt` ({} dirs)", peer_dirs.len()),
            &peer,
            &format!(
                "skills-ref/skills = {:.1}x (skills {} in these rounds)",
                ratio(&peer, &ours),
                fmt(ours.median)
            ),
        );
    }
    println!();
}

/// What finding the roots costs before any component call: the walk-up from a
/// directory 12 levels below a repository root, the user and project config files, and
/// the plan (every layout on, so 6 user folders and 6 x 13 project folders stat'ed).
fn roots_plan(runs: usize) {
    let tree = tempfile::tempdir().unwrap();
    let repo = tree.path().join("repo");
    let deep = (0..12).fold(repo.clone(), |dir, i| dir.join(format!("d{i}")));
    std::fs::create_dir_all(&deep).unwrap();
    std::fs::create_dir(repo.join(".git")).unwrap();
    std::fs::create_dir_all(repo.join(".agents/skills")).unwrap();
    let config_home = tree.path().join("config");
    std::fs::create_dir_all(config_home.join("agentskills")).unwrap();
    let layouts: String = skills_host::LAYOUTS
        .iter()
        .map(|l| format!("{} = true\n", l.name))
        .collect();
    std::fs::write(
        config_home.join("agentskills/config.toml"),
        format!(
            "catalog-budget = 40000\n[layouts]\n{layouts}[skills]\na = \"off\"\nb = \"user-only\"\n[trust]\nfolders = ['{}']\n",
            repo.display()
        ),
    )
    .unwrap();
    std::fs::write(repo.join(".agents/config.toml"), "[skills]\nc = \"off\"\n").unwrap();
    let dirs = skills_host::HostDirs {
        home: Some(tree.path().join("home")),
        xdg_config_home: Some(config_home),
        codex_home: None,
    };
    let mut planned = 0;
    let stats = measure(runs, || {
        let project = skills_host::Project::find(&deep);
        let config = skills_host::Config::load(&dirs, Some(&project), &skills_host::Settings::default(), &[]).unwrap();
        let plan = skills_host::RootPlan::new(&dirs, Some(&project), &config);
        planned = plan.roots.len();
        std::hint::black_box(plan.session_roots());
    });
    row(
        "  roots: walk-up (13 dirs) + 2 config files + plan",
        &stats,
        &format!("{planned} roots considered"),
    );
}

/// What reporting touched files costs: 100 skills with Claude Code `paths` (four
/// patterns each), 1,000 paths that wake none of them (the common call, repeatable);
/// and, in a registry of its own, the worst a hostile skill can make one call cost,
/// which the budget bounds.
fn touch_paths(host: &Host, runs: usize) {
    let tree = tempfile::tempdir().unwrap();
    for i in 0..100 {
        let dir = tree.path().join(format!("skill-{i:03}"));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            dir.join("SKILL.md"),
            format!("---\nname: skill-{i:03}\ndescription: Rules for package {i}.\npaths: \"pkg{i}/**/*.{{ts,tsx}}, docs/pkg{i}/*.md\"\n---\nBody\n"),
        )
        .unwrap();
    }
    let hostile_root = tempfile::tempdir().unwrap();
    let hostile = hostile_root.path().join("hostile");
    std::fs::create_dir_all(&hostile).unwrap();
    let patterns: Vec<String> = (0..64).map(|i| format!("\"{}{i}b\"", "*a".repeat(100))).collect();
    std::fs::write(
        hostile.join("SKILL.md"),
        format!(
            "---\nname: hostile\ndescription: Costly globs.\npaths: [{}]\n---\n",
            patterns.join(", ")
        ),
    )
    .unwrap();
    let mut policy = host.default_policy().unwrap();
    policy.include_builtins = false;
    let paths: Vec<String> = (0..1000).map(|i| format!("src/module{i}/file{i}.rs")).collect();
    let mut session = host.session(vec![RootDir::new(tree.path(), Scope::Project)], policy);
    session.discover().unwrap();
    let mut common_stopped = false;
    let common = measure(runs, || {
        common_stopped = !session.touch_paths(&paths).unwrap().diagnostics.is_empty();
    });
    let mut hostile_policy = host.default_policy().unwrap();
    hostile_policy.include_builtins = false;
    let mut session = host.session(vec![RootDir::new(hostile_root.path(), Scope::Project)], hostile_policy);
    session.discover().unwrap();
    let long: Vec<String> = (0..1000).map(|i| format!("{}/{i}", "a".repeat(3000))).collect();
    let mut stopped = false;
    let worst = measure(runs.min(20), || {
        let touch = session.touch_paths(&long).unwrap();
        stopped = !touch.diagnostics.is_empty();
    });
    println!("touch-paths");
    row(
        "  1,000 paths, 100 skills with paths, none woken",
        &common,
        if common_stopped {
            "STOPPED by the budget"
        } else {
            "within the budget"
        },
    );
    row(
        "  1,000 3-KB paths against 64 patterns of 100 stars",
        &worst,
        if stopped {
            "stopped by the matching budget"
        } else {
            "within the budget"
        },
    );
}

/// What installing costs: 100 skills (the corpus's size mix: one in ten with bundled
/// files) from a local git repository over file://: `add --all` into an empty scope,
/// `update` with nothing to change, and `verify`.
fn install_from_git(host: &Host, runs: usize) {
    use skills_host::install::{self, AddOptions, InstallScope, SourceSpec};
    let tree = tempfile::tempdir().unwrap();
    let repo = tree.path().join("repo");
    synthetic(&repo.join("skills"), 100);
    let git = |args: &[&str]| {
        let status = std::process::Command::new("git")
            .arg("-C")
            .arg(&repo)
            .args(args)
            .env("GIT_AUTHOR_NAME", "b")
            .env("GIT_AUTHOR_EMAIL", "b@example.com")
            .env("GIT_COMMITTER_NAME", "b")
            .env("GIT_COMMITTER_EMAIL", "b@example.com")
            .output()
            .unwrap()
            .status;
        assert!(status.success(), "git {args:?}");
    };
    git(&["init", "--quiet"]);
    git(&["add", "-A"]);
    git(&["commit", "--quiet", "-m", "skills"]);
    let source = SourceSpec::Git {
        url: format!("file://{}", repo.display()),
        reference: None,
    };
    let options = AddOptions {
        path: None,
        skills: Vec::new(),
        all: true,
        paths: Vec::new(),
        validation: skills_host::ValidationMode::Strict,
        force: false,
        transfer: Default::default(),
        gate: Default::default(),
        agents: Vec::new(),
        copy: false,
        plugin: None,
        chooser: None,
    };
    let mut round = 0;
    let mut installed = 0;
    let add = measure(runs, || {
        round += 1;
        let scope = InstallScope::user(&tree.path().join(format!("home-{round}")));
        installed = install::add(host, &scope, &source, &options).unwrap().installed.len();
    });
    let scope = InstallScope::user(&tree.path().join("home-1"));
    let update = measure(runs, || {
        let updates = install::update(host, &scope, &[], &Default::default()).unwrap();
        assert!(updates.iter().all(|u| u.changes.is_empty()));
    });
    let verify = measure(runs * 4, || {
        assert!(install::verify(&scope).unwrap().is_empty());
    });
    let restore = measure(runs, || {
        for entry in std::fs::read_dir(&scope.skills_dir).unwrap().flatten() {
            if entry.file_type().unwrap().is_dir() && !entry.file_name().to_string_lossy().starts_with('.') {
                std::fs::remove_dir_all(entry.path()).unwrap();
            }
        }
        let options = AddOptions {
            all: false,
            ..options.clone()
        };
        let done = install::restore(host, &scope, &options, &Default::default(), true).unwrap();
        assert_eq!(done.restored.len(), installed);
    });
    println!("install, 100 skills from a local git repository (file://)");
    row(
        "  add --all into an empty scope (clone, survey, stage, write)",
        &add,
        &format!("{installed} installed"),
    );
    row("  update, nothing changed (clone, stage, compare)", &update, "");
    row("  verify (read and hash every installed file)", &verify, "");
    row(
        "  install --frozen: all 100 missing, restored from the lock",
        &restore,
        "",
    );
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let runs = |n: usize| if quick { (n / 5).max(5) } else { n };
    let cache = tempfile::tempdir().unwrap();
    let options = HostOptions {
        cache_dir: Some(cache.path().to_path_buf()),
        ..HostOptions::default()
    };

    println!("component: {} bytes (.wasm)\n", skills_host::COMPONENT.len());

    // to-prompt refuses the whole batch when any skill is invalid: give it the
    // directories the strict lint accepts (a subset of what skills-ref accepts).
    let host = Host::new(options.clone()).unwrap();
    let agentskills = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/skills-ref-venv/bin/agentskills");
    let peer_dirs: Vec<PathBuf> = corpus_roots()
        .iter()
        .flat_map(|r| std::fs::read_dir(r).into_iter().flatten().flatten().map(|e| e.path()))
        .filter(|p| p.join("SKILL.md").is_file())
        .filter(|p| {
            host.validate(p)
                .is_ok_and(|d| d.iter().all(|d| d.severity != skills_host::Severity::Error))
        })
        .collect();
    whole_process(runs(25), if agentskills.exists() { &peer_dirs } else { &[] });

    // Cold start: compile (empty cache) vs deserialize (warm cache), to a first catalog of 10 skills.
    let ten = tempfile::tempdir().unwrap();
    synthetic(ten.path(), 10);
    let first_catalog = |options: &HostOptions| {
        let host = Host::new(options.clone()).unwrap();
        let mut policy = host.default_policy().unwrap();
        policy.include_builtins = false;
        let mut session = host.session(vec![RootDir::new(ten.path(), Scope::Project)], policy);
        std::hint::black_box(session.catalog(CatalogFormat::Xml).unwrap());
    };
    let cold = measure(runs(5), || {
        let empty = tempfile::tempdir().unwrap();
        first_catalog(&HostOptions {
            cache_dir: Some(empty.path().to_path_buf()),
            ..HostOptions::default()
        });
    });
    first_catalog(&options);
    let warm = measure(runs(30), || first_catalog(&options));
    let instantiate = measure(runs(200), || {
        host.default_policy().unwrap();
    });
    println!("start-up (in process, no process start)");
    row("  empty cache: compile + instantiate + catalog (10 skills)", &cold, "");
    row("  warm cache: load + instantiate + catalog (10 skills)", &warm, "");
    row("  instantiate (InstancePre) + one call", &instantiate, "");
    roots_plan(runs(200));
    touch_paths(&host, runs(50));
    install_from_git(&host, runs(10));

    // Warm activate / read-resource.
    let mut policy = host.default_policy().unwrap();
    policy.include_builtins = false;
    policy.max_directories = 100_000;
    let mut session = host.session(vec![RootDir::new(ten.path(), Scope::Project)], policy.clone());
    session.discover().unwrap();
    let activate = measure(runs(2000), || {
        session.activate("skill-00003", Invoker::Model, "").unwrap().unwrap();
    });
    let read = measure(runs(2000), || {
        session
            .read_resource("skill-00000", "references/guide.md", Invoker::Model)
            .unwrap()
            .unwrap();
    });
    println!("\nwarm calls");
    row("  activate (body ~8 KB)", &activate, "");
    row("  read-resource (4 KB file)", &read, "");
    println!();

    compare(&host, "real corpus", &corpus_roots(), runs(30));
    parallel_roots(&host, &corpus_roots(), runs(30));
    let thousand = tempfile::tempdir().unwrap();
    synthetic(thousand.path(), 1000);
    compare(&host, "synthetic", &[thousand.path().to_path_buf()], runs(20));
    let big = tempfile::tempdir().unwrap();
    synthetic(big.path(), 10_000);
    compare(&host, "synthetic", &[big.path().to_path_buf()], runs(10));

    // Refresh at 10,000 skills: each round a full scan, then a refresh with no change,
    // one after a body edit and one after a description edit.
    let mut session = host.session(vec![RootDir::new(big.path(), Scope::Project)], policy);
    session.discover().unwrap();
    let memory = session.guest_memory_bytes();
    let skill = big.path().join("skill-00042/SKILL.md");
    let original = std::fs::read_to_string(&skill).unwrap();
    // (edits to the description so far, whether the body carries an edit)
    let contents = |description_edits: usize, body_edited: bool| {
        let mut text = original.replacen(
            "description: \"",
            &format!("description: \"Edit {description_edits}. "),
            usize::from(description_edits > 0),
        );
        if body_edited {
            text.push_str("\nedit");
        }
        text
    };
    let [full, no_change, body_edit, description_edit] = side_by_side(
        runs(10),
        &mut (session, 0usize, false),
        [
            &mut |(session, _, _): &mut (skills_host::Session, usize, bool)| {
                session.discover().unwrap();
            },
            &mut |(session, _, _)| {
                assert!(!session.refresh().unwrap().changed);
            },
            &mut |(session, edits, body)| {
                *body = !*body;
                std::fs::write(&skill, contents(*edits, *body)).unwrap();
                assert!(!session.refresh().unwrap().changed);
            },
            &mut |(session, edits, body)| {
                *edits += 1;
                std::fs::write(&skill, contents(*edits, *body)).unwrap();
                assert!(session.refresh().unwrap().changed);
            },
        ],
    );
    let share = |s: &Stats| 100.0 * s.median.as_secs_f64() / full.median.as_secs_f64();
    println!("refresh, 10000 skills");
    row("  full scan (discover)", &full, "");
    row(
        "  refresh, no change",
        &no_change,
        &format!("{:.0}% of a full scan", share(&no_change)),
    );
    row(
        "  refresh after one body edit",
        &body_edit,
        &format!("{:.0}% of a full scan", share(&body_edit)),
    );
    row(
        "  refresh after one description edit",
        &description_edit,
        &format!("{:.0}% of a full scan", share(&description_edit)),
    );
    println!(
        "\nguest linear memory after discovering 10000 skills: {:.1} MiB",
        memory as f64 / (1024.0 * 1024.0)
    );

    // The peer: skills-ref's to-prompt on the real corpus, when installed by .ci/setup.
    if agentskills.exists() {
        let peer = measure(runs(5).min(5), || {
            let out = std::process::Command::new(&agentskills)
                .arg("to-prompt")
                .args(&peer_dirs)
                .output()
                .unwrap();
            assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        });
        println!();
        row(
            &format!(
                "skills-ref `agentskills to-prompt`, real corpus ({} dirs)",
                peer_dirs.len()
            ),
            &peer,
            "includes Python start-up",
        );
    } else {
        println!("\n(skills-ref not installed: run `bash .ci/setup` for the peer figure)");
    }
}
