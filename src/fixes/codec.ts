import path from 'node:path';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { fileIndex } from '../ast/file-index.js';
import { classNamed, functionVariable, type FunctionNode } from '../ast/functions.js';
import { findVariable, importedName, isSingleAssignment, isTransparentWrapper, memberName, propertyKeyName, resolveOrigin, skipTransparent } from '../ast/origin.js';
import { fileHandlers, forwardingCalls, handlerOf } from '../mcp/handlers.js';
import { isV2Module } from '../mcp/sdk.js';
import type { ExtensionStyle } from '../mcp/codec-setting.js';
import type { SourceCode, Variable } from '../ast/types.js';
import type { ImportableCodec } from '../types/index.js';
import { appendToList, mentionsName } from './text.js';

/** Type arguments a codec may carry and still accept any JSON payload. */
const OPEN_PAYLOAD_TYPES = new Set([AST_NODE_TYPES.TSUnknownKeyword, AST_NODE_TYPES.TSAnyKeyword]);

/** A call of the SDK v2 `createRequestStateCodec` (named, aliased or through a namespace import). */
export function isCodecFactory(call: TSESTree.CallExpression, sourceCode: SourceCode): boolean {
  // A member callee resolves to a path ending in its own name: no scope lookup for the others.
  const callee = skipTransparent(call.callee);
  if (callee.type === AST_NODE_TYPES.MemberExpression && memberName(callee) !== 'createRequestStateCodec') return false;
  const origin = resolveOrigin(call.callee, sourceCode.getScope(call));
  return origin.root === 'import' && origin.module !== null && isV2Module(origin.module) &&
    // `codec.mint(...)` resolves to the factory too, with a path after it.
    ((origin.name === 'createRequestStateCodec' && origin.path.length === 0) || (origin.name === '*' && origin.path.join('.') === 'createRequestStateCodec'));
}

function resolvedIdentifier(node: TSESTree.Node, sourceCode: SourceCode): Variable | null {
  const inner = skipTransparent(node);
  return inner.type === AST_NODE_TYPES.Identifier ? findVariable(sourceCode.getScope(inner), inner.name) : null;
}

/** What a file shows of its `requestState` codec (see `findStateCodec`). */
export interface FileCodec {
  hooked: Variable | null;
  unhooked: Variable | null;
  /** Every codec the file declares or mints with. */
  candidates: readonly Variable[];
  /** Whether a handler hands the raw state to a codec's `verify` (as on a server without a hook). */
  handVerified: boolean;
  /** Whether a handler reads the accessor otherwise (as on a server whose hook hands over the verified payload). */
  accessorReads: boolean;
  /** Whether the file installs a `requestState: { verify }` hook. */
  hook: boolean;
}

/**
 * The file's `requestState` codec (the rule doc's Suggestions, resume from `requestState`): a `createRequestStateCodec(...)` binding, or a
 * codec the file already calls `.mint(` on; none when there are several and no `requestState: { verify }` hook
 * says which, or when the codec is declared for a narrower payload than any value to carry.
 * `hooked`: the codec, when something shows that the accessor returns its verified payloads — it does only when
 * the server runs a codec's `verify` as its `requestState.verify` hook (else it returns the raw string), shown
 * by the hook in the file or by the file's own handlers reading the accessor back. `unhooked`: the codec, when
 * no hook is in the file (a handler on a server without one verifies the raw string itself).
 */
