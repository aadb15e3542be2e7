// Layer 2: the curated catalog. Each family is matched by the module (or global) the callee comes from, so
// every case imports what it calls; each family has at least one write (or cost) and one read.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../src/effects/index.js';
import { COMPILED_CATALOG, firstMatchingRule } from '../../src/effects/catalog-match.js';
import { checkVerdicts, type VerdictCase } from './classify-with.js';

const check = (cases: readonly VerdictCase[]): void => checkVerdicts(cases, 'catalog');

describe('HTTP: fetch, axios, got, ky, undici, node:http by method', () => {
  check([
    ['fetch with method POST writes', `async function h(url) { await /*@*/fetch(url, { method: 'POST', body: '{}' }); }`, 'write', 'HTTP POST'],
    ['fetch without options reads (GET)', `async function h(url) { await /*@*/fetch(url); }`, 'read', 'HTTP GET'],
    ['fetch with options but no method reads (GET)', `async function h(url) { await /*@*/fetch(url, { headers: {} }); }`, 'read', 'HTTP GET'],
    ['fetch with a lower-case delete writes', `async function h(url) { await /*@*/fetch(url, { method: 'delete' }); }`, 'write', 'HTTP DELETE'],
    ['fetch with PUT is an idempotent write', `async function h(url) { await /*@*/fetch(url, { method: 'PUT' }); }`, 'write-idempotent', 'HTTP PUT'],
    ['fetch PUT of a body built from the arguments is an idempotent write', `async function h(url, name) { await /*@*/fetch(url, { method: 'PUT', body: JSON.stringify({ name }) }); }`, 'write-idempotent', 'HTTP PUT'],
    // PUT repeats harmlessly only when the body is the same each round.
    [
      'fetch PUT through a spread const whose body holds a randomUUID() writes',
      `async function h(url, name) { const value = crypto.randomUUID(); const request = { method: 'PUT', body: JSON.stringify({ name, text: value }) }; await /*@*/fetch(url, { ...request, headers: {} }); }`,
      'write',
      'HTTP PUT with `crypto.randomUUID()`, new on each round',
    ],
    // What says how to send (a request id in a header, a timeout) is not what is written.
    ['fetch PUT with a per-round request id in its headers is an idempotent write', `async function h(url, name) { const request = { method: 'PUT', headers: { 'x-request-id': crypto.randomUUID() } }; await /*@*/fetch(url, { ...request, body: JSON.stringify({ name }) }); }`, 'write-idempotent', 'HTTP PUT'],
    ['axios.put of a body with Date.now() stays idempotent (a timestamp records when)', `import axios from 'axios'; async function h(id) { await /*@*/axios.put(\`/jobs/\${id}\`, { at: Date.now() }); }`, 'write-idempotent', 'HTTP PUT'],
    ['axios.put to an address with Date.now() writes (a new resource each round)', `import axios from 'axios'; async function h(body) { await /*@*/axios.put(\`/snapshots/\${Date.now()}\`, body); }`, 'write', 'HTTP PUT with `Date.now()`, new on each round'],
    ['a PUT given a callback is judged by its values, not the callback', `import https from 'node:https'; function h() { /*@*/https.request({ host: 'x', method: 'PUT' }, () => Date.now()); }`, 'write-idempotent', 'HTTP PUT'],
    ['fetch with a computed method is unknown', `async function h(url, m) { await /*@*/fetch(url, { method: m }); }`, 'unknown', 'HTTP method not known'],
    ['fetch with an options variable is unknown', `async function h(url, init) { await /*@*/fetch(url, init); }`, 'unknown', 'HTTP options not known'],
    ['fetch with spread options and no method is unknown', `async function h(url, init) { await /*@*/fetch(url, { ...init }); }`, 'unknown', 'HTTP options not known'],
    ['fetch of a new Request reads its method', `async function h(url) { await /*@*/fetch(new Request(url, { method: 'PATCH' })); }`, 'write', 'HTTP PATCH'],
    ['globalThis.fetch is fetch', `async function h(url) { await /*@*/globalThis.fetch(url, { method: 'POST' }); }`, 'write', 'HTTP POST'],
    ['reading a fetch response is pure', `async function h(url) { const res = await fetch(url); return /*@*/res.json(); }`, 'pure', 'HTTP response read'],
    ['node-fetch default import with POST writes', `import fetch from 'node-fetch'; async function h(u) { await /*@*/fetch(u, { method: 'POST' }); }`, 'write', 'HTTP POST'],
    ['axios.post writes', `import axios from 'axios'; async function h() { await /*@*/axios.post('/orders', {}); }`, 'write', 'HTTP POST'],
    ['axios.get reads', `import axios from 'axios'; async function h() { await /*@*/axios.get('/orders'); }`, 'read', 'HTTP GET'],
    ['axios.head reads', `import axios from 'axios'; async function h() { await /*@*/axios.head('/orders'); }`, 'read', 'HTTP HEAD'],
    ['axios.patch writes', `import axios from 'axios'; async function h() { await /*@*/axios.patch('/orders/1', {}); }`, 'write', 'HTTP PATCH'],
    ['axios.postForm writes', `import axios from 'axios'; async function h() { await /*@*/axios.postForm('/upload', {}); }`, 'write', 'HTTP POST'],
    ['axios(config) reads its method', `import axios from 'axios'; async function h() { await /*@*/axios({ url: '/x', method: 'delete' }); }`, 'write', 'HTTP DELETE'],
    ['axios.request(config) without a method reads', `import axios from 'axios'; async function h() { await /*@*/axios.request({ url: '/x' }); }`, 'read', 'HTTP GET'],
    ['an axios instance from axios.create() writes with .post', `import axios from 'axios'; const api = axios.create({ baseURL: 'x' }); async function h() { await /*@*/api.post('/x'); }`, 'write', 'HTTP POST'],
    ['calling an axios instance reads its config', `import axios from 'axios'; const api = axios.create(); async function h() { await /*@*/api({ url: '/x', method: 'POST' }); }`, 'write', 'HTTP POST'],
    ['axios.create() itself is pure', `import axios from 'axios'; function h() { /*@*/axios.create({ baseURL: 'x' }); }`, 'pure', 'HTTP client set-up'],
    ['axios.isAxiosError is pure', `import axios from 'axios'; function h(e) { /*@*/axios.isAxiosError(e); }`, 'pure', 'HTTP client set-up'],
    ['got.post writes', `import got from 'got'; async function h() { await /*@*/got.post('https://x').json(); }`, 'write', 'HTTP POST'],
    ['got(url) reads', `import got from 'got'; async function h() { await /*@*/got('https://x').json(); }`, 'read', 'HTTP GET'],
    ['CommonJS got with a POST option writes', `const got = require('got'); async function h() { await /*@*/got('https://x', { method: 'POST' }); }`, 'write', 'HTTP POST'],
    ['ky.delete writes', `import ky from 'ky'; async function h() { await /*@*/ky.delete('https://x'); }`, 'write', 'HTTP DELETE'],
    ['ky.get(...).json() reads', `import ky from 'ky'; async function h() { await /*@*/ky.get('https://x').json(); }`, 'read', 'HTTP GET'],
    ['undici request with POST writes', `import { request } from 'undici'; async function h() { await /*@*/request('https://x', { method: 'POST' }); }`, 'write', 'HTTP POST'],
    // A stable idempotency key in the headers makes the API replay its first answer to the retry; one minted per round does not.
    ['got instance POST with a stable PayPal-Request-Id is an idempotent write', `import got from 'got'; const paypal = got.extend({ prefixUrl: 'x' }); async function h(id) { await /*@*/paypal.post(\`holds/\${id}\`, { headers: { 'PayPal-Request-Id': \`hold-\${id}\` }, json: {} }); }`, 'write-idempotent', 'HTTP POST with a stable idempotency key'],
    ['got instance POST with a randomUUID() PayPal-Request-Id writes', `import got from 'got'; import { randomUUID } from 'node:crypto'; const paypal = got.extend({ prefixUrl: 'x' }); async function h(id) { await /*@*/paypal.post(\`refunds/\${id}\`, { headers: { 'PayPal-Request-Id': randomUUID() }, json: {} }); }`, 'write', 'HTTP POST'],
    // A URL that asks for an upsert writes under the key its body names (production-6 deploys-vercel-builder.ts:54).
    ['fetch POST to a URL with ?upsert=true is an idempotent write', `async function h(p, key, value) { await /*@*/fetch(\`https://api.vercel.com/v10/projects/\${p}/env?upsert=true\`, { method: 'POST', body: JSON.stringify({ key, value }) }); }`, 'write-idempotent', 'HTTP POST, an upsert by its URL'],
    ['fetch POST to a URL without upsert stays a write', `async function h(p, key, value) { await /*@*/fetch(\`https://api.vercel.com/v10/projects/\${p}/env?teamId=t\`, { method: 'POST', body: JSON.stringify({ key, value }) }); }`, 'write', 'HTTP POST'],
    ['fetch POST to a URL with ?upsert=false stays a write', `async function h(p) { await /*@*/fetch(\`https://x/env?upsert=false\`, { method: 'POST', body: '{}' }); }`, 'write', 'HTTP POST'],
    ['fetch POST with a stable Idempotency-Key header is an idempotent write', `async function h(orderId) { await /*@*/fetch('https://api/charges', { method: 'POST', headers: { 'Idempotency-Key': \`charge-\${orderId}\` }, body: '{}' }); }`, 'write-idempotent', 'HTTP POST with a stable idempotency key'],
    ['fetch POST with a request id header (not an idempotency key) writes', `async function h(orderId) { await /*@*/fetch('https://api/charges', { method: 'POST', headers: { 'x-request-id': orderId }, body: '{}' }); }`, 'write', 'HTTP POST'],
    ['undici fetch reads', `import { fetch } from 'undici'; async function h() { await /*@*/fetch('https://x'); }`, 'read', 'HTTP GET'],
    ['reading the body undici request() answered is pure', `import { request } from 'undici'; async function h(u) { const { body } = await request(u); return /*@*/body.json(); }`, 'pure', 'HTTP response read'],
    ['reading res.body of undici request() is pure', `import { request } from 'undici'; async function h(u) { const res = await request(u); return /*@*/res.body.text(); }`, 'pure', 'HTTP response read'],
    ['node:https request with a callback and GET options reads', `import https from 'node:https'; function h() { /*@*/https.request({ host: 'x', method: 'GET' }, (res) => {}); }`, 'read', 'HTTP GET'],
    ['fetch with an options const holding POST writes', `const init = { method: 'POST', body: '{}' }; async function h(url) { await /*@*/fetch(url, init); }`, 'write', 'HTTP POST'],
    ['fetch with a method from a const writes', `const POST = 'POST'; async function h(url) { await /*@*/fetch(url, { method: POST }); }`, 'write', 'HTTP POST'],
    ['fetch with a spread const carrying DELETE writes', `const DELETE_JSON = { method: 'DELETE', headers: {} }; async function h(url) { await /*@*/fetch(url, { ...DELETE_JSON, body: '' }); }`, 'write', 'HTTP DELETE'],
    ['a method written after an opaque spread decides', `async function h(url, init) { await /*@*/fetch(url, { ...init, method: 'POST' }); }`, 'write', 'HTTP POST'],
    ['fetch of a Request held in a const reads its method', `async function h(url) { const request = new Request(url, { method: 'DELETE' }); await /*@*/fetch(request); }`, 'write', 'HTTP DELETE'],
    ['ofetch with a POST option writes', `import { ofetch } from 'ofetch'; async function h() { await /*@*/ofetch('/api/jobs', { method: 'POST', body: {} }); }`, 'write', 'HTTP POST'],
    ['ofetch $fetch without options reads', `import { $fetch } from 'ofetch'; async function h() { await /*@*/$fetch('/api/jobs'); }`, 'read', 'HTTP GET'],
    ['axios with a config const writes', `import axios from 'axios'; const config = { url: '/x', method: 'patch' }; async function h() { await /*@*/axios(config); }`, 'write', 'HTTP PATCH'],
    // A GraphQL request over HTTP is a POST whatever it does: its document says (a query reads, a mutation writes).
    ['fetch POST of a GraphQL query reads', `async function h(url) { await /*@*/fetch(url, { method: 'POST', body: JSON.stringify({ query: '{ viewer { id } }' }) }); }`, 'read', 'GraphQL query over HTTP'],
    ['fetch POST of a GraphQL mutation in a const writes', `const ARCHIVE = \`mutation A($id: String!) { issueArchive(id: $id) { success } }\`; async function h(url, id) { await /*@*/fetch(url, { method: 'POST', body: JSON.stringify({ query: ARCHIVE, variables: { id } }) }); }`, 'write', 'GraphQL mutation over HTTP'],
    ['fetch POST of a document not written in the file stays a POST', `async function h(url, make) { await /*@*/fetch(url, { method: 'POST', body: JSON.stringify({ query: make() }) }); }`, 'write', 'HTTP POST'],
    ['fetch POST whose body is not JSON stays a POST', `async function h(url, form) { await /*@*/fetch(url, { method: 'POST', body: form }); }`, 'write', 'HTTP POST'],
    ['axios.post of a GraphQL query reads', `import axios from 'axios'; async function h(url) { await /*@*/axios.post(url, { query: 'query { me { id } }' }); }`, 'read', 'GraphQL query over HTTP'],
    ['got.post with json holding a GraphQL mutation writes', `import got from 'got'; async function h(url) { await /*@*/got.post(url, { json: { query: 'mutation { ping }' } }); }`, 'write', 'GraphQL mutation over HTTP'],
    ['axios.post of any other body with a query field stays a POST', `import axios from 'axios'; async function h(url, q) { await /*@*/axios.post(url, { query: q, limit: 10 }); }`, 'write', 'HTTP POST'],
    ['superagent post(...).send() writes', `import request from 'superagent'; async function h() { await /*@*/request.post('/x').send({}); }`, 'write', 'HTTP POST'],
    // A POST to an endpoint named for a read sends a search or a query as its body (firecrawl's `POST /v2/search`).
    // Turning a flag off twice leaves it off (production-8 flags-tool-builder.ts:63).
    ['fetch POST that turns a flag off is idempotent', `async function h(base, p, k) { await /*@*/fetch(\`\${base}/projects/\${p}/features/\${k}/environments/production/off\`, { method: 'POST' }); }`, 'write-idempotent', 'HTTP POST that turns something off (".../off")'],
    ['fetch POST to /offers writes', `async function h(base) { await /*@*/fetch(\`\${base}/v1/offers\`, { method: 'POST', body: '{}' }); }`, 'write', 'HTTP POST'],
    ['fetch POST to a search endpoint reads', `async function h(base, q) { await /*@*/fetch(\`\${base}/v2/search\`, { method: 'POST', body: JSON.stringify({ q }) }); }`, 'read', 'HTTP POST to a read endpoint (".../search")'],
    ['axios.post to Elasticsearch _search reads', `import axios from 'axios'; async function h(index, body) { await /*@*/axios.post(\`/\${index}/_search\`, body); }`, 'read', '".../_search"'],
    ['ky.post to a Google-style :batchGet reads', `import ky from 'ky'; async function h(body) { await /*@*/ky.post('https://x.test/v1/documents:batchGet', { json: body }); }`, 'read', '".../documents:batchGet"'],
    ['a search endpoint with a query string reads', `async function h(base, qs) { await /*@*/fetch(base + '/api/query?' + qs, { method: 'POST' }); }`, 'read', '".../query"'],
    // A document parsed and answered, and an upload URL signed for the client, change nothing (firecrawl's parse tool).
    ['a POST to a parse endpoint reads', `async function h(base, ref) { await /*@*/fetch(\`\${base}/v2/parse\`, { method: 'POST', body: JSON.stringify({ ref }) }); }`, 'read', '".../parse"'],
    ['a POST asking for a signed upload URL reads', `import axios from 'axios'; async function h(name) { await /*@*/axios.post('/v2/parse/upload-url', { name }); }`, 'read', '".../upload-url"'],
    ['a POST that uploads writes', `import axios from 'axios'; async function h(file) { await /*@*/axios.post('/v2/uploads', file); }`, 'write', 'HTTP POST'],
    ['post of a client of unknown origin to a search endpoint reads', `async function h(client, body) { await /*@*/client.http.post('/v2/search', body); }`, 'read', 'read endpoint'],
    ['a POST under a search path to another segment writes', `async function h(base) { await /*@*/fetch(\`\${base}/search/saved\`, { method: 'POST' }); }`, 'write', 'HTTP POST'],
    ['a POST to a plural collection of searches writes (a saved search)', `import axios from 'axios'; async function h() { await /*@*/axios.post('/v1/searches', {}); }`, 'write', 'HTTP POST'],
    ['a POST whose last segment the code computes writes', `async function h(base, action) { await /*@*/fetch(\`\${base}/\${action}\`, { method: 'POST' }); }`, 'write', 'HTTP POST'],
    // A URL object names the same URL: its text, through `new URL(...)`, `.toString()`, `.href` and `String(...)`.
    ['a POST to a URL object built for a search endpoint reads', `async function h(base, q) { const url = new URL(\`\${base}/v2/search\`); await /*@*/fetch(url.toString(), { method: 'POST', body: JSON.stringify({ q }) }); }`, 'read', '".../search"'],
    ['a POST to the href of a URL object with a base reads', `async function h(base, q) { await /*@*/fetch(new URL('/v1/query', base).href, { method: 'POST', body: JSON.stringify({ q }) }); }`, 'read', '".../query"'],
    ['a POST to String() of a URL object for a job writes', `async function h(base) { await /*@*/fetch(String(new URL('/v1/jobs', base)), { method: 'POST' }); }`, 'write', 'HTTP POST'],
    // Model inference billed per call, with nothing kept, as OpenAI's completions.create (OpenAI-style paths).
    ['a POST to a chat completions endpoint costs', `async function h(messages) { await /*@*/fetch('https://api.example.ai/v1/chat/completions', { method: 'POST', body: JSON.stringify({ messages }) }); }`, 'cost', 'HTTP POST to a model endpoint (".../chat/completions")'],
    ['axios.post to an embeddings endpoint costs', `import axios from 'axios'; async function h(base, input) { await /*@*/axios.post(\`\${base}/v1/embeddings\`, { input }); }`, 'cost', '".../v1/embeddings"'],
    ['a POST recording a lesson completion writes', `async function h(base, id) { await /*@*/fetch(\`\${base}/lessons/\${id}/completions\`, { method: 'POST' }); }`, 'write', 'HTTP POST'],
    // A body carrying a chat transcript (messages with a role and content) asks a model, whatever the URL says.
    ['a POST of a transcript mapped from messages costs (Perplexity v1/agent)', `async function h(base, messages) { const body = { preset: 'pro', input: messages.map((message) => ({ type: 'message', role: message.role, content: message.content })), stream: true }; await /*@*/fetch(\`\${base}/v1/agent\`, { method: 'POST', body: JSON.stringify(body) }); }`, 'cost', 'HTTP POST of a chat transcript ("input") to a model'],
    ['axios.post of a written transcript costs (Anthropic /v1/messages)', `import axios from 'axios'; async function h(prompt, history) { await /*@*/axios.post('https://api.anthropic.com/v1/messages', { model: 'claude', max_tokens: 512, messages: [{ role: 'system', content: 'Be brief.' }, ...history, { role: 'user', content: prompt }] }); }`, 'cost', '("messages")'],
    ['a POST of Gemini contents with parts costs', `async function h(base, text) { await /*@*/fetch(\`\${base}/v1beta/models/gemini:generateContent\`, { method: 'POST', body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text }] }] }) }); }`, 'cost', '("contents")'],
    ['a POST mapping messages in a block callback costs', `async function h(turns) { await /*@*/fetch('https://llm.internal/api/chat', { method: 'POST', body: JSON.stringify({ messages: turns.map((turn) => { return { role: turn.from, content: turn.text }; }) }) }); }`, 'cost', '("messages")'],
    // \`model\` beside \`messages\` says a model answers them, even when the code does not spell the messages out.
    ['a POST of a model and messages passed in costs', `async function h(messages) { await /*@*/fetch('http://localhost:11434/api/chat', { method: 'POST', body: JSON.stringify({ model: 'llama3', messages }) }); }`, 'cost', '("messages")'],
    ['a POST of messages passed in without a model writes', `async function h(messages) { await /*@*/fetch('https://api.example.com/v1/memories', { method: 'POST', body: JSON.stringify({ messages, user_id: 'u' }) }); }`, 'write', 'HTTP POST'],
    ['a POST of an input that is no transcript writes', `async function h(base, input) { await /*@*/fetch(\`\${base}/v1/agent\`, { method: 'POST', body: JSON.stringify({ input: [{ type: 'text', text: input }] }) }); }`, 'write', 'HTTP POST'],
    // One message posted to a conversation stores it; a transcript posted to a stored conversation is kept there.
    ['a POST of one message to a conversation writes', `async function h(base, text) { await /*@*/fetch(\`\${base}/conversations/1/messages\`, { method: 'POST', body: JSON.stringify({ role: 'user', content: text }) }); }`, 'write', 'HTTP POST'],
    ['a POST of one message to a ticket writes', `import axios from 'axios'; async function h(id, text) { await /*@*/axios.post(\`/tickets/\${id}/replies\`, { message: { role: 'agent', content: text } }); }`, 'write', 'HTTP POST'],
    ['a POST creating an OpenAI thread with messages writes', `async function h(text) { await /*@*/fetch('https://api.openai.com/v1/threads', { method: 'POST', body: JSON.stringify({ messages: [{ role: 'user', content: text }] }) }); }`, 'write', 'HTTP POST'],
    ['a POST of a transcript to a session memory writes (Zep)', `import axios from 'axios'; async function h(id, turns) { await /*@*/axios.post(\`/api/v2/sessions/\${id}/memory\`, { messages: turns.map((t) => ({ role: t.role, content: t.text })) }); }`, 'write', 'HTTP POST'],
    ['a POST of a transcript to a URL from the caller is left to the caller', `async function h(url, text) { await /*@*/fetch(url, { method: 'POST', body: JSON.stringify({ messages: [{ role: 'user', content: text }] }) }); }`, 'write', 'HTTP POST'],
    ['a Slack message send still writes', `async function h(channel, text) { await /*@*/fetch('https://slack.com/api/chat.postMessage', { method: 'POST', body: JSON.stringify({ channel, text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] }) }); }`, 'write', 'HTTP POST'],
    ['a Twilio message send still writes', `import axios from 'axios'; async function h(sid, to, body) { await /*@*/axios.post(\`https://api.twilio.com/2010-04-01/Accounts/\${sid}/Messages.json\`, new URLSearchParams({ To: to, From: '+1', Body: body })); }`, 'write', 'HTTP POST'],
    // SQL over HTTP: the statement the body sends decides before the path does.
    ['a POST to a query endpoint sending an INSERT writes', `async function h(base, id) { await /*@*/fetch(\`\${base}/v1/query\`, { method: 'POST', body: JSON.stringify({ query: 'INSERT INTO holds (id) VALUES ($1)', params: [id] }) }); }`, 'write', 'HTTP POST'],
    ['axios.post to a query endpoint with a SELECT reads', `import axios from 'axios'; async function h(id) { await /*@*/axios.post('/pg/query', { sql: 'SELECT * FROM holds WHERE id = $1', params: [id] }); }`, 'read', 'read endpoint'],
    ['a DELETE of a search endpoint still writes', `async function h(base) { await /*@*/fetch(\`\${base}/search\`, { method: 'DELETE' }); }`, 'write', 'HTTP DELETE'],
  ]);
});

