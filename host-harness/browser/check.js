// The checker page: reads what the person picked (File API only), hands the bytes to
// the worker, and shows the component's answers. Every text a skill wrote goes into
// the page as text (textContent), never as markup.

/** Most bytes read from one pick: the audit's own budget for a skill (64 MiB). */
const MAX_BYTES = 64 * 1024 * 1024;
/** Most files read from one folder; the audit reads 512 of a skill and reports the rest. */
const MAX_FILES = 20000;

const status = document.getElementById('status');
const results = document.getElementById('results');
const worker = new Worker('worker.js', { type: 'module' });
let busy = false;

const el = (tag, text, className) => {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
};
const say = (text) => { status.textContent = text; };

fetch('component.json').then((r) => r.json()).then((c) => {
  document.getElementById('component').textContent = `Component ${c.wit}, sha256:${c.sha256} (${c.size} bytes).`;
}).catch(() => {});

worker.onmessage = (event) => {
  const message = event.data;
  if (message.ready) {
    say('Ready. Nothing you pick leaves this page.');
    document.body.dataset.ready = 'true';
    return;
  }
  busy = false;
  if (message.failure) {
    say(`The check failed: ${message.failure}`);
    document.body.dataset.state = 'failed';
    return;
  }
  render(message.result);
};

async function readAll(files, rootOf) {
  let total = 0;
  for (const f of files) total += f.size;
  if (files.length > MAX_FILES) {
    return { refused: `${files.length} files: over the ${MAX_FILES.toLocaleString()} this page reads from one folder.` };
  }
  if (total > MAX_BYTES) {
    return { refused: `${(total / 1048576).toFixed(1)} MiB: over the ${MAX_BYTES / 1048576} MiB the audit reads of a skill. Check it with the skills CLI, which reports the same caps.` };
  }
  const out = [];
  let done = 0;
  for (const f of files) {
    out.push({ path: rootOf(f), bytes: new Uint8Array(await f.arrayBuffer()) });
    if (++done % 200 === 0) say(`Reading ${done} of ${files.length} files…`);
  }
  return { files: out };
}

async function start(input) {
  if (busy) return;
  busy = true;
  results.replaceChildren();
  document.body.dataset.state = 'checking';
  say('Checking…');
  worker.postMessage(input);
}

async function pickFolder(chosen) {
  const list = [...chosen];
  if (list.length === 0) return;
  const read = await readAll(list, (f) => f.webkitRelativePath || f.name);
  if (read.refused) return refuse(read.refused);
  // A folder pick names its top folder first: the skill is that folder.
  const top = new Set(read.files.map((f) => f.path.split('/')[0]));
  const picked = top.size === 1 ? read.files.map((f) => ({ ...f, path: f.path.split('/').slice(1).join('/') })) : read.files;
  start({ kind: 'files', files: picked.filter((f) => f.path !== '') });
}