export function findStateCodec(sourceCode: SourceCode): FileCodec {
  const candidates = new Set<Variable>();
  let hooked: Variable | null = null;
  let hook = false;
  let accessorCalls = false;
  let handVerified = false;
  const narrowPayload = new Set<Variable>();
  const index = fileIndex(sourceCode);
  for (const call of index.of(AST_NODE_TYPES.CallExpression)) {
    const declarator = call.parent;
    if (declarator.type === AST_NODE_TYPES.VariableDeclarator && declarator.init === call && isCodecFactory(call, sourceCode)) {
      const variable = sourceCode.scopeManager?.getDeclaredVariables(declarator)[0];
      if (variable && declarator.id.type === AST_NODE_TYPES.Identifier) {
        candidates.add(variable);
        const payload = call.typeArguments?.params[0];
        if (payload && !OPEN_PAYLOAD_TYPES.has(payload.type)) narrowPayload.add(variable);
      }
    }
    if (call.callee.type === AST_NODE_TYPES.MemberExpression) {
      const method = memberName(call.callee);
      if (method === 'mint') {
        const variable = resolvedIdentifier(call.callee.object, sourceCode);
        if (variable) candidates.add(variable);
      } else if (method === 'requestState') {
        // Raw state handed to a codec's `verify` says the server has no hook; any other read says it has one.
        if (verifiedByHand(call, sourceCode)) handVerified = true;
        else accessorCalls = true;
      }
    }
  }
  for (const node of index.of(AST_NODE_TYPES.Property)) {
    if (propertyKeyName(node) !== 'requestState' || node.value.type !== AST_NODE_TYPES.ObjectExpression) continue;
    // `new McpServer(info, { requestState: { verify: codec.verify } })`
    for (const property of node.value.properties) {
      if (property.type !== AST_NODE_TYPES.Property || propertyKeyName(property) !== 'verify') continue;
      hook = true;
      const verify = skipTransparent(property.value);
      if (verify.type === AST_NODE_TYPES.MemberExpression) hooked = resolvedIdentifier(verify.object, sourceCode) ?? hooked;
    }
  }
  const variable = hooked ?? (candidates.size === 1 ? [...candidates][0]! : null);
  const usable = variable && !narrowPayload.has(variable) ? variable : null;
  return { hooked: usable && (hook || accessorCalls) && !handVerified ? usable : null, unhooked: hook ? null : usable, candidates: [...candidates], handVerified, accessorReads: accessorCalls, hook };
}

/** `codec.verify(x, ctx)`: a call of a method named `verify` with `node` among its arguments. */
function isVerifyArgument(node: TSESTree.Node): boolean {
  const call = node.parent;
  return call?.type === AST_NODE_TYPES.CallExpression && call.callee.type === AST_NODE_TYPES.MemberExpression &&
    memberName(call.callee) === 'verify' && call.arguments.some((argument) => argument === node);
}

/** The accessor's raw string goes to a codec's `verify`, directly or through the `const` it is read into. */
function verifiedByHand(accessorCall: TSESTree.CallExpression, sourceCode: SourceCode): boolean {
  let value: TSESTree.Node = accessorCall;
  while (value.parent && (value.parent.type === AST_NODE_TYPES.AwaitExpression || isTransparentWrapper(value.parent))) value = value.parent;
  if (isVerifyArgument(value)) return true;
  const declarator = value.parent;
  if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.init !== value) return false;
  const variable = sourceCode.scopeManager?.getDeclaredVariables(declarator)[0];
  return variable?.references.some((reference) => isVerifyArgument(reference.identifier)) ?? false;
}

/** The SDK module a file may import `createRequestStateCodec` from: the SDK itself (re-exporters differ by version). */
const CODEC_MODULE = '@modelcontextprotocol/server';
const SERVER_CLASSES = new Set(['McpServer', 'Server']);

/** `new McpServer(...)` / `new Server(...)` of the SDK, with how the file names the module's exports. */
function sdkServerConstruction(node: TSESTree.Node, sourceCode: SourceCode): TSESTree.NewExpression | null {
  const inner = skipTransparent(node);
  if (inner.type !== AST_NODE_TYPES.NewExpression) return null;
  const origin = resolveOrigin(inner.callee, sourceCode.getScope(inner));
  const name = origin.name === '*' && origin.path.length === 1 ? origin.path[0] : origin.path.length === 0 ? origin.name : null;
  return origin.root === 'import' && origin.module === CODEC_MODULE && !origin.instance && name !== null && name !== undefined && SERVER_CLASSES.has(name)
    ? inner
    : null;
}

/** How many parameters of same-file functions a server, or the instance holding it, is followed through (`registerTools(server)` in `createServer()`). */
const MAX_SERVER_DEPTH = 3;

