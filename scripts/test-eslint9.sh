#!/usr/bin/env bash
# Runs the tests that go through ESLint (rules, doc examples, editor path, CLI) on ESLint 9, the other major
# version package.json's peer range promises, without changing package.json or the lock file.
#
# ESLint 9 and its own dependencies are installed once into .cache/ (git-ignored). For the run,
# node_modules/eslint becomes a symlink to that copy, so that every `require('eslint')` — ours, the rule
# tester's, typescript-eslint's — loads ESLint 9, and Node's realpath resolution gives ESLint 9 its own
# dependencies. The ESLint 10 folder is put back on exit, however the run ends.
# It changes node_modules for the length of the run: don't run other tests in this checkout at the same time.
#
# Usage: scripts/test-eslint9.sh [vitest filters...]   (default: tests/rules tests/docs tests/editor tests/cli)
set -euo pipefail
cd "$(dirname "$0")/.."

# The newest ESLint 9 (`npm view eslint@9 version`); pinned so that CI runs are reproducible.
ESLINT9_VERSION=9.39.5
prefix=".cache/eslint-$ESLINT9_VERSION"
aside=node_modules/.eslint-main

restore() {
  if [ -L node_modules/eslint ] && [ -d "$aside" ]; then
    rm node_modules/eslint
    mv "$aside" node_modules/eslint
  fi
}
# A run killed before its trap ran leaves the symlink behind: undo it first.
restore
trap restore EXIT

if [ ! -f "$prefix/node_modules/eslint/package.json" ]; then
  npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "eslint@$ESLINT9_VERSION"
fi

mv node_modules/eslint "$aside"
ln -s "../$prefix/node_modules/eslint" node_modules/eslint
running=$(node -p "require('eslint/package.json').version")
if [ "$running" != "$ESLINT9_VERSION" ]; then
  echo "test-eslint9: expected ESLint $ESLINT9_VERSION, node_modules resolves $running" >&2
  exit 1
fi

echo "test-eslint9: ESLint $running"
if [ $# -eq 0 ]; then set -- tests/rules tests/docs tests/editor tests/cli; fi
npx vitest run "$@"
