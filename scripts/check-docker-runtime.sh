#!/usr/bin/env bash
# The Dockerfile's stages without a Docker engine: the build stage (npm ci, npm run build) in one
# temporary folder, the runtime stage's files only plus `npm ci --omit=dev` in another, then the
# server started from there as the image's CMD starts it, probed as its HEALTHCHECK probes it,
# and the home page and the admin asked for. Keep the copies below in step with the Dockerfile.
#   scripts/check-docker-runtime.sh            (takes a few minutes: two installs and a build)
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
server=
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
build="$work/build" runtime="$work/runtime"
mkdir -p "$build" "$runtime"

echo "--- build stage in $build"
# The build context: the repository's files less what .dockerignore leaves out of it.
git ls-files -co --exclude-standard -z | grep -zvE '^(\.ci/|Dockerfile$|\.dockerignore$|docker-compose\.yml$)' |
  xargs -0 cp --parents -t "$build" 2>/dev/null || true
(cd "$build" && npm ci --no-audit --no-fund && npm run build)

echo "--- runtime stage in $runtime"
cp package.json package-lock.json "$runtime/"
(cd "$runtime" && npm ci --omit=dev --no-audit --no-fund)
mkdir -p "$runtime/web" "$runtime/admin-web" "$runtime/adapters/seed" "$runtime/adapters/auth"
cp -r "$build/dist" "$runtime/dist"
cp -r "$build/web/dist" "$build/web/dist-server" "$runtime/web/"
cp -r "$build/admin-web/dist" "$runtime/admin-web/"
cp -r adapters/seed/images "$runtime/adapters/seed/"
cp adapters/auth/common-passwords.txt adapters/auth/common-passwords.LICENSE "$runtime/adapters/auth/"

echo "--- start from the runtime folder"
port="${PORT_FOR_CHECK:-3931}"
# Production refuses to start without the public origin and a payment mode (docker-compose.yml).
(cd "$runtime" && NODE_ENV=production PORT=$port DATA_DIR="$work/data" DATABASE_URL= PUBLIC_ORIGIN="http://127.0.0.1:$port" PAYMENTS=test \
  exec node_modules/.bin/node dist/adapters/main.js >"$work/server.log" 2>&1) &
server=$!
for _ in $(seq 1 90); do
  curl -fsS "http://127.0.0.1:$port/api/health/live" >/dev/null 2>&1 && break
  sleep 1
done
status=0
for path in /api/health/live / /admin; do
  code="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$path")"
  echo "GET $path: $code"
  [ "$code" = 200 ] || status=1
done
[ $status = 0 ] || { echo "--- server log"; tail -50 "$work/server.log"; }
exit $status
