import { describe, expect, it } from 'vitest';
import { gitignoreLineToPattern } from '../../src/cli/ignores.js';

describe('gitignoreLineToPattern', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    ['# comment', undefined],
    ['*.log', '**/*.log'],
    ['node_modules/', '**/node_modules/'],
    ['/tmp/', 'tmp/'],
    ['/.env', '.env'],
    ['src/generated', 'src/generated'],
    ['**/fixtures/out', '**/fixtures/out'],
    ['!keep.log', '!**/keep.log'],
    ['!/root.log', '!root.log'],
    ['trailing-space   ', '**/trailing-space'],
    ['file{a,b}.js', '**/file\\{a,b\\}.js'],
  ])('turns %j into %j', (line, pattern) => {
    expect(gitignoreLineToPattern(line)).toBe(pattern);
  });
});
