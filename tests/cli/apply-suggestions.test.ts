import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { changeSummary, parseSuggestionKinds } from '../../src/cli/apply-suggestions.js';
import { MIGRATE_SUGGESTION_ID, WITHHELD_MESSAGE_ID, applySuggestions, withheldSummary } from '../../src/cli/suggestions.js';
import { WITHHELD_REASONS } from '../../src/fixes/migrate.js';
import { makeProject, runCli } from './helpers.js';

describe('parseSuggestionKinds', () => {
  it.each([
    ['move', ['move']],
    ['migrate', ['migrate']],
    ['migrate,move', ['migrate', 'move']],
    // Migrations come first whatever the order given: they expose the effects the moves fix.
    ['move,migrate', ['migrate', 'move']],
    ['move, migrate', ['migrate', 'move']],
  ])('%s', (value, kinds) => {
    expect(parseSuggestionKinds(value)).toEqual(kinds);
  });

  it.each(['', 'all', 'move,', 'resume', 'hasOwnProperty'])('rejects %j', (value) => {
    expect(parseSuggestionKinds(value)).toBeNull();
  });
});

describe('applySuggestions with one suggestion offered on several reports', () => {
  it('applies it once and counts every report it serves', () => {
    const shared = { messageId: MIGRATE_SUGGESTION_ID, desc: 'd', fix: { range: [1, 3] as [number, number], text: 'X' } };
    const message = (line: number): Linter.LintMessage => ({ ruleId: 'r', message: 'm', severity: 2, line, column: 1, suggestions: [shared] });
    expect(applySuggestions('abcdef', [message(1), message(2)], [MIGRATE_SUGGESTION_ID])).toEqual({ output: 'aXdef', applied: 2 });
  });
});

describe('changeSummary', () => {
  it.each([
    [['move'], { migrate: 0, move: 2 }, false, 'mcp-lint: would move 2 calls below their questions in 1 file (add --write to change the files); 3 problems left after the moves\n'],
    [['migrate'], { migrate: 1, move: 0 }, true, 'mcp-lint: migrated 1 push-style request to `input_required` in 1 file; 3 problems left after the changes\n'],
    [
      ['migrate', 'move'],
      { migrate: 2, move: 1 },
      false,
      'mcp-lint: would migrate 2 push-style requests to `input_required` and move 1 call below its question in 1 file (add --write to change the files); 3 problems left after the changes\n',
    ],
    [
      ['migrate', 'move'],
      { migrate: 2, move: 1 },
      true,
      'mcp-lint: migrated 2 push-style requests to `input_required` and moved 1 call below its question in 1 file; 3 problems left after the changes\n',
    ],
  ] as const)('%j %j write=%s', (kinds, applied, write, line) => {
    expect(changeSummary(kinds, applied, 1, 3, write)).toBe(line);
  });

  it('says why the requests it did not migrate were left alone', () => {
    expect(changeSummary(['migrate'], { migrate: 1, move: 0 }, 1, 3, true, '3 not rewritten: 2 in helpers, 1 inside try/catch/finally')).toBe(
      'mcp-lint: migrated 1 push-style request to `input_required` in 1 file; 3 problems left after the changes; push-style requests: 3 not rewritten: 2 in helpers, 1 inside try/catch/finally\n',
    );
    // Moves alone say nothing of migrations.
    expect(changeSummary(['move'], { migrate: 0, move: 1 }, 1, 3, true, '1 not rewritten: 1 in helpers')).not.toMatch(/not rewritten/);
  });
});

describe('withheldSummary', () => {
  const withheld = (reason: keyof typeof WITHHELD_REASONS): Linter.LintMessage => ({
    ruleId: 'mcp/no-push-style-input-request',
    messageId: WITHHELD_MESSAGE_ID,
    message: `\`x()\` sends a push-style request. Not rewritten automatically: ${WITHHELD_REASONS[reason].message}.`,
    severity: 2,
    line: 1,
    column: 1,
  });
  it('counts the reasons, most frequent first', () => {
    expect(withheldSummary([withheld('tryBlock'), withheld('helper'), withheld('helper')])).toBe('3 not rewritten: 2 in helpers, 1 inside try/catch/finally');
  });
  it('says nothing when every request was migrated or none was reported', () => {
    expect(withheldSummary([{ ruleId: 'r', message: 'm', severity: 2, line: 1, column: 1 }])).toBeNull();
  });
});

