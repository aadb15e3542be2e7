/**
 * What the file's cryptography does, as far as `requestState` cares: which calls sign or seal a value (HMAC,
 * AEAD, JWT/JWS/JWE, iron, a `createRequestStateCodec` codec's `mint`), which verify or open one, which
 * expressions hold a MAC or a digest, and what key material a signing call is given.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { resolveFunction, type FunctionNode } from '../ast/functions.js';
import { calleeOf, chainCalls } from '../ast/chains.js';
import { calleeName, findVariable, isSingleAssignment, memberName, resolveOrigin, skipTransparent, staticString } from '../ast/origin.js';
import type { CallLike, Scope, SourceCode } from '../ast/types.js';
import { walkAst } from '../ast/walk.js';
import { words } from './sensitive-fields.js';


/** Crypto libraries by module, with the exports (or namespace members) that seal and that verify. */
interface CryptoFamily {
  modules: readonly string[];
  seals: ReadonlySet<string>;
  verifies: ReadonlySet<string>;
}

const NODE_CRYPTO: CryptoFamily = {
  modules: ['crypto', 'node:crypto'],
  seals: new Set(['createHmac', 'createCipheriv', 'createSign', 'sign', 'hmac']),
  verifies: new Set(['timingSafeEqual', 'createDecipheriv', 'createVerify', 'verify']),
};

const FAMILIES: readonly CryptoFamily[] = [
  NODE_CRYPTO,
  {
    modules: ['jose'],
    seals: new Set(['SignJWT', 'CompactSign', 'FlattenedSign', 'GeneralSign', 'CompactEncrypt', 'FlattenedEncrypt', 'GeneralEncrypt', 'EncryptJWT']),
    verifies: new Set(['jwtVerify', 'compactVerify', 'flattenedVerify', 'generalVerify', 'jwtDecrypt', 'compactDecrypt', 'flattenedDecrypt', 'generalDecrypt']),
  },
  { modules: ['jsonwebtoken'], seals: new Set(['sign']), verifies: new Set(['verify']) },
  { modules: ['@hapi/iron', 'iron-webcrypto'], seals: new Set(['seal']), verifies: new Set(['unseal']) },
  { modules: ['iron-session'], seals: new Set(['sealData']), verifies: new Set(['unsealData']) },
];

/** WebCrypto: `crypto.subtle.sign(...)` on the global (or `webcrypto.subtle` from node:crypto). */
const SUBTLE_SEALS = new Set(['sign', 'encrypt']);
const SUBTLE_VERIFIES = new Set(['verify', 'decrypt']);

/** Names of same-file or imported functions that verify something by their own account. */
const VERIFIER_NAME = /^(?:verify|unseal|authenticate)|Verify$|^(?:validate|check)\w*(?:State|Signature|Sig|Mac|Hmac|Token)$/i;

const MAX_DEPTH = 4;

export type CryptoRole = 'seal' | 'verify';

/** The crypto role of one call or `new`, from its origin: a library export, WebCrypto, or a codec's `mint` / `verify`. */
function callRole(call: CallLike, scope: Scope): CryptoRole | null {
  const callee = skipTransparent(calleeOf(call));
  const member = callee.type === AST_NODE_TYPES.MemberExpression ? memberName(callee) : null;
  const origin = resolveOrigin(callee, scope);
  if (origin.root === 'import' && origin.module !== null) {
    const name = origin.path.length > 0 ? origin.path.at(-1) : origin.name;
    if (origin.path.length === 2 && origin.path[0] === 'subtle' && name) {
      if (SUBTLE_SEALS.has(name)) return 'seal';
      if (SUBTLE_VERIFIES.has(name)) return 'verify';
    }
    for (const family of FAMILIES) {
      if (!family.modules.includes(origin.module) || !name || origin.path.length > 1) continue;
      if (family.seals.has(name)) return 'seal';
      if (family.verifies.has(name)) return 'verify';
    }
  }
  if (origin.root === 'global' && origin.name === 'crypto' && origin.path.length === 2 && origin.path[0] === 'subtle') {
    const name = origin.path[1] as string;
    if (SUBTLE_SEALS.has(name)) return 'seal';
    if (SUBTLE_VERIFIES.has(name)) return 'verify';
  }
  // A `createRequestStateCodec` codec, wherever it comes from (`codec.mint(...)`, a codec passed as a parameter).
  if (member === 'mint') return 'seal';
  if (member === 'verify') return 'verify';
  const name = calleeName(callee);
  return name !== null && VERIFIER_NAME.test(name) ? 'verify' : null;
}

