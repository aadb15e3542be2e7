import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { isFunctionNode, resolveFunction, type FunctionNode } from '../ast/functions.js';
import { findVariable, isSingleAssignment, memberName, objectProperty, propertyKeyName, resolveOrigin, skipTransparent, staticString } from '../ast/origin.js';

type Scope = TSESLint.Scope.Scope;
type SourceCode = Readonly<TSESLint.SourceCode>;

/** The request methods whose handlers may answer with `input_required` (SEP-2322). */
export const INPUT_REQUIRED_METHODS: ReadonlySet<string> = new Set(['tools/call', 'prompts/get', 'resources/read']);

/**
 * How a handler was registered:
 * - `registerTool` / `registerPrompt` / `registerResource`: `server.registerX(name, config, cb)` (SDK v1 and v2);
 * - `tool` / `prompt` / `resource`: SDK v1 variadic `server.tool(name, ..., cb)`;
 * - `setRequestHandler`: low-level `server.setRequestHandler(methodOrSchema, ..., cb)`;
 * - `resourceTemplate-list` / `resourceTemplate-complete`: callbacks of `new ResourceTemplate(uri, { list, complete })`;
 * - `completable`: `completable(schema, cb)` argument completion;
 * - `xmcp`: a default-exported tool function; `fastmcp`: `addTool({ execute })` and friends;
 *   `mcp-framework`: `class X extends MCPTool { execute() }`; `mastra`: `createTool({ execute })`;
 * - `dispatch-table`: a hand-rolled JSON-RPC dispatcher, `handlers['tools/list'] = fn` or `{ 'tools/call': fn }`,
 *   keyed by a known MCP request method.
 */
export type HandlerShape =
  | 'registerTool'
  | 'registerPrompt'
  | 'registerResource'
  | 'tool'
  | 'prompt'
  | 'resource'
  | 'setRequestHandler'
  | 'resourceTemplate-list'
  | 'resourceTemplate-complete'
  | 'completable'
  | 'xmcp'
  | 'fastmcp'
  | 'mcp-framework'
  | 'mastra'
  | 'dispatch-table';

export interface HandlerRegistration {
  fn: FunctionNode;
  /** The MCP method the function answers (`'tools/call'`, `'resources/list'`, a custom method), or null when unknown. */
  method: string | null;
  /** The tool's registered name, when it is a tool and the name is a literal. */
  toolName: string | null;
  /** The tool's `annotations` object literal, when written in the registration. */
  annotations: TSESTree.ObjectExpression | null;
  /** The node that registers it: the call, the `new ResourceTemplate(...)`, the class, or the `export default`. */
  registration: TSESTree.Node;
  shape: HandlerShape;
  /** The parameter carrying the request context (`ctx`, `extra`, `context`), when the shape says which one it is. */
  contextParam: TSESTree.Parameter | null;
}

export interface FileHandlers {
  /** Every registered handler, in source order of the registrations. */
  handlers: readonly HandlerRegistration[];
  /** The registration of a function (the first one when a function is registered twice). */
  byFunction: ReadonlyMap<FunctionNode, HandlerRegistration>;
}

/** SDK v1 request schemas (`setRequestHandler(CallToolRequestSchema, ...)`) and the methods they stand for. */
export const REQUEST_SCHEMA_METHODS: ReadonlyMap<string, string> = new Map([
  ['InitializeRequestSchema', 'initialize'],
  ['PingRequestSchema', 'ping'],
  ['GetTaskRequestSchema', 'tasks/get'],
  ['GetTaskPayloadRequestSchema', 'tasks/result'],
  ['ListTasksRequestSchema', 'tasks/list'],
  ['CancelTaskRequestSchema', 'tasks/cancel'],
  ['ListResourcesRequestSchema', 'resources/list'],
  ['ListResourceTemplatesRequestSchema', 'resources/templates/list'],
  ['ReadResourceRequestSchema', 'resources/read'],
  ['SubscribeRequestSchema', 'resources/subscribe'],
  ['UnsubscribeRequestSchema', 'resources/unsubscribe'],
  ['ListPromptsRequestSchema', 'prompts/list'],
  ['GetPromptRequestSchema', 'prompts/get'],
  ['ListToolsRequestSchema', 'tools/list'],
  ['CallToolRequestSchema', 'tools/call'],
  ['SetLevelRequestSchema', 'logging/setLevel'],
  ['CompleteRequestSchema', 'completion/complete'],
  ['CreateMessageRequestSchema', 'sampling/createMessage'],
  ['ElicitRequestSchema', 'elicitation/create'],
  ['ListRootsRequestSchema', 'roots/list'],
]);

