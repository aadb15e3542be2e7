import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { memberName, objectProperty, resolveObject, skipTransparent, staticString } from '../src/ast/origin.js';
import { createRule } from '../src/create-rule.js';
import { inputRequiredKind, isInputRequiredBuilder, literalResultType } from '../src/mcp/exits.js';
import { isFunctionNode } from '../src/ast/functions.js';
import { KeysAsWritten, valueUser } from '../src/ast/value-use.js';
import { returnedValues } from '../src/ast/walk.js';
import { handlerOf } from '../src/mcp/handlers.js';
import { INPUT_REQUEST_BUILDERS } from '../src/mcp/input-requests.js';
import { mayMentionRoundTrip } from '../src/mcp/mentions.js';

export type MessageIds = 'missingResultType' | 'addResultType' | 'nothingToAsk' | 'unknownInputRequestMethod' | 'incompleteResultType' | 'renameIncomplete';

/**
 * What the rule reads: the builder, results without `resultType` that carry `inputRequests` or `requestState`, and
 * literals whose `resultType` is `'input_required'` or `'incomplete'` (a common word: only beside `resultType`).
 */
function mayHoldResult(text: string): boolean {
  return /inputRequests|requestState|inputRequired/.test(text) || (/resultType/.test(text) && /input_required|incomplete/.test(text));
}

const ALLOWED_METHODS = [...INPUT_REQUEST_BUILDERS.keys()].map((method) => `\`${method}\``).join(', ');

function hasSpread(object: TSESTree.ObjectExpression): boolean {
  return object.properties.some((property) => property.type === AST_NODE_TYPES.SpreadElement);
}

function isUndefined(node: TSESTree.Node): boolean {
  return node.type === AST_NODE_TYPES.Identifier && node.name === 'undefined';
}

