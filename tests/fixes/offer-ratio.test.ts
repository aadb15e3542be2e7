// How many of the core rule's reports offer a suggestion, per set of realistic handlers: at least 85% on the
// example server and the suggestions fixture (issue 12; three in four since issue 3), at least 70% on the
// production-style fixtures (issue 20: wrappers that ask after running the tool, whose reports no edit of the
// tool can fix, are among them; 33 of 46 before the moves past plain returns and package clients' writes, 47 of 59
// with them and the fixtures they came from; 58 since production-shapes' SQL update of a constant is idempotent). `resumes` counts the reports offered a resume from `requestState`: on the
// production-style fixtures those are effects whose result a question built by a helper shows, in handlers that hand
// `ctx` to helpers, on servers a `createServer()`, a class field or a same-file register function builds (issue 20,
// item 6). The ratios are printed so that a change in them shows in the test output.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { CORE_RULE, lint } from './support.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const SETS = [
  { name: 'examples/ and the suggestions fixture', dirs: ['examples/src', 'tests/fixtures/suggestions/src'], atLeast: 0.85, reports: 37, resumes: 13 },
  { name: 'the production-style fixtures', dirs: ['tests/fixtures/production/src', 'tests/fixtures/production-shapes'], atLeast: 0.7, reports: 58, resumes: 6 },
];

it.each(SETS)('at least $atLeast of the reports offer a suggestion on $name', ({ dirs, atLeast, reports: atLeastReports, resumes: atLeastResumes }) => {
  const rows: string[] = [];
  let reports = 0;
  let offered = 0;
  let resumes = 0;
  for (const dir of dirs) {
    const names = readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' }).filter((n) => /\.[cm]?[jt]s$/.test(n)).sort();
    for (const name of names) {
      const file = path.join(ROOT, dir, name);
      for (const message of lint(readFileSync(file, 'utf8'), file).filter((m) => m.ruleId === CORE_RULE)) {
        reports += 1;
        const kinds = (message.suggestions ?? []).map((s) => s.messageId);
        if (kinds.length > 0) offered += 1;
        if (kinds.some((kind) => kind?.startsWith('suggestResume'))) resumes += 1;
        rows.push(`${path.join(dir, name)}:${message.line} ${kinds.join(', ') || '(none)'}`);
      }
    }
  }
  console.info(`suggestions offered on ${offered} of ${reports} reports (${Math.round((100 * offered) / reports)}%), ${resumes} of them resumes\n${rows.join('\n')}`);
  expect(reports).toBeGreaterThanOrEqual(atLeastReports);
  expect(offered / reports).toBeGreaterThanOrEqual(atLeast);
  expect(resumes).toBeGreaterThanOrEqual(atLeastResumes);
});
