// Applies every migration `no-push-style-input-request` offers — in every invalid case of its rule tests and of
// tests/fixes/migrate.test.ts — and checks what issue 14 promises of each: the output parses, the reports of
// the requests it migrates are gone, and no rule of `recommended` reports anything new except the core rule,
// whose reports of code above the new question are the point (tests/fixes/migrate-flow.test.ts). The offered
// TypeScript cases are compiled against SDK 2.4 before and after, in memory, as modules of
// tests/fixtures/migration.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InvalidTestCase, RunTests } from '@typescript-eslint/rule-tester';
import type { Linter } from 'eslint';
import ts from 'typescript';
import { describe, expect, it, vi } from 'vitest';
import { InMemoryProject } from './in-memory-project.js';
import { applySuggestion, CORE_RULE, lint, reportKey } from './support.js';

const RULE = 'mcp/no-push-style-input-request';
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/migration');

// The test files hand their cases to `runRuleTests`; capture them instead of running them twice.
const captured = vi.hoisted(() => ({ suites: new Map<string, RunTests<string, []>>() }));
vi.mock('../support/rule-tester.js', () => ({
  runRuleTests: (name: string, _rule: unknown, tests: RunTests<string, []>) => {
    captured.suites.set(name, tests);
  },
}));
await import('../rules/no-push-style-input-request.test.js');
await import('./migrate.test.js');
const ruleCases: readonly InvalidTestCase<string, []>[] = captured.suites.get('no-push-style-input-request')?.invalid ?? [];
const migrationCases: readonly InvalidTestCase<string, []>[] = captured.suites.get('no-push-style-input-request migrations')?.invalid ?? [];

interface Offer {
  name: string;
  code: string;
  filename: string;
  output: string;
  desc: string;
  /** The reports the migration was offered for (one suggestion rewrites every request of a handler it asks). */
  reports: Linter.LintMessage[];
  before: Linter.LintMessage[];
}

function offersOf(test: InvalidTestCase<string, []>, suite: string): Offer[] {
  const filename = test.filename ?? 'file.ts';
  const before = lint(test.code, filename);
  const byOutput = new Map<string, Offer>();
  for (const message of before.filter((m) => m.ruleId === RULE)) {
    for (const suggestion of message.suggestions ?? []) {
      const output = applySuggestion(test.code, suggestion);
      const offer = byOutput.get(output) ?? { name: `${suite}: ${test.name ?? ''}`, code: test.code, filename, output, desc: suggestion.desc, reports: [], before };
      offer.reports.push(message);
      byOutput.set(output, offer);
    }
  }
  return [...byOutput.values()];
}

const offers = [...ruleCases.flatMap((test) => offersOf(test, 'rule')), ...migrationCases.flatMap((test) => offersOf(test, 'migrations'))];

/**
 * Reports counted by rule, message and text; a push-style request left for a later round is counted without its
 * text, which the migration may change (a read of an earlier answer's content becomes the validated content).
 */
function keyOf(code: string, message: Linter.LintMessage): string {
  return message.ruleId === RULE ? `${RULE}|${message.messageId ?? ''}` : reportKey(code, message);
}

function counts(messages: readonly Linter.LintMessage[], code: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const message of messages) map.set(keyOf(code, message), (map.get(keyOf(code, message)) ?? 0) + 1);
  return map;
}

