import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { oneLineText } from '../src/ast/call-text.js';
import { collectFileIndex, traversalEnded } from '../src/ast/file-index.js';
import { enclosingFunction } from '../src/ast/functions.js';
import { objectProperty, resolveObject, skipTransparent } from '../src/ast/origin.js';
import { createRule } from '../src/create-rule.js';
import { fileProtocolEra } from '../src/types/era.js';
import { enclosingHandler } from '../src/mcp/handlers.js';
import { canHaveVerifyHook, fileMintSites, guessableHandle, mintedStateProtection, requestStateVerifiedSetting, unprovenClaim, verifyHookAt, type StateProtection } from '../src/mcp/request-state.js';
import { functionDoes, isMacComparison, keyMaterial, macKind, signingKeyArgument } from '../src/mcp/state-crypto.js';
import { unverifiedStateUses } from '../src/mcp/state-reads.js';
import { isCodecFactory } from '../src/fixes/codec.js';
import { timingSafeEqualFix } from '../src/fixes/timing-safe-equal.js';
import { mayMentionRoundTrip } from '../src/mcp/mentions.js';

export interface Options {
  checkCodecBinding?: boolean;
  checkGuessableHandles?: boolean;
}

export type MessageIds = 'unboundCodec' | 'guessableHandle' | 'unsignedState' | 'stateBeforeProof' | 'unverifiedState' | 'unverifiedRead' | 'macComparison' | 'suggestTimingSafeEqual' | 'keyInSource' | 'emptyKey' | 'shortKey';

/** The smallest key `createRequestStateCodec` accepts, and a fair floor for HMAC-SHA256 keys. */
const MIN_KEY_BYTES = 32;

const HOOK_FIX = '`new McpServer(info, { requestState: { verify: codec.verify } })` with a `createRequestStateCodec` codec';
const MANUAL_FIX = 'a codec `verify`, `jwtVerify`, or an HMAC compared with `crypto.timingSafeEqual`';

/** When a codec's state expires: `ttlSeconds` when the file says, else the SDK's default of ten minutes. */
function ttlText(ttl: TSESTree.Node | undefined): string {
  if (!ttl) return 'after 600 seconds (the default `ttlSeconds`)';
  const inner = skipTransparent(ttl);
  return inner.type === AST_NODE_TYPES.Literal && typeof inner.value === 'number' ? `after ${inner.value} seconds` : 'after its `ttlSeconds`';
}

const MAC_KINDS = { hmac: 'HMAC', digest: 'digest', named: 'MAC or signature' } as const;

