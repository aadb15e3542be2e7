import rule from '../../rules/valid-input-required-result.js';
import { markers } from '../support/markers.js';
import { runRuleTests } from '../support/rule-tester.js';

// Line 1 imports the SDK v2 helpers; line 2 makes the server. Handler code starts on line 3.
const V2 = `import { McpServer, inputRequired } from '@modelcontextprotocol/server';
const server = new McpServer({ name: 's', version: '1' });
`;

const ASK = `inputRequired.elicit({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } })`;

runRuleTests('valid-input-required-result', rule, {
  valid: [
    {
      // Valid because the builder gets a non-empty inputRequests.
      name: 'builder with a question',
      code: `${V2}server.registerTool('t', {}, async (ctx) => inputRequired({ inputRequests: { confirm: ${ASK} } }));`,
    },
    {
      // Valid because requestState alone is allowed (a pure "call me back" round).
      name: 'builder with only requestState',
      code: `${V2}server.registerTool('t', {}, async (ctx) => inputRequired({ requestState: await codec.mint({ step: 2 }) }));`,
    },
    {
      // Valid because an empty inputRequests is fine when requestState is present.
      name: 'builder with empty inputRequests and a requestState',
      code: `${V2}server.registerTool('t', {}, async (ctx) => inputRequired({ inputRequests: {}, requestState: state }));`,
    },
    {
      // Valid because a hand-built literal with resultType and a question is exactly the wire shape.
      name: 'hand-built literal with resultType and inputRequests',
      code: `${V2}server.registerTool('t', {}, async (ctx) => ({ resultType: 'input_required', inputRequests: { roots: { method: 'roots/list' } } }));`,
    },
    {
      // Valid because the three embedded methods clients answer are all allowed.
      name: 'all three embedded methods',
      code: `${V2}const r = { resultType: 'input_required', inputRequests: {
  a: { method: 'elicitation/create', params: {} },
  b: { method: 'sampling/createMessage', params: {} },
  c: { method: 'roots/list' },
} };`,
    },
    {
      // Valid because a spec held in a variable cannot be checked statically.
      name: 'builder spec from a variable',
      code: `${V2}export function ask(spec) { return inputRequired(spec); }`,
    },
    {
      // Valid because a spread may bring inputRequests or requestState.
      name: 'builder spec with a spread',
      code: `${V2}export function ask(base) { return inputRequired({ ...base }); }`,
    },
    {
      // Valid because inputRequests comes from a parameter: its contents are unknown, not empty.
      name: 'inputRequests from a parameter',
      code: `${V2}export function ask(requests) { return inputRequired({ inputRequests: requests }); }`,
    },
    {
      // Valid because a spread inside inputRequests is not an empty map.
      name: 'spread inside inputRequests',
      code: `${V2}export function ask(more) { return inputRequired({ inputRequests: { ...more } }); }`,
    },
    {
      // Valid because the method is computed: nothing to check statically.
      name: 'non-literal embedded method',
      code: `${V2}export function ask(method) { return inputRequired({ inputRequests: { a: { method, params: {} } } }); }`,
    },
    {
      // Valid because a helper that builds the spec (not the result) does not need resultType.
      name: 'helper returning a spec for the builder',
      code: `${V2}function spec() { return { inputRequests: { confirm: ${ASK} } }; }
server.registerTool('t', {}, async (ctx) => inputRequired(spec()));`,
    },
    {
      // Valid because `resultType: 'incomplete'` outside an MCP result is some other API's vocabulary.
      name: "unrelated resultType 'incomplete'",
      code: `${V2}export const search = { resultType: 'incomplete', hits: [] };`,
    },
    {
      // Valid because comparing a received result is client code, not a result literal.
      name: 'client-side comparison with incomplete',
      code: `${V2}export function done(result) { return result.resultType !== 'incomplete'; }`,
    },
    {
      // Valid because an Express route is not an MCP handler, even if it returns a requestState field.
      name: 'requestState returned from a non-handler',
      code: `${V2}app.get('/state', (req, res) => ({ requestState: 'x' }));`,
    },
    {
      // Valid because `inputRequired` from a project module is not the SDK builder.
      name: 'inputRequired from another module',
      code: `import { inputRequired } from './forms';
export const form = inputRequired({});`,
    },
    {
      // Valid because `inputRequired.elicit` builds one embedded request, not a result.
      name: 'embedded request builder alone',
      code: `${V2}export const ask = ${ASK};`,
    },
    {
      // Valid because a complete result needs no resultType.
      name: 'complete result',
      code: `${V2}server.registerTool('t', {}, async (ctx) => ({ content: [{ type: 'text', text: 'done' }] }));`,
    },
    {
      // Valid because a spread may carry the resultType.
      name: 'returned object with a spread',
      code: `${V2}server.registerTool('t', {}, async (ctx) => ({ ...base, inputRequests: { confirm: ${ASK} } }));`,
    },
    {
      // Valid because the object with inputRequests is serialized text, not the returned result.
      name: 'inputRequests nested in content',
      code: `${V2}server.registerTool('t', {}, async (ctx) => ({ content: [{ type: 'text', text: JSON.stringify({ inputRequests: {} }) }] }));`,
    },
    {
      // Valid because a computed resultType may well be 'input_required'.
      name: 'computed resultType',
      code: `${V2}server.registerTool('t', {}, async (ctx) => ({ resultType: kind, inputRequests: { confirm: ${ASK} } }));`,
    },
    {
      // Valid because embedded requests built with the SDK builders are not literals to check.
      name: 'inputRequests held in a const of builder calls',
      code: `${V2}const requests = { confirm: ${ASK}, roots: inputRequired.listRoots() };
server.registerTool('t', {}, async (ctx) => inputRequired({ inputRequests: requests }));`,
    },
    {
      // Valid because namespace imports of the builder are understood, and this spec is fine.
      name: 'namespace import, well-formed',
      code: `import * as mcp from '@modelcontextprotocol/server';
export const r = mcp.inputRequired({ inputRequests: { confirm: mcp.inputRequired.listRoots() } });`,
    },
    {
      // Valid because a file that never mentions the protocol words is skipped.
      name: 'unrelated file',
      code: `export const add = (a: number, b: number) => ({ sum: a + b });`,
    },
    {
      // Valid because a v1 tool returning a plain result is fine.
      name: 'v1 tool with a plain result',
      code: `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
const server = new McpServer({ name: 's', version: '1' });
server.tool('t', async (extra) => ({ content: [], _meta: { requestState: 'unrelated' } }));`,
    },
    {
      // Valid because the object with inputRequests is passed as an argument, not returned.
      name: 'spec passed to a logger',
      code: `${V2}server.registerTool('t', {}, async (ctx) => { log({ inputRequests: {} }); return { content: [] }; });`,
    },
    {
      // Valid because a requestState that is set (even to a call result) is enough.
      name: 'hand-built requestState only',
      code: `${V2}server.registerTool('t', {}, async (ctx) => ({ resultType: 'input_required', requestState: await codec.mint({}) }));`,
    },
    {
      // Valid because a function that returns inputRequests from a non-handler with no other exits is a builder helper.
      name: 'requests factory without exits',
      code: `${V2}export const make = () => ({ inputRequests: { confirm: ${ASK} } });`,
    },
    {
      // Valid because resultType appears via a variable key-value pair written with quotes.
      name: 'quoted resultType key',
      code: `${V2}server.registerTool('t', {}, async (ctx) => ({ 'resultType': 'input_required', 'inputRequests': { confirm: ${ASK} } }));`,
    },
    {
      // Valid because the map is filled after its creation (cloudflare/agents' vendored everything-server): not proven empty.
      name: 'inputRequests filled per capability',
      code: `${V2}server.registerTool('t', {}, async (ctx) => {
  const inputRequests: Record<string, unknown> = {};
  if (caps.sampling) inputRequests.draft = inputRequired.createMessage({ messages: [], maxTokens: 5 });
  if (caps.roots) inputRequests.roots = inputRequired.listRoots();
  if (Object.keys(inputRequests).length === 0) return { content: [] };
  return inputRequired({ inputRequests });
});`,
    },
    {
      // Valid because a computed-key write fills the map.
      name: 'inputRequests filled under a computed key',
      code: `${V2}server.registerTool('t', {}, async ({ key }, ctx) => {
  const questions = {};
  questions[key] = ${ASK};
  return inputRequired({ inputRequests: questions });
});`,
    },
    {
      // Valid because Object.assign writes into the map.
      name: 'inputRequests filled by Object.assign',
      code: `${V2}server.registerTool('t', {}, async (ctx) => {
  const inputRequests = {};
  Object.assign(inputRequests, more);
  return inputRequired({ inputRequests });
});`,
    },
    {
      // Valid because a helper receives the map and may fill it.
      name: 'inputRequests passed to a helper',
      code: `${V2}server.registerTool('t', {}, async (ctx) => {
  const inputRequests = {};
  addQuestions(inputRequests, ctx);
  return inputRequired({ inputRequests });
});`,
    },
    {
      // Valid because an alias of the map may be written through.
      name: 'inputRequests aliased',
      code: `${V2}server.registerTool('t', {}, async (ctx) => {
  const inputRequests = {};
  const target = inputRequests;
  target.confirm = ${ASK};
  return inputRequired({ inputRequests });
});`,
    },
    {
      // Valid because the result object gets its inputRequests after it is created.
      name: 'hand-built result completed after creation',
      code: `${V2}server.registerTool('t', {}, async (ctx) => {
  const result: Record<string, unknown> = { resultType: 'input_required' };
  result.inputRequests = { confirm: ${ASK} };
  return result;
});`,
    },
    {
      // Valid because the hand-built result is handed to a function that may complete it, not returned as written.
      name: 'hand-built result passed to a decorator',
      code: `${V2}server.registerTool('t', {}, async (ctx) => withQuestions({ resultType: 'input_required' }, ctx));`,
    },
    {
      // Valid because an object asserted in a test is not a result the code returns.
      name: 'expected value in a test assertion',
      code: `${V2}test('shape', () => { expect(result).toEqual({ resultType: 'input_required', inputRequests: {} }); });`,
    },
    {
      // Valid because error data that names the result type is not a result.
      name: 'error data naming the result type',
      code: `${V2}export function fail(method) { throw new SdkError('unsupported', { resultType: 'input_required', method }); }`,
    },
  ],
  invalid: [
    {
      // Invalid because without resultType the client reads the question as a complete result.
      name: 'registered handler returns inputRequests without resultType',
      code: `${V2}server.registerTool('t', {}, async (ctx) => ({ inputRequests: { confirm: ${ASK} } }));`,
      errors: [
        {
          messageId: 'missingResultType',
          data: { key: 'inputRequests' },
          line: 3,
          column: 46,
          endLine: 3,
          endColumn: 173,
          suggestions: [
            {
              messageId: 'addResultType',
              output: `${V2}server.registerTool('t', {}, async (ctx) => ({ resultType: 'input_required', inputRequests: { confirm: ${ASK} } }));`,
            },
          ],
        },
      ],
    },
    {
      // Invalid because of the missing resultType; the suggestion keeps a multi-line object's layout.
      name: 'multi-line result without resultType',
      code: `${V2}server.registerTool('t', {}, async (ctx) => {
  return {
    inputRequests: { confirm: ${ASK} },
  };
});`,
      errors: [
        {
          messageId: 'missingResultType',
          line: 4,
          column: 10,
          endLine: 6,
          endColumn: 4,
          suggestions: [
            {
              messageId: 'addResultType',
              output: `${V2}server.registerTool('t', {}, async (ctx) => {
  return {
    resultType: 'input_required',
    inputRequests: { confirm: ${ASK} },
  };
});`,
            },
          ],
        },
      ],
    },
    {
      // Invalid because a requestState-only round without resultType reads as complete too.
      name: 'requestState without resultType',
      code: `${V2}server.registerPrompt('p', {}, async (ctx) => { return { requestState: s }; });`,
      errors: [
        {
          messageId: 'missingResultType',
          data: { key: 'requestState' },
          line: 3,
          column: 56,
          suggestions: [{ messageId: 'addResultType', output: `${V2}server.registerPrompt('p', {}, async (ctx) => { return { resultType: 'input_required', requestState: s }; });` }],
        },
      ],
    },
    {
      // Invalid because an unregistered function that asks elsewhere is a handler too, and this branch lacks resultType.
      name: 'helper with another input_required exit',
      code: `${V2}export function step(done) {
  if (done) return inputRequired({ inputRequests: { confirm: ${ASK} } });
  return { inputRequests: { again: ${ASK} } };
}`,
      errors: [
        {
          messageId: 'missingResultType',
          line: 5,
          column: 10,
          suggestions: [
            {
              messageId: 'addResultType',
              output: `${V2}export function step(done) {
  if (done) return inputRequired({ inputRequests: { confirm: ${ASK} } });
  return { resultType: 'input_required', inputRequests: { again: ${ASK} } };
}`,
            },
          ],
        },
      ],
    },
    {
      // Invalid because a result stored in a const and then returned is still the result.
      name: 'result held in a const',
      code: `${V2}server.registerTool('t', {}, async (ctx) => {
  const result = { inputRequests: { confirm: ${ASK} } };
  return result;
});`,
      errors: [
        {
          messageId: 'missingResultType',
          line: 4,
          column: 18,
          suggestions: [
            {
              messageId: 'addResultType',
              output: `${V2}server.registerTool('t', {}, async (ctx) => {
  const result = { resultType: 'input_required', inputRequests: { confirm: ${ASK} } };
  return result;
});`,
            },
          ],
        },
      ],
    },
    {
      // Invalid because either branch of ?: may be returned.
      name: 'conditional return',
      code: `${V2}server.registerTool('t', {}, async (ctx) => ok ? { content: [] } : { inputRequests: { c: ${ASK} } });`,
      errors: [
        {
          messageId: 'missingResultType',
          line: 3,
          column: 68,
          suggestions: [
            { messageId: 'addResultType', output: `${V2}server.registerTool('t', {}, async (ctx) => ok ? { content: [] } : { resultType: 'input_required', inputRequests: { c: ${ASK} } });` },
          ],
        },
      ],
    },
    {
      // Invalid because `as` does not change the value: the result still lacks resultType.
      name: 'result with a type assertion',
      code: `${V2}server.registerTool('t', {}, async (ctx) => { return { inputRequests: { c: ${ASK} } } as never; });`,
      errors: [
        {
          messageId: 'missingResultType',
          line: 3,
          column: 54,
          suggestions: [
            { messageId: 'addResultType', output: `${V2}server.registerTool('t', {}, async (ctx) => { return { resultType: 'input_required', inputRequests: { c: ${ASK} } } as never; });` },
          ],
        },
      ],
    },
    {
      // Invalid because a v1 low-level tools/call handler returning inputRequests without resultType has the same problem.
      name: 'v1 setRequestHandler handler',
      code: `import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
server.setRequestHandler(CallToolRequestSchema, async (request, extra) => ({ inputRequests: {} }));`,
      errors: [
        {
          messageId: 'missingResultType',
          line: 2,
          column: 76,
          endColumn: 97,
          suggestions: [
            {
              messageId: 'addResultType',
              output: `import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
server.setRequestHandler(CallToolRequestSchema, async (request, extra) => ({ resultType: 'input_required', inputRequests: {} }));`,
            },
          ],
        },
        { messageId: 'nothingToAsk', data: { subject: 'This result' }, line: 2, column: 78, endColumn: 95 },
      ],
    },
    {
      // Invalid because an xmcp default-exported tool is a handler too.
      name: 'xmcp tool without resultType',
      code: `import { inputRequired } from 'xmcp';
export const metadata = { name: 'deploy' };
export default async function deploy(params, extra) {
  return { inputRequests: { confirm: inputRequired.listRoots() } };
}`,
      errors: [
        {
          messageId: 'missingResultType',
          line: 4,
          column: 10,
          suggestions: [
            {
              messageId: 'addResultType',
              output: `import { inputRequired } from 'xmcp';
export const metadata = { name: 'deploy' };
export default async function deploy(params, extra) {
  return { resultType: 'input_required', inputRequests: { confirm: inputRequired.listRoots() } };
}`,
            },
          ],
        },
      ],
    },
    {
      // Invalid because `inputRequired({})` has nothing to ask: the SDK throws a TypeError.
      name: 'inputRequired({})',
      code: `${V2}server.registerTool('t', {}, async (ctx) => inputRequired({}));`,
      errors: [{ messageId: 'nothingToAsk', data: { subject: '`inputRequired(...)`' }, line: 3, column: 59, endLine: 3, endColumn: 61 }],
    },
    {
      // Invalid because `inputRequired()` without a spec throws.
      name: 'inputRequired()',
      code: `${V2}server.registerTool('t', {}, async (ctx) => inputRequired());`,
      errors: [{ messageId: 'nothingToAsk', data: { subject: '`inputRequired()`' }, line: 3, column: 45, endColumn: 60 }],
    },
    {
      // Invalid because an empty inputRequests map without requestState asks nothing.
      name: 'builder with empty inputRequests',
      code: `${V2}server.registerTool('t', {}, async (ctx) => inputRequired({ inputRequests: {} }));`,
      errors: [{ messageId: 'nothingToAsk', line: 3, column: 61, endColumn: 78 }],
    },
    {
      // Invalid because `undefined` values are as good as absent.
      name: 'builder with undefined values',
      code: `${V2}export const r = inputRequired({ inputRequests: undefined, requestState: undefined });`,
      errors: [{ messageId: 'nothingToAsk', line: 3, column: 34, endColumn: 58 }],
    },
    {
      // Invalid because a hand-built input_required result must carry a question or state.
      name: 'hand-built result with nothing',
      code: `${V2}server.registerTool('t', {}, async (ctx) => ({ resultType: 'input_required' }));`,
      errors: [{ messageId: 'nothingToAsk', data: { subject: 'This `input_required` result' }, line: 3, column: 46, endColumn: 78 }],
    },
    {
      // Invalid because the hand-built map is empty.
      name: 'hand-built result with empty inputRequests',
      code: `${V2}export const r = { resultType: 'input_required', inputRequests: {} };`,
      errors: [{ messageId: 'nothingToAsk', line: 3, column: 50, endColumn: 67 }],
    },
    {
      // Invalid because an aliased SDK builder is still the builder.
      name: 'aliased builder',
      code: `import { inputRequired as ask } from '@modelcontextprotocol/server';
export const r = ask({});`,
      errors: [{ messageId: 'nothingToAsk', line: 2, column: 22, endColumn: 24 }],
    },
    {
      // Invalid because a namespace-imported builder is still the builder.
      name: 'namespace builder',
      code: `import * as mcp from '@modelcontextprotocol/server';
export const r = mcp.inputRequired({});`,
      errors: [{ messageId: 'nothingToAsk', line: 2, column: 36, endColumn: 38 }],
    },
    {
      // Invalid because a same-file function named inputRequired is treated as the builder (a local shim).
      name: 'local inputRequired shim',
      code: `function inputRequired(spec) { return { resultType: 'input_required', ...spec }; }
export const r = inputRequired({});`,
      errors: [{ messageId: 'nothingToAsk', line: 2, column: 32, endColumn: 34 }],
    },
    {
      // Invalid because clients only answer elicitation, sampling and roots requests.
      name: 'unknown embedded method in a builder spec',
      code: `${V2}export const r = inputRequired({ inputRequests: { a: { method: 'elicitation/elicit', params: {} } } });`,
      errors: [
        {
          messageId: 'unknownInputRequestMethod',
          data: { method: 'elicitation/elicit', allowed: '`elicitation/create`, `sampling/createMessage`, `roots/list`' },
          line: 3,
          column: 64,
          endColumn: 84,
        },
      ],
    },
    {
      // Invalid because tools/call is a client-to-server method: the client cannot answer it.
      name: 'client method embedded in a hand-built result',
      code: `${V2}export const r = { resultType: 'input_required', inputRequests: { a: { method: 'tools/call', params: {} } } };`,
      errors: [{ messageId: 'unknownInputRequestMethod', data: { method: 'tools/call', allowed: '`elicitation/create`, `sampling/createMessage`, `roots/list`' }, line: 3, column: 80, endColumn: 92 }],
    },
    {
      // Invalid because a map held in a const is followed.
      name: 'unknown method in a const map',
      code: `${V2}const requests = { a: { method: \`sampling/create\` } };
export const r = inputRequired({ inputRequests: requests });`,
      errors: [{ messageId: 'unknownInputRequestMethod', data: { method: 'sampling/create', allowed: '`elicitation/create`, `sampling/createMessage`, `roots/list`' }, line: 3, column: 33, endColumn: 50 }],
    },
    {
      // Invalid because an embedded request held in a const is followed.
      name: 'unknown method in a const request',
      code: `${V2}const ping = { method: 'ping' };
export const r = inputRequired({ inputRequests: { ping } });`,
      errors: [{ messageId: 'unknownInputRequestMethod', line: 3, column: 24, endColumn: 30 }],
    },
    {
      // Invalid because 'incomplete' is pre-release vocabulary; the suggestion renames it.
      name: "resultType 'incomplete' with a question",
      code: `${V2}server.registerTool('t', {}, async (ctx) => ({ resultType: 'incomplete', inputRequests: { c: ${ASK} } }));`,
      errors: [
        {
          messageId: 'incompleteResultType',
          line: 3,
          column: 60,
          endColumn: 72,
          suggestions: [
            { messageId: 'renameIncomplete', output: `${V2}server.registerTool('t', {}, async (ctx) => ({ resultType: 'input_required', inputRequests: { c: ${ASK} } }));` },
          ],
        },
      ],
    },
    {
      // Invalid because 'incomplete' is pre-release vocabulary; the rename keeps the quote style.
      name: "resultType \"incomplete\" with requestState",
      code: `${V2}export const r = { resultType: "incomplete", requestState: s };`,
      errors: [
        {
          messageId: 'incompleteResultType',
          line: 3,
          column: 32,
          endColumn: 44,
          suggestions: [{ messageId: 'renameIncomplete', output: `${V2}export const r = { resultType: "input_required", requestState: s };` }],
        },
      ],
    },
    {
      // Invalid twice: 'incomplete' from a registered handler, and nothing to ask.
      name: "bare 'incomplete' returned from a handler",
      code: `${V2}server.registerTool('t', {}, async (ctx) => ({ resultType: 'incomplete' }));`,
      errors: [
        { messageId: 'nothingToAsk', line: 3, column: 46, endColumn: 74 },
        {
          messageId: 'incompleteResultType',
          line: 3,
          column: 60,
          endColumn: 72,
          suggestions: [{ messageId: 'renameIncomplete', output: `${V2}server.registerTool('t', {}, async (ctx) => ({ resultType: 'input_required' }));` }],
        },
      ],
    },
    {
      // Invalid because `&&` may return the object.
      name: 'logical return',
      code: `${V2}server.registerTool('t', {}, async (ctx) => { return need && { requestState: s }; });`,
      errors: [
        {
          messageId: 'missingResultType',
          line: 3,
          column: 62,
          suggestions: [{ messageId: 'addResultType', output: `${V2}server.registerTool('t', {}, async (ctx) => { return need && { resultType: 'input_required', requestState: s }; });` }],
        },
      ],
    },
    {
      // Invalid because a fastmcp-free v1 variadic tool returning inputRequests lacks resultType too.
      name: 'v1 tool()',
      code: `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
const server = new McpServer({ name: 's', version: '1' });
server.tool('t', async (extra) => ({ inputRequests: { r: { method: 'roots/list' } } }));`,
      errors: [
        {
          messageId: 'missingResultType',
          line: 3,
          column: 36,
          suggestions: [
            {
              messageId: 'addResultType',
              output: `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
const server = new McpServer({ name: 's', version: '1' });
server.tool('t', async (extra) => ({ resultType: 'input_required', inputRequests: { r: { method: 'roots/list' } } }));`,
            },
          ],
        },
      ],
    },
    {
      // Invalid because a resource read callback is a handler that may ask.
      name: 'registerResource read callback',
      code: `${V2}server.registerResource('r', 'file:///x', {}, async (uri, ctx) => { return { requestState: s }; });`,
      errors: [
        {
          messageId: 'missingResultType',
          line: 3,
          column: 76,
          suggestions: [{ messageId: 'addResultType', output: `${V2}server.registerResource('r', 'file:///x', {}, async (uri, ctx) => { return { resultType: 'input_required', requestState: s }; });` }],
        },
      ],
    },
    {
      // Invalid because the spec's method is checked and the empty map is reported, independently.
      name: 'empty builder spec plus a bad method elsewhere',
      code: `${V2}export const a = inputRequired({ inputRequests: {} });
export const b = inputRequired({ inputRequests: { x: { method: 'notifications/message' } } });`,
      errors: [
        { messageId: 'nothingToAsk', line: 3, column: 34, endColumn: 51 },
        { messageId: 'unknownInputRequestMethod', line: 4, column: 64, endColumn: 87 },
      ],
    },
    (() => {
      // Invalid because the map is only read between its creation and the return: it is proven empty.
      const { code, positions } = markers(`${V2}server.registerTool('t', {}, async (ctx) => {
  const inputRequests = {};
  console.log(Object.keys(inputRequests).length, inputRequests.confirm);
  return inputRequired({ /*!*/inputRequests });
});`);
      return { name: 'empty map only read before the return', code, errors: [{ messageId: 'nothingToAsk' as const, ...positions[0] }] };
    })(),
    (() => {
      // Invalid because a hand-built result held in a variable and returned unchanged asks nothing.
      const { code, positions } = markers(`${V2}server.registerTool('t', {}, async (ctx) => {
  const pending = /*!*/{ resultType: 'input_required' as const };
  if (!ctx.mcpReq.inputResponses) return pending;
  return { content: [] };
});`);
      return { name: 'empty result held in a const and returned', code, errors: [{ messageId: 'nothingToAsk' as const, ...positions[0] }] };
    })(),
    (() => {
      // Invalid because a result nested in a hand-built JSON-RPC response is returned as written.
      const { code, positions } = markers(`${V2}export function answer(id) {
  return { jsonrpc: '2.0', id, result: /*!*/{ resultType: 'input_required' } };
}`);
      return { name: 'empty result inside a returned response', code, errors: [{ messageId: 'nothingToAsk' as const, ...positions[0] }] };
    })(),
  ],
});
