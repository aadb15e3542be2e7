import type { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { MOVE_SUGGESTION_IDS, applySuggestions } from '../../src/cli/suggestions.js';

const MOVE_SUGGESTION_ID = 'suggestMoveBelowQuestion';

/** A synthetic ESLint message with one suggestion per entry: [messageId, range, replacement]. */
function message(...suggestions: Array<[string, [number, number], string]>): Linter.LintMessage {
  return {
    ruleId: 'mcp/no-side-effect-before-input-required',
    message: 'effect before the question',
    severity: 2,
    line: 1,
    column: 1,
    suggestions: suggestions.map(([messageId, range, text]) => ({ messageId, desc: messageId, fix: { range, text } })),
  };
}

describe('applySuggestions', () => {
  it('applies only the suggestions with the requested messageId', () => {
    const result = applySuggestions(
      'abcdef',
      [message(['suggestResumeFromRequestState', [0, 1], 'X'], [MOVE_SUGGESTION_ID, [1, 2], 'Y'])],
      MOVE_SUGGESTION_IDS,
    );
    expect(result).toEqual({ output: 'aYcdef', applied: 1 });
  });

  it('applies every kind of move: below the question, past a plain return, into the branch that does not ask', () => {
    const result = applySuggestions(
      '0123456789',
      [
        message(['suggestMoveBelowQuestion', [0, 1], 'a']),
        message(['suggestMoveBelowQuestionPastReturn', [3, 4], 'b']),
        message(['suggestResumeFromRequestState', [5, 6], 'X'], ['suggestMoveIntoAnsweredBranch', [6, 7], 'c']),
      ],
      MOVE_SUGGESTION_IDS,
    );
    expect(result).toEqual({ output: 'a12b45c789', applied: 3 });
  });

  it('applies edits of several messages in source order whatever order they are reported in', () => {
    const result = applySuggestions(
      '0123456789',
      [message([MOVE_SUGGESTION_ID, [8, 9], 'b']), message([MOVE_SUGGESTION_ID, [1, 3], 'a'])],
      MOVE_SUGGESTION_IDS,
    );
    expect(result).toEqual({ output: '0a34567b9', applied: 2 });
  });

  it('leaves out an edit that overlaps or touches one already taken, for the next pass', () => {
    const result = applySuggestions(
      '0123456789',
      [message([MOVE_SUGGESTION_ID, [2, 6], 'A']), message([MOVE_SUGGESTION_ID, [4, 8], 'B']), message([MOVE_SUGGESTION_ID, [6, 7], 'C'])],
      MOVE_SUGGESTION_IDS,
    );
    expect(result).toEqual({ output: '01A6789', applied: 1 });
  });

  it('keeps a byte order mark, which ESLint ranges do not count', () => {
    const result = applySuggestions('\uFEFFabc', [message([MOVE_SUGGESTION_ID, [0, 1], 'Z'])], MOVE_SUGGESTION_IDS);
    expect(result).toEqual({ output: '\uFEFFZbc', applied: 1 });
  });

  it('changes nothing when no message has the suggestion', () => {
    expect(applySuggestions('abc', [message()], MOVE_SUGGESTION_IDS)).toEqual({ output: 'abc', applied: 0 });
  });
});
