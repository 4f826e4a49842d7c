import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEMPLATE_ENV } from './template-run';

/**
 * Names this run's template store (see `database-templates.ts`). Jest starts its workers after the
 * globalSetup, so they inherit these variables; with --runInBand the tests run in this very process.
 */
export default function globalSetup() {
  process.env[TEMPLATE_ENV.dir] = mkdtempSync(path.join(tmpdir(), 'wolvo-templates-'));
  process.env[TEMPLATE_ENV.run] = randomBytes(4).toString('hex');
}
