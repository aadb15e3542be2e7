import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { isFunctionNode, type FunctionNode } from '../ast/functions.js';
import { objectShape, ShapeEvaluator, valueShape, type Shape, type Truth } from '../ast/shapes.js';
import { contains, isLoop, statementListOf, type StatementList } from '../ast/statements.js';
import type { SourceCode } from '../ast/types.js';
import { walkAst } from '../ast/walk.js';
import { OUTCOMES, type OutcomeSet } from '../mcp/answers.js';
import { isInputRequiredBuilder } from '../mcp/exits.js';

const ALL: OutcomeSet = OUTCOMES.reduce((set, outcome) => set | outcome, 0);

/** How a statement can end: by completing normally, or by an unlabeled `break` (for the enclosing `switch`). */
interface Completion {
  normal: OutcomeSet;
  breaks: OutcomeSet;
}

const NO_COMPLETION: Completion = { normal: 0, breaks: 0 };

/** What the SDK's `inputRequired(...)` builds: an object, so a helper's `return inputRequired(...)` is truthy to its caller. */
const BUILT_QUESTION: Shape = objectShape({ resultType: valueShape('input_required') }, true);

function builtQuestion(node: TSESTree.Node, sourceCode: SourceCode): Shape | null {
  return node.type === AST_NODE_TYPES.CallExpression && isInputRequiredBuilder(node.callee, sourceCode.getScope(node)) ? BUILT_QUESTION : null;
}

/** A read of a question's answer in one function's run: a direct read, or a call of a same-file function returning it. */
export interface Read {
  node: TSESTree.Node;
  /** The push call, when the read is one (its value may go unused). */
  push: boolean;
  shape(outcome: number): Shape;
  /** Outcomes on which evaluating the read throws instead of giving a value. */
  thrown: OutcomeSet;
}

/** One question as a function's run sees it: every read of its answer, the first one first. */
export interface Question {
  fn: FunctionNode;
  reads: Read[];
  possible: OutcomeSet;
  /** Where it is asked, for the message. */
  asked: TSESTree.Node;
  key: string | null;
}

/**
 * Which outcomes of one question can reach a point of its function's run, decided on the syntax tree: each
 * test on the way (`if`, `?:`, `&&`/`||`/`??`, `switch` cases) is evaluated on each outcome with the shapes the
 * reads give (`ShapeEvaluator`), and each statement run before the point, from the first read on, lets through
 * the outcomes that can complete it (`return`, `throw`, `break`, `continue` let none through; a `catch` lets
 * through what the `try` block throws: a push question that fails, an explicit `throw`). Every outcome is
 * fixed for a whole run, so the restrictions met on the way simply intersect.
 */
export class QuestionFlow {
  readonly first: TSESTree.Node;
  private readonly reads = new Map<TSESTree.Node, Read>();
  private readonly evaluator: ShapeEvaluator<number>;
  private readonly completions = new Map<TSESTree.Node, Completion>();
  private readonly caughtSets = new Map<TSESTree.Node, OutcomeSet>();
  private readonly prefixes = new Map<StatementList, Map<TSESTree.Node, OutcomeSet>>();
  private readonly caseEntries = new Map<TSESTree.SwitchStatement, OutcomeSet[]>();
  /** Per test, the outcomes on which it may be false and true. */
  private readonly tests = new Map<TSESTree.Node, [OutcomeSet, OutcomeSet]>();

  /** The outcomes the first read can complete with. */
  readonly base: OutcomeSet;

  constructor(
    readonly question: Question,
    private readonly sourceCode: SourceCode,
    /**
     * `if` statements whose test does not read the answer, each with the arm that holds every question the function
     * asks (`if (existing) { if (!a) return ask(); ... }`): the same test takes the same arm on every round, so a
     * run through the other arm was never asked, whatever the request carries.
     */
    private readonly askingArms: ReadonlyMap<TSESTree.IfStatement, TSESTree.Statement> = new Map(),
  ) {
    this.first = question.reads[0]!.node;
    this.base = question.possible & ~question.reads[0]!.thrown;
    for (const read of question.reads) this.reads.set(read.node, read);
    this.evaluator = new ShapeEvaluator(sourceCode, (node, outcome) => this.reads.get(node)?.shape(outcome) ?? builtQuestion(node, sourceCode));
  }