const ANNOTATION_KEYS = new Set(['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']);

const KNOWN_METHODS: ReadonlySet<string> = new Set(REQUEST_SCHEMA_METHODS.values());

/** Files without any of these words register nothing, so discovery skips the walk. */
const REGISTRATION_TEXT = new RegExp(
  [
    String.raw`register(?:Tool|Prompt|Resource)|setRequestHandler|\.\s*(?:tool|prompt|resource)\s*\(|ResourceTemplate|completable`,
    String.raw`add(?:Tool|Prompt|Resource)|createTool|MCP(?:Tool|Prompt|Resource)|export\s+default`,
    `['"\`](?:${[...KNOWN_METHODS].join('|')})['"\`]`,
  ].join('|'),
);

const cache = new WeakMap<TSESTree.Program, FileHandlers>();

/** The object literal an expression denotes: inline or a `const` holding one. */
export function resolveObject(node: TSESTree.Node | undefined, scope: Scope): TSESTree.ObjectExpression | null {
  if (!node) return null;
  const inner = skipTransparent(node);
  if (inner.type === AST_NODE_TYPES.ObjectExpression) return inner;
  if (inner.type !== AST_NODE_TYPES.Identifier) return null;
  const variable = findVariable(scope, inner.name);
  const def = variable?.defs[0];
  if (!variable || def?.type !== 'Variable' || def.node.id.type !== AST_NODE_TYPES.Identifier || !def.node.init || !isSingleAssignment(variable)) {
    return null;
  }
  const init = skipTransparent(def.node.init);
  return init.type === AST_NODE_TYPES.ObjectExpression ? init : null;
}

/** The name a callee is called by: `f` in `f()`, `registerTool` in `server.registerTool()`. */
function calleeName(callee: TSESTree.Node): string | null {
  const inner = skipTransparent(callee);
  if (inner.type === AST_NODE_TYPES.Identifier) return inner.name;
  if (inner.type === AST_NODE_TYPES.MemberExpression) return memberName(inner);
  return null;
}

/** The method a `setRequestHandler` first argument stands for: a string, or a v1 `*RequestSchema` constant. */
function requestHandlerMethod(first: TSESTree.Node, scope: Scope): string | null {
  const literal = staticString(first);
  if (literal !== null) return literal;
  const origin = resolveOrigin(first, scope);
  const name = origin.root === 'import' && origin.name !== '*' && origin.name !== 'default' ? origin.name : (origin.path.at(-1) ?? origin.name);
  return name === null ? null : (REQUEST_SCHEMA_METHODS.get(name) ?? null);
}

function paramAt(fn: FunctionNode, index: number): TSESTree.Parameter | null {
  return fn.params[index] ?? null;
}

/**
 * The context parameter of a `(args, ctx)` / `(ctx)` callback: the second parameter, or the only one when the
 * registration declares no argument schema.
 */
function argsThenContext(fn: FunctionNode, hasArgs: boolean | null): TSESTree.Parameter | null {
  if (fn.params.length >= 2) return paramAt(fn, 1);
  return hasArgs === false ? paramAt(fn, 0) : null;
}

function annotationsIn(value: TSESTree.Node | undefined, scope: Scope): TSESTree.ObjectExpression | null {
  return resolveObject(value, scope);
}

