import { parseArgs } from 'node:util';
import { parseSuggestionKinds, type SuggestionKind } from './apply-suggestions.js';

const FORMATS = ['stylish', 'json', 'sarif'] as const;
export type Format = (typeof FORMATS)[number];

const ENGINES = ['eslint', 'oxlint'] as const;
export type Engine = (typeof ENGINES)[number];

export interface CliOptions {
  paths: string[];
  strict: boolean;
  /** `auto`: with types when a tsconfig.json includes the linted files (`typeCheckedProject`). */
  typeChecked: boolean | 'auto';
  useConfig: boolean;
  engine: Engine;
  format: Format;
  /** -1: no limit. */
  maxWarnings: number;
  quiet: boolean;
  /** The kinds of suggestion `--apply-suggestions` applies, in application order. */
  applySuggestions: readonly SuggestionKind[] | undefined;
  write: boolean;
  help: boolean;
  version: boolean;
}

interface OptionSpec {
  type: 'boolean' | 'string';
  short?: string;
  /** How the usage shows the value, after the option's name. */
  value?: string;
  /** The only values a string option takes. */
  choices?: readonly string[];
  help: string;
}

/** Every option, in the order `--help` lists them: parsing, the choices check and the usage come from here. */
const OPTIONS = {
  strict: { type: 'boolean', help: "use the plugin's strict config instead of recommended" },
  'type-checked': {
    type: 'boolean',
    help: "follow calls into the project's other files with TypeScript's types (the -type-checked configs, parserOptions.projectService; slower); the default when a tsconfig.json includes the files",
  },
  'no-type-checked': { type: 'boolean', help: 'lint each file on its own, without types, even when a tsconfig.json includes it' },
  'use-config': { type: 'boolean', help: "use the project's eslint.config.* instead of the plugin's own config" },
  engine: {
    type: 'string',
    value: ' <name>',
    choices: ENGINES,
    help: "eslint (default) or oxlint: run the same rules in oxlint's JS plugins, several times faster (oxlint installed; no types)",
  },
  format: {
    type: 'string',
    value: ' <name>',
    choices: FORMATS,
    help: 'stylish (default), json or sarif (SARIF 2.1.0, for GitHub code scanning)',
  },
  'max-warnings': { type: 'string', value: ' <n>', help: 'also exit 1 when there are more than n warnings' },
  quiet: { type: 'boolean', help: 'report errors only' },
  'apply-suggestions': {
    type: 'string',
    value: '=<kinds>',
    help: 'migrate, move or migrate,move: apply those suggestions, print the diff',
  },
  write: { type: 'boolean', help: 'with --apply-suggestions: write the changed files' },
  help: { type: 'boolean', short: 'h', help: 'print this help' },
  version: { type: 'boolean', short: 'v', help: "print the plugin's and ESLint's versions" },
} as const satisfies Record<string, OptionSpec>;

type OptionName = keyof typeof OPTIONS;

/** Options that do not go together, and why. */
const CONFLICTS: ReadonlyArray<[OptionName, OptionName, string]> = [
  ['format', 'apply-suggestions', 'it prints a diff'],
  ['strict', 'use-config', 'your config chooses the rules'],
  ['type-checked', 'use-config', 'your config chooses the rules and parser options'],
  ['no-type-checked', 'use-config', 'your config chooses the rules and parser options'],
  ['type-checked', 'no-type-checked', 'they say opposite things'],
];

/** What `--engine oxlint` cannot do, and why. */
const NOT_UNDER_OXLINT: ReadonlyArray<[OptionName, string]> = [
  ['type-checked', "oxlint gives JS plugins no TypeScript program, so the rules cannot follow types there; use the default engine (ESLint) for --type-checked"],
  ['use-config', "oxlint reads its own .oxlintrc.json, not eslint.config.*; run oxlint with the plugin's shipped config instead (README, oxlint)"],
  ['apply-suggestions', "oxlint's output carries no suggestions; use the default engine (ESLint) to apply them"],
];

