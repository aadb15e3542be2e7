import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { isFunctionNode, resolveLocalFunction, type FunctionNode } from '../flow/functions.js';
import { inputRequiredKind } from '../mcp/exits.js';
import { returnedValues } from '../mcp/handlers.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * The `input_required` exits of functions, by the definition the flow analysis uses (DESIGN §4): returned
 * values that may be a result with `resultType: 'input_required'`, counting same-file helpers that may return
 * one. The analysis only hands out the nearest exit of a finding; a fix must know them all.
 */
export class ExitFinder {
  private readonly exits = new Map<FunctionNode, TSESTree.Node[]>();
  /** Helpers being decided: recursion answers "no" for them, as an unfinished summary does. */
  private readonly pending = new Set<FunctionNode>();
  /** Set when an answer leaned on a pending helper: such an answer may be short and is not kept. */
  private leanedOnPending = false;

  constructor(private readonly sourceCode: SourceCode) {}

  exitsOf(fn: TSESTree.Node): readonly TSESTree.Node[] {
    if (!isFunctionNode(fn)) return [];
    const known = this.exits.get(fn);
    if (known) return known;
    const outerLeaned = this.leanedOnPending;
    this.leanedOnPending = false;
    this.pending.add(fn);
    const found = returnedValues(fn, this.sourceCode.visitorKeys).filter(
      (value) =>
        inputRequiredKind(value, this.sourceCode.getScope(value), (call) => {
          const callee = resolveLocalFunction(call.callee, this.sourceCode.getScope(call));
          if (callee === null) return false;
          if (this.pending.has(callee)) {
            this.leanedOnPending = callee !== fn || this.leanedOnPending;
            return false;
          }
          return this.exitsOf(callee).length > 0;
        }) !== null,
    );
    this.pending.delete(fn);
    if (!this.leanedOnPending) this.exits.set(fn, found);
    this.leanedOnPending = outerLeaned || this.leanedOnPending;
    return found;
  }
}