/** The file looks like an xmcp tool: it imports `xmcp`, or exports `schema` / `metadata` next to its default export. */
function xmcpMetadata(program: TSESTree.Program): { isToolFile: boolean; metadata: TSESTree.ObjectExpression | null } {
  let isToolFile = false;
  let metadata: TSESTree.ObjectExpression | null = null;
  for (const statement of program.body) {
    if (statement.type === AST_NODE_TYPES.ImportDeclaration && (statement.source.value === 'xmcp' || statement.source.value.startsWith('xmcp/'))) {
      isToolFile = true;
    }
    if (statement.type !== AST_NODE_TYPES.ExportNamedDeclaration || statement.declaration?.type !== AST_NODE_TYPES.VariableDeclaration) continue;
    for (const declarator of statement.declaration.declarations) {
      if (declarator.id.type !== AST_NODE_TYPES.Identifier) continue;
      if (declarator.id.name === 'schema') isToolFile = true;
      if (declarator.id.name === 'metadata') {
        isToolFile = true;
        const init = declarator.init ? skipTransparent(declarator.init) : null;
        if (init?.type === AST_NODE_TYPES.ObjectExpression) metadata = init;
      }
    }
  }
  return { isToolFile, metadata };
}

/** Which of the three asking methods an xmcp file serves, from its metadata (prompts carry `role`, resources `mimeType`). */
function xmcpMethod(metadata: TSESTree.ObjectExpression | null): string {
  if (objectProperty(metadata, 'role')) return 'prompts/get';
  if (objectProperty(metadata, 'mimeType')) return 'resources/read';
  return 'tools/call';
}

const MCP_FRAMEWORK_METHODS: Record<string, { member: string; method: string }> = {
  MCPTool: { member: 'execute', method: 'tools/call' },
  MCPPrompt: { member: 'generateMessages', method: 'prompts/get' },
  MCPResource: { member: 'read', method: 'resources/read' },
};

const FASTMCP_METHODS: Record<string, { member: string; method: string }> = {
  addTool: { member: 'execute', method: 'tools/call' },
  addPrompt: { member: 'load', method: 'prompts/get' },
  addResource: { member: 'load', method: 'resources/read' },
  addResourceTemplate: { member: 'load', method: 'resources/read' },
};

class Discovery {
  readonly handlers: HandlerRegistration[] = [];

  constructor(private readonly sourceCode: SourceCode) {}

  private add(
    fn: FunctionNode | null,
    registration: TSESTree.Node,
    shape: HandlerShape,
    method: string | null,
    details: { toolName?: string | null; annotations?: TSESTree.ObjectExpression | null; contextParam?: TSESTree.Parameter | null } = {},
  ): void {
    if (!fn) return;
    this.handlers.push({
      fn,
      method,
      toolName: details.toolName ?? null,
      annotations: details.annotations ?? null,
      registration,
      shape,
      contextParam: details.contextParam ?? null,
    });
  }

