// The typed project of the fourth production-style set (tests/fixtures/production-4/typed, written blind; see its
// README): tools of a table get `{ services, mcp }` from `createTool`, the services are classes of other files over a
// project `api(path, init)` wrapper of `fetch` (the method in the options it is given) and `node:fs`.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureProblems } from './support.js';

const ROOT = path.resolve(import.meta.dirname, '../fixtures/production-4/typed');
const CORE = 'mcp/no-side-effect-before-input-required';

describe('production-4/typed with recommended-type-checked', () => {
  it('reports the planted service calls of other files by the method they pass to api(), and no trap', async () => {
    const core = (await fixtureProblems(ROOT, 'recommended-type-checked')).filter((problem) => problem.includes(CORE)).map((problem) => problem.split(` ${CORE}: `));
    expect(core.map(([place]) => place)).toEqual([
      'src/tools/payouts.ts:19:28',
      'src/tools/payouts.ts:20:42',
      'src/tools/payouts.ts:58:13',
      'src/tools/payouts.ts:59:35',
      'src/tools/payouts.ts:60:26',
    ]);
    expect(core[0]![1]).toContain('`services.payouts.schedule()` runs `api()` (HTTP POST, in');
    expect(core[1]![1]).toContain('`services.vendors.flag()` runs `appendFile()`');
    expect(core[3]![1]).toContain('`services.payouts.cancelScheduled()` runs `api()` (HTTP DELETE, in');
    // Traps: `vendors.find()` and `payouts.quote()` GET, `audit.note()` logs, `saveTerms()` PUTs the whole terms, the
    // schedule under `if (!state)` of the second tool runs only on the round without state.
  });
});
