// createRule applies a rule's defaults to its options once per option object ESLint hands it, not per file: the
// merged options are the same object for every file of a run, and still merge what the config gives.
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { createRule } from '../../src/create-rule.js';

/** A rule that records the options each file's `create` is given. */
function recordingRule(seen: unknown[]) {
  return createRule<[{ strict: boolean; names: string[] }], 'never'>({
    name: 'recording',
    meta: {
      type: 'problem',
      docs: { description: 'Records its options.', config: 'strict' },
      messages: { never: 'never' },
      schema: [
        {
          type: 'object',
          additionalProperties: false,
          properties: {
            strict: { type: 'boolean', description: 'A flag.' },
            names: { type: 'array', items: { type: 'string' }, description: 'Some names.' },
          },
        },
      ],
      defaultOptions: [{ strict: false, names: [] }],
    },
    create(_context, [options]) {
      seen.push(options);
      return {};
    },
  });
}

function lintTwoFiles(ruleConfig: Linter.RuleEntry): unknown[] {
  const seen: unknown[] = [];
  const linter = new Linter({ configType: 'flat' });
  const config = [{ plugins: { test: { rules: { recording: recordingRule(seen) } } }, rules: { 'test/recording': ruleConfig } }] as unknown as Linter.Config[];
  for (const filename of ['a.js', 'b.js']) linter.verify('const x = 1;', config, { filename });
  return seen;
}

describe('createRule', () => {
  it('gives every file of a run the same defaults, merged once', () => {
    // ESLint hands each file the rule's default option object itself when the config gives none; a clone per
    // file (typescript-eslint's applyDefault) would make two objects.
    const [first, second] = lintTwoFiles('error');
    expect(first).toEqual({ strict: false, names: [] });
    expect(second).toBe(first);
  });

  it('merges the options a config gives with the defaults, for every file', () => {
    // ESLint merges the config's options into a new object per file: each is merged, with the same result.
    const [first, second] = lintTwoFiles(['error', { strict: true }]);
    expect(first).toEqual({ strict: true, names: [] });
    expect(second).toEqual(first);
  });
});