/** Options that install no `requestState.verify` hook: none, or an object literal without `requestState` and spreads. */
function hooklessOptions(server: TSESTree.NewExpression): boolean {
  const options = server.arguments[1];
  if (options === undefined) return true;
  const object = skipTransparent(options);
  return object.type === AST_NODE_TYPES.ObjectExpression &&
    object.properties.every((property) => property.type === AST_NODE_TYPES.Property && !property.computed && propertyKeyName(property) !== 'requestState');
}

/**
 * The class whose instance `this` is at `node` (arrows see their method's `this`), when `node` is in one of its
 * methods or class fields.
 */
function thisClass(node: TSESTree.Node): TSESTree.ClassBody | null {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === AST_NODE_TYPES.ArrowFunctionExpression) continue;
    if (current.type === AST_NODE_TYPES.PropertyDefinition) return current.static ? null : current.parent;
    if (current.type === AST_NODE_TYPES.FunctionExpression || current.type === AST_NODE_TYPES.FunctionDeclaration) {
      const method = current.parent;
      return method?.type === AST_NODE_TYPES.MethodDefinition && !method.static ? method.parent : null;
    }
  }
  return null;
}

/**
 * The SDK server a field of a class holds: `server = new McpServer(...)` declared in the class (a Cloudflare
 * `McpAgent`), when nothing in the file assigns a member of that name again.
 */
function fieldServer(body: TSESTree.ClassBody, name: string, sourceCode: SourceCode): TSESTree.NewExpression | null {
  const field = body.body.find(
    (element): element is TSESTree.PropertyDefinition =>
      element.type === AST_NODE_TYPES.PropertyDefinition && !element.static && !element.computed && propertyKeyName(element) === name,
  );
  const server = field?.value ? sdkServerConstruction(field.value, sourceCode) : null;
  if (!server) return null;
  const reassigned = fileIndex(sourceCode)
    .of(AST_NODE_TYPES.AssignmentExpression)
    .some((assignment) => assignment.left.type === AST_NODE_TYPES.MemberExpression && memberName(assignment.left) === name);
  return reassigned ? null : server;
}

function isExported(declaration: TSESTree.Node | undefined): boolean {
  return declaration?.parent?.type === AST_NODE_TYPES.ExportNamedDeclaration || declaration?.parent?.type === AST_NODE_TYPES.ExportDefaultDeclaration;
}

/**
 * Follows a use of an instance of a class: calls of its methods (`registry.add(...)`), and of what they return when
 * it is used right away (`registry.add(...).add(...)`: `add` may return `this`); the calls of the method `name` are
 * kept in `calls`. False when the instance, or a result that may be it, goes anywhere else (an argument, a
 * variable, a property read).
 */
function methodCallsOn(node: TSESTree.Node, name: string, calls: TSESTree.CallExpression[]): boolean {
  for (let object: TSESTree.Node = node; ; ) {
    const member = object.parent;
    if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== object || member.computed) return false;
    const call = member.parent;
    if (call.type !== AST_NODE_TYPES.CallExpression || call.callee !== member) return false;
    if (memberName(member) === name) calls.push(call);
    const statement = call.parent.type === AST_NODE_TYPES.AwaitExpression ? call.parent.parent : call.parent;
    if (statement?.type === AST_NODE_TYPES.ExpressionStatement) return true;
    object = call;
  }
}

/**
 * Every call of a method of a class of the file, when the file shows them all: the class is not exported, each of
 * its instances is a `const` of the file (not exported) used only to call its methods (`registry.attach(server)`
 * after `const registry = new ToolRegistry()`), and nothing calls it on `this`. Null otherwise.
 */
