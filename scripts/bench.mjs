// `pnpm bench`: builds the API and runs the API (with the report screen's queries), slips (PDF), partner
// feed, webhooks, clients list, bills, import (and its soak), statistics and dashboards, reclamations, and cluster (HAProxy, two instances) benchmarks (PostgreSQL too
// with BENCH_DATABASE_URL); with BENCH_SIZES the seeding and million-order benches too; `pnpm bench --web`
// builds everything and adds the browser one.
import { buildAll, ensureInstalled, hasCommand, run } from './lib.mjs';

const web = process.argv.includes('--web');
ensureInstalled();
if (web) buildAll();
else {
  run('pnpm', ['--filter', '@wolvo/shared', 'run', 'build']);
  run('pnpm', ['--filter', '@wolvo/api', 'run', 'build']);
}
run('node', ['bench/api-bench.mjs']);
run('node', ['bench/slips-bench.mjs']);
run('node', ['bench/partner-feed-bench.mjs']);
run('node', ['bench/webhooks-bench.mjs']);
run('node', ['bench/clients-list-bench.mjs']);
run('node', ['bench/bills-bench.mjs']);
run('node', ['bench/import-bench.mjs']);
run('node', ['bench/import-soak-bench.mjs']);
run('node', ['bench/statistics-bench.mjs']);
run('node', ['bench/reclamations-bench.mjs']);
// Issue 38's table (every list and statistic at each volume, both engines) and the seeding times: only when
// BENCH_SIZES names the volumes (BENCH_SIZES=100000,1000000 takes about half an hour on 2 cores).
if (process.env.BENCH_SIZES) {
  run('node', ['bench/seed-bench.mjs']);
  run('node', ['bench/million-bench.mjs']);
}
// Two API instances behind HAProxy on PostgreSQL and Redis (Debian's packages; `npm run start:cluster`).
if (['haproxy', 'redis-server'].every((c) => hasCommand(c)))
  run('node', ['bench/cluster-bench.mjs']);
else console.log('cluster bench skipped: install haproxy and redis-server (Debian) to run it');
if (web) run('node', ['bench/web-bench.mjs']);
