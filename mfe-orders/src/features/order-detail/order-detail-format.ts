import { format } from 'date-fns';
import { arTN } from 'date-fns/locale/ar-TN';
import { enGB } from 'date-fns/locale/en-GB';
import { fr } from 'date-fns/locale/fr';
import { LOCATIONS, type Location, type MovementDto } from '@wolvo/shared/contracts';

const DATE_LOCALES = { fr, en: enGB, ar: arTN } as const;

function localeOf(language: string) {
  return DATE_LOCALES[language.slice(0, 2) as keyof typeof DATE_LOCALES] ?? fr;
}

/** `MMMM dd yyyy` in the interface language, or '-' for a missing or unreadable date. */
export function formatLongDate(value: string | null | undefined, language: string): string {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  return format(date, 'MMMM dd yyyy', { locale: localeOf(language) });
}

/** `MMMM dd yyyy HH:mm`, for movements. */
export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  return format(date, 'MMMM dd yyyy HH:mm', { locale: localeOf(language) });
}

/** Text or '-' when empty. */
export function orDash(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  const text = String(value).trim();
  return text === '' ? '-' : text;
}

/** Movements newest first (the API sends them so; sorting again keeps the modal right regardless). */
export function newestFirst(movements: readonly MovementDto[]): MovementDto[] {
  return [...movements].sort(
    (a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime(),
  );
}

/** Location stage (home, hub, in transit, recipient) of the last movement, or null. */
export function locationStageOf(movements: readonly MovementDto[]): Location | null {
  const last = newestFirst(movements)[0];
  const stage = last?.alphaStatus ?? null;
  return stage && (LOCATIONS as readonly string[]).includes(stage) ? (stage as Location) : null;
}

/** Sub-status to show: '-' for none. */
export function subStatusOf(subStatus: string | null | undefined): string | null {
  return subStatus && subStatus !== 'NONE' ? subStatus : null;
}

/** External maps search for a recipient's address. */
export function mapsSearchUrl(parts: (string | null | undefined)[]): string {
  const query = parts.filter((p) => p && p.trim()).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** Up to two initials of a name, for the avatar fallback. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