function methodCallSites(method: TSESTree.MethodDefinition, sourceCode: SourceCode): TSESTree.CallExpression[] | null {
  const name = method.kind === 'method' && !method.static && !method.computed && method.key.type === AST_NODE_TYPES.Identifier ? method.key.name : null;
  const cls = method.parent.parent;
  if (name === null || cls.type !== AST_NODE_TYPES.ClassDeclaration || isExported(cls)) return null;
  // `this.attach(server)` in another method: the server would come from that method's callers.
  if (fileIndex(sourceCode).thisMembersNamed(name).length > 0) return null;
  const calls: TSESTree.CallExpression[] = [];
  for (const variable of sourceCode.getDeclaredVariables(cls)) {
    for (const reference of variable.references) {
      // A type annotation makes no instance; every instance comes from a `new` checked here.
      if ((reference as { isTypeReference?: boolean }).isTypeReference) continue;
      const created = reference.identifier.parent;
      const declarator = created?.type === AST_NODE_TYPES.NewExpression && created.callee === reference.identifier ? created.parent : null;
      if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.init !== created || declarator.id.type !== AST_NODE_TYPES.Identifier) return null;
      const instance = sourceCode.getDeclaredVariables(declarator)[0];
      if (!instance || !isSingleAssignment(instance) || isExported(declarator.parent)) return null;
      for (const use of instance.references) {
        if (!use.init && !methodCallsOn(use.identifier, name, calls)) return null;
      }
    }
  }
  return calls;
}

/**
 * Every call of a same-file function, when nothing outside the file can call it: a function declared or held by a
 * `const`, not exported and only called (`registerTools(server)` in `createServer()`), or a method of a class of the
 * file whose calls the file shows (`methodCallSites`). Null when it may be called elsewhere or is used as a value.
 */
function callSites(fn: FunctionNode, sourceCode: SourceCode): TSESTree.CallExpression[] | null {
  if (fn.parent.type === AST_NODE_TYPES.MethodDefinition) return fn.parent.value === fn ? methodCallSites(fn.parent, sourceCode) : null;
  const declared = functionVariable(fn, sourceCode);
  if (!declared || isExported(fn.type === AST_NODE_TYPES.FunctionDeclaration ? fn : fn.parent.parent)) return null;
  const calls: TSESTree.CallExpression[] = [];
  for (const reference of declared.references) {
    if (reference.init) continue;
    const call = reference.identifier.parent;
    if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee !== reference.identifier) return null;
    calls.push(call);
  }
  return calls;
}

type Follow<T> = (node: TSESTree.Node, sourceCode: SourceCode, depth: number) => T[] | null;

/**
 * What a parameter of a same-file function holds, followed by `follow` at what every call passes there
 * (`registerBranchTools(server, ops)` in `createServer()`, `registry.attach(server)`, `accountTool(this, ...)`), when
 * the file shows every call (`callSites`) and nothing writes the parameter.
 */
function parameterValues<T>(variable: Variable, sourceCode: SourceCode, depth: number, follow: Follow<T>): T[] | null {
  const def = variable.defs[0];
  if (def?.type !== 'Parameter' || variable.defs.length !== 1 || variable.references.some((reference) => reference.isWrite())) return null;
  const fn = def.node as FunctionNode;
  const index = fn.params.indexOf(def.name);
  const calls = index >= 0 ? callSites(fn, sourceCode) : null;
  if (!calls || calls.length === 0) return null;
  const values: T[] = [];
  for (const call of calls) {
    const argument = call.arguments[index];
    const spread = call.arguments.slice(0, index + 1).some((passed) => passed.type === AST_NODE_TYPES.SpreadElement);
    const found = argument && !spread ? follow(argument, sourceCode, depth + 1) : null;
    if (!found) return null;
    values.push(...found);
  }
  return values;
}

/**
 * What an identifier may hold: `fromInitialiser` of its one initialiser (a `const`, or a `let` never reassigned), or
 * `self` of every value its parameter is given in the file; null when the file does not show it.
 */
function identifierValues<T>(
  identifier: TSESTree.Identifier,
  sourceCode: SourceCode,
  depth: number,
  self: Follow<T>,
  fromInitialiser: (init: TSESTree.Expression) => T[] | null,
): T[] | null {
  const variable = findVariable(sourceCode.getScope(identifier), identifier.name);
  const def = variable?.defs[0];
  if (!variable || !def) return null;
  if (def.type === 'Parameter') return parameterValues(variable, sourceCode, depth, self);
  if (def.type !== 'Variable' || def.node.id !== def.name || !def.node.init || !isSingleAssignment(variable)) return null;
  return fromInitialiser(def.node.init);
}

