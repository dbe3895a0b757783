// bbpref page: talks to the JSON API of `bbpref serve` (docs/web.md) and draws the lint report over
// the pasted text. Every piece of user or report text goes through textContent, never innerHTML.
'use strict';

const enc = new TextEncoder();
const dec = new TextDecoder();

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === 'class') e.className = v;
    else if (k === 'text') e.textContent = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v);
  }
  for (const c of children) if (c != null) e.append(c);
  return e;
}

async function api(method, path, body) {
  const res = await fetch(path, {
    method,
    headers: body ? {'Content-Type': 'application/json'} : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const type = res.headers.get('Content-Type') || '';
  const payload = type.includes('json') ? await res.json() : await res.text();
  if (!res.ok) {
    const reason = payload && payload.error ? payload.error : `HTTP ${res.status}`;
    const err = new Error(reason);
    err.payload = payload;
    throw err;
  }
  return payload;
}

// A result area shows the answer to the latest request made for it, never an older one that
// arrived late (the server answers requests in parallel, so a slow first check could otherwise
// overwrite the answer to a second). While a request is out, the area carries aria-busy="true".
const latestTicket = {};
function startRequest(resultId) {
  const n = (latestTicket[resultId] || 0) + 1;
  latestTicket[resultId] = n;
  const area = document.getElementById(resultId);
  area.setAttribute('aria-busy', 'true');
  return {
    isLatest: () => latestTicket[resultId] === n,
    // Clears the busy mark, unless a later request is still out.
    finish: () => { if (latestTicket[resultId] === n) area.setAttribute('aria-busy', 'false'); },
  };
}

function status(id, text, failed) {
  const s = document.getElementById(id);
  s.textContent = text;
  s.classList.toggle('failed', !!failed);
}

// ---- Tabs (arrow keys move between them, as the ARIA tabs pattern says) ----
const tabs = [...document.querySelectorAll('[role=tab]')];
function selectTab(tab, focus) {
  for (const t of tabs) {
    const on = t === tab;
    t.setAttribute('aria-selected', on);
    t.tabIndex = on ? 0 : -1;
    document.getElementById(t.getAttribute('aria-controls')).hidden = !on;
  }
  if (focus) tab.focus();
}
for (const t of tabs) {
  t.addEventListener('click', () => selectTab(t, false));
  t.addEventListener('keydown', (e) => {
    const i = tabs.indexOf(t);
    const next = {ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1}[e.key];
    if (next === undefined) return;
    e.preventDefault();
    selectTab(tabs[(next + tabs.length) % tabs.length], true);
  });
}

// ---- Context form → the context JSON of docs/context.md ----
const ZONES = ['active', 'bench', 'reserve', 'unselected'];
function parsePokemonLines(text) {
  const out = [];
  for (const raw of text.split('\n')) {
    let line = raw.trim();
    if (!line) continue;
    const p = {};
    const words = line.split(/\s+/);
    if (ZONES.includes(words[words.length - 1].toLowerCase())) {
      p.zone = words.pop().toLowerCase();
      line = words.join(' ');
    }
    const m = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(line);
    if (m) { p.species = m[1]; p.nickname = m[2]; } else p.species = line;
    out.push(p);
  }
  return out;
}

function lintRequest() {
  const req = {post: document.getElementById('post').value};
  const v = (id) => document.getElementById(id).value.trim();
  if (v('ctx-json')) {
    req.context = v('ctx-json');  // sent as text so the server's diagnostics point into it
  } else {
    const mine = parsePokemonLines(v('ctx-mine'));
    const theirs = parsePokemonLines(v('ctx-theirs'));
    if (mine.length || theirs.length) {
      req.context = {teams: [{trainer: 'me', pokemon: mine}, {trainer: 'opponent', pokemon: theirs}], poster: 'me'};
    }
  }
  if (v('ctx-rules')) req.rules = v('ctx-rules');
  if (v('ctx-match-type')) req.match_type = v('ctx-match-type');
  if (v('ctx-battle-level')) req.battle_level = Number(v('ctx-battle-level'));
  if (v('ctx-staked')) req.staked = v('ctx-staked') === 'true';
  return req;
}

// ---- Drawing the report over the post ----
let lastRequest = null;

function explainLink(d) {
  return el('a', {href: `#explain/${d.id}`, class: 'explain', text: `${d.id} ${d.name}`,
                  onclick: (e) => { e.preventDefault(); showExplain(d.id); }});
}

function messageBlock(d, index, bytes) {
  const block = el('div', {class: `msg sev-${d.severity}`, id: `diag-${index}`},
    el('span', {class: 'sev', text: d.severity}),
    el('span', {class: 'text', text: d.message}), ' ',
    // The section, unless the message already cites it.
    d.section && !d.message.includes(`[${d.section}]`) ? el('span', {class: 'section', text: `[${d.section}]`}) : null, ' ',
    explainLink(d));
  if (d.help) block.append(el('div', {class: 'help', text: `help: ${d.help}`}));
  for (const f of d.fixits || []) {
    const old = dec.decode(bytes.slice(f.span.begin, f.span.end));
    const what = f.replacement ? `replace “${old}” with “${f.replacement}”` : `delete “${old}”`;
    block.append(el('div', {class: 'fix'}, `fix: ${what} `,
      el('button', {type: 'button', class: 'small', text: 'Apply',
                    onclick: () => applyFix(bytes, f)})));
  }
  return block;
}

function applyFix(bytes, f) {
  const before = bytes.slice(0, f.span.begin), after = bytes.slice(f.span.end);
  const post = document.getElementById('post');
  // The fix's span is a place in the text that was checked; an edited post needs a new check.
  if (post.value !== dec.decode(bytes)) {
    status('lint-status', 'The post changed since it was checked: check it again before applying a fix.', true);
    return;
  }
  post.value = dec.decode(before) + f.replacement + dec.decode(after);
  runLint();
}

function renderLint(report, postText) {
  const bytes = enc.encode(postText);
  const out = document.getElementById('lint-result');
  out.replaceChildren();
  const diags = report.diagnostics.diagnostics || report.diagnostics;

  // Summary line.
  let legal = 0, illegal = 0;
  for (const set of report.order_sets) for (const s of set.substitutions) s.verdict === 'legal' ? legal++ : illegal++;
  const sum = report.summary;
  out.append(el('p', {class: 'summary', text:
    `${report.order_sets.length} order set(s); substitutions: ${legal} legal, ${illegal} illegal; ` +
    `${sum.errors} error(s), ${sum.warnings} warning(s), ${sum.notes} note(s)` +
    (report.staked ? ' — staked match [1.4]' : ' — unstaked match [1.4]')}));

  // Line starts, in bytes.
  const lineStarts = [0];
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 10) lineStarts.push(i + 1);
  const lineOf = (b) => { let lo = 0, hi = lineStarts.length - 1;
    while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (lineStarts[mid] <= b) lo = mid; else hi = mid - 1; } return lo; };

  const clamp = (b) => Math.max(0, Math.min(bytes.length, b));
  const marks = diags.map((d, i) => ({d, i, begin: clamp(d.span.begin), end: clamp(d.span.end)}));
  const badges = new Map();  // byte → [elements]
  const addBadge = (at, node) => { at = clamp(at); if (!badges.has(at)) badges.set(at, []); badges.get(at).push(node); };
  for (const set of report.order_sets) {
    if (set.pokemon) addBadge(set.span.begin, el('span', {class: 'badge set', text: set.pokemon}));
    for (const s of set.substitutions) {
      const rules = (s.rules || []).filter((r) => r.severity === 'error').map((r) => r.id).join(', ');
      addBadge(s.span.begin, el('span', {class: `badge ${s.verdict}`, 'data-sub': s.index,
        title: rules ? `${s.verdict}: ${rules}` : s.verdict, text: `sub ${s.index}: ${s.verdict}`}));
    }
  }
  // Messages go under the line where their span ends.
  const messagesAfterLine = new Map();
  for (const m of marks) {
    const line = lineOf(Math.max(m.begin, m.end - 1));
    if (!messagesAfterLine.has(line)) messagesAfterLine.set(line, []);
    messagesAfterLine.get(line).push(m);
  }

  const lineStartSet = new Set(lineStarts);
  const cuts = new Set([0, bytes.length, ...lineStarts, ...badges.keys()]);
  for (const m of marks) { cuts.add(m.begin); cuts.add(m.end); }
  const points = [...cuts].sort((a, b) => a - b);
  const post = el('div', {class: 'post', 'aria-label': 'Your post with the verdicts'});
  let lineIndex = 0;
  let line = el('div', {class: 'line'});
  const severityRank = {error: 3, warning: 2, note: 1};
  const endLine = () => {
    post.append(line);
    for (const m of messagesAfterLine.get(lineIndex) || []) post.append(messageBlock(m.d, m.i, bytes));
    lineIndex++;
    line = el('div', {class: 'line'});
  };
  for (let k = 0; k < points.length; k++) {
    const a = points[k];
    if (a !== 0 && lineStartSet.has(a)) endLine();
    for (const b of badges.get(a) || []) line.append(b);
    for (const m of marks) if (m.begin === m.end && m.begin === a)
      line.append(el('a', {class: 'caret', href: `#diag-${m.i}`, title: m.d.message, text: '‸'}));
    if (k + 1 >= points.length) break;
    const b = points[k + 1];
    if (b <= a) continue;
    let text = dec.decode(bytes.slice(a, b));
    if (text.endsWith('\n')) text = text.slice(0, -1);
    if (text.endsWith('\r')) text = text.slice(0, -1);
    const covering = marks.filter((m) => m.begin <= a && m.end >= b && m.begin < m.end);
    if (!covering.length) { line.append(text); continue; }
    const worst = covering.reduce((w, m) => (severityRank[m.d.severity] > severityRank[w.d.severity] ? m : w));
    line.append(el('span', {class: `ul sev-${worst.d.severity}`, title: covering.map((m) => m.d.message).join('\n'),
                            'data-ids': covering.map((m) => m.d.id).join(' '), text}));
  }
  endLine();
  out.append(post);

  if (report.unchecked && report.unchecked.length) {
    const ul = el('ul', {class: 'unchecked'});
    for (const u of report.unchecked) ul.append(el('li', {text: u}));
    out.append(el('p', {class: 'unchecked', text: 'Not checked (give the battle context to check these):'}), ul);
  }
}

