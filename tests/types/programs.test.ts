// Summaries of other files live as long as the TypeScript program: a new program (an editor's next keystroke in
// any file) starts from scratch, so a changed helper is seen at the next lint of the handler.
import path from 'node:path';
import { Linter } from 'eslint';
import type { TSESTree } from '@typescript-eslint/utils';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';
import { parseEffectSettings } from '../../src/effects/index.js';
import type { FileSummariser, FunctionSummary } from '../../src/types/index.js';
import { programSummaries, type ProgramSummaries } from '../../src/types/summaries.js';
import { TYPED_SERVER, VirtualProject } from './support.js';

/** A folder beside the fixture's sources, so that `@modelcontextprotocol/server` resolves from the repository. */
const ROOT = path.join(TYPED_SERVER, 'virtual');

const TOOL = `import { inputRequired } from '@modelcontextprotocol/server';
import { recordAudit } from './audit.js';

export async function handler(ctx: { mcpReq: { inputResponses?: Record<string, unknown> } }) {
  await recordAudit('export');
  if (!ctx.mcpReq.inputResponses?.['ok']) {
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: 'Export?', requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
}
`;
const APPENDS = `import { appendFile } from 'node:fs/promises';
export async function recordAudit(event: string) {
  await appendFile('audit.log', event);
}
`;
const PURE = `export async function recordAudit(event: string) {
  return event.length;
}
`;
const WRITES = `import { rm } from 'node:fs/promises';
export async function recordAudit(event: string) {
  await rm(\`audit/\${event}.json\`, { force: true });
}
`;

/** Lints the handler file against one version of the program, as the parser would hand it to ESLint. */
function lintWith(linter: Linter, project: VirtualProject, program: ts.Program): string[] {
  const messages = linter.verify(
    project.text('tool.ts'),
    [
      plugin.configs['recommended-type-checked'] as Linter.Config,
      { languageOptions: { parserOptions: { programs: [program] } } },
    ],
    { filename: project.path('tool.ts') },
  );
  return messages.map((message) => `${message.line}:${message.column} ${message.message.split(' before ')[0]}`);
}

describe('a helper that changes between two lints of its caller', () => {
  it('is summarised again for the new program, with the same Linter', () => {
    const project = new VirtualProject(ROOT, { 'tool.ts': TOOL, 'audit.ts': APPENDS });
    const linter = new Linter({ cwd: ROOT });
    const first = project.update();
    expect(lintWith(linter, project, first)).toEqual(['5:9 `recordAudit()` runs `appendFile()` (node:fs write, in audit.ts:3)']);

    const second = project.update({ 'audit.ts': PURE });
    // The handler's own SourceFile is the same object: only the helper changed.
    expect(second.getSourceFile(project.path('tool.ts'))).toBe(first.getSourceFile(project.path('tool.ts')));
    expect(second.getSourceFile(project.path('audit.ts'))).not.toBe(first.getSourceFile(project.path('audit.ts')));
    expect(lintWith(linter, project, second)).toEqual([]);

    const third = project.update({ 'audit.ts': WRITES });
    expect(lintWith(linter, project, third)).toEqual(['5:9 `recordAudit()` runs `rm()` (node:fs write, in audit.ts:3)']);
    // An old program still answers with its own files.
    expect(lintWith(linter, project, first)).toEqual(['5:9 `recordAudit()` runs `appendFile()` (node:fs write, in audit.ts:3)']);
  });
});

/**
 * A stand-in for the flow analysis that records which files it runs on: a function "may return input_required"
 * when it is named `ask` or calls a function of the project whose summary says so (read through the cache, as
 * the real analysis does).
 */