describe('SQL by statement text: pg, mysql2, better-sqlite3, sqlite, postgres', () => {
  const pg = `import { Pool } from 'pg'; const pool = new Pool();`;
  check([
    ['postgres.js sql`INSERT` runs its text', `import postgres from 'postgres'; const sql = postgres('url'); async function h(id) { await /*@*/sql\`INSERT INTO t (id) VALUES (\${id})\`; }`, 'write', 'SQL INSERT'],
    ['postgres.js sql`SELECT` reads', `import postgres from 'postgres'; const sql = postgres('url'); async function h(id) { await /*@*/sql\`SELECT * FROM t WHERE id = \${id}\`; }`, 'read', 'SQL SELECT'],
    ['@vercel/postgres db.sql`DELETE` writes', `import { db } from '@vercel/postgres'; async function h(id) { await /*@*/db.sql\`DELETE FROM t WHERE id = \${id}\`; }`, 'write', 'SQL DELETE'],
    ['Neon sql(text, params) runs its text', `import { neon } from '@neondatabase/serverless'; const sql = neon('url'); async function h(id) { await /*@*/sql('INSERT INTO t (id) VALUES ($1)', [id]); }`, 'write', 'SQL INSERT'],
    ['Slonik pool.one(sql`SELECT`) reads', `import { createPool, sql } from 'slonik'; const pool = await createPool('url'); async function h() { await /*@*/pool.one(sql.unsafe\`SELECT 1\`); }`, 'read', 'SQL SELECT'],
    ['Slonik sql.unsafe`...` builds', `import { sql } from 'slonik'; function h() { return /*@*/sql.unsafe\`DELETE FROM t\`; }`, 'pure', 'Slonik client set-up'],
    ['pg pool.query INSERT writes', `${pg} async function h() { await /*@*/pool.query('INSERT INTO orders (id) VALUES ($1)', [1]); }`, 'write', 'SQL INSERT'],
    ['pg pool.query SELECT reads', `${pg} async function h() { await /*@*/pool.query('SELECT * FROM orders'); }`, 'read', 'SQL SELECT'],
    // A flag set to a constant: the retry leaves the rows as the first round did (production-8 lms-curried-services.ts:29,
    // production-9 liveops-static-tools.ts:48), as an ORM update of fixed values does.
    ['SQL UPDATE setting only literals is idempotent', `${pg} async function h(id) { await /*@*/pool.query('UPDATE enrollments SET certificate_issued = 1, issued_at = NOW() WHERE id = ?', [id]); }`, 'write-idempotent', 'SQL UPDATE setting fixed values'],
    // MySQL's double-quoted strings (production-10 claims-template-method.ts:98): a constant in MySQL, a column in standard SQL.
    ['SQL UPDATE setting a double-quoted literal is idempotent', `import mysql from 'mysql2/promise'; const pool = mysql.createPool({}); async function h(id) { await /*@*/pool.execute('UPDATE claims SET status = "reopened" WHERE id = ?', [id]); }`, 'write-idempotent', 'SQL UPDATE setting fixed values'],
    ['SQL UPDATE setting a bound value writes', `${pg} async function h(id, stage) { await /*@*/pool.query('UPDATE deals SET stage = $2, updated_at = now() WHERE id = $1', [id, stage]); }`, 'write', 'SQL UPDATE'],
    ['SQL UPDATE incrementing writes', `${pg} async function h(id) { await /*@*/pool.query('UPDATE counters SET n = n + 1 WHERE id = $1', [id]); }`, 'write', 'SQL UPDATE'],
    ['pg client from pool.connect() UPDATE writes', `${pg} async function h(paid) { const client = await pool.connect(); await /*@*/client.query('update orders set paid = $1', [paid]); }`, 'write', 'SQL UPDATE'],
    // Snowflake's `execute({ sqlText, binds, complete })` (production-11 box-office-lowlevel.ts:17).
    ['Snowflake execute { sqlText } INSERT writes', `import snowflake from 'snowflake-sdk'; const conn = snowflake.createConnection({}); function h(id) { /*@*/conn.execute({ sqlText: 'INSERT INTO ops_log (id) VALUES (?)', binds: [id], complete: () => {} }); }`, 'write', 'SQL INSERT'],
    ['pg query config { text } DELETE writes', `${pg} async function h() { await /*@*/pool.query({ text: 'DELETE FROM orders WHERE id = $1', values: [1] }); }`, 'write', 'SQL DELETE'],
    ['a template SELECT with parameters reads', `${pg} async function h(id) { await /*@*/pool.query(\`SELECT * FROM orders WHERE id = \${id}\`); }`, 'read', 'SQL SELECT'],
    ['SQL text from a const reads through it', `${pg} const DELETE_ORDER = 'DELETE FROM orders'; async function h() { await /*@*/pool.query(DELETE_ORDER); }`, 'write', 'SQL DELETE'],
    ['leading comments and parentheses are skipped', `${pg} async function h() { await /*@*/pool.query('-- list\\n/* all */ (SELECT 1)'); }`, 'read', 'SQL SELECT'],
    ['INSERT ... ON CONFLICT DO UPDATE is an idempotent write', `${pg} async function h() { await /*@*/pool.query('INSERT INTO t (id) VALUES (1) ON CONFLICT (id) DO UPDATE SET n = 1'); }`, 'write-idempotent', 'SQL upsert'],
    ['WITH ... INSERT writes', `${pg} async function h() { await /*@*/pool.query('WITH x AS (SELECT 1) INSERT INTO t SELECT * FROM x'); }`, 'write', 'SQL WITH … INSERT'],
    ['WITH ... SELECT reads', `${pg} async function h() { await /*@*/pool.query('WITH x AS (SELECT 1) SELECT * FROM x'); }`, 'read', 'SQL WITH … SELECT'],
    ['CREATE TABLE writes', `${pg} async function h() { await /*@*/pool.query('CREATE TABLE t (id int)'); }`, 'write', 'SQL CREATE'],
    ['EXPLAIN reads', `${pg} async function h() { await /*@*/pool.query('EXPLAIN SELECT 1'); }`, 'read', 'SQL EXPLAIN'],
    ['BEGIN is transaction control', `${pg} async function h() { await /*@*/pool.query('BEGIN'); }`, 'pure', 'SQL BEGIN'],
    ['CALL of a procedure writes', `${pg} async function h() { await /*@*/pool.query('CALL archive_orders()'); }`, 'write', 'SQL CALL'],
    ['COPY ... FROM loads rows', `${pg} async function h() { await /*@*/pool.query("COPY orders FROM '/tmp/o.csv' CSV"); }`, 'write', 'SQL COPY'],
    ['COPY ... TO exports rows', `${pg} async function h() { await /*@*/pool.query('COPY (SELECT * FROM orders) TO STDOUT'); }`, 'read', 'SQL COPY … TO'],
    ['an unrecognised statement is unknown', `${pg} async function h() { await /*@*/pool.query('VACUUM orders'); }`, 'unknown', 'SQL VACUUM'],
    ['slonik pool.query(sql.unsafe INSERT) writes', `import { createPool, sql } from 'slonik'; const pool = await createPool('url'); async function h() { await /*@*/pool.query(sql.unsafe\`INSERT INTO t (id) VALUES (1)\`); }`, 'write', 'SQL INSERT'],
    ['slonik pool.maybeOne(SELECT) reads', `import { createPool, sql } from 'slonik'; const pool = await createPool('url'); async function h() { await /*@*/pool.maybeOne(sql.unsafe\`SELECT 1\`); }`, 'read', 'SQL SELECT'],
    ['SQL text not written in the call is unknown', `${pg} async function h(text) { await /*@*/pool.query(text); }`, 'unknown', 'SQL text not known'],
    ['pool.connect() is connection handling', `${pg} async function h() { await /*@*/pool.connect(); }`, 'pure', 'SQL connection handling'],
    ['mysql2 conn.execute SELECT reads', `import mysql from 'mysql2/promise'; async function h() { const conn = await mysql.createConnection({}); await /*@*/conn.execute('SELECT 1'); }`, 'read', 'SQL SELECT'],
    ['mysql2 REPLACE INTO is an idempotent write', `import mysql from 'mysql2/promise'; const pool = mysql.createPool({}); async function h() { await /*@*/pool.query('REPLACE INTO t VALUES (1)'); }`, 'write-idempotent', 'SQL REPLACE'],
    ['mysql ON DUPLICATE KEY UPDATE is an idempotent write', `import mysql from 'mysql2'; const pool = mysql.createPool({}); function h() { /*@*/pool.query('INSERT INTO t VALUES (1) ON DUPLICATE KEY UPDATE n = 1'); }`, 'write-idempotent', 'SQL upsert'],
    ['better-sqlite3 prepare(INSERT).run() writes', `import Database from 'better-sqlite3'; const db = new Database('x'); function h() { /*@*/db.prepare('INSERT INTO t VALUES (?)').run(1); }`, 'write', 'SQL INSERT'],
    ['better-sqlite3 prepared SELECT statement .all() reads', `import Database from 'better-sqlite3'; const db = new Database('x'); const stmt = db.prepare('SELECT * FROM t'); function h() { /*@*/stmt.all(); }`, 'read', 'SQL SELECT'],
    ['sqlite db.all(SELECT) reads', `import { open } from 'sqlite'; async function h() { const db = await open({}); await /*@*/db.all('SELECT * FROM t'); }`, 'read', 'SQL SELECT'],
    ['sqlite db.run(DELETE) writes', `import { open } from 'sqlite'; async function h() { const db = await open({}); await /*@*/db.run('DELETE FROM t'); }`, 'write', 'SQL DELETE'],
    ['postgres.js sql.unsafe(DROP) writes', `import postgres from 'postgres'; const sql = postgres('url'); async function h() { await /*@*/sql.unsafe('DROP TABLE t'); }`, 'write', 'SQL DROP'],
  ]);
});

describe('Knex', () => {
  const knex = `import Knex from 'knex'; const knex = Knex({});`;
  check([
    ['knex.schema.hasTable reads', `${knex} async function h() { await /*@*/knex.schema.hasTable('users'); }`, 'read', 'Knex read'],
    // An insert a later link makes an upsert: the retry finds the row and leaves it as it was.
    ['knex insert().onConflict().merge() is an idempotent write', `${knex} async function h(id, email) { await /*@*/knex('emails').insert({ id, email }).onConflict('id').merge(); }`, 'write-idempotent', 'Knex upsert (insert … on conflict)'],
    ['knex insert().onConflict().ignore() is an idempotent write', `${knex} async function h(id) { await /*@*/knex('tags').insert({ id }).onConflict('id').ignore(); }`, 'write-idempotent', 'Knex upsert (insert … on conflict)'],
    ['knex insert().onConflict().merge() of Date.now() stays idempotent', `${knex} async function h(id) { await /*@*/knex('seen').insert({ id, at: Date.now() }).onConflict('id').merge(); }`, 'write-idempotent', 'Knex upsert (insert … on conflict)'],
    ['knex insert().onConflict().merge() of randomUUID() writes', `${knex} async function h(id) { await /*@*/knex('seen').insert({ id, token: crypto.randomUUID() }).onConflict('id').merge(); }`, 'write', 'Knex upsert (insert … on conflict) with `crypto.randomUUID()`, new on each round'],
    ['knex(table).upsert() is an idempotent write', `${knex} async function h() { await /*@*/knex('users').upsert({ id: 1 }); }`, 'write-idempotent', 'Knex write-idempotent'],
    ['knex(table).insert() writes', `${knex} async function h() { await /*@*/knex('users').insert({ id: 1 }); }`, 'write', 'Knex write'],
    ['knex(table).where().update() writes', `${knex} async function h(n) { await /*@*/knex('users').where({ id: 1 }).update({ n }); }`, 'write', 'Knex write'],
    ['knex(table).where().first() reads', `${knex} async function h() { await /*@*/knex('users').where({ id: 1 }).first(); }`, 'read', 'Knex read'],
    ['knex.raw(SELECT) reads by statement', `${knex} async function h() { await /*@*/knex.raw('SELECT 1'); }`, 'read', 'SQL SELECT'],
    ['knex.schema.createTable writes', `${knex} async function h() { await /*@*/knex.schema.createTable('t', () => {}); }`, 'write', 'Knex schema change'],
    ['knex.migrate.latest writes', `${knex} async function h() { await /*@*/knex.migrate.latest(); }`, 'write', 'Knex migration'],
    ['knex.transaction is pure (the callback is analysed)', `${knex} async function h() { await /*@*/knex.transaction(async () => {}); }`, 'pure', 'Knex helper'],
    ['building the knex instance is pure', `import Knex from 'knex'; function h() { /*@*/Knex({ client: 'pg' }); }`, 'pure', 'Knex client set-up'],
  ]);
});

describe('Prisma', () => {
  const prisma = `import { PrismaClient } from '@prisma/client'; const prisma = new PrismaClient();`;
  check([
    ['prisma.<model>.create writes', `${prisma} async function h() { await /*@*/prisma.order.create({ data: {} }); }`, 'write', 'Prisma write'],
    ['prisma.<model>.deleteMany writes', `${prisma} async function h() { await /*@*/prisma.order.deleteMany({}); }`, 'write', 'Prisma write'],
    ['prisma.<model>.upsert is an idempotent write', `${prisma} async function h() { await /*@*/prisma.order.upsert({}); }`, 'write-idempotent', 'Prisma write-idempotent'],
    // On the retry the record exists: `update` is what runs again, not `create`.
    ['prisma upsert with a new id only in create is an idempotent write', `${prisma} async function h(email) { await /*@*/prisma.user.upsert({ where: { email }, create: { id: crypto.randomUUID(), email }, update: {} }); }`, 'write-idempotent', 'Prisma write-idempotent'],
    ['prisma upsert with Date.now() in update stays idempotent', `${prisma} async function h(email) { await /*@*/prisma.user.upsert({ where: { email }, create: { email }, update: { seen: Date.now() } }); }`, 'write-idempotent', 'Prisma write-idempotent'],
    ['prisma.<model>.findMany reads', `${prisma} async function h() { await /*@*/prisma.order.findMany({}); }`, 'read', 'Prisma read'],
    ['prisma.<model>.aggregate reads', `${prisma} async function h() { await /*@*/prisma.order.aggregate({}); }`, 'read', 'Prisma read'],
    ['$executeRawUnsafe reads the SQL', `${prisma} async function h() { await /*@*/prisma.$executeRawUnsafe('DELETE FROM "Order"'); }`, 'write', 'SQL DELETE'],
    ['$queryRawUnsafe SELECT reads', `${prisma} async function h() { await /*@*/prisma.$queryRawUnsafe('SELECT 1'); }`, 'read', 'SQL SELECT'],
    ['$executeRaw called with a Prisma.sql template reads the SQL', `import { PrismaClient, Prisma } from '@prisma/client'; const prisma = new PrismaClient(); async function h(id) { await /*@*/prisma.$executeRaw(Prisma.sql\`UPDATE t SET n = \${id}\`); }`, 'write', 'SQL UPDATE'],
    ['$transaction is pure (its parts are classified)', `${prisma} async function h() { await /*@*/prisma.$transaction([]); }`, 'pure', 'Prisma client handling'],
    ['new PrismaClient() is pure', `import { PrismaClient } from '@prisma/client'; function h() { /*@*/new PrismaClient(); }`, 'pure', 'Prisma client set-up'],
  ]);
});

describe('Drizzle (builder chains classified as a whole)', () => {
  const db = `import { drizzle } from 'drizzle-orm/node-postgres'; import { eq, sql } from 'drizzle-orm'; const db = drizzle(process.env.URL);`;
  check([
    ['db.select().from() reads without a where()', `${db} async function h() { await /*@*/db.select().from(users); }`, 'read', 'Drizzle read'],
    ['db.$count() reads', `${db} async function h() { await /*@*/db.$count(users); }`, 'read', 'Drizzle read'],
    ['db.refreshMaterializedView() writes', `${db} async function h() { await /*@*/db.refreshMaterializedView(totals); }`, 'write', 'Drizzle write'],
    ['db.insert().values().onConflictDoNothing() is an idempotent write', `${db} async function h(id) { await /*@*/db.insert(tags).values({ id }).onConflictDoNothing(); }`, 'write-idempotent', 'Drizzle upsert (insert … on conflict)'],
    ['db.insert().values().onConflictDoUpdate() setting new Date() stays idempotent', `${db} async function h(id) { await /*@*/db.insert(seen).values({ id }).onConflictDoUpdate({ target: seen.id, set: { at: new Date() } }); }`, 'write-idempotent', 'Drizzle upsert (insert … on conflict)'],
    ['db.insert().values().returning() writes', `${db} async function h(id) { await /*@*/db.insert(tags).values({ id }).returning(); }`, 'write', 'Drizzle write'],
    ['SQLite db.run(sql`DELETE`) reads the SQL', `${db} async function h() { await /*@*/db.run(sql\`DELETE FROM users\`); }`, 'write', 'SQL DELETE'],
    ['SQLite db.all(sql`SELECT`) reads', `${db} async function h() { await /*@*/db.all(sql\`SELECT * FROM users\`); }`, 'read', 'SQL SELECT'],
    ['db.select().from().get() reads', `${db} async function h() { await /*@*/db.select().from(users).get(); }`, 'read', 'Drizzle read'],
    ['db.insert().values().returning() writes', `${db} async function h(v) { await /*@*/db.insert(users).values(v).returning(); }`, 'write', 'Drizzle write'],
    ['db.update().set().where() writes', `${db} async function h() { await /*@*/db.update(users).set({ n: 1 }).where(eq(users.id, 1)); }`, 'write', 'Drizzle write'],
    ['db.select().from().where() reads', `${db} async function h() { await /*@*/db.select().from(users).where(eq(users.id, 1)); }`, 'read', 'Drizzle read'],
    ['db.query.<table>.findMany() reads', `${db} async function h() { await /*@*/db.query.users.findMany(); }`, 'read', 'Drizzle read'],
    ['db.execute(sql`DELETE`) reads the SQL', `${db} async function h() { await /*@*/db.execute(sql\`DELETE FROM users\`); }`, 'write', 'SQL DELETE'],
    ['helpers such as eq() are pure', `${db} function h() { /*@*/eq(users.id, 1); }`, 'pure', 'Drizzle client set-up'],
    ['db.transaction is pure (the callback is analysed)', `${db} async function h() { await /*@*/db.transaction(async (tx) => {}); }`, 'pure', 'Drizzle transaction'],
  ]);
});

