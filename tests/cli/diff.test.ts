import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unifiedDiff } from '../../src/cli/diff.js';
import { makeProject } from './helpers.js';

const lines = (count: number, prefix = 'line'): string =>
  Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}\n`).join('');

describe('unifiedDiff', () => {
  it('is empty for equal texts', () => {
    expect(unifiedDiff('a.ts', lines(5), lines(5))).toBe('');
  });

  it('shows a change with three lines of context and 1-based hunk ranges', () => {
    const after = lines(10).replace('line 5\n', 'line five\n');
    expect(unifiedDiff('src/a.ts', lines(10), after)).toBe(
      [
        '--- a/src/a.ts',
        '+++ b/src/a.ts',
        '@@ -2,7 +2,7 @@',
        ' line 2',
        ' line 3',
        ' line 4',
        '-line 5',
        '+line five',
        ' line 6',
        ' line 7',
        ' line 8',
        '',
      ].join('\n'),
    );
  });

  it('splits distant changes into separate hunks', () => {
    const after = lines(20).replace('line 2\n', 'two\n').replace('line 19\n', 'nineteen\n');
    const hunkHeaders = unifiedDiff('a.ts', lines(20), after).match(/^@@.*@@$/gmu);
    expect(hunkHeaders).toEqual(['@@ -1,5 +1,5 @@', '@@ -16,5 +16,5 @@']);
  });

  it('numbers a pure insertion at the top after line 0', () => {
    expect(unifiedDiff('a.ts', '', 'new\n')).toBe('--- a/a.ts\n+++ b/a.ts\n@@ -0,0 +1,1 @@\n+new\n');
  });

  it('marks a last line without a newline', () => {
    expect(unifiedDiff('a.ts', 'x\ny', 'x\ny\n')).toBe(
      '--- a/a.ts\n+++ b/a.ts\n@@ -1,2 +1,2 @@\n x\n-y\n\\ No newline at end of file\n+y\n',
    );
  });

  it.each([
    ['a statement moved below an if', 'a\nb\nc\nd\ne\n', 'a\nc\nd\nb\ne\n'],
    ['edits at both ends and the middle', lines(30), `head\n${lines(30).replace('line 15\n', '').replace('line 1\n', '')}tail\n`],
    ['everything replaced', lines(4, 'old'), lines(6, 'new')],
    ['all lines deleted', lines(3), ''],
    ['CRLF lines', 'a\r\nb\r\nc\r\n', 'a\r\nc\r\nb\r\n'],
  ])('produces a patch that git apply turns the old text into the new one: %s', async (_name, before, after) => {
    const dir = await makeProject({ 'file.txt': before });
    const patch = join(dir, 'change.patch');
    await writeFile(patch, unifiedDiff('file.txt', before, after));
    execFileSync('git', ['apply', '--unidiff-zero', 'change.patch'], { cwd: dir });
    expect(await readFile(join(dir, 'file.txt'), 'utf8')).toBe(after);
  });
});
