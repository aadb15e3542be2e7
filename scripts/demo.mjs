#!/usr/bin/env node
// Lints examples/ with the built plugin's `recommended` config and prints what it finds.
// Run it with `npm run demo` (which builds first). Findings are the point of the demo, so it exits 0 when
// the lint ran; it exits 1 only when the demo itself is broken (a crash or a file that does not parse).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
// The package resolves its own name (package.json `exports`), so this is the built dist/, as users get it.
import plugin from 'eslint-plugin-mcp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = 'examples/';

const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [plugin.configs.recommended],
});

const results = await eslint.lintFiles([target]);
const formatter = await eslint.loadFormatter('stylish');
const output = await formatter.format(results, {
  cwd: root,
  rulesMeta: eslint.getRulesMetaForResults(results),
});

console.log(`Linting ${target} with ${plugin.meta.name} ${plugin.meta.version} (configs.recommended)`);
if (output.trim() !== '') process.stdout.write(output);

const perRule = new Map();
let fatal = 0;
for (const result of results) {
  for (const message of result.messages) {
    if (message.fatal) fatal += 1;
    const rule = message.ruleId ?? '(parse error)';
    perRule.set(rule, (perRule.get(rule) ?? 0) + 1);
  }
}
const findings = [...perRule.values()].reduce((sum, n) => sum + n, 0);
const breakdown = [...perRule.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([rule, n]) => `${rule}: ${n}`)
  .join(', ');
const files = `${results.length} file${results.length === 1 ? '' : 's'}`;
console.log(
  `\nSummary: ${files} linted, ${findings} finding${findings === 1 ? '' : 's'}${breakdown ? ` (${breakdown})` : ''}.`,
);

if (fatal > 0) {
  console.error(`The demo is broken: ${fatal} file(s) failed to parse.`);
  process.exitCode = 1;
}