async function runLint() {
  const req = lintRequest();
  // An empty post still outdates an earlier check's answer that has not arrived yet.
  const ticket = startRequest('lint-result');
  if (!req.post.trim()) { status('lint-status', 'Paste a post first.', true); ticket.finish(); return; }
  status('lint-status', 'Checking…');
  document.getElementById('reply').hidden = true;
  try {
    const report = await api('POST', '/api/lint', req);
    if (!ticket.isLatest()) return;
    lastRequest = req;
    renderLint(report, req.post);
    document.getElementById('copy-reply').disabled = false;
    status('lint-status', report.ok ? 'No errors.' : 'Errors found: see the marks below.');
  } catch (e) {
    if (!ticket.isLatest()) return;
    document.getElementById('lint-result').replaceChildren();
    const p = e.payload;
    if (p && p.diagnostics) {
      const list = el('ul');
      for (const d of p.diagnostics) list.append(el('li', {text: `${d.id}: ${d.message}`}));
      document.getElementById('lint-result').append(list);
    }
    status('lint-status', e.message, true);
  } finally {
    ticket.finish();
  }
}

async function copyReply() {
  if (!lastRequest) return;
  const reply = document.getElementById('reply');
  try {
    const text = await api('POST', '/api/lint', {...lastRequest, format: 'bbcode'});
    reply.value = text;
    reply.hidden = false;
    reply.select();
    try {
      await navigator.clipboard.writeText(text);
      status('lint-status', 'Forum reply copied to the clipboard.');
    } catch {
      status('lint-status', 'Forum reply selected below: press Ctrl+C to copy it.');
    }
  } catch (e) {
    status('lint-status', e.message, true);
  }
}

