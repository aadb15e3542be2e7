import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { findVariable, memberName, propertyKeyName, resolveOrigin, skipTransparent } from '../ast/origin.js';
import { isV2Module } from '../mcp/sdk.js';
import type { SourceCode, Variable } from '../ast/types.js';
import { walkAst } from '../ast/walk.js';

/** Type arguments a codec may carry and still accept any JSON payload. */
const OPEN_PAYLOAD_TYPES = new Set([AST_NODE_TYPES.TSUnknownKeyword, AST_NODE_TYPES.TSAnyKeyword]);

/** A call of the SDK v2 `createRequestStateCodec` (named, aliased or through a namespace import). */
export function isCodecFactory(call: TSESTree.CallExpression, sourceCode: SourceCode): boolean {
  const origin = resolveOrigin(call.callee, sourceCode.getScope(call));
  return origin.root === 'import' && origin.module !== null && isV2Module(origin.module) &&
    (origin.name === 'createRequestStateCodec' || (origin.name === '*' && origin.path.join('.') === 'createRequestStateCodec'));
}

function resolvedIdentifier(node: TSESTree.Node, sourceCode: SourceCode): Variable | null {
  const inner = skipTransparent(node);
  return inner.type === AST_NODE_TYPES.Identifier ? findVariable(sourceCode.getScope(inner), inner.name) : null;
}

/**
 * The file's `requestState` codec (the rule doc's Suggestions, resume from `requestState`): a `createRequestStateCodec(...)` binding, or a
 * codec the file already calls `.mint(` on. Null when there is none, when there are several and no
 * `requestState: { verify }` hook says which, or when the codec is declared for a narrower payload than
 * any value to carry. Null too when nothing shows that the accessor returns verified payloads: it does
 * only when the server runs a codec's `verify` as its `requestState.verify` hook (else it returns the raw
 * string), shown by the hook in the file or by the file's own handlers reading the accessor back.
 */
export function findStateCodec(sourceCode: SourceCode): Variable | null {
  const candidates = new Set<Variable>();
  let hooked: Variable | null = null;
  let hook = false;
  let accessorCalls = false;
  const narrowPayload = new Set<Variable>();
  walkAst(sourceCode.ast, sourceCode.visitorKeys, (node) => {
    if (node.type === AST_NODE_TYPES.VariableDeclarator && node.init?.type === AST_NODE_TYPES.CallExpression && isCodecFactory(node.init, sourceCode)) {
      const variable = sourceCode.scopeManager?.getDeclaredVariables(node)[0];
      if (variable && node.id.type === AST_NODE_TYPES.Identifier) {
        candidates.add(variable);
        const payload = node.init.typeArguments?.params[0];
        if (payload && !OPEN_PAYLOAD_TYPES.has(payload.type)) narrowPayload.add(variable);
      }
    } else if (node.type === AST_NODE_TYPES.CallExpression && node.callee.type === AST_NODE_TYPES.MemberExpression) {
      const method = memberName(node.callee);
      if (method === 'mint') {
        const variable = resolvedIdentifier(node.callee.object, sourceCode);
        if (variable) candidates.add(variable);
      } else if (method === 'requestState') {
        accessorCalls = true;
      }
    } else if (node.type === AST_NODE_TYPES.Property && propertyKeyName(node) === 'requestState' && node.value.type === AST_NODE_TYPES.ObjectExpression) {
      // `new McpServer(info, { requestState: { verify: codec.verify } })`
      for (const property of node.value.properties) {
        if (property.type !== AST_NODE_TYPES.Property || propertyKeyName(property) !== 'verify') continue;
        hook = true;
        const verify = skipTransparent(property.value);
        if (verify.type === AST_NODE_TYPES.MemberExpression) hooked = resolvedIdentifier(verify.object, sourceCode) ?? hooked;
      }
    }
    return true;
  });
  const variable = hooked ?? (candidates.size === 1 ? [...candidates][0]! : null);
  if (!variable || narrowPayload.has(variable) || !(hook || accessorCalls)) return null;
  return variable;
}
