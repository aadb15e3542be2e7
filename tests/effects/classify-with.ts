// Classifies the call marked with `/*@*/` in a snippet, inside a real ESLint run (tests/mcp/lint-with.ts), so
// the classifier sees the same parser, scope manager and settings as the rules do.
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { expect, it } from 'vitest';
import { isFunctionNode } from '../../src/ast/functions.js';
import { classifyCall, parseEffectSettings, type EffectClass, type EffectLayer, type EffectVerdict } from '../../src/effects/index.js';
import { lintWith } from '../mcp/lint-with.js';
import type { CallLike } from '../../src/ast/types.js';

const MARK = '/*@*/';
const OWNER_MARK = '/*owner*/';

/** Every call, `new` and tagged template of the tree, in source order. */
function collectCalls(node: TSESTree.Node, into: CallLike[]): void {
  if (node.type === AST_NODE_TYPES.CallExpression || node.type === AST_NODE_TYPES.NewExpression || node.type === AST_NODE_TYPES.TaggedTemplateExpression) into.push(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    const children: unknown[] = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (child && typeof child === 'object' && typeof (child as { type?: unknown }).type === 'string') collectCalls(child as TSESTree.Node, into);
    }
  }
}

/** The position of the first non-space character after `mark`, or -1 without the mark. */
function positionAfter(code: string, mark: string): number {
  const at = code.indexOf(mark);
  if (at < 0) return -1;
  let start = at + mark.length;
  while (/\s/.test(code[start] ?? '')) start += 1;
  return start;
}

/**
 * The verdict for the outermost call starting right after `/*@*\/`. The owner (the run being analysed) is
 * the function starting right after `/*owner*\/`, else the innermost function around the call (the whole
 * program at module level), as the flow engine passes the handler being analysed.
 */
export function classifyMarked(code: string, settings: Record<string, unknown> = {}): EffectVerdict {
  const start = positionAfter(code, MARK);
  if (start < 0) throw new Error(`no ${MARK} mark in snippet`);
  const ownerStart = positionAfter(code, OWNER_MARK);
  return lintWith(
    code,
    (context) => {
      const calls: CallLike[] = [];
      collectCalls(context.sourceCode.ast, calls);
      const marked = calls.filter((call) => call.range[0] === start).sort((a, b) => b.range[1] - a.range[1])[0];
      if (!marked) throw new Error(`no call starts after ${MARK}`);
      let owner: TSESTree.Node = context.sourceCode.ast;
      for (let current: TSESTree.Node | undefined = marked.parent; current; current = current.parent) {
        if (isFunctionNode(current) && (ownerStart < 0 || current.range[0] === ownerStart)) {
          owner = current;
          break;
        }
      }
      return classifyCall(marked, { sourceCode: context.sourceCode, settings: parseEffectSettings(context.settings), owner });
    },
    settings,
  );
}

/** Every call of a snippet, classified (no mark needed): for the never-throws sweep. */
export function classifyEveryCall(code: string): EffectVerdict[] {
  return lintWith(code, (context) => {
    const calls: CallLike[] = [];
    collectCalls(context.sourceCode.ast, calls);
    const settings = parseEffectSettings(context.settings);
    return calls.map((call) => classifyCall(call, { sourceCode: context.sourceCode, settings, owner: context.sourceCode.ast }));
  });
}

export type VerdictCase = [name: string, code: string, effectClass: EffectClass, label: string, layer?: EffectLayer];

/** One test per case: the marked call's class, the layer that decided it (default `defaultLayer`), and its label. */
export function checkVerdicts(cases: readonly VerdictCase[], defaultLayer: EffectLayer): void {
  it.each(cases)('%s', (_name, code, effectClass, label, layer = defaultLayer) => {
    const verdict = classifyMarked(code);
    expect(verdict.effectClass).toBe(effectClass);
    expect(verdict.layer).toBe(layer);
    expect(verdict.label).toContain(label);
  });
}
