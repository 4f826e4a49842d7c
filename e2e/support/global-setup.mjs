// Once per run, before any worker starts: a folder for the seeded template databases that every stack
// copies (support/stack.mjs, seededTemplate), removed when the run ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default function globalSetup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'wolvo-e2e-templates-'));
  // The workers start after this and inherit the variable.
  process.env.E2E_TEMPLATE_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
