import { describe, expect, it } from 'vitest';
import { summarize } from './summarize.js';

describe('mcp-framework', () => {
  it('finds mcp-framework tool classes and their execute method', () => {
    const [h] = summarize(`
      import { MCPTool } from 'mcp-framework';
      class Deploy extends MCPTool {
        name = 'deploy';
        schema = {};
        async execute(input) { return 'ok'; }
      }
    `);
    expect(h).toMatchObject({ shape: 'mcp-framework', method: 'tools/call', toolName: 'deploy', line: 6 });
  });
});
