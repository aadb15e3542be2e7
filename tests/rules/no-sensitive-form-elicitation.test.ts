import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import rule, { type MessageIds, type Options } from '../../rules/no-sensitive-form-elicitation.js';
import { markedInvalid } from '../support/markers.js';
import { runRuleTests } from '../support/rule-tester.js';

const V2 = `import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
const server = new McpServer({ name: 's', version: '1' });
`;
const V1 = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
const server = new McpServer({ name: 's', version: '1' });
`;
/** A v2 tool that asks with `inputRequired.elicit` for the given `requestedSchema`. */
const ask = (schema: string, before = '') => `${V2}${before}server.registerTool('t', { description: 'd' }, async (ctx) => {
  const answer = acceptedContent(ctx.mcpReq.inputResponses, 'q');
  if (!answer) return inputRequired({ inputRequests: { q: inputRequired.elicit({ message: 'Please fill in', requestedSchema: ${schema} }) } });
  return { content: [] };
});`;
/** A JSON-schema object with the given properties. */
const json = (properties: string) => `{ type: 'object', properties: { ${properties} } }`;

const URL_2026 = '`inputRequired.elicitUrl({ message, url })`';
const URL_PUSH = "`elicitInput({ mode: 'url', message, url, elicitationId })`";

function valid(name: string, code: string, options?: Options): ValidTestCase<[Options]> {
  return options ? { name, code, options: [options] } : { name, code };
}

/** One secret field (`field`), or a form asking for several (`fields`, listed as the message lists them). */
type Expected = { field: string; label: string; via?: string; urlMode?: string } | { fields: string; labels: string; urlMode?: string };

/** Each `/*!*\/` marks a reported property key; `expected` gives each report's data. */
function invalid(name: string, marked: string, expected: Expected[], options?: Options): InvalidTestCase<MessageIds, [Options]> {
  return markedInvalid(
    name,
    marked,
    expected,
    (report, position) =>
      'fields' in report
        ? { messageId: 'sensitiveFormFields' as const, ...position, data: { fields: report.fields, labels: report.labels, urlMode: report.urlMode ?? URL_2026 } }
        : { messageId: 'sensitiveFormField' as const, ...position, data: { field: report.field, label: report.label, via: report.via ?? '', urlMode: report.urlMode ?? URL_2026 } },
    { options: options ? ([options] as [Options]) : undefined },
  );
}

