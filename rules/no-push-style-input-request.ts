import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { memberName, resolveOrigin, skipTransparent } from '../src/ast/origin.js';
import { createRule } from '../src/create-rule.js';
import { protocolEra } from '../src/mcp/era.js';
import { contextParamHandler, enclosingHandler, isMcpReqObject } from '../src/mcp/handlers.js';
import { INPUT_REQUEST_BUILDERS, URL_ELICITATION_BUILDER } from '../src/mcp/input-requests.js';
import { isMcpModule } from '../src/mcp/sdk.js';
import { isUrlElicitation, requestObjectMethod, requestObjectParams, serverRequestCall } from '../src/mcp/server-requests.js';

export type MessageIds = 'pushRequest' | 'urlElicitationError';

/** Words without which a file makes no push-style request. */
const RELEVANT_TEXT = /elicitInput|requestSampling|createMessage|listRoots|\.send\b|\.request\b|\.elicit\b|\.sample\b|UrlElicitationRequiredError/;

/** Push-style members of the v2 handler context (`ctx.mcpReq.*`) and of xmcp's (`extra.*`), with the method they send. */
const MCP_REQ_MEMBERS: Record<string, string> = { elicitInput: 'elicitation/create', requestSampling: 'sampling/createMessage' };
const XMCP_MEMBERS: Record<string, string> = { elicit: 'elicitation/create', sample: 'sampling/createMessage' };

export default createRule<[], MessageIds>({
  name: 'no-push-style-input-request',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow push-style elicitation, sampling and roots requests in 2026-07-28 handlers, which must return `input_required` instead',
      config: 'recommended',
    },
    messages: {
      pushRequest:
        '`{{call}}` sends a push-style `{{method}}` request, which throws on 2026-07-28 requests: the server asks by returning a question instead. Return `inputRequired({ inputRequests: { key: {{builder}}(...) } })` and read the answer from `inputResponses` when the request comes back.',
      urlElicitationError:
        '`UrlElicitationRequiredError` is the 2025-11-25 way to ask for a URL elicitation; on 2026-07-28 requests servers ask by returning a question. Return `inputRequired({ inputRequests: { key: {{builder}}(...) } })` instead.',
    },
    schema: [],
  },
  create(context) {
    const { sourceCode } = context;
    if (!RELEVANT_TEXT.test(sourceCode.text)) return {};
    if (protocolEra(sourceCode, context.settings) !== '2026-07-28') return {};

    function builderFor(method: string, params: TSESTree.Node | undefined): string | null {
      if (method === 'elicitation/create' && isUrlElicitation(params)) return URL_ELICITATION_BUILDER;
      return INPUT_REQUEST_BUILDERS.get(method) ?? null;
    }

    function report(call: TSESTree.CallExpression, method: string, params: TSESTree.Node | undefined): void {
      const builder = builderFor(method, params);
      if (!builder) return;
      context.report({ node: call, messageId: 'pushRequest', data: { call: `${sourceCode.getText(skipTransparent(call.callee))}()`, method, builder } });
    }

    /** The push member a callee names on the handler context (`ctx.mcpReq.elicitInput`, a destructured `elicitInput`, xmcp `extra.elicit`). */
    function contextPushMethod(callee: TSESTree.Node): string | null {
      if (callee.type === AST_NODE_TYPES.MemberExpression) {
        const member = memberName(callee);
        if (member === null) return null;
        if (MCP_REQ_MEMBERS[member] && isMcpReqObject(sourceCode, callee.object)) return MCP_REQ_MEMBERS[member];
        if (XMCP_MEMBERS[member] && contextParamHandler(sourceCode, callee.object)?.shape === 'xmcp') return XMCP_MEMBERS[member];
        return null;
      }
      // `const { elicitInput } = ctx.mcpReq; elicitInput(...)`
      const path = resolveOrigin(callee, sourceCode.getScope(callee)).path;
      const member = path.at(-1);
      return member && path.at(-2) === 'mcpReq' ? (MCP_REQ_MEMBERS[member] ?? null) : null;
    }

    return {
      CallExpression(node) {
        const callee = skipTransparent(node.callee);
        const [first] = node.arguments;
        const contextMethod = contextPushMethod(callee);
        if (contextMethod) {
          report(node, contextMethod, first);
          return;
        }
        // `ctx.mcpReq.send({ method: 'elicitation/create', params })`
        if (callee.type === AST_NODE_TYPES.MemberExpression && memberName(callee) === 'send' && isMcpReqObject(sourceCode, callee.object)) {
          const sent = requestObjectMethod(first);
          if (sent) report(node, sent, requestObjectParams(first));
          return;
        }
        const serverRequest = serverRequestCall(node, sourceCode.getScope(node));
        // Outside handlers the request is unassociated: no-unassociated-server-request reports it.
        if (!serverRequest?.method || !enclosingHandler(sourceCode, node)) return;
        const params = serverRequest.member === 'request' ? requestObjectParams(first) : first;
        report(node, serverRequest.method, params);
      },
      NewExpression(node) {
        const origin = resolveOrigin(node.callee, sourceCode.getScope(node));
        const className = origin.name === '*' || origin.name === 'default' ? origin.path[0] : origin.name;
        if (origin.root !== 'import' || origin.module === null || !isMcpModule(origin.module) || className !== 'UrlElicitationRequiredError') return;
        context.report({ node, messageId: 'urlElicitationError', data: { builder: URL_ELICITATION_BUILDER } });
      },
    };
  },
});
