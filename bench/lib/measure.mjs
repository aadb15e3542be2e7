// Paired, alternating timing: every round runs every variant once, in an order that rotates from round to
// round, and each variant's time is compared with the floor's time from the same round. Load from other
// processes on the machine then shifts both sides of a pair alike.
import { lintAll } from './variants.mjs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Collects garbage left by the previous run when node runs with --expose-gc, so it is not billed to the next. */
const collect = globalThis.gc ?? (() => {});

function timeOnce(linter, config, files, repeat) {
  collect();
  const start = performance.now();
  let problems = 0;
  for (let r = 0; r < repeat; r++) problems = lintAll(linter, config, files);
  return { ms: performance.now() - start, problems };
}

/**
 * Times `variants` (name → normalized config array; must include `floor`) on `files`, `repeat` passes per run.
 * Returns, per variant other than the floor, the median floor and variant times, the medians of the per-round
 * ratios and differences, the spread of the ratios, and the problems the variant reported in one pass.
 */
export function comparePaired(linter, variants, files, { rounds, warmups = 1, repeat = 1 }) {
  const names = Object.keys(variants);
  const times = Object.fromEntries(names.map((name) => [name, []]));
  const problems = {};
  for (let round = 0; round < warmups + rounds; round++) {
    const order = names.map((_, i) => names[(i + round) % names.length]);
    for (const name of order) {
      const run = timeOnce(linter, variants[name], files, repeat);
      problems[name] = run.problems;
      if (round >= warmups) times[name].push(run.ms);
    }
  }
  return names
    .filter((name) => name !== 'floor')
    .map((name) => {
      const ratios = times[name].map((ms, i) => ms / times.floor[i]);
      return {
        name,
        floorMs: median(times.floor),
        variantMs: median(times[name]),
        ratio: median(ratios),
        // Half the range of the per-round ratios: how far apart the rounds were, a rough error bar.
        ratioSpread: (Math.max(...ratios) - Math.min(...ratios)) / 2,
        overheadMs: median(times[name].map((ms, i) => ms - times.floor[i])),
        problems: problems[name],
      };
    });
}
