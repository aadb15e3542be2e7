// eslint-doc-generator reads the built plugin (package.json `exports`): run `npm run build` first.
// `npm run docs` rewrites the README rules table and each docs/rules/*.md header; `npm run docs:check` fails on a diff.
import { REPOSITORY_URL } from './dist/src/create-rule.js';

/** @type {import('eslint-doc-generator').GenerateOptions} */
export default {
  // `all` is every rule; a column for it says nothing. The type-checked configs have the rules of `recommended` and
  // `strict` (plus rules that require types, marked 💭); the README says what they add.
  ignoreConfig: ['all', 'recommended-type-checked', 'strict-type-checked'],
  ruleDocTitleFormat: 'name',
  // Each doc opens with its own one-line description under the title, so the 📝 notice would repeat it.
  ruleDocNotices: ['configs', 'deprecated', 'fixableAndHasSuggestions', 'options', 'requiresTypeChecking'],
  ruleListColumns: ['name', 'description', 'configsError', 'configsWarn', 'hasSuggestions', 'options', 'requiresTypeChecking', 'deprecated'],
  // Docs of option-less rules say "## Options: None.", which the generator's own check forbids; that options
  // are documented is checked by tests/meta instead.
  ruleDocSectionOptions: false,
  urlConfigs: `${REPOSITORY_URL}#configs`,
};
