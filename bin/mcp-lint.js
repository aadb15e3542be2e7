#!/usr/bin/env node
// The command lives in the build output; this file only gives it a stable path for package.json's `bin`.
import { main, processIo } from '../dist/src/cli/main.js';

process.exitCode = await main(process.argv.slice(2), processIo());
