/**
 * `requestState` on the reading side: where raw (unverified) state enters a handler, where it is decoded,
 * parsed or branched on, and whether a verification runs first.
 *
 * Raw state is `params.requestState` (and `{ requestState }` destructured from anything but the SDK context)
 * on a server that does not verify state for its handlers, and the SDK v2 / xmcp accessor
 * `ctx.mcpReq.requestState()` / `extra.requestState()` on a server known to have no verify hook (it then
 * returns the wire string), or on a server built elsewhere when the file mints with a codec and decodes the
 * accessor's value by hand (with a hook it would hold the payload, not a string to decode). Values derived from it (`JSON.parse(raw)`, `raw.split('.')`, `state.step`, and
 * variables holding these) stay raw; a verification call (a codec's `verify`, `jwt.verify`, `jwtVerify`,
 * `verifyState(raw)`, a same-file function that compares an HMAC) or a MAC comparison ends the chain.
 */
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { enclosingFunction, isFunctionNode } from '../ast/functions.js';
import { alwaysLeaves } from '../ast/statements.js';
import { calleeName, findVariable, memberName, propertyKeyName, skipTransparent, staticString } from '../ast/origin.js';
import type { SourceCode, Variable } from '../ast/types.js';
import { fileIndex } from '../ast/file-index.js';
import { contextParamHandler, isMcpReqObject, roundTripAccess } from './handlers.js';
import { fileMintSites, verifyHookAt } from './request-state.js';
import { callDoes, EQUALITY_OPERATORS, isMacComparison } from './state-crypto.js';

type Settings = TSESLint.SharedConfigurationSettings | undefined;

/** How a use trusts raw state: it `parses` (`JSON.parse`), `decodes` (base64, `atob`) or `branches on` it. */
export type StateUseKind = 'parses' | 'decodes' | 'branches on';

export interface UnverifiedStateUse {
  /** The call or test to report. */
  node: TSESTree.Node;
  how: StateUseKind;
  /** Where the raw state came from (`params.requestState`, `ctx.mcpReq.requestState()`). */
  source: TSESTree.Node;
}

/** Methods whose result is still the raw state, or a piece of it. */
const PROPAGATING_METHODS = new Set([
  'split', 'slice', 'substring', 'substr', 'trim', 'trimStart', 'trimEnd', 'toString', 'at', 'replace', 'replaceAll', 'toLowerCase',
  'toUpperCase', 'normalize', 'padStart', 'padEnd',
]);
/** Methods that test the raw state's content. */
const BRANCH_METHODS = new Set(['startsWith', 'endsWith', 'includes', 'match', 'matchAll', 'indexOf', 'lastIndexOf', 'localeCompare', 'search']);
const DECODING_ENCODINGS = new Set(['base64', 'base64url', 'hex']);

/** One step of raw state through the code: the sources it came from and the parses on its way. */
interface Taint {
  source: TSESTree.Node;
  parses: ReadonlySet<TSESTree.Node>;
  /** What a branch use is keyed by: the variable holding the value, or the source itself. */
  key: object;
  /** Only its decodes and parses trust it: state that a hook set up elsewhere may have verified, unless it is decoded. */
  decodesOnly?: boolean;
}

interface Candidate {
  node: TSESTree.Node;
  how: StateUseKind;
  taint: Taint;
}

/** What a call does with raw state passed to it: decode or parse it (a use that trusts it), convert it (still raw), or neither. */
function decoderOf(call: TSESTree.CallExpression, argument: TSESTree.Node): StateUseKind | 'converts' | null {
  if (call.arguments[0] !== argument) return null;
  const callee = skipTransparent(call.callee);
  const name = calleeName(callee);
  const object = callee.type === AST_NODE_TYPES.MemberExpression ? skipTransparent(callee.object) : null;
  const objectName = object?.type === AST_NODE_TYPES.Identifier ? object.name : null;
  if (name === 'parse' && objectName === 'JSON') return 'parses';
  if (name === 'atob') return 'decodes';
  if (name === 'from' && objectName === 'Buffer') return DECODING_ENCODINGS.has(staticString(call.arguments[1]) ?? '') ? 'decodes' : 'converts';
  if (name === 'decode' && objectName !== null && /base64|b64/i.test(objectName)) return 'decodes';
  // `String(raw)`, `new TextEncoder().encode(raw)`: the same bytes, e.g. on their way into `timingSafeEqual`.
  if (name === 'String' || name === 'encode') return 'converts';
  return null;
}

function isNullish(node: TSESTree.Node): boolean {
  const inner = skipTransparent(node);
  if (inner.type === AST_NODE_TYPES.Literal && inner.value === null) return true;
  if (inner.type === AST_NODE_TYPES.Identifier && inner.name === 'undefined') return true;
  return inner.type === AST_NODE_TYPES.UnaryExpression && (inner.operator === 'void' || inner.operator === 'typeof');
}

