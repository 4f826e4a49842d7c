// `pnpm bench`: builds the API and runs the benchmarks under bench/.
import { ensureInstalled, run } from './lib.mjs';

ensureInstalled();
run('pnpm', ['--filter', '@wolvo/shared', 'run', 'build']);
run('pnpm', ['--filter', '@wolvo/api', 'run', 'build']);
run('node', ['bench/api-bench.mjs']);
if (process.argv.includes('--web')) run('node', ['bench/web-bench.mjs']);
