// eslint-doc-generator reads the built plugin (package.json `exports`): run `npm run build` first.
// `npm run docs` rewrites the README rules table and each docs/rules/*.md header; `npm run docs:check` fails on a diff.
import { REPOSITORY_URL } from './dist/src/create-rule.js';

/** @type {import('eslint-doc-generator').GenerateOptions} */
export default {
  // `all` is every rule; a column for it says nothing.
  ignoreConfig: ['all'],
  ruleDocTitleFormat: 'name',
  // Each doc opens with its own one-line description under the title, so the 📝 notice would repeat it.
  ruleDocNotices: ['configs', 'deprecated', 'fixableAndHasSuggestions', 'options'],
  ruleListColumns: ['name', 'description', 'configsError', 'configsWarn', 'hasSuggestions', 'options', 'deprecated'],
  // Docs of option-less rules say "## Options: None.", which the generator's own check forbids; that options
  // are documented is checked by tests/meta instead.
  ruleDocSectionOptions: false,
  urlConfigs: `${REPOSITORY_URL}#configs`,
};
