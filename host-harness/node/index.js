// The Agent Skills component in Node, through jco: the same .wasm the Rust host embeds,
// transpiled with `jco transpile --instantiation sync`. A tiny API mirroring the Rust
// one (skills_host::Host / Session). Each session is its own instance with its own
// preopens (createFilesystem), an empty environment and no arguments.
//
// `new SkillsHost()` runs the package's own prebuilt `generated/` (next to this file);
// `new SkillsHost(dir)` runs any `jco transpile --instantiation sync` output directory.
// At `load()` the platform (Node version, WebAssembly SIMD), the files jco wrote
// (SHA-256, against the `component.json` beside the generated directory) and the WIT
// version are checked; each failure is an Error naming what is wrong.
//
// Caveat: preview2-shim's Node filesystem does not enforce read-only preopens the way
// wasmtime's FsPerms::ReadOnly does. The component never writes, but a host that must
// prove it cannot should use wasmtime.

import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cli, clocks, filesystem, io, random } from '@bytecodealliance/preview2-shim';

/** The WIT package this host speaks. */
export const WIT_PACKAGE = 'agentskills:runtime@0.8.0';
/** The interface of it the host calls, as jco names the export. */
export const SKILLS_INTERFACE = 'agentskills:runtime/skills@0.8.0';
/** The oldest Node this package runs on: preview2-shim 0.26.1's own dependency
 * (@bytecodealliance/jco-node-fs 0.3.2) declares `engines.node >= 20`. */
export const MIN_NODE_MAJOR = 20;

const PACKAGE_GENERATED_DIR = fileURLToPath(new URL('./generated/', import.meta.url));
const ENTRY = 'skills_guest.js';

const EMPTY_ENVIRONMENT = {
  getEnvironment: () => [],
  getArguments: () => [],
  initialCwd: () => undefined,
};

// (module (func (result v128) v128.const i32x4 0 0 0 0)): valid only where the engine
// has 128-bit WebAssembly SIMD, which the component is compiled with.
const SIMD_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // magic, version
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, // type: () -> v128
  0x03, 0x02, 0x01, 0x00, // one function of type 0
  0x0a, 0x16, 0x01, 0x14, 0x00, 0xfd, 0x0c, // code: v128.const
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0x0b, // end
]);

function checkPlatform() {
  const major = Number(process.versions.node.split('.')[0]);
  if (!(major >= MIN_NODE_MAJOR)) {
    throw new Error(
      `agentskills-runtime needs Node >= ${MIN_NODE_MAJOR}; this is Node ${process.versions.node}`,
    );
  }
  if (typeof WebAssembly !== 'object' || !WebAssembly.validate(SIMD_PROBE)) {
    throw new Error(
      `this Node lacks WebAssembly SIMD, which the component needs; use Node >= ${MIN_NODE_MAJOR} (this is ${process.versions.node})`,
    );
  }
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** The `component.json` pack.mjs writes beside `generated/`, or null when there is none. */
function readManifest(path) {
  if (!existsSync(path)) return null;
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new Error(`${path} is not valid JSON (${e.message}); reinstall agentskills-runtime`);
  }
  if (!manifest || typeof manifest.generated !== 'object' || manifest.generated === null) {
    throw new Error(`${path} lists no generated files ("generated"); reinstall agentskills-runtime`);
  }
  if (manifest.wit !== WIT_PACKAGE) {
    throw new Error(
      `${path} is for WIT package ${manifest.wit ?? '(none)'}, but this host speaks ${WIT_PACKAGE}; ` +
        'install the agentskills-runtime version built for it',
    );
  }
  return manifest;
}

/** A file name from the manifest, kept inside `dir`. */
function inside(dir, name, manifestPath) {
  const path = resolve(dir, name);
  if (isAbsolute(name) || !path.startsWith(dir + sep)) {
    throw new Error(`${manifestPath} names ${JSON.stringify(name)}, which is not inside ${dir}`);
  }
  return path;
}