export default createRule<[Options], MessageIds>({
  name: 'require-request-state-integrity',
  meta: {
    type: 'problem',
    docs: {
      description: 'Require `requestState` to be signed when minted and verified before it is trusted',
      config: 'recommended',
    },
    hasSuggestions: true,
    messages: {
      unboundCodec:
        "This codec does not bind its state to anyone: a `requestState` it mints is accepted from any client that gets hold of it (a log, a shared transcript, another user) until it expires, {{ttl}}. Bind it to the authenticated principal and the method (`bind: (ctx) => ctx.mcpReq.method + ':' + (ctx.http?.authInfo?.clientId ?? '')`), and pass `ctx` to `mint`.",
      guessableHandle:
        'This `requestState` is a handle made from {{source}}, which anyone can guess or count through, and holding a handle is all the server asks for (SEP-2567: possession is not authorization). Make it unguessable (`crypto.randomUUID()`, or mint it with a `bind`-ing codec) and check on return that it belongs to the caller.',
      unsignedState:
        'This `requestState` is {{what}}, so the client can read it and send back any value it likes, and the handler will act on it. Sign it with a codec (`createRequestStateCodec({ key }).mint(...)`) and verify it when it comes back: {{fix}}.',
      unverifiedState:
        'This `requestState` is signed, but nothing verifies it when it comes back: the server has no verify hook and this handler never checks it, so a client can send back any state. Verify it: {{fix}}.',
      unverifiedRead:
        'This {{how}} `{{source}}`, the state exactly as the client sent it, with no verification before: a client can send any state and steer the handler. Verify it first ({{fix}}) and reject the request when verification fails.',
      macComparison:
        '`{{operator}}` compares this {{kind}} character by character and stops at the first difference, so response times tell an attacker how much of a forged value is right. Compare with `crypto.timingSafeEqual` after checking the lengths.',
      suggestTimingSafeEqual: 'Compare with `timingSafeEqual` after a length check.',
      stateBeforeProof:
        'This `requestState` claims `{{claim}}` in the same result that asks the question: nothing has come back yet, so it claims what nobody confirmed, and on the next round it says so whatever the user answered (declined, cancelled, or not at all). Carry the step being waited for (`{ step: \'confirm\' }`) and decide from the answer (`acceptedContent(...)`); mint the claim only where an answer confirmed it.',
      keyInSource:
        'This key is written in the source: anyone who reads the code or the package can mint state the server accepts. Load it from a secret (an environment variable, a secret manager): at least 32 random bytes.',
      emptyKey:
        'This key is empty when the secret is not set, and an HMAC takes an empty key without complaint: the server starts and signs state with a key everyone knows, so anyone can mint state it accepts. Fail at start-up when the secret is missing (`if (!key) throw new Error(...)`), or use `createRequestStateCodec`, which refuses keys under 32 bytes.',
      shortKey:
        'This key is {{bytes}} bytes: `createRequestStateCodec` requires at least 32 (it throws a `RangeError`), and a short key can be guessed. Use 32 random bytes or more.',
    },
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          checkCodecBinding: {
            type: 'boolean',
            description:
              'Report `createRequestStateCodec` codecs without `bind`: their state can be replayed by any client that gets hold of it, until it expires. Off by default: a single-user server (stdio) has no one to bind to.',
          },
          checkGuessableHandles: {
            type: 'boolean',
            description:
              'Report state handles made from `Math.random()`, `Date.now()` or a counter (SEP-2567: possession is not authorization). Off by default: a handle the server also checks against the caller is safe however it was made.',
          },
        },
      },
    ],
    defaultOptions: [{ checkCodecBinding: false, checkGuessableHandles: false }],
  },
  create(context, [options]) {
    const { sourceCode, settings } = context;
    // Read the setting first, so a bad value fails even in files without state.
    requestStateVerifiedSetting(settings);
    if (!mayMentionRoundTrip(sourceCode) || !/requestState/i.test(sourceCode.text)) return {};
    const v2 = fileProtocolEra(context) === '2026-07-28';

    /** The fix for a handler: the SDK's verify hook where there is one to set, verification by hand elsewhere (xmcp has no hook). */
    const fixAt = (node: TSESTree.Node): string => {
      return v2 && canHaveVerifyHook(enclosingHandler(sourceCode, node)?.shape) ? HOOK_FIX : MANUAL_FIX;
    };

    /** `readers` are the functions whose raw reads were reported: their unverified state is reported there, where it is trusted. */
    function checkMints(readers: ReadonlySet<TSESTree.Node>): void {
      for (const site of fileMintSites(sourceCode)) {
        const hook = verifyHookAt(site.value, sourceCode, settings);
        const protection: StateProtection = hook === 'present' ? { kind: 'signed' } : mintedStateProtection(site.value, sourceCode);
        // One report per minted value: state anyone can forge first, then state that claims what nobody confirmed.
        // A constant carries nothing; where a handler tests it, the test is reported as an unverified read.
        if (protection.kind === 'unsigned' && !protection.constant) {
          context.report({ node: site.value, messageId: 'unsignedState', data: { what: protection.what, fix: fixAt(site.value) } });
          continue;
        }
        const claim = unprovenClaim(site, sourceCode);
        const guessable = options.checkGuessableHandles && protection.kind !== 'signed' ? guessableHandle(site, sourceCode) : null;
        if (claim) {
          context.report({ node: site.value, messageId: 'stateBeforeProof', data: { claim: sourceCode.getText(claim) } });
        } else if (guessable) {
          context.report({ node: site.value, messageId: 'guessableHandle', data: { source: guessable } });
        } else if (protection.kind === 'signed' && hook === 'absent' && !(site.fn && (readers.has(site.fn) || functionDoes(site.fn, 'verify', sourceCode)))) {
          context.report({ node: site.value, messageId: 'unverifiedState', data: { fix: fixAt(site.value) } });
        }
      }
    }

    function checkReads(): Set<TSESTree.Node> {
      const readers = new Set<TSESTree.Node>();
      for (const use of unverifiedStateUses(sourceCode, settings)) {
        const fn = enclosingFunction(use.node);
        if (fn) readers.add(fn);
        const source = oneLineText(sourceCode, skipTransparent(use.source));
        const how = use.how === 'branches on' ? 'test branches on' : `call ${use.how}`;
        context.report({ node: use.node, messageId: 'unverifiedRead', data: { how, source, fix: fixAt(use.node) } });
      }
      return readers;
    }

    // A key declared once and used by several calls is one problem: reported once, where it is written.
    const reportedKeys = new Set<TSESTree.Node>();

    function checkKey(key: TSESTree.Node | null | undefined, codec: boolean): void {
      const material = key ? keyMaterial(key, sourceCode) : null;
      if (!material || reportedKeys.has(material.node)) return;
      reportedKeys.add(material.node);
      const short = material.bytes !== null && material.bytes < MIN_KEY_BYTES;
      // The codec throws at start-up on a short fallback: a server without its secret does not start.
      if (material.literal && material.fallback && codec && short) return;
      if (material.literal && !codec && material.bytes === 0) context.report({ node: material.node, messageId: 'emptyKey' });
      else if (material.literal) context.report({ node: material.node, messageId: 'keyInSource' });
      else if (codec && short) {
        context.report({ node: material.node, messageId: 'shortKey', data: { bytes: String(material.bytes) } });
      }
    }

    // The mints and reads at the end, with the file's index filled by the traversal (no walk of its own).
    return collectFileIndex(sourceCode, {
      'Program:exit'() {
        traversalEnded(sourceCode);
        checkMints(checkReads());
      },
      BinaryExpression(node) {
        if (!isMacComparison(node, sourceCode)) return;
        const kinds = [macKind(node.left, sourceCode), macKind(node.right, sourceCode)];
        const kind = kinds.find((found) => found === 'hmac') ?? kinds.find((found) => found === 'digest') ?? 'named';
        const fix = timingSafeEqualFix(node, sourceCode);
        context.report({
          node,
          messageId: 'macComparison',
          data: { operator: node.operator, kind: MAC_KINDS[kind] },
          suggest: fix ? [{ messageId: 'suggestTimingSafeEqual', fix }] : [],
        });
      },
      CallExpression(node) {
        if (isCodecFactory(node, sourceCode)) {
          const codecOptions = resolveObject(node.arguments[0], sourceCode.getScope(node));
          checkKey(objectProperty(codecOptions, 'key')?.value, true);
          const spread = codecOptions?.properties.some((property) => property.type === AST_NODE_TYPES.SpreadElement);
          if (options.checkCodecBinding && codecOptions && !spread && !objectProperty(codecOptions, 'bind')) {
            context.report({ node, messageId: 'unboundCodec', data: { ttl: ttlText(objectProperty(codecOptions, 'ttlSeconds')?.value) } });
          }
          return;
        }
        const key = signingKeyArgument(node, sourceCode);
        if (key && key.type !== AST_NODE_TYPES.SpreadElement) checkKey(key, false);
      },
    });
  },
});