async function pickFile(file) {
  if (!file) return;
  const lower = file.name.toLowerCase();
  if (file.size > MAX_BYTES) {
    return refuse(`${file.name} is ${(file.size / 1048576).toFixed(1)} MiB: over the ${MAX_BYTES / 1048576} MiB the audit reads of a skill.`);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (lower.endsWith('.zip') || lower.endsWith('.tar.gz') || lower.endsWith('.tgz')) {
    return start({ kind: 'archive', name: file.name.replace(/[^A-Za-z0-9._-]/g, '_'), bytes });
  }
  // A single file is the skill's SKILL.md, whatever it was called.
  start({ kind: 'files', files: [{ path: 'SKILL.md', bytes }] });
}

function refuse(text) {
  busy = false;
  results.replaceChildren();
  say(text);
  document.body.dataset.state = 'refused';
}

document.getElementById('folder').addEventListener('change', (e) => pickFolder(e.target.files));
document.getElementById('file').addEventListener('change', (e) => pickFile(e.target.files[0]));

const drop = document.getElementById('drop');
drop.addEventListener('dragover', (e) => { e.preventDefault(); drop.classList.add('over'); });
drop.addEventListener('dragleave', () => drop.classList.remove('over'));
drop.addEventListener('drop', async (e) => {
  e.preventDefault();
  drop.classList.remove('over');
  const entries = [...e.dataTransfer.items].map((i) => i.webkitGetAsEntry && i.webkitGetAsEntry()).filter(Boolean);
  if (entries.length === 1 && entries[0].isDirectory) {
    const files = [];
    const walk = (entry, prefix) => new Promise((resolve) => {
      if (entry.isFile) {
        entry.file((f) => { files.push({ file: f, path: prefix + entry.name }); resolve(); }, () => resolve());
      } else {
        const reader = entry.createReader();
        const all = [];
        const next = () => reader.readEntries(async (batch) => {
          if (batch.length === 0) {
            for (const child of all) await walk(child, `${prefix}${entry.name}/`);
            resolve();
          } else { all.push(...batch); next(); }
        }, () => resolve());
        next();
      }
    });
    await walk(entries[0], '');
    const read = await readAll(files.map((f) => f.file), (f) => files.find((x) => x.file === f).path);
    if (read.refused) return refuse(read.refused);
    const stripped = read.files.map((f) => ({ ...f, path: f.path.split('/').slice(1).join('/') }));
    return start({ kind: 'files', files: stripped.filter((f) => f.path !== '') });
  }
  pickFile(e.dataTransfer.files[0]);
});

const RANK = { critical: 4, high: 3, medium: 2, low: 1, info: 0 };

function render(result) {
  window.__checkerResult = result;
  document.body.dataset.state = 'done';
  results.replaceChildren();
  if (result.error) {
    say(`Not a skill this runtime can read: ${result.error.message}`);
    document.body.dataset.state = 'invalid';
    return;
  }
  const count = result.skills.length;
  say(count === 0
    ? 'No SKILL.md found: a skill is a folder with a SKILL.md at its root.'
    : `Checked ${count} skill${count === 1 ? '' : 's'} in ${Math.round(result.elapsed)} ms.`);
  for (const d of result.sourceDiagnostics) results.append(el('p', `${d.severity}: ${d.path}${d.line ? `:${d.line}` : ''}: ${d.message}`, d.severity));
  for (const skill of result.skills) results.append(section(skill));
}

function section(skill) {
  const s = el('section', undefined, 'skill');
  s.append(el('h2', skill.name ?? (skill.path || '(the picked folder)')));
  if (skill.description) s.append(el('p', skill.description));

  s.append(el('h3', 'Validation'));
  const diagnostics = skill.validation?.ok?.diagnostics ?? skill.diagnostics;
  if (diagnostics.length === 0) s.append(el('p', 'Valid under the Agent Skills specification.'));
  const list = el('ul');
  list.className = 'diagnostics';
  for (const d of diagnostics) {
    const item = el('li');
    item.append(el('span', d.severity, `severity ${d.severity}`), ' ', el('code', `${d.path}${d.line ? `:${d.line}` : ''}`), ` ${d.message}`);
    list.append(item);
  }
  if (diagnostics.length) s.append(list);

  const audit = skill.audit;
  s.append(el('h3', 'Audit'));
  if (!audit) {
    s.append(el('p', 'Not audited.'));
  } else {
    const findings = [...audit.findings].sort((a, b) => RANK[b.severity] - RANK[a.severity]);
    const worst = findings[0]?.severity;
    s.append(el('p', findings.length === 0
      ? `No findings (${audit.files_scanned} files, ${audit.bytes_scanned} bytes read).`
      : `${findings.length} finding${findings.length === 1 ? '' : 's'}; ${RANK[worst] >= RANK.high ? 'skills add would refuse it' : 'below the install gate'} (${audit.files_scanned} files, ${audit.bytes_scanned} bytes read).`));
    const ul = el('ul');
    ul.className = 'findings';
    for (const f of findings) {
      const li = el('li');
      const place = f.file ? `${f.file}${f.line ? `:${f.line}:${f.column}` : ''}` : '(skill)';
      li.append(el('span', f.severity, `severity ${f.severity}`), ' ', el('code', f.rule), ` ${place}: ${f.title}`);
      if (f.excerpt) li.append(': ', el('code', f.excerpt));
      if (f.context) li.append(` [${f.context}]`);
      for (const link of f.chain) {
        const where = link.line ? `${link.file}:${link.line}:${link.column}` : link.file;
        li.append(el('div', `↳ ${where}: ${link.role}`, 'chain'));
      }
      ul.append(li);
    }
    if (findings.length) s.append(ul);
  }

  if (skill.catalog?.ok) {
    s.append(el('h3', 'Catalog entry (what the model sees first)'));
    s.append(el('pre', skill.catalog.ok.catalog));
  }
  if (skill.activation?.ok) {
    s.append(el('h3', 'Activation (what the model reads when it uses the skill)'));
    s.append(el('pre', skill.activation.ok.content));
  } else if (skill.activation?.error) {
    s.append(el('p', `Not activated: ${skill.activation.error.message}`));
  }
  return s;
}
