/**
 * The plugin as the shipped oxlint configs load it (`jsPlugins` in oxlint/*.json): the rules without the ESLint
 * configs. Those load @typescript-eslint/parser, and with it TypeScript, for a parser oxlint never calls (it parses
 * in Rust): about a third of a second of every oxlint run.
 */
import { pluginMeta, rules } from './rules.js';

export default { meta: pluginMeta, rules };
