// The repository lints itself: `npm run lint` (run by .ci/run).
// - rules/*.ts with eslint-plugin-eslint-plugin, as typescript-eslint, unicorn and regexp do for their own rules;
// - all TypeScript with typescript-eslint's type-checked recommended rules;
// - every folder imports only its own and lower layers (docs/architecture.md); `npm run lint` also runs
//   scripts/check-import-cycles.mjs, which fails on any import cycle, `import type` included.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import eslintPlugin from 'eslint-plugin-eslint-plugin';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/** The layers of the code, lowest first: a file may import from its own layer and the ones before it. */
const LAYERS = [
  ['src/ast/**'],
  ['src/mcp/**'],
  ['src/effects/**'],
  ['src/types/**'],
  ['src/flow/**'],
  ['src/fixes/**'],
  ['rules/**', 'src/{create-rule,package-meta}.ts'],
  ['src/{configs,index,rules,oxlint-plugin}.ts'],
  ['src/cli/**'],
];

const layerZones = LAYERS.slice(0, -1).map((target, index) => ({
  target,
  from: LAYERS.slice(index + 1).flat(),
  message: 'Import only from the same or a lower layer: ast < mcp < effects < types < flow < fixes < rules < configs/index < cli.',
}));

export default defineConfig(
  {
    // tests/fixtures and examples/ hold deliberate mistakes; dist/ and site-dist/ are built.
    ignores: ['dist/**', 'site-dist/**', 'tests/fixtures/**', 'examples/**', '.cache/**', 'coverage/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // vitest.config.ts is the one TypeScript file outside tsconfig.json.
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // AST node and scope definition types are string enums, compared with their literal values on purpose
      // (`def.type === 'Variable'`); TypeScript already rejects a literal that is not one of them.
      '@typescript-eslint/no-unsafe-enum-comparison': 'off',
      // `const { stats: _timing, ...rest } = result` drops a property on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // e.g. a rule's top-level `defaultOptions`: `meta.defaultOptions` is the one place.
      '@typescript-eslint/no-deprecated': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', performance: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
  },
  {
    files: ['rules/*.ts'],
    extends: [eslintPlugin.configs['rules-recommended']],
  },
  {
    files: ['tests/rules/*.test.ts'],
    extends: [eslintPlugin.configs['tests-recommended']],
  },
  {
    files: ['src/**/*.ts', 'rules/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Sources import './x.js' for './x.ts' (NodeNext).
      'import-x/resolver-next': [createNodeResolver({ extensionAlias: { '.js': ['.ts', '.js'] } })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
);
