// Times discover + catalog (XML) on the given roots in Node, for the Rust benchmark's
// Node-vs-wasmtime row. Usage: node bench.mjs GENERATED_DIR RUNS ROOT...
// Prints the median and p10/p90 in microseconds as JSON.
import { SkillsHost } from './skills.mjs';

const [generatedDir, runsText, ...roots] = process.argv.slice(2);
const host = await new SkillsHost(generatedDir).load();
const policy = host.defaultPolicy();
policy.includeBuiltins = false;
policy.maxDirectories = 100000;
const session = host.session(roots.map((path) => ({ path, label: path, scope: 'project', trusted: true, exists: true })), policy);
const once = () => { session.discover(); session.catalog('xml'); };
once();
const samples = [];
for (let i = 0; i < Number(runsText); i++) {
  const start = process.hrtime.bigint();
  once();
  samples.push(Number(process.hrtime.bigint() - start) / 1000);
}
samples.sort((a, b) => a - b);
const at = (q) => samples[Math.floor(samples.length * q)];
console.log(JSON.stringify({ median: at(0.5), p10: at(0.1), p90: at(0.9) }));
