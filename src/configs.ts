import type { TSESLint } from '@typescript-eslint/utils';
import tsParser from '@typescript-eslint/parser';
import type { RuleConfigName } from './create-rule.js';
import { typeCheckedParser } from './types/parser.js';

export type ConfigName = 'recommended' | 'strict' | 'all' | 'recommended-type-checked' | 'strict-type-checked';

interface RuleWithConfig {
  meta: { docs?: { config?: RuleConfigName; requiresTypeChecking?: boolean } };
}

/** Options that `strict` and `all` give a rule instead of its defaults. */
const STRICT_OPTIONS: Record<string, unknown[]> = {
  'no-side-effect-before-input-required': [
    { checkUnknownCalls: true, checkIdempotentWrites: true, checkProcessState: true },
  ],
  // The same classes as the core rule; no unknown calls: after a yes/no question, most calls are the work itself.
  'no-side-effect-on-declined-input': [{ checkIdempotentWrites: true, checkProcessState: true }],
  'tool-annotations-match-behavior': [{ checkIdempotentHint: true }],
  // SEP-2577 deprecates sampling and roots: strict says so where they are asked.
  'require-client-capability-check': [{ checkDeprecatedRequests: true }],
  // The spec's SHOULDs: state bound to its principal, handles nobody can guess.
  'require-request-state-integrity': [{ checkCodecBinding: true, checkGuessableHandles: true }],
  // `checkFormElicitation` stays off in every config: form elicitation is how a 2026 server asks at all (see its doc).
};

const FILES = ['**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}'];

/** What each config is made of: the rules of `base`, and whether it switches the type-checked layer on. */
const CONFIGS: Record<ConfigName, { base: 'recommended' | 'strict' | 'all'; typeChecked: boolean }> = {
  recommended: { base: 'recommended', typeChecked: false },
  strict: { base: 'strict', typeChecked: false },
  all: { base: 'all', typeChecked: false },
  'recommended-type-checked': { base: 'recommended', typeChecked: true },
  'strict-type-checked': { base: 'strict', typeChecked: true },
};

/**
 * Flat configs, one object each, so `export default [mcp.configs.recommended]` works. Each registers the
 * plugin as `mcp` and parses every matched file with `@typescript-eslint/parser`, which reads plain
 * JavaScript too, so no other configuration is needed. They set no `sourceType`: ESLint's own default
 * (CommonJS for `.cjs`, modules elsewhere) and the project's config decide it, so `require` in a CommonJS
 * file stays defined for `no-undef`.
 *
 * The `*-type-checked` configs turn on the same rules (plus any that require type information) and set
 * `settings.mcp.typeChecked`, which makes the analysis follow calls into the project's other files. Like
 * typescript-eslint's own type-checked configs they leave `parserOptions` to the user, who adds
 * `projectService: true` and `tsconfigRootDir`; without a program the rules stop with an error saying so. Their
 * parser (src/types/parser.ts) lets JavaScript files and `eslint.config.*` outside every tsconfig.json through
 * without types, as typescript-eslint's `allowDefaultProject` would, so those two lines are the whole set-up.
 */
export function buildConfigs(
  plugin: TSESLint.FlatConfig.Plugin,
  rules: Record<string, RuleWithConfig>,
): Record<ConfigName, TSESLint.FlatConfig.Config> {
  const ruleLevels = (base: 'recommended' | 'strict' | 'all', typeChecked: boolean): TSESLint.FlatConfig.Rules => {
    const levels: TSESLint.FlatConfig.Rules = {};
    for (const [ruleName, rule] of Object.entries(rules)) {
      const docs = rule.meta.docs;
      const included = base === 'all' || docs?.config === 'recommended' || (base === 'strict' && docs?.config === 'strict');
      if (!included || (docs?.requiresTypeChecking === true && !typeChecked)) continue;
      const options = base === 'recommended' ? undefined : STRICT_OPTIONS[ruleName];
      levels[`mcp/${ruleName}`] = options ? ['error', ...options] : 'error';
    }
    return levels;
  };
  const make = (name: ConfigName): TSESLint.FlatConfig.Config => {
    const { base, typeChecked } = CONFIGS[name];
    return {
      name: `mcp/${name}`,
      files: FILES,
      plugins: { mcp: plugin },
      languageOptions: { parser: (typeChecked ? typeCheckedParser : tsParser) as TSESLint.FlatConfig.Parser },
      ...(typeChecked ? { settings: { mcp: { typeChecked: true } } } : {}),
      rules: ruleLevels(base, typeChecked),
    };
  };
  const names = Object.keys(CONFIGS) as ConfigName[];
  return Object.fromEntries(names.map((name) => [name, make(name)])) as Record<ConfigName, TSESLint.FlatConfig.Config>;
}
