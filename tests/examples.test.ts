// The demo's target, examples/, is also a test of the core rule on realistic code.
//
// Convention (also in examples/README.md): a `// BUG: ...` comment, possibly continued on further `//` lines,
// sits right above a statement; `mcp/no-side-effect-before-input-required` must report on the first line
// after the comment that is neither blank nor a comment, once, with `configs.recommended`. No other line may
// get a report from that rule. `// STRICT: ...` marks, the same way, a call that only `configs.strict` reports.
// `// TODO(false positive): ...` marks a call that `recommended` reports today but should not: it is expected
// among the reports until the rule is fixed, and then this test fails so that the marker gets removed.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../src/index.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RULE = 'mcp/no-side-effect-before-input-required';

async function lintExamples(config: Linter.Config): Promise<ESLint.LintResult[]> {
  const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: [config] });
  return eslint.lintFiles(['examples/']);
}

/** The example sources, read from disk (a lint result carries `source` only when it has messages). */
async function exampleFiles(): Promise<{ file: string; text: string }[]> {
  const dir = path.join(ROOT, 'examples');
  const names = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.ts')).sort();
  return Promise.all(
    names.map(async (name) => ({
      file: path.relative(ROOT, path.join(dir, name)).split(path.sep).join('/'),
      text: await readFile(path.join(dir, name), 'utf8'),
    })),
  );
}

/** `file:line` of the first non-blank, non-comment line after every `// <marker>:` comment. */
async function markedLines(marker: 'BUG' | 'STRICT' | 'TODO(false positive)'): Promise<string[]> {
  const escaped = marker.replace(/[()]/g, '\\$&');
  const pattern = new RegExp(`^\\s*//\\s*${escaped}:`);
  const out: string[] = [];
  for (const { file, text } of await exampleFiles()) {
    const lines = text.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
      if (!pattern.test(lines[i]!)) continue;
      let j = i + 1;
      while (j < lines.length && (lines[j]!.trim() === '' || lines[j]!.trim().startsWith('//'))) j++;
      out.push(`${file}:${j + 1}`);
    }
  }
  return out.sort();
}

function reportedLines(results: ESLint.LintResult[]): string[] {
  return results
    .flatMap((result) =>
      result.messages
        .filter((m) => m.ruleId === RULE)
        .map((m) => `${path.relative(ROOT, result.filePath).split(path.sep).join('/')}:${m.line}`),
    )
    .sort();
}

describe('examples/', () => {
  it('lints every example file without a parse error', async () => {
    const results = await lintExamples(plugin.configs.recommended as Linter.Config);
    const linted = results.map((r) => path.relative(ROOT, r.filePath).split(path.sep).join('/')).sort();
    expect(linted).toEqual((await exampleFiles()).map(({ file }) => file));
    const fatal = results.flatMap((r) => r.messages.filter((m) => m.fatal).map((m) => `${r.filePath}: ${m.message}`));
    expect(fatal).toEqual([]);
  });

  it('recommended reports exactly the lines under a `// BUG:` comment, once each', async () => {
    const results = await lintExamples(plugin.configs.recommended as Linter.Config);
    const bugs = await markedLines('BUG');
    expect(bugs.length).toBeGreaterThanOrEqual(3);
    const knownFalsePositives = await markedLines('TODO(false positive)');
    expect(reportedLines(results)).toEqual([...bugs, ...knownFalsePositives].sort());
  });

  it('strict also reports the lines under a `// STRICT:` comment', async () => {
    const results = await lintExamples(plugin.configs.strict as Linter.Config);
    const reported = new Set(reportedLines(results));
    const expected = [...(await markedLines('BUG')), ...(await markedLines('STRICT'))];
    expect(expected.filter((line) => !reported.has(line))).toEqual([]);
  });
});