/**
 * The classes of the file whose instance an expression holds, as far as the file shows them all: `this` in a
 * class's method, a `const` holding `new C(...)`, a parameter of a same-file function every call of which passes
 * one (`accountTool(this, ...)` in an agent's `init()`). Null when it may hold anything else.
 */
function instanceClasses(node: TSESTree.Node, sourceCode: SourceCode, depth: number): TSESTree.ClassBody[] | null {
  if (depth > MAX_SERVER_DEPTH) return null;
  const inner = skipTransparent(node);
  if (inner.type === AST_NODE_TYPES.ThisExpression) {
    const body = thisClass(inner);
    return body ? [body] : null;
  }
  if (inner.type !== AST_NODE_TYPES.Identifier) return null;
  return identifierValues(inner, sourceCode, depth, instanceClasses, (init) => {
    const created = skipTransparent(init);
    const cls = created.type === AST_NODE_TYPES.NewExpression ? classNamed(created.callee, sourceCode.getScope(created)) : null;
    return cls ? [cls.body] : null;
  });
}

/** Every server construction an expression may hold, as far as the file shows them all; null when it does not. */
function serversAt(node: TSESTree.Node, sourceCode: SourceCode, depth: number): TSESTree.NewExpression[] | null {
  if (depth > MAX_SERVER_DEPTH) return null;
  const inner = skipTransparent(node);
  if (inner.type === AST_NODE_TYPES.MemberExpression) {
    // `this.server`, `agent.server`: the field of every class the object may be an instance of.
    const name = memberName(inner);
    const classes = name === null ? null : instanceClasses(inner.object, sourceCode, depth);
    const servers = classes?.map((body) => fieldServer(body, name!, sourceCode)) ?? [null];
    return servers.every((server) => server !== null) ? servers : null;
  }
  if (inner.type === AST_NODE_TYPES.NewExpression) {
    // `registry.attach(new McpServer(info))`
    const server = sdkServerConstruction(inner, sourceCode);
    return server ? [server] : null;
  }
  if (inner.type !== AST_NODE_TYPES.Identifier) return null;
  return identifierValues(inner, sourceCode, depth, serversAt, (init) => {
    const server = sdkServerConstruction(init, sourceCode);
    return server ? [server] : null;
  });
}

/**
 * The servers a handler is registered on, when this file builds every one of them (`new McpServer(info, options)` of
 * the SDK). The registration's receiver is followed through a `const`, a class field `server = new McpServer(...)`
 * read on an instance (`this.server` in a Cloudflare `McpAgent`, `agent.server` in a wrapper every call of which
 * passes the agent's `this`), and parameters of same-file functions and methods whose every call the file shows
 * (`registerTools(server)` called from `createServer()`, a `ToolRegistry`'s `attach(server)`), each of which must pass
 * such a server. Null when any may be built elsewhere (a parameter of an exported function, another module, a
 * framework's factory).
 */
function registeredServers(handler: FunctionNode, sourceCode: SourceCode): TSESTree.NewExpression[] | null {
  const registration = handlerOf(sourceCode, handler)?.registration;
  if (!registration) return forwardingServers(handler, sourceCode) ?? wrappedServers(handler, sourceCode);
  return registrationServers(registration, sourceCode);
}

/** The servers a registration call registers on, when this file builds every one of them (see `registeredServers`). */
function registrationServers(registration: TSESTree.Node, sourceCode: SourceCode): TSESTree.NewExpression[] | null {
  const callee = registration.type === AST_NODE_TYPES.CallExpression ? skipTransparent(registration.callee) : null;
  if (callee?.type !== AST_NODE_TYPES.MemberExpression) return null;
  const receiver = skipTransparent(callee.object);
  // `server.server.setRequestHandler(...)`: McpServer's low-level server runs with the same options.
  const lowLevel = receiver.type === AST_NODE_TYPES.MemberExpression && memberName(receiver) === 'server' && receiver.object.type !== AST_NODE_TYPES.ThisExpression;
  const servers = serversAt(receiver, sourceCode, 0) ?? (lowLevel ? serversAt(receiver.object, sourceCode, 0) : null);
  return servers && servers.length > 0 ? servers : null;
}

