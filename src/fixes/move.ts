import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { alwaysLeaves, contains, isLoop, statementListOf, type StatementList } from '../ast/statements.js';
import type { EffectFinding } from '../flow/analysis.js';
import { isFunctionNode } from '../ast/functions.js';
import { findVariable } from '../ast/origin.js';
import { walkAst } from '../ast/walk.js';
import { mayNotSwap } from './footprint.js';
import { lineAfter, reindented, removalRange, statementLines } from './text.js';
import type { SourceCode } from '../ast/types.js';
import type { FixTools, Suggestion } from './tools.js';

/** How many lines a statement may be moved down at most. */
const MAX_LINES_PASSED = 60;

/** A statement of the asker and the statement list it sits in. */
export interface Placed {
  statement: TSESTree.Statement;
  list: StatementList;
  index: number;
}

/**
 * The statement holding the report, in the list where a later statement holds the exit: the innermost
 * statement around the call of which that is true (the whole `if`/`switch`/`try` when the exit is after it).
 */
export function statementBeforeExit(finding: EffectFinding): Placed | null {
  let child: TSESTree.Node = finding.report;
  for (let parent: TSESTree.Node | undefined = child.parent; parent && child !== finding.asker; child = parent, parent = parent.parent) {
    const list = statementListOf(parent);
    if (!list) continue;
    // A `case` test is not one of the case's statements.
    const index = (list as TSESTree.Node[]).indexOf(child);
    if (index !== -1 && list.slice(index + 1).some((statement) => contains(statement, finding.exit))) {
      return { statement: list[index] as TSESTree.Statement, list, index };
    }
  }
  return null;
}

/** Whether control can reach an exit after `statement` completes normally. */
function exitAfter(statement: TSESTree.Statement, askerBody: TSESTree.Node, holdsExit: (node: TSESTree.Node) => boolean): boolean {
  let child: TSESTree.Node = statement;
  while (child !== askerBody && child.parent) {
    const parent: TSESTree.Node = child.parent;
    const list = statementListOf(parent);
    if (list) {
      const rest: TSESTree.Node[] = list.slice((list as TSESTree.Node[]).indexOf(child) + 1);
      // A `case` falls through into the next ones.
      if (parent.type === AST_NODE_TYPES.SwitchCase && parent.parent.type === AST_NODE_TYPES.SwitchStatement) {
        const cases = parent.parent.cases;
        for (const later of cases.slice(cases.indexOf(parent) + 1)) rest.push(...later.consequent);
      }
      for (const next of rest) {
        if (holdsExit(next)) return true;
        if (alwaysLeaves(next as TSESTree.Statement)) return false;
      }
    } else if (isLoop(parent)) {
      // The back edge leads to every exit of the loop.
      if (holdsExit(parent)) return true;
    } else if (parent.type === AST_NODE_TYPES.TryStatement) {
      if (child === parent.block && parent.handler && holdsExit(parent.handler)) return true;
      if (child !== parent.finalizer && parent.finalizer && holdsExit(parent.finalizer)) return true;
    }
    child = parent;
  }
  return false;
}

/** True when a `break`/`continue` inside `root` jumps to a statement outside it. */
function jumpsOut(jump: TSESTree.BreakStatement | TSESTree.ContinueStatement, root: TSESTree.Node): boolean {
  if (jump.label) {
    for (let node: TSESTree.Node | undefined = jump.parent; node && node !== root.parent; node = node.parent) {
      if (node.type === AST_NODE_TYPES.LabeledStatement && node.label.name === jump.label.name) return false;
    }
    return true;
  }
  for (let node: TSESTree.Node | undefined = jump.parent; node && node !== root.parent; node = node.parent) {
    if (isLoop(node) || (jump.type === AST_NODE_TYPES.BreakStatement && node.type === AST_NODE_TYPES.SwitchStatement)) return false;
  }
  return true;
}

/**
 * True when `nodes` can be left another way than by falling through or returning an exit: a `return` of
 * something else, or a `break`/`continue` aimed outside them. Moving the effect past such a way out would
 * stop it from running there, which is more than the suggestion says.
 */
function leavesOtherwise(sourceCode: SourceCode, nodes: readonly TSESTree.Node[], exits: ReadonlySet<TSESTree.Node>): boolean {
  let found = false;
  for (const root of nodes) {
    walkAst(root, sourceCode.visitorKeys, (node) => {
      if (found || (node !== root && isFunctionNode(node))) return false;
      if (node.type === AST_NODE_TYPES.ReturnStatement) found = node.argument === null || !exits.has(node.argument);
      else if (node.type === AST_NODE_TYPES.BreakStatement || node.type === AST_NODE_TYPES.ContinueStatement) found = jumpsOut(node, root);
      return !found;
    });
  }
  return found;
}

