// The "Migrating a handler" section of the rule's doc shows each migration as a before/after pair: the before
// block's requests are reported with exactly that suggestion (its text quoted above it), applying it gives the
// after block, and the after block has no push-style request left.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applySuggestion, docExamples, lint } from './support.js';

const RULE = 'mcp/no-push-style-input-request';
const doc = readFileSync(new URL('../../docs/rules/no-push-style-input-request.md', import.meta.url), 'utf8');
const examples = docExamples(doc, 'Migrating a handler');

describe('docs: Migrating a handler', () => {
  it('shows one request and several', () => {
    expect(examples.map((example) => example.title)).toEqual(['One request', 'Several requests']);
  });

  it.each(examples)('$title: before, the suggestion as quoted, after', ({ quoted, blocks }) => {
    expect(blocks).toHaveLength(2);
    const [before, after] = blocks as [string, string];
    const reports = lint(before, 'example.ts').filter((message) => message.ruleId === RULE);
    expect(reports.length).toBeGreaterThan(0);
    for (const report of reports) {
      const suggestions = report.suggestions ?? [];
      expect(suggestions.map((suggestion) => suggestion.desc)).toEqual([quoted]);
      expect(applySuggestion(before, suggestions[0]!)).toBe(after);
    }
    expect(lint(after, 'example.ts')).toEqual([]);
  });
});
