/**
 * The one interface every registration shape implements. A framework module says which nodes it looks at
 * (node types, and for calls, `new` and class heritage the callee or base-class names), what each of them
 * registers (the function, its MCP method, tool name, annotations, context parameter), and where the answers
 * and the echoed state live on that context. `src/mcp/handlers.ts` walks a file once and asks the modules
 * that look at each node; see `./README.md` for how to add one.
 */
import type { AST_NODE_TYPES, TSESTree } from '@typescript-eslint/utils';
import type { FunctionNode } from '../../ast/functions.js';
import type { Scope, SourceCode } from '../../ast/types.js';

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

/**
 * Where a handler reads what the client sends back on the next round, as member paths from its context
 * parameter: `answers` leads to the `inputResponses` object, `state` to the `requestState` accessor (a method).
 */
export interface RoundTripAccess {
  answers: readonly string[];
  state: readonly string[];
}

/** What one registration yields; the orchestrator adds the registering node. */
export interface FoundHandler {
  /** The registered function, or null when it cannot be resolved in the file (then nothing is registered). */
  fn: FunctionNode | null;
  shape: HandlerShape;
  /** The MCP method the function answers (`'tools/call'`, `'resources/list'`, a custom method), or null when unknown. */
  method: string | null;
  /** The tool's registered name, when it is a tool and the name is a literal. */
  toolName?: string | null;
  /** The tool's `annotations` object literal, when written in the registration. */
  annotations?: TSESTree.ObjectExpression | null;
  /** The parameter carrying the request context (`ctx`, `extra`, `context`), when the shape says which one it is. */
  contextParam?: TSESTree.Parameter | null;
}

/** The node types a framework can look at; calls, `new` and classes are also filtered by name. */
export type NamedNodeType = AST_NODE_TYPES.CallExpression | AST_NODE_TYPES.NewExpression | AST_NODE_TYPES.ClassDeclaration | AST_NODE_TYPES.ClassExpression;

type NodeOfType<T extends AST_NODE_TYPES> = Extract<TSESTree.Node, { type: T }>;

/** Where a registration is looked at. */
export interface RegistrationSite {
  sourceCode: SourceCode;
  /** The scope of the node, for resolving the functions and objects it names; looked up on first read, so read it after the cheap checks. */
  scope: Scope;
  /** For calls and `new`: the callee name; for classes: the base class name; else null. */
  name: string | null;
  /**
   * The same-file function a registered value holds, found by following the value (aliases, properties, table
   * elements, wrapper parameters, `.bind`, `this.m` in subclasses: `src/ast/values.ts`); null when dynamic.
   */
  function(value: TSESTree.Node): FunctionNode | null;
  /** The object literal a registration argument holds (a config, its `annotations`), followed the same way. */
  object(value: TSESTree.Node | undefined): TSESTree.ObjectExpression | null;
}

/** The protocol revisions a registration can be specific to. */
export type ProtocolRevision = '2025-11-25' | '2026-07-28';

export interface Framework<T extends AST_NODE_TYPES = AST_NODE_TYPES> {
  /** The framework or API family, as users know it (`'SDK registerX'`, `'fastmcp'`). */
  readonly name: string;
  /** The shapes its registrations carry. */
  readonly shapes: readonly HandlerShape[];
  /** A regular expression source: files matching none of the frameworks' texts register nothing, and are not walked. */
  readonly text: string;
  /** The node types it looks at. */
  readonly nodeTypes: readonly T[];
  /**
   * For calls and `new`: the callee names (`registerTool` in `server.registerTool()`); for classes: the base
   * class names. Nodes with other names are not shown to it. Leave out to see every node of `nodeTypes`.
   */
  readonly names?: readonly string[];
  /**
   * A test of the node alone (its own text, no scope), before a registration site is made for it: a framework shown
   * every node of a type (every property of a file) dismisses most of them here. Leave out to be shown them all.
   */
  shows?(node: NodeOfType<T>): boolean;
  /** Where answers and state live on the context parameter, or null when the shape cannot ask (push-only frameworks). */
  readonly roundTrip: RoundTripAccess | null;
  /**
   * The revision its handlers serve whatever the file imports, when the framework exists for one only (xmcp tools
   * are SDK v2's). Left out when the server decides (the SDK's own shapes, see `src/mcp/era.ts`) or nothing does.
   */
  readonly era?: ProtocolRevision;
  /** The handlers `node` registers (none, one, or several: `new ResourceTemplate(uri, { list, complete })`). */
  register(node: NodeOfType<T>, site: RegistrationSite): FoundHandler[];
}

/**
 * Declares a framework with its node type checked against `register`. The orchestrator only ever shows it
 * nodes of `nodeTypes`, which is what makes the widening sound.
 */
export function defineFramework<T extends AST_NODE_TYPES>(framework: Framework<T>): Framework {
  return framework as unknown as Framework;
}
