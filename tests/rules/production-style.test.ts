// Recall, precision and the share of reports with a suggestion on production-style servers (issue 20): the
// fixture (tests/fixtures/production/src) plants effects that run before a question on lines ending in
// `// planted`; everything else a report lands on is a false report. The numbers are printed so that a change
// shows in the test output.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { CORE_RULE, lint } from '../fixes/support.js';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

// `production-2`: a second set written later (pipelines, CRM wrappers, Knex, storage, outreach, state guards).
// `production-3/untyped`: a third, written blind (Hono, Express and Worker hosts, tool tables, classes, wrappers, DI
// containers; its README and expected.json list the traps and the typed project `bench/holdout.mjs --set` scores).
// `production-4/untyped`: a fourth, written blind (decorated classes, Fastify and Next.js hosts, a tRPC-style router,
// plugins, a command bus, retry wrappers, a requestState state machine, both protocol eras). Its share floor is what
// the rule measures there, below the other sets' 0.75: most reports without a suggestion need a resume in files with no
// codec. Its two updates whose repeat is harmless by their values (a `$set` of a constant, a property set to what it
// was) are idempotent now, as updates of fixed values are (src/effects/constant-updates.ts); so are two of the first
// set's (`production/src`), relabelled: `archive.ts:53`, `integrations.ts:61`, `sync.ts:28`.
// `production-5/untyped`: a fifth, written blind (NestJS-style services, an Express session map, a neverthrow
// pipeline, a plugin registry, a middleware-chain tool factory, a Durable Object agent, Bun, Temporal/Inngest, pg
// transactions, Firestore, Cosmos, Sheets). Its floors are what the rule measures there after the fixes of its branch:
// the misses left are a workflow started before a later `.then` step asks and a write through an imported service whose
// name is no verb (`archive.snapshot`); the false reports, writes harmless only by their values or by one service's
// semantics (a constant priority, `turnFlagOn`, `tagsAdd`, a Put of a full item, Cloudinary's `overwrite`), and
// Discord's `createDM` on a client that arrives through a plugin's typed `deps` (the verb "create" decides without
// types).
// `production-6/untyped` to `-10/untyped`: the sixth to tenth, written blind (their READMEs list the shapes
// and the judgement calls); their floors are what the rule measures there now. production-8's false reports left are
// a RabbitMQ peek (a POST harmless only because its body asks to requeue) and an audit event per access; production-9's, a logger
// a DI container hands out, deletes its author calls harmless (DESIGN counts deletes as writes), an `ffmpeg -y` to a
// fixed path; production-10's, a retained MQTT publish and a Service Bus send with a `messageId` (both judgement calls
// its README names). `production-11/untyped`, written blind after most of the fourteenth round's fixes (first run R
// 66.7%, P 64.3%, 13 of 28 with a suggestion), then worked on a little: its floors are what the rule measures now.
// The recall, the precision and the share of reports with a suggestion each set must keep (the second set's share was
// what the suggestions gave when it was written, 19 of 30; 23 with send-then-ask; the third's 41 of 46 with the resume
// over the writes before its declaration).
it.each([
  ['production/src', 0.95, 0.7, 0.95],
  ['production-2/src', 0.95, 0.75, 0.95],
  ['production-3/untyped', 0.95, 0.9, 0.95],
  ['production-4/untyped', 1, 0.7, 0.95],
  ['production-5/untyped', 0.88, 0.75, 0.96],
  ['production-6/untyped', 0.95, 0.7, 0.95],
  ['production-7/untyped', 0.95, 0.68, 0.95],
  ['production-8/untyped', 0.92, 0.65, 0.95],
  ['production-9/untyped', 0.8, 0.8, 0.95],
  ['production-10/untyped', 0.9, 0.58, 0.9],
  ['production-11/untyped', 0.75, 0.53, 0.8],
])('finds the planted effects of the production-style servers in %s, and nothing else', (folder, precisionFloor, suggestionShare, recallFloor) => {
  const DIR = path.join(FIXTURES, folder);
  const rows: string[] = [];
  let planted = 0;
  let found = 0;
  let falseReports = 0;
  let offered = 0;
  let reports = 0;
  for (const name of readdirSync(DIR).filter((file) => file.endsWith('.ts')).sort()) {
    const file = path.join(DIR, name);
    const lines = readFileSync(file, 'utf8').split('\n');
    const plantedLines = new Set(lines.flatMap((text, index) => (text.endsWith('// planted') ? [index + 1] : [])));
    planted += plantedLines.size;
    const reported = new Set<number>();
    for (const message of lint(lines.join('\n'), file).filter((m) => m.ruleId === CORE_RULE)) {
      reports += 1;
      if ((message.suggestions ?? []).length > 0) offered += 1;
      // A report on a chain written over several lines (`paypal\n  .post(...) // planted\n  .json()`) starts above the
      // planted link: it finds the first planted line it spans, as bench/holdout.mjs matches them.
      const line = plantedLines.has(message.line)
        ? message.line
        : ([...plantedLines].filter((planted) => planted > message.line && planted <= (message.endLine ?? message.line)).sort((a, b) => a - b)[0] ?? message.line);
      reported.add(line);
      if (!plantedLines.has(line)) {
        falseReports += 1;
        rows.push(`false report ${name}:${message.line} ${message.message.slice(0, 100)}`);
      } else if ((message.suggestions ?? []).length === 0) {
        rows.push(`no suggestion ${name}:${message.line} ${message.message.slice(0, 100)}`);
      }
    }
    for (const line of plantedLines) {
      if (reported.has(line)) found += 1;
      else rows.push(`missed ${name}:${line} ${lines[line - 1]!.trim()}`);
    }
  }
  const recall = found / planted;
  const precision = (reports - falseReports) / reports;
  console.info(
    `planted ${planted}, found ${found} (R ${recall.toFixed(2)}), ${reports} reports, ${falseReports} false (P ${precision.toFixed(2)}), ` +
      `suggestions on ${offered} (${Math.round((100 * offered) / reports)}%)\n${rows.join('\n')}`,
  );
  expect(planted).toBeGreaterThanOrEqual(20);
  expect(recall).toBeGreaterThanOrEqual(recallFloor);
  expect(precision).toBeGreaterThanOrEqual(precisionFloor);
  expect(offered / reports).toBeGreaterThanOrEqual(suggestionShare);
});
