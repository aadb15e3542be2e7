import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

// The suites, by project name (`--project`): `npm run test:quick` runs quick*, `npm test` all but the corpus.
// What `npm test` adds to the quick tests: the type-checked layer, oxlint and the packed package.
const FULL = ['tests/types/', 'tests/fixes/typecheck.test.ts', 'tests/oxlint/', 'tests/cli/engine-oxlint.test.ts', 'tests/integration/package.test.ts'];
// The rules over thousands of real files (`npm run test:corpus`).
const CORPUS = ['tests/reliability/'];

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const TEST_FILES = readdirSync(path.join(ROOT, 'tests'), { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `tests/${name.split(path.sep).join('/')}`);
const inSuite = (file: string, suite: readonly string[]): boolean => suite.some((prefix) => file.startsWith(prefix));
const globs = (suite: readonly string[]): string[] => suite.map((prefix) => (prefix.endsWith('/') ? `${prefix}**/*.test.ts` : prefix));
// A file that replaces a module with vi.mock needs modules of its own: in a shared worker, another file may have
// loaded the module it mocks (or the test file it imports to collect cases) already, and a mock is not undone
// for the next file.
const MOCKING = TEST_FILES.filter((file) => /\bvi\.(?:do)?mock\(/u.test(readFileSync(path.join(ROOT, file), 'utf8')));

/**
 * One suite as two projects: the files share their worker's modules (importing ESLint, typescript-eslint and
 * TypeScript again for every file took more time than the tests), except those that mock a module. The code
 * under test keeps no module state but WeakMaps keyed by the AST or the program.
 */
function suite(name: string, include: string[], exclude: string[], files: readonly string[]): TestProjectInlineConfiguration[] {
  const mocking = MOCKING.filter((file) => files.includes(file));
  const shared: TestProjectInlineConfiguration = { extends: true, test: { name, include, exclude: [...exclude, ...mocking], isolate: false } };
  if (mocking.length === 0) return [shared];
  return [shared, { extends: true, test: { name: `${name}-isolated`, include: mocking } }];
}

export default defineConfig({
  test: {
    testTimeout: 60_000,
    // Vitest leaves a core to its main process by default: one worker on a 2-core machine. The main process
    // does little here, so use every core (test:quick: 117 s → 84 s on the 2-core CI machine).
    maxWorkers: availableParallelism(),
    projects: [
      ...suite('quick', ['tests/**/*.test.ts'], [...globs(FULL), ...globs(CORPUS)], TEST_FILES.filter((file) => !inSuite(file, FULL) && !inSuite(file, CORPUS))),
      ...suite('full', globs(FULL), [], TEST_FILES.filter((file) => inSuite(file, FULL))),
      // Long runs over real files, isolated as before.
      { extends: true, test: { name: 'corpus', include: globs(CORPUS) } },
    ],
  },
});
