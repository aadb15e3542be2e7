// `node bench/holdout.mjs [--json] [--set <dir>]` (after `npm run build`): recall and precision of the core rule on the
// held-out set in tests/fixtures/holdout/ (written blind; see its README), or on another set laid out the same way
// (`untyped/`, an optional `typed/` project with its tsconfig.json, `expected.json`). Lints untyped/ with `recommended`
// and the typed project with `recommended-type-checked`, matches core-rule reports against expected.json by file and
// line, and lists every miss, every false report and every report of the other rules.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import mcp from '../dist/src/index.js';

const CORE = 'mcp/no-side-effect-before-input-required';
const setFlag = process.argv.indexOf('--set');
const SET = setFlag > 0 ? path.resolve(process.argv[setFlag + 1]) : path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'holdout');
const TYPED = path.join(SET, 'typed');
const asJson = process.argv.includes('--json');

/** The manifest, checked against the code: an entry whose line no longer holds its text means the set was edited. */
function readManifest() {
  const entries = JSON.parse(readFileSync(path.join(SET, 'expected.json'), 'utf8'));
  const stale = entries.filter((entry) => !readFileSync(path.join(SET, entry.file), 'utf8').split('\n')[entry.line - 1]?.includes(entry.text));
  if (stale.length) {
    throw new Error(`expected.json is out of date with the code:\n${stale.map((e) => `  ${e.file}:${e.line} should hold ${JSON.stringify(e.text)}`).join('\n')}`);
  }
  return entries;
}

const RUNS = [
  {
    name: 'untyped',
    description: 'untyped/ with configs.recommended',
    patterns: ['untyped/**/*.ts'],
    config: [mcp.configs.recommended],
  },
  {
    name: 'typed',
    description: 'typed/ with configs["recommended-type-checked"] (projectService, typed/tsconfig.json)',
    patterns: ['typed/src/**/*.ts'],
    config: [mcp.configs['recommended-type-checked'], { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: TYPED } } }],
  },
  {
    name: 'typed-project-untyped',
    description: 'typed/ with configs.recommended (what a user without types sees there; not a target)',
    patterns: ['typed/src/**/*.ts'],
    config: [mcp.configs.recommended],
  },
  {
    name: 'untyped-strict',
    description: 'untyped/ with configs.strict (information: what strict adds, true or false)',
    patterns: ['untyped/**/*.ts'],
    config: [mcp.configs.strict],
  },
];

async function lint(run) {
  const eslint = new ESLint({ cwd: SET, overrideConfigFile: true, overrideConfig: run.config, ignorePatterns: ['**/*.d.ts'] });
  const results = await eslint.lintFiles(run.patterns);
  return results.flatMap((result) =>
    result.messages.map((message) => ({ ...message, file: path.relative(SET, result.filePath).split(path.sep).join('/') })),
  );
}

/**
 * A core report matches a bug on its own line; failing that, a report whose range spans bug lines (an enclosing
 * call such as `Promise.all(...)` or a multi-line helper call) matches the first of them, unless it starts on a
 * trap's line. Several reports of one bug count once. Everything else is a false report.
 */
