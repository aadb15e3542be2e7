/**
 * `requestState` on the minting side: where a file mints it (the `requestState` of `input_required` results),
 * how the minted value is protected, and whether the server that will read it back verifies it first
 * (`new McpServer(info, { requestState: { verify } })`, or `settings.mcp.requestStateVerified`, or a
 * `settings.mcp.requestStateCodec` whose `hook` is true).
 */
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { enclosingFunction, resolveFunction, type FunctionNode } from '../ast/functions.js';
import { calleeName, findVariable, isSingleAssignment, memberName, objectProperty, propertyKeyName, resolveObject, resolveOrigin, skipTransparent, staticString } from '../ast/origin.js';
import { enclosingConditions } from '../ast/statements.js';
import type { SourceCode, Variable } from '../ast/types.js';
import { fileIndex } from '../ast/file-index.js';
import { returnedValues } from '../ast/walk.js';
import { parseCodecSetting } from './codec-setting.js';
import { protocolEra } from './era.js';
import { isInputRequiredBuilder, literalResultType } from './exits.js';
import { enclosingHandler, handlerOf, type HandlerRegistration, type HandlerShape } from './handlers.js';
import { isRoundTripValue, roundTripTestPresence } from './round-trip.js';
import { isMcpModule } from './sdk.js';
import { words } from './sensitive-fields.js';
import { mcpSettings } from './settings.js';
import { cryptoRole, functionDoes, isMacName } from './state-crypto.js';

type Settings = TSESLint.SharedConfigurationSettings | undefined;

/** Whether the server that reads a handler's state back verifies it before the handler runs. */
export type VerifyHook = 'present' | 'absent' | 'unknown';

/** Registration shapes whose server has no verify hook to set: xmcp tools and hand-rolled JSON-RPC dispatch. */
const HOOKLESS_SHAPES: ReadonlySet<HandlerRegistration['shape']> = new Set<HandlerShape>(['xmcp', 'dispatch-table']);

/** Whether handlers registered this way can have state verified by their server (`new McpServer(info, { requestState: { verify } })`). */
export function canHaveVerifyHook(shape: HandlerRegistration['shape'] | undefined): boolean {
  return shape === undefined || !HOOKLESS_SHAPES.has(shape);
}

/**
 * Whether the settings say every server verifies `requestState`: `settings.mcp.requestStateVerified`, or a
 * `settings.mcp.requestStateCodec` whose `hook` is true (the servers run its `verify` as their hook). Throws a clear
 * error for anything but a boolean, and when the two say opposite things.
 */
export function requestStateVerifiedSetting(settings: Settings): boolean {
  const value = mcpSettings(settings)?.['requestStateVerified'];
  const hooked = parseCodecSetting(settings)?.hook === true;
  if (value === undefined) return hooked;
  if (typeof value !== 'boolean') {
    throw new Error(
      `eslint-plugin-mcp: settings.mcp.requestStateVerified must be true (every server verifies requestState, e.g. with a verify hook set up in another file) or false; got ${JSON.stringify(value)}.`,
    );
  }
  if (!value && hooked) {
    throw new Error(
      'eslint-plugin-mcp: settings.mcp.requestStateVerified is false, but settings.mcp.requestStateCodec.hook is true (every server verifies state with that codec as its hook); remove requestStateVerified, or set the codec\'s hook to false if no server has one.',
    );
  }
  return value;
}

interface ServerConstruction {
  node: TSESTree.NewExpression;
  hook: 'present' | 'absent';
}

interface FileState {
  servers: ServerConstruction[];
  mints: MintSite[];
}

/** A `requestState` written into an `input_required` result. */
export interface MintSite {
  property: TSESTree.Property;
  value: TSESTree.Node;
  /** The innermost function around it, or null at module level. */
  fn: FunctionNode | null;
}

const cache = new WeakMap<TSESTree.Program, FileState>();