/** Options that only mean something with another one. */
const NEEDS: ReadonlyArray<[OptionName, OptionName]> = [['write', 'apply-suggestions']];

function usageLine(name: string, spec: OptionSpec): [string, string] {
  const short = 'short' in spec ? `-${spec.short}, ` : '';
  return [`${short}--${name}${spec.value ?? ''}`, spec.help];
}

function usage(): string {
  const lines = Object.entries(OPTIONS).map(([name, spec]) => usageLine(name, spec));
  const width = Math.max(...lines.map(([left]) => left.length)) + 2;
  return `Usage: mcp-lint [options] [paths...]

Finds MCP server mistakes with eslint-plugin-mcp's recommended rules; no ESLint set-up needed.
Paths default to "."; node_modules, build output (dist, build, out, .next, ...) and what
.gitignore lists are skipped.

Options:
${lines.map(([left, help]) => `  ${left.padEnd(width)}${help}`).join('\n')}

Exit codes: 0 no problems, 1 problems found, 2 bad usage or internal error.
`;
}

export const USAGE = usage();

/** A command line that cannot be run; main prints the reason on one line and exits 2. */
export class UsageError extends Error {}

function parse(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], allowPositionals: true, strict: true, options: OPTIONS });
  } catch (error) {
    // parseArgs names the offending flag in its first sentence; its hints about `--` are not useful here.
    throw new UsageError((error as Error).message.split('. ')[0]!.replace(/\.$/u, ''));
  }
}

export function parseOptions(argv: readonly string[]): CliOptions {
  const { values, positionals } = parse(argv);
  const given = (name: OptionName): boolean => values[name] !== undefined && values[name] !== false;

  for (const [name, spec] of Object.entries(OPTIONS) as Array<[OptionName, OptionSpec]>) {
    const value = values[name];
    if (spec.choices && typeof value === 'string' && !spec.choices.includes(value)) {
      const allowed = spec.choices.length === 1 ? `"${spec.choices[0]}"` : `one of ${spec.choices.join(', ')}`;
      throw new UsageError(`--${name} must be ${allowed}, not "${value}"`);
    }
  }
  const apply = values['apply-suggestions'];
  const kinds = apply === undefined ? undefined : parseSuggestionKinds(apply);
  if (kinds === null) throw new UsageError(`--apply-suggestions must be migrate, move or migrate,move, not "${apply}"`);
  const maxWarnings = values['max-warnings'];
  if (maxWarnings !== undefined && !/^\d+$/u.test(maxWarnings)) {
    throw new UsageError(`--max-warnings needs a whole number, not "${maxWarnings}"`);
  }
  for (const [name, other, why] of CONFLICTS) {
    if (given(name) && given(other)) throw new UsageError(`--${name} does not go with --${other}: ${why}`);
  }
  if (values.engine === 'oxlint') {
    for (const [name, why] of NOT_UNDER_OXLINT) {
      if (given(name)) throw new UsageError(`--${name} does not go with --engine oxlint: ${why}`);
    }
  }
  for (const [name, needed] of NEEDS) {
    if (given(name) && !given(needed)) throw new UsageError(`--${name} only goes with --${needed}`);
  }

  return {
    paths: positionals.length > 0 ? positionals : ['.'],
    strict: values.strict ?? false,
    typeChecked: values['type-checked'] ? true : values['no-type-checked'] ? false : 'auto',
    useConfig: values['use-config'] ?? false,
    engine: (values.engine ?? 'eslint') as Engine,
    format: (values.format ?? 'stylish') as Format,
    maxWarnings: maxWarnings === undefined ? -1 : Number(maxWarnings),
    quiet: values.quiet ?? false,
    applySuggestions: kinds,
    write: values.write ?? false,
    help: values.help ?? false,
    version: values.version ?? false,
  };
}
