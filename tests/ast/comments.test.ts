import { SourceCode } from 'eslint';
import { analyze } from '@typescript-eslint/scope-manager';
import { parseAndGenerateServices } from '@typescript-eslint/typescript-estree';
import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { leadingComments } from '../../src/ast/comments.js';
import type { SourceCode as McpSourceCode } from '../../src/ast/types.js';

const TEXT = `// file header
const x = 1; // trailing, not leading

/** @mcp-effect write */
export async function annotated() { return x; }
// one
/* two */ function twoComments() {}
function none() {} /* after */
class Box {
  /** a method's own */
  open() {}
}
`;

/** The text's top-level statements and the class method, with a SourceCode parsed with or without tokens. */
function parse(tokens: boolean): { sourceCode: McpSourceCode; nodes: TSESTree.Node[] } {
  const { ast } = parseAndGenerateServices(TEXT, { comment: true, loc: true, range: true, tokens });
  if (!tokens) Object.assign(ast, { tokens: [] });
  const sourceCode = new SourceCode({ text: TEXT, ast: ast as never, scopeManager: analyze(ast, { sourceType: 'module' }) as never });
  const box = ast.body[4] as TSESTree.ClassDeclaration;
  return { sourceCode: sourceCode as unknown as McpSourceCode, nodes: [...ast.body, box.body.body[0]!] };
}

const values = (comments: TSESTree.Comment[]) => comments.map((comment) => comment.value.trim());

describe('leadingComments', () => {
  it("is what getCommentsBefore says, when the tree has tokens", () => {
    const { sourceCode, nodes } = parse(true);
    for (const node of nodes) expect(values(leadingComments(sourceCode, node))).toEqual(values(sourceCode.getCommentsBefore(node)));
  });

  it('finds the same comments without tokens, where getCommentsBefore runs on to earlier comments', () => {
    const withTokens = parse(true);
    const withoutTokens = parse(false);
    const expected = withTokens.nodes.map((node) => values(withTokens.sourceCode.getCommentsBefore(node)));
    expect(withoutTokens.nodes.map((node) => values(leadingComments(withoutTokens.sourceCode, node)))).toEqual(expected);
    expect(expected[2]).toEqual(['one', 'two']);
    // Without tokens, ESLint's own lookup sees nothing between the comments and takes them all.
    expect(values(withoutTokens.sourceCode.getCommentsBefore(withoutTokens.nodes[2]!))).not.toEqual(['one', 'two']);
  });
});
