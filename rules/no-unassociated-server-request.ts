import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { callText } from '../src/ast/call-text.js';
import { createRule } from '../src/create-rule.js';
import { fileProtocolEra } from '../src/types/era.js';
import { isFunctionNode } from '../src/ast/functions.js';
import { handlerOf, type HandlerRegistration } from '../src/mcp/handlers.js';
import { backgroundSlot, carriesRelatedRequestId, mayHoldServerRequest, serverRequestCall, type ServerRequestCall } from '../src/mcp/server-requests.js';

export type MessageIds = 'unassociated' | 'missingRelatedRequestId' | 'addRelatedRequestId';

/** Where a request runs: inside a registered handler, or somewhere no client request is being handled. */
type RequestSite = { handler: HandlerRegistration } | { outside: string };

export default createRule<[], MessageIds>({
  name: 'no-unassociated-server-request',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow server-to-client requests outside a client request, or not associated with the one being handled (SEP-2260)',
      config: 'recommended',
    },
    hasSuggestions: true,
    messages: {
      unassociated:
        '`{{call}}` sends a server-to-client request from {{where}}, outside any client request. Servers may only send requests while handling one of the client\'s, associated with it (SEP-2260); clients reject or drop the rest, and 2026-07-28 has no channel for them at all. Ask from inside a handler instead.',
      missingRelatedRequestId:
        '`{{call}}` inside a request handler is sent without `relatedRequestId`, so it is not associated with the client request being handled (SEP-2260) and may go to a stream the client is not reading. Use `{{extra}}.sendRequest(...)` or pass `{ relatedRequestId: {{extra}}.requestId }`.',
      addRelatedRequestId: 'Pass `{ relatedRequestId: {{extra}}.requestId }`.',
    },
    schema: [],
  },
  create(context) {
    const { sourceCode } = context;
    if (!mayHoldServerRequest(sourceCode.text)) return {};
    const era = fileProtocolEra(context);

    /** The nearest enclosing handler or background slot; module scope when no function encloses the call. */
    function requestSite(call: TSESTree.CallExpression): RequestSite | null {
      let insideFunction = false;
      for (let node: TSESTree.Node | undefined = call.parent; node; node = node.parent) {
        if (!isFunctionNode(node)) continue;
        const handler = handlerOf(sourceCode, node);
        if (handler) return { handler };
        const where = backgroundSlot(node, sourceCode);
        if (where) return { outside: where };
        insideFunction = true;
      }
      // Inside an unregistered function the caller is unknown: it may well be a handler.
      return insideFunction ? null : { outside: 'module scope' };
    }

    function reportMissingRelatedRequestId(request: ServerRequestCall, handler: HandlerRegistration, call: string): void {
      const param = handler.contextParam;
      const extra = param?.type === AST_NODE_TYPES.Identifier ? param.name : 'extra';
      const args = request.call.arguments;
      const options = `{ relatedRequestId: ${extra}.requestId }`;
      // Where the options argument goes: after the params (or request and schema); `listRoots()` needs an `undefined` params first.
      const expectedBefore = request.member === 'request' ? 2 : 1;
      const canSuggest = param?.type === AST_NODE_TYPES.Identifier && (args.length === expectedBefore || (request.member === 'listRoots' && args.length === 0));
      context.report({
        node: request.call,
        messageId: 'missingRelatedRequestId',
        data: { call, extra },
        suggest: canSuggest
          ? [
              {
                messageId: 'addRelatedRequestId',
                data: { extra },
                fix: (fixer) => {
                  const last = args.at(-1);
                  if (last) return fixer.insertTextAfter(last, `, ${options}`);
                  const closing = sourceCode.getLastToken(request.call);
                  return closing ? fixer.insertTextBefore(closing, `undefined, ${options}`) : null;
                },
              },
            ]
          : [],
      });
    }

    return {
      CallExpression(node) {
        const request = serverRequestCall(node, sourceCode);
        if (!request) return;
        const site = requestSite(node);
        if (!site) return;
        const call = callText(sourceCode, node);
        if ('outside' in site) {
          context.report({ node, messageId: 'unassociated', data: { call, where: site.outside } });
          return;
        }
        // On 2026-07-28 any push-style request in a handler throws: no-push-style-input-request reports it.
        if (era === '2026-07-28' || carriesRelatedRequestId(request.options)) return;
        reportMissingRelatedRequestId(request, site.handler, call);
      },
    };
  },
});