const PUSH_STYLE = `import { McpServer } from '@modelcontextprotocol/server';
import { audit } from './audit.js';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', {}, async (ctx) => {
  await audit.insert({ event: 'restart-requested' });
  const answer = await ctx.mcpReq.elicitInput({ message: 'Restart?', requestedSchema: { type: 'object', properties: {} } });
  return { content: [{ type: 'text', text: answer.action }] };
});
`;

const MIGRATED = `import { McpServer, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import { audit } from './audit.js';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('restart', {}, async (ctx) => {
  await audit.insert({ event: 'restart-requested' });
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
`;

const MIGRATED_AND_MOVED = MIGRATED.replace("  await audit.insert({ event: 'restart-requested' });\n", '').replace(
  '    });\n  }\n',
  "    });\n  }\n  await audit.insert({ event: 'restart-requested' });\n",
);

const MIGRATE_DIFF = [
  '--- a/src/tool.ts',
  '+++ b/src/tool.ts',
  '@@ -1,10 +1,17 @@',
  "-import { McpServer } from '@modelcontextprotocol/server';",
  "+import { McpServer, inputRequired, inputResponse } from '@modelcontextprotocol/server';",
  " import { audit } from './audit.js';",
  ' ',
  " const server = new McpServer({ name: 'ops', version: '1.0.0' });",
  ' ',
  " server.registerTool('restart', {}, async (ctx) => {",
  "   await audit.insert({ event: 'restart-requested' });",
  "-  const answer = await ctx.mcpReq.elicitInput({ message: 'Restart?', requestedSchema: { type: 'object', properties: {} } });",
  "+  const answer = inputResponse(ctx.mcpReq.inputResponses, 'answer');",
  "+  if (answer.kind !== 'elicit') {",
  '+    return inputRequired({',
  '+      inputRequests: {',
  "+        answer: inputRequired.elicit({ message: 'Restart?', requestedSchema: { type: 'object', properties: {} } })",
  '+      }',
  '+    });',
  '+  }',
  "   return { content: [{ type: 'text', text: answer.action }] };",
  ' });',
  '',
].join('\n');

describe('mcp-lint --apply-suggestions=migrate', () => {
  it('is what the report of a push-style request points to', async () => {
    const run = await runCli([], await makeProject({ 'src/tool.ts': PUSH_STYLE }));
    expect(run.stdout).toContain(
      '\n  1 push-style request can be rewritten as a returned question: mcp-lint --apply-suggestions=migrate prints the diff, --write applies it.\n',
    );
  });

  it('prints the diff of the migration, leaves the file alone, and says the write above the question is left', async () => {
    const cwd = await makeProject({ 'src/tool.ts': PUSH_STYLE });
    const run = await runCli(['--apply-suggestions=migrate'], cwd);
    expect(run.stdout).toBe(MIGRATE_DIFF);
    expect(run.stderr).toBe(
      'mcp-lint: would migrate 1 push-style request to `input_required` in 1 file (add --write to change the files); 1 problem left after the changes\n',
    );
    expect(await readFile(join(cwd, 'src/tool.ts'), 'utf8')).toBe(PUSH_STYLE);
    expect(run.code).toBe(1);
  });

  it('writes the migration with --write; the core rule then reports the write above the question', async () => {
    const cwd = await makeProject({ 'src/tool.ts': PUSH_STYLE });
    const run = await runCli(['--apply-suggestions=migrate', '--write'], cwd);
    expect(run.stdout).toBe(MIGRATE_DIFF);
    expect(await readFile(join(cwd, 'src/tool.ts'), 'utf8')).toBe(MIGRATED);
    const lint = await runCli([], cwd);
    expect(lint.stdout).toContain('mcp/no-side-effect-before-input-required');
    expect(lint.stdout).not.toContain('mcp/no-push-style-input-request');
  });

  it('with migrate,move, migrates first and then moves the write the migration exposed, leaving nothing', async () => {
    const cwd = await makeProject({ 'src/tool.ts': PUSH_STYLE });
    const run = await runCli(['--apply-suggestions=migrate,move', '--write'], cwd);
    expect(run.stderr).toBe(
      'mcp-lint: migrated 1 push-style request to `input_required` and moved 1 call below its question in 1 file; 0 problems left after the changes\n',
    );
    expect(run.code).toBe(0);
    expect(await readFile(join(cwd, 'src/tool.ts'), 'utf8')).toBe(MIGRATED_AND_MOVED);
    expect(MIGRATED_AND_MOVED).toContain("    });\n  }\n  await audit.insert({ event: 'restart-requested' });\n  return");
    const again = await runCli(['--apply-suggestions=migrate,move'], cwd);
    expect(again).toMatchObject({ code: 0, stdout: '' });
  });

  it('migrates every handler of a file, one import for all', async () => {
    const two = PUSH_STYLE.replace("await audit.insert({ event: 'restart-requested' });\n  ", '') + PUSH_STYLE.slice(PUSH_STYLE.indexOf("server.registerTool")).replace("'restart'", "'stop'").replace("await audit.insert({ event: 'restart-requested' });\n  ", '');
    const cwd = await makeProject({ 'src/tool.ts': two });
    const run = await runCli(['--apply-suggestions=migrate', '--write'], cwd);
    expect(run.stderr).toContain('migrated 2 push-style requests to `input_required` in 1 file; 0 problems left');
    const written = await readFile(join(cwd, 'src/tool.ts'), 'utf8');
    expect(written.match(/inputResponse\(ctx\.mcpReq\.inputResponses, 'answer'\)/g)).toHaveLength(2);
    expect(written.match(/^import .*inputResponse/gm)).toHaveLength(1);
  });
});