/** The verify hook of `new McpServer(info, options)`: present when `options.requestState.verify` is (or may be) set. */
function constructionHook(node: TSESTree.NewExpression, sourceCode: SourceCode): 'present' | 'absent' {
  const options = node.arguments[1];
  if (!options) return 'absent';
  const scope = sourceCode.getScope(node);
  const object = resolveObject(options, scope);
  // Options built elsewhere, or spread in, may carry the hook.
  if (!object || object.properties.some((property) => property.type === AST_NODE_TYPES.SpreadElement)) return 'present';
  const requestState = objectProperty(object, 'requestState');
  if (!requestState) return 'absent';
  const hook = resolveObject(requestState.value, scope);
  if (!hook || hook.properties.some((property) => property.type === AST_NODE_TYPES.SpreadElement)) return 'present';
  return objectProperty(hook, 'verify') ? 'present' : 'absent';
}

/** `new McpServer(...)` from anywhere (the SDK's own code imports it by path), `new Server(...)` from an MCP SDK. */
function isServerConstruction(node: TSESTree.NewExpression, sourceCode: SourceCode): boolean {
  const origin = resolveOrigin(node.callee, sourceCode.getScope(node));
  const className = origin.name === '*' || origin.name === 'default' ? origin.path[0] : origin.name;
  if (className === 'McpServer' && origin.path.length <= 1) return true;
  return className === 'Server' && origin.root === 'import' && origin.module !== null && isMcpModule(origin.module);
}

function mintSite(property: TSESTree.Property | null, sites: Map<TSESTree.Property, MintSite>): void {
  if (!property || sites.has(property)) return;
  sites.set(property, { property, value: property.value, fn: enclosingFunction(property) });
}

/**
 * What a call could give `inputRequired` as its spec with `requestState`: its first argument, inline with that property
 * or a name (a `const` may hold one); null for any other call, without a scope lookup.
 */
function builderSpec(call: TSESTree.CallExpression): TSESTree.ObjectExpression | TSESTree.Identifier | null {
  const spec = call.arguments[0];
  const inner = spec && skipTransparent(spec);
  if (inner?.type === AST_NODE_TYPES.Identifier) return inner;
  return inner?.type === AST_NODE_TYPES.ObjectExpression && objectProperty(inner, 'requestState') ? inner : null;
}

/** The nodes `fileState` looks into: constructions (a server's), `input_required` literals, calls with a spec that may mint. */
function mayServeOrMint(node: TSESTree.NewExpression | TSESTree.ObjectExpression | TSESTree.CallExpression): boolean {
  if (node.type === AST_NODE_TYPES.NewExpression) return true;
  if (node.type === AST_NODE_TYPES.ObjectExpression) return literalResultType(node) === 'input_required';
  return builderSpec(node) !== null;
}

/**
 * `inputRequired({ ..., requestState })`, the spec inline or in a `const`. The spec is looked at first (`builderSpec`):
 * most calls have no such argument, and resolving the callee takes a scope lookup.
 */
function builderMint(call: TSESTree.CallExpression, spec: TSESTree.ObjectExpression | TSESTree.Identifier, sourceCode: SourceCode, sites: Map<TSESTree.Property, MintSite>): void {
  const scope = sourceCode.getScope(call);
  const property = objectProperty(resolveObject(spec, scope), 'requestState');
  if (property && isInputRequiredBuilder(call.callee, scope)) mintSite(property, sites);
}

function fileState(sourceCode: SourceCode): FileState {
  const cached = cache.get(sourceCode.ast);
  if (cached) return cached;
  const servers: ServerConstruction[] = [];
  const sites = new Map<TSESTree.Property, MintSite>();
  const looked = [AST_NODE_TYPES.NewExpression, AST_NODE_TYPES.ObjectExpression, AST_NODE_TYPES.CallExpression] as const;
  for (const node of fileIndex(sourceCode).where(looked, mayServeOrMint)) {
    if (node.type === AST_NODE_TYPES.NewExpression) {
      if (isServerConstruction(node, sourceCode)) servers.push({ node, hook: constructionHook(node, sourceCode) });
    } else if (node.type === AST_NODE_TYPES.ObjectExpression) {
      mintSite(objectProperty(node, 'requestState'), sites);
    } else {
      builderMint(node, builderSpec(node)!, sourceCode, sites);
    }
  }
  const state: FileState = { servers, mints: [...sites.values()] };
  cache.set(sourceCode.ast, state);
  return state;
}

/** Every `requestState` the file writes into an `input_required` result (a literal's, or an `inputRequired({...})` spec's). */
export function fileMintSites(sourceCode: SourceCode): readonly MintSite[] {
  return fileState(sourceCode).mints;
}

