import { readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import plugin, { rules } from '../index.js';
import { packageMeta } from '../package-meta.js';
import { unifiedDiff } from './diff.js';
import { BUILD_OUTPUT_IGNORES, readGitignorePatterns } from './ignores.js';
import { type CliOptions, USAGE, UsageError, parseOptions } from './options.js';
import { type ProgressStream, createProgress } from './progress.js';
import { displayPath, formatStylish, plural } from './stylish.js';
import { SUGGESTION_KINDS, type SuggestionKind, applySuggestionKinds, changeSummary } from './apply-suggestions.js';
import { hasSuggestion, withheldSummary } from './suggestions.js';
import { formatSarif, type SarifOptions } from './sarif.js';
import { lintWithOxlint } from './oxlint.js';
import { checkTypeScriptForTypes, isSupportedTypeScript, projectTypeScriptVersion } from '../types/typescript-version.js';
import { UnfollowedCalls, unfollowedCallsLine, type UntypedReason } from './other-files.js';
import { typeCheckedProject } from './tsconfig.js';

export interface CliIo {
  cwd: string;
  stdout: ProgressStream;
  stderr: ProgressStream;
  env: Record<string, string | undefined>;
}

/** Exit codes: nothing found, findings, bad usage or internal error. */
const OK = 0;
const FINDINGS = 1;
const FAILURE = 2;

const GLOB_CHARACTERS = /[*?[\]{}]/u;

export function processIo(): CliIo {
  return { cwd: process.cwd(), stdout: process.stdout, stderr: process.stderr, env: process.env };
}

/**
 * Without the project's ESLint set-up, its `eslint-disable` comments and inline configs name rules that are not
 * loaded here; ESLint reports those as "Definition for rule ... was not found", and inline configs may turn on
 * core rules. Only the plugin's reports and parse errors (no rule id) are mcp-lint's business.
 */
function keepPluginMessages(result: ESLint.LintResult): ESLint.LintResult {
  const ours = (message: Linter.LintMessage): boolean => message.ruleId === null || message.ruleId.startsWith('mcp/');
  const messages = result.messages.filter(ours);
  const count = (severity: number, fixable: boolean): number =>
    messages.filter((message) => message.severity === severity && (!fixable || message.fix)).length;
  return {
    ...result,
    messages,
    suppressedMessages: result.suppressedMessages.filter(ours),
    errorCount: count(2, false),
    fatalErrorCount: messages.filter((message) => message.fatal).length,
    warningCount: count(1, false),
    fixableErrorCount: count(2, true),
    fixableWarningCount: count(1, true),
  };
}

/** An ESLint instance and its two ways to lint, both returning only what mcp-lint reports. */
interface Lint {
  eslint: ESLint;
  files(paths: readonly string[]): Promise<ESLint.LintResult[]>;
  text(text: string, filePath: string): Promise<ESLint.LintResult>;
}

/**
 * `--type-checked`: TypeScript files get a program from the project service (the nearest tsconfig.json of each
 * file); JavaScript files are linted without types, as a tsconfig without `allowJs` leaves them out.
 */
function typeCheckedConfigs(cwd: string): Linter.Config[] {
  return [
    { name: 'mcp-lint/type-checked', files: ['**/*.{ts,tsx,mts,cts}'], languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: cwd } } },
    { name: 'mcp-lint/javascript-untyped', files: ['**/*.{js,jsx,mjs,cjs}'], settings: { mcp: { typeChecked: false } } },
  ];
}

/** For TypeScript files no tsconfig.json includes (tests left out of the build's): the same rules without types. */
const UNTYPED: Linter.Config = {
  name: 'mcp-lint/outside-tsconfig',
  languageOptions: { parserOptions: { projectService: false } },
  settings: { mcp: { typeChecked: false } },
};

/** typescript-eslint's parse error for a file the project service has no tsconfig.json for. */
const OUTSIDE_PROJECT = /was not found by the project service/;

function outsideProject(result: ESLint.LintResult): boolean {
  return result.messages.some((message) => message.fatal === true && OUTSIDE_PROJECT.test(message.message));
}

