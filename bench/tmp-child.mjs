import v8 from 'node:v8';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
const [variant, dir] = process.argv.slice(2);
const mcp = variant === 'none' ? null : (await import('eslint-plugin-mcp')).default;
const TS_FILES = ['**/*.{ts,tsx,mts,cts}'];
let peak = 0;
const probe = { meta: { type: 'problem', schema: [] }, create: () => ({ 'Program:exit'() { peak = Math.max(peak, v8.getHeapStatistics().used_heap_size); } }) };
const overrideConfig = [
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: TS_FILES })),
  ...(variant === 'loaded' ? [{ plugins: { mcp } }] : variant === 'none' ? [] : [mcp.configs[variant]]),
  { files: TS_FILES, languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: dir } }, plugins: { bench: { rules: { probe } } }, rules: { 'bench/probe': 'error' } },
];
const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig, ignorePatterns: ['**/*.d.ts'] });
globalThis.gc?.();
const start = performance.now();
const results = await eslint.lintFiles(['.']);
const ms = performance.now() - start;
globalThis.gc(); const retained = v8.getHeapStatistics().used_heap_size;
console.log(variant.padEnd(26), JSON.stringify({ ms: Math.round(ms), rss: Math.round(process.resourceUsage().maxRSS / 1024), peak: Math.round(peak / 1048576), retained: Math.round(retained / 1048576) }));