runRuleTests('no-sensitive-form-elicitation', rule, {
  valid: [
    // Valid because a name, an email and a plan are not secrets (the SDK's examples/elicitation registration form).
    valid(
      'SDK registration form',
      ask(
        json(`username: { type: 'string', title: 'Username', minLength: 3 }, email: { type: 'string', title: 'Email', format: 'email' }, plan: { type: 'string', enum: ['free', 'pro'] }`),
      ),
    ),
    // Valid because a label, an algorithm or the name of a secret is not the secret ("Label for the signing key").
    valid(
      'text about a key, not the key',
      ask(
        json(`keyLabel: { type: 'string', description: 'Label for the signing key' }, algo: { type: 'string', description: 'Algorithm of the new signing key' }, secretName: { type: 'string', description: 'Name of the vault secret to use (not the secret itself)' }, ref: { type: 'string', title: 'ID of your API key' }`),
      ),
    ),
    // Valid because the SDK's guide asks for a rating and a comment (examples/guides/servers/elicitation.examples.ts).
    valid(
      'SDK feedback form, push style',
      `${V2}server.registerTool('f', { inputSchema: z.object({ topic: z.string() }) }, async ({ topic }, ctx) => {
  const result = await ctx.mcpReq.elicitInput({ mode: 'form', message: 'How was it?', requestedSchema: ${json(`rating: { type: 'number', title: 'Rating (1-5)' }, comment: { type: 'string', title: 'Comment' }`)} });
  return { content: [] };
});`,
    ),
    // Valid because the conformance everything-server asks for a name, a color and a boolean.
    valid(
      'conformance literal requests',
      `function handle() {
  return { resultType: 'input_required', inputRequests: {
    user_name: { method: 'elicitation/create', params: { message: 'What is your name?', requestedSchema: ${json(`name: { type: 'string' }`)} } },
    confirm: { method: 'elicitation/create', params: { message: 'Confirm?', requestedSchema: ${json(`ok: { type: 'boolean' }`)} } },
  } };
}`,
    ),
    // Valid because xmcp's preview-input-required example asks for a confirmation.
    valid(
      'xmcp example',
      `import { acceptedContent, inputRequired, type ToolExtraArguments } from 'xmcp';
export const metadata = { name: 'preview-input-required' };
export default async function preview({ theme }: { theme: string }, extra: ToolExtraArguments) {
  const answer = acceptedContent<{ confirmed: boolean }>(extra.inputResponses, 'confirmation');
  if (!answer) return inputRequired({ inputRequests: { confirmation: inputRequired.elicit({ message: 'Apply?', requestedSchema: ${json(`confirmed: { type: 'boolean', title: 'Confirm', description: 'Apply the theme?' }`)} }) } });
  return 'applied';
}`,
    ),
    // Valid because the SDK's plan_trip asks for a destination, then dates built by a helper.
    valid(
      'SDK plan_trip schemas',
      ask('datesFor(destination)', `const datesFor = (dest: string) => (${json(`departure: { type: 'string', title: \`Departure date for \${dest}\`, format: 'date' }, nights: { type: 'integer', title: 'Nights' }`)});
`),
    ),
    // Valid because URL mode is the right way to collect a secret.
    valid('URL mode', `${V2}const q = inputRequired.elicitUrl({ message: 'Enter your API key on our page', url: 'https://example.com/keys' });`),
    // Valid because a literal in URL mode carries no schema to fill in.
    valid('literal URL mode', `const params = { mode: 'url', message: 'Sign in', url: 'https://x', requestedSchema: ${json(`password: { type: 'string' }`)} };`),
    // Valid because LLM token counts and limits are numbers, not tokens.
    valid('token counts', ask(json(`maxTokens: { type: 'integer', title: 'Max tokens' }, tokenCount: { type: 'number' }, tokenLimit: { type: 'string', title: 'Token limit' }`))),
    // Valid because the head noun is not the secret: `keyword`, `primaryKey`, `apiKeyId`, `passwordPolicy`, `secretName`.
    valid(
      'compound names whose head is not a secret',
      ask(json(`keyword: { type: 'string' }, primaryKey: { type: 'string' }, apiKeyId: { type: 'string' }, passwordPolicy: { type: 'string' }, secretName: { type: 'string' }, passwordless: { type: 'string' }`)),
    ),
    // Valid because booleans, enums and consts cannot carry a typed secret.
    valid(
      'choices named like secrets',
      ask(json(`rememberPassword: { type: 'boolean', title: 'Remember password?' }, tokenType: { type: 'string', enum: ['bearer', 'basic'] }, apiKey: { type: 'string', oneOf: [{ const: 'a', title: 'A' }] }`)),
    ),
    // Valid because one-time codes are allowed by default: they expire.
    valid(
      'one-time codes',
      ask(json(`otp: { type: 'string' }, verificationCode: { type: 'string' }, code: { type: 'string', title: '2FA code' }, otpToken: { type: 'string' }, oneTimePassword: { type: 'string' }, mfaToken: { type: 'string', description: 'The code from your authenticator app (MFA)' }`)),
    ),
    // Valid because free text that only mentions a term next to another noun is about something else.
    valid(
      'descriptions that mention terms in passing',
      ask(json(`email: { type: 'string', description: 'We send a password reset link here' }, budget: { type: 'string', title: 'Token budget' }, wallet: { type: 'string', description: 'The token address' }`)),
    ),
    // Valid because a negation before the term says the field is not the secret.
    valid('negated description', ask(json(`username: { type: 'string', description: 'Your login name, not your password' }`))),
    // Valid because allowedNames silences a field the rule misreads.
    valid('allowedNames', ask(json(`gitToken: { type: 'string', title: 'Name of the git tag to release' }`)), { allowedNames: ['gitToken'] }),
    // Valid because zod enums and booleans are choices.
    valid('zod choices', ask(`z.object({ apiKey: z.enum(['test', 'live']), password: z.boolean().describe('Set a password?') })`)),
    // Valid because a tool's input schema is not an elicitation (the model supplies it; other rules judge it).
    valid('inputSchema is not a form', `${V2}server.registerTool('login', { inputSchema: z.object({ password: z.string() }) }, async ({ password }) => ({ content: [] }));`),
    // Valid because a schema the file does not write out cannot be judged.
    valid('schema from elsewhere', ask('importedSchema')),
    // Valid because mcp-framework's `this.elicit` outside an MCPTool class is someone else's method.
    valid(
      'this.elicit outside MCPTool',
      `class Wizard extends Base { async run() { return this.elicit('Enter', { password: { type: 'string' } }); } }`,
    ),
    // Valid because fastmcp asks for a project name and a region.
    valid(
      'fastmcp context.elicit',
      `import { FastMCP } from 'fastmcp';
const server = new FastMCP({ name: 's', version: '1.0.0' });
server.addTool({ name: 'deploy', execute: async (args, context) => {
  const r = await context.elicit({ message: 'Where?', requestedSchema: ${json(`project: { type: 'string' }, region: { type: 'string', enum: ['eu', 'us'] }`)} });
  return 'ok';
} });`,
    ),
    // Valid because user terms only add to the defaults; `pinned` is not `pin`.
    valid('extra term as a whole word', ask(json(`pinned: { type: 'string' }, spinner: { type: 'string' }`)), { sensitiveTerms: ['pin'] }),
    // Valid because a file without requestedSchema or .elicit( is skipped.
    valid('unrelated file', `const form = { password: { type: 'string' } };`),
  ],
  invalid: [
    // Invalid because the SDK builder asks for a password in form mode.
    invalid('inputRequired.elicit password', ask(json(`/*!*/password: { type: 'string', title: 'Password' }`)), [{ field: 'password', label: 'a password' }]),
    // Invalid because the form asks for three secrets: one report for the form's field list, at its first secret, naming all three.
    invalid(
      'several fields',
      ask(json(`username: { type: 'string' }, /*!*/apiKey: { type: 'string' }, client_secret: { type: 'string' }, 'card-number': { type: 'string' }`)),
      [{ fields: '`apiKey`, `client_secret` and `card-number`', labels: 'an API key, a secret and a card number' }],
    ),
    // Invalid because camelCase and snake_case heads, modifiers and trailing digits are seen through.
    invalid(
      'name shapes',
      ask(json(`/*!*/githubAccessToken: { type: 'string' }, new_password2: { type: 'string' }, passwordConfirm: { type: 'string' }, OPENAI_API_KEY: { type: 'string' }, dbConnectionString: { type: 'string' }`)),
      [
        {
          fields: '`githubAccessToken`, `new_password2`, `passwordConfirm`, `OPENAI_API_KEY` and `dbConnectionString`',
          labels: 'a token, a password, an API key and a connection string',
        },
      ],
    ),
    // Invalid because card security codes, SSNs, private keys and credentials are secrets.
    invalid(
      'payment and identity',
      ask(json(`/*!*/cvv: { type: 'string' }, ssn: { type: 'string' }, privateKey: { type: 'string' }, awsCredentials: { type: 'string' }, passphrase: { type: 'string' }`)),
      [
        {
          fields: '`cvv`, `ssn`, `privateKey`, `awsCredentials` and `passphrase`',
          labels: 'a card security code, a social security number, a private key, credentials and a password',
        },
      ],
    ),
    // Invalid because the title says what the neutral name hides.
    invalid('by title', ask(json(`/*!*/value: { type: 'string', title: 'Your OpenAI API key' }`)), [{ field: 'value', label: 'an API key', via: ' (by its title)' }]),
    // Invalid because the description says it.
    invalid(
      'by description',
      ask(json(`/*!*/auth: { type: 'string', description: 'Paste a personal access token with repo scope' }`)),
      [{ field: 'auth', label: 'a token', via: ' (by its description)' }],
    ),
    // Invalid because format: 'password' is a password whatever its name.
    invalid('format password', ask(json(`/*!*/pass: { type: 'string', format: 'password' }`)), [{ field: 'pass', label: 'a password', via: " (`format: 'password'`)" }]),
    // Invalid because a field without a type may hold anything, including the secret its name asks for.
    invalid('untyped field', ask(json(`/*!*/token: { title: 'Token' }`)), [{ field: 'token', label: 'a token' }]),
    // Invalid because a zod schema (the Standard Schema inputRequired.elicit accepts) asks for a password.
    invalid(
      'zod object',
      ask(`z.object({ email: z.email(), /*!*/password: z.string().min(8), key: z.string().describe('Stripe secret key') })`),
      [{ fields: '`password` and `key`', labels: 'a password and a secret' }],
    ),
    // Invalid because zod .meta({ title }) is read too, and a schema in a const is followed.
    invalid(
      'zod const with meta',
      ask('Login', `const Login = z.object({ user: z.string(), /*!*/secret: z.string().meta({ title: 'Secret' }) }).strict();\n`),
      [{ field: 'secret', label: 'a secret' }],
    ),
    // Invalid because a JSON schema in a const is reported once, at its property, however many questions use it.
    invalid(
      'shared const schema reported once',
      `${V2}const CREDS = ${json(`/*!*/password: { type: 'string' }`)};
server.registerTool('a', { description: 'd' }, async (ctx) => inputRequired({ inputRequests: { a: inputRequired.elicit({ message: 'm', requestedSchema: CREDS }) } }));
server.registerTool('b', { description: 'd' }, async (ctx) => inputRequired({ inputRequests: { b: inputRequired.elicit({ message: 'm', requestedSchema: CREDS }) } }));`,
      [{ field: 'password', label: 'a password' }],
    ),
    // Invalid because a hand-built embedded request in form mode (mode omitted or 'form') asks for a token.
    invalid(
      'literal embedded request',
      `${V2}server.registerTool('t', { description: 'd' }, async (ctx) => ({
  resultType: 'input_required',
  inputRequests: { gh: { method: 'elicitation/create', params: { mode: 'form', message: 'GitHub', requestedSchema: ${json(`/*!*/github_token: { type: 'string' }`)} } } },
}));`,
      [{ field: 'github_token', label: 'a token' }],
    ),
    // Invalid because push-style SDK v2 elicitInput asks for a password.
    invalid(
      'v2 push-style elicitInput',
      `${V2}server.registerTool('t', { description: 'd' }, async (ctx) => {
  await ctx.mcpReq.elicitInput({ message: 'Log in', requestedSchema: ${json(`/*!*/password: { type: 'string' }`)} });
  return { content: [] };
});`,
      [{ field: 'password', label: 'a password' }],
    ),
    // Invalid because SDK v1 servers must not ask either; the fix there is elicitInput's URL mode.
    invalid(
      'v1 server.server.elicitInput',
      `${V1}server.tool('connect', async (extra) => {
  const r = await server.server.elicitInput({ message: 'DB', requestedSchema: ${json(`/*!*/databaseConnectionString: { type: 'string' }`)} });
  return { content: [] };
});`,
      [{ field: 'databaseConnectionString', label: 'a connection string', urlMode: URL_PUSH }],
    ),
    // Invalid because v1 extra.sendRequest of elicitation/create asks for an API key.
    invalid(
      'v1 sendRequest',
      `${V1}server.tool('k', async (extra) => {
  await extra.sendRequest({ method: 'elicitation/create', params: { message: 'Key?', requestedSchema: ${json(`/*!*/api_key: { type: 'string' }`)} } }, ElicitResultSchema);
  return { content: [] };
});`,
      [{ field: 'api_key', label: 'an API key', urlMode: URL_PUSH }],
    ),
    // Invalid because fastmcp's context.elicit takes the same form params.
    invalid(
      'fastmcp context.elicit',
      `import { FastMCP } from 'fastmcp';
const server = new FastMCP({ name: 's', version: '1.0.0' });
server.addTool({ name: 'pay', execute: async (args, context) => {
  await context.elicit({ message: 'Card', requestedSchema: ${json(`/*!*/cardNumber: { type: 'string' }, cvc: { type: 'string' }`)} });
  return 'ok';
} });`,
      [{ fields: '`cardNumber` and `cvc`', labels: 'a card number and a card security code', urlMode: URL_PUSH }],
    ),
    // Invalid because mcp-framework's this.elicit(message, fields) takes the fields directly.
    invalid(
      'mcp-framework this.elicit',
      `import { MCPTool } from 'mcp-framework';
class Login extends MCPTool {
  name = 'login';
  async execute() {
    const r = await this.elicit('Log in', { user: { type: 'string' }, /*!*/password: { type: 'string', description: 'Your password' } });
    return 'ok';
  }
}`,
      [{ field: 'password', label: 'a password', urlMode: URL_PUSH }],
    ),
    // Invalid because a schema built by a same-file function is followed (the shape of the SDK's `datesFor`).
    invalid(
      'schema from a helper',
      ask('credsFor(host)', `const credsFor = (host: string) => (${json(`user: { type: 'string', title: \`User on \${host}\` }, /*!*/pwd: { type: 'string' }`)});\n`),
      [{ field: 'pwd', label: 'a password' }],
    ),
    // Invalid because xmcp tools are 2026-era: the fix is inputRequired.elicitUrl.
    invalid(
      'xmcp extra.elicit',
      `import { type ToolExtraArguments } from 'xmcp';
export const metadata = { name: 'connect' };
export default async function connect(params: {}, extra: ToolExtraArguments) {
  await extra.elicit({ message: 'Token', requestedSchema: ${json(`/*!*/slackBotToken: { type: 'string' }`)} });
  return 'ok';
}`,
      [{ field: 'slackBotToken', label: 'a token' }],
    ),
    // Invalid because one-time codes can be forbidden too.
    invalid('one-time codes not allowed', ask(json(`/*!*/otpPassword: { type: 'string' }`)), [{ field: 'otpPassword', label: 'a password' }], { allowOneTimeCodes: false }),
    // Invalid because a TOTP seed is a secret even next to an MFA mention.
    invalid('TOTP seed', ask(json(`/*!*/mfaSecret: { type: 'string' }`)), [{ field: 'mfaSecret', label: 'a secret' }]),
    // Invalid because sensitiveTerms add words, matched in names and in text.
    invalid(
      'sensitiveTerms',
      ask(json(`/*!*/cardPin: { type: 'string' }, acct: { type: 'string', title: 'Bank account number' }`)),
      [{ fields: '`cardPin` and `acct`', labels: '`pin` and `account number`' }],
      { sensitiveTerms: ['pin', 'account number'] },
    ),
    // Invalid because a form helper's `properties` parameter is followed to what its callers pass (a connector
    // service's `form(message, FIELDS)`); the fields of one list are one report.
    invalid(
      'fields passed to a form helper',
      `${V2}function form(message: string, properties: Record<string, object>, required: string[] = []) {
  return inputRequired.elicit({ message, requestedSchema: { type: 'object', properties, required } });
}
const DB_FIELDS = { host: { type: 'string', title: 'Host' }, /*!*/password: { type: 'string', title: 'Password' }, apiToken: { type: 'string', description: 'Your personal API token' } };
const NAME_FIELDS = { name: { type: 'string' } };
export const db = form('Connect', DB_FIELDS, ['host']);
export const named = form('Name', NAME_FIELDS);
const ask = (message: string, schema: object) => inputRequired.elicit({ message, requestedSchema: schema });
export const login = ask('Log in', ${json(`/*!*/pin_code: { type: 'string', title: 'Passphrase' }`)});`,
      [
        { fields: '`password` and `apiToken`', labels: 'a password and a token' },
        { field: 'pin_code', label: 'a password', via: ' (by its title)' },
      ],
    ),
    // Invalid because a shorthand `requestedSchema` property is followed to its const.
    invalid(
      'shorthand requestedSchema',
      `${V2}const requestedSchema = ${json(`/*!*/refreshToken: { type: 'string' }`)};
const request = inputRequired.elicit({ message: 'm', requestedSchema });`,
      [{ field: 'refreshToken', label: 'a token' }],
    ),
  ],
});
