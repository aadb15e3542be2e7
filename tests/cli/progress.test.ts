import { describe, expect, it } from 'vitest';
import { createProgress } from '../../src/cli/progress.js';

/** Lints `files` files through the counter rule at the given clock times. */
function simulate(isTTY: boolean, times: number[]): string {
  let output = '';
  let clock = 0;
  const progress = createProgress({ isTTY, write: (text: string) => (output += text) }, undefined, () => clock);
  const rule = progress.config.plugins!['mcp-lint']!.rules!.progress as { create(): object };
  for (const time of times) {
    clock = time;
    rule.create();
  }
  progress.done();
  return output;
}

describe('createProgress', () => {
  it('stays silent for runs shorter than a second', () => {
    expect(simulate(true, [10, 500, 999])).toBe('');
  });

  it('counts files on a terminal once the run is long, at most every 100 ms, and erases the line at the end', () => {
    expect(simulate(true, [100, 1000, 1050, 1100, 1300])).toBe(
      '\rmcp-lint: 2 files checked…\rmcp-lint: 4 files checked…\rmcp-lint: 5 files checked…\r\u001B[K',
    );
  });

  it('writes nothing when stderr is not a terminal', () => {
    expect(simulate(false, [0, 2000, 5000])).toBe('');
  });
});