describe('MongoDB and Mongoose', () => {
  const mongo = `import { MongoClient } from 'mongodb'; const client = new MongoClient('url'); const orders = client.db('shop').collection('orders');`;
  const mongoose = `import mongoose from 'mongoose'; const Order = mongoose.model('Order', new mongoose.Schema({}));`;
  check([
    ['Mongoose Model.syncIndexes writes', `import mongoose from 'mongoose'; const User = mongoose.model('User', schema); async function h() { await /*@*/User.syncIndexes(); }`, 'write', 'Mongoose write'],
    ['Mongoose Model.where().equals() reads', `import mongoose from 'mongoose'; const User = mongoose.model('User', schema); async function h() { await /*@*/User.where('a').equals(1); }`, 'read', 'Mongoose read'],
    ['collection.insertOne writes', `${mongo} async function h(doc) { await /*@*/orders.insertOne(doc); }`, 'write', 'MongoDB write'],
    ['db.collection(x).bulkWrite writes', `${mongo} async function h() { await /*@*/client.db().collection('x').bulkWrite([]); }`, 'write', 'MongoDB write'],
    ['collection.find().toArray() reads', `${mongo} async function h() { await /*@*/orders.find({}).toArray(); }`, 'read', 'MongoDB read'],
    ['collection.countDocuments reads', `${mongo} async function h() { await /*@*/orders.countDocuments({}); }`, 'read', 'MongoDB read'],
    ['updateOne with { upsert: true } is an idempotent write', `${mongo} async function h() { await /*@*/orders.updateOne({ id: 1 }, { $set: {} }, { upsert: true }); }`, 'write-idempotent', 'MongoDB upsert'],
    // An upsert repeats harmlessly with the same `$set`; `$inc`, `$push` and `$mul` add again on the retry.
    ['updateOne upsert with $inc writes', `${mongo} async function h(id) { await /*@*/orders.updateOne({ id }, { $inc: { n: 1 } }, { upsert: true }); }`, 'write', 'MongoDB upsert with $inc'],
    ['updateOne upsert with $push writes', `${mongo} async function h(id, e) { await /*@*/orders.updateOne({ id }, { $set: { id }, $push: { log: e } }, { upsert: true }); }`, 'write', 'MongoDB upsert with $push'],
    ['updateOne upsert with $currentDate writes', `${mongo} async function h(id) { await /*@*/orders.updateOne({ id }, { $currentDate: { seen: true } }, { upsert: true }); }`, 'write', 'MongoDB upsert with $currentDate'],
    ['updateOne upsert with new Date() only in $setOnInsert is an idempotent write', `${mongo} async function h(id, n) { await /*@*/orders.updateOne({ id }, { $set: { n }, $setOnInsert: { createdAt: new Date() } }, { upsert: true }); }`, 'write-idempotent', 'MongoDB upsert'],
    ['updateOne upsert with $set of new Date() stays idempotent', `${mongo} async function h(id) { await /*@*/orders.updateOne({ id }, { $set: { seen: new Date() } }, { upsert: true }); }`, 'write-idempotent', 'MongoDB upsert'],
    ['updateOne without upsert writes', `${mongo} async function h() { await /*@*/orders.updateOne({ id: 1 }, { $inc: { n: 1 } }); }`, 'write', 'MongoDB write'],
    ['client.connect() is pure', `${mongo} async function h() { await /*@*/client.connect(); }`, 'pure', 'MongoDB client handling'],
    ['db.command({ dbStats: 1 }) reads', `${mongo} async function h() { await /*@*/client.db('shop').command({ dbStats: 1 }); }`, 'read', 'MongoDB dbStats command'],
    ['db.command of a command not known stays unknown', `${mongo} async function h() { await /*@*/client.db('shop').command({ drop: 'orders' }); }`, 'unknown', 'MongoDB command'],
    ['Mongoose Model.create writes', `${mongoose} async function h() { await /*@*/Order.create({}); }`, 'write', 'Mongoose write'],
    ['Mongoose findByIdAndUpdate writes', `${mongoose} async function h(id) { await /*@*/Order.findByIdAndUpdate(id, {}); }`, 'write', 'Mongoose write'],
    ['Mongoose document.save() writes', `${mongoose} async function h() { const doc = new Order({}); await /*@*/doc.save(); }`, 'write', 'Mongoose write'],
    ['Mongoose findById().lean() reads', `${mongoose} async function h(id) { await /*@*/Order.findById(id).lean(); }`, 'read', 'Mongoose read'],
    ['Mongoose updateOne with upsert is an idempotent write', `${mongoose} async function h() { await /*@*/Order.updateOne({}, {}, { upsert: true }); }`, 'write-idempotent', 'Mongoose upsert'],
    ['mongoose.model() is set-up', `import mongoose from 'mongoose'; function h(s) { /*@*/mongoose.model('X', s); }`, 'pure', 'Mongoose set-up'],
  ]);
});

describe('Redis by command', () => {
  const ioredis = `import Redis from 'ioredis'; const redis = new Redis();`;
  const nodeRedis = `import { createClient } from 'redis'; const client = createClient();`;
  check([
    ['ioredis call(SET) is judged by its command', `import Redis from 'ioredis'; const redis = new Redis(); async function h() { await /*@*/redis.call('SET', 'k', 'v'); }`, 'write-idempotent', 'Redis SET'],
    ['ioredis call(SET ... NX) is judged by its command and options', `import Redis from 'ioredis'; const redis = new Redis(); async function h() { await /*@*/redis.call('SET', 'k', 'v', 'NX'); }`, 'write', 'Redis SET NX'],
    ['node-redis sendCommand([GET]) reads', `import { createClient } from 'redis'; const redis = createClient(); async function h() { await /*@*/redis.sendCommand(['GET', 'k']); }`, 'read', 'Redis read'],
    ['a command not written is unknown', `import Redis from 'ioredis'; const redis = new Redis(); async function h(cmd) { await /*@*/redis.call(cmd, 'k'); }`, 'unknown', 'Redis command not known'],
    ['getex writes (it sets the expiry)', `import Redis from 'ioredis'; const redis = new Redis(); async function h() { await /*@*/redis.getex('k', 'EX', 10); }`, 'write', 'Redis write'],
    // SET, HSET, SADD, ZADD leave the same state when repeated with the same values, like a PUT.
    ['ioredis set of an argument is an idempotent write', `${ioredis} async function h(id, plan) { await /*@*/redis.set(\`plan:\${id}\`, JSON.stringify(plan)); }`, 'write-idempotent', 'Redis SET'],
    ['ioredis set with EX is an idempotent write', `${ioredis} async function h(k, v) { await /*@*/redis.set(k, v, 'EX', 60); }`, 'write-idempotent', 'Redis SET'],
    ['a value that is a word of an option is a value', `${ioredis} async function h(k) { await /*@*/redis.set(k, 'GET'); }`, 'write-idempotent', 'Redis SET'],
    ['@upstash/redis set with { ex } of a value read is an idempotent write (a cache fill)', `import { Redis } from '@upstash/redis'; const redis = Redis.fromEnv(); async function h(f) { const v = await redis.get(f); await /*@*/redis.set(\`cache:\${f}\`, v ?? 'off', { ex: 60 }); }`, 'write-idempotent', 'Redis SET'],
    ['node-redis hSet of arguments is an idempotent write', `${nodeRedis} async function h(id, name) { await /*@*/client.hSet(\`user:\${id}\`, { name }); }`, 'write-idempotent', 'Redis HSET'],
    ['sadd is an idempotent write (a set holds a member once)', `${ioredis} async function h(id) { await /*@*/redis.sadd('seen', id); }`, 'write-idempotent', 'Redis SADD'],
    // NX takes a key once: the retry finds the first round's lock. GET reads back what the first round wrote.
    ['ioredis set NX writes', `${ioredis} async function h(k) { await /*@*/redis.set(k, '1', 'EX', 30, 'NX'); }`, 'write', 'Redis SET NX'],
    ['@upstash/redis set { nx: true } writes', `import { Redis } from '@upstash/redis'; const redis = Redis.fromEnv(); async function h(k) { await /*@*/redis.set(k, '1', { nx: true, ex: 30 }); }`, 'write', 'Redis SET NX'],
    ['@upstash/redis set { nx: false } is an idempotent write', `import { Redis } from '@upstash/redis'; const redis = Redis.fromEnv(); async function h(k) { await /*@*/redis.set(k, '1', { nx: false }); }`, 'write-idempotent', 'Redis SET'],
    ['node-redis set { NX: true } writes', `${nodeRedis} async function h(k) { await /*@*/client.set(k, '1', { NX: true }); }`, 'write', 'Redis SET NX'],
    ['node-redis set { condition: NX } writes', `${nodeRedis} async function h(k) { await /*@*/client.set(k, '1', { condition: 'NX' }); }`, 'write', 'Redis SET NX'],
    ['node-redis set { GET: true } writes', `${nodeRedis} async function h(k) { await /*@*/client.set(k, '1', { GET: true }); }`, 'write', 'Redis SET GET'],
    ['zadd INCR writes (adds to the score)', `${ioredis} async function h(m) { await /*@*/redis.zadd('board', 'INCR', 1, m); }`, 'write', 'Redis ZADD INCR'],
    ['setnx writes', `${ioredis} async function h(k) { await /*@*/redis.setnx(k, '1'); }`, 'write', 'Redis write'],
    ['getset writes', `${ioredis} async function h(k) { await /*@*/redis.getset(k, '1'); }`, 'write', 'Redis write'],
    ['expire writes (it moves the end of a window something else counts in)', `${ioredis} async function h(k) { await /*@*/redis.expire(k, 60); }`, 'write', 'Redis write'],
    // A value new on each round makes the retry write something else.
    ['set of Date.now() stays idempotent (a last-seen time)', `${ioredis} async function h(id) { await /*@*/redis.set(\`last:\${id}\`, Date.now()); }`, 'write-idempotent', 'Redis SET'],
    ['set under a key with Date.now() writes (a new key each round)', `${ioredis} async function h(data) { await /*@*/redis.set(\`backup:\${Date.now()}\`, data); }`, 'write', 'Redis SET with `Date.now()`, new on each round'],
    ['set of a randomUUID() held in a const writes', `import { randomUUID } from 'node:crypto'; ${ioredis} async function h(id) { const token = randomUUID(); await /*@*/redis.set(\`token:\${id}\`, token); }`, 'write', 'Redis SET with `randomUUID()`, new on each round'],
    ['hset of an object holding new Date() stays idempotent', `${nodeRedis} async function h(id) { await /*@*/client.hSet(\`user:\${id}\`, { seenAt: new Date().toISOString() }); }`, 'write-idempotent', 'Redis HSET'],
    ['set under a key of a module counter writes', `${ioredis} let seq = 0; async function h(v) { seq += 1; await /*@*/redis.set(\`job:\${seq}\`, v); }`, 'write', 'Redis SET with `seq`, new on each round'],
    ['set of a value carried in requestState is an idempotent write', `${ioredis} async function h(k, ctx) { const s = ctx.mcpReq.requestState(); const token = s?.token ?? crypto.randomUUID(); await /*@*/redis.set(k, token); }`, 'write-idempotent', 'Redis SET'],
    ['ioredis incr writes', `${ioredis} async function h() { await /*@*/redis.incr('k'); }`, 'write', 'Redis write'],
    ['ioredis get reads', `${ioredis} async function h() { await /*@*/redis.get('k'); }`, 'read', 'Redis read'],
    ['ioredis multi().incr().exec() writes', `${ioredis} async function h() { await /*@*/redis.multi().incr('k').exec(); }`, 'write', 'Redis write'],
    ['node-redis camelCase hSet is an idempotent write', `${nodeRedis} async function h() { await /*@*/client.hSet('k', 'f', 'v'); }`, 'write-idempotent', 'Redis HSET'],
    ['node-redis hGetAll reads', `${nodeRedis} async function h() { await /*@*/client.hGetAll('k'); }`, 'read', 'Redis read'],
    ['node-redis publish writes', `${nodeRedis} async function h() { await /*@*/client.publish('ch', 'm'); }`, 'write', 'Redis write'],
    ['subscribe is process state', `${nodeRedis} async function h() { await /*@*/client.subscribe('ch', () => {}); }`, 'process-state', 'Redis subscription'],
    ['createClient() is pure', `import { createClient } from 'redis'; function h() { /*@*/createClient(); }`, 'pure', 'Redis connection handling'],
    ['@upstash/redis Redis.fromEnv() lpush writes', `import { Redis } from '@upstash/redis'; const redis = Redis.fromEnv(); async function h() { await /*@*/redis.lpush('q', 'x'); }`, 'write', 'Redis write'],
    ['@vercel/kv kv.exists reads', `import { kv } from '@vercel/kv'; async function h() { await /*@*/kv.exists('k'); }`, 'read', 'Redis read'],
  ]);
});

describe('AWS SDK v3 by command, SQS and SNS', () => {
  check([
    ['Bedrock ConverseCommand is billable', `import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime'; const br = new BedrockRuntimeClient({}); async function h(m) { await /*@*/br.send(new ConverseCommand({ modelId: 'x', messages: m })); }`, 'cost', 'AWS ConverseCommand'],
    ['Bedrock InvokeModelCommand is billable, not a write', `import { BedrockRuntimeClient, InvokeModelCommand } from '@aws-sdk/client-bedrock-runtime'; const br = new BedrockRuntimeClient({}); async function h(b) { await /*@*/br.send(new InvokeModelCommand({ modelId: 'x', body: b })); }`, 'cost', 'AWS InvokeModelCommand'],
    ['STS AssumeRoleCommand reads credentials', `import { STSClient, AssumeRoleCommand } from '@aws-sdk/client-sts'; const sts = new STSClient({}); async function h() { await /*@*/sts.send(new AssumeRoleCommand({ RoleArn: 'a', RoleSessionName: 's' })); }`, 'read', 'AWS AssumeRoleCommand'],
    ['lib-dynamodb PutCommand replaces the item under its key: idempotent', `import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb'; const doc = DynamoDBDocumentClient.from(ddb); async function h(i) { await /*@*/doc.send(new PutCommand({ TableName: 't', Item: i })); }`, 'write-idempotent', 'AWS PutCommand'],
    ['lib-dynamodb PutCommand with a sort key minted per round writes', `import { randomUUID } from 'node:crypto'; import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb'; const doc = DynamoDBDocumentClient.from(ddb); async function h(id) { await /*@*/doc.send(new PutCommand({ TableName: 't', Item: { pk: id, sk: \`attempt#\${randomUUID()}\` } })); }`, 'write', 'AWS PutCommand with `randomUUID()`, new on each round'],
    ['lib-dynamodb PutCommand held in a const with a per-round key writes', `import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb'; const doc = DynamoDBDocumentClient.from(ddb); async function h(id) { const put = new PutCommand({ TableName: 't', Item: { pk: id, sk: Date.now() } }); await /*@*/doc.send(put); }`, 'write', 'AWS PutCommand with `Date.now()`, new on each round'],
    ['a conditional PutCommand fails on the retry: a write', `import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb'; const doc = DynamoDBDocumentClient.from(ddb); async function h(i) { await /*@*/doc.send(new PutCommand({ TableName: 't', Item: i, ConditionExpression: 'attribute_not_exists(pk)' })); }`, 'write', 'AWS PutCommand'],
    ['DynamoDB PutRecord-like appends stay writes: Kinesis PutRecordCommand', `import { KinesisClient, PutRecordCommand } from '@aws-sdk/client-kinesis'; const k = new KinesisClient({}); async function h(d) { await /*@*/k.send(new PutRecordCommand({ StreamName: 's', Data: d, PartitionKey: 'p' })); }`, 'write', 'AWS PutRecordCommand'],
    ['EventBridge PutEventsCommand sends events: a write', `import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge'; const eb = new EventBridgeClient({}); async function h(e) { await /*@*/eb.send(new PutEventsCommand({ Entries: [e] })); }`, 'write', 'AWS PutEventsCommand'],
    ['lib-dynamodb GetCommand reads', `import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb'; const doc = DynamoDBDocumentClient.from(ddb); async function h(k) { await /*@*/doc.send(new GetCommand({ TableName: 't', Key: k })); }`, 'read', 'AWS GetCommand'],
    // A new version in a versioned bucket and the bucket's event notifications again on every PUT (held-out set).
    ['S3 PutObjectCommand under a stable key still writes', `import { S3Client, PutObjectCommand } from '@aws-sdk/client-s3'; const s3 = new S3Client({}); async function h(id, body) { await /*@*/s3.send(new PutObjectCommand({ Bucket: 'b', Key: \`reports/\${id}.json\`, Body: body })); }`, 'write', 'AWS PutObjectCommand'],
    ['reading a command output body is pure', `import { S3Client, GetObjectCommand } from '@aws-sdk/client-s3'; const s3 = new S3Client({}); async function h(k) { const object = await s3.send(new GetObjectCommand({ Bucket: 'b', Key: k })); await /*@*/object.Body.transformToByteArray(); }`, 'pure', 'AWS response read'],
    ['S3 GetObjectCommand reads', `import { S3Client, GetObjectCommand } from '@aws-sdk/client-s3'; const s3 = new S3Client({}); async function h() { await /*@*/s3.send(new GetObjectCommand({})); }`, 'read', 'AWS GetObjectCommand'],
    ['SQS SendMessageCommand held in a const writes', `import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs'; const sqs = new SQSClient({}); async function h() { const cmd = new SendMessageCommand({}); await /*@*/sqs.send(cmd); }`, 'write', 'AWS SendMessageCommand'],
    ['SNS PublishCommand writes', `import { SNSClient, PublishCommand } from '@aws-sdk/client-sns'; const sns = new SNSClient({}); async function h() { await /*@*/sns.send(new PublishCommand({})); }`, 'write', 'AWS PublishCommand'],
    ['DynamoDB BatchWriteItemCommand writes', `import * as ddb from '@aws-sdk/client-dynamodb'; const client = new ddb.DynamoDBClient({}); async function h() { await /*@*/client.send(new ddb.BatchWriteItemCommand({})); }`, 'write', 'AWS BatchWriteItemCommand'],
    ['DynamoDB document QueryCommand reads', `import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb'; const doc = DynamoDBDocumentClient.from(c); async function h() { await /*@*/doc.send(new QueryCommand({})); }`, 'read', 'AWS QueryCommand'],
    ['Lambda InvokeCommand writes', `import { LambdaClient, InvokeCommand } from '@aws-sdk/client-lambda'; const l = new LambdaClient({}); async function h() { await /*@*/l.send(new InvokeCommand({})); }`, 'write', 'AWS InvokeCommand'],
    ['a command whose verb is not listed is unknown', `import { DynamoDBClient, ExecuteStatementCommand } from '@aws-sdk/client-dynamodb'; const c = new DynamoDBClient({}); async function h() { await /*@*/c.send(new ExecuteStatementCommand({})); }`, 'unknown', 'AWS ExecuteStatementCommand'],
    ['send() of a command passed in is unknown', `import { S3Client } from '@aws-sdk/client-s3'; const s3 = new S3Client({}); async function h(command) { await /*@*/s3.send(command); }`, 'unknown', 'AWS command not known'],
    ['aggregated client s3.putObject writes', `import { S3 } from '@aws-sdk/client-s3'; const s3 = new S3({}); async function h() { await /*@*/s3.putObject({}); }`, 'write', 'AWS putObject'],
    ['aggregated DynamoDB client putItem is a whole put: idempotent', `import { DynamoDB } from '@aws-sdk/client-dynamodb'; const db = new DynamoDB({}); async function h(i) { await /*@*/db.putItem({ TableName: 't', Item: i }); }`, 'write-idempotent', 'AWS putItem'],
    ['aggregated DynamoDB client putItem under a per-round key writes', `import { randomUUID } from 'node:crypto'; import { DynamoDB } from '@aws-sdk/client-dynamodb'; const db = new DynamoDB({}); async function h() { await /*@*/db.putItem({ TableName: 't', Item: { pk: { S: randomUUID() } } }); }`, 'write', 'AWS putItem with `randomUUID()`, new on each round'],
    ['aggregated client s3.copyObject writes', `import { S3 } from '@aws-sdk/client-s3'; const s3 = new S3({}); async function h() { await /*@*/s3.copyObject({}); }`, 'write', 'AWS copyObject'],
    ['aggregated client s3.listObjectsV2 reads', `import { S3 } from '@aws-sdk/client-s3'; const s3 = new S3({}); async function h() { await /*@*/s3.listObjectsV2({}); }`, 'read', 'AWS listObjectsV2'],
    ['SDK v2 putObject(...).promise() writes', `import AWS from 'aws-sdk'; const s3 = new AWS.S3(); async function h() { await /*@*/s3.putObject({}).promise(); }`, 'write', 'AWS putObject'],
    ['SDK v2 DocumentClient put is a whole put: idempotent', `import AWS from 'aws-sdk'; const doc = new AWS.DynamoDB.DocumentClient(); async function h(i) { await /*@*/doc.put({ TableName: 't', Item: i }).promise(); }`, 'write-idempotent', 'AWS put'],
    ['SDK v2 DocumentClient put with a condition writes', `import AWS from 'aws-sdk'; const doc = new AWS.DynamoDB.DocumentClient(); async function h(i) { await /*@*/doc.put({ TableName: 't', Item: i, ConditionExpression: 'attribute_not_exists(pk)' }).promise(); }`, 'write', 'AWS put'],
    ['lib-storage new Upload().done() writes', `import { Upload } from '@aws-sdk/lib-storage'; async function h() { await /*@*/new Upload({}).done(); }`, 'write', 'S3 upload'],
    ['send(new XCommand()) on a client of unknown origin reads the command', `import { SendMessageCommand } from '@aws-sdk/client-sqs'; async function h(deps) { await /*@*/deps.sqs.send(new SendMessageCommand({})); }`, 'write', 'AWS SendMessageCommand'],
    // A second start under the same execution name returns the first execution (production-8 events-switch-dispatch.ts:42).
    ['Step Functions StartExecutionCommand with an execution name is idempotent', `import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn'; const sfn = new SFNClient({}); async function h(id, input) { await /*@*/sfn.send(new StartExecutionCommand({ stateMachineArn: 'arn', name: \`fulfil-\${id}\`, input })); }`, 'write-idempotent', 'AWS StartExecutionCommand with an execution name'],
    ['Step Functions StartExecutionCommand without a name writes', `import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn'; const sfn = new SFNClient({}); async function h(input) { await /*@*/sfn.send(new StartExecutionCommand({ stateMachineArn: 'arn', input })); }`, 'write', 'AWS StartExecutionCommand'],
    ['Step Functions StartExecutionCommand named by a random id writes', `import { randomUUID } from 'node:crypto'; import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn'; const sfn = new SFNClient({}); async function h(input) { await /*@*/sfn.send(new StartExecutionCommand({ stateMachineArn: 'arn', name: randomUUID(), input })); }`, 'write', 'new on each round'],
    ['EC2 RunInstancesCommand with a client token is idempotent', `import { EC2Client, RunInstancesCommand } from '@aws-sdk/client-ec2'; const ec2 = new EC2Client({}); async function h(id) { await /*@*/ec2.send(new RunInstancesCommand({ ImageId: 'ami', MinCount: 1, MaxCount: 1, ClientToken: id })); }`, 'write-idempotent', 'AWS RunInstancesCommand with a client token'],
    ['new S3Client() is pure', `import { S3Client } from '@aws-sdk/client-s3'; function h() { /*@*/new S3Client({}); }`, 'pure', 'AWS client set-up'],
  ]);
});