/**
 * The servers of the registered handlers that run a function given to them (`this.server.registerTool(name, schema,
 * async (args, ctx) => handler(args, accountId, ctx))` in a wrapper method), when every one runs on servers this file builds.
 */
function forwardingServers(fn: FunctionNode, sourceCode: SourceCode): TSESTree.NewExpression[] | null {
  const forwarded = forwardingCalls(sourceCode, fn);
  const servers: TSESTree.NewExpression[] = [];
  for (const { handler } of forwarded) {
    const registered = handlerOf(sourceCode, handler.fn) && registeredServers(handler.fn, sourceCode);
    if (!registered) return null;
    servers.push(...registered);
  }
  return servers.length > 0 ? servers : null;
}

/**
 * The servers of a function the file hands only to wrappers inside registrations (`server.registerTool(name, config,
 * withSpan('send_money', withRateLimit(sendMoney)))`): every use of its name is an argument of a call that is itself
 * such an argument, up to the registered value. Whatever runs it runs it for those registrations. Null when it is
 * exported, used any other way, or a registration's server may be built elsewhere.
 */
function wrappedServers(fn: FunctionNode, sourceCode: SourceCode): TSESTree.NewExpression[] | null {
  const variable = functionVariable(fn, sourceCode);
  const declaration = variable?.defs[0]?.node;
  const statement = declaration?.type === AST_NODE_TYPES.VariableDeclarator ? declaration.parent.parent : declaration;
  if (!variable || !isSingleAssignment(variable) || statement?.type === AST_NODE_TYPES.ExportNamedDeclaration || statement?.type === AST_NODE_TYPES.ExportDefaultDeclaration) return null;
  const registrations = new Set<TSESTree.Node>(fileHandlers(sourceCode).handlers.map((handler) => handler.registration));
  const servers: TSESTree.NewExpression[] = [];
  const reads = variable.references.filter((reference) => reference.init !== true);
  if (reads.length === 0) return null;
  for (const { identifier } of reads) {
    let node: TSESTree.Node = identifier;
    while (node.parent?.type === AST_NODE_TYPES.CallExpression && node.parent.arguments.includes(node as TSESTree.CallExpressionArgument) && !registrations.has(node.parent)) node = node.parent;
    const registration = node.parent;
    const registered = registration && node !== identifier && registrations.has(registration) ? registrationServers(registration, sourceCode) : null;
    if (!registered) return null;
    servers.push(...registered);
  }
  return servers;
}

/**
 * Whether the servers a handler is registered on install a `requestState.verify` hook: `'none'` when the file builds
 * every one of them with options that install none (there, `ctx.mcpReq.requestState()` returns the raw wire string,
 * so a handler that mints state must verify it itself); `'mixed'` when it builds them all but only some have plain
 * options without a hook (no one rewrite fits both); null when the file does not show them all, or they all may
 * have one.
 */
export function serverHooks(handler: FunctionNode, sourceCode: SourceCode): 'none' | 'mixed' | null {
  const servers = registeredServers(handler, sourceCode);
  const hookless = servers?.filter(hooklessOptions).length ?? 0;
  if (!servers || hookless === 0) return null;
  return hookless === servers.length ? 'none' : 'mixed';
}

/** Names of the module-level codec a suggestion adds, of the environment variable holding its key, and its expiry. */
export const NEW_CODEC = { name: 'requestStateCodec', keyVariable: 'MCP_REQUEST_STATE_KEY', ttlMinutes: 15 } as const;

/**
 * The edits that give a file a module-level `requestState` codec: the declaration after the imports and, unless
 * the file already has it, `createRequestStateCodec` added to its (value) import of the SDK. The key comes from
 * the environment, never from the source (an unset or short key makes the codec throw when the module loads);
 * `bind` ties a state to the method and the authenticated client. Null when the name is taken or the file does
 * not import the SDK by name.
 */
