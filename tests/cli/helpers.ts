import { readFileSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';
import { main } from '../../src/cli/main.js';

const made: string[] = [];

afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A fresh folder outside the repository (so no ESLint config or .gitignore above it applies), with `files`. */
export async function makeProject(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'mcp-lint-test-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

/**
 * A file of tests/fixtures/pay-server: an SDK v2 server whose tool charges the card before it asks (`pay.ts`;
 * reported at 8:9), the same asking first (`pay-asked-first.ts`, what "move it below the question" makes of
 * it), and a CommonJS one that charges before it asks (`pay.cjs`; reported at 6:9).
 */
export function payServer(name: 'pay.ts' | 'pay-asked-first.ts' | 'pay.cjs'): string {
  return readFileSync(new URL(`../fixtures/pay-server/${name}`, import.meta.url), 'utf8');
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `mcp-lint` in-process in `cwd`, capturing both streams as pipes (not terminals). */
export async function runCli(argv: string[], cwd: string, tty = false): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    cwd,
    env: {},
    stdout: { isTTY: tty, write: (text: string) => (stdout += text) },
    stderr: { isTTY: tty, write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

/**
 * An `eslint.config.mjs` for `--use-config` runs, with a stand-in for the core rule's "move it below the
 * question" suggestion: `charge(...)` directly followed by an `if` is reported, and the suggestion swaps the
 * two statements. It lets the CLI's suggestion machinery run end to end on plain JavaScript.
 */
export function standInConfig(severity: 'error' | 'warn' = 'error'): string {
  return `
const chargeBeforeQuestion = {
  meta: {
    type: 'problem',
    hasSuggestions: true,
    docs: { description: 'stand-in', url: 'https://example.test/charge-before-question' },
    messages: { effect: 'charge() runs before the question.', suggestMoveBelowQuestion: 'Move it below the question.' },
    schema: [],
  },
  create(context) {
    const text = context.sourceCode.text;
    return {
      ExpressionStatement(statement) {
        if (statement.expression.type !== 'CallExpression' || statement.expression.callee.name !== 'charge') return;
        const siblings = statement.parent.body;
        const question = siblings[siblings.indexOf(statement) + 1];
        if (question?.type !== 'IfStatement') return;
        const gap = text.slice(statement.range[1], question.range[0]);
        context.report({
          node: statement.expression,
          messageId: 'effect',
          suggest: [{
            messageId: 'suggestMoveBelowQuestion',
            fix: (fixer) => fixer.replaceTextRange(
              [statement.range[0], question.range[1]],
              text.slice(...question.range) + gap + text.slice(...statement.range),
            ),
          }],
        });
      },
    };
  },
};

export default [{ plugins: { fixture: { rules: { 'charge-before-question': chargeBeforeQuestion } } },
  rules: { 'fixture/charge-before-question': '${severity}' } }];
`;
}
