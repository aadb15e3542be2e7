import { readdirSync, readFileSync } from 'node:fs';
import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin, { rules } from '../../src/index.js';

const DOCS = new URL('../../docs/rules/', import.meta.url);
const LINTED_LANGUAGES = new Set(['ts', 'typescript', 'js', 'javascript']);
const MARKS = ['❌', '✅'] as const;
type Mark = (typeof MARKS)[number];

interface Block {
  /** 1-based line of the opening fence. */
  line: number;
  code: string;
  mark: Mark | undefined;
}

/**
 * The fenced ts/js blocks of a markdown text, each with the mark its preceding paragraph starts with (blank
 * lines between are ignored; a block right after another block has no paragraph, so no mark).
 */
function codeBlocks(markdown: string): Block[] {
  const lines = markdown.split(/\r?\n/u);
  const blocks: Block[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = /^(`{3,}|~{3,})\s*([\w-]*)/u.exec(lines[index]!);
    if (!open) continue;
    const [, fence, language] = open as unknown as [string, string, string];
    const end = lines.findIndex((line, at) => at > index && line.trimEnd() === fence);
    if (end === -1) throw new Error(`unclosed code block at line ${index + 1}`);
    if (LINTED_LANGUAGES.has(language)) {
      let last = index - 1;
      while (last >= 0 && lines[last]!.trim() === '') last--;
      let first = last;
      while (first > 0 && lines[first - 1]!.trim() !== '') first--;
      const paragraph = last >= 0 && !/^(`{3,}|~{3,})/u.test(lines[last]!) ? lines[first]! : '';
      blocks.push({
        line: index + 1,
        code: lines.slice(index + 1, end).join('\n'),
        mark: MARKS.find((mark) => paragraph.startsWith(mark)),
      });
    }
    index = end;
  }
  return blocks;
}

function lintWithRule(ruleName: string, code: string): Linter.LintMessage[] {
  const config: Linter.Config[] = [
    {
      files: ['**/*.ts'],
      plugins: { mcp: plugin as unknown as NonNullable<Linter.Config['plugins']>[string] },
      languageOptions: { parser: tsParser as unknown as Linter.Parser },
      rules: { [`mcp/${ruleName}`]: 'error' },
    },
  ];
  return new Linter().verify(code, config, { filename: 'example.ts' });
}

const docFiles = readdirSync(DOCS).filter((file) => file.endsWith('.md'));

describe('docs/rules code blocks', () => {
  it('finds rule docs to check', () => {
    expect(docFiles).not.toEqual([]);
  });

  describe.each(docFiles)('docs/rules/%s', (file) => {
    const ruleName = file.slice(0, -'.md'.length);
    const blocks = codeBlocks(readFileSync(new URL(file, DOCS), 'utf8'));

    it('documents an exported rule with at least one ❌ and one ✅ example', () => {
      expect(Object.keys(rules), `no rule named ${ruleName} is exported by the plugin`).toContain(ruleName);
      for (const mark of MARKS) {
        expect(
          blocks.some((block) => block.mark === mark),
          `${file} has no ts/js block right after a paragraph starting with ${mark}`,
        ).toBe(true);
      }
    });

    // A doc of a rule that is not exported fails above; its blocks cannot be linted.
    const marked = ruleName in rules ? blocks.filter((block) => block.mark !== undefined) : [];
    for (const { line, code, mark } of marked) {
      it(`the ${mark} block at line ${line} ${mark === '❌' ? 'is reported' : 'is not reported'} by mcp/${ruleName}`, () => {
        const messages = lintWithRule(ruleName, code);
        const where = `docs/rules/${file}:${line}`;
        expect(
          messages.filter((message) => message.fatal),
          `${where}: the example does not parse`,
        ).toEqual([]);
        const reports = messages.filter((message) => message.ruleId === `mcp/${ruleName}`);
        if (mark === '❌') expect(reports.length, `${where}: a ❌ example must be reported by mcp/${ruleName}`).toBeGreaterThan(0);
        else expect(reports, `${where}: a ✅ example must not be reported by mcp/${ruleName}`).toEqual([]);
      });
    }
  });
});
