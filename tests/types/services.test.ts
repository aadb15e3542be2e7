// A service client of another file with request/requestJSON layers, helpers that call the functions they are given,
// Response and Blob bodies, memo caches and Sentry scopes, in tools the wrapped-server fixture's `defineTool` asks
// around (see its README): the shapes Sentry's server is written in, linted with types and `strict`'s options
// (issue 20: no report on them that a reader would call false).
import rule from '../../rules/no-side-effect-before-input-required.js';
import { runTypedRuleTests, WRAPPED_SERVER, wrapperQuestionCase, type WrapperReport } from './support.js';

const TYPE_CHECKED = { mcp: { typeChecked: true } };
const FILENAME = 'src/tools/case.ts';
const STRICT = { checkUnknownCalls: true, checkIdempotentWrites: true, checkProcessState: true };
const IMPORTS = `import type { McpServer } from '@modelcontextprotocol/server';
import { db } from '../lib/clients.js';
import { defineTool } from '../lib/define-tool.js';
import { github } from '../lib/github.js';
import { queueCharge, regionFor } from '../lib/region.js';
import { retryWithBackoff, withFallback } from '../lib/retry.js';
import { logIssue } from '../lib/telemetry.js';
import { blobToBase64, issueOrNull, tracker } from '../lib/tracker.js';
import { text } from '../lib/tool.js';
import { defineTrackedTool } from '../lib/tracked-tool.js';
declare const server: McpServer;
`;
const DEFINE_TOOL = { wrapper: '`defineTool`', question: 'src/lib/define-tool.ts:15' };

function valid(name: string, code: string) {
  return { name, code: IMPORTS + code, filename: FILENAME, settings: TYPE_CHECKED, options: [STRICT] as const };
}

/** One `/*!*\/` per report (see `wrapperQuestionCase`); the wrapper is defineTool's unless given. */
function invalid(name: string, marked: string, reports: (Omit<WrapperReport, 'wrapper' | 'question'> & Partial<WrapperReport>)[], moved?: string) {
  const withWrapper = reports.map((report) => ({ ...DEFINE_TOOL, ...report }));
  return { name, filename: FILENAME, settings: TYPE_CHECKED, options: [STRICT] as const, ...wrapperQuestionCase(IMPORTS, marked, withWrapper, moved) };
}

