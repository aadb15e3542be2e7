import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { callText } from '../src/ast/call-text.js';
import { isFunctionNode, resolveFunction, type FunctionNode } from '../src/ast/functions.js';
import { skipTransparent } from '../src/ast/origin.js';
import { enclosingTests } from '../src/ast/statements.js';
import { createRule } from '../src/create-rule.js';
import { capabilityNeed, isCapabilityRead, testsCapabilities, type CapabilityNeed } from '../src/mcp/client-capabilities.js';
import { fileProtocolEra } from '../src/types/era.js';
import { fileHandlers, type HandlerRegistration } from '../src/mcp/handlers.js';

export type MessageIds = 'uncheckedCapability' | 'deprecatedRequest';
export type Options = [{ checkFormElicitation: boolean; checkDeprecatedRequests?: boolean }];

/** What replaces the requests SEP-2577 deprecates, in the SDK's own words. */
const DEPRECATED: Partial<Record<CapabilityNeed['capability'], string>> = {
  sampling: 'Call your LLM provider\'s API from the server instead',
  roots: 'Take the paths as tool arguments, resource URIs or configuration instead',
};

/** Words without which a file asks for no capability-bound request. */
const RELEVANT_TEXT = /createMessage|listRoots|roots\/list|requestSampling|samplingRequest|getRoots|elicitUrl|\.sample\b|elicitInput|elicitation\/create|\.elicit\b/;

const WHAT: Record<CapabilityNeed['capability'], string> = {
  sampling: 'sampling',
  roots: 'roots',
  'elicitation.url': 'elicitation (URL mode)',
  'elicitation.form': 'elicitation (form mode)',
};

interface Site {
  node: TSESTree.CallExpression | TSESTree.ObjectExpression;
  need: CapabilityNeed;
}

