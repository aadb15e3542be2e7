// The per-file index: what one walk lists, in which order, and that every asker of a file shares it.
import { AST_NODE_TYPES, type TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { Linter, type Rule } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import { collectFileIndex, fileIndex, INDEXED_TYPES, traversalEnded, type FileIndex } from '../../src/ast/file-index.js';
import { lintWith } from '../mcp/lint-with.js';

const CODE = `
const server = makeServer();
server.registerTool('a', { annotations: { readOnlyHint: true } }, async () => ({ content: [] }));
function outer() { return server.registerTool('b', {}, inner(() => 1)); }
class Tool extends Base { execute() { return new Date(); } }
`;

/** Lints `code` with one rule of its own listeners (the collector's tests need more than `lintWith`'s `Program`). */
function lintWithRule(code: string, rule: { meta: object; create: (context: Rule.RuleContext) => object }): void {
  new Linter({ configType: 'flat' }).verify(code, [{
    files: ['**/*.ts'],
    languageOptions: { parser: tsParser as unknown as Linter.Parser, sourceType: 'module' },
    plugins: { probe: { rules: { probe: rule as unknown as Rule.RuleModule } } },
    rules: { 'probe/probe': 'error' },
  }], 'file.ts');
}

describe('fileIndex', () => {
  it('lists nodes by type in source order, outer before inner', () => {
    const texts = lintWith(CODE, ({ sourceCode }) => fileIndex(sourceCode).of(AST_NODE_TYPES.CallExpression).map((call) => sourceCode.getText(call.callee)));
    expect(texts).toEqual(['makeServer', 'server.registerTool', 'server.registerTool', 'inner']);
  });

  it('finds calls and news by the name their callee is called by', () => {
    const found = lintWith(CODE, ({ sourceCode }) => {
      const index = fileIndex(sourceCode);
      return [index.callsNamed('registerTool').length, index.callsNamed('Date').length, index.callsNamed('missing').length];
    });
    expect(found).toEqual([2, 1, 0]);
  });

  it('merges several types in source order', () => {
    const types = lintWith(CODE, ({ sourceCode }) =>
      fileIndex(sourceCode)
        .ofTypes(AST_NODE_TYPES.ObjectExpression, AST_NODE_TYPES.ClassDeclaration, AST_NODE_TYPES.NewExpression)
        .map((node) => node.type),
    );
    expect(types).toEqual(['ObjectExpression', 'ObjectExpression', 'ObjectExpression', 'ObjectExpression', 'ClassDeclaration', 'NewExpression']);
  });

  it('filters several types before merging them, in source order as ofTypes gives them', () => {
    // The integrity rule's reads and mints ask for the few members and properties named `requestState` among all of them.
    const code = 'const { requestState: a } = ctx.mcpReq; f({ requestState: 1, b: ctx.requestState, c: { requestState } });';
    const found = lintWith(code, ({ sourceCode }) => {
      const index = fileIndex(sourceCode);
      const types = [AST_NODE_TYPES.MemberExpression, AST_NODE_TYPES.Property] as const;
      const named = (node: TSESTree.MemberExpression | TSESTree.Property): boolean =>
        node.type === AST_NODE_TYPES.MemberExpression ? !node.computed && node.property.type === AST_NODE_TYPES.Identifier && node.property.name === 'requestState' : node.key.type === AST_NODE_TYPES.Identifier && node.key.name === 'requestState';
      const filtered = index.where(types, named).map((node) => sourceCode.getText(node));
      return { filtered, same: filtered.join() === index.ofTypes(...types).filter(named).map((node) => sourceCode.getText(node)).join() };
    });
    expect(found).toEqual({ filtered: ['requestState: a', 'requestState: 1', 'ctx.requestState', 'requestState'], same: true });
  });

  it('finds the nodes in a node by range: itself and what it holds, not what holds it', () => {
    // `a.b = f()` starts where its statement does; the query for the assignment must not return the statement's
    // neighbours or the function around it.
    const code = 'function g() { a.b = f(this); h(); }';
    const found = lintWith(code, ({ sourceCode }) => {
      const index = fileIndex(sourceCode);
      const [assignment] = index.of(AST_NODE_TYPES.AssignmentExpression);
      const types = [AST_NODE_TYPES.FunctionDeclaration, AST_NODE_TYPES.AssignmentExpression, AST_NODE_TYPES.CallExpression, AST_NODE_TYPES.ThisExpression] as const;
      return index.within(assignment!, types).map((node) => sourceCode.getText(node));
    });
    expect(found).toEqual(['a.b = f(this)', 'f(this)', 'this']);
  });

  it('finds the calls of a parameter\'s decorators, which lie before its range', () => {
    // typescript-estree puts `@Inject()` outside the range of the parameter `x` whose child it is.
    const code = 'class A { m(@Inject() x: number, y = make()) {} }';
    const found = lintWith(code, ({ sourceCode }) => {
      const index = fileIndex(sourceCode);
      const [method] = index.of(AST_NODE_TYPES.FunctionExpression);
      const types = [AST_NODE_TYPES.CallExpression] as const;
      return method!.params.map((param) => index.within(param, types).map((node) => sourceCode.getText(node)));
    });
    expect(found).toEqual([['Inject()'], ['make()']]);
  });

  it('is built once per AST', () => {
    const same = lintWith(CODE, ({ sourceCode }) => fileIndex(sourceCode) === fileIndex(sourceCode));
    expect(same).toBe(true);
  });

  it('is the same when ESLint\'s traversal fills it as when a walk does', () => {
    // The rules that ask only at the end have the traversal fill it (collectFileIndex): every list must be the walk's.
    const code = `
      @Component({ selector: 'x' })
      class A extends B { @Field() f = this.make({ a: 1 }); m(@Inject() x: number, y = make()) { this.y = x; return () => this.z?.(y++); } }
      export default { run: async function ({ a }, ctx) { for (const k in a) delete a[k]; return new C(ctx, ...a.b.c()); } };
      server.registerTool('t', {}, async () => { let n = 0; n += await g(); return { content: [] }; });
    `;
    const shape = (index: FileIndex) => ({
      types: INDEXED_TYPES.map((type) => index.of(type).map((node) => `${node.type}@${node.range.join('-')}`)),
      calls: ['make', 'registerTool', 'g', 'C', 'Component'].map((name) => index.callsNamed(name).length),
      thisMembers: ['make', 'y', 'z'].map((name) => index.thisMembersNamed(name).length),
      within: index.of(AST_NODE_TYPES.ClassDeclaration).map((node) => index.within(node, [AST_NODE_TYPES.CallExpression]).length),
    });
    const run = (collect: boolean): ReturnType<typeof shape> => {
      let found: ReturnType<typeof shape> | null = null;
      const rule = {
        meta: { type: 'problem' as const, schema: [] },
        create(context: Rule.RuleContext) {
          const sourceCode = context.sourceCode as unknown as Parameters<typeof fileIndex>[0];
          const listeners = {
            'Program:exit'() {
              if (collect) traversalEnded(sourceCode);
              found = shape(fileIndex(sourceCode));
            },
          };
          return collect ? collectFileIndex(sourceCode, listeners) : listeners;
        },
      };
      lintWithRule(code, rule);
      return found!;
    };
    const collected = run(true);
    expect(collected).toEqual(run(false));
    expect(collected.types.flat().length).toBeGreaterThan(30);
  });

  it('is walked when asked before the traversal ended, with the collection abandoned', () => {
    const code = 'f(a.b); g({ c: 1 });';
    const sizes: number[] = [];
    const rule = {
      meta: { type: 'problem' as const, schema: [] },
      create(context: Rule.RuleContext) {
        const sourceCode = context.sourceCode as unknown as Parameters<typeof fileIndex>[0];
        return collectFileIndex(sourceCode, {
          // Asked at the first call: the traversal has not met the second yet, so only a walk gives both.
          CallExpression() {
            if (sizes.length === 0) sizes.push(fileIndex(sourceCode).of(AST_NODE_TYPES.CallExpression).length);
          },
          'Program:exit'() {
            traversalEnded(sourceCode);
            sizes.push(fileIndex(sourceCode).of(AST_NODE_TYPES.CallExpression).length);
          },
        });
      },
    };
    lintWithRule(code, rule);
    expect(sizes).toEqual([2, 2]);
  });
});
