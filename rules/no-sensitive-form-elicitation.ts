import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { memberName, objectProperty, skipTransparent } from '../src/ast/origin.js';
import { createRule } from '../src/create-rule.js';
import { fieldRecordFields, requestedSchemaFields, type SchemaField } from '../src/mcp/elicitation-schema.js';
import { fileProtocolEra } from '../src/types/era.js';
import { URL_ELICITATION_BUILDER } from '../src/mcp/input-requests.js';
import { sensitiveFieldMatcher, type SensitiveFieldMatcher, type SensitiveMatch } from '../src/mcp/sensitive-fields.js';
import { isUrlElicitation } from '../src/mcp/server-requests.js';
import { mayMentionRoundTrip } from '../src/mcp/mentions.js';

export interface Options {
  sensitiveTerms?: string[];
  allowedNames?: string[];
  allowOneTimeCodes?: boolean;
}

export type MessageIds = 'sensitiveFormField' | 'sensitiveFormFields';

/** What both messages say after naming the fields: where a form answer goes, and what to do instead. */
const WHY = 'in a form-mode elicitation, whose answer travels through the MCP client and may reach the model, its context and logs; the specification forbids it. Send the user to your own page with URL mode instead: {{urlMode}}.';

/** "`a`, `b` and `c`" */
function listText(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

/** Words without which a file makes no form-mode elicitation. */
const RELEVANT_TEXT = /requestedSchema|\.elicit\s*\(/;

const VIA: Record<SensitiveMatch['via'], string> = {
  name: '',
  title: ' (by its title)',
  description: ' (by its description)',
  format: " (`format: 'password'`)",
};

/** mcp-framework tools ask with `this.elicit(message, fields)` from a class extending `MCPTool`. */
function isMcpFrameworkElicit(call: TSESTree.CallExpression): boolean {
  const callee = skipTransparent(call.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.object.type !== AST_NODE_TYPES.ThisExpression || memberName(callee) !== 'elicit') return false;
  for (let current: TSESTree.Node | undefined = call.parent; current; current = current.parent) {
    if (current.type === AST_NODE_TYPES.ClassDeclaration || current.type === AST_NODE_TYPES.ClassExpression) {
      const base = current.superClass ? skipTransparent(current.superClass) : null;
      return base?.type === AST_NODE_TYPES.Identifier && base.name === 'MCPTool';
    }
  }
  return false;
}

/** The matcher of an options object: every file of a run is given the same one (src/create-rule.ts), and a matcher keeps no state. */
const matchers = new WeakMap<object, SensitiveFieldMatcher>();

export default createRule<[Options], MessageIds>({
  name: 'no-sensitive-form-elicitation',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow form-mode elicitation of passwords, tokens, keys, card numbers and other secrets: use URL mode',
      config: 'recommended',
    },
    messages: {
      sensitiveFormField: `\`{{field}}\` asks for {{label}}{{via}} ${WHY}`,
      sensitiveFormFields: `{{fields}} ask for {{labels}} ${WHY}`,
    },
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          sensitiveTerms: {
            type: 'array',
            items: { type: 'string', minLength: 1 },
            uniqueItems: true,
            description:
              "Further words or phrases that ask for a secret (`'pin'`, `'account number'`), matched like the built-in ones: as the last words of a property name (`cardPin`, `bank_account_number`), anywhere in a title or description.",
          },
          allowedNames: {
            type: 'array',
            items: { type: 'string', minLength: 1 },
            uniqueItems: true,
            description: 'Property names never reported, as written in the schema (for a field the rule misreads).',
          },
          allowOneTimeCodes: {
            type: 'boolean',
            description: 'Allow one-time codes (`otp`, `verification code`, `2FA code`, `one-time password`): they expire, and two-factor flows ask for them in forms.',
          },
        },
      },
    ],
    defaultOptions: [{ sensitiveTerms: [], allowedNames: [], allowOneTimeCodes: true }],
  },
  create(context, [options]) {
    const { sourceCode } = context;
    if (!mayMentionRoundTrip(sourceCode) || !RELEVANT_TEXT.test(sourceCode.text)) return {};
    let matcher = matchers.get(options);
    if (!matcher) {
      matcher = sensitiveFieldMatcher({ extraTerms: options.sensitiveTerms, allowedNames: options.allowedNames, allowOneTimeCodes: options.allowOneTimeCodes });
      matchers.set(options, matcher);
    }
    const urlMode =
      fileProtocolEra(context) === '2026-07-28'
        ? `\`${URL_ELICITATION_BUILDER}({ message, url })\``
        : "`elicitInput({ mode: 'url', message, url, elicitationId })`";
    // A schema shared by several elicitations is reported once; a form asking for several secrets, once per list of fields.
    const reported = new Set<TSESTree.Node>();
    // A field of a shared schema is matched once, however many elicitations ask with it.
    const matches = new Map<TSESTree.Node, SensitiveMatch | null>();
    const matchOf = (field: SchemaField): SensitiveMatch | null => {
      let match = matches.get(field.key);
      if (match === undefined) matches.set(field.key, (match = matcher.match(field)));
      return match;
    };

    function check(fields: readonly SchemaField[]): void {
      const lists = new Map<TSESTree.Node | undefined, { field: SchemaField; match: SensitiveMatch }[]>();
      for (const field of fields) {
        if (reported.has(field.key)) continue;
        const match = matchOf(field);
        if (!match) continue;
        reported.add(field.key);
        const list = field.key.parent?.parent;
        lists.set(list, [...(lists.get(list) ?? []), { field, match }]);
      }
      for (const found of lists.values()) {
        const [{ field, match }] = found as [{ field: SchemaField; match: SensitiveMatch }];
        const name = (each: SchemaField) => each.name ?? each.title ?? sourceCode.getText(each.key);
        if (found.length === 1) {
          context.report({ node: field.key, messageId: 'sensitiveFormField', data: { field: name(field), label: match.label, via: VIA[match.via], urlMode } });
          continue;
        }
        const labels = [...new Set(found.map((each) => each.match.label))];
        context.report({
          node: field.key,
          messageId: 'sensitiveFormFields',
          data: { fields: listText(found.map((each) => `\`${name(each.field)}\``)), labels: listText(labels), urlMode },
        });
      }
    }

    return {
      // Form-mode params wherever they are written: `inputRequired.elicit({...})`, `elicitInput({...})`,
      // `{ method: 'elicitation/create', params: {...} }`, fastmcp's and xmcp's `elicit({...})`.
      ObjectExpression(node) {
        const schema = objectProperty(node, 'requestedSchema');
        if (!schema) return;
        if (isUrlElicitation(node)) return;
        check(requestedSchemaFields(schema.value, sourceCode));
      },
      CallExpression(node) {
        const fields = node.arguments[1];
        if (fields && isMcpFrameworkElicit(node)) check(fieldRecordFields(fields, sourceCode));
      },
    };
  },
});