function askingSummariser(runs: string[], summaries: () => ProgramSummaries): FileSummariser {
  const summariser: FileSummariser = ({ sourceCode, filename, services }, done) => {
    runs.push(path.basename(filename));
    return {
      'Program:exit'() {
        const found = new Map<TSESTree.Node, FunctionSummary>();
        for (const statement of sourceCode.ast.body) {
          const fn = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
          if (fn?.type !== 'FunctionDeclaration' || !fn.id) continue;
          const asks =
            fn.id.name === 'ask' ||
            fn.body.body.some((line) => {
              if (line.type !== 'ExpressionStatement' || line.expression.type !== 'CallExpression') return false;
              const callee = summaries().projectFunction(services.esTreeNodeToTSNodeMap.get(line.expression.callee));
              return callee !== null && (summaries().summaryOf(callee, summariser)?.returnsInputRequired ?? false);
            });
          found.set(fn, { name: fn.id.name, effects: new Map(), returnsInputRequired: asks, methodParameter: null, calledParameters: [], opaqueBody: false });
        }
        done(found);
      },
    };
  };
  return summariser;
}

function declaration(program: ts.Program, project: VirtualProject, file: string, name: string): ts.FunctionDeclaration {
  const found = program
    .getSourceFile(project.path(file))!
    .statements.find((statement): statement is ts.FunctionDeclaration => ts.isFunctionDeclaration(statement) && statement.name?.text === name);
  if (!found) throw new Error(`no function ${name} in ${file}`);
  return found;
}

describe('summaries per program', () => {
  const settings = parseEffectSettings(undefined);
  const files = {
    'a.ts': `import { b } from './b.js';\nexport function a() { b(); }\n`,
    'b.ts': `import { a } from './a.js';\nimport { ask } from './c.js';\nexport function b() { ask(); }\nexport function loop() { a(); }\n`,
    'c.ts': `export function ask() {}\nexport function c() { return 1; }\n`,
    'lone.ts': `export function lone() { return 2; }\n`,
  };

  it('summarises each file once per program, callees first; files that call each other until they settle', () => {
    const project = new VirtualProject(ROOT, files);
    const program = project.update();
    const summaries = programSummaries(program, settings);
    expect(programSummaries(program, settings)).toBe(summaries);
    // Other settings.mcp.effects, other summaries.
    expect(programSummaries(program, parseEffectSettings({ mcp: { effects: [] } }))).not.toBe(summaries);
    const runs: string[] = [];
    const summariser = askingSummariser(runs, () => summaries);

    // a ⇄ b call each other; c is their callee. What c says reaches a through b, whichever of a and b ran first.
    expect(summaries.summaryOf(declaration(program, project, 'a.ts', 'a'), summariser)?.returnsInputRequired).toBe(true);
    expect(runs[0]).toBe('c.ts');
    // Each of a and b once, and the one that read the other before it was summarised once more.
    expect(runs.slice(1).sort()).toHaveLength(3);
    expect(new Set(runs.slice(1))).toEqual(new Set(['a.ts', 'b.ts']));

    // Everything reached is settled: asking again, or for another function of those files, summarises nothing.
    expect(summaries.summaryOf(declaration(program, project, 'b.ts', 'loop'), summariser)?.returnsInputRequired).toBe(true);
    expect(summaries.summaryOf(declaration(program, project, 'c.ts', 'c'), summariser)?.returnsInputRequired).toBe(false);
    expect(runs).toHaveLength(4);

    expect(summaries.summaryOf(declaration(program, project, 'lone.ts', 'lone'), summariser)?.returnsInputRequired).toBe(false);
    expect(runs.slice(4)).toEqual(['lone.ts']);
  });

  it('starts from nothing for a new program', () => {
    const project = new VirtualProject(ROOT, files);
    const first = project.update();
    const runs: string[] = [];
    programSummaries(first, settings).summaryOf(declaration(first, project, 'c.ts', 'c'), askingSummariser(runs, () => programSummaries(first, settings)));
    const second = project.update({ 'lone.ts': `export function lone() { return 3; }\n` });
    expect(programSummaries(second, settings)).not.toBe(programSummaries(first, settings));
    programSummaries(second, settings).summaryOf(declaration(second, project, 'c.ts', 'c'), askingSummariser(runs, () => programSummaries(second, settings)));
    expect(runs).toEqual(['c.ts', 'c.ts']);
  });
});
