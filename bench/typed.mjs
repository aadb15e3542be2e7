// `npm run bench:typed [-- --quick]`: what the type-checked configs cost over typescript-eslint's own
// recommended-type-checked on the same files, in the same run. See bench/README.md ("Type-checked").
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { median } from './lib/measure.mjs';
import { fmt, pct, table, verdict } from './lib/report.mjs';
import { writeTypedProject } from './lib/typed-project.mjs';
import { CWD } from './lib/variants.mjs';

const quick = process.argv.includes('--quick');
const SETTINGS = quick ? { rounds: 2, tools: 12, services: 12 } : { rounds: 5, tools: 30, services: 30 };
const TARGETS = { time: 0.15, memory: 0.1 };
const VARIANTS = ['typescript-eslint', 'typescript-eslint + mcp'];
/**
 * A real multi-file server: `$MCP_EVERYTHING_SERVER`, else the checkout of the machine the numbers were taken on.
 * Anyone gets the same with the command in FETCH_EVERYTHING (bench/README.md, "Type-checked").
 */
const EVERYTHING = process.env.MCP_EVERYTHING_SERVER ?? '/work/real-servers/modelcontextprotocol+servers/src/everything';
const FETCH_EVERYTHING =
  'git clone --depth 1 https://github.com/modelcontextprotocol/servers ../mcp-servers && MCP_EVERYTHING_SERVER=../mcp-servers/src/everything npm run bench:typed';
const NODE_MODULES = path.join(CWD, 'node_modules');

const mib = (bytes) => fmt(bytes / 1024 / 1024);

/** One child process per lint run, the variants alternating first from round to round. */
function measure(dir) {
  const child = path.join(import.meta.dirname, 'typed-child.mjs');
  const samples = Object.fromEntries(VARIANTS.map((name) => [name, []]));
  for (let round = 0; round < SETTINGS.rounds; round++) {
    for (const name of round % 2 ? [...VARIANTS].reverse() : VARIANTS) {
      const output = execFileSync(process.execPath, ['--expose-gc', child, name, dir], { cwd: CWD, encoding: 'utf8', maxBuffer: 1 << 24 });
      samples[name].push(JSON.parse(output));
    }
  }
  return samples;
}

const verdicts = [];

function report(title, dir) {
  const samples = measure(dir);
  const [base, plugin] = VARIANTS.map((name) => samples[name]);
  // Paired by round: both lint runs of a round ran back to back, under the same load. CPU time, not wall time: on a
  // shared machine the wall time of one run moves by a third from round to round.
  const timeRatio = median(base.map((b, i) => plugin[i].cpuMs / b.cpuMs));
  const wallRatio = median(base.map((b, i) => plugin[i].ms / b.ms));
  const rssRatio = median(plugin.map((s) => s.maxRssBytes)) / median(base.map((s) => s.maxRssBytes));
  const heapRatio = median(plugin.map((s) => s.peakHeapBytes)) / median(base.map((s) => s.peakHeapBytes));
  console.log(`## ${title}: ${base[0].files} files`);
  table(
    ['variant', 'CPU ms', 'wall ms', 'peak RSS MiB', 'peak heap MiB', 'problems'],
    VARIANTS.map((name) => [
      name,
      fmt(median(samples[name].map((s) => s.cpuMs))),
      fmt(median(samples[name].map((s) => s.ms))),
      mib(median(samples[name].map((s) => s.maxRssBytes))),
      mib(median(samples[name].map((s) => s.peakHeapBytes))),
      Object.entries(samples[name][0].problems).map(([key, count]) => `${key} ${count}`).join(', ') || '0',
    ]),
  );
  const perRound = (key) => base.map((b, i) => fmt(plugin[i][key] / b[key], 3)).join(' ');
  console.log(`CPU time ${pct(timeRatio)} (per round: ${perRound('cpuMs')}), wall time ${pct(wallRatio)} (per round: ${perRound('ms')})`);
  console.log(`peak RSS ${pct(rssRatio)}, peak heap ${pct(heapRatio)}\n`);
  verdicts.push([`${title}: CPU time ≤ +${TARGETS.time * 100}%`, pct(timeRatio), verdict(timeRatio <= 1 + TARGETS.time)]);
  verdicts.push([`${title}: peak RSS ≤ +${TARGETS.memory * 100}%`, pct(rssRatio), verdict(rssRatio <= 1 + TARGETS.memory)]);
}

const started = performance.now();
const require = createRequire(import.meta.url);
console.log(`# eslint-plugin-mcp type-checked bench${quick ? ' (--quick)' : ''}`);
console.log(
  `node ${process.version}, eslint ${require('eslint/package.json').version}, typescript-eslint ${require('typescript-eslint/package.json').version}, ` +
    `typescript ${require('typescript/package.json').version}, ${os.cpus().length} cpus, load ${os.loadavg().map((l) => fmt(l, 2)).join(' ')}`,
);
console.log(`variants: typescript-eslint's recommendedTypeChecked, alone and with mcp.configs['recommended-type-checked']; projectService; ${SETTINGS.rounds} rounds\n`);

const scratch = mkdtempSync(path.join(os.tmpdir(), 'mcp-typed-bench-'));
try {
  const generated = path.join(scratch, 'generated');
  writeTypedProject(generated, { tools: SETTINGS.tools, services: SETTINGS.services }, NODE_MODULES);
  report('generated multi-file server (SDK v2, questions, helpers in other files)', generated);
  if (!quick && !existsSync(EVERYTHING)) {
    console.log(`## src/everything: not run (no checkout at ${EVERYTHING}); to fetch it and run: ${FETCH_EVERYTHING}\n`);
  } else if (!quick) {
    // A real server, copied so that the repository's node_modules can serve its SDK (v1: no questions asked).
    const everything = path.join(scratch, 'everything');
    cpSync(EVERYTHING, everything, { recursive: true, filter: (source) => !source.includes('node_modules') });
    symlinkSync(NODE_MODULES, path.join(everything, 'node_modules'), 'junction');
    // Its tsconfig extends the repository's; the copy gets the two merged.
    const parent = JSON.parse(readFileSync(path.join(EVERYTHING, '../../tsconfig.json'), 'utf8'));
    writeFileSync(path.join(everything, 'tsconfig.json'), JSON.stringify({ compilerOptions: parent.compilerOptions, include: ['./**/*.ts'], exclude: ['node_modules'] }));
    const { version } = JSON.parse(readFileSync(path.join(EVERYTHING, 'package.json'), 'utf8'));
    report(`modelcontextprotocol/servers src/everything ${version} (SDK v1)`, everything);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
console.log('## Targets (issue 9)');
table(['target', 'measured', ''], verdicts);
console.log(`bench took ${fmt((performance.now() - started) / 1000)} s`);