describe('FHIR (fhir-kit-client)', () => {
  const fhir = `import Client from 'fhir-kit-client'; const fhir = new Client({ baseUrl: 'https://fhir.example' });`;
  check([
    // A PUT of the whole resource: the retry stores the same Slot (production-8 clinic-handler-factories.ts:22).
    ['update is a PUT of the whole resource: idempotent', `${fhir} async function h(slot) { await /*@*/fhir.update({ resourceType: 'Slot', id: slot.id, body: { ...slot, status: 'busy' } }); }`, 'write-idempotent', 'FHIR update (PUT of the whole resource)'],
    ['create writes', `${fhir} async function h(body) { await /*@*/fhir.create({ resourceType: 'Appointment', body }); }`, 'write', 'FHIR write'],
    ['read reads', `${fhir} async function h(id) { await /*@*/fhir.read({ resourceType: 'Patient', id }); }`, 'read', 'FHIR read'],
    // production-8 clinic-handler-factories.ts:46: a conditional create, its search keyed by the calendar day.
    ['create with If-None-Exist is a conditional create', `${fhir} async function h(id, body) { const day = new Date().toISOString().slice(0, 10); await /*@*/fhir.create({ resourceType: 'Task', body, options: { headers: { 'If-None-Exist': \`identifier=urn:acme:refill|\${id}-\${day}\` } } }); }`, 'write-idempotent', 'FHIR conditional create (If-None-Exist)'],
    ['create with an If-None-Exist minted per round writes', `${fhir} async function h(body) { await /*@*/fhir.create({ resourceType: 'Task', body, options: { headers: { 'If-None-Exist': \`identifier=x|\${Date.now()}\` } } }); }`, 'write', 'FHIR write'],
    ['patch edits', `${fhir} async function h(id, ops) { await /*@*/fhir.patch({ resourceType: 'Task', id, JSONPatch: ops }); }`, 'write', 'FHIR write'],
    // What a bundle does is in its entries, which are not read.
    ['transaction is not known', `${fhir} async function h(body) { await /*@*/fhir.transaction({ body }); }`, 'unknown', 'FHIR call not in the catalog'],
  ]);
});

describe('Stripe', () => {
  const stripe = `import Stripe from 'stripe'; const stripe = new Stripe('sk');`;
  check([
    ['invoices.createPreview computes, it creates nothing', `import Stripe from 'stripe'; const stripe = new Stripe('k'); async function h(c) { await /*@*/stripe.invoices.createPreview({ customer: c }); }`, 'read', 'Stripe read'],
    ['paymentIntents.create writes', `${stripe} async function h() { await /*@*/stripe.paymentIntents.create({ amount: 1 }); }`, 'write', 'Stripe write'],
    ['customers.del writes', `${stripe} async function h(id) { await /*@*/stripe.customers.del(id); }`, 'write', 'Stripe write'],
    ['create with a stable idempotencyKey is an idempotent write', `${stripe} async function h(id) { await /*@*/stripe.paymentIntents.create({ amount: 1 }, { idempotencyKey: \`invoice-\${id}\` }); }`, 'write-idempotent', 'Stripe write with a stable idempotency key'],
    ['create with a per-round idempotencyKey is still a write', `${stripe} async function h() { await /*@*/stripe.paymentIntents.create({ amount: 1 }, { idempotencyKey: crypto.randomUUID() }); }`, 'write', 'Stripe write'],
    ['a key digested from the arguments is stable', `import { createHash } from 'node:crypto'; ${stripe} async function h(id) { const idempotencyKey = createHash('sha256').update(\`order:\${id}\`).digest('hex'); await /*@*/stripe.paymentIntents.create({ amount: 1 }, { idempotencyKey }); }`, 'write-idempotent', 'Stripe write with a stable idempotency key'],
    ['a key digested from a random value is per round', `import crypto from 'node:crypto'; ${stripe} async function h() { await /*@*/stripe.paymentIntents.create({ amount: 1 }, { idempotencyKey: crypto.createHash('sha256').update(crypto.randomUUID()).digest('hex') }); }`, 'write', 'Stripe write'],
    ['a key from a project function is not known to be stable', `import { makeKey } from './keys'; ${stripe} async function h(id) { await /*@*/stripe.paymentIntents.create({ amount: 1 }, { idempotencyKey: makeKey(id) }); }`, 'write', 'Stripe write'],
    ['charges.list reads', `${stripe} async function h() { await /*@*/stripe.charges.list(); }`, 'read', 'Stripe read'],
    // What a call returned is plain data: its built-in methods read it (production-3 billing-table.ts).
    ['a built-in method on what refunds.list returned reads it', `${stripe} async function h(id) { const refunds = await stripe.refunds.list({ charge: id }); return /*@*/refunds.data.reduce((sum, r) => sum + r.amount, 0); }`, 'pure', 'Stripe response read'],
    ['a built-in method on what a create returned reads it', `${stripe} async function h() { const refund = await stripe.refunds.create({ charge: 'c' }); return /*@*/refund.id.slice(0, 8); }`, 'pure', 'Stripe response read'],
    ['customers.retrieve reads', `${stripe} async function h(id) { await /*@*/stripe.customers.retrieve(id); }`, 'read', 'Stripe read'],
    ['paymentIntents.search reads', `${stripe} async function h() { await /*@*/stripe.paymentIntents.search({ query: '' }); }`, 'read', 'Stripe read'],
    ['list().autoPagingToArray() reads', `${stripe} async function h() { await /*@*/stripe.customers.list().autoPagingToArray({ limit: 10 }); }`, 'read', 'Stripe read'],
    ['webhooks.constructEvent is pure', `${stripe} function h(b, s, k) { /*@*/stripe.webhooks.constructEvent(b, s, k); }`, 'pure', 'Stripe helper'],
    ['rawRequest POST writes', `${stripe} async function h() { await /*@*/stripe.rawRequest('POST', '/v1/things', {}); }`, 'write', 'HTTP POST'],
    ['CommonJS require("stripe")(key) builds the client', `const stripe = require('stripe')('sk'); async function h() { await /*@*/stripe.refunds.create({}); }`, 'write', 'Stripe write'],
    ['a named Stripe import works too', `import { Stripe } from 'stripe'; const s = new Stripe('sk'); async function h() { await /*@*/s.subscriptions.cancel('id'); }`, 'write', 'Stripe write'],
    ['a Stripe client held in a class field, called through this', `import Stripe from 'stripe'; class Billing { private stripe = new Stripe('sk'); async run() { await /*@*/this.stripe.invoices.list(); } }`, 'read', 'Stripe read'],
    ['new Stripe(key) is pure', `import Stripe from 'stripe'; function h() { /*@*/new Stripe('sk'); }`, 'pure', 'Stripe client set-up'],
  ]);
});

describe('GitHub (Octokit)', () => {
  const octokit = `import { Octokit } from '@octokit/rest'; const octokit = new Octokit();`;
  check([
    ['rest.search.* reads', `import { Octokit } from '@octokit/rest'; const o = new Octokit(); async function h(q) { await /*@*/o.rest.search.issuesAndPullRequests({ q }); }`, 'read', 'GitHub read'],
    // A PUT of the whole value: the retry sets the same labels (production-3 repo-express.ts).
    ['rest.issues.setLabels is an idempotent write', `${octokit} async function h(n, labels) { await /*@*/octokit.rest.issues.setLabels({ owner: 'o', repo: 'r', issue_number: n, labels }); }`, 'write-idempotent', 'GitHub write-idempotent'],
    ['rest.repos.replaceAllTopics is an idempotent write', `${octokit} async function h(names) { await /*@*/octokit.rest.repos.replaceAllTopics({ owner: 'o', repo: 'r', names }); }`, 'write-idempotent', 'GitHub write-idempotent'],
    ['rest.issues.addLabels stays a write', `${octokit} async function h(n) { await /*@*/octokit.rest.issues.addLabels({ owner: 'o', repo: 'r', issue_number: n, labels: ['x'] }); }`, 'write', 'GitHub write'],
    ['rest.actions.reRunWorkflow writes', `import { Octokit } from '@octokit/rest'; const o = new Octokit(); async function h(id) { await /*@*/o.rest.actions.reRunWorkflow({ owner: 'o', repo: 'r', run_id: id }); }`, 'write', 'GitHub write'],
    ['rest.gists.fork writes', `import { Octokit } from '@octokit/rest'; const o = new Octokit(); async function h(id) { await /*@*/o.rest.gists.fork({ gist_id: id }); }`, 'write', 'GitHub write'],
    ['octokit.rest.issues.create writes', `${octokit} async function h() { await /*@*/octokit.rest.issues.create({}); }`, 'write', 'GitHub write'],
    ['octokit.issues.create (v18 layout) writes', `${octokit} async function h() { await /*@*/octokit.issues.create({}); }`, 'write', 'GitHub write'],
    ['octokit.rest.issues.listForRepo reads', `${octokit} async function h() { await /*@*/octokit.rest.issues.listForRepo({}); }`, 'read', 'GitHub read'],
    ['octokit.rest.repos.get reads', `${octokit} async function h() { await /*@*/octokit.rest.repos.get({}); }`, 'read', 'GitHub read'],
    ['octokit.rest.repos.generateReleaseNotes computes and stores nothing', `${octokit} async function h(tag) { await /*@*/octokit.rest.repos.generateReleaseNotes({ owner: 'o', repo: 'r', tag_name: tag }); }`, 'read', 'GitHub read'],
    ['octokit.rest.issues.addLabels writes', `${octokit} async function h() { await /*@*/octokit.rest.issues.addLabels({}); }`, 'write', 'GitHub write'],
    ['octokit.rest.pulls.merge writes', `${octokit} async function h() { await /*@*/octokit.rest.pulls.merge({}); }`, 'write', 'GitHub write'],
    ['octokit.request with a POST route writes', `${octokit} async function h() { await /*@*/octokit.request('POST /repos/{owner}/{repo}/issues', {}); }`, 'write', 'HTTP POST'],
    ['octokit.request with a GET route reads', `${octokit} async function h() { await /*@*/octokit.request('GET /repos/{owner}/{repo}'); }`, 'read', 'HTTP GET'],
    ['octokit.request with a route and no verb reads', `${octokit} async function h() { await /*@*/octokit.request('/user'); }`, 'read', 'HTTP GET'],
    ['octokit.graphql mutation writes', `${octokit} async function h() { await /*@*/octokit.graphql('mutation { addStar(input: {}) { clientMutationId } }'); }`, 'write', 'GraphQL mutation'],
    ['octokit.graphql query reads', `${octokit} async function h() { await /*@*/octokit.graphql(\`query { viewer { login } }\`); }`, 'read', 'GraphQL query'],
    ['octokit.paginate reads', `${octokit} async function h() { await /*@*/octokit.paginate(octokit.rest.issues.listForRepo, {}); }`, 'read', 'GitHub read'],
    ['@octokit/request request(route) writes by verb', `import { request } from '@octokit/request'; async function h() { await /*@*/request('DELETE /repos/{owner}/{repo}'); }`, 'write', 'HTTP DELETE'],
    ['@actions/github getOctokit(token).rest.issues.createComment writes', `import { getOctokit } from '@actions/github'; const gh = getOctokit('t'); async function h() { await /*@*/gh.rest.issues.createComment({}); }`, 'write', 'GitHub write'],
  ]);
});

describe('Slack, Twilio, nodemailer, Resend, SendGrid', () => {
  const slack = `import { WebClient } from '@slack/web-api'; const slack = new WebClient('t');`;
  const twilio = `import twilio from 'twilio'; const client = twilio('sid', 'token');`;
  const mailer = `import nodemailer from 'nodemailer'; const transporter = nodemailer.createTransport({});`;
  const resend = `import { Resend } from 'resend'; const resend = new Resend('k');`;
  check([
    ['Slack chat.postMessage writes', `${slack} async function h() { await /*@*/slack.chat.postMessage({ channel: 'c', text: 't' }); }`, 'write', 'Slack write'],
    ['Slack reactions.add writes', `${slack} async function h() { await /*@*/slack.reactions.add({}); }`, 'write', 'Slack write'],
    ['Slack conversations.list reads', `${slack} async function h() { await /*@*/slack.conversations.list(); }`, 'read', 'Slack read'],
    // The retry gets the DM the first round opened (production-3 team-ops-class.ts); joining twice answers `already_in_channel`.
    ['Slack conversations.open is an idempotent write', `${slack} async function h(user) { await /*@*/slack.conversations.open({ users: user }); }`, 'write-idempotent', 'Slack write-idempotent'],
    ['Slack conversations.join is an idempotent write', `${slack} async function h(channel) { await /*@*/slack.conversations.join({ channel }); }`, 'write-idempotent', 'Slack write-idempotent'],
    ['Slack conversations.invite stays a write', `${slack} async function h(channel, users) { await /*@*/slack.conversations.invite({ channel, users }); }`, 'write', 'Slack write'],
    ['Slack users.info reads', `${slack} async function h() { await /*@*/slack.users.info({ user: 'u' }); }`, 'read', 'Slack read'],
    ['Slack search.messages reads', `${slack} async function h() { await /*@*/slack.search.messages({ query: 'q' }); }`, 'read', 'Slack read'],
    ['Bolt app.client.chat.update writes', `import { App } from '@slack/bolt'; const app = new App({}); async function h() { await /*@*/app.client.chat.update({}); }`, 'write', 'Slack write'],
    ['Bolt app.message() registers a listener', `import { App } from '@slack/bolt'; const app = new App({}); function h() { /*@*/app.message('hi', async () => {}); }`, 'pure', 'Slack app set-up'],
    ['Twilio messages.create writes', `${twilio} async function h() { await /*@*/client.messages.create({ to: 'x', body: 'y' }); }`, 'write', 'Twilio write'],
    ['Twilio calls(sid).update writes', `${twilio} async function h(sid, twiml) { await /*@*/client.calls(sid).update({ twiml }); }`, 'write', 'Twilio write'],
    ['Twilio messages.list reads', `${twilio} async function h() { await /*@*/client.messages.list({ limit: 5 }); }`, 'read', 'Twilio read'],
    ['Twilio messages(sid).fetch reads', `${twilio} async function h(sid) { await /*@*/client.messages(sid).fetch(); }`, 'read', 'Twilio read'],
    ['nodemailer sendMail writes', `${mailer} async function h() { await /*@*/transporter.sendMail({ to: 'x' }); }`, 'write', 'email sent'],
    ['nodemailer verify reads', `${mailer} async function h() { await /*@*/transporter.verify(); }`, 'read', 'nodemailer read'],
    ['nodemailer createTransport is set-up', `import nodemailer from 'nodemailer'; function h() { /*@*/nodemailer.createTransport({}); }`, 'pure', 'nodemailer set-up'],
    ['Resend emails.send writes', `${resend} async function h() { await /*@*/resend.emails.send({}); }`, 'write', 'Resend write'],
    ['Resend batch.send writes', `${resend} async function h() { await /*@*/resend.batch.send([]); }`, 'write', 'Resend write'],
    ['Resend emails.get reads', `${resend} async function h(id) { await /*@*/resend.emails.get(id); }`, 'read', 'Resend read'],
    ['Resend domains.list reads', `${resend} async function h() { await /*@*/resend.domains.list(); }`, 'read', 'Resend read'],
    ['a built-in method on what Resend returned reads it', `${resend} async function h() { const { data } = await resend.emails.list(); return /*@*/data.data.map((email) => email.id); }`, 'pure', 'Resend response read'],
    ['SendGrid sgMail.send writes', `import sgMail from '@sendgrid/mail'; async function h() { await /*@*/sgMail.send({}); }`, 'write', 'email sent'],
    ['SendGrid setApiKey is set-up', `import sgMail from '@sendgrid/mail'; function h() { /*@*/sgMail.setApiKey('k'); }`, 'pure', 'SendGrid set-up'],
    ['SendGrid client.request GET reads', `import client from '@sendgrid/client'; async function h() { await /*@*/client.request({ method: 'GET', url: '/v3/x' }); }`, 'read', 'HTTP GET'],
  ]);
});

describe('Queues: BullMQ, Kafka, AMQP, Pub/Sub', () => {
  const bull = `import { Queue } from 'bullmq'; const queue = new Queue('emails');`;
  const kafka = `import { Kafka } from 'kafkajs'; const kafka = new Kafka({}); const producer = kafka.producer(); const consumer = kafka.consumer({}); const admin = kafka.admin();`;
  const amqp = `import amqp from 'amqplib'; async function setup() { const conn = await amqp.connect('x'); return conn; }`;
  check([
    ['BullMQ queue.add writes', `${bull} async function h() { await /*@*/queue.add('send', {}); }`, 'write', 'job queue write'],
    // The queue keeps one job per id: the retry's add with the same id adds nothing.
    ['BullMQ queue.add with a stable jobId is an idempotent write', `${bull} async function h(repo) { await /*@*/queue.add('build', { repo }, { jobId: \`build:\${repo}\` }); }`, 'write-idempotent', 'job queue add with a stable job id'],
    ['BullMQ queue.add with a jobId minted per round writes', `import { randomUUID } from 'node:crypto'; ${bull} async function h(repo) { await /*@*/queue.add('build', { repo }, { jobId: randomUUID() }); }`, 'write', 'job queue write'],
    ['BullMQ upsertJobScheduler is an idempotent write', `${bull} async function h() { await /*@*/queue.upsertJobScheduler('nightly', { pattern: '0 3 * * *' }); }`, 'write-idempotent', 'job queue write-idempotent'],
    ['BullMQ queue.addBulk writes', `${bull} async function h() { await /*@*/queue.addBulk([]); }`, 'write', 'job queue write'],
    ['BullMQ queue.getJobCounts reads', `${bull} async function h() { await /*@*/queue.getJobCounts(); }`, 'read', 'job queue read'],
    ['bee-queue createJob(...).save() writes', `import BeeQueue from 'bee-queue'; const q = new BeeQueue('x'); async function h() { await /*@*/q.createJob({}).save(); }`, 'write', 'job queue write'],
    ['new Queue() is pure', `import { Queue } from 'bullmq'; function h() { /*@*/new Queue('x'); }`, 'pure', 'job queue client set-up'],
    ['Kafka producer.send writes', `${kafka} async function h() { await /*@*/producer.send({ topic: 't', messages: [] }); }`, 'write', 'Kafka message sent'],
    ['Kafka consumer.subscribe is process state', `${kafka} async function h() { await /*@*/consumer.subscribe({ topic: 't' }); }`, 'process-state', 'Kafka consumer started'],
    ['Kafka admin.createTopics writes', `${kafka} async function h() { await /*@*/admin.createTopics({ topics: [] }); }`, 'write', 'Kafka write'],
    ['Kafka admin.listTopics reads', `${kafka} async function h() { await /*@*/admin.listTopics(); }`, 'read', 'Kafka read'],
    ['Kafka producer.connect is set-up', `${kafka} async function h() { await /*@*/producer.connect(); }`, 'pure', 'Kafka client set-up'],
    ['AMQP channel.sendToQueue writes', `import amqp from 'amqplib'; const conn = await amqp.connect('x'); const ch = await conn.createChannel(); function h() { /*@*/ch.sendToQueue('q', Buffer.from('x')); }`, 'write', 'AMQP write'],
    ['AMQP channel.assertQueue is an idempotent write', `import amqp from 'amqplib'; const conn = await amqp.connect('x'); const ch = await conn.createChannel(); async function h() { await /*@*/ch.assertQueue('q'); }`, 'write-idempotent', 'AMQP write-idempotent'],
    ['AMQP channel.checkQueue reads', `import amqp from 'amqplib'; const conn = await amqp.connect('x'); const ch = await conn.createChannel(); async function h() { await /*@*/ch.checkQueue('q'); }`, 'read', 'AMQP read'],
    ['AMQP channel.consume is process state', `import amqp from 'amqplib'; const conn = await amqp.connect('x'); const ch = await conn.createChannel(); async function h() { await /*@*/ch.consume('q', () => {}); }`, 'process-state', 'AMQP consumer started'],
    ['AMQP connect is set-up', `${amqp} async function h() { await /*@*/amqp.connect('y'); }`, 'pure', 'AMQP client set-up'],
    ['Pub/Sub topic(x).publishMessage writes', `import { PubSub } from '@google-cloud/pubsub'; const pubsub = new PubSub(); async function h() { await /*@*/pubsub.topic('t').publishMessage({ data: Buffer.from('x') }); }`, 'write', 'Pub/Sub write'],
    ['Pub/Sub topic(x).exists reads', `import { PubSub } from '@google-cloud/pubsub'; const pubsub = new PubSub(); async function h() { await /*@*/pubsub.topic('t').exists(); }`, 'read', 'Pub/Sub read'],
  ]);
});

