#!/usr/bin/env bash
# Runs the `mcp-lint` hook of .pre-commit-hooks.yaml the way a user's pre-commit does: `pre-commit try-repo`
# installs this repository's committed HEAD as a hook (its node install: npm install, npm pack, npm install -g
# of the tarball) and runs it on a project with one bad and one clean file. The bad one must fail and name the
# rule; the clean one must pass.
#
# Uses the `pre-commit` on PATH; when there is none, installs Debian's package (as root with apt-get, as CI
# runs), the oldest pre-commit the README promises to work with.
#
# Usage: scripts/pre-commit-check.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

if ! command -v pre-commit > /dev/null; then
  if [ "$(id -u)" != 0 ] || ! command -v apt-get > /dev/null; then
    echo "pre-commit-check: no pre-commit on PATH; install it (apt-get install pre-commit, or pipx install pre-commit)" >&2
    exit 1
  fi
  echo "pre-commit-check: installing Debian's pre-commit"
  if ! apt-get install -y -qq pre-commit > /dev/null 2>&1; then
    apt-get update -qq > /dev/null
    apt-get install -y -qq pre-commit > /dev/null
  fi
fi
echo "pre-commit-check: $(pre-commit --version)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# A store of its own, so the hook is installed from scratch, as on a user's first commit.
export PRE_COMMIT_HOME="$work/store"
project="$work/project"
mkdir -p "$project/src"
cd "$project"
git init -q

# A tool that charges the card before it asks, and the same asking first.
cp "$root/tests/fixtures/pay-server/pay.ts" "$root/tests/fixtures/pay-server/pay-asked-first.ts" src/
git add src

# try-repo prints the hook's output; its exit code is the hook's verdict.
run_hook() {
  local file="$1" expected="$2" status=0
  pre-commit try-repo "$root" mcp-lint --files "$file" > "$work/out" 2>&1 || status=$?
  if [ "$status" != "$expected" ] || ! grep -Eq '^mcp-lint\.{3,}(Passed|Failed)$' "$work/out"; then
    cat "$work/out"
    echo "pre-commit-check: on $file, expected exit $expected and the hook's output, got exit $status" >&2
    exit 1
  fi
}

run_hook src/pay.ts 1
grep -q 'mcp/no-side-effect-before-input-required' "$work/out" || {
  cat "$work/out"
  echo "pre-commit-check: the failing run does not name the rule" >&2
  exit 1
}
sed -n '/^mcp-lint\.\.\./,$p' "$work/out"
run_hook src/pay-asked-first.ts 0
sed -n '/^mcp-lint\.\.\./,$p' "$work/out"
echo "pre-commit-check: the hook fails on src/pay.ts and passes on src/pay-asked-first.ts"
