// The side-effect classifier's share of the plugin's rule time (issue 20): CPU samples of `recommended` linting the
// handler-dense corpus and the real-code sample, by where they are. A sample counts for the plugin when a frame of
// its stack is in dist/ (rules, shared analysis), and for the classifier when one is in dist/src/effects/. ESLint's
// stats time rules, not modules, so the classifier's part is read from a profile. Run after `npm run build`:
//   node bench/classifier-share.mjs [--rounds 3]
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { handlerDenseCorpus } from './lib/generate.mjs';
import { parsable, readCorpus, realCorpusPaths } from './lib/real-corpus.mjs';
import { CWD, createLinter, lintAll, loadVariants } from './lib/variants.mjs';

const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 3;
const DIST = path.join(CWD, 'dist') + path.sep;
const EFFECTS = path.join(DIST, 'src', 'effects') + path.sep;

/** Of a profile's samples, how many have a plugin frame on their stack, and how many a classifier frame. */
function shares(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const verdicts = new Map();
  const inStack = (id) => {
    let cached = verdicts.get(id);
    if (cached) return cached;
    const url = byId.get(id).callFrame.url.replace(/^file:\/\//, '');
    const up = parent.has(id) ? inStack(parent.get(id)) : { plugin: false, effects: false };
    cached = { plugin: up.plugin || url.startsWith(DIST), effects: up.effects || url.startsWith(EFFECTS) };
    verdicts.set(id, cached);
    return cached;
  };
  let plugin = 0;
  let effects = 0;
  for (const id of profile.samples) {
    const verdict = inStack(id);
    if (verdict.plugin) plugin += 1;
    if (verdict.effects) effects += 1;
  }
  return { plugin, effects, total: profile.samples.length };
}

const { plugin: config, floor } = await loadVariants(['plugin', 'floor']);
const linter = createLinter();
const corpora = {
  'handler-dense': handlerDenseCorpus(100, path.join(CWD, 'corpus', 'dense')),
  'real code': parsable(readCorpus(realCorpusPaths(300)), linter, floor),
};
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
for (const [name, files] of Object.entries(corpora)) {
  lintAll(linter, config, files);
  const results = [];
  for (let round = 0; round < rounds; round += 1) {
    await session.post('Profiler.start');
    lintAll(linter, config, files);
    const { profile } = await session.post('Profiler.stop');
    results.push(shares(profile));
  }
  const sum = (key) => results.reduce((total, result) => total + result[key], 0);
  const share = (100 * sum('effects')) / sum('plugin');
  console.log(`${name}: ${files.length} files; classifier ${sum('effects')} of the plugin's ${sum('plugin')} samples (${share.toFixed(1)}%), plugin ${((100 * sum('plugin')) / sum('total')).toFixed(1)}% of all`);
}