describe('node:fs and node:child_process', () => {
  check([
    // A file written whole is a PUT of it: the retry writes the same bytes to the same path, unless either is new each round.
    ['node:fs/promises writeFile is an idempotent write', `import { writeFile } from 'node:fs/promises'; async function h() { await /*@*/writeFile('x', 'y'); }`, 'write-idempotent', 'node:fs write'],
    ['writeFile of a per-round name writes', `import { writeFile } from 'node:fs/promises'; import { randomUUID } from 'node:crypto'; async function h(dir) { await /*@*/writeFile(\`\${dir}/\${randomUUID()}.json\`, '{}'); }`, 'write', 'node:fs write'],
    ['writeFile of per-round contents writes', `import { writeFile } from 'node:fs/promises'; import { randomUUID } from 'node:crypto'; async function h(path) { await /*@*/writeFile(path, JSON.stringify({ token: randomUUID() })); }`, 'write', 'node:fs write'],
    ['node:fs/promises readFile reads', `import { readFile } from 'node:fs/promises'; async function h() { await /*@*/readFile('x', 'utf8'); }`, 'read', 'node:fs read'],
    // `mkdir -p` makes what is missing: the retry finds the tree and adds nothing; a plain mkdir fails on it (EEXIST).
    ['fs.mkdir with recursive: true is an idempotent write', `import { promises as fs } from 'node:fs'; async function h(dir) { await /*@*/fs.mkdir(dir, { recursive: true }); }`, 'write-idempotent', 'node:fs directory made if missing'],
    ['fs.mkdir without recursive writes', `import { mkdir } from 'node:fs/promises'; async function h(dir) { await /*@*/mkdir(dir); }`, 'write', 'node:fs write'],
    ['fs-extra ensureDir is an idempotent write', `import fse from 'fs-extra'; async function h(dir) { await /*@*/fse.ensureDir(dir); }`, 'write-idempotent', 'node:fs directory made if missing'],
    ['fs.existsSync reads', `import fs from 'fs'; function h() { /*@*/fs.existsSync('x'); }`, 'read', 'node:fs read'],
    ['fs.promises.mkdir -p is an idempotent write', `import * as fs from 'node:fs'; async function h() { await /*@*/fs.promises.mkdir('x', { recursive: true }); }`, 'write-idempotent', 'node:fs directory made if missing'],
    ['TypeScript import-equals fs.writeFileSync writes', `import fs = require('fs'); function h() { /*@*/fs.writeFileSync('x', 'y'); }`, 'write-idempotent', 'node:fs write'],
    ['fs.appendFileSync writes', `const fs = require('fs'); function h() { /*@*/fs.appendFileSync('log', 'x'); }`, 'write', 'node:fs write'],
    ['fs.createWriteStream writes', `import { createWriteStream } from 'fs'; function h() { /*@*/createWriteStream('x'); }`, 'write', 'node:fs write'],
    ['fs.rm writes', `import { rm } from 'fs/promises'; async function h() { await /*@*/rm('x', { force: true }); }`, 'write', 'node:fs write'],
    ['fs.stat reads', `import { stat } from 'fs/promises'; async function h() { await /*@*/stat('x'); }`, 'read', 'node:fs read'],
    ['fs-extra outputJson writes', `import fse from 'fs-extra'; async function h() { await /*@*/fse.outputJson('x', {}); }`, 'write-idempotent', 'node:fs write'],
    ['open with "w" writes', `import { open } from 'node:fs/promises'; async function h() { await /*@*/open('x', 'w'); }`, 'write', 'node:fs write'],
    ['open without flags reads', `import { open } from 'node:fs/promises'; async function h() { await /*@*/open('x'); }`, 'read', 'node:fs read'],
    ['a file handle opened for writing writes', `import { open } from 'node:fs/promises'; async function h() { const fh = await open('x', 'a'); await /*@*/fh.write('y'); }`, 'write', 'node:fs write'],
    ['fs.watch is process state', `import fs from 'node:fs'; function h() { /*@*/fs.watch('x'); }`, 'process-state', 'file watcher started'],
    ['child_process exec writes', `import { exec } from 'node:child_process'; function h() { /*@*/exec('make build'); }`, 'write', 'child process started'],
    ['child_process exec of ls only reads', `import { exec } from 'node:child_process'; function h() { /*@*/exec('ls -la'); }`, 'read', '`ls` only reads'],
    ['child_process spawnSync writes', `import cp from 'child_process'; function h() { /*@*/cp.spawnSync('ls'); }`, 'write', 'child process started'],
    ['execa writes', `import { execa } from 'execa'; async function h() { await /*@*/execa('ls'); }`, 'write', 'child process started'],
    ['cross-spawn default export writes', `import spawn from 'cross-spawn'; function h() { /*@*/spawn('ls'); }`, 'write', 'child process started'],
    // A git subcommand that only reads reads, whatever runs it (the promisified `execFile` included).
    ['execFile of `git rev-parse` after -C <dir> reads', `import { execFile } from 'node:child_process'; function h(dir) { /*@*/execFile('git', ['-C', dir, 'rev-parse', 'HEAD']); }`, 'read', '`git rev-parse` reads the repository'],
    ['promisified execFile of `git log` reads', `import { execFile } from 'node:child_process'; import { promisify } from 'node:util'; const run = promisify(execFile); async function h() { await /*@*/run('git', ['log', '--oneline', '-5']); }`, 'read', '`git log` reads the repository'],
    ['exec of a `git status` command line reads', `import { exec } from 'node:child_process'; function h() { /*@*/exec('git status --porcelain'); }`, 'read', '`git status` reads the repository'],
    ['spawn of `git push` writes', `import { spawn } from 'node:child_process'; function h() { /*@*/spawn('git', ['push', 'origin', 'main']); }`, 'write', 'child process started'],
    ['execFile of `git tag` after -C <dir> writes', `import { execFile } from 'node:child_process'; function h(dir, v) { /*@*/execFile('git', ['-C', dir, 'tag', '-a', v]); }`, 'write', 'child process started'],
    ['a git command line with a pipe writes (the shell may do anything)', `import { execSync } from 'node:child_process'; function h() { /*@*/execSync('git log | tee out.txt'); }`, 'write', 'child process started'],
    ['git with its arguments in a variable writes (not known)', `import { execFile } from 'node:child_process'; function h(args) { /*@*/execFile('git', args); }`, 'write', 'child process started'],
    ['git with an unwritten word before the subcommand writes', `import { execFile } from 'node:child_process'; function h(sub) { /*@*/execFile('git', [sub, 'HEAD']); }`, 'write', 'child process started'],
    ['execa of `git diff` reads', `import { execa } from 'execa'; async function h() { await /*@*/execa('git', ['diff', '--stat']); }`, 'read', '`git diff` reads the repository'],
    ['fork writes', `import { fork } from 'node:child_process'; function h() { /*@*/fork('./worker.js'); }`, 'write', 'child process started'],
    ['execFile of `node -p` reads (it prints a value)', `import { execFile } from 'node:child_process'; function h() { /*@*/execFile('node', ['-p', 'require("./package.json").version']); }`, 'read', '`node -p` prints a value'],
    ['execFile of `node -e` writes (it runs any code)', `import { execFile } from 'node:child_process'; function h(code) { /*@*/execFile('node', ['-e', code]); }`, 'write', 'child process started'],
    ['execFile of a node script writes', `import { execFile } from 'node:child_process'; function h() { /*@*/execFile('node', ['scripts/migrate.js']); }`, 'write', 'child process started'],
    // A package script that builds or checks the checkout rewrites the same local output when it runs again.
    ['execFile of `npm run docs:build` rebuilds local output', `import { execFile } from 'node:child_process'; function h(dir) { /*@*/execFile('npm', ['run', 'docs:build'], { cwd: dir }); }`, 'write-idempotent', '`npm run docs:build` rebuilds local output'],
    ['exec of `pnpm test` rebuilds local output', `import { exec } from 'node:child_process'; function h() { /*@*/exec('pnpm test'); }`, 'write-idempotent', '`pnpm test` rebuilds local output'],
    ['execa of `yarn run type-check` rebuilds local output', `import { execa } from 'execa'; async function h() { await /*@*/execa('yarn', ['run', 'type-check']); }`, 'write-idempotent', 'rebuilds local output'],
    ['`npm run deploy` writes', `import { execFile } from 'node:child_process'; function h() { /*@*/execFile('npm', ['run', 'deploy']); }`, 'write', 'child process started'],
    ['`npm run build-and-deploy` writes (the name says more than a build)', `import { execFile } from 'node:child_process'; function h() { /*@*/execFile('npm', ['run', 'build-and-deploy']); }`, 'write', 'child process started'],
    ['`npm run release:build` writes', `import { exec } from 'node:child_process'; function h() { /*@*/exec('npm run release:build'); }`, 'write', 'child process started'],
    ['`npm publish` writes', `import { exec } from 'node:child_process'; function h() { /*@*/exec('npm publish'); }`, 'write', 'child process started'],
    ['`npm run` of a script in a variable writes (not known)', `import { execFile } from 'node:child_process'; function h(script) { /*@*/execFile('npm', ['run', script]); }`, 'write', 'child process started'],
    ['`npm run build && npm publish` writes (shell syntax)', `import { execSync } from 'node:child_process'; function h() { /*@*/execSync('npm run build && npm publish'); }`, 'write', 'child process started'],
    ['a child process method the catalog does not list is unknown', `import { spawn } from 'node:child_process'; const child = spawn('x'); function h() { /*@*/child.kill(); }`, 'unknown', 'node:child_process call not in the catalog'],
  ]);
});

describe('LLM SDKs: OpenAI, Anthropic, Gemini, AI SDK', () => {
  const openai = `import OpenAI from 'openai'; const openai = new OpenAI();`;
  const anthropic = `import Anthropic from '@anthropic-ai/sdk'; const anthropic = new Anthropic();`;
  check([
    ['openai chat.completions.create costs', `${openai} async function h() { await /*@*/openai.chat.completions.create({}); }`, 'cost', 'OpenAI billable call'],
    ['openai responses.create costs', `${openai} async function h() { await /*@*/openai.responses.create({}); }`, 'cost', 'OpenAI billable call'],
    ['openai embeddings.create costs', `${openai} async function h() { await /*@*/openai.embeddings.create({}); }`, 'cost', 'OpenAI billable call'],
    ['openai images.generate costs', `${openai} async function h() { await /*@*/openai.images.generate({}); }`, 'cost', 'OpenAI billable call'],
    ['openai audio.speech.create costs', `${openai} async function h() { await /*@*/openai.audio.speech.create({}); }`, 'cost', 'OpenAI billable call'],
    ['openai beta.chat.completions.parse costs', `${openai} async function h() { await /*@*/openai.beta.chat.completions.parse({}); }`, 'cost', 'OpenAI billable call'],
    ['openai files.create writes', `${openai} async function h() { await /*@*/openai.files.create({}); }`, 'write', 'OpenAI write'],
    ['openai vectorStores.files.create writes', `${openai} async function h() { await /*@*/openai.vectorStores.files.create('vs', {}); }`, 'write', 'OpenAI write'],
    ['openai fineTuning.jobs.create writes', `${openai} async function h() { await /*@*/openai.fineTuning.jobs.create({}); }`, 'write', 'OpenAI write'],
    ['openai batches.create writes', `${openai} async function h() { await /*@*/openai.batches.create({}); }`, 'write', 'OpenAI write'],
    ['openai files.del writes', `${openai} async function h(id) { await /*@*/openai.files.del(id); }`, 'write', 'OpenAI write'],
    ['openai models.list reads', `${openai} async function h() { await /*@*/openai.models.list(); }`, 'read', 'OpenAI read'],
    ['openai files.retrieve reads', `${openai} async function h(id) { await /*@*/openai.files.retrieve(id); }`, 'read', 'OpenAI read'],
    ['openai webhooks.unwrap is pure', `${openai} function h(b, hd) { /*@*/openai.webhooks.unwrap(b, hd); }`, 'pure', 'OpenAI helper'],
    ['anthropic messages.create costs', `${anthropic} async function h() { await /*@*/anthropic.messages.create({}); }`, 'cost', 'Anthropic billable call'],
    ['anthropic beta.messages.create costs', `${anthropic} async function h() { await /*@*/anthropic.beta.messages.create({}); }`, 'cost', 'Anthropic billable call'],
    ['anthropic messages.countTokens reads', `${anthropic} async function h() { await /*@*/anthropic.messages.countTokens({}); }`, 'read', 'Anthropic read'],
    ['anthropic messages.batches.create writes', `${anthropic} async function h() { await /*@*/anthropic.messages.batches.create({}); }`, 'write', 'Anthropic write'],
    ['anthropic models.list reads', `${anthropic} async function h() { await /*@*/anthropic.models.list(); }`, 'read', 'Anthropic read'],
    ['Gemini models.generateContent costs', `import { GoogleGenAI } from '@google/genai'; const ai = new GoogleGenAI({}); async function h() { await /*@*/ai.models.generateContent({}); }`, 'cost', 'Gemini billable call'],
    ['Gemini models.countTokens reads', `import { GoogleGenAI } from '@google/genai'; const ai = new GoogleGenAI({}); async function h() { await /*@*/ai.models.countTokens({}); }`, 'read', 'Google GenAI read'],
    ['Gemini files.upload writes', `import { GoogleGenAI } from '@google/genai'; const ai = new GoogleGenAI({}); async function h() { await /*@*/ai.files.upload({}); }`, 'write', 'Google GenAI write'],
    ['Gemini chats.create is set-up', `import { GoogleGenAI } from '@google/genai'; const ai = new GoogleGenAI({}); function h() { /*@*/ai.chats.create({}); }`, 'pure', 'Gemini set-up'],
    ['AI SDK generateText costs', `import { generateText } from 'ai'; async function h(model) { await /*@*/generateText({ model, prompt: 'x' }); }`, 'cost', 'LLM billable call'],
    ['AI SDK tool() is pure', `import { tool } from 'ai'; function h() { /*@*/tool({}); }`, 'pure', 'AI SDK helper'],
  ]);
});

describe('logging, telemetry, MCP SDK and pure libraries by module', () => {
  check([
    ['a pino instance under any name logs', `import pino from 'pino'; const out = pino(); function h() { /*@*/out.info('x'); }`, 'log', 'logger call'],
    ['winston createLogger() result logs', `import winston from 'winston'; const w = winston.createLogger({}); function h() { /*@*/w.warn('x'); }`, 'log', 'logger call'],
    ['a debug namespace logs', `import createDebug from 'debug'; const dbg = createDebug('app'); function h() { /*@*/dbg('x'); }`, 'log', 'logger call'],
    ['OpenTelemetry tracer.startActiveSpan is telemetry', `import { trace } from '@opentelemetry/api'; const t = trace.getTracer('x'); function h() { /*@*/t.startActiveSpan('s', (s) => s.end()); }`, 'log', 'telemetry'],
    ['Sentry.captureException is telemetry', `import * as Sentry from '@sentry/node'; function h(e) { /*@*/Sentry.captureException(e); }`, 'log', 'telemetry'],
    // The scope `withScope` hands its callback is Sentry's, whatever it is called (issue 20: `addAttachment` is no write).
    ['a Sentry scope given to a withScope callback is telemetry', `import { withScope } from '@sentry/core'; function h(data) { withScope((scopeInstance) => { /*@*/scopeInstance.addAttachment({ data, filename: 'a' }); }); }`, 'log', 'telemetry'],
    ['a Sentry scope from Sentry.withScope, setContext', `import * as Sentry from '@sentry/node'; function h(e) { Sentry.withScope((scope) => { /*@*/scope.setContext('log', e); }); }`, 'log', 'telemetry'],
    // Not telemetry: a client called inside a Sentry span's callback (its parameter is the span, not the client).
    ['a Stripe call inside a Sentry span callback stays a write', `import * as Sentry from '@sentry/node'; import Stripe from 'stripe'; const stripe = new Stripe('k'); function h() { Sentry.startSpan({ name: 'pay' }, async () => { await /*@*/stripe.charges.create({}); }); }`, 'write', 'Stripe write'],
    ['an OpenTelemetry span given to a startActiveSpan callback is telemetry', `import { trace } from '@opentelemetry/api'; const t = trace.getTracer('x'); function h() { t.startActiveSpan('s', (current) => { /*@*/current.addEvent('done'); }); }`, 'log', 'telemetry'],
    ['MCP SDK inputRequired() is pure', `import { inputRequired } from '@modelcontextprotocol/server'; function h() { return /*@*/inputRequired({ inputRequests: {} }); }`, 'pure', 'MCP SDK helper'],
    ['MCP SDK server.registerTool is pure', `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'; const server = new McpServer({}); function h() { /*@*/server.registerTool('x', {}, async () => ({ content: [] })); }`, 'pure', 'MCP SDK helper'],
    ['an RxJS operator is pure (it builds a stream)', `import { from, mergeMap } from 'rxjs'; function h(x, f) { return from(x).pipe(/*@*/mergeMap(f)); }`, 'pure', 'RxJS operator'],
    ['an RxJS pipe on a stream is pure', `import { of, map } from 'rxjs'; function h(x) { return /*@*/of(x).pipe(map((v) => v + 1)); }`, 'pure', 'RxJS operator'],
    // Running a stream built elsewhere runs what is in it, which this call does not show.
    ['lastValueFrom of a stream is not known', `import { lastValueFrom } from 'rxjs'; async function h(stream) { await /*@*/lastValueFrom(stream); }`, 'unknown', 'runs an RxJS stream'],
    ['node:path join is pure', `import path from 'node:path'; function h(a) { /*@*/path.join(a, 'b'); }`, 'pure', 'pure library call'],
    // production-8 ledger-hoisted-handlers.ts:115: signing a request is no write, whatever `authorize` says.
    ['oauth-1.0a authorize signs a request: pure', `import OAuth from 'oauth-1.0a'; const oauth = new OAuth({ consumer: { key: 'k', secret: 's' } }); function h(url) { return /*@*/oauth.authorize({ url, method: 'POST' }, { key: 't', secret: 's' }); }`, 'pure', 'pure library call'],
    ['zod schema parse is pure', `import { z } from 'zod'; const schema = z.object({}); function h(x) { /*@*/schema.parse(x); }`, 'pure', 'pure library call'],
    ['node:crypto randomUUID is pure', `import { randomUUID } from 'node:crypto'; function h() { /*@*/randomUUID(); }`, 'pure', 'pure library call'],
    ['a createHash(...).update(...).digest() chain is pure', `import { createHash } from 'node:crypto'; function h(x) { /*@*/createHash('sha256').update(x).digest('hex'); }`, 'pure', 'pure library call'],
  ]);
});

describe('Kysely, Supabase, Firebase Admin, Google Cloud Storage, BigQuery', () => {
  const kysely = `import { Kysely } from 'kysely'; const db = new Kysely({ dialect });`;
  const supabase = `import { createClient } from '@supabase/supabase-js'; const supabase = createClient('url', 'key');`;
  const firebase = `import { getFirestore } from 'firebase-admin/firestore'; const db = getFirestore();`;
  const gcs = `import { Storage } from '@google-cloud/storage'; const storage = new Storage();`;
  const bigquery = `import { BigQuery } from '@google-cloud/bigquery'; const bq = new BigQuery();`;
  check([
    ['Kysely insertInto(...).values().execute() writes', `${kysely} async function h() { await /*@*/db.insertInto('orders').values({ id: 1 }).execute(); }`, 'write', 'Kysely write'],
    ['Kysely selectFrom(...).selectAll().execute() reads', `${kysely} async function h() { await /*@*/db.selectFrom('orders').selectAll().execute(); }`, 'read', 'Kysely read'],
    ['Kysely schema.createTable writes', `${kysely} async function h() { await /*@*/db.schema.createTable('t').execute(); }`, 'write', 'Kysely schema change'],
    ['Supabase from(t).insert() writes', `${supabase} async function h() { await /*@*/supabase.from('orders').insert({ id: 1 }); }`, 'write', 'Supabase write'],
    ['Supabase from(t).upsert() is an idempotent write', `${supabase} async function h() { await /*@*/supabase.from('orders').upsert({ id: 1 }); }`, 'write-idempotent', 'Supabase write-idempotent'],
    ['Supabase from(t).select().eq() reads', `${supabase} async function h() { await /*@*/supabase.from('orders').select('*').eq('id', 1); }`, 'read', 'Supabase read'],
    ['Supabase from(t).select(..., { count, head }).eq().single() reads', `${supabase} async function h(id) { await /*@*/supabase.from('w').select('*', { count: 'exact', head: true }).eq('id', id).single(); }`, 'read', 'Supabase read'],
    ['Supabase insert().select().single() writes', `${supabase} async function h(n) { await /*@*/supabase.from('w').insert({ n }).select().single(); }`, 'write', 'Supabase write'],
    ['Supabase upsert of a value with new Date() stays idempotent', `${supabase} async function h(id) { await /*@*/supabase.from('p').upsert({ id, seen_at: new Date().toISOString() }); }`, 'write-idempotent', 'Supabase write-idempotent'],
    ['Supabase storage upload writes', `${supabase} async function h(f) { await /*@*/supabase.storage.from('docs').upload('a.pdf', f); }`, 'write', 'Supabase Storage write'],
    ['Supabase storage createSignedUrl reads', `${supabase} async function h() { await /*@*/supabase.storage.from('docs').createSignedUrl('a.pdf', 60); }`, 'read', 'Supabase read'],
    ['Supabase auth.admin.inviteUserByEmail writes', `${supabase} async function h(e) { await /*@*/supabase.auth.admin.inviteUserByEmail(e); }`, 'write', 'Supabase Auth admin write'],
    ['Firestore collection(c).add() writes', `${firebase} async function h(v) { await /*@*/db.collection('orders').add(v); }`, 'write', 'Firebase Admin write'],
    ['Firestore doc(id).set() is an idempotent write', `${firebase} async function h(v) { await /*@*/db.collection('orders').doc('1').set(v); }`, 'write-idempotent', 'Firebase Admin write-idempotent'],
    ['Firestore doc(id).get() reads', `${firebase} async function h() { await /*@*/db.collection('orders').doc('1').get(); }`, 'read', 'Firebase Admin read'],
    ['Firebase messaging().send() writes', `import { getMessaging } from 'firebase-admin/messaging'; async function h(m) { await /*@*/getMessaging().send(m); }`, 'write', 'Firebase message sent'],
    ['Firebase auth().createUser() writes', `import admin from 'firebase-admin'; async function h(u) { await /*@*/admin.auth().createUser(u); }`, 'write', 'Firebase Auth write'],
    ['GCS file(...).save() writes', `${gcs} async function h(b) { await /*@*/storage.bucket('b').file('a.txt').save(b); }`, 'write', 'Google Cloud Storage write'],
    ['GCS file(...).download() reads', `${gcs} async function h() { await /*@*/storage.bucket('b').file('a.txt').download(); }`, 'read', 'Google Cloud Storage read'],
    // BigQuery jobs by the SQL they run: a query job of a SELECT reads, though its name starts with "create".
    ['BigQuery createQueryJob of a SELECT reads', `${bigquery} async function h(p) { await /*@*/bq.createQueryJob({ query: 'SELECT * FROM t WHERE p = @p', params: { p } }); }`, 'read', 'SQL SELECT'],
    ['BigQuery query of a DELETE writes', `${bigquery} async function h(day) { await /*@*/bq.query({ query: 'DELETE FROM reporting.daily WHERE day = @day', params: { day } }); }`, 'write', 'SQL DELETE'],
    ['BigQuery query of SQL text given as a string reads', `${bigquery} async function h() { await /*@*/bq.query('SELECT 1'); }`, 'read', 'SQL SELECT'],
    ['BigQuery streaming insert writes', `${bigquery} async function h(rows) { await /*@*/bq.dataset('d').table('t').insert(rows); }`, 'write', 'BigQuery write'],
    ['BigQuery getQueryResults of a job reads', `${bigquery} async function h(job) { const [made] = await bq.createQueryJob({ query: 'SELECT 1' }); await /*@*/bq.job(made.id).getQueryResults(); }`, 'read', 'BigQuery read'],
  ]);
});

