import { describe, expect, it } from 'vitest';
import { summarize } from './summarize.js';

describe('Mastra', () => {
  it('finds Mastra createTool', () => {
    const [h] = summarize(`const t = createTool({ id: 'weather', execute: async ({ context }) => ({}) });`);
    expect(h).toMatchObject({ shape: 'mastra', method: 'tools/call', toolName: 'weather' });
  });
});
