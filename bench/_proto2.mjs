import { Linter } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
const require = createRequire(import.meta.url);
const { FlatConfigArray } = require(require.resolve('eslint').replace(/api\.js$/, 'config/flat-config-array.js'));
const files = execSync("find node_modules/eslint/lib -name '*.js' | sort | head -300").toString().trim().split('\n').map(f => ({ f: '/work/main/corpus/' + f.replaceAll('node_modules', 'nm'), t: readFileSync(f, 'utf8') }));
const base = { languageOptions: { parser: tsParser, sourceType: 'module' } };
const noop = { plugins: { bench: { rules: { noop: { create: () => ({}) } } } }, rules: { 'bench/noop': 'error' } };
const linter = new Linter({ cwd: '/work/main' });
const fca = new FlatConfigArray([noop, base], { basePath: '/work/main' }); fca.normalizeSync();
let bytes = 0; for (const {t} of files) bytes += t.length;
for (let i = 0; i < 4; i++) {
  const t0 = performance.now(); let n = 0;
  for (const { f, t } of files) n += linter.verify(t, fca, f).length;
  const t1 = performance.now();
  for (const { f, t } of files) tsParser.parseForESLint(t, { filePath: f, sourceType: 'module', range: true, loc: true, tokens: true, comment: true });
  console.log((t1 - t0).toFixed(0), (performance.now() - t1).toFixed(0), n, bytes);
}