/** The crypto role of a call, looking at every link of its chain (`createHmac(...).update(x).digest()` seals). */
export function cryptoRole(call: TSESTree.CallExpression | TSESTree.NewExpression, scope: Scope): CryptoRole | null {
  for (const link of chainCalls(call)) {
    const role = callRole(link, scope);
    if (role) return role;
  }
  return null;
}

/**
 * Whether a function's body (nested functions included) makes a call of the given role, or (for `verify`) compares
 * a MAC, itself or in a same-file function it calls (`openState(raw)` whose body calls `timingSafeEqual`).
 */
export function functionDoes(fn: FunctionNode, role: CryptoRole, sourceCode: SourceCode, visited = new Set<FunctionNode>()): boolean {
  if (visited.has(fn) || visited.size > MAX_DEPTH) return false;
  visited.add(fn);
  let found = false;
  walkAst(fn.body, sourceCode.visitorKeys, (node) => {
    if (found) return false;
    if ((node.type === AST_NODE_TYPES.CallExpression || node.type === AST_NODE_TYPES.NewExpression) && callRole(node, sourceCode.getScope(node)) === role) {
      found = true;
    }
    if (!found && node.type === AST_NODE_TYPES.CallExpression) {
      const callee = resolveFunction(node.callee, sourceCode.getScope(node));
      if (callee && callee !== fn && functionDoes(callee, role, sourceCode, visited)) found = true;
    }
    if (role === 'verify' && node.type === AST_NODE_TYPES.BinaryExpression && isMacComparison(node, sourceCode)) found = true;
    return !found;
  });
  return found;
}

/**
 * Whether a call seals or verifies: by its library or name, or (for a same-file function) by what its body
 * does (`signState()` whose body calls `createHmac`).
 */
export function callDoes(call: TSESTree.CallExpression | TSESTree.NewExpression, role: CryptoRole, sourceCode: SourceCode): boolean {
  const scope = sourceCode.getScope(call);
  if (cryptoRole(call, scope) === role) return true;
  const fn = call.type === AST_NODE_TYPES.CallExpression ? resolveFunction(call.callee, scope) : null;
  return fn !== null && functionDoes(fn, role, sourceCode);
}

/** Names that say a value is a MAC, a signature or a digest: any word `hmac`, `signature`, `sig`, `digest`, or a last word `mac` (not `macAddress`). */
export function isMacName(name: string): boolean {
  const list = words(name);
  return list.some((word) => word === 'hmac' || word === 'signature' || word === 'sig' || word === 'digest') || list.at(-1) === 'mac';
}

/** What kind of MAC-like value an expression holds: `hmac` (a keyed MAC), `digest` (a hash), `named` (by its name), or null. */
export function macKind(node: TSESTree.Node, sourceCode: SourceCode, depth = 0): 'hmac' | 'digest' | 'named' | null {
  if (depth > MAX_DEPTH) return null;
  const inner = skipTransparent(node);
  switch (inner.type) {
    case AST_NODE_TYPES.CallExpression: {
      const callee = skipTransparent(inner.callee);
      if (callee.type !== AST_NODE_TYPES.MemberExpression || memberName(callee) !== 'digest') return null;
      const scope = sourceCode.getScope(inner);
      for (const link of chainCalls(inner)) {
        const origin = resolveOrigin(skipTransparent(calleeOf(link)), scope);
        const fromNodeCrypto = origin.root === 'import' && NODE_CRYPTO.modules.includes(origin.module ?? '');
        if (!fromNodeCrypto && !(origin.root === 'global' && origin.name === 'crypto')) continue;
        const name = origin.path.length > 0 ? origin.path.at(-1) : origin.name;
        if (name === 'createHmac') return 'hmac';
        if (name === 'createHash') return 'digest';
      }
      return null;
    }
    case AST_NODE_TYPES.Identifier: {
      const variable = findVariable(sourceCode.getScope(inner), inner.name);
      const def = variable?.defs[0];
      if (variable && def?.type === 'Variable' && def.node.id === def.name && def.node.init && isSingleAssignment(variable)) {
        const kind = macKind(def.node.init, sourceCode, depth + 1);
        if (kind) return kind;
      }
      return isMacName(inner.name) ? 'named' : null;
    }
    case AST_NODE_TYPES.MemberExpression: {
      const name = memberName(inner);
      return name !== null && isMacName(name) ? 'named' : null;
    }
    case AST_NODE_TYPES.AwaitExpression:
      return macKind(inner.argument, sourceCode, depth + 1);
    default:
      return null;
  }
}