// `--apply-suggestions=move` applies every move the core rule offers: into the branch that does not ask, and past
// a return of a plain result after the question (what the decline returns), as well as below the question.
const MOVES = `import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { mergeBranch, sendEmail } from './services.js';

const server = new McpServer({ name: 'ops', version: '1.0.0' });

server.registerTool('notify', {}, async (args: { to: string }, ctx) => {
  await sendEmail(args.to);
  const ok = acceptedContent(ctx.mcpReq.inputResponses, 'ok');
  if (ok) {
    return { content: [{ type: 'text', text: 'Sent.' }] };
  }
  return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: 'Send?', requestedSchema: { type: 'object', properties: {} } }) } });
});

server.registerTool('merge', {}, async (args: { branch: string; note?: string }, ctx) => {
  if (args.note) await sendEmail(args.note);
  if (args.branch !== 'main') {
    const go = acceptedContent(ctx.mcpReq.inputResponses, 'go');
    if (!go) return inputRequired({ inputRequests: { go: inputRequired.elicit({ message: 'Merge?', requestedSchema: { type: 'object', properties: {} } }) } });
    if (go.proceed !== true) return { content: [{ type: 'text', text: 'Not merged.' }] };
  }
  await mergeBranch(args.branch);
  return { content: [{ type: 'text', text: 'Merged.' }] };
});
`;

const MOVED = MOVES.replace("  await sendEmail(args.to);\n", '')
  .replace("  if (ok) {\n", "  if (ok) {\n    await sendEmail(args.to);\n")
  .replace("  if (args.note) await sendEmail(args.note);\n", '')
  .replace("  }\n  await mergeBranch", "  }\n  if (args.note) await sendEmail(args.note);\n  await mergeBranch");

describe('mcp-lint --apply-suggestions=move', () => {
  it('counts the moves into the answered branch and past a plain return in the hint', async () => {
    const run = await runCli([], await makeProject({ 'src/tool.ts': MOVES }));
    expect(run.stdout).toContain('\n  2 can be moved below their questions: mcp-lint --apply-suggestions=move prints the diff, --write applies it.\n');
  });

  it('applies them with --write, leaving nothing to report', async () => {
    const cwd = await makeProject({ 'src/tool.ts': MOVES });
    const run = await runCli(['--apply-suggestions=move', '--write'], cwd);
    expect(run.stderr).toBe('mcp-lint: moved 2 calls below their questions in 1 file; 0 problems left after the moves\n');
    expect(run.code).toBe(0);
    expect(await readFile(join(cwd, 'src/tool.ts'), 'utf8')).toBe(MOVED);
    expect(MOVED).not.toBe(MOVES);
  });
});
