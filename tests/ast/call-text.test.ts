import { describe, expect, it } from 'vitest';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { calledText, callText } from '../../src/ast/call-text.js';
import { walkAst } from '../../src/ast/walk.js';
import { lintWith } from '../mcp/lint-with.js';

/** `callText` of every outermost call statement of the file, in source order. */
function callTexts(code: string): string[] {
  return lintWith(code, ({ sourceCode }) => {
    const texts: string[] = [];
    walkAst(sourceCode.ast, sourceCode.visitorKeys, (node) => {
      if (node.type !== AST_NODE_TYPES.CallExpression && node.type !== AST_NODE_TYPES.NewExpression) return true;
      texts.push(callText(sourceCode, node));
      return false;
    });
    return texts;
  });
}

describe('callText', () => {
  it('names the callee with `()`, keeps `new`, and drops TypeScript wrappers around the callee', () => {
    expect(callTexts(`db.insert(row); new Stripe(key); (ctx.mcpReq.elicitInput as any)({}); send!(x);`)).toEqual([
      'db.insert()',
      'new Stripe()',
      'ctx.mcpReq.elicitInput()',
      'send()',
    ]);
  });

  it('joins a chain written over several lines and keeps one space between words only', () => {
    expect(callTexts(`server\n  .server\n  .createMessage({});\n(await getClient()).send(m);\ndb.insert(orders).values({ sku: args.sku }).returning();`)).toEqual([
      'server.server.createMessage()',
      '(await getClient()).send()',
      'db.insert(orders).values({sku:args.sku}).returning()',
    ]);
  });

  it('leaves out the comments written inside a chain', () => {
    expect(callTexts(`paypal\n  .post('invoices', { json: {} }) // the draft\n  .json();\nstripe./* v2 */charges.create({});`)).toEqual([
      "paypal.post('invoices',{json:{}}).json()",
      'stripe.charges.create()',
    ]);
  });

  it('keeps the tail of a long callee', () => {
    const [text] = callTexts(`a.very.long.chain.of.members.that.goes.on.and.on.until.the.method.at.the.end(x);`);
    expect(text).toBe('…n.of.members.that.goes.on.and.on.until.the.method.at.the.end()');
  });
});

describe('calledText', () => {
  it('writes a name as a call, quoted or not, and a description of an anonymous function as it is', () => {
    expect(calledText('confirm')).toBe('`confirm()`');
    expect(calledText('confirm', false)).toBe('confirm()');
    expect(calledText("the `refund` tool's handler")).toBe("the `refund` tool's handler");
    expect(calledText('the function on line 12', false)).toBe('the function on line 12');
  });
});
