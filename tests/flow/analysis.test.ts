import type { TSESLint } from '@typescript-eslint/utils';
import { Linter } from 'eslint';
import * as tsParser from '@typescript-eslint/parser';
import { describe, expect, it, vi } from 'vitest';
import { subscribeToFileFlow, type FileFlow } from '../../src/flow/analysis.js';
import type { EffectClass } from '../../src/effects/index.js';
import type { CallLike } from '../../src/ast/types.js';
import { calleeOf } from '../../src/ast/chains.js';

// The flow engine is tested apart from the classifier: calls are judged by their callee's name alone.
vi.mock('../../src/effects/index.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/effects/index.js')>();
  const judge = (name: string): EffectClass =>
    name.startsWith('write') ? 'write' : name.startsWith('state') ? 'process-state' : name.startsWith('unknown') ? 'unknown' : 'pure';
  return {
    ...original,
    parseEffectSettings: () => original.parseEffectSettings({}),
    classifyCall: (call: CallLike) => {
      const callee = calleeOf(call);
      const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : '';
      return { effectClass: judge(name), layer: 'verb', label: `test ${judge(name)}` };
    },
  };
});

const HEADER = `import { inputRequired } from '@modelcontextprotocol/server';\n`;

interface FlowProbe {
  flows: FileFlow[];
  recorders: number;
}

/** Lints `code` with probe rules that subscribe to the shared flow analysis, and returns what they saw. */
function analyse(code: string, subscribers = 1): FlowProbe {
  const probe: FlowProbe = { flows: [], recorders: 0 };
  const rules: Record<string, unknown> = {};
  for (let i = 0; i < subscribers; i += 1) {
    rules[`probe${i}`] = {
      meta: { type: 'problem', schema: [] },
      create(context: Readonly<TSESLint.RuleContext<string, []>>) {
        const listeners = subscribeToFileFlow(context, (flow) => probe.flows.push(flow));
        if (Object.keys(listeners).length > 0) probe.recorders += 1;
        return listeners;
      },
    };
  }
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(HEADER + code, [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tsParser, sourceType: 'module' },
      plugins: { test: { rules } as never },
      rules: Object.fromEntries(Object.keys(rules).map((name) => [`test/${name}`, 'error'])),
    },
  ], 'file.ts');
  const fatal = messages.find((message) => message.fatal || message.ruleId === null);
  if (fatal) throw new Error(fatal.message);
  return probe;
}

/** Findings as `callee@exitLine` (lines counted in `code`, without the header). */
function findings(code: string, classes: EffectClass[] = ['write']): string[] {
  const [flow] = analyse(code).flows;
  return flow!.findings(new Set(classes)).map((finding) => {
    const callee = calleeOf(finding.report);
    const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : '?';
    return `${name}@${finding.exit.loc.start.line - 1}`;
  });
}

