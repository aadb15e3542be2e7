// Predicates of project error classes in another file (`isForbiddenErrorDeep(error)`, src/types/throws.ts
// `predicateClass`): an effect under one class's predicate and a question under another's, on the same caught error,
// are on no common path when neither class extends the other (src/flow/guards.ts `exitsExcludedByTests`).
import rule from '../../rules/no-side-effect-before-input-required.js';
import { markers } from '../support/markers.js';
import { runTypedRuleTests, WRAPPED_SERVER } from './support.js';

const TYPE_CHECKED = { mcp: { typeChecked: true } };
const FILENAME = 'src/tools/case.ts';
/** A handler that asks for elevation in its own `catch`, the way Sentry's server does after a 403. */
const handler = (catchBody: string) => `import type { McpServer } from '@modelcontextprotocol/server';
import { db } from '../lib/clients.js';
import { isForbiddenErrorDeep, isPolicyForbiddenError, isRefusal, isUnauthorizedError } from '../lib/errors.js';
import { github } from '../lib/github.js';
import { askElevation } from '../lib/questions.js';
import { text } from '../lib/tool.js';
declare const server: McpServer;
server.registerTool('close', { description: 'Close an issue' }, async (args: { repo: string }) => {
  try {
    await github.getRepo(args.repo);
    return text('Closed.');
  } catch (error) {${catchBody}
    return text('Failed.');
  }
});
`;

const valid = (name: string, catchBody: string) => ({ name, code: handler(catchBody), filename: FILENAME, settings: TYPE_CHECKED });

/** One `/*!*\/` at the report; `moved`: the catch body the move suggestion writes (none when it is withheld). */
function invalid(name: string, catchBody: string, moved: string | null) {
  const { code, positions } = markers(handler(catchBody));
  const suggestions = moved === null ? [] : [{ messageId: 'suggestMoveBelowQuestion' as const, output: handler(moved) }];
  return {
    name,
    code,
    filename: FILENAME,
    settings: TYPE_CHECKED,
    errors: positions.map((position) => ({ messageId: 'sideEffect' as const, line: position.line, column: position.column, suggestions })),
  };
}

runTypedRuleTests('no-side-effect-before-input-required (predicates of project error classes)', rule, {
  valid: [
    // Valid because a revoked token (401) and a missing scope (403) are two classes neither of which extends the other.
    valid('a 401 predicate and a 403 predicate walking the cause chain', `
    if (isUnauthorizedError(error)) {
      await db.query('DELETE FROM sessions WHERE repo = $1', [args.repo]);
    }
    const is403 = isForbiddenErrorDeep(error);
    if (is403 && args.repo) return askElevation('repo');`),
    // Valid because the predicate is held in a const and joined with another test: still the class it tests.
    valid('the effect under the predicate joined with another test', `
    if (isUnauthorizedError(error) && args.repo) await db.query('DELETE FROM sessions WHERE repo = $1', [args.repo]);
    if (isForbiddenErrorDeep(error)) return askElevation('repo');`),
  ],
  invalid: [
    // Invalid because a `PolicyForbiddenError` is a `ForbiddenError`: one error passes both predicates.
    invalid('a predicate of a subclass of the asked class', `
    if (isPolicyForbiddenError(error)) await /*!*/db.query('INSERT INTO audit (repo) VALUES ($1)', [args.repo]);
    if (isForbiddenErrorDeep(error)) return askElevation('repo');`, `
    if (isForbiddenErrorDeep(error)) return askElevation('repo');
    if (isPolicyForbiddenError(error)) await db.query('INSERT INTO audit (repo) VALUES ($1)', [args.repo]);`),
    // Invalid because `isRefusal` answers true for both classes: it is no predicate of one class.
    invalid('a predicate of two classes', `
    if (isRefusal(error)) await /*!*/db.query('INSERT INTO audit (repo) VALUES ($1)', [args.repo]);
    if (isForbiddenErrorDeep(error)) return askElevation('repo');`, `
    if (isForbiddenErrorDeep(error)) return askElevation('repo');
    if (isRefusal(error)) await db.query('INSERT INTO audit (repo) VALUES ($1)', [args.repo]);`),
    // Invalid because the two predicates test different values: the caught error and the argument.
    invalid('the predicates test different values', `
    if (isUnauthorizedError(args)) await /*!*/db.query('DELETE FROM sessions WHERE repo = $1', [args.repo]);
    if (isForbiddenErrorDeep(error)) return askElevation('repo');`, `
    if (isForbiddenErrorDeep(error)) return askElevation('repo');
    if (isUnauthorizedError(args)) await db.query('DELETE FROM sessions WHERE repo = $1', [args.repo]);`),
    // Invalid because the caught error is reassigned between the tests: the second may see another error.
    invalid('the caught error is reassigned', `
    if (isUnauthorizedError(error)) await /*!*/db.query('DELETE FROM sessions WHERE repo = $1', [args.repo]);
    error = new Error('wrapped', { cause: error });
    if (isForbiddenErrorDeep(error)) return askElevation('repo');`, null),
  ],
}, WRAPPED_SERVER);
