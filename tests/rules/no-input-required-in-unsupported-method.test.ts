import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-input-required-in-unsupported-method.js';
import { runRuleTests } from '../support/rule-tester.js';
import { markers } from '../support/markers.js';

const V2 = `import { McpServer, Server, ResourceTemplate, completable, inputRequired } from '@modelcontextprotocol/server';
const server = new McpServer({ name: 's', version: '1' });
const low = new Server({ name: 's', version: '1' });
`;
const V1 = `import * as types from '@modelcontextprotocol/sdk/types.js';
import { inputRequired } from '@modelcontextprotocol/server';
`;
const ASK = `inputRequired({ inputRequests: { roots: inputRequired.listRoots() } })`;

function valid(name: string, code: string): ValidTestCase<[]> {
  return { name, code };
}

/** Every `/*!*\/` marks the start of one returned value reported for `method`. */
function invalid(name: string, marked: string, method: string): InvalidTestCase<'unsupportedMethod', []> {
  const { code, positions } = markers(marked);
  return { name, code, errors: positions.map((position) => ({ messageId: 'unsupportedMethod', data: { method }, ...position })) };
}

runRuleTests('no-input-required-in-unsupported-method', rule, {
  valid: [
    // Valid because tools/call is one of the three methods that may ask.
    valid('registerTool asks', `${V2}server.registerTool('t', {}, async (ctx) => ${ASK});`),
    // Valid because prompts/get may ask.
    valid('registerPrompt asks', `${V2}server.registerPrompt('p', {}, async (ctx) => ${ASK});`),
    // Valid because resources/read may ask.
    valid('registerResource read asks', `${V2}server.registerResource('r', 'file:///x', {}, async (uri, ctx) => ${ASK});`),
    // Valid because a ResourceTemplate read callback is resources/read.
    valid('template read callback asks', `${V2}server.registerResource('r', new ResourceTemplate('u://{id}', { list: undefined }), {}, async (uri, vars, ctx) => ${ASK});`),
    // Valid because the low-level tools/call handler may ask.
    valid('setRequestHandler tools/call asks', `${V2}low.setRequestHandler('tools/call', async (request, ctx) => ${ASK});`),
    // Valid because v1 schema constants for the three methods are allowed.
    valid('v1 schemas of the three methods', `${V1}server.setRequestHandler(types.CallToolRequestSchema, async () => ${ASK});
server.setRequestHandler(types.GetPromptRequestSchema, async () => ${ASK});
server.setRequestHandler(types.ReadResourceRequestSchema, async () => ${ASK});`),
    // Valid because a list handler that returns a list is fine.
    valid('tools/list returns tools', `${V2}low.setRequestHandler('tools/list', async () => ({ tools: [] }));`),
    // Valid because a template list callback returning resources is fine.
    valid('template list returns resources', `${V2}new ResourceTemplate('u://{id}', { list: async () => ({ resources: [] }) });`),
    // Valid because completion callbacks returning values are fine.
    valid('complete callbacks return values', `${V2}new ResourceTemplate('u://{id}', { list: undefined, complete: { id: (v) => ['a', 'b'] } });
export const arg = completable(z.string(), (v) => ['x']);`),
    // Valid because the method of an unknown schema is unknown: nothing to say.
    valid('unknown schema', `${V2}low.setRequestHandler(MyCustomSchema, async () => ${ASK});`),
    // Valid because a nested function's return is not the handler's.
    valid('nested function in a list handler', `${V2}low.setRequestHandler('tools/list', async () => {
  const later = () => ${ASK};
  register(later);
  return { tools: [] };
});`),
    // Valid because `inputRequired` from a project module is not the SDK builder.
    valid('inputRequired from elsewhere', `import { inputRequired } from './my-forms';
server.setRequestHandler('prompts/list', async () => inputRequired({ fields: [] }));`),
    // Valid because throwing is not answering with input_required.
    valid('list handler throws', `${V2}low.setRequestHandler('resources/list', async () => { throw new Error('no'); });`),
    // Valid because xmcp tools serve tools/call.
    valid('xmcp tool asks', `import { inputRequired } from 'xmcp';
export const schema = {};
export default async function tool(params, extra) { return ${ASK}; }`),
    // Valid because an xmcp prompt (role metadata) serves prompts/get, which may ask.
    valid('xmcp prompt asks', `import { inputRequired } from 'xmcp';
export const metadata = { name: 'p', role: 'user' };
export default async function prompt(params, extra) { return ${ASK}; }`),
    // Valid because fastmcp addTool serves tools/call.
    valid('fastmcp tool asks', `import { inputRequired } from '@modelcontextprotocol/server';
fast.addTool({ name: 't', execute: async () => ${ASK} });`),
    // Valid because mcp-framework execute serves tools/call.
    valid('mcp-framework tool asks', `import { inputRequired } from '@modelcontextprotocol/server';
class T extends MCPTool { name = 't'; async execute() { return ${ASK}; } }`),
    // Valid because a helper that asks, called from a tools/call handler, is fine.
    valid('helper called from tools/call', `${V2}function ask() { return ${ASK}; }
low.setRequestHandler('tools/call', async () => ask());`),
    // Valid because a list handler calling a helper that does not ask is fine.
    valid('list handler calls a plain helper', `${V2}function list() { return { tools: [] }; }
low.setRequestHandler('tools/list', async () => list());`),
    // Valid because recursion between helpers terminates and neither asks.
    valid('recursive helpers', `${V2}function a(n) { return n ? b(n - 1) : { tools: [] }; }
function b(n) { return a(n); }
low.setRequestHandler('tools/list', async () => a(3));`),
    // Valid because a resultType other than input_required is not a question.
    valid('complete resultType literal', `${V2}low.setRequestHandler('tools/list', async () => ({ resultType: 'complete', tools: [] }));`),
    // Valid because a file without the protocol words is skipped.
    valid('no protocol words', `low.setRequestHandler('tools/list', async () => ({ tools: [] }));`),
  ],
  invalid: [
    // Invalid because tools/list cannot ask for input.
    invalid('tools/list returns inputRequired', `${V2}low.setRequestHandler('tools/list', async () => /*!*/${ASK});`, 'tools/list'),
    // Invalid because a v1 ListToolsRequestSchema handler is tools/list.
    invalid('v1 ListToolsRequestSchema', `${V1}server.setRequestHandler(types.ListToolsRequestSchema, async () => {
  return /*!*/{ resultType: 'input_required', inputRequests: {} };
});`, 'tools/list'),
    // Invalid because a named import of the schema works the same.
    invalid('named v1 schema import', `import { ListPromptsRequestSchema as Prompts } from '@modelcontextprotocol/sdk/types.js';
import { inputRequired } from '@modelcontextprotocol/server';
server.setRequestHandler(Prompts, async () => /*!*/${ASK});`, 'prompts/list'),
    // Invalid because a ResourceTemplate list callback serves resources/list.
    invalid('template list callback', `${V2}new ResourceTemplate('u://{id}', { list: async (ctx) => /*!*/${ASK} });`, 'resources/list'),
    // Invalid because a template complete callback serves completion/complete.
    invalid('template complete callback', `${V2}new ResourceTemplate('u://{id}', { list: undefined, complete: { id: async (v) => /*!*/${ASK} } });`, 'completion/complete'),
    // Invalid because a completable callback serves completion/complete.
    invalid('completable callback', `${V2}export const arg = completable(z.string(), async (v) => /*!*/${ASK});`, 'completion/complete'),
    // Invalid because a low-level completion handler cannot ask.
    invalid('completion/complete handler', `${V2}low.setRequestHandler('completion/complete', async () => /*!*/${ASK});`, 'completion/complete'),
    // Invalid because resources/list cannot ask (namespace import of the schema).
    invalid('resources/list via namespace', `${V1}server.setRequestHandler(types.ListResourcesRequestSchema, async () => /*!*/${ASK});`, 'resources/list'),
    // Invalid because either branch of ?: may be the question.
    invalid('conditional question', `${V2}low.setRequestHandler('prompts/list', async (r) => /*!*/r.params ? { prompts: [] } : ${ASK});`, 'prompts/list'),
    // Invalid because a const holding the question is returned.
    invalid('question in a const', `${V2}low.setRequestHandler('tools/list', async () => {
  const question = ${ASK};
  return /*!*/question;
});`, 'tools/list'),
    // Invalid because a same-file helper returns the question.
    invalid('helper returns the question', `${V2}function askFirst() { return ${ASK}; }
low.setRequestHandler('tools/list', async () => /*!*/askFirst());`, 'tools/list'),
    // Invalid because a helper two calls away returns the question.
    invalid('helper chain', `${V2}const inner = () => ${ASK};
function outer() { return inner(); }
low.setRequestHandler('resources/templates/list', async () => { return /*!*/outer(); });`, 'resources/templates/list'),
    // Invalid because the pre-release 'incomplete' literal is a question too.
    invalid('incomplete literal in tools/list', `${V2}low.setRequestHandler('tools/list', async () => (/*!*/{ resultType: 'incomplete', requestState: 's' }));`, 'tools/list'),
    // Invalid because custom methods cannot ask either: the SDK only runs the round trip for the three.
    invalid('custom method', `${V2}low.setRequestHandler('acme/search', { params: P, result: R }, async () => /*!*/${ASK});`, 'acme/search'),
    // Invalid because logging/setLevel cannot ask.
    invalid('logging/setLevel', `${V1}server.setRequestHandler(types.SetLevelRequestSchema, async () => /*!*/${ASK});`, 'logging/setLevel'),
    // Invalid because resources/subscribe cannot ask.
    invalid('resources/subscribe', `${V1}server.setRequestHandler(types.SubscribeRequestSchema, async () => /*!*/${ASK});`, 'resources/subscribe'),
    // Invalid because initialize cannot ask.
    invalid('initialize', `${V1}server.setRequestHandler(types.InitializeRequestSchema, async () => /*!*/${ASK});`, 'initialize'),
    // Invalid because a handler given by name is resolved to its declaration.
    invalid('handler declared by name', `${V2}low.setRequestHandler('tools/list', listTools);
async function listTools(request, ctx) {
  if (!ctx) return /*!*/${ASK};
  return { tools: [] };
}`, 'tools/list'),
    // Invalid twice: each returning path is reported.
    invalid('two returns', `${V2}low.setRequestHandler('prompts/list', async (r) => {
  if (r.a) return /*!*/${ASK};
  if (r.b) return /*!*/inputRequired({ requestState: 's' });
  return { prompts: [] };
});`, 'prompts/list'),
    // Invalid because `await` does not hide the question.
    invalid('awaited question', `${V2}low.setRequestHandler('tools/list', async () => { return /*!*/await ${ASK}; });`, 'tools/list'),
    // Invalid because an aliased builder is still the builder.
    invalid('aliased builder', `import { inputRequired as ask } from '@modelcontextprotocol/server';
low.setRequestHandler('tools/list', async () => /*!*/ask({ requestState: 's' }));`, 'tools/list'),
    // Invalid because a hand-rolled JSON-RPC dispatcher's tools/list entry cannot ask either (the conformance suite's broken server).
    invalid('dispatch table entry', `const handlers = {};
handlers['tools/list'] = () => (/*!*/{ resultType: 'input_required', inputRequests: { bogus: { method: 'elicitation/create', params: {} } }, tools: [] });`, 'tools/list'),
    // Invalid because each entry of a dispatcher object is checked by its method: tools/call may ask, resources/list may not.
    invalid('dispatch table object literal', `const handlers = {
  'tools/call': () => ({ resultType: 'input_required', requestState: 's' }),
  'resources/list': () => (/*!*/{ resultType: 'input_required', requestState: 's' }),
};`, 'resources/list'),
    // Invalid because the list callback may be held in a const.
    invalid('list callback in a const', `${V2}const list = async () => /*!*/${ASK};
export const template = new ResourceTemplate('u://{id}', { list });`, 'resources/list'),
  ],
});