export function newCodecEdits(sourceCode: SourceCode): ((fixer: TSESLint.RuleFixer) => TSESLint.RuleFix[]) | null {
  if (mentionsName(sourceCode.text, NEW_CODEC.name)) return null;
  const program = sourceCode.ast;
  const imports = program.body.filter((statement): statement is TSESTree.ImportDeclaration => statement.type === AST_NODE_TYPES.ImportDeclaration);
  const lastImport = imports[imports.length - 1];
  if (!lastImport) return null;
  let factory: string | null = null;
  let addSpecifier: TSESTree.ImportSpecifier | null = null;
  for (const declaration of imports) {
    if (declaration.source.value !== CODEC_MODULE || declaration.importKind === 'type') continue;
    for (const specifier of declaration.specifiers) {
      if (specifier.type === AST_NODE_TYPES.ImportNamespaceSpecifier) factory ??= `${specifier.local.name}.createRequestStateCodec`;
      if (specifier.type !== AST_NODE_TYPES.ImportSpecifier || specifier.importKind === 'type') continue;
      const imported = importedName(specifier);
      if (imported === 'createRequestStateCodec') factory = specifier.local.name;
      addSpecifier ??= specifier;
    }
  }
  // The server's own import is where the factory comes from; without a named or namespace import of it, give up.
  if (!factory && !addSpecifier) return null;
  const declaration = [
    `// Seals what handlers carry in \`requestState\` (HMAC: signed, not encrypted). ${NEW_CODEC.keyVariable}: 32+ random bytes, the same on every instance.`,
    `const ${NEW_CODEC.name} = ${factory ?? 'createRequestStateCodec'}({`,
    `  key: String(process.env.${NEW_CODEC.keyVariable}),`,
    `  ttlSeconds: ${NEW_CODEC.ttlMinutes} * 60,`,
    "  bind: (ctx) => `${ctx.mcpReq.method}\\0${ctx.http?.authInfo?.clientId ?? ''}`,",
    '});',
  ].join('\n');
  const specifier = factory ? null : addSpecifier;
  return (fixer) => [
    ...(specifier ? [appendToList(sourceCode, (specifier.parent as TSESTree.ImportDeclaration).specifiers.at(-1)!, ['createRequestStateCodec'], fixer)] : []),
    fixer.insertTextAfter(lastImport, `\n\n${declaration}`),
  ];
}

const CODE_EXTENSION = /\.([cm]?)([jt])sx?$/;

/** The style every relative import (and re-export) of the file agrees on; `fallback` when it has none, null when they differ. */
function extensionStyle(program: TSESTree.Program, fallback: ExtensionStyle | null): ExtensionStyle | null {
  const styles = new Set<ExtensionStyle>();
  for (const statement of program.body) {
    const source =
      statement.type === AST_NODE_TYPES.ImportDeclaration || statement.type === AST_NODE_TYPES.ExportAllDeclaration || statement.type === AST_NODE_TYPES.ExportNamedDeclaration
        ? statement.source?.value
        : undefined;
    if (typeof source !== 'string' || !source.startsWith('.')) continue;
    const extension = CODE_EXTENSION.exec(source);
    // `./data.json`, `./styles.css`: no code module, no style.
    if (extension) styles.add(extension[2] === 'j' ? 'js' : 'ts');
    else if (!/\.[a-z]+$/i.test(source.slice(source.lastIndexOf('/') + 1))) styles.add('none');
  }
  if (styles.size > 1) return null;
  return [...styles][0] ?? fallback;
}

/** The specifier that imports `target` from `importer` in a style (`../lib/state.js`). */
function relativeSpecifier(importer: string, target: string, style: ExtensionStyle): string {
  let relative = path.posix.relative(path.posix.dirname(importer.replace(/\\/g, '/')), target.replace(/\\/g, '/'));
  if (!relative.startsWith('.')) relative = `./${relative}`;
  if (style === 'ts') return relative;
  return relative.replace(CODE_EXTENSION, (_match, kind: string) => (style === 'js' ? `.${kind}js` : ''));
}