/**
 * True when a `finally` in `moved` uses a variable the asker declared before them (not a parameter): it
 * releases what was taken there (`const lock = await acquire(); try { ... } finally { lock.release() }`), and
 * below the question the rounds that ask would take it and never give it back.
 */
function releasesEarlierResource(sourceCode: SourceCode, moved: readonly TSESTree.Node[], asker: TSESTree.Node): boolean {
  const start = moved[0]!.range[0];
  let found = false;
  for (const root of moved) {
    walkAst(root, sourceCode.visitorKeys, (node) => {
      if (found || (node !== root && isFunctionNode(node))) return false;
      if (node.type !== AST_NODE_TYPES.TryStatement || !node.finalizer) return true;
      walkAst(node.finalizer, sourceCode.visitorKeys, (inner) => {
        if (inner.type !== AST_NODE_TYPES.Identifier) return !found;
        const variable = findVariable(sourceCode.getScope(inner), inner.name);
        found ||= variable?.defs.some((def) => def.type !== 'Parameter' && contains(asker, def.name) && def.name.range[0] < start) ?? false;
        return !found;
      });
      return !found;
    });
  }
  return found;
}

/**
 * "Move it below the question" (the rule doc's Suggestions): the statement holding the effect goes right after
 * the last `if` of its block that holds an exit it can reach, when no exit is reachable from there, nothing
 * in between depends on it or changes what it reads, and nothing in between leaves another way. When what
 * keeps it from moving is the statements right after it (the next write, a statement reading its result), it
 * moves together with the fewest of them that remove the obstacle, in their order.
 */
export function moveBelowQuestion(finding: EffectFinding, tools: FixTools): Suggestion | null {
  const asker = finding.asker;
  if (!isFunctionNode(asker) || asker.body.type !== AST_NODE_TYPES.BlockStatement) return null;
  const placed = statementBeforeExit(finding);
  if (!placed) return null;
  const { statement, list, index } = placed;
  const exitList = tools.exits.exitsOf(asker);
  const holdsExit = (node: TSESTree.Node): boolean => exitList.some((exit) => contains(node, exit));
  if (holdsExit(statement)) return null;
  let last = list.length - 1;
  while (last > index && !holdsExit(list[last]!)) last -= 1;
  const guard = list[last]!;
  if (last === index || guard.type !== AST_NODE_TYPES.IfStatement || alwaysLeaves(guard) || exitAfter(guard, asker.body, holdsExit)) return null;
  // A move across more than a screenful is no quick fix a reader can check at a glance; the bound also keeps
  // the checks below (walks over everything in between) constant per report, so the rule stays linear.
  if (guard.loc.end.line - statement.loc.end.line > MAX_LINES_PASSED) return null;
  const sourceCode = tools.sourceCode;
  const first = statementLines(sourceCode, statement);
  const target = lineAfter(sourceCode, guard);
  if (!first || !target) return null;
  const exits = new Set(exitList);
  const footprints = tools.footprints(asker);
  for (let end = index; end < last && !holdsExit(list[end]!); end += 1) {
    const moved = list.slice(index, end + 1);
    // A way out inside what moves would stop what follows it from running there; more statements keep it.
    if (leavesOtherwise(sourceCode, moved, new Set()) || releasesEarlierResource(sourceCode, moved, asker)) return null;
    const between = list.slice(end + 1, last + 1);
    const lastLines = statementLines(sourceCode, list[end]!);
    if (!lastLines || leavesOtherwise(sourceCode, between, exits)) continue;
    const passed = footprints.footprint(between);
    // Another effect in between would change order with this one (and a second move would reverse them).
    if (passed.effects || mayNotSwap(footprints.footprint(moved), passed)) continue;
    const span = { start: first.start, end: lastLines.end, indent: first.indent };
    const text = reindented(sourceCode, moved, span, target.indent);
    const others = moved.length - 1;
    return {
      messageId: 'suggestMoveBelowQuestion',
      data: {
        line: String(guard.loc.start.line),
        along: others === 0 ? '' : `, and the ${others === 1 ? 'statement' : `${others} statements`} after it (through line ${moved.at(-1)!.loc.end.line}), in their order,`,
        runs: others === 0 ? 'it runs' : 'they run',
      },
      fix: (fixer) => [fixer.removeRange(removalRange(sourceCode, span)), fixer.insertTextAfterRange([target.at, target.at], text)],
    };
  }
  return null;
}
