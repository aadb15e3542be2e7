import type { TSESLint } from '@typescript-eslint/utils';
import tsParser from '@typescript-eslint/parser';
import type { RuleConfigName } from './create-rule.js';

export type ConfigName = 'recommended' | 'strict' | 'all';

interface RuleWithConfig {
  meta: { docs?: { config?: RuleConfigName } };
}

/** Options that `strict` and `all` give a rule instead of its defaults. */
const STRICT_OPTIONS: Record<string, unknown[]> = {
  'no-side-effect-before-input-required': [
    { checkUnknownCalls: true, checkIdempotentWrites: true, checkProcessState: true },
  ],
};

const FILES = ['**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}'];

/**
 * Flat configs, one object each, so `export default [mcp.configs.recommended]` works. Each registers the
 * plugin as `mcp` and parses every matched file with `@typescript-eslint/parser`, which reads plain
 * JavaScript too, so no other configuration is needed. They set no `sourceType`: ESLint's own default
 * (CommonJS for `.cjs`, modules elsewhere) and the project's config decide it, so `require` in a CommonJS
 * file stays defined for `no-undef`.
 */
export function buildConfigs(
  plugin: TSESLint.FlatConfig.Plugin,
  rules: Record<string, RuleWithConfig>,
): Record<ConfigName, TSESLint.FlatConfig.Config> {
  const ruleLevels = (name: ConfigName): TSESLint.FlatConfig.Rules => {
    const levels: TSESLint.FlatConfig.Rules = {};
    for (const [ruleName, rule] of Object.entries(rules)) {
      const ruleConfig = rule.meta.docs?.config;
      const included = name === 'all' || ruleConfig === 'recommended' || (name === 'strict' && ruleConfig === 'strict');
      if (!included) continue;
      const options = name === 'recommended' ? undefined : STRICT_OPTIONS[ruleName];
      levels[`mcp/${ruleName}`] = options ? ['error', ...options] : 'error';
    }
    return levels;
  };
  const make = (name: ConfigName): TSESLint.FlatConfig.Config => ({
    name: `mcp/${name}`,
    files: FILES,
    plugins: { mcp: plugin },
    languageOptions: { parser: tsParser as TSESLint.FlatConfig.Parser },
    rules: ruleLevels(name),
  });
  return { recommended: make('recommended'), strict: make('strict'), all: make('all') };
}
