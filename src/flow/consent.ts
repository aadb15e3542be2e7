import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { isFunctionNode, resolveFunction, type FunctionNode } from '../ast/functions.js';
import { findVariable, isTransparentWrapper, skipTransparent } from '../ast/origin.js';
import { chainRoot, contains, isLoop, statementListOf, type StatementList } from '../ast/statements.js';
import type { EffectClass } from '../effects/index.js';
import {
  ACCEPTED,
  answerReadOf,
  answerShape,
  ANSWER_TEXT,
  FAILED,
  OUTCOMES,
  possibleOutcomes,
  type AnswerRead,
  type OutcomeSet,
} from '../mcp/answers.js';
import { walkAst } from '../mcp/handlers.js';
import type { EffectAt, FileFlow } from './analysis.js';
import { enclosingFunction } from './functions.js';
import { joinShapes, NEVER, sameShape, ShapeEvaluator, UNDEFINED, type Shape, type Truth } from './shapes.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

const ALL: OutcomeSet = OUTCOMES.reduce((set, outcome) => set | outcome, 0);

/** How a statement can end: by completing normally, or by an unlabeled `break` (for the enclosing `switch`). */
interface Completion {
  normal: OutcomeSet;
  breaks: OutcomeSet;
}

const NO_COMPLETION: Completion = { normal: 0, breaks: 0 };

/** A read of a question's answer in one function's run: a direct read, or a call of a same-file function returning it. */
interface Read {
  node: TSESTree.Node;
  /** The push call, when the read is one (its value may go unused). */
  push: boolean;
  shape(outcome: number): Shape;
  /** Outcomes on which evaluating the read throws instead of giving a value. */
  thrown: OutcomeSet;
}

/** One question as a function's run sees it: every read of its answer, the first one first. */
interface Question {
  fn: FunctionNode;
  reads: Read[];
  possible: OutcomeSet;
  /** Where it is asked, for the message. */
  asked: TSESTree.Node;
  key: string | null;
}

/** What a same-file function returns, per outcome of a question it reads (`return r.action === 'accept' ? r.content : undefined`). */
interface AnswerSummary {
  key: string | null;
  asked: TSESTree.Node;
  possible: OutcomeSet;
  thrown: OutcomeSet;
  shapes: ReadonlyMap<number, Shape>;
}

/** An effect that can run although the answer to a question was not accepted. */
export interface ConsentFinding extends EffectAt {
  /** Where the question is asked: the push call, the `inputRequests` entry, or the read. */
  asked: TSESTree.Node;
  /** The outcomes other than "accepted" on which the effect can run. */
  outcomes: OutcomeSet;
}

/** The ancestor of `node` (or `node` itself) whose parent is `ancestor`. */
function childUnder(ancestor: TSESTree.Node, node: TSESTree.Node): TSESTree.Node | null {
  let child: TSESTree.Node = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent === ancestor) return child;
  }
  return null;
}

/**
 * True when `later` can run after `earlier` in one run of their function: it starts after `earlier` ends, and
 * the two are not in exclusive branches (`if`/`?:` arms, different `switch` cases). A `catch` runs after its
 * `try` block. Loops are not followed back.
 */
export function runsAfter(earlier: TSESTree.Node, later: TSESTree.Node): boolean {
  if (later.range[0] < earlier.range[1]) return false;
  const ancestors = new Set<TSESTree.Node>();
  for (let node: TSESTree.Node | undefined = earlier; node; node = node.parent) ancestors.add(node);
  let common: TSESTree.Node | undefined = later;
  while (common && !ancestors.has(common)) common = common.parent;
  if (!common) return false;
  const a = childUnder(common, earlier);
  const b = childUnder(common, later);
  switch (common.type) {
    case AST_NODE_TYPES.IfStatement:
    case AST_NODE_TYPES.ConditionalExpression:
      return !(a === common.consequent && b === common.alternate);
    case AST_NODE_TYPES.SwitchStatement:
      return a === common.discriminant;
    default:
      return true;
  }
}

