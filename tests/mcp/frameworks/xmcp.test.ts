import { describe, expect, it } from 'vitest';
import { summarize } from './summarize.js';

describe('xmcp', () => {
  it('finds an xmcp default-exported tool and reads its metadata', () => {
    const [h] = summarize(`
      import { type InferSchema } from 'xmcp';
      export const schema = { a: z.string() };
      export const metadata = { name: 'greet', annotations: { readOnlyHint: true } };
      export default async function greet({ a }, extra) { return 'hi'; }
    `);
    expect(h).toMatchObject({ shape: 'xmcp', method: 'tools/call', toolName: 'greet', annotations: '{ readOnlyHint: true }', contextParam: 'extra' });
  });

  it('reads xmcp prompts by their role metadata and resolves an identifier default export', () => {
    const [h] = summarize(`
      export const metadata = { name: 'review', role: 'user' };
      const review = ({ code }) => 'Review ' + code;
      export default review;
    `);
    expect(h).toMatchObject({ shape: 'xmcp', method: 'prompts/get', toolName: null });
  });

  it('does not take any default export for an xmcp tool', () => {
    expect(summarize(`export default function main() {}`)).toEqual([]);
  });
});
