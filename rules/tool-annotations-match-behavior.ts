import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { calleeName, objectProperty, skipTransparent } from '../src/ast/origin.js';
import { createRule } from '../src/create-rule.js';
import { parseEffectSettings } from '../src/effects/index.js';
import { subscribeToFileFlow, type Witness } from '../src/flow/analysis.js';
import { effectCallText, effectLabel, effectLine, throughText } from '../src/flow/effect-text.js';
import { fileHandlers } from '../src/mcp/handlers.js';

export type MessageIds = 'readOnlyButWrites' | 'nonDestructiveButDestroys' | 'idempotentButAccumulates';
export type Options = [{ checkIdempotentHint: boolean }];

const RELEVANT_TEXT = /readOnlyHint|destructiveHint|idempotentHint/;
const WHY = 'Clients show the hints to users and use them to skip confirmation.';

/** `true` / `false` when the hint is written as that literal; null otherwise. */
function literalHint(annotations: TSESTree.ObjectExpression, name: string): { property: TSESTree.Property; value: boolean } | null {
  const property = objectProperty(annotations, name);
  const value = property?.value;
  return property && value?.type === AST_NODE_TYPES.Literal && typeof value.value === 'boolean' ? { property, value: value.value } : null;
}

const isWrite = (witness: Witness): boolean => witness.verdict.effectClass === 'write' || witness.verdict.effectClass === 'write-idempotent';

/** node:fs calls that replace a whole file's contents (the catalog's overwrites), by name. */
const FILE_REWRITE = /^(?:writeFile|outputFile|outputJson|writeJson)/i;

/**
 * A whole file rewritten at a path an instance holds in a field (`this.memoryFilePath`), not one a tool call names:
 * the server's own store, loaded, changed and saved back, which is an edit like SQL `UPDATE` (what the tool adds or
 * removes decides, and the hint's author knows that), not a file a user's call destroys.
 */
function rewritesOwnStore(witness: Witness): boolean {
  const call = witness.effectCall;
  if (call?.type !== AST_NODE_TYPES.CallExpression || !witness.verdict.label.startsWith('node:fs') || !FILE_REWRITE.test(calleeName(call.callee) ?? '')) return false;
  const target = call.arguments[0] && skipTransparent(call.arguments[0]);
  return target?.type === AST_NODE_TYPES.MemberExpression && target.object.type === AST_NODE_TYPES.ThisExpression && !target.computed;
}

export default createRule<Options, MessageIds>({
  name: 'tool-annotations-match-behavior',
  meta: {
    type: 'problem',
    docs: {
      description: 'Require tool annotations (`readOnlyHint`, `destructiveHint`, `idempotentHint`) to match what the handler does',
      config: 'strict',
    },
    messages: {
      readOnlyButWrites: `\`readOnlyHint: true\`, but the handler writes: \`{{call}}\` ({{label}}) on line {{line}}{{through}}. ${WHY} Set \`readOnlyHint: false\`, or stop writing.`,
      nonDestructiveButDestroys: `\`destructiveHint: false\`, but the handler runs \`{{call}}\` ({{label}}) on line {{line}}{{through}}, which deletes or overwrites what was there. ${WHY} Set \`destructiveHint: true\`.`,
      idempotentButAccumulates: `\`idempotentHint: true\`, but the handler runs \`{{call}}\` ({{label}}) on line {{line}}{{through}}, which adds something every time: calling the tool twice does more than calling it once. ${WHY} Set \`idempotentHint: false\`.`,
    },
    schema: [
      {
        type: 'object',
        properties: {
          checkIdempotentHint: {
            type: 'boolean',
            description: 'Also report `idempotentHint: true` on tools whose handler creates, inserts, sends, charges or appends.',
          },
        },
        additionalProperties: false,
      },
    ],
    defaultOptions: [{ checkIdempotentHint: false }],
  },
  create(context, [{ checkIdempotentHint }]) {
    const { sourceCode } = context;
    if (!RELEVANT_TEXT.test(sourceCode.text)) return {};
    // Bad settings fail here, before any walk.
    parseEffectSettings(context.settings);

    // One report per hint, even when several registrations share one annotations object.
    const reported = new Set<TSESTree.Property>();
    function report(property: TSESTree.Property, messageId: MessageIds, witness: Witness): void {
      if (reported.has(property)) return;
      reported.add(property);
      context.report({
        node: property,
        messageId,
        data: {
          call: effectCallText(sourceCode, witness),
          label: effectLabel(witness, context.cwd),
          line: effectLine(witness, context.cwd),
          through: throughText(witness.chain),
        },
      });
    }

    return subscribeToFileFlow(context, (flow) => {
      for (const handler of fileHandlers(sourceCode).handlers) {
        const { annotations } = handler;
        if (!annotations) continue;
        const readOnly = literalHint(annotations, 'readOnlyHint');
        const destructive = literalHint(annotations, 'destructiveHint');
        const idempotent = checkIdempotentHint ? literalHint(annotations, 'idempotentHint') : null;
        if (readOnly?.value !== true && destructive?.value !== false && idempotent?.value !== true) continue;
        const effects = flow.effectsOfRun(handler.fn);
        if (readOnly?.value === true) {
          // The other hints only mean something for tools that write (MCP `ToolAnnotations`).
          const write = effects.find(isWrite);
          if (write) report(readOnly.property, 'readOnlyButWrites', write);
          continue;
        }
        const destroys = destructive?.value === false ? effects.find((witness) => isWrite(witness) && witness.verdict.impact === 'destructive' && !rewritesOwnStore(witness)) : undefined;
        if (destroys && destructive) report(destructive.property, 'nonDestructiveButDestroys', destroys);
        const accumulates = idempotent?.value === true ? effects.find((witness) => witness.verdict.effectClass === 'write' && witness.verdict.impact === 'accumulating') : undefined;
        if (accumulates && idempotent) report(idempotent.property, 'idempotentButAccumulates', accumulates);
      }
    });
  },
});