/** A value a MAC may fairly be compared with: not a literal, `undefined`, `null` or a `typeof`. */
function isComparableValue(node: TSESTree.Node): boolean {
  const inner = skipTransparent(node);
  if (inner.type === AST_NODE_TYPES.Literal || (inner.type === AST_NODE_TYPES.TemplateLiteral && inner.expressions.length === 0)) return false;
  if (inner.type === AST_NODE_TYPES.Identifier && inner.name === 'undefined') return false;
  return !(inner.type === AST_NODE_TYPES.UnaryExpression && (inner.operator === 'typeof' || inner.operator === 'void'));
}

export const EQUALITY_OPERATORS: ReadonlySet<string> = new Set(['===', '!==', '==', '!=']);

/** `a === b` (or `!==`, `==`, `!=`) where one side holds a MAC or a digest and the other a value to check it against. */
export function isMacComparison(node: TSESTree.BinaryExpression, sourceCode: SourceCode): boolean {
  if (!EQUALITY_OPERATORS.has(node.operator) || node.left.type === AST_NODE_TYPES.PrivateIdentifier) return false;
  if (!isComparableValue(node.left) || !isComparableValue(node.right)) return false;
  return macKind(node.left, sourceCode) !== null || macKind(node.right, sourceCode) !== null;
}

/** Key material as far as the file tells: written in the source (`literal`), of a known size, or neither. */
export interface KeyMaterial {
  /** The node to report: the literal, or the size. */
  node: TSESTree.Node;
  literal: boolean;
  /** Its length in bytes, when known. */
  bytes: number | null;
  /** True for the fallback of a missing secret (`process.env.KEY ?? '…'`), which only runs when the secret is not set. */
  fallback?: boolean;
}

const RANDOM_BYTES = new Set(['randomBytes', 'getRandomValues']);

function byteLength(text: string, encoding: string | null): number {
  const known: BufferEncoding[] = ['hex', 'base64', 'base64url', 'latin1', 'binary', 'ascii', 'utf8', 'utf-8'];
  return Buffer.byteLength(text, encoding && (known as string[]).includes(encoding) ? (encoding as BufferEncoding) : 'utf8');
}

/**
 * The key material an expression holds: string literals, `Buffer.from('…', enc)`, `new TextEncoder().encode('…')`,
 * a literal byte array, random bytes of a literal size (`randomBytes(16)`, `getRandomValues(new Uint8Array(16))`),
 * the literal fallback of `process.env.KEY ?? '…'`, and `const`s holding these. Null when the file does not say.
 */