  value(node: TSESTree.Node, outcome: number): Shape {
    return this.evaluator.value(node, outcome);
  }

  /** Outcomes on which a read inside `node` throws. */
  private thrownWithin(node: TSESTree.Node): OutcomeSet {
    let thrown = 0;
    for (const read of this.question.reads) if (read.thrown && contains(node, read.node)) thrown |= read.thrown;
    return thrown;
  }

  private outcomesWhere(test: (outcome: number) => Truth, within: TSESTree.Node): OutcomeSet {
    let set = 0;
    for (const outcome of OUTCOMES) {
      if (this.question.possible & outcome && test(outcome) !== false) set |= outcome;
    }
    return set & ~this.thrownWithin(within);
  }

  /** Outcomes on which `test` may evaluate to `branch`. */
  may(test: TSESTree.Node, branch: boolean): OutcomeSet {
    let both = this.tests.get(test);
    if (!both) {
      const truths = new Map(OUTCOMES.map((outcome) => [outcome, this.evaluator.truth(test, outcome)]));
      const when = (value: boolean): OutcomeSet => this.outcomesWhere((outcome) => truths.get(outcome) !== !value, test);
      this.tests.set(test, (both = [when(false), when(true)]));
    }
    return both[branch ? 1 : 0];
  }

  private mayTakeRight(logical: TSESTree.LogicalExpression): OutcomeSet {
    if (logical.operator === '&&') return this.may(logical.left, true);
    if (logical.operator === '||') return this.may(logical.left, false);
    return this.outcomesWhere((outcome) => {
      const left = this.value(logical.left, outcome);
      return left.kind !== 'object' && !(left.kind === 'value' && left.value !== null && left.value !== undefined);
    }, logical.left);
  }

  /** The outcomes that can reach `node` from the first read, looking no further up than `boundary`. */
  reach(node: TSESTree.Node, boundary: TSESTree.Node): OutcomeSet {
    let set = this.question.possible & ~this.thrownWithin(node);
    let child: TSESTree.Node = node;
    for (let parent = node.parent; parent && child !== boundary; child = parent, parent = parent.parent) {
      switch (parent.type) {
        case AST_NODE_TYPES.IfStatement:
        case AST_NODE_TYPES.ConditionalExpression:
          if (parent.type === AST_NODE_TYPES.IfStatement && child !== parent.test && this.askingArms.has(parent) && this.askingArms.get(parent) !== child) return 0;
          if (child === parent.consequent) set &= this.may(parent.test, true);
          else if (child === parent.alternate) set &= this.may(parent.test, false);
          break;
        case AST_NODE_TYPES.LogicalExpression:
          if (child === parent.right) set &= this.mayTakeRight(parent);
          break;
        case AST_NODE_TYPES.CatchClause:
          if (child === parent.body && parent.parent.type === AST_NODE_TYPES.TryStatement) set &= this.caught(parent.parent);
          break;
        case AST_NODE_TYPES.SwitchCase: {
          if (child === parent.test) break;
          const switchStatement = parent.parent;
          const index = switchStatement.cases.indexOf(parent);
          set &= (this.switchEntries(switchStatement)[index] ?? ALL) & this.before(parent.consequent, child);
          break;
        }
        default: {
          const list = statementListOf(parent);
          if (list) set &= this.before(list, child);
        }
      }
      if (set === 0) return 0;
    }
    return set;
  }

  /** The outcomes that get through the statements of `list` before `statement`, from the first read on. */
  private before(list: StatementList, statement: TSESTree.Node): OutcomeSet {
    let prefix = this.prefixes.get(list);
    if (!prefix) {
      prefix = new Map();
      let set = ALL;
      for (const item of list) {
        prefix.set(item, set);
        if (item.range[1] > this.first.range[0]) set &= this.complete(item).normal;
      }
      this.prefixes.set(list, prefix);
    }
    return prefix.get(statement) ?? ALL;
  }

