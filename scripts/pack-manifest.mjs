#!/usr/bin/env node
// `npm pack` and `npm publish` run `prepack` before they read the files and `postpack` after. The tarball's
// package.json must have no `prepare` script: npm lists a tarball's or git dependency's `prepare` among the
// install scripts a user has to review, although there is nothing to build in a tarball (dist/ is in it).
// The repository's package.json keeps it, for clones and git installs (scripts/prepare.mjs).
//
//   node scripts/pack-manifest.mjs strip     (prepack)  package.json without scripts.prepare; the original is
//                                                        kept in .cache/
//   node scripts/pack-manifest.mjs restore   (postpack) the original back
//
// A pack that dies between the two leaves the original in .cache/; the next strip or restore puts it back.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const manifest = fileURLToPath(new URL('../package.json', import.meta.url));
const saved = fileURLToPath(new URL('../.cache/package.json.prepack', import.meta.url));

function restore() {
  if (existsSync(saved)) renameSync(saved, manifest);
}

const command = process.argv[2];
if (command === 'strip') {
  restore();
  const text = readFileSync(manifest, 'utf8');
  const json = JSON.parse(text);
  if (json.scripts?.prepare !== undefined) {
    mkdirSync(fileURLToPath(new URL('../.cache/', import.meta.url)), { recursive: true });
    writeFileSync(saved, text);
    delete json.scripts.prepare;
    writeFileSync(manifest, `${JSON.stringify(json, null, 2)}\n`);
  }
} else if (command === 'restore') {
  restore();
} else {
  console.error('usage: node scripts/pack-manifest.mjs strip|restore');
  process.exit(2);
}
