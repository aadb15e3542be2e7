import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import rule from '../../rules/stable-input-request-keys.js';
import { markers } from '../support/markers.js';
import { runRuleTests } from '../support/rule-tester.js';

const V2 = `import { McpServer, inputRequired } from '@modelcontextprotocol/server';
import { randomUUID, randomBytes, createHash } from 'node:crypto';
const server = new McpServer({ name: 's', version: '1' });
`;
const Q = `inputRequired.elicit({ message: 'OK?', requestedSchema: { type: 'object', properties: {} } })`;

/** Wraps a statement list in a registered tool handler. */
const tool = (body: string) => `${V2}server.registerTool('t', { inputSchema: s }, async (args, ctx) => {
${body}
});`;

function valid(name: string, code: string): ValidTestCase<[]> {
  return { name, code };
}

/** Each `/*!*\/` marks the start of one reported key; `sources` are the per-round sources named, in order. */
function invalid(name: string, marked: string, sources: string[], endColumns?: number[]): InvalidTestCase<'unstableKey', []> {
  const { code, positions } = markers(marked);
  if (positions.length !== sources.length) throw new Error(`${name}: ${positions.length} marks, ${sources.length} sources`);
  return {
    name,
    code,
    errors: positions.map((position, index) => ({
      messageId: 'unstableKey',
      data: { source: sources[index] as string },
      ...position,
      ...(endColumns ? { endLine: position.line, endColumn: endColumns[index] } : {}),
    })),
  };
}