/** The server construction a registration's receiver holds (`server.registerTool`, `mcp.server.setRequestHandler`). */
function registeredOn(registration: TSESTree.Node, sourceCode: SourceCode): ServerConstruction | null {
  if (registration.type !== AST_NODE_TYPES.CallExpression) return null;
  const callee = skipTransparent(registration.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return null;
  let receiver = skipTransparent(callee.object);
  if (receiver.type === AST_NODE_TYPES.MemberExpression && memberName(receiver) === 'server') receiver = skipTransparent(receiver.object);
  if (receiver.type !== AST_NODE_TYPES.Identifier) return null;
  const def = findVariable(sourceCode.getScope(receiver), receiver.name)?.defs[0];
  if (def?.type !== 'Variable' || !def.node.init) return null;
  let init = skipTransparent(def.node.init);
  if (init.type === AST_NODE_TYPES.AwaitExpression) init = skipTransparent(init.argument);
  return fileState(sourceCode).servers.find((server) => server.node === init) ?? null;
}

/**
 * Whether state reaching the function around `node` is verified before the handler runs:
 * - `settings.mcp.requestStateVerified: true` says every server verifies it;
 * - a handler registered on a server constructed in the file has that server's hook;
 * - otherwise the file's servers decide (any with a hook: present; only without: absent);
 * - with no server in the file, xmcp tools, hand-rolled JSON-RPC dispatch and SDK v1 servers have no hook
 *   (absent), while SDK v2 code, or code whose revision the file does not say, may be registered on a server
 *   built elsewhere (unknown).
 */
export function verifyHookAt(node: TSESTree.Node, sourceCode: SourceCode, settings: Settings): VerifyHook {
  if (requestStateVerifiedSetting(settings)) return 'present';
  const handler = enclosingHandler(sourceCode, node);
  if (handler && !canHaveVerifyHook(handler.shape)) return 'absent';
  const server = handler ? registeredOn(handler.registration, sourceCode) : null;
  if (server) return server.hook;
  const { servers } = fileState(sourceCode);
  if (servers.some((construction) => construction.hook === 'present')) return 'present';
  if (servers.length > 0) return 'absent';
  // A file that names no SDK (its server comes from a project module) may be SDK v2 code too.
  return protocolEra(sourceCode, settings) === '2025-11-25' ? 'absent' : 'unknown';
}

/** How a minted `requestState` is protected; `what` says, for unprotected state, what it is. */
export type StateProtection = { kind: 'signed' } | { kind: 'unknown' } | { kind: 'unsigned'; what: string; constant?: boolean };

const SIGNED: StateProtection = { kind: 'signed' };
const UNKNOWN: StateProtection = { kind: 'unknown' };
const unsigned = (what: string): StateProtection => ({ kind: 'unsigned', what });

/** Calls whose result is plain data: part of a state string, never its protection. */
const DATA_CALLS = new Set([
  'randomUUID', 'now', 'random', 'nanoid', 'v4', 'v7', 'uuid', 'String', 'Number', 'parseInt', 'toISOString', 'toString', 'join',
  'trim', 'toLowerCase', 'toUpperCase', 'getTime', 'valueOf', 'toFixed', 'slice', 'padStart',
]);
/** Encoders that hide nothing: the client decodes them as easily as the server. */
const ENCODERS = new Set(['btoa', 'encodeURIComponent', 'encodeURI', 'encode', 'escape']);
const BUFFER_ENCODINGS = new Set(['base64', 'base64url', 'hex', 'latin1', 'binary']);

const MAX_DEPTH = 6;

function combine(parts: readonly StateProtection[], what: string): StateProtection {
  if (parts.some((part) => part.kind === 'signed')) return SIGNED;
  if (parts.some((part) => part.kind === 'unknown')) return UNKNOWN;
  return unsigned(what);
}

/** Either of two values may be minted: unprotected if either is, protected only if both are. */
function either(parts: readonly StateProtection[]): StateProtection {
  return parts.find((part) => part.kind === 'unsigned') ?? parts.find((part) => part.kind === 'unknown') ?? SIGNED;
}

function encoded(inner: StateProtection): StateProtection {
  if (inner.kind !== 'unsigned') return inner;
  return unsigned(inner.what === 'plain JSON' ? 'base64-encoded JSON' : 'encoded text');
}

/** A value the server also keeps (`sent.set(key, state)`, `pending.set(state, job)`): it can check what comes back against it. */
function isKeptServerSide(variable: Variable): boolean {
  return variable.references.some((reference) => {
    const call = reference.identifier.parent;
    if (call?.type !== AST_NODE_TYPES.CallExpression || !call.arguments.includes(reference.identifier as TSESTree.Identifier)) return false;
    const callee = skipTransparent(call.callee);
    return callee.type === AST_NODE_TYPES.MemberExpression && memberName(callee) === 'set';
  });
}

class Classifier {
  constructor(private readonly sourceCode: SourceCode) {}

  /** `part` is true inside a string being built: there, plain data (ids, times, arguments) is unprotected. */
  at(node: TSESTree.Node, part: boolean, depth: number): StateProtection {
    if (depth > MAX_DEPTH) return UNKNOWN;
    const inner = skipTransparent(node);
    const scope = this.sourceCode.getScope(inner);
    if (staticString(inner) !== null) return { kind: 'unsigned', what: 'a string literal', constant: true };
    switch (inner.type) {
      case AST_NODE_TYPES.Literal:
        return { kind: 'unsigned', what: 'a literal', constant: true };
      case AST_NODE_TYPES.TemplateLiteral:
        return combine(inner.expressions.map((expression) => this.at(expression, true, depth + 1)), 'a template literal');
      case AST_NODE_TYPES.BinaryExpression:
        if (inner.operator !== '+') return UNKNOWN;
        return combine([this.at(inner.left, true, depth + 1), this.at(inner.right, true, depth + 1)], 'a concatenated string');
      case AST_NODE_TYPES.AwaitExpression:
        return this.at(inner.argument, part, depth + 1);
      case AST_NODE_TYPES.ConditionalExpression:
        return either([this.at(inner.consequent, part, depth + 1), this.at(inner.alternate, part, depth + 1)]);
      case AST_NODE_TYPES.LogicalExpression:
        return either([this.at(inner.left, part, depth + 1), this.at(inner.right, part, depth + 1)]);
      case AST_NODE_TYPES.ArrayExpression:
      case AST_NODE_TYPES.ObjectExpression:
        return part ? this.object(inner, depth) : UNKNOWN;
      case AST_NODE_TYPES.CallExpression:
        return this.call(inner, part, depth);
      case AST_NODE_TYPES.Identifier:
        return this.identifier(inner, part, depth);
      case AST_NODE_TYPES.MemberExpression: {
        if (isRoundTripValue(inner, scope)) return unsigned('a value the client sent');
        const name = memberName(inner);
        if (name !== null && isMacName(name)) return SIGNED;
        if (this.isHandlerInput(inner.object)) return unsigned('a value from the request');
        return part ? unsigned('data') : UNKNOWN;
      }
      default:
        return UNKNOWN;
    }
  }

  /** An object or array serialised into the state: protected only when it carries a MAC or a sealed value. */
  private object(node: TSESTree.ObjectExpression | TSESTree.ArrayExpression, depth: number): StateProtection {
    const values: TSESTree.Node[] = [];
    if (node.type === AST_NODE_TYPES.ObjectExpression) {
      for (const property of node.properties) {
        if (property.type !== AST_NODE_TYPES.Property) {
          values.push(property.argument);
          continue;
        }
        const key = propertyKeyName(property);
        if (key !== null && isMacName(key)) return SIGNED;
        values.push(property.value);
      }
    } else {
      for (const element of node.elements) if (element) values.push(element.type === AST_NODE_TYPES.SpreadElement ? element.argument : element);
    }
    return values.some((value) => this.at(value, true, depth + 1).kind === 'signed') ? SIGNED : unsigned('plain JSON');
  }

  private call(node: TSESTree.CallExpression, part: boolean, depth: number): StateProtection {
    const scope = this.sourceCode.getScope(node);
    const fn = resolveFunction(node.callee, scope);
    if (fn) return functionDoes(fn, 'seal', this.sourceCode) ? SIGNED : this.helper(fn, depth);
    if (cryptoRole(node, scope) === 'seal') return SIGNED;
    if (isRoundTripValue(node, scope)) return unsigned(this.isStateAccessor(node) ? 'the state the client sent back' : 'a value the client sent');
    const callee = skipTransparent(node.callee);
    const name = calleeName(callee);
    const [first] = node.arguments;
    if (callee.type === AST_NODE_TYPES.MemberExpression && name === 'stringify' && first) {
      const value = skipTransparent(first);
      const inner = this.at(value, true, depth + 1);
      if (value.type === AST_NODE_TYPES.ObjectExpression || value.type === AST_NODE_TYPES.ArrayExpression) return inner;
      return inner.kind === 'unsigned' ? unsigned('plain JSON') : inner;
    }
    // `Buffer.from(json).toString('base64url')`
    if (callee.type === AST_NODE_TYPES.MemberExpression && name === 'toString' && BUFFER_ENCODINGS.has(staticString(first) ?? '')) {
      const buffer = skipTransparent(callee.object);
      if (buffer.type === AST_NODE_TYPES.CallExpression && buffer.arguments[0]) return encoded(this.at(buffer.arguments[0], true, depth + 1));
      return encoded(this.at(buffer, true, depth + 1));
    }
    if (name !== null && ENCODERS.has(name) && first) return encoded(this.at(first, true, depth + 1));
    if (name !== null && DATA_CALLS.has(name)) return part ? unsigned('data') : UNKNOWN;
    return UNKNOWN;
  }

  /** A same-file function that seals nothing: unprotected when everything it returns is. */
  private helper(fn: FunctionNode, depth: number): StateProtection {
    const values = returnedValues(fn, this.sourceCode.visitorKeys);
    if (values.length === 0) return UNKNOWN;
    const parts = values.map((value) => this.at(value, false, depth + 1));
    if (parts.some((value) => value.kind === 'signed')) return SIGNED;
    if (parts.some((value) => value.kind === 'unknown')) return UNKNOWN;
    return parts[0] as StateProtection;
  }

  private identifier(node: TSESTree.Identifier, part: boolean, depth: number): StateProtection {
    if (node.name === 'undefined') return UNKNOWN;
    const scope = this.sourceCode.getScope(node);
    if (isRoundTripValue(node, scope)) return unsigned('a value the client sent');
    const variable = findVariable(scope, node.name);
    const def = variable?.defs[0];
    if (!variable || !def) return part ? unsigned('data') : UNKNOWN;
    if (def.type === 'Parameter') return this.isHandlerInput(node) ? unsigned('a value from the request') : part ? unsigned('data') : UNKNOWN;
    if (isMacName(node.name)) return SIGNED;
    if (def.type !== 'Variable' || (!part && isKeptServerSide(variable))) return UNKNOWN;
    const writes = variable.references.filter((reference) => reference.isWrite() && reference.writeExpr);
    if (writes.length === 0) return UNKNOWN;
    // A destructured value (`const { name } = args`) is as protected as nothing: only whole sealed values are.
    const destructured = def.node.id !== def.name;
    const parts = writes.map((reference) => {
      const value = this.at(reference.writeExpr as TSESTree.Node, part || destructured, depth + 1);
      return destructured && value.kind === 'signed' ? UNKNOWN : value;
    });
    return either(parts);
  }

  /** A parameter of a registered handler (its arguments or context), or a member read from one. */
  private isHandlerInput(node: TSESTree.Node): boolean {
    const inner = skipTransparent(node);
    if (inner.type === AST_NODE_TYPES.MemberExpression) return this.isHandlerInput(inner.object);
    if (inner.type !== AST_NODE_TYPES.Identifier) return false;
    const def = findVariable(this.sourceCode.getScope(inner), inner.name)?.defs[0];
    return def?.type === 'Parameter' && handlerOf(this.sourceCode, def.node) !== undefined;
  }

  private isStateAccessor(node: TSESTree.CallExpression): boolean {
    return calleeName(node.callee) === 'requestState';
  }
}

/**
 * How the value minted into a `requestState` is protected: `signed` by a codec's `mint`, an HMAC / AEAD / JWT
 * sealing call or a same-file function whose body makes one (or a JSON object carrying a MAC); `unsigned` for
 * JSON, base64 of JSON, literals, templates and concatenations of plain data, values from the request or the
 * client, and same-file functions returning only these; `unknown` for anything else (calls into other files, a
 * bare random id that may key a server-side store).
 */
export function mintedStateProtection(value: TSESTree.Node, sourceCode: SourceCode): StateProtection {
  return new Classifier(sourceCode).at(value, false, 0);
}

/** Words that claim a step the user has to take: approval, consent, payment. */
const PROOF_WORDS = new Set(['approved', 'confirmed', 'accepted', 'authorized', 'authorised', 'consented', 'granted', 'allowed', 'paid']);
/** Properties that name the step a flow is at (`{ step: 'confirmed' }`). */
const STEP_KEYS = new Set(['step', 'stage', 'status', 'phase', 'state']);

const claimsProof = (text: string): boolean => words(text).some((word) => PROOF_WORDS.has(word));

/** What a minted value claims was proven: a literal (`'approved'`), a step (`{ step: 'confirmed' }`), a flag (`{ approved: true }`). */
function proofClaim(node: TSESTree.Node, sourceCode: SourceCode, depth = 0): TSESTree.Node | null {
  if (depth > MAX_DEPTH) return null;
  let inner = skipTransparent(node);
  if (inner.type === AST_NODE_TYPES.AwaitExpression) inner = skipTransparent(inner.argument);
  const text = staticString(inner);
  if (text !== null) return claimsProof(text) ? inner : null;
  switch (inner.type) {
    case AST_NODE_TYPES.CallExpression:
      // `codec.mint({...})`, `JSON.stringify({...})`, `seal({...})`: what is sealed or encoded is what is claimed.
      return inner.arguments[0] ? proofClaim(inner.arguments[0], sourceCode, depth + 1) : null;
    case AST_NODE_TYPES.Identifier: {
      const variable = findVariable(sourceCode.getScope(inner), inner.name);
      const def = variable?.defs[0];
      if (!variable || def?.type !== 'Variable' || def.node.id !== def.name || !def.node.init || !isSingleAssignment(variable)) return null;
      return proofClaim(def.node.init, sourceCode, depth + 1);
    }
    case AST_NODE_TYPES.ObjectExpression:
      for (const property of inner.properties) {
        if (property.type !== AST_NODE_TYPES.Property) continue;
        const key = propertyKeyName(property);
        const value = skipTransparent(property.value);
        if (key === null) continue;
        if (value.type === AST_NODE_TYPES.Literal && value.value === true && claimsProof(key)) return property;
        const step = staticString(value);
        if (step !== null && STEP_KEYS.has(key) && claimsProof(step)) return property;
      }
      return null;
    default:
      return null;
  }
}

/** Whether the code around `node` runs only on rounds where a round-trip value (an answer, verified state) is there. */
function afterSomethingCameBack(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  for (const { test, holds } of enclosingConditions(node)) {
    if (holds === null) continue;
    const scope = sourceCode.getScope(test);
    // Read for the outcome the test has here: a false `v === undefined && env === 'prod'` does not mean `v` came back.
    if (roundTripTestPresence(test, scope, holds) === 'present') return true;
    // Past `if (confirmed?.confirm !== true) return ...` the value is `true`: it came back.
    const inner = skipTransparent(test);
    if (!holds && inner.type === AST_NODE_TYPES.BinaryExpression && (inner.operator === '!==' || inner.operator === '!=')) {
      const literal = [inner.left, inner.right].find((side) => side.type === AST_NODE_TYPES.Literal && side.value !== null);
      const other = (literal === inner.left ? inner.right : inner.left) as TSESTree.Node;
      if (literal && isRoundTripValue(other, scope)) return true;
    }
  }
  return false;
}

/**
 * What a minted `requestState` claims the user did (approved, confirmed, paid) when it is minted before
 * anything came back that could show it: the claim's node, or null. On the next round the state says so
 * whatever the answer was.
 */
export function unprovenClaim(site: MintSite, sourceCode: SourceCode): TSESTree.Node | null {
  const claim = proofClaim(site.value, sourceCode);
  return claim && !afterSomethingCameBack(site.property, sourceCode) ? claim : null;
}

/** Per-round values anyone can guess or enumerate, by global and member: `Math.random()`, `Date.now()`, `performance.now()`. */
const GUESSABLE_CALLS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['Math', new Set(['random'])],
  ['Date', new Set(['now'])],
  ['performance', new Set(['now'])],
]);
/** Sources of unguessable bytes: a handle holding one of these is as hard to guess as a key. */
const STRONG_RANDOM = new Set(['randomUUID', 'randomBytes', 'getRandomValues', 'nanoid', 'v4', 'uuid', 'uuidv4', 'createId', 'cuid', 'ulid']);

