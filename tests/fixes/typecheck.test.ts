// The suggestions fixture type-checks (`tsc --noEmit` with its own tsconfig) before and after each suggestion
// is applied. The compiler runs in memory: an applied file replaces the original in the compiler host only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { InMemoryProject } from './in-memory-project.js';
import { applySuggestion, CORE_RULE, lint } from './support.js';

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/suggestions');

const project = new InMemoryProject(FIXTURE);
const { fileNames } = project;

/** The type errors of the fixture with these files replaced: of every file as written, else of those and their importers. */
function typeErrors(replaced: ReadonlyMap<string, string> = new Map()): string[] {
  // A replaced file can break itself and the files that import it, directly or not.
  const checked = replaced.size === 0 ? 'all' : [...replaced.keys()].flatMap((file) => [file, ...project.importersOf(file)]);
  return project.diagnostics(replaced, checked).map((diagnostic) => {
    const where = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : null;
    const file = diagnostic.file ? path.relative(FIXTURE, diagnostic.file.fileName) : '';
    return `${file}${where ? `:${where.line + 1}` : ''} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}

/** Files linted with settings: the helpdesk tools name the project's codec (src/state.ts, the server's hook). */
const SETTINGS: Readonly<Record<string, object>> = {
  'src/tools/helpdesk.ts': { requestStateCodec: { file: path.relative(process.cwd(), path.join(FIXTURE, 'src/state.ts')), export: 'stateCodec', hook: true } },
};

const suggestions = fileNames.flatMap((file) => {
  const code = readFileSync(file, 'utf8');
  return lint(code, file, undefined, SETTINGS[path.relative(FIXTURE, file).split(path.sep).join('/')])
    .filter((message) => message.ruleId === CORE_RULE)
    .flatMap((message) =>
      (message.suggestions ?? []).map((suggestion) => ({
        name: `${path.relative(FIXTURE, file)}:${message.line} ${suggestion.messageId}`,
        file,
        output: applySuggestion(code, suggestion),
      })),
    );
});

describe('the suggestions fixture type-checks', () => {
  it('as written', () => {
    expect(typeErrors()).toEqual([]);
  });

  it('sees a type error in a replaced file (the check is not vacuous)', () => {
    const booking = path.join(FIXTURE, 'src/booking.ts');
    const broken = `${readFileSync(booking, 'utf8')}\nconst wrong: number = 'text';\n`;
    expect(typeErrors(new Map([[booking, broken]]))).toEqual([expect.stringContaining("Type 'string' is not assignable to type 'number'")]);
  });

  it('sees a type error a replaced file causes in a file that imports it', () => {
    const services = path.join(FIXTURE, 'src/services.ts');
    const renamed = readFileSync(services, 'utf8').replace(/export (async )?function reserveSeat\b/u, 'export $1function holdSeat');
    expect(renamed).not.toContain('function reserveSeat');
    expect(typeErrors(new Map([[services, renamed]]))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^src\/booking\.ts:\d+ .*reserveSeat/u), expect.stringMatching(/^src\/venues\.ts:\d+ .*reserveSeat/u)]),
    );
  });

  it('offers every kind of suggestion the fixture has shapes for', () => {
    expect(new Set(suggestions.map((s) => s.name.split(' ')[1]))).toEqual(
      new Set([
        'suggestMoveBelowQuestion',
        'suggestMoveBelowQuestionPastReturn',
        'suggestMoveBelowQuestionCopyingIntoReturns',
        'suggestMoveIntoQuestionBranchWithElse',
        'suggestMoveIntoAnsweredBranch',
        'suggestMoveIntoAskingBranch',
        'suggestResumeFromRequestState',
        'suggestResumeWithImportedCodec',
        'suggestResumeWithNewCodec',
      ]),
    );
  });

  it("has resumes that spread a helper's question with the state, so that tsc checks them too", () => {
    const outputs = suggestions.map((suggestion) => suggestion.output);
    expect(outputs.filter((output) => output.includes("return { ...ask('confirm', `Place ${orderStatusText(order)}?`), requestState:"))).toHaveLength(1);
    // stock.ts's `quote` (a member of the result) among them.
    expect(outputs.filter((output) => output.includes('if (question) return { ...question, requestState:'))).toHaveLength(3);
  });

  it.each(suggestions)('after $name', ({ file, output }) => {
    expect(typeErrors(new Map([[path.resolve(file), output]]))).toEqual([]);
  });
});
