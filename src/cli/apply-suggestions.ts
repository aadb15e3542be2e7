// `--apply-suggestions=<kinds>`: which suggestions it applies, in which order, and the line it ends with.
import type { Linter } from 'eslint';
import { belowQuestion, plural } from './stylish.js';
import { MIGRATE_SUGGESTION_ID, MOVE_SUGGESTION_IDS, applySuggestions } from './suggestions.js';

/** The kinds `--apply-suggestions` knows and their suggestions, in the order they are applied: migrations expose effects that moves fix. */
export const SUGGESTION_KINDS = { migrate: [MIGRATE_SUGGESTION_ID], move: MOVE_SUGGESTION_IDS } as const;
export type SuggestionKind = keyof typeof SUGGESTION_KINDS;

/** Bounds each kind's re-lint loop, as ESLint bounds its fix loop, in case edits keep overlapping. */
const MAX_PASSES = 10;

/** The kinds of a `--apply-suggestions` value (`move`, `migrate`, `migrate,move`), in application order; null when it names another. */
export function parseSuggestionKinds(value: string): SuggestionKind[] | null {
  const named = value.split(',').map((kind) => kind.trim());
  if (named.length === 0 || !named.every((kind): kind is SuggestionKind => Object.hasOwn(SUGGESTION_KINDS, kind))) return null;
  return (Object.keys(SUGGESTION_KINDS) as SuggestionKind[]).filter((kind) => named.includes(kind));
}

/**
 * Applies each kind in turn until it has nothing left to apply, re-linting after every pass: an edit left out
 * because it overlapped another is offered again, and the moves see the code the migrations wrote. Returns
 * the text, how many reports each kind served, and the last lint result.
 */
export async function applySuggestionKinds<Result extends { messages: Linter.LintMessage[] }>(
  text: string,
  result: Result,
  kinds: readonly SuggestionKind[],
  relint: (text: string) => Promise<Result>,
): Promise<{ output: string; applied: Record<SuggestionKind, number>; result: Result }> {
  const applied: Record<SuggestionKind, number> = { migrate: 0, move: 0 };
  let output = text;
  let current = result;
  for (const kind of kinds) {
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const step = applySuggestions(output, current.messages, SUGGESTION_KINDS[kind]);
      if (step.applied === 0) break;
      output = step.output;
      applied[kind] += step.applied;
      current = await relint(output);
    }
  }
  return { output, applied, result: current };
}

/** The line `--apply-suggestions` ends with: what was (or would be) changed, what is left, and why requests were not migrated. */
export function changeSummary(
  kinds: readonly SuggestionKind[],
  applied: Record<SuggestionKind, number>,
  files: number,
  left: number,
  write: boolean,
  withheld: string | null = null,
): string {
  const changes = kinds.map((kind) =>
    kind === 'migrate'
      ? `${write ? 'migrated' : 'would migrate'} ${plural(applied.migrate, 'push-style request')} to \`input_required\``
      : `${write ? 'moved' : 'would move'} ${plural(applied.move, 'call')} ${belowQuestion(applied.move)}`,
  );
  const total = kinds.reduce((sum, kind) => sum + applied[kind], 0);
  const tail = write || total === 0 ? '' : ' (add --write to change the files)';
  const after = kinds.length === 1 && kinds[0] === 'move' ? 'the moves' : 'the changes';
  // Only the first verb carries "would": "would migrate 2 ... and move 1 ...".
  const joined = changes.map((change, index) => (index > 0 && !write ? change.replace(/^would /, '') : change)).join(' and ');
  // Why the other push-style requests were left alone: `3 not rewritten: 2 in helpers, 1 inside try/catch/finally`.
  const kept = withheld && kinds.includes('migrate') ? `; push-style requests: ${withheld}` : '';
  return `mcp-lint: ${joined} in ${plural(files, 'file')}${tail}; ${plural(left, 'problem')} left after ${after}${kept}\n`;
}