document.getElementById('lint-form').addEventListener('submit', (e) => { e.preventDefault(); runLint(); });
document.getElementById('copy-reply').addEventListener('click', copyReply);
for (const id of ['post', 'extract-post', 'profile-post', 'thread-text', 'sim-battle']) {
  document.getElementById(id).addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); e.target.form.requestSubmit(); }
  });
}

// ---- Extract ----
document.getElementById('extract-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const post = document.getElementById('extract-post').value;
  status('extract-status', 'Reading…');
  const ticket = startRequest('extract-result');
  try {
    const doc = await api('POST', '/api/extract', {post});
    if (!ticket.isLatest()) return;
    const out = document.getElementById('extract-result');
    out.replaceChildren();
    for (const set of doc.order_sets || []) {
      out.append(el('h3', {text: set.pokemon || set.header || '(orders)'}));
      out.append(el('p', {text: `${(set.substitutions || []).length} substitution(s)`}));
    }
    out.append(el('pre', {class: 'json', text: JSON.stringify(doc, null, 2)}));
    status('extract-status', `${(doc.order_sets || []).length} order set(s).`);
  } catch (err) {
    if (!ticket.isLatest()) return;
    status('extract-status', err.message, true);
  } finally {
    ticket.finish();
  }
});

// ---- Profile and Thread: the findings as a list, each with its line, message, section and rule link ----
function findingList(diags, indices) {
  const list = el('ul', {class: 'findings'});
  for (const i of indices) {
    const d = diags[i];
    const where = d.span ? `line ${d.span.line}: ` : '';
    const item = el('li', {class: `msg sev-${d.severity}`},
      el('span', {class: 'sev', text: d.severity}), ' ', el('span', {class: 'text', text: where + d.message}), ' ',
      d.section && !d.message.includes(`[${d.section}]`) ? el('span', {class: 'section', text: `[${d.section}]`}) : null, ' ',
      explainLink(d));
    if (d.help) item.append(el('div', {class: 'help', text: `help: ${d.help}`}));
    list.append(item);
  }
  return list;
}