runTypedRuleTests('no-side-effect-before-input-required (service layers of other files, strict)', rule, {
  valid: [
    // Valid because every endpoint method sends a GET: `getIssue` gives `requestJSON` no options, which passes its
    // `options = {}` on to `request`, which spreads them into fetch's; `listIssues` passes `undefined`, `listTeams` a
    // written GET.
    valid('reads through request and requestJSON layers', `
defineTool(server, { name: 'triage', description: 'Triage', handler: async (args) => {
  const issue = await tracker.getIssue(args['id']!);
  const similar = await tracker.listIssues(issue.status);
  const teams = await tracker.listTeams(args['project']!);
  await github.getRepo(args['repo']!);
  return text(\`\${similar.length} similar, \${teams.length} teams\`);
} });
`),
    // Valid because what the helpers call is the function written here, a read, judged where it is written: the
    // helpers' own \`fn()\` and \`run()\` are not effects of theirs.
    valid('reads in callbacks given to project helpers', `
defineTool(server, { name: 'poll', description: 'Poll', handler: async (args) => {
  const issue = await retryWithBackoff(() => tracker.getIssue(args['id']!), { maxRetries: 5 });
  const related = await withFallback({ operation: 'related', run: async () => tracker.listIssues(issue.id), fallback: () => [] });
  await github.getRepo(args['repo']!);
  return text(String(related.length));
} });
`),
    // Valid because \`response.blob()\` and \`blob.arrayBuffer()\` are the TypeScript lib's Response and Blob methods:
    // they read the body in memory.
    valid('Response and Blob bodies read', `
defineTool(server, { name: 'attachment', description: 'Attachment', handler: async (args) => {
  const blob = await tracker.downloadAttachment(args['id']!);
  const content = await blobToBase64(blob);
  await github.getRepo(args['repo']!);
  return text(content);
} });
`),
    // Valid because the region cache only remembers what the lookup returned: the retry finds the entry and gets the
    // same region, filling it again changes nothing.
    valid('a memo cache filled before the call that may be refused', `
defineTool(server, { name: 'region', description: 'Region', handler: async (args) => {
  const region = await regionFor(args['org']!);
  await github.getRepo(args['repo']!);
  return text(region);
} });
`),
    // Valid because logIssue's scope calls (\`setTag\`, \`addAttachment\`) are Sentry telemetry, like logging: the scope
    // is the parameter of the callback \`withScope\` from \`@sentry/core\` runs, whose types are not installed here.
    valid('Sentry scope attachments before the call that may be refused', `
defineTool(server, { name: 'report', description: 'Report', handler: async (args) => {
  try {
    await tracker.getIssue(args['id']!);
  } catch (error) {
    logIssue(error, { request: JSON.stringify(args) });
  }
  await github.getRepo(args['repo']!);
  return text('Reported.');
} });
`),
    // Valid because the only call after the POST repeats a read the run made before it, the same way, and that was
    // not refused: a refusal would have come then (Sentry's add-team-to-project, which checks before it adds).
    valid('a write followed only by a read the run already made', `
defineTool(server, { name: 'assign', description: 'Assign', handler: async (args) => {
  const teams = await tracker.listTeams(args['project']!);
  if (teams.includes(args['team']!)) return text('Already assigned.');
  await tracker.addTeam(args['project']!, args['team']!);
  const updated = await tracker.listTeams(args['project']!);
  return text(updated.join(', '));
} });
`),
    // Valid because defineTrackedTool asks only for a ForbiddenError (a predicate of that class, held in a \`const\`
    // and joined by \`&&\`): after the POST only a sleep runs, which cannot throw it.
    valid('a write followed by a sleep, under a wrapper asking for one class through a predicate', `
defineTrackedTool(server, { name: 'start', description: 'Start', run: async (args) => {
  await tracker.addTeam(args['project']!, args['team']!);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return text('Started.');
} });
`),
    // Valid because nothing after the POST lets a refusal out: the tool's own \`catch\` logs it, \`issueOrNull\` returns
    // null (Sentry's create-project and update-issue, whose later calls all sit in such \`try\` blocks).
    valid('a write followed only by calls whose errors a catch swallows', `
defineTool(server, { name: 'assign', description: 'Assign', handler: async (args) => {
  await tracker.addTeam(args['project']!, args['team']!);
  try {
    await tracker.getIssue(args['id']!);
  } catch (error) {
    logIssue(error);
  }
  const issue = await issueOrNull(args['id']!);
  return text(issue?.status ?? 'unknown');
} });
`),
  ],
  invalid: [
    // Invalid because the \`catch\` after the POST throws the refusal on: the wrapper asks, and the retry adds again.
    invalid('a write followed by a call whose catch rethrows', `
defineTool(server, { name: 'assign', description: 'Assign', handler: async (args) => {
  await /*!*/tracker.addTeam(args['project']!, args['team']!);
  try {
    await tracker.getIssue(args['id']!);
  } catch (error) {
    logIssue(error);
    throw error;
  }
  return text('Assigned.');
} });
`, [{ call: 'tracker.addTeam()', effect: ' → `this.request()`', label: 'HTTP POST through request(), in src/lib/tracker.ts:54' }]),
    // Invalid because a tracker call, which throws the ForbiddenError the wrapper's predicate tests for, runs after
    // the POST.
    {
      ...invalid('a write followed by a call that can throw the class the wrapper\'s predicate tests for', `
defineTrackedTool(server, { name: 'start', description: 'Start', run: async (args) => {
  await /*!*/tracker.addTeam(args['project']!, args['team']!);
  await tracker.getIssue(args['id']!);
  return text('Started.');
} });
`, [{ call: 'tracker.addTeam()', effect: ' → `this.request()`', label: 'HTTP POST through request(), in src/lib/tracker.ts:54', wrapper: '`defineTrackedTool`', question: 'src/lib/tracked-tool.ts:26' }]),
    },
    // Invalid because the earlier read ran only on one branch: on the other, the read after the POST is the first.
    invalid('a write followed by a read the run made only on one branch', `
defineTool(server, { name: 'assign', description: 'Assign', handler: async (args) => {
  if (args['check']) await tracker.listTeams(args['project']!);
  await /*!*/tracker.addTeam(args['project']!, args['team']!);
  const updated = await tracker.listTeams(args['project']!);
  return text(updated.join(', '));
} });
`, [{ call: 'tracker.addTeam()', effect: ' → `this.request()`', label: 'HTTP POST through request(), in src/lib/tracker.ts:54' }]),
    // Invalid because \`addTeam\` gives \`request\` a POST, and the GitHub call after it may be refused: the retry adds
    // the team again.
    invalid('a POST an endpoint method gives the request layer', `
defineTool(server, { name: 'assign', description: 'Assign', handler: async (args) => {
  await /*!*/tracker.addTeam(args['project']!, args['team']!);
  await github.getRepo(args['repo']!);
  return text('Assigned.');
} });
`, [{ call: 'tracker.addTeam()', effect: ' → `this.request()`', label: 'HTTP POST through request(), in src/lib/tracker.ts:54' }], `
defineTool(server, { name: 'assign', description: 'Assign', handler: async (args) => {
  await github.getRepo(args['repo']!);
  await tracker.addTeam(args['project']!, args['team']!);
  return text('Assigned.');
} });
`),
    // Invalid because \`send\` passes its options on through \`requestJSON\` to \`request\`: the DELETE written here is
    // what goes out.
    invalid('a DELETE passed on through two layers', `
defineTool(server, { name: 'purge', description: 'Purge', handler: async (args) => {
  await /*!*/tracker.send(\`/issues/\${args['id']}/\`, { method: 'DELETE' });
  await github.getRepo(args['repo']!);
  return text('Purged.');
} });
`, [{ call: 'tracker.send()', label: 'HTTP DELETE through send()' }], `
defineTool(server, { name: 'purge', description: 'Purge', handler: async (args) => {
  await github.getRepo(args['repo']!);
  await tracker.send(\`/issues/\${args['id']}/\`, { method: 'DELETE' });
  return text('Purged.');
} });
`),
    // Invalid because strict reports idempotent writes: the PUT sets the status again on the retry.
    invalid('a PUT through requestJSON, in strict', `
defineTool(server, { name: 'resolve', description: 'Resolve', handler: async (args) => {
  await /*!*/tracker.updateIssue(args['id']!, 'resolved');
  await github.getRepo(args['repo']!);
  return text('Resolved.');
} });
`, [{ call: 'tracker.updateIssue()', effect: ' → `this.requestJSON()`', label: 'HTTP PUT through requestJSON(), in src/lib/tracker.ts:50' }], `
defineTool(server, { name: 'resolve', description: 'Resolve', handler: async (args) => {
  await github.getRepo(args['repo']!);
  await tracker.updateIssue(args['id']!, 'resolved');
  return text('Resolved.');
} });
`),
    // Invalid because the callbacks the helpers run write, reported where they are written: retrying the POST or
    // the insert does not make it run once.
    invalid('writes in callbacks given to project helpers', `
defineTool(server, { name: 'sync', description: 'Sync', handler: async (args) => {
  await retryWithBackoff(() => /*!*/tracker.addTeam(args['project']!, args['team']!));
  await withFallback({ operation: 'sync', run: async () => /*!*/db.query('INSERT INTO syncs (repo) VALUES ($1)', [args['repo']]), fallback: () => null });
  await github.getRepo(args['repo']!);
  return text('Synced.');
} });
`, [
      { call: 'tracker.addTeam()', effect: ' → `this.request()`', label: 'HTTP POST through request(), in src/lib/tracker.ts:54' },
      { call: 'db.query()', label: 'SQL INSERT' },
    ]),
    // Invalid because the helper runs a function not written here: what it does is not known, which strict reports.
    invalid('a helper given a function it cannot read', `
declare const job: () => Promise<void>;
defineTool(server, { name: 'rerun', description: 'Rerun', handler: async (args) => {
  await /*!*/retryWithBackoff(job);
  await github.getRepo(args['repo']!);
  return text('Rerun.');
} });
`, [{ call: 'retryWithBackoff()', label: 'runs a function passed to retryWithBackoff(), not known' }], `
declare const job: () => Promise<void>;
defineTool(server, { name: 'rerun', description: 'Rerun', handler: async (args) => {
  await github.getRepo(args['repo']!);
  await retryWithBackoff(job);
  return text('Rerun.');
} });
`),
    // Invalid because a Map of pending charges is no cache: the retry queues the charge a second time.
    invalid('a module-level Map of pending work, in strict', `
defineTool(server, { name: 'charge', description: 'Charge', handler: async (args) => {
  /*!*/queueCharge(args['id']!, 5);
  await github.getRepo(args['repo']!);
  return text('Queued.');
} });
`, [{ call: 'queueCharge()', effect: ' → `pendingCharges.set()`', label: 'module-level Map mutated, in src/lib/region.ts:18' }], `
defineTool(server, { name: 'charge', description: 'Charge', handler: async (args) => {
  await github.getRepo(args['repo']!);
  queueCharge(args['id']!, 5);
  return text('Queued.');
} });
`),
  ],
}, WRAPPED_SERVER);
