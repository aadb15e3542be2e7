import { createRequire } from 'node:module';
import v8 from 'node:v8';
const require = createRequire(import.meta.url);
await import('eslint');
const tseslint = (await import('typescript-eslint')).default;
tseslint.configs.recommendedTypeChecked;
globalThis.gc(); const h0 = v8.getHeapStatistics().used_heap_size;
const before = new Set(Object.keys(require.cache));
await import('eslint-plugin-mcp');
globalThis.gc(); const h1 = v8.getHeapStatistics().used_heap_size;
const added = Object.keys(require.cache).filter((k) => !before.has(k));
const byPkg = {};
for (const k of added) { const m = k.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/); const p = m ? m[1] : k; byPkg[p] = (byPkg[p] ?? 0) + 1; }
console.log("heap +MB", ((h1 - h0) / 1048576).toFixed(1), added.filter(k => !k.includes("@typescript-eslint/utils")), added.length);
