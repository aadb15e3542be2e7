// Each rule's time as ESLint itself measures it (`stats: true`), as a share of ESLint's other work on the same
// files. Wall-clock differences between two runs move with the machine's load; ESLint's per-rule times come from
// one run, so load slows a rule and the work around it alike and the share stays put.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { median } from './measure.mjs';
import { CWD } from './variants.mjs';

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const DECLARATION = /\.d\.[cm]?ts$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'out', 'coverage', '.git', '.next', '.wrangler']);
const MAX_BYTES = 32 * 1024;

/** Source files of a checkout (no dependencies, build output or declarations; ≤ 32 KiB), in a stable order. */
export function readDirectoryCorpus(root) {
  const files = [];
  const visit = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      const stat = statSync(full);
      if (stat.isDirectory()) {
        if (!SKIPPED_DIRS.has(name)) visit(full);
      } else if (SOURCE.test(name) && !DECLARATION.test(name) && stat.size <= MAX_BYTES) {
        // A name under the project, so the configs' `files` patterns match as they do for the other corpora.
        files.push({ path: full, filename: path.join(CWD, 'corpus', 'dir', path.relative(root, full)), text: readFileSync(full, 'utf8') });
      }
    }
  };
  visit(root);
  return files;
}

/** Lints every file once with `stats: true`; returns ESLint's total time and each rule's, summed over the files. */
function statsPass(linter, config, files) {
  let total = 0;
  const rules = {};
  for (const file of files) {
    linter.verifyAndFix(file.text, config, { filename: file.filename, allowInlineConfig: false, stats: true, fix: false });
    const [pass] = linter.getTimes().passes;
    if (!pass) continue;
    total += pass.total;
    for (const [id, { total: ms }] of Object.entries(pass.rules ?? {})) rules[id] = (rules[id] ?? 0) + ms;
  }
  return { total, rules };
}

/**
 * Lints `files` for `rounds` rounds (after one warm-up) with `stats: true`. The result gives, for any set of
 * rules, the median over rounds of their time divided by ESLint's other work: the pass's total minus every rule's
 * time (parsing, scopes, traversal, code-path analysis, reporting). `otherMs` is that work's median in ms.
 */
export function ruleShares(linter, config, files, { rounds }) {
  const samples = [];
  for (let round = 0; round < rounds + 1; round++) {
    const { total, rules } = statsPass(linter, config, files);
    const ruleTime = Object.values(rules).reduce((sum, ms) => sum + ms, 0);
    if (round > 0) samples.push({ other: total - ruleTime, rules });
  }
  return {
    otherMs: median(samples.map((sample) => sample.other)),
    ruleIds: Object.keys(samples[0]?.rules ?? {}).sort(),
    share: (ids) => median(samples.map(({ other, rules }) => ids.reduce((sum, id) => sum + (rules[id] ?? 0), 0) / other)),
  };
}
