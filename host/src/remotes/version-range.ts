// The part of semver the shell needs to compare a remote's needs with what it provides (issue #40), a few
// hundred bytes instead of a package: versions `x.y.z` (a pre-release or build suffix is ignored) and
// ranges made of `^`, `~`, `>=`, `>`, `<=`, `<`, `=` or bare comparators, `x`/`*` wildcards, spaces (and)
// and `||` (or). A range it cannot read is not satisfied: the remote is then refused rather than run blind.

type Version = [number, number, number];

/** `1.2.3` (or `v1.2.3-beta.1+build`) as numbers; null when it is not a version. */
function parseVersion(text: string): Version | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
}

/** One comparator (`^1.2.3`, `>=2.0.0`, `1.x`, `*`) as a test; null when unreadable. */
function comparator(text: string): ((v: Version) => boolean) | null {
  const match =
    /^(\^|~|>=|<=|>|<|=)?v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:[-+].*)?$/.exec(text);
  if (!match) return text === '*' || text === '' ? () => true : null;
  const [, op = '', ...parts] = match;
  // The parts given before the first wildcard or missing part.
  const fixed: number[] = [];
  for (const part of parts) {
    if (part === undefined || /^[xX*]$/.test(part)) break;
    fixed.push(Number(part));
  }
  const base: Version = [fixed[0] ?? 0, fixed[1] ?? 0, fixed[2] ?? 0];
  if (fixed.length < 3 && (op === '' || op === '=' || op === '^' || op === '~')) {
    // `1.x`, `1.2`, `^1.2`: the versions starting with the parts given.
    // `^1.2` is `>=1.2.0 <2.0.0`; `^0.2` is `0.2.x`, as `0.2` and `~0.2` are.
    if (op === '^' && fixed.length > 0 && fixed[0] !== 0)
      return (v) => v[0] === base[0] && compare(v, base) >= 0;
    return (v) => fixed.every((n, i) => v[i] === n);
  }
  switch (op) {
    case '^': {
      // The first non-zero part stays; the rest may grow.
      const lead = base[0] !== 0 ? 0 : base[1] !== 0 ? 1 : 2;
      return (v) => compare(v, base) >= 0 && v.slice(0, lead + 1).every((n, i) => n === base[i]);
    }
    case '~':
      return (v) => compare(v, base) >= 0 && v[0] === base[0] && v[1] === base[1];
    case '>=':
      return (v) => compare(v, base) >= 0;
    case '>':
      return (v) => compare(v, base) > 0;
    case '<=':
      return (v) => compare(v, base) <= 0;
    case '<':
      return (v) => compare(v, base) < 0;
    default:
      return (v) => compare(v, base) === 0;
  }
}

/**
 * Whether `version` satisfies `range`, as npm's semver says for the forms above.
 *
 * @example satisfies('1.4.0', '^1.2.0') // true
 */
export function satisfies(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  return range.split('||').some((alternative) => {
    const parts = alternative
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/);
    const tests = parts.map((part) => comparator(part));
    return tests.every((test) => test !== null && test(parsed));
  });
}