/** A value the server kept (`sent.get(key)`, or a `const` holding one): comparing the echo with it checks the state. */
function isStoredValue(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  let inner = skipTransparent(node);
  if (inner.type === AST_NODE_TYPES.Identifier) {
    const def = findVariable(sourceCode.getScope(inner), inner.name)?.defs[0];
    if (def?.type !== 'Variable' || !def.node.init) return false;
    inner = skipTransparent(def.node.init);
  }
  if (inner.type === AST_NODE_TYPES.AwaitExpression) inner = skipTransparent(inner.argument);
  if (inner.type !== AST_NODE_TYPES.CallExpression) return false;
  const callee = skipTransparent(inner.callee);
  return callee.type === AST_NODE_TYPES.MemberExpression && memberName(callee) === 'get';
}

/** Whether `child` runs every time `parent` runs (the test of an `if`, not its branches; the left of `&&`, not its right). */
function alwaysRuns(child: TSESTree.Node, parent: TSESTree.Node): boolean {
  switch (parent.type) {
    case AST_NODE_TYPES.IfStatement:
    case AST_NODE_TYPES.ConditionalExpression:
    case AST_NODE_TYPES.WhileStatement:
      return parent.test === child;
    case AST_NODE_TYPES.LogicalExpression:
      return parent.left === child;
    case AST_NODE_TYPES.ForStatement:
      return parent.init === child || parent.test === child;
    case AST_NODE_TYPES.ForInStatement:
    case AST_NODE_TYPES.ForOfStatement:
      return parent.right === child;
    case AST_NODE_TYPES.SwitchStatement:
      return parent.discriminant === child;
    case AST_NODE_TYPES.TryStatement:
      return parent.block === child || parent.finalizer === child;
    case AST_NODE_TYPES.SwitchCase:
    case AST_NODE_TYPES.CatchClause:
      return false;
    default:
      return !isFunctionNode(parent);
  }
}

/**
 * Whether `first` has run whenever `later` runs, in the same function: it comes before, and on the way up to
 * the statement or expression holding both, nothing skips it (a branch, the right of `&&`, a loop body, a
 * `catch`). An approximation of dominance on the syntax tree, enough for `verify(x); use(x)`,
 * `if (!verify(x)) throw ...; use(x)` and `if (verify(x)) use(x)`.
 */
function runsBefore(first: TSESTree.Node, later: TSESTree.Node): boolean {
  if (first.range[1] > later.range[0] || enclosingFunction(first) !== enclosingFunction(later)) return false;
  // In `if (a || !verify(x)) throw ...`, code after the `if` runs only when every operand of `||` ran.
  let inAlternatives = false;
  for (let child: TSESTree.Node = first, parent = first.parent; parent; child = parent, parent = parent.parent) {
    if (parent.range[0] <= later.range[0] && later.range[1] <= parent.range[1]) return true;
    if (parent.type === AST_NODE_TYPES.LogicalExpression && parent.operator === '||' && parent.right === child) {
      inAlternatives = true;
      continue;
    }
    if (inAlternatives && parent.type === AST_NODE_TYPES.IfStatement && parent.test === child) {
      if (parent.alternate || !alwaysLeaves(parent.consequent) || later.range[0] < parent.range[1]) return false;
      inAlternatives = false;
      continue;
    }
    if (!alwaysRuns(child, parent)) return false;
  }
  return false;
}

class StateReads {
  private readonly tainted = new Map<Variable, Taint>();
  private readonly candidates: Candidate[] = [];
  private readonly verifications: { node: TSESTree.Node; taint: Taint }[] = [];

  constructor(private readonly sourceCode: SourceCode) {}

