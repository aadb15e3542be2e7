// Production-style servers for the security and consent rules (tests/fixtures/security-production/): services in
// other classes, tool tables, wrappers, form helpers, fastmcp and hand-rolled dispatchers, written before the rules
// were run on them (issue 22), with the bugs planted in them marked.
//
// Convention: a line that `configs.strict` must report ends with `// EXPECT: <rule>, <rule>`, one rule name per
// report (a name twice for two reports on the line). No other line may get a report from these rules.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../src/index.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIR = 'tests/fixtures/security-production';
const RULES = new Set([
  'require-request-state-integrity',
  'no-sensitive-form-elicitation',
  'require-client-capability-check',
  'validate-input-responses',
  'no-side-effect-on-declined-input',
]);

/** `file:line rule` for every report the markers expect. */
async function expectedReports(): Promise<string[]> {
  const names = (await readdir(path.join(ROOT, DIR))).filter((name) => name.endsWith('.ts'));
  const expected: string[] = [];
  for (const name of names) {
    const lines = (await readFile(path.join(ROOT, DIR, name), 'utf8')).split(/\r?\n/);
    lines.forEach((line, index) => {
      const marker = /\/\/ EXPECT: (.+)$/.exec(line);
      for (const rule of marker?.[1]?.split(',') ?? []) expected.push(`${name}:${index + 1} ${rule.trim()}`);
    });
  }
  return expected.sort();
}

describe('security and consent rules on production-style servers', () => {
  it('strict reports exactly the marked lines, once per marked report', async () => {
    const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: [plugin.configs.strict as Linter.Config] });
    const results = await eslint.lintFiles([`${DIR}/`]);
    const fatal = results.flatMap((result) => result.messages.filter((message) => message.fatal).map((message) => message.message));
    expect(fatal).toEqual([]);
    const reported = results
      .flatMap((result) =>
        result.messages
          .map((message) => ({ message, rule: message.ruleId?.replace(/^mcp\//, '') ?? '' }))
          .filter(({ rule }) => RULES.has(rule))
          .map(({ message, rule }) => `${path.basename(result.filePath)}:${message.line} ${rule}`),
      )
      .sort();
    const expected = await expectedReports();
    expect(expected.length).toBeGreaterThanOrEqual(30);
    expect(reported).toEqual(expected);
  });
});