/** The folders the guest's walk never enters (guest/src/discover/walk.rs). */
const SKIPPED_DIRS = new Set(['.git', '.hg', '.svn', 'node_modules', 'target', '__pycache__', '.venv', 'venv', '.tox', '.cache', '.skills-staging']);
/** Most directories looked at for links per root (the default `max-directories`). */
const MAX_DIRECTORIES_WALKED = 2000;

/**
 * The symlinks the guest's walk reaches in `root`, as [path in the root, host path]:
 * the root's entries, and those of grouping folders (no `SKILL.md`) down to `maxDepth`;
 * a skill's own folder is never entered.
 */
function linksReached(root, maxDepth) {
  const links = [];
  const pending = [[root, '', 0]];
  let walked = 0;
  while (pending.length > 0) {
    const [dir, rel, depth] = pending.pop();
    if (++walked > MAX_DIRECTORIES_WALKED) break;
    let entries;
    try { entries = readdirSync(dir, { withFileTypes: true }); } catch { continue; }
    for (const entry of entries) {
      const child = rel === '' ? entry.name : `${rel}/${entry.name}`;
      const path = join(dir, entry.name);
      if (entry.isSymbolicLink()) {
        if (!entry.name.startsWith('.')) links.push([child, path]);
      } else if (entry.isDirectory() && depth + 1 < maxDepth && !SKIPPED_DIRS.has(entry.name)) {
        let isSkill = true;
        try { lstatSync(join(path, 'SKILL.md')); } catch { isSkill = false; }
        if (!isSkill) pending.push([path, child, depth + 1]);
      }
    }
  }
  return links.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/**
 * Linked skill folders, as the wasmtime host follows them (host-harness/src/roots/links.rs):
 * each symlink of a user or trusted project root that the walk reaches (at the top, or
 * below grouping folders down to `maxDepth`, never inside a skill) and that leads out of
 * the root to a folder of skills is preopened read-only at the link's own guest path.
 */
function linkedPreopens(roots, maxDepth = 1) {
  const real = (p) => { try { return realpathSync(p); } catch { return null; } };
  const isSkill = (dir) => { try { return lstatSync(join(dir, 'SKILL.md')).isFile(); } catch { return false; } };
  const holdsSkills = (dir) => {
    if (isSkill(dir)) return true;
    try {
      return readdirSync(dir, { withFileTypes: true }).slice(0, 2000).some((e) => e.isDirectory() && isSkill(join(dir, e.name)));
    } catch { return false; }
  };
  const within = (path, dir) => path === dir || path.startsWith(dir + sep);
  const realRoots = roots.filter((r) => isDirectory(r.path)).map((r) => real(r.path)).filter(Boolean);
  const home = process.env.HOME ? real(process.env.HOME) : null;
  const extra = {};
  roots.forEach((root, index) => {
    const scope = root.scope ?? 'user';
    if (!['user', 'project'].includes(scope) || root.trusted === false || !isDirectory(root.path)) return;
    const realRoot = real(root.path);
    const followed = [];
    for (const [name, link] of linksReached(root.path, maxDepth)) {
      let written;
      try { written = readlinkSync(link); } catch { continue; }
      const target = real(link);
      if (!target) continue;
      const inside = within(target, realRoot);
      if (inside && !isAbsolute(written)) continue;
      if (realRoots.some((other) => other !== realRoot && within(target, other))) continue;
      if (!isDirectory(target) || target === '/' || within(realRoot, target)) continue;
      if (home && within(home, target)) continue;
      if (!holdsSkills(target) || followed.includes(target) || followed.length >= 256) continue;
      if (inside && target !== realRoot && target.slice(realRoot.length + 1).split(sep).length <= maxDepth) continue;
      followed.push(target);
      extra[`/roots/${index}/${name}`] = target;
    }
  });
  return extra;
}

export class SkillsHost {
  /**
   * @param {string} [generatedDir] output directory of `jco transpile --instantiation sync`;
   *   default: the package's own prebuilt `generated/`
   */
  constructor(generatedDir) {
    this.generatedDir = generatedDir === undefined ? resolve(PACKAGE_GENERATED_DIR) : resolve(generatedDir);
    this.packaged = generatedDir === undefined;
    this.modules = new Map();
    this.instantiate = null;
    this.probe = null;
  }

  async load() {
    checkPlatform();
    const dir = this.generatedDir;
    const manifestPath = join(dirname(dir), 'component.json');
    const manifest = readManifest(manifestPath);
    if (!manifest && this.packaged) {
      throw new Error(
        `${manifestPath} is missing, so the prebuilt component in ${dir} cannot be checked; ` +
          'reinstall agentskills-runtime (or pass a jco output directory: new SkillsHost(dir))',
      );
    }
    if (!manifest && !isDirectory(dir)) {
      throw new Error(`${dir} does not exist: expected the output of \`jco transpile --instantiation sync\``);
    }

    // Every listed file is checked before any of it is used; core modules are
    // compiled from the very bytes that were checked.
    const files = manifest ? Object.keys(manifest.generated).sort() : readdirSync(dir).sort();
    const verified = new Map();
    for (const name of files) {
      const path = manifest ? inside(dir, name, manifestPath) : join(dir, name);
      if (!manifest) {
        if (name.endsWith('.wasm')) verified.set(name, readFileSync(path));
        continue;
      }
      const expected = String(manifest.generated[name]).toLowerCase();
      let bytes;
      try {
        bytes = readFileSync(path);
      } catch (e) {
        throw new Error(
          `cannot read ${path} (${e.code ?? e.message}); its SHA-256 should be ${expected}. ` +
            'Reinstall agentskills-runtime',
        );
      }
      const actual = sha256(bytes);
      if (actual !== expected) {
        throw new Error(
          `${path} is damaged: its SHA-256 is ${actual}, expected ${expected}. Reinstall agentskills-runtime`,
        );
      }
      if (name.endsWith('.wasm')) verified.set(name, bytes);
    }
    if (manifest && !(ENTRY in manifest.generated)) {
      throw new Error(`${manifestPath} does not list ${ENTRY}; reinstall agentskills-runtime`);
    }
    for (const [name, bytes] of verified) this.modules.set(name, await WebAssembly.compile(bytes));

    const entry = join(dir, ENTRY);
    if (!existsSync(entry)) {
      throw new Error(`${entry} does not exist: expected the output of \`jco transpile --instantiation sync\``);
    }
    const mod = await import(pathToFileURL(entry).href);
    if (typeof mod.instantiate !== 'function') {
      throw new Error(`${entry} exports no instantiate(): transpile with \`jco transpile --instantiation sync\``);
    }
    this.instantiate = mod.instantiate;

    const root = this.#instance({});
    if (!root || typeof root[SKILLS_INTERFACE] !== 'object' || root[SKILLS_INTERFACE] === null) {
      const found = Object.keys(root ?? {}).filter((k) => k.includes(':'));
      throw new Error(
        `${entry} does not export ${SKILLS_INTERFACE}, which this host needs` +
          (found.length ? ` (it exports ${found.join(', ')})` : '') +
          `; use a component built for ${WIT_PACKAGE}`,
      );
    }
    this.probe = root;
    return this;
  }

  #instance(preopens) {
    if (!this.instantiate) throw new Error('SkillsHost.load() must finish before the host is used');
    const fs = filesystem.createFilesystem({ preopens });
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
      const module = this.modules.get(name);
      if (!module) {
        throw new Error(`${join(this.generatedDir, name)} was not loaded: it is not among the files checked at load()`);
      }
      return module;
    };
    return this.instantiate(getCoreModule, imports);
  }

  defaultPolicy() {
    return (this.probe ?? this.#instance({})).skills.defaultPolicy();
  }

  /**
   * @param {{path: string, label?: string, scope?: string, trusted?: boolean, exists?: boolean}[]} roots
   *   host paths. Defaults: `label` the real absolute path, `scope` 'user', `trusted`
   *   true, `exists` whether `path` is a directory.
   */
  session(roots, policy) {
    const preopens = {};
    const guestRoots = roots.map((root, index) => {
      const guestPath = `/roots/${index}`;
      const exists = root.exists ?? isDirectory(root.path);
      if (exists) preopens[guestPath] = root.path;
      return {
        path: guestPath,
        scope: root.scope ?? 'user',
        label: root.label ?? realLabel(root.path),
        trusted: root.trusted ?? true,
      };
    });
    Object.assign(preopens, linkedPreopens(roots, policy?.maxDepth ?? 1));
    const { skills } = this.#instance(preopens);
    return new Session(new skills.Registry(guestRoots, policy));
  }

  /**
   * The authoring lint on one skill directory.
   * @param {string} [label] its absolute host path; default the real path of `dir`
   * @param {'spec' | 'claude-code' | 'codex' | 'openclaw'} profile which agent's fields to accept too
   */
  validate(dir, label = realLabel(dir), profile = 'spec') {
    const { skills } = this.#instance({ '/roots/0': dir });
    return skills.validate({ path: '/roots/0', scope: 'project', label, trusted: true }, profile);
  }

  /**
   * The audit of every skill in a source tree (a folder, or `archive` inside it,
   * unpacked in the component), as WIT `audit-source`.
   * @param {string} dir the folder, preopened read-only on its own
   * @param {{archive?: string, ruleFiles?: {label: string, text: string}[], installed?: string[], label?: string}} [options]
   */
  auditSource(dir, options = {}) {
    const { skills } = this.#instance({ '/roots/0': dir });
    const root = { path: '/roots/0', scope: 'user', label: options.label ?? realLabel(dir), trusted: true };
    const audit = { ruleFiles: options.ruleFiles ?? [], installed: options.installed ?? [], source: options.source };
    return attempt(() => skills.auditSource(root, options.archive, audit));
  }

  /** The built-in audit rule file, as the component ships it. */
  auditRules() {
    const { skills } = this.#instance({});
    return skills.auditRules();
  }

  /**
   * One function of the stateless `tools` interface in a fresh instance, each
   * directory preopened at its own real path (as tool hosts do).
   * @param {{path: string, label?: string}[]} dirs label = the real absolute path (the default)
   * @param {string} name e.g. 'list-skills'
   */
  callTool(dirs, name, ...args) {
    const preopens = {};
    for (const dir of dirs) preopens[dir.label ?? realLabel(dir.path)] = dir.path;
    const { tools } = this.#instance(preopens);
    const method = name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    if (typeof tools[method] !== 'function') throw new Error(`the tools interface has no function ${name}`);
    return tools[method](...args);
  }
}

