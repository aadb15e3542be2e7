import { describe, expect, it } from 'vitest';
import { summarize } from './summarize.js';

describe('SDK ResourceTemplate and completable', () => {
  it('finds ResourceTemplate list and complete callbacks, inline or in a const', () => {
    const found = summarize(`
      const template = new ResourceTemplate('users://{id}', {
        list: async (ctx) => ({ resources: [] }),
        complete: { id: async (value) => ['1'], org: (value) => [] },
      });
      server.registerResource('user', template, {}, async (uri, variables, ctx) => ({ contents: [] }));
    `);
    expect(found.map((h) => [h.shape, h.method, h.contextParam])).toEqual([
      ['resourceTemplate-list', 'resources/list', 'ctx'],
      ['resourceTemplate-complete', 'completion/complete', null],
      ['resourceTemplate-complete', 'completion/complete', null],
      ['registerResource', 'resources/read', 'ctx'],
    ]);
  });

  it('finds completable callbacks', () => {
    const [found] = summarize(`const arg = completable(z.string(), (value) => ['a']);`);
    expect(found?.method).toBe('completion/complete');
  });
});
