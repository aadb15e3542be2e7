// The whole migration of a push-style handler (issue 14): the migration turns the request into a returned
// question; the handler now runs again from the top once answered, so the core rule reports the write above the
// question; its "move it below the question" suggestion fixes that, and nothing is left to report.
import { describe, expect, it } from 'vitest';
import { applySuggestion, CORE_RULE, lint } from './support.js';

const PUSH_RULE = 'mcp/no-push-style-input-request';

const pushStyle = `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { audit, ops } from './services.js';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', { inputSchema: z.object({ service: z.string() }) }, async ({ service }, ctx) => {
  await audit.insert({ event: 'restart-requested', service });
  const answer = await ctx.mcpReq.elicitInput({
    message: \`Restart \${service}?\`,
    requestedSchema: { type: 'object', properties: {} },
  });
  if (answer.action !== 'accept') {
    return { content: [{ type: 'text', text: \`restart \${answer.action}\` }] };
  }
  await ops.restart(service);
  return { content: [{ type: 'text', text: \`restarted \${service}\` }] };
});
`;

const migrated = `import { McpServer, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { audit, ops } from './services.js';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', { inputSchema: z.object({ service: z.string() }) }, async ({ service }, ctx) => {
  await audit.insert({ event: 'restart-requested', service });
  const answer = inputResponse(ctx.mcpReq.inputResponses, 'answer');
  if (answer.kind !== 'elicit') {
    return inputRequired({
      inputRequests: {
        answer: inputRequired.elicit({
          message: \`Restart \${service}?\`,
          requestedSchema: { type: 'object', properties: {} },
        }),
      },
    });
  }
  if (answer.action !== 'accept') {
    return { content: [{ type: 'text', text: \`restart \${answer.action}\` }] };
  }
  await ops.restart(service);
  return { content: [{ type: 'text', text: \`restarted \${service}\` }] };
});
`;

const moved = `import { McpServer, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { audit, ops } from './services.js';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', { inputSchema: z.object({ service: z.string() }) }, async ({ service }, ctx) => {
  const answer = inputResponse(ctx.mcpReq.inputResponses, 'answer');
  if (answer.kind !== 'elicit') {
    return inputRequired({
      inputRequests: {
        answer: inputRequired.elicit({
          message: \`Restart \${service}?\`,
          requestedSchema: { type: 'object', properties: {} },
        }),
      },
    });
  }
  await audit.insert({ event: 'restart-requested', service });
  if (answer.action !== 'accept') {
    return { content: [{ type: 'text', text: \`restart \${answer.action}\` }] };
  }
  await ops.restart(service);
  return { content: [{ type: 'text', text: \`restarted \${service}\` }] };
});
`;

const reportsOf = (code: string, ruleId: string) => lint(code, 'restart.ts').filter((message) => message.ruleId === ruleId);

describe('migrating a push-style handler, then moving what the migration exposed', () => {
  it('1. the push-style request is reported with its migration; nothing runs before a question yet', () => {
    const [push, ...more] = reportsOf(pushStyle, PUSH_RULE);
    expect(more).toEqual([]);
    expect(push?.suggestions?.map((suggestion) => applySuggestion(pushStyle, suggestion))).toEqual([migrated]);
    expect(push?.suggestions?.[0]?.desc).toContain('the code above the question will run on every round');
    expect(reportsOf(pushStyle, CORE_RULE)).toEqual([]);
  });

  it('2. after the migration, the core rule reports the write above the question and offers to move it', () => {
    expect(reportsOf(migrated, PUSH_RULE)).toEqual([]);
    const [write, ...more] = reportsOf(migrated, CORE_RULE);
    expect(more).toEqual([]);
    expect(write).toMatchObject({ line: 8, messageId: 'sideEffect' });
    expect(write?.message).toMatch(/^`audit\.insert\(\)` \(.*\) runs before the `input_required` return on line 11\./);
    expect(write?.suggestions?.map((suggestion) => [suggestion.messageId, applySuggestion(migrated, suggestion)])).toEqual([['suggestMoveBelowQuestion', moved]]);
  });

  it('3. after the move, nothing is reported', () => {
    expect(lint(moved, 'restart.ts')).toEqual([]);
  });
});