/** The statements, returns and exits of a function's own body (not of functions written in it). */
function ownNodes(fn: FunctionNode, sourceCode: SourceCode, keep: (node: TSESTree.Node) => boolean): TSESTree.Node[] {
  const nodes: TSESTree.Node[] = [];
  walkAst(fn.body, sourceCode.visitorKeys, (node) => {
    if (node !== fn.body && isFunctionNode(node)) return false;
    if (keep(node)) nodes.push(node);
    return true;
  });
  return nodes;
}

function isExitStatement(node: TSESTree.Node): boolean {
  return (
    node.type === AST_NODE_TYPES.ReturnStatement ||
    node.type === AST_NODE_TYPES.ThrowStatement ||
    node.type === AST_NODE_TYPES.ContinueStatement ||
    node.type === AST_NODE_TYPES.BreakStatement
  );
}

/**
 * Which outcomes of one question can reach a point of its function's run, decided on the syntax tree: each
 * test on the way (`if`, `?:`, `&&`/`||`/`??`, `switch` cases) is evaluated on each outcome with the shapes the
 * reads give (`ShapeEvaluator`), and each statement run before the point, from the first read on, lets through
 * the outcomes that can complete it (`return`, `throw`, `break`, `continue` let none through; a `catch` lets
 * through what the `try` block throws: a push question that fails, an explicit `throw`). Every outcome is
 * fixed for a whole run, so the restrictions met on the way simply intersect.
 */
class QuestionFlow {
  readonly first: TSESTree.Node;
  private readonly reads = new Map<TSESTree.Node, Read>();
  private readonly evaluator: ShapeEvaluator<number>;
  private readonly completions = new Map<TSESTree.Node, Completion>();
  private readonly caughtSets = new Map<TSESTree.Node, OutcomeSet>();
  private readonly prefixes = new Map<StatementList, Map<TSESTree.Node, OutcomeSet>>();
  private readonly caseEntries = new Map<TSESTree.SwitchStatement, OutcomeSet[]>();

  /** The outcomes the first read can complete with. */
  readonly base: OutcomeSet;

