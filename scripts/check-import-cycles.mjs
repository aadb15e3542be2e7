// Fails when the plugin's own modules (src/, rules/) import each other in a cycle, `import type` included:
// import-x/no-cycle skips type-only imports, and a type cycle still says a type sits in the wrong module.
// Run by `npm run lint`; the layering itself is checked by import-x/no-restricted-paths (eslint.config.js).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

function sourceFiles(directory) {
  return readdirSync(join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = [...sourceFiles('src'), ...sourceFiles('rules')];
const known = new Set(files);
/** Each file's relative imports that are files of the plugin, `./x.js` standing for `./x.ts`. */
const imports = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => relative(root, resolve(root, dirname(file), specifier)).replace(/\.js$/, '.ts'))
      .filter((target) => known.has(target));
    return [file, [...new Set(targets)]];
  }),
);

// Tarjan's strongly connected components: every component of more than one file is a cycle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
let counter = 0;
function connect(file) {
  index.set(file, counter);
  low.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const target of imports.get(file)) {
    if (!index.has(target)) {
      connect(target);
      low.set(file, Math.min(low.get(file), low.get(target)));
    } else if (onStack.has(target)) {
      low.set(file, Math.min(low.get(file), index.get(target)));
    }
  }
  if (low.get(file) !== index.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || imports.get(file).includes(file)) cycles.push(component.sort());
}
for (const file of files) if (!index.has(file)) connect(file);

for (const component of cycles) {
  console.error(`import cycle between ${component.join(', ')}:`);
  for (const file of component) {
    const inside = imports.get(file).filter((target) => component.includes(target));
    console.error(`  ${file} imports ${inside.join(', ')}`);
  }
}
if (cycles.length > 0) process.exitCode = 1;
else console.log(`check-import-cycles: no cycle among ${files.length} modules`);