describe('flow analysis: may an effect run before an input_required exit?', () => {
  it('reports a write followed by an exit on a straight line', () => {
    expect(findings(`async function h() {\n  await write1();\n  return inputRequired({});\n}`)).toEqual(['write1@3']);
  });

  it('does not report a write after the exit', () => {
    expect(findings(`async function h(c: boolean) {\n  if (c) return inputRequired({});\n  await write1();\n  return 1;\n}`)).toEqual([]);
  });

  it('does not report a write whose branch returns a result', () => {
    expect(findings(`function h(c: boolean) {\n  if (c) { write1(); return 1; }\n  return inputRequired({});\n}`)).toEqual([]);
  });

  it('reports a write whose branch falls through to the exit', () => {
    expect(findings(`function h(c: boolean) {\n  if (c) { write1(); }\n  return inputRequired({});\n}`)).toEqual(['write1@3']);
  });

  it('follows loop back edges to an exit earlier in the body', () => {
    expect(findings(`function h(xs: number[], ok: boolean) {\n  for (const x of xs) {\n    if (!ok) return inputRequired({});\n    write1(x);\n  }\n  return 0;\n}`)).toEqual(['write1@3']);
  });

  it('follows labelled continue to an exit in the loop test', () => {
    expect(findings(`function h(n: number) {\n  outer: while (n-- > 0 ? true : !!inputRequired({})) {\n    write1();\n    continue outer;\n  }\n  return inputRequired({});\n}`)).toEqual(['write1@6']);
  });

  it('does not treat throw as an exit', () => {
    expect(findings(`function h(c: boolean) {\n  write1();\n  if (c) throw new Error('x');\n  return 1;\n}`)).toEqual([]);
  });

  it('approximates try: a write in try reaches an exit in catch', () => {
    expect(findings(`function h() {\n  try {\n    write1();\n  } catch {\n    return inputRequired({});\n  }\n  return 1;\n}`)).toEqual(['write1@5']);
  });

  it('reaches an exit after a finally block', () => {
    expect(findings(`function h() {\n  try {\n    write1();\n  } finally {\n    cleanup();\n  }\n  return inputRequired({});\n}`)).toEqual(['write1@7']);
  });

  it('falls through switch cases to an exit', () => {
    expect(findings(`function h(k: number) {\n  switch (k) {\n    case 1: write1();\n    case 2: return inputRequired({});\n    default: return 0;\n  }\n}`)).toEqual(['write1@4']);
  });

  it('ignores calls in unreachable code', () => {
    expect(findings(`function h() {\n  return inputRequired({});\n  write1();\n}`)).toEqual([]);
  });

  it('counts an arrow expression body as the exit', () => {
    expect(findings(`const h = async () => inputRequired({ requestState: await write1() });`)).toEqual(['write1@1']);
  });

  it('runs inline callbacks at the call that receives them, and reports inside them', () => {
    expect(findings(`function h(xs: number[]) {\n  xs.forEach((x) => write1(x));\n  return inputRequired({});\n}`)).toEqual(['write1@3']);
  });

  it('does not run a function only defined before the exit', () => {
    expect(findings(`function h() {\n  const later = () => write1();\n  return inputRequired({});\n}`)).toEqual([]);
  });

  it('reports a same-file helper at its call, through a chain of helpers, hoisted below', () => {
    expect(findings(`function h() {\n  outer();\n  return inputRequired({});\n}\nfunction outer() { inner(); }\nfunction inner() { write1(); }`)).toEqual(['outer@3']);
  });

  it('terminates on mutual recursion and still finds the write', () => {
    expect(findings(`function h() {\n  ping(3);\n  return inputRequired({});\n}\nfunction ping(n: number): void { if (n) pong(n - 1); }\nfunction pong(n: number): void { write1(); ping(n); }`)).toEqual(['ping@3']);
  });

  it('finds exits through a same-file helper that returns input_required', () => {
    expect(findings(`function ask() { return inputRequired({}); }\nfunction h() {\n  write1();\n  return ask();\n}`)).toEqual(['write1@4']);
  });

  it('treats a function whose only question is in a nested callback as no asker', () => {
    const [flow] = analyse(`function h(xs: number[]) {\n  write1();\n  return xs.map(() => inputRequired({}));\n}`).flows;
    expect(flow!.askers.map((asker) => asker.type)).toEqual(['ArrowFunctionExpression']);
    expect(flow!.findings(new Set(['write']))).toEqual([]);
  });

  it('reports awaited unknown calls only when asked for, and never un-awaited ones', () => {
    const code = `async function h() {\n  await unknownA();\n  unknownB();\n  return inputRequired({});\n}`;
    expect(findings(code)).toEqual([]);
    expect(findings(code, ['write', 'unknown'])).toEqual(['unknownA@4']);
  });

  it('keeps process-state apart from writes', () => {
    const code = `function h() {\n  stateSet();\n  return inputRequired({});\n}`;
    expect(findings(code)).toEqual([]);
    expect(findings(code, ['process-state'])).toEqual(['stateSet@3']);
  });

  it('skips a write guarded by an absent round-trip value (send-then-ask)', () => {
    expect(findings(`function h(ctx: any) {\n  if (ctx.mcpReq.inputResponses?.code === undefined) {\n    write1();\n    return inputRequired({});\n  }\n  return 1;\n}`)).toEqual([]);
  });

  it('reports a write guarded by a present round-trip value that reaches another exit', () => {
    expect(findings(`function h(ctx: any) {\n  if (ctx.mcpReq.inputResponses?.code !== undefined) {\n    write1();\n  }\n  return inputRequired({});\n}`)).toEqual(['write1@5']);
  });

  it('skips writes after an early return on present state, and in "state || write()"', () => {
    expect(findings(`async function h(ctx: any) {\n  const state = await ctx.mcpReq.requestState();\n  const s = state || write2();\n  if (state) return 1;\n  write1();\n  return inputRequired({});\n}`)).toEqual([]);
  });

  // Correlated tests on one value (issue 20, and issue 19 item 2 for higher-order wrappers): ESLint's code paths join
  // after the first `if`, but `answer?.approve` truthy means `answer` is there, so `if (!answer) return ask()` is not reached.
  it('does not make a path out of correlated tests on one const: a?.b truthy, then !a', () => {
    expect(findings(`function h(ctx: any) {\n  const answer = ctx.mcpReq.inputResponses?.ok;\n  if (answer?.approve) {\n    write1();\n  }\n  if (!answer) return inputRequired({});\n  return 1;\n}`)).toEqual([]);
  });
  it('does not make a path out of answer.kind === "accept" then answer === undefined', () => {
    expect(findings(`function h(ctx: any, answer?: { kind: string }) {\n  const a = answer;\n  a && a.kind === 'accept' ? write1() : null;\n  if (a === undefined) return inputRequired({});\n  return 1;\n}`)).toEqual([]);
  });
  it('still reports when one exit does not depend on the value', () => {
    expect(findings(`function h(ctx: any, other: boolean) {\n  const answer = ctx.mcpReq.inputResponses?.ok;\n  if (answer?.approve) write1();\n  if (other) return inputRequired({});\n  if (!answer) return inputRequired({});\n  return 1;\n}`)).toEqual(['write1@4']);
  });
  it('still reports when the value is a let or is declared in a loop (another value each time)', () => {
    expect(findings(`function h(ctx: any) {\n  let answer = ctx.mcpReq.inputResponses?.ok;\n  if (answer?.approve) write1();\n  answer = undefined;\n  if (!answer) return inputRequired({});\n  return 1;\n}`)).toEqual(['write1@5']);
    expect(findings(`function h(items: any[]) {\n  for (const item of items) {\n    const answer = item.answer;\n    if (answer?.approve) write1();\n    if (!answer) return inputRequired({});\n  }\n  return 1;\n}`)).toEqual(['write1@5']);
  });

  it('handles 2,000 sequential ifs and nesting 40 deep with the right verdicts', () => {
    const ifs = Array.from({ length: 2000 }, (_, i) => `  if (x === ${i}) y += ${i};`).join('\n');
    const open = Array.from({ length: 40 }, (_, i) => `if (x > ${i}) {`).join(' ');
    const close = '}'.repeat(40);
    const code = `function h(x: number) {\n  let y = 0;\n  write1();\n${ifs}\n  ${open} write2(); ${close}\n  return y > 0 ? inputRequired({}) : 0;\n}\nfunction g(x: number) {\n  ${open} if (x) return inputRequired({}); ${close}\n  write3();\n  return 0;\n}`;
    expect(findings(code)).toEqual(['write1@2005', 'write2@2005']);
  });

  it('shares one analysis per file between rules: one recorder, the same result object', () => {
    const probe = analyse(`function h() {\n  write1();\n  return inputRequired({});\n}`, 3);
    expect(probe.recorders).toBe(1);
    expect(probe.flows).toHaveLength(3);
    expect(new Set(probe.flows).size).toBe(1);
  });
});
