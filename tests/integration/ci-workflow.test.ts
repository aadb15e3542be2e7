import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The pull-request workflow cannot run here: these checks hold it to running the whole check, .ci/run.

interface Workflow {
  on: { pull_request?: unknown; push?: { branches?: string[] } };
  permissions: Record<string, string>;
  jobs: Record<string, { container?: string; steps: Array<{ uses?: string; run?: string }> }>;
}

const workflow = parse(await readFile(new URL('../../.github/workflows/ci.yml', import.meta.url), 'utf8')) as Workflow;

describe('.github/workflows/ci.yml', () => {
  it('runs on every pull request and on pushes to main, with read-only permissions', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
    expect(workflow.on.push?.branches).toEqual(['main']);
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });

  it('runs .ci/run after the checkout, in Debian where its apt-get installs work', () => {
    const [job, ...others] = Object.values(workflow.jobs);
    expect(others).toEqual([]);
    expect(job?.container).toMatch(/^node:2[2-9]-(?:bookworm|trixie)$/u);
    const steps = job?.steps ?? [];
    expect(steps[0]?.uses).toBe('actions/checkout@v4');
    expect(steps.at(-1)?.run).toBe('bash .ci/run');
  });
});
