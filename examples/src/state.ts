import { createRequestStateCodec } from '@modelcontextprotocol/server';

/** What a multi-round tool carries between rounds. Signed (HMAC), not encrypted: no secrets in here. */
export interface FlowState {
  orderId: string;
}

const key = process.env.MCP_REQUEST_STATE_KEY;
if (!key) throw new Error('MCP_REQUEST_STATE_KEY is not set (32+ random bytes, shared by every instance)');

/**
 * `mint` seals the state a handler returns with `inputRequired({ requestState })`; `verify` is installed as
 * the server's `requestState.verify` hook (see server.ts), so `ctx.mcpReq.requestState<FlowState>()` hands
 * handlers a payload whose integrity has already been checked.
 */
export const stateCodec = createRequestStateCodec<FlowState>({
  key,
  ttlSeconds: 15 * 60,
  // A state minted for one user and one method is rejected when echoed by another.
  bind: (ctx) => `${ctx.mcpReq.method}\0${ctx.http?.authInfo?.clientId ?? 'anonymous'}`,
});