  call(node: TSESTree.CallExpression): void {
    const name = calleeName(node.callee);
    if (name === null) return;
    const args = node.arguments;
    const scope = this.sourceCode.getScope(node);
    const last = args.at(-1);
    switch (name) {
      case 'registerTool':
      case 'registerPrompt': {
        if (args.length < 3 || !last) return;
        const fn = resolveFunction(last, scope);
        if (!fn) return;
        const config = resolveObject(args[1], scope);
        const schemaKey = name === 'registerTool' ? 'inputSchema' : 'argsSchema';
        const hasArgs = config ? objectProperty(config, schemaKey) !== null : null;
        const isTool = name === 'registerTool';
        this.add(fn, node, name, isTool ? 'tools/call' : 'prompts/get', {
          toolName: isTool ? staticString(args[0]) : null,
          annotations: isTool ? annotationsIn(objectProperty(config, 'annotations')?.value, scope) : null,
          contextParam: argsThenContext(fn, hasArgs),
        });
        return;
      }
      case 'registerResource': {
        if (args.length < 4 || !last) return;
        const fn = resolveFunction(last, scope);
        this.add(fn, node, 'registerResource', 'resources/read', { contextParam: fn && fn.params.length >= 2 ? fn.params.at(-1) : null });
        return;
      }
      case 'tool':
      case 'prompt':
      case 'resource': {
        // SDK v1 variadic form: a name first, the callback last.
        const first = args[0];
        if (args.length < 2 || !first || !last || (staticString(first) === null && skipTransparent(first).type !== AST_NODE_TYPES.Identifier)) return;
        const fn = resolveFunction(last, scope);
        if (!fn) return;
        if (name === 'resource') {
          this.add(fn, node, 'resource', 'resources/read', { contextParam: fn.params.length >= 2 ? fn.params.at(-1) : null });
          return;
        }
        const middle = args.slice(1, -1).map((argument) => resolveObject(argument, scope));
        const annotations = middle.find((object) => object !== null && isAnnotationsObject(object)) ?? null;
        const hasArgs = middle.some((object) => object !== null && !isAnnotationsObject(object));
        this.add(fn, node, name, name === 'tool' ? 'tools/call' : 'prompts/get', {
          toolName: name === 'tool' ? staticString(first) : null,
          annotations: name === 'tool' ? annotations : null,
          contextParam: argsThenContext(fn, hasArgs),
        });
        return;
      }
      case 'setRequestHandler': {
        const first = args[0];
        if (args.length < 2 || !first || !last) return;
        const fn = resolveFunction(last, scope);
        this.add(fn, node, 'setRequestHandler', requestHandlerMethod(first, scope), { contextParam: fn ? paramAt(fn, 1) : null });
        return;
      }
      case 'completable': {
        const second = args[1];
        if (args.length !== 2 || !second) return;
        this.add(resolveFunction(second, scope), node, 'completable', 'completion/complete');
        return;
      }
      case 'createTool': {
        const config = resolveObject(args[0], scope);
        const execute = objectProperty(config, 'execute');
        if (!execute) return;
        this.add(resolveFunction(execute.value, scope), node, 'mastra', 'tools/call', { toolName: staticString(objectProperty(config, 'id')?.value) });
        return;
      }
      default: {
        const fastmcp = FASTMCP_METHODS[name];
        if (!fastmcp || skipTransparent(node.callee).type !== AST_NODE_TYPES.MemberExpression) return;
        const config = resolveObject(args[0], scope);
        const member = objectProperty(config, fastmcp.member);
        if (!member) return;
        const fn = resolveFunction(member.value, scope);
        const isTool = name === 'addTool';
        this.add(fn, node, 'fastmcp', fastmcp.method, {
          toolName: isTool ? staticString(objectProperty(config, 'name')?.value) : null,
          annotations: isTool ? annotationsIn(objectProperty(config, 'annotations')?.value, scope) : null,
          contextParam: fn ? paramAt(fn, 1) : null,
        });
      }
    }
  }

  /** A dispatch table entry: `handlers['tools/list'] = fn` (`key` is the computed member) or `{ 'tools/list': fn }`. */
  dispatchEntry(key: TSESTree.Node, value: TSESTree.Node, registration: TSESTree.Node): void {
    const method = staticString(key);
    if (method === null || !KNOWN_METHODS.has(method)) return;
    this.add(resolveFunction(value, this.sourceCode.getScope(registration)), registration, 'dispatch-table', method);
  }

  /** `new ResourceTemplate(uri, { list, complete: { variable: cb } })`. */
  newExpression(node: TSESTree.NewExpression): void {
    if (calleeName(node.callee) !== 'ResourceTemplate') return;
    const scope = this.sourceCode.getScope(node);
    const callbacks = resolveObject(node.arguments[1], scope);
    const list = objectProperty(callbacks, 'list');
    if (list) {
      const fn = resolveFunction(list.value, scope);
      this.add(fn, node, 'resourceTemplate-list', 'resources/list', { contextParam: fn ? paramAt(fn, 0) : null });
    }
    const complete = resolveObject(objectProperty(callbacks, 'complete')?.value, scope);
    for (const property of complete?.properties ?? []) {
      if (property.type !== AST_NODE_TYPES.Property) continue;
      this.add(resolveFunction(property.value, scope), node, 'resourceTemplate-complete', 'completion/complete');
    }
  }

