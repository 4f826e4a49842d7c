// What the guard tests (money-guard, date-guard) share: the workspace's source files and the lines of a
// file that break a list of rules. Node only: the guard tests read the sources as text.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The workspace root (the folder of shared/, api/, host/, mfe-*). */
export const WORKSPACE_ROOT = path.resolve(__dirname, '../../..');

/** Every non-test TypeScript file under a package's src/, as `pkg/src/...` paths. */
export function sourceFiles(root = WORKSPACE_ROOT): string[] {
  const files: string[] = [];
  for (const pkg of readdirSync(root)) {
    const src = path.join(root, pkg, 'src');
    let entries: string[];
    try {
      entries = readdirSync(src, { recursive: true, encoding: 'utf8' });
    } catch {
      continue;
    }
    for (const entry of entries)
      if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !entry.includes('node_modules'))
        files.push(path.posix.join(pkg, 'src', entry.split(path.sep).join('/')));
  }
  return files;
}

/**
 * `file: rule name: line` for each match of a rule in `text`; `allowed(line)` lets a known boundary pass.
 * @example ruleOffences('a.ts', 'var x = 1;', [['var', /\bvar\b/]]) // ['a.ts: var: var x = 1;']
 */
export function ruleOffences(
  file: string,
  text: string,
  rules: Array<[string, RegExp]>,
  allowed: (line: string) => boolean = () => false,
): string[] {
  const lines = text.split('\n');
  const offences: string[] = [];
  for (const [name, rule] of rules)
    for (const match of text.matchAll(new RegExp(rule.source, `${rule.flags}g`))) {
      const line = lines[text.slice(0, match.index).split('\n').length - 1]!;
      if (!allowed(line)) offences.push(`${file}: ${name}: ${line.trim()}`);
    }
  return offences;
}
