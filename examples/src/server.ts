import { McpServer } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { stateCodec } from './state.js';
import { registerMessagingTools } from './tools/messaging.js';
import { registerPaymentTools } from './tools/payments.js';
import { registerStorageTools } from './tools/storage.js';

const server = new McpServer(
  { name: 'acme-back-office', version: '1.4.0' },
  {
    // Every echoed requestState is verified (HMAC, expiry, user binding) before a handler runs.
    requestState: { verify: stateCodec.verify },
  },
);

registerPaymentTools(server);
registerMessagingTools(server);
registerStorageTools(server);

await server.connect(new StdioServerTransport());
console.error('acme-back-office MCP server listening on stdio');