describe('SaaS clients: Google APIs, Linear, Notion, Jira, PagerDuty, GitLab, Mailchimp, Postmark', () => {
  const google = `import { google } from 'googleapis'; const gmail = google.gmail({ version: 'v1', auth }); const calendar = google.calendar({ version: 'v3', auth }); const drive = google.drive({ version: 'v3', auth });`;
  check([
    ['graphql-request request(url, mutation) writes', `import { request, gql } from 'graphql-request'; async function h(id) { await /*@*/request('https://api.example.com/graphql', gql\`mutation { archive(id: 1) { id } }\`); }`, 'write', 'GraphQL mutation'],
    ['a GraphQLClient request(query) reads', `import { GraphQLClient } from 'graphql-request'; const client = new GraphQLClient('https://x'); const Q = \`query { viewer { id } }\`; async function h() { await /*@*/client.request(Q); }`, 'read', 'GraphQL query'],
    ['Apollo client.mutate writes', `import { ApolloClient, gql } from '@apollo/client'; const client = new ApolloClient({}); async function h(M) { await /*@*/client.mutate({ mutation: M }); }`, 'write', 'GraphQL mutation'],
    ['Apollo client.query reads', `import { ApolloClient } from '@apollo/client'; const client = new ApolloClient({}); async function h(Q) { await /*@*/client.query({ query: Q }); }`, 'read', 'GraphQL query'],
    ['gql itself only parses', `import { gql } from '@apollo/client'; const M = /*@*/gql\`mutation { archive(id: 1) { id } }\`;`, 'pure', 'GraphQL document'],
    ['Gmail users.messages.send writes', `${google} async function h(raw) { await /*@*/gmail.users.messages.send({ userId: 'me', requestBody: { raw } }); }`, 'write', 'Google APIs write'],
    ['Gmail users.messages.modify writes', `${google} async function h(id) { await /*@*/gmail.users.messages.modify({ userId: 'me', id, requestBody: {} }); }`, 'write', 'Google APIs write'],
    ['Gmail users.messages.list reads', `${google} async function h() { await /*@*/gmail.users.messages.list({ userId: 'me' }); }`, 'read', 'Google APIs read'],
    ['Calendar events.insert writes', `${google} async function h(e) { await /*@*/calendar.events.insert({ calendarId: 'primary', requestBody: e }); }`, 'write', 'Google APIs write'],
    ['Drive files.get reads', `${google} async function h(fileId) { await /*@*/drive.files.get({ fileId }); }`, 'read', 'Google APIs read'],
    ['google.gmail() itself is set-up', `${google} function h() { /*@*/google.gmail({ version: 'v1' }); }`, 'pure', 'Google APIs client set-up'],
    ['Linear createIssue writes', `import { LinearClient } from '@linear/sdk'; const linear = new LinearClient({ apiKey }); async function h(i) { await /*@*/linear.createIssue(i); }`, 'write', 'Linear write'],
    ['Linear issue(id) reads', `import { LinearClient } from '@linear/sdk'; const linear = new LinearClient({ apiKey }); async function h(id) { await /*@*/linear.issue(id); }`, 'read', 'Linear read'],
    ['Linear rawRequest of a mutation writes', `import { LinearClient } from '@linear/sdk'; const linear = new LinearClient({ apiKey }); async function h() { await /*@*/linear.client.rawRequest('mutation { issueArchive(id: "1") { success } }'); }`, 'write', 'GraphQL mutation'],
    ['Notion pages.create writes', `import { Client } from '@notionhq/client'; const notion = new Client({ auth }); async function h(p) { await /*@*/notion.pages.create(p); }`, 'write', 'Notion write'],
    ['Notion blocks.children.append writes', `import { Client } from '@notionhq/client'; const notion = new Client({ auth }); async function h(b) { await /*@*/notion.blocks.children.append(b); }`, 'write', 'Notion write'],
    ['Notion databases.query reads', `import { Client } from '@notionhq/client'; const notion = new Client({ auth }); async function h(q) { await /*@*/notion.databases.query(q); }`, 'read', 'Notion read'],
    ['jira.js issues.createIssue writes', `import { Version3Client } from 'jira.js'; const jira = new Version3Client({ host }); async function h(f) { await /*@*/jira.issues.createIssue({ fields: f }); }`, 'write', 'Jira write'],
    ['jira.js issues.doTransition writes', `import { Version3Client } from 'jira.js'; const jira = new Version3Client({ host }); async function h(id) { await /*@*/jira.issues.doTransition({ issueIdOrKey: id, transition: { id: '31' } }); }`, 'write', 'Jira write'],
    ['jira.js issueSearch.searchForIssuesUsingJql reads', `import { Version3Client } from 'jira.js'; const jira = new Version3Client({ host }); async function h(jql) { await /*@*/jira.issueSearch.searchForIssuesUsingJql({ jql }); }`, 'read', 'Jira read'],
    ['jira-client addNewIssue writes', `import JiraApi from 'jira-client'; const jira = new JiraApi({ host }); async function h(i) { await /*@*/jira.addNewIssue(i); }`, 'write', 'Jira write'],
    ['PagerDuty event() writes', `import { event } from '@pagerduty/pdjs'; async function h(data) { await /*@*/event({ data }); }`, 'write', 'PagerDuty write without an id'],
    ['PagerDuty api().post writes', `import { api } from '@pagerduty/pdjs'; const pd = api({ token }); async function h(data) { await /*@*/pd.post('/incidents', { data }); }`, 'write', 'HTTP POST'],
    ['PagerDuty api().get reads', `import { api } from '@pagerduty/pdjs'; const pd = api({ token }); async function h() { await /*@*/pd.get('/incidents'); }`, 'read', 'HTTP GET'],
    ['gitbeaker MergeRequests.accept writes', `import { Gitlab } from '@gitbeaker/rest'; const gl = new Gitlab({ token }); async function h(p, iid) { await /*@*/gl.MergeRequests.accept(p, iid); }`, 'write', 'GitLab write'],
    ['gitbeaker Issues.all reads', `import { Gitlab } from '@gitbeaker/rest'; const gl = new Gitlab({ token }); async function h(p) { await /*@*/gl.Issues.all({ projectId: p }); }`, 'read', 'GitLab read'],
    ['Mailchimp lists.addListMember writes', `import mailchimp from '@mailchimp/mailchimp_marketing'; async function h(id, m) { await /*@*/mailchimp.lists.addListMember(id, m); }`, 'write', 'Mailchimp write'],
    ['Mailchimp lists.setListMember is an idempotent write', `import mailchimp from '@mailchimp/mailchimp_marketing'; async function h(id, hash, m) { await /*@*/mailchimp.lists.setListMember(id, hash, m); }`, 'write-idempotent', 'Mailchimp write-idempotent'],
    ['Mailchimp lists.getListMember reads', `import mailchimp from '@mailchimp/mailchimp_marketing'; async function h(id, hash) { await /*@*/mailchimp.lists.getListMember(id, hash); }`, 'read', 'Mailchimp read'],
    ['Mailchimp setConfig is set-up', `import mailchimp from '@mailchimp/mailchimp_marketing'; function h() { /*@*/mailchimp.setConfig({ apiKey }); }`, 'pure', 'Mailchimp set-up'],
    ['Postmark sendEmail writes', `import { ServerClient } from 'postmark'; const pm = new ServerClient('token'); async function h(m) { await /*@*/pm.sendEmail(m); }`, 'write', 'Postmark write'],
    ['Postmark getBounces reads', `import { ServerClient } from 'postmark'; const pm = new ServerClient('token'); async function h() { await /*@*/pm.getBounces(); }`, 'read', 'Postmark read'],
  ]);
});

describe('Messaging: NATS, QStash, Upstash Vector', () => {
  check([
    ['NATS publish writes', `import { connect } from 'nats'; const nc = await connect(); function h(d) { /*@*/nc.publish('orders.created', d); }`, 'write', 'NATS write'],
    ['NATS JetStream publish writes', `import { connect } from 'nats'; const nc = await connect(); async function h(d) { await /*@*/nc.jetstream().publish('orders', d); }`, 'write', 'NATS write'],
    ['NATS KV get reads', `import { connect } from 'nats'; const nc = await connect(); async function h() { const kv = await nc.jetstream().views.kv('b'); await /*@*/kv.get('k'); }`, 'read', 'NATS read'],
    ['NATS subscribe is process state', `import { connect } from 'nats'; const nc = await connect(); function h() { /*@*/nc.subscribe('x'); }`, 'process-state', 'NATS subscription'],
    ['QStash publishJSON writes', `import { Client } from '@upstash/qstash'; const q = new Client({ token }); async function h(b) { await /*@*/q.publishJSON({ url: 'https://x', body: b }); }`, 'write', 'QStash write'],
    ['QStash messages.get reads', `import { Client } from '@upstash/qstash'; const q = new Client({ token }); async function h(id) { await /*@*/q.messages.get(id); }`, 'read', 'QStash read'],
    ['Upstash Vector upsert is an idempotent write', `import { Index } from '@upstash/vector'; const index = new Index(); async function h(v) { await /*@*/index.upsert(v); }`, 'write-idempotent', 'Upstash Vector write-idempotent'],
    ['Upstash Vector query reads', `import { Index } from '@upstash/vector'; const index = new Index(); async function h(v) { await /*@*/index.query({ vector: v, topK: 3 }); }`, 'read', 'Upstash Vector read'],
  ]);
});

