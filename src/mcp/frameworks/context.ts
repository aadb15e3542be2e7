/** What several registration shapes share: where their context parameter sits and what it carries. */
import type { TSESTree } from '@typescript-eslint/utils';
import type { FunctionNode } from '../../ast/functions.js';
import type { RoundTripAccess } from './types.js';

/**
 * The context of every SDK v2 handler (`ServerContext`): `ctx.mcpReq.inputResponses`, `ctx.mcpReq.requestState()`.
 * Frameworks that re-export SDK v2 (Cloudflare `agents/mcp`, Vercel `mcp-handler`) hand out the same context.
 * SDK v1 registers the same shapes but cannot ask at all; `src/mcp/era.ts` tells the two apart.
 */
export const SDK_V2_ROUND_TRIP: RoundTripAccess = {
  answers: ['mcpReq', 'inputResponses'],
  state: ['mcpReq', 'requestState'],
};

export function paramAt(fn: FunctionNode | null, index: number): TSESTree.Parameter | null {
  return fn?.params[index] ?? null;
}

/**
 * The context parameter of a `(args, ctx)` / `(ctx)` callback: the second parameter, or the only one when the
 * registration declares no argument schema (`hasArgs` false; null when the registration does not say).
 */
export function argsThenContext(fn: FunctionNode, hasArgs: boolean | null): TSESTree.Parameter | null {
  if (fn.params.length >= 2) return paramAt(fn, 1);
  return hasArgs === false ? paramAt(fn, 0) : null;
}

/** The context of a `(first, ..., ctx)` callback whose trailing parameter is the context when there are two or more. */
export function lastParamContext(fn: FunctionNode | null): TSESTree.Parameter | null {
  return fn && fn.params.length >= 2 ? (fn.params.at(-1) ?? null) : null;
}