export default createRule<Options, MessageIds>({
  name: 'require-client-capability-check',
  meta: {
    type: 'suggestion',
    docs: {
      description: 'Require handlers to read the client\'s declared capabilities before asking for sampling, roots or URL-mode elicitation',
      config: 'strict',
    },
    messages: {
      uncheckedCapability:
        '{{request}} needs the client\'s {{what}} capability, but {{handler}} never reads the capabilities the client declared. {{failure}} {{fix}}',
      deprecatedRequest:
        '{{request}} asks the client for {{what}}, which protocol revision 2026-07-28 deprecates (SEP-2577): clients keep it for at least twelve months, and may drop it after. {{alternative}}.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          checkFormElicitation: {
            type: 'boolean',
            description: 'Also require a check before form-mode elicitation (`inputRequired.elicit`, `elicitInput` without `mode: \'url\'`).',
          },
          checkDeprecatedRequests: {
            type: 'boolean',
            description: 'Also report sampling and roots asked in `inputRequests`, deprecated by SEP-2577, with what to do instead.',
          },
        },
        additionalProperties: false,
      },
    ],
    defaultOptions: [{ checkFormElicitation: false, checkDeprecatedRequests: false }],
  },
  create(context, [{ checkFormElicitation, checkDeprecatedRequests }]) {
    const { sourceCode } = context;
    if (!RELEVANT_TEXT.test(sourceCode.text)) return {};

    const sites: Site[] = [];
    /** Functions whose body (nested functions included) reads the declared capabilities. */
    const reading = new Set<TSESTree.Node>();
    /** Same-file functions called from anywhere inside a function (nested functions included). */
    const callees = new Map<TSESTree.Node, Set<FunctionNode>>();

    function enclosingFunctions(node: TSESTree.Node): TSESTree.Node[] {
      const functions: TSESTree.Node[] = [];
      for (let current = node.parent; current; current = current.parent) {
        if (isFunctionNode(current)) functions.push(current);
      }
      return functions;
    }

    function read(node: TSESTree.Node): void {
      if (!isCapabilityRead(node)) return;
      for (const fn of enclosingFunctions(node)) reading.add(fn);
    }

    function recordCall(call: TSESTree.CallExpression): void {
      const scope = sourceCode.getScope(call);
      const targets = [call.callee, ...call.arguments.filter((argument) => argument.type === AST_NODE_TYPES.Identifier)]
        .map((node) => (isFunctionNode(skipTransparent(node)) ? null : resolveFunction(node, scope)))
        .filter((fn): fn is FunctionNode => fn !== null);
      if (targets.length === 0) return;
      for (const fn of enclosingFunctions(call)) {
        let set = callees.get(fn);
        if (!set) callees.set(fn, (set = new Set()));
        for (const target of targets) set.add(target);
      }
    }

    const reachableCache = new Map<TSESTree.Node, Set<TSESTree.Node>>();
    /** The function and every same-file function it may call, transitively. */
    function reachable(fn: TSESTree.Node): Set<TSESTree.Node> {
      const cached = reachableCache.get(fn);
      if (cached) return cached;
      const seen = new Set<TSESTree.Node>([fn]);
      reachableCache.set(fn, seen);
      const queue = [fn];
      while (queue.length > 0) {
        for (const callee of callees.get(queue.pop()!) ?? []) {
          if (seen.has(callee)) continue;
          seen.add(callee);
          queue.push(callee);
        }
      }
      return seen;
    }

    /** The handler, or the code registering it, runs only when a test of the capabilities allows it. */
    function registeredUnderCapabilityTest(handler: HandlerRegistration): boolean {
      for (const test of enclosingTests(handler.fn, true)) {
        if (testsCapabilities(test, sourceCode)) return true;
      }
      return false;
    }

    const checkedCache = new Map<HandlerRegistration, boolean>();
    function checks(handler: HandlerRegistration): boolean {
      let checked = checkedCache.get(handler);
      if (checked === undefined) {
        checked = [...reachable(handler.fn)].some((fn) => reading.has(fn)) || registeredUnderCapabilityTest(handler);
        checkedCache.set(handler, checked);
      }
      return checked;
    }

    /** The handlers whose run may reach a site: the one it is written in, or those calling the helper it is in. */
    function handlersReaching(site: TSESTree.Node, handlers: readonly HandlerRegistration[], byFunction: ReadonlyMap<TSESTree.Node, HandlerRegistration>): HandlerRegistration[] {
      const outer = enclosingFunctions(site);
      const own = outer.map((fn) => byFunction.get(fn)).find((handler) => handler !== undefined);
      if (own) return [own];
      if (outer.length === 0) return [];
      return handlers.filter((handler) => outer.some((fn) => reachable(handler.fn).has(fn)));
    }

    const eraAccessor = fileProtocolEra(context) === '2026-07-28'
      ? '`ctx.mcpReq.envelope?.[CLIENT_CAPABILITIES_META_KEY]`'
      : '`server.server.getClientCapabilities()`';

    /** What to do, in the words of the handler's framework. */
    function fixText(handler: HandlerRegistration, need: CapabilityNeed): string {
      if (handler.shape === 'mcp-framework') return 'mcp-framework does not show tools the declaration: catch the request\'s error and fall back.';
      const accessor = handler.shape === 'fastmcp' ? '`session.clientCapabilities`' : eraAccessor;
      return `Read ${accessor} and give the handler a branch for clients without \`${need.capability.split('.')[0]!}\`: do the work another way, or answer that it needs a client that supports it.`;
    }

    /** What happens at run time to a client without the capability. */
    function failureText(need: CapabilityNeed): string {
      if (need.via === 'push') return 'For clients without it the request fails, and the tool with it.';
      return 'The SDK checks every question against the capabilities the request declares and answers a client without it with the error -32021 (MissingRequiredClientCapability): the call fails instead of being answered.';
    }

    /**
     * A request sent at once whose failure a `catch` turns into a fallback (the catch does not end in `throw`).
     * A request held in a `const` counts where the `const` is sent.
     */
    function failureHandled({ node, need }: Site): boolean {
      if (need.via !== 'push') return false;
      const places: TSESTree.Node[] = [node];
      if (node.parent?.type === AST_NODE_TYPES.VariableDeclarator) {
        places.push(...sourceCode.getDeclaredVariables(node.parent).flatMap((variable) => variable.references.filter((reference) => reference.isRead()).map((reference) => reference.identifier)));
      }
      return places.some((place) => {
        let child: TSESTree.Node = place;
        for (let parent: TSESTree.Node | undefined = place.parent; parent && !isFunctionNode(parent); child = parent, parent = parent.parent) {
          if (parent.type === AST_NODE_TYPES.TryStatement && parent.block === child && parent.handler) {
            return parent.handler.body.body.at(-1)?.type !== AST_NODE_TYPES.ThrowStatement;
          }
        }
        return false;
      });
    }

    function requestText(node: Site['node']): string {
      if (node.type === AST_NODE_TYPES.ObjectExpression) return 'This request';
      return `\`${callText(sourceCode, node)}\``;
    }

    function site(node: Site['node']): void {
      const need = capabilityNeed(node, sourceCode);
      if (need && (need.capability !== 'elicitation.form' || checkFormElicitation)) sites.push({ node, need });
    }

    return {
      CallExpression(node) {
        site(node);
        recordCall(node);
      },
      ObjectExpression: site,
      Identifier: read,
      Literal: read,
      TemplateLiteral: read,
      MemberExpression: read,
      'Program:exit'() {
        if (sites.length === 0) return;
        const { handlers, byFunction } = fileHandlers(sourceCode);
        for (const site of sites) {
          const { node, need } = site;
          const reaching = handlersReaching(node, handlers, byFunction);
          const alternative = DEPRECATED[need.capability];
          // Asked by a handler: the SDK's own builders and client-side fixtures hold such requests too.
          if (checkDeprecatedRequests && need.via === 'question' && alternative && reaching.length > 0) {
            context.report({ node, messageId: 'deprecatedRequest', data: { request: requestText(node), what: WHAT[need.capability], alternative } });
          }
          const unchecked = reaching.find((handler) => !checks(handler));
          if (!unchecked || failureHandled(site)) continue;
          // A request in a helper names the handler that reaches it.
          const handler = enclosingFunctions(node).includes(unchecked.fn) ? 'this handler' : `the handler registered on line ${unchecked.registration.loc.start.line}`;
          context.report({
            node,
            messageId: 'uncheckedCapability',
            data: { request: requestText(node), what: WHAT[need.capability], handler, failure: failureText(need), fix: fixText(unchecked, need) },
          });
        }
      },
    };
  },
});
