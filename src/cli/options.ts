import { parseArgs } from 'node:util';
import { parseSuggestionKinds, type SuggestionKind } from './apply-suggestions.js';

export const FORMATS = ['stylish', 'json', 'sarif'] as const;
export type Format = (typeof FORMATS)[number];

export interface CliOptions {
  paths: string[];
  strict: boolean;
  useConfig: boolean;
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

export const USAGE = `Usage: mcp-lint [options] [paths...]

Finds MCP server mistakes with eslint-plugin-mcp's recommended rules; no ESLint set-up needed.
Paths default to "."; node_modules, build output (dist, build, out, .next, ...) and what
.gitignore lists are skipped.

Options:
  --strict                  use the plugin's strict config instead of recommended
  --use-config              use the project's eslint.config.* instead of the plugin's own config
  --format <name>           stylish (default), json or sarif (SARIF 2.1.0, for GitHub code scanning)
  --max-warnings <n>        also exit 1 when there are more than n warnings
  --quiet                   report errors only
  --apply-suggestions=K     apply the suggestions of kind K and print the diff: migrate (push-style
                            requests to input_required), move (calls below their question), migrate,move
  --write                   with --apply-suggestions: write the changed files
  -h, --help                print this help
  -v, --version             print the plugin's and ESLint's versions

Exit codes: 0 no problems, 1 problems found, 2 bad usage or internal error.
`;

/** A command line that cannot be run; main prints the reason and the usage and exits 2. */
export class UsageError extends Error {}

export function parseOptions(argv: readonly string[]): CliOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        strict: { type: 'boolean', default: false },
        'use-config': { type: 'boolean', default: false },
        format: { type: 'string' },
        'max-warnings': { type: 'string' },
        quiet: { type: 'boolean', default: false },
        'apply-suggestions': { type: 'string' },
        write: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        version: { type: 'boolean', short: 'v', default: false },
      },
    });
  } catch (error) {
    // parseArgs names the offending flag; its hints about `--` are not useful here.
    throw new UsageError((error as Error).message.split('. ')[0]!.replace(/\.$/u, ''));
  }
  const { values, positionals } = parsed;

  const format = values.format ?? 'stylish';
  if (!(FORMATS as readonly string[]).includes(format)) {
    throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, not "${format}"`);
  }
  let maxWarnings = -1;
  if (values['max-warnings'] !== undefined) {
    if (!/^\d+$/u.test(values['max-warnings'])) {
      throw new UsageError(`--max-warnings needs a whole number, not "${values['max-warnings']}"`);
    }
    maxWarnings = Number(values['max-warnings']);
  }
  const apply = values['apply-suggestions'];
  const kinds = apply === undefined ? undefined : parseSuggestionKinds(apply);
  if (kinds === null) throw new UsageError(`--apply-suggestions takes migrate, move or migrate,move, not "${apply}"`);
  if (values.write && apply === undefined) throw new UsageError('--write only goes with --apply-suggestions');
  if (apply !== undefined && values.format !== undefined) {
    throw new UsageError('--format does not go with --apply-suggestions, which prints a diff');
  }
  if (values.strict && values['use-config']) {
    throw new UsageError('--strict does not go with --use-config: your config chooses the rules');
  }

  return {
    paths: positionals.length > 0 ? positionals : ['.'],
    strict: values.strict,
    useConfig: values['use-config'],
    format: format as Format,
    maxWarnings,
    quiet: values.quiet,
    applySuggestions: kinds,
    write: values.write,
    help: values.help,
    version: values.version,
  };
}