/** Whether the run uses types, and when it does not, why (what the closing line says to do about it). */
interface TypesChoice {
  typeChecked: boolean;
  untypedReason: UntypedReason;
}

/**
 * `--type-checked` and `--no-type-checked` decide; without either, types are used when a tsconfig.json above a
 * linted path includes its files, and a line on stderr says which.
 */
function chooseTypes(options: CliOptions, io: CliIo): TypesChoice {
  if (options.useConfig) return { typeChecked: false, untypedReason: 'config' };
  if (options.typeChecked !== 'auto') return { typeChecked: options.typeChecked, untypedReason: options.typeChecked ? 'outside-tsconfig' : 'flag' };
  const project = typeCheckedProject(io.cwd, options.paths);
  if (project === null) return { typeChecked: false, untypedReason: 'no-tsconfig' };
  // Types were not asked for: a TypeScript typescript-eslint cannot run on means a run without them, said once.
  const version = projectTypeScriptVersion(dirname(project));
  if (version !== undefined && !isSupportedTypeScript(version)) {
    io.stderr.write(`mcp-lint: ${displayPath(io.cwd, project)} is there, but TypeScript ${version} is newer than typescript-eslint supports (<6.1): linting without types\n`);
    return { typeChecked: false, untypedReason: 'typescript-version' };
  }
  io.stderr.write(`mcp-lint: using types from ${displayPath(io.cwd, project)} (--no-type-checked to lint without them)\n`);
  return { typeChecked: true, untypedReason: 'outside-tsconfig' };
}

async function createLint(options: CliOptions, typeChecked: boolean, io: CliIo, extra: readonly Linter.Config[]): Promise<Lint> {
  const common = { cwd: io.cwd, errorOnUnmatchedPattern: false, warnIgnored: false };
  if (options.useConfig) {
    const eslint = new ESLint({ ...common, overrideConfig: [...extra] });
    return { eslint, files: async (paths) => eslint.lintFiles([...paths]), text: async (text, filePath) => (await eslint.lintText(text, { filePath }))[0]! };
  }
  if (typeChecked) checkTypeScriptForTypes(io.cwd);
  const ignores = [...BUILD_OUTPUT_IGNORES, ...(await readGitignorePatterns(io.cwd))];
  const configs = (typed: boolean, parsing: Linter.Config[]): Linter.Config[] => [
    plugin.configs[`${options.strict ? 'strict' : 'recommended'}${typed ? '-type-checked' : ''}`] as Linter.Config,
    ...parsing,
    // Directives in the project's code are for its own ESLint set-up, which may use them all.
    { name: 'mcp-lint/directives', linterOptions: { reportUnusedDisableDirectives: 'off' } },
    { name: 'mcp-lint/ignores', ignores },
    ...extra,
  ];
  const eslint = new ESLint({ ...common, overrideConfigFile: true, overrideConfig: configs(typeChecked, typeChecked ? typeCheckedConfigs(io.cwd) : []) });
  // Made on the first file the project service does not cover.
  let untyped: ESLint | undefined;
  const withoutTypes = (): ESLint => (untyped ??= new ESLint({ ...common, overrideConfigFile: true, overrideConfig: configs(false, [UNTYPED]) }));
  return {
    eslint,
    files: async (paths) => {
      const results = await eslint.lintFiles([...paths]);
      const outside = results.filter(outsideProject).map((result) => result.filePath);
      if (outside.length > 0) {
        const again = new Map((await withoutTypes().lintFiles(outside)).map((result) => [result.filePath, result]));
        const first = displayPath(io.cwd, outside[0]!);
        io.stderr.write(
          `mcp-lint: ${plural(outside.length, 'TypeScript file')} outside every tsconfig.json project (${first}${outside.length > 1 ? ', ...' : ''}) linted without types\n`,
        );
        return results.map((result) => keepPluginMessages(again.get(result.filePath) ?? result));
      }
      return results.map(keepPluginMessages);
    },
    text: async (text, filePath) => {
      const [result] = await eslint.lintText(text, { filePath });
      return keepPluginMessages(outsideProject(result!) ? (await withoutTypes().lintText(text, { filePath }))[0]! : result!);
    },
  };
}