  /** mcp-framework: `class X extends MCPTool { name = 'x'; async execute(input) {} }`. */
  classNode(node: TSESTree.ClassDeclaration | TSESTree.ClassExpression): void {
    if (!node.superClass) return;
    const base = calleeName(node.superClass);
    const kind = base === null ? undefined : MCP_FRAMEWORK_METHODS[base];
    if (!kind) return;
    let fn: FunctionNode | null = null;
    let toolName: string | null = null;
    let annotations: TSESTree.ObjectExpression | null = null;
    const scope = this.sourceCode.getScope(node);
    for (const member of node.body.body) {
      if (member.type !== AST_NODE_TYPES.MethodDefinition && member.type !== AST_NODE_TYPES.PropertyDefinition) continue;
      if (member.static) continue;
      const key = propertyKeyName(member);
      if (key === kind.member && member.value) fn = resolveFunction(member.value, scope);
      if (member.type !== AST_NODE_TYPES.PropertyDefinition || !member.value) continue;
      if (key === 'name' && base === 'MCPTool') toolName = staticString(member.value);
      if (key === 'annotations' && base === 'MCPTool') annotations = resolveObject(member.value, scope);
    }
    this.add(fn, node, 'mcp-framework', kind.method, { toolName, annotations });
  }

  /** xmcp: `export default async function tool(params, extra) {}` in a file that is an xmcp tool. */
  exportDefault(node: TSESTree.ExportDefaultDeclaration, program: TSESTree.Program): void {
    const { isToolFile, metadata } = xmcpMetadata(program);
    if (!isToolFile) return;
    const fn = resolveFunction(node.declaration, this.sourceCode.getScope(node));
    if (!fn) return;
    const method = xmcpMethod(metadata);
    const isTool = method === 'tools/call';
    this.add(fn, node, 'xmcp', method, {
      toolName: isTool ? staticString(objectProperty(metadata, 'name')?.value) : null,
      annotations: isTool ? annotationsIn(objectProperty(metadata, 'annotations')?.value, this.sourceCode.getScope(node)) : null,
      contextParam: paramAt(fn, 1),
    });
  }
}

function isAnnotationsObject(object: TSESTree.ObjectExpression): boolean {
  if (object.properties.length === 0) return false;
  return object.properties.every((property) => {
    if (property.type !== AST_NODE_TYPES.Property) return false;
    const key = propertyKeyName(property);
    return key !== null && ANNOTATION_KEYS.has(key);
  });
}

function discover(sourceCode: SourceCode): HandlerRegistration[] {
  if (!REGISTRATION_TEXT.test(sourceCode.text)) return [];
  const discovery = new Discovery(sourceCode);
  const program = sourceCode.ast;
  // Registrations are collected in source order.
  walkAst(program, sourceCode.visitorKeys, (node) => {
    switch (node.type) {
      case AST_NODE_TYPES.CallExpression:
        discovery.call(node);
        break;
      case AST_NODE_TYPES.NewExpression:
        discovery.newExpression(node);
        break;
      case AST_NODE_TYPES.ClassDeclaration:
      case AST_NODE_TYPES.ClassExpression:
        discovery.classNode(node);
        break;
      case AST_NODE_TYPES.ExportDefaultDeclaration:
        discovery.exportDefault(node, program);
        break;
      case AST_NODE_TYPES.AssignmentExpression:
        if (node.left.type === AST_NODE_TYPES.MemberExpression && node.left.computed) discovery.dispatchEntry(node.left.property, node.right, node);
        break;
      case AST_NODE_TYPES.Property:
        if (node.parent.type === AST_NODE_TYPES.ObjectExpression) discovery.dispatchEntry(node.key, node.value, node);
        break;
      default:
        break;
    }
    return true;
  });
  return discovery.handlers;
}

/** The registered handlers of a file, computed once per AST. */
export function fileHandlers(sourceCode: SourceCode): FileHandlers {
  const cached = cache.get(sourceCode.ast);
  if (cached) return cached;
  const handlers = discover(sourceCode);
  const byFunction = new Map<FunctionNode, HandlerRegistration>();
  for (const handler of handlers) {
    if (!byFunction.has(handler.fn)) byFunction.set(handler.fn, handler);
  }
  const result: FileHandlers = { handlers, byFunction };
  cache.set(sourceCode.ast, result);
  return result;
}

