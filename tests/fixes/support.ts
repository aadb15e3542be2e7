// Linting with the plugin's `recommended` config and applying suggestions, for the tests of the suggestions.
import { Linter } from 'eslint';
import plugin from '../../src/index.js';
import type { Options } from '../../rules/no-side-effect-before-input-required.js';

export const CORE_RULE = 'mcp/no-side-effect-before-input-required';

const recommended = plugin.configs.recommended as Linter.Config;

/** `recommended`, with the core rule's options when a case sets them, and `settings.mcp` when it has some. */
function recommendedConfig(options?: Options, mcp?: object): Linter.Config[] {
  return [recommended, ...(options ? [{ rules: { [CORE_RULE]: ['error', options] } } as Linter.Config] : []), ...(mcp ? [{ settings: { mcp } }] : [])];
}

const linter = new Linter({ configType: 'flat' });

export function lint(code: string, filename: string, options?: Options, mcp?: object): Linter.LintMessage[] {
  return linter.verify(code, recommendedConfig(options, mcp), { filename });
}

export function applySuggestion(code: string, suggestion: Linter.LintSuggestion): string {
  return code.slice(0, suggestion.fix.range[0]) + suggestion.fix.text + code.slice(suggestion.fix.range[1]);
}

/** A report, told apart from others by rule, message and the text it points at (its line may change). */
export function reportKey(code: string, message: Linter.LintMessage): string {
  const starts = [0];
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) starts.push(i + 1);
  const at = (line: number, column: number): number => starts[line - 1]! + column - 1;
  const end = message.endLine !== undefined && message.endColumn !== undefined ? at(message.endLine, message.endColumn) : at(message.line, message.column);
  return `${message.ruleId ?? ''}|${message.messageId ?? ''}|${code.slice(at(message.line, message.column), end)}`;
}

/** A before/after example of a doc section: its `###` title, the suggestion text quoted in `>` lines, its ts blocks. */
export interface DocExample {
  title: string;
  quoted: string;
  blocks: string[];
}

/** The `###` examples of the `## <section>` of a rule doc that show code. */
export function docExamples(markdown: string, section: string): DocExample[] {
  const body = new RegExp(`^## ${section}\\n([\\s\\S]*?)^## `, 'm').exec(markdown)?.[1] ?? '';
  return body
    .split(/^### /m)
    .slice(1)
    .map((part) => ({
      title: part.slice(0, part.indexOf('\n')),
      quoted: [...part.matchAll(/^> (.*)$/gm)].map((match) => match[1]).join(' '),
      blocks: [...part.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match) => match[1]!),
    }))
    .filter((example) => example.blocks.length > 0);
}
