import {
  DELEGATION_ARABIC_NAMES,
  GOVERNORATE_ARABIC_NAMES,
  GOVERNORATES,
  foldPlaceName,
  type Governorate,
} from './tunisia';

/**
 * Forgiving matching of typed place names (spreadsheet imports, the order rules): French and Arabic
 * names, common transliterations, any case, accents, extra spaces, hyphens and apostrophes.
 * "Ben arous", "بن عروس", "BEN-AROUS" and "benarous" all name Ben Arous; "Sidi Bou Zid" names Sidi Bouzid.
 */

/**
 * The comparison key of a place name: folded (case, accents, Arabic hamza forms), without separators,
 * with the spellings French and English transliterations of Arabic disagree on made one
 * (ou/w/u, dj/j, ch/sh, q/k, doubled letters, a final e).
 */
export function placeKey(name: string): string {
  let s = foldPlaceName(name)
    .replace(/[ة]/g, 'ه')
    .replace(/[ى]/g, 'ي')
    .replace(/[\s\-'’`´‘.,_/()]+/g, '');
  // Latin transliterations only; Arabic text is left as folded.
  s = s
    .replace(/dj/g, 'j')
    .replace(/sh/g, 'ch')
    .replace(/ou/g, 'u')
    .replace(/w/g, 'u')
    .replace(/q/g, 'k')
    .replace(/kh/g, 'k')
    .replace(/gh/g, 'g')
    .replace(/th/g, 't')
    .replace(/ph/g, 'f')
    .replace(/y/g, 'i')
    .replace(/(.)\1+/g, '$1');
  return s.replace(/e$/, '');
}

/** Leading articles some spell and some omit ("Le Kef", "El Kef", "Kef"; "La Manouba"). */
const withoutArticle = (key: string) => key.replace(/^(el|le|la|al|ال)(?=..)/, '');

/** Other names people write for a governorate (besides its French and Arabic names). */
const GOVERNORATE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Bizerte: ['Bizerta', 'Binzart'],
  'Le Kef': ['El Kef', 'Kef'],
  Manouba: ['La Manouba'],
  Kairouan: ['Qairawan', 'Kairwan'],
  Sousse: ['Susa'],
  Sfax: ['Safaqis'],
  Gabès: ['Qabis'],
  Médenine: ['Madanine', 'Mednine'],
  Kébili: ['Qibili', 'Kebelli'],
  Tataouine: ['Tatawin'],
  Kasserine: ['Kasrine', 'Gasserine'],
  Béja: ['Bajah', 'Bèja'],
  Nabeul: ['Nabel'],
  Siliana: ['Seliana'],
};

interface Named<T> {
  target: T;
  keys: string[];
}

const keysOf = (names: readonly string[]) => {
  const keys = new Set<string>();
  for (const name of names) {
    if (!name) continue;
    const key = placeKey(name);
    keys.add(key);
    keys.add(withoutArticle(key));
  }
  return [...keys].filter(Boolean);
};

const GOVERNORATE_KEYS: readonly Named<Governorate>[] = GOVERNORATES.map((g) => ({
  target: g,
  keys: keysOf([
    g.name,
    GOVERNORATE_ARABIC_NAMES[g.name] ?? '',
    ...(GOVERNORATE_ALIASES[g.name] ?? []),
  ]),
}));
const DELEGATION_KEYS = new Map<string, readonly Named<string>[]>(
  GOVERNORATES.map((g) => [
    g.name,
    g.delegations.map((d) => ({
      target: d,
      keys: keysOf([d, DELEGATION_ARABIC_NAMES[g.name]?.[d] ?? (d === 'Other' ? 'أخرى' : '')]),
    })),
  ]),
);

function find<T>(candidates: readonly Named<T>[], typed: string): T | undefined {
  const key = placeKey(typed);
  if (!key) return undefined;
  const bare = withoutArticle(key);
  return (
    candidates.find((c) => c.keys.includes(key)) ?? candidates.find((c) => c.keys.includes(bare))
  )?.target;
}

/** Edit distance of two short strings (place names). */
function distance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

function closest<T>(candidates: readonly Named<T>[], typed: string, count: number): T[] {
  const key = placeKey(typed);
  if (!key) return [];
  return candidates
    .map((c) => ({
      target: c.target,
      // Relative distance, and a typed start of the name counts as close.
      score: Math.min(
        ...c.keys.map((k) =>
          key.length >= 3 && k.length >= 3 && (k.startsWith(key) || key.startsWith(k))
            ? 0.1
            : distance(key, k) / Math.max(key.length, k.length),
        ),
      ),
    }))
    .filter((c) => c.score <= 0.5)
    .sort((x, y) => x.score - y.score)
    .slice(0, count)
    .map((c) => c.target);
}

/** The governorate a typed name means (French, Arabic or a common spelling), or undefined. */
export function findGovernorate(typed: string): Governorate | undefined {
  return find(GOVERNORATE_KEYS, typed);
}

/** The delegation of `governorate` (its French name) a typed name means, or undefined. */
export function findDelegation(governorate: string, typed: string): string | undefined {
  return find(DELEGATION_KEYS.get(governorate) ?? [], typed);
}

/** Up to `count` governorates (French names) closest to a typed name that matched none, best first. */
export function closestGovernorates(typed: string, count = 3): string[] {
  return closest(GOVERNORATE_KEYS, typed, count).map((g) => g.name);
}

/** Up to `count` delegations of `governorate` closest to a typed name that matched none, best first. */
export function closestDelegations(governorate: string, typed: string, count = 3): string[] {
  return closest(DELEGATION_KEYS.get(governorate) ?? [], typed, count);
}