/** The registration of a function, or undefined when the function is not a registered handler. */
export function handlerOf(sourceCode: SourceCode, fn: TSESTree.Node): HandlerRegistration | undefined {
  return isFunctionNode(fn) ? fileHandlers(sourceCode).byFunction.get(fn) : undefined;
}

/**
 * Visits `root` and its descendants depth-first in source order; `visit` returns false to skip a node's children.
 * Iterative, so deep trees cannot overflow the stack.
 */
export function walkAst(root: TSESTree.Node, visitorKeys: SourceCode['visitorKeys'], visit: (node: TSESTree.Node) => boolean): void {
  const stack: TSESTree.Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as TSESTree.Node;
    if (!visit(node)) continue;
    const keys = visitorKeys[node.type] ?? [];
    for (let k = keys.length - 1; k >= 0; k -= 1) {
      const child = (node as unknown as Record<string, unknown>)[keys[k] as string];
      if (Array.isArray(child)) {
        for (let i = child.length - 1; i >= 0; i -= 1) {
          const item: unknown = child[i];
          if (item && typeof item === 'object' && 'type' in item) stack.push(item as TSESTree.Node);
        }
      } else if (child && typeof child === 'object' && 'type' in child) {
        stack.push(child as TSESTree.Node);
      }
    }
  }
}

/** The values a function returns: `return` arguments of its own body (not nested functions') and an arrow's expression body. */
export function returnedValues(fn: FunctionNode, visitorKeys: SourceCode['visitorKeys']): TSESTree.Expression[] {
  if (fn.body.type !== AST_NODE_TYPES.BlockStatement) return [fn.body];
  const values: TSESTree.Expression[] = [];
  walkAst(fn.body, visitorKeys, (node) => {
    if (node.type === AST_NODE_TYPES.ReturnStatement) {
      if (node.argument) values.push(node.argument);
      return false;
    }
    return !isFunctionNode(node) && node.type !== AST_NODE_TYPES.ClassBody;
  });
  return values;
}

/** The innermost registered handler whose body contains `node` (nested functions included). */
export function enclosingHandler(sourceCode: SourceCode, node: TSESTree.Node): HandlerRegistration | undefined {
  const { byFunction } = fileHandlers(sourceCode);
  if (byFunction.size === 0) return undefined;
  for (let current = node.parent; current; current = current.parent) {
    if (isFunctionNode(current)) {
      const handler = byFunction.get(current);
      if (handler) return handler;
    }
  }
  return undefined;
}

/** True for a handler context's `mcpReq` object (`ctx.mcpReq`, `const { mcpReq } = ctx`, `getCtx().mcpReq`). */
export function isMcpReqObject(sourceCode: SourceCode, node: TSESTree.Node): boolean {
  const inner = skipTransparent(node);
  if (inner.type === AST_NODE_TYPES.MemberExpression && memberName(inner) === 'mcpReq') return true;
  return resolveOrigin(inner, sourceCode.getScope(inner)).path.at(-1) === 'mcpReq';
}

/**
 * The handler whose context parameter `node` is: an identifier referring to that parameter, or the parameter's
 * destructuring pattern itself (`(params, { requestState }) => ...`).
 */
export function contextParamHandler(sourceCode: SourceCode, node: TSESTree.Node): HandlerRegistration | undefined {
  const inner = skipTransparent(node);
  if (inner.type === AST_NODE_TYPES.ObjectPattern) {
    const handler = handlerOf(sourceCode, inner.parent);
    return handler?.contextParam === inner ? handler : undefined;
  }
  if (inner.type !== AST_NODE_TYPES.Identifier) return undefined;
  const def = findVariable(sourceCode.getScope(inner), inner.name)?.defs[0];
  if (def?.type !== 'Parameter') return undefined;
  const handler = handlerOf(sourceCode, def.node);
  return handler?.contextParam === def.name ? handler : undefined;
}
