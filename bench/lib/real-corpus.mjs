// Real code that every fresh clone has after `npm ci`: the JavaScript and TypeScript of installed packages.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CWD, lint } from './variants.mjs';

const NODE_MODULES = path.join(CWD, 'node_modules');
const SDK_ROOTS = ['@modelcontextprotocol/server', '@modelcontextprotocol/sdk'];
const OTHER_ROOTS = ['eslint/lib', 'zod', 'typescript-eslint', '@typescript-eslint'];
const SOURCE = /\.(?:[cm]?js|[cm]?ts)$/;
const DECLARATION = /\.d\.[cm]?ts$/;
// Bundles and generated tables above this size are rare in hand-written code and would dominate the timings.
const MAX_BYTES = 32 * 1024;

/** Source files under `dir`, depth first in code-point order of names, so the selection is reproducible. */
function sourceFiles(dir) {
  const found = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    const stat = statSync(full);
    if (stat.isDirectory()) found.push(...sourceFiles(full));
    else if (SOURCE.test(name) && !DECLARATION.test(name) && stat.size <= MAX_BYTES) found.push(full);
  }
  return found;
}

/** `count` items spread evenly over `items`. */
function spread(items, count) {
  if (count >= items.length) return items;
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]);
}

/**
 * Paths of the real corpus: every source file of both MCP SDKs and an even sample of ESLint, zod and
 * typescript-eslint, `size` files in all. The SDKs make up at most a quarter, so a small (`--quick`) corpus samples
 * them too.
 */
export function realCorpusPaths(size) {
  const sdk = SDK_ROOTS.flatMap((root) => sourceFiles(path.join(NODE_MODULES, root)));
  const other = OTHER_ROOTS.flatMap((root) => sourceFiles(path.join(NODE_MODULES, root)));
  const sdkCount = Math.min(sdk.length, Math.ceil(size / 4));
  return [...spread(sdk, sdkCount), ...spread(other, size - sdkCount)];
}

/**
 * Reads the files and gives each a file name under the project without `node_modules` in it, which ESLint
 * ignores by default. The extension is kept: the parser reads TypeScript syntax only in TypeScript files.
 */
export function readCorpus(paths) {
  return paths.map((file) => ({
    path: file,
    filename: path.join(CWD, 'corpus', path.relative(NODE_MODULES, file).replaceAll('node_modules', 'nm')),
    text: readFileSync(file, 'utf8'),
  }));
}

/** Drops files the parser rejects: they cost no traversal, so they would make every rule look cheaper. */
export function parsable(files, linter, floorConfig) {
  return files.filter((file) => !lint(linter, floorConfig, file).some((message) => message.fatal));
}