/** A path that names nothing is a mistake ESLint would skip in silence; globs are left to ESLint. */
async function checkPathsExist(cwd: string, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    if (GLOB_CHARACTERS.test(path)) continue;
    try {
      await stat(resolve(cwd, path));
    } catch {
      throw new Error(`no such file or directory: ${path}`);
    }
  }
}

/**
 * ESLint lints nothing outside the folder it runs in (it takes such files for ignored, and says nothing): when a path
 * leaves the current folder, lint from the folder the paths share, as `cd` there would, so `mcp-lint ../server` works.
 */
async function lintingFolder(cwd: string, paths: readonly string[]): Promise<string> {
  if (paths.some((path) => GLOB_CHARACTERS.test(path))) return cwd;
  const absolute = paths.map((path) => resolve(cwd, path));
  const inside = (path: string): boolean => path === cwd || path.startsWith(cwd.endsWith(sep) ? cwd : cwd + sep);
  if (absolute.every(inside)) return cwd;
  let shared = absolute[0]!;
  for (const path of absolute) {
    while (path !== shared && !path.startsWith(shared.endsWith(sep) ? shared : shared + sep)) shared = dirname(shared);
  }
  return (await stat(shared)).isDirectory() ? shared : dirname(shared);
}

/** 1 for errors, or for more warnings than --max-warnings allows (said on stderr); else 0. */
function exitCode(results: readonly ESLint.LintResult[], options: CliOptions, io: CliIo): number {
  const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
  const warnings = options.quiet ? 0 : results.reduce((sum, result) => sum + result.warningCount, 0);
  const tooManyWarnings = options.maxWarnings >= 0 && warnings > options.maxWarnings;
  if (tooManyWarnings) io.stderr.write(`mcp-lint: ${plural(warnings, 'warning')}, more than --max-warnings ${options.maxWarnings}\n`);
  return errors > 0 || tooManyWarnings ? FINDINGS : OK;
}

/** What the output needs besides the results: the files linted, the metadata of the rules that reported, the closing line. */
interface ReportContext {
  fileCount: number;
  rulesMeta(results: ESLint.LintResult[]): SarifOptions['rulesMeta'];
  /** The calls from handlers to other files an untyped run could not follow, as one line; null when none. */
  unfollowedCalls: string | null;
}

function report(results: ESLint.LintResult[], options: CliOptions, io: CliIo, context: ReportContext): string {
  const shown = options.quiet ? ESLint.getErrorResults(results) : results;
  // ESLint's own json formatter is this JSON.stringify.
  if (options.format === 'json') return `${JSON.stringify(shown)}\n`;
  if (options.format === 'sarif') {
    return `${formatSarif(shown, { cwd: io.cwd, rulesMeta: context.rulesMeta(shown), unfollowedCalls: context.unfollowedCalls })}\n`;
  }
  const color = Boolean(io.stdout.isTTY) && !io.env.NO_COLOR;
  return formatStylish(shown, { cwd: io.cwd, color, fileCount: context.fileCount, unfollowedCalls: context.unfollowedCalls });
}

/** `--engine oxlint`: the plugin's rules in oxlint, read back as ESLint results for the same output. */
async function runUnderOxlint(options: CliOptions, io: CliIo): Promise<number> {
  const { results, fileCount } = await lintWithOxlint(options.paths, options.strict, io.cwd);
  if (fileCount === 0) {
    io.stderr.write(`mcp-lint: no JavaScript or TypeScript files to check in ${options.paths.join(' ')}\n`);
    return OK;
  }
  const rulesMeta = Object.fromEntries(Object.entries(rules).map(([name, rule]) => [`mcp/${name}`, rule.meta]));
  io.stdout.write(report(results, options, io, { fileCount, rulesMeta: () => rulesMeta, unfollowedCalls: null }));
  return exitCode(results, options, io);
}

interface FileChange {
  filePath: string;
  before: string;
  after: string;
  applied: Record<SuggestionKind, number>;
}

