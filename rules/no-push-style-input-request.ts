import path from 'node:path';
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { callText } from '../src/ast/call-text.js';
import { findVariable, memberName, propertyKeyName, resolveOrigin, skipTransparent } from '../src/ast/origin.js';
import { createRule } from '../src/create-rule.js';
import { parseEffectSettings } from '../src/effects/index.js';
import { WITHHELD_REASONS, migrationOffers, urlErrorMigration, type PushRequest } from '../src/fixes/migrate.js';
import { fileProtocolEra } from '../src/types/era.js';
import { contextualResultCheck, sdkExportCheck } from '../src/types/exits.js';
import { helperPush } from '../src/types/push-helpers.js';
import { typeCheckedServices } from '../src/types/settings.js';
import { contextParamHandler, enclosingHandler, isMcpReqObject, type HandlerRegistration } from '../src/mcp/handlers.js';
import { INPUT_REQUEST_BUILDERS, URL_ELICITATION_BUILDER } from '../src/mcp/input-requests.js';
import { runsOnlyForLegacyRequests } from '../src/mcp/era.js';
import { isMcpModule } from '../src/mcp/sdk.js';
import { handlersReaching, isUrlElicitation, MCP_REQ_PUSHES, mayHoldServerRequest, requestObjectMethod, requestObjectParams, serverRequestCall } from '../src/mcp/server-requests.js';

export type MessageIds =
  | 'pushRequest'
  | 'pushRequestWithheld'
  | 'pushRequestInHelper'
  | 'urlElicitationError'
  | 'suggestMigrateToInputRequired'
  | 'suggestReturnUrlQuestion';

/** Words without which a file makes no push-style request. */
const RELEVANT_TEXT = /elicitInput|requestSampling|createMessage|listRoots|sendRequest|\.send\b|\.request\b|\.elicit\b|\.sample\b|UrlElicitationRequiredError/;
/**
 * The channels a request is reported on, besides a server's (`mayHoldServerRequest`): `ctx.mcpReq`, `sendRequest`,
 * xmcp's `extra.elicit` / `extra.sample`, the URL error. A file with the words but none of these (`.send` on a socket,
 * `.request` on an HTTP client) needs no era, which reads its syntax tree.
 */
const CHANNEL_TEXT = /mcpReq|sendRequest|UrlElicitationRequiredError|\.elicit\b|\.sample\b/;

function mayPush(text: string): boolean {
  return RELEVANT_TEXT.test(text) && (CHANNEL_TEXT.test(text) || mayHoldServerRequest(text));
}

/** Push-style members of xmcp's handler context (`extra.*`), as `MCP_REQ_PUSHES` are of SDK v2's. */
const XMCP_MEMBERS: ReadonlyMap<string, string> = new Map([
  ['elicit', 'elicitation/create'],
  ['sample', 'sampling/createMessage'],
]);

const PUSH_REQUEST =
  '`{{call}}` sends a push-style `{{method}}` request, which throws on 2026-07-28 requests: the server asks by returning a question instead. Return `inputRequired({ inputRequests: { key: {{builder}}(...) } })` and read the answer from `inputResponses` when the request comes back.';

/** `; the handlers of \`a\` and \`b\` reach it` for a helper's request, naming tools by name and others by line. */
function reachedFrom(handlers: readonly HandlerRegistration[]): string {
  if (handlers.length === 0) return '';
  const names = [...handlers].sort((a, b) => a.fn.range[0] - b.fn.range[0]).map((handler) => (handler.toolName ? `\`${handler.toolName}\`` : `line ${handler.fn.loc.start.line}`));
  const listed = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return `; the handler${handlers.length === 1 ? '' : 's'} of ${listed} reach${handlers.length === 1 ? 'es' : ''} it`;
}

