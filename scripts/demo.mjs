#!/usr/bin/env node
// `npm run demo` (which builds first): what a new user sees first. Runs the built `mcp-lint` on examples/, a small
// MCP server with real retry mistakes, and prints what it prints: each finding with its code frame and suggestions,
// and the command that applies them. Findings are the point of the demo, so it exits 0 when the lint ran (mcp-lint
// exits 1 on findings); it exits 1 only when the demo itself is broken (mcp-lint's 2: bad usage or a crash).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { main, processIo } from '../dist/src/cli/main.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = ['examples/'];

console.log(`$ mcp-lint ${argv.join(' ')}\n`);
const code = await main(argv, { ...processIo(), cwd: root });
process.exitCode = code === 2 ? 1 : 0;
