import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { alwaysLeaves, statementListOf, type StatementList } from '../ast/statements.js';
import { isRoundTripValue, roundTripTestPresence } from '../mcp/round-trip.js';
import type { SourceCode } from '../ast/types.js';

/**
 * Decides whether code runs only on rounds where a round-trip value is absent ("guarded", see
 * docs/architecture.md): it sits in the absence branch of a test of `inputResponses` / `requestState` / a
 * value derived from them, or after `if (<present>) return/throw ...` in an enclosing block. Statement lists
 * are scanned once each and memoised, so the cost stays linear however many calls are asked about.
 *
 *   const code = acceptedContent(ctx.mcpReq.inputResponses, 'code');   // Segment 1
 *   if (!code) {                                  // Segment 1 ends on the test: true means absent
 *     await sendCode(args.phone);                 // Segment 2, under an absence test: guarded (send-then-ask)
 *     return inputRequired(askCode);              // Segment 2: the exit
 *   }
 *   await charge(args);                           // Segment 3: runs once the code came back, not guarded
 *
 *   const state = ctx.mcpReq.requestState();
 *   if (state) return finish(state); // `if (<present>) return`: guardedFrom(list) is the next index
 *   const order = await createOrder(args);           // guarded: runs only on the round without state
 *   return inputRequired({ ..., requestState: await codec.mint({ id: order.id }) });   // resume
 *
 * A test of presence never guards: `if (code) { await charge(args); return inputRequired(next) }` charges
 * on this round and again on the round that answers `next`.
 */
export class AbsenceGuards {
  /** For a statement list: the index of the first statement that runs only when a value is absent. */
  private readonly firstGuardedIndex = new Map<StatementList, number>();

  constructor(private readonly sourceCode: SourceCode) {}

  private presence(test: TSESTree.Node): 'absent' | 'present' | null {
    return roundTripTestPresence(test, this.sourceCode.getScope(test));
  }

  private guardedFrom(list: StatementList): number {
    let index = this.firstGuardedIndex.get(list);
    if (index === undefined) {
      index = list.findIndex(
        (statement) =>
          statement.type === AST_NODE_TYPES.IfStatement &&
          statement.alternate === null &&
          alwaysLeaves(statement.consequent) &&
          this.presence(statement.test) === 'present',
      );
      // Everything after the early exit is guarded; -1 (none) becomes "past the end".
      index = index === -1 ? Number.POSITIVE_INFINITY : index + 1;
      this.firstGuardedIndex.set(list, index);
    }
    return index;
  }

  /** Whether `node` runs only when a round-trip value it tests is absent, looking no further up than `boundary`. */
  isGuarded(node: TSESTree.Node, boundary: TSESTree.Node): boolean {
    let child: TSESTree.Node = node;
    for (let parent = node.parent; parent && child !== boundary; child = parent, parent = parent.parent) {
      switch (parent.type) {
        case AST_NODE_TYPES.IfStatement:
        case AST_NODE_TYPES.ConditionalExpression:
          if (child === parent.consequent && this.presence(parent.test) === 'absent') return true;
          if (child === parent.alternate && this.presence(parent.test) === 'present') return true;
          break;
        case AST_NODE_TYPES.LogicalExpression:
          if (child !== parent.right) break;
          if (parent.operator === '&&' && this.presence(parent.left) === 'absent') return true;
          if (parent.operator === '||' && this.presence(parent.left) === 'present') return true;
          if (parent.operator === '??' && isRoundTripValue(parent.left, this.sourceCode.getScope(parent.left))) return true;
          break;
        default: {
          const list = statementListOf(parent);
          if (list && (list as TSESTree.Node[]).indexOf(child) >= this.guardedFrom(list)) return true;
        }
      }
    }
    return false;
  }
}