  constructor(
    readonly question: Question,
    private readonly sourceCode: SourceCode,
  ) {
    this.first = question.reads[0]!.node;
    this.base = question.possible & ~question.reads[0]!.thrown;
    for (const read of question.reads) this.reads.set(read.node, read);
    this.evaluator = new ShapeEvaluator(sourceCode, (node, outcome) => this.reads.get(node)?.shape(outcome) ?? null);
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

  private outcomesWhere(test: (outcome: number) => Truth | boolean, within: TSESTree.Node): OutcomeSet {
    let set = 0;
    for (const outcome of OUTCOMES) {
      if (this.question.possible & outcome && test(outcome) !== false) set |= outcome;
    }
    return set & ~this.thrownWithin(within);
  }

  /** Outcomes on which `test` may evaluate to `branch`. */
  may(test: TSESTree.Node, branch: boolean): OutcomeSet {
    return this.outcomesWhere((outcome) => {
      const truth = this.evaluator.truth(test, outcome);
      return truth === null || truth === branch;
    }, test);
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
        const inConsequent = this.holdsFirst(statement.consequent);
        const inAlternate = this.holdsFirst(statement.alternate);
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

/** True when nothing uses the value of a push question (`await ctx.mcpReq.elicitInput(...)` as a statement, or an unread variable). */
function isUnused(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  let parent = node.parent;
  while (parent && (isTransparentWrapper(parent) || parent.type === AST_NODE_TYPES.AwaitExpression)) parent = parent.parent;
  if (parent?.type === AST_NODE_TYPES.ExpressionStatement) return true;
  if (parent?.type !== AST_NODE_TYPES.VariableDeclarator || parent.id.type !== AST_NODE_TYPES.Identifier) return false;
  return sourceCode.getDeclaredVariables(parent).every((variable) => variable.references.every((reference) => !reference.isRead()));
}

/**
 * The consent analysis of a file: for every function that reads the answer to a question (push style or 2026
 * style, or through a same-file function that returns it), the effects its run makes after the first read on
 * paths where the answer was not accepted. See docs/rules/no-side-effect-on-declined-input.md, "How it works".
 */
class ConsentAnalysis {
  private readonly directReads = new Map<FunctionNode, AnswerRead[]>();
  private readonly calls = new Map<FunctionNode, TSESTree.CallExpression[]>();
  private readonly questions = new Map<FunctionNode, Question[]>();
  private readonly summaries = new Map<FunctionNode, AnswerSummary | null>();
  private readonly findingsByClasses = new Map<string, ConsentFinding[]>();

  constructor(
    private readonly sourceCode: SourceCode,
    private readonly flow: FileFlow,
  ) {
    walkAst(sourceCode.ast, sourceCode.visitorKeys, (node) => {
      if (node.type !== AST_NODE_TYPES.CallExpression && node.type !== AST_NODE_TYPES.MemberExpression) return true;
      const fn = enclosingFunction(node);
      if (!fn || !isFunctionNode(fn)) return true;
      const read = answerReadOf(node, sourceCode);
      if (read) push(this.directReads, fn, read);
      else if (node.type === AST_NODE_TYPES.CallExpression && !isFunctionNode(skipTransparent(node.callee))) push(this.calls, fn, node);
      return true;
    });
  }

  /** The questions a function's run reads answers to, each with its reads in source order. */
  private questionsOf(fn: FunctionNode): Question[] {
    let questions = this.questions.get(fn);
    if (questions) return questions;
    // A recursive helper reads no answer from itself.
    this.questions.set(fn, []);
    const byKey = new Map<string, Question>();
    questions = [];
    const add = (read: Read, details: { key: string | null; asked: TSESTree.Node; possible: OutcomeSet; push: boolean }): void => {
      const shared = details.key !== null && !details.push ? byKey.get(details.key) : undefined;
      if (shared) {
        shared.reads.push(read);
        return;
      }
      const question: Question = { fn, reads: [read], possible: details.possible, asked: details.asked, key: details.key };
      questions!.push(question);
      if (details.key !== null && !details.push) byKey.set(details.key, question);
    };
    const reads: { at: number; add: () => void }[] = [];
    for (const read of this.directReads.get(fn) ?? []) {
      const push = read.kind === 'push';
      const thrown = push && read.failure === null ? FAILED : 0;
      reads.push({
        at: read.node.range[0],
        add: () => add({ node: read.node, push, shape: (outcome) => answerShape(read, outcome), thrown }, { key: read.key, asked: read.question, possible: possibleOutcomes(read.kind), push }),
      });
    }
    for (const call of this.calls.get(fn) ?? []) {
      const callee = resolveFunction(call.callee, this.sourceCode.getScope(call));
      const summary = callee ? this.summaryOf(callee) : null;
      if (!summary) continue;
      const push = summary.key === null;
      reads.push({
        at: call.range[0],
        add: () => add({ node: call, push, shape: (outcome) => summary.shapes.get(outcome) ?? NEVER, thrown: summary.thrown }, { ...summary, push }),
      });
    }
    reads.sort((a, b) => a.at - b.at);
    for (const read of reads) read.add();
    this.questions.set(fn, questions);
    return questions;
  }

  /** What a same-file function returns per outcome of the first question it reads whose answer its result depends on. */
  private summaryOf(fn: FunctionNode): AnswerSummary | null {
    if (this.summaries.has(fn)) return this.summaries.get(fn)!;
    this.summaries.set(fn, null);
    let summary: AnswerSummary | null = null;
    for (const question of this.questionsOf(fn)) {
      const flow = new QuestionFlow(question, this.sourceCode);
      const shapes = new Map<number, Shape>();
      let normal = 0;
      const returnOn = (outcomes: OutcomeSet, shapeOf: (outcome: number) => Shape): void => {
        for (const outcome of OUTCOMES) {
          if (!(outcomes & outcome)) continue;
          const shape = shapeOf(outcome);
          const known = shapes.get(outcome);
          shapes.set(outcome, known ? joinShapes(known, shape) : shape);
          normal |= outcome;
        }
      };
      if (fn.body.type !== AST_NODE_TYPES.BlockStatement) {
        returnOn(flow.reach(fn.body, fn), (outcome) => flow.value(fn.body, outcome));
      } else {
        for (const node of ownNodes(fn, this.sourceCode, (n) => n.type === AST_NODE_TYPES.ReturnStatement && n.range[0] >= flow.first.range[1])) {
          const argument = (node as TSESTree.ReturnStatement).argument;
          returnOn(flow.reach(node, fn), (outcome) => (argument ? flow.value(argument, outcome) : UNDEFINED));
        }
        // Falling off the end returns `undefined`.
        returnOn(flow.completes(fn.body), () => UNDEFINED);
      }
      const thrown = question.possible & ~normal;
      const seen = [...shapes.values()];
      // What it returns differs per outcome, or it throws on some answers (not only when asking fails).
      const depends = normal !== 0 && ((thrown & ~FAILED) !== 0 || seen.some((shape) => !sameShape(shape, seen[0]!)));
      if (depends) {
        summary = { key: question.key, asked: question.asked, possible: question.possible, thrown, shapes };
        break;
      }
    }
    this.summaries.set(fn, summary);
    return summary;
  }

  findings(classes: ReadonlySet<EffectClass>): ConsentFinding[] {
    const key = [...classes].sort().join(',');
    let findings = this.findingsByClasses.get(key);
    if (findings) return findings;
    findings = [];
    const functions = new Set([...this.directReads.keys(), ...this.calls.keys()]);
    for (const fn of functions) {
      const questions = this.questionsOf(fn);
      if (questions.length > 0) this.collect(fn, questions, classes, findings);
    }
    this.findingsByClasses.set(key, findings);
    return findings;
  }

  private collect(fn: FunctionNode, questions: Question[], classes: ReadonlySet<EffectClass>, findings: ConsentFinding[]): void {
    const flows = questions.map((question) => new QuestionFlow(question, this.sourceCode));
    const readNodes = new Set(questions.flatMap((question) => question.reads.map((read) => read.node)));
    const gates = new Map<QuestionFlow, boolean>();
    const reported = new Set<TSESTree.Node>();
    for (const effect of this.flow.effectsIn(fn, classes)) {
      // Asking again is not an effect of the answer.
      if (reported.has(effect.report) || readNodes.has(effect.report) || isAnswerCall(effect.effectCall, this.sourceCode)) continue;
      // An effect the handler can still ask after runs before a question (send-then-ask, resume): that is the
      // business of no-side-effect-before-input-required.
      if (this.questionFollows(fn, effect.report)) continue;
      // The nearest question before the effect speaks for it.
      for (const flow of [...flows].reverse()) {
        if (!runsAfter(flow.first, effect.report)) continue;
        const reached = flow.reach(effect.report, fn);
        const outcomes = reached & ~ACCEPTED;
        if (outcomes === 0) continue;
        // The answer decides whether this effect runs, or whether something else does.
        let gate = (reached & flow.base) !== flow.base || gates.get(flow);
        if (gate === undefined) gates.set(flow, (gate = this.isGate(flow, fn)));
        if (!gate || this.dependsOnAnswer(effect.report, flow.question)) continue;
        reported.add(effect.report);
        findings.push({ ...effect, asked: flow.question.asked, outcomes });
        break;
      }
    }
  }

  private questionFollows(fn: FunctionNode, node: TSESTree.Node): boolean {
    return this.flow.exitsOf(fn).some((exit) => contains(exit, node) || runsAfter(node, exit));
  }

  /**
   * Whether the answer decides what runs next: some `return`, `throw`, `break` or `continue` after it is
   * reached on some outcomes and not others, or nothing uses it at all. An answer that decides nothing (no
   * exit, and no effect either) is data ("which format?", with a default when declined), not consent.
   */
  private isGate(flow: QuestionFlow, fn: FunctionNode): boolean {
    const { question, base } = flow;
    const first = question.reads[0]!;
    if (question.reads.length === 1 && first.push && isUnused(first.node, this.sourceCode)) return true;
    return ownNodes(fn, this.sourceCode, (node) => isExitStatement(node) && node.range[0] >= flow.first.range[1]).some((exit) => {
      const reached = flow.reach(exit, fn) & base;
      return reached !== 0 && reached !== base;
    });
  }

  /** True when the call's arguments use the answer: a read, or a variable whose value comes from one. */
  private dependsOnAnswer(call: TSESTree.Node, question: Question): boolean {
    if (call.type !== AST_NODE_TYPES.CallExpression && call.type !== AST_NODE_TYPES.NewExpression) return false;
    const args = call.arguments;
    const inArguments = (node: TSESTree.Node): boolean => args.some((argument) => contains(argument, node));
    if (question.reads.some((read) => inArguments(read.node))) return true;
    return this.derivedVariables(question).some((variable) => variable.references.some((reference) => inArguments(reference.identifier)));
  }

  /** Variables whose value comes from the answer: declared from it, assigned from it, or given a property from it. */
  private derivedVariables(question: Question): TSESLint.Scope.Variable[] {
    const writes = ownNodes(question.fn, this.sourceCode, (node) => node.type === AST_NODE_TYPES.VariableDeclarator || node.type === AST_NODE_TYPES.AssignmentExpression) as (
      | TSESTree.VariableDeclarator
      | TSESTree.AssignmentExpression
    )[];
    const derived = new Set<TSESLint.Scope.Variable>();
    const usesAnswer = (value: TSESTree.Node): boolean =>
      question.reads.some((read) => contains(value, read.node)) ||
      [...derived].some((variable) => variable.references.some((reference) => contains(value, reference.identifier)));
    const targets = (write: TSESTree.VariableDeclarator | TSESTree.AssignmentExpression): readonly TSESLint.Scope.Variable[] => {
      if (write.type === AST_NODE_TYPES.VariableDeclarator) return this.sourceCode.getDeclaredVariables(write);
      const root = chainRoot(write.left);
      const variable = root?.type === AST_NODE_TYPES.Identifier ? findVariable(this.sourceCode.getScope(root), root.name) : null;
      return variable ? [variable] : [];
    };
    for (let grew = true; grew; ) {
      grew = false;
      for (const write of writes) {
        const value = write.type === AST_NODE_TYPES.VariableDeclarator ? write.init : write.right;
        if (!value || !usesAnswer(value)) continue;
        for (const variable of targets(write)) {
          if (derived.has(variable)) continue;
          derived.add(variable);
          grew = true;
        }
      }
    }
    return [...derived];
  }
}

function isAnswerCall(call: TSESTree.Node, sourceCode: SourceCode): boolean {
  return call.type === AST_NODE_TYPES.CallExpression && answerReadOf(call, sourceCode) !== null;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const analyses = new WeakMap<TSESTree.Program, ConsentAnalysis>();

/** The effects of `classes` that can run although an answer was not accepted, computed once per file. */
export function consentFindings(sourceCode: SourceCode, flow: FileFlow, classes: ReadonlySet<EffectClass>): ConsentFinding[] {
  if (!ANSWER_TEXT.test(sourceCode.text)) return [];
  let analysis = analyses.get(sourceCode.ast);
  if (!analysis) analyses.set(sourceCode.ast, (analysis = new ConsentAnalysis(sourceCode, flow)));
  return analysis.findings(classes);
}
