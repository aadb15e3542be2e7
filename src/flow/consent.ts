import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { enclosingFunction, isFunctionNode, resolveFunction, type FunctionNode } from '../ast/functions.js';
import { chainRoot } from '../ast/chains.js';
import { findVariable, isTransparentWrapper, memberName, skipTransparent } from '../ast/origin.js';
import { joinShapes, NEVER, sameShape, UNDEFINED, type Shape } from '../ast/shapes.js';
import { contains } from '../ast/statements.js';
import type { SourceCode, Variable } from '../ast/types.js';
import { fileIndex } from '../ast/file-index.js';
import { walkAst } from '../ast/walk.js';
import type { EffectClass } from '../effects/index.js';
import { splitWords } from '../effects/verbs.js';
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
import type { EffectAt, FileFlow } from './analysis.js';
import { QuestionFlow, type Question, type Read } from './outcome-flow.js';


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
function runsAfter(earlier: TSESTree.Node, later: TSESTree.Node): boolean {
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

/** What the analysis looks up in a function's own body (not in functions written in it), collected in one walk. */
interface OwnNodes {
  /** `return`, `throw`, `continue` and `break` statements. */
  exits: TSESTree.Node[];
  /** Variable declarations and assignments, for the values that come from an answer. */
  writes: (TSESTree.VariableDeclarator | TSESTree.AssignmentExpression)[];
}

function collectOwnNodes(fn: FunctionNode, sourceCode: SourceCode): OwnNodes {
  const own: OwnNodes = { exits: [], writes: [] };
  walkAst(fn.body, sourceCode.visitorKeys, (node) => {
    if (node !== fn.body && isFunctionNode(node)) return false;
    if (isExitStatement(node)) own.exits.push(node);
    else if (node.type === AST_NODE_TYPES.VariableDeclarator || node.type === AST_NODE_TYPES.AssignmentExpression) own.writes.push(node);
    return true;
  });
  return own;
}

function isExitStatement(node: TSESTree.Node): boolean {
  return (
    node.type === AST_NODE_TYPES.ReturnStatement ||
    node.type === AST_NODE_TYPES.ThrowStatement ||
    node.type === AST_NODE_TYPES.ContinueStatement ||
    node.type === AST_NODE_TYPES.BreakStatement
  );
}

/** First words of calls that take back what an earlier call made (`cancel`, `paymentIntents.cancel`, `refunds.create`). */
const COMPENSATING_VERBS: ReadonlySet<string> = new Set([
  'cancel', 'release', 'refund', 'void', 'delete', 'remove', 'destroy', 'revoke', 'rollback', 'revert', 'undo', 'abort', 'unlock', 'expire', 'del', 'discard',
]);

/** Calls that only write a value down: `console.log(r.action)`, `logger.info(...)`, `log.debug(...)`. */
const LOGGING_CALLEE = /^(?:console|\w*log(?:ger)?)\.(?:log|info|debug|warn|error|trace)$|^log$/i;

/** True when `node` is inside the arguments of a logging call, in the same function. */
function isLogged(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  for (let child: TSESTree.Node = node, parent = node.parent; parent && !isFunctionNode(parent); child = parent, parent = parent.parent) {
    if (parent.type === AST_NODE_TYPES.CallExpression && parent.callee !== child) return LOGGING_CALLEE.test(sourceCode.getText(parent.callee).replace(/\s+/g, ''));
  }
  return false;
}

/**
 * True when nothing uses the value of a push question but to log it (`await ctx.mcpReq.elicitInput(...)` as a
 * statement, an unread variable, `console.log('answer', r.action)`): the code goes on whatever the answer was.
 */
function isUnused(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  let parent = node.parent;
  while (parent && (isTransparentWrapper(parent) || parent.type === AST_NODE_TYPES.AwaitExpression)) parent = parent.parent;
  if (parent?.type === AST_NODE_TYPES.ExpressionStatement) return true;
  if (parent?.type !== AST_NODE_TYPES.VariableDeclarator || parent.id.type !== AST_NODE_TYPES.Identifier) return false;
  return sourceCode
    .getDeclaredVariables(parent)
    .every((variable) => variable.references.every((reference) => !reference.isRead() || isLogged(reference.identifier, sourceCode)));
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
  private readonly ownNodes = new Map<FunctionNode, OwnNodes>();

  constructor(
    private readonly sourceCode: SourceCode,
    private readonly flow: FileFlow,
  ) {
    for (const node of fileIndex(sourceCode).ofTypes(AST_NODE_TYPES.CallExpression, AST_NODE_TYPES.MemberExpression)) {
      const fn = enclosingFunction(node);
      if (!fn) continue;
      const read = answerReadOf(node, sourceCode);
      if (read) push(this.directReads, fn, read);
      else if (node.type === AST_NODE_TYPES.CallExpression && !isFunctionNode(skipTransparent(node.callee))) push(this.calls, fn, node);
    }
  }

  private own(fn: FunctionNode): OwnNodes {
    let own = this.ownNodes.get(fn);
    if (!own) this.ownNodes.set(fn, (own = collectOwnNodes(fn, this.sourceCode)));
    return own;
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
      questions.push(question);
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
        for (const node of this.own(fn).exits) {
          // `return server.server.elicitInput(...)`: a return holding the read returns it.
          if (node.type !== AST_NODE_TYPES.ReturnStatement || node.range[1] < flow.first.range[1]) continue;
          const argument = node.argument;
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
    // Without a read of its own somewhere, no function of the file can return an answer either.
    const functions = this.directReads.size === 0 ? [] : new Set([...this.directReads.keys(), ...this.calls.keys()]);
    for (const fn of functions) {
      const questions = this.questionsOf(fn);
      if (questions.length > 0) this.collect(fn, questions, classes, findings);
    }
    this.findingsByClasses.set(key, findings);
    return findings;
  }

  private collect(fn: FunctionNode, questions: Question[], classes: ReadonlySet<EffectClass>, findings: ConsentFinding[]): void {
    const flows = questions.map((question) => new QuestionFlow(question, this.sourceCode, this.askingArms(fn, question)));
    const readNodes = new Set(questions.flatMap((question) => question.reads.map((read) => read.node)));
    const gates = new Map<QuestionFlow, boolean>();
    const reported = new Set<TSESTree.Node>();
    const effects = this.flow.effectsIn(fn, classes);
    const effectCalls = new Set<TSESTree.Node>(effects.map((effect) => effect.report));
    for (const effect of effects) {
      // Asking again is not an effect of the answer.
      if (reported.has(effect.report) || readNodes.has(effect.report) || (effect.effectCall !== null && isAnswerCall(effect.effectCall, this.sourceCode))) continue;
      // An effect the handler can still ask after runs before a question (send-then-ask, resume): that is the
      // business of no-side-effect-before-input-required.
      if (this.questionFollows(fn, effect.report)) continue;
      // The nearest question before the effect speaks for it.
      for (const flow of [...flows].reverse()) {
        if (!runsAfter(flow.first, effect.report) || inFinallyAfter(flow.first, effect.report)) continue;
        const reached = flow.reach(effect.report, fn);
        const outcomes = reached & ~ACCEPTED;
        if (outcomes === 0) continue;
        // The answer decides whether this effect runs, or whether something else does.
        let gate = (reached & flow.base) !== flow.base || gates.get(flow);
        if (gate === undefined) gates.set(flow, (gate = this.isGate(flow, fn)));
        if (!gate || this.dependsOnAnswer(effect.report, flow.question) || this.undoesEarlierEffect(effect.report, flow, effectCalls)) continue;
        reported.add(effect.report);
        findings.push({ ...effect, asked: flow.question.asked, outcomes });
        break;
      }
    }
  }

  /**
   * The `if` statements around every question `fn` asks (its `input_required` exits) whose test reads nothing of the
   * answer, each with the arm that asks: `if (existing) { if (!a) return ask(); if (!a.overwrite) return kept }`
   * asks only about a duplicate, and a run that found none was never asked. Not for push questions, asked at the read.
   */
  private askingArms(fn: FunctionNode, question: Question): Map<TSESTree.IfStatement, TSESTree.Statement> {
    const arms = new Map<TSESTree.IfStatement, TSESTree.Statement>();
    const exits = this.flow.exitsOf(fn);
    if (exits.length === 0 || question.reads.some((read) => read.push)) return arms;
    const derived = this.derivedVariables(question);
    const readsAnswer = (test: TSESTree.Node): boolean =>
      question.reads.some((read) => contains(test, read.node)) ||
      derived.some((variable) => variable.references.some((reference) => contains(test, reference.identifier)));
    let child: TSESTree.Node = exits[0]!;
    for (let parent = child.parent; parent && parent !== fn; child = parent, parent = parent.parent) {
      if (parent.type !== AST_NODE_TYPES.IfStatement || child === parent.test) continue;
      const arm = child as TSESTree.Statement;
      if (exits.every((exit) => contains(arm, exit)) && !readsAnswer(parent.test)) arms.set(parent, arm);
    }
    return arms;
  }

  /**
   * A compensating call: it cancels, releases, refunds or deletes what an effect of this run made before the question
   * (`const intent = await stripe.paymentIntents.create(...)`, then on decline `stripe.paymentIntents.cancel(intent.id)`).
   * Undoing the hold is what a "no" asks for, not a side effect against it. Only for values the run itself created:
   * `refunds.create({ payment_intent: args.id })` still refunds something the user may want to keep.
   */
  private undoesEarlierEffect(call: TSESTree.Node, flow: QuestionFlow, effectCalls: ReadonlySet<TSESTree.Node>): boolean {
    if (call.type !== AST_NODE_TYPES.CallExpression) return false;
    const names: string[] = [];
    for (let callee: TSESTree.Node = skipTransparent(call.callee); names.length < 2; callee = skipTransparent(callee.object)) {
      if (callee.type === AST_NODE_TYPES.Identifier) names.push(callee.name);
      if (callee.type !== AST_NODE_TYPES.MemberExpression) break;
      const name = memberName(callee);
      if (name !== null) names.push(name);
    }
    if (!names.some((name) => COMPENSATING_VERBS.has((splitWords(name)[0] ?? '').replace(/s$/, '')))) return false;
    const inArguments = (node: TSESTree.Node): boolean => call.arguments.some((argument) => contains(argument, node));
    return this.own(flow.question.fn).writes.some((write) => {
      if (write.type !== AST_NODE_TYPES.VariableDeclarator || !write.init) return false;
      let value = skipTransparent(write.init);
      if (value.type === AST_NODE_TYPES.AwaitExpression) value = skipTransparent(value.argument);
      if (!effectCalls.has(value) || value.range[1] > flow.first.range[0]) return false;
      return this.sourceCode.getDeclaredVariables(write).some((variable) => variable.references.some((reference) => inArguments(reference.identifier)));
    });
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
    return this.own(fn).exits.some((exit) => {
      if (exit.range[0] < flow.first.range[1]) return false;
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
  private derivedVariables(question: Question): Variable[] {
    const { writes } = this.own(question.fn);
    const derived = new Set<Variable>();
    const usesAnswer = (value: TSESTree.Node): boolean =>
      question.reads.some((read) => contains(value, read.node)) ||
      [...derived].some((variable) => variable.references.some((reference) => contains(value, reference.identifier)));
    const targets = (write: TSESTree.VariableDeclarator | TSESTree.AssignmentExpression): readonly Variable[] => {
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

/** True when `node` is in the `finally` of a `try` that asks: clean-up that runs whatever the answer, by design. */
function inFinallyAfter(read: TSESTree.Node, node: TSESTree.Node): boolean {
  let child: TSESTree.Node = node;
  for (let parent = node.parent; parent && !isFunctionNode(parent); child = parent, parent = parent.parent) {
    if (parent.type === AST_NODE_TYPES.TryStatement && child === parent.finalizer && contains(parent.block, read)) return true;
  }
  return false;
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
