// Migrations offered by `no-push-style-input-request` (issue 14): each case marks its reports with `/*!*/` and
// gives the exact output of the migration offered for them, or the reason their reports give where it must be
// withheld (`{ withheld }`, see WITHHELD_REASONS in src/fixes/migrate.ts). Offered cases are
// whole modules that type-check against SDK 2.4: tests/fixes/migrate-checks.test.ts compiles each before and
// after, and applies each migration to check what it promises.
import type { InvalidTestCase } from '@typescript-eslint/rule-tester';
import rule, { type MessageIds } from '../../rules/no-push-style-input-request.js';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { WITHHELD_REASONS, type WithheldReason } from '../../src/fixes/migrate.js';
import plugin from '../../src/index.js';
import { markers } from '../support/markers.js';
import { runRuleTests } from '../support/rule-tester.js';

type Output = string | { withheld: WithheldReason };

/** The withheld reports of the cases, checked for the reason their message gives (below the rule tests). */
const withheldCases: { name: string; code: string; filename?: string; settings?: Record<string, unknown>; line: number; reason: WithheldReason }[] = [];

/** The marked reports, offering the migration to `outputs`: one output for every mark, or one per mark (or why none is offered). */
function invalid(name: string, marked: string, outputs: Output | Output[], extra: { filename?: string; settings?: Record<string, unknown> } = {}): InvalidTestCase<MessageIds, []> {
  const { code, positions } = markers(marked);
  const perMark = Array.isArray(outputs) ? outputs : positions.map(() => outputs);
  if (positions.length === 0 || perMark.length !== positions.length) throw new Error(`case "${name}": ${positions.length} marks, ${perMark.length} outputs`);
  return {
    name,
    code,
    ...extra,
    errors: positions.map((position, index) => {
      const output = perMark[index]!;
      if (typeof output !== 'string') {
        withheldCases.push({ name, code, ...extra, line: position.line, reason: output.withheld });
        return { messageId: 'pushRequestWithheld' as const, ...position, suggestions: [] };
      }
      return {
        messageId: 'pushRequest' as const,
        ...position,
        suggestions: [{ messageId: 'suggestMigrateToInputRequired' as const, output }],
      };
    }),
  };
}

