// The Agent Skills component in Node, through jco: the same .wasm the Rust host embeds,
// transpiled with `jco transpile --instantiation sync`. A tiny API mirroring the Rust
// one (skills_host::Host / Session). Each session is its own instance with its own
// preopens (createFilesystem), an empty environment and no arguments.
//
// Caveat: preview2-shim's Node filesystem does not enforce read-only preopens the way
// wasmtime's FsPerms::ReadOnly does. The component never writes, but a host that must
// prove it cannot should use wasmtime.

import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cli, clocks, filesystem, io, random } from '@bytecodealliance/preview2-shim';

const EMPTY_ENVIRONMENT = {
  getEnvironment: () => [],
  getArguments: () => [],
  initialCwd: () => undefined,
};

export class SkillsHost {
  /** @param {string} generatedDir output directory of `jco transpile --instantiation sync` */
  constructor(generatedDir) {
    this.generatedDir = resolve(generatedDir);
    this.modules = new Map();
    this.instantiate = null;
  }

  async load() {
    const mod = await import(join(this.generatedDir, 'skills_guest.js'));
    this.instantiate = mod.instantiate;
    return this;
  }

  #instance(preopens) {
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
      if (!this.modules.has(name)) {
        this.modules.set(name, new WebAssembly.Module(readFileSync(join(this.generatedDir, name))));
      }
      return this.modules.get(name);
    };
    return this.instantiate(getCoreModule, imports);
  }

  defaultPolicy() {
    return this.#instance({}).skills.defaultPolicy();
  }

  /** @param {{path: string, label: string, scope: string, trusted: boolean}[]} roots host paths; label = absolute host path */
  session(roots, policy) {
    const preopens = {};
    const guestRoots = roots.map((root, index) => {
      const guestPath = `/roots/${index}`;
      if (root.exists) preopens[guestPath] = root.path;
      return { path: guestPath, scope: root.scope, label: root.label, trusted: root.trusted };
    });
    const { skills } = this.#instance(preopens);
    return new Session(new skills.Registry(guestRoots, policy));
  }

  /**
   * The authoring lint on one skill directory.
   * @param {'spec' | 'claude-code' | 'codex'} profile which agent's fields to accept too
   */
  validate(dir, label, profile = 'spec') {
    const { skills } = this.#instance({ '/roots/0': dir });
    return skills.validate({ path: '/roots/0', scope: 'project', label, trusted: true }, profile);
  }

  /**
   * One function of the stateless `tools` interface in a fresh instance, each
   * directory preopened at its own real path (as tool hosts do).
   * @param {{path: string, label: string}[]} dirs label = the real absolute path
   * @param {string} name e.g. 'list-skills'
   */
  callTool(dirs, name, ...args) {
    const preopens = {};
    for (const dir of dirs) preopens[dir.label] = dir.path;
    const { tools } = this.#instance(preopens);
    const method = name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    return tools[method](...args);
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
  /** @param {string[]} paths touched files, relative to the project root, `/`-separated */
  touchPaths(paths) { return this.registry.touchPaths(paths); }
  catalog(format) { return this.registry.catalog(format); }
  activate(name, invoker, args = '') { return attempt(() => this.registry.activate(name, invoker, args)); }
  readResource(skill, path, invoker) { return attempt(() => this.registry.readResource(skill, path, invoker)); }
  listResources(skill, dir, invoker) { return attempt(() => this.registry.listResources(skill, dir, invoker)); }
  manifest(skill, invoker) { return attempt(() => this.registry.manifest(skill, invoker)); }
}