export default createRule<[], MessageIds>({
  name: 'no-push-style-input-request',
  meta: {
    type: 'problem',
    hasSuggestions: true,
    docs: {
      description: 'Disallow push-style elicitation, sampling and roots requests in 2026-07-28 handlers, which must return `input_required` instead',
      config: 'recommended',
    },
    messages: {
      pushRequest: PUSH_REQUEST,
      pushRequestWithheld: `${PUSH_REQUEST} Not rewritten automatically: {{reason}}.`,
      pushRequestInHelper:
        '`{{call}}` sends a push-style `{{method}}` request{{through}} (`{{request}}`, {{place}}), which throws on 2026-07-28 requests: the server asks by returning a question instead. Return `inputRequired({ inputRequests: { key: {{builder}}(...) } })` from the handler and read the answer from `inputResponses` when the request comes back.',
      urlElicitationError:
        '`UrlElicitationRequiredError` is the 2025-11-25 way to ask for a URL elicitation; on 2026-07-28 requests servers ask by returning a question. Return `inputRequired({ inputRequests: { key: {{builder}}(...) } })` instead.',
      suggestReturnUrlQuestion:
        'Return the URL question `{{key}}` as `input_required` instead of throwing: the client opens the URL and sends the call again, and the handler runs again from the top, as it did after the error.',
      suggestMigrateToInputRequired:
        'Return {{questions}} as `input_required` and read {{answers}} with `inputResponse()` when the call comes back.{{validation}} The handler then runs again from the top, so the code above the question will run on every round.',
    },
    schema: [],
  },
  create(context) {
    const { sourceCode } = context;
    // With types, a handler's call of a helper of another file may push (src/types/push-helpers.ts): no word to gate on.
    const typed = typeCheckedServices(context);
    if (!typed && !mayPush(sourceCode.text)) return {};
    if (fileProtocolEra(context) !== '2026-07-28') return {};

    function builderFor(method: string, params: TSESTree.Node | undefined): string | null {
      if (method === 'elicitation/create' && isUrlElicitation(params)) return URL_ELICITATION_BUILDER;
      return INPUT_REQUEST_BUILDERS.get(method) ?? null;
    }

    const pushes: PushRequest[] = [];

    function record(call: TSESTree.CallExpression, method: string, params: TSESTree.Node | undefined, channel: PushRequest['channel']): void {
      const builder = builderFor(method, params);
      // A dual-era server keeps its push-style requests for 2025-era clients, where they work.
      if (builder && !runsOnlyForLegacyRequests(call, sourceCode)) pushes.push({ call, method, builder, params, channel });
    }

    /** The push member a callee names on the handler context (`ctx.mcpReq.elicitInput`, a destructured `elicitInput`, xmcp `extra.elicit`). */
    function contextPush(callee: TSESTree.Node): { method: string; channel: PushRequest['channel'] } | null {
      if (callee.type === AST_NODE_TYPES.MemberExpression) {
        const member = memberName(callee);
        if (member === null) return null;
        const mcpReqMethod = MCP_REQ_PUSHES.get(member);
        if (mcpReqMethod && isMcpReqObject(sourceCode, callee.object)) return { method: mcpReqMethod, channel: 'mcpReq' };
        const xmcpMethod = XMCP_MEMBERS.get(member);
        if (xmcpMethod && contextParamHandler(sourceCode, callee.object)?.shape === 'xmcp') return { method: xmcpMethod, channel: 'xmcp' };
        return null;
      }
      // `const { elicitInput } = ctx.mcpReq; elicitInput(...)`
      const path = resolveOrigin(callee, sourceCode.getScope(callee)).path;
      const member = path.at(-1);
      const method = member && path.at(-2) === 'mcpReq' ? MCP_REQ_PUSHES.get(member) : undefined;
      return method ? { method, channel: 'destructured' } : null;
    }

    /** SDK v1's `extra.sendRequest(request, schema)` on a handler's context, or `sendRequest` destructured from its parameter. */
    function isContextSendRequest(callee: TSESTree.Node): boolean {
      if (callee.type === AST_NODE_TYPES.MemberExpression) return memberName(callee) === 'sendRequest' && contextParamHandler(sourceCode, callee.object) !== undefined;
      if (callee.type !== AST_NODE_TYPES.Identifier) return false;
      const def = findVariable(sourceCode.getScope(callee), callee.name)?.defs[0];
      const property = def?.type === 'Parameter' ? def.name.parent : undefined;
      return (
        property?.type === AST_NODE_TYPES.Property &&
        propertyKeyName(property) === 'sendRequest' &&
        contextParamHandler(sourceCode, property.parent) !== undefined
      );
    }

    return {
      CallExpression(node) {
        const callee = skipTransparent(node.callee);
        const [first] = node.arguments;
        const pushed = contextPush(callee);
        if (pushed) {
          record(node, pushed.method, first, pushed.channel);
          return;
        }
        // `ctx.mcpReq.send({ method: 'elicitation/create', params })`
        if (callee.type === AST_NODE_TYPES.MemberExpression && memberName(callee) === 'send' && isMcpReqObject(sourceCode, callee.object)) {
          const sent = requestObjectMethod(first);
          if (sent) record(node, sent, requestObjectParams(first), 'send');
          return;
        }
        if (isContextSendRequest(callee)) {
          const sent = requestObjectMethod(first);
          if (sent) record(node, sent, requestObjectParams(first), 'sendRequest');
          return;
        }
        if (typed && enclosingHandler(sourceCode, node) && !runsOnlyForLegacyRequests(node, sourceCode)) {
          const push = helperPush(typed.program, typed.esTreeNodeToTSNodeMap.get(node));
          if (push) {
            const through = push.through.length > 0 ? ` through ${push.through.map((name) => `\`${name}()\``).join(' → ')}` : '';
            const place = `${path.relative(context.cwd, push.file)}:${push.line}`;
            const builder = push.url ? URL_ELICITATION_BUILDER : INPUT_REQUEST_BUILDERS.get(push.method)!;
            context.report({ node, messageId: 'pushRequestInHelper', data: { call: callText(sourceCode, node), method: push.method, through, request: push.request, place, builder } });
            return;
          }
        }
        const serverRequest = serverRequestCall(node, sourceCode);
        // Outside the code handlers run the request is unassociated: no-unassociated-server-request reports it.
        if (!serverRequest?.method || handlersReaching(node, sourceCode).length === 0) return;
        const params = serverRequest.member === 'request' ? requestObjectParams(first) : first;
        record(node, serverRequest.method, params, 'server');
      },
      NewExpression(node) {
        const origin = resolveOrigin(node.callee, sourceCode.getScope(node));
        const className = origin.name === '*' || origin.name === 'default' ? origin.path[0] : origin.name;
        if (className !== 'UrlElicitationRequiredError' || origin.root !== 'import' || origin.module === null || !isMcpModule(origin.module)) return;
        if (runsOnlyForLegacyRequests(node, sourceCode)) return;
        const services = typeCheckedServices(context);
        const question = urlErrorMigration(
          { sourceCode, sdkExport: services ? sdkExportCheck(services) : undefined, excludesQuestion: services ? contextualResultCheck(services) : undefined },
          node,
        );
        context.report({
          node,
          messageId: 'urlElicitationError',
          data: { builder: URL_ELICITATION_BUILDER },
          suggest: question ? [{ messageId: 'suggestReturnUrlQuestion', data: question.data, fix: question.fix }] : [],
        });
      },
      'Program:exit'() {
        if (pushes.length === 0) return;
        // Every request of a handler is known before any is reported: the migration asks them together.
        const services = typeCheckedServices(context);
        const offers = migrationOffers(
          {
            sourceCode,
            filename: context.filename,
            settings: () => parseEffectSettings(context.settings),
            sdkExport: services ? sdkExportCheck(services) : undefined,
            excludesQuestion: services ? contextualResultCheck(services) : undefined,
          },
          pushes,
        );
        for (const { call, method, builder } of pushes) {
          const offer = offers.get(call);
          const text = callText(sourceCode, call);
          if (offer && 'withheld' in offer) {
            const reason = WITHHELD_REASONS[offer.withheld].message + (offer.withheld === 'helper' ? reachedFrom(handlersReaching(call, sourceCode)) : '');
            context.report({ node: call, messageId: 'pushRequestWithheld', data: { call: text, method, builder, reason } });
            continue;
          }
          context.report({
            node: call,
            messageId: 'pushRequest',
            data: { call: text, method, builder },
            suggest: offer ? [{ messageId: 'suggestMigrateToInputRequired', data: offer.suggestion.data, fix: offer.suggestion.fix }] : [],
          });
        }
      },
    };
  },
});