runRuleTests('stable-input-request-keys', rule, {
  valid: [
    // Valid because literal keys are the same on every round.
    valid('literal keys', tool(`  return inputRequired({ inputRequests: { confirm: ${Q}, 'second-key': ${Q} } });`)),
    // Valid because a key held in a constant is stable.
    valid('constant computed key', `${V2}const KEY = 'confirm';\nexport const r = inputRequired({ inputRequests: { [KEY]: ${Q} } });`),
    // Valid because keys derived from the arguments repeat on the re-sent request (same arguments).
    valid('key from arguments', tool(`  return inputRequired({ inputRequests: { [\`confirm-\${args.id}\`]: ${Q} } });`)),
    // Valid because a loop index over the arguments is stable.
    valid('loop index keys', tool(`  const requests = {};
  args.items.forEach((item, i) => { requests[\`item-\${i}\`] = ${Q}; });
  for (const item of args.items) requests[item.sku] = ${Q};
  return inputRequired({ inputRequests: requests });`)),
    // Valid because a key minted once and carried in requestState is reused on later rounds.
    valid('key carried in requestState', tool(`  const key = ctx.mcpReq.requestState()?.key ?? randomUUID();
  return inputRequired({ inputRequests: { [key]: ${Q} }, requestState: await codec.mint({ key }) });`)),
    // Valid because the carried-state fallback is recognised inline too.
    valid('inline carried key', tool(`  const state = ctx.mcpReq.requestState();
  return inputRequired({ inputRequests: { [state?.id ?? crypto.randomUUID()]: ${Q} } });`)),
    // Valid because a key read from the state accessor is stable.
    valid('key read from state', tool(`  return inputRequired({ inputRequests: { [ctx.mcpReq.requestState()!.key]: ${Q} } });`)),
    // Valid because a Date built from an argument is deterministic.
    valid('Date from an argument', tool(`  return inputRequired({ inputRequests: { [new Date(args.when).toISOString()]: ${Q} } });`)),
    // Valid because a counter local to the handler restarts at zero on every round.
    valid('handler-local counter', tool(`  let n = 0;
  const requests = {};
  for (const item of args.items) requests[\`q\${n++}\`] = ${Q};
  return inputRequired({ inputRequests: requests });`)),
    // Valid because a module-level let that is never reassigned is a constant.
    valid('module-level let never reassigned', `${V2}let prefix = 'q';\nexport const r = inputRequired({ inputRequests: { [prefix + '1']: ${Q} } });`),
    // Valid because randomness in a request's value (not its key) is harmless here.
    valid('random value, stable key', tool(`  return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: randomUUID(), requestedSchema: s }) } });`)),
    // Valid because random keys outside inputRequests are none of this rule's business.
    valid('random key elsewhere', `${V2}export const ids = { [randomUUID()]: 1 };\nconst cache = {};\ncache[Date.now()] = 1;`),
    // Valid because uuid v5 is name-based: the same name gives the same id.
    valid('uuid v5 is deterministic', `import { v5 } from 'uuid';\n${V2}export const r = inputRequired({ inputRequests: { [v5(name, NS)]: ${Q} } });`),
    // Valid because a hash of the arguments is deterministic.
    valid('hash of the arguments', tool(`  const key = createHash('sha256').update(args.id).digest('hex');
  return inputRequired({ inputRequests: { [key]: ${Q} } });`)),
    // Valid because Math.max and Date.UTC are pure.
    valid('pure Math and Date members', tool(`  return inputRequired({ inputRequests: { [Math.max(args.a, 1)]: ${Q}, [Date.UTC(2026, 6, 28)]: ${Q} } });`)),
    // Valid because a same-file function that shadows randomUUID is not the random one.
    valid('shadowed randomUUID', `import { inputRequired } from '@modelcontextprotocol/server';
function randomUUID() { return 'fixed'; }
export const r = inputRequired({ inputRequests: { [randomUUID()]: {} } });`),
    // Valid because randomness in requestState (not a key) is how state is minted.
    valid('random requestState', tool(`  return inputRequired({ inputRequests: { confirm: ${Q} }, requestState: randomUUID() });`)),
    // Valid because keys taken from the answers the client sent back are the keys the server gave.
    valid('key from inputResponses', tool(`  const first = Object.keys(ctx.mcpReq.inputResponses ?? {})[0];
  return inputRequired({ inputRequests: { [first]: ${Q} } });`)),
    // Valid because a destructured argument is stable.
    valid('destructured argument key', tool(`  const { id } = args;
  return inputRequired({ inputRequests: { [id]: ${Q} } });`)),
    // Valid because assigning under a constant key is stable.
    valid('assignment with constant key', tool(`  const inputRequests = {};
  inputRequests['confirm'] = ${Q};
  return inputRequired({ inputRequests });`)),
    // Valid because a spread of a stable map adds no computed key here.
    valid('spread in inputRequests', tool(`  return inputRequired({ inputRequests: { ...base } });`)),
    // Valid because a file without inputRequests is skipped.
    valid('no inputRequests', `import { randomUUID } from 'node:crypto';\nexport const m = { [randomUUID()]: 1 };`),
    // Valid because a type with an inputRequests member is not a value.
    valid('type member', `type R = { inputRequests: Record<string, unknown> };\nexport const x: R = { inputRequests: {} };`),
    // Valid because the parameter of a helper is not a per-round source.
    valid('key parameter of a helper', `${V2}export function ask(key: string) { return inputRequired({ inputRequests: { [key]: ${Q} } }); }`),
    // Valid because Date.now() in a condition choosing between constant keys yields one of two stable keys.
    valid('per-round test choosing constant keys', tool(`  return inputRequired({ inputRequests: { [Date.now() > args.deadline ? 'late' : 'onTime']: ${Q} } });`)),
    // Valid because a random id used in the message text, not the key, is fine.
    valid('random id in a message', tool(`  const ticket = randomUUID();
  return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: \`Ticket \${ticket}\`, requestedSchema: s }) } });`)),
    // Valid because an object named differently that holds random keys is not an inputRequests map.
    valid('other map with random keys', tool(`  const seen = {};
  seen[randomUUID()] = true;
  return inputRequired({ inputRequests: { confirm: ${Q} } });`)),
    // Valid because nanoid is only used for requestState.
    valid('nanoid for state', `import { nanoid } from 'nanoid';\n${V2}export const r = inputRequired({ inputRequests: { confirm: ${Q} }, requestState: nanoid() });`),
  ],
  invalid: [
    // Invalid because randomUUID() makes a new key on every round.
    invalid('randomUUID key', tool(`  return inputRequired({ inputRequests: { [/*!*/randomUUID()]: ${Q} } });`), ['randomUUID()'], [56]),
    // Invalid because the global crypto.randomUUID() is per call too.
    invalid('global crypto.randomUUID', `import { inputRequired } from '@modelcontextprotocol/server';
export const r = inputRequired({ inputRequests: { [/*!*/crypto.randomUUID()]: {} } });`, ['crypto.randomUUID()'], [71]),
    // Invalid because Date.now() is a new key every round.
    invalid('Date.now key', tool(`  return inputRequired({ inputRequests: { [/*!*/Date.now()]: ${Q} } });`), ['Date.now()']),
    // Invalid because a template literal around Date.now() still changes.
    invalid('template with Date.now', tool(`  return inputRequired({ inputRequests: { [/*!*/\`confirm-\${Date.now()}\`]: ${Q} } });`), ['Date.now()'], [67]),
    // Invalid because new Date() without arguments is the current time.
    invalid('new Date()', tool(`  return inputRequired({ inputRequests: { [/*!*/new Date().toISOString()]: ${Q} } });`), ['new Date()']),
    // Invalid because Math.random() is per call, whatever is done to it.
    invalid('Math.random derived', tool(`  return inputRequired({ inputRequests: { [/*!*/Math.random().toString(36).slice(2)]: ${Q} } });`), ['Math.random()']),
    // Invalid because nanoid() is random.
    invalid('nanoid', `import { nanoid } from 'nanoid';\n${V2}export const r = inputRequired({ inputRequests: { [/*!*/nanoid()]: ${Q} } });`, ['nanoid()']),
    // Invalid because uuid v4 (aliased) is random.
    invalid('uuid v4 aliased', `import { v4 as uuidv4 } from 'uuid';\n${V2}export const r = inputRequired({ inputRequests: { [/*!*/uuidv4()]: ${Q} } });`, ['uuidv4()']),
    // Invalid because uuid v1 via a namespace is time-based.
    invalid('uuid namespace v1', `import * as uuid from 'uuid';\n${V2}export const r = inputRequired({ inputRequests: { [/*!*/uuid.v1()]: ${Q} } });`, ['uuid.v1()']),
    // Invalid because the default-imported crypto module's randomUUID is random.
    invalid('default-imported crypto', `import nodeCrypto from 'node:crypto';\n${V2}export const r = inputRequired({ inputRequests: { [/*!*/nodeCrypto.randomUUID()]: ${Q} } });`, ['nodeCrypto.randomUUID()']),
    // Invalid because performance.now() is a clock.
    invalid('performance.now', tool(`  return inputRequired({ inputRequests: { [/*!*/\`t\${performance.now()}\`]: ${Q} } });`), ['performance.now()']),
    // Invalid because a module-level counter keeps counting across rounds.
    invalid('module counter incremented in the key', `${V2}let seq = 0;
server.registerTool('t', {}, async (ctx) => inputRequired({ inputRequests: { [/*!*/\`q\${seq++}\`]: ${Q} } }));`, ['seq']),
    // Invalid because a module counter read through a const is still per round.
    invalid('module counter through a const', `${V2}let asked = 0;
server.registerTool('t', {}, async (ctx) => {
  asked += 1;
  const key = \`question-\${asked}\`;
  return inputRequired({ inputRequests: { [/*!*/key]: ${Q} } });
});`, ['asked']),
    // Invalid because the const holds a fresh random id each round.
    invalid('random id in a const', tool(`  const id = randomUUID();
  return inputRequired({ inputRequests: { [/*!*/id]: ${Q} } });`), ['randomUUID()'], [46]),
    // Invalid because keys assigned into a map later passed as inputRequests are keys too.
    invalid('assigned into a requests map', tool(`  const requests = {};
  requests[/*!*/randomUUID()] = ${Q};
  return inputRequired({ inputRequests: requests });`), ['randomUUID()']),
    // Invalid because assignments into result.inputRequests are checked.
    invalid('assigned into result.inputRequests', tool(`  const result = { resultType: 'input_required', inputRequests: {} };
  result.inputRequests[/*!*/Date.now()] = ${Q};
  return result;`), ['Date.now()']),
    // Invalid because a map named inputRequests is checked wherever it is assigned.
    invalid('assigned into a variable named inputRequests', `import { nanoid } from 'nanoid';\n${V2}const inputRequests = {};
inputRequests[/*!*/nanoid()] = ${Q};`, ['nanoid()']),
    // Invalid because hand-built results have the same problem.
    invalid('hand-built result', tool(`  return { resultType: 'input_required', inputRequests: { [/*!*/\`a-\${Math.random()}\`]: ${Q} } };`), ['Math.random()']),
    // Invalid because String(Date.now()) is still the clock.
    invalid('wrapped in String()', tool(`  return inputRequired({ inputRequests: { [/*!*/String(Date.now())]: ${Q} } });`), ['Date.now()']),
    // Invalid because a nanoid customAlphabet generator is random.
    invalid('nanoid customAlphabet generator', `import { customAlphabet } from 'nanoid';\n${V2}const gen = customAlphabet('abc', 6);
export const r = inputRequired({ inputRequests: { [/*!*/gen()]: ${Q} } });`, ['gen()']),
    // Invalid because process.hrtime.bigint() is a clock.
    invalid('process.hrtime.bigint', tool(`  return inputRequired({ inputRequests: { [/*!*/String(process.hrtime.bigint())]: ${Q} } });`), ['process.hrtime.bigint()']),
    // Invalid because ulid() embeds the time and randomness.
    invalid('ulid', `import { ulid } from 'ulid';\n${V2}export const r = inputRequired({ inputRequests: { [/*!*/ulid()]: ${Q} } });`, ['ulid()']),
    // Invalid because cuid2's createId is random.
    invalid('cuid2 createId', `import { createId } from '@paralleldrive/cuid2';\n${V2}export const r = inputRequired({ inputRequests: { [/*!*/createId()]: ${Q} } });`, ['createId()']),
    // Invalid twice: both computed keys are per round.
    invalid('two unstable keys', tool(`  return inputRequired({ inputRequests: { [/*!*/randomUUID()]: ${Q}, [/*!*/Date.now()]: ${Q} } });`), ['randomUUID()', 'Date.now()']),
    // Invalid because a branch of ?: without any round-trip value is still random.
    invalid('random branch of a conditional', tool(`  return inputRequired({ inputRequests: { [/*!*/args.fixed ? 'a' : randomUUID()]: ${Q} } });`), ['randomUUID()']),
    // Invalid because a chain of consts is followed to the clock.
    invalid('const chain', tool(`  const now = Date.now();
  const key = \`k-\${now}\`;
  return inputRequired({ inputRequests: { [/*!*/key]: ${Q} } });`), ['Date.now()']),
    // Invalid because randomBytes is random.
    invalid('randomBytes hex', tool(`  return inputRequired({ inputRequests: { [/*!*/randomBytes(4).toString('hex')]: ${Q} } });`), ['randomBytes()']),
    // Invalid because a requests map built as a literal with a random key is checked through the variable.
    invalid('requests const with a random key', tool(`  const requests = { [/*!*/randomUUID()]: ${Q} };
  return inputRequired({ inputRequests: requests });`), ['randomUUID()']),
    // Invalid because xmcp tools follow the same protocol.
    invalid('xmcp tool', `import { inputRequired } from 'xmcp';
export const schema = {};
export default async function tool(params, extra) {
  return inputRequired({ inputRequests: { [/*!*/\`pick-\${Date.now()}\`]: inputRequired.listRoots() } });
}`, ['Date.now()']),
    // Invalid because an awaited random id is just as random.
    invalid('awaited nanoid async', `import { nanoid } from 'nanoid/non-secure';\n${V2}export const r = inputRequired({ inputRequests: { [/*!*/await nanoid()]: ${Q} } });`, ['nanoid()']),
  ],
});