type HandlePart = { guessable: string } | 'strong' | null;

/** What one piece of a handle is made of: a guessable source (named for the message), strong randomness, or neither. */
function handleParts(node: TSESTree.Node, sourceCode: SourceCode, parts: HandlePart[], depth: number): void {
  if (depth > MAX_DEPTH) return;
  let inner = skipTransparent(node);
  if (inner.type === AST_NODE_TYPES.AwaitExpression) inner = skipTransparent(inner.argument);
  const next = (child: TSESTree.Node) => handleParts(child, sourceCode, parts, depth + 1);
  switch (inner.type) {
    case AST_NODE_TYPES.TemplateLiteral:
      inner.expressions.forEach(next);
      return;
    case AST_NODE_TYPES.BinaryExpression:
      if (inner.left.type !== AST_NODE_TYPES.PrivateIdentifier) next(inner.left);
      next(inner.right);
      return;
    case AST_NODE_TYPES.UpdateExpression:
      parts.push({ guessable: 'a counter' });
      return;
    case AST_NODE_TYPES.AssignmentExpression:
      parts.push(inner.operator === '+=' && inner.left.type === AST_NODE_TYPES.Identifier ? { guessable: 'a counter' } : null);
      return;
    case AST_NODE_TYPES.NewExpression:
      // `new Date()`, read back as `getTime()` or text.
      parts.push(inner.callee.type === AST_NODE_TYPES.Identifier && inner.callee.name === 'Date' ? { guessable: 'the clock' } : null);
      return;
    case AST_NODE_TYPES.CallExpression: {
      const origin = resolveOrigin(inner.callee, sourceCode.getScope(inner));
      const member = origin.path.at(-1) ?? origin.name;
      if (origin.root === 'global' && origin.name !== null && origin.path.length === 1 && GUESSABLE_CALLS.get(origin.name)?.has(origin.path[0]!)) {
        parts.push({ guessable: `\`${origin.name}.${origin.path[0]}()\`` });
        return;
      }
      if (member !== null && member !== undefined && STRONG_RANDOM.has(member)) {
        parts.push('strong');
        return;
      }
      // `Math.random().toString(36).slice(2)`, `String(n)`, `Math.floor(Math.random() * 1e6)`: what goes in comes out.
      const callee = skipTransparent(inner.callee);
      if (callee.type === AST_NODE_TYPES.MemberExpression) next(callee.object);
      inner.arguments.forEach(next);
      return;
    }
    case AST_NODE_TYPES.Identifier: {
      const variable = findVariable(sourceCode.getScope(inner), inner.name);
      const def = variable?.defs[0];
      if (!variable || def?.type !== 'Variable' || def.node.id !== def.name || !def.node.init) return;
      // A counter read (`let next = 0; ... String(next++)`) is caught where it is bumped; a `const` is followed.
      if (isSingleAssignment(variable)) next(def.node.init);
      else if (variable.references.some((reference) => reference.identifier.parent?.type === AST_NODE_TYPES.UpdateExpression)) {
        parts.push({ guessable: 'a counter' });
      }
      return;
    }
    default:
      return;
  }
}

/**
 * What makes a minted state handle guessable (`Math.random()`, `Date.now()`, a counter), or null: a handle that
 * keys server-side state is all a client needs to present (SEP-2567: possession is not authorization), so it must
 * be unguessable, and bound to whoever it was minted for. Handles with strong randomness in them are not.
 */
export function guessableHandle(site: MintSite, sourceCode: SourceCode): string | null {
  const parts: HandlePart[] = [];
  handleParts(site.value, sourceCode, parts, 0);
  if (parts.includes('strong')) return null;
  const guessable = parts.find((part): part is { guessable: string } => part !== null && part !== 'strong');
  return guessable?.guessable ?? null;
}
