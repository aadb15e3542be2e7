// classifyCall as a whole: builder chains, severity, transparent promise methods, and odd call shapes that
// must never throw.
import { describe, expect, it } from 'vitest';
import { SEVERITY } from '../../src/effects/index.js';
import { classifyEveryCall, classifyMarked } from './classify-with.js';

describe('chains', () => {
  it('sees through .catch() to the Stripe call', () => {
    const code = `import Stripe from 'stripe'; const stripe = new Stripe('k'); async function h() { await /*@*/stripe.charges.create({}).catch(() => null); }`;
    expect(classifyMarked(code)).toEqual({ effectClass: 'write', layer: 'catalog', label: 'Stripe write', impact: 'accumulating' });
  });
  it('sees through .then() to a POST fetch', () => {
    expect(classifyMarked(`async function h(u) { await /*@*/fetch(u, { method: 'POST' }).then((r) => r.json()); }`)).toMatchObject({ effectClass: 'write', label: 'HTTP POST' });
  });
  it('sees through .finally() to a read', () => {
    expect(classifyMarked(`async function h(deps) { await /*@*/deps.users.getUser(1).finally(() => {}); }`)).toMatchObject({ effectClass: 'read', layer: 'verb' });
  });
  it('takes the most severe link: a Redis read then a write in one transaction', () => {
    expect(classifyMarked(`import Redis from 'ioredis'; const r = new Redis(); async function h() { await /*@*/r.multi().get('a').set('b', 1).exec(); }`)).toMatchObject({ effectClass: 'write' });
  });
  it('takes process state over a read in the same chain', () => {
    expect(classifyMarked(`const cache = new Map(); function h(k) { /*@*/cache.get(k).push(1); }`)).toMatchObject({ effectClass: 'process-state' });
  });
  it('lets an earlier link name the verdict among equally severe links', () => {
    expect(classifyMarked(`async function h(repo) { await /*@*/repo.createDraft().saveAll(); }`)).toMatchObject({ effectClass: 'write', label: 'name starts with the write verb "create"' });
  });
  it('orders severity write > write-idempotent > cost > process-state > unknown > read > log > local > pure', () => {
    expect(SEVERITY).toEqual(['write', 'write-idempotent', 'cost', 'process-state', 'unknown', 'read', 'log', 'local', 'pure']);
  });
});

describe('util.promisify', () => {
  it('judges a promisified child_process function as the function it wraps', () => {
    const code = `import { promisify } from 'node:util'; import { execFile } from 'node:child_process'; const execFileP = promisify(execFile); async function h() { await /*@*/execFileP('git', ['push']); }`;
    expect(classifyMarked(code)).toEqual({ effectClass: 'write', layer: 'catalog', label: 'child process started' });
  });
  it('judges util.promisify(fs.writeFile) from require as an fs write', () => {
    const code = `const util = require('util'); const fs = require('fs'); const writeFileP = util.promisify(fs.writeFile); async function h() { await /*@*/writeFileP('/tmp/x', 'y'); }`;
    expect(classifyMarked(code)).toMatchObject({ effectClass: 'write', layer: 'catalog', label: 'node:fs write' });
  });
  it('judges a promisified fs read as a read', () => {
    const code = `import util from 'node:util'; import fs from 'node:fs'; const statAsync = util.promisify(fs.stat); async function h(p) { await /*@*/statAsync(p); }`;
    expect(classifyMarked(code)).toMatchObject({ effectClass: 'read', layer: 'catalog' });
  });
  it('judges a promisified call made on the spot', () => {
    const code = `import { promisify } from 'util'; import { exec } from 'child_process'; async function h() { await /*@*/promisify(exec)('rm -rf build'); }`;
    expect(classifyMarked(code)).toMatchObject({ effectClass: 'write', label: 'child process started' });
  });
  it('leaves a promisify that is not node:util to the name', () => {
    const code = `import { promisify } from './my-util'; import { execFile } from 'node:child_process'; const run = promisify(execFile); async function h() { await /*@*/run('ls'); }`;
    expect(classifyMarked(code)).toMatchObject({ effectClass: 'unknown' });
  });
});

describe('odd shapes', () => {
  it('reads through optional chaining and TypeScript wrappers', () => {
    expect(classifyMarked(`async function h(deps) { await /*@*/deps?.orders?.create?.({}); }`)).toMatchObject({ effectClass: 'write', layer: 'verb' });
    const code = `import Stripe from 'stripe'; const stripe = new Stripe('k'); async function h() { await /*@*/(stripe as Stripe)!.refunds.create({}); }`;
    expect(classifyMarked(code)).toMatchObject({ effectClass: 'write', label: 'Stripe write' });
  });
  it('reads computed members with literal keys', () => {
    expect(classifyMarked(`async function h(deps) { await /*@*/deps.orders['create']({}); }`)).toMatchObject({ effectClass: 'write', layer: 'verb' });
  });
  it('leaves computed members with run-time keys unknown', () => {
    expect(classifyMarked(`async function h(deps, op) { await /*@*/deps.orders[op]({}); }`)).toEqual({ effectClass: 'unknown', layer: 'none', label: 'effect not known' });
  });
  it('reads private methods and super calls by name', () => {
    expect(classifyMarked(`class A { async #persist() {} async run() { await /*@*/this.#persist(); } }`)).toMatchObject({ effectClass: 'write', layer: 'verb' });
    expect(classifyMarked(`class B extends A { async save() { await /*@*/super.save(); } }`)).toMatchObject({ effectClass: 'write', layer: 'verb' });
  });
  it('leaves a call of a call result unknown', () => {
    expect(classifyMarked(`function h(factory) { /*@*/factory()(); }`)).toMatchObject({ effectClass: 'unknown', layer: 'none' });
  });
  it('leaves new of a computed class unknown', () => {
    expect(classifyMarked(`function h(pick) { /*@*/new (pick())(); }`)).toMatchObject({ effectClass: 'unknown', layer: 'none' });
  });
  it('never throws on unusual but valid code, and gives every call a verdict', () => {
    const code = `
      import def, * as ns from 'stripe';
      import fs = require('fs');
      const { a: { b = 1 } = {}, ...rest } = require('x');
      let reassigned = new Map(); reassigned = null;
      const [first] = [new Set()];
      declare const declared: any;
      enum E { A = f() }
      namespace N { export const n = g(); }
      label: for (const x of y()) { continue label; }
      class C<T> extends (mixin(Base) as any) {
        static #count = new Map();
        static { C.#count.set(1, 2); }
        field = this.method?.();
        constructor(private readonly dep = make()) { super(); super.init?.(); }
        @decorate() method() { return new.target; }
        get accessor() { return this.field.call(this); }
      }
      function* gen() { yield* other(); }
      async function run() {
        for await (const chunk of stream()) chunk.toString();
        await (await import('x')).default.write();
        tag\`a\${b()}\`;
        (0, ns.default)();
        (a, b).c();
        (x ?? y)?.z!.w?.();
        arr?.[0]?.();
        fn<string>('x');
        def.charges?.['create']?.({});
        first.add(1);
        reassigned?.set(1, 2);
        rest.method();
        declared.anything();
        new.target;
        eval('x');
        (function named() {})();
        (() => {})?.();
        globalThis['fetch'](u);
        fs.writeFileSync('x', 'y');
      }
    `;
    const verdicts = classifyEveryCall(code);
    expect(verdicts.length).toBeGreaterThan(30);
    for (const verdict of verdicts) {
      expect(SEVERITY).toContain(verdict.effectClass);
      expect(verdict.label.length).toBeGreaterThan(0);
    }
  });
});
