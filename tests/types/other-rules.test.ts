// The other rules that ask "is this an effect?" see other files too in the type-checked configs: the engine is
// shared. Cases are handler files placed in tests/fixtures/typed-server/src/tools/ (see tests/types/support.ts).
import declinedRule from '../../rules/no-side-effect-on-declined-input.js';
import annotationsRule from '../../rules/tool-annotations-match-behavior.js';
import { markers } from '../support/markers.js';
import { runTypedRuleTests } from './support.js';

const FILENAME = 'src/tools/case.ts';
const TYPE_CHECKED = { mcp: { typeChecked: true } };

const READ_ONLY_TOOL = (handler: string) => `import { McpServer } from '../mcp.js';
import { billing, chargeCustomer } from '../services/index.js';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('t', { annotations: { /*!*/readOnlyHint: true } }, async () => {
${handler}
  return { content: [] };
});`;

const charging = markers(READ_ONLY_TOOL(`  await chargeCustomer('cus_1', 100);`));
const reading = READ_ONLY_TOOL(`  await billing.history('cus_1');`).replace('/*!*/', '');

runTypedRuleTests('tool-annotations-match-behavior (type-checked)', annotationsRule, {
  valid: [
    // Valid because `billing.history()` only lists charges (a Stripe read, in another file).
    { name: 'a read-only tool that reads through a helper of another file', code: reading, filename: FILENAME, settings: TYPE_CHECKED },
  ],
  invalid: [
    // Invalid because the helper of another file charges a card: the tool is not read-only.
    {
      name: 'a read-only tool whose helper in another file writes',
      code: charging.code,
      filename: FILENAME,
      settings: TYPE_CHECKED,
      errors: [
        {
          messageId: 'readOnlyButWrites',
          line: charging.positions[0]!.line,
          column: charging.positions[0]!.column,
          data: { call: 'stripe.charges.create()', label: 'Stripe write, in src/services/payments.ts:4', line: '4 of src/services/payments.ts', through: ' through `chargeCustomer()`' },
        },
      ],
    },
  ],
});

const declined = markers(`import { McpServer } from '../mcp.js';
import { billing } from '../services/index.js';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('settle', {}, async (ctx) => {
  const result = await ctx.mcpReq.elicitInput({ mode: 'form', message: 'Settle?', requestedSchema: { type: 'object', properties: {} } });
  if (result.action === 'decline') return { content: [] };
  await /*!*/billing.settle('inv_1');
  return { content: [] };
});`);

runTypedRuleTests('no-side-effect-on-declined-input (type-checked)', declinedRule, {
  valid: [],
  invalid: [
    // Invalid because a cancelled answer falls through to the insert, made by a method of another file whose name
    // ("settle") says nothing.
    {
      name: 'a method of another file that inserts when the answer is cancelled',
      code: declined.code,
      filename: FILENAME,
      settings: TYPE_CHECKED,
      errors: [
        {
          messageId: 'effectOnDeclinedThroughHelper',
          line: declined.positions[0]!.line,
          column: declined.positions[0]!.column,
          data: {
            call: 'billing.settle()',
            effect: 'db.query()',
            label: 'SQL INSERT, in src/services/payments.ts:9',
            through: '',
            when: 'the answer to the question on line 5 is cancelled',
          },
        },
      ],
    },
  ],
});