export function keyMaterial(node: TSESTree.Node, sourceCode: SourceCode, depth = 0): KeyMaterial | null {
  if (depth > MAX_DEPTH) return null;
  const inner = skipTransparent(node);
  const text = staticString(inner);
  if (text !== null) return { node: inner, literal: true, bytes: byteLength(text, null) };
  switch (inner.type) {
    case AST_NODE_TYPES.LogicalExpression: {
      if (inner.operator === '&&') return null;
      const fallback = keyMaterial(inner.right, sourceCode, depth + 1);
      return fallback && { ...fallback, fallback: true };
    }
    case AST_NODE_TYPES.Identifier: {
      const variable = findVariable(sourceCode.getScope(inner), inner.name);
      const def = variable?.defs[0];
      if (!variable || def?.type !== 'Variable' || def.node.id !== def.name || !def.node.init || !isSingleAssignment(variable)) return null;
      return keyMaterial(def.node.init, sourceCode, depth + 1);
    }
    case AST_NODE_TYPES.NewExpression: {
      // `new Uint8Array(32)`, `new Uint8Array([1, 2, 3])`
      const [first] = inner.arguments;
      if (inner.callee.type !== AST_NODE_TYPES.Identifier || !/^(?:Uint8|Int8)Array$/.test(inner.callee.name) || !first) return null;
      if (first.type === AST_NODE_TYPES.Literal && typeof first.value === 'number') return { node: first, literal: false, bytes: first.value };
      if (first.type === AST_NODE_TYPES.ArrayExpression) return { node: first, literal: true, bytes: first.elements.length };
      return null;
    }
    case AST_NODE_TYPES.CallExpression: {
      const callee = skipTransparent(inner.callee);
      const name = calleeName(callee);
      const [first, second] = inner.arguments;
      if (!first || name === null) return null;
      if (name === 'from' || name === 'encode') {
        // `Buffer.from('…', 'hex')`, `new TextEncoder().encode('…')`
        const literal = staticString(first);
        return literal === null ? null : { node: first, literal: true, bytes: byteLength(literal, name === 'from' ? staticString(second) : null) };
      }
      if (!RANDOM_BYTES.has(name)) return null;
      if (first.type === AST_NODE_TYPES.Literal && typeof first.value === 'number') return { node: first, literal: false, bytes: first.value };
      const array = keyMaterial(first, sourceCode, depth + 1);
      return array && !array.literal ? array : null;
    }
    default:
      return null;
  }
}

/** Key arguments by export: `createHmac(alg, key)`, `jwt.sign(payload, key)`, `jwtVerify(token, key)`. */
const KEY_ARGUMENT: ReadonlyMap<string, number> = new Map([
  ['createHmac', 1],
  ['createCipheriv', 1],
  ['createDecipheriv', 1],
  ['sign', 1],
  ['verify', 1],
  ['jwtVerify', 1],
  ['compactVerify', 1],
  ['flattenedVerify', 1],
  ['jwtDecrypt', 1],
  ['compactDecrypt', 1],
  ['flattenedDecrypt', 1],
]);
/** jose builders whose final `.sign(key)` / `.encrypt(key)` takes the key. */
const JOSE_BUILDERS = new Set(['SignJWT', 'CompactSign', 'FlattenedSign', 'EncryptJWT', 'CompactEncrypt', 'FlattenedEncrypt']);

/**
 * The key a signing or verifying call is given, for node:crypto HMAC and ciphers, jsonwebtoken and jose
 * (`new SignJWT(claims).setProtectedHeader(h).sign(key)`), or null.
 */
export function signingKeyArgument(call: TSESTree.CallExpression, sourceCode: SourceCode): TSESTree.Node | null {
  const callee = skipTransparent(call.callee);
  // A member callee resolves to a path ending in its own name: no scope lookup for calls that take no key.
  const member = callee.type === AST_NODE_TYPES.MemberExpression ? memberName(callee) : null;
  if (callee.type === AST_NODE_TYPES.MemberExpression && (member === null || (!KEY_ARGUMENT.has(member) && member !== 'encrypt'))) return null;
  const scope = sourceCode.getScope(call);
  const origin = resolveOrigin(callee, scope);
  if (origin.root === 'import' && origin.module !== null) {
    const name = origin.path.length > 0 ? origin.path.at(-1) : origin.name;
    const known = FAMILIES.some((family) => family.modules.includes(origin.module as string) && name && (family.seals.has(name) || family.verifies.has(name)));
    const index = name ? KEY_ARGUMENT.get(name) : undefined;
    if (known && index !== undefined && !origin.instance) return call.arguments[index] ?? null;
  }
  // `new SignJWT(...)...sign(key)`
  if (member !== 'sign' && member !== 'encrypt') return null;
  const root = chainCalls(call).at(-1);
  if (root?.type !== AST_NODE_TYPES.NewExpression) return null;
  const builder = resolveOrigin(root.callee, scope);
  const name = builder.path.length > 0 ? builder.path.at(-1) : builder.name;
  return builder.root === 'import' && builder.module === 'jose' && name && JOSE_BUILDERS.has(name) ? (call.arguments[0] ?? null) : null;
}
