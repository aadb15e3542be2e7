import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { alwaysLeaves, contains, isLoop, statementListOf, type StatementList } from '../ast/statements.js';
import { chainRoot } from '../ast/chains.js';
import type { EffectFinding } from '../flow/analysis.js';
import { isFunctionNode, resolveFunction, type FunctionNode } from '../ast/functions.js';
import { findVariable, resolveOrigin, skipTransparent } from '../ast/origin.js';
import { literalResultType } from '../mcp/exits.js';
import { isRoundTripValue, roundTripTestPresence } from '../mcp/round-trip.js';
import { perRoundSource } from '../mcp/per-round.js';
import { holdsOutsideFunctions, isAwaitNode, returnedValues, walkAst } from '../ast/walk.js';
import { mayNotSwap, readsChangesOf } from './footprint.js';
import { givesQuestionOrNothing, readsRequestState } from './questions.js';
import { lineAfter, lineIndent, mentionsName, reindented, removalRange, startsLine, statementLines, type LineSpan } from './text.js';
import type { SourceCode, Variable } from '../ast/types.js';
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

/** The finding's asker, when its body is a block, and the statement holding the report placed as `statementBeforeExit` places it. */
function placedInAsker(finding: EffectFinding): { asker: FunctionNode; placed: Placed } | null {
  const asker = finding.asker;
  if (!isFunctionNode(asker) || asker.body.type !== AST_NODE_TYPES.BlockStatement) return null;
  const placed = statementBeforeExit(finding);
  return placed && { asker, placed };
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
 * The ways `nodes` can be left other than by falling through or returning an exit: a `return` of something
 * else, or a `break`/`continue` aimed outside them. Moving the effect past such a way out would stop it from
 * running there, which is more than the suggestion says, unless the suggestion says so.
 */
function waysOut(sourceCode: SourceCode, nodes: readonly TSESTree.Node[], exits: ReadonlySet<TSESTree.Node>): TSESTree.Node[] {
  const found: TSESTree.Node[] = [];
  for (const root of nodes) {
    walkAst(root, sourceCode.visitorKeys, (node) => {
      if (node !== root && isFunctionNode(node)) return false;
      if (node.type === AST_NODE_TYPES.ReturnStatement) {
        if (node.argument === null || !exits.has(node.argument)) found.push(node);
      } else if ((node.type === AST_NODE_TYPES.BreakStatement || node.type === AST_NODE_TYPES.ContinueStatement) && jumpsOut(node, root)) {
        found.push(node);
      }
      return true;
    });
  }
  return found;
}

function leavesOtherwise(sourceCode: SourceCode, nodes: readonly TSESTree.Node[], exits: ReadonlySet<TSESTree.Node>): boolean {
  return waysOut(sourceCode, nodes, exits).length > 0;
}

/**
 * A `return` of a plain result (no question, no call but a same-file builder of plain results such as
 * `text('Not run.')`) of rounds that got an answer and stop there: a question comes before it, in its block or one
 * around it within `root` (`if (!go) return ask(); if (!go.proceed) return text('Not run.')`), or it runs only
 * when an answer or state came back (`if (answer.kind === 'elicit' && answer.action === 'decline') return
 * text('Declined')` written before the question, `answeredOnly`). An effect moved below the question does not run
 * there either, which the sibling rule asks for on a decline.
 */
function returnsAfterQuestion(way: TSESTree.ReturnStatement, root: TSESTree.Node, exits: ReadonlySet<TSESTree.Node>, sourceCode: SourceCode): boolean {
  if (!way.argument || !plainResult(way.argument, sourceCode)) return false;
  const holdsExit = (node: TSESTree.Node): boolean => [...exits].some((exit) => contains(node, exit));
  for (let child: TSESTree.Node = way; child !== root && child.parent; child = child.parent) {
    const list = statementListOf(child.parent);
    const index = list ? (list as TSESTree.Node[]).indexOf(child) : -1;
    if (index > 0 && list!.slice(0, index).some(holdsExit)) return true;
  }
  return answeredOnly(way, root, sourceCode);
}

/** True when `node` runs only on a round that carries an answer or state: a branch of an `if` within `root` that needs one. */
function answeredOnly(node: TSESTree.Node, root: TSESTree.Node, sourceCode: SourceCode): boolean {
  for (let child: TSESTree.Node = node; child !== root && child.parent; child = child.parent) {
    const parent = child.parent;
    if (parent.type !== AST_NODE_TYPES.IfStatement || child === parent.test) continue;
    if (roundTripTestPresence(parent.test, sourceCode.getScope(parent), child === parent.consequent) === 'present') return true;
  }
  return false;
}

/**
 * What of the statements a move passes can see the order of the moved ones: everything, except the branches that
 * run only on a round with an answer and always end in a `return` the move passes (`if (declined) { await
 * notifyDeclined(); return text('Declined') }`). The moved statements no longer run on those rounds, so the
 * branch's own effects have nothing to keep their order with; only its test stays. Null when such a branch reads
 * what the moved statements declare (it would read it before it exists).
 */
function orderedPart(
  between: readonly TSESTree.Node[],
  moved: readonly TSESTree.Statement[],
  passable: (way: TSESTree.Node) => boolean,
  copied: ReadonlySet<TSESTree.Node>,
  sourceCode: SourceCode,
): TSESTree.Node[] | null {
  const kept: TSESTree.Node[] = [];
  for (const node of between) {
    // A branch the moved statements are copied into runs its own code after them on either side of the move.
    if (copied.has(node)) {
      kept.push((node as TSESTree.IfStatement).test);
      continue;
    }
    const branch =
      node.type === AST_NODE_TYPES.IfStatement && !node.alternate && alwaysLeaves(node.consequent) && answeredOnly(node.consequent, node, sourceCode)
        ? node.consequent
        : null;
    const ways = branch ? waysOut(sourceCode, [branch], new Set()) : [];
    if (!branch || ways.length === 0 || !ways.every(passable)) {
      kept.push(node);
      continue;
    }
    if (readsDeclaredIn(branch, moved, sourceCode)) return null;
    kept.push((node as TSESTree.IfStatement).test);
  }
  return kept;
}

/** True when `node` refers to a variable declared in `statements`. */
function readsDeclaredIn(node: TSESTree.Node, statements: readonly TSESTree.Statement[], sourceCode: SourceCode): boolean {
  let found = false;
  walkAst(node, sourceCode.visitorKeys, (inner) => {
    if (found) return false;
    if (inner.type === AST_NODE_TYPES.Identifier) {
      const variable = findVariable(sourceCode.getScope(inner), inner.name);
      found = variable?.defs.some((def) => statements.some((statement) => contains(statement, def.name))) ?? false;
    }
    return !found;
  });
  return found;
}

/** A plain result, or a call of a same-file function that returns only plain results (the `text(value)` builders of tools). */
function plainResult(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  if (plainlyAnswers(node)) return true;
  const inner = skipTransparent(node);
  if (inner.type !== AST_NODE_TYPES.CallExpression) return false;
  const builder = resolveFunction(inner.callee, sourceCode.getScope(inner));
  if (!builder || builder.async || builder.generator) return false;
  const returned = returnedValues(builder, sourceCode.visitorKeys);
  return returned.length > 0 && returned.every(plainlyAnswers);
}

/**
 * The variables of the asker declared before `moved` (not parameters) that a `finally` in them uses: it releases
 * what was taken there (`const lock = await acquire(); try { ... } finally { lock.release() }`), and below the
 * question the rounds that ask would take it and never give it back.
 */
function releasedEarlier(sourceCode: SourceCode, moved: readonly TSESTree.Node[], asker: TSESTree.Node): Set<Variable> {
  const start = moved[0]!.range[0];
  const found = new Set<Variable>();
  for (const root of moved) {
    walkAst(root, sourceCode.visitorKeys, (node) => {
      if (node !== root && isFunctionNode(node)) return false;
      if (node.type !== AST_NODE_TYPES.TryStatement || !node.finalizer) return true;
      walkAst(node.finalizer, sourceCode.visitorKeys, (inner) => {
        if (inner.type !== AST_NODE_TYPES.Identifier) return true;
        const variable = findVariable(sourceCode.getScope(inner), inner.name);
        if (variable?.defs.some((def) => def.type !== 'Parameter' && contains(asker, def.name) && def.name.range[0] < start)) found.add(variable);
        return true;
      });
      return true;
    });
  }
  return found;
}

/**
 * How many statements right before `list[index]` take what a `finally` in the moved statements gives back
 * (`const client = await pool.connect();` before `try { ... } finally { client.release(); }`), so that they move
 * along and the rounds that run the `try` take and release it as before, the others neither: 0 when nothing
 * earlier is released. Each of them must be a `const` or `let` declaring only such variables, used nowhere but in
 * them and the moved statements; null when a released variable is declared anywhere else or used elsewhere.
 */
function takenAlong(sourceCode: SourceCode, list: StatementList, index: number, end: number, asker: TSESTree.Node): number | null {
  const released = releasedEarlier(sourceCode, list.slice(index, end + 1), asker);
  if (released.size === 0) return 0;
  let lead = 0;
  const remaining = new Set(released);
  while (remaining.size > 0) {
    const before = list[index - lead - 1];
    if (before?.type !== AST_NODE_TYPES.VariableDeclaration || before.kind === 'var') return null;
    const declared = sourceCode.getDeclaredVariables(before);
    if (declared.length === 0 || declared.some((variable) => !released.has(variable))) return null;
    for (const variable of declared) remaining.delete(variable);
    lead += 1;
  }
  const run = list.slice(index - lead, end + 1) as TSESTree.Node[];
  const usedOnlyThere = [...released].every((variable) => variable.references.every((reference) => run.some((statement) => contains(statement, reference.identifier))));
  return usedOnlyThere ? lead : null;
}

/** A `return` of a question or an answer split into an `if` that asks and a `return` of the answer, the moved lines between. */
type ReturnSplit = Pick<Destination, 'at' | 'indent' | 'wrap'> & {
  /** What decides, evaluated before the moved lines once split. */
  test: TSESTree.Expression;
  /** The question, evaluated only on the path that asks; null when the test is the question itself. */
  question: TSESTree.Node | null;
  construct: string;
};

/** Where the statements go, and what they must be able to pass to get there. */
interface Destination {
  /** The `if` (or `?:`) named in the message, its line. */
  line: number;
  construct?: string;
  at: number;
  indent: string;
  /** Text around the moved statements, when they go into a branch that becomes a block. */
  wrap?: { before: string; after: string; range: [number, number] };
  /** The code that runs after the moved statements now, and before them after the move, on the path to them. */
  passed: (end: number) => TSESTree.Node[];
  /** Code they ran before and no longer run before (the path that asks): it must not read what they change. */
  skipped: readonly TSESTree.Node[];
  /**
   * Does the skipped code run only on later rounds, after one that ran the moved statements (the answered path of
   * the send-then-ask move)? Then what they changed in the world, in modules and in the instance is there already;
   * only the asker's own variables (its locals and parameters, made again on every round) are not.
   */
  skippedOnLaterRounds?: boolean;
  /** May they pass returns of plain results after a question (`returnsAfterQuestion`)? They then no longer run there. */
  passesReturns?: boolean;
  /** May they pass a branch that returns before the question without asking, a copy of them going into it (`returnCopies`)? */
  copiesIntoReturns?: boolean;
  /** The `if` whose branch holds the question they go below: a copy of them goes into a new `else` of it, with the indent of that branch. */
  elseOf?: { target: TSESTree.IfStatement; indent: string };
  /** May they pass other effects (the calls a wrapper's question follows when they are refused)? Their order changes. */
  passesEffects?: boolean;
  /** May they change places with calls that share with them only values both are handed (`mayNotSwap`)? */
  remoteOrder?: boolean;
  /** Something else that keeps the moved statements before what they would pass. */
  keepsOrder?: (moved: readonly TSESTree.Node[], passed: readonly TSESTree.Node[]) => boolean;
}

/** The statements that move, the lines they span, and the returns of plain results they pass (and no longer run before). */
interface MovableRun {
  moved: TSESTree.Statement[];
  /** How many of them come before the reported statement: they take what its `finally` gives back (`takenAlong`). */
  lead: number;
  span: LineSpan;
  passedReturns: TSESTree.Node[];
  /** The branches that return without asking which a copy of the moved statements goes into. */
  copies: ReturnCopy[];
}

/** A branch `if (test) return text('…')` between the moved statements and the question, and where their copy goes in it. */
interface ReturnCopy {
  way: TSESTree.ReturnStatement;
  branch: TSESTree.IfStatement;
  into: Pick<Destination, 'at' | 'indent' | 'wrap'>;
}

/** How many branches a move may copy its statements into: more would be a rewrite, not a quick fix. */
const MAX_COPIES = 2;

/**
 * The copies that keep the moved statements running, as they do now, on the rounds that leave by `ways` before the
 * question without asking (`if (readers.length === 0) return text('Written')`, a dry run): each way must be the
 * `return` of a plain result ending the branch of an `if` without `else` among `between`, the branch's only way
 * out. The copy goes to the start of the branch (what the branch runs before its `return` ran after the moved
 * statements, and still does), so the moved statements only change places with the code before the branch and its
 * test, as they do on the way to the question. Null when a way is anything else, or a name the moved statements
 * declare means something else in the branch.
 */
function returnCopies(ways: readonly TSESTree.Node[], between: readonly TSESTree.Node[], moved: readonly TSESTree.Statement[], sourceCode: SourceCode): ReturnCopy[] | null {
  if (ways.length > MAX_COPIES) return null;
  const declared = moved.flatMap((statement) => sourceCode.getDeclaredVariables(statement));
  const copies: ReturnCopy[] = [];
  for (const way of ways) {
    if (way.type !== AST_NODE_TYPES.ReturnStatement || !way.argument || !plainResult(way.argument, sourceCode)) return null;
    const branch = between.find((node): node is TSESTree.IfStatement => node.type === AST_NODE_TYPES.IfStatement && contains(node.consequent, way));
    if (!branch || branch.alternate !== null || waysOut(sourceCode, [branch.consequent], new Set()).length !== 1) return null;
    const consequent = branch.consequent;
    const into =
      consequent === way
        ? way.loc.start.line === way.loc.end.line ? newBlock(branch, way, sourceCode) : null
        : consequent.type === AST_NODE_TYPES.BlockStatement && consequent.body.at(-1) === way ? blockStart(consequent, sourceCode) : null;
    if (!into || shadowsIn(consequent, declared, sourceCode) || declaresNamesOf(consequent, moved, sourceCode)) return null;
    copies.push({ way, branch, into });
  }
  return copies;
}

/**
 * True when `block` declares, in its own statements, a name that `moved` uses: put there, the moved statements would
 * mean the block's variable by it (before its declaration, a ReferenceError).
 */
function declaresNamesOf(block: TSESTree.Node, moved: readonly TSESTree.Statement[], sourceCode: SourceCode): boolean {
  if (block.type !== AST_NODE_TYPES.BlockStatement) return false;
  const names = new Set(block.body.flatMap((statement) => sourceCode.getDeclaredVariables(statement).map((variable) => variable.name)));
  if (names.size === 0) return false;
  return moved.some((statement) => {
    let found = false;
    walkAst(statement, sourceCode.visitorKeys, (node) => {
      if (!found && node.type === AST_NODE_TYPES.Identifier && names.has(node.name)) found = true;
      return !found;
    });
    return found;
  });
}

/** True when `root` names one of `variables` and means another variable by it (the copy would take its place). */
function shadowsIn(root: TSESTree.Node, variables: readonly Variable[], sourceCode: SourceCode): boolean {
  if (variables.length === 0) return false;
  const names = new Set(variables.map((variable) => variable.name));
  let found = false;
  walkAst(root, sourceCode.visitorKeys, (node) => {
    if (found) return false;
    if (node.type === AST_NODE_TYPES.Identifier && names.has(node.name)) found = !variables.includes(findVariable(sourceCode.getScope(node), node.name)!);
    return !found;
  });
  return found;
}

/**
 * The fewest statements from `list[index]` on, in their order, that can go to `destination`: the statement
 * alone, else with the statements right after it that keep it from moving (the next write, a statement
 * reading its result), up to `stop` (exclusive); with the statements right before it that take what a `finally`
 * of theirs gives back (`takenAlong`). Null when none can.
 */
function movableRun(tools: FixTools, asker: FunctionNode, placed: Placed, stop: number, destination: Destination): MovableRun | null {
  const { list, index } = placed;
  const sourceCode = tools.sourceCode;
  const exits = new Set(tools.exits.exitsOf(asker));
  const footprints = tools.footprints(asker);
  const skipped = footprints.footprint(destination.skipped);
  for (let end = index; end < stop && ![...exits].some((exit) => contains(list[end]!, exit)); end += 1) {
    // What a `finally` gives back is taken right before, and moves along; anything else and the rounds that ask
    // would take it and never give it back.
    const lead = takenAlong(sourceCode, list, index, end, asker);
    if (lead === null) return null;
    const moved = list.slice(index - lead, end + 1);
    const first = statementLines(sourceCode, moved[0]!);
    // A way out inside what moves would stop what follows it from running there; more statements keep it.
    if (!first || leavesOtherwise(sourceCode, moved, new Set())) return null;
    const between = destination.passed(end);
    const lastLines = statementLines(sourceCode, list[end]!);
    const ways = waysOut(sourceCode, between, exits);
    const passable = (way: TSESTree.Node): boolean =>
      destination.passesReturns === true &&
      way.type === AST_NODE_TYPES.ReturnStatement &&
      between.some((root) => contains(root, way) && returnsAfterQuestion(way, root, exits, sourceCode));
    const passedReturns = ways.filter(passable);
    const unpassed = ways.filter((way) => !passable(way));
    // Either kind of return, not both: one message says what the move does.
    const copies = unpassed.length === 0 ? [] : destination.copiesIntoReturns && passedReturns.length === 0 ? returnCopies(unpassed, between, moved, sourceCode) : null;
    if (!lastLines || !copies) continue;
    const copied = new Set<TSESTree.Node>(copies.map((copy) => copy.branch));
    const ordered = ways.length > 0 ? orderedPart(between, moved, passable, copied, sourceCode) : between;
    if (!ordered) continue;
    const passed = footprints.footprint(ordered);
    const own = footprints.footprint(moved);
    // Another effect in between would change order with this one (and a second move would reverse them).
    const skippedReads = destination.skippedOnLaterRounds
      ? readsChangesOf(own, skipped, (key) => typeof key !== 'string' && key.defs.some((def) => contains(asker, def.name)))
      : mayNotSwap(own, skipped);
    if ((passed.effects && destination.passesEffects !== true) || mayNotSwap(own, passed, destination.remoteOrder === true) || skippedReads) continue;
    if (destination.keepsOrder?.(moved, between)) continue;
    return { moved, lead, span: { start: first.start, end: lastLines.end, indent: first.indent }, passedReturns, copies };
  }
  return null;
}

/**
 * What moves with the statement, for the message: nothing; `, and the statement after it (through line 9), in their
 * order,`; `, and the statement before it (line 4) that takes what its \`finally\` gives back,`; or both.
 */
function alongText(moved: readonly TSESTree.Statement[], lead: number, after: number): string {
  const before = lead === 0
    ? null
    : lead === 1
      ? `the statement before it (line ${moved[0]!.loc.start.line}) that takes what its \`finally\` gives back`
      : `the ${lead} statements before it (lines ${moved[0]!.loc.start.line} to ${moved[lead - 1]!.loc.end.line}) that take what its \`finally\` gives back`;
  const later = after === 0 ? null : `the ${after === 1 ? 'statement' : `${after} statements`} after it (through line ${moved.at(-1)!.loc.end.line})`;
  if (!before) return later ? `, and ${later}, in their order,` : '';
  return later ? `, ${before}, and ${later}, in their order,` : `, and ${before},`;
}

/** `line 15 returns`, `lines 15 and 18 return`, `lines 12, 15 and 18 return`. */
function linesReturning(nodes: readonly TSESTree.Node[]): string {
  const lines = [...new Set(nodes.map((node) => node.loc.start.line))].sort((a, b) => a - b).map(String);
  return lines.length === 1 ? `line ${lines[0]} returns` : `lines ${lines.slice(0, -1).join(', ')} and ${lines.at(-1)} return`;
}

function moveSuggestion(
  tools: FixTools,
  messageId: 'suggestMoveBelowQuestion' | 'suggestMoveIntoAnsweredBranch' | 'suggestMoveIntoAskingBranch' | 'suggestMoveBelowRefusableCalls',
  run: MovableRun,
  destination: Destination,
  extra: Record<string, string> = {},
): Suggestion {
  const sourceCode = tools.sourceCode;
  const { moved, lead, span, passedReturns, copies } = run;
  const others = moved.length - 1;
  const after = others - lead;
  const place = (into: Pick<Destination, 'at' | 'indent' | 'wrap'>, fixer: TSESLint.RuleFixer): TSESLint.RuleFix => {
    const text = reindented(sourceCode, moved, span, into.indent);
    return into.wrap ? fixer.replaceTextRange(into.wrap.range, `${into.wrap.before}${text}${into.wrap.after}`) : fixer.insertTextAfterRange([into.at, into.at], text);
  };
  const returns = passedReturns.length > 0 ? passedReturns : copies.map((copy) => copy.way);
  const elseOf = destination.elseOf;
  const elseBranch = (fixer: TSESLint.RuleFixer): TSESLint.RuleFix[] => {
    if (!elseOf) return [];
    const outer = lineIndent(sourceCode, elseOf.target.range[0]);
    return [fixer.insertTextAfterRange([elseOf.target.range[1], elseOf.target.range[1]], ` else {\n${reindented(sourceCode, moved, span, elseOf.indent)}${outer}}`)];
  };
  return {
    messageId: elseOf
      ? 'suggestMoveIntoQuestionBranchWithElse'
      : copies.length > 0 ? 'suggestMoveBelowQuestionCopyingIntoReturns' : passedReturns.length > 0 ? 'suggestMoveBelowQuestionPastReturn' : messageId,
    data: {
      line: String(destination.line),
      along: alongText(moved, lead, after),
      runs: others === 0 ? 'it runs' : 'they run',
      ...(destination.construct === undefined ? {} : { construct: destination.construct }),
      ...(passedReturns.length > 0 ? { notRuns: others === 0 ? 'it no longer runs' : 'they no longer run' } : {}),
      ...(copies.length > 0 || elseOf ? { copy: others === 0 ? 'a copy of it' : 'a copy of them' } : {}),
      ...(copies.length > 0 ? { branches: copies.length === 1 ? 'the branch' : 'the branches' } : {}),
      ...(elseOf ? { outer: String(elseOf.target.loc.start.line) } : {}),
      ...(returns.length > 0 ? { returns: linesReturning(returns) } : {}),
      ...extra,
    },
    fix: (fixer) => [fixer.removeRange(removalRange(sourceCode, span)), ...copies.map((copy) => place(copy.into, fixer)), place(destination, fixer), ...elseBranch(fixer)],
  };
}

/**
 * "Move it below the question" (the rule doc's Suggestions): the statement holding the effect goes right after
 * the last `if` of its block that holds an exit it can reach, when no exit is reachable from there, nothing
 * in between depends on it or changes what it reads, and nothing in between leaves another way. When what
 * keeps it from moving is the statements right after it (the next write, a statement reading its result), it
 * moves together with the fewest of them that remove the obstacle, in their order.
 */
export function moveBelowQuestion(finding: EffectFinding, tools: FixTools): Suggestion | null {
  const below = questionBelow(finding, tools);
  if (!below) return null;
  const { asker, placed, last, guard, target } = below;
  // A guard that writes before it asks (`if (!answer) { await sendCode(); return ask(...) }`, send-then-ask): the moved
  // statements no longer run on its path, so those writes keep no order with them; they must only not read what the
  // moved statements change (`skipped`). The test and the question itself are passed as any code in between.
  const sent = sendsBeforeAsking(guard, tools.exits.exitsOf(asker), tools.sourceCode);
  const destination: Destination = {
    line: guard.loc.start.line,
    ...target,
    passed: (end) => (sent ? [...placed.list.slice(end + 1, last), guard.test, sent.question] : placed.list.slice(end + 1, last + 1)),
    skipped: sent?.before ?? [],
    passesReturns: true,
    copiesIntoReturns: true,
  };
  const run = movableRun(tools, asker, placed, last, destination);
  return run && moveSuggestion(tools, 'suggestMoveBelowQuestion', run, destination);
}

/**
 * "Move it below the question, inside the `if` that holds it, with a copy in an `else`" (the rule doc's Suggestions),
 * where the question is asked only on some rounds (`if (backlog > 50) { const go = ...; if (!go) return ask(...);
 * if (go.proceed) await priority(); }`) and moving the statement past the whole `if` would change its order with
 * what the branch runs after the question: it goes right after the branch's own last `if` holding the question, and a
 * copy into a new `else`, so it runs, as before, on the rounds that skip the branch. Offered when the `if` has no
 * `else` and its branch is a block that asks only in that last `if`, under the move's own conditions (what it passes:
 * the code before the `if`, its test, and the branch up to the question), passing no return, when nothing after the
 * `if` reads what the statements declare.
 */
export function moveIntoQuestionBranch(finding: EffectFinding, tools: FixTools): Suggestion | null {
  const below = questionBelow(finding, tools);
  if (!below) return null;
  const { asker, placed, last, guard } = below;
  const block = guard.consequent;
  if (guard.alternate !== null || block.type !== AST_NODE_TYPES.BlockStatement || block.loc.start.line === block.loc.end.line) return null;
  const exits = tools.exits.exitsOf(asker);
  const holdsExit = (node: TSESTree.Node): boolean => exits.some((exit) => contains(node, exit));
  let inner = block.body.length - 1;
  while (inner >= 0 && !holdsExit(block.body[inner]!)) inner -= 1;
  const question = block.body[inner];
  if (question?.type !== AST_NODE_TYPES.IfStatement || alwaysLeaves(question) || exitAfter(question, asker.body, holdsExit)) return null;
  const target = lineAfter(tools.sourceCode, question);
  const branchIndent = statementLines(tools.sourceCode, block.body[0]!)?.indent;
  if (!target || branchIndent === undefined) return null;
  const destination: Destination = {
    line: question.loc.start.line,
    ...target,
    passed: (end) => [...placed.list.slice(end + 1, last), guard.test, ...block.body.slice(0, inner + 1)],
    skipped: [],
    elseOf: { target: guard, indent: branchIndent },
  };
  const run = movableRun(tools, asker, placed, last, destination);
  if (!run || run.passedReturns.length > 0 || declaresNamesOf(block, run.moved, tools.sourceCode)) return null;
  // Declared in the branch and in the `else`, what the statements declare is out of scope after the `if`.
  const declared = run.moved.flatMap((statement) => tools.sourceCode.getDeclaredVariables(statement));
  if (declared.some((variable) => variable.references.some((reference) => !reference.init && !contains(block, reference.identifier)))) return null;
  return moveSuggestion(tools, 'suggestMoveBelowQuestion', run, destination);
}

/**
 * The statements a guard runs before its question, and the question's `return`, when the guard is an `if` without
 * `else` whose block ends in that `return` of an exit and leaves no other way: send-then-ask. Null otherwise.
 */
function sendsBeforeAsking(guard: TSESTree.IfStatement, exits: readonly TSESTree.Node[], sourceCode: SourceCode): { before: TSESTree.Statement[]; question: TSESTree.Statement } | null {
  const block = guard.consequent;
  if (guard.alternate !== null || block.type !== AST_NODE_TYPES.BlockStatement || block.body.length < 2) return null;
  const question = block.body.at(-1)!;
  if (question.type !== AST_NODE_TYPES.ReturnStatement || !question.argument || !exits.includes(question.argument)) return null;
  const before = block.body.slice(0, -1);
  return waysOut(sourceCode, before, new Set(exits)).length === 0 ? { before, question } : null;
}

/** The question a statement can go below: the last `if` of its block holding an exit, with no exit reachable after it. */
interface QuestionBelow {
  asker: FunctionNode;
  placed: Placed;
  /** The `if`'s index in the statement's list. */
  last: number;
  guard: TSESTree.IfStatement;
  /** Where a line right after the `if` goes. */
  target: { at: number; indent: string };
}

function questionBelow(finding: EffectFinding, tools: FixTools): QuestionBelow | null {
  const inAsker = placedInAsker(finding);
  if (!inAsker) return null;
  const { asker, placed } = inAsker;
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
  const target = lineAfter(tools.sourceCode, guard);
  return target && { asker, placed, last, guard, target };
}

/** A call of the global `Promise.all` with one argument: that argument. */
export function promiseAllArgument(node: TSESTree.Node, sourceCode: SourceCode): TSESTree.Node | null {
  if (node.type !== AST_NODE_TYPES.CallExpression || node.arguments.length !== 1) return null;
  const origin = resolveOrigin(node.callee, sourceCode.getScope(node));
  return origin.root === 'global' && origin.name === 'Promise' && origin.path.join('.') === 'all' ? node.arguments[0]! : null;
}

/**
 * "Take it out of the `Promise.all` and move it below the question" (the rule doc's Suggestions): a call among those
 * of `await Promise.all([...])` whose result nothing takes (`const [purge] = await Promise.all([purgeCache(),
 * deleteRoute()])`: the pattern ends before it) goes right after the question as `await deleteRoute();`, the others
 * stay. The calls of one `Promise.all` start together and finish in no set order, so this one finishing after them
 * is an order they already had; it must not change what they read as they start, and what lies between the statement
 * and the question must let it pass as it lets any moved statement. One call on one line, no comment in what is taken out.
 */
export function moveOutOfPromiseAll(finding: EffectFinding, tools: FixTools): Suggestion | null {
  const sourceCode = tools.sourceCode;
  const call = finding.report;
  const array = call.parent;
  if (array?.type !== AST_NODE_TYPES.ArrayExpression || array.elements.length < 2 || call.loc.start.line !== call.loc.end.line) return null;
  const all = array.parent;
  if (!all || promiseAllArgument(all, sourceCode) !== array || all.parent?.type !== AST_NODE_TYPES.AwaitExpression) return null;
  const elements = array.elements;
  const index = elements.indexOf(call);
  if (elements.some((element) => element === null || element.type === AST_NODE_TYPES.SpreadElement)) return null;
  // What takes the results: nothing (`await Promise.all(...);`), or a pattern of plain names ending before this one.
  const holder = all.parent.parent;
  const taken =
    holder.type === AST_NODE_TYPES.ExpressionStatement
      ? 0
      : holder.type === AST_NODE_TYPES.VariableDeclarator && holder.init === all.parent && holder.id.type === AST_NODE_TYPES.ArrayPattern && holder.id.elements.every((element) => element?.type !== AST_NODE_TYPES.RestElement)
        ? holder.id.elements.length
        : null;
  if (taken === null || taken > index) return null;
  const below = questionBelow(finding, tools);
  if (!below) return null;
  const { asker, placed, last, guard, target } = below;
  const between = placed.list.slice(placed.index + 1, last + 1);
  if (leavesOtherwise(sourceCode, between, new Set(tools.exits.exitsOf(asker)))) return null;
  const footprints = tools.footprints(asker);
  const own = footprints.footprint([call]);
  const passed = footprints.footprint(between);
  const peers = footprints.footprint(elements.filter((element) => element !== call) as TSESTree.Node[]);
  // The calls of the \`Promise.all\` may share the values they are handed (\`args.to\`), as calls a wrapper's question follows do.
  if (passed.effects || mayNotSwap(own, passed) || mayNotSwap(own, peers, true)) return null;
  // Out of the list with its comma: the one before it when it is last, else the one after it.
  const removed: [number, number] = index === elements.length - 1 ? [elements[index - 1]!.range[1], call.range[1]] : [call.range[0], elements[index + 1]!.range[0]];
  if (sourceCode.getAllComments().some((comment) => comment.range[0] >= removed[0] && comment.range[1] <= removed[1])) return null;
  return {
    messageId: 'suggestMoveOutOfPromiseAll',
    data: { line: String(guard.loc.start.line) },
    fix: (fixer) => [fixer.removeRange(removed), fixer.insertTextAfterRange([target.at, target.at], `${target.indent}await ${sourceCode.getText(call)};\n`)],
  };
}

/**
 * The branch of `node` that gets past the questions: an `if` one of whose branches is a block with no exit that
 * always leaves (`return` or `throw`, no jump out of it), while every other way on from the `if` asks: its
 * other branch holds an exit and always leaves, or there is none and the statements after it end in a
 * `return` of an exit with no other way out.
 */
function answeredBranch(node: TSESTree.Statement, rest: readonly TSESTree.Statement[], exits: ReadonlySet<TSESTree.Node>, sourceCode: SourceCode): TSESTree.Statement | null {
  if (node.type !== AST_NODE_TYPES.IfStatement) return null;
  const holdsExit = (branch: TSESTree.Node): boolean => [...exits].some((exit) => contains(branch, exit));
  // A branch that is one `return`/`throw` on one line becomes a block; longer ones are blocks already.
  const leavesCleanly = (branch: TSESTree.Statement | null): branch is TSESTree.Statement =>
    branch !== null &&
    (branch.type === AST_NODE_TYPES.BlockStatement ? branch.body.length > 0 : branch.loc.start.line === branch.loc.end.line && node.alternate === null) &&
    !holdsExit(branch) && alwaysLeaves(branch) && !jumpsOutOf(branch, sourceCode);
  const asks = (branch: TSESTree.Statement | null): boolean => {
    if (branch) return holdsExit(branch) && alwaysLeaves(branch);
    const final = rest.at(-1);
    return final?.type === AST_NODE_TYPES.ReturnStatement && final.argument !== null && exits.has(final.argument) && !leavesOtherwise(sourceCode, rest, exits);
  };
  if (leavesCleanly(node.consequent) && asks(node.alternate ?? null)) return node.consequent;
  if (node.alternate && leavesCleanly(node.alternate) && asks(node.consequent)) return node.alternate;
  return null;
}

/** True when a `break`/`continue` in `root` leaves it. */
function jumpsOutOf(root: TSESTree.Node, sourceCode: SourceCode): boolean {
  let found = false;
  walkAst(root, sourceCode.visitorKeys, (node) => {
    if (found || (node !== root && isFunctionNode(node))) return false;
    if (node.type === AST_NODE_TYPES.BreakStatement || node.type === AST_NODE_TYPES.ContinueStatement) found = jumpsOut(node, root);
    return !found;
  });
  return found;
}

/** The start of a block's first line of code (above that statement's own comments). */
function blockStart(block: TSESTree.BlockStatement, sourceCode: SourceCode): { at: number; indent: string } | null {
  const first = block.body[0]!;
  const lines = statementLines(sourceCode, first);
  return lines && first.loc.start.line !== block.loc.start.line ? { at: lines.start, indent: lines.indent } : null;
}

/**
 * The block a one-line branch becomes (`if (ok) return done;` → `if (ok) {`, the moved lines, `return done;`,
 * `}`), indented one step deeper than the `if`: the step its block is indented by.
 */
function newBlock(target: TSESTree.IfStatement, branch: TSESTree.Statement, sourceCode: SourceCode): Pick<Destination, 'at' | 'indent' | 'wrap'> | null {
  const outer = lineIndent(sourceCode, target.range[0]);
  const parent = target.parent;
  const parentIndent = parent.type === AST_NODE_TYPES.BlockStatement ? lineIndent(sourceCode, parent.range[0]) : null;
  if (!startsLine(sourceCode, target) || parentIndent === null || !outer.startsWith(parentIndent) || outer === parentIndent) return null;
  const indent = outer + outer.slice(parentIndent.length);
  return {
    at: branch.range[0],
    indent,
    wrap: { before: '{\n', after: `${indent}${sourceCode.getText(branch)}\n${outer}}`, range: branch.range },
  };
}

/** A value that is plainly no question: an object literal of plain properties without `resultType`, or a literal. */
function plainlyAnswers(node: TSESTree.Node): boolean {
  const inner = skipTransparent(node);
  if (inner.type === AST_NODE_TYPES.Literal || inner.type === AST_NODE_TYPES.TemplateLiteral) return true;
  return inner.type === AST_NODE_TYPES.ObjectExpression && inner.properties.every((property) => property.type === AST_NODE_TYPES.Property) && literalResultType(inner) === null;
}

/** `!(test)` written short: `!x` → `x`, `a.b` → `!a.b`. */
function negated(test: TSESTree.Expression, sourceCode: SourceCode): string {
  const text = sourceCode.getText(test);
  if (test.type === AST_NODE_TYPES.UnaryExpression && test.operator === '!') return sourceCode.getText(test.argument);
  const simple = [AST_NODE_TYPES.Identifier, AST_NODE_TYPES.MemberExpression, AST_NODE_TYPES.CallExpression, AST_NODE_TYPES.ChainExpression];
  return simple.includes(test.type) ? `!${text}` : `!(${text})`;
}

/**
 * `return test ? answer : question` (or the other way round), where the answer is plainly no question: it
 * becomes `if (...) return question;`, the moved lines, `return answer;`, which runs them only past the question.
 */
function splitConditionalReturn(node: TSESTree.Statement, exits: ReadonlySet<TSESTree.Node>, sourceCode: SourceCode): ReturnSplit | null {
  if (node.type !== AST_NODE_TYPES.ReturnStatement || !node.argument || !exits.has(node.argument) || !startsLine(sourceCode, node)) return null;
  const conditional = skipTransparent(node.argument);
  if (conditional.type !== AST_NODE_TYPES.ConditionalExpression) return null;
  const { test, consequent, alternate } = conditional;
  const answerFirst = plainlyAnswers(consequent);
  if (answerFirst === plainlyAnswers(alternate)) return null;
  const [answer, question] = answerFirst ? [consequent, alternate] : [alternate, consequent];
  const indent = lineIndent(sourceCode, node.range[0]);
  const asks = answerFirst ? negated(test, sourceCode) : sourceCode.getText(test);
  return {
    at: node.range[0],
    indent,
    wrap: { before: `if (${asks}) return ${sourceCode.getText(question)};\n`, after: `${indent}return ${sourceCode.getText(answer)};`, range: node.range },
    test,
    question,
    construct: '`?:` (which becomes an `if`)',
  };
}

/** Names the `??` split may hold the question in, the first the file does not use. */
const QUESTION_NAMES = ['question', 'pendingQuestion', 'nextQuestion'];

/**
 * `return ask(...) ?? answer` (or `||`), where `ask` gives a question or nothing and the answer is plainly no question
 * (`needConfirmation(ctx, message) ?? { content }`): it becomes `const question = ask(...);`, `if (question) return
 * question;`, the moved lines, `return answer;`. The question is then built before them, so it must not read what
 * they change (`test`).
 */
function splitNullishReturn(node: TSESTree.Statement, exits: ReadonlySet<TSESTree.Node>, tools: FixTools): ReturnSplit | null {
  const sourceCode = tools.sourceCode;
  if (node.type !== AST_NODE_TYPES.ReturnStatement || !node.argument || !exits.has(node.argument) || !startsLine(sourceCode, node)) return null;
  const logical = skipTransparent(node.argument);
  if (logical.type !== AST_NODE_TYPES.LogicalExpression || (logical.operator !== '??' && logical.operator !== '||') || !plainlyAnswers(logical.right)) return null;
  const left = skipTransparent(logical.left);
  const awaited = left.type === AST_NODE_TYPES.AwaitExpression;
  const call = left.type === AST_NODE_TYPES.AwaitExpression ? skipTransparent(left.argument) : left;
  const name = QUESTION_NAMES.find((candidate) => !mentionsName(sourceCode.text, candidate));
  if (call.type !== AST_NODE_TYPES.CallExpression || !name || !givesQuestionOrNothing(call, awaited, tools)) return null;
  const indent = lineIndent(sourceCode, node.range[0]);
  return {
    at: node.range[0],
    indent,
    wrap: {
      before: `const ${name} = ${sourceCode.getText(logical.left)};\n${indent}if (${name}) return ${name};\n`,
      after: `${indent}return ${sourceCode.getText(logical.right)};`,
      range: node.range,
    },
    test: logical.left,
    question: null,
    construct: `\`${logical.operator}\` (which becomes an \`if\`)`,
  };
}

/**
 * "Move it into the branch that does not ask" (the rule doc's Suggestions), for handlers that ask last
 * (`if (answer) { ...; return result; } return inputRequired(...)`): the statement holding the effect goes to
 * the start of the branch that gets past the questions, when nothing on the way there depends on it or
 * changes what it reads, and nothing on the way that asks reads what it changes.
 */
export function moveIntoAnsweredBranch(finding: EffectFinding, tools: FixTools): Suggestion | null {
  const inAsker = placedInAsker(finding);
  if (!inAsker) return null;
  const { asker, placed } = inAsker;
  const { statement, list, index } = placed;
  const sourceCode = tools.sourceCode;
  const exits = new Set(tools.exits.exitsOf(asker));
  // The first `if` after the statement with an answered branch, or `return test ? answer : question`, within a
  // screenful (the bound keeps this linear).
  let branch: TSESTree.Statement | null = null;
  let split: ReturnSplit | null = null;
  let at = index + 1;
  for (; at < list.length && list[at]!.loc.start.line - statement.loc.end.line <= MAX_LINES_PASSED; at += 1) {
    branch = answeredBranch(list[at]!, list.slice(at + 1), exits, sourceCode);
    split = branch ? null : (splitConditionalReturn(list[at]!, exits, sourceCode) ?? splitNullishReturn(list[at]!, exits, tools));
    if (branch || split) break;
  }
  const found = list[at];
  at += 1;
  if (!found || found.loc.end.line - statement.loc.end.line > MAX_LINES_PASSED) return null;
  if (split) {
    const { test, question, construct, ...into } = split;
    const destination: Destination = { line: found.loc.start.line, construct, ...into, passed: (end) => [...list.slice(end + 1, at - 1), test], skipped: question ? [question] : [] };
    const run = movableRun(tools, asker, placed, at - 1, destination);
    return run && moveSuggestion(tools, 'suggestMoveIntoAnsweredBranch', run, destination);
  }
  if (!branch) return null;
  const target = found as TSESTree.IfStatement;
  const into = branch.type === AST_NODE_TYPES.BlockStatement ? blockStart(branch, sourceCode) : newBlock(target, branch, sourceCode);
  if (!into) return null;
  const other = branch === target.consequent ? target.alternate : target.consequent;
  const destination: Destination = {
    line: target.loc.start.line,
    construct: '`if`',
    ...into,
    passed: (end) => [...list.slice(end + 1, at - 1), target.test],
    skipped: [...(other ? [other] : []), ...list.slice(at)],
  };
  const run = movableRun(tools, asker, placed, at - 1, destination);
  return run && !declaresNamesOf(branch, run.moved, sourceCode) ? moveSuggestion(tools, 'suggestMoveIntoAnsweredBranch', run, destination) : null;
}

/**
 * The code that runs after `node` on the way out of `asker`'s body, when only blocks, `if`s and the blocks of `try`s
 * with only a `finally` lie between them: the statements after it in its list and in every list around it, and those
 * `finally` blocks. Null inside a loop, `switch`, label, `catch` or `try` with one, where more than the text after it
 * can run next.
 */
export function codeAfter(node: TSESTree.Statement, asker: FunctionNode): TSESTree.Node[] | null {
  const after: TSESTree.Node[] = [];
  const body: TSESTree.Node = asker.body;
  for (let child: TSESTree.Node = node; child !== body; ) {
    const parent: TSESTree.Node | undefined = child.parent;
    if (parent?.type === AST_NODE_TYPES.BlockStatement) after.push(...parent.body.slice((parent.body as TSESTree.Node[]).indexOf(child) + 1));
    else if (parent?.type === AST_NODE_TYPES.TryStatement && parent.handler === null && child === parent.block) after.push(parent.finalizer!);
    else if (parent?.type !== AST_NODE_TYPES.IfStatement) return null;
    child = parent;
  }
  return after;
}

/**
 * True when every variable of the asker that `test` reads is only ever given round-trip values (`const answer =
 * acceptedContent(...)`, `let note; ... note = acceptedContent(...)`): a test of it then tells rounds by their answers
 * alone. A variable also given an argument (`let reason = args.reason`) can make the test fail on a first round.
 */
function testsOnlyRoundTripValues(test: TSESTree.Node, asker: FunctionNode, sourceCode: SourceCode): boolean {
  let only = true;
  walkAst(test, sourceCode.visitorKeys, (node) => {
    if (!only || (node !== test && isFunctionNode(node))) return false;
    const parent = node.parent;
    const named = parent?.type === AST_NODE_TYPES.MemberExpression && parent.property === node && !parent.computed;
    if (node.type !== AST_NODE_TYPES.Identifier || named) return true;
    const variable = findVariable(sourceCode.getScope(node), node.name);
    if (variable?.defs.some((def) => def.type === 'Variable' && contains(asker, def.name))) {
      only = variable.references.every((reference) => !reference.isWrite() || (reference.writeExpr !== null && reference.writeExpr !== undefined && isRoundTripValue(reference.writeExpr, reference.from)));
    }
    return only;
  });
  return only;
}

/**
 * "Move it into the branch that asks" (the rule doc's Suggestions), the send-then-ask pattern of DESIGN §4, for an
 * effect whose result only the question shows (`const preview = await emails.send(...)`, then `if (!ok) return
 * ask(\`Preview ${preview.id} sent. Send to everyone?\`)`), where no codec can carry it: the statement goes to the
 * start of the branch of the next `if`, which asks. That `if` must be taken exactly when the answer is absent (its
 * test false says an answer came back, so a round that asked, and ran the effect, came before), and its branch must
 * leave; nothing after it may read what the statement declares or changes in the asker's own variables (the rounds
 * past the question no longer run it; what it did elsewhere was done when they asked), nothing in between may depend on it or change what it reads, and no way out may lie in between.
 * Withheld in askers that read `requestState` (a test of it may never pass) and in loops.
 */
export function moveIntoAskingBranch(finding: EffectFinding, tools: FixTools): Suggestion | null {
  const inAsker = placedInAsker(finding);
  if (!inAsker) return null;
  const { asker, placed } = inAsker;
  const { statement, list, index } = placed;
  const sourceCode = tools.sourceCode;
  const exits = tools.exits.exitsOf(asker);
  const holdsExit = (node: TSESTree.Node): boolean => exits.some((exit) => contains(node, exit));
  let at = index + 1;
  while (at < list.length && !holdsExit(list[at]!)) at += 1;
  const guard = list[at];
  if (guard?.type !== AST_NODE_TYPES.IfStatement || guard.alternate !== null || !alwaysLeaves(guard.consequent) || readsRequestState(asker, sourceCode)) return null;
  if (guard.loc.end.line - statement.loc.end.line > MAX_LINES_PASSED) return null;
  const scope = sourceCode.getScope(guard);
  if (roundTripTestPresence(guard.test, scope, true) !== 'absent' || roundTripTestPresence(guard.test, scope, false) !== 'present') return null;
  if (!testsOnlyRoundTripValues(guard.test, asker, sourceCode)) return null;
  const after = codeAfter(guard, asker);
  if (!after) return null;
  const branch = guard.consequent;
  const into = branch.type === AST_NODE_TYPES.BlockStatement ? blockStart(branch, sourceCode) : newBlock(guard, branch, sourceCode);
  if (!into) return null;
  const destination: Destination = {
    line: guard.loc.start.line,
    ...into,
    passed: (end) => [...list.slice(end + 1, at), guard.test],
    skipped: after,
    skippedOnLaterRounds: true,
    keepsOrder: (moved) => usesPerRoundValue(moved, sourceCode) && perRoundValueRead(after, asker, sourceCode),
  };
  const run = movableRun(tools, asker, placed, at, destination);
  return run && !declaresNamesOf(branch, run.moved, sourceCode) ? moveSuggestion(tools, 'suggestMoveIntoAskingBranch', run, destination) : null;
}

/** True when what the statements do is built from a value new each round (`` Key: `${key}/${Date.now()}.md` ``). */
function usesPerRoundValue(statements: readonly TSESTree.Node[], sourceCode: SourceCode): boolean {
  let found = false;
  for (const statement of statements) {
    walkAst(statement, sourceCode.visitorKeys, (node) => {
      if (found || (node !== statement && isFunctionNode(node))) return false;
      const expression = node.type === AST_NODE_TYPES.ExpressionStatement ? node.expression : node.type === AST_NODE_TYPES.VariableDeclarator ? node.init : null;
      if (expression && perRoundSource(expression, sourceCode.getScope(expression))) found = true;
      return !found;
    });
  }
  return found;
}

/**
 * True when the code after the question reads a variable of the asker whose value is new each round (`objectKey` of
 * `` `${key}/${Date.now()}.md` ``): moved into the branch that asks, the effect ran on an earlier round with another
 * one (the upload under another key than the one the answered round then emails).
 */
function perRoundValueRead(after: readonly TSESTree.Node[], asker: FunctionNode, sourceCode: SourceCode): boolean {
  let found = false;
  for (const root of after) {
    walkAst(root, sourceCode.visitorKeys, (node) => {
      if (found) return false;
      if (node.type !== AST_NODE_TYPES.Identifier) return true;
      const scope = sourceCode.getScope(node);
      const variable = findVariable(scope, node.name);
      if (variable?.defs.some((def) => contains(asker, def.name)) && perRoundSource(node, scope)) found = true;
      return !found;
    });
  }
  return found;
}

/** True when `root` holds an `await` (or `for await`) outside the functions written in it, after `from` when given. */
function awaitsIn(root: TSESTree.Node, sourceCode: SourceCode, from = -1): boolean {
  return holdsOutsideFunctions(root, sourceCode.visitorKeys, (node) => isAwaitNode(node) && node.range[0] > from);
}

/**
 * "Move it below the calls that may be refused" (the rule doc's Suggestions), for an effect of a function a wrapper
 * runs and asks after when it throws (`withPermissionRetry(fn)`, a `defineTool` whose `catch` asks for elevation): the
 * statement of the function's body holding the effect goes right after the last later statement that awaits (that
 * can throw the error class it asks for, when it asks for one of the file's: a package's call cannot), so every call
 * that can be refused has got through when it runs, and a refused round has not run it. It may pass other effects
 * only when the moved effect cannot be refused itself (by the types, or a package's call and a class of the file: a
 * database write below the GitHub call that may answer 403): else the passed effect would be the one to repeat. Withheld when the
 * function throws itself, when what it passes reads or changes what it uses, or when a way out lies in between.
 */
export function moveBelowRefusableCalls(finding: EffectFinding, tools: FixTools): Suggestion | null {
  const wrapper = finding.wrapper;
  if (!wrapper?.onThrow) return null;
  const sourceCode = tools.sourceCode;
  let fn: TSESTree.Node | undefined = finding.report.parent;
  while (fn && !isFunctionNode(fn)) fn = fn.parent;
  if (!fn || !isFunctionNode(fn) || fn.body.type !== AST_NODE_TYPES.BlockStatement) return null;
  const list = fn.body.body;
  const index = list.findIndex((statement) => contains(statement, finding.report));
  const statement = list[index];
  // The statement must hold the effect where it runs (no callback of it), and nothing in it may wait after it.
  if (!statement || awaitsIn(statement, sourceCode, finding.report.range[1])) return null;
  let inner: TSESTree.Node | undefined = finding.report.parent;
  for (; inner && inner !== statement; inner = inner.parent) if (isFunctionNode(inner) || isLoop(inner)) return null;
  // With types, or for a wrapper of this file asking for one of its error classes, only the calls that can throw what
  // it asks for can be refused; else any awaited one.
  const types = tools.exits.types;
  const { mayThrowCaught } = wrapper;
  const refusableCall = (call: TSESTree.Node): boolean => (mayThrowCaught ? mayThrowCaught(call) : (types?.mayThrowFor(call, wrapper) ?? true));
  const mayBeRefused = (later: TSESTree.Node): boolean =>
    awaitsIn(later, sourceCode) && ((!types && !mayThrowCaught) || holdsOutsideFunctions(later, sourceCode.visitorKeys, (node) => node.type === AST_NODE_TYPES.CallExpression && refusableCall(node)));
  // The function's own `throw new QuotaExceeded(...)` is a refusal too: the wrapper may ask for what it throws. A
  // `throw error` (of anything) may be any refusal, wherever it is: then no place is past them all.
  const throws = (node: TSESTree.Node, what: (thrown: TSESTree.Node) => boolean = () => true): boolean =>
    holdsOutsideFunctions(node, sourceCode.visitorKeys, (inner) => inner.type === AST_NODE_TYPES.ThrowStatement && what(skipTransparent(inner.argument)));
  const throwsLater = list.slice(index + 1).some((later) => throws(later));
  if (throwsLater && throws(fn.body, (thrown) => thrown.type !== AST_NODE_TYPES.NewExpression)) return null;
  const refusal = (later: TSESTree.Node): boolean => (mayThrowCaught ? mayBeRefused(later) : awaitsIn(later, sourceCode)) || throws(later);
  let last = -1;
  for (let at = index + 1; at < list.length; at += 1) if (refusal(list[at]!)) last = at;
  const target = last === -1 ? null : list[last]!;
  if (!target || alwaysLeaves(target) || target.loc.end.line - statement.loc.end.line > MAX_LINES_PASSED) return null;
  const after = lineAfter(sourceCode, target);
  if (!after) return null;
  // The statements right after it that no refusal can stop (one reading its result, a write that cannot be refused)
  // may go along, in their order; one that may be refused would still follow it.
  let stop = index + 1;
  while (stop < last && !mayBeRefused(list[stop]!) && !throws(list[stop]!)) stop += 1;
  // A later call through the same client may read what the effect made (`addTeam(...)`, then `listTeams()`).
  const clients = (nodes: readonly TSESTree.Node[]): Set<string> => new Set(nodes.flatMap((node) => calledClients(node, sourceCode)));
  const sharesClient = (moved: readonly TSESTree.Node[], passed: readonly TSESTree.Node[]): boolean => {
    const own = [...clients(moved)];
    return [...clients(passed)].some((client) => own.some((mine) => sameClient(mine, client)));
  };
  const refusable = refusableCall(finding.report);
  const destination: Destination = {
    line: target.loc.start.line,
    ...after,
    passed: (end) => list.slice(end + 1, last + 1),
    skipped: [],
    passesEffects: !refusable,
    remoteOrder: true,
    keepsOrder: sharesClient,
  };
  const run = movableRun(tools, fn, { statement, list, index }, stop, destination);
  const many = run !== null && run.moved.length > 1;
  return run && moveSuggestion(tools, 'suggestMoveBelowRefusableCalls', run, destination, {
    wrapper: wrapper.wrapper,
    after: many ? 'them' : 'it',
    object: many ? 'them' : 'it',
    subject: many ? 'They' : 'It',
    run: many ? 'run' : 'runs',
  });
}

/**
 * The names calls in `root` are made through, outside nested functions: `tracker` of `tracker.addTeam()`, `this.api` of
 * `this.api.get()` (a field of the instance, told apart from its other fields as variables are), `this` of
 * `this.refresh()` (a method of the instance, which may use any of its fields).
 */
function calledClients(root: TSESTree.Node, sourceCode: SourceCode): string[] {
  const names: string[] = [];
  walkAst(root, sourceCode.visitorKeys, (node) => {
    if (node !== root && isFunctionNode(node)) return false;
    if (node.type === AST_NODE_TYPES.CallExpression && skipTransparent(node.callee).type === AST_NODE_TYPES.MemberExpression) {
      const client = chainRoot(node.callee);
      if (client?.type === AST_NODE_TYPES.Identifier) names.push(client.name);
      else if (client) names.push(instanceField(skipTransparent(node.callee) as TSESTree.MemberExpression) ?? 'this');
    }
    return true;
  });
  return names;
}

/**
 * `this.api` of a callee `this.api.get` or `this.api.issues.create`; null for `this.get`, a computed field, or a chain
 * through a call (`this.client().get`: a method of the instance gives the client).
 */
function instanceField(callee: TSESTree.MemberExpression): string | null {
  let current: TSESTree.Node = callee;
  while (current.type === AST_NODE_TYPES.MemberExpression) {
    const inner = skipTransparent(current.object);
    if (inner.type === AST_NODE_TYPES.ThisExpression) {
      return current !== callee && !current.computed && current.property.type === AST_NODE_TYPES.Identifier ? `this.${current.property.name}` : null;
    }
    current = inner;
  }
  return null;
}

/** Whether calls through two such names may reach one client: the same name, or a method of the instance and a field of it. */
function sameClient(a: string, b: string): boolean {
  return a === b || (a === 'this' && b.startsWith('this.')) || (b === 'this' && a.startsWith('this.'));
}
