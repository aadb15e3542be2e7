import * as tse from '@typescript-eslint/typescript-estree';
import { SourceCode } from 'eslint';
import { analyze } from '@typescript-eslint/scope-manager';
const text = `const x = 1;\n/** @mcp-effect write */\nexport async function f() { return x; }\n// a\n/* b */ function g() {}\n`;
const { ast } = tse.parseAndGenerateServices(text, { comment: true, loc: true, range: true, tokens: false });
ast.tokens = [];
const sc = new SourceCode({ text, ast, scopeManager: analyze(ast, { sourceType: 'module' }) });
const f = ast.body[1]; const g = ast.body[2];
console.log(sc.getCommentsBefore(f).map(c => c.value), sc.getCommentsBefore(g).map(c => c.value), sc.getCommentsBefore(f.declaration).map(c=>c.value));
