// The globs shared by the catalog and settings.mcp.effects.
import { describe, expect, it } from 'vitest';
import { compileModuleGlob, compilePathGlob, matchesPathGlob } from '../../src/effects/path-glob.js';

const matches = (pattern: string, path: string, anchored: boolean) => matchesPathGlob(compilePathGlob(pattern, { anchored }), path.split('.'));

describe('path globs', () => {
  it('matches * within one segment only', () => {
    expect(matches('charges.*', 'charges.create', true)).toBe(true);
    expect(matches('charges.*', 'charges.x.create', true)).toBe(false);
    expect(matches('list*', 'listLineItems', true)).toBe(true);
  });
  it('matches ** across any number of segments, none included', () => {
    expect(matches('**.save', 'this.repo.save', true)).toBe(true);
    expect(matches('**.save', 'save', true)).toBe(true);
    expect(matches('a.**.z', 'a.z', true)).toBe(true);
  });
  it('offers a|b alternatives for one segment', () => {
    expect(matches('chat.postMessage|update', 'chat.update', true)).toBe(true);
    expect(matches('chat.postMessage|update', 'chat.delete', true)).toBe(false);
  });
  it('binds | within its segment: `select|delete.where` is (select|delete).where, never select|(delete.where)', () => {
    expect(matches('select|delete.where', 'select.where', true)).toBe(true);
    expect(matches('select|delete.where', 'delete.where', true)).toBe(true);
    expect(matches('select|delete.where', 'select', true)).toBe(false);
    expect(matches('select|delete.where', 'delete', true)).toBe(false);
  });
  it('matches the end of the path unless anchored', () => {
    expect(matches('completions.create', 'default.chat.completions.create', false)).toBe(true);
    expect(matches('completions.create', 'default.chat.completions.create', true)).toBe(false);
    expect(matches('create', 'default.create.post', false)).toBe(false);
  });
  it('takes special characters literally', () => {
    expect(matches('$executeRaw', '$executeRaw', true)).toBe(true);
    expect(matches('getClient().send', 'getClient().send', true)).toBe(true);
    expect(matches('a+b', 'aab', true)).toBe(false);
  });
  it('compares without case when asked', () => {
    expect(matchesPathGlob(compilePathGlob('hset', { anchored: false, ignoreCase: true }), ['client', 'hSet'])).toBe(true);
  });
});

describe('module globs', () => {
  it('matches the module and its subpaths, not look-alikes', () => {
    const drizzle = compileModuleGlob('drizzle-orm');
    expect(drizzle.test('drizzle-orm')).toBe(true);
    expect(drizzle.test('drizzle-orm/node-postgres')).toBe(true);
    expect(drizzle.test('drizzle-orm-extra')).toBe(false);
  });
  it('expands * across scope segments', () => {
    expect(compileModuleGlob('@aws-sdk/*').test('@aws-sdk/client-s3')).toBe(true);
    expect(compileModuleGlob('@aws-sdk/*').test('@aws-sdkx/client-s3')).toBe(false);
  });
});