document.getElementById('profile-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  status('profile-status', 'Checking…');
  const ticket = startRequest('profile-result');
  try {
    const doc = await api('POST', '/api/profile', {post: document.getElementById('profile-post').value});
    if (!ticket.isLatest()) return;
    const out = document.getElementById('profile-result');
    out.replaceChildren();
    const diags = doc.diagnostics || [];
    const text = (t) => (t && t.text) || '?';
    for (const p of doc.pokemon || []) {
      const title = `${p.nickname ? text(p.nickname) + ' the ' : ''}${p.species_id || text(p.species)}`;
      const facts = [p.level != null ? `Level ${p.level}` : null, p.nature_id, (p.types || []).join('/')]
        .filter(Boolean).join(' · ');
      out.append(el('h3', {text: title}), el('p', {text: facts}), findingList(diags, p.diagnostics || []));
    }
    if (doc.trainer) {
      out.append(el('h3', {text: `Trainer: ${text(doc.trainer.trainer_name)}`}),
                 findingList(diags, doc.trainer.diagnostics || []));
    }
    const errors = diags.filter((d) => d.severity === 'error').length;
    status('profile-status', `${(doc.pokemon || []).length} Pokemon profile(s), ${errors} error(s).`, errors > 0);
  } catch (err) {
    if (!ticket.isLatest()) return;
    status('profile-status', err.message, true);
  } finally {
    ticket.finish();
  }
});

document.getElementById('thread-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  status('thread-status', 'Reading…');
  const ticket = startRequest('thread-result');
  try {
    const doc = await api('POST', '/api/thread', {thread: document.getElementById('thread-text').value});
    if (!ticket.isLatest()) return;
    const out = document.getElementById('thread-result');
    out.replaceChildren();
    const teams = ((doc.opening || {}).teams || []).map((t) => `${t.trainer}: ${(t.pokemon || []).length} Pokemon`);
    out.append(el('p', {text: `Referee: ${(doc.opening || {}).referee || '?'} · ${teams.join(' · ')}` +
                               (doc.winner ? ` · winner: ${doc.winner}` : '')}));
    for (const r of doc.rounds || []) {
      out.append(el('h3', {text: `Round ${r.round}: ${(r.schedule || []).join(' → ')}`}));
      const list = el('ol', {class: 'posts'});
      for (const p of r.posts || []) {
        const lintErrors = p.lint ? (p.lint.diagnostics || []).filter((d) => d.severity === 'error').length : 0;
        const notes = [p.in_turn === false ? 'out of turn' : null, lintErrors ? `${lintErrors} lint error(s)` : null,
                       ...(p.diagnostics || []).map((d) => `${d.id}: ${d.message}`)].filter(Boolean);
        list.append(el('li', {class: notes.length ? 'sev-error' : ''},
                       `#${p.post} ${p.author} — ${p.kind}${(p.ordered || []).length ? ` (${p.ordered.join(', ')})` : ''}`,
                       notes.length ? el('div', {class: 'help', text: notes.join('; ')}) : null));
      }
      out.append(list);
    }
    out.append(el('details', {}, el('summary', {text: 'JSON'}),
                  el('pre', {class: 'json', text: JSON.stringify(doc, null, 2)})));
    const s = doc.summary || {};
    status('thread-status', `${doc.posts} post(s), ${(doc.rounds || []).length} round(s), ` +
                            `${s.errors || 0} thread error(s), ${s.lint_errors || 0} lint error(s).`);
  } catch (err) {
    if (!ticket.isLatest()) return;
    status('thread-status', err.message, true);
  } finally {
    ticket.finish();
  }
});

