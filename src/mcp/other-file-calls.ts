/**
 * What an untyped run cannot see: calls from registered handlers to functions of the project's other files
 * (`import { chargeCustomer } from './billing.js'`). Without types the rules judge such a call by its name
 * only, and a question built in the other file is not seen; `mcp-lint` counts them to say so once per run.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { callText } from '../ast/call-text.js';
import { resolveOrigin } from '../ast/origin.js';
import type { SourceCode } from '../ast/types.js';
import { walkAst } from '../ast/walk.js';
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

/** Calls inside the file's registered handlers (nested functions included) of functions imported from project files. */
export function otherFileCalls(sourceCode: SourceCode): OtherFileCall[] {
  const calls: OtherFileCall[] = [];
  const seen = new Set<TSESTree.Node>();
  for (const { fn } of fileHandlers(sourceCode).handlers) {
    if (seen.has(fn)) continue;
    seen.add(fn);
    walkAst(fn.body, sourceCode.visitorKeys, (node) => {
      if (node.type !== AST_NODE_TYPES.CallExpression) return true;
      const origin = resolveOrigin(node.callee, sourceCode.getScope(node));
      if (origin.root === 'import' && origin.module !== null && PROJECT_MODULE.test(origin.module)) {
        calls.push({ call: node, text: callText(sourceCode, node), module: origin.module });
      }
      return true;
    });
  }
  return calls;
}