  /** The outcomes on which a block holding the first read completes without leaving (a body falling off its end). */
  completes(block: TSESTree.BlockStatement): OutcomeSet {
    return this.question.possible & this.complete(block).normal;
  }

  private holdsFirst(node: TSESTree.Node | null | undefined): node is TSESTree.Node {
    return node !== null && node !== undefined && contains(node, this.first);
  }

  /** Runs a statement list from `entry`; when the list holds the first read, from the statement holding it. */
  private completeList(list: StatementList, entry: OutcomeSet): Completion {
    const start = list.findIndex((statement) => this.holdsFirst(statement));
    let normal = entry;
    let breaks = 0;
    for (const statement of start === -1 ? list : list.slice(start)) {
      if (normal === 0) break;
      const completion = this.complete(statement);
      breaks |= normal & completion.breaks;
      normal &= completion.normal;
    }
    return { normal, breaks };
  }

  /**
   * How a statement can complete, per outcome: on every path when it runs after the first read, and on the
   * paths through the read when it holds it (the other arm of an `if` around the question never asked it).
   */
  private complete(statement: TSESTree.Node): Completion {
    let completion = this.completions.get(statement);
    if (!completion) {
      // A cycle cannot happen (a statement's completion depends on statements inside it), but stay safe.
      this.completions.set(statement, { normal: ALL, breaks: 0 });
      completion = this.computeCompletion(statement);
      this.completions.set(statement, completion);
    }
    return completion;
  }

  private computeCompletion(statement: TSESTree.Node): Completion {
    switch (statement.type) {
      case AST_NODE_TYPES.ReturnStatement:
      case AST_NODE_TYPES.ThrowStatement:
      case AST_NODE_TYPES.ContinueStatement:
        return NO_COMPLETION;
      case AST_NODE_TYPES.BreakStatement:
        return statement.label ? NO_COMPLETION : { normal: 0, breaks: ALL };
      case AST_NODE_TYPES.BlockStatement:
      case AST_NODE_TYPES.StaticBlock:
        return this.completeList(statement.body, ALL);
      case AST_NODE_TYPES.IfStatement: {
        const asking = this.askingArms.get(statement);
        const inConsequent = this.holdsFirst(statement.consequent) || asking === statement.consequent;
        const inAlternate = this.holdsFirst(statement.alternate) || (asking !== undefined && asking === statement.alternate);
        const whenTrue = inAlternate ? 0 : this.may(statement.test, true);
        const whenFalse = inConsequent ? 0 : this.may(statement.test, false);
        const consequent = this.complete(statement.consequent);
        const alternate = statement.alternate ? this.complete(statement.alternate) : { normal: ALL, breaks: 0 };
        return {
          normal: (whenTrue & consequent.normal) | (whenFalse & alternate.normal),
          breaks: (whenTrue & consequent.breaks) | (whenFalse & alternate.breaks),
        };
      }
      case AST_NODE_TYPES.TryStatement: {
        const handlerBody = statement.handler?.body;
        let completion: Completion;
        // A question asked in the `finally` or the `catch` is only on the paths through them.
        if (this.holdsFirst(statement.finalizer)) completion = { normal: ALL, breaks: 0 };
        else if (this.holdsFirst(handlerBody)) completion = this.complete(handlerBody);
        else {
          const block = this.complete(statement.block);
          const caught = handlerBody ? this.caught(statement) : 0;
          const handler = handlerBody ? this.complete(handlerBody) : NO_COMPLETION;
          completion = { normal: block.normal | (caught & handler.normal), breaks: block.breaks | (caught & handler.breaks) };
        }
        if (!statement.finalizer) return completion;
        const finalizer = this.complete(statement.finalizer);
        return { normal: completion.normal & finalizer.normal, breaks: (completion.breaks & finalizer.normal) | finalizer.breaks };
      }
      case AST_NODE_TYPES.SwitchStatement:
        return { normal: this.switchEntries(statement).at(-1) ?? ALL, breaks: 0 };
      case AST_NODE_TYPES.LabeledStatement:
        return { normal: this.complete(statement.body).normal, breaks: 0 };
      case AST_NODE_TYPES.FunctionDeclaration:
      case AST_NODE_TYPES.ClassDeclaration:
        return { normal: ALL, breaks: 0 };
      default:
        // Loops: a loop that asks is not followed (its answers vary per iteration); others may run zero times.
        if (isLoop(statement)) return this.question.reads.some((read) => contains(statement, read.node)) ? NO_COMPLETION : { normal: ALL, breaks: 0 };
        return { normal: ALL & ~this.thrownWithin(statement), breaks: 0 };
    }
  }

