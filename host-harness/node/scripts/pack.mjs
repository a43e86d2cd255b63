// Builds the npm package agentskills-runtime from a component:
//   node scripts/pack.mjs COMPONENT.wasm OUT_DIR
// Stages the package in a fresh temporary directory (the API, its types, the README,
// package.json, the repository's LICENSE), copies the component as skills_guest.wasm,
// transpiles it with this package's jco into generated/ (`--instantiation sync`),
// writes component.json (the WIT package, the component's SHA-256 and size, and the
// SHA-256 of every file jco wrote), loads the staged package once as a user would,
// then runs `npm pack` into OUT_DIR and prints the tarball's path. Exits non-zero
// with a message on any failure.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repositoryRoot = resolve(packageDir, '..', '..');

class Failure extends Error {}
const fail = (message) => {
  throw new Failure(message);
};

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.error) fail(`cannot run ${command}: ${result.error.message}`);
  if (result.status !== 0) {
    fail(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}):\n${result.stderr}${result.stdout}`);
  }
  return result.stdout;
}

const sha256 = (path) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** Every file below `dir`, as `/`-separated paths relative to it, sorted. */
function walk(dir) {
  const out = [];
  const visit = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) visit(path);
      else out.push(relative(dir, path).split(sep).join('/'));
    }
  };
  visit(dir);
  return out.sort();
}

async function main() {
  const [componentArg, outArg] = process.argv.slice(2);
  if (!componentArg || !outArg) fail('usage: node scripts/pack.mjs COMPONENT.wasm OUT_DIR');
  const component = resolve(componentArg);
  const outDir = resolve(outArg);
  if (!existsSync(component) || !statSync(component).isFile()) fail(`no component at ${component}`);
  const magic = readFileSync(component).subarray(0, 8);
  // A component's preamble: \0asm, version 0x0d, layer 1 (a core module has layer 0).
  if (!magic.equals(Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x0d, 0x00, 0x01, 0x00]))) {
    fail(`${component} is not a WebAssembly component (its first bytes are ${magic.toString('hex')})`);
  }

  const jcoPackage = join(packageDir, 'node_modules/@bytecodealliance/jco/package.json');
  if (!existsSync(jcoPackage)) fail(`jco is not installed in ${packageDir}: run \`npm install\` there (or \`bash .ci/setup\`)`);
  const jcoManifest = JSON.parse(readFileSync(jcoPackage, 'utf8'));
  const jcoBin = join(dirname(jcoPackage), typeof jcoManifest.bin === 'string' ? jcoManifest.bin : jcoManifest.bin.jco);

  const { WIT_PACKAGE, SkillsHost } = await import('../index.js');

  const stage = mkdtempSync(join(tmpdir(), 'agentskills-runtime-pack-'));
  try {
    for (const file of ['index.js', 'index.d.ts', 'skills.mjs', 'README.md']) {
      const from = join(packageDir, file);
      if (!existsSync(from)) fail(`${from} is missing`);
      copyFileSync(from, join(stage, file));
    }
    // The published manifest has no scripts: the `transpile` script points into this
    // repository.
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    delete manifest.scripts;
    writeFileSync(join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const license = join(repositoryRoot, 'LICENSE');
    if (existsSync(license)) copyFileSync(license, join(stage, 'LICENSE'));
    else console.error(`warning: ${license} does not exist; the package goes without a LICENSE file`);
    copyFileSync(component, join(stage, 'skills_guest.wasm'));

    const generated = join(stage, 'generated');
    run(process.execPath, [
      jcoBin, 'transpile', join(stage, 'skills_guest.wasm'),
      '-o', generated, '--instantiation', 'sync', '--no-typescript', '--quiet',
    ]);
    // jco 1.35.0 writes .d.ts files despite --no-typescript (its CLI sets
    // `typescript: false`, jco-transpile reads `emitTypescriptDeclarations`); the
    // package's own index.d.ts is its types, so they go.
    for (const f of walk(generated)) if (f.endsWith('.d.ts')) rmSync(join(generated, f));
    for (const d of readdirSync(generated, { withFileTypes: true })) {
      if (d.isDirectory() && walk(join(generated, d.name)).length === 0) rmSync(join(generated, d.name), { recursive: true });
    }
    const files = walk(generated).filter((f) => f.endsWith('.wasm') || f.endsWith('.js'));
    if (!files.includes('skills_guest.js')) fail(`jco wrote no skills_guest.js into ${generated}`);
    const others = walk(generated).filter((f) => !files.includes(f));
    if (others.length) fail(`jco wrote files the package does not check: ${others.join(', ')}`);
    const record = {
      wit: WIT_PACKAGE,
      component: {
        file: 'skills_guest.wasm',
        sha256: sha256(join(stage, 'skills_guest.wasm')),
        size: statSync(join(stage, 'skills_guest.wasm')).size,
      },
      generated: Object.fromEntries(files.map((f) => [f, sha256(join(generated, f))])),
    };
    writeFileSync(join(stage, 'component.json'), `${JSON.stringify(record, null, 2)}\n`);

    // Load the staged build once, checks and all: a component that exports another
    // WIT version, or that this Node cannot run, never becomes a tarball.
    try {
      const host = await new SkillsHost(generated).load();
      host.defaultPolicy();
    } catch (e) {
      fail(`the staged package does not load: ${e.message}`);
    }

    mkdirSync(outDir, { recursive: true });
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const packed = JSON.parse(
      run(npm, ['pack', '--json', '--pack-destination', outDir, '--loglevel=error'], {
        cwd: stage,
        shell: process.platform === 'win32',
      }),
    );
    const tarball = join(outDir, packed[0].filename);
    if (!existsSync(tarball)) fail(`npm pack reported ${tarball}, which does not exist`);
    const listed = new Set(packed[0].files.map((f) => f.path));
    for (const needed of ['package.json', 'index.js', 'index.d.ts', 'component.json', 'skills_guest.wasm', ...files.map((f) => `generated/${f}`)]) {
      if (!listed.has(needed)) fail(`npm pack left ${needed} out of ${tarball}`);
    }
    console.log(tarball);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(`pack.mjs: ${e instanceof Failure ? e.message : e.stack ?? e}`);
  process.exit(1);
});
