// Usage: node example.mjs GENERATED_DIR SKILLS_DIR
// GENERATED_DIR: `npx jco transpile skills_guest.wasm -o GENERATED_DIR --instantiation sync`
import { realpathSync } from 'node:fs';
import { SkillsHost } from './skills.mjs';

const [generatedDir, skillsDir] = process.argv.slice(2);
const host = await new SkillsHost(generatedDir).load();
const policy = host.defaultPolicy();
policy.includeBuiltins = false;
const label = realpathSync(skillsDir);
const session = host.session([{ path: label, label, scope: 'user', trusted: true, exists: true }], policy);

const { skills, diagnostics } = session.discover();
for (const d of diagnostics) console.error(`${d.path}:${d.line ?? ''}: ${d.severity}[${d.code}]: ${d.message}`);
console.log(session.catalog('xml').text);
const activation = session.activate(skills[0].name, 'model', '');
if ('ok' in activation) console.log(activation.ok.content);
else console.error(activation.err.tag, activation.err.val);
