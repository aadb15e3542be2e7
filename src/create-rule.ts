// The subpath, not the package's index, which loads ESLint itself (oxlint runs the rules without it).
import { applyDefault, RuleCreator, type RuleWithMetaAndName } from '@typescript-eslint/utils/eslint-utils';
import { mcpSettings } from './mcp/settings.js';
import { addTypedHandlers } from './types/handlers.js';

/** Which shipped config first turns a rule on; `strict` and `all` include everything `recommended` has. */
export type RuleConfigName = 'recommended' | 'strict';

export interface McpRuleDocs {
  description: string;
  /** The smallest shipped config the rule is in. */
  config: RuleConfigName;
  /**
   * The rule cannot work without type information: it is only in the `*-type-checked` configs, and reads the
   * program through `typeCheckedServices` (src/types/settings.ts). Rules that merely see further with types
   * (the flow rules, through `settings.mcp.typeChecked`) do not set it.
   */
  requiresTypeChecking?: true;
}

export const REPOSITORY_URL = 'https://github.com/eslint-plugin-mcp/eslint-plugin-mcp';

const ruleCreator = RuleCreator<McpRuleDocs>((name) => `${REPOSITORY_URL}/blob/main/docs/rules/${name}.md`);

/**
 * The rule's options with its defaults applied (typescript-eslint's `applyDefault`), kept per option object:
 * `applyDefault` clones the defaults with `structuredClone` for every rule and file, while ESLint hands every file of
 * a run the same object (the defaults themselves from 9.15 on when the config gives none, else the config's own).
 * The rules only read their options, so one merged value serves every file given that object.
 */
function defaultsApplier<Options extends readonly unknown[]>(defaults: Readonly<Options>): (given: Readonly<Options>) => Options {
  const merged = new WeakMap<object, Options>();
  let withoutOptions: Options | undefined;
  return (given) => {
    if (given.length === 0) return (withoutOptions ??= applyDefault(defaults, given));
    const [first] = given;
    if (given.length > 1 || typeof first !== 'object' || first === null) return applyDefault(defaults, given);
    let options = merged.get(first);
    if (!options) merged.set(first, (options = applyDefault(defaults, given)));
    return options;
  };
}

/**
 * typescript-eslint's `RuleCreator` (the docs URL per rule), with `settings.mcp` checked before any rule starts:
 * a misspelt key fails every run it is in, not only those of the rules that would have read it. In the
 * type-checked configs it also adds the handlers the SDK's types mark to the file's handlers, so that every rule
 * asking `fileHandlers` sees the same ones.
 */
export function createRule<Options extends readonly unknown[], MessageIds extends string>(
  rule: Readonly<RuleWithMetaAndName<Options, MessageIds, McpRuleDocs>>,
): ReturnType<typeof ruleCreator<Options, MessageIds>> {
  const named = ruleCreator(rule);
  // The rules give `meta.defaultOptions`; without, `RuleCreator` applies `[]`, which keeps none of the given ones either.
  const optionsOf = defaultsApplier<Options>(rule.meta.defaultOptions ?? ([] as unknown as Options));
  return {
    ...named,
    create(context) {
      mcpSettings(context.settings);
      addTypedHandlers(context);
      return rule.create(context, optionsOf(context.options));
    },
  };
}