/** The host path shown to the model: the real path when it exists, else absolute. */
function realLabel(path) {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

function isDirectory(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Result-returning calls return `{ ok }` or `{ err: { tag, val } }` instead of throwing. */
function attempt(call) {
  try {
    return { ok: call() };
  } catch (e) {
    if (e && e.payload !== undefined) return { err: e.payload };
    throw e;
  }
}

export class Session {
  constructor(registry) {
    this.registry = registry;
  }
  discover() { return this.registry.discover(); }
  refresh() { return this.registry.refresh(); }
  /** @param {{binaries?: string[], environment?: string[], os?: string}} facts names only; an absent fact is unknown */
  setHostFacts(facts) { return this.registry.setHostFacts(facts); }
  /** @param {Array<[string, string]>} variables the host's own `${NAME}` values for activated bodies */
  setSubstitutions(variables) { return this.registry.setSubstitutions(variables); }
  /** @param {string[]} paths touched files, relative to the project root, `/`-separated */
  touchPaths(paths) { return this.registry.touchPaths(paths); }
  catalog(format = 'xml') { return this.registry.catalog(format); }
  activate(name, invoker = 'model', args = '') { return attempt(() => this.registry.activate(name, invoker, args)); }
  readResource(skill, path, invoker = 'model') { return attempt(() => this.registry.readResource(skill, path, invoker)); }
  listResources(skill, dir = '', invoker = 'model') { return attempt(() => this.registry.listResources(skill, dir, invoker)); }
  manifest(skill, invoker = 'model') { return attempt(() => this.registry.manifest(skill, invoker)); }
  /** @param {{ruleFiles?: {label: string, text: string}[], installed?: string[]}} [options] */
  audit(skill, options = {}) {
    return attempt(() => this.registry.audit(skill, { ruleFiles: options.ruleFiles ?? [], installed: options.installed ?? [], source: options.source }));
  }
}
