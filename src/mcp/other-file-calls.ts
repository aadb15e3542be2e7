/**
 * What an untyped run cannot see: calls from handlers to functions of the project's other files
 * (`import { chargeCustomer } from './billing.js'`). Without types the rules judge such a call by its name
 * only, and a question built in the other file is not seen; `mcp-lint` counts them to say so once per run.
 * A handler here is a registered one, or a function that reads its request's round-trip values (`ctx.mcpReq`,
 * `inputResponses`, `requestState`): a tool of a table registered from another file is one the file cannot tell.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { callText } from '../ast/call-text.js';
import type { SourceCode } from '../ast/types.js';
import { fileIndex } from '../ast/file-index.js';
import { isFunctionNode } from '../ast/functions.js';
import { memberName, resolveOrigin } from '../ast/origin.js';
import { fileHandlers } from './handlers.js';

/** A module specifier of the project itself: relative, or a subpath import (`#lib/billing`). */
const PROJECT_MODULE = /^(?:\.{1,2}(?:\/|$)|#)/u;

export interface OtherFileCall {
  call: TSESTree.CallExpression;
  /** The call as messages quote it (`billing.charge()`). */
  text: string;
  /** The module it is imported from, as written. */
  module: string;
}

/** What a handler's context holds for the next round: reading one marks the function as a handler. */
const ROUND_TRIP_MEMBERS = new Set(['mcpReq', 'inputResponses', 'requestState']);

/** The innermost function holding `node` that is in `among` (any function when `among` is null). */
function enclosingFunctionIn(node: TSESTree.Node, among: ReadonlySet<TSESTree.Node> | null): TSESTree.Node | null {
  for (let current = node.parent; current; current = current.parent) {
    if (isFunctionNode(current) && (among === null || among.has(current))) return current;
  }
  return null;
}

/** Calls inside the file's handlers (nested functions included) of functions imported from project files. */
export function otherFileCalls(sourceCode: SourceCode): OtherFileCall[] {
  const index = fileIndex(sourceCode);
  const handlers = new Set<TSESTree.Node>(fileHandlers(sourceCode).handlers.map((handler) => handler.fn));
  for (const member of index.of(AST_NODE_TYPES.MemberExpression)) {
    const name = memberName(member);
    if (name === null || !ROUND_TRIP_MEMBERS.has(name)) continue;
    const fn = enclosingFunctionIn(member, null);
    if (fn) handlers.add(fn);
  }
  if (handlers.size === 0) return [];
  const calls: OtherFileCall[] = [];
  for (const node of index.of(AST_NODE_TYPES.CallExpression)) {
    if (!enclosingFunctionIn(node, handlers)) continue;
    const origin = resolveOrigin(node.callee, sourceCode.getScope(node));
    if (origin.root === 'import' && origin.module !== null && PROJECT_MODULE.test(origin.module)) {
      calls.push({ call: node, text: callText(sourceCode, node), module: origin.module });
    }
  }
  return calls;
}