function score(entries, messages, files) {
  const inRun = entries.filter((entry) => files.has(entry.file));
  const bugs = inRun.filter((entry) => entry.kind === 'bug');
  const at = new Map(inRun.map((entry) => [`${entry.file}:${entry.line}`, entry]));
  const found = new Map();
  const falseReports = [];
  for (const message of messages.filter((m) => m.ruleId === CORE)) {
    const own = at.get(`${message.file}:${message.line}`);
    let bug = own?.kind === 'bug' ? own : undefined;
    if (!bug && !own) {
      bug = bugs.find((b) => b.file === message.file && b.line >= message.line && b.line <= (message.endLine ?? message.line));
    }
    if (bug) {
      const key = `${bug.file}:${bug.line}`;
      if (!found.has(key)) found.set(key, { bug, message });
    } else {
      falseReports.push({ message, trap: own });
    }
  }
  const reports = messages.filter((m) => m.ruleId === CORE);
  const misses = bugs.filter((bug) => !found.has(`${bug.file}:${bug.line}`));
  const tp = found.size;
  const fp = falseReports.length;
  const withSuggestion = reports.filter((m) => m.suggestions?.length).length;
  const byShape = {};
  for (const bug of bugs) {
    const shape = (byShape[bug.shape] ??= { bugs: 0, found: 0 });
    shape.bugs++;
    if (found.has(`${bug.file}:${bug.line}`)) shape.found++;
  }
  return {
    bugs: bugs.length,
    traps: inRun.length - bugs.length,
    reports,
    tp,
    fp,
    fn: misses.length,
    recall: bugs.length ? tp / bugs.length : 1,
    precision: tp + fp ? tp / (tp + fp) : 1,
    suggestionShare: reports.length ? withSuggestion / reports.length : 0,
    withSuggestion,
    byShape,
    misses,
    falseReports,
    other: messages.filter((m) => m.ruleId !== CORE),
  };
}

const pct = (x) => `${(x * 100).toFixed(1)}%`;

function print(run, s) {
  console.log(`\n== ${run.name}: ${run.description}`);
  console.log(`   bugs ${s.bugs}, traps ${s.traps}, core reports ${s.reports.length}`);
  console.log(`   TP ${s.tp}  FP ${s.fp}  FN ${s.fn}   recall ${pct(s.recall)}  precision ${pct(s.precision)}  suggestions ${s.withSuggestion}/${s.reports.length} (${pct(s.suggestionShare)})`);
  console.log(`   recall by shape: ${Object.entries(s.byShape).map(([shape, v]) => `${shape} ${v.found}/${v.bugs}`).join(', ')}`);
  if (s.misses.length) {
    console.log('   misses:');
    for (const bug of s.misses) console.log(`     ${bug.file}:${bug.line} [${bug.shape}] ${bug.text} — ${bug.why}`);
  }
  if (s.falseReports.length) {
    console.log('   false reports:');
    for (const { message, trap } of s.falseReports) {
      const what = trap ? `trap [${trap.shape}] ${trap.why}` : 'not in the manifest';
      console.log(`     ${message.file}:${message.line}:${message.column} (${what}) ${message.message.split('\n')[0].slice(0, 200)}`);
    }
  }
  const bare = s.reports.filter((m) => !m.suggestions?.length);
  if (bare.length) {
    console.log('   core reports without a suggestion:');
    for (const m of bare) console.log(`     ${m.file}:${m.line}:${m.column} ${m.message.split(' runs before')[0].slice(0, 120)}`);
  }
  if (s.other.length) {
    console.log('   other rules (for review):');
    for (const m of s.other) console.log(`     ${m.file}:${m.line}:${m.column} ${m.ruleId ?? '(parser)'} ${m.message.split('\n')[0].slice(0, 200)}`);
  }
}

const entries = readManifest();
const summary = {};
for (const run of RUNS.filter((r) => existsSync(path.join(SET, r.patterns[0].split('/')[0])))) {
  const messages = await lint(run);
  const files = new Set(entries.map((e) => e.file).filter((file) => run.patterns.some((p) => file.startsWith(p.split('/')[0] + '/'))));
  const s = score(entries, messages, files);
  summary[run.name] = s;
  if (!asJson) print(run, s);
}
if (asJson) {
  const brief = Object.fromEntries(
    Object.entries(summary).map(([name, s]) => [
      name,
      {
        ...s,
        reports: s.reports.length,
        misses: s.misses.map((b) => `${b.file}:${b.line}`),
        falseReports: s.falseReports.map(({ message }) => `${message.file}:${message.line}`),
        other: s.other.map((m) => `${m.file}:${m.line} ${m.ruleId}`),
      },
    ]),
  );
  console.log(JSON.stringify(brief, null, 2));
}
