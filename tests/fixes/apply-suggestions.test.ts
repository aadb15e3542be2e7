// Applies every suggestion of `no-side-effect-before-input-required` — for every invalid case of its rule
// tests and of the suggestion tests, the example server, the suggestions fixture and the production-style fixture — and checks what the rule doc's Suggestions section promises of each: the
// output parses, the report it was offered for is gone, no rule of `recommended` reports anything that was
// not reported before, and linting the output again offers nothing that would undo it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Linter } from 'eslint';
import type { InvalidTestCase, RunTests } from '@typescript-eslint/rule-tester';
import { describe, expect, it, vi } from 'vitest';
import type { Options } from '../../rules/no-side-effect-before-input-required.js';
import { applySuggestion, CORE_RULE, lint, reportKey } from './support.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The test files hand their cases to `runRuleTests`; capture them instead of running them twice.
const captured = vi.hoisted(() => ({ suites: new Map<string, RunTests<string, [Options]>>() }));
vi.mock('../support/rule-tester.js', () => ({
  runRuleTests: (name: string, _rule: unknown, tests: RunTests<string, [Options]>) => {
    captured.suites.set(name, tests);
  },
}));
await import('../rules/no-side-effect-before-input-required.test.js');
await import('./suggestions.test.js');
const ruleCases: readonly InvalidTestCase<string, [Options]>[] = captured.suites.get('no-side-effect-before-input-required')?.invalid ?? [];
const suggestionCases = captured.suites.get('no-side-effect-before-input-required suggestions')?.invalid ?? [];

interface Subject {
  name: string;
  code: string;
  filename: string;
  options?: Options | undefined;
}

function sourceFiles(dir: string): Subject[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => {
      const file = path.join(ROOT, dir, name);
      return { name: path.relative(ROOT, file), code: readFileSync(file, 'utf8'), filename: file };
    });
}

const subjects: Subject[] = [
  ...[...ruleCases, ...suggestionCases].map((test) => ({
    name: test.name ?? test.code,
    code: test.code,
    filename: test.filename ?? 'file.ts',
    options: test.options?.[0],
  })),
  ...sourceFiles('examples/src'),
  ...sourceFiles('tests/fixtures/suggestions/src'),
  ...sourceFiles('tests/fixtures/production/src'),
];

function counts(messages: Linter.LintMessage[], code: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const message of messages) map.set(reportKey(code, message), (map.get(reportKey(code, message)) ?? 0) + 1);
  return map;
}

describe('the rule tests assert suggestions', () => {
  it('has invalid cases to apply', () => {
    expect(ruleCases.length).toBeGreaterThan(50);
    expect(suggestionCases.length).toBeGreaterThan(30);
  });

  it('every error of every invalid case says which suggestions it offers (or `suggestions: []`)', () => {
    const missing = ruleCases.filter((test) => test.errors.some((error) => error.suggestions === undefined)).map((test) => test.name);
    expect(missing).toEqual([]);
  });
});

describe.each(subjects)('applying every suggestion: $name', (subject) => {
  const before = lint(subject.code, subject.filename, subject.options);
  const core = before.filter((message) => message.ruleId === CORE_RULE);
  const offers = core.flatMap((message) => (message.suggestions ?? []).map((suggestion) => ({ message, suggestion })));

  it('lints, reports, and offers suggestions, never fixes', () => {
    expect(before.filter((message) => message.fatal)).toEqual([]);
    expect(core.filter((message) => message.fix !== undefined)).toEqual([]);
    for (const { suggestion } of offers) expect(suggestion.desc).toMatch(/ This changes when the call runs\.$/);
  });

  it.each(offers.map((offer, index) => ({ ...offer, index })))('suggestion $index ($suggestion.messageId)', ({ message, suggestion }) => {
    const output = applySuggestion(subject.code, suggestion);
    const after = lint(output, subject.filename, subject.options);

    // 1. It parses.
    expect(after.filter((m) => m.fatal).map((m) => m.message)).toEqual([]);

    // 2. The report it was offered for is gone.
    const key = reportKey(subject.code, message);
    expect(counts(after, output).get(key) ?? 0).toBeLessThan(counts(before, subject.code).get(key)!);

    // 3. No rule of `recommended` reports anything new.
    const beforeCounts = counts(before, subject.code);
    const added = [...counts(after, output)].filter(([k, n]) => n > (beforeCounts.get(k) ?? 0)).map(([k]) => k);
    expect(added).toEqual([]);

    // 4. Nothing offered on the output takes it back.
    const undoing = after
      .flatMap((m) => m.suggestions ?? [])
      .filter((again) => applySuggestion(output, again) === subject.code)
      .map((again) => again.desc);
    expect(undoing).toEqual([]);
  });
});
