import type { TSESLint } from '@typescript-eslint/utils';
import { buildConfigs } from './configs.js';
import { pluginMeta, rules } from './rules.js';

const plugin = {
  meta: pluginMeta,
  rules: rules as unknown as TSESLint.FlatConfig.Plugin['rules'],
  configs: {} as ReturnType<typeof buildConfigs>,
};
plugin.configs = buildConfigs(plugin, rules);

export { rules };

export const configs = plugin.configs;
export default plugin;
