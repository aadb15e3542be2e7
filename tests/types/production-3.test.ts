// The typed project of the third production-style set (tests/fixtures/production-3/typed, written blind; see its
// README): tools of a table get their services from `defineTool`, the services run SQL through a project `Sql` class
// over a driver interface, HTTP through a `call()` wrapper of `fetch`, and pushes through a provider interface.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureProblems } from './support.js';

const ROOT = path.resolve(import.meta.dirname, '../fixtures/production-3/typed');
const CORE = 'mcp/no-side-effect-before-input-required';

describe('production-3/typed with recommended-type-checked', () => {
  it('reports the planted service calls of other files, by the SQL text and the HTTP method they pass on, and no trap', async () => {
    const core = (await fixtureProblems(ROOT, 'recommended-type-checked')).filter((problem) => problem.includes(CORE)).map((problem) => problem.split(` ${CORE}: `));
    expect(core.map(([place]) => place)).toEqual(['src/tools/rentals.ts:16:28', 'src/tools/rentals.ts:17:26', 'src/tools/rentals.ts:57:13', 'src/tools/rentals.ts:58:13']);
    // `holdBike` and `logEvent` run `this.sql.exec('INSERT …')`: `Sql.exec` hands its `text` to the driver's `query`.
    expect(core[0]![1]).toContain('`rentals.holdBike()` runs `this.sql.exec()` (SQL INSERT through exec(), in');
    expect(core[2]![1]).toContain('`rentals.logEvent()` runs `this.sql.exec()` (SQL INSERT through exec(), in');
    // `notifyCustomer` pushes through `this.provider.push()`, an interface no file implements, and otherwise only keeps
    // a line in memory: what its body does to the world is unknown, so its name says it (before, not reported).
    expect(core[3]![1]).toContain('`notifier.notifyCustomer()` (name starts with the write verb "notify")');
  });
});
