// The built plugin as oxlint loads it (dist/src/oxlint-plugin.js), with one addition: every report's suggestions are written, one JSON line per
// report, to the file named by MCP_OXLINT_RECORD. oxlint's JSON output has each report's rule, message and place,
// but not its suggestions; this records them as oxlint computes them: its AST, scopes and code paths, its fixer.
import { appendFileSync } from 'node:fs';
import plugin from '../../dist/src/oxlint-plugin.js';

const RECORD = process.env.MCP_OXLINT_RECORD;

/** A message template with `{{ name }}` placeholders filled from `data`, as ESLint and oxlint fill them. */
function render(template, data = {}) {
  return template.replace(/\{\{\s*([^{}]+?)\s*\}\}/gu, (placeholder, key) => (key in data ? String(data[key]) : placeholder));
}

/** The fixes one suggestion's `fix` returns, as plain ranges and texts (a fix may return one, an array or an iterator). */
function fixesOf(returned) {
  if (!returned) return [];
  const list = Symbol.iterator in returned ? [...returned] : [returned];
  return list.filter(Boolean).map((fix) => ({ range: [...fix.range], text: fix.text }));
}

function recording(name, rule) {
  const messages = rule.meta?.messages ?? {};
  return {
    ...rule,
    create(context) {
      const report = (descriptor) => {
        const suggestions = [];
        const suggest = descriptor.suggest?.map((suggestion) => ({
          ...suggestion,
          fix(fixer) {
            const fixes = fixesOf(suggestion.fix(fixer));
            if (fixes.length > 0) suggestions.push({ messageId: suggestion.messageId, desc: render(messages[suggestion.messageId] ?? suggestion.desc, suggestion.data), fixes });
            return fixes;
          },
        }));
        context.report(suggest ? { ...descriptor, suggest } : descriptor);
        const message = render(messages[descriptor.messageId] ?? descriptor.message, descriptor.data);
        appendFileSync(RECORD, `${JSON.stringify({ filename: context.filename, ruleId: `mcp/${name}`, message, suggestions })}\n`);
      };
      // Everything but `report` is oxlint's own context (its `report` is frozen, so a Proxy may not replace it).
      return rule.create(Object.create(context, { report: { value: report } }));
    },
  };
}

export default {
  meta: plugin.meta,
  rules: Object.fromEntries(Object.entries(plugin.rules).map(([name, rule]) => [name, recording(name, rule)])),
};