export default createRule<[], MessageIds>({
  name: 'valid-input-required-result',
  meta: {
    type: 'problem',
    docs: {
      description: 'Require `input_required` results to be well-formed: a `resultType`, something to ask, and embedded requests clients can answer',
      config: 'recommended',
    },
    hasSuggestions: true,
    messages: {
      missingResultType:
        "This result carries `{{key}}` but no `resultType`. Clients read a result without `resultType` as complete, so the question is never asked. Add `resultType: 'input_required'` or build it with `inputRequired()`.",
      addResultType: "Add `resultType: 'input_required'`.",
      nothingToAsk:
        '{{subject}} has neither a non-empty `inputRequests` nor a `requestState`. The SDK throws on it at run time, and the client would have nothing to answer. Put the question in `inputRequests` (for example `{ confirm: inputRequired.elicit({...}) }`), or return a complete result when there is nothing to ask.',
      unknownInputRequestMethod:
        '`{{method}}` cannot be embedded in `inputRequests`: clients only answer {{allowed}}.',
      incompleteResultType:
        "`resultType: 'incomplete'` is pre-release vocabulary: the 2026-07-28 protocol and the SDKs only know `'input_required'`, so clients treat this result as complete.",
      renameIncomplete: "Rename to `'input_required'`.",
    },
    schema: [],
  },
  create(context) {
    const { sourceCode } = context;
    if (!mayMentionRoundTrip(sourceCode) || !mayHoldResult(sourceCode.text)) return {};

    // Emptiness is reported only when proven: the objects reach the builder or the return as written.
    const keysAsWritten = new KeysAsWritten(
      sourceCode,
      (call, index) => index === 0 && call.type === AST_NODE_TYPES.CallExpression && isInputRequiredBuilder(call.callee, sourceCode.getScope(call)),
    );

    /** Reports an `input_required` spec or result with nothing to ask, and embedded requests of unknown methods. */
    function checkSpec(object: TSESTree.ObjectExpression, subject: string, scope: TSESLint.Scope.Scope): void {
      const inputRequests = objectProperty(object, 'inputRequests');
      const requestState = objectProperty(object, 'requestState');
      const requests = inputRequests ? resolveObject(inputRequests.value, scope) : null;
      if (requests) checkEmbeddedRequests(requests, scope);
      if (hasSpread(object)) return;
      if (requestState && !isUndefined(requestState.value)) return;
      if (inputRequests && !isUndefined(inputRequests.value) && (!requests || requests.properties.length > 0 || !keysAsWritten.object(requests))) return;
      if (!keysAsWritten.object(object)) return;
      context.report({ node: inputRequests ?? object, messageId: 'nothingToAsk', data: { subject } });
    }

    function checkEmbeddedRequests(requests: TSESTree.ObjectExpression, scope: TSESLint.Scope.Scope): void {
      for (const property of requests.properties) {
        if (property.type !== AST_NODE_TYPES.Property) continue;
        const request = resolveObject(property.value, scope);
        const method = objectProperty(request, 'method');
        const name = method ? staticString(method.value) : null;
        if (method && name !== null && !INPUT_REQUEST_BUILDERS.has(name)) {
          context.report({ node: method.value, messageId: 'unknownInputRequestMethod', data: { method: name, allowed: ALLOWED_METHODS } });
        }
      }
    }

    /** The function an object literal is returned from, directly or through a `const` it initialises. */
    function returningFunction(object: TSESTree.ObjectExpression): TSESTree.Node | null {
      const { user, value } = valueUser(object);
      if (user.type === AST_NODE_TYPES.ArrowFunctionExpression && user.body === value) return user;
      if (user.type === AST_NODE_TYPES.ReturnStatement) return enclosingFunction(user);
      if (user.type !== AST_NODE_TYPES.VariableDeclarator || user.id.type !== AST_NODE_TYPES.Identifier) return null;
      // `const result = { inputRequests }; return result;`
      const [variable] = sourceCode.getDeclaredVariables(user);
      for (const reference of variable?.references ?? []) {
        if (!reference.isRead()) continue;
        const read = valueUser(reference.identifier);
        if (read.user.type === AST_NODE_TYPES.ReturnStatement) return enclosingFunction(read.user);
      }
      return null;
    }

    function enclosingFunction(node: TSESTree.Node): TSESTree.Node | null {
      for (let current = node.parent; current; current = current.parent) {
        if (isFunctionNode(current)) return current;
      }
      return null;
    }

    /** A registered handler, or an asker: any function that already answers `input_required` on another path. */
    function isHandlerOrAsker(fn: TSESTree.Node): boolean {
      if (!isFunctionNode(fn)) return false;
      if (handlerOf(sourceCode, fn)) return true;
      const scope = sourceCode.getScope(fn);
      return returnedValues(fn, sourceCode.visitorKeys).some((value) => inputRequiredKind(value, scope) !== null);
    }

    function checkUntypedResult(object: TSESTree.ObjectExpression): void {
      if (hasSpread(object) || objectProperty(object, 'resultType')) return;
      const key = objectProperty(object, 'inputRequests') ? 'inputRequests' : objectProperty(object, 'requestState') ? 'requestState' : null;
      if (!key) return;
      const fn = returningFunction(object);
      if (!fn || !isHandlerOrAsker(fn)) return;
      const first = object.properties[0] as TSESTree.Property;
      const firstOnNewLine = first.loc.start.line !== object.loc.start.line;
      const insertion = firstOnNewLine ? `resultType: 'input_required',\n${' '.repeat(first.loc.start.column)}` : "resultType: 'input_required', ";
      context.report({
        node: object,
        messageId: 'missingResultType',
        data: { key },
        suggest: [{ messageId: 'addResultType', fix: (fixer) => fixer.insertTextBefore(first, insertion) }],
      });
      checkSpec(object, 'This result', sourceCode.getScope(object));
    }

    // Local names the builder may be called by (`import { inputRequired as ask }`), so most calls are skipped unresolved.
    const builderNames = new Set(['inputRequired']);
    for (const statement of sourceCode.ast.body) {
      if (statement.type !== AST_NODE_TYPES.ImportDeclaration) continue;
      for (const specifier of statement.specifiers) {
        if (specifier.type === AST_NODE_TYPES.ImportSpecifier) builderNames.add(specifier.local.name);
      }
    }

    return {
      CallExpression(node) {
        const callee = skipTransparent(node.callee);
        const name = callee.type === AST_NODE_TYPES.Identifier ? callee.name : callee.type === AST_NODE_TYPES.MemberExpression ? memberName(callee) : null;
        if (name === null || !(callee.type === AST_NODE_TYPES.Identifier ? builderNames.has(name) : name === 'inputRequired')) return;
        const scope = sourceCode.getScope(node);
        if (!isInputRequiredBuilder(node.callee, scope)) return;
        const [spec] = node.arguments;
        if (!spec) {
          context.report({ node, messageId: 'nothingToAsk', data: { subject: '`inputRequired()`' } });
          return;
        }
        const inner = skipTransparent(spec);
        if (inner.type === AST_NODE_TYPES.ObjectExpression) checkSpec(inner, '`inputRequired(...)`', scope);
      },
      ObjectExpression(node) {
        const resultType = literalResultType(node);
        if (resultType === 'input_required') {
          checkSpec(node, 'This `input_required` result', sourceCode.getScope(node));
          return;
        }
        if (resultType === 'incomplete') {
          // Only where it is plainly an MCP result: other APIs have `resultType: 'incomplete'` too.
          const asks = objectProperty(node, 'inputRequests') !== null || objectProperty(node, 'requestState') !== null;
          const returned = returningFunction(node);
          if (!asks && !(returned && handlerOf(sourceCode, returned))) return;
          const property = objectProperty(node, 'resultType') as TSESTree.Property;
          const quote = sourceCode.getText(property.value).charAt(0);
          context.report({
            node: property.value,
            messageId: 'incompleteResultType',
            suggest: [{ messageId: 'renameIncomplete', fix: (fixer) => fixer.replaceText(property.value, `${quote}input_required${quote}`) }],
          });
          checkSpec(node, 'This `input_required` result', sourceCode.getScope(node));
          return;
        }
        checkUntypedResult(node);
      },
    };
  },
});