runRuleTests('no-push-style-input-request migrations', rule, {
  valid: [],
  invalid: [
    // Offered: the answer is read back under the same name, narrowed to an elicitation; the helpers join the SDK import.
    invalid('form elicitation read back under its name', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', { inputSchema: z.object({ service: z.string() }) }, async ({ service }, ctx) => {
  const answer = await /*!*/ctx.mcpReq.elicitInput({
    message: \`Restart \${service}?\`,
    requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
  });
  if (answer.action !== 'accept' || answer.content?.confirm !== true) {
    return { content: [{ type: 'text', text: \`restart \${answer.action}\` }] };
  }
  return { content: [{ type: 'text', text: \`restarted \${service}\` }] };
});
`, `import { McpServer, inputRequired, inputResponse, acceptedContent, fromJsonSchema } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', { inputSchema: z.object({ service: z.string() }) }, async ({ service }, ctx) => {
  const answerSchema = fromJsonSchema<Record<string, unknown>>({ type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] });
  const answer = inputResponse(ctx.mcpReq.inputResponses, 'answer');
  const answerContent = acceptedContent(ctx.mcpReq.inputResponses, 'answer', answerSchema);
  if (answer.kind !== 'elicit' || (answer.action === 'accept' && !answerContent)) {
    return inputRequired({
      inputRequests: {
        answer: inputRequired.elicit({
          message: \`Restart \${service}?\`,
          requestedSchema: answerSchema,
        }),
      },
    });
  }
  if (answer.action !== 'accept' || answerContent?.confirm !== true) {
    return { content: [{ type: 'text', text: \`restart \${answer.action}\` }] };
  }
  return { content: [{ type: 'text', text: \`restarted \${service}\` }] };
});
`),

    // Offered: URL mode becomes `elicitUrl`, without the `mode` and the 2025-era `elicitationId` it does not take.
    invalid('URL mode asks with elicitUrl', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('link', { inputSchema: z.object({ provider: z.string() }) }, async ({ provider }, ctx) => {
  const login = await /*!*/ctx.mcpReq.elicitInput({
    mode: 'url',
    message: \`Sign in to \${provider}\`,
    url: \`https://example.com/\${encodeURIComponent(provider)}\`,
    elicitationId: crypto.randomUUID(),
  });
  return { content: [{ type: 'text', text: \`link \${login.action}\` }] };
});
`, `import { McpServer, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('link', { inputSchema: z.object({ provider: z.string() }) }, async ({ provider }, ctx) => {
  const login = inputResponse(ctx.mcpReq.inputResponses, 'login');
  if (login.kind !== 'elicit') {
    return inputRequired({
      inputRequests: {
        login: inputRequired.elicitUrl({
          message: \`Sign in to \${provider}\`,
          url: \`https://example.com/\${encodeURIComponent(provider)}\`,
        }),
      },
    });
  }
  return { content: [{ type: 'text', text: \`link \${login.action}\` }] };
});
`),

    // Offered: the sampling view carries the result, bound to the same name after the question.
    invalid('sampling result bound after the question', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('summarize', { inputSchema: z.object({ text: z.string() }) }, async ({ text }, ctx) => {
  const response = await /*!*/ctx.mcpReq.requestSampling({
    messages: [{ role: 'user', content: { type: 'text', text: \`Summarize: \${text}\` } }],
    maxTokens: 200,
  });
  const block = Array.isArray(response.content) ? response.content[0] : response.content;
  return { content: [{ type: 'text', text: block?.type === 'text' ? block.text : response.model }] };
});
`, `import { McpServer, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('summarize', { inputSchema: z.object({ text: z.string() }) }, async ({ text }, ctx) => {
  const responseAnswer = inputResponse(ctx.mcpReq.inputResponses, 'response');
  if (responseAnswer.kind !== 'sampling') {
    return inputRequired({
      inputRequests: {
        response: inputRequired.createMessage({
          messages: [{ role: 'user', content: { type: 'text', text: \`Summarize: \${text}\` } }],
          maxTokens: 200,
        }),
      },
    });
  }
  const response = responseAnswer.result;
  const block = Array.isArray(response.content) ? response.content[0] : response.content;
  return { content: [{ type: 'text', text: block?.type === 'text' ? block.text : response.model }] };
});
`),

    // Offered: a destructured roots listing is bound to the narrowed view; the server instance request asks through the context parameter.
    invalid('destructured roots listing of a server instance', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('workspace', {}, async (ctx) => {
  const { roots } = await /*!*/server.server.listRoots();
  return { content: [{ type: 'text', text: roots.map((root) => root.uri).join('\\n') }] };
});
`, `import { McpServer, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('workspace', {}, async (ctx) => {
  const rootsAnswer = inputResponse(ctx.mcpReq.inputResponses, 'roots');
  if (rootsAnswer.kind !== 'roots') {
    return inputRequired({
      inputRequests: {
        roots: inputRequired.listRoots()
      }
    });
  }
  const { roots } = rootsAnswer;
  return { content: [{ type: 'text', text: roots.map((root) => root.uri).join('\\n') }] };
});
`),

    // Offered: `send` of `elicitation/create` asks with its `params`, re-indented into the question.
    invalid('send of elicitation/create', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('collect', {}, async (ctx) => {
  const result = await /*!*/ctx.mcpReq.send({
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: 'Your name?',
      requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
    },
  });
  return { content: [{ type: 'text', text: \`\${result.action}: \${JSON.stringify(result.content)}\` }] };
});
`, `import { McpServer, inputRequired, inputResponse, acceptedContent, fromJsonSchema } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('collect', {}, async (ctx) => {
  const resultSchema = fromJsonSchema<Record<string, unknown>>({ type: 'object', properties: { name: { type: 'string' } } });
  const result = inputResponse(ctx.mcpReq.inputResponses, 'result');
  const resultContent = acceptedContent(ctx.mcpReq.inputResponses, 'result', resultSchema);
  if (result.kind !== 'elicit' || (result.action === 'accept' && !resultContent)) {
    return inputRequired({
      inputRequests: {
        result: inputRequired.elicit({
          mode: 'form',
          message: 'Your name?',
          requestedSchema: resultSchema,
        }),
      },
    });
  }
  return { content: [{ type: 'text', text: \`\${result.action}: \${JSON.stringify(resultContent)}\` }] };
});
`),

    // Offered: `send` of `roots/list` asks `listRoots()`; `listing.roots` reads the narrowed view.
    invalid('send of roots/list', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('workspace', {}, async (ctx) => {
  const listing = await /*!*/ctx.mcpReq.send({ method: 'roots/list' });
  return { content: [{ type: 'text', text: \`\${listing.roots.length} roots\` }] };
});
`, `import { McpServer, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('workspace', {}, async (ctx) => {
  const listing = inputResponse(ctx.mcpReq.inputResponses, 'listing');
  if (listing.kind !== 'roots') {
    return inputRequired({
      inputRequests: {
        listing: inputRequired.listRoots()
      }
    });
  }
  return { content: [{ type: 'text', text: \`\${listing.roots.length} roots\` }] };
});
`),

    // Offered: a destructured `elicitInput` reads the answer through the context parameter; the destructuring stays.
    invalid('destructured elicitInput', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', {}, async (ctx) => {
  const { elicitInput } = ctx.mcpReq;
  const answer = await /*!*/elicitInput({ message: 'Restart?', requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: answer.action }] };
});
`, `import { McpServer, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', {}, async (ctx) => {
  const { elicitInput } = ctx.mcpReq;
  const answer = inputResponse(ctx.mcpReq.inputResponses, 'answer');
  if (answer.kind !== 'elicit') {
    return inputRequired({
      inputRequests: {
        answer: inputRequired.elicit({ message: 'Restart?', requestedSchema: { type: 'object', properties: {} } })
      }
    });
  }
  return { content: [{ type: 'text', text: answer.action }] };
});
`),

    // Offered: a low-level `Server` request in a `tools/call` handler.
    invalid('low-level Server in a tools/call handler', `import { Server } from '@modelcontextprotocol/server';

const low = new Server({ name: 'ops', version: '1.0.0' }, { capabilities: { tools: {} } });

low.setRequestHandler('tools/call', async (request, ctx) => {
  const answer = await /*!*/low.elicitInput({ message: \`Run \${request.params.name}?\`, requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: answer.action }] };
});
`, `import { Server, inputRequired, inputResponse } from '@modelcontextprotocol/server';

const low = new Server({ name: 'ops', version: '1.0.0' }, { capabilities: { tools: {} } });

low.setRequestHandler('tools/call', async (request, ctx) => {
  const answer = inputResponse(ctx.mcpReq.inputResponses, 'answer');
  if (answer.kind !== 'elicit') {
    return inputRequired({
      inputRequests: {
        answer: inputRequired.elicit({ message: \`Run \${request.params.name}?\`, requestedSchema: { type: 'object', properties: {} } })
      }
    });
  }
  return { content: [{ type: 'text', text: answer.action }] };
});
`),

    // Offered for both: neither request depends on the other, so both are asked together in one round.
    invalid('two independent requests asked together', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });
declare const db: { insert(row: object): Promise<void>; remove(id: string): Promise<void> };

server.registerTool('order', { inputSchema: z.object({ item: z.string() }) }, async ({ item }, ctx) => {
  const note = \`order of \${item}\`;
  const address = await /*!*/ctx.mcpReq.elicitInput({ message: 'Ship to?', requestedSchema: { type: 'object', properties: { city: { type: 'string' } } } });
  const blurb = await /*!*/ctx.mcpReq.requestSampling({ messages: [{ role: 'user', content: { type: 'text', text: note } }], maxTokens: 50 });
  if (address.action !== 'accept') return { content: [{ type: 'text', text: 'cancelled' }] };
  await db.insert({ item, city: String(address.content?.city), blurb: blurb.model });
  return { content: [{ type: 'text', text: 'ordered' }] };
});
`, `import { McpServer, inputRequired, inputResponse, acceptedContent, fromJsonSchema } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });
declare const db: { insert(row: object): Promise<void>; remove(id: string): Promise<void> };

server.registerTool('order', { inputSchema: z.object({ item: z.string() }) }, async ({ item }, ctx) => {
  const note = \`order of \${item}\`;
  const addressSchema = fromJsonSchema<Record<string, unknown>>({ type: 'object', properties: { city: { type: 'string' } } });
  const address = inputResponse(ctx.mcpReq.inputResponses, 'address');
  const addressContent = acceptedContent(ctx.mcpReq.inputResponses, 'address', addressSchema);
  const blurbAnswer = inputResponse(ctx.mcpReq.inputResponses, 'blurb');
  if (address.kind !== 'elicit' || (address.action === 'accept' && !addressContent) || blurbAnswer.kind !== 'sampling') {
    return inputRequired({
      inputRequests: {
        address: inputRequired.elicit({ message: 'Ship to?', requestedSchema: addressSchema }),
        blurb: inputRequired.createMessage({ messages: [{ role: 'user', content: { type: 'text', text: note } }], maxTokens: 50 })
      }
    });
  }
  const blurb = blurbAnswer.result;
  if (address.action !== 'accept') return { content: [{ type: 'text', text: 'cancelled' }] };
  await db.insert({ item, city: String(addressContent?.city), blurb: blurb.model });
  return { content: [{ type: 'text', text: 'ordered' }] };
});
`),

    // Offered for the first only: the second asks with the first answer, which a later round no longer has (inputResponses holds the latest round only).
    invalid('a request that needs an earlier answer', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('trip', {}, async (ctx) => {
  const where = await /*!*/ctx.mcpReq.elicitInput({ message: 'Where to?', requestedSchema: { type: 'object', properties: { city: { type: 'string' } } } });
  const when = await /*!*/ctx.mcpReq.elicitInput({ message: \`When in \${String(where.content?.city)}?\`, requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: \`\${where.action} \${when.action}\` }] };
});
`, [`import { McpServer, inputRequired, inputResponse, acceptedContent, fromJsonSchema } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('trip', {}, async (ctx) => {
  const whereSchema = fromJsonSchema<Record<string, unknown>>({ type: 'object', properties: { city: { type: 'string' } } });
  const where = inputResponse(ctx.mcpReq.inputResponses, 'where');
  const whereContent = acceptedContent(ctx.mcpReq.inputResponses, 'where', whereSchema);
  if (where.kind !== 'elicit' || (where.action === 'accept' && !whereContent)) {
    return inputRequired({
      inputRequests: {
        where: inputRequired.elicit({ message: 'Where to?', requestedSchema: whereSchema })
      }
    });
  }
  const when = await ctx.mcpReq.elicitInput({ message: \`When in \${String(whereContent?.city)}?\`, requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: \`\${where.action} \${when.action}\` }] };
});
`, { withheld: 'dependsOnEarlier' }]),

    // Offered for the first only: the second is not asked when the first is declined; asking both together would ask it on rounds it was not asked before.
    invalid('a request after an early return', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('trip', {}, async (ctx) => {
  const first = await /*!*/ctx.mcpReq.elicitInput({ message: 'Go on?', requestedSchema: { type: 'object', properties: {} } });
  if (first.action !== 'accept') return { content: [{ type: 'text', text: 'stopped' }] };
  const second = await /*!*/ctx.mcpReq.elicitInput({ message: 'Really?', requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: second.action }] };
});
`, [`import { McpServer, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('trip', {}, async (ctx) => {
  const first = inputResponse(ctx.mcpReq.inputResponses, 'first');
  if (first.kind !== 'elicit') {
    return inputRequired({
      inputRequests: {
        first: inputRequired.elicit({ message: 'Go on?', requestedSchema: { type: 'object', properties: {} } })
      }
    });
  }
  if (first.action !== 'accept') return { content: [{ type: 'text', text: 'stopped' }] };
  const second = await ctx.mcpReq.elicitInput({ message: 'Really?', requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: second.action }] };
});
`, { withheld: 'dependsOnEarlier' }]),

    // Offered: a declared `Promise<CallToolResult>` gains `InputRequiredResult`, added to the type import.
    invalid('declared return type widened', `import { McpServer } from '@modelcontextprotocol/server';
import type { CallToolResult } from '@modelcontextprotocol/server';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', {}, async (ctx): Promise<CallToolResult> => {
  const answer = await /*!*/ctx.mcpReq.elicitInput({ message: 'Restart?', requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: answer.action }] };
});
`, `import { McpServer, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import type { CallToolResult, InputRequiredResult } from '@modelcontextprotocol/server';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', {}, async (ctx): Promise<CallToolResult | InputRequiredResult> => {
  const answer = inputResponse(ctx.mcpReq.inputResponses, 'answer');
  if (answer.kind !== 'elicit') {
    return inputRequired({
      inputRequests: {
        answer: inputRequired.elicit({ message: 'Restart?', requestedSchema: { type: 'object', properties: {} } })
      }
    });
  }
  return { content: [{ type: 'text', text: answer.action }] };
});
`),

    // Offered: without a type import, `InputRequiredResult` joins the value import as an inline type.
    invalid('declared return type widened, inline type import', `import { McpServer, type CallToolResult } from '@modelcontextprotocol/server';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', {}, async (ctx): Promise<CallToolResult> => {
  const answer = await /*!*/ctx.mcpReq.elicitInput({ message: 'Restart?', requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: answer.action }] };
});
`, `import { McpServer, type CallToolResult, inputRequired, inputResponse, type InputRequiredResult } from '@modelcontextprotocol/server';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', {}, async (ctx): Promise<CallToolResult | InputRequiredResult> => {
  const answer = inputResponse(ctx.mcpReq.inputResponses, 'answer');
  if (answer.kind !== 'elicit') {
    return inputRequired({
      inputRequests: {
        answer: inputRequired.elicit({ message: 'Restart?', requestedSchema: { type: 'object', properties: {} } })
      }
    });
  }
  return { content: [{ type: 'text', text: answer.action }] };
});
`),

    // Offered: a file taking the SDK from a re-exporter gets the helpers from `@modelcontextprotocol/server`.
    invalid('SDK taken from a re-exporter', `import { createMcpHandler } from 'mcp-handler';

export const handler = createMcpHandler((server) => {
  server.registerTool('restart', {}, async (ctx) => {
    const answer = await /*!*/ctx.mcpReq.elicitInput({ message: 'Restart?', requestedSchema: { type: 'object', properties: {} } });
    return { content: [{ type: 'text', text: answer.action }] };
  });
});
`, `import { createMcpHandler } from 'mcp-handler';
import { inputRequired, inputResponse } from '@modelcontextprotocol/server';

export const handler = createMcpHandler((server) => {
  server.registerTool('restart', {}, async (ctx) => {
    const answer = inputResponse(ctx.mcpReq.inputResponses, 'answer');
    if (answer.kind !== 'elicit') {
      return inputRequired({
        inputRequests: {
          answer: inputRequired.elicit({ message: 'Restart?', requestedSchema: { type: 'object', properties: {} } })
        }
      });
    }
    return { content: [{ type: 'text', text: answer.action }] };
  });
});
`),

    // Offered: a namespace import of the SDK provides the helpers.
    invalid('namespace import', `import * as mcp from '@modelcontextprotocol/server';

const server = new mcp.McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', {}, async (ctx) => {
  const answer = await /*!*/ctx.mcpReq.elicitInput({ message: 'Restart?', requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: answer.action }] };
});
`, `import * as mcp from '@modelcontextprotocol/server';

const server = new mcp.McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', {}, async (ctx) => {
  const answer = mcp.inputResponse(ctx.mcpReq.inputResponses, 'answer');
  if (answer.kind !== 'elicit') {
    return mcp.inputRequired({
      inputRequests: {
        answer: mcp.inputRequired.elicit({ message: 'Restart?', requestedSchema: { type: 'object', properties: {} } })
      }
    });
  }
  return { content: [{ type: 'text', text: answer.action }] };
});
`),

    // Offered: an aliased `inputRequired` is used under its alias.
    invalid('aliased inputRequired', `import { McpServer, inputRequired as ask } from '@modelcontextprotocol/server';

const server = new McpServer({ name: 'ops', version: '1.0.0' });
export const later = ask;

server.registerTool('restart', {}, async (ctx) => {
  const answer = await /*!*/ctx.mcpReq.elicitInput({ message: 'Restart?', requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: answer.action }] };
});
`, `import { McpServer, inputRequired as ask, inputResponse } from '@modelcontextprotocol/server';

const server = new McpServer({ name: 'ops', version: '1.0.0' });
export const later = ask;

server.registerTool('restart', {}, async (ctx) => {
  const answer = inputResponse(ctx.mcpReq.inputResponses, 'answer');
  if (answer.kind !== 'elicit') {
    return ask({
      inputRequests: {
        answer: ask.elicit({ message: 'Restart?', requestedSchema: { type: 'object', properties: {} } })
      }
    });
  }
  return { content: [{ type: 'text', text: answer.action }] };
});
`),

    // Offered: double quotes, no semicolons and tabs, as the file writes them.
    invalid('double quotes, no semicolons, tabs', `import { McpServer } from "@modelcontextprotocol/server"

const server = new McpServer({ name: "ops", version: "1.0.0" })

server.registerTool("restart", {}, async (ctx) => {
	const answer = await /*!*/ctx.mcpReq.elicitInput({
		message: "Restart?",
		requestedSchema: { type: "object", properties: {} }
	})
	return { content: [{ type: "text", text: answer.action }] }
})
`, `import { McpServer, inputRequired, inputResponse } from "@modelcontextprotocol/server"

const server = new McpServer({ name: "ops", version: "1.0.0" })

server.registerTool("restart", {}, async (ctx) => {
	const answer = inputResponse(ctx.mcpReq.inputResponses, "answer")
	if (answer.kind !== "elicit") {
		return inputRequired({
			inputRequests: {
				answer: inputRequired.elicit({
					message: "Restart?",
					requestedSchema: { type: "object", properties: {} }
				})
			}
		})
	}
	return { content: [{ type: "text", text: answer.action }] }
})
`),

    // Offered: a multi-line import gets one specifier per line.
    invalid('multi-line import', `import {
  McpServer,
  type CallToolResult,
} from '@modelcontextprotocol/server';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', {}, async (ctx) => {
  const answer = await /*!*/ctx.mcpReq.elicitInput({ message: 'Restart?', requestedSchema: { type: 'object', properties: {} } });
  const result: CallToolResult = { content: [{ type: 'text', text: answer.action }] };
  return result;
});
`, `import {
  McpServer,
  type CallToolResult,
  inputRequired,
  inputResponse,
} from '@modelcontextprotocol/server';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', {}, async (ctx) => {
  const answer = inputResponse(ctx.mcpReq.inputResponses, 'answer');
  if (answer.kind !== 'elicit') {
    return inputRequired({
      inputRequests: {
        answer: inputRequired.elicit({ message: 'Restart?', requestedSchema: { type: 'object', properties: {} } })
      }
    });
  }
  const result: CallToolResult = { content: [{ type: 'text', text: answer.action }] };
  return result;
});
`),

    // Offered: the request options (timeout, signal) have no counterpart in a returned question and are dropped.
    invalid('request options dropped', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', {}, async (ctx) => {
  const answer = await /*!*/ctx.mcpReq.elicitInput(
    { message: 'Restart?', requestedSchema: { type: 'object', properties: {} } },
    { timeout: 10 * 60_000, signal: ctx.mcpReq.signal },
  );
  return { content: [{ type: 'text', text: answer.action }] };
});
`, `import { McpServer, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', {}, async (ctx) => {
  const answer = inputResponse(ctx.mcpReq.inputResponses, 'answer');
  if (answer.kind !== 'elicit') {
    return inputRequired({
      inputRequests: {
        answer: inputRequired.elicit({ message: 'Restart?', requestedSchema: { type: 'object', properties: {} } })
      }
    });
  }
  return { content: [{ type: 'text', text: answer.action }] };
});
`),

    // Offered: form-mode parameters in a `const` object literal are passed as they are.
    invalid('parameters in a const object literal', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', {}, async (ctx) => {
  const params = { message: 'Restart?', requestedSchema: { type: 'object' as const, properties: {} } };
  const answer = await /*!*/ctx.mcpReq.elicitInput(params);
  return { content: [{ type: 'text', text: answer.action }] };
});
`, `import { McpServer, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', {}, async (ctx) => {
  const params = { message: 'Restart?', requestedSchema: { type: 'object' as const, properties: {} } };
  const answer = inputResponse(ctx.mcpReq.inputResponses, 'answer');
  if (answer.kind !== 'elicit') {
    return inputRequired({
      inputRequests: {
        answer: inputRequired.elicit(params)
      }
    });
  }
  return { content: [{ type: 'text', text: answer.action }] };
});
`),

    // Offered: `prompts/get` handlers may ask too.
    invalid('prompt handler', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerPrompt('greet', {}, async (ctx) => {
  const who = await /*!*/ctx.mcpReq.elicitInput({ message: 'Your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } });
  return { messages: [{ role: 'user', content: { type: 'text', text: \`Hello \${String(who.content?.name)}\` } }] };
});
`, `import { McpServer, inputRequired, inputResponse, acceptedContent, fromJsonSchema } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerPrompt('greet', {}, async (ctx) => {
  const whoSchema = fromJsonSchema<Record<string, unknown>>({ type: 'object', properties: { name: { type: 'string' } } });
  const who = inputResponse(ctx.mcpReq.inputResponses, 'who');
  const whoContent = acceptedContent(ctx.mcpReq.inputResponses, 'who', whoSchema);
  if (who.kind !== 'elicit' || (who.action === 'accept' && !whoContent)) {
    return inputRequired({
      inputRequests: {
        who: inputRequired.elicit({ message: 'Your name?', requestedSchema: whoSchema })
      }
    });
  }
  return { messages: [{ role: 'user', content: { type: 'text', text: \`Hello \${String(whoContent?.name)}\` } }] };
});
`),

    // Offered: the view takes a name the handler does not use.
    invalid('view name already taken', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('summarize', {}, async (ctx) => {
  const responseAnswer = 'taken';
  const response = await /*!*/ctx.mcpReq.requestSampling({ messages: [], maxTokens: 10 });
  return { content: [{ type: 'text', text: \`\${responseAnswer} \${response.model}\` }] };
});
`, `import { McpServer, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('summarize', {}, async (ctx) => {
  const responseAnswer = 'taken';
  const responseAnswer2 = inputResponse(ctx.mcpReq.inputResponses, 'response');
  if (responseAnswer2.kind !== 'sampling') {
    return inputRequired({
      inputRequests: {
        response: inputRequired.createMessage({ messages: [], maxTokens: 10 })
      }
    });
  }
  const response = responseAnswer2.result;
  return { content: [{ type: 'text', text: \`\${responseAnswer} \${response.model}\` }] };
});
`),

    // Offered: in JavaScript the content values keep their meaning wherever they go.
    invalid('JavaScript content use', `import { McpServer } from '@modelcontextprotocol/server';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('greet', {}, async (ctx) => {
  const who = await /*!*/ctx.mcpReq.elicitInput({ message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } });
  return { content: [{ type: 'text', text: who.content.name.toUpperCase() }] };
});
`, `import { McpServer, inputRequired, inputResponse, acceptedContent, fromJsonSchema } from '@modelcontextprotocol/server';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('greet', {}, async (ctx) => {
  const whoSchema = fromJsonSchema({ type: 'object', properties: { name: { type: 'string' } } });
  const who = inputResponse(ctx.mcpReq.inputResponses, 'who');
  const whoContent = acceptedContent(ctx.mcpReq.inputResponses, 'who', whoSchema);
  if (who.kind !== 'elicit' || (who.action === 'accept' && !whoContent)) {
    return inputRequired({
      inputRequests: {
        who: inputRequired.elicit({ message: 'Name?', requestedSchema: whoSchema })
      }
    });
  }
  return { content: [{ type: 'text', text: whoContent.name.toUpperCase() }] };
});
`, { filename: 'file.js' }),

    // Offered: the continuation line of a multi-line template keeps its indentation, which is part of the string.
    invalid('multi-line template in the parameters', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', {}, async (ctx) => {
    const answer = await /*!*/ctx.mcpReq.elicitInput({
        message: \`Restart now?
  (this cannot be undone)\`,
        requestedSchema: { type: 'object', properties: {} },
    });
    return { content: [{ type: 'text', text: answer.action }] };
});
`, `import { McpServer, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', {}, async (ctx) => {
    const answer = inputResponse(ctx.mcpReq.inputResponses, 'answer');
    if (answer.kind !== 'elicit') {
        return inputRequired({
            inputRequests: {
                answer: inputRequired.elicit({
                    message: \`Restart now?
  (this cannot be undone)\`,
                    requestedSchema: { type: 'object', properties: {} },
                }),
            },
        });
    }
    return { content: [{ type: 'text', text: answer.action }] };
});
`),

    // Offered: content values only go where an `unknown` type-checks as well (assertions, comparisons, `in`, `typeof`, templates).
    invalid('content values where unknown type-checks', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

type Registration = { username: string; plan?: string };
server.registerTool('register', {}, async (ctx) => {
  const form = await /*!*/ctx.mcpReq.elicitInput({ message: 'Register', requestedSchema: { type: 'object', properties: { username: { type: 'string' } } } });
  if (form.action !== 'accept' || !form.content) return { content: [{ type: 'text', text: form.action }] };
  const { username, plan } = form.content as Registration;
  const known = 'username' in form.content && form.content.username !== '' && typeof form.content.plan === 'string';
  return { content: [{ type: 'text', text: \`\${username} \${plan ?? 'free'} \${known} \${form.content.username as string}\` }] };
});
`, `import { McpServer, inputRequired, inputResponse, acceptedContent, fromJsonSchema } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

type Registration = { username: string; plan?: string };
server.registerTool('register', {}, async (ctx) => {
  const formSchema = fromJsonSchema<Record<string, unknown>>({ type: 'object', properties: { username: { type: 'string' } } });
  const form = inputResponse(ctx.mcpReq.inputResponses, 'form');
  const formContent = acceptedContent(ctx.mcpReq.inputResponses, 'form', formSchema);
  if (form.kind !== 'elicit' || (form.action === 'accept' && !formContent)) {
    return inputRequired({
      inputRequests: {
        form: inputRequired.elicit({ message: 'Register', requestedSchema: formSchema })
      }
    });
  }
  if (form.action !== 'accept' || !formContent) return { content: [{ type: 'text', text: form.action }] };
  const { username, plan } = formContent as Registration;
  const known = 'username' in formContent && formContent.username !== '' && typeof formContent.plan === 'string';
  return { content: [{ type: 'text', text: \`\${username} \${plan ?? 'free'} \${known} \${formContent.username as string}\` }] };
});
`),

    // Withheld: the request is not awaited where it is declared; the promise may be awaited anywhere.
    invalid('not awaited where declared', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('t', {}, async (ctx) => {
  const pending = /*!*/ctx.mcpReq.elicitInput({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } });
  const answer = await pending;
  return { content: [{ type: 'text', text: answer.action }] };
});
`, { withheld: 'notBound' }),

    // Withheld: a `let` can be given another value, which the view could not take.
    invalid('let binding', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('t', {}, async (ctx) => {
  let answer = await /*!*/ctx.mcpReq.elicitInput({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } });
  answer = { action: 'cancel' };
  return { content: [{ type: 'text', text: answer.action }] };
});
`, { withheld: 'notBound' }),

    // Withheld: no `const` names the answer, so there is no key to derive.
    invalid('result not bound', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('t', {}, async (ctx) => {
  await /*!*/ctx.mcpReq.elicitInput({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } });
  return { content: [] };
});
`, { withheld: 'notBound' }),

    // Withheld: asked only on some paths (inside an `if`).
    invalid('inside an if', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('t', {}, async (ctx) => {
  if (Math.random() > 0.5) {
    const answer = await /*!*/ctx.mcpReq.elicitInput({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } });
    return { content: [{ type: 'text', text: answer.action }] };
  }
  return { content: [] };
});
`, { withheld: 'nested' }),

    // Withheld: inside `try`, where a throw of the request is handled.
    invalid('inside try', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('t', {}, async (ctx) => {
  try {
    const answer = await /*!*/ctx.mcpReq.elicitInput({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } });
    return { content: [{ type: 'text', text: answer.action }] };
  } finally {
    console.log('done');
  }
});
`, { withheld: 'tryBlock' }),

    // Withheld: asked once per item (inside a loop).
    invalid('inside a loop', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('t', {}, async (ctx) => {
  for (const item of ['a', 'b']) {
    const answer = await /*!*/ctx.mcpReq.elicitInput({ message: item, requestedSchema: { type: 'object', properties: {} } });
    console.log(answer.action);
  }
  return { content: [] };
});
`, { withheld: 'nested' }),

    // Withheld: asked in a callback, not in the handler's own body.
    invalid('inside a callback', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('t', {}, async (ctx) => {
  const answers = await Promise.all(['a', 'b'].map(async (item) => {
    const answer = await /*!*/ctx.mcpReq.elicitInput({ message: item, requestedSchema: { type: 'object', properties: {} } });
    return answer.action;
  }));
  return { content: [{ type: 'text', text: answers.join() }] };
});
`, { withheld: 'nested' }),

    // Withheld: asked in a helper, which cannot return the handler's question.
    invalid('inside a helper', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

async function confirm(ctx: { mcpReq: { elicitInput: typeof server.server.elicitInput } }) {
  const answer = await /*!*/ctx.mcpReq.elicitInput({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } });
  return answer.action;
}
server.registerTool('t', {}, async (ctx) => ({ content: [{ type: 'text', text: await confirm(ctx) }] }));
`, { withheld: 'helper' }),

    // Withheld: the result is read in a function written before the request.
    invalid('result read before the request', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('t', {}, async (ctx) => {
  const show = () => answer.action;
  const answer = await /*!*/ctx.mcpReq.elicitInput({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: show() }] };
});
`, { withheld: 'uses' }),

    // Withheld: the whole result is used as a value, and the view is not the same object (it carries `kind`, lacks `_meta`).
    invalid('whole result used as a value', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('t', {}, async (ctx) => {
  const answer = await /*!*/ctx.mcpReq.elicitInput({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: JSON.stringify(answer) }] };
});
`, { withheld: 'uses' }),

    // Withheld: `_meta` is not in the view.
    invalid('result _meta read', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('t', {}, async (ctx) => {
  const answer = await /*!*/ctx.mcpReq.elicitInput({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: String(answer._meta) }] };
});
`, { withheld: 'uses' }),

    // Withheld in TypeScript: a content value goes where `unknown` does not type-check.
    invalid('content value in a typed position', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('t', {}, async (ctx) => {
  const answer = await /*!*/ctx.mcpReq.elicitInput({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } });
  const name: string | number | boolean | string[] | undefined = answer.content?.name;
  return { content: [{ type: 'text', text: String(name) }] };
});
`, { withheld: 'uses' }),

    // Withheld: the declared type names the push result, which the view is not.
    invalid('result type annotated', `import { McpServer, type ElicitResult } from '@modelcontextprotocol/server';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('t', {}, async (ctx) => {
  const answer: ElicitResult = await /*!*/ctx.mcpReq.elicitInput({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: answer.action }] };
});
`, { withheld: 'uses' }),

    // Withheld: the arguments await, which a returned question cannot do on every round the same way.
    invalid('await in the arguments', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('t', {}, async (ctx) => {
  const answer = await /*!*/ctx.mcpReq.elicitInput({ message: await Promise.resolve('Sure?'), requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: answer.action }] };
});
`, { withheld: 'sideEffects' }),

    // Withheld: computing the arguments writes, and would no longer happen on the round that has the answer.
    invalid('write in the arguments', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });
declare const db: { insert(row: object): string };
server.registerTool('t', {}, async (ctx) => {
  const answer = await /*!*/ctx.mcpReq.elicitInput({ message: db.insert({ asked: true }), requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: answer.action }] };
});
`, { withheld: 'sideEffects' }),

    // Withheld: the parameters come from outside the handler, so neither the mode nor the builder is known.
    invalid('parameters from outside', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });
import type { ElicitRequestFormParams } from '@modelcontextprotocol/server';
export function register(params: ElicitRequestFormParams) {
  server.registerTool('t', {}, async (ctx) => {
    const answer = await /*!*/ctx.mcpReq.elicitInput(params);
    return { content: [{ type: 'text', text: answer.action }] };
  });
}
`, { withheld: 'params' }),

    // Withheld: a spread in the parameters may carry `mode`.
    invalid('spread in the parameters', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('t', {}, async (ctx) => {
  const base = { requestedSchema: { type: 'object' as const, properties: {} } };
  const answer = await /*!*/ctx.mcpReq.elicitInput({ ...base, message: 'Sure?' });
  return { content: [{ type: 'text', text: answer.action }] };
});
`, { withheld: 'params' }),

    // Withheld: URL-mode parameters in a variable still carry `mode` and `elicitationId`, which `elicitUrl` does not take.
    invalid('URL-mode parameters in a variable', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('t', {}, async (ctx) => {
  const params = { mode: 'url' as const, message: 'Log in', url: 'https://x', elicitationId: 'e' };
  const answer = await /*!*/ctx.mcpReq.elicitInput(params);
  return { content: [{ type: 'text', text: answer.action }] };
});
`, { withheld: 'params' }),

    // Withheld: the handler already reads answers; a second question would lose them (inputResponses holds the latest round only).
    invalid('handler already reads answers', `import { McpServer, acceptedContent } from '@modelcontextprotocol/server';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('t', {}, async (ctx) => {
  const earlier = acceptedContent(ctx.mcpReq.inputResponses, 'earlier');
  const answer = await /*!*/ctx.mcpReq.elicitInput({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: \`\${answer.action} \${String(earlier)}\` }] };
});
`, { withheld: 'alreadyAsks' }),

    // Withheld: `logging/setLevel` may not answer with `input_required`.
    invalid('method that may not ask', `import { Server } from '@modelcontextprotocol/server';

const low = new Server({ name: 'ops', version: '1.0.0' }, { capabilities: { logging: {} } });

low.setRequestHandler('logging/setLevel', async (request, ctx) => {
  const answer = await /*!*/ctx.mcpReq.elicitInput({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } });
  console.log(answer.action, request.params.level);
  return {};
});
`, { withheld: 'method' }),

    // Offered: an xmcp tool asks by returning the question too, and reads the answer from \`extra.inputResponses\`;
    // the helpers come from \`xmcp\`, which re-exports them.
    invalid('xmcp tool', `import { type InferSchema } from 'xmcp';
export const schema = {};
export default async function tool(params: InferSchema<typeof schema>, extra: any) {
  const answer = await /*!*/extra.elicit({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } });
  return answer.action;
}
`, `import { type InferSchema, inputRequired, inputResponse } from 'xmcp';
export const schema = {};
export default async function tool(params: InferSchema<typeof schema>, extra: any) {
  const answer = inputResponse(extra.inputResponses, 'answer');
  if (answer.kind !== 'elicit') {
    return inputRequired({
      inputRequests: {
        answer: inputRequired.elicit({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } })
      }
    });
  }
  return answer.action;
}
`),

    // Withheld: the content the push checked is read, and xmcp has no \`fromJsonSchema\` to keep the check with.
    invalid('xmcp tool reading the content', `import { type InferSchema } from 'xmcp';
export const schema = {};
export default async function tool(params: InferSchema<typeof schema>, extra: any) {
  const answer = await /*!*/extra.elicit({ message: 'Env?', requestedSchema: { type: 'object', properties: { env: { type: 'string' } } } });
  return \`\${String(answer.content?.env)}\`;
}
`, { withheld: 'validation' }),

    // Withheld: a form without a schema is no question \`inputRequired.elicit\` takes.
    invalid('xmcp form without a schema', `export const schema = {};
export default async function tool(params, extra) {
  const answer = await /*!*/extra.elicit({ message: 'Sure?' });
  return answer.action;
}
`, { withheld: 'params' }, { filename: 'file.js' }),

    // Withheld: the server instance is SDK v1's, whose handlers have no `mcpReq`. (Such a file is 2025-era — its
    // server class decides — so the rule reports it only when the setting says the server speaks 2026-07-28.)
    invalid('server instance in a file importing SDK v1', `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { inputRequired } from '@modelcontextprotocol/server';
const server = new McpServer({ name: 's', version: '1' });
export const ask = inputRequired;
server.registerTool('t', {}, async (extra) => {
  const listing = await /*!*/server.server.listRoots();
  return { content: [{ type: 'text', text: String(listing.roots.length) }] };
});
`, { withheld: 'sdkV1' }, { settings: { mcp: { protocol: '2026-07-28' } } }),

    // Withheld: `request(...)` results are shaped by the schema it is given.
    invalid('server request() with a method', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('t', {}, async (ctx) => {
  const listing = await /*!*/server.server.request({ method: 'roots/list' }, { timeout: 5 });
  return { content: [{ type: 'text', text: JSON.stringify(listing) }] };
});
`, { withheld: 'params' }),

    // Withheld: `send` with a schema of its own returns that schema's output, not the method's result.
    invalid('send with a schema of its own', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });
declare const AnswerSchema: import('@modelcontextprotocol/server').StandardSchemaV1<unknown, { action: string }>;
server.registerTool('t', {}, async (ctx) => {
  const answer = await /*!*/ctx.mcpReq.send({ method: 'elicitation/create', params: { message: 'Sure?', requestedSchema: { type: 'object', properties: {} } } }, AnswerSchema);
  return { content: [{ type: 'text', text: answer.action }] };
});
`, { withheld: 'params' }),

    // Withheld: an optional call may not ask at all.
    invalid('optional call', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('t', {}, async (ctx) => {
  const answer = await /*!*/ctx.mcpReq?.elicitInput({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: String(answer?.action) }] };
});
`, { withheld: 'notBound' }),

    // Withheld: a declared return type other than `Promise<T>` is not widened.
    invalid('declared return type not a Promise', `import { McpServer, type CallToolResult } from '@modelcontextprotocol/server';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('t', {}, async (ctx): Promise<CallToolResult> | CallToolResult => {
  const answer = await /*!*/ctx.mcpReq.elicitInput({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: answer.action }] };
});
`, { withheld: 'layout' }),

    // Withheld: `inputResponse` is a local function of the file.
    invalid('inputResponse is a local name', `import { McpServer } from '@modelcontextprotocol/server';

const server = new McpServer({ name: 'ops', version: '1.0.0' });
const inputResponse = (key: string) => key;
export const unused = inputResponse;

server.registerTool('t', {}, async (ctx) => {
  const answer = await /*!*/ctx.mcpReq.elicitInput({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: answer.action }] };
});
`, { withheld: 'layout' }),

    // Withheld: the statement shares its line with other code.
    invalid('statement sharing its line', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('t', {}, async (ctx) => {
  const answer = await /*!*/ctx.mcpReq.elicitInput({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } }); console.log('asked');
  return { content: [{ type: 'text', text: answer.action }] };
});
`, { withheld: 'layout' }),

    // Withheld: `listRoots()` in a question takes no parameters.
    invalid('listRoots with parameters', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('t', {}, async (ctx) => {
  const listing = await /*!*/server.server.listRoots({ _meta: {} });
  return { content: [{ type: 'text', text: String(listing.roots.length) }] };
});
`, { withheld: 'params' }),

    // Withheld: a type names the result (`typeof answer`).
    invalid('type naming the result', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('t', {}, async (ctx) => {
  const answer = await /*!*/ctx.mcpReq.elicitInput({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } });
  const copy: typeof answer = answer;
  return { content: [{ type: 'text', text: copy.action }] };
});
`, { withheld: 'uses' }),

    // Withheld: a CommonJS file has no import to add the helpers to.
    invalid('CommonJS file', `const { McpServer } = require('@modelcontextprotocol/server');
const server = new McpServer({ name: 'ops', version: '1.0.0' });
server.registerTool('t', {}, async (ctx) => {
  const answer = await /*!*/ctx.mcpReq.elicitInput({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: answer.action }] };
});
`, { withheld: 'layout' }, { filename: 'file.cjs' }),
    // Offered: a handler without a context parameter gets one where the registration puts it (after the arguments); the content value flows into a `const` used only in a template.
    invalid('context parameter added', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('ask-name', { inputSchema: z.object({}) }, async () => {
  const ans = await /*!*/server.server.elicitInput({ message: 'Your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } });
  const name = ans.action === 'accept' && typeof ans.content?.name === 'string' ? ans.content.name : '<declined>';
  return { content: [{ type: 'text', text: \`Hello, \${name}\` }] };
});
`, `import { McpServer, inputRequired, inputResponse, acceptedContent, fromJsonSchema } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('ask-name', { inputSchema: z.object({}) }, async (_args, ctx) => {
  const ansSchema = fromJsonSchema<Record<string, unknown>>({ type: 'object', properties: { name: { type: 'string' } } });
  const ans = inputResponse(ctx.mcpReq.inputResponses, 'ans');
  const ansContent = acceptedContent(ctx.mcpReq.inputResponses, 'ans', ansSchema);
  if (ans.kind !== 'elicit' || (ans.action === 'accept' && !ansContent)) {
    return inputRequired({
      inputRequests: {
        ans: inputRequired.elicit({ message: 'Your name?', requestedSchema: ansSchema })
      }
    });
  }
  const name = ans.action === 'accept' && typeof ansContent?.name === 'string' ? ansContent.name : '<declined>';
  return { content: [{ type: 'text', text: \`Hello, \${name}\` }] };
});
`),

    // Offered: `ctx` follows the destructured arguments; returned as `structuredContent`, the content keeps a type it accepts (`Record<string, unknown>`).
    invalid('context parameter added after the arguments', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('ask', { inputSchema: z.object({ topic: z.string() }) }, async ({ topic }) => {
  const ans = await /*!*/server.server.elicitInput({ message: \`About \${topic}?\`, requestedSchema: { type: 'object', properties: {} } });
  return { content: [], structuredContent: ans.action === 'accept' ? ans.content : undefined };
});
`, `import { McpServer, inputRequired, inputResponse, acceptedContent, fromJsonSchema } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('ask', { inputSchema: z.object({ topic: z.string() }) }, async ({ topic }, ctx) => {
  const ansSchema = fromJsonSchema<Record<string, unknown>>({ type: 'object', properties: {} });
  const ans = inputResponse(ctx.mcpReq.inputResponses, 'ans');
  const ansContent = acceptedContent(ctx.mcpReq.inputResponses, 'ans', ansSchema);
  if (ans.kind !== 'elicit' || (ans.action === 'accept' && !ansContent)) {
    return inputRequired({
      inputRequests: {
        ans: inputRequired.elicit({ message: \`About \${topic}?\`, requestedSchema: ansSchema })
      }
    });
  }
  return { content: [], structuredContent: ans.action === 'accept' ? ansContent : undefined };
});
`),

    // Offered: `send` with the result schema of its method returns that result; `'content' in answer` reads the view as it read the result.
    invalid('send with the result schema', `import { McpServer, specTypeSchemas } from '@modelcontextprotocol/server';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('ask', {}, async (ctx) => {
  const answer = await /*!*/ctx.mcpReq.send({ method: 'elicitation/create', params: { message: 'Sure?', requestedSchema: { type: 'object', properties: {} } } }, specTypeSchemas.ElicitResult);
  return { content: [{ type: 'text', text: \`\${answer.action} \${'content' in answer}\` }] };
});
`, `import { McpServer, specTypeSchemas, inputRequired, inputResponse } from '@modelcontextprotocol/server';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('ask', {}, async (ctx) => {
  const answer = inputResponse(ctx.mcpReq.inputResponses, 'answer');
  if (answer.kind !== 'elicit') {
    return inputRequired({
      inputRequests: {
        answer: inputRequired.elicit({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } })
      }
    });
  }
  return { content: [{ type: 'text', text: \`\${answer.action} \${'content' in answer}\` }] };
});
`),

    // Offered in JavaScript: a sampling request of a server instance.
    invalid('server instance sampling in JavaScript', `import { McpServer } from '@modelcontextprotocol/server';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('ask-llm', {}, async (ctx) => {
  const reply = await /*!*/server.server.createMessage({ messages: [], maxTokens: 100 });
  return { content: [{ type: 'text', text: reply.content.type === 'text' ? reply.content.text : '' }] };
});
`, `import { McpServer, inputRequired, inputResponse } from '@modelcontextprotocol/server';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('ask-llm', {}, async (ctx) => {
  const replyAnswer = inputResponse(ctx.mcpReq.inputResponses, 'reply');
  if (replyAnswer.kind !== 'sampling') {
    return inputRequired({
      inputRequests: {
        reply: inputRequired.createMessage({ messages: [], maxTokens: 100 })
      }
    });
  }
  const reply = replyAnswer.result;
  return { content: [{ type: 'text', text: reply.content.type === 'text' ? reply.content.text : '' }] };
});
`, { filename: 'file.js' }),

    // Withheld in TypeScript: `createMessage` without tools returns a single content block, where the view holds the result of a request that may have had tools.
    invalid('server instance sampling in TypeScript', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('ask-llm', {}, async (ctx) => {
  const reply = await /*!*/server.server.createMessage({ messages: [], maxTokens: 100 });
  return { content: [{ type: 'text', text: reply.content.type === 'text' ? reply.content.text : '' }] };
});
`, { withheld: 'samplingType' }),

    // Offered: `ctx` names a module variable the handler reads, so the added parameter is `context`.
    invalid('context parameter named context when ctx is taken', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });
const ctx = { label: 'outer' };
server.registerTool('ask', {}, async () => {
  const ans = await /*!*/server.server.elicitInput({ message: ctx.label, requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: ans.action }] };
});
`, `import { McpServer, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });
const ctx = { label: 'outer' };
server.registerTool('ask', {}, async (context) => {
  const ans = inputResponse(context.mcpReq.inputResponses, 'ans');
  if (ans.kind !== 'elicit') {
    return inputRequired({
      inputRequests: {
        ans: inputRequired.elicit({ message: ctx.label, requestedSchema: { type: 'object', properties: {} } })
      }
    });
  }
  return { content: [{ type: 'text', text: ans.action }] };
});
`),

    // Withheld: a handler declared apart gets no parameter added (its parameters are not typed by the registration).
    invalid('handler declared apart without a context parameter', `import { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

async function ask() {
  const ans = await /*!*/server.server.elicitInput({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text' as const, text: ans.action }] };
}
server.registerTool('ask', {}, ask);
`, { withheld: 'noContext' }),
  ],
});

describe('withheld migrations say why', () => {
  const linter = new Linter({ configType: 'flat' });
  it.each(withheldCases)('$name: $reason', ({ code, filename, settings, line, reason }) => {
    const messages = linter
      .verify(code, [plugin.configs.recommended as Linter.Config, ...(settings ? [{ settings }] : [])], { filename: filename ?? 'file.ts' })
      .filter((message) => message.ruleId === 'mcp/no-push-style-input-request' && message.line === line);
    expect(messages.map((message) => message.message)).toEqual([expect.stringContaining(`Not rewritten automatically: ${WITHHELD_REASONS[reason].message}`)]);
  });
});
