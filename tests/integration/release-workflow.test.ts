import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPOSITORY_URL } from '../../src/create-rule.js';

// The release workflow cannot run here: these checks hold it to what publishing with provenance needs.

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: { push?: { tags?: string[]; branches?: string[] } };
  permissions: Record<string, string>;
  jobs: Record<string, { permissions?: Record<string, string>; steps: Step[] }>;
}

const root = new URL('../../', import.meta.url);
const workflow = parse(await readFile(new URL('.github/workflows/release.yml', root), 'utf8')) as Workflow;
const packageJson = JSON.parse(await readFile(new URL('package.json', root), 'utf8')) as {
  repository: { type: string; url: string };
  homepage: string;
  bugs: { url: string };
};

/** GitHub's filter pattern syntax, for the subset the workflow uses: `[...]`, `+` and literal characters. */
function tagFilter(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/\./gu, '\\.')}$`, 'u');
}

const [job, ...otherJobs] = Object.values(workflow.jobs);
const steps = job!.steps;
const indexOf = (predicate: (step: Step) => boolean): number => steps.findIndex(predicate);
const publish = indexOf((step) => /\bnpm publish\b/u.test(step.run ?? ''));

describe('.github/workflows/release.yml', () => {
  it('runs on version tags only', () => {
    expect(Object.keys(workflow.on)).toEqual(['push']);
    expect(workflow.on.push?.branches).toBeUndefined();
    const filters = (workflow.on.push?.tags ?? []).map(tagFilter);
    const matches = (tag: string): boolean => filters.some((filter) => filter.test(tag));
    expect(['v0.1.0', 'v1.12.3'].filter(matches)).toEqual(['v0.1.0', 'v1.12.3']);
    expect(['0.1.0', 'v1', 'v1.2', 'latest', 'v1.2.3-rc'].filter(matches)).toEqual([]);
  });

  it('has one job, which alone may request an OIDC token, for the provenance statement', () => {
    expect(otherJobs).toEqual([]);
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(job!.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
  });

  it('publishes with provenance to the npm registry, with the token from a secret', () => {
    expect(publish).toBeGreaterThan(0);
    expect(steps[publish]!.run).toBe('npm publish --provenance --access public');
    expect(steps[publish]!.env).toEqual({ NODE_AUTH_TOKEN: '${{ secrets.NPM_TOKEN }}' });
    const setupNode = steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setupNode?.with).toMatchObject({ 'registry-url': 'https://registry.npmjs.org' });
    expect(Number(setupNode?.with?.['node-version'])).toBeGreaterThanOrEqual(20);
  });

  it('checks out, installs, checks the tag against package.json and runs the tests and the corpus tests before publishing', () => {
    const checkout = indexOf((step) => step.uses?.startsWith('actions/checkout@') ?? false);
    const tagCheck = indexOf((step) => step.run?.includes('$GITHUB_REF_NAME') ?? false);
    const install = indexOf((step) => step.run === 'npm ci');
    const tests = indexOf((step) => step.run === 'npm test');
    const corpus = indexOf((step) => step.run === 'npm run test:corpus');
    expect(steps[tagCheck]!.run).toContain(`require('./package.json').version`);
    expect([checkout, tagCheck, install, tests].every((index) => index >= 0)).toBe(true);
    expect(checkout).toBeLessThan(install);
    expect(install).toBeLessThan(tests);
    expect(tagCheck).toBeLessThan(publish);
    expect(tests).toBeLessThan(publish);
    expect(corpus).toBeGreaterThan(install);
    expect(corpus).toBeLessThan(publish);
  });
});

describe('package.json for the registry', () => {
  // npm refuses a provenance statement whose repository differs from the one the workflow ran in.
  it('names the repository the workflow runs in, its home page and its issues', () => {
    expect(packageJson.repository).toEqual({ type: 'git', url: `git+${REPOSITORY_URL}.git` });
    expect(packageJson.homepage).toBe(`${REPOSITORY_URL}#readme`);
    expect(packageJson.bugs).toEqual({ url: `${REPOSITORY_URL}/issues` });
  });
});
