// scratch profiling driver (not committed)
import { handlerDenseCorpus } from './lib/generate.mjs';
import { loadVariants, createLinter, CWD } from './lib/variants.mjs';
import path from 'node:path';
const which = process.argv[2] ?? 'plugin';
const passes = Number(process.argv[3] ?? 4);
const files = handlerDenseCorpus(100, path.join(CWD, 'bench', '.generated'));
const variants = await loadVariants([which]);
const linter = createLinter();
let n = 0;
for (let p = 0; p < passes + 1; p++) for (const f of files) n += linter.verify(f.text, variants[which], { filename: f.filename }).length;
console.log('messages', n);
