import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { memberName, objectProperty, skipTransparent } from '../src/ast/origin.js';
import { createRule } from '../src/create-rule.js';
import { fieldRecordFields, requestedSchemaFields, type SchemaField } from '../src/mcp/elicitation-schema.js';
import { fileProtocolEra } from '../src/types/era.js';
import { URL_ELICITATION_BUILDER } from '../src/mcp/input-requests.js';
import { sensitiveFieldMatcher, type SensitiveMatch } from '../src/mcp/sensitive-fields.js';
import { isUrlElicitation } from '../src/mcp/server-requests.js';

export interface Options {
  sensitiveTerms?: string[];
  allowedNames?: string[];
  allowOneTimeCodes?: boolean;
}

export type MessageIds = 'sensitiveFormField';

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

export default createRule<[Options], MessageIds>({
  name: 'no-sensitive-form-elicitation',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow form-mode elicitation of passwords, tokens, keys, card numbers and other secrets: use URL mode',
      config: 'recommended',
    },
    messages: {
      sensitiveFormField:
        '`{{field}}` asks for {{label}}{{via}} in a form-mode elicitation, whose answer travels through the MCP client and may reach the model, its context and logs; the specification forbids it. Send the user to your own page with URL mode instead: {{urlMode}}.',
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
    if (!RELEVANT_TEXT.test(sourceCode.text)) return {};
    const matcher = sensitiveFieldMatcher({
      extraTerms: options.sensitiveTerms,
      allowedNames: options.allowedNames,
      allowOneTimeCodes: options.allowOneTimeCodes,
    });
    const urlMode =
      fileProtocolEra(context) === '2026-07-28'
        ? `\`${URL_ELICITATION_BUILDER}({ message, url })\``
        : "`elicitInput({ mode: 'url', message, url, elicitationId })`";
    // A schema shared by several elicitations is reported once per field.
    const reported = new Set<TSESTree.Node>();

    function check(fields: readonly SchemaField[]): void {
      for (const field of fields) {
        if (reported.has(field.key)) continue;
        const match = matcher.match(field);
        if (!match) continue;
        reported.add(field.key);
        context.report({
          node: field.key,
          messageId: 'sensitiveFormField',
          data: { field: field.name ?? field.title ?? sourceCode.getText(field.key), label: match.label, via: VIA[match.via], urlMode },
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
