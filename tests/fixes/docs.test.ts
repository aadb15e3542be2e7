// The "Suggestions" section of the rule's doc shows each suggestion as a before/after pair: the before block
// is reported with exactly that suggestion (its text quoted above it), applying it gives the after block, and
// the after block is not reported.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applySuggestion, CORE_RULE, docExamples, lint } from './support.js';

const doc = readFileSync(new URL('../../docs/rules/no-side-effect-before-input-required.md', import.meta.url), 'utf8');
const examples = docExamples(doc, 'Suggestions');

describe('docs: Suggestions section', () => {
  it('shows every suggestion', () => {
    expect(examples.map((example) => example.title)).toEqual([
      'Move it below the question',
      'Move it below the question, with the statements that must stay after it',
      'Move it below the question, past a return that stops there',
      'Move it below the question, with a copy into a return that does not ask',
      'Move it below a question asked in a branch, with a copy in an `else`',
      'Move it into the branch that does not ask',
      'Take it out of a `Promise.all` and move it below the question',
      'Move it below the calls a wrapper asks after when they are refused',
      'Run it only on the first round and resume from `requestState`',
      'Resume, with a codec the suggestion adds',
      'Resume a question a helper builds',
      'Run it only on the round that asks',
    ]);
  });

  it.each(examples)('$title: before, the suggestion as quoted, after', ({ quoted, blocks }) => {
    expect(blocks).toHaveLength(2);
    const [before, after] = blocks as [string, string];
    const reports = lint(before, 'example.ts').filter((message) => message.ruleId === CORE_RULE);
    expect(reports).toHaveLength(1);
    const suggestions = reports[0]!.suggestions ?? [];
    expect(suggestions.map((suggestion) => suggestion.desc)).toEqual([quoted]);
    expect(applySuggestion(before, suggestions[0]!)).toBe(after);
    expect(lint(after, 'example.ts').filter((message) => message.ruleId === CORE_RULE)).toEqual([]);
  });
});
