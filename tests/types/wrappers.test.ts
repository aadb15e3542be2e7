// Wrappers of other files that ask after running the function they are given (src/types/wrappers.ts): the
// wrapped-server fixture (see its README) through the ESLint API, and handler files placed in its src/tools/.
import { describe, expect, it } from 'vitest';
import rule from '../../rules/no-side-effect-before-input-required.js';
import { fixtureProblems, runTypedRuleTests, WRAPPED_SERVER, wrapperQuestionCase, type WrapperReport } from './support.js';

const CORE = 'mcp/no-side-effect-before-input-required';

describe('the wrapped-server fixture: every tool registered through one wrapper and one barrel', () => {
  it('recommended-type-checked finds the five planted bugs, each inside its tool, and nothing in the valid tools', async () => {
    expect(await fixtureProblems(WRAPPED_SERVER, 'recommended-type-checked')).toEqual([
      // BUG E: a subclass's `execute`, which the base class's `register` wraps.
      `src/tools/archive.ts:12:11 ${CORE}: \`stripe.refunds.create()\` (Stripe write) runs before \`ToolBase.register\` may return \`input_required\` (src/lib/tool-base.ts:16), after it runs this function`,
      // BUG D: an object declared without a type, a `ToolDef` only in the barrel's table.
      `src/tools/invite.ts:11:11 ${CORE}: \`db.query()\` (SQL INSERT) runs before \`defineTool\` may return \`input_required\` (src/lib/define-tool.ts:15), after it runs this function`,
      // BUG B: `satisfies ToolDef`; the registration loop passes `tool` on, `defineTool` calls `def.handler`.
      `src/tools/label.ts:10:11 ${CORE}: \`db.query()\` (SQL INSERT) runs before \`defineTool\` may return \`input_required\` (src/lib/define-tool.ts:15), after it runs this function`,
      // BUG C: a higher-order wrapper that asks after the function returned.
      `src/tools/publish.ts:10:11 ${CORE}: \`db.query()\` (SQL INSERT) runs before \`withReview\` may return \`input_required\` (src/lib/define-tool.ts:25), after it runs this function`,
      // BUG A: the tool's own question, built in src/lib/questions.ts.
      `src/tools/refund.ts:12:11 ${CORE}: \`stripe.refunds.create()\` (Stripe write) runs before the \`input_required\` return on line 14`,
    ]);
  });

  it('the untyped configs see one file at a time and find none of them', async () => {
    expect(await fixtureProblems(WRAPPED_SERVER, 'recommended')).toEqual([]);
  });
});

const TYPE_CHECKED = { mcp: { typeChecked: true } };
const FILENAME = 'src/tools/case.ts';
const IMPORTS = `import type { McpServer } from '@modelcontextprotocol/server';
import { db, stripe } from '../lib/clients.js';
import { confirmFirst, defineTool, runThenConfirm, withConfirmation, withFastPath, withReview } from '../lib/define-tool.js';
import { github } from '../lib/github.js';
import { ToolBase } from '../lib/tool-base.js';
import { text } from '../lib/tool.js';
declare const server: McpServer;
`;
const RUNS_AGAIN = 'The client re-sends the call and the handler runs again from the top, so it will run again: ask first, or run it only on the round without `requestState`.';

function valid(name: string, code: string) {
  return { name, code: IMPORTS + code, filename: FILENAME, settings: TYPE_CHECKED };
}

/** One `/*!*\/` per report (see `wrapperQuestionCase`). */
function invalid(name: string, marked: string, reports: WrapperReport[], moved?: string) {
  return { name, filename: FILENAME, settings: TYPE_CHECKED, ...wrapperQuestionCase(IMPORTS, marked, reports, moved) };
}

const DEFINE_TOOL = { wrapper: '`defineTool`', question: 'src/lib/define-tool.ts:15' };