describe('Elasticsearch, Algolia, Temporal, Inngest, Salesforce, Discord, Telegram, Bun (production-5)', () => {
  const typeorm = `import { DataSource } from 'typeorm'; const ds = new DataSource({});`;
  const mikro = `import { MikroORM } from '@mikro-orm/core'; const orm = await MikroORM.init({});`;
  const plaid = `import { PlaidApi } from 'plaid'; const plaid = new PlaidApi({});`;
  const bt = `import braintree from 'braintree'; const gateway = new braintree.BraintreeGateway({ environment: braintree.Environment.Production });`;
  const minio = `import * as Minio from 'minio'; const storage = new Minio.Client({ endPoint: 'x' });`;
  const meili = `import { MeiliSearch } from 'meilisearch'; const meili = new MeiliSearch({ host: 'x' });`;
  const duffel = `import { Duffel } from '@duffel/api'; const duffel = new Duffel({ token: 'x' });`;
  const b2 = `import B2 from 'backblaze-b2'; const b2 = new B2({ applicationKeyId: 'k', applicationKey: 's' });`;
  const mistral = `import { Mistral } from '@mistralai/mistralai'; const mistral = new Mistral({ apiKey: 'k' });`;
  const gc = `import gocardless from 'gocardless-nodejs'; const client = gocardless('token', 'live');`;
  const xero = `import { XeroClient } from 'xero-node'; const xero = new XeroClient({});`;
  const cql = `import cassandra from 'cassandra-driver'; const cql = new cassandra.Client({ contactPoints: ['x'] });`;
  const pg = `import { Pool } from 'pg'; const pool = new Pool();`;
  const neo = `import neo4j from 'neo4j-driver'; const session = neo4j.driver('bolt://x', neo4j.auth.basic('u', 'p')).session();`;
  const sq = `import { SquareClient } from 'square'; const square = new SquareClient({ token: 'x' });`;
  const es = `import { Client } from '@elastic/elasticsearch'; const es = new Client({ node: 'x' });`;
  const algolia = `import { algoliasearch } from 'algoliasearch'; const client = algoliasearch('app', 'key');`;
  const temporal = `import { Client } from '@temporalio/client'; const temporal = new Client();`;
  const sf = `import jsforce from 'jsforce'; const conn = new jsforce.Connection({});`;
  const eth = `import { Contract, JsonRpcProvider, Wallet, formatEther } from 'ethers'; const provider = new JsonRpcProvider('x'); const wallet = new Wallet('k', provider); const usdc = new Contract('a', [], wallet);`;
  const hs = `import { Client } from '@hubspot/api-client'; const hubspot = new Client({ accessToken: 'x' });`;
  const discord = `import { Client } from 'discord.js'; const client = new Client({ intents: [] });`;
  const clerk = `import { createClerkClient } from '@clerk/backend'; class Support { private readonly clerk = createClerkClient({ secretKey: 'k' });`;
  const telegraf = `import { Telegraf } from 'telegraf'; const bot = new Telegraf('t');`;
  check([
    ['Elasticsearch index without an id adds a document', `${es} async function h(docId) { await /*@*/es.index({ index: 'log', document: { docId } }); }`, 'write', 'Elasticsearch write without an id'],
    ['Elasticsearch index with an id overwrites it: idempotent', `${es} async function h(id, title) { await /*@*/es.index({ index: 'docs', id, document: { title } }); }`, 'write-idempotent', 'Elasticsearch write under the id it names'],
    ['Elasticsearch index with an id minted per round writes', `${es} async function h(title) { await /*@*/es.index({ index: 'docs', id: crypto.randomUUID(), document: { title } }); }`, 'write', 'Elasticsearch write under the id it names with `crypto.randomUUID()`, new on each round'],
    ['OpenSearch bulk writes', `import { Client } from '@opensearch-project/opensearch'; const os = new Client({}); async function h(ops) { await /*@*/os.bulk({ operations: ops }); }`, 'write', 'Elasticsearch write'],
    ['Elasticsearch updateByQuery writes', `${es} async function h(id) { await /*@*/es.updateByQuery({ index: 'docs', query: { ids: { values: [id] } } }); }`, 'write', 'Elasticsearch write'],
    ['Elasticsearch search reads', `${es} async function h(q) { await /*@*/es.search({ index: 'docs', query: q }); }`, 'read', 'Elasticsearch read'],
    ['Elasticsearch indices.exists reads', `${es} async function h(i) { await /*@*/es.indices.exists({ index: i }); }`, 'read', 'Elasticsearch read'],
    ['Elasticsearch updateAliases is idempotent', `${es} async function h(i, a) { await /*@*/es.indices.updateAliases({ actions: [{ add: { index: i, alias: a } }] }); }`, 'write-idempotent', 'Elasticsearch write-idempotent'],
    ['Algolia partialUpdateObject with Increment adds each time', `${algolia} async function h(id) { await /*@*/client.partialUpdateObject({ indexName: 'i', objectID: id, attributesToUpdate: { views: { _operation: 'Increment', value: 1 } } }); }`, 'write', 'Algolia partial update that adds to an attribute'],
    ['Algolia partialUpdateObject of plain values is idempotent', `${algolia} async function h(id, title) { await /*@*/client.partialUpdateObject({ indexName: 'i', objectID: id, attributesToUpdate: { title } }); }`, 'write-idempotent', 'Algolia partial update'],
    ['Algolia saveObject under an objectID is idempotent', `${algolia} async function h(id, title) { await /*@*/client.saveObject({ indexName: 'i', body: { objectID: id, title } }); }`, 'write-idempotent', 'Algolia write-idempotent'],
    ['Algolia deleteObject writes', `${algolia} async function h(id) { await /*@*/client.deleteObject({ indexName: 'i', objectID: id }); }`, 'write', 'Algolia write'],
    ['Algolia search reads', `${algolia} async function h(q) { await /*@*/client.search({ requests: [{ indexName: 'i', query: q }] }); }`, 'read', 'Algolia read'],
    ['Temporal workflow.start with a random id starts another each round', `${temporal} async function h(c) { await /*@*/temporal.workflow.start('onboard', { taskQueue: 'q', workflowId: \`onboard-\${crypto.randomUUID()}\`, args: [c] }); }`, 'write', 'Temporal workflow started'],
    ['Temporal workflow.start with a stable id but the default policy writes', `${temporal} async function h(c) { await /*@*/temporal.workflow.start('sync', { taskQueue: 'q', workflowId: \`sync-\${c}\`, args: [c] }); }`, 'write', 'Temporal workflow started'],
    ['Temporal workflow.start with a stable id and USE_EXISTING is idempotent', `${temporal} async function h(c) { await /*@*/temporal.workflow.start('sync', { taskQueue: 'q', workflowId: \`sync-\${c}\`, workflowIdConflictPolicy: 'USE_EXISTING', args: [c, Date.now()] }); }`, 'write-idempotent', 'Temporal workflow started once per id'],
    ['Temporal USE_EXISTING with an id minted per round writes', `${temporal} async function h(c) { await /*@*/temporal.workflow.start('sync', { taskQueue: 'q', workflowId: crypto.randomUUID(), workflowIdConflictPolicy: 'USE_EXISTING' }); }`, 'write', 'Temporal workflow started'],
    ['a Temporal signal through getHandle writes', `${temporal} async function h(id) { await /*@*/temporal.workflow.getHandle(id).signal('markSeen'); }`, 'write', 'Temporal write'],
    ['a Temporal signal on a held handle writes', `${temporal} async function h(id) { const handle = temporal.workflow.getHandle(id); await /*@*/handle.signal('approve'); }`, 'write', 'Temporal write'],
    ['a Temporal query reads', `${temporal} async function h(id) { await /*@*/temporal.workflow.getHandle(id).query('progress'); }`, 'read', 'Temporal read'],
    ['Inngest send without an id adds an event', `import { Inngest } from 'inngest'; const inngest = new Inngest({ id: 'a' }); async function h(d) { await /*@*/inngest.send({ name: 'x/y', data: d }); }`, 'write', 'Inngest write without an id'],
    ['Inngest send with a stable id is dropped the second time', `import { Inngest } from 'inngest'; const inngest = new Inngest({ id: 'a' }); async function h(i) { await /*@*/inngest.send({ id: \`render-\${i}\`, name: 'x/y', data: { i } }); }`, 'write-idempotent', 'Inngest write under the id it names'],
    ['Resend send with a stable idempotencyKey is idempotent', `import { Resend } from 'resend'; const resend = new Resend('k'); async function h(v) { await /*@*/resend.emails.send({ to: 'a' }, { idempotencyKey: \`release/\${v}\` }); }`, 'write-idempotent', 'Resend write with a stable idempotency key'],
    ['jsforce bulk2 insert writes', `${sf} async function h(csv) { await /*@*/conn.bulk2.loadAndWaitResults({ object: 'Contact', operation: 'insert', input: csv }); }`, 'write', 'Salesforce write'],
    ['ethers sendTransaction writes', `${eth} async function h(to, value) { await /*@*/wallet.sendTransaction({ to, value }); }`, 'write', 'ethers write'],
    ['an ethers contract method is judged by its verb', `${eth} async function h(to, units) { await /*@*/usdc.transfer(to, units); }`, 'write', 'ethers write'],
    ['an ethers staticCall simulates the call', `${eth} async function h(to, units) { await /*@*/usdc.transfer.staticCall(to, units); }`, 'read', 'ethers read'],
    ['ERC-20 views read', `${eth} async function h(a) { await /*@*/usdc.balanceOf(a); }`, 'read', 'ethers read'],
    ['ERC-20 approve sets the allowance: idempotent', `${eth} async function h(s, n) { await /*@*/usdc.approve(s, n); }`, 'write-idempotent', 'ethers write-idempotent'],
    ['broadcasting a signed transaction again is the same transaction', `${eth} async function h(raw) { await /*@*/provider.broadcastTransaction(raw); }`, 'write-idempotent', 'ethers write-idempotent'],
    ['provider reads read', `${eth} async function h(a) { await /*@*/provider.getFeeData(); }`, 'read', 'ethers read'],
    ['signing stays in the process', `${eth} async function h(m) { await /*@*/wallet.signMessage(m); }`, 'pure', 'ethers pure'],
    ['ethers formatEther is set-up', `${eth} function h(v) { return /*@*/formatEther(v); }`, 'pure', 'ethers client set-up'],
    ['HubSpot basicApi.create writes', `${hs} async function h(email) { await /*@*/hubspot.crm.contacts.basicApi.create({ properties: { email } }); }`, 'write', 'HubSpot write'],
    ['HubSpot basicApi.update writes', `${hs} async function h(id, stage) { await /*@*/hubspot.crm.deals.basicApi.update(id, { properties: { dealstage: stage } }); }`, 'write', 'HubSpot write'],
    ['HubSpot contacts merge writes', `${hs} async function h(a, b) { await /*@*/hubspot.crm.contacts.publicObjectApi.merge({ primaryObjectId: a, objectIdToMerge: b }); }`, 'write', 'HubSpot write'],
    // A v4 association is a PUT of the pair: the retry finds them associated.
    ['HubSpot v4 createDefault association is idempotent', `${hs} async function h(deal, note) { await /*@*/hubspot.crm.associations.v4.basicApi.createDefault('deals', deal, 'notes', note); }`, 'write-idempotent', 'HubSpot write-idempotent'],
    ['HubSpot batch upsert is idempotent', `${hs} async function h(inputs) { await /*@*/hubspot.crm.contacts.batchApi.upsert({ inputs }); }`, 'write-idempotent', 'HubSpot write-idempotent'],
    ['HubSpot doSearch reads', `${hs} async function h(f) { await /*@*/hubspot.crm.contacts.searchApi.doSearch({ filterGroups: f }); }`, 'read', 'HubSpot read'],
    ['HubSpot getById reads', `${hs} async function h(id) { await /*@*/hubspot.crm.deals.basicApi.getById(id, ['dealname']); }`, 'read', 'HubSpot read'],
    // Banning sets a flag: the retry finds the user banned (production-7 support-http-client.ts:88).
    ['Clerk banUser is idempotent, on a client in a class field', `${clerk} async ban(id) { await /*@*/this.clerk.users.banUser(id); } }`, 'write-idempotent', 'Clerk write-idempotent'],
    ['Clerk revokeSession is idempotent', `${clerk} async end(id) { await /*@*/this.clerk.sessions.revokeSession(id); } }`, 'write-idempotent', 'Clerk write-idempotent'],
    ['a Clerk invitation writes (it e-mails the invitee)', `${clerk} async invite(org, email) { await /*@*/this.clerk.organizations.createOrganizationInvitation({ organizationId: org, emailAddress: email }); } }`, 'write', 'write'],
    ['Clerk deleteUser writes', `${clerk} async drop(id) { await /*@*/this.clerk.users.deleteUser(id); } }`, 'write', 'write'],
    ['Clerk getUserList reads', `${clerk} async find(email) { await /*@*/this.clerk.users.getUserList({ emailAddress: [email] }); } }`, 'read', 'Clerk read'],
    ['jsforce sobject create writes', `${sf} async function h(email) { await /*@*/conn.sobject('Lead').create({ Email: email }); }`, 'write', 'Salesforce write'],
    ['jsforce sobject upsert by an external id is idempotent', `${sf} async function h(id, name) { await /*@*/conn.sobject('Account').upsert({ Ext__c: id, Name: name }, 'Ext__c'); }`, 'write-idempotent', 'Salesforce write-idempotent'],
    ['jsforce SOQL query reads', `${sf} async function h(id) { await /*@*/conn.query(\`SELECT Id FROM Contact WHERE AccountId = '\${id}'\`); }`, 'read', 'Salesforce read'],
    ['jsforce sobject find().limit() reads', `${sf} async function h(email) { await /*@*/conn.sobject('Lead').find({ Email: email }).limit(1); }`, 'read', 'Salesforce read'],
    ['jsforce apex.post writes', `${sf} async function h(id) { await /*@*/conn.apex.post('/sync/run', { id }); }`, 'write', 'HTTP POST'],
    ['jsforce apex.get reads', `${sf} async function h(id) { await /*@*/conn.apex.get(\`/status/\${id}\`); }`, 'read', 'HTTP GET'],
    ['discord.js send writes', `${discord} async function h(id, m) { const channel = await client.channels.fetch(id); await /*@*/channel.send(m); }`, 'write', 'Discord write'],
    ['discord.js threads.create writes', `${discord} async function h(id, m) { const channel = await client.channels.fetch(id); await /*@*/channel.threads.create({ name: m }); }`, 'write', 'Discord write'],
    ['discord.js createDM opens the same channel again: idempotent', `${discord} async function h(id) { const user = await client.users.fetch(id); await /*@*/user.createDM(); }`, 'write-idempotent', 'Discord write-idempotent'],
    ['MinIO putObject under a fixed key is idempotent', `${minio} async function h(id, body) { await /*@*/storage.putObject('certs', \`\${id}.json\`, body); }`, 'write-idempotent', 'MinIO object stored under its key'],
    ['MinIO putObject under a key made per round writes', `${minio} async function h(body) { await /*@*/storage.putObject('certs', \`\${crypto.randomUUID()}.json\`, body); }`, 'write', 'new on each round'],
    ['MinIO removeObject is destructive', `${minio} async function h(id) { await /*@*/storage.removeObject('certs', id); }`, 'write', 'MinIO write'],
    ['Meilisearch ranking rules replaced: idempotent', `${meili} async function h(rules) { await /*@*/meili.index('products').updateRankingRules(rules); }`, 'write-idempotent', 'Meilisearch setting or documents replaced'],
    ['Meilisearch swapIndexes flips what is live', `${meili} async function h(a, b) { await /*@*/meili.swapIndexes([{ indexes: [a, b] }]); }`, 'write', 'Meilisearch write'],
    ['Meilisearch search reads', `${meili} async function h(q) { await /*@*/meili.index('products').search(q); }`, 'read', 'Meilisearch read'],
    ['Braintree transaction.sale charges', `${bt} async function h(nonce) { await /*@*/gateway.transaction.sale({ amount: '10.00', paymentMethodNonce: nonce }); }`, 'write', 'Braintree charge'],
    ['Braintree customer.find reads', `${bt} async function h(id) { await /*@*/gateway.customer.find(id); }`, 'read', 'Braintree read'],
    ['Braintree subscription.create writes', `${bt} async function h(token) { await /*@*/gateway.subscription.create({ paymentMethodToken: token, planId: 'monthly' }); }`, 'write', 'Braintree write'],
    ['Duffel offer request is a search', `${duffel} async function h(slices) { await /*@*/duffel.offerRequests.create({ slices, passengers: [{ type: 'adult' }] }); }`, 'read', 'Duffel read'],
    ['Duffel cancellation quote changes nothing until confirmed', `${duffel} async function h(id) { await /*@*/duffel.orderCancellations.create({ order_id: id }); }`, 'pure', 'Duffel quote (nothing changes until it is confirmed)'],
    ['Duffel cancellation confirm cancels', `${duffel} async function h(id) { await /*@*/duffel.orderCancellations.confirm(id); }`, 'write', 'Duffel write'],
    ['Duffel hold order writes', `${duffel} async function h(id, passengers) { await /*@*/duffel.orders.create({ type: 'hold', selected_offers: [id], passengers }); }`, 'write', 'Duffel write'],
    ['GoCardless payment with a stable key after its params is idempotent', `${gc} async function h(id, month) { await /*@*/client.payments.create({ amount: 3000, currency: 'GBP', links: { mandate: id } }, \`late-\${id}-\${month}\`); }`, 'write-idempotent', 'GoCardless write with a stable idempotency key'],
    ['GoCardless payment without a key writes', `${gc} async function h(id) { await /*@*/client.payments.create({ amount: 3000, currency: 'GBP', links: { mandate: id } }); }`, 'write', 'GoCardless write'],
    ['GoCardless payment with a key minted per round writes', `${gc} async function h(id) { await /*@*/client.payments.create({ amount: 1, links: { mandate: id } }, \`p-\${Date.now()}\`); }`, 'write', 'GoCardless write'],
    ['GoCardless cancel by id alone is no keyed write', `${gc} async function h(id) { await /*@*/client.payments.cancel(id); }`, 'write', 'GoCardless write'],
    ['Xero createInvoices with a stable key last is idempotent', `${xero} async function h(t, ref, invoices) { await /*@*/xero.accountingApi.createInvoices(t, { invoices }, true, 4, \`mcp-invoice-\${ref}\`); }`, 'write-idempotent', 'Xero write with a stable idempotency key'],
    ['Xero history record without a key writes', `${xero} async function h(t, id) { await /*@*/xero.accountingApi.createInvoiceHistory(t, id, { historyRecords: [] }); }`, 'write', 'Xero write'],
    ['Xero delete by id is no keyed write', `${xero} async function h(t, id) { await /*@*/xero.accountingApi.deleteTrackingCategory(t, id); }`, 'write', 'Xero write'],
    ['Backblaze B2 authorize signs in: pure', `${b2} async function h() { await /*@*/b2.authorize(); }`, 'pure', 'Backblaze B2 sign-in or upload token (expires by itself)'],
    ['Backblaze B2 uploadFile keeps a new version: a write', `${b2} async function h(url, token, name, data) { await /*@*/b2.uploadFile({ uploadUrl: url, uploadAuthToken: token, fileName: name, data }); }`, 'write', 'Backblaze B2 write'],
    ['Mistral embeddings are billable', `${mistral} async function h(inputs) { await /*@*/mistral.embeddings.create({ model: 'mistral-embed', inputs }); }`, 'cost', 'Mistral billable call'],
    ['Mistral chat.complete is billable', `${mistral} async function h(messages) { await /*@*/mistral.chat.complete({ model: 'mistral-small', messages }); }`, 'cost', 'Mistral billable call'],
    ['Cassandra INSERT is an upsert by its primary key', `${cql} async function h(zone, kg) { await /*@*/cql.execute('INSERT INTO harvests (zone, kg) VALUES (?, ?)', [zone, kg], { prepare: true }); }`, 'write-idempotent', 'CQL INSERT, an upsert by its primary key'],
    ['Cassandra INSERT IF NOT EXISTS inserts once', `${cql} async function h(id) { await /*@*/cql.execute('INSERT INTO orders (id) VALUES (?) IF NOT EXISTS', [id]); }`, 'write-idempotent', 'CQL INSERT IF NOT EXISTS, inserted once'],
    ['Cassandra INSERT keyed by now() makes a row per call', `${cql} async function h(zone) { await /*@*/cql.execute('INSERT INTO events (zone, at) VALUES (?, now())', [zone]); }`, 'write', 'CQL INSERT of a key made per call'],
    ['Cassandra INSERT of a key minted per round writes', `${cql} async function h(zone) { await /*@*/cql.execute('INSERT INTO events (id, zone) VALUES (?, ?)', [crypto.randomUUID(), zone]); }`, 'write', 'new on each round'],
    ['Cassandra counter UPDATE adds', `${cql} async function h(site, kg) { await /*@*/cql.execute('UPDATE totals SET kg = kg + ? WHERE site = ?', [kg, site]); }`, 'write', 'SQL UPDATE'],
    ['SQLite INSERT OR IGNORE skips a duplicate', `${pg} async function h(id) { await /*@*/pool.query('INSERT OR IGNORE INTO seen (id) VALUES (?)', [id]); }`, 'write-idempotent', 'SQL INSERT … IGNORE, a duplicate skipped'],
    ['Neo4j CREATE writes', `${neo} async function h(a, b) { await /*@*/session.run('MATCH (a:Donor {id: $a}), (b:Campaign {id: $b}) CREATE (a)-[:GAVE]->(b)', { a, b }); }`, 'write', 'Cypher CREATE'],
    ['Neo4j MERGE alone finds or creates', `${neo} async function h(email) { await /*@*/session.run('MERGE (d:Donor {email: $email}) ON CREATE SET d.since = datetime()', { email }); }`, 'write-idempotent', 'Cypher MERGE, found or created'],
    ['Neo4j MATCH … RETURN reads', `${neo} async function h(slug) { await /*@*/session.run('MATCH (s:Sponsor)-[:MATCHES]->(c {slug: $slug}) RETURN s.name', { slug }); }`, 'read', 'Cypher read'],
    ['Neo4j SET of a counter writes', `${neo} async function h(name) { await /*@*/session.run('MATCH (s:Sponsor {name: $name}) SET s.matched = coalesce(s.matched, 0) + 1', { name }); }`, 'write', 'Cypher SET'],
    ['Neo4j DETACH DELETE is destructive', `${neo} async function h(id) { await /*@*/session.run('MATCH (n {id: $id}) DETACH DELETE n', { id }); }`, 'write', 'Cypher DELETE'],
    ['Neo4j tx.run in executeWrite is judged by its text', `${neo} async function h(id) { await session.executeWrite((tx) => /*@*/tx.run('CREATE (n:Gift {id: $id})', { id })); }`, 'write', 'Cypher CREATE'],
    ['Service Bus scheduleMessages sends', `import { ServiceBusClient } from '@azure/service-bus'; const bus = new ServiceBusClient('x'); async function h(m) { await /*@*/bus.createSender('q').scheduleMessages({ body: m }, new Date()); }`, 'write', 'Service Bus message sent'],
    ['Service Bus peekMessages reads', `import { ServiceBusClient } from '@azure/service-bus'; const bus = new ServiceBusClient('x'); async function h() { await /*@*/bus.createReceiver('q').peekMessages(10); }`, 'read', 'Azure Service Bus read'],
    ['Square write with a per-round idempotency key writes', `${sq} async function h(id) { await /*@*/square.loyalty.accounts.accumulatePoints({ accountId: id, idempotencyKey: crypto.randomUUID(), accumulatePoints: { points: 5 } }); }`, 'write', 'Square write'],
    ['Square write with a stable idempotency key is idempotent', `${sq} async function h(id, p) { await /*@*/square.refunds.refundPayment({ idempotencyKey: \`void-\${id}\`, paymentId: p }); }`, 'write-idempotent', 'Square write with a stable idempotency key'],
    ['Square orders.get reads, and a find on what it returned', `${sq} async function h(orderId, uid) { const { order } = await square.orders.get({ orderId }); return /*@*/order?.lineItems?.find((l) => l.uid === uid); }`, 'read', 'Square read'],
    ['Dropbox Sign signatureRequestRemind e-mails the signer again', `import * as DropboxSign from '@dropbox/sign'; const sign = new DropboxSign.SignatureRequestApi(); async function h(id, email) { await /*@*/sign.signatureRequestRemind(id, { emailAddress: email }); }`, 'write', 'Dropbox Sign write'],
    ['Dropbox Sign signatureRequestGet reads', `import { SignatureRequestApi } from '@dropbox/sign'; const sign = new SignatureRequestApi(); async function h(id) { await /*@*/sign.signatureRequestGet(id); }`, 'read', 'Dropbox Sign read'],
    ['Dropbox Sign signatureRequestCancel is destructive', `import { SignatureRequestApi } from '@dropbox/sign'; const sign = new SignatureRequestApi(); async function h(id) { await /*@*/sign.signatureRequestCancel(id); }`, 'write', 'Dropbox Sign write'],
    ['Plaid linkTokenCreate expires by itself', `${plaid} async function h(u) { await /*@*/plaid.linkTokenCreate({ user: { client_user_id: u } }); }`, 'pure', 'Plaid Link token (expires by itself)'],
    ['Chargebee estimate prices a change without making it', `import chargebee from 'chargebee'; async function h(id) { await /*@*/chargebee.estimate.update_subscription_for_items({ subscription: { id } }).request(); }`, 'read', 'Chargebee read'],
    ['Chargebee credit_note.create writes', `import chargebee from 'chargebee'; async function h(id) { await /*@*/chargebee.credit_note.create({ reference_invoice_id: id }).request(); }`, 'write', 'Chargebee write'],
    ['Chargebee subscription.retrieve reads', `import chargebee from 'chargebee'; async function h(id) { await /*@*/chargebee.subscription.retrieve(id).request(); }`, 'read', 'Chargebee read'],
    ['dockerode createContainer writes', `import Docker from 'dockerode'; const docker = new Docker(); async function h(i) { await /*@*/docker.createContainer({ Image: i }); }`, 'write', 'Docker write'],
    ['dockerode container start writes', `import Docker from 'dockerode'; const docker = new Docker(); async function h(i) { const c = await docker.createContainer({ Image: i }); await /*@*/c.start(); }`, 'write', 'Docker write'],
    ['dockerode named createVolume returns the existing volume', `import Docker from 'dockerode'; const docker = new Docker(); async function h(n) { await /*@*/docker.createVolume({ Name: n }); }`, 'write-idempotent', 'Docker write under the id it names'],
    ['dockerode createVolume without a name makes another', `import Docker from 'dockerode'; const docker = new Docker(); async function h() { await /*@*/docker.createVolume({}); }`, 'write', 'Docker write without an id'],
    ['dockerode inspect reads', `import Docker from 'dockerode'; const docker = new Docker(); async function h(id) { await /*@*/docker.getContainer(id).inspect(); }`, 'read', 'Docker read'],
    ['dockerode pull of a tag is idempotent', `import Docker from 'dockerode'; const docker = new Docker(); async function h(t) { await /*@*/docker.pull(t); }`, 'write-idempotent', 'Docker write-idempotent'],
    ['node-vault read reads', `import vault from 'node-vault'; const v = vault({}); async function h(p) { await /*@*/v.read(p); }`, 'read', 'Vault read'],
    // By the path: dynamic credentials are issued on every read; a KV entry is put whole (production-6 vault-tool-barrel.ts:25, :52).
    ['node-vault read of database creds issues a lease: a write', `import vault from 'node-vault'; const v = vault({}); async function h(role) { await /*@*/v.read(\`database/creds/\${role}\`); }`, 'write', 'Vault read that issues new credentials'],
    ['node-vault read of aws sts creds is a write', `import vault from 'node-vault'; const v = vault({}); async function h() { await /*@*/v.read('aws/sts/deploy'); }`, 'write', 'issues new credentials'],
    ['node-vault read of a KV entry reads', `import vault from 'node-vault'; const v = vault({}); async function h(p) { await /*@*/v.read(\`kv/data/\${p}\`); }`, 'read', 'Vault read'],
    ['node-vault KV v2 write of the whole value is idempotent', `import vault from 'node-vault'; const v = vault({}); async function h(p, data) { await /*@*/v.write(\`kv/data/\${p}\`, { data }); }`, 'write-idempotent', 'Vault KV write of the whole value'],
    ['node-vault KV v1 write under secret/ is idempotent', `import vault from 'node-vault'; const v = vault({}); async function h(value) { await /*@*/v.write('secret/app/db', { value }); }`, 'write-idempotent', 'Vault KV write'],
    ['node-vault KV write of a fresh value each round stays a write', `import { randomUUID } from 'node:crypto'; import vault from 'node-vault'; const v = vault({}); async function h(p) { await /*@*/v.write(\`kv/data/\${p}\`, { data: { token: randomUUID() } }); }`, 'write', 'new on each round'],
    ['node-vault pki issue writes', `import vault from 'node-vault'; const v = vault({}); async function h(cn) { await /*@*/v.write('pki/issue/web', { common_name: cn }); }`, 'write', 'Vault write'],
    ['node-vault write to a path the code computes writes', `import vault from 'node-vault'; const v = vault({}); async function h(p, d) { await /*@*/v.write(p, d); }`, 'write', 'Vault write'],
    ['node-vault tokenCreate writes', `import vault from 'node-vault'; const v = vault({}); async function h(p) { await /*@*/v.tokenCreate({ policies: p }); }`, 'write', 'Vault write'],
    ['node-vault addPolicy stores a policy whole: idempotent', `import vault from 'node-vault'; const v = vault({}); async function h(n, r) { await /*@*/v.addPolicy({ name: n, rules: r }); }`, 'write-idempotent', 'Vault write-idempotent'],
    ['PagerDuty event with a dedup_key updates that alert: idempotent', `import { event } from '@pagerduty/pdjs'; async function h(k, id) { await /*@*/event({ data: { routing_key: k, event_action: 'trigger', dedup_key: \`escalate-\${id}\` } }); }`, 'write-idempotent', 'PagerDuty write under the id it names'],
    ['Effect.sync builds an effect, it runs nothing', `import { Effect } from 'effect'; function h(s, v) { return /*@*/Effect.sync(() => s.add(v)); }`, 'pure', 'pure library call'],
    ['TypeORM repository create builds an entity in memory', `${typeorm} function h(n) { const users = ds.getRepository('User'); return /*@*/users.create({ name: n }); }`, 'pure', 'TypeORM entity built in memory'],
    ['TypeORM repository save writes', `${typeorm} async function h(u) { await /*@*/ds.getRepository('User').save(u); }`, 'write', 'TypeORM write'],
    ['TypeORM repository increment writes', `${typeorm} async function h(id) { await /*@*/ds.getRepository('User').increment({ id }, 'credits', 5); }`, 'write', 'TypeORM write'],
    ['TypeORM repository upsert is idempotent', `${typeorm} async function h(u) { await /*@*/ds.getRepository('User').upsert(u, ['email']); }`, 'write-idempotent', 'TypeORM write-idempotent'],
    ['TypeORM repository findOneBy reads', `${typeorm} async function h(id) { await /*@*/ds.getRepository('User').findOneBy({ id }); }`, 'read', 'TypeORM read'],
    ['TypeORM query of an UPDATE writes', `${typeorm} async function h(id, active) { await /*@*/ds.query('UPDATE users SET active = $2 WHERE id = $1', [id, active]); }`, 'write', 'SQL UPDATE'],
    ['TypeORM query of a SELECT reads', `${typeorm} async function h(id) { await /*@*/ds.query('SELECT * FROM users WHERE id = $1', [id]); }`, 'read', 'SQL SELECT'],
    ['TypeORM manager.transaction only runs its callback', `${typeorm} async function h(fn) { await /*@*/ds.manager.transaction(fn); }`, 'pure', 'TypeORM client handling'],
    ['MikroORM em.create stages an entity in memory', `${mikro} function h(n) { return /*@*/orm.em.create('User', { name: n }); }`, 'pure', 'MikroORM entity staged in memory'],
    ['MikroORM em.persist only stages', `${mikro} function h(e) { /*@*/orm.em.persist(e); }`, 'pure', 'MikroORM entity staged in memory'],
    ['MikroORM em.flush writes what was staged', `${mikro} async function h() { await /*@*/orm.em.flush(); }`, 'write', 'MikroORM write'],
    ['MikroORM persistAndFlush on a fork writes', `${mikro} async function h(e) { await /*@*/orm.em.fork().persistAndFlush(e); }`, 'write', 'MikroORM write'],
    ['MikroORM em.find reads', `${mikro} async function h() { await /*@*/orm.em.find('User', {}); }`, 'read', 'MikroORM read'],
    ['Plaid accountsGet reads', `${plaid} async function h(t) { await /*@*/plaid.accountsGet({ access_token: t }); }`, 'read', 'Plaid read'],
    ['Plaid transactionsSync reads', `${plaid} async function h(t) { await /*@*/plaid.transactionsSync({ access_token: t }); }`, 'read', 'Plaid read'],
    ['Plaid itemRemove writes', `${plaid} async function h(t) { await /*@*/plaid.itemRemove({ access_token: t }); }`, 'write', 'Plaid write'],
    ['Plaid transferCreate writes', `${plaid} async function h(t) { await /*@*/plaid.transferCreate({ access_token: t }); }`, 'write', 'Plaid write'],
    ['Cloudinary upload under a public_id replaces that asset: idempotent', `import { v2 as cloudinary } from 'cloudinary'; async function h(src, slug) { await /*@*/cloudinary.uploader.upload(src, { public_id: slug, overwrite: true }); }`, 'write-idempotent', 'Cloudinary write under the id it names'],
    ['Cloudinary upload without a public_id makes a new asset each round', `import { v2 as cloudinary } from 'cloudinary'; async function h(src) { await /*@*/cloudinary.uploader.upload(src, { folder: 'inbox' }); }`, 'write', 'Cloudinary write without an id'],
    ['Cloudinary upload under a public_id minted per round writes', `import { v2 as cloudinary } from 'cloudinary'; async function h(src) { await /*@*/cloudinary.uploader.upload(src, { public_id: crypto.randomUUID() }); }`, 'write', 'Cloudinary write under the id it names with `crypto.randomUUID()`, new on each round'],
    ['Cloudinary destroy writes', `import { v2 as cloudinary } from 'cloudinary'; async function h(id) { await /*@*/cloudinary.uploader.destroy(id); }`, 'write', 'Cloudinary write'],
    ['Cloudinary api.resource reads', `import { v2 as cloudinary } from 'cloudinary'; async function h(id) { await /*@*/cloudinary.api.resource(id); }`, 'read', 'Cloudinary read'],
    ['Cloudinary api.delete_resources writes', `import { v2 as cloudinary } from 'cloudinary'; async function h(ids) { await /*@*/cloudinary.api.delete_resources(ids); }`, 'write', 'Cloudinary write'],
    ['Cloudinary url builds a delivery URL', `import { v2 as cloudinary } from 'cloudinary'; function h(id) { return /*@*/cloudinary.url(id, { width: 400 }); }`, 'pure', 'Cloudinary URL or set-up'],
    ['discord.js roles.add is idempotent', `${discord} async function h(g, u, r) { const member = await (await client.guilds.fetch(g)).members.fetch(u); await /*@*/member.roles.add(r); }`, 'write-idempotent', 'Discord write-idempotent'],
    ['discord.js messages.fetch reads', `${discord} async function h(id) { const channel = await client.channels.fetch(id); await /*@*/channel.messages.fetch({ limit: 20 }); }`, 'read', 'Discord read'],
    ['Telegraf sendMessage writes', `${telegraf} async function h(chat, text) { await /*@*/bot.telegram.sendMessage(chat, text); }`, 'write', 'Telegram write'],
    ['Telegraf sendChatAction expires by itself', `${telegraf} async function h(chat) { await /*@*/bot.telegram.sendChatAction(chat, 'typing'); }`, 'pure', 'Telegram chat action (expires by itself)'],
    ['grammY api.sendMessage writes', `import { Bot } from 'grammy'; const bot = new Bot('t'); async function h(chat, text) { await /*@*/bot.api.sendMessage(chat, text); }`, 'write', 'Telegram write'],
    ['Telegraf getChat reads', `${telegraf} async function h(chat) { await /*@*/bot.telegram.getChat(chat); }`, 'read', 'Telegram read'],
    ['Bun.spawn of ffmpeg starts a process', `async function h(src, out) { await /*@*/Bun.spawn(['ffmpeg', '-i', src, out]).exited; }`, 'write', 'child process started'],
    ['Bun.spawn of ffprobe only reads', `async function h(src) { /*@*/Bun.spawn(['ffprobe', '-show_format', src]); }`, 'read', '`ffprobe` only reads'],
    ['Bun.spawn of a git read reads', `async function h() { /*@*/Bun.spawn(['git', 'rev-parse', 'HEAD']); }`, 'read', '`git rev-parse` reads the repository'],
    ['Bun.write replaces a file: a PUT of it, idempotent', `async function h(p, d) { await /*@*/Bun.write(p, d); }`, 'write-idempotent', 'Bun write'],
    ['Bun.write of per-round contents writes', `import { randomUUID } from 'node:crypto'; async function h(p) { await /*@*/Bun.write(p, randomUUID()); }`, 'write', 'Bun write'],
    ['Bun.file().delete() writes', `async function h(p) { await /*@*/Bun.file(p).delete(); }`, 'write', 'Bun write'],
    ['Bun.file().exists() reads', `async function h(p) { await /*@*/Bun.file(p).exists(); }`, 'read', 'Bun read'],
    ['spawn from the bun module is judged by its command', `import { spawn } from 'bun'; function h(p) { /*@*/spawn(['du', '-sh', p]); }`, 'read', '`du` only reads'],
    ['Google Sheets values.update sets a range: idempotent', `import { google } from 'googleapis'; const sheets = google.sheets({ version: 'v4' }); async function h(id) { await /*@*/sheets.spreadsheets.values.update({ spreadsheetId: id, range: 'A1', requestBody: { values: [['x']] } }); }`, 'write-idempotent', 'Google APIs write-idempotent'],
    ['Google Sheets values.append writes', `import { google } from 'googleapis'; const sheets = google.sheets({ version: 'v4' }); async function h(id) { await /*@*/sheets.spreadsheets.values.append({ spreadsheetId: id, range: 'A1', requestBody: { values: [['x']] } }); }`, 'write', 'Google APIs write'],
    ['execa terraform plan only reads', `import { execa } from 'execa'; async function h(dir) { await /*@*/execa('terraform', ['plan', '-input=false'], { cwd: dir }); }`, 'read', '`terraform plan` only reads'],
    ['execa terraform state list only reads', `import { execa } from 'execa'; async function h() { await /*@*/execa('terraform', ['state', 'list']); }`, 'read', '`terraform state list` only reads'],
    ['execa terraform state rm starts a process', `import { execa } from 'execa'; async function h(a) { await /*@*/execa('terraform', ['state', 'rm', a]); }`, 'write', 'child process started'],
    ['execa terraform init converges', `import { execa } from 'execa'; async function h() { await /*@*/execa('terraform', ['init', '-input=false']); }`, 'write-idempotent', '`terraform init` converges to the same state'],
    ['execa terraform workspace select converges', `import { execa } from 'execa'; async function h(w) { await /*@*/execa('terraform', ['workspace', 'select', w]); }`, 'write-idempotent', '`terraform workspace select` converges to the same state'],
    // The retry leaves the same release deployed (production-8 ci-release-plugins.ts:89); `install` fails on it.
    ['helm upgrade --install converges', `import { execFile } from 'node:child_process'; function h(name, chart) { /*@*/execFile('helm', ['upgrade', '--install', name, chart, '-f', 'values.yaml', '-n', 'previews', '--wait']); }`, 'write-idempotent', '`helm upgrade` converges to the same state'],
    ['helm install starts a process', `import { execFile } from 'node:child_process'; function h(name, chart) { /*@*/execFile('helm', ['install', name, chart]); }`, 'write', 'child process started'],
    ['helm rollback starts a process', `import { execFile } from 'node:child_process'; function h(name, revision) { /*@*/execFile('helm', ['rollback', name, revision, '--wait']); }`, 'write', 'child process started'],
    ['execa terraform apply starts a process', `import { execa } from 'execa'; async function h() { await /*@*/execa('terraform', ['apply', '-auto-approve']); }`, 'write', 'child process started'],
    ['kubectl get past a namespace option only reads', `import { execFile } from 'node:child_process'; function h(ns) { /*@*/execFile('kubectl', ['-n', ns, 'get', 'pods']); }`, 'read', '`kubectl get` only reads'],
    ['kubectl delete starts a process', `import { execFile } from 'node:child_process'; function h(ns, p) { /*@*/execFile('kubectl', ['-n', ns, 'delete', 'pod', p]); }`, 'write', 'child process started'],
    ['aws ec2 describe-instances only reads', `import { execa } from 'execa'; async function h() { await /*@*/execa('aws', ['ec2', 'describe-instances', '--output', 'json']); }`, 'read', '`aws ec2 describe-instances` only reads'],
    ['aws ec2 create-snapshot starts a process', `import { execa } from 'execa'; async function h(v) { await /*@*/execa('aws', ['ec2', 'create-snapshot', '--volume-id', v]); }`, 'write', 'child process started'],
    ['docker ps only reads', `import { execa } from 'execa'; async function h() { await /*@*/execa('docker', ['ps', '--format', 'json']); }`, 'read', '`docker ps` only reads'],
    ['node:child_process spawn of du only reads', `import { spawn } from 'node:child_process'; function h(dir) { /*@*/spawn('du', ['-sh', dir]); }`, 'read', '`du` only reads'],
    ['exec of a read-only program with shell syntax starts a process', `import { exec } from 'node:child_process'; function h(dir) { /*@*/exec(\`cat \${dir}/a > \${dir}/b\`); }`, 'write', 'child process started'],
    ['spawn of find (it may -delete) starts a process', `import { spawn } from 'node:child_process'; function h(dir) { /*@*/spawn('find', [dir, '-delete']); }`, 'write', 'child process started'],
  ]);
});