// ---- Simulate: one round's report, or the odds over many seeds as a bar chart ----
function oddsChart(doc) {
  const chart = el('div', {class: 'chart', role: 'img',
                           'aria-label': `KO chance over ${doc.trials} trials`});
  for (const p of doc.pokemon || []) {
    const pct = Math.round((p.ko_probability || 0) * 1000) / 10;
    // Through the CSSOM: the page's Content-Security-Policy refuses style attributes.
    const bar = el('span', {class: 'bar'});
    bar.style.width = `${pct}%`;
    chart.append(el('div', {class: 'bar-row'},
      el('span', {class: 'bar-label', text: `${p.pokemon} (${p.trainer})`}),
      el('span', {class: 'bar-track'}, bar),
      el('span', {class: 'bar-value', text: `KO ${pct}% · HP ${p.hp.min}–${p.hp.max} (mean ${Number(p.hp.mean).toFixed(1)})`})));
  }
  return chart;
}

document.getElementById('sim-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  status('sim-status', 'Simulating…');
  const ticket = startRequest('sim-result');
  const out = document.getElementById('sim-result');
  out.replaceChildren();
  const seed = Number(document.getElementById('sim-seed').value || 1);
  const trials = Number(document.getElementById('sim-trials').value || 0);
  const request = {battle: document.getElementById('sim-battle').value, seed};
  try {
    if (trials > 0) {
      const doc = await api('POST', '/api/sim', {...request, trials});
      if (!ticket.isLatest()) return;
      out.append(el('h3', {text: `Odds over ${doc.trials} trials (seeds from ${doc.base_seed}, ${doc.rng})`}),
                 oddsChart(doc));
      const wins = Object.entries(doc.wins || {}).map(([k, v]) => `${k}: ${v}`).join(' · ');
      if (wins) out.append(el('p', {text: `Wins: ${wins}`}));
      status('sim-status', `${doc.trials} trials.`);
    } else {
      const report = await api('POST', '/api/sim', {...request, format: 'bbcode'});
      if (!ticket.isLatest()) return;
      out.append(el('h3', {text: 'Referee report (BBCode, ready to post)'}),
                 el('textarea', {rows: 14, readonly: '', 'aria-label': 'Referee report', class: 'report', text: report}));
      status('sim-status', `Round simulated with seed ${seed}.`);
    }
  } catch (err) {
    if (!ticket.isLatest()) return;
    const problems = (err.payload && err.payload.problems) || [];
    for (const p of problems)
      for (const d of p.diagnostics || []) out.append(el('div', {class: `msg sev-${d.severity}`, text: `${d.id}: ${d.message}`}));
    status('sim-status', err.message, true);
  } finally {
    ticket.finish();
  }
});

// ---- Rules ----
async function showExplain(id) {
  selectTab(document.getElementById('tab-explain'), false);
  document.getElementById('explain-id').value = id;
  const out = document.getElementById('explain-result');
  out.replaceChildren();
  try {
    const d = await api('GET', `/api/explain/${encodeURIComponent(id)}`);
    out.append(el('h2', {text: `${d.id} ${d.name}`}),
               el('p', {text: `${d.severity}${d.section ? ` — handbook [${d.section}]` : ''}: ${d.message}`}));
    if (d.page) out.append(el('pre', {text: d.page}));
    status('explain-status', '');
    history.replaceState(null, '', `#explain/${d.id}`);
  } catch (err) {
    status('explain-status', err.message, true);
  }
}
document.getElementById('explain-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const id = document.getElementById('explain-id').value.trim();
  if (id) showExplain(id);
});
if (location.hash.startsWith('#explain/')) showExplain(decodeURIComponent(location.hash.slice(9)));
