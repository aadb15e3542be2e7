import path from 'node:path';
import type { RunTests } from '@typescript-eslint/rule-tester';
import { RuleTester } from '../support/vitest-rule-tester.js';
import type { TSESLint } from '@typescript-eslint/utils';
import { ESLint, type Linter } from 'eslint';
import ts from 'typescript';
import plugin from '../../src/index.js';
import { markers } from '../support/markers.js';

/** The fixture project the type-checked tests lint (see its README). */
export const TYPED_SERVER = path.resolve(import.meta.dirname, '../fixtures/typed-server');

/** The fixture whose tools all go through one wrapper and one registration barrel (see its README). */
export const WRAPPED_SERVER = path.resolve(import.meta.dirname, '../fixtures/wrapped-server');

/**
 * RuleTester with type information, as typescript-eslint documents it: `projectService` with the test files
 * allowed in the default project (they do not exist on disk), the fixture's tsconfig for their compiler options.
 * Case filenames go under `src/tools/`, so their relative imports reach the fixture's other files.
 */
export function runTypedRuleTests<MessageIds extends string, Options extends readonly unknown[]>(
  name: string,
  rule: TSESLint.RuleModule<MessageIds, Options, unknown>,
  tests: RunTests<MessageIds, Options>,
  /** The fixture project: typed-server unless a test needs another one (`WRAPPED_SERVER`). */
  root = TYPED_SERVER,
): void {
  new RuleTester({
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['src/tools/case.ts'], defaultProject: 'tsconfig.json' },
        tsconfigRootDir: root,
      },
    },
  }).run(name, quietOnSuggestionOutputs(rule, tests) as unknown as Parameters<RuleTester['run']>[1], tests);
}

/**
 * The rule, doing nothing on the text of a suggestion's expected output: RuleTester lints each output again only to
 * see that it parses, and with the rule running that is a whole type check of the program. An output that is also a
 * case's code is linted as that case: the rule runs there.
 */
export function quietOnSuggestionOutputs<MessageIds extends string, Options extends readonly unknown[]>(
  rule: TSESLint.RuleModule<MessageIds, Options, unknown>,
  tests: RunTests<MessageIds, Options>,
): TSESLint.RuleModule<MessageIds, Options, unknown> {
  const codes = new Set([...tests.valid, ...tests.invalid].map((testCase) => (typeof testCase === 'string' ? testCase : testCase.code)));
  const outputs = new Set(
    tests.invalid.flatMap((testCase) => testCase.errors.flatMap((error) => (error.suggestions ?? []).map((suggestion) => suggestion.output))),
  );
  for (const code of codes) outputs.delete(code);
  return { ...rule, create: (context) => (outputs.has(context.sourceCode.text) ? {} : rule.create(context)) };
}

/**
 * A TypeScript program over files held in memory (paths relative to `root`), with everything else (TypeScript's
 * lib, node_modules) read from disk. Pass the previous program to get the next version, as an editor does: files
 * whose text did not change keep their `SourceFile` object.
 */
export class VirtualProject {
  private readonly sourceFiles = new Map<string, ts.SourceFile>();
  private program: ts.Program | undefined;
  readonly options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    skipLibCheck: true,
    types: ['node'],
  };

  constructor(
    readonly root: string,
    private files: Record<string, string>,
  ) {}

  path(file: string): string {
    return path.join(this.root, file).replace(/\\/g, '/');
  }

  /** The next version of the program, with `changes` applied to the files. */
  update(changes: Record<string, string> = {}): ts.Program {
    this.files = { ...this.files, ...changes };
    const virtual = new Map(Object.entries(this.files).map(([file, text]) => [this.path(file), text]));
    const host = ts.createCompilerHost(this.options, true);
    const fileExists = host.fileExists.bind(host);
    const readFile = host.readFile.bind(host);
    const getSourceFile = host.getSourceFile.bind(host);
    host.fileExists = (fileName) => virtual.has(fileName) || fileExists(fileName);
    host.readFile = (fileName) => virtual.get(fileName) ?? readFile(fileName);
    // The root folder exists only in memory; module resolution asks about it before it asks about files.
    const directoryExists = host.directoryExists?.bind(host);
    host.directoryExists = (name) => name.replace(/\\/g, '/') === this.path('') || (directoryExists?.(name) ?? true);
    host.getSourceFile = (fileName, languageVersion, ...rest) => {
      const text = virtual.get(fileName);
      if (text === undefined) return getSourceFile(fileName, languageVersion, ...rest);
      const known = this.sourceFiles.get(fileName);
      if (known?.text === text) return known;
      const created = ts.createSourceFile(fileName, text, languageVersion, true);
      this.sourceFiles.set(fileName, created);
      return created;
    };
    this.program = ts.createProgram([...virtual.keys()], this.options, host, this.program);
    return this.program;
  }

  text(file: string): string {
    return this.files[file]!;
  }
}