describe('catalog data', () => {
  // One member path per rule, in rule order: each rule must be the first to match its sample, so no rule is
  // shadowed by an earlier one and every rule is exercised.
  const SAMPLES: Record<string, string[]> = {
    HTTP: ['fetch.headers.get', 'request.body.json', 'ServerResponse.writeHead', 'default.create', 'default.post', 'fetch'],
    SQL: ['Pool.query', 'neon.()', 'default.prepare.run', 'Pool.connect'],
    Slonik: ['createPool.query', 'createPool.connect', 'sql.type'],
    Knex: ['default.raw', 'default.schema.hasTable', 'default.schema.createTable', 'default.migrate.latest', 'default.upsert', 'default.insert', 'default.()', 'default.transaction'],
    Prisma: ['PrismaClient.user.upsert', 'PrismaClient.user.create', 'PrismaClient.user.findMany', 'PrismaClient.$executeRawUnsafe', 'PrismaClient.$transaction'],
    Drizzle: ['drizzle.insert', 'drizzle.select', 'drizzle.execute', 'drizzle.transaction'],
    MongoDB: ['MongoClient.db.collection.updateOne', 'MongoClient.db.collection.insertOne', 'MongoClient.db.collection.deleteOne', 'MongoClient.db.collection.find', 'MongoClient.db.command', 'MongoClient.connect'],
    Mongoose: ['default.model.replaceOne', 'default.model.create', 'default.model.findById', 'default.model'],
    Redis: ['createClient', 'default.DEL', 'default.lpush', 'default.SET', 'default.SETNX', 'default.hGetAll', 'default.subscribe', 'default.call'],
    AWS: ['S3Client.send', 'S3Client.send.Body.transformToByteArray', 'Upload.done', 'S3.middlewareStack.add', 'S3.putObject'],
    Stripe: ['default.webhooks.constructEvent', 'default.rawRequest', 'default.invoices.createPreview', 'default.refunds.list.data.reduce', 'default.charges.create'],
    GitHub: ['Octokit.request', 'Octokit.graphql', 'Octokit.paginate.iterator', 'Octokit.hook.before', 'Octokit.rest.search.code', 'Octokit.rest.issues.setLabels', 'Octokit.rest.actions.reRunWorkflow', 'Octokit.rest.issues.create'],
    Slack: ['WebClient.conversations.history', 'WebClient.auth.test', 'WebClient.conversations.open', 'WebClient.chat.postMessage', 'App.start'],
    Twilio: ['default.messages.create', 'default.messages.list'],
    FHIR: ['default.update', 'default.create', 'default.patch', 'default.delete', 'default.read'],
    nodemailer: ['createTransport.sendMail', 'createTransport.verify', 'createTransport'],
    Resend: ['Resend.emails.get', 'Resend.emails.list.data.map', 'Resend.emails.send'],
    SendGrid: ['default.send', 'default.request', 'default.setApiKey'],
    'job queue': ['Queue.add', 'Queue.upsertJobScheduler', 'Queue.addBulk', 'Queue.close', 'Queue.getJob'],
    Kafka: ['Kafka.producer.send', 'Kafka.consumer.run', 'Kafka.admin.deleteTopics', 'Kafka.admin.fetchOffsets', 'Kafka.producer.events.CONNECT'],
    AMQP: ['default.connect.createChannel.publish', 'default.connect.createChannel.assertExchange', 'default.connect.createChannel.get', 'default.connect.createChannel.consume', 'default.connect.createChannel.prefetch'],
    'Pub/Sub': ['PubSub.topic.publish', 'PubSub.topic.getMetadata', 'PubSub.topic'],
    'node:fs': ['default.promises.writeFile', 'createWriteStream', 'default.appendFileSync', 'default.readdirSync', 'open', 'default.promises.mkdir', 'default.ensureDir', 'default.watchFile', 'default.closeSync'],
    'node:child_process': ['execFileSync', 'fork'],
    BigQuery: ['BigQuery.createQueryJob', 'BigQuery.dataset.table.insert', 'BigQuery.createQueryJob.getQueryResults', 'BigQuery.dataset'],
    OpenAI: ['default.chat.completions.stream', 'default.responses.parse', 'default.moderations.create', 'default.audio.transcriptions.create', 'default.webhooks.verifySignature', 'default.uploads.create', 'default.files.content'],
    Anthropic: ['default.messages.batches.cancel', 'default.messages.batches.results', 'default.messages.stream', 'default.completions.create', 'default.beta.files.upload'],
    'Google GenAI': ['GoogleGenAI.models.list', 'GoogleGenAI.models.embedContent', 'GoogleGenAI.caches.update', 'GoogleGenAI.chats.create'],
    'AI SDK': ['streamObject', 'jsonSchema'],
    logging: ['default.child.info'],
    telemetry: ['metrics.getMeter.createCounter'],
    'MCP SDK': ['McpServer.server.elicitInput'],
    RxJS: ['firstValueFrom', 'mergeMap'],
    'pure library': ['default.format'],
    Kysely: ['Kysely.insertInto', 'Kysely.schema.createTable', 'Kysely.selectFrom', 'sql.execute', 'Kysely.fn.count'],
    Supabase: ['createClient.from.upsert', 'createClient.from.insert', 'createClient.storage.from.upload', 'createClient.storage.from.download', 'createClient.auth.admin.deleteUser', 'createClient.auth.admin.listUsers', 'createClient.from.select', 'createClient.from'],
    'Firebase Admin': ['getFirestore.doc.set', 'getFirestore.collection.add', 'getMessaging.send', 'getAuth.createUser', 'getFirestore.doc.get', 'getFirestore.collection'],
    'Google Cloud Storage': ['Storage.bucket.file.save', 'Storage.bucket.file.download', 'Storage.bucket'],
    NATS: ['connect.publish', 'connect.request', 'connect.jetstream.views.kv.get', 'connect.subscribe', 'connect.drain'],
    QStash: ['Client.publishJSON', 'Client.messages.get', 'Client.schedules'],
    'GraphQL clients': ['graphql-request.gql', 'ApolloClient.mutate', 'ApolloClient.query', 'GraphQLClient.request'],
    'Upstash Vector': ['Index.upsert', 'Index.reset', 'Index.query', 'Index.namespace'],
    'Google APIs': ['google.sheets.spreadsheets.values.update', 'google.gmail.users.messages.send', 'google.drive.files.list', 'google.auth.OAuth2'],
    Linear: ['LinearClient.client.rawRequest', 'LinearClient.createIssue', 'LinearClient.issues'],
    Notion: ['Client.pages.create', 'Client.databases.query', 'Client.request'],
    Jira: ['Version3Client.issues.getIssue', 'Version3Client.issues.editIssue', 'Version3Client.issues.frobnicate'],
    PagerDuty: ['event', 'api.().post', 'api.().all', 'api'],
    GitLab: ['Gitlab.Issues.all', 'Gitlab.MergeRequests.accept', 'Gitlab.Projects.frobnicate'],
    Mailchimp: ['default.setConfig', 'default.ping.get', 'default.lists.setListMember', 'default.lists.batchListMembers', 'default.lists.addListMember'],
    Postmark: ['ServerClient.sendEmail', 'ServerClient.getBounces'],
    Elasticsearch: ['Client.index', 'Client.indices.putMapping', 'Client.helpers.scrollSearch', 'Client.search', 'Client.closePointInTime', 'Client.bulk'],
    Algolia: ['algoliasearch.partialUpdateObject', 'algoliasearch.saveObjects', 'algoliasearch.deleteObject', 'algoliasearch.searchSingleIndex', 'algoliasearch.waitForTask'],
    Temporal: ['Client.workflow.start', 'Client.workflow.getHandle.signal', 'Client.workflow.getHandle.query', 'Client.workflow.getHandle'],
    Inngest: ['Inngest.send'],
    Discord: ['Client.users.fetch.createDM', 'Client.guilds.fetch.members.fetch.roles.add', 'Client.channels.fetch.send', 'Client.channels.fetch', 'Client.login'],
    Telegram: ['Telegraf.telegram.sendChatAction', 'Telegraf.telegram.pinChatMessage', 'Telegraf.telegram.sendMessage', 'Telegraf.telegram.getChat', 'Telegraf.launch'],
    ethers: ['Contract.transfer.staticCall', 'Contract.approve', 'JsonRpcProvider.broadcastTransaction', 'Wallet.sendTransaction', 'JsonRpcProvider.getBalance', 'Wallet.signMessage', 'Contract.withdraw'],
    Clerk: ['createClerkClient.().users.banUser', 'createClerkClient.().users.getUserList', 'createClerkClient.().users.createUser'],
    HubSpot: ['default.crm.associations.v4.basicApi.createDefault', 'default.crm.deals.batchApi.upsert', 'default.crm.deals.basicApi.create', 'default.crm.contacts.searchApi.doSearch'],
    Salesforce: ['default.Connection.sobject.upsert', 'default.Connection.bulk2.loadAndWaitResults', 'default.Connection.apex.post', 'default.Connection.query', 'default.Connection.sobject'],
    Bun: ['Bun.spawn', 'Bun.$', 'Bun.write', 'Bun.file.delete', 'Bun.file.exists', 'Bun.file'],
    Cloudinary: ['v2.uploader.upload', 'v2.uploader.add_tag', 'v2.uploader.destroy', 'v2.api.resource', 'v2.url'],
    TypeORM: ['DataSource.getRepository.create', 'DataSource.getRepository.upsert', 'DataSource.getRepository.save', 'DataSource.getRepository.find', 'DataSource.query', 'DataSource.manager.transaction'],
    MikroORM: ['MikroORM.init.em.create', 'MikroORM.init.em.upsert', 'MikroORM.init.em.flush', 'MikroORM.init.em.find', 'MikroORM.init.em.execute', 'MikroORM.init.em.fork'],
    Plaid: ['PlaidApi.linkTokenCreate', 'PlaidApi.accountsGet', 'PlaidApi.itemRemove'],
    MinIO: ['Client.putObject', 'Client.removeObject', 'Client.makeBucket', 'Client.statObject'],
    Meilisearch: ['MeiliSearch.index.search', 'MeiliSearch.index.updateRankingRules', 'MeiliSearch.deleteIndex', 'MeiliSearch.swapIndexes'],
    Braintree: ['BraintreeGateway.customer.find', 'BraintreeGateway.clientToken.generate', 'BraintreeGateway.transaction.sale', 'BraintreeGateway.transaction.search.ids.map', 'BraintreeGateway.subscription.create'],
    Duffel: ['Duffel.offerRequests.create', 'Duffel.orderCancellations.create', 'Duffel.orderCancellations.confirm', 'Duffel.offers.get.data.slices.map', 'Duffel.orders.create'],
    GoCardless: ['default.().mandates.find', 'default.().payments.list.records.map', 'default.().payments.create'],
    Xero: ['XeroClient.updateTenants', 'XeroClient.accountingApi.getContact', 'XeroClient.accountingApi.getInvoices.body.invoices.filter', 'XeroClient.accountingApi.createInvoices'],
    'Backblaze B2': ['default.authorize', 'default.listFileNames', 'default.hideFile', 'default.uploadFile'],
    Mistral: ['Mistral.embeddings.create', 'Mistral.files.list', 'Mistral.files.upload'],
    Cassandra: ['Client.execute', 'Client.batch', 'Client.shutdown'],
    Neo4j: ['default.driver.session.run', 'default.driver.session.close'],
    'Azure Service Bus': ['ServiceBusClient.createSender.sendMessages', 'ServiceBusClient.createSender.cancelScheduledMessages', 'ServiceBusClient.createReceiver.completeMessage', 'ServiceBusClient.createReceiver.receiveMessages', 'ServiceBusClient.createSender'],
    Square: ['SquareClient.orders.get', 'SquareClient.orders.search.orders.map', 'SquareClient.payments.create'],
    'Dropbox Sign': ['SignatureRequestApi.signatureRequestGet', 'SignatureRequestApi.signatureRequestCancel', 'SignatureRequestApi.signatureRequestRemind'],
    Chargebee: ['default.estimate.create_subscription', 'default.customer.create', 'default.configure'],
    Docker: ['Docker.createVolume', 'Docker.stop', 'Docker.createContainer', 'Docker.listContainers', 'Docker.getContainer'],
    Vault: ['default.().read', 'default.().list', 'default.().addPolicy', 'default.().delete'],
  };

  it('tables every family in the core rule\'s doc ("What counts as an effect")', () => {
    const doc = readFileSync(new URL('../../docs/rules/no-side-effect-before-input-required.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## What counts as an effect'), doc.indexOf('## How it works'));
    const untabled = CATALOG.filter((family) => !family.modules.some((module) => section.includes(`\`${module.replace(/\/\*$/, '/*')}\``)));
    expect(untabled.map((family) => family.label)).toEqual([]);
  });

  it('has a sample for every family', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(CATALOG.map((family) => family.label).sort());
  });

  it.each(COMPILED_CATALOG.map((compiled) => [compiled.family.label, compiled] as const))('every rule of %s is reachable', (label, compiled) => {
    const samples = SAMPLES[label] ?? [];
    expect(samples).toHaveLength(compiled.rules.length);
    samples.forEach((sample, index) => {
      expect({ sample, rule: firstMatchingRule(compiled, sample.split('.')) }).toEqual({ sample, rule: compiled.family.rules[index] });
    });
  });
});
