import type { TSESTree } from '@typescript-eslint/utils';
import { createRule } from '../src/create-rule.js';
import { inputRequiredKind, mayMentionInputRequired, type ReturnsInputRequired } from '../src/mcp/exits.js';
import { resolveFunction, type FunctionNode } from '../src/ast/functions.js';
import { returnedValues } from '../src/ast/walk.js';
import { collectFileIndex, traversalEnded } from '../src/ast/file-index.js';
import { fileHandlers, INPUT_REQUIRED_METHODS } from '../src/mcp/handlers.js';
import { mayMentionRoundTrip } from '../src/mcp/mentions.js';

export type MessageIds = 'unsupportedMethod';

export default createRule<[], MessageIds>({
  name: 'no-input-required-in-unsupported-method',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow `input_required` results from handlers of methods other than `tools/call`, `prompts/get` and `resources/read`',
      config: 'recommended',
    },
    messages: {
      unsupportedMethod:
        '`{{method}}` cannot answer with `input_required`: only `tools/call`, `prompts/get` and `resources/read` may ask the client for input. The client will not answer it, and the SDK rejects it.',
    },
    schema: [],
  },
  create(context) {
    const { sourceCode } = context;
    if (!mayMentionRoundTrip(sourceCode) || !mayMentionInputRequired(sourceCode.text)) return {};

    // Same-file helpers that return `input_required` (`return ask(ctx)`), followed once each: recursion ends at a function already on the way.
    const following = new Set<FunctionNode>();
    const returnsInputRequired: ReturnsInputRequired = (call) => {
      const helper = resolveFunction(call.callee, sourceCode.getScope(call));
      if (!helper || following.has(helper)) return false;
      following.add(helper);
      const found = returnedValues(helper, sourceCode.visitorKeys).some(
        (value) => inputRequiredKind(value, sourceCode.getScope(value), returnsInputRequired) !== null,
      );
      following.delete(helper);
      return found;
    };

    // At the end, with the file's index filled by the traversal (no walk of its own).
    return collectFileIndex(sourceCode, {
      'Program:exit'() {
        traversalEnded(sourceCode);
        const reported = new Set<TSESTree.Node>();
        for (const handler of fileHandlers(sourceCode).handlers) {
          if (handler.method === null || INPUT_REQUIRED_METHODS.has(handler.method)) continue;
          following.add(handler.fn);
          for (const value of returnedValues(handler.fn, sourceCode.visitorKeys)) {
            if (reported.has(value) || inputRequiredKind(value, sourceCode.getScope(value), returnsInputRequired) === null) continue;
            reported.add(value);
            context.report({ node: value, messageId: 'unsupportedMethod', data: { method: handler.method } });
          }
          following.delete(handler.fn);
        }
      },
    });
  },
});
