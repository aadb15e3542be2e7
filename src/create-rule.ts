import { ESLintUtils } from '@typescript-eslint/utils';

/** Which shipped config first turns a rule on; `strict` and `all` include everything `recommended` has. */
export type RuleConfigName = 'recommended' | 'strict';

export interface McpRuleDocs {
  description: string;
  /** The smallest shipped config the rule is in. */
  config: RuleConfigName;
}

export const REPOSITORY_URL = 'https://github.com/eslint-plugin-mcp/eslint-plugin-mcp';

export const createRule = ESLintUtils.RuleCreator<McpRuleDocs>(
  (name) => `${REPOSITORY_URL}/blob/main/docs/rules/${name}.md`,
);
