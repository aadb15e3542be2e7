import { describe, expect, it } from 'vitest';
import { AST_NODE_TYPES, type TSESTree } from '@typescript-eslint/utils';
import { enclosingConditions, enclosingTests, isSwallowed, runsBefore } from '../../src/ast/statements.js';
import { walkAst } from '../../src/ast/walk.js';
import { lintWith } from '../mcp/lint-with.js';

function targetOf(sourceCode: Parameters<Parameters<typeof lintWith>[1]>[0]['sourceCode']): TSESTree.Node {
  let target: TSESTree.Node | null = null;
  walkAst(sourceCode.ast, sourceCode.visitorKeys, (node) => {
    if (node.type === AST_NODE_TYPES.CallExpression && node.callee.type === AST_NODE_TYPES.Identifier && node.callee.name === 'target') target = node;
    return true;
  });
  if (!target) throw new Error('no target() call');
  return target;
}

/** The texts of the tests the call of `target()` runs under, innermost first. */
function testsOfTarget(code: string, crossFunctions = false): string[] {
  return lintWith(code, ({ sourceCode }) => [...enclosingTests(targetOf(sourceCode), crossFunctions)].map((test) => sourceCode.getText(test)));
}

describe('enclosingTests', () => {
  it('yields branch tests, the left of logical operators and earlier early exits, innermost first', () => {
    const code = `
      function f() {
        if (early) return;
        if (notLeaving) log();
        if (a) {
          if (b) throw new Error();
          c ? d && target() : 0;
        } else {}
      }`;
    expect(testsOfTarget(code)).toEqual(['d', 'c', 'b', 'a', 'early']);
  });

  it('stops at the function holding the node unless asked to cross functions', () => {
    const code = `if (outer) register(() => { if (inner) target(); });`;
    expect(testsOfTarget(code)).toEqual(['inner']);
    expect(testsOfTarget(code, true)).toEqual(['inner', 'outer']);
  });

  it('does not take the statements of a case for tests of its own test', () => {
    const code = `function f() { switch (x) { case target(): if (later) return; } }`;
    expect(testsOfTarget(code)).toEqual([]);
  });
});

describe('enclosingConditions', () => {
  it('says which way each test went for the node to run', () => {
    const code = `
      function f() {
        if (early) return;
        if (a) {} else {
          c ? 0 : d && (e || (f ?? target()));
        }
      }`;
    const conditions = lintWith(code, ({ sourceCode }) =>
      [...enclosingConditions(targetOf(sourceCode))].map(({ test, holds }) => `${sourceCode.getText(test)}:${String(holds)}`),
    );
    expect(conditions).toEqual(['f:null', 'e:false', 'd:true', 'c:false', 'a:false', 'early:false']);
  });
});

describe('runsBefore', () => {
  /** Whether `first()` runs to its end on every path to `second()`. */
  function firstRunsBefore(code: string): boolean {
    return lintWith(code, ({ sourceCode }) => {
      const calls = new Map<string, TSESTree.Node>();
      walkAst(sourceCode.ast, sourceCode.visitorKeys, (node) => {
        if (node.type === AST_NODE_TYPES.CallExpression && node.callee.type === AST_NODE_TYPES.Identifier) calls.set(node.callee.name, node);
        return true;
      });
      return runsBefore(calls.get('first')!, calls.get('second')!);
    });
  }

  it('holds for an awaited statement or declaration of an enclosing block before the later one', () => {
    expect(firstRunsBefore(`async function f() { const a = await first(); if (a) { await second(); } }`)).toBe(true);
    expect(firstRunsBefore(`async function f() { await first(); for (const x of xs) await second(x); }`)).toBe(true);
  });

  it('does not hold under a branch, a logical operator, a try, a callback, or after the later one', () => {
    expect(firstRunsBefore(`async function f() { if (c) await first(); await second(); }`)).toBe(false);
    expect(firstRunsBefore(`async function f() { c && (await first()); await second(); }`)).toBe(false);
    expect(firstRunsBefore(`async function f() { try { await first(); } catch {} await second(); }`)).toBe(false);
    expect(firstRunsBefore(`async function f() { xs.forEach(() => first()); await second(); }`)).toBe(false);
    expect(firstRunsBefore(`async function f() { await second(); await first(); }`)).toBe(false);
  });
});

describe('isSwallowed', () => {
  /** Whether what `target()` throws is caught, inside `f`, by a catch that throws nothing. */
  const swallowed = (code: string): boolean =>
    lintWith(code, ({ sourceCode }) => {
      const target = targetOf(sourceCode);
      const fn = sourceCode.ast.body.find((node) => node.type === AST_NODE_TYPES.FunctionDeclaration)!;
      return isSwallowed(target, fn, sourceCode.visitorKeys);
    });

  it('holds in a try whose catch only logs, also when a function in the catch throws', () => {
    expect(swallowed(`async function f() { try { await target(); } catch (e) { log(e); } }`)).toBe(true);
    expect(swallowed(`async function f() { try { await target(); } catch (e) { later(() => { throw e; }); } }`)).toBe(true);
  });

  it('does not hold when the catch throws, in the catch or finally, or without a catch', () => {
    expect(swallowed(`async function f() { try { await target(); } catch (e) { if (!ok(e)) throw e; } }`)).toBe(false);
    expect(swallowed(`async function f() { try { x(); } catch (e) { await target(); } }`)).toBe(false);
    expect(swallowed(`async function f() { try { x(); } finally { await target(); } }`)).toBe(false);
  });
});
