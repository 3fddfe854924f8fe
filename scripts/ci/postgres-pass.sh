#!/usr/bin/env bash
# `npm run test:postgres`: the server's database and API tests, the money property (a shorter
# run than npm test's PGlite one) and the load bench's quick PostgreSQL half, each on a
# throw-away PostgreSQL cluster of its own (with-postgres.sh installs and starts it).
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/ci/with-postgres.sh npx vitest run --project server server/api server/db/database.test.ts server/db/driver-postgres.test.ts
MONEY_PROPERTY_RUNS="${MONEY_PROPERTY_RUNS_POSTGRES:-100}" scripts/ci/with-postgres.sh npx vitest run --project money --maxWorkers=2
scripts/ci/with-postgres.sh env BENCH_SKIP_PGLITE=1 npm run bench:quick -- load
