// The suggestions fixture type-checks (`tsc --noEmit` with its own tsconfig) before and after each suggestion
// is applied. The compiler runs in memory: an applied file replaces the original in the compiler host only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { applySuggestion, CORE_RULE, lint } from './support.js';

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/suggestions');

const config = ts.getParsedCommandLineOfConfigFile(path.join(FIXTURE, 'tsconfig.json'), {}, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  },
});
if (!config) throw new Error('cannot read the fixture tsconfig');
const { options, fileNames } = config;

// Unchanged files (the SDK's declarations above all) are parsed once for every run.
const parsed = new Map<string, ts.SourceFile>();
let previous: ts.Program | undefined;

function typeErrors(replaced: ReadonlyMap<string, string> = new Map()): string[] {
  const host = ts.createCompilerHost(options);
  host.getSourceFile = (fileName, languageVersion) => {
    const text = replaced.get(path.resolve(fileName));
    if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
    let file = parsed.get(fileName);
    if (!file) {
      const original = ts.sys.readFile(fileName);
      if (original === undefined) return undefined;
      file = ts.createSourceFile(fileName, original, languageVersion, true);
      parsed.set(fileName, file);
    }
    return file;
  };
  const program = ts.createProgram({ rootNames: fileNames, options, host, ...(previous ? { oldProgram: previous } : {}) });
  previous = program;
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
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
