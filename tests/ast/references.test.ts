// referencesWithin: the scope manager's references inside a node, found by going down the scopes that overlap it.
import { describe, expect, it } from 'vitest';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { referencesWithin } from '../../src/ast/references.js';
import { walkAst } from '../../src/ast/walk.js';
import { lintWith } from '../mcp/lint-with.js';

// Scopes of every kind around and inside statements: functions and their defaults, a class with a computed key, a
// field and a static block, `for` and `catch` scopes, a named function expression, decorators' neighbours, types.
const CODE = `
import { db } from './db.js';
const limit = 10;
export async function handler({ id, page = limit }: { id: string; page?: number }, ctx: Ctx) {
  const rows: Row[] = await db.find(id, page);
  for (const row of rows) { if (row.id === id) ctx.log(row); }
  try { await db.save(rows.map((row) => ({ ...row, seen: limit }))); } catch (error) { ctx.fail(error); }
  const named = function again(n: number): number { return n > 0 ? again(n - 1) : limit; };
  class Cache { [limit] = rows; static { db.warm(limit); } read(key = id) { return this.map.get(key) ?? named(1); } }
  return new Cache().read();
}
type Row = { id: string };
`;

/** The references of every scope whose identifier starts inside `node`: what a search of all of them finds. */
function searched(scopes: readonly TSESLint.Scope.Scope[], node: TSESTree.Node): Set<TSESLint.Scope.Reference> {
  const found = new Set<TSESLint.Scope.Reference>();
  for (const scope of scopes) for (const reference of scope.references) if (reference.identifier.range[0] >= node.range[0] && reference.identifier.range[0] < node.range[1]) found.add(reference);
  return found;
}

describe('referencesWithin', () => {
  it('finds, for every node of a file, the references a search of every scope finds', () => {
    // Why: footprints ask it for each statement they read; one missed scope would hide a read or a write.
    const mismatches = lintWith(
      CODE,
      ({ sourceCode }) => {
        const scopes = sourceCode.scopeManager!.scopes;
        let nodes = 0;
        const wrong: string[] = [];
        walkAst(sourceCode.ast, sourceCode.visitorKeys, (node) => {
          nodes += 1;
          const found = referencesWithin(sourceCode, node);
          const expected = searched(scopes, node);
          if (found.length !== expected.size || found.some((reference) => !expected.has(reference))) wrong.push(`${node.type} at line ${node.loc.start.line}`);
          return true;
        });
        return { nodes, wrong };
      },
    );
    expect(mismatches.wrong).toEqual([]);
    expect(mismatches.nodes).toBeGreaterThan(150);
  });

  it('finds the references of a statement, and none of the code around it', () => {
    // Why: a statement's own reads (`rows`, `id`, `ctx`, `row`), not the handler's other lines.
    const names = lintWith(
      CODE,
      ({ sourceCode }) => {
        const handler = sourceCode.ast.body[2] as TSESTree.ExportNamedDeclaration;
        const body = (handler.declaration as TSESTree.FunctionDeclaration).body.body;
        return referencesWithin(sourceCode, body[1]!)
          .map((reference) => reference.identifier.name)
          .sort();
      },
    );
    expect(names).toEqual(['ctx', 'id', 'row', 'row', 'row', 'rows']);
  });
});
