// The skill checker's host: the component in a Web Worker (so the page stays
// responsive), with preview2-shim's in-memory filesystem. What the person picked is
// mounted read-only as a preopen, and every answer comes from the component: the
// survey (validation, with file and line), the tools interface's catalog, activation
// and validation JSON, and the audit. This file only moves bytes and shapes records as
// JSON; it parses nothing a skill wrote (archives are unpacked by the component too).

import { cli, clocks, filesystem, io, random } from './shim/index.js';
import { InMemoryFilesystemAdapter } from './shim/in-memory-filesystem.js';
import { instantiate } from './generated/skills_guest.js';

const EMPTY_ENVIRONMENT = { getEnvironment: () => [], getArguments: () => [], initialCwd: () => undefined };

let modules = null;

async function load() {
  if (modules) return modules;
  // component.json (written by build.mjs) lists the core modules jco wrote.
  const { cores } = await (await fetch('./component.json')).json();
  const loaded = new Map();
  for (const name of cores) {
    const response = await fetch(`./generated/${name}`);
    if (!response.ok) throw new Error(`generated/${name}: HTTP ${response.status}`);
    loaded.set(name, await WebAssembly.compile(await response.arrayBuffer()));
  }
  modules = loaded;
  return modules;
}

/** A fresh instance whose only filesystem is `preopens` (guest path → file data). */
function instance(preopens) {
  const fs = filesystem.createFilesystem({ adapter: new InMemoryFilesystemAdapter(), preopens });
  const imports = {
    'wasi:cli/environment': EMPTY_ENVIRONMENT,
    'wasi:cli/exit': cli.exit,
    'wasi:cli/stdin': cli.stdin,
    'wasi:cli/stdout': cli.stdout,
    'wasi:cli/stderr': cli.stderr,
    'wasi:cli/terminal-input': cli.terminalInput,
    'wasi:cli/terminal-output': cli.terminalOutput,
    'wasi:cli/terminal-stdin': cli.terminalStdin,
    'wasi:cli/terminal-stdout': cli.terminalStdout,
    'wasi:cli/terminal-stderr': cli.terminalStderr,
    'wasi:clocks/wall-clock': clocks.wallClock,
    'wasi:filesystem/types': fs.types,
    'wasi:filesystem/preopens': fs.preopens,
    'wasi:io/error': io.error,
    'wasi:io/poll': io.poll,
    'wasi:io/streams': io.streams,
    'wasi:random/insecure-seed': random.insecureSeed,
  };
  const getCoreModule = (name) => {
    const module = modules.get(name);
    if (!module) throw new Error(`the checker's build lacks ${name}`);
    return module;
  };
  const root = instantiate(getCoreModule, imports);
  return { skills: root.skills ?? root['agentskills:runtime/skills@0.8.0'], tools: root.tools ?? root['agentskills:runtime/tools@0.8.0'] };
}

/** Files (`{path, bytes}`, `/`-separated relative paths) as the shim's file data. */
function tree(files) {
  // Maps without a prototype: a file named `__proto__` or `constructor` is a file.
  const folder = () => ({ dir: Object.create(null) });
  const root = folder();
  for (const { path, bytes } of files) {
    const parts = path.split('/').filter((p) => p !== '' && p !== '.');
    if (parts.length === 0 || parts.includes('..')) continue;
    let dir = root;
    for (const part of parts.slice(0, -1)) {
      if (!Object.hasOwn(dir.dir, part) || !dir.dir[part].dir) dir.dir[part] = folder();
      dir = dir.dir[part];
    }
    dir.dir[parts[parts.length - 1]] = { source: bytes };
  }
  return root;
}

// The JSON shapes of the CLI (`skills audit --json`, `skills add --list`), so the
// page's answers can be compared with the other hosts' byte for byte.
const none = (v) => (v === undefined ? null : v);
const sortKeys = (value) => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortKeys(value[k])]));
  }
  return value;
};
const finding = (f) => ({
  rule: f.rule, family: f.family, severity: f.severity, title: f.title, file: f.file, line: f.line,
  column: f.column, excerpt: f.excerpt, detail: f.detail, context: f.context,
  chain: f.chain.map((l) => ({ role: l.role, file: l.file, line: l.line, column: l.column, excerpt: l.excerpt })),
});
const report = (r) => sortKeys({
  skill: r.skill, directory: r.directory, findings: r.findings.map(finding), files_scanned: r.filesScanned,
  bytes_scanned: Number(r.bytesScanned), endpoints: r.endpoints, executables: r.executables,
  allowed_tools: none(r.allowedTools), rules: r.rules,
});
const diagnostic = (d) => ({ severity: d.severity, code: d.code, path: d.path, line: none(d.line), message: d.message });
const error = (e) => ({ kind: e.tag, message: typeof e.val === 'string' ? e.val : e.val?.message ?? String(e.val) });

/** jco throws a WIT `result`'s error as a ComponentError with `payload`. */
function attempt(call) {
  try {
    return { ok: call() };
  } catch (e) {
    if (e && 'payload' in e) return { err: error(e.payload) };
    throw e;
  }
}

const LABEL = '/upload';

function check(input) {
  const started = performance.now();
  const source = { path: '/source', scope: 'user', label: LABEL, trusted: true };
  let archive;
  let mounted;
  if (input.kind === 'archive') {
    archive = input.name;
    mounted = tree([{ path: input.name, bytes: input.bytes }]);
  } else {
    mounted = tree(input.files);
  }
  const probe = instance({ '/source': mounted });
  const survey = attempt(() => probe.skills.surveySource(source, archive, 'strict'));
  if (survey.err) return { error: survey.err, elapsed: performance.now() - started };
  const audits = attempt(() => probe.skills.auditSource(source, archive, { ruleFiles: [], installed: [], source: undefined }));
  const reports = audits.ok ? audits.ok.map(report) : [];
  const skills = [];
  for (const found of survey.ok.skills) {
    const entry = {
      path: found.path,
      name: none(found.name),
      description: none(found.description),
      diagnostics: found.diagnostics.map(diagnostic),
      audit: reports.find((r) => r.directory === (found.path ? `${LABEL}/${found.path}` : LABEL)) ?? null,
      catalog: null,
      activation: null,
    };
    // What the model would see: the skill's own files, as the component stages them,
    // in a second instance that has nothing else.
    const staged = attempt(() => probe.skills.stageSkill(source, archive, found.path, 'lenient'));
    if (staged.ok) {
      const name = staged.ok.name;
      const files = staged.ok.files.map((f) => ({ path: `${name}/${f.path}`, bytes: f.bytes }));
      const tools = instance({ '/skills': tree(files) }).tools;
      entry.catalog = JSON.parse(tools.listSkills());
      entry.activation = JSON.parse(tools.activateSkill(name, ''));
      entry.validation = JSON.parse(tools.validateSkill(`/skills/${name}`));
    } else {
      entry.stageError = staged.err;
    }
    skills.push(entry);
  }
  return {
    skills,
    sourceDiagnostics: survey.ok.diagnostics.map(diagnostic),
    auditError: audits.err ?? null,
    elapsed: performance.now() - started,
  };
}

// Everything is fetched and compiled as the page loads: a check makes no request.
const ready = load().then(
  () => self.postMessage({ ready: true }),
  (e) => self.postMessage({ failure: `the component could not be loaded: ${e}` }),
);

self.onmessage = async (event) => {
  await ready;
  try {
    self.postMessage({ result: check(event.data) });
  } catch (e) {
    self.postMessage({ failure: String(e && e.stack ? e.stack : e) });
  }
};