/**
 * A codec another module exports: the program's server codec (`TypedFile.serverCodec`), or the one
 * `settings.mcp.requestStateCodec` names (src/fixes/codec-setting.ts), where the resolution may be unknown (`null`:
 * the extension is copied from the file's other relative imports, else the setting's `extension`, else the import is
 * not written) and the module may be named by a specifier written as it is.
 */
export type CodecModule = Omit<ImportableCodec, 'nodeResolution'> & {
  nodeResolution: boolean | null;
  /** How to write the extension of a relative import when the file has no other to copy it from (null: do not write one). */
  extension?: ExtensionStyle | null;
  specifier?: string | null;
};

/** A codec of another module as the handler names it, and the edit that imports it when the file does not yet. */
export interface ImportedCodec {
  name: string;
  edits: ((fixer: TSESLint.RuleFixer) => TSESLint.RuleFix[]) | null;
  /** The module the edit imports it from. */
  specifier: string | null;
}

/**
 * The program's server codec (`TypedFile.serverCodec`) as a name the rewritten handler can mint with at `uses`: a
 * binding of the file that denotes it (its import, or its declaration), `ns.stateCodec` through a namespace import
 * of its module, or its exported name with the edit that imports it, added to the file's value import of that
 * module or as an import of its own after the last one (in the extension style of the file's other relative
 * imports; `.js` on Node16/NodeNext resolution when it has none). Null when the name is taken, the file has no
 * imports, or its relative imports disagree on the style.
 */
export function importedCodec(
  sourceCode: SourceCode,
  codec: CodecModule,
  uses: readonly TSESTree.Node[],
): ImportedCodec | null {
  const visibleAtUses = (variable: Variable): boolean => uses.every((node) => findVariable(sourceCode.getScope(node), variable.name) === variable);
  const moduleScope = sourceCode.scopeManager?.globalScope?.childScopes.find((scope) => scope.type === 'module') ?? sourceCode.scopeManager?.globalScope;
  for (const variable of moduleScope?.variables ?? []) {
    const name = variable.defs[0]?.name;
    if (name?.type === AST_NODE_TYPES.Identifier && codec.denotes(name)) return visibleAtUses(variable) ? { name: variable.name, edits: null, specifier: null } : null;
  }
  const program = sourceCode.ast;
  const imports = program.body.filter((statement): statement is TSESTree.ImportDeclaration => statement.type === AST_NODE_TYPES.ImportDeclaration);
  const fromModule = imports.filter((declaration) => declaration.importKind !== 'type' && codec.names(declaration.source));
  for (const declaration of fromModule) {
    const namespace = declaration.specifiers.find((specifier) => specifier.type === AST_NODE_TYPES.ImportNamespaceSpecifier);
    const variable = namespace && findVariable(sourceCode.getScope(namespace), namespace.local.name);
    if (variable && visibleAtUses(variable)) return { name: `${namespace.local.name}.${codec.exportName}`, edits: null, specifier: null };
  }
  const lastImport = imports.at(-1);
  if (!lastImport || mentionsName(sourceCode.text, codec.exportName)) return null;
  const named = fromModule.flatMap((declaration) => declaration.specifiers.filter((specifier) => specifier.type === AST_NODE_TYPES.ImportSpecifier)).at(-1);
  if (named) {
    const specifier = (named.parent as TSESTree.ImportDeclaration).source.value;
    return { name: codec.exportName, edits: (fixer) => [appendToList(sourceCode, named, [codec.exportName], fixer)], specifier };
  }
  let specifier = codec.specifier ?? null;
  if (specifier === null) {
    const style = extensionStyle(program, codec.nodeResolution === null ? (codec.extension ?? null) : codec.nodeResolution ? 'js' : 'none');
    if (style === null) return null;
    specifier = relativeSpecifier(codec.importer, codec.fileName, style);
  }
  return { name: codec.exportName, edits: (fixer) => [fixer.insertTextAfter(lastImport, `\nimport { ${codec.exportName} } from '${specifier}';`)], specifier };
}