  /** Follows raw state up from `node` to where it is used, stored, verified or dropped. */
  follow(node: TSESTree.Node, taint: Taint): void {
    let current = node;
    let parses = taint.parses;
    for (let parent = current.parent; parent; current = parent, parent = parent.parent) {
      const here: Taint = { ...taint, parses };
      switch (parent.type) {
        case AST_NODE_TYPES.AwaitExpression:
        case AST_NODE_TYPES.ChainExpression:
        case AST_NODE_TYPES.TSAsExpression:
        case AST_NODE_TYPES.TSNonNullExpression:
        case AST_NODE_TYPES.TSSatisfiesExpression:
        case AST_NODE_TYPES.TSTypeAssertion:
        case AST_NODE_TYPES.LogicalExpression:
          continue;
        case AST_NODE_TYPES.ConditionalExpression:
          if (parent.test === current) return;
          continue;
        case AST_NODE_TYPES.MemberExpression: {
          // Its length says nothing the client could use to steer (and length checks belong to verifications).
          if (parent.object !== current || memberName(parent) === 'length') return;
          const call = parent.parent;
          if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee !== parent) continue;
          const method = memberName(parent);
          if (method !== null && BRANCH_METHODS.has(method)) this.candidates.push({ node: call, how: 'branches on', taint: here });
          if (method === null || !PROPAGATING_METHODS.has(method)) return;
          parent = call;
          continue;
        }
        case AST_NODE_TYPES.CallExpression: {
          if (parent.callee === current) return;
          if (callDoes(parent, 'verify', this.sourceCode)) {
            this.verifications.push({ node: parent, taint: here });
            return;
          }
          const callee = skipTransparent(parent.callee);
          if (callee.type === AST_NODE_TYPES.MemberExpression && memberName(callee) === 'test') {
            this.candidates.push({ node: parent, how: 'branches on', taint: here });
            return;
          }
          const decoder = decoderOf(parent, current);
          if (!decoder) return;
          if (decoder !== 'converts') {
            this.candidates.push({ node: parent, how: decoder, taint: here });
            parses = new Set([...parses, parent]);
          }
          continue;
        }
        case AST_NODE_TYPES.BinaryExpression: {
          if (!EQUALITY_OPERATORS.has(parent.operator)) return;
          const other = parent.left === current ? parent.right : parent.left;
          if (isMacComparison(parent, this.sourceCode) || isStoredValue(other, this.sourceCode)) {
            this.verifications.push({ node: parent, taint: here });
            return;
          }
          if (!isNullish(other)) this.candidates.push({ node: parent, how: 'branches on', taint: here });
          return;
        }
        case AST_NODE_TYPES.SwitchStatement:
          if (parent.discriminant === current) this.candidates.push({ node: current, how: 'branches on', taint: here });
          return;
        case AST_NODE_TYPES.VariableDeclarator:
          if (parent.init === current) this.taintDeclared(parent, here);
          return;
        case AST_NODE_TYPES.AssignmentExpression:
          if (parent.right === current && parent.left.type === AST_NODE_TYPES.Identifier) {
            const variable = findVariable(this.sourceCode.getScope(parent.left), parent.left.name);
            if (variable) this.taint(variable, here);
          }
          return;
        default:
          return;
      }
    }
  }

  private taintDeclared(declarator: TSESTree.VariableDeclarator, taint: Taint): void {
    for (const variable of this.sourceCode.getDeclaredVariables(declarator)) this.taint(variable, taint);
  }

  taint(variable: Variable, taint: Taint): void {
    const known = this.tainted.get(variable);
    if (known && [...taint.parses].every((parse) => known.parses.has(parse))) return;
    const merged: Taint = {
      source: known?.source ?? taint.source,
      parses: new Set([...(known?.parses ?? []), ...taint.parses]),
      key: variable,
      decodesOnly: (known?.decodesOnly ?? true) && taint.decodesOnly,
    };
    this.tainted.set(variable, merged);
    for (const reference of variable.references) {
      if (reference.isRead()) this.follow(reference.identifier, merged);
    }
  }

  /** The uses no verification covers: parses whose results no verification reads and that none precedes; branches likewise. */
  unverifiedUses(): UnverifiedStateUse[] {
    const verifiedBefore = (node: TSESTree.Node) => this.verifications.some((verification) => runsBefore(verification.node, node));
    const verificationInputs = new Set(this.verifications.flatMap((verification) => [...verification.taint.parses]));
    const reported: UnverifiedStateUse[] = [];
    const reportedParses = new Set<TSESTree.Node>();
    const branchedKeys = new Set<object>();
    const ordered = [...this.candidates].sort((a, b) => a.node.range[0] - b.node.range[0]);
    const trusting = ordered.filter(
      (candidate) => candidate.how !== 'branches on' && !verificationInputs.has(candidate.node) && !verifiedBefore(candidate.node),
    );
    // `JSON.parse(Buffer.from(raw, 'base64'))` is one use of the state: reported at the last step, the one trusted.
    const feedsAnother = new Set(trusting.flatMap((candidate) => [...candidate.taint.parses]));
    for (const candidate of trusting) {
      if (reportedParses.has(candidate.node)) continue;
      reportedParses.add(candidate.node);
      if (!feedsAnother.has(candidate.node)) reported.push({ node: candidate.node, how: candidate.how, source: candidate.taint.source });
    }
    for (const candidate of ordered) {
      if (candidate.how !== 'branches on' || candidate.taint.decodesOnly || branchedKeys.has(candidate.taint.key)) continue;
      // A value that came through a reported parse is that report's business.
      if ([...candidate.taint.parses].some((parse) => reportedParses.has(parse) || verificationInputs.has(parse)) || verifiedBefore(candidate.node)) continue;
      branchedKeys.add(candidate.taint.key);
      reported.push({ node: candidate.node, how: candidate.how, source: candidate.taint.source });
    }
    return reported.sort((a, b) => a.node.range[0] - b.node.range[0]);
  }
}

