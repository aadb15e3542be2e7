#!/usr/bin/env node
// `npm run prepare`: builds dist/. npm runs it after `npm install` or `npm ci` in a clone, and when it installs
// the package from git (`npm i -D git+https://...`, `npm install -g git+...`, the pre-commit framework),
// before it packs the clone. The packed tarball has no `prepare` (scripts/pack-manifest.mjs), so installing it
// runs nothing.
//
// A git install first has npm install the clone's dependencies, devDependencies included, so that the build
// tools are there. Under `npm install -g`, that nested install inherits `npm_config_global=true` from the
// outer one and installs the clone globally instead, leaving no node_modules here: then this script installs
// the locked devDependencies itself, the way the nested install should have.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));

function run(command, args) {
  const { status, error } = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (error) throw error;
  if (status !== 0) process.exit(status ?? 1);
}

if (!existsSync(tsc)) {
  console.error('eslint-plugin-mcp: no build tools in node_modules; installing the locked devDependencies to build dist/');
  // The npm that runs this script, when there is one.
  const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
  run(npm[0], [...npm.slice(1), 'ci', '--global=false', '--include=dev', '--ignore-scripts', '--no-audit', '--no-fund']);
}
run(process.execPath, [tsc, '-p', 'tsconfig.build.json']);
