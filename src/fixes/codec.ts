import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { fileIndex } from '../ast/file-index.js';
import type { FunctionNode } from '../ast/functions.js';
import { findVariable, importedName, isSingleAssignment, memberName, propertyKeyName, resolveOrigin, skipTransparent } from '../ast/origin.js';
import { handlerOf } from '../mcp/handlers.js';
import { isV2Module } from '../mcp/sdk.js';
import type { SourceCode, Variable } from '../ast/types.js';
import { appendToList } from './text.js';

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

/**
 * The file's `requestState` codec (the rule doc's Suggestions, resume from `requestState`): a `createRequestStateCodec(...)` binding, or a
 * codec the file already calls `.mint(` on; none when there are several and no `requestState: { verify }` hook
 * says which, or when the codec is declared for a narrower payload than any value to carry.
 * `hooked`: the codec, when something shows that the accessor returns its verified payloads — it does only when
 * the server runs a codec's `verify` as its `requestState.verify` hook (else it returns the raw string), shown
 * by the hook in the file or by the file's own handlers reading the accessor back. `unhooked`: the codec, when
 * no hook is in the file (a handler on a server without one verifies the raw string itself).
 */
export function findStateCodec(sourceCode: SourceCode): { hooked: Variable | null; unhooked: Variable | null } {
  const candidates = new Set<Variable>();
  let hooked: Variable | null = null;
  let hook = false;
  let accessorCalls = false;
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
        accessorCalls = true;
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
  return { hooked: usable && (hook || accessorCalls) ? usable : null, unhooked: hook ? null : usable };
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

/**
 * The server a handler is registered on, when this file builds it (`const server = new McpServer(info, options)`)
 * with options that install no `requestState.verify` hook: there, `ctx.mcpReq.requestState()` returns the raw
 * wire string, so a handler that mints state must verify it itself. Null when the server is built elsewhere
 * (a parameter, another module, a framework's factory) or its options are not plain to read.
 */
export function hooklessServer(handler: FunctionNode, sourceCode: SourceCode): TSESTree.NewExpression | null {
  const registration = handlerOf(sourceCode, handler)?.registration;
  const callee = registration?.type === AST_NODE_TYPES.CallExpression ? skipTransparent(registration.callee) : null;
  if (callee?.type !== AST_NODE_TYPES.MemberExpression) return null;
  let receiver = skipTransparent(callee.object);
  // `server.server.setRequestHandler(...)`: McpServer's low-level server runs with the same options.
  if (receiver.type === AST_NODE_TYPES.MemberExpression && memberName(receiver) === 'server') receiver = skipTransparent(receiver.object);
  if (receiver.type !== AST_NODE_TYPES.Identifier) return null;
  const variable = findVariable(sourceCode.getScope(receiver), receiver.name);
  const def = variable?.defs[0];
  if (!variable || def?.type !== 'Variable' || def.node.id !== def.name || !def.node.init || !isSingleAssignment(variable)) return null;
  const server = sdkServerConstruction(def.node.init, sourceCode);
  const options = server?.arguments[1];
  if (!server || options === undefined) return server;
  const object = skipTransparent(options);
  const plain = object.type === AST_NODE_TYPES.ObjectExpression &&
    object.properties.every((property) => property.type === AST_NODE_TYPES.Property && !property.computed && propertyKeyName(property) !== 'requestState');
  return plain ? server : null;
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
  if (new RegExp(`\\b${NEW_CODEC.name}\\b`).test(sourceCode.text)) return null;
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