/**
 * True for a `requestState` accessor holder: the v2 `mcpReq` object, or a context parameter that holds the
 * accessor itself (xmcp's `extra.requestState()`: its framework's state path is one member long).
 */
function isAccessorHolder(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  if (isMcpReqObject(sourceCode, node)) return true;
  const handler = contextParamHandler(sourceCode, node);
  return handler !== undefined && roundTripAccess(handler.shape)?.state.length === 1;
}

/** Whether a destructured `requestState` binds the accessor (`const { requestState } = ctx.mcpReq`, `({ mcpReq: { requestState } })`). */
function bindsAccessor(property: TSESTree.Property, sourceCode: SourceCode): boolean {
  const pattern = property.parent as TSESTree.ObjectPattern;
  const holder = pattern.parent;
  if (holder?.type === AST_NODE_TYPES.VariableDeclarator && holder.init) return isAccessorHolder(holder.init, sourceCode);
  if (holder?.type === AST_NODE_TYPES.Property && holder.parent.type === AST_NODE_TYPES.ObjectPattern) return propertyKeyName(holder) === 'mcpReq';
  return isAccessorHolder(pattern, sourceCode);
}

/** `await codec.mint(...)`: state sealed by a `createRequestStateCodec` codec. */
function isCodecMint(value: TSESTree.Node): boolean {
  let inner = skipTransparent(value);
  if (inner.type === AST_NODE_TYPES.AwaitExpression) inner = skipTransparent(inner.argument);
  if (inner.type !== AST_NODE_TYPES.CallExpression) return false;
  const callee = skipTransparent(inner.callee);
  return callee.type === AST_NODE_TYPES.MemberExpression && memberName(callee) === 'mint';
}

/** `x.requestState`, or `requestState` destructured (`{ requestState } = ...`): where state is read. */
function namesRequestState(node: TSESTree.MemberExpression | TSESTree.Property): boolean {
  if (node.type === AST_NODE_TYPES.MemberExpression) return memberName(node) === 'requestState';
  return node.parent.type === AST_NODE_TYPES.ObjectPattern && propertyKeyName(node) === 'requestState';
}

/**
 * Decodes, parses and tests of raw `requestState` that no verification covers (see the module comment), in
 * source order. Raw reads are only looked for in files that mint state; accessor reads only where the server
 * is known to have no verify hook.
 */
export function unverifiedStateUses(sourceCode: SourceCode, settings: Settings): UnverifiedStateUse[] {
  const reads = new StateReads(sourceCode);
  const mintSites = fileMintSites(sourceCode);
  const mints = mintSites.length > 0;
  const codecMints = mintSites.some((site) => isCodecMint(site.value));
  const source = (node: TSESTree.Node): Taint => ({ source: node, parses: new Set(), key: node });
  const accessorCall = (call: TSESTree.CallExpression) => {
    const hook = verifyHookAt(call, sourceCode, settings);
    if (hook === 'absent') reads.follow(call, source(call));
    else if (hook === 'unknown' && codecMints) reads.follow(call, { ...source(call), decodesOnly: true });
  };
  for (const node of fileIndex(sourceCode).where([AST_NODE_TYPES.MemberExpression, AST_NODE_TYPES.Property], namesRequestState)) {
    if (node.type === AST_NODE_TYPES.MemberExpression) {
      const call = node.parent;
      const called = call.type === AST_NODE_TYPES.CallExpression && call.callee === node;
      if (isAccessorHolder(node.object, sourceCode)) {
        if (called) accessorCall(call);
      } else if (mints && !called && !(call.type === AST_NODE_TYPES.AssignmentExpression && call.left === node)) {
        if (verifyHookAt(node, sourceCode, settings) !== 'present') reads.follow(node, source(node));
      }
    } else {
      const binding = node.value.type === AST_NODE_TYPES.AssignmentPattern ? node.value.left : node.value;
      const variable = binding.type === AST_NODE_TYPES.Identifier ? findVariable(sourceCode.getScope(binding), binding.name) : null;
      if (!variable) continue;
      if (bindsAccessor(node, sourceCode)) {
        for (const reference of variable.references) {
          const call = reference.identifier.parent;
          if (call?.type === AST_NODE_TYPES.CallExpression && call.callee === reference.identifier) accessorCall(call);
        }
      } else if (mints && verifyHookAt(node, sourceCode, settings) !== 'present') {
        reads.taint(variable, source(binding));
      }
    }
  }
  return reads.unverifiedUses();
}