/** The fixture whose tools only the SDK's types mark: typed callbacks, a barrel, a table, helpers that push (see its README). */
export const TYPED_TOOLS = path.resolve(import.meta.dirname, '../fixtures/typed-tools');

/**
 * Lints a fixture project's `src/` through the ESLint API with one of the plugin's configs (the project service for
 * the type-checked ones), each problem as `file:line:column rule: message up to its first full stop`.
 */
export async function fixtureProblems(root: string, config: 'recommended' | 'recommended-type-checked' | 'strict' | 'strict-type-checked'): Promise<string[]> {
  const typed = config.endsWith('-type-checked');
  const results = await new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      plugin.configs[config] as Linter.Config,
      ...(typed ? [{ languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } } }] : []),
    ],
  }).lintFiles(['src']);
  return results.flatMap((result) =>
    result.messages.map((message) => `${path.relative(root, result.filePath)}:${message.line}:${message.column} ${message.ruleId}: ${message.message.split('. ')[0]}`),
  );
}

/** What a report against a wrapper's question says: the call, what it runs (for a helper), the label, the wrapper and its question. */
export interface WrapperReport {
  call: string;
  effect?: string;
  label: string;
  wrapper: string;
  question: string;
}

/**
 * The code and errors of a case whose `/*!*\/` markers sit at reports against a wrapper's question (one `reports` entry
 * each). `moved`: the code once the one report's statement is moved below the calls that may be refused (its
 * suggestion); without it the reports offer none.
 */
export function wrapperQuestionCase(imports: string, marked: string, reports: readonly WrapperReport[], moved?: string) {
  const { code, positions } = markers(imports + marked);
  const suggestions = moved === undefined ? [] : [{ messageId: 'suggestMoveBelowRefusableCalls' as const, output: imports + moved }];
  return {
    code,
    errors: positions.map((position, index) => ({
      messageId: 'sideEffectBeforeWrapperQuestion' as const,
      data: { effect: '', ...reports[index]! },
      line: position.line,
      column: position.column,
      suggestions,
    })),
  };
}

/**
 * A case of a handler file at `src/tools/case.ts` of a fixture, linted with `typeChecked`: one report through a helper
 * of another file at each `/*!*\/` of `header + marked`, offering `suggestion` with `header + fixed`, or none when
 * `fixed` is null.
 */
export function throughHelperCase<Suggestion extends string>(name: string, header: string, marked: string, suggestion: Suggestion, fixed: string | null) {
  const { code, positions } = markers(header + marked);
  return {
    name,
    code,
    filename: 'src/tools/case.ts',
    settings: { mcp: { typeChecked: true } },
    errors: positions.map(({ line, column }) => ({
      messageId: 'sideEffectThroughHelper' as const,
      line,
      column,
      suggestions: fixed === null ? [] : [{ messageId: suggestion, output: header + fixed }],
    })),
  };
}

/** The push-style elicitation the migration cases rewrite: `ctx.mcpReq.elicitInput(...)` of a yes/no restart question. */
export const ELICIT_PARAMS = `{ mode: 'form', message: 'Restart?', requestedSchema: { type: 'object', properties: {} } }`;
export const ELICIT = `ctx.mcpReq.elicitInput(${ELICIT_PARAMS})`;

/** What the migration writes for `const answer = await ${ELICIT};`: the answer read, the question returned without it. */
export function withMigratedQuestion(code: string): string {
  return code.replace(
    `  const answer = await ${ELICIT};`,
    [
      "  const answer = inputResponse(ctx.mcpReq.inputResponses, 'answer');",
      "  if (answer.kind !== 'elicit') {",
      '    return inputRequired({',
      '      inputRequests: {',
      `        answer: inputRequired.elicit(${ELICIT_PARAMS})`,
      '      }',
      '    });',
      '  }',
    ].join('\n'),
  );
}