  /**
   * Per case of a `switch`, the outcomes that enter it (matching its test, or falling through from the case
   * before); one more entry at the end: the outcomes that leave the `switch` normally.
   */
  private switchEntries(statement: TSESTree.SwitchStatement): OutcomeSet[] {
    let entries = this.caseEntries.get(statement);
    if (entries) return entries;
    entries = [];
    this.caseEntries.set(statement, entries);
    const base = ALL & ~this.thrownWithin(statement.discriminant);
    const matches = (test: TSESTree.Expression): OutcomeSet =>
      this.outcomesWhere((outcome) => this.evaluator.equals(statement.discriminant, test, outcome) !== false, statement.discriminant);
    let unmatched = base;
    for (const switchCase of statement.cases) {
      if (!switchCase.test) continue;
      const sure = this.outcomesWhere((outcome) => this.evaluator.equals(statement.discriminant, switchCase.test!, outcome) === true, statement.discriminant);
      unmatched &= ~sure;
    }
    // A question asked in a case is only on the paths through that case and the ones it falls into.
    const asking = statement.cases.findIndex((switchCase) => switchCase.consequent.some((item) => this.holdsFirst(item)));
    let fallthrough = 0;
    let out = 0;
    for (const [index, switchCase] of statement.cases.entries()) {
      const matched = asking === -1 ? (switchCase.test ? matches(switchCase.test) : unmatched) & base : index === asking ? ALL : 0;
      const entry = matched | fallthrough;
      entries.push(entry);
      const completion = this.completeList(switchCase.consequent, entry);
      out |= completion.breaks;
      fallthrough = completion.normal;
    }
    out |= fallthrough;
    if (asking === -1 && !statement.cases.some((switchCase) => !switchCase.test)) out |= unmatched;
    entries.push(out);
    return entries;
  }

  /** The outcomes on which a `try` block throws into its `catch`: a failing push question, an explicit `throw`. */
  private caught(statement: TSESTree.TryStatement): OutcomeSet {
    const known = this.caughtSets.get(statement);
    if (known !== undefined) return known;
    this.caughtSets.set(statement, 0);
    let set = 0;
    for (const read of this.question.reads) {
      if (read.thrown && nearestCatchingTry(read.node) === statement) set |= read.thrown;
    }
    const visit = (node: TSESTree.Node): boolean => {
      if (isFunctionNode(node)) return false;
      if (node.type === AST_NODE_TYPES.ThrowStatement && node.range[0] >= this.first.range[1]) set |= this.reach(node, statement.block);
      // Throws in a nested `try` block end up in the nested `catch`.
      if (node.type === AST_NODE_TYPES.TryStatement && node.handler) {
        walkAst(node.handler.body, this.sourceCode.visitorKeys, visit);
        if (node.finalizer) walkAst(node.finalizer, this.sourceCode.visitorKeys, visit);
        return false;
      }
      return true;
    };
    walkAst(statement.block, this.sourceCode.visitorKeys, visit);
    this.caughtSets.set(statement, set);
    return set;
  }
}

/** The `try` statement whose `catch` receives what `node` throws, within its function. */
function nearestCatchingTry(node: TSESTree.Node): TSESTree.TryStatement | null {
  let child: TSESTree.Node = node;
  for (let parent = node.parent; parent && !isFunctionNode(parent); child = parent, parent = parent.parent) {
    if (parent.type === AST_NODE_TYPES.TryStatement && parent.block === child && parent.handler) return parent;
  }
  return null;
}
