import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { memberName, resolveOrigin, skipTransparent } from '../src/ast/origin.js';
import { createRule } from '../src/create-rule.js';
import { protocolEra } from '../src/mcp/era.js';
import { isFunctionNode, type FunctionNode } from '../src/ast/functions.js';
import { handlerOf, type HandlerRegistration } from '../src/mcp/handlers.js';
import { carriesRelatedRequestId, serverRequestCall, type ServerRequestCall } from '../src/mcp/server-requests.js';

export type MessageIds = 'unassociated' | 'missingRelatedRequestId' | 'addRelatedRequestId';

const RELEVANT_TEXT = /elicitInput|createMessage|listRoots|\.request\b/;

const TIMERS = new Set(['setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask']);
const LISTENER_METHODS = new Set(['on', 'once', 'addListener', 'addEventListener', 'prependListener', 'prependOnceListener']);
const PROMISE_METHODS = new Set(['then', 'catch', 'finally']);
/** Server lifecycle hooks: they run outside any client request. */
const LIFECYCLE_HOOKS = new Set(['oninitialized', 'onclose', 'onerror']);

/** Where a request runs: inside a registered handler, or somewhere no client request is being handled. */
type RequestSite = { handler: HandlerRegistration } | { outside: string };

/** True when a promise-returning expression's result is dropped (`p.then(cb);`, `void p.then(cb)`). */
function isDropped(expression: TSESTree.Node): boolean {
  let top = expression;
  // Climb `.then(a).catch(b)` chains to the outermost call.
  while (
    top.parent?.type === AST_NODE_TYPES.MemberExpression &&
    top.parent.object === top &&
    top.parent.parent.type === AST_NODE_TYPES.CallExpression &&
    top.parent.parent.callee === top.parent
  ) {
    top = top.parent.parent;
  }
  const parent = top.parent;
  return parent?.type === AST_NODE_TYPES.ExpressionStatement || (parent?.type === AST_NODE_TYPES.UnaryExpression && parent.operator === 'void');
}

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
    if (!RELEVANT_TEXT.test(sourceCode.text)) return {};
    const era = protocolEra(sourceCode, context.settings);

    /** What runs a function outside a client request: a timer, a listener, a lifecycle hook, a dropped promise. */
    function backgroundSlot(fn: FunctionNode): string | null {
      const parent = fn.parent;
      if (parent.type === AST_NODE_TYPES.CallExpression) {
        if (parent.callee === fn) return fn.async && isDropped(parent) ? 'a background promise' : null;
        if (!parent.arguments.includes(fn as TSESTree.CallExpressionArgument)) return null;
        const callee = skipTransparent(parent.callee);
        const origin = resolveOrigin(callee, sourceCode.getScope(parent));
        if (origin.root === 'global' && origin.name !== null) {
          if (origin.path.length === 0 && TIMERS.has(origin.name)) return `a \`${origin.name}\` callback`;
          if (origin.name === 'process' && origin.path.join('.') === 'nextTick') return 'a `process.nextTick` callback';
        }
        const method = callee.type === AST_NODE_TYPES.MemberExpression ? memberName(callee) : null;
        if (method === null) return null;
        if (LISTENER_METHODS.has(method)) return 'an event listener';
        if (method === 'setNotificationHandler') return 'a notification handler';
        if (PROMISE_METHODS.has(method) && isDropped(parent)) return 'a background promise';
        return null;
      }
      if (parent.type === AST_NODE_TYPES.AssignmentExpression && parent.right === fn && parent.left.type === AST_NODE_TYPES.MemberExpression) {
        const hook = memberName(parent.left);
        if (hook !== null && LIFECYCLE_HOOKS.has(hook)) return `\`${hook}\``;
      }
      return null;
    }

    /** The nearest enclosing handler or background slot; module scope when no function encloses the call. */
    function requestSite(call: TSESTree.CallExpression): RequestSite | null {
      let insideFunction = false;
      for (let node: TSESTree.Node | undefined = call.parent; node; node = node.parent) {
        if (!isFunctionNode(node)) continue;
        const handler = handlerOf(sourceCode, node);
        if (handler) return { handler };
        const where = backgroundSlot(node);
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
        const request = serverRequestCall(node, sourceCode.getScope(node));
        if (!request) return;
        const site = requestSite(node);
        if (!site) return;
        const call = `${sourceCode.getText(skipTransparent(node.callee))}()`;
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
