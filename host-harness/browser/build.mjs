// Builds the skill checker, a static page that runs the component in the browser:
//   node host-harness/browser/build.mjs [COMPONENT.wasm] [OUT_DIR]
// Defaults: the component cargo builds (target/guest/wasm32-wasip2/guest/skills_guest.wasm)
// and target/checker. The exact .wasm the packages carry is transpiled with the Node
// package's pinned jco (`--instantiation sync`, so a Web Worker compiles and instantiates
// it); preview2-shim's browser build (its in-memory filesystem with custom preopens)
// and the page are copied beside it. `component.json` records the .wasm's SHA-256, which
// the page shows and the tests compare with the other hosts'. Nothing is bundled or
// minified: the output is plain files any static server (or GitHub Pages) serves.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repository = resolve(here, '..', '..');
const nodePackage = join(repository, 'host-harness', 'node');
const component = resolve(process.argv[2] ?? join(repository, 'target/guest/wasm32-wasip2/guest/skills_guest.wasm'));
const out = resolve(process.argv[3] ?? join(repository, 'target/checker'));

function fail(message) {
  console.error(`build.mjs: ${message}`);
  process.exit(1);
}

if (!existsSync(component)) fail(`${component} does not exist: build the component first (cargo build -p skills-host)`);
const jco = join(nodePackage, 'node_modules/.bin/jco');
if (!existsSync(jco)) fail(`${jco} is missing: run \`bash .ci/setup\` (npm ci in host-harness/node)`);
const shim = join(nodePackage, 'node_modules/@bytecodealliance/preview2-shim/dist/browser');
if (!existsSync(shim)) fail(`${shim} is missing: run \`bash .ci/setup\``);

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const transpiled = spawnSync(
  jco,
  ['transpile', component, '-o', join(out, 'generated'), '--instantiation', 'sync', '--no-typescript', '--quiet'],
  { encoding: 'utf8' },
);
if (transpiled.status !== 0) fail(`jco transpile failed:\n${transpiled.stderr}${transpiled.stdout}`);
cpSync(shim, join(out, 'shim'), { recursive: true, filter: (path) => !path.endsWith('.d.ts') });
for (const file of ['check.html', 'check.js', 'worker.js']) {
  copyFileSync(join(here, file), join(out, file));
}
const cores = readdirSync(join(out, 'generated')).filter((f) => f.endsWith('.wasm')).sort();
const bytes = readFileSync(component);
const wit = readFileSync(join(repository, 'wit/skills.wit'), 'utf8').match(/^package\s+([^;]+);/m)?.[1] ?? '';
writeFileSync(
  join(out, 'component.json'),
  JSON.stringify({ wit, sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length, cores }, null, 2) + '\n',
);
console.log(out);
