import { LOCATIONS, type Location, type MovementDto } from '@wolvo/shared/contracts';
import { formatDisplayDate } from '@wolvo/shared/ui/format/format-date';

/** `MMMM dd yyyy` in the interface language, or '-' for a missing or unreadable date. */
export const formatLongDate = (value: string | null | undefined, language: string) =>
  formatDisplayDate(value, language);

/** `MMMM dd yyyy HH:mm`, for movements. */
export const formatDateTime = (value: string | null | undefined, language: string) =>
  formatDisplayDate(value, language, true);

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
