/**
 * Test cases mark where a report is expected with `/*!*\/` right before the reported node. `markers` strips
 * the marks and returns the code with the exact line and column of each, so every invalid case asserts
 * positions without hand-counted numbers.
 */
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
