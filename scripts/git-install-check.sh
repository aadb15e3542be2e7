#!/usr/bin/env bash
# Installs this repository's committed HEAD from git, as the README tells users to until the package is on the
# registry, and runs the installed mcp-lint on a bad file: as a dev dependency (`npm i -D git+...`) and
# globally (`npm install -g --install-links git+...`, into a temporary prefix). npm clones the repository,
# installs its devDependencies and runs `prepare`, which builds dist/.
#
# Usage: scripts/git-install-check.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
spec="git+file://$root"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
project="$work/project"
mkdir -p "$project"
cd "$project"
printf '{ "name": "consumer", "version": "1.0.0", "private": true }\n' > package.json
# A CommonJS tool that charges the card before it asks.
cp "$root/tests/fixtures/pay-server/pay.cjs" server.cjs

# The installed command must find the mistake: exit 1, naming the rule.
check() {
  local name="$1" status=0
  shift
  "$@" server.cjs > "$work/out" 2>&1 || status=$?
  if [ "$status" != 1 ] || ! grep -q 'mcp/no-side-effect-before-input-required' "$work/out"; then
    cat "$work/out"
    echo "git-install-check: $name: expected exit 1 and the core rule's report, got exit $status" >&2
    exit 1
  fi
  echo "git-install-check: $name: $(tail -n 2 "$work/out" | head -n 1)"
}

npm install --save-dev --no-audit --no-fund --loglevel=error eslint "$spec"
check "npm i -D $spec" node_modules/.bin/mcp-lint

# Without --install-links, npm 11 links a global git install to its temporary clone, which it then deletes.
npm install --global --install-links --prefix "$work/global" --no-audit --no-fund --loglevel=error "$spec"
check "npm install -g --install-links $spec" "$work/global/bin/mcp-lint"