/**
 * Applies the suggestions of `kinds` to one file until none is left (see `applySuggestionKinds`). Returns the
 * change and the file's final result.
 */
async function applyKinds(lint: Lint, result: ESLint.LintResult, kinds: readonly SuggestionKind[]): Promise<{ change?: FileChange; result: ESLint.LintResult }> {
  if (!result.messages.some((message) => kinds.some((kind) => hasSuggestion(message, SUGGESTION_KINDS[kind])))) return { result };
  const before = await readFile(result.filePath, 'utf8');
  const step = await applySuggestionKinds(before, result, kinds, (text) => lint.text(text, result.filePath));
  return { change: { filePath: result.filePath, before, after: step.output, applied: step.applied }, result: step.result };
}

async function runApplySuggestions(lint: Lint, results: ESLint.LintResult[], options: CliOptions, io: CliIo): Promise<number> {
  const kinds = options.applySuggestions ?? [];
  const changes: FileChange[] = [];
  const finalResults: ESLint.LintResult[] = [];
  for (const result of results) {
    const { change, result: final } = await applyKinds(lint, result, kinds);
    if (change) changes.push(change);
    finalResults.push(final);
  }
  for (const change of changes) {
    io.stdout.write(unifiedDiff(displayPath(io.cwd, change.filePath), change.before, change.after));
    if (options.write) await writeFile(change.filePath, change.after);
  }
  const applied = { migrate: 0, move: 0 };
  for (const change of changes) for (const kind of kinds) applied[kind] += change.applied[kind];
  const left = finalResults.reduce((sum, result) => sum + result.errorCount + (options.quiet ? 0 : result.warningCount), 0);
  const withheld = withheldSummary(finalResults.flatMap((result) => result.messages));
  io.stderr.write(changeSummary(kinds, applied, changes.length, left, options.write, withheld));
  // The exit code describes the files as they are on disk when mcp-lint ends.
  return exitCode(options.write ? finalResults : results, options, io);
}

async function run(argv: readonly string[], given: CliIo): Promise<number> {
  const parsed = parseOptions(argv);
  if (parsed.help) {
    given.stdout.write(USAGE);
    return OK;
  }
  if (parsed.version) {
    given.stdout.write(`mcp-lint ${packageMeta.version} (eslint-plugin-mcp ${packageMeta.version}, ESLint ${ESLint.version})\n`);
    return OK;
  }
  await checkPathsExist(given.cwd, parsed.paths);
  const cwd = await lintingFolder(given.cwd, parsed.paths);
  const io: CliIo = { ...given, cwd };
  const options: CliOptions = cwd === given.cwd ? parsed : { ...parsed, paths: parsed.paths.map((path) => relative(cwd, resolve(given.cwd, path)) || '.') };
  if (options.engine === 'oxlint') return runUnderOxlint(options, io);

  const progress = createProgress(io.stderr, plugin.configs.recommended.files);
  const types = chooseTypes(options, io);
  const unfollowed = new UnfollowedCalls(plugin.configs.recommended.files);
  const lint = await createLint(options, types.typeChecked, io, [progress.config, unfollowed.config]);
  let results: ESLint.LintResult[];
  try {
    results = await lint.files(options.paths);
  } finally {
    progress.done();
  }
  if (results.length === 0) {
    io.stderr.write(`mcp-lint: no JavaScript or TypeScript files to check in ${options.paths.join(' ')}\n`);
    return OK;
  }
  if (options.applySuggestions) return runApplySuggestions(lint, results, options, io);

  const unfollowedCalls = unfollowedCallsLine(unfollowed.calls, types.untypedReason, io.cwd);
  io.stdout.write(report(results, options, io, { fileCount: results.length, rulesMeta: (shown) => lint.eslint.getRulesMetaForResults(shown), unfollowedCalls }));
  return exitCode(results, options, io);
}

/**
 * The `mcp-lint` command. Never throws: every failure becomes exit code 2 and one line on stderr.
 */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`mcp-lint: ${error.message}; see mcp-lint --help\n`);
      return FAILURE;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`mcp-lint: ${message.split('\n')[0]}\n`);
    return FAILURE;
  }
}
