// `pnpm bench`: builds the API and runs the API and slips (PDF) benchmarks; `pnpm bench --web` builds everything and adds the browser one.
import { buildAll, ensureInstalled, run } from './lib.mjs';

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
run('node', ['bench/clients-list-bench.mjs']);
run('node', ['bench/bills-bench.mjs']);
run('node', ['bench/import-bench.mjs']);
if (web) run('node', ['bench/web-bench.mjs']);