describe('migrations offered', () => {
  it('by both test files, of every kind', () => {
    // Two migrations and the URL question that replaces a thrown UrlElicitationRequiredError.
    expect(offers.filter((offer) => offer.name.startsWith('rule:'))).toHaveLength(3);
    const builders = new Set(offers.flatMap((offer) => [...offer.output.matchAll(/inputRequired\.(\w+)\(/g)].map((match) => match[1])));
    expect(builders).toEqual(new Set(['elicit', 'elicitUrl', 'createMessage', 'listRoots']));
  });

  it('say what they ask and that code above the question will run on every round', () => {
    const single = offers.find((offer) => offer.name === 'migrations: form elicitation read back under its name');
    expect(single?.desc).toBe(
      'Return the question `answer` as `input_required` and read the answer with `inputResponse()` when the call comes back. The accepted content is checked against `requestedSchema` as the push checked it (`acceptedContent` with `fromJsonSchema`), and the question is asked again when it does not match. The handler then runs again from the top, so the code above the question will run on every round.',
    );
    // Nothing to check where the content is not read: the note is left out.
    const unread = offers.find((offer) => offer.name === 'migrations: URL mode asks with elicitUrl');
    expect(unread?.desc).not.toMatch(/requestedSchema/);
    const together = offers.find((offer) => offer.name === 'migrations: two independent requests asked together');
    expect(together?.desc).toMatch(/^Return the questions `address` and `blurb` together as `input_required` and read the answers with/);
    expect(together?.reports).toHaveLength(2);
  });
});

describe.each(offers)('$name', (offer) => {
  const after = lint(offer.output, offer.filename);

  it('parses', () => {
    expect(after.filter((message) => message.fatal).map((message) => message.message)).toEqual([]);
  });

  it('removes the reports it was offered for', () => {
    const left = counts(after, offer.output);
    const was = counts(offer.before, offer.code);
    for (const report of offer.reports) {
      const key = keyOf(offer.code, report);
      expect(left.get(key) ?? 0, key).toBeLessThan(was.get(key)!);
    }
  });

  it('adds no report but the core rule\'s (none of valid-input-required-result, stable-input-request-keys, no-misused-request-state)', () => {
    const was = counts(offer.before, offer.code);
    const added = [...counts(after, offer.output)].filter(([key, n]) => n > (was.get(key) ?? 0)).map(([key]) => key);
    expect(added.filter((key) => !key.startsWith(`${CORE_RULE}|`))).toEqual([]);
  });
});

// ---- type-checking, in memory ----

const project = new InMemoryProject(FIXTURE);

/** The type errors of in-memory modules (file name → text), compiled together in one program with the fixture's declarations. */
function typeErrors(files: ReadonlyMap<string, string>): Map<string, string[]> {
  const errors = new Map<string, string[]>([...files.keys()].map((file) => [file, []]));
  for (const diagnostic of project.diagnostics(files, [...files.keys()])) {
    const file = diagnostic.file ? path.resolve(diagnostic.file.fileName) : '';
    const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0;
    const list = errors.get(file) ?? [];
    list.push(`${line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`);
    errors.set(file, list);
  }
  return errors;
}

const typed = offers
  .filter((offer) => offer.name.startsWith('migrations:') && /\.[cm]?tsx?$/.test(offer.filename))
  .map((offer, index) => ({ ...offer, before: path.join(FIXTURE, `case-${index}.ts`), after: path.join(FIXTURE, `case-${index}.migrated.ts`) }));
// Each case before and after its migration, side by side in one program: each module has its own scope (a case
// without imports or exports would share the global one with its migration, and fail loudly).
const errors = typeErrors(new Map(typed.flatMap((offer) => [[offer.before, offer.code], [offer.after, offer.output]])));

describe('offered TypeScript cases type-check against SDK 2.4', () => {
  it('sees type errors (the check is not vacuous)', () => {
    const broken = new Map([[path.join(FIXTURE, 'broken.ts'), `import { inputResponse } from '@modelcontextprotocol/server';\nconst view = inputResponse({}, 'k');\nexport const action: string = view.action;\n`]]);
    expect([...typeErrors(broken).values()].flat()).toEqual([expect.stringContaining("Property 'action' does not exist")]);
  });

  it('has cases to check', () => {
    expect(typed.length).toBeGreaterThan(20);
  });

  it.each(typed)('$name', ({ before, after }) => {
    expect(errors.get(before)).toEqual([]);
    expect(errors.get(after)).toEqual([]);
  });
});