runTypedRuleTests('no-side-effect-before-input-required (wrappers of other files)', rule, {
  valid: [
    // Valid because defineTool asks only when the tool throws, and the write is the last call: nothing can throw after it.
    valid('the write is the last call of a tool that defineTool asks around', `
defineTool(server, { name: 'save', description: 'Save', handler: async (args) => {
  await github.getRepo(args['repo']!);
  await db.query('INSERT INTO saves (repo) VALUES ($1)', [args['repo']]);
  return text('Saved.');
} });
`),
    // Valid because the write is the last call on its path: the later GitHub call is on the path it returns before.
    valid('the write is the last call on its own branch', `
defineTool(server, { name: 'comment', description: 'Comment', handler: async (args) => {
  if (!args['label']) {
    await db.query('INSERT INTO comments (repo) VALUES ($1)', [args['repo']]);
    return text('Commented.');
  }
  await github.addLabel(args['repo']!, 1, args['label']);
  return text('Labelled.');
} });
`),
    // Valid because defineTool asks only for a ForbiddenError, which only the GitHub client throws: after the insert
    // only Stripe and fetch run, and a package cannot throw a class of the project (issue 19, held-out set).
    valid('after the write only calls that cannot throw the error the wrapper asks for', `
defineTool(server, { name: 'settle', description: 'Settle', handler: async (args) => {
  await github.getRepo(args['repo']!);
  await db.query('INSERT INTO settlements (repo) VALUES ($1)', [args['repo']]);
  await Promise.all([stripe.refunds.create({ charge: args['charge']! }), fetch('https://hooks.example.com/settled', { method: 'POST' })]);
  return text('Settled.');
} });
`),
    // Valid because withConfirmation asks before it runs the tool: nothing the tool does runs on the round that asks.
    valid('a wrapper that asks first', `
export const refund = withConfirmation(async (args) => {
  await stripe.refunds.create({ charge: args['charge']! });
  return text('Refunded.');
});
`),
    // Valid because the handler returns what confirmFirst returns, and confirmFirst asks before it runs the function it
    // is given: the refund runs only on the round with a yes (production-7 typed/src/tools/subscriptions.ts:48).
    valid('a function given to a wrapper of another file that the handler returns, which asks first', `
server.registerTool('refund', {}, async (args: Record<string, string>, ctx) => {
  await github.getRepo(args['repo']!);
  return confirmFirst(ctx, 'Refund?', async () => {
    await stripe.refunds.create({ charge: args['charge']! });
    return text('Refunded.');
  });
});
`),
    // Valid because withFastPath returns the tool's result as it is; it asks only on the path that does not run it.
    valid('a wrapper that asks on the other branch only', `
export const refund = withFastPath(async (args) => {
  await stripe.refunds.create({ charge: args['charge']! });
  await github.getRepo(args['repo']!);
  return text('Refunded.');
});
`),
    // Valid because the tool only reads and mutates what it owns, before and after the call that may answer 403.
    valid('reads and local values in a wrapped tool', `
defineTool(server, { name: 'count', description: 'Count', handler: async (args) => {
  const { rows } = await db.query('SELECT id FROM labels WHERE repo = $1', [args['repo']]);
  const ids = new Map(rows.map((row) => [row.id, row]));
  ids.set('x', { id: 'x' });
  await github.getRepo(args['repo']!);
  return text(String(ids.size));
} });
`),
    // Valid because a function that is only defined near a wrapper, and never given to it, is not wrapped.
    valid('a function that no wrapper receives', `
export async function cleanup(args: Record<string, string>) {
  await db.query('DELETE FROM labels WHERE repo = $1', [args['repo']]);
  await github.getRepo(args['repo']!);
}
`),
  ],
  invalid: [
    // Invalid because defineTool calls `def.handler` and asks for elevation when it throws: the insert ran by then.
    invalid('an inline handler given to defineTool', `
defineTool(server, { name: 'label', description: 'Label', handler: async (args) => {
  await /*!*/db.query('INSERT INTO labels (repo) VALUES ($1)', [args['repo']]);
  await github.getRepo(args['repo']!);
  return text('Labelled.');
} });
`, [{ call: 'db.query()', label: 'SQL INSERT', ...DEFINE_TOOL }], `
defineTool(server, { name: 'label', description: 'Label', handler: async (args) => {
  await github.getRepo(args['repo']!);
  await db.query('INSERT INTO labels (repo) VALUES ($1)', [args['repo']]);
  return text('Labelled.');
} });
`),
    // Invalid because the shorthand member hands the named function to the same slot.
    invalid('a named function given to defineTool by a shorthand member', `
async function handler(args: Record<string, string>) {
  await /*!*/stripe.refunds.create({ charge: args['charge']! });
  await github.getRepo(args['repo']!);
  return text('Refunded.');
}
defineTool(server, { name: 'refund', description: 'Refund', handler });
`, [{ call: 'stripe.refunds.create()', label: 'Stripe write', ...DEFINE_TOOL }], `
async function handler(args: Record<string, string>) {
  await github.getRepo(args['repo']!);
  await stripe.refunds.create({ charge: args['charge']! });
  return text('Refunded.');
}
defineTool(server, { name: 'refund', description: 'Refund', handler });
`),
    // Invalid because withReview asks after the function returned: every write of it ran, the last one too.
    invalid('a named function given to a wrapper that asks after it returns', `
async function publishDraft(args: Record<string, string>) {
  await github.getRepo(args['repo']!);
  await /*!*/db.query('INSERT INTO posts (draft) VALUES ($1)', [args['draft']]);
  return text('Published.');
}
export const publish = withReview(publishDraft);
`, [{ call: 'db.query()', label: 'SQL INSERT', wrapper: '`withReview`', question: 'src/lib/define-tool.ts:25' }]),
    // Invalid because the handler returns what runThenConfirm returns, and runThenConfirm asks after the function it is
    // given ran: the refund ran on the round that asks.
    invalid('a function given to a wrapper of another file that the handler returns, which asks after running it', `
server.registerTool('refund', {}, async (args: Record<string, string>, ctx) => {
  return runThenConfirm(ctx, 'Send the receipt?', async () => {
    await /*!*/stripe.refunds.create({ charge: args['charge']! });
    return text('Refunded.');
  });
});
`, [{ call: 'stripe.refunds.create()', label: 'Stripe write', wrapper: '`runThenConfirm`', question: 'src/lib/define-tool.ts:55' }]),
    // Invalid because ToolBase.register runs \`this.execute\` and asks for elevation when it throws.
    invalid('a subclass of the base class that wraps execute', `
export class RefundTool extends ToolBase {
  readonly name = 'refund';
  async execute(args: Record<string, string>) {
    await /*!*/stripe.refunds.create({ charge: args['charge']! });
    await github.getRepo(args['repo']!);
    return text('Refunded.');
  }
}
`, [{ call: 'stripe.refunds.create()', label: 'Stripe write', wrapper: '`ToolBase.register`', question: 'src/lib/tool-base.ts:16' }], `
export class RefundTool extends ToolBase {
  readonly name = 'refund';
  async execute(args: Record<string, string>) {
    await github.getRepo(args['repo']!);
    await stripe.refunds.create({ charge: args['charge']! });
    return text('Refunded.');
  }
}
`),
    // Invalid because the helper's write runs inside the wrapped tool's run, reported at the call that leads to it.
    invalid('a write through a same-file helper of a wrapped tool', `
async function record(repo: string) {
  await db.query('INSERT INTO audit (repo) VALUES ($1)', [repo]);
}
defineTool(server, { name: 'audit', description: 'Audit', handler: async (args) => {
  await /*!*/record(args['repo']!);
  await github.getRepo(args['repo']!);
  return text('Audited.');
} });
`, [{ call: 'record()', effect: ' → `db.query()`', label: 'SQL INSERT', ...DEFINE_TOOL }], `
async function record(repo: string) {
  await db.query('INSERT INTO audit (repo) VALUES ($1)', [repo]);
}
defineTool(server, { name: 'audit', description: 'Audit', handler: async (args) => {
  await github.getRepo(args['repo']!);
  await record(args['repo']!);
  return text('Audited.');
} });
`),
    // Invalid because a GitHub call, which throws the ForbiddenError defineTool asks for, can still fail after the
    // insert: inside Promise.all, through a project function of another file.
    invalid('a call that can throw the asked-for error after the write, inside Promise.all', `
defineTool(server, { name: 'sync', description: 'Sync', handler: async (args) => {
  await /*!*/db.query('INSERT INTO syncs (repo) VALUES ($1)', [args['repo']]);
  await Promise.all([fetch('https://hooks.example.com/sync'), github.getRepo(args['repo']!)]);
  return text('Synced.');
} });
`, [{ call: 'db.query()', label: 'SQL INSERT', ...DEFINE_TOOL }], `
defineTool(server, { name: 'sync', description: 'Sync', handler: async (args) => {
  await Promise.all([fetch('https://hooks.example.com/sync'), github.getRepo(args['repo']!)]);
  await db.query('INSERT INTO syncs (repo) VALUES ($1)', [args['repo']]);
  return text('Synced.');
} });
`),
    // Invalid, and no move is offered: the object the insert is handed whole is handed to the call that may be
    // refused too, which may fill it in, so the insert keeps its place before it.
    invalid('a write handed an object the later call is handed too', `
declare const legacy: any;
defineTool(server, { name: 'note', description: 'Note', handler: async (args) => {
  const note = { repo: args['repo'] };
  await /*!*/db.query('INSERT INTO notes (note) VALUES ($1)', [note]);
  await legacy.annotate(note);
  return text('Noted.');
} });
`, [{ call: 'db.query()', label: 'SQL INSERT', ...DEFINE_TOOL }]),
    // Invalid, both: the two inserts run before the GitHub call that may be refused. They go through one client, so
    // neither passes the other (the second may read what the first made); the first goes below the GitHub call with
    // the second, in their order (the types show neither can throw what defineTool asks for), the second alone.
    (() => {
      const marked = `
defineTool(server, { name: 'label', description: 'Label', handler: async (args) => {
  await /*!*/db.query('INSERT INTO labels (repo) VALUES ($1)', [args['repo']]);
  await /*!*/db.query('UPDATE repos SET labels = labels + 1 WHERE name = $1', [args['repo']]);
  await github.getRepo(args['repo']!);
  return text('Labelled.');
} });
`;
      const moved = (body: string) => IMPORTS + `
defineTool(server, { name: 'label', description: 'Label', handler: async (args) => {
${body}
  return text('Labelled.');
} });
`;
      const [insert, update, read] = [
        `  await db.query('INSERT INTO labels (repo) VALUES ($1)', [args['repo']]);`,
        `  await db.query('UPDATE repos SET labels = labels + 1 WHERE name = $1', [args['repo']]);`,
        `  await github.getRepo(args['repo']!);`,
      ];
      const { code, errors } = wrapperQuestionCase(IMPORTS, marked, [
        { call: 'db.query()', label: 'SQL INSERT', ...DEFINE_TOOL },
        { call: 'db.query()', label: 'SQL UPDATE', ...DEFINE_TOOL },
      ]);
      const outputs = [moved([read, insert, update].join('\n')), moved([insert, read, update].join('\n'))];
      return {
        name: 'two writes through one client, before the call that may be refused',
        filename: FILENAME,
        settings: TYPE_CHECKED,
        code,
        errors: errors.map((error, index) => ({ ...error, suggestions: [{ messageId: 'suggestMoveBelowRefusableCalls' as const, output: outputs[index]! }] })),
      };
    })(),
    // Invalid because a call the checker cannot resolve (an \`any\`) may throw anything: it counts as one that can.
    invalid('a call the checker cannot resolve after the write', `
declare const legacy: any;
defineTool(server, { name: 'mirror', description: 'Mirror', handler: async (args) => {
  await /*!*/db.query('INSERT INTO mirrors (repo) VALUES ($1)', [args['repo']]);
  await legacy.mirror(args['repo']);
  return text('Mirrored.');
} });
`, [{ call: 'db.query()', label: 'SQL INSERT', ...DEFINE_TOOL }], `
declare const legacy: any;
defineTool(server, { name: 'mirror', description: 'Mirror', handler: async (args) => {
  await legacy.mirror(args['repo']);
  await db.query('INSERT INTO mirrors (repo) VALUES ($1)', [args['repo']]);
  return text('Mirrored.');
} });
`),
  ],
}, WRAPPED_SERVER);

describe('the message of a wrapper finding', () => {
  // `{{wrapper}}` comes quoted (`` `defineTool` ``), or for an anonymous asker as what it is (``the `refund` tool's handler``).
  it('says the question is the wrapper\'s, in its file, and why the call repeats', () => {
    expect(rule.meta.messages.sideEffectBeforeWrapperQuestion).toBe(
      `\`{{call}}\`{{effect}} ({{label}}) runs before {{wrapper}} may return \`input_required\` ({{question}}), after it runs this function. ${RUNS_AGAIN}`,
    );
  });
});
