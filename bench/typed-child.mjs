// Lints one project with one variant of the type-checked bench in a fresh process (a project service of its
// own), and prints the lint run's wall and CPU time, its peak memory and its problems as JSON. Run by bench/typed.mjs.
import v8 from 'node:v8';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const [variant, dir] = process.argv.slice(2);
const withPlugin = variant === 'typescript-eslint + mcp';
const { default: mcp } = withPlugin ? await import('eslint-plugin-mcp') : { default: null };

let peakHeapBytes = 0;
/** Listens to nothing; samples the heap in use after each file, in every variant alike. */
const probe = {
  meta: { type: 'problem', schema: [] },
  create: () => ({
    'Program:exit'() {
      peakHeapBytes = Math.max(peakHeapBytes, v8.getHeapStatistics().used_heap_size);
    },
  }),
};

const TS_FILES = ['**/*.{ts,tsx,mts,cts}'];
const overrideConfig = [
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: TS_FILES })),
  ...(mcp ? [mcp.configs['recommended-type-checked']] : []),
  {
    files: TS_FILES,
    // The two lines a user adds to either type-checked config.
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: dir } },
    plugins: { bench: { rules: { probe } } },
    rules: { 'bench/probe': 'error' },
  },
];
const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig, ignorePatterns: ['**/*.d.ts'] });
globalThis.gc?.();
const start = performance.now();
const cpuStart = process.cpuUsage();
const results = await eslint.lintFiles(['.']);
const ms = performance.now() - start;
// CPU time moves far less than wall time with the load of other processes (the lint run is one thread).
const cpu = process.cpuUsage(cpuStart);
const cpuMs = (cpu.user + cpu.system) / 1000;
const problems = {};
for (const result of results) {
  for (const message of result.messages) {
    const key = message.ruleId?.split('/')[0] ?? 'fatal';
    problems[key] = (problems[key] ?? 0) + 1;
  }
}
// maxRSS is in kilobytes.
process.stdout.write(JSON.stringify({ ms, cpuMs, files: results.length, maxRssBytes: process.resourceUsage().maxRSS * 1024, peakHeapBytes, problems }));
