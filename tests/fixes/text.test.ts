// The list edit every suggestion that adds an import specifier or an object property shares.
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { appendToList } from '../../src/fixes/text.js';
import { lintWith } from '../mcp/lint-with.js';

/** The file's first import with `items` appended to its specifiers by `appendToList`. */
function appended(code: string, items: string[]): string {
  return lintWith(code, ({ sourceCode }) => {
    const declaration = sourceCode.ast.body[0] as TSESTree.ImportDeclaration;
    const fixer = { insertTextAfter: (node: TSESTree.Node | TSESTree.Token, text: string) => ({ range: [node.range[1], node.range[1]], text }) };
    const fix = appendToList(sourceCode, declaration.specifiers.at(-1)!, items, fixer as unknown as TSESLint.RuleFixer);
    return code.slice(0, fix.range[0]) + fix.text + code.slice(fix.range[1]);
  });
}

describe('appendToList', () => {
  it.each([
    ['on one line', `import { a, b } from 'm';`, `import { a, b, c, d } from 'm';`],
    ['on one line, with a trailing comma', `import { a, b, } from 'm';`, `import { a, b, c, d, } from 'm';`],
    ['one per line', `import {\n  a,\n  b\n} from 'm';`, `import {\n  a,\n  b,\n  c,\n  d\n} from 'm';`],
    ['one per line, with a trailing comma', `import {\n  a,\n  b,\n} from 'm';`, `import {\n  a,\n  b,\n  c,\n  d,\n} from 'm';`],
  ])('writes the items the way the list is written: %s', (_name, code, expected) => {
    expect(appended(code, ['c', 'd'])).toBe(expected);
  });
});
