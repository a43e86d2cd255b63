// Runs a conformance plan (JSON, see tests/cross_host.rs) on the Node host and prints
// the canonical JSON of every result, for byte comparison with the Rust host.
// Usage: node conformance.mjs GENERATED_DIR PLAN.json
import { readFileSync } from 'node:fs';
import { SkillsHost } from './skills.mjs';

const [generatedDir, planPath] = process.argv.slice(2);
const plan = JSON.parse(readFileSync(planPath, 'utf8'));
const host = await new SkillsHost(generatedDir).load();

const none = (v) => (v === undefined ? null : v);
const skill = (s) => ({
  name: s.name, description: s.description, scope: s.scope, location: s.location, directory: s.directory,
  license: none(s.license), compatibility: none(s.compatibility), metadata: s.metadata,
  allowedTools: none(s.allowedTools), argumentHint: none(s.argumentHint),
  modelInvocable: s.modelInvocable, userInvocable: s.userInvocable,
  requires: { binaries: s.requires.binaries, anyBinaries: s.requires.anyBinaries, environment: s.requires.environment, os: s.requires.os },
  paths: s.paths, dormant: s.dormant,
  hints: {
    model: none(s.hints.model), effort: none(s.hints.effort), context: none(s.hints.context), agent: none(s.hints.agent),
    disallowedTools: none(s.hints.disallowedTools), shell: none(s.hints.shell), hooks: none(s.hints.hooks), version: none(s.hints.version),
    background: none(s.hints.background), fallback: none(s.hints.fallback),
  },
  defaultEnabled: s.defaultEnabled,
  displayName: none(s.displayName), shortDescription: none(s.shortDescription),
});
const withheld = (w) => ({ skill: skill(w.skill), reason: w.reason.tag === 'ineligible' ? { kind: 'ineligible', missing: w.reason.val } : { kind: w.reason.tag } });
const refreshed = (r) => ({ version: Number(r.version), changed: r.changed, reparsed: r.reparsed, diagnostics: r.diagnostics.map(diagnostic) });
// JSON has null where WIT has none; jco takes undefined.
const facts = (f) => ({ binaries: f.binaries ?? undefined, environment: f.environment ?? undefined, os: f.os ?? undefined });
const diagnostic = (d) => ({ severity: d.severity, code: d.code, path: d.path, line: none(d.line), message: d.message });
const error = (e) => ({ kind: e.tag, detail: e.tag === 'not-found' ? { message: e.val.message, available: e.val.available } : e.val });
const outcome = (r, ok) => ('ok' in r ? { ok: ok(r.ok) } : { err: error(r.err) });

const results = [];
for (const step of plan.sessions) {
  const policy = host.defaultPolicy();
  Object.assign(policy, step.policy);
  if (step.policy.hostFacts) policy.hostFacts = facts(step.policy.hostFacts);
  const session = host.session(step.roots, policy);
  for (const call of step.calls) {
    switch (call.op) {
      case 'discover': {
        const d = session.discover();
        results.push({ skills: d.skills.map(skill), withheld: d.withheld.map(withheld), diagnostics: d.diagnostics.map(diagnostic) });
        break;
      }
      case 'facts':
        results.push(refreshed(session.setHostFacts(facts(call.facts))));
        break;
      case 'tool':
        results.push({ text: host.callTool(call.dirs, call.function, ...call.arguments) });
        break;
      case 'validate':
        results.push(host.validate(call.dir, call.label, call.profile ?? 'spec').map(diagnostic));
        break;
      case 'refresh':
        results.push(refreshed(session.refresh()));
        break;
      case 'touch': {
        const t = session.touchPaths(call.paths);
        results.push({ version: Number(t.version), changed: t.changed, awakened: t.awakened, diagnostics: t.diagnostics.map(diagnostic) });
        break;
      }
      case 'catalog': {
        const c = session.catalog(call.format);
        results.push({ text: c.text, diagnostics: c.diagnostics.map(diagnostic) });
        break;
      }
      case 'activate':
        results.push(outcome(session.activate(call.name, call.invoker, call.arguments), (a) => ({ skill: skill(a.skill), content: a.content })));
        break;
      case 'read':
        results.push(outcome(session.readResource(call.skill, call.path, call.invoker), (b) => Buffer.from(b).toString('hex')));
        break;
      case 'list':
        results.push(outcome(session.listResources(call.skill, call.dir, call.invoker), (es) => es.map((e) => ({ name: e.name, kind: e.kind, size: Number(e.size) }))));
        break;
      case 'manifest':
        results.push(outcome(session.manifest(call.skill, call.invoker), (m) => ({ frontmatter: m.frontmatter, files: m.files.map((f) => ({ path: f.path, size: Number(f.size) })), truncated: m.truncated })));
        break;
      case 'audit': {
        const ruleFiles = call.rules ? [{ label: 'rules.yaml', text: call.rules }] : [];
        results.push(outcome(session.audit(call.skill, { ruleFiles, installed: ['pdf-tools'], source: call.source ?? undefined }), (r) => ({
          skill: r.skill,
          findings: r.findings.map((f) => ({
            rule: f.rule, severity: f.severity, file: f.file, line: f.line, column: f.column, excerpt: f.excerpt, detail: f.detail,
            chain: f.chain.map((l) => ({ role: l.role, file: l.file, line: l.line, column: l.column, excerpt: l.excerpt })),
            context: f.context,
          })),
          files: r.filesScanned, bytes: Number(r.bytesScanned), endpoints: r.endpoints, executables: r.executables, rules: r.rules,
        })));
        break;
      }
      default:
        throw new Error(`unknown op ${call.op}`);
    }
  }
}
process.stdout.write(JSON.stringify(results, null, 1));
