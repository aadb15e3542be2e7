// The linter set-ups being compared. Every variant parses every file with @typescript-eslint/parser and the same
// options, so that parse time is a constant and only the rules differ.
import { createRequire } from 'node:module';
import path from 'node:path';
import { Linter } from 'eslint';
import tsParser from '@typescript-eslint/parser';

export const CWD = path.resolve(import.meta.dirname, '..', '..');

export const FILES = ['**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}'];

/**
 * Appended last to every variant, so no config brought by a plugin can change how files are parsed. Its `files`
 * also makes ESLint lint TypeScript files in every variant: by default it matches only JavaScript.
 */
const SAME_PARSER = {
  name: 'bench/parser',
  files: FILES,
  languageOptions: { parser: tsParser, sourceType: 'module', ecmaVersion: 'latest' },
};

/**
 * The floor: one rule that listens to nothing. With no rule enabled at all, the measured time would miss the
 * AST traversal and code-path analysis that any real rule set pays for.
 */
const FLOOR = {
  name: 'bench/floor',
  plugins: { bench: { rules: { noop: { meta: { type: 'problem', schema: [] }, create: () => ({}) } } } },
  rules: { 'bench/noop': 'error' },
};

/**
 * Loads the config arrays of the named variants. Imports are lazy so that a memory child process loads only the
 * code of the variant it measures.
 */
export async function loadVariants(names) {
  const makers = {
    floor: async () => [FLOOR],
    plugin: async () => {
      const { default: mcp } = await import('eslint-plugin-mcp');
      return [mcp.configs.recommended];
    },
    'rules-of-hooks': async () => {
      const { default: reactHooks } = await import('eslint-plugin-react-hooks');
      return [{ plugins: { 'react-hooks': reactHooks }, rules: { 'react-hooks/rules-of-hooks': 'error' } }];
    },
    // Both in one run, for ESLint's per-rule times (bench/lib/stats.mjs): the same files, the same other work.
    'plugin+rules-of-hooks': async () => [...(await makers.plugin()), ...(await makers['rules-of-hooks']())],
    'typescript-eslint': async () => {
      const { default: tseslint } = await import('typescript-eslint');
      return tseslint.configs.recommended;
    },
  };
  const variants = {};
  for (const name of names) variants[name] = normalized([...(await makers[name]()), SAME_PARSER]);
  return variants;
}

/** Names of the rules a variant turns on, e.g. to say which plugin rules were present when measuring. */
export function enabledRules(configArray, filename) {
  const rules = configArray.getConfig(filename)?.rules ?? {};
  return Object.keys(rules).filter((id) => rules[id][0] !== 0);
}

/**
 * `Linter#verify` re-validates a plain config array on every call, which costs as much as parsing a small file
 * and grows with the number of rules. ESLint skips that for an already normalized `FlatConfigArray`, the way its
 * own `ESLint` class calls the linter; the class is not exported, so it is loaded from ESLint's files.
 */
function normalized(configs) {
  const require = createRequire(import.meta.url);
  const eslintLib = path.dirname(require.resolve('eslint'));
  const { FlatConfigArray } = require(path.join(eslintLib, 'config', 'flat-config-array.js'));
  const array = new FlatConfigArray(configs, { basePath: CWD });
  array.normalizeSync();
  return array;
}

export function createLinter() {
  return new Linter({ cwd: CWD });
}

/**
 * Lints a file. Inline configuration comments are ignored: in installed packages they name rules of other
 * plugins, which every variant would report as missing.
 */
export function lint(linter, configArray, file) {
  return linter.verify(file.text, configArray, { filename: file.filename, allowInlineConfig: false });
}

/** Lints every file once; returns the number of problems so the work cannot be optimised away. */
export function lintAll(linter, configArray, files) {
  let problems = 0;
  for (const file of files) problems += lint(linter, configArray, file).length;
  return problems;
}
