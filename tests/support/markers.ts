/**
 * Test cases mark where a report is expected with `/*!*\/` right before the reported node. `markers` strips
 * the marks and returns the code with the exact line and column of each, so every invalid case asserts
 * positions without hand-counted numbers.
 */
import type { InvalidTestCase, TestCaseError } from '@typescript-eslint/rule-tester';

export const MARK = '/*!*/';

export interface MarkedPosition {
  line: number;
  column: number;
}

export function markers(marked: string): { code: string; positions: MarkedPosition[] } {
  const positions: MarkedPosition[] = [];
  const lines = marked.split('\n');
  const cleaned = lines.map((text, lineIndex) => {
    let line = text;
    for (let at = line.indexOf(MARK); at !== -1; at = line.indexOf(MARK)) {
      positions.push({ line: lineIndex + 1, column: at + 1 });
      line = line.slice(0, at) + line.slice(at + MARK.length);
    }
    return line;
  });
  return { code: cleaned.join('\n'), positions };
}

/**
 * An invalid case whose reports are marked in its code: `error` makes each report from its expectation and the
 * position of its mark. Marks and expectations must agree in number, so a lost mark cannot drop a report unseen.
 */
export function markedInvalid<Expected, MessageIds extends string, Options extends readonly unknown[]>(
  name: string,
  marked: string,
  expected: readonly Expected[],
  error: (expected: Expected, position: MarkedPosition, code: string) => TestCaseError<MessageIds>,
  extra: { settings?: Record<string, unknown>; options?: Options } = {},
): InvalidTestCase<MessageIds, Options> {
  const { code, positions } = markers(marked);
  if (positions.length !== expected.length) throw new Error(`${name}: ${positions.length} marks, ${expected.length} expectations`);
  return {
    name,
    code,
    ...(extra.settings ? { settings: extra.settings } : {}),
    ...(extra.options ? { options: extra.options } : {}),
    errors: expected.map((report, index) => error(report, positions[index]!, code)),
  };
}
